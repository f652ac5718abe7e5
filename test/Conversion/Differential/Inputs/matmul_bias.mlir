// CATEGORY: matmul
// linalg.matmul from a zero fill plus a bias row, and linalg.matmul
// accumulating into a given C (C + A*B, the init read).
// TOLERANCE: rtol=1e-5 atol=1e-5 (dot products of 48 terms of magnitude ~4;
// OpenBLAS sums in another order than upstream's loop)
func.func @main(%a: tensor<24x48xf32>, %b: tensor<48x20xf32>, %bias: tensor<20xf32>, %c: tensor<24x20xf32>) -> (tensor<24x20xf32>, tensor<24x20xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<24x20xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<24x20xf32>) -> tensor<24x20xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<24x48xf32>, tensor<48x20xf32>) outs(%f : tensor<24x20xf32>) -> tensor<24x20xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<24x20xf32>, tensor<20xf32>) outs(%e : tensor<24x20xf32>) {
  ^bb0(%x: f32, %bb: f32, %o: f32):
    %s = arith.addf %x, %bb : f32
    linalg.yield %s : f32
  } -> tensor<24x20xf32>
  %acc = linalg.matmul ins(%a, %b : tensor<24x48xf32>, tensor<48x20xf32>) outs(%c : tensor<24x20xf32>) -> tensor<24x20xf32>
  return %y, %acc : tensor<24x20xf32>, tensor<24x20xf32>
}
