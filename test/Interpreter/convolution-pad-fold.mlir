// The fold of a zero pad into a convolution's window (canonicalize) keeps
// the result: the padded program on the reference kernels against the folded
// one on the fast path (oneDNN), both on the same random inputs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; r = np.random.default_rng(1); np.save('%t/x.npy', r.uniform(-1, 1, (2, 3, 6, 5)).astype(np.float32)); np.save('%t/w.npy', r.uniform(-1, 1, (4, 3, 3, 3)).astype(np.float32))"
// RUN: xhlo-run %s --arg=%t/x.npy --arg=%t/w.npy --reference-kernels --out=%t/padded
// RUN: xhlo-opt %s -canonicalize -o %t/folded.mlir
// RUN: FileCheck %s < %t/folded.mlir
// RUN: xhlo-run %t/folded.mlir --arg=%t/x.npy --arg=%t/w.npy --expect=%t/padded/result_0.npy --rtol=1e-5 --atol=1e-6

// CHECK-NOT: hlo.pad
// CHECK: hlo.convolution {{.*}}pad_low = [2, 1], pad_high = [1, 1]
func.func @main(%x: tensor<2x3x6x5xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<2x4x7x5xf32> {
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %p = hlo.pad %x, %zero, low = [0, 0, 1, 1], high = [0, 0, 0, 1] : (tensor<2x3x6x5xf32>, tensor<f32>) -> tensor<2x3x7x7xf32>
  %r = hlo.convolution %p, %w, window = <size = [3, 3], pad_low = [1, 0], pad_high = [1, 0]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<2x3x7x7xf32>, tensor<4x3x3x3xf32>) -> tensor<2x4x7x5xf32>
  return %r : tensor<2x4x7x5xf32>
}
