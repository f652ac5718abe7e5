// The math functions XLA lacks, expanded into hlo.
// RUN: xhlo-opt --convert-math-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=math.

// exp2 is power(2, x), exact for integral x.
// CHECK-LABEL: func.func @exp2
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
func.func @exp2(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: %[[TWO:.*]] = hlo.constant dense<2.000000e+00> : tensor<4xf32>
  // CHECK: %[[R:.*]] = hlo.power %[[TWO]], %[[X]] : tensor<4xf32>
  %0 = math.exp2 %x : tensor<4xf32>
  // CHECK: return %[[R]]
  return %0 : tensor<4xf32>
}

// -----

// log2 and log10 divide the natural logarithm by that of the base.
// CHECK-LABEL: func.func @log2_log10
// CHECK-SAME: (%[[X:.*]]: tensor<f32>)
func.func @log2_log10(%x: f32) -> (f32, f32) {
  // CHECK: %[[LOG:.*]] = hlo.log %[[X]] : tensor<f32>
  // CHECK: %[[LN2:.*]] = hlo.constant dense<0.693147182> : tensor<f32>
  // CHECK: %[[LOG2:.*]] = hlo.divide %[[LOG]], %[[LN2]] : tensor<f32>
  %0 = math.log2 %x : f32
  // CHECK: %[[LOGB:.*]] = hlo.log %[[X]] : tensor<f32>
  // CHECK: %[[LN10:.*]] = hlo.constant dense<2.30258512> : tensor<f32>
  // CHECK: %[[LOG10:.*]] = hlo.divide %[[LOGB]], %[[LN10]] : tensor<f32>
  %1 = math.log10 %x : f32
  // CHECK: return %[[LOG2]], %[[LOG10]]
  return %0, %1 : f32, f32
}

// -----

// fpowi: the power of the exponent converted (as signed) to the base type.
// CHECK-LABEL: func.func @fpowi
// CHECK-SAME: (%[[X:.*]]: tensor<3xf64>, %[[N:.*]]: tensor<3xi32>)
func.func @fpowi(%x: tensor<3xf64>, %n: tensor<3xi32>) -> tensor<3xf64> {
  // CHECK: %[[NF:.*]] = hlo.convert %[[N]] : (tensor<3xi32>) -> tensor<3xf64>
  // CHECK: %[[R:.*]] = hlo.power %[[X]], %[[NF]] : tensor<3xf64>
  %0 = math.fpowi %x, %n : tensor<3xf64>, tensor<3xi32>
  // CHECK: return %[[R]]
  return %0 : tensor<3xf64>
}

// -----

// CHECK-LABEL: func.func @atan
// CHECK-SAME: (%[[X:.*]]: tensor<f64>)
func.func @atan(%x: f64) -> f64 {
  // CHECK: %[[ONE:.*]] = hlo.constant dense<1.000000e+00> : tensor<f64>
  // CHECK: %[[R:.*]] = hlo.atan2 %[[X]], %[[ONE]] : tensor<f64>
  %0 = math.atan %x : f64
  // CHECK: return %[[R]]
  return %0 : f64
}

// -----

// trunc rounds negative values up and the others down.
// CHECK-LABEL: func.func @trunc
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
func.func @trunc(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: %[[ZERO:.*]] = hlo.constant dense<0.000000e+00> : tensor<4xf32>
  // CHECK: %[[NEG:.*]] = hlo.compare LT, %[[X]], %[[ZERO]] : tensor<4xf32>
  // CHECK: %[[UP:.*]] = hlo.ceil %[[X]] : tensor<4xf32>
  // CHECK: %[[DOWN:.*]] = hlo.floor %[[X]] : tensor<4xf32>
  // CHECK: %[[R:.*]] = hlo.select %[[NEG]], %[[UP]], %[[DOWN]] : tensor<4xi1>, tensor<4xf32>
  %0 = math.trunc %x : tensor<4xf32>
  // CHECK: return %[[R]]
  return %0 : tensor<4xf32>
}

// -----

// copysign takes the magnitude bits of one operand and the sign bit of the
// other.
// CHECK-LABEL: func.func @copysign
// CHECK-SAME: (%[[X:.*]]: tensor<2xf32>, %[[Y:.*]]: tensor<2xf32>)
func.func @copysign(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  // CHECK: %[[XB:.*]] = hlo.bitcast_convert %[[X]] : (tensor<2xf32>) -> tensor<2xui32>
  // CHECK: %[[YB:.*]] = hlo.bitcast_convert %[[Y]] : (tensor<2xf32>) -> tensor<2xui32>
  // CHECK: %[[MAG:.*]] = hlo.constant dense<2147483647> : tensor<2xui32>
  // CHECK: %[[XM:.*]] = hlo.and %[[XB]], %[[MAG]] : tensor<2xui32>
  // CHECK: %[[SIGN:.*]] = hlo.constant dense<2147483648> : tensor<2xui32>
  // CHECK: %[[YS:.*]] = hlo.and %[[YB]], %[[SIGN]] : tensor<2xui32>
  // CHECK: %[[BITS:.*]] = hlo.or %[[XM]], %[[YS]] : tensor<2xui32>
  // CHECK: %[[R:.*]] = hlo.bitcast_convert %[[BITS]] : (tensor<2xui32>) -> tensor<2xf32>
  %0 = math.copysign %x, %y : tensor<2xf32>
  // CHECK: return %[[R]]
  return %0 : tensor<2xf32>
}

// -----

// fma: exact products and one sum in f64 for narrower types; a multiply
// and an add on f64.
// CHECK-LABEL: func.func @fma
// CHECK-SAME: (%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>, %[[C:.*]]: tensor<f32>, %[[D:.*]]: tensor<f64>)
func.func @fma(%a: f32, %b: f32, %c: f32, %d: f64) -> (f32, f64) {
  // CHECK: %[[WA:.*]] = hlo.convert %[[A]] : (tensor<f32>) -> tensor<f64>
  // CHECK: %[[WB:.*]] = hlo.convert %[[B]] : (tensor<f32>) -> tensor<f64>
  // CHECK: %[[WC:.*]] = hlo.convert %[[C]] : (tensor<f32>) -> tensor<f64>
  // CHECK: %[[P:.*]] = hlo.multiply %[[WA]], %[[WB]] : tensor<f64>
  // CHECK: %[[S:.*]] = hlo.add %[[P]], %[[WC]] : tensor<f64>
  // CHECK: %[[R:.*]] = hlo.convert %[[S]] : (tensor<f64>) -> tensor<f32>
  %0 = math.fma %a, %b, %c : f32
  // CHECK: %[[P64:.*]] = hlo.multiply %[[D]], %[[D]] : tensor<f64>
  // CHECK: %[[R64:.*]] = hlo.add %[[P64]], %[[D]] : tensor<f64>
  %1 = math.fma %d, %d, %d : f64
  // CHECK: return %[[R]], %[[R64]]
  return %0, %1 : f32, f64
}

// -----

// cttz counts the ones of x - 1 below x's lowest one: popcnt(~x & (x - 1)).
// CHECK-LABEL: func.func @cttz
// CHECK-SAME: (%[[X:.*]]: tensor<4xi32>, %[[P:.*]]: tensor<i1>)
func.func @cttz(%x: tensor<4xi32>, %p: i1) -> (tensor<4xi32>, i1) {
  // CHECK: %[[NOT:.*]] = hlo.not %[[X]] : tensor<4xi32>
  // CHECK: %[[ONE:.*]] = hlo.constant dense<1> : tensor<4xi32>
  // CHECK: %[[DEC:.*]] = hlo.subtract %[[X]], %[[ONE]] : tensor<4xi32>
  // CHECK: %[[MASK:.*]] = hlo.and %[[NOT]], %[[DEC]] : tensor<4xi32>
  // CHECK: %[[R:.*]] = hlo.popcnt %[[MASK]] : tensor<4xi32>
  %0 = math.cttz %x : tensor<4xi32>
  // CHECK: %[[PR:.*]] = hlo.not %[[P]] : tensor<i1>
  %1 = math.cttz %p : i1
  // CHECK: return %[[R]], %[[PR]]
  return %0, %1 : tensor<4xi32>, i1
}

// -----

// ipowi: hlo.power for exponents >= 0; for negative ones 1 for a base of 1,
// -1 or 1 by the exponent's parity for -1, else 0.
// CHECK-LABEL: func.func @ipowi
// CHECK-SAME: (%[[A:.*]]: tensor<i64>, %[[B:.*]]: tensor<i64>)
func.func @ipowi(%a: i64, %b: i64) -> i64 {
  // CHECK: %[[ZERO:.*]] = hlo.constant dense<0> : tensor<i64>
  // CHECK: %[[ONE:.*]] = hlo.constant dense<1> : tensor<i64>
  // CHECK: %[[MONE:.*]] = hlo.constant dense<-1> : tensor<i64>
  // CHECK: %[[POW:.*]] = hlo.power %[[A]], %[[B]] : tensor<i64>
  // CHECK: %[[LOW:.*]] = hlo.and %[[B]], %[[ONE]] : tensor<i64>
  // CHECK: %[[ODD:.*]] = hlo.compare NE, %[[LOW]], %[[ZERO]] : tensor<i64>
  // CHECK: %[[OFMONE:.*]] = hlo.select %[[ODD]], %[[MONE]], %[[ONE]]
  // CHECK: %[[ISMONE:.*]] = hlo.compare EQ, %[[A]], %[[MONE]] : tensor<i64>
  // CHECK: %[[N1:.*]] = hlo.select %[[ISMONE]], %[[OFMONE]], %[[ZERO]]
  // CHECK: %[[ISONE:.*]] = hlo.compare EQ, %[[A]], %[[ONE]] : tensor<i64>
  // CHECK: %[[N2:.*]] = hlo.select %[[ISONE]], %[[ONE]], %[[N1]]
  // CHECK: %[[NEG:.*]] = hlo.compare LT, %[[B]], %[[ZERO]] : tensor<i64>
  // CHECK: %[[R:.*]] = hlo.select %[[NEG]], %[[N2]], %[[POW]] : tensor<i1>, tensor<i64>
  %0 = math.ipowi %a, %b : i64
  // CHECK: return %[[R]]
  return %0 : i64
}

// -----

// On i1, an exponent of 0 gives 1 (true), one of -1 (true) the base.
// CHECK-LABEL: func.func @ipowi_pred
// CHECK-SAME: (%[[A:.*]]: tensor<i1>, %[[B:.*]]: tensor<i1>)
func.func @ipowi_pred(%a: i1, %b: i1) -> i1 {
  // CHECK: %[[NB:.*]] = hlo.not %[[B]] : tensor<i1>
  // CHECK: %[[R:.*]] = hlo.or %[[A]], %[[NB]] : tensor<i1>
  %0 = math.ipowi %a, %b : i1
  // CHECK: return %[[R]]
  return %0 : i1
}
