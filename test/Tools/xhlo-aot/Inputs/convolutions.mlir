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
// Chains (aot-convolution-chains): stages whose activations stay in the
// runtime's blocked buffers. Winograd (32 features, 30 x 30), then 48
// features (blocks with padding channels) and a pool of overlapping 3 x 3
// windows.
func.func @chain_winograd_pool(%x: tensor<1x32x30x30xf32>, %w1: tensor<32x32x3x3xf32>, %b1: tensor<32xf32>, %w2: tensor<48x32x3x3xf32>, %b2: tensor<48xf32>) -> tensor<1x48x14x14xf32> {
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %c1 = hlo.convolution %x, %w1, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x32x30x30xf32>, tensor<32x32x3x3xf32>) -> tensor<1x32x30x30xf32>
  %bb1 = hlo.broadcast %b1, dimensions = [1] : (tensor<32xf32>) -> tensor<1x32x30x30xf32>
  %s1 = hlo.add %c1, %bb1 : tensor<1x32x30x30xf32>
  %z1 = hlo.broadcast %zero, dimensions = [] : (tensor<f32>) -> tensor<1x32x30x30xf32>
  %r1 = hlo.maximum %s1, %z1 : tensor<1x32x30x30xf32>
  %c2 = hlo.convolution %r1, %w2, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x32x30x30xf32>, tensor<48x32x3x3xf32>) -> tensor<1x48x30x30xf32>
  %bb2 = hlo.broadcast %b2, dimensions = [1] : (tensor<48xf32>) -> tensor<1x48x30x30xf32>
  %s2 = hlo.add %bb2, %c2 : tensor<1x48x30x30xf32>
  %z2 = hlo.broadcast %zero, dimensions = [] : (tensor<f32>) -> tensor<1x48x30x30xf32>
  %r2 = hlo.maximum %z2, %s2 : tensor<1x48x30x30xf32>
  %p = hlo.reduce_window(%r2 init: %ninf) window = <size = [1, 1, 3, 3], stride = [1, 1, 2, 2]> : (tensor<1x48x30x30xf32>, tensor<f32>) -> tensor<1x48x14x14xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  return %p : tensor<1x48x14x14xf32>
}
// Channels-last, batch 2: strides, window dilation and uneven padding with
// a ReLU; a 1 x 1 convolution with a bias and a pool of 2 x 3 windows at
// strides 1 x 2 whose init is 0; a last convolution with a ReLU.
func.func @chain_nhwc_strided(%x: tensor<2x11x10x5xf32>, %w1: tensor<3x3x5x8xf32>, %w2: tensor<1x1x8x16xf32>, %b2: tensor<16xf32>, %w3: tensor<3x3x16x4xf32>) -> tensor<2x5x3x4xf32> {
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %c1 = hlo.convolution %x, %w1, window = <size = [3, 3], stride = [2, 1], pad_low = [2, 0], pad_high = [1, 2], rhs_dilate = [1, 2]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<2x11x10x5xf32>, tensor<3x3x5x8xf32>) -> tensor<2x6x8x8xf32>
  %z1 = hlo.broadcast %zero, dimensions = [] : (tensor<f32>) -> tensor<2x6x8x8xf32>
  %r1 = hlo.maximum %c1, %z1 : tensor<2x6x8x8xf32>
  %c2 = hlo.convolution %r1, %w2, window = <size = [1, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<2x6x8x8xf32>, tensor<1x1x8x16xf32>) -> tensor<2x6x8x16xf32>
  %bb2 = hlo.broadcast %b2, dimensions = [3] : (tensor<16xf32>) -> tensor<2x6x8x16xf32>
  %s2 = hlo.add %c2, %bb2 : tensor<2x6x8x16xf32>
  %p = hlo.reduce_window(%s2 init: %zero) window = <size = [1, 2, 3, 1], stride = [1, 1, 2, 1]> : (tensor<2x6x8x16xf32>, tensor<f32>) -> tensor<2x5x3x16xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %b, %a : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  %c3 = hlo.convolution %p, %w3, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<2x5x3x16xf32>, tensor<3x3x16x4xf32>) -> tensor<2x5x3x4xf32>
  %z3 = hlo.broadcast %zero, dimensions = [] : (tensor<f32>) -> tensor<2x5x3x4xf32>
  %r3 = hlo.maximum %c3, %z3 : tensor<2x5x3x4xf32>
  return %r3 : tensor<2x5x3x4xf32>
}
// Unusual dimension labels, other for the chain's input, between the
// stages and for its result.
func.func @chain_labels_change(%x: tensor<7x2x6x3xf32>, %w1: tensor<16x3x3x3xf32>, %b1: tensor<16xf32>, %w2: tensor<3x3x16x5xf32>) -> tensor<2x5x4x5xf32> {
  %zero = hlo.constant dense<0.0> : tensor<16x7x6x2xf32>
  %c1 = hlo.convolution %x, %w1, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[0, b, 1, f]x[o, i, 0, 1]->[f, 0, 1, b]> : (tensor<7x2x6x3xf32>, tensor<16x3x3x3xf32>) -> tensor<16x7x6x2xf32>
  %bb1 = hlo.broadcast %b1, dimensions = [0] : (tensor<16xf32>) -> tensor<16x7x6x2xf32>
  %s1 = hlo.add %c1, %bb1 : tensor<16x7x6x2xf32>
  %r1 = hlo.maximum %s1, %zero : tensor<16x7x6x2xf32>
  %c2 = hlo.convolution %r1, %w2, window = <size = [3, 3]>, dim_labels = <[f, 0, 1, b]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<16x7x6x2xf32>, tensor<3x3x16x5xf32>) -> tensor<2x5x4x5xf32>
  return %c2 : tensor<2x5x4x5xf32>
}
// Infinities whose sums are NaN through the ReLU and the pool (NaN kept, as
// hlo.maximum keeps it) into the next stage.
func.func @chain_nan(%x: tensor<1x6x6x3xf32>, %w1: tensor<3x3x3x8xf32>, %b1: tensor<8xf32>, %w2: tensor<1x1x8x4xf32>) -> tensor<1x3x3x4xf32> {
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %zx = hlo.broadcast %zero, dimensions = [] : (tensor<f32>) -> tensor<1x6x6x3xf32>
  %inf = hlo.divide %x, %zx : tensor<1x6x6x3xf32>
  %c1 = hlo.convolution %inf, %w1, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x6x6x3xf32>, tensor<3x3x3x8xf32>) -> tensor<1x6x6x8xf32>
  %bb1 = hlo.broadcast %b1, dimensions = [3] : (tensor<8xf32>) -> tensor<1x6x6x8xf32>
  %s1 = hlo.add %c1, %bb1 : tensor<1x6x6x8xf32>
  %z1 = hlo.broadcast %zero, dimensions = [] : (tensor<f32>) -> tensor<1x6x6x8xf32>
  %r1 = hlo.maximum %s1, %z1 : tensor<1x6x6x8xf32>
  %p = hlo.reduce_window(%r1 init: %ninf) window = <size = [1, 2, 2, 1], stride = [1, 2, 2, 1]> : (tensor<1x6x6x8xf32>, tensor<f32>) -> tensor<1x3x3x8xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  %c2 = hlo.convolution %p, %w2, window = <size = [1, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x3x3x8xf32>, tensor<1x1x8x4xf32>) -> tensor<1x3x3x4xf32>
  return %c2 : tensor<1x3x3x4xf32>
}
// One convolution and its pool (20 features: the last block padded).
func.func @pool_alone(%x: tensor<1x4x9x9xf32>, %w: tensor<20x4x3x3xf32>) -> tensor<1x20x3x3xf32> {
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %c = hlo.convolution %x, %w, window = <size = [3, 3]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x4x9x9xf32>, tensor<20x4x3x3xf32>) -> tensor<1x20x7x7xf32>
  %p = hlo.reduce_window(%c init: %ninf) window = <size = [1, 1, 2, 2], stride = [1, 1, 2, 2]> : (tensor<1x20x7x7xf32>, tensor<f32>) -> tensor<1x20x3x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  return %p : tensor<1x20x3x3xf32>
}
// The activation between two convolutions is also a result: no chain (the
// first convolution's bias and ReLU still join its call).
func.func @chain_read_twice(%x: tensor<1x6x6x4xf32>, %w1: tensor<3x3x4x8xf32>, %b1: tensor<8xf32>, %w2: tensor<3x3x8x8xf32>) -> (tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) {
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %c1 = hlo.convolution %x, %w1, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x6x6x4xf32>, tensor<3x3x4x8xf32>) -> tensor<1x6x6x8xf32>
  %bb1 = hlo.broadcast %b1, dimensions = [3] : (tensor<8xf32>) -> tensor<1x6x6x8xf32>
  %s1 = hlo.add %c1, %bb1 : tensor<1x6x6x8xf32>
  %z1 = hlo.broadcast %zero, dimensions = [] : (tensor<f32>) -> tensor<1x6x6x8xf32>
  %r1 = hlo.maximum %s1, %z1 : tensor<1x6x6x8xf32>
  %c2 = hlo.convolution %r1, %w2, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x6x6x8xf32>, tensor<3x3x8x8xf32>) -> tensor<1x6x6x8xf32>
  return %c2, %r1 : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>
}
func.func @f64_stays_a_product(%x: tensor<2x3x6x6xf64>, %w: tensor<4x3x3x3xf64>) -> tensor<2x4x4x4xf64> {
  %r = hlo.convolution %x, %w, window = <size = [3, 3]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<2x3x6x6xf64>, tensor<4x3x3x3xf64>) -> tensor<2x4x4x4xf64>
  return %r : tensor<2x4x4x4xf64>
}
