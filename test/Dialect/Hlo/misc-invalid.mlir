// Each misc op rejects what XLA rejects, with a precise diagnostic.
// RUN: xhlo-opt --split-input-file --verify-diagnostics %s

//===----------------------------------------------------------------------===//
// constant
//===----------------------------------------------------------------------===//

func.func @constant_not_tensor() {
  // expected-error @+1 {{'hlo.constant' op result #0 must be statically shaped tensor}}
  %c = hlo.constant dense<1.0> : vector<2xf32>
  return
}

// -----

func.func @constant_not_tensor_generic() {
  // expected-error @+1 {{'hlo.constant' op result #0 must be statically shaped tensor}}
  %c = "hlo.constant"() <{value = dense<1.0> : vector<2xf32>}> : () -> vector<2xf32>
  return
}

// -----

func.func @constant_dynamic_shape() {
  // expected-error @+1 {{'hlo.constant' op result #0 must be statically shaped tensor}}
  %c = "hlo.constant"() <{value = dense<1.0> : tensor<2xf32>}> : () -> tensor<?xf32>
  return
}

// -----

func.func @constant_element_type() {
  // expected-error @+1 {{'hlo.constant' op result #0 must be statically shaped tensor of XLA element type values (of at most 2^63 - 1 bytes), but got 'tensor<2xi3>'}}
  %c = hlo.constant dense<1> : tensor<2xi3>
  return
}

// -----

func.func @constant_type_mismatch() {
  // expected-error @+2 {{'hlo.constant' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.constant' op inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  %c = "hlo.constant"() <{value = dense<1.0> : tensor<2xf32>}> : () -> tensor<3xf32>
  return
}

// -----

func.func @constant_no_value() {
  // expected-error @+1 {{'hlo.constant' op requires attribute 'value'}}
  %c = "hlo.constant"() : () -> tensor<2xf32>
  return
}

//===----------------------------------------------------------------------===//
// rng
//===----------------------------------------------------------------------===//

// -----

func.func @rng_normal_int(%a: tensor<i32>, %b: tensor<i32>) {
  // expected-error @+1 {{rng NORMAL needs floating point parameters, got s32}}
  %r = hlo.rng NORMAL, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<4xi32>
  return
}

// -----

func.func @rng_uniform_complex(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>) {
  // expected-error @+1 {{rng UNIFORM needs pred, integral or floating point parameters, got c64}}
  %r = hlo.rng UNIFORM, %a, %b : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
  return
}

// -----

func.func @rng_not_scalar(%a: tensor<2xf32>, %b: tensor<f32>) {
  // expected-error @+1 {{rng parameter a f32[2] must be a scalar}}
  %r = hlo.rng UNIFORM, %a, %b : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

// -----

func.func @rng_param_types(%a: tensor<f32>, %b: tensor<f64>) {
  // expected-error @+1 {{rng parameters a f32[] and b f64[] must have the same element type}}
  %r = hlo.rng UNIFORM, %a, %b : (tensor<f32>, tensor<f64>) -> tensor<4xf32>
  return
}

// -----

func.func @rng_result_type(%a: tensor<f32>, %b: tensor<f32>) {
  // expected-error @+1 {{rng result f64[4] must have the element type of its parameters, f32}}
  %r = hlo.rng UNIFORM, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<4xf64>
  return
}

// -----

func.func @rng_distribution(%a: tensor<f32>, %b: tensor<f32>) {
  // expected-error @+1 {{unknown rng_distribution 'GAMMA'}}
  %r = hlo.rng GAMMA, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<4xf32>
  return
}

//===----------------------------------------------------------------------===//
// rng_bit_generator
//===----------------------------------------------------------------------===//

// -----

func.func @rng_bit_generator_state_type(%s: tensor<2xi64>) {
  // expected-error @+1 {{rng-bit-generator state must be a u64 vector, got s64[2]}}
  %r:2 = hlo.rng_bit_generator THREE_FRY, %s : (tensor<2xi64>) -> (tensor<2xi64>, tensor<4xui32>)
  return
}

// -----

func.func @rng_bit_generator_state_rank(%s: tensor<1x2xui64>) {
  // expected-error @+1 {{rng-bit-generator state must be a u64 vector, got u64[1,2]}}
  %r:2 = hlo.rng_bit_generator THREE_FRY, %s : (tensor<1x2xui64>) -> (tensor<1x2xui64>, tensor<4xui32>)
  return
}

// -----

func.func @rng_bit_generator_three_fry(%s: tensor<3xui64>) {
  // expected-error @+1 {{rng-bit-generator THREE_FRY state must have 2 words, got u64[3]}}
  %r:2 = hlo.rng_bit_generator THREE_FRY, %s : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  return
}

// -----

func.func @rng_bit_generator_philox(%s: tensor<4xui64>) {
  // expected-error @+1 {{rng-bit-generator PHILOX state must have 2 or 3 words, got u64[4]}}
  %r:2 = hlo.rng_bit_generator PHILOX, %s : (tensor<4xui64>) -> (tensor<4xui64>, tensor<4xui32>)
  return
}

// -----

func.func @rng_bit_generator_default(%s: tensor<1xui64>) {
  // expected-error @+1 {{rng-bit-generator DEFAULT state must have 2 or 3 words, got u64[1]}}
  %r:2 = hlo.rng_bit_generator DEFAULT, %s : (tensor<1xui64>) -> (tensor<1xui64>, tensor<4xui32>)
  return
}

// -----

func.func @rng_bit_generator_output_state(%s: tensor<2xui64>) {
  // expected-error @+1 {{rng-bit-generator output state u64[3] must have the initial state's type u64[2]}}
  %r:2 = hlo.rng_bit_generator PHILOX, %s : (tensor<2xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  return
}

// -----

func.func @rng_bit_generator_output(%s: tensor<2xui64>) {
  // expected-error @+1 {{rng-bit-generator output f32[4] must have an integral element type}}
  %r:2 = hlo.rng_bit_generator THREE_FRY, %s : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xf32>)
  return
}

// -----

func.func @rng_get_and_update_state_result() {
  // expected-error @+2 {{'hlo.rng_get_and_update_state' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.rng_get_and_update_state' op inferred type(s) 'tensor<2xui64>' are incompatible with return type(s) of operation 'tensor<3xui64>'}}
  %s = "hlo.rng_get_and_update_state"() <{delta = 1 : i64}> : () -> tensor<3xui64>
  return
}

// -----

func.func @rng_get_and_update_state_no_delta() {
  // expected-error @+1 {{'hlo.rng_get_and_update_state' op requires attribute 'delta'}}
  %s = "hlo.rng_get_and_update_state"() : () -> tensor<2xui64>
  return
}

//===----------------------------------------------------------------------===//
// after_all, add_dependency
//===----------------------------------------------------------------------===//

// -----

func.func @after_all_not_token(%x: tensor<f32>) {
  // expected-error @+1 {{'hlo.after_all' op operand #0 must be variadic of XLA token}}
  %t = "hlo.after_all"(%x) : (tensor<f32>) -> !hlo.token
  return
}

// -----

func.func @add_dependency_result(%x: tensor<4xf32>, %t: !hlo.token) {
  // expected-error @+2 {{'hlo.add_dependency' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.add_dependency' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xi32>'}}
  %y = "hlo.add_dependency"(%x, %t) : (tensor<4xf32>, !hlo.token) -> tensor<4xi32>
  return
}

// -----

func.func @add_dependency_not_token(%x: tensor<4xf32>, %y: tensor<f32>) {
  // expected-error @+1 {{'hlo.add_dependency' op operand #1 must be XLA token}}
  %z = "hlo.add_dependency"(%x, %y) : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return
}

//===----------------------------------------------------------------------===//
// infeed, outfeed
//===----------------------------------------------------------------------===//

// -----

func.func @infeed_token_data(%t: !hlo.token) {
  // expected-error @+1 {{'hlo.infeed' op result #0 must be variadic of array or tuple of arrays}}
  %x, %t1 = "hlo.infeed"(%t) : (!hlo.token) -> (!hlo.token, !hlo.token)
  return
}

// -----

func.func @infeed_no_token_result(%t: !hlo.token) {
  // expected-error @+1 {{'hlo.infeed' op result #1 must be XLA token}}
  %x, %y = "hlo.infeed"(%t) : (!hlo.token) -> (tensor<2xf32>, tensor<2xf32>)
  return
}

// -----

func.func @outfeed_token_data(%t: !hlo.token) {
  // expected-error @+1 {{'hlo.outfeed' op operand #0 must be variadic of array or tuple of arrays}}
  %t1 = hlo.outfeed(%t), %t : !hlo.token
  return
}

//===----------------------------------------------------------------------===//
// send, send_done, recv, recv_done
//===----------------------------------------------------------------------===//

// -----

func.func @send_token_data(%t: !hlo.token) {
  // expected-error @+1 {{'hlo.send' op operand #0 must be array or tuple of arrays}}
  %s = "hlo.send"(%t, %t) <{channel_id = 1 : i64}> : (!hlo.token, !hlo.token) -> tuple<!hlo.token, tensor<ui32>, !hlo.token>
  return
}

// -----

func.func @send_result(%x: tensor<4xf32>, %t: !hlo.token) {
  // expected-error @+2 {{'hlo.send' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.send' op inferred type(s) 'tuple<tensor<4xf32>, tensor<ui32>, !hlo.token>' are incompatible with return type(s) of operation 'tuple<tensor<4xf32>, tensor<i32>, !hlo.token>'}}
  %s = "hlo.send"(%x, %t) <{channel_id = 1 : i64}> : (tensor<4xf32>, !hlo.token) -> tuple<tensor<4xf32>, tensor<i32>, !hlo.token>
  return
}

// -----

func.func @send_negative_channel(%x: tensor<4xf32>, %t: !hlo.token) {
  // expected-error @+1 {{'hlo.send' op attribute 'channel_id' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %s = "hlo.send"(%x, %t) <{channel_id = -1 : i64}> : (tensor<4xf32>, !hlo.token) -> tuple<tensor<4xf32>, tensor<ui32>, !hlo.token>
  return
}

// -----

func.func @send_done_not_context(%c: tuple<tensor<4xf32>, tensor<i32>, !hlo.token>) {
  // expected-error @+1 {{send-done operand must be a context tuple (data, u32[], token[]) with array or tuple data, got (f32[4], s32[], token[])}}
  %t = hlo.send_done %c, channel_id = 1 : tuple<tensor<4xf32>, tensor<i32>, !hlo.token>
  return
}

// -----

func.func @send_done_channel(%x: tensor<4xf32>, %t: !hlo.token) {
  %s = hlo.send %x, %t, channel_id = 1 : tensor<4xf32>
  // expected-error @+1 {{send-done channel_id 2 differs from the channel_id 1 of its send}}
  %t1 = hlo.send_done %s, channel_id = 2 : tuple<tensor<4xf32>, tensor<ui32>, !hlo.token>
  return
}

// -----

func.func @send_done_host_transfer(%x: tensor<4xf32>, %t: !hlo.token) {
  %s = hlo.send %x, %t, channel_id = 1, is_host_transfer : tensor<4xf32>
  // expected-error @+1 {{send-done is_host_transfer=false differs from that of its send (true)}}
  %t1 = hlo.send_done %s, channel_id = 1 : tuple<tensor<4xf32>, tensor<ui32>, !hlo.token>
  return
}

// -----

func.func @recv_not_context(%t: !hlo.token) {
  // expected-error @+1 {{recv result must be a context tuple (data, u32[], token[]) with array or tuple data, got (f32[4], u32[])}}
  %r = hlo.recv %t, channel_id = 1 : tuple<tensor<4xf32>, tensor<ui32>>
  return
}

// -----

func.func @recv_token_data(%t: !hlo.token) {
  // expected-error @+1 {{recv result must be a context tuple (data, u32[], token[]) with array or tuple data, got (token[], u32[], token[])}}
  %r = hlo.recv %t, channel_id = 1 : tuple<!hlo.token, tensor<ui32>, !hlo.token>
  return
}

// -----

func.func @recv_done_not_context(%c: tuple<tensor<4xf32>, !hlo.token>) {
  // expected-error @+2 {{'hlo.recv_done' op failed to infer returned types}}
  // expected-error @+1 {{recv-done operand must be a context tuple (data, u32[], token[]) with array or tuple data, got (f32[4], token[])}}
  %d, %t = "hlo.recv_done"(%c) <{channel_id = 1 : i64}> : (tuple<tensor<4xf32>, !hlo.token>) -> (tensor<4xf32>, !hlo.token)
  return
}

// -----

func.func @recv_done_result(%c: tuple<tensor<4xf32>, tensor<ui32>, !hlo.token>) {
  // expected-error @+2 {{'hlo.recv_done' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.recv_done' op inferred type(s) 'tensor<4xf32>', '!hlo.token' are incompatible with return type(s) of operation 'tensor<4xi32>', '!hlo.token'}}
  %d, %t = "hlo.recv_done"(%c) <{channel_id = 1 : i64}> : (tuple<tensor<4xf32>, tensor<ui32>, !hlo.token>) -> (tensor<4xi32>, !hlo.token)
  return
}

// -----

func.func @recv_done_channel(%t: !hlo.token) {
  %r = hlo.recv %t, channel_id = 3, is_host_transfer : tuple<tensor<4xf32>, tensor<ui32>, !hlo.token>
  // expected-error @+1 {{recv-done channel_id 4 differs from the channel_id 3 of its recv}}
  %d, %t1 = hlo.recv_done %r, channel_id = 4, is_host_transfer : tuple<tensor<4xf32>, tensor<ui32>, !hlo.token>
  return
}

//===----------------------------------------------------------------------===//
// domain
//===----------------------------------------------------------------------===//

// -----

func.func @domain_kind(%x: tensor<4xf32>) {
  // expected-error @+1 {{domain kind "op_name" is not supported: HLO modules carry only "sharding" domains}}
  %y = hlo.domain %x, kind = "op_name" : tensor<4xf32>
  return
}

// -----

func.func @domain_result(%x: tensor<4xf32>) {
  // expected-error @+2 {{'hlo.domain' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.domain' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xf16>'}}
  %y = "hlo.domain"(%x) <{kind = "sharding"}> : (tensor<4xf32>) -> tensor<4xf16>
  return
}

// -----

func.func @domain_sharding_twice(%x: tensor<4xf32>) {
  // expected-error @+1 {{'entry_sharding' is given twice}}
  %y = hlo.domain %x, kind = "sharding", entry_sharding = "", entry_sharding = "" : tensor<4xf32>
  return
}

//===----------------------------------------------------------------------===//
// custom_call
//===----------------------------------------------------------------------===//

// -----

func.func @custom_call_empty_target(%x: tensor<4xf32>) {
  // expected-error @+1 {{custom-call target must not be empty}}
  %r = hlo.custom_call ""(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @custom_call_missing_callee(%x: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.custom_call' op called computation @missing is not a symbol of the module}}
  %r = hlo.custom_call "f"(%x) {called_computations = [@missing]} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @custom_call_api_version(%x: tensor<4xf32>) {
  // expected-error @+1 {{unknown api_version 'API_VERSION_NEW'}}
  %r = hlo.custom_call "f"(%x) api_version = API_VERSION_NEW : (tensor<4xf32>) -> tensor<4xf32>
  return
}

//===----------------------------------------------------------------------===//
// replica_id, partition_id
//===----------------------------------------------------------------------===//

// -----

func.func @replica_id_type() {
  // expected-error @+2 {{'hlo.replica_id' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.replica_id' op inferred type(s) 'tensor<ui32>' are incompatible with return type(s) of operation 'tensor<i32>'}}
  %r = hlo.replica_id : tensor<i32>
  return
}

// -----

func.func @partition_id_type() {
  // expected-error @+2 {{'hlo.partition_id' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.partition_id' op inferred type(s) 'tensor<ui32>' are incompatible with return type(s) of operation 'tensor<1xui32>'}}
  %r = hlo.partition_id : tensor<1xui32>
  return
}

//===----------------------------------------------------------------------===//
// all_reduce
//===----------------------------------------------------------------------===//

// -----

func.func @all_reduce_reducer_types(%x: tensor<4xf32>) {
  // expected-error @+1 {{all-reduce reducer must have type (T[], T[]) -> T[], got (f32[], s32[]) -> f32[]}}
  %r = hlo.all_reduce(%x) replica_groups = [] : tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<i32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @all_reduce_reducer_not_scalar(%x: tensor<4xf32>) {
  // expected-error @+1 {{all-reduce reducer must have type (T[], T[]) -> T[], got (f32[4], f32[4]) -> f32[4]}}
  %r = hlo.all_reduce(%x) replica_groups = [] : tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>, %b: tensor<4xf32>):
    hlo.return %a : tensor<4xf32>
  }
  return
}

// -----

func.func @all_reduce_reducer_arity(%x: tensor<4xf32>) {
  // expected-error @+1 {{all-reduce reducer must have type (T[], T[]) -> T[], got (f32[]) -> f32[]}}
  %r = hlo.all_reduce(%x) replica_groups = [] : tensor<4xf32> {
  ^bb0(%a: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @all_reduce_operand_type(%x: tensor<4xf32>, %y: tensor<4xi32>) {
  // expected-error @+1 {{operand 1 s32[4] of all-reduce does not have the reducer's element type f32}}
  %r:2 = hlo.all_reduce(%x, %y) replica_groups = [] : tensor<4xf32>, tensor<4xi32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return
}

// -----

func.func @all_reduce_global_ids_without_channel(%x: tensor<4xf32>) {
  // expected-error @+2 {{'hlo.all_reduce' op failed to infer returned types}}
  // expected-error @+1 {{all-reduce with use_global_device_ids needs a channel_id}}
  %r = "hlo.all_reduce"(%x) <{replica_groups = #hlo.replica_groups<[[0, 1]]>, use_global_device_ids}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    "hlo.return"(%a) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @all_reduce_global_ids_without_groups(%x: tensor<4xf32>) {
  // expected-error @+1 {{all-reduce with use_global_device_ids needs replica groups}}
  %r = hlo.all_reduce(%x) replica_groups = [], channel_id = 1, use_global_device_ids : tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @all_reduce_empty_group(%x: tensor<4xf32>) {
  // expected-error @+1 {{replica group 1 of all-reduce [[0, 1], []] is empty}}
  %r = hlo.all_reduce(%x) replica_groups = [[0, 1], []] : tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @all_reduce_missing_replica(%x: tensor<4xf32>) {
  // expected-error @+1 {{replica 1 is not named in the replica groups [[0, 2]] of all-reduce}}
  %r = hlo.all_reduce(%x) replica_groups = [[0, 2]] : tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @all_reduce_repeated_replica(%x: tensor<4xf32>) {
  // expected-error @+1 {{replica id 1 appears in more than one place in the groups}}
  %r = hlo.all_reduce(%x) replica_groups = [[0, 1], [1, 2]] : tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @all_reduce_channel_id(%x: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.all_reduce' op attribute 'channel_id' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %r = hlo.all_reduce(%x) replica_groups = [], channel_id = 0 : tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @all_reduce_result_type(%x: tensor<4xf32>) {
  // expected-error @+2 {{'hlo.all_reduce' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.all_reduce' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<2xf32>'}}
  %r = "hlo.all_reduce"(%x) <{replica_groups = #hlo.replica_groups<[]>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    "hlo.return"(%a) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @all_reduce_no_operand() {
  // expected-error @+2 {{'hlo.all_reduce' op failed to infer returned types}}
  // expected-error @+1 {{all-reduce needs at least one operand}}
  "hlo.all_reduce"() <{replica_groups = #hlo.replica_groups<[]>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    "hlo.return"(%a) : (tensor<f32>) -> ()
  }) : () -> ()
  return
}

// -----

func.func @all_reduce_not_isolated(%x: tensor<4xf32>, %c: tensor<f32>) {
  // expected-note @+1 {{required by region isolation constraints}}
  %r = hlo.all_reduce(%x) replica_groups = [] : tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    // expected-error @+1 {{'hlo.add' op using value defined outside the region}}
    %s = hlo.add %a, %c : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return
}

//===----------------------------------------------------------------------===//
// all_gather
//===----------------------------------------------------------------------===//

// -----

func.func @all_gather_dimension(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{all-gather dimension 2 of operand 0 f32[2,3] is out of range}}
  %r = hlo.all_gather(%x) all_gather_dimension = 2, replica_groups = [[0, 1]] : (tensor<2x3xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @all_gather_negative_dimension(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{'hlo.all_gather' op attribute 'all_gather_dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %r = hlo.all_gather(%x) all_gather_dimension = -1, replica_groups = [[0, 1]] : (tensor<2x3xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @all_gather_not_multiple(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{all-gather dimension 0 of result 0 f32[5,3] must be a positive multiple of the operand's f32[2,3]}}
  %r = hlo.all_gather(%x) all_gather_dimension = 0, replica_groups = [] : (tensor<2x3xf32>) -> tensor<5x3xf32>
  return
}

// -----

func.func @all_gather_group_size(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{all-gather result 0 f32[6,3] must be f32[4,3]: operand f32[2,3] gathered along dimension 0 from 2 shards}}
  %r = hlo.all_gather(%x) all_gather_dimension = 0, replica_groups = [[0, 1]] : (tensor<2x3xf32>) -> tensor<6x3xf32>
  return
}

// -----

func.func @all_gather_other_dims(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{all-gather result 0 f32[4,4] must be f32[4,3]: operand f32[2,3] gathered along dimension 0 from 2 shards}}
  %r = hlo.all_gather(%x) all_gather_dimension = 0, replica_groups = [[0, 1]] : (tensor<2x3xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @all_gather_element_type(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{all-gather result 0 s32[4,3] must have the rank and element type of operand f32[2,3]}}
  %r = hlo.all_gather(%x) all_gather_dimension = 0, replica_groups = [[0, 1]] : (tensor<2x3xf32>) -> tensor<4x3xi32>
  return
}

// -----

func.func @all_gather_shard_counts(%x: tensor<2x3xf32>, %y: tensor<1x3xi32>) {
  // expected-error @+1 {{all-gather result 1 s32[3,3] must be s32[2,3]: operand s32[1,3] gathered along dimension 0 from 2 shards}}
  %r:2 = hlo.all_gather(%x, %y) all_gather_dimension = 0, replica_groups = [] : (tensor<2x3xf32>, tensor<1x3xi32>) -> (tensor<4x3xf32>, tensor<3x3xi32>)
  return
}

// -----

func.func @all_gather_uniform_groups(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{replica groups [[0, 1], [2]] of all-gather must all have one size}}
  %r = hlo.all_gather(%x) all_gather_dimension = 0, replica_groups = [[0, 1], [2]] : (tensor<2x3xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @all_gather_result_count(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) {
  // expected-error @+1 {{all-gather has 2 operands but 1 results}}
  %r = hlo.all_gather(%x, %y) all_gather_dimension = 0, replica_groups = [] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  return
}

//===----------------------------------------------------------------------===//
// reduce_scatter
//===----------------------------------------------------------------------===//

// -----

func.func @reduce_scatter_divisible(%x: tensor<4x3xf32>) {
  // expected-error @+1 {{reduce-scatter operand 0 f32[4,3] scatter dimension size 4 must be divisible by the shard count 3}}
  %r = hlo.reduce_scatter(%x) scatter_dimension = 0, replica_groups = [[0, 1, 2]] : (tensor<4x3xf32>) -> tensor<1x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @reduce_scatter_result(%x: tensor<4x3xf32>) {
  // expected-error @+1 {{reduce-scatter result 0 f32[1,3] must be f32[2,3]: operand f32[4,3] scattered along dimension 0 over 2 shards}}
  %r = hlo.reduce_scatter(%x) scatter_dimension = 0, replica_groups = [[0, 1]] : (tensor<4x3xf32>) -> tensor<1x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @reduce_scatter_inferred_shards(%x: tensor<5x3xf32>) {
  // expected-error @+1 {{reduce-scatter operand 0 f32[5,3] scatter dimension size 5 must be divisible by the shard count 3}}
  %r = hlo.reduce_scatter(%x) scatter_dimension = 0, replica_groups = [] : (tensor<5x3xf32>) -> tensor<2x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @reduce_scatter_dimension(%x: tensor<4x3xf32>) {
  // expected-error @+1 {{reduce-scatter dimension 2 of operand 0 f32[4,3] is out of range}}
  %r = hlo.reduce_scatter(%x) scatter_dimension = 2, replica_groups = [[0, 1]] : (tensor<4x3xf32>) -> tensor<2x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

func.func @reduce_scatter_reducer(%x: tensor<4x3xf32>) {
  // expected-error @+1 {{reduce-scatter reducer must have type (T[], T[]) -> T[], got (f32[], f32[]) -> (f32[], f32[])}}
  %r = hlo.reduce_scatter(%x) scatter_dimension = 0, replica_groups = [[0, 1]] : (tensor<4x3xf32>) -> tensor<2x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %a, %b : tensor<f32>, tensor<f32>
  }
  return
}

// -----

func.func @reduce_scatter_uniform_groups(%x: tensor<4x3xf32>) {
  // expected-error @+1 {{replica groups [[0], [1, 2]] of reduce-scatter must all have one size}}
  %r = hlo.reduce_scatter(%x) scatter_dimension = 0, replica_groups = [[0], [1, 2]] : (tensor<4x3xf32>) -> tensor<4x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

//===----------------------------------------------------------------------===//
// all_to_all
//===----------------------------------------------------------------------===//

// -----

func.func @all_to_all_split_dimension(%x: tensor<2x4xf32>) {
  // expected-error @+2 {{'hlo.all_to_all' op failed to infer returned types}}
  // expected-error @+1 {{all-to-all split_dimension 2 is out of range for operand f32[2,4]}}
  %r = hlo.all_to_all(%x) split_dimension = 2, concat_dimension = 0, split_count = 2, replica_groups = [[0, 1]] : (tensor<2x4xf32>) -> tensor<4x2xf32>
  return
}

// -----

func.func @all_to_all_concat_dimension(%x: tensor<2x4xf32>) {
  // expected-error @+2 {{'hlo.all_to_all' op failed to infer returned types}}
  // expected-error @+1 {{all-to-all concat_dimension -1 is out of range for operand f32[2,4]}}
  %r = hlo.all_to_all(%x) split_dimension = 1, concat_dimension = -1, split_count = 2, replica_groups = [[0, 1]] : (tensor<2x4xf32>) -> tensor<4x2xf32>
  return
}

// -----

func.func @all_to_all_divisible(%x: tensor<2x4xf32>) {
  // expected-error @+2 {{'hlo.all_to_all' op failed to infer returned types}}
  // expected-error @+1 {{all-to-all split dimension size 4 of operand f32[2,4] must be divisible by split_count 3}}
  %r = hlo.all_to_all(%x) split_dimension = 1, concat_dimension = 0, split_count = 3, replica_groups = [] : (tensor<2x4xf32>) -> tensor<6x1xf32>
  return
}

// -----

func.func @all_to_all_split_count(%x: tensor<2x4xf32>) {
  // expected-error @+2 {{'hlo.all_to_all' op failed to infer returned types}}
  // expected-error @+1 {{all-to-all split_count 4 must equal the replica group size 2}}
  %r = hlo.all_to_all(%x) split_dimension = 1, concat_dimension = 0, split_count = 4, replica_groups = [[0, 1]] : (tensor<2x4xf32>) -> tensor<8x1xf32>
  return
}

// -----

func.func @all_to_all_split_count_positive(%x: tensor<2x4xf32>) {
  // expected-error @+2 {{'hlo.all_to_all' op failed to infer returned types}}
  // expected-error @+1 {{all-to-all split_count must be positive, got 0}}
  %r = hlo.all_to_all(%x) split_dimension = 1, concat_dimension = 0, split_count = 0, replica_groups = [] : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @all_to_all_result(%x: tensor<2x4xf32>) {
  // expected-error @+2 {{'hlo.all_to_all' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.all_to_all' op inferred type(s) 'tensor<4x2xf32>' are incompatible with return type(s) of operation 'tensor<2x4xf32>'}}
  %r = hlo.all_to_all(%x) split_dimension = 1, concat_dimension = 0, split_count = 2, replica_groups = [[0, 1]] : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @all_to_all_partial_dims(%x: tensor<2x4xf32>) {
  // expected-error @+2 {{'hlo.all_to_all' op failed to infer returned types}}
  // expected-error @+1 {{all-to-all needs all of split_dimension, concat_dimension and split_count, or none}}
  %r = "hlo.all_to_all"(%x) <{replica_groups = #hlo.replica_groups<[]>, split_dimension = 1 : i64}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @all_to_all_array_operands(%x: tensor<2x4xf32>) {
  // expected-error @+2 {{'hlo.all_to_all' op failed to infer returned types}}
  // expected-error @+1 {{all-to-all with split_dimension takes one operand, got 2}}
  %r:2 = "hlo.all_to_all"(%x, %x) <{replica_groups = #hlo.replica_groups<[]>, split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<4x2xf32>, tensor<4x2xf32>)
  return
}

// -----

func.func @all_to_all_tuple_types(%x: tensor<4xf32>, %y: tensor<2xf32>) {
  // expected-error @+2 {{'hlo.all_to_all' op failed to infer returned types}}
  // expected-error @+1 {{all-to-all operands must have one type: operand 0 is f32[4], operand 1 is f32[2]}}
  %r:2 = hlo.all_to_all(%x, %y) replica_groups = [] : (tensor<4xf32>, tensor<2xf32>) -> (tensor<4xf32>, tensor<2xf32>)
  return
}

// -----

func.func @all_to_all_tuple_count(%x: tensor<4xf32>) {
  // expected-error @+2 {{'hlo.all_to_all' op failed to infer returned types}}
  // expected-error @+1 {{all-to-all without split_dimension takes one operand per group member (2), got 3}}
  %r:3 = hlo.all_to_all(%x, %x, %x) replica_groups = [[0, 1]] : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
  return
}

//===----------------------------------------------------------------------===//
// ragged_all_to_all
//===----------------------------------------------------------------------===//

// -----

func.func @ragged_all_to_all_result(%x: tensor<6xf32>, %o: tensor<3xi32>) {
  // expected-error @+2 {{'hlo.ragged_all_to_all' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.ragged_all_to_all' op inferred type(s) 'tensor<6xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  %r = "hlo.ragged_all_to_all"(%x, %x, %o, %o, %o, %o) <{replica_groups = #hlo.replica_groups<[[0, 1, 2]]>}> : (tensor<6xf32>, tensor<6xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xf32>
  return
}

// -----

func.func @ragged_all_to_all_sizes_shape(%x: tensor<6xf32>, %o: tensor<3xi32>, %p: tensor<4xi32>) {
  // expected-error @+1 {{ragged-all-to-all output_offsets s32[4] must have the shape of input_offsets s32[3]}}
  %r = hlo.ragged_all_to_all(%x, %x, %o, %o, %p, %o) replica_groups = [[0, 1, 2]] : tensor<6xf32>, tensor<6xf32>, tensor<3xi32>, tensor<3xi32>, tensor<4xi32>, tensor<3xi32>
  return
}

// -----

func.func @ragged_all_to_all_sizes_type(%x: tensor<6xf32>, %o: tensor<3xi32>, %p: tensor<3xi64>) {
  // expected-error @+1 {{ragged-all-to-all recv_sizes s64[3] must have the shape of input_offsets s32[3]}}
  %r = hlo.ragged_all_to_all(%x, %x, %o, %o, %o, %p) replica_groups = [[0, 1, 2]] : tensor<6xf32>, tensor<6xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi64>
  return
}

// -----

func.func @ragged_all_to_all_sizes_rank(%x: tensor<6xf32>, %o: tensor<1x1x3xi32>) {
  // expected-error @+1 {{ragged-all-to-all input_offsets s32[1,1,3] must be an integral array of rank 1 or 2}}
  %r = hlo.ragged_all_to_all(%x, %x, %o, %o, %o, %o) replica_groups = [] : tensor<6xf32>, tensor<6xf32>, tensor<1x1x3xi32>, tensor<1x1x3xi32>, tensor<1x1x3xi32>, tensor<1x1x3xi32>
  return
}

// -----

func.func @ragged_all_to_all_sizes_float(%x: tensor<6xf32>, %o: tensor<3xf32>) {
  // expected-error @+1 {{ragged-all-to-all input_offsets f32[3] must be an integral array of rank 1 or 2}}
  %r = hlo.ragged_all_to_all(%x, %x, %o, %o, %o, %o) replica_groups = [] : tensor<6xf32>, tensor<6xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  return
}

// -----

func.func @ragged_all_to_all_output(%x: tensor<6x2xf32>, %y: tensor<6x3xf32>, %o: tensor<3xi32>) {
  // expected-error @+1 {{ragged-all-to-all output f32[6,3] must have the element type, rank and dimensions beyond the first of input f32[6,2]}}
  %r = hlo.ragged_all_to_all(%x, %y, %o, %o, %o, %o) replica_groups = [] : tensor<6x2xf32>, tensor<6x3xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
  return
}

// -----

func.func @ragged_all_to_all_scalar(%x: tensor<f32>, %o: tensor<3xi32>) {
  // expected-error @+1 {{ragged-all-to-all input f32[] must have at least one dimension (the rows that are exchanged)}}
  %r = hlo.ragged_all_to_all(%x, %x, %o, %o, %o, %o) replica_groups = [] : tensor<f32>, tensor<f32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
  return
}

// -----

func.func @ragged_all_to_all_groups(%x: tensor<6xf32>, %o: tensor<3xi32>) {
  // expected-error @+1 {{replica groups [[0, 1], [2]] of ragged-all-to-all must all have one size}}
  %r = hlo.ragged_all_to_all(%x, %x, %o, %o, %o, %o) replica_groups = [[0, 1], [2]] : tensor<6xf32>, tensor<6xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
  return
}

//===----------------------------------------------------------------------===//
// collective_permute
//===----------------------------------------------------------------------===//

// -----

func.func @collective_permute_source(%x: tensor<4xf32>) {
  // expected-error @+1 {{collective-permute source 0 appears more than once in the source-target pairs}}
  %r = hlo.collective_permute %x, source_target_pairs = [[0, 1], [0, 2]] : tensor<4xf32>
  return
}

// -----

func.func @collective_permute_target(%x: tensor<4xf32>) {
  // expected-error @+1 {{collective-permute target 1 appears more than once in the source-target pairs}}
  %r = hlo.collective_permute %x, source_target_pairs = [[0, 1], [2, 1]] : tensor<4xf32>
  return
}

// -----

func.func @collective_permute_negative(%x: tensor<4xf32>) {
  // expected-error @+1 {{collective-permute target -1 must be >= 0}}
  %r = hlo.collective_permute %x, source_target_pairs = [[0, -1]] : tensor<4xf32>
  return
}

// -----

func.func @collective_permute_odd(%x: tensor<4xf32>) {
  // expected-error @+2 {{'hlo.collective_permute' op failed to infer returned types}}
  // expected-error @+1 {{collective-permute source_target_pairs must hold (source, target) pairs, got 3 ids}}
  %r = "hlo.collective_permute"(%x) <{source_target_pairs = array<i64: 0, 1, 2>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @collective_permute_triple(%x: tensor<4xf32>) {
  // expected-error @+1 {{expected (source, target) pairs of two ids, got a list of 3}}
  %r = hlo.collective_permute %x, source_target_pairs = [[0, 1, 2]] : tensor<4xf32>
  return
}

// -----

func.func @collective_permute_result(%x: tensor<4xf32>) {
  // expected-error @+2 {{'hlo.collective_permute' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.collective_permute' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xi32>'}}
  %r = "hlo.collective_permute"(%x) <{source_target_pairs = array<i64: 0, 1>}> : (tensor<4xf32>) -> tensor<4xi32>
  return
}

//===----------------------------------------------------------------------===//
// collective_broadcast
//===----------------------------------------------------------------------===//

// -----

func.func @collective_broadcast_result(%x: tensor<4xf32>) {
  // expected-error @+2 {{'hlo.collective_broadcast' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.collective_broadcast' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<2xf32>'}}
  %r = "hlo.collective_broadcast"(%x) <{replica_groups = #hlo.replica_groups<[[0, 1]]>}> : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @collective_broadcast_no_operand() {
  // expected-error @+2 {{'hlo.collective_broadcast' op failed to infer returned types}}
  // expected-error @+1 {{collective-broadcast needs at least one operand}}
  "hlo.collective_broadcast"() <{replica_groups = #hlo.replica_groups<[[0, 1]]>}> : () -> ()
  return
}
