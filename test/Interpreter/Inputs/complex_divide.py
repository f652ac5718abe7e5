"""Arguments and numpy quotients for complex-divide.test.

`hand`: the quotients worked out by hand in the test (XLA's algorithm, see
ComplexMath.h's divide), c64 and c128. `random`: random quotients of both
types, and numpy's for them (numpy divides with Smith's algorithm too, but
multiplies by a reciprocal: within an ulp or two of XLA's, not bit for bit).
"""
import os
import sys

import numpy as np

out = sys.argv[1]
inf, nan = np.inf, np.nan
pairs = [
    ((1, 2), (3, 4)),          # 0.44 + 0.08i
    ((1, 1), (1, 3)),          # 0.4 - 0.2i, rounded as XLA rounds
    ((1, 1), (0, 0)),          # zero denominator: inf * a
    ((1, 0), (-0.0, 0)),       # copysign(inf, -0) * a: -inf, -inf * 0 = NaN
    ((nan, 1), (0, 0)),        # one NaN part: still inf * a
    ((nan, nan), (0, 0)),      # NaN
    ((inf, inf), (1, 0)),      # infinite over finite: inf * signs
    ((1, 1), (inf, inf)),      # finite over infinite: 0 * signs
    ((inf, 0), (1, 1)),        # Smith's alone: inf, -inf
    ((nan, 0), (1, 1)),        # NaN
]
big = [((1e308, 1e308), (1e308, 1.5e308))]  # c128: the denominator overflows


def save(name, values, dtype):
    np.save(os.path.join(out, name),
            np.array([complex(*v) for v in values], dtype=dtype))


save("a64.npy", [a for a, _ in pairs], np.complex64)
save("b64.npy", [b for _, b in pairs], np.complex64)
save("a128.npy", [a for a, _ in pairs + big], np.complex128)
save("b128.npy", [b for _, b in pairs + big], np.complex128)

rng = np.random.default_rng(5)
for bits, dtype in ((64, np.complex64), (128, np.complex128)):
    def draw():
        # Magnitudes from 1e-3 to 1e3, both signs.
        parts = rng.uniform(-3, 3, (2, 1000))
        signs = rng.choice([-1.0, 1.0], (2, 1000))
        return (signs * 10.0 ** parts)[0] + 1j * (signs * 10.0 ** parts)[1]
    a = draw().astype(dtype)
    b = draw().astype(dtype)
    np.save(os.path.join(out, f"ra{bits}.npy"), a)
    np.save(os.path.join(out, f"rb{bits}.npy"), b)
    np.save(os.path.join(out, f"rq{bits}.npy"), a / b)
