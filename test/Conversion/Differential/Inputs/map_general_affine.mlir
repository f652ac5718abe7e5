// CATEGORY: index maps
// Input maps that read several loops in one index or divide them, which
// become gathers at indices computed from iotas: a Hankel matrix
// (i, j) -> (i + j), an upsampling (i) -> (i floordiv 2), a tiling
// (i, j) -> (i mod 3, j), a transposed-block read (i) -> (i mod 4, i floordiv
// 4), a 2-d "valid" window sum over (i + ki, j + kj) with a payload that is
// neither a convolution nor a pooling, and a ceildiv read.
func.func @main(%v: tensor<9xf32>, %x: tensor<3x5xf32>, %m: tensor<4x3xf32>, %g: tensor<6x7xf32>, %w: tensor<2x3xf32>) -> (tensor<5x5xf32>, tensor<18xf32>, tensor<7x5xf32>, tensor<12xf32>, tensor<5x5xf32>, tensor<9xf32>) {
  %e0 = tensor.empty() : tensor<5x5xf32>
  %hank = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i + j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%v : tensor<9xf32>) outs(%e0 : tensor<5x5xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<5x5xf32>
  %e1 = tensor.empty() : tensor<18xf32>
  %up = linalg.generic {indexing_maps = [affine_map<(i) -> (i floordiv 2)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%v : tensor<9xf32>) outs(%e1 : tensor<18xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<18xf32>
  %e2 = tensor.empty() : tensor<7x5xf32>
  %tile = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i mod 3, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<3x5xf32>) outs(%e2 : tensor<7x5xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<7x5xf32>
  %e3 = tensor.empty() : tensor<12xf32>
  %blk = linalg.generic {indexing_maps = [affine_map<(i) -> (i mod 4, i floordiv 4)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%m : tensor<4x3xf32>) outs(%e3 : tensor<12xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<12xf32>
  %z = arith.constant 0.0 : f32
  %f4 = linalg.fill ins(%z : f32) outs(%e0 : tensor<5x5xf32>) -> tensor<5x5xf32>
  %win = linalg.generic {indexing_maps = [affine_map<(i, j, ki, kj) -> (i + ki, j + kj)>, affine_map<(i, j, ki, kj) -> (ki, kj)>, affine_map<(i, j, ki, kj) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%g, %w : tensor<6x7xf32>, tensor<2x3xf32>) outs(%f4 : tensor<5x5xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %d = arith.subf %a, %b : f32
    %q = arith.mulf %d, %d : f32
    %s = arith.addf %acc, %q : f32
    linalg.yield %s : f32
  } -> tensor<5x5xf32>
  %e5 = tensor.empty() : tensor<9xf32>
  %cd = linalg.generic {indexing_maps = [affine_map<(i) -> (i ceildiv 2)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%v : tensor<9xf32>) outs(%e5 : tensor<9xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<9xf32>
  return %hank, %up, %tile, %blk, %win, %cd : tensor<5x5xf32>, tensor<18xf32>, tensor<7x5xf32>, tensor<12xf32>, tensor<5x5xf32>, tensor<9xf32>
}
