// linalg-decompose-aggregates: linalg.softmax becomes the structured ops
// upstream's decomposition gives (max, exp of the difference, sum, divide).
// RUN: xhlo-opt --linalg-decompose-aggregates %s | FileCheck %s --implicit-check-not=linalg.softmax

// CHECK-LABEL: func.func @softmax
// CHECK-SAME: (%[[X:.*]]: tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK: linalg.fill
// CHECK: linalg.generic
// CHECK: arith.maxnumf
// CHECK: linalg.generic
// CHECK: math.exp
// CHECK: linalg.generic
// CHECK: arith.addf
// CHECK: linalg.generic
// CHECK: arith.divf
func.func @softmax(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %e = tensor.empty() : tensor<2x4xf32>
  %r = linalg.softmax dimension(1) ins(%x : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}
