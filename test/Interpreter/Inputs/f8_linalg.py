#!/usr/bin/env python3
# batch-norm-inference/training/grad, cholesky, triangular-solve, rng, and
# the accumulation of dot and convolution, on the six builtin 8-bit floats
# (issue 16 loose ends 1 and 7), checked against numpy.
#
# What is expected (the rules are the kernels' comments in
# lib/Interpreter/Kernels/ContractionKernels.cpp and MiscKernels.cpp):
#   - batch norms, cholesky and triangular-solve compute in f32 and round
#     their results once: to f16, then to the f8 type (XLA's CPU backend
#     computes f8 ops in f16). The oracle computes in float64 with numpy,
#     rounds with numpy's float16, then to the f8 type by nearest-even over
#     the format's values (its own decoder below). A result may be the
#     rounding of the oracle's value scaled by (1 +- 2^-20): f32 against
#     float64 arithmetic near a rounding boundary; nothing looser.
#     XLA's own results are not bit-exact with these: it expands batch
#     norm in f16 (each step rounding to f16, so results within a few f16
#     ulps of an f8 rounding boundary may round the other way) and expands
#     cholesky and triangular-solve into f8 ops (each step rounding to f8,
#     errors of a few f8 ulps that grow with the matrix).
#   - dot and convolution of f8 operands with an f8 result accumulate in f32
#     (FloatNormalization makes them f16, ChangeOpDataType f16 -> f32), then
#     round through f16: sum(+M*M) n times, then n times -M*M, then 1*1,
#     with n*M*M past f16's largest value (M the format's largest), is 1; an
#     f16 accumulation overflows and gives inf or NaN.
#   - rng with sigma 0 is mu; rng_uniform in [a, b) stays in [a, b) (a
#     value that would round up to b is the largest value below b), and on
#     [1, next value after 1) every value is 1.
#
# Usage: f8_linalg.py OUTDIR XHLO_RUN
# Prints one line per format with the number of values checked; exits 1
# naming the first differences.

import os
import subprocess
import sys

import numpy as np

OUT, XHLO_RUN = sys.argv[1], sys.argv[2]
os.makedirs(OUT, exist_ok=True)

# name: (exponent bits, mantissa bits, bias, kind)
TYPES = {
    "f8e5m2": (5, 2, 15, "ieee"),
    "f8e4m3": (4, 3, 7, "ieee"),
    "f8e4m3fn": (4, 3, 7, "fn"),
    "f8e4m3fnuz": (4, 3, 8, "fnuz"),
    "f8e5m2fnuz": (5, 2, 16, "fnuz"),
    "f8e4m3b11fnuz": (4, 3, 11, "fnuz"),
}


def finite_values(name):
    """Every finite non-negative value of the format, ascending."""
    e, m, bias, kind = TYPES[name]
    top = (1 << e) - 1
    values = []
    for exp in range(top + 1):
        for man in range(1 << m):
            if kind == "ieee" and exp == top:
                continue  # inf, NaN
            if kind == "fn" and exp == top and man == (1 << m) - 1:
                continue  # NaN
            if exp == 0:
                values.append(man * 2.0 ** (1 - bias - m))
            else:
                values.append((1 + man / (1 << m)) * 2.0 ** (exp - bias))
    return np.array(values)


def round_f8(name, x):
    """x (float64) rounded to f16, then to the format (nearest, ties to the
    even mantissa; past the largest finite value: inf, or NaN for FN and
    FNUZ; FNUZ has no -0)."""
    values = finite_values(name)
    x = float(np.float16(x))
    if np.isnan(x):
        return np.nan
    a = abs(x)
    if a > values[-1]:
        step = values[-1] - values[-2]
        if a >= values[-1] + step / 2:
            return np.nan if TYPES[name][3] != "ieee" else np.copysign(np.inf, x)
        return np.copysign(values[-1], x)
    i = int(np.searchsorted(values, a))
    if values[i] != a:
        lo, hi = values[i - 1], values[i]
        if a - lo < hi - a or (a - lo == hi - a and (i - 1) % 2 == 0):
            i -= 1
    r = values[i]
    if r == 0 and TYPES[name][3] == "fnuz":
        return 0.0
    return np.copysign(r, x)


def accepted(name, x):
    """The results allowed for the exact value x: its rounding, or that of
    x scaled by 1 -+ 2^-20 (f32 arithmetic near a rounding boundary)."""
    return {round_f8(name, x * s) for s in (1 - 2.0**-20, 1.0, 1 + 2.0**-20)}


def literal(values):
    return "{" + ", ".join(repr(float(v)) for v in np.ravel(values)) + "}"


def const(t, name, values, shape):
    dims = ",".join(str(d) for d in shape)
    text = literal(values)
    if len(shape) == 2:
        rows = np.reshape(values, shape)
        text = "{" + ", ".join(literal(r) for r in rows) + "}"
    return f"  {name} = {t}[{dims}] constant({text})"


def case_values(name):
    """Inputs, each a value of the format, and the exact results."""
    maxv = finite_values(name)[-1]
    # batch norm: x[4, 2] (feature 1), values in the range of every format
    x = np.array([[1.0, 0.5], [2.0, -0.25], [-1.5, 0.75], [3.0, 1.25]])
    scale = np.array([1.5, 0.75])
    offset = np.array([0.25, -0.5])
    mean = np.array([1.0, 0.5])
    var = np.array([2.0, 0.25])
    dy = np.array([[0.5, -1.0], [1.0, 0.25], [-0.75, 0.5], [0.25, 2.0]])
    eps = 0.0625
    inf_y = scale * (x - mean) / np.sqrt(var + eps) + offset
    bmean = x.mean(axis=0)
    bvar = x.var(axis=0)
    train_y = scale * (x - bmean) / np.sqrt(bvar + eps) + offset
    count = x.shape[0]
    rstd = 1 / np.sqrt(var + eps)
    sum_dy = dy.sum(axis=0)
    sum_dyxc = (dy * (x - mean)).sum(axis=0)
    dx = scale * rstd / count * (count * dy - sum_dy -
                                 (x - mean) * sum_dyxc / (var + eps))
    grad_scale = sum_dyxc * rstd
    # cholesky of a symmetric positive definite 3x3 of format values
    a = np.array([[4.0, 2.0, 1.0], [2.0, 5.0, 1.5], [1.0, 1.5, 3.0]])
    chol = np.linalg.cholesky(a)
    # triangular solve: L X = B, L lower (with its diagonal)
    low = np.array([[2.0, 0.0, 0.0], [1.0, 1.5, 0.0], [-0.5, 0.75, 3.0]])
    b = np.array([[1.0, 2.0], [0.5, -1.0], [3.0, 0.25]])
    solve = np.linalg.solve(low, b)
    # accumulation: n copies of M*M, n of -M*M, then 1
    n = int(np.ceil(65520.0 / (maxv * maxv))) + 1
    lhs = np.array([maxv] * n + [-maxv] * n + [1.0])
    rhs = np.array([maxv] * (2 * n) + [1.0])
    return dict(x=x, scale=scale, offset=offset, mean=mean, var=var, dy=dy,
                eps=eps, a=a, low=low, b=b, lhs=lhs, rhs=rhs,
                want={
                    "bn_inference": inf_y,
                    "bn_training": train_y,
                    "bn_training_mean": bmean,
                    "bn_training_var": bvar,
                    "bn_grad_x": dx,
                    "bn_grad_scale": grad_scale,
                    "bn_grad_offset": sum_dy,
                    "cholesky": np.tril(chol),
                    "triangular_solve": solve,
                    "dot_f32_accumulation": np.array([1.0]),
                    "conv_f32_accumulation": np.array([1.0]),
                })


def program(name, v):
    t = name
    k = len(v["lhs"])
    values = finite_values(name)
    one_up = values[np.searchsorted(values, 1.0) + 1]
    lines = [
        f"HloModule {name}_linalg", "", "ENTRY main {",
        const(t, "x", v["x"], [4, 2]),
        const(t, "scale", v["scale"], [2]),
        const(t, "offset", v["offset"], [2]),
        const(t, "mean", v["mean"], [2]),
        const(t, "var", v["var"], [2]),
        const(t, "dy", v["dy"], [4, 2]),
        const(t, "a", v["a"], [3, 3]),
        const(t, "low", v["low"], [3, 3]),
        const(t, "b", v["b"], [3, 2]),
        const(t, "lhs", v["lhs"], [k]),
        const(t, "rhs", v["rhs"], [k]),
        f"  inf = {t}[4,2] batch-norm-inference(x, scale, offset, mean, var),"
        f" epsilon={v['eps']}, feature_index=1",
        f"  tr = ({t}[4,2], {t}[2], {t}[2]) batch-norm-training(x, scale, "
        f"offset), epsilon={v['eps']}, feature_index=1",
        f"  tr_y = {t}[4,2] get-tuple-element(tr), index=0",
        f"  tr_mean = {t}[2] get-tuple-element(tr), index=1",
        f"  tr_var = {t}[2] get-tuple-element(tr), index=2",
        f"  gr = ({t}[4,2], {t}[2], {t}[2]) batch-norm-grad(x, scale, mean, "
        f"var, dy), epsilon={v['eps']}, feature_index=1",
        f"  gr_x = {t}[4,2] get-tuple-element(gr), index=0",
        f"  gr_scale = {t}[2] get-tuple-element(gr), index=1",
        f"  gr_offset = {t}[2] get-tuple-element(gr), index=2",
        f"  chol = {t}[3,3] cholesky(a), lower=true",
        f"  solve = {t}[3,2] triangular-solve(low, b), left_side=true, "
        "lower=true, transpose_a=NO_TRANSPOSE",
        f"  dot = {t}[] dot(lhs, rhs), lhs_contracting_dims={{0}}, "
        "rhs_contracting_dims={0}",
        f"  lhs3 = {t}[1,{k},1] reshape(lhs)",
        f"  rhs3 = {t}[{k},1,1] reshape(rhs)",
        f"  conv = {t}[1,1,1] convolution(lhs3, rhs3), window={{size={k}}}, "
        "dim_labels=b0f_0io->b0f",
        # rng: normal with sigma 0 is mu; uniform in [1, 2) and in
        # [1, the next value after 1)
        f"  mu = {t}[] constant(-1.5)",
        f"  zero = {t}[] constant(0)",
        f"  normal = {t}[8] rng(mu, zero), distribution=rng_normal",
        f"  one = {t}[] constant(1)",
        f"  two = {t}[] constant(2)",
        f"  up = {t}[] constant({one_up!r})",
        f"  uniform = {t}[64] rng(one, two), distribution=rng_uniform",
        f"  narrow = {t}[64] rng(one, up), distribution=rng_uniform",
    ]
    results = [("bn_inference", "inf", [4, 2]),
               ("bn_training", "tr_y", [4, 2]),
               ("bn_training_mean", "tr_mean", [2]),
               ("bn_training_var", "tr_var", [2]),
               ("bn_grad_x", "gr_x", [4, 2]),
               ("bn_grad_scale", "gr_scale", [2]),
               ("bn_grad_offset", "gr_offset", [2]),
               ("cholesky", "chol", [3, 3]),
               ("triangular_solve", "solve", [3, 2]),
               ("dot_f32_accumulation", "dot", []),
               ("conv_f32_accumulation", "conv", [1, 1, 1]),
               ("rng_normal", "normal", [8]),
               ("rng_uniform", "uniform", [64]),
               ("rng_uniform_narrow", "narrow", [64])]
    outs = []
    for label, value, shape in results:
        dims = ",".join(str(d) for d in shape)
        lines.append(f"  {value}_32 = f32[{dims}] convert({value})")
        outs.append((label, f"{value}_32", f"f32[{dims}]"))
    lines.append(f"  ROOT out = ({', '.join(s for _, _, s in outs)}) "
                 f"tuple({', '.join(n for _, n, _ in outs)})")
    lines.append("}")
    return "\n".join(lines) + "\n", [label for label, _, _ in outs], one_up


failures = 0


def fail(message):
    global failures
    print(message)
    failures += 1


def check(name, label, got, want):
    """Each element of `got` is one of the accepted roundings of `want`."""
    got, want = np.ravel(got).astype(np.float64), np.ravel(want)
    if label == "cholesky":
        # XLA leaves the other triangle unspecified: only the lower one.
        keep = np.ravel(np.tril(np.ones((3, 3)))) != 0
        got, want = got[keep], want[keep]
    bad = []
    for i, (g, w) in enumerate(zip(got, want)):
        ok = accepted(name, w)
        if not any((np.isnan(g) and np.isnan(o)) or g == o for o in ok):
            bad.append((i, g, w, sorted(ok)))
    if bad:
        fail(f"{name} {label}: {len(bad)} of {len(want)} differ: {bad[:4]}")
    return len(want)


for name in TYPES:
    v = case_values(name)
    text, labels, one_up = program(name, v)
    path = os.path.join(OUT, f"{name}.hlo")
    with open(path, "w") as f:
        f.write(text)
    for mode in ([], ["--reference-kernels"]):
        out = os.path.join(OUT, name + ("_ref" if mode else ""))
        os.makedirs(out, exist_ok=True)
        run = subprocess.run([XHLO_RUN, path, f"--out={out}", "--seed=7"] +
                             mode, capture_output=True, text=True)
        if run.returncode != 0:
            fail(f"{name} {' '.join(mode)}: xhlo-run failed:\n{run.stderr}")
            continue
        got = {label: np.load(os.path.join(out, f"result_{i}.npy"))
               for i, label in enumerate(labels)}
        total = 0
        for label, want in v["want"].items():
            total += check(name, label, got[label], want)
        # rng
        if not (got["rng_normal"] == -1.5).all():
            fail(f"{name} rng_normal: {got['rng_normal']}, expected -1.5")
        values = finite_values(name)
        u = got["rng_uniform"].astype(np.float64)
        if not (np.isin(u, values) & (u >= 1) & (u < 2)).all():
            fail(f"{name} rng_uniform: {u} not all values in [1, 2)")
        if len(set(u.tolist())) < 2:
            fail(f"{name} rng_uniform: one value only, {u[0]}")
        if not (got["rng_uniform_narrow"] == 1).all():
            fail(f"{name} rng_uniform in [1, {one_up}): "
                 f"{got['rng_uniform_narrow']}, expected all 1")
        total += 8 + 64 + 64
        if not mode:
            print(f"{name}: {len(v['want']) + 3} checks, {total} values")

sys.exit(1 if failures else 0)
