// --hlo-entry exports the named function (private ones too) and what it
// calls, whatever else the module holds: here the device computations that
// convert-hlo-to-xrt outlined, next to the host code that runs them.
// RUN: xhlo-opt --convert-hlo-to-xrt %s | xhlo-translate --mlir-to-hlo-text --hlo-entry=host_device_0 | FileCheck %s --check-prefix=FIRST
// RUN: xhlo-opt --convert-hlo-to-xrt %s | xhlo-translate --mlir-to-hlo-proto --hlo-entry=host_device_1 | xhlo-translate --hlo-proto-to-mlir | FileCheck %s --check-prefix=SECOND
// RUN: xhlo-opt --convert-hlo-to-xrt %s | not xhlo-translate --mlir-to-hlo-text --hlo-entry=missing 2>&1 | FileCheck %s --check-prefix=MISSING

// FIRST: HloModule main, entry_computation_layout={(f32[4]{0})->f32[4]{0}}
// FIRST: ENTRY host_device_0 {
// FIRST-NEXT: Arg_0.{{[0-9]+}} = f32[4]{0} parameter(0)
// FIRST-NEXT: call.{{[0-9]+}} = f32[4]{0} call(Arg_0.{{[0-9]+}}), to_apply=square
// FIRST-NEXT: ROOT exponential.{{[0-9]+}} = f32[4]{0} exponential(call.{{[0-9]+}})

// SECOND: module @main attributes {hlo.entry = "host_device_1"}
// SECOND-NEXT: func.func @host_device_1(%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>) -> tensor<4xf32>
// SECOND-NEXT: %[[S:.*]] = hlo.add %[[A]], %[[B]] : tensor<4xf32>
// SECOND-NEXT: return %[[S]]

// MISSING: error: cannot export to HLO: entry function @missing not found

func.func private @square(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = hlo.multiply %x, %x : tensor<4xf32>
  return %y : tensor<4xf32>
}

func.func @host(%x: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %s = hlo.call @square(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %e = hlo.exponential %s : tensor<4xf32>
  %v = tensor.extract %e[%i] : tensor<4xf32>
  %b = tensor.splat %v : tensor<4xf32>
  %r = hlo.add %e, %b : tensor<4xf32>
  return %r : tensor<4xf32>
}
