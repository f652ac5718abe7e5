// CATEGORY: reduction
// Sums: linalg.reduce over the last and over the middle dimension of a 3-d
// tensor from zero fills, and a generic sum of squares accumulating into a
// given (non-identity) init: out[i] = init[i] + sum_j (x[i,j,k] - m[k])^2.
// TOLERANCE: rtol=1e-5 atol=1e-5 (sums of up to 48 terms of magnitude ~4 in
// another order: a few ulp of the sum)
func.func @main(%x: tensor<4x6x8xf32>, %m: tensor<8xf32>, %init: tensor<4xf32>) -> (tensor<4x6xf32>, tensor<4x8xf32>, tensor<4xf32>) {
  %z = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4x6xf32>
  %f0 = linalg.fill ins(%z : f32) outs(%e0 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %s0 = linalg.reduce ins(%x : tensor<4x6x8xf32>) outs(%f0 : tensor<4x6xf32>) dimensions = [2]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %e1 = tensor.empty() : tensor<4x8xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %s1 = linalg.reduce ins(%x : tensor<4x6x8xf32>) outs(%f1 : tensor<4x8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %acc, %in : f32
      linalg.yield %s : f32
    }
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%x, %m : tensor<4x6x8xf32>, tensor<8xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %d = arith.subf %a, %b : f32
    %sq = arith.mulf %d, %d : f32
    %s = arith.addf %acc, %sq : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %s0, %s1, %s2 : tensor<4x6xf32>, tensor<4x8xf32>, tensor<4xf32>
}
