// Every elementwise op parses, verifies and prints back identically, in its
// custom form and in the generic form.
// RUN: xhlo-opt --verify-roundtrip --split-input-file %s | FileCheck %s
// RUN: xhlo-opt --mlir-print-op-generic --split-input-file %s | xhlo-opt --verify-roundtrip --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @unary_float
func.func @unary_float(%x: tensor<2x3xf32>) {
  // CHECK: hlo.acos %{{.*}} : tensor<2x3xf32>
  %acos = hlo.acos %x : tensor<2x3xf32>
  // CHECK: hlo.acosh %{{.*}} : tensor<2x3xf32>
  %acosh = hlo.acosh %x : tensor<2x3xf32>
  // CHECK: hlo.asin %{{.*}} : tensor<2x3xf32>
  %asin = hlo.asin %x : tensor<2x3xf32>
  // CHECK: hlo.asinh %{{.*}} : tensor<2x3xf32>
  %asinh = hlo.asinh %x : tensor<2x3xf32>
  // CHECK: hlo.atanh %{{.*}} : tensor<2x3xf32>
  %atanh = hlo.atanh %x : tensor<2x3xf32>
  // CHECK: hlo.cbrt %{{.*}} : tensor<2x3xf32>
  %cbrt = hlo.cbrt %x : tensor<2x3xf32>
  // CHECK: hlo.ceil %{{.*}} : tensor<2x3xf32>
  %ceil = hlo.ceil %x : tensor<2x3xf32>
  // CHECK: hlo.cosine %{{.*}} : tensor<2x3xf32>
  %cosine = hlo.cosine %x : tensor<2x3xf32>
  // CHECK: hlo.cosh %{{.*}} : tensor<2x3xf32>
  %cosh = hlo.cosh %x : tensor<2x3xf32>
  // CHECK: hlo.erf %{{.*}} : tensor<2x3xf32>
  %erf = hlo.erf %x : tensor<2x3xf32>
  // CHECK: hlo.exponential %{{.*}} : tensor<2x3xf32>
  %exponential = hlo.exponential %x : tensor<2x3xf32>
  // CHECK: hlo.exponential_minus_one %{{.*}} : tensor<2x3xf32>
  %exponential_minus_one = hlo.exponential_minus_one %x : tensor<2x3xf32>
  // CHECK: hlo.floor %{{.*}} : tensor<2x3xf32>
  %floor = hlo.floor %x : tensor<2x3xf32>
  // CHECK: hlo.log %{{.*}} : tensor<2x3xf32>
  %log = hlo.log %x : tensor<2x3xf32>
  // CHECK: hlo.log_plus_one %{{.*}} : tensor<2x3xf32>
  %log_plus_one = hlo.log_plus_one %x : tensor<2x3xf32>
  // CHECK: hlo.logistic %{{.*}} : tensor<2x3xf32>
  %logistic = hlo.logistic %x : tensor<2x3xf32>
  // CHECK: hlo.negate %{{.*}} : tensor<2x3xf32>
  %negate = hlo.negate %x : tensor<2x3xf32>
  // CHECK: hlo.round_nearest_afz %{{.*}} : tensor<2x3xf32>
  %round_nearest_afz = hlo.round_nearest_afz %x : tensor<2x3xf32>
  // CHECK: hlo.round_nearest_even %{{.*}} : tensor<2x3xf32>
  %round_nearest_even = hlo.round_nearest_even %x : tensor<2x3xf32>
  // CHECK: hlo.rsqrt %{{.*}} : tensor<2x3xf32>
  %rsqrt = hlo.rsqrt %x : tensor<2x3xf32>
  // CHECK: hlo.sign %{{.*}} : tensor<2x3xf32>
  %sign = hlo.sign %x : tensor<2x3xf32>
  // CHECK: hlo.sine %{{.*}} : tensor<2x3xf32>
  %sine = hlo.sine %x : tensor<2x3xf32>
  // CHECK: hlo.sinh %{{.*}} : tensor<2x3xf32>
  %sinh = hlo.sinh %x : tensor<2x3xf32>
  // CHECK: hlo.sqrt %{{.*}} : tensor<2x3xf32>
  %sqrt = hlo.sqrt %x : tensor<2x3xf32>
  // CHECK: hlo.tan %{{.*}} : tensor<2x3xf32>
  %tan = hlo.tan %x : tensor<2x3xf32>
  // CHECK: hlo.tanh %{{.*}} : tensor<2x3xf32>
  %tanh = hlo.tanh %x : tensor<2x3xf32>
  // CHECK: hlo.abs %{{.*}} : tensor<2x3xf32>
  %abs = hlo.abs %x : tensor<2x3xf32>
  return
}

// -----

// CHECK-LABEL: func.func @unary_integer
func.func @unary_integer(%x: tensor<4xi32>) {
  // CHECK: hlo.count_leading_zeros %{{.*}} : tensor<4xi32>
  %count_leading_zeros = hlo.count_leading_zeros %x : tensor<4xi32>
  // CHECK: hlo.popcnt %{{.*}} : tensor<4xi32>
  %popcnt = hlo.popcnt %x : tensor<4xi32>
  // CHECK: hlo.not %{{.*}} : tensor<4xi32>
  %not = hlo.not %x : tensor<4xi32>
  // CHECK: hlo.negate %{{.*}} : tensor<4xi32>
  %negate = hlo.negate %x : tensor<4xi32>
  // CHECK: hlo.abs %{{.*}} : tensor<4xi32>
  %abs = hlo.abs %x : tensor<4xi32>
  // CHECK: hlo.sign %{{.*}} : tensor<4xi32>
  %sign = hlo.sign %x : tensor<4xi32>
  // CHECK: hlo.not %{{.*}} : tensor<4xi1>
  %p = hlo.compare EQ, %x, %x : tensor<4xi32>
  %np = hlo.not %p : tensor<4xi1>
  return
}

// -----

// Ops whose result element type differs from the operand's.
// CHECK-LABEL: func.func @unary_result_types
func.func @unary_result_types(%c: tensor<3xcomplex<f64>>, %f: tensor<3xbf16>)
    -> (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xi1>, tensor<3xbf16>) {
  // CHECK: %[[ABS:.*]] = hlo.abs %{{.*}} : tensor<3xcomplex<f64>>
  %abs = hlo.abs %c : tensor<3xcomplex<f64>>
  // CHECK: %[[RE:.*]] = hlo.real %{{.*}} : tensor<3xcomplex<f64>>
  %re = hlo.real %c : tensor<3xcomplex<f64>>
  // CHECK: %[[IM:.*]] = hlo.imag %{{.*}} : tensor<3xcomplex<f64>>
  %im = hlo.imag %c : tensor<3xcomplex<f64>>
  // CHECK: %[[FIN:.*]] = hlo.is_finite %{{.*}} : tensor<3xbf16>
  %fin = hlo.is_finite %f : tensor<3xbf16>
  // CHECK: %[[REF:.*]] = hlo.real %{{.*}} : tensor<3xbf16>
  %ref = hlo.real %f : tensor<3xbf16>
  // CHECK: return %[[ABS]], %[[RE]], %[[IM]], %[[FIN]], %[[REF]] : tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xi1>, tensor<3xbf16>
  return %abs, %re, %im, %fin, %ref : tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xi1>, tensor<3xbf16>
}

// -----

// CHECK-LABEL: func.func @binary_float
func.func @binary_float(%a: tensor<f64>, %b: tensor<f64>) {
  // CHECK: hlo.add %{{.*}}, %{{.*}} : tensor<f64>
  %add = hlo.add %a, %b : tensor<f64>
  // CHECK: hlo.subtract %{{.*}}, %{{.*}} : tensor<f64>
  %subtract = hlo.subtract %a, %b : tensor<f64>
  // CHECK: hlo.multiply %{{.*}}, %{{.*}} : tensor<f64>
  %multiply = hlo.multiply %a, %b : tensor<f64>
  // CHECK: hlo.divide %{{.*}}, %{{.*}} : tensor<f64>
  %divide = hlo.divide %a, %b : tensor<f64>
  // CHECK: hlo.remainder %{{.*}}, %{{.*}} : tensor<f64>
  %remainder = hlo.remainder %a, %b : tensor<f64>
  // CHECK: hlo.power %{{.*}}, %{{.*}} : tensor<f64>
  %power = hlo.power %a, %b : tensor<f64>
  // CHECK: hlo.maximum %{{.*}}, %{{.*}} : tensor<f64>
  %maximum = hlo.maximum %a, %b : tensor<f64>
  // CHECK: hlo.minimum %{{.*}}, %{{.*}} : tensor<f64>
  %minimum = hlo.minimum %a, %b : tensor<f64>
  // CHECK: hlo.atan2 %{{.*}}, %{{.*}} : tensor<f64>
  %atan2 = hlo.atan2 %a, %b : tensor<f64>
  return
}

// -----

// CHECK-LABEL: func.func @binary_integer
func.func @binary_integer(%a: tensor<2x2xui16>, %b: tensor<2x2xui16>) {
  // CHECK: hlo.and %{{.*}}, %{{.*}} : tensor<2x2xui16>
  %and = hlo.and %a, %b : tensor<2x2xui16>
  // CHECK: hlo.or %{{.*}}, %{{.*}} : tensor<2x2xui16>
  %or = hlo.or %a, %b : tensor<2x2xui16>
  // CHECK: hlo.xor %{{.*}}, %{{.*}} : tensor<2x2xui16>
  %xor = hlo.xor %a, %b : tensor<2x2xui16>
  // CHECK: hlo.shift_left %{{.*}}, %{{.*}} : tensor<2x2xui16>
  %shift_left = hlo.shift_left %a, %b : tensor<2x2xui16>
  // CHECK: hlo.shift_right_arithmetic %{{.*}}, %{{.*}} : tensor<2x2xui16>
  %shift_right_arithmetic = hlo.shift_right_arithmetic %a, %b : tensor<2x2xui16>
  // CHECK: hlo.shift_right_logical %{{.*}}, %{{.*}} : tensor<2x2xui16>
  %shift_right_logical = hlo.shift_right_logical %a, %b : tensor<2x2xui16>
  // CHECK: hlo.mulhi %{{.*}}, %{{.*}} : tensor<2x2xui16>
  %mulhi = hlo.mulhi %a, %b : tensor<2x2xui16>
  // CHECK: hlo.add %{{.*}}, %{{.*}} : tensor<2x2xui16>
  %add = hlo.add %a, %b : tensor<2x2xui16>
  // CHECK: hlo.divide %{{.*}}, %{{.*}} : tensor<2x2xui16>
  %divide = hlo.divide %a, %b : tensor<2x2xui16>
  // CHECK: hlo.remainder %{{.*}}, %{{.*}} : tensor<2x2xui16>
  %remainder = hlo.remainder %a, %b : tensor<2x2xui16>
  return
}

// -----

// CHECK-LABEL: func.func @pred_and_complex
func.func @pred_and_complex(%p: tensor<4xi1>, %x: tensor<4xf32>, %c: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // CHECK: hlo.and %{{.*}}, %{{.*}} : tensor<4xi1>
  %and = hlo.and %p, %p : tensor<4xi1>
  // CHECK: hlo.maximum %{{.*}}, %{{.*}} : tensor<4xi1>
  %max = hlo.maximum %p, %p : tensor<4xi1>
  // CHECK: %[[C:.*]] = hlo.complex %{{.*}}, %{{.*}} : tensor<4xf32>
  %z = hlo.complex %x, %x : tensor<4xf32>
  // CHECK: hlo.multiply %[[C]], %{{.*}} : tensor<4xcomplex<f32>>
  %m = hlo.multiply %z, %c : tensor<4xcomplex<f32>>
  // CHECK: hlo.atan2 %{{.*}}, %{{.*}} : tensor<4xcomplex<f32>>
  %t = hlo.atan2 %m, %c : tensor<4xcomplex<f32>>
  return %t : tensor<4xcomplex<f32>>
}

// -----

// CHECK-LABEL: func.func @compare
func.func @compare(%a: tensor<2xf32>, %i: tensor<2xi8>, %u: tensor<2xui8>, %c: tensor<2xcomplex<f32>>) {
  // CHECK: hlo.compare EQ, %{{.*}}, %{{.*}} : tensor<2xf32>
  %0 = hlo.compare EQ, %a, %a : tensor<2xf32>
  // CHECK: hlo.compare NE, %{{.*}}, %{{.*}}, TOTALORDER : tensor<2xf32>
  %1 = hlo.compare NE, %a, %a, TOTALORDER : tensor<2xf32>
  // CHECK: hlo.compare GE, %{{.*}}, %{{.*}}, SIGNED : tensor<2xi8>
  %2 = hlo.compare GE, %i, %i, SIGNED : tensor<2xi8>
  // CHECK: hlo.compare GT, %{{.*}}, %{{.*}}, UNSIGNED : tensor<2xui8>
  %3 = hlo.compare GT, %u, %u, UNSIGNED : tensor<2xui8>
  // CHECK: hlo.compare LE, %{{.*}}, %{{.*}}, FLOAT : tensor<2xf32>
  %4 = hlo.compare LE, %a, %a, FLOAT : tensor<2xf32>
  // CHECK: hlo.compare LT, %{{.*}}, %{{.*}} : tensor<2xi1>
  %5 = hlo.compare LT, %0, %1 : tensor<2xi1>
  // CHECK: hlo.compare NE, %{{.*}}, %{{.*}} : tensor<2xcomplex<f32>>
  %6 = hlo.compare NE, %c, %c : tensor<2xcomplex<f32>>
  return
}

// -----

// CHECK-LABEL: func.func @select_clamp
func.func @select_clamp(%p: tensor<2x3xi1>, %a: tensor<2x3xf32>, %lo: tensor<f32>, %hi: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK: %[[S:.*]] = hlo.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<2x3xi1>, tensor<2x3xf32>
  %s = hlo.select %p, %a, %a : tensor<2x3xi1>, tensor<2x3xf32>
  // CHECK: hlo.clamp %{{.*}}, %[[S]], %{{.*}} : (tensor<f32>, tensor<2x3xf32>, tensor<2x3xf32>)
  %c = hlo.clamp %lo, %s, %hi : (tensor<f32>, tensor<2x3xf32>, tensor<2x3xf32>)
  return %c : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @conversions
func.func @conversions(%f: tensor<4xf32>, %i: tensor<4xi64>, %h: tensor<4x2xf16>, %r: tensor<4xui32>) {
  // CHECK: hlo.convert %{{.*}} : (tensor<4xf32>) -> tensor<4xi64>
  %0 = hlo.convert %f : (tensor<4xf32>) -> tensor<4xi64>
  // CHECK: hlo.convert %{{.*}} : (tensor<4xi64>) -> tensor<4xcomplex<f64>>
  %1 = hlo.convert %i : (tensor<4xi64>) -> tensor<4xcomplex<f64>>
  // CHECK: hlo.bitcast_convert %{{.*}} : (tensor<4xf32>) -> tensor<4xui32>
  %2 = hlo.bitcast_convert %f : (tensor<4xf32>) -> tensor<4xui32>
  // CHECK: hlo.bitcast_convert %{{.*}} : (tensor<4xi64>) -> tensor<4x8xi8>
  %3 = hlo.bitcast_convert %i : (tensor<4xi64>) -> tensor<4x8xi8>
  // CHECK: hlo.bitcast_convert %{{.*}} : (tensor<4x2xf16>) -> tensor<4xf32>
  %4 = hlo.bitcast_convert %h : (tensor<4x2xf16>) -> tensor<4xf32>
  // CHECK: hlo.reduce_precision %{{.*}}, exponent_bits = 8, mantissa_bits = 7 : tensor<4xf32>
  %5 = hlo.reduce_precision %f, exponent_bits = 8, mantissa_bits = 7 : tensor<4xf32>
  // CHECK: hlo.stochastic_convert %{{.*}}, %{{.*}} : (tensor<4xf32>, tensor<4xui32>) -> tensor<4xi8>
  %6 = hlo.stochastic_convert %f, %r : (tensor<4xf32>, tensor<4xui32>) -> tensor<4xi8>
  return
}
