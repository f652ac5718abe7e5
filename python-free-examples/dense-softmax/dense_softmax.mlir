// Dense layer followed by softmax: softmax(x·W + b) for a batch of 8 inputs of
// 784 features into 10 classes, in linalg on tensors. This is the first
// example of the paper xhlo grows from.

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#row = affine_map<(d0, d1) -> (d0)>

func.func @dense_softmax(%x: tensor<8x784xf32>, %w: tensor<784x10xf32>,
                         %b: tensor<10xf32>) -> tensor<8x10xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<8x10xf32>
  %e8 = tensor.empty() : tensor<8xf32>

  // logits = x·W + b
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<8x10xf32>) -> tensor<8x10xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<8x784xf32>, tensor<784x10xf32>)
                      outs(%acc : tensor<8x10xf32>) -> tensor<8x10xf32>
  %logits = linalg.generic {indexing_maps = [#id, #col, #id],
                            iterator_types = ["parallel", "parallel"]}
      ins(%mm, %b : tensor<8x10xf32>, tensor<10xf32>) outs(%e : tensor<8x10xf32>) {
  ^bb0(%m: f32, %bias: f32, %out: f32):
    %s = arith.addf %m, %bias : f32
    linalg.yield %s : f32
  } -> tensor<8x10xf32>

  // softmax over the classes, stabilised by the row maximum
  %minit = linalg.fill ins(%ninf : f32) outs(%e8 : tensor<8xf32>) -> tensor<8xf32>
  %max = linalg.reduce ins(%logits : tensor<8x10xf32>) outs(%minit : tensor<8xf32>)
      dimensions = [1]
    (%in: f32, %init: f32) {
      %mx = arith.maximumf %in, %init : f32
      linalg.yield %mx : f32
    }
  %ex = linalg.generic {indexing_maps = [#id, #row, #id],
                        iterator_types = ["parallel", "parallel"]}
      ins(%logits, %max : tensor<8x10xf32>, tensor<8xf32>) outs(%e : tensor<8x10xf32>) {
  ^bb0(%l: f32, %mx: f32, %out: f32):
    %d = arith.subf %l, %mx : f32
    %x1 = math.exp %d : f32
    linalg.yield %x1 : f32
  } -> tensor<8x10xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%e8 : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.reduce ins(%ex : tensor<8x10xf32>) outs(%sinit : tensor<8xf32>)
      dimensions = [1]
    (%in: f32, %init: f32) {
      %a = arith.addf %in, %init : f32
      linalg.yield %a : f32
    }
  %sm = linalg.generic {indexing_maps = [#id, #row, #id],
                        iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sum : tensor<8x10xf32>, tensor<8xf32>) outs(%e : tensor<8x10xf32>) {
  ^bb0(%v: f32, %s: f32, %out: f32):
    %q = arith.divf %v, %s : f32
    linalg.yield %q : f32
  } -> tensor<8x10xf32>
  return %sm : tensor<8x10xf32>
}
