#!/usr/bin/env python3
# The conformance suite's driver: per element type it builds the checks of
# every family of ops (elementwise.py, convert.py, structural.py,
# contraction.py, rngs.py, hostio.py) into one HLO text module (one
# xhlo-run process per type and mode; per family again when a merged run
# fails, to name the family), runs it as programs run and with
# --reference-kernels, and compares every result element with the
# independent expectation (harness.py). Types run in parallel worker
# processes.
#
#   conformance.py run [--families F,..] [--types T,..] [--coverage-out J]
#                      WORKDIR XHLO_RUN SRC_ROOT
#       runs the families on every element type the suite runs (the host
#       rows of HloElementTypes.def under SRC_ROOT among xtypes.SUITE_TYPES)
#       or on the listed ones; prints one line per type and the failures;
#       exits 1 on any
#   conformance.py probe-gaps WORKDIR XHLO_RUN SRC_ROOT
#       runs each known gap (xtypes.KNOWN_GAPS) on its own and says which
#       pass now, to be removed from the list (a minute or two)
#   conformance.py coverage SRC_ROOT
#       prints the coverage as JSON: {opcode: {type: checked elements}}, 0
#       for a known gap (xtypes.KNOWN_GAPS) (modules built, not run)

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
import hostio  # noqa: E402
import rngs  # noqa: E402
import structural  # noqa: E402
import xtypes  # noqa: E402

FAMILIES = {
    "elementwise": elementwise.module,
    "convert": convert.module,
    "shape": structural.shape_module,
    "reduce": structural.reduce_module,
    "control": structural.control_module,
    "contraction": contraction.module,
    "hostio": hostio.module,
    "random": rngs.module,
}


def modules(family, types):
    out = []
    for tname in types:
        m = FAMILIES[family](tname)
        if m is not None:
            out.append(m)
    return out


# Each module runs twice: as xhlo-run runs programs (fused steps, the
# vectorised loops and library-backed fast paths where they apply), its
# bit-exact results with --expect too, and with only the reference kernels
# (which the constant folder uses too).
MODES = [((), True), (("--reference-kernels",), False)]


def type_job(job):
    """Builds and runs every family's checks of one type (in a worker
    process): one merged module, or, when that one fails to run, one module
    per family so the failure names its family."""
    tname, families, workdir, xhlo_run, enabled = job
    xtypes.ENABLED[:] = enabled
    mods = [m for f in families for m in modules(f, [tname])]
    merged = harness.merge("all_" + tname, mods)
    fails = []
    for flags, expect in MODES:
        got = harness.run(merged, workdir, xhlo_run, flags, expect)
        if got and any("xhlo-run exited" in f for f in got):
            got = [f for m in mods
                   for f in harness.run(m, workdir, xhlo_run, flags, expect)]
        fails += got
    return tname, len(merged.results), merged.checks, merged.gaps, fails


def cmd_run(args):
    if args.types:
        xtypes.ENABLED[:] = args.types.split(",")
    else:
        xtypes.enable_host_types(args.src_root)
    families = args.families.split(",") if args.families else list(FAMILIES)
    jobs = [(t, families, args.workdir, args.xhlo_run, list(xtypes.ENABLED))
            for t in xtypes.ENABLED]
    failures = elements = 0
    cov = collections.defaultdict(lambda: collections.defaultdict(int))
    with concurrent.futures.ProcessPoolExecutor(os.cpu_count() or 2) as pool:
        for tname, nresults, checks, gaps, fails in pool.map(type_job, jobs):
            n = 0
            for opcode, t, k in checks:
                if t in xtypes.ENABLED:
                    cov[opcode][t] += k
                    n += k
            for opcode, t in gaps:
                cov[opcode].setdefault(t, 0)
            elements += n
            print("%s: %d results, %d elements, %s" % (
                tname, nresults, n,
                "%d failures" % len(fails) if fails else "ok"))
            for f in fails:
                print("  FAIL " + f)
            failures += len(fails)
    print("conformance: %d types, %s, %d checked elements, %d failures" % (
        len(jobs), ",".join(families), elements, failures))
    if args.coverage_out:
        with open(args.coverage_out, "w") as f:
            json.dump(cov, f, indent=1, sort_keys=True)
    return 1 if failures else 0


def probe_job(job):
    """Whether one known gap still fails: the type's modules with that gap
    put back (the others still left out), run as programs run."""
    gap, workdir, xhlo_run, enabled = job
    xtypes.ENABLED[:] = enabled
    why = xtypes.KNOWN_GAPS.pop(gap)
    mods = [m for f in FAMILIES for m in modules(f, [gap[1]])]
    merged = harness.merge("probe_%s_%s" % gap, mods)
    xtypes.KNOWN_GAPS[gap] = why
    fails = harness.run(merged, workdir, xhlo_run)
    return gap, fails


def cmd_probe_gaps(args):
    """Runs every known gap on its own; prints the ones that pass now (to
    be removed from xtypes.KNOWN_GAPS) and the ones that still fail."""
    xtypes.enable_host_types(args.src_root)
    jobs = [(g, args.workdir, args.xhlo_run, list(xtypes.ENABLED))
            for g in sorted(xtypes.KNOWN_GAPS) if g[1] in xtypes.ENABLED]
    fixed = 0
    with concurrent.futures.ProcessPoolExecutor(os.cpu_count() or 2) as pool:
        for (op, t), fails in pool.map(probe_job, jobs):
            if fails:
                print("still a gap: %s on %s: %s" % (
                    op, t, fails[0].splitlines()[0][:300]))
            else:
                print("FIXED: %s on %s passes; remove it from KNOWN_GAPS" %
                      (op, t))
                fixed += 1
    print("probe-gaps: %d known gaps, %d fixed" % (len(jobs), fixed))
    return 0


def coverage(src_root):
    """{opcode: {type: elements}} over every family and enabled type (the
    modules built, not run)."""
    xtypes.enable_host_types(src_root)
    cov = collections.defaultdict(lambda: collections.defaultdict(int))
    for family in FAMILIES:
        for m in modules(family, xtypes.ENABLED):
            for opcode, tname, n in m.checks:
                if tname in xtypes.ENABLED:
                    cov[opcode][tname] += n
            for opcode, tname in m.gaps:
                cov[opcode].setdefault(tname, 0)
    return cov


def main():
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--families", help="comma-separated (default: all)")
    r.add_argument("--types", help="comma-separated (default: the host "
                   "types of SUITE_TYPES)")
    r.add_argument("--coverage-out", help="write the checks' coverage "
                   "as JSON here (coverage_table.py --coverage)")
    r.add_argument("workdir")
    r.add_argument("xhlo_run")
    r.add_argument("src_root")
    c = sub.add_parser("coverage")
    c.add_argument("src_root")
    g = sub.add_parser("probe-gaps")
    g.add_argument("workdir")
    g.add_argument("xhlo_run")
    g.add_argument("src_root")
    args = p.parse_args()
    if args.cmd == "run":
        sys.exit(cmd_run(args))
    if args.cmd == "probe-gaps":
        sys.exit(cmd_probe_gaps(args))
    json.dump(coverage(args.src_root), sys.stdout, indent=1, sort_keys=True)
    print()


if __name__ == "__main__":
    main()
