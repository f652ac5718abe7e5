// Replicated runs that cannot go on end with a clear error naming the
// replica and the op, never a hang, and every replica thread ends:
// - a collective in one branch only: the other replica finishes without it;
// - different collectives at the same point: every replica waits at one,
//   which is found at once (no replica is left running);
// - a replica that computes too long: the others time out
//   (--collective-timeout) and it is stopped at its next step;
// - a failing kernel in one replica stops the others waiting for it;
// - hostile groups (ids beyond the replicas, split counts and result types
//   that do not fit the group) are located errors, said once for all
//   replicas that had them (those that reached the op before the first
//   failure stopped the others).
// RUN: not xhlo-run %s --entry=one_branch --replicas=2 2>&1 | FileCheck %s --check-prefix=BRANCH
// BRANCH: replicas-errors.mlir:[[# @LINE + 9]]:{{[0-9]+}}: error: replica 0: replica 1 finished its run without reaching this collective: the replicas do not run the same collectives
// BRANCH-NOT: {{ error: }}
func.func @one_branch() -> tensor<f32> {
  %id = hlo.replica_id : tensor<ui32>
  %zero = hlo.constant dense<0> : tensor<ui32>
  %first = hlo.compare EQ, %id, %zero : tensor<ui32>
  %x = hlo.constant dense<1.0> : tensor<f32>
  %r = hlo.conditional %first (%x, %x) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>):
    %s = hlo.all_reduce(%a) replica_groups = [] : tensor<f32> {
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %t = hlo.add %p, %q : tensor<f32>
      hlo.return %t : tensor<f32>
    }
    hlo.return %s : tensor<f32>
  }, {
  ^bb0(%a: tensor<f32>):
    hlo.return %a : tensor<f32>
  }
  return %r : tensor<f32>
}

// RUN: not xhlo-run %s --entry=crossed --replicas=2 2>&1 | FileCheck %s --check-prefix=CROSSED
// On one core too (orderings differ there):
// RUN: not taskset -c 0 xhlo-run %s --entry=crossed --replicas=2 2>&1 | FileCheck %s --check-prefix=CROSSED
// CROSSED-DAG: replicas-errors.mlir:[[# @LINE + 9]]:{{[0-9]+}}: error: replica 0: the replicas do not run the same collectives in the same order: this collective waits for replica 1, which waits at 'hlo.all_gather' at {{.*}}replicas-errors.mlir":[[# @LINE + 18]]
// CROSSED-DAG: replicas-errors.mlir:[[# @LINE + 17]]:{{[0-9]+}}: error: replica 1: the replicas do not run the same collectives in the same order: this collective waits for replica 0, which waits at 'hlo.all_reduce' at {{.*}}replicas-errors.mlir":[[# @LINE + 8]]
func.func @crossed() -> tensor<2xf32> {
  %id = hlo.replica_id : tensor<ui32>
  %zero = hlo.constant dense<0> : tensor<ui32>
  %first = hlo.compare EQ, %id, %zero : tensor<ui32>
  %x = hlo.constant dense<1.0> : tensor<1xf32>
  %r = hlo.conditional %first (%x, %x) : (tensor<i1>, tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32> {
  ^bb0(%a: tensor<1xf32>):
    %s = hlo.all_reduce(%a) replica_groups = [] : tensor<1xf32> {
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %t = hlo.add %p, %q : tensor<f32>
      hlo.return %t : tensor<f32>
    }
    %c = hlo.concatenate %s, %s, dimension = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    hlo.return %c : tensor<2xf32>
  }, {
  ^bb0(%a: tensor<1xf32>):
    %g = hlo.all_gather(%a) all_gather_dimension = 0, replica_groups = [] : (tensor<1xf32>) -> tensor<2xf32>
    hlo.return %g : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// RUN: not xhlo-run %s --entry=slow --replicas=2 --collective-timeout=0.3 2>&1 | FileCheck %s --check-prefix=SLOW
// SLOW: replicas-errors.mlir:[[# @LINE + 19]]:{{[0-9]+}}: error: replica 0: timed out after 300 ms waiting for replica 1 to reach this collective
// SLOW: note: 1 other device stopped because of it
func.func @slow() -> tensor<f32> {
  %id = hlo.replica_id : tensor<ui32>
  %idi = hlo.convert %id : (tensor<ui32>) -> tensor<i32>
  %big = hlo.constant dense<2000000000> : tensor<i32>
  %n = hlo.multiply %idi, %big : tensor<i32>
  %zero = hlo.constant dense<0> : tensor<i32>
  %w:2 = hlo.while(%zero, %n) : tensor<i32>, tensor<i32> cond {
  ^bb0(%i: tensor<i32>, %m: tensor<i32>):
    %p = hlo.compare LT, %i, %m : tensor<i32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %m: tensor<i32>):
    %one = hlo.constant dense<1> : tensor<i32>
    %j = hlo.add %i, %one : tensor<i32>
    hlo.return %j, %m : tensor<i32>, tensor<i32>
  }
  %f = hlo.convert %w#0 : (tensor<i32>) -> tensor<f32>
  %s = hlo.all_reduce(%f) replica_groups = [] : tensor<f32> {
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %t = hlo.add %p, %q : tensor<f32>
    hlo.return %t : tensor<f32>
  }
  return %s : tensor<f32>
}

// RUN: not xhlo-run %s --entry=failing --replicas=2 2>&1 | FileCheck %s --check-prefix=FAILING
// FAILING: replicas-errors.mlir:[[# @LINE + 13]]:{{[0-9]+}}: error: replica 1: no custom-call target 'no_such_target' is registered with the interpreter
// FAILING: note: 1 other device stopped because of it
// FAILING-NOT: {{ error: }}
func.func @failing() -> tensor<f32> {
  %id = hlo.replica_id : tensor<ui32>
  %zero = hlo.constant dense<0> : tensor<ui32>
  %first = hlo.compare EQ, %id, %zero : tensor<ui32>
  %x = hlo.constant dense<1.0> : tensor<f32>
  %y = hlo.conditional %first (%x, %x) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>):
    hlo.return %a : tensor<f32>
  }, {
  ^bb0(%a: tensor<f32>):
    %b = hlo.custom_call "no_such_target"(%a) : (tensor<f32>) -> tensor<f32>
    hlo.return %b : tensor<f32>
  }
  %s = hlo.all_reduce(%y) replica_groups = [] : tensor<f32> {
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %t = hlo.add %p, %q : tensor<f32>
    hlo.return %t : tensor<f32>
  }
  return %s : tensor<f32>
}

// RUN: not xhlo-run %s --entry=beyond --replicas=2 --arg=zeros 2>&1 | FileCheck %s --check-prefix=BEYOND
// BEYOND: replicas-errors.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: {{replicas? [0-9, ]+}}: replica_groups name replica 2, but the run has 2 replicas
func.func @beyond(%x: tensor<f32>) -> tensor<f32> {
  %s = hlo.all_reduce(%x) replica_groups = [[0, 1], [2, 3]] : tensor<f32> {
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %t = hlo.add %p, %q : tensor<f32>
    hlo.return %t : tensor<f32>
  }
  return %s : tensor<f32>
}

// RUN: not xhlo-run %s --entry=ungrouped --replicas=2 --arg=zeros 2>&1 | FileCheck %s --check-prefix=UNGROUPED
// UNGROUPED: replicas-errors.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: replica 1: replica 1 is in no group of replica_groups
func.func @ungrouped(%x: tensor<f32>) -> tensor<f32> {
  %s = hlo.all_reduce(%x) replica_groups = [[0]] : tensor<f32> {
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %t = hlo.add %p, %q : tensor<f32>
    hlo.return %t : tensor<f32>
  }
  return %s : tensor<f32>
}

// RUN: not xhlo-run %s --entry=split_count --replicas=4 --arg=zeros 2>&1 | FileCheck %s --check-prefix=SPLIT
// SPLIT: replicas-errors.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: {{replicas? [0-9, ]+}}: split_count is 2, but the group has 4 devices
func.func @split_count(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = hlo.all_to_all(%x) split_dimension = 0, concat_dimension = 0, split_count = 2, replica_groups = [] : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// RUN: not xhlo-run %s --entry=gather_type --replicas=4 --arg=zeros 2>&1 | FileCheck %s --check-prefix=GATHER
// GATHER: replicas-errors.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: {{replicas? [0-9, ]+}}: a group of 4 devices makes dimension 0 of the operand (1) and of the result (2) disagree
func.func @gather_type(%x: tensor<1xf32>) -> tensor<2xf32> {
  %r = hlo.all_gather(%x) all_gather_dimension = 0, replica_groups = [] : (tensor<1xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// RUN: not xhlo-run %s --entry=permute_beyond --replicas=2 --arg=zeros 2>&1 | FileCheck %s --check-prefix=PERMUTE
// PERMUTE: replicas-errors.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: {{replicas? [0-9, ]+}}: source_target_pairs name replica 3, but the run has 2 replicas
func.func @permute_beyond(%x: tensor<f32>) -> tensor<f32> {
  %r = hlo.collective_permute %x, source_target_pairs = [[0, 3]] : tensor<f32>
  return %r : tensor<f32>
}

// Arguments per replica: --arg=SPEC@r for each replica in turn, a plain
// --arg for all, --split-args for one array split along dimension 0
// (x = [1, 2, 3, 4]: replica 0 gets [1, 2], replica 1 [3, 4]); w is 10 on
// replica 0 and 100 on replica 1, so x * w all-reduced is [310, 420].
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as n; n.save('%t/x.npy', n.array([1, 2, 3, 4], n.float32))"
// RUN: xhlo-run %s --entry=args --replicas=2 --split-args=0 --arg=%t/x.npy --arg=value:10@0 --arg=value:100@1 --arg=value:5 --print | FileCheck %s --check-prefix=ARGS --match-full-lines
// ARGS:      replica 0:
// ARGS-NEXT: f32[2] {310, 420}
// ARGS-NEXT: f32[2] {1, 2}
// ARGS-NEXT: f32[] 5
// ARGS-NEXT: replica 1:
// ARGS-NEXT: f32[2] {310, 420}
// ARGS-NEXT: f32[2] {3, 4}
// ARGS-NEXT: f32[] 5
// The @r specs may come in any order; --summary names the replica.
// RUN: xhlo-run %s --entry=args --replicas=2 --split-args=0 --arg=%t/x.npy --arg=value:100@1 --arg=value:10@0 --arg=value:5 --summary | FileCheck %s --check-prefix=SUMMARY
// SUMMARY: replica 1 result 1: f32[2]
// RUN: not xhlo-run %s --entry=args --replicas=2 --arg=value:1@2 2>&1 | FileCheck %s --check-prefix=BADR
// BADR: xhlo-run: error: --arg=value:1@2 names replica 2, but the run has 2 replicas
// RUN: not xhlo-run %s --entry=args --replicas=2 --arg=value:1@0 --arg=value:2 2>&1 | FileCheck %s --check-prefix=PARTIAL
// PARTIAL: xhlo-run: error: argument 0 is given per replica, but not for replica 1 (give one --arg=SPEC@r for each of the 2 replicas, one after the other)
// RUN: not xhlo-run %s --entry=args --replicas=2 --split-args=0 --arg=zeros 2>&1 | FileCheck %s --check-prefix=SPLITSHAPE
// SPLITSHAPE: xhlo-run: error: @args takes 3 parameters, 1 given; missing: parameter 1, parameter 2. Give one --arg per parameter (or one per replica, with @r), in order
// RUN: not xhlo-run %s --entry=args --replicas=2 --split-args=0 --arg=%t/x.npy@0 --arg=%t/x.npy@1 2>&1 | FileCheck %s --check-prefix=SPLITR
// SPLITR: xhlo-run: error: --split-args: argument 0 is split, so it takes one --arg without @r
// RUN: not xhlo-run %s --entry=args --replicas=2 --split-args=1 --arg=zeros --arg=zeros --arg=zeros 2>&1 | FileCheck %s --check-prefix=SPLITSCALAR
// SPLITSCALAR: xhlo-run: error: --split-args: parameter 1 is no array of rank >= 1 to split along dimension 0
// RUN: not xhlo-run %s --entry=args --replicas=0 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: xhlo-run: error: --replicas must be 1 to 256, got 0
// RUN: not xhlo-run %s --entry=args --replicas=2 --device=grpc://127.0.0.1:1 2>&1 | FileCheck %s --check-prefix=REMOTE
// REMOTE: xhlo-run: error: 2 replicas run on --device=local and for hlo programs only (a server runs a replicated computation as XRT does: one execute per replica, with its replica_id and a shared run_id)
func.func @args(%x: tensor<2xf32>, %w: tensor<f32>, %c: tensor<f32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<f32>) {
  %wb = hlo.broadcast %w, dimensions = [] : (tensor<f32>) -> tensor<2xf32>
  %y = hlo.multiply %x, %wb : tensor<2xf32>
  %s = hlo.all_reduce(%y) replica_groups = [] : tensor<2xf32> {
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %t = hlo.add %p, %q : tensor<f32>
    hlo.return %t : tensor<f32>
  }
  return %s, %x, %c : tensor<2xf32>, tensor<2xf32>, tensor<f32>
}
