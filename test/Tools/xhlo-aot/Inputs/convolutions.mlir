// Convolutions compiled ahead of time by conv-differential.test: f32 ones
// become calls of the runtime's oneDNN convolution (strides, padding,
// negative padding, window and base dilation, reversal, feature groups,
// depthwise, batch > 1, 1 to 3 spatial dimensions, NCHW, NHWC and unusual
// dimension numbers, a bias + ReLU after one, fused into its call); the f64 one stays a
// matrix product of its patches.

func.func @nchw_stride_pad(%x: tensor<2x3x9x8xf32>, %w: tensor<4x3x3x2xf32>) -> tensor<2x4x5x8xf32> {
  %r = hlo.convolution %x, %w, window = <size = [3, 2], stride = [2, 1], pad_low = [1, 0], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<2x3x9x8xf32>, tensor<4x3x3x2xf32>) -> tensor<2x4x5x8xf32>
  return %r : tensor<2x4x5x8xf32>
}
func.func @nhwc_dilated(%x: tensor<3x10x9x4xf32>, %w: tensor<3x3x4x6xf32>) -> tensor<3x10x7x6xf32> {
  %r = hlo.convolution %x, %w, window = <size = [3, 3], pad_low = [2, 1], pad_high = [2, 1], rhs_dilate = [2, 2]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<3x10x9x4xf32>, tensor<3x3x4x6xf32>) -> tensor<3x10x7x6xf32>
  return %r : tensor<3x10x7x6xf32>
}
func.func @nhwc_grouped_strided(%x: tensor<2x8x8x6xf32>, %w: tensor<3x3x3x8xf32>) -> tensor<2x4x4x8xf32> {
  %r = hlo.convolution %x, %w, window = <size = [3, 3], stride = [2, 2], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : (tensor<2x8x8x6xf32>, tensor<3x3x3x8xf32>) -> tensor<2x4x4x8xf32>
  return %r : tensor<2x4x4x8xf32>
}
func.func @depthwise_negative_pad(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x1x4xf32>) -> tensor<1x5x6x4xf32> {
  %r = hlo.convolution %x, %w, window = <size = [3, 3], pad_low = [-1, -1], pad_high = [0, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 4 : (tensor<1x8x8x4xf32>, tensor<3x3x1x4xf32>) -> tensor<1x5x6x4xf32>
  return %r : tensor<1x5x6x4xf32>
}
func.func @base_dilated_reversed(%x: tensor<2x4x4x2xf32>, %w: tensor<3x3x2x3xf32>) -> tensor<2x9x9x3xf32> {
  %r = hlo.convolution %x, %w, window = <size = [3, 3], pad_low = [2, 2], pad_high = [2, 2], lhs_dilate = [2, 2], rhs_reversal = [1, 0]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<2x4x4x2xf32>, tensor<3x3x2x3xf32>) -> tensor<2x9x9x3xf32>
  return %r : tensor<2x9x9x3xf32>
}
func.func @one_spatial(%x: tensor<2x20x3xf32>, %w: tensor<4x3x5xf32>) -> tensor<2x6x5xf32> {
  %r = hlo.convolution %x, %w, window = <size = [4], stride = [3], pad_high = [2], rhs_dilate = [2]>, dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]> : (tensor<2x20x3xf32>, tensor<4x3x5xf32>) -> tensor<2x6x5xf32>
  return %r : tensor<2x6x5xf32>
}
func.func @three_spatial_reversed(%x: tensor<2x2x5x6x4xf32>, %w: tensor<3x2x2x3x2xf32>) -> tensor<2x3x5x4x4xf32> {
  %r = hlo.convolution %x, %w, window = <size = [2, 3, 2], pad_low = [1, 0, 1], pad_high = [0, 0, 0], rhs_reversal = [0, 1, 1]>, dim_labels = <[b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2]> : (tensor<2x2x5x6x4xf32>, tensor<3x2x2x3x2xf32>) -> tensor<2x3x5x4x4xf32>
  return %r : tensor<2x3x5x4x4xf32>
}
func.func @unusual_labels(%x: tensor<3x2x7x7xf32>, %w: tensor<3x4x3x3xf32>) -> tensor<7x4x2x4xf32> {
  %r = hlo.convolution %x, %w, window = <size = [3, 3], stride = [1, 2], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[f, b, 0, 1]x[i, o, 0, 1]->[0, 1, b, f]> : (tensor<3x2x7x7xf32>, tensor<3x4x3x3xf32>) -> tensor<7x4x2x4xf32>
  return %r : tensor<7x4x2x4xf32>
}
func.func @bias_relu(%x: tensor<2x3x8x8xf32>, %w: tensor<8x3x3x3xf32>, %b: tensor<8xf32>) -> tensor<2x8x8x8xf32> {
  %c = hlo.convolution %x, %w, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<2x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<2x8x8x8xf32>
  %bb = hlo.broadcast %b, dimensions = [1] : (tensor<8xf32>) -> tensor<2x8x8x8xf32>
  %s = hlo.add %c, %bb : tensor<2x8x8x8xf32>
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %z = hlo.broadcast %zero, dimensions = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
  %r = hlo.maximum %s, %z : tensor<2x8x8x8xf32>
  return %r : tensor<2x8x8x8xf32>
}
// The bias and ReLU fused into the call (channels-last results; a
// channels-first one, as bias_relu's, is transposed by the same loop, which
// stays): on oneDNN's Winograd (32
// features each way, 30 x 30 outputs: the ReLU on its blocked result), a
// bias alone after a grouped convolution, and infinities whose sums are NaN
// (which the ReLU keeps, as hlo.maximum; oneDNN's own ReLU would give 0).
func.func @bias_relu_winograd(%x: tensor<1x30x30x32xf32>, %w: tensor<3x3x32x32xf32>, %b: tensor<32xf32>) -> tensor<1x30x30x32xf32> {
  %c = hlo.convolution %x, %w, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x30x30x32xf32>, tensor<3x3x32x32xf32>) -> tensor<1x30x30x32xf32>
  %bb = hlo.broadcast %b, dimensions = [3] : (tensor<32xf32>) -> tensor<1x30x30x32xf32>
  %s = hlo.add %c, %bb : tensor<1x30x30x32xf32>
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %z = hlo.broadcast %zero, dimensions = [] : (tensor<f32>) -> tensor<1x30x30x32xf32>
  %r = hlo.maximum %s, %z : tensor<1x30x30x32xf32>
  return %r : tensor<1x30x30x32xf32>
}
func.func @bias_only_grouped(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x2x6xf32>, %b: tensor<6xf32>) -> tensor<1x8x8x6xf32> {
  %c = hlo.convolution %x, %w, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : (tensor<1x8x8x4xf32>, tensor<3x3x2x6xf32>) -> tensor<1x8x8x6xf32>
  %bb = hlo.broadcast %b, dimensions = [3] : (tensor<6xf32>) -> tensor<1x8x8x6xf32>
  %s = hlo.add %bb, %c : tensor<1x8x8x6xf32>
  return %s : tensor<1x8x8x6xf32>
}
func.func @bias_relu_nan(%x: tensor<1x6x6x3xf32>, %w: tensor<3x3x3x4xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %zx = hlo.broadcast %zero, dimensions = [] : (tensor<f32>) -> tensor<1x6x6x3xf32>
  %inf = hlo.divide %x, %zx : tensor<1x6x6x3xf32>
  %c = hlo.convolution %inf, %w, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x6x6x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  %bb = hlo.broadcast %b, dimensions = [3] : (tensor<4xf32>) -> tensor<1x6x6x4xf32>
  %s = hlo.add %c, %bb : tensor<1x6x6x4xf32>
  %z = hlo.broadcast %zero, dimensions = [] : (tensor<f32>) -> tensor<1x6x6x4xf32>
  %r = hlo.maximum %s, %z : tensor<1x6x6x4xf32>
  return %r : tensor<1x6x6x4xf32>
}
// Not a ReLU (max with 1): the bias and maximum stay a loop of their own.
func.func @bias_max_one(%x: tensor<1x3x6x6xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %c = hlo.convolution %x, %w, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x3x6x6xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  %bb = hlo.broadcast %b, dimensions = [1] : (tensor<4xf32>) -> tensor<1x4x6x6xf32>
  %s = hlo.add %c, %bb : tensor<1x4x6x6xf32>
  %one = hlo.constant dense<1.0> : tensor<f32>
  %o = hlo.broadcast %one, dimensions = [] : (tensor<f32>) -> tensor<1x4x6x6xf32>
  %r = hlo.maximum %s, %o : tensor<1x4x6x6xf32>
  return %r : tensor<1x4x6x6xf32>
}
func.func @two_chained(%x: tensor<1x4x6x6xf32>, %w1: tensor<5x4x3x3xf32>, %w2: tensor<2x5x1x1xf32>) -> (tensor<1x2x6x6xf32>, tensor<1x5x6x6xf32>) {
  %a = hlo.convolution %x, %w1, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x4x6x6xf32>, tensor<5x4x3x3xf32>) -> tensor<1x5x6x6xf32>
  %b = hlo.convolution %a, %w2, window = <size = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x5x6x6xf32>, tensor<2x5x1x1xf32>) -> tensor<1x2x6x6xf32>
  return %b, %a : tensor<1x2x6x6xf32>, tensor<1x5x6x6xf32>
}
func.func @f64_stays_a_product(%x: tensor<2x3x6x6xf64>, %w: tensor<4x3x3x3xf64>) -> tensor<2x4x4x4xf64> {
  %r = hlo.convolution %x, %w, window = <size = [3, 3]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<2x3x6x6xf64>, tensor<4x3x3x3xf64>) -> tensor<2x4x4x4xf64>
  return %r : tensor<2x4x4x4xf64>
}
