// The asynchronous forms run on replicas with XLA's semantics: a -start
// performs its collective through the run's rendezvous (so replicas meet
// there as at the synchronous form), its -done returns the result, and
// async_start runs its wrapped computation, whose collectives meet too.
// Values by hand from each replica's id r (x_r = r + 1).
//
// reduce_any, on 1, 2, 4 and 8 replicas (groups = all):
// - all_reduce_start of (x, 2x) * {1, 10}, summed: N(N+1)/2 and twice that;
// - all_reduce_start with f(a, b) = 2a + b folded in group order:
//   1, 4, 26, 502 for N = 1, 2, 4, 8 (as replicas.mlir's all_reduce);
// - async_start of @max_times_3: all_reduce maximum, times 3: 3N;
// - copy_start/copy_done of the sum: the sum.
// RUN: xhlo-run %s --entry=reduce_any --replicas=1 --print | FileCheck %s --check-prefix=R1 --match-full-lines
// R1:      f32[2] {1, 10}
// R1-NEXT: f32[2] {2, 20}
// R1-NEXT: f32[2] {1, 10}
// R1-NEXT: f32[2] {3, 30}
// R1-NEXT: f32[2] {1, 10}
// RUN: xhlo-run %s --entry=reduce_any --replicas=2 --print | FileCheck %s --check-prefix=R2 --match-full-lines
// R2:      replica 0:
// R2-NEXT: f32[2] {3, 30}
// R2-NEXT: f32[2] {6, 60}
// R2-NEXT: f32[2] {4, 40}
// R2-NEXT: f32[2] {6, 60}
// R2-NEXT: f32[2] {3, 30}
// R2-NEXT: replica 1:
// R2-NEXT: f32[2] {3, 30}
// R2-NEXT: f32[2] {6, 60}
// R2-NEXT: f32[2] {4, 40}
// R2-NEXT: f32[2] {6, 60}
// R2-NEXT: f32[2] {3, 30}
// RUN: xhlo-run %s --entry=reduce_any --replicas=4 --print | FileCheck %s --check-prefix=R4 --match-full-lines
// R4:      replica 3:
// R4-NEXT: f32[2] {10, 100}
// R4-NEXT: f32[2] {20, 200}
// R4-NEXT: f32[2] {26, 260}
// R4-NEXT: f32[2] {12, 120}
// R4-NEXT: f32[2] {10, 100}
// RUN: xhlo-run %s --entry=reduce_any --replicas=8 --print | FileCheck %s --check-prefix=R8 --match-full-lines
// R8:      replica 0:
// R8-NEXT: f32[2] {36, 360}
// R8-NEXT: f32[2] {72, 720}
// R8-NEXT: f32[2] {502, 5020}
// R8-NEXT: f32[2] {24, 240}
// R8-NEXT: f32[2] {36, 360}
// R8:      replica 7:
// R8-NEXT: f32[2] {36, 360}
// R8-NEXT: f32[2] {72, 720}
// R8-NEXT: f32[2] {502, 5020}
// R8-NEXT: f32[2] {24, 240}
// R8-NEXT: f32[2] {36, 360}

func.func @reduce_any() -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %id = hlo.replica_id : tensor<ui32>
  %idf = hlo.convert %id : (tensor<ui32>) -> tensor<f32>
  %one = hlo.constant dense<1.0> : tensor<f32>
  %v = hlo.add %idf, %one : tensor<f32>
  %b = hlo.broadcast %v, dimensions = [] : (tensor<f32>) -> tensor<2xf32>
  %scale = hlo.constant dense<[1.0, 10.0]> : tensor<2xf32>
  %x = hlo.multiply %b, %scale : tensor<2xf32>
  %x2 = hlo.add %x, %x : tensor<2xf32>
  %s = hlo.all_reduce_start(%x, %x2) replica_groups = [] : tensor<2xf32>, tensor<2xf32> {
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %r = hlo.add %a, %c : tensor<f32>
    hlo.return %r : tensor<f32>
  }
  %sum:2 = hlo.all_reduce_done %s : tuple<tensor<2xf32>, tensor<2xf32>>
  %o = hlo.all_reduce_start(%x) replica_groups = [] : tensor<2xf32> {
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %two = hlo.constant dense<2.0> : tensor<f32>
    %d = hlo.multiply %a, %two : tensor<f32>
    %r = hlo.add %d, %c : tensor<f32>
    hlo.return %r : tensor<f32>
  }
  %ordered = hlo.all_reduce_done %o : tensor<2xf32>
  %a0 = hlo.async_start(%x) calls = @max_times_3 : (tensor<2xf32>) -> tuple<tuple<tensor<2xf32>>, tensor<2xf32>, tensor<i32>>
  %a1 = hlo.async_update %a0 calls = @max_times_3 : tuple<tuple<tensor<2xf32>>, tensor<2xf32>, tensor<i32>>
  %max3 = hlo.async_done %a1 calls = @max_times_3 : (tuple<tuple<tensor<2xf32>>, tensor<2xf32>, tensor<i32>>) -> tensor<2xf32>
  %c0 = hlo.copy_start %sum#0 : tensor<2xf32>
  %copied = hlo.copy_done %c0 : tuple<tensor<2xf32>, tensor<2xf32>, tensor<ui32>>
  return %sum#0, %sum#1, %ordered, %max3, %copied : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}

func.func private @max_times_3(%x: tensor<2xf32>) -> tensor<2xf32> {
  %m = hlo.all_reduce(%x) replica_groups = [] : tensor<2xf32> {
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %r = hlo.maximum %a, %c : tensor<f32>
    hlo.return %r : tensor<f32>
  }
  %three = hlo.constant dense<3.0> : tensor<2xf32>
  %r = hlo.multiply %m, %three : tensor<2xf32>
  return %r : tensor<2xf32>
}

// Groups on 4 replicas (x_r = r + 1), uneven ones included:
// - all_reduce_start over [[0], [1, 2, 3]]: 1 on replica 0, 9 on the others;
// - all_gather_start of (x, r) over [[0, 1], [2, 3]]: {1, 2} and {0, 1} on
//   replicas 0 and 1, {3, 4} and {2, 3} on 2 and 3;
// - collective_permute_start 0 -> 1 -> 2 -> 3: replica 0 is no target and
//   gets 0, replica r > 0 gets x_(r-1) = r;
// - async_start of @swap_add (a collective_permute swapping 0 <-> 1 and
//   2 <-> 3, plus x): 3, 3, 7, 7.
// RUN: xhlo-run %s --entry=groups4 --replicas=4 --print | FileCheck %s --check-prefix=G4 --match-full-lines
// Replicas on one core reach the rendezvous one after another.
// RUN: taskset -c 0 xhlo-run %s --entry=groups4 --replicas=4 --print | FileCheck %s --check-prefix=G4 --match-full-lines
// G4:      replica 0:
// G4-NEXT: f32[] 1
// G4-NEXT: f32[2] {1, 2}
// G4-NEXT: u32[2] {0, 1}
// G4-NEXT: f32[] 0
// G4-NEXT: f32[] 3
// G4-NEXT: replica 1:
// G4-NEXT: f32[] 9
// G4-NEXT: f32[2] {1, 2}
// G4-NEXT: u32[2] {0, 1}
// G4-NEXT: f32[] 1
// G4-NEXT: f32[] 3
// G4-NEXT: replica 2:
// G4-NEXT: f32[] 9
// G4-NEXT: f32[2] {3, 4}
// G4-NEXT: u32[2] {2, 3}
// G4-NEXT: f32[] 2
// G4-NEXT: f32[] 7
// G4-NEXT: replica 3:
// G4-NEXT: f32[] 9
// G4-NEXT: f32[2] {3, 4}
// G4-NEXT: u32[2] {2, 3}
// G4-NEXT: f32[] 3
// G4-NEXT: f32[] 7

func.func @groups4() -> (tensor<f32>, tensor<2xf32>, tensor<2xui32>, tensor<f32>, tensor<f32>) {
  %id = hlo.replica_id : tensor<ui32>
  %idf = hlo.convert %id : (tensor<ui32>) -> tensor<f32>
  %one = hlo.constant dense<1.0> : tensor<f32>
  %x = hlo.add %idf, %one : tensor<f32>
  %s = hlo.all_reduce_start(%x) replica_groups = [[0], [1, 2, 3]] : tensor<f32> {
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %r = hlo.add %a, %c : tensor<f32>
    hlo.return %r : tensor<f32>
  }
  %uneven = hlo.all_reduce_done %s : tensor<f32>
  %x1 = hlo.reshape %x : (tensor<f32>) -> tensor<1xf32>
  %id1 = hlo.reshape %id : (tensor<ui32>) -> tensor<1xui32>
  %g = hlo.all_gather_start(%x1, %id1) all_gather_dimension = 0, replica_groups = [[0, 1], [2, 3]] : (tensor<1xf32>, tensor<1xui32>) -> tuple<tuple<tensor<1xf32>, tensor<1xui32>>, tuple<tensor<2xf32>, tensor<2xui32>>>
  %gathered:2 = hlo.all_gather_done %g : tuple<tuple<tensor<1xf32>, tensor<1xui32>>, tuple<tensor<2xf32>, tensor<2xui32>>>
  %p = hlo.collective_permute_start %x, source_target_pairs = [[0, 1], [1, 2], [2, 3]] : (tensor<f32>) -> tuple<tensor<f32>, tensor<f32>, tensor<ui32>, tensor<ui32>>
  %shifted = hlo.collective_permute_done %p : tuple<tensor<f32>, tensor<f32>, tensor<ui32>, tensor<ui32>>
  %a = hlo.async_start(%x) calls = @swap_add : (tensor<f32>) -> tuple<tuple<tensor<f32>>, tensor<f32>, tensor<i32>>
  %swapped = hlo.async_done %a calls = @swap_add : (tuple<tuple<tensor<f32>>, tensor<f32>, tensor<i32>>) -> tensor<f32>
  return %uneven, %gathered#0, %gathered#1, %shifted, %swapped : tensor<f32>, tensor<2xf32>, tensor<2xui32>, tensor<f32>, tensor<f32>
}

func.func private @swap_add(%x: tensor<f32>) -> tensor<f32> {
  %y = hlo.collective_permute %x, source_target_pairs = [[0, 1], [1, 0], [2, 3], [3, 2]] : tensor<f32>
  %r = hlo.add %x, %y : tensor<f32>
  return %r : tensor<f32>
}

// 8 replicas: all_reduce_start over the uneven [[0, 1, 2], [3, 4, 5, 6, 7]]
// (6 and 30) and all_gather_start over all ({1, ..., 8}).
// RUN: xhlo-run %s --entry=groups8 --replicas=8 --print | FileCheck %s --check-prefix=G8 --match-full-lines
// G8:      replica 2:
// G8-NEXT: f32[] 6
// G8-NEXT: f32[8] {1, 2, 3, 4, 5, 6, 7, 8}
// G8-NEXT: replica 3:
// G8-NEXT: f32[] 30
// G8-NEXT: f32[8] {1, 2, 3, 4, 5, 6, 7, 8}

func.func @groups8() -> (tensor<f32>, tensor<8xf32>) {
  %id = hlo.replica_id : tensor<ui32>
  %idf = hlo.convert %id : (tensor<ui32>) -> tensor<f32>
  %one = hlo.constant dense<1.0> : tensor<f32>
  %x = hlo.add %idf, %one : tensor<f32>
  %s = hlo.all_reduce_start(%x) replica_groups = [[0, 1, 2], [3, 4, 5, 6, 7]] : tensor<f32> {
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %r = hlo.add %a, %c : tensor<f32>
    hlo.return %r : tensor<f32>
  }
  %uneven = hlo.all_reduce_done %s : tensor<f32>
  %x1 = hlo.reshape %x : (tensor<f32>) -> tensor<1xf32>
  %g = hlo.all_gather_start(%x1) all_gather_dimension = 0, replica_groups = [] : (tensor<1xf32>) -> tuple<tensor<1xf32>, tensor<8xf32>>
  %gathered = hlo.all_gather_done %g : tuple<tensor<1xf32>, tensor<8xf32>>
  return %uneven, %gathered : tensor<f32>, tensor<8xf32>
}

// Errors, located at the op: an all_gather_start whose type gathers 8
// shards run by 4 replicas; a wrapped computation whose collective only
// replica 0 reaches (a conditional on the replica id) fails as soon as
// replica 1 finishes instead of hanging.
// RUN: not xhlo-run %s --entry=gather8 --replicas=4 --arg=value:1 2>&1 | FileCheck %s --check-prefix=SIZE
// SIZE: async-replicas.mlir:[[# @LINE + 4]]:{{[0-9]+}}: error: {{replicas? [0-3](, [0-3])*}}: a group of 4 devices makes dimension 0 of the operand (1) and of the result (8) disagree
// SIZE-NOT: {{ error: }}

func.func @gather8(%x: tensor<1xf32>) -> tensor<8xf32> {
  %g = hlo.all_gather_start(%x) all_gather_dimension = 0, replica_groups = [] : (tensor<1xf32>) -> tuple<tensor<1xf32>, tensor<8xf32>>
  %gathered = hlo.all_gather_done %g : tuple<tensor<1xf32>, tensor<8xf32>>
  return %gathered : tensor<8xf32>
}

// RUN: not xhlo-run %s --entry=disagree --replicas=2 2>&1 | FileCheck %s --check-prefix=DISAGREE
// DISAGREE: async-replicas.mlir:[[# @LINE + 16]]:{{[0-9]+}}: error: replica 0: replica 1 finished its run without reaching this collective: the replicas do not run the same collectives
// DISAGREE-NOT: {{ error: }}

func.func @disagree() -> tensor<f32> {
  %id = hlo.replica_id : tensor<ui32>
  %zero = hlo.constant dense<0> : tensor<ui32>
  %first = hlo.compare EQ, %id, %zero : tensor<ui32>
  %x = hlo.constant dense<1.0> : tensor<f32>
  %a = hlo.async_start(%first, %x) calls = @reduce_if : (tensor<i1>, tensor<f32>) -> tuple<tuple<tensor<i1>, tensor<f32>>, tensor<f32>>
  %r = hlo.async_done %a calls = @reduce_if : (tuple<tuple<tensor<i1>, tensor<f32>>, tensor<f32>>) -> tensor<f32>
  return %r : tensor<f32>
}

func.func private @reduce_if(%p: tensor<i1>, %x: tensor<f32>) -> tensor<f32> {
  %r = hlo.conditional %p (%x, %x) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>):
    %s = hlo.all_reduce(%a) replica_groups = [] : tensor<f32> {
    ^bb0(%u: tensor<f32>, %v: tensor<f32>):
      %t = hlo.add %u, %v : tensor<f32>
      hlo.return %t : tensor<f32>
    }
    hlo.return %s : tensor<f32>
  }, {
  ^bb0(%a: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return %r : tensor<f32>
}
