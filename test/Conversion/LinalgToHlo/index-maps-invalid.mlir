// What stays refused among index maps and payload gathers, each with a
// located error that names the map or the tensor.extract.
// RUN: xhlo-opt --convert-linalg-to-hlo --split-input-file --verify-diagnostics %s

// Writing a diagonal leaves the rest of the output as its init.
func.func @output_diagonal(%a: tensor<4xf32>, %o: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{cannot convert 'linalg.generic' to hlo: its output #0 is indexed by `(d0) -> (d0, d0)`, which is not a projected permutation (each result one loop, no loop twice): the op would write only part of the output (a diagonal, a shifted, strided or reversed part, a constant position) or some elements twice; compute the whole output with a permutation map and place it with tensor.insert_slice}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0, d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4x4xf32>) {
  ^bb0(%x: f32, %p: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @output_shifted(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{its output #0 is indexed by `(d0) -> (d0 + 1)`, which is not a projected permutation}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0 + 1)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<5xf32>) {
  ^bb0(%x: f32, %p: f32):
    linalg.yield %x : f32
  } -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @extract_dynamic(%ids: tensor<4xindex>, %t: tensor<?xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error-re @+1 {{cannot convert 'linalg.generic' to hlo: its payload's 'tensor.extract' at {{.*}}:{{[0-9]+}}:10 reads a 'tensor<?xf32>', which has no hlo equivalent (hlo arrays have static shapes)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ids : tensor<4xindex>) outs(%e : tensor<4xf32>) {
  ^bb0(%i: index, %o: f32):
    %v = tensor.extract %t[%i] : tensor<?xf32>
    linalg.yield %v : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Every index of an empty dimension is out of bounds, and XLA's gather has
// no element to clamp to.
func.func @extract_empty(%ids: tensor<4xindex>, %t: tensor<0x3xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-error-re @+1 {{its payload's 'tensor.extract' at {{.*}}:{{[0-9]+}}:10 reads a 'tensor<0x3xf32>', which has no element (every index is out of bounds)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ids : tensor<4xindex>) outs(%e : tensor<4xf32>) {
  ^bb0(%i: index, %o: f32):
    %c0 = arith.constant 0 : index
    %v = tensor.extract %t[%i, %c0] : tensor<0x3xf32>
    linalg.yield %v : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// An index computed from the accumulator would put the gather into the
// reducer.
func.func @extract_from_accumulator(%a: tensor<4x6xi32>, %t: tensor<8xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error-re @+1 {{its payload's 'tensor.extract' at {{.*}} computes its indices from an output's accumulator, so it would run inside hlo.reduce's reducer, which cannot read the tensor (the reducer is isolated from above)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x6xi32>) outs(%o : tensor<4xi32>) {
  ^bb0(%x: i32, %acc: i32):
    %i = arith.index_cast %acc : i32 to index
    %v = tensor.extract %t[%i] : tensor<8xi32>
    %s = arith.addi %v, %x : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// linalg's verifier skips empty operand dimensions; the map still reaches
// past them.
func.func @shift_out_of_bounds(%a: tensor<0x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  // expected-error @+1 {{cannot convert 'linalg.generic' to hlo: its input #0 is indexed by `d0 + 1` in dimension 0 (of size 0), which reaches index 3 over the loops (out of bounds)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + 1, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<0x4xf32>, tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
