// The opcodes of aotrest-run.test (see there): each function runs on the
// interpreter and lowered + compiled.

// domain, copy_start/copy_done and an async computation of two results.
func.func @async_copy_domain(%x: tensor<2x3xf32>, %y: tensor<3xi32>)
    -> (tensor<2x3xf32>, tensor<3xi32>) {
  %d = hlo.domain %x, kind = "sharding", entry_sharding = "type: MAXIMAL tile_assignment_devices: 1" : tensor<2x3xf32>
  %c = hlo.copy_start %d : tensor<2x3xf32>
  %e = hlo.copy_done %c : tuple<tensor<2x3xf32>, tensor<2x3xf32>, tensor<ui32>>
  %s = hlo.async_start(%e, %y) calls = @twice : (tensor<2x3xf32>, tensor<3xi32>) -> tuple<tuple<tensor<2x3xf32>, tensor<3xi32>>, tuple<tensor<2x3xf32>, tensor<3xi32>>, tensor<i32>>
  %u = hlo.async_update %s calls = @twice : tuple<tuple<tensor<2x3xf32>, tensor<3xi32>>, tuple<tensor<2x3xf32>, tensor<3xi32>>, tensor<i32>>
  %r = hlo.async_done %u calls = @twice : (tuple<tuple<tensor<2x3xf32>, tensor<3xi32>>, tuple<tensor<2x3xf32>, tensor<3xi32>>, tensor<i32>>) -> tuple<tensor<2x3xf32>, tensor<3xi32>>
  %a = hlo.get_tuple_element %r[0] : tuple<tensor<2x3xf32>, tensor<3xi32>>
  %b = hlo.get_tuple_element %r[1] : tuple<tensor<2x3xf32>, tensor<3xi32>>
  return %a, %b : tensor<2x3xf32>, tensor<3xi32>
}

func.func private @twice(%x: tensor<2x3xf32>, %y: tensor<3xi32>)
    -> (tensor<2x3xf32>, tensor<3xi32>) {
  %a = hlo.add %x, %x : tensor<2x3xf32>
  %b = hlo.multiply %y, %y : tensor<3xi32>
  return %a, %b : tensor<2x3xf32>, tensor<3xi32>
}

// An async computation on a tuple operand.
func.func @async_tuple(%x: tensor<4xf32>, %s: tensor<f32>) -> tensor<4xf32> {
  %t = hlo.tuple(%x, %s) : tensor<4xf32>, tensor<f32>
  %a = hlo.async_start(%t) calls = @scale : (tuple<tensor<4xf32>, tensor<f32>>) -> tuple<tuple<tuple<tensor<4xf32>, tensor<f32>>>, tensor<4xf32>, tensor<ui32>, tensor<ui32>>
  %r = hlo.async_done %a calls = @scale : (tuple<tuple<tuple<tensor<4xf32>, tensor<f32>>>, tensor<4xf32>, tensor<ui32>, tensor<ui32>>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func private @scale(%p: tuple<tensor<4xf32>, tensor<f32>>) -> tensor<4xf32> {
  %x = hlo.get_tuple_element %p[0] : tuple<tensor<4xf32>, tensor<f32>>
  %s = hlo.get_tuple_element %p[1] : tuple<tensor<4xf32>, tensor<f32>>
  %b = hlo.broadcast %s, dimensions = [] : (tensor<f32>) -> tensor<4xf32>
  %m = hlo.multiply %x, %b : tensor<4xf32>
  return %m : tensor<4xf32>
}

// replica_id and partition_id: 0 on a module of one device (the result
// converted to s32: the lowered function returns signless integers).
func.func @device_ids(%x: tensor<3xui32>) -> tensor<3xi32> {
  %r = hlo.replica_id : tensor<ui32>
  %p = hlo.partition_id : tensor<ui32>
  %s = hlo.add %r, %p : tensor<ui32>
  %b = hlo.broadcast %s, dimensions = [] : (tensor<ui32>) -> tensor<3xui32>
  %y = hlo.add %x, %b : tensor<3xui32>
  %z = hlo.convert %y : (tensor<3xui32>) -> tensor<3xi32>
  return %z : tensor<3xi32>
}

// scaled_dot: f32 with f32 block scales (blocks of 4 along the contracting
// dimension) against bf16 with bf16 scales of its shape (dequantized in
// bf16).
func.func @scaled_dot_blocks(%a: tensor<2x8xf32>, %b: tensor<3x8xbf16>,
                             %sa: tensor<2x2xf32>, %sb: tensor<3x8xbf16>)
    -> tensor<2x3xf32> {
  %r = hlo.scaled_dot %a, %b, %sa, %sb, lhs_contracting_dims = [1], rhs_contracting_dims = [1]
      : (tensor<2x8xf32>, tensor<3x8xbf16>, tensor<2x2xf32>, tensor<3x8xbf16>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// A bf16 operand with an f16 scale (dequantized in f32, blocks of 2 in both
// dimensions) against a bf16 operand with a scalar bf16 scale (left as it
// is), batched.
func.func @scaled_dot_batched(%a: tensor<2x4x6xbf16>, %b: tensor<2x6x5xbf16>,
                              %sa: tensor<1x2x3xf16>, %sb: tensor<bf16>)
    -> tensor<2x4x5xf32> {
  %r = hlo.scaled_dot %a, %b, %sa, %sb, lhs_batch_dims = [0], lhs_contracting_dims = [2], rhs_batch_dims = [0], rhs_contracting_dims = [1]
      : (tensor<2x4x6xbf16>, tensor<2x6x5xbf16>, tensor<1x2x3xf16>, tensor<bf16>) -> tensor<2x4x5xf32>
  return %r : tensor<2x4x5xf32>
}

// reduce_window with negative padding: cut on one side, padded on the
// other, with base dilation; an init of 0.5 (not the identity) shows that
// padding and holes are skipped.
func.func @reduce_window_negative_pad(%x: tensor<6x7xf32>) -> tensor<5x6xf32> {
  %init = hlo.constant dense<0.5> : tensor<f32>
  %0 = hlo.reduce_window(%x init: %init) window = <size = [2, 3], stride = [1, 2], pad_low = [-1, 2], pad_high = [1, -2], lhs_dilate = [1, 2]> : (tensor<6x7xf32>, tensor<f32>) -> tensor<5x6xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return %0 : tensor<5x6xf32>
}

// Negative padding on both sides with window dilation, a max pool.
func.func @max_pool_cut(%x: tensor<1x8x8x1xf32>) -> tensor<1x1x5x1xf32> {
  %init = hlo.constant dense<0xFF800000> : tensor<f32>
  %0 = hlo.reduce_window(%x init: %init) window = <size = [1, 3, 3, 1], pad_low = [0, -2, -1, 0], pad_high = [0, -1, 0, 0], rhs_dilate = [1, 2, 1, 1]> : (tensor<1x8x8x1xf32>, tensor<f32>) -> tensor<1x1x5x1xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  return %0 : tensor<1x1x5x1xf32>
}

// rng_get_and_update_state in program order, one in a private function
// called once and a negative delta: the states of a fresh interpreter's
// first run, from the run's seed (the words converted to s64 to compare:
// the lowered function returns signless integers).
func.func @rng_states() -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) {
  %a = hlo.rng_get_and_update_state delta = 5 : tensor<2xui64>
  %b = hlo.rng_get_and_update_state delta = -7 : tensor<2xui64>
  %c = hlo.call @advance() : () -> tensor<2xui64>
  %d = hlo.rng_get_and_update_state delta = 1 : tensor<2xui64>
  %sa = hlo.convert %a : (tensor<2xui64>) -> tensor<2xi64>
  %sb = hlo.convert %b : (tensor<2xui64>) -> tensor<2xi64>
  %sc = hlo.convert %c : (tensor<2xui64>) -> tensor<2xi64>
  %sd = hlo.convert %d : (tensor<2xui64>) -> tensor<2xi64>
  return %sa, %sb, %sc, %sd : tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>
}

func.func private @advance() -> tensor<2xui64> {
  %s = hlo.rng_get_and_update_state delta = 1000 : tensor<2xui64>
  return %s : tensor<2xui64>
}

// A comparator on the bits (a bitcast_convert of one width in a region):
// negative floats sort after positive ones, by their bits as s32.
func.func @sort_bits(%x: tensor<64xf32>) -> tensor<64xf32> {
  %r = hlo.sort(%x) dimension = 0 : (tensor<64xf32>) -> tensor<64xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ia = hlo.bitcast_convert %a : (tensor<f32>) -> tensor<i32>
    %ib = hlo.bitcast_convert %b : (tensor<f32>) -> tensor<i32>
    %p = hlo.compare LT, %ia, %ib : tensor<i32>
    hlo.return %p : tensor<i1>
  }
  return %r : tensor<64xf32>
}
