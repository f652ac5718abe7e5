// The shape and indexing ops against numpy (Inputs/shape_numpy.py computes
// the expectations; gather and scatter with loops written from XLA's
// operation semantics): reshape, transpose, broadcast, copy,
// get_dimension_size, slice, concatenate, reverse, pad (negative edge and
// interior padding), iota, dynamic_slice and dynamic_update_slice with start
// indices clamped into range (indices of several integer types), gather and
// scatter with several dimension-number layouts (implicit and leading
// index_vector_dim, interleaved offset/window dimensions, batching
// dimensions, point gathers, out-of-range indices: clamped for gather,
// skipped windows for scatter), sort (stable, TOTALORDER with NaNs and signed
// zeros, along a leading and a middle dimension, three operands).
// Data movement runs on bytes, so the ops are checked on a spread of element
// types.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/shape_numpy.py %t

// RUN: xhlo-run %s --entry=reshape --arg=%t/reshape/h.npy \
// RUN:   --arg=%t/reshape/p.npy --arg=%t/reshape/c.npy \
// RUN:   --expect=%t/reshape/0.npy --expect=%t/reshape/1.npy \
// RUN:   --expect=%t/reshape/2.npy --expect=%t/reshape/3.npy \
// RUN:   --expect=%t/reshape/4.npy --expect=%t/reshape/5.npy --rtol=0 --atol=0
func.func @reshape(%h: tensor<2x3x4xf16>, %p: tensor<2x3xi1>,
                   %c: tensor<3x2xcomplex<f64>>)
    -> (tensor<4x6xf16>, tensor<24xf16>, tensor<3x1x8xf16>, tensor<6xi1>,
        tensor<2x3xcomplex<f64>>, tensor<2x3x4xf16>) {
  %0 = hlo.reshape %h : (tensor<2x3x4xf16>) -> tensor<4x6xf16>
  %1 = hlo.reshape %h : (tensor<2x3x4xf16>) -> tensor<24xf16>
  %2 = hlo.reshape %1 : (tensor<24xf16>) -> tensor<3x1x8xf16>
  %3 = hlo.reshape %p : (tensor<2x3xi1>) -> tensor<6xi1>
  %4 = hlo.reshape %c : (tensor<3x2xcomplex<f64>>) -> tensor<2x3xcomplex<f64>>
  %5 = hlo.copy %h : tensor<2x3x4xf16>
  return %0, %1, %2, %3, %4, %5 : tensor<4x6xf16>, tensor<24xf16>,
      tensor<3x1x8xf16>, tensor<6xi1>, tensor<2x3xcomplex<f64>>,
      tensor<2x3x4xf16>
}

// RUN: xhlo-run %s --entry=transpose --arg=%t/transpose/h.npy \
// RUN:   --arg=%t/transpose/c.npy --arg=%t/transpose/l.npy \
// RUN:   --out=%t/transpose.out --expect=%t/transpose/0.npy \
// RUN:   --expect=%t/transpose/1.npy --expect=%t/transpose/2.npy \
// RUN:   --expect=%t/transpose/3.npy --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/transpose.out %t/transpose
func.func @transpose(%h: tensor<2x3x4xf16>, %c: tensor<3x2xcomplex<f32>>,
                     %l: tensor<2x3x2xi64>)
    -> (tensor<4x2x3xf16>, tensor<3x4x2xf16>, tensor<2x3xcomplex<f32>>,
        tensor<2x3x2xi64>) {
  %0 = hlo.transpose %h, dimensions = [2, 0, 1] : (tensor<2x3x4xf16>) -> tensor<4x2x3xf16>
  %1 = hlo.transpose %h, dimensions = [1, 2, 0] : (tensor<2x3x4xf16>) -> tensor<3x4x2xf16>
  %2 = hlo.transpose %c, dimensions = [1, 0] : (tensor<3x2xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
  %3 = hlo.transpose %l, dimensions = [2, 1, 0] : (tensor<2x3x2xi64>) -> tensor<2x3x2xi64>
  return %0, %1, %2, %3 : tensor<4x2x3xf16>, tensor<3x4x2xf16>,
      tensor<2x3xcomplex<f32>>, tensor<2x3x2xi64>
}

// broadcast maps operand dimension i to result dimension dimensions[i] (here
// out of order, so it also transposes); get_dimension_size is s32.
// RUN: xhlo-run %s --entry=broadcast --arg=%t/broadcast/b.npy \
// RUN:   --arg=%t/broadcast/s.npy --arg=%t/broadcast/v.npy \
// RUN:   --expect=%t/broadcast/0.npy --expect=%t/broadcast/1.npy \
// RUN:   --expect=%t/broadcast/2.npy --expect=%t/broadcast/3.npy \
// RUN:   --expect=%t/broadcast/4.npy --rtol=0 --atol=0
func.func @broadcast(%b: tensor<3x2xi8>, %s: tensor<f64>, %v: tensor<3xf16>)
    -> (tensor<2x4x3xi8>, tensor<2x3xf64>, tensor<3x2xf16>, tensor<i32>,
        tensor<i32>) {
  %0 = hlo.broadcast %b, dimensions = [2, 0] : (tensor<3x2xi8>) -> tensor<2x4x3xi8>
  %1 = hlo.broadcast %s, dimensions = [] : (tensor<f64>) -> tensor<2x3xf64>
  %2 = hlo.broadcast %v, dimensions = [0] : (tensor<3xf16>) -> tensor<3x2xf16>
  %3 = hlo.get_dimension_size %0, dimension = 1 : tensor<2x4x3xi8>
  %4 = hlo.get_dimension_size %b, dimension = 0 : tensor<3x2xi8>
  return %0, %1, %2, %3, %4 : tensor<2x4x3xi8>, tensor<2x3xf64>,
      tensor<3x2xf16>, tensor<i32>, tensor<i32>
}

// RUN: xhlo-run %s --entry=slice --arg=%t/slice/p.npy --arg=%t/slice/c.npy \
// RUN:   --arg=%t/slice/l.npy --out=%t/slice.out --expect=%t/slice/0.npy \
// RUN:   --expect=%t/slice/1.npy --expect=%t/slice/2.npy \
// RUN:   --expect=%t/slice/3.npy --expect=%t/slice/4.npy --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/slice.out %t/slice
func.func @slice(%p: tensor<5x7xi1>, %c: tensor<6xcomplex<f32>>,
                 %l: tensor<4x9xi64>)
    -> (tensor<2x3xi1>, tensor<1xcomplex<f32>>, tensor<4x2xi64>,
        tensor<1x1xi64>, tensor<0x7xi1>) {
  %0 = hlo.slice %p, slice = [1:5:2, 0:7:3] : (tensor<5x7xi1>) -> tensor<2x3xi1>
  %1 = hlo.slice %c, slice = [5:6] : (tensor<6xcomplex<f32>>) -> tensor<1xcomplex<f32>>
  %2 = hlo.slice %l, slice = [0:4, 2:9:4] : (tensor<4x9xi64>) -> tensor<4x2xi64>
  %3 = hlo.slice %l, slice = [3:4, 8:9] : (tensor<4x9xi64>) -> tensor<1x1xi64>
  %4 = hlo.slice %p, slice = [2:2, 0:7] : (tensor<5x7xi1>) -> tensor<0x7xi1>
  return %0, %1, %2, %3, %4 : tensor<2x3xi1>, tensor<1xcomplex<f32>>,
      tensor<4x2xi64>, tensor<1x1xi64>, tensor<0x7xi1>
}

// RUN: xhlo-run %s --entry=concatenate --arg=%t/concatenate/a.npy \
// RUN:   --arg=%t/concatenate/b.npy --arg=%t/concatenate/c.npy \
// RUN:   --arg=%t/concatenate/p.npy --arg=%t/concatenate/q.npy \
// RUN:   --expect=%t/concatenate/0.npy --expect=%t/concatenate/1.npy \
// RUN:   --rtol=0 --atol=0
func.func @concatenate(%a: tensor<2x3xui16>, %b: tensor<2x1xui16>,
                       %c: tensor<2x4xui16>, %p: tensor<1x3xi1>,
                       %q: tensor<2x3xi1>) -> (tensor<2x8xui16>, tensor<4x3xi1>) {
  %0 = hlo.concatenate %a, %b, %c, dimension = 1 : (tensor<2x3xui16>, tensor<2x1xui16>, tensor<2x4xui16>) -> tensor<2x8xui16>
  %1 = hlo.concatenate %p, %q, %p, dimension = 0 : (tensor<1x3xi1>, tensor<2x3xi1>, tensor<1x3xi1>) -> tensor<4x3xi1>
  return %0, %1 : tensor<2x8xui16>, tensor<4x3xi1>
}

// bf16 travels as f32 (numpy has no bfloat16); the conversions are exact.
// RUN: xhlo-run %s --entry=reverse --arg=%t/reverse/x.npy \
// RUN:   --arg=%t/reverse/c.npy --expect=%t/reverse/0.npy \
// RUN:   --expect=%t/reverse/1.npy --expect=%t/reverse/2.npy --rtol=0 --atol=0
func.func @reverse(%x: tensor<3x2x4xf32>, %c: tensor<3x2xcomplex<f64>>)
    -> (tensor<3x2x4xf32>, tensor<3x2xcomplex<f64>>, tensor<3x2x4xf32>) {
  %b = hlo.convert %x : (tensor<3x2x4xf32>) -> tensor<3x2x4xbf16>
  %r = hlo.reverse %b, dimensions = [0, 2] : tensor<3x2x4xbf16>
  %0 = hlo.convert %r : (tensor<3x2x4xbf16>) -> tensor<3x2x4xf32>
  %1 = hlo.reverse %c, dimensions = [0] : tensor<3x2xcomplex<f64>>
  %2 = hlo.reverse %x, dimensions = [] : tensor<3x2x4xf32>
  return %0, %1, %2 : tensor<3x2x4xf32>, tensor<3x2xcomplex<f64>>,
      tensor<3x2x4xf32>
}

// Interior padding goes between elements before the edge padding, which
// may be negative (removing elements).
// RUN: xhlo-run %s --entry=pad --arg=%t/pad/x.npy --arg=%t/pad/k.npy \
// RUN:   --arg=%t/pad/z.npy --expect=%t/pad/0.npy --expect=%t/pad/1.npy \
// RUN:   --expect=%t/pad/2.npy --expect=%t/pad/3.npy --expect=%t/pad/4.npy \
// RUN:   --rtol=0 --atol=0
func.func @pad(%x: tensor<3x4xf32>, %k: tensor<4xi32>,
               %z: tensor<2x2xcomplex<f64>>)
    -> (tensor<7x8xf32>, tensor<8xi32>, tensor<3x3xcomplex<f64>>,
        tensor<0xi32>, tensor<5x4xf32>) {
  %m1 = hlo.constant dense<-1.0> : tensor<f32>
  %seven = hlo.constant dense<7> : tensor<i32>
  %c = hlo.constant dense<(1.0, 2.0)> : tensor<complex<f64>>
  %0 = hlo.pad %x, %m1, low = [1, -1], high = [-1, 2], interior = [2, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<7x8xf32>
  %1 = hlo.pad %k, %seven, low = [-3], high = [-2], interior = [3] : (tensor<4xi32>, tensor<i32>) -> tensor<8xi32>
  %2 = hlo.pad %z, %c, low = [0, 1], high = [1, 0] : (tensor<2x2xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
  %3 = hlo.pad %k, %seven, low = [-4], high = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<0xi32>
  %4 = hlo.pad %x, %m1, low = [0, 0], high = [0, 0], interior = [1, 0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<5x4xf32>
  return %0, %1, %2, %3, %4 : tensor<7x8xf32>, tensor<8xi32>,
      tensor<3x3xcomplex<f64>>, tensor<0xi32>, tensor<5x4xf32>
}

// RUN: xhlo-run %s --entry=iota --out=%t/iota.out --expect=%t/iota/0.npy \
// RUN:   --expect=%t/iota/1.npy --expect=%t/iota/2.npy \
// RUN:   --expect=%t/iota/3.npy --expect=%t/iota/4.npy \
// RUN:   --expect=%t/iota/5.npy --expect=%t/iota/6.npy \
// RUN:   --expect=%t/iota/7.npy --expect=%t/iota/8.npy \
// RUN:   --expect=%t/iota/9.npy --rtol=0 --atol=0
// RUN: %python %S/Inputs/check_exact.py %t/iota.out %t/iota
func.func @iota() -> (tensor<3x4xi32>, tensor<5xf16>, tensor<2x3xf32>,
                      tensor<300xui8>, tensor<2x2xcomplex<f32>>,
                      tensor<2x2x2xi64>, tensor<4xf64>, tensor<3xui64>,
                      tensor<3xi8>, tensor<2xui32>) {
  %0 = hlo.iota iota_dimension = 1 : tensor<3x4xi32>
  %1 = hlo.iota iota_dimension = 0 : tensor<5xf16>
  %b = hlo.iota iota_dimension = 0 : tensor<2x3xbf16>
  %2 = hlo.convert %b : (tensor<2x3xbf16>) -> tensor<2x3xf32>
  %3 = hlo.iota iota_dimension = 0 : tensor<300xui8>
  %4 = hlo.iota iota_dimension = 1 : tensor<2x2xcomplex<f32>>
  %5 = hlo.iota iota_dimension = 2 : tensor<2x2x2xi64>
  %6 = hlo.iota iota_dimension = 0 : tensor<4xf64>
  %7 = hlo.iota iota_dimension = 0 : tensor<3xui64>
  %8 = hlo.iota iota_dimension = 0 : tensor<3xi8>
  %9 = hlo.iota iota_dimension = 0 : tensor<2xui32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<3x4xi32>,
      tensor<5xf16>, tensor<2x3xf32>, tensor<300xui8>,
      tensor<2x2xcomplex<f32>>, tensor<2x2x2xi64>, tensor<4xf64>,
      tensor<3xui64>, tensor<3xi8>, tensor<2xui32>
}

// Start indices clamp into [0, dim - size]: (-3, 2) -> (0, 2), (4, 10) ->
// (3, 3), a ui8 250 -> 3, s64 -2^40 and 2^40 -> 0 and 3.
// RUN: xhlo-run %s --entry=dynamic_slice_s32 --arg=%t/dynamic_slice/x.npy --arg=%t/dynamic_slice/i0.npy --arg=%t/dynamic_slice/j0.npy --expect=%t/dynamic_slice/r0.npy --rtol=0 --atol=0
// RUN: xhlo-run %s --entry=dynamic_slice_s32 --arg=%t/dynamic_slice/x.npy --arg=%t/dynamic_slice/i1.npy --arg=%t/dynamic_slice/j1.npy --expect=%t/dynamic_slice/r1.npy --rtol=0 --atol=0
// RUN: xhlo-run %s --entry=dynamic_slice_s32 --arg=%t/dynamic_slice/x.npy --arg=%t/dynamic_slice/i2.npy --arg=%t/dynamic_slice/j2.npy --expect=%t/dynamic_slice/r2.npy --rtol=0 --atol=0
// RUN: xhlo-run %s --entry=dynamic_slice_u8 --arg=%t/dynamic_slice/x.npy --arg=%t/dynamic_slice/i3.npy --arg=%t/dynamic_slice/j3.npy --expect=%t/dynamic_slice/r3.npy --rtol=0 --atol=0
// RUN: xhlo-run %s --entry=dynamic_slice_s64 --arg=%t/dynamic_slice/x.npy --arg=%t/dynamic_slice/i4.npy --arg=%t/dynamic_slice/j4.npy --expect=%t/dynamic_slice/r4.npy --rtol=0 --atol=0
// RUN: xhlo-run %s --entry=dynamic_slice_s16 --arg=%t/dynamic_slice/x.npy --arg=%t/dynamic_slice/i5.npy --arg=%t/dynamic_slice/j5.npy --expect=%t/dynamic_slice/r5.npy --rtol=0 --atol=0
func.func @dynamic_slice_s32(%x: tensor<5x6xf16>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<2x3xf16> {
  %r = hlo.dynamic_slice %x[%i, %j] dynamic_slice_sizes = [2, 3] : tensor<5x6xf16>, tensor<i32>
  return %r : tensor<2x3xf16>
}
func.func @dynamic_slice_u8(%x: tensor<5x6xf16>, %i: tensor<ui8>, %j: tensor<ui8>) -> tensor<2x3xf16> {
  %r = hlo.dynamic_slice %x[%i, %j] dynamic_slice_sizes = [2, 3] : tensor<5x6xf16>, tensor<ui8>
  return %r : tensor<2x3xf16>
}
func.func @dynamic_slice_s64(%x: tensor<5x6xf16>, %i: tensor<i64>, %j: tensor<i64>) -> tensor<2x3xf16> {
  %r = hlo.dynamic_slice %x[%i, %j] dynamic_slice_sizes = [2, 3] : tensor<5x6xf16>, tensor<i64>
  return %r : tensor<2x3xf16>
}
func.func @dynamic_slice_s16(%x: tensor<5x6xf16>, %i: tensor<i16>, %j: tensor<i16>) -> tensor<2x3xf16> {
  %r = hlo.dynamic_slice %x[%i, %j] dynamic_slice_sizes = [2, 3] : tensor<5x6xf16>, tensor<i16>
  return %r : tensor<2x3xf16>
}

// The update lands at the clamped start: (-1, 4) -> (0, 2), (9, -9) -> (2, 0)
// for the f64 operand ((1, 0) for the pred one).
// RUN: xhlo-run %s --entry=dynamic_update_slice_s32 --arg=%t/dynamic_update_slice/x.npy --arg=%t/dynamic_update_slice/u.npy --arg=%t/dynamic_update_slice/p.npy --arg=%t/dynamic_update_slice/q.npy --arg=%t/dynamic_update_slice/i0.npy --arg=%t/dynamic_update_slice/j0.npy --expect=%t/dynamic_update_slice/r0.npy --expect=%t/dynamic_update_slice/s0.npy --rtol=0 --atol=0
// RUN: xhlo-run %s --entry=dynamic_update_slice_s32 --arg=%t/dynamic_update_slice/x.npy --arg=%t/dynamic_update_slice/u.npy --arg=%t/dynamic_update_slice/p.npy --arg=%t/dynamic_update_slice/q.npy --arg=%t/dynamic_update_slice/i1.npy --arg=%t/dynamic_update_slice/j1.npy --expect=%t/dynamic_update_slice/r1.npy --expect=%t/dynamic_update_slice/s1.npy --rtol=0 --atol=0
// RUN: xhlo-run %s --entry=dynamic_update_slice_s16 --arg=%t/dynamic_update_slice/x.npy --arg=%t/dynamic_update_slice/u.npy --arg=%t/dynamic_update_slice/p.npy --arg=%t/dynamic_update_slice/q.npy --arg=%t/dynamic_update_slice/i2.npy --arg=%t/dynamic_update_slice/j2.npy --expect=%t/dynamic_update_slice/r2.npy --expect=%t/dynamic_update_slice/s2.npy --rtol=0 --atol=0
// RUN: xhlo-run %s --entry=dynamic_update_slice_u16 --arg=%t/dynamic_update_slice/x.npy --arg=%t/dynamic_update_slice/u.npy --arg=%t/dynamic_update_slice/p.npy --arg=%t/dynamic_update_slice/q.npy --arg=%t/dynamic_update_slice/i3.npy --arg=%t/dynamic_update_slice/j3.npy --expect=%t/dynamic_update_slice/r3.npy --expect=%t/dynamic_update_slice/s3.npy --rtol=0 --atol=0
func.func @dynamic_update_slice_s32(%x: tensor<4x5xf64>, %u: tensor<2x3xf64>, %p: tensor<3x4xi1>, %q: tensor<2x2xi1>, %i: tensor<i32>, %j: tensor<i32>) -> (tensor<4x5xf64>, tensor<3x4xi1>) {
  %r = hlo.dynamic_update_slice %x[%i, %j], %u : tensor<4x5xf64>, tensor<2x3xf64>, tensor<i32>
  %s = hlo.dynamic_update_slice %p[%i, %j], %q : tensor<3x4xi1>, tensor<2x2xi1>, tensor<i32>
  return %r, %s : tensor<4x5xf64>, tensor<3x4xi1>
}
func.func @dynamic_update_slice_s16(%x: tensor<4x5xf64>, %u: tensor<2x3xf64>, %p: tensor<3x4xi1>, %q: tensor<2x2xi1>, %i: tensor<i16>, %j: tensor<i16>) -> (tensor<4x5xf64>, tensor<3x4xi1>) {
  %r = hlo.dynamic_update_slice %x[%i, %j], %u : tensor<4x5xf64>, tensor<2x3xf64>, tensor<i16>
  %s = hlo.dynamic_update_slice %p[%i, %j], %q : tensor<3x4xi1>, tensor<2x2xi1>, tensor<i16>
  return %r, %s : tensor<4x5xf64>, tensor<3x4xi1>
}
func.func @dynamic_update_slice_u16(%x: tensor<4x5xf64>, %u: tensor<2x3xf64>, %p: tensor<3x4xi1>, %q: tensor<2x2xi1>, %i: tensor<ui16>, %j: tensor<ui16>) -> (tensor<4x5xf64>, tensor<3x4xi1>) {
  %r = hlo.dynamic_update_slice %x[%i, %j], %u : tensor<4x5xf64>, tensor<2x3xf64>, tensor<ui16>
  %s = hlo.dynamic_update_slice %p[%i, %j], %q : tensor<3x4xi1>, tensor<2x2xi1>, tensor<ui16>
  return %r, %s : tensor<4x5xf64>, tensor<3x4xi1>
}

// gather: 0: rows of a matrix (implicit index_vector_dim, indices 7 and -2
// clamped); 1: index_vector_dim in the middle, start_index_map reversed,
// offset dimensions interleaved with batch dimensions, a collapsed
// dimension; 2: index_vector_dim 0 with ui8 indices, nothing collapsed;
// 3: a leading batching dimension (c64, s64 indices); 4: a batching
// dimension in the middle of the operand and of the indices; 5: point
// gathers (every slice dimension collapsed).
// RUN: xhlo-run %s --entry=gather --arg=%t/gather/o1.npy \
// RUN:   --arg=%t/gather/i1.npy --arg=%t/gather/o2.npy \
// RUN:   --arg=%t/gather/i2.npy --arg=%t/gather/o3.npy \
// RUN:   --arg=%t/gather/i3.npy --arg=%t/gather/o4.npy \
// RUN:   --arg=%t/gather/i4.npy --arg=%t/gather/o5.npy \
// RUN:   --arg=%t/gather/i5.npy --arg=%t/gather/o6.npy \
// RUN:   --arg=%t/gather/i6.npy --expect=%t/gather/0.npy \
// RUN:   --expect=%t/gather/1.npy --expect=%t/gather/2.npy \
// RUN:   --expect=%t/gather/3.npy --expect=%t/gather/4.npy \
// RUN:   --expect=%t/gather/5.npy --rtol=0 --atol=0
func.func @gather(%o1: tensor<5x4xf32>, %i1: tensor<3xi32>,
                  %o2: tensor<3x4x5xi16>, %i2: tensor<4x2x3xi32>,
                  %o3: tensor<6x7xf64>, %i3: tensor<2x5xui8>,
                  %o4: tensor<2x5x4xcomplex<f32>>, %i4: tensor<2x3x1xi64>,
                  %o5: tensor<5x3x4xi8>, %i5: tensor<2x3x1xi32>,
                  %o6: tensor<4x4xf16>, %i6: tensor<3x2xi32>)
    -> (tensor<3x4xf32>, tensor<4x2x3x3xi16>, tensor<5x2x3xf64>,
        tensor<2x3x4xcomplex<f32>>, tensor<2x3x2xi8>, tensor<3xf16>) {
  %0 = hlo.gather %o1[%i1] dimension_numbers = <offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1> slice_sizes = [1, 4] : tensor<5x4xf32>, tensor<3xi32>
  %1 = hlo.gather %o2[%i2] dimension_numbers = <offset_dims = [1, 3], collapsed_slice_dims = [1], start_index_map = [2, 0], index_vector_dim = 1> slice_sizes = [2, 1, 3] : tensor<3x4x5xi16>, tensor<4x2x3xi32>
  %2 = hlo.gather %o3[%i3] dimension_numbers = <offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 0> slice_sizes = [2, 3] : tensor<6x7xf64>, tensor<2x5xui8>
  %3 = hlo.gather %o4[%i4] dimension_numbers = <offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2> slice_sizes = [1, 1, 4] : tensor<2x5x4xcomplex<f32>>, tensor<2x3x1xi64>
  %4 = hlo.gather %o5[%i5] dimension_numbers = <offset_dims = [2], collapsed_slice_dims = [0], operand_batching_dims = [1], start_indices_batching_dims = [1], start_index_map = [0], index_vector_dim = 2> slice_sizes = [1, 1, 2] : tensor<5x3x4xi8>, tensor<2x3x1xi32>
  %5 = hlo.gather %o6[%i6] dimension_numbers = <collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1> slice_sizes = [1, 1] : tensor<4x4xf16>, tensor<3x2xi32>
  return %0, %1, %2, %3, %4, %5 : tensor<3x4xf32>, tensor<4x2x3x3xi16>,
      tensor<5x2x3xf64>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x2xi8>,
      tensor<3xf16>
}

// scatter: 0: rows replaced (duplicate indices: the later update wins;
// indices 5 and -1 skipped); 1: index_vector_dim 0, start_index_map
// reversed, 2x2 windows added (a window reaching past the edge is skipped
// whole); 2: scalar updates multiplied in (every window dimension
// inserted); 3: a batching dimension; 4: the window dimension first in the
// updates, ui32 indices, a maximum combiner.
// RUN: xhlo-run %s --entry=scatter --arg=%t/scatter/o1.npy \
// RUN:   --arg=%t/scatter/i1.npy --arg=%t/scatter/u1.npy \
// RUN:   --arg=%t/scatter/o2.npy --arg=%t/scatter/i2.npy \
// RUN:   --arg=%t/scatter/u2.npy --arg=%t/scatter/o3.npy \
// RUN:   --arg=%t/scatter/i3.npy --arg=%t/scatter/u3.npy \
// RUN:   --arg=%t/scatter/o4.npy --arg=%t/scatter/i4.npy \
// RUN:   --arg=%t/scatter/u4.npy --arg=%t/scatter/o5.npy \
// RUN:   --arg=%t/scatter/i5.npy --arg=%t/scatter/u5.npy \
// RUN:   --expect=%t/scatter/0.npy --expect=%t/scatter/1.npy \
// RUN:   --expect=%t/scatter/2.npy --expect=%t/scatter/3.npy \
// RUN:   --expect=%t/scatter/4.npy --rtol=0 --atol=0
func.func @scatter(%o1: tensor<5x3xf32>, %i1: tensor<6x1xi32>, %u1: tensor<6x3xf32>,
                   %o2: tensor<4x6xi32>, %i2: tensor<2x3xi32>, %u2: tensor<3x2x2xi32>,
                   %o3: tensor<3x4xf64>, %i3: tensor<5x2xi64>, %u3: tensor<5xf64>,
                   %o4: tensor<2x5x4xf32>, %i4: tensor<2x3x1xi32>, %u4: tensor<2x3x2xf32>,
                   %o5: tensor<4x5xui8>, %i5: tensor<3xui32>, %u5: tensor<2x3xui8>)
    -> (tensor<5x3xf32>, tensor<4x6xi32>, tensor<3x4xf64>, tensor<2x5x4xf32>,
        tensor<4x5xui8>) {
  %0 = hlo.scatter(%o1)[%i1](%u1) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<5x3xf32>, tensor<6x1xi32>, tensor<6x3xf32> {
  ^bb0(%old: tensor<f32>, %new: tensor<f32>):
    hlo.return %new : tensor<f32>
  }
  %1 = hlo.scatter(%o2)[%i2](%u2) scatter_dimension_numbers = <update_window_dims = [1, 2], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 0> : tensor<4x6xi32>, tensor<2x3xi32>, tensor<3x2x2xi32> {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = hlo.add %a, %b : tensor<i32>
    hlo.return %s : tensor<i32>
  }
  %2 = hlo.scatter(%o3)[%i3](%u3) scatter_dimension_numbers = <inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1> : tensor<3x4xf64>, tensor<5x2xi64>, tensor<5xf64> {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %m = hlo.multiply %a, %b : tensor<f64>
    hlo.return %m : tensor<f64>
  }
  %3 = hlo.scatter(%o4)[%i4](%u4) scatter_dimension_numbers = <update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2> : tensor<2x5x4xf32>, tensor<2x3x1xi32>, tensor<2x3x2xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %4 = hlo.scatter(%o5)[%i5](%u5) scatter_dimension_numbers = <update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<4x5xui8>, tensor<3xui32>, tensor<2x3xui8> {
  ^bb0(%a: tensor<ui8>, %b: tensor<ui8>):
    %m = hlo.maximum %a, %b : tensor<ui8>
    hlo.return %m : tensor<ui8>
  }
  return %0, %1, %2, %3, %4 : tensor<5x3xf32>, tensor<4x6xi32>,
      tensor<3x4xf64>, tensor<2x5x4xf32>, tensor<4x5xui8>
}

// sort: 0-1: f32 keys in XLA's total order (-NaN < -inf < ... < -0 < +0 <
// ... < inf < NaN) carrying s32 values, stable among equal keys; 2-3: s16
// keys descending along dimension 0 carrying f16 values; 4-6: three
// operands along the middle dimension, ui64 ascending then pred descending,
// stable; 7: descending without is_stable (distinct keys).
// RUN: xhlo-run %s --entry=sort --arg=%t/sort/k.npy --arg=%t/sort/v.npy \
// RUN:   --arg=%t/sort/k2.npy --arg=%t/sort/v2.npy --arg=%t/sort/a3.npy \
// RUN:   --arg=%t/sort/b3.npy --arg=%t/sort/c3.npy --expect=%t/sort/0.npy \
// RUN:   --expect=%t/sort/1.npy --expect=%t/sort/2.npy \
// RUN:   --expect=%t/sort/3.npy --expect=%t/sort/4.npy \
// RUN:   --expect=%t/sort/5.npy --expect=%t/sort/6.npy \
// RUN:   --expect=%t/sort/7.npy --rtol=0 --atol=0
func.func @sort(%k: tensor<16xf32>, %v: tensor<16xi32>, %k2: tensor<6x3xi16>,
                %v2: tensor<6x3xf16>, %a3: tensor<2x8x2xui64>,
                %b3: tensor<2x8x2xi1>, %c3: tensor<2x8x2xf64>)
    -> (tensor<16xf32>, tensor<16xi32>, tensor<6x3xi16>, tensor<6x3xf16>,
        tensor<2x8x2xui64>, tensor<2x8x2xi1>, tensor<2x8x2xf64>,
        tensor<16xi32>) {
  %0:2 = hlo.sort(%k, %v) dimension = 0 is_stable : (tensor<16xf32>, tensor<16xi32>) -> (tensor<16xf32>, tensor<16xi32>) {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = hlo.compare LT, %a, %b, TOTALORDER : tensor<f32>
    hlo.return %lt : tensor<i1>
  }
  %1:2 = hlo.sort(%k2, %v2) dimension = 0 is_stable : (tensor<6x3xi16>, tensor<6x3xf16>) -> (tensor<6x3xi16>, tensor<6x3xf16>) {
  ^bb0(%a: tensor<i16>, %b: tensor<i16>, %c: tensor<f16>, %d: tensor<f16>):
    %gt = hlo.compare GT, %a, %b : tensor<i16>
    hlo.return %gt : tensor<i1>
  }
  %2:3 = hlo.sort(%a3, %b3, %c3) dimension = 1 is_stable : (tensor<2x8x2xui64>, tensor<2x8x2xi1>, tensor<2x8x2xf64>) -> (tensor<2x8x2xui64>, tensor<2x8x2xi1>, tensor<2x8x2xf64>) {
  ^bb0(%a: tensor<ui64>, %b: tensor<ui64>, %c: tensor<i1>, %d: tensor<i1>, %e: tensor<f64>, %f: tensor<f64>):
    %lt = hlo.compare LT, %a, %b : tensor<ui64>
    %eq = hlo.compare EQ, %a, %b : tensor<ui64>
    %gt = hlo.compare GT, %c, %d : tensor<i1>
    %tie = hlo.and %eq, %gt : tensor<i1>
    %less = hlo.or %lt, %tie : tensor<i1>
    hlo.return %less : tensor<i1>
  }
  %3 = hlo.sort(%v) dimension = 0 : (tensor<16xi32>) -> tensor<16xi32> {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %gt = hlo.compare GT, %a, %b : tensor<i32>
    hlo.return %gt : tensor<i1>
  }
  return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1, %2#2, %3 : tensor<16xf32>,
      tensor<16xi32>, tensor<6x3xi16>, tensor<6x3xf16>, tensor<2x8x2xui64>,
      tensor<2x8x2xi1>, tensor<2x8x2xf64>, tensor<16xi32>
}
