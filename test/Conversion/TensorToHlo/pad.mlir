// tensor.pad with a constant or outside padding value to hlo.pad.
// RUN: xhlo-opt --convert-tensor-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=tensor.

// A constant made in the body becomes an hlo constant.
// CHECK-LABEL: func.func @pad_constant
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
func.func @pad_constant(%x: tensor<2x3xf32>) -> tensor<5x4xf32> {
  // CHECK: %[[V:.*]] = hlo.constant dense<5.000000e-01> : tensor<f32>
  // CHECK: %[[P:.*]] = hlo.pad %[[X]], %[[V]], low = [1, 0], high = [2, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<5x4xf32>
  // CHECK: return %[[P]]
  %0 = tensor.pad %x low[1, 0] high[2, 1] {
  ^bb0(%i: index, %j: index):
    %c = arith.constant 0.5 : f32
    tensor.yield %c : f32
  } : tensor<2x3xf32> to tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

// -----

// A value from outside is used as it is.
// CHECK-LABEL: func.func @pad_outside_value
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xi32>, %[[V:.*]]: tensor<i32>)
func.func @pad_outside_value(%x: tensor<2x3xi32>, %v: i32) -> tensor<2x6xi32> {
  // CHECK: %[[P:.*]] = hlo.pad %[[X]], %[[V]], low = [0, 3], high = [0, 0] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x6xi32>
  // CHECK: return %[[P]]
  %0 = tensor.pad %x low[0, 3] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i32
  } : tensor<2x3xi32> to tensor<2x6xi32>
  return %0 : tensor<2x6xi32>
}

// -----

// index elements pad with an index constant of the index width.
// CHECK-LABEL: func.func @pad_index
// CHECK-SAME: (%[[X:.*]]: tensor<3xi64>)
func.func @pad_index(%x: tensor<3xindex>) -> tensor<4xindex> {
  // CHECK: %[[V:.*]] = hlo.constant dense<-1> : tensor<i64>
  // CHECK: %[[P:.*]] = hlo.pad %[[X]], %[[V]], low = [1], high = [0] : (tensor<3xi64>, tensor<i64>) -> tensor<4xi64>
  // CHECK: return %[[P]]
  %0 = tensor.pad %x low[1] high[0] {
  ^bb0(%i: index):
    %c = arith.constant -1 : index
    tensor.yield %c : index
  } : tensor<3xindex> to tensor<4xindex>
  return %0 : tensor<4xindex>
}
