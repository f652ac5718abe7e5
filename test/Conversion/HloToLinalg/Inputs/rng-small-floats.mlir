// hlo.rng of the floats of at most 8 bits for rng-run.test: drawn in f32
// and converted as XLA converts an f32, a UNIFORM value that reaches b
// replaced by the format's largest value below b (bounds one step apart
// force it), both distributions, every format.
func.func @small_floats() -> (tensor<64xf8E4M3FN>, tensor<64xf8E5M2>,
    tensor<64xf8E4M3FNUZ>, tensor<64xf8E5M2FNUZ>, tensor<64xf8E4M3B11FNUZ>,
    tensor<64xf8E4M3>, tensor<64x!hlo.f8e3m4>, tensor<64x!hlo.f8e8m0fnu>,
    tensor<64x!hlo.f6e2m3fn>, tensor<64x!hlo.f6e3m2fn>,
    tensor<64x!hlo.f4e2m1fn>, tensor<64xf8E4M3FN>) {
  %a0 = hlo.constant dense<0.5> : tensor<f8E4M3FN>
  %b0 = hlo.constant dense<1.0> : tensor<f8E4M3FN>
  %0 = hlo.rng UNIFORM, %a0, %b0 : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<64xf8E4M3FN>
  %a1 = hlo.constant dense<-2.0> : tensor<f8E5M2>
  %b1 = hlo.constant dense<3.0> : tensor<f8E5M2>
  %1 = hlo.rng NORMAL, %a1, %b1 : (tensor<f8E5M2>, tensor<f8E5M2>) -> tensor<64xf8E5M2>
  %a2 = hlo.constant dense<1.0> : tensor<f8E4M3FNUZ>
  %b2 = hlo.constant dense<1.125> : tensor<f8E4M3FNUZ>
  %2 = hlo.rng UNIFORM, %a2, %b2 : (tensor<f8E4M3FNUZ>, tensor<f8E4M3FNUZ>) -> tensor<64xf8E4M3FNUZ>
  %a3 = hlo.constant dense<-4.0> : tensor<f8E5M2FNUZ>
  %b3 = hlo.constant dense<4.0> : tensor<f8E5M2FNUZ>
  %3 = hlo.rng UNIFORM, %a3, %b3 : (tensor<f8E5M2FNUZ>, tensor<f8E5M2FNUZ>) -> tensor<64xf8E5M2FNUZ>
  %a4 = hlo.constant dense<0.0> : tensor<f8E4M3B11FNUZ>
  %b4 = hlo.constant dense<0.25> : tensor<f8E4M3B11FNUZ>
  %4 = hlo.rng NORMAL, %a4, %b4 : (tensor<f8E4M3B11FNUZ>, tensor<f8E4M3B11FNUZ>) -> tensor<64xf8E4M3B11FNUZ>
  %a5 = hlo.constant dense<1.0> : tensor<f8E4M3>
  %b5 = hlo.constant dense<4.0> : tensor<f8E4M3>
  %5 = hlo.rng UNIFORM, %a5, %b5 : (tensor<f8E4M3>, tensor<f8E4M3>) -> tensor<64xf8E4M3>
  %a6 = hlo.constant #hlo.float_bits<dense<48> : tensor<ui8>> : tensor<!hlo.f8e3m4>
  %b6 = hlo.constant #hlo.float_bits<dense<16> : tensor<ui8>> : tensor<!hlo.f8e3m4>
  %6 = hlo.rng NORMAL, %a6, %b6 : (tensor<!hlo.f8e3m4>, tensor<!hlo.f8e3m4>) -> tensor<64x!hlo.f8e3m4>
  %a7 = hlo.constant #hlo.float_bits<dense<127> : tensor<ui8>> : tensor<!hlo.f8e8m0fnu>
  %b7 = hlo.constant #hlo.float_bits<dense<130> : tensor<ui8>> : tensor<!hlo.f8e8m0fnu>
  %7 = hlo.rng UNIFORM, %a7, %b7 : (tensor<!hlo.f8e8m0fnu>, tensor<!hlo.f8e8m0fnu>) -> tensor<64x!hlo.f8e8m0fnu>
  %a8 = hlo.constant #hlo.float_bits<dense<0> : tensor<ui8>> : tensor<!hlo.f6e2m3fn>
  %b8 = hlo.constant #hlo.float_bits<dense<8> : tensor<ui8>> : tensor<!hlo.f6e2m3fn>
  %8 = hlo.rng NORMAL, %a8, %b8 : (tensor<!hlo.f6e2m3fn>, tensor<!hlo.f6e2m3fn>) -> tensor<64x!hlo.f6e2m3fn>
  %a9 = hlo.constant #hlo.float_bits<dense<36> : tensor<ui8>> : tensor<!hlo.f6e3m2fn>
  %b9 = hlo.constant #hlo.float_bits<dense<20> : tensor<ui8>> : tensor<!hlo.f6e3m2fn>
  %9 = hlo.rng UNIFORM, %a9, %b9 : (tensor<!hlo.f6e3m2fn>, tensor<!hlo.f6e3m2fn>) -> tensor<64x!hlo.f6e3m2fn>
  %a10 = hlo.constant #hlo.float_bits<dense<1> : tensor<ui8>> : tensor<!hlo.f4e2m1fn>
  %b10 = hlo.constant #hlo.float_bits<dense<5> : tensor<ui8>> : tensor<!hlo.f4e2m1fn>
  %10 = hlo.rng UNIFORM, %a10, %b10 : (tensor<!hlo.f4e2m1fn>, tensor<!hlo.f4e2m1fn>) -> tensor<64x!hlo.f4e2m1fn>
  %11 = hlo.rng NORMAL, %a0, %b0 : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<64xf8E4M3FN>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : tensor<64xf8E4M3FN>,
      tensor<64xf8E5M2>, tensor<64xf8E4M3FNUZ>, tensor<64xf8E5M2FNUZ>,
      tensor<64xf8E4M3B11FNUZ>, tensor<64xf8E4M3>, tensor<64x!hlo.f8e3m4>,
      tensor<64x!hlo.f8e8m0fnu>, tensor<64x!hlo.f6e2m3fn>,
      tensor<64x!hlo.f6e3m2fn>, tensor<64x!hlo.f4e2m1fn>, tensor<64xf8E4M3FN>
}
