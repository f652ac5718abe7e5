// CATEGORY: data-mining
// covariance (PolyBench/C 4.2, MINI): column means, centred data, then the
// upper triangle of cov with its mirror stored in the same loop.
// WRITES: 1 2 3
// TOLERANCE: rtol=1e-12 atol=1e-12
func.func @main(%fn: f64, %data: memref<32x28xf64>, %cov: memref<28x28xf64>, %mean: memref<28xf64>) {
  %zero = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %n = arith.constant 32.0 : f64
  affine.for %j = 0 to 28 {
    affine.store %zero, %mean[%j] : memref<28xf64>
    affine.for %i = 0 to 32 {
      %d = affine.load %data[%i, %j] : memref<32x28xf64>
      %m = affine.load %mean[%j] : memref<28xf64>
      %s = arith.addf %m, %d : f64
      affine.store %s, %mean[%j] : memref<28xf64>
    }
    %m = affine.load %mean[%j] : memref<28xf64>
    %q = arith.divf %m, %n : f64
    affine.store %q, %mean[%j] : memref<28xf64>
  }
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 28 {
      %d = affine.load %data[%i, %j] : memref<32x28xf64>
      %m = affine.load %mean[%j] : memref<28xf64>
      %c = arith.subf %d, %m : f64
      affine.store %c, %data[%i, %j] : memref<32x28xf64>
    }
  }
  %nm1 = arith.subf %n, %one : f64
  affine.for %i = 0 to 28 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 28 {
      affine.store %zero, %cov[%i, %j] : memref<28x28xf64>
      affine.for %k = 0 to 32 {
        %a = affine.load %data[%k, %i] : memref<32x28xf64>
        %b = affine.load %data[%k, %j] : memref<32x28xf64>
        %p = arith.mulf %a, %b : f64
        %c = affine.load %cov[%i, %j] : memref<28x28xf64>
        %s = arith.addf %c, %p : f64
        affine.store %s, %cov[%i, %j] : memref<28x28xf64>
      }
      %c = affine.load %cov[%i, %j] : memref<28x28xf64>
      %q = arith.divf %c, %nm1 : f64
      affine.store %q, %cov[%i, %j] : memref<28x28xf64>
      affine.store %q, %cov[%j, %i] : memref<28x28xf64>
    }
  }
  return
}
