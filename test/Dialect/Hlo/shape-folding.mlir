// Constant folding of the shape ops, with XLA's semantics. Results that
// create data (broadcast, pad, iota) fold up to 1024 elements unless they
// are splats.
// RUN: xhlo-opt --pass-pipeline='builtin.module(func.func(canonicalize{test-convergence}))' --split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @broadcast_splat
func.func @broadcast_splat() -> tensor<2x3xf32> {
  // CHECK: %[[C:.*]] = hlo.constant dense<1.500000e+00> : tensor<2x3xf32>
  // CHECK-NOT: hlo.broadcast
  // CHECK: return %[[C]]
  %c = hlo.constant dense<1.5> : tensor<f32>
  %0 = hlo.broadcast %c, dimensions = [] : (tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// A splat folds at any size.
// CHECK-LABEL: func.func @broadcast_splat_large
func.func @broadcast_splat_large() -> tensor<1000x1000xi32> {
  // CHECK: %[[C:.*]] = hlo.constant dense<7> : tensor<1000x1000xi32>
  // CHECK: return %[[C]]
  %c = hlo.constant dense<7> : tensor<i32>
  %0 = hlo.broadcast %c, dimensions = [] : (tensor<i32>) -> tensor<1000x1000xi32>
  return %0 : tensor<1000x1000xi32>
}

// -----

// CHECK-LABEL: func.func @broadcast_dense
func.func @broadcast_dense() -> (tensor<2x3xi32>, tensor<3x2xi32>) {
  // CHECK-DAG: %[[ROWS:.*]] = hlo.constant dense<{{\[}}[1, 2, 3], [1, 2, 3]]> : tensor<2x3xi32>
  // CHECK-DAG: %[[COLS:.*]] = hlo.constant dense<{{\[}}[1, 1], [2, 2], [3, 3]]> : tensor<3x2xi32>
  // CHECK: return %[[ROWS]], %[[COLS]]
  %c = hlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %0 = hlo.broadcast %c, dimensions = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
  %1 = hlo.broadcast %c, dimensions = [0] : (tensor<3xi32>) -> tensor<3x2xi32>
  return %0, %1 : tensor<2x3xi32>, tensor<3x2xi32>
}

// -----

// Operand dimension 0 goes to result dimension 1: a transposing broadcast.
// CHECK-LABEL: func.func @broadcast_transposing
func.func @broadcast_transposing() -> tensor<3x2x2xi32> {
  // CHECK: %[[C:.*]] = hlo.constant dense<{{\[}}{{\[}}[1, 4], [1, 4]], {{\[}}[2, 5], [2, 5]], {{\[}}[3, 6], [3, 6]]]> : tensor<3x2x2xi32>
  // CHECK: return %[[C]]
  %c = hlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %0 = hlo.broadcast %c, dimensions = [2, 0] : (tensor<2x3xi32>) -> tensor<3x2x2xi32>
  return %0 : tensor<3x2x2xi32>
}

// -----

// CHECK-LABEL: func.func @broadcast_pred
func.func @broadcast_pred() -> tensor<2x2xi1> {
  // CHECK: %[[C:.*]] = hlo.constant dense<{{\[}}[true, true], [false, false]]> : tensor<2x2xi1>
  // CHECK: return %[[C]]
  %c = hlo.constant dense<[true, false]> : tensor<2xi1>
  %0 = hlo.broadcast %c, dimensions = [0] : (tensor<2xi1>) -> tensor<2x2xi1>
  return %0 : tensor<2x2xi1>
}

// -----

// A non-splat broadcast above 1024 elements stays.
// CHECK-LABEL: func.func @broadcast_too_large
func.func @broadcast_too_large() -> tensor<513x2xi32> {
  // CHECK: hlo.broadcast
  %c = hlo.constant dense<[1, 2]> : tensor<2xi32>
  %0 = hlo.broadcast %c, dimensions = [1] : (tensor<2xi32>) -> tensor<513x2xi32>
  return %0 : tensor<513x2xi32>
}

// -----

// CHECK-LABEL: func.func @reshape
func.func @reshape() -> tensor<3x2xi32> {
  // CHECK: %[[C:.*]] = hlo.constant dense<{{\[}}[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  // CHECK-NOT: hlo.reshape
  // CHECK: return %[[C]]
  %c = hlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %0 = hlo.reshape %c : (tensor<2x3xi32>) -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}

// -----

// CHECK-LABEL: func.func @transpose_2d
func.func @transpose_2d() -> tensor<3x2xf32> {
  // CHECK: %[[C:.*]] = hlo.constant dense<{{\[}}[1.000000e+00, 4.000000e+00], [2.000000e+00, 5.000000e+00], [3.000000e+00, 6.000000e+00]]> : tensor<3x2xf32>
  // CHECK-NOT: hlo.transpose
  // CHECK: return %[[C]]
  %c = hlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %0 = hlo.transpose %c, dimensions = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// Result[a][b][c] = operand[b][c][a] for dimensions = [2, 0, 1].
// CHECK-LABEL: func.func @transpose_3d
func.func @transpose_3d() -> tensor<2x2x3xi32> {
  // CHECK: %[[C:.*]] = hlo.constant dense<{{\[}}{{\[}}[0, 2, 4], [6, 8, 10]], {{\[}}[1, 3, 5], [7, 9, 11]]]> : tensor<2x2x3xi32>
  // CHECK: return %[[C]]
  %c = hlo.constant dense<[[[0, 1], [2, 3], [4, 5]], [[6, 7], [8, 9], [10, 11]]]> : tensor<2x3x2xi32>
  %0 = hlo.transpose %c, dimensions = [2, 0, 1] : (tensor<2x3x2xi32>) -> tensor<2x2x3xi32>
  return %0 : tensor<2x2x3xi32>
}

// -----

// CHECK-LABEL: func.func @slice
func.func @slice() -> (tensor<2x2xi32>, tensor<2xi32>) {
  // CHECK-DAG: %[[A:.*]] = hlo.constant dense<{{\[}}[4, 6], [8, 10]]> : tensor<2x2xi32>
  // CHECK-DAG: %[[B:.*]] = hlo.constant dense<[3, 11]> : tensor<2xi32>
  // CHECK: return %[[A]], %[[B]]
  %c = hlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]> : tensor<3x4xi32>
  %0 = hlo.slice %c, slice = [1:3, 0:4:2] : (tensor<3x4xi32>) -> tensor<2x2xi32>
  %1 = hlo.slice %c, slice = [0:3:2, 3:4] : (tensor<3x4xi32>) -> tensor<2x1xi32>
  %2 = hlo.reshape %1 : (tensor<2x1xi32>) -> tensor<2xi32>
  return %0, %2 : tensor<2x2xi32>, tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @concatenate
func.func @concatenate() -> (tensor<3x2xi32>, tensor<2x3xi32>) {
  // CHECK-DAG: %[[ROWS:.*]] = hlo.constant dense<{{\[}}[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  // CHECK-DAG: %[[COLS:.*]] = hlo.constant dense<{{\[}}[7, 3, 4], [8, 5, 6]]> : tensor<2x3xi32>
  // CHECK: return %[[ROWS]], %[[COLS]]
  %a = hlo.constant dense<[[1, 2]]> : tensor<1x2xi32>
  %b = hlo.constant dense<[[3, 4], [5, 6]]> : tensor<2x2xi32>
  %c = hlo.constant dense<[[7], [8]]> : tensor<2x1xi32>
  %e = hlo.constant dense<> : tensor<2x0xi32>
  %0 = hlo.concatenate %a, %b, dimension = 0 : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<3x2xi32>
  %1 = hlo.concatenate %c, %e, %b, dimension = 1 : (tensor<2x1xi32>, tensor<2x0xi32>, tensor<2x2xi32>) -> tensor<2x3xi32>
  return %0, %1 : tensor<3x2xi32>, tensor<2x3xi32>
}

// -----

// CHECK-LABEL: func.func @concatenate_splats
func.func @concatenate_splats() -> tensor<5xf32> {
  // CHECK: %[[C:.*]] = hlo.constant dense<2.000000e+00> : tensor<5xf32>
  // CHECK: return %[[C]]
  %a = hlo.constant dense<2.0> : tensor<2xf32>
  %b = hlo.constant dense<2.0> : tensor<3xf32>
  %0 = hlo.concatenate %a, %b, dimension = 0 : (tensor<2xf32>, tensor<3xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

// CHECK-LABEL: func.func @pad_1d
func.func @pad_1d() -> (tensor<8xi32>, tensor<4xi32>, tensor<4xi32>) {
  // low 1, high 2, interior 1: [p, 1, p, 2, p, 3, p, p].
  // CHECK-DAG: %[[A:.*]] = hlo.constant dense<[0, 1, 0, 2, 0, 3, 0, 0]> : tensor<8xi32>
  // Negative low padding drops the first element.
  // CHECK-DAG: %[[B:.*]] = hlo.constant dense<[2, 3, 4, 0]> : tensor<4xi32>
  // [1, p, 2, p, 3] without its first element.
  // CHECK-DAG: %[[C:.*]] = hlo.constant dense<[0, 2, 0, 3]> : tensor<4xi32>
  // CHECK: return %[[A]], %[[B]], %[[C]]
  %x = hlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %y = hlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %v = hlo.constant dense<0> : tensor<i32>
  %0 = hlo.pad %x, %v, low = [1], high = [2], interior = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<8xi32>
  %1 = hlo.pad %y, %v, low = [-1], high = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %2 = hlo.pad %x, %v, low = [-1], high = [0], interior = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<4xi32>
  return %0, %1, %2 : tensor<8xi32>, tensor<4xi32>, tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @pad_2d
func.func @pad_2d() -> tensor<3x4xf32> {
  // CHECK: %[[C:.*]] = hlo.constant dense<{{\[}}[9.000000e+00, 9.000000e+00, 9.000000e+00, 9.000000e+00], [1.000000e+00, 9.000000e+00, 2.000000e+00, 9.000000e+00], [3.000000e+00, 9.000000e+00, 4.000000e+00, 9.000000e+00]]> : tensor<3x4xf32>
  // CHECK: return %[[C]]
  %x = hlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %v = hlo.constant dense<9.0> : tensor<f32>
  %0 = hlo.pad %x, %v, low = [1, 0], high = [0, 1], interior = [0, 1] : (tensor<2x2xf32>, tensor<f32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// An operand and a padding value with one value give a splat.
// CHECK-LABEL: func.func @pad_splat
func.func @pad_splat() -> tensor<100x100xf32> {
  // CHECK: %[[C:.*]] = hlo.constant dense<0.000000e+00> : tensor<100x100xf32>
  // CHECK: return %[[C]]
  %x = hlo.constant dense<0.0> : tensor<10x10xf32>
  %v = hlo.constant dense<0.0> : tensor<f32>
  %0 = hlo.pad %x, %v, low = [45, 45], high = [45, 45] : (tensor<10x10xf32>, tensor<f32>) -> tensor<100x100xf32>
  return %0 : tensor<100x100xf32>
}

// -----

// CHECK-LABEL: func.func @pad_too_large
func.func @pad_too_large() -> tensor<2000xf32> {
  // CHECK: hlo.pad
  %x = hlo.constant dense<1.0> : tensor<10xf32>
  %v = hlo.constant dense<0.0> : tensor<f32>
  %0 = hlo.pad %x, %v, low = [0], high = [1990] : (tensor<10xf32>, tensor<f32>) -> tensor<2000xf32>
  return %0 : tensor<2000xf32>
}

// -----

// CHECK-LABEL: func.func @reverse
func.func @reverse() -> (tensor<2x3xi32>, tensor<2x3xi32>) {
  // CHECK-DAG: %[[A:.*]] = hlo.constant dense<{{\[}}[3, 2, 1], [6, 5, 4]]> : tensor<2x3xi32>
  // CHECK-DAG: %[[B:.*]] = hlo.constant dense<{{\[}}[6, 5, 4], [3, 2, 1]]> : tensor<2x3xi32>
  // CHECK: return %[[A]], %[[B]]
  %c = hlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %0 = hlo.reverse %c, dimensions = [1] : tensor<2x3xi32>
  %1 = hlo.reverse %c, dimensions = [0, 1] : tensor<2x3xi32>
  return %0, %1 : tensor<2x3xi32>, tensor<2x3xi32>
}

// -----

// CHECK-LABEL: func.func @reverse_complex
func.func @reverse_complex() -> tensor<2xcomplex<f32>> {
  // CHECK: %[[C:.*]] = hlo.constant dense<[(3.000000e+00,4.000000e+00), (1.000000e+00,2.000000e+00)]> : tensor<2xcomplex<f32>>
  // CHECK: return %[[C]]
  %c = hlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %0 = hlo.reverse %c, dimensions = [0] : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// -----

// CHECK-LABEL: func.func @iota
func.func @iota() -> (tensor<2x3xi32>, tensor<2x3xui8>, tensor<4xf32>, tensor<3xbf16>, tensor<2xcomplex<f64>>) {
  // CHECK-DAG: %[[A:.*]] = hlo.constant dense<{{\[}}[0, 1, 2], [0, 1, 2]]> : tensor<2x3xi32>
  // CHECK-DAG: %[[B:.*]] = hlo.constant dense<{{\[}}[0, 0, 0], [1, 1, 1]]> : tensor<2x3xui8>
  // CHECK-DAG: %[[C:.*]] = hlo.constant dense<[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<4xf32>
  // CHECK-DAG: %[[D:.*]] = hlo.constant dense<[0.000000e+00, 1.000000e+00, 2.000000e+00]> : tensor<3xbf16>
  // CHECK-DAG: %[[E:.*]] = hlo.constant dense<[(0.000000e+00,0.000000e+00), (1.000000e+00,0.000000e+00)]> : tensor<2xcomplex<f64>>
  // CHECK: return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]]
  %0 = hlo.iota iota_dimension = 1 : tensor<2x3xi32>
  %1 = hlo.iota iota_dimension = 0 : tensor<2x3xui8>
  %2 = hlo.iota iota_dimension = 0 : tensor<4xf32>
  %3 = hlo.iota iota_dimension = 0 : tensor<3xbf16>
  %4 = hlo.iota iota_dimension = 0 : tensor<2xcomplex<f64>>
  return %0, %1, %2, %3, %4 : tensor<2x3xi32>, tensor<2x3xui8>, tensor<4xf32>, tensor<3xbf16>, tensor<2xcomplex<f64>>
}

// -----

// Above 1024 elements iota stays, unless its dimension has size 1 (zeros).
// CHECK-LABEL: func.func @iota_large
func.func @iota_large() -> (tensor<2048xi32>, tensor<1x2048xi32>) {
  // CHECK-DAG: %[[Z:.*]] = hlo.constant dense<0> : tensor<1x2048xi32>
  // CHECK-DAG: %[[I:.*]] = hlo.iota iota_dimension = 0 : tensor<2048xi32>
  // CHECK: return %[[I]], %[[Z]]
  %0 = hlo.iota iota_dimension = 0 : tensor<2048xi32>
  %1 = hlo.iota iota_dimension = 0 : tensor<1x2048xi32>
  return %0, %1 : tensor<2048xi32>, tensor<1x2048xi32>
}

// -----

// CHECK-LABEL: func.func @get_dimension_size
func.func @get_dimension_size(%x: tensor<2x3xf32>) -> tensor<i32> {
  // CHECK: %[[C:.*]] = hlo.constant dense<3> : tensor<i32>
  // CHECK-NOT: hlo.get_dimension_size
  // CHECK: return %[[C]]
  %0 = hlo.get_dimension_size %x, dimension = 1 : tensor<2x3xf32>
  return %0 : tensor<i32>
}
