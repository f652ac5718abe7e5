// CATEGORY: softmax-layernorm-mlp
// A 2-layer MLP classifier: x[16x64] @ W1[64x128] + b1, relu,
// @ W2[128x10] + b2, then linalg.softmax over the classes.
// TOLERANCE: rtol=1e-5 atol=1e-5 (128-term dot products in another order;
// the probabilities below 1 take the absolute bound)
// ARG 1: uniform -0.2 0.2
// ARG 3: uniform -0.2 0.2
func.func @main(%x: tensor<16x64xf32>, %w1: tensor<64x128xf32>, %b1: tensor<128xf32>, %w2: tensor<128x10xf32>, %b2: tensor<10xf32>) -> (tensor<16x128xf32>, tensor<16x10xf32>) {
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16x128xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<16x128xf32>) -> tensor<16x128xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%f1 : tensor<16x128xf32>) -> tensor<16x128xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%m1, %b1 : tensor<16x128xf32>, tensor<128xf32>) outs(%e1 : tensor<16x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    %r = arith.maximumf %s, %z : f32
    linalg.yield %r : f32
  } -> tensor<16x128xf32>
  %e2 = tensor.empty() : tensor<16x10xf32>
  %bb = linalg.broadcast ins(%b2 : tensor<10xf32>) outs(%e2 : tensor<16x10xf32>) dimensions = [0]
  %m2 = linalg.matmul ins(%h, %w2 : tensor<16x128xf32>, tensor<128x10xf32>) outs(%bb : tensor<16x10xf32>) -> tensor<16x10xf32>
  %p = linalg.softmax dimension(1) ins(%m2 : tensor<16x10xf32>) outs(%e2 : tensor<16x10xf32>) -> tensor<16x10xf32>
  return %h, %p : tensor<16x128xf32>, tensor<16x10xf32>
}
