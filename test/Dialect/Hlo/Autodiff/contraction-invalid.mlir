// RUN: xhlo-opt --hlo-autodiff -split-input-file -verify-diagnostics %s
// The contraction ops the adjoint rules refuse, each a located error.

func.func @f(%x: tensor<3x3xf32>, %y: tensor<3x3xf32>, %c: tensor<3x3xf32>) -> tensor<f32> {
  %z = hlo.complex %x, %y : tensor<3x3xf32>
  // expected-error @+1 {{'hlo.cholesky' op cannot differentiate the Cholesky factor of complex matrices}}
  %l = hlo.cholesky %z, lower = true : tensor<3x3xcomplex<f32>>
  %re = hlo.real %l : tensor<3x3xcomplex<f32>>
  %r = hlo.dot %re, %c, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<f32>
  return %r : tensor<f32>
}
// expected-remark @+1 {{while differentiating @f for the request @g}}
func.func private @g(%x: tensor<3x3xf32>, %y: tensor<3x3xf32>, %c: tensor<3x3xf32>) -> (tensor<f32>, tensor<3x3xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}

// -----

func.func @f(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>, %c: tensor<3x2xf32>) -> tensor<f32> {
  %z = hlo.constant dense<(0.0, 1.0)> : tensor<3x3xcomplex<f32>>
  %zb = hlo.constant dense<(0.0, 0.0)> : tensor<3x2xcomplex<f32>>
  %ac = hlo.complex %a, %a : tensor<3x3xf32>
  %a2 = hlo.add %ac, %z : tensor<3x3xcomplex<f32>>
  // expected-error @+1 {{'hlo.triangular_solve' op cannot differentiate triangular solves of complex matrices}}
  %x = hlo.triangular_solve %a2, %zb, <left_side = true, lower = true, transpose_a = ADJOINT> : (tensor<3x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
  %re = hlo.real %x : tensor<3x2xcomplex<f32>>
  %r = hlo.dot %re, %c, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<f32>
  return %r : tensor<f32>
}
// expected-remark @+1 {{while differentiating @f for the request @g}}
func.func private @g(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>, %c: tensor<3x2xf32>) -> (tensor<f32>, tensor<3x3xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}
