#!/usr/bin/env python3
"""Round-trip every case of the hlo dialect's lit tests through XLA's formats.

For each `// -----` case of the given .mlir files (the dialect's round-trip
tests), with the case's function as the entry computation:
  text:  mlir -> HLO text T1 -> mlir -> HLO text T2, and T1 must equal T2;
  proto: mlir -> HloModuleProto -> mlir, which must print as the input does
         (module attributes the importer adds, `hlo.entry` and `sym_name`,
         aside).
HLO has no symbol visibility, so `private` on functions is ignored when
comparing. A case whose export fails with a `cannot export to HLO:` diagnostic
is a designed rejection (e.g. a callee without a body); their number must
equal --expect-rejections. Cases named with --known-difference (NAME#INDEX)
are reported but allowed to differ after the proto round trip. Prints a
summary line and every failing case with the tools' messages; exits 1 if any
case fails.
"""

import argparse
import glob
import re
import subprocess
import sys


def run(cmd, data):
    proc = subprocess.run(cmd, input=data, capture_output=True)
    return proc.returncode, proc.stdout, proc.stderr.decode(errors="replace")


def normalize(mlir):
    """Drop what the importer may add around the same functions."""
    text = mlir.decode()
    text = re.sub(r"^module( @[\w.\-\"]+)?( attributes \{[^}]*\})? \{",
                  "module {", text, flags=re.M)
    text = re.sub(r"func\.func private @", "func.func @", text)
    return text


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--opt", required=True)
    parser.add_argument("--translate", required=True)
    parser.add_argument("--expect-rejections", type=int, default=0)
    parser.add_argument("--known-difference", action="append", default=[],
                        help="NAME#INDEX of a case allowed to differ")
    parser.add_argument("inputs", nargs="+")
    args = parser.parse_args()

    files = sorted({f for p in args.inputs for f in glob.glob(p)})
    cases = []
    for f in files:
        for i, case in enumerate(re.split(r"^// -----\s*$", open(f).read(),
                                          flags=re.M)):
            if "func.func" in case:
                cases.append(("%s#%d" % (f.split("/")[-1], i), case))
    failures, rejections, known = [], [], []
    for name, case in cases:
        rc, canonical, err = run([args.opt, "-"], case.encode())
        if rc:
            failures.append((name, "input does not parse", err))
            continue
        rc, t1, err = run([args.translate, "--mlir-to-hlo-text", "-"],
                          canonical)
        if rc and "cannot export to HLO:" in err:
            rejections.append((name, err.strip().splitlines()[0]))
            continue
        if rc:
            failures.append((name, "export to text failed", err))
            continue
        rc, m1, err = run([args.translate, "--hlo-text-to-mlir", "-"], t1)
        if rc:
            failures.append((name, "import of text failed", err + t1.decode()))
            continue
        rc, t2, err = run([args.translate, "--mlir-to-hlo-text", "-"], m1)
        if rc or t1 != t2:
            failures.append((name, "text not stable", err + "--- first\n" +
                             t1.decode() + "--- second\n" + t2.decode()))
            continue
        rc, proto, err = run([args.translate, "--mlir-to-hlo-proto", "-"],
                             canonical)
        if rc:
            failures.append((name, "export to proto failed", err))
            continue
        rc, m2, err = run([args.translate, "--hlo-proto-to-mlir", "-"], proto)
        if rc:
            failures.append((name, "import of proto failed", err))
            continue
        rc, m2c, err = run([args.opt, "-"], m2)
        if rc or normalize(m2c) != normalize(canonical):
            if not rc and name in args.known_difference:
                known.append(name)
                continue
            failures.append((name, "proto round trip differs",
                             err + "--- input\n" + canonical.decode() +
                             "--- after proto\n" + m2c.decode()))
    for name, what, detail in failures:
        print("roundtrip: %s: %s\n%s" % (name, what, detail[-3000:]),
              file=sys.stderr)
    for name, message in rejections:
        print("roundtrip: %s not exportable (designed): %s" % (name, message))
    for name in known:
        print("roundtrip: %s differs after the proto round trip (known)" % name)
    unchanged = len(cases) - len(failures) - len(rejections) - len(known)
    print("roundtrip: %d cases, %d through text and proto unchanged, %d "
          "designed rejections, %d known differences, %d failed" %
          (len(cases), unchanged, len(rejections), len(known), len(failures)))
    if len(rejections) != args.expect_rejections:
        print("roundtrip: expected %d designed rejections, got %d" %
              (args.expect_rejections, len(rejections)), file=sys.stderr)
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
