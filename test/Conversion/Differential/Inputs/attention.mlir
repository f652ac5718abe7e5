// CATEGORY: softmax-layernorm-mlp
// Scaled dot-product attention with a causal mask: Q K^T
// (batch_matmul_transpose_b) / sqrt(16), masked by linalg.index, softmax over
// keys, then @ V (batch_matmul), for 4 heads of 12 tokens.
// TOLERANCE: rtol=1e-5 atol=1e-5 (16-term dot products, exp, 12-term sums)
func.func @main(%q: tensor<4x12x16xf32>, %k: tensor<4x12x16xf32>, %v: tensor<4x12x16xf32>) -> tensor<4x12x16xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x12x12xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x12x12xf32>) -> tensor<4x12x12xf32>
  %s = linalg.batch_matmul_transpose_b ins(%q, %k : tensor<4x12x16xf32>, tensor<4x12x16xf32>) outs(%f : tensor<4x12x12xf32>) -> tensor<4x12x12xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<4x12x12xf32>) outs(%e : tensor<4x12x12xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %scale = arith.constant 0.25 : f32
    %ninf = arith.constant -1.0e30 : f32
    %sc = arith.mulf %a, %scale : f32
    %future = arith.cmpi ugt, %j, %i : index
    %r = arith.select %future, %ninf, %sc : f32
    linalg.yield %r : f32
  } -> tensor<4x12x12xf32>
  %p = linalg.softmax dimension(2) ins(%m : tensor<4x12x12xf32>) outs(%e : tensor<4x12x12xf32>) -> tensor<4x12x12xf32>
  %eo = tensor.empty() : tensor<4x12x16xf32>
  %fo = linalg.fill ins(%z : f32) outs(%eo : tensor<4x12x16xf32>) -> tensor<4x12x16xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<4x12x12xf32>, tensor<4x12x16xf32>) outs(%fo : tensor<4x12x16xf32>) -> tensor<4x12x16xf32>
  return %o : tensor<4x12x16xf32>
}
