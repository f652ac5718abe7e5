#!/usr/bin/env python3
"""Check that every op of a dialect is covered by round-trip and negative tests.

Reads the op names from the dialect's generated Markdown documentation
(`### `hlo.add` (...)` headings) and checks that each op appears in at least
one round-trip test (`*-ops.mlir`) and in a negative case of at least one
`*-invalid.mlir` test (a `// -----` split holding the op and an
`expected-error`). Prints the counts; exits 1 listing the ops not covered.
"""

import argparse
import glob
import os
import re
import sys


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--doc", required=True)
    parser.add_argument("--tests", required=True, help="test directory")
    parser.add_argument("--dialect", default="hlo")
    args = parser.parse_args()

    ops = re.findall(r"^### `%s\.(\w+)`" % args.dialect,
                     open(args.doc).read(), flags=re.M)
    if not ops:
        print("coverage: no ops found in %s" % args.doc, file=sys.stderr)
        return 1

    def used(op, text):
        return re.search(r"(\b%s\.%s\b)|(\"%s\.%s\")" %
                         (args.dialect, op, args.dialect, op), text)

    roundtrip = "\n".join(open(f).read() for f in
                          glob.glob(os.path.join(args.tests, "*-ops.mlir")))
    negative_cases = []
    for f in glob.glob(os.path.join(args.tests, "*-invalid.mlir")):
        negative_cases += re.split(r"^// -----\s*$", open(f).read(),
                                   flags=re.M)
    missing_roundtrip = [op for op in ops if not used(op, roundtrip)]
    missing_negative = [
        op for op in ops
        if not any(used(op, case) and "expected-error" in case
                   for case in negative_cases)]
    print("coverage: %d ops, %d without a round-trip test, %d without a "
          "negative test" % (len(ops), len(missing_roundtrip),
                             len(missing_negative)))
    for op in missing_roundtrip:
        print("  no round-trip test: %s.%s" % (args.dialect, op))
    for op in missing_negative:
        print("  no negative test: %s.%s" % (args.dialect, op))
    return 1 if missing_roundtrip or missing_negative else 0


if __name__ == "__main__":
    sys.exit(main())
