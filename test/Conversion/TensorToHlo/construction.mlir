// tensor.empty, tensor.splat and tensor.from_elements to hlo, and the
// scalar bridges earlier conversions leave, removed.
// RUN: xhlo-opt --convert-tensor-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=tensor.

// The contents of tensor.empty are undefined: zeros, of any element type.
// CHECK-LABEL: func.func @empty
func.func @empty() -> (tensor<2x3xf32>, tensor<4xindex>, tensor<2xcomplex<f64>>, tensor<3xi1>) {
  // CHECK-DAG: %[[F:.*]] = hlo.constant dense<0.000000e+00> : tensor<2x3xf32>
  // CHECK-DAG: %[[I:.*]] = hlo.constant dense<0> : tensor<4xi64>
  // CHECK-DAG: %[[C:.*]] = hlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<2xcomplex<f64>>
  // CHECK-DAG: %[[P:.*]] = hlo.constant dense<false> : tensor<3xi1>
  %0 = tensor.empty() : tensor<2x3xf32>
  %1 = tensor.empty() : tensor<4xindex>
  %2 = tensor.empty() : tensor<2xcomplex<f64>>
  %3 = tensor.empty() : tensor<3xi1>
  // CHECK: return %[[F]], %[[I]], %[[C]], %[[P]]
  return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<4xindex>, tensor<2xcomplex<f64>>, tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @splat
// CHECK-SAME: (%[[S:.*]]: tensor<f32>, %[[I:.*]]: tensor<i64>)
func.func @splat(%s: f32, %i: index) -> (tensor<2x3xf32>, tensor<4xindex>) {
  // CHECK: %[[A:.*]] = hlo.broadcast %[[S]], dimensions = [] : (tensor<f32>) -> tensor<2x3xf32>
  // CHECK: %[[B:.*]] = hlo.broadcast %[[I]], dimensions = [] : (tensor<i64>) -> tensor<4xi64>
  %0 = tensor.splat %s : tensor<2x3xf32>
  %1 = tensor.splat %i : tensor<4xindex>
  // CHECK: return %[[A]], %[[B]]
  return %0, %1 : tensor<2x3xf32>, tensor<4xindex>
}

// -----

// Each element reshaped to one element, joined, reshaped to the result.
// CHECK-LABEL: func.func @from_elements
// CHECK-SAME: (%[[A:.*]]: tensor<i32>, %[[B:.*]]: tensor<i32>)
func.func @from_elements(%a: i32, %b: i32) -> (tensor<2x2xi32>, tensor<i32>, tensor<1x1xi32>) {
  // CHECK: %[[RA:.*]] = hlo.reshape %[[A]] : (tensor<i32>) -> tensor<1xi32>
  // CHECK: %[[RB:.*]] = hlo.reshape %[[B]] : (tensor<i32>) -> tensor<1xi32>
  // CHECK: %[[RB2:.*]] = hlo.reshape %[[B]] : (tensor<i32>) -> tensor<1xi32>
  // CHECK: %[[RA2:.*]] = hlo.reshape %[[A]] : (tensor<i32>) -> tensor<1xi32>
  // CHECK: %[[J:.*]] = hlo.concatenate %[[RA]], %[[RB]], %[[RB2]], %[[RA2]], dimension = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  // CHECK: %[[M:.*]] = hlo.reshape %[[J]] : (tensor<4xi32>) -> tensor<2x2xi32>
  %0 = tensor.from_elements %a, %b, %b, %a : tensor<2x2xi32>
  %1 = tensor.from_elements %a : tensor<i32>
  // CHECK: %[[R1:.*]] = hlo.reshape %[[B]] : (tensor<i32>) -> tensor<1xi32>
  // CHECK: %[[R11:.*]] = hlo.reshape %[[R1]] : (tensor<1xi32>) -> tensor<1x1xi32>
  %2 = tensor.from_elements %b : tensor<1x1xi32>
  // CHECK: return %[[M]], %[[A]], %[[R11]]
  return %0, %1, %2 : tensor<2x2xi32>, tensor<i32>, tensor<1x1xi32>
}

// -----

// The bridges another conversion left between hlo values (through index
// round trips too) are removed before anything folds them.
// CHECK-LABEL: func.func @bridges
// CHECK-SAME: (%[[X:.*]]: tensor<i64>)
func.func @bridges(%x: tensor<i64>) -> (tensor<i64>, tensor<i64>) {
  // CHECK: %[[C:.*]] = hlo.constant dense<3> : tensor<i64>
  %c = hlo.constant dense<3> : tensor<i64>
  %0 = tensor.extract %c[] : tensor<i64>
  %1 = tensor.from_elements %0 : tensor<i64>
  %2 = tensor.extract %x[] : tensor<i64>
  %3 = arith.index_cast %2 : i64 to index
  %4 = arith.index_cast %3 : index to i64
  %5 = tensor.from_elements %4 : tensor<i64>
  // CHECK: return %[[C]], %[[X]]
  return %1, %5 : tensor<i64>, tensor<i64>
}
