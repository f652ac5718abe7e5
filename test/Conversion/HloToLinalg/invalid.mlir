// convert-hlo-to-linalg refuses, at the op and naming it, every opcode it has
// no lowering for (before changing anything), and the forms of lowered
// opcodes it does not support yet, with the reason.
// RUN: xhlo-opt --convert-hlo-to-linalg --split-input-file --verify-diagnostics %s

// rng bounds known when compiling that the interpreter refuses: refused
// with its messages (bounds passed as arguments are not checked).
func.func @rng_float_bounds() -> tensor<4xf32> {
  %lo = hlo.constant dense<2.0> : tensor<f32>
  %hi = hlo.constant dense<1.0> : tensor<f32>
  // expected-error @+1 {{'hlo.rng' cannot be lowered to linalg: rng UNIFORM needs a <= b (and no NaN)}}
  %r = hlo.rng UNIFORM, %lo, %hi : (tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @rng_nan_bound() -> tensor<4xf16> {
  %lo = hlo.constant dense<0x7E00> : tensor<f16>
  %hi = hlo.constant dense<1.0> : tensor<f16>
  // expected-error @+1 {{'hlo.rng' cannot be lowered to linalg: rng UNIFORM needs a <= b (and no NaN)}}
  %r = hlo.rng UNIFORM, %lo, %hi : (tensor<f16>, tensor<f16>) -> tensor<4xf16>
  return %r : tensor<4xf16>
}

// -----

func.func @rng_integer_bounds() -> tensor<4xi32> {
  %lo = hlo.constant dense<5> : tensor<i32>
  // expected-error @+1 {{'hlo.rng' cannot be lowered to linalg: rng UNIFORM needs a < b, got a = 5 and b = 5}}
  %r = hlo.rng UNIFORM, %lo, %lo : (tensor<i32>, tensor<i32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}

// -----

func.func @rng_unsigned_bounds() -> tensor<4xui64> {
  %lo = hlo.constant dense<18446744073709551615> : tensor<ui64>
  %hi = hlo.constant dense<1> : tensor<ui64>
  // expected-error @+1 {{'hlo.rng' cannot be lowered to linalg: rng UNIFORM needs a < b, got a = -1 and b = 1}}
  %r = hlo.rng UNIFORM, %lo, %hi : (tensor<ui64>, tensor<ui64>) -> tensor<4xui64>
  return %r : tensor<4xui64>
}

// -----

func.func @rng_small_float_bounds() -> tensor<4x!hlo.f4e2m1fn> {
  %lo = hlo.constant #hlo.float_bits<dense<5> : tensor<ui8>> : tensor<!hlo.f4e2m1fn>
  %hi = hlo.constant #hlo.float_bits<dense<1> : tensor<ui8>> : tensor<!hlo.f4e2m1fn>
  // expected-error @+1 {{'hlo.rng' cannot be lowered to linalg: rng UNIFORM needs a <= b (and no NaN)}}
  %r = hlo.rng UNIFORM, %lo, %hi : (tensor<!hlo.f4e2m1fn>, tensor<!hlo.f4e2m1fn>) -> tensor<4x!hlo.f4e2m1fn>
  return %r : tensor<4x!hlo.f4e2m1fn>
}

// -----

// A public function whose rng ops count their calls (here: called by
// another function) cannot share its counters with its callers.
func.func @rng_public(%x: tensor<4xf32>) -> tensor<4xf32> {
  %lo = hlo.constant dense<0.0> : tensor<f32>
  %hi = hlo.constant dense<1.0> : tensor<f32>
  %r = hlo.rng UNIFORM, %lo, %hi : (tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @rng_caller(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{@rng_public holds rng ops that count their calls and is public: the functions calling it cannot share its counters (make it private)}}
  %r = hlo.call @rng_public(%x) : (tensor<4xf32>) -> tensor<4xf32>
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

// A bitcast_convert between widths in a region is no scalar code (one of
// the same width is: rest-run.test's sort_bits).
func.func @sort_bitcast_comparator(%x: tensor<128xf32>) -> tensor<128xf32> {
  // expected-error @+1 {{'hlo.sort' cannot be lowered to linalg: its region holds 'hlo.bitcast_convert', which has no scalar form}}
  %r = hlo.sort(%x) dimension = 0 : (tensor<128xf32>) -> tensor<128xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ha = hlo.bitcast_convert %a : (tensor<f32>) -> tensor<2xi16>
    %ia = hlo.bitcast_convert %ha : (tensor<2xi16>) -> tensor<i32>
    %ib = hlo.bitcast_convert %b : (tensor<f32>) -> tensor<i32>
    %p = hlo.compare LT, %ia, %ib : tensor<i32>
    hlo.return %p : tensor<i1>
  }
  return %r : tensor<128xf32>
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

// -----

// rng_get_and_update_state whose executions are not known when compiling.
func.func @rng_state_in_loop(%n: tensor<i32>) -> tensor<i32> {
  %r = hlo.while(%n) : tensor<i32>
  cond {
  ^bb0(%i: tensor<i32>):
    %z = hlo.constant dense<0> : tensor<i32>
    %c = hlo.compare GT, %i, %z : tensor<i32>
    hlo.return %c : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>):
    // expected-error @+1 {{'hlo.rng_get_and_update_state' cannot be lowered to linalg: it runs in a loop, a conditional, another region or a function called more than once, where its state would be carried at run time (not lowered yet)}}
    %s = hlo.rng_get_and_update_state delta = 1 : tensor<2xui64>
    %one = hlo.constant dense<1> : tensor<i32>
    %j = hlo.subtract %i, %one : tensor<i32>
    hlo.return %j : tensor<i32>
  }
  return %r : tensor<i32>
}
