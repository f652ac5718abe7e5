# A differential sample of the interpreter's op tests, compiled ahead of time:
# for each test file given (test/Interpreter/*.mlir, whose RUN lines make
# inputs and expectations with numpy and check `xhlo-run %s --entry=E
# --arg=... --expect=... --rtol --atol`), it runs the file's input
# generators, compiles each entry with xhlo-aot, links it with the generic
# driver and runs it on every argument set the file's RUN lines use, then
# compares each result with the file's expectation (numpy's values) at the
# file's tolerances. An entry xhlo-aot refuses is listed with the first line
# of its error (the test checks that only the documented unsupported features
# are refused). Prints DIFFERS for a mismatch and a summary per file, and
# exits non-zero when a run differs or fails (never skips one silently).
# Each invocation works in a fresh directory under WORK (removed when every
# run matched), so that two lit runs of the test at once do not clash.
#
#   op_sample.py WORK --xhlo-aot BIN --cxx CXX --libs "LIBS" --driver DRIVER
#                [--jobs N] FILE...
import argparse
import concurrent.futures
import os
import re
import shutil
import shlex
import subprocess
import sys
import tempfile

import numpy as np

parser = argparse.ArgumentParser()
parser.add_argument("work")
parser.add_argument("--xhlo-aot", required=True)
parser.add_argument("--cxx", required=True)
parser.add_argument("--libs", required=True)
parser.add_argument("--driver", required=True)
parser.add_argument("--jobs", type=int, default=2)
parser.add_argument("files", nargs="+")
args = parser.parse_args()
os.makedirs(args.work, exist_ok=True)
args.work = tempfile.mkdtemp(prefix="run-", dir=args.work)


def run_lines(path):
    """The file's RUN commands, continuation lines joined."""
    lines, current = [], ""
    for line in open(path):
        m = re.match(r"\s*//\s*RUN:\s?(.*)$", line)
        if not m:
            continue
        text = m.group(1).rstrip()
        if text.endswith("\\"):
            current += text[:-1] + " "
            continue
        lines.append(current + text)
        current = ""
    return lines


class Run:
    """One `xhlo-run %s --entry=E ...` check of a file."""

    def __init__(self, entry, arguments, expects, rtol, atol):
        self.entry, self.arguments, self.expects = entry, arguments, expects
        self.rtol, self.atol = rtol, atol


def parse(path, work):
    """(generator commands, runs, skipped-run count) of a test file."""
    source_dir = os.path.dirname(os.path.abspath(path))
    generators, runs, skipped = [], [], 0
    for line in run_lines(path):
        line = line.replace("%t", work).replace("%S", source_dir)
        # Scripts make inputs and expectations, except those that check
        # what a run wrote (`check_*.py`, reading `.out` folders).
        if line.startswith("%python "):
            words = shlex.split(line)[1:]
            script = os.path.basename(words[0]) if words else ""
            if not script.startswith("check") and ".out" not in line:
                generators.append([sys.executable] + words)
            continue
        if not line.startswith("xhlo-run %s "):
            continue
        words = shlex.split(line.split("|")[0])[2:]
        entry, arguments, expects = "main", [], []
        rtol, atol, other = 1e-5, 1e-6, []
        for word in words:
            key, _, value = word.partition("=")
            if key == "--entry":
                entry = value
            elif key == "--arg":
                arguments.append(value)
            elif key == "--expect":
                expects.append(value)
            elif key == "--rtol":
                rtol = float(value)
            elif key == "--atol":
                atol = float(value)
            elif key in ("--reference-kernels", "--out"):
                pass  # the same semantics; where results are also written
            else:
                other.append(word)
        # Runs with other flags (reduce orders, devices, ...) or with
        # arguments that are not files ask for what AOT code has no notion of.
        if other or not expects or any(
                not a.endswith(".npy") for a in arguments):
            skipped += 1
            continue
        runs.append(Run(entry, arguments, expects, rtol, atol))
    return generators, runs, skipped


def compile_entry(path, entry, work):
    """The driver of `entry` of `path`, or (None, the refusal)."""
    stem = os.path.join(work, "aot-" + entry)
    aot = subprocess.run(
        [args.xhlo_aot, path, "--entry=" + entry, "--namespace=sample",
         "--function-name=fn", "-o", stem + ".o", "--header", stem + ".h"],
        capture_output=True, text=True)
    if aot.returncode != 0:
        first = aot.stderr.strip().splitlines()[0] if aot.stderr else "?"
        # Drop the file and position: the reason is what matters, in short.
        reason = re.sub(r"^[^ ]*: error: ", "", first)
        m = re.search(r"(?:parameter|result) \d+ of @\w+ is (\w+)\[.*"
                      r"ahead-of-time compilation passes", reason)
        if m:
            reason = "element type " + m.group(1)
        m = re.match(r"'([\w.]+)' has no lowering to linalg", reason)
        if m:
            reason = "no lowering of " + m.group(1)
        return None, reason
    cxx = subprocess.run(
        [args.cxx, "-std=c++17", "-O1", "-I" + work,
         '-DXHLO_AOT_HEADER="%s"' % (stem + ".h"), "-DXHLO_AOT_NS=sample",
         "-DXHLO_AOT_FN=fn", args.driver, stem + ".o"] +
        shlex.split(args.libs) + ["-o", stem],
        capture_output=True, text=True)
    if cxx.returncode != 0:
        return None, "the driver does not compile: " + cxx.stderr[:2000]
    return stem, None


def compare(got_path, expected_path, rtol, atol):
    """None when the result matches, else why not."""
    expected = np.load(expected_path)
    got = np.fromfile(got_path, dtype=expected.dtype)
    if got.size != expected.size:
        return "%d elements, expected %d" % (got.size, expected.size)
    got = got.reshape(expected.shape)
    if expected.dtype.kind in "biuV" or (rtol == 0 and atol == 0 and
                                          expected.dtype.kind != "c"):
        if expected.dtype.kind in "fc":
            same = (got == expected) | (np.isnan(got) & np.isnan(expected))
            # Exact floats: the sign of a zero counts too.
            same &= np.signbit(got) == np.signbit(expected)
        else:
            same = got.view(np.uint8) == expected.view(np.uint8) \
                if expected.dtype.kind == "V" else got == expected
        bad = np.argwhere(~same)
    else:
        g = got.astype(np.complex128 if expected.dtype.kind == "c"
                       else np.float64)
        e = expected.astype(g.dtype)
        with np.errstate(invalid="ignore"):
            close = np.abs(g - e) <= atol + rtol * np.abs(e)
        both_nan = np.isnan(g) & np.isnan(e)
        same_inf = np.isinf(e) & (g == e)
        bad = np.argwhere(~(close | both_nan | same_inf))
    if bad.size:
        i = tuple(bad[0])
        return "%d elements differ, first at %s: %r != %r" % (
            len(bad), i, got[i], expected[i])
    return None


def check_file(path):
    name = os.path.basename(path)
    work = os.path.join(args.work, os.path.splitext(name)[0])
    os.makedirs(work, exist_ok=True)
    generators, runs, skipped = parse(path, work)
    for command in generators:
        subprocess.run(command, check=True)
    entries = sorted({run.entry for run in runs})
    drivers, refusals = {}, {}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for entry, (driver, refusal) in zip(
                entries, pool.map(lambda e: compile_entry(path, e, work),
                                  entries)):
            if driver:
                drivers[entry] = driver
            else:
                refusals[entry] = refusal
    lines, matched, checked = [], 0, 0
    for index, run in enumerate(runs):
        driver = drivers.get(run.entry)
        if not driver:
            continue
        checked += 1
        outputs = [os.path.join(work, "r%d_%d.bin" % (index, i))
                   for i in range(len(run.expects))]
        done = subprocess.run([driver] + run.arguments + outputs,
                              capture_output=True, text=True)
        if done.returncode != 0:
            lines.append("DIFFERS %s:%s: the driver failed: %s" %
                         (name, run.entry, done.stderr.strip()[:500]))
            continue
        problems = [
            "result %d: %s" % (i, why)
            for i, (got, expected) in enumerate(zip(outputs, run.expects))
            for why in [compare(got, expected, run.rtol, run.atol)] if why
        ]
        if problems:
            lines.append("DIFFERS %s:%s: %s" %
                         (name, run.entry, "; ".join(problems)))
        else:
            matched += 1
    for entry in sorted(refusals):
        lines.append("REFUSED %s:%s: %s" % (name, entry, refusals[entry]))
    lines.append("%s: %d of %d entries compiled, %d of %d runs match "
                 "(%d runs with other flags not sampled)" %
                 (name, len(drivers), len(entries), matched, checked,
                  skipped))
    return lines, matched, checked


total_matched = total_checked = 0
for path in args.files:
    lines, matched, checked = check_file(path)
    total_matched += matched
    total_checked += checked
    for line in lines:
        print(line)
print("%d of %d runs match" % (total_matched, total_checked))
if total_matched != total_checked:
    print("op_sample.py: the files of the runs are kept in " + args.work,
          file=sys.stderr)
    sys.exit(1)
shutil.rmtree(args.work, ignore_errors=True)
