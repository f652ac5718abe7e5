// The MLP of python-free-examples/mlp (784 -> 256 -> 10, ReLU) in hlo, for a
// batch of 64: dots with broadcast biases. Two results: the logits and the
// hidden activations.
func.func @main(%x: tensor<64x784xf32>, %w1: tensor<784x256xf32>,
                %b1: tensor<256xf32>, %w2: tensor<256x10xf32>,
                %b2: tensor<10xf32>) -> (tensor<64x10xf32>, tensor<64x256xf32>) {
  %d1 = hlo.dot %x, %w1, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<64x784xf32>, tensor<784x256xf32>) -> tensor<64x256xf32>
  %bb1 = hlo.broadcast %b1, dimensions = [1] : (tensor<256xf32>) -> tensor<64x256xf32>
  %s1 = hlo.add %d1, %bb1 : tensor<64x256xf32>
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %z = hlo.broadcast %zero, dimensions = [] : (tensor<f32>) -> tensor<64x256xf32>
  %h = hlo.maximum %s1, %z : tensor<64x256xf32>
  %d2 = hlo.dot %h, %w2, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<64x256xf32>, tensor<256x10xf32>) -> tensor<64x10xf32>
  %bb2 = hlo.broadcast %b2, dimensions = [1] : (tensor<10xf32>) -> tensor<64x10xf32>
  %logits = hlo.add %d2, %bb2 : tensor<64x10xf32>
  return %logits, %h : tensor<64x10xf32>, tensor<64x256xf32>
}
