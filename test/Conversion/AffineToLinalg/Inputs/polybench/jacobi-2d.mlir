// CATEGORY: stencils
// jacobi-2d (PolyBench/C 4.2, MINI, in f32): 5-point stencil between A and
// B for 10 time steps.
// WRITES: 0 1
// TOLERANCE: rtol=1e-5 atol=1e-6
func.func @main(%A: memref<30x30xf32>, %B: memref<30x30xf32>) {
  %fifth = arith.constant 0.2 : f32
  affine.for %t = 0 to 10 {
    affine.for %i = 1 to 29 {
      affine.for %j = 1 to 29 {
        %c = affine.load %A[%i, %j] : memref<30x30xf32>
        %w = affine.load %A[%i, %j - 1] : memref<30x30xf32>
        %e = affine.load %A[%i, %j + 1] : memref<30x30xf32>
        %s = affine.load %A[%i + 1, %j] : memref<30x30xf32>
        %n = affine.load %A[%i - 1, %j] : memref<30x30xf32>
        %0 = arith.addf %c, %w : f32
        %1 = arith.addf %0, %e : f32
        %2 = arith.addf %1, %s : f32
        %3 = arith.addf %2, %n : f32
        %4 = arith.mulf %fifth, %3 : f32
        affine.store %4, %B[%i, %j] : memref<30x30xf32>
      }
    }
    affine.for %i = 1 to 29 {
      affine.for %j = 1 to 29 {
        %c = affine.load %B[%i, %j] : memref<30x30xf32>
        %w = affine.load %B[%i, %j - 1] : memref<30x30xf32>
        %e = affine.load %B[%i, %j + 1] : memref<30x30xf32>
        %s = affine.load %B[%i + 1, %j] : memref<30x30xf32>
        %n = affine.load %B[%i - 1, %j] : memref<30x30xf32>
        %0 = arith.addf %c, %w : f32
        %1 = arith.addf %0, %e : f32
        %2 = arith.addf %1, %s : f32
        %3 = arith.addf %2, %n : f32
        %4 = arith.mulf %fifth, %3 : f32
        affine.store %4, %A[%i, %j] : memref<30x30xf32>
      }
    }
  }
  return
}
