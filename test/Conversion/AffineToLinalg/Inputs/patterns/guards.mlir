// CATEGORY: bounds
// affine.if guards: a then/else pair, an equality (the diagonal), nested
// ifs around a reduction, and a guard that tightens the box so that the
// shifted reads stay in bounds.
// WRITES: 1 2 3 4
func.func @main(%X: memref<10x10xf32>, %A: memref<10x10xf32>, %D: memref<10x10xf32>, %S: memref<10xf32>, %N: memref<10xf32>) {
  %one = arith.constant 1.0 : f32
  %neg = arith.constant -1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.if affine_set<(d0, d1) : (d0 - d1 - 1 >= 0)>(%i, %j) {
        %x = affine.load %X[%i, %j] : memref<10x10xf32>
        affine.store %x, %A[%i, %j] : memref<10x10xf32>
      } else {
        %x = affine.load %X[%j, %i] : memref<10x10xf32>
        %n = arith.mulf %x, %neg : f32
        affine.store %n, %A[%i, %j] : memref<10x10xf32>
      }
    }
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.if affine_set<(d0, d1) : (d0 - d1 == 0)>(%i, %j) {
        affine.store %one, %D[%i, %j] : memref<10x10xf32>
      }
    }
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) {
        affine.if affine_set<(d0, d1) : (d0 - d1 >= 0, d1 - 1 >= 0)>(%i, %j) {
          %x = affine.load %X[%i, %j] : memref<10x10xf32>
          %s = affine.load %S[%i] : memref<10xf32>
          %n = arith.addf %s, %x : f32
          affine.store %n, %S[%i] : memref<10xf32>
        }
      }
    }
  }
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 1 >= 0, 8 - d0 >= 0)>(%i) {
      %l = affine.load %X[%i - 1, 0] : memref<10x10xf32>
      %r = affine.load %X[%i + 1, 0] : memref<10x10xf32>
      %s = arith.addf %l, %r : f32
      affine.store %s, %N[%i] : memref<10xf32>
    }
  }
  return
}
