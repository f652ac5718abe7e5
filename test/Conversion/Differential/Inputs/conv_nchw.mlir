// CATEGORY: conv-pool
// conv_2d_nchw_fchw with stride 2 and with dilation [2, 1], accumulating into
// a given init in the second case.
// TOLERANCE: rtol=1e-5 atol=1e-5 (sums of 27 terms in another order)
func.func @main(%i: tensor<2x3x16x16xf32>, %k: tensor<6x3x3x3xf32>, %init: tensor<2x6x12x14xf32>) -> (tensor<2x6x7x7xf32>, tensor<2x6x12x14xf32>) {
  %z = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<2x6x7x7xf32>
  %f0 = linalg.fill ins(%z : f32) outs(%e0 : tensor<2x6x7x7xf32>) -> tensor<2x6x7x7xf32>
  %r0 = linalg.conv_2d_nchw_fchw {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%i, %k : tensor<2x3x16x16xf32>, tensor<6x3x3x3xf32>) outs(%f0 : tensor<2x6x7x7xf32>) -> tensor<2x6x7x7xf32>
  %r1 = linalg.conv_2d_nchw_fchw {strides = dense<1> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x3x16x16xf32>, tensor<6x3x3x3xf32>) outs(%init : tensor<2x6x12x14xf32>) -> tensor<2x6x12x14xf32>
  return %r0, %r1 : tensor<2x6x7x7xf32>, tensor<2x6x12x14xf32>
}
