// tanh(2x + 1) on 1024 floats: an elementwise chain with broadcast scalars,
// which convert-hlo-to-linalg fuses into one loop.
func.func @main(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %two = hlo.constant dense<2.0> : tensor<f32>
  %one = hlo.constant dense<1.0> : tensor<f32>
  %b2 = hlo.broadcast %two, dimensions = [] : (tensor<f32>) -> tensor<1024xf32>
  %b1 = hlo.broadcast %one, dimensions = [] : (tensor<f32>) -> tensor<1024xf32>
  %m = hlo.multiply %x, %b2 : tensor<1024xf32>
  %a = hlo.add %m, %b1 : tensor<1024xf32>
  %t = hlo.tanh %a : tensor<1024xf32>
  return %t : tensor<1024xf32>
}
