// scf.if to a pred hlo.conditional, scf.index_switch to an s32 one with the
// default region last, scf.execute_region inlined.
// RUN: xhlo-opt --convert-scf-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=scf.

// Each branch takes the values it uses from outside: one as it is, several
// as a tuple.
// CHECK-LABEL: func.func @if_else
// CHECK-SAME: (%[[P:.*]]: tensor<i1>, %[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
func.func @if_else(%p: i1, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: %[[T:.*]] = hlo.tuple(%[[A]], %[[B]]) : tensor<4xf32>, tensor<4xf32>
  // CHECK: %[[R:.*]] = hlo.conditional %[[P]](%[[A]], %[[T]]) : (tensor<i1>, tensor<4xf32>, tuple<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32> {
  // CHECK-NEXT: ^bb0(%[[X:.*]]: tensor<4xf32>):
  // CHECK-NEXT:   hlo.return %[[X]] : tensor<4xf32>
  // CHECK-NEXT: }, {
  // CHECK-NEXT: ^bb0(%[[XY:.*]]: tuple<tensor<4xf32>, tensor<4xf32>>):
  // CHECK-NEXT:   %[[X:.*]] = hlo.get_tuple_element %[[XY]][0] : tuple<tensor<4xf32>, tensor<4xf32>>
  // CHECK-NEXT:   %[[Y:.*]] = hlo.get_tuple_element %[[XY]][1] : tuple<tensor<4xf32>, tensor<4xf32>>
  // CHECK-NEXT:   %[[S:.*]] = arith.addf %[[X]], %[[Y]] : tensor<4xf32>
  // CHECK-NEXT:   hlo.return %[[S]] : tensor<4xf32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[R]]
  %0 = scf.if %p -> tensor<4xf32> {
    scf.yield %a : tensor<4xf32>
  } else {
    %s = arith.addf %a, %b : tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// Without `else` and results: the false branch returns nothing (the empty
// hlo.return is implicit in the printed form); a branch using nothing from
// outside takes the empty tuple.
// CHECK-LABEL: func.func @if_no_else
// CHECK-SAME: (%[[P:.*]]: tensor<i1>)
func.func @if_no_else(%p: i1) {
  // CHECK: %[[E:.*]] = hlo.tuple()
  // CHECK: hlo.conditional %[[P]](%[[E]], %[[E]]) : (tensor<i1>, tuple<>, tuple<>) -> () {
  // CHECK-NEXT: ^bb0(%{{.*}}: tuple<>):
  // CHECK-NEXT:   arith.constant
  // CHECK-NEXT: }, {
  // CHECK-NEXT: ^bb0(%{{.*}}: tuple<>):
  // CHECK-NEXT: }
  scf.if %p {
    %c = arith.constant 1 : i32
  }
  return
}

// -----

// Case values (any integers) map to their positions 0..N-1 by compare and
// select; any other value selects N, the default, which is also where XLA
// sends an index out of range.
// CHECK-LABEL: func.func @index_switch
// CHECK-SAME: (%[[I:.*]]: tensor<i64>, %[[A:.*]]: tensor<2xi32>)
func.func @index_switch(%i: index, %a: tensor<2xi32>) -> tensor<2xi32> {
  // CHECK: %[[N:.*]] = hlo.constant dense<2> : tensor<i32>
  // CHECK: %[[C7:.*]] = hlo.constant dense<7> : tensor<i64>
  // CHECK: %[[EQ7:.*]] = hlo.compare EQ, %[[I]], %[[C7]] : tensor<i64>
  // CHECK: %[[P0:.*]] = hlo.constant dense<0> : tensor<i32>
  // CHECK: %[[B0:.*]] = hlo.select %[[EQ7]], %[[P0]], %[[N]] : tensor<i1>, tensor<i32>
  // CHECK: %[[CM1:.*]] = hlo.constant dense<-1> : tensor<i64>
  // CHECK: %[[EQM1:.*]] = hlo.compare EQ, %[[I]], %[[CM1]] : tensor<i64>
  // CHECK: %[[P1:.*]] = hlo.constant dense<1> : tensor<i32>
  // CHECK: %[[B:.*]] = hlo.select %[[EQM1]], %[[P1]], %[[B0]] : tensor<i1>, tensor<i32>
  // CHECK: %[[E:.*]] = hlo.tuple()
  // CHECK: %[[R:.*]] = hlo.conditional %[[B]](%[[A]], %[[A]], %[[E]]) : (tensor<i32>, tensor<2xi32>, tensor<2xi32>, tuple<>) -> tensor<2xi32> {
  // CHECK-NEXT: ^bb0(%[[X:.*]]: tensor<2xi32>):
  // CHECK-NEXT:   hlo.return %[[X]] : tensor<2xi32>
  // CHECK-NEXT: }, {
  // CHECK-NEXT: ^bb0(%[[X:.*]]: tensor<2xi32>):
  // CHECK-NEXT:   %[[D:.*]] = arith.addi %[[X]], %[[X]] : tensor<2xi32>
  // CHECK-NEXT:   hlo.return %[[D]] : tensor<2xi32>
  // CHECK-NEXT: }, {
  // CHECK-NEXT: ^bb0(%{{.*}}: tuple<>):
  // CHECK-NEXT:   %[[C:.*]] = arith.constant dense<5> : tensor<2xi32>
  // CHECK-NEXT:   hlo.return %[[C]] : tensor<2xi32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[R]]
  %0 = scf.index_switch %i -> tensor<2xi32>
  case 7 {
    scf.yield %a : tensor<2xi32>
  }
  case -1 {
    %b = arith.addi %a, %a : tensor<2xi32>
    scf.yield %b : tensor<2xi32>
  }
  default {
    %c = arith.constant dense<5> : tensor<2xi32>
    scf.yield %c : tensor<2xi32>
  }
  return %0 : tensor<2xi32>
}

// -----

// Only a default: one branch, index 0.
// CHECK-LABEL: func.func @index_switch_default_only
// CHECK-SAME: (%{{.*}}: tensor<i64>, %[[A:.*]]: tensor<f32>)
func.func @index_switch_default_only(%i: index, %a: f32) -> f32 {
  // CHECK: %[[Z:.*]] = hlo.constant dense<0> : tensor<i32>
  // CHECK: %[[R:.*]] = hlo.conditional %[[Z]](%[[A]]) : (tensor<i32>, tensor<f32>) -> tensor<f32> {
  // CHECK-NEXT: ^bb0(%[[X:.*]]: tensor<f32>):
  // CHECK-NEXT:   hlo.return %[[X]] : tensor<f32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[R]]
  %0 = scf.index_switch %i -> f32
  default {
    scf.yield %a : f32
  }
  return %0 : f32
}

// -----

// A region run once is inlined.
// CHECK-LABEL: func.func @execute_region
// CHECK-SAME: (%[[A:.*]]: tensor<3xi32>)
func.func @execute_region(%a: tensor<3xi32>) -> tensor<3xi32> {
  // CHECK-NEXT: %[[S:.*]] = arith.addi %[[A]], %[[A]] : tensor<3xi32>
  // CHECK-NEXT: return %[[S]]
  %0 = scf.execute_region -> tensor<3xi32> {
    %s = arith.addi %a, %a : tensor<3xi32>
    scf.yield %s : tensor<3xi32>
  }
  return %0 : tensor<3xi32>
}
