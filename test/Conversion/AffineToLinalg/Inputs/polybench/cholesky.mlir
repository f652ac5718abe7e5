// CATEGORY: sequential
// cholesky (PolyBench/C 4.2, MINI) in place on a symmetric positive
// definite matrix (the kernel adds 20 to the diagonal of a random matrix
// and symmetrises it first): the row and column loops carry dependences.
// WRITES: 0
// ARG 0: uniform 0 1
// TOLERANCE: rtol=1e-10 atol=1e-10
func.func @main(%A: memref<12x12xf64>) {
  %twenty = arith.constant 20.0 : f64
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %a = affine.load %A[%i, %j] : memref<12x12xf64>
      affine.store %a, %A[%j, %i] : memref<12x12xf64>
    }
    %d = affine.load %A[%i, %i] : memref<12x12xf64>
    %e = arith.addf %d, %twenty : f64
    affine.store %e, %A[%i, %i] : memref<12x12xf64>
  }
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      affine.for %k = 0 to affine_map<(d0) -> (d0)>(%j) {
        %aik = affine.load %A[%i, %k] : memref<12x12xf64>
        %ajk = affine.load %A[%j, %k] : memref<12x12xf64>
        %p = arith.mulf %aik, %ajk : f64
        %aij = affine.load %A[%i, %j] : memref<12x12xf64>
        %s = arith.subf %aij, %p : f64
        affine.store %s, %A[%i, %j] : memref<12x12xf64>
      }
      %aij = affine.load %A[%i, %j] : memref<12x12xf64>
      %ajj = affine.load %A[%j, %j] : memref<12x12xf64>
      %q = arith.divf %aij, %ajj : f64
      affine.store %q, %A[%i, %j] : memref<12x12xf64>
    }
    affine.for %k = 0 to affine_map<(d0) -> (d0)>(%i) {
      %aik = affine.load %A[%i, %k] : memref<12x12xf64>
      %p = arith.mulf %aik, %aik : f64
      %aii = affine.load %A[%i, %i] : memref<12x12xf64>
      %s = arith.subf %aii, %p : f64
      affine.store %s, %A[%i, %i] : memref<12x12xf64>
    }
    %aii = affine.load %A[%i, %i] : memref<12x12xf64>
    %r = math.sqrt %aii : f64
    affine.store %r, %A[%i, %i] : memref<12x12xf64>
  }
  return
}
