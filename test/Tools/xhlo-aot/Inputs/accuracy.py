# The accuracy of classify's output (one class per line) against a gzipped
# idx1 label file, and whether it equals the accuracy @fit reported (a
# 0-d .npy): accuracy.py CLASSES LABELS FIT_ACCURACY.
import gzip
import sys

import numpy as np

got = np.loadtxt(sys.argv[1], dtype=np.int64)
labels = np.frombuffer(gzip.open(sys.argv[2]).read()[8:], np.uint8)
accuracy = float((got == labels).mean())
reported = float(np.load(sys.argv[3]))
print(f"{len(got)} images, accuracy {accuracy:.4f}, "
      f"{'as' if abs(accuracy - reported) < 1e-6 else 'NOT as'} @fit "
      f"reported ({reported:.4f})")
