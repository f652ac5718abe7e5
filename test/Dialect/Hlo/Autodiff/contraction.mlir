// RUN: xhlo-opt --hlo-autodiff -split-input-file %s | FileCheck %s
// The adjoint rules of the contraction ops (ContractionRules.cpp): dot,
// convolution, batch normalization, cholesky, triangular_solve and fft.
// Each loss is the dot of the op's result with a fixed weights argument (so
// the result's adjoint is that argument). hlo-autodiff simplifies what it
// generates (hlo-simplify's rules, CSE, the folders): the seed's product
// with 1 folds away, so the adjoints read the weights argument directly, and
// iota masks and broadcast constants fold to constants. The rules are
// checked numerically against finite differences too
// (utils/check_contraction_gradients.py, AutodiffGradCheckTest).

// A matrix product: the lhs adjoint contracts the result's adjoint with the
// rhs over its free dimension, the rhs adjoint with the lhs (the rule's
// transpose back folds into the product: lhs and rhs swapped).
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[W:.*]]: tensor<3x4xf32>, %[[C:.*]]: tensor<2x4xf32>)
// CHECK: %[[DX:.*]] = hlo.dot %[[C]], %[[W]], lhs_contracting_dims = [1], rhs_contracting_dims = [1] : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[DW:.*]] = hlo.dot %[[X]], %[[C]], lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: return %{{.*}}, %[[DX]], %[[DW]]

func.func @f(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>, %c: tensor<2x4xf32>) -> tensor<f32> {
  %y = hlo.dot %x, %w, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>, %c: tensor<2x4xf32>) -> (tensor<f32>, tensor<2x3xf32>, tensor<3x4xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}

// -----

// Batch dimensions stay batch dimensions of both adjoint products (the rhs
// adjoint's transpose folds into its product).
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>, %[[W:.*]]: tensor<2x4x5xf32>, %[[C:.*]]: tensor<2x3x5xf32>)
// CHECK: %[[DX:.*]] = hlo.dot %[[C]], %[[W]], lhs_batch_dims = [0], lhs_contracting_dims = [2], rhs_batch_dims = [0], rhs_contracting_dims = [2] : (tensor<2x3x5xf32>, tensor<2x4x5xf32>) -> tensor<2x3x4xf32>
// CHECK-NEXT: %[[DW:.*]] = hlo.dot %[[X]], %[[C]], lhs_batch_dims = [0], lhs_contracting_dims = [1], rhs_batch_dims = [0], rhs_contracting_dims = [1] : (tensor<2x3x4xf32>, tensor<2x3x5xf32>) -> tensor<2x4x5xf32>
// CHECK-NEXT: return %{{.*}}, %[[DX]], %[[DW]]

func.func @f(%x: tensor<2x3x4xf32>, %w: tensor<2x4x5xf32>, %c: tensor<2x3x5xf32>) -> tensor<f32> {
  %y = hlo.dot %x, %w, lhs_batch_dims = [0], lhs_contracting_dims = [2], rhs_batch_dims = [0], rhs_contracting_dims = [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0, 1, 2], rhs_contracting_dims = [0, 1, 2] : (tensor<2x3x5xf32>, tensor<2x3x5xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<2x3x4xf32>, %w: tensor<2x4x5xf32>, %c: tensor<2x3x5xf32>) -> (tensor<f32>, tensor<2x3x4xf32>, tensor<2x4x5xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}

// -----

// Several contracting dimensions, paired out of order: the adjoint products
// leave them in the other operand's order; the transposes put them back.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<3x2x4x5xf32>, %[[W:.*]]: tensor<5x6x4x2xf32>, %[[C:.*]]: tensor<3x6xf32>)
// CHECK: %[[P:.*]] = hlo.dot %[[C]], %[[W]], lhs_contracting_dims = [1], rhs_contracting_dims = [1] : (tensor<3x6xf32>, tensor<5x6x4x2xf32>) -> tensor<3x5x4x2xf32>
// CHECK-NEXT: %[[DX:.*]] = hlo.transpose %[[P]], dimensions = [0, 3, 2, 1] : (tensor<3x5x4x2xf32>) -> tensor<3x2x4x5xf32>
// CHECK-NEXT: %[[Q:.*]] = hlo.dot %[[C]], %[[X]], lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<3x6xf32>, tensor<3x2x4x5xf32>) -> tensor<6x2x4x5xf32>
// CHECK-NEXT: %[[DW:.*]] = hlo.transpose %[[Q]], dimensions = [3, 0, 2, 1] : (tensor<6x2x4x5xf32>) -> tensor<5x6x4x2xf32>
// CHECK-NEXT: return %{{.*}}, %[[DX]], %[[DW]]

func.func @f(%x: tensor<3x2x4x5xf32>, %w: tensor<5x6x4x2xf32>, %c: tensor<3x6xf32>) -> tensor<f32> {
  %y = hlo.dot %x, %w, lhs_contracting_dims = [1, 2, 3], rhs_contracting_dims = [3, 2, 0] : (tensor<3x2x4x5xf32>, tensor<5x6x4x2xf32>) -> tensor<3x6xf32>
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<3x2x4x5xf32>, %w: tensor<5x6x4x2xf32>, %c: tensor<3x6xf32>) -> (tensor<f32>, tensor<3x2x4x5xf32>, tensor<5x6x4x2xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}

// -----

// Mixed precision: the adjoint products are f32, converted to the operands'
// bf16.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xbf16>, %[[W:.*]]: tensor<3x4xbf16>, %[[C:.*]]: tensor<2x4xf32>)
// CHECK: %[[P:.*]] = hlo.dot %[[C]], %[[W]], lhs_contracting_dims = [1], rhs_contracting_dims = [1] : (tensor<2x4xf32>, tensor<3x4xbf16>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[DX:.*]] = hlo.convert %[[P]] : (tensor<2x3xf32>) -> tensor<2x3xbf16>
// CHECK-NEXT: %[[Q:.*]] = hlo.dot %[[X]], %[[C]], lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<2x3xbf16>, tensor<2x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: %[[DW:.*]] = hlo.convert %[[Q]] : (tensor<3x4xf32>) -> tensor<3x4xbf16>
// CHECK-NEXT: return %{{.*}}, %[[DX]], %[[DW]]

func.func @f(%x: tensor<2x3xbf16>, %w: tensor<3x4xbf16>, %c: tensor<2x4xf32>) -> tensor<f32> {
  %y = hlo.dot %x, %w, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<2x3xbf16>, tensor<3x4xbf16>) -> tensor<2x4xf32>
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<2x3xbf16>, %w: tensor<3x4xbf16>, %c: tensor<2x4xf32>) -> (tensor<f32>, tensor<2x3xbf16>, tensor<3x4xbf16>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}

// -----

// NHWC convolution with stride 2 and padding 1: the input's adjoint is a
// convolution of the result's adjoint with the spatially reversed kernel,
// its feature dimensions swapped, base dilation 2 (the stride) and padding
// k - 1 - pad; the kernel's adjoint convolves the input (batch and feature
// swapped) with the result's adjoint as kernel, window dilation 2.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<1x7x7x4xf32>, %[[W:.*]]: tensor<3x3x4x8xf32>, %[[C:.*]]: tensor<1x4x4x8xf32>)
// CHECK: %[[R:.*]] = hlo.reverse %[[W]], dimensions = [0, 1] : tensor<3x3x4x8xf32>
// CHECK-NEXT: %[[DX:.*]] = hlo.convolution %[[C]], %[[R]], window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1], lhs_dilate = [2, 2]>, dim_labels = <[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]> : (tensor<1x4x4x8xf32>, tensor<3x3x4x8xf32>) -> tensor<1x7x7x4xf32>
// CHECK-NEXT: %[[DW:.*]] = hlo.convolution %[[X]], %[[C]], window = <size = [4, 4], pad_low = [1, 1], pad_high = [1, 1], rhs_dilate = [2, 2]>, dim_labels = <[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]> : (tensor<1x7x7x4xf32>, tensor<1x4x4x8xf32>) -> tensor<3x3x4x8xf32>
// CHECK-NEXT: return %{{.*}}, %[[DX]], %[[DW]]

func.func @f(%x: tensor<1x7x7x4xf32>, %w: tensor<3x3x4x8xf32>, %c: tensor<1x4x4x8xf32>) -> tensor<f32> {
  %y = hlo.convolution %x, %w, window = <size = [3, 3], stride = [2, 2], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x7x7x4xf32>, tensor<3x3x4x8xf32>) -> tensor<1x4x4x8xf32>
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0, 1, 2, 3], rhs_contracting_dims = [0, 1, 2, 3] : (tensor<1x4x4x8xf32>, tensor<1x4x4x8xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<1x7x7x4xf32>, %w: tensor<3x3x4x8xf32>, %c: tensor<1x4x4x8xf32>) -> (tensor<f32>, tensor<1x7x7x4xf32>, tensor<3x3x4x8xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}

// -----

// NCHW, stride 2 (not dividing 9 - 5 + 1), uneven padding, window dilation
// [2, 3]: the kernel's adjoint has strides [2, 3] (the window dilation) and
// a negative high padding (the input rows no window reaches).
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x9x8xf32>, %[[W:.*]]: tensor<4x3x3x2xf32>, %[[C:.*]]: tensor<2x4x3x3xf32>)
// CHECK: %[[R:.*]] = hlo.reverse %[[W]], dimensions = [2, 3]
// CHECK-NEXT: %[[DX:.*]] = hlo.convolution %[[C]], %[[R]], window = <size = [3, 2], pad_low = [3, 3], pad_high = [5, 3], lhs_dilate = [2, 2], rhs_dilate = [2, 3]>, dim_labels = <[b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1]> : (tensor<2x4x3x3xf32>, tensor<4x3x3x2xf32>) -> tensor<2x3x9x8xf32>
// CHECK-NEXT: %[[DW:.*]] = hlo.convolution %[[X]], %[[C]], window = <size = [3, 3], stride = [2, 3], pad_low = [1, 0], pad_high = [-1, 0], rhs_dilate = [2, 2]>, dim_labels = <[f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1]> : (tensor<2x3x9x8xf32>, tensor<2x4x3x3xf32>) -> tensor<4x3x3x2xf32>
// CHECK-NEXT: return %{{.*}}, %[[DX]], %[[DW]]

func.func @f(%x: tensor<2x3x9x8xf32>, %w: tensor<4x3x3x2xf32>, %c: tensor<2x4x3x3xf32>) -> tensor<f32> {
  %y = hlo.convolution %x, %w, window = <size = [3, 2], stride = [2, 2], pad_low = [1, 0], pad_high = [0, 1], lhs_dilate = [1, 1], rhs_dilate = [2, 3]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<2x3x9x8xf32>, tensor<4x3x3x2xf32>) -> tensor<2x4x3x3xf32>
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0, 1, 2, 3], rhs_contracting_dims = [0, 1, 2, 3] : (tensor<2x4x3x3xf32>, tensor<2x4x3x3xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<2x3x9x8xf32>, %w: tensor<4x3x3x2xf32>, %c: tensor<2x4x3x3xf32>) -> (tensor<f32>, tensor<2x3x9x8xf32>, tensor<4x3x3x2xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}

// -----

// Base dilation 2 (a transposed convolution): the input's adjoint has
// stride 2, the kernel's adjoint base dilation 2.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<1x4x5x2xf32>, %[[W:.*]]: tensor<3x2x2x2xf32>, %[[C:.*]]: tensor<1x4x5x2xf32>)
// CHECK: %[[R:.*]] = hlo.reverse %[[W]], dimensions = [0, 1] : tensor<3x2x2x2xf32>
// CHECK-NEXT: %[[DX:.*]] = hlo.convolution %[[C]], %[[R]], window = <size = [3, 2], stride = [2, 1], pad_low = [1, 1], pad_high = [1, 0], lhs_dilate = [2, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]> : (tensor<1x4x5x2xf32>, tensor<3x2x2x2xf32>) -> tensor<1x4x5x2xf32>
// CHECK-NEXT: %[[DW:.*]] = hlo.convolution %[[X]], %[[C]], window = <size = [4, 5], pad_low = [1, 0], pad_high = [1, 1], lhs_dilate = [2, 1], rhs_dilate = [2, 1]>, dim_labels = <[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]> : (tensor<1x4x5x2xf32>, tensor<1x4x5x2xf32>) -> tensor<3x2x2x2xf32>
// CHECK-NEXT: return %{{.*}}, %[[DX]], %[[DW]]

func.func @f(%x: tensor<1x4x5x2xf32>, %w: tensor<3x2x2x2xf32>, %c: tensor<1x4x5x2xf32>) -> tensor<f32> {
  %y = hlo.convolution %x, %w, window = <size = [3, 2], stride = [2, 1], pad_low = [1, 0], pad_high = [1, 1], lhs_dilate = [2, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x4x5x2xf32>, tensor<3x2x2x2xf32>) -> tensor<1x4x5x2xf32>
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0, 1, 2, 3], rhs_contracting_dims = [0, 1, 2, 3] : (tensor<1x4x5x2xf32>, tensor<1x4x5x2xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<1x4x5x2xf32>, %w: tensor<3x2x2x2xf32>, %c: tensor<1x4x5x2xf32>) -> (tensor<f32>, tensor<1x4x5x2xf32>, tensor<3x2x2x2xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}

// -----

// Depthwise (feature_group_count = 3): the groups of the kernel's output
// features move into its input feature dimension for the input's adjoint
// (here the input feature dimension has size 1, so the rule's reshape,
// transpose, reshape is one reshape); the kernel's adjoint has
// batch_group_count = 3.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<2x6x6x3xf32>, %[[W:.*]]: tensor<3x3x1x6xf32>, %[[C:.*]]: tensor<2x3x3x6xf32>)
// CHECK: %[[M:.*]] = hlo.reshape %[[W]] : (tensor<3x3x1x6xf32>) -> tensor<3x3x3x2xf32>
// CHECK-NEXT: %[[R:.*]] = hlo.reverse %[[M]], dimensions = [0, 1]
// CHECK-NEXT: %[[DX:.*]] = hlo.convolution %[[C]], %[[R]], window = <size = [3, 3], pad_low = [1, 1], pad_high = [2, 2], lhs_dilate = [2, 2]>, dim_labels = <[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 3 : (tensor<2x3x3x6xf32>, tensor<3x3x3x2xf32>) -> tensor<2x6x6x3xf32>
// CHECK-NEXT: %[[DW:.*]] = hlo.convolution %[[X]], %[[C]], window = <size = [3, 3], pad_low = [1, 1], rhs_dilate = [2, 2]>, dim_labels = <[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, batch_group_count = 3 : (tensor<2x6x6x3xf32>, tensor<2x3x3x6xf32>) -> tensor<3x3x1x6xf32>
// CHECK-NEXT: return %{{.*}}, %[[DX]], %[[DW]]

func.func @f(%x: tensor<2x6x6x3xf32>, %w: tensor<3x3x1x6xf32>, %c: tensor<2x3x3x6xf32>) -> tensor<f32> {
  %y = hlo.convolution %x, %w, window = <size = [3, 3], stride = [2, 2], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 3 : (tensor<2x6x6x3xf32>, tensor<3x3x1x6xf32>) -> tensor<2x3x3x6xf32>
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0, 1, 2, 3], rhs_contracting_dims = [0, 1, 2, 3] : (tensor<2x3x3x6xf32>, tensor<2x3x3x6xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<2x6x6x3xf32>, %w: tensor<3x3x1x6xf32>, %c: tensor<2x3x3x6xf32>) -> (tensor<f32>, tensor<2x6x6x3xf32>, tensor<3x3x1x6xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}

// -----

// batch_group_count = 2: the input's adjoint is a grouped convolution whose
// feature groups move back into the batch dimension; the kernel's adjoint
// has feature_group_count = 2.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<4x3x5x4xf32>, %[[W:.*]]: tensor<4x3x2x2xf32>, %[[C:.*]]: tensor<2x4x4x3xf32>)
// CHECK: %[[WS:.*]] = hlo.reshape %[[W]] : (tensor<4x3x2x2xf32>) -> tensor<2x2x3x2x2xf32>
// CHECK-NEXT: %[[WT:.*]] = hlo.transpose %[[WS]], dimensions = [1, 0, 2, 3, 4]
// CHECK-NEXT: %[[WM:.*]] = hlo.reshape %[[WT]] : (tensor<2x2x3x2x2xf32>) -> tensor<2x6x2x2xf32>
// CHECK-NEXT: %[[R:.*]] = hlo.reverse %[[WM]], dimensions = [2, 3]
// CHECK-NEXT: %[[P:.*]] = hlo.convolution %[[C]], %[[R]], window = <size = [2, 2], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1]>, feature_group_count = 2 : (tensor<2x4x4x3xf32>, tensor<2x6x2x2xf32>) -> tensor<2x6x5x4xf32>
// CHECK-NEXT: %[[S:.*]] = hlo.reshape %[[P]] : (tensor<2x6x5x4xf32>) -> tensor<2x2x3x5x4xf32>
// CHECK-NEXT: %[[T:.*]] = hlo.transpose %[[S]], dimensions = [1, 0, 2, 3, 4]
// CHECK-NEXT: %[[DX:.*]] = hlo.reshape %[[T]] : (tensor<2x2x3x5x4xf32>) -> tensor<4x3x5x4xf32>
// CHECK-NEXT: %[[DW:.*]] = hlo.convolution %[[X]], %[[C]], window = <size = [4, 3]>, dim_labels = <[f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1]>, feature_group_count = 2 : (tensor<4x3x5x4xf32>, tensor<2x4x4x3xf32>) -> tensor<4x3x2x2xf32>
// CHECK-NEXT: return %{{.*}}, %[[DX]], %[[DW]]

func.func @f(%x: tensor<4x3x5x4xf32>, %w: tensor<4x3x2x2xf32>, %c: tensor<2x4x4x3xf32>) -> tensor<f32> {
  %y = hlo.convolution %x, %w, window = <size = [2, 2]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, batch_group_count = 2 : (tensor<4x3x5x4xf32>, tensor<4x3x2x2xf32>) -> tensor<2x4x4x3xf32>
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0, 1, 2, 3], rhs_contracting_dims = [0, 1, 2, 3] : (tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<4x3x5x4xf32>, %w: tensor<4x3x2x2xf32>, %c: tensor<2x4x4x3xf32>) -> (tensor<f32>, tensor<4x3x5x4xf32>, tensor<4x3x2x2xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}

// -----

// Window reversal in dimension 0: the input's adjoint reverses the kernel
// in the other dimension only; the kernel's adjoint is reversed in it.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<1x2x5x5xf32>, %[[W:.*]]: tensor<2x2x3x2xf32>, %[[C:.*]]: tensor<1x2x3x4xf32>)
// CHECK: %[[R:.*]] = hlo.reverse %[[W]], dimensions = [3]
// CHECK-NEXT: %[[DX:.*]] = hlo.convolution %[[C]], %[[R]], window = <size = [3, 2], pad_low = [2, 1], pad_high = [2, 1]>, dim_labels = <[b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1]> : (tensor<1x2x3x4xf32>, tensor<2x2x3x2xf32>) -> tensor<1x2x5x5xf32>
// CHECK-NEXT: %[[P:.*]] = hlo.convolution %[[X]], %[[C]], window = <size = [3, 4]>, dim_labels = <[f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1]> : (tensor<1x2x5x5xf32>, tensor<1x2x3x4xf32>) -> tensor<2x2x3x2xf32>
// CHECK-NEXT: %[[DW:.*]] = hlo.reverse %[[P]], dimensions = [2]
// CHECK-NEXT: return %{{.*}}, %[[DX]], %[[DW]]

func.func @f(%x: tensor<1x2x5x5xf32>, %w: tensor<2x2x3x2xf32>, %c: tensor<1x2x3x4xf32>) -> tensor<f32> {
  %y = hlo.convolution %x, %w, window = <size = [3, 2], rhs_reversal = [1, 0]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x2x5x5xf32>, tensor<2x2x3x2xf32>) -> tensor<1x2x3x4xf32>
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0, 1, 2, 3], rhs_contracting_dims = [0, 1, 2, 3] : (tensor<1x2x3x4xf32>, tensor<1x2x3x4xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<1x2x5x5xf32>, %w: tensor<2x2x3x2xf32>, %c: tensor<1x2x3x4xf32>) -> (tensor<f32>, tensor<1x2x5x5xf32>, tensor<2x2x3x2xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}

// -----

// batch_norm_training: batch_norm_grad gives the adjoints of the output's
// path; the batch mean's adjoint adds 1/N of itself (N = 4 * 2) to every
// element of its feature.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<4x3x2xf32>, %[[S:.*]]: tensor<3xf32>, %[[O:.*]]: tensor<3xf32>, %[[C:.*]]: tensor<4x3x2xf32>, %[[CM:.*]]: tensor<3xf32>)
// CHECK: %[[N:.*]] = hlo.constant dense<1.250000e-01> : tensor<4x3x2xf32>
// CHECK: %{{.*}}, %[[MEAN:.*]], %[[VAR:.*]] = hlo.batch_norm_training %[[X]], %[[S]], %[[O]]
// CHECK: %[[GX:.*]], %[[GS:.*]], %[[GO:.*]] = hlo.batch_norm_grad %[[X]], %[[S]], %[[MEAN]], %[[VAR]], %[[C]], epsilon = 1.000000e-03, feature_index = 1
// CHECK-NEXT: %[[B:.*]] = hlo.broadcast %[[CM]], dimensions = [1] : (tensor<3xf32>) -> tensor<4x3x2xf32>
// CHECK-NEXT: %[[D:.*]] = hlo.multiply %[[B]], %[[N]]
// CHECK-NEXT: %[[DX:.*]] = hlo.add %[[GX]], %[[D]]
// CHECK-NEXT: return %{{.*}}, %[[DX]], %[[GS]], %[[GO]]

func.func @f(%x: tensor<4x3x2xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>, %c: tensor<4x3x2xf32>, %cm: tensor<3xf32>) -> tensor<f32> {
  %y, %m, %v = hlo.batch_norm_training %x, %s, %o, epsilon = 1.0e-03, feature_index = 1 : (tensor<4x3x2xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<4x3x2xf32>, tensor<3xf32>, tensor<3xf32>)
  %l0 = hlo.dot %y, %c, lhs_contracting_dims = [0, 1, 2], rhs_contracting_dims = [0, 1, 2] : (tensor<4x3x2xf32>, tensor<4x3x2xf32>) -> tensor<f32>
  %l1 = hlo.dot %m, %cm, lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  %l = hlo.add %l0, %l1 : tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<4x3x2xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>, %c: tensor<4x3x2xf32>, %cm: tensor<3xf32>) -> (tensor<f32>, tensor<4x3x2xf32>, tensor<3xf32>, tensor<3xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1, 2>}

// -----

// batch_norm_inference, by its formula: with r = rsqrt(var + eps),
// dx = dy * scale * r, dscale = sum(dy * (x - mean)) * r,
// doffset = sum(dy), dmean = -doffset * scale * r and
// dvar = sum(dy * (x - mean)) * scale * r^3 * -1/2.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<4x3xf32>, %[[S:.*]]: tensor<3xf32>, %[[O:.*]]: tensor<3xf32>, %[[M:.*]]: tensor<3xf32>, %[[V:.*]]: tensor<3xf32>, %[[C:.*]]: tensor<4x3xf32>)
// CHECK-DAG: %[[HALF:.*]] = hlo.constant dense<-5.000000e-01> : tensor<3xf32>
// CHECK-DAG: %[[ZERO:.*]] = hlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-DAG: %[[E:.*]] = hlo.constant dense<1.000000e-03> : tensor<3xf32>
// CHECK: %[[VE:.*]] = hlo.add %[[V]], %[[E]]
// CHECK-NEXT: %[[R:.*]] = hlo.rsqrt %[[VE]]
// CHECK-NEXT: %[[F:.*]] = hlo.multiply %[[S]], %[[R]]
// CHECK-NEXT: %[[FB:.*]] = hlo.broadcast %[[F]], dimensions = [1]
// CHECK-NEXT: %[[DX:.*]] = hlo.multiply %[[C]], %[[FB]]
// CHECK-NEXT: %[[DO:.*]] = hlo.reduce(%[[C]] init: %[[ZERO]]) dimensions = [0]
// CHECK: hlo.add
// CHECK: %[[MS:.*]] = hlo.multiply %[[DO]], %[[F]]
// CHECK-NEXT: %[[DM:.*]] = hlo.negate %[[MS]]
// CHECK-NEXT: %[[MB:.*]] = hlo.broadcast %[[M]], dimensions = [1]
// CHECK-NEXT: %[[XC:.*]] = hlo.subtract %[[X]], %[[MB]]
// CHECK-NEXT: %[[CX:.*]] = hlo.multiply %[[C]], %[[XC]]
// CHECK-NEXT: %[[SX:.*]] = hlo.reduce(%[[CX]] init: %[[ZERO]]) dimensions = [0]
// CHECK: hlo.add
// CHECK: %[[DS:.*]] = hlo.multiply %[[SX]], %[[R]]
// CHECK-NEXT: %[[R2:.*]] = hlo.multiply %[[R]], %[[R]]
// CHECK-NEXT: %[[R3:.*]] = hlo.multiply %[[R]], %[[R2]]
// CHECK-NEXT: %[[SR3:.*]] = hlo.multiply %[[S]], %[[R3]]
// CHECK-NEXT: %[[P:.*]] = hlo.multiply %[[SX]], %[[SR3]]
// CHECK-NEXT: %[[DV:.*]] = hlo.multiply %[[P]], %[[HALF]]
// CHECK-NEXT: return %{{.*}}, %[[DX]], %[[DS]], %[[DO]], %[[DM]], %[[DV]]

func.func @f(%x: tensor<4x3xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>, %c: tensor<4x3xf32>) -> tensor<f32> {
  %y = hlo.batch_norm_inference %x, %s, %o, %m, %v, epsilon = 1.0e-03, feature_index = 1 : (tensor<4x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<4x3xf32>
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<4x3xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>, %c: tensor<4x3xf32>) -> (tensor<f32>, tensor<4x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1, 2, 3, 4>}

// -----

// cholesky: Murray's reverse rule on the lower triangles of the factor and
// its adjoint (the other triangle is unspecified), two triangular solves,
// and the adjoint of the lower triangle the op reads: Φ(G + G^T).
// The triangle masks fold to constants; Φ is a select of the strict lower
// triangle, the diagonal halved, and zeros.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[A:.*]]: tensor<3x3xf32>, %[[C:.*]]: tensor<3x3xf32>)
// CHECK-DAG: %[[STRICT:.*]] = hlo.constant dense<{{\[}}[false, false, false], [true, false, false], [true, true, false]]> : tensor<3x3xi1>
// CHECK-DAG: %[[DIAG:.*]] = hlo.constant dense<{{\[}}[true, false, false], [false, true, false], [false, false, true]]> : tensor<3x3xi1>
// CHECK-DAG: %[[LOWER:.*]] = hlo.constant dense<{{\[}}[true, false, false], [true, true, false], [true, true, true]]> : tensor<3x3xi1>
// CHECK-DAG: %[[HALF:.*]] = hlo.constant dense<5.000000e-01> : tensor<3x3xf32>
// CHECK-DAG: %[[ZERO:.*]] = hlo.constant dense<0.000000e+00> : tensor<3x3xf32>
// CHECK: %[[L:.*]] = hlo.cholesky %[[A]], lower = true
// CHECK: %[[LM:.*]] = hlo.select %[[LOWER]], %[[L]], %[[ZERO]]
// CHECK-NEXT: %[[CM:.*]] = hlo.select %[[LOWER]], %[[C]], %[[ZERO]]
// CHECK-NEXT: %[[LTC:.*]] = hlo.dot %[[LM]], %[[CM]], lhs_contracting_dims = [0], rhs_contracting_dims = [0]
// CHECK-NEXT: %[[PH:.*]] = hlo.multiply %[[LTC]], %[[HALF]]
// CHECK-NEXT: %[[PD:.*]] = hlo.select %[[DIAG]], %[[PH]], %[[ZERO]]
// CHECK-NEXT: %[[PHI:.*]] = hlo.select %[[STRICT]], %[[LTC]], %[[PD]]
// CHECK-NEXT: %[[X:.*]] = hlo.triangular_solve %[[LM]], %[[PHI]], <left_side = true, lower = true, transpose_a = TRANSPOSE>
// CHECK-NEXT: %[[G:.*]] = hlo.triangular_solve %[[LM]], %[[X]], <lower = true, transpose_a = NO_TRANSPOSE>
// CHECK-NEXT: %[[GT:.*]] = hlo.transpose %[[G]], dimensions = [1, 0]
// CHECK-NEXT: %[[S:.*]] = hlo.add %[[G]], %[[GT]]
// CHECK-NEXT: %[[SH:.*]] = hlo.multiply %[[S]], %[[HALF]]
// CHECK-NEXT: %[[SD:.*]] = hlo.select %[[DIAG]], %[[SH]], %[[ZERO]]
// CHECK-NEXT: %[[DA:.*]] = hlo.select %[[STRICT]], %[[S]], %[[SD]]
// CHECK-NEXT: return %{{.*}}, %[[DA]]

func.func @f(%a: tensor<3x3xf32>, %c: tensor<3x3xf32>) -> tensor<f32> {
  %l = hlo.cholesky %a, lower = true : tensor<3x3xf32>
  %r = hlo.dot %l, %c, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<f32>
  return %r : tensor<f32>
}
func.func private @f_grad(%a: tensor<3x3xf32>, %c: tensor<3x3xf32>) -> (tensor<f32>, tensor<3x3xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}

// -----

// triangular_solve: b's adjoint solves with a transposed; a's adjoint is
// -bbar x^T in the lower triangle.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[A:.*]]: tensor<3x3xf32>, %[[B:.*]]: tensor<3x2xf32>, %[[C:.*]]: tensor<3x2xf32>)
// CHECK-DAG: %[[LOWER:.*]] = hlo.constant dense<{{\[}}[true, false, false], [true, true, false], [true, true, true]]> : tensor<3x3xi1>
// CHECK-DAG: %[[ZERO:.*]] = hlo.constant dense<0.000000e+00> : tensor<3x3xf32>
// CHECK: %[[X:.*]] = hlo.triangular_solve %[[A]], %[[B]]
// CHECK: %[[DB:.*]] = hlo.triangular_solve %[[A]], %[[C]], <left_side = true, lower = true, transpose_a = TRANSPOSE>
// CHECK-NEXT: %[[P:.*]] = hlo.dot %[[DB]], %[[X]], lhs_contracting_dims = [1], rhs_contracting_dims = [1] : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x3xf32>
// CHECK-NEXT: %[[N:.*]] = hlo.negate %[[P]]
// CHECK-NEXT: %[[DA:.*]] = hlo.select %[[LOWER]], %[[N]], %[[ZERO]]
// CHECK-NEXT: return %{{.*}}, %[[DA]], %[[DB]]

func.func @f(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>, %c: tensor<3x2xf32>) -> tensor<f32> {
  %x = hlo.triangular_solve %a, %b, <left_side = true, lower = true, transpose_a = NO_TRANSPOSE> : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  %r = hlo.dot %x, %c, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<f32>
  return %r : tensor<f32>
}
func.func private @f_grad(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>, %c: tensor<3x2xf32>) -> (tensor<f32>, tensor<3x3xf32>, tensor<3x2xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}

// -----

// RFFT: JAX's transpose, N * irfft(conj(t) / mask), the mask 1 at the DC
// and Nyquist coefficients and 2 elsewhere.
// (The mask's broadcast folds to a 4x5 constant. real and imag of the
// complex seed are not folded: hlo-simplify has no real(complex(a, b)) -> a
// rule yet.)
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[C:.*]]: tensor<4x5xf32>)
// CHECK-DAG: %[[MASK:.*]] = hlo.constant dense<{{\[}}[1.000000e+00, 2.000000e+00, 2.000000e+00, 2.000000e+00, 1.000000e+00], [1.000000e+00, 2.000000e+00, 2.000000e+00, 2.000000e+00, 1.000000e+00], [1.000000e+00, 2.000000e+00, 2.000000e+00, 2.000000e+00, 1.000000e+00], [1.000000e+00, 2.000000e+00, 2.000000e+00, 2.000000e+00, 1.000000e+00]]> : tensor<4x5xf32>
// CHECK-DAG: %[[N:.*]] = hlo.constant dense<8.000000e+00> : tensor<4x8xf32>
// CHECK-DAG: %[[ZERO:.*]] = hlo.constant dense<0.000000e+00> : tensor<4x5xf32>
// CHECK: %[[T:.*]] = hlo.complex %[[C]], %[[ZERO]]
// CHECK-NEXT: %[[RE:.*]] = hlo.real %[[T]]
// CHECK-NEXT: %[[IM:.*]] = hlo.imag %[[T]]
// CHECK-NEXT: %[[IMD:.*]] = hlo.divide %[[IM]], %[[MASK]]
// CHECK-NEXT: %[[CONJ:.*]] = hlo.negate %[[IMD]]
// CHECK-NEXT: %[[RED:.*]] = hlo.divide %[[RE]], %[[MASK]]
// CHECK-NEXT: %[[Q:.*]] = hlo.complex %[[RED]], %[[CONJ]]
// CHECK-NEXT: %[[INV:.*]] = hlo.fft %[[Q]], fft_type = IRFFT, fft_length = [8] : (tensor<4x5xcomplex<f32>>) -> tensor<4x8xf32>
// CHECK-NEXT: %[[DX:.*]] = hlo.multiply %[[INV]], %[[N]]
// CHECK-NEXT: return %{{.*}}, %[[DX]]

func.func @f(%x: tensor<4x8xf32>, %c: tensor<4x5xf32>) -> tensor<f32> {
  %w = hlo.fft %x, fft_type = RFFT, fft_length = [8] : (tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>>
  %re = hlo.real %w : tensor<4x5xcomplex<f32>>
  %r = hlo.dot %re, %c, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<f32>
  return %r : tensor<f32>
}
func.func private @f_grad(%x: tensor<4x8xf32>, %c: tensor<4x5xf32>) -> (tensor<f32>, tensor<4x8xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
