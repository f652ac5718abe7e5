// CATEGORY: sequential
// lu (PolyBench/C 4.2, MINI) in place, without pivoting, on a diagonally
// dominant matrix (the kernel adds 30 to the diagonal first).
// WRITES: 0
// TOLERANCE: rtol=1e-10 atol=1e-10
func.func @main(%A: memref<14x14xf64>) {
  %thirty = arith.constant 30.0 : f64
  affine.for %i = 0 to 14 {
    %d = affine.load %A[%i, %i] : memref<14x14xf64>
    %e = arith.addf %d, %thirty : f64
    affine.store %e, %A[%i, %i] : memref<14x14xf64>
  }
  affine.for %i = 0 to 14 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      affine.for %k = 0 to affine_map<(d0) -> (d0)>(%j) {
        %aik = affine.load %A[%i, %k] : memref<14x14xf64>
        %akj = affine.load %A[%k, %j] : memref<14x14xf64>
        %p = arith.mulf %aik, %akj : f64
        %aij = affine.load %A[%i, %j] : memref<14x14xf64>
        %s = arith.subf %aij, %p : f64
        affine.store %s, %A[%i, %j] : memref<14x14xf64>
      }
      %aij = affine.load %A[%i, %j] : memref<14x14xf64>
      %ajj = affine.load %A[%j, %j] : memref<14x14xf64>
      %q = arith.divf %aij, %ajj : f64
      affine.store %q, %A[%i, %j] : memref<14x14xf64>
    }
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 14 {
      affine.for %k = 0 to affine_map<(d0) -> (d0)>(%i) {
        %aik = affine.load %A[%i, %k] : memref<14x14xf64>
        %akj = affine.load %A[%k, %j] : memref<14x14xf64>
        %p = arith.mulf %aik, %akj : f64
        %aij = affine.load %A[%i, %j] : memref<14x14xf64>
        %s = arith.subf %aij, %p : f64
        affine.store %s, %A[%i, %j] : memref<14x14xf64>
      }
    }
  }
  return
}
