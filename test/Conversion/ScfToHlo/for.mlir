// scf.for to hlo.while over (iv, iter_args..., ub, step).
// RUN: xhlo-opt --convert-scf-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=scf.
// RUN: xhlo-opt --convert-scf-to-hlo="index-bitwidth=32" --split-input-file %s | FileCheck %s --check-prefix=I32

// CHECK-LABEL: func.func @for_iter_args
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[LB:.*]]: tensor<i64>, %[[UB:.*]]: tensor<i64>, %[[STEP:.*]]: tensor<i64>)
// I32-LABEL: func.func @for_iter_args
// I32: hlo.while(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : tensor<i32>, tensor<4xf32>, tensor<i32>, tensor<i32> cond
func.func @for_iter_args(%x: tensor<4xf32>, %lb: index, %ub: index, %step: index) -> tensor<4xf32> {
  // CHECK: %[[W:.*]]:4 = hlo.while(%[[LB]], %[[X]], %[[UB]], %[[STEP]]) : tensor<i64>, tensor<4xf32>, tensor<i64>, tensor<i64> cond {
  // CHECK-NEXT: ^bb0(%[[I:.*]]: tensor<i64>, %{{.*}}: tensor<4xf32>, %[[U:.*]]: tensor<i64>, %{{.*}}: tensor<i64>):
  // CHECK-NEXT:   %[[LT:.*]] = hlo.compare LT, %[[I]], %[[U]] : tensor<i64>
  // CHECK-NEXT:   hlo.return %[[LT]] : tensor<i1>
  // CHECK-NEXT: } do {
  // CHECK-NEXT: ^bb0(%[[I:.*]]: tensor<i64>, %[[A:.*]]: tensor<4xf32>, %[[U:.*]]: tensor<i64>, %[[S:.*]]: tensor<i64>):
  // CHECK-NEXT:   %[[Y:.*]] = arith.addf %[[A]], %[[A]] : tensor<4xf32>
  // CHECK-NEXT:   %[[NEXT:.*]] = hlo.add %[[I]], %[[S]] : tensor<i64>
  // CHECK-NEXT:   hlo.return %[[NEXT]], %[[Y]], %[[U]], %[[S]] : tensor<i64>, tensor<4xf32>, tensor<i64>, tensor<i64>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[W]]#1
  %0 = scf.for %i = %lb to %ub step %step iter_args(%a = %x) -> tensor<4xf32> {
    %y = arith.addf %a, %a : tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// The induction variable is state: users left to other conversions read it
// through the index bridge. Static bounds stay as they are (constants are
// converted by convert-arith-to-hlo).
// CHECK-LABEL: func.func @for_iv_users
func.func @for_iv_users(%x: tensor<8xi32>) -> (tensor<8xi32>, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %s0 = arith.constant 0 : i32
  // CHECK: %[[W:.*]]:5 = hlo.while(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : tensor<i64>, tensor<8xi32>, tensor<i32>, tensor<i64>, tensor<i64> cond
  // CHECK: } do {
  // CHECK-NEXT: ^bb0(%[[I:.*]]: tensor<i64>, %[[T:.*]]: tensor<8xi32>, %[[S:.*]]: tensor<i32>, %{{.*}}: tensor<i64>, %[[STEP:.*]]: tensor<i64>):
  // CHECK-DAG:   %[[IE:.*]] = tensor.extract %[[I]][] : tensor<i64>
  // CHECK-DAG:   %[[IV:.*]] = arith.index_cast %[[IE]] : i64 to index
  // CHECK-DAG:   %[[SE:.*]] = tensor.extract %[[S]][] : tensor<i32>
  // CHECK:       %[[E:.*]] = tensor.extract %[[T]][%[[IV]]] : tensor<8xi32>
  // CHECK:       %[[SUM:.*]] = arith.addi %[[SE]], %[[E]] : i32
  // CHECK:       %[[SUMT:.*]] = tensor.from_elements %[[SUM]] : tensor<i32>
  // CHECK:       %[[NEXT:.*]] = hlo.add %[[I]], %[[STEP]] : tensor<i64>
  // CHECK:       hlo.return %[[NEXT]], %[[T]], %[[SUMT]], %{{.*}}, %[[STEP]]
  // CHECK: return %[[W]]#1, %[[W]]#2
  %0:2 = scf.for %i = %c0 to %c8 step %c1 iter_args(%t = %x, %s = %s0) -> (tensor<8xi32>, i32) {
    %e = tensor.extract %t[%i] : tensor<8xi32>
    %n = arith.addi %s, %e : i32
    scf.yield %t, %n : tensor<8xi32>, i32
  }
  return %0#0, %0#1 : tensor<8xi32>, i32
}

// -----

// Nested loops: each is a while; the inner one takes the outer's values
// (here the outer induction variable) as more state.
// CHECK-LABEL: func.func @for_nested
// CHECK-SAME: (%[[X:.*]]: tensor<i64>, %[[N:.*]]: tensor<i64>, %[[ONE:.*]]: tensor<i64>)
func.func @for_nested(%x: index, %n: index, %one: index) -> index {
  // The inner loop's bounds %n and %one are read from the outer loop's ub
  // and step slots, which the outer body passes on unchanged.
  // CHECK: %[[OUT:.*]]:4 = hlo.while(%[[ONE]], %[[X]], %[[N]], %[[ONE]]) : tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64> cond
  // CHECK: } do {
  // CHECK-NEXT: ^bb0(%[[I:.*]]: tensor<i64>, %[[A:.*]]: tensor<i64>, %[[U:.*]]: tensor<i64>, %[[S:.*]]: tensor<i64>):
  // CHECK-NEXT: %[[IN:.*]]:5 = hlo.while(%[[I]], %[[A]], %[[U]], %[[S]], %[[I]]) : tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64> cond
  // CHECK: } do {
  // CHECK-NEXT: ^bb0(%{{.*}}: tensor<i64>, %[[B:.*]]: tensor<i64>, %{{.*}}: tensor<i64>, %{{.*}}: tensor<i64>, %[[OUTER:.*]]: tensor<i64>):
  // CHECK: tensor.extract %[[OUTER]][]
  // CHECK: arith.addi
  // CHECK: hlo.return
  // CHECK: %[[NEXT:.*]] = hlo.add %[[I]], %[[S]] : tensor<i64>
  // CHECK: hlo.return %[[NEXT]], %[[IN]]#1, %[[U]], %[[S]] :
  // CHECK: return %[[OUT]]#1
  %0 = scf.for %i = %one to %n step %one iter_args(%a = %x) -> index {
    %1 = scf.for %j = %i to %n step %one iter_args(%b = %a) -> index {
      %2 = arith.addi %b, %i : index
      scf.yield %2 : index
    }
    scf.yield %1 : index
  }
  return %0 : index
}
