// Algebraic identities of elementwise ops fold away, as XLA's algebraic
// simplifier rewrites them; rewrites that would change a result (x * 0.0 for
// floats, where x may be NaN or infinite) do not happen.
// RUN: xhlo-opt --pass-pipeline='builtin.module(func.func(canonicalize{test-convergence}))' --split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @additive_identities
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[I:.*]]: tensor<4xi32>)
// CHECK-NEXT: return %[[X]], %[[X]], %[[I]], %[[I]]
func.func @additive_identities(%x: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>) {
  %zf = hlo.constant dense<0.0> : tensor<4xf32>
  %zi = hlo.constant dense<0> : tensor<4xi32>
  %0 = hlo.add %x, %zf : tensor<4xf32>
  %1 = hlo.subtract %x, %zf : tensor<4xf32>
  // The constant moves to the right of a commutative op, then folds.
  %2 = hlo.add %zi, %i : tensor<4xi32>
  %3 = hlo.subtract %i, %zi : tensor<4xi32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @multiplicative_identities
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[I:.*]]: tensor<4xi32>)
// CHECK-DAG: %[[ZERO:.*]] = hlo.constant dense<0> : tensor<4xi32>
// CHECK-DAG: %[[FZERO:.*]] = hlo.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK-DAG: %[[KEPT:.*]] = hlo.multiply %[[X]], %[[FZERO]] : tensor<4xf32>
// CHECK: return %[[X]], %[[X]], %[[I]], %[[ZERO]], %[[KEPT]]
func.func @multiplicative_identities(%x: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xf32>) {
  %of = hlo.constant dense<1.0> : tensor<4xf32>
  %oi = hlo.constant dense<1> : tensor<4xi32>
  %zi = hlo.constant dense<0> : tensor<4xi32>
  %zf = hlo.constant dense<0.0> : tensor<4xf32>
  %0 = hlo.multiply %of, %x : tensor<4xf32>
  %1 = hlo.divide %x, %of : tensor<4xf32>
  %2 = hlo.divide %i, %oi : tensor<4xi32>
  // Integer x * 0 is 0; float x * 0 is not (NaN * 0 is NaN).
  %3 = hlo.multiply %i, %zi : tensor<4xi32>
  %4 = hlo.multiply %x, %zf : tensor<4xf32>
  return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @bitwise_identities
// CHECK-SAME: (%[[I:.*]]: tensor<4xi32>, %[[P:.*]]: tensor<4xi1>)
// CHECK-DAG: %[[ONES:.*]] = hlo.constant dense<-1> : tensor<4xi32>
// CHECK: return %[[I]], %[[I]], %[[I]], %[[I]], %[[ONES]], %[[P]], %[[I]]
func.func @bitwise_identities(%i: tensor<4xi32>, %p: tensor<4xi1>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi32>) {
  %zero = hlo.constant dense<0> : tensor<4xi32>
  %ones = hlo.constant dense<-1> : tensor<4xi32>
  %t = hlo.constant dense<true> : tensor<4xi1>
  %0 = hlo.and %i, %i : tensor<4xi32>
  %1 = hlo.or %i, %zero : tensor<4xi32>
  %2 = hlo.xor %i, %zero : tensor<4xi32>
  %3 = hlo.and %ones, %i : tensor<4xi32>
  %4 = hlo.or %i, %ones : tensor<4xi32>
  %5 = hlo.and %p, %t : tensor<4xi1>
  %6 = hlo.shift_left %i, %zero : tensor<4xi32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi1>, tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @involutions_and_idempotence
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[P:.*]]: tensor<4xi1>)
// CHECK-NEXT: return %[[X]], %[[P]], %[[X]], %[[X]]
func.func @involutions_and_idempotence(%x: tensor<4xf32>, %p: tensor<4xi1>) -> (tensor<4xf32>, tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) {
  %n = hlo.negate %x : tensor<4xf32>
  %nn = hlo.negate %n : tensor<4xf32>
  %q = hlo.not %p : tensor<4xi1>
  %qq = hlo.not %q : tensor<4xi1>
  %max = hlo.maximum %x, %x : tensor<4xf32>
  %min = hlo.minimum %x, %x : tensor<4xf32>
  return %nn, %qq, %max, %min : tensor<4xf32>, tensor<4xi1>, tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @select_and_convert
// CHECK-SAME: (%[[P:.*]]: tensor<4xi1>, %[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[A]], %[[A]], %[[B]], %[[A]]
func.func @select_and_convert(%p: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %t = hlo.constant dense<true> : tensor<4xi1>
  %f = hlo.constant dense<false> : tensor<4xi1>
  %0 = hlo.select %p, %a, %a : tensor<4xi1>, tensor<4xf32>
  %1 = hlo.select %t, %a, %b : tensor<4xi1>, tensor<4xf32>
  %2 = hlo.select %f, %a, %b : tensor<4xi1>, tensor<4xf32>
  // A convert to the operand's own type is a no-op.
  %3 = hlo.convert %a : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Pure ops that nothing uses are erased; identical ones are merged by cse.
// CHECK-LABEL: func.func @dead_code
// CHECK-NOT: hlo.exponential
// CHECK: return
func.func @dead_code(%x: tensor<4xf32>) {
  %0 = hlo.exponential %x : tensor<4xf32>
  return
}
