// CATEGORY: reduction
// Argmax as a variadic linalg.reduce: values and an index tensor reduced
// together from -inf/0 fills (the reducer selects both by one compare).
// ARG 1: int 0 1000
func.func @main(%v: tensor<6x10xf32>, %i: tensor<6x10xi32>) -> (tensor<6xf32>, tensor<6xi32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<6xf32>
  %ei = tensor.empty() : tensor<6xi32>
  %fv = linalg.fill ins(%ninf : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %fi = linalg.fill ins(%c0 : i32) outs(%ei : tensor<6xi32>) -> tensor<6xi32>
  %r:2 = linalg.reduce ins(%v, %i : tensor<6x10xf32>, tensor<6x10xi32>) outs(%fv, %fi : tensor<6xf32>, tensor<6xi32>) dimensions = [1]
    (%a: f32, %ai: i32, %b: f32, %bi: i32) {
      %gt = arith.cmpf ogt, %a, %b : f32
      %x = arith.select %gt, %a, %b : f32
      %xi = arith.select %gt, %ai, %bi : i32
      linalg.yield %x, %xi : f32, i32
    }
  return %r#0, %r#1 : tensor<6xf32>, tensor<6xi32>
}
