// arith.constant to hlo.constant: scalars become 0-d arrays, splat and dense
// tensors keep their elements, index elements take the index width.
// RUN: xhlo-opt --convert-arith-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=arith.
// RUN: xhlo-opt --convert-arith-to-hlo="index-bitwidth=32" --split-input-file %s | FileCheck %s --check-prefix=I32 --implicit-check-not=arith.

// CHECK-LABEL: func.func @scalars
// CHECK-SAME: () -> (tensor<i32>, tensor<f32>, tensor<i1>, tensor<bf16>)
func.func @scalars() -> (i32, f32, i1, bf16) {
  // CHECK-DAG: %[[I:.*]] = hlo.constant dense<-7> : tensor<i32>
  %0 = arith.constant -7 : i32
  // CHECK-DAG: %[[F:.*]] = hlo.constant dense<2.500000e-01> : tensor<f32>
  %1 = arith.constant 0.25 : f32
  // CHECK-DAG: %[[B:.*]] = hlo.constant dense<true> : tensor<i1>
  %2 = arith.constant true
  // CHECK-DAG: %[[H:.*]] = hlo.constant dense<1.500000e+00> : tensor<bf16>
  %3 = arith.constant 1.5 : bf16
  // CHECK: return %[[I]], %[[F]], %[[B]], %[[H]]
  return %0, %1, %2, %3 : i32, f32, i1, bf16
}

// -----

// CHECK-LABEL: func.func @tensors
func.func @tensors() -> (tensor<2x3xf32>, tensor<4xi8>) {
  // CHECK-DAG: %[[SPLAT:.*]] = hlo.constant dense<1.000000e+00> : tensor<2x3xf32>
  %0 = arith.constant dense<1.0> : tensor<2x3xf32>
  // CHECK-DAG: %[[DENSE:.*]] = hlo.constant dense<[1, -2, 3, 127]> : tensor<4xi8>
  %1 = arith.constant dense<[1, -2, 3, 127]> : tensor<4xi8>
  // CHECK: return %[[SPLAT]], %[[DENSE]]
  return %0, %1 : tensor<2x3xf32>, tensor<4xi8>
}

// -----

// index constants: i64, or i32 with index-bitwidth=32 (wrapping).
// CHECK-LABEL: func.func @index_constants
// CHECK-SAME: () -> (tensor<i64>, tensor<3xi64>, tensor<i64>)
// I32-LABEL: func.func @index_constants
// I32-SAME: () -> (tensor<i32>, tensor<3xi32>, tensor<i32>)
func.func @index_constants() -> (index, tensor<3xindex>, index) {
  // CHECK-DAG: %[[S:.*]] = hlo.constant dense<42> : tensor<i64>
  // I32-DAG: %[[S:.*]] = hlo.constant dense<42> : tensor<i32>
  %0 = arith.constant 42 : index
  // CHECK-DAG: %[[T:.*]] = hlo.constant dense<[0, -1, 5]> : tensor<3xi64>
  // I32-DAG: %[[T:.*]] = hlo.constant dense<[0, -1, 5]> : tensor<3xi32>
  %1 = arith.constant dense<[0, -1, 5]> : tensor<3xindex>
  // CHECK-DAG: %[[BIG:.*]] = hlo.constant dense<4294967297> : tensor<i64>
  // I32-DAG: %[[BIG:.*]] = hlo.constant dense<1> : tensor<i32>
  %2 = arith.constant 4294967297 : index
  // CHECK: return %[[S]], %[[T]], %[[BIG]]
  // I32: return %[[S]], %[[T]], %[[BIG]]
  return %0, %1, %2 : index, tensor<3xindex>, index
}
