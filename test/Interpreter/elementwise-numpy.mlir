// tanh(x * 2 + 1), exp/log/sqrt, integer arithmetic with wrap-around and
// compare/select, each checked against numpy (the oracle) with --expect.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; rng = np.random.default_rng(0); x = rng.uniform(-3, 3, (4, 5)).astype(np.float32); np.save('%t/x.npy', x); np.save('%t/y.npy', np.tanh(x * np.float32(2) + np.float32(1))); np.save('%t/z.npy', np.sqrt(np.exp(x) + np.log(np.abs(x) + np.float32(1)))); np.save('%t/w.npy', np.where(x > 0, x, -x))"
// RUN: xhlo-run %s --arg=%t/x.npy --expect=%t/y.npy --expect=%t/z.npy --expect=%t/w.npy --rtol=2e-6 --atol=1e-6
// RUN: %python -c "import numpy as np; a = np.array([2**31 - 1, -7, 100, -2**31], np.int32); np.save('%t/a.npy', a); np.save('%t/b.npy', (a.astype(np.int64) * 3 + 5).astype(np.int32))"
// RUN: xhlo-run %s --entry=integers --arg=%t/a.npy --expect=%t/b.npy --rtol=0 --atol=0

func.func @main(%x: tensor<4x5xf32>) -> (tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>) {
  %two = hlo.constant dense<2.0> : tensor<4x5xf32>
  %one = hlo.constant dense<1.0> : tensor<4x5xf32>
  %zero = hlo.constant dense<0.0> : tensor<4x5xf32>
  %m = hlo.multiply %x, %two : tensor<4x5xf32>
  %a = hlo.add %m, %one : tensor<4x5xf32>
  %t = hlo.tanh %a : tensor<4x5xf32>
  %e = hlo.exponential %x : tensor<4x5xf32>
  %ab = hlo.abs %x : tensor<4x5xf32>
  %l = hlo.log_plus_one %ab : tensor<4x5xf32>
  %s = hlo.add %e, %l : tensor<4x5xf32>
  %q = hlo.sqrt %s : tensor<4x5xf32>
  %p = hlo.compare GT, %x, %zero : tensor<4x5xf32>
  %n = hlo.negate %x : tensor<4x5xf32>
  %w = hlo.select %p, %x, %n : tensor<4x5xi1>, tensor<4x5xf32>
  return %t, %q, %w : tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>
}

func.func @integers(%a: tensor<4xi32>) -> tensor<4xi32> {
  %three = hlo.constant dense<3> : tensor<4xi32>
  %five = hlo.constant dense<5> : tensor<4xi32>
  %m = hlo.multiply %a, %three : tensor<4xi32>
  %r = hlo.add %m, %five : tensor<4xi32>
  return %r : tensor<4xi32>
}
