// CATEGORY: reduction
// Max and min: maximumf/minimumf from -inf/+inf fills, maxnumf/minnumf into
// given inits, and the signed and unsigned integer max/min (maxsi, minsi,
// maxui, minui) over full-range i32 (negative values are large unsigned).
// ARG 2: full
func.func @main(%x: tensor<6x20xf32>, %init: tensor<20xf32>, %n: tensor<6x20xi32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<20xf32>, tensor<20xf32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %e = tensor.empty() : tensor<6xf32>
  %fmax = linalg.fill ins(%ninf : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %fmin = linalg.fill ins(%pinf : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %mx = linalg.reduce ins(%x : tensor<6x20xf32>) outs(%fmax : tensor<6xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %r = arith.maximumf %in, %acc : f32
      linalg.yield %r : f32
    }
  %mn = linalg.reduce ins(%x : tensor<6x20xf32>) outs(%fmin : tensor<6xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %r = arith.minimumf %in, %acc : f32
      linalg.yield %r : f32
    }
  %mxn = linalg.reduce ins(%x : tensor<6x20xf32>) outs(%init : tensor<20xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %r = arith.maxnumf %acc, %in : f32
      linalg.yield %r : f32
    }
  %mnn = linalg.reduce ins(%x : tensor<6x20xf32>) outs(%init : tensor<20xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %r = arith.minnumf %in, %acc : f32
      linalg.yield %r : f32
    }
  %imin = arith.constant -2147483648 : i32
  %imax = arith.constant 2147483647 : i32
  %uzero = arith.constant 0 : i32
  %umax = arith.constant -1 : i32
  %ei = tensor.empty() : tensor<6xi32>
  %f1 = linalg.fill ins(%imin : i32) outs(%ei : tensor<6xi32>) -> tensor<6xi32>
  %f2 = linalg.fill ins(%imax : i32) outs(%ei : tensor<6xi32>) -> tensor<6xi32>
  %f3 = linalg.fill ins(%uzero : i32) outs(%ei : tensor<6xi32>) -> tensor<6xi32>
  %f4 = linalg.fill ins(%umax : i32) outs(%ei : tensor<6xi32>) -> tensor<6xi32>
  %r1 = linalg.reduce ins(%n : tensor<6x20xi32>) outs(%f1 : tensor<6xi32>) dimensions = [1]
    (%in: i32, %acc: i32) {
      %r = arith.maxsi %in, %acc : i32
      linalg.yield %r : i32
    }
  %r2 = linalg.reduce ins(%n : tensor<6x20xi32>) outs(%f2 : tensor<6xi32>) dimensions = [1]
    (%in: i32, %acc: i32) {
      %r = arith.minsi %in, %acc : i32
      linalg.yield %r : i32
    }
  %r3 = linalg.reduce ins(%n : tensor<6x20xi32>) outs(%f3 : tensor<6xi32>) dimensions = [1]
    (%in: i32, %acc: i32) {
      %r = arith.maxui %in, %acc : i32
      linalg.yield %r : i32
    }
  %r4 = linalg.reduce ins(%n : tensor<6x20xi32>) outs(%f4 : tensor<6xi32>) dimensions = [1]
    (%in: i32, %acc: i32) {
      %r = arith.minui %in, %acc : i32
      linalg.yield %r : i32
    }
  return %mx, %mn, %mxn, %mnn, %r1, %r2, %r3, %r4 : tensor<6xf32>, tensor<6xf32>, tensor<20xf32>, tensor<20xf32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>, tensor<6xi32>
}
