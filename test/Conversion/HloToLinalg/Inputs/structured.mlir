// Programs of the structured ops in forms the conformance suite does not
// reach (convolution layouts, strides, padding, both dilations, reversal,
// groups; dot dimension numbers; windows with padding and base dilation;
// data movement), run by structured-run.test on the interpreter and lowered.

func.func @conv_nhwc_stride_pad(%x: tensor<2x9x9x3xf32>, %k: tensor<3x3x3x5xf32>) -> tensor<2x5x5x5xf32> {
  %0 = hlo.convolution %x, %k, window = <size = [3, 3], stride = [2, 2], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<2x9x9x3xf32>, tensor<3x3x3x5xf32>) -> tensor<2x5x5x5xf32>
  return %0 : tensor<2x5x5x5xf32>
}
func.func @conv_nchw_dilated(%x: tensor<1x3x10x10xf32>, %k: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %0 = hlo.convolution %x, %k, window = <size = [3, 3], rhs_dilate = [2, 2]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x3x10x10xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  return %0 : tensor<1x4x6x6xf32>
}
func.func @conv_base_dilated_reversed(%x: tensor<1x4x4x2xf64>, %k: tensor<3x3x2x3xf64>) -> tensor<1x9x9x3xf64> {
  %0 = hlo.convolution %x, %k, window = <size = [3, 3], pad_low = [2, 2], pad_high = [2, 2], lhs_dilate = [2, 2], rhs_reversal = [1, 0]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x4x4x2xf64>, tensor<3x3x2x3xf64>) -> tensor<1x9x9x3xf64>
  return %0 : tensor<1x9x9x3xf64>
}
func.func @conv_grouped(%x: tensor<1x6x6x4xf32>, %k: tensor<3x3x2x6xf32>) -> tensor<1x4x4x6xf32> {
  %0 = hlo.convolution %x, %k, window = <size = [3, 3]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : (tensor<1x6x6x4xf32>, tensor<3x3x2x6xf32>) -> tensor<1x4x4x6xf32>
  return %0 : tensor<1x4x4x6xf32>
}
func.func @conv_depthwise_negative_pad(%x: tensor<1x8x8x3xf32>, %k: tensor<3x3x1x3xf32>) -> tensor<1x5x5x3xf32> {
  %0 = hlo.convolution %x, %k, window = <size = [3, 3], pad_low = [-1, -1], pad_high = [0, 0]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 3 : (tensor<1x8x8x3xf32>, tensor<3x3x1x3xf32>) -> tensor<1x5x5x3xf32>
  return %0 : tensor<1x5x5x3xf32>
}
func.func @dot_batch_middle(%a: tensor<3x2x4xf32>, %b: tensor<4x2x5xf32>) -> tensor<2x3x5xf32> {
  %0 = hlo.dot %a, %b, lhs_batch_dims = [1], lhs_contracting_dims = [2], rhs_batch_dims = [1], rhs_contracting_dims = [0] : (tensor<3x2x4xf32>, tensor<4x2x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}
func.func @dot_vector(%a: tensor<7xf64>, %b: tensor<7xf64>) -> tensor<f64> {
  %0 = hlo.dot %a, %b, lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<7xf64>, tensor<7xf64>) -> tensor<f64>
  return %0 : tensor<f64>
}
func.func @avg_pool_padded_dilated(%x: tensor<1x5x5x2xf32>) -> tensor<1x5x5x2xf32> {
  %init = hlo.constant dense<0.5> : tensor<f32>
  %0 = hlo.reduce_window(%x init: %init) window = <size = [1, 3, 3, 1], stride = [1, 2, 2, 1], pad_low = [0, 1, 1, 0], pad_high = [0, 1, 1, 0], lhs_dilate = [1, 2, 2, 1]> : (tensor<1x5x5x2xf32>, tensor<f32>) -> tensor<1x5x5x2xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return %0 : tensor<1x5x5x2xf32>
}
func.func @max_pool_window_dilated(%x: tensor<1x9x9x1xf32>) -> tensor<1x3x3x1xf32> {
  %init = hlo.constant dense<0xFF800000> : tensor<f32>
  %0 = hlo.reduce_window(%x init: %init) window = <size = [1, 3, 3, 1], stride = [1, 2, 2, 1], rhs_dilate = [1, 2, 2, 1]> : (tensor<1x9x9x1xf32>, tensor<f32>) -> tensor<1x3x3x1xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  return %0 : tensor<1x3x3x1xf32>
}
func.func @reduce_two_dims(%x: tensor<3x4x5xf32>) -> tensor<4xf32> {
  %z = hlo.constant dense<0.0> : tensor<f32>
  %r = hlo.reduce(%x init: %z) dimensions = [2, 0] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return %r : tensor<4xf32>
}
func.func @pad_slice_concat_reverse(%x: tensor<4x5xf32>, %v: tensor<f32>) -> tensor<8x10xf32> {
  %p = hlo.pad %x, %v, low = [-1, 2], high = [2, -1], interior = [1, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<8x10xf32>
  %r = hlo.reverse %p, dimensions = [0, 1] : tensor<8x10xf32>
  %s = hlo.slice %r, slice = [0:8:2, 1:10:3] : (tensor<8x10xf32>) -> tensor<4x3xf32>
  %c = hlo.concatenate %s, %s, dimension = 1 : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x6xf32>
  %t = hlo.transpose %c, dimensions = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>
  %q = hlo.reshape %t : (tensor<6x4xf32>) -> tensor<24xf32>
  %b = hlo.broadcast %q, dimensions = [0] : (tensor<24xf32>) -> tensor<24x2xf32>
  %m = hlo.reshape %b : (tensor<24x2xf32>) -> tensor<48xf32>
  %n = hlo.slice %m, slice = [0:40] : (tensor<48xf32>) -> tensor<40xf32>
  %o = hlo.reshape %n : (tensor<40xf32>) -> tensor<8x5xf32>
  %w = hlo.concatenate %o, %o, dimension = 1 : (tensor<8x5xf32>, tensor<8x5xf32>) -> tensor<8x10xf32>
  %z = hlo.add %w, %p : tensor<8x10xf32>
  return %z : tensor<8x10xf32>
}
func.func @gather_clamped(%x: tensor<5x6x7xf32>) -> tensor<3x2x3x7xf32> {
  %idx = hlo.constant dense<[[9, -4], [1, 2], [4, 5]]> : tensor<3x2xi32>
  %0 = hlo.gather %x[%idx] dimension_numbers = #hlo.gather<offset_dims = [1, 2, 3], start_index_map = [1, 0], index_vector_dim = 1> slice_sizes = [2, 3, 7] : tensor<5x6x7xf32>, tensor<3x2xi32>
  return %0 : tensor<3x2x3x7xf32>
}
func.func @gather_rows_scalar_index(%x: tensor<6x4xf32>) -> tensor<2x3x4xf32> {
  %idx = hlo.constant dense<[[0, 5, 7], [2, 1, 255]]> : tensor<2x3xui8>
  %0 = hlo.gather %x[%idx] dimension_numbers = #hlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2> slice_sizes = [1, 4] : tensor<6x4xf32>, tensor<2x3xui8>
  return %0 : tensor<2x3x4xf32>
}
// Aggregates: a while over a tuple and a token, a conditional whose branches
// take tuples (scf.if and scf.index_switch, the index out of range running
// the last branch), a private function taking a tuple, fusions (one with a
// tuple result), get_dimension_size.
func.func private @scale_by(%x: tensor<4xf32>, %p: tuple<tensor<f32>, tuple<tensor<4xf32>, !hlo.token>>)
    -> tuple<tensor<4xf32>, tensor<f32>> {
  %s = hlo.get_tuple_element %p[0] : tuple<tensor<f32>, tuple<tensor<4xf32>, !hlo.token>>
  %in = hlo.get_tuple_element %p[1] : tuple<tensor<f32>, tuple<tensor<4xf32>, !hlo.token>>
  %b = hlo.get_tuple_element %in[0] : tuple<tensor<4xf32>, !hlo.token>
  %sb = hlo.broadcast %s, dimensions = [] : (tensor<f32>) -> tensor<4xf32>
  %m = hlo.multiply %x, %sb : tensor<4xf32>
  %y = hlo.add %m, %b : tensor<4xf32>
  %r = hlo.tuple(%y, %s) : tensor<4xf32>, tensor<f32>
  return %r : tuple<tensor<4xf32>, tensor<f32>>
}
func.func @aggregates(%x: tensor<4xf32>, %i: tensor<i32>, %p: tensor<i1>)
    -> (tensor<4xf32>, tensor<i32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<i32>) {
  %zero = hlo.constant dense<0> : tensor<i32>
  %tok = hlo.after_all()
  %st = hlo.tuple(%zero, %x) : tensor<i32>, tensor<4xf32>
  %w:2 = hlo.while(%st, %tok) : tuple<tensor<i32>, tensor<4xf32>>, !hlo.token cond {
  ^bb0(%s: tuple<tensor<i32>, tensor<4xf32>>, %k: !hlo.token):
    %n = hlo.get_tuple_element %s[0] : tuple<tensor<i32>, tensor<4xf32>>
    %three = hlo.constant dense<3> : tensor<i32>
    %c = hlo.compare LT, %n, %three : tensor<i32>
    hlo.return %c : tensor<i1>
  } do {
  ^bb0(%s: tuple<tensor<i32>, tensor<4xf32>>, %k: !hlo.token):
    %n = hlo.get_tuple_element %s[0] : tuple<tensor<i32>, tensor<4xf32>>
    %v = hlo.get_tuple_element %s[1] : tuple<tensor<i32>, tensor<4xf32>>
    %one = hlo.constant dense<1> : tensor<i32>
    %n2 = hlo.add %n, %one : tensor<i32>
    %half = hlo.constant dense<0.5> : tensor<4xf32>
    %v2 = hlo.add %v, %half : tensor<4xf32>
    %s2 = hlo.tuple(%n2, %v2) : tensor<i32>, tensor<4xf32>
    %k2 = hlo.after_all(%k)
    hlo.return %s2, %k2 : tuple<tensor<i32>, tensor<4xf32>>, !hlo.token
  }
  %wv = hlo.get_tuple_element %w#0[1] : tuple<tensor<i32>, tensor<4xf32>>
  %wn = hlo.get_tuple_element %w#0[0] : tuple<tensor<i32>, tensor<4xf32>>
  %u = hlo.constant dense<[1, 65535, 7, 300]> : tensor<4xui16>
  %t = hlo.tuple(%wv, %u) : tensor<4xf32>, tensor<4xui16>
  %r:2 = hlo.conditional %i (%x, %t, %u) : (tensor<i32>, tensor<4xf32>, tuple<tensor<4xf32>, tensor<4xui16>>, tensor<4xui16>) -> (tensor<4xf32>, tensor<4xui16>) {
  ^bb0(%a: tensor<4xf32>):
    %n = hlo.negate %a : tensor<4xf32>
    %c = hlo.constant dense<2> : tensor<4xui16>
    hlo.return %n, %c : tensor<4xf32>, tensor<4xui16>
  }, {
  ^bb0(%q: tuple<tensor<4xf32>, tensor<4xui16>>):
    %a = hlo.get_tuple_element %q[0] : tuple<tensor<4xf32>, tensor<4xui16>>
    %b = hlo.get_tuple_element %q[1] : tuple<tensor<4xf32>, tensor<4xui16>>
    %bb = hlo.add %b, %b : tensor<4xui16>
    hlo.return %a, %bb : tensor<4xf32>, tensor<4xui16>
  }, {
  ^bb0(%b: tensor<4xui16>):
    %f = hlo.convert %b : (tensor<4xui16>) -> tensor<4xf32>
    %s = hlo.shift_right_logical %b, %b : tensor<4xui16>
    hlo.return %f, %s : tensor<4xf32>, tensor<4xui16>
  }
  %scale = hlo.constant dense<3.0> : tensor<f32>
  %inner = hlo.tuple(%x, %tok) : tensor<4xf32>, !hlo.token
  %arg = hlo.tuple(%scale, %inner) : tensor<f32>, tuple<tensor<4xf32>, !hlo.token>
  %called = hlo.call @scale_by(%wv, %arg) : (tensor<4xf32>, tuple<tensor<f32>, tuple<tensor<4xf32>, !hlo.token>>) -> tuple<tensor<4xf32>, tensor<f32>>
  %cv = hlo.get_tuple_element %called[0] : tuple<tensor<4xf32>, tensor<f32>>
  %pt = hlo.tuple(%cv, %x) : tensor<4xf32>, tensor<4xf32>
  %sel = hlo.conditional %p (%pt, %x) : (tensor<i1>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<4xf32>) -> tuple<tensor<4xf32>> {
  ^bb0(%q: tuple<tensor<4xf32>, tensor<4xf32>>):
    %a = hlo.get_tuple_element %q[0] : tuple<tensor<4xf32>, tensor<4xf32>>
    %b = hlo.get_tuple_element %q[1] : tuple<tensor<4xf32>, tensor<4xf32>>
    %d = hlo.subtract %a, %b : tensor<4xf32>
    %o = hlo.tuple(%d) : tensor<4xf32>
    hlo.return %o : tuple<tensor<4xf32>>
  }, {
  ^bb0(%a: tensor<4xf32>):
    %o = hlo.tuple(%a) : tensor<4xf32>
    hlo.return %o : tuple<tensor<4xf32>>
  }
  %fused = hlo.fusion kLoop (%sel) : (tuple<tensor<4xf32>>) -> tensor<4xf32> {
  ^bb0(%q: tuple<tensor<4xf32>>):
    %a = hlo.get_tuple_element %q[0] : tuple<tensor<4xf32>>
    %e = hlo.exponential %a : tensor<4xf32>
    hlo.return %e : tensor<4xf32>
  }
  %size = hlo.get_dimension_size %x, dimension = 0 : tensor<4xf32>
  %total = hlo.add %size, %wn : tensor<i32>
  %r1 = hlo.convert %r#1 : (tensor<4xui16>) -> tensor<4xi32>
  return %wv, %wn, %r#0, %r1, %fused, %total : tensor<4xf32>, tensor<i32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>, tensor<i32>
}
// reduce_precision on the bits of each type (f16 and bf16 through f32),
// rounding, overflow to infinity and underflow to zero.
func.func @reduce_precision(%a: tensor<64xf32>, %b: tensor<64xf64>, %c: tensor<64xf16>, %d: tensor<64xbf16>)
    -> (tensor<64xf32>, tensor<64xf32>, tensor<64xf64>, tensor<64xf16>, tensor<64xbf16>, tensor<64xf32>) {
  %s = hlo.constant dense<1.0e5> : tensor<64xf32>
  %big = hlo.multiply %a, %s : tensor<64xf32>
  %r0 = hlo.reduce_precision %big, exponent_bits = 5, mantissa_bits = 10 : tensor<64xf32>
  %r1 = hlo.reduce_precision %a, exponent_bits = 8, mantissa_bits = 7 : tensor<64xf32>
  %r2 = hlo.reduce_precision %b, exponent_bits = 8, mantissa_bits = 23 : tensor<64xf64>
  %r3 = hlo.reduce_precision %c, exponent_bits = 4, mantissa_bits = 3 : tensor<64xf16>
  %r4 = hlo.reduce_precision %d, exponent_bits = 5, mantissa_bits = 2 : tensor<64xbf16>
  %r5 = hlo.reduce_precision %a, exponent_bits = 2, mantissa_bits = 0 : tensor<64xf32>
  return %r0, %r1, %r2, %r3, %r4, %r5 : tensor<64xf32>, tensor<64xf32>, tensor<64xf64>, tensor<64xf16>, tensor<64xbf16>, tensor<64xf32>
}
// Batch normalization expanded into hlo ops (XLA's BatchNormExpander, the
// interpreter's formulas): inference, training and grad, f32 with the
// feature dimension in the middle, f16 (computed in f32) and f64.
func.func @batch_norms(%x: tensor<3x4x5xf32>, %s: tensor<4xf32>, %o: tensor<4xf32>,
                       %h: tensor<2x3xf16>, %hs: tensor<2xf16>, %d: tensor<6x2xf64>, %ds: tensor<2xf64>)
    -> (tensor<3x4x5xf32>, tensor<3x4x5xf32>, tensor<4xf32>, tensor<4xf32>,
        tensor<3x4x5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x3xf16>, tensor<6x2xf64>, tensor<2xf64>, tensor<2xf64>) {
  %sq = hlo.multiply %o, %o : tensor<4xf32>
  %v = hlo.add %sq, %s : tensor<4xf32>
  %var = hlo.abs %v : tensor<4xf32>
  %i = hlo.batch_norm_inference %x, %s, %o, %o, %var, epsilon = 0.001, feature_index = 1 : (tensor<3x4x5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<3x4x5xf32>
  %t:3 = hlo.batch_norm_training %x, %s, %o, epsilon = 0.001, feature_index = 1 : (tensor<3x4x5xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<3x4x5xf32>, tensor<4xf32>, tensor<4xf32>)
  %g:3 = hlo.batch_norm_grad %x, %s, %t#1, %t#2, %i, epsilon = 0.001, feature_index = 1 : (tensor<3x4x5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<3x4x5xf32>) -> (tensor<3x4x5xf32>, tensor<4xf32>, tensor<4xf32>)
  %ht:3 = hlo.batch_norm_training %h, %hs, %hs, epsilon = 0.01, feature_index = 0 : (tensor<2x3xf16>, tensor<2xf16>, tensor<2xf16>) -> (tensor<2x3xf16>, tensor<2xf16>, tensor<2xf16>)
  %dt:3 = hlo.batch_norm_training %d, %ds, %ds, epsilon = 0.0001, feature_index = 1 : (tensor<6x2xf64>, tensor<2xf64>, tensor<2xf64>) -> (tensor<6x2xf64>, tensor<2xf64>, tensor<2xf64>)
  return %i, %t#0, %t#1, %t#2, %g#0, %g#1, %g#2, %ht#0, %dt#0, %dt#1, %dt#2 : tensor<3x4x5xf32>, tensor<3x4x5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<3x4x5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x3xf16>, tensor<6x2xf64>, tensor<2xf64>, tensor<2xf64>
}
