// Constant folding of the transcendental elementwise ops, checked against an
// independent oracle: Python's math module (numpy's cbrt) in double precision,
// rounded to the type; the expected values were generated once and are written
// here as bit patterns. XLA computes f32 in f32, which may differ from the
// correctly rounded value by an ulp, so each case checks, entirely by folding,
// |folded - oracle| <= tol * |oracle| (tol = 2^-22 for f32, 2^-50 for f64):
// the function must fold to two `dense<true>` constants and nothing else.
// RUN: xhlo-opt --pass-pipeline='builtin.module(func.func(canonicalize{test-convergence}))' --split-input-file %s | FileCheck %s --implicit-check-not=hlo.compare

// CHECK-LABEL: func.func @exponential
// CHECK-NEXT: %[[T:.*]] = hlo.constant dense<true> : tensor<3xi1>
// CHECK-NEXT: return %[[T]], %[[T]]
func.func @exponential() -> (tensor<3xi1>, tensor<3xi1>) {
  %x = hlo.constant dense<[0x3F000000, 0xBFA00000, 0x40400000]> : tensor<3xf32>
  %e = hlo.constant dense<[0x3FD3094C, 0x3E92B0C2, 0x41A0AF2E]> : tensor<3xf32>
  %tol = hlo.constant dense<0x34800000> : tensor<3xf32>
  %r = hlo.exponential %x : tensor<3xf32>
  %d = hlo.subtract %r, %e : tensor<3xf32>
  %ad = hlo.abs %d : tensor<3xf32>
  %ae = hlo.abs %e : tensor<3xf32>
  %bound = hlo.multiply %ae, %tol : tensor<3xf32>
  %ok = hlo.compare LE, %ad, %bound : tensor<3xf32>
  %x64 = hlo.constant dense<[0x3FE0000000000000, 0xBFF4000000000000, 0x4008000000000000]> : tensor<3xf64>
  %e64 = hlo.constant dense<[0x3FFA61298E1E069C, 0x3FD25618372A584F, 0x403415E5BF6FB106]> : tensor<3xf64>
  %tol64 = hlo.constant dense<0x3CD0000000000000> : tensor<3xf64>
  %r64 = hlo.exponential %x64 : tensor<3xf64>
  %d64 = hlo.subtract %r64, %e64 : tensor<3xf64>
  %ad64 = hlo.abs %d64 : tensor<3xf64>
  %ae64 = hlo.abs %e64 : tensor<3xf64>
  %bound64 = hlo.multiply %ae64, %tol64 : tensor<3xf64>
  %ok64 = hlo.compare LE, %ad64, %bound64 : tensor<3xf64>
  return %ok, %ok64 : tensor<3xi1>, tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @log
// CHECK-NEXT: %[[T:.*]] = hlo.constant dense<true> : tensor<3xi1>
// CHECK-NEXT: return %[[T]], %[[T]]
func.func @log() -> (tensor<3xi1>, tensor<3xi1>) {
  %x = hlo.constant dense<[0x3F000000, 0x40000000, 0x41200000]> : tensor<3xf32>
  %e = hlo.constant dense<[0xBF317218, 0x3F317218, 0x40135D8E]> : tensor<3xf32>
  %tol = hlo.constant dense<0x34800000> : tensor<3xf32>
  %r = hlo.log %x : tensor<3xf32>
  %d = hlo.subtract %r, %e : tensor<3xf32>
  %ad = hlo.abs %d : tensor<3xf32>
  %ae = hlo.abs %e : tensor<3xf32>
  %bound = hlo.multiply %ae, %tol : tensor<3xf32>
  %ok = hlo.compare LE, %ad, %bound : tensor<3xf32>
  %x64 = hlo.constant dense<[0x3FE0000000000000, 0x4000000000000000, 0x4024000000000000]> : tensor<3xf64>
  %e64 = hlo.constant dense<[0xBFE62E42FEFA39EF, 0x3FE62E42FEFA39EF, 0x40026BB1BBB55516]> : tensor<3xf64>
  %tol64 = hlo.constant dense<0x3CD0000000000000> : tensor<3xf64>
  %r64 = hlo.log %x64 : tensor<3xf64>
  %d64 = hlo.subtract %r64, %e64 : tensor<3xf64>
  %ad64 = hlo.abs %d64 : tensor<3xf64>
  %ae64 = hlo.abs %e64 : tensor<3xf64>
  %bound64 = hlo.multiply %ae64, %tol64 : tensor<3xf64>
  %ok64 = hlo.compare LE, %ad64, %bound64 : tensor<3xf64>
  return %ok, %ok64 : tensor<3xi1>, tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @tanh
// CHECK-NEXT: %[[T:.*]] = hlo.constant dense<true> : tensor<3xi1>
// CHECK-NEXT: return %[[T]], %[[T]]
func.func @tanh() -> (tensor<3xi1>, tensor<3xi1>) {
  %x = hlo.constant dense<[0x3E800000, 0xBF400000, 0x40000000]> : tensor<3xf32>
  %e = hlo.constant dense<[0x3E7ACBF5, 0xBF22991F, 0x3F76CA83]> : tensor<3xf32>
  %tol = hlo.constant dense<0x34800000> : tensor<3xf32>
  %r = hlo.tanh %x : tensor<3xf32>
  %d = hlo.subtract %r, %e : tensor<3xf32>
  %ad = hlo.abs %d : tensor<3xf32>
  %ae = hlo.abs %e : tensor<3xf32>
  %bound = hlo.multiply %ae, %tol : tensor<3xf32>
  %ok = hlo.compare LE, %ad, %bound : tensor<3xf32>
  %x64 = hlo.constant dense<[0x3FD0000000000000, 0xBFE8000000000000, 0x4000000000000000]> : tensor<3xf64>
  %e64 = hlo.constant dense<[0x3FCF597EA69A1C86, 0xBFE45323E552F228, 0x3FEED9505E1BC3D4]> : tensor<3xf64>
  %tol64 = hlo.constant dense<0x3CD0000000000000> : tensor<3xf64>
  %r64 = hlo.tanh %x64 : tensor<3xf64>
  %d64 = hlo.subtract %r64, %e64 : tensor<3xf64>
  %ad64 = hlo.abs %d64 : tensor<3xf64>
  %ae64 = hlo.abs %e64 : tensor<3xf64>
  %bound64 = hlo.multiply %ae64, %tol64 : tensor<3xf64>
  %ok64 = hlo.compare LE, %ad64, %bound64 : tensor<3xf64>
  return %ok, %ok64 : tensor<3xi1>, tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @sine
// CHECK-NEXT: %[[T:.*]] = hlo.constant dense<true> : tensor<3xi1>
// CHECK-NEXT: return %[[T]], %[[T]]
func.func @sine() -> (tensor<3xi1>, tensor<3xi1>) {
  %x = hlo.constant dense<[0x3F000000, 0x3F800000, 0xC0000000]> : tensor<3xf32>
  %e = hlo.constant dense<[0x3EF57744, 0x3F576AA4, 0xBF68C7B7]> : tensor<3xf32>
  %tol = hlo.constant dense<0x34800000> : tensor<3xf32>
  %r = hlo.sine %x : tensor<3xf32>
  %d = hlo.subtract %r, %e : tensor<3xf32>
  %ad = hlo.abs %d : tensor<3xf32>
  %ae = hlo.abs %e : tensor<3xf32>
  %bound = hlo.multiply %ae, %tol : tensor<3xf32>
  %ok = hlo.compare LE, %ad, %bound : tensor<3xf32>
  %x64 = hlo.constant dense<[0x3FE0000000000000, 0x3FF0000000000000, 0xC000000000000000]> : tensor<3xf64>
  %e64 = hlo.constant dense<[0x3FDEAEE8744B05F0, 0x3FEAED548F090CEE, 0xBFED18F6EAD1B446]> : tensor<3xf64>
  %tol64 = hlo.constant dense<0x3CD0000000000000> : tensor<3xf64>
  %r64 = hlo.sine %x64 : tensor<3xf64>
  %d64 = hlo.subtract %r64, %e64 : tensor<3xf64>
  %ad64 = hlo.abs %d64 : tensor<3xf64>
  %ae64 = hlo.abs %e64 : tensor<3xf64>
  %bound64 = hlo.multiply %ae64, %tol64 : tensor<3xf64>
  %ok64 = hlo.compare LE, %ad64, %bound64 : tensor<3xf64>
  return %ok, %ok64 : tensor<3xi1>, tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @cosine
// CHECK-NEXT: %[[T:.*]] = hlo.constant dense<true> : tensor<3xi1>
// CHECK-NEXT: return %[[T]], %[[T]]
func.func @cosine() -> (tensor<3xi1>, tensor<3xi1>) {
  %x = hlo.constant dense<[0x3F000000, 0x3F800000, 0xC0000000]> : tensor<3xf32>
  %e = hlo.constant dense<[0x3F60A940, 0x3F0A5140, 0xBED51133]> : tensor<3xf32>
  %tol = hlo.constant dense<0x34800000> : tensor<3xf32>
  %r = hlo.cosine %x : tensor<3xf32>
  %d = hlo.subtract %r, %e : tensor<3xf32>
  %ad = hlo.abs %d : tensor<3xf32>
  %ae = hlo.abs %e : tensor<3xf32>
  %bound = hlo.multiply %ae, %tol : tensor<3xf32>
  %ok = hlo.compare LE, %ad, %bound : tensor<3xf32>
  %x64 = hlo.constant dense<[0x3FE0000000000000, 0x3FF0000000000000, 0xC000000000000000]> : tensor<3xf64>
  %e64 = hlo.constant dense<[0x3FEC1528065B7D50, 0x3FE14A280FB5068C, 0xBFDAA22657537205]> : tensor<3xf64>
  %tol64 = hlo.constant dense<0x3CD0000000000000> : tensor<3xf64>
  %r64 = hlo.cosine %x64 : tensor<3xf64>
  %d64 = hlo.subtract %r64, %e64 : tensor<3xf64>
  %ad64 = hlo.abs %d64 : tensor<3xf64>
  %ae64 = hlo.abs %e64 : tensor<3xf64>
  %bound64 = hlo.multiply %ae64, %tol64 : tensor<3xf64>
  %ok64 = hlo.compare LE, %ad64, %bound64 : tensor<3xf64>
  return %ok, %ok64 : tensor<3xi1>, tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @sqrt
// CHECK-NEXT: %[[T:.*]] = hlo.constant dense<true> : tensor<3xi1>
// CHECK-NEXT: return %[[T]], %[[T]]
func.func @sqrt() -> (tensor<3xi1>, tensor<3xi1>) {
  %x = hlo.constant dense<[0x40000000, 0x3E800000, 0x41100000]> : tensor<3xf32>
  %e = hlo.constant dense<[0x3FB504F3, 0x3F000000, 0x40400000]> : tensor<3xf32>
  %tol = hlo.constant dense<0x34800000> : tensor<3xf32>
  %r = hlo.sqrt %x : tensor<3xf32>
  %d = hlo.subtract %r, %e : tensor<3xf32>
  %ad = hlo.abs %d : tensor<3xf32>
  %ae = hlo.abs %e : tensor<3xf32>
  %bound = hlo.multiply %ae, %tol : tensor<3xf32>
  %ok = hlo.compare LE, %ad, %bound : tensor<3xf32>
  %x64 = hlo.constant dense<[0x4000000000000000, 0x3FD0000000000000, 0x4022000000000000]> : tensor<3xf64>
  %e64 = hlo.constant dense<[0x3FF6A09E667F3BCD, 0x3FE0000000000000, 0x4008000000000000]> : tensor<3xf64>
  %tol64 = hlo.constant dense<0x3CD0000000000000> : tensor<3xf64>
  %r64 = hlo.sqrt %x64 : tensor<3xf64>
  %d64 = hlo.subtract %r64, %e64 : tensor<3xf64>
  %ad64 = hlo.abs %d64 : tensor<3xf64>
  %ae64 = hlo.abs %e64 : tensor<3xf64>
  %bound64 = hlo.multiply %ae64, %tol64 : tensor<3xf64>
  %ok64 = hlo.compare LE, %ad64, %bound64 : tensor<3xf64>
  return %ok, %ok64 : tensor<3xi1>, tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @rsqrt
// CHECK-NEXT: %[[T:.*]] = hlo.constant dense<true> : tensor<3xi1>
// CHECK-NEXT: return %[[T]], %[[T]]
func.func @rsqrt() -> (tensor<3xi1>, tensor<3xi1>) {
  %x = hlo.constant dense<[0x40800000, 0x3E800000, 0x40000000]> : tensor<3xf32>
  %e = hlo.constant dense<[0x3F000000, 0x40000000, 0x3F3504F3]> : tensor<3xf32>
  %tol = hlo.constant dense<0x34800000> : tensor<3xf32>
  %r = hlo.rsqrt %x : tensor<3xf32>
  %d = hlo.subtract %r, %e : tensor<3xf32>
  %ad = hlo.abs %d : tensor<3xf32>
  %ae = hlo.abs %e : tensor<3xf32>
  %bound = hlo.multiply %ae, %tol : tensor<3xf32>
  %ok = hlo.compare LE, %ad, %bound : tensor<3xf32>
  %x64 = hlo.constant dense<[0x4010000000000000, 0x3FD0000000000000, 0x4000000000000000]> : tensor<3xf64>
  %e64 = hlo.constant dense<[0x3FE0000000000000, 0x4000000000000000, 0x3FE6A09E667F3BCC]> : tensor<3xf64>
  %tol64 = hlo.constant dense<0x3CD0000000000000> : tensor<3xf64>
  %r64 = hlo.rsqrt %x64 : tensor<3xf64>
  %d64 = hlo.subtract %r64, %e64 : tensor<3xf64>
  %ad64 = hlo.abs %d64 : tensor<3xf64>
  %ae64 = hlo.abs %e64 : tensor<3xf64>
  %bound64 = hlo.multiply %ae64, %tol64 : tensor<3xf64>
  %ok64 = hlo.compare LE, %ad64, %bound64 : tensor<3xf64>
  return %ok, %ok64 : tensor<3xi1>, tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @logistic
// CHECK-NEXT: %[[T:.*]] = hlo.constant dense<true> : tensor<3xi1>
// CHECK-NEXT: return %[[T]], %[[T]]
func.func @logistic() -> (tensor<3xi1>, tensor<3xi1>) {
  %x = hlo.constant dense<[0x00000000, 0x3FC00000, 0xC0000000]> : tensor<3xf32>
  %e = hlo.constant dense<[0x3F000000, 0x3F514C90, 0x3DF420A9]> : tensor<3xf32>
  %tol = hlo.constant dense<0x34800000> : tensor<3xf32>
  %r = hlo.logistic %x : tensor<3xf32>
  %d = hlo.subtract %r, %e : tensor<3xf32>
  %ad = hlo.abs %d : tensor<3xf32>
  %ae = hlo.abs %e : tensor<3xf32>
  %bound = hlo.multiply %ae, %tol : tensor<3xf32>
  %ok = hlo.compare LE, %ad, %bound : tensor<3xf32>
  %x64 = hlo.constant dense<[0x0000000000000000, 0x3FF8000000000000, 0xC000000000000000]> : tensor<3xf64>
  %e64 = hlo.constant dense<[0x3FE0000000000000, 0x3FEA2991F2A97914, 0x3FBE84152BAC31AE]> : tensor<3xf64>
  %tol64 = hlo.constant dense<0x3CD0000000000000> : tensor<3xf64>
  %r64 = hlo.logistic %x64 : tensor<3xf64>
  %d64 = hlo.subtract %r64, %e64 : tensor<3xf64>
  %ad64 = hlo.abs %d64 : tensor<3xf64>
  %ae64 = hlo.abs %e64 : tensor<3xf64>
  %bound64 = hlo.multiply %ae64, %tol64 : tensor<3xf64>
  %ok64 = hlo.compare LE, %ad64, %bound64 : tensor<3xf64>
  return %ok, %ok64 : tensor<3xi1>, tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @log_plus_one
// CHECK-NEXT: %[[T:.*]] = hlo.constant dense<true> : tensor<3xi1>
// CHECK-NEXT: return %[[T]], %[[T]]
func.func @log_plus_one() -> (tensor<3xi1>, tensor<3xi1>) {
  %x = hlo.constant dense<[0x3A83126F, 0x3F000000, 0x40400000]> : tensor<3xf32>
  %e = hlo.constant dense<[0x3A8301AB, 0x3ECF991F, 0x3FB17218]> : tensor<3xf32>
  %tol = hlo.constant dense<0x34800000> : tensor<3xf32>
  %r = hlo.log_plus_one %x : tensor<3xf32>
  %d = hlo.subtract %r, %e : tensor<3xf32>
  %ad = hlo.abs %d : tensor<3xf32>
  %ae = hlo.abs %e : tensor<3xf32>
  %bound = hlo.multiply %ae, %tol : tensor<3xf32>
  %ok = hlo.compare LE, %ad, %bound : tensor<3xf32>
  %x64 = hlo.constant dense<[0x3F50624DD2F1A9FC, 0x3FE0000000000000, 0x4008000000000000]> : tensor<3xf64>
  %e64 = hlo.constant dense<[0x3F5060354F8C3EBF, 0x3FD9F323ECBF984C, 0x3FF62E42FEFA39EF]> : tensor<3xf64>
  %tol64 = hlo.constant dense<0x3CD0000000000000> : tensor<3xf64>
  %r64 = hlo.log_plus_one %x64 : tensor<3xf64>
  %d64 = hlo.subtract %r64, %e64 : tensor<3xf64>
  %ad64 = hlo.abs %d64 : tensor<3xf64>
  %ae64 = hlo.abs %e64 : tensor<3xf64>
  %bound64 = hlo.multiply %ae64, %tol64 : tensor<3xf64>
  %ok64 = hlo.compare LE, %ad64, %bound64 : tensor<3xf64>
  return %ok, %ok64 : tensor<3xi1>, tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @exponential_minus_one
// CHECK-NEXT: %[[T:.*]] = hlo.constant dense<true> : tensor<3xi1>
// CHECK-NEXT: return %[[T]], %[[T]]
func.func @exponential_minus_one() -> (tensor<3xi1>, tensor<3xi1>) {
  %x = hlo.constant dense<[0x3A83126F, 0xBF000000, 0x3F800000]> : tensor<3xf32>
  %e = hlo.constant dense<[0x3A832337, 0xBEC974D0, 0x3FDBF0A9]> : tensor<3xf32>
  %tol = hlo.constant dense<0x34800000> : tensor<3xf32>
  %r = hlo.exponential_minus_one %x : tensor<3xf32>
  %d = hlo.subtract %r, %e : tensor<3xf32>
  %ad = hlo.abs %d : tensor<3xf32>
  %ae = hlo.abs %e : tensor<3xf32>
  %bound = hlo.multiply %ae, %tol : tensor<3xf32>
  %ok = hlo.compare LE, %ad, %bound : tensor<3xf32>
  %x64 = hlo.constant dense<[0x3F50624DD2F1A9FC, 0xBFE0000000000000, 0x3FF0000000000000]> : tensor<3xf64>
  %e64 = hlo.constant dense<[0x3F506466DFB8CF3A, 0xBFD92E9A0720D3EC, 0x3FFB7E151628AED2]> : tensor<3xf64>
  %tol64 = hlo.constant dense<0x3CD0000000000000> : tensor<3xf64>
  %r64 = hlo.exponential_minus_one %x64 : tensor<3xf64>
  %d64 = hlo.subtract %r64, %e64 : tensor<3xf64>
  %ad64 = hlo.abs %d64 : tensor<3xf64>
  %ae64 = hlo.abs %e64 : tensor<3xf64>
  %bound64 = hlo.multiply %ae64, %tol64 : tensor<3xf64>
  %ok64 = hlo.compare LE, %ad64, %bound64 : tensor<3xf64>
  return %ok, %ok64 : tensor<3xi1>, tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @erf
// CHECK-NEXT: %[[T:.*]] = hlo.constant dense<true> : tensor<3xi1>
// CHECK-NEXT: return %[[T]], %[[T]]
func.func @erf() -> (tensor<3xi1>, tensor<3xi1>) {
  %x = hlo.constant dense<[0x3DCCCCCD, 0x3F000000, 0xBF800000]> : tensor<3xf32>
  %e = hlo.constant dense<[0x3DE652F5, 0x3F053F7B, 0xBF57BB3D]> : tensor<3xf32>
  %tol = hlo.constant dense<0x34800000> : tensor<3xf32>
  %r = hlo.erf %x : tensor<3xf32>
  %d = hlo.subtract %r, %e : tensor<3xf32>
  %ad = hlo.abs %d : tensor<3xf32>
  %ae = hlo.abs %e : tensor<3xf32>
  %bound = hlo.multiply %ae, %tol : tensor<3xf32>
  %ok = hlo.compare LE, %ad, %bound : tensor<3xf32>
  %x64 = hlo.constant dense<[0x3FB999999999999A, 0x3FE0000000000000, 0xBFF0000000000000]> : tensor<3xf64>
  %e64 = hlo.constant dense<[0x3FBCCA5EA24FB334, 0x3FE0A7EF5C18EDD2, 0xBFEAF767A741088B]> : tensor<3xf64>
  %tol64 = hlo.constant dense<0x3CD0000000000000> : tensor<3xf64>
  %r64 = hlo.erf %x64 : tensor<3xf64>
  %d64 = hlo.subtract %r64, %e64 : tensor<3xf64>
  %ad64 = hlo.abs %d64 : tensor<3xf64>
  %ae64 = hlo.abs %e64 : tensor<3xf64>
  %bound64 = hlo.multiply %ae64, %tol64 : tensor<3xf64>
  %ok64 = hlo.compare LE, %ad64, %bound64 : tensor<3xf64>
  return %ok, %ok64 : tensor<3xi1>, tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @cbrt
// CHECK-NEXT: %[[T:.*]] = hlo.constant dense<true> : tensor<3xi1>
// CHECK-NEXT: return %[[T]], %[[T]]
func.func @cbrt() -> (tensor<3xi1>, tensor<3xi1>) {
  %x = hlo.constant dense<[0x41000000, 0xC1D80000, 0x40000000]> : tensor<3xf32>
  %e = hlo.constant dense<[0x40000000, 0xC0400000, 0x3FA14518]> : tensor<3xf32>
  %tol = hlo.constant dense<0x34800000> : tensor<3xf32>
  %r = hlo.cbrt %x : tensor<3xf32>
  %d = hlo.subtract %r, %e : tensor<3xf32>
  %ad = hlo.abs %d : tensor<3xf32>
  %ae = hlo.abs %e : tensor<3xf32>
  %bound = hlo.multiply %ae, %tol : tensor<3xf32>
  %ok = hlo.compare LE, %ad, %bound : tensor<3xf32>
  %x64 = hlo.constant dense<[0x4020000000000000, 0xC03B000000000000, 0x4000000000000000]> : tensor<3xf64>
  %e64 = hlo.constant dense<[0x4000000000000000, 0xC008000000000000, 0x3FF428A2F98D728B]> : tensor<3xf64>
  %tol64 = hlo.constant dense<0x3CD0000000000000> : tensor<3xf64>
  %r64 = hlo.cbrt %x64 : tensor<3xf64>
  %d64 = hlo.subtract %r64, %e64 : tensor<3xf64>
  %ad64 = hlo.abs %d64 : tensor<3xf64>
  %ae64 = hlo.abs %e64 : tensor<3xf64>
  %bound64 = hlo.multiply %ae64, %tol64 : tensor<3xf64>
  %ok64 = hlo.compare LE, %ad64, %bound64 : tensor<3xf64>
  return %ok, %ok64 : tensor<3xi1>, tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @atanh
// CHECK-NEXT: %[[T:.*]] = hlo.constant dense<true> : tensor<3xi1>
// CHECK-NEXT: return %[[T]], %[[T]]
func.func @atanh() -> (tensor<3xi1>, tensor<3xi1>) {
  %x = hlo.constant dense<[0x3F000000, 0xBE800000, 0x3DCCCCCD]> : tensor<3xf32>
  %e = hlo.constant dense<[0x3F0C9F54, 0xBE82C578, 0x3DCD7C9F]> : tensor<3xf32>
  %tol = hlo.constant dense<0x34800000> : tensor<3xf32>
  %r = hlo.atanh %x : tensor<3xf32>
  %d = hlo.subtract %r, %e : tensor<3xf32>
  %ad = hlo.abs %d : tensor<3xf32>
  %ae = hlo.abs %e : tensor<3xf32>
  %bound = hlo.multiply %ae, %tol : tensor<3xf32>
  %ok = hlo.compare LE, %ad, %bound : tensor<3xf32>
  %x64 = hlo.constant dense<[0x3FE0000000000000, 0xBFD0000000000000, 0x3FB999999999999A]> : tensor<3xf64>
  %e64 = hlo.constant dense<[0x3FE193EA7AAD030A, 0xBFD058AEFA811452, 0x3FB9AF93CD234412]> : tensor<3xf64>
  %tol64 = hlo.constant dense<0x3CD0000000000000> : tensor<3xf64>
  %r64 = hlo.atanh %x64 : tensor<3xf64>
  %d64 = hlo.subtract %r64, %e64 : tensor<3xf64>
  %ad64 = hlo.abs %d64 : tensor<3xf64>
  %ae64 = hlo.abs %e64 : tensor<3xf64>
  %bound64 = hlo.multiply %ae64, %tol64 : tensor<3xf64>
  %ok64 = hlo.compare LE, %ad64, %bound64 : tensor<3xf64>
  return %ok, %ok64 : tensor<3xi1>, tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @tan
// CHECK-NEXT: %[[T:.*]] = hlo.constant dense<true> : tensor<3xi1>
// CHECK-NEXT: return %[[T]], %[[T]]
func.func @tan() -> (tensor<3xi1>, tensor<3xi1>) {
  %x = hlo.constant dense<[0x3F000000, 0xBF800000, 0x3E800000]> : tensor<3xf32>
  %e = hlo.constant dense<[0x3F0BDA7B, 0xBFC75923, 0x3E82BC2D]> : tensor<3xf32>
  %tol = hlo.constant dense<0x34800000> : tensor<3xf32>
  %r = hlo.tan %x : tensor<3xf32>
  %d = hlo.subtract %r, %e : tensor<3xf32>
  %ad = hlo.abs %d : tensor<3xf32>
  %ae = hlo.abs %e : tensor<3xf32>
  %bound = hlo.multiply %ae, %tol : tensor<3xf32>
  %ok = hlo.compare LE, %ad, %bound : tensor<3xf32>
  %x64 = hlo.constant dense<[0x3FE0000000000000, 0xBFF0000000000000, 0x3FD0000000000000]> : tensor<3xf64>
  %e64 = hlo.constant dense<[0x3FE17B4F5BF3474A, 0xBFF8EB245CBEE3A6, 0x3FD05785A43C4C56]> : tensor<3xf64>
  %tol64 = hlo.constant dense<0x3CD0000000000000> : tensor<3xf64>
  %r64 = hlo.tan %x64 : tensor<3xf64>
  %d64 = hlo.subtract %r64, %e64 : tensor<3xf64>
  %ad64 = hlo.abs %d64 : tensor<3xf64>
  %ae64 = hlo.abs %e64 : tensor<3xf64>
  %bound64 = hlo.multiply %ae64, %tol64 : tensor<3xf64>
  %ok64 = hlo.compare LE, %ad64, %bound64 : tensor<3xf64>
  return %ok, %ok64 : tensor<3xi1>, tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @sinh
// CHECK-NEXT: %[[T:.*]] = hlo.constant dense<true> : tensor<3xi1>
// CHECK-NEXT: return %[[T]], %[[T]]
func.func @sinh() -> (tensor<3xi1>, tensor<3xi1>) {
  %x = hlo.constant dense<[0x3F000000, 0xBF800000, 0x40000000]> : tensor<3xf32>
  %e = hlo.constant dense<[0x3F056680, 0xBF966CFE, 0x40681E7B]> : tensor<3xf32>
  %tol = hlo.constant dense<0x34800000> : tensor<3xf32>
  %r = hlo.sinh %x : tensor<3xf32>
  %d = hlo.subtract %r, %e : tensor<3xf32>
  %ad = hlo.abs %d : tensor<3xf32>
  %ae = hlo.abs %e : tensor<3xf32>
  %bound = hlo.multiply %ae, %tol : tensor<3xf32>
  %ok = hlo.compare LE, %ad, %bound : tensor<3xf32>
  %x64 = hlo.constant dense<[0x3FE0000000000000, 0xBFF0000000000000, 0x4000000000000000]> : tensor<3xf64>
  %e64 = hlo.constant dense<[0x3FE0ACD00FE63B97, 0xBFF2CD9FC44EB982, 0x400D03CF63B6E1A0]> : tensor<3xf64>
  %tol64 = hlo.constant dense<0x3CD0000000000000> : tensor<3xf64>
  %r64 = hlo.sinh %x64 : tensor<3xf64>
  %d64 = hlo.subtract %r64, %e64 : tensor<3xf64>
  %ad64 = hlo.abs %d64 : tensor<3xf64>
  %ae64 = hlo.abs %e64 : tensor<3xf64>
  %bound64 = hlo.multiply %ae64, %tol64 : tensor<3xf64>
  %ok64 = hlo.compare LE, %ad64, %bound64 : tensor<3xf64>
  return %ok, %ok64 : tensor<3xi1>, tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @cosh
// CHECK-NEXT: %[[T:.*]] = hlo.constant dense<true> : tensor<3xi1>
// CHECK-NEXT: return %[[T]], %[[T]]
func.func @cosh() -> (tensor<3xi1>, tensor<3xi1>) {
  %x = hlo.constant dense<[0x3F000000, 0xBF800000, 0x40000000]> : tensor<3xf32>
  %e = hlo.constant dense<[0x3F90560C, 0x3FC583AB, 0x4070C7D0]> : tensor<3xf32>
  %tol = hlo.constant dense<0x34800000> : tensor<3xf32>
  %r = hlo.cosh %x : tensor<3xf32>
  %d = hlo.subtract %r, %e : tensor<3xf32>
  %ad = hlo.abs %d : tensor<3xf32>
  %ae = hlo.abs %e : tensor<3xf32>
  %bound = hlo.multiply %ae, %tol : tensor<3xf32>
  %ok = hlo.compare LE, %ad, %bound : tensor<3xf32>
  %x64 = hlo.constant dense<[0x3FE0000000000000, 0xBFF0000000000000, 0x4000000000000000]> : tensor<3xf64>
  %e64 = hlo.constant dense<[0x3FF20AC1862AE8D0, 0x3FF8B07551D9F550, 0x400E18FA0DF2D9BC]> : tensor<3xf64>
  %tol64 = hlo.constant dense<0x3CD0000000000000> : tensor<3xf64>
  %r64 = hlo.cosh %x64 : tensor<3xf64>
  %d64 = hlo.subtract %r64, %e64 : tensor<3xf64>
  %ad64 = hlo.abs %d64 : tensor<3xf64>
  %ae64 = hlo.abs %e64 : tensor<3xf64>
  %bound64 = hlo.multiply %ae64, %tol64 : tensor<3xf64>
  %ok64 = hlo.compare LE, %ad64, %bound64 : tensor<3xf64>
  return %ok, %ok64 : tensor<3xi1>, tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @asinh
// CHECK-NEXT: %[[T:.*]] = hlo.constant dense<true> : tensor<3xi1>
// CHECK-NEXT: return %[[T]], %[[T]]
func.func @asinh() -> (tensor<3xi1>, tensor<3xi1>) {
  %x = hlo.constant dense<[0x3F000000, 0xBF800000, 0x40000000]> : tensor<3xf32>
  %e = hlo.constant dense<[0x3EF66165, 0xBF61A1B3, 0x3FB8C90C]> : tensor<3xf32>
  %tol = hlo.constant dense<0x34800000> : tensor<3xf32>
  %r = hlo.asinh %x : tensor<3xf32>
  %d = hlo.subtract %r, %e : tensor<3xf32>
  %ad = hlo.abs %d : tensor<3xf32>
  %ae = hlo.abs %e : tensor<3xf32>
  %bound = hlo.multiply %ae, %tol : tensor<3xf32>
  %ok = hlo.compare LE, %ad, %bound : tensor<3xf32>
  %x64 = hlo.constant dense<[0x3FE0000000000000, 0xBFF0000000000000, 0x4000000000000000]> : tensor<3xf64>
  %e64 = hlo.constant dense<[0x3FDECC2CAEC5160A, 0xBFEC34366179D427, 0x3FF719218313D087]> : tensor<3xf64>
  %tol64 = hlo.constant dense<0x3CD0000000000000> : tensor<3xf64>
  %r64 = hlo.asinh %x64 : tensor<3xf64>
  %d64 = hlo.subtract %r64, %e64 : tensor<3xf64>
  %ad64 = hlo.abs %d64 : tensor<3xf64>
  %ae64 = hlo.abs %e64 : tensor<3xf64>
  %bound64 = hlo.multiply %ae64, %tol64 : tensor<3xf64>
  %ok64 = hlo.compare LE, %ad64, %bound64 : tensor<3xf64>
  return %ok, %ok64 : tensor<3xi1>, tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @acos
// CHECK-NEXT: %[[T:.*]] = hlo.constant dense<true> : tensor<3xi1>
// CHECK-NEXT: return %[[T]], %[[T]]
func.func @acos() -> (tensor<3xi1>, tensor<3xi1>) {
  %x = hlo.constant dense<[0x3F000000, 0xBE800000, 0x3F666666]> : tensor<3xf32>
  %e = hlo.constant dense<[0x3F860A92, 0x3FE967AE, 0x3EE6ECFE]> : tensor<3xf32>
  %tol = hlo.constant dense<0x34800000> : tensor<3xf32>
  %r = hlo.acos %x : tensor<3xf32>
  %d = hlo.subtract %r, %e : tensor<3xf32>
  %ad = hlo.abs %d : tensor<3xf32>
  %ae = hlo.abs %e : tensor<3xf32>
  %bound = hlo.multiply %ae, %tol : tensor<3xf32>
  %ok = hlo.compare LE, %ad, %bound : tensor<3xf32>
  %x64 = hlo.constant dense<[0x3FE0000000000000, 0xBFD0000000000000, 0x3FECCCCCCCCCCCCD]> : tensor<3xf64>
  %e64 = hlo.constant dense<[0x3FF0C152382D7366, 0x3FFD2CF5C7C70F0C, 0x3FDCDD9F8F922E98]> : tensor<3xf64>
  %tol64 = hlo.constant dense<0x3CD0000000000000> : tensor<3xf64>
  %r64 = hlo.acos %x64 : tensor<3xf64>
  %d64 = hlo.subtract %r64, %e64 : tensor<3xf64>
  %ad64 = hlo.abs %d64 : tensor<3xf64>
  %ae64 = hlo.abs %e64 : tensor<3xf64>
  %bound64 = hlo.multiply %ae64, %tol64 : tensor<3xf64>
  %ok64 = hlo.compare LE, %ad64, %bound64 : tensor<3xf64>
  return %ok, %ok64 : tensor<3xi1>, tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @asin
// CHECK-NEXT: %[[T:.*]] = hlo.constant dense<true> : tensor<3xi1>
// CHECK-NEXT: return %[[T]], %[[T]]
func.func @asin() -> (tensor<3xi1>, tensor<3xi1>) {
  %x = hlo.constant dense<[0x3F000000, 0xBE800000, 0x3F666666]> : tensor<3xf32>
  %e = hlo.constant dense<[0x3F060A92, 0xBE815F4E, 0x3F8F549B]> : tensor<3xf32>
  %tol = hlo.constant dense<0x34800000> : tensor<3xf32>
  %r = hlo.asin %x : tensor<3xf32>
  %d = hlo.subtract %r, %e : tensor<3xf32>
  %ad = hlo.abs %d : tensor<3xf32>
  %ae = hlo.abs %e : tensor<3xf32>
  %bound = hlo.multiply %ae, %tol : tensor<3xf32>
  %ok = hlo.compare LE, %ad, %bound : tensor<3xf32>
  %x64 = hlo.constant dense<[0x3FE0000000000000, 0xBFD0000000000000, 0x3FECCCCCCCCCCCCD]> : tensor<3xf64>
  %e64 = hlo.constant dense<[0x3FE0C152382D7366, 0xBFD02BE9CE0B87CD, 0x3FF1EA93705FA172]> : tensor<3xf64>
  %tol64 = hlo.constant dense<0x3CD0000000000000> : tensor<3xf64>
  %r64 = hlo.asin %x64 : tensor<3xf64>
  %d64 = hlo.subtract %r64, %e64 : tensor<3xf64>
  %ad64 = hlo.abs %d64 : tensor<3xf64>
  %ae64 = hlo.abs %e64 : tensor<3xf64>
  %bound64 = hlo.multiply %ae64, %tol64 : tensor<3xf64>
  %ok64 = hlo.compare LE, %ad64, %bound64 : tensor<3xf64>
  return %ok, %ok64 : tensor<3xi1>, tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @acosh
// CHECK-NEXT: %[[T:.*]] = hlo.constant dense<true> : tensor<3xi1>
// CHECK-NEXT: return %[[T]], %[[T]]
func.func @acosh() -> (tensor<3xi1>, tensor<3xi1>) {
  %x = hlo.constant dense<[0x3FC00000, 0x40000000, 0x41200000]> : tensor<3xf32>
  %e = hlo.constant dense<[0x3F766165, 0x3FA89214, 0x403F90F7]> : tensor<3xf32>
  %tol = hlo.constant dense<0x34800000> : tensor<3xf32>
  %r = hlo.acosh %x : tensor<3xf32>
  %d = hlo.subtract %r, %e : tensor<3xf32>
  %ad = hlo.abs %d : tensor<3xf32>
  %ae = hlo.abs %e : tensor<3xf32>
  %bound = hlo.multiply %ae, %tol : tensor<3xf32>
  %ok = hlo.compare LE, %ad, %bound : tensor<3xf32>
  %x64 = hlo.constant dense<[0x3FF8000000000000, 0x4000000000000000, 0x4024000000000000]> : tensor<3xf64>
  %e64 = hlo.constant dense<[0x3FEECC2CAEC5160A, 0x3FF5124271980434, 0x4007F21ED1CE05D4]> : tensor<3xf64>
  %tol64 = hlo.constant dense<0x3CD0000000000000> : tensor<3xf64>
  %r64 = hlo.acosh %x64 : tensor<3xf64>
  %d64 = hlo.subtract %r64, %e64 : tensor<3xf64>
  %ad64 = hlo.abs %d64 : tensor<3xf64>
  %ae64 = hlo.abs %e64 : tensor<3xf64>
  %bound64 = hlo.multiply %ae64, %tol64 : tensor<3xf64>
  %ok64 = hlo.compare LE, %ad64, %bound64 : tensor<3xf64>
  return %ok, %ok64 : tensor<3xi1>, tensor<3xi1>
}
