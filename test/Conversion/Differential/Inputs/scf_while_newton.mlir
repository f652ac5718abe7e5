// CATEGORY: control-flow
// scf.while whose trip count is a run-time argument and whose body is float
// work: Newton's iteration for sqrt(a), x <- (x + a / x) / 2 from x = a,
// run %n times (the `before` region compares the counter), also returning
// the residual x*x - a.
// TOLERANCE: rtol=1e-5 atol=1e-5 (divisions and a difference near zero)
// ARG 0: uniform 0.5 9
// ARG 1: int 6 6
func.func @main(%a: tensor<32xf32>, %n: tensor<i32>) -> (tensor<32xf32>, tensor<32xf32>) {
  %k0 = arith.constant 0 : i32
  %count = tensor.extract %n[] : tensor<i32>
  %r:2 = scf.while (%x = %a, %k = %k0) : (tensor<32xf32>, i32) -> (tensor<32xf32>, i32) {
    %go = arith.cmpi slt, %k, %count : i32
    scf.condition(%go) %x, %k : tensor<32xf32>, i32
  } do {
  ^bb0(%x: tensor<32xf32>, %k: i32):
    %half = arith.constant dense<0.5> : tensor<32xf32>
    %q = arith.divf %a, %x : tensor<32xf32>
    %s = arith.addf %x, %q : tensor<32xf32>
    %y = arith.mulf %s, %half : tensor<32xf32>
    %one = arith.constant 1 : i32
    %k1 = arith.addi %k, %one : i32
    scf.yield %y, %k1 : tensor<32xf32>, i32
  }
  %sq = arith.mulf %r#0, %r#0 : tensor<32xf32>
  %res = arith.subf %sq, %a : tensor<32xf32>
  return %r#0, %res : tensor<32xf32>, tensor<32xf32>
}
