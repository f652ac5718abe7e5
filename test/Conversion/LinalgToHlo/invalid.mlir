// Ops that cannot be converted make the pass fail with one error per op,
// saying why.
// RUN: xhlo-opt --convert-linalg-to-hlo --split-input-file --verify-diagnostics %s

func.func @buffers(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{cannot convert 'linalg.copy' to hlo: type 'memref<4xf32>' has no hlo equivalent (memrefs are buffers and hlo arrays are values: convert before bufferization)}}
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  return
}

// -----

func.func @dynamic_shape(%a: tensor<?xf32>, %o: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{cannot convert 'linalg.copy' to hlo: type 'tensor<?xf32>' has no hlo equivalent (hlo arrays have static shapes)}}
  %0 = linalg.copy ins(%a : tensor<?xf32>) outs(%o : tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @payload_complex(%a: tensor<4xcomplex<f32>>, %o: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{cannot convert 'linalg.generic' to hlo: its payload has 'complex.add', which has no elementwise form on tensors}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xcomplex<f32>>) outs(%o : tensor<4xcomplex<f32>>) {
  ^bb0(%x: complex<f32>, %p: complex<f32>):
    %s = complex.add %x, %x : complex<f32>
    linalg.yield %s : complex<f32>
  } -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

// Several iterations would write one element.
func.func @output_misses_parallel_loop(%a: tensor<4x6xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{cannot convert 'linalg.generic' to hlo: its output #0 is not indexed by the parallel loop d1}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x6xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduction_ignores_accumulator(%a: tensor<4x6xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{cannot convert 'linalg.generic' to hlo: its output #0 does not read its accumulator, so with reduction loops the last iteration would win}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x6xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// `x - acc` (an alternating sum) depends on the order the elements arrive
// in, which hlo.reduce leaves to XLA (order-dependent.test).
func.func @reduction_order_dependent(%a: tensor<4x6xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{cannot convert 'linalg.generic' to hlo: its payload combines the accumulators with 'arith.subf' in a form that is neither one associative, commutative combiner per output (add, mul, min, max, and, or, xor, or `acc - x`) nor an arg reduction (argmax/argmin: a value and its index by select), so its result depends on the order the elements are combined in, and hlo.reduce (XLA) combines them in any order and tree shape; it stays a loop (on the host with xhlo-run)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x6xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.subf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduction_reads_value_from_above(%a: tensor<4x6xf32>, %s: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{cannot convert 'linalg.generic' to hlo: its payload combines the accumulators with a value that is the same at every loop point (from above or an invariant operand), which the reducer of hlo.reduce, isolated from above, cannot read}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x6xf32>) outs(%f : tensor<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %m = arith.mulf %acc, %s : f32
    %t = arith.addf %m, %x : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduction_unpaired_values(%a: tensor<4x6xf32>, %b: tensor<4x6xf32>, %s: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{cannot convert 'linalg.generic' to hlo: its payload combines 2 values with the accumulators of 1 outputs, but hlo.reduce pairs each output with one input of its type}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a, %b : tensor<4x6xf32>, tensor<4x6xf32>) outs(%f : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %gt = arith.cmpf ogt, %acc, %y : f32
    %t = arith.select %gt, %acc, %x : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @winograd_filter(%f: tensor<2x3x3x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{cannot convert 'linalg.winograd_filter_transform' to hlo: the winograd transforms are tiles of a convolution rewritten for loop code and have no hlo counterpart; convert the convolution before that rewrite}}
  %0 = linalg.winograd_filter_transform m(4) r(3) ins(%f : tensor<2x3x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @winograd_input(%i: tensor<2x10x10x5xf32>, %o: tensor<6x6x2x2x2x5xf32>) -> tensor<6x6x2x2x2x5xf32> {
  // expected-error @+1 {{cannot convert 'linalg.winograd_input_transform' to hlo: the winograd transforms}}
  %0 = linalg.winograd_input_transform m(4) r(3) ins(%i : tensor<2x10x10x5xf32>) outs(%o : tensor<6x6x2x2x2x5xf32>) -> tensor<6x6x2x2x2x5xf32>
  return %0 : tensor<6x6x2x2x2x5xf32>
}

// -----

func.func @winograd_output(%v: tensor<6x6x2x2x2x2xf32>, %o: tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32> {
  // expected-error @+1 {{cannot convert 'linalg.winograd_output_transform' to hlo: the winograd transforms}}
  %0 = linalg.winograd_output_transform m(4) r(3) ins(%v : tensor<6x6x2x2x2x2xf32>) outs(%o : tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32>
  return %0 : tensor<2x8x8x2xf32>
}

// -----

// A payload op the arith patterns refuse.
func.func @payload_op_refused(%a: tensor<4xf32>, %o: tensor<4xf16>) -> tensor<4xf16> {
  // expected-error @+1 {{cannot convert 'linalg.generic' to hlo: its payload op 'arith.truncf' cannot be converted: rounding mode 'toward_zero' has no hlo equivalent (hlo.convert rounds to nearest even)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xf16>) {
  ^bb0(%x: f32, %p: f16):
    %t = arith.truncf %x toward_zero : f32 to f16
    linalg.yield %t : f16
  } -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @payload_odd_width(%a: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{cannot convert 'linalg.generic' to hlo: its payload computes on 'i3', which is not an XLA element type}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xi32>) outs(%o : tensor<4xi32>) {
  ^bb0(%x: i32, %p: i32):
    %t = arith.trunci %x : i32 to i3
    %e = arith.extsi %t : i3 to i32
    linalg.yield %e : i32
  } -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
