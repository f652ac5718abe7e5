// convert-hlo-to-linalg: control flow to scf and func.
// RUN: xhlo-opt --convert-hlo-to-linalg=fuse-elementwise=false --split-input-file %s | FileCheck %s --implicit-check-not=hlo.

// The condition region ends in scf.condition of its pred, forwarding the
// state.
// CHECK-LABEL: func.func @while
// CHECK:         %[[R:.*]]:3 = scf.while (%[[I:.*]] = %{{.*}}, %[[A:.*]] = %{{.*}}, %[[M:.*]] = %{{.*}}) : (tensor<i32>, tensor<4xf32>, tensor<i32>) -> (tensor<i32>, tensor<4xf32>, tensor<i32>) {
// CHECK:           %[[P:.*]] = linalg.generic
// CHECK:             arith.cmpi slt
// CHECK:           %[[C:.*]] = tensor.extract %[[P]][] : tensor<i1>
// CHECK:           scf.condition(%[[C]]) %[[I]], %[[A]], %[[M]] : tensor<i32>, tensor<4xf32>, tensor<i32>
// CHECK:         } do {
// CHECK:         ^bb0(%{{.*}}: tensor<i32>, %{{.*}}: tensor<4xf32>, %[[M2:.*]]: tensor<i32>):
// CHECK:           arith.addi
// CHECK:           arith.addf
// CHECK:           scf.yield %{{.*}}, %{{.*}}, %[[M2]] : tensor<i32>, tensor<4xf32>, tensor<i32>
// CHECK:         return %[[R]]#1
func.func @while(%n: tensor<i32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %z = hlo.constant dense<0> : tensor<i32>
  %r:3 = hlo.while(%z, %x, %n) : tensor<i32>, tensor<4xf32>, tensor<i32>
  cond {
  ^bb0(%i: tensor<i32>, %a: tensor<4xf32>, %m: tensor<i32>):
    %p = hlo.compare LT, %i, %m : tensor<i32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %a: tensor<4xf32>, %m: tensor<i32>):
    %one = hlo.constant dense<1> : tensor<i32>
    %j = hlo.add %i, %one : tensor<i32>
    %b = hlo.add %a, %a : tensor<4xf32>
    hlo.return %j, %b, %m : tensor<i32>, tensor<4xf32>, tensor<i32>
  }
  return %r#1 : tensor<4xf32>
}

// -----

// Branch 0 is the true branch; each branch's argument is its operand.
// CHECK-LABEL: func.func @conditional_pred
// CHECK-SAME:      (%[[P:.*]]: tensor<i1>, %[[V:.*]]: tensor<i32>) -> tensor<i32>
// CHECK:         %[[C:.*]] = tensor.extract %[[P]][] : tensor<i1>
// CHECK:         scf.if %[[C]] -> (tensor<i32>) {
// CHECK:           ins(%[[V]], %[[V]] : tensor<i32>, tensor<i32>)
// CHECK:             arith.addi
// CHECK:           scf.yield
// CHECK:         } else {
// CHECK:           scf.yield %[[V]] : tensor<i32>
func.func @conditional_pred(%p: tensor<i1>, %v: tensor<ui32>) -> tensor<ui32> {
  %r = hlo.conditional %p (%v, %v) : (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32> {
  ^bb0(%a: tensor<ui32>):
    %s = hlo.add %a, %a : tensor<ui32>
    hlo.return %s : tensor<ui32>
  }, {
  ^bb0(%a: tensor<ui32>):
    hlo.return %a : tensor<ui32>
  }
  return %r : tensor<ui32>
}

// -----

// Cases 0..N-2, and the last branch as the default, which XLA also runs for
// an index out of range.
// CHECK-LABEL: func.func @conditional_index
// CHECK:         %[[I:.*]] = tensor.extract %{{.*}}[] : tensor<i32>
// CHECK:         %[[X:.*]] = arith.index_cast %[[I]] : i32 to index
// CHECK:         scf.index_switch %[[X]] -> tensor<f32>
// CHECK:         case 0 {
// CHECK:           arith.negf
// CHECK:         case 1 {
// CHECK:           scf.yield %{{.*}} : tensor<f32>
// CHECK:         default {
// CHECK:           math.exp
func.func @conditional_index(%i: tensor<i32>, %v: tensor<f32>) -> tensor<f32> {
  %r = hlo.conditional %i (%v, %v, %v) : (tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>):
    %s = hlo.negate %a : tensor<f32>
    hlo.return %s : tensor<f32>
  }, {
  ^bb0(%a: tensor<f32>):
    hlo.return %a : tensor<f32>
  }, {
  ^bb0(%a: tensor<f32>):
    %s = hlo.exponential %a : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return %r : tensor<f32>
}

// -----

// Calls, with unsigned signatures made signless on both sides.
// CHECK-LABEL: func.func private @callee(%{{.*}}: tensor<4xi8>) -> tensor<4xi8>
// CHECK:         arith.addi %{{.*}}, %{{.*}} : i8
// CHECK-LABEL: func.func @call(%{{.*}}: tensor<4xi8>) -> tensor<4xi8>
// CHECK:         call @callee(%{{.*}}) : (tensor<4xi8>) -> tensor<4xi8>
func.func private @callee(%a: tensor<4xui8>) -> tensor<4xui8> {
  %s = hlo.add %a, %a : tensor<4xui8>
  return %s : tensor<4xui8>
}

func.func @call(%a: tensor<4xui8>) -> tensor<4xui8> {
  %r = hlo.call @callee(%a) : (tensor<4xui8>) -> tensor<4xui8>
  return %r : tensor<4xui8>
}
