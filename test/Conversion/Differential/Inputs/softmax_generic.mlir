// CATEGORY: softmax-layernorm-mlp
// Softmax spelled out in linalg: row max (maximumf from -inf), x - max, exp,
// row sum, divide; and log-softmax from the same pieces (x - max - log sum).
// TOLERANCE: rtol=1e-5 atol=1e-6 (exp and log: libm upstream, a 2 ulp
// approximation in xhlo-run; sums of 64 terms in another order)
// ARG 0: uniform -4 4
#id = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<8x64xf32>) -> (tensor<8x64xf32>, tensor<8x64xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8xf32>
  %e2 = tensor.empty() : tensor<8x64xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
  %max = linalg.generic {indexing_maps = [#id, #r], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<8x64xf32>) outs(%fm : tensor<8xf32>) {
  ^bb0(%a: f32, %m: f32):
    %r = arith.maximumf %a, %m : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %ex = linalg.generic {indexing_maps = [#id, #r, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %max : tensor<8x64xf32>, tensor<8xf32>) outs(%e2 : tensor<8x64xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<8x64xf32>
  %fs = linalg.fill ins(%z : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [#id, #r], iterator_types = ["parallel", "reduction"]} ins(%ex : tensor<8x64xf32>) outs(%fs : tensor<8xf32>) {
  ^bb0(%a: f32, %s: f32):
    %r = arith.addf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %sm = linalg.generic {indexing_maps = [#id, #r, #id], iterator_types = ["parallel", "parallel"]} ins(%ex, %sum : tensor<8x64xf32>, tensor<8xf32>) outs(%e2 : tensor<8x64xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x64xf32>
  %lsm = linalg.generic {indexing_maps = [#id, #r, #r, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %max, %sum : tensor<8x64xf32>, tensor<8xf32>, tensor<8xf32>) outs(%e2 : tensor<8x64xf32>) {
  ^bb0(%a: f32, %m: f32, %s: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %l = math.log %s : f32
    %r = arith.subf %d, %l : f32
    linalg.yield %r : f32
  } -> tensor<8x64xf32>
  return %sm, %lsm : tensor<8x64xf32>, tensor<8x64xf32>
}
