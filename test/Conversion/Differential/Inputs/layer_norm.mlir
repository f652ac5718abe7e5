// CATEGORY: softmax-layernorm-mlp
// Layer normalization over the last dimension: mean, variance of x - mean,
// (x - mean) * rsqrt(var + 1e-5) * gamma + beta, on a 2x16x64 activation.
// TOLERANCE: rtol=1e-5 atol=1e-5 (64-term sums in another order; rsqrt is
// 1/sqrt upstream and in xhlo-run)
#x = affine_map<(b, t, c) -> (b, t, c)>
#bt = affine_map<(b, t, c) -> (b, t)>
#ch = affine_map<(b, t, c) -> (c)>
func.func @main(%x: tensor<2x16x64xf32>, %gamma: tensor<64xf32>, %beta: tensor<64xf32>) -> tensor<2x16x64xf32> {
  %z = arith.constant 0.0 : f32
  %n = arith.constant 64.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %e = tensor.empty() : tensor<2x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x16xf32>) -> tensor<2x16xf32>
  %sum = linalg.generic {indexing_maps = [#x, #bt], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x16x64xf32>) outs(%f : tensor<2x16xf32>) {
  ^bb0(%a: f32, %s: f32):
    %r = arith.addf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x16xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(b, t) -> (b, t)>, affine_map<(b, t) -> (b, t)>], iterator_types = ["parallel", "parallel"]} ins(%sum : tensor<2x16xf32>) outs(%e : tensor<2x16xf32>) {
  ^bb0(%s: f32, %o: f32):
    %r = arith.divf %s, %n : f32
    linalg.yield %r : f32
  } -> tensor<2x16xf32>
  %ss = linalg.generic {indexing_maps = [#x, #bt, #bt], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %mean : tensor<2x16x64xf32>, tensor<2x16xf32>) outs(%f : tensor<2x16xf32>) {
  ^bb0(%a: f32, %m: f32, %s: f32):
    %d = arith.subf %a, %m : f32
    %sq = arith.mulf %d, %d : f32
    %r = arith.addf %sq, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x16xf32>
  %ey = tensor.empty() : tensor<2x16x64xf32>
  %y = linalg.generic {indexing_maps = [#x, #bt, #bt, #ch, #ch, #x], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mean, %ss, %gamma, %beta : tensor<2x16x64xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<64xf32>, tensor<64xf32>) outs(%ey : tensor<2x16x64xf32>) {
  ^bb0(%a: f32, %m: f32, %s: f32, %g: f32, %b: f32, %o: f32):
    %var = arith.divf %s, %n : f32
    %ve = arith.addf %var, %eps : f32
    %rs = math.rsqrt %ve : f32
    %d = arith.subf %a, %m : f32
    %nrm = arith.mulf %d, %rs : f32
    %sc = arith.mulf %nrm, %g : f32
    %r = arith.addf %sc, %b : f32
    linalg.yield %r : f32
  } -> tensor<2x16x64xf32>
  return %y : tensor<2x16x64xf32>
}
