// CATEGORY: bounds
// Loops with steps and offsets: every third element from 1, a strided read
// of every other element, and a reversed read (not a slice: sequential).
// WRITES: 0 1 2
func.func @main(%A: memref<20xf32>, %B: memref<10xf32>, %C: memref<20xf32>, %X: memref<20xf32>) {
  %one = arith.constant 1.0 : f32
  affine.for %i = 1 to 20 step 3 {
    %x = affine.load %X[%i] : memref<20xf32>
    %s = arith.addf %x, %one : f32
    affine.store %s, %A[%i] : memref<20xf32>
  }
  affine.for %i = 0 to 10 {
    %x = affine.load %X[2 * %i + 1] : memref<20xf32>
    affine.store %x, %B[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 20 {
    %x = affine.load %X[19 - %i] : memref<20xf32>
    affine.store %x, %C[%i] : memref<20xf32>
  }
  return
}
