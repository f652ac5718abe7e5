# -*- Python -*-
# The conformance suite's random number ops.
#
# - rng-bit-generator: exact bits. Philox4x32-10 and Threefry-2x32-20 are
#   written here from their definition (Salmon et al., "Parallel random
#   numbers: as easy as 1, 2, 3", SC'11) and checked against Random123's
#   known-answer vectors; the layout of the words in the result and the new
#   state follow XLA's PhiloxBitGenerator and ThreeFryBitGenerator
#   (xla/hlo/builder/lib/prng.cc, as RngBitGeneratorExpander calls them);
#   for ThreeFry also against an XLA CPU run's published output. Outputs
#   narrower than 32 bits are the 32-bit ones converted to the type
#   (ThreeFryRngBitNarrow, PhiloxRngBitNarrow: the low bits).
# - rng: XLA fixes only the distribution, so the checks are statistical, at
#   a fixed seed, with bounds from the sample size that a right kernel
#   misses with probability below ALPHA per check: every sample in the
#   range ([a, b) for uniform), the Kolmogorov distance to the exact
#   distribution of the samples (the continuous one rounded to the type's
#   values, computed from the type's table) within the
#   Dvoretzky-Kiefer-Wolfowitz bound, and the mean and the second central
#   moment within Z standard errors of the exact ones. Plus the
#   deterministic cases: an interval holding one value of the type, and a
#   normal distribution with sigma 0.
# - rng-get-and-update-state: each call returns the 128-bit state and adds
#   delta (positive or negative) to it (checked relative to the first
#   call, whatever the seed).

import math

import numpy as np

from harness import Module, Stat
from xtypes import TYPES

M32 = 0xFFFFFFFF
M64 = (1 << 64) - 1
N = 4096        # samples per distribution check
ALPHA = 1e-9    # the chance that a right kernel fails a bound
Z = 6.5         # standard errors of the mean and moment bounds (2 * the
                # normal tail at 6.5 is 8e-11)


def philox4x32(ctr, key):
    """Philox4x32-10 (Salmon et al., Random123) from its definition; checked
    against Random123's known-answer vectors below."""
    c, k = list(ctr), list(key)
    for r in range(10):
        if r:
            k = [(k[0] + 0x9E3779B9) & M32, (k[1] + 0xBB67AE85) & M32]
        p0, p1 = 0xD2511F53 * c[0], 0xCD9E8D57 * c[2]
        c = [((p1 >> 32) ^ c[1] ^ k[0]) & M32, p1 & M32,
             ((p0 >> 32) ^ c[3] ^ k[1]) & M32, p0 & M32]
    return c


assert philox4x32([0, 0, 0, 0], [0, 0]) == [
    0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8]
assert philox4x32([M32] * 4, [M32, M32]) == [
    0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd]
assert philox4x32([0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344],
                  [0xa4093822, 0x299f31d0]) == [
    0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1]


def threefry2x32(ctr, key):
    """Threefry-2x32 with 20 rounds from its definition: the key schedule
    (key0, key1, 0x1BD11BDA ^ key0 ^ key1), injected before the first
    round and after every fourth (subkey s: ks[s % 3], ks[(s + 1) % 3] + s),
    rounds x0 += x1; x1 = rotl(x1, R[r % 8]) ^ x0 with R = 13 15 26 6 17 29
    16 24; checked against Random123's known-answer vectors below."""
    rot = [13, 15, 26, 6, 17, 29, 16, 24]
    ks = [key[0], key[1], 0x1BD11BDA ^ key[0] ^ key[1]]
    x0, x1 = (ctr[0] + ks[0]) & M32, (ctr[1] + ks[1]) & M32
    for r in range(20):
        x0 = (x0 + x1) & M32
        x1 = ((x1 << rot[r % 8]) | (x1 >> (32 - rot[r % 8]))) & M32
        x1 ^= x0
        if r % 4 == 3:
            s = r // 4 + 1
            x0 = (x0 + ks[s % 3]) & M32
            x1 = (x1 + ks[(s + 1) % 3] + s) & M32
    return [x0, x1]


# Random123's kat_vectors: threefry2x32 20 (ctr0 ctr1 key0 key1 -> out).
assert threefry2x32([0, 0], [0, 0]) == [0x6b200159, 0x99ba4efe]
assert threefry2x32([M32, M32], [M32, M32]) == [0x1cb996fc, 0xbb002be7]
assert threefry2x32([0x243f6a88, 0x85a308d3], [0x13198a2e, 0x03707344]) == [
    0xc4923a9c, 0x483df7a0]


def threefry_bits(state, shape, bits):
    """XLA's ThreeFryBitGenerator on the u64[2] state [key, counter]: the
    key's words (lo, hi); block i encrypts the 64-bit counter + i as words
    (lo, hi). 64 bits: element i (row-major) is block i's words joined (lo
    first), the counter advances by the number of elements. 32 bits
    (ThreeFryRngBit32): SplitShapeIntoHalves takes the first even
    dimension (else the first largest) s, generates the half shape (d_s
    rounded up to even, halved, and a new dimension of 1 after it;
    a scalar's half shape is [1]) with counters in row-major order, and
    CombineShapePair concatenates the words 0 and 1 along the new
    dimension, reshapes and slices back to the shape (a scalar: word 0);
    the counter advances by the half shape's elements. Returns (the
    result as Python ints, the number of blocks)."""
    key = [state[0] & M32, state[0] >> 32]

    def block(i):
        c = (state[1] + i) & M64
        return threefry2x32([c & M32, c >> 32], key)

    if bits == 64:
        n = int(np.prod(shape)) if shape else 1
        words = [block(i) for i in range(n)]
        vals = np.array([w[0] | (w[1] << 32) for w in words], dtype=object)
        return vals.reshape(shape), n
    if not shape:
        return np.array(block(0)[0], dtype=object), 1
    even = [i for i, d in enumerate(shape) if d % 2 == 0]
    split = even[0] if even else max(range(len(shape)),
                                     key=lambda i: (shape[i], -i))
    half = list(shape)
    half[split] = (shape[split] + 1) // 2
    half.insert(split + 1, 1)
    nh = int(np.prod(half))
    words = [block(i) for i in range(nh)]
    w0 = np.array([w[0] for w in words], dtype=object).reshape(half)
    w1 = np.array([w[1] for w in words], dtype=object).reshape(half)
    cat = np.concatenate([w0, w1], axis=split + 1)
    dims = list(shape)
    dims[split] = 2 * half[split]
    out = cat.reshape(dims)[tuple(slice(0, d) for d in shape)]
    return out, nh


# XLA's CPU backend (through PJRT) on the state [0, 0] for u32[3, 2]
# gives the new state [0, 3] and, to 5 digits, 1.7973e9 2.5791e9 /
# 1.3515e9 3.2358e9 / 1.6886e9 4.2293e9 (r-xla/anvil's reference of
# nvl_rng_bit_generator): the layout above.
_v, _n = threefry_bits([0, 0], [3, 2], 32)
assert _n == 3 and [round(int(x) / 1e5) for x in _v.reshape(-1)] == [
    17973, 25791, 13515, 32358, 16886, 42293], _v


def philox(m, t):
    """rng-bit-generator with RNG_PHILOX as XLA's PhiloxBitGenerator
    (xla/hlo/builder/lib/prng.cc) defines it and RngBitGeneratorExpander
    calls it: key = state[0], a 128-bit counter [lo, hi] = [state[1],
    state[2]] for a 3-word state and [state[1], state[0]] for a 2-word one
    (GetPhiloxStateOp reverses it), incremented per block of four 32-bit
    words, element 4i + w the word w of block i (64-bit elements: words 2w
    and 2w + 1 of block i for element 2i + w), the new state [key, counter
    + blocks] (a 2-word state keeps the new low word). The first block is
    Random123's third known-answer vector; the second state's counter
    carries into its high word. RNG_DEFAULT is PHILOX, as XLA's CPU
    compiler expands it."""
    tname = t.name
    wbits = 64 if t.bits == 64 else 32  # narrow types: 32 bits truncated
    n = 10 if wbits == 32 else 5
    for state, algorithm in (
            ([0x299f31d0a4093822, 0x85a308d3243f6a88, 0x0370734413198a2e],
             "rng_philox"),
            ([0x0123456789abcdef, 0xffffffffffffffff, 7], "rng_philox"),
            ([0x0123456789abcdef, 0xfffffffffffffffe], "rng_philox"),
            ([0x299f31d0a4093822, 0x85a308d3243f6a88, 0], "rng_default")):
        key = [state[0] & M32, state[0] >> 32]
        hi = state[2] if len(state) == 3 else state[0]
        ctr = state[1] | (hi << 64)
        words = []
        blocks = (n * wbits // 32 + 3) // 4
        for i in range(blocks):
            c = (ctr + i) & ((1 << 128) - 1)
            words += philox4x32([(c >> (32 * j)) & M32 for j in range(4)],
                                key)
        if wbits == 32:
            raw = words[:n]
        else:
            raw = [words[2 * i] | (words[2 * i + 1] << 32) for i in range(n)]
        want = [t.wrap(r) for r in raw]
        new = (ctr + blocks) & ((1 << 128) - 1)
        new_state = [state[0], new & M64, new >> 64][:len(state)]
        sp = m.param("u64", state)
        st = "(u64[%d], %s[%d])" % (len(state), tname, n)
        g = m.emit_raw(st, "rng-bit-generator(%s), algorithm=%s" % (
            sp, algorithm), tname=tname)
        r = m.emit(tname, [n], "get-tuple-element(%s), index=1" % g)
        m.check("rng-bit-generator", tname, r, [n], want)
        r = m.emit("u64", [len(state)], "get-tuple-element(%s), index=0" % g)
        m.check("rng-bit-generator", tname, r, [len(state)], new_state,
                rtype="u64")


def threefry(m, t):
    """rng-bit-generator with RNG_THREE_FRY (threefry_bits) on shapes that
    take each branch of SplitShapeIntoHalves (an even dimension, none, a
    scalar), from states whose first block is a known-answer vector, the
    last one's counter wrapping around 2^64."""
    tname = t.name
    wbits = 64 if t.bits == 64 else 32  # narrow types: 32 bits truncated
    shapes = ([[10], [3, 2], [3, 5], [5, 3], [2, 1, 3], []] if wbits == 32
              else [[5], [2, 3], []])
    states = [[0, 0], [0x0370734413198a2e, 0x85a308d3243f6a88],
              [M64, M64 - 1]]
    for k, shape in enumerate(shapes):
        state = states[k % len(states)]
        want, blocks = threefry_bits(state, shape, wbits)
        sp = m.param("u64", state)
        st = "(u64[2], %s[%s])" % (tname, ",".join(map(str, shape)))
        g = m.emit_raw(st, "rng-bit-generator(%s), algorithm=rng_three_fry"
                       % sp, tname=tname)
        r = m.emit(tname, shape, "get-tuple-element(%s), index=1" % g)
        flat = [t.wrap(int(v)) for v in np.asarray(want).reshape(-1)]
        m.check("rng-bit-generator", tname, r, shape,
                np.array(flat, dtype=object).reshape(shape).tolist()
                if shape else flat[0])
        r = m.emit("u64", [2], "get-tuple-element(%s), index=0" % g)
        m.check("rng-bit-generator", tname, r, [2],
                [state[0], (state[1] + blocks) & M64], rtype="u64")


# -- rng ----------------------------------------------------------------------

def dkw(n):
    """The Dvoretzky-Kiefer-Wolfowitz bound: P(sup |F_n - F| > eps) <=
    2 exp(-2 n eps^2) = ALPHA, for any distribution F."""
    return math.sqrt(math.log(2 / ALPHA) / (2 * n))


_erf = np.frompyfunc(math.erf, 1, 1)


def normal_cdf(x, mu, sigma):
    return 0.5 * (1 + _erf((np.asarray(x, np.float64) - mu) /
                           (sigma * math.sqrt(2))).astype(np.float64))


class Distribution:
    """The distribution of rng's samples of type t: a continuous one
    (cdf, support [lo, hi)), rounded to nearest into the type's values (for
    types of at most 16 bits, exactly from the type's table; wider types
    are treated as continuous), with uniform's values that round up to b
    stepped below it as XLA requires [a, b)."""

    def __init__(self, t, cdf, mean, var, mu4, below=None):
        self.t, self.cdf, self.below = t, cdf, below
        self.grid = None
        if t.bits <= 16:
            vals = t._decode_all()
            g = np.unique(vals[np.isfinite(vals)])
            mids = (g[1:] + g[:-1]) / 2
            upper = self.cdf(np.append(mids, np.inf))
            lower = self.cdf(np.insert(mids, 0, -np.inf))
            p = upper - lower
            if below is not None:
                top = np.nonzero(g < below)[0][-1]
                p[top] += p[top + 1:].sum()
                p[top + 1:] = 0
            self.grid, self.p = g, p
            mean = float((p * g).sum())
            var = float((p * (g - mean) ** 2).sum())
            mu4 = float((p * (g - mean) ** 4).sum())
        self.mean, self.var, self.mu4 = mean, var, mu4

    def failures(self, x):
        """Why the samples x (float64) are unlikely under the
        distribution (an empty list when they are not)."""
        n = x.size
        out = []
        if not np.isfinite(x).all():
            out.append("non-finite samples: %s" % x[~np.isfinite(x)][:4])
            return out
        xs = np.sort(x)
        if self.grid is not None:
            ecdf = np.searchsorted(xs, self.grid, side="right") / n
            d = float(np.abs(ecdf - np.cumsum(self.p)).max())
        else:
            f = self.cdf(xs)
            i = np.arange(1, n + 1)
            d = float(max((i / n - f).max(), (f - (i - 1) / n).max()))
        if d > dkw(n):
            out.append("Kolmogorov distance %.4f > %.4f (n = %d)" % (
                d, dkw(n), n))
        sd = math.sqrt(self.var / n)
        if abs(x.mean() - self.mean) > Z * sd:
            out.append("mean %.6g, expected %.6g +- %.3g" % (
                x.mean(), self.mean, Z * sd))
        m2 = float(((x - self.mean) ** 2).mean())
        sd2 = math.sqrt(max(self.mu4 - self.var ** 2, 0) / n)
        if abs(m2 - self.var) > Z * sd2:
            out.append("second central moment %.6g, expected %.6g +- %.3g"
                       % (m2, self.var, Z * sd2))
        return out


def uniform(t, a, b):
    cdf = lambda x: np.clip((np.asarray(x, np.float64) - a) /  # noqa: E731
                            (b - a), 0.0, 1.0)
    return Distribution(t, cdf, (a + b) / 2, (b - a) ** 2 / 12,
                        (b - a) ** 4 / 80, below=b)


def normal(t, mu, sigma):
    return Distribution(t, lambda x: normal_cdf(x, mu, sigma), mu,
                        sigma ** 2, 3 * sigma ** 4)


def float_rng(m, t):
    tname = t.name
    # Uniform on [-1.5, 2.5) and normal (0.5, 2), values of every float
    # type.
    for kind, a, b, dist in (("uniform", -1.5, 2.5, uniform(t, -1.5, 2.5)),
                             ("normal", 0.5, 2.0, normal(t, 0.5, 2.0))):
        lo = m.param(tname, [t.encode(a)], [])
        hi = m.param(tname, [t.encode(b)], [])
        r = m.emit(tname, [N], "rng(%s, %s), distribution=rng_%s" % (
            lo, hi, kind))

        def fn(x, dist=dist, kind=kind, a=a, b=b):
            out = dist.failures(x)
            if kind == "uniform" and not ((x >= a) & (x < b)).all():
                out.append("samples outside [%g, %g): %s" % (
                    a, b, x[(x < a) | (x >= b)][:4]))
            return ["rng %s: %s" % (kind, f) for f in out]
        m.check("rng", tname, r, [N], None, Stat(fn))
    # [1, the next value): only 1 (a value rounding to b is stepped below
    # it); normal with sigma 0: mu.
    one = t.encode(1.0)
    lo = m.param(tname, [one], [])
    hi = m.param(tname, [one + 1], [])
    r = m.emit(tname, [6], "rng(%s, %s), distribution=rng_uniform" % (lo, hi))
    m.check("rng", tname, r, [6], [one] * 6)
    mu = m.param(tname, [t.encode(-1.5)], [])
    sigma = m.param(tname, [t.encode(0.0)], [])
    r = m.emit(tname, [6], "rng(%s, %s), distribution=rng_normal" % (
        mu, sigma))
    m.check("rng", tname, r, [6], [t.encode(-1.5)] * 6)


def int_rng(m, t):
    """Uniform integers on [lo, hi) of the type (all but its largest value)
    and on [hi - 1, hi) (only hi - 1)."""
    tname = t.name
    a, b = t.lo, t.hi
    lo = m.param(tname, [a], [])
    hi = m.param(tname, [b], [])
    r = m.emit(tname, [N], "rng(%s, %s), distribution=rng_uniform" % (lo, hi))

    def fn(x):
        v = sorted(int(e) for e in x.reshape(-1))
        n, width = len(v), b - a
        out = []
        if v[0] < a or v[-1] >= b:
            out.append("samples outside [%d, %d): %d .. %d" % (
                a, b, v[0], v[-1]))
            return out
        # Kolmogorov distance to the uniform on the integers of [a, b):
        # at each sample value from the right and the left.
        d, below = 0.0, 0
        for i, e in enumerate(v):
            if i + 1 < n and v[i + 1] == e:
                continue
            left = (below / n, (e - a) / width)
            right = ((i + 1) / n, (e - a + 1) / width)
            d = max(d, abs(left[0] - left[1]), abs(right[0] - right[1]))
            below = i + 1
        if d > dkw(n):
            out.append("Kolmogorov distance %.4f > %.4f" % (d, dkw(n)))
        # Hoeffding: the mean of n samples in [a, b) within width * dkw(n).
        mean = sum(e - a for e in v) / n
        if abs(mean - (width - 1) / 2) > width * dkw(n):
            out.append("mean %g, expected %g" % (a + mean, a + (width - 1)
                                                  / 2))
        return ["rng uniform: " + f for f in out]
    m.check("rng", tname, r, [N], None, Stat(fn))
    lo = m.param(tname, [b - 1], [])
    hi = m.param(tname, [b], [])
    r = m.emit(tname, [6], "rng(%s, %s), distribution=rng_uniform" % (lo, hi))
    m.check("rng", tname, r, [6], [b - 1] * 6)


def rng_state(m):
    """rng-get-and-update-state in a loop of 6 iterations with delta =
    2^62 + 7 (the low word wraps at least once), then, in a second loop
    that takes the first one's result (so it runs after it), 4 with delta =
    -3: each call returns the state the calls before it left, the first
    call's plus the deltas before it, modulo 2^128."""
    loops = [(6, (1 << 62) + 7), (4, -3)]
    k = sum(n for n, _ in loops)
    st = "(s32[], u64[%d,2])" % k
    w, end = None, 0
    for li, (n, delta) in enumerate(loops):
        end += n
        m.computation("rngstate_cond%d" % li, """
s = %s parameter(0)
i = s32[] get-tuple-element(s), index=0
n = s32[] constant(%d)
ROOT c = pred[] compare(i, n), direction=LT""" % (st, end))
        m.computation("rngstate_body%d" % li, """
s = %s parameter(0)
i = s32[] get-tuple-element(s), index=0
acc = u64[%d,2] get-tuple-element(s), index=1
g = u64[2] rng-get-and-update-state(), delta=%d
r = u64[1,2] reshape(g)
z = s32[] constant(0)
upd = u64[%d,2] dynamic-update-slice(acc, r, i, z)
one = s32[] constant(1)
j = s32[] add(i, one)
ROOT t = %s tuple(j, upd)""" % (st, k, delta, k, st))
        if w is None:
            zero = m.scalar_s32(0)
            acc = m.param("u64", [[0, 0]] * k)
            w = m.emit_raw(st, "tuple(%s, %s)" % (zero, acc))
        w = m.emit_raw(st, "while(%s), condition=rngstate_cond%d, "
                       "body=rngstate_body%d" % (w, li, li))
    r = m.emit("u64", [k, 2], "get-tuple-element(%s), index=1" % w)
    deltas = [d for n, d in loops for _ in range(n)]

    def fn(x):
        s = [int(lo) | (int(hi) << 64) for lo, hi in x.reshape(k, 2)]
        want = [(s[0] + sum(deltas[:i])) % (1 << 128) for i in range(k)]
        return [] if s == want else [
            "rng-get-and-update-state: states %s, expected %s" % (
                [hex(v) for v in s], [hex(v) for v in want])]
    m.check("rng-get-and-update-state", "u64", r, [k, 2], None, Stat(fn))


def module(tname):
    t = TYPES[tname]
    if t.kind not in ("int", "float"):
        return None
    m = Module("random_" + tname)
    if t.kind == "float":
        float_rng(m, t)
    else:
        int_rng(m, t)
    if t.kind == "int":
        philox(m, t)
        threefry(m, t)
    if tname == "u64":
        rng_state(m)
    return m
