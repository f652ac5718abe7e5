// CATEGORY: linear-algebra
// atax (PolyBench/C 4.2, MINI): y = A^T (A x), tmp = A x; y accumulates
// inside the row loop, a reduction over rows.
// WRITES: 2 3
// TOLERANCE: rtol=1e-12 atol=1e-12
func.func @main(%A: memref<38x42xf64>, %x: memref<42xf64>, %y: memref<42xf64>, %tmp: memref<38xf64>) {
  %zero = arith.constant 0.0 : f64
  affine.for %i = 0 to 42 {
    affine.store %zero, %y[%i] : memref<42xf64>
  }
  affine.for %i = 0 to 38 {
    affine.store %zero, %tmp[%i] : memref<38xf64>
    affine.for %j = 0 to 42 {
      %a = affine.load %A[%i, %j] : memref<38x42xf64>
      %b = affine.load %x[%j] : memref<42xf64>
      %p = arith.mulf %a, %b : f64
      %t = affine.load %tmp[%i] : memref<38xf64>
      %s = arith.addf %t, %p : f64
      affine.store %s, %tmp[%i] : memref<38xf64>
    }
    affine.for %j = 0 to 42 {
      %a = affine.load %A[%i, %j] : memref<38x42xf64>
      %t = affine.load %tmp[%i] : memref<38xf64>
      %p = arith.mulf %a, %t : f64
      %v = affine.load %y[%j] : memref<42xf64>
      %s = arith.addf %v, %p : f64
      affine.store %s, %y[%j] : memref<42xf64>
    }
  }
  return
}
