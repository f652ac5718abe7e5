// The pipelines and hlo-verify-converted are built from one list of the
// conversions to hlo (getToHloConversions): the pipeline's convert-to-hlo
// runs each conversion in its order, with the shared options, and the tensor
// conversion again last (for the bridges the others leave); the check
// explains an op left with the reason of the conversion that registers it,
// and any op no conversion registers as handled by none.
// RUN: xhlo-opt --xhlo-linalg-to-hlo=index-bitwidth=32 --dump-pass-pipeline /dev/null 2>&1 >/dev/null | FileCheck %s --check-prefix=LINALG
// RUN: xhlo-opt --xhlo-affine-to-hlo=allow-partial --dump-pass-pipeline /dev/null 2>&1 >/dev/null | FileCheck %s --check-prefix=AFFINE
// RUN: xhlo-opt --hlo-verify-converted --split-input-file --verify-diagnostics %s

// LINALG:      builtin.module(convert-to-hlo{index-bitwidth=32},
// LINALG-SAME: hlo-verify-converted{index-bitwidth=32},hlo-autodiff

// AFFINE:      builtin.module(raise-affine-to-linalg{allow-sequential=true},lower-affine,convert-memref-to-tensor,
// AFFINE-SAME: convert-to-hlo{index-bitwidth=64},hlo-autodiff

func.func private @external(tensor<4xf32>) -> tensor<4xf32>

// expected-error @+1 {{function @one_per_conversion argument 1 was not converted to hlo: type has no hlo equivalent}}
func.func @one_per_conversion(%x: tensor<4xf32>, %v: vector<4xf32>, %s: tensor<f32>, %idx: tensor<2x1xindex>, %src: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'scf.forall' was not converted to hlo: its tensor.parallel_insert_slice into shared_out 0 writes the same slice for each of the 4 values of induction variable 0 (its offsets do not depend on it): overlapping parallel_insert_slices leave the result undefined}}
  %0 = scf.forall (%i) in (4) shared_outs(%o = %x) -> tensor<4xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
    }
  }
  // expected-error @+1 {{'tensor.pad' was not converted to hlo: the padding value depends on the position}}
  %1 = tensor.pad %x low[1] high[1] {
  ^bb0(%i: index):
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<6xf32>
  // expected-error @+1 {{'arith.truncf' was not converted to hlo: rounding mode 'toward_zero' has no hlo equivalent (hlo.convert rounds to nearest even)}}
  %2 = arith.truncf %s toward_zero : tensor<f32> to tensor<f16>
  // expected-error @+1 {{'math.exp' was not converted to hlo: type 'vector<4xf32>' has no hlo equivalent (vectors are not converted; hlo arrays are tensors)}}
  %3 = math.exp %v : vector<4xf32>
  // expected-error @+1 {{'func.call' was not converted to hlo: the callee @external has no body (an XLA module has no external computations)}}
  %4 = func.call @external(%x) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{computes its indices from an output's accumulator, so it would run inside hlo.reduce's reducer, which cannot read the tensor}}
  %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%x : tensor<4xf32>) outs(%s : tensor<f32>) {
  ^bb0(%in: f32, %at: f32):
    %k = arith.fptosi %at : f32 to i32
    %c = arith.index_cast %k : i32 to index
    %e = tensor.extract %x[%c] : tensor<4xf32>
    linalg.yield %e : f32
  } -> tensor<f32>
  // Registered by no conversion: tensor.scatter of the tensor dialect, and
  // the bufferization dialect.
  // expected-error @+1 {{'tensor.scatter' was not converted to hlo: no conversion to hlo handles it}}
  %6 = tensor.scatter %src into %x[%idx] scatter_dims([0]) unique : (tensor<2xf32>, tensor<4xf32>, tensor<2x1xindex>) -> tensor<4xf32>
  // expected-error @+1 {{'bufferization.alloc_tensor' was not converted to hlo: no conversion to hlo handles it}}
  %7 = bufferization.alloc_tensor() : tensor<4xf32>
  return %x : tensor<4xf32>
}
