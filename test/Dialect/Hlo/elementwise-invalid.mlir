// Each elementwise op rejects what XLA rejects, with a precise diagnostic.
// RUN: xhlo-opt --split-input-file --verify-diagnostics %s

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point for ceil operation; got s32}}
  %0 = hlo.ceil %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point for floor operation; got s32}}
  %0 = hlo.floor %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point for erf operation; got s32}}
  %0 = hlo.erf %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point for round_nearest_afz operation; got s32}}
  %0 = hlo.round_nearest_afz %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point for round_nearest_even operation; got s32}}
  %0 = hlo.round_nearest_even %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for acos operation; got s32}}
  %0 = hlo.acos %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for acosh operation; got s32}}
  %0 = hlo.acosh %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for asin operation; got s32}}
  %0 = hlo.asin %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for asinh operation; got s32}}
  %0 = hlo.asinh %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for atanh operation; got s32}}
  %0 = hlo.atanh %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for cbrt operation; got s32}}
  %0 = hlo.cbrt %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for cosine operation; got s32}}
  %0 = hlo.cosine %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for cosh operation; got s32}}
  %0 = hlo.cosh %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for exponential operation; got s32}}
  %0 = hlo.exponential %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for exponential_minus_one operation; got s32}}
  %0 = hlo.exponential_minus_one %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for log operation; got s32}}
  %0 = hlo.log %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for log_plus_one operation; got s32}}
  %0 = hlo.log_plus_one %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for logistic operation; got s32}}
  %0 = hlo.logistic %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for rsqrt operation; got s32}}
  %0 = hlo.rsqrt %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for sine operation; got s32}}
  %0 = hlo.sine %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for sinh operation; got s32}}
  %0 = hlo.sinh %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for sqrt operation; got s32}}
  %0 = hlo.sqrt %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for tan operation; got s32}}
  %0 = hlo.tan %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for tanh operation; got s32}}
  %0 = hlo.tanh %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xui8>) {
  // expected-error @+1 {{expected element type to be signed integral, floating point or complex for abs operation; got u8}}
  %0 = hlo.abs %x : tensor<4xui8>
  return
}

// -----

func.func @f(%x: tensor<4xui8>) {
  // expected-error @+1 {{expected element type to be signed integral, floating point or complex for sign operation; got u8}}
  %0 = hlo.sign %x : tensor<4xui8>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for real operation; got s32}}
  %0 = hlo.real %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for imag operation; got s32}}
  %0 = hlo.imag %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{expected element type to be floating point for is_finite operation; got c64}}
  %0 = hlo.is_finite %x : tensor<4xcomplex<f32>>
  return
}

// -----

func.func @f(%x: tensor<4xi1>) {
  // expected-error @+1 {{expected element type to be integral, floating point or complex for negate operation; got pred}}
  %0 = hlo.negate %x : tensor<4xi1>
  return
}

// -----

func.func @f(%x: tensor<4xf32>) {
  // expected-error @+1 {{expected element type to be pred or integral for not operation; got f32}}
  %0 = hlo.not %x : tensor<4xf32>
  return
}

// -----

func.func @f(%x: tensor<4xi1>) {
  // expected-error @+1 {{expected element type to be integral for popcnt operation; got pred}}
  %0 = hlo.popcnt %x : tensor<4xi1>
  return
}

// -----

func.func @f(%x: tensor<4xi1>) {
  // expected-error @+1 {{expected element type to be integral for count_leading_zeros operation; got pred}}
  %0 = hlo.count_leading_zeros %x : tensor<4xi1>
  return
}

// -----

func.func @f(%x: tensor<4xi1>) {
  // expected-error @+1 {{expected element type to be integral, floating point or complex for subtract operation; got pred}}
  %0 = hlo.subtract %x, %x : tensor<4xi1>
  return
}

// -----

func.func @f(%x: tensor<4xi1>) {
  // expected-error @+1 {{expected element type to be integral, floating point or complex for divide operation; got pred}}
  %0 = hlo.divide %x, %x : tensor<4xi1>
  return
}

// -----

func.func @f(%x: tensor<4xi1>) {
  // expected-error @+1 {{expected element type to be integral, floating point or complex for remainder operation; got pred}}
  %0 = hlo.remainder %x, %x : tensor<4xi1>
  return
}

// -----

func.func @f(%x: tensor<4xi1>) {
  // expected-error @+1 {{expected element type to be integral, floating point or complex for power operation; got pred}}
  %0 = hlo.power %x, %x : tensor<4xi1>
  return
}

// -----

func.func @f(%x: tensor<4xf32>, %y: tensor<4xf64>) {
  // expected-error @+1 {{'hlo.add' op requires all operands to have the same type}}
  %0 = "hlo.add"(%x, %y) : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%x: tensor<4xf32>, %y: tensor<4xf64>) {
  // expected-error @+1 {{'hlo.multiply' op requires all operands to have the same type}}
  %0 = "hlo.multiply"(%x, %y) : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%x: tensor<4xf32>, %y: tensor<4xf64>) {
  // expected-error @+1 {{'hlo.maximum' op requires all operands to have the same type}}
  %0 = "hlo.maximum"(%x, %y) : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%x: tensor<4xf32>, %y: tensor<4xf64>) {
  // expected-error @+1 {{'hlo.minimum' op requires all operands to have the same type}}
  %0 = "hlo.minimum"(%x, %y) : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for atan2 operation; got s32}}
  %0 = hlo.atan2 %x, %x : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xbf16>) {
  // expected-error @+1 {{expected element type to be pred or integral for and operation; got bf16}}
  %0 = hlo.and %x, %x : tensor<4xbf16>
  return
}

// -----

func.func @f(%x: tensor<4xbf16>) {
  // expected-error @+1 {{expected element type to be pred or integral for or operation; got bf16}}
  %0 = hlo.or %x, %x : tensor<4xbf16>
  return
}

// -----

func.func @f(%x: tensor<4xbf16>) {
  // expected-error @+1 {{expected element type to be pred or integral for xor operation; got bf16}}
  %0 = hlo.xor %x, %x : tensor<4xbf16>
  return
}

// -----

func.func @f(%x: tensor<4xf32>) {
  // expected-error @+1 {{expected element type to be integral for shift_left operation; got f32}}
  %0 = hlo.shift_left %x, %x : tensor<4xf32>
  return
}

// -----

func.func @f(%x: tensor<4xf32>) {
  // expected-error @+1 {{expected element type to be integral for shift_right_arithmetic operation; got f32}}
  %0 = hlo.shift_right_arithmetic %x, %x : tensor<4xf32>
  return
}

// -----

func.func @f(%x: tensor<4xf32>) {
  // expected-error @+1 {{expected element type to be integral for shift_right_logical operation; got f32}}
  %0 = hlo.shift_right_logical %x, %x : tensor<4xf32>
  return
}

// -----

func.func @f(%x: tensor<4xf32>) {
  // expected-error @+1 {{expected element type to be integral for mulhi operation; got f32}}
  %0 = hlo.mulhi %x, %x : tensor<4xf32>
  return
}

// -----

func.func @f(%x: tensor<4xf16>) {
  // expected-error @+1 {{expected element type to be f32 or f64 for complex operation; got f16}}
  %0 = hlo.complex %x, %x : tensor<4xf16>
  return
}

// -----

func.func @f(%x: tensor<4xf32>) {
  // expected-error @+2 {{'hlo.add' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.add' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xf64>'}}
  %0 = "hlo.add"(%x, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf64>
  return
}

// -----

func.func @f(%x: tensor<4xcomplex<f32>>) {
  // expected-error @+2 {{'hlo.abs' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.abs' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xcomplex<f32>>'}}
  %0 = "hlo.abs"(%x) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return
}

// -----

func.func @f(%x: tensor<?xf32>) {
  // expected-error @+1 {{operand #0 must be statically shaped tensor}}
  %0 = "hlo.negate"(%x) : (tensor<?xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @f(%x: tensor<4xf32>) {
  // expected-error @+1 {{comparison type SIGNED does not fit element type f32}}
  %0 = hlo.compare LT, %x, %x, SIGNED : tensor<4xf32>
  return
}

// -----

func.func @f(%x: tensor<4xui32>) {
  // expected-error @+1 {{comparison type FLOAT does not fit element type u32}}
  %0 = hlo.compare LT, %x, %x, FLOAT : tensor<4xui32>
  return
}

// -----

func.func @f(%x: tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{complex operands can only be compared with EQ or NE, got LT}}
  %0 = hlo.compare LT, %x, %x : tensor<4xcomplex<f32>>
  return
}

// -----

func.func @f(%x: tensor<4xf32>) {
  // expected-error @+1 {{unknown comparison_direction 'LESS'}}
  %0 = hlo.compare LESS, %x, %x : tensor<4xf32>
  return
}

// -----

func.func @f(%x: tensor<4xf32>, %y: tensor<4xf16>) {
  // expected-error @+1 {{'hlo.compare' op requires all operands to have the same type}}
  %0 = "hlo.compare"(%x, %y) <{direction = #hlo<comparison_direction EQ>}> : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xi1>
  return
}

// -----

func.func @f(%p: tensor<i1>, %x: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.select' op failed to verify that all of {pred, on_true} have same shape}}
  %0 = hlo.select %p, %x, %x : tensor<i1>, tensor<4xf32>
  return
}

// -----

func.func @f(%x: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.select' op operand #0 must be statically shaped tensor of pred (i1) values}}
  %0 = "hlo.select"(%x, %x, %x) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%lo: tensor<3xf32>, %x: tensor<4xf32>) {
  // expected-error @+1 {{clamp min f32[3] must be a scalar or of the operand's shape f32[4]}}
  %0 = hlo.clamp %lo, %x, %x : (tensor<3xf32>, tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @f(%hi: tensor<i32>, %x: tensor<4xf32>) {
  // expected-error @+1 {{clamp max s32[] must have the operand's element type f32}}
  %0 = hlo.clamp %x, %x, %hi : (tensor<4xf32>, tensor<4xf32>, tensor<i32>)
  return
}

// -----

func.func @f(%x: tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{conversion from complex to real type c64 => f32 is not allowed}}
  %0 = hlo.convert %x : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%x: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.convert' op all non-scalar operands/results must have the same shape and base type}}
  %0 = hlo.convert %x : (tensor<4xf32>) -> tensor<5xi32>
  return
}

// -----

func.func @f(%x: tensor<4xf32>) {
  // expected-error @+1 {{bitcast-convert from f32[4] must produce shape f16[4,2], got f16[4]}}
  %0 = hlo.bitcast_convert %x : (tensor<4xf32>) -> tensor<4xf16>
  return
}

// -----

func.func @f(%x: tensor<4x3xui8>) {
  // expected-error @+1 {{bitcast-convert from u8[4,3] to f32 needs a minor dimension of size 4}}
  %0 = hlo.bitcast_convert %x : (tensor<4x3xui8>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%x: tensor<4xf32>) {
  // expected-error @+1 {{'hlo.reduce_precision' op attribute 'exponent_bits' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 1}}
  %0 = hlo.reduce_precision %x, exponent_bits = 0, mantissa_bits = 10 : tensor<4xf32>
  return
}

// -----

func.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{'hlo.reduce_precision' op operand #0 must be statically shaped tensor of floating-point (f16, bf16, f32, f64, f8...) values}}
  %0 = hlo.reduce_precision %x, exponent_bits = 5, mantissa_bits = 10 : tensor<4xi32>
  return
}

// -----

func.func @f(%x: tensor<4xf32>, %r: tensor<4xui16>) {
  // expected-error @+1 {{stochastic-convert random bits must be as wide as the operand's elements: u16 for f32}}
  %0 = hlo.stochastic_convert %x, %r : (tensor<4xf32>, tensor<4xui16>) -> tensor<4xi8>
  return
}

// -----

func.func @f(%x: tensor<4xf32>, %r: tensor<3xui32>) {
  // expected-error @+1 {{'hlo.stochastic_convert' op all non-scalar operands/results must have the same shape and base type}}
  %0 = hlo.stochastic_convert %x, %r : (tensor<4xf32>, tensor<3xui32>) -> tensor<4xi8>
  return
}

// -----

func.func @f(%x: tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{bitcast-convert between complex and real types is not allowed: c64 to f32}}
  %0 = hlo.bitcast_convert %x : (tensor<4xcomplex<f32>>) -> tensor<4x2xf32>
  return
}
