// CATEGORY: index maps
// Reversed and diagonal input maps: a flip (i, j) -> (5 - i, j) added to the
// original, a reversed stride (i) -> (9 - 3 * i), a diagonal (i) -> (i, i)
// extraction, a trace (the diagonal summed over a reduction loop), a
// batched diagonal (b, i) -> (b, i, i) scaled by a row read at a constant
// index (b, i) -> (2, i), a three-way diagonal (i, j) -> (i, j, i) of a
// cube, and an anti-diagonal of an integer matrix (i) -> (i, 4 - i).
func.func @main(%x: tensor<6x4xf32>, %v: tensor<10xf32>, %m: tensor<5x5xf32>, %bm: tensor<3x4x4xf32>, %c: tensor<3x4x3xf32>, %k: tensor<5x5xi32>) -> (tensor<6x4xf32>, tensor<4xf32>, tensor<5xf32>, tensor<f32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<5xi32>) {
  %e0 = tensor.empty() : tensor<6x4xf32>
  %flip = linalg.generic {indexing_maps = [affine_map<(i, j) -> (5 - i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %x : tensor<6x4xf32>, tensor<6x4xf32>) outs(%e0 : tensor<6x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.subf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<6x4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %rs = linalg.generic {indexing_maps = [affine_map<(i) -> (9 - 3 * i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%v : tensor<10xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<5xf32>
  %diag = linalg.generic {indexing_maps = [affine_map<(i) -> (i, i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%m : tensor<5x5xf32>) outs(%e2 : tensor<5xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<5xf32>
  %z = arith.constant 0.0 : f32
  %e3 = tensor.empty() : tensor<f32>
  %f3 = linalg.fill ins(%z : f32) outs(%e3 : tensor<f32>) -> tensor<f32>
  %tr = linalg.generic {indexing_maps = [affine_map<(i) -> (i, i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]}
      ins(%m : tensor<5x5xf32>) outs(%f3 : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %e4 = tensor.empty() : tensor<3x4xf32>
  %bd = linalg.generic {indexing_maps = [affine_map<(b, i) -> (b, i, i)>, affine_map<(b, i) -> (2, i, 3)>, affine_map<(b, i) -> (b, i)>], iterator_types = ["parallel", "parallel"]}
      ins(%bm, %bm : tensor<3x4x4xf32>, tensor<3x4x4xf32>) outs(%e4 : tensor<3x4xf32>) {
  ^bb0(%a: f32, %r: f32, %o: f32):
    %s = arith.mulf %a, %r : f32
    linalg.yield %s : f32
  } -> tensor<3x4xf32>
  %cube = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<3x4x3xf32>) outs(%e4 : tensor<3x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<3x4xf32>
  %e5 = tensor.empty() : tensor<5xi32>
  %anti = linalg.generic {indexing_maps = [affine_map<(i) -> (i, 4 - i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%k : tensor<5x5xi32>) outs(%e5 : tensor<5xi32>) {
  ^bb0(%a: i32, %o: i32):
    linalg.yield %a : i32
  } -> tensor<5xi32>
  return %flip, %rs, %diag, %tr, %bd, %cube, %anti : tensor<6x4xf32>, tensor<4xf32>, tensor<5xf32>, tensor<f32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<5xi32>
}
