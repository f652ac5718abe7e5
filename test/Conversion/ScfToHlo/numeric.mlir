// scf programs converted by the xhlo-linalg-to-hlo pipeline and run by
// xhlo-run against Python: a for loop with iter_args and run-time bounds
// (zero trips too) with an if inside, nested for loops filling a matrix by
// tensor.insert, a while loop in the forwarding form (Collatz) and in the
// general form (the before region computes the values), and an index_switch
// on arbitrary case values whose default also takes out-of-range values.
// RUN: rm -rf %t && split-file %s %t
// RUN: %python %t/gen.py %t
// RUN: xhlo-opt --xhlo-linalg-to-hlo %t/prog.mlir -o %t/hlo.mlir
// RUN: xhlo-run %t/hlo.mlir --entry=for_if --arg=%t/x.npy --arg=%t/1.npy --arg=%t/10.npy --arg=%t/2.npy --expect=%t/for_odd.npy --expect=%t/5.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=for_if --arg=%t/x.npy --arg=%t/0.npy --arg=%t/7.npy --arg=%t/1.npy --expect=%t/for_all.npy --expect=%t/7.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=for_if --arg=%t/x.npy --arg=%t/7.npy --arg=%t/2.npy --arg=%t/1.npy --expect=%t/zeros.npy --expect=%t/0.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=nested_for --expect=%t/matrix.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=collatz --arg=%t/27_i32.npy --expect=%t/collatz27.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=doubling --arg=%t/3_i32.npy --expect=%t/doubling3.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=doubling --arg=%t/500_i32.npy --expect=%t/doubling500.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=switch --arg=%t/5.npy --expect=%t/switch5.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=switch --arg=%t/-3.npy --expect=%t/switch-3.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=switch --arg=%t/100.npy --expect=%t/switch100.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=switch --arg=%t/0.npy --expect=%t/switch0.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=switch --arg=%t/big.npy --expect=%t/switchbig.npy --rtol=0 --atol=0

//--- prog.mlir
// acc +/- x * i over i = lo, lo + step, ... < hi (+ for odd i), and the
// number of iterations.
func.func @for_if(%x: tensor<4xf32>, %lo: index, %hi: index, %step: index) -> (tensor<4xf32>, index) {
  %zero = arith.constant dense<0.0> : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r:2 = scf.for %i = %lo to %hi step %step iter_args(%acc = %zero, %n = %c0) -> (tensor<4xf32>, index) {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %s = tensor.splat %f : tensor<4xf32>
    %m = arith.mulf %x, %s : tensor<4xf32>
    %rem = arith.remsi %i, %c2 : index
    %odd = arith.cmpi ne, %rem, %c0 : index
    %next = scf.if %odd -> tensor<4xf32> {
      %a = arith.addf %acc, %m : tensor<4xf32>
      scf.yield %a : tensor<4xf32>
    } else {
      %a = arith.subf %acc, %m : tensor<4xf32>
      scf.yield %a : tensor<4xf32>
    }
    %n1 = arith.addi %n, %c1 : index
    scf.yield %next, %n1 : tensor<4xf32>, index
  }
  return %r#0, %r#1 : tensor<4xf32>, index
}

// m[i, j] = 10 * i + j, element by element.
func.func @nested_for() -> tensor<3x4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : i32
  %init = tensor.empty() : tensor<3x4xi32>
  %m = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %init) -> tensor<3x4xi32> {
    %row = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> tensor<3x4xi32> {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %t = arith.muli %ii, %c10 : i32
      %v = arith.addi %t, %jj : i32
      %u = tensor.insert %v into %b[%i, %j] : tensor<3x4xi32>
      scf.yield %u : tensor<3x4xi32>
    }
    scf.yield %row : tensor<3x4xi32>
  }
  return %m : tensor<3x4xi32>
}

// The number of Collatz steps from n to 1.
func.func @collatz(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.while (%v = %n, %k = %c0) : (i32, i32) -> (i32, i32) {
    %one = arith.constant 1 : i32
    %go = arith.cmpi ne, %v, %one : i32
    scf.condition(%go) %v, %k : i32, i32
  } do {
  ^bb0(%v: i32, %k: i32):
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %three = arith.constant 3 : i32
    %bit = arith.andi %v, %one : i32
    %odd = arith.cmpi ne, %bit, %c0 : i32
    %w = scf.if %odd -> i32 {
      %t = arith.muli %v, %three : i32
      %u = arith.addi %t, %one : i32
      scf.yield %u : i32
    } else {
      %h = arith.divsi %v, %two : i32
      scf.yield %h : i32
    }
    %k1 = arith.addi %k, %one : i32
    scf.yield %w, %k1 : i32, i32
  }
  return %r#1 : i32
}

// The first 2^k * n above 1000, as i64: the before region doubles and
// widens, so the loop is in the general form.
func.func @doubling(%n: i32) -> i64 {
  %r = scf.while (%v = %n) : (i32) -> i64 {
    %two = arith.constant 2 : i32
    %limit = arith.constant 1000 : i32
    %d = arith.muli %v, %two : i32
    %go = arith.cmpi sle, %d, %limit : i32
    %w = arith.extsi %d : i32 to i64
    scf.condition(%go) %w : i64
  } do {
  ^bb0(%w: i64):
    %t = arith.trunci %w : i64 to i32
    scf.yield %t : i32
  }
  return %r : i64
}

// Cases 5, -3 and 0 (in that order), then the default.
func.func @switch(%i: index) -> tensor<2xf32> {
  %r = scf.index_switch %i -> tensor<2xf32>
  case 5 {
    %c = arith.constant dense<[5.0, 5.5]> : tensor<2xf32>
    scf.yield %c : tensor<2xf32>
  }
  case -3 {
    %c = arith.constant dense<[-3.0, -3.5]> : tensor<2xf32>
    scf.yield %c : tensor<2xf32>
  }
  case 0 {
    %c = arith.constant dense<[0.0, 0.5]> : tensor<2xf32>
    scf.yield %c : tensor<2xf32>
  }
  default {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %c = tensor.splat %f : tensor<2xf32>
    scf.yield %c : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

//--- gen.py
import sys
import numpy as np

out = sys.argv[1]
def save(name, array):
    np.save(f"{out}/{name}.npy", array)

for v in [0, 1, 2, 5, 7, 10, -3, 100]:
    save(str(v), np.int64(v))
save("big", np.int64(2**32))
for v in [3, 27, 500]:
    save(f"{v}_i32", np.int32(v))

x = np.array([1.0, -2.0, 0.5, 3.0], np.float32)
save("x", x)

def for_if(lo, hi, step):
    acc = np.zeros(4, np.float32)
    for i in range(lo, hi, step):
        acc = acc + x * np.float32(i) if i % 2 else acc - x * np.float32(i)
    return acc.astype(np.float32)
save("for_odd", for_if(1, 10, 2))
save("for_all", for_if(0, 7, 1))
save("zeros", np.zeros(4, np.float32))
save("matrix", np.array([[10 * i + j for j in range(4)] for i in range(3)], np.int32))

def collatz(n):
    k = 0
    while n != 1:
        n = 3 * n + 1 if n % 2 else n // 2
        k += 1
    return k
save("collatz27", np.int32(collatz(27)))

def doubling(n):
    while 2 * n <= 1000:
        n = 2 * n
    return 2 * n
save("doubling3", np.int64(doubling(3)))
save("doubling500", np.int64(doubling(500)))

save("switch5", np.array([5.0, 5.5], np.float32))
save("switch-3", np.array([-3.0, -3.5], np.float32))
save("switch0", np.array([0.0, 0.5], np.float32))
save("switch100", np.array([100.0, 100.0], np.float32))
# 2^32 is no case (it does not wrap to case 0): the default.
save("switchbig", np.array([2.0**32, 2.0**32], np.float32))
