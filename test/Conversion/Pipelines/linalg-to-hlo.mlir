// The xhlo-linalg-to-hlo pipeline: every conversion, canonicalize and cse;
// what is left is func.func, func.return and hlo only.
// RUN: xhlo-opt --xhlo-linalg-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=arith. --implicit-check-not=math. --implicit-check-not=scf. --implicit-check-not=tensor. --implicit-check-not=func.call

// A loop over slices of a tensor, with arith and math in the body, a
// conditional and scalars: the bridges between the conversions are gone,
// and so are constants used only inside (cloned into the loop).
// CHECK-LABEL: func.func @row_loop
// CHECK-SAME: (%[[X:.*]]: tensor<4x3xf32>, %[[T:.*]]: tensor<f32>) -> tensor<4x3xf32>
func.func @row_loop(%x: tensor<4x3xf32>, %t: f32) -> tensor<4x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // CHECK-DAG: %[[ZERO:.*]] = hlo.constant dense<0> : tensor<i64>
  // CHECK-DAG: %[[ONE:.*]] = hlo.constant dense<1> : tensor<i64>
  // CHECK-DAG: %[[FOUR:.*]] = hlo.constant dense<4> : tensor<i64>
  // CHECK-DAG: %[[INIT:.*]] = hlo.constant dense<0.000000e+00> : tensor<4x3xf32>
  // The loop carries x and t in for its body.
  // CHECK: %[[W:.*]]:6 = hlo.while(%[[ZERO]], %[[INIT]], %[[FOUR]], %[[ONE]], %[[X]], %[[T]])
  // CHECK: } do {
  // CHECK: hlo.dynamic_slice
  // CHECK: hlo.exponential
  // CHECK: hlo.compare GT
  // CHECK: hlo.conditional
  // CHECK: hlo.dynamic_update_slice
  // CHECK: return %[[W]]#1
  %init = tensor.empty() : tensor<4x3xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %init) -> tensor<4x3xf32> {
    %row = tensor.extract_slice %x[%i, 0] [1, 3] [1, 1] : tensor<4x3xf32> to tensor<3xf32>
    %e = math.exp %row : tensor<3xf32>
    %first = tensor.extract %e[%c0] : tensor<3xf32>
    %big = arith.cmpf ogt, %first, %t : f32
    %v = scf.if %big -> tensor<3xf32> {
      %s = tensor.splat %t : tensor<3xf32>
      %d = arith.divf %e, %s : tensor<3xf32>
      scf.yield %d : tensor<3xf32>
    } else {
      scf.yield %e : tensor<3xf32>
    }
    %next = tensor.insert_slice %v into %acc[%i, 0] [1, 3] [1, 1] : tensor<3xf32> into tensor<4x3xf32>
    scf.yield %next : tensor<4x3xf32>
  }
  return %r : tensor<4x3xf32>
}

// -----

// Padding, concatenation and generate, folded where they are constant.
// CHECK-LABEL: func.func @shapes
// CHECK-SAME: (%[[X:.*]]: tensor<2x2xi32>, %[[N:.*]]: tensor<i32>)
func.func @shapes(%x: tensor<2x2xi32>, %n: i32) -> tensor<2x7xi32> {
  // CHECK-DAG: %[[G:.*]] = hlo.constant dense<{{\[\[}}0, 1, 2, 3], [10, 11, 12, 13]]> : tensor<2x4xi32>
  // CHECK-DAG: %[[P:.*]] = hlo.pad %[[X]], %[[N]], low = [0, 1], high = [0, 0] : (tensor<2x2xi32>, tensor<i32>) -> tensor<2x3xi32>
  %p = tensor.pad %x low[0, 1] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %n : i32
  } : tensor<2x2xi32> to tensor<2x3xi32>
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %c10 = arith.constant 10 : index
    %k = arith.muli %i, %c10 : index
    %l = arith.addi %k, %j : index
    %v = arith.index_cast %l : index to i32
    tensor.yield %v : i32
  } : tensor<2x4xi32>
  // CHECK: %[[C:.*]] = hlo.concatenate %[[P]], %[[G]], dimension = 1 : (tensor<2x3xi32>, tensor<2x4xi32>) -> tensor<2x7xi32>
  // CHECK: return %[[C]]
  %c = tensor.concat dim(1) %p, %g : (tensor<2x3xi32>, tensor<2x4xi32>) -> tensor<2x7xi32>
  return %c : tensor<2x7xi32>
}

// -----

// index_switch on a computed index, with scalar results.
// CHECK-LABEL: func.func @switch
// CHECK-SAME: (%[[I:.*]]: tensor<i64>, %[[X:.*]]: tensor<f64>) -> tensor<f64>
func.func @switch(%i: index, %x: f64) -> f64 {
  // CHECK: hlo.compare EQ, %[[I]]
  // CHECK: hlo.select
  // CHECK: %[[R:.*]] = hlo.conditional
  // CHECK: hlo.sqrt
  // CHECK: return %[[R]]
  %r = scf.index_switch %i -> f64
  case 1 {
    %s = math.sqrt %x : f64
    scf.yield %s : f64
  }
  default {
    scf.yield %x : f64
  }
  return %r : f64
}

// -----

// Calls become hlo.call, also inside a loop.
// CHECK-LABEL: func.func @square
// CHECK-LABEL: func.func @power
// CHECK-SAME: (%[[X:.*]]: tensor<f32>, %[[N:.*]]: tensor<i64>) -> tensor<f32>
func.func @square(%x: f32) -> f32 {
  %y = arith.mulf %x, %x : f32
  return %y : f32
}

func.func @power(%x: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // CHECK: %[[W:.*]]:4 = hlo.while
  // CHECK: } do {
  // CHECK: hlo.call @square(%{{.*}}) : (tensor<f32>) -> tensor<f32>
  // CHECK: return %[[W]]#1
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> f32 {
    %b = func.call @square(%a) : (f32) -> f32
    scf.yield %b : f32
  }
  return %r : f32
}
