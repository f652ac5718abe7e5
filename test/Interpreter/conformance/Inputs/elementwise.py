# -*- Python -*-
# Elementwise ops of the conformance suite: every op on every element type
# it accepts, on every pair of the type's edge values (xtypes.py), with
# expectations from plain Python integers (XLA's wrap-around, division,
# shift and power rules, as its HloEvaluator has them) and numpy (floats
# computed in f32 for the types narrower than 32 bits and rounded once to
# the type, as XLA's CPU backend does; transcendental functions in f64 and
# rounded to the computation type, compared within a few ulps).

import math

import numpy as np

from harness import EXACT, NAN, Module, ulps
from xtypes import TYPES

CMP = [("EQ", lambda a, b: a == b), ("NE", lambda a, b: a != b),
       ("LT", lambda a, b: a < b), ("LE", lambda a, b: a <= b),
       ("GT", lambda a, b: a > b), ("GE", lambda a, b: a >= b)]


def pairs(values):
    a = [x for x in values for _ in values]
    b = [y for _ in values for y in values]
    return a, b


# ---------------------------------------------------------------------------
# Integers
# ---------------------------------------------------------------------------

def tdiv(x, y):
    q = abs(x) // abs(y)
    return q if (x >= 0) == (y > 0) else -q


def int_rem(x, y, lo):
    """x % y as XLA's HloEvaluator has it: x % 0 is x, lo % -1 is 0 (lo:
    the type's smallest value), else C's truncating remainder (also the
    oracle of test/Interpreter/Inputs/elementwise_types.py)."""
    if y == 0:
        return x
    if x == lo and y == -1:
        return 0
    return x - tdiv(x, y) * y


def int_power(x, y, bits, wrap):
    """x ** y in a type of `bits` bits (wrap: into the type): 1^y = x^0 =
    1, x^-n = 0, else wrapped around."""
    if x == 1 or y == 0:
        return 1
    if y < 0:
        return 0
    return wrap(pow(x, y, 1 << bits))


def int_ops(t):
    """(opcode, oracle) of the binary integer ops."""
    W, bits, lo, hi = t.wrap, t.bits, t.lo, t.hi

    def div(x, y):
        if y == 0:
            return W(-1)
        if x == lo and y == -1:
            return lo
        return tdiv(x, y)

    return [("add", lambda x, y: W(x + y)),
            ("subtract", lambda x, y: W(x - y)),
            ("multiply", lambda x, y: W(x * y)),
            ("divide", div),
            ("remainder", lambda x, y: int_rem(x, y, lo)),
            ("power", lambda x, y: int_power(x, y, bits, W)),
            ("maximum", max), ("minimum", min),
            ("and", lambda x, y: W(x & y)), ("or", lambda x, y: W(x | y)),
            ("xor", lambda x, y: W(x ^ y)),
            ("mulhi", lambda x, y: W((x * y) >> bits))]


def shift_ops(t):
    W, bits = t.wrap, t.bits

    def amount(v):
        return v % (1 << bits)

    def sra(x, v):
        xs = x - (1 << bits) if x >= 1 << (bits - 1) else x
        if amount(v) >= bits:
            return W(-1 if xs < 0 else 0)
        return W(xs >> amount(v))

    return [("shift-left",
             lambda x, v: 0 if amount(v) >= bits else W(x << amount(v))),
            ("shift-right-arithmetic", sra),
            ("shift-right-logical",
             lambda x, v: 0 if amount(v) >= bits else
             W((x % (1 << bits)) >> amount(v)))]


def int_module(tname):
    t = TYPES[tname]
    m = Module("elementwise_" + tname)
    a, b = pairs(t.edges())
    n = len(a)
    x, y = m.param(tname, a), m.param(tname, b)
    for op, f in int_ops(t):
        r = m.emit(tname, [n], "%s(%s, %s)" % (op, x, y))
        m.check(op, tname, r, [n], [f(p, q) for p, q in zip(a, b)])
    amounts = sorted(v for v in {0, 1, 2, t.bits - 1, t.bits, t.bits + 1,
                                 2 * t.bits, t.hi, t.hi - 1, t.lo}
                     if t.lo <= v <= t.hi)
    sx = [v for v in t.edges() for _ in amounts]
    sv = [s for _ in t.edges() for s in amounts]
    px, pv = m.param(tname, sx), m.param(tname, sv)
    for op, f in shift_ops(t):
        r = m.emit(tname, [len(sx)], "%s(%s, %s)" % (op, px, pv))
        m.check(op, tname, r, [len(sx)], [f(p, q) for p, q in zip(sx, sv)])
    W, bits = t.wrap, t.bits
    e = t.edges()
    xe = m.param(tname, e)
    unary = [("not", lambda v: W(~v)),
             # The counts are values of the type: s2's count 2 wraps to -2.
             ("popcnt", lambda v: W(bin(v % (1 << bits)).count("1"))),
             ("count-leading-zeros",
              lambda v: W(bits - (v % (1 << bits)).bit_length())),
             ("negate", lambda v: W(-v))]
    if t.signed:
        unary += [("abs", lambda v: W(abs(v))),
                  ("sign", lambda v: (v > 0) - (v < 0))]
    for op, f in unary:
        r = m.emit(tname, [len(e)], "%s(%s)" % (op, xe))
        m.check(op, tname, r, [len(e)], [f(v) for v in e])
    compare_select_clamp(m, tname, x, y, a, b, a, b,
                         lambda lo, v, hi: min(max(v, lo), hi))
    return m


def compare_select_clamp(m, tname, x, y, a, b, av, bv, clamp_want,
                         clamp_mode=EXACT, directions=CMP):
    """compare in the directions (on the values av, bv), select (moving
    the carriers a, b, bit for bit) and clamp(lo = y, x, hi = y reversed),
    whose expectation (carriers) is clamp_want(lo, x, hi) on values."""
    n = len(a)
    for direction, f in directions:
        r = m.emit("pred", [n], "compare(%s, %s), direction=%s" % (
            x, y, direction))
        m.check("compare", tname, r, [n], [f(p, q) for p, q in zip(av, bv)],
                rtype="pred")
    mask = [(i * 7) % 3 == 0 for i in range(n)]
    pm = m.param("pred", mask)
    r = m.emit(tname, [n], "select(%s, %s, %s)" % (pm, x, y))
    m.check("select", tname, r, [n],
            [p if q else r_ for p, r_, q in zip(a, b, mask)])
    hi = list(reversed(b))
    ph = m.param(tname, hi)
    hv = list(reversed(bv))
    r = m.emit(tname, [n], "clamp(%s, %s, %s)" % (y, x, ph))
    m.check("clamp", tname, r, [n],
            [clamp_want(q, p, h) for p, q, h in zip(av, bv, hv)], clamp_mode)


def pred_module():
    m = Module("elementwise_pred")
    a, b = pairs([False, True])
    x, y = m.param("pred", a), m.param("pred", b)
    ops = [("add", lambda p, q: p or q), ("multiply", lambda p, q: p and q),
           ("maximum", max), ("minimum", min), ("and", lambda p, q: p and q),
           ("or", lambda p, q: p or q), ("xor", lambda p, q: p != q)]
    for op, f in ops:
        r = m.emit("pred", [4], "%s(%s, %s)" % (op, x, y))
        m.check(op, "pred", r, [4], [f(p, q) for p, q in zip(a, b)])
    r = m.emit("pred", [4], "not(%s)" % x)
    m.check("not", "pred", r, [4], [not p for p in a])
    compare_select_clamp(m, "pred", x, y, a, b, a, b,
                         lambda lo, v, hi: min(max(v, lo), hi))
    return m


# ---------------------------------------------------------------------------
# Floats
# ---------------------------------------------------------------------------

def xla_max(p, q):
    # IEEE 754-2019 maximum (XLA's CPU backend, StableHLO): -0 < +0.
    if math.isnan(p) or math.isnan(q):
        return math.nan
    return q if q > p or (q == p and math.copysign(1, p) < 0) else p


def xla_min(p, q):
    if math.isnan(p) or math.isnan(q):
        return math.nan
    return q if q < p or (q == p and math.copysign(1, q) < 0) else p


def xla_sign(v):
    if math.isnan(v) or v == 0:
        return v
    return math.copysign(1.0, v)


def round_afz(v):
    if not math.isfinite(v):
        return v
    r = math.copysign(math.floor(abs(v) + 0.5), v)
    return r


def xla_erf(v):
    return math.erf(v)


def _f64(fn):
    """A math function of one f64 argument, NaN where it raises."""
    def g(v):
        try:
            return fn(v)
        except (ValueError, OverflowError):
            return math.nan
    return g


def total_key(ft, b):
    """XLA's total order of a bit pattern (xla/util.h ToSignMagnitude):
    -NaN < -inf < ... < -0 < +0 < ... < inf < NaN. The fnuz types' one NaN,
    the negative zero pattern, is positive there (ml_dtypes' abs keeps it),
    so it orders last."""
    s = ft.sign_bit
    b = int(b)
    if ft.nan == "fnuz" and b == s:
        return s
    return (-(b ^ s) - 1) if b & s else b


# Transcendental functions: the f64 oracle (numpy's f64 functions, C99's
# special values), applied to values in the computation type, then rounded
# to it.
TRANSCENDENTAL = [
    ("exponential", np.exp), ("exponential-minus-one", np.expm1),
    ("log", np.log), ("log-plus-one", np.log1p),
    ("logistic", None),  # XLA's formula in the computation type, below
    ("sine", np.sin), ("cosine", np.cos), ("tan", np.tan),
    ("tanh", np.tanh), ("sinh", np.sinh), ("cosh", np.cosh),
    ("asin", np.arcsin), ("acos", np.arccos), ("asinh", np.arcsinh),
    ("acosh", np.arccosh), ("atanh", np.arctanh),
    ("erf", np.vectorize(math.erf, otypes=[np.float64])),
    ("cbrt", np.cbrt), ("rsqrt", lambda v: 1 / np.sqrt(v)),
]


def float_module(tname):
    t = TYPES[tname]
    m = Module("elementwise_" + tname)
    edges = t.edges()
    a, b = pairs(edges)
    n = len(a)
    x, y = m.param(tname, a), m.param(tname, b)
    av = [t.decode(v) for v in a]
    bv = [t.decode(v) for v in b]
    C = t.compute

    def arith(f):
        with np.errstate(all="ignore"):
            return t.encode_compute(f(np.array(av, C), np.array(bv, C)))

    binary = [("add", np.add), ("subtract", np.subtract),
              ("multiply", np.multiply), ("divide", np.divide),
              ("remainder", np.fmod)]
    for op, f in binary:
        r = m.emit(tname, [n], "%s(%s, %s)" % (op, x, y))
        m.check(op, tname, r, [n], arith(f), NAN)
    for op, f in (("maximum", xla_max), ("minimum", xla_min)):
        r = m.emit(tname, [n], "%s(%s, %s)" % (op, x, y))
        m.check(op, tname, r, [n], [t.encode(f(p, q)) for p, q in zip(av, bv)],
                NAN)
    # power and atan2: C99's pow and atan2 in f64 (pow(1, y) = pow(x, 0) =
    # 1 even for NaNs), rounded to the computation type.
    for op, f in (("power", np.power), ("atan2", np.arctan2)):
        r = m.emit(tname, [n], "%s(%s, %s)" % (op, x, y))
        with np.errstate(all="ignore"):
            vals = f(np.array(av, C).astype(np.float64),
                     np.array(bv, C).astype(np.float64))
            m.check(op, tname, r, [n], t.encode_compute(vals.astype(C)),
                    ulps(2))
    compare_select_clamp(
        m, tname, x, y, a, b, av, bv,
        lambda lo, v, hi: t.encode(xla_min(xla_max(v, lo), hi)), NAN)
    # compare with TOTALORDER on the bit patterns.
    for direction, f in CMP:
        r = m.emit("pred", [n], "compare(%s, %s), direction=%s, "
                   "type=TOTALORDER" % (x, y, direction))
        ka = [total_key(t, v) for v in a]
        kb = [total_key(t, v) for v in b]
        m.check("compare", tname, r, [n], [f(p, q) for p, q in zip(ka, kb)],
                rtype="pred")

    # Unary ops on every bit pattern of the types of at most 16 bits, on
    # the edge values and a few more for f32 and f64.
    if t.bits <= 16:
        ue = list(range(1 << t.bits))
    else:
        rng = np.random.default_rng(t.bits * 31 + len(tname))
        more = [t.encode(float(v)) for v in rng.uniform(-3, 3, 12)]
        more += [t.encode(v) for v in (0.75, -0.75, 1.25, 4.5, -4.5, 0.999,
                                       0.49999997, 2.0 ** 52 + 1, 2.0 ** 23
                                       + 1)]
        ue = edges + [v for v in more if v not in edges]
    ub = np.array(ue, t.np)
    uv = t.decode_array(ub)
    xu = m.param(tname, ub)
    k = len(ue)
    uc = uv.astype(C)

    def afz(v):
        # |v| + 0.5 is exact in f64 below 2^52; above, every value is an
        # integer already.
        w = np.floor(np.abs(v.astype(np.float64)) + 0.5)
        keep = ~np.isfinite(v) | (np.abs(v) >= 2.0 ** 52)
        return np.where(keep, v, np.copysign(w, v))

    exact_unary = [
        ("abs", np.abs), ("negate", np.negative),
        ("sign", lambda v: np.where(np.isnan(v) | (v == 0), v, np.sign(v))),
        ("ceil", np.ceil), ("floor", np.floor),
        ("round-nearest-afz", afz), ("round-nearest-even", np.rint),
        ("sqrt", np.sqrt),
    ]
    for op, f in exact_unary:
        r = m.emit(tname, [k], "%s(%s)" % (op, xu))
        with np.errstate(all="ignore"):
            want = t.encode_compute(np.asarray(f(uc)).astype(C))
        m.check(op, tname, r, [k], want, NAN)
    r = m.emit("pred", [k], "is-finite(%s)" % xu)
    m.check("is-finite", tname, r, [k], np.isfinite(uv), rtype="pred")
    # real of a real value computes in the computation type (XLA's
    # evaluator), which may quiet a signalling NaN.
    r = m.emit(tname, [k], "real(%s)" % xu)
    m.check("real", tname, r, [k], ub, NAN)
    r = m.emit(tname, [k], "imag(%s)" % xu)
    m.check("imag", tname, r, [k], np.full(k, t.encode(0.0)), EXACT)
    for op, f in TRANSCENDENTAL:
        r = m.emit(tname, [k], "%s(%s)" % (op, xu))
        with np.errstate(all="ignore"):
            if op == "logistic":
                # 1 / (1 + exp(-x)) in the computation type, as XLA's
                # evaluator has it (0 where exp(-x) overflows).
                one = C(1)
                vals = one / (one + np.exp(-uc.astype(C)))
            else:
                vals = f(uc.astype(np.float64))
            m.check(op, tname, r, [k], t.encode_compute(vals.astype(C)),
                    ulps(4 if t.bits >= 32 else 1))
    if tname in ("f32", "f64"):
        c = "c64" if tname == "f32" else "c128"
        r = m.emit(c, [n], "complex(%s, %s)" % (x, y))
        want = np.array([complex(p, q) for p, q in zip(av, bv)],
                        TYPES[c].np)
        m.check("complex", tname, r, [n], want, EXACT, rtype=c, also=(c,))
    reduce_precision(m, tname, xu, ue)
    many_pairs(m, t)
    return m


def many_pairs(m, t):
    """The exact binary ops and compare on many operand pairs: every pair
    of bit patterns of the 8-bit types, 4096 random pairs of bit patterns
    otherwise (NaNs, infinities and subnormals included), vectorised."""
    tname = t.name
    if t.bits == 8:
        a = np.repeat(np.arange(256), 256).astype(t.np)
        b = np.tile(np.arange(256), 256).astype(t.np)
    else:
        rng = np.random.default_rng(t.bits + 7 * t.mbits)
        a = rng.integers(0, 1 << t.bits, 4096, dtype=np.uint64).astype(t.np)
        b = rng.integers(0, 1 << t.bits, 4096, dtype=np.uint64).astype(t.np)
    n = len(a)
    x, y = m.param(tname, a), m.param(tname, b)
    av, bv = t.decode_array(a), t.decode_array(b)
    C = t.compute
    ac, bc = av.astype(C), bv.astype(C)
    nan = np.isnan(av) | np.isnan(bv)
    with np.errstate(all="ignore"):
        results = [("add", ac + bc), ("subtract", ac - bc),
                   ("multiply", ac * bc), ("divide", ac / bc),
                   ("remainder", np.fmod(ac, bc)),
                   ("maximum", np.where(nan, np.nan, np.where(
                       (bc > ac) | ((bc == ac) & np.signbit(ac)), bc, ac))),
                   ("minimum", np.where(nan, np.nan, np.where(
                       (bc < ac) | ((bc == ac) & np.signbit(bc)), bc, ac)))]
    for op, want in results:
        r = m.emit(tname, [n], "%s(%s, %s)" % (op, x, y))
        bits = t.encode_compute(np.asarray(want, C))
        if op in ("maximum", "minimum"):
            # Equal operands: the one the select above took (-0 < +0).
            bits = np.where(~nan & (av == bv) & ~((av == 0) & (
                np.signbit(av) != np.signbit(bv))), a, bits)
        m.check(op, tname, r, [n], bits, NAN)
    for direction, f in CMP:
        r = m.emit("pred", [n], "compare(%s, %s), direction=%s" % (
            x, y, direction))
        m.check("compare", tname, r, [n], f(av, bv), rtype="pred")


def reduce_precision_value(v, e, mant, t):
    """XLA's reduce-precision of the value v of type t to e exponent and
    mant mantissa bits: the mantissa rounded to nearest even at the
    position the computation type's format has it, then, when e is below
    that format's exponent bits, above the e-bit range infinity, below its
    smallest normal number a signed zero. The f8 types compute in f16
    (XLA reduces the f16 and converts back), so e = 5 keeps their values
    below f16's smallest normal."""
    from fractions import Fraction
    if math.isnan(v):
        return v if mant > 0 else math.inf
    if math.isinf(v) or v == 0:
        return v
    src = TYPES["f64"] if t.bits == 64 else TYPES["f32"]
    if "result" in getattr(t, "via_f16", ()):
        src = TYPES["f16"]
    a = Fraction(abs(v))
    ex = max(math.frexp(abs(v))[1] - 1, 1 - src.bias)
    if mant < src.mbits:
        q = a / Fraction(2) ** (ex - mant)
        k = math.floor(q)
        if q - k > Fraction(1, 2) or (q - k == Fraction(1, 2) and k % 2):
            k += 1
        a = k * Fraction(2) ** (ex - mant)
    bias = (1 << (e - 1)) - 1
    if e >= src.ebits:
        return math.copysign(float(a), v)
    if a >= Fraction(2) ** (bias + 1):
        return math.copysign(math.inf, v)
    if a < Fraction(2) ** (1 - bias):
        return math.copysign(0.0, v)
    return math.copysign(float(a), v)


def reduce_precision(m, tname, xu, ue):
    t = TYPES[tname]
    if len(ue) > 4096:
        # Every 127th bit pattern and the edges (the oracle is slow).
        ue = list(ue[::127]) + t.edges()
        xu = m.param(tname, ue)
    k = len(ue)
    for e, mant in ((5, 2), (4, 3), (8, 7), (5, 10)):
        r = m.emit(tname, [k], "reduce-precision(%s), exponent_bits=%d, "
                   "mantissa_bits=%d" % (xu, e, mant))
        want = []
        for b in ue:
            v = reduce_precision_value(t.decode(b), e, mant, t)
            want.append(b if math.isnan(v) and mant > 0 else t.encode(v))
        m.check("reduce-precision", tname, r, [k], want, NAN)


# ---------------------------------------------------------------------------
# Complex
# ---------------------------------------------------------------------------

def complex_values():
    return [complex(1, 2), complex(-1.5, 0.5), complex(0, 0),
            complex(-0.0, 0.0), complex(3, -4), complex(0.25, -0.75),
            complex(-2, -3), complex(1, 0), complex(0, 1), complex(-0.5, 2)]


COMPLEX_UNARY = [
    ("sqrt", np.sqrt), ("rsqrt", lambda z: 1 / np.sqrt(z)),
    ("exponential", np.exp), ("exponential-minus-one", np.expm1),
    ("log", np.log), ("log-plus-one", np.log1p),
    ("logistic", lambda z: 1 / (1 + np.exp(-z))),
    ("sine", np.sin), ("cosine", np.cos), ("tan", np.tan),
    ("tanh", np.tanh), ("sinh", np.sinh), ("cosh", np.cosh),
    ("asin", np.arcsin), ("acos", np.arccos), ("asinh", np.arcsinh),
    ("acosh", np.arccosh), ("atanh", np.arctanh),
    ("cbrt", lambda z: z ** (1 / 3)),
]


def complex_module(tname):
    t = TYPES[tname]
    part = t.part.name
    m = Module("elementwise_" + tname)
    vals = complex_values()
    a, b = pairs(vals)
    n = len(a)
    x, y = m.param(tname, a), m.param(tname, b)
    A, B = np.array(a, np.complex128), np.array(b, np.complex128)
    for op, want in (("add", A + B), ("subtract", A - B)):
        r = m.emit(tname, [n], "%s(%s, %s)" % (op, x, y))
        m.check(op, tname, r, [n], want, NAN)
    r = m.emit(tname, [n], "multiply(%s, %s)" % (x, y))
    m.check("multiply", tname, r, [n], A * B, ulps(4))
    # divide, power, atan2 where the divisor (power: base) is not zero.
    keep = [i for i in range(n) if b[i] != 0 and a[i] != 0]
    a2, b2 = [a[i] for i in keep], [b[i] for i in keep]
    k = len(keep)
    x2, y2 = m.param(tname, a2), m.param(tname, b2)
    A2, B2 = np.array(a2, np.complex128), np.array(b2, np.complex128)
    with np.errstate(all="ignore"):
        for op, want in (("divide", A2 / B2), ("power", A2 ** B2)):
            r = m.emit(tname, [k], "%s(%s, %s)" % (op, x2, y2))
            m.check(op, tname, r, [k], want, ulps(16))
    # atan2(y, x) = -i log((x + iy) / sqrt(x^2 + y^2)) (XLA's definition),
    # where x^2 + y^2 is not zero and the logarithm's argument is not on its
    # branch cut (where the sign of a zero imaginary part decides).
    def regular(p, q):
        if q * q + p * p == 0:
            return False
        w = (q + 1j * p) / np.sqrt(q * q + p * p)
        return not (w.imag == 0 and w.real < 0)

    keep = [i for i in range(n) if regular(a[i], b[i])]
    A3 = np.array([a[i] for i in keep], np.complex128)
    B3 = np.array([b[i] for i in keep], np.complex128)
    x3, y3 = m.param(tname, A3), m.param(tname, B3)
    r = m.emit(tname, [len(keep)], "atan2(%s, %s)" % (x3, y3))
    m.check("atan2", tname, r, [len(keep)],
            -1j * np.log((B3 + 1j * A3) / np.sqrt(B3 * B3 + A3 * A3)),
            ulps(16))
    compare_select_clamp_complex(m, tname, x, y, a, b)
    complex_specials(m, t)
    e = vals + [complex(0.5, 0.0), complex(-2.0, 0.5), complex(0.0, -1.5)]
    k = len(e)
    xe = m.param(tname, e)
    E = np.array(e, np.complex128)
    r = m.emit(tname, [k], "negate(%s)" % xe)
    m.check("negate", tname, r, [k], -E, EXACT)
    for op, f in (("abs", np.abs), ("real", np.real), ("imag", np.imag)):
        r = m.emit(part, [k], "%s(%s)" % (op, xe))
        want = TYPES[part].encode_compute(
            np.array(f(E), np.float64).astype(TYPES[part].compute))
        m.check(op, tname, r, [k], want, EXACT if op != "abs" else ulps(1),
                rtype=part)
    with np.errstate(all="ignore"):
        r = m.emit(tname, [k], "sign(%s)" % xe)
        m.check("sign", tname, r, [k],
                np.where(E == 0, E, E / np.abs(E)), ulps(2))
        nz = [v for v in e if v != 0]
        xz = m.param(tname, nz)
        Z = np.array(nz, np.complex128)
        for op, f in COMPLEX_UNARY:
            r = m.emit(tname, [len(nz)], "%s(%s)" % (op, xz))
            m.check(op, tname, r, [len(nz)], f(Z), ulps(16))
    return m


def complex_specials(m, t):
    """The componentwise ops on parts that are infinite, NaN, signed zeros,
    subnormal or the largest finite value: add, subtract, negate, real,
    imag, compare EQ/NE (false/true with a NaN part) and select, bit for bit
    except for computed NaNs."""
    tname, part = t.name, t.part
    big, tiny = float(part.max), float(part.min_sub)
    inf, nan = math.inf, math.nan
    parts = [0.0, -0.0, 1.5, -2.0, inf, -inf, nan, big, -big, tiny]
    vals = [complex(p, q) for p in parts for q in parts[::-1]][::3]
    a = vals
    b = vals[1:] + vals[:1]
    n = len(a)
    x, y = m.param(tname, a), m.param(tname, b)
    A, B = np.array(a, t.np), np.array(b, t.np)
    with np.errstate(all="ignore"):
        for op, want in (("add", A + B), ("subtract", A - B)):
            r = m.emit(tname, [n], "%s(%s, %s)" % (op, x, y))
            m.check(op, tname, r, [n], want, NAN)
        r = m.emit(tname, [n], "negate(%s)" % x)
        m.check("negate", tname, r, [n], -A, EXACT)
    for op, f in (("real", np.real), ("imag", np.imag)):
        r = m.emit(part.name, [n], "%s(%s)" % (op, x))
        m.check(op, tname, r, [n], np.asarray(f(A)).view(part.np), EXACT,
                rtype=part.name)
    for direction, f in CMP[:2]:
        r = m.emit("pred", [n], "compare(%s, %s), direction=%s" % (
            x, y, direction))
        m.check("compare", tname, r, [n], f(A, B), rtype="pred")
    mask = [i % 2 == 0 for i in range(n)]
    pm = m.param("pred", mask)
    r = m.emit(tname, [n], "select(%s, %s, %s)" % (pm, x, y))
    m.check("select", tname, r, [n], np.where(mask, A, B), EXACT)


def lex_key(z):
    return (z.real, z.imag)


def compare_select_clamp_complex(m, tname, x, y, a, b):
    """maximum and minimum in the lexicographic order of (real, imaginary)
    (StableHLO's; the operands have no NaN), compare EQ/NE, select and
    clamp in that order."""
    n = len(a)

    def lmax(p, q):
        return q if lex_key(p) < lex_key(q) else p

    def lmin(p, q):
        return q if lex_key(q) < lex_key(p) else p

    for op, f in (("maximum", lmax), ("minimum", lmin)):
        r = m.emit(tname, [n], "%s(%s, %s)" % (op, x, y))
        m.check(op, tname, r, [n], [f(p, q) for p, q in zip(a, b)])
    compare_select_clamp(m, tname, x, y, a, b, a, b,
                         lambda lo, v, hi: lmin(lmax(v, lo), hi),
                         directions=CMP[:2])


def module(tname):
    kind = TYPES[tname].kind
    if kind == "pred":
        return pred_module()
    if kind == "int":
        return int_module(tname)
    if kind == "float":
        return float_module(tname)
    return complex_module(tname)
