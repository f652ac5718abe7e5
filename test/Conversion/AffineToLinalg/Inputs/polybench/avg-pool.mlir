// CATEGORY: deep-learning
// 3x3 average pooling with stride 2 over NCHW: a window sum
// (hlo.reduce_window) then a division.
// WRITES: 1
// TOLERANCE: rtol=1e-5 atol=1e-6
func.func @main(%in: memref<2x3x13x13xf32>, %out: memref<2x3x6x6xf32>) {
  %zero = arith.constant 0.0 : f32
  %nine = arith.constant 9.0 : f32
  affine.for %n = 0 to 2 {
    affine.for %c = 0 to 3 {
      affine.for %y = 0 to 6 {
        affine.for %x = 0 to 6 {
          affine.store %zero, %out[%n, %c, %y, %x] : memref<2x3x6x6xf32>
          affine.for %ky = 0 to 3 {
            affine.for %kx = 0 to 3 {
              %i = affine.load %in[%n, %c, 2 * %y + %ky, 2 * %x + %kx] : memref<2x3x13x13xf32>
              %o = affine.load %out[%n, %c, %y, %x] : memref<2x3x6x6xf32>
              %s = arith.addf %o, %i : f32
              affine.store %s, %out[%n, %c, %y, %x] : memref<2x3x6x6xf32>
            }
          }
          %o = affine.load %out[%n, %c, %y, %x] : memref<2x3x6x6xf32>
          %a = arith.divf %o, %nine : f32
          affine.store %a, %out[%n, %c, %y, %x] : memref<2x3x6x6xf32>
        }
      }
    }
  }
  return
}
