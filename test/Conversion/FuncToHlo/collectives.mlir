// Calls to collective declarations (body-less functions marked
// xhlo.all_reduce = "<reduction>", optionally with xhlo.replica_groups, or
// xhlo.replica_id / xhlo.partition_id) become hlo.all_reduce with the
// reduction's region, hlo.replica_id and hlo.partition_id (converted to the
// declared integer type). Declarations that cannot be those are refused at
// the call, saying why (Inputs/collectives-invalid.mlir).
// RUN: xhlo-opt --convert-func-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=func.call
// RUN: xhlo-opt --convert-func-to-hlo --split-input-file --verify-diagnostics %S/Inputs/collectives-invalid.mlir
// The whole pipeline refuses each of them too, at the call, exiting 1.
// RUN: not xhlo-opt --xhlo-linalg-to-hlo --split-input-file %S/Inputs/collectives-invalid.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=PIPE
// PIPE: collectives-invalid.mlir:1 offset :9:8: error: 'func.call' was not converted to hlo: the all-reduce declaration @unknown names no known reduction
// PIPE-COUNT-19: error: 'func.call' was not converted to hlo:
// PIPE-NOT: error
// A linalg program using them runs on 4 replicas (x_r = r + 1, by hand:
// the sum over all of x_r and 10 x_r is 10 and 100, the pairs {0, 1} and {2, 3} sum 3 and 7, their
// product 2 and 12), and its HLO text carries the all-reduce and the
// replica count.
// RUN: xhlo-opt --xhlo-linalg-to-hlo %S/Inputs/collectives-run.mlir -o %t.mlir
// RUN: xhlo-run %t.mlir --print | FileCheck %s --check-prefix=RUNS --match-full-lines
// RUN: xhlo-translate --mlir-to-hlo-text %t.mlir | FileCheck %s --check-prefix=TEXT

// RUNS-LABEL: replica 0:
// RUNS-NEXT: f32[2] {10, 100}
// RUNS-NEXT: f32[] 3
// RUNS-NEXT: s32[] 2
// RUNS-NEXT: s64[] 0
// RUNS-NEXT: replica 1:
// RUNS-NEXT: f32[2] {10, 100}
// RUNS-NEXT: f32[] 3
// RUNS-NEXT: s32[] 2
// RUNS-NEXT: s64[] 1
// RUNS-NEXT: replica 2:
// RUNS-NEXT: f32[2] {10, 100}
// RUNS-NEXT: f32[] 7
// RUNS-NEXT: s32[] 12
// RUNS-NEXT: s64[] 2
// RUNS-NEXT: replica 3:
// RUNS-NEXT: f32[2] {10, 100}
// RUNS-NEXT: f32[] 7
// RUNS-NEXT: s32[] 12
// RUNS-NEXT: s64[] 3

// TEXT: HloModule {{.*}}replica_count=4
// TEXT: replica-id()
// TEXT: all-reduce({{.*}}), replica_groups={}, to_apply=
// TEXT: all-reduce({{.*}}), replica_groups={{[{][{]}}0,1},{2,3{{[}][}]}}, to_apply=

// CHECK: func.func private @sum(tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<f32>) attributes {xhlo.all_reduce = "sum"}
func.func private @sum(tensor<4xf32>, f32) -> (tensor<4xf32>, f32)
    attributes {xhlo.all_reduce = "sum"}

// CHECK-LABEL: func.func @sums
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[S:.*]]: tensor<f32>)
func.func @sums(%x: tensor<4xf32>, %s: f32) -> (tensor<4xf32>, f32) {
  // CHECK: %[[R:.*]]:2 = hlo.all_reduce(%[[X]], %[[S]]) replica_groups = [] : tensor<4xf32>, tensor<f32> {
  // CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
  // CHECK-NEXT: %[[ADD:.*]] = hlo.add %[[A]], %[[B]] : tensor<f32>
  // CHECK-NEXT: hlo.return %[[ADD]] : tensor<f32>
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[R]]#0, %[[R]]#1
  %r:2 = func.call @sum(%x, %s) : (tensor<4xf32>, f32) -> (tensor<4xf32>, f32)
  return %r#0, %r#1 : tensor<4xf32>, f32
}

// -----

// Each reduction's region, and the groups.
func.func private @prod(i32) -> i32 attributes {xhlo.all_reduce = "product", xhlo.replica_groups = [[0, 2], [1, 3]]}
func.func private @max(tensor<2xf64>) -> tensor<2xf64> attributes {xhlo.all_reduce = "max"}
func.func private @min(tensor<2xi8>) -> tensor<2xi8> attributes {xhlo.all_reduce = "min"}
func.func private @and(i1) -> i1 attributes {xhlo.all_reduce = "and", xhlo.replica_groups = [[1], [0]]}
func.func private @or(tensor<3xi32>) -> tensor<3xi32> attributes {xhlo.all_reduce = "or"}

// CHECK-LABEL: func.func @reductions
func.func @reductions(%i: i32, %f: tensor<2xf64>, %b: tensor<2xi8>, %p: i1, %o: tensor<3xi32>)
    -> (i32, tensor<2xf64>, tensor<2xi8>, i1, tensor<3xi32>) {
  // CHECK: hlo.all_reduce(%{{.*}}) replica_groups = {{\[\[}}0, 2], [1, 3]] : tensor<i32>
  // CHECK: hlo.multiply %{{.*}} : tensor<i32>
  %0 = func.call @prod(%i) : (i32) -> i32
  // CHECK: hlo.all_reduce(%{{.*}}) replica_groups = [] : tensor<2xf64>
  // CHECK: hlo.maximum %{{.*}} : tensor<f64>
  %1 = func.call @max(%f) : (tensor<2xf64>) -> tensor<2xf64>
  // CHECK: hlo.all_reduce(%{{.*}}) replica_groups = [] : tensor<2xi8>
  // CHECK: hlo.minimum %{{.*}} : tensor<i8>
  %2 = func.call @min(%b) : (tensor<2xi8>) -> tensor<2xi8>
  // CHECK: hlo.all_reduce(%{{.*}}) replica_groups = {{\[\[}}1], [0]] : tensor<i1>
  // CHECK: hlo.and %{{.*}} : tensor<i1>
  %3 = func.call @and(%p) : (i1) -> i1
  // CHECK: hlo.all_reduce(%{{.*}}) replica_groups = [] : tensor<3xi32>
  // CHECK: hlo.or %{{.*}} : tensor<i32>
  %4 = func.call @or(%o) : (tensor<3xi32>) -> tensor<3xi32>
  return %0, %1, %2, %3, %4 : i32, tensor<2xf64>, tensor<2xi8>, i1, tensor<3xi32>
}

// -----

// The ids: hlo's u32 scalars, converted to the declared type.
func.func private @replica() -> i32 attributes {xhlo.replica_id}
func.func private @replica_u() -> ui32 attributes {xhlo.replica_id}
func.func private @partition() -> index attributes {xhlo.partition_id}

// CHECK-LABEL: func.func @ids
func.func @ids() -> (i32, ui32, index) {
  // CHECK: %[[R:.*]] = hlo.replica_id : tensor<ui32>
  // CHECK-NEXT: %[[RI:.*]] = hlo.convert %[[R]] : (tensor<ui32>) -> tensor<i32>
  %r = func.call @replica() : () -> i32
  // CHECK-NEXT: %[[RU:.*]] = hlo.replica_id : tensor<ui32>
  %u = func.call @replica_u() : () -> ui32
  // CHECK-NEXT: %[[P:.*]] = hlo.partition_id : tensor<ui32>
  // CHECK-NEXT: %[[PI:.*]] = hlo.convert %[[P]] : (tensor<ui32>) -> tensor<i64>
  %p = func.call @partition() : () -> index
  // CHECK-NEXT: return %[[RI]], %[[RU]], %[[PI]]
  return %r, %u, %p : i32, ui32, index
}
