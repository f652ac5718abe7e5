// s2/s4/u2/u4 (i2, i4, ui2, ui4) in the dialect: constants fold with the
// types' wrap-around and widths (values by hand: s4 -8..7, u4 0..15, s2
// -2..1), and hlo-simplify's identities know their ranges (-8 is the
// identity of an s4 maximum, -7 is not; 15 of a u4 minimum).
// RUN: xhlo-opt --canonicalize -split-input-file %s | FileCheck %s
// RUN: xhlo-opt --hlo-simplify -split-input-file %s | FileCheck %s --check-prefix=SIMPLIFY

// CHECK-LABEL: func.func @folds
// 7 + 1 = 8 -> -8, -8 + -1 = -9 -> 7
// CHECK-DAG: dense<[-8, 7]> : tensor<2xi4>
// u4 15 * 15 = 225 -> 1, 3 * 3 = 9
// CHECK-DAG: dense<[1, 9]> : tensor<2xui4>
// popcnt of 1000, 1111, 0101 in 4 bits
// CHECK-DAG: dense<[1, 4, 2]> : tensor<3xi4>
// shift_right_logical {7, -8} by 1: 0011, 1000 -> 0100
// CHECK-DAG: dense<[3, 4]> : tensor<2xi4>
// s2 negate {1, -2}: -1, -2 (wraps)
// CHECK-DAG: dense<[-1, -2]> : tensor<2xi2>
// iota wraps: 0..7, -8, -7
// CHECK-DAG: dense<[0, 1, 2, 3, 4, 5, 6, 7, -8, -7]> : tensor<10xi4>
// s32 {9, -9} -> s4 {-7, 7} -> s32
// CHECK-DAG: dense<[-7, 7]> : tensor<2xi32>
// count_leading_zeros of u2 {0, 1, 3}: 2, 1, 0
// CHECK-DAG: dense<[2, 1, 0]> : tensor<3xui2>
func.func @folds() -> (tensor<2xi4>, tensor<2xui4>, tensor<3xi4>, tensor<2xi4>, tensor<2xi2>, tensor<10xi4>, tensor<2xi32>, tensor<3xui2>) {
  %a = hlo.constant dense<[7, -8]> : tensor<2xi4>
  %b = hlo.constant dense<[1, -1]> : tensor<2xi4>
  %add = hlo.add %a, %b : tensor<2xi4>
  %ua = hlo.constant dense<[15, 3]> : tensor<2xui4>
  %umul = hlo.multiply %ua, %ua : tensor<2xui4>
  %c = hlo.constant dense<[-8, -1, 5]> : tensor<3xi4>
  %pc = hlo.popcnt %c : tensor<3xi4>
  %s = hlo.constant dense<[1, 1]> : tensor<2xi4>
  %srl = hlo.shift_right_logical %a, %s : tensor<2xi4>
  %i2 = hlo.constant dense<[1, -2]> : tensor<2xi2>
  %neg = hlo.negate %i2 : tensor<2xi2>
  %iota = hlo.iota iota_dimension = 0 : tensor<10xi4>
  %i32 = hlo.constant dense<[9, -9]> : tensor<2xi32>
  %cv = hlo.convert %i32 : (tensor<2xi32>) -> tensor<2xi4>
  %back = hlo.convert %cv : (tensor<2xi4>) -> tensor<2xi32>
  %u2 = hlo.constant dense<[0, 1, 3]> : tensor<3xui2>
  %clz = hlo.count_leading_zeros %u2 : tensor<3xui2>
  return %add, %umul, %pc, %srl, %neg, %iota, %back, %clz : tensor<2xi4>, tensor<2xui4>, tensor<3xi4>, tensor<2xi4>, tensor<2xi2>, tensor<10xi4>, tensor<2xi32>, tensor<3xui2>
}

// -----

// SIMPLIFY-LABEL: func.func @identities
// SIMPLIFY-SAME: (%[[X:.*]]: tensor<1x4xi4>, %[[U:.*]]: tensor<1x4xui4>)
// SIMPLIFY-DAG: %[[R:.*]] = hlo.reshape %[[X]] : (tensor<1x4xi4>) -> tensor<4xi4>
// SIMPLIFY-DAG: %[[K:.*]] = hlo.reduce(%[[X]] init: %{{.*}}) dimensions = [0]
// SIMPLIFY-DAG: %[[M:.*]] = hlo.reshape %[[U]] : (tensor<1x4xui4>) -> tensor<4xui4>
// SIMPLIFY: return %[[R]], %[[K]], %[[M]]
func.func @identities(%x: tensor<1x4xi4>, %u: tensor<1x4xui4>) -> (tensor<4xi4>, tensor<4xi4>, tensor<4xui4>) {
  %min = hlo.constant dense<-8> : tensor<i4>
  %other = hlo.constant dense<-7> : tensor<i4>
  %umax = hlo.constant dense<15> : tensor<ui4>
  %0 = hlo.reduce(%x init: %min) dimensions = [0] : (tensor<1x4xi4>, tensor<i4>) -> tensor<4xi4> {
  ^bb0(%a: tensor<i4>, %b: tensor<i4>):
    %m = hlo.maximum %a, %b : tensor<i4>
    hlo.return %m : tensor<i4>
  }
  %1 = hlo.reduce(%x init: %other) dimensions = [0] : (tensor<1x4xi4>, tensor<i4>) -> tensor<4xi4> {
  ^bb0(%a: tensor<i4>, %b: tensor<i4>):
    %m = hlo.maximum %a, %b : tensor<i4>
    hlo.return %m : tensor<i4>
  }
  %2 = hlo.reduce(%u init: %umax) dimensions = [0] : (tensor<1x4xui4>, tensor<ui4>) -> tensor<4xui4> {
  ^bb0(%a: tensor<ui4>, %b: tensor<ui4>):
    %m = hlo.minimum %a, %b : tensor<ui4>
    hlo.return %m : tensor<ui4>
  }
  return %0, %1, %2 : tensor<4xi4>, tensor<4xi4>, tensor<4xui4>
}
