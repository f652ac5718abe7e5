// A training loop written in linalg + scf: each step calls the gradient
// request @loss_grad (d/dw sum((w - x)^2) = 2 (w - x)) and takes an SGD step
// of 0.1. Used by training-loop.test.
#id = affine_map<(i) -> (i)>
#all = affine_map<(i) -> ()>
func.func private @loss(%w: tensor<4xf32>, %x: tensor<4xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.generic {indexing_maps = [#id, #id, #all], iterator_types = ["reduction"]}
      ins(%w, %x : tensor<4xf32>, tensor<4xf32>) outs(%z : tensor<f32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %d = arith.subf %a, %b : f32
    %s = arith.mulf %d, %d : f32
    %t = arith.addf %acc, %s : f32
    linalg.yield %t : f32
  } -> tensor<f32>
  %l = tensor.extract %r[] : tensor<f32>
  return %l : f32
}
func.func private @loss_grad(tensor<4xf32>, tensor<4xf32>) -> (f32, tensor<4xf32>)
    attributes {xhlo.gradient_of = @loss, xhlo.wrt = array<i64: 0>}
func.func @train(%w0: tensor<4xf32>, %x: tensor<4xf32>) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %lr = arith.constant 0.1 : f32
  %z = arith.constant 0.0 : f32
  %w, %l = scf.for %i = %c0 to %c10 step %c1 iter_args(%wi = %w0, %li = %z) -> (tensor<4xf32>, f32) {
    %loss, %g = func.call @loss_grad(%wi, %x) : (tensor<4xf32>, tensor<4xf32>) -> (f32, tensor<4xf32>)
    %e = tensor.empty() : tensor<4xf32>
    %wn = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
        ins(%wi, %g : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.mulf %b, %lr : f32
      %n = arith.subf %a, %s : f32
      linalg.yield %n : f32
    } -> tensor<4xf32>
    scf.yield %wn, %loss : tensor<4xf32>, f32
  }
  return %w, %l : tensor<4xf32>, f32
}
