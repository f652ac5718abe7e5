#!/usr/bin/env python3
# The other half of the elementwise ops' conformance: every elementwise op
# on every element type XLA refuses for it (coverage_table.ACCEPTS) must be
# refused with a located error, never run or crash: at import (one HLO text
# file of one small module per (op, type), split with `// -----`, imported by
# one xhlo-translate --split-input-file run) or, where the importer takes it,
# by xhlo-run. Then the ops XLA accepts on every type that the interpreter
# refuses by design (UNSUPPORTED: infeed, send, recv and their -done ops,
# custom-call) must be refused by xhlo-run on every type with an error
# located at the op.
#
#   refusals.py WORKDIR XHLO_TRANSLATE XHLO_RUN SRC_ROOT
#       prints the number of refusals checked; exits 1 when a module was
#       accepted by the importer and ran, an error was not located at the
#       op, or the tool crashed

import concurrent.futures
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import xtypes  # noqa: E402
from xtypes import ACCEPTS  # noqa: E402

UNARY = ["abs", "acos", "acosh", "asin", "asinh", "atanh", "cbrt", "ceil",
         "cosine", "cosh", "count-leading-zeros", "erf", "exponential",
         "exponential-minus-one", "floor", "imag", "is-finite", "log",
         "log-plus-one", "logistic", "negate", "not", "popcnt", "real",
         "round-nearest-afz", "round-nearest-even", "rsqrt", "sign", "sine",
         "sinh", "sqrt", "tan", "tanh"]
BINARY = ["and", "atan2", "divide", "mulhi", "or", "power", "remainder",
          "shift-left", "shift-right-arithmetic", "shift-right-logical",
          "subtract", "xor"]


def result_type(op, tname):
    t = xtypes.TYPES[tname]
    if op == "is-finite":
        return "pred"
    if op in ("abs", "real", "imag") and t.kind == "complex":
        return t.part.name
    return tname


# Ops XLA accepts on every type that the interpreter refuses, and why; each
# is checked refused on every type (the coverage table's ⊘ cells).
UNSUPPORTED = {
    "infeed": "the interpreter has no infeed queue (nothing feeds it: "
              "XLA's host would enqueue the data through the client)",
    "send": "the interpreter runs one program with no channels to other "
            "programs or the host",
    "send-done": "no channels (a send-done of any send tuple is refused)",
    "recv": "no channels",
    "recv-done": "no channels (a recv-done of any recv tuple is refused)",
    "custom-call": "xhlo-run registers no custom-call targets; a C++ "
                   "embedder registers its own "
                   "(KernelRegistry::registerCustomCallTarget, "
                   "unittests/Interpreter/MiscKernelsTest)",
}


def unsupported_cases(types):
    """(opcode, type, module text, line of the op) of every UNSUPPORTED op
    on every type; the modules take one parameter, T[2]."""
    out = []
    for tname in types:
        x = "%s[2]" % tname
        bodies = {
            "infeed": ["i = (%s, token[]) infeed(t)" % x,
                       "ROOT r = %s get-tuple-element(i), index=0" % x],
            "send": ["s = (%s, u32[], token[]) send(x, t), channel_id=1" % x,
                     "ROOT d = token[] send-done(s), channel_id=1"],
            "send-done": ["c = u32[] constant(0)",
                          "s = (%s, u32[], token[]) tuple(x, c, t)" % x,
                          "ROOT d = token[] send-done(s), channel_id=1"],
            "recv": ["r = (%s, u32[], token[]) recv(t), channel_id=1" % x,
                     "d = (%s, token[]) recv-done(r), channel_id=1" % x,
                     "ROOT o = %s get-tuple-element(d), index=0" % x],
            "recv-done": ["c = u32[] constant(0)",
                          "s = (%s, u32[], token[]) tuple(x, c, t)" % x,
                          "ROOT d = (%s, token[]) recv-done(s), "
                          "channel_id=1" % x],
            "custom-call": ["ROOT r = %s custom-call(x), "
                            'custom_call_target="xhlo_no_such_target"' % x],
        }
        for op, body in bodies.items():
            lines = ["HloModule m", "ENTRY main {",
                     "  t = token[] after-all()",
                     "  x = %s parameter(0)" % x] + ["  " + b for b in body]
            line = next(i + 1 for i, text in enumerate(lines)
                        if " %s(" % op in text)
            out.append((op, tname, "\n".join(lines + ["}"]) + "\n", line))
    return out


def check_unsupported(workdir, xhlo_run, types):
    """Runs every unsupported case; returns the (op, type) pairs not refused
    with an error located at the op (exit 1, `file:line:3: error: `)."""
    cs = unsupported_cases(types)

    def one(k):
        op, t, text, line = cs[k]
        path = os.path.join(workdir, "unsupported%d.hlo" % k)
        with open(path, "w") as f:
            f.write(text)
        run = subprocess.run([xhlo_run, path, "--arg=random"],
                             capture_output=True, text=True)
        located = "%s:%d:3: error: " % (path, line)
        return None if run.returncode == 1 and located in run.stderr \
            else (op, t)
    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        return len(cs), [f for f in pool.map(one, range(len(cs))) if f]


def cases(types):
    """(opcode, type, module text) of every refused pair."""
    out = []
    for op in UNARY + BINARY:
        for tname in types:
            if tname in ACCEPTS.get(op, xtypes.TYPES):
                continue
            args = "x" if op in UNARY else "x, x"
            out.append((op, tname, "HloModule m\nENTRY main {\n"
                        "  x = %s[2] parameter(0)\n"
                        "  ROOT r = %s[2] %s(%s)\n}\n" % (
                            tname, result_type(op, tname), op, args)))
    for tname in ("c64", "c128"):
        if tname in types:
            for d in ("LT", "LE", "GT", "GE"):
                out.append(("compare", tname, "HloModule m\nENTRY main {\n"
                            "  x = %s[2] parameter(0)\n"
                            "  ROOT r = pred[2] compare(x, x), "
                            "direction=%s\n}\n" % (tname, d)))
    return out


def main():
    workdir, translate, xhlo_run, src_root = sys.argv[1:5]
    xtypes.enable_host_types(src_root)
    cs = cases(xtypes.ENABLED)
    path = os.path.join(workdir, "refusals.hlo")
    starts = []
    with open(path, "w") as f:
        line = 1
        for i, (_, _, text) in enumerate(cs):
            # The tool names a chunk by its separator's line (the first by
            # line 1) and counts the op's line (the module's 4th) from it.
            if i:
                f.write("// -----\n")
                starts.append((line, 5))
                line += 1
            else:
                starts.append((1, 4))
            f.write(text)
            line += text.count("\n")
    proc = subprocess.run([translate, "--hlo-text-to-mlir",
                           "--split-input-file", path, "-o", os.devnull],
                          capture_output=True, text=True)
    located = set()
    for m in re.finditer(r"within split at .*?:(\d+) offset :(\d+):\d+: "
                         r"error: ", proc.stderr):
        located.add((int(m.group(1)), int(m.group(2))))
    # A module the importer accepts must be refused when run (the dialect
    # may follow StableHLO where the interpreter follows XLA's evaluator).
    failures = []
    for i, ((op, t, text), s) in enumerate(zip(cs, starts)):
        if s in located:
            continue
        one = os.path.join(workdir, "refusal%d.hlo" % i)
        with open(one, "w") as f:
            f.write(text)
        # One --arg per parameter: a missing one is an error of its own.
        args = ["--arg=zeros"] * text.count(" parameter(")
        run = subprocess.run([xhlo_run, one] + args, capture_output=True,
                             text=True)
        if run.returncode != 1 or one + ":4:3: error: " not in run.stderr:
            failures.append((op, t))
    crashed = "Stack dump" in proc.stderr or proc.returncode not in (0, 1)
    nu, unsupported = check_unsupported(workdir, xhlo_run, xtypes.ENABLED)
    failures += unsupported
    for op, t in failures:
        print("FAIL: %s on %s was not refused with a located error" % (op, t))
    if crashed:
        print("FAIL: xhlo-translate crashed (exit %d)" % proc.returncode)
    print("refusals: %d cases, %d failures" % (len(cs) + nu, len(failures) +
                                               crashed))
    return 1 if failures or crashed else 0


if __name__ == "__main__":
    sys.exit(main())
