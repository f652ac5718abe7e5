// arith's float arithmetic to hlo: one to one, except maxnumf and minnumf,
// which return the non-NaN operand around XLA's NaN-propagating op.
// RUN: xhlo-opt --convert-arith-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=arith.

// CHECK-LABEL: func.func @arithmetic
// CHECK-SAME: (%[[A:.*]]: tensor<2x2xf32>, %[[B:.*]]: tensor<2x2xf32>)
func.func @arithmetic(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) {
  // CHECK: %[[ADD:.*]] = hlo.add %[[A]], %[[B]] : tensor<2x2xf32>
  %0 = arith.addf %a, %b : tensor<2x2xf32>
  // CHECK: %[[SUB:.*]] = hlo.subtract %[[A]], %[[B]] : tensor<2x2xf32>
  %1 = arith.subf %a, %b fastmath<fast> : tensor<2x2xf32>
  // CHECK: %[[MUL:.*]] = hlo.multiply %[[A]], %[[B]] : tensor<2x2xf32>
  %2 = arith.mulf %a, %b : tensor<2x2xf32>
  // CHECK: %[[DIV:.*]] = hlo.divide %[[A]], %[[B]] : tensor<2x2xf32>
  %3 = arith.divf %a, %b : tensor<2x2xf32>
  // CHECK: %[[REM:.*]] = hlo.remainder %[[A]], %[[B]] : tensor<2x2xf32>
  %4 = arith.remf %a, %b : tensor<2x2xf32>
  // CHECK: %[[NEG:.*]] = hlo.negate %[[A]] : tensor<2x2xf32>
  %5 = arith.negf %a : tensor<2x2xf32>
  // CHECK: return %[[ADD]], %[[SUB]], %[[MUL]], %[[DIV]], %[[REM]], %[[NEG]]
  return %0, %1, %2, %3, %4, %5 : tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @scalar_f64
// CHECK-SAME: (%[[A:.*]]: tensor<f64>, %[[B:.*]]: tensor<f64>) -> tensor<f64>
func.func @scalar_f64(%a: f64, %b: f64) -> f64 {
  // CHECK: %[[MUL:.*]] = hlo.multiply %[[A]], %[[B]] : tensor<f64>
  %0 = arith.mulf %a, %b : f64
  // CHECK: return %[[MUL]] : tensor<f64>
  return %0 : f64
}

// -----

// maximumf and minimumf propagate NaN, as XLA's maximum and minimum do.
// CHECK-LABEL: func.func @maximumf_minimumf
// CHECK-SAME: (%[[A:.*]]: tensor<4xf16>, %[[B:.*]]: tensor<4xf16>)
func.func @maximumf_minimumf(%a: tensor<4xf16>, %b: tensor<4xf16>) -> (tensor<4xf16>, tensor<4xf16>) {
  // CHECK: %[[MAX:.*]] = hlo.maximum %[[A]], %[[B]] : tensor<4xf16>
  %0 = arith.maximumf %a, %b : tensor<4xf16>
  // CHECK: %[[MIN:.*]] = hlo.minimum %[[A]], %[[B]] : tensor<4xf16>
  %1 = arith.minimumf %a, %b : tensor<4xf16>
  // CHECK: return %[[MAX]], %[[MIN]]
  return %0, %1 : tensor<4xf16>, tensor<4xf16>
}

// -----

// maxnumf: the maximum, but lhs where rhs is NaN and rhs where lhs is NaN.
// CHECK-LABEL: func.func @maxnumf
// CHECK-SAME: (%[[A:.*]]: tensor<3xf32>, %[[B:.*]]: tensor<3xf32>)
func.func @maxnumf(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  // CHECK: %[[MAX:.*]] = hlo.maximum %[[A]], %[[B]] : tensor<3xf32>
  // CHECK: %[[BNAN:.*]] = hlo.compare NE, %[[B]], %[[B]] : tensor<3xf32>
  // CHECK: %[[T:.*]] = hlo.select %[[BNAN]], %[[A]], %[[MAX]] : tensor<3xi1>, tensor<3xf32>
  // CHECK: %[[ANAN:.*]] = hlo.compare NE, %[[A]], %[[A]] : tensor<3xf32>
  // CHECK: %[[R:.*]] = hlo.select %[[ANAN]], %[[B]], %[[T]] : tensor<3xi1>, tensor<3xf32>
  %0 = arith.maxnumf %a, %b : tensor<3xf32>
  // CHECK: return %[[R]]
  return %0 : tensor<3xf32>
}

// -----

// CHECK-LABEL: func.func @minnumf
// CHECK-SAME: (%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>)
func.func @minnumf(%a: f32, %b: f32) -> f32 {
  // CHECK: %[[MIN:.*]] = hlo.minimum %[[A]], %[[B]] : tensor<f32>
  // CHECK: %[[BNAN:.*]] = hlo.compare NE, %[[B]], %[[B]] : tensor<f32>
  // CHECK: %[[T:.*]] = hlo.select %[[BNAN]], %[[A]], %[[MIN]]
  // CHECK: %[[ANAN:.*]] = hlo.compare NE, %[[A]], %[[A]] : tensor<f32>
  // CHECK: %[[R:.*]] = hlo.select %[[ANAN]], %[[B]], %[[T]]
  %0 = arith.minnumf %a, %b : f32
  // CHECK: return %[[R]] : tensor<f32>
  return %0 : f32
}
