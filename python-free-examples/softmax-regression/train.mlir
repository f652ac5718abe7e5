// Softmax regression trained by gradient descent: 100 steps over one batch
// of 64 examples of 784 features and 10 classes (one-hot labels), written
// as an scf.for over linalg on tensors. Each step runs the forward pass
// (logits = x·W + b, p = softmax(logits)), the cross-entropy loss, the
// hand-written gradient (dlogits = (p - y) / 64, dW = xᵀ·dlogits,
// db = the column sums of dlogits) and the SGD update with learning rate
// 0.5. Returns the trained W and b and the loss of the last step's forward
// pass. xhlo-linalg-to-hlo turns the loop into one hlo.while
// (test/Examples/softmax-regression.test, which also checks a run against
// numpy).

#id = affine_map<(n, c) -> (n, c)>
#col = affine_map<(n, c) -> (c)>
#all = affine_map<(n, c) -> ()>

func.func @train(%x: tensor<64x784xf32>, %y: tensor<64x10xf32>,
                 %w0: tensor<784x10xf32>, %b0: tensor<10xf32>)
    -> (tensor<784x10xf32>, tensor<10xf32>, tensor<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %steps = arith.constant 100 : index
  %zero = arith.constant 0.0 : f32
  %lr = arith.constant 0.5 : f32
  %inv_n = arith.constant 0.015625 : f32  // 1 / 64
  %e_nc = tensor.empty() : tensor<64x10xf32>
  %e_fc = tensor.empty() : tensor<784x10xf32>
  %e_c = tensor.empty() : tensor<10xf32>
  %e_s = tensor.empty() : tensor<f32>
  %loss0 = linalg.fill ins(%zero : f32) outs(%e_s : tensor<f32>) -> tensor<f32>

  %w, %b, %loss = scf.for %step = %c0 to %steps step %c1
      iter_args(%wi = %w0, %bi = %b0, %li = %loss0)
      -> (tensor<784x10xf32>, tensor<10xf32>, tensor<f32>) {
    // Forward: p = softmax(x·W + b).
    %z_nc = linalg.fill ins(%zero : f32) outs(%e_nc : tensor<64x10xf32>) -> tensor<64x10xf32>
    %xw = linalg.matmul ins(%x, %wi : tensor<64x784xf32>, tensor<784x10xf32>)
                        outs(%z_nc : tensor<64x10xf32>) -> tensor<64x10xf32>
    %logits = linalg.generic {indexing_maps = [#id, #col, #id],
                              iterator_types = ["parallel", "parallel"]}
        ins(%xw, %bi : tensor<64x10xf32>, tensor<10xf32>) outs(%e_nc : tensor<64x10xf32>) {
    ^bb0(%v: f32, %bias: f32, %o: f32):
      %s = arith.addf %v, %bias : f32
      linalg.yield %s : f32
    } -> tensor<64x10xf32>
    %p = linalg.softmax dimension(1) ins(%logits : tensor<64x10xf32>)
                                     outs(%e_nc : tensor<64x10xf32>) -> tensor<64x10xf32>

    // Loss: -sum(y * log p) / 64.
    %z_s = linalg.fill ins(%zero : f32) outs(%e_s : tensor<f32>) -> tensor<f32>
    %nll = linalg.generic {indexing_maps = [#id, #id, #all],
                           iterator_types = ["reduction", "reduction"]}
        ins(%p, %y : tensor<64x10xf32>, tensor<64x10xf32>) outs(%z_s : tensor<f32>) {
    ^bb0(%pv: f32, %yv: f32, %acc: f32):
      %lg = math.log %pv : f32
      %t = arith.mulf %yv, %lg : f32
      %m = arith.mulf %t, %inv_n : f32
      %a = arith.subf %acc, %m : f32
      linalg.yield %a : f32
    } -> tensor<f32>

    // Gradient of the loss with respect to the logits: (p - y) / 64.
    %dlogits = linalg.generic {indexing_maps = [#id, #id, #id],
                               iterator_types = ["parallel", "parallel"]}
        ins(%p, %y : tensor<64x10xf32>, tensor<64x10xf32>) outs(%e_nc : tensor<64x10xf32>) {
    ^bb0(%pv: f32, %yv: f32, %o: f32):
      %d = arith.subf %pv, %yv : f32
      %g = arith.mulf %d, %inv_n : f32
      linalg.yield %g : f32
    } -> tensor<64x10xf32>

    // dW = xᵀ·dlogits, db = the column sums of dlogits.
    %z_fc = linalg.fill ins(%zero : f32) outs(%e_fc : tensor<784x10xf32>) -> tensor<784x10xf32>
    %dw = linalg.matmul_transpose_a ins(%x, %dlogits : tensor<64x784xf32>, tensor<64x10xf32>)
                                    outs(%z_fc : tensor<784x10xf32>) -> tensor<784x10xf32>
    %z_c = linalg.fill ins(%zero : f32) outs(%e_c : tensor<10xf32>) -> tensor<10xf32>
    %db = linalg.reduce ins(%dlogits : tensor<64x10xf32>) outs(%z_c : tensor<10xf32>)
        dimensions = [0]
      (%in: f32, %acc: f32) {
        %a = arith.addf %in, %acc : f32
        linalg.yield %a : f32
      }

    // SGD: W -= lr * dW, b -= lr * db.
    %wn = linalg.generic {indexing_maps = [#id, #id, #id],
                          iterator_types = ["parallel", "parallel"]}
        ins(%wi, %dw : tensor<784x10xf32>, tensor<784x10xf32>) outs(%e_fc : tensor<784x10xf32>) {
    ^bb0(%wv: f32, %gv: f32, %o: f32):
      %s = arith.mulf %gv, %lr : f32
      %n = arith.subf %wv, %s : f32
      linalg.yield %n : f32
    } -> tensor<784x10xf32>
    %bn = linalg.generic {indexing_maps = [affine_map<(c) -> (c)>, affine_map<(c) -> (c)>,
                                           affine_map<(c) -> (c)>],
                          iterator_types = ["parallel"]}
        ins(%bi, %db : tensor<10xf32>, tensor<10xf32>) outs(%e_c : tensor<10xf32>) {
    ^bb0(%bv: f32, %gv: f32, %o: f32):
      %s = arith.mulf %gv, %lr : f32
      %n = arith.subf %bv, %s : f32
      linalg.yield %n : f32
    } -> tensor<10xf32>
    scf.yield %wn, %bn, %nll : tensor<784x10xf32>, tensor<10xf32>, tensor<f32>
  }
  return %w, %b, %loss : tensor<784x10xf32>, tensor<10xf32>, tensor<f32>
}
