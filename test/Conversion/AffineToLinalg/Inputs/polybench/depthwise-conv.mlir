// CATEGORY: deep-learning
// Depthwise 3x3 convolution over CHW: each channel with its own filter.
// WRITES: 2
// TOLERANCE: rtol=1e-4 atol=1e-5
func.func @main(%in: memref<4x10x10xf32>, %w: memref<4x3x3xf32>, %out: memref<4x8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %c = 0 to 4 {
    affine.for %y = 0 to 8 {
      affine.for %x = 0 to 8 {
        affine.store %zero, %out[%c, %y, %x] : memref<4x8x8xf32>
        affine.for %ky = 0 to 3 {
          affine.for %kx = 0 to 3 {
            %i = affine.load %in[%c, %y + %ky, %x + %kx] : memref<4x10x10xf32>
            %k = affine.load %w[%c, %ky, %kx] : memref<4x3x3xf32>
            %o = affine.load %out[%c, %y, %x] : memref<4x8x8xf32>
            %p = arith.mulf %i, %k : f32
            %s = arith.addf %o, %p : f32
            affine.store %s, %out[%c, %y, %x] : memref<4x8x8xf32>
          }
        }
      }
    }
  }
  return
}
