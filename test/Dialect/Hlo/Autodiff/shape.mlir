// RUN: xhlo-opt --hlo-autodiff -split-input-file %s | FileCheck %s
// The adjoint rules of the shape ops (ShapeRules.cpp), simplified. Each
// function's loss is a weighted sum of its result (%w), so the result's
// adjoint is %w itself.

// broadcast: the adjoint sums the added dimension and transposes back to the
// operand's order (dimensions [2, 0]).
// CHECK-LABEL: func.func private @broadcast_grad
// CHECK-SAME: (%{{.*}}: tensor<2x3xf32>, %[[W:.*]]: tensor<3x4x2xf32>)
// CHECK: %[[SUM:.*]] = hlo.reduce(%[[W]] init: %{{.*}}) dimensions = [1] : (tensor<3x4x2xf32>, tensor<f32>) -> tensor<3x2xf32>
// CHECK: %[[D:.*]] = hlo.transpose %[[SUM]], dimensions = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
// CHECK: return %{{.*}}, %[[D]]
func.func @broadcast(%x: tensor<2x3xf32>, %w: tensor<3x4x2xf32>) -> tensor<f32> {
  %b = hlo.broadcast %x, dimensions = [2, 0] : (tensor<2x3xf32>) -> tensor<3x4x2xf32>
  %m = hlo.multiply %b, %w : tensor<3x4x2xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %r = hlo.reduce(%m init: %z) dimensions = [0, 1, 2] : (tensor<3x4x2xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %s = hlo.add %a, %c : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return %r : tensor<f32>
}
func.func private @broadcast_grad(%x: tensor<2x3xf32>, %w: tensor<3x4x2xf32>) -> (tensor<f32>, tensor<2x3xf32>) attributes {xhlo.gradient_of = @broadcast, xhlo.wrt = array<i64: 0>}

// -----

// transpose and reshape invert themselves.
// CHECK-LABEL: func.func private @transpose_grad
// CHECK-SAME: (%{{.*}}: tensor<2x3xf32>, %[[W:.*]]: tensor<6xf32>)
// CHECK: %[[R:.*]] = hlo.reshape %[[W]] : (tensor<6xf32>) -> tensor<3x2xf32>
// CHECK: %[[D:.*]] = hlo.transpose %[[R]], dimensions = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
// CHECK: return %{{.*}}, %[[D]]
func.func @transpose(%x: tensor<2x3xf32>, %w: tensor<6xf32>) -> tensor<f32> {
  %t = hlo.transpose %x, dimensions = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %r = hlo.reshape %t : (tensor<3x2xf32>) -> tensor<6xf32>
  %m = hlo.multiply %r, %w : tensor<6xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %s = hlo.reduce(%m init: %z) dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %v = hlo.add %a, %c : tensor<f32>
    hlo.return %v : tensor<f32>
  }
  return %s : tensor<f32>
}
func.func private @transpose_grad(%x: tensor<2x3xf32>, %w: tensor<6xf32>) -> (tensor<f32>, tensor<2x3xf32>) attributes {xhlo.gradient_of = @transpose, xhlo.wrt = array<i64: 0>}

// -----

// A strided slice pads the adjoint back: low = start, interior = stride - 1.
// CHECK-LABEL: func.func private @slice_grad
// CHECK-SAME: (%{{.*}}: tensor<10xf32>, %[[W:.*]]: tensor<3xf32>)
// CHECK: %[[D:.*]] = hlo.pad %[[W]], %{{.*}}, low = [1], high = [2], interior = [2] : (tensor<3xf32>, tensor<f32>) -> tensor<10xf32>
// CHECK: return %{{.*}}, %[[D]]
func.func @slice(%x: tensor<10xf32>, %w: tensor<3xf32>) -> tensor<f32> {
  %s = hlo.slice %x, slice = [1:8:3] : (tensor<10xf32>) -> tensor<3xf32>
  %m = hlo.multiply %s, %w : tensor<3xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %r = hlo.reduce(%m init: %z) dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %v = hlo.add %a, %c : tensor<f32>
    hlo.return %v : tensor<f32>
  }
  return %r : tensor<f32>
}
func.func private @slice_grad(%x: tensor<10xf32>, %w: tensor<3xf32>) -> (tensor<f32>, tensor<10xf32>) attributes {xhlo.gradient_of = @slice, xhlo.wrt = array<i64: 0>}

// -----

// concatenate slices the adjoint per operand.
// CHECK-LABEL: func.func private @concatenate_grad
// CHECK-SAME: %[[W:[^ ]*]]: tensor<5xf32>)
// CHECK: %[[A:.*]] = hlo.slice %[[W]], slice = [0:2]
// CHECK: %[[B:.*]] = hlo.slice %[[W]], slice = [2:5]
// CHECK: return %{{.*}}, %[[A]], %[[B]]
func.func @concatenate(%a: tensor<2xf32>, %b: tensor<3xf32>, %w: tensor<5xf32>) -> tensor<f32> {
  %c = hlo.concatenate %a, %b, dimension = 0 : (tensor<2xf32>, tensor<3xf32>) -> tensor<5xf32>
  %m = hlo.multiply %c, %w : tensor<5xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %r = hlo.reduce(%m init: %z) dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %v = hlo.add %x, %y : tensor<f32>
    hlo.return %v : tensor<f32>
  }
  return %r : tensor<f32>
}
func.func private @concatenate_grad(%a: tensor<2xf32>, %b: tensor<3xf32>, %w: tensor<5xf32>) -> (tensor<f32>, tensor<2xf32>, tensor<3xf32>) attributes {xhlo.gradient_of = @concatenate, xhlo.wrt = array<i64: 0, 1>}

// -----

// pad with negative low padding and interior padding: the adjoint is padded
// by the negated edges, then every (interior + 1)-th element taken; the
// padding value gets the rest of the sum.
// CHECK-LABEL: func.func private @pad_grad
// CHECK-SAME: %[[W:[^ ]*]]: tensor<8xf32>)
// CHECK: %[[UNPAD:.*]] = hlo.pad %[[W]], %{{.*}}, low = [1], high = [-2], interior = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<7xf32>
// CHECK: %[[DX:.*]] = hlo.slice %[[UNPAD]], slice = [0:7:2] : (tensor<7xf32>) -> tensor<4xf32>
// CHECK: %[[ALL:.*]] = hlo.reduce(%[[W]]
// CHECK: %[[IN:.*]] = hlo.reduce(%[[DX]]
// CHECK: %[[DV:.*]] = hlo.subtract %[[ALL]], %[[IN]]
// CHECK: return %{{.*}}, %[[DX]], %[[DV]]
func.func @pad(%x: tensor<4xf32>, %v: tensor<f32>, %w: tensor<8xf32>) -> tensor<f32> {
  %p = hlo.pad %x, %v, low = [-1], high = [2], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<8xf32>
  %m = hlo.multiply %p, %w : tensor<8xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %r = hlo.reduce(%m init: %z) dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %s = hlo.add %a, %c : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return %r : tensor<f32>
}
func.func private @pad_grad(%x: tensor<4xf32>, %v: tensor<f32>, %w: tensor<8xf32>) -> (tensor<f32>, tensor<4xf32>, tensor<f32>) attributes {xhlo.gradient_of = @pad, xhlo.wrt = array<i64: 0, 1>}

// -----

// reverse reverses; tuples pack and unpack.
// CHECK-LABEL: func.func private @reverse_tuple_grad
// CHECK-SAME: (%{{.*}}: tensor<3xf32>, %[[W:.*]]: tensor<3xf32>)
// CHECK: %[[D:.*]] = hlo.reverse %[[W]], dimensions = [0]
// CHECK: return %{{.*}}, %[[D]]
func.func @reverse_tuple(%x: tensor<3xf32>, %w: tensor<3xf32>) -> tensor<f32> {
  %r = hlo.reverse %x, dimensions = [0] : tensor<3xf32>
  %t = hlo.tuple(%r, %w) : tensor<3xf32>, tensor<3xf32>
  %a = hlo.get_tuple_element %t[0] : tuple<tensor<3xf32>, tensor<3xf32>>
  %b = hlo.get_tuple_element %t[1] : tuple<tensor<3xf32>, tensor<3xf32>>
  %m = hlo.multiply %a, %b : tensor<3xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %s = hlo.reduce(%m init: %z) dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %v = hlo.add %p, %q : tensor<f32>
    hlo.return %v : tensor<f32>
  }
  return %s : tensor<f32>
}
func.func private @reverse_tuple_grad(%x: tensor<3xf32>, %w: tensor<3xf32>) -> (tensor<f32>, tensor<3xf32>) attributes {xhlo.gradient_of = @reverse_tuple, xhlo.wrt = array<i64: 0>}
