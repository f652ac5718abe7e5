# Writes random .npy inputs for the AOT tests: make_inputs.py DIR
# NAME=TYPE:SHAPE[:SCALE] ... (TYPE a numpy dtype name: float32, int32, uint8,
# bool, ...; SHAPE as 64x784, or "scalar"). Floats are uniform in [-SCALE,
# SCALE) (default 1); integers span -7..7 (0..14 unsigned) so that divisions
# by zero and negative operands occur.
import sys

import numpy as np

rng = np.random.default_rng(20)
out = sys.argv[1]
for spec in sys.argv[2:]:
    name, rest = spec.split("=")
    dtype, shape, *scale = rest.split(":")
    scale = float(scale[0]) if scale else 1.0
    shape = () if shape == "scalar" else tuple(int(d) for d in shape.split("x"))
    dtype = np.dtype(dtype)
    if dtype.kind == "f":
        value = rng.uniform(-scale, scale, shape).astype(dtype)
    elif dtype.kind == "b":
        value = rng.integers(0, 2, shape).astype(bool)
    elif dtype.kind == "u":
        value = rng.integers(0, 15, shape).astype(dtype)
    else:
        value = rng.integers(-7, 8, shape).astype(dtype)
    np.save(f"{out}/{name}.npy", value)
