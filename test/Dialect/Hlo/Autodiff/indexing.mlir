// RUN: xhlo-opt --hlo-autodiff=simplify=false -split-input-file %s | FileCheck %s
// The adjoint rules of the indexing ops (IndexingRules.cpp): dynamic_slice,
// dynamic_update_slice, gather and scatter. Each loss is the dot of the op's
// result with a fixed weights argument (so the result's adjoint is that
// argument). The rules are checked numerically against finite differences
// too (AutodiffGradCheckTest). Unsimplified, to show the rules' own ops.

// dynamic_slice: the adjoint goes back into zeros at the same (clamped)
// start indices.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<5x4xf32>, %[[I:.*]]: tensor<i32>, %[[J:.*]]: tensor<i32>, %[[C:.*]]: tensor<2x3xf32>)
// CHECK-DAG: %[[ZEROS:.*]] = hlo.constant dense<0.000000e+00> : tensor<5x4xf32>
// CHECK-DAG: %[[G:.*]] = hlo.dot %{{.*}}, %[[C]] : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: %[[DX:.*]] = hlo.dynamic_update_slice %[[ZEROS]][%[[I]], %[[J]]], %[[G]] : tensor<5x4xf32>, tensor<2x3xf32>, tensor<i32>
// CHECK: return %{{.*}}, %[[DX]]

func.func @f(%x: tensor<5x4xf32>, %i: tensor<i32>, %j: tensor<i32>, %c: tensor<2x3xf32>) -> tensor<f32> {
  %y = hlo.dynamic_slice %x[%i, %j] dynamic_slice_sizes = [2, 3] : tensor<5x4xf32>, tensor<i32>
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<5x4xf32>, %i: tensor<i32>, %j: tensor<i32>, %c: tensor<2x3xf32>) -> (tensor<f32>, tensor<5x4xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}

// -----

// dynamic_update_slice: the operand's adjoint has the window zeroed, the
// update's is the window.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<5x4xf32>, %[[U:.*]]: tensor<2x3xf32>, %[[I:.*]]: tensor<i32>, %[[J:.*]]: tensor<i32>, %[[C:.*]]: tensor<5x4xf32>)
// CHECK: %[[G:.*]] = hlo.dot %{{.*}}, %[[C]] : (tensor<f32>, tensor<5x4xf32>) -> tensor<5x4xf32>
// CHECK: %[[ZEROS:.*]] = hlo.constant dense<0.000000e+00> : tensor<2x3xf32>
// CHECK: %[[DX:.*]] = hlo.dynamic_update_slice %[[G]][%[[I]], %[[J]]], %[[ZEROS]] : tensor<5x4xf32>, tensor<2x3xf32>, tensor<i32>
// CHECK: %[[DU:.*]] = hlo.dynamic_slice %[[G]][%[[I]], %[[J]]] dynamic_slice_sizes = [2, 3] : tensor<5x4xf32>, tensor<i32>
// CHECK: return %{{.*}}, %[[DX]], %[[DU]]

func.func @f(%x: tensor<5x4xf32>, %u: tensor<2x3xf32>, %i: tensor<i32>, %j: tensor<i32>, %c: tensor<5x4xf32>) -> tensor<f32> {
  %y = hlo.dynamic_update_slice %x[%i, %j], %u : tensor<5x4xf32>, tensor<2x3xf32>, tensor<i32>
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<5x4xf32>, %u: tensor<2x3xf32>, %i: tensor<i32>, %j: tensor<i32>, %c: tensor<5x4xf32>) -> (tensor<f32>, tensor<5x4xf32>, tensor<2x3xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}

// -----

// gather: a scatter-add into zeros with the same dimension numbers. gather
// clamps its starts (column to [0, 1], row to [0, 3]) where scatter would
// skip the window, so the indices are clamped first.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<5x4xf32>, %[[IDX:.*]]: tensor<3x2xi32>, %[[C:.*]]: tensor<3x2x3xf32>)
// CHECK: %[[G:.*]] = hlo.dot %{{.*}}, %[[C]] : (tensor<f32>, tensor<3x2x3xf32>) -> tensor<3x2x3xf32>
// CHECK: %[[LOW:.*]] = hlo.constant dense<0> : tensor<3x2xi32>
// CHECK: %[[BOUNDS:.*]] = hlo.constant dense<[1, 3]> : tensor<2xi32>
// CHECK: %[[HIGH:.*]] = hlo.broadcast %[[BOUNDS]], dimensions = [1] : (tensor<2xi32>) -> tensor<3x2xi32>
// CHECK: %[[MAX:.*]] = hlo.maximum %[[IDX]], %[[LOW]] : tensor<3x2xi32>
// CHECK: %[[CLAMPED:.*]] = hlo.minimum %[[MAX]], %[[HIGH]] : tensor<3x2xi32>
// CHECK: %[[ZEROS:.*]] = hlo.constant dense<0.000000e+00> : tensor<5x4xf32>
// CHECK: %[[DX:.*]] = hlo.scatter(%[[ZEROS]])[%[[CLAMPED]]](%[[G]]) scatter_dimension_numbers = <update_window_dims = [1, 2], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 1> : tensor<5x4xf32>, tensor<3x2xi32>, tensor<3x2x3xf32> {
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK-NEXT: %[[S:.*]] = hlo.add %[[A]], %[[B]] : tensor<f32>
// CHECK-NEXT: hlo.return %[[S]] : tensor<f32>
// CHECK: return %{{.*}}, %[[DX]]

func.func @f(%x: tensor<5x4xf32>, %idx: tensor<3x2xi32>, %c: tensor<3x2x3xf32>) -> tensor<f32> {
  %y = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [1, 2], start_index_map = [1, 0], index_vector_dim = 1> slice_sizes = [2, 3] : tensor<5x4xf32>, tensor<3x2xi32>
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0, 1, 2], rhs_contracting_dims = [0, 1, 2] : (tensor<3x2x3xf32>, tensor<3x2x3xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<5x4xf32>, %idx: tensor<3x2xi32>, %c: tensor<3x2x3xf32>) -> (tensor<f32>, tensor<5x4xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}

// -----

// Constant indices in bounds need no clamp; the repeated row 1 gets the sum
// of both adjoint rows from the scatter-add.
// CHECK-LABEL: func.func private @f_grad
// CHECK: %[[IDX:.*]] = hlo.constant dense<[1, 3, 1]> : tensor<3xi32>
// CHECK-NOT: hlo.minimum
// CHECK: hlo.scatter(%{{.*}})[%[[IDX]]](%{{.*}}) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<5x4xf32>, tensor<3xi32>, tensor<3x4xf32>
// CHECK: hlo.add

func.func @f(%x: tensor<5x4xf32>, %c: tensor<3x4xf32>) -> tensor<f32> {
  %idx = hlo.constant dense<[1, 3, 1]> : tensor<3xi32>
  %y = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1> slice_sizes = [1, 4] : tensor<5x4xf32>, tensor<3xi32>
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<5x4xf32>, %c: tensor<3x4xf32>) -> (tensor<f32>, tensor<5x4xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}

// -----

// Batching dimensions stay batching dimensions of the scatter.
// CHECK-LABEL: func.func private @f_grad
// CHECK: hlo.scatter(%{{.*}})[%{{.*}}](%{{.*}}) scatter_dimension_numbers = <update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2> : tensor<2x5x3xf32>, tensor<2x4x1xi32>, tensor<2x4x3xf32>

func.func @f(%x: tensor<2x5x3xf32>, %idx: tensor<2x4x1xi32>, %c: tensor<2x4x3xf32>) -> tensor<f32> {
  %y = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2> slice_sizes = [1, 1, 3] : tensor<2x5x3xf32>, tensor<2x4x1xi32>
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0, 1, 2], rhs_contracting_dims = [0, 1, 2] : (tensor<2x4x3xf32>, tensor<2x4x3xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<2x5x3xf32>, %idx: tensor<2x4x1xi32>, %c: tensor<2x4x3xf32>) -> (tensor<f32>, tensor<2x5x3xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0>}

// -----

// scatter with add: the input's adjoint passes through; the updates' is a
// gather of it, zero where scatter skipped the window (an index vector out
// of [0, 3] x [0, 1]).
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<4x3xf32>, %[[IDX:.*]]: tensor<4x2xi32>, %[[U:.*]]: tensor<4x2xf32>, %[[C:.*]]: tensor<4x3xf32>)
// CHECK: %[[G:.*]] = hlo.dot %{{.*}}, %[[C]] : (tensor<f32>, tensor<4x3xf32>) -> tensor<4x3xf32>
// CHECK: %[[GATHERED:.*]] = hlo.gather %[[G]][%[[IDX]]] dimension_numbers = <offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1> slice_sizes = [1, 2] : tensor<4x3xf32>, tensor<4x2xi32>
// CHECK: %[[BOUNDS:.*]] = hlo.constant dense<[3, 1]> : tensor<2xi32>
// CHECK: %[[GE:.*]] = hlo.compare GE, %[[IDX]], %{{.*}} : tensor<4x2xi32>
// CHECK: %[[LE:.*]] = hlo.compare LE, %[[IDX]], %{{.*}} : tensor<4x2xi32>
// CHECK: %[[IN:.*]] = hlo.and %[[GE]], %[[LE]] : tensor<4x2xi1>
// CHECK: %[[ALL:.*]] = hlo.reduce(%[[IN]] init: %{{.*}}) dimensions = [1] : (tensor<4x2xi1>, tensor<i1>) -> tensor<4xi1>
// CHECK: hlo.and
// CHECK: %[[MASK:.*]] = hlo.broadcast %[[ALL]], dimensions = [0] : (tensor<4xi1>) -> tensor<4x2xi1>
// CHECK: %[[DU:.*]] = hlo.select %[[MASK]], %[[GATHERED]], %{{.*}} : tensor<4x2xi1>, tensor<4x2xf32>
// CHECK: return %{{.*}}, %[[G]], %[[DU]]

func.func @f(%x: tensor<4x3xf32>, %idx: tensor<4x2xi32>, %u: tensor<4x2xf32>, %c: tensor<4x3xf32>) -> tensor<f32> {
  %y = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1> : tensor<4x3xf32>, tensor<4x2xi32>, tensor<4x2xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<4x3xf32>, %idx: tensor<4x2xi32>, %u: tensor<4x2xf32>, %c: tensor<4x3xf32>) -> (tensor<f32>, tensor<4x3xf32>, tensor<4x2xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 2>}

// -----

// scatter that overwrites: the input's adjoint has the scattered places
// zeroed (a scatter of zeros), the updates' is the gather.
// CHECK-LABEL: func.func private @f_grad
// CHECK-SAME: (%[[X:.*]]: tensor<5x2xf32>, %[[U:.*]]: tensor<3x2xf32>, %[[C:.*]]: tensor<5x2xf32>)
// CHECK: %[[IDX:.*]] = hlo.constant dense<[4, 0, 2]> : tensor<3xi32>
// CHECK: %[[G:.*]] = hlo.dot %{{.*}}, %[[C]] : (tensor<f32>, tensor<5x2xf32>) -> tensor<5x2xf32>
// CHECK: %[[ZEROS:.*]] = hlo.constant dense<0.000000e+00> : tensor<3x2xf32>
// CHECK: %[[DX:.*]] = hlo.scatter(%[[G]])[%[[IDX]]](%[[ZEROS]]) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> unique_indices : tensor<5x2xf32>, tensor<3xi32>, tensor<3x2xf32> {
// CHECK-NEXT: ^bb0(%{{.*}}: tensor<f32>, %[[NEW:.*]]: tensor<f32>):
// CHECK-NEXT: hlo.return %[[NEW]] : tensor<f32>
// CHECK: %[[DU:.*]] = hlo.gather %[[G]][%[[IDX]]] dimension_numbers = <offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1> slice_sizes = [1, 2] : tensor<5x2xf32>, tensor<3xi32>
// CHECK: return %{{.*}}, %[[DX]], %[[DU]]

func.func @f(%x: tensor<5x2xf32>, %u: tensor<3x2xf32>, %c: tensor<5x2xf32>) -> tensor<f32> {
  %idx = hlo.constant dense<[4, 0, 2]> : tensor<3xi32>
  %y = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> unique_indices : tensor<5x2xf32>, tensor<3xi32>, tensor<3x2xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %b : tensor<f32>
  }
  %l = hlo.dot %y, %c, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [0, 1] : (tensor<5x2xf32>, tensor<5x2xf32>) -> tensor<f32>
  return %l : tensor<f32>
}
func.func private @f_grad(%x: tensor<5x2xf32>, %u: tensor<3x2xf32>, %c: tensor<5x2xf32>) -> (tensor<f32>, tensor<5x2xf32>, tensor<3x2xf32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 1>}
