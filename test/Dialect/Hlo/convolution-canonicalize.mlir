// RUN: xhlo-opt %s -split-input-file -canonicalize | FileCheck %s
// Zero padding of a convolution's input moves into the window's padding;
// other pads stay. test/Interpreter/convolution-pad-fold.mlir checks with
// numbers that the fold keeps the result.

// CHECK-LABEL: func.func @nchw_pad_moves_into_window
// CHECK-NOT: hlo.pad
// CHECK: hlo.convolution %{{.*}}, %{{.*}}, window = <size = [3, 3], stride = [1, 1], pad_low = [2, 1], pad_high = [1, 1], lhs_dilate = [1, 1], rhs_dilate = [1, 1]>
func.func @nchw_pad_moves_into_window(%x: tensor<1x3x6x5xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x7x5xf32> {
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %p = hlo.pad %x, %zero, low = [0, 0, 1, 1], high = [0, 0, 0, 1] : (tensor<1x3x6x5xf32>, tensor<f32>) -> tensor<1x3x7x7xf32>
  %r = hlo.convolution %p, %w, window = <size = [3, 3], pad_low = [1, 0], pad_high = [1, 0]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x3x7x7xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x7x5xf32>
  return %r : tensor<1x4x7x5xf32>
}

// -----

// A non-zero pad value, padding of the feature dimension, and interior
// padding stay.
// CHECK-LABEL: func.func @pads_that_stay
// CHECK-COUNT-3: hlo.pad
func.func @pads_that_stay(%x: tensor<1x3x6x5xf32>, %w: tensor<4x3x3x3xf32>, %w4: tensor<4x4x3x3xf32>) -> (tensor<1x4x6x5xf32>, tensor<1x4x6x5xf32>, tensor<1x4x9x5xf32>) {
  %one = hlo.constant dense<1.0> : tensor<f32>
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %p1 = hlo.pad %x, %one, low = [0, 0, 1, 1], high = [0, 0, 1, 1] : (tensor<1x3x6x5xf32>, tensor<f32>) -> tensor<1x3x8x7xf32>
  %r1 = hlo.convolution %p1, %w, window = <size = [3, 3]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x3x8x7xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x5xf32>
  %p2 = hlo.pad %x, %zero, low = [0, 1, 1, 1], high = [0, 0, 1, 1] : (tensor<1x3x6x5xf32>, tensor<f32>) -> tensor<1x4x8x7xf32>
  %r2 = hlo.convolution %p2, %w4, window = <size = [3, 3]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x4x8x7xf32>, tensor<4x4x3x3xf32>) -> tensor<1x4x6x5xf32>
  %p3 = hlo.pad %x, %zero, low = [0, 0, 0, 1], high = [0, 0, 0, 1], interior = [0, 0, 1, 0] : (tensor<1x3x6x5xf32>, tensor<f32>) -> tensor<1x3x11x7xf32>
  %r3 = hlo.convolution %p3, %w, window = <size = [3, 3]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x3x11x7xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x9x5xf32>
  return %r1, %r2, %r3 : tensor<1x4x6x5xf32>, tensor<1x4x6x5xf32>, tensor<1x4x9x5xf32>
}
