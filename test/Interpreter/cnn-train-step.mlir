// A small CNN's train step (linalg, a gradient request, SGD) on the
// interpreter: every convolution the autodiff writes runs on oneDNN, none on
// the reference kernel, and the peak buffer bytes stay within 1.3x the
// largest live set (activations are freed as the backward pass consumes
// them). The network has what VGG19's train step has, plus a strided layer:
// conv 3x3 stride 2 pad 1 (its input gradient has base dilation 2), conv 3x3
// pad 1, 2x2 max pool, dense, softmax cross-entropy. Its 5 convolutions: 2
// forward, 1 input gradient (the first layer's input needs none) and 2
// kernel gradients.
// RUN: xhlo-opt --xhlo-linalg-to-hlo %s -o %t.mlir
// RUN: %python -c "import numpy as np; y = np.zeros((4, 10), np.float32); y[range(4), [3, 7, 0, 7]] = 1; np.save('%t.labels.npy', y)"
// RUN: xhlo-run %t.mlir --entry=train_step --seed=3 --arg=random --arg=%t.labels.npy \
// RUN:   --arg=random:0.27 --arg=zeros --arg=random:0.16 --arg=zeros --arg=random:0.15 --arg=zeros \
// RUN:   --profile | FileCheck %s

// The fast run's results (the loss and the updated parameters) match the
// reference kernels' (plain loops) run, whose profile counts its
// convolutions as the reference kernel's.
// RUN: rm -rf %t.ref && mkdir -p %t.ref
// RUN: xhlo-run %t.mlir --entry=train_step --seed=3 --arg=random --arg=%t.labels.npy \
// RUN:   --arg=random:0.27 --arg=zeros --arg=random:0.16 --arg=zeros --arg=random:0.15 --arg=zeros \
// RUN:   --reference-kernels --out=%t.ref --profile | FileCheck %s --check-prefix=REF
// REF: convolutions: 0 on oneDNN, 5 on the reference kernel
// RUN: xhlo-run %t.mlir --entry=train_step --seed=3 --arg=random --arg=%t.labels.npy \
// RUN:   --arg=random:0.27 --arg=zeros --arg=random:0.16 --arg=zeros --arg=random:0.15 --arg=zeros \
// RUN:   --expect=%t.ref/result_0.npy --expect=%t.ref/result_1.npy --expect=%t.ref/result_2.npy \
// RUN:   --expect=%t.ref/result_3.npy --expect=%t.ref/result_4.npy --expect=%t.ref/result_5.npy \
// RUN:   --expect=%t.ref/result_6.npy --rtol=1e-4 --atol=1e-5

// CHECK: peak buffer bytes: {{[0-9]+}} (largest live set of values: {{[0-9]+}}, ratio {{0\.[0-9]+|1\.[0-2][0-9]|1\.30}})
// CHECK: convolutions: 5 on oneDNN (2 forward, 1 backward-data, 2 backward-weights), 0 on the reference kernel

#nchw = affine_map<(n, c, h, w) -> (n, c, h, w)>
#chan = affine_map<(n, c, h, w) -> (c)>
#row = affine_map<(n, f) -> (n, f)>
#col = affine_map<(n, f) -> (f)>
#vec = affine_map<(i) -> (i)>
#all = affine_map<(n, c) -> ()>

func.func private @loss(%x: tensor<4x3x16x16xf32>, %labels: tensor<4x10xf32>,
                        %w1: tensor<8x3x3x3xf32>, %b1: tensor<8xf32>,
                        %w2: tensor<16x8x3x3xf32>, %b2: tensor<16xf32>,
                        %fw: tensor<256x10xf32>, %fb: tensor<10xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %quarter = arith.constant 0.25 : f32
  // conv1: 3 -> 8 channels, stride 2, padding 1: 16x16 -> 8x8; bias, ReLU.
  %pad1 = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<4x3x16x16xf32> to tensor<4x3x18x18xf32>
  %e1 = tensor.empty() : tensor<4x8x8x8xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
  %conv1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%pad1, %w1 : tensor<4x3x18x18xf32>, tensor<8x3x3x3xf32>)
      outs(%z1 : tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
  %relu1 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw],
                            iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1, %b1 : tensor<4x8x8x8xf32>, tensor<8xf32>) outs(%e1 : tensor<4x8x8x8xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4x8x8x8xf32>
  // conv2: 8 -> 16 channels, padding 1; bias, ReLU.
  %pad2 = tensor.pad %relu1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<4x8x8x8xf32> to tensor<4x8x10x10xf32>
  %e2 = tensor.empty() : tensor<4x16x8x8xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x16x8x8xf32>) -> tensor<4x16x8x8xf32>
  %conv2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad2, %w2 : tensor<4x8x10x10xf32>, tensor<16x8x3x3xf32>)
      outs(%z2 : tensor<4x16x8x8xf32>) -> tensor<4x16x8x8xf32>
  %relu2 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw],
                            iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2, %b2 : tensor<4x16x8x8xf32>, tensor<16xf32>) outs(%e2 : tensor<4x16x8x8xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4x16x8x8xf32>
  // 2x2 max pool, stride 2: 8x8 -> 4x4; flatten to 256.
  %window = tensor.empty() : tensor<2x2xf32>
  %pe = tensor.empty() : tensor<4x16x4x4xf32>
  %pi = linalg.fill ins(%ninf : f32) outs(%pe : tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
  %pool = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%relu2, %window : tensor<4x16x8x8xf32>, tensor<2x2xf32>)
      outs(%pi : tensor<4x16x4x4xf32>) -> tensor<4x16x4x4xf32>
  %flat = tensor.collapse_shape %pool [[0], [1, 2, 3]] : tensor<4x16x4x4xf32> into tensor<4x256xf32>
  // Dense 256 -> 10, softmax.
  %fe = tensor.empty() : tensor<4x10xf32>
  %fz = linalg.fill ins(%zero : f32) outs(%fe : tensor<4x10xf32>) -> tensor<4x10xf32>
  %mm = linalg.matmul ins(%flat, %fw : tensor<4x256xf32>, tensor<256x10xf32>)
      outs(%fz : tensor<4x10xf32>) -> tensor<4x10xf32>
  %logits = linalg.generic {indexing_maps = [#row, #col, #row],
                            iterator_types = ["parallel", "parallel"]}
      ins(%mm, %fb : tensor<4x10xf32>, tensor<10xf32>) outs(%fe : tensor<4x10xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    linalg.yield %s : f32
  } -> tensor<4x10xf32>
  %se = tensor.empty() : tensor<4x10xf32>
  %probs = linalg.softmax dimension(1) ins(%logits : tensor<4x10xf32>) outs(%se : tensor<4x10xf32>) -> tensor<4x10xf32>
  // Cross-entropy against one-hot labels, averaged over the 4 images.
  %e = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %nll = linalg.generic {indexing_maps = [#row, #row, #all],
                         iterator_types = ["reduction", "reduction"]}
      ins(%probs, %labels : tensor<4x10xf32>, tensor<4x10xf32>) outs(%z : tensor<f32>) {
  ^bb0(%p: f32, %y: f32, %acc: f32):
    %lg = math.log %p : f32
    %t = arith.mulf %y, %lg : f32
    %m = arith.mulf %t, %quarter : f32
    %a = arith.subf %acc, %m : f32
    linalg.yield %a : f32
  } -> tensor<f32>
  %loss = tensor.extract %nll[] : tensor<f32>
  return %loss : f32
}

func.func private @loss_grad(tensor<4x3x16x16xf32>, tensor<4x10xf32>,
                             tensor<8x3x3x3xf32>, tensor<8xf32>,
                             tensor<16x8x3x3xf32>, tensor<16xf32>,
                             tensor<256x10xf32>, tensor<10xf32>)
    -> (f32, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>,
        tensor<16xf32>, tensor<256x10xf32>, tensor<10xf32>)
    attributes {xhlo.gradient_of = @loss, xhlo.wrt = array<i64: 2, 3, 4, 5, 6, 7>}

// The loss before the step and the parameters after it (p - 0.1 dp).
func.func @train_step(%x: tensor<4x3x16x16xf32>, %labels: tensor<4x10xf32>,
                      %w1: tensor<8x3x3x3xf32>, %b1: tensor<8xf32>,
                      %w2: tensor<16x8x3x3xf32>, %b2: tensor<16xf32>,
                      %fw: tensor<256x10xf32>, %fb: tensor<10xf32>)
    -> (f32, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>,
        tensor<16xf32>, tensor<256x10xf32>, tensor<10xf32>) {
  %g:7 = func.call @loss_grad(%x, %labels, %w1, %b1, %w2, %b2, %fw, %fb)
      : (tensor<4x3x16x16xf32>, tensor<4x10xf32>, tensor<8x3x3x3xf32>, tensor<8xf32>,
         tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<256x10xf32>, tensor<10xf32>)
      -> (f32, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>,
          tensor<16xf32>, tensor<256x10xf32>, tensor<10xf32>)
  %lr = arith.constant 0.1 : f32
  %e1 = tensor.empty() : tensor<8x3x3x3xf32>
  %w1n = linalg.generic {indexing_maps = [#nchw, #nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w1, %g#1 : tensor<8x3x3x3xf32>, tensor<8x3x3x3xf32>) outs(%e1 : tensor<8x3x3x3xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %s = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %s : f32
    linalg.yield %q : f32
  } -> tensor<8x3x3x3xf32>
  %e2 = tensor.empty() : tensor<8xf32>
  %b1n = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%b1, %g#2 : tensor<8xf32>, tensor<8xf32>) outs(%e2 : tensor<8xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %s = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %s : f32
    linalg.yield %q : f32
  } -> tensor<8xf32>
  %e3 = tensor.empty() : tensor<16x8x3x3xf32>
  %w2n = linalg.generic {indexing_maps = [#nchw, #nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w2, %g#3 : tensor<16x8x3x3xf32>, tensor<16x8x3x3xf32>) outs(%e3 : tensor<16x8x3x3xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %s = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %s : f32
    linalg.yield %q : f32
  } -> tensor<16x8x3x3xf32>
  %e4 = tensor.empty() : tensor<16xf32>
  %b2n = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%b2, %g#4 : tensor<16xf32>, tensor<16xf32>) outs(%e4 : tensor<16xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %s = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %s : f32
    linalg.yield %q : f32
  } -> tensor<16xf32>
  %e5 = tensor.empty() : tensor<256x10xf32>
  %fwn = linalg.generic {indexing_maps = [#row, #row, #row], iterator_types = ["parallel", "parallel"]}
      ins(%fw, %g#5 : tensor<256x10xf32>, tensor<256x10xf32>) outs(%e5 : tensor<256x10xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %s = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %s : f32
    linalg.yield %q : f32
  } -> tensor<256x10xf32>
  %e6 = tensor.empty() : tensor<10xf32>
  %fbn = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%fb, %g#6 : tensor<10xf32>, tensor<10xf32>) outs(%e6 : tensor<10xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %s = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %s : f32
    linalg.yield %q : f32
  } -> tensor<10xf32>
  return %g#0, %w1n, %b1n, %w2n, %b2n, %fwn, %fbn
      : f32, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<256x10xf32>, tensor<10xf32>
}
