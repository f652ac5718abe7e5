// Every indexing op parses, verifies and prints back identically, in its
// custom form and in the generic form.
// RUN: xhlo-opt --verify-roundtrip --split-input-file %s | FileCheck %s
// RUN: xhlo-opt --mlir-print-op-generic --split-input-file %s | xhlo-opt --verify-roundtrip --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @dynamic_slice
func.func @dynamic_slice(%x: tensor<4x6xf32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<2x3xf32> {
  // CHECK: %[[R:.*]] = hlo.dynamic_slice %{{.*}}[%{{.*}}, %{{.*}}] dynamic_slice_sizes = [2, 3] : tensor<4x6xf32>, tensor<i32>
  %r = hlo.dynamic_slice %x[%i, %j] dynamic_slice_sizes = [2, 3] : tensor<4x6xf32>, tensor<i32>
  // CHECK: return %[[R]] : tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// The sizes may be 0 or the whole dimension; the indices any integer type.
// CHECK-LABEL: func.func @dynamic_slice_edge_sizes
func.func @dynamic_slice_edge_sizes(%x: tensor<4x6x2xi8>, %i: tensor<ui64>) -> tensor<0x6x1xi8> {
  // CHECK: hlo.dynamic_slice %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] dynamic_slice_sizes = [0, 6, 1] : tensor<4x6x2xi8>, tensor<ui64>
  %r = hlo.dynamic_slice %x[%i, %i, %i] dynamic_slice_sizes = [0, 6, 1] : tensor<4x6x2xi8>, tensor<ui64>
  return %r : tensor<0x6x1xi8>
}

// -----

// A 0-d operand takes no start indices.
// CHECK-LABEL: func.func @dynamic_slice_scalar
func.func @dynamic_slice_scalar(%x: tensor<complex<f32>>) -> tensor<complex<f32>> {
  // CHECK: hlo.dynamic_slice %{{.*}}[] dynamic_slice_sizes = [] : tensor<complex<f32>>
  %r = hlo.dynamic_slice %x[] dynamic_slice_sizes = [] : tensor<complex<f32>>
  return %r : tensor<complex<f32>>
}

// -----

// CHECK-LABEL: func.func @dynamic_update_slice
func.func @dynamic_update_slice(%x: tensor<4x6xf32>, %u: tensor<2x3xf32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<4x6xf32> {
  // CHECK: %[[R:.*]] = hlo.dynamic_update_slice %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : tensor<4x6xf32>, tensor<2x3xf32>, tensor<i32>
  %r = hlo.dynamic_update_slice %x[%i, %j], %u : tensor<4x6xf32>, tensor<2x3xf32>, tensor<i32>
  // CHECK: return %[[R]] : tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// -----

// The update may be empty or as large as the operand.
// CHECK-LABEL: func.func @dynamic_update_slice_edge_sizes
func.func @dynamic_update_slice_edge_sizes(%x: tensor<4x6xi1>, %u: tensor<0x6xi1>, %v: tensor<4x6xi1>, %i: tensor<ui8>) -> (tensor<4x6xi1>, tensor<4x6xi1>) {
  // CHECK: hlo.dynamic_update_slice %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : tensor<4x6xi1>, tensor<0x6xi1>, tensor<ui8>
  %r = hlo.dynamic_update_slice %x[%i, %i], %u : tensor<4x6xi1>, tensor<0x6xi1>, tensor<ui8>
  // CHECK: hlo.dynamic_update_slice %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : tensor<4x6xi1>, tensor<4x6xi1>, tensor<ui8>
  %s = hlo.dynamic_update_slice %x[%i, %i], %v : tensor<4x6xi1>, tensor<4x6xi1>, tensor<ui8>
  return %r, %s : tensor<4x6xi1>, tensor<4x6xi1>
}

// -----

// CHECK-LABEL: func.func @dynamic_update_slice_scalar
func.func @dynamic_update_slice_scalar(%x: tensor<f64>, %u: tensor<f64>) -> tensor<f64> {
  // CHECK: hlo.dynamic_update_slice %{{.*}}[], %{{.*}} : tensor<f64>, tensor<f64>
  %r = hlo.dynamic_update_slice %x[], %u : tensor<f64>, tensor<f64>
  return %r : tensor<f64>
}

// -----

// Rows of a matrix (an embedding lookup); index_vector_dim == rank(indices)
// makes each index a vector of one element.
// CHECK-LABEL: func.func @gather_rows
func.func @gather_rows(%x: tensor<5x4xf32>, %idx: tensor<3xi32>) -> tensor<3x4xf32> {
  // CHECK: %[[R:.*]] = hlo.gather %{{.*}}[%{{.*}}] dimension_numbers = <offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1> slice_sizes = [1, 4] : tensor<5x4xf32>, tensor<3xi32>
  %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1> slice_sizes = [1, 4] : tensor<5x4xf32>, tensor<3xi32>
  // CHECK: return %[[R]] : tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

// Nothing collapsed: the slice dimensions stay in the result, between the
// batch dimensions of the indices.
// CHECK-LABEL: func.func @gather_uncollapsed
func.func @gather_uncollapsed(%x: tensor<3x3xi32>, %idx: tensor<2x2x2xi64>) -> tensor<2x1x1x2xi32> {
  // CHECK: hlo.gather %{{.*}}[%{{.*}}] dimension_numbers = <offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 2> slice_sizes = [1, 1] : tensor<3x3xi32>, tensor<2x2x2xi64>
  %r = hlo.gather %x[%idx] dimension_numbers = #hlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 2> slice_sizes = [1, 1] : tensor<3x3xi32>, tensor<2x2x2xi64>
  return %r : tensor<2x1x1x2xi32>
}

// -----

// index_vector_dim = 0 (not the minor dimension) and sorted indices.
// CHECK-LABEL: func.func @gather_index_vector_dim_0
func.func @gather_index_vector_dim_0(%x: tensor<4x6xbf16>, %idx: tensor<2x5xui32>) -> tensor<5x2x3xbf16> {
  // CHECK: hlo.gather %{{.*}}[%{{.*}}] dimension_numbers = <offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 0> slice_sizes = [2, 3] indices_are_sorted : tensor<4x6xbf16>, tensor<2x5xui32>
  %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 0> slice_sizes = [2, 3] indices_are_sorted : tensor<4x6xbf16>, tensor<2x5xui32>
  return %r : tensor<5x2x3xbf16>
}

// -----

// Batching dimensions: dimension 0 of the operand pairs with dimension 0 of
// the indices.
// CHECK-LABEL: func.func @gather_batching
func.func @gather_batching(%x: tensor<2x5x4xf32>, %idx: tensor<2x3x1xi32>) -> tensor<2x3x4xf32> {
  // CHECK: hlo.gather %{{.*}}[%{{.*}}] dimension_numbers = <offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2> slice_sizes = [1, 1, 4] : tensor<2x5x4xf32>, tensor<2x3x1xi32>
  %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2> slice_sizes = [1, 1, 4] : tensor<2x5x4xf32>, tensor<2x3x1xi32>
  return %r : tensor<2x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @scatter_add
func.func @scatter_add(%x: tensor<3x3xf32>, %idx: tensor<2x1xi32>, %u: tensor<2x3xf32>) -> tensor<3x3xf32> {
  // CHECK: %[[R:.*]] = hlo.scatter(%{{.*}})[%{{.*}}](%{{.*}}) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x3xf32> {
  // CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
  // CHECK-NEXT:   %[[S:.*]] = hlo.add %[[A]], %[[B]] : tensor<f32>
  // CHECK-NEXT:   hlo.return %[[S]] : tensor<f32>
  // CHECK-NEXT: }
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  // CHECK: return %[[R]] : tensor<3x3xf32>
  return %r : tensor<3x3xf32>
}

// -----

// Scalar updates, indices with an implicit index vector dimension, and the
// promises about the indices.
// CHECK-LABEL: func.func @scatter_scalar_updates
func.func @scatter_scalar_updates(%x: tensor<5xi32>, %idx: tensor<3xi64>, %u: tensor<3xi32>) -> tensor<5xi32> {
  // CHECK: hlo.scatter(%{{.*}})[%{{.*}}](%{{.*}}) scatter_dimension_numbers = <inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> indices_are_sorted unique_indices : tensor<5xi32>, tensor<3xi64>, tensor<3xi32> {
  // CHECK-NEXT: ^bb0(%{{.*}}: tensor<i32>, %[[NEW:.*]]: tensor<i32>):
  // CHECK-NEXT:   hlo.return %[[NEW]] : tensor<i32>
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = #hlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> indices_are_sorted unique_indices : tensor<5xi32>, tensor<3xi64>, tensor<3xi32> {
  ^bb0(%old: tensor<i32>, %new: tensor<i32>):
    hlo.return %new : tensor<i32>
  }
  return %r : tensor<5xi32>
}

// -----

// Two inputs of different element types scattered together.
// CHECK-LABEL: func.func @scatter_variadic
func.func @scatter_variadic(%x: tensor<4x2xf32>, %y: tensor<4x2xi32>, %idx: tensor<3x1xi32>, %u: tensor<3x2xf32>, %v: tensor<3x2xi32>) -> (tensor<4x2xf32>, tensor<4x2xi32>) {
  // CHECK: %[[R:.*]]:2 = hlo.scatter(%{{.*}}, %{{.*}})[%{{.*}}](%{{.*}}, %{{.*}}) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<4x2xf32>, tensor<4x2xi32>, tensor<3x1xi32>, tensor<3x2xf32>, tensor<3x2xi32> {
  // CHECK-NEXT: ^bb0(%{{.*}}: tensor<f32>, %{{.*}}: tensor<i32>, %{{.*}}: tensor<f32>, %{{.*}}: tensor<i32>):
  // CHECK: hlo.return %{{.*}}, %{{.*}} : tensor<f32>, tensor<i32>
  %r:2 = hlo.scatter(%x, %y)[%idx](%u, %v) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<4x2xf32>, tensor<4x2xi32>, tensor<3x1xi32>, tensor<3x2xf32>, tensor<3x2xi32> {
  ^bb0(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<i32>):
    %s = hlo.add %a, %c : tensor<f32>
    %t = hlo.maximum %b, %d : tensor<i32>
    hlo.return %s, %t : tensor<f32>, tensor<i32>
  }
  // CHECK: return %[[R]]#0, %[[R]]#1 : tensor<4x2xf32>, tensor<4x2xi32>
  return %r#0, %r#1 : tensor<4x2xf32>, tensor<4x2xi32>
}

// -----

// Batching dimensions, and update windows smaller than the input.
// CHECK-LABEL: func.func @scatter_batching
func.func @scatter_batching(%x: tensor<2x5x4xf32>, %idx: tensor<2x3x1xi32>, %u: tensor<2x3x2xf32>) -> tensor<2x5x4xf32> {
  // CHECK: hlo.scatter(%{{.*}})[%{{.*}}](%{{.*}}) scatter_dimension_numbers = <update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2> : tensor<2x5x4xf32>, tensor<2x3x1xi32>, tensor<2x3x2xf32> {
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2> : tensor<2x5x4xf32>, tensor<2x3x1xi32>, tensor<2x3x2xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.multiply %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return %r : tensor<2x5x4xf32>
}
