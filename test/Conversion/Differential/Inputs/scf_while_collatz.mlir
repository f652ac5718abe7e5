// CATEGORY: control-flow
// A data-dependent scf.while on integers: Collatz steps on a vector until
// every element is 1. The `before` region reduces "any element != 1" to an
// i1 (linalg.reduce, tensor.extract) and forwards the state; the body halves
// even elements and maps odd ones to 3x+1, counting steps per element and
// iterations. Returns the final vector, the per-element step counts and the
// iteration count.
// ARG 0: int 1 60
func.func @main(%x: tensor<16xi32>) -> (tensor<16xi32>, tensor<16xi32>, i32) {
  %zero = arith.constant dense<0> : tensor<16xi32>
  %n0 = arith.constant 0 : i32
  %r:3 = scf.while (%v = %x, %steps = %zero, %n = %n0) : (tensor<16xi32>, tensor<16xi32>, i32) -> (tensor<16xi32>, tensor<16xi32>, i32) {
    %false = arith.constant false
    %e = tensor.empty() : tensor<i1>
    %f = linalg.fill ins(%false : i1) outs(%e : tensor<i1>) -> tensor<i1>
    %any = linalg.reduce ins(%v : tensor<16xi32>) outs(%f : tensor<i1>) dimensions = [0]
      (%in: i32, %acc: i1) {
        %one = arith.constant 1 : i32
        %ne = arith.cmpi ne, %in, %one : i32
        %o = arith.ori %ne, %acc : i1
        linalg.yield %o : i1
      }
    %c = tensor.extract %any[] : tensor<i1>
    scf.condition(%c) %v, %steps, %n : tensor<16xi32>, tensor<16xi32>, i32
  } do {
  ^bb0(%v: tensor<16xi32>, %steps: tensor<16xi32>, %n: i32):
    %e = tensor.empty() : tensor<16xi32>
    %r:2 = linalg.generic {indexing_maps = [affine_map<(d) -> (d)>, affine_map<(d) -> (d)>, affine_map<(d) -> (d)>, affine_map<(d) -> (d)>], iterator_types = ["parallel"]} ins(%v, %steps : tensor<16xi32>, tensor<16xi32>) outs(%e, %e : tensor<16xi32>, tensor<16xi32>) {
    ^bb0(%a: i32, %s: i32, %o0: i32, %o1: i32):
      %one = arith.constant 1 : i32
      %two = arith.constant 2 : i32
      %three = arith.constant 3 : i32
      %done = arith.cmpi eq, %a, %one : i32
      %bit = arith.andi %a, %one : i32
      %odd = arith.cmpi eq, %bit, %one : i32
      %half = arith.divsi %a, %two : i32
      %t = arith.muli %a, %three : i32
      %t1 = arith.addi %t, %one : i32
      %next = arith.select %odd, %t1, %half : i32
      %res = arith.select %done, %a, %next : i32
      %s1 = arith.addi %s, %one : i32
      %sres = arith.select %done, %s, %s1 : i32
      linalg.yield %res, %sres : i32, i32
    } -> (tensor<16xi32>, tensor<16xi32>)
    %one = arith.constant 1 : i32
    %n1 = arith.addi %n, %one : i32
    scf.yield %r#0, %r#1, %n1 : tensor<16xi32>, tensor<16xi32>, i32
  }
  return %r#0, %r#1, %r#2 : tensor<16xi32>, tensor<16xi32>, i32
}
