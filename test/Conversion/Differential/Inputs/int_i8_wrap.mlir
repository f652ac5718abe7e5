// CATEGORY: integer
// i8 arithmetic that wraps: add, sub, mul of full-range operands (mod 2^8),
// shifts by 0..7 (shli, shrsi, shrui), and/or/xor, negation of -128, and a
// round trip through i32 (extsi/extui, then trunci of a wrapped product).
// ARG 0: full
// ARG 1: full
// ARG 2: int 0 7
func.func @main(%a: tensor<64xi8>, %b: tensor<64xi8>, %s: tensor<64xi8>) -> (tensor<64xi8>, tensor<64xi8>, tensor<64xi8>, tensor<64xi8>, tensor<64xi8>, tensor<64xi8>, tensor<64xi8>, tensor<64xi32>, tensor<64xi8>) {
  %add = arith.addi %a, %b : tensor<64xi8>
  %sub = arith.subi %a, %b : tensor<64xi8>
  %mul = arith.muli %a, %b : tensor<64xi8>
  %e = tensor.empty() : tensor<64xi8>
  %e32 = tensor.empty() : tensor<64xi32>
  %sh:3 = linalg.generic {indexing_maps = [affine_map<(d) -> (d)>, affine_map<(d) -> (d)>, affine_map<(d) -> (d)>, affine_map<(d) -> (d)>, affine_map<(d) -> (d)>], iterator_types = ["parallel"]} ins(%a, %s : tensor<64xi8>, tensor<64xi8>) outs(%e, %e, %e : tensor<64xi8>, tensor<64xi8>, tensor<64xi8>) {
  ^bb0(%x: i8, %k: i8, %o0: i8, %o1: i8, %o2: i8):
    %l = arith.shli %x, %k : i8
    %r = arith.shrsi %x, %k : i8
    %u = arith.shrui %x, %k : i8
    linalg.yield %l, %r, %u : i8, i8, i8
  } -> (tensor<64xi8>, tensor<64xi8>, tensor<64xi8>)
  %bits:2 = linalg.generic {indexing_maps = [affine_map<(d) -> (d)>, affine_map<(d) -> (d)>, affine_map<(d) -> (d)>, affine_map<(d) -> (d)>], iterator_types = ["parallel"]} ins(%a, %b : tensor<64xi8>, tensor<64xi8>) outs(%e, %e32 : tensor<64xi8>, tensor<64xi32>) {
  ^bb0(%x: i8, %y: i8, %o: i8, %o32: i32):
    %and = arith.andi %x, %y : i8
    %or = arith.ori %x, %y : i8
    %xor = arith.xori %and, %or : i8
    %zero = arith.constant 0 : i8
    %neg = arith.subi %zero, %xor : i8
    %sx = arith.extsi %x : i8 to i32
    %ux = arith.extui %y : i8 to i32
    %p = arith.muli %sx, %ux : i32
    linalg.yield %neg, %p : i8, i32
  } -> (tensor<64xi8>, tensor<64xi32>)
  %t = arith.trunci %bits#1 : tensor<64xi32> to tensor<64xi8>
  return %add, %sub, %mul, %sh#0, %sh#1, %sh#2, %bits#0, %bits#1, %t : tensor<64xi8>, tensor<64xi8>, tensor<64xi8>, tensor<64xi8>, tensor<64xi8>, tensor<64xi8>, tensor<64xi8>, tensor<64xi32>, tensor<64xi8>
}
