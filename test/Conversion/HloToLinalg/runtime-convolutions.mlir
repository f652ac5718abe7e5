// convert-hlo-to-linalg with runtime-convolutions (what xhlo-aot runs): an
// f32 convolution is one linalg.generic over (n, g, o, output spatial...,
// i, window...) on the padded input and a reversed copy of the kernel, both
// with their features split into (group, feature), marked with the
// configuration of the AOT runtime's oneDNN convolution (AotRuntime.h:
// spatial count, accumulate, the roles' dimensions of input, kernel and
// output, strides, dilations, padding and reversal, both zero here).
// Other element types keep their lowering.
// RUN: xhlo-opt --convert-hlo-to-linalg="fuse-elementwise=false runtime-convolutions=true" --split-input-file %s | FileCheck %s --implicit-check-not=hlo.

// CHECK-DAG:   #[[REV:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, -d1 + 2, d2, d3)>
// CHECK-DAG:   #[[IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3 * 2 + d6, d4 * 2 + d7, d1, d5)>
// CHECK-DAG:   #[[K:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d6, d7, d5, d1, d2)>
// CHECK-DAG:   #[[OUT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d3, d4, d1, d2)>
// CHECK-LABEL: func.func @grouped_reversed_nhwc
// CHECK:         %[[PADDED:.*]] = tensor.insert_slice %{{.*}} into %{{.*}}[0, 1, 1, 0] [1, 8, 8, 4] [1, 1, 1, 1]
// CHECK:         %[[REVERSED:.*]] = linalg.generic {indexing_maps = [#[[REV]], #{{.*}}]
// CHECK:         %[[X:.*]] = tensor.expand_shape %[[PADDED]] {{\[}}[0], [1], [2], [3, 4]] output_shape [1, 10, 10, 2, 2]
// CHECK:         %[[W:.*]] = tensor.expand_shape %[[REVERSED]] {{\[}}[0], [1], [2], [3, 4]] output_shape [3, 3, 2, 2, 8]
// CHECK:         %[[ZERO:.*]] = linalg.fill
// CHECK:         %[[C:.*]] = linalg.generic {indexing_maps = [#[[IN]], #[[K]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[X]], %[[W]] : tensor<1x10x10x2x2xf32>, tensor<3x3x2x2x8xf32>) outs(%[[ZERO]] : tensor<1x4x4x2x8xf32>) attrs = {xhlo.aot_convolution = array<i64: 2, 1, 0, 3, 4, 1, 2, 4, 3, 2, 0, 1, 0, 3, 4, 1, 2, 2, 2, 1, 1, 0, 0, 0, 0, 0, 0>}
// CHECK:           arith.mulf
// CHECK:           arith.addf
// CHECK:         tensor.collapse_shape %[[C]] {{\[}}[0], [1], [2], [3, 4]] : tensor<1x4x4x2x8xf32> into tensor<1x4x4x16xf32>
func.func @grouped_reversed_nhwc(%x: tensor<1x8x8x4xf32>, %k: tensor<3x3x2x16xf32>) -> tensor<1x4x4x16xf32> {
  %0 = hlo.convolution %x, %k, window = <size = [3, 3], stride = [2, 2], pad_low = [1, 1], pad_high = [1, 1], rhs_reversal = [0, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : (tensor<1x8x8x4xf32>, tensor<3x3x2x16xf32>) -> tensor<1x4x4x16xf32>
  return %0 : tensor<1x4x4x16xf32>
}

// -----

// NCHW / OIHW with window dilation, one spatial stride: no padding, so the
// input is read as it is (its feature split into one group).
// CHECK-LABEL: func.func @nchw_dilated
// CHECK-SAME:    (%[[X:.*]]: tensor<2x3x10x10xf32>, %[[K:.*]]: tensor<4x3x3x3xf32>)
// CHECK:         %[[XS:.*]] = tensor.expand_shape %[[X]] {{\[}}[0], [1, 2], [3], [4]] output_shape [2, 1, 3, 10, 10]
// CHECK:         %[[KS:.*]] = tensor.expand_shape %[[K]] {{\[}}[0, 1], [2], [3], [4]] output_shape [1, 4, 3, 3, 3]
// CHECK:         linalg.generic {{.*}} ins(%[[XS]], %[[KS]] : tensor<2x1x3x10x10xf32>, tensor<1x4x3x3x3xf32>) outs(%{{.*}} : tensor<2x1x4x6x2xf32>) attrs = {xhlo.aot_convolution = array<i64: 2, 1, 0, 1, 2, 3, 4, 1, 0, 2, 3, 4, 0, 1, 2, 3, 4, 1, 3, 2, 2, 0, 0, 0, 0, 0, 0>}
// CHECK-NOT:     linalg.matmul
func.func @nchw_dilated(%x: tensor<2x3x10x10xf32>, %k: tensor<4x3x3x3xf32>) -> tensor<2x4x6x2xf32> {
  %0 = hlo.convolution %x, %k, window = <size = [3, 3], stride = [1, 3], rhs_dilate = [2, 2]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<2x3x10x10xf32>, tensor<4x3x3x3xf32>) -> tensor<2x4x6x2xf32>
  return %0 : tensor<2x4x6x2xf32>
}

// -----

// f64 keeps the matrix product of its patches; no marker.
// CHECK-LABEL: func.func @f64
// CHECK:         linalg.matmul
// CHECK-NOT:     xhlo.aot_convolution
func.func @f64(%x: tensor<1x3x8x8xf64>, %k: tensor<8x3x3x3xf64>) -> tensor<1x8x6x6xf64> {
  %0 = hlo.convolution %x, %k, window = <size = [3, 3]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x3x8x8xf64>, tensor<8x3x3x3xf64>) -> tensor<1x8x6x6xf64>
  return %0 : tensor<1x8x6x6xf64>
}
