// CATEGORY: sequential
// floyd-warshall (PolyBench/C 4.2, MINI) on i32 path lengths:
// path[i][j] = min(path[i][j], path[i][k] + path[k][j]) in place.
// WRITES: 0
// ARG 0: int 0 50
func.func @main(%path: memref<12x12xi32>) {
  affine.for %k = 0 to 12 {
    affine.for %i = 0 to 12 {
      affine.for %j = 0 to 12 {
        %ij = affine.load %path[%i, %j] : memref<12x12xi32>
        %ik = affine.load %path[%i, %k] : memref<12x12xi32>
        %kj = affine.load %path[%k, %j] : memref<12x12xi32>
        %s = arith.addi %ik, %kj : i32
        %m = arith.minsi %ij, %s : i32
        affine.store %m, %path[%i, %j] : memref<12x12xi32>
      }
    }
  }
  return
}
