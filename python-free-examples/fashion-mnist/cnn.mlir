// Fashion-MNIST trained by a small CNN in linalg on tensors, NHWC:
//   conv 5x5, 32 filters -> ReLU -> max-pool 2 -> conv 5x5, 64 -> ReLU ->
//   max-pool 2 -> dense 1024 -> ReLU -> dense 10,
// the issue's network with unpadded ("valid") convolutions: 28 -> 24 -> 12
// -> 8 -> 4, so the flattened features are 4 * 4 * 64 = 1024 (the padded
// variant has 3136 and costs about three times as much per image). Filters
// are HWCF. Softmax cross-entropy, its gradient by a request
// (xhlo.gradient_of), Adam written in linalg (learning rate 1e-3, betas 0.9
// and 0.999, eps 1e-8, PyTorch's bias-corrected form: one linalg.generic
// per parameter updates it and its two moments) and the loop over epochs
// and shuffled mini-batches of 64, all in one module:
// `xhlo-opt --xhlo-linalg-to-hlo` turns the loops into nested hlo.whiles
// (test/Examples/fashion-mnist-cnn.test).
//
// Entries:
//   @train:       6 epochs of 937 steps, seed 1;
//   @train_short: 1 epoch of 200 steps, seed 1 (the test's short run);
//     both return the mean loss of every block of 100 steps (counted across
//     epochs; 200 blocks, zeros past the end) and the test accuracy;
//   @fit:         epochs, steps per epoch (at most 937) and seed as i32
//                 arguments (.npy scalars); returns the same, then the
//                 trained w1, b1, ..., w4, b4;
// @evaluate, the accuracy of given weights on the 10000 test images, and
// @permutation, an epoch's order of the training images. Run as mlp.mlir
// says (README, Examples).
//
// Initialisation and shuffling are mlp.mlir's (a keyed lowbias32 hash; a
// Feistel permutation of [0, 60000) per epoch; batches gathered at a
// dynamic slice of it): He-uniform weights (bound sqrt(6 / fan_in)) for the
// ReLU layers, +-1/sqrt(1024) for the output layer, zero biases.

#id1 = affine_map<(i) -> (i)>
#all1 = affine_map<(i) -> ()>
#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#col = affine_map<(i, j) -> (j)>
#nhwc = affine_map<(n, h, w, c) -> (n, h, w, c)>
#chan = affine_map<(n, h, w, c) -> (c)>

//===----------------------------------------------------------------------===//
// The model and its loss
//===----------------------------------------------------------------------===//

// Logits of a batch of 64 images (NHWC, one channel).
func.func private @cnn_logits(%x: tensor<64x28x28x1xf32>,
    %w1: tensor<5x5x1x32xf32>, %b1: tensor<32xf32>, %w2: tensor<5x5x32x64xf32>, %b2: tensor<64xf32>, %w3: tensor<1024x1024xf32>, %b3: tensor<1024xf32>, %w4: tensor<1024x10xf32>, %b4: tensor<10xf32>) -> tensor<64x10xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %window = tensor.empty() : tensor<2x2xf32>

  // conv1: 1 -> 32 channels, 28x28 -> 24x24, bias, ReLU; pool to 12x12.
  %e1 = tensor.empty() : tensor<64x24x24x32xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<64x24x24x32xf32>) -> tensor<64x24x24x32xf32>
  %c1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w1 : tensor<64x28x28x1xf32>, tensor<5x5x1x32xf32>)
      outs(%z1 : tensor<64x24x24x32xf32>) -> tensor<64x24x24x32xf32>
  %r1 = linalg.generic {indexing_maps = [#nhwc, #chan, #nhwc],
                        iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c1, %b1 : tensor<64x24x24x32xf32>, tensor<32xf32>) outs(%e1 : tensor<64x24x24x32xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %s = arith.addf %v, %b : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<64x24x24x32xf32>
  %pe1 = tensor.empty() : tensor<64x12x12x32xf32>
  %pi1 = linalg.fill ins(%ninf : f32) outs(%pe1 : tensor<64x12x12x32xf32>) -> tensor<64x12x12x32xf32>
  %p1 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%r1, %window : tensor<64x24x24x32xf32>, tensor<2x2xf32>)
      outs(%pi1 : tensor<64x12x12x32xf32>) -> tensor<64x12x12x32xf32>

  // conv2: 32 -> 64 channels, 12x12 -> 8x8, bias, ReLU; pool to 4x4.
  %e2 = tensor.empty() : tensor<64x8x8x64xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<64x8x8x64xf32>) -> tensor<64x8x8x64xf32>
  %c2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p1, %w2 : tensor<64x12x12x32xf32>, tensor<5x5x32x64xf32>)
      outs(%z2 : tensor<64x8x8x64xf32>) -> tensor<64x8x8x64xf32>
  %r2 = linalg.generic {indexing_maps = [#nhwc, #chan, #nhwc],
                        iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c2, %b2 : tensor<64x8x8x64xf32>, tensor<64xf32>) outs(%e2 : tensor<64x8x8x64xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %s = arith.addf %v, %b : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<64x8x8x64xf32>
  %pe2 = tensor.empty() : tensor<64x4x4x64xf32>
  %pi2 = linalg.fill ins(%ninf : f32) outs(%pe2 : tensor<64x4x4x64xf32>) -> tensor<64x4x4x64xf32>
  %p2 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%r2, %window : tensor<64x8x8x64xf32>, tensor<2x2xf32>)
      outs(%pi2 : tensor<64x4x4x64xf32>) -> tensor<64x4x4x64xf32>

  // dense 1024 -> 1024, bias, ReLU; dense 1024 -> 10, bias.
  %flat = tensor.collapse_shape %p2 [[0], [1, 2, 3]] : tensor<64x4x4x64xf32> into tensor<64x1024xf32>
  %e3 = tensor.empty() : tensor<64x1024xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<64x1024xf32>) -> tensor<64x1024xf32>
  %m3 = linalg.matmul ins(%flat, %w3 : tensor<64x1024xf32>, tensor<1024x1024xf32>)
                      outs(%z3 : tensor<64x1024xf32>) -> tensor<64x1024xf32>
  %h3 = linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%m3, %b3 : tensor<64x1024xf32>, tensor<1024xf32>) outs(%e3 : tensor<64x1024xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %s = arith.addf %v, %b : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<64x1024xf32>
  %e4 = tensor.empty() : tensor<64x10xf32>
  %z4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<64x10xf32>) -> tensor<64x10xf32>
  %m4 = linalg.matmul ins(%h3, %w4 : tensor<64x1024xf32>, tensor<1024x10xf32>)
                      outs(%z4 : tensor<64x10xf32>) -> tensor<64x10xf32>
  %logits = linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%m4, %b4 : tensor<64x10xf32>, tensor<10xf32>) outs(%e4 : tensor<64x10xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %s = arith.addf %v, %b : f32
    linalg.yield %s : f32
  } -> tensor<64x10xf32>
  return %logits : tensor<64x10xf32>
}

// Softmax cross-entropy against one-hot labels, the batch mean, through
// log-sum-exp: mean_i(max_i + log sum_j exp(l_ij - max_i) - sum_j y_ij l_ij).
func.func private @softmax_xent(%logits: tensor<64x10xf32>, %y: tensor<64x10xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %inv_batch = arith.constant 0.015625 : f32
  %er = tensor.empty() : tensor<64xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
  %max = linalg.reduce ins(%logits : tensor<64x10xf32>) outs(%mi : tensor<64xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %m = arith.maximumf %in, %acc : f32
      linalg.yield %m : f32
    }
  %zr = linalg.fill ins(%zero : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
  %sumexp = linalg.generic {indexing_maps = [#id2, #row, #row],
                            iterator_types = ["parallel", "reduction"]}
      ins(%logits, %max : tensor<64x10xf32>, tensor<64xf32>) outs(%zr : tensor<64xf32>) {
  ^bb0(%l: f32, %m: f32, %acc: f32):
    %d = arith.subf %l, %m : f32
    %e = math.exp %d : f32
    %a = arith.addf %acc, %e : f32
    linalg.yield %a : f32
  } -> tensor<64xf32>
  %picked = linalg.generic {indexing_maps = [#id2, #id2, #row],
                            iterator_types = ["parallel", "reduction"]}
      ins(%logits, %y : tensor<64x10xf32>, tensor<64x10xf32>) outs(%zr : tensor<64xf32>) {
  ^bb0(%l: f32, %yv: f32, %acc: f32):
    %t = arith.mulf %l, %yv : f32
    %a = arith.addf %acc, %t : f32
    linalg.yield %a : f32
  } -> tensor<64xf32>
  %es = tensor.empty() : tensor<f32>
  %zs = linalg.fill ins(%zero : f32) outs(%es : tensor<f32>) -> tensor<f32>
  %mean = linalg.generic {indexing_maps = [#id1, #id1, #id1, #all1],
                          iterator_types = ["reduction"]}
      ins(%max, %sumexp, %picked : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>)
      outs(%zs : tensor<f32>) {
  ^bb0(%m: f32, %s: f32, %p: f32, %acc: f32):
    %ls = math.log %s : f32
    %lse = arith.addf %m, %ls : f32
    %nll = arith.subf %lse, %p : f32
    %w = arith.mulf %nll, %inv_batch : f32
    %a = arith.addf %acc, %w : f32
    linalg.yield %a : f32
  } -> tensor<f32>
  %loss = tensor.extract %mean[] : tensor<f32>
  return %loss : f32
}

func.func private @cnn_loss(%x: tensor<64x28x28x1xf32>, %y: tensor<64x10xf32>,
    %w1: tensor<5x5x1x32xf32>, %b1: tensor<32xf32>, %w2: tensor<5x5x32x64xf32>, %b2: tensor<64xf32>, %w3: tensor<1024x1024xf32>, %b3: tensor<1024xf32>, %w4: tensor<1024x10xf32>, %b4: tensor<10xf32>) -> f32 {
  %logits = func.call @cnn_logits(%x, %w1, %b1, %w2, %b2, %w3, %b3, %w4, %b4)
      : (tensor<64x28x28x1xf32>, tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>) -> tensor<64x10xf32>
  %loss = func.call @softmax_xent(%logits, %y) : (tensor<64x10xf32>, tensor<64x10xf32>) -> f32
  return %loss : f32
}

// The gradient request: @cnn_loss's arguments -> (loss, the gradient of each
// weight and bias).
func.func private @cnn_loss_grad(tensor<64x28x28x1xf32>, tensor<64x10xf32>,
    tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>)
    -> (f32, tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>)
    attributes {xhlo.gradient_of = @cnn_loss, xhlo.wrt = array<i64: 2, 3, 4, 5, 6, 7, 8, 9>}

//===----------------------------------------------------------------------===//
// Data: u8 pixels and labels of a batch
//===----------------------------------------------------------------------===//

// Pixels of 64 images as f32 in [0, 1], NHWC with one channel.
func.func private @pixels(%images: tensor<64x28x28xui8>) -> tensor<64x28x28x1xf32> {
  %inv255 = arith.constant 0.00392156886 : f32
  %signless = tensor.bitcast %images : tensor<64x28x28xui8> to tensor<64x28x28xi8>
  %nhwc = tensor.expand_shape %signless [[0], [1], [2, 3]] output_shape [64, 28, 28, 1]
      : tensor<64x28x28xi8> into tensor<64x28x28x1xi8>
  %e = tensor.empty() : tensor<64x28x28x1xf32>
  %x = linalg.generic {indexing_maps = [#nhwc, #nhwc],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%nhwc : tensor<64x28x28x1xi8>) outs(%e : tensor<64x28x28x1xf32>) {
  ^bb0(%p: i8, %o: f32):
    %f = arith.uitofp %p : i8 to f32
    %s = arith.mulf %f, %inv255 : f32
    linalg.yield %s : f32
  } -> tensor<64x28x28x1xf32>
  return %x : tensor<64x28x28x1xf32>
}

// Labels 0..9 as one-hot rows.
func.func private @one_hot(%labels: tensor<64xui8>) -> tensor<64x10xf32> {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %signless = tensor.bitcast %labels : tensor<64xui8> to tensor<64xi8>
  %e = tensor.empty() : tensor<64x10xf32>
  %y = linalg.generic {indexing_maps = [#row, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%signless : tensor<64xi8>) outs(%e : tensor<64x10xf32>) {
  ^bb0(%l: i8, %o: f32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %li = arith.extui %l : i8 to i32
    %hit = arith.cmpi eq, %li, %ji : i32
    %v = arith.select %hit, %one, %zero : f32
    linalg.yield %v : f32
  } -> tensor<64x10xf32>
  return %y : tensor<64x10xf32>
}

// How many of the 64 rows are classified right (the label's logit is the
// row's largest), counting only rows `first + i < count`.
func.func private @count_correct(%logits: tensor<64x10xf32>, %labels: tensor<64xui8>,
                                 %first: i32, %count: i32) -> f32 {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %signless = tensor.bitcast %labels : tensor<64xui8> to tensor<64xi8>
  %er = tensor.empty() : tensor<64xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
  %max = linalg.reduce ins(%logits : tensor<64x10xf32>) outs(%mi : tensor<64xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %m = arith.maximumf %in, %acc : f32
      linalg.yield %m : f32
    }
  %picked = linalg.generic {indexing_maps = [#id2, #row, #row],
                            iterator_types = ["parallel", "reduction"]}
      ins(%logits, %signless : tensor<64x10xf32>, tensor<64xi8>) outs(%mi : tensor<64xf32>) {
  ^bb0(%l: f32, %lab: i8, %acc: f32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %li = arith.extui %lab : i8 to i32
    %hit = arith.cmpi eq, %li, %ji : i32
    %v = arith.select %hit, %l, %ninf : f32
    %a = arith.maximumf %acc, %v : f32
    linalg.yield %a : f32
  } -> tensor<64xf32>
  %es = tensor.empty() : tensor<f32>
  %zs = linalg.fill ins(%zero : f32) outs(%es : tensor<f32>) -> tensor<f32>
  %n = linalg.generic {indexing_maps = [#id1, #id1, #all1], iterator_types = ["reduction"]}
      ins(%max, %picked : tensor<64xf32>, tensor<64xf32>) outs(%zs : tensor<f32>) {
  ^bb0(%m: f32, %p: f32, %acc: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %pos = arith.addi %first, %ii : i32
    %valid = arith.cmpi slt, %pos, %count : i32
    %right = arith.cmpf oge, %p, %m : f32
    %ok = arith.andi %valid, %right : i1
    %v = arith.select %ok, %one, %zero : f32
    %a = arith.addf %acc, %v : f32
    linalg.yield %a : f32
  } -> tensor<f32>
  %r = tensor.extract %n[] : tensor<f32>
  return %r : f32
}

//===----------------------------------------------------------------------===//
// Randomness: a keyed hash, initial weights, the permutation of an epoch
//===----------------------------------------------------------------------===//

// Wellons' lowbias32: a bijective 32-bit integer hash (the same steps are
// written out in the payloads of @uniform and @permutation).
func.func private @mix(%x: i32) -> i32 {
  %c15 = arith.constant 15 : i32
  %c16 = arith.constant 16 : i32
  %k1 = arith.constant 2146121005 : i32   // 0x7feb352d
  %k2 = arith.constant -2073254261 : i32  // 0x846ca68b
  %a = arith.shrui %x, %c16 : i32
  %b = arith.xori %x, %a : i32
  %c = arith.muli %b, %k1 : i32
  %d = arith.shrui %c, %c15 : i32
  %e = arith.xori %c, %d : i32
  %f = arith.muli %e, %k2 : i32
  %g = arith.shrui %f, %c16 : i32
  %h = arith.xori %f, %g : i32
  return %h : i32
}

// The key of random stream `stream` of `seed`.
func.func private @key(%seed: i32, %stream: i32) -> i32 {
  %golden = arith.constant -1640531527 : i32  // 0x9e3779b9
  %s = func.call @mix(%seed) : (i32) -> i32
  %t = arith.muli %stream, %golden : i32
  %u = arith.addi %s, %t : i32
  %k = func.call @mix(%u) : (i32) -> i32
  return %k : i32
}

// Element n: uniform in [-bound, bound) from mix(n + key) (its top 24 bits).
func.func private @uniform(%key: i32, %bound: f32) -> tensor<1048576xf32> {
  %c8 = arith.constant 8 : i32
  %c15 = arith.constant 15 : i32
  %c16 = arith.constant 16 : i32
  %k1 = arith.constant 2146121005 : i32
  %k2 = arith.constant -2073254261 : i32
  %ulp = arith.constant 5.96046448e-08 : f32  // 2^-24
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<1048576xf32>
  %u = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]}
      outs(%e : tensor<1048576xf32>) {
  ^bb0(%o: f32):
    %n = linalg.index 0 : index
    %ni = arith.index_cast %n : index to i32
    %x = arith.addi %ni, %key : i32
    %a = arith.shrui %x, %c16 : i32
    %b = arith.xori %x, %a : i32
    %c = arith.muli %b, %k1 : i32
    %d = arith.shrui %c, %c15 : i32
    %h0 = arith.xori %c, %d : i32
    %f = arith.muli %h0, %k2 : i32
    %g = arith.shrui %f, %c16 : i32
    %h = arith.xori %f, %g : i32
    %top = arith.shrui %h, %c8 : i32
    %tf = arith.uitofp %top : i32 to f32
    %u01 = arith.mulf %tf, %ulp : f32
    %u2 = arith.mulf %u01, %two : f32
    %centred = arith.subf %u2, %one : f32
    %v = arith.mulf %centred, %bound : f32
    linalg.yield %v : f32
  } -> tensor<1048576xf32>
  return %u : tensor<1048576xf32>
}

func.func private @init_params(%seed: i32) -> (tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>) {
  %zero = arith.constant 0.0 : f32
  %s1 = arith.constant 1 : i32
  %bound1 = arith.constant 0.4898979 : f32  // sqrt(6 / 25)
  %k1 = func.call @key(%seed, %s1) : (i32, i32) -> i32
  %u1 = func.call @uniform(%k1, %bound1) : (i32, f32) -> tensor<1048576xf32>
  %u1s = tensor.extract_slice %u1[0] [800] [1] : tensor<1048576xf32> to tensor<800xf32>
  %w1 = tensor.expand_shape %u1s [[0, 1, 2, 3]] output_shape [5, 5, 1, 32] : tensor<800xf32> into tensor<5x5x1x32xf32>
  %s2 = arith.constant 2 : i32
  %bound2 = arith.constant 0.08660254 : f32  // sqrt(6 / 800)
  %k2 = func.call @key(%seed, %s2) : (i32, i32) -> i32
  %u2 = func.call @uniform(%k2, %bound2) : (i32, f32) -> tensor<1048576xf32>
  %u2s = tensor.extract_slice %u2[0] [51200] [1] : tensor<1048576xf32> to tensor<51200xf32>
  %w2 = tensor.expand_shape %u2s [[0, 1, 2, 3]] output_shape [5, 5, 32, 64] : tensor<51200xf32> into tensor<5x5x32x64xf32>
  %s3 = arith.constant 3 : i32
  %bound3 = arith.constant 0.07654655 : f32  // sqrt(6 / 1024)
  %k3 = func.call @key(%seed, %s3) : (i32, i32) -> i32
  %u3 = func.call @uniform(%k3, %bound3) : (i32, f32) -> tensor<1048576xf32>
  %w3 = tensor.expand_shape %u3 [[0, 1]] output_shape [1024, 1024] : tensor<1048576xf32> into tensor<1024x1024xf32>
  %s4 = arith.constant 4 : i32
  %bound4 = arith.constant 0.03125 : f32  // 1 / sqrt(1024)
  %k4 = func.call @key(%seed, %s4) : (i32, i32) -> i32
  %u4 = func.call @uniform(%k4, %bound4) : (i32, f32) -> tensor<1048576xf32>
  %u4s = tensor.extract_slice %u4[0] [10240] [1] : tensor<1048576xf32> to tensor<10240xf32>
  %w4 = tensor.expand_shape %u4s [[0, 1]] output_shape [1024, 10] : tensor<10240xf32> into tensor<1024x10xf32>
  %eb1 = tensor.empty() : tensor<32xf32>
  %b1 = linalg.fill ins(%zero : f32) outs(%eb1 : tensor<32xf32>) -> tensor<32xf32>
  %eb2 = tensor.empty() : tensor<64xf32>
  %b2 = linalg.fill ins(%zero : f32) outs(%eb2 : tensor<64xf32>) -> tensor<64xf32>
  %eb3 = tensor.empty() : tensor<1024xf32>
  %b3 = linalg.fill ins(%zero : f32) outs(%eb3 : tensor<1024xf32>) -> tensor<1024xf32>
  %eb4 = tensor.empty() : tensor<10xf32>
  %b4 = linalg.fill ins(%zero : f32) outs(%eb4 : tensor<10xf32>) -> tensor<10xf32>
  return %w1, %b1, %w2, %b2, %w3, %b3, %w4, %b4 : tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>
}

// The order in which epoch `epoch` visits the 60000 training images: a
// bijection of [0, 60000), a 4-round Feistel network on Z_240 x Z_250 keyed
// by (seed, epoch).
func.func @permutation(%seed: i32, %epoch: i32) -> tensor<60000xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c15 = arith.constant 15 : i32
  %c16 = arith.constant 16 : i32
  %k1 = arith.constant 2146121005 : i32
  %k2 = arith.constant -2073254261 : i32
  %r240 = arith.constant 240 : i32
  %r250 = arith.constant 250 : i32
  %c1000 = arith.constant 1000 : i32
  %one_i = arith.constant 1 : i32
  %e = tensor.empty() : tensor<60000xi32>
  // p = 250 L + R.
  %left, %right = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      outs(%e, %e : tensor<60000xi32>, tensor<60000xi32>) {
  ^bb0(%o1: i32, %o2: i32):
    %p = linalg.index 0 : index
    %pi = arith.index_cast %p : index to i32
    %l = arith.divui %pi, %r250 : i32
    %r = arith.remui %pi, %r250 : i32
    linalg.yield %l, %r : i32, i32
  } -> (tensor<60000xi32>, tensor<60000xi32>)
  // Round r: a = (a + mix(b + key_r) mod m_a) mod m_a, then the halves and
  // their radices swap.
  // Streams 1000 (epoch + 1) + r (the weights use streams below 1000).
  %epoch1 = arith.addi %epoch, %one_i : i32
  %stream0 = arith.muli %epoch1, %c1000 : i32
  %a, %b, %ma, %mb = scf.for %r = %c0 to %c4 step %c1
      iter_args(%ai = %left, %bi = %right, %mai = %r240, %mbi = %r250)
      -> (tensor<60000xi32>, tensor<60000xi32>, i32, i32) {
    %ri = arith.index_cast %r : index to i32
    %stream = arith.addi %stream0, %ri : i32
    %key = func.call @key(%seed, %stream) : (i32, i32) -> i32
    %an = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
        ins(%ai, %bi : tensor<60000xi32>, tensor<60000xi32>) outs(%e : tensor<60000xi32>) {
    ^bb0(%av: i32, %bv: i32, %o: i32):
      %x = arith.addi %bv, %key : i32
      %s1 = arith.shrui %x, %c16 : i32
      %x1 = arith.xori %x, %s1 : i32
      %x2 = arith.muli %x1, %k1 : i32
      %s2 = arith.shrui %x2, %c15 : i32
      %x3 = arith.xori %x2, %s2 : i32
      %x4 = arith.muli %x3, %k2 : i32
      %s3 = arith.shrui %x4, %c16 : i32
      %h = arith.xori %x4, %s3 : i32
      %f = arith.remui %h, %mai : i32
      %sum = arith.addi %av, %f : i32
      %n = arith.remui %sum, %mai : i32
      linalg.yield %n : i32
    } -> tensor<60000xi32>
    scf.yield %bi, %an, %mbi, %mai : tensor<60000xi32>, tensor<60000xi32>, i32, i32
  }
  // After an even number of rounds a is in Z_240 and b in Z_250 again.
  %perm = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<60000xi32>, tensor<60000xi32>) outs(%e : tensor<60000xi32>) {
  ^bb0(%av: i32, %bv: i32, %o: i32):
    %hi = arith.muli %av, %r250 : i32
    %p = arith.addi %hi, %bv : i32
    linalg.yield %p : i32
  } -> tensor<60000xi32>
  return %perm : tensor<60000xi32>
}

//===----------------------------------------------------------------------===//
// Evaluation and training
//===----------------------------------------------------------------------===//

// The fraction of the 10000 test images classified right, in 157 batches
// of 64 (the last one's rows past the end repeat image 9999, uncounted).
func.func @evaluate(%test_x: tensor<10000x28x28xui8>, %test_y: tensor<10000xui8>,
                    %w1: tensor<5x5x1x32xf32>, %b1: tensor<32xf32>, %w2: tensor<5x5x32x64xf32>, %b2: tensor<64xf32>, %w3: tensor<1024x1024xf32>, %b3: tensor<1024xf32>, %w4: tensor<1024x10xf32>, %b4: tensor<10xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c157 = arith.constant 157 : index
  %c64 = arith.constant 64 : i32
  %last = arith.constant 9999 : i32
  %n = arith.constant 10000 : i32
  %zero = arith.constant 0.0 : f32
  %inv_n = arith.constant 1.0e-4 : f32
  %e = tensor.empty() : tensor<64xi32>
  %right = scf.for %b = %c0 to %c157 step %c1 iter_args(%acc = %zero) -> (f32) {
    %bi = arith.index_cast %b : index to i32
    %first = arith.muli %bi, %c64 : i32
    %idx = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]}
        outs(%e : tensor<64xi32>) {
    ^bb0(%o: i32):
      %k = linalg.index 0 : index
      %ki = arith.index_cast %k : index to i32
      %i = arith.addi %first, %ki : i32
      %c = arith.minsi %i, %last : i32
      linalg.yield %c : i32
    } -> tensor<64xi32>
    %idx2 = tensor.expand_shape %idx [[0, 1]] output_shape [64, 1] : tensor<64xi32> into tensor<64x1xi32>
    %images = tensor.gather %test_x[%idx2] gather_dims([0])
        : (tensor<10000x28x28xui8>, tensor<64x1xi32>) -> tensor<64x28x28xui8>
    %labels = tensor.gather %test_y[%idx2] gather_dims([0])
        : (tensor<10000xui8>, tensor<64x1xi32>) -> tensor<64xui8>
    %x = func.call @pixels(%images) : (tensor<64x28x28xui8>) -> tensor<64x28x28x1xf32>
    %logits = func.call @cnn_logits(%x, %w1, %b1, %w2, %b2, %w3, %b3, %w4, %b4)
        : (tensor<64x28x28x1xf32>, tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>) -> tensor<64x10xf32>
    %c = func.call @count_correct(%logits, %labels, %first, %n)
        : (tensor<64x10xf32>, tensor<64xui8>, i32, i32) -> f32
    %s = arith.addf %acc, %c : f32
    scf.yield %s : f32
  }
  %acc = arith.mulf %right, %inv_n : f32
  return %acc : f32
}

// Trains from the seed's weights for `epochs` epochs of `steps` batches of
// 64 (at most 937), then evaluates. Returns the mean loss of each block of
// 100 steps (steps counted across epochs; 200 blocks, zeros past the end of
// training, the last one holding every step from 19900 on), the test
// accuracy and the trained parameters.
func.func @fit(%train_x: tensor<60000x28x28xui8>, %train_y: tensor<60000xui8>,
               %test_x: tensor<10000x28x28xui8>, %test_y: tensor<10000xui8>,
               %epochs: i32, %steps_wanted: i32, %seed: i32) -> (tensor<200xf32>, f32, tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c100 = arith.constant 100 : index
  %last_block = arith.constant 199 : index
  %max_steps = arith.constant 937 : i32
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %lr = arith.constant 1.0e-3 : f32
  %beta1 = arith.constant 0.9 : f32
  %beta2 = arith.constant 0.999 : f32
  %eps = arith.constant 1.0e-8 : f32
  %block = arith.constant 100 : i32
  %steps_i = arith.minsi %steps_wanted, %max_steps : i32
  %steps = arith.index_cast %steps_i : i32 to index
  %nepochs = arith.index_cast %epochs : i32 to index
  %one_m_b1 = arith.subf %one, %beta1 : f32
  %one_m_b2 = arith.subf %one, %beta2 : f32

  %init:8 = func.call @init_params(%seed) : (i32) -> (tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>)
  %e_w1 = tensor.empty() : tensor<5x5x1x32xf32>
  %zero_w1 = linalg.fill ins(%zero : f32) outs(%e_w1 : tensor<5x5x1x32xf32>) -> tensor<5x5x1x32xf32>
  %e_b1 = tensor.empty() : tensor<32xf32>
  %zero_b1 = linalg.fill ins(%zero : f32) outs(%e_b1 : tensor<32xf32>) -> tensor<32xf32>
  %e_w2 = tensor.empty() : tensor<5x5x32x64xf32>
  %zero_w2 = linalg.fill ins(%zero : f32) outs(%e_w2 : tensor<5x5x32x64xf32>) -> tensor<5x5x32x64xf32>
  %e_b2 = tensor.empty() : tensor<64xf32>
  %zero_b2 = linalg.fill ins(%zero : f32) outs(%e_b2 : tensor<64xf32>) -> tensor<64xf32>
  %e_w3 = tensor.empty() : tensor<1024x1024xf32>
  %zero_w3 = linalg.fill ins(%zero : f32) outs(%e_w3 : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %e_b3 = tensor.empty() : tensor<1024xf32>
  %zero_b3 = linalg.fill ins(%zero : f32) outs(%e_b3 : tensor<1024xf32>) -> tensor<1024xf32>
  %e_w4 = tensor.empty() : tensor<1024x10xf32>
  %zero_w4 = linalg.fill ins(%zero : f32) outs(%e_w4 : tensor<1024x10xf32>) -> tensor<1024x10xf32>
  %e_b4 = tensor.empty() : tensor<10xf32>
  %zero_b4 = linalg.fill ins(%zero : f32) outs(%e_b4 : tensor<10xf32>) -> tensor<10xf32>
  %el = tensor.empty() : tensor<200xf32>
  %sums_0 = linalg.fill ins(%zero : f32) outs(%el : tensor<200xf32>) -> tensor<200xf32>

  // The state: the parameters, Adam's first and second moments, the loss sums.
  %fin:25 = scf.for %epoch = %c0 to %nepochs step %c1
      iter_args(%w1_e = %init#0, %b1_e = %init#1, %w2_e = %init#2, %b2_e = %init#3, %w3_e = %init#4, %b3_e = %init#5, %w4_e = %init#6, %b4_e = %init#7, %mw1_e = %zero_w1, %mb1_e = %zero_b1, %mw2_e = %zero_w2, %mb2_e = %zero_b2, %mw3_e = %zero_w3, %mb3_e = %zero_b3, %mw4_e = %zero_w4, %mb4_e = %zero_b4, %vw1_e = %zero_w1, %vb1_e = %zero_b1, %vw2_e = %zero_w2, %vb2_e = %zero_b2, %vw3_e = %zero_w3, %vb3_e = %zero_b3, %vw4_e = %zero_w4, %vb4_e = %zero_b4, %sums_e = %sums_0)
      -> (tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>, tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>, tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>, tensor<200xf32>) {
    %epi = arith.index_cast %epoch : index to i32
    %perm = func.call @permutation(%seed, %epi) : (i32, i32) -> tensor<60000xi32>
    %ep_base = arith.muli %epoch, %steps : index
    %r:25 = scf.for %s = %c0 to %steps step %c1
        iter_args(%w1_s = %w1_e, %b1_s = %b1_e, %w2_s = %w2_e, %b2_s = %b2_e, %w3_s = %w3_e, %b3_s = %b3_e, %w4_s = %w4_e, %b4_s = %b4_e, %mw1_s = %mw1_e, %mb1_s = %mb1_e, %mw2_s = %mw2_e, %mb2_s = %mb2_e, %mw3_s = %mw3_e, %mb3_s = %mb3_e, %mw4_s = %mw4_e, %mb4_s = %mb4_e, %vw1_s = %vw1_e, %vb1_s = %vb1_e, %vw2_s = %vw2_e, %vb2_s = %vb2_e, %vw3_s = %vw3_e, %vb3_s = %vb3_e, %vw4_s = %vw4_e, %vb4_s = %vb4_e, %sums_s = %sums_e)
        -> (tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>, tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>, tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>, tensor<200xf32>) {
      // The batch: positions [64 s, 64 s + 64) of the permutation.
      %offset = arith.muli %s, %c64 : index
      %idx = tensor.extract_slice %perm[%offset] [64] [1] : tensor<60000xi32> to tensor<64xi32>
      %idx2 = tensor.expand_shape %idx [[0, 1]] output_shape [64, 1] : tensor<64xi32> into tensor<64x1xi32>
      %images = tensor.gather %train_x[%idx2] gather_dims([0])
          : (tensor<60000x28x28xui8>, tensor<64x1xi32>) -> tensor<64x28x28xui8>
      %labels = tensor.gather %train_y[%idx2] gather_dims([0])
          : (tensor<60000xui8>, tensor<64x1xi32>) -> tensor<64xui8>
      %x = func.call @pixels(%images) : (tensor<64x28x28xui8>) -> tensor<64x28x28x1xf32>
      %y = func.call @one_hot(%labels) : (tensor<64xui8>) -> tensor<64x10xf32>
      %loss, %g:8 = func.call @cnn_loss_grad(%x, %y, %w1_s, %b1_s, %w2_s, %b2_s, %w3_s, %b3_s, %w4_s, %b4_s)
          : (tensor<64x28x28x1xf32>, tensor<64x10xf32>, tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>) -> (f32, tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>)

      // Adam at step t = the global step + 1, for each parameter w with
      // gradient g: m = b1 m + (1 - b1) g, v = b2 v + (1 - b2) g^2,
      // w -= lr / (1 - b1^t) * m / (sqrt(v / (1 - b2^t)) + eps).
      %t = arith.addi %ep_base, %s : index
      %t1 = arith.addi %t, %c1 : index
      %t1i = arith.index_cast %t1 : index to i32
      %tf = arith.sitofp %t1i : i32 to f32
      %b1t = math.powf %beta1, %tf : f32
      %b2t = math.powf %beta2, %tf : f32
      %bc1 = arith.subf %one, %b1t : f32
      %bc2 = arith.subf %one, %b2t : f32
      %step = arith.divf %lr, %bc1 : f32
      %inv_bc2 = arith.divf %one, %bc2 : f32
      %nw1, %nmw1, %nvw1 = linalg.generic
          {indexing_maps = [#nhwc, #nhwc, #nhwc, #nhwc, #nhwc, #nhwc, #nhwc], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
          ins(%w1_s, %mw1_s, %vw1_s, %g#0 : tensor<5x5x1x32xf32>, tensor<5x5x1x32xf32>, tensor<5x5x1x32xf32>, tensor<5x5x1x32xf32>)
          outs(%e_w1, %e_w1, %e_w1 : tensor<5x5x1x32xf32>, tensor<5x5x1x32xf32>, tensor<5x5x1x32xf32>) {
      ^bb0(%wv: f32, %mv: f32, %vv: f32, %gv: f32, %o1: f32, %o2: f32, %o3: f32):
        %m1 = arith.mulf %mv, %beta1 : f32
        %m2 = arith.mulf %gv, %one_m_b1 : f32
        %mn = arith.addf %m1, %m2 : f32
        %g2 = arith.mulf %gv, %gv : f32
        %v1 = arith.mulf %vv, %beta2 : f32
        %v2 = arith.mulf %g2, %one_m_b2 : f32
        %vn = arith.addf %v1, %v2 : f32
        %vh = arith.mulf %vn, %inv_bc2 : f32
        %sq = math.sqrt %vh : f32
        %den = arith.addf %sq, %eps : f32
        %q = arith.divf %mn, %den : f32
        %d = arith.mulf %q, %step : f32
        %wn = arith.subf %wv, %d : f32
        linalg.yield %wn, %mn, %vn : f32, f32, f32
      } -> (tensor<5x5x1x32xf32>, tensor<5x5x1x32xf32>, tensor<5x5x1x32xf32>)
      %nb1, %nmb1, %nvb1 = linalg.generic
          {indexing_maps = [#id1, #id1, #id1, #id1, #id1, #id1, #id1], iterator_types = ["parallel"]}
          ins(%b1_s, %mb1_s, %vb1_s, %g#1 : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>)
          outs(%e_b1, %e_b1, %e_b1 : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
      ^bb0(%wv: f32, %mv: f32, %vv: f32, %gv: f32, %o1: f32, %o2: f32, %o3: f32):
        %m1 = arith.mulf %mv, %beta1 : f32
        %m2 = arith.mulf %gv, %one_m_b1 : f32
        %mn = arith.addf %m1, %m2 : f32
        %g2 = arith.mulf %gv, %gv : f32
        %v1 = arith.mulf %vv, %beta2 : f32
        %v2 = arith.mulf %g2, %one_m_b2 : f32
        %vn = arith.addf %v1, %v2 : f32
        %vh = arith.mulf %vn, %inv_bc2 : f32
        %sq = math.sqrt %vh : f32
        %den = arith.addf %sq, %eps : f32
        %q = arith.divf %mn, %den : f32
        %d = arith.mulf %q, %step : f32
        %wn = arith.subf %wv, %d : f32
        linalg.yield %wn, %mn, %vn : f32, f32, f32
      } -> (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>)
      %nw2, %nmw2, %nvw2 = linalg.generic
          {indexing_maps = [#nhwc, #nhwc, #nhwc, #nhwc, #nhwc, #nhwc, #nhwc], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
          ins(%w2_s, %mw2_s, %vw2_s, %g#2 : tensor<5x5x32x64xf32>, tensor<5x5x32x64xf32>, tensor<5x5x32x64xf32>, tensor<5x5x32x64xf32>)
          outs(%e_w2, %e_w2, %e_w2 : tensor<5x5x32x64xf32>, tensor<5x5x32x64xf32>, tensor<5x5x32x64xf32>) {
      ^bb0(%wv: f32, %mv: f32, %vv: f32, %gv: f32, %o1: f32, %o2: f32, %o3: f32):
        %m1 = arith.mulf %mv, %beta1 : f32
        %m2 = arith.mulf %gv, %one_m_b1 : f32
        %mn = arith.addf %m1, %m2 : f32
        %g2 = arith.mulf %gv, %gv : f32
        %v1 = arith.mulf %vv, %beta2 : f32
        %v2 = arith.mulf %g2, %one_m_b2 : f32
        %vn = arith.addf %v1, %v2 : f32
        %vh = arith.mulf %vn, %inv_bc2 : f32
        %sq = math.sqrt %vh : f32
        %den = arith.addf %sq, %eps : f32
        %q = arith.divf %mn, %den : f32
        %d = arith.mulf %q, %step : f32
        %wn = arith.subf %wv, %d : f32
        linalg.yield %wn, %mn, %vn : f32, f32, f32
      } -> (tensor<5x5x32x64xf32>, tensor<5x5x32x64xf32>, tensor<5x5x32x64xf32>)
      %nb2, %nmb2, %nvb2 = linalg.generic
          {indexing_maps = [#id1, #id1, #id1, #id1, #id1, #id1, #id1], iterator_types = ["parallel"]}
          ins(%b2_s, %mb2_s, %vb2_s, %g#3 : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>)
          outs(%e_b2, %e_b2, %e_b2 : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) {
      ^bb0(%wv: f32, %mv: f32, %vv: f32, %gv: f32, %o1: f32, %o2: f32, %o3: f32):
        %m1 = arith.mulf %mv, %beta1 : f32
        %m2 = arith.mulf %gv, %one_m_b1 : f32
        %mn = arith.addf %m1, %m2 : f32
        %g2 = arith.mulf %gv, %gv : f32
        %v1 = arith.mulf %vv, %beta2 : f32
        %v2 = arith.mulf %g2, %one_m_b2 : f32
        %vn = arith.addf %v1, %v2 : f32
        %vh = arith.mulf %vn, %inv_bc2 : f32
        %sq = math.sqrt %vh : f32
        %den = arith.addf %sq, %eps : f32
        %q = arith.divf %mn, %den : f32
        %d = arith.mulf %q, %step : f32
        %wn = arith.subf %wv, %d : f32
        linalg.yield %wn, %mn, %vn : f32, f32, f32
      } -> (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>)
      %nw3, %nmw3, %nvw3 = linalg.generic
          {indexing_maps = [#id2, #id2, #id2, #id2, #id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
          ins(%w3_s, %mw3_s, %vw3_s, %g#4 : tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>)
          outs(%e_w3, %e_w3, %e_w3 : tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>) {
      ^bb0(%wv: f32, %mv: f32, %vv: f32, %gv: f32, %o1: f32, %o2: f32, %o3: f32):
        %m1 = arith.mulf %mv, %beta1 : f32
        %m2 = arith.mulf %gv, %one_m_b1 : f32
        %mn = arith.addf %m1, %m2 : f32
        %g2 = arith.mulf %gv, %gv : f32
        %v1 = arith.mulf %vv, %beta2 : f32
        %v2 = arith.mulf %g2, %one_m_b2 : f32
        %vn = arith.addf %v1, %v2 : f32
        %vh = arith.mulf %vn, %inv_bc2 : f32
        %sq = math.sqrt %vh : f32
        %den = arith.addf %sq, %eps : f32
        %q = arith.divf %mn, %den : f32
        %d = arith.mulf %q, %step : f32
        %wn = arith.subf %wv, %d : f32
        linalg.yield %wn, %mn, %vn : f32, f32, f32
      } -> (tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>)
      %nb3, %nmb3, %nvb3 = linalg.generic
          {indexing_maps = [#id1, #id1, #id1, #id1, #id1, #id1, #id1], iterator_types = ["parallel"]}
          ins(%b3_s, %mb3_s, %vb3_s, %g#5 : tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>)
          outs(%e_b3, %e_b3, %e_b3 : tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) {
      ^bb0(%wv: f32, %mv: f32, %vv: f32, %gv: f32, %o1: f32, %o2: f32, %o3: f32):
        %m1 = arith.mulf %mv, %beta1 : f32
        %m2 = arith.mulf %gv, %one_m_b1 : f32
        %mn = arith.addf %m1, %m2 : f32
        %g2 = arith.mulf %gv, %gv : f32
        %v1 = arith.mulf %vv, %beta2 : f32
        %v2 = arith.mulf %g2, %one_m_b2 : f32
        %vn = arith.addf %v1, %v2 : f32
        %vh = arith.mulf %vn, %inv_bc2 : f32
        %sq = math.sqrt %vh : f32
        %den = arith.addf %sq, %eps : f32
        %q = arith.divf %mn, %den : f32
        %d = arith.mulf %q, %step : f32
        %wn = arith.subf %wv, %d : f32
        linalg.yield %wn, %mn, %vn : f32, f32, f32
      } -> (tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>)
      %nw4, %nmw4, %nvw4 = linalg.generic
          {indexing_maps = [#id2, #id2, #id2, #id2, #id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
          ins(%w4_s, %mw4_s, %vw4_s, %g#6 : tensor<1024x10xf32>, tensor<1024x10xf32>, tensor<1024x10xf32>, tensor<1024x10xf32>)
          outs(%e_w4, %e_w4, %e_w4 : tensor<1024x10xf32>, tensor<1024x10xf32>, tensor<1024x10xf32>) {
      ^bb0(%wv: f32, %mv: f32, %vv: f32, %gv: f32, %o1: f32, %o2: f32, %o3: f32):
        %m1 = arith.mulf %mv, %beta1 : f32
        %m2 = arith.mulf %gv, %one_m_b1 : f32
        %mn = arith.addf %m1, %m2 : f32
        %g2 = arith.mulf %gv, %gv : f32
        %v1 = arith.mulf %vv, %beta2 : f32
        %v2 = arith.mulf %g2, %one_m_b2 : f32
        %vn = arith.addf %v1, %v2 : f32
        %vh = arith.mulf %vn, %inv_bc2 : f32
        %sq = math.sqrt %vh : f32
        %den = arith.addf %sq, %eps : f32
        %q = arith.divf %mn, %den : f32
        %d = arith.mulf %q, %step : f32
        %wn = arith.subf %wv, %d : f32
        linalg.yield %wn, %mn, %vn : f32, f32, f32
      } -> (tensor<1024x10xf32>, tensor<1024x10xf32>, tensor<1024x10xf32>)
      %nb4, %nmb4, %nvb4 = linalg.generic
          {indexing_maps = [#id1, #id1, #id1, #id1, #id1, #id1, #id1], iterator_types = ["parallel"]}
          ins(%b4_s, %mb4_s, %vb4_s, %g#7 : tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>)
          outs(%e_b4, %e_b4, %e_b4 : tensor<10xf32>, tensor<10xf32>, tensor<10xf32>) {
      ^bb0(%wv: f32, %mv: f32, %vv: f32, %gv: f32, %o1: f32, %o2: f32, %o3: f32):
        %m1 = arith.mulf %mv, %beta1 : f32
        %m2 = arith.mulf %gv, %one_m_b1 : f32
        %mn = arith.addf %m1, %m2 : f32
        %g2 = arith.mulf %gv, %gv : f32
        %v1 = arith.mulf %vv, %beta2 : f32
        %v2 = arith.mulf %g2, %one_m_b2 : f32
        %vn = arith.addf %v1, %v2 : f32
        %vh = arith.mulf %vn, %inv_bc2 : f32
        %sq = math.sqrt %vh : f32
        %den = arith.addf %sq, %eps : f32
        %q = arith.divf %mn, %den : f32
        %d = arith.mulf %q, %step : f32
        %wn = arith.subf %wv, %d : f32
        linalg.yield %wn, %mn, %vn : f32, f32, f32
      } -> (tensor<10xf32>, tensor<10xf32>, tensor<10xf32>)

      // The loss goes to the sum of its block of 100 steps.
      %blk_t = arith.divui %t, %c100 : index
      %blk = arith.minui %blk_t, %last_block : index
      %old = tensor.extract %sums_s[%blk] : tensor<200xf32>
      %new = arith.addf %old, %loss : f32
      %nsums = tensor.insert %new into %sums_s[%blk] : tensor<200xf32>
      scf.yield %nw1, %nb1, %nw2, %nb2, %nw3, %nb3, %nw4, %nb4, %nmw1, %nmb1, %nmw2, %nmb2, %nmw3, %nmb3, %nmw4, %nmb4, %nvw1, %nvb1, %nvw2, %nvb2, %nvw3, %nvb3, %nvw4, %nvb4, %nsums
          : tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>, tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>, tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>, tensor<200xf32>
    }
    scf.yield %r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %r#6, %r#7, %r#8, %r#9, %r#10, %r#11, %r#12, %r#13, %r#14, %r#15, %r#16, %r#17, %r#18, %r#19, %r#20, %r#21, %r#22, %r#23, %r#24
        : tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>, tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>, tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>, tensor<200xf32>
  }

  // Block means: block k < 199 holds min(100, total - 100 k) steps, block
  // 199 all from step 19900 on.
  %total = arith.muli %epochs, %steps_i : i32
  %last_i = arith.constant 199 : i32
  %means = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%fin#24 : tensor<200xf32>) outs(%el : tensor<200xf32>) {
  ^bb0(%sum: f32, %o: f32):
    %k = linalg.index 0 : index
    %ki = arith.index_cast %k : index to i32
    %start = arith.muli %ki, %block : i32
    %left = arith.subi %total, %start : i32
    %full = arith.minsi %left, %block : i32
    %is_last = arith.cmpi eq, %ki, %last_i : i32
    %cnt = arith.select %is_last, %left, %full : i32
    %cf = arith.sitofp %cnt : i32 to f32
    %q = arith.divf %sum, %cf : f32
    %has = arith.cmpf ogt, %cf, %zero : f32
    %m = arith.select %has, %q, %zero : f32
    linalg.yield %m : f32
  } -> tensor<200xf32>

  %acc = func.call @evaluate(%test_x, %test_y, %fin#0, %fin#1, %fin#2, %fin#3, %fin#4, %fin#5, %fin#6, %fin#7)
      : (tensor<10000x28x28xui8>, tensor<10000xui8>, tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>) -> f32
  return %means, %acc, %fin#0, %fin#1, %fin#2, %fin#3, %fin#4, %fin#5, %fin#6, %fin#7
      : tensor<200xf32>, f32, tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>
}

func.func @train(%train_x: tensor<60000x28x28xui8>, %train_y: tensor<60000xui8>,
                 %test_x: tensor<10000x28x28xui8>, %test_y: tensor<10000xui8>)
    -> (tensor<200xf32>, f32) {
  %epochs = arith.constant 6 : i32
  %steps = arith.constant 937 : i32
  %seed = arith.constant 1 : i32
  %r:10 = func.call @fit(%train_x, %train_y, %test_x, %test_y, %epochs, %steps, %seed)
      : (tensor<60000x28x28xui8>, tensor<60000xui8>, tensor<10000x28x28xui8>, tensor<10000xui8>, i32, i32, i32) -> (tensor<200xf32>, f32, tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>)
  return %r#0, %r#1 : tensor<200xf32>, f32
}

func.func @train_short(%train_x: tensor<60000x28x28xui8>, %train_y: tensor<60000xui8>,
                       %test_x: tensor<10000x28x28xui8>, %test_y: tensor<10000xui8>)
    -> (tensor<200xf32>, f32) {
  %epochs = arith.constant 1 : i32
  %steps = arith.constant 200 : i32
  %seed = arith.constant 1 : i32
  %r:10 = func.call @fit(%train_x, %train_y, %test_x, %test_y, %epochs, %steps, %seed)
      : (tensor<60000x28x28xui8>, tensor<60000xui8>, tensor<10000x28x28xui8>, tensor<10000xui8>, i32, i32, i32) -> (tensor<200xf32>, f32, tensor<5x5x1x32xf32>, tensor<32xf32>, tensor<5x5x32x64xf32>, tensor<64xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x10xf32>, tensor<10xf32>)
  return %r#0, %r#1 : tensor<200xf32>, f32
}
