// CATEGORY: gather
// Gathers with computed indices: along axis 1 (x[i, idx[j]]), a rotation
// whose index is `(j + k) mod 6` computed from linalg.index and a scalar k
// from above (an i32 cast to index), a 3-d gather whose indices are read
// from an input and computed from the loop (x3[p[n], n mod 4, n mod 5]), a
// reduction over a gathered row (sum over j of x[r[i], j] * y[i, j]), and
// an integer table read at data-dependent indices (t[u[i], v[i]] * u[i]).
// ARG 1: int 0 5
// ARG 2: int 0 20
// ARG 4: int 0 3
// ARG 6: int 0 3
// ARG 8: int 0 9
// ARG 9: int 0 3
func.func @main(%x: tensor<4x6xf32>, %idx: tensor<5xi32>, %k0: i32, %x3: tensor<4x4x5xf32>, %p: tensor<8xi32>, %y: tensor<3x6xf32>, %r: tensor<3xi64>, %t: tensor<10x4xi32>, %u: tensor<6xi32>, %v: tensor<6xi32>) -> (tensor<4x5xf32>, tensor<4x6xf32>, tensor<8xf32>, tensor<3xf32>, tensor<6xi32>) {
  %e = tensor.empty() : tensor<4x5xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%idx : tensor<5xi32>) outs(%e : tensor<4x5xf32>) {
  ^bb0(%c0: i32, %o: f32):
    %c = arith.index_cast %c0 : i32 to index
    %i = linalg.index 0 : index
    %v0 = tensor.extract %x[%i, %c] : tensor<4x6xf32>
    linalg.yield %v0 : f32
  } -> tensor<4x5xf32>
  %k = arith.index_cast %k0 : i32 to index
  %e2 = tensor.empty() : tensor<4x6xf32>
  %rot = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%e2 : tensor<4x6xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %j, %k : index
    %c6 = arith.constant 6 : index
    %m = arith.remui %s, %c6 : index
    %v0 = tensor.extract %x[%i, %m] : tensor<4x6xf32>
    linalg.yield %v0 : f32
  } -> tensor<4x6xf32>
  %e3 = tensor.empty() : tensor<8xf32>
  %g3 = linalg.generic {indexing_maps = [affine_map<(n) -> (n)>, affine_map<(n) -> (n)>], iterator_types = ["parallel"]}
      ins(%p : tensor<8xi32>) outs(%e3 : tensor<8xf32>) {
  ^bb0(%a: i32, %o: f32):
    %n = linalg.index 0 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %nm = arith.remui %n, %c4 : index
    %nq = arith.remui %n, %c5 : index
    %ai = arith.index_cast %a : i32 to index
    %v0 = tensor.extract %x3[%ai, %nm, %nq] : tensor<4x4x5xf32>
    linalg.yield %v0 : f32
  } -> tensor<8xf32>
  %z = arith.constant 0.0 : f32
  %e4 = tensor.empty() : tensor<3xf32>
  %f4 = linalg.fill ins(%z : f32) outs(%e4 : tensor<3xf32>) -> tensor<3xf32>
  %dot = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%r, %y : tensor<3xi64>, tensor<3x6xf32>) outs(%f4 : tensor<3xf32>) {
  ^bb0(%ri: i64, %b: f32, %acc: f32):
    %j = linalg.index 1 : index
    %row = arith.index_cast %ri : i64 to index
    %a = tensor.extract %x[%row, %j] : tensor<4x6xf32>
    %prod = arith.mulf %a, %b : f32
    %sum = arith.addf %acc, %prod : f32
    linalg.yield %sum : f32
  } -> tensor<3xf32>
  %e5 = tensor.empty() : tensor<6xi32>
  %it = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%u, %v : tensor<6xi32>, tensor<6xi32>) outs(%e5 : tensor<6xi32>) {
  ^bb0(%a: i32, %b: i32, %o: i32):
    %ai = arith.index_cast %a : i32 to index
    %bi = arith.index_cast %b : i32 to index
    %v0 = tensor.extract %t[%ai, %bi] : tensor<10x4xi32>
    %w = arith.muli %v0, %a : i32
    linalg.yield %w : i32
  } -> tensor<6xi32>
  return %g, %rot, %g3, %dot, %it : tensor<4x5xf32>, tensor<4x6xf32>, tensor<8xf32>, tensor<3xf32>, tensor<6xi32>
}
