// scf.forall with shared_outs becomes a nest of hlo.while, one per induction
// variable (bounds and steps as written), carrying the shared_outs; each
// tensor.parallel_insert_slice becomes an insert into the carried tensor
// (hlo.dynamic_update_slice once the tensor ops convert). Inside the body
// the shared_outs' block arguments read the tensors as they were before the
// loop. The values are checked in test/Tools/xhlo-run/forall.test.
// RUN: xhlo-opt --convert-scf-to-hlo %s | FileCheck %s
// RUN: xhlo-opt --xhlo-linalg-to-hlo %s | FileCheck %s --check-prefix=HLO

// CHECK-LABEL: func.func @tiles_2d
// CHECK-NOT: scf.forall
// Outer loop over i: (iv, out, ub, step, ...) with the bounds; the shared
// out %arg2 is also passed as it was before the loop (last slot).
// CHECK: arith.constant 16 : index
// CHECK: arith.constant 24 : index
// CHECK: arith.constant 8 : index
// CHECK: hlo.while(%{{.*}}, %arg2, {{.*}}, %arg2) :
// CHECK: hlo.compare LT
// Inner loop over j.
// CHECK: hlo.while
// CHECK: tensor.extract_slice
// CHECK: linalg.matmul
// CHECK: tensor.insert_slice
// CHECK: hlo.add
// HLO-LABEL: func.func @tiles_2d
// HLO-NOT: scf.
// HLO-NOT: tensor.
// HLO: hlo.while
// HLO: hlo.while
// HLO: hlo.dynamic_slice
// HLO: hlo.dot
// HLO: hlo.dynamic_update_slice
func.func @tiles_2d(%a: tensor<16x32xf32>, %b: tensor<32x24xf32>, %init: tensor<16x24xf32>) -> tensor<16x24xf32> {
  %c = scf.forall (%i, %j) = (0, 0) to (16, 24) step (8, 8) shared_outs(%o = %init) -> (tensor<16x24xf32>) {
    %sa = tensor.extract_slice %a[%i, 0] [8, 32] [1, 1] : tensor<16x32xf32> to tensor<8x32xf32>
    %sb = tensor.extract_slice %b[0, %j] [32, 8] [1, 1] : tensor<32x24xf32> to tensor<32x8xf32>
    %sc = tensor.extract_slice %o[%i, %j] [8, 8] [1, 1] : tensor<16x24xf32> to tensor<8x8xf32>
    %m = linalg.matmul ins(%sa, %sb : tensor<8x32xf32>, tensor<32x8xf32>) outs(%sc : tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %m into %o[%i, %j] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<16x24xf32>
    }
  }
  return %c : tensor<16x24xf32>
}

// Two shared_outs, a normalized loop with a mapping (ignored); the second
// insert is rank-reducing and its offset is the induction variable itself.
// CHECK-LABEL: func.func @two_outs
// CHECK-NOT: scf.forall
// CHECK: hlo.while
// CHECK: tensor.insert_slice {{.*}} : tensor<4xf32> into tensor<8x4xf32>
// CHECK: tensor.insert_slice {{.*}} : tensor<4xf32> into tensor<2x4xf32>
// CHECK: hlo.return
// HLO-LABEL: func.func @two_outs
// HLO-NOT: scf.
// HLO-COUNT-2: hlo.dynamic_update_slice
func.func @two_outs(%x: tensor<8x4xf32>, %o1init: tensor<8x4xf32>, %o2init: tensor<2x4xf32>) -> (tensor<8x4xf32>, tensor<2x4xf32>) {
  %r:2 = scf.forall (%t) in (2) shared_outs(%o1 = %o1init, %o2 = %o2init) -> (tensor<8x4xf32>, tensor<2x4xf32>) {
    %i = affine.apply affine_map<(d0) -> (d0 * 4)>(%t)
    %s = tensor.extract_slice %x[%i, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o1[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x4xf32>
      tensor.parallel_insert_slice %s into %o2[%t, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<2x4xf32>
    }
  } {mapping = [#gpu.thread<x>]}
  return %r#0, %r#1 : tensor<8x4xf32>, tensor<2x4xf32>
}

// Without results and side effects, a loop computes nothing: erased.
// CHECK-LABEL: func.func @no_results
// CHECK-NOT: scf.forall
// CHECK-NOT: hlo.while
// CHECK: return %arg0
func.func @no_results(%x: tensor<4xf32>) -> tensor<4xf32> {
  scf.forall (%i) in (4) {
    %e = tensor.extract_slice %x[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %d = arith.addf %e, %e : tensor<1xf32>
  }
  return %x : tensor<4xf32>
}

// Dynamic bounds: the loop runs as often as they say.
// CHECK-LABEL: func.func @dynamic_bounds
// CHECK-NOT: scf.forall
// CHECK: hlo.while
// HLO-LABEL: func.func @dynamic_bounds
// HLO: hlo.while
// HLO: hlo.dynamic_update_slice
func.func @dynamic_bounds(%x: tensor<16xf32>, %lb: index, %ub: index) -> tensor<16xf32> {
  %r = scf.forall (%i) = (%lb) to (%ub) step (2) shared_outs(%o = %x) -> (tensor<16xf32>) {
    %s = tensor.extract_slice %o[%i] [2] [1] : tensor<16xf32> to tensor<2xf32>
    %d = arith.addf %s, %s : tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %d into %o[%i] [2] [1] : tensor<2xf32> into tensor<16xf32>
    }
  }
  return %r : tensor<16xf32>
}
