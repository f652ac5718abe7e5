// CATEGORY: deep-learning
// 2-d convolution with stride 2, NHWC input and HWCF filter, plus a bias
// and a ReLU in separate loop nests.
// WRITES: 3
// TOLERANCE: rtol=1e-4 atol=1e-5
func.func @main(%in: memref<2x11x11x3xf32>, %w: memref<3x3x3x4xf32>, %bias: memref<4xf32>, %out: memref<2x5x5x4xf32>) {
  affine.for %n = 0 to 2 {
    affine.for %y = 0 to 5 {
      affine.for %x = 0 to 5 {
        affine.for %f = 0 to 4 {
          %b = affine.load %bias[%f] : memref<4xf32>
          affine.store %b, %out[%n, %y, %x, %f] : memref<2x5x5x4xf32>
          affine.for %ky = 0 to 3 {
            affine.for %kx = 0 to 3 {
              affine.for %c = 0 to 3 {
                %i = affine.load %in[%n, 2 * %y + %ky, 2 * %x + %kx, %c] : memref<2x11x11x3xf32>
                %k = affine.load %w[%ky, %kx, %c, %f] : memref<3x3x3x4xf32>
                %o = affine.load %out[%n, %y, %x, %f] : memref<2x5x5x4xf32>
                %p = arith.mulf %i, %k : f32
                %s = arith.addf %o, %p : f32
                affine.store %s, %out[%n, %y, %x, %f] : memref<2x5x5x4xf32>
              }
            }
          }
        }
      }
    }
  }
  %zero = arith.constant 0.0 : f32
  affine.for %n = 0 to 2 {
    affine.for %y = 0 to 5 {
      affine.for %x = 0 to 5 {
        affine.for %f = 0 to 4 {
          %o = affine.load %out[%n, %y, %x, %f] : memref<2x5x5x4xf32>
          %r = arith.maximumf %o, %zero : f32
          affine.store %r, %out[%n, %y, %x, %f] : memref<2x5x5x4xf32>
        }
      }
    }
  }
  return
}
