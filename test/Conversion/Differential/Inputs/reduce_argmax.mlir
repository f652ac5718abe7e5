// CATEGORY: reduction
// Arg reductions as two-output linalg.generics: argmax of f32 rows (value
// and i32 index) and argmin of i32 columns with many ties (values 0..3),
// where ties go to the lowest index, so the result does not depend on the
// order of evaluation.
// ARG 1: int 0 3
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
#inT = affine_map<(d0, d1) -> (d1, d0)>
func.func @main(%x: tensor<8x24xf32>, %n: tensor<16x10xi32>) -> (tensor<8xf32>, tensor<8xi32>, tensor<10xi32>, tensor<10xi64>) {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<8xf32>
  %ei = tensor.empty() : tensor<8xi32>
  %fv = linalg.fill ins(%ninf : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %fi = linalg.fill ins(%c0 : i32) outs(%ei : tensor<8xi32>) -> tensor<8xi32>
  %am:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x24xf32>) outs(%fv, %fi : tensor<8xf32>, tensor<8xi32>) {
  ^bb0(%a: f32, %v: f32, %i: i32):
    %idx = linalg.index 1 : index
    %ii = arith.index_cast %idx : index to i32
    %gt = arith.cmpf ogt, %a, %v : f32
    %nv = arith.select %gt, %a, %v : f32
    %ni = arith.select %gt, %ii, %i : i32
    linalg.yield %nv, %ni : f32, i32
  } -> (tensor<8xf32>, tensor<8xi32>)
  %big = arith.constant 2147483647 : i32
  %bigi = arith.constant 9223372036854775807 : i64
  %e2 = tensor.empty() : tensor<10xi32>
  %e3 = tensor.empty() : tensor<10xi64>
  %gv = linalg.fill ins(%big : i32) outs(%e2 : tensor<10xi32>) -> tensor<10xi32>
  %gi = linalg.fill ins(%bigi : i64) outs(%e3 : tensor<10xi64>) -> tensor<10xi64>
  %an:2 = linalg.generic {indexing_maps = [#inT, #out, #out], iterator_types = ["parallel", "reduction"]}
      ins(%n : tensor<16x10xi32>) outs(%gv, %gi : tensor<10xi32>, tensor<10xi64>) {
  ^bb0(%a: i32, %v: i32, %i: i64):
    %idx = linalg.index 1 : index
    %ii = arith.index_cast %idx : index to i64
    %lt = arith.cmpi slt, %a, %v : i32
    %eq = arith.cmpi eq, %a, %v : i32
    %lower = arith.cmpi slt, %ii, %i : i64
    %tie = arith.andi %eq, %lower : i1
    %take = arith.ori %lt, %tie : i1
    %nv = arith.select %take, %a, %v : i32
    %ni = arith.select %take, %ii, %i : i64
    linalg.yield %nv, %ni : i32, i64
  } -> (tensor<10xi32>, tensor<10xi64>)
  return %am#0, %am#1, %an#0, %an#1 : tensor<8xf32>, tensor<8xi32>, tensor<10xi32>, tensor<10xi64>
}
