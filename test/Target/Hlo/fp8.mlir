// XLA's 8-bit floats that MLIR 19 has (f8e5m2, f8e4m3fn, f8e4m3b11fnuz,
// f8e5m2fnuz, f8e4m3fnuz, f8e4m3) export as XLA's types with one byte per
// literal element, print as XLA spells them, and import back.
// RUN: xhlo-translate --mlir-to-hlo-proto-text %s | FileCheck %s --check-prefix=PROTO
// RUN: xhlo-translate --mlir-to-hlo-text %s | FileCheck %s --check-prefix=TEXT
// RUN: xhlo-translate --mlir-to-hlo-text %s | xhlo-translate --hlo-text-to-mlir | FileCheck %s --check-prefix=BACK
// RUN: xhlo-translate --mlir-to-hlo-proto %s | xhlo-translate --hlo-proto-to-mlir | FileCheck %s --check-prefix=BACK

// 1.5 is 0x3C and -2 is 0xC0 in f8e4m3fn (bias 7, 3 mantissa bits).
// PROTO: element_type: F8E4M3FN
// PROTO: f8e4m3fns: "<\300"
// PROTO: element_type: F8E5M2
// TEXT: ENTRY main {
// TEXT:   constant.{{[0-9]+}} = f8e4m3fn[2]{0} constant({1.5, -2})
// TEXT:   convert.{{[0-9]+}} = f32[2]{0} convert(Arg_1.{{[0-9]+}})
// BACK: func.func @main(%{{.*}}: tensor<2xf8E4M3FN>, %{{.*}}: tensor<2xf8E5M2>)
// BACK: hlo.constant dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf8E4M3FN>
// BACK: hlo.add %{{.*}}, %{{.*}} : tensor<2xf8E4M3FN>
func.func @main(%x: tensor<2xf8E4M3FN>, %y: tensor<2xf8E5M2>) -> (tensor<2xf32>, tensor<2xf8E4M3FN>) {
  %c = hlo.constant dense<[1.5, -2.0]> : tensor<2xf8E4M3FN>
  %s = hlo.add %x, %c : tensor<2xf8E4M3FN>
  %a = hlo.convert %s : (tensor<2xf8E4M3FN>) -> tensor<2xf32>
  %b = hlo.convert %y : (tensor<2xf8E5M2>) -> tensor<2xf32>
  %m = hlo.multiply %a, %b : tensor<2xf32>
  return %m, %s : tensor<2xf32>, tensor<2xf8E4M3FN>
}
