// xhlo-run --replicas=N runs N replicas of the entry at once and exchanges
// values at the collectives with XLA's semantics; the values below are
// computed by hand from each replica's id r (x_r = r + 1).
// - all_reduce over all replicas (replica_groups = []): a sum (N(N+1)/2),
//   a maximum, and a computation whose result depends on the order,
//   f(a, b) = 2a + b, folded in group order: f(f(x0, x1), x2)...
//   (N = 1: 1, 2: 4, 4: 26, 8: 502).
// - N = 1 runs the same path; the results of every replica are printed
//   under 'replica r:'.
// RUN: xhlo-run %s --entry=reduce_all --replicas=1 --print | FileCheck %s --check-prefix=R1 --match-full-lines
// R1:      f32[2] {1, 10}
// R1-NEXT: f32[2] {1, 10}
// R1-NEXT: s32[] 0
// RUN: xhlo-run %s --entry=reduce_all --replicas=2 --print | FileCheck %s --check-prefix=R2 --match-full-lines
// R2:      replica 0:
// R2-NEXT: f32[2] {3, 30}
// R2-NEXT: f32[2] {4, 40}
// R2-NEXT: s32[] 1
// R2-NEXT: replica 1:
// R2-NEXT: f32[2] {3, 30}
// R2-NEXT: f32[2] {4, 40}
// R2-NEXT: s32[] 1
// RUN: xhlo-run %s --entry=reduce_all --replicas=4 --print | FileCheck %s --check-prefix=R4 --match-full-lines
// R4-COUNT-4: f32[2] {10, 100}
// RUN: xhlo-run %s --entry=reduce_all --replicas=4 --print | FileCheck %s --check-prefix=R4ORDER --match-full-lines
// R4ORDER:      replica 3:
// R4ORDER-NEXT: f32[2] {10, 100}
// R4ORDER-NEXT: f32[2] {26, 260}
// R4ORDER-NEXT: s32[] 3
// RUN: xhlo-run %s --entry=reduce_all --replicas=8 --print | FileCheck %s --check-prefix=R8 --match-full-lines
// R8:      replica 0:
// R8-NEXT: f32[2] {36, 360}
// R8-NEXT: f32[2] {502, 5020}
// R8-NEXT: s32[] 7
// R8:      replica 7:
// R8-NEXT: f32[2] {36, 360}
// R8-NEXT: f32[2] {502, 5020}
// R8-NEXT: s32[] 7
// --repeat times whole replicated runs.
// RUN: xhlo-run %s --entry=reduce_all --replicas=2 --repeat=3 | FileCheck %s --check-prefix=REPEAT
// REPEAT: time: min {{[0-9.]+}} ms, median {{[0-9.]+}} ms over 3 runs
// The module's replica_count is the default (reduce_all.hlo's header says 2).
// RUN: xhlo-run %S/Inputs/replica-count-2.hlo --print | FileCheck %s --check-prefix=HEADER --match-full-lines
// HEADER:      replica 0:
// HEADER-NEXT: f32[] 3
// HEADER-NEXT: replica 1:
// HEADER-NEXT: f32[] 3
// With num_partitions = 2 as well, 2 x 2 devices: the all-reduce without
// channel_id sums the replicas of each partition (x_r = r + 1 again), and
// partition-id is each device's.
// RUN: xhlo-run %S/Inputs/partitions-2x2.hlo --print | FileCheck %s --check-prefix=PARTS --match-full-lines
// PARTS:      device 0 (replica 0, partition 0):
// PARTS-NEXT: f32[] 3
// PARTS-NEXT: u32[] 0
// PARTS-NEXT: device 1 (replica 0, partition 1):
// PARTS-NEXT: f32[] 3
// PARTS-NEXT: u32[] 1
// PARTS-NEXT: device 2 (replica 1, partition 0):
// PARTS-NEXT: f32[] 3
// PARTS-NEXT: u32[] 0
// PARTS-NEXT: device 3 (replica 1, partition 1):
// PARTS-NEXT: f32[] 3
// PARTS-NEXT: u32[] 1
func.func @reduce_all() -> (tensor<2xf32>, tensor<2xf32>, tensor<i32>) {
  %id = hlo.replica_id : tensor<ui32>
  %idf = hlo.convert %id : (tensor<ui32>) -> tensor<f32>
  %one = hlo.constant dense<1.0> : tensor<f32>
  %v = hlo.add %idf, %one : tensor<f32>
  %b = hlo.broadcast %v, dimensions = [] : (tensor<f32>) -> tensor<2xf32>
  %scale = hlo.constant dense<[1.0, 10.0]> : tensor<2xf32>
  %x = hlo.multiply %b, %scale : tensor<2xf32>
  %sum = hlo.all_reduce(%x) replica_groups = [] : tensor<2xf32> {
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %s = hlo.add %a, %c : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %ordered = hlo.all_reduce(%x) replica_groups = [] : tensor<2xf32> {
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %two = hlo.constant dense<2.0> : tensor<f32>
    %d = hlo.multiply %a, %two : tensor<f32>
    %s = hlo.add %d, %c : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %idi = hlo.convert %id : (tensor<ui32>) -> tensor<i32>
  %max = hlo.all_reduce(%idi) replica_groups = [] : tensor<i32> {
  ^bb0(%a: tensor<i32>, %c: tensor<i32>):
    %s = hlo.maximum %a, %c : tensor<i32>
    hlo.return %s : tensor<i32>
  }
  return %sum, %ordered, %max : tensor<2xf32>, tensor<2xf32>, tensor<i32>
}

// Groups on 4 replicas (x_r = r + 1), uneven ones included:
// - [[0], [1, 2, 3]] sums to 1 on replica 0 and 9 on the others;
// - [[3, 1], [0, 2]] with f(a, b) = 2a + b folds in group order, so
//   replicas 1 and 3 get 2 * x3 + x1 = 10, replicas 0 and 2 get 5;
// - all_gather (dimension 0, groups [[0, 1], [2, 3]]) and over all along
//   dimension 1 of a [1, 2] array;
// - reduce_scatter: (r + 1) * [1, 2, 3, 4] summed is [10, 20, 30, 40], and
//   replica i gets element i;
// - all_to_all: replica r's [10r, 10r + 1, 10r + 2, 10r + 3] split in 4,
//   replica j gets element j of every replica: [j, 10 + j, 20 + j, 30 + j];
// - collective_permute 0 -> 1 -> 2 -> 3: replica 0 is no target and gets
//   zeros, the others their source's x;
// - collective_broadcast over [[1, 0], [3, 2]]: each group's first member
//   is 1 or 3, so replicas 0 and 1 get x1 = 2, replicas 2 and 3 get 4.
// RUN: xhlo-run %s --entry=groups4 --replicas=4 --print | FileCheck %s --check-prefix=G4 --match-full-lines
// On one core too (orderings differ there):
// RUN: taskset -c 0 xhlo-run %s --entry=groups4 --replicas=4 --print | FileCheck %s --check-prefix=G4 --match-full-lines
// G4:      replica 0:
// G4-NEXT: f32[] 1
// G4-NEXT: f32[] 5
// G4-NEXT: f32[4] {0, 0, 1, 10}
// G4-NEXT: f32[1,8] {{[{][{]}}0, 0, 1, 10, 2, 20, 3, 30}}
// G4-NEXT: f32[1] {10}
// G4-NEXT: f32[4] {0, 10, 20, 30}
// G4-NEXT: f32[] 0
// G4-NEXT: f32[] 2
// G4-NEXT: replica 1:
// G4-NEXT: f32[] 9
// G4-NEXT: f32[] 10
// G4-NEXT: f32[4] {0, 0, 1, 10}
// G4-NEXT: f32[1,8] {{[{][{]}}0, 0, 1, 10, 2, 20, 3, 30}}
// G4-NEXT: f32[1] {20}
// G4-NEXT: f32[4] {1, 11, 21, 31}
// G4-NEXT: f32[] 1
// G4-NEXT: f32[] 2
// G4-NEXT: replica 2:
// G4-NEXT: f32[] 9
// G4-NEXT: f32[] 5
// G4-NEXT: f32[4] {2, 20, 3, 30}
// G4-NEXT: f32[1,8] {{[{][{]}}0, 0, 1, 10, 2, 20, 3, 30}}
// G4-NEXT: f32[1] {30}
// G4-NEXT: f32[4] {2, 12, 22, 32}
// G4-NEXT: f32[] 2
// G4-NEXT: f32[] 4
// G4-NEXT: replica 3:
// G4-NEXT: f32[] 9
// G4-NEXT: f32[] 10
// G4-NEXT: f32[4] {2, 20, 3, 30}
// G4-NEXT: f32[1,8] {{[{][{]}}0, 0, 1, 10, 2, 20, 3, 30}}
// G4-NEXT: f32[1] {40}
// G4-NEXT: f32[4] {3, 13, 23, 33}
// G4-NEXT: f32[] 3
// G4-NEXT: f32[] 4
func.func @groups4() -> (tensor<f32>, tensor<f32>, tensor<4xf32>,
                         tensor<1x8xf32>, tensor<1xf32>, tensor<4xf32>,
                         tensor<f32>, tensor<f32>) {
  %id = hlo.replica_id : tensor<ui32>
  %r = hlo.convert %id : (tensor<ui32>) -> tensor<f32>
  %one = hlo.constant dense<1.0> : tensor<f32>
  %x = hlo.add %r, %one : tensor<f32>
  %uneven = hlo.all_reduce(%x) replica_groups = [[0], [1, 2, 3]] : tensor<f32> {
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %s = hlo.add %a, %c : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %ordered = hlo.all_reduce(%x) replica_groups = [[3, 1], [0, 2]] : tensor<f32> {
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %two = hlo.constant dense<2.0> : tensor<f32>
    %d = hlo.multiply %a, %two : tensor<f32>
    %s = hlo.add %d, %c : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %rb = hlo.broadcast %r, dimensions = [] : (tensor<f32>) -> tensor<2xf32>
  %scale = hlo.constant dense<[1.0, 10.0]> : tensor<2xf32>
  %pair = hlo.multiply %rb, %scale : tensor<2xf32>
  %gathered = hlo.all_gather(%pair) all_gather_dimension = 0, replica_groups = [[0, 1], [2, 3]] : (tensor<2xf32>) -> tensor<4xf32>
  %row = hlo.reshape %pair : (tensor<2xf32>) -> tensor<1x2xf32>
  %wide = hlo.all_gather(%row) all_gather_dimension = 1, replica_groups = [] : (tensor<1x2xf32>) -> tensor<1x8xf32>
  %xb = hlo.broadcast %x, dimensions = [] : (tensor<f32>) -> tensor<4xf32>
  %ramp = hlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %y = hlo.multiply %xb, %ramp : tensor<4xf32>
  %scattered = hlo.reduce_scatter(%y) scatter_dimension = 0, replica_groups = [] : (tensor<4xf32>) -> tensor<1xf32> {
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %s = hlo.add %a, %c : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %ten = hlo.constant dense<10.0> : tensor<4xf32>
  %r4 = hlo.broadcast %r, dimensions = [] : (tensor<f32>) -> tensor<4xf32>
  %tens = hlo.multiply %r4, %ten : tensor<4xf32>
  %steps = hlo.constant dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf32>
  %z = hlo.add %tens, %steps : tensor<4xf32>
  %exchanged = hlo.all_to_all(%z) split_dimension = 0, concat_dimension = 0, split_count = 4, replica_groups = [] : (tensor<4xf32>) -> tensor<4xf32>
  %permuted = hlo.collective_permute %x, source_target_pairs = [[0, 1], [1, 2], [2, 3]] : tensor<f32>
  %broadcast = hlo.collective_broadcast(%x) replica_groups = [[1, 0], [3, 2]] : tensor<f32>
  return %uneven, %ordered, %gathered, %wide, %scattered, %exchanged,
         %permuted, %broadcast : tensor<f32>, tensor<f32>, tensor<4xf32>,
         tensor<1x8xf32>, tensor<1xf32>, tensor<4xf32>, tensor<f32>,
         tensor<f32>
}

// Eight replicas in groups of four: sums per group (1+2+3+4 = 10 and
// 5+6+7+8 = 26), all_gather of each group, and all_to_all's tuple form
// over pairs [[0, 1], [2, 3], ...]: member j gets operand j of each member
// (operands x_r and 10 x_r).
// RUN: xhlo-run %s --entry=groups8 --replicas=8 --print | FileCheck %s --check-prefix=G8 --match-full-lines
// G8:      replica 0:
// G8-NEXT: f32[] 10
// G8-NEXT: f32[4] {1, 2, 3, 4}
// G8-NEXT: f32[] 1
// G8-NEXT: f32[] 2
// G8-NEXT: replica 1:
// G8-NEXT: f32[] 10
// G8-NEXT: f32[4] {1, 2, 3, 4}
// G8-NEXT: f32[] 10
// G8-NEXT: f32[] 20
// G8:      replica 6:
// G8-NEXT: f32[] 26
// G8-NEXT: f32[4] {5, 6, 7, 8}
// G8-NEXT: f32[] 7
// G8-NEXT: f32[] 8
// G8-NEXT: replica 7:
// G8-NEXT: f32[] 26
// G8-NEXT: f32[4] {5, 6, 7, 8}
// G8-NEXT: f32[] 70
// G8-NEXT: f32[] 80
func.func @groups8() -> (tensor<f32>, tensor<4xf32>, tensor<f32>, tensor<f32>) {
  %id = hlo.replica_id : tensor<ui32>
  %r = hlo.convert %id : (tensor<ui32>) -> tensor<f32>
  %one = hlo.constant dense<1.0> : tensor<f32>
  %x = hlo.add %r, %one : tensor<f32>
  %sum = hlo.all_reduce(%x) replica_groups = [[0, 1, 2, 3], [4, 5, 6, 7]] : tensor<f32> {
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %s = hlo.add %a, %c : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %x1 = hlo.reshape %x : (tensor<f32>) -> tensor<1xf32>
  %gathered = hlo.all_gather(%x1) all_gather_dimension = 0, replica_groups = [[0, 1, 2, 3], [4, 5, 6, 7]] : (tensor<1xf32>) -> tensor<4xf32>
  %ten = hlo.constant dense<10.0> : tensor<f32>
  %x10 = hlo.multiply %x, %ten : tensor<f32>
  %t:2 = hlo.all_to_all(%x, %x10) replica_groups = [[0, 1], [2, 3], [4, 5], [6, 7]] : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
  return %sum, %gathered, %t#0, %t#1 : tensor<f32>, tensor<4xf32>, tensor<f32>, tensor<f32>
}

// A collective in a loop is a new rendezvous at every iteration: x = r + 1
// all-reduced three times over 2 replicas: 3, 6, 12.
// Channel modes with one partition: channel_id without
// use_global_device_ids groups replicas (of every partition), with it
// global device ids (= replica ids here); collective_permute with
// channel_id pairs partitions, so with one partition each replica is alone
// and 0 -> 0 gives it its own value.
// RUN: xhlo-run %s --entry=loop_and_channels --replicas=2 --print | FileCheck %s --check-prefix=LOOP --match-full-lines
// LOOP:      replica 0:
// LOOP-NEXT: f32[] 12
// LOOP-NEXT: f32[] 3
// LOOP-NEXT: f32[] 3
// LOOP-NEXT: f32[] 1
// LOOP-NEXT: u32[] 0
// LOOP-NEXT: replica 1:
// LOOP-NEXT: f32[] 12
// LOOP-NEXT: f32[] 3
// LOOP-NEXT: f32[] 3
// LOOP-NEXT: f32[] 2
// LOOP-NEXT: u32[] 0
func.func @loop_and_channels() -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<ui32>) {
  %id = hlo.replica_id : tensor<ui32>
  %r = hlo.convert %id : (tensor<ui32>) -> tensor<f32>
  %one = hlo.constant dense<1.0> : tensor<f32>
  %x = hlo.add %r, %one : tensor<f32>
  %zero = hlo.constant dense<0> : tensor<i32>
  %w:2 = hlo.while(%zero, %x) : tensor<i32>, tensor<f32> cond {
  ^bb0(%i: tensor<i32>, %v: tensor<f32>):
    %n = hlo.constant dense<3> : tensor<i32>
    %p = hlo.compare LT, %i, %n : tensor<i32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %v: tensor<f32>):
    %k = hlo.constant dense<1> : tensor<i32>
    %j = hlo.add %i, %k : tensor<i32>
    %s = hlo.all_reduce(%v) replica_groups = [] : tensor<f32> {
    ^bb0(%a: tensor<f32>, %c: tensor<f32>):
      %t = hlo.add %a, %c : tensor<f32>
      hlo.return %t : tensor<f32>
    }
    hlo.return %j, %s : tensor<i32>, tensor<f32>
  }
  %c1 = hlo.all_reduce(%x) replica_groups = [], channel_id = 1 : tensor<f32> {
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %t = hlo.add %a, %c : tensor<f32>
    hlo.return %t : tensor<f32>
  }
  %c2 = hlo.all_reduce(%x) replica_groups = [[1, 0]], channel_id = 2, use_global_device_ids : tensor<f32> {
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %t = hlo.add %a, %c : tensor<f32>
    hlo.return %t : tensor<f32>
  }
  %p = hlo.collective_permute %x, source_target_pairs = [[0, 0]], channel_id = 3 : tensor<f32>
  %part = hlo.partition_id : tensor<ui32>
  return %w#1, %c1, %c2, %p, %part : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<ui32>
}
