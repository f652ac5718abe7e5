// convert-hlo-to-linalg fuses chains of elementwise ops and the broadcasts
// feeding them into one loop nest (upstream's elementwise fusion).
// RUN: xhlo-opt --convert-hlo-to-linalg %s | FileCheck %s --implicit-check-not=hlo.

// tanh(2x + 1): the broadcasts of the constants, the multiply, the add and
// the tanh are one linalg.generic.
// CHECK-LABEL: func.func @tanh_chain
// CHECK-SAME:      (%[[X:.*]]: tensor<8x16xf32>)
// CHECK:         %[[R:.*]] = linalg.generic
// CHECK-SAME:        ins(%[[X]] : tensor<8x16xf32>)
// CHECK:         ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK:           %[[M:.*]] = arith.mulf %[[IN]], %{{.*}} : f32
// CHECK:           %[[A:.*]] = arith.addf %[[M]], %{{.*}} : f32
// CHECK:           %[[T:.*]] = math.tanh %[[A]] : f32
// CHECK:           linalg.yield %[[T]] : f32
// CHECK-NOT:     linalg.generic
// CHECK:         return %[[R]]
func.func @tanh_chain(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %two = hlo.constant dense<2.0> : tensor<f32>
  %one = hlo.constant dense<1.0> : tensor<f32>
  %b2 = hlo.broadcast %two, dimensions = [] : (tensor<f32>) -> tensor<8x16xf32>
  %b1 = hlo.broadcast %one, dimensions = [] : (tensor<f32>) -> tensor<8x16xf32>
  %m = hlo.multiply %x, %b2 : tensor<8x16xf32>
  %a = hlo.add %m, %b1 : tensor<8x16xf32>
  %t = hlo.tanh %a : tensor<8x16xf32>
  return %t : tensor<8x16xf32>
}

// A bias broadcast along rows and a ReLU: one generic reading the bias with
// its broadcast map.
// CHECK-LABEL: func.func @bias_relu
// CHECK-SAME:      (%[[X:.*]]: tensor<4x3xf32>, %[[B:.*]]: tensor<3xf32>)
// CHECK:         linalg.generic {indexing_maps = [#{{.*}}, #[[COL:.*]], #{{.*}}]
// CHECK-SAME:        ins(%[[X]], %[[B]] : tensor<4x3xf32>, tensor<3xf32>)
// CHECK:           arith.addf
// CHECK:           arith.maximumf
// CHECK-NOT:     linalg.generic
func.func @bias_relu(%x: tensor<4x3xf32>, %b: tensor<3xf32>) -> tensor<4x3xf32> {
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %bb = hlo.broadcast %b, dimensions = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
  %z = hlo.broadcast %zero, dimensions = [] : (tensor<f32>) -> tensor<4x3xf32>
  %s = hlo.add %x, %bb : tensor<4x3xf32>
  %r = hlo.maximum %s, %z : tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}
