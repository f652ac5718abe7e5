// A function whose one result is a tuple made by hlo.tuple keeps it as one
// result through HLO text and proto: the exporter marks the root tuple with
// the frontend attribute xhlo.whole_result, which the importer consumes.
// RUN: xhlo-translate --mlir-to-hlo-text %s | FileCheck %s --check-prefix=TEXT
// RUN: xhlo-translate --mlir-to-hlo-text %s | xhlo-translate --hlo-text-to-mlir | FileCheck %s
// RUN: xhlo-translate --mlir-to-hlo-proto %s | xhlo-translate --hlo-proto-to-mlir | FileCheck %s

// TEXT: ROOT tuple.{{[0-9]+}} = (f32[], f32[]) tuple(Arg_0.{{[0-9]+}}, Arg_0.{{[0-9]+}}), frontend_attributes={xhlo.whole_result="true"}
// CHECK: func.func @main(%[[A:.*]]: tensor<f32>) -> tuple<tensor<f32>, tensor<f32>>
// CHECK-NEXT: %[[T:.*]] = hlo.tuple(%[[A]], %[[A]]) : tensor<f32>, tensor<f32>
// CHECK-NOT: xhlo.whole_result
// CHECK-NEXT: return %[[T]] : tuple<tensor<f32>, tensor<f32>>
func.func @main(%a: tensor<f32>) -> tuple<tensor<f32>, tensor<f32>> {
  %t = hlo.tuple(%a, %a) : tensor<f32>, tensor<f32>
  return %t : tuple<tensor<f32>, tensor<f32>>
}
