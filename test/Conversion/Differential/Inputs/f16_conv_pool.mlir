// CATEGORY: f16-bf16
// f16 convolution and pooling: conv_2d_nhwc_hwcf (stride 1) and
// depthwise_conv_2d_nhwc_hwc (stride 2) on f16, then a 2x2 max pool.
// TOLERANCE: rtol=1e-2 atol=1e-2 (f16: 36-term sums of magnitude up to ~4
// rounded to f16 in another order)
// ARG 0: uniform -1 1
// ARG 1: uniform -1 1
// ARG 2: uniform -1 1
func.func @main(%x: tensor<1x9x9x4xf16>, %k: tensor<3x3x4x6xf16>, %kd: tensor<3x3x4xf16>) -> (tensor<1x7x7x6xf16>, tensor<1x4x4x4xf16>, tensor<1x3x3x6xf16>) {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<1x7x7x6xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<1x7x7x6xf16>) -> tensor<1x7x7x6xf16>
  %c = linalg.conv_2d_nhwc_hwcf {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%x, %k : tensor<1x9x9x4xf16>, tensor<3x3x4x6xf16>) outs(%f : tensor<1x7x7x6xf16>) -> tensor<1x7x7x6xf16>
  %ed = tensor.empty() : tensor<1x4x4x4xf16>
  %fd = linalg.fill ins(%z : f16) outs(%ed : tensor<1x4x4x4xf16>) -> tensor<1x4x4x4xf16>
  %d = linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%x, %kd : tensor<1x9x9x4xf16>, tensor<3x3x4xf16>) outs(%fd : tensor<1x4x4x4xf16>) -> tensor<1x4x4x4xf16>
  %ninf = arith.constant 0xFC00 : f16
  %w = tensor.empty() : tensor<2x2xf16>
  %ep = tensor.empty() : tensor<1x3x3x6xf16>
  %fp = linalg.fill ins(%ninf : f16) outs(%ep : tensor<1x3x3x6xf16>) -> tensor<1x3x3x6xf16>
  %p = linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%c, %w : tensor<1x7x7x6xf16>, tensor<2x2xf16>) outs(%fp : tensor<1x3x3x6xf16>) -> tensor<1x3x3x6xf16>
  return %c, %d, %p : tensor<1x7x7x6xf16>, tensor<1x4x4x4xf16>, tensor<1x3x3x6xf16>
}
