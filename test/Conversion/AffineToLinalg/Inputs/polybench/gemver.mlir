// CATEGORY: linear-algebra
// gemver (PolyBench/C 4.2, MINI): A += u1 v1^T + u2 v2^T, x += beta A^T y + z,
// w += alpha A x.
// WRITES: 2 9 10
// TOLERANCE: rtol=1e-11 atol=1e-11 (40-term sums of sums)
func.func @main(%alpha: f64, %beta: f64, %A: memref<40x40xf64>, %u1: memref<40xf64>, %v1: memref<40xf64>, %u2: memref<40xf64>, %v2: memref<40xf64>, %y: memref<40xf64>, %z: memref<40xf64>, %w: memref<40xf64>, %x: memref<40xf64>) {
  affine.for %i = 0 to 40 {
    affine.for %j = 0 to 40 {
      %a = affine.load %A[%i, %j] : memref<40x40xf64>
      %p = affine.load %u1[%i] : memref<40xf64>
      %q = affine.load %v1[%j] : memref<40xf64>
      %r = affine.load %u2[%i] : memref<40xf64>
      %s = affine.load %v2[%j] : memref<40xf64>
      %pq = arith.mulf %p, %q : f64
      %rs = arith.mulf %r, %s : f64
      %t = arith.addf %a, %pq : f64
      %n = arith.addf %t, %rs : f64
      affine.store %n, %A[%i, %j] : memref<40x40xf64>
    }
  }
  affine.for %i = 0 to 40 {
    affine.for %j = 0 to 40 {
      %xi = affine.load %x[%i] : memref<40xf64>
      %a = affine.load %A[%j, %i] : memref<40x40xf64>
      %b = arith.mulf %beta, %a : f64
      %yj = affine.load %y[%j] : memref<40xf64>
      %p = arith.mulf %b, %yj : f64
      %s = arith.addf %xi, %p : f64
      affine.store %s, %x[%i] : memref<40xf64>
    }
  }
  affine.for %i = 0 to 40 {
    %xi = affine.load %x[%i] : memref<40xf64>
    %zi = affine.load %z[%i] : memref<40xf64>
    %s = arith.addf %xi, %zi : f64
    affine.store %s, %x[%i] : memref<40xf64>
  }
  affine.for %i = 0 to 40 {
    affine.for %j = 0 to 40 {
      %wi = affine.load %w[%i] : memref<40xf64>
      %a = affine.load %A[%i, %j] : memref<40x40xf64>
      %b = arith.mulf %alpha, %a : f64
      %xj = affine.load %x[%j] : memref<40xf64>
      %p = arith.mulf %b, %xj : f64
      %s = arith.addf %wi, %p : f64
      affine.store %s, %w[%i] : memref<40xf64>
    }
  }
  return
}
