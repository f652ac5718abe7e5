// CATEGORY: elementwise
// Position-dependent elementwise ops through linalg.index: a causal mask
// (j > i gets -1e9), sinusoidal position encodings sin(i * 10000^(-j/16))
// added to the input, and an integer "i * 16 + j" iota.
// TOLERANCE: rtol=1e-5 atol=1e-5 (sin of arguments up to 15: libm upstream,
// xhlo-run's range reduction; both within a few ulp of 15)
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xi32>) {
  %e = tensor.empty() : tensor<16x16xf32>
  %ei = tensor.empty() : tensor<16x16xi32>
  %r:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<16x16xf32>) outs(%e, %ei : tensor<16x16xf32>, tensor<16x16xi32>) {
  ^bb0(%a: f32, %o: f32, %oi: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %ji = arith.index_cast %j : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %fj = arith.sitofp %ji : i32 to f32
    %c16 = arith.constant 16.0 : f32
    %lnb = arith.constant -9.2103403720 : f32
    %q = arith.divf %fj, %c16 : f32
    %ex = arith.mulf %q, %lnb : f32
    %freq = math.exp %ex : f32
    %ang = arith.mulf %fi, %freq : f32
    %pe = math.sin %ang : f32
    %v = arith.addf %a, %pe : f32
    %masked = arith.cmpi ugt, %j, %i : index
    %big = arith.constant -1.0e9 : f32
    %m = arith.select %masked, %big, %v : f32
    %c16i = arith.constant 16 : i32
    %row = arith.muli %ii, %c16i : i32
    %lin = arith.addi %row, %ji : i32
    linalg.yield %m, %lin : f32, i32
  } -> (tensor<16x16xf32>, tensor<16x16xi32>)
  return %r#0, %r#1 : tensor<16x16xf32>, tensor<16x16xi32>
}
