// CATEGORY: gather
// Embedding lookups as torch-mlir writes them: a linalg.generic over
// (token, feature) whose payload extracts table[id, feature] from a table
// captured from above, with the ids an i64 input (index_cast to index), and
// an i32 variant whose ids are shifted by one and clamped into the table
// (arith.maxsi/minsi on index), then scaled by a per-token weight.
// ARG 0: int 0 11
// ARG 2: int -3 14
#tok = affine_map<(t, f) -> (t)>
#id = affine_map<(t, f) -> (t, f)>
func.func @main(%ids: tensor<2x5xi64>, %table: tensor<12x8xf32>, %ids32: tensor<7xi32>, %w: tensor<7xf32>) -> (tensor<2x5x8xf32>, tensor<7x8xf32>) {
  %e = tensor.empty() : tensor<2x5x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(b, t, f) -> (b, t)>, affine_map<(b, t, f) -> (b, t, f)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ids : tensor<2x5xi64>) outs(%e : tensor<2x5x8xf32>) {
  ^bb0(%id: i64, %o: f32):
    %row = arith.index_cast %id : i64 to index
    %f = linalg.index 2 : index
    %v = tensor.extract %table[%row, %f] : tensor<12x8xf32>
    linalg.yield %v : f32
  } -> tensor<2x5x8xf32>
  %e2 = tensor.empty() : tensor<7x8xf32>
  %r2 = linalg.generic {indexing_maps = [#tok, #tok, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ids32, %w : tensor<7xi32>, tensor<7xf32>) outs(%e2 : tensor<7x8xf32>) {
  ^bb0(%id: i32, %s: f32, %o: f32):
    %i = arith.index_cast %id : i32 to index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c11 = arith.constant 11 : index
    %n = arith.addi %i, %c1 : index
    %lo = arith.maxsi %n, %c0 : index
    %cl = arith.minsi %lo, %c11 : index
    %f = linalg.index 1 : index
    %v = tensor.extract %table[%cl, %f] : tensor<12x8xf32>
    %m = arith.mulf %v, %s : f32
    linalg.yield %m : f32
  } -> tensor<7x8xf32>
  return %r, %r2 : tensor<2x5x8xf32>, tensor<7x8xf32>
}
