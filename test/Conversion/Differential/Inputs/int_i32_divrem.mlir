// CATEGORY: integer
// i32 division family on full-range dividends and non-zero divisors of both
// signs: divsi, remsi, divui, remui, floordivsi, ceildivsi; a wrapping
// multiply-add; and the unsigned/signed max and min.
// ARG 0: full
// ARG 1: int -300 300
// ARG 2: full
func.func @main(%a: tensor<48xi32>, %b0: tensor<48xi32>, %c: tensor<48xi32>) -> (tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>) {
  %e = tensor.empty() : tensor<48xi32>
  // Divisors: b, with zero replaced by 7.
  %b = linalg.map ins(%b0 : tensor<48xi32>) outs(%e : tensor<48xi32>)
    (%x: i32) {
      %zero = arith.constant 0 : i32
      %seven = arith.constant 7 : i32
      %isz = arith.cmpi eq, %x, %zero : i32
      %r = arith.select %isz, %seven, %x : i32
      linalg.yield %r : i32
    }
  %q = arith.divsi %a, %b : tensor<48xi32>
  %r = arith.remsi %a, %b : tensor<48xi32>
  %qu = arith.divui %a, %b : tensor<48xi32>
  %ru = arith.remui %a, %b : tensor<48xi32>
  %fl = arith.floordivsi %a, %b : tensor<48xi32>
  %ce = arith.ceildivsi %a, %b : tensor<48xi32>
  %m = arith.muli %a, %c : tensor<48xi32>
  %ma = arith.addi %m, %c : tensor<48xi32>
  %mx = arith.maxui %ma, %a : tensor<48xi32>
  %mn = arith.minsi %mx, %c : tensor<48xi32>
  return %q, %r, %qu, %ru, %fl, %ce, %ma, %mn : tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>, tensor<48xi32>
}
