// CATEGORY: linear-algebra
// 3mm (PolyBench/C 4.2, MINI, in f32): E = A * B, F = C * D, G = E * F.
// WRITES: 0 3 6
// TOLERANCE: rtol=1e-4 atol=1e-5 (f32 sums of 20-24 products, twice)
func.func @main(%E: memref<16x18xf32>, %A: memref<16x20xf32>, %B: memref<20x18xf32>, %F: memref<18x22xf32>, %C: memref<18x24xf32>, %D: memref<24x22xf32>, %G: memref<16x22xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 18 {
      affine.store %zero, %E[%i, %j] : memref<16x18xf32>
      affine.for %k = 0 to 20 {
        %a = affine.load %A[%i, %k] : memref<16x20xf32>
        %b = affine.load %B[%k, %j] : memref<20x18xf32>
        %p = arith.mulf %a, %b : f32
        %e = affine.load %E[%i, %j] : memref<16x18xf32>
        %s = arith.addf %e, %p : f32
        affine.store %s, %E[%i, %j] : memref<16x18xf32>
      }
    }
  }
  affine.for %i = 0 to 18 {
    affine.for %j = 0 to 22 {
      affine.store %zero, %F[%i, %j] : memref<18x22xf32>
      affine.for %k = 0 to 24 {
        %c = affine.load %C[%i, %k] : memref<18x24xf32>
        %d = affine.load %D[%k, %j] : memref<24x22xf32>
        %p = arith.mulf %c, %d : f32
        %f = affine.load %F[%i, %j] : memref<18x22xf32>
        %s = arith.addf %f, %p : f32
        affine.store %s, %F[%i, %j] : memref<18x22xf32>
      }
    }
  }
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 22 {
      affine.store %zero, %G[%i, %j] : memref<16x22xf32>
      affine.for %k = 0 to 18 {
        %e = affine.load %E[%i, %k] : memref<16x18xf32>
        %f = affine.load %F[%k, %j] : memref<18x22xf32>
        %p = arith.mulf %e, %f : f32
        %g = affine.load %G[%i, %j] : memref<16x22xf32>
        %s = arith.addf %g, %p : f32
        affine.store %s, %G[%i, %j] : memref<16x22xf32>
      }
    }
  }
  return
}
