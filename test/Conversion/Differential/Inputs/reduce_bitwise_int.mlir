// CATEGORY: reduction
// Integer reductions: and/or/xor over full-range i32 and i8, a wrapping i8
// sum, an i32 product that overflows (wraps mod 2^32), and an i1 "any" (or)
// and "all" (and).
// ARG 0: full
// ARG 1: full
// ARG 2: bool
func.func @main(%a: tensor<5x12xi32>, %b: tensor<5x12xi8>, %p: tensor<5x12xi1>) -> (tensor<5xi32>, tensor<5xi32>, tensor<5xi32>, tensor<5xi8>, tensor<5xi8>, tensor<5xi32>, tensor<5xi1>, tensor<5xi1>) {
  %ones = arith.constant -1 : i32
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %z8 = arith.constant 0 : i8
  %t = arith.constant true
  %f = arith.constant false
  %e = tensor.empty() : tensor<5xi32>
  %e8 = tensor.empty() : tensor<5xi8>
  %e1 = tensor.empty() : tensor<5xi1>
  %fa = linalg.fill ins(%ones : i32) outs(%e : tensor<5xi32>) -> tensor<5xi32>
  %fz = linalg.fill ins(%zero : i32) outs(%e : tensor<5xi32>) -> tensor<5xi32>
  %fo = linalg.fill ins(%one : i32) outs(%e : tensor<5xi32>) -> tensor<5xi32>
  %fz8 = linalg.fill ins(%z8 : i8) outs(%e8 : tensor<5xi8>) -> tensor<5xi8>
  %ft = linalg.fill ins(%t : i1) outs(%e1 : tensor<5xi1>) -> tensor<5xi1>
  %ff = linalg.fill ins(%f : i1) outs(%e1 : tensor<5xi1>) -> tensor<5xi1>
  %and = linalg.reduce ins(%a : tensor<5x12xi32>) outs(%fa : tensor<5xi32>) dimensions = [1]
    (%in: i32, %acc: i32) {
      %r = arith.andi %in, %acc : i32
      linalg.yield %r : i32
    }
  %or = linalg.reduce ins(%a : tensor<5x12xi32>) outs(%fz : tensor<5xi32>) dimensions = [1]
    (%in: i32, %acc: i32) {
      %r = arith.ori %in, %acc : i32
      linalg.yield %r : i32
    }
  %xor = linalg.reduce ins(%a : tensor<5x12xi32>) outs(%fz : tensor<5xi32>) dimensions = [1]
    (%in: i32, %acc: i32) {
      %r = arith.xori %acc, %in : i32
      linalg.yield %r : i32
    }
  %xor8 = linalg.reduce ins(%b : tensor<5x12xi8>) outs(%fz8 : tensor<5xi8>) dimensions = [1]
    (%in: i8, %acc: i8) {
      %r = arith.xori %in, %acc : i8
      linalg.yield %r : i8
    }
  %sum8 = linalg.reduce ins(%b : tensor<5x12xi8>) outs(%fz8 : tensor<5xi8>) dimensions = [1]
    (%in: i8, %acc: i8) {
      %r = arith.addi %in, %acc : i8
      linalg.yield %r : i8
    }
  %prod = linalg.reduce ins(%a : tensor<5x12xi32>) outs(%fo : tensor<5xi32>) dimensions = [1]
    (%in: i32, %acc: i32) {
      %r = arith.muli %in, %acc : i32
      linalg.yield %r : i32
    }
  %any = linalg.reduce ins(%p : tensor<5x12xi1>) outs(%ff : tensor<5xi1>) dimensions = [1]
    (%in: i1, %acc: i1) {
      %r = arith.ori %in, %acc : i1
      linalg.yield %r : i1
    }
  %all = linalg.reduce ins(%p : tensor<5x12xi1>) outs(%ft : tensor<5xi1>) dimensions = [1]
    (%in: i1, %acc: i1) {
      %r = arith.andi %in, %acc : i1
      linalg.yield %r : i1
    }
  return %and, %or, %xor, %xor8, %sum8, %prod, %any, %all : tensor<5xi32>, tensor<5xi32>, tensor<5xi32>, tensor<5xi8>, tensor<5xi8>, tensor<5xi32>, tensor<5xi1>, tensor<5xi1>
}
