// CATEGORY: f16-bf16
// A bf16 MLP layer pair: f32 inputs truncated to bf16 (truncf), matmul in
// bf16 (accumulated in bf16), bias and relu, a second matmul, and the result
// extended back to f32 (extf). The boundary is f32 because .npy has no
// bfloat16 (xhlo-run reads and writes numpy arrays); every op inside is bf16.
// TOLERANCE: rtol=3e-2 atol=3e-2 (bf16 has 8 significant bits, ulp 2^-7
// relative: 32-term dot products rounded to bf16 in another order differ by
// a few ulp of the partial sums)
// ARG 0: uniform -1 1
// ARG 1: uniform -0.5 0.5
// ARG 2: uniform -0.5 0.5
// ARG 3: uniform -0.5 0.5
func.func @main(%x: tensor<8x32xf32>, %w1: tensor<32x32xf32>, %b1: tensor<32xf32>, %w2: tensor<32x8xf32>) -> (tensor<8x32xf32>, tensor<8x8xf32>) {
  %xb = arith.truncf %x : tensor<8x32xf32> to tensor<8x32xbf16>
  %w1b = arith.truncf %w1 : tensor<32x32xf32> to tensor<32x32xbf16>
  %b1b = arith.truncf %b1 : tensor<32xf32> to tensor<32xbf16>
  %w2b = arith.truncf %w2 : tensor<32x8xf32> to tensor<32x8xbf16>
  %z = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<8x32xbf16>
  %f = linalg.fill ins(%z : bf16) outs(%e : tensor<8x32xbf16>) -> tensor<8x32xbf16>
  %m = linalg.matmul ins(%xb, %w1b : tensor<8x32xbf16>, tensor<32x32xbf16>) outs(%f : tensor<8x32xbf16>) -> tensor<8x32xbf16>
  %h = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%m, %b1b : tensor<8x32xbf16>, tensor<32xbf16>) outs(%e : tensor<8x32xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %o: bf16):
    %s = arith.addf %a, %b : bf16
    %r = arith.maximumf %s, %z : bf16
    linalg.yield %r : bf16
  } -> tensor<8x32xbf16>
  %e2 = tensor.empty() : tensor<8x8xbf16>
  %f2 = linalg.fill ins(%z : bf16) outs(%e2 : tensor<8x8xbf16>) -> tensor<8x8xbf16>
  %o = linalg.matmul ins(%h, %w2b : tensor<8x32xbf16>, tensor<32x8xbf16>) outs(%f2 : tensor<8x8xbf16>) -> tensor<8x8xbf16>
  %hf = arith.extf %h : tensor<8x32xbf16> to tensor<8x32xf32>
  %of = arith.extf %o : tensor<8x8xbf16> to tensor<8x8xf32>
  return %hf, %of : tensor<8x32xf32>, tensor<8x8xf32>
}
