// The shared options: allow-partial leaves the ops that cannot be converted
// in place, bridged to converted values; index-bitwidth takes 32 or 64.
// RUN: xhlo-opt --convert-arith-to-hlo="allow-partial" --split-input-file %s | FileCheck %s
// RUN: not xhlo-opt --convert-arith-to-hlo="index-bitwidth=16" %s 2>&1 | FileCheck %s --check-prefix=WIDTH

// WIDTH: error: index-bitwidth must be 32 or 64, got 16

// CHECK-LABEL: func.func @partial
// CHECK-SAME: (%[[V:.*]]: vector<4xf32>, %[[X:.*]]: tensor<f32>) -> (vector<4xf32>, tensor<f16>)
func.func @partial(%v: vector<4xf32>, %x: f32) -> (vector<4xf32>, f16) {
  // CHECK: %[[VA:.*]] = arith.addf %[[V]], %[[V]] : vector<4xf32>
  %0 = arith.addf %v, %v : vector<4xf32>
  // CHECK: %[[Y:.*]] = hlo.add %[[X]], %[[X]] : tensor<f32>
  %1 = arith.addf %x, %x : f32
  // CHECK: %[[E:.*]] = tensor.extract %[[Y]][] : tensor<f32>
  // CHECK: %[[T:.*]] = arith.truncf %[[E]] downward : f32 to f16
  // CHECK: %[[TT:.*]] = tensor.from_elements %[[T]] : tensor<f16>
  %2 = arith.truncf %1 downward : f32 to f16
  // CHECK: return %[[VA]], %[[TT]]
  return %0, %2 : vector<4xf32>, f16
}

// -----

// Users that other conversions handle get the original types back: index
// through arith.index_cast.
// CHECK-LABEL: func.func @index_user
// CHECK-SAME: (%[[T:.*]]: tensor<4xf32>, %[[I:.*]]: tensor<i64>) -> tensor<f32>
func.func @index_user(%t: tensor<4xf32>, %i: index) -> f32 {
  // CHECK: %[[ONE:.*]] = hlo.constant dense<1> : tensor<i64>
  // CHECK: %[[J:.*]] = hlo.add %[[I]], %[[ONE]] : tensor<i64>
  %c1 = arith.constant 1 : index
  %j = arith.addi %i, %c1 : index
  // CHECK: %[[JS:.*]] = tensor.extract %[[J]][] : tensor<i64>
  // CHECK: %[[JI:.*]] = arith.index_cast %[[JS]] : i64 to index
  // CHECK: %[[E:.*]] = tensor.extract %[[T]][%[[JI]]] : tensor<4xf32>
  %e = tensor.extract %t[%j] : tensor<4xf32>
  // CHECK: %[[ET:.*]] = tensor.from_elements %[[E]] : tensor<f32>
  // CHECK: %[[R:.*]] = hlo.multiply %[[ET]], %[[ET]] : tensor<f32>
  %r = arith.mulf %e, %e : f32
  // CHECK: return %[[R]]
  return %r : f32
}

// -----

// Arith ops in the payload of another op (a linalg.generic here) belong to
// that op's conversion and stay, whether or not allow-partial is set.
// CHECK-LABEL: func.func @payload
func.func @payload(%t: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: linalg.generic
  // CHECK: arith.addf %{{.*}}, %{{.*}} : f32
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %in : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  // CHECK: hlo.multiply
  %q = arith.mulf %r, %r : tensor<4xf32>
  return %q : tensor<4xf32>
}
