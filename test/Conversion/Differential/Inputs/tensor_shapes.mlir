// CATEGORY: elementwise
// Shape ops around elementwise work: expand_shape and collapse_shape,
// concat, an asymmetric pad with a non-zero value, a strided extract_slice
// and a strided insert_slice, tensor.generate from the indices and a scalar,
// tensor.splat and tensor.from_elements of extracted scalars.
func.func @main(%x: tensor<6x8xf32>, %y: tensor<6x4xf32>, %s: f32) -> (tensor<2x3x8xf32>, tensor<6x12xf32>, tensor<9x11xf32>, tensor<3x4xf32>, tensor<6x8xf32>, tensor<4x5xf32>, tensor<3xf32>) {
  %ex = tensor.expand_shape %x [[0, 1], [2]] output_shape [2, 3, 8] : tensor<6x8xf32> into tensor<2x3x8xf32>
  %sp = tensor.splat %s : tensor<2x3x8xf32>
  %a = arith.mulf %ex, %sp : tensor<2x3x8xf32>
  %cat = tensor.concat dim(1) %x, %y : (tensor<6x8xf32>, tensor<6x4xf32>) -> tensor<6x12xf32>
  %pv = arith.constant -1.5 : f32
  %pad = tensor.pad %x low[1, 2] high[2, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %pv : f32
  } : tensor<6x8xf32> to tensor<9x11xf32>
  %st = tensor.extract_slice %x[1, 0] [3, 4] [2, 2] : tensor<6x8xf32> to tensor<3x4xf32>
  %neg = arith.negf %st : tensor<3x4xf32>
  %ins = tensor.insert_slice %neg into %x[0, 1] [3, 4] [2, 2] : tensor<3x4xf32> into tensor<6x8xf32>
  %gen = tensor.generate {
  ^bb0(%i: index, %j: index):
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %fj = arith.sitofp %jj : i32 to f32
    %p = arith.mulf %fi, %s : f32
    %r = arith.subf %p, %fj : f32
    tensor.yield %r : f32
  } : tensor<4x5xf32>
  %col = tensor.collapse_shape %a [[0, 1, 2]] : tensor<2x3x8xf32> into tensor<48xf32>
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %c47 = arith.constant 47 : index
  %e0 = tensor.extract %col[%c0] : tensor<48xf32>
  %e1 = tensor.extract %col[%c7] : tensor<48xf32>
  %e2 = tensor.extract %col[%c47] : tensor<48xf32>
  %fe = tensor.from_elements %e2, %e0, %e1 : tensor<3xf32>
  return %a, %cat, %pad, %st, %ins, %gen, %fe : tensor<2x3x8xf32>, tensor<6x12xf32>, tensor<9x11xf32>, tensor<3x4xf32>, tensor<6x8xf32>, tensor<4x5xf32>, tensor<3xf32>
}
