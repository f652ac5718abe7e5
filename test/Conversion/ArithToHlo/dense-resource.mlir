// dense_resource constants (a blob in the builtin dialect's resources; the
// hex string's first 4 bytes are the alignment) become hlo constants of the
// blob's elements, little-endian, each in the bytes DenseElementsAttr
// stores it in: i1 one byte (0 or 1), i4 one byte, index 8 bytes, complex
// the real then the imaginary part. Every value below is decoded by hand
// from its bytes (f32 0x3FC00000 = 1.5, f16 0x7C00 = inf, bf16 0xC040 = -3,
// f8E4M3FN 0x7E = 448, i4 0x0F = -1, ...).
// RUN: xhlo-opt --convert-arith-to-hlo %s | FileCheck %s
// Index elements wrap to the index width: 2^32 becomes 0 in i32.
// RUN: xhlo-opt --convert-arith-to-hlo=index-bitwidth=32 %s | FileCheck %s --check-prefix=I32

// CHECK-LABEL: func.func @types
// CHECK-NOT: dense_resource
// CHECK: hlo.constant dense<[1.500000e+00, -1.000000e+01]> : tensor<2xf32>
// CHECK: hlo.constant dense<[1.000000e+00, 0xFFF0000000000000]> : tensor<2xf64>
// CHECK: hlo.constant dense<[1.000000e+00, -2.000000e+00, 0x7C00]> : tensor<3xf16>
// CHECK: hlo.constant dense<[1.000000e+00, -3.000000e+00]> : tensor<2xbf16>
// CHECK: hlo.constant dense<[true, false, true, true, false]> : tensor<5xi1>
// CHECK: hlo.constant dense<{{\[\[}}1, -1], [127, -128]]> : tensor<2x2xi8>
// CHECK: hlo.constant dense<[7, -1, -8]> : tensor<3xi4>
// CHECK: hlo.constant dense<[4660, -32768]> : tensor<2xi16>
// CHECK: hlo.constant dense<[-1, -2147483648]> : tensor<2xi32>
// CHECK: hlo.constant dense<[9223372036854775807, 1]> : tensor<2xi64>
// CHECK: hlo.constant dense<[5, 4294967296]> : tensor<2xi64>
// CHECK: hlo.constant dense<[(1.000000e+00,2.000000e+00), (-1.500000e+00,0.000000e+00)]> : tensor<2xcomplex<f32>>
// CHECK: hlo.constant dense<[1.000000e+00, 4.480000e+02]> : tensor<2xf8E4M3FN>
// CHECK: hlo.constant dense<> : tensor<0xf32>
// CHECK: hlo.constant dense<[true, false, false, false, false, false, false, false, true]> : tensor<9xi1>
// I32: hlo.constant dense<[5, 0]> : tensor<2xi32>
func.func @types() -> (tensor<2xf32>, tensor<2xf64>, tensor<3xf16>, tensor<2xbf16>, tensor<5xi1>, tensor<2x2xi8>, tensor<3xi4>, tensor<2xi16>, tensor<2xi32>, tensor<2xi64>, tensor<2xindex>, tensor<2xcomplex<f32>>, tensor<2xf8E4M3FN>, tensor<0xf32>, tensor<9xi1>) {
  %0 = arith.constant dense_resource<f32s> : tensor<2xf32>
  %1 = arith.constant dense_resource<f64s> : tensor<2xf64>
  %2 = arith.constant dense_resource<f16s> : tensor<3xf16>
  %3 = arith.constant dense_resource<bf16s> : tensor<2xbf16>
  %4 = arith.constant dense_resource<bools> : tensor<5xi1>
  %5 = arith.constant dense_resource<i8s> : tensor<2x2xi8>
  %6 = arith.constant dense_resource<i4s> : tensor<3xi4>
  %7 = arith.constant dense_resource<i16s> : tensor<2xi16>
  %8 = arith.constant dense_resource<i32s> : tensor<2xi32>
  %9 = arith.constant dense_resource<i64s> : tensor<2xi64>
  %10 = arith.constant dense_resource<indices> : tensor<2xindex>
  %11 = arith.constant dense_resource<complexes> : tensor<2xcomplex<f32>>
  %12 = arith.constant dense_resource<f8s> : tensor<2xf8E4M3FN>
  %13 = arith.constant dense_resource<empty> : tensor<0xf32>
  %14 = arith.constant dense_resource<bools9> : tensor<9xi1>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : tensor<2xf32>, tensor<2xf64>, tensor<3xf16>, tensor<2xbf16>, tensor<5xi1>, tensor<2x2xi8>, tensor<3xi4>, tensor<2xi16>, tensor<2xi32>, tensor<2xi64>, tensor<2xindex>, tensor<2xcomplex<f32>>, tensor<2xf8E4M3FN>, tensor<0xf32>, tensor<9xi1>
}
{-#
  dialect_resources: {
    builtin: {
      f32s: "0x040000000000C03F000020C1",
      f64s: "0x08000000000000000000F03F000000000000F0FF",
      f16s: "0x02000000003C00C0007C",
      bf16s: "0x02000000803F40C0",
      bools: "0x010000000100010100",
      i8s: "0x0100000001FF7F80",
      i4s: "0x01000000070F08",
      i16s: "0x0200000034120080",
      i32s: "0x04000000FFFFFFFF00000080",
      i64s: "0x08000000FFFFFFFFFFFFFF7F0100000000000000",
      indices: "0x0800000005000000000000000000000001000000",
      complexes: "0x040000000000803F000000400000C0BF00000000",
      f8s: "0x01000000387E",
      empty: "0x04000000",
      bools9: "0x01000000010000000000000001"
    }
  }
#-}
