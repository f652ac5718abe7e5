// convert-linalg-to-aot-runtime: the bias and ReLU right after a marked
// convolution join its call (xhlo_aot_convolution_bias_f32: bias, output
// in the convolution's shape, configuration, ReLU flag), which then runs
// where they ran; when anything else reads the convolution's result, the
// convolution accumulates, the epilogue is something else or its output
// may overlap what the convolution reads, they stay apart.
// RUN: xhlo-opt --convert-linalg-to-aot-runtime --split-input-file %s | FileCheck %s

#in = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3 * 2 + d6, d4 * 2 + d7, d1, d5)>
#k = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d6, d7, d5, d1, d2)>
#out = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3, d4, d1, d2)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#f = affine_map<(d0, d1, d2, d3) -> (d3)>
#sp = affine_map<(d0, d1, d2, d3) -> (d1)>
// CHECK-LABEL: func.func @bias_relu
// CHECK-SAME:    (%[[X:.*]]: memref<1x10x10x2x2xf32>, %[[K:.*]]: memref<3x3x2x2x8xf32>, %[[B:.*]]: memref<16xf32>)
// CHECK-NOT:     linalg.fill
// CHECK:         %[[Y:.*]] = memref.alloc() : memref<1x4x4x16xf32>
// CHECK:         %[[CX:.*]] = memref.cast %[[X]] : memref<1x10x10x2x2xf32> to memref<*xf32>
// CHECK:         %[[CK:.*]] = memref.cast %[[K]] : memref<3x3x2x2x8xf32> to memref<*xf32>
// CHECK:         %[[CB:.*]] = memref.cast %[[B]] : memref<16xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK:         %[[E:.*]] = memref.expand_shape %[[Y]] {{\[\[}}0], [1], [2], [3, 4]] output_shape [1, 4, 4, 2, 8] : memref<1x4x4x16xf32> into memref<1x4x4x2x8xf32>
// CHECK:         %[[CY:.*]] = memref.cast %[[E]] : memref<1x4x4x2x8xf32> to memref<*xf32>
// CHECK:         %[[CG:.*]] = memref.cast %{{.*}} : memref<27xi64> to memref<?xi64, strided<[?], offset: ?>>
// CHECK:         %[[RELU:.*]] = arith.constant 1 : i64
// CHECK:         call @xhlo_aot_convolution_bias_f32(%[[CX]], %[[CK]], %[[CB]], %[[CY]], %[[CG]], %[[RELU]])
// CHECK-NOT:     linalg.generic
// CHECK-NOT:     memref.collapse_shape
// CHECK:         return %[[Y]]
// CHECK:         func.func private @xhlo_aot_convolution_bias_f32(memref<*xf32>, memref<*xf32>, memref<?xf32, strided<[?], offset: ?>>, memref<*xf32>, memref<?xi64, strided<[?], offset: ?>>, i64) attributes {llvm.emit_c_interface}
func.func @bias_relu(%x: memref<1x10x10x2x2xf32>, %k: memref<3x3x2x2x8xf32>, %bias: memref<16xf32>) -> memref<1x4x4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %o = memref.alloc() : memref<1x4x4x2x8xf32>
  linalg.fill ins(%zero : f32) outs(%o : memref<1x4x4x2x8xf32>)
  linalg.generic {indexing_maps = [#in, #k, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %k : memref<1x10x10x2x2xf32>, memref<3x3x2x2x8xf32>) outs(%o : memref<1x4x4x2x8xf32>) attrs = {xhlo.aot_convolution = array<i64: 2, 1, 0, 3, 4, 1, 2, 4, 3, 2, 0, 1, 0, 3, 4, 1, 2, 2, 2, 1, 1, 0, 0, 0, 0, 0, 0>} {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }
  %r = memref.collapse_shape %o [[0], [1], [2], [3, 4]] : memref<1x4x4x2x8xf32> into memref<1x4x4x16xf32>
  %y = memref.alloc() : memref<1x4x4x16xf32>
  linalg.generic {indexing_maps = [#id, #f, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r, %bias : memref<1x4x4x16xf32>, memref<16xf32>) outs(%y : memref<1x4x4x16xf32>) {
  ^bb0(%v: f32, %b: f32, %unused: f32):
    %t = arith.addf %v, %b : f32
    %u = arith.maximumf %t, %zero : f32
    linalg.yield %u : f32
  }
  return %y : memref<1x4x4x16xf32>
}

// -----

#in = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3 * 2 + d6, d4 * 2 + d7, d1, d5)>
#k = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d6, d7, d5, d1, d2)>
#out = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3, d4, d1, d2)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#f = affine_map<(d0, d1, d2, d3) -> (d3)>
#sp = affine_map<(d0, d1, d2, d3) -> (d1)>
// A bias alone (bias first in the sum): the ReLU flag is 0.
// CHECK-LABEL: func.func @bias_only
// CHECK:         %[[NORELU:.*]] = arith.constant 0 : i64
// CHECK:         call @xhlo_aot_convolution_bias_f32({{.*}}, %[[NORELU]])
// CHECK-NOT:     linalg.generic
func.func @bias_only(%x: memref<1x10x10x2x2xf32>, %k: memref<3x3x2x2x8xf32>, %bias: memref<16xf32>) -> memref<1x4x4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %o = memref.alloc() : memref<1x4x4x2x8xf32>
  linalg.fill ins(%zero : f32) outs(%o : memref<1x4x4x2x8xf32>)
  linalg.generic {indexing_maps = [#in, #k, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %k : memref<1x10x10x2x2xf32>, memref<3x3x2x2x8xf32>) outs(%o : memref<1x4x4x2x8xf32>) attrs = {xhlo.aot_convolution = array<i64: 2, 1, 0, 3, 4, 1, 2, 4, 3, 2, 0, 1, 0, 3, 4, 1, 2, 2, 2, 1, 1, 0, 0, 0, 0, 0, 0>} {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }
  %r = memref.collapse_shape %o [[0], [1], [2], [3, 4]] : memref<1x4x4x2x8xf32> into memref<1x4x4x16xf32>
  %y = memref.alloc() : memref<1x4x4x16xf32>
  linalg.generic {indexing_maps = [#id, #f, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r, %bias : memref<1x4x4x16xf32>, memref<16xf32>) outs(%y : memref<1x4x4x16xf32>) {
  ^bb0(%v: f32, %b: f32, %unused: f32):
    %t = arith.addf %b, %v : f32
    linalg.yield %t : f32
  }
  return %y : memref<1x4x4x16xf32>
}

// -----

#in = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3 * 2 + d6, d4 * 2 + d7, d1, d5)>
#k = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d6, d7, d5, d1, d2)>
#out = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3, d4, d1, d2)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#f = affine_map<(d0, d1, d2, d3) -> (d3)>
#sp = affine_map<(d0, d1, d2, d3) -> (d1)>
// max(., 1.0) is no ReLU.
// CHECK-LABEL: func.func @max_with_one
// CHECK:         call @xhlo_aot_convolution_f32(
// CHECK:         linalg.generic
// CHECK-NOT:     xhlo_aot_convolution_bias_f32
func.func @max_with_one(%x: memref<1x10x10x2x2xf32>, %k: memref<3x3x2x2x8xf32>, %bias: memref<16xf32>) -> memref<1x4x4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %o = memref.alloc() : memref<1x4x4x2x8xf32>
  linalg.fill ins(%zero : f32) outs(%o : memref<1x4x4x2x8xf32>)
  linalg.generic {indexing_maps = [#in, #k, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %k : memref<1x10x10x2x2xf32>, memref<3x3x2x2x8xf32>) outs(%o : memref<1x4x4x2x8xf32>) attrs = {xhlo.aot_convolution = array<i64: 2, 1, 0, 3, 4, 1, 2, 4, 3, 2, 0, 1, 0, 3, 4, 1, 2, 2, 2, 1, 1, 0, 0, 0, 0, 0, 0>} {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }
  %r = memref.collapse_shape %o [[0], [1], [2], [3, 4]] : memref<1x4x4x2x8xf32> into memref<1x4x4x16xf32>
  %y = memref.alloc() : memref<1x4x4x16xf32>
  linalg.generic {indexing_maps = [#id, #f, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r, %bias : memref<1x4x4x16xf32>, memref<16xf32>) outs(%y : memref<1x4x4x16xf32>) {
  ^bb0(%v: f32, %b: f32, %unused: f32):
    %one = arith.constant 1.0 : f32
    %t = arith.addf %v, %b : f32
    %u = arith.maximumf %t, %one : f32
    linalg.yield %u : f32
  }
  return %y : memref<1x4x4x16xf32>
}

// -----

#in = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3 * 2 + d6, d4 * 2 + d7, d1, d5)>
#k = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d6, d7, d5, d1, d2)>
#out = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3, d4, d1, d2)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#f = affine_map<(d0, d1, d2, d3) -> (d3)>
#sp = affine_map<(d0, d1, d2, d3) -> (d1)>
// max(., -0.0) keeps -0.0 where the ReLU gives +0.0.
// CHECK-LABEL: func.func @max_with_negative_zero
// CHECK:         call @xhlo_aot_convolution_f32(
// CHECK:         linalg.generic
// CHECK-NOT:     xhlo_aot_convolution_bias_f32
func.func @max_with_negative_zero(%x: memref<1x10x10x2x2xf32>, %k: memref<3x3x2x2x8xf32>, %bias: memref<16xf32>) -> memref<1x4x4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %o = memref.alloc() : memref<1x4x4x2x8xf32>
  linalg.fill ins(%zero : f32) outs(%o : memref<1x4x4x2x8xf32>)
  linalg.generic {indexing_maps = [#in, #k, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %k : memref<1x10x10x2x2xf32>, memref<3x3x2x2x8xf32>) outs(%o : memref<1x4x4x2x8xf32>) attrs = {xhlo.aot_convolution = array<i64: 2, 1, 0, 3, 4, 1, 2, 4, 3, 2, 0, 1, 0, 3, 4, 1, 2, 2, 2, 1, 1, 0, 0, 0, 0, 0, 0>} {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }
  %r = memref.collapse_shape %o [[0], [1], [2], [3, 4]] : memref<1x4x4x2x8xf32> into memref<1x4x4x16xf32>
  %y = memref.alloc() : memref<1x4x4x16xf32>
  linalg.generic {indexing_maps = [#id, #f, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r, %bias : memref<1x4x4x16xf32>, memref<16xf32>) outs(%y : memref<1x4x4x16xf32>) {
  ^bb0(%v: f32, %b: f32, %unused: f32):
    %nz = arith.constant -0.0 : f32
    %t = arith.addf %v, %b : f32
    %u = arith.maximumf %t, %nz : f32
    linalg.yield %u : f32
  }
  return %y : memref<1x4x4x16xf32>
}

// -----

#in = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3 * 2 + d6, d4 * 2 + d7, d1, d5)>
#k = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d6, d7, d5, d1, d2)>
#out = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3, d4, d1, d2)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#f = affine_map<(d0, d1, d2, d3) -> (d3)>
#sp = affine_map<(d0, d1, d2, d3) -> (d1)>
// A bias along the rows is no bias per feature.
// CHECK-LABEL: func.func @bias_along_a_spatial_dimension
// CHECK:         call @xhlo_aot_convolution_f32(
// CHECK:         linalg.generic
// CHECK-NOT:     xhlo_aot_convolution_bias_f32
func.func @bias_along_a_spatial_dimension(%x: memref<1x10x10x2x2xf32>, %k: memref<3x3x2x2x8xf32>, %bias: memref<4xf32>) -> memref<1x4x4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %o = memref.alloc() : memref<1x4x4x2x8xf32>
  linalg.fill ins(%zero : f32) outs(%o : memref<1x4x4x2x8xf32>)
  linalg.generic {indexing_maps = [#in, #k, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %k : memref<1x10x10x2x2xf32>, memref<3x3x2x2x8xf32>) outs(%o : memref<1x4x4x2x8xf32>) attrs = {xhlo.aot_convolution = array<i64: 2, 1, 0, 3, 4, 1, 2, 4, 3, 2, 0, 1, 0, 3, 4, 1, 2, 2, 2, 1, 1, 0, 0, 0, 0, 0, 0>} {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }
  %r = memref.collapse_shape %o [[0], [1], [2], [3, 4]] : memref<1x4x4x2x8xf32> into memref<1x4x4x16xf32>
  %y = memref.alloc() : memref<1x4x4x16xf32>
  linalg.generic {indexing_maps = [#id, #sp, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r, %bias : memref<1x4x4x16xf32>, memref<4xf32>) outs(%y : memref<1x4x4x16xf32>) {
  ^bb0(%v: f32, %b: f32, %unused: f32):
    %t = arith.addf %v, %b : f32
    %u = arith.maximumf %t, %zero : f32
    linalg.yield %u : f32
  }
  return %y : memref<1x4x4x16xf32>
}

// -----

#in = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3 * 2 + d6, d4 * 2 + d7, d1, d5)>
#k = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d6, d7, d5, d1, d2)>
#out = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3, d4, d1, d2)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#f = affine_map<(d0, d1, d2, d3) -> (d3)>
#sp = affine_map<(d0, d1, d2, d3) -> (d1)>
// The convolution's result is also copied out: it must exist.
// CHECK-LABEL: func.func @result_read_twice
// CHECK:         call @xhlo_aot_convolution_f32(
// CHECK:         linalg.generic
// CHECK-NOT:     xhlo_aot_convolution_bias_f32
func.func @result_read_twice(%x: memref<1x10x10x2x2xf32>, %k: memref<3x3x2x2x8xf32>, %bias: memref<16xf32>, %out: memref<1x4x4x16xf32>) -> memref<1x4x4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %o = memref.alloc() : memref<1x4x4x2x8xf32>
  linalg.fill ins(%zero : f32) outs(%o : memref<1x4x4x2x8xf32>)
  linalg.generic {indexing_maps = [#in, #k, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %k : memref<1x10x10x2x2xf32>, memref<3x3x2x2x8xf32>) outs(%o : memref<1x4x4x2x8xf32>) attrs = {xhlo.aot_convolution = array<i64: 2, 1, 0, 3, 4, 1, 2, 4, 3, 2, 0, 1, 0, 3, 4, 1, 2, 2, 2, 1, 1, 0, 0, 0, 0, 0, 0>} {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }
  %r = memref.collapse_shape %o [[0], [1], [2], [3, 4]] : memref<1x4x4x2x8xf32> into memref<1x4x4x16xf32>
  memref.copy %r, %out : memref<1x4x4x16xf32> to memref<1x4x4x16xf32>
  %y = memref.alloc() : memref<1x4x4x16xf32>
  linalg.generic {indexing_maps = [#id, #f, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r, %bias : memref<1x4x4x16xf32>, memref<16xf32>) outs(%y : memref<1x4x4x16xf32>) {
  ^bb0(%v: f32, %b: f32, %unused: f32):
    %t = arith.addf %v, %b : f32
    %u = arith.maximumf %t, %zero : f32
    linalg.yield %u : f32
  }
  return %y : memref<1x4x4x16xf32>
}

// -----

#in = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3 * 2 + d6, d4 * 2 + d7, d1, d5)>
#k = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d6, d7, d5, d1, d2)>
#out = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3, d4, d1, d2)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#f = affine_map<(d0, d1, d2, d3) -> (d3)>
#sp = affine_map<(d0, d1, d2, d3) -> (d1)>
// Without the zero fill the convolution accumulates into what the buffer holds.
// CHECK-LABEL: func.func @accumulating
// CHECK:         call @xhlo_aot_convolution_f32(
// CHECK:         linalg.generic
// CHECK-NOT:     xhlo_aot_convolution_bias_f32
func.func @accumulating(%x: memref<1x10x10x2x2xf32>, %k: memref<3x3x2x2x8xf32>, %bias: memref<16xf32>) -> memref<1x4x4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %o = memref.alloc() : memref<1x4x4x2x8xf32>
  linalg.generic {indexing_maps = [#in, #k, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %k : memref<1x10x10x2x2xf32>, memref<3x3x2x2x8xf32>) outs(%o : memref<1x4x4x2x8xf32>) attrs = {xhlo.aot_convolution = array<i64: 2, 1, 0, 3, 4, 1, 2, 4, 3, 2, 0, 1, 0, 3, 4, 1, 2, 2, 2, 1, 1, 0, 0, 0, 0, 0, 0>} {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }
  %r = memref.collapse_shape %o [[0], [1], [2], [3, 4]] : memref<1x4x4x2x8xf32> into memref<1x4x4x16xf32>
  %y = memref.alloc() : memref<1x4x4x16xf32>
  linalg.generic {indexing_maps = [#id, #f, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r, %bias : memref<1x4x4x16xf32>, memref<16xf32>) outs(%y : memref<1x4x4x16xf32>) {
  ^bb0(%v: f32, %b: f32, %unused: f32):
    %t = arith.addf %v, %b : f32
    %u = arith.maximumf %t, %zero : f32
    linalg.yield %u : f32
  }
  return %y : memref<1x4x4x16xf32>
}

// -----

#in = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3 * 2 + d6, d4 * 2 + d7, d1, d5)>
#k = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d6, d7, d5, d1, d2)>
#out = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3, d4, d1, d2)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#f = affine_map<(d0, d1, d2, d3) -> (d3)>
#sp = affine_map<(d0, d1, d2, d3) -> (d1)>
// The epilogue writes an argument, which may be the caller's input array.
// CHECK-LABEL: func.func @output_may_be_the_input
// CHECK:         call @xhlo_aot_convolution_f32(
// CHECK:         linalg.generic
// CHECK-NOT:     xhlo_aot_convolution_bias_f32
func.func @output_may_be_the_input(%x: memref<1x10x10x2x2xf32>, %k: memref<3x3x2x2x8xf32>, %bias: memref<16xf32>, %arg: memref<1x4x4x16xf32>) -> memref<1x4x4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %o = memref.alloc() : memref<1x4x4x2x8xf32>
  linalg.fill ins(%zero : f32) outs(%o : memref<1x4x4x2x8xf32>)
  linalg.generic {indexing_maps = [#in, #k, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %k : memref<1x10x10x2x2xf32>, memref<3x3x2x2x8xf32>) outs(%o : memref<1x4x4x2x8xf32>) attrs = {xhlo.aot_convolution = array<i64: 2, 1, 0, 3, 4, 1, 2, 4, 3, 2, 0, 1, 0, 3, 4, 1, 2, 2, 2, 1, 1, 0, 0, 0, 0, 0, 0>} {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }
  %r = memref.collapse_shape %o [[0], [1], [2], [3, 4]] : memref<1x4x4x2x8xf32> into memref<1x4x4x16xf32>
  linalg.generic {indexing_maps = [#id, #f, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r, %bias : memref<1x4x4x16xf32>, memref<16xf32>) outs(%arg : memref<1x4x4x16xf32>) {
  ^bb0(%v: f32, %b: f32, %unused: f32):
    %t = arith.addf %v, %b : f32
    %u = arith.maximumf %t, %zero : f32
    linalg.yield %u : f32
  }
  return %arg : memref<1x4x4x16xf32>
}
