// CATEGORY: matmul
// Matrix-vector forms: linalg.matvec, vecmat, dot (into a 0-d init of 1.5,
// so the init is added), and batch_matvec.
// TOLERANCE: rtol=1e-5 atol=1e-5 (sums of 32 terms in another order)
func.func @main(%m: tensor<16x32xf32>, %v: tensor<32xf32>, %u: tensor<16xf32>, %bm: tensor<4x16x32xf32>, %bv: tensor<4x32xf32>) -> (tensor<16xf32>, tensor<32xf32>, tensor<f32>, tensor<4x16xf32>) {
  %z = arith.constant 0.0 : f32
  %e16 = tensor.empty() : tensor<16xf32>
  %f16 = linalg.fill ins(%z : f32) outs(%e16 : tensor<16xf32>) -> tensor<16xf32>
  %mv = linalg.matvec ins(%m, %v : tensor<16x32xf32>, tensor<32xf32>) outs(%f16 : tensor<16xf32>) -> tensor<16xf32>
  %e32 = tensor.empty() : tensor<32xf32>
  %f32 = linalg.fill ins(%z : f32) outs(%e32 : tensor<32xf32>) -> tensor<32xf32>
  %vm = linalg.vecmat ins(%u, %m : tensor<16xf32>, tensor<16x32xf32>) outs(%f32 : tensor<32xf32>) -> tensor<32xf32>
  %init = arith.constant dense<1.5> : tensor<f32>
  %d = linalg.dot ins(%v, %vm : tensor<32xf32>, tensor<32xf32>) outs(%init : tensor<f32>) -> tensor<f32>
  %e4 = tensor.empty() : tensor<4x16xf32>
  %f4 = linalg.fill ins(%z : f32) outs(%e4 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %bmv = linalg.batch_matvec ins(%bm, %bv : tensor<4x16x32xf32>, tensor<4x32xf32>) outs(%f4 : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %mv, %vm, %d, %bmv : tensor<16xf32>, tensor<32xf32>, tensor<f32>, tensor<4x16xf32>
}
