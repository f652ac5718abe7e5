# Writes the arguments of small-types.mlir as the compiled function takes
# them (a byte per element): s4 values as int8 (-8..7), u4 as uint8 (0..15),
# f8e4m3fn codes as uint8 (magnitudes below 4, subnormals included, so that
# the dot's sums stay finite), f4e2m1fn codes as uint8 (0..15), and f32
# values around f8e5m2's ties and range. small_inputs.py DIR
import sys

import numpy as np

rng = np.random.default_rng(4)
out = sys.argv[1]
np.save(f"{out}/a.npy", rng.integers(-8, 8, (4, 8)).astype(np.int8))
np.save(f"{out}/b.npy", rng.integers(-8, 8, (4, 8)).astype(np.int8))
np.save(f"{out}/u.npy", rng.integers(0, 16, (4, 8)).astype(np.uint8))
codes = np.array([c for c in range(256) if c & 0x7f < 0x48], np.uint8)
for name in "fg":
    np.save(f"{out}/{name}.npy", rng.choice(codes, (4, 8)))
np.save(f"{out}/h.npy", rng.integers(0, 16, (4, 8)).astype(np.uint8))
x = np.concatenate([[0.0, -0.0, 1.125, 1.25, 1.375, 57344.0, 61440.0, 1e6,
                     np.nan, -np.inf, 2.0**-16, 2.0**-17 * 1.5],
                    rng.normal(0, 100, 20)]).astype(np.float32)
np.save(f"{out}/x.npy", x.reshape(4, 8))
