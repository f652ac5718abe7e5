// Calls that cannot become hlo.call make the pass fail with one error each.
// RUN: xhlo-opt --convert-func-to-hlo --split-input-file --verify-diagnostics %s

func.func private @external(tensor<4xf32>) -> tensor<4xf32>

func.func @call_external(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{cannot convert 'func.call' to hlo: the callee @external has no body (an XLA module has no external computations)}}
  %r = func.call @external(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}

func.func @call_dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{cannot convert 'func.call' to hlo: type 'tensor<?xf32>' has no hlo equivalent (hlo arrays have static shapes)}}
  %r = func.call @dynamic(%x) : (tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
