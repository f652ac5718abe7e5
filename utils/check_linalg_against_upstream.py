#!/usr/bin/env python3
"""Check convert-linalg-to-hlo against upstream MLIR's own lowering.

Every function of FILE (tensors and scalars in, tensors or scalars out, one
line signatures) is run twice on the same random inputs:

- upstream: the file plus a `main` that calls each function on constants and
  prints its results, lowered by mlir-opt (generalize, one-shot bufferize,
  loops, LLVM) and run by mlir-cpu-runner, so linalg's semantics are
  upstream's, named ops included;
- xhlo: `xhlo-opt --convert-linalg-to-hlo --canonicalize`, then xhlo-run on
  each function.

Floats are compared with a tolerance, integers exactly, pred by truth. Exits
1 listing the functions whose results differ. Integer inputs avoid zero
(upstream's division by zero traps).
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

import numpy as np

NUMPY_TYPES = {
    "f16": np.float16, "f32": np.float32, "f64": np.float64,
    "i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32,
    "i64": np.int64, "index": np.int64,
}

UPSTREAM_PIPELINE = [
    "--convert-elementwise-to-linalg", "--linalg-generalize-named-ops",
    "--one-shot-bufferize=bufferize-function-boundaries",
    "--convert-linalg-to-loops", "--convert-scf-to-cf",
    "--expand-strided-metadata", "--lower-affine",
    "--finalize-memref-to-llvm", "--convert-math-to-llvm",
    "--convert-math-to-libm", "--convert-arith-to-llvm",
    "--convert-index-to-llvm", "--convert-func-to-llvm",
    "--convert-cf-to-llvm", "--reconcile-unrealized-casts",
]


class Type:
    """A tensor type (shape, element) or a scalar type (tensor is False)."""

    def __init__(self, text):
        text = text.strip()
        match = re.fullmatch(r"tensor<((?:\d+x)*)(\w+)>", text)
        self.tensor = bool(match)
        if match:
            self.shape = [int(d) for d in match.group(1).split("x") if d]
            self.element = match.group(2)
        else:
            self.shape, self.element = [], text

    def __str__(self):
        if not self.tensor:
            return self.element
        return "tensor<%s%s>" % ("".join("%dx" % d for d in self.shape),
                                 self.element)

    def with_element(self, element):
        other = Type(str(self))
        other.element = element
        return other


def parse_functions(source):
    functions = []
    for match in re.finditer(
            r"^func\.func @(\w+)\((.*?)\)\s*->\s*\(?(.*?)\)?\s*\{$",
            source, flags=re.M):
        args = [Type(a.split(":", 1)[1])
                for a in re.split(r",\s*(?=%)", match.group(2)) if a.strip()]
        results = [Type(r) for r in re.split(r",\s*(?=tensor|[if]\d|index)",
                                             match.group(3)) if r.strip()]
        functions.append((match.group(1), args, results))
    return functions


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


def literal(value, type):
    """An MLIR constant of `value` with the type `type`."""
    def item(x):
        if type.element == "i1":
            return "true" if x else "false"
        if type.element.startswith("f"):
            return repr(float(x))
        return str(int(x))

    def nested(array):
        if array.ndim == 0:
            return item(array)
        return "[" + ", ".join(nested(a) for a in array) + "]"

    if not type.tensor:
        return "%s : %s" % (item(value), type)
    return "dense<%s> : %s" % (nested(value), type)


def upstream_main(functions, inputs):
    """A `main` calling every function and printing its results."""
    lines = ["func.func private @printMemref%s(memref<*x%s>)" % (e.upper(), e)
             for e in ("f32", "f64", "i32", "i64")]
    lines.append("func.func @main() {")
    counter = iter(range(1 << 30))

    def fresh():
        return "%%v%d" % next(counter)

    for (name, args, results), values in zip(functions, inputs):
        operands = []
        for type, value in zip(args, values):
            operands.append(fresh())
            lines.append("  %s = arith.constant %s" % (operands[-1],
                                                       literal(value, type)))
        call = fresh()
        lines.append("  %s:%d = func.call @%s(%s) : (%s) -> (%s)" % (
            call, len(results), name, ", ".join(operands),
            ", ".join(map(str, args)), ", ".join(map(str, results))))
        for i, type in enumerate(results):
            value = "%s#%d" % (call, i)
            if not type.tensor:
                tensor = fresh()
                lines.append("  %s = tensor.from_elements %s : tensor<%s>" %
                             (tensor, value, type))
                value, type = tensor, Type("tensor<%s>" % type)
            printed = {"i1": "i32", "i8": "i32", "i16": "i32", "f16": "f32",
                       "index": "i64"}.get(type.element, type.element)
            if printed != type.element:
                wide = type.with_element(printed)
                cast = ("arith.extf" if printed == "f32" else
                        "arith.index_cast" if type.element == "index" else
                        "arith.extsi")
                extended = fresh()
                lines.append("  %s = %s %s : %s to %s" %
                             (extended, cast, value, type, wide))
                value, type = extended, wide
            memref = str(type).replace("tensor", "memref")
            buffer, unranked = fresh(), fresh()
            lines.append("  %s = bufferization.to_memref %s : %s" %
                         (buffer, value, memref))
            lines.append("  %s = memref.cast %s : %s to memref<*x%s>" %
                         (unranked, buffer, memref, printed))
            lines.append("  call @printMemref%s(%s) : (memref<*x%s>) -> ()" %
                         (printed.upper(), unranked, printed))
    lines += ["  return", "}"]
    return "\n".join(lines) + "\n"


def run_upstream(args, source, functions, inputs, workdir):
    program = os.path.join(workdir, "upstream.mlir")
    with open(program, "w") as f:
        f.write(source + "\n" + upstream_main(functions, inputs))
    runner = shutil.which(args.mlir_cpu_runner) or args.mlir_cpu_runner
    libdir = os.path.join(os.path.dirname(os.path.realpath(runner)), "..",
                          "lib")
    libs = ",".join(os.path.join(libdir, lib) for lib in
                    ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so"))
    lowered = subprocess.run([args.mlir_opt] + UPSTREAM_PIPELINE + [program],
                             capture_output=True, text=True)
    if lowered.returncode:
        sys.exit("upstream lowering failed:\n" + lowered.stderr)
    run = subprocess.run([runner, "-e", "main", "-entry-point-result=void",
                          "-shared-libs=" + libs], input=lowered.stdout,
                         capture_output=True, text=True)
    if run.returncode:
        sys.exit("mlir-cpu-runner failed:\n" + run.stderr)
    printed = run.stdout.split("Unranked Memref")[1:]
    results = []
    for name, _, types in functions:
        values = []
        for type in types:
            data = printed.pop(0).split("data =", 1)[1]
            numbers = re.findall(r"-?nan|-?inf|-?[0-9.]+(?:e[-+]?[0-9]+)?",
                                 data)
            values.append(np.array([float(x) for x in numbers]).reshape(
                type.shape))
        results.append(values)
    return results


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
                # printMemref prints about six significant digits.
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
