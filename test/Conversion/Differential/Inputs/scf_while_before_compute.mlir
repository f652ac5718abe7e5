// CATEGORY: control-flow
// An scf.while whose `before` region does the work: it computes the next
// candidate (x * 2 + i, an i32 tensor) and the condition from it (its sum
// below a limit argument), and forwards the candidate, not its own
// arguments, to the body, which adds one; a nested scf.for with an i32
// induction variable inside the body accumulates a checksum.
// ARG 0: int -20 20
// ARG 1: int 5000 5000
func.func @main(%x: tensor<12xi32>, %limit: tensor<i32>) -> (tensor<12xi32>, tensor<i32>, tensor<12xi32>) {
  %lim = tensor.extract %limit[] : tensor<i32>
  %zero = arith.constant dense<0> : tensor<i32>
  %r:2 = scf.while (%v = %x, %chk = %zero) : (tensor<12xi32>, tensor<i32>) -> (tensor<12xi32>, tensor<i32>) {
    %e = tensor.empty() : tensor<12xi32>
    %next = linalg.generic {indexing_maps = [affine_map<(d) -> (d)>, affine_map<(d) -> (d)>], iterator_types = ["parallel"]} ins(%v : tensor<12xi32>) outs(%e : tensor<12xi32>) {
    ^bb0(%a: i32, %o: i32):
      %i = linalg.index 0 : index
      %ii = arith.index_cast %i : index to i32
      %two = arith.constant 2 : i32
      %m = arith.muli %a, %two : i32
      %r2 = arith.addi %m, %ii : i32
      linalg.yield %r2 : i32
    } -> tensor<12xi32>
    %z = arith.constant 0 : i32
    %e0 = tensor.empty() : tensor<i32>
    %f0 = linalg.fill ins(%z : i32) outs(%e0 : tensor<i32>) -> tensor<i32>
    %sum = linalg.reduce ins(%next : tensor<12xi32>) outs(%f0 : tensor<i32>) dimensions = [0]
      (%in: i32, %acc: i32) {
        %s = arith.addi %in, %acc : i32
        linalg.yield %s : i32
      }
    %sv = tensor.extract %sum[] : tensor<i32>
    %go = arith.cmpi slt, %sv, %lim : i32
    scf.condition(%go) %next, %chk : tensor<12xi32>, tensor<i32>
  } do {
  ^bb0(%v: tensor<12xi32>, %chk: tensor<i32>):
    %one = arith.constant dense<1> : tensor<12xi32>
    %w = arith.addi %v, %one : tensor<12xi32>
    %lb = arith.constant 0 : i32
    %ub = arith.constant 12 : i32
    %st = arith.constant 3 : i32
    %c = scf.for %k = %lb to %ub step %st iter_args(%acc = %chk) -> (tensor<i32>) : i32 {
      %kk = arith.index_cast %k : i32 to index
      %val = tensor.extract %w[%kk] : tensor<12xi32>
      %a = tensor.extract %acc[] : tensor<i32>
      %seven = arith.constant 7 : i32
      %m = arith.muli %a, %seven : i32
      %n = arith.addi %m, %val : i32
      %t = tensor.from_elements %n : tensor<i32>
      scf.yield %t : tensor<i32>
    }
    scf.yield %w, %c : tensor<12xi32>, tensor<i32>
  }
  %e = tensor.empty() : tensor<12xi32>
  %final = linalg.generic {indexing_maps = [affine_map<(d) -> (d)>, affine_map<(d) -> (d)>], iterator_types = ["parallel"]} ins(%r#0 : tensor<12xi32>) outs(%e : tensor<12xi32>) {
  ^bb0(%a: i32, %o: i32):
    %c3 = arith.constant 3 : i32
    %q = arith.remsi %a, %c3 : i32
    linalg.yield %q : i32
  } -> tensor<12xi32>
  return %r#0, %r#1, %final : tensor<12xi32>, tensor<i32>, tensor<12xi32>
}
