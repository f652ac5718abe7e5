// xhlo-host-to-llvm=offload first converts what converts to hlo and
// outlines it (the exponential and the add), leaving the walk, which
// convert-linalg-to-hlo refuses (each step extracts at an index computed
// from the accumulator), on the host between two device calls.
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
#scalar = affine_map<(d0) -> ()>
func.func @main(%x: tensor<4xf32>, %idx: tensor<4xi32>) -> tensor<4xf32> {
  %e = math.exp %x : tensor<4xf32>
  %zero = arith.constant dense<0.0> : tensor<f32>
  %walk = linalg.generic {indexing_maps = [#map, #scalar], iterator_types = ["reduction"]}
      ins(%idx : tensor<4xi32>) outs(%zero : tensor<f32>) {
  ^bb0(%i: i32, %at: f32):
    %k = arith.fptosi %at : f32 to i32
    %s = arith.addi %k, %i : i32
    %c = arith.index_cast %s : i32 to index
    %v = tensor.extract %e[%c] : tensor<4xf32>
    linalg.yield %v : f32
  } -> tensor<f32>
  %w = tensor.extract %walk[] : tensor<f32>
  %b = tensor.splat %w : tensor<4xf32>
  %r = arith.addf %b, %e : tensor<4xf32>
  return %r : tensor<4xf32>
}
