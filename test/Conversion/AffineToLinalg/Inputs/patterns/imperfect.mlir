// CATEGORY: structure
// Imperfect nests: a value loaded and scaled in the outer loop used by the
// inner one, the induction variables in the computation, a dead loop, a
// loop that never runs, a time-stepped array written at row t + 1 from row
// t (sequential t, raised rows with run-time offsets), and an if result.
// WRITES: 1 2 3 4
func.func @main(%A: memref<8xf32>, %B: memref<8x10xf32>, %C: memref<8x10xf32>, %H: memref<6x12xf32>, %Q: memref<8xf32>, %V: memref<10xf32>) {
  %two = arith.constant 2.0 : f32
  %third = arith.constant 0.33 : f32
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i] : memref<8xf32>
    %t = arith.mulf %a, %two : f32
    affine.for %j = 0 to 10 {
      %v = affine.load %V[%j] : memref<10xf32>
      %s = arith.addf %t, %v : f32
      affine.store %s, %B[%i, %j] : memref<8x10xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 10 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %c = arith.index_cast %k : index to i32
      %f = arith.sitofp %c : i32 to f32
      affine.store %f, %C[%i, %j] : memref<8x10xf32>
    }
  }
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i] : memref<8xf32>
  }
  affine.for %i = 5 to 5 {
    affine.store %two, %A[%i] : memref<8xf32>
  }
  affine.for %t = 0 to 5 {
    affine.for %i = 1 to 11 {
      %l = affine.load %H[%t, %i - 1] : memref<6x12xf32>
      %c = affine.load %H[%t, %i] : memref<6x12xf32>
      %r = affine.load %H[%t, %i + 1] : memref<6x12xf32>
      %s = arith.addf %l, %c : f32
      %s2 = arith.addf %s, %r : f32
      %m = arith.mulf %s2, %third : f32
      affine.store %m, %H[%t + 1, %i] : memref<6x12xf32>
    }
  }
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i] : memref<8xf32>
    %r = affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%i) -> f32 {
      %m = arith.mulf %a, %two : f32
      affine.yield %m : f32
    } else {
      affine.yield %a : f32
    }
    affine.store %r, %Q[%i] : memref<8xf32>
  }
  return
}
