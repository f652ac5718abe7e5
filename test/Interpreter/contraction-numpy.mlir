// dot and convolution in many element types and layouts, and the other
// contraction-family ops, against numpy (Inputs/contraction_numpy.py;
// convolutions through Inputs/xla_conv.py, a reference written from XLA's
// operation semantics). dot: batch dimensions anywhere (two of them), two
// contracting dimensions in swapped order, an outer product and a vector
// dot, s8 -> s32, u8/u16/u32/s16/s64 wrapping around, f16 and bf16
// accumulated in f32 and rounded once, bf16 -> f32, complex, mixed operand
// types (s8 x f32, c64 x f32 -> c128). convolution: non-default dim_labels
// for all three operands (spatial dimensions first, feature first, batch
// in the middle), strides, positive and negative padding, lhs (base) and
// rhs (window) dilation, window reversal, feature groups (grouped and
// depthwise with a multiplier), batch groups (group size 1 and 2), 0 and 3
// spatial dimensions, s8 -> s32, s32, s16, u8 (no overflow: XLA's
// evaluator saturates integer convolutions, its CPU emitter wraps), f16,
// bf16, f64, c64, c128, mixed s8 x f32. f32 runs through the library fast
// paths (OpenBLAS, oneDNN) and --reference-kernels. Then cholesky (both
// triangles, real and complex), triangular_solve (left/right, lower/upper,
// unit diagonal, transpose, adjoint), fft (all four kinds) and the three
// batch-norm ops.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/contraction_numpy.py %t

// RUN: xhlo-run %s --entry=c0 --arg=%t/c0/lhs.npy --arg=%t/c0/rhs.npy --expect=%t/c0/0.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --entry=c0 --reference-kernels --arg=%t/c0/lhs.npy --arg=%t/c0/rhs.npy --expect=%t/c0/0.npy --rtol=1e-5 --atol=1e-5
func.func @c0(%lhs: tensor<1x7x8x3xf32>, %rhs: tensor<3x3x3x4xf32>) -> tensor<1x4x9x4xf32> {
  %r = hlo.convolution %lhs, %rhs, window = <size = [3, 3], stride = [2, 1], pad_low = [1, 1], pad_high = [1, 2]>,
      dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
      : (tensor<1x7x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x4x9x4xf32>
  return %r : tensor<1x4x9x4xf32>
}

// RUN: xhlo-run %s --entry=c1 --arg=%t/c1/lhs.npy --arg=%t/c1/rhs.npy --expect=%t/c1/0.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --entry=c1 --reference-kernels --arg=%t/c1/lhs.npy --arg=%t/c1/rhs.npy --expect=%t/c1/0.npy --rtol=1e-5 --atol=1e-5
func.func @c1(%lhs: tensor<5x2x6x3xf32>, %rhs: tensor<4x2x3x3xf32>) -> tensor<4x4x2x5xf32> {
  %r = hlo.convolution %lhs, %rhs, window = <size = [2, 3], pad_low = [0, 1], pad_high = [1, 0], rhs_dilate = [2, 1]>,
      dim_labels = <[0, b, 1, f]x[o, 0, 1, i]->[f, 0, b, 1]>
      : (tensor<5x2x6x3xf32>, tensor<4x2x3x3xf32>) -> tensor<4x4x2x5xf32>
  return %r : tensor<4x4x2x5xf32>
}

// RUN: xhlo-run %s --entry=c2 --arg=%t/c2/lhs.npy --arg=%t/c2/rhs.npy --expect=%t/c2/0.npy --rtol=1e-12 --atol=1e-12
func.func @c2(%lhs: tensor<2x5x2xf64>, %rhs: tensor<3x2x4xf64>) -> tensor<2x7x4xf64> {
  %r = hlo.convolution %lhs, %rhs, window = <size = [3], pad_low = [1], pad_high = [1], lhs_dilate = [2], rhs_dilate = [2], rhs_reversal = [1]>,
      dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]>
      : (tensor<2x5x2xf64>, tensor<3x2x4xf64>) -> tensor<2x7x4xf64>
  return %r : tensor<2x7x4xf64>
}

// RUN: xhlo-run %s --entry=c3 --arg=%t/c3/lhs.npy --arg=%t/c3/rhs.npy --expect=%t/c3/0.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --entry=c3 --reference-kernels --arg=%t/c3/lhs.npy --arg=%t/c3/rhs.npy --expect=%t/c3/0.npy --rtol=1e-5 --atol=1e-5
func.func @c3(%lhs: tensor<2x6x5x5xf32>, %rhs: tensor<6x2x3x3xf32>) -> tensor<2x6x3x3xf32> {
  %r = hlo.convolution %lhs, %rhs, window = <size = [3, 3]>,
      dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 3
      : (tensor<2x6x5x5xf32>, tensor<6x2x3x3xf32>) -> tensor<2x6x3x3xf32>
  return %r : tensor<2x6x3x3xf32>
}

// RUN: xhlo-run %s --entry=c4 --arg=%t/c4/lhs.npy --arg=%t/c4/rhs.npy --expect=%t/c4/0.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --entry=c4 --reference-kernels --arg=%t/c4/lhs.npy --arg=%t/c4/rhs.npy --expect=%t/c4/0.npy --rtol=1e-5 --atol=1e-5
func.func @c4(%lhs: tensor<1x5x5x4xf32>, %rhs: tensor<3x3x1x8xf32>) -> tensor<1x3x3x8xf32> {
  %r = hlo.convolution %lhs, %rhs, window = <size = [3, 3], stride = [2, 2], pad_low = [1, 1], pad_high = [1, 1]>,
      dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 4
      : (tensor<1x5x5x4xf32>, tensor<3x3x1x8xf32>) -> tensor<1x3x3x8xf32>
  return %r : tensor<1x3x3x8xf32>
}

// RUN: xhlo-run %s --entry=c5 --arg=%t/c5/lhs.npy --arg=%t/c5/rhs.npy --expect=%t/c5/0.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --entry=c5 --reference-kernels --arg=%t/c5/lhs.npy --arg=%t/c5/rhs.npy --expect=%t/c5/0.npy --rtol=1e-5 --atol=1e-5
func.func @c5(%lhs: tensor<4x5x3xf32>, %rhs: tensor<2x3x6xf32>) -> tensor<2x4x6xf32> {
  %r = hlo.convolution %lhs, %rhs, window = <size = [2]>,
      dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]>, batch_group_count = 2
      : (tensor<4x5x3xf32>, tensor<2x3x6xf32>) -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}

// RUN: xhlo-run %s --entry=c6 --arg=%t/c6/lhs.npy --arg=%t/c6/rhs.npy --expect=%t/c6/0.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --entry=c6 --reference-kernels --arg=%t/c6/lhs.npy --arg=%t/c6/rhs.npy --expect=%t/c6/0.npy --rtol=1e-5 --atol=1e-5
func.func @c6(%lhs: tensor<6x4x2xf32>, %rhs: tensor<2x2x6xf32>) -> tensor<2x3x6xf32> {
  %r = hlo.convolution %lhs, %rhs, window = <size = [2]>,
      dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]>, batch_group_count = 3
      : (tensor<6x4x2xf32>, tensor<2x2x6xf32>) -> tensor<2x3x6xf32>
  return %r : tensor<2x3x6xf32>
}

// RUN: xhlo-run %s --entry=c7 --arg=%t/c7/lhs.npy --arg=%t/c7/rhs.npy --expect=%t/c7/0.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --entry=c7 --reference-kernels --arg=%t/c7/lhs.npy --arg=%t/c7/rhs.npy --expect=%t/c7/0.npy --rtol=1e-5 --atol=1e-5
func.func @c7(%lhs: tensor<1x9x2xf32>, %rhs: tensor<2x2x3xf32>) -> tensor<1x3x3xf32> {
  %r = hlo.convolution %lhs, %rhs, window = <size = [2], stride = [2], pad_low = [-1], pad_high = [-2]>,
      dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]>
      : (tensor<1x9x2xf32>, tensor<2x2x3xf32>) -> tensor<1x3x3xf32>
  return %r : tensor<1x3x3xf32>
}

// RUN: xhlo-run %s --entry=c8 --arg=%t/c8/lhs.npy --arg=%t/c8/rhs.npy --expect=%t/c8/0.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --entry=c8 --reference-kernels --arg=%t/c8/lhs.npy --arg=%t/c8/rhs.npy --expect=%t/c8/0.npy --rtol=1e-5 --atol=1e-5
func.func @c8(%lhs: tensor<1x4x4x4x2xf32>, %rhs: tensor<2x2x2x2x3xf32>) -> tensor<1x2x2x3x3xf32> {
  %r = hlo.convolution %lhs, %rhs, window = <size = [2, 2, 2], stride = [2, 2, 2], pad_low = [1, 0, 1], pad_high = [0, 1, 1]>,
      dim_labels = <[b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f]>
      : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x3xf32>) -> tensor<1x2x2x3x3xf32>
  return %r : tensor<1x2x2x3x3xf32>
}

// RUN: xhlo-run %s --entry=c9 --arg=%t/c9/lhs.npy --arg=%t/c9/rhs.npy --expect=%t/c9/0.npy --rtol=1e-12 --atol=1e-12
func.func @c9(%lhs: tensor<3x4xf64>, %rhs: tensor<4x5xf64>) -> tensor<3x5xf64> {
  %r = hlo.convolution %lhs, %rhs, window = <size = []>,
      dim_labels = <[b, f]x[i, o]->[b, f]>
      : (tensor<3x4xf64>, tensor<4x5xf64>) -> tensor<3x5xf64>
  return %r : tensor<3x5xf64>
}

// RUN: xhlo-run %s --entry=c10 --arg=%t/c10/lhs.npy --arg=%t/c10/rhs.npy --expect=%t/c10/0.npy --rtol=0 --atol=0
func.func @c10(%lhs: tensor<2x4x4x3xi8>, %rhs: tensor<2x2x3x2xi8>) -> tensor<2x4x4x2xi32> {
  %r = hlo.convolution %lhs, %rhs, window = <size = [2, 2], pad_low = [0, 1], pad_high = [1, 0]>,
      dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
      : (tensor<2x4x4x3xi8>, tensor<2x2x3x2xi8>) -> tensor<2x4x4x2xi32>
  return %r : tensor<2x4x4x2xi32>
}

// RUN: xhlo-run %s --entry=c11 --arg=%t/c11/lhs.npy --arg=%t/c11/rhs.npy --expect=%t/c11/0.npy --rtol=0 --atol=0
func.func @c11(%lhs: tensor<1x6x4xi32>, %rhs: tensor<3x2x4xi32>) -> tensor<1x2x4xi32> {
  %r = hlo.convolution %lhs, %rhs, window = <size = [3], stride = [2]>,
      dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 2
      : (tensor<1x6x4xi32>, tensor<3x2x4xi32>) -> tensor<1x2x4xi32>
  return %r : tensor<1x2x4xi32>
}

// RUN: xhlo-run %s --entry=c12 --arg=%t/c12/lhs.npy --arg=%t/c12/rhs.npy --expect=%t/c12/0.npy --rtol=0 --atol=0
func.func @c12(%lhs: tensor<1x5x2xui8>, %rhs: tensor<2x2x2xui8>) -> tensor<1x4x2xui8> {
  %r = hlo.convolution %lhs, %rhs, window = <size = [2]>,
      dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]>
      : (tensor<1x5x2xui8>, tensor<2x2x2xui8>) -> tensor<1x4x2xui8>
  return %r : tensor<1x4x2xui8>
}

// RUN: xhlo-run %s --entry=c13 --arg=%t/c13/lhs.npy --arg=%t/c13/rhs.npy --expect=%t/c13/0.npy --rtol=0 --atol=0
func.func @c13(%lhs: tensor<2x3x5xi16>, %rhs: tensor<3x2x2xi16>) -> tensor<2x2x3xi16> {
  %r = hlo.convolution %lhs, %rhs, window = <size = [2], rhs_dilate = [2]>,
      dim_labels = <[b, f, 0]x[i, o, 0]->[b, f, 0]>
      : (tensor<2x3x5xi16>, tensor<3x2x2xi16>) -> tensor<2x2x3xi16>
  return %r : tensor<2x2x3xi16>
}

// RUN: xhlo-run %s --entry=c14 --arg=%t/c14/lhs.npy --arg=%t/c14/rhs.npy --expect=%t/c14/0.npy --rtol=2e-3 --atol=2e-3
func.func @c14(%lhs: tensor<1x5x5x3xf16>, %rhs: tensor<3x3x3x2xf16>) -> tensor<1x5x5x2xf16> {
  %r = hlo.convolution %lhs, %rhs, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>,
      dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
      : (tensor<1x5x5x3xf16>, tensor<3x3x3x2xf16>) -> tensor<1x5x5x2xf16>
  return %r : tensor<1x5x5x2xf16>
}

// RUN: xhlo-run %s --entry=c15 --arg=%t/c15/lhs.npy --arg=%t/c15/rhs.npy --expect=%t/c15/0.npy --rtol=1.6e-2 --atol=1.6e-2
func.func @c15(%lhs: tensor<1x5x5x3xf32>, %rhs: tensor<3x3x3x2xf32>) -> tensor<1x5x5x2xf32> {
  %lb = hlo.convert %lhs : (tensor<1x5x5x3xf32>) -> tensor<1x5x5x3xbf16>
  %rb = hlo.convert %rhs : (tensor<3x3x3x2xf32>) -> tensor<3x3x3x2xbf16>
  %r = hlo.convolution %lb, %rb, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>,
      dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
      : (tensor<1x5x5x3xbf16>, tensor<3x3x3x2xbf16>) -> tensor<1x5x5x2xbf16>
  %rf = hlo.convert %r : (tensor<1x5x5x2xbf16>) -> tensor<1x5x5x2xf32>
  return %rf : tensor<1x5x5x2xf32>
}

// RUN: xhlo-run %s --entry=c16 --arg=%t/c16/lhs.npy --arg=%t/c16/rhs.npy --expect=%t/c16/0.npy --rtol=1e-5 --atol=1e-5
func.func @c16(%lhs: tensor<2x5x3xcomplex<f32>>, %rhs: tensor<3x3x2xcomplex<f32>>) -> tensor<2x3x2xcomplex<f32>> {
  %r = hlo.convolution %lhs, %rhs, window = <size = [3], pad_low = [1], pad_high = [1], rhs_dilate = [2]>,
      dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]>
      : (tensor<2x5x3xcomplex<f32>>, tensor<3x3x2xcomplex<f32>>) -> tensor<2x3x2xcomplex<f32>>
  return %r : tensor<2x3x2xcomplex<f32>>
}

// RUN: xhlo-run %s --entry=c17 --arg=%t/c17/lhs.npy --arg=%t/c17/rhs.npy --expect=%t/c17/0.npy --rtol=1e-12 --atol=1e-12
func.func @c17(%lhs: tensor<1x6x3xcomplex<f64>>, %rhs: tensor<2x1x6xcomplex<f64>>) -> tensor<1x5x6xcomplex<f64>> {
  %r = hlo.convolution %lhs, %rhs, window = <size = [2]>,
      dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 3
      : (tensor<1x6x3xcomplex<f64>>, tensor<2x1x6xcomplex<f64>>) -> tensor<1x5x6xcomplex<f64>>
  return %r : tensor<1x5x6xcomplex<f64>>
}

// RUN: xhlo-run %s --entry=c18 --arg=%t/c18/lhs.npy --arg=%t/c18/rhs.npy --expect=%t/c18/0.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --entry=c18 --reference-kernels --arg=%t/c18/lhs.npy --arg=%t/c18/rhs.npy --expect=%t/c18/0.npy --rtol=1e-5 --atol=1e-5
func.func @c18(%lhs: tensor<1x4x3xi8>, %rhs: tensor<2x3x2xf32>) -> tensor<1x3x2xf32> {
  %r = hlo.convolution %lhs, %rhs, window = <size = [2]>,
      dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]>
      : (tensor<1x4x3xi8>, tensor<2x3x2xf32>) -> tensor<1x3x2xf32>
  return %r : tensor<1x3x2xf32>
}

// RUN: xhlo-run %s --entry=c19 --arg=%t/c19/lhs.npy --arg=%t/c19/rhs.npy --expect=%t/c19/0.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --entry=c19 --reference-kernels --arg=%t/c19/lhs.npy --arg=%t/c19/rhs.npy --expect=%t/c19/0.npy --rtol=1e-5 --atol=1e-5
func.func @c19(%lhs: tensor<1x4x3xf32>, %rhs: tensor<2x3x2xf32>) -> tensor<1x3x2xf32> {
  %lb = hlo.convert %lhs : (tensor<1x4x3xf32>) -> tensor<1x4x3xbf16>
  %rb = hlo.convert %rhs : (tensor<2x3x2xf32>) -> tensor<2x3x2xbf16>
  %r = hlo.convolution %lb, %rb, window = <size = [2]>,
      dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]>
      : (tensor<1x4x3xbf16>, tensor<2x3x2xbf16>) -> tensor<1x3x2xf32>
  return %r : tensor<1x3x2xf32>
}

// RUN: xhlo-run %s --entry=d0 --arg=%t/d0/lhs.npy --arg=%t/d0/rhs.npy --expect=%t/d0/0.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --entry=d0 --reference-kernels --arg=%t/d0/lhs.npy --arg=%t/d0/rhs.npy --expect=%t/d0/0.npy --rtol=1e-5 --atol=1e-5
func.func @d0(%lhs: tensor<3x2x4x5xf32>, %rhs: tensor<5x6x2x3xf32>) -> tensor<2x4x6xf32> {
  %r = hlo.dot %lhs, %rhs, lhs_batch_dims = [1], lhs_contracting_dims = [0, 3], rhs_batch_dims = [2], rhs_contracting_dims = [3, 0]
      : (tensor<3x2x4x5xf32>, tensor<5x6x2x3xf32>) -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}

// RUN: xhlo-run %s --entry=d1 --arg=%t/d1/lhs.npy --arg=%t/d1/rhs.npy --expect=%t/d1/0.npy --rtol=1e-12 --atol=1e-12
// RUN: xhlo-run %s --entry=d1 --reference-kernels --arg=%t/d1/lhs.npy --arg=%t/d1/rhs.npy --expect=%t/d1/0.npy --rtol=1e-12 --atol=1e-12
func.func @d1(%lhs: tensor<2x3x4x5xf64>, %rhs: tensor<4x5x2x6xf64>) -> tensor<2x4x3x6xf64> {
  %r = hlo.dot %lhs, %rhs, lhs_batch_dims = [0, 2], lhs_contracting_dims = [3], rhs_batch_dims = [2, 0], rhs_contracting_dims = [1]
      : (tensor<2x3x4x5xf64>, tensor<4x5x2x6xf64>) -> tensor<2x4x3x6xf64>
  return %r : tensor<2x4x3x6xf64>
}

// RUN: xhlo-run %s --entry=d2 --arg=%t/d2/lhs.npy --arg=%t/d2/rhs.npy --expect=%t/d2/0.npy --rtol=0 --atol=0
func.func @d2(%lhs: tensor<4x7xi8>, %rhs: tensor<7x3xi8>) -> tensor<4x3xi32> {
  %r = hlo.dot %lhs, %rhs, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
      : (tensor<4x7xi8>, tensor<7x3xi8>) -> tensor<4x3xi32>
  return %r : tensor<4x3xi32>
}

// RUN: xhlo-run %s --entry=d3 --arg=%t/d3/lhs.npy --arg=%t/d3/rhs.npy --expect=%t/d3/0.npy --rtol=0 --atol=0
func.func @d3(%lhs: tensor<3x9xui8>, %rhs: tensor<9x2xui8>) -> tensor<3x2xui8> {
  %r = hlo.dot %lhs, %rhs, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
      : (tensor<3x9xui8>, tensor<9x2xui8>) -> tensor<3x2xui8>
  return %r : tensor<3x2xui8>
}

// RUN: xhlo-run %s --entry=d4 --arg=%t/d4/lhs.npy --arg=%t/d4/rhs.npy --out=%t/d4.out --expect=%t/d4/0.npy --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/d4.out %t/d4
func.func @d4(%lhs: tensor<2x3xi64>, %rhs: tensor<3x2xi64>) -> tensor<2x2xi64> {
  %r = hlo.dot %lhs, %rhs, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
      : (tensor<2x3xi64>, tensor<3x2xi64>) -> tensor<2x2xi64>
  return %r : tensor<2x2xi64>
}

// RUN: xhlo-run %s --entry=d5 --arg=%t/d5/lhs.npy --arg=%t/d5/rhs.npy --expect=%t/d5/0.npy --rtol=2e-3 --atol=2e-3
func.func @d5(%lhs: tensor<2x4x8xf16>, %rhs: tensor<2x8x3xf16>) -> tensor<2x4x3xf16> {
  %r = hlo.dot %lhs, %rhs, lhs_batch_dims = [0], lhs_contracting_dims = [2], rhs_batch_dims = [0], rhs_contracting_dims = [1]
      : (tensor<2x4x8xf16>, tensor<2x8x3xf16>) -> tensor<2x4x3xf16>
  return %r : tensor<2x4x3xf16>
}

// RUN: xhlo-run %s --entry=d6 --arg=%t/d6/lhs.npy --arg=%t/d6/rhs.npy --expect=%t/d6/0.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --entry=d6 --reference-kernels --arg=%t/d6/lhs.npy --arg=%t/d6/rhs.npy --expect=%t/d6/0.npy --rtol=1e-5 --atol=1e-5
func.func @d6(%lhs: tensor<3x6xf32>, %rhs: tensor<6x4xf32>) -> tensor<3x4xf32> {
  %lb = hlo.convert %lhs : (tensor<3x6xf32>) -> tensor<3x6xbf16>
  %rb = hlo.convert %rhs : (tensor<6x4xf32>) -> tensor<6x4xbf16>
  %r = hlo.dot %lb, %rb, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
      : (tensor<3x6xbf16>, tensor<6x4xbf16>) -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// RUN: xhlo-run %s --entry=d7 --arg=%t/d7/lhs.npy --arg=%t/d7/rhs.npy --expect=%t/d7/0.npy --rtol=1.6e-2 --atol=1.6e-2
func.func @d7(%lhs: tensor<3x6xf32>, %rhs: tensor<6x4xf32>) -> tensor<3x4xf32> {
  %lb = hlo.convert %lhs : (tensor<3x6xf32>) -> tensor<3x6xbf16>
  %rb = hlo.convert %rhs : (tensor<6x4xf32>) -> tensor<6x4xbf16>
  %r = hlo.dot %lb, %rb, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
      : (tensor<3x6xbf16>, tensor<6x4xbf16>) -> tensor<3x4xbf16>
  %rf = hlo.convert %r : (tensor<3x4xbf16>) -> tensor<3x4xf32>
  return %rf : tensor<3x4xf32>
}

// RUN: xhlo-run %s --entry=d8 --arg=%t/d8/lhs.npy --arg=%t/d8/rhs.npy --expect=%t/d8/0.npy --rtol=1e-5 --atol=1e-5
func.func @d8(%lhs: tensor<2x3x4x5xcomplex<f32>>, %rhs: tensor<5x2x3x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>> {
  %r = hlo.dot %lhs, %rhs, lhs_batch_dims = [0], lhs_contracting_dims = [1, 3], rhs_batch_dims = [1], rhs_contracting_dims = [2, 0]
      : (tensor<2x3x4x5xcomplex<f32>>, tensor<5x2x3x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>>
  return %r : tensor<2x4x6xcomplex<f32>>
}

// RUN: xhlo-run %s --entry=d9 --arg=%t/d9/lhs.npy --arg=%t/d9/rhs.npy --expect=%t/d9/0.npy --rtol=1e-12 --atol=1e-12
func.func @d9(%lhs: tensor<3x4xcomplex<f64>>, %rhs: tensor<4x2xcomplex<f64>>) -> tensor<3x2xcomplex<f64>> {
  %r = hlo.dot %lhs, %rhs, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
      : (tensor<3x4xcomplex<f64>>, tensor<4x2xcomplex<f64>>) -> tensor<3x2xcomplex<f64>>
  return %r : tensor<3x2xcomplex<f64>>
}

// RUN: xhlo-run %s --entry=d10 --arg=%t/d10/lhs.npy --arg=%t/d10/rhs.npy --expect=%t/d10/0.npy --rtol=1e-5 --atol=1e-5
func.func @d10(%lhs: tensor<2x3xi8>, %rhs: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %r = hlo.dot %lhs, %rhs, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
      : (tensor<2x3xi8>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

// RUN: xhlo-run %s --entry=d11 --arg=%t/d11/lhs.npy --arg=%t/d11/rhs.npy --expect=%t/d11/0.npy --rtol=1e-12 --atol=1e-12
func.func @d11(%lhs: tensor<2x3xcomplex<f32>>, %rhs: tensor<3x4xf32>) -> tensor<2x4xcomplex<f64>> {
  %r = hlo.dot %lhs, %rhs, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
      : (tensor<2x3xcomplex<f32>>, tensor<3x4xf32>) -> tensor<2x4xcomplex<f64>>
  return %r : tensor<2x4xcomplex<f64>>
}

// RUN: xhlo-run %s --entry=d12 --arg=%t/d12/lhs.npy --arg=%t/d12/rhs.npy --expect=%t/d12/0.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --entry=d12 --reference-kernels --arg=%t/d12/lhs.npy --arg=%t/d12/rhs.npy --expect=%t/d12/0.npy --rtol=1e-5 --atol=1e-5
func.func @d12(%lhs: tensor<3xf32>, %rhs: tensor<4xf32>) -> tensor<3x4xf32> {
  %r = hlo.dot %lhs, %rhs
      : (tensor<3xf32>, tensor<4xf32>) -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// RUN: xhlo-run %s --entry=d13 --arg=%t/d13/lhs.npy --arg=%t/d13/rhs.npy --expect=%t/d13/0.npy --rtol=1e-12 --atol=1e-12
// RUN: xhlo-run %s --entry=d13 --reference-kernels --arg=%t/d13/lhs.npy --arg=%t/d13/rhs.npy --expect=%t/d13/0.npy --rtol=1e-12 --atol=1e-12
func.func @d13(%lhs: tensor<7xf64>, %rhs: tensor<7xf64>) -> tensor<f64> {
  %r = hlo.dot %lhs, %rhs, lhs_contracting_dims = [0], rhs_contracting_dims = [0]
      : (tensor<7xf64>, tensor<7xf64>) -> tensor<f64>
  return %r : tensor<f64>
}

// RUN: xhlo-run %s --entry=d14 --arg=%t/d14/lhs.npy --arg=%t/d14/rhs.npy --expect=%t/d14/0.npy --rtol=0 --atol=0
func.func @d14(%lhs: tensor<2x5xui32>, %rhs: tensor<5x3xui32>) -> tensor<2x3xui32> {
  %r = hlo.dot %lhs, %rhs, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
      : (tensor<2x5xui32>, tensor<5x3xui32>) -> tensor<2x3xui32>
  return %r : tensor<2x3xui32>
}

// RUN: xhlo-run %s --entry=d15 --arg=%t/d15/lhs.npy --arg=%t/d15/rhs.npy --expect=%t/d15/0.npy --rtol=0 --atol=0
func.func @d15(%lhs: tensor<2x5xi16>, %rhs: tensor<5x2xi16>) -> tensor<2x2xi16> {
  %r = hlo.dot %lhs, %rhs, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
      : (tensor<2x5xi16>, tensor<5x2xi16>) -> tensor<2x2xi16>
  return %r : tensor<2x2xi16>
}

// RUN: xhlo-run %s --entry=d16 --arg=%t/d16/lhs.npy --arg=%t/d16/rhs.npy --expect=%t/d16/0.npy --rtol=0 --atol=0
func.func @d16(%lhs: tensor<3x4xui16>, %rhs: tensor<4x2xui16>) -> tensor<3x2xui16> {
  %r = hlo.dot %lhs, %rhs, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
      : (tensor<3x4xui16>, tensor<4x2xui16>) -> tensor<3x2xui16>
  return %r : tensor<3x2xui16>
}

// cholesky reads only the named triangle of its input (the other holds
// garbage here) and defines only that triangle of its result, so the other
// one is masked to zero before the comparison with numpy.linalg.cholesky
// (upper = the conjugate transpose of lower).
// RUN: xhlo-run %s --entry=cholesky_f32 --arg=%t/cholesky_f32/lo.npy --arg=%t/cholesky_f32/up.npy --expect=%t/cholesky_f32/0.npy --expect=%t/cholesky_f32/1.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --entry=cholesky_f64 --arg=%t/cholesky_f64/lo.npy --arg=%t/cholesky_f64/up.npy --expect=%t/cholesky_f64/0.npy --expect=%t/cholesky_f64/1.npy --rtol=1e-12 --atol=1e-12
// RUN: xhlo-run %s --entry=cholesky_c64 --arg=%t/cholesky_c64/lo.npy --arg=%t/cholesky_c64/up.npy --expect=%t/cholesky_c64/0.npy --expect=%t/cholesky_c64/1.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --entry=cholesky_c128 --arg=%t/cholesky_c128/lo.npy --arg=%t/cholesky_c128/up.npy --expect=%t/cholesky_c128/0.npy --expect=%t/cholesky_c128/1.npy --rtol=1e-12 --atol=1e-12
func.func @cholesky_f32(%lo: tensor<2x4x4xf32>, %up: tensor<2x4x4xf32>) -> (tensor<2x4x4xf32>, tensor<2x4x4xf32>) {
  %l = hlo.cholesky %lo, lower = true : tensor<2x4x4xf32>
  %u = hlo.cholesky %up, lower = false : tensor<2x4x4xf32>
  %row = hlo.iota iota_dimension = 1 : tensor<2x4x4xi32>
  %col = hlo.iota iota_dimension = 2 : tensor<2x4x4xi32>
  %below = hlo.compare GE, %row, %col : tensor<2x4x4xi32>
  %above = hlo.compare LE, %row, %col : tensor<2x4x4xi32>
  %z = hlo.constant dense<0.0> : tensor<2x4x4xf32>
  %lm = hlo.select %below, %l, %z : tensor<2x4x4xi1>, tensor<2x4x4xf32>
  %um = hlo.select %above, %u, %z : tensor<2x4x4xi1>, tensor<2x4x4xf32>
  return %lm, %um : tensor<2x4x4xf32>, tensor<2x4x4xf32>
}
func.func @cholesky_f64(%lo: tensor<2x5x5xf64>, %up: tensor<2x5x5xf64>) -> (tensor<2x5x5xf64>, tensor<2x5x5xf64>) {
  %l = hlo.cholesky %lo, lower = true : tensor<2x5x5xf64>
  %u = hlo.cholesky %up, lower = false : tensor<2x5x5xf64>
  %row = hlo.iota iota_dimension = 1 : tensor<2x5x5xi32>
  %col = hlo.iota iota_dimension = 2 : tensor<2x5x5xi32>
  %below = hlo.compare GE, %row, %col : tensor<2x5x5xi32>
  %above = hlo.compare LE, %row, %col : tensor<2x5x5xi32>
  %z = hlo.constant dense<0.0> : tensor<2x5x5xf64>
  %lm = hlo.select %below, %l, %z : tensor<2x5x5xi1>, tensor<2x5x5xf64>
  %um = hlo.select %above, %u, %z : tensor<2x5x5xi1>, tensor<2x5x5xf64>
  return %lm, %um : tensor<2x5x5xf64>, tensor<2x5x5xf64>
}
func.func @cholesky_c64(%lo: tensor<2x3x3xcomplex<f32>>, %up: tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) {
  %l = hlo.cholesky %lo, lower = true : tensor<2x3x3xcomplex<f32>>
  %u = hlo.cholesky %up, lower = false : tensor<2x3x3xcomplex<f32>>
  %row = hlo.iota iota_dimension = 1 : tensor<2x3x3xi32>
  %col = hlo.iota iota_dimension = 2 : tensor<2x3x3xi32>
  %below = hlo.compare GE, %row, %col : tensor<2x3x3xi32>
  %above = hlo.compare LE, %row, %col : tensor<2x3x3xi32>
  %z = hlo.constant dense<(0.0, 0.0)> : tensor<2x3x3xcomplex<f32>>
  %lm = hlo.select %below, %l, %z : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
  %um = hlo.select %above, %u, %z : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
  return %lm, %um : tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>
}
func.func @cholesky_c128(%lo: tensor<2x4x4xcomplex<f64>>, %up: tensor<2x4x4xcomplex<f64>>) -> (tensor<2x4x4xcomplex<f64>>, tensor<2x4x4xcomplex<f64>>) {
  %l = hlo.cholesky %lo, lower = true : tensor<2x4x4xcomplex<f64>>
  %u = hlo.cholesky %up, lower = false : tensor<2x4x4xcomplex<f64>>
  %row = hlo.iota iota_dimension = 1 : tensor<2x4x4xi32>
  %col = hlo.iota iota_dimension = 2 : tensor<2x4x4xi32>
  %below = hlo.compare GE, %row, %col : tensor<2x4x4xi32>
  %above = hlo.compare LE, %row, %col : tensor<2x4x4xi32>
  %z = hlo.constant dense<(0.0, 0.0)> : tensor<2x4x4xcomplex<f64>>
  %lm = hlo.select %below, %l, %z : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f64>>
  %um = hlo.select %above, %u, %z : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f64>>
  return %lm, %um : tensor<2x4x4xcomplex<f64>>, tensor<2x4x4xcomplex<f64>>
}

// triangular_solve: op(a) x = b (left_side) or x op(a) = b, op = a, a^T or
// a^H; only a's triangle is read, and not its diagonal with unit_diagonal
// (the inputs hold other values there).
// RUN: xhlo-run %s --entry=triangular_solve_0 --arg=%t/triangular_solve_0/a.npy --arg=%t/triangular_solve_0/b.npy --expect=%t/triangular_solve_0/0.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --entry=triangular_solve_1 --arg=%t/triangular_solve_1/a.npy --arg=%t/triangular_solve_1/b.npy --expect=%t/triangular_solve_1/0.npy --rtol=1e-12 --atol=1e-12
// RUN: xhlo-run %s --entry=triangular_solve_2 --arg=%t/triangular_solve_2/a.npy --arg=%t/triangular_solve_2/b.npy --expect=%t/triangular_solve_2/0.npy --rtol=1e-12 --atol=1e-12
// RUN: xhlo-run %s --entry=triangular_solve_3 --arg=%t/triangular_solve_3/a.npy --arg=%t/triangular_solve_3/b.npy --expect=%t/triangular_solve_3/0.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --entry=triangular_solve_4 --arg=%t/triangular_solve_4/a.npy --arg=%t/triangular_solve_4/b.npy --expect=%t/triangular_solve_4/0.npy --rtol=1e-12 --atol=1e-12
// RUN: xhlo-run %s --entry=triangular_solve_5 --arg=%t/triangular_solve_5/a.npy --arg=%t/triangular_solve_5/b.npy --expect=%t/triangular_solve_5/0.npy --rtol=1e-5 --atol=1e-5
func.func @triangular_solve_0(%a: tensor<4x4xf32>, %b: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %x = hlo.triangular_solve %a, %b, <left_side = true, lower = true, transpose_a = NO_TRANSPOSE> : (tensor<4x4xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  return %x : tensor<4x3xf32>
}
func.func @triangular_solve_1(%a: tensor<4x4xf64>, %b: tensor<3x4xf64>) -> tensor<3x4xf64> {
  %x = hlo.triangular_solve %a, %b, <transpose_a = TRANSPOSE> : (tensor<4x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
  return %x : tensor<3x4xf64>
}
func.func @triangular_solve_2(%a: tensor<4x4xf64>, %b: tensor<4x3xf64>) -> tensor<4x3xf64> {
  %x = hlo.triangular_solve %a, %b, <left_side = true, unit_diagonal = true, transpose_a = NO_TRANSPOSE> : (tensor<4x4xf64>, tensor<4x3xf64>) -> tensor<4x3xf64>
  return %x : tensor<4x3xf64>
}
func.func @triangular_solve_3(%a: tensor<4x4xcomplex<f32>>, %b: tensor<4x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>> {
  %x = hlo.triangular_solve %a, %b, <left_side = true, lower = true, transpose_a = ADJOINT> : (tensor<4x4xcomplex<f32>>, tensor<4x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
  return %x : tensor<4x3xcomplex<f32>>
}
func.func @triangular_solve_4(%a: tensor<4x4xcomplex<f64>>, %b: tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>> {
  %x = hlo.triangular_solve %a, %b, <lower = true, unit_diagonal = true, transpose_a = ADJOINT> : (tensor<4x4xcomplex<f64>>, tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>>
  return %x : tensor<3x4xcomplex<f64>>
}
func.func @triangular_solve_5(%a: tensor<4x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %x = hlo.triangular_solve %a, %b, <lower = true, transpose_a = TRANSPOSE> : (tensor<4x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %x : tensor<3x4xf32>
}

// fft against numpy.fft: FFT (c64), a 3-D IFFT (c128, scaled by 1/n), RFFT
// (f32, and 2-D f64), a 2-D IRFFT to an even and to an odd length.
// RUN: xhlo-run %s --entry=fft --arg=%t/fft/c.npy --arg=%t/fft/c3.npy \
// RUN:   --arg=%t/fft/r.npy --arg=%t/fft/r2.npy --arg=%t/fft/h.npy \
// RUN:   --expect=%t/fft/0.npy --expect=%t/fft/1.npy --expect=%t/fft/2.npy \
// RUN:   --expect=%t/fft/3.npy --expect=%t/fft/4.npy --expect=%t/fft/5.npy \
// RUN:   --rtol=1e-5 --atol=1e-5
func.func @fft(%c: tensor<3x8xcomplex<f32>>, %c3: tensor<2x3x4xcomplex<f64>>,
               %r: tensor<4x8xf32>, %r2: tensor<2x6x8xf64>,
               %h: tensor<2x6x5xcomplex<f64>>)
    -> (tensor<3x8xcomplex<f32>>, tensor<2x3x4xcomplex<f64>>,
        tensor<4x5xcomplex<f32>>, tensor<2x6x5xcomplex<f64>>,
        tensor<2x6x8xf64>, tensor<2x6x9xf64>) {
  %0 = hlo.fft %c, fft_type = FFT, fft_length = [8] : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
  %1 = hlo.fft %c3, fft_type = IFFT, fft_length = [2, 3, 4] : (tensor<2x3x4xcomplex<f64>>) -> tensor<2x3x4xcomplex<f64>>
  %2 = hlo.fft %r, fft_type = RFFT, fft_length = [8] : (tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>>
  %3 = hlo.fft %r2, fft_type = RFFT, fft_length = [6, 8] : (tensor<2x6x8xf64>) -> tensor<2x6x5xcomplex<f64>>
  %4 = hlo.fft %h, fft_type = IRFFT, fft_length = [6, 8] : (tensor<2x6x5xcomplex<f64>>) -> tensor<2x6x8xf64>
  %5 = hlo.fft %h, fft_type = IRFFT, fft_length = [6, 9] : (tensor<2x6x5xcomplex<f64>>) -> tensor<2x6x9xf64>
  return %0, %1, %2, %3, %4, %5 : tensor<3x8xcomplex<f32>>,
      tensor<2x3x4xcomplex<f64>>, tensor<4x5xcomplex<f32>>,
      tensor<2x6x5xcomplex<f64>>, tensor<2x6x8xf64>, tensor<2x6x9xf64>
}

// The batch-norm ops with XLA's BatchNormExpander formulas, feature
// dimension 1 of three: inference; training (normalized output, batch
// mean, biased batch variance E[x^2] - E[x]^2); gradient (of the operand,
// scale and offset).
// RUN: xhlo-run %s --entry=batch_norm_f32 --arg=%t/batch_norm_f32/x.npy --arg=%t/batch_norm_f32/scale.npy --arg=%t/batch_norm_f32/offset.npy --arg=%t/batch_norm_f32/mean.npy --arg=%t/batch_norm_f32/var.npy --arg=%t/batch_norm_f32/dy.npy --expect=%t/batch_norm_f32/0.npy --expect=%t/batch_norm_f32/1.npy --expect=%t/batch_norm_f32/2.npy --expect=%t/batch_norm_f32/3.npy --expect=%t/batch_norm_f32/4.npy --expect=%t/batch_norm_f32/5.npy --expect=%t/batch_norm_f32/6.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --entry=batch_norm_f64 --arg=%t/batch_norm_f64/x.npy --arg=%t/batch_norm_f64/scale.npy --arg=%t/batch_norm_f64/offset.npy --arg=%t/batch_norm_f64/mean.npy --arg=%t/batch_norm_f64/var.npy --arg=%t/batch_norm_f64/dy.npy --expect=%t/batch_norm_f64/0.npy --expect=%t/batch_norm_f64/1.npy --expect=%t/batch_norm_f64/2.npy --expect=%t/batch_norm_f64/3.npy --expect=%t/batch_norm_f64/4.npy --expect=%t/batch_norm_f64/5.npy --expect=%t/batch_norm_f64/6.npy --rtol=1e-12 --atol=1e-12
// RUN: xhlo-run %s --entry=batch_norm_f16 --arg=%t/batch_norm_f16/x.npy --arg=%t/batch_norm_f16/scale.npy --arg=%t/batch_norm_f16/offset.npy --arg=%t/batch_norm_f16/mean.npy --arg=%t/batch_norm_f16/var.npy --arg=%t/batch_norm_f16/dy.npy --expect=%t/batch_norm_f16/0.npy --expect=%t/batch_norm_f16/1.npy --expect=%t/batch_norm_f16/2.npy --expect=%t/batch_norm_f16/3.npy --expect=%t/batch_norm_f16/4.npy --expect=%t/batch_norm_f16/5.npy --expect=%t/batch_norm_f16/6.npy --rtol=2e-3 --atol=2e-3
func.func @batch_norm_f32(%x: tensor<4x3x5xf32>, %scale: tensor<3xf32>, %offset: tensor<3xf32>,
                         %mean: tensor<3xf32>, %var: tensor<3xf32>, %dy: tensor<4x3x5xf32>)
    -> (tensor<4x3x5xf32>, tensor<4x3x5xf32>, tensor<3xf32>, tensor<3xf32>,
        tensor<4x3x5xf32>, tensor<3xf32>, tensor<3xf32>) {
  %y = hlo.batch_norm_inference %x, %scale, %offset, %mean, %var, epsilon = 1.0e-03, feature_index = 1
      : (tensor<4x3x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<4x3x5xf32>
  %t, %m, %v = hlo.batch_norm_training %x, %scale, %offset, epsilon = 1.0e-03, feature_index = 1
      : (tensor<4x3x5xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<4x3x5xf32>, tensor<3xf32>, tensor<3xf32>)
  %gx, %gs, %go = hlo.batch_norm_grad %x, %scale, %mean, %var, %dy, epsilon = 1.0e-03, feature_index = 1
      : (tensor<4x3x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x3x5xf32>) -> (tensor<4x3x5xf32>, tensor<3xf32>, tensor<3xf32>)
  return %y, %t, %m, %v, %gx, %gs, %go : tensor<4x3x5xf32>, tensor<4x3x5xf32>,
      tensor<3xf32>, tensor<3xf32>, tensor<4x3x5xf32>, tensor<3xf32>, tensor<3xf32>
}
func.func @batch_norm_f64(%x: tensor<4x3x5xf64>, %scale: tensor<3xf64>, %offset: tensor<3xf64>,
                         %mean: tensor<3xf64>, %var: tensor<3xf64>, %dy: tensor<4x3x5xf64>)
    -> (tensor<4x3x5xf64>, tensor<4x3x5xf64>, tensor<3xf64>, tensor<3xf64>,
        tensor<4x3x5xf64>, tensor<3xf64>, tensor<3xf64>) {
  %y = hlo.batch_norm_inference %x, %scale, %offset, %mean, %var, epsilon = 1.0e-03, feature_index = 1
      : (tensor<4x3x5xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> tensor<4x3x5xf64>
  %t, %m, %v = hlo.batch_norm_training %x, %scale, %offset, epsilon = 1.0e-03, feature_index = 1
      : (tensor<4x3x5xf64>, tensor<3xf64>, tensor<3xf64>) -> (tensor<4x3x5xf64>, tensor<3xf64>, tensor<3xf64>)
  %gx, %gs, %go = hlo.batch_norm_grad %x, %scale, %mean, %var, %dy, epsilon = 1.0e-03, feature_index = 1
      : (tensor<4x3x5xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<4x3x5xf64>) -> (tensor<4x3x5xf64>, tensor<3xf64>, tensor<3xf64>)
  return %y, %t, %m, %v, %gx, %gs, %go : tensor<4x3x5xf64>, tensor<4x3x5xf64>,
      tensor<3xf64>, tensor<3xf64>, tensor<4x3x5xf64>, tensor<3xf64>, tensor<3xf64>
}
func.func @batch_norm_f16(%x: tensor<4x3x5xf16>, %scale: tensor<3xf16>, %offset: tensor<3xf16>,
                         %mean: tensor<3xf16>, %var: tensor<3xf16>, %dy: tensor<4x3x5xf16>)
    -> (tensor<4x3x5xf16>, tensor<4x3x5xf16>, tensor<3xf16>, tensor<3xf16>,
        tensor<4x3x5xf16>, tensor<3xf16>, tensor<3xf16>) {
  %y = hlo.batch_norm_inference %x, %scale, %offset, %mean, %var, epsilon = 1.0e-03, feature_index = 1
      : (tensor<4x3x5xf16>, tensor<3xf16>, tensor<3xf16>, tensor<3xf16>, tensor<3xf16>) -> tensor<4x3x5xf16>
  %t, %m, %v = hlo.batch_norm_training %x, %scale, %offset, epsilon = 1.0e-03, feature_index = 1
      : (tensor<4x3x5xf16>, tensor<3xf16>, tensor<3xf16>) -> (tensor<4x3x5xf16>, tensor<3xf16>, tensor<3xf16>)
  %gx, %gs, %go = hlo.batch_norm_grad %x, %scale, %mean, %var, %dy, epsilon = 1.0e-03, feature_index = 1
      : (tensor<4x3x5xf16>, tensor<3xf16>, tensor<3xf16>, tensor<3xf16>, tensor<4x3x5xf16>) -> (tensor<4x3x5xf16>, tensor<3xf16>, tensor<3xf16>)
  return %y, %t, %m, %v, %gx, %gs, %go : tensor<4x3x5xf16>, tensor<4x3x5xf16>,
      tensor<3xf16>, tensor<3xf16>, tensor<4x3x5xf16>, tensor<3xf16>, tensor<3xf16>
}
