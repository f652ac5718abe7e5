// CATEGORY: conv-pool
// Quantized integer convolution: conv_2d_nhwc_hwcf_q on full-range i8 with
// zero points, accumulating in i32, then a requantization by arithmetic
// shift and clamp to i8 (trunci), and an i8 max pool.
// ARG 0: full
// ARG 1: full
// ARG 2: int -20 20
// ARG 3: int -20 20
func.func @main(%x: tensor<1x10x10x4xi8>, %k: tensor<3x3x4x8xi8>, %zx: i32, %zk: i32) -> (tensor<1x8x8x8xi32>, tensor<1x8x8x8xi8>, tensor<1x4x4x8xi8>) {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x8x8x8xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<1x8x8x8xi32>) -> tensor<1x8x8x8xi32>
  %c = linalg.conv_2d_nhwc_hwcf_q {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%x, %k, %zx, %zk : tensor<1x10x10x4xi8>, tensor<3x3x4x8xi8>, i32, i32) outs(%f : tensor<1x8x8x8xi32>) -> tensor<1x8x8x8xi32>
  %e8 = tensor.empty() : tensor<1x8x8x8xi8>
  %q = linalg.map ins(%c : tensor<1x8x8x8xi32>) outs(%e8 : tensor<1x8x8x8xi8>)
    (%v: i32) {
      %sh = arith.constant 8 : i32
      %lo = arith.constant -128 : i32
      %hi = arith.constant 127 : i32
      %s = arith.shrsi %v, %sh : i32
      %a = arith.maxsi %s, %lo : i32
      %b = arith.minsi %a, %hi : i32
      %t = arith.trunci %b : i32 to i8
      linalg.yield %t : i8
    }
  %min8 = arith.constant -128 : i8
  %w = tensor.empty() : tensor<2x2xi8>
  %ep = tensor.empty() : tensor<1x4x4x8xi8>
  %fp = linalg.fill ins(%min8 : i8) outs(%ep : tensor<1x4x4x8xi8>) -> tensor<1x4x4x8xi8>
  %p = linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%q, %w : tensor<1x8x8x8xi8>, tensor<2x2xi8>) outs(%fp : tensor<1x4x4x8xi8>) -> tensor<1x4x4x8xi8>
  return %c, %q, %p : tensor<1x8x8x8xi32>, tensor<1x8x8x8xi8>, tensor<1x4x4x8xi8>
}
