// Loop distribution: a loop's statements (its stores, with the loads they
// use) are grouped by the strongly connected components of their
// dependences at the loop's depth and deeper, and each component gets a
// copy of the loop (inner loops included), in dependence order; statements
// that depend on each other in a cycle stay in one loop.
// RUN: xhlo-opt --raise-affine-to-linalg --split-input-file --verify-diagnostics -mlir-print-local-scope %s | FileCheck %s

// bicg: the inner loop's two updates (s reduces over i, q over j) split
// into two nests, after the initialisation of q.
// CHECK-LABEL: func.func @bicg
// CHECK-SAME: (%[[A:.*]]: memref<6x5xf32>, %[[S:.*]]: memref<5xf32>, %[[Q:.*]]: memref<6xf32>, %[[P:.*]]: memref<5xf32>, %[[R:.*]]: memref<6xf32>)
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[Q]] : memref<6xf32>)
// CHECK: linalg.vecmat ins(%[[R]], %[[A]] : memref<6xf32>, memref<6x5xf32>) outs(%[[S]] : memref<5xf32>)
// CHECK: linalg.matvec ins(%[[A]], %[[P]] : memref<6x5xf32>, memref<5xf32>) outs(%[[Q]] : memref<6xf32>)
func.func @bicg(%A: memref<6x5xf32>, %s: memref<5xf32>, %q: memref<6xf32>, %p: memref<5xf32>, %r: memref<6xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 6 {
    affine.store %zero, %q[%i] : memref<6xf32>
    affine.for %j = 0 to 5 {
      %ri = affine.load %r[%i] : memref<6xf32>
      %a = affine.load %A[%i, %j] : memref<6x5xf32>
      %sj = affine.load %s[%j] : memref<5xf32>
      %t = arith.mulf %ri, %a : f32
      %ns = arith.addf %sj, %t : f32
      affine.store %ns, %s[%j] : memref<5xf32>
      %qi = affine.load %q[%i] : memref<6xf32>
      %pj = affine.load %p[%j] : memref<5xf32>
      %u = arith.mulf %a, %pj : f32
      %nq = arith.addf %qi, %u : f32
      affine.store %nq, %q[%i] : memref<6xf32>
    }
  }
  return
}

// -----

// The second statement writes B[i + 1], which the first reads one iteration
// later: the second's loop goes first.
// CHECK-LABEL: func.func @reordered
// CHECK-SAME: (%[[A:.*]]: memref<8xf32>, %[[B:.*]]: memref<8xf32>, %[[C:.*]]: memref<7xf32>)
// CHECK: %[[BNEXT:.*]] = memref.subview %[[B]][1] [7] [1]
// CHECK: linalg.copy ins(%[[C]] : {{.*}}) outs(%[[BNEXT]] : {{.*}})
// CHECK-DAG: %[[AHEAD:.*]] = memref.subview %[[A]][0] [7] [1]
// CHECK-DAG: %[[BHEAD:.*]] = memref.subview %[[B]][0] [7] [1]
// CHECK: linalg.copy ins(%[[BHEAD]] : {{.*}}) outs(%[[AHEAD]] : {{.*}})
func.func @reordered(%A: memref<8xf32>, %B: memref<8xf32>, %C: memref<7xf32>) {
  affine.for %i = 0 to 7 {
    %b = affine.load %B[%i] : memref<8xf32>
    affine.store %b, %A[%i] : memref<8xf32>
    %c = affine.load %C[%i] : memref<7xf32>
    affine.store %c, %B[%i + 1] : memref<8xf32>
  }
  return
}

// -----

// B[i] = A[i - 1]; A[i] = 2 B[i]: each statement reads what the other
// writes (across iterations for A), so they stay together, sequential.
// CHECK-LABEL: func.func @cycle
// CHECK: affine.for
// CHECK-COUNT-2: affine.store
// CHECK-NOT: linalg.
func.func @cycle(%A: memref<8xf32>, %B: memref<8xf32>) {
  %two = arith.constant 2.0 : f32
  // expected-remark @+1 {{loop kept sequential: its body holds 2 stores that depend on each other in a cycle, so they cannot be split into separate loops}}
  affine.for %i = 1 to 8 {
    %a = affine.load %A[%i - 1] : memref<8xf32>
    affine.store %a, %B[%i] : memref<8xf32>
    %b = affine.load %B[%i] : memref<8xf32>
    %m = arith.mulf %b, %two : f32
    affine.store %m, %A[%i] : memref<8xf32>
  }
  return
}
