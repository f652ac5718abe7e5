// CATEGORY: sequential
// Inclusive prefix sum in place on i32, A[i] += A[i - 1]: a loop-carried
// flow dependence, kept sequential (hlo.while).
// WRITES: 0
func.func @main(%A: memref<64xi32>) {
  affine.for %i = 1 to 64 {
    %a = affine.load %A[%i - 1] : memref<64xi32>
    %b = affine.load %A[%i] : memref<64xi32>
    %s = arith.addi %a, %b : i32
    affine.store %s, %A[%i] : memref<64xi32>
  }
  return
}
