// #hlo.sharding (XLA's OpSharding) in every form parses, verifies against
// the value it annotates and prints back identically, on ops, function
// arguments, function results and a region's hlo.return.
// RUN: xhlo-opt --verify-roundtrip --split-input-file %s | FileCheck %s
// RUN: xhlo-opt --mlir-print-op-generic --split-input-file %s | xhlo-opt --verify-roundtrip --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @forms
// CHECK-SAME: (%{{.*}}: tensor<8x4xf32> {hlo.sharding = #hlo.sharding<tiles = [2, 1], devices = [1, 0]>},
// CHECK-SAME: %{{.*}}: tensor<8x4xf32> {hlo.sharding = #hlo.sharding<tiles = [2, 2], iota = [2, 2], transpose = [1, 0]>})
// CHECK-SAME: -> (tensor<8x4xf32> {hlo.sharding = #hlo.sharding<replicated>}, tensor<8x4xf32> {hlo.sharding = #hlo.sharding<maximal device = 3>})
func.func @forms(%a: tensor<8x4xf32> {hlo.sharding = #hlo.sharding<tiles = [2, 1], devices = [1, 0]>},
                 %b: tensor<8x4xf32> {hlo.sharding = #hlo.sharding<tiles = [2, 2], iota = [2, 2], transpose = [1, 0]>})
    -> (tensor<8x4xf32> {hlo.sharding = #hlo.sharding<replicated>},
        tensor<8x4xf32> {hlo.sharding = #hlo.sharding<maximal device = 3>}) {
  // CHECK: hlo.add {{.*}} {hlo.sharding = #hlo.sharding<tiles = [2, 2], iota = [4]>}
  %0 = hlo.add %a, %b {hlo.sharding = #hlo.sharding<tiles = [2, 2], iota = [4], transpose = [0]>} : tensor<8x4xf32>
  // CHECK: hlo.negate {{.*}} {hlo.sharding = #hlo.sharding<tiles = [2, 1, 2], devices = [0, 1, 2, 3], last_tile_dim_replicate>}
  %1 = hlo.negate %0 {hlo.sharding = #hlo.sharding<tiles = [2, 1, 2], devices = [0, 1, 2, 3], last_tile_dim_replicate>} : tensor<8x4xf32>
  // CHECK: hlo.negate {{.*}} {hlo.sharding = #hlo.sharding<tiles = [1, 2, 2, 2], iota = [8], last_tile_dims = [manual, replicated]>}
  %2 = hlo.negate %1 {hlo.sharding = #hlo.sharding<tiles = [1, 2, 2, 2], iota = [8], last_tile_dims = [manual, replicated]>} : tensor<8x4xf32>
  // CHECK: hlo.negate {{.*}} {hlo.sharding = #hlo.sharding<manual, shard_as = 2>}
  %3 = hlo.negate %2 {hlo.sharding = #hlo.sharding<manual, shard_as = 2>} : tensor<8x4xf32>
  // CHECK: hlo.negate {{.*}} {hlo.sharding = #hlo.sharding<unknown, shard_like = 0>}
  %4 = hlo.negate %3 {hlo.sharding = #hlo.sharding<unknown, shard_like = 0>} : tensor<8x4xf32>
  // CHECK: hlo.negate {{.*}} {hlo.sharding = #hlo.sharding<unreduced, metadata = [{op_name = "a/b", source_line = 3 : i32}]>}
  %5 = hlo.negate %4 {hlo.sharding = #hlo.sharding<unreduced, metadata = [{op_name = "a/b", source_line = 3 : i32}]>} : tensor<8x4xf32>
  return %5, %a : tensor<8x4xf32>, tensor<8x4xf32>
}

// -----

// A tuple sharding has one element per leaf: of a tuple value, or of the
// results of an op with several.
// CHECK-LABEL: func.func @tuples
// CHECK-SAME: {hlo.sharding = #hlo.sharding<tuple [<replicated>, <maximal device = 0>, <tiles = [2], devices = [0, 1]>]>}
func.func @tuples(%t: tuple<tensor<4xf32>, tuple<tensor<2xf32>, tensor<4xi32>>>
                  {hlo.sharding = #hlo.sharding<tuple [<replicated>, <maximal device = 0>, <tiles = [2], devices = [0, 1]>]>},
                  %token: !hlo.token) -> tensor<2xui32> {
  %k = hlo.constant dense<[1, 2]> : tensor<2xui64>
  // CHECK: hlo.rng_bit_generator {{.*}} {hlo.sharding = #hlo.sharding<tuple [<maximal device = 0>, <maximal device = 1>]>}
  %state, %bits = "hlo.rng_bit_generator"(%k) <{rng_algorithm = #hlo<rng_algorithm PHILOX>}> {hlo.sharding = #hlo.sharding<tuple [<maximal device = 0>, <maximal device = 1>]>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui32>)
  // Tokens take any sharding.
  // CHECK: hlo.after_all({{.*}}) {hlo.sharding = #hlo.sharding<tiles = [2], devices = [0, 1]>}
  %t2 = "hlo.after_all"(%token) {hlo.sharding = #hlo.sharding<tiles = [2], devices = [0, 1]>} : (!hlo.token) -> !hlo.token
  // An empty tuple may have one element.
  // CHECK: hlo.tuple() {hlo.sharding = #hlo.sharding<tuple [<replicated>]>}
  %empty = "hlo.tuple"() {hlo.sharding = #hlo.sharding<tuple [<replicated>]>} : () -> tuple<>
  return %bits : tensor<2xui32>
}

// -----

// The partition count bounds the devices: every partition, each once.
// CHECK-LABEL: module attributes {hlo.num_partitions = 4 : i64}
module attributes {hlo.num_partitions = 4 : i64} {
  func.func @partitions(%a: tensor<4xf32> {hlo.sharding = #hlo.sharding<tiles = [4], devices = [3, 2, 1, 0]>}) -> tensor<4xf32> {
    %0 = hlo.negate %a {hlo.sharding = #hlo.sharding<tiles = [2, 2], iota = [4], last_tile_dim_replicate>} : tensor<4xf32>
    %1 = hlo.negate %0 {hlo.sharding = #hlo.sharding<maximal device = 3>} : tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}
