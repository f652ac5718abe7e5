// aot-channels-last-convolutions: f32 convolutions get channels-last input
// and output; the transposes sink through the bias, the ReLU and the pool
// and cancel between two convolutions, leaving one transpose of the input
// and one of the last activation.
// RUN: xhlo-opt --aot-channels-last-convolutions --split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @two_blocks
// CHECK-SAME: (%[[X:.*]]: tensor<1x3x8x8xf32>, %[[W1:.*]]: tensor<4x3x3x3xf32>, %[[B1:.*]]: tensor<4xf32>, %[[W2:.*]]: tensor<5x4x3x3xf32>)
// CHECK: %[[ZERO:.*]] = hlo.constant dense<0.000000e+00> : tensor<1x8x8x4xf32>
// CHECK: %[[XT:.*]] = hlo.transpose %[[X]], dimensions = [0, 2, 3, 1] : (tensor<1x3x8x8xf32>) -> tensor<1x8x8x3xf32>
// CHECK: %[[C1:.*]] = hlo.convolution %[[XT]], %[[W1]], {{.*}}dim_labels = <[b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f]>{{.*}} -> tensor<1x8x8x4xf32>
// CHECK: %[[BB:.*]] = hlo.broadcast %[[B1]], dimensions = [3] : (tensor<4xf32>) -> tensor<1x8x8x4xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[C1]], %[[BB]] : tensor<1x8x8x4xf32>
// CHECK: %[[RELU:.*]] = hlo.maximum %[[ADD]], %[[ZERO]] : tensor<1x8x8x4xf32>
// CHECK: %[[POOL:.*]] = hlo.reduce_window(%[[RELU]] init: %{{.*}}) window = <size = [1, 2, 2, 1], stride = [1, 2, 2, 1]> : (tensor<1x8x8x4xf32>, tensor<f32>) -> tensor<1x4x4x4xf32>
// CHECK: %[[C2:.*]] = hlo.convolution %[[POOL]], %[[W2]], {{.*}}dim_labels = <[b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f]>{{.*}} -> tensor<1x4x4x5xf32>
// CHECK: %[[BACK:.*]] = hlo.transpose %[[C2]], dimensions = [0, 3, 1, 2] : (tensor<1x4x4x5xf32>) -> tensor<1x5x4x4xf32>
// CHECK: %[[FLAT:.*]] = hlo.reshape %[[BACK]] : (tensor<1x5x4x4xf32>) -> tensor<1x80xf32>
// CHECK: return %[[FLAT]]
// CHECK-NOT: hlo.transpose
func.func @two_blocks(%x: tensor<1x3x8x8xf32>, %w1: tensor<4x3x3x3xf32>, %b1: tensor<4xf32>, %w2: tensor<5x4x3x3xf32>) -> tensor<1x80xf32> {
  %zero = hlo.constant dense<0.000000e+00> : tensor<1x4x8x8xf32>
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %c1 = hlo.convolution %x, %w1, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  %bb = hlo.broadcast %b1, dimensions = [1] : (tensor<4xf32>) -> tensor<1x4x8x8xf32>
  %add = hlo.add %c1, %bb : tensor<1x4x8x8xf32>
  %relu = hlo.maximum %add, %zero : tensor<1x4x8x8xf32>
  %pool = hlo.reduce_window(%relu init: %ninf) window = <size = [1, 1, 2, 2], stride = [1, 1, 2, 2]> : (tensor<1x4x8x8xf32>, tensor<f32>) -> tensor<1x4x4x4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  %c2 = hlo.convolution %pool, %w2, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x4x4x4xf32>, tensor<5x4x3x3xf32>) -> tensor<1x5x4x4xf32>
  %flat = hlo.reshape %c2 : (tensor<1x5x4x4xf32>) -> tensor<1x80xf32>
  return %flat : tensor<1x80xf32>
}

// -----

// Already channels-last, and f64: unchanged.
// CHECK-LABEL: func.func @unchanged
// CHECK-NOT: hlo.transpose
// CHECK: dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
// CHECK: dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>
// CHECK-NOT: hlo.transpose
func.func @unchanged(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>, %y: tensor<1x3x8x8xf64>, %v: tensor<4x3x3x3xf64>) -> (tensor<1x6x6x4xf32>, tensor<1x4x6x6xf64>) {
  %c = hlo.convolution %x, %w, window = <size = [3, 3]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  %d = hlo.convolution %y, %v, window = <size = [3, 3]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x3x8x8xf64>, tensor<4x3x3x3xf64>) -> tensor<1x4x6x6xf64>
  return %c, %d : tensor<1x6x6x4xf32>, tensor<1x4x6x6xf64>
}

// -----

// A convolution's result used twice: the transpose back stays for both
// uses (sinking it would duplicate work).
// CHECK-LABEL: func.func @not_sunk
// CHECK: %[[C:.*]] = hlo.convolution {{.*}} -> tensor<1x6x6x2xf32>
// CHECK: %[[T:.*]] = hlo.transpose %[[C]], dimensions = [0, 3, 1, 2]
// CHECK: hlo.exponential %[[T]]
// CHECK: hlo.add %[[T]], %{{.*}} : tensor<1x2x6x6xf32>
func.func @not_sunk(%x: tensor<1x1x8x8xf32>, %w: tensor<2x1x3x3xf32>, %k: tensor<1x2x6x6xf32>) -> (tensor<1x2x6x6xf32>, tensor<1x2x6x6xf32>) {
  %c = hlo.convolution %x, %w, window = <size = [3, 3]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x1x8x8xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x6x6xf32>
  %e = hlo.exponential %c : tensor<1x2x6x6xf32>
  %a = hlo.add %c, %k : tensor<1x2x6x6xf32>
  return %e, %a : tensor<1x2x6x6xf32>, tensor<1x2x6x6xf32>
}

// -----

// An operand that is neither a transpose, a splat constant nor a broadcast
// (an argument) stops the sinking.
// CHECK-LABEL: func.func @other_operand
// CHECK: %[[T:.*]] = hlo.transpose %{{.*}}, dimensions = [0, 3, 1, 2]
// CHECK: hlo.add %[[T]], %arg2 : tensor<1x2x6x6xf32>
func.func @other_operand(%x: tensor<1x1x8x8xf32>, %w: tensor<2x1x3x3xf32>, %k: tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32> {
  %c = hlo.convolution %x, %w, window = <size = [3, 3]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x1x8x8xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x6x6xf32>
  %a = hlo.add %c, %k : tensor<1x2x6x6xf32>
  return %a : tensor<1x2x6x6xf32>
}

// -----

// A reduce_window whose windowed dimensions the transpose would reorder
// (the window of size 2 along the last dimension comes first once the
// transpose is undone) keeps its transposed input: its reducer folds each
// window in row-major order.
// CHECK-LABEL: func.func @window_order
// CHECK: %[[T:.*]] = hlo.transpose %arg0, dimensions = [1, 0]
// CHECK: hlo.reduce_window(%[[T]] init: {{.*}}) window = <size = [2, 3]>
func.func @window_order(%x: tensor<6x4xf32>, %init: tensor<f32>) -> tensor<3x4xf32> {
  %t = hlo.transpose %x, dimensions = [1, 0] : (tensor<6x4xf32>) -> tensor<4x6xf32>
  %r = hlo.reduce_window(%t init: %init) window = <size = [2, 3]> : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return %r : tensor<3x4xf32>
}
