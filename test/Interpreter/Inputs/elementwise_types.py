#!/usr/bin/env python3
# Inputs and expected results of elementwise-types.mlir, computed with numpy
# and plain Python integers (the oracle), following XLA's semantics as its
# HloEvaluator implements them (xla/hlo/evaluator/hlo_evaluator_typed_visitor.h):
# integers wrap; x / 0 is -1 (signed) or all ones (unsigned), x % 0 is x,
# INT_MIN / -1 is INT_MIN and INT_MIN % -1 is 0; shifts by at least the bit
# width (the amount read as unsigned) give 0, or the sign for arithmetic
# right shifts; 1^y = x^0 = 1 and x^-n = 0 for integers; max/min propagate
# NaN; f16 and bf16 compute in f32 and round once to nearest even; float to
# integer converts truncate and saturate, NaN becomes 0.
#
# Usage: elementwise_types.py OUTDIR
# Writes OUTDIR/<function>/<input>.npy and OUTDIR/<function>/<i>.npy, the
# expected result i of the function of that name in elementwise-types.mlir.

import math
import os
import sys

import numpy as np

from npy_cases import Saver, bf16_round  # noqa: E402

# The integer remainder and power rules: the conformance suite's oracle.
sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)),
                             "..", "conformance", "Inputs"))
from elementwise import int_power, int_rem  # noqa: E402

OUT = sys.argv[1]
save = Saver(OUT).save
save_results = Saver(OUT).save_results
np.seterr(all="ignore")


# ---------------------------------------------------------------------------
# Integers
# ---------------------------------------------------------------------------

INT_TYPES = {
    "s8": (np.int8, 8, True),
    "s16": (np.int16, 16, True),
    "s32": (np.int32, 32, True),
    "s64": (np.int64, 64, True),
    "u8": (np.uint8, 8, False),
    "u16": (np.uint16, 16, False),
    "u32": (np.uint32, 32, False),
    "u64": (np.uint64, 64, False),
}


def int_range(bits, signed):
    if signed:
        return -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    return 0, (1 << bits) - 1


def wrap(v, bits, signed):
    v &= (1 << bits) - 1
    if signed and v >= 1 << (bits - 1):
        v -= 1 << bits
    return v


def tdiv(x, y):
    """Integer division truncating towards zero (C++)."""
    q = abs(x) // abs(y)
    return q if (x >= 0) == (y > 0) else -q


N_INT = 48


def int_case(name):
    dt, bits, signed = INT_TYPES[name]
    lo, hi = int_range(bits, signed)
    rng = np.random.default_rng(100 + bits + 7 * signed)

    def rand(a, b):
        return int(rng.integers(a, b, endpoint=True, dtype=np.int64 if signed
                                else np.uint64))

    if signed:
        pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (5, 0), (-5, 0), (0, 0),
                 (lo, -1), (lo, 1), (hi, -1), (lo, 0), (hi, hi), (lo, lo),
                 (hi, 1), (1, hi), (lo, hi), (-1, -1), (-1, lo),
                 # power: 1^y = x^0 = 1, negative exponents, wrap-around
                 (2, 0), (2, 1), (2, bits - 1), (2, bits), (3, 5), (-2, 3),
                 (-3, 4), (1, -5), (-1, -1), (-1, -2), (2, -1), (0, -1),
                 (-1, 7), (3, hi), (hi, 0), (lo, 2)]
    else:
        pairs = [(7, 2), (5, 0), (0, 0), (hi, 1), (hi, hi), (1, hi), (hi, 2),
                 (hi // 2 + 1, 2), (hi, hi - 1), (6, 3), (0, 5),
                 (2, 0), (2, 1), (2, bits - 1), (2, bits), (3, 5), (hi, 3),
                 (3, hi), (hi, 0), (0, hi)]
    while len(pairs) < N_INT:
        if len(pairs) % 3 == 0:
            small_lo = -100 if signed else 0
            pairs.append((rand(small_lo, 100), rand(small_lo, 100)))
        else:
            pairs.append((rand(lo, hi), rand(lo, hi)))
    a = [p[0] for p in pairs]
    b = [p[1] for p in pairs]
    # Shift amounts, read as unsigned by XLA: in range, at and past the width,
    # and negative ones (huge as unsigned).
    s = [0, 1, 2, bits - 1, bits, bits + 1, 2 * bits, hi]
    s += [-1, lo, -bits] if signed else [hi - 1, 1 << (bits - 1)]
    while len(s) < N_INT:
        s.append(rand(0, bits - 1) if len(s) % 4 else rand(lo, hi))
    p = list(rng.integers(0, 2, N_INT).astype(bool))
    clo = [rand(lo, hi) for _ in range(N_INT)]
    chi = [rand(lo, hi) for _ in range(N_INT)]
    slo, shi = (-10, 20) if signed else (5, 100)

    W = lambda v: wrap(v, bits, signed)  # noqa: E731

    def div(x, y):
        if y == 0:
            return -1 if signed else hi
        if signed and x == lo and y == -1:
            return lo
        return tdiv(x, y)

    def rem(x, y):
        return int_rem(x, y, lo)

    def power(x, y):
        return int_power(x, y, bits, W)

    def amount(v):
        return v % (1 << bits)

    def shl(x, v):
        return 0 if amount(v) >= bits else W(x << amount(v))

    def sra(x, v):
        xs = wrap(x, bits, True)
        if amount(v) >= bits:
            return W(-1 if xs < 0 else 0)
        return W(xs >> amount(v))

    def srl(x, v):
        xu = x % (1 << bits)
        return 0 if amount(v) >= bits else W(xu >> amount(v))

    binary = [
        lambda x, y: W(x + y),
        lambda x, y: W(x - y),
        lambda x, y: W(x * y),
        div,
        rem,
        power,
        max,
        min,
        lambda x, y: W(x & y),
        lambda x, y: W(x | y),
        lambda x, y: W(x ^ y),
    ]
    results = [[f(x, y) for x, y in zip(a, b)] for f in binary]
    results += [[f(x, v) for x, v in zip(a, s)] for f in (shl, sra, srl)]
    results.append([W((x * y) >> bits) for x, y in zip(a, b)])  # mulhi
    results.append([W(~x) for x in a])  # not
    results.append([bin(x % (1 << bits)).count("1") for x in a])  # popcnt
    results.append([bits - (x % (1 << bits)).bit_length() for x in a])  # clz
    results.append([W(-x) for x in a])  # negate
    cmps = [lambda x, y: x == y, lambda x, y: x != y, lambda x, y: x < y,
            lambda x, y: x <= y, lambda x, y: x > y, lambda x, y: x >= y]
    cmp_results = [[f(x, y) for x, y in zip(a, b)] for f in cmps]
    results.append([x if q else y for q, x, y in zip(p, a, b)])  # select
    results.append([min(max(x, l), h) for x, l, h in zip(a, clo, chi)])
    results.append([min(max(x, slo), shi) for x in a])
    if signed:
        results.append([W(abs(x)) for x in a])  # abs
        results.append([(x > 0) - (x < 0) for x in a])  # sign
    fn = "int_" + name
    for key, values in (("a", a), ("b", b), ("s", s), ("lo", clo),
                        ("hi", chi)):
        save(fn, key, np.array(values, dt))
    save(fn, "p", np.array(p, bool))
    save(fn, "slo", np.array(slo, dt))
    save(fn, "shi", np.array(shi, dt))
    arrays = [np.array(r, dt) for r in results]
    # Order in the function: 15 binary, 4 unary, 6 compares, select, 2
    # clamps, then abs and sign for signed types.
    ordered = arrays[:19] + [np.array(c, bool) for c in cmp_results] + \
        arrays[19:]
    save_results(fn, ordered)


# ---------------------------------------------------------------------------
# pred
# ---------------------------------------------------------------------------


def pred_case():
    a = np.array([False, False, True, True] * 2)
    b = np.array([False, True, False, True] * 2)
    p = np.array([True, False] * 4)
    lo = np.array([False] * 4 + [True] * 4)
    hi = np.array([True, True, False, True, True, False, True, True])
    results = [a | b, a & b, a | b, a & b, a & b, a | b, a ^ b, ~a,
               a == b, a != b, a < b, a <= b, a > b, a >= b,
               np.where(p, a, b), np.minimum(np.maximum(a, lo), hi)]
    for key, v in (("a", a), ("b", b), ("p", p), ("lo", lo), ("hi", hi)):
        save("pred_ops", key, v)
    save_results("pred_ops", results)


# ---------------------------------------------------------------------------
# Floating point
# ---------------------------------------------------------------------------

FLOAT_TYPES = {"f16": np.float16, "bf16": None, "f32": np.float32,
               "f64": np.float64}
NAN = float("nan")
INF = float("inf")
N_FLOAT = 48


def neg_nan(dtype):
    """A negative quiet NaN of the type (bf16 carried as f32)."""
    if dtype is np.float16:
        return np.array(0xFE00, np.uint16).view(np.float16)
    if dtype is np.float64:
        return np.array(0xFFF8000000000000, np.uint64).view(np.float64)
    return np.array(0xFFC00000, np.uint32).view(np.float32)


def to_type(name, values):
    """Rounds f64 values to the type (bf16 as f32)."""
    if name == "bf16":
        return bf16_round(np.array(values, np.float64).astype(np.float32))
    return np.array(values, np.float64).astype(FLOAT_TYPES[name])


def in_type(name, f):
    """Computes f in the type's computation type and rounds once (f16 and
    bf16 compute in f32, as XLA's evaluator does)."""
    def run(*args):
        if name in ("f16", "bf16"):
            r = f(*[np.asarray(x).astype(np.float32) for x in args])
            if r.dtype == bool:
                return r
            return r.astype(np.float16) if name == "f16" else bf16_round(r)
        return f(*args)
    return run


def total_order_key(name, x):
    """XLA's total order: -NaN < -inf < ... < -0 < +0 < ... < inf < NaN."""
    if name == "f16":
        bits = x.view(np.int16).astype(np.int64)
        return np.where(bits < 0, bits ^ 0x7FFF, bits)
    if name == "f64":
        bits = x.view(np.int64)
        return np.where(bits < 0, bits ^ 0x7FFFFFFFFFFFFFFF, bits)
    bits = x.astype(np.float32).view(np.int32).astype(np.int64)
    return np.where(bits < 0, bits ^ 0x7FFFFFFF, bits)


def round_afz(x):
    r = np.trunc(x)
    # std::round keeps the sign of a zero result (-0.3 -> -0).
    return np.copysign(
        r + np.where(np.abs(x - r) >= 0.5, np.sign(x), 0).astype(x.dtype), x)


def nan_operand(f):
    """f, except that a NaN operand's NaN is the result (the first one's if
    both are NaN), as XLA's evaluator computes lhs op rhs on the host."""
    def run(x, y):
        return np.where(np.isnan(x), x, np.where(np.isnan(y), y, f(x, y)))
    return run


def xla_max(x, y):
    """IEEE 754-2019 maximum, as XLA's CPU backend (llvm.maximum) and the
    StableHLO spec: a NaN operand (the first if both), else the larger, with
    -0 < +0 (max(-0, 0) = max(0, -0) = 0)."""
    return nan_operand(lambda a, b: np.where(
        (a < b) | ((a == b) & np.signbit(a)), b, a))(x, y)


def xla_min(x, y):
    """As xla_max: the smaller, -0 < +0 (min(0, -0) = min(-0, 0) = -0)."""
    return nan_operand(lambda a, b: np.where(
        (b < a) | ((a == b) & np.signbit(b)), b, a))(x, y)


def float_exact_case(name):
    rng = np.random.default_rng(200 + len(name) + ord(name[-1]))
    pairs = [(0.0, -0.0), (-0.0, 0.0), (1.0, 0.0), (-1.0, 0.0), (0.0, 0.0),
             (0.5, 2.0), (-0.5, 3.0), (1.5, -1.5), (-1.5, 1.5), (2.5, 2.5),
             (-2.5, -2.0), (3.5, 0.25), (NAN, 1.0), (1.0, NAN), (NAN, NAN),
             (INF, -INF), (-INF, INF), (INF, INF), (INF, 2.0), (5.5, 2.0),
             (-5.5, 2.0), (5.5, -2.0), (7.0, INF), (100.25, 3.0),
             (-100.75, 7.5), (1e-3, 1e-3), (2.0 ** -20, 3.0), (-4.0, 2.0),
             (0.49999997, 1.0), (-0.75, -0.0)]
    while len(pairs) < N_FLOAT:
        pairs.append((rng.uniform(-10, 10), rng.uniform(-10, 10)))
    x = to_type(name, [p[0] for p in pairs])
    y = to_type(name, [p[1] for p in pairs])
    x[14] = neg_nan(np.float16 if name == "f16" else
                    np.float64 if name == "f64" else np.float32)
    # Both operands the same NaN: which of two NaNs an operation returns is
    # left open (IEEE 754, XLA), and --rtol=0 --atol=0 compare the bits.
    y[14] = x[14]
    p = rng.integers(0, 2, N_FLOAT).astype(bool)
    lo = rng.uniform(-5, 5, N_FLOAT)
    hi = lo + rng.uniform(0, 5, N_FLOAT)
    lo[3], hi[3] = 2.0, -2.0  # lo > hi: min(max(x, lo), hi) = hi
    lo[5] = NAN
    hi[6] = NAN
    lo, hi = to_type(name, lo), to_type(name, hi)
    T = in_type
    cmps = [np.equal, np.not_equal, np.less, np.less_equal, np.greater,
            np.greater_equal]
    kx, ky = total_order_key(name, x), total_order_key(name, y)
    results = [
        T(name, np.abs)(x),
        T(name, np.ceil)(x),
        T(name, np.floor)(x),
        T(name, np.negative)(x),
        T(name, round_afz)(x),
        T(name, np.rint)(x),
        T(name, lambda v: np.where(np.isnan(v) | (v == 0), v, np.sign(v)))(x),
        T(name, np.sqrt)(x),
        np.isfinite(x),
        x,
        np.zeros_like(x),
        T(name, nan_operand(np.add))(x, y),
        T(name, nan_operand(np.subtract))(x, y),
        T(name, nan_operand(np.multiply))(x, y),
        T(name, nan_operand(np.divide))(x, y),
        T(name, nan_operand(np.fmod))(x, y),
        T(name, xla_max)(x, y),
        T(name, xla_min)(x, y),
    ]
    results += [c(x, y) for c in cmps]
    results += [c(kx, ky) for c in cmps]
    results.append(np.where(p, x, y))
    results.append(np.minimum(np.maximum(x, lo), hi))
    if name in ("f32", "f64"):
        c = np.zeros(N_FLOAT, np.complex64 if name == "f32" else np.complex128)
        c.real, c.imag = x, y
        results.append(c)
    fn = "float_exact_" + name
    for key, v in (("x", x), ("y", y), ("p", p), ("lo", lo), ("hi", hi)):
        save(fn, key, v)
    save_results(fn, results)


def float_approx_case(name):
    rng = np.random.default_rng(300 + len(name) + ord(name[-1]))
    special = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, NAN, INF, -INF, 1e-4,
               -1e-4, 10.0, -10.0]
    xs = special + list(rng.uniform(-1, 1, 12)) + list(rng.uniform(1, 4, 11)) + \
        list(rng.uniform(-4, -1, 11))
    ys = [2.0, 3.0, 0.5, -2.0, 1.0, 0.0, -1.0, 2.0, 0.5, 3.0, 1.0, 2.0, 0.5,
          -3.0] + list(rng.uniform(-3, 3, 34))
    x, y = to_type(name, xs), to_type(name, ys)
    T = in_type

    def erf(v):
        return np.array([math.erf(e) for e in np.asarray(v, np.float64)],
                        v.dtype)

    def power(a, b):
        return np.where((a == 1) | (b == 0), np.ones_like(a), np.power(a, b))

    one = lambda v: v.dtype.type(1)  # noqa: E731
    results = [
        T(name, np.arccos)(x), T(name, np.arccosh)(x), T(name, np.arcsin)(x),
        T(name, np.arcsinh)(x), T(name, np.arctanh)(x), T(name, np.cbrt)(x),
        T(name, np.cos)(x), T(name, np.cosh)(x), T(name, erf)(x),
        T(name, np.exp)(x), T(name, np.expm1)(x), T(name, np.log)(x),
        T(name, np.log1p)(x),
        T(name, lambda v: one(v) / (one(v) + np.exp(-v)))(x),
        T(name, lambda v: one(v) / np.sqrt(v))(x),
        T(name, np.sin)(x), T(name, np.sinh)(x), T(name, np.tan)(x),
        T(name, np.tanh)(x), T(name, power)(x, y), T(name, np.arctan2)(x, y),
    ]
    fn = "float_approx_" + name
    save(fn, "x", x)
    save(fn, "y", y)
    save_results(fn, results)


# ---------------------------------------------------------------------------
# Complex
# ---------------------------------------------------------------------------


def complex_case(name):
    dt = np.complex64 if name == "c64" else np.complex128
    rng = np.random.default_rng(400 + len(name))
    n = 40
    x = (rng.uniform(-2, 2, n) + 1j * rng.uniform(-2, 2, n)).astype(dt)
    y = (rng.uniform(-2, 2, n) + 1j * rng.uniform(-2, 2, n)).astype(dt)
    x[0], y[0] = 2 + 0j, 2 + 0j  # an equal pair for EQ/NE
    p = rng.integers(0, 2, n).astype(bool)
    one = dt(1)
    results = [
        np.abs(x), x.real, x.imag, -x, x / np.abs(x), np.sqrt(x),
        one / np.sqrt(x), np.exp(x), np.expm1(x), np.log(x), np.log1p(x),
        one / (one + np.exp(-x)), np.sin(x), np.cos(x), np.tan(x), np.tanh(x),
        np.sinh(x), np.cosh(x), np.arccos(x), np.arcsin(x), np.arctanh(x),
        np.arccosh(x), np.arcsinh(x), x ** dt(1 / 3),
        x + y, x - y, x * y, x / y, x ** y,
        # atan2(y, x) = -i log((x + iy) / sqrt(x^2 + y^2)) (XLA)
        -1j * np.log((y + 1j * x) / np.sqrt(y * y + x * x)),
        x == y, x != y, np.where(p, x, y),
    ]
    results = [r.astype(dt) if np.iscomplexobj(r) else r for r in results]
    fn = "complex_" + name
    save(fn, "x", x)
    save(fn, "y", y)
    save(fn, "p", p)
    save_results(fn, results)


def complex_special_case():
    # XLA's power: 1^y = x^0 = 1 (Kahan), inf^(a+0i) = inf for a > 0 and 0
    # for a < 0; otherwise std::pow. sign(0) = 0, sign(z) = z / |z|.
    nan = complex(NAN, NAN)
    base = np.array([1, 2 + 3j, 0, INF, INF, 0, 0, 3 + 4j], np.complex64)
    expo = np.array([nan, 0, 0, 2, -2, 2, 1 + 1j, 1], np.complex64)
    base[1] = complex(NAN, 1)  # NaN^0 = 1 as well
    want = np.array([1, 1, 1, INF, 0, 0, 0, 3 + 4j], np.complex64)
    signs = np.array([0, 3 + 4j, -2j, 5], np.complex64)
    want_signs = np.array([0, 0.6 + 0.8j, -1j, 1], np.complex64)
    save("complex_special", "base", base)
    save("complex_special", "expo", expo)
    save("complex_special", "z", signs)
    save_results("complex_special", [want, want_signs,
                                     np.array([0, 5, 2, 5], np.float32)])


# ---------------------------------------------------------------------------
# convert
# ---------------------------------------------------------------------------

ALL_TYPES = ["pred", "s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64",
             "f16", "bf16", "f32", "f64", "c64", "c128"]
NP = {"pred": np.bool_, "f16": np.float16, "bf16": np.float32,
      "f32": np.float32, "f64": np.float64, "c64": np.complex64,
      "c128": np.complex128}
NP.update({k: v[0] for k, v in INT_TYPES.items()})


def convert_targets(src):
    if src in ("c64", "c128"):
        return ["c64", "c128"]
    return ALL_TYPES


def float_to_real(v, dst):
    """One real value (a Python float, or int) converted to dst: ints
    saturate and truncate (NaN to 0); f16/bf16 round from f32 (Eigen rounds
    through float, so f64 -> f16 is f64 -> f32 -> f16)."""
    if dst == "pred":
        return v != 0
    if dst in INT_TYPES:
        _, bits, signed = INT_TYPES[dst]
        lo, hi = int_range(bits, signed)
        if isinstance(v, float):
            if math.isnan(v):
                return 0
            if math.isinf(v):
                return hi if v > 0 else lo
            v = math.trunc(v)
            return min(max(v, lo), hi)
        return wrap(v, bits, signed)
    if dst == "f64":
        return float(v) if not isinstance(v, int) else float(v)
    f32 = np.array([v], np.int64 if isinstance(v, int) and v < 0 else
                   np.uint64 if isinstance(v, int) else np.float64)
    f32 = f32.astype(np.float32)
    if dst == "f32":
        return f32[0]
    if dst == "f16":
        return f32.astype(np.float16)[0]
    return bf16_round(f32)[0]  # bf16 (as f32)


def convert_value(v, src, dst):
    if src == "pred":
        v = int(v)
    if dst in ("c64", "c128"):
        part = "f32" if dst == "c64" else "f64"
        if isinstance(v, complex):
            return complex(float_to_real(v.real, part),
                           float_to_real(v.imag, part))
        return complex(float_to_real(v, part), 0)
    return float_to_real(v, dst)


def convert_inputs(src, rng):
    if src == "pred":
        return [False, True, True, False]
    if src in INT_TYPES:
        _, bits, signed = INT_TYPES[src]
        lo, hi = int_range(bits, signed)
        cands = [0, 1, -1, lo, hi, lo + 1, hi - 1, 127, 128, 255, 256, -128,
                 -129, 65504, 65535, 65536, 65520, 2 ** 24 + 1, 2 ** 24 + 3,
                 2 ** 31 - 1, 2 ** 31, 2 ** 53 + 1, 2 ** 63 - 1, 2 ** 64 - 1,
                 -2 ** 31, -2 ** 63, 300, -300, 2 ** 32 + 7]
        vals = [v for v in cands if lo <= v <= hi]
        while len(vals) < 40:
            vals.append(int(rng.integers(lo, hi, endpoint=True,
                                         dtype=np.int64 if signed
                                         else np.uint64)))
        return vals
    reals = [0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.99, -0.99, 127.9,
             128.0, -128.5, -129.0, 255.5, 256.0, 32767.5, 65504.0, 65520.0,
             -65536.0, 2.0 ** 31 - 128, 2.0 ** 31, -2.0 ** 31,
             -2.0 ** 31 - 256, 2.0 ** 32, 2.0 ** 63, -2.0 ** 63, 2.0 ** 64,
             1e30, -1e30, NAN, INF, -INF, 1e-8, 1 + 2.0 ** -11,
             1 + 3 * 2.0 ** -11, 1 + 2.0 ** -8, 1 + 3 * 2.0 ** -8,
             16777217.0, 3.14159265358979, 2.0 ** -24, 6e-5]
    reals += list(rng.uniform(-300, 300, 6))
    if src in ("c64", "c128"):
        return [complex(a, b) for a, b in zip(reals, reversed(reals))]
    return reals


def round_input(values, src):
    """The inputs as stored in src (a numpy array; bf16 as f32)."""
    if src == "bf16":
        return bf16_round(np.array(values, np.float64).astype(np.float32))
    if src in ("f16", "f32", "f64"):
        return np.array(values, np.float64).astype(NP[src])
    return np.array(values, NP[src])


def convert_case(src):
    rng = np.random.default_rng(500 + ALL_TYPES.index(src))
    arr = round_input(convert_inputs(src, rng), src)
    fn = "convert_" + src
    save(fn, "x", arr)
    if src in INT_TYPES:
        values = [int(v) for v in arr]
    elif src == "pred":
        values = [bool(v) for v in arr]
    elif src in ("c64", "c128"):
        values = [complex(v) for v in arr]
    else:
        values = [float(v) for v in arr]
    results = []
    for dst in convert_targets(src):
        out = [convert_value(v, src, dst) for v in values]
        results.append(np.array(out, NP[dst]))
    save_results(fn, results)


# ---------------------------------------------------------------------------
# bitcast_convert (row-major, little-endian: numpy's view)
# ---------------------------------------------------------------------------


def bitcast_case():
    rng = np.random.default_rng(600)
    f = np.array([1.0, -2.5, 0.0, -0.0, INF, NAN, 3.4e38, 1e-40], np.float32)
    save("bitcast_32", "x", f)
    save_results("bitcast_32", [
        f.view(np.int32), f.view(np.uint32), f.view(np.float16).reshape(8, 2),
        (f.view(np.uint16).astype(np.uint32) << 16).view(np.float32)
        .reshape(8, 2),
        f.view(np.uint8).reshape(8, 4), f.view(np.int8).reshape(8, 4),
        f.view(np.int16).reshape(8, 2)])
    d = np.array([1.0, -1e300, 2.0 ** -1074, NAN], np.float64)
    save("bitcast_64", "x", d)
    save_results("bitcast_64", [
        d.view(np.int64), d.view(np.uint64), d.view(np.float32).reshape(4, 2),
        d.view(np.int32).reshape(4, 2), d.view(np.uint8).reshape(4, 8),
        d.view(np.float16).reshape(4, 4)])
    h = np.array([1.0, -2.0, 65504.0, 6e-8, INF, -0.0], np.float16)
    save("bitcast_16", "x", h)
    save_results("bitcast_16", [
        h.view(np.int16), h.view(np.uint16),
        (h.view(np.uint16).astype(np.uint32) << 16).view(np.float32),
        h.view(np.int8).reshape(6, 2), h.view(np.uint8).reshape(6, 2)])
    u8 = rng.integers(0, 256, (5, 4)).astype(np.uint8)
    w = np.array([[1.0, 2.0], [-3.0, 1e-3], [7.0, -0.0]], np.float32)
    q = rng.integers(-2 ** 15, 2 ** 15, (3, 4)).astype(np.int16)
    save("bitcast_join", "b", u8)
    save("bitcast_join", "w", w)
    save("bitcast_join", "q", q)
    save_results("bitcast_join", [
        u8.view(np.float32).reshape(5), u8.view(np.int32).reshape(5),
        w.view(np.float64).reshape(3), q.view(np.int64).reshape(3),
        q.view(np.uint64).reshape(3)])
    c = np.array([1 + 2j, -3.5 + 1e-300j, 0.25 - 8j], np.complex128)
    c32 = (rng.uniform(-2, 2, (3, 2)) + 1j * rng.uniform(-2, 2, (3, 2))) \
        .astype(np.complex64)
    save("bitcast_complex", "c", c)
    save("bitcast_complex", "d", c32)
    save_results("bitcast_complex", [c.view(np.complex64).reshape(3, 2),
                                     c32.view(np.complex128).reshape(3), c32])
    # pred is 1 bit (XLA's BitWidth): a byte splits into 8 preds, bit j
    # (from the low one) in element j, and 8 preds join into a byte.
    u = np.array([0, 1, 0x80, 0xA5], np.uint8)
    pr = rng.integers(0, 2, (4, 8)).astype(bool)
    pr[3] = True
    save("bitcast_pred", "u", u)
    save("bitcast_pred", "p", pr)
    save_results("bitcast_pred", [
        np.unpackbits(u, bitorder="little").reshape(4, 8).astype(bool),
        np.packbits(pr, axis=-1, bitorder="little").view(np.int8)
        .reshape(4)])


# ---------------------------------------------------------------------------
# reduce_precision
# ---------------------------------------------------------------------------


def reduce_precision_value(x, e, m, src_e, src_m):
    """XLA's reduce-precision of x (a float in a format with src_e exponent
    and src_m mantissa bits): round the mantissa to m bits to nearest even
    (at the position a normal or denormal number of the source format has
    it), then, when e < src_e, values above the e-bit range become
    infinities and values below its smallest normal number signed zeros.
    NaN stays NaN, or becomes +inf when m == 0."""
    if math.isnan(x):
        return x if m > 0 else INF
    if math.isinf(x) or x == 0:
        return x
    src_bias = (1 << (src_e - 1)) - 1
    r = x
    if m < src_m:
        exponent = max(math.frexp(abs(x))[1] - 1, 1 - src_bias)
        scaled = math.ldexp(abs(x), m - exponent)  # exact
        k = math.floor(scaled)
        if scaled - k > 0.5:
            k += 1
        elif scaled - k == 0.5:
            # A tie goes to the even bit pattern: the last kept mantissa bit,
            # or with m == 0 the last exponent bit (of 1.0 * 2^exponent).
            if m > 0 or exponent == 1 - src_bias:
                k += k % 2
            elif (exponent + src_bias) % 2:
                k += 1
        try:
            r = math.copysign(math.ldexp(k, exponent - m), x)
        except OverflowError:
            r = math.copysign(INF, x)
        if src_bias < 1023 and abs(r) >= 2.0 ** (src_bias + 1):
            r = math.copysign(INF, x)
    if e < src_e:
        bias = (1 << (e - 1)) - 1
        if abs(r) >= 2.0 ** (bias + 1):
            r = math.copysign(INF, x)
        elif abs(r) < 2.0 ** (1 - bias):
            r = math.copysign(0.0, x)
    return r


def reduce_precision_case():
    rng = np.random.default_rng(700)
    base = [1.0, -1.0, 1 + 2.0 ** -11, 1 + 3 * 2.0 ** -11, 1 + 2.0 ** -8,
            1 + 3 * 2.0 ** -8, 1 + 2.0 ** -9, 65504.0, 65519.0, 65520.0,
            -70000.0, 2.0 ** -14, 2.0 ** -15, -2.0 ** -20, 2.0 ** -24,
            6.1e-5, 3.0e38, 3.4028235e38, 1e-40, 1e-45, 0.0, -0.0, INF, -INF,
            NAN, -NAN, 1.5, 2.5, 3.0, 6.0, 0.1, -0.3]
    base += list(rng.uniform(-100, 100, 10))
    configs = {
        "f32": [(5, 10), (8, 7), (8, 23), (11, 52), (4, 3), (8, 0), (3, 2),
                (8, 1)],
        "f64": [(11, 52), (8, 23), (5, 10), (11, 20), (11, 0)],
        "f16": [(5, 10), (8, 7), (5, 4), (3, 2), (5, 0)],
        "bf16": [(8, 7), (5, 10), (5, 3), (8, 2)],
    }
    for name, cfg in configs.items():
        if name == "f64":
            x = np.array(base + [1e300, 1e-310, 2.0 ** -1074], np.float64)
            x[-4] = 1 + 2.0 ** -30 + 2.0 ** -52
            bits_t, src = np.uint64, (11, 52)
        elif name == "f16":
            x = np.array(base, np.float64).astype(np.float16)
            bits_t, src = np.uint16, (8, 23)  # computed in f32 (XLA)
        else:
            x = np.array(base, np.float64).astype(np.float32)
            if name == "bf16":
                x = bf16_round(x)
            bits_t, src = np.uint32, (8, 23)
        results = []
        for e, m in cfg:
            r = np.array([reduce_precision_value(float(v), e, m, *src)
                          for v in x], np.float64)
            if name == "f64":
                r64 = r.astype(np.float64)
                nan = np.isnan(x)
                bits = np.where(nan & (m > 0), x.view(np.uint64),
                                r64.view(np.uint64))
                results.append(bits.astype(np.uint64))
            elif name == "f16":
                r16 = r.astype(np.float32).astype(np.float16)
                bits = np.where(np.isnan(x) & (m > 0), x.view(np.uint16),
                                r16.view(np.uint16))
                results.append(bits.astype(np.uint16))
            elif name == "bf16":
                r32 = bf16_round(r.astype(np.float32))
                bits = np.where(np.isnan(x) & (m > 0), x.view(np.uint32),
                                r32.view(np.uint32)) >> 16
                results.append(bits.astype(np.uint16))
            else:
                r32 = r.astype(np.float32)
                bits = np.where(np.isnan(x) & (m > 0), x.view(np.uint32),
                                r32.view(np.uint32))
                results.append(bits.astype(np.uint32))
        save("reduce_precision_" + name, "x", x)
        save_results("reduce_precision_" + name, results)


# ---------------------------------------------------------------------------
# stochastic_convert (by hand): round the magnitude up when the fraction, as
# a fixed-point number as wide as the random bits, exceeds them; saturate;
# NaN -> 0; infinities -> the limits.
# ---------------------------------------------------------------------------


def stochastic_case():
    x = np.array([2.25, 2.25, -2.25, -2.25, 2.0, 1000.0, -1000.0, NAN, INF,
                  -INF, 126.5, 127.5, 0.75, -0.0], np.float32)
    r = np.array([0x3FFFFFFF, 0x40000000, 0x00000001, 0xFFFFFFFF, 0, 0, 0, 0,
                  0, 0, 0x7FFFFFFF, 0, 0xBFFFFFFF, 0], np.uint32)
    want = np.array([3, 2, -3, -2, 2, 127, -128, 0, 127, -128, 127, 127, 1,
                     0], np.int8)
    save("stochastic", "x", x)
    save("stochastic", "r", r)
    h = np.array([0.5, 0.5, -3.75, 40000.0, -65504.0], np.float16)
    hr = np.array([0x7FFF, 0x8000, 0x1000, 0, 0xFFFF], np.uint16)
    hwant = np.array([1, 0, -4, 32767, -32768], np.int16)
    save("stochastic", "h", h)
    save("stochastic", "hr", hr)
    d = np.array([1.5, 1.5, -7.125, 3e9], np.float64)
    dr = np.array([0x7FFFFFFFFFFFFFFF, 0x8000000000000000, 0x1FFFFFFFFFFFFFFF,
                   0], np.uint64)
    dwant = np.array([2, 1, -8, 2 ** 31 - 1], np.int32)
    save("stochastic", "d", d)
    save("stochastic", "dr", dr)
    save_results("stochastic", [want, hwant, dwant])


for name in INT_TYPES:
    int_case(name)
pred_case()
for name in FLOAT_TYPES:
    float_exact_case(name)
    float_approx_case(name)
complex_case("c64")
complex_case("c128")
complex_special_case()
for src in ALL_TYPES:
    convert_case(src)
bitcast_case()
reduce_precision_case()
stochastic_case()
