// scf.while to hlo.while: region to region when the `before` region only
// computes the condition, else the `before` region ahead of the loop and at
// the end of the body, over (condition, forwarded values...).
// RUN: xhlo-opt --convert-scf-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=scf.

// CHECK-LABEL: func.func @while_forwarding
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[N:.*]]: tensor<i32>)
func.func @while_forwarding(%x: tensor<4xf32>, %n: i32) -> (tensor<4xf32>, i32) {
  // CHECK: %[[W:.*]]:2 = hlo.while(%[[X]], %[[N]]) : tensor<4xf32>, tensor<i32> cond {
  // CHECK-NEXT: ^bb0(%{{.*}}: tensor<4xf32>, %[[K:.*]]: tensor<i32>):
  // CHECK-NEXT:   %[[KE:.*]] = tensor.extract %[[K]][] : tensor<i32>
  // CHECK:        %[[GO:.*]] = arith.cmpi sgt, %[[KE]], %{{.*}} : i32
  // CHECK-NEXT:   %[[GOT:.*]] = tensor.from_elements %[[GO]] : tensor<i1>
  // CHECK-NEXT:   hlo.return %[[GOT]] : tensor<i1>
  // CHECK-NEXT: } do {
  // CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<4xf32>, %[[K:.*]]: tensor<i32>):
  // CHECK:        %[[Y:.*]] = arith.mulf %[[A]], %[[A]] : tensor<4xf32>
  // CHECK:        hlo.return %[[Y]], %{{.*}} : tensor<4xf32>, tensor<i32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[W]]#0, %[[W]]#1
  %r:2 = scf.while (%a = %x, %k = %n) : (tensor<4xf32>, i32) -> (tensor<4xf32>, i32) {
    %c0 = arith.constant 0 : i32
    %go = arith.cmpi sgt, %k, %c0 : i32
    scf.condition(%go) %a, %k : tensor<4xf32>, i32
  } do {
  ^bb0(%a: tensor<4xf32>, %k: i32):
    %c1 = arith.constant 1 : i32
    %y = arith.mulf %a, %a : tensor<4xf32>
    %k1 = arith.subi %k, %c1 : i32
    scf.yield %y, %k1 : tensor<4xf32>, i32
  }
  return %r#0, %r#1 : tensor<4xf32>, i32
}

// -----

// The `before` region computes the values it passes on: it runs once
// ahead of the loop, and at the end of each iteration after the `after`
// region, so that each region runs as often as in scf.
// CHECK-LABEL: func.func @while_general
// CHECK-SAME: (%[[X:.*]]: tensor<i32>)
func.func @while_general(%x: i32) -> i64 {
  // CHECK: %[[XE:.*]] = tensor.extract %[[X]][] : tensor<i32>
  // CHECK: %[[D0:.*]] = arith.muli %[[XE]], %{{.*}} : i32
  // CHECK: %[[GO0:.*]] = arith.cmpi sle, %[[D0]], %{{.*}} : i32
  // CHECK: %[[GO0T:.*]] = tensor.from_elements %[[GO0]] : tensor<i1>
  // CHECK: %[[W0:.*]] = arith.extsi %[[D0]] : i32 to i64
  // CHECK: %[[W0T:.*]] = tensor.from_elements %[[W0]] : tensor<i64>
  // CHECK: %[[W:.*]]:2 = hlo.while(%[[GO0T]], %[[W0T]]) : tensor<i1>, tensor<i64> cond {
  // CHECK-NEXT: ^bb0(%[[C:.*]]: tensor<i1>, %{{.*}}: tensor<i64>):
  // CHECK-NEXT:   hlo.return %[[C]] : tensor<i1>
  // CHECK-NEXT: } do {
  // CHECK-NEXT: ^bb0(%{{.*}}: tensor<i1>, %[[V:.*]]: tensor<i64>):
  // CHECK-NEXT:   %[[VE:.*]] = tensor.extract %[[V]][] : tensor<i64>
  // CHECK-NEXT:   %[[T:.*]] = arith.trunci %[[VE]] : i64 to i32
  // CHECK:        %[[D:.*]] = arith.muli %[[T]], %{{.*}} : i32
  // CHECK-NEXT:   %[[GO:.*]] = arith.cmpi sle, %[[D]], %{{.*}} : i32
  // CHECK-NEXT:   %[[GOT:.*]] = tensor.from_elements %[[GO]] : tensor<i1>
  // CHECK-NEXT:   %[[WD:.*]] = arith.extsi %[[D]] : i32 to i64
  // CHECK-NEXT:   %[[WDT:.*]] = tensor.from_elements %[[WD]] : tensor<i64>
  // CHECK-NEXT:   hlo.return %[[GOT]], %[[WDT]] : tensor<i1>, tensor<i64>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[W]]#1
  %r = scf.while (%v = %x) : (i32) -> i64 {
    %two = arith.constant 2 : i32
    %limit = arith.constant 1000 : i32
    %d = arith.muli %v, %two : i32
    %go = arith.cmpi sle, %d, %limit : i32
    %w = arith.extsi %d : i32 to i64
    scf.condition(%go) %w : i64
  } do {
  ^bb0(%w: i64):
    %t = arith.trunci %w : i64 to i32
    scf.yield %t : i32
  }
  return %r : i64
}
