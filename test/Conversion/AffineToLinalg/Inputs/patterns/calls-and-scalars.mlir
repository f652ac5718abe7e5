// CATEGORY: structure
// A helper function called in a time loop (the loop keeps the call, the
// helper's own loops are raised), a dot product into a 0-d memref, and an
// affine nest inside an scf.for.
// WRITES: 0 2 3
func.func @main(%A: memref<16xf32>, %B: memref<16xf32>, %D: memref<f32>, %C: memref<4x16xf32>) {
  affine.for %t = 0 to 3 {
    func.call @smooth(%A, %B) : (memref<16xf32>, memref<16xf32>) -> ()
  }
  %zero = arith.constant 0.0 : f32
  affine.store %zero, %D[] : memref<f32>
  affine.for %i = 0 to 16 {
    %a = affine.load %A[%i] : memref<16xf32>
    %b = affine.load %B[%i] : memref<16xf32>
    %p = arith.mulf %a, %b : f32
    %d = affine.load %D[] : memref<f32>
    %s = arith.addf %d, %p : f32
    affine.store %s, %D[] : memref<f32>
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %r = %c0 to %c4 step %c1 {
    affine.for %i = 0 to 4 {
      affine.for %j = 0 to 16 {
        %a = affine.load %A[%j] : memref<16xf32>
        %c = affine.load %C[%i, %j] : memref<4x16xf32>
        %s = arith.addf %a, %c : f32
        affine.store %s, %C[%i, %j] : memref<4x16xf32>
      }
    }
  }
  return
}

func.func @smooth(%A: memref<16xf32>, %B: memref<16xf32>) {
  %half = arith.constant 0.5 : f32
  affine.for %i = 1 to 15 {
    %l = affine.load %A[%i - 1] : memref<16xf32>
    %r = affine.load %A[%i + 1] : memref<16xf32>
    %b = affine.load %B[%i] : memref<16xf32>
    %s = arith.addf %l, %r : f32
    %m = arith.mulf %s, %half : f32
    %n = arith.addf %m, %b : f32
    affine.store %n, %A[%i] : memref<16xf32>
  }
  return
}
