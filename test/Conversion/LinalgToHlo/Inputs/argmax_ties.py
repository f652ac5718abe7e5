"""Inputs and numpy answers of argmax-ties.test (Inputs/argmax_ties.mlir).

Rows with ties everywhere, at the first and the last positions, NaNs; the
answers are numpy's (first index wins: argmax, nanargmax; the last for the
non-strict argmin, through a reversed view).
"""
import os
import sys

import numpy as np

out = sys.argv[1]
nan = np.nan


def save(name, array):
    np.save(os.path.join(out, name + ".npy"), array)


# argmax_f32: the first maximum, NaN never taken.
a = np.array([
    [1, 1, 1, 1, 1, 1, 1, 1],            # all equal: 0
    [7, 2, 3, 7, 0, 1, 5, 7],            # ties at first, middle, last: 0
    [0, 2, 3, 4, 1, 1, 5, 9],            # maximum last: 7
    [nan, 3, nan, 3, 1, 3, nan, 2],      # NaNs: the first 3, 1
    [-0.0, 0.0, -1, -2, -0.0, 0.0, -3, -4],  # signed zeros tie: 0 (-0)
    [-np.inf, -5, -5, nan, -6, -5, -7, -8],  # 1
], dtype=np.float32)
save("f32", a)
save("f32_value", np.nanmax(a, axis=1).astype(np.float32))
save("f32_index", np.nanargmax(a, axis=1).astype(np.int32))
assert list(np.nanargmax(a, axis=1)) == [0, 0, 7, 1, 0, 1]

# argmin_i32_last: the last minimum of each column.
b = np.array([[3, 0, 5, 1, 2],
              [3, 4, 5, 1, 2],
              [3, 0, 6, 9, 1],
              [3, 4, 5, 1, 2],
              [3, 8, 7, 0, 1],
              [3, 4, 5, 1, 2],
              [3, 9, 5, 0, 1],
              [3, 4, 5, 1, 9]], dtype=np.int32)
save("i32", b)
last = b.shape[0] - 1 - np.argmin(b[::-1], axis=0)
save("i32_index", last.astype(np.int64))
save("i32_value", b.min(axis=0))
assert list(last) == [7, 2, 7, 6, 6]

# argmax_f16_torch: NaN wins, the first NaN; otherwise the first maximum.
h = np.array([
    [2, 2, 2, 2, 2, 2, 2, 2],            # 0
    [nan, 1, nan, 3, 3, 1, 0, 0],        # first NaN: 0
    [1, 3, 3, nan, 3, nan, 0, 0],        # 3
    [5, 1, 1, 1, 1, 1, 1, 5],            # 0
    [1, 1, 1, 1, 1, 1, 1, 6],            # 7
    [-1, -1, -2, -2, -3, -3, -4, -4],    # 0
], dtype=np.float16)
save("f16", h)
save("f16_value", np.max(h, axis=1))
save("f16_index", np.argmax(h, axis=1).astype(np.int64))
assert list(np.argmax(h, axis=1)) == [0, 0, 3, 0, 7, 0]

# argmax_2d: the flat first maximum over the two reduced dimensions.
c = np.zeros((3, 4, 5), dtype=np.float32)
c[1, 0, 3] = c[1, 2, 1] = c[1, 3, 4] = 1   # first at flat 3
c[2] = np.arange(20).reshape(4, 5) % 7       # 6 at 6 and 13: 6
save("f32_3d", c)
flat = c.reshape(3, 20)
save("f32_3d_value", flat.max(axis=1))
save("f32_3d_index", np.argmax(flat, axis=1).astype(np.int32))
assert list(np.argmax(flat, axis=1)) == [0, 3, 6]

# argmax_reduce_indices: the indices decrease along each row, so the
# earliest maximum has the LARGEST index among the tied ones.
idx = np.tile(np.arange(100, 92, -1, dtype=np.int32), (6, 1))
save("indices", idx)
first = np.nanargmax(a, axis=1)
save("reduce_index", idx[np.arange(6), first])
