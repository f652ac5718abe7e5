// CATEGORY: conv-pool
// Depthwise convolutions: depthwise_conv_2d_nhwc_hwc with stride 2, the
// channel-multiplier form depthwise_conv_2d_nhwc_hwcm with dilation 2, and
// depthwise_conv_2d_nchw_chw.
// TOLERANCE: rtol=1e-5 atol=1e-5 (sums of 9 terms in another order)
func.func @main(%i: tensor<1x13x13x6xf32>, %k: tensor<3x3x6xf32>, %km: tensor<3x3x6x2xf32>, %in: tensor<1x6x13x13xf32>, %kc: tensor<6x3x3xf32>) -> (tensor<1x6x6x6xf32>, tensor<1x9x9x6x2xf32>, tensor<1x6x11x11xf32>) {
  %z = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<1x6x6x6xf32>
  %f0 = linalg.fill ins(%z : f32) outs(%e0 : tensor<1x6x6x6xf32>) -> tensor<1x6x6x6xf32>
  %r0 = linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%i, %k : tensor<1x13x13x6xf32>, tensor<3x3x6xf32>) outs(%f0 : tensor<1x6x6x6xf32>) -> tensor<1x6x6x6xf32>
  %e1 = tensor.empty() : tensor<1x9x9x6x2xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<1x9x9x6x2xf32>) -> tensor<1x9x9x6x2xf32>
  %r1 = linalg.depthwise_conv_2d_nhwc_hwcm {strides = dense<1> : tensor<2xi64>, dilations = dense<2> : tensor<2xi64>} ins(%i, %km : tensor<1x13x13x6xf32>, tensor<3x3x6x2xf32>) outs(%f1 : tensor<1x9x9x6x2xf32>) -> tensor<1x9x9x6x2xf32>
  %e2 = tensor.empty() : tensor<1x6x11x11xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<1x6x11x11xf32>) -> tensor<1x6x11x11xf32>
  %r2 = linalg.depthwise_conv_2d_nchw_chw {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%in, %kc : tensor<1x6x13x13xf32>, tensor<6x3x3xf32>) outs(%f2 : tensor<1x6x11x11xf32>) -> tensor<1x6x11x11xf32>
  return %r0, %r1, %r2 : tensor<1x6x6x6xf32>, tensor<1x9x9x6x2xf32>, tensor<1x6x11x11xf32>
}
