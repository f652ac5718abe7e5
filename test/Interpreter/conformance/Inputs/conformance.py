#!/usr/bin/env python3
# The conformance suite's driver: per family of ops and element type it
# builds one HLO text module (elementwise.py, convert.py, structural.py,
# contraction.py),
# runs it with xhlo-run and compares every result element with the
# independent expectation (harness.py).
#
#   conformance.py run --family F [--types T,...] WORKDIR XHLO_RUN SRC_ROOT
#       runs family F on every element type the interpreter stores (the
#       host rows of HloElementTypes.def under SRC_ROOT) or on the listed
#       ones; prints one line per module and the failures; exits 1 on any
#   conformance.py coverage SRC_ROOT
#       prints the coverage as JSON: {opcode: {type: checked elements}}
#       (modules built, not run)

import argparse
import collections
import concurrent.futures
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import contraction  # noqa: E402
import convert  # noqa: E402
import elementwise  # noqa: E402
import harness  # noqa: E402
import structural  # noqa: E402
import xtypes  # noqa: E402

FAMILIES = {
    "elementwise": elementwise.module,
    "convert": convert.module,
    "shape": structural.shape_module,
    "reduce": structural.reduce_module,
    "control": structural.control_module,
    "contraction": contraction.module,
}


def modules(family, types):
    out = []
    for tname in types:
        m = FAMILIES[family](tname)
        if m is not None:
            out.append(m)
    return out


def cmd_run(args):
    if args.types:
        xtypes.ENABLED[:] = args.types.split(",")
    else:
        xtypes.enable_host_types(args.src_root)
    mods = modules(args.family, xtypes.ENABLED)
    failures = 0
    elements = 0
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        results = pool.map(lambda m: (m, harness.run(m, args.workdir,
                                                     args.xhlo_run)), mods)
        for m, fails in results:
            n = sum(c[2] for c in m.checks if c[1] in xtypes.ENABLED)
            elements += n
            print("%s: %d results, %d elements, %s" % (
                m.name, len(m.results), n,
                "%d failures" % len(fails) if fails else "ok"))
            for f in fails:
                print("  FAIL " + f)
            failures += len(fails)
    print("%s: %d modules, %d checked elements, %d failures" % (
        args.family, len(mods), elements, failures))
    return 1 if failures else 0


def coverage(src_root):
    """{opcode: {type: elements}} over every family and enabled type."""
    xtypes.enable_host_types(src_root)
    cov = collections.defaultdict(lambda: collections.defaultdict(int))
    for family in FAMILIES:
        for m in modules(family, xtypes.ENABLED):
            for opcode, tname, n in m.checks:
                if tname in xtypes.ENABLED:
                    cov[opcode][tname] += n
    return cov


def main():
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--family", required=True, choices=sorted(FAMILIES))
    r.add_argument("--types")
    r.add_argument("workdir")
    r.add_argument("xhlo_run")
    r.add_argument("src_root")
    c = sub.add_parser("coverage")
    c.add_argument("src_root")
    args = p.parse_args()
    if args.cmd == "run":
        sys.exit(cmd_run(args))
    json.dump(coverage(args.src_root), sys.stdout, indent=1, sort_keys=True)
    print()


if __name__ == "__main__":
    main()
