// CATEGORY: deep-learning
// 2-d convolution, NCHW input, FCHW filter, valid padding: out is zeroed,
// then accumulates in[n][c][y + ky][x + kx] * w[f][c][ky][kx] (windowed
// reads raised to a generic with window maps, then hlo.convolution).
// WRITES: 2
// TOLERANCE: rtol=1e-4 atol=1e-5 (27-term f32 sums in another order)
func.func @main(%in: memref<2x3x12x12xf32>, %w: memref<4x3x3x3xf32>, %out: memref<2x4x10x10xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %n = 0 to 2 {
    affine.for %f = 0 to 4 {
      affine.for %y = 0 to 10 {
        affine.for %x = 0 to 10 {
          affine.store %zero, %out[%n, %f, %y, %x] : memref<2x4x10x10xf32>
          affine.for %c = 0 to 3 {
            affine.for %ky = 0 to 3 {
              affine.for %kx = 0 to 3 {
                %i = affine.load %in[%n, %c, %y + %ky, %x + %kx] : memref<2x3x12x12xf32>
                %k = affine.load %w[%f, %c, %ky, %kx] : memref<4x3x3x3xf32>
                %o = affine.load %out[%n, %f, %y, %x] : memref<2x4x10x10xf32>
                %p = arith.mulf %i, %k : f32
                %s = arith.addf %o, %p : f32
                affine.store %s, %out[%n, %f, %y, %x] : memref<2x4x10x10xf32>
              }
            }
          }
        }
      }
    }
  }
  return
}
