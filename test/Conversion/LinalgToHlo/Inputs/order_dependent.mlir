// Reductions whose payload's result depends on the order the elements are
// combined in, unless the conversion picks a reducer that does not
// (order-dependent.test runs them in three reduce orders against numpy).

// `acc - x` from a fill: the init minus the sum (an add reducer).
func.func @subtract_f32(%a: tensor<6x8xf32>, %s: f32) -> tensor<6xf32> {
  %e = tensor.empty() : tensor<6xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<6x8xf32>) outs(%f : tensor<6xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %d = arith.subf %acc, %x : f32
    linalg.yield %d : f32
  } -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// The same on i32 from a non-splat init (wrapping arithmetic: exact in
// any order).
func.func @subtract_i32(%a: tensor<6x8xi32>, %o: tensor<8xi32>) -> tensor<8xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%a : tensor<6x8xi32>) outs(%o : tensor<8xi32>) {
  ^bb0(%x: i32, %acc: i32):
    %d = arith.subi %acc, %x : i32
    linalg.yield %d : i32
  } -> tensor<8xi32>
  return %0 : tensor<8xi32>
}

// First index of the maximum written with >=: the LAST index on ties (a
// non-strict predicate), so ties go to the larger index in any order.
func.func @argmax_last(%a: tensor<6x8xf32>) -> (tensor<6xf32>, tensor<6xi32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i32
  %ev = tensor.empty() : tensor<6xf32>
  %ei = tensor.empty() : tensor<6xi32>
  %fv = linalg.fill ins(%ninf : f32) outs(%ev : tensor<6xf32>) -> tensor<6xf32>
  %fi = linalg.fill ins(%zero : i32) outs(%ei : tensor<6xi32>) -> tensor<6xi32>
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<6x8xf32>) outs(%fv, %fi : tensor<6xf32>, tensor<6xi32>) {
  ^bb0(%x: f32, %v: f32, %i: i32):
    %j = linalg.index 1 : index
    %jj = arith.index_cast %j : index to i32
    %ge = arith.cmpf oge, %x, %v : f32
    %nv = arith.select %ge, %x, %v : f32
    %ni = arith.select %ge, %jj, %i : i32
    linalg.yield %nv, %ni : f32, i32
  } -> (tensor<6xf32>, tensor<6xi32>)
  return %0#0, %0#1 : tensor<6xf32>, tensor<6xi32>
}
