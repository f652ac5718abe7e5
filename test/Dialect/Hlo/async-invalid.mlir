// The asynchronous forms reject what XLA's verifier rejects (shapes,
// start/done pairing), with a precise diagnostic.
// RUN: xhlo-opt --split-input-file --verify-diagnostics %s

func.func @all_reduce_done_without_start(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'hlo.all_reduce_done' op operand must be the result of an all_reduce_start, not a block argument}}
  %d = hlo.all_reduce_done %x : tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

func.func @all_reduce_start_two_users(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // expected-error @+1 {{'hlo.all_reduce_start' op result must have exactly one user, all_reduce_done, but has 2}}
  %s = hlo.all_reduce_start(%x) replica_groups = [] : tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = hlo.add %a, %b : tensor<f32>
    hlo.return %r : tensor<f32>
  }
  %d = hlo.all_reduce_done %s : tensor<4xf32>
  %e = hlo.all_reduce_done %s : tensor<4xf32>
  return %d, %e : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @all_reduce_start_wrong_user(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'hlo.all_reduce_start' op result must be used by all_reduce_done, not by 'hlo.negate'}}
  %s = hlo.all_reduce_start(%x) replica_groups = [] : tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = hlo.add %a, %b : tensor<f32>
    hlo.return %r : tensor<f32>
  }
  %n = hlo.negate %s : tensor<4xf32>
  return %n : tensor<4xf32>
}

// -----

func.func @all_reduce_start_reducer(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operand 0 f32[4] of all-reduce-start does not have the reducer's element type s32}}
  %s = hlo.all_reduce_start(%x) replica_groups = [] : tensor<4xf32> {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %r = hlo.add %a, %b : tensor<i32>
    hlo.return %r : tensor<i32>
  }
  %d = hlo.all_reduce_done %s : tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

func.func @all_reduce_start_groups(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{replica 1 is not named in the replica groups [[0, 2]] of all-reduce-start}}
  %s = hlo.all_reduce_start(%x) replica_groups = [[0, 2]] : tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = hlo.add %a, %b : tensor<f32>
    hlo.return %r : tensor<f32>
  }
  %d = hlo.all_reduce_done %s : tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

func.func @all_gather_start_shape(%x: tensor<2x3xf32>) -> tensor<6x3xf32> {
  // expected-error @+1 {{all-gather-start result 0 f32[6,3] must be f32[4,3]: operand f32[2,3] gathered along dimension 0 from 2 shards}}
  %s = hlo.all_gather_start(%x) all_gather_dimension = 0, replica_groups = [[0, 1]] : (tensor<2x3xf32>) -> tuple<tensor<2x3xf32>, tensor<6x3xf32>>
  %d = hlo.all_gather_done %s : tuple<tensor<2x3xf32>, tensor<6x3xf32>>
  return %d : tensor<6x3xf32>
}

// -----

func.func @all_gather_start_inputs(%x: tensor<2x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'hlo.all_gather_start' op result (f32[3,3], f32[4,3]) must be a tuple (operands, gathered) whose element 0 is f32[2,3]}}
  %s = hlo.all_gather_start(%x) all_gather_dimension = 0, replica_groups = [[0, 1]] : (tensor<2x3xf32>) -> tuple<tensor<3x3xf32>, tensor<4x3xf32>>
  %d = hlo.all_gather_done %s : tuple<tensor<3x3xf32>, tensor<4x3xf32>>
  return %d : tensor<4x3xf32>
}

// -----

func.func @all_gather_done_without_start(%x: tuple<tensor<2x3xf32>, tensor<4x3xf32>>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'hlo.all_gather_done' op operand must be the result of an all_gather_start, not a block argument}}
  %d = hlo.all_gather_done %x : tuple<tensor<2x3xf32>, tensor<4x3xf32>>
  return %d : tensor<4x3xf32>
}

// -----

func.func @all_gather_done_short(%x: tuple<tensor<2x3xf32>>) -> tensor<4x3xf32> {
  // expected-error @+1 {{all-gather-done operand (f32[2,3]) must be a tuple of at least 2 elements}}
  %d = hlo.all_gather_done %x : tuple<tensor<2x3xf32>>
  return %d : tensor<4x3xf32>
}

// -----

func.func @collective_permute_start_shape(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'hlo.collective_permute_start' op result (f32[4], f32[5], u32[], u32[]) must be a tuple (operand, result, context...) whose first two elements are f32[4]}}
  %s = hlo.collective_permute_start %x, source_target_pairs = [[0, 1]] : (tensor<4xf32>) -> tuple<tensor<4xf32>, tensor<5xf32>, tensor<ui32>, tensor<ui32>>
  %d = hlo.collective_permute_done %s : tuple<tensor<4xf32>, tensor<5xf32>, tensor<ui32>, tensor<ui32>>
  return %d : tensor<5xf32>
}

// -----

func.func @collective_permute_start_pairs(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{collective-permute-start target 1 appears more than once in the source-target pairs}}
  %s = hlo.collective_permute_start %x, source_target_pairs = [[0, 1], [2, 1]] : (tensor<4xf32>) -> tuple<tensor<4xf32>, tensor<4xf32>>
  %d = hlo.collective_permute_done %s : tuple<tensor<4xf32>, tensor<4xf32>>
  return %d : tensor<4xf32>
}

// -----

func.func @collective_permute_done_without_start(%x: tuple<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32> {
  // expected-error @+1 {{'hlo.collective_permute_done' op operand must be the result of a collective_permute_start, not a block argument}}
  %d = hlo.collective_permute_done %x : tuple<tensor<4xf32>, tensor<4xf32>>
  return %d : tensor<4xf32>
}

// -----

func.func @copy_done_of_other_start(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'hlo.collective_permute_start' op result must be used by collective_permute_done, not by 'hlo.copy_done'}}
  %s = hlo.collective_permute_start %x, source_target_pairs = [] : (tensor<4xf32>) -> tuple<tensor<4xf32>, tensor<4xf32>, tensor<ui32>>
  %d = hlo.copy_done %s : tuple<tensor<4xf32>, tensor<4xf32>, tensor<ui32>>
  return %d : tensor<4xf32>
}

// -----

func.func @copy_done_mismatch(%x: tuple<tensor<4xf32>, tensor<4xi32>, tensor<ui32>>) -> tensor<4xf32> {
  // expected-error @+1 {{copy-done operand (f32[4], s32[4], u32[]) must hold one array type as destination and source}}
  %d = hlo.copy_done %x : tuple<tensor<4xf32>, tensor<4xi32>, tensor<ui32>>
  return %d : tensor<4xf32>
}

// -----

func.func @copy_start_index(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'hlo.copy_start' op cross_program_prefetch_index must be >= 0, got -1}}
  %s = hlo.copy_start %x {cross_program_prefetch_index = -1 : i32} : tensor<4xf32>
  %d = hlo.copy_done %s : tuple<tensor<4xf32>, tensor<4xf32>, tensor<ui32>>
  return %d : tensor<4xf32>
}

// -----

func.func private @wrapped(%x: tensor<10xf32>) -> tensor<20xf32>

func.func @async_start_callee_shape(%x: tensor<10xf32>) -> tensor<10xf32> {
  // expected-error @+1 {{'hlo.async_start' op context ((f32[10]), f32[10], s32[]) must start with the parameters and result of wrapped, (f32[10]) and f32[20]}}
  %s = hlo.async_start(%x) calls = @wrapped : (tensor<10xf32>) -> tuple<tuple<tensor<10xf32>>, tensor<10xf32>, tensor<i32>>
  %d = hlo.async_done %s calls = @wrapped : (tuple<tuple<tensor<10xf32>>, tensor<10xf32>, tensor<i32>>) -> tensor<10xf32>
  return %d : tensor<10xf32>
}

// -----

func.func @async_start_no_callee(%x: tensor<10xf32>) -> tensor<10xf32> {
  // expected-error @+1 {{'hlo.async_start' op wrapped computation @missing is not a function of the module}}
  %s = hlo.async_start(%x) calls = @missing : (tensor<10xf32>) -> tuple<tuple<tensor<10xf32>>, tensor<10xf32>>
  %d = hlo.async_done %s calls = @missing : (tuple<tuple<tensor<10xf32>>, tensor<10xf32>>) -> tensor<10xf32>
  return %d : tensor<10xf32>
}

// -----

func.func @async_start_operands(%x: tensor<10xf32>) -> tensor<10xf32> {
  // expected-error @+1 {{'hlo.async_start' op context element 0 (f32[11]) must hold the operands' types}}
  %s = hlo.async_start(%x) calls = @f : (tensor<10xf32>) -> tuple<tuple<tensor<11xf32>>, tensor<10xf32>>
  %d = hlo.async_done %s calls = @f : (tuple<tuple<tensor<11xf32>>, tensor<10xf32>>) -> tensor<10xf32>
  return %d : tensor<10xf32>
}

// -----

func.func private @f(%x: tensor<10xf32>) -> tensor<10xf32>
func.func private @g(%x: tensor<10xf32>) -> tensor<10xf32>

func.func @async_done_other_computation(%x: tensor<10xf32>) -> tensor<10xf32> {
  %s = hlo.async_start(%x) calls = @f : (tensor<10xf32>) -> tuple<tuple<tensor<10xf32>>, tensor<10xf32>>
  // expected-error @+1 {{'hlo.async_done' op wraps @g on thread "main" but its operand wraps @f on thread "main"}}
  %d = hlo.async_done %s calls = @g : (tuple<tuple<tensor<10xf32>>, tensor<10xf32>>) -> tensor<10xf32>
  return %d : tensor<10xf32>
}

// -----

func.func private @f(%x: tensor<10xf32>) -> tensor<10xf32>

func.func @async_update_thread(%x: tensor<10xf32>) -> tensor<10xf32> {
  %s = hlo.async_start(%x) calls = @f : (tensor<10xf32>) -> tuple<tuple<tensor<10xf32>>, tensor<10xf32>>
  // expected-error @+1 {{'hlo.async_update' op wraps @f on thread "host" but its operand wraps @f on thread "main"}}
  %u = hlo.async_update %s calls = @f {async_execution_thread = "host"} : tuple<tuple<tensor<10xf32>>, tensor<10xf32>>
  %d = hlo.async_done %u calls = @f {async_execution_thread = "host"} : (tuple<tuple<tensor<10xf32>>, tensor<10xf32>>) -> tensor<10xf32>
  return %d : tensor<10xf32>
}

// -----

func.func @async_done_without_start(%x: tuple<tuple<tensor<10xf32>>, tensor<10xf32>>) -> tensor<10xf32> {
  // expected-error @+1 {{'hlo.async_done' op operand must be the result of an async_start or async_update, not a block argument}}
  %d = hlo.async_done %x calls = @f : (tuple<tuple<tensor<10xf32>>, tensor<10xf32>>) -> tensor<10xf32>
  return %d : tensor<10xf32>
}

// -----

func.func @async_done_context(%x: tuple<tensor<10xf32>, tensor<10xf32>>) -> tensor<10xf32> {
  // expected-error @+1 {{'hlo.async_done' op async-done context (f32[10], f32[10]) must be a tuple ((operands), result, context...)}}
  %d = hlo.async_done %x calls = @f : (tuple<tensor<10xf32>, tensor<10xf32>>) -> tensor<10xf32>
  return %d : tensor<10xf32>
}
