# -*- Python -*-
# What the numpy generators of test/Interpreter share: writing the .npy
# inputs and expected results of each function's case, and bf16 rounding
# (numpy has no bfloat16; bf16 values travel as f32).
#
# Layout: OUTDIR/<function>/<name>.npy for inputs and OUTDIR/<function>/<i>.npy
# for the expected value of result i.

import os

import numpy as np


class Saver:
    """Writes the .npy files of the cases under one directory."""

    def __init__(self, out):
        self.out = out

    def save(self, fn, name, array):
        os.makedirs(os.path.join(self.out, fn), exist_ok=True)
        np.save(os.path.join(self.out, fn, f"{name}.npy"), np.asarray(array))

    def save_results(self, fn, results, suffix=""):
        for i, r in enumerate(results):
            self.save(fn, f"{i}{suffix}", r)


def bf16_round(x):
    """f32 values rounded to bf16 (to nearest even), as f32; NaNs stay NaN
    (quiet)."""
    x = np.asarray(x, np.float32)
    b = x.view(np.uint32).astype(np.uint64)
    r = ((b + 0x7FFF + ((b >> 16) & 1)) >> 16) << 16
    r = np.where(np.isnan(x), (b | 0x400000) & 0xFFFF0000, r)
    return r.astype(np.uint32).view(np.float32)
