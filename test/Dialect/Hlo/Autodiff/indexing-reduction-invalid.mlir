// RUN: xhlo-opt --hlo-autodiff -split-input-file -verify-diagnostics %s
// The indexing and reduction ops hlo-autodiff declines (IndexingRules.cpp,
// ReductionRules.cpp): each a located error at the op naming it.

// A scatter that multiplies.
func.func @f(%x: tensor<3xf32>, %idx: tensor<2x1xi32>, %u: tensor<2xf32>) -> tensor<f32> {
  // expected-error @+1 {{'hlo.scatter' op cannot differentiate: the update computation of result 0 neither adds the update to the input nor overwrites the input with it}}
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3xf32>, tensor<2x1xi32>, tensor<2xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.multiply %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  %z = hlo.constant dense<0.0> : tensor<f32>
  %s = hlo.reduce(%r init: %z) dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = hlo.add %a, %b : tensor<f32>
    hlo.return %t : tensor<f32>
  }
  return %s : tensor<f32>
}
// expected-remark @+1 {{while differentiating}}
func.func private @f_grad(%x: tensor<3xf32>, %idx: tensor<2x1xi32>, %u: tensor<2xf32>) -> (tensor<f32>, tensor<3xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}

// -----

// An argmax reduce whose maximum is used.
func.func @f(%x: tensor<4xf32>) -> tensor<f32> {
  %io = hlo.iota iota_dimension = 0 : tensor<4xi32>
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %zi = hlo.constant dense<0> : tensor<i32>
  // expected-error @+1 {{'hlo.reduce' op cannot differentiate: the computation of result 0 is not one add, maximum, minimum or multiply of its accumulator and element}}
  %m, %i = hlo.reduce(%x, %io init: %ninf, %zi) dimensions = [0] : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>) {
  ^bb0(%a: tensor<f32>, %ai: tensor<i32>, %b: tensor<f32>, %bi: tensor<i32>):
    %ge = hlo.compare GE, %a, %b : tensor<f32>
    %v = hlo.select %ge, %a, %b : tensor<i1>, tensor<f32>
    %j = hlo.select %ge, %ai, %bi : tensor<i1>, tensor<i32>
    hlo.return %v, %j : tensor<f32>, tensor<i32>
  }
  return %m : tensor<f32>
}
// expected-remark @+1 {{while differentiating}}
func.func private @f_grad(%x: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>) attributes {xhlo.gradient_of = @f}

// -----

// A product over windows.
func.func @f(%x: tensor<4xf32>) -> tensor<f32> {
  %one = hlo.constant dense<1.0> : tensor<f32>
  // expected-error @+1 {{'hlo.reduce_window' op cannot differentiate: the computation of result 0 is not one add, maximum or minimum}}
  %r = hlo.reduce_window(%x init: %one) window = <size = [2], stride = [2]> : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.multiply %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  %z = hlo.constant dense<0.0> : tensor<f32>
  %s = hlo.reduce(%r init: %z) dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = hlo.add %a, %b : tensor<f32>
    hlo.return %t : tensor<f32>
  }
  return %s : tensor<f32>
}
// expected-remark @+1 {{while differentiating}}
func.func private @f_grad(%x: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>) attributes {xhlo.gradient_of = @f}

// -----

// A maximum over dilated windows (select_and_scatter has no window
// dilation; JAX declines it too).
func.func @f(%x: tensor<5xf32>) -> tensor<f32> {
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error @+1 {{'hlo.reduce_window' op cannot differentiate a maximum or minimum over windows with window dilation or reversal}}
  %r = hlo.reduce_window(%x init: %ninf) window = <size = [2], rhs_dilate = [2]> : (tensor<5xf32>, tensor<f32>) -> tensor<3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  %z = hlo.constant dense<0.0> : tensor<f32>
  %s = hlo.reduce(%r init: %z) dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = hlo.add %a, %b : tensor<f32>
    hlo.return %t : tensor<f32>
  }
  return %s : tensor<f32>
}
// expected-remark @+1 {{while differentiating}}
func.func private @f_grad(%x: tensor<5xf32>) -> (tensor<f32>, tensor<5xf32>) attributes {xhlo.gradient_of = @f}

// -----

// The init value of a maximum over windows.
func.func @f(%x: tensor<4xf32>, %v: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'hlo.reduce_window' op cannot differentiate with respect to the init value of a maximum or minimum over windows}}
  %r = hlo.reduce_window(%x init: %v) window = <size = [2], stride = [2]> : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  %z = hlo.constant dense<0.0> : tensor<f32>
  %s = hlo.reduce(%r init: %z) dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = hlo.add %a, %b : tensor<f32>
    hlo.return %t : tensor<f32>
  }
  return %s : tensor<f32>
}
// expected-remark @+1 {{while differentiating}}
func.func private @f_grad(%x: tensor<4xf32>, %v: tensor<f32>) -> (tensor<f32>, tensor<4xf32>, tensor<f32>) attributes {xhlo.gradient_of = @f}

// -----

// select_and_scatter whose scatter keeps the maximum.
func.func @f(%x: tensor<4xf32>, %src: tensor<2xf32>) -> tensor<f32> {
  %z = hlo.constant dense<0.0> : tensor<f32>
  // expected-error @+1 {{'hlo.select_and_scatter' op cannot differentiate: the scatter computation is not an add}}
  %r = hlo.select_and_scatter %x, %src, %z window = <size = [2], stride = [2]> : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32> select {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ge = hlo.compare GE, %a, %b : tensor<f32>
    hlo.return %ge : tensor<i1>
  } scatter {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  %s = hlo.reduce(%r init: %z) dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = hlo.add %a, %b : tensor<f32>
    hlo.return %t : tensor<f32>
  }
  return %s : tensor<f32>
}
// expected-remark @+1 {{while differentiating}}
func.func private @f_grad(%x: tensor<4xf32>, %src: tensor<2xf32>) -> (tensor<f32>, tensor<2xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 1>}

// -----

// A map that computes.
func.func @f(%x: tensor<4xf32>) -> tensor<f32> {
  // expected-error @+1 {{'hlo.map' op has no derivative: the computation of a map is not differentiated (write it with elementwise ops)}}
  %m = hlo.map(%x) dimensions = [0] : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>):
    %s = hlo.sine %a : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %z = hlo.constant dense<0.0> : tensor<f32>
  %s = hlo.reduce(%m init: %z) dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = hlo.add %a, %b : tensor<f32>
    hlo.return %t : tensor<f32>
  }
  return %s : tensor<f32>
}
// expected-remark @+1 {{while differentiating}}
func.func private @f_grad(%x: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>) attributes {xhlo.gradient_of = @f}

// -----

// A scan.
func.func @f(%x: tensor<4xf32>) -> tensor<f32> {
  %z = hlo.constant dense<0.0> : tensor<f32>
  // expected-error @+1 {{'hlo.scan' op has no derivative: scan is not differentiated (write it as a while loop)}}
  %sums, %total = hlo.scan(%x init: %z) dimension = 0 : (tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<f32>) {
  ^bb0(%e: tensor<f32>, %c: tensor<f32>):
    %s = hlo.add %c, %e : tensor<f32>
    hlo.return %s, %s : tensor<f32>, tensor<f32>
  }
  return %total : tensor<f32>
}
// expected-remark @+1 {{while differentiating}}
func.func private @f_grad(%x: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>) attributes {xhlo.gradient_of = @f}
