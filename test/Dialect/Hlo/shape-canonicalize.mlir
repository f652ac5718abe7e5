// Canonicalization of the shape ops: no-op instances fold to their operand,
// chains of transposes, reshapes and broadcasts collapse, and concatenate
// drops empty operands.
// RUN: xhlo-opt --pass-pipeline='builtin.module(func.func(canonicalize{test-convergence}))' --split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @broadcast_identity
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
func.func @broadcast_identity(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK-NOT: hlo.broadcast
  // CHECK: return %[[X]]
  %0 = hlo.broadcast %x, dimensions = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// A broadcast that permutes dimensions is not a no-op.
// CHECK-LABEL: func.func @broadcast_permuting
// CHECK-SAME: (%[[X:.*]]: tensor<3x3xf32>)
func.func @broadcast_permuting(%x: tensor<3x3xf32>) -> tensor<3x3xf32> {
  // CHECK: %[[R:.*]] = hlo.broadcast %[[X]], dimensions = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
  // CHECK: return %[[R]]
  %0 = hlo.broadcast %x, dimensions = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_of_broadcast
// CHECK-SAME: (%[[X:.*]]: tensor<3xf32>)
func.func @broadcast_of_broadcast(%x: tensor<3xf32>) -> tensor<4x2x3xf32> {
  // x dim 0 -> inner dim 1 -> outer dim 2.
  // CHECK: %[[R:.*]] = hlo.broadcast %[[X]], dimensions = [2] : (tensor<3xf32>) -> tensor<4x2x3xf32>
  // CHECK-NOT: hlo.broadcast
  // CHECK: return %[[R]]
  %0 = hlo.broadcast %x, dimensions = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = hlo.broadcast %0, dimensions = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  return %1 : tensor<4x2x3xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_of_permuting_broadcast
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
func.func @broadcast_of_permuting_broadcast(%x: tensor<2x3xf32>) -> tensor<5x3x4x2xf32> {
  // x dims (0, 1) -> inner dims (2, 0) -> outer dims (3, 1).
  // CHECK: %[[R:.*]] = hlo.broadcast %[[X]], dimensions = [3, 1] : (tensor<2x3xf32>) -> tensor<5x3x4x2xf32>
  // CHECK: return %[[R]]
  %0 = hlo.broadcast %x, dimensions = [2, 0] : (tensor<2x3xf32>) -> tensor<3x4x2xf32>
  %1 = hlo.broadcast %0, dimensions = [1, 2, 3] : (tensor<3x4x2xf32>) -> tensor<5x3x4x2xf32>
  return %1 : tensor<5x3x4x2xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_identity
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
func.func @reshape_identity(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK-NOT: hlo.reshape
  // CHECK: return %[[X]]
  %0 = hlo.reshape %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_of_reshape
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
func.func @reshape_of_reshape(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // CHECK: %[[R:.*]] = hlo.reshape %[[X]] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  // CHECK-NOT: hlo.reshape
  // CHECK: return %[[R]]
  %0 = hlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xf32>
  %1 = hlo.reshape %0 : (tensor<6xf32>) -> tensor<3x2xf32>
  return %1 : tensor<3x2xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_of_reshape_back
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
func.func @reshape_of_reshape_back(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK-NOT: hlo.reshape
  // CHECK: return %[[X]]
  %0 = hlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xf32>
  %1 = hlo.reshape %0 : (tensor<6xf32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @transpose_identity
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
func.func @transpose_identity(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK-NOT: hlo.transpose
  // CHECK: return %[[X]]
  %0 = hlo.transpose %x, dimensions = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @transpose_of_transpose
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>)
func.func @transpose_of_transpose(%x: tensor<2x3x4xf32>) -> tensor<3x4x2xf32> {
  // Inner: [2, 0, 1] gives 4x2x3; outer [2, 0, 1] of that gives x's dims
  // [1, 2, 0].
  // CHECK: %[[R:.*]] = hlo.transpose %[[X]], dimensions = [1, 2, 0] : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
  // CHECK-NOT: hlo.transpose
  // CHECK: return %[[R]]
  %0 = hlo.transpose %x, dimensions = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  %1 = hlo.transpose %0, dimensions = [2, 0, 1] : (tensor<4x2x3xf32>) -> tensor<3x4x2xf32>
  return %1 : tensor<3x4x2xf32>
}

// -----

// CHECK-LABEL: func.func @transpose_of_transpose_identity
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>)
func.func @transpose_of_transpose_identity(%x: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  // [1, 2, 0] undoes [2, 0, 1].
  // CHECK-NOT: hlo.transpose
  // CHECK: return %[[X]]
  %0 = hlo.transpose %x, dimensions = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  %1 = hlo.transpose %0, dimensions = [1, 2, 0] : (tensor<4x2x3xf32>) -> tensor<2x3x4xf32>
  return %1 : tensor<2x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @slice_full
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
func.func @slice_full(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK-NOT: hlo.slice
  // CHECK: return %[[X]]
  %0 = hlo.slice %x, slice = [0:2, 0:3] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// A stride on a dimension of size 1 still keeps every element.
// CHECK-LABEL: func.func @slice_full_strided
// CHECK-SAME: (%[[X:.*]]: tensor<1x3xf32>)
func.func @slice_full_strided(%x: tensor<1x3xf32>) -> tensor<1x3xf32> {
  // CHECK-NOT: hlo.slice
  // CHECK: return %[[X]]
  %0 = hlo.slice %x, slice = [0:1:4, 0:3] : (tensor<1x3xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// -----

// CHECK-LABEL: func.func @slice_partial
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
func.func @slice_partial(%x: tensor<2x3xf32>) -> tensor<2x2xf32> {
  // CHECK: %[[R:.*]] = hlo.slice %[[X]], slice = [0:2, 1:3] : (tensor<2x3xf32>) -> tensor<2x2xf32>
  // CHECK: return %[[R]]
  %0 = hlo.slice %x, slice = [0:2, 1:3] : (tensor<2x3xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @pad_zero
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[V:.*]]: tensor<f32>)
func.func @pad_zero(%x: tensor<2x3xf32>, %v: tensor<f32>) -> tensor<2x3xf32> {
  // CHECK-NOT: hlo.pad
  // CHECK: return %[[X]]
  %0 = hlo.pad %x, %v, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Negative and positive edge padding that cancel out still move elements.
// CHECK-LABEL: func.func @pad_shift
func.func @pad_shift(%x: tensor<4xf32>, %v: tensor<f32>) -> tensor<4xf32> {
  // CHECK: hlo.pad
  %0 = hlo.pad %x, %v, low = [1], high = [-1] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @reverse_noop
// CHECK-SAME: (%[[X:.*]]: tensor<1x3xf32>)
func.func @reverse_noop(%x: tensor<1x3xf32>) -> (tensor<1x3xf32>, tensor<1x3xf32>) {
  // CHECK-NOT: hlo.reverse
  // CHECK: return %[[X]], %[[X]]
  %0 = hlo.reverse %x, dimensions = [] : tensor<1x3xf32>
  %1 = hlo.reverse %x, dimensions = [0] : tensor<1x3xf32>
  return %0, %1 : tensor<1x3xf32>, tensor<1x3xf32>
}

// -----

// CHECK-LABEL: func.func @concatenate_one
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
func.func @concatenate_one(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK-NOT: hlo.concatenate
  // CHECK: return %[[X]]
  %0 = hlo.concatenate %x, dimension = 1 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @concatenate_drop_empty
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[E:.*]]: tensor<2x0xf32>, %[[B:.*]]: tensor<2x1xf32>)
func.func @concatenate_drop_empty(%a: tensor<2x3xf32>, %e: tensor<2x0xf32>, %b: tensor<2x1xf32>) -> tensor<2x4xf32> {
  // CHECK: %[[R:.*]] = hlo.concatenate %[[A]], %[[B]], dimension = 1 : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
  // CHECK: return %[[R]]
  %0 = hlo.concatenate %e, %a, %e, %b, %e, dimension = 1 : (tensor<2x0xf32>, tensor<2x3xf32>, tensor<2x0xf32>, tensor<2x1xf32>, tensor<2x0xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @concatenate_drop_empty_to_one
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[E:.*]]: tensor<2x0xf32>)
func.func @concatenate_drop_empty_to_one(%a: tensor<2x3xf32>, %e: tensor<2x0xf32>) -> tensor<2x3xf32> {
  // CHECK-NOT: hlo.concatenate
  // CHECK: return %[[A]]
  %0 = hlo.concatenate %e, %a, dimension = 1 : (tensor<2x0xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @concatenate_all_empty
// CHECK-SAME: (%[[E:.*]]: tensor<2x0xf32>)
func.func @concatenate_all_empty(%e: tensor<2x0xf32>) -> tensor<2x0xf32> {
  // CHECK-NOT: hlo.concatenate
  // CHECK: return %[[E]]
  %0 = hlo.concatenate %e, %e, dimension = 1 : (tensor<2x0xf32>, tensor<2x0xf32>) -> tensor<2x0xf32>
  return %0 : tensor<2x0xf32>
}

// -----

// Operands empty in another dimension are all empty; none is dropped.
// CHECK-LABEL: func.func @concatenate_empty_elsewhere
func.func @concatenate_empty_elsewhere(%a: tensor<0x3xf32>, %b: tensor<0x2xf32>) -> tensor<0x5xf32> {
  // CHECK: hlo.concatenate
  %0 = hlo.concatenate %a, %b, dimension = 1 : (tensor<0x3xf32>, tensor<0x2xf32>) -> tensor<0x5xf32>
  return %0 : tensor<0x5xf32>
}

// -----

// copy is kept: it is XLA's way to ask for a new buffer or layout.
// CHECK-LABEL: func.func @copy_kept
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
func.func @copy_kept(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK: %[[R:.*]] = hlo.copy %[[X]] : tensor<2x3xf32>
  // CHECK: return %[[R]]
  %0 = hlo.copy %x : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
