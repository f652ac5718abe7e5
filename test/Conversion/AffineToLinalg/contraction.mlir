// Multiply-accumulates: over plain indices a reduction whose maps make a
// dot (linalg.matmul, batch_matmul, matvec or vecmat when the maps are
// theirs, the factors in either order, else a generic); over windows (an index adding loop indices, `x + k` or
// `2 * y + ky`) a generic that keeps the sum in its map, which hlo computes
// as a convolution, or as a window reduction for a pooling (its window
// loops get their size from an extra operand). The second RUN takes them
// through xhlo-affine-to-hlo.
// RUN: xhlo-opt --raise-affine-to-linalg --split-input-file --verify-diagnostics -mlir-print-local-scope %s | FileCheck %s
// RUN: xhlo-opt --xhlo-affine-to-hlo --split-input-file --verify-diagnostics %s | FileCheck %s --check-prefix=HLO

// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<8x5xf32>, %[[C:.*]]: memref<4x5xf32>)
// CHECK: linalg.matmul ins(%[[A]], %[[B]] : memref<4x8xf32>, memref<8x5xf32>) outs(%[[C]] : memref<4x5xf32>)
// HLO-LABEL: func.func @matmul
// HLO-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<8x5xf32>, %[[C:.*]]: tensor<4x5xf32>) -> tensor<4x5xf32>
// HLO: %[[D:.*]] = hlo.dot %[[A]], %[[B]], lhs_contracting_dims = [1], rhs_contracting_dims = [0]
// HLO: %[[R:.*]] = hlo.add %[[C]], %[[D]] : tensor<4x5xf32>
// HLO: return %[[R]] : tensor<4x5xf32>
func.func @matmul(%A: memref<4x8xf32>, %B: memref<8x5xf32>, %C: memref<4x5xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      affine.for %k = 0 to 8 {
        %a = affine.load %A[%i, %k] : memref<4x8xf32>
        %b = affine.load %B[%k, %j] : memref<8x5xf32>
        %c = affine.load %C[%i, %j] : memref<4x5xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<4x5xf32>
      }
    }
  }
  return
}

// -----

// The factors in the other order, and a scaled product: a vecmat, and a
// generic (the payload is not a plain multiply-accumulate).
// CHECK-LABEL: func.func @vecmat_and_scaled
// CHECK-SAME: (%[[A:.*]]: memref<6x4xf32>, %[[X:.*]]: memref<6xf32>, %[[Y:.*]]: memref<4xf32>, %[[S:.*]]: f32)
// CHECK: linalg.vecmat ins(%[[X]], %[[A]] : memref<6xf32>, memref<6x4xf32>) outs(%[[Y]] : memref<4xf32>)
// CHECK: linalg.generic
// CHECK-SAME: indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>]
// CHECK-SAME: iterator_types = ["parallel", "reduction"]
// HLO-LABEL: func.func @vecmat_and_scaled
// HLO: hlo.dot %{{.*}}, %{{.*}}, lhs_contracting_dims = [0], rhs_contracting_dims = [0]
// HLO: hlo.reduce
func.func @vecmat_and_scaled(%A: memref<6x4xf32>, %x: memref<6xf32>, %y: memref<4xf32>, %s: f32) {
  affine.for %j = 0 to 4 {
    affine.for %i = 0 to 6 {
      %a = affine.load %A[%i, %j] : memref<6x4xf32>
      %v = affine.load %x[%i] : memref<6xf32>
      %o = affine.load %y[%j] : memref<4xf32>
      %p = arith.mulf %a, %v : f32
      %n = arith.addf %o, %p : f32
      affine.store %n, %y[%j] : memref<4xf32>
    }
  }
  affine.for %j = 0 to 4 {
    affine.for %i = 0 to 6 {
      %a = affine.load %A[%i, %j] : memref<6x4xf32>
      %v = affine.load %x[%i] : memref<6xf32>
      %o = affine.load %y[%j] : memref<4xf32>
      %p = arith.mulf %a, %v : f32
      %q = arith.mulf %p, %s : f32
      %n = arith.addf %o, %q : f32
      affine.store %n, %y[%j] : memref<4xf32>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @conv1d
// CHECK: linalg.generic
// CHECK-SAME: indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>]
// CHECK-SAME: iterator_types = ["parallel", "reduction"]
// HLO-LABEL: func.func @conv1d
// HLO: hlo.convolution %{{.*}}, %{{.*}}, window = <size = [3]>
func.func @conv1d(%in: memref<12xf32>, %w: memref<3xf32>, %out: memref<10xf32>) {
  affine.for %x = 0 to 10 {
    affine.for %k = 0 to 3 {
      %i = affine.load %in[%x + %k] : memref<12xf32>
      %v = affine.load %w[%k] : memref<3xf32>
      %o = affine.load %out[%x] : memref<10xf32>
      %p = arith.mulf %i, %v : f32
      %s = arith.addf %o, %p : f32
      affine.store %s, %out[%x] : memref<10xf32>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @max_pool
// CHECK-SAME: (%[[IN:.*]]: memref<8x8xf32>, %[[OUT:.*]]: memref<4x4xf32>)
// CHECK: %[[WINDOW:.*]] = memref.alloc() : memref<2x2xf32>
// CHECK: linalg.generic
// CHECK-SAME: indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0 * 2 + d2, d1 * 2 + d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>]
// CHECK-SAME: iterator_types = ["parallel", "parallel", "reduction", "reduction"]
// CHECK-SAME: ins(%[[IN]], %[[WINDOW]] : memref<8x8xf32>, memref<2x2xf32>) outs(%[[OUT]] : memref<4x4xf32>)
// CHECK:   arith.maximumf
// HLO-LABEL: func.func @max_pool
// HLO: hlo.reduce_window(%{{.*}} init: %{{.*}}) window = <size = [2, 2], stride = [2, 2]>
func.func @max_pool(%in: memref<8x8xf32>, %out: memref<4x4xf32>) {
  affine.for %y = 0 to 4 {
    affine.for %x = 0 to 4 {
      affine.for %ky = 0 to 2 {
        affine.for %kx = 0 to 2 {
          %i = affine.load %in[2 * %y + %ky, 2 * %x + %kx] : memref<8x8xf32>
          %o = affine.load %out[%y, %x] : memref<4x4xf32>
          %m = arith.maximumf %o, %i : f32
          affine.store %m, %out[%y, %x] : memref<4x4xf32>
        }
      }
    }
  }
  return
}

// -----

// Other computations over a window have no hlo form: the window loop,
// which carries the accumulation, is moved outside and kept sequential, and
// each step is one op on a view at a run-time offset.
// CHECK-LABEL: func.func @window_not_conv
// CHECK-SAME: (%[[IN:.*]]: memref<12xf32>, %[[OUT:.*]]: memref<10xf32>)
// CHECK: affine.for %[[K:.*]] = 0 to 3
// CHECK:   %[[V:.*]] = memref.subview %[[IN]][%[[K]]] [10] [1]
// CHECK:   linalg.generic
// CHECK-SAME: iterator_types = ["parallel"]
// CHECK-SAME: ins(%[[V]] : {{.*}}) outs(%[[OUT]] : memref<10xf32>)
// HLO-LABEL: func.func @window_not_conv
// HLO: hlo.while
// HLO:   hlo.dynamic_slice %{{.*}}[%{{.*}}] dynamic_slice_sizes = [10]
// HLO:   hlo.exponential
// HLO:   hlo.add
func.func @window_not_conv(%in: memref<12xf32>, %out: memref<10xf32>) {
  affine.for %x = 0 to 10 {
    // expected-remark @+1 {{loop kept sequential: it carries a dependence (the loops that carry none were moved inside it)}}
    affine.for %k = 0 to 3 {
      %i = affine.load %in[%x + %k] : memref<12xf32>
      %e = math.exp %i : f32
      %o = affine.load %out[%x] : memref<10xf32>
      %s = arith.addf %o, %e : f32
      affine.store %s, %out[%x] : memref<10xf32>
    }
  }
  return
}
