// CATEGORY: elementwise
// A dense layer's epilogue: x + bias (a row broadcast), times a per-row
// scale read through a constant index (16x1 -> 16x32), then GELU in its tanh
// form, all in one linalg.generic.
// TOLERANCE: rtol=1e-5 atol=1e-6 (tanh is libm upstream and a 4 ulp
// approximation in xhlo-run)
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#col = affine_map<(d0, d1) -> (d0, 0)>
func.func @main(%x: tensor<16x32xf32>, %bias: tensor<32xf32>, %scale: tensor<16x1xf32>) -> tensor<16x32xf32> {
  %e = tensor.empty() : tensor<16x32xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %bias, %scale : tensor<16x32xf32>, tensor<32xf32>, tensor<16x1xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %s: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %k = arith.constant 0.7978845608 : f32
    %c = arith.constant 0.044715 : f32
    %t = arith.addf %a, %b : f32
    %v = arith.mulf %t, %s : f32
    %v2 = arith.mulf %v, %v : f32
    %v3 = arith.mulf %v2, %v : f32
    %cv3 = arith.mulf %c, %v3 : f32
    %in = arith.addf %v, %cv3 : f32
    %kin = arith.mulf %k, %in : f32
    %th = math.tanh %kin : f32
    %p = arith.addf %one, %th : f32
    %hv = arith.mulf %half, %v : f32
    %g = arith.mulf %hv, %p : f32
    linalg.yield %g : f32
  } -> tensor<16x32xf32>
  return %r : tensor<16x32xf32>
}
