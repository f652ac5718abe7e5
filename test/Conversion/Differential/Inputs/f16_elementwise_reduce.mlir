// CATEGORY: f16-bf16
// f16 end to end: exp, tanh, multiply-add on f16 tensors with a broadcast
// row, then f16 row sums and row maxima (accumulated in f16).
// TOLERANCE: rtol=1e-2 atol=1e-2 (f16 has 11 significant bits, ulp 2^-10
// relative; each op rounds to f16 on both sides, but sums of 32 terms up to
// ~16 accumulate rounding in another order: a few ulp of 2^-6)
// ARG 0: uniform -1 1
// ARG 1: uniform -1 1
func.func @main(%x: tensor<8x32xf16>, %row: tensor<32xf16>) -> (tensor<8x32xf16>, tensor<8xf16>, tensor<8xf16>) {
  %e = tensor.empty() : tensor<8x32xf16>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x, %row : tensor<8x32xf16>, tensor<32xf16>) outs(%e : tensor<8x32xf16>) {
  ^bb0(%a: f16, %b: f16, %o: f16):
    %ex = math.exp %a : f16
    %th = math.tanh %b : f16
    %m = arith.mulf %ex, %th : f16
    %r = arith.addf %m, %a : f16
    linalg.yield %r : f16
  } -> tensor<8x32xf16>
  %z = arith.constant 0.0 : f16
  %ninf = arith.constant 0xFC00 : f16
  %er = tensor.empty() : tensor<8xf16>
  %fs = linalg.fill ins(%z : f16) outs(%er : tensor<8xf16>) -> tensor<8xf16>
  %fm = linalg.fill ins(%ninf : f16) outs(%er : tensor<8xf16>) -> tensor<8xf16>
  %sum = linalg.reduce ins(%y : tensor<8x32xf16>) outs(%fs : tensor<8xf16>) dimensions = [1]
    (%in: f16, %acc: f16) {
      %s = arith.addf %in, %acc : f16
      linalg.yield %s : f16
    }
  %max = linalg.reduce ins(%y : tensor<8x32xf16>) outs(%fm : tensor<8xf16>) dimensions = [1]
    (%in: f16, %acc: f16) {
      %s = arith.maximumf %in, %acc : f16
      linalg.yield %s : f16
    }
  return %y, %sum, %max : tensor<8x32xf16>, tensor<8xf16>, tensor<8xf16>
}
