// hlo.dot against numpy (the oracle) through the OpenBLAS fast path and the
// reference kernel (--reference-kernels): a plain matmul, a batched dot whose
// operands need packing (batch dimension in the middle, two contracting
// dimensions in swapped order), f64, and an integer dot (reference only).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; rng = np.random.default_rng(1); a = rng.uniform(-1, 1, (67, 45)).astype(np.float32); b = rng.uniform(-1, 1, (45, 38)).astype(np.float32); np.save('%t/a.npy', a); np.save('%t/b.npy', b); np.save('%t/ab.npy', a @ b); w = a @ b; w[10, 20] += 0.5; np.save('%t/wrong.npy', w); x = rng.uniform(-1, 1, (5, 3, 4, 6)).astype(np.float32); y = rng.uniform(-1, 1, (6, 3, 7, 4)).astype(np.float32); np.save('%t/x.npy', x); np.save('%t/y.npy', y); np.save('%t/xy.npy', np.einsum('ibkl,lbjk->bij', x, y)); p = rng.uniform(-1, 1, (9, 31)); q = rng.uniform(-1, 1, (31, 8)); np.save('%t/p.npy', p); np.save('%t/q.npy', q); np.save('%t/pq.npy', p.T.T @ q); m = rng.integers(-100, 100, (4, 5)).astype(np.int32); n = rng.integers(-100, 100, (5, 3)).astype(np.int32); np.save('%t/m.npy', m); np.save('%t/n.npy', n); np.save('%t/mn.npy', m @ n)"
// RUN: xhlo-run %s --arg=%t/a.npy --arg=%t/b.npy --expect=%t/ab.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --reference-kernels --arg=%t/a.npy --arg=%t/b.npy --expect=%t/ab.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --entry=batched --arg=%t/x.npy --arg=%t/y.npy --expect=%t/xy.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --entry=batched --reference-kernels --arg=%t/x.npy --arg=%t/y.npy --expect=%t/xy.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --entry=f64 --arg=%t/p.npy --arg=%t/q.npy --expect=%t/pq.npy --rtol=1e-12 --atol=1e-12
// RUN: xhlo-run %s --entry=integers --arg=%t/m.npy --arg=%t/n.npy --expect=%t/mn.npy --rtol=0 --atol=0
// A wrong value (element [10, 20] off by 0.5) is caught on the fast path too:
// RUN: not xhlo-run %s --arg=%t/a.npy --arg=%t/b.npy --expect=%t/wrong.npy --rtol=1e-5 --atol=1e-5 2>&1 | FileCheck %s --check-prefix=WRONG
// WRONG: result 0: 1 of 2546 elements differ {{.*}}; worst at flat index 400:

func.func @main(%a: tensor<67x45xf32>, %b: tensor<45x38xf32>) -> tensor<67x38xf32> {
  %r = hlo.dot %a, %b, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
      : (tensor<67x45xf32>, tensor<45x38xf32>) -> tensor<67x38xf32>
  return %r : tensor<67x38xf32>
}

// x[i, b, k, l] * y[l, b, j, k] -> [b, i, j]
func.func @batched(%x: tensor<5x3x4x6xf32>, %y: tensor<6x3x7x4xf32>) -> tensor<3x5x7xf32> {
  %r = hlo.dot %x, %y, lhs_batch_dims = [1], lhs_contracting_dims = [2, 3],
      rhs_batch_dims = [1], rhs_contracting_dims = [3, 0]
      : (tensor<5x3x4x6xf32>, tensor<6x3x7x4xf32>) -> tensor<3x5x7xf32>
  return %r : tensor<3x5x7xf32>
}

func.func @f64(%p: tensor<9x31xf64>, %q: tensor<31x8xf64>) -> tensor<9x8xf64> {
  %r = hlo.dot %p, %q, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
      : (tensor<9x31xf64>, tensor<31x8xf64>) -> tensor<9x8xf64>
  return %r : tensor<9x8xf64>
}

func.func @integers(%m: tensor<4x5xi32>, %n: tensor<5x3xi32>) -> tensor<4x3xi32> {
  %r = hlo.dot %m, %n, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
      : (tensor<4x5xi32>, tensor<5x3xi32>) -> tensor<4x3xi32>
  return %r : tensor<4x3xi32>
}
