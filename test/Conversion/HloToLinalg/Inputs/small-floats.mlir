// The hlo dialect's own small float types through convert-hlo-to-linalg
// (small-floats-run.test), one function per type, without arguments: the
// codes come from an iota bitcast (8-bit types) or a #hlo.float_bits constant,
// and every result is the f32 bits of its values.

// All 256 codes of f8e3m4, each with each (256x256 pairs), and conversions.
func.func @f8e3m4() -> (tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<80xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<8x8xi32>, tensor<8xi32>, tensor<40xi32>) {
  %i = hlo.iota iota_dimension = 0 : tensor<256xui8>
  %a = hlo.bitcast_convert %i : (tensor<256xui8>) -> tensor<256x!hlo.f8e3m4>
  %x = hlo.broadcast %a, dimensions = [0] : (tensor<256x!hlo.f8e3m4>) -> tensor<256x256x!hlo.f8e3m4>
  %y = hlo.broadcast %a, dimensions = [1] : (tensor<256x!hlo.f8e3m4>) -> tensor<256x256x!hlo.f8e3m4>
  %add = hlo.add %x, %y : tensor<256x256x!hlo.f8e3m4>
  %f1 = hlo.convert %add : (tensor<256x256x!hlo.f8e3m4>) -> tensor<256x256xf32>
  %r1 = hlo.bitcast_convert %f1 : (tensor<256x256xf32>) -> tensor<256x256xi32>
  %subtract = hlo.subtract %x, %y : tensor<256x256x!hlo.f8e3m4>
  %f2 = hlo.convert %subtract : (tensor<256x256x!hlo.f8e3m4>) -> tensor<256x256xf32>
  %r2 = hlo.bitcast_convert %f2 : (tensor<256x256xf32>) -> tensor<256x256xi32>
  %multiply = hlo.multiply %x, %y : tensor<256x256x!hlo.f8e3m4>
  %f3 = hlo.convert %multiply : (tensor<256x256x!hlo.f8e3m4>) -> tensor<256x256xf32>
  %r3 = hlo.bitcast_convert %f3 : (tensor<256x256xf32>) -> tensor<256x256xi32>
  %divide = hlo.divide %x, %y : tensor<256x256x!hlo.f8e3m4>
  %f4 = hlo.convert %divide : (tensor<256x256x!hlo.f8e3m4>) -> tensor<256x256xf32>
  %r4 = hlo.bitcast_convert %f4 : (tensor<256x256xf32>) -> tensor<256x256xi32>
  %maximum = hlo.maximum %x, %y : tensor<256x256x!hlo.f8e3m4>
  %f5 = hlo.convert %maximum : (tensor<256x256x!hlo.f8e3m4>) -> tensor<256x256xf32>
  %r5 = hlo.bitcast_convert %f5 : (tensor<256x256xf32>) -> tensor<256x256xi32>
  %minimum = hlo.minimum %x, %y : tensor<256x256x!hlo.f8e3m4>
  %f6 = hlo.convert %minimum : (tensor<256x256x!hlo.f8e3m4>) -> tensor<256x256xf32>
  %r6 = hlo.bitcast_convert %f6 : (tensor<256x256xf32>) -> tensor<256x256xi32>
  %power = hlo.power %x, %y : tensor<256x256x!hlo.f8e3m4>
  %f7 = hlo.convert %power : (tensor<256x256x!hlo.f8e3m4>) -> tensor<256x256xf32>
  %r7 = hlo.bitcast_convert %f7 : (tensor<256x256xf32>) -> tensor<256x256xi32>
  %remainder = hlo.remainder %x, %y : tensor<256x256x!hlo.f8e3m4>
  %f8 = hlo.convert %remainder : (tensor<256x256x!hlo.f8e3m4>) -> tensor<256x256xf32>
  %r8 = hlo.bitcast_convert %f8 : (tensor<256x256xf32>) -> tensor<256x256xi32>
  %atan2 = hlo.atan2 %x, %y : tensor<256x256x!hlo.f8e3m4>
  %f9 = hlo.convert %atan2 : (tensor<256x256x!hlo.f8e3m4>) -> tensor<256x256xf32>
  %r9 = hlo.bitcast_convert %f9 : (tensor<256x256xf32>) -> tensor<256x256xi32>
  %lt = hlo.compare LT, %x, %y : tensor<256x256x!hlo.f8e3m4>
  %lti = hlo.convert %lt : (tensor<256x256xi1>) -> tensor<256x256xi32>
  %tot = hlo.compare LT, %x, %y, TOTALORDER : tensor<256x256x!hlo.f8e3m4>
  %toti = hlo.convert %tot : (tensor<256x256xi1>) -> tensor<256x256xi32>
  %sel = hlo.select %lt, %x, %y : tensor<256x256xi1>, tensor<256x256x!hlo.f8e3m4>
  %f10 = hlo.convert %sel : (tensor<256x256x!hlo.f8e3m4>) -> tensor<256x256xf32>
  %r10 = hlo.bitcast_convert %f10 : (tensor<256x256xf32>) -> tensor<256x256xi32>
  %sqrt = hlo.sqrt %a : tensor<256x!hlo.f8e3m4>
  %f11 = hlo.convert %sqrt : (tensor<256x!hlo.f8e3m4>) -> tensor<256xf32>
  %r11 = hlo.bitcast_convert %f11 : (tensor<256xf32>) -> tensor<256xi32>
  %exponential = hlo.exponential %a : tensor<256x!hlo.f8e3m4>
  %f12 = hlo.convert %exponential : (tensor<256x!hlo.f8e3m4>) -> tensor<256xf32>
  %r12 = hlo.bitcast_convert %f12 : (tensor<256xf32>) -> tensor<256xi32>
  %log = hlo.log %a : tensor<256x!hlo.f8e3m4>
  %f13 = hlo.convert %log : (tensor<256x!hlo.f8e3m4>) -> tensor<256xf32>
  %r13 = hlo.bitcast_convert %f13 : (tensor<256xf32>) -> tensor<256xi32>
  %negate = hlo.negate %a : tensor<256x!hlo.f8e3m4>
  %f14 = hlo.convert %negate : (tensor<256x!hlo.f8e3m4>) -> tensor<256xf32>
  %r14 = hlo.bitcast_convert %f14 : (tensor<256xf32>) -> tensor<256xi32>
  %abs = hlo.abs %a : tensor<256x!hlo.f8e3m4>
  %f15 = hlo.convert %abs : (tensor<256x!hlo.f8e3m4>) -> tensor<256xf32>
  %r15 = hlo.bitcast_convert %f15 : (tensor<256xf32>) -> tensor<256xi32>
  %sign = hlo.sign %a : tensor<256x!hlo.f8e3m4>
  %f16 = hlo.convert %sign : (tensor<256x!hlo.f8e3m4>) -> tensor<256xf32>
  %r16 = hlo.bitcast_convert %f16 : (tensor<256xf32>) -> tensor<256xi32>
  %floor = hlo.floor %a : tensor<256x!hlo.f8e3m4>
  %f17 = hlo.convert %floor : (tensor<256x!hlo.f8e3m4>) -> tensor<256xf32>
  %r17 = hlo.bitcast_convert %f17 : (tensor<256xf32>) -> tensor<256xi32>
  %round_nearest_even = hlo.round_nearest_even %a : tensor<256x!hlo.f8e3m4>
  %f18 = hlo.convert %round_nearest_even : (tensor<256x!hlo.f8e3m4>) -> tensor<256xf32>
  %r18 = hlo.bitcast_convert %f18 : (tensor<256xf32>) -> tensor<256xi32>
  %tanh = hlo.tanh %a : tensor<256x!hlo.f8e3m4>
  %f19 = hlo.convert %tanh : (tensor<256x!hlo.f8e3m4>) -> tensor<256xf32>
  %r19 = hlo.bitcast_convert %f19 : (tensor<256xf32>) -> tensor<256xi32>
  %logistic = hlo.logistic %a : tensor<256x!hlo.f8e3m4>
  %f20 = hlo.convert %logistic : (tensor<256x!hlo.f8e3m4>) -> tensor<256xf32>
  %r20 = hlo.bitcast_convert %f20 : (tensor<256xf32>) -> tensor<256xi32>
  %rsqrt = hlo.rsqrt %a : tensor<256x!hlo.f8e3m4>
  %f21 = hlo.convert %rsqrt : (tensor<256x!hlo.f8e3m4>) -> tensor<256xf32>
  %r21 = hlo.bitcast_convert %f21 : (tensor<256xf32>) -> tensor<256xi32>
  %cosine = hlo.cosine %a : tensor<256x!hlo.f8e3m4>
  %f22 = hlo.convert %cosine : (tensor<256x!hlo.f8e3m4>) -> tensor<256xf32>
  %r22 = hlo.bitcast_convert %f22 : (tensor<256xf32>) -> tensor<256xi32>
  %rp = hlo.reduce_precision %a, exponent_bits = 2, mantissa_bits = 1 : tensor<256x!hlo.f8e3m4>
  %f23 = hlo.convert %rp : (tensor<256x!hlo.f8e3m4>) -> tensor<256xf32>
  %r23 = hlo.bitcast_convert %f23 : (tensor<256xf32>) -> tensor<256xi32>
  %v = hlo.constant dense<[0.000000000e+00, -0.000000000e+00, 5.000000000e-01, 1.000000000e+00, -1.000000000e+00, 1.500000000e+00, 2.500000000e+00, 2.500000200e+00, 3.000000000e+00, 5.000000000e+00, 6.000000000e+00, 7.000000000e+00, 1.000000000e+02, -1.000000000e+02, 1.000000000e-01, 1.000000000e-03, 1.000000000e-09, 1.550000000e+01, 1.575000000e+01, 1.600000000e+01, 3.000000000e+01, 3.100000000e+01, 1.000000000e+30, -1.000000000e+30, 3.400000000e+38, 1.175494351e-38, 8.816207631e-39, 7.500000000e-01, 2.500000000e-01, 3.750000000e-01, 3.125000000e-01, 4.250000000e+00, 4.500000000e+00, 4.750000000e+00, 5.500000000e+00, 7.500000000e+00, 2.800000000e+01, 6.250000000e-02, 9.375000000e-02, 4.480000000e+02, -2.818675763e+00, -5.586413217e+00, 2.414951569e+00, -6.841019413e+00, 5.741120689e-01, -2.148977329e+00, -7.072017204e+00, 1.189717310e-01, -7.400069465e+00, -1.061669061e+00, -6.882313223e+00, -6.548591786e+00, -1.207692974e+00, 5.229633995e+00, -6.019168622e+00, -4.428176566e+00, 2.038931558e+00, 7.163343079e+00, 1.233647178e+00, -1.653112406e+00, 7.620081689e+00, -7.254677110e+00, 5.735495345e+00, -3.366251419e+00, 0x7FC00000, 0xFFC00000, 0x7F800000, 0xFF800000]> : tensor<68xf32>
  %from_f32 = hlo.convert %v : (tensor<68xf32>) -> tensor<68x!hlo.f8e3m4>
  %f24 = hlo.convert %from_f32 : (tensor<68x!hlo.f8e3m4>) -> tensor<68xf32>
  %r24 = hlo.bitcast_convert %f24 : (tensor<68xf32>) -> tensor<68xi32>
  %v_f64 = hlo.convert %v : (tensor<68xf32>) -> tensor<68xf64>
  %from_f64 = hlo.convert %v_f64 : (tensor<68xf64>) -> tensor<68x!hlo.f8e3m4>
  %f25 = hlo.convert %from_f64 : (tensor<68x!hlo.f8e3m4>) -> tensor<68xf32>
  %r25 = hlo.bitcast_convert %f25 : (tensor<68xf32>) -> tensor<68xi32>
  %v_f16 = hlo.convert %v : (tensor<68xf32>) -> tensor<68xf16>
  %from_f16 = hlo.convert %v_f16 : (tensor<68xf16>) -> tensor<68x!hlo.f8e3m4>
  %f26 = hlo.convert %from_f16 : (tensor<68x!hlo.f8e3m4>) -> tensor<68xf32>
  %r26 = hlo.bitcast_convert %f26 : (tensor<68xf32>) -> tensor<68xi32>
  %v_bf16 = hlo.convert %v : (tensor<68xf32>) -> tensor<68xbf16>
  %from_bf16 = hlo.convert %v_bf16 : (tensor<68xbf16>) -> tensor<68x!hlo.f8e3m4>
  %f27 = hlo.convert %from_bf16 : (tensor<68x!hlo.f8e3m4>) -> tensor<68xf32>
  %r27 = hlo.bitcast_convert %f27 : (tensor<68xf32>) -> tensor<68xi32>
  %v_f8E4M3FN = hlo.convert %v : (tensor<68xf32>) -> tensor<68xf8E4M3FN>
  %from_f8E4M3FN = hlo.convert %v_f8E4M3FN : (tensor<68xf8E4M3FN>) -> tensor<68x!hlo.f8e3m4>
  %f28 = hlo.convert %from_f8E4M3FN : (tensor<68x!hlo.f8e3m4>) -> tensor<68xf32>
  %r28 = hlo.bitcast_convert %f28 : (tensor<68xf32>) -> tensor<68xi32>
  %ints = hlo.iota iota_dimension = 0 : tensor<80xi32>
  %off = hlo.constant dense<-40> : tensor<80xi32>
  %si = hlo.add %ints, %off : tensor<80xi32>
  %from_s32 = hlo.convert %si : (tensor<80xi32>) -> tensor<80x!hlo.f8e3m4>
  %f29 = hlo.convert %from_s32 : (tensor<80x!hlo.f8e3m4>) -> tensor<80xf32>
  %r29 = hlo.bitcast_convert %f29 : (tensor<80xf32>) -> tensor<80xi32>
  %to_s8 = hlo.convert %a : (tensor<256x!hlo.f8e3m4>) -> tensor<256xi8>
  %to_s8i = hlo.convert %to_s8 : (tensor<256xi8>) -> tensor<256xi32>
  %to_f16 = hlo.convert %a : (tensor<256x!hlo.f8e3m4>) -> tensor<256xf16>
  %to_f16_f = hlo.convert %to_f16 : (tensor<256xf16>) -> tensor<256xf32>
  %to_f16_i = hlo.bitcast_convert %to_f16_f : (tensor<256xf32>) -> tensor<256xi32>
  %to_bf16 = hlo.convert %a : (tensor<256x!hlo.f8e3m4>) -> tensor<256xbf16>
  %to_bf16_f = hlo.convert %to_bf16 : (tensor<256xbf16>) -> tensor<256xf32>
  %to_bf16_i = hlo.bitcast_convert %to_bf16_f : (tensor<256xf32>) -> tensor<256xi32>
  %to_f8E5M2 = hlo.convert %a : (tensor<256x!hlo.f8e3m4>) -> tensor<256xf8E5M2>
  %to_f8E5M2_f = hlo.convert %to_f8E5M2 : (tensor<256xf8E5M2>) -> tensor<256xf32>
  %to_f8E5M2_i = hlo.bitcast_convert %to_f8E5M2_f : (tensor<256xf32>) -> tensor<256xi32>
  %m = hlo.constant dense<[-1.500000000e+00, 1.500000000e+00, -2.000000000e+00, 2.000000000e+00, -5.000000000e-01, 1.500000000e+00, 3.000000000e+00, -1.500000000e+00, -2.000000000e+00, 2.000000000e+00, 2.000000000e+00, 3.000000000e+00, -1.000000000e+00, 0.000000000e+00, -2.000000000e+00, 1.500000000e+00, -2.000000000e+00, 2.000000000e+00, -3.000000000e+00, 2.000000000e+00, -1.000000000e+00, 1.000000000e+00, 3.000000000e+00, 1.500000000e+00, 5.000000000e-01, 0.000000000e+00, 1.000000000e+00, 2.000000000e+00, 1.000000000e+00, 0.000000000e+00, -5.000000000e-01, -1.000000000e+00]> : tensor<32xf32>
  %mt = hlo.convert %m : (tensor<32xf32>) -> tensor<32x!hlo.f8e3m4>
  %l = hlo.reshape %mt : (tensor<32x!hlo.f8e3m4>) -> tensor<8x4x!hlo.f8e3m4>
  %rr = hlo.reshape %mt : (tensor<32x!hlo.f8e3m4>) -> tensor<4x8x!hlo.f8e3m4>
  %dot = hlo.dot %l, %rr, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<8x4x!hlo.f8e3m4>, tensor<4x8x!hlo.f8e3m4>) -> tensor<8x8x!hlo.f8e3m4>
  %f30 = hlo.convert %dot : (tensor<8x8x!hlo.f8e3m4>) -> tensor<8x8xf32>
  %r30 = hlo.bitcast_convert %f30 : (tensor<8x8xf32>) -> tensor<8x8xi32>
  %zero = hlo.constant #hlo.float_bits<dense<0> : tensor<ui8>> : tensor<!hlo.f8e3m4>
  %sum = hlo.reduce(%l init: %zero) dimensions = [1] : (tensor<8x4x!hlo.f8e3m4>, tensor<!hlo.f8e3m4>) -> tensor<8x!hlo.f8e3m4> {
  ^bb0(%p: tensor<!hlo.f8e3m4>, %q: tensor<!hlo.f8e3m4>):
    %s = hlo.add %p, %q : tensor<!hlo.f8e3m4>
    hlo.return %s : tensor<!hlo.f8e3m4>
  }
  %f31 = hlo.convert %sum : (tensor<8x!hlo.f8e3m4>) -> tensor<8xf32>
  %r31 = hlo.bitcast_convert %f31 : (tensor<8xf32>) -> tensor<8xi32>
  %io = hlo.iota iota_dimension = 0 : tensor<40x!hlo.f8e3m4>
  %f32 = hlo.convert %io : (tensor<40x!hlo.f8e3m4>) -> tensor<40xf32>
  %r32 = hlo.bitcast_convert %f32 : (tensor<40xf32>) -> tensor<40xi32>
  return %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %lti, %toti, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %to_s8i, %to_f16_i, %to_bf16_i, %to_f8E5M2_i, %r30, %r31, %r32 : tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<80xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<8x8xi32>, tensor<8xi32>, tensor<40xi32>
}

// All 256 codes of f8e8m0fnu, each with each (256x256 pairs), and conversions.
func.func @f8e8m0fnu() -> (tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<80xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<8x8xi32>, tensor<8xi32>, tensor<40xi32>) {
  %i = hlo.iota iota_dimension = 0 : tensor<256xui8>
  %a = hlo.bitcast_convert %i : (tensor<256xui8>) -> tensor<256x!hlo.f8e8m0fnu>
  %x = hlo.broadcast %a, dimensions = [0] : (tensor<256x!hlo.f8e8m0fnu>) -> tensor<256x256x!hlo.f8e8m0fnu>
  %y = hlo.broadcast %a, dimensions = [1] : (tensor<256x!hlo.f8e8m0fnu>) -> tensor<256x256x!hlo.f8e8m0fnu>
  %add = hlo.add %x, %y : tensor<256x256x!hlo.f8e8m0fnu>
  %f1 = hlo.convert %add : (tensor<256x256x!hlo.f8e8m0fnu>) -> tensor<256x256xf32>
  %r1 = hlo.bitcast_convert %f1 : (tensor<256x256xf32>) -> tensor<256x256xi32>
  %subtract = hlo.subtract %x, %y : tensor<256x256x!hlo.f8e8m0fnu>
  %f2 = hlo.convert %subtract : (tensor<256x256x!hlo.f8e8m0fnu>) -> tensor<256x256xf32>
  %r2 = hlo.bitcast_convert %f2 : (tensor<256x256xf32>) -> tensor<256x256xi32>
  %multiply = hlo.multiply %x, %y : tensor<256x256x!hlo.f8e8m0fnu>
  %f3 = hlo.convert %multiply : (tensor<256x256x!hlo.f8e8m0fnu>) -> tensor<256x256xf32>
  %r3 = hlo.bitcast_convert %f3 : (tensor<256x256xf32>) -> tensor<256x256xi32>
  %divide = hlo.divide %x, %y : tensor<256x256x!hlo.f8e8m0fnu>
  %f4 = hlo.convert %divide : (tensor<256x256x!hlo.f8e8m0fnu>) -> tensor<256x256xf32>
  %r4 = hlo.bitcast_convert %f4 : (tensor<256x256xf32>) -> tensor<256x256xi32>
  %maximum = hlo.maximum %x, %y : tensor<256x256x!hlo.f8e8m0fnu>
  %f5 = hlo.convert %maximum : (tensor<256x256x!hlo.f8e8m0fnu>) -> tensor<256x256xf32>
  %r5 = hlo.bitcast_convert %f5 : (tensor<256x256xf32>) -> tensor<256x256xi32>
  %minimum = hlo.minimum %x, %y : tensor<256x256x!hlo.f8e8m0fnu>
  %f6 = hlo.convert %minimum : (tensor<256x256x!hlo.f8e8m0fnu>) -> tensor<256x256xf32>
  %r6 = hlo.bitcast_convert %f6 : (tensor<256x256xf32>) -> tensor<256x256xi32>
  %power = hlo.power %x, %y : tensor<256x256x!hlo.f8e8m0fnu>
  %f7 = hlo.convert %power : (tensor<256x256x!hlo.f8e8m0fnu>) -> tensor<256x256xf32>
  %r7 = hlo.bitcast_convert %f7 : (tensor<256x256xf32>) -> tensor<256x256xi32>
  %remainder = hlo.remainder %x, %y : tensor<256x256x!hlo.f8e8m0fnu>
  %f8 = hlo.convert %remainder : (tensor<256x256x!hlo.f8e8m0fnu>) -> tensor<256x256xf32>
  %r8 = hlo.bitcast_convert %f8 : (tensor<256x256xf32>) -> tensor<256x256xi32>
  %atan2 = hlo.atan2 %x, %y : tensor<256x256x!hlo.f8e8m0fnu>
  %f9 = hlo.convert %atan2 : (tensor<256x256x!hlo.f8e8m0fnu>) -> tensor<256x256xf32>
  %r9 = hlo.bitcast_convert %f9 : (tensor<256x256xf32>) -> tensor<256x256xi32>
  %lt = hlo.compare LT, %x, %y : tensor<256x256x!hlo.f8e8m0fnu>
  %lti = hlo.convert %lt : (tensor<256x256xi1>) -> tensor<256x256xi32>
  %tot = hlo.compare LT, %x, %y, TOTALORDER : tensor<256x256x!hlo.f8e8m0fnu>
  %toti = hlo.convert %tot : (tensor<256x256xi1>) -> tensor<256x256xi32>
  %sel = hlo.select %lt, %x, %y : tensor<256x256xi1>, tensor<256x256x!hlo.f8e8m0fnu>
  %f10 = hlo.convert %sel : (tensor<256x256x!hlo.f8e8m0fnu>) -> tensor<256x256xf32>
  %r10 = hlo.bitcast_convert %f10 : (tensor<256x256xf32>) -> tensor<256x256xi32>
  %sqrt = hlo.sqrt %a : tensor<256x!hlo.f8e8m0fnu>
  %f11 = hlo.convert %sqrt : (tensor<256x!hlo.f8e8m0fnu>) -> tensor<256xf32>
  %r11 = hlo.bitcast_convert %f11 : (tensor<256xf32>) -> tensor<256xi32>
  %exponential = hlo.exponential %a : tensor<256x!hlo.f8e8m0fnu>
  %f12 = hlo.convert %exponential : (tensor<256x!hlo.f8e8m0fnu>) -> tensor<256xf32>
  %r12 = hlo.bitcast_convert %f12 : (tensor<256xf32>) -> tensor<256xi32>
  %log = hlo.log %a : tensor<256x!hlo.f8e8m0fnu>
  %f13 = hlo.convert %log : (tensor<256x!hlo.f8e8m0fnu>) -> tensor<256xf32>
  %r13 = hlo.bitcast_convert %f13 : (tensor<256xf32>) -> tensor<256xi32>
  %negate = hlo.negate %a : tensor<256x!hlo.f8e8m0fnu>
  %f14 = hlo.convert %negate : (tensor<256x!hlo.f8e8m0fnu>) -> tensor<256xf32>
  %r14 = hlo.bitcast_convert %f14 : (tensor<256xf32>) -> tensor<256xi32>
  %abs = hlo.abs %a : tensor<256x!hlo.f8e8m0fnu>
  %f15 = hlo.convert %abs : (tensor<256x!hlo.f8e8m0fnu>) -> tensor<256xf32>
  %r15 = hlo.bitcast_convert %f15 : (tensor<256xf32>) -> tensor<256xi32>
  %sign = hlo.sign %a : tensor<256x!hlo.f8e8m0fnu>
  %f16 = hlo.convert %sign : (tensor<256x!hlo.f8e8m0fnu>) -> tensor<256xf32>
  %r16 = hlo.bitcast_convert %f16 : (tensor<256xf32>) -> tensor<256xi32>
  %floor = hlo.floor %a : tensor<256x!hlo.f8e8m0fnu>
  %f17 = hlo.convert %floor : (tensor<256x!hlo.f8e8m0fnu>) -> tensor<256xf32>
  %r17 = hlo.bitcast_convert %f17 : (tensor<256xf32>) -> tensor<256xi32>
  %round_nearest_even = hlo.round_nearest_even %a : tensor<256x!hlo.f8e8m0fnu>
  %f18 = hlo.convert %round_nearest_even : (tensor<256x!hlo.f8e8m0fnu>) -> tensor<256xf32>
  %r18 = hlo.bitcast_convert %f18 : (tensor<256xf32>) -> tensor<256xi32>
  %tanh = hlo.tanh %a : tensor<256x!hlo.f8e8m0fnu>
  %f19 = hlo.convert %tanh : (tensor<256x!hlo.f8e8m0fnu>) -> tensor<256xf32>
  %r19 = hlo.bitcast_convert %f19 : (tensor<256xf32>) -> tensor<256xi32>
  %logistic = hlo.logistic %a : tensor<256x!hlo.f8e8m0fnu>
  %f20 = hlo.convert %logistic : (tensor<256x!hlo.f8e8m0fnu>) -> tensor<256xf32>
  %r20 = hlo.bitcast_convert %f20 : (tensor<256xf32>) -> tensor<256xi32>
  %rsqrt = hlo.rsqrt %a : tensor<256x!hlo.f8e8m0fnu>
  %f21 = hlo.convert %rsqrt : (tensor<256x!hlo.f8e8m0fnu>) -> tensor<256xf32>
  %r21 = hlo.bitcast_convert %f21 : (tensor<256xf32>) -> tensor<256xi32>
  %cosine = hlo.cosine %a : tensor<256x!hlo.f8e8m0fnu>
  %f22 = hlo.convert %cosine : (tensor<256x!hlo.f8e8m0fnu>) -> tensor<256xf32>
  %r22 = hlo.bitcast_convert %f22 : (tensor<256xf32>) -> tensor<256xi32>
  %rp = hlo.reduce_precision %a, exponent_bits = 2, mantissa_bits = 1 : tensor<256x!hlo.f8e8m0fnu>
  %f23 = hlo.convert %rp : (tensor<256x!hlo.f8e8m0fnu>) -> tensor<256xf32>
  %r23 = hlo.bitcast_convert %f23 : (tensor<256xf32>) -> tensor<256xi32>
  %v = hlo.constant dense<[0.000000000e+00, -0.000000000e+00, 5.000000000e-01, 1.000000000e+00, -1.000000000e+00, 1.500000000e+00, 2.500000000e+00, 2.500000200e+00, 3.000000000e+00, 5.000000000e+00, 6.000000000e+00, 7.000000000e+00, 1.000000000e+02, -1.000000000e+02, 1.000000000e-01, 1.000000000e-03, 1.000000000e-09, 1.550000000e+01, 1.575000000e+01, 1.600000000e+01, 3.000000000e+01, 3.100000000e+01, 1.000000000e+30, -1.000000000e+30, 3.400000000e+38, 1.175494351e-38, 8.816207631e-39, 7.500000000e-01, 2.500000000e-01, 3.750000000e-01, 3.125000000e-01, 4.250000000e+00, 4.500000000e+00, 4.750000000e+00, 5.500000000e+00, 7.500000000e+00, 2.800000000e+01, 6.250000000e-02, 9.375000000e-02, 4.480000000e+02, -2.818675763e+00, -5.586413217e+00, 2.414951569e+00, -6.841019413e+00, 5.741120689e-01, -2.148977329e+00, -7.072017204e+00, 1.189717310e-01, -7.400069465e+00, -1.061669061e+00, -6.882313223e+00, -6.548591786e+00, -1.207692974e+00, 5.229633995e+00, -6.019168622e+00, -4.428176566e+00, 2.038931558e+00, 7.163343079e+00, 1.233647178e+00, -1.653112406e+00, 7.620081689e+00, -7.254677110e+00, 5.735495345e+00, -3.366251419e+00, 0x7FC00000, 0xFFC00000, 0x7F800000, 0xFF800000]> : tensor<68xf32>
  %from_f32 = hlo.convert %v : (tensor<68xf32>) -> tensor<68x!hlo.f8e8m0fnu>
  %f24 = hlo.convert %from_f32 : (tensor<68x!hlo.f8e8m0fnu>) -> tensor<68xf32>
  %r24 = hlo.bitcast_convert %f24 : (tensor<68xf32>) -> tensor<68xi32>
  %v_f64 = hlo.convert %v : (tensor<68xf32>) -> tensor<68xf64>
  %from_f64 = hlo.convert %v_f64 : (tensor<68xf64>) -> tensor<68x!hlo.f8e8m0fnu>
  %f25 = hlo.convert %from_f64 : (tensor<68x!hlo.f8e8m0fnu>) -> tensor<68xf32>
  %r25 = hlo.bitcast_convert %f25 : (tensor<68xf32>) -> tensor<68xi32>
  %v_f16 = hlo.convert %v : (tensor<68xf32>) -> tensor<68xf16>
  %from_f16 = hlo.convert %v_f16 : (tensor<68xf16>) -> tensor<68x!hlo.f8e8m0fnu>
  %f26 = hlo.convert %from_f16 : (tensor<68x!hlo.f8e8m0fnu>) -> tensor<68xf32>
  %r26 = hlo.bitcast_convert %f26 : (tensor<68xf32>) -> tensor<68xi32>
  %v_bf16 = hlo.convert %v : (tensor<68xf32>) -> tensor<68xbf16>
  %from_bf16 = hlo.convert %v_bf16 : (tensor<68xbf16>) -> tensor<68x!hlo.f8e8m0fnu>
  %f27 = hlo.convert %from_bf16 : (tensor<68x!hlo.f8e8m0fnu>) -> tensor<68xf32>
  %r27 = hlo.bitcast_convert %f27 : (tensor<68xf32>) -> tensor<68xi32>
  %v_f8E4M3FN = hlo.convert %v : (tensor<68xf32>) -> tensor<68xf8E4M3FN>
  %from_f8E4M3FN = hlo.convert %v_f8E4M3FN : (tensor<68xf8E4M3FN>) -> tensor<68x!hlo.f8e8m0fnu>
  %f28 = hlo.convert %from_f8E4M3FN : (tensor<68x!hlo.f8e8m0fnu>) -> tensor<68xf32>
  %r28 = hlo.bitcast_convert %f28 : (tensor<68xf32>) -> tensor<68xi32>
  %ints = hlo.iota iota_dimension = 0 : tensor<80xi32>
  %off = hlo.constant dense<-40> : tensor<80xi32>
  %si = hlo.add %ints, %off : tensor<80xi32>
  %from_s32 = hlo.convert %si : (tensor<80xi32>) -> tensor<80x!hlo.f8e8m0fnu>
  %f29 = hlo.convert %from_s32 : (tensor<80x!hlo.f8e8m0fnu>) -> tensor<80xf32>
  %r29 = hlo.bitcast_convert %f29 : (tensor<80xf32>) -> tensor<80xi32>
  %to_s8 = hlo.convert %a : (tensor<256x!hlo.f8e8m0fnu>) -> tensor<256xi8>
  %to_s8i = hlo.convert %to_s8 : (tensor<256xi8>) -> tensor<256xi32>
  %to_f16 = hlo.convert %a : (tensor<256x!hlo.f8e8m0fnu>) -> tensor<256xf16>
  %to_f16_f = hlo.convert %to_f16 : (tensor<256xf16>) -> tensor<256xf32>
  %to_f16_i = hlo.bitcast_convert %to_f16_f : (tensor<256xf32>) -> tensor<256xi32>
  %to_bf16 = hlo.convert %a : (tensor<256x!hlo.f8e8m0fnu>) -> tensor<256xbf16>
  %to_bf16_f = hlo.convert %to_bf16 : (tensor<256xbf16>) -> tensor<256xf32>
  %to_bf16_i = hlo.bitcast_convert %to_bf16_f : (tensor<256xf32>) -> tensor<256xi32>
  %to_f8E5M2 = hlo.convert %a : (tensor<256x!hlo.f8e8m0fnu>) -> tensor<256xf8E5M2>
  %to_f8E5M2_f = hlo.convert %to_f8E5M2 : (tensor<256xf8E5M2>) -> tensor<256xf32>
  %to_f8E5M2_i = hlo.bitcast_convert %to_f8E5M2_f : (tensor<256xf32>) -> tensor<256xi32>
  %m = hlo.constant dense<[-1.500000000e+00, -1.000000000e+00, -2.000000000e+00, 2.000000000e+00, -5.000000000e-01, 1.500000000e+00, 1.000000000e+00, 0.000000000e+00, 1.000000000e+00, -5.000000000e-01, 2.000000000e+00, -2.000000000e+00, -2.000000000e+00, 1.500000000e+00, 5.000000000e-01, -1.500000000e+00, 0.000000000e+00, -1.500000000e+00, 1.000000000e+00, 5.000000000e-01, -3.000000000e+00, 3.000000000e+00, -2.000000000e+00, 1.500000000e+00, 2.000000000e+00, 0.000000000e+00, 0.000000000e+00, 0.000000000e+00, 2.000000000e+00, 1.000000000e+00, 2.000000000e+00, 1.000000000e+00]> : tensor<32xf32>
  %mt = hlo.convert %m : (tensor<32xf32>) -> tensor<32x!hlo.f8e8m0fnu>
  %l = hlo.reshape %mt : (tensor<32x!hlo.f8e8m0fnu>) -> tensor<8x4x!hlo.f8e8m0fnu>
  %rr = hlo.reshape %mt : (tensor<32x!hlo.f8e8m0fnu>) -> tensor<4x8x!hlo.f8e8m0fnu>
  %dot = hlo.dot %l, %rr, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<8x4x!hlo.f8e8m0fnu>, tensor<4x8x!hlo.f8e8m0fnu>) -> tensor<8x8x!hlo.f8e8m0fnu>
  %f30 = hlo.convert %dot : (tensor<8x8x!hlo.f8e8m0fnu>) -> tensor<8x8xf32>
  %r30 = hlo.bitcast_convert %f30 : (tensor<8x8xf32>) -> tensor<8x8xi32>
  %zero = hlo.constant #hlo.float_bits<dense<127> : tensor<ui8>> : tensor<!hlo.f8e8m0fnu>
  %sum = hlo.reduce(%l init: %zero) dimensions = [1] : (tensor<8x4x!hlo.f8e8m0fnu>, tensor<!hlo.f8e8m0fnu>) -> tensor<8x!hlo.f8e8m0fnu> {
  ^bb0(%p: tensor<!hlo.f8e8m0fnu>, %q: tensor<!hlo.f8e8m0fnu>):
    %s = hlo.add %p, %q : tensor<!hlo.f8e8m0fnu>
    hlo.return %s : tensor<!hlo.f8e8m0fnu>
  }
  %f31 = hlo.convert %sum : (tensor<8x!hlo.f8e8m0fnu>) -> tensor<8xf32>
  %r31 = hlo.bitcast_convert %f31 : (tensor<8xf32>) -> tensor<8xi32>
  %io = hlo.iota iota_dimension = 0 : tensor<40x!hlo.f8e8m0fnu>
  %f32 = hlo.convert %io : (tensor<40x!hlo.f8e8m0fnu>) -> tensor<40xf32>
  %r32 = hlo.bitcast_convert %f32 : (tensor<40xf32>) -> tensor<40xi32>
  return %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %lti, %toti, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %to_s8i, %to_f16_i, %to_bf16_i, %to_f8E5M2_i, %r30, %r31, %r32 : tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256x256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<80xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<8x8xi32>, tensor<8xi32>, tensor<40xi32>
}

// All 64 codes of f6e2m3fn, each with each (64x64 pairs), and conversions.
func.func @f6e2m3fn() -> (tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<80xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<8x8xi32>, tensor<8xi32>, tensor<40xi32>) {
  %a = hlo.constant #hlo.float_bits<dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]> : tensor<64xui8>> : tensor<64x!hlo.f6e2m3fn>
  %x = hlo.broadcast %a, dimensions = [0] : (tensor<64x!hlo.f6e2m3fn>) -> tensor<64x64x!hlo.f6e2m3fn>
  %y = hlo.broadcast %a, dimensions = [1] : (tensor<64x!hlo.f6e2m3fn>) -> tensor<64x64x!hlo.f6e2m3fn>
  %add = hlo.add %x, %y : tensor<64x64x!hlo.f6e2m3fn>
  %f1 = hlo.convert %add : (tensor<64x64x!hlo.f6e2m3fn>) -> tensor<64x64xf32>
  %r1 = hlo.bitcast_convert %f1 : (tensor<64x64xf32>) -> tensor<64x64xi32>
  %subtract = hlo.subtract %x, %y : tensor<64x64x!hlo.f6e2m3fn>
  %f2 = hlo.convert %subtract : (tensor<64x64x!hlo.f6e2m3fn>) -> tensor<64x64xf32>
  %r2 = hlo.bitcast_convert %f2 : (tensor<64x64xf32>) -> tensor<64x64xi32>
  %multiply = hlo.multiply %x, %y : tensor<64x64x!hlo.f6e2m3fn>
  %f3 = hlo.convert %multiply : (tensor<64x64x!hlo.f6e2m3fn>) -> tensor<64x64xf32>
  %r3 = hlo.bitcast_convert %f3 : (tensor<64x64xf32>) -> tensor<64x64xi32>
  %divide = hlo.divide %x, %y : tensor<64x64x!hlo.f6e2m3fn>
  %f4 = hlo.convert %divide : (tensor<64x64x!hlo.f6e2m3fn>) -> tensor<64x64xf32>
  %r4 = hlo.bitcast_convert %f4 : (tensor<64x64xf32>) -> tensor<64x64xi32>
  %maximum = hlo.maximum %x, %y : tensor<64x64x!hlo.f6e2m3fn>
  %f5 = hlo.convert %maximum : (tensor<64x64x!hlo.f6e2m3fn>) -> tensor<64x64xf32>
  %r5 = hlo.bitcast_convert %f5 : (tensor<64x64xf32>) -> tensor<64x64xi32>
  %minimum = hlo.minimum %x, %y : tensor<64x64x!hlo.f6e2m3fn>
  %f6 = hlo.convert %minimum : (tensor<64x64x!hlo.f6e2m3fn>) -> tensor<64x64xf32>
  %r6 = hlo.bitcast_convert %f6 : (tensor<64x64xf32>) -> tensor<64x64xi32>
  %power = hlo.power %x, %y : tensor<64x64x!hlo.f6e2m3fn>
  %f7 = hlo.convert %power : (tensor<64x64x!hlo.f6e2m3fn>) -> tensor<64x64xf32>
  %r7 = hlo.bitcast_convert %f7 : (tensor<64x64xf32>) -> tensor<64x64xi32>
  %remainder = hlo.remainder %x, %y : tensor<64x64x!hlo.f6e2m3fn>
  %f8 = hlo.convert %remainder : (tensor<64x64x!hlo.f6e2m3fn>) -> tensor<64x64xf32>
  %r8 = hlo.bitcast_convert %f8 : (tensor<64x64xf32>) -> tensor<64x64xi32>
  %atan2 = hlo.atan2 %x, %y : tensor<64x64x!hlo.f6e2m3fn>
  %f9 = hlo.convert %atan2 : (tensor<64x64x!hlo.f6e2m3fn>) -> tensor<64x64xf32>
  %r9 = hlo.bitcast_convert %f9 : (tensor<64x64xf32>) -> tensor<64x64xi32>
  %lt = hlo.compare LT, %x, %y : tensor<64x64x!hlo.f6e2m3fn>
  %lti = hlo.convert %lt : (tensor<64x64xi1>) -> tensor<64x64xi32>
  %tot = hlo.compare LT, %x, %y, TOTALORDER : tensor<64x64x!hlo.f6e2m3fn>
  %toti = hlo.convert %tot : (tensor<64x64xi1>) -> tensor<64x64xi32>
  %sel = hlo.select %lt, %x, %y : tensor<64x64xi1>, tensor<64x64x!hlo.f6e2m3fn>
  %f10 = hlo.convert %sel : (tensor<64x64x!hlo.f6e2m3fn>) -> tensor<64x64xf32>
  %r10 = hlo.bitcast_convert %f10 : (tensor<64x64xf32>) -> tensor<64x64xi32>
  %sqrt = hlo.sqrt %a : tensor<64x!hlo.f6e2m3fn>
  %f11 = hlo.convert %sqrt : (tensor<64x!hlo.f6e2m3fn>) -> tensor<64xf32>
  %r11 = hlo.bitcast_convert %f11 : (tensor<64xf32>) -> tensor<64xi32>
  %exponential = hlo.exponential %a : tensor<64x!hlo.f6e2m3fn>
  %f12 = hlo.convert %exponential : (tensor<64x!hlo.f6e2m3fn>) -> tensor<64xf32>
  %r12 = hlo.bitcast_convert %f12 : (tensor<64xf32>) -> tensor<64xi32>
  %log = hlo.log %a : tensor<64x!hlo.f6e2m3fn>
  %f13 = hlo.convert %log : (tensor<64x!hlo.f6e2m3fn>) -> tensor<64xf32>
  %r13 = hlo.bitcast_convert %f13 : (tensor<64xf32>) -> tensor<64xi32>
  %negate = hlo.negate %a : tensor<64x!hlo.f6e2m3fn>
  %f14 = hlo.convert %negate : (tensor<64x!hlo.f6e2m3fn>) -> tensor<64xf32>
  %r14 = hlo.bitcast_convert %f14 : (tensor<64xf32>) -> tensor<64xi32>
  %abs = hlo.abs %a : tensor<64x!hlo.f6e2m3fn>
  %f15 = hlo.convert %abs : (tensor<64x!hlo.f6e2m3fn>) -> tensor<64xf32>
  %r15 = hlo.bitcast_convert %f15 : (tensor<64xf32>) -> tensor<64xi32>
  %sign = hlo.sign %a : tensor<64x!hlo.f6e2m3fn>
  %f16 = hlo.convert %sign : (tensor<64x!hlo.f6e2m3fn>) -> tensor<64xf32>
  %r16 = hlo.bitcast_convert %f16 : (tensor<64xf32>) -> tensor<64xi32>
  %floor = hlo.floor %a : tensor<64x!hlo.f6e2m3fn>
  %f17 = hlo.convert %floor : (tensor<64x!hlo.f6e2m3fn>) -> tensor<64xf32>
  %r17 = hlo.bitcast_convert %f17 : (tensor<64xf32>) -> tensor<64xi32>
  %round_nearest_even = hlo.round_nearest_even %a : tensor<64x!hlo.f6e2m3fn>
  %f18 = hlo.convert %round_nearest_even : (tensor<64x!hlo.f6e2m3fn>) -> tensor<64xf32>
  %r18 = hlo.bitcast_convert %f18 : (tensor<64xf32>) -> tensor<64xi32>
  %tanh = hlo.tanh %a : tensor<64x!hlo.f6e2m3fn>
  %f19 = hlo.convert %tanh : (tensor<64x!hlo.f6e2m3fn>) -> tensor<64xf32>
  %r19 = hlo.bitcast_convert %f19 : (tensor<64xf32>) -> tensor<64xi32>
  %logistic = hlo.logistic %a : tensor<64x!hlo.f6e2m3fn>
  %f20 = hlo.convert %logistic : (tensor<64x!hlo.f6e2m3fn>) -> tensor<64xf32>
  %r20 = hlo.bitcast_convert %f20 : (tensor<64xf32>) -> tensor<64xi32>
  %rsqrt = hlo.rsqrt %a : tensor<64x!hlo.f6e2m3fn>
  %f21 = hlo.convert %rsqrt : (tensor<64x!hlo.f6e2m3fn>) -> tensor<64xf32>
  %r21 = hlo.bitcast_convert %f21 : (tensor<64xf32>) -> tensor<64xi32>
  %cosine = hlo.cosine %a : tensor<64x!hlo.f6e2m3fn>
  %f22 = hlo.convert %cosine : (tensor<64x!hlo.f6e2m3fn>) -> tensor<64xf32>
  %r22 = hlo.bitcast_convert %f22 : (tensor<64xf32>) -> tensor<64xi32>
  %rp = hlo.reduce_precision %a, exponent_bits = 2, mantissa_bits = 1 : tensor<64x!hlo.f6e2m3fn>
  %f23 = hlo.convert %rp : (tensor<64x!hlo.f6e2m3fn>) -> tensor<64xf32>
  %r23 = hlo.bitcast_convert %f23 : (tensor<64xf32>) -> tensor<64xi32>
  %v = hlo.constant dense<[0.000000000e+00, -0.000000000e+00, 5.000000000e-01, 1.000000000e+00, -1.000000000e+00, 1.500000000e+00, 2.500000000e+00, 2.500000200e+00, 3.000000000e+00, 5.000000000e+00, 6.000000000e+00, 7.000000000e+00, 1.000000000e+02, -1.000000000e+02, 1.000000000e-01, 1.000000000e-03, 1.000000000e-09, 1.550000000e+01, 1.575000000e+01, 1.600000000e+01, 3.000000000e+01, 3.100000000e+01, 1.000000000e+30, -1.000000000e+30, 3.400000000e+38, 1.175494351e-38, 8.816207631e-39, 7.500000000e-01, 2.500000000e-01, 3.750000000e-01, 3.125000000e-01, 4.250000000e+00, 4.500000000e+00, 4.750000000e+00, 5.500000000e+00, 7.500000000e+00, 2.800000000e+01, 6.250000000e-02, 9.375000000e-02, 4.480000000e+02, -2.818675763e+00, -5.586413217e+00, 2.414951569e+00, -6.841019413e+00, 5.741120689e-01, -2.148977329e+00, -7.072017204e+00, 1.189717310e-01, -7.400069465e+00, -1.061669061e+00, -6.882313223e+00, -6.548591786e+00, -1.207692974e+00, 5.229633995e+00, -6.019168622e+00, -4.428176566e+00, 2.038931558e+00, 7.163343079e+00, 1.233647178e+00, -1.653112406e+00, 7.620081689e+00, -7.254677110e+00, 5.735495345e+00, -3.366251419e+00, 0x7FC00000, 0xFFC00000, 0x7F800000, 0xFF800000]> : tensor<68xf32>
  %from_f32 = hlo.convert %v : (tensor<68xf32>) -> tensor<68x!hlo.f6e2m3fn>
  %f24 = hlo.convert %from_f32 : (tensor<68x!hlo.f6e2m3fn>) -> tensor<68xf32>
  %r24 = hlo.bitcast_convert %f24 : (tensor<68xf32>) -> tensor<68xi32>
  %v_f64 = hlo.convert %v : (tensor<68xf32>) -> tensor<68xf64>
  %from_f64 = hlo.convert %v_f64 : (tensor<68xf64>) -> tensor<68x!hlo.f6e2m3fn>
  %f25 = hlo.convert %from_f64 : (tensor<68x!hlo.f6e2m3fn>) -> tensor<68xf32>
  %r25 = hlo.bitcast_convert %f25 : (tensor<68xf32>) -> tensor<68xi32>
  %v_f16 = hlo.convert %v : (tensor<68xf32>) -> tensor<68xf16>
  %from_f16 = hlo.convert %v_f16 : (tensor<68xf16>) -> tensor<68x!hlo.f6e2m3fn>
  %f26 = hlo.convert %from_f16 : (tensor<68x!hlo.f6e2m3fn>) -> tensor<68xf32>
  %r26 = hlo.bitcast_convert %f26 : (tensor<68xf32>) -> tensor<68xi32>
  %v_bf16 = hlo.convert %v : (tensor<68xf32>) -> tensor<68xbf16>
  %from_bf16 = hlo.convert %v_bf16 : (tensor<68xbf16>) -> tensor<68x!hlo.f6e2m3fn>
  %f27 = hlo.convert %from_bf16 : (tensor<68x!hlo.f6e2m3fn>) -> tensor<68xf32>
  %r27 = hlo.bitcast_convert %f27 : (tensor<68xf32>) -> tensor<68xi32>
  %v_f8E4M3FN = hlo.convert %v : (tensor<68xf32>) -> tensor<68xf8E4M3FN>
  %from_f8E4M3FN = hlo.convert %v_f8E4M3FN : (tensor<68xf8E4M3FN>) -> tensor<68x!hlo.f6e2m3fn>
  %f28 = hlo.convert %from_f8E4M3FN : (tensor<68x!hlo.f6e2m3fn>) -> tensor<68xf32>
  %r28 = hlo.bitcast_convert %f28 : (tensor<68xf32>) -> tensor<68xi32>
  %ints = hlo.iota iota_dimension = 0 : tensor<80xi32>
  %off = hlo.constant dense<-40> : tensor<80xi32>
  %si = hlo.add %ints, %off : tensor<80xi32>
  %from_s32 = hlo.convert %si : (tensor<80xi32>) -> tensor<80x!hlo.f6e2m3fn>
  %f29 = hlo.convert %from_s32 : (tensor<80x!hlo.f6e2m3fn>) -> tensor<80xf32>
  %r29 = hlo.bitcast_convert %f29 : (tensor<80xf32>) -> tensor<80xi32>
  %to_s8 = hlo.convert %a : (tensor<64x!hlo.f6e2m3fn>) -> tensor<64xi8>
  %to_s8i = hlo.convert %to_s8 : (tensor<64xi8>) -> tensor<64xi32>
  %to_f16 = hlo.convert %a : (tensor<64x!hlo.f6e2m3fn>) -> tensor<64xf16>
  %to_f16_f = hlo.convert %to_f16 : (tensor<64xf16>) -> tensor<64xf32>
  %to_f16_i = hlo.bitcast_convert %to_f16_f : (tensor<64xf32>) -> tensor<64xi32>
  %to_bf16 = hlo.convert %a : (tensor<64x!hlo.f6e2m3fn>) -> tensor<64xbf16>
  %to_bf16_f = hlo.convert %to_bf16 : (tensor<64xbf16>) -> tensor<64xf32>
  %to_bf16_i = hlo.bitcast_convert %to_bf16_f : (tensor<64xf32>) -> tensor<64xi32>
  %to_f8E5M2 = hlo.convert %a : (tensor<64x!hlo.f6e2m3fn>) -> tensor<64xf8E5M2>
  %to_f8E5M2_f = hlo.convert %to_f8E5M2 : (tensor<64xf8E5M2>) -> tensor<64xf32>
  %to_f8E5M2_i = hlo.bitcast_convert %to_f8E5M2_f : (tensor<64xf32>) -> tensor<64xi32>
  %m = hlo.constant dense<[-2.000000000e+00, -2.000000000e+00, -5.000000000e-01, 1.000000000e+00, 3.000000000e+00, -2.000000000e+00, -3.000000000e+00, -5.000000000e-01, 3.000000000e+00, 2.000000000e+00, 3.000000000e+00, 1.000000000e+00, -5.000000000e-01, 5.000000000e-01, 3.000000000e+00, 0.000000000e+00, -3.000000000e+00, 1.000000000e+00, 0.000000000e+00, -1.500000000e+00, 2.000000000e+00, -2.000000000e+00, 1.000000000e+00, -3.000000000e+00, -1.000000000e+00, -5.000000000e-01, -1.500000000e+00, -1.000000000e+00, 5.000000000e-01, 5.000000000e-01, 1.000000000e+00, -2.000000000e+00]> : tensor<32xf32>
  %mt = hlo.convert %m : (tensor<32xf32>) -> tensor<32x!hlo.f6e2m3fn>
  %l = hlo.reshape %mt : (tensor<32x!hlo.f6e2m3fn>) -> tensor<8x4x!hlo.f6e2m3fn>
  %rr = hlo.reshape %mt : (tensor<32x!hlo.f6e2m3fn>) -> tensor<4x8x!hlo.f6e2m3fn>
  %dot = hlo.dot %l, %rr, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<8x4x!hlo.f6e2m3fn>, tensor<4x8x!hlo.f6e2m3fn>) -> tensor<8x8x!hlo.f6e2m3fn>
  %f30 = hlo.convert %dot : (tensor<8x8x!hlo.f6e2m3fn>) -> tensor<8x8xf32>
  %r30 = hlo.bitcast_convert %f30 : (tensor<8x8xf32>) -> tensor<8x8xi32>
  %zero = hlo.constant #hlo.float_bits<dense<0> : tensor<ui8>> : tensor<!hlo.f6e2m3fn>
  %sum = hlo.reduce(%l init: %zero) dimensions = [1] : (tensor<8x4x!hlo.f6e2m3fn>, tensor<!hlo.f6e2m3fn>) -> tensor<8x!hlo.f6e2m3fn> {
  ^bb0(%p: tensor<!hlo.f6e2m3fn>, %q: tensor<!hlo.f6e2m3fn>):
    %s = hlo.add %p, %q : tensor<!hlo.f6e2m3fn>
    hlo.return %s : tensor<!hlo.f6e2m3fn>
  }
  %f31 = hlo.convert %sum : (tensor<8x!hlo.f6e2m3fn>) -> tensor<8xf32>
  %r31 = hlo.bitcast_convert %f31 : (tensor<8xf32>) -> tensor<8xi32>
  %io = hlo.iota iota_dimension = 0 : tensor<40x!hlo.f6e2m3fn>
  %f32 = hlo.convert %io : (tensor<40x!hlo.f6e2m3fn>) -> tensor<40xf32>
  %r32 = hlo.bitcast_convert %f32 : (tensor<40xf32>) -> tensor<40xi32>
  return %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %lti, %toti, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %to_s8i, %to_f16_i, %to_bf16_i, %to_f8E5M2_i, %r30, %r31, %r32 : tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<80xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<8x8xi32>, tensor<8xi32>, tensor<40xi32>
}

// All 64 codes of f6e3m2fn, each with each (64x64 pairs), and conversions.
func.func @f6e3m2fn() -> (tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<80xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<8x8xi32>, tensor<8xi32>, tensor<40xi32>) {
  %a = hlo.constant #hlo.float_bits<dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]> : tensor<64xui8>> : tensor<64x!hlo.f6e3m2fn>
  %x = hlo.broadcast %a, dimensions = [0] : (tensor<64x!hlo.f6e3m2fn>) -> tensor<64x64x!hlo.f6e3m2fn>
  %y = hlo.broadcast %a, dimensions = [1] : (tensor<64x!hlo.f6e3m2fn>) -> tensor<64x64x!hlo.f6e3m2fn>
  %add = hlo.add %x, %y : tensor<64x64x!hlo.f6e3m2fn>
  %f1 = hlo.convert %add : (tensor<64x64x!hlo.f6e3m2fn>) -> tensor<64x64xf32>
  %r1 = hlo.bitcast_convert %f1 : (tensor<64x64xf32>) -> tensor<64x64xi32>
  %subtract = hlo.subtract %x, %y : tensor<64x64x!hlo.f6e3m2fn>
  %f2 = hlo.convert %subtract : (tensor<64x64x!hlo.f6e3m2fn>) -> tensor<64x64xf32>
  %r2 = hlo.bitcast_convert %f2 : (tensor<64x64xf32>) -> tensor<64x64xi32>
  %multiply = hlo.multiply %x, %y : tensor<64x64x!hlo.f6e3m2fn>
  %f3 = hlo.convert %multiply : (tensor<64x64x!hlo.f6e3m2fn>) -> tensor<64x64xf32>
  %r3 = hlo.bitcast_convert %f3 : (tensor<64x64xf32>) -> tensor<64x64xi32>
  %divide = hlo.divide %x, %y : tensor<64x64x!hlo.f6e3m2fn>
  %f4 = hlo.convert %divide : (tensor<64x64x!hlo.f6e3m2fn>) -> tensor<64x64xf32>
  %r4 = hlo.bitcast_convert %f4 : (tensor<64x64xf32>) -> tensor<64x64xi32>
  %maximum = hlo.maximum %x, %y : tensor<64x64x!hlo.f6e3m2fn>
  %f5 = hlo.convert %maximum : (tensor<64x64x!hlo.f6e3m2fn>) -> tensor<64x64xf32>
  %r5 = hlo.bitcast_convert %f5 : (tensor<64x64xf32>) -> tensor<64x64xi32>
  %minimum = hlo.minimum %x, %y : tensor<64x64x!hlo.f6e3m2fn>
  %f6 = hlo.convert %minimum : (tensor<64x64x!hlo.f6e3m2fn>) -> tensor<64x64xf32>
  %r6 = hlo.bitcast_convert %f6 : (tensor<64x64xf32>) -> tensor<64x64xi32>
  %power = hlo.power %x, %y : tensor<64x64x!hlo.f6e3m2fn>
  %f7 = hlo.convert %power : (tensor<64x64x!hlo.f6e3m2fn>) -> tensor<64x64xf32>
  %r7 = hlo.bitcast_convert %f7 : (tensor<64x64xf32>) -> tensor<64x64xi32>
  %remainder = hlo.remainder %x, %y : tensor<64x64x!hlo.f6e3m2fn>
  %f8 = hlo.convert %remainder : (tensor<64x64x!hlo.f6e3m2fn>) -> tensor<64x64xf32>
  %r8 = hlo.bitcast_convert %f8 : (tensor<64x64xf32>) -> tensor<64x64xi32>
  %atan2 = hlo.atan2 %x, %y : tensor<64x64x!hlo.f6e3m2fn>
  %f9 = hlo.convert %atan2 : (tensor<64x64x!hlo.f6e3m2fn>) -> tensor<64x64xf32>
  %r9 = hlo.bitcast_convert %f9 : (tensor<64x64xf32>) -> tensor<64x64xi32>
  %lt = hlo.compare LT, %x, %y : tensor<64x64x!hlo.f6e3m2fn>
  %lti = hlo.convert %lt : (tensor<64x64xi1>) -> tensor<64x64xi32>
  %tot = hlo.compare LT, %x, %y, TOTALORDER : tensor<64x64x!hlo.f6e3m2fn>
  %toti = hlo.convert %tot : (tensor<64x64xi1>) -> tensor<64x64xi32>
  %sel = hlo.select %lt, %x, %y : tensor<64x64xi1>, tensor<64x64x!hlo.f6e3m2fn>
  %f10 = hlo.convert %sel : (tensor<64x64x!hlo.f6e3m2fn>) -> tensor<64x64xf32>
  %r10 = hlo.bitcast_convert %f10 : (tensor<64x64xf32>) -> tensor<64x64xi32>
  %sqrt = hlo.sqrt %a : tensor<64x!hlo.f6e3m2fn>
  %f11 = hlo.convert %sqrt : (tensor<64x!hlo.f6e3m2fn>) -> tensor<64xf32>
  %r11 = hlo.bitcast_convert %f11 : (tensor<64xf32>) -> tensor<64xi32>
  %exponential = hlo.exponential %a : tensor<64x!hlo.f6e3m2fn>
  %f12 = hlo.convert %exponential : (tensor<64x!hlo.f6e3m2fn>) -> tensor<64xf32>
  %r12 = hlo.bitcast_convert %f12 : (tensor<64xf32>) -> tensor<64xi32>
  %log = hlo.log %a : tensor<64x!hlo.f6e3m2fn>
  %f13 = hlo.convert %log : (tensor<64x!hlo.f6e3m2fn>) -> tensor<64xf32>
  %r13 = hlo.bitcast_convert %f13 : (tensor<64xf32>) -> tensor<64xi32>
  %negate = hlo.negate %a : tensor<64x!hlo.f6e3m2fn>
  %f14 = hlo.convert %negate : (tensor<64x!hlo.f6e3m2fn>) -> tensor<64xf32>
  %r14 = hlo.bitcast_convert %f14 : (tensor<64xf32>) -> tensor<64xi32>
  %abs = hlo.abs %a : tensor<64x!hlo.f6e3m2fn>
  %f15 = hlo.convert %abs : (tensor<64x!hlo.f6e3m2fn>) -> tensor<64xf32>
  %r15 = hlo.bitcast_convert %f15 : (tensor<64xf32>) -> tensor<64xi32>
  %sign = hlo.sign %a : tensor<64x!hlo.f6e3m2fn>
  %f16 = hlo.convert %sign : (tensor<64x!hlo.f6e3m2fn>) -> tensor<64xf32>
  %r16 = hlo.bitcast_convert %f16 : (tensor<64xf32>) -> tensor<64xi32>
  %floor = hlo.floor %a : tensor<64x!hlo.f6e3m2fn>
  %f17 = hlo.convert %floor : (tensor<64x!hlo.f6e3m2fn>) -> tensor<64xf32>
  %r17 = hlo.bitcast_convert %f17 : (tensor<64xf32>) -> tensor<64xi32>
  %round_nearest_even = hlo.round_nearest_even %a : tensor<64x!hlo.f6e3m2fn>
  %f18 = hlo.convert %round_nearest_even : (tensor<64x!hlo.f6e3m2fn>) -> tensor<64xf32>
  %r18 = hlo.bitcast_convert %f18 : (tensor<64xf32>) -> tensor<64xi32>
  %tanh = hlo.tanh %a : tensor<64x!hlo.f6e3m2fn>
  %f19 = hlo.convert %tanh : (tensor<64x!hlo.f6e3m2fn>) -> tensor<64xf32>
  %r19 = hlo.bitcast_convert %f19 : (tensor<64xf32>) -> tensor<64xi32>
  %logistic = hlo.logistic %a : tensor<64x!hlo.f6e3m2fn>
  %f20 = hlo.convert %logistic : (tensor<64x!hlo.f6e3m2fn>) -> tensor<64xf32>
  %r20 = hlo.bitcast_convert %f20 : (tensor<64xf32>) -> tensor<64xi32>
  %rsqrt = hlo.rsqrt %a : tensor<64x!hlo.f6e3m2fn>
  %f21 = hlo.convert %rsqrt : (tensor<64x!hlo.f6e3m2fn>) -> tensor<64xf32>
  %r21 = hlo.bitcast_convert %f21 : (tensor<64xf32>) -> tensor<64xi32>
  %cosine = hlo.cosine %a : tensor<64x!hlo.f6e3m2fn>
  %f22 = hlo.convert %cosine : (tensor<64x!hlo.f6e3m2fn>) -> tensor<64xf32>
  %r22 = hlo.bitcast_convert %f22 : (tensor<64xf32>) -> tensor<64xi32>
  %rp = hlo.reduce_precision %a, exponent_bits = 2, mantissa_bits = 1 : tensor<64x!hlo.f6e3m2fn>
  %f23 = hlo.convert %rp : (tensor<64x!hlo.f6e3m2fn>) -> tensor<64xf32>
  %r23 = hlo.bitcast_convert %f23 : (tensor<64xf32>) -> tensor<64xi32>
  %v = hlo.constant dense<[0.000000000e+00, -0.000000000e+00, 5.000000000e-01, 1.000000000e+00, -1.000000000e+00, 1.500000000e+00, 2.500000000e+00, 2.500000200e+00, 3.000000000e+00, 5.000000000e+00, 6.000000000e+00, 7.000000000e+00, 1.000000000e+02, -1.000000000e+02, 1.000000000e-01, 1.000000000e-03, 1.000000000e-09, 1.550000000e+01, 1.575000000e+01, 1.600000000e+01, 3.000000000e+01, 3.100000000e+01, 1.000000000e+30, -1.000000000e+30, 3.400000000e+38, 1.175494351e-38, 8.816207631e-39, 7.500000000e-01, 2.500000000e-01, 3.750000000e-01, 3.125000000e-01, 4.250000000e+00, 4.500000000e+00, 4.750000000e+00, 5.500000000e+00, 7.500000000e+00, 2.800000000e+01, 6.250000000e-02, 9.375000000e-02, 4.480000000e+02, -2.818675763e+00, -5.586413217e+00, 2.414951569e+00, -6.841019413e+00, 5.741120689e-01, -2.148977329e+00, -7.072017204e+00, 1.189717310e-01, -7.400069465e+00, -1.061669061e+00, -6.882313223e+00, -6.548591786e+00, -1.207692974e+00, 5.229633995e+00, -6.019168622e+00, -4.428176566e+00, 2.038931558e+00, 7.163343079e+00, 1.233647178e+00, -1.653112406e+00, 7.620081689e+00, -7.254677110e+00, 5.735495345e+00, -3.366251419e+00, 0x7FC00000, 0xFFC00000, 0x7F800000, 0xFF800000]> : tensor<68xf32>
  %from_f32 = hlo.convert %v : (tensor<68xf32>) -> tensor<68x!hlo.f6e3m2fn>
  %f24 = hlo.convert %from_f32 : (tensor<68x!hlo.f6e3m2fn>) -> tensor<68xf32>
  %r24 = hlo.bitcast_convert %f24 : (tensor<68xf32>) -> tensor<68xi32>
  %v_f64 = hlo.convert %v : (tensor<68xf32>) -> tensor<68xf64>
  %from_f64 = hlo.convert %v_f64 : (tensor<68xf64>) -> tensor<68x!hlo.f6e3m2fn>
  %f25 = hlo.convert %from_f64 : (tensor<68x!hlo.f6e3m2fn>) -> tensor<68xf32>
  %r25 = hlo.bitcast_convert %f25 : (tensor<68xf32>) -> tensor<68xi32>
  %v_f16 = hlo.convert %v : (tensor<68xf32>) -> tensor<68xf16>
  %from_f16 = hlo.convert %v_f16 : (tensor<68xf16>) -> tensor<68x!hlo.f6e3m2fn>
  %f26 = hlo.convert %from_f16 : (tensor<68x!hlo.f6e3m2fn>) -> tensor<68xf32>
  %r26 = hlo.bitcast_convert %f26 : (tensor<68xf32>) -> tensor<68xi32>
  %v_bf16 = hlo.convert %v : (tensor<68xf32>) -> tensor<68xbf16>
  %from_bf16 = hlo.convert %v_bf16 : (tensor<68xbf16>) -> tensor<68x!hlo.f6e3m2fn>
  %f27 = hlo.convert %from_bf16 : (tensor<68x!hlo.f6e3m2fn>) -> tensor<68xf32>
  %r27 = hlo.bitcast_convert %f27 : (tensor<68xf32>) -> tensor<68xi32>
  %v_f8E4M3FN = hlo.convert %v : (tensor<68xf32>) -> tensor<68xf8E4M3FN>
  %from_f8E4M3FN = hlo.convert %v_f8E4M3FN : (tensor<68xf8E4M3FN>) -> tensor<68x!hlo.f6e3m2fn>
  %f28 = hlo.convert %from_f8E4M3FN : (tensor<68x!hlo.f6e3m2fn>) -> tensor<68xf32>
  %r28 = hlo.bitcast_convert %f28 : (tensor<68xf32>) -> tensor<68xi32>
  %ints = hlo.iota iota_dimension = 0 : tensor<80xi32>
  %off = hlo.constant dense<-40> : tensor<80xi32>
  %si = hlo.add %ints, %off : tensor<80xi32>
  %from_s32 = hlo.convert %si : (tensor<80xi32>) -> tensor<80x!hlo.f6e3m2fn>
  %f29 = hlo.convert %from_s32 : (tensor<80x!hlo.f6e3m2fn>) -> tensor<80xf32>
  %r29 = hlo.bitcast_convert %f29 : (tensor<80xf32>) -> tensor<80xi32>
  %to_s8 = hlo.convert %a : (tensor<64x!hlo.f6e3m2fn>) -> tensor<64xi8>
  %to_s8i = hlo.convert %to_s8 : (tensor<64xi8>) -> tensor<64xi32>
  %to_f16 = hlo.convert %a : (tensor<64x!hlo.f6e3m2fn>) -> tensor<64xf16>
  %to_f16_f = hlo.convert %to_f16 : (tensor<64xf16>) -> tensor<64xf32>
  %to_f16_i = hlo.bitcast_convert %to_f16_f : (tensor<64xf32>) -> tensor<64xi32>
  %to_bf16 = hlo.convert %a : (tensor<64x!hlo.f6e3m2fn>) -> tensor<64xbf16>
  %to_bf16_f = hlo.convert %to_bf16 : (tensor<64xbf16>) -> tensor<64xf32>
  %to_bf16_i = hlo.bitcast_convert %to_bf16_f : (tensor<64xf32>) -> tensor<64xi32>
  %to_f8E5M2 = hlo.convert %a : (tensor<64x!hlo.f6e3m2fn>) -> tensor<64xf8E5M2>
  %to_f8E5M2_f = hlo.convert %to_f8E5M2 : (tensor<64xf8E5M2>) -> tensor<64xf32>
  %to_f8E5M2_i = hlo.bitcast_convert %to_f8E5M2_f : (tensor<64xf32>) -> tensor<64xi32>
  %m = hlo.constant dense<[-1.500000000e+00, 1.000000000e+00, 5.000000000e-01, 1.500000000e+00, -5.000000000e-01, -1.500000000e+00, 5.000000000e-01, 1.500000000e+00, -5.000000000e-01, 5.000000000e-01, 0.000000000e+00, 3.000000000e+00, 5.000000000e-01, -1.000000000e+00, -1.500000000e+00, -2.000000000e+00, -1.500000000e+00, -1.500000000e+00, -1.000000000e+00, 3.000000000e+00, -1.000000000e+00, -3.000000000e+00, 1.000000000e+00, 2.000000000e+00, -1.500000000e+00, -5.000000000e-01, -5.000000000e-01, -3.000000000e+00, -1.500000000e+00, 5.000000000e-01, 1.500000000e+00, 0.000000000e+00]> : tensor<32xf32>
  %mt = hlo.convert %m : (tensor<32xf32>) -> tensor<32x!hlo.f6e3m2fn>
  %l = hlo.reshape %mt : (tensor<32x!hlo.f6e3m2fn>) -> tensor<8x4x!hlo.f6e3m2fn>
  %rr = hlo.reshape %mt : (tensor<32x!hlo.f6e3m2fn>) -> tensor<4x8x!hlo.f6e3m2fn>
  %dot = hlo.dot %l, %rr, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<8x4x!hlo.f6e3m2fn>, tensor<4x8x!hlo.f6e3m2fn>) -> tensor<8x8x!hlo.f6e3m2fn>
  %f30 = hlo.convert %dot : (tensor<8x8x!hlo.f6e3m2fn>) -> tensor<8x8xf32>
  %r30 = hlo.bitcast_convert %f30 : (tensor<8x8xf32>) -> tensor<8x8xi32>
  %zero = hlo.constant #hlo.float_bits<dense<0> : tensor<ui8>> : tensor<!hlo.f6e3m2fn>
  %sum = hlo.reduce(%l init: %zero) dimensions = [1] : (tensor<8x4x!hlo.f6e3m2fn>, tensor<!hlo.f6e3m2fn>) -> tensor<8x!hlo.f6e3m2fn> {
  ^bb0(%p: tensor<!hlo.f6e3m2fn>, %q: tensor<!hlo.f6e3m2fn>):
    %s = hlo.add %p, %q : tensor<!hlo.f6e3m2fn>
    hlo.return %s : tensor<!hlo.f6e3m2fn>
  }
  %f31 = hlo.convert %sum : (tensor<8x!hlo.f6e3m2fn>) -> tensor<8xf32>
  %r31 = hlo.bitcast_convert %f31 : (tensor<8xf32>) -> tensor<8xi32>
  %io = hlo.iota iota_dimension = 0 : tensor<40x!hlo.f6e3m2fn>
  %f32 = hlo.convert %io : (tensor<40x!hlo.f6e3m2fn>) -> tensor<40xf32>
  %r32 = hlo.bitcast_convert %f32 : (tensor<40xf32>) -> tensor<40xi32>
  return %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %lti, %toti, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %to_s8i, %to_f16_i, %to_bf16_i, %to_f8E5M2_i, %r30, %r31, %r32 : tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<80xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<64xi32>, tensor<8x8xi32>, tensor<8xi32>, tensor<40xi32>
}

// All 16 codes of f4e2m1fn, each with each (16x16 pairs), and conversions.
func.func @f4e2m1fn() -> (tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<80xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<8x8xi32>, tensor<8xi32>, tensor<40xi32>) {
  %a = hlo.constant #hlo.float_bits<dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xui8>> : tensor<16x!hlo.f4e2m1fn>
  %x = hlo.broadcast %a, dimensions = [0] : (tensor<16x!hlo.f4e2m1fn>) -> tensor<16x16x!hlo.f4e2m1fn>
  %y = hlo.broadcast %a, dimensions = [1] : (tensor<16x!hlo.f4e2m1fn>) -> tensor<16x16x!hlo.f4e2m1fn>
  %add = hlo.add %x, %y : tensor<16x16x!hlo.f4e2m1fn>
  %f1 = hlo.convert %add : (tensor<16x16x!hlo.f4e2m1fn>) -> tensor<16x16xf32>
  %r1 = hlo.bitcast_convert %f1 : (tensor<16x16xf32>) -> tensor<16x16xi32>
  %subtract = hlo.subtract %x, %y : tensor<16x16x!hlo.f4e2m1fn>
  %f2 = hlo.convert %subtract : (tensor<16x16x!hlo.f4e2m1fn>) -> tensor<16x16xf32>
  %r2 = hlo.bitcast_convert %f2 : (tensor<16x16xf32>) -> tensor<16x16xi32>
  %multiply = hlo.multiply %x, %y : tensor<16x16x!hlo.f4e2m1fn>
  %f3 = hlo.convert %multiply : (tensor<16x16x!hlo.f4e2m1fn>) -> tensor<16x16xf32>
  %r3 = hlo.bitcast_convert %f3 : (tensor<16x16xf32>) -> tensor<16x16xi32>
  %divide = hlo.divide %x, %y : tensor<16x16x!hlo.f4e2m1fn>
  %f4 = hlo.convert %divide : (tensor<16x16x!hlo.f4e2m1fn>) -> tensor<16x16xf32>
  %r4 = hlo.bitcast_convert %f4 : (tensor<16x16xf32>) -> tensor<16x16xi32>
  %maximum = hlo.maximum %x, %y : tensor<16x16x!hlo.f4e2m1fn>
  %f5 = hlo.convert %maximum : (tensor<16x16x!hlo.f4e2m1fn>) -> tensor<16x16xf32>
  %r5 = hlo.bitcast_convert %f5 : (tensor<16x16xf32>) -> tensor<16x16xi32>
  %minimum = hlo.minimum %x, %y : tensor<16x16x!hlo.f4e2m1fn>
  %f6 = hlo.convert %minimum : (tensor<16x16x!hlo.f4e2m1fn>) -> tensor<16x16xf32>
  %r6 = hlo.bitcast_convert %f6 : (tensor<16x16xf32>) -> tensor<16x16xi32>
  %power = hlo.power %x, %y : tensor<16x16x!hlo.f4e2m1fn>
  %f7 = hlo.convert %power : (tensor<16x16x!hlo.f4e2m1fn>) -> tensor<16x16xf32>
  %r7 = hlo.bitcast_convert %f7 : (tensor<16x16xf32>) -> tensor<16x16xi32>
  %remainder = hlo.remainder %x, %y : tensor<16x16x!hlo.f4e2m1fn>
  %f8 = hlo.convert %remainder : (tensor<16x16x!hlo.f4e2m1fn>) -> tensor<16x16xf32>
  %r8 = hlo.bitcast_convert %f8 : (tensor<16x16xf32>) -> tensor<16x16xi32>
  %atan2 = hlo.atan2 %x, %y : tensor<16x16x!hlo.f4e2m1fn>
  %f9 = hlo.convert %atan2 : (tensor<16x16x!hlo.f4e2m1fn>) -> tensor<16x16xf32>
  %r9 = hlo.bitcast_convert %f9 : (tensor<16x16xf32>) -> tensor<16x16xi32>
  %lt = hlo.compare LT, %x, %y : tensor<16x16x!hlo.f4e2m1fn>
  %lti = hlo.convert %lt : (tensor<16x16xi1>) -> tensor<16x16xi32>
  %tot = hlo.compare LT, %x, %y, TOTALORDER : tensor<16x16x!hlo.f4e2m1fn>
  %toti = hlo.convert %tot : (tensor<16x16xi1>) -> tensor<16x16xi32>
  %sel = hlo.select %lt, %x, %y : tensor<16x16xi1>, tensor<16x16x!hlo.f4e2m1fn>
  %f10 = hlo.convert %sel : (tensor<16x16x!hlo.f4e2m1fn>) -> tensor<16x16xf32>
  %r10 = hlo.bitcast_convert %f10 : (tensor<16x16xf32>) -> tensor<16x16xi32>
  %sqrt = hlo.sqrt %a : tensor<16x!hlo.f4e2m1fn>
  %f11 = hlo.convert %sqrt : (tensor<16x!hlo.f4e2m1fn>) -> tensor<16xf32>
  %r11 = hlo.bitcast_convert %f11 : (tensor<16xf32>) -> tensor<16xi32>
  %exponential = hlo.exponential %a : tensor<16x!hlo.f4e2m1fn>
  %f12 = hlo.convert %exponential : (tensor<16x!hlo.f4e2m1fn>) -> tensor<16xf32>
  %r12 = hlo.bitcast_convert %f12 : (tensor<16xf32>) -> tensor<16xi32>
  %log = hlo.log %a : tensor<16x!hlo.f4e2m1fn>
  %f13 = hlo.convert %log : (tensor<16x!hlo.f4e2m1fn>) -> tensor<16xf32>
  %r13 = hlo.bitcast_convert %f13 : (tensor<16xf32>) -> tensor<16xi32>
  %negate = hlo.negate %a : tensor<16x!hlo.f4e2m1fn>
  %f14 = hlo.convert %negate : (tensor<16x!hlo.f4e2m1fn>) -> tensor<16xf32>
  %r14 = hlo.bitcast_convert %f14 : (tensor<16xf32>) -> tensor<16xi32>
  %abs = hlo.abs %a : tensor<16x!hlo.f4e2m1fn>
  %f15 = hlo.convert %abs : (tensor<16x!hlo.f4e2m1fn>) -> tensor<16xf32>
  %r15 = hlo.bitcast_convert %f15 : (tensor<16xf32>) -> tensor<16xi32>
  %sign = hlo.sign %a : tensor<16x!hlo.f4e2m1fn>
  %f16 = hlo.convert %sign : (tensor<16x!hlo.f4e2m1fn>) -> tensor<16xf32>
  %r16 = hlo.bitcast_convert %f16 : (tensor<16xf32>) -> tensor<16xi32>
  %floor = hlo.floor %a : tensor<16x!hlo.f4e2m1fn>
  %f17 = hlo.convert %floor : (tensor<16x!hlo.f4e2m1fn>) -> tensor<16xf32>
  %r17 = hlo.bitcast_convert %f17 : (tensor<16xf32>) -> tensor<16xi32>
  %round_nearest_even = hlo.round_nearest_even %a : tensor<16x!hlo.f4e2m1fn>
  %f18 = hlo.convert %round_nearest_even : (tensor<16x!hlo.f4e2m1fn>) -> tensor<16xf32>
  %r18 = hlo.bitcast_convert %f18 : (tensor<16xf32>) -> tensor<16xi32>
  %tanh = hlo.tanh %a : tensor<16x!hlo.f4e2m1fn>
  %f19 = hlo.convert %tanh : (tensor<16x!hlo.f4e2m1fn>) -> tensor<16xf32>
  %r19 = hlo.bitcast_convert %f19 : (tensor<16xf32>) -> tensor<16xi32>
  %logistic = hlo.logistic %a : tensor<16x!hlo.f4e2m1fn>
  %f20 = hlo.convert %logistic : (tensor<16x!hlo.f4e2m1fn>) -> tensor<16xf32>
  %r20 = hlo.bitcast_convert %f20 : (tensor<16xf32>) -> tensor<16xi32>
  %rsqrt = hlo.rsqrt %a : tensor<16x!hlo.f4e2m1fn>
  %f21 = hlo.convert %rsqrt : (tensor<16x!hlo.f4e2m1fn>) -> tensor<16xf32>
  %r21 = hlo.bitcast_convert %f21 : (tensor<16xf32>) -> tensor<16xi32>
  %cosine = hlo.cosine %a : tensor<16x!hlo.f4e2m1fn>
  %f22 = hlo.convert %cosine : (tensor<16x!hlo.f4e2m1fn>) -> tensor<16xf32>
  %r22 = hlo.bitcast_convert %f22 : (tensor<16xf32>) -> tensor<16xi32>
  %rp = hlo.reduce_precision %a, exponent_bits = 2, mantissa_bits = 1 : tensor<16x!hlo.f4e2m1fn>
  %f23 = hlo.convert %rp : (tensor<16x!hlo.f4e2m1fn>) -> tensor<16xf32>
  %r23 = hlo.bitcast_convert %f23 : (tensor<16xf32>) -> tensor<16xi32>
  %v = hlo.constant dense<[0.000000000e+00, -0.000000000e+00, 5.000000000e-01, 1.000000000e+00, -1.000000000e+00, 1.500000000e+00, 2.500000000e+00, 2.500000200e+00, 3.000000000e+00, 5.000000000e+00, 6.000000000e+00, 7.000000000e+00, 1.000000000e+02, -1.000000000e+02, 1.000000000e-01, 1.000000000e-03, 1.000000000e-09, 1.550000000e+01, 1.575000000e+01, 1.600000000e+01, 3.000000000e+01, 3.100000000e+01, 1.000000000e+30, -1.000000000e+30, 3.400000000e+38, 1.175494351e-38, 8.816207631e-39, 7.500000000e-01, 2.500000000e-01, 3.750000000e-01, 3.125000000e-01, 4.250000000e+00, 4.500000000e+00, 4.750000000e+00, 5.500000000e+00, 7.500000000e+00, 2.800000000e+01, 6.250000000e-02, 9.375000000e-02, 4.480000000e+02, -2.818675763e+00, -5.586413217e+00, 2.414951569e+00, -6.841019413e+00, 5.741120689e-01, -2.148977329e+00, -7.072017204e+00, 1.189717310e-01, -7.400069465e+00, -1.061669061e+00, -6.882313223e+00, -6.548591786e+00, -1.207692974e+00, 5.229633995e+00, -6.019168622e+00, -4.428176566e+00, 2.038931558e+00, 7.163343079e+00, 1.233647178e+00, -1.653112406e+00, 7.620081689e+00, -7.254677110e+00, 5.735495345e+00, -3.366251419e+00, 0x7FC00000, 0xFFC00000, 0x7F800000, 0xFF800000]> : tensor<68xf32>
  %from_f32 = hlo.convert %v : (tensor<68xf32>) -> tensor<68x!hlo.f4e2m1fn>
  %f24 = hlo.convert %from_f32 : (tensor<68x!hlo.f4e2m1fn>) -> tensor<68xf32>
  %r24 = hlo.bitcast_convert %f24 : (tensor<68xf32>) -> tensor<68xi32>
  %v_f64 = hlo.convert %v : (tensor<68xf32>) -> tensor<68xf64>
  %from_f64 = hlo.convert %v_f64 : (tensor<68xf64>) -> tensor<68x!hlo.f4e2m1fn>
  %f25 = hlo.convert %from_f64 : (tensor<68x!hlo.f4e2m1fn>) -> tensor<68xf32>
  %r25 = hlo.bitcast_convert %f25 : (tensor<68xf32>) -> tensor<68xi32>
  %v_f16 = hlo.convert %v : (tensor<68xf32>) -> tensor<68xf16>
  %from_f16 = hlo.convert %v_f16 : (tensor<68xf16>) -> tensor<68x!hlo.f4e2m1fn>
  %f26 = hlo.convert %from_f16 : (tensor<68x!hlo.f4e2m1fn>) -> tensor<68xf32>
  %r26 = hlo.bitcast_convert %f26 : (tensor<68xf32>) -> tensor<68xi32>
  %v_bf16 = hlo.convert %v : (tensor<68xf32>) -> tensor<68xbf16>
  %from_bf16 = hlo.convert %v_bf16 : (tensor<68xbf16>) -> tensor<68x!hlo.f4e2m1fn>
  %f27 = hlo.convert %from_bf16 : (tensor<68x!hlo.f4e2m1fn>) -> tensor<68xf32>
  %r27 = hlo.bitcast_convert %f27 : (tensor<68xf32>) -> tensor<68xi32>
  %v_f8E4M3FN = hlo.convert %v : (tensor<68xf32>) -> tensor<68xf8E4M3FN>
  %from_f8E4M3FN = hlo.convert %v_f8E4M3FN : (tensor<68xf8E4M3FN>) -> tensor<68x!hlo.f4e2m1fn>
  %f28 = hlo.convert %from_f8E4M3FN : (tensor<68x!hlo.f4e2m1fn>) -> tensor<68xf32>
  %r28 = hlo.bitcast_convert %f28 : (tensor<68xf32>) -> tensor<68xi32>
  %ints = hlo.iota iota_dimension = 0 : tensor<80xi32>
  %off = hlo.constant dense<-40> : tensor<80xi32>
  %si = hlo.add %ints, %off : tensor<80xi32>
  %from_s32 = hlo.convert %si : (tensor<80xi32>) -> tensor<80x!hlo.f4e2m1fn>
  %f29 = hlo.convert %from_s32 : (tensor<80x!hlo.f4e2m1fn>) -> tensor<80xf32>
  %r29 = hlo.bitcast_convert %f29 : (tensor<80xf32>) -> tensor<80xi32>
  %to_s8 = hlo.convert %a : (tensor<16x!hlo.f4e2m1fn>) -> tensor<16xi8>
  %to_s8i = hlo.convert %to_s8 : (tensor<16xi8>) -> tensor<16xi32>
  %to_f16 = hlo.convert %a : (tensor<16x!hlo.f4e2m1fn>) -> tensor<16xf16>
  %to_f16_f = hlo.convert %to_f16 : (tensor<16xf16>) -> tensor<16xf32>
  %to_f16_i = hlo.bitcast_convert %to_f16_f : (tensor<16xf32>) -> tensor<16xi32>
  %to_bf16 = hlo.convert %a : (tensor<16x!hlo.f4e2m1fn>) -> tensor<16xbf16>
  %to_bf16_f = hlo.convert %to_bf16 : (tensor<16xbf16>) -> tensor<16xf32>
  %to_bf16_i = hlo.bitcast_convert %to_bf16_f : (tensor<16xf32>) -> tensor<16xi32>
  %to_f8E5M2 = hlo.convert %a : (tensor<16x!hlo.f4e2m1fn>) -> tensor<16xf8E5M2>
  %to_f8E5M2_f = hlo.convert %to_f8E5M2 : (tensor<16xf8E5M2>) -> tensor<16xf32>
  %to_f8E5M2_i = hlo.bitcast_convert %to_f8E5M2_f : (tensor<16xf32>) -> tensor<16xi32>
  %m = hlo.constant dense<[2.000000000e+00, 2.000000000e+00, 0.000000000e+00, -1.500000000e+00, 1.500000000e+00, 2.000000000e+00, 3.000000000e+00, 3.000000000e+00, -3.000000000e+00, 1.000000000e+00, 3.000000000e+00, 1.500000000e+00, 5.000000000e-01, 5.000000000e-01, 5.000000000e-01, 5.000000000e-01, -2.000000000e+00, 1.000000000e+00, 3.000000000e+00, 5.000000000e-01, -3.000000000e+00, -1.000000000e+00, -2.000000000e+00, -1.000000000e+00, 1.000000000e+00, -1.500000000e+00, -2.000000000e+00, 0.000000000e+00, 2.000000000e+00, -3.000000000e+00, -2.000000000e+00, -3.000000000e+00]> : tensor<32xf32>
  %mt = hlo.convert %m : (tensor<32xf32>) -> tensor<32x!hlo.f4e2m1fn>
  %l = hlo.reshape %mt : (tensor<32x!hlo.f4e2m1fn>) -> tensor<8x4x!hlo.f4e2m1fn>
  %rr = hlo.reshape %mt : (tensor<32x!hlo.f4e2m1fn>) -> tensor<4x8x!hlo.f4e2m1fn>
  %dot = hlo.dot %l, %rr, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<8x4x!hlo.f4e2m1fn>, tensor<4x8x!hlo.f4e2m1fn>) -> tensor<8x8x!hlo.f4e2m1fn>
  %f30 = hlo.convert %dot : (tensor<8x8x!hlo.f4e2m1fn>) -> tensor<8x8xf32>
  %r30 = hlo.bitcast_convert %f30 : (tensor<8x8xf32>) -> tensor<8x8xi32>
  %zero = hlo.constant #hlo.float_bits<dense<0> : tensor<ui8>> : tensor<!hlo.f4e2m1fn>
  %sum = hlo.reduce(%l init: %zero) dimensions = [1] : (tensor<8x4x!hlo.f4e2m1fn>, tensor<!hlo.f4e2m1fn>) -> tensor<8x!hlo.f4e2m1fn> {
  ^bb0(%p: tensor<!hlo.f4e2m1fn>, %q: tensor<!hlo.f4e2m1fn>):
    %s = hlo.add %p, %q : tensor<!hlo.f4e2m1fn>
    hlo.return %s : tensor<!hlo.f4e2m1fn>
  }
  %f31 = hlo.convert %sum : (tensor<8x!hlo.f4e2m1fn>) -> tensor<8xf32>
  %r31 = hlo.bitcast_convert %f31 : (tensor<8xf32>) -> tensor<8xi32>
  %io = hlo.iota iota_dimension = 0 : tensor<40x!hlo.f4e2m1fn>
  %f32 = hlo.convert %io : (tensor<40x!hlo.f4e2m1fn>) -> tensor<40xf32>
  %r32 = hlo.bitcast_convert %f32 : (tensor<40xf32>) -> tensor<40xi32>
  return %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %lti, %toti, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27, %r28, %r29, %to_s8i, %to_f16_i, %to_bf16_i, %to_f8E5M2_i, %r30, %r31, %r32 : tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<68xi32>, tensor<80xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<8x8xi32>, tensor<8xi32>, tensor<40xi32>
}

// rng_bit_generator into sub-byte integers: the words' low bits, as the
// interpreter keeps them; every result as s32.
func.func @rng_bits() -> (tensor<5x3xi32>, tensor<7xi32>, tensor<9xi32>) {
  %s = hlo.constant dense<[1234567, 89]> : tensor<2xui64>
  %p = hlo.constant dense<[12345, 18446744073709551614, 7]> : tensor<3xui64>
  %a:2 = hlo.rng_bit_generator THREE_FRY, %s : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5x3xi4>)
  %b:2 = hlo.rng_bit_generator PHILOX, %p : (tensor<3xui64>) -> (tensor<3xui64>, tensor<7xui2>)
  %c:2 = hlo.rng_bit_generator THREE_FRY, %a#0 : (tensor<2xui64>) -> (tensor<2xui64>, tensor<9xui4>)
  %ai = hlo.convert %a#1 : (tensor<5x3xi4>) -> tensor<5x3xi32>
  %bi = hlo.convert %b#1 : (tensor<7xui2>) -> tensor<7xi32>
  %ci = hlo.convert %c#1 : (tensor<9xui4>) -> tensor<9xi32>
  return %ai, %bi, %ci : tensor<5x3xi32>, tensor<7xi32>, tensor<9xi32>
}
