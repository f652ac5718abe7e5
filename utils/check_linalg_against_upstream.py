#!/usr/bin/env python3
"""Check convert-linalg-to-hlo against upstream MLIR's own lowering.

Every function of FILE (tensors and scalars in, tensors or scalars out, one
line signatures) is run twice on the same random inputs:

- upstream: the file plus an entry that calls each function on constants and
  prints its results, lowered by mlir-opt (generalize, one-shot bufferize,
  loops, LLVM) and run by mlir-cpu-runner, so linalg's semantics are
  upstream's, named ops included (upstream_mlir.py);
- xhlo: `xhlo-opt --convert-linalg-to-hlo --canonicalize`, then xhlo-run on
  each function.

Floats are compared with a tolerance, integers exactly, pred by truth. Exits
1 listing the functions whose results differ. Integer inputs avoid zero
(upstream's division by zero traps).
"""

import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

import upstream_mlir
from upstream_mlir import NUMPY_TYPES, parse_functions


def random_input(rng, type):
    element = type.element
    if element.startswith("f"):
        value = rng.uniform(-2, 2, type.shape)
    elif element == "i1":
        value = rng.integers(0, 2, type.shape)
    else:
        value = rng.integers(-5, 6, type.shape)
        value[value == 0] = 1
    return np.asarray(value).astype(NUMPY_TYPES[element])


def run_upstream(args, source, functions, inputs, workdir):
    builder = upstream_mlir.Builder()
    for (name, types, results), values in zip(functions, inputs):
        builder.call(name, types, results, values)
    stdout, error = upstream_mlir.run(
        source + "\n" + builder.entry("differential_entry"),
        "differential_entry", workdir, args.mlir_opt, args.mlir_cpu_runner)
    if error:
        sys.exit(error)
    printed = upstream_mlir.parse_printed(
        stdout, [t for _, _, results in functions for t in results])
    return [[printed.pop(0) for _ in results] for _, _, results in functions]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("file")
    parser.add_argument("--xhlo-opt", default="xhlo-opt")
    parser.add_argument("--xhlo-run", default="xhlo-run")
    parser.add_argument("--mlir-opt", default="mlir-opt")
    parser.add_argument("--mlir-cpu-runner", default="mlir-cpu-runner")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", nargs="*", help="functions to check")
    args = parser.parse_args()

    source = open(args.file).read()
    functions = [f for f in parse_functions(source)
                 if not args.only or f[0] in args.only]
    rng = np.random.default_rng(args.seed)
    inputs = [[random_input(rng, t) for t in f[1]] for f in functions]
    with tempfile.TemporaryDirectory() as workdir:
        expected = run_upstream(args, source, functions, inputs, workdir)
        converted = os.path.join(workdir, "hlo.mlir")
        subprocess.run([args.xhlo_opt, "--convert-linalg-to-hlo",
                        "--canonicalize", args.file, "-o", converted],
                       check=True)
        failures = []
        for (name, _, types), values, wanted in zip(functions, inputs,
                                                     expected):
            command = [args.xhlo_run, converted, "--entry=" + name,
                       "--out=" + workdir]
            for i, value in enumerate(values):
                path = os.path.join(workdir, "arg%d.npy" % i)
                np.save(path, value)
                command.append("--arg=" + path)
            run = subprocess.run(command, capture_output=True, text=True)
            if run.returncode:
                failures.append(name)
                print("FAIL %s: xhlo-run: %s" % (name, run.stderr.strip()))
                continue
            for i, (type, want) in enumerate(zip(types, wanted)):
                got = np.load(os.path.join(workdir, "result_%d.npy" % i))
                got = got.astype(np.float64)
                if type.element == "i1":
                    want = (want != 0).astype(np.float64)
                # Results arrive exactly (printed as bits); the tolerance
                # covers summation order and the math approximations.
                tolerance = {"f16": 1e-2, "f32": 1e-4, "f64": 1e-5}.get(
                    type.element, 0)
                if not np.allclose(got, want, rtol=tolerance, atol=tolerance,
                                   equal_nan=True):
                    failures.append(name)
                    print("FAIL %s result %d: max difference %g" %
                          (name, i, np.nanmax(np.abs(got - want))))
                    break
            else:
                print("ok %s" % name)
    print("%d functions, %d differ" % (len(functions), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
