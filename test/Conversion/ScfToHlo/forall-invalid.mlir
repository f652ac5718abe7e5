// scf.forall loops that are not converted: each is reported, located, with
// the reason.
// RUN: xhlo-opt --convert-scf-to-hlo --split-input-file --verify-diagnostics %s

// Every iteration writes the same slice: overlapping
// parallel_insert_slices leave the result undefined.
func.func @same_slice(%x: tensor<4xf32>, %y: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{cannot convert 'scf.forall' to hlo: its tensor.parallel_insert_slice into shared_out 0 writes the same slice for each of the 4 values of induction variable 0 (its offsets do not depend on it): overlapping parallel_insert_slices leave the result undefined}}
  %0 = scf.forall (%i) in (4) shared_outs(%o = %x) -> tensor<4xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %y into %o[1] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return %0 : tensor<4xf32>
}

// -----

// The offsets depend on i only: the 3 iterations over j of each i overlap.
func.func @ignores_j(%x: tensor<8x8xf32>, %y: tensor<2x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{cannot convert 'scf.forall' to hlo: its tensor.parallel_insert_slice into shared_out 0 writes the same slice for each of the 3 values of induction variable 1 (its offsets do not depend on it): overlapping parallel_insert_slices leave the result undefined}}
  %0 = scf.forall (%i, %j) = (0, 0) to (8, 3) step (2, 1) shared_outs(%o = %x) -> tensor<8x8xf32> {
    %k = arith.addi %i, %i : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %y into %o[%k, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<8x8xf32>
    }
  }
  return %0 : tensor<8x8xf32>
}

// -----

// Tiles whose size changes between iterations (tile sizes that do not
// divide the dimension) have no static shape.
func.func @partial_tiles(%x: tensor<10xf32>) -> tensor<10xf32> {
  // expected-error @+1 {{cannot convert 'scf.forall' to hlo: its body makes a tensor of a shape that may change between iterations (tensor<?xf32> by 'tensor.extract_slice'), and hlo arrays have static shapes (choose tile sizes that divide the dimensions)}}
  %0 = scf.forall (%i) = (0) to (10) step (4) shared_outs(%o = %x) -> tensor<10xf32> {
    %n = affine.min affine_map<(d0) -> (4, -d0 + 10)>(%i)
    %s = tensor.extract_slice %o[%i] [%n] [1] : tensor<10xf32> to tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [%n] [1] : tensor<?xf32> into tensor<10xf32>
    }
  }
  return %0 : tensor<10xf32>
}

// -----

// Without shared_outs, side effects are all a loop does; hlo has none.
func.func @side_effects(%m: memref<4xf32>, %v: f32) {
  // expected-error @+1 {{cannot convert 'scf.forall' to hlo: a loop without shared_outs has no hlo equivalent when its body has side effects (hlo computes values)}}
  scf.forall (%i) in (4) {
    memref.store %v, %m[%i] : memref<4xf32>
  }
  return
}

// -----

// scf.parallel is refused with the way forward.
func.func @parallel(%x: tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // expected-error @+1 {{cannot convert 'scf.parallel' to hlo: scf.parallel is not converted to hlo (write it as scf.forall with tensor.parallel_insert_slice, or as scf.for)}}
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %e = tensor.extract %x[%i] : tensor<4xf32>
  }
  return
}
