// CATEGORY: linear-algebra
// syr2k (PolyBench/C 4.2, MINI): C = alpha (A B^T + B A^T) + beta C on the
// lower triangle.
// WRITES: 2
// TOLERANCE: rtol=1e-12 atol=1e-12
func.func @main(%alpha: f64, %beta: f64, %C: memref<20x20xf64>, %A: memref<20x24xf64>, %B: memref<20x24xf64>) {
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      %c = affine.load %C[%i, %j] : memref<20x20xf64>
      %m = arith.mulf %c, %beta : f64
      affine.store %m, %C[%i, %j] : memref<20x20xf64>
    }
    affine.for %k = 0 to 24 {
      affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
        %ajk = affine.load %A[%j, %k] : memref<20x24xf64>
        %bik = affine.load %B[%i, %k] : memref<20x24xf64>
        %bjk = affine.load %B[%j, %k] : memref<20x24xf64>
        %aik = affine.load %A[%i, %k] : memref<20x24xf64>
        %p = arith.mulf %ajk, %alpha : f64
        %p1 = arith.mulf %p, %bik : f64
        %q = arith.mulf %bjk, %alpha : f64
        %q1 = arith.mulf %q, %aik : f64
        %s = arith.addf %p1, %q1 : f64
        %c = affine.load %C[%i, %j] : memref<20x20xf64>
        %n = arith.addf %c, %s : f64
        affine.store %n, %C[%i, %j] : memref<20x20xf64>
      }
    }
  }
  return
}
