#!/usr/bin/env python3
# The op x element type coverage table of the conformance suite, generated
# from the suite itself (conformance.py coverage: the checks its modules
# make), with one row per opcode the interpreter registers a kernel for
# (found in lib/Interpreter/Kernels/*.cpp).
#
#   coverage_table.py SRC_ROOT            prints the markdown table
#   coverage_table.py SRC_ROOT --check F  exits 1 when the table between
#                                         F's markers differs
#   coverage_table.py SRC_ROOT --write F  replaces the table in F
#
# A cell is ✓ when the suite checks the op on the type (against its
# independent expectation), · when XLA accepts the type for the op but the
# suite does not check it, ⚠ for a known gap (xtypes.KNOWN_GAPS: accepted
# by XLA, wrong or refused in xhlo today), ⊘ when XLA accepts it but the
# interpreter refuses the op by design (refusals.UNSUPPORTED, the reason
# listed under the table) and refusals.py checks that it is refused with a
# located error, ✗ when XLA refuses the type for the op and refusals.py
# checks that xhlo refuses it with a located error, and empty when XLA
# refuses it and nothing checks the refusal.

import argparse
import glob
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import conformance  # noqa: E402
import refusals  # noqa: E402
import xtypes  # noqa: E402

BEGIN = "<!-- conformance-table:begin -->"
END = "<!-- conformance-table:end -->"

def kebab(name):
    s = re.sub(r"(?<=[a-z0-9])([A-Z])", r"-\1", name).lower()
    return {"top-k": "topk", "atan-2": "atan2"}.get(s, s)


def registered_opcodes(src_root):
    names = set()
    for path in glob.glob(os.path.join(src_root, "lib", "Interpreter",
                                       "Kernels", "*.cpp")):
        with open(path) as f:
            text = f.read()
        names |= set(re.findall(r"hlo::(\w+)Op::getOperationName", text))
        names |= set(re.findall(r"addBatchNorm<hlo::(\w+)Op>", text))
        names |= set(re.findall(r"XHLO_INEXACT_UNARY\((\w+)Op,", text))
    return sorted(kebab(n) for n in names)


def table(src_root, coverage=None):
    if coverage:
        xtypes.enable_host_types(src_root)
        with open(coverage) as f:
            cov = json.load(f)
    else:
        cov = conformance.coverage(src_root)
    refused = {(op, t) for op, t, _ in refusals.cases(xtypes.ENABLED)}
    unsupported = {(op, t) for op, t, _, _ in
                   refusals.unsupported_cases(xtypes.ENABLED)}
    ops = registered_opcodes(src_root)
    unknown = sorted(set(cov) - set(ops))
    if unknown:
        raise SystemExit("checks of opcodes without a kernel: %s" % unknown)
    types = xtypes.ORDER
    enabled = set(xtypes.ENABLED)
    pairs = sum(1 for op in ops for t in types
                if t in xtypes.ACCEPTS.get(op, xtypes.ALL) and t in enabled)
    checked = sum(1 for op in ops for t in types if cov.get(op, {}).get(t))
    by_design = sum(1 for op in ops for t in types if (op, t) in unsupported
                    and not cov.get(op, {}).get(t))
    elements = sum(n for per in cov.values() for n in per.values())
    lines = [BEGIN, "",
             "%d of the %d opcodes with an interpreter kernel checked on at "
             "least one type, %d refused by the interpreter by design; %d of "
             "the %d (opcode, element type) pairs XLA accepts on the %d "
             "types the suite runs checked, %d result elements compared, "
             "%d checked to be refused by the interpreter; %d (opcode, "
             "type) pairs XLA refuses checked to be refused; %d known gaps. "
             "✓ checked, · accepted but not checked, ⚠ known gap (listed "
             "below), ⊘ accepted by XLA, refused by the interpreter by "
             "design (why: below) and checked to be refused with a located "
             "error, ✗ refused by XLA and checked to be refused with a "
             "located error, empty: refused by XLA%s." % (
                 sum(1 for op in ops if cov.get(op)), len(ops),
                 len({op for op, _ in unsupported if not cov.get(op)}),
                 checked, pairs, len(enabled), elements, by_design,
                 len(refused),
                 sum(1 for op, t in xtypes.KNOWN_GAPS if t in enabled),
                 "" if enabled == set(types) else
                 "; types the suite does not run yet: " +
                 ", ".join(t for t in types if t not in enabled)), "",
             "| opcode | " + " | ".join(types) + " |",
             "|---|" + "---|" * len(types)]
    for op in ops:
        cells = []
        for t in types:
            if cov.get(op, {}).get(t):
                cells.append("✓")
            elif (op, t) in xtypes.KNOWN_GAPS:
                cells.append("⚠")
            elif (op, t) in unsupported:
                cells.append("⊘")
            elif t in xtypes.ACCEPTS.get(op, xtypes.ALL):
                cells.append("·")
            elif (op, t) in refused:
                cells.append("✗")
            else:
                cells.append("")
        lines.append("| %s | %s |" % (op, " | ".join(cells)))
    lines += ["", "Refused by the interpreter (⊘), on every type, each checked "
              "to be refused with an error located at the op:", ""]
    for op, why in sorted(refusals.UNSUPPORTED.items()):
        lines.append("- `%s`: %s." % (op, why))
    gaps = {}
    for (op, t), why in xtypes.KNOWN_GAPS.items():
        if t in enabled:
            gaps.setdefault((op, why), []).append(t)
    if gaps:
        lines += ["", "Known gaps (⚠: XLA accepts the type, xhlo does not "
                  "compute it right yet; the suite leaves them out):", ""]
        for (op, why), ts in sorted(gaps.items()):
            lines.append("- `%s` on %s: %s." % (
                op, ", ".join(t for t in types if t in ts), why))
    lines += ["", END]
    return "\n".join(lines)


def section(text):
    if BEGIN not in text or END not in text:
        raise SystemExit("no %s ... %s section" % (BEGIN, END))
    a = text.index(BEGIN)
    b = text.index(END) + len(END)
    return a, b


def main():
    p = argparse.ArgumentParser()
    p.add_argument("src_root")
    p.add_argument("--coverage", help="the JSON of conformance.py run "
                   "--coverage-out (default: build the modules)")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--check")
    g.add_argument("--write")
    args = p.parse_args()
    t = table(args.src_root, args.coverage)
    if args.check:
        with open(args.check) as f:
            text = f.read()
        a, b = section(text)
        if text[a:b] != t:
            print("%s: the conformance coverage table is stale; regenerate "
                  "it with %s %s --write %s" % (args.check, sys.argv[0],
                                                 args.src_root, args.check))
            return 1
        print("coverage table up to date")
        return 0
    if args.write:
        with open(args.write) as f:
            text = f.read()
        a, b = section(text)
        with open(args.write, "w") as f:
            f.write(text[:a] + t + text[b:])
        return 0
    print(t)
    return 0


if __name__ == "__main__":
    sys.exit(main())
