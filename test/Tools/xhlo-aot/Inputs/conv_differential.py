# Compiles each entry of a file of convolutions ahead of time, links it with
# the generic driver, runs it on random arguments and compares its results
# with xhlo-run's on the same arguments (the interpreter: oneDNN or its
# reference kernel). Prints, per entry, how many calls of the runtime's
# convolution the compiled code makes, how many of them with the bias and
# ReLU after it fused into the call, how many are stages of a chain
# (aot-convolution-chains), and whether every result is close
# (NaN where the interpreter has NaN); DIFFERS for a mismatch.
#
#   conv_differential.py WORK FILE --xhlo-aot BIN --xhlo-run BIN --cxx CXX
#                        --libs "LIBS" --driver DRIVER [--jobs N]
import argparse
import concurrent.futures
import os
import re
import shlex
import subprocess

import numpy as np

parser = argparse.ArgumentParser()
parser.add_argument("work")
parser.add_argument("file")
parser.add_argument("--xhlo-aot", required=True)
parser.add_argument("--xhlo-run", required=True)
parser.add_argument("--cxx", required=True)
parser.add_argument("--libs", required=True)
parser.add_argument("--driver", required=True)
parser.add_argument("--jobs", type=int, default=2)
parser.add_argument("--rtol", type=float, default=1e-5)
parser.add_argument("--atol", type=float, default=1e-5)
args = parser.parse_args()

DTYPES = {"f32": np.float32, "f64": np.float64}
source = open(args.file).read()
# func.func @name(%a: tensor<2x3xf32>, ...) -> ...
entries = [(m.group(1), re.findall(r"tensor<([0-9x]*?)x?(f32|f64)>",
                                   m.group(2)))
           for m in re.finditer(r"func\.func @(\w+)\(([^)]*)\)", source)]


def run(command):
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError("%s failed: %s" % (os.path.basename(command[0]),
                                               done.stderr.strip()[:1500]))
    return done.stdout


def check(entry, params):
    work = os.path.join(args.work, entry)
    os.makedirs(os.path.join(work, "ref"), exist_ok=True)
    rng = np.random.default_rng(len(entry))
    arguments = []
    for i, (shape, dtype) in enumerate(params):
        dims = tuple(int(d) for d in shape.split("x") if d)
        path = os.path.join(work, "arg%d.npy" % i)
        np.save(path, rng.uniform(-1, 1, dims).astype(DTYPES[dtype]))
        arguments.append(path)
    try:
        mlir = run([args.xhlo_aot, args.file, "--entry=" + entry,
                    "--emit=mlir", "-o", "-"])
        fused = mlir.count("llvm.call @xhlo_aot_convolution_bias_f32(")
        chained = mlir.count("llvm.call @xhlo_aot_convolution_stage_f32(")
        calls = (mlir.count("llvm.call @xhlo_aot_convolution_f32(") + fused +
                 chained)
        stem = os.path.join(work, "conv")
        run([args.xhlo_aot, args.file, "--entry=" + entry,
             "--namespace=conv", "--function-name=fn", "-o", stem + ".o",
             "--header", stem + ".h"])
        run([args.cxx, "-std=c++17", "-O1", "-I" + work,
             '-DXHLO_AOT_HEADER="conv.h"', "-DXHLO_AOT_NS=conv",
             "-DXHLO_AOT_FN=fn", args.driver, stem + ".o"] +
            shlex.split(args.libs) + ["-o", stem])
        run([args.xhlo_run, args.file, "--entry=" + entry] +
            ["--arg=" + a for a in arguments] +
            ["--out=" + os.path.join(work, "ref")])
        expected = sorted(f for f in os.listdir(os.path.join(work, "ref"))
                          if f.endswith(".npy"))
        outputs = [os.path.join(work, "r%d.bin" % i)
                   for i in range(len(expected))]
        run([stem] + arguments + outputs)
    except RuntimeError as error:
        return "DIFFERS %s: %s" % (entry, error)
    problems = []
    for i, (out, ref) in enumerate(zip(outputs, expected)):
        want = np.load(os.path.join(work, "ref", ref))
        got = np.fromfile(out, dtype=want.dtype)
        if got.size != want.size:
            problems.append("result %d: %d elements, expected %d" %
                            (i, got.size, want.size))
            continue
        got = got.reshape(want.shape)
        bad = np.argwhere(~np.isclose(got, want, rtol=args.rtol,
                                      atol=args.atol, equal_nan=True))
        if bad.size:
            at = tuple(bad[0])
            problems.append("result %d: %d elements differ, first at %s: "
                            "%r != %r" % (i, len(bad), at, got[at], want[at]))
    if problems:
        return "DIFFERS %s: %s" % (entry, "; ".join(problems))
    return ("%s: %d runtime convolution calls, %d fused, %d chained, %d of %d "
            "results close" % (entry, calls, fused, chained, len(expected),
                               len(expected)))


with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
    for line in pool.map(lambda e: check(*e), entries):
        print(line)
