// CATEGORY: dependences
// Loops that stay sequential with raisable bodies: a row-wise prefix sum
// (the column loop carries), an indirect (non-affine) gather, a loop with a
// run-time trip count, and a running sum carried by iter_args whose
// enclosing loop has a run-time trip count (not demoted).
// WRITES: 0 1 2 3
// ARG 4: int 0 9
// ARG 5: int 3 7
func.func @main(%A: memref<6x10xf32>, %G: memref<10xf32>, %R: memref<10xf32>, %S: memref<10xf32>, %Idx: memref<10xindex>, %n: index, %X: memref<10xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 6 {
    affine.for %j = 1 to 10 {
      %p = affine.load %A[%i, %j - 1] : memref<6x10xf32>
      %c = affine.load %A[%i, %j] : memref<6x10xf32>
      %s = arith.addf %p, %c : f32
      affine.store %s, %A[%i, %j] : memref<6x10xf32>
    }
  }
  affine.for %i = 0 to 10 {
    %k = affine.load %Idx[%i] : memref<10xindex>
    %x = memref.load %X[%k] : memref<10xf32>
    affine.store %x, %G[%i] : memref<10xf32>
  }
  affine.for %i = 0 to %n {
    %x = affine.load %X[%i] : memref<10xf32>
    affine.store %x, %R[%i] : memref<10xf32>
  }
  affine.for %i = 0 to %n {
    %s = affine.for %j = 0 to 10 iter_args(%acc = %zero) -> f32 {
      %x = affine.load %X[%j] : memref<10xf32>
      %a = arith.addf %acc, %x : f32
      affine.yield %a : f32
    }
    affine.store %s, %S[%i] : memref<10xf32>
  }
  return
}
