// A Fashion-MNIST classifier in hlo, compiled ahead of time by xhlo-aot
// (CMakeLists.txt here): 64 u8 images of 28x28 and the weights of the
// 784-256-10 MLP of ../fashion-mnist/mlp.mlir (its @fit returns them) to the
// 64 predicted classes: pixels / 255, relu(x W1 + b1) W2 + b2, and the first
// index of each row's largest logit.
func.func @classify(%images: tensor<64x28x28xui8>,
                    %w1: tensor<784x256xf32>, %b1: tensor<256xf32>,
                    %w2: tensor<256x10xf32>, %b2: tensor<10xf32>)
    -> tensor<64xi32> {
  %flat = hlo.reshape %images : (tensor<64x28x28xui8>) -> tensor<64x784xui8>
  %pixels = hlo.convert %flat : (tensor<64x784xui8>) -> tensor<64x784xf32>
  %inv255 = hlo.constant dense<0.00392156886> : tensor<f32>
  %scale = hlo.broadcast %inv255, dimensions = [] : (tensor<f32>) -> tensor<64x784xf32>
  %x = hlo.multiply %pixels, %scale : tensor<64x784xf32>

  %xw = hlo.dot %x, %w1, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<64x784xf32>, tensor<784x256xf32>) -> tensor<64x256xf32>
  %bias1 = hlo.broadcast %b1, dimensions = [1] : (tensor<256xf32>) -> tensor<64x256xf32>
  %pre = hlo.add %xw, %bias1 : tensor<64x256xf32>
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %zeros = hlo.broadcast %zero, dimensions = [] : (tensor<f32>) -> tensor<64x256xf32>
  %h = hlo.maximum %pre, %zeros : tensor<64x256xf32>
  %hw = hlo.dot %h, %w2, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<64x256xf32>, tensor<256x10xf32>) -> tensor<64x10xf32>
  %bias2 = hlo.broadcast %b2, dimensions = [1] : (tensor<10xf32>) -> tensor<64x10xf32>
  %logits = hlo.add %hw, %bias2 : tensor<64x10xf32>

  // argmax: the row's largest logit, then the smallest index holding it.
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %max = hlo.reduce(%logits init: %ninf) dimensions = [1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  %rowmax = hlo.broadcast %max, dimensions = [0] : (tensor<64xf32>) -> tensor<64x10xf32>
  %hit = hlo.compare EQ, %logits, %rowmax : tensor<64x10xf32>
  %index = hlo.iota iota_dimension = 1 : tensor<64x10xi32>
  %ten = hlo.constant dense<10> : tensor<i32>
  %tens = hlo.broadcast %ten, dimensions = [] : (tensor<i32>) -> tensor<64x10xi32>
  %candidates = hlo.select %hit, %index, %tens : tensor<64x10xi1>, tensor<64x10xi32>
  %class = hlo.reduce(%candidates init: %ten) dimensions = [1] : (tensor<64x10xi32>, tensor<i32>) -> tensor<64xi32> {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %m = hlo.minimum %a, %b : tensor<i32>
    hlo.return %m : tensor<i32>
  }
  return %class : tensor<64xi32>
}
