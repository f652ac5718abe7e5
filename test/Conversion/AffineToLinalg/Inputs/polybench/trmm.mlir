// CATEGORY: linear-algebra
// trmm (PolyBench/C 4.2, MINI): B = alpha A^T B with A unit lower
// triangular, in place: row i of B reads the rows k > i that later
// iterations overwrite (an anti-dependence, which the raising keeps by
// reading a copy of B).
// WRITES: 2
// TOLERANCE: rtol=1e-12 atol=1e-12
func.func @main(%alpha: f64, %A: memref<20x20xf64>, %B: memref<20x24xf64>) {
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to 24 {
      affine.for %k = affine_map<(d0) -> (d0 + 1)>(%i) to 20 {
        %a = affine.load %A[%k, %i] : memref<20x20xf64>
        %b = affine.load %B[%k, %j] : memref<20x24xf64>
        %p = arith.mulf %a, %b : f64
        %c = affine.load %B[%i, %j] : memref<20x24xf64>
        %s = arith.addf %c, %p : f64
        affine.store %s, %B[%i, %j] : memref<20x24xf64>
      }
      %c = affine.load %B[%i, %j] : memref<20x24xf64>
      %m = arith.mulf %alpha, %c : f64
      affine.store %m, %B[%i, %j] : memref<20x24xf64>
    }
  }
  return
}
