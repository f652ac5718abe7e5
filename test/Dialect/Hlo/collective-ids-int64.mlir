// Ids at the ends of int64 (issue 21, the stranger's pass). The checks of
// device ids (sharding), replica groups and source-target pairs kept the ids
// in a DenseSet, whose empty key is INT64_MAX: inserting it answered
// "already there", so a lone INT64_MAX was reported as repeated (and with
// assertions on, it aborts). They now sort the ids.
// RUN: xhlo-opt --split-input-file --verify-diagnostics %s

// A device id INT64_MAX, once: valid (no module partitions to bound it).
// Before: 'device 9223372036854775807 appears twice'.
func.func @lone_max_device(%a: tensor<4xf32> {hlo.sharding = #hlo.sharding<tiles = [2], devices = [0, 9223372036854775807]>}) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// expected-error@+1 {{device 9223372036854775807 appears twice}}
func.func @twice_max_device(%a: tensor<4xf32> {hlo.sharding = #hlo.sharding<tiles = [3], devices = [9223372036854775807, 1, 9223372036854775807]>}) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// Before: 'replica 9223372036854775807 is repeated'.
func.func @lone_max_replica(%a: tensor<ui32>) -> tensor<ui32> {
  // expected-error@+2 {{replica 1 is not named in the replica groups [[0, 9223372036854775807], [2, 3]] of all-reduce}}
  // expected-error@+1 {{failed to infer returned types}}
  %0 = "hlo.all_reduce"(%a) <{replica_groups = #hlo.replica_groups<[[0, 9223372036854775807], [2, 3]]>}> ({
  ^bb0(%x: tensor<ui32>, %y: tensor<ui32>):
    %s = hlo.add %x, %y : tensor<ui32>
    hlo.return %s : tensor<ui32>
  }) : (tensor<ui32>) -> tensor<ui32>
  return %0 : tensor<ui32>
}

// -----

// (The attribute's own check, a SmallSet, sees the repeat first.)
func.func @twice_max_replica(%a: tensor<ui32>) -> tensor<ui32> {
  // expected-error@+1 {{replica id 9223372036854775807 appears in more than one place in the groups}}
  %0 = "hlo.all_reduce"(%a) <{replica_groups = #hlo.replica_groups<[[0, 9223372036854775807], [9223372036854775807]]>}> ({
  ^bb0(%x: tensor<ui32>, %y: tensor<ui32>):
    %s = hlo.add %x, %y : tensor<ui32>
    hlo.return %s : tensor<ui32>
  }) : (tensor<ui32>) -> tensor<ui32>
  return %0 : tensor<ui32>
}

// -----

// The pairs name ids the dialect cannot bound (the run's replica count does,
// see test/Tools/xhlo-run/replicas-xla-collectives-errors.test); once each
// is valid here. Before: 'target 9223372036854775807 appears more than once'.
func.func @lone_max_target(%a: tensor<2xui32>) -> tensor<2xui32> {
  %0 = "hlo.collective_permute"(%a) <{source_target_pairs = array<i64: 0, 9223372036854775807, 9223372036854775807, 0>}> : (tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// -----

func.func @twice_max_target(%a: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error@+2 {{collective-permute target 9223372036854775807 appears more than once in the source-target pairs}}
  // expected-error@+1 {{failed to infer returned types}}
  %0 = "hlo.collective_permute"(%a) <{source_target_pairs = array<i64: 0, 9223372036854775807, 1, 9223372036854775807>}> : (tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}
