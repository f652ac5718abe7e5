// The shared options: allow-partial leaves what cannot be converted,
// bridged to the converted values; index-bitwidth=32 makes index i32.
// RUN: xhlo-opt --convert-tensor-to-hlo="allow-partial" --split-input-file %s | FileCheck %s
// RUN: xhlo-opt --convert-tensor-to-hlo="allow-partial index-bitwidth=32" --split-input-file %s | FileCheck %s --check-prefix=I32
// RUN: not xhlo-opt --convert-tensor-to-hlo="index-bitwidth=8" %s 2>&1 | FileCheck %s --check-prefix=WIDTH

// WIDTH: error: index-bitwidth must be 32 or 64, got 8

// CHECK-LABEL: func.func @partial
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>, %[[Y:.*]]: tensor<8x4xf32>, %[[I:.*]]: tensor<i64>)
// I32-LABEL: func.func @partial
// I32-SAME: (%{{.*}}: tensor<?x4xf32>, %[[Y:.*]]: tensor<8x4xf32>, %[[I:.*]]: tensor<i32>)
func.func @partial(%x: tensor<?x4xf32>, %y: tensor<8x4xf32>, %i: index) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
  // CHECK: %[[II:.*]] = arith.index_cast %{{.*}} : i64 to index
  // CHECK: %[[A:.*]] = tensor.extract_slice %[[X]][%[[II]], 0] [2, 4] [1, 1]
  %0 = tensor.extract_slice %x[%i, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>
  // CHECK: %[[B:.*]] = hlo.dynamic_slice %[[Y]][%[[I]], %{{.*}}] dynamic_slice_sizes = [2, 4] : tensor<8x4xf32>, tensor<i64>
  // I32: hlo.dynamic_slice %[[Y]][%[[I]], %{{.*}}] dynamic_slice_sizes = [2, 4] : tensor<8x4xf32>, tensor<i32>
  %1 = tensor.extract_slice %y[%i, 0] [2, 4] [1, 1] : tensor<8x4xf32> to tensor<2x4xf32>
  // CHECK: return %[[A]], %[[B]]
  return %0, %1 : tensor<2x4xf32>, tensor<2x4xf32>
}
