// CATEGORY: deep-learning
// Layer normalisation over the rows of X: mean and variance in temporary
// buffers (initialised, then accumulated), then (x - mean) / sqrt(var +
// eps) * gamma + beta.
// WRITES: 3
// TOLERANCE: rtol=1e-4 atol=1e-5
func.func @main(%X: memref<8x32xf32>, %gamma: memref<32xf32>, %beta: memref<32xf32>, %Y: memref<8x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 32.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %mean = memref.alloc() : memref<8xf32>
  %var = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    affine.store %zero, %mean[%i] : memref<8xf32>
    affine.for %j = 0 to 32 {
      %x = affine.load %X[%i, %j] : memref<8x32xf32>
      %m = affine.load %mean[%i] : memref<8xf32>
      %s = arith.addf %m, %x : f32
      affine.store %s, %mean[%i] : memref<8xf32>
    }
    %m = affine.load %mean[%i] : memref<8xf32>
    %d = arith.divf %m, %n : f32
    affine.store %d, %mean[%i] : memref<8xf32>
    affine.store %zero, %var[%i] : memref<8xf32>
    affine.for %j = 0 to 32 {
      %x = affine.load %X[%i, %j] : memref<8x32xf32>
      %mu = affine.load %mean[%i] : memref<8xf32>
      %c = arith.subf %x, %mu : f32
      %sq = arith.mulf %c, %c : f32
      %v = affine.load %var[%i] : memref<8xf32>
      %s = arith.addf %v, %sq : f32
      affine.store %s, %var[%i] : memref<8xf32>
    }
    affine.for %j = 0 to 32 {
      %x = affine.load %X[%i, %j] : memref<8x32xf32>
      %mu = affine.load %mean[%i] : memref<8xf32>
      %v = affine.load %var[%i] : memref<8xf32>
      %vn = arith.divf %v, %n : f32
      %ve = arith.addf %vn, %eps : f32
      %r = math.rsqrt %ve : f32
      %c = arith.subf %x, %mu : f32
      %y0 = arith.mulf %c, %r : f32
      %g = affine.load %gamma[%j] : memref<32xf32>
      %b = affine.load %beta[%j] : memref<32xf32>
      %y1 = arith.mulf %y0, %g : f32
      %y2 = arith.addf %y1, %b : f32
      affine.store %y2, %Y[%i, %j] : memref<8x32xf32>
    }
  }
  memref.dealloc %var : memref<8xf32>
  memref.dealloc %mean : memref<8xf32>
  return
}
