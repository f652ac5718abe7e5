// CATEGORY: conv-pool
// Convolutions not spelled as named ops: a stride-2 NHWC convolution as a
// linalg.generic with window maps (oh * 2 + kh), and conv_2d_nhwc_hwcf on
// full-range i32 whose sums wrap.
// TOLERANCE: rtol=1e-5 atol=1e-5 (27-term sums in another order)
// ARG 2: full
// ARG 3: full
func.func @main(%x: tensor<1x12x12x3xf32>, %k: tensor<3x3x3x4xf32>, %xi: tensor<1x8x8x2xi32>, %ki: tensor<2x2x2x3xi32>) -> (tensor<1x5x5x4xf32>, tensor<1x7x7x3xi32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x5x5x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh * 2 + kh, ow * 2 + kw, c)>, affine_map<(n, oh, ow, f, kh, kw, c) -> (kh, kw, c, f)>, affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh, ow, f)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %k : tensor<1x12x12x3xf32>, tensor<3x3x3x4xf32>) outs(%f : tensor<1x5x5x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x5x5x4xf32>
  %zi = arith.constant 0 : i32
  %ei = tensor.empty() : tensor<1x7x7x3xi32>
  %fi = linalg.fill ins(%zi : i32) outs(%ei : tensor<1x7x7x3xi32>) -> tensor<1x7x7x3xi32>
  %ci = linalg.conv_2d_nhwc_hwcf {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%xi, %ki : tensor<1x8x8x2xi32>, tensor<2x2x2x3xi32>) outs(%fi : tensor<1x7x7x3xi32>) -> tensor<1x7x7x3xi32>
  return %c, %ci : tensor<1x5x5x4xf32>, tensor<1x7x7x3xi32>
}
