// CATEGORY: matmul
// Batched matmuls: linalg.batch_matmul, batch_matmul_transpose_a and
// batch_matmul_transpose_b, and batch_reduce_matmul (the sum over the batch).
// TOLERANCE: rtol=1e-5 atol=1e-5 (sums of up to 48 terms in another order)
func.func @main(%a: tensor<3x10x16xf32>, %b: tensor<3x16x12xf32>, %at: tensor<3x16x10xf32>, %bt: tensor<3x12x16xf32>) -> (tensor<3x10x12xf32>, tensor<3x10x12xf32>, tensor<3x10x12xf32>, tensor<10x12xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x10x12xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<3x10x12xf32>) -> tensor<3x10x12xf32>
  %r0 = linalg.batch_matmul ins(%a, %b : tensor<3x10x16xf32>, tensor<3x16x12xf32>) outs(%f : tensor<3x10x12xf32>) -> tensor<3x10x12xf32>
  %r1 = linalg.batch_matmul_transpose_a ins(%at, %b : tensor<3x16x10xf32>, tensor<3x16x12xf32>) outs(%f : tensor<3x10x12xf32>) -> tensor<3x10x12xf32>
  %r2 = linalg.batch_matmul_transpose_b ins(%a, %bt : tensor<3x10x16xf32>, tensor<3x12x16xf32>) outs(%f : tensor<3x10x12xf32>) -> tensor<3x10x12xf32>
  %e2 = tensor.empty() : tensor<10x12xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<10x12xf32>) -> tensor<10x12xf32>
  %r3 = linalg.batch_reduce_matmul ins(%a, %b : tensor<3x10x16xf32>, tensor<3x16x12xf32>) outs(%f2 : tensor<10x12xf32>) -> tensor<10x12xf32>
  return %r0, %r1, %r2, %r3 : tensor<3x10x12xf32>, tensor<3x10x12xf32>, tensor<3x10x12xf32>, tensor<10x12xf32>
}
