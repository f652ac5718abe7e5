// CATEGORY: conv-pool
// A CNN block: "same" zero padding with tensor.pad, a 3x3 conv_2d_nhwc_hwcf,
// a bias added by broadcast, relu, then 2x2 max pooling with stride 2, and a
// global average pool over the spatial dimensions to a 1x16 feature vector.
// TOLERANCE: rtol=1e-5 atol=1e-5 (sums of 72 terms in another order, then
// averages of 16)
func.func @main(%x: tensor<1x8x8x8xf32>, %k: tensor<3x3x8x16xf32>, %b: tensor<16xf32>) -> (tensor<1x4x4x16xf32>, tensor<1x16xf32>) {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %z : f32
  } : tensor<1x8x8x8xf32> to tensor<1x10x10x8xf32>
  %e = tensor.empty() : tensor<1x8x8x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %c = linalg.conv_2d_nhwc_hwcf {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%p, %k : tensor<1x10x10x8xf32>, tensor<3x3x8x16xf32>) outs(%f : tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %b : tensor<1x8x8x16xf32>, tensor<16xf32>) outs(%e : tensor<1x8x8x16xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    %m = arith.maximumf %s, %z : f32
    linalg.yield %m : f32
  } -> tensor<1x8x8x16xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %w = tensor.empty() : tensor<2x2xf32>
  %ep = tensor.empty() : tensor<1x4x4x16xf32>
  %fp = linalg.fill ins(%ninf : f32) outs(%ep : tensor<1x4x4x16xf32>) -> tensor<1x4x4x16xf32>
  %pool = linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%r, %w : tensor<1x8x8x16xf32>, tensor<2x2xf32>) outs(%fp : tensor<1x4x4x16xf32>) -> tensor<1x4x4x16xf32>
  %eg = tensor.empty() : tensor<1x16xf32>
  %fg = linalg.fill ins(%z : f32) outs(%eg : tensor<1x16xf32>) -> tensor<1x16xf32>
  %gs = linalg.reduce ins(%pool : tensor<1x4x4x16xf32>) outs(%fg : tensor<1x16xf32>) dimensions = [1, 2]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %g = linalg.map ins(%gs : tensor<1x16xf32>) outs(%eg : tensor<1x16xf32>)
    (%s: f32) {
      %n = arith.constant 16.0 : f32
      %a = arith.divf %s, %n : f32
      linalg.yield %a : f32
    }
  return %pool, %g : tensor<1x4x4x16xf32>, tensor<1x16xf32>
}
