// RUN: xhlo-opt --hlo-autodiff -split-input-file -verify-diagnostics %s
// Only the sums among the reducing collectives have a derivative the
// replicas can compute (CollectiveRules.cpp): a maximum all_reduce and a
// multiply reduce_scatter on the path to the loss are refused at the op.

func.func @f(%x: tensor<4xf32>) -> tensor<f32> {
  // expected-error @+1 {{'hlo.all_reduce' op cannot differentiate: its computation is not an add}}
  %s = hlo.all_reduce(%x) replica_groups = [] : tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = hlo.maximum %a, %b : tensor<f32>
    hlo.return %r : tensor<f32>
  }
  %z = hlo.constant dense<0.0> : tensor<f32>
  %l = hlo.reduce(%s init: %z) dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = hlo.add %a, %b : tensor<f32>
    hlo.return %t : tensor<f32>
  }
  return %l : tensor<f32>
}
// expected-remark @+1 {{while differentiating @f for the request @g}}
func.func private @g(%x: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>) attributes {xhlo.gradient_of = @f}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<f32> {
  // expected-error @+1 {{'hlo.reduce_scatter' op cannot differentiate: its computation is not an add}}
  %s = hlo.reduce_scatter(%x) scatter_dimension = 0, replica_groups = [[0, 1]] : (tensor<4xf32>) -> tensor<2xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = hlo.multiply %a, %b : tensor<f32>
    hlo.return %r : tensor<f32>
  }
  %z = hlo.constant dense<0.0> : tensor<f32>
  %l = hlo.reduce(%s init: %z) dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = hlo.add %a, %b : tensor<f32>
    hlo.return %t : tensor<f32>
  }
  return %l : tensor<f32>
}
// expected-remark @+1 {{while differentiating @f for the request @g}}
func.func private @g(%x: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>) attributes {xhlo.gradient_of = @f}
