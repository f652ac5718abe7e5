// convert-hlo-to-linalg refuses, at the op and naming it, every opcode it has
// no lowering for (before changing anything), and the forms of lowered
// opcodes it does not support yet, with the reason.
// RUN: xhlo-opt --convert-hlo-to-linalg --split-input-file --verify-diagnostics %s

func.func @rng(%lo: tensor<f32>, %hi: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{'hlo.rng' has no lowering to linalg (ahead-of-time compilation does not support it)}}
  %r = hlo.rng UNIFORM, %lo, %hi : (tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @custom_call(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'hlo.custom_call' has no lowering to linalg}}
  %a = hlo.custom_call "plain"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %a : tensor<4xf32>
}

// -----

func.func @collectives(%x: tensor<2x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'hlo.all_gather' has no lowering to linalg}}
  %a = hlo.all_gather(%x) all_gather_dimension = 0, replica_groups = [[0, 1]] : (tensor<2x3xf32>) -> tensor<4x3xf32>
  return %a : tensor<4x3xf32>
}

// -----

func.func @collective_permute(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'hlo.collective_permute' has no lowering to linalg}}
  %a = hlo.collective_permute %x, source_target_pairs = [[0, 1], [1, 0]], channel_id = 1 : tensor<4xf32>
  return %a : tensor<4xf32>
}

// -----

// replica_id and partition_id are 0 on one device only.
module attributes {hlo.replica_count = 2 : i64, hlo.num_partitions = 4 : i64} {
  func.func @device_ids() -> (tensor<ui32>, tensor<ui32>) {
    // expected-error @+1 {{'hlo.replica_id' cannot be lowered to linalg: the module runs on 2 devices (hlo.replica_count); a compiled program is one device}}
    %r = hlo.replica_id : tensor<ui32>
    // expected-error @+1 {{'hlo.partition_id' cannot be lowered to linalg: the module runs on 4 devices (hlo.num_partitions); a compiled program is one device}}
    %p = hlo.partition_id : tensor<ui32>
    return %r, %p : tensor<ui32>, tensor<ui32>
  }
}

// -----

func.func @send(%x: tensor<4xf32>) -> !hlo.token {
  // expected-error @+1 {{'hlo.after_all' has no lowering to linalg}}
  %t = hlo.after_all()
  // expected-error @+1 {{'hlo.send' has no lowering to linalg}}
  %s = hlo.send %x, %t, channel_id = 1 : tensor<4xf32>
  // expected-error @+1 {{'hlo.get_tuple_element' has no lowering to linalg}}
  %k = hlo.get_tuple_element %s[2] : tuple<tensor<4xf32>, tensor<ui32>, !hlo.token>
  return %k : !hlo.token
}

// -----

func.func @sort_bitcast_comparator(%x: tensor<128xf32>) -> tensor<128xf32> {
  // expected-error @+1 {{'hlo.sort' cannot be lowered to linalg: its region holds 'hlo.bitcast_convert', which has no scalar form}}
  %r = hlo.sort(%x) dimension = 0 : (tensor<128xf32>) -> tensor<128xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ia = hlo.bitcast_convert %a : (tensor<f32>) -> tensor<i32>
    %ib = hlo.bitcast_convert %b : (tensor<f32>) -> tensor<i32>
    %p = hlo.compare LT, %ia, %ib : tensor<i32>
    hlo.return %p : tensor<i1>
  }
  return %r : tensor<128xf32>
}

// -----

func.func @complex_cholesky(%a: tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>> {
  // expected-error @+1 {{'hlo.cholesky' cannot be lowered to linalg: complex matrices are not lowered yet}}
  %0 = hlo.cholesky %a, lower = true : tensor<3x3xcomplex<f32>>
  return %0 : tensor<3x3xcomplex<f32>>
}

// -----

func.func @small_float_cholesky(%a: tensor<3x3xf8E4M3FN>) -> tensor<3x3xf8E4M3FN> {
  // expected-error @+1 {{'hlo.cholesky' cannot be lowered to linalg: its lowering does not compute element type f8E4M3FN yet}}
  %0 = hlo.cholesky %a, lower = true : tensor<3x3xf8E4M3FN>
  return %0 : tensor<3x3xf8E4M3FN>
}

// -----

func.func @tuple_state(%x: tensor<4xf32>) -> tuple<tensor<4xf32>> {
  // expected-error @+1 {{'hlo.tuple' has no lowering to linalg}}
  %t = hlo.tuple(%x) : tensor<4xf32>
  return %t : tuple<tensor<4xf32>>
}

// -----

// scaled_dot dequantizes into bf16, f16, f32 or f64 only, as the
// interpreter (s32 with an s8 scale would be s32).
func.func @scaled_dot_integers(%a: tensor<2x4xi32>, %b: tensor<4x3xi32>, %sa: tensor<2x2xi8>, %sb: tensor<4x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+2 {{'hlo.scaled_dot' cannot be lowered to linalg: lhs and lhs_scale are dequantized into bf16, f16, f32 or f64 only, as the interpreter does}}
  // expected-error @+1 {{'hlo.scaled_dot' cannot be lowered to linalg: rhs and rhs_scale are dequantized into bf16, f16, f32 or f64 only, as the interpreter does}}
  %r = hlo.scaled_dot %a, %b, %sa, %sb, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
      : (tensor<2x4xi32>, tensor<4x3xi32>, tensor<2x2xi8>, tensor<4x3xi32>) -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}
