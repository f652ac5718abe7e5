// An affine kernel: a 3x3 box blur of a 66x66 image into the 64x64 interior
// of its output (each output pixel the mean of the 3x3 pixels around it),
// then a gain and bias per output pixel, written as affine loop nests on
// memrefs. xhlo-affine-to-hlo raises the nests to linalg (the nine shifted
// reads are views of the image at nine offsets), brings the memrefs to
// tensors and the whole to hlo: slices, adds and multiplies on whole arrays,
// no loop left (test/Examples/affine-blur.test, which also checks a run
// against numpy).

func.func @blur(%image: memref<66x66xf32>, %gain: memref<64x64xf32>,
                %bias: memref<64x64xf32>, %out: memref<64x64xf32>) {
  %ninth = arith.constant 0.111111112 : f32
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %p00 = affine.load %image[%i, %j] : memref<66x66xf32>
      %p01 = affine.load %image[%i, %j + 1] : memref<66x66xf32>
      %p02 = affine.load %image[%i, %j + 2] : memref<66x66xf32>
      %p10 = affine.load %image[%i + 1, %j] : memref<66x66xf32>
      %p11 = affine.load %image[%i + 1, %j + 1] : memref<66x66xf32>
      %p12 = affine.load %image[%i + 1, %j + 2] : memref<66x66xf32>
      %p20 = affine.load %image[%i + 2, %j] : memref<66x66xf32>
      %p21 = affine.load %image[%i + 2, %j + 1] : memref<66x66xf32>
      %p22 = affine.load %image[%i + 2, %j + 2] : memref<66x66xf32>
      %s0 = arith.addf %p00, %p01 : f32
      %s1 = arith.addf %s0, %p02 : f32
      %s2 = arith.addf %s1, %p10 : f32
      %s3 = arith.addf %s2, %p11 : f32
      %s4 = arith.addf %s3, %p12 : f32
      %s5 = arith.addf %s4, %p20 : f32
      %s6 = arith.addf %s5, %p21 : f32
      %s7 = arith.addf %s6, %p22 : f32
      %mean = arith.mulf %s7, %ninth : f32
      affine.store %mean, %out[%i, %j] : memref<64x64xf32>
    }
  }
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.load %out[%i, %j] : memref<64x64xf32>
      %g = affine.load %gain[%i, %j] : memref<64x64xf32>
      %b = affine.load %bias[%i, %j] : memref<64x64xf32>
      %m = arith.mulf %v, %g : f32
      %r = arith.addf %m, %b : f32
      affine.store %r, %out[%i, %j] : memref<64x64xf32>
    }
  }
  return
}
