#!/usr/bin/env python3
# Bit-exact comparison of xhlo-run --out results with expected .npy files
# (xhlo-run --expect compares through doubles, which cannot tell 64-bit
# integers above 2^53 apart).
#
# Usage: check_exact.py OUTDIR EXPECTDIR
# Compares OUTDIR/result_<i>.npy with EXPECTDIR/<i>.npy for every i for which
# EXPECTDIR/<i>.npy exists; there must be as many results. Integers and preds
# must be equal; floating point values (and complex parts) must be equal with
# the same sign, or both NaN. Exits 1 and names every difference otherwise.

import os
import sys

import numpy as np

out_dir, expect_dir = sys.argv[1], sys.argv[2]


def same(got, want):
    if got.dtype != want.dtype or got.shape != want.shape:
        return np.zeros(max(got.size, 1), bool), \
            f"{got.dtype}{list(got.shape)} vs {want.dtype}{list(want.shape)}"
    if np.iscomplexobj(want):
        a, _ = same(got.real.copy(), want.real.copy())
        b, _ = same(got.imag.copy(), want.imag.copy())
        return a & b, ""
    if np.issubdtype(want.dtype, np.floating):
        nan = np.isnan(got) & np.isnan(want)
        return nan | ((got == want) &
                      (np.signbit(got) == np.signbit(want))), ""
    return got == want, ""


failures = 0
i = 0
while os.path.exists(os.path.join(expect_dir, f"{i}.npy")):
    want = np.load(os.path.join(expect_dir, f"{i}.npy"))
    path = os.path.join(out_dir, f"result_{i}.npy")
    if not os.path.exists(path):
        print(f"result {i}: missing {path}")
        sys.exit(1)
    got = np.load(path)
    ok, why = same(got, want)
    ok = np.atleast_1d(ok)
    if why or not ok.all():
        failures += 1
        bad = np.flatnonzero(~ok)[:5]
        print(f"result {i}: {why or 'differs'} at flat indices {list(bad)}: "
              f"got {got.ravel()[bad] if not why else ''} "
              f"expected {want.ravel()[bad] if not why else ''}")
    i += 1
extra = os.path.join(out_dir, f"result_{i}.npy")
if os.path.exists(extra):
    print(f"result {i} has no expected file")
    failures += 1
if i == 0:
    print(f"no expected files in {expect_dir}")
    failures += 1
sys.exit(1 if failures else 0)
