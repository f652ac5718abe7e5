# numpy's answer for Inputs/loop.mlir: n iterations of x = tanh(x) * 0.5 + x
# on float32, then the sum; writes OUT/result_0.npy and OUT/result_1.npy.
#   loop_reference.py N.npy X.npy OUT
import os
import sys

import numpy as np

n = int(np.load(sys.argv[1]))
x = np.load(sys.argv[2]).astype(np.float32)
for _ in range(max(n, 0)):
    x = (np.tanh(x) * np.float32(0.5) + x).astype(np.float32)
os.makedirs(sys.argv[3], exist_ok=True)
np.save(os.path.join(sys.argv[3], "result_0.npy"), np.array(x.sum(dtype=np.float32)))
np.save(os.path.join(sys.argv[3], "result_1.npy"), x)
