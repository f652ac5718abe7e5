// scf ops that cannot be converted make the pass fail with one error per
// op, naming the op and why; the other ops are still converted.
// RUN: xhlo-opt --convert-scf-to-hlo --split-input-file --verify-diagnostics %s

func.func @memref_iter_arg(%m: memref<4xf32>, %n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{cannot convert 'scf.for' to hlo: type 'memref<4xf32>' has no hlo equivalent}}
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %m) -> memref<4xf32> {
    scf.yield %a : memref<4xf32>
  }
  return %0 : memref<4xf32>
}

// -----

func.func @memref_from_outside(%m: memref<4xf32>, %x: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{cannot convert 'scf.for' to hlo: its regions use a value of type 'memref<4xf32>' from outside, which has no hlo equivalent (hlo regions only take hlo arrays)}}
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> f32 {
    %v = memref.load %m[%i] : memref<4xf32>
    %s = arith.addf %a, %v : f32
    scf.yield %s : f32
  }
  return %0 : f32
}

// -----

func.func @dynamic_if(%p: i1, %a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{cannot convert 'scf.if' to hlo: type 'tensor<?xf32>' has no hlo equivalent (hlo arrays have static shapes)}}
  %0 = scf.if %p -> tensor<?xf32> {
    scf.yield %a : tensor<?xf32>
  } else {
    scf.yield %b : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

// -----

func.func @parallel(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{cannot convert 'scf.forall' to hlo: its tensor.parallel_insert_slice into shared_out 0 writes the same slice for each of the 4 values of induction variable 0 (its offsets do not depend on it): overlapping parallel_insert_slices leave the result undefined}}
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
    }
  }
  // The loop below still converts.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %1 = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %0) -> tensor<4xf32> {
    scf.yield %a : tensor<4xf32>
  }
  return %1 : tensor<4xf32>
}

