// CATEGORY: control-flow
// Branches on data and on an argument: scf.if on the sign of the sum of x
// (a matmul x*x in one branch, exp of the transpose in the other), and
// scf.index_switch on a mode argument (0: relu, 1: tanh, 2: x*x, default:
// negate), applied to both signs of the input.
// TOLERANCE: rtol=1e-5 atol=1e-5 (8-term sums; exp and tanh)
// ARG 1: int 1 1
// ARG 2: int 7 7
func.func @main(%x: tensor<8x8xf32>, %mode: tensor<i32>, %mode2: tensor<i32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %z = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %f0 = linalg.fill ins(%z : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %sum = linalg.reduce ins(%x : tensor<8x8xf32>) outs(%f0 : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %s = tensor.extract %sum[] : tensor<f32>
  %e = tensor.empty() : tensor<8x8xf32>
  %pos = arith.cmpf ogt, %s, %z : f32
  %neg = arith.negf %x : tensor<8x8xf32>
  %a = scf.if %pos -> (tensor<8x8xf32>) {
    %f = linalg.fill ins(%z : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
    %m = linalg.matmul ins(%x, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.yield %m : tensor<8x8xf32>
  } else {
    %t = linalg.transpose ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) permutation = [1, 0]
    %ex = math.exp %t : tensor<8x8xf32>
    scf.yield %ex : tensor<8x8xf32>
  }
  %sn = arith.negf %s : f32
  %pos2 = arith.cmpf ogt, %sn, %z : f32
  %b = scf.if %pos2 -> (tensor<8x8xf32>) {
    %f = linalg.fill ins(%z : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
    %m = linalg.matmul ins(%neg, %neg : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.yield %m : tensor<8x8xf32>
  } else {
    %t = linalg.transpose ins(%neg : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) permutation = [1, 0]
    %ex = math.exp %t : tensor<8x8xf32>
    scf.yield %ex : tensor<8x8xf32>
  }
  %m1 = tensor.extract %mode[] : tensor<i32>
  %i1 = arith.index_cast %m1 : i32 to index
  %c = scf.index_switch %i1 -> tensor<8x8xf32>
  case 0 {
    %zz = arith.constant dense<0.0> : tensor<8x8xf32>
    %r = arith.maximumf %x, %zz : tensor<8x8xf32>
    scf.yield %r : tensor<8x8xf32>
  }
  case 1 {
    %r = math.tanh %x : tensor<8x8xf32>
    scf.yield %r : tensor<8x8xf32>
  }
  case 2 {
    %r = arith.mulf %x, %x : tensor<8x8xf32>
    scf.yield %r : tensor<8x8xf32>
  }
  default {
    scf.yield %neg : tensor<8x8xf32>
  }
  %m2 = tensor.extract %mode2[] : tensor<i32>
  %i2 = arith.index_cast %m2 : i32 to index
  %d = scf.index_switch %i2 -> tensor<8x8xf32>
  case 0 {
    %zz = arith.constant dense<0.0> : tensor<8x8xf32>
    %r = arith.maximumf %x, %zz : tensor<8x8xf32>
    scf.yield %r : tensor<8x8xf32>
  }
  case 1 {
    %r = math.tanh %x : tensor<8x8xf32>
    scf.yield %r : tensor<8x8xf32>
  }
  default {
    scf.yield %neg : tensor<8x8xf32>
  }
  return %a, %b, %c, %d : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}
