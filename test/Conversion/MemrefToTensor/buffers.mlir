// Buffer ops: loads and stores at a view's indices in its buffer
// (tensor.extract / tensor.insert), copies as slice reads and writes,
// allocations as tensor.empty, deallocations dropped.
// RUN: xhlo-opt --convert-memref-to-tensor --split-input-file %s | FileCheck %s --implicit-check-not=memref.

// A view of a view: w[1] is v[2], a[i, 4]; v[3] is a[i, 6].
// CHECK-LABEL: func.func @views
// CHECK-SAME: (%[[A:.*]]: tensor<8x8xf32>, %[[I:.*]]: index) -> tensor<8x8xf32>
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[X:.*]] = tensor.extract %[[A]][%[[I]], %[[C4]]] : tensor<8x8xf32>
// CHECK: %[[C6:.*]] = arith.constant 6 : index
// CHECK: %[[R:.*]] = tensor.insert %[[X]] into %[[A]][%[[I]], %[[C6]]] : tensor<8x8xf32>
// CHECK: return %[[R]]
func.func @views(%a: memref<8x8xf32>, %i: index) {
  %v = memref.subview %a[%i, 0] [1, 4] [1, 2] : memref<8x8xf32> to memref<4xf32, strided<[2], offset: ?>>
  %w = memref.subview %v[1] [2] [1] : memref<4xf32, strided<[2], offset: ?>> to memref<2xf32, strided<[2], offset: ?>>
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %x = memref.load %w[%c1] : memref<2xf32, strided<[2], offset: ?>>
  memref.store %x, %v[%c3] : memref<4xf32, strided<[2], offset: ?>>
  return
}

// -----

// CHECK-LABEL: func.func @copy_alloc
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<8xf32>) -> tensor<4x8xf32>
// CHECK: %[[ROW:.*]] = tensor.extract_slice %[[A]][2, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
// CHECK: %[[T:.*]] = tensor.insert_slice %[[ROW]] into %[[A]][1, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<8xf32>
// CHECK: %[[V:.*]] = tensor.extract %[[B]]
// CHECK: %[[F:.*]] = tensor.insert %[[V]] into %[[E]]
// CHECK: %[[R:.*]] = tensor.insert_slice %[[F]] into %[[T]][3, 0] [1, 8] [1, 1]
// CHECK: return %[[R]]
func.func @copy_alloc(%a: memref<4x8xf32>, %b: memref<8xf32>) {
  %r1 = memref.subview %a[1, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: 8>>
  %r2 = memref.subview %a[2, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: 16>>
  %r3 = memref.subview %a[3, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: 24>>
  memref.copy %r2, %r1 : memref<8xf32, strided<[1], offset: 16>> to memref<8xf32, strided<[1], offset: 8>>
  %t = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %x = memref.load %b[%c0] : memref<8xf32>
  memref.store %x, %t[%c0] : memref<8xf32>
  memref.copy %t, %r3 : memref<8xf32> to memref<8xf32, strided<[1], offset: 24>>
  memref.dealloc %t : memref<8xf32>
  return
}

// -----

// CHECK-LABEL: func.func @affine_accesses
// CHECK-SAME: (%[[A:.*]]: tensor<8xf32>, %[[I:.*]]: index) -> tensor<8xf32>
// CHECK: %[[J:.*]] = arith.addi %[[I]], %{{.*}} : index
// CHECK: %[[X:.*]] = tensor.extract %[[A]][%[[J]]]
// CHECK: tensor.insert %[[X]] into %[[A]][%[[I]]]
func.func @affine_accesses(%a: memref<8xf32>, %i: index) {
  %x = affine.load %a[%i + 1] : memref<8xf32>
  affine.store %x, %a[%i] : memref<8xf32>
  return
}
