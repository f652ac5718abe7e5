// Fashion-MNIST trained by an MLP, 784-256-10 with ReLU, in linalg on tensors:
// the data as xhlo-run reads Debian's idx files (u8 images and labels), the
// weights initialised in the program from a seed, the softmax cross-entropy
// loss, its gradient by a request (xhlo.gradient_of, filled by hlo-autodiff),
// SGD with momentum (0.9, learning rate 0.01, PyTorch's form: v = 0.9 v + g,
// w -= 0.01 v) and the loop over epochs and shuffled mini-batches of 64, all
// in one module: `xhlo-opt --xhlo-linalg-to-hlo` turns the loops into nested
// hlo.whiles (test/Examples/fashion-mnist-mlp.test), xhlo-run runs them.
//
// Entries:
//   @train:       15 epochs of 937 steps (all 60000 images but 32), seed 1;
//   @train_short: 2 epochs of 150 steps, seed 1;
//     both return the mean loss of every block of 100 steps (counted across
//     epochs; 200 blocks, zeros past the end) and the test accuracy;
//   @fit:         epochs, steps per epoch (at most 937) and seed as i32
//                 arguments (.npy scalars or --arg=value:N); returns the
//                 same, then the trained w1, b1, w2, b2;
//   all of them report the step and the loss every 100 steps by outfeed
//   (@progress), so xhlo-run needs --outfeed, which prints them live;
// @evaluate, the accuracy of given weights on the 10000 test images,
// @permutation, an epoch's order of the training images, and @init_params,
// the seed's initial weights (mlp-dp.mlir, the same training on 4 replicas,
// starts from these two). For example:
//   xhlo-opt --xhlo-linalg-to-hlo mlp.mlir -o mlp.hlo.mlir
//   xhlo-run mlp.hlo.mlir --entry=train \
//     --arg=/usr/share/datasets/fashion-mnist/train-images-idx3-ubyte.gz \
//     --arg=/usr/share/datasets/fashion-mnist/train-labels-idx1-ubyte.gz \
//     --arg=/usr/share/datasets/fashion-mnist/t10k-images-idx3-ubyte.gz \
//     --arg=/usr/share/datasets/fashion-mnist/t10k-labels-idx1-ubyte.gz \
//     --outfeed --print
//
// Randomness without a random op: every random number is a counter-based
// hash (Wellons' lowbias32, a bijection of 32-bit integers) of an index
// plus a key derived from the seed. Weights are He-uniform (bound
// sqrt(6/784)) for the ReLU layer and uniform in +-1/sqrt(256) for the
// output, biases zero. Each epoch visits the images in a fresh permutation
// of [0, 60000): a 4-round Feistel network on Z_240 x Z_250 (60000 = 240 *
// 250, position p = 250 L + R) whose rounds add a keyed hash of one half to
// the other modulo that half's radix, alternating halves (the construction
// FF1 uses for arbitrary radices). Each round is invertible, so the whole is
// a bijection of [0, 60000) with no cycle-walking, computed elementwise on
// 60000 integers (four small linalg ops per epoch). Batch s takes positions
// [64 s, 64 s + 64) of the permutation (a dynamic slice) and gathers those
// rows of the images and labels (tensor.gather -> hlo.gather).

#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#col = affine_map<(i, j) -> (j)>
#all2 = affine_map<(i, j) -> ()>
#id1 = affine_map<(i) -> (i)>
#all1 = affine_map<(i) -> ()>

//===----------------------------------------------------------------------===//
// The model and its loss
//===----------------------------------------------------------------------===//

// logits = relu(x·w1 + b1)·w2 + b2 for a batch of 64.
func.func private @mlp_logits(%x: tensor<64x784xf32>,
                              %w1: tensor<784x256xf32>, %b1: tensor<256xf32>,
                              %w2: tensor<256x10xf32>, %b2: tensor<10xf32>)
    -> tensor<64x10xf32> {
  %zero = arith.constant 0.0 : f32
  %eh = tensor.empty() : tensor<64x256xf32>
  %zh = linalg.fill ins(%zero : f32) outs(%eh : tensor<64x256xf32>) -> tensor<64x256xf32>
  %xw = linalg.matmul ins(%x, %w1 : tensor<64x784xf32>, tensor<784x256xf32>)
                      outs(%zh : tensor<64x256xf32>) -> tensor<64x256xf32>
  %h = linalg.generic {indexing_maps = [#id2, #col, #id2],
                       iterator_types = ["parallel", "parallel"]}
      ins(%xw, %b1 : tensor<64x256xf32>, tensor<256xf32>) outs(%eh : tensor<64x256xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %s = arith.addf %v, %b : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<64x256xf32>
  %eo = tensor.empty() : tensor<64x10xf32>
  %zo = linalg.fill ins(%zero : f32) outs(%eo : tensor<64x10xf32>) -> tensor<64x10xf32>
  %hw = linalg.matmul ins(%h, %w2 : tensor<64x256xf32>, tensor<256x10xf32>)
                      outs(%zo : tensor<64x10xf32>) -> tensor<64x10xf32>
  %logits = linalg.generic {indexing_maps = [#id2, #col, #id2],
                            iterator_types = ["parallel", "parallel"]}
      ins(%hw, %b2 : tensor<64x10xf32>, tensor<10xf32>) outs(%eo : tensor<64x10xf32>) {
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

func.func private @mlp_loss(%x: tensor<64x784xf32>, %y: tensor<64x10xf32>,
                            %w1: tensor<784x256xf32>, %b1: tensor<256xf32>,
                            %w2: tensor<256x10xf32>, %b2: tensor<10xf32>) -> f32 {
  %logits = func.call @mlp_logits(%x, %w1, %b1, %w2, %b2)
      : (tensor<64x784xf32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>) -> tensor<64x10xf32>
  %loss = func.call @softmax_xent(%logits, %y) : (tensor<64x10xf32>, tensor<64x10xf32>) -> f32
  return %loss : f32
}

// The gradient request: @mlp_loss's arguments -> (loss, d/dw1, d/db1,
// d/dw2, d/db2).
func.func private @mlp_loss_grad(tensor<64x784xf32>, tensor<64x10xf32>,
                                 tensor<784x256xf32>, tensor<256xf32>,
                                 tensor<256x10xf32>, tensor<10xf32>)
    -> (f32, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>)
    attributes {xhlo.gradient_of = @mlp_loss, xhlo.wrt = array<i64: 2, 3, 4, 5>}

//===----------------------------------------------------------------------===//
// Data: u8 pixels and labels of a batch
//===----------------------------------------------------------------------===//

// Pixels of 64 images as f32 in [0, 1], one row each.
func.func private @pixels(%images: tensor<64x28x28xui8>) -> tensor<64x784xf32> {
  %inv255 = arith.constant 0.00392156886 : f32
  %signless = tensor.bitcast %images : tensor<64x28x28xui8> to tensor<64x28x28xi8>
  %rows = tensor.collapse_shape %signless [[0], [1, 2]] : tensor<64x28x28xi8> into tensor<64x784xi8>
  %e = tensor.empty() : tensor<64x784xf32>
  %x = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%rows : tensor<64x784xi8>) outs(%e : tensor<64x784xf32>) {
  ^bb0(%p: i8, %o: f32):
    %f = arith.uitofp %p : i8 to f32
    %s = arith.mulf %f, %inv255 : f32
    linalg.yield %s : f32
  } -> tensor<64x784xf32>
  return %x : tensor<64x784xf32>
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
func.func private @uniform(%key: i32, %bound: f32) -> tensor<200704xf32> {
  %c8 = arith.constant 8 : i32
  %c15 = arith.constant 15 : i32
  %c16 = arith.constant 16 : i32
  %k1 = arith.constant 2146121005 : i32
  %k2 = arith.constant -2073254261 : i32
  %ulp = arith.constant 5.96046448e-08 : f32  // 2^-24
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<200704xf32>
  %u = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]}
      outs(%e : tensor<200704xf32>) {
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
  } -> tensor<200704xf32>
  return %u : tensor<200704xf32>
}

// The seed's initial weights (also an entry: mlp-dp.mlir starts from them).
func.func @init_params(%seed: i32)
    -> (tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>) {
  %zero = arith.constant 0.0 : f32
  %s1 = arith.constant 1 : i32
  %s2 = arith.constant 2 : i32
  %bound1 = arith.constant 0.0874818 : f32  // sqrt(6 / 784)
  %bound2 = arith.constant 0.0625 : f32     // 1 / sqrt(256)
  %k1 = func.call @key(%seed, %s1) : (i32, i32) -> i32
  %k2 = func.call @key(%seed, %s2) : (i32, i32) -> i32
  %u1 = func.call @uniform(%k1, %bound1) : (i32, f32) -> tensor<200704xf32>
  %u2 = func.call @uniform(%k2, %bound2) : (i32, f32) -> tensor<200704xf32>
  %w1 = tensor.expand_shape %u1 [[0, 1]] output_shape [784, 256] : tensor<200704xf32> into tensor<784x256xf32>
  %u2s = tensor.extract_slice %u2[0] [2560] [1] : tensor<200704xf32> to tensor<2560xf32>
  %w2 = tensor.expand_shape %u2s [[0, 1]] output_shape [256, 10] : tensor<2560xf32> into tensor<256x10xf32>
  %eb1 = tensor.empty() : tensor<256xf32>
  %b1 = linalg.fill ins(%zero : f32) outs(%eb1 : tensor<256xf32>) -> tensor<256xf32>
  %eb2 = tensor.empty() : tensor<10xf32>
  %b2 = linalg.fill ins(%zero : f32) outs(%eb2 : tensor<10xf32>) -> tensor<10xf32>
  return %w1, %b1, %w2, %b2 : tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>
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
                    %w1: tensor<784x256xf32>, %b1: tensor<256xf32>,
                    %w2: tensor<256x10xf32>, %b2: tensor<10xf32>) -> f32 {
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
    %x = func.call @pixels(%images) : (tensor<64x28x28xui8>) -> tensor<64x784xf32>
    %logits = func.call @mlp_logits(%x, %w1, %b1, %w2, %b2)
        : (tensor<64x784xf32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>) -> tensor<64x10xf32>
    %c = func.call @count_correct(%logits, %labels, %first, %n)
        : (tensor<64x10xf32>, tensor<64xui8>, i32, i32) -> f32
    %s = arith.addf %acc, %c : f32
    scf.yield %s : f32
  }
  %acc = arith.mulf %right, %inv_n : f32
  return %acc : f32
}

// Training progress, handed to the host while @fit runs: the step and the
// mean loss of its block of 100 steps so far. A body-less declaration marked
// xhlo.outfeed: its calls become hlo.outfeed with outfeed_config "progress"
// (`xhlo-run --outfeed` prints `progress: (s32[] 100, f32[] 0.93)`).
func.func private @progress(i32, f32) attributes {xhlo.outfeed}

// Trains from the seed's weights for `epochs` epochs of `steps` batches of
// 64 (at most 937), then evaluates; every 100 steps calls @progress. Returns the mean loss of each block of
// 100 steps (steps counted across epochs; 200 blocks, zeros past the end of
// training, the last one holding every step from 19900 on), the test
// accuracy and the trained parameters.
func.func @fit(%train_x: tensor<60000x28x28xui8>, %train_y: tensor<60000xui8>,
               %test_x: tensor<10000x28x28xui8>, %test_y: tensor<10000xui8>,
               %epochs: i32, %steps_wanted: i32, %seed: i32)
    -> (tensor<200xf32>, f32, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c100 = arith.constant 100 : index
  %last_block = arith.constant 199 : index
  %max_steps = arith.constant 937 : i32
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %mu = arith.constant 0.9 : f32
  %lr = arith.constant 0.01 : f32
  %block = arith.constant 100 : i32
  %steps_i = arith.minsi %steps_wanted, %max_steps : i32
  %steps = arith.index_cast %steps_i : i32 to index
  %nepochs = arith.index_cast %epochs : i32 to index

  %w1_0, %b1_0, %w2_0, %b2_0 = func.call @init_params(%seed)
      : (i32) -> (tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>)
  %e1 = tensor.empty() : tensor<784x256xf32>
  %v1_0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<784x256xf32>) -> tensor<784x256xf32>
  %eb1 = tensor.empty() : tensor<256xf32>
  %vb1_0 = linalg.fill ins(%zero : f32) outs(%eb1 : tensor<256xf32>) -> tensor<256xf32>
  %e2 = tensor.empty() : tensor<256x10xf32>
  %v2_0 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<256x10xf32>) -> tensor<256x10xf32>
  %eb2 = tensor.empty() : tensor<10xf32>
  %vb2_0 = linalg.fill ins(%zero : f32) outs(%eb2 : tensor<10xf32>) -> tensor<10xf32>
  %el = tensor.empty() : tensor<200xf32>
  %sums_0 = linalg.fill ins(%zero : f32) outs(%el : tensor<200xf32>) -> tensor<200xf32>

  %w1, %b1, %w2, %b2, %v1, %vb1, %v2, %vb2, %sums =
      scf.for %ep = %c0 to %nepochs step %c1
      iter_args(%w1e = %w1_0, %b1e = %b1_0, %w2e = %w2_0, %b2e = %b2_0,
                %v1e = %v1_0, %vb1e = %vb1_0, %v2e = %v2_0, %vb2e = %vb2_0,
                %sumse = %sums_0)
      -> (tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>,
          tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>,
          tensor<200xf32>) {
    %epi = arith.index_cast %ep : index to i32
    %perm = func.call @permutation(%seed, %epi) : (i32, i32) -> tensor<60000xi32>
    %ep_base = arith.muli %ep, %steps : index
    %r:9 = scf.for %s = %c0 to %steps step %c1
        iter_args(%w1s = %w1e, %b1s = %b1e, %w2s = %w2e, %b2s = %b2e,
                  %v1s = %v1e, %vb1s = %vb1e, %v2s = %v2e, %vb2s = %vb2e,
                  %sumss = %sumse)
        -> (tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>,
            tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>,
            tensor<200xf32>) {
      // The batch: positions [64 s, 64 s + 64) of the permutation.
      %offset = arith.muli %s, %c64 : index
      %idx = tensor.extract_slice %perm[%offset] [64] [1] : tensor<60000xi32> to tensor<64xi32>
      %idx2 = tensor.expand_shape %idx [[0, 1]] output_shape [64, 1] : tensor<64xi32> into tensor<64x1xi32>
      %images = tensor.gather %train_x[%idx2] gather_dims([0])
          : (tensor<60000x28x28xui8>, tensor<64x1xi32>) -> tensor<64x28x28xui8>
      %labels = tensor.gather %train_y[%idx2] gather_dims([0])
          : (tensor<60000xui8>, tensor<64x1xi32>) -> tensor<64xui8>
      %x = func.call @pixels(%images) : (tensor<64x28x28xui8>) -> tensor<64x784xf32>
      %y = func.call @one_hot(%labels) : (tensor<64xui8>) -> tensor<64x10xf32>

      %loss, %g1, %gb1, %g2, %gb2 = func.call @mlp_loss_grad(%x, %y, %w1s, %b1s, %w2s, %b2s)
          : (tensor<64x784xf32>, tensor<64x10xf32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>)
          -> (f32, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>)

      // SGD with momentum: v = mu v + g, w = w - lr v.
      %nw1, %nv1 = linalg.generic {indexing_maps = [#id2, #id2, #id2, #id2, #id2],
                                   iterator_types = ["parallel", "parallel"]}
          ins(%w1s, %v1s, %g1 : tensor<784x256xf32>, tensor<784x256xf32>, tensor<784x256xf32>)
          outs(%e1, %e1 : tensor<784x256xf32>, tensor<784x256xf32>) {
      ^bb0(%w: f32, %v: f32, %g: f32, %o1: f32, %o2: f32):
        %mv = arith.mulf %v, %mu : f32
        %vn = arith.addf %mv, %g : f32
        %st = arith.mulf %vn, %lr : f32
        %wn = arith.subf %w, %st : f32
        linalg.yield %wn, %vn : f32, f32
      } -> (tensor<784x256xf32>, tensor<784x256xf32>)
      %nb1, %nvb1 = linalg.generic {indexing_maps = [#id1, #id1, #id1, #id1, #id1],
                                    iterator_types = ["parallel"]}
          ins(%b1s, %vb1s, %gb1 : tensor<256xf32>, tensor<256xf32>, tensor<256xf32>)
          outs(%eb1, %eb1 : tensor<256xf32>, tensor<256xf32>) {
      ^bb0(%w: f32, %v: f32, %g: f32, %o1: f32, %o2: f32):
        %mv = arith.mulf %v, %mu : f32
        %vn = arith.addf %mv, %g : f32
        %st = arith.mulf %vn, %lr : f32
        %wn = arith.subf %w, %st : f32
        linalg.yield %wn, %vn : f32, f32
      } -> (tensor<256xf32>, tensor<256xf32>)
      %nw2, %nv2 = linalg.generic {indexing_maps = [#id2, #id2, #id2, #id2, #id2],
                                   iterator_types = ["parallel", "parallel"]}
          ins(%w2s, %v2s, %g2 : tensor<256x10xf32>, tensor<256x10xf32>, tensor<256x10xf32>)
          outs(%e2, %e2 : tensor<256x10xf32>, tensor<256x10xf32>) {
      ^bb0(%w: f32, %v: f32, %g: f32, %o1: f32, %o2: f32):
        %mv = arith.mulf %v, %mu : f32
        %vn = arith.addf %mv, %g : f32
        %st = arith.mulf %vn, %lr : f32
        %wn = arith.subf %w, %st : f32
        linalg.yield %wn, %vn : f32, f32
      } -> (tensor<256x10xf32>, tensor<256x10xf32>)
      %nb2, %nvb2 = linalg.generic {indexing_maps = [#id1, #id1, #id1, #id1, #id1],
                                    iterator_types = ["parallel"]}
          ins(%b2s, %vb2s, %gb2 : tensor<10xf32>, tensor<10xf32>, tensor<10xf32>)
          outs(%eb2, %eb2 : tensor<10xf32>, tensor<10xf32>) {
      ^bb0(%w: f32, %v: f32, %g: f32, %o1: f32, %o2: f32):
        %mv = arith.mulf %v, %mu : f32
        %vn = arith.addf %mv, %g : f32
        %st = arith.mulf %vn, %lr : f32
        %wn = arith.subf %w, %st : f32
        linalg.yield %wn, %vn : f32, f32
      } -> (tensor<10xf32>, tensor<10xf32>)

      // The loss goes to the sum of its block of 100 steps.
      %t = arith.addi %ep_base, %s : index
      %blk_t = arith.divui %t, %c100 : index
      %blk = arith.minui %blk_t, %last_block : index
      %old = tensor.extract %sumss[%blk] : tensor<200xf32>
      %new = arith.addf %old, %loss : f32
      %nsums = tensor.insert %new into %sumss[%blk] : tensor<200xf32>
      // Every 100 steps, the step (counted across epochs, from 1) and the
      // mean loss of its block so far go to the host as the loop runs.
      %t1 = arith.addi %t, %c1 : index
      %t1_rem = arith.remui %t1, %c100 : index
      %at_report = arith.cmpi eq, %t1_rem, %c0 : index
      scf.if %at_report {
        %blk_start = arith.muli %blk, %c100 : index
        %in_blk = arith.subi %t1, %blk_start : index
        %in_blk_i = arith.index_cast %in_blk : index to i32
        %in_blk_f = arith.sitofp %in_blk_i : i32 to f32
        %mean = arith.divf %new, %in_blk_f : f32
        %step_i = arith.index_cast %t1 : index to i32
        func.call @progress(%step_i, %mean) : (i32, f32) -> ()
      }
      scf.yield %nw1, %nb1, %nw2, %nb2, %nv1, %nvb1, %nv2, %nvb2, %nsums
          : tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>,
            tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>,
            tensor<200xf32>
    }
    scf.yield %r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %r#6, %r#7, %r#8
        : tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>,
          tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>,
          tensor<200xf32>
  }

  // Block means: block k < 199 holds min(100, total - 100 k) steps, block
  // 199 all from step 19900 on.
  %total = arith.muli %epochs, %steps_i : i32
  %last_i = arith.constant 199 : i32
  %means = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%sums : tensor<200xf32>) outs(%el : tensor<200xf32>) {
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

  %acc = func.call @evaluate(%test_x, %test_y, %w1, %b1, %w2, %b2)
      : (tensor<10000x28x28xui8>, tensor<10000xui8>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>) -> f32
  return %means, %acc, %w1, %b1, %w2, %b2
      : tensor<200xf32>, f32, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>
}

func.func @train(%train_x: tensor<60000x28x28xui8>, %train_y: tensor<60000xui8>,
                 %test_x: tensor<10000x28x28xui8>, %test_y: tensor<10000xui8>)
    -> (tensor<200xf32>, f32) {
  %epochs = arith.constant 15 : i32
  %steps = arith.constant 937 : i32
  %seed = arith.constant 1 : i32
  %r:6 = func.call @fit(%train_x, %train_y, %test_x, %test_y, %epochs, %steps, %seed)
      : (tensor<60000x28x28xui8>, tensor<60000xui8>, tensor<10000x28x28xui8>, tensor<10000xui8>, i32, i32, i32)
      -> (tensor<200xf32>, f32, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>)
  return %r#0, %r#1 : tensor<200xf32>, f32
}

func.func @train_short(%train_x: tensor<60000x28x28xui8>, %train_y: tensor<60000xui8>,
                       %test_x: tensor<10000x28x28xui8>, %test_y: tensor<10000xui8>)
    -> (tensor<200xf32>, f32) {
  %epochs = arith.constant 2 : i32
  %steps = arith.constant 150 : i32
  %seed = arith.constant 1 : i32
  %r:6 = func.call @fit(%train_x, %train_y, %test_x, %test_y, %epochs, %steps, %seed)
      : (tensor<60000x28x28xui8>, tensor<60000xui8>, tensor<10000x28x28xui8>, tensor<10000xui8>, i32, i32, i32)
      -> (tensor<200xf32>, f32, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>)
  return %r#0, %r#1 : tensor<200xf32>, f32
}
