// Malformed input and unknown ops are diagnostics with a location, never a
// crash.
// RUN: xhlo-opt --split-input-file --verify-diagnostics %s

func.func @type_mismatch(%a: tensor<4xf32>) -> tensor<4xi32> {
  // expected-error @+1 {{type of return operand 0 ('tensor<4xf32>') doesn't match function result type ('tensor<4xi32>')}}
  return %a : tensor<4xf32>
}

// -----

func.func @unknown_op() {
  // expected-error @+2 {{Dialect `nodialect' not found for custom op 'nodialect.op'}}
  // expected-note @+1 {{Registered dialects: affine, arith, bufferization, builtin, complex, func, gpu, hlo, linalg, math, memref, scf, tensor, xrt}}
  nodialect.op
  return
}

// -----

// expected-error @+1 {{expected attribute name}}
func.func @syntax(%a: tensor<4xf32> {
