#!/usr/bin/env python3
# The interpreter on XLA's float types that MLIR 19 lacks (the hlo dialect's
# !hlo.f8e3m4, !hlo.f8e8m0fnu, !hlo.f6e2m3fn, !hlo.f6e3m2fn, !hlo.f4e2m1fn),
# checked against a reference written here from the formats' definitions
# (the OCP MX spec for e8m0 and the MX types, IEEE-like for e3m4) and XLA's
# conversion rules (xla/service/elemental_ir_emitter.cc: EmitF16ToF4e2m1fn,
# EmitF32ToF8e8m0fnu, EmitFxToF8e; ml_dtypes' mxfloat.h for the f6 types):
#
#   f8e3m4     bias 3, inf and NaN as IEEE; rounds to nearest even, past the
#              largest finite value (15.5) by half an ulp or more to inf;
#   f6e2m3fn,  finite only (bias 1 / 3 / 1); round to nearest even and
#   f6e3m2fn,  saturate at the largest magnitude (7.5 / 28 / 6), infinities
#   f4e2m1fn   too; NaN becomes the sign-only pattern (-0) for f4, as XLA's
#              EmitF16ToF4e2m1fn does for any NaN, and the zero of the
#              opposite sign for f6, as ml_dtypes (XLA's evaluator, the only
#              XLA code that converts to f6) does;
#   f8e8m0fnu  2^(code - 127), no sign, no zero, 0xff NaN; from f32 as XLA
#              does: NaN, zero, negative values and values >= 1.5 * 2^127
#              become NaN, values <= 2^-127 become 2^-127, values in
#              (2^-127, 2^-126) become 2^-126, others round to the nearer
#              power of two with ties (1.5 * 2^e) up.
#
# Where XLA's CPU backend rounds to f16 first (cpu_compiler.cc's
# FloatNormalization computes f8e3m4's and f4e2m1fn's ops in f16;
# EmitF16ToF4e2m1fn takes only f16, so f32 goes through f16 too; integers go
# through f16 for both), so does the reference: VIA_F16 lists the sources;
# numpy's float16 makes the f16 step.
#
# For each type the script writes a program (every bit pattern as a
# #hlo.float_bits constant converted to f32; f32 -> type -> f32 on values
# around every representable value, their midpoints, signed zeros,
# infinities, NaN, f32 subnormals and huge values; add, subtract, multiply,
# divide, maximum, minimum on all pairs of values of a sample (every pair
# for the f4 and f6 types) computed in f32 and rounded once; negate, abs,
# sqrt, exponential, compare LT and EQ; s32 -> type and type -> s32; dot
# and convolution into the type and into f32, summed exactly), runs
# it with xhlo-run --out (and again with --reference-kernels) and compares
# every result bit for bit (floats: equal with the same sign, or both NaN).
#
# Usage: narrow_floats.py OUTDIR XHLO_RUN
# Prints one line per type and function with the number of values checked;
# exits 1 naming every difference.

import math
import os
import subprocess
import sys
from fractions import Fraction

import numpy as np

OUT, XHLO_RUN = sys.argv[1], sys.argv[2]
os.makedirs(OUT, exist_ok=True)

# name: (exponent bits, mantissa bits, bias, kind)
FORMATS = {
    "f8e3m4": (3, 4, 3, "ieee"),
    "f8e8m0fnu": (8, 0, 127, "e8m0"),
    "f6e2m3fn": (2, 3, 1, "finite"),
    "f6e3m2fn": (3, 2, 3, "finite"),
    "f4e2m1fn": (2, 1, 1, "finite"),
}


# The sources XLA rounds to f16 before the type: "wide" (f32/f64),
# "integer", "result" (every op computed on the type).
VIA_F16 = {
    "f8e3m4": {"integer", "result"},
    "f4e2m1fn": {"wide", "integer", "result"},
}


def width(name):
    e, m, _, kind = FORMATS[name]
    return e + m + (0 if kind == "e8m0" else 1)


def decode(name, code):
    """The value of bit pattern `code` as an exact Fraction, or a float for
    inf and NaN (signed)."""
    e, m, bias, kind = FORMATS[name]
    if kind == "e8m0":
        if code == 0xFF:
            return math.nan
        return Fraction(2) ** (code - 127)
    sign = -1 if code >> (e + m) else 1
    exponent = (code >> m) & ((1 << e) - 1)
    mantissa = code & ((1 << m) - 1)
    if kind == "ieee" and exponent == (1 << e) - 1:
        return math.copysign(math.inf if mantissa == 0 else math.nan, sign)
    if exponent == 0:
        value = Fraction(mantissa, 1 << m) * Fraction(2) ** (1 - bias)
    else:
        value = (1 + Fraction(mantissa, 1 << m)) * Fraction(2) ** (exponent - bias)
    return sign * value, sign


def to_f32(name, code):
    """decode() as an np.float32 (exact: every value fits in f32)."""
    v = decode(name, code)
    if isinstance(v, float):
        return np.float32(v)
    value, sign = v if isinstance(v, tuple) else (v, 1)
    f = np.float32(float(value))
    assert Fraction(float(f)) == value
    if value == 0 and sign < 0:
        f = np.float32(-0.0)
    return f


def finite_magnitudes(name):
    """(value, code) of the finite non-negative values, ascending."""
    e, m, _, kind = FORMATS[name]
    out = []
    codes = range(256) if kind == "e8m0" else range(1 << (e + m))
    for code in codes:
        v = decode(name, code)
        if isinstance(v, float):
            continue
        value = v[0] if isinstance(v, tuple) else v
        out.append((value, code))
    out.sort()
    return out


MAGNITUDES = {name: finite_magnitudes(name) for name in FORMATS}


def encode(name, x, source="wide"):
    """The bit pattern XLA's convert gives for the value `x` (exact in f32,
    or an integer) from a `source` type."""
    e, m, _, kind = FORMATS[name]
    if source in VIA_F16.get(name, ()):
        with np.errstate(over="ignore"):
            x = np.float16(x)
    x = float(np.float32(x))
    if kind == "e8m0":
        if math.isnan(x) or x <= 0 or math.copysign(1, x) < 0:
            return 0xFF
        if x >= 1.5 * 2.0 ** 127:
            return 0xFF
        if x <= 2.0 ** -127:
            return 0x00
        if x < 2.0 ** -126:
            return 0x01
        mant, exp = math.frexp(x)  # x = mant * 2^exp, mant in [0.5, 1)
        code = exp - 1 + 127
        return code + 1 if mant >= 0.75 else code
    sign_bit = 1 << (e + m)
    if math.isnan(x):
        if kind == "finite":
            if name.startswith("f6") and math.copysign(1, x) < 0:
                return 0
            return sign_bit
        return sign_bit * (math.copysign(1, x) < 0) | (((1 << e) - 1) << m) | (1 << (m - 1))
    negative = math.copysign(1, x) < 0
    a = abs(x)
    mags = MAGNITUDES[name]
    largest, largest_code = mags[-1]
    if a == math.inf and kind == "ieee":
        code = ((1 << e) - 1) << m
    elif a >= largest:
        if kind == "finite" or a == largest:
            code = largest_code
        else:
            ulp = largest - mags[-2][0]
            half = largest + ulp / 2
            if Fraction(a) > half or (Fraction(a) == half and largest_code & 1):
                code = ((1 << e) - 1) << m  # inf
            else:
                code = largest_code
    else:
        fa = Fraction(a)
        lo = max(i for i, (v, _) in enumerate(mags) if v <= fa)
        code = mags[lo][1]
        if mags[lo][0] != fa:
            below = fa - mags[lo][0]
            above = mags[lo + 1][0] - fa
            if above < below or (above == below and code & 1):
                code = mags[lo + 1][1]
    return code | (sign_bit if negative else 0)


def rounded_twice(name, xs, source):
    """How many of `xs` get another code through f16 than rounded once (the
    cases that tell the two rules apart)."""
    return sum(encode(name, x, source) != encode(name, x, None)
               for x in np.asarray(xs).reshape(-1))


def round_trip(name, x, source="wide"):
    return to_f32(name, encode(name, x, source))


# ---------------------------------------------------------------------------
# Cases
# ---------------------------------------------------------------------------


def encode_inputs(name):
    """f32 values around every representable value and the special ones."""
    values = set()
    mags = [float(v) for v, _ in MAGNITUDES[name]]
    points = set(mags)
    for a, b in zip(mags, mags[1:]):
        points.add((a + b) / 2)
    points.add(mags[-1] * 1.5)
    points.add(mags[-1] * 2)
    for p in points:
        with np.errstate(over="ignore"):
            f = np.float32(p)
        values.update([f, np.nextafter(f, np.float32(np.inf)),
                       np.nextafter(f, np.float32(-np.inf))])
    values.update(np.float32(v) for v in [
        0.0, 1e-45, 2.0 ** -127, 1.2 * 2.0 ** -127, 2.0 ** -126, 1e-30,
        0.3, 1.0, 1e30, 3e38, np.finfo(np.float32).max])
    xs = sorted(values)
    xs = xs + [-x for x in xs] + [np.float32(np.inf), np.float32(-np.inf),
                                  np.float32(np.nan), np.float32(-np.nan),
                                  np.float32(-0.0)]
    return np.array(xs, np.float32)


def sample_codes(name):
    """The bit patterns whose pairs the binary ops are checked on."""
    n = 1 << width(name)
    if n <= 64:
        return list(range(n))
    step = 4
    codes = set(range(0, n, step))
    # The largest values, the smallest ones and the special patterns.
    codes.update(range(n - 8, n))
    codes.update(range(0, 8))
    codes.update([0x7F, 0x80, 0x81, 0xFE])
    return sorted(c for c in codes if c < n)


def tensor(n, element):
    if isinstance(n, (tuple, list)):
        n = "x".join(str(d) for d in n)
    return f"tensor<{n}x{element}>"


def contraction_values(name, shape, seed):
    """Random finite values of the type, within a range whose products and
    sums of up to 16 terms are exact in f32, so that the kernels' order of
    summation cannot matter, and mostly within the type's range (magnitudes
    up to 1; f8e8m0fnu: powers of two from 2^-5 to 2^5)."""
    rng = np.random.default_rng(seed)
    e, m, _, kind = FORMATS[name]
    codes = []
    for value, code in MAGNITUDES[name]:
        if kind == "e8m0" and not 2.0 ** -5 <= value <= 2.0 ** 5:
            continue
        if kind != "e8m0" and value > 1:
            continue
        codes.append(code)
        if kind != "e8m0":
            codes.append(code | 1 << (e + m))
    picked = rng.choice(codes, size=int(np.prod(shape)))
    return np.array([to_f32(name, c) for c in picked],
                    np.float32).reshape(shape)


def exact_dot(a, b):
    """a @ b summed exactly (f64 holds every partial sum of these values)
    and then rounded once to f32, as an f32 accumulation of exact sums."""
    return (a.astype(np.float64) @ b.astype(np.float64)).astype(np.float32)


def exact_convolution(x, w, pad):
    """NCHW x OIHW, stride 1, `pad` on every side, summed exactly in f64."""
    x = np.pad(x.astype(np.float64), ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    n, c, h, wd = x.shape
    o, _, kh, kw = w.shape
    out = np.zeros((n, o, h - kh + 1, wd - kw + 1))
    for i in range(out.shape[2]):
        for j in range(out.shape[3]):
            patch = x[:, :, i:i + kh, j:j + kw].reshape(n, -1)
            out[:, :, i, j] = patch @ w.astype(np.float64).reshape(o, -1).T
    return out.astype(np.float32)


def program(name):
    """The program of type `name` and its functions' expected results."""
    t = f"!hlo.{name}"
    n = 1 << width(name)
    funcs, expected, inputs, twice = [], {}, {}, {}

    # Every bit pattern, as a constant.
    codes = ", ".join(str(c) for c in range(n))
    funcs.append(f"""
func.func @decode() -> {tensor(n, 'f32')} {{
  %c = hlo.constant #hlo.float_bits<dense<[{codes}]> : tensor<{n}xui8>> : {tensor(n, t)}
  %f = hlo.convert %c : ({tensor(n, t)}) -> {tensor(n, 'f32')}
  return %f : {tensor(n, 'f32')}
}}""")
    expected["decode"] = [np.array([to_f32(name, c) for c in range(n)],
                                   np.float32)]

    # f32 -> type -> f32.
    xs = encode_inputs(name)
    m = len(xs)
    funcs.append(f"""
func.func @encode(%x: {tensor(m, 'f32')}) -> {tensor(m, 'f32')} {{
  %t = hlo.convert %x : ({tensor(m, 'f32')}) -> {tensor(m, t)}
  %f = hlo.convert %t : ({tensor(m, t)}) -> {tensor(m, 'f32')}
  return %f : {tensor(m, 'f32')}
}}""")
    inputs["encode"] = [xs]
    twice["encode"] = rounded_twice(name, xs, "wide")
    expected["encode"] = [np.array([round_trip(name, x) for x in xs],
                                   np.float32)]

    # Binary ops on pairs of values, computed in f32 and rounded once.
    codes = sample_codes(name)
    vals = np.array([to_f32(name, c) for c in codes], np.float32)
    a = np.repeat(vals, len(vals))
    b = np.tile(vals, len(vals))
    k = len(a)
    ops = [("add", np.add), ("subtract", np.subtract),
           ("multiply", np.multiply), ("divide", np.divide),
           ("maximum", None), ("minimum", None)]
    body, results = [], []
    for i, (op, _) in enumerate(ops):
        body.append(f"  %r{i} = hlo.{op} %ta, %tb : {tensor(k, t)}")
        body.append(f"  %f{i} = hlo.convert %r{i} : ({tensor(k, t)}) -> "
                    f"{tensor(k, 'f32')}")
        results.append(f"%f{i}")
    body.append(f"  %lt = hlo.compare LT, %ta, %tb : {tensor(k, t)}")
    body.append(f"  %eq = hlo.compare EQ, %ta, %tb : {tensor(k, t)}")
    types = ", ".join([tensor(k, "f32")] * len(ops) + [tensor(k, "i1")] * 2)
    funcs.append(f"""
func.func @binary(%a: {tensor(k, 'f32')}, %b: {tensor(k, 'f32')}) -> ({types}) {{
  %ta = hlo.convert %a : ({tensor(k, 'f32')}) -> {tensor(k, t)}
  %tb = hlo.convert %b : ({tensor(k, 'f32')}) -> {tensor(k, t)}
{chr(10).join(body)}
  return {', '.join(results + ['%lt', '%eq'])} : {types}
}}""")
    inputs["binary"] = [a, b]
    with np.errstate(all="ignore"):
        # XLA's maximum and minimum propagate NaN and, as the CPU
        # backend's llvm.maximum/llvm.minimum, order -0 below +0.
        def nan_max(x, y):
            return np.where(np.isnan(x) | np.isnan(y), np.float32(np.nan),
                            np.where(x == y, np.where(np.signbit(x), y, x),
                                     np.where(x < y, y, x)))

        def nan_min(x, y):
            return np.where(np.isnan(x) | np.isnan(y), np.float32(np.nan),
                            np.where(x == y, np.where(np.signbit(x), x, y),
                                     np.where(y < x, y, x)))
        computed = [np.add(a, b), np.subtract(a, b), np.multiply(a, b),
                    np.divide(a, b), nan_max(a, b), nan_min(a, b)]
        want = [np.array([round_trip(name, v, "result") for v in c],
                         np.float32) for c in computed]
        twice["binary"] = sum(rounded_twice(name, c, "result")
                              for c in computed)
        want += [a < b, a == b]
    expected["binary"] = want

    # Unary ops.
    ua = vals
    u = len(ua)
    funcs.append(f"""
func.func @unary(%a: {tensor(u, 'f32')}) -> ({', '.join([tensor(u, 'f32')] * 4)}) {{
  %t = hlo.convert %a : ({tensor(u, 'f32')}) -> {tensor(u, t)}
  %n = hlo.negate %t : {tensor(u, t)}
  %b = hlo.abs %t : {tensor(u, t)}
  %s = hlo.sqrt %t : {tensor(u, t)}
  %e = hlo.exponential %t : {tensor(u, t)}
  %fn = hlo.convert %n : ({tensor(u, t)}) -> {tensor(u, 'f32')}
  %fb = hlo.convert %b : ({tensor(u, t)}) -> {tensor(u, 'f32')}
  %fs = hlo.convert %s : ({tensor(u, t)}) -> {tensor(u, 'f32')}
  %fe = hlo.convert %e : ({tensor(u, t)}) -> {tensor(u, 'f32')}
  return %fn, %fb, %fs, %fe : {', '.join([tensor(u, 'f32')] * 4)}
}}""")
    inputs["unary"] = [ua]
    with np.errstate(all="ignore"):
        want = [np.negative(ua), np.abs(ua), np.sqrt(ua),
                # exp: only where f32's exp is exact enough not to matter
                # after rounding (checked below on the rounded values).
                np.exp(ua.astype(np.float64)).astype(np.float32)]
    expected["unary"] = [np.array([round_trip(name, v, "result") for v in w],
                                  np.float32) for w in want]

    # Dot and convolution with operands of the type, into the type and into
    # f32: XLA computes them in f32 (the CPU backend's FloatNormalization to
    # f16 for f8e3m4 and f4e2m1fn rounds the result to f16 first; the
    # evaluator, XLA's only computation of f6, accumulates in f32), and the
    # result of the type is the f32 sum rounded (through f16 where XLA
    # does). Values and sizes keep every sum exact in f32.
    da = contraction_values(name, (4, 16), 1)
    db = contraction_values(name, (16, 5), 2)
    cx = contraction_values(name, (1, 2, 4, 5), 3)
    cw = contraction_values(name, (3, 2, 2, 2), 4)
    cout = (1, 3, 5, 6)
    conv = ("window = <size = [2, 2], pad_low = [1, 1], pad_high = [1, 1]>, "
            "dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>")
    funcs.append(f"""
func.func @contraction(%a: {tensor((4, 16), 'f32')}, %b: {tensor((16, 5), 'f32')}, %x: {tensor((1, 2, 4, 5), 'f32')}, %w: {tensor((3, 2, 2, 2), 'f32')}) -> ({tensor((4, 5), 'f32')}, {tensor((4, 5), 'f32')}, {tensor(cout, 'f32')}, {tensor(cout, 'f32')}) {{
  %ta = hlo.convert %a : ({tensor((4, 16), 'f32')}) -> {tensor((4, 16), t)}
  %tb = hlo.convert %b : ({tensor((16, 5), 'f32')}) -> {tensor((16, 5), t)}
  %tx = hlo.convert %x : ({tensor((1, 2, 4, 5), 'f32')}) -> {tensor((1, 2, 4, 5), t)}
  %tw = hlo.convert %w : ({tensor((3, 2, 2, 2), 'f32')}) -> {tensor((3, 2, 2, 2), t)}
  %d = hlo.dot %ta, %tb, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : ({tensor((4, 16), t)}, {tensor((16, 5), t)}) -> {tensor((4, 5), t)}
  %df = hlo.dot %ta, %tb, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : ({tensor((4, 16), t)}, {tensor((16, 5), t)}) -> {tensor((4, 5), 'f32')}
  %c = hlo.convolution %tx, %tw, {conv} : ({tensor((1, 2, 4, 5), t)}, {tensor((3, 2, 2, 2), t)}) -> {tensor(cout, t)}
  %cf = hlo.convolution %tx, %tw, {conv} : ({tensor((1, 2, 4, 5), t)}, {tensor((3, 2, 2, 2), t)}) -> {tensor(cout, 'f32')}
  %fd = hlo.convert %d : ({tensor((4, 5), t)}) -> {tensor((4, 5), 'f32')}
  %fc = hlo.convert %c : ({tensor(cout, t)}) -> {tensor(cout, 'f32')}
  return %fd, %df, %fc, %cf : {tensor((4, 5), 'f32')}, {tensor((4, 5), 'f32')}, {tensor(cout, 'f32')}, {tensor(cout, 'f32')}
}}""")
    inputs["contraction"] = [da, db, cx, cw]
    sums = [exact_dot(da, db), exact_convolution(cx, cw, 1)]
    expected["contraction"] = [
        np.array([round_trip(name, v, "result") for v in sums[0].reshape(-1)],
                 np.float32).reshape(sums[0].shape), sums[0],
        np.array([round_trip(name, v, "result") for v in sums[1].reshape(-1)],
                 np.float32).reshape(sums[1].shape), sums[1]]
    twice["contraction"] = sum(rounded_twice(name, v, "result") for v in sums)

    # Integers: s32 -> type (rounding the integer once) and type -> s32
    # (truncating, saturating, NaN -> 0).
    ints = np.array([0, 1, -1, 2, 3, 5, 7, 13, 31, 100, -100, 1000, 2**24 + 1,
                     2**31 - 1, -2**31], np.int32)
    q = len(ints)
    funcs.append(f"""
func.func @integers(%i: {tensor(q, 'i32')}, %a: {tensor(u, 'f32')}) -> ({tensor(q, 'f32')}, {tensor(u, 'i32')}) {{
  %t = hlo.convert %i : ({tensor(q, 'i32')}) -> {tensor(q, t)}
  %f = hlo.convert %t : ({tensor(q, t)}) -> {tensor(q, 'f32')}
  %ta = hlo.convert %a : ({tensor(u, 'f32')}) -> {tensor(u, t)}
  %s = hlo.convert %ta : ({tensor(u, t)}) -> {tensor(u, 'i32')}
  return %f, %s : {tensor(q, 'f32')}, {tensor(u, 'i32')}
}}""")
    inputs["integers"] = [ints, ua]

    def to_int(v):
        if math.isnan(v):
            return 0
        if v >= 2**31 - 1:
            return 2**31 - 1
        if v <= -2**31:
            return -2**31
        return int(v)
    # Integers are exact in double, and every value here is exact in f32
    # except 2^24 + 1, whose two roundings (to f32, then to the type)
    # cannot differ from one: the types have at most 5 significant bits.
    expected["integers"] = [
        np.array([round_trip(name, int(i), "integer") for i in ints],
                 np.float32),
        np.array([to_int(float(v)) for v in ua], np.int32)]
    return "\n".join(funcs) + "\n", inputs, expected, twice


def same(got, want):
    """Positions where `got` differs from `want` (floats: both NaN, or equal
    with the same sign)."""
    if got.dtype != want.dtype or got.shape != want.shape:
        return [f"{got.dtype}{list(got.shape)} vs {want.dtype}"
                f"{list(want.shape)}"]
    if np.issubdtype(want.dtype, np.floating):
        ok = (np.isnan(got) & np.isnan(want)) | (
            (got == want) & (np.signbit(got) == np.signbit(want)))
    else:
        ok = got == want
    return [int(i) for i in np.flatnonzero(~ok)]


failures = 0
for name in FORMATS:
    text, inputs, expected, twice = program(name)
    directory = os.path.join(OUT, name)
    os.makedirs(directory, exist_ok=True)
    path = os.path.join(directory, "program.mlir")
    with open(path, "w") as f:
        f.write(text)
    for fn, want in expected.items():
        args = []
        for i, array in enumerate(inputs.get(fn, [])):
            arg = os.path.join(directory, f"{fn}_arg{i}.npy")
            np.save(arg, array)
            args.append(f"--arg={arg}")
        for mode in ([], ["--reference-kernels"]):
            out = os.path.join(directory, fn + "".join(mode))
            run = subprocess.run([XHLO_RUN, path, f"--entry={fn}",
                                  f"--out={out}"] + args + mode,
                                 capture_output=True, text=True)
            if run.returncode != 0:
                print(f"{name} {fn}{' '.join(mode)}: xhlo-run failed:\n"
                      f"{run.stderr}")
                failures += 1
                continue
            checked = 0
            for i, w in enumerate(want):
                got = np.load(os.path.join(out, f"result_{i}.npy"))
                bad = same(got, w)
                checked += w.size
                for j in bad[:10]:
                    if isinstance(j, str):
                        print(f"{name} {fn} result {i}: {j}")
                        continue
                    source = [inp.reshape(-1)[j] for inp in inputs.get(fn, [])
                              if inp.size == w.size]
                    print(f"{name} {fn}{' '.join(mode)} result {i} [{j}] "
                          f"(inputs {source}): got {got.reshape(-1)[j]!r}, "
                          f"want {w.reshape(-1)[j]!r}")
                failures += len(bad) > 0
            if not mode:
                note = (f", {twice[fn]} of them rounded twice (through f16)"
                        if twice.get(fn) else "")
                print(f"{name} {fn}: {checked} values{note}")
sys.exit(1 if failures else 0)
