// Loops that do not index the store reduce into it, when the stored value
// is `combine(element, x)` with an associative and commutative combine
// (`element - x` is `element + (-x)`); loop-carried values (iter_args) are
// demoted to a buffer with one element per iteration of the enclosing loops
// first. Initialising stores before the reduction loop are distributed out
// as fills. A store that overwrites (last write wins) or combines otherwise
// is no reduction: the loop that carries the overwrite stays sequential, with
// a remark, moved outside the others (which are raised) when the nest is
// perfect with constant bounds.
// RUN: xhlo-opt --raise-affine-to-linalg --split-input-file --verify-diagnostics -mlir-print-local-scope %s | FileCheck %s

// CHECK-LABEL: func.func @row_sum
// CHECK-SAME: (%[[A:.*]]: memref<4x8xf32>, %[[S:.*]]: memref<4xf32>)
// CHECK: %[[ZERO:.*]] = arith.constant 0.0
// CHECK: linalg.fill ins(%[[ZERO]] : f32) outs(%[[S]] : memref<4xf32>)
// CHECK: linalg.generic
// CHECK-SAME: indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>]
// CHECK-SAME: iterator_types = ["parallel", "reduction"]
// CHECK-SAME: ins(%[[A]] : memref<4x8xf32>) outs(%[[S]] : memref<4xf32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[ACC:.*]]: f32):
// CHECK-NEXT:   %[[N:.*]] = arith.addf %[[ACC]], %[[X]] : f32
// CHECK-NEXT:   linalg.yield %[[N]] : f32
func.func @row_sum(%A: memref<4x8xf32>, %S: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 4 {
    affine.store %zero, %S[%i] : memref<4xf32>
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<4x8xf32>
      %s = affine.load %S[%i] : memref<4xf32>
      %n = arith.addf %s, %a : f32
      affine.store %n, %S[%i] : memref<4xf32>
    }
  }
  return
}

// -----

// The outer loop reduces: the store's dimension comes first.
// CHECK-LABEL: func.func @column_max
// CHECK: linalg.generic
// CHECK-SAME: indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>]
// CHECK-SAME: iterator_types = ["parallel", "reduction"]
// CHECK:   arith.maxsi %{{.*}}, %{{.*}} : i32
func.func @column_max(%A: memref<4x8xi32>, %M: memref<8xi32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<4x8xi32>
      %m = affine.load %M[%j] : memref<8xi32>
      %n = arith.maxsi %m, %a : i32
      affine.store %n, %M[%j] : memref<8xi32>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @subtract
// CHECK: linalg.generic
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[ACC:.*]]: f32):
// CHECK-NEXT:   %[[NEG:.*]] = arith.negf %[[X]] : f32
// CHECK-NEXT:   %[[N:.*]] = arith.addf %[[ACC]], %[[NEG]] : f32
func.func @subtract(%A: memref<4x8xf32>, %S: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<4x8xf32>
      %s = affine.load %S[%i] : memref<4xf32>
      %n = arith.subf %s, %a : f32
      affine.store %n, %S[%i] : memref<4xf32>
    }
  }
  return
}

// -----

// The running sum lives in a buffer of one element per row.
// CHECK-LABEL: func.func @iter_args
// CHECK-SAME: (%[[A:.*]]: memref<4x8xf32>, %[[S:.*]]: memref<4xf32>)
// CHECK: %[[ACC:.*]] = memref.alloca() : memref<4xf32>
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[ACC]] : memref<4xf32>)
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "reduction"]
// CHECK-SAME: ins(%[[A]] : memref<4x8xf32>) outs(%[[ACC]] : memref<4xf32>)
// CHECK: linalg.copy ins(%[[ACC]] : memref<4xf32>) outs(%[[S]] : memref<4xf32>)
func.func @iter_args(%A: memref<4x8xf32>, %S: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 4 {
    %r = affine.for %j = 0 to 8 iter_args(%acc = %zero) -> f32 {
      %a = affine.load %A[%i, %j] : memref<4x8xf32>
      %n = arith.addf %acc, %a : f32
      affine.yield %n : f32
    }
    affine.store %r, %S[%i] : memref<4xf32>
  }
  return
}

// -----

// The column loop carries the overwrite: it moves outside, and each column
// is copied in order.
// CHECK-LABEL: func.func @last_write_wins
// CHECK-SAME: (%[[A:.*]]: memref<4x8xf32>, %[[S:.*]]: memref<4xf32>)
// CHECK: affine.for %[[J:.*]] = 0 to 8
// CHECK:   %[[COLUMN:.*]] = memref.subview %[[A]][0, %[[J]]] [4, 1] [1, 1]
// CHECK:   linalg.copy ins(%[[COLUMN]] : {{.*}}) outs(%[[S]] : memref<4xf32>)
func.func @last_write_wins(%A: memref<4x8xf32>, %S: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    // expected-remark @+1 {{loop kept sequential: it carries a dependence (the loops that carry none were moved inside it)}}
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<4x8xf32>
      affine.store %a, %S[%i] : memref<4xf32>
    }
  }
  return
}

// -----

// Not a reduction either: the column loop stays sequential (moved outside),
// each step elementwise over the rows.
// CHECK-LABEL: func.func @not_a_reduction
// CHECK: affine.for
// CHECK:   linalg.generic
// CHECK-SAME: iterator_types = ["parallel"]
// CHECK:     arith.mulf
// CHECK:     arith.addf
func.func @not_a_reduction(%A: memref<4x8xf32>, %S: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    // expected-remark @+1 {{loop kept sequential: it carries a dependence (the loops that carry none were moved inside it)}}
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<4x8xf32>
      %s = affine.load %S[%i] : memref<4xf32>
      %t = arith.mulf %s, %s : f32
      %n = arith.addf %t, %a : f32
      affine.store %n, %S[%i] : memref<4xf32>
    }
  }
  return
}

// -----

// A loop that carries a dependence with a non-constant bound is not moved:
// both stay sequential.
// CHECK-LABEL: func.func @triangular_no_interchange
// CHECK: affine.for
// CHECK:   affine.for
// CHECK-NOT: linalg.
func.func @triangular_no_interchange(%A: memref<6x6xf32>) {
  // expected-remark @+1 {{loop kept sequential: an iteration reads an element of argument #0 that an earlier iteration writes (a dependence carried by the loop at depth 2)}}
  affine.for %i = 0 to 6 {
    // expected-remark @+1 {{loop kept sequential: an iteration reads an element of argument #0 that an earlier iteration writes (a dependence carried by the loop at depth 2)}}
    affine.for %j = 1 to affine_map<(d0) -> (d0 + 1)>(%i) {
      %p = affine.load %A[%i, %j - 1] : memref<6x6xf32>
      %c = affine.load %A[%i, %j] : memref<6x6xf32>
      %s = arith.addf %p, %c : f32
      affine.store %s, %A[%i, %j] : memref<6x6xf32>
    }
  }
  return
}
