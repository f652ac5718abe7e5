// CATEGORY: elementwise
// Broadcasting with named ops and arith/math directly on tensors:
// linalg.broadcast of a row and a column, linalg.add/mul/sub/div/max,
// linalg.exp and linalg.abs, linalg.transpose, arith.addf and math.sqrt on
// whole tensors (upstream runs those through convert-elementwise-to-linalg).
func.func @main(%a: tensor<8x12xf32>, %row: tensor<12xf32>, %col: tensor<8xf32>) -> (tensor<8x12xf32>, tensor<12x8xf32>) {
  %e = tensor.empty() : tensor<8x12xf32>
  %br = linalg.broadcast ins(%row : tensor<12xf32>) outs(%e : tensor<8x12xf32>) dimensions = [0]
  %bc = linalg.broadcast ins(%col : tensor<8xf32>) outs(%e : tensor<8x12xf32>) dimensions = [1]
  %s = linalg.add ins(%a, %br : tensor<8x12xf32>, tensor<8x12xf32>) outs(%e : tensor<8x12xf32>) -> tensor<8x12xf32>
  %m = linalg.mul ins(%s, %bc : tensor<8x12xf32>, tensor<8x12xf32>) outs(%e : tensor<8x12xf32>) -> tensor<8x12xf32>
  %d = linalg.sub ins(%m, %a : tensor<8x12xf32>, tensor<8x12xf32>) outs(%e : tensor<8x12xf32>) -> tensor<8x12xf32>
  %x = linalg.max ins(%d, %s : tensor<8x12xf32>, tensor<8x12xf32>) outs(%e : tensor<8x12xf32>) -> tensor<8x12xf32>
  %ab = linalg.abs ins(%x : tensor<8x12xf32>) outs(%e : tensor<8x12xf32>) -> tensor<8x12xf32>
  %sq = math.sqrt %ab : tensor<8x12xf32>
  %one = arith.constant dense<1.0> : tensor<8x12xf32>
  %den = arith.addf %sq, %one : tensor<8x12xf32>
  %ex = linalg.exp ins(%a : tensor<8x12xf32>) outs(%e : tensor<8x12xf32>) -> tensor<8x12xf32>
  %q = linalg.div ins(%ex, %den : tensor<8x12xf32>, tensor<8x12xf32>) outs(%e : tensor<8x12xf32>) -> tensor<8x12xf32>
  %et = tensor.empty() : tensor<12x8xf32>
  %t = linalg.transpose ins(%q : tensor<8x12xf32>) outs(%et : tensor<12x8xf32>) permutation = [1, 0]
  return %x, %t : tensor<8x12xf32>, tensor<12x8xf32>
}
