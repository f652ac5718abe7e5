// Sub-byte integers and small floats across xhlo-aot's ABI (small-types.test):
// s4, u4, f8e4m3fn and f4e2m1fn arguments, results of each, an s4 dot into
// s32, an f8e4m3fn dot (accumulated in f32, rounded once) and f32 rounded to
// f8e5m2 (through f16, as XLA's CPU backend).
func.func @main(%a: tensor<4x8xi4>, %b: tensor<4x8xi4>, %u: tensor<4x8xui4>,
                %f: tensor<4x8xf8E4M3FN>, %g: tensor<4x8xf8E4M3FN>,
                %h: tensor<4x8x!hlo.f4e2m1fn>, %x: tensor<4x8xf32>)
    -> (tensor<4x8xi4>, tensor<4x8xui4>, tensor<4x8xf8E4M3FN>,
        tensor<4x8x!hlo.f4e2m1fn>, tensor<4x4xi32>, tensor<4x4xf8E4M3FN>,
        tensor<4x8xf8E5M2>) {
  // s4 wraps: a * b + a, then an arithmetic shift by b (past the width: the
  // sign).
  %ab = hlo.multiply %a, %b : tensor<4x8xi4>
  %s = hlo.add %ab, %a : tensor<4x8xi4>
  %r0 = hlo.shift_right_arithmetic %s, %b : tensor<4x8xi4>
  // u4: popcnt plus the logical shift by one, wrapping.
  %one = hlo.constant dense<1> : tensor<4x8xui4>
  %pc = hlo.popcnt %u : tensor<4x8xui4>
  %sh = hlo.shift_right_logical %u, %one : tensor<4x8xui4>
  %r1 = hlo.add %pc, %sh : tensor<4x8xui4>
  // f8e4m3fn: f * g + f, each op rounded (through f16).
  %fg = hlo.multiply %f, %g : tensor<4x8xf8E4M3FN>
  %r2 = hlo.add %fg, %f : tensor<4x8xf8E4M3FN>
  // f4e2m1fn: h * h - h (saturating, no NaN).
  %hh = hlo.multiply %h, %h : tensor<4x8x!hlo.f4e2m1fn>
  %r3 = hlo.subtract %hh, %h : tensor<4x8x!hlo.f4e2m1fn>
  %r4 = hlo.dot %a, %b, lhs_contracting_dims = [1], rhs_contracting_dims = [1] : (tensor<4x8xi4>, tensor<4x8xi4>) -> tensor<4x4xi32>
  %r5 = hlo.dot %f, %g, lhs_contracting_dims = [1], rhs_contracting_dims = [1] : (tensor<4x8xf8E4M3FN>, tensor<4x8xf8E4M3FN>) -> tensor<4x4xf8E4M3FN>
  %r6 = hlo.convert %x : (tensor<4x8xf32>) -> tensor<4x8xf8E5M2>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : tensor<4x8xi4>, tensor<4x8xui4>, tensor<4x8xf8E4M3FN>, tensor<4x8x!hlo.f4e2m1fn>, tensor<4x4xi32>, tensor<4x4xf8E4M3FN>, tensor<4x8xf8E5M2>
}

// @main for xhlo-run, which reads no .npy of the small floats: their codes
// as u8 (f8e4m3fn) and u4 (f4e2m1fn), bitcast.
func.func @reference(%a: tensor<4x8xi4>, %b: tensor<4x8xi4>, %u: tensor<4x8xui4>,
                     %f: tensor<4x8xui8>, %g: tensor<4x8xui8>,
                     %h: tensor<4x8xui4>, %x: tensor<4x8xf32>)
    -> (tensor<4x8xi4>, tensor<4x8xui4>, tensor<4x8xf8E4M3FN>,
        tensor<4x8x!hlo.f4e2m1fn>, tensor<4x4xi32>, tensor<4x4xf8E4M3FN>,
        tensor<4x8xf8E5M2>) {
  %ff = hlo.bitcast_convert %f : (tensor<4x8xui8>) -> tensor<4x8xf8E4M3FN>
  %gg = hlo.bitcast_convert %g : (tensor<4x8xui8>) -> tensor<4x8xf8E4M3FN>
  %hh = hlo.bitcast_convert %h : (tensor<4x8xui4>) -> tensor<4x8x!hlo.f4e2m1fn>
  %r:7 = hlo.call @main(%a, %b, %u, %ff, %gg, %hh, %x) : (tensor<4x8xi4>, tensor<4x8xi4>, tensor<4x8xui4>, tensor<4x8xf8E4M3FN>, tensor<4x8xf8E4M3FN>, tensor<4x8x!hlo.f4e2m1fn>, tensor<4x8xf32>) -> (tensor<4x8xi4>, tensor<4x8xui4>, tensor<4x8xf8E4M3FN>, tensor<4x8x!hlo.f4e2m1fn>, tensor<4x4xi32>, tensor<4x4xf8E4M3FN>, tensor<4x8xf8E5M2>)
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %r#6 : tensor<4x8xi4>, tensor<4x8xui4>, tensor<4x8xf8E4M3FN>, tensor<4x8x!hlo.f4e2m1fn>, tensor<4x4xi32>, tensor<4x4xf8E4M3FN>, tensor<4x8xf8E5M2>
}
