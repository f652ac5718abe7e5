#!/usr/bin/env python3
# The six 8-bit floats of the hlo dialect (f8e5m2, f8e4m3, f8e4m3fn,
# f8e4m3fnuz, f8e5m2fnuz, f8e4m3b11fnuz) in the interpreter, checked bit for
# bit against a reference written here from each format's definition and
# XLA's CPU backend's rules (xla/service/elemental_ir_emitter.cc,
# float8_fnuz_ir_emitter.cc, cpu_compiler.cc), not from the code under test:
#
#   decode     a 256-entry table per format from (exponent bits, mantissa
#              bits, bias, kind): IEEE (inf and NaNs at the all-ones
#              exponent), FN (no inf, NaN = all ones), FNUZ (no inf, no -0,
#              NaN = 0x80). NaNs widen as XLA widens them through f16: IEEE
#              keep sign and payload (quieted), FN the sign, FNUZ none.
#   encode     nearest value by brute force over the table, ties to the even
#              code, with one virtual code past the largest finite value:
#              rounding to it overflows (IEEE: inf, FN/FNUZ: NaN); FNUZ has
#              no -0. NaN: IEEE keeps the sign (and, with f16's 5 exponent
#              bits, the top of the payload), FN the sign, FNUZ 0x80.
#   via f16    XLA rounds some sources to f16 first (numpy's float16 here):
#              f8e5m2, f8e4m3fn, f8e4m3b11fnuz from f32/f64/bf16, f8e4m3
#              from bf16, every format from integers, and every op's result
#              (FloatNormalization computes f8 ops in f16).
#
# One program per format (HLO text, every f8 value reaching it as u8 through
# bitcast-convert and leaving the same way), run by xhlo-run --out, then with
# --reference-kernels. Checked: decode of all 256 patterns to f32, f64, bf16,
# f16 and s32/u8; f32 -> f8 on every f16 value and its f32 neighbours (the
# double-rounding cases), f64 -> f8 on midpoints and their f64 neighbours,
# f16 and bf16 -> f8 on all 65536 patterns, s32/u8/s64 -> f8, f8 -> every
# other f8 format on all patterns, add/multiply/divide/maximum/compare LT on
# all 65536 pairs, exponential and sqrt on all patterns, dot and convolution
# with f8 operands and f32 and f8 results. Computed NaNs (op results) may be
# any NaN pattern of the type; everything else must match bit for bit.
#
# Usage: f8_numerics.py OUTDIR XHLO_RUN
# Prints one line per format and check with the number of values; exits 1
# naming the first differences.

import os
import subprocess
import sys

import numpy as np

OUT, XHLO_RUN = sys.argv[1], sys.argv[2]
np.seterr(all="ignore")
os.makedirs(OUT, exist_ok=True)

# name: (exponent bits, mantissa bits, bias, kind, XLA's sources via f16)
WIDE, BF16, INTS = "wide", "bf16", "ints"
FORMATS = {
    "f8e5m2": (5, 2, 15, "ieee", {WIDE, BF16, INTS}),
    "f8e4m3": (4, 3, 7, "ieee", {BF16, INTS}),
    "f8e4m3fn": (4, 3, 7, "fn", {WIDE, BF16, INTS}),
    "f8e4m3fnuz": (4, 3, 8, "fnuz", {INTS}),
    "f8e5m2fnuz": (5, 2, 16, "fnuz", {INTS}),
    "f8e4m3b11fnuz": (4, 3, 11, "fnuz", {WIDE, BF16, INTS}),
}


def magnitude(name, code):
    """The value of a 7-bit magnitude code (no sign): float64 (exact), or
    inf/NaN."""
    e, m, bias, kind, _ = FORMATS[name]
    exponent, mantissa = code >> m, code & ((1 << m) - 1)
    if kind == "ieee" and exponent == (1 << e) - 1:
        return np.inf if mantissa == 0 else np.nan
    if kind == "fn" and exponent == (1 << e) - 1 and mantissa == (1 << m) - 1:
        return np.nan
    if exponent == 0:
        return np.ldexp(float(mantissa), 1 - bias - m)
    return np.ldexp(float(mantissa + (1 << m)), exponent - bias - m)


def decode_table(name):
    """f32 bit patterns of the 256 codes, as XLA widens them."""
    e, m, bias, kind, _ = FORMATS[name]
    out = np.zeros(256, np.uint32)
    for code in range(256):
        sign = code >> 7
        v = magnitude(name, code & 0x7F)
        if kind == "fnuz" and code == 0x80:
            out[code] = 0x7FC00000
        elif np.isnan(v):
            payload = (code & ((1 << m) - 1)) << (23 - m) if kind == "ieee" else 0
            out[code] = (sign << 31) | 0x7FC00000 | payload
        else:
            f = np.float32(-v if sign else v)
            out[code] = f.view(np.uint32)
    return out


def magnitudes(name):
    """Finite magnitudes by code, plus the virtual code past the largest."""
    e, m, bias, kind, _ = FORMATS[name]
    vals = [magnitude(name, c) for c in range(128)]
    finite = [c for c in range(128) if np.isfinite(vals[c])]
    top = max(finite)
    step = np.ldexp(1.0, max(top >> m, 1) - bias - m)
    return [vals[c] for c in range(top + 1)] + [vals[top] + step]


def nan_code(name, negative, payload_bits=0):
    e, m, bias, kind, _ = FORMATS[name]
    if kind == "fnuz":
        return 0x80
    sign = 0x80 if negative else 0
    if kind == "fn":
        return sign | 0x7F
    code = sign | (((1 << e) - 1) << m) | (1 << (m - 1))
    if e == 5:
        code |= payload_bits
    return code


def encode_all(name, xs):
    """Rounds float64 values `xs` once to the format: the nearest of the
    table's finite magnitudes and the virtual one past them by brute force
    (every distance computed), ties to the even code."""
    e, m, bias, kind, _ = FORMATS[name]
    xs = np.asarray(xs, np.float64)
    mags = np.array(magnitudes(name))
    over = len(mags) - 1
    a = np.abs(xs)
    finite = np.isfinite(a) & (a <= 2 * mags[-1])
    dist = np.abs(np.where(finite, a, 0)[:, None] - mags[None, :])
    # ties: the even code (odd codes get the larger key)
    best = np.argmin(dist + 0.0, axis=1)
    dmin = dist[np.arange(len(xs)), best]
    tie_even = np.argmax((dist == dmin[:, None]) &
                         (np.arange(len(mags))[None, :] % 2 == 0), axis=1)
    has_even = ((dist == dmin[:, None]) &
                (np.arange(len(mags))[None, :] % 2 == 0)).any(axis=1)
    code = np.where(has_even, tie_even, best)
    code = np.where(finite, code, over)
    negative = np.signbit(xs)
    sign = np.where(negative, 0x80, 0)
    out = (sign | code).astype(np.int64)
    if kind == "ieee":
        overflow = sign | (((1 << e) - 1) << m)
    else:
        overflow = np.array([nan_code(name, n) for n in negative])
    out = np.where(code == over, overflow, out)
    if kind == "fnuz":
        out = np.where(code == 0, 0, out)
    bits = xs.view(np.uint64)
    payload = ((bits >> np.uint64(52 - m)) & np.uint64((1 << m) - 1)).astype(np.int64)
    nans = np.array([nan_code(name, n, p) for n, p in zip(negative, payload)])
    out = np.where(np.isnan(xs), nans, out)
    return out.astype(np.uint8)


def via_half(xs):
    """numpy's float16 rounding (nearest even, from float64 once)."""
    with np.errstate(over="ignore"):
        return np.asarray(xs, np.float64).astype(np.float16).astype(np.float64)


def convert(name, xs, source):
    """XLA's convert of values `xs` of a `source` kind to the format (an
    op's "result": XLA computes the ops of every f8 format in f16)."""
    if source == "result" or source in FORMATS[name][4]:
        xs = via_half(xs)
    return encode_all(name, xs)


def f32(bits):
    return np.asarray(bits, np.uint32).view(np.float32)


# ---------------------------------------------------------------- inputs


def f32_sample():
    """Every f16 value as f32 and its two f32 neighbours (f16 midpoints of
    the f8 grids included: the ties after rounding to f16), every f8
    midpoint +- 1 f32 ulp, specials."""
    h = np.arange(65536, dtype=np.uint16).view(np.float16).astype(np.float32)
    h = h[np.isfinite(h)]
    up = np.nextafter(h, np.float32(np.inf))
    down = np.nextafter(h, np.float32(-np.inf))
    specials = np.array([0.0, -0.0, np.inf, -np.inf, 1e30, -1e30, 3e38,
                         1e-30, -1e-30, 1e-40, -1e-40], np.float32)
    nans = f32([0x7FC00000, 0xFFC00000, 0x7FE00000, 0xFFA00000, 0x7F800001,
                0x7FD00000])
    return np.concatenate([h, up, down, specials, nans]).astype(np.float32)


def f64_sample():
    """Midpoints between neighbouring f8 values of every format (and past
    the largest), +- the smallest f64 steps, and f32's neighbours."""
    mids = set()
    for name in FORMATS:
        mags = magnitudes(name)
        for a, b in zip(mags, mags[1:]):
            mids.add((a + b) / 2)
    mids = np.array(sorted(mids), np.float64)
    xs = [mids, np.nextafter(mids, np.inf), np.nextafter(mids, -np.inf),
          mids * (1 + 2.0 ** -20), mids * (1 - 2.0 ** -20),
          mids * (1 + 2.0 ** -13), mids * (1 - 2.0 ** -13)]
    xs = np.concatenate(xs)
    return np.concatenate([xs, -xs, [0.0, -0.0, np.inf, -np.inf, np.nan]])


INT_SAMPLE = np.concatenate([
    np.arange(-70000, 70000, 7), np.arange(-600, 600),
    [2049, 2305, 2306, 2559, 2561, 61439, 61440, 61441, 65519, 65520,
     -61440, -61441, 2**31 - 1, -2**31]]).astype(np.int32)
S64_SAMPLE = np.array([0, 1, -1, 2**62, -2**63, 2**63 - 1, 57344, 61440,
                       61441], np.int64)


def f16_patterns():
    return np.arange(65536, dtype=np.uint16)


# ------------------------------------------------------------- programs

PAIRS = 65536
BINARY = ["add", "multiply", "divide", "maximum"]


def program(name):
    """(HLO text, inputs, [(label, check(got))])"""
    t = name
    n32, n64 = len(F32_SAMPLE), len(F64_SAMPLE)
    ni, n64i = len(INT_SAMPLE), len(S64_SAMPLE)
    lines = [
        f"HloModule {name}_numerics", "",
        "ENTRY main {",
        "  codes = u8[256] parameter(0)",
        "  a_bits = u8[65536] parameter(1)",
        "  b_bits = u8[65536] parameter(2)",
        f"  x32 = f32[{n32}] parameter(3)",
        f"  x64 = f64[{n64}] parameter(4)",
        "  h16 = u16[65536] parameter(5)",
        f"  i32 = s32[{ni}] parameter(6)",
        f"  i64 = s64[{n64i}] parameter(7)",
        "  u8s = u8[256] parameter(8)",
        f"  v = {t}[256] bitcast-convert(codes)",
        "  dec32 = f32[256] convert(v)",
        "  r0 = u32[256] bitcast-convert(dec32)",
        "  dec64 = f64[256] convert(v)",
        "  r1 = u64[256] bitcast-convert(dec64)",
        "  dec16 = f16[256] convert(v)",
        "  r2 = u16[256] bitcast-convert(dec16)",
        "  decbf = bf16[256] convert(v)",
        "  r3 = u16[256] bitcast-convert(decbf)",
        "  r4 = s32[256] convert(v)",
        "  r5 = u8[256] convert(v)",
        f"  e32 = {t}[{n32}] convert(x32)",
        f"  r6 = u8[{n32}] bitcast-convert(e32)",
        f"  e64 = {t}[{n64}] convert(x64)",
        f"  r7 = u8[{n64}] bitcast-convert(e64)",
        "  hf = f16[65536] bitcast-convert(h16)",
        f"  e16 = {t}[65536] convert(hf)",
        "  r8 = u8[65536] bitcast-convert(e16)",
        "  hb = bf16[65536] bitcast-convert(h16)",
        f"  ebf = {t}[65536] convert(hb)",
        "  r9 = u8[65536] bitcast-convert(ebf)",
        f"  ei = {t}[{ni}] convert(i32)",
        f"  r10 = u8[{ni}] bitcast-convert(ei)",
        f"  ei64 = {t}[{n64i}] convert(i64)",
        f"  r11 = u8[{n64i}] bitcast-convert(ei64)",
        f"  eu8 = {t}[256] convert(u8s)",
        "  r12 = u8[256] bitcast-convert(eu8)",
        f"  a = {t}[65536] bitcast-convert(a_bits)",
        f"  b = {t}[65536] bitcast-convert(b_bits)",
    ]
    results = [f"r{i}" for i in range(13)]
    k = 13
    for op in BINARY:
        lines.append(f"  {op}_v = {t}[65536] {op}(a, b)")
        lines.append(f"  r{k} = u8[65536] bitcast-convert({op}_v)")
        results.append(f"r{k}")
        k += 1
    lines.append("  r_lt = pred[65536] compare(a, b), direction=LT")
    results.append("r_lt")
    for op in ["exponential", "sqrt", "negate"]:
        lines.append(f"  {op}_v = {t}[256] {op}(v)")
        lines.append(f"  r{k} = u8[256] bitcast-convert({op}_v)")
        results.append(f"r{k}")
        k += 1
    lines.append(f"  rp = {t}[256] reduce-precision(v), exponent_bits=3, "
                 "mantissa_bits=1")
    lines.append("  r_rp = u8[256] bitcast-convert(rp)")
    results.append("r_rp")
    lines.append(f"  tk = ({t}[256], s32[256]) topk(v), k=256, largest=true")
    lines.append("  r_topk = s32[256] get-tuple-element(tk), index=1")
    results.append("r_topk")
    others = [o for o in FORMATS if o != name]
    for other in others:
        lines.append(f"  to_{other} = {other}[256] convert(v)")
        lines.append(f"  r{k} = u8[256] bitcast-convert(to_{other})")
        results.append(f"r{k}")
        k += 1
    # dot and convolution: 16x16 f8 matrices from the first codes of a and b
    lines += [
        "  sa = u8[256] slice(a_bits), slice={[0:256]}",
        "  sb = u8[256] slice(b_bits), slice={[0:256]}",
        "  ma = u8[16,16] reshape(sa)",
        "  mb = u8[16,16] reshape(sb)",
        f"  fa = {t}[16,16] bitcast-convert(ma)",
        f"  fb = {t}[16,16] bitcast-convert(mb)",
        "  dot32 = f32[16,16] dot(fa, fb), lhs_contracting_dims={1}, "
        "rhs_contracting_dims={0}",
        "  r_dot32 = u32[16,16] bitcast-convert(dot32)",
        f"  dot8 = {t}[16,16] dot(fa, fb), lhs_contracting_dims={{1}}, "
        "rhs_contracting_dims={0}",
        "  r_dot8 = u8[16,16] bitcast-convert(dot8)",
        f"  ca = {t}[1,16,16,1] reshape(fa)",
        f"  k33 = {t}[3,3] slice(fa), slice={{[0:3], [0:3]}}",
        f"  cb = {t}[3,3,1,1] reshape(k33)",
        "  conv32 = f32[1,14,14,1] convolution(ca, cb), window={size=3x3}, "
        "dim_labels=b01f_01io->b01f",
        "  r_conv32 = u32[1,14,14,1] bitcast-convert(conv32)",
        f"  conv8 = {t}[1,14,14,1] convolution(ca, cb), window={{size=3x3}}, "
        "dim_labels=b01f_01io->b01f",
        "  r_conv8 = u8[1,14,14,1] bitcast-convert(conv8)",
    ]
    results += ["r_dot32", "r_dot8", "r_conv32", "r_conv8"]
    lines.append(f"  ROOT out = ({', '.join('_' for _ in results)}) "
                 f"tuple({', '.join(results)})")
    lines.append("}")
    # tuple shape: let the parser infer? spell it out below
    return lines, results, others


def shape_of(line):
    return line.split("=", 1)[1].strip().split(" ", 1)[0]


def build(name):
    lines, results, others = program(name)
    shapes = {}
    for ln in lines:
        s = ln.strip()
        if " = " in s and not s.startswith("ROOT") and not s.startswith("HloModule"):
            shapes[s.split(" = ")[0]] = shape_of(s)
    root = f"  ROOT out = ({', '.join(shapes[r] for r in results)}) tuple({', '.join(results)})"
    lines[-2] = root
    return "\n".join(lines) + "\n", results, others


# ------------------------------------------------------------ expectations

F32_SAMPLE = f32_sample()
F64_SAMPLE = f64_sample()
CODES = np.arange(256, dtype=np.uint8)
A_BITS = np.repeat(np.arange(256, dtype=np.uint8), 256)
B_BITS = np.tile(np.arange(256, dtype=np.uint8), 256)


def reduce_precision_f16(xs, exponent_bits, mantissa_bits):
    """XLA's ReducePrecision of the f16 values `xs` (its CPU backend reduces
    8-bit floats as f16): the mantissa rounded to nearest even at a fixed
    position (f16 subnormals at f16's smallest exponent), then exponents
    past the reduced range overflow to inf or flush to signed zero (f16
    subnormals included); NaN stays NaN."""
    bias = (1 << (exponent_bits - 1)) - 1
    out = []
    for x in xs:
        if not np.isfinite(x) or x == 0:
            out.append(x)
            continue
        e = max(int(np.floor(np.log2(abs(x)))), -14)
        q = 2.0 ** (e - mantissa_bits)
        r = float(np.round(x / q)) * q  # numpy rounds halves to even
        re = int(np.floor(np.log2(abs(r)))) if r != 0 else -99
        if exponent_bits < 5 and re > bias:
            r = np.copysign(np.inf, x)
        elif exponent_bits < 5 and (re <= -bias or abs(r) < 2.0 ** -14):
            r = np.copysign(0.0, x)
        out.append(r)
    return np.array(out, np.float64)


def f32_to_int(xs, lo, hi):
    out = []
    for x in xs:
        if np.isnan(x):
            out.append(0)
        elif x <= lo:
            out.append(lo)
        elif x >= hi:
            out.append(hi)
        else:
            out.append(int(x))
    return np.array(out)


def expectations(name, others, a_bits, b_bits):
    """{result: (label, expected values, whether NaNs were computed)}"""
    table = decode_table(name)
    vals = f32(table)
    v64 = vals.astype(np.float64)
    exp = {}
    exp["r0"] = ("decode f32", table, False)
    # f64 and f16: the f32 widened or narrowed exactly (NaNs keep sign and
    # payload); bf16 the top half of the f32 (exact, NaNs quiet)
    exp["r1"] = ("decode f64", v64.view(np.uint64), False)
    exp["r2"] = ("decode f16", vals.astype(np.float16).view(np.uint16), False)
    exp["r3"] = ("decode bf16", ((table >> 16) | np.where(
        np.isnan(vals), 0x40, 0)).astype(np.uint16), False)
    exp["r4"] = ("to s32", f32_to_int(vals, -2**31, 2**31 - 1).astype(np.int32),
                 False)
    exp["r5"] = ("to u8", f32_to_int(vals, 0, 255).astype(np.uint8), False)
    exp["r6"] = ("from f32", convert(name, F32_SAMPLE.astype(np.float64), WIDE),
                 False)
    exp["r7"] = ("from f64", convert(name, F64_SAMPLE, WIDE), False)
    h = f16_patterns().view(np.float16).astype(np.float64)
    exp["r8"] = ("from f16", convert(name, h, "f16"), False)
    b = (f16_patterns().astype(np.uint32) << 16).view(np.float32)
    exp["r9"] = ("from bf16", convert(name, b.astype(np.float64), BF16), False)
    exp["r10"] = ("from s32", convert(name, INT_SAMPLE.astype(np.float64), INTS),
                  False)
    exp["r11"] = ("from s64", convert(name, S64_SAMPLE.astype(np.float64), INTS),
                  False)
    exp["r12"] = ("from u8", convert(name, np.arange(256.0), INTS), False)
    # ops: computed in f32, rounded to f16, then to the format
    va, vb = vals[a_bits], vals[b_bits]
    with np.errstate(all="ignore"):
        computed = {
            "add": va + vb, "multiply": va * vb, "divide": va / vb,
            # IEEE 754-2019 maximum (XLA's CPU llvm.maximum): -0 < +0.
            "maximum": np.where(np.isnan(va) | np.isnan(vb), np.nan,
                                np.where((va < vb) | ((va == vb) &
                                                      np.signbit(va)),
                                         vb, va)),
            "exponential": np.exp(v64).astype(np.float32),
            "sqrt": np.sqrt(vals),
        }
        exp["r_lt"] = ("compare LT", (va < vb).astype(np.uint8), False)
    k = 13
    for op in BINARY + ["exponential", "sqrt"]:
        exp[f"r{k}"] = (op, convert(name, computed[op].astype(np.float64),
                                    "result"), True)
        k += 1
    # negate flips the f16's sign and rounds back, so a NaN comes back
    # quieted (0x7d -> 0xff in f8e5m2; f8e4m3 drops the payload) and FNUZ's
    # 0 and NaN stay
    with np.errstate(invalid="ignore"):
        exp[f"r{k}"] = ("negate", convert(name, (-vals).astype(np.float64),
                                          "result"), False)
    k += 1
    for other in others:
        exp[f"r{k}"] = (f"to {other}", convert(other, v64, "f16"), False)
        k += 1
    # topk: by value widened to f32 in the total order (a FNUZ NaN is +NaN,
    # the largest), equal keys in index order
    key = table.view(np.int32).astype(np.int64)
    key = np.where(key < 0, key ^ 0x7FFFFFFF, key)
    exp["r_topk"] = ("topk", np.argsort(-key, kind="stable").astype(np.int32),
                     False)
    exp["r_rp"] = ("reduce-precision e3m1", convert(
        name, reduce_precision_f16(v64, 3, 1), "f16"), True)
    # dot and convolution (operands() picks values whose sums are exact in
    # f32, where XLA accumulates), then rounded to the result type
    fa = vals[a_bits[:256]].reshape(16, 16).astype(np.float64)
    fb = vals[b_bits[:256]].reshape(16, 16).astype(np.float64)
    d = (fa @ fb).astype(np.float32)
    conv = np.zeros((14, 14), np.float64)
    for i in range(14):
        for j in range(14):
            conv[i, j] = (fa[i:i + 3, j:j + 3] * fa[:3, :3]).sum()
    conv = conv.astype(np.float32)
    exp["r_dot32"] = ("dot -> f32", d.view(np.uint32), False)
    exp["r_dot8"] = ("dot -> f8", convert(name, d.astype(np.float64).ravel(),
                                          "result"), True)
    exp["r_conv32"] = ("convolution -> f32", conv.view(np.uint32), False)
    exp["r_conv8"] = ("convolution -> f8", convert(
        name, conv.astype(np.float64).ravel(), "result"), True)
    return exp


def operands(name):
    """The dot/convolution operand codes: finite values only, so the f32
    sums are exact-ish and the orders of summation agree."""
    table = f32(decode_table(name))
    # |v| in [1/16, 4] or 0: every sum of 16 products is exact in f32
    a = np.abs(table)
    finite = np.where(np.isfinite(a) & (a <= 4) & ((a >= 1 / 16) | (a == 0))
                      )[0].astype(np.uint8)
    r = np.random.default_rng(sum(map(ord, name)))
    return r.choice(finite, 256), r.choice(finite, 256)


failures = 0


def check(name, label, got, want, computed=False):
    global failures
    got = np.asarray(got).ravel()
    want = np.asarray(want).ravel()
    if got.shape != want.shape:
        print(f"{name} {label}: {got.size} values, expected {want.size}")
        failures += 1
        return
    bad = got != want
    if computed:
        nan_codes = np.isnan(f32(decode_table(name.split()[0])))
        bad &= ~(nan_codes[want] & nan_codes[got])
    if bad.any():
        idx = np.where(bad)[0]
        print(f"{name} {label}: {len(idx)} of {want.size} differ, first at "
              f"{list(idx[:6])}: got {[hex(int(x)) for x in got[idx[:6]]]} "
              f"expected {[hex(int(x)) for x in want[idx[:6]]]}")
        failures += 1


for name in FORMATS:
    text, results, others = build(name)
    path = os.path.join(OUT, f"{name}.hlo")
    with open(path, "w") as f:
        f.write(text)
    ua, ub = operands(name)
    a_bits, b_bits = A_BITS.copy(), B_BITS.copy()
    a_bits[:256] = ua
    b_bits[:256] = ub
    inputs = [CODES, a_bits, b_bits, F32_SAMPLE, F64_SAMPLE,
              f16_patterns(), INT_SAMPLE, S64_SAMPLE, CODES]
    args = []
    for i, arr in enumerate(inputs):
        p = os.path.join(OUT, f"{name}_arg{i}.npy")
        np.save(p, arr)
        args.append(f"--arg={p}")
    exp = expectations(name, others, a_bits, b_bits)
    for mode in ([], ["--reference-kernels"]):
        out = os.path.join(OUT, name + ("_ref" if mode else ""))
        os.makedirs(out, exist_ok=True)
        run = subprocess.run([XHLO_RUN, path, f"--out={out}"] + args + mode,
                             capture_output=True, text=True)
        if run.returncode != 0:
            print(f"{name}{' '.join(mode)}: xhlo-run failed:\n{run.stderr}")
            failures += 1
            continue
        counts = {}
        for i, r in enumerate(results):
            got = np.load(os.path.join(out, f"result_{i}.npy"))
            label, want, computed = exp[r]
            check(name + " " + " ".join(mode), label, got, want, computed)
            counts[label] = np.asarray(want).size
        if not mode:
            total = sum(counts.values())
            print(f"{name}: {len(counts)} checks, {total} values")

sys.exit(1 if failures else 0)
