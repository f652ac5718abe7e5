// scf ops carry the buffers their regions write: scf.for as more iter_args,
// scf.if as more results (a missing else yields the buffers unchanged),
// scf.while as more values of both regions.
// RUN: xhlo-opt --convert-memref-to-tensor --split-input-file %s | FileCheck %s --implicit-check-not=memref.

// CHECK-LABEL: func.func @for_if
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[N:.*]]: index, %[[C:.*]]: i1) -> tensor<4xf32>
// CHECK: %[[R:.*]] = scf.for %[[I:.*]] = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[A]]) -> (tensor<4xf32>) {
// CHECK:   %[[X:.*]] = tensor.extract %[[ACC]][%[[I]]]
// CHECK:   %[[Y:.*]] = arith.addf %[[X]], %[[X]]
// CHECK:   %[[IF:.*]] = scf.if %[[C]] -> (tensor<4xf32>) {
// CHECK:     %[[NEW:.*]] = tensor.insert %[[Y]] into %[[ACC]][%[[I]]]
// CHECK:     scf.yield %[[NEW]]
// CHECK:   } else {
// CHECK:     scf.yield %[[ACC]]
// CHECK:   }
// CHECK:   scf.yield %[[IF]]
// CHECK: return %[[R]]
func.func @for_if(%a: memref<4xf32>, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<4xf32>
    %y = arith.addf %x, %x : f32
    scf.if %c {
      memref.store %y, %a[%i] : memref<4xf32>
    }
  }
  return
}

// -----

// Existing iter_args stay first; a buffer only read inside is not carried.
// CHECK-LABEL: func.func @for_iter_args
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>) -> (f32, tensor<4xf32>)
// CHECK: %[[R:.*]]:2 = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[S:.*]] = %{{.*}}, %[[BB:.*]] = %[[B]]) -> (f32, tensor<4xf32>)
// CHECK:   tensor.extract %[[A]]
// CHECK:   tensor.insert %{{.*}} into %[[BB]]
// CHECK: return %[[R]]#0, %[[R]]#1
func.func @for_iter_args(%a: memref<4xf32>, %b: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%s = %zero) -> f32 {
    %x = memref.load %a[%i] : memref<4xf32>
    %t = arith.addf %s, %x : f32
    memref.store %t, %b[%i] : memref<4xf32>
    scf.yield %t : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @while
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[W:.*]]:2 = scf.while (%[[I:.*]] = %{{.*}}, %[[BEFORE:.*]] = %[[A]]) : (index, tensor<4xf32>) -> (index, tensor<4xf32>) {
// CHECK:   scf.condition(%{{.*}}) %[[I]], %[[BEFORE]] : index, tensor<4xf32>
// CHECK: } do {
// CHECK: ^bb0(%[[J:.*]]: index, %[[AFTER:.*]]: tensor<4xf32>):
// CHECK:   %[[NEW:.*]] = tensor.insert %{{.*}} into %[[AFTER]][%[[J]]]
// CHECK:   scf.yield %{{.*}}, %[[NEW]] : index, tensor<4xf32>
// CHECK: return %[[W]]#1
func.func @while(%a: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %r = scf.while (%i = %c0) : (index) -> index {
    %go = arith.cmpi slt, %i, %c4 : index
    scf.condition(%go) %i : index
  } do {
  ^bb0(%j: index):
    memref.store %one, %a[%j] : memref<4xf32>
    %n = arith.addi %j, %c1 : index
    scf.yield %n : index
  }
  return
}
