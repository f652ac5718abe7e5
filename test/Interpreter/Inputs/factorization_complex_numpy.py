#!/usr/bin/env python3
# Inputs and numpy expectations of factorization-complex-numpy.mlir: complex
# cholesky (numpy.linalg.cholesky; a matrix of the batch that is not
# positive definite gives NaN + 0i everywhere, as XLA's CholeskyExpander)
# and triangular_solve in all of its 24 forms (left/right side, lower/upper
# triangle, NO_TRANSPOSE/TRANSPOSE/ADJOINT, unit diagonal or not) on batched
# c64 and c128 matrices (numpy.linalg.solve on op(a) built from a's
# triangle).
#
# Usage: factorization_complex_numpy.py OUTDIR
# Writes OUTDIR/<function>/<name>.npy (inputs) and OUTDIR/<function>/<i>.npy.

import sys

import numpy as np

from npy_cases import Saver  # noqa: E402

rng = np.random.default_rng(23)

TYPES = {"c64": np.complex64, "c128": np.complex128}


def make(shape, lo, hi):
    return rng.uniform(lo, hi, shape) + 1j * rng.uniform(lo, hi, shape)


def hermitian_t(m):
    return np.conj(np.swapaxes(m, -1, -2))


def cholesky_cases(out):
    # (type, batch dimensions, n, the batch index of a matrix that is not
    # positive definite, or None).
    for t, batch, n, bad in (("c64", (2, 3), 4, (1, 2)),
                             ("c128", (2,), 5, None)):
        dt = TYPES[t]
        m = make(batch + (n, n), -1, 1)
        spd = m @ hermitian_t(m) + n * np.eye(n)
        if bad is not None:
            # Hermitian with a negative eigenvalue: a pivot <= 0.
            spd[bad] = spd[bad] - 3 * n * np.eye(n)
        # numpy's factor of every matrix, NaN + 0i for the one that is not
        # positive definite.
        lower = np.empty_like(spd)
        for index in np.ndindex(*batch):
            if index == bad:
                lower[index] = np.full((n, n), complex(np.nan, 0))
            else:
                lower[index] = np.linalg.cholesky(spd[index])
        upper = hermitian_t(lower)
        if bad is not None:
            upper[bad] = complex(np.nan, 0)
        # The other triangle of the input is garbage (never read).
        a_low = np.tril(spd) + np.triu(make(batch + (n, n), 5, 9), 1)
        a_up = np.triu(spd) + np.tril(make(batch + (n, n), 5, 9), -1)
        out("cholesky_" + t, "lo", a_low.astype(dt))
        out("cholesky_" + t, "up", a_up.astype(dt))
        out("cholesky_" + t, "0", lower.astype(dt))
        out("cholesky_" + t, "1", upper.astype(dt))


# The forms in the order of the program's results.
FORMS = [(left, lower, transpose, unit)
         for left in (True, False)
         for lower in (True, False)
         for transpose in ("NO_TRANSPOSE", "TRANSPOSE", "ADJOINT")
         for unit in (False, True)]


def op_a(a, lower, transpose, unit):
    """op(a) of one matrix: its triangle (ones on the diagonal when unit),
    transposed or conjugate-transposed."""
    m = np.tril(a) if lower else np.triu(a)
    if unit:
        m = m - np.diag(np.diag(m)) + np.eye(a.shape[-1])
    if transpose == "TRANSPOSE":
        return m.T
    if transpose == "ADJOINT":
        return np.conj(m.T)
    return m


def triangular_solve_cases(out):
    batch, n, other = 2, 4, 3
    for t, dt in TYPES.items():
        # The diagonal away from zero; the other triangle is garbage.
        a = make((batch, n, n), -1, 1) + 4 * np.eye(n)
        bl = make((batch, n, other), -2, 2)
        br = make((batch, other, n), -2, 2)
        a, bl, br = (v.astype(dt) for v in (a, bl, br))
        fn = "triangular_solve_" + t
        out(fn, "a", a)
        out(fn, "bl", bl)
        out(fn, "br", br)
        wa = a.astype(np.complex128)
        for k, (left, lower, transpose, unit) in enumerate(FORMS):
            x = np.empty((batch, n, other) if left else (batch, other, n),
                         np.complex128)
            for i in range(batch):
                m = op_a(wa[i], lower, transpose, unit)
                if left:
                    x[i] = np.linalg.solve(m, bl[i].astype(np.complex128))
                else:
                    # x m = b  <=>  m^T x^T = b^T.
                    x[i] = np.linalg.solve(
                        m.T, br[i].astype(np.complex128).T).T
            out(fn, str(k), x.astype(dt))


def main():
    out = Saver(sys.argv[1]).save
    cholesky_cases(out)
    triangular_solve_cases(out)


if __name__ == "__main__":
    main()
