// A chain of convolutions (fused into one step) whose kernels and bias are
// splat constants: the step reads them as arrays, so they keep their slots
// (they were absorbed as scalars, and the run failed with "the interpreter
// only runs values defined in the same block"). The fused run against the
// reference kernels on the same input.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/x.npy', np.random.default_rng(1).uniform(-1, 1, (1, 4, 8, 8)).astype(np.float32))"
// RUN: xhlo-run %s --arg=%t/x.npy --reference-kernels --out=%t/ref
// RUN: xhlo-run %s --arg=%t/x.npy --profile --expect=%t/ref/result_0.npy --rtol=1e-5 --atol=1e-6 2>&1 | FileCheck %s
// CHECK: fusion(
func.func @main(%v: tensor<1x4x8x8xf32>) -> tensor<1x4x4x4xf32> {
  %k = hlo.constant dense<0.125> : tensor<4x4x3x3xf32>
  %zero = hlo.constant dense<0.0> : tensor<1x4x8x8xf32>
  %a = hlo.convolution %v, %k, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>) -> tensor<1x4x8x8xf32>
  %m = hlo.maximum %a, %zero : tensor<1x4x8x8xf32>
  %k2 = hlo.constant dense<-0.25> : tensor<4x4x3x3xf32>
  %b = hlo.convolution %m, %k2, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>) -> tensor<1x4x8x8xf32>
  %bias = hlo.constant dense<0.5> : tensor<4xf32>
  %bb = hlo.broadcast %bias, dimensions = [1] : (tensor<4xf32>) -> tensor<1x4x8x8xf32>
  %s = hlo.add %b, %bb : tensor<1x4x8x8xf32>
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %p = hlo.reduce_window(%s init: %ninf) window = <size = [1, 1, 2, 2], stride = [1, 1, 2, 2]> : (tensor<1x4x8x8xf32>, tensor<f32>) -> tensor<1x4x4x4xf32> {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %mx = hlo.maximum %x, %y : tensor<f32>
    hlo.return %mx : tensor<f32>
  }
  return %p : tensor<1x4x4x4xf32>
}
