// Pure hlo ops are merged by upstream cse and erased by DCE when unused.
// RUN: xhlo-opt --cse --split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @merge_identical
// CHECK-COUNT-1: hlo.exponential
// CHECK-NOT: hlo.exponential
// CHECK: %[[S:.*]] = hlo.add %[[E:.*]], %[[E]]
// CHECK: return %[[S]]
func.func @merge_identical(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = hlo.exponential %x : tensor<4xf32>
  %b = hlo.exponential %x : tensor<4xf32>
  %s = hlo.add %a, %b : tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// Commutative ops with swapped operands are not merged by cse itself (that is
// canonicalize's job, which orders operands), but different attributes keep
// ops apart.
// CHECK-LABEL: func.func @attributes_matter
// CHECK: hlo.compare LT
// CHECK: hlo.compare LT, {{.*}}, TOTALORDER
func.func @attributes_matter(%x: tensor<4xf32>) -> (tensor<4xi1>, tensor<4xi1>) {
  %a = hlo.compare LT, %x, %x : tensor<4xf32>
  %b = hlo.compare LT, %x, %x, TOTALORDER : tensor<4xf32>
  return %a, %b : tensor<4xi1>, tensor<4xi1>
}
