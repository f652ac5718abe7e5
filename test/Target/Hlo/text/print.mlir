// RUN: xhlo-translate --mlir-to-hlo-text %s | FileCheck %s
// RUN: xhlo-translate --mlir-to-hlo-text %s | xhlo-translate --hlo-text-to-mlir | xhlo-translate --mlir-to-hlo-text | FileCheck %s

// The printer's canonical form: header with entry_computation_layout,
// callees first, no '%', no operand shapes, layouts on every array.

// CHECK:      HloModule main, entry_computation_layout={(f32[2,3]{1,0})->f32[2]{0}}
// CHECK-EMPTY:
// CHECK-NEXT: region_{{[0-9]+}}.{{[0-9]+}} {
// CHECK-NEXT:   [[X:Arg_0.[0-9]+]] = f32[] parameter(0)
// CHECK-NEXT:   [[Y:Arg_1.[0-9]+]] = f32[] parameter(1)
// CHECK-NEXT:   ROOT add.{{[0-9]+}} = f32[] add([[X]], [[Y]])
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ENTRY main {
// CHECK-NEXT:   [[P:Arg_0.[0-9]+]] = f32[2,3]{1,0} parameter(0)
// CHECK-NEXT:   [[Z:constant.[0-9]+]] = f32[] constant(0)
// CHECK-NEXT:   ROOT reduce.{{[0-9]+}} = f32[2]{0} reduce([[P]], [[Z]]), dimensions={1}, to_apply=region_{{[0-9]+}}.{{[0-9]+}}
// CHECK-NEXT: }
func.func @main(%arg0: tensor<2x3xf32>) -> tensor<2xf32> {
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %0 = hlo.reduce(%arg0 init: %zero) dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return %0 : tensor<2xf32>
}
