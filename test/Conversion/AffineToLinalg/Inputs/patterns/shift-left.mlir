// CATEGORY: dependences
// A[i] = A[i + 1] * 2: iterations read elements later ones overwrite (an
// anti-dependence), raised with a copy of A; A[i + 1] = A[i] + B[i] is a
// flow dependence (kept sequential).
// WRITES: 0 1
func.func @main(%A: memref<16xf32>, %C: memref<16xf32>, %B: memref<16xf32>) {
  %two = arith.constant 2.0 : f32
  affine.for %i = 0 to 15 {
    %a = affine.load %A[%i + 1] : memref<16xf32>
    %m = arith.mulf %a, %two : f32
    affine.store %m, %A[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 15 {
    %a = affine.load %C[%i] : memref<16xf32>
    %b = affine.load %B[%i] : memref<16xf32>
    %s = arith.addf %a, %b : f32
    affine.store %s, %C[%i + 1] : memref<16xf32>
  }
  return
}
