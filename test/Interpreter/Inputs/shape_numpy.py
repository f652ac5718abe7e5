#!/usr/bin/env python3
# Inputs and numpy expectations of shape-numpy.mlir. gather and scatter are
# computed by straightforward loops written from XLA's operation semantics
# (https://openxla.org/xla/operation_semantics#gather, #scatter), with the
# HloEvaluator's choices where the semantics leave them open: gather clamps
# each start index into [0, operand_dim - slice_size]; scatter skips an
# update window that does not fit entirely and applies the updates in
# row-major order of the scatter indices, each window in row-major order.
#
# Usage: shape_numpy.py OUTDIR
# Writes OUTDIR/<function>/<name>.npy (inputs) and OUTDIR/<function>/<i>.npy
# (expected result i of the function of that name).

import os
import sys

import numpy as np

from npy_cases import Saver, bf16_round  # noqa: E402

OUT = sys.argv[1]
save = Saver(OUT).save
save_results = Saver(OUT).save_results
rng = np.random.default_rng(7)


def gather(operand, indices, offset_dims, collapsed, start_index_map, ivd,
           slice_sizes, operand_batching=(), indices_batching=()):
    if ivd == indices.ndim:
        indices = indices[..., None]
    batch_index_dims = [d for d in range(indices.ndim) if d != ivd]
    batch_shape = [indices.shape[d] for d in batch_index_dims]
    offset_operand_dims = [d for d in range(operand.ndim)
                           if d not in collapsed and d not in operand_batching]
    rank = len(batch_shape) + len(offset_operand_dims)
    batch_dims = [d for d in range(rank) if d not in offset_dims]
    shape = [0] * rank
    for i, d in enumerate(offset_dims):
        shape[d] = slice_sizes[offset_operand_dims[i]]
    for i, d in enumerate(batch_dims):
        shape[d] = batch_shape[i]
    out = np.empty(shape, operand.dtype)
    for index in np.ndindex(*shape):
        g = [index[d] for d in batch_dims]
        at = list(g)
        at.insert(ivd, slice(None))
        vector = indices[tuple(at)]
        start = [0] * operand.ndim
        for k, d in enumerate(start_index_map):
            start[d] = min(max(int(vector[k]), 0),
                           operand.shape[d] - slice_sizes[d])
        for d, i_d in zip(operand_batching, indices_batching):
            start[d] = g[batch_index_dims.index(i_d)]
        for i, d in enumerate(offset_dims):
            start[offset_operand_dims[i]] += index[d]
        out[index] = operand[tuple(start)]
    return out


def scatter(operands, indices, updates, update_window_dims, inserted, to_operand,
            ivd, combine, input_batching=(), indices_batching=()):
    outs = [o.copy() for o in operands]
    operand, update0 = operands[0], updates[0]
    if ivd == indices.ndim:
        indices = indices[..., None]
    batch_index_dims = [d for d in range(indices.ndim) if d != ivd]
    scatter_dims = [d for d in range(update0.ndim)
                    if d not in update_window_dims]
    window_operand_dims = [d for d in range(operand.ndim)
                           if d not in inserted and d not in input_batching]
    window_sizes = [1] * operand.ndim
    for i, d in enumerate(window_operand_dims):
        window_sizes[d] = update0.shape[update_window_dims[i]]
    for g in np.ndindex(*[update0.shape[d] for d in scatter_dims]):
        at = list(g)
        at.insert(ivd, slice(None))
        vector = indices[tuple(at)]
        start = [0] * operand.ndim
        for k, d in enumerate(to_operand):
            start[d] = int(vector[k])
        for d, i_d in zip(input_batching, indices_batching):
            start[d] = g[batch_index_dims.index(i_d)]
        if any(start[d] < 0 or start[d] > operand.shape[d] - window_sizes[d]
               for d in range(operand.ndim)):
            continue  # the window does not fit: skipped (HloEvaluator)
        for w in np.ndindex(*[update0.shape[d] for d in update_window_dims]):
            u = [0] * update0.ndim
            for i, d in enumerate(scatter_dims):
                u[d] = g[i]
            for i, d in enumerate(update_window_dims):
                u[d] = w[i]
            at = list(start)
            for i, d in enumerate(window_operand_dims):
                at[d] += w[i]
            new = combine(*[o[tuple(at)] for o in outs],
                          *[up[tuple(u)] for up in updates])
            if not isinstance(new, tuple):
                new = (new,)
            for o, v in zip(outs, new):
                o[tuple(at)] = v
    return outs


def pad(x, value, low, high, interior):
    shape = [lo + n + max(n - 1, 0) * it + hi
             for n, lo, hi, it in zip(x.shape, low, high, interior)]
    out = np.full(shape, value, x.dtype)
    for index in np.ndindex(*x.shape):
        at = [lo + i * (it + 1) for i, lo, it in zip(index, low, interior)]
        if all(0 <= a < s for a, s in zip(at, shape)):
            out[tuple(at)] = x[index]
    return out


def total_order_key(x):
    bits = x.astype(np.float32).view(np.int32).astype(np.int64)
    return np.where(bits < 0, bits ^ 0x7FFFFFFF, bits)


def main():
    # reshape / transpose / broadcast / copy / get_dimension_size
    h = rng.uniform(-4, 4, (2, 3, 4)).astype(np.float16)
    p = rng.integers(0, 2, (2, 3)).astype(bool)
    c = (rng.uniform(-1, 1, (3, 2)) + 1j * rng.uniform(-1, 1, (3, 2)))
    c = c.astype(np.complex128)
    save("reshape", "h", h)
    save("reshape", "p", p)
    save("reshape", "c", c)
    save_results("reshape", [h.reshape(4, 6), h.reshape(24),
                             h.reshape(3, 1, 8), p.reshape(6), c.reshape(2, 3),
                             h])
    c64 = c.astype(np.complex64)
    i64 = rng.integers(-2 ** 62, 2 ** 62, (2, 3, 2), dtype=np.int64)
    save("transpose", "h", h)
    save("transpose", "c", c64)
    save("transpose", "l", i64)
    save_results("transpose", [h.transpose(2, 0, 1), h.transpose(1, 2, 0),
                               c64.T, i64.transpose(2, 1, 0)])
    b = rng.integers(-128, 128, (3, 2)).astype(np.int8)
    s = np.array(2.5, np.float64)
    v = rng.uniform(-1, 1, 3).astype(np.float16)
    save("broadcast", "b", b)
    save("broadcast", "s", s)
    save("broadcast", "v", v)
    save_results("broadcast", [
        np.broadcast_to(b.T[:, None, :], (2, 4, 3)),  # dims [2, 0]
        np.full((2, 3), 2.5), np.broadcast_to(v[:, None], (3, 2)),
        np.array(4, np.int32), np.array(3, np.int32)])

    # slice / concatenate / reverse / pad
    pr = rng.integers(0, 2, (5, 7)).astype(bool)
    cc = (rng.uniform(-1, 1, (6,)) + 1j * rng.uniform(-1, 1, (6,)))
    cc = cc.astype(np.complex64)
    ll = rng.integers(-2 ** 62, 2 ** 62, (4, 9), dtype=np.int64)
    save("slice", "p", pr)
    save("slice", "c", cc)
    save("slice", "l", ll)
    save_results("slice", [pr[1:5:2, 0:7:3], cc[5:6], ll[:, 2:9:4],
                           ll[3:4, 8:9], pr[2:2, :]])
    u1 = rng.integers(0, 2 ** 16, (2, 3)).astype(np.uint16)
    u2 = rng.integers(0, 2 ** 16, (2, 1)).astype(np.uint16)
    u3 = rng.integers(0, 2 ** 16, (2, 4)).astype(np.uint16)
    q1 = rng.integers(0, 2, (1, 3)).astype(bool)
    q2 = rng.integers(0, 2, (2, 3)).astype(bool)
    save("concatenate", "a", u1)
    save("concatenate", "b", u2)
    save("concatenate", "c", u3)
    save("concatenate", "p", q1)
    save("concatenate", "q", q2)
    save_results("concatenate", [np.concatenate([u1, u2, u3], 1),
                                 np.concatenate([q1, q2, q1], 0)])
    r = bf16_round(rng.uniform(-8, 8, (3, 2, 4)).astype(np.float32))
    rc = (rng.uniform(-1, 1, (3, 2)) + 1j * rng.uniform(-1, 1, (3, 2)))
    save("reverse", "x", r)
    save("reverse", "c", rc)
    save_results("reverse", [r[::-1, :, ::-1], rc[::-1], r])
    x = rng.uniform(-1, 1, (3, 4)).astype(np.float32)
    k = rng.integers(-100, 100, (4,)).astype(np.int32)
    z = (rng.uniform(-1, 1, (2, 2)) + 1j * rng.uniform(-1, 1, (2, 2)))
    save("pad", "x", x)
    save("pad", "k", k)
    save("pad", "z", z)
    save_results("pad", [
        pad(x, np.float32(-1), [1, -1], [-1, 2], [2, 1]),
        pad(k, np.int32(7), [-3], [-2], [3]),
        pad(z, 1 + 2j, [0, 1], [1, 0], [0, 0]),
        pad(k, np.int32(7), [-4], [0], [0]),
        pad(x, np.float32(-1), [0, 0], [0, 0], [1, 0])])

    # iota (ui8 wraps past 255, as static_cast does)
    save_results("iota", [
        np.broadcast_to(np.arange(4, dtype=np.int32), (3, 4)),
        np.arange(5, dtype=np.float16),
        np.broadcast_to(np.arange(2, dtype=np.float32)[:, None], (2, 3)),
        (np.arange(300) % 256).astype(np.uint8),
        np.broadcast_to(np.arange(2, dtype=np.complex64), (2, 2)),
        np.broadcast_to(np.arange(2, dtype=np.int64), (2, 2, 2)),
        np.arange(4, dtype=np.float64), np.arange(3, dtype=np.uint64),
        np.arange(3, dtype=np.int8), np.arange(2, dtype=np.uint32)])

    # dynamic_slice / dynamic_update_slice: start indices clamp into
    # [0, dim - size], whatever their integer type.
    d = rng.uniform(-1, 1, (5, 6)).astype(np.float16)
    save("dynamic_slice", "x", d)
    for case, (i, j, it) in enumerate([(1, 2, np.int32), (-3, 2, np.int32),
                                       (4, 10, np.int32), (250, 1, np.uint8),
                                       (-2 ** 40, 2 ** 40, np.int64),
                                       (3, 3, np.int16)]):
        save("dynamic_slice", f"i{case}", np.array(i, it))
        save("dynamic_slice", f"j{case}", np.array(j, it))
        ci, cj = min(max(i, 0), 3), min(max(j, 0), 3)
        save("dynamic_slice", f"r{case}", d[ci:ci + 2, cj:cj + 3])
    base = rng.uniform(-1, 1, (4, 5))
    upd = rng.uniform(2, 3, (2, 3))
    pb = np.zeros((3, 4), bool)
    pu = np.ones((2, 2), bool)
    save("dynamic_update_slice", "x", base)
    save("dynamic_update_slice", "u", upd)
    save("dynamic_update_slice", "p", pb)
    save("dynamic_update_slice", "q", pu)
    for case, (i, j, it) in enumerate([(1, 1, np.int32), (-1, 4, np.int32),
                                       (9, -9, np.int16), (2, 2, np.uint16)]):
        save("dynamic_update_slice", f"i{case}", np.array(i, it))
        save("dynamic_update_slice", f"j{case}", np.array(j, it))
        ci, cj = min(max(i, 0), 2), min(max(j, 0), 2)
        e = base.copy()
        e[ci:ci + 2, cj:cj + 3] = upd
        save("dynamic_update_slice", f"r{case}", e)
        pi, pj = min(max(i, 0), 1), min(max(j, 0), 2)
        ep = pb.copy()
        ep[pi:pi + 2, pj:pj + 2] = True
        save("dynamic_update_slice", f"s{case}", ep)

    # gather
    op1 = rng.uniform(-1, 1, (5, 4)).astype(np.float32)
    ix1 = np.array([3, 7, -2], np.int32)
    op2 = rng.integers(-1000, 1000, (3, 4, 5)).astype(np.int16)
    ix2 = rng.integers(-2, 8, (4, 2, 3)).astype(np.int32)
    op3 = rng.uniform(-1, 1, (6, 7))
    ix3 = rng.integers(0, 9, (2, 5)).astype(np.uint8)
    op4 = (rng.uniform(-1, 1, (2, 5, 4)) +
           1j * rng.uniform(-1, 1, (2, 5, 4))).astype(np.complex64)
    ix4 = rng.integers(-1, 6, (2, 3, 1)).astype(np.int64)
    op5 = rng.integers(-128, 128, (5, 3, 4)).astype(np.int8)
    ix5 = rng.integers(0, 5, (2, 3, 1)).astype(np.int32)
    op6 = rng.uniform(-1, 1, (4, 4)).astype(np.float16)
    ix6 = np.array([[0, 0], [3, 1], [5, -1]], np.int32)
    for name, arr in (("o1", op1), ("i1", ix1), ("o2", op2), ("i2", ix2),
                      ("o3", op3), ("i3", ix3), ("o4", op4), ("i4", ix4),
                      ("o5", op5), ("i5", ix5), ("o6", op6), ("i6", ix6)):
        save("gather", name, arr)
    save_results("gather", [
        gather(op1, ix1, [1], [0], [0], 1, [1, 4]),
        gather(op2, ix2, [1, 3], [1], [2, 0], 1, [2, 1, 3]),
        gather(op3, ix3, [1, 2], [], [0, 1], 0, [2, 3]),
        gather(op4, ix4, [2], [1], [1], 2, [1, 1, 4], [0], [0]),
        gather(op5, ix5, [2], [0], [0], 2, [1, 1, 2], [1], [1]),
        gather(op6, ix6, [], [0, 1], [0, 1], 1, [1, 1])])

    # scatter
    so1 = rng.uniform(-1, 1, (5, 3)).astype(np.float32)
    si1 = np.array([[1], [3], [1], [5], [-1], [0]], np.int32)
    su1 = rng.uniform(2, 3, (6, 3)).astype(np.float32)
    so2 = rng.integers(-50, 50, (4, 6)).astype(np.int32)
    si2 = np.array([[1, 4, 5], [0, 2, 1]], np.int32)  # index_vector_dim 0
    su2 = rng.integers(-50, 50, (3, 2, 2)).astype(np.int32)
    so3 = rng.uniform(1, 2, (3, 4))
    si3 = np.array([[0, 0], [2, 3], [0, 0], [1, 2], [3, 0]], np.int64)
    su3 = rng.uniform(1, 2, (5,))
    so4 = rng.uniform(-1, 1, (2, 5, 4)).astype(np.float32)
    si4 = rng.integers(-1, 5, (2, 3, 1)).astype(np.int32)
    su4 = rng.uniform(-1, 1, (2, 3, 2)).astype(np.float32)
    so5 = rng.integers(0, 256, (4, 5)).astype(np.uint8)
    si5 = np.array([2, 0, 2], np.uint32)
    su5 = rng.integers(0, 256, (2, 3)).astype(np.uint8)
    for name, arr in (("o1", so1), ("i1", si1), ("u1", su1), ("o2", so2),
                      ("i2", si2), ("u2", su2), ("o3", so3), ("i3", si3),
                      ("u3", su3), ("o4", so4), ("i4", si4), ("u4", su4),
                      ("o5", so5), ("i5", si5), ("u5", su5)):
        save("scatter", name, arr)
    save_results("scatter", [
        scatter([so1], si1, [su1], [1], [0], [0], 1, lambda a, b: b)[0],
        scatter([so2], si2, [su2], [1, 2], [], [1, 0], 0,
                lambda a, b: a + b)[0],
        scatter([so3], si3, [su3], [], [0, 1], [0, 1], 1,
                lambda a, b: a * b)[0],
        scatter([so4], si4, [su4], [2], [1], [1], 2, lambda a, b: a + b,
                [0], [0])[0],
        scatter([so5], si5, [su5], [0], [0], [0], 1, max)[0]])

    # sort
    keys = np.array([3.0, -1.0, 3.0, np.nan, -0.0, 0.0, -np.inf, 2.0, -1.0,
                     3.0, np.inf, 0.0, -np.nan, 2.0, -1.0, 0.5], np.float32)
    keys[12] = np.array(0xFFC00000, np.uint32).view(np.float32)  # -NaN
    vals = np.arange(16, dtype=np.int32)
    order = np.argsort(total_order_key(keys), kind="stable")
    k2 = rng.integers(-5, 5, (6, 3)).astype(np.int16)
    v2 = rng.uniform(-1, 1, (6, 3)).astype(np.float16)
    o2 = np.argsort(-k2.astype(np.int32), axis=0, kind="stable")
    a3 = rng.integers(0, 3, (2, 8, 2)).astype(np.uint64)
    b3 = rng.integers(0, 2, (2, 8, 2)).astype(bool)
    c3 = rng.uniform(-1, 1, (2, 8, 2)).astype(np.float64)
    # a ascending, then b descending, then stable
    o3 = np.empty(a3.shape, np.int64)
    for i in range(2):
        for j in range(2):
            o3[i, :, j] = np.lexsort((~b3[i, :, j], a3[i, :, j]))
    for name, arr in (("k", keys), ("v", vals), ("k2", k2), ("v2", v2),
                      ("a3", a3), ("b3", b3), ("c3", c3)):
        save("sort", name, arr)
    save_results("sort", [
        keys[order], vals[order], np.take_along_axis(k2, o2, 0),
        np.take_along_axis(v2, o2, 0), np.take_along_axis(a3, o3, 1),
        np.take_along_axis(b3, o3, 1), np.take_along_axis(c3, o3, 1),
        np.sort(vals)[::-1].copy()])


main()
