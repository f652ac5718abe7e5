"""Inputs and numpy answers of order-dependent.test.

Inputs/order_dependent.mlir (converted to hlo.reduce) and
Inputs/order_dependent_refused.mlir (refused: it stays a loop). The data
have ties everywhere and integer values, so every f32 sum is exact in any
order and each answer is one bit pattern.
"""
import os
import sys

import numpy as np

out = sys.argv[1]


def save(name, array):
    np.save(os.path.join(out, name + ".npy"), array)


rng = np.random.default_rng(18)
a = rng.integers(-3, 4, size=(6, 8)).astype(np.float32)
a[0] = 2  # all equal
a[1, [0, 3, 7]] = 9  # ties at the first, a middle and the last position
save("f32", a)
save("s", np.array(10.0, dtype=np.float32))
b = rng.integers(-1000, 1000, size=(6, 8)).astype(np.int32)
o = rng.integers(-50, 50, size=(8,)).astype(np.int32)
save("i32", b)
save("o", o)

# subtract_f32: s - x0 - x1 - ... along the rows.
save("subtract_f32", (np.float32(10) - a.sum(axis=1)).astype(np.float32))
# subtract_i32: o - the column sums (wrapping: no overflow at these sizes).
save("subtract_i32", (o - b.sum(axis=0)).astype(np.int32))
# argmax_last: the last maximum of each row.
last = a.shape[1] - 1 - np.argmax(a[:, ::-1], axis=1)
save("argmax_last_value", a.max(axis=1))
save("argmax_last_index", last.astype(np.int32))
assert last[0] == 7 and last[1] == 7

# max_count: the maximum and how often it occurs.
save("max_count_value", a.max(axis=1))
save("max_count_count",
     (a == a.max(axis=1, keepdims=True)).sum(axis=1).astype(np.int32))
# argmax_odd_ties: a tie goes to the candidate at an odd position.
values = np.full(6, -np.inf, dtype=np.float32)
indices = np.zeros(6, dtype=np.int32)
for r in range(6):
    for j in range(8):
        x = a[r, j]
        if x > values[r] or (x == values[r] and j % 2 == 1):
            values[r], indices[r] = x, j
save("odd_value", values)
save("odd_index", indices)
# horner (acc * 2 + x, wrapping) and the alternating difference (x - acc).
h = np.zeros(6, dtype=np.int64)
d = np.zeros(6, dtype=np.int64)
for j in range(8):
    h = h * 2 + b[:, j]
    d = b[:, j] - d
save("horner", h.astype(np.int32))
save("alternating", d.astype(np.int32))
