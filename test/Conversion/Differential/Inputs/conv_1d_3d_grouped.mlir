// CATEGORY: conv-pool
// Other convolution ranks and groups: conv_1d_nwc_wcf with stride 2,
// conv_3d_ndhwc_dhwcf with dilation [1, 2, 1], and the grouped
// conv_2d_ngchw_fgchw (2 groups) with stride 2.
// TOLERANCE: rtol=1e-5 atol=1e-5 (sums of up to 36 terms in another order)
func.func @main(%x1: tensor<2x20x3xf32>, %k1: tensor<3x3x5xf32>, %x3: tensor<1x6x9x7x2xf32>, %k3: tensor<2x3x2x2x4xf32>, %xg: tensor<1x2x3x11x11xf32>, %kg: tensor<4x2x3x3x3xf32>) -> (tensor<2x9x5xf32>, tensor<1x5x5x6x4xf32>, tensor<1x2x4x5x5xf32>) {
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<2x9x5xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<2x9x5xf32>) -> tensor<2x9x5xf32>
  %r1 = linalg.conv_1d_nwc_wcf {strides = dense<2> : tensor<1xi64>, dilations = dense<1> : tensor<1xi64>} ins(%x1, %k1 : tensor<2x20x3xf32>, tensor<3x3x5xf32>) outs(%f1 : tensor<2x9x5xf32>) -> tensor<2x9x5xf32>
  %e3 = tensor.empty() : tensor<1x5x5x6x4xf32>
  %f3 = linalg.fill ins(%z : f32) outs(%e3 : tensor<1x5x5x6x4xf32>) -> tensor<1x5x5x6x4xf32>
  %r3 = linalg.conv_3d_ndhwc_dhwcf {strides = dense<1> : tensor<3xi64>, dilations = dense<[1, 2, 1]> : tensor<3xi64>} ins(%x3, %k3 : tensor<1x6x9x7x2xf32>, tensor<2x3x2x2x4xf32>) outs(%f3 : tensor<1x5x5x6x4xf32>) -> tensor<1x5x5x6x4xf32>
  %eg = tensor.empty() : tensor<1x2x4x5x5xf32>
  %fg = linalg.fill ins(%z : f32) outs(%eg : tensor<1x2x4x5x5xf32>) -> tensor<1x2x4x5x5xf32>
  %rg = linalg.conv_2d_ngchw_fgchw {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%xg, %kg : tensor<1x2x3x11x11xf32>, tensor<4x2x3x3x3xf32>) outs(%fg : tensor<1x2x4x5x5xf32>) -> tensor<1x2x4x5x5xf32>
  return %r1, %r3, %rg : tensor<2x9x5xf32>, tensor<1x5x5x6x4xf32>, tensor<1x2x4x5x5xf32>
}
