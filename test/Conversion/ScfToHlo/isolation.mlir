// hlo regions are isolated from above: constants used from outside are
// cloned in, other values become loop state or part of a branch operand,
// converted to hlo arrays (and back inside) where they are not.
// RUN: xhlo-opt --convert-scf-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=scf.

// CHECK-LABEL: func.func @constant_cloned
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[N:.*]]: tensor<i64>)
func.func @constant_cloned(%x: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant dense<2.0> : tensor<4xf32>
  // The state is (iv, x, ub, step): the constant is not carried.
  // CHECK: hlo.while(%{{.*}}, %[[X]], %[[N]], %{{.*}}) : tensor<i64>, tensor<4xf32>, tensor<i64>, tensor<i64> cond
  // CHECK: } do {
  // CHECK-NEXT: ^bb0(%{{.*}}: tensor<i64>, %[[A:.*]]: tensor<4xf32>, %{{.*}}: tensor<i64>, %{{.*}}: tensor<i64>):
  // CHECK-NEXT: %[[K:.*]] = arith.constant dense<2.000000e+00> : tensor<4xf32>
  // CHECK-NEXT: arith.mulf %[[A]], %[[K]] : tensor<4xf32>
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> tensor<4xf32> {
    %y = arith.mulf %a, %k : tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// A scalar computed outside by an op left to another conversion is carried
// as a 0-d array and read back inside.
// CHECK-LABEL: func.func @scalar_carried
// CHECK-SAME: (%[[P:.*]]: tensor<i1>, %[[S:.*]]: tensor<f32>)
func.func @scalar_carried(%p: i1, %s: f32) -> f32 {
  // CHECK: %[[SE:.*]] = tensor.extract %[[S]][] : tensor<f32>
  // CHECK: %[[D:.*]] = arith.addf %[[SE]], %[[SE]] : f32
  // CHECK: %[[DT:.*]] = tensor.from_elements %[[D]] : tensor<f32>
  // CHECK: %[[R:.*]] = hlo.conditional %[[P]](%[[DT]], %[[S]]) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32> {
  // CHECK-NEXT: ^bb0(%[[Y:.*]]: tensor<f32>):
  // CHECK-NEXT:   hlo.return %[[Y]] : tensor<f32>
  // CHECK-NEXT: }, {
  // CHECK-NEXT: ^bb0(%[[Z:.*]]: tensor<f32>):
  // CHECK-NEXT:   %[[ZE:.*]] = tensor.extract %[[Z]][] : tensor<f32>
  // CHECK-NEXT:   %[[M:.*]] = arith.mulf %[[ZE]], %[[ZE]] : f32
  // CHECK-NEXT:   %[[MT:.*]] = tensor.from_elements %[[M]] : tensor<f32>
  // CHECK-NEXT:   hlo.return %[[MT]] : tensor<f32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[R]]
  %d = arith.addf %s, %s : f32
  %0 = scf.if %p -> f32 {
    scf.yield %d : f32
  } else {
    %m = arith.mulf %s, %s : f32
    scf.yield %m : f32
  }
  return %0 : f32
}

// -----

// An if inside a loop: the conditional takes the loop's induction variable
// and a value the loop carries for it.
// CHECK-LABEL: func.func @if_in_for
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<4xf32>, %[[N:.*]]: tensor<i64>)
func.func @if_in_for(%x: tensor<4xf32>, %y: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // CHECK: %[[W:.*]]:5 = hlo.while(%{{.*}}, %[[X]], %[[N]], %{{.*}}, %[[Y]]) : tensor<i64>, tensor<4xf32>, tensor<i64>, tensor<i64>, tensor<4xf32> cond
  // CHECK: } do {
  // CHECK-NEXT: ^bb0(%[[I:.*]]: tensor<i64>, %[[A:.*]]: tensor<4xf32>, %{{.*}}: tensor<i64>, %{{.*}}: tensor<i64>, %[[YY:.*]]: tensor<4xf32>):
  // CHECK:      %[[T:.*]] = hlo.tuple(%[[A]], %[[YY]]) : tensor<4xf32>, tensor<4xf32>
  // CHECK:      hlo.conditional %{{.*}}(%[[A]], %[[T]]) : (tensor<i1>, tensor<4xf32>, tuple<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  // CHECK:      hlo.get_tuple_element %{{.*}}[1]
  // CHECK:      arith.addf
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> tensor<4xf32> {
    %even = arith.cmpi eq, %i, %c0 : index
    %b = scf.if %even -> tensor<4xf32> {
      scf.yield %a : tensor<4xf32>
    } else {
      %s = arith.addf %a, %y : tensor<4xf32>
      scf.yield %s : tensor<4xf32>
    }
    scf.yield %b : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}
