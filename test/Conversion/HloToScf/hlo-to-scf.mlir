// convert-hlo-to-scf: hlo control flow holding host ops becomes scf, with
// its regions moved as they are; hlo control flow of hlo ops only stays.
// RUN: xhlo-opt --convert-hlo-to-scf --split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @while_with_host_op
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[N:.*]]: tensor<i64>)
// CHECK: %[[ZERO:.*]] = hlo.constant dense<0> : tensor<i64>
// CHECK: %[[R:.*]]:3 = scf.while (%[[I:.*]] = %[[ZERO]], %[[A:.*]] = %[[X]], %[[M:.*]] = %[[N]]) : (tensor<i64>, tensor<4xf32>, tensor<i64>) -> (tensor<i64>, tensor<4xf32>, tensor<i64>) {
// CHECK-NEXT: %[[P:.*]] = hlo.compare LT, %[[I]], %[[M]] : tensor<i64>
// CHECK-NEXT: %[[C:.*]] = tensor.extract %[[P]][] : tensor<i1>
// CHECK-NEXT: scf.condition(%[[C]]) %[[I]], %[[A]], %[[M]] : tensor<i64>, tensor<4xf32>, tensor<i64>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[BI:.*]]: tensor<i64>, %[[BA:.*]]: tensor<4xf32>, %[[BM:.*]]: tensor<i64>):
// CHECK: %[[E:.*]] = hlo.exponential %[[BA]]
// CHECK: %[[V:.*]] = tensor.extract %[[E]][%{{.*}}]
// CHECK-NEXT: %[[S:.*]] = tensor.splat %[[V]]
// CHECK: %[[J:.*]] = hlo.add %[[BI]], %{{.*}} : tensor<i64>
// CHECK-NEXT: scf.yield %[[J]], %[[S]], %[[BM]] : tensor<i64>, tensor<4xf32>, tensor<i64>
// CHECK: return %[[R]]#1
func.func @while_with_host_op(%x: tensor<4xf32>, %n: tensor<i64>) -> tensor<4xf32> {
  %zero = hlo.constant dense<0> : tensor<i64>
  %r:3 = hlo.while(%zero, %x, %n) : tensor<i64>, tensor<4xf32>, tensor<i64>
  cond {
  ^bb0(%i: tensor<i64>, %a: tensor<4xf32>, %m: tensor<i64>):
    %p = hlo.compare LT, %i, %m : tensor<i64>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i64>, %a: tensor<4xf32>, %m: tensor<i64>):
    %e = hlo.exponential %a : tensor<4xf32>
    %k = arith.constant 2 : index
    %v = tensor.extract %e[%k] : tensor<4xf32>
    %s = tensor.splat %v : tensor<4xf32>
    %one = hlo.constant dense<1> : tensor<i64>
    %j = hlo.add %i, %one : tensor<i64>
    hlo.return %j, %s, %m : tensor<i64>, tensor<4xf32>, tensor<i64>
  }
  return %r#1 : tensor<4xf32>
}

// -----

// Only hlo inside: left for the device.
// CHECK-LABEL: func.func @device_while
// CHECK: hlo.while
// CHECK-NOT: scf.
func.func @device_while(%x: tensor<f32>) -> tensor<f32> {
  %r = hlo.while(%x) : tensor<f32>
  cond {
  ^bb0(%a: tensor<f32>):
    %ten = hlo.constant dense<10.0> : tensor<f32>
    %p = hlo.compare LT, %a, %ten : tensor<f32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%a: tensor<f32>):
    %b = hlo.add %a, %a : tensor<f32>
    hlo.return %b : tensor<f32>
  }
  return %r : tensor<f32>
}

// -----

// A pred conditional: scf.if, the true branch first; each branch's argument
// becomes its operand.
// CHECK-LABEL: func.func @pred_conditional
// CHECK-SAME: (%[[P:.*]]: tensor<i1>, %[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<4xf32>)
// CHECK: %[[C:.*]] = tensor.extract %[[P]][] : tensor<i1>
// CHECK: %[[R:.*]] = scf.if %[[C]] -> (tensor<4xf32>) {
// CHECK-NEXT: %[[V:.*]] = tensor.extract %[[X]][%{{.*}}]
// CHECK-NEXT: %[[S:.*]] = tensor.splat %[[V]]
// CHECK-NEXT: scf.yield %[[S]] : tensor<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[N:.*]] = hlo.negate %[[Y]]
// CHECK-NEXT: scf.yield %[[N]] : tensor<4xf32>
// CHECK: return %[[R]]
func.func @pred_conditional(%p: tensor<i1>, %x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %r = hlo.conditional %p (%x, %y) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    %k = arith.constant 1 : index
    %v = tensor.extract %a[%k] : tensor<4xf32>
    %s = tensor.splat %v : tensor<4xf32>
    hlo.return %s : tensor<4xf32>
  }, {
  ^bb0(%b: tensor<4xf32>):
    %n = hlo.negate %b : tensor<4xf32>
    hlo.return %n : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// An s32 conditional: scf.index_switch whose default is the last branch
// (XLA runs it for indices out of range).
// CHECK-LABEL: func.func @index_conditional
// CHECK-SAME: (%[[I:.*]]: tensor<i32>, %[[X:.*]]: tensor<4xf32>)
// CHECK: %[[E:.*]] = tensor.extract %[[I]][] : tensor<i32>
// CHECK: %[[C:.*]] = arith.index_cast %[[E]] : i32 to index
// CHECK: %[[R:.*]] = scf.index_switch %[[C]] -> tensor<4xf32>
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %[[A:.*]] = hlo.abs %[[X]]
// CHECK-NEXT: scf.yield %[[A]]
// CHECK: case 1 {
// CHECK: tensor.extract %[[X]][%{{.*}}]
// CHECK: default {
// CHECK-NEXT: %[[N:.*]] = hlo.negate %[[X]]
// CHECK-NEXT: scf.yield %[[N]]
// CHECK: return %[[R]]
func.func @index_conditional(%i: tensor<i32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %r = hlo.conditional %i (%x, %x, %x) : (tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    %b = hlo.abs %a : tensor<4xf32>
    hlo.return %b : tensor<4xf32>
  }, {
  ^bb0(%a: tensor<4xf32>):
    %k = arith.constant 1 : index
    %v = tensor.extract %a[%k] : tensor<4xf32>
    %s = tensor.splat %v : tensor<4xf32>
    hlo.return %s : tensor<4xf32>
  }, {
  ^bb0(%a: tensor<4xf32>):
    %n = hlo.negate %a : tensor<4xf32>
    hlo.return %n : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// Nested: the inner loop holds the host op, so both become scf.
// CHECK-LABEL: func.func @nested
// CHECK: scf.while
// CHECK: scf.while
// CHECK-NOT: hlo.while
func.func @nested(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = hlo.while(%x) : tensor<4xf32>
  cond {
  ^bb0(%a: tensor<4xf32>):
    %t = hlo.constant dense<true> : tensor<i1>
    hlo.return %t : tensor<i1>
  } do {
  ^bb0(%a: tensor<4xf32>):
    %in = hlo.while(%a) : tensor<4xf32>
    cond {
    ^bb0(%b: tensor<4xf32>):
      %f = hlo.constant dense<false> : tensor<i1>
      hlo.return %f : tensor<i1>
    } do {
    ^bb0(%b: tensor<4xf32>):
      %k = arith.constant 1 : index
      %v = tensor.extract %b[%k] : tensor<4xf32>
      %s = tensor.splat %v : tensor<4xf32>
      hlo.return %s : tensor<4xf32>
    }
    hlo.return %in : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// A call of a function holding host ops is a func.call again; a call of a
// computation of hlo ops stays.
// CHECK-LABEL: func.func @calls
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[H:.*]] = call @host(%[[X]]) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %[[D:.*]] = hlo.call @device(%[[H]])
// CHECK-NEXT: return %[[D]]
func.func @calls(%x: tensor<4xf32>) -> tensor<4xf32> {
  %h = hlo.call @host(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %d = hlo.call @device(%h) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}
func.func private @host(%x: tensor<4xf32>) -> tensor<4xf32> {
  %k = arith.constant 1 : index
  %v = tensor.extract %x[%k] : tensor<4xf32>
  %s = tensor.splat %v : tensor<4xf32>
  return %s : tensor<4xf32>
}
func.func private @device(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = hlo.add %x, %x : tensor<4xf32>
  return %y : tensor<4xf32>
}
