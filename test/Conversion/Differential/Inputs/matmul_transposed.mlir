// CATEGORY: matmul
// Transposed operands: matmul_transpose_a, matmul_transpose_b, an explicit
// linalg.transpose feeding linalg.matmul, and a generic whose maps transpose
// both operands and the result ((A^T B^T)^T = B A).
// TOLERANCE: rtol=1e-5 atol=1e-5 (sums of 24 terms in another order)
func.func @main(%a: tensor<24x12xf32>, %b: tensor<24x16xf32>, %c: tensor<12x24xf32>, %d: tensor<16x24xf32>) -> (tensor<12x16xf32>, tensor<12x16xf32>, tensor<12x16xf32>, tensor<16x12xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<12x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<12x16xf32>) -> tensor<12x16xf32>
  %r0 = linalg.matmul_transpose_a ins(%a, %b : tensor<24x12xf32>, tensor<24x16xf32>) outs(%f : tensor<12x16xf32>) -> tensor<12x16xf32>
  %r1 = linalg.matmul_transpose_b ins(%c, %d : tensor<12x24xf32>, tensor<16x24xf32>) outs(%f : tensor<12x16xf32>) -> tensor<12x16xf32>
  %et = tensor.empty() : tensor<12x24xf32>
  %at = linalg.transpose ins(%a : tensor<24x12xf32>) outs(%et : tensor<12x24xf32>) permutation = [1, 0]
  %r2 = linalg.matmul ins(%at, %b : tensor<12x24xf32>, tensor<24x16xf32>) outs(%f : tensor<12x16xf32>) -> tensor<12x16xf32>
  %e2 = tensor.empty() : tensor<16x12xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<16x12xf32>) -> tensor<16x12xf32>
  %r3 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (k, i)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%d, %a : tensor<16x24xf32>, tensor<24x12xf32>) outs(%f : tensor<12x16xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<12x16xf32>
  %r3t = linalg.transpose ins(%r3 : tensor<12x16xf32>) outs(%f2 : tensor<16x12xf32>) permutation = [1, 0]
  return %r0, %r1, %r2, %r3t : tensor<12x16xf32>, tensor<12x16xf32>, tensor<12x16xf32>, tensor<16x12xf32>
}
