// CATEGORY: reduction
// maxnumf and minnumf reductions from fills of NaN, their identity
// (maxnum(NaN, x) = x), and of -inf/+inf, over rows a fifth NaN and one row
// all NaN: that row gives NaN from a NaN fill and the fill from an infinite
// one; the others their largest or smallest number.
// NONFINITE: allowed
// ARG 0: uniform -2 2 nan=0.2
func.func @main(%a: tensor<6x16xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) {
  %nan = arith.constant 0x7FC00000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %row = tensor.splat %nan : tensor<1x16xf32>
  %x = tensor.insert_slice %row into %a[2, 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<6x16xf32>
  %e = tensor.empty() : tensor<6xf32>
  %fnan = linalg.fill ins(%nan : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %fninf = linalg.fill ins(%ninf : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %fpinf = linalg.fill ins(%pinf : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %mx = linalg.reduce ins(%x : tensor<6x16xf32>) outs(%fnan : tensor<6xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %r = arith.maxnumf %in, %acc : f32
      linalg.yield %r : f32
    }
  %mn = linalg.reduce ins(%x : tensor<6x16xf32>) outs(%fnan : tensor<6xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %r = arith.minnumf %acc, %in : f32
      linalg.yield %r : f32
    }
  %mxi = linalg.reduce ins(%x : tensor<6x16xf32>) outs(%fninf : tensor<6xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %r = arith.maxnumf %in, %acc : f32
      linalg.yield %r : f32
    }
  %mni = linalg.reduce ins(%x : tensor<6x16xf32>) outs(%fpinf : tensor<6xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %r = arith.minnumf %in, %acc : f32
      linalg.yield %r : f32
    }
  return %mx, %mn, %mxi, %mni : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
}
