// The math functions XLA has an opcode for convert one to one, on tensors
// and on scalars (as 0-d arrays).
// RUN: xhlo-opt --convert-math-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=math.

// CHECK-LABEL: func.func @exponentials_and_roots
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<4xf32>)
func.func @exponentials_and_roots(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  // CHECK: %[[EXP:.*]] = hlo.exponential %[[X]] : tensor<4xf32>
  %0 = math.exp %x : tensor<4xf32>
  // CHECK: %[[EXPM1:.*]] = hlo.exponential_minus_one %[[X]] : tensor<4xf32>
  %1 = math.expm1 %x : tensor<4xf32>
  // CHECK: %[[LOG:.*]] = hlo.log %[[X]] : tensor<4xf32>
  %2 = math.log %x : tensor<4xf32>
  // CHECK: %[[LOG1P:.*]] = hlo.log_plus_one %[[X]] : tensor<4xf32>
  %3 = math.log1p %x : tensor<4xf32>
  // CHECK: %[[POW:.*]] = hlo.power %[[X]], %[[Y]] : tensor<4xf32>
  %4 = math.powf %x, %y : tensor<4xf32>
  // CHECK: %[[SQRT:.*]] = hlo.sqrt %[[X]] : tensor<4xf32>
  %5 = math.sqrt %x : tensor<4xf32>
  // CHECK: %[[RSQRT:.*]] = hlo.rsqrt %[[X]] : tensor<4xf32>
  %6 = math.rsqrt %x : tensor<4xf32>
  // CHECK: %[[CBRT:.*]] = hlo.cbrt %[[X]] : tensor<4xf32>
  %7 = math.cbrt %x fastmath<fast> : tensor<4xf32>
  // CHECK: return %[[EXP]], %[[EXPM1]], %[[LOG]], %[[LOG1P]], %[[POW]], %[[SQRT]], %[[RSQRT]], %[[CBRT]]
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @trigonometric
// CHECK-SAME: (%[[X:.*]]: tensor<f64>, %[[Y:.*]]: tensor<f64>)
func.func @trigonometric(%x: f64, %y: f64) -> (f64, f64, f64, f64, f64, f64) {
  // CHECK: %[[SIN:.*]] = hlo.sine %[[X]] : tensor<f64>
  %0 = math.sin %x : f64
  // CHECK: %[[COS:.*]] = hlo.cosine %[[X]] : tensor<f64>
  %1 = math.cos %x : f64
  // CHECK: %[[TAN:.*]] = hlo.tan %[[X]] : tensor<f64>
  %2 = math.tan %x : f64
  // CHECK: %[[ASIN:.*]] = hlo.asin %[[X]] : tensor<f64>
  %3 = math.asin %x : f64
  // CHECK: %[[ACOS:.*]] = hlo.acos %[[X]] : tensor<f64>
  %4 = math.acos %x : f64
  // CHECK: %[[ATAN2:.*]] = hlo.atan2 %[[X]], %[[Y]] : tensor<f64>
  %5 = math.atan2 %x, %y : f64
  // CHECK: return %[[SIN]], %[[COS]], %[[TAN]], %[[ASIN]], %[[ACOS]], %[[ATAN2]] : tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>, tensor<f64>
  return %0, %1, %2, %3, %4, %5 : f64, f64, f64, f64, f64, f64
}

// -----

// CHECK-LABEL: func.func @hyperbolic_and_erf
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xbf16>)
func.func @hyperbolic_and_erf(%x: tensor<2x3xbf16>) -> (tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>) {
  // CHECK: %[[SINH:.*]] = hlo.sinh %[[X]] : tensor<2x3xbf16>
  %0 = math.sinh %x : tensor<2x3xbf16>
  // CHECK: %[[COSH:.*]] = hlo.cosh %[[X]] : tensor<2x3xbf16>
  %1 = math.cosh %x : tensor<2x3xbf16>
  // CHECK: %[[TANH:.*]] = hlo.tanh %[[X]] : tensor<2x3xbf16>
  %2 = math.tanh %x : tensor<2x3xbf16>
  // CHECK: %[[ASINH:.*]] = hlo.asinh %[[X]] : tensor<2x3xbf16>
  %3 = math.asinh %x : tensor<2x3xbf16>
  // CHECK: %[[ACOSH:.*]] = hlo.acosh %[[X]] : tensor<2x3xbf16>
  %4 = math.acosh %x : tensor<2x3xbf16>
  // CHECK: %[[ATANH:.*]] = hlo.atanh %[[X]] : tensor<2x3xbf16>
  %5 = math.atanh %x : tensor<2x3xbf16>
  // CHECK: %[[ERF:.*]] = hlo.erf %[[X]] : tensor<2x3xbf16>
  %6 = math.erf %x : tensor<2x3xbf16>
  // CHECK: return %[[SINH]], %[[COSH]], %[[TANH]], %[[ASINH]], %[[ACOSH]], %[[ATANH]], %[[ERF]]
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>, tensor<2x3xbf16>
}

// -----

// round is half away from zero (XLA's round_nearest_afz), roundeven half to
// even.
// CHECK-LABEL: func.func @rounding
// CHECK-SAME: (%[[X:.*]]: tensor<8xf16>)
func.func @rounding(%x: tensor<8xf16>) -> (tensor<8xf16>, tensor<8xf16>, tensor<8xf16>, tensor<8xf16>, tensor<8xf16>) {
  // CHECK: %[[FLOOR:.*]] = hlo.floor %[[X]] : tensor<8xf16>
  %0 = math.floor %x : tensor<8xf16>
  // CHECK: %[[CEIL:.*]] = hlo.ceil %[[X]] : tensor<8xf16>
  %1 = math.ceil %x : tensor<8xf16>
  // CHECK: %[[ROUND:.*]] = hlo.round_nearest_afz %[[X]] : tensor<8xf16>
  %2 = math.round %x : tensor<8xf16>
  // CHECK: %[[EVEN:.*]] = hlo.round_nearest_even %[[X]] : tensor<8xf16>
  %3 = math.roundeven %x : tensor<8xf16>
  // CHECK: %[[ABS:.*]] = hlo.abs %[[X]] : tensor<8xf16>
  %4 = math.absf %x : tensor<8xf16>
  // CHECK: return %[[FLOOR]], %[[CEIL]], %[[ROUND]], %[[EVEN]], %[[ABS]]
  return %0, %1, %2, %3, %4 : tensor<8xf16>, tensor<8xf16>, tensor<8xf16>, tensor<8xf16>, tensor<8xf16>
}

// -----

// CHECK-LABEL: func.func @integer
// CHECK-SAME: (%[[A:.*]]: tensor<4xi16>)
func.func @integer(%a: tensor<4xi16>) -> (tensor<4xi16>, tensor<4xi16>, tensor<4xi16>) {
  // CHECK: %[[ABS:.*]] = hlo.abs %[[A]] : tensor<4xi16>
  %0 = math.absi %a : tensor<4xi16>
  // CHECK: %[[CLZ:.*]] = hlo.count_leading_zeros %[[A]] : tensor<4xi16>
  %1 = math.ctlz %a : tensor<4xi16>
  // CHECK: %[[POP:.*]] = hlo.popcnt %[[A]] : tensor<4xi16>
  %2 = math.ctpop %a : tensor<4xi16>
  // CHECK: return %[[ABS]], %[[CLZ]], %[[POP]]
  return %0, %1, %2 : tensor<4xi16>, tensor<4xi16>, tensor<4xi16>
}

// -----

// On i1 (pred): abs and popcount are the bit, the leading zeros its
// negation.
// CHECK-LABEL: func.func @pred
// CHECK-SAME: (%[[P:.*]]: tensor<i1>)
func.func @pred(%p: i1) -> (i1, i1, i1) {
  %0 = math.absi %p : i1
  %1 = math.ctpop %p : i1
  // CHECK: %[[CLZ:.*]] = hlo.not %[[P]] : tensor<i1>
  %2 = math.ctlz %p : i1
  // CHECK: return %[[P]], %[[P]], %[[CLZ]]
  return %0, %1, %2 : i1, i1, i1
}
