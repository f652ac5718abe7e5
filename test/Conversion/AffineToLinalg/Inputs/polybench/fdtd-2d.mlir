// CATEGORY: stencils
// fdtd-2d (PolyBench/C 4.2, MINI): four statements per time step, reading
// the time step's source and each other's fields.
// WRITES: 0 1 2
// TOLERANCE: rtol=1e-12 atol=1e-12
func.func @main(%ex: memref<20x30xf64>, %ey: memref<20x30xf64>, %hz: memref<20x30xf64>, %fict: memref<8xf64>) {
  %half = arith.constant 0.5 : f64
  %c07 = arith.constant 0.7 : f64
  affine.for %t = 0 to 8 {
    affine.for %j = 0 to 30 {
      %f = affine.load %fict[%t] : memref<8xf64>
      affine.store %f, %ey[0, %j] : memref<20x30xf64>
    }
    affine.for %i = 1 to 20 {
      affine.for %j = 0 to 30 {
        %e = affine.load %ey[%i, %j] : memref<20x30xf64>
        %h = affine.load %hz[%i, %j] : memref<20x30xf64>
        %hm = affine.load %hz[%i - 1, %j] : memref<20x30xf64>
        %d = arith.subf %h, %hm : f64
        %m = arith.mulf %half, %d : f64
        %n = arith.subf %e, %m : f64
        affine.store %n, %ey[%i, %j] : memref<20x30xf64>
      }
    }
    affine.for %i = 0 to 20 {
      affine.for %j = 1 to 30 {
        %e = affine.load %ex[%i, %j] : memref<20x30xf64>
        %h = affine.load %hz[%i, %j] : memref<20x30xf64>
        %hm = affine.load %hz[%i, %j - 1] : memref<20x30xf64>
        %d = arith.subf %h, %hm : f64
        %m = arith.mulf %half, %d : f64
        %n = arith.subf %e, %m : f64
        affine.store %n, %ex[%i, %j] : memref<20x30xf64>
      }
    }
    affine.for %i = 0 to 19 {
      affine.for %j = 0 to 29 {
        %h = affine.load %hz[%i, %j] : memref<20x30xf64>
        %x1 = affine.load %ex[%i, %j + 1] : memref<20x30xf64>
        %x0 = affine.load %ex[%i, %j] : memref<20x30xf64>
        %y1 = affine.load %ey[%i + 1, %j] : memref<20x30xf64>
        %y0 = affine.load %ey[%i, %j] : memref<20x30xf64>
        %dx = arith.subf %x1, %x0 : f64
        %dy = arith.subf %y1, %y0 : f64
        %s = arith.addf %dx, %dy : f64
        %m = arith.mulf %c07, %s : f64
        %n = arith.subf %h, %m : f64
        affine.store %n, %hz[%i, %j] : memref<20x30xf64>
      }
    }
  }
  return
}
