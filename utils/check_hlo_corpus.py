#!/usr/bin/env python3
"""Import real XLA HLO modules and check that they round-trip stably.

For each .hlo file: HLO text -> mlir -> HLO text T1 -> mlir -> HLO text T2;
a module passes when every step succeeds and T1 == T2. A module that does not
import must fail cleanly: exit code 1 with either `unsupported opcode <X>` or
an error at line:col of the file. Anything else (a crash, an unclear error,
an unstable print) is a failure of the test. Prints the count of modules that
import and round-trip; exits 1 if fewer than --min pass or any module failed
uncleanly.
"""

import argparse
import glob
import os
import re
import subprocess
import sys


def run(cmd, data=None):
    proc = subprocess.run(cmd, input=data, capture_output=True, timeout=120)
    return proc.returncode, proc.stdout, proc.stderr.decode(errors="replace")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--translate", required=True)
    parser.add_argument("--min", type=int, default=0,
                        help="how many modules must round-trip")
    parser.add_argument("corpus")
    args = parser.parse_args()

    if not os.path.isdir(args.corpus):
        # The corpus lives in ../shared beside the checkout; without it the
        # test is unsupported (ctest: SKIP_RETURN_CODE 77), not failed.
        print("corpus: unsupported: needs the XLA corpus of ../shared, "
              "absent at %s" % args.corpus)
        return 77
    files = sorted(glob.glob(os.path.join(args.corpus, "*.hlo")))
    if not files:
        print("corpus: no .hlo files in %s" % args.corpus, file=sys.stderr)
        return 2
    passed, clean_rejections, unclean = 0, [], []
    for path in files:
        name = os.path.basename(path)
        rc, m1, err = run([args.translate, "--hlo-text-to-mlir", path])
        if rc:
            clean = rc == 1 and (
                re.search(r"unsupported opcode \S+", err) or
                re.search(re.escape(name) + r":\d+:\d+: error:", err))
            (clean_rejections if clean else unclean).append(
                (name, err.strip().splitlines()[:3]))
            continue
        rc1, t1, err1 = run([args.translate, "--mlir-to-hlo-text"], m1)
        rc2, m2, err2 = run([args.translate, "--hlo-text-to-mlir"], t1)
        rc3, t2, err3 = run([args.translate, "--mlir-to-hlo-text"], m2)
        if rc1 or rc2 or rc3 or t1 != t2:
            unclean.append((name, ["round trip failed or unstable"] +
                            (err1 + err2 + err3).strip().splitlines()[:3]))
            continue
        passed += 1
    for name, lines in clean_rejections:
        print("corpus: %s rejected: %s" % (name, " | ".join(lines)))
    for name, lines in unclean:
        print("corpus: %s FAILED: %s" % (name, " | ".join(lines)))
    print("corpus: %d of %d modules import and round-trip, %d rejected with "
          "a clear error, %d failed" % (passed, len(files),
                                        len(clean_rejections), len(unclean)))
    return 1 if unclean or passed < args.min else 0


if __name__ == "__main__":
    sys.exit(main())
