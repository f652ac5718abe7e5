// CATEGORY: conv-pool
// conv_2d_nhwc_hwcf with stride 2 (no dilation), with dilation 2 (stride 1),
// and with stride [2, 1] and dilation [1, 3] at once, on a batch of 2.
// TOLERANCE: rtol=1e-5 atol=1e-5 (sums of 72-108 terms: oneDNN's order
// against upstream's loops)
func.func @main(%i: tensor<2x17x15x4xf32>, %k: tensor<3x3x4x8xf32>) -> (tensor<2x8x7x8xf32>, tensor<2x13x11x8xf32>, tensor<2x8x9x8xf32>) {
  %z = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<2x8x7x8xf32>
  %f0 = linalg.fill ins(%z : f32) outs(%e0 : tensor<2x8x7x8xf32>) -> tensor<2x8x7x8xf32>
  %r0 = linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%i, %k : tensor<2x17x15x4xf32>, tensor<3x3x4x8xf32>) outs(%f0 : tensor<2x8x7x8xf32>) -> tensor<2x8x7x8xf32>
  %e1 = tensor.empty() : tensor<2x13x11x8xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<2x13x11x8xf32>) -> tensor<2x13x11x8xf32>
  %r1 = linalg.conv_2d_nhwc_hwcf {strides = dense<1> : tensor<2xi64>, dilations = dense<2> : tensor<2xi64>} ins(%i, %k : tensor<2x17x15x4xf32>, tensor<3x3x4x8xf32>) outs(%f1 : tensor<2x13x11x8xf32>) -> tensor<2x13x11x8xf32>
  %e2 = tensor.empty() : tensor<2x8x9x8xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<2x8x9x8xf32>) -> tensor<2x8x9x8xf32>
  %r2 = linalg.conv_2d_nhwc_hwcf {strides = dense<[2, 1]> : tensor<2xi64>, dilations = dense<[1, 3]> : tensor<2xi64>} ins(%i, %k : tensor<2x17x15x4xf32>, tensor<3x3x4x8xf32>) outs(%f2 : tensor<2x8x9x8xf32>) -> tensor<2x8x9x8xf32>
  return %r0, %r1, %r2 : tensor<2x8x7x8xf32>, tensor<2x13x11x8xf32>, tensor<2x8x9x8xf32>
}
