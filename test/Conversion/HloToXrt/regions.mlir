// convert-hlo-to-xrt on hlo ops inside host regions: they are outlined in
// their block, compiled once in the entry block, and the values they read
// from outside the region are transferred outside it.
// RUN: xhlo-opt --convert-hlo-to-xrt --split-input-file %s | FileCheck %s

// In a loop: the weight is transferred once before the loop; the carried
// value is transferred and read each iteration (scf.for carries tensors);
// the computation is compiled before the loop and released after it.
// CHECK-LABEL: func.func @for_loop
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[W:.*]]: tensor<4xf32>, %[[N:.*]]: index)
// CHECK: %[[EXE:.*]] = xrt.compile @for_loop_device_0 : !xrt.executable<(!xrt.array<4xf32>, !xrt.array<4xf32>) -> !xrt.array<4xf32>>
// CHECK-NEXT: %[[AW:.*]] = xrt.transfer_to_device %[[W]]
// CHECK-NEXT: %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[X]])
// CHECK-NEXT: %[[AACC:.*]] = xrt.transfer_to_device %[[ACC]]
// CHECK-NEXT: %[[Y:.*]] = xrt.execute %[[EXE]](%[[AW]], %[[AACC]])
// CHECK-NEXT: xrt.release %[[AACC]]
// CHECK-NEXT: %[[T:.*]] = xrt.read %[[Y]]
// CHECK-NEXT: xrt.release %[[Y]]
// CHECK-NEXT: scf.yield %[[T]]
// CHECK-NEXT: }
// CHECK-NEXT: xrt.release_executable %[[EXE]]
// CHECK-NEXT: %[[EXE1:.*]] = xrt.compile @for_loop_device_1
// CHECK-NEXT: %[[AR:.*]] = xrt.transfer_to_device %[[R]]
// CHECK-NEXT: xrt.execute %[[EXE1]](%[[AW]], %[[AR]])
// CHECK-NEXT: xrt.release_executable %[[EXE1]]
// CHECK-NEXT: xrt.release %[[AW]], %[[AR]]
// CHECK: func.func private @for_loop_device_0
// CHECK-NEXT: hlo.multiply
// CHECK-NEXT: hlo.tanh
// CHECK: func.func private @for_loop_device_1
// CHECK-NEXT: hlo.exponential
// CHECK-NEXT: hlo.add
func.func @for_loop(%x: tensor<4xf32>, %w: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> tensor<4xf32> {
    %m = hlo.multiply %acc, %w : tensor<4xf32>
    %t = hlo.tanh %m : tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  }
  %e = hlo.exponential %r : tensor<4xf32>
  %s = hlo.add %e, %w : tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// A device result computed before a loop and read inside it stays on the
// device: the loop's computation takes the array, and it is released after
// the loop.
// CHECK-LABEL: func.func @result_used_in_loop
// CHECK: %[[E0:.*]] = xrt.compile @result_used_in_loop_device_0
// CHECK: %[[A:.*]] = xrt.execute %[[E0]]
// CHECK-NOT: xrt.read %[[A]]
// CHECK: scf.for
// CHECK: xrt.execute %{{.*}}(%[[A]], %{{.*}})
// CHECK: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: xrt.release_executable
// CHECK-NEXT: xrt.release %[[A]]
func.func @result_used_in_loop(%x: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = hlo.exponential %x : tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> tensor<4xf32> {
    %m = hlo.multiply %acc, %a : tensor<4xf32>
    scf.yield %m : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// In the branches of an scf.if: one computation per branch, both compiled
// in the entry block before the if.
// CHECK-LABEL: func.func @if_branches
// CHECK-SAME: (%[[P:.*]]: i1, %[[X:.*]]: tensor<4xf32>)
// CHECK-DAG: %[[E0:.*]] = xrt.compile @if_branches_device_0
// CHECK-DAG: %[[E1:.*]] = xrt.compile @if_branches_device_1
// CHECK-DAG: %[[AX:.*]] = xrt.transfer_to_device %[[X]]
// CHECK: scf.if %[[P]]
// CHECK-NEXT: %[[A:.*]] = xrt.execute %[[E0]](%[[AX]])
// CHECK-NEXT: %[[T:.*]] = xrt.read %[[A]]
// CHECK-NEXT: xrt.release %[[A]]
// CHECK-NEXT: scf.yield %[[T]]
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[B:.*]] = xrt.execute %[[E1]](%[[AX]])
// CHECK: }
// CHECK-NEXT: xrt.release_executable %[[E0]]
// CHECK-NEXT: xrt.release_executable %[[E1]]
// CHECK-NEXT: xrt.release %[[AX]]
// CHECK: func.func private @if_branches_device_0
// CHECK-NEXT: hlo.exponential
// CHECK: func.func private @if_branches_device_1
// CHECK-NEXT: hlo.negate
func.func @if_branches(%p: i1, %x: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.if %p -> tensor<4xf32> {
    %e = hlo.exponential %x : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  } else {
    %n = hlo.negate %x : tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// Nested loops: each computation is compiled once in the entry block, and
// each value is transferred in the block that defines it.
// CHECK-LABEL: func.func @nested_loops
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[N:.*]]: index)
// CHECK: %[[E:.*]] = xrt.compile @nested_loops_device_0
// CHECK-NEXT: %[[AX:.*]] = xrt.transfer_to_device %[[X]]
// CHECK-NEXT: scf.for
// CHECK-NEXT: %[[V:.*]] = tensor.splat
// CHECK-NEXT: %[[AV:.*]] = xrt.transfer_to_device %[[V]]
// CHECK-NEXT: scf.for
// CHECK-NEXT: xrt.execute %[[E]](%[[AX]], %[[AV]])
// CHECK-NOT: xrt.compile
// CHECK: xrt.release %[[AV]]
// CHECK-NOT: xrt.compile
// CHECK: xrt.release_executable %[[E]]
// CHECK-NEXT: xrt.release %[[AX]]
func.func @nested_loops(%x: tensor<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 2.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %v = tensor.splat %f : tensor<4xf32>
    scf.for %j = %c0 to %n step %c1 {
      %m = hlo.multiply %x, %v : tensor<4xf32>
      scf.yield
    }
    scf.yield
  }
  return
}
