// RUN: xhlo-opt --hlo-autodiff=simplify=false -split-input-file %s | FileCheck %s
// The adjoint rules of the collectives (CollectiveRules.cpp), JAX's
// transposes: each adjoint is the collective that sends the result's
// adjoint back where its values came from, in the forward op's groups and
// mode. Numerically: test/Tools/xhlo-run/autodiff-replicas.mlir.

// all_reduce sum -> all_reduce sum of the adjoint; a channel gets a new id.
// CHECK-LABEL: func.func private @ar_grad
// CHECK: hlo.all_reduce(%{{.*}}) replica_groups = {{\[\[}}0, 1], [2, 3]], channel_id = 8, use_global_device_ids : tensor<4xf32>
// CHECK: hlo.all_reduce(%[[CT:.*]]) replica_groups = {{\[\[}}0, 1], [2, 3]], channel_id = 9, use_global_device_ids : tensor<4xf32>
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK-NEXT: hlo.add %[[A]], %[[B]] : tensor<f32>
func.func @ar(%x: tensor<4xf32>) -> tensor<f32> {
  %s = hlo.all_reduce(%x) replica_groups = [[0, 1], [2, 3]], channel_id = 8, use_global_device_ids : tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = hlo.add %a, %b : tensor<f32>
    hlo.return %r : tensor<f32>
  }
  %z = hlo.constant dense<0.0> : tensor<f32>
  %l = hlo.reduce(%s init: %z) dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = hlo.add %a, %b : tensor<f32>
    hlo.return %t : tensor<f32>
  }
  return %l : tensor<f32>
}
func.func private @ar_grad(%x: tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>) attributes {xhlo.gradient_of = @ar}

// -----

// all_gather -> reduce_scatter (add) along the gathered dimension; no
// channel stays none.
// CHECK-LABEL: func.func private @ag_grad
// CHECK: hlo.reduce_scatter(%{{.*}}) scatter_dimension = 1, replica_groups = {{\[\[}}0, 1]] : (tensor<2x4xf32>) -> tensor<2x2xf32>
// CHECK: hlo.add
func.func @ag(%x: tensor<2x2xf32>, %c: tensor<2x4xf32>) -> tensor<f32> {
  %g = hlo.all_gather(%x) all_gather_dimension = 1, replica_groups = [[0, 1]] : (tensor<2x2xf32>) -> tensor<2x4xf32>
  %l = hlo.dot %g, %c, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @ag_grad(%x: tensor<2x2xf32>, %c: tensor<2x4xf32>) -> (tensor<f32>, tensor<2x2xf32>) attributes {xhlo.gradient_of = @ag, xhlo.wrt = array<i64: 0>}

// -----

// reduce_scatter (add) -> all_gather along the scatter dimension.
// CHECK-LABEL: func.func private @rs_grad
// CHECK: hlo.all_gather(%{{.*}}) all_gather_dimension = 0, replica_groups = [] : (tensor<1xf32>) -> tensor<4xf32>
func.func @rs(%x: tensor<4xf32>, %c: tensor<1xf32>) -> tensor<f32> {
  %s = hlo.reduce_scatter(%x) scatter_dimension = 0, replica_groups = [] : (tensor<4xf32>) -> tensor<1xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = hlo.add %a, %b : tensor<f32>
    hlo.return %r : tensor<f32>
  }
  %l = hlo.dot %s, %c, lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<1xf32>, tensor<1xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @rs_grad(%x: tensor<4xf32>, %c: tensor<1xf32>) -> (tensor<f32>, tensor<4xf32>) attributes {xhlo.gradient_of = @rs, xhlo.wrt = array<i64: 0>}

// -----

// all_to_all (array form) -> all_to_all with the dimensions swapped; the
// tuple form -> the same exchange of the adjoints (zeros for a result with
// none).
// CHECK-LABEL: func.func private @a2a_grad
// CHECK: hlo.all_to_all(%arg2, %arg3)
// CHECK: hlo.all_to_all(%{{.*}}, %{{.*}}) replica_groups = {{\[\[}}0, 1]] : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
// CHECK: hlo.all_to_all(%{{.*}}) split_dimension = 0, concat_dimension = 1, split_count = 2, replica_groups = {{\[\[}}0, 1]], channel_id = 4 : (tensor<4x2xf32>) -> tensor<2x4xf32>
func.func @a2a(%x: tensor<2x4xf32>, %c: tensor<4x2xf32>, %y: tensor<3xf32>, %z: tensor<3xf32>) -> tensor<f32> {
  %t = hlo.all_to_all(%x) split_dimension = 1, concat_dimension = 0, split_count = 2, replica_groups = [[0, 1]], channel_id = 3 : (tensor<2x4xf32>) -> tensor<4x2xf32>
  %l = hlo.dot %t, %c, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<f32>
  %p:2 = hlo.all_to_all(%y, %z) replica_groups = [[0, 1]] : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
  %m = hlo.dot %p#0, %y, lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  %s = hlo.add %l, %m : tensor<f32>
  return %s : tensor<f32>
}
func.func private @a2a_grad(%x: tensor<2x4xf32>, %c: tensor<4x2xf32>, %y: tensor<3xf32>, %z: tensor<3xf32>) -> (tensor<f32>, tensor<2x4xf32>, tensor<3xf32>, tensor<3xf32>) attributes {xhlo.gradient_of = @a2a, xhlo.wrt = array<i64: 0, 2, 3>}

// -----

// collective_permute -> collective_permute with the pairs reversed.
// CHECK-LABEL: func.func private @cp_grad
// CHECK: hlo.collective_permute %{{.*}}, source_target_pairs = {{\[\[}}1, 0], [2, 1], [3, 2]] : tensor<2xf32>
func.func @cp(%x: tensor<2xf32>, %c: tensor<2xf32>) -> tensor<f32> {
  %p = hlo.collective_permute %x, source_target_pairs = [[0, 1], [1, 2], [2, 3]] : tensor<2xf32>
  %l = hlo.dot %p, %c, lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<2xf32>, tensor<2xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @cp_grad(%x: tensor<2xf32>, %c: tensor<2xf32>) -> (tensor<f32>, tensor<2xf32>) attributes {xhlo.gradient_of = @cp, xhlo.wrt = array<i64: 0>}
