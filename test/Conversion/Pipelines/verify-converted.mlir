// hlo-verify-converted on its own: a module of func and hlo ops passes; any
// other op is reported once, with why.
// RUN: xhlo-opt --hlo-verify-converted --split-input-file --verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: func.func @converted
func.func @converted(%x: tensor<4xf32>, %t: tuple<tensor<f32>, tensor<i32>>) -> tensor<4xf32> {
  %0 = hlo.add %x, %x : tensor<4xf32>
  %1 = hlo.while(%0) : tensor<4xf32> cond {
  ^bb0(%a: tensor<4xf32>):
    %p = hlo.constant dense<false> : tensor<i1>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%a: tensor<4xf32>):
    hlo.return %a : tensor<4xf32>
  }
  return %1 : tensor<4xf32>
}

// -----

func.func @left(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'arith.negf' was not converted to hlo: no conversion pattern applies}}
  %0 = arith.negf %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{function @scalar_signature result 0 was not converted to hlo: type has no hlo equivalent}}
func.func @scalar_signature(%x: tensor<f32>) -> f32 {
  // expected-error @+1 {{'tensor.extract' was not converted to hlo: no conversion pattern applies}}
  %0 = tensor.extract %x[] : tensor<f32>
  return %0 : f32
}
