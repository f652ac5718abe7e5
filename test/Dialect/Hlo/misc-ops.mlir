// Every misc op parses, verifies and prints back identically, in its custom
// form and in the generic form.
// RUN: xhlo-opt --verify-roundtrip --split-input-file %s | FileCheck %s
// RUN: xhlo-opt --mlir-print-op-generic --split-input-file %s | xhlo-opt --verify-roundtrip --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @constant
func.func @constant() {
  // CHECK: hlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
  %f32 = hlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  // CHECK: hlo.constant dense<[true, false]> : tensor<2xi1>
  %pred = hlo.constant dense<[true, false]> : tensor<2xi1>
  // CHECK: hlo.constant dense<255> : tensor<ui8>
  %u8 = hlo.constant dense<255> : tensor<ui8>
  // CHECK: hlo.constant dense<-7> : tensor<2x3xi64>
  %s64 = hlo.constant dense<-7> : tensor<2x3xi64>
  // CHECK: hlo.constant dense<1.500000e+00> : tensor<4xbf16>
  %bf16 = hlo.constant dense<1.5> : tensor<4xbf16>
  // CHECK: hlo.constant dense<(1.000000e+00,-2.000000e+00)> : tensor<complex<f32>>
  %c64 = hlo.constant dense<(1.0, -2.0)> : tensor<complex<f32>>
  // CHECK: hlo.constant dense<> : tensor<0xf64>
  %empty = hlo.constant dense<> : tensor<0xf64>
  return
}

// -----

// CHECK-LABEL: func.func @constant_generic
func.func @constant_generic() -> tensor<2xi32> {
  // CHECK: %[[C:.*]] = hlo.constant dense<[1, 2]> : tensor<2xi32>
  %c = "hlo.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  // CHECK: return %[[C]]
  return %c : tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @rng
func.func @rng(%a: tensor<f32>, %b: tensor<f32>, %lo: tensor<i32>, %hi: tensor<i32>, %p: tensor<i1>) {
  // CHECK: hlo.rng UNIFORM, %{{.*}}, %{{.*}} : (tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
  %u = hlo.rng UNIFORM, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
  // CHECK: hlo.rng NORMAL, %{{.*}}, %{{.*}} : (tensor<f32>, tensor<f32>) -> tensor<4xf32>
  %n = hlo.rng NORMAL, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<4xf32>
  // CHECK: hlo.rng UNIFORM, %{{.*}}, %{{.*}} : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %i = hlo.rng UNIFORM, %lo, %hi : (tensor<i32>, tensor<i32>) -> tensor<i32>
  // CHECK: hlo.rng UNIFORM, %{{.*}}, %{{.*}} : (tensor<i1>, tensor<i1>) -> tensor<8xi1>
  %q = hlo.rng UNIFORM, %p, %p : (tensor<i1>, tensor<i1>) -> tensor<8xi1>
  return
}

// -----

// CHECK-LABEL: func.func @rng_bit_generator
func.func @rng_bit_generator(%s2: tensor<2xui64>, %s3: tensor<3xui64>) {
  // CHECK: = hlo.rng_bit_generator THREE_FRY, %{{.*}} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x4xui32>)
  %a:2 = hlo.rng_bit_generator THREE_FRY, %s2 : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x4xui32>)
  // CHECK: hlo.rng_bit_generator PHILOX, %{{.*}} : (tensor<3xui64>) -> (tensor<3xui64>, tensor<8xui64>)
  %b:2 = hlo.rng_bit_generator PHILOX, %s3 : (tensor<3xui64>) -> (tensor<3xui64>, tensor<8xui64>)
  // CHECK: hlo.rng_bit_generator PHILOX, %{{.*}} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<ui8>)
  %c:2 = hlo.rng_bit_generator PHILOX, %s2 : (tensor<2xui64>) -> (tensor<2xui64>, tensor<ui8>)
  // CHECK: hlo.rng_bit_generator DEFAULT, %{{.*}} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xi32>)
  %d:2 = hlo.rng_bit_generator DEFAULT, %s2 : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @rng_get_and_update_state
func.func @rng_get_and_update_state() -> tensor<2xui64> {
  // CHECK: %[[S:.*]] = hlo.rng_get_and_update_state delta = 1 : tensor<2xui64>
  %s = hlo.rng_get_and_update_state delta = 1 : tensor<2xui64>
  // CHECK: hlo.rng_get_and_update_state delta = 4096 : tensor<2xui64>
  %t = hlo.rng_get_and_update_state delta = 4096 : tensor<2xui64>
  // CHECK: hlo.rng_get_and_update_state delta = 0 : tensor<2xui64>
  %u = "hlo.rng_get_and_update_state"() <{delta = 0 : i64}> : () -> tensor<2xui64>
  // CHECK: return %[[S]]
  return %s : tensor<2xui64>
}

// -----

// CHECK-LABEL: func.func @tokens
func.func @tokens(%t0: !hlo.token, %t1: !hlo.token, %x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: %[[FRESH:.*]] = hlo.after_all(){{$}}
  %fresh = hlo.after_all()
  // CHECK: %[[JOIN:.*]] = hlo.after_all(%{{.*}}, %{{.*}}, %[[FRESH]])
  %join = hlo.after_all(%t0, %t1, %fresh)
  // CHECK: %[[ONE:.*]] = hlo.after_all(%{{.*}})
  %one = hlo.after_all(%t0)
  // CHECK: %[[Y:.*]] = hlo.add_dependency %{{.*}}, %[[JOIN]] : tensor<4xf32>
  %y = hlo.add_dependency %x, %join : tensor<4xf32>
  // CHECK: hlo.add_dependency %[[ONE]], %[[JOIN]] : !hlo.token
  %t = hlo.add_dependency %one, %join : !hlo.token
  // CHECK: return %[[Y]]
  return %y : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @add_dependency_tuple
func.func @add_dependency_tuple(%x: tuple<tensor<2xf32>, tensor<i32>>, %t: !hlo.token) {
  // CHECK: hlo.add_dependency %{{.*}}, %{{.*}} : tuple<tensor<2xf32>, tensor<i32>>
  %y = hlo.add_dependency %x, %t : tuple<tensor<2xf32>, tensor<i32>>
  return
}

// -----

// CHECK-LABEL: func.func @feeds
func.func @feeds(%t0: !hlo.token) -> !hlo.token {
  // CHECK: %[[DATA:.*]]:2, %[[T1:.*]] = hlo.infeed %{{.*}} {infeed_config = "cfg"} : tensor<2x3xf32>, tensor<i32>
  %x, %i, %t1 = hlo.infeed %t0 {infeed_config = "cfg"} : tensor<2x3xf32>, tensor<i32>
  // CHECK: %[[TUP:.*]], %[[T2:.*]] = hlo.infeed %[[T1]] : tuple<tensor<2xf32>, tensor<ui8>>
  %tup, %t2 = hlo.infeed %t1 : tuple<tensor<2xf32>, tensor<ui8>>
  // CHECK: %[[NONE:.*]] = hlo.infeed %[[T2]]{{$}}
  %t3 = hlo.infeed %t2
  // CHECK: %[[O1:.*]] = hlo.outfeed(%[[DATA]]#0, %[[DATA]]#1), %[[NONE]] {outfeed_config = "cfg"} : tensor<2x3xf32>, tensor<i32>
  %t4 = hlo.outfeed(%x, %i), %t3 {outfeed_config = "cfg"} : tensor<2x3xf32>, tensor<i32>
  // CHECK: %[[O2:.*]] = hlo.outfeed(%[[TUP]]), %[[O1]] : tuple<tensor<2xf32>, tensor<ui8>>
  %t5 = hlo.outfeed(%tup), %t4 : tuple<tensor<2xf32>, tensor<ui8>>
  // CHECK: %[[O3:.*]] = hlo.outfeed(), %[[O2]]{{$}}
  %t6 = hlo.outfeed(), %t5
  // CHECK: return %[[O3]]
  return %t6 : !hlo.token
}

// -----

// CHECK-LABEL: func.func @send_recv
func.func @send_recv(%x: tensor<3x4xi32>, %t0: !hlo.token) -> (tensor<3x4xi32>, !hlo.token) {
  // CHECK: %[[S:.*]] = hlo.send %{{.*}}, %{{.*}}, channel_id = 5, is_host_transfer : tensor<3x4xi32>
  %s = hlo.send %x, %t0, channel_id = 5, is_host_transfer : tensor<3x4xi32>
  // CHECK: %[[T1:.*]] = hlo.send_done %[[S]], channel_id = 5, is_host_transfer : tuple<tensor<3x4xi32>, tensor<ui32>, !hlo.token>
  %t1 = hlo.send_done %s, channel_id = 5, is_host_transfer : tuple<tensor<3x4xi32>, tensor<ui32>, !hlo.token>
  // CHECK: %[[R:.*]] = hlo.recv %[[T1]], channel_id = 6 : tuple<tensor<3x4xi32>, tensor<ui32>, !hlo.token>
  %r = hlo.recv %t1, channel_id = 6 : tuple<tensor<3x4xi32>, tensor<ui32>, !hlo.token>
  // CHECK: %[[D:.*]], %[[T2:.*]] = hlo.recv_done %[[R]], channel_id = 6 : tuple<tensor<3x4xi32>, tensor<ui32>, !hlo.token>
  %d, %t2 = hlo.recv_done %r, channel_id = 6 : tuple<tensor<3x4xi32>, tensor<ui32>, !hlo.token>
  // CHECK: return %[[D]], %[[T2]]
  return %d, %t2 : tensor<3x4xi32>, !hlo.token
}

// -----

// Tuple data, channel 0 (an unset proto channel_id), and a context tuple that
// arrives as an argument (a pipelined transfer).
// CHECK-LABEL: func.func @send_recv_tuple
func.func @send_recv_tuple(%x: tuple<tensor<2xf32>, tuple<tensor<i32>>>, %t0: !hlo.token, %ctx: tuple<tensor<f32>, tensor<ui32>, !hlo.token>) {
  // CHECK: %[[S:.*]] = hlo.send %{{.*}}, %{{.*}}, channel_id = 0 : tuple<tensor<2xf32>, tuple<tensor<i32>>>
  %s = hlo.send %x, %t0, channel_id = 0 : tuple<tensor<2xf32>, tuple<tensor<i32>>>
  // CHECK: hlo.send_done %[[S]], channel_id = 0 : tuple<tuple<tensor<2xf32>, tuple<tensor<i32>>>, tensor<ui32>, !hlo.token>
  %t1 = hlo.send_done %s, channel_id = 0 : tuple<tuple<tensor<2xf32>, tuple<tensor<i32>>>, tensor<ui32>, !hlo.token>
  // CHECK: hlo.recv %{{.*}}, channel_id = 2, is_host_transfer : tuple<tuple<tensor<2xf32>, tensor<i1>>, tensor<ui32>, !hlo.token>
  %r = hlo.recv %t0, channel_id = 2, is_host_transfer : tuple<tuple<tensor<2xf32>, tensor<i1>>, tensor<ui32>, !hlo.token>
  // CHECK: hlo.recv_done %{{.*}}, channel_id = 2, is_host_transfer : tuple<tuple<tensor<2xf32>, tensor<i1>>, tensor<ui32>, !hlo.token>
  %d, %t2 = hlo.recv_done %r, channel_id = 2, is_host_transfer : tuple<tuple<tensor<2xf32>, tensor<i1>>, tensor<ui32>, !hlo.token>
  // CHECK: hlo.recv_done %{{.*}}, channel_id = 9 : tuple<tensor<f32>, tensor<ui32>, !hlo.token>
  %e, %t3 = hlo.recv_done %ctx, channel_id = 9 : tuple<tensor<f32>, tensor<ui32>, !hlo.token>
  return
}

// -----

// CHECK-LABEL: func.func @domain
func.func @domain(%x: tensor<ui32>, %tup: tuple<tensor<4xf32>, tensor<i32>>) -> tensor<ui32> {
  // CHECK: %[[A:.*]] = hlo.domain %{{.*}}, kind = "sharding", entry_sharding = "type: MAXIMAL tile_assignment_dimensions: 1 tile_assignment_devices: 1" : tensor<ui32>
  %a = hlo.domain %x, kind = "sharding", entry_sharding = "type: MAXIMAL tile_assignment_dimensions: 1 tile_assignment_devices: 1" : tensor<ui32>
  // CHECK: hlo.domain %[[A]], kind = "sharding", entry_sharding = "", exit_sharding = "type: MANUAL" : tensor<ui32>
  %b = hlo.domain %a, kind = "sharding", exit_sharding = "type: MANUAL", entry_sharding = "" : tensor<ui32>
  // CHECK: hlo.domain %{{.*}}, kind = "sharding" : tuple<tensor<4xf32>, tensor<i32>>
  %c = hlo.domain %tup, kind = "sharding" : tuple<tensor<4xf32>, tensor<i32>>
  // CHECK: hlo.domain %{{.*}}, kind = "sharding", exit_sharding = "type: TUPLE tuple_shardings { } tuple_shardings { type: MANUAL }" : tuple<tensor<4xf32>, tensor<i32>>
  %d = hlo.domain %tup, kind = "sharding", exit_sharding = "type: TUPLE tuple_shardings { } tuple_shardings { type: MANUAL }" : tuple<tensor<4xf32>, tensor<i32>>
  // CHECK: return %[[A]]
  return %a : tensor<ui32>
}

// -----

func.func private @callee(%x: tensor<4xf32>) -> tensor<4xf32>

// CHECK-LABEL: func.func @custom_call
func.func @custom_call(%x: tensor<4xf32>, %y: tensor<i32>, %t: !hlo.token, %tup: tuple<tensor<4xf32>, tensor<i32>>) {
  // CHECK: hlo.custom_call "plain"(%{{.*}}) : (tensor<4xf32>) -> tensor<4xf32>
  %a = hlo.custom_call "plain"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK: hlo.custom_call "effects"(%{{.*}}, %{{.*}}) has_side_effect api_version = API_VERSION_STATUS_RETURNING {backend_config = "opts"} : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
  %b = hlo.custom_call "effects"(%x, %y) has_side_effect api_version = API_VERSION_STATUS_RETURNING {backend_config = "opts"} : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
  // CHECK: hlo.custom_call "multi"() api_version = API_VERSION_TYPED_FFI : () -> (tensor<2xf32>, tensor<i32>, !hlo.token)
  %c:3 = hlo.custom_call "multi"() api_version = API_VERSION_TYPED_FFI : () -> (tensor<2xf32>, tensor<i32>, !hlo.token)
  // CHECK: hlo.custom_call "sink"(%{{.*}}, %{{.*}}) has_side_effect : (!hlo.token, tuple<tensor<4xf32>, tensor<i32>>) -> ()
  hlo.custom_call "sink"(%t, %tup) has_side_effect : (!hlo.token, tuple<tensor<4xf32>, tensor<i32>>) -> ()
  // CHECK: hlo.custom_call "calls"(%{{.*}}) {called_computations = [@callee]} : (tensor<4xf32>) -> tensor<4xf32>
  %d = hlo.custom_call "calls"(%x) {called_computations = [@callee]} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @ids
func.func @ids() -> (tensor<ui32>, tensor<ui32>) {
  // CHECK: %[[R:.*]] = hlo.replica_id : tensor<ui32>
  %r = hlo.replica_id : tensor<ui32>
  // CHECK: %[[P:.*]] = hlo.partition_id : tensor<ui32>
  %p = hlo.partition_id : tensor<ui32>
  // CHECK: return %[[R]], %[[P]]
  return %r, %p : tensor<ui32>, tensor<ui32>
}

// -----

// CHECK-LABEL: func.func @all_reduce
func.func @all_reduce(%x: tensor<4xf32>, %y: tensor<2x2xf32>) {
  // CHECK: hlo.all_reduce(%{{.*}}) replica_groups = {{\[\[}}0, 1], [2, 3]], channel_id = 1 : tensor<4xf32> {
  // CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
  // CHECK-NEXT: %[[S:.*]] = hlo.add %[[A]], %[[B]] : tensor<f32>
  // CHECK-NEXT: hlo.return %[[S]] : tensor<f32>
  // CHECK-NEXT: }
  %r = hlo.all_reduce(%x) replica_groups = [[0, 1], [2, 3]], channel_id = 1 : tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  // CHECK: hlo.all_reduce(%{{.*}}, %{{.*}}) replica_groups = [] : tensor<4xf32>, tensor<2x2xf32> {
  %m:2 = hlo.all_reduce(%x, %y) replica_groups = [] : tensor<4xf32>, tensor<2x2xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.maximum %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  // Groups of different sizes are allowed for all-reduce.
  // CHECK: hlo.all_reduce(%{{.*}}) replica_groups = {{\[\[}}0, 2, 3], [1]], channel_id = 5, use_global_device_ids : tensor<4xf32> {
  %g = hlo.all_reduce(%x) replica_groups = [[0, 2, 3], [1]], channel_id = 5, use_global_device_ids : tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @all_gather
func.func @all_gather(%x: tensor<2x3xf32>, %y: tensor<1x3xi32>) {
  // CHECK: hlo.all_gather(%{{.*}}) all_gather_dimension = 0, replica_groups = {{\[\[}}0, 1]] : (tensor<2x3xf32>) -> tensor<4x3xf32>
  %a = hlo.all_gather(%x) all_gather_dimension = 0, replica_groups = [[0, 1]] : (tensor<2x3xf32>) -> tensor<4x3xf32>
  // CHECK: hlo.all_gather(%{{.*}}) all_gather_dimension = 1, replica_groups = {{\[\[}}0, 2], [1, 3]], channel_id = 2, use_global_device_ids : (tensor<2x3xf32>) -> tensor<2x6xf32>
  %b = hlo.all_gather(%x) all_gather_dimension = 1, replica_groups = [[0, 2], [1, 3]], channel_id = 2, use_global_device_ids : (tensor<2x3xf32>) -> tensor<2x6xf32>
  // Without groups the shard count comes from the first result.
  // CHECK: hlo.all_gather(%{{.*}}, %{{.*}}) all_gather_dimension = 0, replica_groups = [] : (tensor<2x3xf32>, tensor<1x3xi32>) -> (tensor<8x3xf32>, tensor<4x3xi32>)
  %c:2 = hlo.all_gather(%x, %y) all_gather_dimension = 0, replica_groups = [] : (tensor<2x3xf32>, tensor<1x3xi32>) -> (tensor<8x3xf32>, tensor<4x3xi32>)
  // Replicas of every partition: the group size times the partition count.
  // CHECK: hlo.all_gather(%{{.*}}) all_gather_dimension = 0, replica_groups = {{\[\[}}0, 1]], channel_id = 3 : (tensor<2x3xf32>) -> tensor<8x3xf32>
  %d = hlo.all_gather(%x) all_gather_dimension = 0, replica_groups = [[0, 1]], channel_id = 3 : (tensor<2x3xf32>) -> tensor<8x3xf32>
  return
}

// -----

// CHECK-LABEL: func.func @reduce_scatter
func.func @reduce_scatter(%x: tensor<4x3xf32>, %y: tensor<8xf32>) {
  // CHECK: hlo.reduce_scatter(%{{.*}}) scatter_dimension = 0, replica_groups = {{\[\[}}0, 1]] : (tensor<4x3xf32>) -> tensor<2x3xf32> {
  // CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
  // CHECK-NEXT: hlo.add %[[A]], %[[B]]
  %r0 = hlo.reduce_scatter(%x) scatter_dimension = 0, replica_groups = [[0, 1]] : (tensor<4x3xf32>) -> tensor<2x3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  // CHECK: hlo.reduce_scatter(%{{.*}}, %{{.*}}) scatter_dimension = 0, replica_groups = [], channel_id = 7 : (tensor<4x3xf32>, tensor<8xf32>) -> (tensor<1x3xf32>, tensor<2xf32>) {
  %r1:2 = hlo.reduce_scatter(%x, %y) scatter_dimension = 0, replica_groups = [], channel_id = 7 : (tensor<4x3xf32>, tensor<8xf32>) -> (tensor<1x3xf32>, tensor<2xf32>) {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.multiply %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  // CHECK: hlo.reduce_scatter(%{{.*}}) scatter_dimension = 1, replica_groups = {{\[\[}}0, 1, 2], [3, 4, 5]], channel_id = 1, use_global_device_ids : (tensor<4x3xf32>) -> tensor<4x1xf32> {
  %r2 = hlo.reduce_scatter(%x) scatter_dimension = 1, replica_groups = [[0, 1, 2], [3, 4, 5]], channel_id = 1, use_global_device_ids : (tensor<4x3xf32>) -> tensor<4x1xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @all_to_all
func.func @all_to_all(%x: tensor<2x4xf32>, %y: tensor<4xi32>, %z: tensor<4xi32>) {
  // CHECK: hlo.all_to_all(%{{.*}}) split_dimension = 1, concat_dimension = 0, split_count = 2, replica_groups = {{\[\[}}0, 1]] : (tensor<2x4xf32>) -> tensor<4x2xf32>
  %a = hlo.all_to_all(%x) split_dimension = 1, concat_dimension = 0, split_count = 2, replica_groups = [[0, 1]] : (tensor<2x4xf32>) -> tensor<4x2xf32>
  // CHECK: hlo.all_to_all(%{{.*}}) split_dimension = 1, concat_dimension = 1, split_count = 4, replica_groups = [], channel_id = 9 : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %b = hlo.all_to_all(%x) split_dimension = 1, concat_dimension = 1, split_count = 4, replica_groups = [], channel_id = 9 : (tensor<2x4xf32>) -> tensor<2x4xf32>
  // CHECK: hlo.all_to_all(%{{.*}}, %{{.*}}) replica_groups = {{\[\[}}0, 1], [2, 3]] : (tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>)
  %c:2 = hlo.all_to_all(%y, %z) replica_groups = [[0, 1], [2, 3]] : (tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>)
  // CHECK: hlo.all_to_all(%{{.*}}, %{{.*}}) replica_groups = [], channel_id = 4 : (tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>)
  %d:2 = hlo.all_to_all(%y, %z) replica_groups = [], channel_id = 4 : (tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @ragged_all_to_all
func.func @ragged_all_to_all(%in: tensor<6xf32>, %out: tensor<8xf32>, %off: tensor<3xi32>, %in2: tensor<4x2xbf16>, %out2: tensor<6x2xbf16>, %off2: tensor<2x2xi64>) {
  // CHECK: hlo.ragged_all_to_all(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) replica_groups = {{\[\[}}0, 1, 2]], channel_id = 1 : tensor<6xf32>, tensor<8xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
  %a = hlo.ragged_all_to_all(%in, %out, %off, %off, %off, %off) replica_groups = [[0, 1, 2]], channel_id = 1 : tensor<6xf32>, tensor<8xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
  // CHECK: hlo.ragged_all_to_all(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) replica_groups = [] : tensor<4x2xbf16>, tensor<6x2xbf16>, tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>
  %b = hlo.ragged_all_to_all(%in2, %out2, %off2, %off2, %off2, %off2) replica_groups = [] : tensor<4x2xbf16>, tensor<6x2xbf16>, tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>, tensor<2x2xi64>
  return
}

// -----

// CHECK-LABEL: func.func @collective_permute
func.func @collective_permute(%x: tensor<4xf32>) {
  // CHECK: hlo.collective_permute %{{.*}}, source_target_pairs = {{\[\[}}0, 1], [1, 0]], channel_id = 1 : tensor<4xf32>
  %a = hlo.collective_permute %x, source_target_pairs = [[0, 1], [1, 0]], channel_id = 1 : tensor<4xf32>
  // CHECK: hlo.collective_permute %{{.*}}, source_target_pairs = {{\[\[}}0, 1], [1, 2], [2, 3]] : tensor<4xf32>
  %b = hlo.collective_permute %x, source_target_pairs = [[0, 1], [1, 2], [2, 3]] : tensor<4xf32>
  // CHECK: hlo.collective_permute %{{.*}}, source_target_pairs = [] : tensor<4xf32>
  %c = hlo.collective_permute %x, source_target_pairs = [] : tensor<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @collective_broadcast
func.func @collective_broadcast(%x: tensor<4xf32>, %y: tensor<2xi32>) {
  // CHECK: hlo.collective_broadcast(%{{.*}}) replica_groups = {{\[\[}}0, 1]], channel_id = 1 : tensor<4xf32>
  %a = hlo.collective_broadcast(%x) replica_groups = [[0, 1]], channel_id = 1 : tensor<4xf32>
  // CHECK: hlo.collective_broadcast(%{{.*}}, %{{.*}}) replica_groups = {{\[\[}}0], [1]] : tensor<4xf32>, tensor<2xi32>
  %b:2 = hlo.collective_broadcast(%x, %y) replica_groups = [[0], [1]] : tensor<4xf32>, tensor<2xi32>
  return
}
