// convert-xrt-to-llvm: each xrt op becomes one call of the C API
// (Runtime/HostApi.h) with the context loaded from @xhlo_xrt_context, whose
// status (i32) check-xrt-status checks later; handles that compile and
// transfer make come back through stack slots; computations become
// HloModuleProto globals and are erased; stack slots sit in the entry block.
// RUN: xhlo-opt --convert-xrt-to-llvm --split-input-file %s | FileCheck %s --implicit-check-not=xrt.

// CHECK-LABEL: llvm.mlir.global external @xhlo_xrt_context() {{.*}} : !llvm.ptr
// CHECK-DAG: llvm.func @xhlo_xrt_compile(!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> i32
// CHECK-DAG: llvm.func @xhlo_xrt_transfer(!llvm.ptr, i64, !llvm.ptr, i32, !llvm.ptr) -> i32
// CHECK-DAG: llvm.func @xhlo_xrt_read(!llvm.ptr, i64, i64, !llvm.ptr, i32) -> i32
// CHECK-DAG: llvm.func @xhlo_xrt_execute(!llvm.ptr, i64, !llvm.ptr, i64, !llvm.ptr, i64, i32) -> i32
// CHECK-DAG: llvm.func @xhlo_xrt_release(!llvm.ptr, !llvm.ptr, i64) -> i32
// CHECK-DAG: llvm.func @xhlo_xrt_release_executable(!llvm.ptr, i64) -> i32
// CHECK-LABEL: func.func @straight_line
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<4xf32>) -> tensor<4xf32>
// Stack slots, all in the entry block: the handle each compile and transfer
// writes, the argument and result handles of the execution, a descriptor per
// transfer and read, the handles of each release.
// CHECK-COUNT-10: llvm.alloca
// CHECK: %[[PROTO:.*]] = llvm.mlir.addressof @__xhlo_hlo_module_pair : !llvm.ptr
// CHECK: %[[SIZE:.*]] = llvm.mlir.constant({{[0-9]+}} : i64) : i64
// CHECK: %[[CTXP:.*]] = llvm.mlir.addressof @xhlo_xrt_context : !llvm.ptr
// CHECK: %[[CTX:.*]] = llvm.load %[[CTXP]] : !llvm.ptr -> !llvm.ptr
// CHECK: llvm.call @xhlo_xrt_compile(%[[CTX]], %[[PROTO]], %[[SIZE]], %[[EXESLOT:[0-9]+]]) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> i32
// CHECK: %[[EXE:.*]] = llvm.load %[[EXESLOT]] : !llvm.ptr -> i64
// The tensor's buffer, any layout, read only; rank 1, f32 (XLA's 11).
// CHECK: %[[MX:.*]] = bufferization.to_memref %[[X]] read_only : memref<4xf32, strided<[?], offset: ?>>
// CHECK: %[[DESCX:.*]] = builtin.unrealized_conversion_cast %[[MX]]
// CHECK: llvm.store %[[DESCX]], %[[DX:.*]] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK: %[[RANK:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: %[[F32:.*]] = llvm.mlir.constant(11 : i32) : i32
// CHECK: llvm.call @xhlo_xrt_transfer(%{{.*}}, %[[RANK]], %[[DX]], %[[F32]], %[[AXSLOT:[0-9]+]])
// CHECK: %[[AX:.*]] = llvm.load %[[AXSLOT]] : !llvm.ptr -> i64
// CHECK: llvm.call @xhlo_xrt_transfer
// CHECK: %[[AY:.*]] = llvm.load
// CHECK: %[[SLOT0:.*]] = llvm.getelementptr %[[ARGS:.*]][0] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK: llvm.store %[[AX]], %[[SLOT0]] : i64, !llvm.ptr
// CHECK: %[[SLOT1:.*]] = llvm.getelementptr %[[ARGS]][1] : (!llvm.ptr) -> !llvm.ptr, i64
// CHECK: llvm.store %[[AY]], %[[SLOT1]] : i64, !llvm.ptr
// Two results: exploded (1).
// CHECK: %[[EXPLODE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: llvm.call @xhlo_xrt_execute(%{{.*}}, %[[EXE]], %[[ARGS]], %{{.*}}, %[[RESULTS:.*]], %{{.*}}, %[[EXPLODE]])
// CHECK: llvm.getelementptr %[[RESULTS]][0]
// CHECK: %[[R0:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i64
// CHECK: %[[R1:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i64
// CHECK: llvm.call @xhlo_xrt_release_executable(%{{.*}}, %[[EXE]])
// CHECK: llvm.store %[[AX]]
// CHECK: llvm.store %[[AY]]
// CHECK: llvm.store %[[R1]]
// CHECK: %[[THREE:.*]] = llvm.mlir.constant(3 : i64) : i64
// CHECK: llvm.call @xhlo_xrt_release(%{{.*}}, %{{.*}}, %[[THREE]])
// A read fills a new buffer, which becomes the tensor.
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK: builtin.unrealized_conversion_cast %[[BUF]]
// CHECK: llvm.call @xhlo_xrt_read(%{{.*}}, %[[R0]], %{{.*}}, %{{.*}}, %{{.*}})
// CHECK: %[[T:.*]] = bufferization.to_tensor %[[BUF]] restrict writable : memref<4xf32>
// CHECK: llvm.call @xhlo_xrt_release
// CHECK: return %[[T]] : tensor<4xf32>
// The computation is erased; its proto stays.
// CHECK-NOT: func.func private @pair
// CHECK: llvm.mlir.global internal constant @__xhlo_hlo_module_pair("{{.*}}") {addr_space = 0 : i32, alignment = 8 : i64}
func.func @straight_line(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %exe = xrt.compile @pair : !xrt.executable<(!xrt.array<4xf32>, !xrt.array<4xf32>) -> (!xrt.array<4xf32>, !xrt.array<f32>)>
  %a = xrt.transfer_to_device %x : tensor<4xf32>
  %b = xrt.transfer_to_device %y : tensor<4xf32>
  %r:2 = xrt.execute %exe(%a, %b) : (!xrt.array<4xf32>, !xrt.array<4xf32>) -> (!xrt.array<4xf32>, !xrt.array<f32>)
  xrt.release_executable %exe : !xrt.executable<(!xrt.array<4xf32>, !xrt.array<4xf32>) -> (!xrt.array<4xf32>, !xrt.array<f32>)>
  xrt.release %a, %b, %r#1 : !xrt.array<4xf32>, !xrt.array<4xf32>, !xrt.array<f32>
  %t = xrt.read %r#0 : !xrt.array<4xf32>
  xrt.release %r#0 : !xrt.array<4xf32>
  return %t : tensor<4xf32>
}
func.func private @pair(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>) {
  %s = hlo.add %x, %y : tensor<4xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  return %s, %z : tensor<4xf32>, tensor<f32>
}

// -----

// Arrays carried by a loop and passed to a function are i64 handles; one
// result is not exploded (0); the slots of calls in the loop are in the
// entry block, so the loop does not grow the stack.
// CHECK-LABEL: func.func @loop
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xi32>, %[[N:.*]]: index) -> tensor<2x3xi32>
// CHECK-COUNT-6: llvm.alloca
// CHECK: llvm.call @xhlo_xrt_compile
// CHECK: %[[EXE:.*]] = llvm.load
// CHECK: %[[S32:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK: llvm.call @xhlo_xrt_transfer(%{{.*}}, %{{.*}}, %{{.*}}, %[[S32]], %{{.*}})
// CHECK: %[[A:.*]] = llvm.load
// CHECK: %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[A]]) -> (i64) {
// CHECK-NOT: llvm.alloca
// CHECK: %[[NOEXPLODE:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK: llvm.call @xhlo_xrt_execute(%{{.*}}, %[[EXE]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[NOEXPLODE]])
// CHECK: %[[NEXT:.*]] = llvm.load
// CHECK: llvm.call @xhlo_xrt_release
// CHECK: scf.yield %[[NEXT]] : i64
// CHECK: %[[T:.*]] = call @read_and_release(%[[R]]) : (i64) -> tensor<2x3xi32>
// CHECK: func.func private @read_and_release(%{{.*}}: i64) -> tensor<2x3xi32>
func.func @loop(%x: tensor<2x3xi32>, %n: index) -> tensor<2x3xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %exe = xrt.compile @double : !xrt.executable<(!xrt.array<2x3xi32>) -> !xrt.array<2x3xi32>>
  %a = xrt.transfer_to_device %x : tensor<2x3xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (!xrt.array<2x3xi32>) {
    %b = xrt.execute %exe(%acc) : (!xrt.array<2x3xi32>) -> !xrt.array<2x3xi32>
    xrt.release %acc : !xrt.array<2x3xi32>
    scf.yield %b : !xrt.array<2x3xi32>
  }
  xrt.release_executable %exe : !xrt.executable<(!xrt.array<2x3xi32>) -> !xrt.array<2x3xi32>>
  %t = func.call @read_and_release(%r) : (!xrt.array<2x3xi32>) -> tensor<2x3xi32>
  return %t : tensor<2x3xi32>
}
func.func private @read_and_release(%a: !xrt.array<2x3xi32>) -> tensor<2x3xi32> {
  %t = xrt.read %a : !xrt.array<2x3xi32>
  xrt.release %a : !xrt.array<2x3xi32>
  return %t : tensor<2x3xi32>
}
func.func private @double(%x: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %s = hlo.add %x, %x : tensor<2x3xi32>
  return %s : tensor<2x3xi32>
}
