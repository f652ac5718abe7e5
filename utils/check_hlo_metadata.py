#!/usr/bin/env python3
"""Check that instruction metadata survives import and export.

For each .hlo file that imports: HLO text -> hlo dialect (printed with
locations, which carry the metadata) -> HLO text, and the same through a
binary HloModuleProto (text -> mlir -> proto -> mlir -> text). Instruction
names do not survive the round trip (the exporter renumbers), so the check
is by content: every (opcode, metadata) pair of the input must appear in
each output, field for field. Instructions the importer folds into others
by design (a `tuple` or `get-tuple-element` that only packs or unpacks
values, a while body's tuple `parameter`) are not ops of their own; their
pairs are listed and counted apart, not as kept. Prints per module and in
total: modules checked, metadata pairs and fields kept; exits 1 if any pair
of another instruction is lost or a round trip fails.
"""

import argparse
import collections
import glob
import os
import re
import subprocess
import sys

FOLDED = {"tuple", "get-tuple-element", "parameter"}
INSTR = re.compile(r"^\s*(?:ROOT\s+)?%?[\w.\-]+\s*=\s*.*?\s%?([a-z][\w\-]*)\(")


def run(cmd, data=None):
    proc = subprocess.run(cmd, input=data, capture_output=True, timeout=300)
    return proc.returncode, proc.stdout, proc.stderr.decode(errors="replace")


def braced(text, start):
    """The `{...}` starting at text[start], quotes and escapes respected."""
    depth, i, quoted = 0, start, False
    while i < len(text):
        c = text[i]
        if quoted:
            if c == "\\":
                i += 1
            elif c == '"':
                quoted = False
        elif c == '"':
            quoted = True
        elif c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return text[start:i + 1]
        i += 1
    return None


def fields(metadata):
    """The key=value fields of a metadata body, stack_frame_id left out (the
    exporter renumbers frames)."""
    out, body, i = [], metadata[1:-1], 0
    while i < len(body):
        m = re.match(r"[\s,]*(\w+)=", body[i:])
        if not m:
            break
        key = m.group(1)
        i += m.end()
        if body[i] == '"':
            j = i + 1
            while body[j] != '"':
                j += 2 if body[j] == "\\" else 1
            value = body[i:j + 1]
        elif body[i] == "{":
            value = braced(body, i)
        else:
            value = re.match(r"[^\s,}]+", body[i:]).group(0)
        i += len(value)
        if key != "stack_frame_id":
            out.append((key, value))
    return tuple(out)


def pairs(text):
    """(opcode, fields) of every instruction with metadata."""
    result = collections.Counter()
    for line in text.splitlines():
        if line.lstrip().startswith("//"):
            continue
        m = INSTR.match(line)
        k = line.find(", metadata={")
        if not m or k < 0:
            continue
        metadata = braced(line, k + len(", metadata="))
        if metadata:
            f = fields(metadata)
            if f:
                result[(m.group(1), f)] += 1
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--translate", required=True)
    parser.add_argument("--min-modules", type=int, default=0,
                        help="how many modules with metadata must pass")
    parser.add_argument("--min-fields", type=int, default=0,
                        help="how many metadata fields must be kept")
    parser.add_argument("corpus")
    args = parser.parse_args()
    if not os.path.isdir(args.corpus):
        print("metadata: unsupported: no corpus at %s" % args.corpus)
        return 77
    tr = args.translate
    imported = with_metadata = passed = 0
    kept_pairs = kept_fields = folded_pairs = 0
    failures = []
    for path in sorted(glob.glob(os.path.join(args.corpus, "*.hlo"))):
        name = os.path.basename(path)
        source = open(path, encoding="utf-8").read()
        rc, mlir, err = run([tr, "--hlo-text-to-mlir", "--mlir-print-debuginfo",
                             path])
        if rc:
            continue  # refused (hlo-corpus checks that it is clean)
        imported += 1
        expected = pairs(source)
        outputs = {}
        rc1, text, err1 = run([tr, "--mlir-to-hlo-text"], mlir)
        rc2, proto, err2 = run([tr, "--mlir-to-hlo-proto"], mlir)
        rc3, mlir2, err3 = run([tr, "--hlo-proto-to-mlir",
                                "--mlir-print-debuginfo"], proto)
        rc4, text2, err4 = run([tr, "--mlir-to-hlo-text"], mlir2)
        if rc1 or rc2 or rc3 or rc4:
            failures.append((name, "round trip failed: " +
                             (err1 + err2 + err3 + err4).strip()[:300]))
            continue
        outputs["text"] = pairs(text.decode())
        outputs["proto"] = pairs(text2.decode())
        if not expected:
            continue
        with_metadata += 1
        lost = []
        for (opcode, f), count in expected.items():
            ok = all(out[(opcode, f)] >= 1 for out in outputs.values())
            if ok:
                kept_pairs += count
                kept_fields += count * len(f)
            elif opcode in FOLDED:
                folded_pairs += count
            else:
                lost.append("%s %s" % (opcode, " ".join("%s=%s" % kv
                                                        for kv in f)))
        if lost:
            failures.append((name, "lost: " + "; ".join(lost[:5])))
        else:
            passed += 1
        print("metadata: %s: %d instructions with metadata, %d fields kept "
              "in both round trips" % (
                  name, sum(expected.values()),
                  sum(c * len(f) for (o, f), c in expected.items()
                      if all(out[(o, f)] for out in outputs.values()))))
    for name, why in failures:
        print("metadata: %s FAILED: %s" % (name, why))
    print("metadata: %d modules import; %d carry metadata, %d keep all of it "
          "through text and proto round trips: %d instructions' metadata "
          "(%d fields) kept, %d on folded tuple/get-tuple-element/parameter "
          "instructions not kept" % (imported, with_metadata, passed,
                                     kept_pairs, kept_fields, folded_pairs))
    if failures or passed < args.min_modules or kept_fields < args.min_fields:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
