// An entry with a nested tuple parameter (holding a token), an array
// parameter and a tuple result next to an array one (tuples.test), and
// @flat, the same computation on the arrays, as the reference xhlo-run runs.
func.func @tupled(%p: tuple<tensor<2x3xf32>, tuple<tensor<4xi32>, !hlo.token>>, %s: tensor<f32>)
    -> (tuple<tensor<2x3xf32>, tuple<tensor<4xi32>>>, tensor<f32>) {
  %x = hlo.get_tuple_element %p[0] : tuple<tensor<2x3xf32>, tuple<tensor<4xi32>, !hlo.token>>
  %i = hlo.get_tuple_element %p[1] : tuple<tensor<2x3xf32>, tuple<tensor<4xi32>, !hlo.token>>
  %y = hlo.get_tuple_element %i[0] : tuple<tensor<4xi32>, !hlo.token>
  %r:3 = hlo.call @body(%x, %y, %s) : (tensor<2x3xf32>, tensor<4xi32>, tensor<f32>) -> (tensor<2x3xf32>, tensor<4xi32>, tensor<f32>)
  %inner = hlo.tuple(%r#1) : tensor<4xi32>
  %t = hlo.tuple(%r#0, %inner) : tensor<2x3xf32>, tuple<tensor<4xi32>>
  return %t, %r#2 : tuple<tensor<2x3xf32>, tuple<tensor<4xi32>>>, tensor<f32>
}

func.func @flat(%x: tensor<2x3xf32>, %y: tensor<4xi32>, %s: tensor<f32>)
    -> (tensor<2x3xf32>, tensor<4xi32>, tensor<f32>) {
  %r:3 = hlo.call @body(%x, %y, %s) : (tensor<2x3xf32>, tensor<4xi32>, tensor<f32>) -> (tensor<2x3xf32>, tensor<4xi32>, tensor<f32>)
  return %r#0, %r#1, %r#2 : tensor<2x3xf32>, tensor<4xi32>, tensor<f32>
}

func.func private @body(%x: tensor<2x3xf32>, %y: tensor<4xi32>, %s: tensor<f32>)
    -> (tensor<2x3xf32>, tensor<4xi32>, tensor<f32>) {
  %b = hlo.broadcast %s, dimensions = [] : (tensor<f32>) -> tensor<2x3xf32>
  %a = hlo.multiply %x, %b : tensor<2x3xf32>
  %t = hlo.tanh %a : tensor<2x3xf32>
  %q = hlo.multiply %y, %y : tensor<4xi32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %sum = hlo.reduce(%x init: %z) dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%u: tensor<f32>, %v: tensor<f32>):
    %w = hlo.add %u, %v : tensor<f32>
    hlo.return %w : tensor<f32>
  }
  return %t, %q, %sum : tensor<2x3xf32>, tensor<4xi32>, tensor<f32>
}
