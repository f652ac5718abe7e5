// xhlo-host-to-llvm=offload first converts what converts to hlo and
// outlines it (the exponential and the add), leaving the gather, which
// convert-linalg-to-hlo refuses, on the host between two device calls.
// RUN: xhlo-opt --xhlo-host-to-llvm=offload %s | FileCheck %s --implicit-check-not=func.func --implicit-check-not=hlo. --implicit-check-not=linalg.

// CHECK: llvm.func @main(
// CHECK: llvm.call @xhlo_xrt_compile
// CHECK: llvm.call @xhlo_xrt_execute
// CHECK: llvm.call @xhlo_xrt_read
// CHECK: llvm.cond_br
// CHECK: llvm.call @xhlo_xrt_compile
// CHECK: llvm.call @xhlo_xrt_transfer
// CHECK: llvm.call @xhlo_xrt_execute
// CHECK: llvm.mlir.global internal constant @__xhlo_hlo_module_main_device_0(
// CHECK: llvm.mlir.global internal constant @__xhlo_hlo_module_main_device_1(
#map = affine_map<(d0) -> (d0)>
func.func @main(%x: tensor<4xf32>, %idx: tensor<4xi32>) -> tensor<4xf32> {
  %e = math.exp %x : tensor<4xf32>
  %init = tensor.empty() : tensor<4xf32>
  %g = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%idx : tensor<4xi32>) outs(%init : tensor<4xf32>) {
  ^bb0(%i: i32, %o: f32):
    %c = arith.index_cast %i : i32 to index
    %v = tensor.extract %e[%c] : tensor<4xf32>
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %r = arith.addf %g, %e : tensor<4xf32>
  return %r : tensor<4xf32>
}
