// CATEGORY: reduction
// Multi-dimensional reductions: the whole tensor to a 0-d sum, a mean over
// dimensions 0 and 2 of a 3-d tensor (batch statistics of channels), then
// the variance around that mean (a second reduction reading the first's
// result by broadcast).
// TOLERANCE: rtol=1e-5 atol=1e-5 (sums of 60-120 terms in another order)
func.func @main(%x: tensor<3x5x8xf32>) -> (tensor<f32>, tensor<5xf32>, tensor<5xf32>) {
  %z = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %f0 = linalg.fill ins(%z : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %all = linalg.reduce ins(%x : tensor<3x5x8xf32>) outs(%f0 : tensor<f32>) dimensions = [0, 1, 2]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %e = tensor.empty() : tensor<5xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %sum = linalg.reduce ins(%x : tensor<3x5x8xf32>) outs(%f : tensor<5xf32>) dimensions = [0, 2]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %mean = linalg.map ins(%sum : tensor<5xf32>) outs(%e : tensor<5xf32>)
    (%s: f32) {
      %n = arith.constant 24.0 : f32
      %m = arith.divf %s, %n : f32
      linalg.yield %m : f32
    }
  %ss = linalg.generic {indexing_maps = [affine_map<(c, n, w) -> (n, c, w)>, affine_map<(c, n, w) -> (c)>, affine_map<(c, n, w) -> (c)>], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%x, %mean : tensor<3x5x8xf32>, tensor<5xf32>) outs(%f : tensor<5xf32>) {
  ^bb0(%a: f32, %m: f32, %acc: f32):
    %d = arith.subf %a, %m : f32
    %sq = arith.mulf %d, %d : f32
    %s = arith.addf %sq, %acc : f32
    linalg.yield %s : f32
  } -> tensor<5xf32>
  %var = linalg.map ins(%ss : tensor<5xf32>) outs(%e : tensor<5xf32>)
    (%s: f32) {
      %n = arith.constant 24.0 : f32
      %v = arith.divf %s, %n : f32
      linalg.yield %v : f32
    }
  return %all, %mean, %var : tensor<f32>, tensor<5xf32>, tensor<5xf32>
}
