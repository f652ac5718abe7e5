// CATEGORY: integer
// i64 arithmetic over the whole range: products and sums that wrap mod 2^64,
// a row sum that wraps, shifts by 0..63, and a hash-like mix (xor-shift-
// multiply) iterated by scf.for, plus index arithmetic through index_cast.
// ARG 0: full
// ARG 1: full
// ARG 2: int 0 63
func.func @main(%a: tensor<4x8xi64>, %b: tensor<4x8xi64>, %s: tensor<4x8xi64>) -> (tensor<4x8xi64>, tensor<4xi64>, tensor<4x8xi64>, tensor<4x8xi64>, tensor<4x8xi64>) {
  %e = tensor.empty() : tensor<4x8xi64>
  %m = arith.muli %a, %b : tensor<4x8xi64>
  %p = arith.addi %m, %a : tensor<4x8xi64>
  %z = arith.constant 0 : i64
  %er = tensor.empty() : tensor<4xi64>
  %fr = linalg.fill ins(%z : i64) outs(%er : tensor<4xi64>) -> tensor<4xi64>
  %sum = linalg.reduce ins(%a : tensor<4x8xi64>) outs(%fr : tensor<4xi64>) dimensions = [1]
    (%in: i64, %acc: i64) {
      %r = arith.addi %in, %acc : i64
      linalg.yield %r : i64
    }
  %shl = arith.shli %a, %s : tensor<4x8xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %h = scf.for %i = %c0 to %c5 step %c1 iter_args(%x = %a) -> (tensor<4x8xi64>) {
    %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xi64>) outs(%e : tensor<4x8xi64>) {
    ^bb0(%v: i64, %o: i64):
      %k33 = arith.constant 33 : i64
      %mul = arith.constant -49064778989728563 : i64
      %j = linalg.index 1 : index
      %ij = arith.addi %j, %i : index
      %ii = arith.index_cast %ij : index to i64
      %sh = arith.shrui %v, %k33 : i64
      %x1 = arith.xori %v, %sh : i64
      %x2 = arith.muli %x1, %mul : i64
      %x3 = arith.addi %x2, %ii : i64
      linalg.yield %x3 : i64
    } -> tensor<4x8xi64>
    scf.yield %y : tensor<4x8xi64>
  }
  return %p, %sum, %shl, %h, %m : tensor<4x8xi64>, tensor<4xi64>, tensor<4x8xi64>, tensor<4x8xi64>, tensor<4x8xi64>
}
