#!/usr/bin/env python3
"""Differential test of affine kernels: xhlo-affine-to-hlo against upstream.

Each KERNEL (.mlir) is a function `func.func @main` on one line, taking
memrefs (and scalars) and returning nothing or scalars, written with affine
loops in the PolyBench style, plus any functions it calls. It is run two
ways on the same inputs:

- upstream (the oracle): the kernel plus an entry that copies constant
  inputs into fresh buffers, calls @main and prints every memref argument
  exactly (as its bits), lowered by upstream mlir-opt (lower-affine and the
  rest of upstream_mlir.UPSTREAM_PIPELINE) and run by mlir-cpu-runner;
- xhlo: `xhlo-opt --xhlo-affine-to-hlo`, then `xhlo-run`, whose results are
  @main's own results followed by the memref arguments it writes.

Directives in the comment lines at the top of a kernel:

  // CATEGORY: <name>              what the kernel stands for
  // WRITES: <i> <j> ...           the memref arguments @main writes (checked
                                  against the `xhlo.written_arguments` of
                                  the converted @main, which says which
                                  arguments its extra results are)
  // ARG <i>: uniform <lo> <hi>    float argument i uniform in [lo, hi)
  // ARG <i>: int <lo> <hi>        integer argument i in [lo, hi]
  // TOLERANCE: rtol=<r> atol=<a>  float results (integers always exactly)

The other memref arguments must come back unchanged from upstream. Defaults: floats uniform in [-1, 1), integers
in [-100, 100], index in [0, 10]; tolerance f32 rtol=1e-5 atol=1e-6, f64
rtol=1e-12 atol=1e-12. A NaN or infinity on the upstream side fails the
kernel.

Prints one line per kernel (with the loops xhlo keeps sequential, from the
remarks of raise-affine-to-linalg) and a summary; exits 1 if any kernel
differs or fails to convert or run.
"""

import os
import re
import subprocess
import sys
import time
import zlib

import numpy as np

import upstream_mlir
from xhlo_tools import (check_all, collect_mlir_files, differential_parser,
                        leading_directives, parse_tolerance, run_both,
                        summarize, try_xhlo_run)
from upstream_mlir import NUMPY_TYPES, Type, literal

DEFAULT_TOLERANCE = {"f32": (1e-5, 1e-6), "f64": (1e-12, 1e-12)}

# Upstream's own affine lowering first (affine.for to scf.for, affine.load
# to memref.load), then the shared lowering of upstream_mlir.
UPSTREAM_PIPELINE = ["--lower-affine"] + upstream_mlir.UPSTREAM_PIPELINE


class Argument:
    """A memref or scalar argument: its type (memrefs as the tensor type of
    their contents) and whether it is a memref."""

    def __init__(self, text):
        text = text.strip()
        self.memref = text.startswith("memref<")
        self.text = text
        self.type = Type(text.replace("memref<", "tensor<", 1))


class Kernel:
    """A kernel file: its @main signature and directives."""

    def __init__(self, path):
        self.path = path
        self.name = os.path.splitext(os.path.basename(path))[0]
        self.source = open(path).read()
        match = re.search(r"^func\.func @main\((.*?)\)\s*(?:->\s*\(?(.*?)\)?)?"
                          r"\s*\{$", self.source, flags=re.M)
        if not match:
            raise ValueError("%s: no one-line `func.func @main(...) {`" % path)
        self.args = [Argument(a.split(":", 1)[1])
                     for a in re.split(r",\s*(?=%)", match.group(1))
                     if a.strip()]
        self.results = [Type(r) for r in (match.group(2) or "").split(",")
                        if r.strip()]
        self.category = "uncategorized"
        self.writes = None
        self.arg_specs = {}
        self.tolerance = None
        for key, value in leading_directives(self.source):
            if key == "CATEGORY":
                self.category = value.strip()
            elif key == "WRITES":
                self.writes = [int(i) for i in value.split()]
            elif key == "TOLERANCE":
                self.tolerance = parse_tolerance(value)
            elif key.startswith("ARG "):
                self.arg_specs[int(key[4:])] = value.split()
        for index in self.writes or []:
            if index >= len(self.args) or not self.args[index].memref:
                raise ValueError("%s: WRITES %d is not a memref argument" %
                                 (path, index))

    def tolerance_of(self, element):
        if element not in DEFAULT_TOLERANCE:
            return (0.0, 0.0)
        return self.tolerance or DEFAULT_TOLERANCE[element]

    def inputs(self, seed):
        rng = np.random.default_rng([seed, zlib.crc32(self.name.encode())])
        values = []
        for i, arg in enumerate(self.args):
            spec = self.arg_specs.get(i)
            element = arg.type.element
            if element.startswith("f"):
                lo, hi = (-1.0, 1.0)
                if spec and spec[0] == "uniform":
                    lo, hi = float(spec[1]), float(spec[2])
                value = rng.uniform(lo, hi, arg.type.shape)
            else:
                lo, hi = (0, 10) if element == "index" else (-100, 100)
                if spec and spec[0] == "int":
                    lo, hi = int(spec[1]), int(spec[2])
                value = rng.integers(lo, hi, arg.type.shape, endpoint=True)
            values.append(np.asarray(value).astype(NUMPY_TYPES[element]))
        return values


def upstream_entry(kernel, inputs):
    """The source of an entry that runs @main on `inputs` and prints its
    results and every memref argument."""
    builder = upstream_mlir.Builder()
    operands = []
    for arg, value in zip(kernel.args, inputs):
        constant = builder.fresh()
        builder.lines.append("  %s = arith.constant %s" %
                             (constant, literal(value, arg.type)))
        if not arg.memref:
            operands.append(constant)
            continue
        source, buffer = builder.fresh(), builder.fresh()
        builder.lines += [
            "  %s = bufferization.to_memref %s : %s" % (source, constant,
                                                        arg.text),
            "  %s = memref.alloc() : %s" % (buffer, arg.text),
            "  memref.copy %s, %s : %s to %s" % (source, buffer, arg.text,
                                                 arg.text)]
        operands.append(buffer)
    call = builder.fresh()
    signature = "(%s) -> (%s)" % (", ".join(a.text for a in kernel.args),
                                  ", ".join(map(str, kernel.results)))
    prefix = "%s:%d = " % (call, len(kernel.results)) if kernel.results else ""
    builder.lines.append("  %sfunc.call @main(%s) : %s" % (
        prefix, ", ".join(operands), signature))
    for i, type in enumerate(kernel.results):
        builder.print_value("%s#%d" % (call, i), type)
    for arg, operand in zip(kernel.args, operands):
        if arg.memref:
            tensor = builder.fresh()
            builder.lines.append("  %s = bufferization.to_tensor %s restrict "
                                 ": %s" % (tensor, operand, arg.text))
            builder.print_value(tensor, arg.type)
    return builder.entry("differential_entry")


def run_upstream(kernel, inputs, workdir, args):
    upstream_mlir.UPSTREAM_PIPELINE = UPSTREAM_PIPELINE
    stdout, error = upstream_mlir.run(
        kernel.source + "\n" + upstream_entry(kernel, inputs),
        "differential_entry", workdir, args.mlir_opt, args.mlir_cpu_runner)
    if error:
        return None, error
    types = kernel.results + [a.type for a in kernel.args if a.memref]
    try:
        return upstream_mlir.parse_printed(stdout, types), None
    except ValueError as e:
        return None, "cannot read upstream's output: %s" % e


def run_xhlo(kernel, inputs, workdir, args):
    """((results, written arguments, number of loops kept sequential), None)
    or (None, error)."""
    converted = os.path.join(workdir, "hlo.mlir")
    result = subprocess.run([args.xhlo_opt, "--xhlo-affine-to-hlo",
                             "--mlir-print-op-on-diagnostic=false",
                             kernel.path, "-o", converted],
                            capture_output=True, text=True)
    if result.returncode:
        return None, "xhlo-opt --xhlo-affine-to-hlo failed:\n" + result.stderr
    sequential = result.stderr.count("remark: loop kept sequential")
    # The arguments @main writes, whose results follow its own.
    with open(converted) as f:
        match = re.search(r"func\.func @main\(.*xhlo\.written_arguments = "
                          r"array<i64(?::\s*([0-9, ]*))?>", f.read())
    written = ([int(i) for i in match.group(1).split(",")]
               if match and match.group(1) else [])
    results, error = try_xhlo_run(args.xhlo_run, converted, "main", inputs,
                                  workdir, len(kernel.results) + len(written))
    if error:
        return None, error
    return (results, written, sequential), None


def compare(kernel, inputs, got, written, want):
    """(None, largest share of the tolerance used) when the kernel's results
    agree, else (what differs, 0). `written`: the arguments xhlo returns."""
    memrefs = [i for i, a in enumerate(kernel.args) if a.memref]
    want_results = want[:len(kernel.results)]
    want_args = dict(zip(memrefs, want[len(kernel.results):]))
    if kernel.writes is not None and written != kernel.writes:
        return ("xhlo returns arguments %s, WRITES says %s" %
                (written, kernel.writes)), 0
    for index in memrefs:
        if index not in written and not np.array_equal(
                want_args[index], inputs[index], equal_nan=True):
            return ("argument %d changed upstream but xhlo does not write "
                    "it" % index), 0
    pairs = [("result %d" % i, t, g, w) for i, (t, g, w) in
             enumerate(zip(kernel.results, got, want_results))]
    pairs += [("argument %d" % i, kernel.args[i].type,
               got[len(kernel.results) + k], want_args[i])
              for k, i in enumerate(written)]
    worst = 0.0
    for what, type, g, w in pairs:
        g, w = np.atleast_1d(g), np.atleast_1d(w)
        if g.shape != w.shape:
            return "%s: shape %s, upstream %s" % (what, g.shape, w.shape), 0
        if type.element in DEFAULT_TOLERANCE:
            g, w = g.astype(np.float64), w.astype(np.float64)
            if not np.all(np.isfinite(w)):
                return "%s: upstream computed NaN or infinity" % what, 0
            rtol, atol = kernel.tolerance_of(type.element)
            diff = np.abs(g - w)
            diff[np.isnan(diff)] = np.inf
            allowed = atol + rtol * np.abs(w)
            if diff.size:
                share = np.where(allowed > 0, diff / np.maximum(allowed, 1e-300),
                                 np.where(diff > 0, np.inf, 0.0))
                worst = max(worst, float(share.max()))
            bad = diff > allowed
            if bad.any():
                at = np.unravel_index(np.argmax(diff), diff.shape)
                return ("%s (%s, rtol=%g atol=%g): %d of %d elements differ; "
                        "worst at %s: xhlo %r, upstream %r" %
                        (what, type, rtol, atol, int(bad.sum()), bad.size,
                         list(map(int, at)), g[at], w[at])), 0
        elif not np.array_equal(g, w):
            bad = g != w
            at = np.unravel_index(np.argmax(bad), bad.shape)
            return ("%s (%s, exact): %d of %d elements differ; first at %s: "
                    "xhlo %r, upstream %r" % (what, type, int(bad.sum()),
                                              bad.size, list(map(int, at)),
                                              g[at], w[at])), 0
    return None, worst


def check(kernel, args):
    """(status, message): status is 'ok', 'DIFFER' or 'ERROR'."""
    start = time.time()
    inputs = kernel.inputs(args.seed)
    want, outcome, failure = run_both(kernel, inputs, run_upstream, run_xhlo,
                                      args)
    if failure:
        return failure
    got, written, sequential = outcome
    difference, worst = compare(kernel, inputs, got, written, want)
    if difference:
        return "DIFFER", difference
    floats = sorted({a.type.element for i, a in enumerate(kernel.args)
                     if i in written} |
                    {t.element for t in kernel.results})
    tolerance = ", ".join(
        "%s rtol=%g atol=%g" % ((e,) + kernel.tolerance_of(e))
        if e in DEFAULT_TOLERANCE else "%s exact" % e for e in floats)
    return "ok", "%s; %.0f%% of the tolerance; %d loops sequential (%.1fs)" % (
        tolerance, 100 * worst, sequential, time.time() - start)


def main():
    args = differential_parser(__doc__, "kernels", "kernels").parse_args()

    kernels = [Kernel(p) for p in collect_mlir_files(args.kernels)]
    if args.only:
        kernels = [k for k in kernels if k.name in args.only]
    if not kernels:
        sys.exit("no kernel to check")
    return summarize(check_all(kernels, lambda k: check(k, args), args.jobs,
                               16), "kernels")


if __name__ == "__main__":
    sys.exit(main())
