# -*- Python -*-
# convert and bitcast-convert of the conformance suite: from every type to
# every type (complex only to complex), on the source type's edge values and
# the values around the destination types' limits and rounding ties.
#
# XLA's rules (HloEvaluator; Eigen's half/bfloat16 and ml_dtypes' float8
# constructors): integers wrap; floats to integers truncate and saturate,
# NaN to 0; to pred is != 0; integers become floats through f32 when the
# float is narrower than 32 bits (Eigen and ml_dtypes construct those from
# float), as do f64 values becoming f16 or bf16; every other float
# conversion rounds once to nearest even, except that to the f8 types
# XLA's CPU backend rounds to f16 first (a second rounding) the sources
# xtypes lists as the type's via_f16 (f32, f64 and bf16 to f8e5m2, f8e4m3fn
# and f8e4m3b11fnuz, bf16 to f8e4m3, integers to all six); f8e4m3 and the
# FNUZ types round f32/f64 once. The sources include values just above an
# f8 tie (1.125 + 2^-20 and 2^-40, integers 2305 and 4609), which the f16
# step moves onto the tie; inf and overflow become NaN in the types
# without infinities.

import math
from fractions import Fraction

import numpy as np

from harness import EXACT, NAN, Module
from xtypes import ENABLED, TYPES

F32 = TYPES["f32"]


def source_values(t):
    if t.kind == "pred":
        return [False, True]
    if t.kind == "int":
        vals = set(t.edges())
        for v in (127, 128, 255, 256, -128, -129, 65504, 65535, 65536,
                  65520, 2 ** 24 + 1, 2 ** 24 + 3, 2 ** 31 - 1, 2 ** 31,
                  -2 ** 31, 2 ** 53 + 1, 2 ** 63 - 1, 2 ** 63, -2 ** 63,
                  2 ** 64 - 1, 300, -300, 2 ** 32 + 7, 0x01018001, 17, 18,
                  -9, 240, 448, 464, 57344, 61440, 2305, -2305, 4609):
            if t.lo <= v <= t.hi:
                vals.add(v)
        return sorted(vals)
    if t.kind == "float" and t.bits <= 16:
        return list(range(1 << t.bits))  # every bit pattern
    if t.kind == "float":
        bits = list(t.edges())
        for v in (127.9, 128.0, -128.5, -129.0, 255.5, 256.0, 32767.5,
                  65504.0, 65520.0, -65536.0, 2.0 ** 31, -2.0 ** 31,
                  2.0 ** 63, -2.0 ** 63, 2.0 ** 64, 1e30, -1e30, 1e-8,
                  1 + 2.0 ** -11, 1 + 3 * 2.0 ** -11, 1 + 2.0 ** -8,
                  1 + 3 * 2.0 ** -8, 1 + 2.0 ** -4, 1 + 3 * 2.0 ** -4,
                  1 + 2.0 ** -3, 16777217.0, 2.0 ** -24, 6e-5, 240.0, 248.0,
                  448.0, 464.0, 480.0, 57344.0, 61440.0, 30.0, 31.0, 1e-3,
                  2.0 ** -10, 2.0 ** -17, 2.0 ** -18, 3 * 2.0 ** -18, 0.3,
                  # Just above the f8 ties 1.125 (2 mantissa bits), 1.0625
                  # (3 bits) and 1.5 * 2^-16: f16 (f32 for 2^-40) rounds them
                  # to the tie.
                  1.125 + 2.0 ** -40, -1.0625 - 2.0 ** -40,
                  1.125 + 2.0 ** -20, -1.0625 - 2.0 ** -20,
                  1.5 * 2.0 ** -16 + 2.0 ** -50):
            b = t.encode(v)
            if b not in bits:
                bits.append(b)
        return bits
    part = t.part
    vals = [part.decode(b) for b in part.edges()]
    return [complex(p, q) for p, q in zip(vals, reversed(vals))
            if not (math.isnan(p) and math.isnan(q))]


def value_of(t, carrier):
    if t.kind == "pred":
        return int(bool(carrier))
    if t.kind == "float":
        return t.decode(carrier)
    return carrier


def to_real(v, src, dst):
    """The carrier of dst holding the real value v of a src type (src is
    None for parts of complex numbers, which convert once)."""
    if dst.kind == "pred":
        return v != 0
    if dst.kind == "int":
        if isinstance(v, float):
            if math.isnan(v):
                return 0
            if math.isinf(v):
                return dst.hi if v > 0 else dst.lo
            return min(max(math.trunc(v), dst.lo), dst.hi)
        return dst.wrap(v)
    # dst is a float
    if dst.via_f16:  # an f8 type; src None: an integer (or pred) source
        return dst.encode_from(v, src if src is not None else TYPES["s64"])
    if isinstance(v, int):
        if dst.bits >= 32:
            return dst.encode(Fraction(v))
        return dst.encode(F32.decode(F32.encode(Fraction(v))))
    if src is not None and src.bits == 64 and dst.bits == 16:
        return dst.encode(F32.decode(F32.encode(v)))
    return dst.encode(v)


def float_to_int_array(v, dst):
    """to_real() of the f64 array v to the integer type dst, vectorised:
    truncated, saturated, NaN to 0."""
    t = np.trunc(v)
    top = 2.0 ** (dst.bits - 1) if dst.signed else 2.0 ** dst.bits
    bottom = -top if dst.signed else 0.0
    inside = (t < top) & (t >= bottom)
    mid = np.where(inside, t, 0).astype(dst.np if dst.bits >= 8 else
                                        np.int64)
    out = np.where(t >= top, dst.hi, np.where(t < bottom, dst.lo, mid))
    return np.where(np.isnan(v), 0, out).astype(dst.np)


def convert_module(sname):
    s = TYPES[sname]
    m = Module("convert_" + sname)
    vals = source_values(s)
    x = m.param(sname, vals)
    for dname in ENABLED:
        d = TYPES[dname]
        if s.kind == "complex" and d.kind != "complex":
            continue
        keep, src, n = vals, x, len(vals)
        r = m.emit(dname, [n], "convert(%s)" % src)
        if s.kind == "float" and s.bits == 16 and d.kind in ("float",
                                                              "complex"):
            # Every f16/bf16 value is exact in f32: one rounding, vectorised.
            v = s.decode_array(np.array(keep, s.np))
            part = d.part if d.kind == "complex" else d
            bits = (part.encode_compute(v.astype(part.compute))
                    if part.bits >= 32 else part.encode_array_from(v, s))
            want = bits if d.kind == "float" else \
                bits.view(part.compute).astype(d.np)
            m.check("convert", sname, r, [n], want, NAN, rtype=dname,
                    also=(dname,) if dname != sname else ())
            continue
        if d.kind == "complex":
            want = []
            for c in keep:
                v = complex(c) if s.kind == "complex" else value_of(s, c)
                re = v.real if isinstance(v, complex) else v
                im = v.imag if isinstance(v, complex) else 0.0
                pr = d.part.decode(to_real(re, s if s.kind == "float" else
                                           None, d.part))
                pi = d.part.decode(to_real(im, None, d.part))
                want.append(complex(pr, pi))
            m.check("convert", sname, r, [n], want, NAN, rtype=dname,
                    also=(dname,) if dname != sname else ())
            continue
        if s.kind == "float" and len(keep) > 4096 and d.kind == "int":
            want = float_to_int_array(s.decode_array(np.array(keep, s.np)),
                                      d)
        else:
            want = [to_real(value_of(s, c), s if s.kind == "float" else None,
                            d) for c in keep]
        m.check("convert", sname, r, [n], want,
                NAN if d.kind == "float" else EXACT, rtype=dname,
                also=(dname,) if dname != sname else ())
    bitcast(m, s, x, vals)
    return m


def raw_bits(t, carrier):
    """The bit pattern of a carrier of type t, as XLA's bitcast sees it
    (pred is one bit)."""
    if t.kind == "float":
        return int(carrier)
    return int(carrier) % (1 << t.bits)


def from_bits(t, b):
    if t.kind == "float":
        return b
    if t.kind == "pred":
        return bool(b)
    return t.wrap(b)


def bitcast(m, s, x, vals):
    """bitcast-convert to every other type of the same width, to every
    narrower type whose width divides it (a minor dimension of the pieces,
    the least significant first, as XLA's shape rule has it; pred is one
    bit) and back; complex types only to complex ones (c128 to c64 pairs
    and back)."""
    if s.kind == "complex":
        n = len(vals)
        arr = np.array(vals, s.np)
        if s.name == "c128" and "c64" in ENABLED:
            r = m.emit("c64", [n, 2], "bitcast-convert(%s)" % x)
            m.check("bitcast-convert", "c128", r, [n, 2],
                    arr.view(np.complex64).reshape(n, 2), EXACT, rtype="c64",
                    also=("c64",))
            back = m.param("c64", arr.view(np.complex64).reshape(n, 2))
            r = m.emit("c128", [n], "bitcast-convert(%s)" % back)
            m.check("bitcast-convert", "c128", r, [n], arr, EXACT)
        return
    if len(vals) > 64:
        # The edge values and an even spread of the rest.
        vals = list(dict.fromkeys(source_values_edges(s) +
                                  vals[::max(1, len(vals) // 48)]))
        x = m.param(s.name, vals)
    n = len(vals)
    for dname in ENABLED:
        d = TYPES[dname]
        if d is s or d.kind == "complex" or s.bits % d.bits:
            continue
        bits = [raw_bits(s, c) for c in vals]
        if d.bits == s.bits:
            r = m.emit(dname, [n], "bitcast-convert(%s)" % x)
            m.check("bitcast-convert", s.name, r, [n],
                    [from_bits(d, b) for b in bits], EXACT, rtype=dname,
                    also=(dname,))
            continue
        k = s.bits // d.bits
        mask = (1 << d.bits) - 1
        pieces = [[from_bits(d, (b >> (d.bits * i)) & mask)
                   for i in range(k)] for b in bits]
        r = m.emit(dname, [n, k], "bitcast-convert(%s)" % x)
        m.check("bitcast-convert", s.name, r, [n, k], pieces, EXACT,
                rtype=dname, also=(dname,))
        back = m.param(dname, pieces)
        r = m.emit(s.name, [n], "bitcast-convert(%s)" % back)
        m.check("bitcast-convert", s.name, r, [n], vals, EXACT,
                also=(dname,))


def source_values_edges(t):
    return list(t.edges()) if t.kind != "pred" else [False, True]


def module(tname):
    return convert_module(tname)
