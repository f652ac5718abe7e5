# Data for the AOT classifier example (python-free-examples/aot):
#   classifier_data.py make DIR   writes images.idx (100 random 28x28 u8
#       images: a full batch of 64 and a padded one), batch0.npy and
#       batch1.npy (the two batches as the program takes them, the second
#       padded with zero images, as classify.cpp pads it) and the weights
#       w1, b1, w2, b2 (float32, scaled so that the classes vary);
#   classifier_data.py check DIR CLASSES  compares classify's output (one
#       class per line) with xhlo-run's results in DIR/ref0 and DIR/ref1.
import sys

import numpy as np

mode, out = sys.argv[1], sys.argv[2]
if mode == "make":
    rng = np.random.default_rng(4)
    images = rng.integers(0, 256, (100, 28, 28), dtype=np.uint8)
    with open(f"{out}/images.idx", "wb") as f:
        f.write(bytes([0, 0, 8, 3]))
        for d in images.shape:
            f.write(int(d).to_bytes(4, "big"))
        f.write(images.tobytes())
    np.save(f"{out}/batch0.npy", images[:64])
    padded = np.zeros((64, 28, 28), np.uint8)
    padded[:36] = images[64:]
    np.save(f"{out}/batch1.npy", padded)
    for name, shape, scale in (("w1", (784, 256), 0.05), ("b1", (256,), 0.1),
                               ("w2", (256, 10), 0.1), ("b2", (10,), 0.1)):
        np.save(f"{out}/{name}.npy",
                (rng.standard_normal(shape) * scale).astype(np.float32))
else:
    got = np.loadtxt(sys.argv[3], dtype=np.int32)
    want = np.concatenate([np.load(f"{out}/ref0/result_0.npy"),
                           np.load(f"{out}/ref1/result_0.npy")[:36]])
    if got.shape != want.shape or (got != want).any():
        sys.exit(f"classes differ: {got.tolist()} vs {want.tolist()}")
    print(f"{len(got)} classes match, {len(set(got.tolist()))} distinct")
