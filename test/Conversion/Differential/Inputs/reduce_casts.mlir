// CATEGORY: reduction
// Reductions with casts in the payload: f16 values squared in f32 and summed
// into a given f32 init over the middle dimension, an f16 max-abs, and an i8
// sum zero-extended to i32 over the outer and inner dimensions.
// ARG 2: full
func.func @main(%x: tensor<4x6x8xf16>, %init: tensor<4x8xf32>, %n: tensor<3x5x7xi8>) -> (tensor<4x8xf32>, tensor<4x8xf16>, tensor<5xi32>) {
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (a, c)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%x : tensor<4x6x8xf16>) outs(%init : tensor<4x8xf32>) {
  ^bb0(%v: f16, %acc: f32):
    %w = arith.extf %v : f16 to f32
    %sq = arith.mulf %w, %w : f32
    %s = arith.addf %acc, %sq : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %ninf = arith.constant 0xFC00 : f16
  %e = tensor.empty() : tensor<4x8xf16>
  %fm = linalg.fill ins(%ninf : f16) outs(%e : tensor<4x8xf16>) -> tensor<4x8xf16>
  %am = linalg.reduce ins(%x : tensor<4x6x8xf16>) outs(%fm : tensor<4x8xf16>) dimensions = [1]
    (%in: f16, %acc: f16) {
      %a = math.absf %in : f16
      %m = arith.maximumf %a, %acc : f16
      linalg.yield %m : f16
    }
  %z = arith.constant 0 : i32
  %ei = tensor.empty() : tensor<5xi32>
  %fi = linalg.fill ins(%z : i32) outs(%ei : tensor<5xi32>) -> tensor<5xi32>
  %s = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (b)>], iterator_types = ["reduction", "parallel", "reduction"]} ins(%n : tensor<3x5x7xi8>) outs(%fi : tensor<5xi32>) {
  ^bb0(%v: i8, %acc: i32):
    %w = arith.extui %v : i8 to i32
    %s2 = arith.addi %acc, %w : i32
    linalg.yield %s2 : i32
  } -> tensor<5xi32>
  return %r, %am, %s : tensor<4x8xf32>, tensor<4x8xf16>, tensor<5xi32>
}
