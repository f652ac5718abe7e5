// CATEGORY: linear-algebra
// gesummv (PolyBench/C 4.2, MINI): y = alpha A x + beta B x, with tmp and
// y accumulated in the same inner loop (distributed).
// WRITES: 4 5
// TOLERANCE: rtol=1e-12 atol=1e-12
func.func @main(%alpha: f64, %beta: f64, %A: memref<30x30xf64>, %B: memref<30x30xf64>, %tmp: memref<30xf64>, %y: memref<30xf64>, %x: memref<30xf64>) {
  %zero = arith.constant 0.0 : f64
  affine.for %i = 0 to 30 {
    affine.store %zero, %tmp[%i] : memref<30xf64>
    affine.store %zero, %y[%i] : memref<30xf64>
    affine.for %j = 0 to 30 {
      %a = affine.load %A[%i, %j] : memref<30x30xf64>
      %xj = affine.load %x[%j] : memref<30xf64>
      %t = affine.load %tmp[%i] : memref<30xf64>
      %p = arith.mulf %a, %xj : f64
      %s = arith.addf %p, %t : f64
      affine.store %s, %tmp[%i] : memref<30xf64>
      %b = affine.load %B[%i, %j] : memref<30x30xf64>
      %yi = affine.load %y[%i] : memref<30xf64>
      %q = arith.mulf %b, %xj : f64
      %r = arith.addf %q, %yi : f64
      affine.store %r, %y[%i] : memref<30xf64>
    }
    %t = affine.load %tmp[%i] : memref<30xf64>
    %yi = affine.load %y[%i] : memref<30xf64>
    %u = arith.mulf %alpha, %t : f64
    %v = arith.mulf %beta, %yi : f64
    %w = arith.addf %u, %v : f64
    affine.store %w, %y[%i] : memref<30xf64>
  }
  return
}
