// Small linalg programs with gradient requests, which fuzz-requests.test
// mutates and runs through xhlo-linalg-to-hlo (the conversions, then
// hlo-autodiff): a tanh RNN as scf.for, a dense layer with softmax
// cross-entropy, a conv + bias + ReLU + max-pool block. Not a test by itself
// (lit skips Inputs).
// RUN: xhlo-opt --xhlo-linalg-to-hlo %s

func.func @rnn(%h0: tensor<4xf32>, %w: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%h = %h0) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %n = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%h, %w : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %m = arith.mulf %a, %b : f32
      %t = math.tanh %m : f32
      linalg.yield %t : f32
    } -> tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  %z = arith.constant 0.0 : f32
  %init = tensor.from_elements %z : tensor<f32>
  %s = linalg.reduce ins(%r : tensor<4xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %a = arith.addf %in, %acc : f32
      linalg.yield %a : f32
    }
  %v = tensor.extract %s[] : tensor<f32>
  return %v : f32
}
func.func private @rnn_grad(tensor<4xf32>, tensor<4xf32>) -> (f32, tensor<4xf32>, tensor<4xf32>) attributes {xhlo.gradient_of = @rnn}

// -----

#row = affine_map<(n, f) -> (n, f)>
#col = affine_map<(n, f) -> (f)>
#all = affine_map<(n, c) -> ()>
func.func @dense(%x: tensor<2x8xf32>, %labels: tensor<2x4xf32>, %w: tensor<8x4xf32>, %b: tensor<4xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<2x8xf32>, tensor<8x4xf32>) outs(%z : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = linalg.generic {indexing_maps = [#row, #col, #row], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %b : tensor<2x4xf32>, tensor<4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    linalg.yield %s : f32
  } -> tensor<2x4xf32>
  %probs = linalg.softmax dimension(1) ins(%y : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %nll = linalg.generic {indexing_maps = [#row, #row, #all], iterator_types = ["reduction", "reduction"]}
      ins(%probs, %labels : tensor<2x4xf32>, tensor<2x4xf32>) outs(%z0 : tensor<f32>) {
  ^bb0(%p: f32, %l: f32, %acc: f32):
    %lg = math.log %p : f32
    %t = arith.mulf %l, %lg : f32
    %a = arith.subf %acc, %t : f32
    linalg.yield %a : f32
  } -> tensor<f32>
  %loss = tensor.extract %nll[] : tensor<f32>
  return %loss : f32
}
func.func private @dense_grad(tensor<2x8xf32>, tensor<2x4xf32>, tensor<8x4xf32>, tensor<4xf32>) -> (f32, tensor<8x4xf32>, tensor<4xf32>) attributes {xhlo.gradient_of = @dense, xhlo.wrt = array<i64: 2, 3>}

// -----

#nchw = affine_map<(n, c, h, w) -> (n, c, h, w)>
#chan = affine_map<(n, c, h, w) -> (c)>
#sum = affine_map<(n, c, h, w) -> ()>
func.func @conv(%x: tensor<1x2x6x6xf32>, %w: tensor<3x2x3x3xf32>, %b: tensor<3xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %window = tensor.empty() : tensor<2x2xf32>
  %pad = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x2x6x6xf32> to tensor<1x2x8x8xf32>
  %e = tensor.empty() : tensor<1x3x3x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%pad, %w : tensor<1x2x8x8xf32>, tensor<3x2x3x3xf32>)
      outs(%z : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %relu = linalg.generic {indexing_maps = [#nchw, #chan, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %b : tensor<1x3x3x3xf32>, tensor<3xf32>) outs(%e : tensor<1x3x3x3xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x3x3x3xf32>
  %pe = tensor.empty() : tensor<1x3x1x1xf32>
  %pi = linalg.fill ins(%ninf : f32) outs(%pe : tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
  %pool = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%relu, %window : tensor<1x3x3x3xf32>, tensor<2x2xf32>)
      outs(%pi : tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
  %e0 = tensor.empty() : tensor<f32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [#nchw, #sum], iterator_types = ["reduction", "reduction", "reduction", "reduction"]}
      ins(%pool : tensor<1x3x1x1xf32>) outs(%z0 : tensor<f32>) {
  ^bb0(%p: f32, %acc: f32):
    %m = arith.mulf %p, %p : f32
    %a = arith.addf %acc, %m : f32
    linalg.yield %a : f32
  } -> tensor<f32>
  %loss = tensor.extract %s[] : tensor<f32>
  return %loss : f32
}
func.func private @conv_grad(tensor<1x2x6x6xf32>, tensor<3x2x3x3xf32>, tensor<3xf32>) -> (f32, tensor<1x2x6x6xf32>, tensor<3x2x3x3xf32>, tensor<3xf32>) attributes {xhlo.gradient_of = @conv}
