// CATEGORY: linear-algebra
// 2mm (PolyBench/C 4.2, MINI): tmp = alpha * A * B, D = tmp * C + beta * D,
// with the initialising stores before each reduction loop.
// WRITES: 2 6
// TOLERANCE: rtol=1e-12 atol=1e-12
func.func @main(%alpha: f64, %beta: f64, %tmp: memref<16x18xf64>, %A: memref<16x22xf64>, %B: memref<22x18xf64>, %C: memref<18x24xf64>, %D: memref<16x24xf64>) {
  %zero = arith.constant 0.0 : f64
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 18 {
      affine.store %zero, %tmp[%i, %j] : memref<16x18xf64>
      affine.for %k = 0 to 22 {
        %a = affine.load %A[%i, %k] : memref<16x22xf64>
        %t = arith.mulf %alpha, %a : f64
        %b = affine.load %B[%k, %j] : memref<22x18xf64>
        %p = arith.mulf %t, %b : f64
        %c = affine.load %tmp[%i, %j] : memref<16x18xf64>
        %s = arith.addf %c, %p : f64
        affine.store %s, %tmp[%i, %j] : memref<16x18xf64>
      }
    }
  }
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 24 {
      %d = affine.load %D[%i, %j] : memref<16x24xf64>
      %db = arith.mulf %d, %beta : f64
      affine.store %db, %D[%i, %j] : memref<16x24xf64>
      affine.for %k = 0 to 18 {
        %a = affine.load %tmp[%i, %k] : memref<16x18xf64>
        %b = affine.load %C[%k, %j] : memref<18x24xf64>
        %p = arith.mulf %a, %b : f64
        %c = affine.load %D[%i, %j] : memref<16x24xf64>
        %s = arith.addf %c, %p : f64
        affine.store %s, %D[%i, %j] : memref<16x24xf64>
      }
    }
  }
  return
}
