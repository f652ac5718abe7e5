// allow-partial leaves the ops that cannot be converted and converts the
// others; index-bitwidth must be 32 or 64.
// RUN: xhlo-opt --convert-linalg-to-hlo="allow-partial" %s | FileCheck %s
// RUN: not xhlo-opt --convert-linalg-to-hlo="index-bitwidth=16" %s 2>&1 | FileCheck %s --check-prefix=WIDTH

// WIDTH: error: index-bitwidth must be 32 or 64, got 16

// The generic stays, bridged to the converted index argument.
// CHECK-LABEL: func.func @partial
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<8x5xf32>, %[[I:.*]]: tensor<4xi64>, %[[T:.*]]: tensor<?xf32>)
// CHECK: %[[INDEX:.*]] = arith.index_cast %[[I]] : tensor<4xi64> to tensor<4xindex>
// CHECK: %[[DOT:.*]] = hlo.dot %[[A]], %[[B]]
// CHECK: %[[GENERIC:.*]] = linalg.generic {{.*}} ins(%[[INDEX]] : tensor<4xindex>)
// CHECK: tensor.extract %[[T]]
// CHECK: return %[[DOT]], %[[GENERIC]] : tensor<4x5xf32>, tensor<4xf32>
func.func @partial(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %i: tensor<4xindex>, %t: tensor<?xf32>) -> (tensor<4x5xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4x5xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %e4 = tensor.empty() : tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%i : tensor<4xindex>) outs(%e4 : tensor<4xf32>) {
  ^bb0(%x: index, %o: f32):
    %v = tensor.extract %t[%x] : tensor<?xf32>
    linalg.yield %v : f32
  } -> tensor<4xf32>
  return %0, %1 : tensor<4x5xf32>, tensor<4xf32>
}
