// With allow-sequential=false, a loop that would stay sequential is an
// error that names the reason; the loops that can be raised still are. The
// pipeline takes the option too.
// RUN: xhlo-opt --raise-affine-to-linalg="allow-sequential=false" --split-input-file --verify-diagnostics %s
// RUN: xhlo-opt --xhlo-affine-to-hlo="allow-sequential=false" --split-input-file --verify-diagnostics %s

func.func @prefix_sum(%A: memref<8xf32>, %B: memref<8xf32>, %C: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %b = affine.load %B[%i] : memref<8xf32>
    affine.store %b, %C[%i] : memref<8xf32>
  }
  // expected-error @+1 {{loop cannot be raised to linalg: an iteration reads an element of argument #0 that an earlier iteration writes (a dependence carried by the loop at depth 1) (it would run sequentially; allow-sequential=false)}}
  affine.for %i = 1 to 8 {
    %a = affine.load %A[%i - 1] : memref<8xf32>
    %b = affine.load %A[%i] : memref<8xf32>
    %s = arith.addf %a, %b : f32
    affine.store %s, %A[%i] : memref<8xf32>
  }
  return
}

// -----

func.func @dynamic_trip_count(%X: memref<10xf32>, %R: memref<10xf32>, %n: index) {
  // expected-error @+1 {{loop cannot be raised to linalg: its trip count is not bounded by a constant (dynamic sizes)}}
  affine.for %i = 0 to %n {
    %x = affine.load %X[%i] : memref<10xf32>
    affine.store %x, %R[%i] : memref<10xf32>
  }
  return
}
