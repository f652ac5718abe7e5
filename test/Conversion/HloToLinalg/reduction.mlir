// convert-hlo-to-linalg: ops with scalar regions (reduce, reduce_window,
// map): the region becomes the body.
// RUN: xhlo-opt --convert-hlo-to-linalg=fuse-elementwise=false --split-input-file %s | FileCheck %s --implicit-check-not=hlo.

// A reducer of one binary op: linalg.reduce, its init filled.
// CHECK-LABEL: func.func @reduce_sum
// CHECK:         %[[INIT:.*]] = tensor.extract %{{.*}}[] : tensor<f32>
// CHECK:         %[[F:.*]] = linalg.fill ins(%[[INIT]] : f32) outs(%{{.*}} : tensor<4xf32>)
// CHECK:         linalg.reduce { arith.addf } ins(%{{.*}} : tensor<4x5xf32>) outs(%[[F]] : tensor<4xf32>) dimensions = [1]
func.func @reduce_sum(%x: tensor<4x5xf32>) -> tensor<4xf32> {
  %z = hlo.constant dense<0.0> : tensor<f32>
  %r = hlo.reduce(%x init: %z) dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return %r : tensor<4xf32>
}

// -----

// A joint reducer: linalg.reduce of two inputs; hlo's accumulators come
// first, linalg's inputs.
// CHECK-LABEL: func.func @argmax
// CHECK:         linalg.reduce ins(%{{.*}}, %{{.*}} : tensor<8xf32>, tensor<8xi32>) outs(%{{.*}}, %{{.*}} : tensor<f32>, tensor<i32>) dimensions = [0]
// CHECK:           (%[[V:.*]]: f32, %[[I:.*]]: i32, %[[AV:.*]]: f32, %[[AI:.*]]: i32) {
// CHECK:             %[[GT:.*]] = arith.cmpf ogt, %[[V]], %[[AV]] : f32
// CHECK:             %[[SV:.*]] = arith.select %[[GT]], %[[V]], %[[AV]] : f32
// CHECK:             %[[SI:.*]] = arith.select %[[GT]], %[[I]], %[[AI]] : i32
// CHECK:             linalg.yield %[[SV]], %[[SI]] : f32, i32
func.func @argmax(%x: tensor<8xf32>, %i: tensor<8xi32>) -> (tensor<f32>, tensor<i32>) {
  %m = hlo.constant dense<0xFF800000> : tensor<f32>
  %z = hlo.constant dense<0> : tensor<i32>
  %r:2 = hlo.reduce(%x, %i init: %m, %z) dimensions = [0] : (tensor<8xf32>, tensor<8xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>) {
  ^bb0(%av: tensor<f32>, %ai: tensor<i32>, %bv: tensor<f32>, %bi: tensor<i32>):
    %gt = hlo.compare GT, %bv, %av : tensor<f32>
    %v = hlo.select %gt, %bv, %av : tensor<i1>, tensor<f32>
    %k = hlo.select %gt, %bi, %ai : tensor<i1>, tensor<i32>
    hlo.return %v, %k : tensor<f32>, tensor<i32>
  }
  return %r#0, %r#1 : tensor<f32>, tensor<i32>
}

// -----

// Loops (outputs..., window...); a window-shaped operand sizes the window.
// CHECK-DAG:   #[[IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0 + d4, d1 * 2 + d5, d2 * 2 + d6, d3 + d7)>
// CHECK-DAG:   #[[WIN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d7)>
// CHECK-DAG:   #[[OUT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @max_pool
// CHECK:         %[[W:.*]] = tensor.empty() : tensor<1x2x2x1xi1>
// CHECK:         linalg.generic {indexing_maps = [#[[IN]], #[[WIN]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%{{.*}}, %[[W]] : tensor<1x4x4x1xf32>, tensor<1x2x2x1xi1>)
// CHECK:         ^bb0(%[[X:.*]]: f32, %{{.*}}: i1, %[[ACC:.*]]: f32):
// CHECK:           arith.maximumf %[[ACC]], %[[X]] : f32
func.func @max_pool(%x: tensor<1x4x4x1xf32>) -> tensor<1x2x2x1xf32> {
  %init = hlo.constant dense<0xFF800000> : tensor<f32>
  %0 = hlo.reduce_window(%x init: %init) window = <size = [1, 2, 2, 1], stride = [1, 2, 2, 1]> : (tensor<1x4x4x1xf32>, tensor<f32>) -> tensor<1x2x2x1xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  return %0 : tensor<1x2x2x1xf32>
}

// -----

// Padding is skipped, not combined: with an init of 1 (not the identity)
// only positions holding an operand element add.
// CHECK-LABEL: func.func @padded_window_sum
// CHECK:         %[[P:.*]] = tensor.insert_slice %{{.*}} into %{{.*}}[1] [5] [1] : tensor<5xf32> into tensor<7xf32>
// CHECK:         linalg.generic {{.*}} ins(%[[P]], %{{.*}} : tensor<7xf32>, tensor<3xi1>)
// CHECK:         ^bb0(%[[X:.*]]: f32, %{{.*}}: i1, %[[ACC:.*]]: f32):
// CHECK:           %[[SUM:.*]] = arith.addf %[[ACC]], %[[X]] : f32
// CHECK:           %[[O:.*]] = linalg.index 0 : index
// CHECK:           %[[K:.*]] = linalg.index 1 : index
// CHECK:           %[[Q:.*]] = arith.subi %{{.*}}, %{{.*}} : index
// CHECK:           %[[BELOW:.*]] = arith.cmpi slt, %[[Q]], %{{.*}} : index
// CHECK:           %[[ABOVE:.*]] = arith.cmpi sge, %[[Q]], %{{.*}} : index
// CHECK:           %[[IN:.*]] = arith.andi %[[ABOVE]], %[[BELOW]] : i1
// CHECK:           arith.select %[[IN]], %[[SUM]], %[[ACC]] : f32
func.func @padded_window_sum(%x: tensor<5xf32>) -> tensor<5xf32> {
  %init = hlo.constant dense<1.0> : tensor<f32>
  %0 = hlo.reduce_window(%x init: %init) window = <size = [3], pad_low = [1], pad_high = [1]> : (tensor<5xf32>, tensor<f32>) -> tensor<5xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.add %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  return %0 : tensor<5xf32>
}

// -----

// Negative padding cuts the padded operand (XLA allows it): padded by the
// positive high padding, then cut by the negative low one; the mask tests
// the position against the operand (q = p - low, low = -2).
// CHECK-LABEL: func.func @cut_window_sum
// CHECK:         %[[P:.*]] = tensor.insert_slice %{{.*}} into %{{.*}}[0] [6] [1] : tensor<6xf32> into tensor<7xf32>
// CHECK:         %[[C:.*]] = tensor.extract_slice %[[P]][2] [5] [1] : tensor<7xf32> to tensor<5xf32>
// CHECK:         linalg.generic {{.*}} ins(%[[C]], %{{.*}} : tensor<5xf32>, tensor<2xi1>)
// CHECK:           %[[LOW:.*]] = arith.constant -2 : index
// CHECK:           arith.subi %{{.*}}, %[[LOW]] : index
// CHECK:           arith.select
func.func @cut_window_sum(%x: tensor<6xf32>) -> tensor<4xf32> {
  %init = hlo.constant dense<0.0> : tensor<f32>
  %0 = hlo.reduce_window(%x init: %init) window = <size = [2], pad_low = [-2], pad_high = [1]> : (tensor<6xf32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.add %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  return %0 : tensor<4xf32>
}

// -----

// Only negative padding: a slice of the operand, no mask.
// CHECK-LABEL: func.func @cut_only
// CHECK-NOT:     tensor.insert_slice
// CHECK:         %[[C:.*]] = tensor.extract_slice %{{.*}}[1] [3] [1] : tensor<6xf32> to tensor<3xf32>
// CHECK:         linalg.generic {{.*}} ins(%[[C]], %{{.*}} : tensor<3xf32>, tensor<2xi1>)
// CHECK-NOT:       arith.select
// CHECK:           linalg.yield
func.func @cut_only(%x: tensor<6xf32>) -> tensor<2xf32> {
  %init = hlo.constant dense<0.0> : tensor<f32>
  %0 = hlo.reduce_window(%x init: %init) window = <size = [2], pad_low = [-1], pad_high = [-2]> : (tensor<6xf32>, tensor<f32>) -> tensor<2xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.add %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  return %0 : tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @map
// CHECK:         ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK:           arith.mulf %[[X]], %[[Y]] : f32
func.func @map(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = hlo.map(%a, %b) dimensions = [0] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = hlo.multiply %x, %y : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return %r : tensor<4xf32>
}
