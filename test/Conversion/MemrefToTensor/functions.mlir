// Function boundaries: every memref argument becomes a tensor argument
// holding its contents on entry; those the function writes, directly or
// through a call, also become results, after the function's own results,
// in argument order. Calls pass the buffers' tensors and take the written
// ones back.
// RUN: xhlo-opt --convert-memref-to-tensor --split-input-file %s | FileCheck %s --implicit-check-not=memref.

// CHECK-LABEL: func.func @signature
// CHECK-SAME: (%[[S:.*]]: f32, %[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>, %[[C:.*]]: tensor<2xf32>) -> (f32, tensor<4xf32>, tensor<2xf32>)
// CHECK: %[[X:.*]] = tensor.extract %[[A]][%{{.*}}] : tensor<4xf32>
// CHECK: %[[NEWC:.*]] = tensor.insert %[[X]] into %[[C]][%{{.*}}] : tensor<2xf32>
// CHECK: %[[NEWB:.*]] = tensor.insert %[[S]] into %[[B]][%{{.*}}] : tensor<4xf32>
// CHECK: return %[[X]], %[[NEWB]], %[[NEWC]] : f32, tensor<4xf32>, tensor<2xf32>
func.func @signature(%s: f32, %a: memref<4xf32>, %b: memref<4xf32>, %c: memref<2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<4xf32>
  memref.store %x, %c[%c0] : memref<2xf32>
  memref.store %s, %b[%c0] : memref<4xf32>
  return %x : f32
}

// -----

// @middle writes its argument through @callee.
// CHECK-LABEL: func.func @callee
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[R:.*]] = linalg.copy ins(%[[A]] : tensor<4xf32>) outs(%[[B]] : tensor<4xf32>) -> tensor<4xf32>
// CHECK: return %[[R]]
// CHECK-LABEL: func.func @middle
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[R:.*]] = call @callee(%[[X]], %[[Y]]) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK: return %[[R]]
// CHECK-LABEL: func.func @caller
// CHECK-SAME: (%[[P:.*]]: tensor<4xf32>, %[[Q:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[R:.*]] = call @middle(%[[Q]], %[[P]])
// CHECK: return %[[R]]
func.func @callee(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  return
}
func.func @middle(%x: memref<4xf32>, %y: memref<4xf32>) {
  func.call @callee(%x, %y) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
func.func @caller(%p: memref<4xf32>, %q: memref<4xf32>) {
  func.call @middle(%q, %p) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

// A buffer read by two arguments of a function that writes neither.
// CHECK-LABEL: func.func @reader
// CHECK-SAME: -> f32
// CHECK-LABEL: func.func @twice
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>) -> f32
// CHECK: call @reader(%[[A]], %[[A]])
func.func @reader(%a: memref<4xf32>, %b: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<4xf32>
  return %x : f32
}
func.func @twice(%a: memref<4xf32>) -> f32 {
  %x = func.call @reader(%a, %a) : (memref<4xf32>, memref<4xf32>) -> f32
  return %x : f32
}
