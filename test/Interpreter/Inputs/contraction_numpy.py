#!/usr/bin/env python3
# Inputs and numpy expectations of contraction-numpy.mlir: dot_general
# (np.einsum in float64/complex128 or Python integers, rounded to the result
# type: integers wrap, f16/bf16 round once as XLA's evaluator accumulates
# them in f32), convolution (Inputs/xla_conv.py, a reference written from
# XLA's operation semantics), cholesky and triangular_solve
# (numpy.linalg), fft (numpy.fft) and the batch-norm ops (the formulas of
# XLA's BatchNormExpander: biased variance E[x^2] - E[x]^2, and its
# gradient).
#
# Usage: contraction_numpy.py OUTDIR
# Writes OUTDIR/<function>/<name>.npy (inputs) and OUTDIR/<function>/<i>.npy.

import os
import sys

import numpy as np

from npy_cases import bf16_round  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xla_conv  # noqa: E402

rng = np.random.default_rng(17)


# Element types: (numpy type of the .npy files, kind). bf16 travels as f32.
TYPES = {
    "f16": np.float16, "bf16": np.float32, "f32": np.float32,
    "f64": np.float64, "c64": np.complex64, "c128": np.complex128,
    "s8": np.int8, "s16": np.int16, "s32": np.int32, "s64": np.int64,
    "u8": np.uint8, "u16": np.uint16, "u32": np.uint32,
}


def make(t, shape, lo=-1.0, hi=1.0):
    if t in ("c64", "c128"):
        v = rng.uniform(lo, hi, shape) + 1j * rng.uniform(lo, hi, shape)
        return v.astype(TYPES[t])
    if t.startswith("s") or t.startswith("u"):
        return rng.integers(int(lo), int(hi), shape, endpoint=True) \
            .astype(TYPES[t])
    v = rng.uniform(lo, hi, shape)
    if t == "bf16":
        return bf16_round(v.astype(np.float32))
    return v.astype(TYPES[t])


def to_result(wide, t):
    """A float64/complex128/int result in the result type t."""
    if t.startswith("s") or t.startswith("u"):
        info = np.iinfo(TYPES[t])
        v = np.array(wide, dtype=object)
        wrapped = [int(e) % (1 << info.bits) for e in v.flat]
        wrapped = [e - (1 << info.bits) if e > info.max else e
                   for e in wrapped]
        return np.array(wrapped, TYPES[t]).reshape(v.shape)
    if t == "bf16":
        return bf16_round(np.asarray(wide).astype(np.float32))
    return np.asarray(wide).astype(TYPES[t])


# Convolutions: name -> (lhs type, lhs shape, lhs labels, rhs type, rhs
# shape, rhs labels, out labels, result type, window, feature groups,
# batch groups). Window keys: stride, pad_low, pad_high, lhs_dilate,
# rhs_dilate, rhs_reversal.
CONV = {
    "c0": ("f32", (1, 7, 8, 3), "b01f", "f32", (3, 3, 3, 4), "01io", "b01f",
           "f32", dict(stride=[2, 1], pad_low=[1, 1], pad_high=[1, 2]), 1, 1),
    "c1": ("f32", (5, 2, 6, 3), "0b1f", "f32", (4, 2, 3, 3), "o01i", "f0b1",
           "f32", dict(rhs_dilate=[2, 1], pad_low=[0, 1], pad_high=[1, 0]),
           1, 1),
    "c2": ("f64", (2, 5, 2), "b0f", "f64", (3, 2, 4), "0io", "b0f", "f64",
           dict(lhs_dilate=[2], rhs_dilate=[2], pad_low=[1], pad_high=[1],
                rhs_reversal=[1]), 1, 1),
    "c3": ("f32", (2, 6, 5, 5), "bf01", "f32", (6, 2, 3, 3), "oi01", "bf01",
           "f32", dict(), 3, 1),
    "c4": ("f32", (1, 5, 5, 4), "b01f", "f32", (3, 3, 1, 8), "01io", "b01f",
           "f32", dict(stride=[2, 2], pad_low=[1, 1], pad_high=[1, 1]), 4, 1),
    "c5": ("f32", (4, 5, 3), "b0f", "f32", (2, 3, 6), "0io", "b0f", "f32",
           dict(), 1, 2),
    "c6": ("f32", (6, 4, 2), "b0f", "f32", (2, 2, 6), "0io", "b0f", "f32",
           dict(), 1, 3),
    "c7": ("f32", (1, 9, 2), "b0f", "f32", (2, 2, 3), "0io", "b0f", "f32",
           dict(stride=[2], pad_low=[-1], pad_high=[-2]), 1, 1),
    "c8": ("f32", (1, 4, 4, 4, 2), "b012f", "f32", (2, 2, 2, 2, 3), "012io",
           "b012f", "f32", dict(stride=[2, 2, 2], pad_low=[1, 0, 1],
                                pad_high=[0, 1, 1]), 1, 1),
    "c9": ("f64", (3, 4), "bf", "f64", (4, 5), "io", "bf", "f64", dict(), 1,
           1),
    "c10": ("s8", (2, 4, 4, 3), "b01f", "s8", (2, 2, 3, 2), "01io", "b01f",
            "s32", dict(pad_low=[0, 1], pad_high=[1, 0]), 1, 1),
    "c11": ("s32", (1, 6, 4), "b0f", "s32", (3, 2, 4), "0io", "b0f", "s32",
            dict(stride=[2]), 2, 1),
    "c12": ("u8", (1, 5, 2), "b0f", "u8", (2, 2, 2), "0io", "b0f", "u8",
            dict(), 1, 1),
    "c13": ("s16", (2, 3, 5), "bf0", "s16", (3, 2, 2), "io0", "bf0", "s16",
            dict(rhs_dilate=[2]), 1, 1),
    "c14": ("f16", (1, 5, 5, 3), "b01f", "f16", (3, 3, 3, 2), "01io", "b01f",
            "f16", dict(pad_low=[1, 1], pad_high=[1, 1]), 1, 1),
    "c15": ("bf16", (1, 5, 5, 3), "b01f", "bf16", (3, 3, 3, 2), "01io",
            "b01f", "bf16", dict(pad_low=[1, 1], pad_high=[1, 1]), 1, 1),
    "c16": ("c64", (2, 5, 3), "b0f", "c64", (3, 3, 2), "0io", "b0f", "c64",
            dict(pad_low=[1], pad_high=[1], rhs_dilate=[2]), 1, 1),
    "c17": ("c128", (1, 6, 3), "b0f", "c128", (2, 1, 6), "0io", "b0f",
            "c128", dict(), 3, 1),
    "c18": ("s8", (1, 4, 3), "b0f", "f32", (2, 3, 2), "0io", "b0f", "f32",
            dict(), 1, 1),
    "c19": ("bf16", (1, 4, 3), "b0f", "bf16", (2, 3, 2), "0io", "b0f", "f32",
            dict(), 1, 1),
}

SMALL = {"s8": (-128, 127), "s32": (-50, 50), "u8": (0, 3), "s16": (-20, 20)}


def conv_cases(out):
    for name, (lt, ls, ll, rt, rs, rl, ol, ot, win, fg, bg) in CONV.items():
        lo, hi = SMALL.get(lt, (-1.0, 1.0))
        lhs = make(lt, ls, lo, hi)
        lo, hi = SMALL.get(rt, (-1.0, 1.0))
        rhs = make(rt, rs, lo, hi)
        wide = xla_conv.conv(lhs, rhs, xla_conv.spec(ll), xla_conv.spec(rl),
                             xla_conv.spec(ol), feature_groups=fg,
                             batch_groups=bg, **win)
        if ot[0] in "su":
            wide = np.rint(wide.real).astype(np.int64)
        out(name, "lhs", lhs)
        out(name, "rhs", rhs)
        out(name, "0", to_result(wide, ot))


# Dots: name -> (lhs type, lhs shape, rhs type, rhs shape, result type,
# einsum, lhs batch, rhs batch, lhs contracting, rhs contracting).
DOT = {
    "d0": ("f32", (3, 2, 4, 5), "f32", (5, 6, 2, 3), "f32", "xbmy,ynbx->bmn",
           [1], [2], [0, 3], [3, 0]),
    "d1": ("f64", (2, 3, 4, 5), "f64", (4, 5, 2, 6), "f64", "ambk,bkan->abmn",
           [0, 2], [2, 0], [3], [1]),
    "d2": ("s8", (4, 7), "s8", (7, 3), "s32", "mk,kn->mn", [], [], [1], [0]),
    "d3": ("u8", (3, 9), "u8", (9, 2), "u8", "mk,kn->mn", [], [], [1], [0]),
    "d4": ("s64", (2, 3), "s64", (3, 2), "s64", "mk,kn->mn", [], [], [1],
           [0]),
    "d5": ("f16", (2, 4, 8), "f16", (2, 8, 3), "f16", "bmk,bkn->bmn", [0],
           [0], [2], [1]),
    "d6": ("bf16", (3, 6), "bf16", (6, 4), "f32", "mk,kn->mn", [], [], [1],
           [0]),
    "d7": ("bf16", (3, 6), "bf16", (6, 4), "bf16", "mk,kn->mn", [], [], [1],
           [0]),
    "d8": ("c64", (2, 3, 4, 5), "c64", (5, 2, 3, 6), "c64", "bxmy,ybxn->bmn",
           [0], [1], [1, 3], [2, 0]),
    "d9": ("c128", (3, 4), "c128", (4, 2), "c128", "mk,kn->mn", [], [], [1],
           [0]),
    "d10": ("s8", (2, 3), "f32", (3, 4), "f32", "mk,kn->mn", [], [], [1],
            [0]),
    "d11": ("c64", (2, 3), "f32", (3, 4), "c128", "mk,kn->mn", [], [], [1],
            [0]),
    "d12": ("f32", (3,), "f32", (4,), "f32", "m,n->mn", [], [], [], []),
    "d13": ("f64", (7,), "f64", (7,), "f64", "k,k->", [], [], [0], [0]),
    "d14": ("u32", (2, 5), "u32", (5, 3), "u32", "mk,kn->mn", [], [], [1],
            [0]),
    "d15": ("s16", (2, 5), "s16", (5, 2), "s16", "mk,kn->mn", [], [], [1],
            [0]),
    "d16": ("u16", (3, 4), "u16", (4, 2), "u16", "mk,kn->mn", [], [], [1],
            [0]),
}

DOT_RANGES = {"s8": (-128, 127), "u8": (0, 255), "u32": (0, 2 ** 32 - 1),
              "s16": (-300, 300), "u16": (0, 2 ** 16 - 1)}


def dot_cases(out):
    for name, (lt, ls, rt, rs, ot, eq, *_) in DOT.items():
        if lt == "s64":
            lhs = rng.integers(-2 ** 62, 2 ** 62, ls, dtype=np.int64)
            rhs = rng.integers(-2 ** 62, 2 ** 62, rs, dtype=np.int64)
        else:
            lhs = make(lt, ls, *DOT_RANGES.get(lt, (-1.0, 1.0)))
            rhs = make(rt, rs, *DOT_RANGES.get(rt, (-1.0, 1.0)))
        if ot[0] in "su":
            # Exact integers (einsum has no object arrays; every integer case
            # is a plain matrix product).
            assert eq == "mk,kn->mn"
            wide = np.dot(lhs.astype(object), rhs.astype(object))
        else:
            wide = np.einsum(eq, lhs.astype(np.complex128 if np.iscomplexobj(
                lhs) else np.float64), rhs.astype(np.float64)
                if not np.iscomplexobj(rhs) else rhs.astype(np.complex128))
        out(name, "lhs", lhs)
        out(name, "rhs", rhs)
        out(name, "0", to_result(wide, ot))


def linalg_cases(out):
    # cholesky: the other triangle of the input is garbage (ignored); the
    # other triangle of the result is implementation-defined, so the
    # program masks it to zero.
    for t, n in (("f32", 4), ("f64", 5), ("c64", 3), ("c128", 4)):
        dt = TYPES[t]
        m = make(t, (2, n, n), -1, 1).astype(np.complex128)
        spd = m @ np.conj(np.swapaxes(m, -1, -2)) + n * np.eye(n)
        lower = np.linalg.cholesky(spd)
        a_low = np.tril(spd) + np.triu(make(t, (2, n, n), 5, 9), 1)
        a_up = np.triu(spd) + np.tril(make(t, (2, n, n), 5, 9), -1)
        upper = np.conj(np.swapaxes(lower, -1, -2))
        if t in ("f32", "f64"):
            a_low, a_up, lower, upper = (v.real for v in
                                         (a_low, a_up, lower, upper))
        out("cholesky_" + t, "lo", a_low.astype(dt))
        out("cholesky_" + t, "up", a_up.astype(dt))
        out("cholesky_" + t, "0", lower.astype(dt))
        out("cholesky_" + t, "1", upper.astype(dt))

    # triangular_solve: op(a) x = b (left side) or x op(a) = b, op one of
    # a, a^T, a^H; only a's triangle is read (the diagonal too unless
    # unit_diagonal).
    def tri(a, lower, unit):
        t = np.tril(a) if lower else np.triu(a)
        if unit:
            t = t - np.diag(np.diag(t)) + np.eye(a.shape[-1])
        return t

    cases = [  # (type, left, lower, unit, transpose)
        ("f32", True, True, False, "NO_TRANSPOSE"),
        ("f64", False, False, False, "TRANSPOSE"),
        ("f64", True, False, True, "NO_TRANSPOSE"),
        ("c64", True, True, False, "ADJOINT"),
        ("c128", False, True, True, "ADJOINT"),
        ("f32", False, True, False, "TRANSPOSE"),
    ]
    for k, (t, left, lower, unit, tr) in enumerate(cases):
        n, other = 4, 3
        a = make(t, (n, n), -1, 1) + np.eye(n).astype(TYPES[t]) * 4
        b = make(t, (n, other) if left else (other, n), -2, 2)
        m = tri(a.astype(np.complex128), lower, unit)
        if tr == "TRANSPOSE":
            m = m.T
        elif tr == "ADJOINT":
            m = np.conj(m.T)
        bw = b.astype(np.complex128)
        x = np.linalg.solve(m, bw) if left else np.linalg.solve(m.T, bw.T).T
        if t in ("f32", "f64"):
            x = x.real
        out(f"triangular_solve_{k}", "a", a)
        out(f"triangular_solve_{k}", "b", b)
        out(f"triangular_solve_{k}", "0", x.astype(TYPES[t]))


def fft_cases(out):
    c = make("c64", (3, 8))
    c3 = make("c128", (2, 3, 4))
    r = make("f32", (4, 8))
    r2 = make("f64", (2, 6, 8))
    h = np.fft.rfftn(make("f64", (2, 6, 9)), axes=(1, 2)).astype(np.complex128)
    for name, v in (("c", c), ("c3", c3), ("r", r), ("r2", r2), ("h", h)):
        out("fft", name, v)
    results = [
        np.fft.fft(c.astype(np.complex128)).astype(np.complex64),
        np.fft.ifftn(c3, axes=(0, 1, 2)),
        np.fft.rfft(r.astype(np.float64)).astype(np.complex64),
        np.fft.rfftn(r2, axes=(1, 2)),
        np.fft.irfftn(h, s=(6, 8), axes=(1, 2)),
        np.fft.irfftn(h, s=(6, 9), axes=(1, 2)),
    ]
    for i, v in enumerate(results):
        out("fft", str(i), v)


def batch_norm_cases(out):
    eps = 1e-3
    for t in ("f32", "f64", "f16"):
        dt = TYPES[t]
        x = make(t, (4, 3, 5), -2, 2)
        scale = make(t, (3,), 0.5, 1.5)
        offset = make(t, (3,), -1, 1)
        mean = make(t, (3,), -0.5, 0.5)
        var = make(t, (3,), 0.5, 2)
        dy = make(t, (4, 3, 5), -1, 1)
        xw = x.astype(np.float64)
        e = np.float64(np.float32(eps))  # the attribute is an f32
        sh = (1, 3, 1)
        infer = (xw - mean.reshape(sh)) / np.sqrt(var.reshape(sh) + e) * \
            scale.reshape(sh) + offset.reshape(sh)
        bmean = xw.mean(axis=(0, 2))
        bvar = (xw * xw).mean(axis=(0, 2)) - bmean * bmean
        train = (xw - bmean.reshape(sh)) / np.sqrt(bvar.reshape(sh) + e) * \
            scale.reshape(sh) + offset.reshape(sh)
        mw, vw, dw = mean.astype(np.float64), var.astype(np.float64), \
            dy.astype(np.float64)
        xc = xw - mw.reshape(sh)
        rstd = 1 / np.sqrt(vw + e)
        gscale = (dw * xc).sum(axis=(0, 2)) * rstd
        goffset = dw.sum(axis=(0, 2))
        count = 4 * 5
        gx = scale.reshape(sh) * rstd.reshape(sh) * (
            dw - goffset.reshape(sh) / count -
            xc * ((dw * xc).sum(axis=(0, 2)) / count).reshape(sh) /
            (vw + e).reshape(sh))
        fn = "batch_norm_" + t
        for name, v in (("x", x), ("scale", scale), ("offset", offset),
                        ("mean", mean), ("var", var), ("dy", dy)):
            out(fn, name, v)
        for i, v in enumerate([infer, train, bmean, bvar, gx, gscale,
                               goffset]):
            out(fn, str(i), v.astype(dt))


def main():
    root = sys.argv[1]

    def out(fn, name, array):
        os.makedirs(os.path.join(root, fn), exist_ok=True)
        np.save(os.path.join(root, fn, f"{name}.npy"), np.asarray(array))

    conv_cases(out)
    dot_cases(out)
    linalg_cases(out)
    fft_cases(out)
    batch_norm_cases(out)


if __name__ == "__main__":
    main()
