// CATEGORY: conv-pool
// Pooling: pooling_nhwc_max 3x3 stride 2 from a -inf fill, pooling_nhwc_sum
// 2x2 stride 2 turned into an average, pooling_nchw_max with dilation 2, and
// pooling_nhwc_min; plus an i32 pooling_nhwc_max_unsigned.
// TOLERANCE: rtol=1e-5 atol=1e-6 (sums of 4 terms)
// ARG 2: full
func.func @main(%x: tensor<2x12x12x4xf32>, %xc: tensor<2x4x12x12xf32>, %n: tensor<1x8x8x3xi32>) -> (tensor<2x5x5x4xf32>, tensor<2x6x6x4xf32>, tensor<2x4x8x8xf32>, tensor<2x5x5x4xf32>, tensor<1x4x4x3xi32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %z = arith.constant 0.0 : f32
  %w3 = tensor.empty() : tensor<3x3xf32>
  %w2 = tensor.empty() : tensor<2x2xf32>
  %e0 = tensor.empty() : tensor<2x5x5x4xf32>
  %f0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<2x5x5x4xf32>) -> tensor<2x5x5x4xf32>
  %max = linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%x, %w3 : tensor<2x12x12x4xf32>, tensor<3x3xf32>) outs(%f0 : tensor<2x5x5x4xf32>) -> tensor<2x5x5x4xf32>
  %e1 = tensor.empty() : tensor<2x6x6x4xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32>
  %sum = linalg.pooling_nhwc_sum {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%x, %w2 : tensor<2x12x12x4xf32>, tensor<2x2xf32>) outs(%f1 : tensor<2x6x6x4xf32>) -> tensor<2x6x6x4xf32>
  %avg = linalg.map ins(%sum : tensor<2x6x6x4xf32>) outs(%e1 : tensor<2x6x6x4xf32>)
    (%s: f32) {
      %q = arith.constant 0.25 : f32
      %a = arith.mulf %s, %q : f32
      linalg.yield %a : f32
    }
  %e2 = tensor.empty() : tensor<2x4x8x8xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
  %cmax = linalg.pooling_nchw_max {strides = dense<1> : tensor<2xi64>, dilations = dense<2> : tensor<2xi64>} ins(%xc, %w3 : tensor<2x4x12x12xf32>, tensor<3x3xf32>) outs(%f2 : tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
  %f3 = linalg.fill ins(%pinf : f32) outs(%e0 : tensor<2x5x5x4xf32>) -> tensor<2x5x5x4xf32>
  %min = linalg.pooling_nhwc_min {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%x, %w3 : tensor<2x12x12x4xf32>, tensor<3x3xf32>) outs(%f3 : tensor<2x5x5x4xf32>) -> tensor<2x5x5x4xf32>
  %zi = arith.constant 0 : i32
  %e4 = tensor.empty() : tensor<1x4x4x3xi32>
  %f4 = linalg.fill ins(%zi : i32) outs(%e4 : tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32>
  %umax = linalg.pooling_nhwc_max_unsigned {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%n, %w2 : tensor<1x8x8x3xi32>, tensor<2x2xf32>) outs(%f4 : tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32>
  return %max, %avg, %cmax, %min, %umax : tensor<2x5x5x4xf32>, tensor<2x6x6x4xf32>, tensor<2x4x8x8xf32>, tensor<2x5x5x4xf32>, tensor<1x4x4x3xi32>
}
