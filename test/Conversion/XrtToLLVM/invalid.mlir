// convert-xrt-to-llvm refuses what the host runtime cannot run, with one
// error each.
// RUN: xhlo-opt --convert-xrt-to-llvm --split-input-file --verify-diagnostics %s

func.func @view(%raw: !xrt.allocation<16>) -> tensor<4xf32> {
  // expected-error @+1 {{cannot lower xrt.view: the host runtime has no raw allocations}}
  %a = xrt.view %raw : !xrt.allocation<16> -> !xrt.array<4xf32>
  %t = xrt.read %a : !xrt.array<4xf32>
  return %t : tensor<4xf32>
}

// -----

func.func @hlo_on_the_host(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'hlo.add' is left in host code: only the device runs hlo (offload it with convert-hlo-to-xrt)}}
  %y = hlo.add %x, %x : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

func.func @host_calls_device_code(%x: tensor<4xf32>) -> tensor<4xf32> {
  %exe = xrt.compile @twice : !xrt.executable<(!xrt.array<4xf32>) -> !xrt.array<4xf32>>
  xrt.release_executable %exe : !xrt.executable<(!xrt.array<4xf32>) -> !xrt.array<4xf32>>
  // expected-error @+1 {{uses @twice, a device computation; host code can only run it through xrt.compile and xrt.execute}}
  %y = func.call @twice(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}
func.func private @twice(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = hlo.add %x, %x : tensor<4xf32>
  return %y : tensor<4xf32>
}
