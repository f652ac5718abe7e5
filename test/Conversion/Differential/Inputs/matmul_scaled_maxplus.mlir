// CATEGORY: matmul
// Contractions beyond out + a * b: a generic matmul scaled by a scalar
// argument inside the payload (out + a * b * alpha), and a max-plus
// product (out = max(out, a + b)) from a -inf fill.
// TOLERANCE: rtol=1e-5 atol=1e-5 (16-term sums in another order)
func.func @main(%a: tensor<8x16xf32>, %b: tensor<16x12xf32>, %alpha: f32) -> (tensor<8x12xf32>, tensor<8x12xf32>) {
  %z = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<8x12xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8x12xf32>) -> tensor<8x12xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%e : tensor<8x12xf32>) -> tensor<8x12xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<8x16xf32>, tensor<16x12xf32>) outs(%f : tensor<8x12xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %q = arith.mulf %p, %alpha : f32
    %s = arith.addf %acc, %q : f32
    linalg.yield %s : f32
  } -> tensor<8x12xf32>
  %mp = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<8x16xf32>, tensor<16x12xf32>) outs(%fm : tensor<8x12xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.addf %x, %y : f32
    %s = arith.maximumf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x12xf32>
  return %m, %mp : tensor<8x12xf32>, tensor<8x12xf32>
}
