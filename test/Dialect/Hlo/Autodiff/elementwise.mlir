// RUN: xhlo-opt --hlo-autodiff -split-input-file %s | FileCheck %s
// The adjoint rules of the elementwise ops (ElementwiseRules.cpp), after
// the simplification hlo-autodiff applies: each gradient reuses the forward
// values (tanh's result, exp's result, the quotient) instead of recomputing
// them, and nothing is left that the gradients do not need.

// d tanh(x) = 1 - tanh(x)^2, from the forward result.
// CHECK-LABEL: func.func private @tanh_grad
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-DAG: %[[ONE:.*]] = hlo.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-DAG: %[[T:.*]] = hlo.tanh %[[X]]
// CHECK: %[[SUM:.*]] = hlo.reduce(%[[T]]
// CHECK: %[[SQ:.*]] = hlo.multiply %[[T]], %[[T]]
// CHECK: %[[D:.*]] = hlo.subtract %[[ONE]], %[[SQ]]
// CHECK: return %[[SUM]], %[[D]]
// CHECK-NOT: hlo.tanh
func.func @tanh(%x: tensor<4xf32>) -> tensor<f32> {
  %t = hlo.tanh %x : tensor<4xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %r = hlo.reduce(%t init: %z) dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return %r : tensor<f32>
}
func.func private @tanh_grad(%x: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>) attributes {xhlo.gradient_of = @tanh}

// -----

// x * y and x / y: the product rule, the quotient from the forward pass.
// CHECK-LABEL: func.func private @muldiv_grad
// CHECK-SAME: (%[[X:.*]]: tensor<f32>, %[[Y:.*]]: tensor<f32>)
// CHECK: %[[M:.*]] = hlo.multiply %[[X]], %[[Y]]
// CHECK: %[[Q:.*]] = hlo.divide %[[M]], %[[Y]]
// CHECK: %[[CTM:.*]] = hlo.divide %{{.*}}, %[[Y]]
// CHECK: %[[T:.*]] = hlo.multiply %[[CTM]], %[[Q]]
// CHECK: %[[DY1:.*]] = hlo.negate %[[T]]
// CHECK: %[[DX:.*]] = hlo.multiply %[[CTM]], %[[Y]]
// CHECK: %[[DY2:.*]] = hlo.multiply %[[X]], %[[CTM]]
// CHECK: %[[DY:.*]] = hlo.add %[[DY1]], %[[DY2]]
// CHECK: return %[[Q]], %[[DX]], %[[DY]]
func.func @muldiv(%x: tensor<f32>, %y: tensor<f32>) -> tensor<f32> {
  %m = hlo.multiply %x, %y : tensor<f32>
  %d = hlo.divide %m, %y : tensor<f32>
  return %d : tensor<f32>
}
func.func private @muldiv_grad(%x: tensor<f32>, %y: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) attributes {xhlo.gradient_of = @muldiv}

// -----

// exp reuses its result; log divides by its operand.
// The adjoint of the slice is a one-hot constant; log divides it by its
// operand, exp multiplies by its own result.
// CHECK-LABEL: func.func private @explog_grad
// CHECK-DAG: %[[HOT:.*]] = hlo.constant dense<[0.000000e+00, 1.000000e+00, 0.000000e+00]> : tensor<3xf64>
// CHECK-DAG: %[[E:.*]] = hlo.exponential
// CHECK: %[[L:.*]] = hlo.divide %[[HOT]], %[[E]]
// CHECK: %[[D:.*]] = hlo.multiply %[[L]], %[[E]]
// CHECK: return %{{.*}}, %[[D]]
func.func @explog(%x: tensor<3xf64>) -> tensor<f64> {
  %e = hlo.exponential %x : tensor<3xf64>
  %l = hlo.log %e : tensor<3xf64>
  %s = hlo.slice %l, slice = [1:2] : (tensor<3xf64>) -> tensor<1xf64>
  %r = hlo.reshape %s : (tensor<1xf64>) -> tensor<f64>
  return %r : tensor<f64>
}
func.func private @explog_grad(%x: tensor<3xf64>) -> (tensor<f64>, tensor<3xf64>) attributes {xhlo.gradient_of = @explog}

// -----

// maximum splits ties: ct where x > y, half of it where x == y.
// CHECK-LABEL: func.func private @relu_grad
// CHECK-SAME: (%[[X:.*]]: tensor<f32>)
// CHECK-DAG: %[[HALF:.*]] = hlo.constant dense<5.000000e-01>
// CHECK-DAG: %[[ONE:.*]] = hlo.constant dense<1.000000e+00>
// CHECK-DAG: %[[ZERO:.*]] = hlo.constant dense<0.000000e+00>
// CHECK-DAG: %[[TIE:.*]] = hlo.compare EQ, %[[X]], %[[ZERO]]
// CHECK-DAG: %[[WIN:.*]] = hlo.compare GT, %[[X]], %[[ZERO]]
// CHECK: %[[H:.*]] = hlo.select %[[TIE]], %[[HALF]], %[[ZERO]]
// CHECK: %[[D:.*]] = hlo.select %[[WIN]], %[[ONE]], %[[H]]
// CHECK: return %{{.*}}, %[[D]]
func.func @relu(%x: tensor<f32>) -> tensor<f32> {
  %z = hlo.constant dense<0.0> : tensor<f32>
  %r = hlo.maximum %x, %z : tensor<f32>
  return %r : tensor<f32>
}
func.func private @relu_grad(%x: tensor<f32>) -> (tensor<f32>, tensor<f32>) attributes {xhlo.gradient_of = @relu}

// -----

// select routes the adjoint to the operand chosen; the predicate (a
// compare) is a constant of the derivative.
// CHECK-LABEL: func.func private @select_grad
// CHECK-SAME: (%[[P:.*]]: tensor<2xi1>,
// CHECK-DAG: %[[HOT:.*]] = hlo.constant dense<[1.000000e+00, 0.000000e+00]>
// CHECK-DAG: %[[ZERO:.*]] = hlo.constant dense<0.000000e+00> : tensor<2xf32>
// CHECK: %[[DX:.*]] = hlo.select %[[P]], %[[HOT]], %[[ZERO]]
// CHECK: %[[DY:.*]] = hlo.select %[[P]], %[[ZERO]], %[[HOT]]
// CHECK: return %{{.*}}, %[[DX]], %[[DY]]
func.func @select(%p: tensor<2xi1>, %x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<f32> {
  %s = hlo.select %p, %x, %y : tensor<2xi1>, tensor<2xf32>
  %a = hlo.slice %s, slice = [0:1] : (tensor<2xf32>) -> tensor<1xf32>
  %r = hlo.reshape %a : (tensor<1xf32>) -> tensor<f32>
  return %r : tensor<f32>
}
func.func private @select_grad(%p: tensor<2xi1>, %x: tensor<2xf32>, %y: tensor<2xf32>) -> (tensor<f32>, tensor<2xf32>, tensor<2xf32>) attributes {xhlo.gradient_of = @select, xhlo.wrt = array<i64: 1, 2>}

// -----

// clamp with 0-d bounds: the bounds' adjoints are summed.
// CHECK-LABEL: func.func private @clamp_grad
// CHECK-SAME: (%[[LO:.*]]: tensor<f32>, %[[X:.*]]: tensor<3xf32>, %[[HI:.*]]: tensor<f32>)
// CHECK-DAG: %[[BLO:.*]] = hlo.broadcast %[[LO]], dimensions = []
// CHECK-DAG: %[[BHI:.*]] = hlo.broadcast %[[HI]], dimensions = []
// CHECK-DAG: %[[BELOW:.*]] = hlo.compare LT, %[[X]], %[[BHI]]
// CHECK-DAG: %[[ABOVE:.*]] = hlo.compare GT, %[[X]], %[[BLO]]
// CHECK: %[[IN:.*]] = hlo.and %[[ABOVE]], %[[BELOW]]
// CHECK: %[[DX:.*]] = hlo.select %[[IN]]
// CHECK: hlo.compare GT, %[[BLO]], %[[X]]
// CHECK: %[[DLO:.*]] = hlo.reduce
// CHECK: hlo.compare LT, %[[BHI]], %[[X]]
// CHECK: %[[DHI:.*]] = hlo.reduce
// CHECK: return %{{.*}}, %[[DLO]], %[[DX]], %[[DHI]]
func.func @clamp(%lo: tensor<f32>, %x: tensor<3xf32>, %hi: tensor<f32>) -> tensor<f32> {
  %c = hlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<3xf32>, tensor<f32>)
  %a = hlo.slice %c, slice = [2:3] : (tensor<3xf32>) -> tensor<1xf32>
  %r = hlo.reshape %a : (tensor<1xf32>) -> tensor<f32>
  return %r : tensor<f32>
}
func.func private @clamp_grad(%lo: tensor<f32>, %x: tensor<3xf32>, %hi: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<3xf32>, tensor<f32>) attributes {xhlo.gradient_of = @clamp}

// -----

// convert f32 -> f64 -> the adjoint converted back; sign and floor have a
// zero derivative.
// CHECK-LABEL: func.func private @convert_grad
// CHECK: %[[C:.*]] = hlo.convert %{{.*}} : (tensor<f32>) -> tensor<f64>
// CHECK: %[[A:.*]] = hlo.add
// CHECK: %[[M:.*]] = hlo.multiply %[[A]], %[[C]]
// CHECK: %[[D:.*]] = hlo.convert %[[A]] : (tensor<f64>) -> tensor<f32>
// CHECK: return %[[M]], %[[D]]
func.func @convert(%x: tensor<f32>) -> tensor<f64> {
  %c = hlo.convert %x : (tensor<f32>) -> tensor<f64>
  %f = hlo.floor %c : tensor<f64>
  %s = hlo.sign %c : tensor<f64>
  %a = hlo.add %f, %s : tensor<f64>
  %m = hlo.multiply %a, %c : tensor<f64>
  return %m : tensor<f64>
}
func.func private @convert_grad(%x: tensor<f32>) -> (tensor<f64>, tensor<f32>) attributes {xhlo.gradient_of = @convert}

// -----

// power: both operands.
// CHECK-LABEL: func.func private @power_grad
// CHECK-SAME: (%[[X:.*]]: tensor<f32>, %[[Y:.*]]: tensor<f32>)
// CHECK: %[[P:.*]] = hlo.power %[[X]], %[[Y]]
// CHECK: %[[Y0:.*]] = hlo.compare EQ, %[[Y]]
// CHECK: %[[PM1:.*]] = hlo.power %[[X]], %{{.*}}
// CHECK: %[[J:.*]] = hlo.multiply %[[Y]], %[[PM1]]
// CHECK: %[[DX:.*]] = hlo.select %[[Y0]], %{{.*}}, %[[J]]
// CHECK: %[[LOG:.*]] = hlo.log
// CHECK: %[[DY:.*]] = hlo.multiply %[[LOG]], %[[P]]
// CHECK: return %[[P]], %[[DX]], %[[DY]]
func.func @power(%x: tensor<f32>, %y: tensor<f32>) -> tensor<f32> {
  %p = hlo.power %x, %y : tensor<f32>
  return %p : tensor<f32>
}
func.func private @power_grad(%x: tensor<f32>, %y: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) attributes {xhlo.gradient_of = @power}
