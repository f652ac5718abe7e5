// CATEGORY: f16-bf16
// Mixed-precision matmuls: f16 x f16 and bf16 x bf16 (truncated from f32
// arguments) accumulated into f32 outputs (linalg.matmul extends the
// operands in its payload).
// TOLERANCE: rtol=1e-5 atol=1e-5 (products of 16-bit floats are exact in
// f32; 32-term f32 sums in another order)
// ARG 0: uniform -1 1
// ARG 1: uniform -1 1
func.func @main(%a: tensor<8x32xf16>, %b: tensor<32x12xf16>, %c: tensor<8x32xf32>, %d: tensor<32x12xf32>) -> (tensor<8x12xf32>, tensor<8x12xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x12xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8x12xf32>) -> tensor<8x12xf32>
  %m = linalg.matmul ins(%a, %b : tensor<8x32xf16>, tensor<32x12xf16>) outs(%f : tensor<8x12xf32>) -> tensor<8x12xf32>
  %cb = arith.truncf %c : tensor<8x32xf32> to tensor<8x32xbf16>
  %db = arith.truncf %d : tensor<32x12xf32> to tensor<32x12xbf16>
  %m2 = linalg.matmul ins(%cb, %db : tensor<8x32xbf16>, tensor<32x12xbf16>) outs(%f : tensor<8x12xf32>) -> tensor<8x12xf32>
  return %m, %m2 : tensor<8x12xf32>, tensor<8x12xf32>
}
