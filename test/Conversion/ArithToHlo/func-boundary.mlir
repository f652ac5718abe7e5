// Function signatures, calls and returns follow the type rule: scalars
// become 0-d arrays and index becomes i64; other types stay as they are.
// RUN: xhlo-opt --convert-arith-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=arith.
// RUN: xhlo-opt --convert-arith-to-hlo="index-bitwidth=32" --split-input-file %s | FileCheck %s --check-prefix=I32 --implicit-check-not=arith.

// CHECK-LABEL: func.func private @declared
// CHECK-SAME: (tensor<f32>, tensor<i64>) -> tensor<i1>
// I32-LABEL: func.func private @declared
// I32-SAME: (tensor<f32>, tensor<i32>) -> tensor<i1>
func.func private @declared(f32, index) -> i1

// CHECK-LABEL: func.func @callee
// CHECK-SAME: (%[[A:.*]]: tensor<f32>, %[[M:.*]]: memref<4xf32>, %[[D:.*]]: tensor<?xf32>, %[[T:.*]]: tensor<2xindex, "enc">) -> tensor<f32>
func.func @callee(%a: f32, %m: memref<4xf32>, %d: tensor<?xf32>, %t: tensor<2xindex, "enc">) -> f32 {
  // CHECK: %[[R:.*]] = hlo.add %[[A]], %[[A]] : tensor<f32>
  %r = arith.addf %a, %a : f32
  // CHECK: return %[[R]] : tensor<f32>
  return %r : f32
}

// CHECK-LABEL: func.func @caller
// CHECK-SAME: (%[[A:.*]]: tensor<f32>, %[[I:.*]]: tensor<i64>, %[[M:.*]]: memref<4xf32>, %[[D:.*]]: tensor<?xf32>, %[[T:.*]]: tensor<2xindex, "enc">) -> (tensor<f32>, tensor<i1>)
func.func @caller(%a: f32, %i: index, %m: memref<4xf32>, %d: tensor<?xf32>, %t: tensor<2xindex, "enc">) -> (f32, i1) {
  // CHECK: %[[R:.*]] = call @callee(%[[A]], %[[M]], %[[D]], %[[T]]) : (tensor<f32>, memref<4xf32>, tensor<?xf32>, tensor<2xindex, "enc">) -> tensor<f32>
  %r = call @callee(%a, %m, %d, %t) : (f32, memref<4xf32>, tensor<?xf32>, tensor<2xindex, "enc">) -> f32
  // CHECK: %[[B:.*]] = call @declared(%[[R]], %[[I]]) : (tensor<f32>, tensor<i64>) -> tensor<i1>
  %b = call @declared(%r, %i) : (f32, index) -> i1
  // CHECK: return %[[R]], %[[B]] : tensor<f32>, tensor<i1>
  return %r, %b : f32, i1
}

// -----

// A function without arith ops is converted too.
// CHECK-LABEL: func.func @pass_through
// CHECK-SAME: (%[[X:.*]]: tensor<bf16>, %[[Y:.*]]: tensor<3xi64>) -> (tensor<bf16>, tensor<3xi64>)
// CHECK-NEXT: return %[[X]], %[[Y]] : tensor<bf16>, tensor<3xi64>
func.func @pass_through(%x: bf16, %y: tensor<3xindex>) -> (bf16, tensor<3xindex>) {
  return %x, %y : bf16, tensor<3xindex>
}
