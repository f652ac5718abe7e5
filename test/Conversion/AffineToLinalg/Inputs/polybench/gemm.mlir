// CATEGORY: linear-algebra
// gemm (PolyBench/C 4.2, MINI): C = alpha * A * B + beta * C.
// WRITES: 2
// TOLERANCE: rtol=1e-12 atol=1e-12 (30-term f64 sums in another order)
func.func @main(%alpha: f64, %beta: f64, %C: memref<20x25xf64>, %A: memref<20x30xf64>, %B: memref<30x25xf64>) {
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to 25 {
      %c = affine.load %C[%i, %j] : memref<20x25xf64>
      %m = arith.mulf %c, %beta : f64
      affine.store %m, %C[%i, %j] : memref<20x25xf64>
    }
    affine.for %k = 0 to 30 {
      affine.for %j = 0 to 25 {
        %a = affine.load %A[%i, %k] : memref<20x30xf64>
        %t = arith.mulf %alpha, %a : f64
        %b = affine.load %B[%k, %j] : memref<30x25xf64>
        %p = arith.mulf %t, %b : f64
        %c = affine.load %C[%i, %j] : memref<20x25xf64>
        %s = arith.addf %c, %p : f64
        affine.store %s, %C[%i, %j] : memref<20x25xf64>
      }
    }
  }
  return
}
