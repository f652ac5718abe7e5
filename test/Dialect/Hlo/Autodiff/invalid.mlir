// RUN: xhlo-opt --hlo-autodiff -split-input-file -verify-diagnostics %s | FileCheck %s
// The errors of a gradient request (issue 13, the contract's item 3): each
// located at the request or the op, and the pass fails.

func.func @f(%x: tensor<3xf32>) -> tensor<3xf32> {
  return %x : tensor<3xf32>
}
// expected-error @+1 {{gradient request @g: the first result of @f (the loss) must be a 0-d floating-point array, not 'tensor<3xf32>'}}
func.func private @g(%x: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) attributes {xhlo.gradient_of = @f}

// -----

func.func @f(%x: tensor<f32>) -> tensor<i32> {
  %i = hlo.convert %x : (tensor<f32>) -> tensor<i32>
  return %i : tensor<i32>
}
// expected-error @+1 {{the first result of @f (the loss) must be a 0-d floating-point array, not 'tensor<i32>'}}
func.func private @g(%x: tensor<f32>) -> (tensor<i32>, tensor<f32>) attributes {xhlo.gradient_of = @f}

// -----

func.func @f(%x: tensor<f32>) {
  return
}
// expected-error @+1 {{@f returns nothing (its first result is the loss)}}
func.func private @g(%x: tensor<f32>) -> tensor<f32> attributes {xhlo.gradient_of = @f}

// -----

func.func @f(%x: tensor<f32>, %y: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
}
// expected-error @+1 {{wrt index 2 is out of range: @f has 2 arguments}}
func.func private @g(%x: tensor<f32>, %y: tensor<f32>) -> (tensor<f32>, tensor<f32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 2>}

// -----

func.func @f(%x: tensor<f32>, %y: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
}
// expected-error @+1 {{wrt index -1 is out of range}}
func.func private @g(%x: tensor<f32>, %y: tensor<f32>) -> (tensor<f32>, tensor<f32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: -1>}

// -----

func.func @f(%x: tensor<f32>, %i: tensor<4xi32>) -> tensor<f32> {
  return %x : tensor<f32>
}
// expected-error @+1 {{wrt argument 1 of @f has type 'tensor<4xi32>', which is not floating-point}}
func.func private @g(%x: tensor<f32>, %i: tensor<4xi32>) -> (tensor<f32>, tensor<4xi32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 1>}

// -----

func.func @f(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
}
// expected-error @+1 {{wrt index 0 is listed twice}}
func.func private @g(%x: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 0>}

// -----

func.func @f(%x: tensor<f32>, %y: tensor<2xf32>) -> tensor<f32> {
  return %x : tensor<f32>
}
// expected-error @+1 {{its type (tensor<f32>, tensor<2xf32>) -> (tensor<f32>, tensor<f32>) does not match @f: expected (tensor<f32>, tensor<2xf32>) -> (tensor<f32>, tensor<f32>, tensor<2xf32>)}}
func.func private @g(%x: tensor<f32>, %y: tensor<2xf32>) -> (tensor<f32>, tensor<f32>) attributes {xhlo.gradient_of = @f}

// -----

func.func @f(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
}
// expected-error @+1 {{does not match @f: expected (tensor<f32>) -> (tensor<f32>, tensor<f32>)}}
func.func private @g(%x: tensor<f64>) -> (tensor<f32>, tensor<f32>) attributes {xhlo.gradient_of = @f}

// -----

// expected-error @+1 {{gradient request @g: no function @missing in the module}}
func.func private @g(%x: tensor<f32>) -> (tensor<f32>, tensor<f32>) attributes {xhlo.gradient_of = @missing}

// -----

// expected-error @+1 {{'xhlo.gradient_of' must name a function (@f)}}
func.func private @g(%x: tensor<f32>) -> (tensor<f32>, tensor<f32>) attributes {xhlo.gradient_of = "f"}

// -----

func.func private @f(%x: tensor<f32>) -> tensor<f32>
// expected-error @+1 {{@f has no body to differentiate}}
func.func private @g(%x: tensor<f32>) -> (tensor<f32>, tensor<f32>) attributes {xhlo.gradient_of = @f}

// -----

func.func @f(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
}
// expected-error @+1 {{must be a declaration without a body (it gets one)}}
func.func @g(%x: tensor<f32>) -> (tensor<f32>, tensor<f32>) attributes {xhlo.gradient_of = @f} {
  return %x, %x : tensor<f32>, tensor<f32>
}

// -----

func.func @f(%x: tensor<f32>) -> tensor<f32> {
  %r:2 = hlo.call @g(%x) : (tensor<f32>) -> (tensor<f32>, tensor<f32>)
  return %r#1 : tensor<f32>
}
// expected-error @+1 {{gradient request @g depends on itself through calls}}
func.func private @g(%x: tensor<f32>) -> (tensor<f32>, tensor<f32>) attributes {xhlo.gradient_of = @f}

// -----

// A path from a differentiated argument to the loss through an op with no
// derivative: the op is named.
func.func @f(%mu: tensor<f32>, %sigma: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'hlo.rng' op has no derivative, and it lies on a path from a differentiated argument to the loss}}
  %r = hlo.rng NORMAL, %mu, %sigma : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
// expected-remark @+1 {{while differentiating @f for the request @g}}
func.func private @g(%mu: tensor<f32>, %sigma: tensor<f32>) -> (tensor<f32>, tensor<f32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<f32> {
  // expected-error @+1 {{'hlo.custom_call' op has no derivative}}
  %r = hlo.custom_call "my_op"(%x) : (tensor<4xf32>) -> tensor<f32>
  return %r : tensor<f32>
}
// expected-remark @+1 {{while differentiating}}
func.func private @g(%x: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>) attributes {xhlo.gradient_of = @f}

// -----

// Not an error: the rng does not depend on the differentiated argument.
// CHECK-LABEL: func.func private @g
// CHECK: %[[R:.*]] = hlo.rng UNIFORM
// CHECK: return %{{.*}}, %[[R]]
func.func @f(%x: tensor<f32>, %mu: tensor<f32>) -> tensor<f32> {
  %r = hlo.rng UNIFORM, %mu, %mu : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %m = hlo.multiply %r, %x : tensor<f32>
  return %m : tensor<f32>
}
func.func private @g(%x: tensor<f32>, %mu: tensor<f32>) -> (tensor<f32>, tensor<f32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}

// -----

// A while loop whose bound is a run-time value cannot be taped.
func.func @f(%x: tensor<f32>, %n: tensor<i64>) -> tensor<f32> {
  %i0 = hlo.constant dense<0> : tensor<i64>
  %one = hlo.constant dense<1> : tensor<i64>
  // expected-error @+1 {{'hlo.while' op cannot be differentiated: its trip count cannot be bounded (the bound is not a loop constant)}}
  %r:4 = hlo.while(%i0, %x, %n, %one) : tensor<i64>, tensor<f32>, tensor<i64>, tensor<i64> cond {
  ^bb0(%i: tensor<i64>, %h: tensor<f32>, %u: tensor<i64>, %s: tensor<i64>):
    %lt = hlo.compare LT, %i, %u : tensor<i64>
    hlo.return %lt : tensor<i1>
  } do {
  ^bb0(%i: tensor<i64>, %h: tensor<f32>, %u: tensor<i64>, %s: tensor<i64>):
    %t = hlo.sine %h : tensor<f32>
    %next = hlo.add %i, %s : tensor<i64>
    hlo.return %next, %t, %u, %s : tensor<i64>, tensor<f32>, tensor<i64>, tensor<i64>
  }
  return %r#1 : tensor<f32>
}
// expected-remark @+1 {{while differentiating}}
func.func private @g(%x: tensor<f32>, %n: tensor<i64>) -> (tensor<f32>, tensor<f32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}

// -----

// A loop whose condition is not a counter comparison.
func.func @f(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{its trip count cannot be bounded (the condition does not compare a loop counter)}}
  %r = hlo.while(%x) : tensor<f32> cond {
  ^bb0(%h: tensor<f32>):
    %c = hlo.constant dense<1.0> : tensor<f32>
    %lt = hlo.compare LT, %c, %c : tensor<f32>
    hlo.return %lt : tensor<i1>
  } do {
  ^bb0(%h: tensor<f32>):
    %t = hlo.sine %h : tensor<f32>
    hlo.return %t : tensor<f32>
  }
  return %r : tensor<f32>
}
// expected-remark @+1 {{while differentiating}}
func.func private @g(%x: tensor<f32>) -> (tensor<f32>, tensor<f32>) attributes {xhlo.gradient_of = @f}

// -----

// A tape too large to hold: 10^8 iterations of a 4 MiB state.
func.func @f(%x: tensor<1024x1024xf32>) -> tensor<f32> {
  %i0 = hlo.constant dense<0> : tensor<i64>
  %n = hlo.constant dense<100000000> : tensor<i64>
  %one = hlo.constant dense<1> : tensor<i64>
  // expected-error @+1 {{'hlo.while' op cannot be differentiated: its tape (100000000 iterations of the values the backward pass needs) would hold}}
  %r:4 = hlo.while(%i0, %x, %n, %one) : tensor<i64>, tensor<1024x1024xf32>, tensor<i64>, tensor<i64> cond {
  ^bb0(%i: tensor<i64>, %h: tensor<1024x1024xf32>, %u: tensor<i64>, %s: tensor<i64>):
    %lt = hlo.compare LT, %i, %u : tensor<i64>
    hlo.return %lt : tensor<i1>
  } do {
  ^bb0(%i: tensor<i64>, %h: tensor<1024x1024xf32>, %u: tensor<i64>, %s: tensor<i64>):
    %t = hlo.tanh %h : tensor<1024x1024xf32>
    %next = hlo.add %i, %s : tensor<i64>
    hlo.return %next, %t, %u, %s : tensor<i64>, tensor<1024x1024xf32>, tensor<i64>, tensor<i64>
  }
  %y = hlo.slice %r#1, slice = [0:1, 0:1] : (tensor<1024x1024xf32>) -> tensor<1x1xf32>
  %l = hlo.reshape %y : (tensor<1x1xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
// expected-remark @+1 {{while differentiating}}
func.func private @g(%x: tensor<1024x1024xf32>) -> (tensor<f32>, tensor<1024x1024xf32>) attributes {xhlo.gradient_of = @f}
