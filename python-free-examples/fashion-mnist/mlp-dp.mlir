// Fashion-MNIST's MLP (mlp.mlir) trained data-parallel on 4 replicas, as XLA
// runs a pmap'd training step on 4 devices: each replica takes its quarter
// of every global batch of 64 (batch s, replica r: positions
// [64 s + 16 r, 64 s + 16 r + 16) of the epoch's permutation), computes the
// gradient of its mean loss on those 16 images, and the replicas sum their
// gradients with an all-reduce and divide by 4: the gradient of the mean
// loss on all 64, which one replica of mlp.mlir computes at once. Every
// replica then applies the same SGD-with-momentum update (mlp.mlir's), so
// all hold the same weights, and those are mlp.mlir's up to rounding
// (test/Examples/fashion-mnist-mlp-dp.test).
//
// The collectives are body-less declarations that the conversion turns into
// hlo ops, as mlp.mlir's @progress (xhlo.outfeed) becomes an outfeed:
//   @all_sum (xhlo.all_reduce = "sum") -> hlo.all_reduce with an add region,
//   @replica (xhlo.replica_id)        -> hlo.replica_id.
// The module carries hlo.replica_count = 4, which the HLO text and proto
// exports keep (`HloModule ..., replica_count=4`) and from which xhlo-run
// takes its number of replicas.
//
// What is mlp.mlir's: the initial weights and each epoch's permutation come
// from mlp.mlir's @init_params and @permutation entries (the same seed gives
// the same start and order); MLIR has no way to include one module's
// functions in another, so this file copies only what depends on the
// per-replica batch of 16 (the model, loss and data functions below, as
// mlp.mlir's with 64 -> 16) and the update (with the gradient's / 4).
//
// Entry: @fit_dp trains one epoch of `steps` global batches (at most 937)
// from given weights and momenta (zeros at the start) and returns the mean
// loss of those global batches (0 without steps) and the new weights and
// momenta, the same on every replica; the next epoch starts from them in
// @permutation(seed, epoch + 1)'s order. For example (seed 1, epoch 0):
//   xhlo-opt --xhlo-linalg-to-hlo mlp.mlir -o mlp.hlo.mlir
//   xhlo-opt --xhlo-linalg-to-hlo mlp-dp.mlir -o mlp-dp.hlo.mlir
//   xhlo-run mlp.hlo.mlir --entry=init_params --arg=value:1 --out=init
//   xhlo-run mlp.hlo.mlir --entry=permutation --arg=value:1 --arg=value:0 \
//     --out=perm0
//   xhlo-run mlp-dp.hlo.mlir --entry=fit_dp \
//     --arg=/usr/share/datasets/fashion-mnist/train-images-idx3-ubyte.gz \
//     --arg=/usr/share/datasets/fashion-mnist/train-labels-idx1-ubyte.gz \
//     --arg=perm0/result_0.npy --arg=value:937 \
//     --arg=init/result_0.npy --arg=init/result_1.npy \
//     --arg=init/result_2.npy --arg=init/result_3.npy \
//     --arg=zeros --arg=zeros --arg=zeros --arg=zeros --out=epoch0 --summary
// runs the 4 replicas (one thread each); epoch0/result_<9 r + k>.npy is
// replica r's result k. mlp.hlo.mlir's @evaluate gives the test accuracy of
// the weights (result_1..4); README's loop runs 15 epochs (88.12%). It must
// run on the module's 4 replicas (xhlo-run's default): on N others it would
// train on N quarters of each batch and still divide by 4.

#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#col = affine_map<(i, j) -> (j)>
#all2 = affine_map<(i, j) -> ()>
#id1 = affine_map<(i) -> (i)>
#all1 = affine_map<(i) -> ()>

module attributes {hlo.replica_count = 4 : i64} {

//===----------------------------------------------------------------------===//
// The model and its loss
//===----------------------------------------------------------------------===//

// logits = relu(x·w1 + b1)·w2 + b2 for a batch of 16.
func.func private @mlp_logits(%x: tensor<16x784xf32>,
                              %w1: tensor<784x256xf32>, %b1: tensor<256xf32>,
                              %w2: tensor<256x10xf32>, %b2: tensor<10xf32>)
    -> tensor<16x10xf32> {
  %zero = arith.constant 0.0 : f32
  %eh = tensor.empty() : tensor<16x256xf32>
  %zh = linalg.fill ins(%zero : f32) outs(%eh : tensor<16x256xf32>) -> tensor<16x256xf32>
  %xw = linalg.matmul ins(%x, %w1 : tensor<16x784xf32>, tensor<784x256xf32>)
                      outs(%zh : tensor<16x256xf32>) -> tensor<16x256xf32>
  %h = linalg.generic {indexing_maps = [#id2, #col, #id2],
                       iterator_types = ["parallel", "parallel"]}
      ins(%xw, %b1 : tensor<16x256xf32>, tensor<256xf32>) outs(%eh : tensor<16x256xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %s = arith.addf %v, %b : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<16x256xf32>
  %eo = tensor.empty() : tensor<16x10xf32>
  %zo = linalg.fill ins(%zero : f32) outs(%eo : tensor<16x10xf32>) -> tensor<16x10xf32>
  %hw = linalg.matmul ins(%h, %w2 : tensor<16x256xf32>, tensor<256x10xf32>)
                      outs(%zo : tensor<16x10xf32>) -> tensor<16x10xf32>
  %logits = linalg.generic {indexing_maps = [#id2, #col, #id2],
                            iterator_types = ["parallel", "parallel"]}
      ins(%hw, %b2 : tensor<16x10xf32>, tensor<10xf32>) outs(%eo : tensor<16x10xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %s = arith.addf %v, %b : f32
    linalg.yield %s : f32
  } -> tensor<16x10xf32>
  return %logits : tensor<16x10xf32>
}

// Softmax cross-entropy against one-hot labels, the batch mean, through
// log-sum-exp: mean_i(max_i + log sum_j exp(l_ij - max_i) - sum_j y_ij l_ij).
func.func private @softmax_xent(%logits: tensor<16x10xf32>, %y: tensor<16x10xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %inv_batch = arith.constant 0.0625 : f32
  %er = tensor.empty() : tensor<16xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%er : tensor<16xf32>) -> tensor<16xf32>
  %max = linalg.reduce ins(%logits : tensor<16x10xf32>) outs(%mi : tensor<16xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %m = arith.maximumf %in, %acc : f32
      linalg.yield %m : f32
    }
  %zr = linalg.fill ins(%zero : f32) outs(%er : tensor<16xf32>) -> tensor<16xf32>
  %sumexp = linalg.generic {indexing_maps = [#id2, #row, #row],
                            iterator_types = ["parallel", "reduction"]}
      ins(%logits, %max : tensor<16x10xf32>, tensor<16xf32>) outs(%zr : tensor<16xf32>) {
  ^bb0(%l: f32, %m: f32, %acc: f32):
    %d = arith.subf %l, %m : f32
    %e = math.exp %d : f32
    %a = arith.addf %acc, %e : f32
    linalg.yield %a : f32
  } -> tensor<16xf32>
  %picked = linalg.generic {indexing_maps = [#id2, #id2, #row],
                            iterator_types = ["parallel", "reduction"]}
      ins(%logits, %y : tensor<16x10xf32>, tensor<16x10xf32>) outs(%zr : tensor<16xf32>) {
  ^bb0(%l: f32, %yv: f32, %acc: f32):
    %t = arith.mulf %l, %yv : f32
    %a = arith.addf %acc, %t : f32
    linalg.yield %a : f32
  } -> tensor<16xf32>
  %es = tensor.empty() : tensor<f32>
  %zs = linalg.fill ins(%zero : f32) outs(%es : tensor<f32>) -> tensor<f32>
  %mean = linalg.generic {indexing_maps = [#id1, #id1, #id1, #all1],
                          iterator_types = ["reduction"]}
      ins(%max, %sumexp, %picked : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
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

func.func private @mlp_loss(%x: tensor<16x784xf32>, %y: tensor<16x10xf32>,
                            %w1: tensor<784x256xf32>, %b1: tensor<256xf32>,
                            %w2: tensor<256x10xf32>, %b2: tensor<10xf32>) -> f32 {
  %logits = func.call @mlp_logits(%x, %w1, %b1, %w2, %b2)
      : (tensor<16x784xf32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>) -> tensor<16x10xf32>
  %loss = func.call @softmax_xent(%logits, %y) : (tensor<16x10xf32>, tensor<16x10xf32>) -> f32
  return %loss : f32
}

// The gradient request: @mlp_loss's arguments -> (loss, d/dw1, d/db1,
// d/dw2, d/db2).
func.func private @mlp_loss_grad(tensor<16x784xf32>, tensor<16x10xf32>,
                                 tensor<784x256xf32>, tensor<256xf32>,
                                 tensor<256x10xf32>, tensor<10xf32>)
    -> (f32, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>)
    attributes {xhlo.gradient_of = @mlp_loss, xhlo.wrt = array<i64: 2, 3, 4, 5>}

//===----------------------------------------------------------------------===//
// Data: u8 pixels and labels of a batch
//===----------------------------------------------------------------------===//

// Pixels of 16 images as f32 in [0, 1], one row each.
func.func private @pixels(%images: tensor<16x28x28xui8>) -> tensor<16x784xf32> {
  %inv255 = arith.constant 0.00392156886 : f32
  %signless = tensor.bitcast %images : tensor<16x28x28xui8> to tensor<16x28x28xi8>
  %rows = tensor.collapse_shape %signless [[0], [1, 2]] : tensor<16x28x28xi8> into tensor<16x784xi8>
  %e = tensor.empty() : tensor<16x784xf32>
  %x = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%rows : tensor<16x784xi8>) outs(%e : tensor<16x784xf32>) {
  ^bb0(%p: i8, %o: f32):
    %f = arith.uitofp %p : i8 to f32
    %s = arith.mulf %f, %inv255 : f32
    linalg.yield %s : f32
  } -> tensor<16x784xf32>
  return %x : tensor<16x784xf32>
}

// Labels 0..9 as one-hot rows.
func.func private @one_hot(%labels: tensor<16xui8>) -> tensor<16x10xf32> {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %signless = tensor.bitcast %labels : tensor<16xui8> to tensor<16xi8>
  %e = tensor.empty() : tensor<16x10xf32>
  %y = linalg.generic {indexing_maps = [#row, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%signless : tensor<16xi8>) outs(%e : tensor<16x10xf32>) {
  ^bb0(%l: i8, %o: f32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %li = arith.extui %l : i8 to i32
    %hit = arith.cmpi eq, %li, %ji : i32
    %v = arith.select %hit, %one, %zero : f32
    linalg.yield %v : f32
  } -> tensor<16x10xf32>
  return %y : tensor<16x10xf32>
}


//===----------------------------------------------------------------------===//
// Data-parallel training
//===----------------------------------------------------------------------===//

// The replica that runs the program, 0..3 (hlo.replica_id).
func.func private @replica() -> i32 attributes {xhlo.replica_id}

// The sum over the 4 replicas of the loss and the gradients (one
// hlo.all_reduce of five operands, every replica getting the same sums).
func.func private @all_sum(f32, tensor<784x256xf32>, tensor<256xf32>,
                           tensor<256x10xf32>, tensor<10xf32>)
    -> (f32, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>)
    attributes {xhlo.all_reduce = "sum"}

// One epoch of `steps` global batches of 64 (at most 937) in the order
// `perm`, each replica training on its 16 images of every batch, from the
// weights w1, b1, w2, b2 and the momenta v1, vb1, v2, vb2. Returns the mean
// loss of the global batches and the new weights and momenta.
func.func @fit_dp(%train_x: tensor<60000x28x28xui8>, %train_y: tensor<60000xui8>,
                  %perm: tensor<60000xi32>, %steps_wanted: i32,
                  %w1_0: tensor<784x256xf32>, %b1_0: tensor<256xf32>,
                  %w2_0: tensor<256x10xf32>, %b2_0: tensor<10xf32>,
                  %v1_0: tensor<784x256xf32>, %vb1_0: tensor<256xf32>,
                  %v2_0: tensor<256x10xf32>, %vb2_0: tensor<10xf32>)
    -> (f32, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>,
        tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %max_steps = arith.constant 937 : i32
  %zero_i = arith.constant 0 : i32
  %zero = arith.constant 0.0 : f32
  %mu = arith.constant 0.9 : f32
  %lr = arith.constant 0.01 : f32
  %quarter = arith.constant 0.25 : f32
  %steps_i = arith.minsi %steps_wanted, %max_steps : i32
  %steps = arith.index_cast %steps_i : i32 to index
  %r_i = func.call @replica() : () -> i32
  %r = arith.index_cast %r_i : i32 to index
  %mine = arith.muli %r, %c16 : index
  %e1 = tensor.empty() : tensor<784x256xf32>
  %eb1 = tensor.empty() : tensor<256xf32>
  %e2 = tensor.empty() : tensor<256x10xf32>
  %eb2 = tensor.empty() : tensor<10xf32>

  %w1, %b1, %w2, %b2, %v1, %vb1, %v2, %vb2, %sum =
      scf.for %s = %c0 to %steps step %c1
      iter_args(%w1s = %w1_0, %b1s = %b1_0, %w2s = %w2_0, %b2s = %b2_0,
                %v1s = %v1_0, %vb1s = %vb1_0, %v2s = %v2_0, %vb2s = %vb2_0,
                %sums = %zero)
      -> (tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>,
          tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>, f32) {
    // This replica's quarter of the batch: positions [64 s + 16 r, +16).
    %base = arith.muli %s, %c64 : index
    %offset = arith.addi %base, %mine : index
    %idx = tensor.extract_slice %perm[%offset] [16] [1] : tensor<60000xi32> to tensor<16xi32>
    %idx2 = tensor.expand_shape %idx [[0, 1]] output_shape [16, 1] : tensor<16xi32> into tensor<16x1xi32>
    %images = tensor.gather %train_x[%idx2] gather_dims([0])
        : (tensor<60000x28x28xui8>, tensor<16x1xi32>) -> tensor<16x28x28xui8>
    %labels = tensor.gather %train_y[%idx2] gather_dims([0])
        : (tensor<60000xui8>, tensor<16x1xi32>) -> tensor<16xui8>
    %x = func.call @pixels(%images) : (tensor<16x28x28xui8>) -> tensor<16x784xf32>
    %y = func.call @one_hot(%labels) : (tensor<16xui8>) -> tensor<16x10xf32>

    %lloss, %lg1, %lgb1, %lg2, %lgb2 = func.call @mlp_loss_grad(%x, %y, %w1s, %b1s, %w2s, %b2s)
        : (tensor<16x784xf32>, tensor<16x10xf32>, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>)
        -> (f32, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>)
    // The sums over the replicas; / 4 below gives the global batch's mean.
    %loss4, %g1, %gb1, %g2, %gb2 = func.call @all_sum(%lloss, %lg1, %lgb1, %lg2, %lgb2)
        : (f32, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>)
        -> (f32, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>)

    // SGD with momentum on the mean gradient g / 4: v = mu v + g / 4,
    // w = w - lr v.
    %nw1, %nv1 = linalg.generic {indexing_maps = [#id2, #id2, #id2, #id2, #id2],
                                 iterator_types = ["parallel", "parallel"]}
        ins(%w1s, %v1s, %g1 : tensor<784x256xf32>, tensor<784x256xf32>, tensor<784x256xf32>)
        outs(%e1, %e1 : tensor<784x256xf32>, tensor<784x256xf32>) {
    ^bb0(%w: f32, %v: f32, %g4: f32, %o1: f32, %o2: f32):
      %g = arith.mulf %g4, %quarter : f32
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
    ^bb0(%w: f32, %v: f32, %g4: f32, %o1: f32, %o2: f32):
      %g = arith.mulf %g4, %quarter : f32
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
    ^bb0(%w: f32, %v: f32, %g4: f32, %o1: f32, %o2: f32):
      %g = arith.mulf %g4, %quarter : f32
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
    ^bb0(%w: f32, %v: f32, %g4: f32, %o1: f32, %o2: f32):
      %g = arith.mulf %g4, %quarter : f32
      %mv = arith.mulf %v, %mu : f32
      %vn = arith.addf %mv, %g : f32
      %st = arith.mulf %vn, %lr : f32
      %wn = arith.subf %w, %st : f32
      linalg.yield %wn, %vn : f32, f32
    } -> (tensor<10xf32>, tensor<10xf32>)

    %loss = arith.mulf %loss4, %quarter : f32
    %nsums = arith.addf %sums, %loss : f32
    scf.yield %nw1, %nb1, %nw2, %nb2, %nv1, %nvb1, %nv2, %nvb2, %nsums
        : tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>,
          tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>, f32
  }
  %steps_f = arith.sitofp %steps_i : i32 to f32
  %quotient = arith.divf %sum, %steps_f : f32
  %trained = arith.cmpi sgt, %steps_i, %zero_i : i32
  %mean = arith.select %trained, %quotient, %zero : f32
  return %mean, %w1, %b1, %w2, %b2, %v1, %vb1, %v2, %vb2
      : f32, tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>,
        tensor<784x256xf32>, tensor<256xf32>, tensor<256x10xf32>, tensor<10xf32>
}

}
