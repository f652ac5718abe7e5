// a * x + y on 4096 floats, a broadcast scalar: one vectorisable loop.
func.func @main(%a: tensor<f32>, %x: tensor<4096xf32>, %y: tensor<4096xf32>) -> tensor<4096xf32> {
  %ab = hlo.broadcast %a, dimensions = [] : (tensor<f32>) -> tensor<4096xf32>
  %m = hlo.multiply %ab, %x : tensor<4096xf32>
  %s = hlo.add %m, %y : tensor<4096xf32>
  return %s : tensor<4096xf32>
}
