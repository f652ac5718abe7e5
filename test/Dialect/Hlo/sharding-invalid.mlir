// #hlo.sharding refuses what XLA's HloSharding::FromProto and Validate
// refuse, with a located error: on its own, and against the value it
// annotates.
// RUN: xhlo-opt --split-input-file --verify-diagnostics %s

// expected-error @+1 {{there are 4 tiles but 3 devices}}
func.func private @count() -> () attributes {s = #hlo.sharding<tiles = [2, 2], devices = [0, 1, 2]>}

// -----

// expected-error @+1 {{device 1 appears twice}}
func.func private @twice() -> () attributes {s = #hlo.sharding<tiles = [2], devices = [1, 1]>}

// -----

// expected-error @+1 {{device -1 is negative}}
func.func private @negative() -> () attributes {s = #hlo.sharding<tiles = [2], devices = [0, -1]>}

// -----

// expected-error @+1 {{device -2 is negative}}
func.func private @negative_maximal() -> () attributes {s = #hlo.sharding<maximal device = -2>}

// -----

// expected-error @+1 {{the tile count overflows int64}}
func.func private @overflow() -> () attributes {s = #hlo.sharding<tiles = [4294967296, 4294967296], iota = [1]>}

// -----

// expected-error @+1 {{the iota has 8 devices but there are 4 tiles}}
func.func private @iota_count() -> () attributes {s = #hlo.sharding<tiles = [2, 2], iota = [8]>}

// -----

// expected-error @+1 {{'transpose' is not a permutation of the 2 iota dimensions}}
func.func private @perm() -> () attributes {s = #hlo.sharding<tiles = [4], iota = [2, 2], transpose = [1, 1]>}

// -----

// expected-error @+1 {{'transpose' has 1 entries, the iota 2 dimensions}}
func.func private @perm_size() -> () attributes {s = #hlo.sharding<tiles = [4], iota = [2, 2], transpose = [0]>}

// -----

// expected-error @+1 {{a tiled sharding has either 'devices' or 'iota'}}
func.func private @both() -> () attributes {s = #hlo.sharding<tiles = [2], devices = [0, 1], iota = [2]>}

// -----

// expected-error @+1 {{tile dimension 0 is not positive}}
func.func private @zero_tile() -> () attributes {s = #hlo.sharding<tiles = [0], devices = []>}

// -----

// expected-error @+1 {{'last_tile_dim_replicate' and 'last_tile_dims' exclude each other}}
func.func private @subgroups() -> () attributes {s = #hlo.sharding<tiles = [2, 2], iota = [4], last_tile_dim_replicate, last_tile_dims = [manual]>}

// -----

// expected-error @+1 {{the sharding has 2 replicated or subgroup tile dimensions but only 1 tile dimensions}}
func.func private @too_many_subgroups() -> () attributes {s = #hlo.sharding<tiles = [2], iota = [2], last_tile_dims = [manual, replicated]>}

// -----

// expected-error @+1 {{'last_tile_dims' kinds are manual, replicated, unreduced or maximal, got tuple}}
func.func private @subgroup_kind() -> () attributes {s = #hlo.sharding<tiles = [2, 2], iota = [4], last_tile_dims = [tuple]>}

// -----

// expected-error @+1 {{the elements of a tuple sharding are not tuples (one per leaf)}}
func.func private @nested() -> () attributes {s = #hlo.sharding<tuple [<tuple [<replicated>]>]>}

// -----

// expected-error @+1 {{'shard_as' or 'shard_like', not both}}
func.func private @groups() -> () attributes {s = #hlo.sharding<replicated, shard_as = 1, shard_like = 2>}

// -----

// expected-error @+1 {{unexpected 'devices' in a replicated sharding}}
func.func private @fields() -> () attributes {s = #hlo.sharding<replicated, devices = [0]>}

// -----

// expected-error @+1 {{'iota' given twice}}
func.func private @repeated() -> () attributes {s = #hlo.sharding<tiles = [2], iota = [2], iota = [2]>}

// -----

// expected-error @+1 {{expected a sharding: 'replicated', 'manual', 'unknown', 'unreduced', 'maximal', 'tiles' or 'tuple', got 'sharded'}}
func.func private @keyword() -> () attributes {s = #hlo.sharding<sharded>}

// -----

// expected-error @+1 {{sharding metadata is a list of dictionaries (OpMetadata fields), got 3}}
func.func private @metadata() -> () attributes {s = #hlo.sharding<replicated, metadata = [3]>}

// -----

// Against the value: the tiled rank is the array's rank.
func.func @rank(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{'hlo.negate' op sharding: the sharding tiles 1 dimensions but f32[4,4] has 2}}
  %0 = hlo.negate %a {hlo.sharding = #hlo.sharding<tiles = [2, 2], iota = [4], last_tile_dim_replicate>} : tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @tuple_value(%a: tuple<tensor<4xf32>, tensor<4xf32>>) -> tuple<tensor<4xf32>, tensor<4xf32>> {
  // expected-error @+1 {{'hlo.tuple' op sharding: ((f32[4], f32[4])) is a tuple and takes a tuple sharding, one element per leaf}}
  %0 = "hlo.tuple"(%a) {hlo.sharding = #hlo.sharding<replicated>} : (tuple<tensor<4xf32>, tensor<4xf32>>) -> tuple<tuple<tensor<4xf32>, tensor<4xf32>>>
  return %a : tuple<tensor<4xf32>, tensor<4xf32>>
}

// -----

func.func @leaves(%a: tensor<4xf32>) -> tensor<4xf32> {
  %1 = "hlo.tuple"(%a) : (tensor<4xf32>) -> tuple<tensor<4xf32>>
  // expected-error @+1 {{'hlo.tuple' op sharding: the tuple sharding has 1 elements but (f32[4], (f32[4])) has 2 leaves}}
  %0 = "hlo.tuple"(%a, %1) {hlo.sharding = #hlo.sharding<tuple [<replicated>]>} : (tensor<4xf32>, tuple<tensor<4xf32>>) -> tuple<tensor<4xf32>, tuple<tensor<4xf32>>>
  return %a : tensor<4xf32>
}

// -----

func.func @array_tuple_sharding(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'hlo.negate' op sharding: a tuple sharding annotates a tuple (or the results of an op with several), not f32[4]}}
  %0 = hlo.negate %a {hlo.sharding = #hlo.sharding<tuple [<replicated>]>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @element(%a: tuple<tensor<4xf32>, tensor<4x2xf32>>) -> () {
  // expected-error @+1 {{'hlo.tuple' op sharding: element 1: the sharding tiles 1 dimensions but f32[4,2] has 2}}
  %0 = "hlo.tuple"(%a) {hlo.sharding = #hlo.sharding<tuple [<replicated>, <tiles = [2], iota = [2]>]>} : (tuple<tensor<4xf32>, tensor<4x2xf32>>) -> tuple<tuple<tensor<4xf32>, tensor<4x2xf32>>>
  return
}

// -----

// expected-error @+1 {{'func.func' op sharding of argument 0: the sharding tiles 2 dimensions but f32[4] has 1}}
func.func @argument(%a: tensor<4xf32> {hlo.sharding = #hlo.sharding<tiles = [2, 2], iota = [4]>}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op sharding of result 0: a tuple sharding annotates a tuple (or the results of an op with several), not f32[4]}}
func.func @result(%a: tensor<4xf32>) -> (tensor<4xf32> {hlo.sharding = #hlo.sharding<tuple []>}) {
  return %a : tensor<4xf32>
}

// -----

func.func @not_a_sharding(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'hlo.negate' op sharding: 'hlo.sharding' must be a #hlo.sharding, got "replicated"}}
  %0 = hlo.negate %a {hlo.sharding = "replicated"} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// With hlo.num_partitions, device ids are below it and a tiled sharding
// uses every partition (XLA's HloVerifier under SPMD partitioning).
module attributes {hlo.num_partitions = 2 : i64} {
  func.func @range(%a: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{'hlo.negate' op sharding: device 2 is not below the module's 2 partitions}}
    %0 = hlo.negate %a {hlo.sharding = #hlo.sharding<maximal device = 2>} : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

module attributes {hlo.num_partitions = 8 : i64} {
  func.func @all_used(%a: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{'hlo.negate' op sharding: the sharding uses 4 devices but the module has 8 partitions}}
    %0 = hlo.negate %a {hlo.sharding = #hlo.sharding<tiles = [4], iota = [4]>} : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
