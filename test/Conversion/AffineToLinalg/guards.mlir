// Bounds and guards. A band runs over the bounding box of its iteration
// domain (loop bounds, min/max bounds and affine.if conditions tighten it);
// what the box does not imply becomes a mask computed in the payload from
// linalg.index (compare against zero, and-ed): elementwise stores keep the
// old element outside the mask (select with the output), reductions combine
// the identity (-0.0 for an add). Else regions become ifs on the negated
// condition first. Steps are strides.
// RUN: xhlo-opt --raise-affine-to-linalg --split-input-file -mlir-print-local-scope %s | FileCheck %s --implicit-check-not=affine.

// j <= i: i - j >= 0.
// CHECK-LABEL: func.func @triangular
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "parallel"]
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-DAG:   %[[I:.*]] = linalg.index 0 : index
// CHECK-DAG:   %[[J:.*]] = linalg.index 1 : index
// CHECK-DAG:   %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-DAG:   %[[M1:.*]] = arith.constant -1 : index
// CHECK:       %[[NJ:.*]] = arith.muli %[[J]], %[[M1]] : index
// CHECK:       %[[D:.*]] = arith.addi %[[I]], %[[NJ]] : index
// CHECK:       %[[MASK:.*]] = arith.cmpi sge, %[[D]], %[[ZERO]] : index
// CHECK:       %[[V:.*]] = arith.select %[[MASK]], %[[IN]], %[[OUT]] : f32
// CHECK:       linalg.yield %[[V]] : f32
func.func @triangular(%A: memref<8x8xf32>, %B: memref<8x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      %a = affine.load %A[%i, %j] : memref<8x8xf32>
      affine.store %a, %B[%i, %j] : memref<8x8xf32>
    }
  }
  return
}

// -----

// max(0, i - 2) <= j < min(16, i + 3) over the box 0 <= j < 16: the bounds
// the box implies (0, 16) are dropped, the others masked.
// CHECK-LABEL: func.func @min_max
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "reduction"]
// CHECK-COUNT-2: arith.cmpi sge
// CHECK:       %[[MASK:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
// CHECK:       %[[IDENTITY:.*]] = arith.constant -0.000000e+00 : f32
// CHECK:       %[[X:.*]] = arith.select %[[MASK]], %{{.*}}, %[[IDENTITY]] : f32
// CHECK:       arith.addf %{{.*}}, %[[X]] : f32
func.func @min_max(%X: memref<16xf32>, %S: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = max affine_map<(d0) -> (0, d0 - 2)>(%i) to min affine_map<(d0) -> (16, d0 + 3)>(%i) {
      %x = affine.load %X[%j] : memref<16xf32>
      %s = affine.load %S[%i] : memref<16xf32>
      %n = arith.addf %s, %x : f32
      affine.store %n, %S[%i] : memref<16xf32>
    }
  }
  return
}

// -----

// The else region is `j - i >= 0`; the then region's domain (i > j) has the
// box 1 <= i < 8, 0 <= j < 7.
// CHECK-LABEL: func.func @if_else
// CHECK-SAME: (%[[X:.*]]: memref<8x8xf32>, %[[A:.*]]: memref<8x8xf32>)
// CHECK: linalg.generic
// CHECK-SAME: indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>]
// CHECK-SAME: ins(%[[X]] : memref<8x8xf32>) outs(%[[A]] : memref<8x8xf32>)
// CHECK:   arith.cmpi sge
// CHECK:   arith.select
// CHECK: %[[XV:.*]] = memref.subview %[[X]][1, 0] [7, 7] [1, 1]
// CHECK: %[[AV:.*]] = memref.subview %[[A]][1, 0] [7, 7] [1, 1]
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[XV]] : {{.*}}) outs(%[[AV]] : {{.*}})
// CHECK:   arith.cmpi sge
// CHECK:   arith.select
func.func @if_else(%X: memref<8x8xf32>, %A: memref<8x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.if affine_set<(d0, d1) : (d0 - d1 - 1 >= 0)>(%i, %j) {
        %x = affine.load %X[%i, %j] : memref<8x8xf32>
        affine.store %x, %A[%i, %j] : memref<8x8xf32>
      } else {
        %x = affine.load %X[%j, %i] : memref<8x8xf32>
        affine.store %x, %A[%i, %j] : memref<8x8xf32>
      }
    }
  }
  return
}

// -----

// A guard on one loop is its box: 1 <= i <= 8, so X[i - 1] and X[i + 1]
// stay in bounds and no mask is left.
// CHECK-LABEL: func.func @guard_tightens_box
// CHECK-SAME: (%[[X:.*]]: memref<10xf32>, %[[N:.*]]: memref<10xf32>)
// CHECK-DAG: %[[L:.*]] = memref.subview %[[X]][0] [8] [1]
// CHECK-DAG: %[[R:.*]] = memref.subview %[[X]][2] [8] [1]
// CHECK-DAG: %[[O:.*]] = memref.subview %[[N]][1] [8] [1]
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[L]], %[[R]] : {{.*}}) outs(%[[O]] : {{.*}})
// CHECK-NOT: arith.cmpi
// CHECK: return
func.func @guard_tightens_box(%X: memref<10xf32>, %N: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 1 >= 0, 8 - d0 >= 0)>(%i) {
      %l = affine.load %X[%i - 1] : memref<10xf32>
      %r = affine.load %X[%i + 1] : memref<10xf32>
      %s = arith.addf %l, %r : f32
      affine.store %s, %N[%i] : memref<10xf32>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @step
// CHECK-SAME: (%[[X:.*]]: memref<20xf32>, %[[A:.*]]: memref<20xf32>)
// CHECK: %[[XV:.*]] = memref.subview %[[X]][1] [7] [3]
// CHECK: %[[AV:.*]] = memref.subview %[[A]][1] [7] [3]
// CHECK: linalg.copy ins(%[[XV]] : {{.*}}) outs(%[[AV]] : {{.*}})
func.func @step(%X: memref<20xf32>, %A: memref<20xf32>) {
  affine.for %i = 1 to 20 step 3 {
    %x = affine.load %X[%i] : memref<20xf32>
    affine.store %x, %A[%i] : memref<20xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @diagonal_guard
// CHECK: linalg.generic
// CHECK:   %[[EQ:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : index
// CHECK:   arith.select %[[EQ]], %{{.*}}, %{{.*}} : f32
func.func @diagonal_guard(%D: memref<6x6xf32>) {
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 6 {
      affine.if affine_set<(d0, d1) : (d0 - d1 == 0)>(%i, %j) {
        affine.store %one, %D[%i, %j] : memref<6x6xf32>
      }
    }
  }
  return
}

