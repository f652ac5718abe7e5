// Multiply-accumulates over projected permutations to hlo.dot: the
// dimension numbers come from the maps (a loop of both factors is a batch
// dimension if parallel, a contracting one if a reduction), the result is
// transposed to the output's order, and the init is added unless it is
// zero (a fill of zero, a zero constant, tensor.empty).
// RUN: xhlo-opt --convert-linalg-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=linalg. --implicit-check-not=arith.

// The init is added (linalg accumulates into it).
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<8x5xf32>, %[[C:.*]]: tensor<4x5xf32>)
// CHECK: %[[DOT:.*]] = hlo.dot %[[A]], %[[B]], lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<4x8xf32>, tensor<8x5xf32>) -> tensor<4x5xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[C]], %[[DOT]] : tensor<4x5xf32>
// CHECK: return %[[ADD]] : tensor<4x5xf32>
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// A fill of zero (+0.0 or -0.0) or tensor.empty: no add.
// CHECK-LABEL: func.func @matmul_zero_init
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<8x5xf32>)
// CHECK: %[[DOT:.*]] = hlo.dot %[[A]], %[[B]], lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<4x8xf32>, tensor<8x5xf32>) -> tensor<4x5xf32>
// CHECK: %[[DOT_1:.*]] = hlo.dot %[[A]], %[[B]], lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<4x8xf32>, tensor<8x5xf32>) -> tensor<4x5xf32>
// CHECK: return %[[DOT]], %[[DOT_1]] : tensor<4x5xf32>, tensor<4x5xf32>
func.func @matmul_zero_init(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>) -> (tensor<4x5xf32>, tensor<4x5xf32>) {
  %zero = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<4x5xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  %1 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0, %1 : tensor<4x5xf32>, tensor<4x5xf32>
}

// -----

// A fill of another value is added.
// CHECK-LABEL: func.func @matmul_fill_one
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<8x5xf32>)
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK: %[[BROADCAST:.*]] = hlo.broadcast %[[CONSTANT]], dimensions = [] : (tensor<f32>) -> tensor<4x5xf32>
// CHECK: %[[DOT:.*]] = hlo.dot %[[A]], %[[B]], lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<4x8xf32>, tensor<8x5xf32>) -> tensor<4x5xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[BROADCAST]], %[[DOT]] : tensor<4x5xf32>
// CHECK: return %[[ADD]] : tensor<4x5xf32>
func.func @matmul_fill_one(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>) -> tensor<4x5xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4x5xf32>
  %c = linalg.fill ins(%one : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// Mixed element types: the payload's casts apply to each factor first, as
// signed or (cast_unsigned) unsigned.
// CHECK-LABEL: func.func @matmul_casts
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xi8>, %[[B:.*]]: tensor<8x5xi8>, %[[H:.*]]: tensor<4x8xf16>, %[[C:.*]]: tensor<4x5xi32>, %[[F:.*]]: tensor<4x5xf32>)
// CHECK: %[[CONVERT:.*]] = hlo.convert %[[A]] : (tensor<4x8xi8>) -> tensor<4x8xi32>
// CHECK: %[[CONVERT_1:.*]] = hlo.convert %[[B]] : (tensor<8x5xi8>) -> tensor<8x5xi32>
// CHECK: %[[DOT:.*]] = hlo.dot %[[CONVERT]], %[[CONVERT_1]], lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<4x8xi32>, tensor<8x5xi32>) -> tensor<4x5xi32>
// CHECK: %[[ADD:.*]] = hlo.add %[[C]], %[[DOT]] : tensor<4x5xi32>
// CHECK: %[[BITCAST_CONVERT:.*]] = hlo.bitcast_convert %[[A]] : (tensor<4x8xi8>) -> tensor<4x8xui8>
// CHECK: %[[CONVERT_2:.*]] = hlo.convert %[[BITCAST_CONVERT]] : (tensor<4x8xui8>) -> tensor<4x8xi32>
// CHECK: %[[BITCAST_CONVERT_1:.*]] = hlo.bitcast_convert %[[B]] : (tensor<8x5xi8>) -> tensor<8x5xui8>
// CHECK: %[[CONVERT_3:.*]] = hlo.convert %[[BITCAST_CONVERT_1]] : (tensor<8x5xui8>) -> tensor<8x5xi32>
// CHECK: %[[DOT_1:.*]] = hlo.dot %[[CONVERT_2]], %[[CONVERT_3]], lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<4x8xi32>, tensor<8x5xi32>) -> tensor<4x5xi32>
// CHECK: %[[ADD_1:.*]] = hlo.add %[[C]], %[[DOT_1]] : tensor<4x5xi32>
// CHECK: %[[CONVERT_4:.*]] = hlo.convert %[[H]] : (tensor<4x8xf16>) -> tensor<4x8xf32>
// CHECK: %[[CONVERT_5:.*]] = hlo.convert %[[B]] : (tensor<8x5xi8>) -> tensor<8x5xf32>
// CHECK: %[[DOT_2:.*]] = hlo.dot %[[CONVERT_4]], %[[CONVERT_5]], lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<4x8xf32>, tensor<8x5xf32>) -> tensor<4x5xf32>
// CHECK: %[[ADD_2:.*]] = hlo.add %[[F]], %[[DOT_2]] : tensor<4x5xf32>
// CHECK: return %[[ADD]], %[[ADD_1]], %[[ADD_2]] : tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xf32>
func.func @matmul_casts(%a: tensor<4x8xi8>, %b: tensor<8x5xi8>, %h: tensor<4x8xf16>, %c: tensor<4x5xi32>, %f: tensor<4x5xf32>) -> (tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xi8>, tensor<8x5xi8>) outs(%c : tensor<4x5xi32>) -> tensor<4x5xi32>
  %1 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<4x8xi8>, tensor<8x5xi8>) outs(%c : tensor<4x5xi32>) -> tensor<4x5xi32>
  %2 = linalg.matmul ins(%h, %b : tensor<4x8xf16>, tensor<8x5xi8>) outs(%f : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0, %1, %2 : tensor<4x5xi32>, tensor<4x5xi32>, tensor<4x5xf32>
}

// -----

// CHECK-LABEL: func.func @matmul_transpose_a
// CHECK-SAME: (%[[A:.*]]: tensor<8x4xf32>, %[[B:.*]]: tensor<8x5xf32>, %[[C:.*]]: tensor<4x5xf32>)
// CHECK: %[[DOT:.*]] = hlo.dot %[[A]], %[[B]], lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<8x4xf32>, tensor<8x5xf32>) -> tensor<4x5xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[C]], %[[DOT]] : tensor<4x5xf32>
// CHECK: return %[[ADD]] : tensor<4x5xf32>
func.func @matmul_transpose_a(%a: tensor<8x4xf32>, %b: tensor<8x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.matmul_transpose_a ins(%a, %b : tensor<8x4xf32>, tensor<8x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// CHECK-LABEL: func.func @matmul_transpose_b
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<5x8xf32>, %[[C:.*]]: tensor<4x5xf32>)
// CHECK: %[[DOT:.*]] = hlo.dot %[[A]], %[[B]], lhs_contracting_dims = [1], rhs_contracting_dims = [1] : (tensor<4x8xf32>, tensor<5x8xf32>) -> tensor<4x5xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[C]], %[[DOT]] : tensor<4x5xf32>
// CHECK: return %[[ADD]] : tensor<4x5xf32>
func.func @matmul_transpose_b(%a: tensor<4x8xf32>, %b: tensor<5x8xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.matmul_transpose_b ins(%a, %b : tensor<4x8xf32>, tensor<5x8xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// The zero points are subtracted from each factor.
// CHECK-LABEL: func.func @quantized_matmul
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xi8>, %[[B:.*]]: tensor<8x5xi8>, %[[ZA:.*]]: tensor<i32>, %[[ZB:.*]]: tensor<i32>, %[[C:.*]]: tensor<4x5xi32>)
// CHECK: %[[CONVERT:.*]] = hlo.convert %[[A]] : (tensor<4x8xi8>) -> tensor<4x8xi32>
// CHECK: %[[BROADCAST:.*]] = hlo.broadcast %[[ZA]], dimensions = [] : (tensor<i32>) -> tensor<4x8xi32>
// CHECK: %[[SUBTRACT:.*]] = hlo.subtract %[[CONVERT]], %[[BROADCAST]] : tensor<4x8xi32>
// CHECK: %[[CONVERT_1:.*]] = hlo.convert %[[B]] : (tensor<8x5xi8>) -> tensor<8x5xi32>
// CHECK: %[[BROADCAST_1:.*]] = hlo.broadcast %[[ZB]], dimensions = [] : (tensor<i32>) -> tensor<8x5xi32>
// CHECK: %[[SUBTRACT_1:.*]] = hlo.subtract %[[CONVERT_1]], %[[BROADCAST_1]] : tensor<8x5xi32>
// CHECK: %[[DOT:.*]] = hlo.dot %[[SUBTRACT]], %[[SUBTRACT_1]], lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<4x8xi32>, tensor<8x5xi32>) -> tensor<4x5xi32>
// CHECK: %[[ADD:.*]] = hlo.add %[[C]], %[[DOT]] : tensor<4x5xi32>
// CHECK: return %[[ADD]] : tensor<4x5xi32>
func.func @quantized_matmul(%a: tensor<4x8xi8>, %b: tensor<8x5xi8>, %za: i32, %zb: i32, %c: tensor<4x5xi32>) -> tensor<4x5xi32> {
  %0 = linalg.quantized_matmul ins(%a, %b, %za, %zb : tensor<4x8xi8>, tensor<8x5xi8>, i32, i32) outs(%c : tensor<4x5xi32>) -> tensor<4x5xi32>
  return %0 : tensor<4x5xi32>
}

// -----

// CHECK-LABEL: func.func @batch_matmul
// CHECK-SAME: (%[[A:.*]]: tensor<2x4x8xf32>, %[[B:.*]]: tensor<2x8x5xf32>, %[[C:.*]]: tensor<2x4x5xf32>)
// CHECK: %[[DOT:.*]] = hlo.dot %[[A]], %[[B]], lhs_batch_dims = [0], lhs_contracting_dims = [2], rhs_batch_dims = [0], rhs_contracting_dims = [1] : (tensor<2x4x8xf32>, tensor<2x8x5xf32>) -> tensor<2x4x5xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[C]], %[[DOT]] : tensor<2x4x5xf32>
// CHECK: return %[[ADD]] : tensor<2x4x5xf32>
func.func @batch_matmul(%a: tensor<2x4x8xf32>, %b: tensor<2x8x5xf32>, %c: tensor<2x4x5xf32>) -> tensor<2x4x5xf32> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x5xf32>) outs(%c : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  return %0 : tensor<2x4x5xf32>
}

// -----

// CHECK-LABEL: func.func @batch_matmul_transpose_a
// CHECK-SAME: (%[[A:.*]]: tensor<2x8x4xf32>, %[[B:.*]]: tensor<2x8x5xf32>, %[[C:.*]]: tensor<2x4x5xf32>)
// CHECK: %[[DOT:.*]] = hlo.dot %[[A]], %[[B]], lhs_batch_dims = [0], lhs_contracting_dims = [1], rhs_batch_dims = [0], rhs_contracting_dims = [1] : (tensor<2x8x4xf32>, tensor<2x8x5xf32>) -> tensor<2x4x5xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[C]], %[[DOT]] : tensor<2x4x5xf32>
// CHECK: return %[[ADD]] : tensor<2x4x5xf32>
func.func @batch_matmul_transpose_a(%a: tensor<2x8x4xf32>, %b: tensor<2x8x5xf32>, %c: tensor<2x4x5xf32>) -> tensor<2x4x5xf32> {
  %0 = linalg.batch_matmul_transpose_a ins(%a, %b : tensor<2x8x4xf32>, tensor<2x8x5xf32>) outs(%c : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  return %0 : tensor<2x4x5xf32>
}

// -----

// CHECK-LABEL: func.func @batch_matmul_transpose_b
// CHECK-SAME: (%[[A:.*]]: tensor<2x4x8xf32>, %[[B:.*]]: tensor<2x5x8xf32>, %[[C:.*]]: tensor<2x4x5xf32>)
// CHECK: %[[DOT:.*]] = hlo.dot %[[A]], %[[B]], lhs_batch_dims = [0], lhs_contracting_dims = [2], rhs_batch_dims = [0], rhs_contracting_dims = [2] : (tensor<2x4x8xf32>, tensor<2x5x8xf32>) -> tensor<2x4x5xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[C]], %[[DOT]] : tensor<2x4x5xf32>
// CHECK: return %[[ADD]] : tensor<2x4x5xf32>
func.func @batch_matmul_transpose_b(%a: tensor<2x4x8xf32>, %b: tensor<2x5x8xf32>, %c: tensor<2x4x5xf32>) -> tensor<2x4x5xf32> {
  %0 = linalg.batch_matmul_transpose_b ins(%a, %b : tensor<2x4x8xf32>, tensor<2x5x8xf32>) outs(%c : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  return %0 : tensor<2x4x5xf32>
}

// -----

// CHECK-LABEL: func.func @quantized_batch_matmul
// CHECK-SAME: (%[[A:.*]]: tensor<2x4x8xi8>, %[[B:.*]]: tensor<2x8x5xi8>, %[[ZA:.*]]: tensor<i32>, %[[ZB:.*]]: tensor<i32>, %[[C:.*]]: tensor<2x4x5xi32>)
// CHECK: %[[CONVERT:.*]] = hlo.convert %[[A]] : (tensor<2x4x8xi8>) -> tensor<2x4x8xi32>
// CHECK: %[[BROADCAST:.*]] = hlo.broadcast %[[ZA]], dimensions = [] : (tensor<i32>) -> tensor<2x4x8xi32>
// CHECK: %[[SUBTRACT:.*]] = hlo.subtract %[[CONVERT]], %[[BROADCAST]] : tensor<2x4x8xi32>
// CHECK: %[[CONVERT_1:.*]] = hlo.convert %[[B]] : (tensor<2x8x5xi8>) -> tensor<2x8x5xi32>
// CHECK: %[[BROADCAST_1:.*]] = hlo.broadcast %[[ZB]], dimensions = [] : (tensor<i32>) -> tensor<2x8x5xi32>
// CHECK: %[[SUBTRACT_1:.*]] = hlo.subtract %[[CONVERT_1]], %[[BROADCAST_1]] : tensor<2x8x5xi32>
// CHECK: %[[DOT:.*]] = hlo.dot %[[SUBTRACT]], %[[SUBTRACT_1]], lhs_batch_dims = [0], lhs_contracting_dims = [2], rhs_batch_dims = [0], rhs_contracting_dims = [1] : (tensor<2x4x8xi32>, tensor<2x8x5xi32>) -> tensor<2x4x5xi32>
// CHECK: %[[ADD:.*]] = hlo.add %[[C]], %[[DOT]] : tensor<2x4x5xi32>
// CHECK: return %[[ADD]] : tensor<2x4x5xi32>
func.func @quantized_batch_matmul(%a: tensor<2x4x8xi8>, %b: tensor<2x8x5xi8>, %za: i32, %zb: i32, %c: tensor<2x4x5xi32>) -> tensor<2x4x5xi32> {
  %0 = linalg.quantized_batch_matmul ins(%a, %b, %za, %zb : tensor<2x4x8xi8>, tensor<2x8x5xi8>, i32, i32) outs(%c : tensor<2x4x5xi32>) -> tensor<2x4x5xi32>
  return %0 : tensor<2x4x5xi32>
}

// -----

// The batch is contracted too.
// CHECK-LABEL: func.func @batch_reduce_matmul
// CHECK-SAME: (%[[A:.*]]: tensor<2x4x8xf32>, %[[B:.*]]: tensor<2x8x5xf32>, %[[C:.*]]: tensor<4x5xf32>)
// CHECK: %[[DOT:.*]] = hlo.dot %[[A]], %[[B]], lhs_contracting_dims = [0, 2], rhs_contracting_dims = [0, 1] : (tensor<2x4x8xf32>, tensor<2x8x5xf32>) -> tensor<4x5xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[C]], %[[DOT]] : tensor<4x5xf32>
// CHECK: return %[[ADD]] : tensor<4x5xf32>
func.func @batch_reduce_matmul(%a: tensor<2x4x8xf32>, %b: tensor<2x8x5xf32>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// CHECK-LABEL: func.func @matvec
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<8xf32>, %[[C:.*]]: tensor<4xf32>)
// CHECK: %[[DOT:.*]] = hlo.dot %[[A]], %[[B]], lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[C]], %[[DOT]] : tensor<4xf32>
// CHECK: return %[[ADD]] : tensor<4xf32>
func.func @matvec(%a: tensor<4x8xf32>, %b: tensor<8xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.matvec ins(%a, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @vecmat
// CHECK-SAME: (%[[A:.*]]: tensor<8xf32>, %[[B:.*]]: tensor<8x5xf32>, %[[C:.*]]: tensor<5xf32>)
// CHECK: %[[DOT:.*]] = hlo.dot %[[A]], %[[B]], lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<8xf32>, tensor<8x5xf32>) -> tensor<5xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[C]], %[[DOT]] : tensor<5xf32>
// CHECK: return %[[ADD]] : tensor<5xf32>
func.func @vecmat(%a: tensor<8xf32>, %b: tensor<8x5xf32>, %c: tensor<5xf32>) -> tensor<5xf32> {
  %0 = linalg.vecmat ins(%a, %b : tensor<8xf32>, tensor<8x5xf32>) outs(%c : tensor<5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

// CHECK-LABEL: func.func @batch_matvec
// CHECK-SAME: (%[[A:.*]]: tensor<2x4x8xf32>, %[[B:.*]]: tensor<2x8xf32>, %[[C:.*]]: tensor<2x4xf32>)
// CHECK: %[[DOT:.*]] = hlo.dot %[[A]], %[[B]], lhs_batch_dims = [0], lhs_contracting_dims = [2], rhs_batch_dims = [0], rhs_contracting_dims = [1] : (tensor<2x4x8xf32>, tensor<2x8xf32>) -> tensor<2x4xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[C]], %[[DOT]] : tensor<2x4xf32>
// CHECK: return %[[ADD]] : tensor<2x4xf32>
func.func @batch_matvec(%a: tensor<2x4x8xf32>, %b: tensor<2x8xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.batch_matvec ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @batch_vecmat
// CHECK-SAME: (%[[A:.*]]: tensor<2x8xf32>, %[[B:.*]]: tensor<2x8x5xf32>, %[[C:.*]]: tensor<2x5xf32>)
// CHECK: %[[DOT:.*]] = hlo.dot %[[A]], %[[B]], lhs_batch_dims = [0], lhs_contracting_dims = [1], rhs_batch_dims = [0], rhs_contracting_dims = [1] : (tensor<2x8xf32>, tensor<2x8x5xf32>) -> tensor<2x5xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[C]], %[[DOT]] : tensor<2x5xf32>
// CHECK: return %[[ADD]] : tensor<2x5xf32>
func.func @batch_vecmat(%a: tensor<2x8xf32>, %b: tensor<2x8x5xf32>, %c: tensor<2x5xf32>) -> tensor<2x5xf32> {
  %0 = linalg.batch_vecmat ins(%a, %b : tensor<2x8xf32>, tensor<2x8x5xf32>) outs(%c : tensor<2x5xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

// CHECK-LABEL: func.func @dot
// CHECK-SAME: (%[[A:.*]]: tensor<8xf32>, %[[B:.*]]: tensor<8xf32>, %[[C:.*]]: tensor<f32>)
// CHECK: %[[DOT:.*]] = hlo.dot %[[A]], %[[B]], lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<8xf32>, tensor<8xf32>) -> tensor<f32>
// CHECK: %[[ADD:.*]] = hlo.add %[[C]], %[[DOT]] : tensor<f32>
// CHECK: return %[[ADD]] : tensor<f32>
func.func @dot(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: tensor<f32>) -> tensor<f32> {
  %0 = linalg.dot ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%c : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// Two contracting dimensions; the result (m, m0, n, n0) is transposed to
// (m, n, m0, n0).
// CHECK-LABEL: func.func @mmt4d
// CHECK-SAME: (%[[A:.*]]: tensor<2x3x4x2xf32>, %[[B:.*]]: tensor<5x3x3x2xf32>, %[[C:.*]]: tensor<2x5x4x3xf32>)
// CHECK: %[[DOT:.*]] = hlo.dot %[[A]], %[[B]], lhs_contracting_dims = [1, 3], rhs_contracting_dims = [1, 3] : (tensor<2x3x4x2xf32>, tensor<5x3x3x2xf32>) -> tensor<2x4x5x3xf32>
// CHECK: %[[TRANSPOSE:.*]] = hlo.transpose %[[DOT]], dimensions = [0, 2, 1, 3] : (tensor<2x4x5x3xf32>) -> tensor<2x5x4x3xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[C]], %[[TRANSPOSE]] : tensor<2x5x4x3xf32>
// CHECK: return %[[ADD]] : tensor<2x5x4x3xf32>
func.func @mmt4d(%a: tensor<2x3x4x2xf32>, %b: tensor<5x3x3x2xf32>, %c: tensor<2x5x4x3xf32>) -> tensor<2x5x4x3xf32> {
  %0 = linalg.mmt4d ins(%a, %b : tensor<2x3x4x2xf32>, tensor<5x3x3x2xf32>) outs(%c : tensor<2x5x4x3xf32>) -> tensor<2x5x4x3xf32>
  return %0 : tensor<2x5x4x3xf32>
}

// -----

// CHECK-LABEL: func.func @batch_mmt4d
// CHECK-SAME: (%[[A:.*]]: tensor<2x2x3x4x2xf32>, %[[B:.*]]: tensor<2x5x3x3x2xf32>, %[[C:.*]]: tensor<2x2x5x4x3xf32>)
// CHECK: %[[DOT:.*]] = hlo.dot %[[A]], %[[B]], lhs_batch_dims = [0], lhs_contracting_dims = [2, 4], rhs_batch_dims = [0], rhs_contracting_dims = [2, 4] : (tensor<2x2x3x4x2xf32>, tensor<2x5x3x3x2xf32>) -> tensor<2x2x4x5x3xf32>
// CHECK: %[[TRANSPOSE:.*]] = hlo.transpose %[[DOT]], dimensions = [0, 1, 3, 2, 4] : (tensor<2x2x4x5x3xf32>) -> tensor<2x2x5x4x3xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[C]], %[[TRANSPOSE]] : tensor<2x2x5x4x3xf32>
// CHECK: return %[[ADD]] : tensor<2x2x5x4x3xf32>
func.func @batch_mmt4d(%a: tensor<2x2x3x4x2xf32>, %b: tensor<2x5x3x3x2xf32>, %c: tensor<2x2x5x4x3xf32>) -> tensor<2x2x5x4x3xf32> {
  %0 = linalg.batch_mmt4d ins(%a, %b : tensor<2x2x3x4x2xf32>, tensor<2x5x3x3x2xf32>) outs(%c : tensor<2x2x5x4x3xf32>) -> tensor<2x2x5x4x3xf32>
  return %0 : tensor<2x2x5x4x3xf32>
}

// -----

// A generic contraction with a batch loop in the middle of each factor, a
// factor transformed by the payload (negf), the product on the left of the
// add, and a parallel loop (x) of the output alone: broadcast after the dot.
// CHECK-LABEL: func.func @generic_contraction
// CHECK-SAME: (%[[A:.*]]: tensor<8x2x4xf32>, %[[B:.*]]: tensor<5x8x2xf32>, %[[C:.*]]: tensor<5x3x2x4xf32>)
// CHECK: %[[NEGATE:.*]] = hlo.negate %[[B]] : tensor<5x8x2xf32>
// CHECK: %[[DOT:.*]] = hlo.dot %[[NEGATE]], %[[A]], lhs_batch_dims = [2], lhs_contracting_dims = [1], rhs_batch_dims = [1], rhs_contracting_dims = [0] : (tensor<5x8x2xf32>, tensor<8x2x4xf32>) -> tensor<2x5x4xf32>
// CHECK: %[[TRANSPOSE:.*]] = hlo.transpose %[[DOT]], dimensions = [1, 0, 2] : (tensor<2x5x4xf32>) -> tensor<5x2x4xf32>
// CHECK: %[[BROADCAST:.*]] = hlo.broadcast %[[TRANSPOSE]], dimensions = [0, 2, 3] : (tensor<5x2x4xf32>) -> tensor<5x3x2x4xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[BROADCAST]], %[[C]] : tensor<5x3x2x4xf32>
// CHECK: return %[[ADD]] : tensor<5x3x2x4xf32>
func.func @generic_contraction(%a: tensor<8x2x4xf32>, %b: tensor<5x8x2xf32>, %c: tensor<5x3x2x4xf32>) -> tensor<5x3x2x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(b, i, j, k, x) -> (k, b, i)>, affine_map<(b, i, j, k, x) -> (j, k, b)>, affine_map<(b, i, j, k, x) -> (j, x, b, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel"]} ins(%a, %b : tensor<8x2x4xf32>, tensor<5x8x2xf32>) outs(%c : tensor<5x3x2x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %n = arith.negf %y : f32
    %m = arith.mulf %n, %x : f32
    %s = arith.addf %m, %o : f32
    linalg.yield %s : f32
  } -> tensor<5x3x2x4xf32>
  return %0 : tensor<5x3x2x4xf32>
}

// -----

// index elements: an i64 dot.
// CHECK-LABEL: func.func @matmul_index
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xi64>, %[[B:.*]]: tensor<8x5xi64>, %[[C:.*]]: tensor<4x5xi64>)
// CHECK: %[[DOT:.*]] = hlo.dot %[[A]], %[[B]], lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<4x8xi64>, tensor<8x5xi64>) -> tensor<4x5xi64>
// CHECK: %[[ADD:.*]] = hlo.add %[[C]], %[[DOT]] : tensor<4x5xi64>
// CHECK: return %[[ADD]] : tensor<4x5xi64>
func.func @matmul_index(%a: tensor<4x8xindex>, %b: tensor<8x5xindex>, %c: tensor<4x5xindex>) -> tensor<4x5xindex> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xindex>, tensor<8x5xindex>) outs(%c : tensor<4x5xindex>) -> tensor<4x5xindex>
  return %0 : tensor<4x5xindex>
}

// -----

// On pred, linalg's payload is `out | (a & b)` (ori/andi, not a
// multiply-accumulate): a reduction with `or` as the reducer.
// CHECK-LABEL: func.func @matmul_pred
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xi1>, %[[B:.*]]: tensor<8x5xi1>, %[[C:.*]]: tensor<4x5xi1>)
// CHECK: %[[BROADCAST:.*]] = hlo.broadcast %[[A]], dimensions = [0, 2] : (tensor<4x8xi1>) -> tensor<4x5x8xi1>
// CHECK: %[[TRANSPOSE:.*]] = hlo.transpose %[[B]], dimensions = [1, 0] : (tensor<8x5xi1>) -> tensor<5x8xi1>
// CHECK: %[[BROADCAST_1:.*]] = hlo.broadcast %[[TRANSPOSE]], dimensions = [1, 2] : (tensor<5x8xi1>) -> tensor<4x5x8xi1>
// CHECK: %[[AND:.*]] = hlo.and %[[BROADCAST]], %[[BROADCAST_1]] : tensor<4x5x8xi1>
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<false> : tensor<i1>
// CHECK: %[[REDUCE:.*]] = hlo.reduce(%[[AND]] init: %[[CONSTANT]]) dimensions = [2] : (tensor<4x5x8xi1>, tensor<i1>) -> tensor<4x5xi1> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<i1>, %[[P1:.*]]: tensor<i1>):
// CHECK: %[[OR:.*]] = hlo.or %[[P0]], %[[P1]] : tensor<i1>
// CHECK: hlo.return %[[OR]] : tensor<i1>
// CHECK: }
// CHECK: %[[OR_1:.*]] = hlo.or %[[C]], %[[REDUCE]] : tensor<4x5xi1>
// CHECK: return %[[OR_1]] : tensor<4x5xi1>
func.func @matmul_pred(%a: tensor<4x8xi1>, %b: tensor<8x5xi1>, %c: tensor<4x5xi1>) -> tensor<4x5xi1> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xi1>, tensor<8x5xi1>) outs(%c : tensor<4x5xi1>) -> tensor<4x5xi1>
  return %0 : tensor<4x5xi1>
}

// -----

// arith's addi and muli on i1 are xor and and: not a pred hlo.dot (which
// ors its products) but a reduction whose reducer is xor.
// CHECK-LABEL: func.func @generic_pred_xor
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xi1>, %[[B:.*]]: tensor<8xi1>, %[[C:.*]]: tensor<4xi1>)
// CHECK: %[[BROADCAST:.*]] = hlo.broadcast %[[B]], dimensions = [1] : (tensor<8xi1>) -> tensor<4x8xi1>
// CHECK: %[[AND:.*]] = hlo.and %[[A]], %[[BROADCAST]] : tensor<4x8xi1>
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<false> : tensor<i1>
// CHECK: %[[REDUCE:.*]] = hlo.reduce(%[[AND]] init: %[[CONSTANT]]) dimensions = [1] : (tensor<4x8xi1>, tensor<i1>) -> tensor<4xi1> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<i1>, %[[P1:.*]]: tensor<i1>):
// CHECK: %[[XOR:.*]] = hlo.xor %[[P0]], %[[P1]] : tensor<i1>
// CHECK: hlo.return %[[XOR]] : tensor<i1>
// CHECK: }
// CHECK: %[[XOR_1:.*]] = hlo.xor %[[C]], %[[REDUCE]] : tensor<4xi1>
// CHECK: return %[[XOR_1]] : tensor<4xi1>
func.func @generic_pred_xor(%a: tensor<4x8xi1>, %b: tensor<8xi1>, %c: tensor<4xi1>) -> tensor<4xi1> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a, %b : tensor<4x8xi1>, tensor<8xi1>) outs(%c : tensor<4xi1>) {
  ^bb0(%x: i1, %y: i1, %o: i1):
    %m = arith.muli %x, %y : i1
    %s = arith.addi %o, %m : i1
    linalg.yield %s : i1
  } -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
