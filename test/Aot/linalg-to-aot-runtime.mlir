// convert-linalg-to-aot-runtime: matrix products on f32/f64 memrefs become
// calls of the AOT runtime with fully dynamic strided memrefs; other element
// types and tensors are left alone.
// RUN: xhlo-opt --convert-linalg-to-aot-runtime --split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @matmul_f32
// CHECK-SAME: (%[[A:.*]]: memref<4x3xf32>, %[[B:.*]]: memref<3x5xf32>, %[[C:.*]]: memref<4x5xf32>)
// CHECK: %[[CA:.*]] = memref.cast %[[A]] : memref<4x3xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK: %[[CB:.*]] = memref.cast %[[B]] : memref<3x5xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK: %[[CC:.*]] = memref.cast %[[C]] : memref<4x5xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK: call @xhlo_aot_matmul_f32(%[[CA]], %[[CB]], %[[CC]])
// CHECK-NOT: linalg.matmul
// CHECK: func.func private @xhlo_aot_matmul_f32(memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) attributes {llvm.emit_c_interface}
func.func @matmul_f32(%a: memref<4x3xf32>, %b: memref<3x5xf32>, %c: memref<4x5xf32>) {
  linalg.matmul ins(%a, %b : memref<4x3xf32>, memref<3x5xf32>) outs(%c : memref<4x5xf32>)
  return
}

// -----

// Strided views (a transposed operand) are passed as they are; one
// declaration serves both calls.
// CHECK-LABEL: func.func @batch_and_strided_f64
// CHECK: call @xhlo_aot_batch_matmul_f64({{.*}}) : (memref<?x?x?xf64, strided<[?, ?, ?], offset: ?>>, memref<?x?x?xf64, strided<[?, ?, ?], offset: ?>>, memref<?x?x?xf64, strided<[?, ?, ?], offset: ?>>) -> ()
// CHECK: call @xhlo_aot_matmul_f64(
// CHECK: call @xhlo_aot_matmul_f64(
// CHECK-DAG: func.func private @xhlo_aot_matmul_f64(
// CHECK-DAG: func.func private @xhlo_aot_batch_matmul_f64(
func.func @batch_and_strided_f64(%a: memref<2x4x3xf64>, %b: memref<2x3x5xf64>, %c: memref<2x4x5xf64>,
                                 %t: memref<4x3xf64, strided<[1, 4]>>, %d: memref<3x5xf64>, %e: memref<4x5xf64>) {
  linalg.batch_matmul ins(%a, %b : memref<2x4x3xf64>, memref<2x3x5xf64>) outs(%c : memref<2x4x5xf64>)
  linalg.matmul ins(%t, %d : memref<4x3xf64, strided<[1, 4]>>, memref<3x5xf64>) outs(%e : memref<4x5xf64>)
  linalg.matmul ins(%t, %d : memref<4x3xf64, strided<[1, 4]>>, memref<3x5xf64>) outs(%e : memref<4x5xf64>)
  return
}

// -----

// Integers, mixed element types and tensors stay linalg ops.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: call
// CHECK: linalg.matmul ins({{.*}} : memref<4x3xi32>, memref<3x5xi32>)
// CHECK: linalg.matmul ins({{.*}} : memref<4x3xf16>, memref<3x5xf16>) outs({{.*}} : memref<4x5xf32>)
// CHECK: linalg.matmul ins({{.*}} : tensor<4x3xf32>, tensor<3x5xf32>)
func.func @left_alone(%a: memref<4x3xi32>, %b: memref<3x5xi32>, %c: memref<4x5xi32>,
                      %h: memref<4x3xf16>, %g: memref<3x5xf16>, %f: memref<4x5xf32>,
                      %ta: tensor<4x3xf32>, %tb: tensor<3x5xf32>, %tc: tensor<4x5xf32>) -> tensor<4x5xf32> {
  linalg.matmul ins(%a, %b : memref<4x3xi32>, memref<3x5xi32>) outs(%c : memref<4x5xi32>)
  linalg.matmul ins(%h, %g : memref<4x3xf16>, memref<3x5xf16>) outs(%f : memref<4x5xf32>)
  %r = linalg.matmul ins(%ta, %tb : tensor<4x3xf32>, tensor<3x5xf32>) outs(%tc : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}
