// The pipeline fails with one error per op left that is not func or hlo,
// naming it and why, and one per function signature hlo cannot take; the
// bridges around a reported op are not reported again.
// RUN: xhlo-opt --xhlo-linalg-to-hlo --split-input-file --verify-diagnostics %s

// expected-error @+1 {{function @dynamic_shape argument 0 was not converted to hlo: type 'tensor<?xf32>' has no hlo equivalent (hlo arrays have static shapes)}}
func.func @dynamic_shape(%t: tensor<?xf32>, %i: index, %x: f32) -> f32 {
  // expected-error @+1 {{'tensor.extract' was not converted to hlo: type 'tensor<?xf32>' has no hlo equivalent (hlo arrays have static shapes)}}
  %e = tensor.extract %t[%i] : tensor<?xf32>
  // The add converts; the scalar bridge between it and the extract is part
  // of the extract's error.
  %s = arith.addf %e, %x : f32
  return %s : f32
}

// -----

func.func @memref_program(%n: index) -> f32 {
  // expected-error @+1 {{'memref.alloc' was not converted to hlo: type 'memref<4xf32>' is a memref, and hlo takes values (the pipeline converts programs on tensors: run it before bufferization)}}
  %m = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'memref.load' was not converted to hlo: type 'memref<4xf32>' is a memref, and hlo takes values (the pipeline converts programs on tensors: run it before bufferization)}}
  %v = memref.load %m[%c0] : memref<4xf32>
  return %v : f32
}

// -----

// expected-error @+1 {{function @memref_signature argument 0 was not converted to hlo: type 'memref<4xf32>' is a memref, and hlo takes values (the pipeline converts programs on tensors: run it before bufferization)}}
func.func @memref_signature(%m: memref<4xf32>) {
  return
}

// -----

func.func @no_conversion(%x: tensor<4xf32>, %u: tensor<2xf32>, %i: tensor<2x1xindex>) -> tensor<4xf32> {
  // expected-error @+1 {{'tensor.scatter' was not converted to hlo: no conversion to hlo handles it}}
  %s = tensor.scatter %u into %x[%i] scatter_dims([0]) unique : (tensor<2xf32>, tensor<4xf32>, tensor<2x1xindex>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// A conversion's own reason is kept.
func.func @conversion_reason(%x: f32) -> f16 {
  // expected-error @+1 {{'arith.truncf' was not converted to hlo: rounding mode 'toward_zero' has no hlo equivalent (hlo.convert rounds to nearest even)}}
  %0 = arith.truncf %x toward_zero : f32 to f16
  return %0 : f16
}

// -----

// Ops nested in a reported op are covered by its error.
func.func @nested(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'scf.forall' was not converted to hlo: its tensor.parallel_insert_slice into shared_out 0 writes the same slice for each of the 4 values of induction variable 0 (its offsets do not depend on it): overlapping parallel_insert_slices leave the result undefined}}
  %0 = scf.forall (%i) in (4) shared_outs(%o = %x) -> tensor<4xf32> {
    %e = tensor.extract_slice %x[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %d = arith.addf %e, %e : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %d into %o[0] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %0 : tensor<4xf32>
}
