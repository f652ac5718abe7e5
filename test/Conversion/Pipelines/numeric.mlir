// The whole pipeline on a program mixing every input dialect, run by
// xhlo-run against numpy: a loop of linalg.matmul + math.tanh steps with a
// run-time trip count, and a loop that reads rows at the induction
// variable, scales them by a call and writes them back.
// RUN: rm -rf %t && split-file %s %t
// RUN: %python %t/gen.py %t
// RUN: xhlo-opt --xhlo-linalg-to-hlo %t/prog.mlir -o %t/hlo.mlir
// RUN: xhlo-run %t/hlo.mlir --entry=steps --arg=%t/x.npy --arg=%t/w.npy --arg=%t/n.npy --expect=%t/steps.npy --rtol=1e-5 --atol=1e-6
// RUN: xhlo-run %t/hlo.mlir --entry=rows --arg=%t/m.npy --expect=%t/rows.npy --rtol=0 --atol=0

//--- prog.mlir
func.func @steps(%x: tensor<2x4xf32>, %w: tensor<4x4xf32>, %n: index) -> tensor<2x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> tensor<2x4xf32> {
    %e = tensor.empty() : tensor<2x4xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
    %m = linalg.matmul ins(%a, %w : tensor<2x4xf32>, tensor<4x4xf32>) outs(%f : tensor<2x4xf32>) -> tensor<2x4xf32>
    %t = math.tanh %m : tensor<2x4xf32>
    scf.yield %t : tensor<2x4xf32>
  }
  return %r : tensor<2x4xf32>
}

func.func private @scale(%row: tensor<4xf32>, %k: f32) -> tensor<4xf32> {
  %s = tensor.splat %k : tensor<4xf32>
  %r = arith.mulf %row, %s : tensor<4xf32>
  return %r : tensor<4xf32>
}

// Row i is multiplied by i + 1.
func.func @rows(%m: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %m) -> tensor<3x4xf32> {
    %row = tensor.extract_slice %a[%i, 0] [1, 4] [1, 1] : tensor<3x4xf32> to tensor<4xf32>
    %i1 = arith.addi %i, %c1 : index
    %ii = arith.index_cast %i1 : index to i32
    %k = arith.sitofp %ii : i32 to f32
    %scaled = func.call @scale(%row, %k) : (tensor<4xf32>, f32) -> tensor<4xf32>
    %b = tensor.insert_slice %scaled into %a[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<3x4xf32>
    scf.yield %b : tensor<3x4xf32>
  }
  return %r : tensor<3x4xf32>
}

//--- gen.py
import sys
import numpy as np

out = sys.argv[1]
def save(name, array):
    np.save(f"{out}/{name}.npy", array)

rng = np.random.default_rng(0)
x = rng.standard_normal((2, 4)).astype(np.float32)
w = (rng.standard_normal((4, 4)) * 0.5).astype(np.float32)
save("x", x)
save("w", w)
save("n", np.int64(3))
a = x
for _ in range(3):
    a = np.tanh(a @ w)
save("steps", a.astype(np.float32))

m = np.arange(12, dtype=np.float32).reshape(3, 4)
save("m", m)
save("rows", m * np.arange(1, 4, dtype=np.float32)[:, None])
