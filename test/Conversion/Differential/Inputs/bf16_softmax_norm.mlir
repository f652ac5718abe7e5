// CATEGORY: f16-bf16
// Softmax and an RMS norm computed in bf16: f32 inputs truncated to bf16,
// exp, row sums, division, rsqrt of the mean square, scaled by a bf16 gain;
// results extended back to f32 (.npy has no bfloat16).
// TOLERANCE: rtol=3e-2 atol=3e-2 (bf16, ulp 2^-7 relative: 16-term sums and
// exp/rsqrt each rounded to bf16)
// ARG 0: uniform -3 3
// ARG 1: uniform 0.5 1.5
#id = affine_map<(i, j) -> (i, j)>
#r = affine_map<(i, j) -> (i)>
#c = affine_map<(i, j) -> (j)>
func.func @main(%x: tensor<6x16xf32>, %g: tensor<16xf32>) -> (tensor<6x16xf32>, tensor<6x16xf32>) {
  %xb = arith.truncf %x : tensor<6x16xf32> to tensor<6x16xbf16>
  %gb = arith.truncf %g : tensor<16xf32> to tensor<16xbf16>
  %e = tensor.empty() : tensor<6x16xbf16>
  %sm = linalg.softmax dimension(1) ins(%xb : tensor<6x16xbf16>) outs(%e : tensor<6x16xbf16>) -> tensor<6x16xbf16>
  %z = arith.constant 0.0 : bf16
  %er = tensor.empty() : tensor<6xbf16>
  %fr = linalg.fill ins(%z : bf16) outs(%er : tensor<6xbf16>) -> tensor<6xbf16>
  %ss = linalg.generic {indexing_maps = [#id, #r], iterator_types = ["parallel", "reduction"]} ins(%xb : tensor<6x16xbf16>) outs(%fr : tensor<6xbf16>) {
  ^bb0(%a: bf16, %acc: bf16):
    %sq = arith.mulf %a, %a : bf16
    %s = arith.addf %sq, %acc : bf16
    linalg.yield %s : bf16
  } -> tensor<6xbf16>
  %n = linalg.generic {indexing_maps = [#id, #r, #c, #id], iterator_types = ["parallel", "parallel"]} ins(%xb, %ss, %gb : tensor<6x16xbf16>, tensor<6xbf16>, tensor<16xbf16>) outs(%e : tensor<6x16xbf16>) {
  ^bb0(%a: bf16, %s: bf16, %gg: bf16, %o: bf16):
    %cnt = arith.constant 16.0 : bf16
    %eps = arith.constant 1.0e-3 : bf16
    %ms = arith.divf %s, %cnt : bf16
    %me = arith.addf %ms, %eps : bf16
    %rs = math.rsqrt %me : bf16
    %y = arith.mulf %a, %rs : bf16
    %r = arith.mulf %y, %gg : bf16
    linalg.yield %r : bf16
  } -> tensor<6x16xbf16>
  %smf = arith.extf %sm : tensor<6x16xbf16> to tensor<6x16xf32>
  %nf = arith.extf %n : tensor<6x16xbf16> to tensor<6x16xf32>
  return %smf, %nf : tensor<6x16xf32>, tensor<6x16xf32>
}
