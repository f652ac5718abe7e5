// CATEGORY: linear-algebra
// bicg (PolyBench/C 4.2, MINI): s = A^T r and q = A p, computed in one loop
// nest whose inner body holds both updates (distributed into two).
// WRITES: 1 2
// TOLERANCE: rtol=1e-12 atol=1e-12
func.func @main(%A: memref<42x38xf64>, %s: memref<38xf64>, %q: memref<42xf64>, %p: memref<38xf64>, %r: memref<42xf64>) {
  %zero = arith.constant 0.0 : f64
  affine.for %i = 0 to 38 {
    affine.store %zero, %s[%i] : memref<38xf64>
  }
  affine.for %i = 0 to 42 {
    affine.store %zero, %q[%i] : memref<42xf64>
    affine.for %j = 0 to 38 {
      %ri = affine.load %r[%i] : memref<42xf64>
      %a = affine.load %A[%i, %j] : memref<42x38xf64>
      %sj = affine.load %s[%j] : memref<38xf64>
      %t = arith.mulf %ri, %a : f64
      %ns = arith.addf %sj, %t : f64
      affine.store %ns, %s[%j] : memref<38xf64>
      %qi = affine.load %q[%i] : memref<42xf64>
      %pj = affine.load %p[%j] : memref<38xf64>
      %u = arith.mulf %a, %pj : f64
      %nq = arith.addf %qi, %u : f64
      affine.store %nq, %q[%i] : memref<42xf64>
    }
  }
  return
}
