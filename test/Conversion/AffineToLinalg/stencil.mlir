// Stencils: the shifted reads of one array (A[i - 1], A[i], A[i + 1]) are
// views of it at three offsets with identity maps. A time loop whose
// statements feed each other stays sequential (a remark says why), and its
// sweeps are raised inside it, at offsets that may depend on the time
// step. A read of the stored array at other elements that no earlier
// iteration writes (an anti-dependence) reads a copy made before the op.
// RUN: xhlo-opt --raise-affine-to-linalg --split-input-file --verify-diagnostics -mlir-print-local-scope %s | FileCheck %s
// RUN: xhlo-opt --xhlo-affine-to-hlo --split-input-file --verify-diagnostics %s | FileCheck %s --check-prefix=HLO

// CHECK-LABEL: func.func @jacobi_1d
// CHECK-SAME: (%[[A:.*]]: memref<12xf32>, %[[B:.*]]: memref<12xf32>)
// CHECK: affine.for
// CHECK-DAG: %[[L:.*]] = memref.subview %[[A]][0] [10] [1]
// CHECK-DAG: %[[C:.*]] = memref.subview %[[A]][1] [10] [1]
// CHECK-DAG: %[[R:.*]] = memref.subview %[[A]][2] [10] [1]
// CHECK-DAG: %[[O:.*]] = memref.subview %[[B]][1] [10] [1]
// CHECK:   linalg.generic
// CHECK-SAME: indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>]
// CHECK-SAME: ins(%[[L]], %[[C]], %[[R]] : {{.*}}) outs(%[[O]] : {{.*}})
// CHECK:   linalg.copy
// HLO-LABEL: func.func @jacobi_1d
// HLO-SAME: (%[[A:.*]]: tensor<12xf32>, %[[B:.*]]: tensor<12xf32>) -> (tensor<12xf32>, tensor<12xf32>)
// HLO: %[[W:.*]]:5 = hlo.while
// HLO:   hlo.slice %{{.*}}, slice = [0:10]
// HLO:   hlo.slice %{{.*}}, slice = [1:11]
// HLO:   hlo.slice %{{.*}}, slice = [2:12]
// HLO:   hlo.dynamic_update_slice
// HLO: return %[[W]]#2, %[[W]]#1 : tensor<12xf32>, tensor<12xf32>
func.func @jacobi_1d(%A: memref<12xf32>, %B: memref<12xf32>) {
  %third = arith.constant 0.33 : f32
  // expected-remark @+1 {{loop kept sequential: its body holds 2 stores that depend on each other in a cycle, so they cannot be split into separate loops}}
  affine.for %t = 0 to 4 {
    affine.for %i = 1 to 11 {
      %a = affine.load %A[%i - 1] : memref<12xf32>
      %b = affine.load %A[%i] : memref<12xf32>
      %c = affine.load %A[%i + 1] : memref<12xf32>
      %s = arith.addf %a, %b : f32
      %s2 = arith.addf %s, %c : f32
      %m = arith.mulf %third, %s2 : f32
      affine.store %m, %B[%i] : memref<12xf32>
    }
    affine.for %i = 1 to 11 {
      %b = affine.load %B[%i] : memref<12xf32>
      affine.store %b, %A[%i] : memref<12xf32>
    }
  }
  return
}

// -----

// Row t + 1 from row t: the rows are views at run-time offsets.
// CHECK-LABEL: func.func @time_rows
// CHECK-SAME: (%[[H:.*]]: memref<6x12xf32>)
// CHECK: affine.for %[[T:.*]] = 0 to 5
// CHECK:   %[[COPY:.*]] = memref.alloc() : memref<6x12xf32>
// CHECK:   memref.copy %[[H]], %[[COPY]]
// CHECK-DAG:   %[[L:.*]] = memref.subview %[[COPY]][%[[T]], 0] [1, 10] [1, 1]
// CHECK-DAG:   %[[R:.*]] = memref.subview %[[COPY]][%[[T]], 2] [1, 10] [1, 1]
// CHECK-DAG:   %[[NEXT:.*]] = affine.apply affine_map<(d0) -> (d0 + 1)>(%[[T]])
// CHECK-DAG:   %[[O:.*]] = memref.subview %[[H]][%[[NEXT]], 1] [1, 10] [1, 1]
// CHECK:   linalg.generic
// CHECK-SAME: ins(%[[L]], %[[R]] : {{.*}}) outs(%[[O]] : {{.*}})
// HLO-LABEL: func.func @time_rows
// HLO: hlo.while
// HLO:   hlo.dynamic_slice %{{.*}}[%{{.*}}, %{{.*}}] dynamic_slice_sizes = [1, 10]
// HLO:   hlo.dynamic_slice %{{.*}}[%{{.*}}, %{{.*}}] dynamic_slice_sizes = [1, 10]
// HLO:   hlo.dynamic_update_slice
func.func @time_rows(%H: memref<6x12xf32>) {
  // expected-remark @+1 {{loop kept sequential: an iteration reads an element of argument #0 that an earlier iteration writes (a dependence carried by the loop at depth 1)}}
  affine.for %t = 0 to 5 {
    affine.for %i = 1 to 11 {
      %l = affine.load %H[%t, %i - 1] : memref<6x12xf32>
      %r = affine.load %H[%t, %i + 1] : memref<6x12xf32>
      %s = arith.addf %l, %r : f32
      affine.store %s, %H[%t + 1, %i] : memref<6x12xf32>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @shift_in_place
// CHECK-SAME: (%[[A:.*]]: memref<16xf32>)
// CHECK: %[[COPY:.*]] = memref.alloc() : memref<16xf32>
// CHECK: memref.copy %[[A]], %[[COPY]]
// CHECK: %[[SRC:.*]] = memref.subview %[[COPY]][1] [15] [1]
// CHECK: %[[DST:.*]] = memref.subview %[[A]][0] [15] [1]
// CHECK: linalg.copy ins(%[[SRC]] : {{.*}}) outs(%[[DST]] : {{.*}})
// CHECK: memref.dealloc %[[COPY]]
// HLO-LABEL: func.func @shift_in_place
// HLO-SAME: (%[[A:.*]]: tensor<16xf32>) -> tensor<16xf32>
// HLO: %[[S:.*]] = hlo.slice %[[A]], slice = [1:16]
// HLO: hlo.dynamic_update_slice %[[A]][%{{.*}}], %[[S]]
func.func @shift_in_place(%A: memref<16xf32>) {
  affine.for %i = 0 to 15 {
    %a = affine.load %A[%i + 1] : memref<16xf32>
    affine.store %a, %A[%i] : memref<16xf32>
  }
  return
}
