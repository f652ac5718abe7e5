// CATEGORY: linear-algebra
// syrk (PolyBench/C 4.2, MINI): C = alpha A A^T + beta C on the lower
// triangle (j <= i): triangular bounds, raised with masks.
// WRITES: 2
// TOLERANCE: rtol=1e-12 atol=1e-12
func.func @main(%alpha: f64, %beta: f64, %C: memref<20x20xf64>, %A: memref<20x24xf64>) {
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      %c = affine.load %C[%i, %j] : memref<20x20xf64>
      %m = arith.mulf %c, %beta : f64
      affine.store %m, %C[%i, %j] : memref<20x20xf64>
    }
    affine.for %k = 0 to 24 {
      affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
        %a = affine.load %A[%i, %k] : memref<20x24xf64>
        %t = arith.mulf %alpha, %a : f64
        %b = affine.load %A[%j, %k] : memref<20x24xf64>
        %p = arith.mulf %t, %b : f64
        %c = affine.load %C[%i, %j] : memref<20x20xf64>
        %s = arith.addf %c, %p : f64
        affine.store %s, %C[%i, %j] : memref<20x20xf64>
      }
    }
  }
  return
}
