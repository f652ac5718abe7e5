// Random numbers, collectives, ids, domains, host transfers and custom
// calls.
// - rng: deterministic for a seed (byte-identical results from two runs),
//   different under another seed, within [a, b) for UNIFORM floats and
//   integers of several types, NORMAL with the right moments; one op called
//   twice (in a loop) draws different values (Inputs/check_rng.py).
// - rng_bit_generator: THREE_FRY and PHILOX reproduce the Random123
//   known-answer vectors (Threefry-2x32-20 and Philox-4x32-10, the ones JAX
//   and XLA test against) under XLA's mapping of the state (key =
//   state[0], counter = state[1] (.. state[2]), low words first), return
//   the advanced state, and are deterministic.
// - rng_get_and_update_state: starts at (seed, 0) and advances by delta.
// - Collectives with single-replica semantics (a group of one replica:
//   all_reduce, all_gather, reduce_scatter, all_to_all and
//   collective_broadcast return their operands, collective_permute returns
//   its operand for the pair 0 -> 0 and zeros without pairs,
//   ragged_all_to_all copies the rows it sends to itself); replica_id and
//   partition_id are 0; groups naming more replicas fail clearly.
// - infeed, outfeed without a receiver (xhlo-run --outfeed), send/recv and a
//   custom_call without a registered target
//   fail with a clear message and a non-zero exit.
// RUN: rm -rf %t && mkdir -p %t

// RUN: xhlo-run %s --entry=rng --seed=7 --out=%t/a
// RUN: xhlo-run %s --entry=rng --seed=7 --out=%t/b
// RUN: xhlo-run %s --entry=rng --seed=8 --out=%t/c
// RUN: %python %S/Inputs/check_rng.py same %t/a %t/b
// RUN: %python %S/Inputs/check_rng.py differ %t/a %t/c
// RUN: %python %S/Inputs/check_rng.py ranges %t/a
// RUN: %python %S/Inputs/check_rng.py ranges %t/c
func.func @rng() -> (tensor<4000xf32>, tensor<4000xf64>, tensor<4000xf16>,
                     tensor<4000xf32>, tensor<4000xi32>, tensor<4000xui8>,
                     tensor<4000xi64>, tensor<64xi1>, tensor<20000xf32>,
                     tensor<20000xf64>, tensor<2x1000xf32>) {
  %a0 = hlo.constant dense<-2.0> : tensor<f32>
  %b0 = hlo.constant dense<3.0> : tensor<f32>
  %0 = hlo.rng UNIFORM, %a0, %b0 : (tensor<f32>, tensor<f32>) -> tensor<4000xf32>
  %a1 = hlo.constant dense<0.0> : tensor<f64>
  %b1 = hlo.constant dense<1.0e-300> : tensor<f64>
  %1 = hlo.rng UNIFORM, %a1, %b1 : (tensor<f64>, tensor<f64>) -> tensor<4000xf64>
  %a2 = hlo.constant dense<1.0> : tensor<f16>
  %b2 = hlo.constant dense<1.5> : tensor<f16>
  %2 = hlo.rng UNIFORM, %a2, %b2 : (tensor<f16>, tensor<f16>) -> tensor<4000xf16>
  %a3 = hlo.constant dense<-8.0> : tensor<bf16>
  %b3 = hlo.constant dense<-4.0> : tensor<bf16>
  %r3 = hlo.rng UNIFORM, %a3, %b3 : (tensor<bf16>, tensor<bf16>) -> tensor<4000xbf16>
  %3 = hlo.convert %r3 : (tensor<4000xbf16>) -> tensor<4000xf32>
  %a4 = hlo.constant dense<-5> : tensor<i32>
  %b4 = hlo.constant dense<7> : tensor<i32>
  %4 = hlo.rng UNIFORM, %a4, %b4 : (tensor<i32>, tensor<i32>) -> tensor<4000xi32>
  %a5 = hlo.constant dense<250> : tensor<ui8>
  %b5 = hlo.constant dense<255> : tensor<ui8>
  %5 = hlo.rng UNIFORM, %a5, %b5 : (tensor<ui8>, tensor<ui8>) -> tensor<4000xui8>
  %a6 = hlo.constant dense<-4611686018427387904> : tensor<i64>
  %b6 = hlo.constant dense<4611686018427387904> : tensor<i64>
  %6 = hlo.rng UNIFORM, %a6, %b6 : (tensor<i64>, tensor<i64>) -> tensor<4000xi64>
  %a7 = hlo.constant dense<false> : tensor<i1>
  %b7 = hlo.constant dense<true> : tensor<i1>
  %7 = hlo.rng UNIFORM, %a7, %b7 : (tensor<i1>, tensor<i1>) -> tensor<64xi1>
  %m8 = hlo.constant dense<3.0> : tensor<f32>
  %s8 = hlo.constant dense<0.5> : tensor<f32>
  %8 = hlo.rng NORMAL, %m8, %s8 : (tensor<f32>, tensor<f32>) -> tensor<20000xf32>
  %m9 = hlo.constant dense<-1.0> : tensor<f64>
  %s9 = hlo.constant dense<2.0> : tensor<f64>
  %9 = hlo.rng NORMAL, %m9, %s9 : (tensor<f64>, tensor<f64>) -> tensor<20000xf64>
  %zero = hlo.constant dense<0> : tensor<i32>
  %acc = hlo.constant dense<0.0> : tensor<2x1000xf32>
  %loop:2 = hlo.while(%zero, %acc) : tensor<i32>, tensor<2x1000xf32> cond {
  ^bb0(%i: tensor<i32>, %x: tensor<2x1000xf32>):
    %two = hlo.constant dense<2> : tensor<i32>
    %p = hlo.compare LT, %i, %two : tensor<i32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %x: tensor<2x1000xf32>):
    %lo = hlo.constant dense<0.0> : tensor<f32>
    %hi = hlo.constant dense<1.0> : tensor<f32>
    %d = hlo.rng UNIFORM, %lo, %hi : (tensor<f32>, tensor<f32>) -> tensor<1x1000xf32>
    %z = hlo.constant dense<0> : tensor<i32>
    %y = hlo.dynamic_update_slice %x[%i, %z], %d : tensor<2x1000xf32>, tensor<1x1000xf32>, tensor<i32>
    %one = hlo.constant dense<1> : tensor<i32>
    %j = hlo.add %i, %one : tensor<i32>
    hlo.return %j, %y : tensor<i32>, tensor<2x1000xf32>
  }
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %loop#1 : tensor<4000xf32>,
      tensor<4000xf64>, tensor<4000xf16>, tensor<4000xf32>, tensor<4000xi32>,
      tensor<4000xui8>, tensor<4000xi64>, tensor<64xi1>, tensor<20000xf32>,
      tensor<20000xf64>, tensor<2x1000xf32>
}

// Threefry-2x32-20 known answers (key, counter) -> (out0, out1): (0, 0) ->
// 0x99ba4efe'6b200159; all ones -> 0xbb002be7'1cb996fc; key 0x03707344'
// 13198a2e, counter 0x85a308d3'243f6a88 -> 0x483df7a0'c4923a9c. The state's
// counter advances by the number of 64-bit outputs.
// RUN: xhlo-run %s --entry=threefry --print | FileCheck %s --check-prefix=THREEFRY
// THREEFRY: u64[2] {0, 1}
// THREEFRY-NEXT: u64[1] {11077253088097075545}
// THREEFRY-NEXT: u64[2] {18446744073709551615, 0}
// THREEFRY-NEXT: u64[1] {13474818356711888636}
// THREEFRY-NEXT: u64[2] {247824715720788526, 9629550131187509897}
// THREEFRY-NEXT: u64[1] {5205589014174907036}
// THREEFRY-NEXT: u64[2] {0, 3}
// THREEFRY-NEXT: u64[3] {11077253088097075545,
func.func @threefry() -> (tensor<2xui64>, tensor<1xui64>, tensor<2xui64>,
                          tensor<1xui64>, tensor<2xui64>, tensor<1xui64>,
                          tensor<2xui64>, tensor<3xui64>) {
  %s0 = hlo.constant dense<[0, 0]> : tensor<2xui64>
  %r0:2 = hlo.rng_bit_generator THREE_FRY, %s0 : (tensor<2xui64>) -> (tensor<2xui64>, tensor<1xui64>)
  %s1 = hlo.constant dense<[18446744073709551615, 18446744073709551615]> : tensor<2xui64>
  %r1:2 = hlo.rng_bit_generator THREE_FRY, %s1 : (tensor<2xui64>) -> (tensor<2xui64>, tensor<1xui64>)
  %s2 = hlo.constant dense<[247824715720788526, 9629550131187509896]> : tensor<2xui64>
  %r2:2 = hlo.rng_bit_generator THREE_FRY, %s2 : (tensor<2xui64>) -> (tensor<2xui64>, tensor<1xui64>)
  %r3:2 = hlo.rng_bit_generator THREE_FRY, %s0 : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui64>)
  return %r0#0, %r0#1, %r1#0, %r1#1, %r2#0, %r2#1, %r3#0, %r3#1 : tensor<2xui64>,
      tensor<1xui64>, tensor<2xui64>, tensor<1xui64>, tensor<2xui64>,
      tensor<1xui64>, tensor<2xui64>, tensor<3xui64>
}

// Philox-4x32-10 known answers, counter words (c0, c1, c2, c3) = (lo32
// state[1], hi32 state[1], lo32 state[2], hi32 state[2]) and key (lo32
// state[0], hi32 state[0]): zeros -> (0x6627e8d5, 0xe169c58d, 0xbc57ac4c,
// 0x9b00dbd8); all ones -> (0x408f276d, 0x41c83b0e, 0xa20bc7c6,
// 0x6d5451fd); counter (0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344),
// key (0xa4093822, 0x299f31d0) -> (0xd16cfe09, 0x94fdcceb, 0x5001e420,
// 0x24126ea1). One block of four words advances the 128-bit counter by 1
// (carrying into state[2]); two u64 outputs are one block.
// RUN: xhlo-run %s --entry=philox --print | FileCheck %s --check-prefix=PHILOX
// PHILOX: u64[3] {0, 1, 0}
// PHILOX-NEXT: u32[4] {1713891541, 3781805453, 3159862348, 2600524760}
// PHILOX-NEXT: u64[3] {18446744073709551615, 0, 0}
// PHILOX-NEXT: u32[4] {1083123565, 1103641358, 2718681030, 1834242557}
// PHILOX-NEXT: u64[3] {2999170649027065890, 9629550131187509897, 247824715720788526}
// PHILOX-NEXT: u32[4] {3513581065, 2499661035, 1342301216, 605187745}
// PHILOX-NEXT: u64[2] {16242730742183356629, 11169168799798111308}
func.func @philox() -> (tensor<3xui64>, tensor<4xui32>, tensor<3xui64>,
                        tensor<4xui32>, tensor<3xui64>, tensor<4xui32>,
                        tensor<2xui64>) {
  %s0 = hlo.constant dense<[0, 0, 0]> : tensor<3xui64>
  %r0:2 = hlo.rng_bit_generator PHILOX, %s0 : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  %s1 = hlo.constant dense<18446744073709551615> : tensor<3xui64>
  %r1:2 = hlo.rng_bit_generator PHILOX, %s1 : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  %s2 = hlo.constant dense<[2999170649027065890, 9629550131187509896, 247824715720788526]> : tensor<3xui64>
  %r2:2 = hlo.rng_bit_generator PHILOX, %s2 : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  %r3:2 = hlo.rng_bit_generator PHILOX, %s0 : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2xui64>)
  return %r0#0, %r0#1, %r1#0, %r1#1, %r2#0, %r2#1, %r3#1 : tensor<3xui64>,
      tensor<4xui32>, tensor<3xui64>, tensor<4xui32>, tensor<3xui64>,
      tensor<4xui32>, tensor<2xui64>
}

// rng_bit_generator is a pure function of its state: the same state twice
// gives the same bits, the returned state gives new ones (DEFAULT is
// PHILOX, as XLA's CPU and GPU compilers expand it; narrow and signed
// outputs too).
// RUN: xhlo-run %s --entry=bits --out=%t/bits
// RUN: %python -c "import numpy as np; r = [np.load('%t/bits/result_' + str(i) + '.npy') for i in range(6)]; assert (r[0] == r[1]).all() and (r[0] != r[2]).any(); assert (r[3] == r[4]).all() and (r[3] != r[5]).any(); assert len(np.unique(r[0])) > 100 and len(np.unique(r[3])) > 100"
func.func @bits() -> (tensor<16x16xui32>, tensor<16x16xui32>, tensor<16x16xui32>,
                      tensor<300xi8>, tensor<300xi8>, tensor<300xi8>) {
  %s = hlo.constant dense<[42, 7]> : tensor<2xui64>
  %a:2 = hlo.rng_bit_generator THREE_FRY, %s : (tensor<2xui64>) -> (tensor<2xui64>, tensor<16x16xui32>)
  %b:2 = hlo.rng_bit_generator THREE_FRY, %s : (tensor<2xui64>) -> (tensor<2xui64>, tensor<16x16xui32>)
  %c:2 = hlo.rng_bit_generator THREE_FRY, %a#0 : (tensor<2xui64>) -> (tensor<2xui64>, tensor<16x16xui32>)
  %d:2 = hlo.rng_bit_generator DEFAULT, %s : (tensor<2xui64>) -> (tensor<2xui64>, tensor<300xi8>)
  %e:2 = hlo.rng_bit_generator DEFAULT, %s : (tensor<2xui64>) -> (tensor<2xui64>, tensor<300xi8>)
  %f:2 = hlo.rng_bit_generator DEFAULT, %d#0 : (tensor<2xui64>) -> (tensor<2xui64>, tensor<300xi8>)
  return %a#1, %b#1, %c#1, %d#1, %e#1, %f#1 : tensor<16x16xui32>,
      tensor<16x16xui32>, tensor<16x16xui32>, tensor<300xi8>, tensor<300xi8>,
      tensor<300xi8>
}

// rng_get_and_update_state: (seed, 0), then advanced by delta per call.
// RUN: xhlo-run %s --entry=rng_state --seed=5 --print | FileCheck %s --check-prefix=STATE
// STATE: u64[2] {5, 0}
// STATE-NEXT: u64[2] {9, 0}
// STATE-NEXT: u64[2] {109, 0}
func.func @rng_state() -> (tensor<2xui64>, tensor<2xui64>, tensor<2xui64>) {
  %a = hlo.rng_get_and_update_state delta = 4 : tensor<2xui64>
  %b = hlo.rng_get_and_update_state delta = 100 : tensor<2xui64>
  %c = hlo.rng_get_and_update_state delta = 1 : tensor<2xui64>
  return %a, %b, %c : tensor<2xui64>, tensor<2xui64>, tensor<2xui64>
}

// One replica: every collective returns what replica 0 alone in its group
// gets; the all_reduce computation is never applied to a lone value.
// RUN: xhlo-run %s --entry=collectives --print | FileCheck %s --check-prefix=COLL
// COLL: f32[4] {1, 2, 3, 4}
// COLL-NEXT: f32[4] {1, 2, 3, 4}
// COLL-NEXT: f32[2,2] {{[{][{]}}5, 6}, {7, 8}}
// COLL-NEXT: f32[4] {1, 2, 3, 4}
// COLL-NEXT: s32[2,2] {{[{][{]}}5, 6}, {7, 8}}
// COLL-NEXT: f32[4] {1, 2, 3, 4}
// COLL-NEXT: f32[4] {1, 2, 3, 4}
// COLL-NEXT: f32[4] {0, 0, 0, 0}
// COLL-NEXT: f32[4] {1, 2, 3, 4}
// COLL-NEXT: s32[6] {-1, 20, 30, 40, -1, -1}
// COLL-NEXT: u32[] 0
// COLL-NEXT: u32[] 0
// COLL-NEXT: f32[4] {1, 2, 3, 4}
func.func @collectives() -> (tensor<4xf32>, tensor<4xf32>, tensor<2x2xf32>,
                             tensor<4xf32>, tensor<2x2xi32>, tensor<4xf32>,
                             tensor<4xf32>, tensor<4xf32>, tensor<4xf32>,
                             tensor<6xi32>, tensor<ui32>, tensor<ui32>,
                             tensor<4xf32>) {
  %x = hlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %y = hlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>
  %0 = hlo.all_reduce(%x) replica_groups = [[0]], channel_id = 1 : tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.multiply %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %w = hlo.constant dense<[[5.0, 6.0], [7.0, 8.0]]> : tensor<2x2xf32>
  %1:2 = hlo.all_reduce(%x, %w) replica_groups = [] : tensor<4xf32>, tensor<2x2xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %2 = hlo.all_gather(%x) all_gather_dimension = 0, replica_groups = [[0]] : (tensor<4xf32>) -> tensor<4xf32>
  %3 = hlo.reduce_scatter(%y) scatter_dimension = 1, replica_groups = [] : (tensor<2x2xi32>) -> tensor<2x2xi32> {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = hlo.add %a, %b : tensor<i32>
    hlo.return %s : tensor<i32>
  }
  %4 = hlo.all_to_all(%x) split_dimension = 0, concat_dimension = 0, split_count = 1, replica_groups = [[0]] : (tensor<4xf32>) -> tensor<4xf32>
  %5 = hlo.collective_permute %x, source_target_pairs = [[0, 0]], channel_id = 2 : tensor<4xf32>
  %6 = hlo.collective_permute %x, source_target_pairs = [] : tensor<4xf32>
  %7 = hlo.collective_broadcast(%x) replica_groups = [[0]] : tensor<4xf32>
  %in = hlo.constant dense<[10, 20, 30, 40]> : tensor<4xi32>
  %out = hlo.constant dense<-1> : tensor<6xi32>
  %ioff = hlo.constant dense<[1]> : tensor<1xi32>
  %size = hlo.constant dense<[3]> : tensor<1xi32>
  %ooff = hlo.constant dense<[1]> : tensor<1xi32>
  %8 = hlo.ragged_all_to_all(%in, %out, %ioff, %size, %ooff, %size) replica_groups = [[0]] : tensor<4xi32>, tensor<6xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>
  %9 = hlo.replica_id : tensor<ui32>
  %10 = hlo.partition_id : tensor<ui32>
  %11 = hlo.domain %x, kind = "sharding", entry_sharding = "type: MAXIMAL tile_assignment_dimensions: 1 tile_assignment_devices: 0" : tensor<4xf32>
  return %0, %1#0, %1#1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : tensor<4xf32>,
      tensor<4xf32>, tensor<2x2xf32>, tensor<4xf32>, tensor<2x2xi32>,
      tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>,
      tensor<6xi32>, tensor<ui32>, tensor<ui32>, tensor<4xf32>
}

// Collectives over more than one replica cannot run here.
// RUN: not xhlo-run %s --entry=multi_reduce --arg=zeros 2>&1 | FileCheck %s --check-prefix=MULTI
// MULTI: replica groups of 2 devices need a replicated run (xhlo-run --replicas=N, Executable::runReplicated); this run has one replica
// RUN: not xhlo-run %s --entry=multi_permute --arg=zeros 2>&1 | FileCheck %s --check-prefix=PERMUTE
// PERMUTE: source-target pairs naming 2 devices need a replicated run (xhlo-run --replicas=N, Executable::runReplicated); this run has one replica
func.func @multi_reduce(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = hlo.all_reduce(%x) replica_groups = [[0, 1]] : tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return %r : tensor<4xf32>
}
func.func @multi_permute(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = hlo.collective_permute %x, source_target_pairs = [[0, 1], [1, 0]] : tensor<4xf32>
  return %r : tensor<4xf32>
}

// Ops that need a host queue, a channel or an unregistered custom-call
// target fail clearly (and nothing is returned).
// RUN: not xhlo-run %s --entry=infeed 2>&1 | FileCheck %s --check-prefix=INFEED
// INFEED: 'hlo.infeed': the interpreter has no infeed queue
// RUN: not xhlo-run %s --entry=outfeed --arg=zeros 2>&1 | FileCheck %s --check-prefix=OUTFEED
// OUTFEED: 'hlo.outfeed': the run has no outfeed receiver (xhlo-run --outfeed prints each outfeed; from C++, set RunOptions::outfeed)
// RUN: not xhlo-run %s --entry=send --arg=zeros 2>&1 | FileCheck %s --check-prefix=SEND
// SEND: 'hlo.send': the interpreter has no channels to send or receive over
// RUN: not xhlo-run %s --entry=recv 2>&1 | FileCheck %s --check-prefix=RECV
// RECV: 'hlo.recv': the interpreter has no channels to send or receive over
// RUN: not xhlo-run %s --entry=custom --arg=zeros 2>&1 | FileCheck %s --check-prefix=CUSTOM
// CUSTOM: no custom-call target 'my_target' is registered with the interpreter
func.func @infeed() -> tensor<2xf32> {
  %t = hlo.after_all()
  %x, %t1 = hlo.infeed %t : tensor<2xf32>
  return %x : tensor<2xf32>
}
func.func @outfeed(%x: tensor<2xf32>) -> !hlo.token {
  %t = hlo.after_all()
  %t1 = hlo.outfeed(%x), %t : tensor<2xf32>
  return %t1 : !hlo.token
}
func.func @send(%x: tensor<2xf32>) -> !hlo.token {
  %t = hlo.after_all()
  %s = hlo.send %x, %t, channel_id = 3 : tensor<2xf32>
  %d = hlo.send_done %s, channel_id = 3 : tuple<tensor<2xf32>, tensor<ui32>, !hlo.token>
  return %d : !hlo.token
}
func.func @recv() -> tensor<2xf32> {
  %t = hlo.after_all()
  %r = hlo.recv %t, channel_id = 4 : tuple<tensor<2xf32>, tensor<ui32>, !hlo.token>
  %d, %t2 = hlo.recv_done %r, channel_id = 4 : tuple<tensor<2xf32>, tensor<ui32>, !hlo.token>
  return %d : tensor<2xf32>
}
func.func @custom(%x: tensor<2xf32>) -> tensor<2xf32> {
  %r = hlo.custom_call "my_target"(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
