// tensor ops that cannot be converted make the pass fail with one error per
// op, naming the op and why; the other ops are still converted.
// RUN: xhlo-opt --convert-tensor-to-hlo --split-input-file --verify-diagnostics %s

func.func @dynamic_shape(%x: tensor<?x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{cannot convert 'tensor.extract_slice' to hlo: type 'tensor<?x4xf32>' has no hlo equivalent (hlo arrays have static shapes)}}
  %0 = tensor.extract_slice %x[0, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @dynamic_stride(%x: tensor<8xf32>, %s: index) -> tensor<2xf32> {
  // expected-error @+1 {{cannot convert 'tensor.extract_slice' to hlo: dynamic strides have no hlo equivalent (the strides of hlo.slice are static)}}
  %0 = tensor.extract_slice %x[0] [2] [%s] : tensor<8xf32> to tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @dynamic_insert_stride(%x: tensor<8xf32>, %u: tensor<2xf32>, %s: index) -> tensor<8xf32> {
  // expected-error @+1 {{cannot convert 'tensor.insert_slice' to hlo: dynamic strides have no hlo equivalent (the strides of hlo.slice are static)}}
  %0 = tensor.insert_slice %u into %x[0] [2] [%s] : tensor<2xf32> into tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @out_of_bounds(%x: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{cannot convert 'tensor.extract_slice' to hlo: the slice is out of bounds}}
  %0 = tensor.extract_slice %x[6] [4] [1] : tensor<8xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @pad_by_position(%x: tensor<2xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{cannot convert 'tensor.pad' to hlo: the padding value depends on the position (hlo.pad pads with one scalar: yield a constant or a value defined outside the body)}}
  %0 = tensor.pad %x low[1] high[1] {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    tensor.yield %v : i64
  } : tensor<2xi64> to tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @pad_dynamic(%x: tensor<2xf32>, %l: index, %v: f32) -> tensor<?xf32> {
  // expected-error @+1 {{cannot convert 'tensor.pad' to hlo: type 'tensor<?xf32>' has no hlo equivalent (hlo arrays have static shapes)}}
  %0 = tensor.pad %x low[%l] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<2xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @generate_gather(%t: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{cannot convert 'tensor.generate' to hlo: the body op 'tensor.extract' is not elementwise on scalars (the body runs on whole tensors)}}
  %0 = tensor.generate {
  ^bb0(%i: index):
    %c2 = arith.constant 2 : index
    %j = arith.muli %i, %c2 : index
    %e = tensor.extract %t[%j] : tensor<8xf32>
    tensor.yield %e : f32
  } : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @odd_element(%x: tensor<2x3xi3>, %f: f32, %n: index) -> tensor<6xi3> {
  // expected-error @+1 {{cannot convert 'tensor.collapse_shape' to hlo: type 'tensor<2x3xi3>' has no hlo equivalent}}
  %0 = tensor.collapse_shape %x [[0, 1]] : tensor<2x3xi3> into tensor<6xi3>
  // The ops around it convert, and a second error follows the first.
  %e = tensor.empty() : tensor<2xf32>
  // expected-error @+1 {{cannot convert 'tensor.splat' to hlo: type 'tensor<?xf32>' has no hlo equivalent (hlo arrays have static shapes)}}
  %s = tensor.splat %f[%n] : tensor<?xf32>
  return %0 : tensor<6xi3>
}
