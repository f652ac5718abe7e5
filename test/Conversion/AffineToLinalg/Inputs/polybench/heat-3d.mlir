// CATEGORY: stencils
// heat-3d (PolyBench/C 4.2, MINI): 7-point stencil in 3-d between A and B
// for 10 time steps.
// WRITES: 0 1
// TOLERANCE: rtol=1e-12 atol=1e-12
func.func @main(%A: memref<10x10x10xf64>, %B: memref<10x10x10xf64>) {
  %eighth = arith.constant 0.125 : f64
  %two = arith.constant 2.0 : f64
  affine.for %t = 0 to 10 {
    affine.for %i = 1 to 9 {
      affine.for %j = 1 to 9 {
        affine.for %k = 1 to 9 {
          %c = affine.load %A[%i, %j, %k] : memref<10x10x10xf64>
          %c2 = arith.mulf %two, %c : f64
          %ip = affine.load %A[%i + 1, %j, %k] : memref<10x10x10xf64>
          %im = affine.load %A[%i - 1, %j, %k] : memref<10x10x10xf64>
          %jp = affine.load %A[%i, %j + 1, %k] : memref<10x10x10xf64>
          %jm = affine.load %A[%i, %j - 1, %k] : memref<10x10x10xf64>
          %kp = affine.load %A[%i, %j, %k + 1] : memref<10x10x10xf64>
          %km = affine.load %A[%i, %j, %k - 1] : memref<10x10x10xf64>
          %a0 = arith.subf %ip, %c2 : f64
          %a1 = arith.addf %a0, %im : f64
          %a = arith.mulf %eighth, %a1 : f64
          %b0 = arith.subf %jp, %c2 : f64
          %b1 = arith.addf %b0, %jm : f64
          %b = arith.mulf %eighth, %b1 : f64
          %d0 = arith.subf %kp, %c2 : f64
          %d1 = arith.addf %d0, %km : f64
          %d = arith.mulf %eighth, %d1 : f64
          %s0 = arith.addf %a, %b : f64
          %s1 = arith.addf %s0, %d : f64
          %s2 = arith.addf %s1, %c : f64
          affine.store %s2, %B[%i, %j, %k] : memref<10x10x10xf64>
        }
      }
    }
    affine.for %i = 1 to 9 {
      affine.for %j = 1 to 9 {
        affine.for %k = 1 to 9 {
          %c = affine.load %B[%i, %j, %k] : memref<10x10x10xf64>
          %c2 = arith.mulf %two, %c : f64
          %ip = affine.load %B[%i + 1, %j, %k] : memref<10x10x10xf64>
          %im = affine.load %B[%i - 1, %j, %k] : memref<10x10x10xf64>
          %jp = affine.load %B[%i, %j + 1, %k] : memref<10x10x10xf64>
          %jm = affine.load %B[%i, %j - 1, %k] : memref<10x10x10xf64>
          %kp = affine.load %B[%i, %j, %k + 1] : memref<10x10x10xf64>
          %km = affine.load %B[%i, %j, %k - 1] : memref<10x10x10xf64>
          %a0 = arith.subf %ip, %c2 : f64
          %a1 = arith.addf %a0, %im : f64
          %a = arith.mulf %eighth, %a1 : f64
          %b0 = arith.subf %jp, %c2 : f64
          %b1 = arith.addf %b0, %jm : f64
          %b = arith.mulf %eighth, %b1 : f64
          %d0 = arith.subf %kp, %c2 : f64
          %d1 = arith.addf %d0, %km : f64
          %d = arith.mulf %eighth, %d1 : f64
          %s0 = arith.addf %a, %b : f64
          %s1 = arith.addf %s0, %d : f64
          %s2 = arith.addf %s1, %c : f64
          affine.store %s2, %A[%i, %j, %k] : memref<10x10x10xf64>
        }
      }
    }
  }
  return
}
