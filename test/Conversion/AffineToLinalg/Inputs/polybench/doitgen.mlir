// CATEGORY: linear-algebra
// doitgen (PolyBench/C 4.2, MINI): A[r][q][:] = A[r][q][:] C4 through the
// temporary sum, for every r and q.
// WRITES: 0 2
// TOLERANCE: rtol=1e-12 atol=1e-12
func.func @main(%A: memref<8x10x12xf64>, %C4: memref<12x12xf64>, %sum: memref<12xf64>) {
  %zero = arith.constant 0.0 : f64
  affine.for %r = 0 to 8 {
    affine.for %q = 0 to 10 {
      affine.for %p = 0 to 12 {
        affine.store %zero, %sum[%p] : memref<12xf64>
        affine.for %s = 0 to 12 {
          %a = affine.load %A[%r, %q, %s] : memref<8x10x12xf64>
          %c = affine.load %C4[%s, %p] : memref<12x12xf64>
          %m = arith.mulf %a, %c : f64
          %t = affine.load %sum[%p] : memref<12xf64>
          %n = arith.addf %t, %m : f64
          affine.store %n, %sum[%p] : memref<12xf64>
        }
      }
      affine.for %p = 0 to 12 {
        %t = affine.load %sum[%p] : memref<12xf64>
        affine.store %t, %A[%r, %q, %p] : memref<8x10x12xf64>
      }
    }
  }
  return
}
