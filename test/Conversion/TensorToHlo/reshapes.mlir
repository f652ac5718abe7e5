// expand_shape, collapse_shape and reshape to hlo.reshape, cast between
// static types to nothing, concat to hlo.concatenate.
// RUN: xhlo-opt --convert-tensor-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=tensor.

// CHECK-LABEL: func.func @collapse_expand
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>)
func.func @collapse_expand(%x: tensor<2x3x4xf32>) -> tensor<4x6xf32> {
  // CHECK: %[[C:.*]] = hlo.reshape %[[X]] : (tensor<2x3x4xf32>) -> tensor<24xf32>
  // CHECK: %[[E:.*]] = hlo.reshape %[[C]] : (tensor<24xf32>) -> tensor<4x6xf32>
  // CHECK: return %[[E]]
  %0 = tensor.collapse_shape %x [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [4, 6] : tensor<24xf32> into tensor<4x6xf32>
  return %1 : tensor<4x6xf32>
}

// -----

// The shape operand only restates the static result type.
// CHECK-LABEL: func.func @reshape
// CHECK-SAME: (%[[X:.*]]: tensor<2x6xi8>, %{{.*}}: tensor<3xi64>)
func.func @reshape(%x: tensor<2x6xi8>, %shape: tensor<3xindex>) -> tensor<3x2x2xi8> {
  // CHECK: %[[R:.*]] = hlo.reshape %[[X]] : (tensor<2x6xi8>) -> tensor<3x2x2xi8>
  // CHECK: return %[[R]]
  %0 = tensor.reshape %x(%shape) : (tensor<2x6xi8>, tensor<3xindex>) -> tensor<3x2x2xi8>
  return %0 : tensor<3x2x2xi8>
}

// -----

// CHECK-LABEL: func.func @cast
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xi64>)
func.func @cast(%x: tensor<2x3xindex>) -> tensor<2x3xindex> {
  // CHECK-NEXT: return %[[X]]
  %0 = tensor.cast %x : tensor<2x3xindex> to tensor<2x3xindex>
  return %0 : tensor<2x3xindex>
}

// -----

// CHECK-LABEL: func.func @concat
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<2x1xf32>)
func.func @concat(%a: tensor<2x3xf32>, %b: tensor<2x1xf32>) -> (tensor<2x7xf32>, tensor<2x3xf32>) {
  // CHECK: %[[C:.*]] = hlo.concatenate %[[A]], %[[B]], %[[A]], dimension = 1 : (tensor<2x3xf32>, tensor<2x1xf32>, tensor<2x3xf32>) -> tensor<2x7xf32>
  %0 = tensor.concat dim(1) %a, %b, %a : (tensor<2x3xf32>, tensor<2x1xf32>, tensor<2x3xf32>) -> tensor<2x7xf32>
  %1 = tensor.concat dim(0) %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: return %[[C]], %[[A]]
  return %0, %1 : tensor<2x7xf32>, tensor<2x3xf32>
}
