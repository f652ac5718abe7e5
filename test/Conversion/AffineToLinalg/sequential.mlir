// Loops that cannot become tensor dimensions stay loops, each reported by a
// remark with the reason: a flow dependence between iterations (prefix sums,
// Gauss-Seidel, substitution), a non-affine index, a run-time trip count.
// In a perfect nest of constant bounds, the loops that carry no dependence
// are moved inside the ones that do, and raised.
// The nests inside them are raised on their own, at offsets that depend on
// the loops around them. Through xhlo-affine-to-hlo they become hlo.while
// over the buffers they write, reading with dynamic_slice and writing with
// dynamic_update_slice.
// RUN: xhlo-opt --raise-affine-to-linalg --split-input-file --verify-diagnostics -mlir-print-local-scope %s | FileCheck %s
// RUN: xhlo-opt --xhlo-affine-to-hlo --split-input-file --verify-diagnostics %s | FileCheck %s --check-prefix=HLO

// CHECK-LABEL: func.func @prefix_sum
// CHECK: affine.for
// CHECK-NOT: linalg.
// HLO-LABEL: func.func @prefix_sum
// HLO-SAME: (%[[A:.*]]: tensor<8xi32>) -> tensor<8xi32>
// HLO: %[[W:.*]]:4 = hlo.while(%{{.*}}, %[[A]], %{{.*}}, %{{.*}})
// HLO: } do {
// HLO-NEXT: ^bb0(%[[I:.*]]: tensor<i64>, %[[ACC:.*]]: tensor<8xi32>, %{{.*}}: tensor<i64>, %[[STEP:.*]]: tensor<i64>):
// HLO:   %[[PREV:.*]] = hlo.add %[[I]], %{{.*}} : tensor<i64>
// HLO:   hlo.dynamic_slice %[[ACC]][%[[PREV]]] dynamic_slice_sizes = [1]
// HLO:   hlo.dynamic_slice %[[ACC]][%[[I]]] dynamic_slice_sizes = [1]
// HLO:   %[[SUM:.*]] = hlo.add %{{.*}}, %{{.*}} : tensor<i32>
// HLO:   %[[ONE:.*]] = hlo.reshape %[[SUM]] : (tensor<i32>) -> tensor<1xi32>
// HLO:   %[[NEW:.*]] = hlo.dynamic_update_slice %[[ACC]][%[[I]]], %[[ONE]]
// HLO:   %[[NEXT:.*]] = hlo.add %[[I]], %[[STEP]]
// HLO:   hlo.return %[[NEXT]], %[[NEW]], %{{.*}}, %[[STEP]]
// HLO: return %[[W]]#1 : tensor<8xi32>
func.func @prefix_sum(%A: memref<8xi32>) {
  // expected-remark @+1 {{loop kept sequential: an iteration reads an element of argument #0 that an earlier iteration writes (a dependence carried by the loop at depth 1)}}
  affine.for %i = 1 to 8 {
    %a = affine.load %A[%i - 1] : memref<8xi32>
    %b = affine.load %A[%i] : memref<8xi32>
    %s = arith.addi %a, %b : i32
    affine.store %s, %A[%i] : memref<8xi32>
  }
  return
}

// -----

// Gauss-Seidel: every loop carries a dependence.
// CHECK-LABEL: func.func @seidel
// CHECK-NOT: linalg.
// HLO-LABEL: func.func @seidel
// HLO-COUNT-3: hlo.while
func.func @seidel(%A: memref<8x8xf64>) {
  // expected-remark @+1 {{loop kept sequential: an iteration reads an element of argument #0 that an earlier iteration writes (a dependence carried by the loop at depth 1)}}
  affine.for %t = 0 to 2 {
    // expected-remark @+1 {{loop kept sequential: an iteration reads an element of argument #0 that an earlier iteration writes (a dependence carried by the loop at depth 2)}}
    affine.for %i = 1 to 7 {
      // expected-remark @+1 {{loop kept sequential: an iteration reads an element of argument #0 that an earlier iteration writes (a dependence carried by the loop at depth 3)}}
      affine.for %j = 1 to 7 {
        %n = affine.load %A[%i - 1, %j] : memref<8x8xf64>
        %w = affine.load %A[%i, %j - 1] : memref<8x8xf64>
        %c = affine.load %A[%i, %j] : memref<8x8xf64>
        %e = affine.load %A[%i, %j + 1] : memref<8x8xf64>
        %s = affine.load %A[%i + 1, %j] : memref<8x8xf64>
        %0 = arith.addf %n, %w : f64
        %1 = arith.addf %0, %c : f64
        %2 = arith.addf %1, %e : f64
        %3 = arith.addf %2, %s : f64
        affine.store %3, %A[%i, %j] : memref<8x8xf64>
      }
    }
  }
  return
}

// -----

// Forward substitution: x[i] = b[i] is distributed out (a copy); the row
// loop carries x; each row's dot product with the solved prefix (j < i) is
// a masked reduction over the bounding box 0 <= j < 5, at row i's offset,
// reading a copy of x.
// CHECK-LABEL: func.func @trisolv
// CHECK-SAME: (%[[L:.*]]: memref<6x6xf32>, %[[X:.*]]: memref<6xf32>, %[[B:.*]]: memref<6xf32>)
// CHECK: linalg.copy ins(%[[B]] : memref<6xf32>) outs(%[[X]] : memref<6xf32>)
// CHECK: affine.for %[[I:.*]] = 0 to 6 {
// CHECK:   %[[COPY:.*]] = memref.alloc() : memref<6xf32>
// CHECK:   memref.copy %[[X]], %[[COPY]]
// CHECK-DAG:   %[[ROW:.*]] = memref.subview %[[L]][%[[I]], 0] [1, 5] [1, 1]
// CHECK-DAG:   %[[PREFIX:.*]] = memref.subview %[[COPY]][0] [5] [1]
// CHECK-DAG:   %[[XI:.*]] = memref.subview %[[X]][%[[I]]] [1] [1] : memref<6xf32> to memref<f32, strided<[], offset: ?>>
// CHECK:   linalg.generic
// CHECK-SAME: indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>]
// CHECK-SAME: iterator_types = ["reduction"]
// CHECK-SAME: ins(%[[ROW]], %[[PREFIX]] : {{.*}}) outs(%[[XI]] : {{.*}})
// CHECK:     arith.cmpi sge
// CHECK:     arith.negf
// CHECK:     arith.select
// CHECK:     arith.addf
// CHECK:   affine.load %[[L]][%[[I]], %[[I]]]
// CHECK:   arith.divf
// CHECK:   affine.store
// HLO-LABEL: func.func @trisolv
// HLO: hlo.while
// HLO:   hlo.dynamic_slice %{{.*}}[%{{.*}}, %{{.*}}] dynamic_slice_sizes = [1, 5]
// HLO:   hlo.reduce
// HLO:   hlo.divide
// HLO:   hlo.dynamic_update_slice
func.func @trisolv(%L: memref<6x6xf32>, %x: memref<6xf32>, %b: memref<6xf32>) {
  // expected-remark @+1 {{loop kept sequential: its body holds 2 stores that depend on each other in a cycle, so they cannot be split into separate loops}}
  affine.for %i = 0 to 6 {
    %bi = affine.load %b[%i] : memref<6xf32>
    affine.store %bi, %x[%i] : memref<6xf32>
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %l = affine.load %L[%i, %j] : memref<6x6xf32>
      %xj = affine.load %x[%j] : memref<6xf32>
      %p = arith.mulf %l, %xj : f32
      %xi = affine.load %x[%i] : memref<6xf32>
      %s = arith.subf %xi, %p : f32
      affine.store %s, %x[%i] : memref<6xf32>
    }
    %xi = affine.load %x[%i] : memref<6xf32>
    %d = affine.load %L[%i, %i] : memref<6x6xf32>
    %q = arith.divf %xi, %d : f32
    affine.store %q, %x[%i] : memref<6xf32>
  }
  return
}

// -----

// An indirect read (memref.load at a loaded index) is not affine.
// CHECK-LABEL: func.func @non_affine_index
// CHECK: affine.for
// HLO-LABEL: func.func @non_affine_index
// HLO: hlo.while
// HLO:   %[[K:.*]] = hlo.reshape %{{.*}} : (tensor<1xi64>) -> tensor<i64>
// HLO:   hlo.dynamic_slice %{{.*}}[%[[K]]] dynamic_slice_sizes = [1]
func.func @non_affine_index(%X: memref<10xf32>, %Idx: memref<10xindex>, %G: memref<10xf32>) {
  // expected-remark @+1 {{loop kept sequential: it accesses argument #0 at a non-affine index (memref.load)}}
  affine.for %i = 0 to 10 {
    %k = affine.load %Idx[%i] : memref<10xindex>
    %x = memref.load %X[%k] : memref<10xf32>
    affine.store %x, %G[%i] : memref<10xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @dynamic_trip_count
// CHECK: affine.for
// HLO-LABEL: func.func @dynamic_trip_count
// HLO-SAME: %[[N:[a-z0-9]+]]: tensor<i64>)
// HLO: hlo.while(%{{.*}}, %{{.*}}, %[[N]],
func.func @dynamic_trip_count(%X: memref<10xf32>, %R: memref<10xf32>, %n: index) {
  // expected-remark @+1 {{loop kept sequential: its trip count is not bounded by a constant (dynamic sizes)}}
  affine.for %i = 0 to %n {
    %x = affine.load %X[%i] : memref<10xf32>
    affine.store %x, %R[%i] : memref<10xf32>
  }
  return
}

// -----

// A row-wise prefix sum: only the column loop carries a dependence. It is
// moved outside the row loop and kept; each column is one op over the rows,
// reading the previous column from a copy.
// CHECK-LABEL: func.func @row_prefix_sum
// CHECK-SAME: (%[[A:.*]]: memref<6x10xf32>)
// CHECK: affine.for %[[J:.*]] = 1 to 10 {
// CHECK:   %[[COPY:.*]] = memref.alloc() : memref<6x10xf32>
// CHECK:   memref.copy %[[A]], %[[COPY]]
// CHECK:   %[[PREV:.*]] = affine.apply affine_map<(d0) -> (d0 - 1)>(%[[J]])
// CHECK:   %[[IN:.*]] = memref.subview %[[COPY]][0, %[[PREV]]] [6, 1] [1, 1]
// CHECK:   %[[OUT:.*]] = memref.subview %[[A]][0, %[[J]]] [6, 1] [1, 1]
// CHECK:   linalg.generic
// CHECK-SAME: iterator_types = ["parallel"]
// CHECK-SAME: ins(%[[IN]] : {{.*}}) outs(%[[OUT]] : {{.*}})
// HLO-LABEL: func.func @row_prefix_sum
// HLO: hlo.while
// HLO:   hlo.dynamic_slice %{{.*}}[%{{.*}}, %{{.*}}] dynamic_slice_sizes = [6, 1]
// HLO:   hlo.dynamic_update_slice
func.func @row_prefix_sum(%A: memref<6x10xf32>) {
  affine.for %i = 0 to 6 {
    // expected-remark @+1 {{loop kept sequential: it carries a dependence (the loops that carry none were moved inside it)}}
    affine.for %j = 1 to 10 {
      %p = affine.load %A[%i, %j - 1] : memref<6x10xf32>
      %c = affine.load %A[%i, %j] : memref<6x10xf32>
      %s = arith.addf %p, %c : f32
      affine.store %s, %A[%i, %j] : memref<6x10xf32>
    }
  }
  return
}

// -----

// A call hides its effects from the dependence analysis: the loop stays; the
// callee's loops are raised in the callee. Affine nests inside other ops
// (scf.for) are raised in place.
// CHECK-LABEL: func.func @calls
// CHECK: affine.for
// CHECK:   func.call @scale
// CHECK: scf.for
// CHECK:   linalg.generic
// CHECK-LABEL: func.func @scale
// CHECK: linalg.generic
// HLO-LABEL: func.func @calls
// HLO-SAME: (%[[A:.*]]: tensor<8xf32>) -> tensor<8xf32>
// HLO: hlo.while
// HLO:   hlo.call @scale(%{{.*}}) : (tensor<8xf32>) -> tensor<8xf32>
func.func @calls(%A: memref<8xf32>) {
  // expected-remark @+1 {{loop kept sequential: it calls 'scale', whose effects the dependence analysis does not see}}
  affine.for %t = 0 to 3 {
    func.call @scale(%A) : (memref<8xf32>) -> ()
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %r = %c0 to %c2 step %c1 {
    affine.for %i = 0 to 8 {
      %a = affine.load %A[%i] : memref<8xf32>
      %s = arith.addf %a, %a : f32
      affine.store %s, %A[%i] : memref<8xf32>
    }
  }
  return
}

func.func @scale(%A: memref<8xf32>) {
  %half = arith.constant 0.5 : f32
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i] : memref<8xf32>
    %s = arith.mulf %a, %half : f32
    affine.store %s, %A[%i] : memref<8xf32>
  }
  return
}

// -----

// A guard inside a band on a loop outside it (t <= 2) stays in the mask: the
// op runs for every t. (The store's domain, where t <= 2 holds, bounds the
// box, but not what t can be around the op.)
// CHECK-LABEL: func.func @guard_on_outer_loop
// CHECK: affine.for %[[T:.*]] = 0 to 5 {
// CHECK:   linalg.generic
// CHECK:     %[[C2:.*]] = arith.constant 2 : index
// CHECK:     %[[D:.*]] = arith.addi %{{.*}}, %[[C2]] : index
// CHECK:     %[[MASK:.*]] = arith.cmpi sge, %[[D]], %{{.*}} : index
// CHECK:     arith.select %[[MASK]]
// HLO-LABEL: func.func @guard_on_outer_loop
// HLO: hlo.while
func.func @guard_on_outer_loop(%A: memref<6x4xi32>) {
  %one = arith.constant 1 : i32
  // expected-remark @+1 {{loop kept sequential: an iteration reads an element of argument #0 that an earlier iteration writes (a dependence carried by the loop at depth 1)}}
  affine.for %t = 0 to 5 {
    affine.for %i = 0 to 4 {
      affine.if affine_set<(d0) : (2 - d0 >= 0)>(%t) {
        %a = affine.load %A[%t, %i] : memref<6x4xi32>
        %s = arith.addi %a, %one : i32
        affine.store %s, %A[%t + 1, %i] : memref<6x4xi32>
      }
    }
  }
  return
}
