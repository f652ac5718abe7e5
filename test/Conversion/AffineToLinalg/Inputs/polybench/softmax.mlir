// CATEGORY: deep-learning
// Row softmax with the running maximum and sum as loop-carried values
// (iter_args), which the raising demotes to one element per row.
// WRITES: 1
// TOLERANCE: rtol=1e-5 atol=1e-6
func.func @main(%X: memref<8x16xf32>, %Y: memref<8x16xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    %m = affine.for %j = 0 to 16 iter_args(%acc = %ninf) -> f32 {
      %x = affine.load %X[%i, %j] : memref<8x16xf32>
      %n = arith.maximumf %acc, %x : f32
      affine.yield %n : f32
    }
    %s = affine.for %j = 0 to 16 iter_args(%acc = %zero) -> f32 {
      %x = affine.load %X[%i, %j] : memref<8x16xf32>
      %d = arith.subf %x, %m : f32
      %e = math.exp %d : f32
      %n = arith.addf %acc, %e : f32
      affine.yield %n : f32
    }
    affine.for %j = 0 to 16 {
      %x = affine.load %X[%i, %j] : memref<8x16xf32>
      %d = arith.subf %x, %m : f32
      %e = math.exp %d : f32
      %q = arith.divf %e, %s : f32
      affine.store %q, %Y[%i, %j] : memref<8x16xf32>
    }
  }
  return
}
