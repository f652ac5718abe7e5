// CATEGORY: sequential
// trisolv (PolyBench/C 4.2, MINI): forward substitution L x = b. The row
// loop is sequential; each row's dot product with the solved prefix is a
// masked reduction (j < i) over the bounding box.
// WRITES: 1
// ARG 0: uniform 1 2
// TOLERANCE: rtol=1e-10 atol=1e-10
func.func @main(%L: memref<16x16xf64>, %x: memref<16xf64>, %b: memref<16xf64>) {
  affine.for %i = 0 to 16 {
    %bi = affine.load %b[%i] : memref<16xf64>
    affine.store %bi, %x[%i] : memref<16xf64>
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %l = affine.load %L[%i, %j] : memref<16x16xf64>
      %xj = affine.load %x[%j] : memref<16xf64>
      %p = arith.mulf %l, %xj : f64
      %xi = affine.load %x[%i] : memref<16xf64>
      %s = arith.subf %xi, %p : f64
      affine.store %s, %x[%i] : memref<16xf64>
    }
    %xi = affine.load %x[%i] : memref<16xf64>
    %d = affine.load %L[%i, %i] : memref<16x16xf64>
    %q = arith.divf %xi, %d : f64
    affine.store %q, %x[%i] : memref<16xf64>
  }
  return
}
