// CATEGORY: reductions
// maxnumf and minnumf reductions under a mask (the band of rows around the
// diagonal) over values of which about a quarter are NaN: the points outside
// the mask combine the identity, NaN (maxnum(acc, NaN) = acc), and the
// linalg path reduces from NaN too; a row whose values are all NaN or all
// masked leaves the accumulator as it was.
// WRITES: 1 2
func.func @main(%X: memref<12x12xf32>, %Mx: memref<12xf32>, %Mn: memref<12xf32>) {
  %nan = arith.constant 0x7FC00000 : f32
  %half = arith.constant 0.5 : f32
  affine.for %i = 0 to 12 {
    affine.for %j = max affine_map<(d0) -> (0, d0 - 2)>(%i) to min affine_map<(d0) -> (12, d0 + 3)>(%i) {
      %x = affine.load %X[%i, %j] : memref<12x12xf32>
      %big = arith.cmpf ogt, %x, %half : f32
      %y = arith.select %big, %nan, %x : f32
      %m = affine.load %Mx[%i] : memref<12xf32>
      %n = arith.maxnumf %m, %y : f32
      affine.store %n, %Mx[%i] : memref<12xf32>
    }
  }
  affine.for %i = 0 to 12 {
    affine.for %j = max affine_map<(d0) -> (0, d0 - 2)>(%i) to min affine_map<(d0) -> (12, d0 + 3)>(%i) {
      %x = affine.load %X[%i, %j] : memref<12x12xf32>
      %big = arith.cmpf ogt, %x, %half : f32
      %y = arith.select %big, %nan, %x : f32
      %m = affine.load %Mn[%i] : memref<12xf32>
      %n = arith.minnumf %y, %m : f32
      affine.store %n, %Mn[%i] : memref<12xf32>
    }
  }
  return
}
