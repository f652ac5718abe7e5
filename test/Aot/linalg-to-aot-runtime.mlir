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

// -----

// A marked convolution (convert-hlo-to-linalg's runtime-convolutions,
// bufferized): a call of xhlo_aot_convolution_f32 on unranked memrefs with
// its configuration as a constant global. The zero fill of the output just
// before is dropped, and the configuration says to overwrite (entry 1 is
// 0); without that fill the runtime accumulates, as the generic does.
#in = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3 * 2 + d6, d4 * 2 + d7, d1, d5)>
#k = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d6, d7, d5, d1, d2)>
#out = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3, d4, d1, d2)>
// CHECK-LABEL: func.func @convolution
// CHECK-SAME:    (%[[X:.*]]: memref<1x10x10x2x2xf32>, %[[K:.*]]: memref<3x3x2x2x8xf32>, %[[O:.*]]: memref<1x4x4x2x8xf32>)
// CHECK-NOT:     linalg.fill
// CHECK:         %[[G:.*]] = memref.get_global @__xhlo_aot_convolution_config : memref<27xi64>
// CHECK:         %[[CX:.*]] = memref.cast %[[X]] : memref<1x10x10x2x2xf32> to memref<*xf32>
// CHECK:         %[[CK:.*]] = memref.cast %[[K]] : memref<3x3x2x2x8xf32> to memref<*xf32>
// CHECK:         %[[CO:.*]] = memref.cast %[[O]] : memref<1x4x4x2x8xf32> to memref<*xf32>
// CHECK:         %[[CG:.*]] = memref.cast %[[G]] : memref<27xi64> to memref<?xi64, strided<[?], offset: ?>>
// CHECK:         call @xhlo_aot_convolution_f32(%[[CX]], %[[CK]], %[[CO]], %[[CG]])
// CHECK:         %[[G2:.*]] = memref.get_global @__xhlo_aot_convolution_config_0
// CHECK:         call @xhlo_aot_convolution_f32(
// CHECK-NOT:     linalg.generic
// CHECK-DAG:     memref.global "private" constant @__xhlo_aot_convolution_config : memref<27xi64> = dense<[2, 0, 0, 3, 4, 1, 2, 4, 3, 2, 0, 1, 0, 3, 4, 1, 2, 2, 2, 1, 1, 0, 0, 0, 0, 0, 0]>
// CHECK-DAG:     memref.global "private" constant @__xhlo_aot_convolution_config_0 : memref<27xi64> = dense<[2, 1, 0, 3, 4,
// CHECK-DAG:     func.func private @xhlo_aot_convolution_f32(memref<*xf32>, memref<*xf32>, memref<*xf32>, memref<?xi64, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
func.func @convolution(%x: memref<1x10x10x2x2xf32>, %k: memref<3x3x2x2x8xf32>, %o: memref<1x4x4x2x8xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%o : memref<1x4x4x2x8xf32>)
  linalg.generic {indexing_maps = [#in, #k, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %k : memref<1x10x10x2x2xf32>, memref<3x3x2x2x8xf32>) outs(%o : memref<1x4x4x2x8xf32>) attrs = {xhlo.aot_convolution = array<i64: 2, 1, 0, 3, 4, 1, 2, 4, 3, 2, 0, 1, 0, 3, 4, 1, 2, 2, 2, 1, 1, 0, 0, 0, 0, 0, 0>} {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#in, #k, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %k : memref<1x10x10x2x2xf32>, memref<3x3x2x2x8xf32>) outs(%o : memref<1x4x4x2x8xf32>) attrs = {xhlo.aot_convolution = array<i64: 2, 1, 0, 3, 4, 1, 2, 4, 3, 2, 0, 1, 0, 3, 4, 1, 2, 2, 2, 1, 1, 0, 0, 0, 0, 0, 0>} {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Marked generics whose maps or body are no longer what the configuration
// describes (here: stride 1 in the map, 2 in the configuration; a
// subtraction), and marked ones on tensors, stay loops.
#in1 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3 + d6, d4 * 2 + d7, d1, d5)>
#k = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d6, d7, d5, d1, d2)>
#out = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3, d4, d1, d2)>
#in = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3 * 2 + d6, d4 * 2 + d7, d1, d5)>
// CHECK-LABEL: func.func @not_what_the_marker_says
// CHECK-NOT:     call
// CHECK:         linalg.generic
// CHECK:         linalg.generic
// CHECK:         linalg.generic
// CHECK-NOT:     call
func.func @not_what_the_marker_says(%x: memref<1x10x10x2x2xf32>, %k: memref<3x3x2x2x8xf32>, %o: memref<1x4x4x2x8xf32>,
                                    %tx: tensor<1x10x10x2x2xf32>, %tk: tensor<3x3x2x2x8xf32>, %to: tensor<1x4x4x2x8xf32>) -> tensor<1x4x4x2x8xf32> {
  linalg.generic {indexing_maps = [#in1, #k, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %k : memref<1x10x10x2x2xf32>, memref<3x3x2x2x8xf32>) outs(%o : memref<1x4x4x2x8xf32>) attrs = {xhlo.aot_convolution = array<i64: 2, 1, 0, 3, 4, 1, 2, 4, 3, 2, 0, 1, 0, 3, 4, 1, 2, 2, 2, 1, 1, 0, 0, 0, 0, 0, 0>} {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#in, #k, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %k : memref<1x10x10x2x2xf32>, memref<3x3x2x2x8xf32>) outs(%o : memref<1x4x4x2x8xf32>) attrs = {xhlo.aot_convolution = array<i64: 2, 1, 0, 3, 4, 1, 2, 4, 3, 2, 0, 1, 0, 3, 4, 1, 2, 2, 2, 1, 1, 0, 0, 0, 0, 0, 0>} {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.subf %c, %m : f32
    linalg.yield %s : f32
  }
  %r = linalg.generic {indexing_maps = [#in, #k, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%tx, %tk : tensor<1x10x10x2x2xf32>, tensor<3x3x2x2x8xf32>) outs(%to : tensor<1x4x4x2x8xf32>) attrs = {xhlo.aot_convolution = array<i64: 2, 1, 0, 3, 4, 1, 2, 4, 3, 2, 0, 1, 0, 3, 4, 1, 2, 2, 2, 1, 1, 0, 0, 0, 0, 0, 0>} {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x4x4x2x8xf32>
  return %r : tensor<1x4x4x2x8xf32>
}
