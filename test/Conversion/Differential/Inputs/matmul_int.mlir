// CATEGORY: matmul
// Integer matmuls: i8 x i8 accumulated in i32 (operands sign-extended, and
// zero-extended with cast_unsigned), quantized_matmul with zero points, and
// a full-range i32 matmul whose products and sums wrap mod 2^32.
// ARG 0: full
// ARG 1: full
// ARG 2: int -128 127
// ARG 3: int -128 127
// ARG 4: full
// ARG 5: full
func.func @main(%a: tensor<12x40xi8>, %b: tensor<40x9xi8>, %za: i32, %zb: i32, %x: tensor<6x10xi32>, %y: tensor<10x7xi32>) -> (tensor<12x9xi32>, tensor<12x9xi32>, tensor<12x9xi32>, tensor<6x7xi32>) {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<12x9xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<12x9xi32>) -> tensor<12x9xi32>
  %r0 = linalg.matmul ins(%a, %b : tensor<12x40xi8>, tensor<40x9xi8>) outs(%f : tensor<12x9xi32>) -> tensor<12x9xi32>
  %r1 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<12x40xi8>, tensor<40x9xi8>) outs(%f : tensor<12x9xi32>) -> tensor<12x9xi32>
  %r2 = linalg.quantized_matmul ins(%a, %b, %za, %zb : tensor<12x40xi8>, tensor<40x9xi8>, i32, i32) outs(%f : tensor<12x9xi32>) -> tensor<12x9xi32>
  %e2 = tensor.empty() : tensor<6x7xi32>
  %f2 = linalg.fill ins(%z : i32) outs(%e2 : tensor<6x7xi32>) -> tensor<6x7xi32>
  %r3 = linalg.matmul ins(%x, %y : tensor<6x10xi32>, tensor<10x7xi32>) outs(%f2 : tensor<6x7xi32>) -> tensor<6x7xi32>
  return %r0, %r1, %r2, %r3 : tensor<12x9xi32>, tensor<12x9xi32>, tensor<12x9xi32>, tensor<6x7xi32>
}
