// CATEGORY: reductions
// Reductions of every kind: an integer max over columns, a product, a sum
// over the outer loop into a vector (the inner loop parallel), a masked
// triangular sum, and a last-write-wins store (not a reduction: sequential).
// WRITES: 1 2 3 4 5
// ARG 0: int -50 50
// TOLERANCE: rtol=1e-5 atol=1e-6
func.func @main(%I: memref<8x12xi32>, %Mx: memref<12xi32>, %P: memref<8xf32>, %Cs: memref<12xf32>, %Tri: memref<8xf32>, %Last: memref<8xf32>, %F: memref<8x12xf32>) {
  %min = arith.constant -2147483648 : i32
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  affine.for %j = 0 to 12 {
    affine.store %min, %Mx[%j] : memref<12xi32>
    affine.for %i = 0 to 8 {
      %x = affine.load %I[%i, %j] : memref<8x12xi32>
      %m = affine.load %Mx[%j] : memref<12xi32>
      %n = arith.maxsi %m, %x : i32
      affine.store %n, %Mx[%j] : memref<12xi32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.store %one, %P[%i] : memref<8xf32>
    affine.for %j = 0 to 4 {
      %x = affine.load %F[%i, %j] : memref<8x12xf32>
      %p = affine.load %P[%i] : memref<8xf32>
      %n = arith.mulf %x, %p : f32
      affine.store %n, %P[%i] : memref<8xf32>
    }
  }
  affine.for %j = 0 to 12 {
    affine.store %zero, %Cs[%j] : memref<12xf32>
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 12 {
      %x = affine.load %F[%i, %j] : memref<8x12xf32>
      %c = affine.load %Cs[%j] : memref<12xf32>
      %n = arith.addf %c, %x : f32
      affine.store %n, %Cs[%j] : memref<12xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.store %zero, %Tri[%i] : memref<8xf32>
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      %x = affine.load %F[%i, %j] : memref<8x12xf32>
      %t = affine.load %Tri[%i] : memref<8xf32>
      %n = arith.subf %t, %x : f32
      affine.store %n, %Tri[%i] : memref<8xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 12 {
      %x = affine.load %F[%i, %j] : memref<8x12xf32>
      affine.store %x, %Last[%i] : memref<8xf32>
    }
  }
  return
}
