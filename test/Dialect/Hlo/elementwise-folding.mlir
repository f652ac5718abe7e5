// Constant folding of elementwise ops follows XLA's semantics exactly:
// integer wrap-around and division by zero, shifts past the bit width, NaN in
// maximum/minimum/compare, rounding and saturation of convert. Expected values
// are computed by hand from XLA's operation semantics.
// RUN: xhlo-opt --pass-pipeline='builtin.module(func.func(canonicalize{test-convergence}))' --split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @int_division
// CHECK-DAG: hlo.constant dense<[-2147483648, -1, -3, 0, 3]> : tensor<5xi32>
// CHECK-DAG: hlo.constant dense<[0, 7, -1, 5, -1]> : tensor<5xi32>
// CHECK-DAG: hlo.constant dense<[255, 0, 3]> : tensor<3xui8>
// CHECK-DAG: hlo.constant dense<[200, 7, 1]> : tensor<3xui8>
func.func @int_division() -> (tensor<5xi32>, tensor<5xi32>, tensor<3xui8>, tensor<3xui8>) {
  %x = hlo.constant dense<[-2147483648, 7, -7, 5, -7]> : tensor<5xi32>
  %y = hlo.constant dense<[-1, 0, 2, 40, -2]> : tensor<5xi32>
  // INT_MIN / -1 = INT_MIN, x / 0 = -1, rounding towards zero.
  %q = hlo.divide %x, %y : tensor<5xi32>
  // INT_MIN % -1 = 0, x % 0 = x, the sign of the dividend.
  %r = hlo.remainder %x, %y : tensor<5xi32>
  %a = hlo.constant dense<[200, 7, 7]> : tensor<3xui8>
  %b = hlo.constant dense<[0, 9, 2]> : tensor<3xui8>
  // Unsigned x / 0 is all ones (255).
  %uq = hlo.divide %a, %b : tensor<3xui8>
  %ur = hlo.remainder %a, %b : tensor<3xui8>
  return %q, %r, %uq, %ur : tensor<5xi32>, tensor<5xi32>, tensor<3xui8>, tensor<3xui8>
}

// -----

// CHECK-LABEL: func.func @int_wrap_and_shifts
// CHECK-DAG: hlo.constant dense<[-128, 126, 0]> : tensor<3xi8>
// CHECK-DAG: hlo.constant dense<[-127, -128, 0]> : tensor<3xi8>
// CHECK-DAG: hlo.constant dense<[0, 16, 0, -256]> : tensor<4xi32>
// CHECK-DAG: hlo.constant dense<[-1, 16, 0, -1]> : tensor<4xi32>
// CHECK-DAG: hlo.constant dense<[0, 16, 0, 268435455]> : tensor<4xi32>
// CHECK-DAG: hlo.constant dense<[-128, 1, 0]> : tensor<3xi8>
func.func @int_wrap_and_shifts() -> (tensor<3xi8>, tensor<3xi8>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<3xi8>) {
  %a = hlo.constant dense<[127, -128, 0]> : tensor<3xi8>
  %one = hlo.constant dense<[1, -2, 0]> : tensor<3xi8>
  // 127 + 1 wraps to -128; -128 - 2 wraps to 126.
  %sum = hlo.add %a, %one : tensor<3xi8>
  %neg = hlo.negate %a : tensor<3xi8>
  %x = hlo.constant dense<[-16, 16, 1, -16]> : tensor<4xi32>
  %s = hlo.constant dense<[32, 0, 40, 4]> : tensor<4xi32>
  // Shifting by at least the bit width gives 0, or the sign for arithmetic
  // right shifts.
  %shl = hlo.shift_left %x, %s : tensor<4xi32>
  %sra = hlo.shift_right_arithmetic %x, %s : tensor<4xi32>
  %srl = hlo.shift_right_logical %x, %s : tensor<4xi32>
  // abs(INT_MIN) = INT_MIN; popcount.
  %m = hlo.constant dense<[-128, 1, 0]> : tensor<3xi8>
  %abs = hlo.abs %m : tensor<3xi8>
  return %sum, %neg, %shl, %sra, %srl, %abs : tensor<3xi8>, tensor<3xi8>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<3xi8>
}

// -----

// CHECK-LABEL: func.func @int_bits
// CHECK-DAG: hlo.constant dense<[8, 1, 0, 32]> : tensor<4xi32>
// CHECK-DAG: hlo.constant dense<[24, 31, 32, 0]> : tensor<4xi32>
// CHECK-DAG: hlo.constant dense<[-1, 1, 0, -1]> : tensor<4xi32>
// CHECK-DAG: hlo.constant dense<[-1, 0, 0, -1]> : tensor<4xi32>
// CHECK-DAG: hlo.constant dense<[81, 1, 0, 1]> : tensor<4xi32>
func.func @int_bits() -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %x = hlo.constant dense<[255, 1, 0, -1]> : tensor<4xi32>
  %pop = hlo.popcnt %x : tensor<4xi32>
  %clz = hlo.count_leading_zeros %x : tensor<4xi32>
  %y = hlo.constant dense<[-5, 3, 0, -7]> : tensor<4xi32>
  %sign = hlo.sign %y : tensor<4xi32>
  // High halves of the 64-bit products.
  %h = hlo.constant dense<[2147483647, 2147483647, 0, -1]> : tensor<4xi32>
  %k = hlo.constant dense<[-2, 2, 5, 1]> : tensor<4xi32>
  %hi = hlo.mulhi %h, %k : tensor<4xi32>
  %b = hlo.constant dense<[3, 1, 0, 2147483647]> : tensor<4xi32>
  %e = hlo.constant dense<[4, 100, 3, 2]> : tensor<4xi32>
  %pow = hlo.power %b, %e : tensor<4xi32>
  return %pop, %clz, %sign, %hi, %pow : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @float_nan
// CHECK-DAG: hlo.constant dense<[2.000000e+00, 0x7FC00000, 0x7FC00000, 3.000000e+00]> : tensor<4xf32>
// CHECK-DAG: hlo.constant dense<[1.000000e+00, 0x7FC00000, 0x7FC00000, -0.000000e+00]> : tensor<4xf32>
// CHECK-DAG: hlo.constant dense<[true, false, false, false]> : tensor<4xi1>
// CHECK-DAG: hlo.constant dense<true> : tensor<4xi1>
// CHECK-DAG: hlo.constant dense<[false, true, false, true]> : tensor<4xi1>
func.func @float_nan() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %a = hlo.constant dense<[1.0, -2.5, 0x7FC00000, 3.0]> : tensor<4xf32>
  %b = hlo.constant dense<[2.0, 0x7FC00000, 1.0, -0.0]> : tensor<4xf32>
  // NaN in either operand gives NaN.
  %max = hlo.maximum %a, %b : tensor<4xf32>
  %min = hlo.minimum %a, %b : tensor<4xf32>
  // FLOAT comparisons are false on NaN, except NE.
  %lt = hlo.compare LT, %a, %b : tensor<4xf32>
  %ne = hlo.compare NE, %a, %b : tensor<4xf32>
  %c = hlo.constant dense<[0x7FC00000, -0.0, -1.0, 0xFFC00000]> : tensor<4xf32>
  %d = hlo.constant dense<[0x7F800000, 0.0, -1.0, 0xFF800000]> : tensor<4xf32>
  // TOTALORDER: -NaN < -Inf < -1 < -0 < +0 < +Inf < +NaN.
  %tlt = hlo.compare LT, %c, %d, TOTALORDER : tensor<4xf32>
  return %max, %min, %lt, %ne, %tlt : tensor<4xf32>, tensor<4xf32>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @float_rounding
// CHECK-DAG: hlo.constant dense<[3.000000e+00, -3.000000e+00, 2.000000e+00, 1.000000e+00]> : tensor<4xf32>
// CHECK-DAG: hlo.constant dense<[2.000000e+00, -2.000000e+00, 2.000000e+00, 0.000000e+00]> : tensor<4xf32>
// CHECK-DAG: hlo.constant dense<[1.000000e+00, -1.000000e+00, 0x7FC00000, -0.000000e+00]> : tensor<4xf32>
// CHECK-DAG: hlo.constant dense<[true, true, false, false]> : tensor<4xi1>
func.func @float_rounding() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>) {
  %x = hlo.constant dense<[2.5, -2.5, 1.5, 0.5]> : tensor<4xf32>
  // Ties away from zero, and ties to even.
  %afz = hlo.round_nearest_afz %x : tensor<4xf32>
  %even = hlo.round_nearest_even %x : tensor<4xf32>
  %y = hlo.constant dense<[4.0, -0.5, 0x7FC00000, -0.0]> : tensor<4xf32>
  %sign = hlo.sign %y : tensor<4xf32>
  %z = hlo.constant dense<[1.0, -3.0e38, 0x7F800000, 0x7FC00000]> : tensor<4xf32>
  %fin = hlo.is_finite %z : tensor<4xf32>
  return %afz, %even, %sign, %fin : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>
}

// -----

// f16 and bf16 compute in f32 and round to nearest even.
// CHECK-LABEL: func.func @half_precision
// CHECK-DAG: hlo.constant dense<[2.050780e+00, 6.550400e+04, 0x7C00]> : tensor<3xf16>
// CHECK-DAG: hlo.constant dense<[3.000000e+00, 2.550000e+02]> : tensor<2xbf16>
func.func @half_precision() -> (tensor<3xf16>, tensor<2xbf16>) {
  // 1.0498 is 1.0498046875 in f16; 1 + it = 2 + 25.5 * 2^-9 is a tie that
  // rounds to even, 2.05078125. 65504 + 8 stays at the largest finite f16
  // (65512 rounds to even), 65504 + 32 overflows to inf.
  %a = hlo.constant dense<[1.0, 65504.0, 65504.0]> : tensor<3xf16>
  %b = hlo.constant dense<[1.0498, 8.0, 32.0]> : tensor<3xf16>
  %s = hlo.add %a, %b : tensor<3xf16>
  // 1.5 * 2 = 3; (255 + 1) - 1 = 255, all exact with bf16's 8 bits.
  %c = hlo.constant dense<[1.5, 255.0]> : tensor<2xbf16>
  %d = hlo.constant dense<[2.0, 1.0]> : tensor<2xbf16>
  %m = hlo.multiply %c, %d : tensor<2xbf16>
  %one = hlo.constant dense<[0.0, 1.0]> : tensor<2xbf16>
  %p = hlo.add %m, %one : tensor<2xbf16>
  %q = hlo.subtract %p, %one : tensor<2xbf16>
  return %s, %q : tensor<3xf16>, tensor<2xbf16>
}

// -----

// CHECK-LABEL: func.func @convert
// CHECK-DAG: hlo.constant dense<[127, -128, 0, -3, 3]> : tensor<5xi8>
// CHECK-DAG: hlo.constant dense<[255, 0, 0, 0, 3]> : tensor<5xui8>
// CHECK-DAG: hlo.constant dense<true> : tensor<5xi1>
// CHECK-DAG: hlo.constant dense<[3.000000e+02, 0xFC00, 0x7E00, -3.900390e+00, 3.900390e+00]> : tensor<5xf16>
// CHECK-DAG: hlo.constant dense<[-1, 1, 44]> : tensor<3xi8>
// CHECK-DAG: hlo.constant dense<[2.550000e+02, 2.570000e+02, 3.000000e+02]> : tensor<3xf32>
// CHECK-DAG: hlo.constant dense<[0x4B800000, -1.000000e+00]> : tensor<2xf32>
func.func @convert() -> (tensor<5xi8>, tensor<5xui8>, tensor<5xi1>, tensor<5xf16>, tensor<3xi8>, tensor<3xf32>, tensor<2xf32>) {
  %f = hlo.constant dense<[300.0, -1.0e10, 0x7FC00000, -3.9, 3.9]> : tensor<5xf32>
  // Saturating (negative values to 0 for unsigned), truncating towards zero,
  // NaN becomes 0; to pred is x != 0 (true for NaN).
  %i8 = hlo.convert %f : (tensor<5xf32>) -> tensor<5xi8>
  %u8 = hlo.convert %f : (tensor<5xf32>) -> tensor<5xui8>
  %p = hlo.convert %f : (tensor<5xf32>) -> tensor<5xi1>
  // Rounding to nearest even, overflow to infinity, NaN stays NaN.
  %h = hlo.convert %f : (tensor<5xf32>) -> tensor<5xf16>
  // Integer to integer wraps; unsigned sources zero-extend.
  %w = hlo.constant dense<[255, 257, 300]> : tensor<3xi32>
  %n = hlo.convert %w : (tensor<3xi32>) -> tensor<3xi8>
  %back = hlo.convert %w : (tensor<3xi32>) -> tensor<3xf32>
  // 2^24 + 1 rounds to 2^24 (even) in f32; -1 as signed.
  %big = hlo.constant dense<[16777217, -1]> : tensor<2xi64>
  %bf = hlo.convert %big : (tensor<2xi64>) -> tensor<2xf32>
  return %i8, %u8, %p, %h, %n, %back, %bf : tensor<5xi8>, tensor<5xui8>, tensor<5xi1>, tensor<5xf16>, tensor<3xi8>, tensor<3xf32>, tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @pred_select_clamp
// CHECK-DAG: hlo.constant dense<[true, true, false]> : tensor<3xi1>
// CHECK-DAG: hlo.constant dense<[false, true, false]> : tensor<3xi1>
// CHECK-DAG: hlo.constant dense<[1.000000e+00, 2.000000e+01, 3.000000e+00]> : tensor<3xf32>
// CHECK-DAG: hlo.constant dense<[0.000000e+00, 5.000000e+00, 0x7FC00000]> : tensor<3xf32>
func.func @pred_select_clamp() -> (tensor<3xi1>, tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) {
  %p = hlo.constant dense<[true, false, false]> : tensor<3xi1>
  %q = hlo.constant dense<[true, true, false]> : tensor<3xi1>
  // pred + is or, pred * is and.
  %or = hlo.add %p, %q : tensor<3xi1>
  %xor = hlo.xor %p, %q : tensor<3xi1>
  %a = hlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %b = hlo.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %sel = hlo.select %xor, %b, %a : tensor<3xi1>, tensor<3xf32>
  %lo = hlo.constant dense<0.0> : tensor<f32>
  %hi = hlo.constant dense<5.0> : tensor<f32>
  %x = hlo.constant dense<[-1.0, 7.0, 0x7FC00000]> : tensor<3xf32>
  %c = hlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<3xf32>, tensor<f32>)
  return %or, %xor, %sel, %c : tensor<3xi1>, tensor<3xi1>, tensor<3xf32>, tensor<3xf32>
}
