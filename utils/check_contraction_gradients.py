#!/usr/bin/env python3
"""Check hlo-autodiff's contraction rules against finite differences.

Each case is a function @f whose first result is a 0-d loss (the op's result
contracted with a fixed weights argument) and a gradient request @f_grad.
The script runs `xhlo-opt --hlo-autodiff`, evaluates @f_grad with `xhlo-run`
on random f64 inputs, and compares each gradient's projection on random
directions with the central difference of @f along them (two runs of @f per
direction). The cases are the corner cases the rules are usually wrong on:
convolutions with strides that do not divide, uneven and negative padding,
base and window dilation, feature and batch groups, window reversal, unusual
dimension labels and 1-d/3-d windows; dots with batch dimensions anywhere and
several contracting dimensions; the batch-norm ops with the adjoints of the
statistics; cholesky and triangular_solve in every configuration; fft of
every type; and second derivatives through convolutions.

  utils/check_contraction_gradients.py [--build-dir build] [-k SUBSTRING]
  utils/check_contraction_gradients.py --f32   # dot and convolution in f32
                                               # (the fast kernels)

Exits 1 when a case fails. Takes minutes (hundreds of xhlo-run calls); the
in-process check of the common cases is unittests/Dialect/Hlo/
AutodiffGradCheckTest.cpp.
"""

import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

from xhlo_tools import run_cases, run_xhlo_run

# ---------------------------------------------------------------------------
# Types


def tensor(shape, element):
    dims = "".join(f"{d}x" for d in shape)
    return f"tensor<{dims}{element}>"


def everything(shape):
    return list(range(len(shape)))


def contract_all(value, weights, shape, element, result):
    """A 0-d dot of `value` with `weights` over every dimension."""
    t = tensor(shape, element)
    dims = everything(shape)
    return (f"  {result} = hlo.dot {value}, {weights}, lhs_contracting_dims = "
            f"{dims}, rhs_contracting_dims = {dims} : ({t}, {t}) -> "
            f"tensor<{element}>\n")


def request(args, results, wrt):
    """The gradient request @f_grad of @f over `args` (name, type)."""
    params = ", ".join(f"{n}: {t}" for n, t in args)
    return (f"func.func private @f_grad({params}) -> ({', '.join(results)}) "
            f"attributes {{xhlo.gradient_of = @f, xhlo.wrt = array<i64: "
            f"{', '.join(map(str, wrt))}>}}\n")


# ---------------------------------------------------------------------------
# Cases: (name, module text, argument shapes, wrt indices)


def dilated(size, dilation):
    return 0 if size == 0 else (size - 1) * dilation + 1


def conv_case(name, lhs_labels, rhs_labels, out_labels, batch, features,
              spatial, out_features, kernel, stride=None, low=None, high=None,
              lhs_dilate=None, rhs_dilate=None, feature_groups=1,
              batch_groups=1, reversal=None, element="f64"):
    n = len(spatial)
    stride = stride or [1] * n
    low = low or [0] * n
    high = high or [0] * n
    lhs_dilate = lhs_dilate or [1] * n
    rhs_dilate = rhs_dilate or [1] * n
    out = [(dilated(spatial[s], lhs_dilate[s]) + low[s] + high[s] -
            dilated(kernel[s], rhs_dilate[s])) // stride[s] + 1
           for s in range(n)]
    sizes_lhs = {"b": batch, "f": features}
    sizes_rhs = {"i": features // feature_groups, "o": out_features}
    sizes_out = {"b": batch // batch_groups, "f": out_features}
    for s in range(n):
        sizes_lhs[str(s)] = spatial[s]
        sizes_rhs[str(s)] = kernel[s]
        sizes_out[str(s)] = out[s]
    ls = [sizes_lhs[c] for c in lhs_labels]
    rs = [sizes_rhs[c] for c in rhs_labels]
    os_ = [sizes_out[c] for c in out_labels]
    tl, tr, to = (tensor(s, element) for s in (ls, rs, os_))
    labels = "x".join("[" + ", ".join(l) + "]"
                      for l in (lhs_labels, rhs_labels)) + \
        "->[" + ", ".join(out_labels) + "]"
    window = (f"size = {kernel}, stride = {stride}, pad_low = {low}, "
              f"pad_high = {high}, lhs_dilate = {lhs_dilate}, "
              f"rhs_dilate = {rhs_dilate}")
    if reversal:
        window += f", rhs_reversal = {reversal}"
    groups = ""
    if feature_groups != 1:
        groups += f", feature_group_count = {feature_groups}"
    if batch_groups != 1:
        groups += f", batch_group_count = {batch_groups}"
    loss = f"tensor<{element}>"
    text = (f"func.func @f(%x: {tl}, %w: {tr}, %c: {to}) -> {loss} {{\n"
            f"  %y = hlo.convolution %x, %w, window = <{window}>, "
            f"dim_labels = <{labels}>{groups} : ({tl}, {tr}) -> {to}\n" +
            contract_all("%y", "%c", os_, element, "%l") +
            f"  return %l : {loss}\n}}\n" +
            request([("%x", tl), ("%w", tr), ("%c", to)], [loss, tl, tr],
                    [0, 1]))
    return ("conv " + name, text, [ls, rs, os_], [0, 1])


def conv_cases(element):
    c = lambda *a, **k: conv_case(*a, element=element, **k)
    return [
        c("nchw", "bf01", "oi01", "bf01", 2, 3, [5, 6], 4, [3, 2]),
        c("nhwc stride 2 pad 1", "b01f", "01io", "b01f", 2, 3, [7, 6], 2,
          [3, 3], stride=[2, 2], low=[1, 1], high=[1, 1]),
        c("strides not dividing", "b01f", "01io", "b01f", 1, 2, [8, 7], 3,
          [3, 2], stride=[3, 2]),
        c("uneven padding", "bf01", "oi01", "bf01", 1, 2, [5, 5], 2, [2, 3],
          stride=[2, 1], low=[0, 2], high=[3, 1]),
        c("negative padding", "bf01", "oi01", "bf01", 1, 2, [7, 6], 2, [2, 2],
          low=[-1, 1], high=[-2, 0]),
        c("base dilation", "b01f", "01io", "b01f", 1, 2, [4, 5], 2, [3, 2],
          lhs_dilate=[2, 3], low=[1, 0], high=[1, 1], stride=[2, 1]),
        c("window dilation", "b01f", "01io", "b01f", 2, 2, [9, 8], 3, [3, 2],
          rhs_dilate=[2, 3], stride=[2, 2], low=[1, 0], high=[0, 2]),
        c("both dilations 1-d", "bf0", "oi0", "bf0", 2, 2, [6], 2, [3],
          rhs_dilate=[2], lhs_dilate=[2], stride=[3], low=[2], high=[1]),
        c("feature groups", "bf01", "oi01", "bf01", 2, 6, [5, 4], 4, [3, 2],
          feature_groups=2),
        c("depthwise stride 2", "b01f", "01io", "b01f", 2, 3, [6, 5], 6,
          [3, 3], feature_groups=3, stride=[2, 2], low=[1, 1], high=[1, 1]),
        c("batch groups", "bf01", "oi01", "bf01", 4, 3, [5, 4], 4, [2, 2],
          batch_groups=2),
        c("batch groups strided", "b01f", "01io", "b01f", 6, 2, [6, 5], 3,
          [2, 2], batch_groups=3, stride=[2, 2], low=[0, 1], high=[1, 0]),
        c("window reversal", "bf01", "oi01", "bf01", 1, 2, [5, 5], 2, [3, 2],
          reversal=[1, 0]),
        c("unusual labels", "0fb1", "i0o1", "1b0f", 2, 4, [5, 6], 6, [2, 3],
          feature_groups=2, stride=[2, 1], rhs_dilate=[1, 2]),
        c("3-d", "b012f", "012io", "b012f", 1, 2, [4, 3, 5], 2, [2, 2, 3],
          stride=[1, 2, 2], low=[1, 0, 1], high=[0, 1, 1]),
        c("kernel larger than input", "bf0", "oi0", "bf0", 1, 1, [2], 1, [4],
          low=[3], high=[3]),
        c("high padding past the kernel", "bf0", "oi0", "bf0", 1, 2, [3], 2,
          [2], high=[5], stride=[2]),
    ]


def dot_case(name, ls, rs, lhs_batch, lhs_contracting, rhs_batch,
             rhs_contracting, element="f64"):
    lhs_free = [d for d in range(len(ls))
                if d not in lhs_batch + lhs_contracting]
    rhs_free = [d for d in range(len(rs))
                if d not in rhs_batch + rhs_contracting]
    os_ = ([ls[d] for d in lhs_batch] + [ls[d] for d in lhs_free] +
           [rs[d] for d in rhs_free])
    dims = ""
    if lhs_batch:
        dims += f"lhs_batch_dims = {lhs_batch}, "
    dims += f"lhs_contracting_dims = {lhs_contracting}, "
    if rhs_batch:
        dims += f"rhs_batch_dims = {rhs_batch}, "
    dims += f"rhs_contracting_dims = {rhs_contracting}"
    tl, tr, to = (tensor(s, element) for s in (ls, rs, os_))
    loss = f"tensor<{element}>"
    text = (f"func.func @f(%x: {tl}, %w: {tr}, %c: {to}) -> {loss} {{\n"
            f"  %y = hlo.dot %x, %w, {dims} : ({tl}, {tr}) -> {to}\n" +
            contract_all("%y", "%c", os_, element, "%l") +
            f"  return %l : {loss}\n}}\n" +
            request([("%x", tl), ("%w", tr), ("%c", to)], [loss, tl, tr],
                    [0, 1]))
    return ("dot " + name, text, [ls, rs, os_], [0, 1])


def dot_cases(element):
    d = lambda *a: dot_case(*a, element=element)
    return [
        d("matmul", [3, 4], [4, 5], [], [1], [], [0]),
        d("matvec", [3, 4], [4], [], [1], [], [0]),
        d("batched", [2, 3, 4], [2, 4, 5], [0], [2], [0], [1]),
        d("three contracting", [3, 2, 4, 5], [5, 6, 4, 2], [], [1, 2, 3], [],
          [3, 2, 0]),
        d("batch dims anywhere", [4, 3, 2, 5], [5, 2, 6, 4, 7], [2, 0], [3],
          [1, 3], [0]),
        d("outer", [3], [4], [], [], [], []),
        d("contract all", [3, 4], [4, 3], [], [0, 1], [], [1, 0]),
    ]


def batch_norm_training_case(name, shape, feature, returned):
    """The loss: the output's, plus the mean's and the variance's terms."""
    f = [shape[feature]]
    ty, tf = tensor(shape, "f64"), tensor(f, "f64")
    text = (f"func.func @f(%x: {ty}, %s: {tf}, %o: {tf}, %c: {ty}, "
            f"%cm: {tf}, %cv: {tf}) -> tensor<f64> {{\n"
            f"  %y, %m, %v = hlo.batch_norm_training %x, %s, %o, "
            f"epsilon = 1.0e-03, feature_index = {feature} : ({ty}, {tf}, "
            f"{tf}) -> ({ty}, {tf}, {tf})\n" +
            contract_all("%y", "%c", shape, "f64", "%l0") +
            contract_all("%m", "%cm", f, "f64", "%l1") +
            contract_all("%v", "%cv", f, "f64", "%l2") +
            "  %a = hlo.add %l0, %l1 : tensor<f64>\n"
            "  %b = hlo.add %a, %l2 : tensor<f64>\n"
            f"  return {returned} : tensor<f64>\n}}\n" +
            request([("%x", ty), ("%s", tf), ("%o", tf), ("%c", ty),
                     ("%cm", tf), ("%cv", tf)],
                    ["tensor<f64>", ty, tf, tf], [0, 1, 2]))
    return ("batch_norm_training " + name, text,
            [shape, f, f, shape, f, f], [0, 1, 2])


def batch_norm_inference_case(name, shape, feature):
    f = [shape[feature]]
    ty, tf = tensor(shape, "f64"), tensor(f, "f64")
    # The variance is squared so that it stays positive.
    text = (f"func.func @f(%x: {ty}, %s: {tf}, %o: {tf}, %m: {tf}, "
            f"%v: {tf}, %c: {ty}) -> tensor<f64> {{\n"
            f"  %v2 = hlo.multiply %v, %v : {tf}\n"
            f"  %y = hlo.batch_norm_inference %x, %s, %o, %m, %v2, "
            f"epsilon = 1.0e-02, feature_index = {feature} : ({ty}, {tf}, "
            f"{tf}, {tf}, {tf}) -> {ty}\n" +
            contract_all("%y", "%c", shape, "f64", "%l") +
            "  return %l : tensor<f64>\n}\n" +
            request([("%x", ty), ("%s", tf), ("%o", tf), ("%m", tf),
                     ("%v", tf), ("%c", ty)],
                    ["tensor<f64>", ty, tf, tf, tf, tf], [0, 1, 2, 3, 4]))
    return ("batch_norm_inference " + name, text,
            [shape, f, f, f, f, shape], [0, 1, 2, 3, 4])


def batch_norm_cases():
    return [
        batch_norm_training_case("output", [4, 3, 2], 1, "%l0"),
        batch_norm_training_case("output and mean", [4, 3, 2], 1, "%a"),
        batch_norm_training_case("all three", [2, 3, 5], 2, "%b"),
        batch_norm_training_case("variance only", [5, 3], 0, "%l2"),
        batch_norm_inference_case("feature 1", [4, 3, 2], 1),
        batch_norm_inference_case("feature 0", [3, 5], 0),
    ]


def shifted_identity(shape, name):
    """`name` = 4 * identity of `shape` (matrices in the minor dimensions),
    added to random matrices to keep them well conditioned."""
    n = shape[-1]
    rows = ", ".join("[" + ", ".join("4.0" if i == j else "0.0"
                                     for j in range(n)) + "]"
                     for i in range(n))
    matrix = tensor([n, n], "f64")
    if len(shape) == 2:
        return f"  {name} = hlo.constant dense<[{rows}]> : {matrix}\n"
    r = len(shape)
    return (f"  %i0 = hlo.constant dense<[{rows}]> : {matrix}\n"
            f"  {name} = hlo.broadcast %i0, dimensions = [{r - 2}, {r - 1}] "
            f": ({matrix}) -> {tensor(shape, 'f64')}\n")


def cholesky_case(name, shape, lower):
    t = tensor(shape, "f64")
    text = (f"func.func @f(%a: {t}, %c: {t}) -> tensor<f64> {{\n" +
            shifted_identity(shape, "%eye") +
            f"  %a2 = hlo.add %a, %eye : {t}\n"
            f"  %l = hlo.cholesky %a2, lower = {str(lower).lower()} : {t}\n" +
            contract_all("%l", "%c", shape, "f64", "%r") +
            "  return %r : tensor<f64>\n}\n" +
            request([("%a", t), ("%c", t)], ["tensor<f64>", t], [0]))
    return ("cholesky " + name, text, [shape, shape], [0])


def triangular_solve_case(name, a_shape, b_shape, left, lower, transpose,
                          unit=False):
    ta, tb = tensor(a_shape, "f64"), tensor(b_shape, "f64")
    options = (f"<left_side = {str(left).lower()}, lower = "
               f"{str(lower).lower()}, unit_diagonal = {str(unit).lower()}, "
               f"transpose_a = {transpose}>")
    text = (f"func.func @f(%a: {ta}, %b: {tb}, %c: {tb}) -> tensor<f64> {{\n" +
            shifted_identity(a_shape, "%eye") +
            f"  %a2 = hlo.add %a, %eye : {ta}\n"
            f"  %x = hlo.triangular_solve %a2, %b, {options} : ({ta}, {tb}) "
            f"-> {tb}\n" +
            contract_all("%x", "%c", b_shape, "f64", "%r") +
            "  return %r : tensor<f64>\n}\n" +
            request([("%a", ta), ("%b", tb), ("%c", tb)],
                    ["tensor<f64>", ta, tb], [0, 1]))
    return ("triangular_solve " + name, text, [a_shape, b_shape, b_shape],
            [0, 1])


def linalg_cases():
    cases = [
        cholesky_case("lower", [3, 3], True),
        cholesky_case("upper", [4, 4], False),
        cholesky_case("batched lower", [2, 3, 3], True),
        cholesky_case("batched upper", [2, 3, 3], False),
    ]
    for left in (True, False):
        for lower in (True, False):
            for transpose in ("NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"):
                b = [3, 2] if left else [2, 3]
                cases.append(triangular_solve_case(
                    f"left={left} lower={lower} {transpose}", [3, 3], b, left,
                    lower, transpose))
    cases += [
        triangular_solve_case("unit diagonal", [3, 3], [3, 4], True, True,
                              "NO_TRANSPOSE", unit=True),
        triangular_solve_case("unit diagonal upper right transposed", [3, 3],
                              [4, 3], False, False, "TRANSPOSE", unit=True),
        triangular_solve_case("batched", [2, 3, 3], [2, 3, 4], True, False,
                              "TRANSPOSE"),
    ]
    return cases


def complex_fft_case(name, shape, kind, lengths):
    """complex(x, y) through FFT/IFFT; the loss weighs the real and
    imaginary parts."""
    t, tc = tensor(shape, "f64"), tensor(shape, "complex<f64>")
    text = (f"func.func @f(%x: {t}, %y: {t}, %c1: {t}, %c2: {t}) -> "
            f"tensor<f64> {{\n"
            f"  %z = hlo.complex %x, %y : {t}\n"
            f"  %w = hlo.fft %z, fft_type = {kind}, fft_length = {lengths} : "
            f"({tc}) -> {tc}\n"
            f"  %re = hlo.real %w : {tc}\n"
            f"  %im = hlo.imag %w : {tc}\n" +
            contract_all("%re", "%c1", shape, "f64", "%a") +
            contract_all("%im", "%c2", shape, "f64", "%b") +
            "  %l = hlo.add %a, %b : tensor<f64>\n"
            "  return %l : tensor<f64>\n}\n" +
            request([("%x", t), ("%y", t), ("%c1", t), ("%c2", t)],
                    ["tensor<f64>", t, t], [0, 1]))
    return ("fft " + name, text, [shape] * 4, [0, 1])


def rfft_case(name, shape, lengths):
    out = shape[:-1] + [lengths[-1] // 2 + 1]
    t, to, tc = (tensor(shape, "f64"), tensor(out, "f64"),
                 tensor(out, "complex<f64>"))
    text = (f"func.func @f(%x: {t}, %c1: {to}, %c2: {to}) -> tensor<f64> {{\n"
            f"  %w = hlo.fft %x, fft_type = RFFT, fft_length = {lengths} : "
            f"({t}) -> {tc}\n"
            f"  %re = hlo.real %w : {tc}\n"
            f"  %im = hlo.imag %w : {tc}\n" +
            contract_all("%re", "%c1", out, "f64", "%a") +
            contract_all("%im", "%c2", out, "f64", "%b") +
            "  %l = hlo.add %a, %b : tensor<f64>\n"
            "  return %l : tensor<f64>\n}\n" +
            request([("%x", t), ("%c1", to), ("%c2", to)],
                    ["tensor<f64>", t], [0]))
    return ("fft " + name, text, [shape, out, out], [0])


def irfft_case(name, out, lengths):
    shape = out[:-1] + [lengths[-1] // 2 + 1]
    t, to, tc = (tensor(shape, "f64"), tensor(out, "f64"),
                 tensor(shape, "complex<f64>"))
    text = (f"func.func @f(%x: {t}, %y: {t}, %c: {to}) -> tensor<f64> {{\n"
            f"  %z = hlo.complex %x, %y : {t}\n"
            f"  %w = hlo.fft %z, fft_type = IRFFT, fft_length = {lengths} : "
            f"({tc}) -> {to}\n" +
            contract_all("%w", "%c", out, "f64", "%l") +
            "  return %l : tensor<f64>\n}\n" +
            request([("%x", t), ("%y", t), ("%c", to)],
                    ["tensor<f64>", t, t], [0, 1]))
    return ("fft " + name, text, [shape, shape, out], [0, 1])


def fft_cases():
    return [
        complex_fft_case("FFT", [3, 8], "FFT", [8]),
        complex_fft_case("IFFT", [3, 5], "IFFT", [5]),
        complex_fft_case("FFT 2-d", [2, 4, 6], "FFT", [4, 6]),
        rfft_case("RFFT even", [3, 8], [8]),
        rfft_case("RFFT odd", [3, 7], [7]),
        rfft_case("RFFT 2-d", [2, 4, 6], [4, 6]),
        irfft_case("IRFFT even", [3, 8], [8]),
        irfft_case("IRFFT odd", [3, 7], [7]),
        irfft_case("IRFFT 2-d", [2, 4, 6], [4, 6]),
    ]


def second_derivative_case(name, x, w, y, window, labels, groups=""):
    """The gradient of <grad g, (v, u)> for g = <conv(x, w)^2, c>: the
    rules differentiate their own adjoint convolutions (base dilation,
    swapped roles, batch groups)."""
    tx, tw, ty = (tensor(s, "f64") for s in (x, w, y))
    loss = "tensor<f64>"
    text = (f"func.func @g(%x: {tx}, %w: {tw}, %c: {ty}) -> {loss} {{\n"
            f"  %y = hlo.convolution %x, %w, window = <{window}>, "
            f"dim_labels = <{labels}>{groups} : ({tx}, {tw}) -> {ty}\n"
            f"  %z = hlo.multiply %y, %y : {ty}\n" +
            contract_all("%z", "%c", y, "f64", "%l") +
            f"  return %l : {loss}\n}}\n"
            f"func.func private @g_grad(%x: {tx}, %w: {tw}, %c: {ty}) -> "
            f"({loss}, {tx}, {tw}) attributes {{xhlo.gradient_of = @g, "
            f"xhlo.wrt = array<i64: 0, 1>}}\n"
            f"func.func @f(%x: {tx}, %w: {tw}, %c: {ty}, %v: {tx}, "
            f"%u: {tw}) -> {loss} {{\n"
            f"  %l, %gx, %gw = hlo.call @g_grad(%x, %w, %c) : ({tx}, {tw}, "
            f"{ty}) -> ({loss}, {tx}, {tw})\n" +
            contract_all("%gx", "%v", x, "f64", "%a") +
            contract_all("%gw", "%u", w, "f64", "%b") +
            f"  %r = hlo.add %a, %b : {loss}\n"
            f"  return %r : {loss}\n}}\n" +
            request([("%x", tx), ("%w", tw), ("%c", ty), ("%v", tx),
                     ("%u", tw)], [loss, tx, tw], [0, 1]))
    return ("second derivative " + name, text, [x, w, y, x, w], [0, 1])


def second_derivative_cases():
    window = ("size = [3, 2], stride = [2, 2], pad_low = [1, 0], "
              "pad_high = [0, 1], rhs_dilate = [1, 2]")
    labels = "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]"
    return [
        second_derivative_case("conv strided dilated", [1, 7, 6, 2],
                               [3, 2, 2, 3], [1, 3, 3, 3], window, labels),
        second_derivative_case("conv feature groups", [1, 7, 6, 2],
                               [3, 2, 1, 4], [1, 3, 3, 4], window, labels,
                               ", feature_group_count = 2"),
    ]


# ---------------------------------------------------------------------------
# The check


class Checker:
    def __init__(self, build_dir, workdir, dtype, eps, rtol, directions):
        self.opt = os.path.join(build_dir, "bin", "xhlo-opt")
        self.run_tool = os.path.join(build_dir, "bin", "xhlo-run")
        self.workdir = workdir
        self.dtype, self.eps, self.rtol = dtype, eps, rtol
        self.directions = directions

    def run(self, module, entry, args):
        return run_xhlo_run(self.run_tool, module, entry, args, self.workdir)

    def check(self, name, text, shapes, wrt, seed):
        source = os.path.join(self.workdir, "case.mlir")
        module = os.path.join(self.workdir, "grad.mlir")
        with open(source, "w") as f:
            f.write(text)
        r = subprocess.run([self.opt, "--hlo-autodiff", source, "-o", module],
                           capture_output=True, text=True)
        if r.returncode != 0:
            return [f"xhlo-opt failed: {r.stderr.strip()}"]
        rng = np.random.default_rng(seed)
        args = [rng.uniform(-1, 1, s).astype(self.dtype) for s in shapes]
        try:
            gradients = self.run(module, "f_grad", args)[1:]
        except subprocess.CalledProcessError as e:
            return [f"xhlo-run failed: {e.stderr.strip()}"]
        errors = []
        for gradient, i in zip(gradients, wrt):
            if gradient.shape != tuple(shapes[i]):
                errors.append(f"argument {i}: gradient of shape "
                              f"{gradient.shape}")
                continue
            for k in range(self.directions):
                v = rng.uniform(-1, 1, shapes[i]).astype(self.dtype)
                plus, minus = list(args), list(args)
                plus[i] = args[i] + self.eps * v
                minus[i] = args[i] - self.eps * v
                difference = (float(self.run(module, "f", plus)[0]) -
                              float(self.run(module, "f", minus)[0])) / \
                    (2 * self.eps)
                analytic = float(np.sum(gradient.astype(np.float64) * v))
                error = abs(difference - analytic) / max(
                    1e-8, abs(difference), abs(analytic))
                if not np.isfinite(analytic) or error > self.rtol:
                    errors.append(
                        f"argument {i}, direction {k}: finite difference "
                        f"{difference:.10g}, gradient {analytic:.10g}")
        return errors


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build-dir", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "build"))
    parser.add_argument("-k", default="",
                        help="only the cases whose name contains this")
    parser.add_argument("--f32", action="store_true",
                        help="dot and convolution cases in f32 (the losses "
                        "are linear in each argument: exact differences "
                        "with a large step)")
    parser.add_argument("--directions", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    options = parser.parse_args()

    if options.f32:
        cases = conv_cases("f32") + dot_cases("f32")
        dtype, eps, rtol = np.float32, 0.5, 1e-4
    else:
        cases = (conv_cases("f64") + dot_cases("f64") + batch_norm_cases() +
                 linalg_cases() + fft_cases() + second_derivative_cases())
        dtype, eps, rtol = np.float64, 1e-6, 1e-6
    with tempfile.TemporaryDirectory(prefix="gradcheck_") as workdir:
        checker = Checker(options.build_dir, workdir, dtype, eps, rtol,
                          options.directions)
        return run_cases(
            cases, lambda case: case[0],
            lambda case: checker.check(*case, options.seed), options.k)

if __name__ == "__main__":
    sys.exit(main())
