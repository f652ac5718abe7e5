// convert-hlo-to-linalg: dot and convolution.
// RUN: xhlo-opt --convert-hlo-to-linalg=fuse-elementwise=false --split-input-file %s | FileCheck %s --implicit-check-not=hlo.

// The dimension numbers of a matrix product: linalg.matmul into zeros.
// CHECK-LABEL: func.func @matmul
// CHECK:         %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[F:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%{{.*}} : tensor<2x3xf32>)
// CHECK:         linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<2x4xf32>, tensor<4x3xf32>) outs(%[[F]] : tensor<2x3xf32>)
func.func @matmul(%x: tensor<2x4xf32>, %w: tensor<4x3xf32>) -> tensor<2x3xf32> {
  %0 = hlo.dot %x, %w, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @batch_matmul
// CHECK:         linalg.batch_matmul ins(%{{.*}}, %{{.*}} : tensor<2x3x4xf32>, tensor<2x4x5xf32>)
func.func @batch_matmul(%t: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = hlo.dot %t, %b, lhs_batch_dims = [0], lhs_contracting_dims = [2], rhs_batch_dims = [0], rhs_contracting_dims = [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// Other dimension numbers, and mixed precision: a contraction generic over
// (lhs free, rhs free, contracting), the operands converted to f32.
// CHECK-DAG:   #[[LHS:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG:   #[[RHS:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG:   #[[OUT:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @dot_transposed_mixed
// CHECK:         linalg.generic {indexing_maps = [#[[LHS]], #[[RHS]], #[[OUT]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<4x2xbf16>, tensor<3x4xbf16>) outs(%{{.*}} : tensor<2x3xf32>)
// CHECK:         ^bb0(%{{.*}}: bf16, %{{.*}}: bf16, %[[ACC:.*]]: f32):
// CHECK:           %[[P:.*]] = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK:           %[[S:.*]] = arith.addf %[[ACC]], %[[P]] : f32
// CHECK:           linalg.yield %[[S]] : f32
func.func @dot_transposed_mixed(%x: tensor<4x2xbf16>, %y: tensor<3x4xbf16>) -> tensor<2x3xf32> {
  %0 = hlo.dot %x, %y, lhs_contracting_dims = [0], rhs_contracting_dims = [1] : (tensor<4x2xbf16>, tensor<3x4xbf16>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// The input zero-padded, features split into (group, feature); loops
// (n, g, o, out spatial..., i, window...).
// CHECK-DAG:   #[[IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3 * 2 + d6, d4 * 2 + d7, d1, d5)>
// CHECK-DAG:   #[[K:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d6, d7, d5, d1, d2)>
// CHECK-DAG:   #[[OUT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3, d4, d1, d2)>
// CHECK-LABEL: func.func @conv
// CHECK:         %[[P:.*]] = tensor.insert_slice %{{.*}} into %{{.*}}[0, 1, 1, 0] [1, 8, 8, 4] [1, 1, 1, 1] : tensor<1x8x8x4xf32> into tensor<1x10x10x4xf32>
// CHECK:         %[[X:.*]] = tensor.expand_shape %[[P]] {{\[}}[0], [1], [2], [3, 4]] output_shape [1, 10, 10, 1, 4]
// CHECK:         %[[W:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0], [1], [2], [3, 4]] output_shape [3, 3, 4, 1, 16]
// CHECK:         %[[R:.*]] = linalg.generic {indexing_maps = [#[[IN]], #[[K]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[X]], %[[W]] : tensor<1x10x10x1x4xf32>, tensor<3x3x4x1x16xf32>)
// CHECK:           arith.mulf
// CHECK:           arith.addf
// CHECK:         tensor.collapse_shape %[[R]] {{\[}}[0], [1], [2], [3, 4]] : tensor<1x4x4x1x16xf32> into tensor<1x4x4x16xf32>
func.func @conv(%x: tensor<1x8x8x4xf32>, %k: tensor<3x3x4x16xf32>) -> tensor<1x4x4x16xf32> {
  %0 = hlo.convolution %x, %k, window = <size = [3, 3], stride = [2, 2], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x4x4x16xf32>
  return %0 : tensor<1x4x4x16xf32>
}
