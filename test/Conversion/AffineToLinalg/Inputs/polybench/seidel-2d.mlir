// CATEGORY: stencils
// seidel-2d (PolyBench/C 4.2, MINI): 9-point Gauss-Seidel sweep in place
// for 4 time steps. Every loop carries a dependence: all three stay
// sequential (hlo.while with dynamic-slice and dynamic-update-slice).
// WRITES: 0
// TOLERANCE: rtol=1e-12 atol=1e-12
func.func @main(%A: memref<16x16xf64>) {
  %nine = arith.constant 9.0 : f64
  affine.for %t = 0 to 4 {
    affine.for %i = 1 to 15 {
      affine.for %j = 1 to 15 {
        %a = affine.load %A[%i - 1, %j - 1] : memref<16x16xf64>
        %b = affine.load %A[%i - 1, %j] : memref<16x16xf64>
        %c = affine.load %A[%i - 1, %j + 1] : memref<16x16xf64>
        %d = affine.load %A[%i, %j - 1] : memref<16x16xf64>
        %e = affine.load %A[%i, %j] : memref<16x16xf64>
        %f = affine.load %A[%i, %j + 1] : memref<16x16xf64>
        %g = affine.load %A[%i + 1, %j - 1] : memref<16x16xf64>
        %h = affine.load %A[%i + 1, %j] : memref<16x16xf64>
        %k = affine.load %A[%i + 1, %j + 1] : memref<16x16xf64>
        %0 = arith.addf %a, %b : f64
        %1 = arith.addf %0, %c : f64
        %2 = arith.addf %1, %d : f64
        %3 = arith.addf %2, %e : f64
        %4 = arith.addf %3, %f : f64
        %5 = arith.addf %4, %g : f64
        %6 = arith.addf %5, %h : f64
        %7 = arith.addf %6, %k : f64
        %8 = arith.divf %7, %nine : f64
        affine.store %8, %A[%i, %j] : memref<16x16xf64>
      }
    }
  }
  return
}
