# -*- Python -*-
# The conformance suite's harness: a Module collects parameters (.npy files
# of each type's carrier, see xtypes.py), instructions in HLO text and
# checked results with their expected values; run() writes the module, runs
# xhlo-run on it (--out, and --expect with --rtol=0 --atol=0 when every result
# is compared bit for bit) and compares every element with the expectation
# in Python. Every check is recorded for the coverage table (opcode, type,
# number of checked elements).

import math
import os
import re
import subprocess

import numpy as np

from xtypes import KNOWN_GAPS, TYPES

# Comparison modes of a checked result:
#   exact  the bits (integers, bools, float bit patterns, complex parts)
#   nan    the bits, except that where a NaN is expected any NaN matches
#          (XLA does not define the payload or sign of a computed NaN)
#   ulps:N a float within N units in the last place of the result's type
#          (complex: each part within N ulps of the part type times the
#          modulus), any NaN where a NaN is expected, infinities exactly
#   Stat   a property of the whole result that Python checks (a
#          distribution of random numbers, states relative to the first)
EXACT, NAN = "exact", "nan"


def ulps(n):
    return "ulps:%d" % n


class Stat:
    """The comparison mode of a result checked by a predicate instead of
    expected values: fn(values) gets the result's elements (floats decoded
    to float64, integers and bools as numpy arrays of their carrier) and
    returns a list of failure descriptions (empty when it holds)."""

    def __init__(self, fn):
        self.fn = fn

    def __eq__(self, other):
        return self is other

    __hash__ = object.__hash__


def hlo_shape(tname, shape):
    return "%s[%s]" % (tname, ",".join(str(d) for d in shape))


def _carrier(values, dtype):
    """values (a list of Python numbers, which may not fit numpy's default
    types, or an array) as an array of dtype."""
    if isinstance(values, (list, tuple)):
        return np.array(values, dtype=dtype)
    return np.asarray(values).astype(dtype)


class Module:
    def __init__(self, name):
        self.name = name
        self.params = []   # (hlo type, array)
        self.body = []
        self.comps = {}
        self.results = []  # (name, hlo type, expected, mode, part type)
        self.checks = []   # (opcode, type, elements)
        self.gaps = set()  # (opcode, type) left out: KNOWN_GAPS
        self.gapped = set()  # instructions left out, and those using them
        self.outfeeds = []  # (outfeed_config, [(type, shape, expected)])
        self.n = 0

    def fresh(self, base="v"):
        self.n += 1
        return "%s%d" % (base, self.n)

    def emit(self, tname, shape, expr, base="v"):
        return self.emit_raw(hlo_shape(tname, shape), expr, base, tname)

    def emit_raw(self, type_text, expr, base="v", tname=None):
        """Appends `name = type_text expr` and returns the name. An op of a
        known gap that fails at load (KNOWN_GAPS, by its opcode and tname)
        is left out, and so is every instruction using one left out."""
        name = self.fresh(base)
        opcode = re.match(r"[a-z-]+", expr).group(0)
        used = set(re.findall(r"\b[vp]\d+\b", expr))
        if (opcode, tname) in KNOWN_GAPS or used & self.gapped:
            if (opcode, tname) in KNOWN_GAPS:
                self.gaps.add((opcode, tname))
            self.gapped.add(name)
            return name
        self.body.append("  %s = %s %s" % (name, type_text, expr))
        return name

    def computation(self, name, text):
        self.comps[name] = text

    # -- values of a type from their carrier ---------------------------------
    def param(self, tname, values, shape=None):
        """A value of type tname from carrier values: bools, integers, float
        bit patterns, or complex numbers (passed as two float bit arrays and
        joined with complex)."""
        t = TYPES[tname]
        arr = _carrier(values, t.np)
        shape = list(arr.shape) if shape is None else list(shape)
        if t.kind == "complex":
            part = t.part
            re = np.asarray(arr.real, part.compute).view(part.np)
            im = np.asarray(arr.imag, part.compute).view(part.np)
            r = self.param(part.name, re.reshape(shape))
            i = self.param(part.name, im.reshape(shape))
            return self.emit(tname, shape, "complex(%s, %s)" % (r, i))
        arr = np.asarray(arr, t.np).reshape(shape)
        idx = len(self.params)
        self.params.append((hlo_shape(t.carrier, shape), arr))
        p = self.emit(t.carrier, shape, "parameter(%d)" % idx, "p")
        if t.kind == "float":
            return self.emit(tname, shape, "bitcast-convert(%s)" % p)
        if t.kind == "int" and t.carrier != tname:
            return self.emit(tname, shape, "convert(%s)" % p)
        return p

    def scalar_s32(self, v):
        return self.emit("s32", [], "constant(%d)" % v)

    # -- checked results ------------------------------------------------------
    def check(self, opcode, tname, value, shape, expected, mode=EXACT,
              rtype=None, also=()):
        """Checks `value` (an instruction of type rtype, by default tname,
        and shape) against `expected` (its carrier values); records the
        check for opcode and tname and the extra types in `also`."""
        rtype = rtype or tname
        t = TYPES[rtype]
        out = value
        gaps = {(opcode, tt) for tt in (tname, rtype) + tuple(also)
                if (opcode, tt) in KNOWN_GAPS}
        if gaps or value in self.gapped:
            self.gaps |= gaps or {(opcode, tname)}
            return
        if isinstance(mode, Stat):
            expected = np.zeros(shape, t.np)
        exp = _carrier(expected, t.np).reshape(shape)
        if t.kind == "float":
            out = self.emit(t.carrier, shape, "bitcast-convert(%s)" % value)
            if mode == NAN:
                # Any NaN stands for NaN: the module replaces NaNs by the
                # type's canonical one, so the bits compare exactly.
                nan = t.decode_array(exp) != t.decode_array(exp)
                if nan.any():
                    isnan = self.emit("pred", shape, "compare(%s, %s), "
                                      "direction=NE" % (value, value))
                    canon = self.emit(t.carrier, [], "constant(%d)" %
                                      t.nan_bits())
                    canon = self.emit(t.carrier, shape, "broadcast(%s), "
                                      "dimensions={}" % canon)
                    out = self.emit(t.carrier, shape, "select(%s, %s, %s)" % (
                        isnan, canon, out))
                    exp = np.where(nan, t.nan_bits(), exp).astype(t.np)
                mode = EXACT
        elif t.kind == "int" and t.carrier != rtype:
            out = self.emit(t.carrier, shape, "convert(%s)" % value)
        if t.kind == "complex" and mode == NAN and \
                not np.isnan(exp.astype(np.complex128)).any():
            mode = EXACT  # no NaN expected: every bit counts
        out_type = t.carrier if t.kind in ("float", "int") else rtype
        self.results.append((out, hlo_shape(out_type, shape), exp, mode,
                             rtype, opcode, tname))
        n = int(np.prod(shape)) if shape else 1
        for tt in (tname,) + tuple(also):
            self.checks.append((opcode, tt, n))

    def record(self, opcode, tname, n):
        """A check counted for opcode and tname that another result carries
        (e.g. the tuple whose element get-tuple-element checks)."""
        if (opcode, tname) in KNOWN_GAPS:
            self.gaps.add((opcode, tname))
        else:
            self.checks.append((opcode, tname, n))

    def outfeed(self, items, token):
        """An outfeed of the values `items`, (instruction, type, shape,
        expected carrier values) each: the one array, or a tuple of them,
        under an outfeed_config naming it; run() passes --outfeed and
        compares what xhlo-run prints. Returns the outfeed's token."""
        if any(v in self.gapped for v, _, _, _ in items) or \
                token in self.gapped:
            return token
        config = "%s_outfeed%d" % (self.name, len(self.outfeeds))
        operand = items[0][0]
        if len(items) > 1:
            operand = self.emit_raw("(%s)" % ", ".join(
                hlo_shape(t, s) for _, t, s, _ in items), "tuple(%s)" %
                ", ".join(v for v, _, _, _ in items))
        tok = self.emit_raw("token[]", 'outfeed(%s, %s), outfeed_config="%s"'
                            % (operand, token, config))
        self.outfeeds.append((config, [
            (t, list(s), _carrier(e, TYPES[t].np).reshape(s))
            for _, t, s, e in items]))
        for _, t, s, _ in items:
            self.checks.append(("outfeed", t, int(np.prod(s)) if s else 1))
        return tok

    def text(self, picked=None):
        """The module's HLO text, returning the results `picked` (indices;
        default all)."""
        results = [self.results[i] for i in (
            picked if picked is not None else range(len(self.results)))]
        lines = ["HloModule %s" % self.name, ""]
        for name, body in self.comps.items():
            lines += ["%s {" % name] + ["  " + l for l in body.strip()
                                        .splitlines()] + ["}", ""]
        lines.append("ENTRY main {")
        lines += self.body
        names = ", ".join(r[0] for r in results)
        types = ", ".join(r[1] for r in results)
        lines.append("  ROOT out = (%s) tuple(%s)" % (types, names))
        lines.append("}")
        return "\n".join(lines) + "\n"


def merge(name, modules):
    """One module doing the work of `modules` (one xhlo-run process instead
    of several): their entry instructions renamed apart, parameters
    renumbered, computations shared by name (equal texts)."""
    out = Module(name)
    for i, m in enumerate(modules):
        rename = lambda text: re.sub(  # noqa: E731
            r"\b([vp]\d+)\b", r"m%d_\1" % i, text)
        base = len(out.params)
        for line in m.body:
            line = re.sub(r"parameter\((\d+)\)",
                          lambda g: "parameter(%d)" % (int(g.group(1)) + base),
                          line)
            out.body.append(rename(line))
        out.params += m.params
        for cname, text in m.comps.items():
            assert out.comps.get(cname, text) == text, cname
            out.comps[cname] = text
        out.results += [(rename(r[0]),) + r[1:] for r in m.results]
        out.outfeeds += m.outfeeds
        out.checks += m.checks
        out.gaps |= m.gaps
    return out


# -- comparison ---------------------------------------------------------------

def _float_ok(ft, got_bits, want_bits, mode):
    """Element-wise match of float bit arrays of type ft."""
    got_bits = np.asarray(got_bits).astype(np.uint64)
    want_bits = np.asarray(want_bits).astype(np.uint64)
    ok = got_bits == want_bits
    if mode == EXACT:
        return ok
    g = ft.decode_array(got_bits.astype(ft.np))
    w = ft.decode_array(want_bits.astype(ft.np))
    ok |= np.isnan(g) & np.isnan(w)
    if mode.startswith("ulps:"):
        n = int(mode[5:])
        ref = ft
        with np.errstate(all="ignore"):
            mag = np.maximum(np.abs(w), float(ref.min_normal))
            ulp = np.exp2(np.floor(np.log2(mag)) - ref.mbits)
            close = np.abs(g - w) <= n * ulp
        ok |= np.isfinite(w) & np.isfinite(g) & close
    return ok


def compare(result, got):
    """Returns (number of elements, list of mismatch descriptions)."""
    want, mode, tname = result[2:5]
    t = TYPES[tname]
    got = np.asarray(got)
    if got.shape != want.shape:
        return want.size, ["shape %s, expected %s" % (got.shape, want.shape)]
    if isinstance(mode, Stat):
        if t.kind == "float":
            got = t.decode_array(got.view(t.np) if got.dtype != t.np
                                 else got)
        return want.size, mode.fn(got)
    if t.kind == "float":
        ok = _float_ok(t, got.view(t.np) if got.dtype != t.np else got,
                       want, mode)
    elif t.kind == "complex":
        part = t.part
        g = got.astype(t.np)
        if mode.startswith("ulps:"):
            # Complex functions: each part within N ulps of the modulus.
            n = int(mode[5:])
            mag = np.maximum(np.abs(want.astype(np.complex128)),
                             float(part.min_normal))
            tol = n * np.exp2(np.floor(np.log2(mag)) - part.mbits)
            gg, ww = g.astype(np.complex128), want.astype(np.complex128)
            with np.errstate(all="ignore"):
                ok = ((np.abs(gg.real - ww.real) <= tol) |
                      (np.isnan(gg.real) & np.isnan(ww.real)) |
                      (gg.real == ww.real)) & \
                    ((np.abs(gg.imag - ww.imag) <= tol) |
                     (np.isnan(gg.imag) & np.isnan(ww.imag)) |
                     (gg.imag == ww.imag))
        else:
            re = _float_ok(part, np.ascontiguousarray(g.real).view(part.np),
                           np.ascontiguousarray(want.real).view(part.np),
                           mode)
            im = _float_ok(part, np.ascontiguousarray(g.imag).view(part.np),
                           np.ascontiguousarray(want.imag).view(part.np),
                           mode)
            ok = re & im
    else:
        ok = got.astype(want.dtype) == want
    ok = np.asarray(ok).reshape(want.shape)
    bad = np.argwhere(~ok)
    msgs = []
    for idx in bad[:4]:
        idx = tuple(idx)
        g, w = got[idx], want[idx]
        if t.kind == "float":
            msgs.append("at %s: got %#x (%r), expected %#x (%r)" % (
                list(idx), int(g), t.decode(int(g)), int(w),
                t.decode(int(w))))
        else:
            msgs.append("at %s: got %r, expected %r" % (list(idx), g, w))
    if len(bad) > 4:
        msgs.append("... %d mismatches in all" % len(bad))
    return want.size, msgs


def parse_literal(text):
    """XLA literal text as xhlo-run prints it (one array, or a tuple of
    arrays): [(type, dims, [element texts])]."""
    out = []
    heads = list(re.finditer(r"(\w+)\[([0-9,]*)\]\s*", text))
    for k, h in enumerate(heads):
        end = heads[k + 1].start() if k + 1 < len(heads) else len(text)
        body = text[h.end():end].strip().rstrip(",").strip()
        if body.count(")") > body.count("("):  # the tuple's end
            body = body[:body.rindex(")")]
        body = body.replace("{", " ").replace("}", " ")
        elems, depth, cur = [], 0, ""
        for ch in body:
            depth += (ch == "(") - (ch == ")")
            if ch == "," and depth == 0:
                elems.append(cur.strip())
                cur = ""
            else:
                cur += ch
        if cur.strip():
            elems.append(cur.strip())
        dims = [int(d) for d in h.group(2).split(",") if d]
        out.append((h.group(1), dims, elems))
    return out


def _element_ok(t, text, want):
    """Whether an element's printed text is the expected carrier value."""
    if t.kind == "pred":
        return text == ("true" if want else "false")
    if t.kind == "int":
        return int(text) == int(want)
    if t.kind == "float":
        got = t.encode(float(text))
        return got == int(want) or (t.is_nan_bits(got) and
                                    t.is_nan_bits(int(want)))
    parts = text.strip("()").split(",")
    if len(parts) != 2:
        return False
    w = complex(want)
    return all(_element_ok(t.part, p.strip(), t.part.encode(x))
               for p, x in zip(parts, (w.real, w.imag)))


def check_outfeeds(module, stdout, where):
    """Compares the outfeeds xhlo-run --outfeed printed (one line each,
    `config: literal`) with the module's expectations."""
    printed = {}
    for line in stdout.splitlines():
        config, _, literal = line.partition(": ")
        printed.setdefault(config, []).append(literal)
    failures = []
    for config, items in module.outfeeds:
        lines = printed.get(config, [])
        if len(lines) != 1:
            failures.append("%s: outfeed %s printed %d times" % (
                where, config, len(lines)))
            continue
        got = parse_literal(lines[0])
        if [(g[0], g[1]) for g in got] != [(i[0], i[1]) for i in items]:
            failures.append("%s: outfeed %s printed %r" % (
                where, config, lines[0][:200]))
            continue
        for (tname, shape, want), (_, _, elems) in zip(items, got):
            t = TYPES[tname]
            flat = want.reshape(-1)
            bad = [i for i, e in enumerate(elems)
                   if i >= flat.size or not _element_ok(t, e, flat[i])]
            if bad or len(elems) != flat.size:
                failures.append("%s: outfeed %s (%s) printed %r, expected "
                                "%r" % (where, config, tname, lines[0][:200],
                                        flat.tolist()[:8]))
    return failures


def run(module, workdir, xhlo_run, flags=(), expect=True):
    """Runs the module with xhlo-run and its extra flags; returns a list of
    failures (strings). With `expect`, the bit-exact results run in one
    process with --expect (and --rtol=0 --atol=0), the ones compared within
    ulps in another; without, all in one. Python compares every element."""
    d = os.path.join(workdir, module.name)
    os.makedirs(d, exist_ok=True)
    args = []
    for i, (_, arr) in enumerate(module.params):
        p = os.path.join(d, "arg%d.npy" % i)
        np.save(p, arr)
        args.append("--arg=" + p)
    exact = [i for i, r in enumerate(module.results) if r[3] == EXACT]
    approx = [i for i, r in enumerate(module.results) if r[3] != EXACT]
    groups = [("exact", exact), ("ulps", approx)]
    if not expect:
        groups = [("all", exact + approx)]
    failures = []
    for group, picked in groups:
        if not picked:
            continue
        path = os.path.join(d, "%s.hlo" % group)
        with open(path, "w") as f:
            f.write(module.text(picked))
        outdir = os.path.join(d, "out_" + group +
                              "".join(f.strip("-") for f in flags))
        cmd = [xhlo_run, path, "--out=" + outdir] + list(flags) + args
        if module.outfeeds:
            cmd.append("--outfeed")
        if group == "exact":
            for i in picked:
                p = os.path.join(d, "expect%d.npy" % i)
                np.save(p, module.results[i][2])
                cmd.append("--expect=" + p)
            cmd += ["--rtol=0", "--atol=0"]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        where = path + "".join(" " + f for f in flags)
        if proc.returncode != 0:
            failures.append("%s: xhlo-run exited %d: %s" % (
                where, proc.returncode, proc.stderr.strip()[:2000]))
        elif module.outfeeds:
            failures += check_outfeeds(module, proc.stdout, where)
        for k, i in enumerate(picked):
            r = module.results[i]
            out = os.path.join(outdir, "result_%d.npy" % k)
            if not os.path.exists(out):
                if proc.returncode == 0:
                    failures.append("%s: result %d missing" % (where, k))
                continue
            n, msgs = compare(r, np.load(out))
            for m in msgs:
                failures.append("%s: result %d (%s on %s): %s" % (
                    where, k, r[5], r[6], m))
    return failures
