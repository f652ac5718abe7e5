// CATEGORY: index maps
// Window maps that neither hlo.convolution nor hlo.reduce_window express,
// which are converted by gathering the windowed input over the loops and
// reducing (they were refused before): two batch loops of a 1-d
// convolution, a loop that only the output reads, a window loop in two
// input dimensions (d0 + d2, d1 + d2), and a max pooling whose payload also
// reads the window operand.
func.func @main(%i: tensor<2x3x6x4xf32>, %k: tensor<3x4x5xf32>, %o: tensor<2x3x4x5xf32>, %i2: tensor<6x4xf32>, %k2: tensor<3x4xf32>, %o2: tensor<4x7xf32>, %i3: tensor<5x5xf32>, %k3: tensor<2xf32>, %o3: tensor<4x4xf32>, %i4: tensor<1x6x2xf32>, %k4: tensor<2xf32>, %o4: tensor<1x5x2xf32>) -> (tensor<2x3x4x5xf32>, tensor<4x7xf32>, tensor<4x4xf32>, tensor<1x5x2xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(n, m, w, f, c, kw) -> (n, m, w + kw, c)>, affine_map<(n, m, w, f, c, kw) -> (kw, c, f)>, affine_map<(n, m, w, f, c, kw) -> (n, m, w, f)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%i, %k : tensor<2x3x6x4xf32>, tensor<3x4x5xf32>) outs(%o : tensor<2x3x4x5xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x3x4x5xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(w, x, c, kw) -> (w + kw, c)>, affine_map<(w, x, c, kw) -> (kw, c)>, affine_map<(w, x, c, kw) -> (w, x)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%i2, %k2 : tensor<6x4xf32>, tensor<3x4xf32>) outs(%o2 : tensor<4x7xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x7xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0 + d2, d1 + d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%i3, %k3 : tensor<5x5xf32>, tensor<2xf32>) outs(%o3 : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(n, w, c, kw) -> (n, w + kw, c)>, affine_map<(n, w, c, kw) -> (kw)>, affine_map<(n, w, c, kw) -> (n, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%i4, %k4 : tensor<1x6x2xf32>, tensor<2xf32>) outs(%o4 : tensor<1x5x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.addf %x, %y : f32
    %s = arith.maximumf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x5x2xf32>
  return %0, %1, %2, %3 : tensor<2x3x4x5xf32>, tensor<4x7xf32>, tensor<4x4xf32>, tensor<1x5x2xf32>
}
