// linalg ops on memref views run on the views' tensors; their results are
// written back into the buffers. An input that is the output's own view,
// read by an op without reductions through the same map, reads each element
// before the iteration that writes it, as on memrefs.
// RUN: xhlo-opt --convert-memref-to-tensor --split-input-file %s | FileCheck %s --implicit-check-not=memref.

// CHECK-LABEL: func.func @views
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<8xf32>) -> tensor<4x8xf32>
// CHECK: %[[IN:.*]] = tensor.extract_slice %[[A]][0, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
// CHECK: %[[INIT:.*]] = tensor.extract_slice %[[A]][1, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
// CHECK: %[[R:.*]] = linalg.generic
// CHECK-SAME: ins(%[[IN]], %[[B]] : tensor<8xf32>, tensor<8xf32>) outs(%[[INIT]] : tensor<8xf32>)
// CHECK: %[[NEW:.*]] = tensor.insert_slice %[[R]] into %[[A]][1, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
// CHECK: return %[[NEW]]
func.func @views(%a: memref<4x8xf32>, %b: memref<8xf32>) {
  %r0 = memref.subview %a[0, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1]>>
  %r1 = memref.subview %a[1, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: 8>>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%r0, %b : memref<8xf32, strided<[1]>>, memref<8xf32>) outs(%r1 : memref<8xf32, strided<[1], offset: 8>>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// CHECK-LABEL: func.func @in_place
// CHECK-SAME: (%[[A:.*]]: tensor<8xf32>) -> tensor<8xf32>
// CHECK: %[[R:.*]] = linalg.generic
// CHECK-SAME: ins(%[[A]] : tensor<8xf32>) outs(%[[A]] : tensor<8xf32>)
// CHECK: return %[[R]]
func.func @in_place(%a: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<8xf32>) outs(%a : memref<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %e = math.exp %x : f32
    linalg.yield %e : f32
  }
  return
}

// -----

// CHECK-LABEL: func.func @named
// CHECK-SAME: (%[[S:.*]]: f32, %[[A:.*]]: tensor<4x8xf32>, %[[T:.*]]: tensor<8x4xf32>) -> (tensor<4x8xf32>, tensor<8x4xf32>)
// CHECK: %[[F:.*]] = linalg.fill ins(%[[S]] : f32) outs(%[[A]] : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK: %[[R:.*]] = linalg.transpose ins(%[[F]] : tensor<4x8xf32>) outs(%[[T]] : tensor<8x4xf32>) permutation = [1, 0]
// CHECK: return %[[F]], %[[R]]
func.func @named(%s: f32, %a: memref<4x8xf32>, %t: memref<8x4xf32>) {
  linalg.fill ins(%s : f32) outs(%a : memref<4x8xf32>)
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%t : memref<8x4xf32>) permutation = [1, 0]
  return
}
