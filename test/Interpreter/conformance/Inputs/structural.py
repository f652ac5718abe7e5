# -*- Python -*-
# The conformance suite's data-movement, reduction, control-flow,
# collective and contraction ops, per element type. Data movement is
# checked bit for bit on the type's carriers (numpy moves the carriers the
# way the op moves the elements); arithmetic inside reductions and
# contractions uses values whose every partial result is exact in the type
# (small integers and powers of two), so any evaluation order and the
# narrow types' f32 computation give one answer, plus NaN, infinities and
# signed zeros where max/min reduce them.

import math

import numpy as np

from elementwise import total_key, xla_max, xla_min
from harness import EXACT, NAN, Module
from xtypes import TYPES


def carriers(t, n, distinct=False):
    """n carriers of type t cycling through its edge values (for complex
    types, small complex numbers with signed zeros)."""
    if t.kind == "complex":
        vals = [complex(1, -2), complex(-0.0, 3), complex(2.5, 0.0),
                complex(-4, -0.5), complex(0.0, -0.0), complex(7, 1)]
    elif t.kind == "float":
        vals = t.edges()
        if distinct:
            vals = [b for b in vals if not math.isnan(t.decode(b)) and
                    t.decode(b) != 0]
    else:
        vals = t.edges()
    return [vals[i % len(vals)] for i in range(n)]


def from_int(t, i):
    """The carrier of type t holding the small integer i."""
    if t.kind == "float":
        return t.encode(float(i))
    if t.kind == "complex":
        return complex(i, 0)
    if t.kind == "pred":
        return i != 0
    return t.wrap(i)


def scalar(m, tname, carrier):
    return m.param(tname, [carrier], [])


def pad_ref(a, value, cfg):
    """XLA's pad of the 2-D array a: cfg is (low, high, interior) per dim."""
    (l0, h0, i0), (l1, h1, i1) = cfg
    n0 = a.shape[0] + (a.shape[0] - 1) * i0
    n1 = a.shape[1] + (a.shape[1] - 1) * i1
    full = np.full((max(l0, 0) + n0 + max(h0, 0),
                    max(l1, 0) + n1 + max(h1, 0)), value, a.dtype)
    full[max(l0, 0):max(l0, 0) + n0:i0 + 1,
         max(l1, 0):max(l1, 0) + n1:i1 + 1] = a
    r0 = slice(-l0 if l0 < 0 else 0, full.shape[0] + min(h0, 0))
    r1 = slice(-l1 if l1 < 0 else 0, full.shape[1] + min(h1, 0))
    return full[r0, r1]


def replace_comp(m, tname):
    name = "replace_" + tname
    m.computation(name, """
a = %s[] parameter(0)
ROOT b = %s[] parameter(1)""" % (tname, tname))
    return name


def binary_comp(m, tname, op):
    name = "%s_%s" % (op, tname)
    m.computation(name, """
a = %s[] parameter(0)
b = %s[] parameter(1)
ROOT r = %s[] %s(a, b)""" % (tname, tname, tname, op))
    return name


def shape_module(tname):
    t = TYPES[tname]
    m = Module("shape_" + tname)
    base = carriers(t, 12)
    arr = np.array(base, dtype=object).reshape(3, 4)
    x = m.param(tname, base)
    x34 = m.emit(tname, [3, 4], "reshape(%s)" % x)
    m.check("reshape", tname, x34, [3, 4], arr.tolist())
    r = m.emit(tname, [4, 3], "transpose(%s), dimensions={1,0}" % x34)
    m.check("transpose", tname, r, [4, 3], arr.T.tolist())
    v4 = carriers(t, 7)[3:7]
    x4 = m.param(tname, v4)
    r = m.emit(tname, [2, 4, 3], "broadcast(%s), dimensions={1}" % x4)
    m.check("broadcast", tname, r, [2, 4, 3],
            [[[v] * 3 for v in v4]] * 2)
    r = m.emit(tname, [2, 3], "slice(%s), slice={[0:3:2], [1:4]}" % x34)
    m.check("slice", tname, r, [2, 3], arr[0:3:2, 1:4].tolist())
    v24 = carriers(t, 13)[5:13]
    x24 = m.param(tname, v24, [2, 4])
    r = m.emit(tname, [5, 4], "concatenate(%s, %s), dimensions={0}" % (
        x34, x24))
    m.check("concatenate", tname, r, [5, 4],
            arr.tolist() + np.array(v24, dtype=object).reshape(2, 4).tolist())
    pv = base[5]
    p = scalar(m, tname, pv)
    cfg = ((1, 2, 1), (-1, 1, 0))
    want = pad_ref(arr, pv, cfg)
    r = m.emit(tname, list(want.shape), "pad(%s, %s), padding=1_2_1x-1_1" % (
        x34, p))
    m.check("pad", tname, r, list(want.shape), want.tolist())
    r = m.emit(tname, [3, 4], "reverse(%s), dimensions={1}" % x34)
    m.check("reverse", tname, r, [3, 4], arr[:, ::-1].tolist())
    if t.kind != "pred":
        r = m.emit(tname, [2, 5], "iota(), iota_dimension=1")
        m.check("iota", tname, r, [2, 5],
                [[from_int(t, i) for i in range(5)]] * 2)
    i2, i3, im1, i1 = (m.scalar_s32(v) for v in (2, 3, -1, 1))
    r = m.emit(tname, [2, 2], "dynamic-slice(%s, %s, %s), "
               "dynamic_slice_sizes={2,2}" % (x34, i2, i3))
    m.check("dynamic-slice", tname, r, [2, 2], arr[1:3, 2:4].tolist())
    upd = carriers(t, 9)[5:9]
    u = m.param(tname, upd, [2, 2])
    r = m.emit(tname, [3, 4], "dynamic-update-slice(%s, %s, %s, %s)" % (
        x34, u, im1, i1))
    want = arr.copy()
    want[0:2, 1:3] = np.array(upd, dtype=object).reshape(2, 2)
    m.check("dynamic-update-slice", tname, r, [3, 4], want.tolist())
    idx = m.param("s32", [[2], [0]])
    r = m.emit(tname, [2, 4], "gather(%s, %s), offset_dims={1}, "
               "collapsed_slice_dims={0}, start_index_map={0}, "
               "index_vector_dim=1, slice_sizes={1,4}" % (x34, idx))
    m.check("gather", tname, r, [2, 4], arr[[2, 0]].tolist())
    sidx = m.param("s32", [[1], [2]])
    su = m.param(tname, v24, [2, 4])
    r = m.emit(tname, [3, 4], "scatter(%s, %s, %s), update_window_dims={1}, "
               "inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, "
               "index_vector_dim=1, to_apply=%s" % (
                   x34, sidx, su, replace_comp(m, tname)))
    want = arr.copy()
    want[1:3] = np.array(v24, dtype=object).reshape(2, 4)
    m.check("scatter", tname, r, [3, 4], want.tolist())
    r = m.emit(tname, [3, 4], "copy(%s)" % x34)
    m.check("copy", tname, r, [3, 4], arr.tolist())
    r = m.emit("s32", [], "get-dimension-size(%s), dimensions={1}" % x34)
    m.check("get-dimension-size", tname, r, [], 4, rtype="s32")
    tup = m.emit_raw("(%s[3,4], %s[4])" % (tname, tname),
                     "tuple(%s, %s)" % (x34, x4))
    r = m.emit(tname, [4], "get-tuple-element(%s), index=1" % tup)
    m.check("get-tuple-element", tname, r, [4], v4)
    m.record("tuple", tname, 4)
    constant(m, t)
    sort_ops(m, t, x, base)
    scan(m, t, x, base)
    # Out-of-bounds indices: gather clamps the start so the slice fits,
    # scatter skips the update whose window would leave the operand.
    oob = m.param("s32", [[5], [-3]])
    r = m.emit(tname, [2, 4], "gather(%s, %s), offset_dims={1}, "
               "collapsed_slice_dims={0}, start_index_map={0}, "
               "index_vector_dim=1, slice_sizes={1,4}" % (x34, oob))
    m.check("gather", tname, r, [2, 4], arr[[2, 0]].tolist())
    oob = m.param("s32", [[3], [1]])
    r = m.emit(tname, [3, 4], "scatter(%s, %s, %s), update_window_dims={1}, "
               "inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, "
               "index_vector_dim=1, to_apply=%s" % (
                   x34, oob, su, replace_comp(m, tname)))
    want = arr.copy()
    want[1] = np.array(v24, dtype=object).reshape(2, 4)[1]
    m.check("scatter", tname, r, [3, 4], want.tolist())
    return m


def scan(m, t, x, base):
    """A scan whose step outputs the carry and carries the element: the
    input shifted by one, forwards and backwards."""
    tname = t.name
    name = "shift_" + tname
    m.computation(name, """
e = %s[] parameter(0)
c = %s[] parameter(1)
ROOT r = (%s[], %s[]) tuple(c, e)""" % ((tname,) * 4))
    init = scalar(m, tname, base[7])
    st = "(%s[12], %s[])" % (tname, tname)
    for rev in (False, True):
        s = m.emit_raw(st, "scan(%s, %s), dimensions={0}, num_carries=1, "
                       "%sto_apply=%s" % (x, init,
                                          "is_reverse=true, " if rev else "",
                                          name))
        out = m.emit(tname, [12], "get-tuple-element(%s), index=0" % s)
        last = m.emit(tname, [], "get-tuple-element(%s), index=1" % s)
        if rev:
            want, carry = base[1:] + [base[7]], base[0]
        else:
            want, carry = [base[7]] + base[:-1], base[-1]
        m.check("scan", tname, out, [12], want)
        m.check("scan", tname, last, [], carry)


def literal(t, c):
    """XLA's literal text of the carrier c of type t."""
    if t.kind == "pred":
        return "true" if c else "false"
    if t.kind == "int":
        return str(int(c))
    if t.kind == "complex":
        return "(%r, %r)" % (c.real, c.imag)
    v = t.decode(c)
    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    return repr(v)


def constant(m, t):
    """A constant of every edge value, spelled as XLA prints literals."""
    vals = carriers(t, 24 if t.kind != "pred" else 2)
    if t.kind != "complex":
        vals = list(dict.fromkeys(vals))
    n = len(vals)
    r = m.emit(t.name, [n], "constant({%s})" % ", ".join(
        literal(t, c) for c in vals))
    m.check("constant", t.name, r, [n], vals,
            NAN if t.kind in ("float", "complex") else EXACT)


def sort_key(t, c):
    return total_key(t, c) if t.kind == "float" else int(c)


def sort_ops(m, t, x, base):
    tname = t.name
    # Sorted by s32 keys (descending), the elements of type t carried along.
    keys = [(i * 5) % 12 for i in range(12)]
    k = m.param("s32", keys)
    name = "by_key_" + tname
    m.computation(name, """
a = s32[] parameter(0)
b = s32[] parameter(1)
c = %s[] parameter(2)
d = %s[] parameter(3)
ROOT r = pred[] compare(a, b), direction=GT""" % (tname, tname))
    s = m.emit_raw("(s32[12], %s[12])" % tname,
                   "sort(%s, %s), dimensions={0}, is_stable=true, "
                   "to_apply=%s" % (k, x, name))
    r = m.emit(tname, [12], "get-tuple-element(%s), index=1" % s)
    order = sorted(range(12), key=lambda i: -keys[i])
    m.check("sort", tname, r, [12], [base[i] for i in order])
    if t.kind == "complex":
        return
    # Sorted by the elements themselves (floats in XLA's total order),
    # stable.
    name = "lt_" + tname
    m.computation(name, """
a = %s[] parameter(0)
b = %s[] parameter(1)
ROOT r = pred[] compare(a, b), direction=LT%s""" % (
        tname, tname, ", type=TOTALORDER" if t.kind == "float" else ""))
    r = m.emit(tname, [12], "sort(%s), dimensions={0}, is_stable=true, "
               "to_apply=%s" % (x, name))
    m.check("sort", tname, r, [12], sorted(base, key=lambda c: sort_key(t, c)))
    if t.kind in ("int", "float"):
        vals = []
        for c in carriers(t, 40, distinct=True):
            if c not in vals:
                vals.append(c)
        vals = vals[:8]
        xv = m.param(tname, vals)
        top = m.emit_raw("(%s[3], s32[3])" % tname,
                         "topk(%s), k=3, largest=true" % xv)
        r0 = m.emit(tname, [3], "get-tuple-element(%s), index=0" % top)
        r1 = m.emit("s32", [3], "get-tuple-element(%s), index=1" % top)
        order = sorted(range(len(vals)),
                       key=lambda i: -(t.decode(vals[i]) if t.kind == "float"
                                       else vals[i]))[:3]
        m.check("topk", tname, r0, [3], [vals[i] for i in order])
        m.check("topk", tname, r1, [3], order, rtype="s32")


# ---------------------------------------------------------------------------
# Reductions
# ---------------------------------------------------------------------------

def exact_rows(t):
    """Rows of 4 carriers whose sums are exact in t in any order, with
    their sums, maxima and minima (as Python values)."""
    if t.kind == "pred":
        return None
    if t.kind == "int":
        rows = [[t.hi, 1, t.lo, 0], [t.lo, t.lo, t.hi, -1 if t.signed else 1],
                [1, 0, t.hi, t.hi]]
        rows = [[t.wrap(v) for v in r] for r in rows]
        return rows
    if t.kind == "complex":
        return [[complex(1, 2), complex(-3, 0.5), complex(0, 0),
                 complex(4, -1)], [complex(0.25, 0), complex(-0.0, -0.0),
                                   complex(-0.0, -0.0), complex(0.5, 1)]]
    rows = [[1.0, 1.0, 2.0, 4.0], [-1.0, 0.5, 0.25, 0.25],
            [-0.0, -0.0, -0.0, -0.0], [2.0, -2.0, 1.0, -0.5]]
    if t.has_inf:
        rows += [[math.inf, 1.0, 2.0, 1.0], [math.inf, -math.inf, 1.0, 1.0]]
    rows += [[math.nan, 1.0, 0.5, 2.0]]
    return [[t.encode(v) for v in r] for r in rows]


def argmax(m, t):
    """A variadic reduce (values and s32 indices): each row's largest value
    (XLA's total order for floats) and its first index, on the edge values
    with repeats."""
    tname = t.name
    total = ", type=TOTALORDER" if t.kind == "float" else ""
    name = "argmax_" + tname
    m.computation(name, """
a = %(t)s[] parameter(0)
i = s32[] parameter(1)
b = %(t)s[] parameter(2)
j = s32[] parameter(3)
gt = pred[] compare(b, a), direction=GT%(o)s
eq = pred[] compare(b, a), direction=EQ%(o)s
lt = pred[] compare(j, i), direction=LT
tie = pred[] and(eq, lt)
take = pred[] or(gt, tie)
v = %(t)s[] select(take, b, a)
k = s32[] select(take, j, i)
ROOT r = (%(t)s[], s32[]) tuple(v, k)""" % {"t": tname, "o": total})
    vals = carriers(t, 23)
    rows = [vals[0:5], vals[5:10], vals[10:15], vals[15:20],
            [vals[20], vals[21], vals[20], vals[22], vals[21]]]
    x = m.param(tname, rows)
    idx = m.param("s32", [list(range(5))] * len(rows))
    if t.kind == "float":
        lowest = t.nan_bits(True) if t.nan != "fnuz" else \
            t.encode(-float(t.max))
    elif t.kind == "pred":
        lowest = False
    else:
        lowest = t.lo
    iv, ii = scalar(m, tname, lowest), m.scalar_s32(99)
    st = "(%s[%d], s32[%d])" % (tname, len(rows), len(rows))
    red = m.emit_raw(st, "reduce(%s, %s, %s, %s), dimensions={1}, "
                     "to_apply=%s" % (x, idx, iv, ii, name), tname=tname)
    key = (lambda c: total_key(t, c)) if t.kind == "float" else int
    best = [max(range(5), key=lambda k: (key(rw[k]), -k)) for rw in rows]
    r = m.emit(tname, [len(rows)], "get-tuple-element(%s), index=0" % red)
    m.check("reduce", tname, r, [len(rows)],
            [rw[k] for rw, k in zip(rows, best)])
    r = m.emit("s32", [len(rows)], "get-tuple-element(%s), index=1" % red)
    m.check("reduce", tname, r, [len(rows)], best, rtype="s32")


def reduce_module(tname):
    t = TYPES[tname]
    m = Module("reduce_" + tname)
    if t.kind != "complex":
        argmax(m, t)
    if t.kind == "pred":
        a, b = [False, True], [False, True]
        p, q = [x for x in a for _ in b], [y for _ in a for y in b]
        xp, xq = m.param("pred", p), m.param("pred", q)
        r = m.emit("pred", [4], "map(%s, %s), dimensions={0}, to_apply=%s" % (
            xp, xq, binary_comp(m, "pred", "or")))
        m.check("map", "pred", r, [4], [u or v for u, v in zip(p, q)])
        rows = [[p, q, r_, s] for p in a for q in b for r_ in a for s in b]
        x = m.param("pred", rows)
        n = len(rows)
        for op, f, init in (("or", any, False), ("and", all, True)):
            i = scalar(m, "pred", init)
            r = m.emit("pred", [n], "reduce(%s, %s), dimensions={1}, "
                       "to_apply=%s" % (x, i, binary_comp(m, "pred", op)))
            m.check("reduce", "pred", r, [n], [f(rw) for rw in rows])
        return m
    rows = exact_rows(t)
    n = len(rows)
    x = m.param(tname, rows)

    def value(c):
        return t.decode(c) if t.kind == "float" else c

    def carrier(v):
        if t.kind == "float":
            return t.encode(v)
        if t.kind == "int":
            return t.wrap(v)
        return v

    zero = carrier(0.0 if t.kind == "float" else 0)
    i0 = scalar(m, tname, zero)
    mode = NAN if t.kind in ("float", "complex") else EXACT
    r = m.emit(tname, [n], "reduce(%s, %s), dimensions={1}, to_apply=%s" % (
        x, i0, binary_comp(m, tname, "add")))

    def fsum(rw):
        vals = [value(c) for c in rw]
        s = math.fsum(vals) if t.kind == "float" and all(
            math.isfinite(v) for v in vals) else sum(vals)
        # (A row of -0 sums to +0: the init is +0.)
        return carrier(s + 0.0 if t.kind == "float" else s)
    m.check("reduce", tname, r, [n], [fsum(rw) for rw in rows], mode)
    if t.kind != "complex":
        for op, f in (("maximum", xla_max), ("minimum", xla_min)):
            init = rows[0][0]
            ii = scalar(m, tname, init)
            r = m.emit(tname, [n], "reduce(%s, %s), dimensions={1}, "
                       "to_apply=%s" % (x, ii, binary_comp(m, tname, op)))
            want = []
            for rw in rows:
                acc = value(init)
                for c in rw:
                    acc = f(acc, value(c))
                want.append(carrier(acc) if not (acc == 0 and t.kind ==
                                                 "float") else None)
            # A row of zeros reduces to a zero of either sign: checked
            # where no zero is involved.
            keep = [i for i, w in enumerate(want) if w is not None]
            if len(keep) < n:
                sub = m.param(tname, [rows[i] for i in keep])
                r = m.emit(tname, [len(keep)], "reduce(%s, %s), "
                           "dimensions={1}, to_apply=%s" % (
                               sub, ii, binary_comp(m, tname, op)))
            m.check("reduce", tname, r, [len(keep)], [want[i] for i in keep],
                    mode)
        reduce_window(m, t)
        select_and_scatter(m, t)
    else:
        # Complex: a window sum of small integers (exact).
        vals = [complex(v, -v) for v in (1, 3, 2, 0, 2, 1, 0, 3, 1, 2, 3, 0)]
        xw = m.param(tname, vals, [3, 4])
        r = m.emit(tname, [2, 3], "reduce-window(%s, %s), window={size=2x2}, "
                   "to_apply=%s" % (xw, i0, binary_comp(m, tname, "add")))
        a = np.array(vals).reshape(3, 4)
        m.check("reduce-window", tname, r, [2, 3],
                [[0j + a[p:p + 2, q:q + 2].sum() for q in range(3)]
                 for p in range(2)], NAN)
    # map: add of two arrays (exact values).
    flat = [c for rw in rows for c in rw]
    y = m.param(tname, list(reversed(flat)))
    xf = m.param(tname, flat)
    r = m.emit(tname, [len(flat)], "map(%s, %s), dimensions={0}, "
               "to_apply=%s" % (xf, y, binary_comp(m, tname, "maximum" if
                                                   t.kind != "complex"
                                                   else "add")))
    if t.kind == "complex":
        want = [p + q for p, q in zip(flat, reversed(flat))]
    else:
        want = [carrier(xla_max(value(p), value(q)))
                for p, q in zip(flat, reversed(flat))]
    m.check("map", tname, r, [len(flat)], want, mode)
    return m


def reduce_window(m, t):
    tname = t.name
    vals = [from_int(t, v) for v in (1, 3, 2, 0, 2, 1, 0, 3, 1, 2, 3, 0)]
    x = m.param(tname, vals, [3, 4])
    lo = from_int(t, 0)
    i = scalar(m, tname, lo)
    r = m.emit(tname, [3, 4], "reduce-window(%s, %s), window={size=2x2 "
               "pad=0_1x1_0}, to_apply=%s" % (x, i,
                                              binary_comp(m, tname, "maximum")))
    a = np.array([int(v) if t.kind == "int" else t.decode(v) for v in vals]
                 ).reshape(3, 4)
    padded = np.full((4, 5), 0.0)
    padded[0:3, 1:5] = a
    want = [[from_int(t, int(padded[p:p + 2, q:q + 2].max()))
             for q in range(4)] for p in range(3)]
    m.check("reduce-window", tname, r, [3, 4], want,
            NAN if t.kind == "float" else EXACT)


def select_and_scatter(m, t):
    tname = t.name
    vals = [1, 3, 0, 2, 2, 0, 3, 1, 0, 1, 2, 0, 3, 2, 1, 0]
    x = m.param(tname, [from_int(t, v) for v in vals], [4, 4])
    src = m.param(tname, [from_int(t, v) for v in (1, 2, 1, 1)], [2, 2])
    i = scalar(m, tname, from_int(t, 0))
    name = "ge_" + tname
    m.computation(name, """
a = %s[] parameter(0)
b = %s[] parameter(1)
ROOT r = pred[] compare(a, b), direction=GE""" % (tname, tname))
    r = m.emit(tname, [4, 4], "select-and-scatter(%s, %s, %s), "
               "window={size=2x2 stride=2x2}, select=%s, scatter=%s" % (
                   x, src, i, name, binary_comp(m, tname, "add")))
    a = np.array([t.wrap(v) if t.kind == "int" else v for v in vals]
                 ).reshape(4, 4)
    out = np.zeros((4, 4), int)
    s = [[1, 2], [1, 1]]
    for p in range(2):
        for q in range(2):
            w = a[2 * p:2 * p + 2, 2 * q:2 * q + 2]
            pos = np.unravel_index(np.argmax(w), w.shape)  # first maximum
            out[2 * p + pos[0], 2 * q + pos[1]] += s[p][q]
    m.check("select-and-scatter", tname, r, [4, 4],
            [[from_int(t, int(v)) for v in row] for row in out],
            NAN if t.kind == "float" else EXACT)


# ---------------------------------------------------------------------------
# Control flow, collectives on one replica, contractions
# ---------------------------------------------------------------------------

def control_module(tname):
    t = TYPES[tname]
    m = Module("control_" + tname)
    v = carriers(t, 4)
    x = m.param(tname, v)
    rev = "rev_" + tname
    m.computation(rev, """
p = %s[4] parameter(0)
ROOT r = %s[4] reverse(p), dimensions={0}""" % (tname, tname))
    ident = "id_" + tname
    m.computation(ident, """
ROOT p = %s[4] parameter(0)""" % tname)
    r = m.emit(tname, [4], "call(%s), to_apply=%s" % (x, rev))
    m.check("call", tname, r, [4], v[::-1])
    r = m.emit(tname, [4], "fusion(%s), kind=kLoop, calls=%s" % (x, rev))
    m.check("fusion", tname, r, [4], v[::-1])
    for flag in (True, False):
        p = scalar(m, "pred", flag)
        r = m.emit(tname, [4], "conditional(%s, %s, %s), true_computation=%s, "
                   "false_computation=%s" % (p, x, x, rev, ident))
        m.check("conditional", tname, r, [4], v[::-1] if flag else v)
    b = m.scalar_s32(7)  # out of range: the last branch
    r = m.emit(tname, [4], "conditional(%s, %s, %s), "
               "branch_computations={%s, %s}" % (b, x, x, rev, ident))
    m.check("conditional", tname, r, [4], v)
    # while: three iterations, each reversing the data.
    st = "(s32[], %s[4])" % tname
    m.computation("cond_" + tname, """
s = %s parameter(0)
i = s32[] get-tuple-element(s), index=0
n = s32[] constant(3)
ROOT c = pred[] compare(i, n), direction=LT""" % st)
    m.computation("body_" + tname, """
s = %s parameter(0)
i = s32[] get-tuple-element(s), index=0
d = %s[4] get-tuple-element(s), index=1
one = s32[] constant(1)
j = s32[] add(i, one)
e = %s[4] reverse(d), dimensions={0}
ROOT t = %s tuple(j, e)""" % (st, tname, tname, st))
    zero = m.scalar_s32(0)
    init = m.emit_raw(st, "tuple(%s, %s)" % (zero, x))
    w = m.emit_raw(st, "while(%s), condition=cond_%s, body=body_%s" % (
        init, tname, tname))
    r = m.emit(tname, [4], "get-tuple-element(%s), index=1" % w)
    m.check("while", tname, r, [4], v[::-1])
    ob = m.emit_raw(st, "opt-barrier(%s)" % init)
    r = m.emit(tname, [4], "get-tuple-element(%s), index=1" % ob)
    m.check("opt-barrier", tname, r, [4], v)
    tok = m.emit_raw("token[]", "after-all()")
    r = m.emit(tname, [4], "add-dependency(%s, %s)" % (x, tok))
    m.check("add-dependency", tname, r, [4], v)
    m.record("after-all", tname, 4)
    collectives(m, t, x, v)
    return m


def collectives(m, t, x, v):
    """On one replica every collective returns its operand."""
    tname = t.name
    if t.kind != "pred":
        r = m.emit(tname, [4], "all-reduce(%s), replica_groups={}, "
                   "to_apply=%s" % (x, binary_comp(m, tname, "add")))
        m.check("all-reduce", tname, r, [4], v)
        r = m.emit(tname, [4], "reduce-scatter(%s), replica_groups={}, "
                   "dimensions={0}, to_apply=%s" % (
                       x, binary_comp(m, tname, "add")))
        m.check("reduce-scatter", tname, r, [4], v)
    # ragged-all-to-all: the input's rows [1, 4) land at the output's
    # [2, 5); the rest of the output stays.
    src = carriers(t, 11)[:6]
    dst = carriers(t, 11)[6:11]
    xi, xo = m.param(tname, src), m.param(tname, dst)
    io, ss, oo, rs = (m.param("s64", [v]) for v in (1, 3, 2, 3))
    r = m.emit(tname, [5], "ragged-all-to-all(%s, %s, %s, %s, %s, %s), "
               "replica_groups={{0}}" % (xi, xo, io, ss, oo, rs))
    m.check("ragged-all-to-all", tname, r, [5], dst[:2] + src[1:4])
    r = m.emit(tname, [4], "domain(%s), domain={kind=\"sharding\", "
               "entry={maximal device=0}, exit={maximal device=0}}" % x)
    m.check("domain", tname, r, [4], v)
    for op, attrs in (("all-gather", "replica_groups={}, dimensions={0}"),
                      ("all-to-all", "replica_groups={{0}}, dimensions={0}"),
                      ("collective-permute", "source_target_pairs={{0,0}}"),
                      ("collective-broadcast", "replica_groups={{0}}")):
        r = m.emit(tname, [4], "%s(%s), %s" % (op, x, attrs))
        m.check(op, tname, r, [4], v)
