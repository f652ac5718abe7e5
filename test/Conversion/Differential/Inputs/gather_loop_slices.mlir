// CATEGORY: gather
// tensor.extract at indices affine in the loop indices only, which the
// conversion reads as slices, reverses, transposes and diagonals instead of
// a gather: a shifted window (x[i, j + 1] - x[i, j]), a constant column
// broadcast (x[i, 2]), a transpose (y[j, i]), a reverse (x[3 - i, j]), a
// diagonal (y[i, i]) and a strided, shifted read inside a reduction
// (sum over k of x[i, 2 * k + 1] * w[k]).
// TOLERANCE: rtol=1e-6 atol=1e-6 (3-term sums)
func.func @main(%x: tensor<4x6xf32>, %y: tensor<5x5xf32>, %w: tensor<3xf32>) -> (tensor<4x5xf32>, tensor<4x5xf32>, tensor<5x4xf32>, tensor<4x6xf32>, tensor<5xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4x5xf32>
  %diff = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<4x5xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c1 = arith.constant 1 : index
    %j1 = arith.addi %j, %c1 : index
    %a = tensor.extract %x[%i, %j1] : tensor<4x6xf32>
    %b = tensor.extract %x[%i, %j] : tensor<4x6xf32>
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<4x5xf32>
  %col = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<4x5xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %c2 = arith.constant 2 : index
    %a = tensor.extract %x[%i, %c2] : tensor<4x6xf32>
    linalg.yield %a : f32
  } -> tensor<4x5xf32>
  %et = tensor.empty() : tensor<5x4xf32>
  %tr = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%et : tensor<5x4xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %a = tensor.extract %y[%j, %i] : tensor<5x5xf32>
    linalg.yield %a : f32
  } -> tensor<5x4xf32>
  %er = tensor.empty() : tensor<4x6xf32>
  %rev = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%er : tensor<4x6xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c3 = arith.constant 3 : index
    %ri = arith.subi %c3, %i : index
    %a = tensor.extract %x[%ri, %j] : tensor<4x6xf32>
    linalg.yield %a : f32
  } -> tensor<4x6xf32>
  %ed = tensor.empty() : tensor<5xf32>
  %diag = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%ed : tensor<5xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %a = tensor.extract %y[%i, %i] : tensor<5x5xf32>
    linalg.yield %a : f32
  } -> tensor<5xf32>
  %zero = arith.constant 0.0 : f32
  %es = tensor.empty() : tensor<4xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%w : tensor<3xf32>) outs(%fs : tensor<4xf32>) {
  ^bb0(%wk: f32, %acc: f32):
    %i = linalg.index 0 : index
    %k = linalg.index 1 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %k2 = arith.muli %k, %c2 : index
    %k21 = arith.addi %k2, %c1 : index
    %a = tensor.extract %x[%i, %k21] : tensor<4x6xf32>
    %p = arith.mulf %a, %wk : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %diff, %col, %tr, %rev, %diag, %sum : tensor<4x5xf32>, tensor<4x5xf32>, tensor<5x4xf32>, tensor<4x6xf32>, tensor<5xf32>, tensor<4xf32>
}
