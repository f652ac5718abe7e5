#!/usr/bin/env python3
# hlo.scaled_dot (XLA's scaled-dot) in xhlo-run against an oracle written
# here from XLA's definition, not from the code under test:
#
#   operands   lhs, rhs, lhs_scale, rhs_scale; a scale has its operand's rank
#              and each of its sizes divides the operand's: scale element i
#              covers operand elements i*block .. i*block+block-1 in every
#              dimension (broadcast + reshape in XLA's ScaledDotRewriter,
#              xla/service/gpu/transforms/scaled_dot_rewriter.cc).
#   types      operand and scale are converted to one type first (bf16 if
#              both are narrower than 16 bits, the common type if equal, f32
#              if equally wide, else the wider) and multiplied in it
#              (rounded to it), then the dot with the op's result type.
#   "no scale" a scalar scale leaves its operand untouched.
#
# The narrow floats are decoded here from their bit layouts (numpy has no
# f8/f4 types): f8e4m3fn (bias 7, 3 mantissa bits, NaN = S.1111.111, no
# inf), f8e5m2 (bias 15, 2 mantissa bits, IEEE), f8e8m0fnu (2^(code-127),
# 0xFF NaN), f4e2m1fn (bias 1, 1 mantissa bit). f8 values enter the program
# as u8 through bitcast-convert, f4 values as exact f32 through convert.
#
# Usage: scaled-dot-oracle.py OUTDIR XHLO_RUN
# Prints one line per case and kernel set; exits 1 on the first mismatch.

import os
import subprocess
import sys

import numpy as np

OUT, XHLO_RUN = sys.argv[1], sys.argv[2]
os.makedirs(OUT, exist_ok=True)
rng = np.random.default_rng(20261127)


def minifloat(code, e_bits, m_bits, bias, nan_all_ones):
    """Value of one code (sign included) of a float with an implicit 1 and
    subnormals; NaN at all-ones if `nan_all_ones` (FN), else IEEE."""
    sign = -1.0 if code >> (e_bits + m_bits) & 1 else 1.0
    exponent = (code >> m_bits) & ((1 << e_bits) - 1)
    mantissa = code & ((1 << m_bits) - 1)
    top = (1 << e_bits) - 1
    if nan_all_ones and exponent == top and mantissa == (1 << m_bits) - 1:
        return np.nan
    if not nan_all_ones and exponent == top:
        return sign * np.inf if mantissa == 0 else np.nan
    if exponent == 0:
        return sign * np.ldexp(float(mantissa), 1 - bias - m_bits)
    return sign * np.ldexp(float(mantissa + (1 << m_bits)), exponent - bias - m_bits)


E4M3FN = np.array([minifloat(c, 4, 3, 7, True) for c in range(256)])
E5M2 = np.array([minifloat(c, 5, 2, 15, False) for c in range(256)])
E8M0 = np.array([np.nan if c == 255 else np.ldexp(1.0, c - 127) for c in range(256)])
E2M1 = np.array([minifloat(c, 2, 1, 1, True) for c in range(16)])  # no NaN in 4 bits
E2M1[7] = 6.0  # f4e2m1fn has no NaN: all ones is 6
E2M1[15] = -6.0
BITS = {"f8e4m3fn": 8, "f8e5m2": 8, "f8e8m0fnu": 8, "f4e2m1fn": 4,
        "bf16": 16, "f32": 32}


def round_bf16(x):
    """float64 -> float32 -> bf16 (nearest even), as float64 values."""
    f = np.asarray(x, np.float32)
    u = f.view(np.uint32).astype(np.uint64)
    u = (u + 0x7FFF + ((u >> 16) & 1)) >> 16 << 16
    return u.astype(np.uint32).view(np.float32).astype(np.float64)


def to_type(x, t):
    if t == "bf16":
        return round_bf16(x)
    if t == "f32":
        return np.asarray(x, np.float64).astype(np.float32).astype(np.float64)
    raise ValueError(t)


def target(a, b):
    if BITS[a] < 16 and BITS[b] < 16:
        return "bf16"
    if a == b:
        return a
    if BITS[a] == BITS[b]:
        return "f32"
    return a if BITS[a] > BITS[b] else b


def dequantize(values, vtype, scales, stype):
    if scales.ndim == 0:
        return values
    t = target(vtype, stype)
    v, s = to_type(values, t), to_type(scales, t)
    for d in range(values.ndim):
        s = np.repeat(s, values.shape[d] // scales.shape[d], axis=d)
    return to_type(v * s, t)


def random_codes(table, shape, lo=None, hi=None):
    """Codes of finite values (in [lo, hi] magnitude when given)."""
    ok = [c for c in range(len(table)) if np.isfinite(table[c])
          and (lo is None or lo <= abs(table[c]) <= hi)]
    return rng.choice(np.array(ok, np.uint8), size=shape)


def hlo_type(t, shape):
    return "%s[%s]" % (t, ",".join(map(str, shape)))


def make_input(name, t, shape, index, args, body):
    """A parameter for an operand/scale of type t; returns (values, lines)."""
    if t in ("f8e4m3fn", "f8e5m2", "f8e8m0fnu"):
        table = {"f8e4m3fn": E4M3FN, "f8e5m2": E5M2, "f8e8m0fnu": E8M0}[t]
        if t == "f8e8m0fnu":
            codes = rng.integers(127 - 6, 127 + 7, size=shape).astype(np.uint8)
        else:
            codes = random_codes(table, shape, 2.0 ** -6, 64.0)
        np.save(os.path.join(args[0], "%d.npy" % index), codes)
        body.append("  %s_bits = %s parameter(%d)" % (name, hlo_type("u8", shape), index))
        body.append("  %s = %s bitcast-convert(%s_bits)" % (name, hlo_type(t, shape), name))
        return table[codes.astype(np.int64)]
    if t == "f4e2m1fn":
        codes = rng.integers(0, 16, size=shape)
        values = E2M1[codes]
        np.save(os.path.join(args[0], "%d.npy" % index), values.astype(np.float32))
        body.append("  %s_f32 = %s parameter(%d)" % (name, hlo_type("f32", shape), index))
        body.append("  %s = %s convert(%s_f32)" % (name, hlo_type(t, shape), name))
        return values
    if t == "f32":
        values = rng.uniform(0.25, 4.0, size=shape).astype(np.float32)
        np.save(os.path.join(args[0], "%d.npy" % index), values)
        body.append("  %s = %s parameter(%d)" % (name, hlo_type("f32", shape), index))
        return values.astype(np.float64)
    if t == "bf16":
        values = round_bf16(rng.uniform(-2.0, 2.0, size=shape))
        bits = (values.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
        np.save(os.path.join(args[0], "%d.npy" % index), bits)
        body.append("  %s_bits = %s parameter(%d)" % (name, hlo_type("u16", shape), index))
        body.append("  %s = %s bitcast-convert(%s_bits)" % (name, hlo_type(t, shape), name))
        return values
    raise ValueError(t)


def dot(lhs, rhs, lb, lc, rb, rc):
    """XLA's dot_general in float64: batch, lhs free, rhs free."""
    lf = [d for d in range(lhs.ndim) if d not in lb + lc]
    rf = [d for d in range(rhs.ndim) if d not in rb + rc]
    l2 = np.transpose(lhs, lb + lf + lc)
    r2 = np.transpose(rhs, rb + rc + rf)
    nb = int(np.prod([lhs.shape[d] for d in lb]))
    nk = int(np.prod([lhs.shape[d] for d in lc]))
    l2 = l2.reshape(nb, -1, nk)
    r2 = r2.reshape(nb, nk, -1)
    out = np.matmul(l2, r2)
    shape = [lhs.shape[d] for d in lb] + [lhs.shape[d] for d in lf] + \
        [rhs.shape[d] for d in rf]
    return out.reshape(shape)


# name: (lhs type, shape, lhs_scale type, shape, rhs..., dims, result type)
CASES = [
    # MXFP8 (OCP microscaling): e4m3 blocks of 32 along K, e8m0 scales.
    ("mxfp8", "f8e4m3fn", [8, 64], "f8e8m0fnu", [8, 2],
     "f8e4m3fn", [16, 64], "f8e8m0fnu", [16, 2], ([], [1], [], [1]), "f32"),
    # Batched, blocks along free and batch-paired dimensions too, e5m2 x e4m3.
    ("batched", "f8e5m2", [2, 4, 64], "f8e8m0fnu", [2, 2, 2],
     "f8e4m3fn", [2, 64, 6], "f8e8m0fnu", [2, 4, 3], ([0], [2], [0], [1]), "f32"),
    # NVFP4-like: f4e2m1fn blocks of 16 with e4m3 scales (dequantized in bf16).
    ("nvfp4", "f4e2m1fn", [4, 32], "f8e4m3fn", [4, 2],
     "f4e2m1fn", [5, 32], "f8e4m3fn", [5, 2], ([], [1], [], [1]), "f32"),
    # f32 scales on e4m3 (products rounded in f32), bf16 rhs with bf16 scales
    # of a column block (dequantized in bf16, products rounded in bf16).
    ("f32-scales", "f8e4m3fn", [3, 64], "f32", [3, 4],
     "bf16", [64, 4], "bf16", [1, 4], ([], [1], [], [0]), "f32"),
]

failed = False
for (name, lt, ls, lst, lss, rt, rs, rst, rss, (lb, lc, rb, rc), res) in CASES:
    d = os.path.join(OUT, name)
    os.makedirs(d, exist_ok=True)
    body = []
    lhs = make_input("lhs", lt, ls, 0, [d], body)
    rhs = make_input("rhs", rt, rs, 1, [d], body)
    lsc = make_input("lhs_scale", lst, lss, 2, [d], body)
    rsc = make_input("rhs_scale", rst, rss, 3, [d], body)
    expected = dot(dequantize(lhs, lt, lsc, lst), dequantize(rhs, rt, rsc, rst),
                   lb, lc, rb, rc)
    dims = "lhs_contracting_dims={%s}, rhs_contracting_dims={%s}" % (
        ",".join(map(str, lc)), ",".join(map(str, rc)))
    if lb:
        dims += ", lhs_batch_dims={%s}, rhs_batch_dims={%s}" % (
            ",".join(map(str, lb)), ",".join(map(str, rb)))
    body.append("  ROOT d = %s scaled-dot(lhs, rhs, lhs_scale, rhs_scale), %s"
                % (hlo_type(res, expected.shape), dims))
    with open(os.path.join(d, "m.hlo"), "w") as f:
        f.write("HloModule %s\n\nENTRY e {\n%s\n}\n" % (name.replace("-", "_"),
                                                      "\n".join(body)))
    np.save(os.path.join(d, "expected.npy"), expected.astype(np.float32))
    # f32 accumulation (the interpreter's) against float64 here: at most
    # K roundings of partial sums no larger than the sum of |terms|.
    magnitude = dot(np.abs(dequantize(lhs, lt, lsc, lst)),
                    np.abs(dequantize(rhs, rt, rsc, rst)), lb, lc, rb, rc)
    k = int(np.prod([ls[i] for i in lc]))
    atol = float(np.max(magnitude)) * k * 2.0 ** -24
    for extra in ([], ["--reference-kernels"]):
        cmd = [XHLO_RUN, os.path.join(d, "m.hlo")] + \
            ["--arg=%s" % os.path.join(d, "%d.npy" % i) for i in range(4)] + \
            ["--expect=%s" % os.path.join(d, "expected.npy"),
             "--rtol=0", "--atol=%.9g" % atol] + extra
        run = subprocess.run(cmd, capture_output=True, text=True)
        label = "reference" if extra else "default"
        if run.returncode != 0:
            print("%s %s: FAILED\n%s%s" % (name, label, run.stdout, run.stderr))
            failed = True
        else:
            print("%s %s: %d values match (largest |value| %.6g)" % (
                name, label, expected.size, np.max(np.abs(expected))))
sys.exit(1 if failed else 0)
