// The asynchronous forms (-start/-done pairs and async wrappers) print and
// parse back, generic and custom forms alike. One case per function, so that
// hlo-dialect-roundtrip exports each (its entry is the case's one public
// function).
// RUN: xhlo-opt %s --split-input-file | FileCheck %s
// RUN: xhlo-opt %s --split-input-file | xhlo-opt --split-input-file | FileCheck %s
// RUN: xhlo-opt %s --split-input-file --mlir-print-op-generic | xhlo-opt --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @all_reduce
// CHECK: %[[S:.*]] = hlo.all_reduce_start(%arg0) replica_groups = {{\[\[}}0, 1]], channel_id = 1, use_global_device_ids : tensor<4xf32> {
// CHECK: %{{.*}} = hlo.all_reduce_done %[[S]] : tensor<4xf32>
// CHECK: %[[T:.*]] = hlo.all_reduce_start(%arg0, %arg1) replica_groups = [] : tensor<4xf32>, tensor<2xf32> {
// CHECK: %{{.*}}:2 = hlo.all_reduce_done %[[T]] : tuple<tensor<4xf32>, tensor<2xf32>>
func.func @all_reduce(%x: tensor<4xf32>, %y: tensor<2xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<2xf32>) {
  %s = hlo.all_reduce_start(%x) replica_groups = [[0, 1]], channel_id = 1, use_global_device_ids : tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = hlo.add %a, %b : tensor<f32>
    hlo.return %r : tensor<f32>
  }
  %d = hlo.all_reduce_done %s : tensor<4xf32>
  %t = hlo.all_reduce_start(%x, %y) replica_groups = [] : tensor<4xf32>, tensor<2xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = hlo.maximum %a, %b : tensor<f32>
    hlo.return %r : tensor<f32>
  }
  %e:2 = hlo.all_reduce_done %t : tuple<tensor<4xf32>, tensor<2xf32>>
  return %d, %e#0, %e#1 : tensor<4xf32>, tensor<4xf32>, tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @all_gather
// CHECK: %[[S:.*]] = hlo.all_gather_start(%arg0) all_gather_dimension = 0, replica_groups = {{\[\[}}0, 1]] : (tensor<2x3xf32>) -> tuple<tensor<2x3xf32>, tensor<4x3xf32>>
// CHECK: %{{.*}} = hlo.all_gather_done %[[S]] : tuple<tensor<2x3xf32>, tensor<4x3xf32>>
// CHECK: %[[T:.*]] = hlo.all_gather_start(%arg0, %arg1) all_gather_dimension = 1, replica_groups = {{\[\[}}0, 1, 2]], channel_id = 2 : (tensor<2x3xf32>, tensor<2x1xi32>) -> tuple<tuple<tensor<2x3xf32>, tensor<2x1xi32>>, tuple<tensor<2x9xf32>, tensor<2x3xi32>>>
// CHECK: %{{.*}}:2 = hlo.all_gather_done %[[T]]
func.func @all_gather(%x: tensor<2x3xf32>, %y: tensor<2x1xi32>) -> (tensor<4x3xf32>, tensor<2x9xf32>, tensor<2x3xi32>) {
  %s = hlo.all_gather_start(%x) all_gather_dimension = 0, replica_groups = [[0, 1]] : (tensor<2x3xf32>) -> tuple<tensor<2x3xf32>, tensor<4x3xf32>>
  %d = hlo.all_gather_done %s : tuple<tensor<2x3xf32>, tensor<4x3xf32>>
  %t = hlo.all_gather_start(%x, %y) all_gather_dimension = 1, replica_groups = [[0, 1, 2]], channel_id = 2 : (tensor<2x3xf32>, tensor<2x1xi32>) -> tuple<tuple<tensor<2x3xf32>, tensor<2x1xi32>>, tuple<tensor<2x9xf32>, tensor<2x3xi32>>>
  %e:2 = hlo.all_gather_done %t : tuple<tuple<tensor<2x3xf32>, tensor<2x1xi32>>, tuple<tensor<2x9xf32>, tensor<2x3xi32>>>
  return %d, %e#0, %e#1 : tensor<4x3xf32>, tensor<2x9xf32>, tensor<2x3xi32>
}

// -----

// CHECK-LABEL: func.func @collective_permute
// CHECK: %[[S:.*]] = hlo.collective_permute_start %arg0, source_target_pairs = {{\[\[}}0, 1], [1, 0]], channel_id = 3 : (tensor<4xf32>) -> tuple<tensor<4xf32>, tensor<4xf32>, tensor<ui32>, tensor<ui32>>
// CHECK: %{{.*}} = hlo.collective_permute_done %[[S]] : tuple<tensor<4xf32>, tensor<4xf32>, tensor<ui32>, tensor<ui32>>
func.func @collective_permute(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = hlo.collective_permute_start %x, source_target_pairs = [[0, 1], [1, 0]], channel_id = 3 : (tensor<4xf32>) -> tuple<tensor<4xf32>, tensor<4xf32>, tensor<ui32>, tensor<ui32>>
  %d = hlo.collective_permute_done %s : tuple<tensor<4xf32>, tensor<4xf32>, tensor<ui32>, tensor<ui32>>
  return %d : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @copy
// CHECK: %[[S:.*]] = hlo.copy_start %arg0 {cross_program_prefetch_index = 0 : i32} : tensor<2x2xbf16>
// CHECK: %{{.*}} = hlo.copy_done %[[S]] : tuple<tensor<2x2xbf16>, tensor<2x2xbf16>, tensor<ui32>>
func.func @copy(%x: tensor<2x2xbf16>) -> tensor<2x2xbf16> {
  %s = hlo.copy_start %x {cross_program_prefetch_index = 0 : i32} : tensor<2x2xbf16>
  %d = hlo.copy_done %s : tuple<tensor<2x2xbf16>, tensor<2x2xbf16>, tensor<ui32>>
  return %d : tensor<2x2xbf16>
}

// -----

func.func private @wrapped(%x: tensor<10xf32>, %y: tensor<f32>) -> tensor<10xf32> {
  %b = hlo.broadcast %y, dimensions = [] : (tensor<f32>) -> tensor<10xf32>
  %r = hlo.multiply %x, %b : tensor<10xf32>
  return %r : tensor<10xf32>
}

func.func private @two(%x: tensor<10xf32>) -> (tensor<10xf32>, tensor<10xf32>) {
  return %x, %x : tensor<10xf32>, tensor<10xf32>
}

// CHECK-LABEL: func.func @async
// CHECK: %[[S:.*]] = hlo.async_start(%arg0, %arg1) calls = @wrapped : (tensor<10xf32>, tensor<f32>) -> tuple<tuple<tensor<10xf32>, tensor<f32>>, tensor<10xf32>, tensor<i32>>
// CHECK: %[[U:.*]] = hlo.async_update %[[S]] calls = @wrapped : tuple<tuple<tensor<10xf32>, tensor<f32>>, tensor<10xf32>, tensor<i32>>
// CHECK: %{{.*}} = hlo.async_done %[[U]] calls = @wrapped : (tuple<tuple<tensor<10xf32>, tensor<f32>>, tensor<10xf32>, tensor<i32>>) -> tensor<10xf32>
// CHECK: %[[T:.*]] = hlo.async_start(%arg0) calls = @two {async_execution_thread = "host"} : (tensor<10xf32>) -> tuple<tuple<tensor<10xf32>>, tuple<tensor<10xf32>, tensor<10xf32>>>
// CHECK: %{{.*}} = hlo.async_done %[[T]] calls = @two {async_execution_thread = "host"} : (tuple<tuple<tensor<10xf32>>, tuple<tensor<10xf32>, tensor<10xf32>>>) -> tuple<tensor<10xf32>, tensor<10xf32>>
func.func @async(%x: tensor<10xf32>, %y: tensor<f32>) -> (tensor<10xf32>, tuple<tensor<10xf32>, tensor<10xf32>>) {
  %s = hlo.async_start(%x, %y) calls = @wrapped : (tensor<10xf32>, tensor<f32>) -> tuple<tuple<tensor<10xf32>, tensor<f32>>, tensor<10xf32>, tensor<i32>>
  %u = hlo.async_update %s calls = @wrapped : tuple<tuple<tensor<10xf32>, tensor<f32>>, tensor<10xf32>, tensor<i32>>
  %d = hlo.async_done %u calls = @wrapped : (tuple<tuple<tensor<10xf32>, tensor<f32>>, tensor<10xf32>, tensor<i32>>) -> tensor<10xf32>
  %t = hlo.async_start(%x) calls = @two {async_execution_thread = "host"} : (tensor<10xf32>) -> tuple<tuple<tensor<10xf32>>, tuple<tensor<10xf32>, tensor<10xf32>>>
  %e = hlo.async_done %t calls = @two {async_execution_thread = "host"} : (tuple<tuple<tensor<10xf32>>, tuple<tensor<10xf32>, tensor<10xf32>>>) -> tuple<tensor<10xf32>, tensor<10xf32>>
  return %d, %e : tensor<10xf32>, tuple<tensor<10xf32>, tensor<10xf32>>
}
