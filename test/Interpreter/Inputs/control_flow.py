#!/usr/bin/env python3
# Inputs and expectations of control-flow.mlir, computed with numpy in the
# programs' own element types and operation order (so f32 loops match bit
# for bit) or with plain Python integers.
#
# Usage: control_flow.py OUTDIR
# Writes OUTDIR/<function>/<name>.npy (inputs) and OUTDIR/<function>/<i>.npy
# (expected result i); for functions run on several inputs, <name>_<case>.

import os
import sys

import numpy as np

from npy_cases import Saver  # noqa: E402

OUT = sys.argv[1]
save = Saver(OUT).save
save_results = Saver(OUT).save_results
rng = np.random.default_rng(11)
f32 = np.float32


def newton():
    a = np.array([2.0, 9.0, 0.25, 1e6, 3.0], f32)
    x = a.copy()
    for _ in range(20):
        x = f32(0.5) * (x + a / x)
    save("newton", "a", a)
    save_results("newton", [x, np.array(20, np.int32)])


def newton_until():
    # Iterates while any |x*x - a| > 1e-6 * a, at most 50 times.
    a = np.array([5.0, 1e-3, 123456.0, 7.0], f32)
    x = a.copy()
    i = 0
    while i < 50 and np.max(np.abs(x * x - a) - f32(1e-6) * a) > 0:
        x = f32(0.5) * (x + a / x)
        i += 1
    save("newton_until", "a", a)
    save_results("newton_until", [x, np.array(i, np.int32)])


def collatz():
    for case, n in enumerate([27, 97, 1, 6]):
        steps, top, v = 0, n, n
        while v != 1:
            v = v // 2 if v % 2 == 0 else 3 * v + 1
            steps += 1
            top = max(top, v)
        save("collatz", f"n{case}", np.array(n, np.int64))
        save_results("collatz", [np.array(steps, np.int32),
                                 np.array(top, np.int64)], f"_{case}")


def conditional_index():
    x = rng.uniform(-2, 2, 3).astype(f32)
    k = np.array(-7, np.int64)
    save("cond_index", "x", x)
    save("cond_index", "k", k)
    branches = [
        (x + f32(1), k),
        (x * f32(2), k * 3),
        (np.full(3, f32(k)), k - 1),
    ]
    # XLA: an index out of [0, N) runs the last branch.
    for case, index in enumerate([0, 1, 2, -1, 3, 2 ** 31 - 1, -2 ** 31]):
        save("cond_index", f"i{case}", np.array(index, np.int32))
        b = branches[index] if 0 <= index < 3 else branches[2]
        save_results("cond_index", [b[0], np.array(b[1], np.int64)],
                     f"_{case}")


def conditional_pred():
    x = rng.uniform(-2, 2, (2, 2))
    y = np.array([3, -4], np.int32)
    save("cond_pred", "x", x)
    save("cond_pred", "y", y)
    for case, p in enumerate([True, False]):
        save("cond_pred", f"p{case}", np.array(p))
        if p:
            r = [x.T, np.array([1, 1], np.int32)]
        else:
            r = [x * x, y * y]
        save_results("cond_pred", r, f"_{case}")


def call():
    x = rng.uniform(-1, 1, 4).astype(f32)
    w = rng.uniform(-1, 1, 4).astype(f32)
    b = np.array(0.75, f32)

    def affine(v):
        y = v * w + b
        s = f32(0)
        for e in y:  # the reduce adds in order
            s = f32(s + e)
        return y, s

    y1, s1 = affine(x)
    y2, s2 = affine(y1)
    save("call", "x", x)
    save("call", "w", w)
    save("call", "b", b)
    save_results("call", [y1, np.array(s1), y2, np.array(s2)])


def fusion():
    x = rng.uniform(-1, 1, (3, 4)).astype(f32)
    y = rng.uniform(-1, 1, (3, 4)).astype(f32)
    e = np.exp(x * y)
    s = np.zeros(3, f32)
    for j in range(4):
        s = s + e[:, j]
    loop = np.tanh(x.T * f32(2) + f32(1))
    save("fusion", "x", x)
    save("fusion", "y", y)
    save_results("fusion", [e, s, loop, x - y, np.array(12, np.int32)])


def tuples():
    a = rng.uniform(-1, 1, (2, 3)).astype(f32)
    b = rng.integers(-100, 100, 4).astype(np.int16)
    c = (rng.uniform(-1, 1, 2) + 1j * rng.uniform(-1, 1, 2))
    save("tuples", "a", a)
    save("tuples", "b", b)
    save("tuples", "c", c)
    save_results("tuples", [a, b, c, b, a, a + a])


newton()
newton_until()
collatz()
conditional_index()
conditional_pred()
call()
fusion()
tuples()
