// Each indexing op rejects what XLA rejects, with a precise diagnostic.
// RUN: xhlo-opt --split-input-file --verify-diagnostics %s

//===----------------------------------------------------------------------===//
// dynamic_slice
//===----------------------------------------------------------------------===//

func.func @f(%x: tensor<4x6xf32>, %i: tensor<i32>) {
  // expected-error @+1 {{dynamic_slice needs one start index per dimension of operand f32[4,6], got 1}}
  %r = hlo.dynamic_slice %x[%i] dynamic_slice_sizes = [2, 3] : tensor<4x6xf32>, tensor<i32>
  return
}

// -----

func.func @f(%x: tensor<4x6xf32>, %i: tensor<i32>, %j: tensor<i64>) {
  // expected-error @+1 {{dynamic_slice start indices must all have the same type, got s32[] and s64[] (start index 1)}}
  %r = hlo.dynamic_slice %x[%i, %j] dynamic_slice_sizes = [2, 3] : tensor<4x6xf32>, tensor<i32>, tensor<i64>
  return
}

// -----

func.func @f(%x: tensor<4xf32>, %i: tensor<1xi32>) {
  // expected-error @+1 {{dynamic_slice start index 0 must be a 0-d integral tensor, got 'tensor<1xi32>'}}
  %r = hlo.dynamic_slice %x[%i] dynamic_slice_sizes = [2] : tensor<4xf32>, tensor<1xi32>
  return
}

// -----

func.func @f(%x: tensor<4xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{dynamic_slice start index 0 must be a 0-d integral tensor, got 'tensor<f32>'}}
  %r = hlo.dynamic_slice %x[%i] dynamic_slice_sizes = [2] : tensor<4xf32>, tensor<f32>
  return
}

// -----

func.func @f(%x: tensor<4x6xf32>, %i: tensor<i32>) {
  // expected-error @+1 {{dynamic_slice_sizes [2] must have one size per dimension of operand f32[4,6]}}
  %r = hlo.dynamic_slice %x[%i, %i] dynamic_slice_sizes = [2] : tensor<4x6xf32>, tensor<i32>
  return
}

// -----

func.func @f(%x: tensor<4x6xf32>, %i: tensor<i32>) {
  // expected-error @+1 {{dynamic_slice_sizes[1] = 7 is out of range [0, 6] for dimension 1 of operand f32[4,6]}}
  %r = hlo.dynamic_slice %x[%i, %i] dynamic_slice_sizes = [2, 7] : tensor<4x6xf32>, tensor<i32>
  return
}

// -----

func.func @f(%x: tensor<4x6xf32>, %i: tensor<i32>) {
  // expected-error @+1 {{dynamic_slice_sizes[0] = -1 is out of range [0, 4] for dimension 0 of operand f32[4,6]}}
  %r = hlo.dynamic_slice %x[%i, %i] dynamic_slice_sizes = [-1, 2] : tensor<4x6xf32>, tensor<i32>
  return
}

// -----

func.func @f(%x: tensor<4x6xf32>, %i: tensor<i32>) {
  // expected-error @+2 {{'hlo.dynamic_slice' op inferred type(s) 'tensor<2x3xf32>' are incompatible with return type(s) of operation 'tensor<2x2xf32>'}}
  // expected-error @+1 {{'hlo.dynamic_slice' op failed to infer returned types}}
  %r = "hlo.dynamic_slice"(%x, %i, %i) <{dynamic_slice_sizes = array<i64: 2, 3>}> : (tensor<4x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// dynamic_update_slice
//===----------------------------------------------------------------------===//

func.func @f(%x: tensor<4x6xf32>, %u: tensor<2xf32>, %i: tensor<i32>) {
  // expected-error @+1 {{dynamic_update_slice update f32[2] must have the rank of operand f32[4,6]}}
  %r = hlo.dynamic_update_slice %x[%i, %i], %u : tensor<4x6xf32>, tensor<2xf32>, tensor<i32>
  return
}

// -----

func.func @f(%x: tensor<4x6xf32>, %u: tensor<2x2xf16>, %i: tensor<i32>) {
  // expected-error @+1 {{dynamic_update_slice update f16[2,2] must have the element type of operand f32[4,6]}}
  %r = hlo.dynamic_update_slice %x[%i, %i], %u : tensor<4x6xf32>, tensor<2x2xf16>, tensor<i32>
  return
}

// -----

func.func @f(%x: tensor<4x6xf32>, %u: tensor<2x7xf32>, %i: tensor<i32>) {
  // expected-error @+1 {{dimension 1 of update f32[2,7] is larger than dimension 1 of operand f32[4,6]}}
  %r = hlo.dynamic_update_slice %x[%i, %i], %u : tensor<4x6xf32>, tensor<2x7xf32>, tensor<i32>
  return
}

// -----

func.func @f(%x: tensor<4x6xf32>, %u: tensor<2x2xf32>, %i: tensor<i32>) {
  // expected-error @+1 {{dynamic_update_slice needs one start index per dimension of operand f32[4,6], got 3}}
  %r = hlo.dynamic_update_slice %x[%i, %i, %i], %u : tensor<4x6xf32>, tensor<2x2xf32>, tensor<i32>
  return
}

// -----

func.func @f(%x: tensor<4x6xf32>, %u: tensor<2x2xf32>, %i: tensor<ui32>, %j: tensor<i32>) {
  // expected-error @+1 {{dynamic_update_slice start indices must all have the same type, got u32[] and s32[] (start index 1)}}
  %r = hlo.dynamic_update_slice %x[%i, %j], %u : tensor<4x6xf32>, tensor<2x2xf32>, tensor<ui32>, tensor<i32>
  return
}

// -----

func.func @f(%x: tensor<4x6xf32>, %u: tensor<2x2xf32>, %i: tensor<i32>) {
  // expected-error @+2 {{'hlo.dynamic_update_slice' op inferred type(s) 'tensor<4x6xf32>' are incompatible with return type(s) of operation 'tensor<2x2xf32>'}}
  // expected-error @+1 {{'hlo.dynamic_update_slice' op failed to infer returned types}}
  %r = "hlo.dynamic_update_slice"(%x, %u, %i, %i) : (tensor<4x6xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// gather
//===----------------------------------------------------------------------===//

func.func @f(%x: tensor<5x4xf32>, %idx: tensor<3xf32>) {
  // expected-error @+1 {{'hlo.gather' op operand #1 must be statically shaped tensor of}}
  %r = "hlo.gather"(%x, %idx) <{dimension_numbers = #hlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<3xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @f(%x: tensor<5x4xf32>, %idx: tensor<3xi32>) {
  // expected-error @+1 {{index_vector_dim 2 is out of range [0, 1] for start_indices s32[3]}}
  %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2> slice_sizes = [1, 4] : tensor<5x4xf32>, tensor<3xi32>
  return
}

// -----

func.func @f(%x: tensor<5x4xf32>, %idx: tensor<3xi32>) {
  // expected-error @+1 {{offset_dims[0] = 2 is out of range [0, 2) of the gather result}}
  %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1> slice_sizes = [1, 4] : tensor<5x4xf32>, tensor<3xi32>
  return
}

// -----

func.func @f(%x: tensor<5x4xf32>, %idx: tensor<3x2xi32>) {
  // expected-error @+1 {{start_index_map [0] has 1 entries but dimension 1 (index_vector_dim) of start_indices s32[3,2] has size 2}}
  %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1> slice_sizes = [1, 4] : tensor<5x4xf32>, tensor<3x2xi32>
  return
}

// -----

func.func @f(%x: tensor<5x4xf32>, %idx: tensor<3xi32>) {
  // expected-error @+1 {{start_index_map[0] = 2 is out of range [0, 2) of operand f32[5,4]}}
  %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [2], index_vector_dim = 1> slice_sizes = [1, 4] : tensor<5x4xf32>, tensor<3xi32>
  return
}

// -----

func.func @f(%x: tensor<5x4xf32>, %idx: tensor<3xi32>) {
  // expected-error @+1 {{collapsed_slice_dims[0] = 3 is out of range [0, 2) of operand f32[5,4]}}
  %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [1], collapsed_slice_dims = [3], start_index_map = [0], index_vector_dim = 1> slice_sizes = [1, 4] : tensor<5x4xf32>, tensor<3xi32>
  return
}

// -----

func.func @f(%x: tensor<2x5x4xf32>, %idx: tensor<2x3x1xi32>) {
  // expected-error @+1 {{operand_batching_dims[0] = 3 is out of range [0, 3) of operand f32[2,5,4]}}
  %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [3], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2> slice_sizes = [1, 1, 4] : tensor<2x5x4xf32>, tensor<2x3x1xi32>
  return
}

// -----

func.func @f(%x: tensor<2x5x4xf32>, %idx: tensor<2x3x1xi32>) {
  // expected-error @+1 {{dimension 0 of operand f32[2,5,4] is in both collapsed_slice_dims and operand_batching_dims}}
  %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [2], collapsed_slice_dims = [0], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2> slice_sizes = [1, 1, 4] : tensor<2x5x4xf32>, tensor<2x3x1xi32>
  return
}

// -----

func.func @f(%x: tensor<2x5x4xf32>, %idx: tensor<2x3x1xi32>) {
  // expected-error @+1 {{dimension 0 of operand f32[2,5,4] is in both start_index_map and operand_batching_dims}}
  %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [0], index_vector_dim = 2> slice_sizes = [1, 1, 4] : tensor<2x5x4xf32>, tensor<2x3x1xi32>
  return
}

// -----

func.func @f(%x: tensor<2x5x4xf32>, %idx: tensor<2x3x1xi32>) {
  // expected-error @+1 {{start_indices_batching_dims[0] = 3 is out of range [0, 3) of start_indices s32[2,3,1]}}
  %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [3], start_index_map = [1], index_vector_dim = 2> slice_sizes = [1, 1, 4] : tensor<2x5x4xf32>, tensor<2x3x1xi32>
  return
}

// -----

func.func @f(%x: tensor<2x5x4xf32>, %idx: tensor<2x3x1xi32>) {
  // expected-error @+1 {{start_indices_batching_dims[0] = 2 must not be the index_vector_dim}}
  %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [2], start_index_map = [1], index_vector_dim = 2> slice_sizes = [1, 1, 4] : tensor<2x5x4xf32>, tensor<2x3x1xi32>
  return
}

// -----

func.func @f(%x: tensor<2x5x4xf32>, %idx: tensor<2x3x1xi32>) {
  // expected-error @+1 {{batching dimension 0 (operand_batching_dims[0]) of f32[2,5,4] has size 2 but dimension 1 (start_indices_batching_dims[0]) of start_indices s32[2,3,1] has size 3}}
  %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [1], index_vector_dim = 2> slice_sizes = [1, 1, 4] : tensor<2x5x4xf32>, tensor<2x3x1xi32>
  return
}

// -----

func.func @f(%x: tensor<5x4xf32>, %idx: tensor<3xi32>) {
  // expected-error @+1 {{slice_sizes [1] must have one size per dimension of operand f32[5,4]}}
  %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1> slice_sizes = [1] : tensor<5x4xf32>, tensor<3xi32>
  return
}

// -----

func.func @f(%x: tensor<5x4xf32>, %idx: tensor<3xi32>) {
  // expected-error @+1 {{offset_dims, collapsed_slice_dims and operand_batching_dims must have one entry per dimension of operand f32[5,4] together, got 1 + 0 + 0}}
  %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [1], start_index_map = [0], index_vector_dim = 1> slice_sizes = [1, 4] : tensor<5x4xf32>, tensor<3xi32>
  return
}

// -----

func.func @f(%x: tensor<5x4xf32>, %idx: tensor<3xi32>) {
  // expected-error @+1 {{slice_sizes[1] = 5 is out of range [0, 4] for dimension 1 of operand f32[5,4]}}
  %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1> slice_sizes = [1, 5] : tensor<5x4xf32>, tensor<3xi32>
  return
}

// -----

func.func @f(%x: tensor<5x4xf32>, %idx: tensor<3xi32>) {
  // expected-error @+1 {{collapsed dimension 0 must have slice size 0 or 1, got 2}}
  %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1> slice_sizes = [2, 4] : tensor<5x4xf32>, tensor<3xi32>
  return
}

// -----

func.func @f(%x: tensor<2x5x4xf32>, %idx: tensor<2x3x1xi32>) {
  // expected-error @+1 {{operand batching dimension 0 must have slice size 0 or 1, got 2}}
  %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2> slice_sizes = [2, 1, 4] : tensor<2x5x4xf32>, tensor<2x3x1xi32>
  return
}

// -----

func.func @f(%x: tensor<5x4xf32>, %idx: tensor<3xi32>) {
  // expected-error @+2 {{'hlo.gather' op inferred type(s) 'tensor<3x4xf32>' are incompatible with return type(s) of operation 'tensor<4x3xf32>'}}
  // expected-error @+1 {{'hlo.gather' op failed to infer returned types}}
  %r = "hlo.gather"(%x, %idx) <{dimension_numbers = #hlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<5x4xf32>, tensor<3xi32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @f(%x: tensor<5x4xf32>, %idx: tensor<3xi32>) {
  // expected-error @+1 {{offset_dims must be sorted}}
  %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [1, 0], start_index_map = [0], index_vector_dim = 1> slice_sizes = [1, 4] : tensor<5x4xf32>, tensor<3xi32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// scatter
//===----------------------------------------------------------------------===//

func.func @f(%x: tensor<3x3xf32>, %idx: tensor<2x1xi32>, %u: tensor<2x3xf32>) {
  // expected-error @+1 {{scatter has 1 inputs but 2 updates; it needs one update per input}}
  %r = hlo.scatter(%x)[%idx](%u, %u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>, tensor<2x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %b : tensor<f32>
  }
  return
}

// -----

func.func @f(%idx: tensor<2x1xi32>) {
  // expected-error @+1 {{scatter needs at least one input}}
  hlo.scatter()[%idx]() scatter_dimension_numbers = <index_vector_dim = 1> : tensor<2x1xi32> {
    hlo.return
  }
  return
}

// -----

func.func @f(%x: tensor<3x3xf32>, %y: tensor<3x4xf32>, %idx: tensor<2x1xi32>, %u: tensor<2x3xf32>) {
  // expected-error @+1 {{scatter inputs must all have the same shape, got f32[3,3] and f32[3,4] (input 1)}}
  %r:2 = hlo.scatter(%x, %y)[%idx](%u, %u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3x3xf32>, tensor<3x4xf32>, tensor<2x1xi32>, tensor<2x3xf32>, tensor<2x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>, %d: tensor<f32>):
    hlo.return %c, %d : tensor<f32>, tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<3x3xf32>, %idx: tensor<2x1xi32>, %u: tensor<2x3xi32>) {
  // expected-error @+1 {{scatter update 0 s32[2,3] must have the element type of input 0 f32[3,3]}}
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x3xi32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %b : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<3x3xf32>, %idx: tensor<2x1xi32>, %u: tensor<2x3xf32>) {
  // expected-error @+1 {{index_vector_dim 3 is out of range [0, 2] for scatter_indices s32[2,1]}}
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 3> : tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %b : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<3x3xf32>, %idx: tensor<2x1xi32>, %u: tensor<2x3x1xf32>) {
  // expected-error @+1 {{updates f32[2,3,1] must have rank 2 (1 scatter dimensions of scatter_indices s32[2,1] and 1 update_window_dims)}}
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x3x1xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %b : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<3x3xf32>, %idx: tensor<2x1xi32>, %u: tensor<2x3xf32>) {
  // expected-error @+1 {{update_window_dims[0] = 2 is out of range [0, 2) of updates f32[2,3]}}
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %b : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<3x3xf32>, %idx: tensor<2x1xi32>, %u: tensor<2x3xf32>) {
  // expected-error @+1 {{inserted_window_dims[0] = 2 is out of range [0, 2) of input f32[3,3]}}
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %b : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<2x5x4xf32>, %idx: tensor<2x3x1xi32>, %u: tensor<2x3x4xf32>) {
  // expected-error @+1 {{input_batching_dims[0] = 3 is out of range [0, 3) of input f32[2,5,4]}}
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [3], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2> : tensor<2x5x4xf32>, tensor<2x3x1xi32>, tensor<2x3x4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %b : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<2x5x4xf32>, %idx: tensor<2x3x1xi32>, %u: tensor<2x3x4xf32>) {
  // expected-error @+1 {{dimension 1 of input f32[2,5,4] is in both inserted_window_dims and input_batching_dims}}
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [1], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2> : tensor<2x5x4xf32>, tensor<2x3x1xi32>, tensor<2x3x4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %b : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<3x3xf32>, %idx: tensor<2x1xi32>, %u: tensor<2x3xf32>) {
  // expected-error @+1 {{update_window_dims, inserted_window_dims and input_batching_dims must have one entry per dimension of input f32[3,3] together, got 1 + 0 + 0}}
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %b : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<3x3xf32>, %idx: tensor<2x1xi32>, %u: tensor<2x3xf32>) {
  // expected-error @+1 {{scatter_dims_to_operand_dims [0, 1] has 2 entries but dimension 1 (index_vector_dim) of scatter_indices s32[2,1] has size 1}}
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1> : tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %b : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<3x3xf32>, %idx: tensor<2x1xi32>, %u: tensor<2x3xf32>) {
  // expected-error @+1 {{scatter_dims_to_operand_dims[0] = 2 is out of range [0, 2) of input f32[3,3]}}
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 1> : tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %b : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<2x5x4xf32>, %idx: tensor<2x3x1xi32>, %u: tensor<2x3x4xf32>) {
  // expected-error @+1 {{dimension 0 of input f32[2,5,4] is in both scatter_dims_to_operand_dims and input_batching_dims}}
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2> : tensor<2x5x4xf32>, tensor<2x3x1xi32>, tensor<2x3x4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %b : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<2x5x4xf32>, %idx: tensor<2x3x1xi32>, %u: tensor<2x3x4xf32>) {
  // expected-error @+1 {{scatter_indices_batching_dims[0] = 2 must not be the index_vector_dim}}
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [2], scatter_dims_to_operand_dims = [1], index_vector_dim = 2> : tensor<2x5x4xf32>, tensor<2x3x1xi32>, tensor<2x3x4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %b : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<2x5x4xf32>, %idx: tensor<3x2x1xi32>, %u: tensor<3x2x4xf32>) {
  // expected-error @+1 {{batching dimension 0 (input_batching_dims[0]) of f32[2,5,4] has size 2 but dimension 0 (scatter_indices_batching_dims[0]) of scatter_indices s32[3,2,1] has size 3}}
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2> : tensor<2x5x4xf32>, tensor<3x2x1xi32>, tensor<3x2x4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %b : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<3x3xf32>, %idx: tensor<2x1xi32>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{window dimension 1 of updates f32[2,4] is larger than dimension 1 of input f32[3,3]}}
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %b : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<3x3xf32>, %idx: tensor<2x1xi32>, %u: tensor<5x3xf32>) {
  // expected-error @+1 {{scatter dimension 0 of updates f32[5,3] must have the size of dimension 0 of scatter_indices s32[2,1] (2)}}
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3x3xf32>, tensor<2x1xi32>, tensor<5x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %b : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<3x3xf32>, %idx: tensor<2x1xi32>, %u: tensor<2x3xf32>) {
  // expected-error @+1 {{scatter update computation must take 2 parameters (1 current values, then 1 update values), takes 1}}
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x3xf32> {
  ^bb0(%a: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<3x3xf32>, %idx: tensor<2x1xi32>, %u: tensor<2x3xf32>) {
  // expected-error @+1 {{parameter 1 of the scatter update computation must be f32[], got f64[]}}
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f64>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<3x3xf32>, %idx: tensor<2x1xi32>, %u: tensor<2x3xf32>) {
  // expected-error @+1 {{parameter 0 of the scatter update computation must be f32[], got f32[1]}}
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x3xf32> {
  ^bb0(%a: tensor<1xf32>, %b: tensor<f32>):
    hlo.return %b : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<3x3xf32>, %idx: tensor<2x1xi32>, %u: tensor<2x3xf32>) {
  // expected-error @+1 {{scatter update computation must return 1 values, returns 2}}
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %a, %b : tensor<f32>, tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<3x3xf32>, %idx: tensor<2x1xi32>, %u: tensor<2x3xf32>) {
  // expected-error @+1 {{result 0 of the scatter update computation must be f32[], got pred[]}}
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = hlo.compare LT, %a, %b : tensor<f32>
    hlo.return %c : tensor<i1>
  }
  return
}

// -----

func.func @f(%x: tensor<3x3xf32>, %idx: tensor<2x1xi32>, %u: tensor<2x3xf32>) {
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    // expected-error @+1 {{block with no terminator}}
    %s = hlo.add %a, %b : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<3x3xf32>, %idx: tensor<2x1xi32>, %u: tensor<2x3xf32>, %outer: tensor<f32>) {
  // expected-note @+1 {{required by region isolation constraints}}
  %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    // expected-error @+1 {{using value defined outside the region}}
    %s = hlo.add %a, %outer : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return
}

// -----

func.func @f(%x: tensor<3x3xf32>, %idx: tensor<2x1xi32>, %u: tensor<2x3xf32>) {
  // expected-error @+2 {{'hlo.scatter' op inferred type(s) 'tensor<3x3xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf32>'}}
  // expected-error @+1 {{'hlo.scatter' op failed to infer returned types}}
  %r = "hlo.scatter"(%x, %idx, %u) <{operandSegmentSizes = array<i32: 1, 1, 1>, scatter_dimension_numbers = #hlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %b : tensor<f32>
  }) : (tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}
