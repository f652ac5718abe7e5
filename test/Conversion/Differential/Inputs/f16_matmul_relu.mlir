// CATEGORY: f16-bf16
// An f16 dense layer: linalg.matmul on f16 (accumulated in f16), a bias row,
// relu; and batch_matmul on f16.
// TOLERANCE: rtol=1e-2 atol=1e-2 (f16: 32-term dot products of magnitude up
// to ~4 whose partial sums round to f16 in another order; 10 ulp at 1)
// ARG 0: uniform -1 1
// ARG 1: uniform -1 1
// ARG 2: uniform -1 1
// ARG 3: uniform -1 1
// ARG 4: uniform -1 1
func.func @main(%x: tensor<16x32xf16>, %w: tensor<32x24xf16>, %b: tensor<24xf16>, %p: tensor<2x8x16xf16>, %q: tensor<2x16x8xf16>) -> (tensor<16x24xf16>, tensor<2x8x8xf16>) {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<16x24xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<16x24xf16>) -> tensor<16x24xf16>
  %m = linalg.matmul ins(%x, %w : tensor<16x32xf16>, tensor<32x24xf16>) outs(%f : tensor<16x24xf16>) -> tensor<16x24xf16>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<16x24xf16>, tensor<24xf16>) outs(%e : tensor<16x24xf16>) {
  ^bb0(%a: f16, %bb: f16, %o: f16):
    %s = arith.addf %a, %bb : f16
    %r = arith.maximumf %s, %z : f16
    linalg.yield %r : f16
  } -> tensor<16x24xf16>
  %eb = tensor.empty() : tensor<2x8x8xf16>
  %fb = linalg.fill ins(%z : f16) outs(%eb : tensor<2x8x8xf16>) -> tensor<2x8x8xf16>
  %bm = linalg.batch_matmul ins(%p, %q : tensor<2x8x16xf16>, tensor<2x16x8xf16>) outs(%fb : tensor<2x8x8xf16>) -> tensor<2x8x8xf16>
  return %y, %bm : tensor<16x24xf16>, tensor<2x8x8xf16>
}
