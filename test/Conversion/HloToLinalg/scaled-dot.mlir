// convert-hlo-to-linalg expands scaled_dot before the conversion, as XLA's
// ScaledDotRewriter: each operand with a scale of its rank is multiplied by
// its scale repeated over blocks (a broadcast to [s0, b0, s1, b1] reshaped
// to the operand's shape) in the dequantized type, a scalar scale leaves
// its operand as it is, and the products go into the dot.
// (rest-run.test runs both forms against the interpreter.)
// RUN: xhlo-opt --convert-hlo-to-linalg=fuse-elementwise=false --split-input-file %s | FileCheck %s --implicit-check-not=hlo.

// CHECK-LABEL: func.func @block_scaled_lhs(
// CHECK-SAME: %[[A:.*]]: tensor<2x8xf32>, %[[B:.*]]: tensor<3x8xbf16>, %[[SA:.*]]: tensor<2x2xf32>, %{{.*}}: tensor<bf16>)
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[SA]] : tensor<2x2xf32>) outs(%{{.*}} : tensor<2x1x2x4xf32>)
// CHECK: %[[FLAT:.*]] = tensor.collapse_shape %[[R]]
// CHECK: %[[S:.*]] = tensor.expand_shape %[[FLAT]] {{.*}} into tensor<2x8xf32>
// CHECK: %[[P:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[S]] : tensor<2x8xf32>, tensor<2x8xf32>)
// CHECK:   arith.mulf
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[P]], %[[B]] : tensor<2x8xf32>, tensor<3x8xbf16>)
func.func @block_scaled_lhs(%a: tensor<2x8xf32>, %b: tensor<3x8xbf16>,
                            %sa: tensor<2x2xf32>, %sb: tensor<bf16>)
    -> tensor<2x3xf32> {
  %r = hlo.scaled_dot %a, %b, %sa, %sb, lhs_contracting_dims = [1], rhs_contracting_dims = [1]
      : (tensor<2x8xf32>, tensor<3x8xbf16>, tensor<2x2xf32>, tensor<bf16>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// A bf16 operand with an f16 scale of its shape: both converted to f32
// (equally wide, different), multiplied without a broadcast; the f32
// operand's [1, 3] scale repeated over blocks of 4 rows.
// CHECK-LABEL: func.func @mixed_scale_types(
// CHECK-SAME: %[[A:.*]]: tensor<2x4xbf16>, %[[B:.*]]: tensor<4x3xf32>, %[[SA:.*]]: tensor<2x4xf16>, %[[SB:.*]]: tensor<1x3xf32>)
// CHECK: %[[AF:.*]] = linalg.generic {{.*}} ins(%[[A]] : tensor<2x4xbf16>) outs(%{{.*}} : tensor<2x4xf32>)
// CHECK: %[[SAF:.*]] = linalg.generic {{.*}} ins(%[[SA]] : tensor<2x4xf16>) outs(%{{.*}} : tensor<2x4xf32>)
// CHECK:   arith.extf %{{.*}} : f16 to f32
// CHECK: %[[L:.*]] = linalg.generic {{.*}} ins(%[[AF]], %[[SAF]] : tensor<2x4xf32>, tensor<2x4xf32>)
// CHECK:   arith.mulf
// CHECK: linalg.generic {{.*}} ins(%[[SB]] : tensor<1x3xf32>) outs(%{{.*}} : tensor<1x4x3x1xf32>)
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[B]], %{{.*}} : tensor<4x3xf32>, tensor<4x3xf32>)
// CHECK: linalg.matmul ins(%[[L]], %[[R]] : tensor<2x4xf32>, tensor<4x3xf32>)
func.func @mixed_scale_types(%a: tensor<2x4xbf16>, %b: tensor<4x3xf32>,
                             %sa: tensor<2x4xf16>, %sb: tensor<1x3xf32>)
    -> tensor<2x3xf32> {
  %r = hlo.scaled_dot %a, %b, %sa, %sb, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
      : (tensor<2x4xbf16>, tensor<4x3xf32>, tensor<2x4xf16>, tensor<1x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
