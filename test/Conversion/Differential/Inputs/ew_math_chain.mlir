// CATEGORY: elementwise
// The math dialect on positive inputs: exp, log, log1p, sqrt, rsqrt, tanh,
// sin, cos, erf, atan, powf, floor and a linalg.map combining them.
// TOLERANCE: rtol=1e-5 atol=1e-6 (libm upstream; xhlo-run's approximations
// are within a few ulp, and the sums below do not cancel: inputs in [0.1, 2))
// ARG 0: uniform 0.1 2
// ARG 1: uniform 0.1 2
func.func @main(%x: tensor<64xf32>, %y: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) {
  %e = tensor.empty() : tensor<64xf32>
  %r0 = linalg.map ins(%x, %y : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>)
    (%a: f32, %b: f32) {
      %l = math.log %a : f32
      %l1 = math.log1p %b : f32
      %s = math.sqrt %a : f32
      %rs = math.rsqrt %b : f32
      %t0 = arith.addf %l, %l1 : f32
      %t1 = arith.mulf %s, %rs : f32
      %t2 = arith.addf %t0, %t1 : f32
      linalg.yield %t2 : f32
    }
  %r1 = linalg.map ins(%x, %y : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>)
    (%a: f32, %b: f32) {
      %sn = math.sin %a : f32
      %cs = math.cos %b : f32
      %th = math.tanh %a : f32
      %er = math.erf %b : f32
      %at = math.atan %a : f32
      %t0 = arith.mulf %sn, %cs : f32
      %t1 = arith.addf %th, %er : f32
      %t2 = arith.addf %t0, %t1 : f32
      %t3 = arith.addf %t2, %at : f32
      linalg.yield %t3 : f32
    }
  %r2 = linalg.map ins(%x, %y : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>)
    (%a: f32, %b: f32) {
      %ten = arith.constant 10.0 : f32
      %p = math.powf %a, %b : f32
      %ex = math.exp %b : f32
      %sc = arith.mulf %a, %ten : f32
      %fl = math.floor %sc : f32
      %t0 = arith.addf %p, %ex : f32
      %t1 = arith.addf %t0, %fl : f32
      linalg.yield %t1 : f32
    }
  return %r0, %r1, %r2 : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
}
