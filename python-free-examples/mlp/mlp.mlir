// An MLP classifier: 784 -> 256 -> 128 -> 10, ReLU after the hidden layers
// and softmax at the end, for a batch of 64 inputs, in linalg on tensors.
// Weights are in x out, biases per output; all are function arguments.
// test/Examples/mlp.mlir converts it (three hlo.dot, nothing left outside
// hlo) and checks a run against numpy.

#id = affine_map<(n, f) -> (n, f)>
#col = affine_map<(n, f) -> (f)>

func.func @mlp(%x: tensor<64x784xf32>,
               %w1: tensor<784x256xf32>, %b1: tensor<256xf32>,
               %w2: tensor<256x128xf32>, %b2: tensor<128xf32>,
               %w3: tensor<128x10xf32>, %b3: tensor<10xf32>)
    -> tensor<64x10xf32> {
  %zero = arith.constant 0.0 : f32

  // Hidden layer 1: relu(x·W1 + b1).
  %e1 = tensor.empty() : tensor<64x256xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<64x256xf32>) -> tensor<64x256xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<64x784xf32>, tensor<784x256xf32>)
                      outs(%z1 : tensor<64x256xf32>) -> tensor<64x256xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #col, #id],
                        iterator_types = ["parallel", "parallel"]}
      ins(%m1, %b1 : tensor<64x256xf32>, tensor<256xf32>) outs(%e1 : tensor<64x256xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<64x256xf32>

  // Hidden layer 2: relu(h1·W2 + b2).
  %e2 = tensor.empty() : tensor<64x128xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<64x128xf32>) -> tensor<64x128xf32>
  %m2 = linalg.matmul ins(%h1, %w2 : tensor<64x256xf32>, tensor<256x128xf32>)
                      outs(%z2 : tensor<64x128xf32>) -> tensor<64x128xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #col, #id],
                        iterator_types = ["parallel", "parallel"]}
      ins(%m2, %b2 : tensor<64x128xf32>, tensor<128xf32>) outs(%e2 : tensor<64x128xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<64x128xf32>

  // Output layer and class probabilities: softmax(h2·W3 + b3).
  %e3 = tensor.empty() : tensor<64x10xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<64x10xf32>) -> tensor<64x10xf32>
  %m3 = linalg.matmul ins(%h2, %w3 : tensor<64x128xf32>, tensor<128x10xf32>)
                      outs(%z3 : tensor<64x10xf32>) -> tensor<64x10xf32>
  %logits = linalg.generic {indexing_maps = [#id, #col, #id],
                            iterator_types = ["parallel", "parallel"]}
      ins(%m3, %b3 : tensor<64x10xf32>, tensor<10xf32>) outs(%e3 : tensor<64x10xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    linalg.yield %s : f32
  } -> tensor<64x10xf32>
  %probs = linalg.softmax dimension(1) ins(%logits : tensor<64x10xf32>)
                                       outs(%e3 : tensor<64x10xf32>) -> tensor<64x10xf32>
  return %probs : tensor<64x10xf32>
}
