// CATEGORY: bounds
// A sliding-window sum with min/max bounds (max(0, i - 2) <= j <
// min(16, i + 3)), a rectangular nest with offsets, and a lower triangle
// with a constant offset (j < i - 3).
// WRITES: 1 2 3
func.func @main(%X: memref<16xf64>, %S: memref<16xf64>, %R: memref<12x12xf64>, %T: memref<12x12xf64>, %M: memref<16x16xf64>) {
  %zero = arith.constant 0.0 : f64
  affine.for %i = 0 to 16 {
    affine.store %zero, %S[%i] : memref<16xf64>
    affine.for %j = max affine_map<(d0) -> (0, d0 - 2)>(%i) to min affine_map<(d0) -> (16, d0 + 3)>(%i) {
      %x = affine.load %X[%j] : memref<16xf64>
      %s = affine.load %S[%i] : memref<16xf64>
      %n = arith.addf %s, %x : f64
      affine.store %n, %S[%i] : memref<16xf64>
    }
  }
  affine.for %i = 2 to 10 {
    affine.for %j = 3 to 12 {
      %m = affine.load %M[%i + 4, %j + 1] : memref<16x16xf64>
      affine.store %m, %R[%i, %j] : memref<12x12xf64>
    }
  }
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 - 3)>(%i) {
      %m = affine.load %M[%i, %j] : memref<16x16xf64>
      %t = affine.load %T[%i, %j] : memref<12x12xf64>
      %s = arith.addf %m, %t : f64
      affine.store %s, %T[%i, %j] : memref<12x12xf64>
    }
  }
  return
}
