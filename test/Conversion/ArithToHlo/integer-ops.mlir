// arith's integer arithmetic to hlo: one to one where XLA has the op,
// unsigned ops through the unsigned type of the same width, rounded
// divisions expanded, i1 in pred logic.
// RUN: xhlo-opt --convert-arith-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=arith.

// CHECK-LABEL: func.func @add_sub_mul
// CHECK-SAME: (%[[A:.*]]: tensor<4xi32>, %[[B:.*]]: tensor<4xi32>)
func.func @add_sub_mul(%a: tensor<4xi32>, %b: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  // CHECK: %[[ADD:.*]] = hlo.add %[[A]], %[[B]] : tensor<4xi32>
  %0 = arith.addi %a, %b : tensor<4xi32>
  // CHECK: %[[SUB:.*]] = hlo.subtract %[[A]], %[[B]] : tensor<4xi32>
  %1 = arith.subi %a, %b : tensor<4xi32>
  // CHECK: %[[MUL:.*]] = hlo.multiply %[[A]], %[[B]] : tensor<4xi32>
  %2 = arith.muli %a, %b overflow<nsw> : tensor<4xi32>
  // CHECK: return %[[ADD]], %[[SUB]], %[[MUL]]
  return %0, %1, %2 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}

// -----

// Scalars are 0-d arrays: the signature follows.
// CHECK-LABEL: func.func @scalar_signed_division
// CHECK-SAME: (%[[A:.*]]: tensor<i64>, %[[B:.*]]: tensor<i64>) -> (tensor<i64>, tensor<i64>)
func.func @scalar_signed_division(%a: i64, %b: i64) -> (i64, i64) {
  // CHECK: %[[DIV:.*]] = hlo.divide %[[A]], %[[B]] : tensor<i64>
  %0 = arith.divsi %a, %b : i64
  // CHECK: %[[REM:.*]] = hlo.remainder %[[A]], %[[B]] : tensor<i64>
  %1 = arith.remsi %a, %b : i64
  // CHECK: return %[[DIV]], %[[REM]] : tensor<i64>, tensor<i64>
  return %0, %1 : i64, i64
}

// -----

// CHECK-LABEL: func.func @unsigned_division
// CHECK-SAME: (%[[A:.*]]: tensor<i16>, %[[B:.*]]: tensor<i16>)
func.func @unsigned_division(%a: i16, %b: i16) -> (i16, i16) {
  // CHECK: %[[UA:.*]] = hlo.bitcast_convert %[[A]] : (tensor<i16>) -> tensor<ui16>
  // CHECK: %[[UB:.*]] = hlo.bitcast_convert %[[B]] : (tensor<i16>) -> tensor<ui16>
  // CHECK: %[[UDIV:.*]] = hlo.divide %[[UA]], %[[UB]] : tensor<ui16>
  // CHECK: %[[DIV:.*]] = hlo.bitcast_convert %[[UDIV]] : (tensor<ui16>) -> tensor<i16>
  %0 = arith.divui %a, %b : i16
  // CHECK: %[[UA2:.*]] = hlo.bitcast_convert %[[A]] : (tensor<i16>) -> tensor<ui16>
  // CHECK: %[[UB2:.*]] = hlo.bitcast_convert %[[B]] : (tensor<i16>) -> tensor<ui16>
  // CHECK: %[[UREM:.*]] = hlo.remainder %[[UA2]], %[[UB2]] : tensor<ui16>
  // CHECK: %[[REM:.*]] = hlo.bitcast_convert %[[UREM]] : (tensor<ui16>) -> tensor<i16>
  %1 = arith.remui %a, %b : i16
  // CHECK: return %[[DIV]], %[[REM]]
  return %0, %1 : i16, i16
}

// -----

// ceildivsi: the truncated quotient plus one when the division is inexact
// and the exact quotient positive (remainder and divisor of one sign).
// CHECK-LABEL: func.func @ceildivsi
// CHECK-SAME: (%[[A:.*]]: tensor<3xi32>, %[[B:.*]]: tensor<3xi32>)
func.func @ceildivsi(%a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<3xi32> {
  // CHECK: %[[Q:.*]] = hlo.divide %[[A]], %[[B]] : tensor<3xi32>
  // CHECK: %[[R:.*]] = hlo.remainder %[[A]], %[[B]] : tensor<3xi32>
  // CHECK: %[[ZERO:.*]] = hlo.constant dense<0> : tensor<3xi32>
  // CHECK: %[[INEXACT:.*]] = hlo.compare NE, %[[R]], %[[ZERO]] : tensor<3xi32>
  // CHECK: %[[RNEG:.*]] = hlo.compare LT, %[[R]], %[[ZERO]] : tensor<3xi32>
  // CHECK: %[[BNEG:.*]] = hlo.compare LT, %[[B]], %[[ZERO]] : tensor<3xi32>
  // CHECK: %[[POS:.*]] = hlo.compare EQ, %[[RNEG]], %[[BNEG]] : tensor<3xi1>
  // CHECK: %[[ADJ:.*]] = hlo.and %[[INEXACT]], %[[POS]] : tensor<3xi1>
  // CHECK: %[[ONE:.*]] = hlo.constant dense<1> : tensor<3xi32>
  // CHECK: %[[UP:.*]] = hlo.add %[[Q]], %[[ONE]] : tensor<3xi32>
  // CHECK: %[[RES:.*]] = hlo.select %[[ADJ]], %[[UP]], %[[Q]] : tensor<3xi1>, tensor<3xi32>
  %0 = arith.ceildivsi %a, %b : tensor<3xi32>
  // CHECK: return %[[RES]]
  return %0 : tensor<3xi32>
}

// -----

// floordivsi: minus one when inexact and the exact quotient negative.
// CHECK-LABEL: func.func @floordivsi
// CHECK-SAME: (%[[A:.*]]: tensor<i32>, %[[B:.*]]: tensor<i32>)
func.func @floordivsi(%a: i32, %b: i32) -> i32 {
  // CHECK: %[[Q:.*]] = hlo.divide %[[A]], %[[B]] : tensor<i32>
  // CHECK: %[[R:.*]] = hlo.remainder %[[A]], %[[B]] : tensor<i32>
  // CHECK: %[[ZERO:.*]] = hlo.constant dense<0> : tensor<i32>
  // CHECK: %[[INEXACT:.*]] = hlo.compare NE, %[[R]], %[[ZERO]]
  // CHECK: %[[RNEG:.*]] = hlo.compare LT, %[[R]], %[[ZERO]]
  // CHECK: %[[BNEG:.*]] = hlo.compare LT, %[[B]], %[[ZERO]]
  // CHECK: %[[NEG:.*]] = hlo.compare NE, %[[RNEG]], %[[BNEG]] : tensor<i1>
  // CHECK: %[[ADJ:.*]] = hlo.and %[[INEXACT]], %[[NEG]]
  // CHECK: %[[ONE:.*]] = hlo.constant dense<1> : tensor<i32>
  // CHECK: %[[DOWN:.*]] = hlo.subtract %[[Q]], %[[ONE]]
  // CHECK: %[[RES:.*]] = hlo.select %[[ADJ]], %[[DOWN]], %[[Q]]
  %0 = arith.floordivsi %a, %b : i32
  // CHECK: return %[[RES]] : tensor<i32>
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @ceildivui
// CHECK-SAME: (%[[A:.*]]: tensor<i32>, %[[B:.*]]: tensor<i32>)
func.func @ceildivui(%a: i32, %b: i32) -> i32 {
  // CHECK: %[[UA:.*]] = hlo.bitcast_convert %[[A]] : (tensor<i32>) -> tensor<ui32>
  // CHECK: %[[UB:.*]] = hlo.bitcast_convert %[[B]] : (tensor<i32>) -> tensor<ui32>
  // CHECK: %[[Q:.*]] = hlo.divide %[[UA]], %[[UB]] : tensor<ui32>
  // CHECK: %[[R:.*]] = hlo.remainder %[[UA]], %[[UB]] : tensor<ui32>
  // CHECK: %[[ZERO:.*]] = hlo.constant dense<0> : tensor<ui32>
  // CHECK: %[[INEXACT:.*]] = hlo.compare NE, %[[R]], %[[ZERO]] : tensor<ui32>
  // CHECK: %[[ONE:.*]] = hlo.constant dense<1> : tensor<ui32>
  // CHECK: %[[UP:.*]] = hlo.add %[[Q]], %[[ONE]] : tensor<ui32>
  // CHECK: %[[URES:.*]] = hlo.select %[[INEXACT]], %[[UP]], %[[Q]]
  // CHECK: %[[RES:.*]] = hlo.bitcast_convert %[[URES]] : (tensor<ui32>) -> tensor<i32>
  %0 = arith.ceildivui %a, %b : i32
  // CHECK: return %[[RES]]
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @bitwise_and_shifts
// CHECK-SAME: (%[[A:.*]]: tensor<2xi8>, %[[B:.*]]: tensor<2xi8>)
func.func @bitwise_and_shifts(%a: tensor<2xi8>, %b: tensor<2xi8>) -> (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>) {
  // CHECK: %[[AND:.*]] = hlo.and %[[A]], %[[B]] : tensor<2xi8>
  %0 = arith.andi %a, %b : tensor<2xi8>
  // CHECK: %[[OR:.*]] = hlo.or %[[A]], %[[B]] : tensor<2xi8>
  %1 = arith.ori %a, %b : tensor<2xi8>
  // CHECK: %[[XOR:.*]] = hlo.xor %[[A]], %[[B]] : tensor<2xi8>
  %2 = arith.xori %a, %b : tensor<2xi8>
  // CHECK: %[[SHL:.*]] = hlo.shift_left %[[A]], %[[B]] : tensor<2xi8>
  %3 = arith.shli %a, %b : tensor<2xi8>
  // CHECK: %[[SHRS:.*]] = hlo.shift_right_arithmetic %[[A]], %[[B]] : tensor<2xi8>
  %4 = arith.shrsi %a, %b : tensor<2xi8>
  // CHECK: %[[SHRU:.*]] = hlo.shift_right_logical %[[A]], %[[B]] : tensor<2xi8>
  %5 = arith.shrui %a, %b : tensor<2xi8>
  // CHECK: return %[[AND]], %[[OR]], %[[XOR]], %[[SHL]], %[[SHRS]], %[[SHRU]]
  return %0, %1, %2, %3, %4, %5 : tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>
}

// -----

// CHECK-LABEL: func.func @min_max
// CHECK-SAME: (%[[A:.*]]: tensor<i32>, %[[B:.*]]: tensor<i32>)
func.func @min_max(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  // CHECK: %[[MAXS:.*]] = hlo.maximum %[[A]], %[[B]] : tensor<i32>
  %0 = arith.maxsi %a, %b : i32
  // CHECK: %[[MINS:.*]] = hlo.minimum %[[A]], %[[B]] : tensor<i32>
  %1 = arith.minsi %a, %b : i32
  // CHECK: %[[UA:.*]] = hlo.bitcast_convert %[[A]] : (tensor<i32>) -> tensor<ui32>
  // CHECK: %[[UB:.*]] = hlo.bitcast_convert %[[B]] : (tensor<i32>) -> tensor<ui32>
  // CHECK: %[[UMAX:.*]] = hlo.maximum %[[UA]], %[[UB]] : tensor<ui32>
  // CHECK: %[[MAXU:.*]] = hlo.bitcast_convert %[[UMAX]] : (tensor<ui32>) -> tensor<i32>
  %2 = arith.maxui %a, %b : i32
  // CHECK: %[[UA2:.*]] = hlo.bitcast_convert %[[A]]
  // CHECK: %[[UB2:.*]] = hlo.bitcast_convert %[[B]]
  // CHECK: %[[UMIN:.*]] = hlo.minimum %[[UA2]], %[[UB2]] : tensor<ui32>
  // CHECK: %[[MINU:.*]] = hlo.bitcast_convert %[[UMIN]] : (tensor<ui32>) -> tensor<i32>
  %3 = arith.minui %a, %b : i32
  // CHECK: return %[[MAXS]], %[[MINS]], %[[MAXU]], %[[MINU]]
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

// addui_extended: the overflow flag is `sum < lhs` as unsigned integers.
// CHECK-LABEL: func.func @addui_extended
// CHECK-SAME: (%[[A:.*]]: tensor<4xi32>, %[[B:.*]]: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi1>)
func.func @addui_extended(%a: tensor<4xi32>, %b: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi1>) {
  // CHECK: %[[SUM:.*]] = hlo.add %[[A]], %[[B]] : tensor<4xi32>
  // CHECK: %[[USUM:.*]] = hlo.bitcast_convert %[[SUM]] : (tensor<4xi32>) -> tensor<4xui32>
  // CHECK: %[[UA:.*]] = hlo.bitcast_convert %[[A]] : (tensor<4xi32>) -> tensor<4xui32>
  // CHECK: %[[OVF:.*]] = hlo.compare LT, %[[USUM]], %[[UA]] : tensor<4xui32>
  %sum, %overflow = arith.addui_extended %a, %b : tensor<4xi32>, tensor<4xi1>
  // CHECK: return %[[SUM]], %[[OVF]]
  return %sum, %overflow : tensor<4xi32>, tensor<4xi1>
}

// -----

// The high half of a 32-bit product from the 64-bit product.
// CHECK-LABEL: func.func @mulsi_extended
// CHECK-SAME: (%[[A:.*]]: tensor<3xi32>, %[[B:.*]]: tensor<3xi32>)
func.func @mulsi_extended(%a: tensor<3xi32>, %b: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>) {
  // CHECK: %[[LOW:.*]] = hlo.multiply %[[A]], %[[B]] : tensor<3xi32>
  // CHECK: %[[WA:.*]] = hlo.convert %[[A]] : (tensor<3xi32>) -> tensor<3xi64>
  // CHECK: %[[WB:.*]] = hlo.convert %[[B]] : (tensor<3xi32>) -> tensor<3xi64>
  // CHECK: %[[WIDE:.*]] = hlo.multiply %[[WA]], %[[WB]] : tensor<3xi64>
  // CHECK: %[[SHIFT:.*]] = hlo.constant dense<32> : tensor<3xi64>
  // CHECK: %[[HIGHW:.*]] = hlo.shift_right_arithmetic %[[WIDE]], %[[SHIFT]] : tensor<3xi64>
  // CHECK: %[[HIGH:.*]] = hlo.convert %[[HIGHW]] : (tensor<3xi64>) -> tensor<3xi32>
  %low, %high = arith.mulsi_extended %a, %b : tensor<3xi32>
  // CHECK: return %[[LOW]], %[[HIGH]]
  return %low, %high : tensor<3xi32>, tensor<3xi32>
}

// -----

// Unsigned: zero-extended through the unsigned type, logical shift.
// CHECK-LABEL: func.func @mului_extended
// CHECK-SAME: (%[[A:.*]]: tensor<i16>, %[[B:.*]]: tensor<i16>)
func.func @mului_extended(%a: i16, %b: i16) -> (i16, i16) {
  // CHECK: %[[LOW:.*]] = hlo.multiply %[[A]], %[[B]] : tensor<i16>
  // CHECK: %[[UA:.*]] = hlo.bitcast_convert %[[A]] : (tensor<i16>) -> tensor<ui16>
  // CHECK: %[[WA:.*]] = hlo.convert %[[UA]] : (tensor<ui16>) -> tensor<i32>
  // CHECK: %[[UB:.*]] = hlo.bitcast_convert %[[B]] : (tensor<i16>) -> tensor<ui16>
  // CHECK: %[[WB:.*]] = hlo.convert %[[UB]] : (tensor<ui16>) -> tensor<i32>
  // CHECK: %[[WIDE:.*]] = hlo.multiply %[[WA]], %[[WB]] : tensor<i32>
  // CHECK: %[[SHIFT:.*]] = hlo.constant dense<16> : tensor<i32>
  // CHECK: %[[HIGHW:.*]] = hlo.shift_right_logical %[[WIDE]], %[[SHIFT]] : tensor<i32>
  // CHECK: %[[HIGH:.*]] = hlo.convert %[[HIGHW]] : (tensor<i32>) -> tensor<i16>
  %low, %high = arith.mului_extended %a, %b : i16
  // CHECK: return %[[LOW]], %[[HIGH]]
  return %low, %high : i16, i16
}

// -----

// 64 bits: XLA has no 128-bit integer, so the high half is hlo.mulhi.
// CHECK-LABEL: func.func @mul_extended_i64
// CHECK-SAME: (%[[A:.*]]: tensor<i64>, %[[B:.*]]: tensor<i64>)
func.func @mul_extended_i64(%a: i64, %b: i64) -> (i64, i64) {
  // CHECK: %[[LOW:.*]] = hlo.multiply %[[A]], %[[B]] : tensor<i64>
  // CHECK: %[[SHIGH:.*]] = hlo.mulhi %[[A]], %[[B]] : tensor<i64>
  %low, %high = arith.mulsi_extended %a, %b : i64
  // CHECK: %[[LOW2:.*]] = hlo.multiply %[[A]], %[[B]] : tensor<i64>
  // CHECK: %[[UA:.*]] = hlo.bitcast_convert %[[A]] : (tensor<i64>) -> tensor<ui64>
  // CHECK: %[[UB:.*]] = hlo.bitcast_convert %[[B]] : (tensor<i64>) -> tensor<ui64>
  // CHECK: %[[UHIGH:.*]] = hlo.mulhi %[[UA]], %[[UB]] : tensor<ui64>
  // CHECK: %[[HIGH:.*]] = hlo.bitcast_convert %[[UHIGH]] : (tensor<ui64>) -> tensor<i64>
  %ulow, %uhigh = arith.mului_extended %a, %b : i64
  // CHECK: return %[[SHIGH]], %[[HIGH]]
  return %high, %uhigh : i64, i64
}

// -----

// i1 is pred: add and sub are xor, mul is and; signed max is and (true is
// -1), unsigned max is or; the remainder is 0 and the quotient the dividend.
// CHECK-LABEL: func.func @pred_arithmetic
// CHECK-SAME: (%[[A:.*]]: tensor<i1>, %[[B:.*]]: tensor<i1>)
func.func @pred_arithmetic(%a: i1, %b: i1) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  // CHECK: %[[ADD:.*]] = hlo.xor %[[A]], %[[B]] : tensor<i1>
  %0 = arith.addi %a, %b : i1
  // CHECK: %[[SUB:.*]] = hlo.xor %[[A]], %[[B]] : tensor<i1>
  %1 = arith.subi %a, %b : i1
  // CHECK: %[[MUL:.*]] = hlo.and %[[A]], %[[B]] : tensor<i1>
  %2 = arith.muli %a, %b : i1
  // CHECK: %[[MAXS:.*]] = hlo.and %[[A]], %[[B]] : tensor<i1>
  %3 = arith.maxsi %a, %b : i1
  // CHECK: %[[MAXU:.*]] = hlo.or %[[A]], %[[B]] : tensor<i1>
  %4 = arith.maxui %a, %b : i1
  // CHECK: %[[MINS:.*]] = hlo.or %[[A]], %[[B]] : tensor<i1>
  %5 = arith.minsi %a, %b : i1
  // CHECK: %[[REM:.*]] = hlo.constant dense<false> : tensor<i1>
  %6 = arith.remui %a, %b : i1
  %7 = arith.floordivsi %a, %b : i1
  // CHECK: return %[[ADD]], %[[SUB]], %[[MUL]], %[[MAXS]], %[[MAXU]], %[[MINS]], %[[REM]], %[[A]]
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// index is i64.
// CHECK-LABEL: func.func @index_arithmetic
// CHECK-SAME: (%[[A:.*]]: tensor<i64>, %[[B:.*]]: tensor<i64>) -> tensor<i64>
func.func @index_arithmetic(%a: index, %b: index) -> index {
  // CHECK: %[[MUL:.*]] = hlo.multiply %[[A]], %[[B]] : tensor<i64>
  %0 = arith.muli %a, %b : index
  // CHECK: return %[[MUL]] : tensor<i64>
  return %0 : index
}
