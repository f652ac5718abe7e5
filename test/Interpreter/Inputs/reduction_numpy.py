#!/usr/bin/env python3
# Inputs and expectations of reduction-numpy.mlir: numpy loops written from
# XLA's semantics as its HloEvaluator implements them
# (xla/hlo/evaluator/hlo_evaluator.cc and hlo_evaluator_typed_visitor.h):
# - reduce folds the reduced elements into the init values in row-major
#   order of the reduced dimensions, calling the body (accumulators...,
#   elements...);
# - reduce_window folds, per output, the window positions in row-major
#   order that land on an operand element; positions in the padding or in
#   the holes of base dilation are skipped (the body is not applied to the
#   init value there: IterateThroughWindow);
# - select_and_scatter walks the source in row-major order; in each window
#   the first valid element is selected and a later one replaces it when
#   select(selected, later) is false; then the result element of the
#   selection becomes scatter(result, source): the current value first, as
#   XLA's CPU and GPU emitters call it (its HloEvaluator swaps the two);
# - scatter applies the updates in row-major order of the scatter indices;
# - topk orders floating point values in XLA's total order and is stable;
# - scan feeds each step's slices and the carries to the body.
#
# Usage: reduction_numpy.py OUTDIR
# Writes OUTDIR/<function>/<name>.npy (inputs) and OUTDIR/<function>/<i>.npy.

import os
import sys

import numpy as np

from npy_cases import Saver, bf16_round  # noqa: E402

OUT = sys.argv[1]
save = Saver(OUT).save
save_results = Saver(OUT).save_results
rng = np.random.default_rng(13)
f32 = np.float32
np.seterr(all="ignore")


def reduce(inputs, inits, dims, body):
    """XLA's reduce: a tuple of results; body(accs..., elems...) -> accs."""
    x0 = inputs[0]
    kept = [d for d in range(x0.ndim) if d not in dims]
    red = sorted(dims)
    outs = [np.empty([x0.shape[d] for d in kept], np.asarray(i).dtype)
            for i in inits]
    for o in np.ndindex(*[x0.shape[d] for d in kept]):
        accs = tuple(np.asarray(i)[()] for i in inits)
        for r in np.ndindex(*[x0.shape[d] for d in red]):
            at = [0] * x0.ndim
            for d, v in zip(kept, o):
                at[d] = v
            for d, v in zip(red, r):
                at[d] = v
            accs = body(*accs, *[x[tuple(at)] for x in inputs])
            if not isinstance(accs, tuple):
                accs = (accs,)
        for out, a in zip(outs, accs):
            out[o] = a
    return outs


def window_positions(shape, size, stride, lo, hi, lhs, rhs, out):
    """The operand indices of the window at output index `out` (skipping
    padding and base-dilation holes), in row-major window order."""
    for w in np.ndindex(*size):
        at = []
        for d in range(len(shape)):
            p = out[d] * stride[d] + w[d] * rhs[d] - lo[d]
            if p < 0 or p % lhs[d]:
                break
            p //= lhs[d]
            if p >= shape[d]:
                break
            at.append(p)
        else:
            yield tuple(at)


def reduce_window(inputs, inits, body, size, stride=None, lo=None, hi=None,
                  lhs=None, rhs=None):
    x0 = inputs[0]
    n = x0.ndim
    stride = stride or [1] * n
    lo = lo or [0] * n
    hi = hi or [0] * n
    lhs = lhs or [1] * n
    rhs = rhs or [1] * n
    shape = []
    for d in range(n):
        dilated = (x0.shape[d] - 1) * lhs[d] + 1 + lo[d] + hi[d]
        span = (size[d] - 1) * rhs[d] + 1
        shape.append((dilated - span) // stride[d] + 1)
    outs = [np.empty(shape, np.asarray(i).dtype) for i in inits]
    for o in np.ndindex(*shape):
        accs = tuple(np.asarray(i)[()] for i in inits)
        for at in window_positions(x0.shape, size, stride, lo, hi, lhs, rhs,
                                   o):
            accs = body(*accs, *[x[at] for x in inputs])
            if not isinstance(accs, tuple):
                accs = (accs,)
        for out, a in zip(outs, accs):
            out[o] = a
    return outs


def select_and_scatter(operand, source, init, select, scatter, size, stride,
                       lo, hi):
    out = np.full(operand.shape, init, operand.dtype)
    ones = [1] * operand.ndim
    for s in np.ndindex(*source.shape):
        selected = None
        for at in window_positions(operand.shape, size, stride, lo, hi, ones,
                                   ones, s):
            if selected is None or not select(operand[selected], operand[at]):
                selected = at
        if selected is not None:
            out[selected] = scatter(out[selected], source[s])
    return out


def total_order_key(x):
    if x.dtype == np.float16:
        bits = x.view(np.int16).astype(np.int64)
        return np.where(bits < 0, bits ^ 0x7FFF, bits)
    bits = x.astype(np.float32).view(np.int32).astype(np.int64)
    return np.where(bits < 0, bits ^ 0x7FFFFFFF, bits)


def topk(x, k, largest, key):
    keys = key(x)
    order = np.argsort(-keys if largest else keys, axis=-1, kind="stable")
    order = order[..., :k]
    return np.take_along_axis(x, order, -1), order.astype(np.int32)


def reduce_cases():
    fn = "reduce"
    x = rng.uniform(-1, 1, (4, 5, 6)).astype(f32)
    i = rng.integers(-1000, 1000, (3, 7)).astype(np.int32)
    v = rng.integers(-3, 3, (4, 6)).astype(f32)  # ties for argmax
    v[2, 4] = np.nan
    idx = np.broadcast_to(np.arange(6, dtype=np.int32), (4, 6)).copy()
    d = rng.uniform(-1, 1, (5, 3))
    p = rng.integers(0, 4, (3, 4)) > 0
    c = (rng.uniform(0.5, 1.5, (2, 5)) +
         1j * rng.uniform(-0.5, 0.5, (2, 5))).astype(np.complex64)
    b = bf16_round(rng.uniform(-4, 4, (8, 3)).astype(f32))
    s8 = rng.integers(-128, 128, (2, 5)).astype(np.int8)
    u8 = rng.integers(0, 256, (3, 9)).astype(np.uint8)
    for name, arr in (("x", x), ("i", i), ("v", v), ("idx", idx), ("d", d),
                      ("p", p), ("c", c), ("b", b), ("s8", s8), ("u8", u8)):
        save(fn, name, arr)

    def argmax(av, ai, bv, bi):
        # NaN wins (compare GT is false for NaN, so the NaN operand must be
        # tested for); ties go to the lower index.
        take_a = (av > bv) | np.isnan(av) | ((av == bv) & (ai < bi))
        return (av, ai) if take_a else (bv, bi)

    results = [
        reduce([x], [f32(0)], [2, 0], lambda a, e: f32(a + e))[0],
        reduce([i], [np.int32(10)], [1], lambda a, e: np.int32(a + e))[0],
        *reduce([v, idx], [f32(-np.inf), np.int32(0)], [1], argmax),
        reduce([d], [0.0], [0], lambda a, e: a * 0.5 + e)[0],
        reduce([p], [np.bool_(True)], [0, 1], lambda a, e: a & e)[0],
        reduce([p], [np.bool_(False)], [0], lambda a, e: a | e)[0],
        reduce([c], [np.complex64(1)], [1],
               lambda a, e: np.complex64(a * e))[0],
        reduce([b], [f32(0)], [0], lambda a, e: f32(a + f32(e)))[0],
        reduce([s8], [np.int8(0)], [], lambda a, e: max(a, e))[0],
        reduce([u8], [np.uint8(0)], [1],
               lambda a, e: np.uint8((int(a) + int(e)) % 256))[0],
    ]
    save_results(fn, results)


def reduce_window_cases():
    fn = "reduce_window"
    x = rng.integers(-9, 10, (5, 4)).astype(np.int32)
    y = rng.uniform(-1, 1, (5, 7)).astype(f32)
    z = rng.uniform(-1, 1, (9,)).astype(f32)
    zi = np.arange(9, dtype=np.int32)
    h = rng.uniform(-2, 2, (2, 6, 5)).astype(np.float16)
    for name, arr in (("x", x), ("y", y), ("z", z), ("zi", zi), ("h", h)):
        save(fn, name, arr)
    add = lambda a, e: type(a)(a + e)  # noqa: E731

    def argmax(av, ai, bv, bi):
        return (av, ai) if (av > bv) | ((av == bv) & (ai < bi)) else (bv, bi)

    results = [
        reduce_window([x], [np.int32(0)], add, [3, 2], [2, 1], [1, 1],
                      [1, 2])[0],
        reduce_window([x], [np.int32(1)], add, [3, 2], [2, 1], [1, 1],
                      [1, 2])[0],
        reduce_window([y], [f32(-np.inf)], lambda a, e: max(a, e), [2, 3],
                      [1, 2], [1, 0], [0, 2], [2, 1], [1, 2])[0],
        *reduce_window([z, zi], [f32(-np.inf), np.int32(-1)], argmax, [3],
                       [2], [1], [1]),
        reduce_window([h], [np.float16(0)],
                      lambda a, e: np.float16(np.float32(a) + np.float32(e)),
                      [1, 2, 1], [1, 3, 2])[0],
        reduce_window([x], [np.int32(100)], add, [2, 2], [1, 1], [0, 0],
                      [0, 0], [2, 1], [1, 1])[0],
        reduce_window([x], [np.int32(0)], lambda a, e: np.int32(a * 2 + e),
                      [2, 3], [1, 1], [1, 1], [0, 1])[0],
    ]
    save_results(fn, results)


def select_and_scatter_cases():
    fn = "select_and_scatter"
    a = rng.uniform(-1, 1, (4, 6)).astype(f32)
    sa = rng.uniform(-1, 1, (2, 3)).astype(f32)
    b = np.array([3, 1, 1, 5, 2], np.int32)
    sb = np.array([7, -2, 4], np.int32)
    c = rng.integers(-5, 5, (5, 5)).astype(f32)
    sc = rng.integers(1, 5, (3, 3)).astype(f32)
    for name, arr in (("a", a), ("sa", sa), ("b", b), ("sb", sb), ("c", c),
                      ("sc", sc)):
        save(fn, name, arr)
    results = [
        select_and_scatter(a, sa, f32(0), lambda s, e: s >= e,
                           lambda cur, src: f32(cur + src), [2, 2], [2, 2],
                           [0, 0], [0, 0]),
        select_and_scatter(b, sb, np.int32(0), lambda s, e: s <= e,
                           lambda cur, src: np.int32(src * 10 + cur), [3],
                           [2], [1], [1]),
        select_and_scatter(c, sc, f32(1), lambda s, e: s > e,
                           lambda cur, src: f32(src - cur), [3, 2], [2, 2],
                           [1, 0], [1, 1]),
    ]
    save_results(fn, results)


def map_cases():
    fn = "map"
    a = rng.uniform(-1, 1, (2, 3)).astype(f32)
    b = rng.integers(-5, 5, (2, 3)).astype(np.int32)
    p = rng.integers(0, 2, (2, 3)).astype(bool)
    c = (rng.uniform(-1, 1, 4) + 1j * rng.uniform(-1, 1, 4))
    for name, arr in (("a", a), ("b", b), ("p", p), ("c", c)):
        save(fn, name, arr)
    save_results(fn, [np.where(p, a, b.astype(f32)), c * 1j,
                      (a > b).astype(bool)])


def scatter_cases():
    fn = "scatter"
    o = rng.integers(-10, 10, (6,)).astype(np.int32)
    ix = np.array([[1], [4], [1], [1], [0], [4]], np.int32)
    u = rng.integers(-10, 10, (6,)).astype(np.int32)
    fo = rng.uniform(-1, 1, (4, 2)).astype(f32)
    fi = np.array([[2], [0], [2], [3]], np.int32)
    fu = rng.uniform(-1, 1, (4, 2)).astype(f32)
    vo = np.zeros(5, f32)
    co = np.zeros(5, np.int32)
    vi = np.array([[3], [0], [3], [3], [1]], np.int64)
    vu = rng.uniform(0, 1, 5).astype(f32)
    cu = np.ones(5, np.int32)
    lo = rng.integers(-100, 100, (3,)).astype(np.int64)
    li = np.array([[2], [2], [0], [2]], np.int32)
    lu = np.array([1, 2, 3, 4], np.int64)
    ho = np.array([1.0, 2.0, np.nan, 4.0], np.float16)
    hi = np.array([[0], [1], [0], [3]], np.int32)
    hu = np.array([0.5, np.nan, -1.0, 3.0], np.float16)
    for name, arr in (("o", o), ("ix", ix), ("u", u), ("fo", fo), ("fi", fi),
                      ("fu", fu), ("vo", vo), ("co", co), ("vi", vi),
                      ("vu", vu), ("cu", cu), ("lo", lo), ("li", li),
                      ("lu", lu), ("ho", ho), ("hi", hi), ("hu", hu)):
        save(fn, name, arr)

    def apply(out, index, updates, combine):
        out = out.copy()
        for k, j in enumerate(index[:, 0]):
            out[j] = combine(out[j], updates[k])
        return out

    def apply_rows(out, index, updates, combine):
        out = out.copy()
        for k, j in enumerate(index[:, 0]):
            out[j, :] = combine(out[j, :], updates[k, :])
        return out

    vs, cs = vo.copy(), co.copy()
    for k, j in enumerate(vi[:, 0]):
        vs[j] = f32(vs[j] + vu[k])
        cs[j] += cu[k]
    results = [
        apply(o, ix, u, lambda a, b: np.int32(a + b)),
        apply_rows(fo, fi, fu, lambda a, b: b),
        vs, cs,
        apply(lo, li, lu, lambda a, b: np.int64(a * 2 + b)),
        apply(ho, hi, hu, lambda a, b: np.float16(np.nan) if np.isnan(a) or
              np.isnan(b) else min(a, b)),
    ]
    save_results(fn, results)


def scan_cases():
    fn = "scan"
    x = rng.uniform(-1, 1, (3, 5)).astype(f32)
    m = rng.integers(-3, 4, (6,)).astype(np.int32)
    d = rng.uniform(-1, 1, 6)
    k = rng.integers(-5, 5, 6).astype(np.int32)
    u = rng.integers(0, 2 ** 16, (4, 3)).astype(np.uint16)
    for name, arr in (("x", x), ("m", m), ("d", d), ("k", k), ("u", u)):
        save(fn, name, arr)
    sums = np.empty_like(x)
    c = np.zeros(3, f32)
    for t in range(5):
        c = c + x[:, t]
        sums[:, t] = c
    prods = np.empty_like(m)
    p = np.int32(1)
    for t in reversed(range(6)):
        p = np.int32(p * m[t])
        prods[t] = p
    o1 = np.empty(6)
    o2 = np.empty(6, bool)
    c1, c2 = 0.5, np.int32(1)
    for t in range(6):
        o1[t] = c1 * d[t] + k[t]
        o2[t] = c2 > k[t]
        c1, c2 = o1[t], np.int32(c2 + k[t])
    save_results(fn, [sums, c, prods, np.array(p, np.int32), o1, o2,
                      np.array(c1), np.array(c2, np.int32),
                      (0 - u.astype(np.int64)).astype(np.uint16)])


def topk_cases():
    fn = "topk"
    x = rng.integers(-3, 4, (4, 8)).astype(f32)
    x[0, 2] = np.nan
    x[1, 5] = np.array(0xFFC00000, np.uint32).view(f32)  # -NaN
    x[2, 1] = np.inf
    x[3, 0] = -np.inf
    x[3, 3] = -0.0
    h = rng.uniform(-2, 2, (2, 6)).astype(np.float16)
    b = bf16_round(rng.integers(-4, 4, (3, 5)).astype(f32) * f32(0.5))
    u = rng.integers(0, 2 ** 63, (2, 5), dtype=np.uint64) * np.uint64(2)
    u[0, 1] = u[0, 3]
    s = rng.integers(-5, 5, (7,)).astype(np.int32)
    for name, arr in (("x", x), ("h", h), ("b", b), ("u", u), ("s", s)):
        save(fn, name, arr)
    ident = lambda v: v.astype(np.int64)  # noqa: E731
    results = []
    for vals, k, largest, key in ((x, 3, True, total_order_key),
                                  (x, 8, False, total_order_key),
                                  (h, 4, True, total_order_key),
                                  (b, 2, True, total_order_key),
                                  (s, 2, False, ident)):
        results += list(topk(vals, k, largest, key))
    # u64 (beyond what float64 orders exactly): with Python integers.
    order = np.array([sorted(range(5), key=lambda j: (-int(row[j]), j))[:3]
                      for row in u])
    results += [np.take_along_axis(u, order, -1), order.astype(np.int32)]
    save_results(fn, results)


reduce_cases()
reduce_window_cases()
select_and_scatter_cases()
map_cases()
scatter_cases()
scan_cases()
topk_cases()
