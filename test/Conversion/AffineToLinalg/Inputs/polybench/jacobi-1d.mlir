// CATEGORY: stencils
// jacobi-1d (PolyBench/C 4.2, MINI): 3-point stencil between A and B for
// 20 time steps. The time loop carries A and B (sequential); each sweep is
// three shifted views of one array.
// WRITES: 0 1
// TOLERANCE: rtol=1e-12 atol=1e-12
func.func @main(%A: memref<30xf64>, %B: memref<30xf64>) {
  %third = arith.constant 0.33333 : f64
  affine.for %t = 0 to 20 {
    affine.for %i = 1 to 29 {
      %a = affine.load %A[%i - 1] : memref<30xf64>
      %b = affine.load %A[%i] : memref<30xf64>
      %c = affine.load %A[%i + 1] : memref<30xf64>
      %s = arith.addf %a, %b : f64
      %s2 = arith.addf %s, %c : f64
      %m = arith.mulf %third, %s2 : f64
      affine.store %m, %B[%i] : memref<30xf64>
    }
    affine.for %i = 1 to 29 {
      %a = affine.load %B[%i - 1] : memref<30xf64>
      %b = affine.load %B[%i] : memref<30xf64>
      %c = affine.load %B[%i + 1] : memref<30xf64>
      %s = arith.addf %a, %b : f64
      %s2 = arith.addf %s, %c : f64
      %m = arith.mulf %third, %s2 : f64
      affine.store %m, %A[%i] : memref<30xf64>
    }
  }
  return
}
