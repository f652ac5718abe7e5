// Arg reductions of the forms the conversion recognises (argmax-ties.test).
#in = affine_map<(d0, d1) -> (d0, d1)>
#inT = affine_map<(d0, d1) -> (d1, d0)>
#out = affine_map<(d0, d1) -> (d0)>
#in3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#out3 = affine_map<(d0, d1, d2) -> (d0)>

// argmax of f32 rows, strict ogt by selects: the first maximum, NaN never
// taken (numpy's nanargmax).
func.func @argmax_f32(%a: tensor<6x8xf32>) -> (tensor<6xf32>, tensor<6xi32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<6xf32>
  %ei = tensor.empty() : tensor<6xi32>
  %fv = linalg.fill ins(%ninf : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %fi = linalg.fill ins(%c0 : i32) outs(%ei : tensor<6xi32>) -> tensor<6xi32>
  %0:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<6x8xf32>) outs(%fv, %fi : tensor<6xf32>, tensor<6xi32>) {
  ^bb0(%x: f32, %v: f32, %i: i32):
    %idx = linalg.index 1 : index
    %ii = arith.index_cast %idx : index to i32
    %gt = arith.cmpf ogt, %x, %v : f32
    %nv = arith.select %gt, %x, %v : f32
    %ni = arith.select %gt, %ii, %i : i32
    linalg.yield %nv, %ni : f32, i32
  } -> (tensor<6xf32>, tensor<6xi32>)
  return %0#0, %0#1 : tensor<6xf32>, tensor<6xi32>
}

// argmin of i32 columns (reduced over the first dimension), the compare
// written acc-first (`acc < x` keeps the accumulator: select(p, acc, x)
// takes x when !(acc < x), i.e. x <= acc, non-strict: the LAST minimum),
// the index output first and i64.
func.func @argmin_i32_last(%a: tensor<8x5xi32>) -> (tensor<5xi64>, tensor<5xi32>) {
  %big = arith.constant 2147483647 : i32
  %c0 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<5xi32>
  %ei = tensor.empty() : tensor<5xi64>
  %fv = linalg.fill ins(%big : i32) outs(%e : tensor<5xi32>) -> tensor<5xi32>
  %fi = linalg.fill ins(%c0 : i64) outs(%ei : tensor<5xi64>) -> tensor<5xi64>
  %0:2 = linalg.generic {indexing_maps = [#inT, #out, #out], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<8x5xi32>) outs(%fi, %fv : tensor<5xi64>, tensor<5xi32>) {
  ^bb0(%x: i32, %i: i64, %v: i32):
    %idx = linalg.index 1 : index
    %ii = arith.index_cast %idx : index to i64
    %lt = arith.cmpi slt, %v, %x : i32
    %ni = arith.select %lt, %i, %ii : i64
    %nv = arith.select %lt, %v, %x : i32
    linalg.yield %ni, %nv : i64, i32
  } -> (tensor<5xi64>, tensor<5xi32>)
  return %0#0, %0#1 : tensor<5xi64>, tensor<5xi32>
}

// argmax of f16 as torch-mlir writes it: the value by arith.maximumf, the
// index by a strict compare: NaN wins, the first NaN (numpy's argmax).
func.func @argmax_f16_torch(%a: tensor<6x8xf16>) -> (tensor<6xf16>, tensor<6xi64>) {
  %ninf = arith.constant 0xFC00 : f16
  %c0 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<6xf16>
  %ei = tensor.empty() : tensor<6xi64>
  %fv = linalg.fill ins(%ninf : f16) outs(%e : tensor<6xf16>) -> tensor<6xf16>
  %fi = linalg.fill ins(%c0 : i64) outs(%ei : tensor<6xi64>) -> tensor<6xi64>
  %0:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<6x8xf16>) outs(%fv, %fi : tensor<6xf16>, tensor<6xi64>) {
  ^bb0(%x: f16, %v: f16, %i: i64):
    %idx = linalg.index 1 : index
    %ii = arith.index_cast %idx : index to i64
    %m = arith.maximumf %x, %v : f16
    %gt = arith.cmpf ogt, %x, %v : f16
    %ni = arith.select %gt, %ii, %i : i64
    linalg.yield %m, %ni : f16, i64
  } -> (tensor<6xf16>, tensor<6xi64>)
  return %0#0, %0#1 : tensor<6xf16>, tensor<6xi64>
}

// argmax over two reduced dimensions, the index the flat position computed
// in the payload (not a position the conversion recognises, so the reduce
// carries its own position for the ties).
func.func @argmax_2d(%a: tensor<3x4x5xf32>) -> (tensor<3xf32>, tensor<3xi32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : index
  %e = tensor.empty() : tensor<3xf32>
  %ei = tensor.empty() : tensor<3xi32>
  %fv = linalg.fill ins(%ninf : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %fi = linalg.fill ins(%c0 : i32) outs(%ei : tensor<3xi32>) -> tensor<3xi32>
  %0:2 = linalg.generic {indexing_maps = [#in3, #out3, #out3], iterator_types = ["parallel", "reduction", "reduction"]} ins(%a : tensor<3x4x5xf32>) outs(%fv, %fi : tensor<3xf32>, tensor<3xi32>) {
  ^bb0(%x: f32, %v: f32, %i: i32):
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %jk = arith.muli %j, %c5 : index
    %flat = arith.addi %jk, %k : index
    %ii = arith.index_cast %flat : index to i32
    %gt = arith.cmpf ogt, %x, %v : f32
    %nv = arith.select %gt, %x, %v : f32
    %ni = arith.select %gt, %ii, %i : i32
    linalg.yield %nv, %ni : f32, i32
  } -> (tensor<3xf32>, tensor<3xi32>)
  return %0#0, %0#1 : tensor<3xf32>, tensor<3xi32>
}

// A variadic linalg.reduce whose indices are an input (here in decreasing
// order): ties go to the earlier position, whatever the index values.
func.func @argmax_reduce_indices(%v: tensor<6x8xf32>, %i: tensor<6x8xi32>) -> (tensor<6xf32>, tensor<6xi32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<6xf32>
  %ei = tensor.empty() : tensor<6xi32>
  %fv = linalg.fill ins(%ninf : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %fi = linalg.fill ins(%c0 : i32) outs(%ei : tensor<6xi32>) -> tensor<6xi32>
  %r:2 = linalg.reduce ins(%v, %i : tensor<6x8xf32>, tensor<6x8xi32>) outs(%fv, %fi : tensor<6xf32>, tensor<6xi32>) dimensions = [1]
    (%a: f32, %ai: i32, %b: f32, %bi: i32) {
      %gt = arith.cmpf ogt, %a, %b : f32
      %x = arith.select %gt, %a, %b : f32
      %xi = arith.select %gt, %ai, %bi : i32
      linalg.yield %x, %xi : f32, i32
    }
  return %r#0, %r#1 : tensor<6xf32>, tensor<6xi32>
}
