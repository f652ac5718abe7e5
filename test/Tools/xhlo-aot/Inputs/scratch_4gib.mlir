// A 4 GiB temporary of static size (a broadcast the reduction reads), so
// the buffer plan's scratch is 4 GiB: the C++ function allocates it.
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %big = hlo.broadcast %x, dimensions = [] : (tensor<f32>) -> tensor<1073741824xf32>
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %sum = hlo.reduce(%big init: %zero) dimensions = [0] : (tensor<1073741824xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%u: tensor<f32>, %v: tensor<f32>):
    %w = hlo.add %u, %v : tensor<f32>
    hlo.return %w : tensor<f32>
  }
  return %sum : tensor<f32>
}
