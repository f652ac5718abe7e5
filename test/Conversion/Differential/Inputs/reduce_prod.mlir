// CATEGORY: reduction
// Products: rows of 32 factors in [0.7, 1.4) from a fill of one, and a column
// product accumulating into a given init (out = init * prod).
// TOLERANCE: rtol=1e-5 atol=1e-6 (32 roundings in another order)
// ARG 0: uniform 0.7 1.4
// ARG 1: uniform 0.5 2
func.func @main(%x: tensor<8x32xf32>, %init: tensor<32xf32>) -> (tensor<8xf32>, tensor<32xf32>) {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %p0 = linalg.reduce ins(%x : tensor<8x32xf32>) outs(%f : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %p = arith.mulf %in, %acc : f32
      linalg.yield %p : f32
    }
  %p1 = linalg.reduce ins(%x : tensor<8x32xf32>) outs(%init : tensor<32xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %p = arith.mulf %acc, %in : f32
      linalg.yield %p : f32
    }
  return %p0, %p1 : tensor<8xf32>, tensor<32xf32>
}
