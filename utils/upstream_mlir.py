"""Upstream MLIR as an oracle: run tensor programs through MLIR's own lowering.

Shared by the differential checks (check_linalg_against_upstream.py, one
linalg op per function; check_programs_against_upstream.py, whole programs).
A program (linalg, tensor, arith, math, scf and func on tensors) gets an
entry function that builds the inputs as constants, calls the functions under
test and prints every result with printMemref; mlir-opt lowers it all with
upstream's passes (aggregated ops such as linalg.softmax decomposed by the
transform dialect's decompose_interface, one-shot bufferize, loops, LLVM)
and mlir-cpu-runner runs it with the runner utility libraries. So the
semantics are upstream's own, named ops included.

Results travel exactly: floats are printed as their bits (arith.bitcast to
integers of the same width), so the comparison sees what upstream computed,
not printMemref's six digits. Inputs are written exactly too (hexadecimal
dense literals).
"""

import os
import re
import shutil
import subprocess

import numpy as np

NUMPY_TYPES = {
    "f16": np.float16, "f32": np.float32, "f64": np.float64,
    "i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32,
    "i64": np.int64, "index": np.int64,
}

# Upstream's lowering of tensor programs to LLVM, run by mlir-cpu-runner.
UPSTREAM_PIPELINE = [
    "--transform-interpreter",
    "--convert-elementwise-to-linalg", "--linalg-generalize-named-ops",
    "--one-shot-bufferize=bufferize-function-boundaries"
    " allow-return-allocs-from-loops",
    "--convert-linalg-to-loops", "--convert-scf-to-cf",
    "--expand-strided-metadata", "--lower-affine", "--arith-expand",
    "--finalize-memref-to-llvm", "--convert-math-to-funcs",
    "--convert-math-to-llvm",
    "--convert-math-to-libm", "--convert-arith-to-llvm",
    "--convert-index-to-llvm", "--convert-func-to-llvm",
    "--convert-cf-to-llvm", "--reconcile-unrealized-casts",
]

# Run by --transform-interpreter: the ops upstream defines by decomposition
# and does not bufferize (linalg.softmax, tensor.concat) become the ops of
# upstream's own decomposition.
DECOMPOSE_SCHEDULE = """\
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(
      %root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["linalg.softmax"]} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.structured.decompose_interface %ops
        : (!transform.any_op) -> !transform.any_op
    %funcs = transform.structured.match ops{["func.func"]} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %funcs {
      transform.apply_patterns.tensor.decompose_concat
    } : !transform.any_op
    transform.yield
  }
}
"""

# How each element type is printed: (integer type of its bits or value,
# the cast from the element type, the integer type printMemref takes).
PRINTED_AS = {
    "f16": ("i16", "arith.bitcast", "i32"),
    "bf16": ("i16", "arith.bitcast", "i32"),
    "f32": ("i32", "arith.bitcast", "i32"),
    "f64": ("i64", "arith.bitcast", "i64"),
    "i1": (None, "arith.extui", "i32"),
    "i8": (None, "arith.extsi", "i32"),
    "i16": (None, "arith.extsi", "i32"),
    "i32": (None, None, "i32"),
    "i64": (None, None, "i64"),
    "index": (None, "arith.index_cast", "i64"),
}


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
    """(name, argument types, result types) of each func.func of `source`
    whose signature is on one line."""
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


def literal(value, type):
    """An MLIR constant of `value` (a numpy value of the element type) with
    the type `type`; tensors other than i1 in exact hexadecimal form."""
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

    value = np.asarray(value)
    if not type.tensor:
        return "%s : %s" % (item(value), type)
    if type.element == "i1":
        return "dense<%s> : %s" % (nested(value), type)
    data = np.ascontiguousarray(value.astype(NUMPY_TYPES[type.element]))
    return 'dense<"0x%s"> : %s' % (data.tobytes().hex().upper(), type)


class Builder:
    """Lines of an entry function that calls functions on constants and
    prints their results."""

    def __init__(self):
        self.lines = []
        self.counter = 0

    def fresh(self):
        self.counter += 1
        return "%%v%d" % self.counter

    def call(self, name, args, results, values):
        """Calls @name on constants of `values` and prints each result."""
        operands = []
        for type, value in zip(args, values):
            operands.append(self.fresh())
            self.lines.append("  %s = arith.constant %s" %
                              (operands[-1], literal(value, type)))
        call = self.fresh()
        self.lines.append("  %s:%d = func.call @%s(%s) : (%s) -> (%s)" % (
            call, len(results), name, ", ".join(operands),
            ", ".join(map(str, args)), ", ".join(map(str, results))))
        for i, type in enumerate(results):
            self.print_value("%s#%d" % (call, i), type)

    def print_value(self, value, type):
        if not type.tensor:
            tensor = self.fresh()
            self.lines.append("  %s = tensor.from_elements %s : tensor<%s>" %
                              (tensor, value, type))
            value, type = tensor, Type("tensor<%s>" % type)
        bits, cast, printed = PRINTED_AS[type.element]
        if bits:
            # The float's bits as an integer of its width.
            wide = type.with_element(bits)
            cast_value = self.fresh()
            self.lines.append("  %s = arith.bitcast %s : %s to %s" %
                              (cast_value, value, type, wide))
            value, type = cast_value, wide
            cast = "arith.extui" if bits != printed else None
        if cast and type.element != printed:
            wide = type.with_element(printed)
            extended = self.fresh()
            self.lines.append("  %s = %s %s : %s to %s" %
                              (extended, cast, value, type, wide))
            value, type = extended, wide
        memref = str(type).replace("tensor", "memref")
        buffer, unranked = self.fresh(), self.fresh()
        self.lines.append("  %s = bufferization.to_memref %s : %s" %
                          (buffer, value, memref))
        self.lines.append("  %s = memref.cast %s : %s to memref<*x%s>" %
                          (unranked, buffer, memref, printed))
        self.lines.append("  call @printMemref%s(%s) : (memref<*x%s>) -> ()"
                          % (printed.upper(), unranked, printed))

    def entry(self, name):
        """The entry function @name and the printers it declares."""
        lines = ["func.func private @printMemref%s(memref<*x%s>)" %
                 (e.upper(), e) for e in ("i32", "i64")]
        lines.append("func.func @%s() {" % name)
        lines += self.lines + ["  return", "}"]
        return "\n".join(lines) + "\n"


def run(program, entry, workdir, mlir_opt="mlir-opt",
        mlir_cpu_runner="mlir-cpu-runner"):
    """Lowers `program` (source text) with upstream's passes and runs its
    function `entry` with mlir-cpu-runner. Returns (stdout, None) or (None,
    an error message)."""
    path = os.path.join(workdir, "upstream.mlir")
    with open(path, "w") as f:
        f.write(program)
    schedule = os.path.join(workdir, "decompose.mlir")
    with open(schedule, "w") as f:
        f.write(DECOMPOSE_SCHEDULE)
    runner = shutil.which(mlir_cpu_runner) or mlir_cpu_runner
    libdir = os.path.join(os.path.dirname(os.path.realpath(runner)), "..",
                          "lib")
    libs = ",".join(os.path.join(libdir, lib) for lib in
                    ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so"))
    lowered = subprocess.run(
        [mlir_opt, "--transform-preload-library=transform-library-paths=" +
         schedule] + UPSTREAM_PIPELINE + [path],
        capture_output=True, text=True)
    if lowered.returncode:
        return None, "upstream lowering failed:\n" + lowered.stderr
    result = subprocess.run([runner, "-e", entry, "-entry-point-result=void",
                             "-shared-libs=" + libs], input=lowered.stdout,
                            capture_output=True, text=True)
    if result.returncode:
        return None, "mlir-cpu-runner failed:\n" + result.stderr
    return result.stdout, None


def from_printed(numbers, type):
    """The numpy array of type `type` that printed as the integers
    `numbers` (see Builder.print_value)."""
    ints = np.array([int(x) for x in numbers], dtype=np.int64)
    element = type.element
    if element == "bf16":
        bits = ints.astype(np.uint16).astype(np.uint32) << 16
        array = bits.view(np.float32)
    elif element == "f16":
        array = ints.astype(np.uint16).view(np.float16)
    elif element == "f32":
        array = ints.astype(np.int32).view(np.float32)
    elif element == "f64":
        array = ints.view(np.float64)
    else:
        array = ints.astype(NUMPY_TYPES[element])
    return array.reshape(type.shape)


def parse_printed(stdout, types):
    """The arrays of the printed results of `types` (in printing order);
    bf16 comes back as float32 (numpy has no bfloat16)."""
    printed = stdout.split("Unranked Memref")[1:]
    if len(printed) != len(types):
        raise ValueError("expected %d printed results, got %d" %
                         (len(types), len(printed)))
    arrays = []
    for text, type in zip(printed, types):
        numbers = re.findall(r"-?\d+", text.split("data =", 1)[1])
        arrays.append(from_printed(numbers, type))
    return arrays
