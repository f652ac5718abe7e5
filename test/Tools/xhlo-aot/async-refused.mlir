// Ahead-of-time compilation refuses the asynchronous forms of the
// collectives, as it does the collectives (a compiled program runs one
// device): a located error naming each op, and no output. copy_start,
// copy_done and async_start/_update/_done around a computation compile (the
// program's copy and call below raise no error; HloToLinalg/rest-run.test
// runs them); a collective inside an async computation is refused there.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not xhlo-aot %s -o %t/out.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t/out.o
// RUN: not xhlo-aot %s --entry=wrapped_collective -o %t/out.o 2>&1 | FileCheck %s --check-prefix=WRAPPED --implicit-check-not=error:
// CHECK-DAG: async-refused.mlir:[[# @LINE + 8]]:8: error: 'hlo.all_reduce_start' has no lowering to linalg (ahead-of-time compilation does not support it)
// CHECK-DAG: async-refused.mlir:[[# @LINE + 12]]:8: error: 'hlo.all_reduce_done' has no lowering to linalg
// CHECK-DAG: async-refused.mlir:[[# @LINE + 12]]:8: error: 'hlo.all_gather_start' has no lowering to linalg
// CHECK-DAG: async-refused.mlir:[[# @LINE + 12]]:8: error: 'hlo.all_gather_done' has no lowering to linalg
// CHECK-DAG: async-refused.mlir:[[# @LINE + 12]]:8: error: 'hlo.collective_permute_start' has no lowering to linalg
// CHECK-DAG: async-refused.mlir:[[# @LINE + 12]]:8: error: 'hlo.collective_permute_done' has no lowering to linalg

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

// WRAPPED: async-refused.mlir:[[# @LINE + 8]]:8: error: 'hlo.all_reduce' has no lowering to linalg
func.func @wrapped_collective(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = hlo.async_start(%x) calls = @sum : (tensor<4xf32>) -> tuple<tuple<tensor<4xf32>>, tensor<4xf32>, tensor<i32>>
  %y = hlo.async_done %s calls = @sum : (tuple<tuple<tensor<4xf32>>, tensor<4xf32>, tensor<i32>>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

func.func private @sum(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = hlo.all_reduce(%x) replica_groups = [] : tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return %r : tensor<4xf32>
}
