// RUN: xhlo-opt --hlo-autodiff -split-input-file -verify-diagnostics %s
// hlo-autodiff has rules for the synchronous collectives
// (CollectiveRules.cpp, collective.mlir) but none yet for their asynchronous
// forms: on a path from a differentiated argument to the loss, the op
// reached first from the loss (the -done) is named.

func.func @f(%x: tensor<4xf32>) -> tensor<f32> {
  %st = hlo.all_reduce_start(%x) replica_groups = [] : tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = hlo.add %a, %b : tensor<f32>
    hlo.return %r : tensor<f32>
  }
  // expected-error @+1 {{'hlo.all_reduce_done' op has no derivative, and it lies on a path from a differentiated argument to the loss}}
  %s = hlo.all_reduce_done %st : tensor<4xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %r = hlo.reduce(%s init: %z) dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = hlo.add %a, %b : tensor<f32>
    hlo.return %t : tensor<f32>
  }
  return %r : tensor<f32>
}
// expected-remark @+1 {{while differentiating @f for the request @g}}
func.func private @g(%x: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>) attributes {xhlo.gradient_of = @f}

// -----

func.func private @negate(%x: tensor<f32>) -> tensor<f32> {
  %n = hlo.negate %x : tensor<f32>
  return %n : tensor<f32>
}

func.func @f(%x: tensor<f32>) -> tensor<f32> {
  %a = hlo.async_start(%x) calls = @negate : (tensor<f32>) -> tuple<tuple<tensor<f32>>, tensor<f32>>
  // expected-error @+1 {{'hlo.async_done' op has no derivative, and it lies on a path from a differentiated argument to the loss}}
  %r = hlo.async_done %a calls = @negate : (tuple<tuple<tensor<f32>>, tensor<f32>>) -> tensor<f32>
  return %r : tensor<f32>
}
// expected-remark @+1 {{while differentiating @f for the request @g}}
func.func private @g(%x: tensor<f32>) -> (tensor<f32>, tensor<f32>) attributes {xhlo.gradient_of = @f}
