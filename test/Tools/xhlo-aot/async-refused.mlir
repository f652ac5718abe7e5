// Ahead-of-time compilation refuses the asynchronous forms, as it does the
// collectives (a compiled program runs one device): a located error naming
// each op, and no output.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not xhlo-aot %s -o %t/out.o 2>&1 | FileCheck %s
// RUN: not test -e %t/out.o
// CHECK-DAG: async-refused.mlir:[[# @LINE + 13]]:8: error: 'hlo.all_reduce_start' has no lowering to linalg (ahead-of-time compilation does not support it)
// CHECK-DAG: async-refused.mlir:[[# @LINE + 17]]:8: error: 'hlo.all_reduce_done' has no lowering to linalg
// CHECK-DAG: async-refused.mlir:[[# @LINE + 17]]:8: error: 'hlo.all_gather_start' has no lowering to linalg
// CHECK-DAG: async-refused.mlir:[[# @LINE + 17]]:8: error: 'hlo.all_gather_done' has no lowering to linalg
// CHECK-DAG: async-refused.mlir:[[# @LINE + 17]]:8: error: 'hlo.collective_permute_start' has no lowering to linalg
// CHECK-DAG: async-refused.mlir:[[# @LINE + 17]]:8: error: 'hlo.collective_permute_done' has no lowering to linalg
// CHECK-DAG: async-refused.mlir:[[# @LINE + 17]]:8: error: 'hlo.copy_start' has no lowering to linalg
// CHECK-DAG: async-refused.mlir:[[# @LINE + 17]]:8: error: 'hlo.copy_done' has no lowering to linalg
// CHECK-DAG: async-refused.mlir:[[# @LINE + 17]]:8: error: 'hlo.async_start' has no lowering to linalg
// CHECK-DAG: async-refused.mlir:[[# @LINE + 17]]:8: error: 'hlo.async_update' has no lowering to linalg
// CHECK-DAG: async-refused.mlir:[[# @LINE + 17]]:8: error: 'hlo.async_done' has no lowering to linalg

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = hlo.all_reduce_start(%x) replica_groups = [] : tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = hlo.add %a, %b : tensor<f32>
    hlo.return %r : tensor<f32>
  }
  %d = hlo.all_reduce_done %s : tensor<4xf32>
  %g = hlo.all_gather_start(%d) all_gather_dimension = 0, replica_groups = [] : (tensor<4xf32>) -> tuple<tensor<4xf32>, tensor<4xf32>>
  %e = hlo.all_gather_done %g : tuple<tensor<4xf32>, tensor<4xf32>>
  %p = hlo.collective_permute_start %e, source_target_pairs = [[0, 0]] : (tensor<4xf32>) -> tuple<tensor<4xf32>, tensor<4xf32>, tensor<ui32>, tensor<ui32>>
  %f = hlo.collective_permute_done %p : tuple<tensor<4xf32>, tensor<4xf32>, tensor<ui32>, tensor<ui32>>
  %c = hlo.copy_start %f : tensor<4xf32>
  %h = hlo.copy_done %c : tuple<tensor<4xf32>, tensor<4xf32>, tensor<ui32>>
  %t = hlo.async_start(%h) calls = @negate : (tensor<4xf32>) -> tuple<tuple<tensor<4xf32>>, tensor<4xf32>, tensor<i32>>
  %u = hlo.async_update %t calls = @negate : tuple<tuple<tensor<4xf32>>, tensor<4xf32>, tensor<i32>>
  %y = hlo.async_done %u calls = @negate : (tuple<tuple<tensor<4xf32>>, tensor<4xf32>, tensor<i32>>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

func.func private @negate(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = hlo.negate %x : tensor<4xf32>
  return %n : tensor<4xf32>
}
