// Input maps that are slices, reverses, diagonals or other affine indices,
// and tensor.extract in payloads: slices, reverses and reshapes where each
// index reads one loop, hlo.gather at iota-computed indices otherwise and at
// the payload's computed indices for tensor.extract (index-typed indices
// become s64, s32 with index-bitwidth=32).
// RUN: xhlo-opt --convert-linalg-to-hlo %s | FileCheck %s
// RUN: xhlo-opt --convert-linalg-to-hlo=index-bitwidth=32 %s | FileCheck %s --check-prefix=W32

// CHECK-LABEL: func.func @shift
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: %[[S:.*]] = hlo.slice %arg0, slice = [1:5, 1:8:2] : (tensor<5x9xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: return %[[S]]
func.func @shift(%a: tensor<5x9xf32>) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i + 1, 2 * j + 1)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<5x9xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// 5 - i reads the reverse of dimension 0 from its start; then the
// transpose into the output's order (j, i).
// CHECK-LABEL: func.func @reverse
// CHECK: %[[R:.*]] = hlo.reverse %arg0, dimensions = [0] : tensor<6x4xf32>
// CHECK-NEXT: %[[T:.*]] = hlo.transpose %[[R]], dimensions = [1, 0]
// CHECK-NEXT: return %[[T]]
func.func @reverse(%a: tensor<6x4xf32>) -> tensor<4x6xf32> {
  %e = tensor.empty() : tensor<4x6xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(j, i) -> (5 - i, j)>, affine_map<(j, i) -> (j, i)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<6x4xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// Element (i, j, i): dimensions 0 and 2 made adjacent, merged (9 = 3 * 3)
// and stepped through with stride 3 + 1.
// CHECK-LABEL: func.func @diagonal
// CHECK: %[[T:.*]] = hlo.transpose %arg0, dimensions = [0, 2, 1] : (tensor<3x4x3xf32>) -> tensor<3x3x4xf32>
// CHECK-NEXT: %[[M:.*]] = hlo.reshape %[[T]] : (tensor<3x3x4xf32>) -> tensor<9x4xf32>
// CHECK-NEXT: %[[D:.*]] = hlo.slice %[[M]], slice = [0:9:4, 0:4] : (tensor<9x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: return %[[D]]
func.func @diagonal(%a: tensor<3x4x3xf32>) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<3x4x3xf32>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// An index of two loops: a gather at i + j.
// CHECK-LABEL: func.func @hankel
// CHECK: %[[I:.*]] = hlo.iota iota_dimension = 0 : tensor<5x5xi64>
// CHECK-NEXT: %[[J:.*]] = hlo.iota iota_dimension = 1 : tensor<5x5xi64>
// CHECK-NEXT: %[[SUM:.*]] = hlo.add %[[I]], %[[J]] : tensor<5x5xi64>
// CHECK-NEXT: %[[V:.*]] = hlo.reshape %[[SUM]] : (tensor<5x5xi64>) -> tensor<5x5x1xi64>
// CHECK-NEXT: %[[G:.*]] = hlo.gather %arg0[%[[V]]] dimension_numbers = <collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2> slice_sizes = [1] : tensor<9xf32>, tensor<5x5x1xi64>
// CHECK-NEXT: return %[[G]]
func.func @hankel(%a: tensor<9xf32>) -> tensor<5x5xf32> {
  %e = tensor.empty() : tensor<5x5xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i + j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<9xf32>) outs(%e : tensor<5x5xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<5x5xf32>
  return %0 : tensor<5x5xf32>
}

// The ids (i32, cast to index: s64) and the feature loop's iota, one index
// vector per output element.
// CHECK-LABEL: func.func @embedding
// CHECK: %[[B:.*]] = hlo.broadcast %arg0, dimensions = [0] : (tensor<3xi32>) -> tensor<3x4xi32>
// CHECK-NEXT: %[[ROW:.*]] = hlo.convert %[[B]] : (tensor<3x4xi32>) -> tensor<3x4xi64>
// CHECK-NEXT: %[[COL:.*]] = hlo.iota iota_dimension = 1 : tensor<3x4xi64>
// CHECK-NEXT: %[[R:.*]] = hlo.reshape %[[ROW]] : (tensor<3x4xi64>) -> tensor<3x4x1xi64>
// CHECK-NEXT: %[[C:.*]] = hlo.reshape %[[COL]] : (tensor<3x4xi64>) -> tensor<3x4x1xi64>
// CHECK-NEXT: %[[V:.*]] = hlo.concatenate %[[R]], %[[C]], dimension = 2 : (tensor<3x4x1xi64>, tensor<3x4x1xi64>) -> tensor<3x4x2xi64>
// CHECK-NEXT: %[[G:.*]] = hlo.gather %arg1[%[[V]]] dimension_numbers = <collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2> slice_sizes = [1, 1] : tensor<10x4xf32>, tensor<3x4x2xi64>
// CHECK-NEXT: return %[[G]]
// W32-LABEL: func.func @embedding
// W32-NOT: hlo.convert
// W32: hlo.concatenate {{.*}} -> tensor<3x4x2xi32>
// W32-NEXT: hlo.gather %arg1{{.*}} : tensor<10x4xf32>, tensor<3x4x2xi32>
func.func @embedding(%ids: tensor<3xi32>, %table: tensor<10x4xf32>) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(t, f) -> (t)>, affine_map<(t, f) -> (t, f)>], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<3xi32>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%id: i32, %o: f32):
    %row = arith.index_cast %id : i32 to index
    %f = linalg.index 1 : index
    %v = tensor.extract %table[%row, %f] : tensor<10x4xf32>
    linalg.yield %v : f32
  } -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
