// CATEGORY: matmul
// Einsum-style contractions as generics: attention scores
// "bhqd,bhkd->bhqk" (two batch dimensions, contracting the last of both), and
// "bik,kj->bji" with the output in a permuted layout and f64 arithmetic.
// TOLERANCE f32: rtol=1e-5 atol=1e-5 (sums of 8 terms in another order)
// TOLERANCE f64: rtol=1e-12 atol=1e-12 (sums of 16 terms in another order)
func.func @main(%q: tensor<2x3x5x8xf32>, %k: tensor<2x3x7x8xf32>, %x: tensor<4x6x16xf64>, %w: tensor<16x5xf64>) -> (tensor<2x3x5x7xf32>, tensor<4x5x6xf64>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x5x7xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x3x5x7xf32>) -> tensor<2x3x5x7xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, h, i, d)>, affine_map<(b, h, i, j, d) -> (b, h, j, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<2x3x5x8xf32>, tensor<2x3x7x8xf32>) outs(%f : tensor<2x3x5x7xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x3x5x7xf32>
  %zd = arith.constant 0.0 : f64
  %e2 = tensor.empty() : tensor<4x5x6xf64>
  %f2 = linalg.fill ins(%zd : f64) outs(%e2 : tensor<4x5x6xf64>) -> tensor<4x5x6xf64>
  %t = linalg.generic {indexing_maps = [affine_map<(b, i, j, k) -> (b, i, k)>, affine_map<(b, i, j, k) -> (k, j)>, affine_map<(b, i, j, k) -> (b, j, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<4x6x16xf64>, tensor<16x5xf64>) outs(%f2 : tensor<4x5x6xf64>) {
  ^bb0(%a: f64, %b: f64, %acc: f64):
    %p = arith.mulf %a, %b : f64
    %r = arith.addf %acc, %p : f64
    linalg.yield %r : f64
  } -> tensor<4x5x6xf64>
  return %s, %t : tensor<2x3x5x7xf32>, tensor<4x5x6xf64>
}
