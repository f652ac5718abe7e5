# Writes an .npy array transposed and made contiguous, as an array in a
# layout lies in memory (layouts.test): permute.py IN OUT D0,D1,... where the
# Di are the array's dimensions from major to minor.
import sys

import numpy as np

order = tuple(int(d) for d in sys.argv[3].split(","))
np.save(sys.argv[2], np.ascontiguousarray(np.load(sys.argv[1]).transpose(order)))
