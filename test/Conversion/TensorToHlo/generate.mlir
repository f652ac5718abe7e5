// tensor.generate: one iota per used index, its elementwise body cloned on
// whole tensors (for convert-arith-to-hlo and convert-math-to-hlo to take
// over), scalars from outside broadcast, constants splat.
// RUN: xhlo-opt --convert-tensor-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=tensor.

// CHECK-LABEL: func.func @generate
// CHECK-SAME: (%[[S:.*]]: tensor<f32>)
func.func @generate(%s: f32) -> tensor<3x4xf32> {
  // CHECK: %[[I:.*]] = hlo.iota iota_dimension = 0 : tensor<3x4xi64>
  // CHECK: %[[II:.*]] = arith.index_cast %[[I]] : tensor<3x4xi64> to tensor<3x4xindex>
  // CHECK: %[[J:.*]] = hlo.iota iota_dimension = 1 : tensor<3x4xi64>
  // CHECK: %[[JJ:.*]] = arith.index_cast %[[J]] : tensor<3x4xi64> to tensor<3x4xindex>
  // CHECK: %[[SS:.*]] = hlo.broadcast %[[S]], dimensions = [] : (tensor<f32>) -> tensor<3x4xf32>
  // CHECK: %[[TEN:.*]] = arith.constant dense<10> : tensor<3x4xindex>
  // CHECK: %[[K:.*]] = arith.muli %[[II]], %[[TEN]] : tensor<3x4xindex>
  // CHECK: %[[L:.*]] = arith.addi %[[K]], %[[JJ]] : tensor<3x4xindex>
  // CHECK: %[[N:.*]] = arith.index_cast %[[L]] : tensor<3x4xindex> to tensor<3x4xi32>
  // CHECK: %[[F:.*]] = arith.sitofp %[[N]] : tensor<3x4xi32> to tensor<3x4xf32>
  // CHECK: %[[R:.*]] = math.sqrt %[[F]] : tensor<3x4xf32>
  // CHECK: %[[H:.*]] = arith.mulf %[[R]], %[[SS]] : tensor<3x4xf32>
  // CHECK: return %[[H]]
  %0 = tensor.generate {
  ^bb0(%i: index, %j: index):
    %c10 = arith.constant 10 : index
    %k = arith.muli %i, %c10 : index
    %l = arith.addi %k, %j : index
    %n = arith.index_cast %l : index to i32
    %f = arith.sitofp %n : i32 to f32
    %r = math.sqrt %f : f32
    %h = arith.mulf %r, %s : f32
    tensor.yield %h : f32
  } : tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// Unused indices make no iota; a body yielding an index is the iota.
// CHECK-LABEL: func.func @generate_index
func.func @generate_index() -> tensor<2x5xindex> {
  // CHECK-NOT: iota_dimension = 0
  // CHECK: %[[J:.*]] = hlo.iota iota_dimension = 1 : tensor<2x5xi64>
  // CHECK: %[[JJ:.*]] = arith.index_cast %[[J]] : tensor<2x5xi64> to tensor<2x5xindex>
  // CHECK: %[[R:.*]] = arith.index_cast %[[JJ]] : tensor<2x5xindex> to tensor<2x5xi64>
  // CHECK: return %[[R]]
  %0 = tensor.generate {
  ^bb0(%i: index, %j: index):
    tensor.yield %j : index
  } : tensor<2x5xindex>
  return %0 : tensor<2x5xindex>
}

// -----

// A body yielding a value from outside is a broadcast.
// CHECK-LABEL: func.func @generate_outside
// CHECK-SAME: (%[[S:.*]]: tensor<i8>)
func.func @generate_outside(%s: i8) -> tensor<7xi8> {
  // CHECK: %[[B:.*]] = hlo.broadcast %[[S]], dimensions = [] : (tensor<i8>) -> tensor<7xi8>
  // CHECK: return %[[B]]
  %0 = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %s : i8
  } : tensor<7xi8>
  return %0 : tensor<7xi8>
}
