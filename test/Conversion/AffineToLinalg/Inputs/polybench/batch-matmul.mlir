// CATEGORY: linear-algebra
// Batched matmul C[b] = A[b] B[b], then attention-style scaling of each
// row by the inverse of its sum.
// WRITES: 2 3
// ARG 0: uniform 0 1
// ARG 1: uniform 0 1
// TOLERANCE: rtol=1e-5 atol=1e-6
func.func @main(%A: memref<3x6x8xf32>, %B: memref<3x8x5xf32>, %C: memref<3x6x5xf32>, %S: memref<3x6xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %b = 0 to 3 {
    affine.for %i = 0 to 6 {
      affine.for %j = 0 to 5 {
        affine.store %zero, %C[%b, %i, %j] : memref<3x6x5xf32>
        affine.for %k = 0 to 8 {
          %x = affine.load %A[%b, %i, %k] : memref<3x6x8xf32>
          %y = affine.load %B[%b, %k, %j] : memref<3x8x5xf32>
          %c = affine.load %C[%b, %i, %j] : memref<3x6x5xf32>
          %p = arith.mulf %x, %y : f32
          %s = arith.addf %c, %p : f32
          affine.store %s, %C[%b, %i, %j] : memref<3x6x5xf32>
        }
      }
      affine.store %zero, %S[%b, %i] : memref<3x6xf32>
      affine.for %j = 0 to 5 {
        %c = affine.load %C[%b, %i, %j] : memref<3x6x5xf32>
        %s = affine.load %S[%b, %i] : memref<3x6xf32>
        %n = arith.addf %s, %c : f32
        affine.store %n, %S[%b, %i] : memref<3x6xf32>
      }
      affine.for %j = 0 to 5 {
        %c = affine.load %C[%b, %i, %j] : memref<3x6x5xf32>
        %s = affine.load %S[%b, %i] : memref<3x6xf32>
        %q = arith.divf %c, %s : f32
        affine.store %q, %C[%b, %i, %j] : memref<3x6x5xf32>
      }
    }
  }
  return
}
