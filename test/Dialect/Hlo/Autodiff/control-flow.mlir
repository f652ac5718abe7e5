// RUN: xhlo-opt --hlo-autodiff -split-input-file %s | FileCheck %s
// The adjoint rules of while and conditional (ControlFlowRules.cpp).

// A counted loop (as scf.for becomes): the forward loop also carries the
// iteration number and one [5, 2] tape per value the backward pass needs
// (tanh's result and the state h), written with dynamic_update_slice; the
// loop constant w is not taped. The backward loop counts 4 down to 0, reads
// the tapes back with dynamic_slice, carries the adjoints of h and w, and
// reads w once.
// CHECK-LABEL: func.func private @g
// CHECK-SAME: (%[[H0:.*]]: tensor<2xf64>, %[[W:.*]]: tensor<2xf64>)
// CHECK-DAG: %[[TAPE0:.*]] = hlo.constant dense<0.000000e+00> : tensor<5x2xf64>
// CHECK-DAG: %[[FOUR:.*]] = hlo.constant dense<4> : tensor<i64>
// CHECK: %[[FWD:.*]]:8 = hlo.while(%{{.*}}, %[[H0]], %[[W]], %{{.*}}, %{{.*}}, %{{.*}}, %[[TAPE0]], %[[TAPE0]])
// CHECK: } do {
// CHECK: ^bb0(%{{.*}}: tensor<i64>, %[[H:[^:]*]]: tensor<2xf64>, %[[WW:[^:]*]]: tensor<2xf64>, %{{.*}}: tensor<i64>, %{{.*}}: tensor<i64>, %[[IT:[^:]*]]: tensor<i64>, %[[TA:[^:]*]]: tensor<5x2xf64>, %[[TB:[^:]*]]: tensor<5x2xf64>):
// CHECK: %[[T:.*]] = hlo.tanh
// CHECK: %[[ROW:.*]] = hlo.reshape %[[T]] : (tensor<2xf64>) -> tensor<1x2xf64>
// CHECK: %[[NTA:.*]] = hlo.dynamic_update_slice %[[TA]][%[[IT]], %{{.*}}], %[[ROW]]
// CHECK: %[[HROW:.*]] = hlo.reshape %[[H]] : (tensor<2xf64>) -> tensor<1x2xf64>
// CHECK: %[[NTB:.*]] = hlo.dynamic_update_slice %[[TB]][%[[IT]], %{{.*}}], %[[HROW]]
// CHECK: hlo.return %{{.*}}, %[[T]], %[[WW]], %{{.*}}, %{{.*}}, %{{.*}}, %[[NTA]], %[[NTB]]
// CHECK: %[[BWD:.*]]:6 = hlo.while(%[[FOUR]], %{{.*}}, %{{.*}}, %[[FWD]]#6, %[[FWD]]#7, %[[W]])
// CHECK: hlo.compare GE
// CHECK: } do {
// CHECK: ^bb0(%[[K:[^:]*]]: tensor<i64>, %[[CTH:[^:]*]]: tensor<2xf64>, %[[CTW:[^:]*]]: tensor<2xf64>, %[[SA:[^:]*]]: tensor<5x2xf64>, %[[SB:[^:]*]]: tensor<5x2xf64>, %[[WB:[^:]*]]: tensor<2xf64>):
// CHECK: hlo.dynamic_slice %[[SA]][%[[K]], %{{.*}}] dynamic_slice_sizes = [1, 2]
// CHECK: hlo.dynamic_slice %[[SB]][%[[K]], %{{.*}}] dynamic_slice_sizes = [1, 2]
// CHECK-NOT: hlo.tanh
// CHECK: %[[NEXT:.*]] = hlo.subtract %[[K]]
// CHECK: hlo.return %[[NEXT]], %{{.*}}, %{{.*}}, %[[SA]], %[[SB]], %[[WB]]
// CHECK: return %{{.*}}, %[[BWD]]#1, %[[BWD]]#2
func.func @f(%h0: tensor<2xf64>, %w: tensor<2xf64>) -> tensor<f64> {
  %i0 = hlo.constant dense<0> : tensor<i64>
  %n = hlo.constant dense<5> : tensor<i64>
  %one = hlo.constant dense<1> : tensor<i64>
  %r:5 = hlo.while(%i0, %h0, %w, %n, %one) : tensor<i64>, tensor<2xf64>, tensor<2xf64>, tensor<i64>, tensor<i64> cond {
  ^bb0(%i: tensor<i64>, %h: tensor<2xf64>, %ww: tensor<2xf64>, %u: tensor<i64>, %s: tensor<i64>):
    %lt = hlo.compare LT, %i, %u : tensor<i64>
    hlo.return %lt : tensor<i1>
  } do {
  ^bb0(%i: tensor<i64>, %h: tensor<2xf64>, %ww: tensor<2xf64>, %u: tensor<i64>, %s: tensor<i64>):
    %m = hlo.multiply %ww, %h : tensor<2xf64>
    %c = hlo.constant dense<0.5> : tensor<2xf64>
    %a = hlo.add %m, %c : tensor<2xf64>
    %t = hlo.tanh %a : tensor<2xf64>
    %next = hlo.add %i, %s : tensor<i64>
    hlo.return %next, %t, %ww, %u, %s : tensor<i64>, tensor<2xf64>, tensor<2xf64>, tensor<i64>, tensor<i64>
  }
  %p = hlo.multiply %r#1, %r#1 : tensor<2xf64>
  %a0 = hlo.slice %p, slice = [0:1] : (tensor<2xf64>) -> tensor<1xf64>
  %a1 = hlo.slice %p, slice = [1:2] : (tensor<2xf64>) -> tensor<1xf64>
  %s2 = hlo.add %a0, %a1 : tensor<1xf64>
  %l = hlo.reshape %s2 : (tensor<1xf64>) -> tensor<f64>
  return %l : tensor<f64>
}
func.func private @g(%h0: tensor<2xf64>, %w: tensor<2xf64>) -> (tensor<f64>, tensor<2xf64>, tensor<2xf64>) attributes {xhlo.gradient_of = @f}

// -----

// A conditional: the forward conditional also returns the residuals of
// each branch (sine's result from the first; exp's result from the second;
// zeros from the other); the backward conditional on the same predicate gets
// the adjoint, the branch operand where its backward ops read it (taken apart
// again there, not returned) and the residuals, and returns the adjoints of
// both branch operands.
// CHECK-LABEL: func.func private @g
// CHECK-SAME: (%[[P:.*]]: tensor<i1>, %[[X:.*]]: tensor<3xf64>)
// CHECK: %[[T:.*]] = hlo.tuple(%[[X]], %[[X]])
// CHECK: %[[FWD:.*]]:3 = hlo.conditional %[[P]](%[[T]], %[[X]])
// CHECK: %[[S:.*]] = hlo.sine
// CHECK: hlo.return %{{.*}}, %[[S]], %{{.*}} :
// CHECK: %[[E:.*]] = hlo.exponential
// CHECK: hlo.return %[[E]], %{{.*}}, %[[E]] :
// CHECK: %[[A:.*]] = hlo.tuple(%[[CT:.*]], %[[T]], %[[FWD]]#1)
// CHECK: %[[B:.*]] = hlo.tuple(%[[CT]], %[[FWD]]#2)
// CHECK: %[[BWD:.*]]:2 = hlo.conditional %[[P]](%[[A]], %[[B]])
// CHECK: hlo.cosine
// CHECK-NOT: hlo.sine
// CHECK: hlo.return
// CHECK-NOT: hlo.exponential
// CHECK: hlo.return
// CHECK: return
func.func @f(%p: tensor<i1>, %x: tensor<3xf64>) -> tensor<f64> {
  %t = hlo.tuple(%x, %x) : tensor<3xf64>, tensor<3xf64>
  %r = hlo.conditional %p (%t, %x) : (tensor<i1>, tuple<tensor<3xf64>, tensor<3xf64>>, tensor<3xf64>) -> tensor<3xf64> {
  ^bb0(%a: tuple<tensor<3xf64>, tensor<3xf64>>):
    %a0 = hlo.get_tuple_element %a[0] : tuple<tensor<3xf64>, tensor<3xf64>>
    %a1 = hlo.get_tuple_element %a[1] : tuple<tensor<3xf64>, tensor<3xf64>>
    %s = hlo.sine %a0 : tensor<3xf64>
    %m = hlo.multiply %s, %a1 : tensor<3xf64>
    hlo.return %m : tensor<3xf64>
  }, {
  ^bb0(%b: tensor<3xf64>):
    %e = hlo.exponential %b : tensor<3xf64>
    hlo.return %e : tensor<3xf64>
  }
  %s0 = hlo.slice %r, slice = [0:1] : (tensor<3xf64>) -> tensor<1xf64>
  %s1 = hlo.slice %r, slice = [2:3] : (tensor<3xf64>) -> tensor<1xf64>
  %q = hlo.multiply %s0, %s1 : tensor<1xf64>
  %l = hlo.reshape %q : (tensor<1xf64>) -> tensor<f64>
  return %l : tensor<f64>
}
func.func private @g(%p: tensor<i1>, %x: tensor<3xf64>) -> (tensor<f64>, tensor<3xf64>) attributes {xhlo.gradient_of = @f}

// -----

// Calls (hlo.call, and func.call in hand-written hlo) are inlined into the
// gradient, so the callee's forward values are reused like the caller's.
// CHECK-LABEL: func.func private @g
// CHECK-SAME: (%[[X:.*]]: tensor<f32>)
// CHECK-NOT: call
// CHECK: %[[S:.*]] = hlo.sine %[[X]]
// CHECK: %[[T:.*]] = hlo.multiply %[[S]], %[[S]]
// CHECK: %[[C:.*]] = hlo.cosine %[[X]]
// CHECK: %[[D:.*]] = hlo.multiply %[[S]], %[[C]]
// CHECK: %[[G:.*]] = hlo.add %[[D]], %[[D]]
// CHECK: return %[[T]], %[[G]]
func.func @sine(%x: tensor<f32>) -> tensor<f32> {
  %s = hlo.sine %x : tensor<f32>
  return %s : tensor<f32>
}
func.func @f(%x: tensor<f32>) -> tensor<f32> {
  %a = hlo.call @sine(%x) : (tensor<f32>) -> tensor<f32>
  %b = func.call @sine(%x) : (tensor<f32>) -> tensor<f32>
  %m = hlo.multiply %a, %b : tensor<f32>
  return %m : tensor<f32>
}
func.func private @g(%x: tensor<f32>) -> (tensor<f32>, tensor<f32>) attributes {xhlo.gradient_of = @f}
