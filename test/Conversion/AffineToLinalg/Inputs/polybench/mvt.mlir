// CATEGORY: linear-algebra
// mvt (PolyBench/C 4.2, MINI): x1 += A y1, x2 += A^T y2.
// WRITES: 0 1
// TOLERANCE: rtol=1e-12 atol=1e-12
func.func @main(%x1: memref<40xf64>, %x2: memref<40xf64>, %y1: memref<40xf64>, %y2: memref<40xf64>, %A: memref<40x40xf64>) {
  affine.for %i = 0 to 40 {
    affine.for %j = 0 to 40 {
      %x = affine.load %x1[%i] : memref<40xf64>
      %a = affine.load %A[%i, %j] : memref<40x40xf64>
      %y = affine.load %y1[%j] : memref<40xf64>
      %p = arith.mulf %a, %y : f64
      %s = arith.addf %x, %p : f64
      affine.store %s, %x1[%i] : memref<40xf64>
    }
  }
  affine.for %i = 0 to 40 {
    affine.for %j = 0 to 40 {
      %x = affine.load %x2[%i] : memref<40xf64>
      %a = affine.load %A[%j, %i] : memref<40x40xf64>
      %y = affine.load %y2[%j] : memref<40xf64>
      %p = arith.mulf %a, %y : f64
      %s = arith.addf %x, %p : f64
      affine.store %s, %x2[%i] : memref<40xf64>
    }
  }
  return
}
