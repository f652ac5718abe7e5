// xhlo-host-to-llvm lowers a host program (xrt ops among upstream ops) to the
// LLVM dialect only: nothing else is left, and the function returns as soon
// as a call of the C API fails.
// RUN: xhlo-opt --xhlo-host-to-llvm %s | FileCheck %s --implicit-check-not=func.func --implicit-check-not=xrt. --implicit-check-not=hlo. --implicit-check-not=memref. --implicit-check-not=tensor. --implicit-check-not=linalg. --implicit-check-not=scf. --implicit-check-not=arith. --implicit-check-not=bufferization. --implicit-check-not=unrealized_conversion_cast

// CHECK: llvm.mlir.global external @xhlo_xrt_context()
// CHECK: llvm.func @main(
// Each call's status is checked (check-xrt-status).
// CHECK: %[[S:.*]] = llvm.call @xhlo_xrt_compile
// CHECK: %[[FAILED:.*]] = llvm.icmp "ne" %[[S]]
// CHECK: llvm.cond_br %[[FAILED]] weights([1, 2000]), ^[[FAIL:bb[0-9]+]], ^
// CHECK: llvm.call @xhlo_xrt_transfer
// CHECK: llvm.cond_br %{{.*}} weights([1, 2000]), ^[[FAIL]], ^
// CHECK: llvm.call @xhlo_xrt_execute
// CHECK: llvm.cond_br %{{.*}} weights([1, 2000]), ^[[FAIL]], ^
// CHECK: llvm.call @xhlo_xrt_read
// CHECK: llvm.cond_br %{{.*}} weights([1, 2000]), ^[[FAIL]], ^
// The gather stays a loop nest on the host.
// CHECK: llvm.cond_br
// A failed call returns at once.
// CHECK: ^[[FAIL]]:
// CHECK-NEXT: %[[P:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.return %[[P]]
// CHECK: llvm.mlir.global internal constant @__xhlo_hlo_module_main_device_0(
#map = affine_map<(d0) -> (d0)>
func.func @main(%x: tensor<4xf32>, %idx: tensor<4xi32>) -> tensor<4xf32> {
  %exe = xrt.compile @main_device_0 : !xrt.executable<(!xrt.array<4xf32>) -> !xrt.array<4xf32>>
  %a = xrt.transfer_to_device %x : tensor<4xf32>
  %r = xrt.execute %exe(%a) : (!xrt.array<4xf32>) -> !xrt.array<4xf32>
  xrt.release_executable %exe : !xrt.executable<(!xrt.array<4xf32>) -> !xrt.array<4xf32>>
  xrt.release %a : !xrt.array<4xf32>
  %e = xrt.read %r : !xrt.array<4xf32>
  xrt.release %r : !xrt.array<4xf32>
  %init = tensor.empty() : tensor<4xf32>
  %g = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%idx : tensor<4xi32>) outs(%init : tensor<4xf32>) {
  ^bb0(%i: i32, %o: f32):
    %c = arith.index_cast %i : i32 to index
    %v = tensor.extract %e[%c] : tensor<4xf32>
    linalg.yield %v : f32
  } -> tensor<4xf32>
  return %g : tensor<4xf32>
}
func.func private @main_device_0(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = hlo.exponential %x : tensor<4xf32>
  return %y : tensor<4xf32>
}
