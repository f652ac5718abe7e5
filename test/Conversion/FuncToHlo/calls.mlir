// func.call to hlo.call, signatures and returns by the type rule.
// RUN: xhlo-opt --convert-func-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=func.call

// CHECK-LABEL: func.func @callee
// CHECK-SAME: (%[[X:.*]]: tensor<f32>, %[[I:.*]]: tensor<i64>) -> tensor<f32>
func.func @callee(%x: f32, %i: index) -> f32 {
  // CHECK: return %[[X]] : tensor<f32>
  return %x : f32
}

// CHECK-LABEL: func.func @caller
// CHECK-SAME: (%[[X:.*]]: tensor<f32>, %[[I:.*]]: tensor<i64>, %[[T:.*]]: tensor<2x3xi8>)
func.func @caller(%x: f32, %i: index, %t: tensor<2x3xi8>) -> (f32, tensor<2x3xi8>) {
  // CHECK: %[[R:.*]] = hlo.call @callee(%[[X]], %[[I]]) : (tensor<f32>, tensor<i64>) -> tensor<f32>
  %r = func.call @callee(%x, %i) : (f32, index) -> f32
  // CHECK: %[[S:.*]] = hlo.call @identity(%[[T]]) : (tensor<2x3xi8>) -> tensor<2x3xi8>
  %s = func.call @identity(%t) : (tensor<2x3xi8>) -> tensor<2x3xi8>
  // CHECK: return %[[R]], %[[S]]
  return %r, %s : f32, tensor<2x3xi8>
}

func.func private @identity(%t: tensor<2x3xi8>) -> tensor<2x3xi8> {
  return %t : tensor<2x3xi8>
}
