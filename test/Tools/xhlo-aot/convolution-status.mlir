// A compiled convolution ends the call when oneDNN fails it: the C function
// brackets its work with xhlo_aot_begin_call/_end_call (returning
// end_call's status, XHLO_AOT_LIBRARY_FAILURE = 4 after such a failure),
// and the runtime call is followed by a test of the call's status that
// returns at once (in the function MLIR's C interface adds and in its
// caller); the header names the status.
// RUN: xhlo-aot %s --emit=mlir -o - | FileCheck %s
// RUN: xhlo-aot %s -o %t.o --header %t.h
// RUN: FileCheck %s --check-prefix=HEADER < %t.h
// CHECK: llvm.call @xhlo_aot_convolution_f32(
// CHECK-NEXT: llvm.call @xhlo_aot_call_status() : () -> i32
// CHECK: llvm.call @_mlir_ciface_xhlo_aot_convolution_f32(
// CHECK-NEXT: %[[S:.*]] = llvm.call @xhlo_aot_call_status() : () -> i32
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[F:.*]] = llvm.icmp "ne" %[[S]], %[[Z]] : i32
// CHECK-NEXT: llvm.cond_br %[[F]] weights([1, 2000])
// CHECK-LABEL: llvm.func @xhlo_aot_main(
// CHECK: llvm.call @xhlo_aot_begin_call()
// CHECK: %[[END:.*]] = llvm.call @xhlo_aot_end_call() : () -> i32
// CHECK-NEXT: llvm.return %[[END]] : i32
// The stages of a chain (aot-convolution-chains) the same.
// RUN: xhlo-aot %s --entry=chain --emit=mlir -o - | FileCheck %s --check-prefix=CHAIN
// CHAIN: llvm.call @_mlir_ciface_xhlo_aot_convolution_stage_f32(
// CHAIN-NEXT: %[[S:.*]] = llvm.call @xhlo_aot_call_status() : () -> i32
// CHAIN-NEXT: %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHAIN-NEXT: %[[F:.*]] = llvm.icmp "ne" %[[S]], %[[Z]] : i32
// CHAIN-NEXT: llvm.cond_br %[[F]] weights([1, 2000])
// CHAIN: llvm.call @xhlo_aot_convolution_stage_f32(
// CHAIN-NEXT: llvm.call @xhlo_aot_call_status() : () -> i32
// CHAIN: llvm.call @xhlo_aot_convolution_stage_f32(
// CHAIN-NEXT: llvm.call @xhlo_aot_call_status() : () -> i32
// HEADER: kOutOfMemory, kLibraryFailure (oneDNN
// HEADER: kLibraryFailure = 4,
func.func @main(%x: tensor<1x2x6x6xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x4x4xf32> {
  %c = hlo.convolution %x, %w, window = <size = [3, 3]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x2x6x6xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x4x4xf32>
  return %c : tensor<1x3x4x4xf32>
}
func.func @chain(%x: tensor<1x2x6x6xf32>, %w: tensor<3x2x3x3xf32>, %v: tensor<2x3x3x3xf32>) -> tensor<1x2x2x2xf32> {
  %c = hlo.convolution %x, %w, window = <size = [3, 3]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x2x6x6xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x4x4xf32>
  %d = hlo.convolution %c, %v, window = <size = [3, 3]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x3x4x4xf32>, tensor<2x3x3x3xf32>) -> tensor<1x2x2x2xf32>
  return %d : tensor<1x2x2x2xf32>
}
