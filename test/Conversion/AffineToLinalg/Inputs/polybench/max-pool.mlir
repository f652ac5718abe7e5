// CATEGORY: deep-learning
// 2x2 max pooling with stride 2 over NCHW: out starts at -inf and takes the
// maximum of in[n][c][2y + ky][2x + kx] (hlo.reduce_window).
// WRITES: 1
// TOLERANCE: rtol=0 atol=0
func.func @main(%in: memref<2x3x12x12xf32>, %out: memref<2x3x6x6xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  affine.for %n = 0 to 2 {
    affine.for %c = 0 to 3 {
      affine.for %y = 0 to 6 {
        affine.for %x = 0 to 6 {
          affine.store %ninf, %out[%n, %c, %y, %x] : memref<2x3x6x6xf32>
          affine.for %ky = 0 to 2 {
            affine.for %kx = 0 to 2 {
              %i = affine.load %in[%n, %c, 2 * %y + %ky, 2 * %x + %kx] : memref<2x3x12x12xf32>
              %o = affine.load %out[%n, %c, %y, %x] : memref<2x3x6x6xf32>
              %m = arith.maximumf %o, %i : f32
              affine.store %m, %out[%n, %c, %y, %x] : memref<2x3x6x6xf32>
            }
          }
        }
      }
    }
  }
  return
}
