// The pipeline's options: allow-partial leaves what cannot be converted in
// place, bridged, without errors (and without hlo-verify-converted);
// index-bitwidth=32 makes index i32 in every conversion.
// RUN: xhlo-opt --xhlo-linalg-to-hlo="allow-partial" --split-input-file %s | FileCheck %s
// RUN: xhlo-opt --xhlo-linalg-to-hlo="allow-partial index-bitwidth=32" --split-input-file %s | FileCheck %s --check-prefix=I32
// RUN: not xhlo-opt --xhlo-linalg-to-hlo="index-bitwidth=16" %s 2>&1 | FileCheck %s --check-prefix=WIDTH

// WIDTH: error: index-bitwidth must be 32 or 64, got 16

// CHECK-LABEL: func.func @partial
// CHECK-SAME: (%[[T:.*]]: tensor<?xf32>, %[[I:.*]]: tensor<i64>, %[[X:.*]]: tensor<f32>) -> tensor<f32>
// I32-LABEL: func.func @partial
// I32-SAME: (%{{.*}}: tensor<?xf32>, %{{.*}}: tensor<i32>, %{{.*}}: tensor<f32>) -> tensor<f32>
func.func @partial(%t: tensor<?xf32>, %i: index, %x: f32) -> f32 {
  // CHECK: %[[IE:.*]] = tensor.extract %[[I]][] : tensor<i64>
  // CHECK: %[[II:.*]] = arith.index_cast %[[IE]] : i64 to index
  // CHECK: %[[E:.*]] = tensor.extract %[[T]][%[[II]]] : tensor<?xf32>
  // CHECK: %[[ET:.*]] = tensor.from_elements %[[E]] : tensor<f32>
  // CHECK: %[[S:.*]] = hlo.add %[[ET]], %[[X]] : tensor<f32>
  // CHECK: return %[[S]]
  %e = tensor.extract %t[%i] : tensor<?xf32>
  %s = arith.addf %e, %x : f32
  return %s : f32
}

// -----

// CHECK-LABEL: func.func @index_loop
// I32-LABEL: func.func @index_loop
// I32-SAME: (%[[N:.*]]: tensor<i32>) -> tensor<i32>
func.func @index_loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // I32-DAG: %[[ZERO:.*]] = hlo.constant dense<0> : tensor<i32>
  // I32-DAG: %[[ONE:.*]] = hlo.constant dense<1> : tensor<i32>
  // I32: hlo.while(%[[ZERO]], %[[ZERO]], %[[N]], %[[ONE]]) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
  // I32: hlo.add %{{.*}}, %{{.*}} : tensor<i32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> index {
    %b = arith.addi %a, %i : index
    scf.yield %b : index
  }
  return %r : index
}
