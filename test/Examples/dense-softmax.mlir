// The demo's example parses, verifies, and keeps its structure through a
// generic-form round trip.
// RUN: xhlo-opt --verify-roundtrip %xhlo_src_root/python-free-examples/dense-softmax/dense_softmax.mlir | FileCheck %s
// RUN: xhlo-opt %xhlo_src_root/python-free-examples/dense-softmax/dense_softmax.mlir --print-op-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS

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
