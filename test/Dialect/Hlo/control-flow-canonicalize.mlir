// RUN: xhlo-opt --canonicalize -split-input-file %s | FileCheck %s

// get_tuple_element of a tuple is the element (XLA's simplifier).
// CHECK-LABEL: func.func @gte_of_tuple
// CHECK-SAME: (%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<4xi32>)
// CHECK-NEXT: return %[[B]], %[[A]]
func.func @gte_of_tuple(%a: tensor<f32>, %b: tensor<4xi32>) -> (tensor<4xi32>, tensor<f32>) {
  %t = hlo.tuple(%a, %b) : tensor<f32>, tensor<4xi32>
  %x = hlo.get_tuple_element %t[1] : tuple<tensor<f32>, tensor<4xi32>>
  %y = hlo.get_tuple_element %t[0] : tuple<tensor<f32>, tensor<4xi32>>
  return %x, %y : tensor<4xi32>, tensor<f32>
}

// -----

// Not folded: the tuple is an argument.
// CHECK-LABEL: func.func @gte_of_argument
// CHECK: hlo.get_tuple_element
func.func @gte_of_argument(%t: tuple<tensor<f32>, tensor<4xi32>>) -> tensor<f32> {
  %y = hlo.get_tuple_element %t[0] : tuple<tensor<f32>, tensor<4xi32>>
  return %y : tensor<f32>
}
