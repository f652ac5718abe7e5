# Compares an ahead-of-time compiled function's result (raw bytes, as the
# driver writes them) with xhlo-run's (a .npy file): exactly for integers and
# pred, within --rtol/--atol for floats (NaN matching NaN), or byte for byte
# with --bits. Prints the worst (or first) element and exits 1 when they
# differ.
import argparse
import sys

import numpy as np

parser = argparse.ArgumentParser()
parser.add_argument("got")
parser.add_argument("expected")
parser.add_argument("--rtol", type=float, default=1e-5)
parser.add_argument("--atol", type=float, default=1e-6)
parser.add_argument("--bits", action="store_true",
                    help="every element's bits must be the expected ones")
args = parser.parse_args()

expected = np.load(args.expected)
got = np.fromfile(args.got, dtype=expected.dtype)
if got.size != expected.size:
    sys.exit(f"{args.got}: {got.size} elements, expected {expected.size}")
got = got.reshape(expected.shape)
if args.bits:
    width = expected.dtype.itemsize
    g = np.frombuffer(got.tobytes(), dtype=np.uint8).reshape(-1, width)
    e = np.frombuffer(expected.tobytes(), dtype=np.uint8).reshape(-1, width)
    bad = np.argwhere((g != e).any(axis=1))
    if bad.size:
        i = np.unravel_index(bad[0][0], expected.shape)
        sys.exit(f"{args.got}: {len(bad)} elements differ in their bits, "
                 f"first at {i}: {got[i]} != {expected[i]}")
    print(f"bits: {expected.dtype} {expected.shape}")
    sys.exit(0)
if expected.dtype.kind in "biu":
    bad = np.argwhere(got != expected)
    if bad.size:
        i = tuple(bad[0])
        sys.exit(f"{args.got}: {len(bad)} elements differ, first at {i}: "
                 f"{got[i]} != {expected[i]}")
    print(f"exact: {expected.dtype} {expected.shape}")
else:
    g = got.astype(np.float64)
    e = expected.astype(np.float64)
    both_nan = np.isnan(g) & np.isnan(e)
    err = np.where(both_nan, 0.0, np.abs(g - e))
    limit = args.atol + args.rtol * np.abs(e)
    bad = ~(err <= limit)
    if bad.any():
        i = np.unravel_index(np.argmax(np.where(bad, err, -1)), e.shape)
        sys.exit(f"{args.got}: {bad.sum()} elements beyond tolerance, worst "
                 f"at {i}: {g[i]} vs {e[i]}")
    print(f"close: {expected.dtype} {expected.shape}")
