#!/usr/bin/env python3
"""Differential test of whole programs: xhlo against upstream MLIR.

Each PROGRAM (.mlir) is a whole program: `func.func @main` with tensor (or
scalar) arguments and results, on one line, plus any functions it calls. It is
run two ways on the same inputs:

- upstream (the oracle): the program plus an entry that calls @main on
  constants and prints the results exactly, lowered by upstream mlir-opt's
  passes to LLVM and run by mlir-cpu-runner (upstream_mlir.py);
- xhlo: `xhlo-opt --xhlo-linalg-to-hlo`, then `xhlo-run --arg=... --out=...`.

Inputs are random with a fixed seed per program (the seed and the program's
name). Comment lines at the top of a program direct the test:

  // CATEGORY: <name>             what the program stands for (summary)
  // ARG <i>: uniform <lo> <hi> [nan=<p>]   float argument i uniform in
                                 [lo, hi), a share p of it NaN
  // ARG <i>: int <lo> <hi>       integer argument i in [lo, hi] (inclusive)
  // ARG <i>: full                integer argument i over its whole range
  // ARG <i>: bool                i1 argument i
  // TOLERANCE: rtol=<r> atol=<a>  float results (integers always exactly)
  // TOLERANCE <type>: rtol=... atol=...   results of element type <type>
  // NONFINITE: allowed           results may hold NaN and infinities, which
                                 must then be the same on both sides

Defaults: floats uniform in [-2, 2); i8/i16 their whole range (so that
wrap-around shows); i32 in [-1000, 1000]; i64 in [-10^6, 10^6]; index in
[0, 10]. Default tolerances: f32 rtol=1e-5 atol=1e-6, f64 rtol=1e-12
atol=1e-12, f16 rtol=atol=1e-2 (10 ulp at 1). Unless NONFINITE allows it, a
result with NaN or infinity on the upstream side fails the program (it would
compare too easily).

bf16: upstream lowers bf16 arithmetic itself (LLVM computes each op in f32
and rounds to bf16), so bf16 programs have the same oracle as the others.
Their arguments and results are f32, truncated and extended inside the
program, because .npy files (xhlo-run's inputs and outputs) have no
bfloat16. Where 16-bit floats are accumulated (dot, convolution), xhlo-run
accumulates in f32 and rounds once, like XLA's CPU backend, while upstream's
loops round every partial sum: the tolerances of those programs cover it.

Prints one line per program and a summary; exits 1 if any program differs or
fails to convert or run on either side.
"""

import os
import subprocess
import sys
import time
import zlib

import numpy as np

import upstream_mlir
from xhlo_tools import (check_all, collect_mlir_files, differential_parser,
                        leading_directives, parse_tolerance, run_both,
                        summarize, try_xhlo_run)
from upstream_mlir import NUMPY_TYPES

DEFAULT_TOLERANCE = {
    "f16": (1e-2, 1e-2), "f32": (1e-5, 1e-6),
    "f64": (1e-12, 1e-12),
}

INTEGER_RANGES = {
    "i8": (-128, 127), "i16": (-32768, 32767), "i32": (-1000, 1000),
    "i64": (-10**6, 10**6), "index": (0, 10),
}


class Program:
    """A program file: its @main signature and directives."""

    def __init__(self, path):
        self.path = path
        self.name = os.path.splitext(os.path.basename(path))[0]
        self.source = open(path).read()
        mains = [f for f in upstream_mlir.parse_functions(self.source)
                 if f[0] == "main"]
        if len(mains) != 1:
            raise ValueError("%s: no one-line `func.func @main(...) -> ... {`"
                             % path)
        _, self.args, self.results = mains[0]
        self.category = "uncategorized"
        self.arg_specs = {}
        self.tolerance = {}
        self.nonfinite = False
        for key, value in leading_directives(self.source):
            if key == "CATEGORY":
                self.category = value.strip()
            elif key.split()[0] == "TOLERANCE":
                element = key[len("TOLERANCE"):].strip() or "*"
                self.tolerance[element] = parse_tolerance(value)
            elif key == "NONFINITE":
                self.nonfinite = "allowed" in value
            elif key.startswith("ARG "):
                self.arg_specs[int(key[4:])] = value.split()
        for index in self.arg_specs:
            if index >= len(self.args):
                raise ValueError("%s: ARG %d: @main has %d arguments" %
                                 (path, index, len(self.args)))

    def tolerance_of(self, element):
        if element not in DEFAULT_TOLERANCE:
            return (0.0, 0.0)
        return self.tolerance.get(element, self.tolerance.get(
            "*", DEFAULT_TOLERANCE[element]))

    def describe_tolerance(self):
        floats = sorted({t.element for t in self.results
                         if t.element in DEFAULT_TOLERANCE})
        parts = ["%s rtol=%g atol=%g" % ((e,) + self.tolerance_of(e))
                 for e in floats]
        if any(t.element not in DEFAULT_TOLERANCE for t in self.results):
            parts.append("integers exact")
        return ", ".join(parts)

    def inputs(self, seed):
        rng = np.random.default_rng([seed, zlib.crc32(self.name.encode())])
        values = []
        for i, type in enumerate(self.args):
            spec = self.arg_specs.get(i)
            element = type.element
            dtype = NUMPY_TYPES[element]
            if element == "i1" or (spec and spec[0] == "bool"):
                value = rng.integers(0, 2, type.shape).astype(bool)
            elif element.startswith("f"):
                lo, hi = (-2.0, 2.0)
                if spec and spec[0] == "uniform":
                    lo, hi = float(spec[1]), float(spec[2])
                elif spec:
                    raise ValueError("%s: ARG %d: floats take uniform" %
                                     (self.path, i))
                value = rng.uniform(lo, hi, type.shape)
                nan = [float(t[4:]) for t in (spec or []) if
                       t.startswith("nan=")]
                if nan:
                    value[rng.uniform(0, 1, type.shape) < nan[0]] = np.nan
            else:
                lo, hi = INTEGER_RANGES[element]
                if spec and spec[0] == "int":
                    lo, hi = int(spec[1]), int(spec[2])
                elif spec and spec[0] == "full":
                    info = np.iinfo(dtype)
                    lo, hi = int(info.min), int(info.max)
                elif spec:
                    raise ValueError("%s: ARG %d: integers take int or full" %
                                     (self.path, i))
                value = rng.integers(lo, hi, type.shape, endpoint=True,
                                     dtype=np.int64)
            values.append(np.asarray(value).astype(dtype))
        return values


def run_upstream(program, inputs, workdir, args):
    builder = upstream_mlir.Builder()
    builder.call("main", program.args, program.results, inputs)
    stdout, error = upstream_mlir.run(
        program.source + "\n" + builder.entry("differential_entry"),
        "differential_entry", workdir, args.mlir_opt, args.mlir_cpu_runner)
    if error:
        return None, error
    try:
        return upstream_mlir.parse_printed(stdout, program.results), None
    except ValueError as e:
        return None, "cannot read upstream's output: %s" % e


def run_xhlo(program, inputs, workdir, args):
    converted = os.path.join(workdir, "hlo.mlir")
    pipeline = "--xhlo-linalg-to-hlo"
    if args.pipeline_options:
        pipeline += "=" + args.pipeline_options
    result = subprocess.run([args.xhlo_opt, pipeline, program.path, "-o",
                             converted],
                            capture_output=True, text=True)
    if result.returncode:
        return None, "xhlo-opt %s failed:\n%s" % (pipeline, result.stderr)
    return try_xhlo_run(args.xhlo_run, converted, "main", inputs, workdir,
                        len(program.results))


def compare(program, got, want):
    """(None, largest absolute float difference, largest share of the
    tolerance used) when every result agrees, else (what differs, ...)."""
    worst_abs = worst_share = 0.0
    for i, (type, g, w) in enumerate(zip(program.results, got, want)):
        g, w = np.atleast_1d(g), np.atleast_1d(w)
        if g.shape != w.shape:
            return "result %d: shape %s, upstream %s" % (i, g.shape,
                                                         w.shape), 0, 0
        if type.element in DEFAULT_TOLERANCE:
            w = w.astype(np.float64)
            g = g.astype(np.float64)
            finite = np.isfinite(w)
            if not program.nonfinite and not finite.all():
                return ("result %d: upstream computed NaN or infinity (make "
                        "the inputs keep it finite)" % i), 0, 0
            rtol, atol = program.tolerance_of(type.element)
            # Non-finite values must be the same (any NaN for a NaN).
            same = (g == w) | (np.isnan(g) & np.isnan(w))
            with np.errstate(invalid="ignore"):
                diff = np.where(finite, np.abs(g - w),
                                np.where(same, 0, np.inf))
            diff[np.isnan(diff)] = np.inf
            allowed = atol + rtol * np.abs(np.where(finite, w, 0))
            if diff.size:
                worst_abs = max(worst_abs, float(diff.max()))
                worst_share = max(worst_share, float((diff / allowed).max()))
            bad = diff > allowed
            if bad.any():
                at = np.unravel_index(np.argmax(diff), diff.shape)
                return ("result %d (%s, rtol=%g atol=%g): %d of %d elements "
                        "differ; worst at %s: xhlo %r, upstream %r" %
                        (i, type, rtol, atol, int(bad.sum()), bad.size,
                         list(map(int, at)), g[at], w[at])), worst_abs, \
                    worst_share
        else:
            if type.element == "i1":
                g, w = g.astype(bool), w.astype(bool)
            if not np.array_equal(g, w):
                bad = g != w
                at = np.unravel_index(np.argmax(bad), bad.shape)
                return ("result %d (%s, exact): %d of %d elements differ; "
                        "first at %s: xhlo %r, upstream %r" %
                        (i, type, int(bad.sum()), bad.size,
                         list(map(int, at)), g[at], w[at])), 0, 0
    return None, worst_abs, worst_share


def check(program, args):
    """(status, message) of one program: status is 'ok', 'DIFFER' or
    'ERROR'."""
    start = time.time()
    inputs = program.inputs(args.seed)
    want, got, failure = run_both(program, inputs, run_upstream, run_xhlo,
                                  args)
    if failure:
        return failure
    difference, worst_abs, worst_share = compare(program, got, want)
    if difference:
        return "DIFFER", difference
    seconds = time.time() - start
    floats = any(t.element in DEFAULT_TOLERANCE for t in program.results)
    detail = ("max |diff| %.3g, %.0f%% of the tolerance" %
              (worst_abs, 100 * worst_share) if floats else "bit-exact")
    return "ok", "%s; %s (%.1fs)" % (program.describe_tolerance(), detail,
                                     seconds)


def main():
    parser = differential_parser(__doc__, "programs", "programs")
    parser.add_argument("--pipeline-options", default="",
                        help="options of xhlo-linalg-to-hlo, such as "
                        "index-bitwidth=32")
    args = parser.parse_args()

    programs = [Program(p) for p in collect_mlir_files(args.programs)]
    if args.only:
        programs = [p for p in programs if p.name in args.only]
    if not programs:
        sys.exit("no program to check")
    outcomes = check_all(programs, lambda p: check(p, args), args.jobs, 32)

    categories = {}
    for program, (status, _) in zip(programs, outcomes):
        categories.setdefault(program.category, []).append(status)
    print()
    for category, statuses in sorted(categories.items()):
        print("  %-24s %d programs, %d agree" %
              (category, len(statuses), statuses.count("ok")))
    return summarize(outcomes, "programs")


if __name__ == "__main__":
    sys.exit(main())
