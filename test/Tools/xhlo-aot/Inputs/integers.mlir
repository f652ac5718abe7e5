// Integer semantics that must match the interpreter bit for bit: s32
// division and remainder by zero and of INT_MIN by -1, u8 arithmetic that
// wraps, a comparison to pred and a select.
func.func @main(%a: tensor<4x8xi32>, %b: tensor<4x8xi32>, %u: tensor<4x8xui8>,
                %v: tensor<4x8xui8>)
    -> (tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xui8>, tensor<4x8xi1>, tensor<4x8xi32>) {
  %q = hlo.divide %a, %b : tensor<4x8xi32>
  %r = hlo.remainder %a, %b : tensor<4x8xi32>
  %m = hlo.multiply %u, %v : tensor<4x8xui8>
  %w = hlo.subtract %m, %v : tensor<4x8xui8>
  %lt = hlo.compare LT, %a, %b : tensor<4x8xi32>
  %s = hlo.select %lt, %q, %r : tensor<4x8xi1>, tensor<4x8xi32>
  return %q, %r, %w, %lt, %s : tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xui8>, tensor<4x8xi1>, tensor<4x8xi32>
}
