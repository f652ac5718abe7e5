// tensor.extract_slice, tensor.insert_slice, tensor.extract and tensor.insert
// at static and run-time offsets.
// RUN: xhlo-opt --convert-tensor-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=tensor.

// CHECK-LABEL: func.func @extract_slice_static
// CHECK-SAME: (%[[X:.*]]: tensor<8x6xf32>)
func.func @extract_slice_static(%x: tensor<8x6xf32>) -> tensor<2x3xf32> {
  // CHECK: %[[S:.*]] = hlo.slice %[[X]], slice = [1:3, 2:5] : (tensor<8x6xf32>) -> tensor<2x3xf32>
  // CHECK: return %[[S]]
  %0 = tensor.extract_slice %x[1, 2] [2, 3] [1, 1] : tensor<8x6xf32> to tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Static strides stay on hlo.slice; the limit is the last element read + 1.
// CHECK-LABEL: func.func @extract_slice_strided
// CHECK-SAME: (%[[X:.*]]: tensor<8x6xf32>)
func.func @extract_slice_strided(%x: tensor<8x6xf32>) -> tensor<3x2xf32> {
  // CHECK: %[[S:.*]] = hlo.slice %[[X]], slice = [1:8:3, 0:5:4] : (tensor<8x6xf32>) -> tensor<3x2xf32>
  // CHECK: return %[[S]]
  %0 = tensor.extract_slice %x[1, 0] [3, 2] [3, 4] : tensor<8x6xf32> to tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// A rank-reducing slice reshapes the slice to the reduced type.
// CHECK-LABEL: func.func @extract_slice_rank_reducing
// CHECK-SAME: (%[[X:.*]]: tensor<8x6xf32>)
func.func @extract_slice_rank_reducing(%x: tensor<8x6xf32>) -> tensor<6xf32> {
  // CHECK: %[[S:.*]] = hlo.slice %[[X]], slice = [4:5, 0:6] : (tensor<8x6xf32>) -> tensor<1x6xf32>
  // CHECK: %[[R:.*]] = hlo.reshape %[[S]] : (tensor<1x6xf32>) -> tensor<6xf32>
  // CHECK: return %[[R]]
  %0 = tensor.extract_slice %x[4, 0] [1, 6] [1, 1] : tensor<8x6xf32> to tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

// Run-time offsets: dynamic_slice (constant start indices for the static
// offsets), which clamps the start into the operand.
// CHECK-LABEL: func.func @extract_slice_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<8x6xf32>, %[[I:.*]]: tensor<i64>)
func.func @extract_slice_dynamic(%x: tensor<8x6xf32>, %i: index) -> tensor<2x3xf32> {
  // CHECK: %[[ZERO:.*]] = hlo.constant dense<0> : tensor<i64>
  // CHECK: %[[S:.*]] = hlo.dynamic_slice %[[X]][%[[I]], %[[ZERO]]] dynamic_slice_sizes = [2, 3] : tensor<8x6xf32>, tensor<i64>
  // CHECK: return %[[S]]
  %0 = tensor.extract_slice %x[%i, 0] [2, 3] [1, 1] : tensor<8x6xf32> to tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Run-time offsets and strides: the window the slice spans, then a strided
// slice of it.
// CHECK-LABEL: func.func @extract_slice_dynamic_strided
// CHECK-SAME: (%[[X:.*]]: tensor<8x6xf32>, %[[I:.*]]: tensor<i64>, %[[J:.*]]: tensor<i64>)
func.func @extract_slice_dynamic_strided(%x: tensor<8x6xf32>, %i: index, %j: index) -> tensor<2x2xf32> {
  // CHECK: %[[W:.*]] = hlo.dynamic_slice %[[X]][%[[I]], %[[J]]] dynamic_slice_sizes = [4, 3] : tensor<8x6xf32>, tensor<i64>
  // CHECK: %[[S:.*]] = hlo.slice %[[W]], slice = [0:4:3, 0:3:2] : (tensor<4x3xf32>) -> tensor<2x2xf32>
  // CHECK: return %[[S]]
  %0 = tensor.extract_slice %x[%i, %j] [2, 2] [3, 2] : tensor<8x6xf32> to tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @insert_slice_static
// CHECK-SAME: (%[[X:.*]]: tensor<8x6xf32>, %[[U:.*]]: tensor<2x3xf32>)
func.func @insert_slice_static(%x: tensor<8x6xf32>, %u: tensor<2x3xf32>) -> tensor<8x6xf32> {
  // CHECK-DAG: %[[ONE:.*]] = hlo.constant dense<1> : tensor<i64>
  // CHECK-DAG: %[[TWO:.*]] = hlo.constant dense<2> : tensor<i64>
  // CHECK: %[[R:.*]] = hlo.dynamic_update_slice %[[X]][%[[ONE]], %[[TWO]]], %[[U]] : tensor<8x6xf32>, tensor<2x3xf32>, tensor<i64>
  // CHECK: return %[[R]]
  %0 = tensor.insert_slice %u into %x[1, 2] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x6xf32>
  return %0 : tensor<8x6xf32>
}

// -----

// A rank-reduced source is reshaped to the sizes first.
// CHECK-LABEL: func.func @insert_slice_dynamic_rank_reduced
// CHECK-SAME: (%[[X:.*]]: tensor<8x6xf32>, %[[U:.*]]: tensor<3xf32>, %[[I:.*]]: tensor<i64>)
func.func @insert_slice_dynamic_rank_reduced(%x: tensor<8x6xf32>, %u: tensor<3xf32>, %i: index) -> tensor<8x6xf32> {
  // CHECK: %[[E:.*]] = hlo.reshape %[[U]] : (tensor<3xf32>) -> tensor<1x3xf32>
  // CHECK: %[[ZERO:.*]] = hlo.constant dense<0> : tensor<i64>
  // CHECK: %[[R:.*]] = hlo.dynamic_update_slice %[[X]][%[[I]], %[[ZERO]]], %[[E]] : tensor<8x6xf32>, tensor<1x3xf32>, tensor<i64>
  // CHECK: return %[[R]]
  %0 = tensor.insert_slice %u into %x[%i, 0] [1, 3] [1, 1] : tensor<3xf32> into tensor<8x6xf32>
  return %0 : tensor<8x6xf32>
}

// -----

// A strided insert reads the window it covers, spreads the source over it
// with interior padding, keeps the window's elements between them (select
// under a padded mask) and writes the window back.
// CHECK-LABEL: func.func @insert_slice_strided
// CHECK-SAME: (%[[X:.*]]: tensor<8x6xf32>, %[[U:.*]]: tensor<2x3xf32>, %[[I:.*]]: tensor<i64>)
func.func @insert_slice_strided(%x: tensor<8x6xf32>, %u: tensor<2x3xf32>, %i: index) -> tensor<8x6xf32> {
  // CHECK: %[[C1:.*]] = hlo.constant dense<1> : tensor<i64>
  // CHECK: %[[W:.*]] = hlo.dynamic_slice %[[X]][%[[I]], %[[C1]]] dynamic_slice_sizes = [4, 5] : tensor<8x6xf32>, tensor<i64>
  // CHECK: %[[ZERO:.*]] = hlo.constant dense<0.000000e+00> : tensor<f32>
  // CHECK: %[[P:.*]] = hlo.pad %[[U]], %[[ZERO]], low = [0, 0], high = [0, 0], interior = [2, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x5xf32>
  // CHECK: %[[FALSE:.*]] = hlo.constant dense<false> : tensor<i1>
  // CHECK: %[[TRUE:.*]] = hlo.constant dense<true> : tensor<2x3xi1>
  // CHECK: %[[M:.*]] = hlo.pad %[[TRUE]], %[[FALSE]], low = [0, 0], high = [0, 0], interior = [2, 1] : (tensor<2x3xi1>, tensor<i1>) -> tensor<4x5xi1>
  // CHECK: %[[MERGED:.*]] = hlo.select %[[M]], %[[P]], %[[W]] : tensor<4x5xi1>, tensor<4x5xf32>
  // CHECK: %[[R:.*]] = hlo.dynamic_update_slice %[[X]][%[[I]], %[[C1]]], %[[MERGED]] : tensor<8x6xf32>, tensor<4x5xf32>, tensor<i64>
  // CHECK: return %[[R]]
  %0 = tensor.insert_slice %u into %x[%i, 1] [2, 3] [3, 2] : tensor<2x3xf32> into tensor<8x6xf32>
  return %0 : tensor<8x6xf32>
}

// -----

// An empty insert writes nothing.
// CHECK-LABEL: func.func @insert_slice_empty
// CHECK-SAME: (%[[X:.*]]: tensor<8x6xf32>, %{{.*}}: tensor<0x3xf32>)
func.func @insert_slice_empty(%x: tensor<8x6xf32>, %u: tensor<0x3xf32>) -> tensor<8x6xf32> {
  // CHECK-NEXT: return %[[X]]
  %0 = tensor.insert_slice %u into %x[1, 2] [0, 3] [1, 1] : tensor<0x3xf32> into tensor<8x6xf32>
  return %0 : tensor<8x6xf32>
}

// -----

// Scalars: a 0-d array is its own element; constant indices slice, run-time
// ones take a clamped dynamic_slice.
// CHECK-LABEL: func.func @extract
// CHECK-SAME: (%[[X:.*]]: tensor<8x6xi32>, %[[Z:.*]]: tensor<i32>, %[[I:.*]]: tensor<i64>)
func.func @extract(%x: tensor<8x6xi32>, %z: tensor<i32>, %i: index) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : index
  // CHECK: %[[S:.*]] = hlo.slice %[[X]], slice = [1:2, 1:2] : (tensor<8x6xi32>) -> tensor<1x1xi32>
  // CHECK: %[[A:.*]] = hlo.reshape %[[S]] : (tensor<1x1xi32>) -> tensor<i32>
  %0 = tensor.extract %x[%c1, %c1] : tensor<8x6xi32>
  // CHECK: %[[D:.*]] = hlo.dynamic_slice %[[X]][%[[I]], %{{.*}}] dynamic_slice_sizes = [1, 1] : tensor<8x6xi32>, tensor<i64>
  // CHECK: %[[B:.*]] = hlo.reshape %[[D]] : (tensor<1x1xi32>) -> tensor<i32>
  %1 = tensor.extract %x[%i, %c1] : tensor<8x6xi32>
  %2 = tensor.extract %z[] : tensor<i32>
  // CHECK: return %[[A]], %[[B]], %[[Z]]
  return %0, %1, %2 : i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @insert
// CHECK-SAME: (%[[X:.*]]: tensor<8x6xf32>, %[[Z:.*]]: tensor<f32>, %[[S:.*]]: tensor<f32>, %[[I:.*]]: tensor<i64>)
func.func @insert(%x: tensor<8x6xf32>, %z: tensor<f32>, %s: f32, %i: index) -> (tensor<8x6xf32>, tensor<f32>) {
  // CHECK: %[[U:.*]] = hlo.reshape %[[S]] : (tensor<f32>) -> tensor<1x1xf32>
  // CHECK: %[[R:.*]] = hlo.dynamic_update_slice %[[X]][%[[I]], %[[I]]], %[[U]] : tensor<8x6xf32>, tensor<1x1xf32>, tensor<i64>
  %0 = tensor.insert %s into %x[%i, %i] : tensor<8x6xf32>
  %1 = tensor.insert %s into %z[] : tensor<f32>
  // CHECK: return %[[R]], %[[S]]
  return %0, %1 : tensor<8x6xf32>, tensor<f32>
}
