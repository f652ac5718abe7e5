// check-xrt-status: after every C API call, and every call of a function
// that makes one (directly or not), the function returns when the status is
// not 0 (a poison value of its result type, or nothing); other functions and
// calls are left alone. The pass runs on the LLVM dialect, which xhlo-opt
// does not parse: the input goes through xhlo-host-to-llvm, whose last pass
// it is.
// RUN: xhlo-opt --xhlo-host-to-llvm --split-input-file %s | FileCheck %s

// CHECK-LABEL: llvm.func @xhlo_xrt_get_status(!llvm.ptr) -> i32

// CHECK-LABEL: llvm.func @release
// CHECK-SAME: (%[[EXE:.*]]: i64) -> i64
// CHECK: %[[S:.*]] = llvm.call @xhlo_xrt_release_executable(%{{.*}}, %[[EXE]]) : (!llvm.ptr, i64) -> i32
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[FAILED:.*]] = llvm.icmp "ne" %[[S]], %[[ZERO]] : i32
// CHECK-NEXT: llvm.cond_br %[[FAILED]] weights([1, 2000]), ^[[FAIL:bb[0-9]+]], ^[[OK:bb[0-9]+]]
// CHECK: ^[[OK]]:
// CHECK: %[[S2:.*]] = llvm.call @xhlo_xrt_release_executable(
// CHECK: llvm.icmp "ne" %[[S2]]
// CHECK-NEXT: llvm.cond_br %{{.*}} weights([1, 2000]), ^[[FAIL]], ^[[OK2:bb[0-9]+]]
// CHECK: ^[[OK2]]:
// CHECK-NEXT: llvm.call @helper() : () -> ()
// CHECK-NEXT: llvm.return %{{.*}} : i64
// CHECK: ^[[FAIL]]:
// CHECK-NEXT: %[[P:.*]] = llvm.mlir.poison : i64
// CHECK-NEXT: llvm.return %[[P]] : i64

// A caller, here in a loop, asks the context after the call.
// CHECK-LABEL: llvm.func @caller
// CHECK: llvm.cond_br
// CHECK: llvm.call @release(
// CHECK-NEXT: %[[CTXP:.*]] = llvm.mlir.addressof @xhlo_xrt_context : !llvm.ptr
// CHECK-NEXT: %[[CTX:.*]] = llvm.load %[[CTXP]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %[[S:.*]] = llvm.call @xhlo_xrt_get_status(%[[CTX]]) : (!llvm.ptr) -> i32
// CHECK-NEXT: llvm.mlir.constant(0 : i32)
// CHECK-NEXT: llvm.icmp "ne" %[[S]]
// CHECK-NEXT: llvm.cond_br %{{.*}} weights([1, 2000]), ^[[FAIL:bb[0-9]+]], ^
// CHECK: ^[[FAIL]]:
// CHECK-NEXT: llvm.return{{$}}

// So does its caller; a function without C API calls is left alone.
// CHECK-LABEL: llvm.func @outer
// CHECK: llvm.call @caller(
// CHECK-NEXT: llvm.mlir.addressof @xhlo_xrt_context
// CHECK-NEXT: llvm.load
// CHECK-NEXT: llvm.call @xhlo_xrt_get_status
// CHECK-LABEL: llvm.func @helper
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
func.func @release(%exe: !xrt.executable<(!xrt.array<4xf32>) -> !xrt.array<4xf32>>) -> i64 {
  xrt.release_executable %exe : !xrt.executable<(!xrt.array<4xf32>) -> !xrt.array<4xf32>>
  xrt.release_executable %exe : !xrt.executable<(!xrt.array<4xf32>) -> !xrt.array<4xf32>>
  func.call @helper() : () -> ()
  %c = arith.constant 7 : i64
  return %c : i64
}
func.func @caller(%exe: !xrt.executable<(!xrt.array<4xf32>) -> !xrt.array<4xf32>>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = func.call @release(%exe) : (!xrt.executable<(!xrt.array<4xf32>) -> !xrt.array<4xf32>>) -> i64
  }
  return
}
func.func @outer(%exe: !xrt.executable<(!xrt.array<4xf32>) -> !xrt.array<4xf32>>) {
  %c3 = arith.constant 3 : index
  func.call @caller(%exe, %c3) : (!xrt.executable<(!xrt.array<4xf32>) -> !xrt.array<4xf32>>, index) -> ()
  return
}
func.func @helper() {
  return
}

// -----

// A program without C API calls is left as it is.
// CHECK-NOT: xhlo_xrt_get_status
// CHECK-LABEL: llvm.func @plain
// CHECK-NOT: llvm.cond_br
func.func @plain(%x: i32) -> i32 {
  return %x : i32
}

// -----

// Buffers come from the generic allocation functions (the host runtime's
// track them and return null after recording a failure): each allocation
// is checked, and so is a call of a function that allocates (the buffer is
// freed by the deallocation the pipeline inserts).
// CHECK-LABEL: llvm.func @allocates
// CHECK: %[[P:.*]] = llvm.call @_mlir_memref_to_llvm_alloc(%{{.*}}) : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[FAILED:.*]] = llvm.icmp "eq" %[[P]], %[[NULL]] : !llvm.ptr
// CHECK-NEXT: llvm.cond_br %[[FAILED]] weights([1, 2000]), ^[[FAIL:bb[0-9]+]], ^
// CHECK: llvm.call @_mlir_memref_to_llvm_free(
// CHECK: ^[[FAIL]]:
// CHECK-NEXT: llvm.mlir.poison : f32
// CHECK-LABEL: llvm.func @calls_allocating
// CHECK: llvm.call @allocates(
// CHECK-NEXT: llvm.mlir.addressof @xhlo_xrt_context
// CHECK-NEXT: llvm.load
// CHECK-NEXT: llvm.call @xhlo_xrt_get_status
// CHECK-NOT: malloc
func.func @allocates(%x: f32, %n: index) -> f32 {
  %m = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  memref.store %x, %m[%c0] : memref<?xf32>
  %y = memref.load %m[%c0] : memref<?xf32>
  return %y : f32
}
func.func @calls_allocating(%x: f32, %n: index) -> f32 {
  %y = func.call @allocates(%x, %n) : (f32, index) -> f32
  return %y : f32
}
