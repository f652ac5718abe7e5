// convert-hlo-to-linalg: a compiled program runs as one replica of one
// partition, so replica_id and partition_id are the constant 0 (what the
// interpreter returns on one device) when the module runs on one device
// (hlo.replica_count and hlo.num_partitions absent or 1; invalid.mlir
// refuses them otherwise).
// RUN: xhlo-opt --convert-hlo-to-linalg --split-input-file %s | FileCheck %s --implicit-check-not="= hlo."

// CHECK-LABEL: func.func @ids() -> (tensor<i32>, tensor<i32>)
// CHECK: %[[Z:.*]] = arith.constant dense<0> : tensor<i32>
// CHECK: return %[[Z]], %[[Z]]
func.func @ids() -> (tensor<ui32>, tensor<ui32>) {
  %r = hlo.replica_id : tensor<ui32>
  %p = hlo.partition_id : tensor<ui32>
  return %r, %p : tensor<ui32>, tensor<ui32>
}

// -----

// CHECK-LABEL: func.func @one_of_each
// CHECK: arith.constant dense<0> : tensor<i32>
module attributes {hlo.replica_count = 1 : i64, hlo.num_partitions = 1 : i64} {
  func.func @one_of_each() -> tensor<ui32> {
    %r = hlo.replica_id : tensor<ui32>
    return %r : tensor<ui32>
  }
}
