#!/usr/bin/env python3
# Checks the results of misc-ops.mlir's @rng (xhlo-run --out directories):
#   check_rng.py same DIR_A DIR_B   - every result identical (same seed)
#   check_rng.py differ DIR_A DIR_B - every result differs (another seed)
#   check_rng.py ranges DIR         - the distributions' ranges and moments
# The result order is @rng's: uniform f32 in [-2, 3), f64 in [0, 1e-300),
# f16 in [1, 1.5), bf16 (as f32) in [-8, -4), s32 in [-5, 7), u8 in
# [250, 255), s64 in [-2^62, 2^62), pred in [false, true), normal f32 with
# mean 3 and stddev 0.5, normal f64 with mean -1 and stddev 2, and two draws
# of one op in a loop (a 2 x 1000 f32 array, uniform in [0, 1)).

import os
import sys

import numpy as np


def load(d):
    out = []
    i = 0
    while os.path.exists(os.path.join(d, f"result_{i}.npy")):
        out.append(np.load(os.path.join(d, f"result_{i}.npy")))
        i += 1
    return out


def fail(message):
    print(message)
    sys.exit(1)


mode = sys.argv[1]
a = load(sys.argv[2])
if len(a) != 11:
    fail(f"expected 11 results, got {len(a)}")
if mode in ("same", "differ"):
    b = load(sys.argv[3])
    for i, (x, y) in enumerate(zip(a, b)):
        equal = x.tobytes() == y.tobytes()
        # pred in [false, true) is always false: it cannot differ.
        if mode == "same" and not equal:
            fail(f"result {i} differs between runs with the same seed")
        if mode == "differ" and equal and i != 7:
            fail(f"result {i} is the same under another seed")
    sys.exit(0)

bounds = [(-2, 3), (0, 1e-300), (1, 1.5), (-8, -4), (-5, 7), (250, 255),
          (-2 ** 62, 2 ** 62), (0, 1)]
for i, (lo, hi) in enumerate(bounds):
    x = a[i]
    v = x.astype(object) if x.dtype in (np.int64, np.uint64) else x
    if not (np.all(v >= lo) and np.all(v < hi)):
        fail(f"result {i} leaves [{lo}, {hi}): min {x.min()} max {x.max()}")
    if i != 7 and len(np.unique(x)) < min(x.size // 4, hi - lo
                                          if x.dtype.kind in "iu" else 10):
        fail(f"result {i} has too few distinct values: {np.unique(x)}")
    if x.dtype.kind == "f":
        # Uniform: the mean near the middle, both halves used.
        mid = (lo + hi) / 2
        if abs(float(np.mean(x.astype(np.float64))) - mid) > 0.05 * (hi - lo):
            fail(f"result {i} mean {np.mean(x)} is not near {mid}")
if np.any(a[7]):
    fail("pred in [false, true) must be all false")
for i, (mean, std) in ((8, (3, 0.5)), (9, (-1, 2))):
    x = a[i].astype(np.float64)
    if abs(x.mean() - mean) > 0.05 * std * 4 or abs(x.std() - std) > 0.05 * std:
        fail(f"result {i}: mean {x.mean()} std {x.std()}, want {mean} {std}")
    # Roughly normal: about 68% within one standard deviation.
    inside = np.mean(np.abs(x - mean) < std)
    if not 0.64 < inside < 0.72:
        fail(f"result {i}: {inside:.3f} within one stddev")
loop = a[10]
if loop.shape != (2, 1000) or loop[0].tobytes() == loop[1].tobytes():
    fail("two calls of one rng op gave the same values")
if not (np.all(loop >= 0) and np.all(loop < 1)):
    fail("loop draws leave [0, 1)")
