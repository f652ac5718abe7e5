// Every elementwise op on every element type XLA allows for it, checked
// against numpy and by-hand expectations computed by
// Inputs/elementwise_types.py (XLA's semantics as its HloEvaluator has them;
// the rules are spelled out there): integer wrap-around, division and
// remainder by zero and INT_MIN / -1, shifts at and past the bit width and by
// negative amounts, power with negative exponents, mulhi, popcnt and clz;
// pred arithmetic; float ops with NaN, infinities and signed zeros, rounding
// ties (round_nearest_afz, round_nearest_even), FLOAT and TOTALORDER
// compares, NaN-propagating maximum/minimum/clamp; the transcendental
// functions against numpy (f16 and bf16 computed in f32 and rounded once);
// complex arithmetic and functions (XLA's special cases of power); convert
// between all 15 types (saturating float-to-integer with NaN -> 0, integer
// wrap, rounding to nearest even, f64 -> f16 through f32 as Eigen does);
// bitcast_convert (same width, splitting and joining); reduce_precision
// (checked bit for bit); stochastic_convert by hand. Results with 64-bit
// integers are also compared bit for bit by Inputs/check_exact.py (as
// --expect does with --rtol=0 --atol=0).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/elementwise_types.py %t

// RUN: xhlo-run %s --entry=int_s8 --arg=%t/int_s8/a.npy \
// RUN:   --arg=%t/int_s8/b.npy --arg=%t/int_s8/s.npy --arg=%t/int_s8/p.npy \
// RUN:   --arg=%t/int_s8/lo.npy --arg=%t/int_s8/hi.npy \
// RUN:   --arg=%t/int_s8/slo.npy --arg=%t/int_s8/shi.npy \
// RUN:   --expect=%t/int_s8/0.npy --expect=%t/int_s8/1.npy \
// RUN:   --expect=%t/int_s8/2.npy --expect=%t/int_s8/3.npy \
// RUN:   --expect=%t/int_s8/4.npy --expect=%t/int_s8/5.npy \
// RUN:   --expect=%t/int_s8/6.npy --expect=%t/int_s8/7.npy \
// RUN:   --expect=%t/int_s8/8.npy --expect=%t/int_s8/9.npy \
// RUN:   --expect=%t/int_s8/10.npy --expect=%t/int_s8/11.npy \
// RUN:   --expect=%t/int_s8/12.npy --expect=%t/int_s8/13.npy \
// RUN:   --expect=%t/int_s8/14.npy --expect=%t/int_s8/15.npy \
// RUN:   --expect=%t/int_s8/16.npy --expect=%t/int_s8/17.npy \
// RUN:   --expect=%t/int_s8/18.npy --expect=%t/int_s8/19.npy \
// RUN:   --expect=%t/int_s8/20.npy --expect=%t/int_s8/21.npy \
// RUN:   --expect=%t/int_s8/22.npy --expect=%t/int_s8/23.npy \
// RUN:   --expect=%t/int_s8/24.npy --expect=%t/int_s8/25.npy \
// RUN:   --expect=%t/int_s8/26.npy --expect=%t/int_s8/27.npy \
// RUN:   --expect=%t/int_s8/28.npy --expect=%t/int_s8/29.npy \
// RUN:   --rtol=0 --atol=0
func.func @int_s8(%a: tensor<48xi8>, %b: tensor<48xi8>, %s: tensor<48xi8>, %p: tensor<48xi1>, %lo: tensor<48xi8>, %hi: tensor<48xi8>, %slo: tensor<i8>, %shi: tensor<i8>)
    -> (tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>) {
  %r0 = hlo.add %a, %b : tensor<48xi8>
  %r1 = hlo.subtract %a, %b : tensor<48xi8>
  %r2 = hlo.multiply %a, %b : tensor<48xi8>
  %r3 = hlo.divide %a, %b : tensor<48xi8>
  %r4 = hlo.remainder %a, %b : tensor<48xi8>
  %r5 = hlo.power %a, %b : tensor<48xi8>
  %r6 = hlo.maximum %a, %b : tensor<48xi8>
  %r7 = hlo.minimum %a, %b : tensor<48xi8>
  %r8 = hlo.and %a, %b : tensor<48xi8>
  %r9 = hlo.or %a, %b : tensor<48xi8>
  %r10 = hlo.xor %a, %b : tensor<48xi8>
  %r11 = hlo.shift_left %a, %s : tensor<48xi8>
  %r12 = hlo.shift_right_arithmetic %a, %s : tensor<48xi8>
  %r13 = hlo.shift_right_logical %a, %s : tensor<48xi8>
  %r14 = hlo.mulhi %a, %b : tensor<48xi8>
  %r15 = hlo.not %a : tensor<48xi8>
  %r16 = hlo.popcnt %a : tensor<48xi8>
  %r17 = hlo.count_leading_zeros %a : tensor<48xi8>
  %r18 = hlo.negate %a : tensor<48xi8>
  %r19 = hlo.compare EQ, %a, %b : tensor<48xi8>
  %r20 = hlo.compare NE, %a, %b : tensor<48xi8>
  %r21 = hlo.compare LT, %a, %b : tensor<48xi8>
  %r22 = hlo.compare LE, %a, %b : tensor<48xi8>
  %r23 = hlo.compare GT, %a, %b : tensor<48xi8>
  %r24 = hlo.compare GE, %a, %b : tensor<48xi8>
  %r25 = hlo.select %p, %a, %b : tensor<48xi1>, tensor<48xi8>
  %r26 = hlo.clamp %lo, %a, %hi : (tensor<48xi8>, tensor<48xi8>, tensor<48xi8>)
  %r27 = hlo.clamp %slo, %a, %shi : (tensor<i8>, tensor<48xi8>, tensor<i8>)
  %r28 = hlo.abs %a : tensor<48xi8>
  %r29 = hlo.sign %a : tensor<48xi8>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29
      : tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>, tensor<48xi8>
}

// RUN: xhlo-run %s --entry=int_s16 --arg=%t/int_s16/a.npy \
// RUN:   --arg=%t/int_s16/b.npy --arg=%t/int_s16/s.npy \
// RUN:   --arg=%t/int_s16/p.npy --arg=%t/int_s16/lo.npy \
// RUN:   --arg=%t/int_s16/hi.npy --arg=%t/int_s16/slo.npy \
// RUN:   --arg=%t/int_s16/shi.npy --expect=%t/int_s16/0.npy \
// RUN:   --expect=%t/int_s16/1.npy --expect=%t/int_s16/2.npy \
// RUN:   --expect=%t/int_s16/3.npy --expect=%t/int_s16/4.npy \
// RUN:   --expect=%t/int_s16/5.npy --expect=%t/int_s16/6.npy \
// RUN:   --expect=%t/int_s16/7.npy --expect=%t/int_s16/8.npy \
// RUN:   --expect=%t/int_s16/9.npy --expect=%t/int_s16/10.npy \
// RUN:   --expect=%t/int_s16/11.npy --expect=%t/int_s16/12.npy \
// RUN:   --expect=%t/int_s16/13.npy --expect=%t/int_s16/14.npy \
// RUN:   --expect=%t/int_s16/15.npy --expect=%t/int_s16/16.npy \
// RUN:   --expect=%t/int_s16/17.npy --expect=%t/int_s16/18.npy \
// RUN:   --expect=%t/int_s16/19.npy --expect=%t/int_s16/20.npy \
// RUN:   --expect=%t/int_s16/21.npy --expect=%t/int_s16/22.npy \
// RUN:   --expect=%t/int_s16/23.npy --expect=%t/int_s16/24.npy \
// RUN:   --expect=%t/int_s16/25.npy --expect=%t/int_s16/26.npy \
// RUN:   --expect=%t/int_s16/27.npy --expect=%t/int_s16/28.npy \
// RUN:   --expect=%t/int_s16/29.npy --rtol=0 --atol=0
func.func @int_s16(%a: tensor<48xi16>, %b: tensor<48xi16>, %s: tensor<48xi16>, %p: tensor<48xi1>, %lo: tensor<48xi16>, %hi: tensor<48xi16>, %slo: tensor<i16>, %shi: tensor<i16>)
    -> (tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>) {
  %r0 = hlo.add %a, %b : tensor<48xi16>
  %r1 = hlo.subtract %a, %b : tensor<48xi16>
  %r2 = hlo.multiply %a, %b : tensor<48xi16>
  %r3 = hlo.divide %a, %b : tensor<48xi16>
  %r4 = hlo.remainder %a, %b : tensor<48xi16>
  %r5 = hlo.power %a, %b : tensor<48xi16>
  %r6 = hlo.maximum %a, %b : tensor<48xi16>
  %r7 = hlo.minimum %a, %b : tensor<48xi16>
  %r8 = hlo.and %a, %b : tensor<48xi16>
  %r9 = hlo.or %a, %b : tensor<48xi16>
  %r10 = hlo.xor %a, %b : tensor<48xi16>
  %r11 = hlo.shift_left %a, %s : tensor<48xi16>
  %r12 = hlo.shift_right_arithmetic %a, %s : tensor<48xi16>
  %r13 = hlo.shift_right_logical %a, %s : tensor<48xi16>
  %r14 = hlo.mulhi %a, %b : tensor<48xi16>
  %r15 = hlo.not %a : tensor<48xi16>
  %r16 = hlo.popcnt %a : tensor<48xi16>
  %r17 = hlo.count_leading_zeros %a : tensor<48xi16>
  %r18 = hlo.negate %a : tensor<48xi16>
  %r19 = hlo.compare EQ, %a, %b : tensor<48xi16>
  %r20 = hlo.compare NE, %a, %b : tensor<48xi16>
  %r21 = hlo.compare LT, %a, %b : tensor<48xi16>
  %r22 = hlo.compare LE, %a, %b : tensor<48xi16>
  %r23 = hlo.compare GT, %a, %b : tensor<48xi16>
  %r24 = hlo.compare GE, %a, %b : tensor<48xi16>
  %r25 = hlo.select %p, %a, %b : tensor<48xi1>, tensor<48xi16>
  %r26 = hlo.clamp %lo, %a, %hi : (tensor<48xi16>, tensor<48xi16>, tensor<48xi16>)
  %r27 = hlo.clamp %slo, %a, %shi : (tensor<i16>, tensor<48xi16>, tensor<i16>)
  %r28 = hlo.abs %a : tensor<48xi16>
  %r29 = hlo.sign %a : tensor<48xi16>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29
      : tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>, tensor<48xi16>
}

// RUN: xhlo-run %s --entry=int_s32 --arg=%t/int_s32/a.npy \
// RUN:   --arg=%t/int_s32/b.npy --arg=%t/int_s32/s.npy \
// RUN:   --arg=%t/int_s32/p.npy --arg=%t/int_s32/lo.npy \
// RUN:   --arg=%t/int_s32/hi.npy --arg=%t/int_s32/slo.npy \
// RUN:   --arg=%t/int_s32/shi.npy --expect=%t/int_s32/0.npy \
// RUN:   --expect=%t/int_s32/1.npy --expect=%t/int_s32/2.npy \
// RUN:   --expect=%t/int_s32/3.npy --expect=%t/int_s32/4.npy \
// RUN:   --expect=%t/int_s32/5.npy --expect=%t/int_s32/6.npy \
// RUN:   --expect=%t/int_s32/7.npy --expect=%t/int_s32/8.npy \
// RUN:   --expect=%t/int_s32/9.npy --expect=%t/int_s32/10.npy \
// RUN:   --expect=%t/int_s32/11.npy --expect=%t/int_s32/12.npy \
// RUN:   --expect=%t/int_s32/13.npy --expect=%t/int_s32/14.npy \
// RUN:   --expect=%t/int_s32/15.npy --expect=%t/int_s32/16.npy \
// RUN:   --expect=%t/int_s32/17.npy --expect=%t/int_s32/18.npy \
// RUN:   --expect=%t/int_s32/19.npy --expect=%t/int_s32/20.npy \
// RUN:   --expect=%t/int_s32/21.npy --expect=%t/int_s32/22.npy \
// RUN:   --expect=%t/int_s32/23.npy --expect=%t/int_s32/24.npy \
// RUN:   --expect=%t/int_s32/25.npy --expect=%t/int_s32/26.npy \
// RUN:   --expect=%t/int_s32/27.npy --expect=%t/int_s32/28.npy \
// RUN:   --expect=%t/int_s32/29.npy --rtol=0 --atol=0
func.func @int_s32(%a: tensor<48xi32>, %b: tensor<48xi32>, %s: tensor<48xi32>, %p: tensor<48xi1>, %lo: tensor<48xi32>, %hi: tensor<48xi32>, %slo: tensor<i32>, %shi: tensor<i32>)
    -> (tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>) {
  %r0 = hlo.add %a, %b : tensor<48xi32>
  %r1 = hlo.subtract %a, %b : tensor<48xi32>
  %r2 = hlo.multiply %a, %b : tensor<48xi32>
  %r3 = hlo.divide %a, %b : tensor<48xi32>
  %r4 = hlo.remainder %a, %b : tensor<48xi32>
  %r5 = hlo.power %a, %b : tensor<48xi32>
  %r6 = hlo.maximum %a, %b : tensor<48xi32>
  %r7 = hlo.minimum %a, %b : tensor<48xi32>
  %r8 = hlo.and %a, %b : tensor<48xi32>
  %r9 = hlo.or %a, %b : tensor<48xi32>
  %r10 = hlo.xor %a, %b : tensor<48xi32>
  %r11 = hlo.shift_left %a, %s : tensor<48xi32>
  %r12 = hlo.shift_right_arithmetic %a, %s : tensor<48xi32>
  %r13 = hlo.shift_right_logical %a, %s : tensor<48xi32>
  %r14 = hlo.mulhi %a, %b : tensor<48xi32>
  %r15 = hlo.not %a : tensor<48xi32>
  %r16 = hlo.popcnt %a : tensor<48xi32>
  %r17 = hlo.count_leading_zeros %a : tensor<48xi32>
  %r18 = hlo.negate %a : tensor<48xi32>
  %r19 = hlo.compare EQ, %a, %b : tensor<48xi32>
  %r20 = hlo.compare NE, %a, %b : tensor<48xi32>
  %r21 = hlo.compare LT, %a, %b : tensor<48xi32>
  %r22 = hlo.compare LE, %a, %b : tensor<48xi32>
  %r23 = hlo.compare GT, %a, %b : tensor<48xi32>
  %r24 = hlo.compare GE, %a, %b : tensor<48xi32>
  %r25 = hlo.select %p, %a, %b : tensor<48xi1>, tensor<48xi32>
  %r26 = hlo.clamp %lo, %a, %hi : (tensor<48xi32>, tensor<48xi32>, tensor<48xi32>)
  %r27 = hlo.clamp %slo, %a, %shi : (tensor<i32>, tensor<48xi32>, tensor<i32>)
  %r28 = hlo.abs %a : tensor<48xi32>
  %r29 = hlo.sign %a : tensor<48xi32>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29
      : tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>
}

// RUN: xhlo-run %s --entry=int_s64 --arg=%t/int_s64/a.npy \
// RUN:   --arg=%t/int_s64/b.npy --arg=%t/int_s64/s.npy \
// RUN:   --arg=%t/int_s64/p.npy --arg=%t/int_s64/lo.npy \
// RUN:   --arg=%t/int_s64/hi.npy --arg=%t/int_s64/slo.npy \
// RUN:   --arg=%t/int_s64/shi.npy --out=%t/int_s64.out \
// RUN:   --expect=%t/int_s64/0.npy --expect=%t/int_s64/1.npy \
// RUN:   --expect=%t/int_s64/2.npy --expect=%t/int_s64/3.npy \
// RUN:   --expect=%t/int_s64/4.npy --expect=%t/int_s64/5.npy \
// RUN:   --expect=%t/int_s64/6.npy --expect=%t/int_s64/7.npy \
// RUN:   --expect=%t/int_s64/8.npy --expect=%t/int_s64/9.npy \
// RUN:   --expect=%t/int_s64/10.npy --expect=%t/int_s64/11.npy \
// RUN:   --expect=%t/int_s64/12.npy --expect=%t/int_s64/13.npy \
// RUN:   --expect=%t/int_s64/14.npy --expect=%t/int_s64/15.npy \
// RUN:   --expect=%t/int_s64/16.npy --expect=%t/int_s64/17.npy \
// RUN:   --expect=%t/int_s64/18.npy --expect=%t/int_s64/19.npy \
// RUN:   --expect=%t/int_s64/20.npy --expect=%t/int_s64/21.npy \
// RUN:   --expect=%t/int_s64/22.npy --expect=%t/int_s64/23.npy \
// RUN:   --expect=%t/int_s64/24.npy --expect=%t/int_s64/25.npy \
// RUN:   --expect=%t/int_s64/26.npy --expect=%t/int_s64/27.npy \
// RUN:   --expect=%t/int_s64/28.npy --expect=%t/int_s64/29.npy \
// RUN:   --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/int_s64.out %t/int_s64
func.func @int_s64(%a: tensor<48xi64>, %b: tensor<48xi64>, %s: tensor<48xi64>, %p: tensor<48xi1>, %lo: tensor<48xi64>, %hi: tensor<48xi64>, %slo: tensor<i64>, %shi: tensor<i64>)
    -> (tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>) {
  %r0 = hlo.add %a, %b : tensor<48xi64>
  %r1 = hlo.subtract %a, %b : tensor<48xi64>
  %r2 = hlo.multiply %a, %b : tensor<48xi64>
  %r3 = hlo.divide %a, %b : tensor<48xi64>
  %r4 = hlo.remainder %a, %b : tensor<48xi64>
  %r5 = hlo.power %a, %b : tensor<48xi64>
  %r6 = hlo.maximum %a, %b : tensor<48xi64>
  %r7 = hlo.minimum %a, %b : tensor<48xi64>
  %r8 = hlo.and %a, %b : tensor<48xi64>
  %r9 = hlo.or %a, %b : tensor<48xi64>
  %r10 = hlo.xor %a, %b : tensor<48xi64>
  %r11 = hlo.shift_left %a, %s : tensor<48xi64>
  %r12 = hlo.shift_right_arithmetic %a, %s : tensor<48xi64>
  %r13 = hlo.shift_right_logical %a, %s : tensor<48xi64>
  %r14 = hlo.mulhi %a, %b : tensor<48xi64>
  %r15 = hlo.not %a : tensor<48xi64>
  %r16 = hlo.popcnt %a : tensor<48xi64>
  %r17 = hlo.count_leading_zeros %a : tensor<48xi64>
  %r18 = hlo.negate %a : tensor<48xi64>
  %r19 = hlo.compare EQ, %a, %b : tensor<48xi64>
  %r20 = hlo.compare NE, %a, %b : tensor<48xi64>
  %r21 = hlo.compare LT, %a, %b : tensor<48xi64>
  %r22 = hlo.compare LE, %a, %b : tensor<48xi64>
  %r23 = hlo.compare GT, %a, %b : tensor<48xi64>
  %r24 = hlo.compare GE, %a, %b : tensor<48xi64>
  %r25 = hlo.select %p, %a, %b : tensor<48xi1>, tensor<48xi64>
  %r26 = hlo.clamp %lo, %a, %hi : (tensor<48xi64>, tensor<48xi64>, tensor<48xi64>)
  %r27 = hlo.clamp %slo, %a, %shi : (tensor<i64>, tensor<48xi64>, tensor<i64>)
  %r28 = hlo.abs %a : tensor<48xi64>
  %r29 = hlo.sign %a : tensor<48xi64>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29
      : tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>, tensor<48xi64>
}

// RUN: xhlo-run %s --entry=int_u8 --arg=%t/int_u8/a.npy \
// RUN:   --arg=%t/int_u8/b.npy --arg=%t/int_u8/s.npy --arg=%t/int_u8/p.npy \
// RUN:   --arg=%t/int_u8/lo.npy --arg=%t/int_u8/hi.npy \
// RUN:   --arg=%t/int_u8/slo.npy --arg=%t/int_u8/shi.npy \
// RUN:   --expect=%t/int_u8/0.npy --expect=%t/int_u8/1.npy \
// RUN:   --expect=%t/int_u8/2.npy --expect=%t/int_u8/3.npy \
// RUN:   --expect=%t/int_u8/4.npy --expect=%t/int_u8/5.npy \
// RUN:   --expect=%t/int_u8/6.npy --expect=%t/int_u8/7.npy \
// RUN:   --expect=%t/int_u8/8.npy --expect=%t/int_u8/9.npy \
// RUN:   --expect=%t/int_u8/10.npy --expect=%t/int_u8/11.npy \
// RUN:   --expect=%t/int_u8/12.npy --expect=%t/int_u8/13.npy \
// RUN:   --expect=%t/int_u8/14.npy --expect=%t/int_u8/15.npy \
// RUN:   --expect=%t/int_u8/16.npy --expect=%t/int_u8/17.npy \
// RUN:   --expect=%t/int_u8/18.npy --expect=%t/int_u8/19.npy \
// RUN:   --expect=%t/int_u8/20.npy --expect=%t/int_u8/21.npy \
// RUN:   --expect=%t/int_u8/22.npy --expect=%t/int_u8/23.npy \
// RUN:   --expect=%t/int_u8/24.npy --expect=%t/int_u8/25.npy \
// RUN:   --expect=%t/int_u8/26.npy --expect=%t/int_u8/27.npy \
// RUN:   --rtol=0 --atol=0
func.func @int_u8(%a: tensor<48xui8>, %b: tensor<48xui8>, %s: tensor<48xui8>, %p: tensor<48xi1>, %lo: tensor<48xui8>, %hi: tensor<48xui8>, %slo: tensor<ui8>, %shi: tensor<ui8>)
    -> (tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>) {
  %r0 = hlo.add %a, %b : tensor<48xui8>
  %r1 = hlo.subtract %a, %b : tensor<48xui8>
  %r2 = hlo.multiply %a, %b : tensor<48xui8>
  %r3 = hlo.divide %a, %b : tensor<48xui8>
  %r4 = hlo.remainder %a, %b : tensor<48xui8>
  %r5 = hlo.power %a, %b : tensor<48xui8>
  %r6 = hlo.maximum %a, %b : tensor<48xui8>
  %r7 = hlo.minimum %a, %b : tensor<48xui8>
  %r8 = hlo.and %a, %b : tensor<48xui8>
  %r9 = hlo.or %a, %b : tensor<48xui8>
  %r10 = hlo.xor %a, %b : tensor<48xui8>
  %r11 = hlo.shift_left %a, %s : tensor<48xui8>
  %r12 = hlo.shift_right_arithmetic %a, %s : tensor<48xui8>
  %r13 = hlo.shift_right_logical %a, %s : tensor<48xui8>
  %r14 = hlo.mulhi %a, %b : tensor<48xui8>
  %r15 = hlo.not %a : tensor<48xui8>
  %r16 = hlo.popcnt %a : tensor<48xui8>
  %r17 = hlo.count_leading_zeros %a : tensor<48xui8>
  %r18 = hlo.negate %a : tensor<48xui8>
  %r19 = hlo.compare EQ, %a, %b : tensor<48xui8>
  %r20 = hlo.compare NE, %a, %b : tensor<48xui8>
  %r21 = hlo.compare LT, %a, %b : tensor<48xui8>
  %r22 = hlo.compare LE, %a, %b : tensor<48xui8>
  %r23 = hlo.compare GT, %a, %b : tensor<48xui8>
  %r24 = hlo.compare GE, %a, %b : tensor<48xui8>
  %r25 = hlo.select %p, %a, %b : tensor<48xi1>, tensor<48xui8>
  %r26 = hlo.clamp %lo, %a, %hi : (tensor<48xui8>, tensor<48xui8>, tensor<48xui8>)
  %r27 = hlo.clamp %slo, %a, %shi : (tensor<ui8>, tensor<48xui8>, tensor<ui8>)
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27
      : tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xui8>, tensor<48xui8>, tensor<48xui8>
}

// RUN: xhlo-run %s --entry=int_u16 --arg=%t/int_u16/a.npy \
// RUN:   --arg=%t/int_u16/b.npy --arg=%t/int_u16/s.npy \
// RUN:   --arg=%t/int_u16/p.npy --arg=%t/int_u16/lo.npy \
// RUN:   --arg=%t/int_u16/hi.npy --arg=%t/int_u16/slo.npy \
// RUN:   --arg=%t/int_u16/shi.npy --expect=%t/int_u16/0.npy \
// RUN:   --expect=%t/int_u16/1.npy --expect=%t/int_u16/2.npy \
// RUN:   --expect=%t/int_u16/3.npy --expect=%t/int_u16/4.npy \
// RUN:   --expect=%t/int_u16/5.npy --expect=%t/int_u16/6.npy \
// RUN:   --expect=%t/int_u16/7.npy --expect=%t/int_u16/8.npy \
// RUN:   --expect=%t/int_u16/9.npy --expect=%t/int_u16/10.npy \
// RUN:   --expect=%t/int_u16/11.npy --expect=%t/int_u16/12.npy \
// RUN:   --expect=%t/int_u16/13.npy --expect=%t/int_u16/14.npy \
// RUN:   --expect=%t/int_u16/15.npy --expect=%t/int_u16/16.npy \
// RUN:   --expect=%t/int_u16/17.npy --expect=%t/int_u16/18.npy \
// RUN:   --expect=%t/int_u16/19.npy --expect=%t/int_u16/20.npy \
// RUN:   --expect=%t/int_u16/21.npy --expect=%t/int_u16/22.npy \
// RUN:   --expect=%t/int_u16/23.npy --expect=%t/int_u16/24.npy \
// RUN:   --expect=%t/int_u16/25.npy --expect=%t/int_u16/26.npy \
// RUN:   --expect=%t/int_u16/27.npy --rtol=0 --atol=0
func.func @int_u16(%a: tensor<48xui16>, %b: tensor<48xui16>, %s: tensor<48xui16>, %p: tensor<48xi1>, %lo: tensor<48xui16>, %hi: tensor<48xui16>, %slo: tensor<ui16>, %shi: tensor<ui16>)
    -> (tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>) {
  %r0 = hlo.add %a, %b : tensor<48xui16>
  %r1 = hlo.subtract %a, %b : tensor<48xui16>
  %r2 = hlo.multiply %a, %b : tensor<48xui16>
  %r3 = hlo.divide %a, %b : tensor<48xui16>
  %r4 = hlo.remainder %a, %b : tensor<48xui16>
  %r5 = hlo.power %a, %b : tensor<48xui16>
  %r6 = hlo.maximum %a, %b : tensor<48xui16>
  %r7 = hlo.minimum %a, %b : tensor<48xui16>
  %r8 = hlo.and %a, %b : tensor<48xui16>
  %r9 = hlo.or %a, %b : tensor<48xui16>
  %r10 = hlo.xor %a, %b : tensor<48xui16>
  %r11 = hlo.shift_left %a, %s : tensor<48xui16>
  %r12 = hlo.shift_right_arithmetic %a, %s : tensor<48xui16>
  %r13 = hlo.shift_right_logical %a, %s : tensor<48xui16>
  %r14 = hlo.mulhi %a, %b : tensor<48xui16>
  %r15 = hlo.not %a : tensor<48xui16>
  %r16 = hlo.popcnt %a : tensor<48xui16>
  %r17 = hlo.count_leading_zeros %a : tensor<48xui16>
  %r18 = hlo.negate %a : tensor<48xui16>
  %r19 = hlo.compare EQ, %a, %b : tensor<48xui16>
  %r20 = hlo.compare NE, %a, %b : tensor<48xui16>
  %r21 = hlo.compare LT, %a, %b : tensor<48xui16>
  %r22 = hlo.compare LE, %a, %b : tensor<48xui16>
  %r23 = hlo.compare GT, %a, %b : tensor<48xui16>
  %r24 = hlo.compare GE, %a, %b : tensor<48xui16>
  %r25 = hlo.select %p, %a, %b : tensor<48xi1>, tensor<48xui16>
  %r26 = hlo.clamp %lo, %a, %hi : (tensor<48xui16>, tensor<48xui16>, tensor<48xui16>)
  %r27 = hlo.clamp %slo, %a, %shi : (tensor<ui16>, tensor<48xui16>, tensor<ui16>)
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27
      : tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xui16>, tensor<48xui16>, tensor<48xui16>
}

// RUN: xhlo-run %s --entry=int_u32 --arg=%t/int_u32/a.npy \
// RUN:   --arg=%t/int_u32/b.npy --arg=%t/int_u32/s.npy \
// RUN:   --arg=%t/int_u32/p.npy --arg=%t/int_u32/lo.npy \
// RUN:   --arg=%t/int_u32/hi.npy --arg=%t/int_u32/slo.npy \
// RUN:   --arg=%t/int_u32/shi.npy --expect=%t/int_u32/0.npy \
// RUN:   --expect=%t/int_u32/1.npy --expect=%t/int_u32/2.npy \
// RUN:   --expect=%t/int_u32/3.npy --expect=%t/int_u32/4.npy \
// RUN:   --expect=%t/int_u32/5.npy --expect=%t/int_u32/6.npy \
// RUN:   --expect=%t/int_u32/7.npy --expect=%t/int_u32/8.npy \
// RUN:   --expect=%t/int_u32/9.npy --expect=%t/int_u32/10.npy \
// RUN:   --expect=%t/int_u32/11.npy --expect=%t/int_u32/12.npy \
// RUN:   --expect=%t/int_u32/13.npy --expect=%t/int_u32/14.npy \
// RUN:   --expect=%t/int_u32/15.npy --expect=%t/int_u32/16.npy \
// RUN:   --expect=%t/int_u32/17.npy --expect=%t/int_u32/18.npy \
// RUN:   --expect=%t/int_u32/19.npy --expect=%t/int_u32/20.npy \
// RUN:   --expect=%t/int_u32/21.npy --expect=%t/int_u32/22.npy \
// RUN:   --expect=%t/int_u32/23.npy --expect=%t/int_u32/24.npy \
// RUN:   --expect=%t/int_u32/25.npy --expect=%t/int_u32/26.npy \
// RUN:   --expect=%t/int_u32/27.npy --rtol=0 --atol=0
func.func @int_u32(%a: tensor<48xui32>, %b: tensor<48xui32>, %s: tensor<48xui32>, %p: tensor<48xi1>, %lo: tensor<48xui32>, %hi: tensor<48xui32>, %slo: tensor<ui32>, %shi: tensor<ui32>)
    -> (tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>) {
  %r0 = hlo.add %a, %b : tensor<48xui32>
  %r1 = hlo.subtract %a, %b : tensor<48xui32>
  %r2 = hlo.multiply %a, %b : tensor<48xui32>
  %r3 = hlo.divide %a, %b : tensor<48xui32>
  %r4 = hlo.remainder %a, %b : tensor<48xui32>
  %r5 = hlo.power %a, %b : tensor<48xui32>
  %r6 = hlo.maximum %a, %b : tensor<48xui32>
  %r7 = hlo.minimum %a, %b : tensor<48xui32>
  %r8 = hlo.and %a, %b : tensor<48xui32>
  %r9 = hlo.or %a, %b : tensor<48xui32>
  %r10 = hlo.xor %a, %b : tensor<48xui32>
  %r11 = hlo.shift_left %a, %s : tensor<48xui32>
  %r12 = hlo.shift_right_arithmetic %a, %s : tensor<48xui32>
  %r13 = hlo.shift_right_logical %a, %s : tensor<48xui32>
  %r14 = hlo.mulhi %a, %b : tensor<48xui32>
  %r15 = hlo.not %a : tensor<48xui32>
  %r16 = hlo.popcnt %a : tensor<48xui32>
  %r17 = hlo.count_leading_zeros %a : tensor<48xui32>
  %r18 = hlo.negate %a : tensor<48xui32>
  %r19 = hlo.compare EQ, %a, %b : tensor<48xui32>
  %r20 = hlo.compare NE, %a, %b : tensor<48xui32>
  %r21 = hlo.compare LT, %a, %b : tensor<48xui32>
  %r22 = hlo.compare LE, %a, %b : tensor<48xui32>
  %r23 = hlo.compare GT, %a, %b : tensor<48xui32>
  %r24 = hlo.compare GE, %a, %b : tensor<48xui32>
  %r25 = hlo.select %p, %a, %b : tensor<48xi1>, tensor<48xui32>
  %r26 = hlo.clamp %lo, %a, %hi : (tensor<48xui32>, tensor<48xui32>, tensor<48xui32>)
  %r27 = hlo.clamp %slo, %a, %shi : (tensor<ui32>, tensor<48xui32>, tensor<ui32>)
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27
      : tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>
}

// RUN: xhlo-run %s --entry=int_u64 --arg=%t/int_u64/a.npy \
// RUN:   --arg=%t/int_u64/b.npy --arg=%t/int_u64/s.npy \
// RUN:   --arg=%t/int_u64/p.npy --arg=%t/int_u64/lo.npy \
// RUN:   --arg=%t/int_u64/hi.npy --arg=%t/int_u64/slo.npy \
// RUN:   --arg=%t/int_u64/shi.npy --out=%t/int_u64.out \
// RUN:   --expect=%t/int_u64/0.npy --expect=%t/int_u64/1.npy \
// RUN:   --expect=%t/int_u64/2.npy --expect=%t/int_u64/3.npy \
// RUN:   --expect=%t/int_u64/4.npy --expect=%t/int_u64/5.npy \
// RUN:   --expect=%t/int_u64/6.npy --expect=%t/int_u64/7.npy \
// RUN:   --expect=%t/int_u64/8.npy --expect=%t/int_u64/9.npy \
// RUN:   --expect=%t/int_u64/10.npy --expect=%t/int_u64/11.npy \
// RUN:   --expect=%t/int_u64/12.npy --expect=%t/int_u64/13.npy \
// RUN:   --expect=%t/int_u64/14.npy --expect=%t/int_u64/15.npy \
// RUN:   --expect=%t/int_u64/16.npy --expect=%t/int_u64/17.npy \
// RUN:   --expect=%t/int_u64/18.npy --expect=%t/int_u64/19.npy \
// RUN:   --expect=%t/int_u64/20.npy --expect=%t/int_u64/21.npy \
// RUN:   --expect=%t/int_u64/22.npy --expect=%t/int_u64/23.npy \
// RUN:   --expect=%t/int_u64/24.npy --expect=%t/int_u64/25.npy \
// RUN:   --expect=%t/int_u64/26.npy --expect=%t/int_u64/27.npy \
// RUN:   --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/int_u64.out %t/int_u64
func.func @int_u64(%a: tensor<48xui64>, %b: tensor<48xui64>, %s: tensor<48xui64>, %p: tensor<48xi1>, %lo: tensor<48xui64>, %hi: tensor<48xui64>, %slo: tensor<ui64>, %shi: tensor<ui64>)
    -> (tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>) {
  %r0 = hlo.add %a, %b : tensor<48xui64>
  %r1 = hlo.subtract %a, %b : tensor<48xui64>
  %r2 = hlo.multiply %a, %b : tensor<48xui64>
  %r3 = hlo.divide %a, %b : tensor<48xui64>
  %r4 = hlo.remainder %a, %b : tensor<48xui64>
  %r5 = hlo.power %a, %b : tensor<48xui64>
  %r6 = hlo.maximum %a, %b : tensor<48xui64>
  %r7 = hlo.minimum %a, %b : tensor<48xui64>
  %r8 = hlo.and %a, %b : tensor<48xui64>
  %r9 = hlo.or %a, %b : tensor<48xui64>
  %r10 = hlo.xor %a, %b : tensor<48xui64>
  %r11 = hlo.shift_left %a, %s : tensor<48xui64>
  %r12 = hlo.shift_right_arithmetic %a, %s : tensor<48xui64>
  %r13 = hlo.shift_right_logical %a, %s : tensor<48xui64>
  %r14 = hlo.mulhi %a, %b : tensor<48xui64>
  %r15 = hlo.not %a : tensor<48xui64>
  %r16 = hlo.popcnt %a : tensor<48xui64>
  %r17 = hlo.count_leading_zeros %a : tensor<48xui64>
  %r18 = hlo.negate %a : tensor<48xui64>
  %r19 = hlo.compare EQ, %a, %b : tensor<48xui64>
  %r20 = hlo.compare NE, %a, %b : tensor<48xui64>
  %r21 = hlo.compare LT, %a, %b : tensor<48xui64>
  %r22 = hlo.compare LE, %a, %b : tensor<48xui64>
  %r23 = hlo.compare GT, %a, %b : tensor<48xui64>
  %r24 = hlo.compare GE, %a, %b : tensor<48xui64>
  %r25 = hlo.select %p, %a, %b : tensor<48xi1>, tensor<48xui64>
  %r26 = hlo.clamp %lo, %a, %hi : (tensor<48xui64>, tensor<48xui64>, tensor<48xui64>)
  %r27 = hlo.clamp %slo, %a, %shi : (tensor<ui64>, tensor<48xui64>, tensor<ui64>)
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27
      : tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xui64>, tensor<48xui64>, tensor<48xui64>
}

// RUN: xhlo-run %s --entry=pred_ops --arg=%t/pred_ops/a.npy \
// RUN:   --arg=%t/pred_ops/b.npy --arg=%t/pred_ops/p.npy \
// RUN:   --arg=%t/pred_ops/lo.npy --arg=%t/pred_ops/hi.npy \
// RUN:   --expect=%t/pred_ops/0.npy --expect=%t/pred_ops/1.npy \
// RUN:   --expect=%t/pred_ops/2.npy --expect=%t/pred_ops/3.npy \
// RUN:   --expect=%t/pred_ops/4.npy --expect=%t/pred_ops/5.npy \
// RUN:   --expect=%t/pred_ops/6.npy --expect=%t/pred_ops/7.npy \
// RUN:   --expect=%t/pred_ops/8.npy --expect=%t/pred_ops/9.npy \
// RUN:   --expect=%t/pred_ops/10.npy --expect=%t/pred_ops/11.npy \
// RUN:   --expect=%t/pred_ops/12.npy --expect=%t/pred_ops/13.npy \
// RUN:   --expect=%t/pred_ops/14.npy --expect=%t/pred_ops/15.npy \
// RUN:   --rtol=0 --atol=0
func.func @pred_ops(%a: tensor<8xi1>, %b: tensor<8xi1>, %p: tensor<8xi1>, %lo: tensor<8xi1>, %hi: tensor<8xi1>)
    -> (tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>) {
  %r0 = hlo.add %a, %b : tensor<8xi1>
  %r1 = hlo.multiply %a, %b : tensor<8xi1>
  %r2 = hlo.maximum %a, %b : tensor<8xi1>
  %r3 = hlo.minimum %a, %b : tensor<8xi1>
  %r4 = hlo.and %a, %b : tensor<8xi1>
  %r5 = hlo.or %a, %b : tensor<8xi1>
  %r6 = hlo.xor %a, %b : tensor<8xi1>
  %r7 = hlo.not %a : tensor<8xi1>
  %r8 = hlo.compare EQ, %a, %b : tensor<8xi1>
  %r9 = hlo.compare NE, %a, %b : tensor<8xi1>
  %r10 = hlo.compare LT, %a, %b : tensor<8xi1>
  %r11 = hlo.compare LE, %a, %b : tensor<8xi1>
  %r12 = hlo.compare GT, %a, %b : tensor<8xi1>
  %r13 = hlo.compare GE, %a, %b : tensor<8xi1>
  %r14 = hlo.select %p, %a, %b : tensor<8xi1>, tensor<8xi1>
  %r15 = hlo.clamp %lo, %a, %hi : (tensor<8xi1>, tensor<8xi1>, tensor<8xi1>)
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15
      : tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>, tensor<8xi1>
}

// RUN: xhlo-run %s --entry=float_exact_f16 --arg=%t/float_exact_f16/x.npy \
// RUN:   --arg=%t/float_exact_f16/y.npy --arg=%t/float_exact_f16/p.npy \
// RUN:   --arg=%t/float_exact_f16/lo.npy --arg=%t/float_exact_f16/hi.npy \
// RUN:   --expect=%t/float_exact_f16/0.npy \
// RUN:   --expect=%t/float_exact_f16/1.npy \
// RUN:   --expect=%t/float_exact_f16/2.npy \
// RUN:   --expect=%t/float_exact_f16/3.npy \
// RUN:   --expect=%t/float_exact_f16/4.npy \
// RUN:   --expect=%t/float_exact_f16/5.npy \
// RUN:   --expect=%t/float_exact_f16/6.npy \
// RUN:   --expect=%t/float_exact_f16/7.npy \
// RUN:   --expect=%t/float_exact_f16/8.npy \
// RUN:   --expect=%t/float_exact_f16/9.npy \
// RUN:   --expect=%t/float_exact_f16/10.npy \
// RUN:   --expect=%t/float_exact_f16/11.npy \
// RUN:   --expect=%t/float_exact_f16/12.npy \
// RUN:   --expect=%t/float_exact_f16/13.npy \
// RUN:   --expect=%t/float_exact_f16/14.npy \
// RUN:   --expect=%t/float_exact_f16/15.npy \
// RUN:   --expect=%t/float_exact_f16/16.npy \
// RUN:   --expect=%t/float_exact_f16/17.npy \
// RUN:   --expect=%t/float_exact_f16/18.npy \
// RUN:   --expect=%t/float_exact_f16/19.npy \
// RUN:   --expect=%t/float_exact_f16/20.npy \
// RUN:   --expect=%t/float_exact_f16/21.npy \
// RUN:   --expect=%t/float_exact_f16/22.npy \
// RUN:   --expect=%t/float_exact_f16/23.npy \
// RUN:   --expect=%t/float_exact_f16/24.npy \
// RUN:   --expect=%t/float_exact_f16/25.npy \
// RUN:   --expect=%t/float_exact_f16/26.npy \
// RUN:   --expect=%t/float_exact_f16/27.npy \
// RUN:   --expect=%t/float_exact_f16/28.npy \
// RUN:   --expect=%t/float_exact_f16/29.npy \
// RUN:   --expect=%t/float_exact_f16/30.npy \
// RUN:   --expect=%t/float_exact_f16/31.npy --rtol=0 --atol=0
func.func @float_exact_f16(%x: tensor<48xf16>, %y: tensor<48xf16>, %p: tensor<48xi1>, %lo: tensor<48xf16>, %hi: tensor<48xf16>)
    -> (tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xi1>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xf16>, tensor<48xf16>) {
  %r0 = hlo.abs %x : tensor<48xf16>
  %r1 = hlo.ceil %x : tensor<48xf16>
  %r2 = hlo.floor %x : tensor<48xf16>
  %r3 = hlo.negate %x : tensor<48xf16>
  %r4 = hlo.round_nearest_afz %x : tensor<48xf16>
  %r5 = hlo.round_nearest_even %x : tensor<48xf16>
  %r6 = hlo.sign %x : tensor<48xf16>
  %r7 = hlo.sqrt %x : tensor<48xf16>
  %r8 = hlo.is_finite %x : tensor<48xf16>
  %r9 = hlo.real %x : tensor<48xf16>
  %r10 = hlo.imag %x : tensor<48xf16>
  %r11 = hlo.add %x, %y : tensor<48xf16>
  %r12 = hlo.subtract %x, %y : tensor<48xf16>
  %r13 = hlo.multiply %x, %y : tensor<48xf16>
  %r14 = hlo.divide %x, %y : tensor<48xf16>
  %r15 = hlo.remainder %x, %y : tensor<48xf16>
  %r16 = hlo.maximum %x, %y : tensor<48xf16>
  %r17 = hlo.minimum %x, %y : tensor<48xf16>
  %r18 = hlo.compare EQ, %x, %y : tensor<48xf16>
  %r19 = hlo.compare NE, %x, %y : tensor<48xf16>
  %r20 = hlo.compare LT, %x, %y : tensor<48xf16>
  %r21 = hlo.compare LE, %x, %y : tensor<48xf16>
  %r22 = hlo.compare GT, %x, %y : tensor<48xf16>
  %r23 = hlo.compare GE, %x, %y : tensor<48xf16>
  %r24 = hlo.compare EQ, %x, %y, TOTALORDER : tensor<48xf16>
  %r25 = hlo.compare NE, %x, %y, TOTALORDER : tensor<48xf16>
  %r26 = hlo.compare LT, %x, %y, TOTALORDER : tensor<48xf16>
  %r27 = hlo.compare LE, %x, %y, TOTALORDER : tensor<48xf16>
  %r28 = hlo.compare GT, %x, %y, TOTALORDER : tensor<48xf16>
  %r29 = hlo.compare GE, %x, %y, TOTALORDER : tensor<48xf16>
  %r30 = hlo.select %p, %x, %y : tensor<48xi1>, tensor<48xf16>
  %r31 = hlo.clamp %lo, %x, %hi : (tensor<48xf16>, tensor<48xf16>, tensor<48xf16>)
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31
      : tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xi1>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xf16>, tensor<48xf16>
}

// RUN: xhlo-run %s --entry=float_exact_bf16 --arg=%t/float_exact_bf16/x.npy \
// RUN:   --arg=%t/float_exact_bf16/y.npy --arg=%t/float_exact_bf16/p.npy \
// RUN:   --arg=%t/float_exact_bf16/lo.npy --arg=%t/float_exact_bf16/hi.npy \
// RUN:   --expect=%t/float_exact_bf16/0.npy \
// RUN:   --expect=%t/float_exact_bf16/1.npy \
// RUN:   --expect=%t/float_exact_bf16/2.npy \
// RUN:   --expect=%t/float_exact_bf16/3.npy \
// RUN:   --expect=%t/float_exact_bf16/4.npy \
// RUN:   --expect=%t/float_exact_bf16/5.npy \
// RUN:   --expect=%t/float_exact_bf16/6.npy \
// RUN:   --expect=%t/float_exact_bf16/7.npy \
// RUN:   --expect=%t/float_exact_bf16/8.npy \
// RUN:   --expect=%t/float_exact_bf16/9.npy \
// RUN:   --expect=%t/float_exact_bf16/10.npy \
// RUN:   --expect=%t/float_exact_bf16/11.npy \
// RUN:   --expect=%t/float_exact_bf16/12.npy \
// RUN:   --expect=%t/float_exact_bf16/13.npy \
// RUN:   --expect=%t/float_exact_bf16/14.npy \
// RUN:   --expect=%t/float_exact_bf16/15.npy \
// RUN:   --expect=%t/float_exact_bf16/16.npy \
// RUN:   --expect=%t/float_exact_bf16/17.npy \
// RUN:   --expect=%t/float_exact_bf16/18.npy \
// RUN:   --expect=%t/float_exact_bf16/19.npy \
// RUN:   --expect=%t/float_exact_bf16/20.npy \
// RUN:   --expect=%t/float_exact_bf16/21.npy \
// RUN:   --expect=%t/float_exact_bf16/22.npy \
// RUN:   --expect=%t/float_exact_bf16/23.npy \
// RUN:   --expect=%t/float_exact_bf16/24.npy \
// RUN:   --expect=%t/float_exact_bf16/25.npy \
// RUN:   --expect=%t/float_exact_bf16/26.npy \
// RUN:   --expect=%t/float_exact_bf16/27.npy \
// RUN:   --expect=%t/float_exact_bf16/28.npy \
// RUN:   --expect=%t/float_exact_bf16/29.npy \
// RUN:   --expect=%t/float_exact_bf16/30.npy \
// RUN:   --expect=%t/float_exact_bf16/31.npy --rtol=0 --atol=0
func.func @float_exact_bf16(%x: tensor<48xf32>, %y: tensor<48xf32>, %p: tensor<48xi1>, %lo: tensor<48xf32>, %hi: tensor<48xf32>)
    -> (tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xi1>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xf32>, tensor<48xf32>) {
  %r0 = hlo.convert %x : (tensor<48xf32>) -> tensor<48xbf16>
  %r1 = hlo.convert %y : (tensor<48xf32>) -> tensor<48xbf16>
  %r2 = hlo.convert %lo : (tensor<48xf32>) -> tensor<48xbf16>
  %r3 = hlo.convert %hi : (tensor<48xf32>) -> tensor<48xbf16>
  %r4 = hlo.abs %r0 : tensor<48xbf16>
  %r5 = hlo.convert %r4 : (tensor<48xbf16>) -> tensor<48xf32>
  %r6 = hlo.ceil %r0 : tensor<48xbf16>
  %r7 = hlo.convert %r6 : (tensor<48xbf16>) -> tensor<48xf32>
  %r8 = hlo.floor %r0 : tensor<48xbf16>
  %r9 = hlo.convert %r8 : (tensor<48xbf16>) -> tensor<48xf32>
  %r10 = hlo.negate %r0 : tensor<48xbf16>
  %r11 = hlo.convert %r10 : (tensor<48xbf16>) -> tensor<48xf32>
  %r12 = hlo.round_nearest_afz %r0 : tensor<48xbf16>
  %r13 = hlo.convert %r12 : (tensor<48xbf16>) -> tensor<48xf32>
  %r14 = hlo.round_nearest_even %r0 : tensor<48xbf16>
  %r15 = hlo.convert %r14 : (tensor<48xbf16>) -> tensor<48xf32>
  %r16 = hlo.sign %r0 : tensor<48xbf16>
  %r17 = hlo.convert %r16 : (tensor<48xbf16>) -> tensor<48xf32>
  %r18 = hlo.sqrt %r0 : tensor<48xbf16>
  %r19 = hlo.convert %r18 : (tensor<48xbf16>) -> tensor<48xf32>
  %r20 = hlo.is_finite %r0 : tensor<48xbf16>
  %r21 = hlo.real %r0 : tensor<48xbf16>
  %r22 = hlo.convert %r21 : (tensor<48xbf16>) -> tensor<48xf32>
  %r23 = hlo.imag %r0 : tensor<48xbf16>
  %r24 = hlo.convert %r23 : (tensor<48xbf16>) -> tensor<48xf32>
  %r25 = hlo.add %r0, %r1 : tensor<48xbf16>
  %r26 = hlo.convert %r25 : (tensor<48xbf16>) -> tensor<48xf32>
  %r27 = hlo.subtract %r0, %r1 : tensor<48xbf16>
  %r28 = hlo.convert %r27 : (tensor<48xbf16>) -> tensor<48xf32>
  %r29 = hlo.multiply %r0, %r1 : tensor<48xbf16>
  %r30 = hlo.convert %r29 : (tensor<48xbf16>) -> tensor<48xf32>
  %r31 = hlo.divide %r0, %r1 : tensor<48xbf16>
  %r32 = hlo.convert %r31 : (tensor<48xbf16>) -> tensor<48xf32>
  %r33 = hlo.remainder %r0, %r1 : tensor<48xbf16>
  %r34 = hlo.convert %r33 : (tensor<48xbf16>) -> tensor<48xf32>
  %r35 = hlo.maximum %r0, %r1 : tensor<48xbf16>
  %r36 = hlo.convert %r35 : (tensor<48xbf16>) -> tensor<48xf32>
  %r37 = hlo.minimum %r0, %r1 : tensor<48xbf16>
  %r38 = hlo.convert %r37 : (tensor<48xbf16>) -> tensor<48xf32>
  %r39 = hlo.compare EQ, %r0, %r1 : tensor<48xbf16>
  %r40 = hlo.compare NE, %r0, %r1 : tensor<48xbf16>
  %r41 = hlo.compare LT, %r0, %r1 : tensor<48xbf16>
  %r42 = hlo.compare LE, %r0, %r1 : tensor<48xbf16>
  %r43 = hlo.compare GT, %r0, %r1 : tensor<48xbf16>
  %r44 = hlo.compare GE, %r0, %r1 : tensor<48xbf16>
  %r45 = hlo.compare EQ, %r0, %r1, TOTALORDER : tensor<48xbf16>
  %r46 = hlo.compare NE, %r0, %r1, TOTALORDER : tensor<48xbf16>
  %r47 = hlo.compare LT, %r0, %r1, TOTALORDER : tensor<48xbf16>
  %r48 = hlo.compare LE, %r0, %r1, TOTALORDER : tensor<48xbf16>
  %r49 = hlo.compare GT, %r0, %r1, TOTALORDER : tensor<48xbf16>
  %r50 = hlo.compare GE, %r0, %r1, TOTALORDER : tensor<48xbf16>
  %r51 = hlo.select %p, %r0, %r1 : tensor<48xi1>, tensor<48xbf16>
  %r52 = hlo.convert %r51 : (tensor<48xbf16>) -> tensor<48xf32>
  %r53 = hlo.clamp %r2, %r0, %r3 : (tensor<48xbf16>, tensor<48xbf16>, tensor<48xbf16>)
  %r54 = hlo.convert %r53 : (tensor<48xbf16>) -> tensor<48xf32>
  return %r5, %r7, %r9, %r11, %r13, %r15, %r17, %r19, %r20, %r22, %r24, %r26, %r28, %r30, %r32, %r34, %r36, %r38, %r39, %r40, %r41, %r42, %r43, %r44, %r45, %r46, %r47, %r48, %r49, %r50, %r52, %r54
      : tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xi1>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xf32>, tensor<48xf32>
}

// RUN: xhlo-run %s --entry=float_exact_f32 --arg=%t/float_exact_f32/x.npy \
// RUN:   --arg=%t/float_exact_f32/y.npy --arg=%t/float_exact_f32/p.npy \
// RUN:   --arg=%t/float_exact_f32/lo.npy --arg=%t/float_exact_f32/hi.npy \
// RUN:   --expect=%t/float_exact_f32/0.npy \
// RUN:   --expect=%t/float_exact_f32/1.npy \
// RUN:   --expect=%t/float_exact_f32/2.npy \
// RUN:   --expect=%t/float_exact_f32/3.npy \
// RUN:   --expect=%t/float_exact_f32/4.npy \
// RUN:   --expect=%t/float_exact_f32/5.npy \
// RUN:   --expect=%t/float_exact_f32/6.npy \
// RUN:   --expect=%t/float_exact_f32/7.npy \
// RUN:   --expect=%t/float_exact_f32/8.npy \
// RUN:   --expect=%t/float_exact_f32/9.npy \
// RUN:   --expect=%t/float_exact_f32/10.npy \
// RUN:   --expect=%t/float_exact_f32/11.npy \
// RUN:   --expect=%t/float_exact_f32/12.npy \
// RUN:   --expect=%t/float_exact_f32/13.npy \
// RUN:   --expect=%t/float_exact_f32/14.npy \
// RUN:   --expect=%t/float_exact_f32/15.npy \
// RUN:   --expect=%t/float_exact_f32/16.npy \
// RUN:   --expect=%t/float_exact_f32/17.npy \
// RUN:   --expect=%t/float_exact_f32/18.npy \
// RUN:   --expect=%t/float_exact_f32/19.npy \
// RUN:   --expect=%t/float_exact_f32/20.npy \
// RUN:   --expect=%t/float_exact_f32/21.npy \
// RUN:   --expect=%t/float_exact_f32/22.npy \
// RUN:   --expect=%t/float_exact_f32/23.npy \
// RUN:   --expect=%t/float_exact_f32/24.npy \
// RUN:   --expect=%t/float_exact_f32/25.npy \
// RUN:   --expect=%t/float_exact_f32/26.npy \
// RUN:   --expect=%t/float_exact_f32/27.npy \
// RUN:   --expect=%t/float_exact_f32/28.npy \
// RUN:   --expect=%t/float_exact_f32/29.npy \
// RUN:   --expect=%t/float_exact_f32/30.npy \
// RUN:   --expect=%t/float_exact_f32/31.npy \
// RUN:   --expect=%t/float_exact_f32/32.npy --rtol=0 --atol=0
func.func @float_exact_f32(%x: tensor<48xf32>, %y: tensor<48xf32>, %p: tensor<48xi1>, %lo: tensor<48xf32>, %hi: tensor<48xf32>)
    -> (tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xi1>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xf32>, tensor<48xf32>, tensor<48xcomplex<f32>>) {
  %r0 = hlo.abs %x : tensor<48xf32>
  %r1 = hlo.ceil %x : tensor<48xf32>
  %r2 = hlo.floor %x : tensor<48xf32>
  %r3 = hlo.negate %x : tensor<48xf32>
  %r4 = hlo.round_nearest_afz %x : tensor<48xf32>
  %r5 = hlo.round_nearest_even %x : tensor<48xf32>
  %r6 = hlo.sign %x : tensor<48xf32>
  %r7 = hlo.sqrt %x : tensor<48xf32>
  %r8 = hlo.is_finite %x : tensor<48xf32>
  %r9 = hlo.real %x : tensor<48xf32>
  %r10 = hlo.imag %x : tensor<48xf32>
  %r11 = hlo.add %x, %y : tensor<48xf32>
  %r12 = hlo.subtract %x, %y : tensor<48xf32>
  %r13 = hlo.multiply %x, %y : tensor<48xf32>
  %r14 = hlo.divide %x, %y : tensor<48xf32>
  %r15 = hlo.remainder %x, %y : tensor<48xf32>
  %r16 = hlo.maximum %x, %y : tensor<48xf32>
  %r17 = hlo.minimum %x, %y : tensor<48xf32>
  %r18 = hlo.compare EQ, %x, %y : tensor<48xf32>
  %r19 = hlo.compare NE, %x, %y : tensor<48xf32>
  %r20 = hlo.compare LT, %x, %y : tensor<48xf32>
  %r21 = hlo.compare LE, %x, %y : tensor<48xf32>
  %r22 = hlo.compare GT, %x, %y : tensor<48xf32>
  %r23 = hlo.compare GE, %x, %y : tensor<48xf32>
  %r24 = hlo.compare EQ, %x, %y, TOTALORDER : tensor<48xf32>
  %r25 = hlo.compare NE, %x, %y, TOTALORDER : tensor<48xf32>
  %r26 = hlo.compare LT, %x, %y, TOTALORDER : tensor<48xf32>
  %r27 = hlo.compare LE, %x, %y, TOTALORDER : tensor<48xf32>
  %r28 = hlo.compare GT, %x, %y, TOTALORDER : tensor<48xf32>
  %r29 = hlo.compare GE, %x, %y, TOTALORDER : tensor<48xf32>
  %r30 = hlo.select %p, %x, %y : tensor<48xi1>, tensor<48xf32>
  %r31 = hlo.clamp %lo, %x, %hi : (tensor<48xf32>, tensor<48xf32>, tensor<48xf32>)
  %r32 = hlo.complex %x, %y : tensor<48xf32>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32
      : tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xi1>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xf32>, tensor<48xf32>, tensor<48xcomplex<f32>>
}

// RUN: xhlo-run %s --entry=float_exact_f64 --arg=%t/float_exact_f64/x.npy \
// RUN:   --arg=%t/float_exact_f64/y.npy --arg=%t/float_exact_f64/p.npy \
// RUN:   --arg=%t/float_exact_f64/lo.npy --arg=%t/float_exact_f64/hi.npy \
// RUN:   --expect=%t/float_exact_f64/0.npy \
// RUN:   --expect=%t/float_exact_f64/1.npy \
// RUN:   --expect=%t/float_exact_f64/2.npy \
// RUN:   --expect=%t/float_exact_f64/3.npy \
// RUN:   --expect=%t/float_exact_f64/4.npy \
// RUN:   --expect=%t/float_exact_f64/5.npy \
// RUN:   --expect=%t/float_exact_f64/6.npy \
// RUN:   --expect=%t/float_exact_f64/7.npy \
// RUN:   --expect=%t/float_exact_f64/8.npy \
// RUN:   --expect=%t/float_exact_f64/9.npy \
// RUN:   --expect=%t/float_exact_f64/10.npy \
// RUN:   --expect=%t/float_exact_f64/11.npy \
// RUN:   --expect=%t/float_exact_f64/12.npy \
// RUN:   --expect=%t/float_exact_f64/13.npy \
// RUN:   --expect=%t/float_exact_f64/14.npy \
// RUN:   --expect=%t/float_exact_f64/15.npy \
// RUN:   --expect=%t/float_exact_f64/16.npy \
// RUN:   --expect=%t/float_exact_f64/17.npy \
// RUN:   --expect=%t/float_exact_f64/18.npy \
// RUN:   --expect=%t/float_exact_f64/19.npy \
// RUN:   --expect=%t/float_exact_f64/20.npy \
// RUN:   --expect=%t/float_exact_f64/21.npy \
// RUN:   --expect=%t/float_exact_f64/22.npy \
// RUN:   --expect=%t/float_exact_f64/23.npy \
// RUN:   --expect=%t/float_exact_f64/24.npy \
// RUN:   --expect=%t/float_exact_f64/25.npy \
// RUN:   --expect=%t/float_exact_f64/26.npy \
// RUN:   --expect=%t/float_exact_f64/27.npy \
// RUN:   --expect=%t/float_exact_f64/28.npy \
// RUN:   --expect=%t/float_exact_f64/29.npy \
// RUN:   --expect=%t/float_exact_f64/30.npy \
// RUN:   --expect=%t/float_exact_f64/31.npy \
// RUN:   --expect=%t/float_exact_f64/32.npy --rtol=0 --atol=0
func.func @float_exact_f64(%x: tensor<48xf64>, %y: tensor<48xf64>, %p: tensor<48xi1>, %lo: tensor<48xf64>, %hi: tensor<48xf64>)
    -> (tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xi1>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xf64>, tensor<48xf64>, tensor<48xcomplex<f64>>) {
  %r0 = hlo.abs %x : tensor<48xf64>
  %r1 = hlo.ceil %x : tensor<48xf64>
  %r2 = hlo.floor %x : tensor<48xf64>
  %r3 = hlo.negate %x : tensor<48xf64>
  %r4 = hlo.round_nearest_afz %x : tensor<48xf64>
  %r5 = hlo.round_nearest_even %x : tensor<48xf64>
  %r6 = hlo.sign %x : tensor<48xf64>
  %r7 = hlo.sqrt %x : tensor<48xf64>
  %r8 = hlo.is_finite %x : tensor<48xf64>
  %r9 = hlo.real %x : tensor<48xf64>
  %r10 = hlo.imag %x : tensor<48xf64>
  %r11 = hlo.add %x, %y : tensor<48xf64>
  %r12 = hlo.subtract %x, %y : tensor<48xf64>
  %r13 = hlo.multiply %x, %y : tensor<48xf64>
  %r14 = hlo.divide %x, %y : tensor<48xf64>
  %r15 = hlo.remainder %x, %y : tensor<48xf64>
  %r16 = hlo.maximum %x, %y : tensor<48xf64>
  %r17 = hlo.minimum %x, %y : tensor<48xf64>
  %r18 = hlo.compare EQ, %x, %y : tensor<48xf64>
  %r19 = hlo.compare NE, %x, %y : tensor<48xf64>
  %r20 = hlo.compare LT, %x, %y : tensor<48xf64>
  %r21 = hlo.compare LE, %x, %y : tensor<48xf64>
  %r22 = hlo.compare GT, %x, %y : tensor<48xf64>
  %r23 = hlo.compare GE, %x, %y : tensor<48xf64>
  %r24 = hlo.compare EQ, %x, %y, TOTALORDER : tensor<48xf64>
  %r25 = hlo.compare NE, %x, %y, TOTALORDER : tensor<48xf64>
  %r26 = hlo.compare LT, %x, %y, TOTALORDER : tensor<48xf64>
  %r27 = hlo.compare LE, %x, %y, TOTALORDER : tensor<48xf64>
  %r28 = hlo.compare GT, %x, %y, TOTALORDER : tensor<48xf64>
  %r29 = hlo.compare GE, %x, %y, TOTALORDER : tensor<48xf64>
  %r30 = hlo.select %p, %x, %y : tensor<48xi1>, tensor<48xf64>
  %r31 = hlo.clamp %lo, %x, %hi : (tensor<48xf64>, tensor<48xf64>, tensor<48xf64>)
  %r32 = hlo.complex %x, %y : tensor<48xf64>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32
      : tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xi1>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xi1>, tensor<48xf64>, tensor<48xf64>, tensor<48xcomplex<f64>>
}

// RUN: xhlo-run %s --entry=float_approx_f16 --arg=%t/float_approx_f16/x.npy \
// RUN:   --arg=%t/float_approx_f16/y.npy --expect=%t/float_approx_f16/0.npy \
// RUN:   --expect=%t/float_approx_f16/1.npy \
// RUN:   --expect=%t/float_approx_f16/2.npy \
// RUN:   --expect=%t/float_approx_f16/3.npy \
// RUN:   --expect=%t/float_approx_f16/4.npy \
// RUN:   --expect=%t/float_approx_f16/5.npy \
// RUN:   --expect=%t/float_approx_f16/6.npy \
// RUN:   --expect=%t/float_approx_f16/7.npy \
// RUN:   --expect=%t/float_approx_f16/8.npy \
// RUN:   --expect=%t/float_approx_f16/9.npy \
// RUN:   --expect=%t/float_approx_f16/10.npy \
// RUN:   --expect=%t/float_approx_f16/11.npy \
// RUN:   --expect=%t/float_approx_f16/12.npy \
// RUN:   --expect=%t/float_approx_f16/13.npy \
// RUN:   --expect=%t/float_approx_f16/14.npy \
// RUN:   --expect=%t/float_approx_f16/15.npy \
// RUN:   --expect=%t/float_approx_f16/16.npy \
// RUN:   --expect=%t/float_approx_f16/17.npy \
// RUN:   --expect=%t/float_approx_f16/18.npy \
// RUN:   --expect=%t/float_approx_f16/19.npy \
// RUN:   --expect=%t/float_approx_f16/20.npy --rtol=2e-3 --atol=1e-4
func.func @float_approx_f16(%x: tensor<48xf16>, %y: tensor<48xf16>)
    -> (tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>) {
  %r0 = hlo.acos %x : tensor<48xf16>
  %r1 = hlo.acosh %x : tensor<48xf16>
  %r2 = hlo.asin %x : tensor<48xf16>
  %r3 = hlo.asinh %x : tensor<48xf16>
  %r4 = hlo.atanh %x : tensor<48xf16>
  %r5 = hlo.cbrt %x : tensor<48xf16>
  %r6 = hlo.cosine %x : tensor<48xf16>
  %r7 = hlo.cosh %x : tensor<48xf16>
  %r8 = hlo.erf %x : tensor<48xf16>
  %r9 = hlo.exponential %x : tensor<48xf16>
  %r10 = hlo.exponential_minus_one %x : tensor<48xf16>
  %r11 = hlo.log %x : tensor<48xf16>
  %r12 = hlo.log_plus_one %x : tensor<48xf16>
  %r13 = hlo.logistic %x : tensor<48xf16>
  %r14 = hlo.rsqrt %x : tensor<48xf16>
  %r15 = hlo.sine %x : tensor<48xf16>
  %r16 = hlo.sinh %x : tensor<48xf16>
  %r17 = hlo.tan %x : tensor<48xf16>
  %r18 = hlo.tanh %x : tensor<48xf16>
  %r19 = hlo.power %x, %y : tensor<48xf16>
  %r20 = hlo.atan2 %x, %y : tensor<48xf16>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20
      : tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>, tensor<48xf16>
}

// RUN: xhlo-run %s --entry=float_approx_bf16 \
// RUN:   --arg=%t/float_approx_bf16/x.npy --arg=%t/float_approx_bf16/y.npy \
// RUN:   --expect=%t/float_approx_bf16/0.npy \
// RUN:   --expect=%t/float_approx_bf16/1.npy \
// RUN:   --expect=%t/float_approx_bf16/2.npy \
// RUN:   --expect=%t/float_approx_bf16/3.npy \
// RUN:   --expect=%t/float_approx_bf16/4.npy \
// RUN:   --expect=%t/float_approx_bf16/5.npy \
// RUN:   --expect=%t/float_approx_bf16/6.npy \
// RUN:   --expect=%t/float_approx_bf16/7.npy \
// RUN:   --expect=%t/float_approx_bf16/8.npy \
// RUN:   --expect=%t/float_approx_bf16/9.npy \
// RUN:   --expect=%t/float_approx_bf16/10.npy \
// RUN:   --expect=%t/float_approx_bf16/11.npy \
// RUN:   --expect=%t/float_approx_bf16/12.npy \
// RUN:   --expect=%t/float_approx_bf16/13.npy \
// RUN:   --expect=%t/float_approx_bf16/14.npy \
// RUN:   --expect=%t/float_approx_bf16/15.npy \
// RUN:   --expect=%t/float_approx_bf16/16.npy \
// RUN:   --expect=%t/float_approx_bf16/17.npy \
// RUN:   --expect=%t/float_approx_bf16/18.npy \
// RUN:   --expect=%t/float_approx_bf16/19.npy \
// RUN:   --expect=%t/float_approx_bf16/20.npy --rtol=1.6e-2 --atol=1e-3
func.func @float_approx_bf16(%x: tensor<48xf32>, %y: tensor<48xf32>)
    -> (tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) {
  %r0 = hlo.convert %x : (tensor<48xf32>) -> tensor<48xbf16>
  %r1 = hlo.convert %y : (tensor<48xf32>) -> tensor<48xbf16>
  %r2 = hlo.acos %r0 : tensor<48xbf16>
  %r3 = hlo.convert %r2 : (tensor<48xbf16>) -> tensor<48xf32>
  %r4 = hlo.acosh %r0 : tensor<48xbf16>
  %r5 = hlo.convert %r4 : (tensor<48xbf16>) -> tensor<48xf32>
  %r6 = hlo.asin %r0 : tensor<48xbf16>
  %r7 = hlo.convert %r6 : (tensor<48xbf16>) -> tensor<48xf32>
  %r8 = hlo.asinh %r0 : tensor<48xbf16>
  %r9 = hlo.convert %r8 : (tensor<48xbf16>) -> tensor<48xf32>
  %r10 = hlo.atanh %r0 : tensor<48xbf16>
  %r11 = hlo.convert %r10 : (tensor<48xbf16>) -> tensor<48xf32>
  %r12 = hlo.cbrt %r0 : tensor<48xbf16>
  %r13 = hlo.convert %r12 : (tensor<48xbf16>) -> tensor<48xf32>
  %r14 = hlo.cosine %r0 : tensor<48xbf16>
  %r15 = hlo.convert %r14 : (tensor<48xbf16>) -> tensor<48xf32>
  %r16 = hlo.cosh %r0 : tensor<48xbf16>
  %r17 = hlo.convert %r16 : (tensor<48xbf16>) -> tensor<48xf32>
  %r18 = hlo.erf %r0 : tensor<48xbf16>
  %r19 = hlo.convert %r18 : (tensor<48xbf16>) -> tensor<48xf32>
  %r20 = hlo.exponential %r0 : tensor<48xbf16>
  %r21 = hlo.convert %r20 : (tensor<48xbf16>) -> tensor<48xf32>
  %r22 = hlo.exponential_minus_one %r0 : tensor<48xbf16>
  %r23 = hlo.convert %r22 : (tensor<48xbf16>) -> tensor<48xf32>
  %r24 = hlo.log %r0 : tensor<48xbf16>
  %r25 = hlo.convert %r24 : (tensor<48xbf16>) -> tensor<48xf32>
  %r26 = hlo.log_plus_one %r0 : tensor<48xbf16>
  %r27 = hlo.convert %r26 : (tensor<48xbf16>) -> tensor<48xf32>
  %r28 = hlo.logistic %r0 : tensor<48xbf16>
  %r29 = hlo.convert %r28 : (tensor<48xbf16>) -> tensor<48xf32>
  %r30 = hlo.rsqrt %r0 : tensor<48xbf16>
  %r31 = hlo.convert %r30 : (tensor<48xbf16>) -> tensor<48xf32>
  %r32 = hlo.sine %r0 : tensor<48xbf16>
  %r33 = hlo.convert %r32 : (tensor<48xbf16>) -> tensor<48xf32>
  %r34 = hlo.sinh %r0 : tensor<48xbf16>
  %r35 = hlo.convert %r34 : (tensor<48xbf16>) -> tensor<48xf32>
  %r36 = hlo.tan %r0 : tensor<48xbf16>
  %r37 = hlo.convert %r36 : (tensor<48xbf16>) -> tensor<48xf32>
  %r38 = hlo.tanh %r0 : tensor<48xbf16>
  %r39 = hlo.convert %r38 : (tensor<48xbf16>) -> tensor<48xf32>
  %r40 = hlo.power %r0, %r1 : tensor<48xbf16>
  %r41 = hlo.convert %r40 : (tensor<48xbf16>) -> tensor<48xf32>
  %r42 = hlo.atan2 %r0, %r1 : tensor<48xbf16>
  %r43 = hlo.convert %r42 : (tensor<48xbf16>) -> tensor<48xf32>
  return %r3, %r5, %r7, %r9, %r11, %r13, %r15, %r17, %r19, %r21, %r23, %r25, %r27, %r29, %r31, %r33, %r35, %r37, %r39, %r41, %r43
      : tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>
}

// RUN: xhlo-run %s --entry=float_approx_f32 --arg=%t/float_approx_f32/x.npy \
// RUN:   --arg=%t/float_approx_f32/y.npy --expect=%t/float_approx_f32/0.npy \
// RUN:   --expect=%t/float_approx_f32/1.npy \
// RUN:   --expect=%t/float_approx_f32/2.npy \
// RUN:   --expect=%t/float_approx_f32/3.npy \
// RUN:   --expect=%t/float_approx_f32/4.npy \
// RUN:   --expect=%t/float_approx_f32/5.npy \
// RUN:   --expect=%t/float_approx_f32/6.npy \
// RUN:   --expect=%t/float_approx_f32/7.npy \
// RUN:   --expect=%t/float_approx_f32/8.npy \
// RUN:   --expect=%t/float_approx_f32/9.npy \
// RUN:   --expect=%t/float_approx_f32/10.npy \
// RUN:   --expect=%t/float_approx_f32/11.npy \
// RUN:   --expect=%t/float_approx_f32/12.npy \
// RUN:   --expect=%t/float_approx_f32/13.npy \
// RUN:   --expect=%t/float_approx_f32/14.npy \
// RUN:   --expect=%t/float_approx_f32/15.npy \
// RUN:   --expect=%t/float_approx_f32/16.npy \
// RUN:   --expect=%t/float_approx_f32/17.npy \
// RUN:   --expect=%t/float_approx_f32/18.npy \
// RUN:   --expect=%t/float_approx_f32/19.npy \
// RUN:   --expect=%t/float_approx_f32/20.npy --rtol=4e-6 --atol=1e-7
func.func @float_approx_f32(%x: tensor<48xf32>, %y: tensor<48xf32>)
    -> (tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) {
  %r0 = hlo.acos %x : tensor<48xf32>
  %r1 = hlo.acosh %x : tensor<48xf32>
  %r2 = hlo.asin %x : tensor<48xf32>
  %r3 = hlo.asinh %x : tensor<48xf32>
  %r4 = hlo.atanh %x : tensor<48xf32>
  %r5 = hlo.cbrt %x : tensor<48xf32>
  %r6 = hlo.cosine %x : tensor<48xf32>
  %r7 = hlo.cosh %x : tensor<48xf32>
  %r8 = hlo.erf %x : tensor<48xf32>
  %r9 = hlo.exponential %x : tensor<48xf32>
  %r10 = hlo.exponential_minus_one %x : tensor<48xf32>
  %r11 = hlo.log %x : tensor<48xf32>
  %r12 = hlo.log_plus_one %x : tensor<48xf32>
  %r13 = hlo.logistic %x : tensor<48xf32>
  %r14 = hlo.rsqrt %x : tensor<48xf32>
  %r15 = hlo.sine %x : tensor<48xf32>
  %r16 = hlo.sinh %x : tensor<48xf32>
  %r17 = hlo.tan %x : tensor<48xf32>
  %r18 = hlo.tanh %x : tensor<48xf32>
  %r19 = hlo.power %x, %y : tensor<48xf32>
  %r20 = hlo.atan2 %x, %y : tensor<48xf32>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20
      : tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>
}

// RUN: xhlo-run %s --entry=float_approx_f64 --arg=%t/float_approx_f64/x.npy \
// RUN:   --arg=%t/float_approx_f64/y.npy --expect=%t/float_approx_f64/0.npy \
// RUN:   --expect=%t/float_approx_f64/1.npy \
// RUN:   --expect=%t/float_approx_f64/2.npy \
// RUN:   --expect=%t/float_approx_f64/3.npy \
// RUN:   --expect=%t/float_approx_f64/4.npy \
// RUN:   --expect=%t/float_approx_f64/5.npy \
// RUN:   --expect=%t/float_approx_f64/6.npy \
// RUN:   --expect=%t/float_approx_f64/7.npy \
// RUN:   --expect=%t/float_approx_f64/8.npy \
// RUN:   --expect=%t/float_approx_f64/9.npy \
// RUN:   --expect=%t/float_approx_f64/10.npy \
// RUN:   --expect=%t/float_approx_f64/11.npy \
// RUN:   --expect=%t/float_approx_f64/12.npy \
// RUN:   --expect=%t/float_approx_f64/13.npy \
// RUN:   --expect=%t/float_approx_f64/14.npy \
// RUN:   --expect=%t/float_approx_f64/15.npy \
// RUN:   --expect=%t/float_approx_f64/16.npy \
// RUN:   --expect=%t/float_approx_f64/17.npy \
// RUN:   --expect=%t/float_approx_f64/18.npy \
// RUN:   --expect=%t/float_approx_f64/19.npy \
// RUN:   --expect=%t/float_approx_f64/20.npy --rtol=1e-14 --atol=1e-15
func.func @float_approx_f64(%x: tensor<48xf64>, %y: tensor<48xf64>)
    -> (tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>) {
  %r0 = hlo.acos %x : tensor<48xf64>
  %r1 = hlo.acosh %x : tensor<48xf64>
  %r2 = hlo.asin %x : tensor<48xf64>
  %r3 = hlo.asinh %x : tensor<48xf64>
  %r4 = hlo.atanh %x : tensor<48xf64>
  %r5 = hlo.cbrt %x : tensor<48xf64>
  %r6 = hlo.cosine %x : tensor<48xf64>
  %r7 = hlo.cosh %x : tensor<48xf64>
  %r8 = hlo.erf %x : tensor<48xf64>
  %r9 = hlo.exponential %x : tensor<48xf64>
  %r10 = hlo.exponential_minus_one %x : tensor<48xf64>
  %r11 = hlo.log %x : tensor<48xf64>
  %r12 = hlo.log_plus_one %x : tensor<48xf64>
  %r13 = hlo.logistic %x : tensor<48xf64>
  %r14 = hlo.rsqrt %x : tensor<48xf64>
  %r15 = hlo.sine %x : tensor<48xf64>
  %r16 = hlo.sinh %x : tensor<48xf64>
  %r17 = hlo.tan %x : tensor<48xf64>
  %r18 = hlo.tanh %x : tensor<48xf64>
  %r19 = hlo.power %x, %y : tensor<48xf64>
  %r20 = hlo.atan2 %x, %y : tensor<48xf64>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20
      : tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>, tensor<48xf64>
}

// RUN: xhlo-run %s --entry=complex_c64 --arg=%t/complex_c64/x.npy \
// RUN:   --arg=%t/complex_c64/y.npy --arg=%t/complex_c64/p.npy \
// RUN:   --expect=%t/complex_c64/0.npy --expect=%t/complex_c64/1.npy \
// RUN:   --expect=%t/complex_c64/2.npy --expect=%t/complex_c64/3.npy \
// RUN:   --expect=%t/complex_c64/4.npy --expect=%t/complex_c64/5.npy \
// RUN:   --expect=%t/complex_c64/6.npy --expect=%t/complex_c64/7.npy \
// RUN:   --expect=%t/complex_c64/8.npy --expect=%t/complex_c64/9.npy \
// RUN:   --expect=%t/complex_c64/10.npy --expect=%t/complex_c64/11.npy \
// RUN:   --expect=%t/complex_c64/12.npy --expect=%t/complex_c64/13.npy \
// RUN:   --expect=%t/complex_c64/14.npy --expect=%t/complex_c64/15.npy \
// RUN:   --expect=%t/complex_c64/16.npy --expect=%t/complex_c64/17.npy \
// RUN:   --expect=%t/complex_c64/18.npy --expect=%t/complex_c64/19.npy \
// RUN:   --expect=%t/complex_c64/20.npy --expect=%t/complex_c64/21.npy \
// RUN:   --expect=%t/complex_c64/22.npy --expect=%t/complex_c64/23.npy \
// RUN:   --expect=%t/complex_c64/24.npy --expect=%t/complex_c64/25.npy \
// RUN:   --expect=%t/complex_c64/26.npy --expect=%t/complex_c64/27.npy \
// RUN:   --expect=%t/complex_c64/28.npy --expect=%t/complex_c64/29.npy \
// RUN:   --expect=%t/complex_c64/30.npy --expect=%t/complex_c64/31.npy \
// RUN:   --expect=%t/complex_c64/32.npy --rtol=1e-5 --atol=1e-6
func.func @complex_c64(%x: tensor<40xcomplex<f32>>, %y: tensor<40xcomplex<f32>>, %p: tensor<40xi1>)
    -> (tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xi1>, tensor<40xi1>, tensor<40xcomplex<f32>>) {
  %r0 = hlo.abs %x : tensor<40xcomplex<f32>>
  %r1 = hlo.real %x : tensor<40xcomplex<f32>>
  %r2 = hlo.imag %x : tensor<40xcomplex<f32>>
  %r3 = hlo.negate %x : tensor<40xcomplex<f32>>
  %r4 = hlo.sign %x : tensor<40xcomplex<f32>>
  %r5 = hlo.sqrt %x : tensor<40xcomplex<f32>>
  %r6 = hlo.rsqrt %x : tensor<40xcomplex<f32>>
  %r7 = hlo.exponential %x : tensor<40xcomplex<f32>>
  %r8 = hlo.exponential_minus_one %x : tensor<40xcomplex<f32>>
  %r9 = hlo.log %x : tensor<40xcomplex<f32>>
  %r10 = hlo.log_plus_one %x : tensor<40xcomplex<f32>>
  %r11 = hlo.logistic %x : tensor<40xcomplex<f32>>
  %r12 = hlo.sine %x : tensor<40xcomplex<f32>>
  %r13 = hlo.cosine %x : tensor<40xcomplex<f32>>
  %r14 = hlo.tan %x : tensor<40xcomplex<f32>>
  %r15 = hlo.tanh %x : tensor<40xcomplex<f32>>
  %r16 = hlo.sinh %x : tensor<40xcomplex<f32>>
  %r17 = hlo.cosh %x : tensor<40xcomplex<f32>>
  %r18 = hlo.acos %x : tensor<40xcomplex<f32>>
  %r19 = hlo.asin %x : tensor<40xcomplex<f32>>
  %r20 = hlo.atanh %x : tensor<40xcomplex<f32>>
  %r21 = hlo.acosh %x : tensor<40xcomplex<f32>>
  %r22 = hlo.asinh %x : tensor<40xcomplex<f32>>
  %r23 = hlo.cbrt %x : tensor<40xcomplex<f32>>
  %r24 = hlo.add %x, %y : tensor<40xcomplex<f32>>
  %r25 = hlo.subtract %x, %y : tensor<40xcomplex<f32>>
  %r26 = hlo.multiply %x, %y : tensor<40xcomplex<f32>>
  %r27 = hlo.divide %x, %y : tensor<40xcomplex<f32>>
  %r28 = hlo.power %x, %y : tensor<40xcomplex<f32>>
  %r29 = hlo.atan2 %x, %y : tensor<40xcomplex<f32>>
  %r30 = hlo.compare EQ, %x, %y : tensor<40xcomplex<f32>>
  %r31 = hlo.compare NE, %x, %y : tensor<40xcomplex<f32>>
  %r32 = hlo.select %p, %x, %y : tensor<40xi1>, tensor<40xcomplex<f32>>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32
      : tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f32>>, tensor<40xi1>, tensor<40xi1>, tensor<40xcomplex<f32>>
}

// RUN: xhlo-run %s --entry=complex_c128 --arg=%t/complex_c128/x.npy \
// RUN:   --arg=%t/complex_c128/y.npy --arg=%t/complex_c128/p.npy \
// RUN:   --expect=%t/complex_c128/0.npy --expect=%t/complex_c128/1.npy \
// RUN:   --expect=%t/complex_c128/2.npy --expect=%t/complex_c128/3.npy \
// RUN:   --expect=%t/complex_c128/4.npy --expect=%t/complex_c128/5.npy \
// RUN:   --expect=%t/complex_c128/6.npy --expect=%t/complex_c128/7.npy \
// RUN:   --expect=%t/complex_c128/8.npy --expect=%t/complex_c128/9.npy \
// RUN:   --expect=%t/complex_c128/10.npy --expect=%t/complex_c128/11.npy \
// RUN:   --expect=%t/complex_c128/12.npy --expect=%t/complex_c128/13.npy \
// RUN:   --expect=%t/complex_c128/14.npy --expect=%t/complex_c128/15.npy \
// RUN:   --expect=%t/complex_c128/16.npy --expect=%t/complex_c128/17.npy \
// RUN:   --expect=%t/complex_c128/18.npy --expect=%t/complex_c128/19.npy \
// RUN:   --expect=%t/complex_c128/20.npy --expect=%t/complex_c128/21.npy \
// RUN:   --expect=%t/complex_c128/22.npy --expect=%t/complex_c128/23.npy \
// RUN:   --expect=%t/complex_c128/24.npy --expect=%t/complex_c128/25.npy \
// RUN:   --expect=%t/complex_c128/26.npy --expect=%t/complex_c128/27.npy \
// RUN:   --expect=%t/complex_c128/28.npy --expect=%t/complex_c128/29.npy \
// RUN:   --expect=%t/complex_c128/30.npy --expect=%t/complex_c128/31.npy \
// RUN:   --expect=%t/complex_c128/32.npy --rtol=1e-13 --atol=1e-14
func.func @complex_c128(%x: tensor<40xcomplex<f64>>, %y: tensor<40xcomplex<f64>>, %p: tensor<40xi1>)
    -> (tensor<40xf64>, tensor<40xf64>, tensor<40xf64>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xi1>, tensor<40xi1>, tensor<40xcomplex<f64>>) {
  %r0 = hlo.abs %x : tensor<40xcomplex<f64>>
  %r1 = hlo.real %x : tensor<40xcomplex<f64>>
  %r2 = hlo.imag %x : tensor<40xcomplex<f64>>
  %r3 = hlo.negate %x : tensor<40xcomplex<f64>>
  %r4 = hlo.sign %x : tensor<40xcomplex<f64>>
  %r5 = hlo.sqrt %x : tensor<40xcomplex<f64>>
  %r6 = hlo.rsqrt %x : tensor<40xcomplex<f64>>
  %r7 = hlo.exponential %x : tensor<40xcomplex<f64>>
  %r8 = hlo.exponential_minus_one %x : tensor<40xcomplex<f64>>
  %r9 = hlo.log %x : tensor<40xcomplex<f64>>
  %r10 = hlo.log_plus_one %x : tensor<40xcomplex<f64>>
  %r11 = hlo.logistic %x : tensor<40xcomplex<f64>>
  %r12 = hlo.sine %x : tensor<40xcomplex<f64>>
  %r13 = hlo.cosine %x : tensor<40xcomplex<f64>>
  %r14 = hlo.tan %x : tensor<40xcomplex<f64>>
  %r15 = hlo.tanh %x : tensor<40xcomplex<f64>>
  %r16 = hlo.sinh %x : tensor<40xcomplex<f64>>
  %r17 = hlo.cosh %x : tensor<40xcomplex<f64>>
  %r18 = hlo.acos %x : tensor<40xcomplex<f64>>
  %r19 = hlo.asin %x : tensor<40xcomplex<f64>>
  %r20 = hlo.atanh %x : tensor<40xcomplex<f64>>
  %r21 = hlo.acosh %x : tensor<40xcomplex<f64>>
  %r22 = hlo.asinh %x : tensor<40xcomplex<f64>>
  %r23 = hlo.cbrt %x : tensor<40xcomplex<f64>>
  %r24 = hlo.add %x, %y : tensor<40xcomplex<f64>>
  %r25 = hlo.subtract %x, %y : tensor<40xcomplex<f64>>
  %r26 = hlo.multiply %x, %y : tensor<40xcomplex<f64>>
  %r27 = hlo.divide %x, %y : tensor<40xcomplex<f64>>
  %r28 = hlo.power %x, %y : tensor<40xcomplex<f64>>
  %r29 = hlo.atan2 %x, %y : tensor<40xcomplex<f64>>
  %r30 = hlo.compare EQ, %x, %y : tensor<40xcomplex<f64>>
  %r31 = hlo.compare NE, %x, %y : tensor<40xcomplex<f64>>
  %r32 = hlo.select %p, %x, %y : tensor<40xi1>, tensor<40xcomplex<f64>>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %r30, %r31, %r32
      : tensor<40xf64>, tensor<40xf64>, tensor<40xf64>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xcomplex<f64>>, tensor<40xi1>, tensor<40xi1>, tensor<40xcomplex<f64>>
}

// RUN: xhlo-run %s --entry=complex_special \
// RUN:   --arg=%t/complex_special/base.npy \
// RUN:   --arg=%t/complex_special/expo.npy --arg=%t/complex_special/z.npy \
// RUN:   --expect=%t/complex_special/0.npy \
// RUN:   --expect=%t/complex_special/1.npy \
// RUN:   --expect=%t/complex_special/2.npy --rtol=1e-6 --atol=1e-6
func.func @complex_special(%base: tensor<8xcomplex<f32>>, %expo: tensor<8xcomplex<f32>>, %z: tensor<4xcomplex<f32>>)
    -> (tensor<8xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xf32>) {
  %r0 = hlo.power %base, %expo : tensor<8xcomplex<f32>>
  %r1 = hlo.sign %z : tensor<4xcomplex<f32>>
  %r2 = hlo.abs %z : tensor<4xcomplex<f32>>
  return %r0, %r1, %r2
      : tensor<8xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xf32>
}

// RUN: xhlo-run %s --entry=convert_pred --arg=%t/convert_pred/x.npy \
// RUN:   --out=%t/convert_pred.out --expect=%t/convert_pred/0.npy \
// RUN:   --expect=%t/convert_pred/1.npy --expect=%t/convert_pred/2.npy \
// RUN:   --expect=%t/convert_pred/3.npy --expect=%t/convert_pred/4.npy \
// RUN:   --expect=%t/convert_pred/5.npy --expect=%t/convert_pred/6.npy \
// RUN:   --expect=%t/convert_pred/7.npy --expect=%t/convert_pred/8.npy \
// RUN:   --expect=%t/convert_pred/9.npy --expect=%t/convert_pred/10.npy \
// RUN:   --expect=%t/convert_pred/11.npy --expect=%t/convert_pred/12.npy \
// RUN:   --expect=%t/convert_pred/13.npy --expect=%t/convert_pred/14.npy \
// RUN:   --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/convert_pred.out %t/convert_pred
func.func @convert_pred(%x: tensor<4xi1>)
    -> (tensor<4xi1>, tensor<4xi8>, tensor<4xi16>, tensor<4xi32>, tensor<4xi64>, tensor<4xui8>, tensor<4xui16>, tensor<4xui32>, tensor<4xui64>, tensor<4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf64>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f64>>) {
  %r0 = hlo.convert %x : (tensor<4xi1>) -> tensor<4xi1>
  %r1 = hlo.convert %x : (tensor<4xi1>) -> tensor<4xi8>
  %r2 = hlo.convert %x : (tensor<4xi1>) -> tensor<4xi16>
  %r3 = hlo.convert %x : (tensor<4xi1>) -> tensor<4xi32>
  %r4 = hlo.convert %x : (tensor<4xi1>) -> tensor<4xi64>
  %r5 = hlo.convert %x : (tensor<4xi1>) -> tensor<4xui8>
  %r6 = hlo.convert %x : (tensor<4xi1>) -> tensor<4xui16>
  %r7 = hlo.convert %x : (tensor<4xi1>) -> tensor<4xui32>
  %r8 = hlo.convert %x : (tensor<4xi1>) -> tensor<4xui64>
  %r9 = hlo.convert %x : (tensor<4xi1>) -> tensor<4xf16>
  %r10 = hlo.convert %x : (tensor<4xi1>) -> tensor<4xbf16>
  %r11 = hlo.convert %r10 : (tensor<4xbf16>) -> tensor<4xf32>
  %r12 = hlo.convert %x : (tensor<4xi1>) -> tensor<4xf32>
  %r13 = hlo.convert %x : (tensor<4xi1>) -> tensor<4xf64>
  %r14 = hlo.convert %x : (tensor<4xi1>) -> tensor<4xcomplex<f32>>
  %r15 = hlo.convert %x : (tensor<4xi1>) -> tensor<4xcomplex<f64>>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r11, %r12, %r13, %r14, %r15
      : tensor<4xi1>, tensor<4xi8>, tensor<4xi16>, tensor<4xi32>, tensor<4xi64>, tensor<4xui8>, tensor<4xui16>, tensor<4xui32>, tensor<4xui64>, tensor<4xf16>, tensor<4xf32>, tensor<4xf32>, tensor<4xf64>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f64>>
}

// RUN: xhlo-run %s --entry=convert_s8 --arg=%t/convert_s8/x.npy \
// RUN:   --out=%t/convert_s8.out --expect=%t/convert_s8/0.npy \
// RUN:   --expect=%t/convert_s8/1.npy --expect=%t/convert_s8/2.npy \
// RUN:   --expect=%t/convert_s8/3.npy --expect=%t/convert_s8/4.npy \
// RUN:   --expect=%t/convert_s8/5.npy --expect=%t/convert_s8/6.npy \
// RUN:   --expect=%t/convert_s8/7.npy --expect=%t/convert_s8/8.npy \
// RUN:   --expect=%t/convert_s8/9.npy --expect=%t/convert_s8/10.npy \
// RUN:   --expect=%t/convert_s8/11.npy --expect=%t/convert_s8/12.npy \
// RUN:   --expect=%t/convert_s8/13.npy --expect=%t/convert_s8/14.npy \
// RUN:   --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/convert_s8.out %t/convert_s8
func.func @convert_s8(%x: tensor<40xi8>)
    -> (tensor<40xi1>, tensor<40xi8>, tensor<40xi16>, tensor<40xi32>, tensor<40xi64>, tensor<40xui8>, tensor<40xui16>, tensor<40xui32>, tensor<40xui64>, tensor<40xf16>, tensor<40xf32>, tensor<40xf32>, tensor<40xf64>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f64>>) {
  %r0 = hlo.convert %x : (tensor<40xi8>) -> tensor<40xi1>
  %r1 = hlo.convert %x : (tensor<40xi8>) -> tensor<40xi8>
  %r2 = hlo.convert %x : (tensor<40xi8>) -> tensor<40xi16>
  %r3 = hlo.convert %x : (tensor<40xi8>) -> tensor<40xi32>
  %r4 = hlo.convert %x : (tensor<40xi8>) -> tensor<40xi64>
  %r5 = hlo.convert %x : (tensor<40xi8>) -> tensor<40xui8>
  %r6 = hlo.convert %x : (tensor<40xi8>) -> tensor<40xui16>
  %r7 = hlo.convert %x : (tensor<40xi8>) -> tensor<40xui32>
  %r8 = hlo.convert %x : (tensor<40xi8>) -> tensor<40xui64>
  %r9 = hlo.convert %x : (tensor<40xi8>) -> tensor<40xf16>
  %r10 = hlo.convert %x : (tensor<40xi8>) -> tensor<40xbf16>
  %r11 = hlo.convert %r10 : (tensor<40xbf16>) -> tensor<40xf32>
  %r12 = hlo.convert %x : (tensor<40xi8>) -> tensor<40xf32>
  %r13 = hlo.convert %x : (tensor<40xi8>) -> tensor<40xf64>
  %r14 = hlo.convert %x : (tensor<40xi8>) -> tensor<40xcomplex<f32>>
  %r15 = hlo.convert %x : (tensor<40xi8>) -> tensor<40xcomplex<f64>>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r11, %r12, %r13, %r14, %r15
      : tensor<40xi1>, tensor<40xi8>, tensor<40xi16>, tensor<40xi32>, tensor<40xi64>, tensor<40xui8>, tensor<40xui16>, tensor<40xui32>, tensor<40xui64>, tensor<40xf16>, tensor<40xf32>, tensor<40xf32>, tensor<40xf64>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f64>>
}

// RUN: xhlo-run %s --entry=convert_s16 --arg=%t/convert_s16/x.npy \
// RUN:   --out=%t/convert_s16.out --expect=%t/convert_s16/0.npy \
// RUN:   --expect=%t/convert_s16/1.npy --expect=%t/convert_s16/2.npy \
// RUN:   --expect=%t/convert_s16/3.npy --expect=%t/convert_s16/4.npy \
// RUN:   --expect=%t/convert_s16/5.npy --expect=%t/convert_s16/6.npy \
// RUN:   --expect=%t/convert_s16/7.npy --expect=%t/convert_s16/8.npy \
// RUN:   --expect=%t/convert_s16/9.npy --expect=%t/convert_s16/10.npy \
// RUN:   --expect=%t/convert_s16/11.npy --expect=%t/convert_s16/12.npy \
// RUN:   --expect=%t/convert_s16/13.npy --expect=%t/convert_s16/14.npy \
// RUN:   --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/convert_s16.out %t/convert_s16
func.func @convert_s16(%x: tensor<40xi16>)
    -> (tensor<40xi1>, tensor<40xi8>, tensor<40xi16>, tensor<40xi32>, tensor<40xi64>, tensor<40xui8>, tensor<40xui16>, tensor<40xui32>, tensor<40xui64>, tensor<40xf16>, tensor<40xf32>, tensor<40xf32>, tensor<40xf64>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f64>>) {
  %r0 = hlo.convert %x : (tensor<40xi16>) -> tensor<40xi1>
  %r1 = hlo.convert %x : (tensor<40xi16>) -> tensor<40xi8>
  %r2 = hlo.convert %x : (tensor<40xi16>) -> tensor<40xi16>
  %r3 = hlo.convert %x : (tensor<40xi16>) -> tensor<40xi32>
  %r4 = hlo.convert %x : (tensor<40xi16>) -> tensor<40xi64>
  %r5 = hlo.convert %x : (tensor<40xi16>) -> tensor<40xui8>
  %r6 = hlo.convert %x : (tensor<40xi16>) -> tensor<40xui16>
  %r7 = hlo.convert %x : (tensor<40xi16>) -> tensor<40xui32>
  %r8 = hlo.convert %x : (tensor<40xi16>) -> tensor<40xui64>
  %r9 = hlo.convert %x : (tensor<40xi16>) -> tensor<40xf16>
  %r10 = hlo.convert %x : (tensor<40xi16>) -> tensor<40xbf16>
  %r11 = hlo.convert %r10 : (tensor<40xbf16>) -> tensor<40xf32>
  %r12 = hlo.convert %x : (tensor<40xi16>) -> tensor<40xf32>
  %r13 = hlo.convert %x : (tensor<40xi16>) -> tensor<40xf64>
  %r14 = hlo.convert %x : (tensor<40xi16>) -> tensor<40xcomplex<f32>>
  %r15 = hlo.convert %x : (tensor<40xi16>) -> tensor<40xcomplex<f64>>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r11, %r12, %r13, %r14, %r15
      : tensor<40xi1>, tensor<40xi8>, tensor<40xi16>, tensor<40xi32>, tensor<40xi64>, tensor<40xui8>, tensor<40xui16>, tensor<40xui32>, tensor<40xui64>, tensor<40xf16>, tensor<40xf32>, tensor<40xf32>, tensor<40xf64>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f64>>
}

// RUN: xhlo-run %s --entry=convert_s32 --arg=%t/convert_s32/x.npy \
// RUN:   --out=%t/convert_s32.out --expect=%t/convert_s32/0.npy \
// RUN:   --expect=%t/convert_s32/1.npy --expect=%t/convert_s32/2.npy \
// RUN:   --expect=%t/convert_s32/3.npy --expect=%t/convert_s32/4.npy \
// RUN:   --expect=%t/convert_s32/5.npy --expect=%t/convert_s32/6.npy \
// RUN:   --expect=%t/convert_s32/7.npy --expect=%t/convert_s32/8.npy \
// RUN:   --expect=%t/convert_s32/9.npy --expect=%t/convert_s32/10.npy \
// RUN:   --expect=%t/convert_s32/11.npy --expect=%t/convert_s32/12.npy \
// RUN:   --expect=%t/convert_s32/13.npy --expect=%t/convert_s32/14.npy \
// RUN:   --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/convert_s32.out %t/convert_s32
func.func @convert_s32(%x: tensor<40xi32>)
    -> (tensor<40xi1>, tensor<40xi8>, tensor<40xi16>, tensor<40xi32>, tensor<40xi64>, tensor<40xui8>, tensor<40xui16>, tensor<40xui32>, tensor<40xui64>, tensor<40xf16>, tensor<40xf32>, tensor<40xf32>, tensor<40xf64>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f64>>) {
  %r0 = hlo.convert %x : (tensor<40xi32>) -> tensor<40xi1>
  %r1 = hlo.convert %x : (tensor<40xi32>) -> tensor<40xi8>
  %r2 = hlo.convert %x : (tensor<40xi32>) -> tensor<40xi16>
  %r3 = hlo.convert %x : (tensor<40xi32>) -> tensor<40xi32>
  %r4 = hlo.convert %x : (tensor<40xi32>) -> tensor<40xi64>
  %r5 = hlo.convert %x : (tensor<40xi32>) -> tensor<40xui8>
  %r6 = hlo.convert %x : (tensor<40xi32>) -> tensor<40xui16>
  %r7 = hlo.convert %x : (tensor<40xi32>) -> tensor<40xui32>
  %r8 = hlo.convert %x : (tensor<40xi32>) -> tensor<40xui64>
  %r9 = hlo.convert %x : (tensor<40xi32>) -> tensor<40xf16>
  %r10 = hlo.convert %x : (tensor<40xi32>) -> tensor<40xbf16>
  %r11 = hlo.convert %r10 : (tensor<40xbf16>) -> tensor<40xf32>
  %r12 = hlo.convert %x : (tensor<40xi32>) -> tensor<40xf32>
  %r13 = hlo.convert %x : (tensor<40xi32>) -> tensor<40xf64>
  %r14 = hlo.convert %x : (tensor<40xi32>) -> tensor<40xcomplex<f32>>
  %r15 = hlo.convert %x : (tensor<40xi32>) -> tensor<40xcomplex<f64>>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r11, %r12, %r13, %r14, %r15
      : tensor<40xi1>, tensor<40xi8>, tensor<40xi16>, tensor<40xi32>, tensor<40xi64>, tensor<40xui8>, tensor<40xui16>, tensor<40xui32>, tensor<40xui64>, tensor<40xf16>, tensor<40xf32>, tensor<40xf32>, tensor<40xf64>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f64>>
}

// RUN: xhlo-run %s --entry=convert_s64 --arg=%t/convert_s64/x.npy \
// RUN:   --out=%t/convert_s64.out --expect=%t/convert_s64/0.npy \
// RUN:   --expect=%t/convert_s64/1.npy --expect=%t/convert_s64/2.npy \
// RUN:   --expect=%t/convert_s64/3.npy --expect=%t/convert_s64/4.npy \
// RUN:   --expect=%t/convert_s64/5.npy --expect=%t/convert_s64/6.npy \
// RUN:   --expect=%t/convert_s64/7.npy --expect=%t/convert_s64/8.npy \
// RUN:   --expect=%t/convert_s64/9.npy --expect=%t/convert_s64/10.npy \
// RUN:   --expect=%t/convert_s64/11.npy --expect=%t/convert_s64/12.npy \
// RUN:   --expect=%t/convert_s64/13.npy --expect=%t/convert_s64/14.npy \
// RUN:   --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/convert_s64.out %t/convert_s64
func.func @convert_s64(%x: tensor<40xi64>)
    -> (tensor<40xi1>, tensor<40xi8>, tensor<40xi16>, tensor<40xi32>, tensor<40xi64>, tensor<40xui8>, tensor<40xui16>, tensor<40xui32>, tensor<40xui64>, tensor<40xf16>, tensor<40xf32>, tensor<40xf32>, tensor<40xf64>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f64>>) {
  %r0 = hlo.convert %x : (tensor<40xi64>) -> tensor<40xi1>
  %r1 = hlo.convert %x : (tensor<40xi64>) -> tensor<40xi8>
  %r2 = hlo.convert %x : (tensor<40xi64>) -> tensor<40xi16>
  %r3 = hlo.convert %x : (tensor<40xi64>) -> tensor<40xi32>
  %r4 = hlo.convert %x : (tensor<40xi64>) -> tensor<40xi64>
  %r5 = hlo.convert %x : (tensor<40xi64>) -> tensor<40xui8>
  %r6 = hlo.convert %x : (tensor<40xi64>) -> tensor<40xui16>
  %r7 = hlo.convert %x : (tensor<40xi64>) -> tensor<40xui32>
  %r8 = hlo.convert %x : (tensor<40xi64>) -> tensor<40xui64>
  %r9 = hlo.convert %x : (tensor<40xi64>) -> tensor<40xf16>
  %r10 = hlo.convert %x : (tensor<40xi64>) -> tensor<40xbf16>
  %r11 = hlo.convert %r10 : (tensor<40xbf16>) -> tensor<40xf32>
  %r12 = hlo.convert %x : (tensor<40xi64>) -> tensor<40xf32>
  %r13 = hlo.convert %x : (tensor<40xi64>) -> tensor<40xf64>
  %r14 = hlo.convert %x : (tensor<40xi64>) -> tensor<40xcomplex<f32>>
  %r15 = hlo.convert %x : (tensor<40xi64>) -> tensor<40xcomplex<f64>>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r11, %r12, %r13, %r14, %r15
      : tensor<40xi1>, tensor<40xi8>, tensor<40xi16>, tensor<40xi32>, tensor<40xi64>, tensor<40xui8>, tensor<40xui16>, tensor<40xui32>, tensor<40xui64>, tensor<40xf16>, tensor<40xf32>, tensor<40xf32>, tensor<40xf64>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f64>>
}

// RUN: xhlo-run %s --entry=convert_u8 --arg=%t/convert_u8/x.npy \
// RUN:   --out=%t/convert_u8.out --expect=%t/convert_u8/0.npy \
// RUN:   --expect=%t/convert_u8/1.npy --expect=%t/convert_u8/2.npy \
// RUN:   --expect=%t/convert_u8/3.npy --expect=%t/convert_u8/4.npy \
// RUN:   --expect=%t/convert_u8/5.npy --expect=%t/convert_u8/6.npy \
// RUN:   --expect=%t/convert_u8/7.npy --expect=%t/convert_u8/8.npy \
// RUN:   --expect=%t/convert_u8/9.npy --expect=%t/convert_u8/10.npy \
// RUN:   --expect=%t/convert_u8/11.npy --expect=%t/convert_u8/12.npy \
// RUN:   --expect=%t/convert_u8/13.npy --expect=%t/convert_u8/14.npy \
// RUN:   --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/convert_u8.out %t/convert_u8
func.func @convert_u8(%x: tensor<40xui8>)
    -> (tensor<40xi1>, tensor<40xi8>, tensor<40xi16>, tensor<40xi32>, tensor<40xi64>, tensor<40xui8>, tensor<40xui16>, tensor<40xui32>, tensor<40xui64>, tensor<40xf16>, tensor<40xf32>, tensor<40xf32>, tensor<40xf64>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f64>>) {
  %r0 = hlo.convert %x : (tensor<40xui8>) -> tensor<40xi1>
  %r1 = hlo.convert %x : (tensor<40xui8>) -> tensor<40xi8>
  %r2 = hlo.convert %x : (tensor<40xui8>) -> tensor<40xi16>
  %r3 = hlo.convert %x : (tensor<40xui8>) -> tensor<40xi32>
  %r4 = hlo.convert %x : (tensor<40xui8>) -> tensor<40xi64>
  %r5 = hlo.convert %x : (tensor<40xui8>) -> tensor<40xui8>
  %r6 = hlo.convert %x : (tensor<40xui8>) -> tensor<40xui16>
  %r7 = hlo.convert %x : (tensor<40xui8>) -> tensor<40xui32>
  %r8 = hlo.convert %x : (tensor<40xui8>) -> tensor<40xui64>
  %r9 = hlo.convert %x : (tensor<40xui8>) -> tensor<40xf16>
  %r10 = hlo.convert %x : (tensor<40xui8>) -> tensor<40xbf16>
  %r11 = hlo.convert %r10 : (tensor<40xbf16>) -> tensor<40xf32>
  %r12 = hlo.convert %x : (tensor<40xui8>) -> tensor<40xf32>
  %r13 = hlo.convert %x : (tensor<40xui8>) -> tensor<40xf64>
  %r14 = hlo.convert %x : (tensor<40xui8>) -> tensor<40xcomplex<f32>>
  %r15 = hlo.convert %x : (tensor<40xui8>) -> tensor<40xcomplex<f64>>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r11, %r12, %r13, %r14, %r15
      : tensor<40xi1>, tensor<40xi8>, tensor<40xi16>, tensor<40xi32>, tensor<40xi64>, tensor<40xui8>, tensor<40xui16>, tensor<40xui32>, tensor<40xui64>, tensor<40xf16>, tensor<40xf32>, tensor<40xf32>, tensor<40xf64>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f64>>
}

// RUN: xhlo-run %s --entry=convert_u16 --arg=%t/convert_u16/x.npy \
// RUN:   --out=%t/convert_u16.out --expect=%t/convert_u16/0.npy \
// RUN:   --expect=%t/convert_u16/1.npy --expect=%t/convert_u16/2.npy \
// RUN:   --expect=%t/convert_u16/3.npy --expect=%t/convert_u16/4.npy \
// RUN:   --expect=%t/convert_u16/5.npy --expect=%t/convert_u16/6.npy \
// RUN:   --expect=%t/convert_u16/7.npy --expect=%t/convert_u16/8.npy \
// RUN:   --expect=%t/convert_u16/9.npy --expect=%t/convert_u16/10.npy \
// RUN:   --expect=%t/convert_u16/11.npy --expect=%t/convert_u16/12.npy \
// RUN:   --expect=%t/convert_u16/13.npy --expect=%t/convert_u16/14.npy \
// RUN:   --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/convert_u16.out %t/convert_u16
func.func @convert_u16(%x: tensor<40xui16>)
    -> (tensor<40xi1>, tensor<40xi8>, tensor<40xi16>, tensor<40xi32>, tensor<40xi64>, tensor<40xui8>, tensor<40xui16>, tensor<40xui32>, tensor<40xui64>, tensor<40xf16>, tensor<40xf32>, tensor<40xf32>, tensor<40xf64>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f64>>) {
  %r0 = hlo.convert %x : (tensor<40xui16>) -> tensor<40xi1>
  %r1 = hlo.convert %x : (tensor<40xui16>) -> tensor<40xi8>
  %r2 = hlo.convert %x : (tensor<40xui16>) -> tensor<40xi16>
  %r3 = hlo.convert %x : (tensor<40xui16>) -> tensor<40xi32>
  %r4 = hlo.convert %x : (tensor<40xui16>) -> tensor<40xi64>
  %r5 = hlo.convert %x : (tensor<40xui16>) -> tensor<40xui8>
  %r6 = hlo.convert %x : (tensor<40xui16>) -> tensor<40xui16>
  %r7 = hlo.convert %x : (tensor<40xui16>) -> tensor<40xui32>
  %r8 = hlo.convert %x : (tensor<40xui16>) -> tensor<40xui64>
  %r9 = hlo.convert %x : (tensor<40xui16>) -> tensor<40xf16>
  %r10 = hlo.convert %x : (tensor<40xui16>) -> tensor<40xbf16>
  %r11 = hlo.convert %r10 : (tensor<40xbf16>) -> tensor<40xf32>
  %r12 = hlo.convert %x : (tensor<40xui16>) -> tensor<40xf32>
  %r13 = hlo.convert %x : (tensor<40xui16>) -> tensor<40xf64>
  %r14 = hlo.convert %x : (tensor<40xui16>) -> tensor<40xcomplex<f32>>
  %r15 = hlo.convert %x : (tensor<40xui16>) -> tensor<40xcomplex<f64>>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r11, %r12, %r13, %r14, %r15
      : tensor<40xi1>, tensor<40xi8>, tensor<40xi16>, tensor<40xi32>, tensor<40xi64>, tensor<40xui8>, tensor<40xui16>, tensor<40xui32>, tensor<40xui64>, tensor<40xf16>, tensor<40xf32>, tensor<40xf32>, tensor<40xf64>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f64>>
}

// RUN: xhlo-run %s --entry=convert_u32 --arg=%t/convert_u32/x.npy \
// RUN:   --out=%t/convert_u32.out --expect=%t/convert_u32/0.npy \
// RUN:   --expect=%t/convert_u32/1.npy --expect=%t/convert_u32/2.npy \
// RUN:   --expect=%t/convert_u32/3.npy --expect=%t/convert_u32/4.npy \
// RUN:   --expect=%t/convert_u32/5.npy --expect=%t/convert_u32/6.npy \
// RUN:   --expect=%t/convert_u32/7.npy --expect=%t/convert_u32/8.npy \
// RUN:   --expect=%t/convert_u32/9.npy --expect=%t/convert_u32/10.npy \
// RUN:   --expect=%t/convert_u32/11.npy --expect=%t/convert_u32/12.npy \
// RUN:   --expect=%t/convert_u32/13.npy --expect=%t/convert_u32/14.npy \
// RUN:   --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/convert_u32.out %t/convert_u32
func.func @convert_u32(%x: tensor<40xui32>)
    -> (tensor<40xi1>, tensor<40xi8>, tensor<40xi16>, tensor<40xi32>, tensor<40xi64>, tensor<40xui8>, tensor<40xui16>, tensor<40xui32>, tensor<40xui64>, tensor<40xf16>, tensor<40xf32>, tensor<40xf32>, tensor<40xf64>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f64>>) {
  %r0 = hlo.convert %x : (tensor<40xui32>) -> tensor<40xi1>
  %r1 = hlo.convert %x : (tensor<40xui32>) -> tensor<40xi8>
  %r2 = hlo.convert %x : (tensor<40xui32>) -> tensor<40xi16>
  %r3 = hlo.convert %x : (tensor<40xui32>) -> tensor<40xi32>
  %r4 = hlo.convert %x : (tensor<40xui32>) -> tensor<40xi64>
  %r5 = hlo.convert %x : (tensor<40xui32>) -> tensor<40xui8>
  %r6 = hlo.convert %x : (tensor<40xui32>) -> tensor<40xui16>
  %r7 = hlo.convert %x : (tensor<40xui32>) -> tensor<40xui32>
  %r8 = hlo.convert %x : (tensor<40xui32>) -> tensor<40xui64>
  %r9 = hlo.convert %x : (tensor<40xui32>) -> tensor<40xf16>
  %r10 = hlo.convert %x : (tensor<40xui32>) -> tensor<40xbf16>
  %r11 = hlo.convert %r10 : (tensor<40xbf16>) -> tensor<40xf32>
  %r12 = hlo.convert %x : (tensor<40xui32>) -> tensor<40xf32>
  %r13 = hlo.convert %x : (tensor<40xui32>) -> tensor<40xf64>
  %r14 = hlo.convert %x : (tensor<40xui32>) -> tensor<40xcomplex<f32>>
  %r15 = hlo.convert %x : (tensor<40xui32>) -> tensor<40xcomplex<f64>>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r11, %r12, %r13, %r14, %r15
      : tensor<40xi1>, tensor<40xi8>, tensor<40xi16>, tensor<40xi32>, tensor<40xi64>, tensor<40xui8>, tensor<40xui16>, tensor<40xui32>, tensor<40xui64>, tensor<40xf16>, tensor<40xf32>, tensor<40xf32>, tensor<40xf64>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f64>>
}

// RUN: xhlo-run %s --entry=convert_u64 --arg=%t/convert_u64/x.npy \
// RUN:   --out=%t/convert_u64.out --expect=%t/convert_u64/0.npy \
// RUN:   --expect=%t/convert_u64/1.npy --expect=%t/convert_u64/2.npy \
// RUN:   --expect=%t/convert_u64/3.npy --expect=%t/convert_u64/4.npy \
// RUN:   --expect=%t/convert_u64/5.npy --expect=%t/convert_u64/6.npy \
// RUN:   --expect=%t/convert_u64/7.npy --expect=%t/convert_u64/8.npy \
// RUN:   --expect=%t/convert_u64/9.npy --expect=%t/convert_u64/10.npy \
// RUN:   --expect=%t/convert_u64/11.npy --expect=%t/convert_u64/12.npy \
// RUN:   --expect=%t/convert_u64/13.npy --expect=%t/convert_u64/14.npy \
// RUN:   --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/convert_u64.out %t/convert_u64
func.func @convert_u64(%x: tensor<40xui64>)
    -> (tensor<40xi1>, tensor<40xi8>, tensor<40xi16>, tensor<40xi32>, tensor<40xi64>, tensor<40xui8>, tensor<40xui16>, tensor<40xui32>, tensor<40xui64>, tensor<40xf16>, tensor<40xf32>, tensor<40xf32>, tensor<40xf64>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f64>>) {
  %r0 = hlo.convert %x : (tensor<40xui64>) -> tensor<40xi1>
  %r1 = hlo.convert %x : (tensor<40xui64>) -> tensor<40xi8>
  %r2 = hlo.convert %x : (tensor<40xui64>) -> tensor<40xi16>
  %r3 = hlo.convert %x : (tensor<40xui64>) -> tensor<40xi32>
  %r4 = hlo.convert %x : (tensor<40xui64>) -> tensor<40xi64>
  %r5 = hlo.convert %x : (tensor<40xui64>) -> tensor<40xui8>
  %r6 = hlo.convert %x : (tensor<40xui64>) -> tensor<40xui16>
  %r7 = hlo.convert %x : (tensor<40xui64>) -> tensor<40xui32>
  %r8 = hlo.convert %x : (tensor<40xui64>) -> tensor<40xui64>
  %r9 = hlo.convert %x : (tensor<40xui64>) -> tensor<40xf16>
  %r10 = hlo.convert %x : (tensor<40xui64>) -> tensor<40xbf16>
  %r11 = hlo.convert %r10 : (tensor<40xbf16>) -> tensor<40xf32>
  %r12 = hlo.convert %x : (tensor<40xui64>) -> tensor<40xf32>
  %r13 = hlo.convert %x : (tensor<40xui64>) -> tensor<40xf64>
  %r14 = hlo.convert %x : (tensor<40xui64>) -> tensor<40xcomplex<f32>>
  %r15 = hlo.convert %x : (tensor<40xui64>) -> tensor<40xcomplex<f64>>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r11, %r12, %r13, %r14, %r15
      : tensor<40xi1>, tensor<40xi8>, tensor<40xi16>, tensor<40xi32>, tensor<40xi64>, tensor<40xui8>, tensor<40xui16>, tensor<40xui32>, tensor<40xui64>, tensor<40xf16>, tensor<40xf32>, tensor<40xf32>, tensor<40xf64>, tensor<40xcomplex<f32>>, tensor<40xcomplex<f64>>
}

// RUN: xhlo-run %s --entry=convert_f16 --arg=%t/convert_f16/x.npy \
// RUN:   --out=%t/convert_f16.out --expect=%t/convert_f16/0.npy \
// RUN:   --expect=%t/convert_f16/1.npy --expect=%t/convert_f16/2.npy \
// RUN:   --expect=%t/convert_f16/3.npy --expect=%t/convert_f16/4.npy \
// RUN:   --expect=%t/convert_f16/5.npy --expect=%t/convert_f16/6.npy \
// RUN:   --expect=%t/convert_f16/7.npy --expect=%t/convert_f16/8.npy \
// RUN:   --expect=%t/convert_f16/9.npy --expect=%t/convert_f16/10.npy \
// RUN:   --expect=%t/convert_f16/11.npy --expect=%t/convert_f16/12.npy \
// RUN:   --expect=%t/convert_f16/13.npy --expect=%t/convert_f16/14.npy \
// RUN:   --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/convert_f16.out %t/convert_f16
func.func @convert_f16(%x: tensor<48xf16>)
    -> (tensor<48xi1>, tensor<48xi8>, tensor<48xi16>, tensor<48xi32>, tensor<48xi64>, tensor<48xui8>, tensor<48xui16>, tensor<48xui32>, tensor<48xui64>, tensor<48xf16>, tensor<48xf32>, tensor<48xf32>, tensor<48xf64>, tensor<48xcomplex<f32>>, tensor<48xcomplex<f64>>) {
  %r0 = hlo.convert %x : (tensor<48xf16>) -> tensor<48xi1>
  %r1 = hlo.convert %x : (tensor<48xf16>) -> tensor<48xi8>
  %r2 = hlo.convert %x : (tensor<48xf16>) -> tensor<48xi16>
  %r3 = hlo.convert %x : (tensor<48xf16>) -> tensor<48xi32>
  %r4 = hlo.convert %x : (tensor<48xf16>) -> tensor<48xi64>
  %r5 = hlo.convert %x : (tensor<48xf16>) -> tensor<48xui8>
  %r6 = hlo.convert %x : (tensor<48xf16>) -> tensor<48xui16>
  %r7 = hlo.convert %x : (tensor<48xf16>) -> tensor<48xui32>
  %r8 = hlo.convert %x : (tensor<48xf16>) -> tensor<48xui64>
  %r9 = hlo.convert %x : (tensor<48xf16>) -> tensor<48xf16>
  %r10 = hlo.convert %x : (tensor<48xf16>) -> tensor<48xbf16>
  %r11 = hlo.convert %r10 : (tensor<48xbf16>) -> tensor<48xf32>
  %r12 = hlo.convert %x : (tensor<48xf16>) -> tensor<48xf32>
  %r13 = hlo.convert %x : (tensor<48xf16>) -> tensor<48xf64>
  %r14 = hlo.convert %x : (tensor<48xf16>) -> tensor<48xcomplex<f32>>
  %r15 = hlo.convert %x : (tensor<48xf16>) -> tensor<48xcomplex<f64>>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r11, %r12, %r13, %r14, %r15
      : tensor<48xi1>, tensor<48xi8>, tensor<48xi16>, tensor<48xi32>, tensor<48xi64>, tensor<48xui8>, tensor<48xui16>, tensor<48xui32>, tensor<48xui64>, tensor<48xf16>, tensor<48xf32>, tensor<48xf32>, tensor<48xf64>, tensor<48xcomplex<f32>>, tensor<48xcomplex<f64>>
}

// RUN: xhlo-run %s --entry=convert_bf16 --arg=%t/convert_bf16/x.npy \
// RUN:   --out=%t/convert_bf16.out --expect=%t/convert_bf16/0.npy \
// RUN:   --expect=%t/convert_bf16/1.npy --expect=%t/convert_bf16/2.npy \
// RUN:   --expect=%t/convert_bf16/3.npy --expect=%t/convert_bf16/4.npy \
// RUN:   --expect=%t/convert_bf16/5.npy --expect=%t/convert_bf16/6.npy \
// RUN:   --expect=%t/convert_bf16/7.npy --expect=%t/convert_bf16/8.npy \
// RUN:   --expect=%t/convert_bf16/9.npy --expect=%t/convert_bf16/10.npy \
// RUN:   --expect=%t/convert_bf16/11.npy --expect=%t/convert_bf16/12.npy \
// RUN:   --expect=%t/convert_bf16/13.npy --expect=%t/convert_bf16/14.npy \
// RUN:   --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/convert_bf16.out %t/convert_bf16
func.func @convert_bf16(%x: tensor<48xf32>)
    -> (tensor<48xi1>, tensor<48xi8>, tensor<48xi16>, tensor<48xi32>, tensor<48xi64>, tensor<48xui8>, tensor<48xui16>, tensor<48xui32>, tensor<48xui64>, tensor<48xf16>, tensor<48xf32>, tensor<48xf32>, tensor<48xf64>, tensor<48xcomplex<f32>>, tensor<48xcomplex<f64>>) {
  %r0 = hlo.convert %x : (tensor<48xf32>) -> tensor<48xbf16>
  %r1 = hlo.convert %r0 : (tensor<48xbf16>) -> tensor<48xi1>
  %r2 = hlo.convert %r0 : (tensor<48xbf16>) -> tensor<48xi8>
  %r3 = hlo.convert %r0 : (tensor<48xbf16>) -> tensor<48xi16>
  %r4 = hlo.convert %r0 : (tensor<48xbf16>) -> tensor<48xi32>
  %r5 = hlo.convert %r0 : (tensor<48xbf16>) -> tensor<48xi64>
  %r6 = hlo.convert %r0 : (tensor<48xbf16>) -> tensor<48xui8>
  %r7 = hlo.convert %r0 : (tensor<48xbf16>) -> tensor<48xui16>
  %r8 = hlo.convert %r0 : (tensor<48xbf16>) -> tensor<48xui32>
  %r9 = hlo.convert %r0 : (tensor<48xbf16>) -> tensor<48xui64>
  %r10 = hlo.convert %r0 : (tensor<48xbf16>) -> tensor<48xf16>
  %r11 = hlo.convert %r0 : (tensor<48xbf16>) -> tensor<48xbf16>
  %r12 = hlo.convert %r11 : (tensor<48xbf16>) -> tensor<48xf32>
  %r13 = hlo.convert %r0 : (tensor<48xbf16>) -> tensor<48xf32>
  %r14 = hlo.convert %r0 : (tensor<48xbf16>) -> tensor<48xf64>
  %r15 = hlo.convert %r0 : (tensor<48xbf16>) -> tensor<48xcomplex<f32>>
  %r16 = hlo.convert %r0 : (tensor<48xbf16>) -> tensor<48xcomplex<f64>>
  return %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r12, %r13, %r14, %r15, %r16
      : tensor<48xi1>, tensor<48xi8>, tensor<48xi16>, tensor<48xi32>, tensor<48xi64>, tensor<48xui8>, tensor<48xui16>, tensor<48xui32>, tensor<48xui64>, tensor<48xf16>, tensor<48xf32>, tensor<48xf32>, tensor<48xf64>, tensor<48xcomplex<f32>>, tensor<48xcomplex<f64>>
}

// RUN: xhlo-run %s --entry=convert_f32 --arg=%t/convert_f32/x.npy \
// RUN:   --out=%t/convert_f32.out --expect=%t/convert_f32/0.npy \
// RUN:   --expect=%t/convert_f32/1.npy --expect=%t/convert_f32/2.npy \
// RUN:   --expect=%t/convert_f32/3.npy --expect=%t/convert_f32/4.npy \
// RUN:   --expect=%t/convert_f32/5.npy --expect=%t/convert_f32/6.npy \
// RUN:   --expect=%t/convert_f32/7.npy --expect=%t/convert_f32/8.npy \
// RUN:   --expect=%t/convert_f32/9.npy --expect=%t/convert_f32/10.npy \
// RUN:   --expect=%t/convert_f32/11.npy --expect=%t/convert_f32/12.npy \
// RUN:   --expect=%t/convert_f32/13.npy --expect=%t/convert_f32/14.npy \
// RUN:   --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/convert_f32.out %t/convert_f32
func.func @convert_f32(%x: tensor<48xf32>)
    -> (tensor<48xi1>, tensor<48xi8>, tensor<48xi16>, tensor<48xi32>, tensor<48xi64>, tensor<48xui8>, tensor<48xui16>, tensor<48xui32>, tensor<48xui64>, tensor<48xf16>, tensor<48xf32>, tensor<48xf32>, tensor<48xf64>, tensor<48xcomplex<f32>>, tensor<48xcomplex<f64>>) {
  %r0 = hlo.convert %x : (tensor<48xf32>) -> tensor<48xi1>
  %r1 = hlo.convert %x : (tensor<48xf32>) -> tensor<48xi8>
  %r2 = hlo.convert %x : (tensor<48xf32>) -> tensor<48xi16>
  %r3 = hlo.convert %x : (tensor<48xf32>) -> tensor<48xi32>
  %r4 = hlo.convert %x : (tensor<48xf32>) -> tensor<48xi64>
  %r5 = hlo.convert %x : (tensor<48xf32>) -> tensor<48xui8>
  %r6 = hlo.convert %x : (tensor<48xf32>) -> tensor<48xui16>
  %r7 = hlo.convert %x : (tensor<48xf32>) -> tensor<48xui32>
  %r8 = hlo.convert %x : (tensor<48xf32>) -> tensor<48xui64>
  %r9 = hlo.convert %x : (tensor<48xf32>) -> tensor<48xf16>
  %r10 = hlo.convert %x : (tensor<48xf32>) -> tensor<48xbf16>
  %r11 = hlo.convert %r10 : (tensor<48xbf16>) -> tensor<48xf32>
  %r12 = hlo.convert %x : (tensor<48xf32>) -> tensor<48xf32>
  %r13 = hlo.convert %x : (tensor<48xf32>) -> tensor<48xf64>
  %r14 = hlo.convert %x : (tensor<48xf32>) -> tensor<48xcomplex<f32>>
  %r15 = hlo.convert %x : (tensor<48xf32>) -> tensor<48xcomplex<f64>>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r11, %r12, %r13, %r14, %r15
      : tensor<48xi1>, tensor<48xi8>, tensor<48xi16>, tensor<48xi32>, tensor<48xi64>, tensor<48xui8>, tensor<48xui16>, tensor<48xui32>, tensor<48xui64>, tensor<48xf16>, tensor<48xf32>, tensor<48xf32>, tensor<48xf64>, tensor<48xcomplex<f32>>, tensor<48xcomplex<f64>>
}

// RUN: xhlo-run %s --entry=convert_f64 --arg=%t/convert_f64/x.npy \
// RUN:   --out=%t/convert_f64.out --expect=%t/convert_f64/0.npy \
// RUN:   --expect=%t/convert_f64/1.npy --expect=%t/convert_f64/2.npy \
// RUN:   --expect=%t/convert_f64/3.npy --expect=%t/convert_f64/4.npy \
// RUN:   --expect=%t/convert_f64/5.npy --expect=%t/convert_f64/6.npy \
// RUN:   --expect=%t/convert_f64/7.npy --expect=%t/convert_f64/8.npy \
// RUN:   --expect=%t/convert_f64/9.npy --expect=%t/convert_f64/10.npy \
// RUN:   --expect=%t/convert_f64/11.npy --expect=%t/convert_f64/12.npy \
// RUN:   --expect=%t/convert_f64/13.npy --expect=%t/convert_f64/14.npy \
// RUN:   --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/convert_f64.out %t/convert_f64
func.func @convert_f64(%x: tensor<48xf64>)
    -> (tensor<48xi1>, tensor<48xi8>, tensor<48xi16>, tensor<48xi32>, tensor<48xi64>, tensor<48xui8>, tensor<48xui16>, tensor<48xui32>, tensor<48xui64>, tensor<48xf16>, tensor<48xf32>, tensor<48xf32>, tensor<48xf64>, tensor<48xcomplex<f32>>, tensor<48xcomplex<f64>>) {
  %r0 = hlo.convert %x : (tensor<48xf64>) -> tensor<48xi1>
  %r1 = hlo.convert %x : (tensor<48xf64>) -> tensor<48xi8>
  %r2 = hlo.convert %x : (tensor<48xf64>) -> tensor<48xi16>
  %r3 = hlo.convert %x : (tensor<48xf64>) -> tensor<48xi32>
  %r4 = hlo.convert %x : (tensor<48xf64>) -> tensor<48xi64>
  %r5 = hlo.convert %x : (tensor<48xf64>) -> tensor<48xui8>
  %r6 = hlo.convert %x : (tensor<48xf64>) -> tensor<48xui16>
  %r7 = hlo.convert %x : (tensor<48xf64>) -> tensor<48xui32>
  %r8 = hlo.convert %x : (tensor<48xf64>) -> tensor<48xui64>
  %r9 = hlo.convert %x : (tensor<48xf64>) -> tensor<48xf16>
  %r10 = hlo.convert %x : (tensor<48xf64>) -> tensor<48xbf16>
  %r11 = hlo.convert %r10 : (tensor<48xbf16>) -> tensor<48xf32>
  %r12 = hlo.convert %x : (tensor<48xf64>) -> tensor<48xf32>
  %r13 = hlo.convert %x : (tensor<48xf64>) -> tensor<48xf64>
  %r14 = hlo.convert %x : (tensor<48xf64>) -> tensor<48xcomplex<f32>>
  %r15 = hlo.convert %x : (tensor<48xf64>) -> tensor<48xcomplex<f64>>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r11, %r12, %r13, %r14, %r15
      : tensor<48xi1>, tensor<48xi8>, tensor<48xi16>, tensor<48xi32>, tensor<48xi64>, tensor<48xui8>, tensor<48xui16>, tensor<48xui32>, tensor<48xui64>, tensor<48xf16>, tensor<48xf32>, tensor<48xf32>, tensor<48xf64>, tensor<48xcomplex<f32>>, tensor<48xcomplex<f64>>
}

// RUN: xhlo-run %s --entry=convert_c64 --arg=%t/convert_c64/x.npy \
// RUN:   --out=%t/convert_c64.out --expect=%t/convert_c64/0.npy \
// RUN:   --expect=%t/convert_c64/1.npy --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/convert_c64.out %t/convert_c64
func.func @convert_c64(%x: tensor<48xcomplex<f32>>)
    -> (tensor<48xcomplex<f32>>, tensor<48xcomplex<f64>>) {
  %r0 = hlo.convert %x : (tensor<48xcomplex<f32>>) -> tensor<48xcomplex<f32>>
  %r1 = hlo.convert %x : (tensor<48xcomplex<f32>>) -> tensor<48xcomplex<f64>>
  return %r0, %r1
      : tensor<48xcomplex<f32>>, tensor<48xcomplex<f64>>
}

// RUN: xhlo-run %s --entry=convert_c128 --arg=%t/convert_c128/x.npy \
// RUN:   --out=%t/convert_c128.out --expect=%t/convert_c128/0.npy \
// RUN:   --expect=%t/convert_c128/1.npy --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/convert_c128.out %t/convert_c128
func.func @convert_c128(%x: tensor<48xcomplex<f64>>)
    -> (tensor<48xcomplex<f32>>, tensor<48xcomplex<f64>>) {
  %r0 = hlo.convert %x : (tensor<48xcomplex<f64>>) -> tensor<48xcomplex<f32>>
  %r1 = hlo.convert %x : (tensor<48xcomplex<f64>>) -> tensor<48xcomplex<f64>>
  return %r0, %r1
      : tensor<48xcomplex<f32>>, tensor<48xcomplex<f64>>
}

// RUN: xhlo-run %s --entry=bitcast_32 --arg=%t/bitcast_32/x.npy \
// RUN:   --out=%t/bitcast_32.out --expect=%t/bitcast_32/0.npy \
// RUN:   --expect=%t/bitcast_32/1.npy --expect=%t/bitcast_32/2.npy \
// RUN:   --expect=%t/bitcast_32/3.npy --expect=%t/bitcast_32/4.npy \
// RUN:   --expect=%t/bitcast_32/5.npy --expect=%t/bitcast_32/6.npy \
// RUN:   --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/bitcast_32.out %t/bitcast_32
func.func @bitcast_32(%x: tensor<8xf32>)
    -> (tensor<8xi32>, tensor<8xui32>, tensor<8x2xf16>, tensor<8x2xf32>, tensor<8x4xui8>, tensor<8x4xi8>, tensor<8x2xi16>) {
  %r0 = hlo.bitcast_convert %x : (tensor<8xf32>) -> tensor<8xi32>
  %r1 = hlo.bitcast_convert %x : (tensor<8xf32>) -> tensor<8xui32>
  %r2 = hlo.bitcast_convert %x : (tensor<8xf32>) -> tensor<8x2xf16>
  %r3 = hlo.bitcast_convert %x : (tensor<8xf32>) -> tensor<8x2xbf16>
  %r4 = hlo.convert %r3 : (tensor<8x2xbf16>) -> tensor<8x2xf32>
  %r5 = hlo.bitcast_convert %x : (tensor<8xf32>) -> tensor<8x4xui8>
  %r6 = hlo.bitcast_convert %x : (tensor<8xf32>) -> tensor<8x4xi8>
  %r7 = hlo.bitcast_convert %x : (tensor<8xf32>) -> tensor<8x2xi16>
  return %r0, %r1, %r2, %r4, %r5, %r6, %r7
      : tensor<8xi32>, tensor<8xui32>, tensor<8x2xf16>, tensor<8x2xf32>, tensor<8x4xui8>, tensor<8x4xi8>, tensor<8x2xi16>
}

// RUN: xhlo-run %s --entry=bitcast_64 --arg=%t/bitcast_64/x.npy \
// RUN:   --out=%t/bitcast_64.out --expect=%t/bitcast_64/0.npy \
// RUN:   --expect=%t/bitcast_64/1.npy --expect=%t/bitcast_64/2.npy \
// RUN:   --expect=%t/bitcast_64/3.npy --expect=%t/bitcast_64/4.npy \
// RUN:   --expect=%t/bitcast_64/5.npy --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/bitcast_64.out %t/bitcast_64
func.func @bitcast_64(%x: tensor<4xf64>)
    -> (tensor<4xi64>, tensor<4xui64>, tensor<4x2xf32>, tensor<4x2xi32>, tensor<4x8xui8>, tensor<4x4xf16>) {
  %r0 = hlo.bitcast_convert %x : (tensor<4xf64>) -> tensor<4xi64>
  %r1 = hlo.bitcast_convert %x : (tensor<4xf64>) -> tensor<4xui64>
  %r2 = hlo.bitcast_convert %x : (tensor<4xf64>) -> tensor<4x2xf32>
  %r3 = hlo.bitcast_convert %x : (tensor<4xf64>) -> tensor<4x2xi32>
  %r4 = hlo.bitcast_convert %x : (tensor<4xf64>) -> tensor<4x8xui8>
  %r5 = hlo.bitcast_convert %x : (tensor<4xf64>) -> tensor<4x4xf16>
  return %r0, %r1, %r2, %r3, %r4, %r5
      : tensor<4xi64>, tensor<4xui64>, tensor<4x2xf32>, tensor<4x2xi32>, tensor<4x8xui8>, tensor<4x4xf16>
}

// RUN: xhlo-run %s --entry=bitcast_16 --arg=%t/bitcast_16/x.npy \
// RUN:   --out=%t/bitcast_16.out --expect=%t/bitcast_16/0.npy \
// RUN:   --expect=%t/bitcast_16/1.npy --expect=%t/bitcast_16/2.npy \
// RUN:   --expect=%t/bitcast_16/3.npy --expect=%t/bitcast_16/4.npy \
// RUN:   --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/bitcast_16.out %t/bitcast_16
func.func @bitcast_16(%x: tensor<6xf16>)
    -> (tensor<6xi16>, tensor<6xui16>, tensor<6xf32>, tensor<6x2xi8>, tensor<6x2xui8>) {
  %r0 = hlo.bitcast_convert %x : (tensor<6xf16>) -> tensor<6xi16>
  %r1 = hlo.bitcast_convert %x : (tensor<6xf16>) -> tensor<6xui16>
  %r2 = hlo.bitcast_convert %x : (tensor<6xf16>) -> tensor<6xbf16>
  %r3 = hlo.convert %r2 : (tensor<6xbf16>) -> tensor<6xf32>
  %r4 = hlo.bitcast_convert %x : (tensor<6xf16>) -> tensor<6x2xi8>
  %r5 = hlo.bitcast_convert %x : (tensor<6xf16>) -> tensor<6x2xui8>
  return %r0, %r1, %r3, %r4, %r5
      : tensor<6xi16>, tensor<6xui16>, tensor<6xf32>, tensor<6x2xi8>, tensor<6x2xui8>
}

// RUN: xhlo-run %s --entry=bitcast_join --arg=%t/bitcast_join/b.npy \
// RUN:   --arg=%t/bitcast_join/w.npy --arg=%t/bitcast_join/q.npy \
// RUN:   --out=%t/bitcast_join.out --expect=%t/bitcast_join/0.npy \
// RUN:   --expect=%t/bitcast_join/1.npy --expect=%t/bitcast_join/2.npy \
// RUN:   --expect=%t/bitcast_join/3.npy --expect=%t/bitcast_join/4.npy \
// RUN:   --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/bitcast_join.out %t/bitcast_join
func.func @bitcast_join(%b: tensor<5x4xui8>, %w: tensor<3x2xf32>, %q: tensor<3x4xi16>)
    -> (tensor<5xf32>, tensor<5xi32>, tensor<3xf64>, tensor<3xi64>, tensor<3xui64>) {
  %r0 = hlo.bitcast_convert %b : (tensor<5x4xui8>) -> tensor<5xf32>
  %r1 = hlo.bitcast_convert %b : (tensor<5x4xui8>) -> tensor<5xi32>
  %r2 = hlo.bitcast_convert %w : (tensor<3x2xf32>) -> tensor<3xf64>
  %r3 = hlo.bitcast_convert %q : (tensor<3x4xi16>) -> tensor<3xi64>
  %r4 = hlo.bitcast_convert %q : (tensor<3x4xi16>) -> tensor<3xui64>
  return %r0, %r1, %r2, %r3, %r4
      : tensor<5xf32>, tensor<5xi32>, tensor<3xf64>, tensor<3xi64>, tensor<3xui64>
}

// RUN: xhlo-run %s --entry=bitcast_complex --arg=%t/bitcast_complex/c.npy \
// RUN:   --arg=%t/bitcast_complex/d.npy --out=%t/bitcast_complex.out \
// RUN:   --expect=%t/bitcast_complex/0.npy \
// RUN:   --expect=%t/bitcast_complex/1.npy \
// RUN:   --expect=%t/bitcast_complex/2.npy --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/bitcast_complex.out %t/bitcast_complex
func.func @bitcast_complex(%c: tensor<3xcomplex<f64>>, %d: tensor<3x2xcomplex<f32>>)
    -> (tensor<3x2xcomplex<f32>>, tensor<3xcomplex<f64>>, tensor<3x2xcomplex<f32>>) {
  %r0 = hlo.bitcast_convert %c : (tensor<3xcomplex<f64>>) -> tensor<3x2xcomplex<f32>>
  %r1 = hlo.bitcast_convert %d : (tensor<3x2xcomplex<f32>>) -> tensor<3xcomplex<f64>>
  %r2 = hlo.bitcast_convert %d : (tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
  return %r0, %r1, %r2
      : tensor<3x2xcomplex<f32>>, tensor<3xcomplex<f64>>, tensor<3x2xcomplex<f32>>
}

// RUN: xhlo-run %s --entry=bitcast_pred --arg=%t/bitcast_pred/u.npy \
// RUN:   --arg=%t/bitcast_pred/p.npy --out=%t/bitcast_pred.out \
// RUN:   --expect=%t/bitcast_pred/0.npy --expect=%t/bitcast_pred/1.npy \
// RUN:   --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/bitcast_pred.out %t/bitcast_pred
func.func @bitcast_pred(%u: tensor<4xui8>, %p: tensor<4x8xi1>)
    -> (tensor<4x8xi1>, tensor<4xi8>) {
  %r0 = hlo.bitcast_convert %u : (tensor<4xui8>) -> tensor<4x8xi1>
  %r1 = hlo.bitcast_convert %p : (tensor<4x8xi1>) -> tensor<4xi8>
  return %r0, %r1
      : tensor<4x8xi1>, tensor<4xi8>
}

// RUN: xhlo-run %s --entry=reduce_precision_f32 \
// RUN:   --arg=%t/reduce_precision_f32/x.npy \
// RUN:   --out=%t/reduce_precision_f32.out \
// RUN:   --expect=%t/reduce_precision_f32/0.npy \
// RUN:   --expect=%t/reduce_precision_f32/1.npy \
// RUN:   --expect=%t/reduce_precision_f32/2.npy \
// RUN:   --expect=%t/reduce_precision_f32/3.npy \
// RUN:   --expect=%t/reduce_precision_f32/4.npy \
// RUN:   --expect=%t/reduce_precision_f32/5.npy \
// RUN:   --expect=%t/reduce_precision_f32/6.npy \
// RUN:   --expect=%t/reduce_precision_f32/7.npy --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/reduce_precision_f32.out %t/reduce_precision_f32
func.func @reduce_precision_f32(%x: tensor<42xf32>)
    -> (tensor<42xui32>, tensor<42xui32>, tensor<42xui32>, tensor<42xui32>, tensor<42xui32>, tensor<42xui32>, tensor<42xui32>, tensor<42xui32>) {
  %r0 = hlo.reduce_precision %x, exponent_bits = 5, mantissa_bits = 10 : tensor<42xf32>
  %r1 = hlo.bitcast_convert %r0 : (tensor<42xf32>) -> tensor<42xui32>
  %r2 = hlo.reduce_precision %x, exponent_bits = 8, mantissa_bits = 7 : tensor<42xf32>
  %r3 = hlo.bitcast_convert %r2 : (tensor<42xf32>) -> tensor<42xui32>
  %r4 = hlo.reduce_precision %x, exponent_bits = 8, mantissa_bits = 23 : tensor<42xf32>
  %r5 = hlo.bitcast_convert %r4 : (tensor<42xf32>) -> tensor<42xui32>
  %r6 = hlo.reduce_precision %x, exponent_bits = 11, mantissa_bits = 52 : tensor<42xf32>
  %r7 = hlo.bitcast_convert %r6 : (tensor<42xf32>) -> tensor<42xui32>
  %r8 = hlo.reduce_precision %x, exponent_bits = 4, mantissa_bits = 3 : tensor<42xf32>
  %r9 = hlo.bitcast_convert %r8 : (tensor<42xf32>) -> tensor<42xui32>
  %r10 = hlo.reduce_precision %x, exponent_bits = 8, mantissa_bits = 0 : tensor<42xf32>
  %r11 = hlo.bitcast_convert %r10 : (tensor<42xf32>) -> tensor<42xui32>
  %r12 = hlo.reduce_precision %x, exponent_bits = 3, mantissa_bits = 2 : tensor<42xf32>
  %r13 = hlo.bitcast_convert %r12 : (tensor<42xf32>) -> tensor<42xui32>
  %r14 = hlo.reduce_precision %x, exponent_bits = 8, mantissa_bits = 1 : tensor<42xf32>
  %r15 = hlo.bitcast_convert %r14 : (tensor<42xf32>) -> tensor<42xui32>
  return %r1, %r3, %r5, %r7, %r9, %r11, %r13, %r15
      : tensor<42xui32>, tensor<42xui32>, tensor<42xui32>, tensor<42xui32>, tensor<42xui32>, tensor<42xui32>, tensor<42xui32>, tensor<42xui32>
}

// RUN: xhlo-run %s --entry=reduce_precision_f64 \
// RUN:   --arg=%t/reduce_precision_f64/x.npy \
// RUN:   --out=%t/reduce_precision_f64.out \
// RUN:   --expect=%t/reduce_precision_f64/0.npy \
// RUN:   --expect=%t/reduce_precision_f64/1.npy \
// RUN:   --expect=%t/reduce_precision_f64/2.npy \
// RUN:   --expect=%t/reduce_precision_f64/3.npy \
// RUN:   --expect=%t/reduce_precision_f64/4.npy --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/reduce_precision_f64.out %t/reduce_precision_f64
func.func @reduce_precision_f64(%x: tensor<45xf64>)
    -> (tensor<45xui64>, tensor<45xui64>, tensor<45xui64>, tensor<45xui64>, tensor<45xui64>) {
  %r0 = hlo.reduce_precision %x, exponent_bits = 11, mantissa_bits = 52 : tensor<45xf64>
  %r1 = hlo.bitcast_convert %r0 : (tensor<45xf64>) -> tensor<45xui64>
  %r2 = hlo.reduce_precision %x, exponent_bits = 8, mantissa_bits = 23 : tensor<45xf64>
  %r3 = hlo.bitcast_convert %r2 : (tensor<45xf64>) -> tensor<45xui64>
  %r4 = hlo.reduce_precision %x, exponent_bits = 5, mantissa_bits = 10 : tensor<45xf64>
  %r5 = hlo.bitcast_convert %r4 : (tensor<45xf64>) -> tensor<45xui64>
  %r6 = hlo.reduce_precision %x, exponent_bits = 11, mantissa_bits = 20 : tensor<45xf64>
  %r7 = hlo.bitcast_convert %r6 : (tensor<45xf64>) -> tensor<45xui64>
  %r8 = hlo.reduce_precision %x, exponent_bits = 11, mantissa_bits = 0 : tensor<45xf64>
  %r9 = hlo.bitcast_convert %r8 : (tensor<45xf64>) -> tensor<45xui64>
  return %r1, %r3, %r5, %r7, %r9
      : tensor<45xui64>, tensor<45xui64>, tensor<45xui64>, tensor<45xui64>, tensor<45xui64>
}

// RUN: xhlo-run %s --entry=reduce_precision_f16 \
// RUN:   --arg=%t/reduce_precision_f16/x.npy \
// RUN:   --out=%t/reduce_precision_f16.out \
// RUN:   --expect=%t/reduce_precision_f16/0.npy \
// RUN:   --expect=%t/reduce_precision_f16/1.npy \
// RUN:   --expect=%t/reduce_precision_f16/2.npy \
// RUN:   --expect=%t/reduce_precision_f16/3.npy \
// RUN:   --expect=%t/reduce_precision_f16/4.npy --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/reduce_precision_f16.out %t/reduce_precision_f16
func.func @reduce_precision_f16(%x: tensor<42xf16>)
    -> (tensor<42xui16>, tensor<42xui16>, tensor<42xui16>, tensor<42xui16>, tensor<42xui16>) {
  %r0 = hlo.reduce_precision %x, exponent_bits = 5, mantissa_bits = 10 : tensor<42xf16>
  %r1 = hlo.bitcast_convert %r0 : (tensor<42xf16>) -> tensor<42xui16>
  %r2 = hlo.reduce_precision %x, exponent_bits = 8, mantissa_bits = 7 : tensor<42xf16>
  %r3 = hlo.bitcast_convert %r2 : (tensor<42xf16>) -> tensor<42xui16>
  %r4 = hlo.reduce_precision %x, exponent_bits = 5, mantissa_bits = 4 : tensor<42xf16>
  %r5 = hlo.bitcast_convert %r4 : (tensor<42xf16>) -> tensor<42xui16>
  %r6 = hlo.reduce_precision %x, exponent_bits = 3, mantissa_bits = 2 : tensor<42xf16>
  %r7 = hlo.bitcast_convert %r6 : (tensor<42xf16>) -> tensor<42xui16>
  %r8 = hlo.reduce_precision %x, exponent_bits = 5, mantissa_bits = 0 : tensor<42xf16>
  %r9 = hlo.bitcast_convert %r8 : (tensor<42xf16>) -> tensor<42xui16>
  return %r1, %r3, %r5, %r7, %r9
      : tensor<42xui16>, tensor<42xui16>, tensor<42xui16>, tensor<42xui16>, tensor<42xui16>
}

// RUN: xhlo-run %s --entry=reduce_precision_bf16 \
// RUN:   --arg=%t/reduce_precision_bf16/x.npy \
// RUN:   --out=%t/reduce_precision_bf16.out \
// RUN:   --expect=%t/reduce_precision_bf16/0.npy \
// RUN:   --expect=%t/reduce_precision_bf16/1.npy \
// RUN:   --expect=%t/reduce_precision_bf16/2.npy \
// RUN:   --expect=%t/reduce_precision_bf16/3.npy --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/reduce_precision_bf16.out %t/reduce_precision_bf16
func.func @reduce_precision_bf16(%x: tensor<42xf32>)
    -> (tensor<42xui16>, tensor<42xui16>, tensor<42xui16>, tensor<42xui16>) {
  %r0 = hlo.convert %x : (tensor<42xf32>) -> tensor<42xbf16>
  %r1 = hlo.reduce_precision %r0, exponent_bits = 8, mantissa_bits = 7 : tensor<42xbf16>
  %r2 = hlo.bitcast_convert %r1 : (tensor<42xbf16>) -> tensor<42xui16>
  %r3 = hlo.reduce_precision %r0, exponent_bits = 5, mantissa_bits = 10 : tensor<42xbf16>
  %r4 = hlo.bitcast_convert %r3 : (tensor<42xbf16>) -> tensor<42xui16>
  %r5 = hlo.reduce_precision %r0, exponent_bits = 5, mantissa_bits = 3 : tensor<42xbf16>
  %r6 = hlo.bitcast_convert %r5 : (tensor<42xbf16>) -> tensor<42xui16>
  %r7 = hlo.reduce_precision %r0, exponent_bits = 8, mantissa_bits = 2 : tensor<42xbf16>
  %r8 = hlo.bitcast_convert %r7 : (tensor<42xbf16>) -> tensor<42xui16>
  return %r2, %r4, %r6, %r8
      : tensor<42xui16>, tensor<42xui16>, tensor<42xui16>, tensor<42xui16>
}

// RUN: xhlo-run %s --entry=stochastic --arg=%t/stochastic/x.npy \
// RUN:   --arg=%t/stochastic/r.npy --arg=%t/stochastic/h.npy \
// RUN:   --arg=%t/stochastic/hr.npy --arg=%t/stochastic/d.npy \
// RUN:   --arg=%t/stochastic/dr.npy --expect=%t/stochastic/0.npy \
// RUN:   --expect=%t/stochastic/1.npy --expect=%t/stochastic/2.npy \
// RUN:   --rtol=0 --atol=0
func.func @stochastic(%x: tensor<14xf32>, %r: tensor<14xui32>, %h: tensor<5xf16>, %hr: tensor<5xui16>, %d: tensor<4xf64>, %dr: tensor<4xui64>)
    -> (tensor<14xi8>, tensor<5xi16>, tensor<4xi32>) {
  %r0 = hlo.stochastic_convert %x, %r : (tensor<14xf32>, tensor<14xui32>) -> tensor<14xi8>
  %r1 = hlo.stochastic_convert %h, %hr : (tensor<5xf16>, tensor<5xui16>) -> tensor<5xi16>
  %r2 = hlo.stochastic_convert %d, %dr : (tensor<4xf64>, tensor<4xui64>) -> tensor<4xi32>
  return %r0, %r1, %r2
      : tensor<14xi8>, tensor<5xi16>, tensor<4xi32>
}

// Signed zeros, bit for bit (by hand): max/min order -0 below +0 (IEEE
// 754-2019, XLA's CPU llvm.maximum/minimum), so max of either order is +0
// and min -0; sign keeps the zero's sign, and IEEE arithmetic gives the rest.
// RUN: xhlo-run %s --entry=signed_zeros --print | FileCheck %s --check-prefix=ZEROS
// ZEROS: u32[2] {0, 0}
// ZEROS-NEXT: u32[2] {2147483648, 2147483648}
// ZEROS-NEXT: u32[2] {2147483648, 0}
// ZEROS-NEXT: u32[2] {2147483648, 0}
// ZEROS-NEXT: u32[2] {2147483648, 0}
// ZEROS-NEXT: u32[2] {2147483648, 2147483648}
// ZEROS-NEXT: u32[2] {2147483648, 2147483648}
// ZEROS-NEXT: u32[2] {2147483648, 0}
// ZEROS-NEXT: u32[2] {2147483648, 0}
// ZEROS-NEXT: u32[2] {2147483648, 2147483648}
// ZEROS-NEXT: u32[2] {2147483648, 0}
// ZEROS-NEXT: u32[2] {2147483648, 0}
// ZEROS-NEXT: u16[2] {32768, 0}
// ZEROS-NEXT: u64[2] {9223372036854775808, 0}
func.func @signed_zeros() -> (tensor<2xui32>, tensor<2xui32>, tensor<2xui32>,
    tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>,
    tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>,
    tensor<2xui32>, tensor<2xui16>, tensor<2xui64>) {
  %l = hlo.constant dense<[-0.0, 0.0]> : tensor<2xf32>
  %r = hlo.constant dense<[0.0, -0.0]> : tensor<2xf32>
  %max = hlo.maximum %l, %r : tensor<2xf32>
  %min = hlo.minimum %l, %r : tensor<2xf32>
  %sign = hlo.sign %l : tensor<2xf32>
  %neg = hlo.negate %r : tensor<2xf32>
  %afz_in = hlo.constant dense<[-0.3, 0.3]> : tensor<2xf32>
  %afz = hlo.round_nearest_afz %afz_in : tensor<2xf32>
  %even_in = hlo.constant dense<[-0.4, -0.5]> : tensor<2xf32>
  %even = hlo.round_nearest_even %even_in : tensor<2xf32>
  %ceil_in = hlo.constant dense<[-0.5, -0.9]> : tensor<2xf32>
  %ceil = hlo.ceil %ceil_in : tensor<2xf32>
  %floor = hlo.floor %l : tensor<2xf32>
  %sqrt = hlo.sqrt %l : tensor<2xf32>
  %m1 = hlo.constant dense<[-1.0, 1.0]> : tensor<2xf32>
  %mul = hlo.multiply %m1, %r : tensor<2xf32>
  %nz = hlo.constant dense<-0.0> : tensor<2xf32>
  %add = hlo.add %nz, %l : tensor<2xf32>
  %num = hlo.constant dense<[-4.0, 4.0]> : tensor<2xf32>
  %den = hlo.constant dense<[2.0, -2.0]> : tensor<2xf32>
  %rem = hlo.remainder %num, %den : tensor<2xf32>
  %h = hlo.convert %l : (tensor<2xf32>) -> tensor<2xf16>
  %d = hlo.convert %l : (tensor<2xf32>) -> tensor<2xf64>
  %b0 = hlo.bitcast_convert %max : (tensor<2xf32>) -> tensor<2xui32>
  %b1 = hlo.bitcast_convert %min : (tensor<2xf32>) -> tensor<2xui32>
  %b2 = hlo.bitcast_convert %sign : (tensor<2xf32>) -> tensor<2xui32>
  %b3 = hlo.bitcast_convert %neg : (tensor<2xf32>) -> tensor<2xui32>
  %b4 = hlo.bitcast_convert %afz : (tensor<2xf32>) -> tensor<2xui32>
  %b5 = hlo.bitcast_convert %even : (tensor<2xf32>) -> tensor<2xui32>
  %b6 = hlo.bitcast_convert %ceil : (tensor<2xf32>) -> tensor<2xui32>
  %b7 = hlo.bitcast_convert %floor : (tensor<2xf32>) -> tensor<2xui32>
  %b8 = hlo.bitcast_convert %sqrt : (tensor<2xf32>) -> tensor<2xui32>
  %b9 = hlo.bitcast_convert %mul : (tensor<2xf32>) -> tensor<2xui32>
  %b10 = hlo.bitcast_convert %add : (tensor<2xf32>) -> tensor<2xui32>
  %b11 = hlo.bitcast_convert %rem : (tensor<2xf32>) -> tensor<2xui32>
  %b12 = hlo.bitcast_convert %h : (tensor<2xf16>) -> tensor<2xui16>
  %b13 = hlo.bitcast_convert %d : (tensor<2xf64>) -> tensor<2xui64>
  return %b0, %b1, %b2, %b3, %b4, %b5, %b6, %b7, %b8, %b9, %b10, %b11, %b12,
      %b13 : tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>,
      tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>,
      tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>,
      tensor<2xui16>, tensor<2xui64>
}
