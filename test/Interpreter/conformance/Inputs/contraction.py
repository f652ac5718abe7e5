# -*- Python -*-
# The conformance suite's contractions and the rest: dot, convolution, fft,
# cholesky, triangular-solve, the batch norms, stochastic-convert,
# replica-id and partition-id (the random number ops are in rngs.py).
# Operands are small integers (and powers of two) whose products and every
# partial sum are exact in the type, so the expectation does not depend on
# the order or precision of accumulation; fft and batch-norm-grad compare
# within a few ulps.

import math

import numpy as np

from harness import EXACT, NAN, Module, ulps
from xtypes import TYPES


def small(t, n, seed):
    """n small values of type t (Python numbers): -1, 0, 1 (0, 1 for
    unsigned types; i and -i too for complex ones)."""
    rng = np.random.default_rng(seed)
    if t.kind == "complex":
        pool = [1, -1, 1j, -1j, 0, 1 + 1j]
    elif t.kind == "int" and not t.signed:
        pool = [0, 1]
    else:
        pool = [-1, 0, 1]
    return [pool[i] for i in rng.integers(0, len(pool), n)]


def carrier(t, v):
    if t.kind == "complex":
        return complex(v)
    if t.kind == "float":
        return t.encode(float(v))
    return t.wrap(int(v))


def dot_module(tname):
    t = TYPES[tname]
    m = Module("contraction_" + tname)
    mode = EXACT if t.kind == "int" else NAN
    a = np.array(small(t, 6, 1), dtype=object).reshape(2, 3)
    b = np.array(small(t, 6, 2), dtype=object).reshape(3, 2)
    x = m.param(tname, [[carrier(t, v) for v in r] for r in a])
    y = m.param(tname, [[carrier(t, v) for v in r] for r in b])
    r = m.emit(tname, [2, 2], "dot(%s, %s), lhs_contracting_dims={1}, "
               "rhs_contracting_dims={0}" % (x, y))
    # Sums start from +0 (the accumulator's initial value), which decides
    # the sign of a zero imaginary part.
    zero = 0j if t.kind == "complex" else 0
    m.check("dot", tname, r, [2, 2],
            [[carrier(t, zero + v) for v in row] for row in a.dot(b)], mode)
    # A batch dimension and the contraction over the rhs's last dimension.
    c = np.array(small(t, 12, 3), dtype=object).reshape(2, 2, 3)
    d = np.array(small(t, 12, 4), dtype=object).reshape(2, 2, 3)
    xc = m.param(tname, [[[carrier(t, v) for v in r] for r in p] for p in c])
    xd = m.param(tname, [[[carrier(t, v) for v in r] for r in p] for p in d])
    r = m.emit(tname, [2, 2, 2], "dot(%s, %s), lhs_batch_dims={0}, "
               "rhs_batch_dims={0}, lhs_contracting_dims={2}, "
               "rhs_contracting_dims={2}" % (xc, xd))
    want = [zero + c[i].dot(d[i].T) for i in range(2)]
    m.check("dot", tname, r, [2, 2, 2],
            [[[carrier(t, v) for v in row] for row in w] for w in want], mode)
    # convolution: 1-D, batch 1, one feature, window 2, padding 1 on each
    # side and stride 2: out[i] = sum_k xp[2i + k] w[k].
    xs = small(t, 6, 5)
    ws = small(t, 2, 6)
    xl = m.param(tname, [[[carrier(t, v)] for v in xs]])
    wl = m.param(tname, [[[carrier(t, v)]] for v in ws])
    xp = [0] + xs + [0]
    out = [zero + xp[2 * i] * ws[0] + xp[2 * i + 1] * ws[1] for i in range(4)]
    r = m.emit(tname, [1, 4, 1], "convolution(%s, %s), window={size=2 "
               "stride=2 pad=1_1}, dim_labels=b0f_0io->b0f" % (xl, wl))
    m.check("convolution", tname, r, [1, 4, 1],
            [[[carrier(t, v)] for v in out]], mode)
    if t.kind in ("int", "float"):
        wide_dot(m, t)
    if t.kind in ("float", "complex"):
        linear_algebra(m, t)
    if t.kind == "float":
        batch_norm(m, t)
        stochastic_convert(m, t)
    if tname in ("c64", "c128", "f32", "f64"):
        fft(m, t)
    if tname == "u32":
        for op in ("replica-id", "partition-id"):
            r = m.emit("u32", [], "%s()" % op)
            m.check(op, "u32", r, [], 0)
    return m


def wide_dot(m, t):
    """A dot whose result type is wider than its operands' (XLA's preferred
    element type: s8 x s8 -> s32, f8 x f8 -> f32): products and sums in the
    result type, on the operand type's largest values, so a narrow
    accumulation would overflow or round."""
    tname = t.name
    if t.kind == "int":
        wide = TYPES[("s" if t.signed else "u") +
                     ("64" if t.bits >= 32 else "32")]
        if t.bits == 64:
            return
        a = [[t.hi, t.lo], [t.hi - 1, 1]]
        b = [[t.hi, 1], [t.lo if t.signed else t.hi, t.hi]]
        want = [[wide.wrap(sum(a[i][k] * b[k][j] for k in range(2)))
                 for j in range(2)] for i in range(2)]
    else:
        wide = TYPES["f64" if t.bits >= 32 else "f32"]
        if t.bits == 64:
            return
        top = float(t.max)
        av = [[top, -1.5], [0.5, float(t.min_sub)]]
        bv = [[top, 3.0], [2.5, -1.5]]
        a = [[t.encode(v) for v in r] for r in av]
        b = [[t.encode(v) for v in r] for r in bv]
        W = wide.compute
        # Products are exact in the wide type; the two-term sum rounds once.
        with np.errstate(over="ignore"):
            want = [[wide.encode_compute(W(av[i][0] * bv[0][j]) +
                                         W(av[i][1] * bv[1][j]))
                     for j in range(2)] for i in range(2)]
    x, y = m.param(tname, a), m.param(tname, b)
    r = m.emit(wide.name, [2, 2], "dot(%s, %s), lhs_contracting_dims={1}, "
               "rhs_contracting_dims={0}" % (x, y))
    m.check("dot", tname, r, [2, 2], want,
            EXACT if t.kind == "int" else NAN, rtype=wide.name)


def linear_algebra(m, t):
    tname = t.name
    cx = t.kind == "complex"
    a = [[4, 99], [2 + 2j if cx else 2, 6 if cx else 5]]
    want = [[2, 0], [1 + 1j if cx else 1, 2]]
    x = m.param(tname, [[carrier(t, v) for v in r] for r in a])
    ch = m.emit(tname, [2, 2], "cholesky(%s), lower=true" % x)
    # The strict upper triangle of the result is unspecified (XLA): only the
    # lower triangle is compared.
    mask = m.param("pred", [[True, False], [True, True]])
    zero = m.param(tname, [[carrier(t, 0)] * 2] * 2)
    r = m.emit(tname, [2, 2], "select(%s, %s, %s)" % (mask, ch, zero))
    m.check("cholesky", tname, r, [2, 2],
            [[carrier(t, v) for v in row] for row in want], NAN)
    la = m.param(tname, [[carrier(t, v) for v in r] for r in
                         [[2, 0], [1j if cx else 1, 4]]])
    # Every operand, intermediate (7 - 1 = 6) and result exact even with
    # two mantissa bits (f8e5m2: 9 would be 8).
    rb = m.param(tname, [[carrier(t, v)] for v in (2, 8 + 1j if cx else 7)])
    r = m.emit(tname, [2, 1], "triangular-solve(%s, %s), left_side=true, "
               "lower=true, transpose_a=NO_TRANSPOSE" % (la, rb))
    m.check("triangular-solve", tname, r, [2, 1],
            [[carrier(t, v)] for v in (1, 2 if cx else 1.5)], NAN)


def batch_norm(m, t):
    """The batch norms on values whose every intermediate is exact even in
    the 8-bit floats (two significant bits)."""
    tname = t.name
    f = lambda vals: [carrier(t, v) for v in vals]  # noqa: E731
    xs = [[1, 0], [3, 4], [1, 0], [3, 4]]
    x = m.param(tname, [f(r) for r in xs])
    scale = m.param(tname, f([2, 0.5]))
    offset = m.param(tname, f([0, -1]))
    mean = m.param(tname, f([1, 2]))
    var = m.param(tname, f([0, 3]))
    r = m.emit(tname, [4, 2], "batch-norm-inference(%s, %s, %s, %s, %s), "
               "epsilon=1, feature_index=1" % (x, scale, offset, mean, var))
    # (x - mean) * scale / sqrt(var + 1) + offset
    want = [[(a - 1) * 2 / 1 + 0, (b - 2) * 0.5 / 2 - 1] for a, b in xs]
    m.check("batch-norm-inference", tname, r, [4, 2], [f(w) for w in want],
            NAN)
    st = "(%s[4,2], %s[2], %s[2])" % (tname, tname, tname)
    bt = m.emit_raw(st, "batch-norm-training(%s, %s, %s), epsilon=0, "
                    "feature_index=1" % (x, scale, offset), tname=tname)
    # Column means 2 and 2, variances 1 and 4.
    norm = [[(a - 2) / 1 * 2 + 0, (b - 2) / 2 * 0.5 - 1] for a, b in xs]
    for i, (shape, w) in enumerate((([4, 2], [f(r) for r in norm]),
                                    ([2], f([2, 2])), ([2], f([1, 4])))):
        r = m.emit(tname, shape, "get-tuple-element(%s), index=%d" % (bt, i))
        m.check("batch-norm-training", tname, r, shape, w, NAN)
    # batch-norm-grad against the formula in f64.
    xv = np.array(xs, float)
    dy_v = np.array([[1, -1], [0.5, 2], [-1, 0], [2, 1]], float)
    sc, mu, vr = np.array([2, 0.5]), np.array([2.0, 2.0]), np.array([1.0, 4.0])
    dy = m.param(tname, [f(r) for r in dy_v])
    mu_p, vr_p = m.param(tname, f(mu)), m.param(tname, f(vr))
    gt = m.emit_raw(st, "batch-norm-grad(%s, %s, %s, %s, %s), epsilon=0, "
                    "feature_index=1" % (x, scale, mu_p, vr_p, dy), tname=tname)
    n = 4
    xhat = (xv - mu) / np.sqrt(vr)
    gb = dy_v.sum(0)
    gg = (dy_v * xhat).sum(0)
    gx = sc / np.sqrt(vr) / n * (n * dy_v - gb - xhat * gg)
    for i, (shape, w) in enumerate((([4, 2], gx), ([2], gg), ([2], gb))):
        r = m.emit(tname, shape, "get-tuple-element(%s), index=%d" % (gt, i))
        m.check("batch-norm-grad", tname, r, shape,
                t.encode_compute(np.asarray(w).astype(t.compute)), NAN)


def stochastic_convert(m, t):
    """With random bits all ones the fraction never exceeds them
    (truncation); with zero random bits any fraction rounds the magnitude
    up. NaN -> 0, infinities and overflow saturate."""
    tname = t.name
    vals = [v for v in t.edges()]
    n = len(vals)
    x = m.param(tname, vals)
    for dname in ("s8", "s32"):
        d = TYPES[dname]
        for rbits in (0, (1 << t.bits) - 1):
            rnd = m.param("u%d" % t.bits, [rbits] * n)
            r = m.emit(dname, [n], "stochastic-convert(%s, %s)" % (x, rnd))
            want = []
            for b in vals:
                v = t.decode(b)
                if math.isnan(v):
                    want.append(0)
                    continue
                if math.isinf(v):
                    want.append(d.hi if v > 0 else d.lo)
                    continue
                k = math.floor(abs(v))
                # The fraction as a fixed-point number as wide as the random
                # bits (truncated) rounds up when it exceeds them.
                if math.floor((abs(v) - k) * 2 ** t.bits) > rbits:
                    k += 1
                k = -k if v < 0 else k
                want.append(min(max(k, d.lo), d.hi))
            m.check("stochastic-convert", tname, r, [n], want, EXACT,
                    rtype=dname)


def fft(m, t):
    tname = t.name
    if t.kind == "complex":
        v = [1, 2 - 1j, 3, 4 + 2j]
        x = m.param(tname, [complex(c) for c in v])
        for kind, f in (("FFT", np.fft.fft), ("IFFT", np.fft.ifft)):
            r = m.emit(tname, [4], "fft(%s), fft_type=%s, fft_length={4}" % (
                x, kind))
            m.check("fft", tname, r, [4], f(np.array(v, complex)), ulps(8))
        return
    c = "c64" if tname == "f32" else "c128"
    v = [1.0, 2.0, -3.0, 4.0]
    x = m.param(tname, [t.encode(e) for e in v])
    r = m.emit(c, [3], "fft(%s), fft_type=RFFT, fft_length={4}" % x)
    m.check("fft", tname, r, [3], np.fft.rfft(v), ulps(8), rtype=c,
            also=(c,))
    spec = np.fft.rfft(v)
    y = m.param(c, spec)
    r = m.emit(tname, [4], "fft(%s), fft_type=IRFFT, fft_length={4}" % y)
    m.check("fft", c, r, [4], t.encode_compute(np.array(v, t.compute)),
            ulps(8), rtype=tname, also=(tname,))


def module(tname):
    if TYPES[tname].kind == "pred":
        return None
    return dot_module(tname)
