// CATEGORY: f16-bf16
// Mixed precision: f16 activations extended to f32 (extf), a layer norm and
// softmax computed in f32, results truncated back to f16 (truncf, round to
// nearest even), plus the f32 statistics.
// TOLERANCE f16: rtol=2e-3 atol=2e-3 (the f32 computation agrees to ~1e-6;
// truncf may round the other way at a tie-breaking boundary: 1 f16 ulp)
// TOLERANCE f32: rtol=1e-5 atol=1e-5 (32-term sums, exp)
func.func @main(%x: tensor<4x32xf16>) -> (tensor<4x32xf16>, tensor<4x32xf16>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4x32xf32>
  %xf = arith.extf %x : tensor<4x32xf16> to tensor<4x32xf32>
  %z = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<4xf32>
  %fr = linalg.fill ins(%z : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.reduce ins(%xf : tensor<4x32xf32>) outs(%fr : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %mean = linalg.map ins(%sum : tensor<4xf32>) outs(%er : tensor<4xf32>)
    (%s: f32) {
      %n = arith.constant 32.0 : f32
      %m = arith.divf %s, %n : f32
      linalg.yield %m : f32
    }
  %ss = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%xf, %mean : tensor<4x32xf32>, tensor<4xf32>) outs(%fr : tensor<4xf32>) {
  ^bb0(%a: f32, %m: f32, %acc: f32):
    %d = arith.subf %a, %m : f32
    %sq = arith.mulf %d, %d : f32
    %r = arith.addf %sq, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %ln = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%xf, %mean, %ss : tensor<4x32xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4x32xf32>) {
  ^bb0(%a: f32, %m: f32, %s: f32, %o: f32):
    %n = arith.constant 32.0 : f32
    %eps = arith.constant 1.0e-5 : f32
    %v = arith.divf %s, %n : f32
    %ve = arith.addf %v, %eps : f32
    %rs = math.rsqrt %ve : f32
    %d = arith.subf %a, %m : f32
    %r = arith.mulf %d, %rs : f32
    linalg.yield %r : f32
  } -> tensor<4x32xf32>
  %sm = linalg.softmax dimension(1) ins(%xf : tensor<4x32xf32>) outs(%e : tensor<4x32xf32>) -> tensor<4x32xf32>
  %lnh = arith.truncf %ln : tensor<4x32xf32> to tensor<4x32xf16>
  %smh = arith.truncf %sm : tensor<4x32xf32> to tensor<4x32xf16>
  return %lnh, %smh, %mean : tensor<4x32xf16>, tensor<4x32xf16>, tensor<4xf32>
}
