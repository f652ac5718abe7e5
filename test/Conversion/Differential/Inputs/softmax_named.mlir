// CATEGORY: softmax-layernorm-mlp
// linalg.softmax on the last and on the middle dimension of a 3-d tensor.
// Upstream lowers it by its own decomposition (transform dialect's
// decompose_interface, then the generics' lowering); xhlo converts the op.
// TOLERANCE: rtol=1e-5 atol=1e-6 (exp: libm against a 2 ulp approximation;
// sums of 10-32 terms in another order)
// ARG 0: uniform -5 5
func.func @main(%x: tensor<4x10x32xf32>) -> (tensor<4x10x32xf32>, tensor<4x10x32xf32>) {
  %e = tensor.empty() : tensor<4x10x32xf32>
  %a = linalg.softmax dimension(2) ins(%x : tensor<4x10x32xf32>) outs(%e : tensor<4x10x32xf32>) -> tensor<4x10x32xf32>
  %b = linalg.softmax dimension(1) ins(%x : tensor<4x10x32xf32>) outs(%e : tensor<4x10x32xf32>) -> tensor<4x10x32xf32>
  return %a, %b : tensor<4x10x32xf32>, tensor<4x10x32xf32>
}
