// arith.maximumf/minimumf order -0 below +0 (IEEE 754-2019 maximum and
// minimum), and so do hlo.maximum/minimum (XLA's CPU backend: llvm.maximum
// and llvm.minimum; the StableHLO spec), so the conversion is exact:
// minimumf(0, -0) = minimumf(-0, 0) = -0 and maximumf of both orders is +0,
// bit for bit, in f32, f64, f16 and bf16, with a NaN propagating and equal
// zeros of one sign unchanged. Expected bits from numpy in gen.py.
// RUN: rm -rf %t && split-file %s %t
// RUN: %python %t/gen.py %t
// RUN: xhlo-opt --convert-arith-to-hlo %t/prog.mlir -o %t/hlo.mlir
// RUN: FileCheck %s < %t/hlo.mlir
// CHECK-LABEL: func.func @f32
// CHECK: hlo.maximum
// CHECK: hlo.minimum
// RUN: xhlo-run %t/hlo.mlir --entry=f32 --arg=%t/x32.npy --arg=%t/y32.npy --expect=%t/max32.npy --expect=%t/min32.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=f32 --arg=%t/x32.npy --arg=%t/y32.npy --expect=%t/max32.npy --expect=%t/min32.npy --rtol=0 --atol=0 --reference-kernels
// RUN: xhlo-run %t/hlo.mlir --entry=f64 --arg=%t/x64.npy --arg=%t/y64.npy --expect=%t/max64.npy --expect=%t/min64.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=f16 --arg=%t/x16.npy --arg=%t/y16.npy --expect=%t/max16.npy --expect=%t/min16.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=bf16 --arg=%t/xbf.npy --arg=%t/ybf.npy --expect=%t/maxbf.npy --expect=%t/minbf.npy --rtol=0 --atol=0
// A large f32 operand takes the vectorised loops (the first tests are short).
// RUN: xhlo-run %t/hlo.mlir --entry=f32_long --arg=%t/xl.npy --arg=%t/yl.npy --expect=%t/maxl.npy --expect=%t/minl.npy --rtol=0 --atol=0
// And the same through the interpreter's reductions: reduce (fast and
// reference kernels) and reduce-window of [-0, +0, -0] and [+0, -0] pairs.
// RUN: xhlo-run %t/hlo.mlir --entry=reduce --arg=%t/zeros.npy --expect=%t/rmax.npy --expect=%t/rmin.npy --expect=%t/wmax.npy --expect=%t/wmin.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=reduce --arg=%t/zeros.npy --expect=%t/rmax.npy --expect=%t/rmin.npy --expect=%t/wmax.npy --expect=%t/wmin.npy --rtol=0 --atol=0 --reference-kernels

//--- prog.mlir
func.func @f32(%x: tensor<8xf32>, %y: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = arith.maximumf %x, %y : tensor<8xf32>
  %1 = arith.minimumf %x, %y : tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

func.func @f32_long(%x: tensor<4096xf32>, %y: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>) {
  %0 = arith.maximumf %x, %y : tensor<4096xf32>
  %1 = arith.minimumf %x, %y : tensor<4096xf32>
  return %0, %1 : tensor<4096xf32>, tensor<4096xf32>
}

func.func @f64(%x: tensor<8xf64>, %y: tensor<8xf64>) -> (tensor<8xf64>, tensor<8xf64>) {
  %0 = arith.maximumf %x, %y : tensor<8xf64>
  %1 = arith.minimumf %x, %y : tensor<8xf64>
  return %0, %1 : tensor<8xf64>, tensor<8xf64>
}

func.func @f16(%x: tensor<8xf16>, %y: tensor<8xf16>) -> (tensor<8xf16>, tensor<8xf16>) {
  %0 = arith.maximumf %x, %y : tensor<8xf16>
  %1 = arith.minimumf %x, %y : tensor<8xf16>
  return %0, %1 : tensor<8xf16>, tensor<8xf16>
}

// bf16 in and out through f32 (exact both ways, signed zeros kept).
func.func @bf16(%x32: tensor<8xf32>, %y32: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %x = arith.truncf %x32 : tensor<8xf32> to tensor<8xbf16>
  %y = arith.truncf %y32 : tensor<8xf32> to tensor<8xbf16>
  %0 = arith.maximumf %x, %y : tensor<8xbf16>
  %1 = arith.minimumf %x, %y : tensor<8xbf16>
  %2 = arith.extf %0 : tensor<8xbf16> to tensor<8xf32>
  %3 = arith.extf %1 : tensor<8xbf16> to tensor<8xf32>
  return %2, %3 : tensor<8xf32>, tensor<8xf32>
}

func.func @reduce(%x: tensor<4x3xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4x2xf32>, tensor<4x2xf32>) {
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %pinf = hlo.constant dense<0x7F800000> : tensor<f32>
  %0 = hlo.reduce(%x init: %ninf) dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = arith.maximumf %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  %1 = hlo.reduce(%x init: %pinf) dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = arith.minimumf %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  %2 = hlo.reduce_window(%x init: %ninf) window = <size = [1, 2]> : (tensor<4x3xf32>, tensor<f32>) -> tensor<4x2xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = arith.maximumf %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  %3 = hlo.reduce_window(%x init: %pinf) window = <size = [1, 2]> : (tensor<4x3xf32>, tensor<f32>) -> tensor<4x2xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = arith.minimumf %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4x2xf32>, tensor<4x2xf32>
}

//--- gen.py
import os
import sys
import numpy as np

out = sys.argv[1]
nan = float("nan")
# (x, y) pairs: both orders of -0/+0, equal zeros, a NaN, ordinary values.
xs = [0.0, -0.0, -0.0, 0.0, -0.0, nan, 1.5, -2.0]
ys = [-0.0, 0.0, -0.0, 0.0, nan, 0.0, -1.0, 3.0]


def ieee_max(x, y):
    # IEEE 754-2019 maximum: NaN propagates (x's first), -0 < +0.
    return np.where(np.isnan(x), x, np.where(np.isnan(y), y, np.where(
        (x < y) | ((x == y) & np.signbit(x)), y, x)))


def ieee_min(x, y):
    return np.where(np.isnan(x), x, np.where(np.isnan(y), y, np.where(
        (y < x) | ((x == y) & np.signbit(y)), y, x)))


def save(name, a):
    np.save(os.path.join(out, name + ".npy"), a)


for suffix, dt in (("32", np.float32), ("64", np.float64),
                   ("16", np.float16)):
    x, y = np.array(xs, dt), np.array(ys, dt)
    save("x" + suffix, x)
    save("y" + suffix, y)
    save("max" + suffix, ieee_max(x, y).astype(dt))
    save("min" + suffix, ieee_min(x, y).astype(dt))
# bf16: the values are bf16 values, passed and returned as f32.
x, y = np.array(xs, np.float32), np.array(ys, np.float32)
save("xbf", x)
save("ybf", y)
save("maxbf", ieee_max(x, y).astype(np.float32))
save("minbf", ieee_min(x, y).astype(np.float32))
# Hand checks of the oracle: min(0, -0) = -0 and max(-0, 0) = +0 both ways.
assert np.signbit(ieee_min(np.float32(0), np.float32(-0.0)))
assert np.signbit(ieee_min(np.float32(-0.0), np.float32(0)))
assert not np.signbit(ieee_max(np.float32(-0.0), np.float32(0)))
assert not np.signbit(ieee_max(np.float32(0), np.float32(-0.0)))
# Long operands: signed zeros in every lane position, with other values.
rng = np.random.default_rng(3)
xl = rng.choice(np.array([0.0, -0.0, 1.0, -1.0], np.float32), 4096)
yl = rng.choice(np.array([0.0, -0.0, 1.0, -1.0], np.float32), 4096)
save("xl", xl)
save("yl", yl)
save("maxl", ieee_max(xl, yl).astype(np.float32))
save("minl", ieee_min(xl, yl).astype(np.float32))
# Reductions of rows with mixed zeros: max is +0 and min -0 whatever the
# order; windows of 2 along each row.
z = np.array([[-0.0, 0.0, -0.0], [0.0, -0.0, -0.0], [-0.0, -0.0, -0.0],
              [0.0, 0.0, -0.0]], np.float32)
save("zeros", z)
save("rmax", np.array([0.0, 0.0, -0.0, 0.0], np.float32))
save("rmin", np.array([-0.0, -0.0, -0.0, -0.0], np.float32))
save("wmax", np.array([[0.0, 0.0], [0.0, -0.0], [-0.0, -0.0], [0.0, 0.0]],
                      np.float32))
save("wmin", np.array([[-0.0, -0.0], [-0.0, -0.0], [-0.0, -0.0],
                       [0.0, -0.0]], np.float32))
