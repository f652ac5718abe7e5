#!/usr/bin/env python3
# The differential test of convert-hlo-to-linalg against the interpreter, on
# the conformance suite's programs (test/Interpreter/conformance/Inputs):
# per element type, the checks of every family whose opcode the lowering
# supports (LOWERED) become one HLO module (only the instructions they
# need), which
#   - xhlo-run runs on the interpreter, and
#   - xhlo-translate imports, xhlo-opt --convert-hlo-to-linalg lowers and
#     xhlo-run --offload=false compiles through upstream's LLVM lowering and
#     runs on the host;
# every result element must then match: bit for bit where the suite checks
# exactly (integers, pred, correctly rounded float results, NaN as any NaN),
# within the suite's ulps elsewhere (transcendental functions). The checks of
# other opcodes are listed as not lowered, never counted.
#
#   differential.py WORKDIR XHLO_RUN XHLO_TRANSLATE XHLO_OPT SRC_ROOT
#                   [--types T,...]
#
# Prints one line per type and a summary; exits 1 on any mismatch or on a
# module that does not lower, compile or run.

import argparse
import os
import re
import subprocess
import sys

import numpy as np

# The HLO opcodes convert-hlo-to-linalg lowers (hasHloToLinalgLowering),
# as the suite names them.
LOWERED = set("""
abs acos acosh asin asinh atanh cbrt ceil cosine cosh count-leading-zeros erf
exponential exponential-minus-one floor imag is-finite log log-plus-one
logistic negate not popcnt real round-nearest-afz round-nearest-even rsqrt
sign sine sinh sqrt tan tanh add subtract multiply divide remainder power
maximum minimum and or xor shift-left shift-right-arithmetic
shift-right-logical atan2 mulhi compare select clamp convert bitcast-convert
reduce-precision stochastic-convert batch-norm-inference batch-norm-training
batch-norm-grad
constant iota broadcast transpose reverse reshape copy slice concatenate pad
dynamic-slice dynamic-update-slice gather reduce reduce-window map dot
convolution cholesky triangular-solve
while conditional call
""".split())

TYPES = ["pred", "s2", "s4", "s8", "s16", "s32", "s64", "u2", "u4", "u8",
         "u16", "u32", "u64", "f8e5m2", "f8e4m3", "f8e4m3fn", "f8e4m3fnuz",
         "f8e5m2fnuz", "f8e4m3b11fnuz", "f16", "bf16", "f32", "f64", "c64",
         "c128"]
FAMILIES = ["elementwise", "convert", "shape", "reduce", "control",
            "contraction"]

NAME = re.compile(r"\bm\d+_[vp]\d+\b")


def pruned_text(module, picked):
    """The module's HLO text returning the results `picked`, with only the
    entry instructions they need (every parameter is kept, so that the
    numbering holds)."""
    defs = {}
    for line in module.body:
        name = line.split("=", 1)[0].strip()
        defs[name] = line
    need = set()
    todo = [module.results[i][0] for i in picked]
    while todo:
        name = todo.pop()
        if name in need or name not in defs:
            continue
        need.add(name)
        todo += NAME.findall(defs[name].split("=", 1)[1])
    body = [line for line in module.body
            if line.split("=", 1)[0].strip() in need or
            "parameter(" in line]
    saved = module.body
    module.body = body
    try:
        return module.text(picked)
    finally:
        module.body = saved


def run(cmd, where):
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        return "%s: %s exited %d: %s" % (where, os.path.basename(cmd[0]),
                                          proc.returncode,
                                          proc.stderr.strip()[:3000])
    return None


def signless(arr):
    """The array as the lowered program takes it: unsigned integers as the
    signed ones of their width (the lowering makes them signless)."""
    if arr.dtype.kind == "u" and arr.dtype.itemsize > 0:
        return arr.view(np.dtype("i%d" % arr.dtype.itemsize))
    return arr


def main():
    p = argparse.ArgumentParser()
    p.add_argument("workdir")
    p.add_argument("xhlo_run")
    p.add_argument("xhlo_translate")
    p.add_argument("xhlo_opt")
    p.add_argument("src_root")
    p.add_argument("--types", default=",".join(TYPES))
    a = p.parse_args()
    sys.path.insert(0, os.path.join(a.src_root, "test", "Interpreter",
                                    "conformance", "Inputs"))
    import conformance  # noqa: E402
    import harness  # noqa: E402
    import xtypes  # noqa: E402
    xtypes.ENABLED[:] = list(xtypes.TYPES)
    tools = {"xhlo-run": a.xhlo_run, "xhlo-translate": a.xhlo_translate,
             "xhlo-opt": a.xhlo_opt}
    tool = tools.__getitem__

    failures, total_results, total_elements = [], 0, 0
    opcodes_seen, not_lowered = set(), set()
    types = a.types.split(",")
    for tname in types:
        mods = [m for f in FAMILIES for m in conformance.modules(f, [tname])]
        module = harness.merge("aot_" + tname.replace("-", "_"), mods)
        picked = []
        for i, r in enumerate(module.results):
            if r[5] not in LOWERED:
                not_lowered.add(r[5])
            else:
                picked.append(i)
        d = os.path.join(a.workdir, tname)
        os.makedirs(d, exist_ok=True)
        hlo = os.path.join(d, "module.hlo")
        with open(hlo, "w") as f:
            f.write(pruned_text(module, picked))
        args, aot_args = [], []
        for i, (_, arr) in enumerate(module.params):
            path = os.path.join(d, "arg%d.npy" % i)
            np.save(path, arr)
            args.append("--arg=" + path)
            path = os.path.join(d, "aot_arg%d.npy" % i)
            np.save(path, signless(np.asarray(arr)))
            aot_args.append("--arg=" + path)
        imported = os.path.join(d, "module.mlir")
        lowered = os.path.join(d, "lowered.mlir")
        steps = [
            ([tool("xhlo-run"), hlo, "--out=" + os.path.join(d, "interp")]
             + args, "interpreter"),
            ([tool("xhlo-translate"), "--hlo-text-to-mlir", hlo, "-o",
              imported], "import"),
            ([tool("xhlo-opt"), "--convert-hlo-to-linalg", imported, "-o",
              lowered], "lowering"),
            ([tool("xhlo-run"), lowered, "--offload=false",
              "--out=" + os.path.join(d, "aot")] + aot_args, "compiled run"),
        ]
        failed = False
        for cmd, what in steps:
            err = run(cmd, "%s (%s)" % (tname, what))
            if err:
                failures.append(err)
                failed = True
                break
        if failed:
            print("aot-differential: %s: FAILED" % tname)
            continue
        n_elements = 0
        opcodes = set()
        for k, i in enumerate(picked):
            r = module.results[i]
            want = np.load(os.path.join(d, "interp", "result_%d.npy" % k))
            got = np.load(os.path.join(d, "aot", "result_%d.npy" % k))
            ref = (r[0], r[1], want.astype(r[2].dtype), r[3], r[4], r[5],
                   r[6])
            n, msgs = harness.compare(ref, got)
            n_elements += n
            opcodes.add(r[5])
            for m in msgs:
                failures.append("%s: result %d (%s on %s): %s" % (
                    tname, k, r[5], r[6], m))
        opcodes_seen |= opcodes
        total_results += len(picked)
        total_elements += n_elements
        print("aot-differential: %s: %d results, %d elements, %d opcodes" % (
            tname, len(picked), n_elements, len(opcodes)))
    for f in failures:
        print("FAIL: " + f)
    print("aot-differential: not lowered (not counted): " +
          ", ".join(sorted(not_lowered)))
    print("aot-differential: %d types, %d results, %d elements, %d opcodes, "
          "%d failures" % (len(types), total_results, total_elements,
                           len(opcodes_seen), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
