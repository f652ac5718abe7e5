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

// An f32 convolution of one feature group is a matrix product (im2col): the
// patches of the zero-padded input [n * oh * ow, kh * kw * c] times the
// kernel [kh * kw * c, o], a linalg.matmul a BLAS can take.
// CHECK-DAG:   #[[PATCH:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d3, d2 * 2 + d4, d5)>
// CHECK-LABEL: func.func @conv
// CHECK:         %[[P:.*]] = tensor.insert_slice %{{.*}} into %{{.*}}[0, 1, 1, 0] [1, 8, 8, 4] [1, 1, 1, 1] : tensor<1x8x8x4xf32> into tensor<1x10x10x4xf32>
// CHECK:         %[[PATCHES:.*]] = linalg.generic {indexing_maps = [#[[PATCH]], #{{.*}}], {{.*}} ins(%[[P]] : tensor<1x10x10x4xf32>) outs(%{{.*}} : tensor<1x4x4x3x3x4xf32>)
// CHECK:         %[[A:.*]] = tensor.collapse_shape %[[PATCHES]] {{\[}}[0, 1, 2], [3, 4, 5]] : tensor<1x4x4x3x3x4xf32> into tensor<16x36xf32>
// CHECK:         %[[B:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0, 1, 2], [3]] : tensor<3x3x4x16xf32> into tensor<36x16xf32>
// CHECK:         %[[M:.*]] = linalg.matmul ins(%[[A]], %[[B]] : tensor<16x36xf32>, tensor<36x16xf32>)
// CHECK:         tensor.expand_shape %[[M]] {{\[}}[0, 1, 2], [3]] output_shape [1, 4, 4, 16] : tensor<16x16xf32> into tensor<1x4x4x16xf32>
func.func @conv(%x: tensor<1x8x8x4xf32>, %k: tensor<3x3x4x16xf32>) -> tensor<1x4x4x16xf32> {
  %0 = hlo.convolution %x, %k, window = <size = [3, 3], stride = [2, 2], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x4x4x16xf32>
  return %0 : tensor<1x4x4x16xf32>
}

// -----

// NCHW with an OIHW kernel: the kernel is rearranged to (kh, kw, i, o) and
// the product back to NCHW.
// CHECK-DAG:   #[[KERNEL:.*]] = affine_map<(d0, d1, d2, d3) -> (d3, d2, d0, d1)>
// CHECK-DAG:   #[[BACK:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
// CHECK-LABEL: func.func @conv_nchw
// CHECK:         linalg.generic {indexing_maps = [#[[KERNEL]], #{{.*}}], {{.*}} ins(%{{.*}} : tensor<8x3x3x3xf32>) outs(%{{.*}} : tensor<3x3x3x8xf32>)
// CHECK:         linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<36x27xf32>, tensor<27x8xf32>)
// CHECK:         %[[E:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0, 1, 2], [3]] output_shape [1, 6, 6, 8]
// CHECK:         linalg.generic {indexing_maps = [#[[BACK]], #{{.*}}], {{.*}} ins(%[[E]] : tensor<1x6x6x8xf32>) outs(%{{.*}} : tensor<1x8x6x6xf32>)
func.func @conv_nchw(%x: tensor<1x3x8x8xf32>, %k: tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32> {
  %0 = hlo.convolution %x, %k, window = <size = [3, 3]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x3x8x8xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}

// -----

// Feature groups (and element types other than f32/f64): one generic with
// the features split into (group, feature); loops (n, g, o, out spatial...,
// i, window...).
// CHECK-DAG:   #[[IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3 + d6, d4 + d7, d1, d5)>
// CHECK-DAG:   #[[K:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d6, d7, d5, d1, d2)>
// CHECK-DAG:   #[[OUT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3, d4, d1, d2)>
// CHECK-LABEL: func.func @grouped_conv
// CHECK:         %[[X:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0], [1], [2], [3, 4]] output_shape [1, 8, 8, 2, 2]
// CHECK:         %[[W:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0], [1], [2], [3, 4]] output_shape [3, 3, 2, 2, 8]
// CHECK:         %[[R:.*]] = linalg.generic {indexing_maps = [#[[IN]], #[[K]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[X]], %[[W]] : tensor<1x8x8x2x2xf32>, tensor<3x3x2x2x8xf32>)
// CHECK:           arith.mulf
// CHECK:           arith.addf
// CHECK:         tensor.collapse_shape %[[R]] {{\[}}[0], [1], [2], [3, 4]] : tensor<1x6x6x2x8xf32> into tensor<1x6x6x16xf32>
func.func @grouped_conv(%x: tensor<1x8x8x4xf32>, %k: tensor<3x3x2x16xf32>) -> tensor<1x6x6x16xf32> {
  %0 = hlo.convolution %x, %k, window = <size = [3, 3]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : (tensor<1x8x8x4xf32>, tensor<3x3x2x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}
