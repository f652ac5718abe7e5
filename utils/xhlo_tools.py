"""What the checking scripts in utils/ share: running xhlo-run on .npy
arguments, collecting .mlir inputs, and checking many inputs in parallel with
one summary line per input.

The scripts import it from the same folder (utils/ is on sys.path when a
script there runs).
"""

import concurrent.futures
import os
import subprocess

import numpy as np


def run_xhlo_run(xhlo_run, program, entry, inputs, workdir, count=None):
    """Runs `entry` of `program` on `inputs` (numpy arrays, passed as .npy
    files) and returns its results as numpy arrays: `count` of them, or all
    that xhlo-run wrote. Raises subprocess.CalledProcessError when xhlo-run
    fails (its stderr in .stderr)."""
    out = os.path.join(workdir, "out")
    os.makedirs(out, exist_ok=True)
    for name in os.listdir(out):
        os.remove(os.path.join(out, name))
    command = [xhlo_run, program, "--entry=" + entry, "--out=" + out]
    for i, value in enumerate(inputs):
        path = os.path.join(workdir, "arg%d.npy" % i)
        np.save(path, value)
        command.append("--arg=" + path)
    subprocess.run(command, check=True, capture_output=True, text=True)
    if count is None:
        count = 0
        while os.path.exists(os.path.join(out, "result_%d.npy" % count)):
            count += 1
    return [np.load(os.path.join(out, "result_%d.npy" % i))
            for i in range(count)]


def try_xhlo_run(xhlo_run, program, entry, inputs, workdir, count=None):
    """run_xhlo_run as (results, None), or (None, the error) on failure."""
    try:
        return run_xhlo_run(xhlo_run, program, entry, inputs, workdir,
                            count), None
    except subprocess.CalledProcessError as e:
        return None, "xhlo-run failed:\n" + e.stderr


def collect_mlir_files(paths):
    """The .mlir files named by `paths` (files, or directories whose .mlir
    files are taken in name order)."""
    files = []
    for path in paths:
        if os.path.isdir(path):
            files += sorted(os.path.join(path, f) for f in os.listdir(path)
                            if f.endswith(".mlir"))
        else:
            files.append(path)
    return files


def check_all(items, check, jobs, name_width):
    """Runs check(item) -> (status, message) over `items` on `jobs` threads,
    prints a line per item (status "ok", "DIFFER" or "ERROR") and a summary,
    and returns the outcomes in order."""
    with concurrent.futures.ThreadPoolExecutor(max(1, jobs)) as pool:
        outcomes = list(pool.map(check, items))
    for item, (status, message) in zip(items, outcomes):
        lines = message.strip().splitlines() or [""]
        print("%-6s %-*s %s" % (status, name_width, item.name, lines[0]))
        for line in lines[1:]:
            print("         " + line)
    return outcomes


def summarize(outcomes, what):
    """Prints the summary line of check_all's outcomes; the exit code."""
    differ = sum(status == "DIFFER" for status, _ in outcomes)
    errors = sum(status == "ERROR" for status, _ in outcomes)
    print("%d %s: %d agree, %d differ, %d fail to convert or run" %
          (len(outcomes), what, len(outcomes) - differ - errors, differ,
           errors))
    return 1 if differ or errors else 0


def run_cases(cases, name_of, check, only=""):
    """Runs check(case) -> [error, ...] on the cases whose name contains
    `only`, printing "ok"/"FAIL" and the errors of each; the exit code."""
    failures = 0
    for case in cases:
        name = name_of(case)
        if only not in name:
            continue
        errors = check(case)
        print(("FAIL " if errors else "ok   ") + name, flush=True)
        for error in errors:
            print("     " + error)
        failures += bool(errors)
    print("%d failures" % failures)
    return 1 if failures else 0


def differential_parser(doc, inputs, what):
    """The command line of the differential scripts: the .mlir `inputs`,
    the tools of both sides, the seed, the threads and a name filter."""
    import argparse
    parser = argparse.ArgumentParser(
        description=doc, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument(inputs, nargs="+",
                        help=".mlir %s or directories of them" % what)
    parser.add_argument("--xhlo-opt", default="xhlo-opt")
    parser.add_argument("--xhlo-run", default="xhlo-run")
    parser.add_argument("--mlir-opt", default="mlir-opt")
    parser.add_argument("--mlir-cpu-runner", default="mlir-cpu-runner")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--only", nargs="*", help="%s names to check" %
                        what.rstrip("s"))
    return parser


def run_both(item, inputs, run_upstream, run_xhlo, args):
    """Runs upstream's side and ours on `inputs` in a scratch directory:
    (upstream's results, ours, None), or (None, None, ("ERROR", why))."""
    import tempfile
    with tempfile.TemporaryDirectory(prefix=item.name + ".") as workdir:
        want, error = run_upstream(item, inputs, workdir, args)
        if error:
            return None, None, ("ERROR", "upstream: " + error)
        got, error = run_xhlo(item, inputs, workdir, args)
        if error:
            return None, None, ("ERROR", error)
    return want, got, None


def leading_directives(source):
    """The `// KEY: value` lines that open `source` (before its first line
    that is not a comment), as (KEY, value) pairs; a key may have a second
    word (`ARG 0`, `TOLERANCE f32`)."""
    import re
    for line in source.splitlines():
        if not line.startswith("//"):
            break
        match = re.match(r"([A-Z]+(?: \w+)?):\s*(.*)", line[2:].strip())
        if match:
            yield match.group(1), match.group(2)


def parse_tolerance(value):
    """(rtol, atol) of a TOLERANCE directive's `rtol=... atol=...`."""
    import re
    values = dict(re.findall(r"(rtol|atol)=([0-9.e+-]+)", value))
    return float(values["rtol"]), float(values["atol"])
