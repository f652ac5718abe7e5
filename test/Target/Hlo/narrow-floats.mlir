// XLA's float types that MLIR 19 lacks (the dialect's !hlo.f8e3m4,
// !hlo.f8e8m0fnu, !hlo.f6e2m3fn, !hlo.f6e3m2fn, !hlo.f4e2m1fn) export as
// XLA's types with a byte per literal element (the bit pattern), print as
// XLA spells them and their values, and import back, from HLO text and from
// HloModuleProto.
// RUN: xhlo-translate --mlir-to-hlo-proto-text %s | FileCheck %s --check-prefix=PROTO
// RUN: xhlo-translate --mlir-to-hlo-text %s | FileCheck %s --check-prefix=TEXT
// RUN: xhlo-translate --mlir-to-hlo-text %s | xhlo-translate --hlo-text-to-mlir | FileCheck %s --check-prefixes=BACK,BACK-TEXT
// RUN: xhlo-translate --mlir-to-hlo-proto %s | xhlo-translate --hlo-proto-to-mlir | FileCheck %s --check-prefixes=BACK,BACK-PROTO
// RUN: xhlo-translate --mlir-to-hlo-text %s | xhlo-translate --hlo-text-to-mlir | xhlo-translate --mlir-to-hlo-text | FileCheck %s --check-prefix=TEXT

// f8e3m4 (bias 3): 0x3C = 1.75, 0xC0 = -2, 0x70 = inf, 0x7F NaN. The NaN
// prints as `nan`, which XLA's parser reads as the quiet NaN without payload,
// 0x78 (120); the proto keeps its bits.
// f8e8m0fnu: 0x7F = 1, 0x80 = 2, 0x00 = 2^-127, 0xFF NaN. 2^-127 prints
// with four digits: XLA's two (5.9e-39) would read back as 2^-126, as XLA's
// parser (ml_dtypes) rounds every value in (2^-127, 2^-126) up.
// f6e2m3fn (bias 1): 0x1F = 7.5, 0x21 = -0.125. f6e3m2fn (bias 3): 0x1F = 28,
// 0x01 = 0.0625. f4e2m1fn (bias 1): 0x3 = 1.5, 0xF = -6, 0x8 = -0.
// PROTO: element_type: F8E3M4
// PROTO: f8e3m4s: "<\300p\177"
// PROTO: f8e8m0fnus: "\177\200\000\377"
// PROTO: f6e2m3fns: "\037!"
// PROTO: f6e3m2fns: "\037\001"
// PROTO: f4e2m1fns: "\003\017\010"
// TEXT: f8e3m4[4]{0} constant({1.75, -2, inf, nan})
// TEXT: f8e8m0fnu[4]{0} constant({1, 2, 5.877e-39, nan})
// TEXT: f6e2m3fn[2]{0} constant({7.5, -0.125})
// TEXT: f6e3m2fn[2]{0} constant({28, 0.062})
// TEXT: f4e2m1fn[3]{0} constant({1.5, -6, -0})
// TEXT: f4e2m1fn[3]{0} add(
// TEXT: f32[3]{0} convert(
// BACK: func.func @main(%{{.*}}: tensor<3x!hlo.f4e2m1fn>)
// BACK-TEXT-DAG: hlo.constant #hlo.float_bits<dense<[60, 192, 112, 120]> : tensor<4xui8>> : tensor<4x!hlo.f8e3m4>
// BACK-PROTO-DAG: hlo.constant #hlo.float_bits<dense<[60, 192, 112, 127]> : tensor<4xui8>> : tensor<4x!hlo.f8e3m4>
// BACK-DAG: hlo.constant #hlo.float_bits<dense<[127, 128, 0, 255]> : tensor<4xui8>> : tensor<4x!hlo.f8e8m0fnu>
// BACK-DAG: hlo.constant #hlo.float_bits<dense<[31, 33]> : tensor<2xui8>> : tensor<2x!hlo.f6e2m3fn>
// BACK-DAG: hlo.constant #hlo.float_bits<dense<[31, 1]> : tensor<2xui8>> : tensor<2x!hlo.f6e3m2fn>
// BACK-DAG: hlo.constant #hlo.float_bits<dense<[3, 15, 8]> : tensor<3xui8>> : tensor<3x!hlo.f4e2m1fn>
// BACK: hlo.add %{{.*}}, %{{.*}} : tensor<3x!hlo.f4e2m1fn>
func.func @main(%x: tensor<3x!hlo.f4e2m1fn>) -> (tensor<3xf32>, tensor<4x!hlo.f8e3m4>, tensor<4x!hlo.f8e8m0fnu>, tensor<2x!hlo.f6e2m3fn>, tensor<2x!hlo.f6e3m2fn>) {
  %a = hlo.constant #hlo.float_bits<dense<[60, 192, 112, 127]> : tensor<4xui8>> : tensor<4x!hlo.f8e3m4>
  %b = hlo.constant #hlo.float_bits<dense<[127, 128, 0, 255]> : tensor<4xui8>> : tensor<4x!hlo.f8e8m0fnu>
  %c = hlo.constant #hlo.float_bits<dense<[31, 33]> : tensor<2xui8>> : tensor<2x!hlo.f6e2m3fn>
  %d = hlo.constant #hlo.float_bits<dense<[31, 1]> : tensor<2xui8>> : tensor<2x!hlo.f6e3m2fn>
  %e = hlo.constant #hlo.float_bits<dense<[3, 15, 8]> : tensor<3xui8>> : tensor<3x!hlo.f4e2m1fn>
  %s = hlo.add %x, %e : tensor<3x!hlo.f4e2m1fn>
  %f = hlo.convert %s : (tensor<3x!hlo.f4e2m1fn>) -> tensor<3xf32>
  return %f, %a, %b, %c, %d : tensor<3xf32>, tensor<4x!hlo.f8e3m4>, tensor<4x!hlo.f8e8m0fnu>, tensor<2x!hlo.f6e2m3fn>, tensor<2x!hlo.f6e3m2fn>
}
