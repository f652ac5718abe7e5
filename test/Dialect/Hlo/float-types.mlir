// XLA's float types that MLIR 19 has no builtin type for are the dialect's
// own element types: they parse and print, verify where XLA's floats are
// allowed (not where integers are), hold constants as #hlo.float_bits (bit
// patterns), and nothing folds them (canonicalization leaves convert and
// arithmetic of them alone).
// RUN: xhlo-opt %s | FileCheck %s
// RUN: xhlo-opt %s | xhlo-opt | FileCheck %s
// RUN: xhlo-opt --canonicalize %s | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @types
// CHECK-SAME: tensor<2x!hlo.f8e3m4>, %{{.*}}: tensor<2x!hlo.f8e8m0fnu>, %{{.*}}: tensor<2x!hlo.f6e2m3fn>, %{{.*}}: tensor<2x!hlo.f6e3m2fn>, %{{.*}}: tensor<2x!hlo.f4e2m1fn>
func.func @types(%a: tensor<2x!hlo.f8e3m4>, %b: tensor<2x!hlo.f8e8m0fnu>,
                 %c: tensor<2x!hlo.f6e2m3fn>, %d: tensor<2x!hlo.f6e3m2fn>,
                 %e: tensor<2x!hlo.f4e2m1fn>) -> tensor<2x!hlo.f4e2m1fn> {
  return %e : tensor<2x!hlo.f4e2m1fn>
}

// CHECK-LABEL: func.func @ops
// CHECK: %[[C:.*]] = hlo.constant #hlo.float_bits<dense<[2, 11]> : tensor<2xui8>> : tensor<2x!hlo.f4e2m1fn>
// CHECK: %[[S:.*]] = hlo.constant #hlo.float_bits<dense<127> : tensor<2xui8>> : tensor<2x!hlo.f8e8m0fnu>
// CHECK: hlo.add %{{.*}}, %[[C]] : tensor<2x!hlo.f4e2m1fn>
// CHECK: hlo.compare LT, %{{.*}}, %[[C]] : tensor<2x!hlo.f4e2m1fn>
// CHECK: hlo.convert %{{.*}} : (tensor<2xf32>) -> tensor<2x!hlo.f4e2m1fn>
// CHECK: hlo.convert %{{.*}} : (tensor<2x!hlo.f4e2m1fn>) -> tensor<2xf32>
// CHECK: hlo.exponential %{{.*}} : tensor<2x!hlo.f8e3m4>
// CHECK: hlo.dot %{{.*}}, %{{.*}} : (tensor<2x!hlo.f6e3m2fn>, tensor<2x!hlo.f6e3m2fn>) -> tensor<2x2x!hlo.f6e3m2fn>
// CHECK: hlo.bitcast_convert %{{.*}} : (tensor<2x!hlo.f8e3m4>) -> tensor<2xui8>
// CANON-LABEL: func.func @ops
// CANON: hlo.constant #hlo.float_bits<dense<[2, 11]> : tensor<2xui8>> : tensor<2x!hlo.f4e2m1fn>
// CANON: hlo.add
// CANON: hlo.convert %{{.*}} : (tensor<2xf32>) -> tensor<2x!hlo.f4e2m1fn>
func.func @ops(%x: tensor<2x!hlo.f4e2m1fn>, %f: tensor<2xf32>,
               %g: tensor<2x!hlo.f8e3m4>, %h: tensor<2x!hlo.f6e3m2fn>)
    -> (tensor<2x!hlo.f4e2m1fn>, tensor<2x!hlo.f8e8m0fnu>, tensor<2xi1>,
        tensor<2xf32>, tensor<2x!hlo.f8e3m4>, tensor<2x2x!hlo.f6e3m2fn>,
        tensor<2xui8>) {
  %c = hlo.constant #hlo.float_bits<dense<[2, 11]> : tensor<2xui8>> : tensor<2x!hlo.f4e2m1fn>
  %s = hlo.constant #hlo.float_bits<dense<127> : tensor<2xui8>> : tensor<2x!hlo.f8e8m0fnu>
  %sum = hlo.add %x, %c : tensor<2x!hlo.f4e2m1fn>
  %lt = hlo.compare LT, %x, %c : tensor<2x!hlo.f4e2m1fn>
  %t = hlo.convert %f : (tensor<2xf32>) -> tensor<2x!hlo.f4e2m1fn>
  %sum2 = hlo.add %sum, %t : tensor<2x!hlo.f4e2m1fn>
  %back = hlo.convert %sum2 : (tensor<2x!hlo.f4e2m1fn>) -> tensor<2xf32>
  %e = hlo.exponential %g : tensor<2x!hlo.f8e3m4>
  %d = hlo.dot %h, %h : (tensor<2x!hlo.f6e3m2fn>, tensor<2x!hlo.f6e3m2fn>) -> tensor<2x2x!hlo.f6e3m2fn>
  %bits = hlo.bitcast_convert %g : (tensor<2x!hlo.f8e3m4>) -> tensor<2xui8>
  return %sum2, %s, %lt, %back, %e, %d, %bits : tensor<2x!hlo.f4e2m1fn>, tensor<2x!hlo.f8e8m0fnu>, tensor<2xi1>, tensor<2xf32>, tensor<2x!hlo.f8e3m4>, tensor<2x2x!hlo.f6e3m2fn>, tensor<2xui8>
}

// A constant of f32 converted to the types is not folded (no
// DenseElementsAttr holds them), nor is a convert of one of their
// constants.
// CANON-LABEL: func.func @no_folding
// CANON-DAG: %[[F:.*]] = hlo.constant dense<1.500000e+00> : tensor<2xf32>
// CANON-DAG: %[[C:.*]] = hlo.constant #hlo.float_bits<dense<[8, 40]> : tensor<2xui8>> : tensor<2x!hlo.f6e2m3fn>
// CANON: %[[T:.*]] = hlo.convert %[[F]] : (tensor<2xf32>) -> tensor<2x!hlo.f6e2m3fn>
// CANON: %[[B:.*]] = hlo.convert %[[C]] : (tensor<2x!hlo.f6e2m3fn>) -> tensor<2xf32>
// CANON: %[[R:.*]] = hlo.reshape %[[C]] : (tensor<2x!hlo.f6e2m3fn>) -> tensor<1x2x!hlo.f6e2m3fn>
// CANON: return %[[T]], %[[B]], %[[R]]
func.func @no_folding() -> (tensor<2x!hlo.f6e2m3fn>, tensor<2xf32>, tensor<1x2x!hlo.f6e2m3fn>) {
  %f = hlo.constant dense<1.5> : tensor<2xf32>
  %t = hlo.convert %f : (tensor<2xf32>) -> tensor<2x!hlo.f6e2m3fn>
  %c = hlo.constant #hlo.float_bits<dense<[8, 40]> : tensor<2xui8>> : tensor<2x!hlo.f6e2m3fn>
  %b = hlo.convert %c : (tensor<2x!hlo.f6e2m3fn>) -> tensor<2xf32>
  %r = hlo.reshape %c : (tensor<2x!hlo.f6e2m3fn>) -> tensor<1x2x!hlo.f6e2m3fn>
  return %t, %b, %r : tensor<2x!hlo.f6e2m3fn>, tensor<2xf32>, tensor<1x2x!hlo.f6e2m3fn>
}
