# A differential sample of the interpreter's elementwise opcodes for the AOT
# tests: `differential.py make DIR` writes DIR/prog.mlir, one @main computing
# every opcode below on the same operands (edge values first: signed zeros,
# infinities, NaN, huge and tiny values, INT_MIN/INT_MAX, shift counts at and
# past the width) and returning each result, DIR/<operand>.npy, and
# DIR/results.txt (the result count); `differential.py check DIR` compares
# the compiled code's results (DIR/r<k>.bin) with xhlo-run's
# (DIR/ref/result_<k>.npy), after running both (`check DIR DRIVER XHLO_RUN`):
# integers exactly, floats within 1e-6 relative
# (libm on both sides: --precise-math), NaN matching NaN, printing each
# opcode that differs.
import subprocess
import sys

import numpy as np

N = 64
FLOAT_UNARY = ["abs", "negate", "exponential", "log", "sqrt", "rsqrt", "cbrt",
               "tanh", "sine", "cosine", "tan", "floor", "ceil", "sign",
               "logistic", "exponential_minus_one", "log_plus_one",
               "round_nearest_even", "round_nearest_afz", "erf", "sinh",
               "cosh", "acos", "asin", "atanh", "asinh", "acosh"]
FLOAT_BINARY = ["add", "subtract", "multiply", "divide", "maximum", "minimum",
                "power", "remainder"]
INT_UNARY = ["abs", "negate", "not", "popcnt", "count_leading_zeros", "sign"]
INT_BINARY = ["add", "subtract", "multiply", "divide", "remainder", "maximum",
              "minimum", "and", "or", "xor", "shift_left",
              "shift_right_arithmetic", "shift_right_logical", "power"]
UINT_BINARY = ["add", "subtract", "multiply", "divide", "remainder",
               "maximum", "minimum", "shift_right_logical"]

# (operand names, element type, numpy dtype, ops): unary ops take the first.
GROUPS = [
    (("x", "y"), "f32", np.float32, FLOAT_UNARY, FLOAT_BINARY),
    (("xd", "yd"), "f64", np.float64, FLOAT_UNARY, FLOAT_BINARY),
    (("i", "j"), "i32", np.int32, INT_UNARY, INT_BINARY),
    (("u", "v"), "ui32", np.uint32, [], UINT_BINARY),
]


def operands(dtype, rng, second):
    if np.dtype(dtype).kind == "f":
        edge = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, np.inf, -np.inf, np.nan, 1e30,
                -1e-30, 2.5, -2.5, 100.0, 0.999, 3.0]
        if second:
            edge = edge[::-1]
        rest = rng.uniform(-4, 4, N - len(edge))
        return np.concatenate([edge, rest]).astype(dtype)
    info = np.iinfo(dtype)
    edge = [0, 1, info.max, info.min, 31, 32, 33, 7, 2, 3, 0, 5, info.max - 1]
    if info.min < 0:
        edge += [-1, -7, -32]
    if second:
        edge = edge[::-1]
    lo, hi = (-40, 41) if info.min < 0 else (0, 41)
    rest = rng.integers(lo, hi, N - len(edge))
    return np.concatenate([np.array(edge, dtype=np.int64).astype(dtype),
                           rest.astype(dtype)])


def make(out):
    rng = np.random.default_rng(7)
    args, lines, results, names = [], [], [], []
    for (a, b), ty, dtype, unary, binary in GROUPS:
        t = f"tensor<{N}x{ty}>"
        args += [f"%{a}: {t}", f"%{b}: {t}"]
        np.save(f"{out}/{a}.npy", operands(dtype, rng, False))
        np.save(f"{out}/{b}.npy", operands(dtype, rng, True))
        for op in unary:
            k = len(results)
            lines.append(f"  %r{k} = hlo.{op} %{a} : {t}")
            results.append((f"%r{k}", t))
            names.append(f"{op} {ty}")
        for op in binary:
            k = len(results)
            lines.append(f"  %r{k} = hlo.{op} %{a}, %{b} : {t}")
            results.append((f"%r{k}", t))
            names.append(f"{op} {ty}")
    with open(f"{out}/prog.mlir", "w") as f:
        f.write(f"func.func @main({', '.join(args)})\n")
        f.write(f"    -> ({', '.join(t for _, t in results)}) {{\n")
        f.write("\n".join(lines) + "\n")
        f.write(f"  return {', '.join(v for v, _ in results)} : "
                f"{', '.join(t for _, t in results)}\n}}\n")
    with open(f"{out}/results.txt", "w") as f:
        f.write("\n".join(names) + "\n")


def check(out, driver, xhlo_run):
    names = open(f"{out}/results.txt").read().split("\n")[:-1]
    inputs = [f"{out}/{n}.npy" for g in GROUPS for n in g[0]]
    subprocess.run([driver] + inputs +
                   [f"{out}/r{k}.bin" for k in range(len(names))], check=True)
    subprocess.run([xhlo_run, f"{out}/prog.mlir", "--precise-math",
                    f"--out={out}/ref"] + [f"--arg={i}" for i in inputs],
                   check=True)
    bad = []
    for k, name in enumerate(names):
        want = np.load(f"{out}/ref/result_{k}.npy")
        got = np.fromfile(f"{out}/r{k}.bin", dtype=want.dtype)
        if want.dtype.kind == "f":
            same = np.isclose(got, want, rtol=1e-6, atol=0, equal_nan=True)
        else:
            same = got == want
        if not same.all():
            i = int(np.argmin(same))
            bad.append(f"{name}: element {i}: {got[i]!r} != {want[i]!r}")
    for line in bad:
        print("DIFFERS", line)
    print(f"{len(names) - len(bad)} of {len(names)} opcodes match")
    sys.exit(1 if bad else 0)


if sys.argv[1] == "make":
    make(sys.argv[2])
else:
    check(*sys.argv[2:5])
