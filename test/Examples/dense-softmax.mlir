// The dense + softmax example parses, verifies, and keeps its structure
// through a generic-form round trip.
// RUN: xhlo-opt --verify-roundtrip %xhlo_src_root/python-free-examples/dense-softmax/dense_softmax.mlir | FileCheck %s
// RUN: xhlo-opt %xhlo_src_root/python-free-examples/dense-softmax/dense_softmax.mlir --print-op-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// Converted to hlo and run on the interpreter, it matches numpy.
// RUN: xhlo-opt --xhlo-linalg-to-hlo %xhlo_src_root/python-free-examples/dense-softmax/dense_softmax.mlir -o %t.mlir
// RUN: %python -c "import numpy as np; r = np.random.default_rng(1); x, w, b = r.uniform(-1, 1, (8, 784)), r.uniform(-0.1, 0.1, (784, 10)), r.uniform(-1, 1, 10); l = x @ w + b; e = np.exp(l - l.max(1, keepdims=True)); [np.save('%t.' + n + '.npy', a.astype(np.float32)) for n, a in [('x', x), ('w', w), ('b', b), ('p', e / e.sum(1, keepdims=True))]]"
// RUN: xhlo-run %t.mlir --arg=%t.x.npy --arg=%t.w.npy --arg=%t.b.npy --expect=%t.p.npy --rtol=1e-4 --atol=1e-6

// CHECK-LABEL: func.func @dense_softmax
// CHECK:         linalg.matmul
// CHECK:         linalg.reduce
// CHECK:         math.exp
// CHECK:         linalg.reduce
// CHECK:         arith.divf
// CHECK:         return

// STATS: Operations encountered:
// STATS: linalg.generic , 3
// STATS: linalg.matmul , 1
// STATS: linalg.reduce , 2
// STATS: math.exp , 1
