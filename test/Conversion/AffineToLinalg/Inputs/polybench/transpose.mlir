// CATEGORY: data-movement
// B = A^T, then C[i][2j] = A[i][j] (a strided store) and a broadcast of a
// row of A over the rows of D.
// WRITES: 1 2 3
// TOLERANCE: rtol=0 atol=0
func.func @main(%A: memref<12x20xf32>, %B: memref<20x12xf32>, %C: memref<12x40xf32>, %D: memref<6x20xf32>) {
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to 20 {
      %a = affine.load %A[%i, %j] : memref<12x20xf32>
      affine.store %a, %B[%j, %i] : memref<20x12xf32>
    }
  }
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to 20 {
      %a = affine.load %A[%i, %j] : memref<12x20xf32>
      affine.store %a, %C[%i, 2 * %j] : memref<12x40xf32>
    }
  }
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 20 {
      %a = affine.load %A[3, %j] : memref<12x20xf32>
      affine.store %a, %D[%i, %j] : memref<6x20xf32>
    }
  }
  return
}
