// convert-hlo-to-linalg expands batch norms into hlo ops before lowering
// (XLA's BatchNormExpander; the interpreter's formulas): f16 computes in f32
// and rounds once.
// RUN: xhlo-opt "--convert-hlo-to-linalg=fuse-elementwise=false" %s | FileCheck %s

// CHECK-LABEL: func.func @inference(
// CHECK-NOT: hlo.
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK: math.sqrt %{{.*}} : f32
// CHECK: arith.divf %{{.*}} : f32
// CHECK: arith.truncf %{{.*}} : f32 to f16
func.func @inference(%x: tensor<2x3xf16>, %s: tensor<3xf16>) -> tensor<2x3xf16> {
  %r = hlo.batch_norm_inference %x, %s, %s, %s, %s, epsilon = 0.001, feature_index = 1 : (tensor<2x3xf16>, tensor<3xf16>, tensor<3xf16>, tensor<3xf16>, tensor<3xf16>) -> tensor<2x3xf16>
  return %r : tensor<2x3xf16>
}

// CHECK-LABEL: func.func @training(
// CHECK: linalg.reduce { arith.addf } ins(%{{.*}} : tensor<2x3x4xf32>) outs(%{{.*}} : tensor<3xf32>) dimensions = [0, 2]
// CHECK: linalg.reduce { arith.addf } ins(%{{.*}} : tensor<2x3x4xf32>) outs(%{{.*}} : tensor<3xf32>) dimensions = [0, 2]
// CHECK: return
func.func @training(%x: tensor<2x3x4xf32>, %s: tensor<3xf32>)
    -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) {
  %r:3 = hlo.batch_norm_training %x, %s, %s, epsilon = 0.001, feature_index = 1 : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
  return %r#0, %r#1, %r#2 : tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>
}
