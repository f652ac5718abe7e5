// CATEGORY: integer
// Bit counting and integer math on full-range i32 and i16: math.ctlz, cttz,
// ctpop, absi (|INT_MIN| wraps to INT_MIN), ipowi with small exponents
// (wrapping), and rotations built from shifts.
// ARG 0: full
// ARG 1: int 0 9
// ARG 2: full
func.func @main(%a: tensor<40xi32>, %p: tensor<40xi32>, %h: tensor<40xi16>) -> (tensor<40xi32>, tensor<40xi32>, tensor<40xi32>, tensor<40xi32>, tensor<40xi32>, tensor<40xi32>, tensor<40xi16>, tensor<40xi16>) {
  %lz = math.ctlz %a : tensor<40xi32>
  %tz = math.cttz %a : tensor<40xi32>
  %pc = math.ctpop %a : tensor<40xi32>
  %ab = math.absi %a : tensor<40xi32>
  %pw = math.ipowi %a, %p : tensor<40xi32>
  %e = tensor.empty() : tensor<40xi32>
  %rot = linalg.map ins(%a, %p : tensor<40xi32>, tensor<40xi32>) outs(%e : tensor<40xi32>)
    (%x: i32, %k: i32) {
      %c32 = arith.constant 32 : i32
      %c1 = arith.constant 1 : i32
      %k1 = arith.addi %k, %c1 : i32
      %l = arith.shli %x, %k1 : i32
      %rk = arith.subi %c32, %k1 : i32
      %r = arith.shrui %x, %rk : i32
      %o = arith.ori %l, %r : i32
      linalg.yield %o : i32
    }
  %hp = math.ctpop %h : tensor<40xi16>
  %ha = math.absi %h : tensor<40xi16>
  return %lz, %tz, %pc, %ab, %pw, %rot, %hp, %ha : tensor<40xi32>, tensor<40xi32>, tensor<40xi32>, tensor<40xi32>, tensor<40xi32>, tensor<40xi32>, tensor<40xi16>, tensor<40xi16>
}
