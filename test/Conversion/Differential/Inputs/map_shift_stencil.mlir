// CATEGORY: index maps
// Shifted and strided input maps: a stencil step (the centre weighted by an
// input indexed (i, j), which gives the loops their sizes: linalg takes a
// loop's size from the first operand indexed by it alone, and an operand
// dimension indexed by a loop alone must have the loop's size) whose
// neighbours are read through maps (i, j) -> (i + 1, j + 2),
// (i + 2, j + 1), (i + 2, j + 2) of one padded grid (the centre
// (i + 1, j + 1) twice), a stride-2 and stride-3 downsampling
// (i, j) -> (2 * i + 1, 3 * j), a 1-d three-tap filter (x[i + t] * w[t]
// summed over t, a window) whose payload also adds half of x[i + 2] at
// every tap (so it is neither a convolution nor a pooling: the window is
// gathered), and an integer difference k[i + 1] - k[7 - i].
#c = affine_map<(i, j) -> (i + 1, j + 1)>
#n = affine_map<(i, j) -> (i + 2, j + 2)>
#s = affine_map<(i, j) -> (i + 2, j + 1)>
#w = affine_map<(i, j) -> (i + 1, j + 1)>
#e = affine_map<(i, j) -> (i + 1, j + 2)>
#o = affine_map<(i, j) -> (i, j)>
func.func @main(%cw: tensor<8x10xf32>, %g: tensor<10x12xf32>, %x: tensor<9xf32>, %k: tensor<9xi32>, %wt: tensor<3xf32>) -> (tensor<8x10xf32>, tensor<4x4xf32>, tensor<7xf32>, tensor<8xi32>) {
  %e0 = tensor.empty() : tensor<8x10xf32>
  %j = linalg.generic {indexing_maps = [#o, #c, #n, #s, #w, #e, #o], iterator_types = ["parallel", "parallel"]}
      ins(%cw, %g, %g, %g, %g, %g : tensor<8x10xf32>, tensor<10x12xf32>, tensor<10x12xf32>, tensor<10x12xf32>, tensor<10x12xf32>, tensor<10x12xf32>) outs(%e0 : tensor<8x10xf32>) {
  ^bb0(%cwv: f32, %vc0: f32, %vn: f32, %vs: f32, %vw: f32, %ve: f32, %out: f32):
    %vc = arith.mulf %vc0, %cwv : f32
    %a = arith.addf %vn, %vs : f32
    %b = arith.addf %vw, %ve : f32
    %d = arith.addf %a, %b : f32
    %t = arith.addf %d, %vc : f32
    %f = arith.constant 0.2 : f32
    %r = arith.mulf %t, %f : f32
    linalg.yield %r : f32
  } -> tensor<8x10xf32>
  %e1 = tensor.empty() : tensor<4x4xf32>
  %ds = linalg.generic {indexing_maps = [affine_map<(i, j) -> (2 * i + 1, 3 * j)>, #o], iterator_types = ["parallel", "parallel"]}
      ins(%g : tensor<10x12xf32>) outs(%e1 : tensor<4x4xf32>) {
  ^bb0(%v: f32, %out: f32):
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  %z = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<7xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<7xf32>) -> tensor<7xf32>
  %tap = linalg.generic {indexing_maps = [affine_map<(i, t) -> (i + 2)>, affine_map<(i, t) -> (i + t)>, affine_map<(i, t) -> (t)>, affine_map<(i, t) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%x, %x, %wt : tensor<9xf32>, tensor<9xf32>, tensor<3xf32>) outs(%f2 : tensor<7xf32>) {
  ^bb0(%last: f32, %v: f32, %wv: f32, %acc: f32):
    %h = arith.constant 0.5 : f32
    %l = arith.mulf %last, %h : f32
    %vw = arith.mulf %v, %wv : f32
    %p = arith.addf %vw, %l : f32
    %s2 = arith.addf %acc, %p : f32
    linalg.yield %s2 : f32
  } -> tensor<7xf32>
  %e3 = tensor.empty() : tensor<8xi32>
  %dif = linalg.generic {indexing_maps = [affine_map<(i) -> (i + 1)>, affine_map<(i) -> (7 - i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%k, %k : tensor<9xi32>, tensor<9xi32>) outs(%e3 : tensor<8xi32>) {
  ^bb0(%a: i32, %b: i32, %out: i32):
    %d = arith.subi %a, %b : i32
    linalg.yield %d : i32
  } -> tensor<8xi32>
  return %j, %ds, %tap, %dif : tensor<8x10xf32>, tensor<4x4xf32>, tensor<7xf32>, tensor<8xi32>
}
