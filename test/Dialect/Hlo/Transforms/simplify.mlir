// hlo-simplify applies XLA's algebraic simplifications (the ops' folders and
// canonicalization patterns, and the rules of HloSimplifyPatterns.cpp) and
// removes the ops left dead; results never change (float x * 0 stays).
// RUN: xhlo-opt --hlo-simplify -split-input-file %s | FileCheck %s

// x + 0, 0 + x, x - 0 with zeros of either sign, splat or broadcast.
// CHECK-LABEL: func.func @add_zero
// CHECK-SAME: (%[[X:.*]]: tensor<4x3xf32>, %[[C:.*]]: tensor<2xcomplex<f32>>)
// CHECK-NOT: hlo.add
// CHECK-NOT: hlo.subtract
// CHECK-NOT: hlo.broadcast
// CHECK: return %[[X]], %[[X]], %[[X]], %[[X]], %[[C]]
func.func @add_zero(%x: tensor<4x3xf32>, %c: tensor<2xcomplex<f32>>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<2xcomplex<f32>>) {
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %negzero = hlo.constant dense<-0.0> : tensor<4x3xf32>
  %zeros = hlo.constant dense<0.0> : tensor<4x3xf32>
  %czero = hlo.constant dense<(0.0, 0.0)> : tensor<2xcomplex<f32>>
  %b = hlo.broadcast %zero, dimensions = [] : (tensor<f32>) -> tensor<4x3xf32>
  %0 = hlo.add %x, %b : tensor<4x3xf32>
  %1 = hlo.add %b, %0 : tensor<4x3xf32>
  %2 = hlo.subtract %1, %negzero : tensor<4x3xf32>
  %3 = hlo.add %negzero, %2 : tensor<4x3xf32>
  %4 = hlo.add %zeros, %x : tensor<4x3xf32>
  %5 = hlo.subtract %x, %b : tensor<4x3xf32>
  %6 = hlo.add %c, %czero : tensor<2xcomplex<f32>>
  return %3, %4, %5, %x, %6 : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<2xcomplex<f32>>
}

// -----

// 0 - x is not x.
// CHECK-LABEL: func.func @zero_minus_x
// CHECK: %[[R:.*]] = hlo.subtract
// CHECK: return %[[R]]
func.func @zero_minus_x(%x: tensor<4xf32>) -> tensor<4xf32> {
  %zero = hlo.constant dense<0.0> : tensor<4xf32>
  %0 = hlo.subtract %zero, %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// x * 1, 1 * x (also a broadcast one), x / 1; pred x * true.
// CHECK-LABEL: func.func @multiply_one
// CHECK-SAME: (%[[X:.*]]: tensor<4x3xf32>, %[[I:.*]]: tensor<4xi32>, %[[P:.*]]: tensor<4xi1>)
// CHECK-NOT: hlo.multiply
// CHECK-NOT: hlo.divide
// CHECK: return %[[X]], %[[X]], %[[I]], %[[P]]
func.func @multiply_one(%x: tensor<4x3xf32>, %i: tensor<4xi32>, %p: tensor<4xi1>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4xi32>, tensor<4xi1>) {
  %one = hlo.constant dense<1.0> : tensor<f32>
  %ones = hlo.broadcast %one, dimensions = [] : (tensor<f32>) -> tensor<4x3xf32>
  %ione = hlo.constant dense<1> : tensor<4xi32>
  %t = hlo.constant dense<true> : tensor<4xi1>
  %0 = hlo.multiply %x, %ones : tensor<4x3xf32>
  %1 = hlo.multiply %ones, %0 : tensor<4x3xf32>
  %2 = hlo.divide %x, %ones : tensor<4x3xf32>
  %3 = hlo.divide %i, %ione : tensor<4xi32>
  %4 = hlo.multiply %t, %p : tensor<4xi1>
  return %1, %2, %3, %4 : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4xi32>, tensor<4xi1>
}

// -----

// Float x * 0 is not 0 (NaN and infinities); 1 / x is not x; complex
// x * 1 is kept ((inf + 0i) * (1 + 0i) has a NaN part).
// CHECK-LABEL: func.func @multiply_kept
// CHECK: hlo.multiply
// CHECK: hlo.divide
// CHECK: hlo.multiply
func.func @multiply_kept(%x: tensor<4xf32>, %c: tensor<2xcomplex<f32>>) -> (tensor<4xf32>, tensor<4xf32>, tensor<2xcomplex<f32>>) {
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %zeros = hlo.broadcast %zero, dimensions = [] : (tensor<f32>) -> tensor<4xf32>
  %one = hlo.constant dense<1.0> : tensor<4xf32>
  %cone = hlo.constant dense<(1.0, 0.0)> : tensor<2xcomplex<f32>>
  %0 = hlo.multiply %x, %zeros : tensor<4xf32>
  %1 = hlo.divide %one, %x : tensor<4xf32>
  %2 = hlo.multiply %c, %cone : tensor<2xcomplex<f32>>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<2xcomplex<f32>>
}

// -----

// negate(negate(x)) is x.
// CHECK-LABEL: func.func @negate_negate
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[X]]
func.func @negate_negate(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.negate %x : tensor<4xf32>
  %1 = hlo.negate %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// convert to the same type is nothing; a convert pair through a wider type
// is nothing; through a narrower one it stays.
// CHECK-LABEL: func.func @converts
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[H:.*]]: tensor<4xbf16>, %[[I:.*]]: tensor<4xi8>)
// CHECK: %[[DOWN:.*]] = hlo.convert %[[X]] : (tensor<4xf32>) -> tensor<4xbf16>
// CHECK: %[[UP:.*]] = hlo.convert %[[DOWN]] : (tensor<4xbf16>) -> tensor<4xf32>
// CHECK: return %[[X]], %[[H]], %[[I]], %[[UP]]
func.func @converts(%x: tensor<4xf32>, %h: tensor<4xbf16>, %i: tensor<4xi8>) -> (tensor<4xf32>, tensor<4xbf16>, tensor<4xi8>, tensor<4xf32>) {
  %0 = hlo.convert %x : (tensor<4xf32>) -> tensor<4xf32>
  %1 = hlo.convert %h : (tensor<4xbf16>) -> tensor<4xf32>
  %2 = hlo.convert %1 : (tensor<4xf32>) -> tensor<4xbf16>
  %3 = hlo.convert %i : (tensor<4xi8>) -> tensor<4xf32>
  %4 = hlo.convert %3 : (tensor<4xf32>) -> tensor<4xi8>
  %5 = hlo.convert %x : (tensor<4xf32>) -> tensor<4xbf16>
  %6 = hlo.convert %5 : (tensor<4xbf16>) -> tensor<4xf32>
  return %0, %2, %4, %6 : tensor<4xf32>, tensor<4xbf16>, tensor<4xi8>, tensor<4xf32>
}

// -----

// transpose(transpose(x)) composes (to nothing here, or one transpose); an
// identity transpose is nothing.
// CHECK-LABEL: func.func @transposes
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>)
// CHECK: %[[T:.*]] = hlo.transpose %[[X]], dimensions = [2, 0, 1]
// CHECK-NOT: hlo.transpose
// CHECK: return %[[X]], %[[T]], %[[X]]
func.func @transposes(%x: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<4x2x3xf32>, tensor<2x3x4xf32>) {
  %0 = hlo.transpose %x, dimensions = [1, 0, 2] : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
  %1 = hlo.transpose %0, dimensions = [1, 0, 2] : (tensor<3x2x4xf32>) -> tensor<2x3x4xf32>
  %2 = hlo.transpose %0, dimensions = [2, 1, 0] : (tensor<3x2x4xf32>) -> tensor<4x2x3xf32>
  %3 = hlo.transpose %x, dimensions = [0, 1, 2] : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %1, %2, %3 : tensor<2x3x4xf32>, tensor<4x2x3xf32>, tensor<2x3x4xf32>
}

// -----

// A transpose that only moves dimensions of size 1 is a reshape.
// CHECK-LABEL: func.func @transpose_degenerate
// CHECK-SAME: (%[[X:.*]]: tensor<1x3x1x4xf32>)
// CHECK: %[[R:.*]] = hlo.reshape %[[X]] : (tensor<1x3x1x4xf32>) -> tensor<3x1x4x1xf32>
// CHECK: %[[T:.*]] = hlo.transpose %[[X]], dimensions = [3, 1, 0, 2]
// CHECK: return %[[R]], %[[T]]
func.func @transpose_degenerate(%x: tensor<1x3x1x4xf32>) -> (tensor<3x1x4x1xf32>, tensor<4x3x1x1xf32>) {
  %0 = hlo.transpose %x, dimensions = [1, 2, 3, 0] : (tensor<1x3x1x4xf32>) -> tensor<3x1x4x1xf32>
  %1 = hlo.transpose %x, dimensions = [3, 1, 0, 2] : (tensor<1x3x1x4xf32>) -> tensor<4x3x1x1xf32>
  return %0, %1 : tensor<3x1x4x1xf32>, tensor<4x3x1x1xf32>
}

// -----

// reshape(reshape(x)) is one reshape; a reshape to the same type is nothing.
// CHECK-LABEL: func.func @reshapes
// CHECK-SAME: (%[[X:.*]]: tensor<2x6xf32>)
// CHECK: %[[R:.*]] = hlo.reshape %[[X]] : (tensor<2x6xf32>) -> tensor<3x4xf32>
// CHECK-NOT: hlo.reshape
// CHECK: return %[[R]], %[[X]]
func.func @reshapes(%x: tensor<2x6xf32>) -> (tensor<3x4xf32>, tensor<2x6xf32>) {
  %0 = hlo.reshape %x : (tensor<2x6xf32>) -> tensor<12xf32>
  %1 = hlo.reshape %0 : (tensor<12xf32>) -> tensor<3x4xf32>
  %2 = hlo.reshape %x : (tensor<2x6xf32>) -> tensor<2x6xf32>
  return %1, %2 : tensor<3x4xf32>, tensor<2x6xf32>
}

// -----

// A reshape of a broadcast scalar is a broadcast.
// CHECK-LABEL: func.func @reshape_of_broadcast_scalar
// CHECK-SAME: (%[[S:.*]]: tensor<f32>)
// CHECK: %[[B:.*]] = hlo.broadcast %[[S]], dimensions = [] : (tensor<f32>) -> tensor<3x4xf32>
// CHECK-NOT: hlo.reshape
// CHECK: return %[[B]]
func.func @reshape_of_broadcast_scalar(%s: tensor<f32>) -> tensor<3x4xf32> {
  %0 = hlo.broadcast %s, dimensions = [] : (tensor<f32>) -> tensor<12xf32>
  %1 = hlo.reshape %0 : (tensor<12xf32>) -> tensor<3x4xf32>
  return %1 : tensor<3x4xf32>
}

// -----

// broadcast(broadcast(x)) is one broadcast; identity broadcast is nothing; a
// broadcast of a splat constant is a splat constant of any size.
// CHECK-LABEL: func.func @broadcasts
// CHECK-SAME: (%[[X:.*]]: tensor<3xf32>)
// CHECK-DAG: %[[C:.*]] = hlo.constant dense<2.500000e+00> : tensor<100x100xf32>
// CHECK-DAG: %[[B:.*]] = hlo.broadcast %[[X]], dimensions = [1] : (tensor<3xf32>) -> tensor<4x3x5xf32>
// CHECK-NOT: hlo.broadcast
// CHECK: return %[[B]], %[[X]], %[[C]]
func.func @broadcasts(%x: tensor<3xf32>) -> (tensor<4x3x5xf32>, tensor<3xf32>, tensor<100x100xf32>) {
  %0 = hlo.broadcast %x, dimensions = [0] : (tensor<3xf32>) -> tensor<3x5xf32>
  %1 = hlo.broadcast %0, dimensions = [1, 2] : (tensor<3x5xf32>) -> tensor<4x3x5xf32>
  %2 = hlo.broadcast %x, dimensions = [0] : (tensor<3xf32>) -> tensor<3xf32>
  %c = hlo.constant dense<2.5> : tensor<f32>
  %3 = hlo.broadcast %c, dimensions = [] : (tensor<f32>) -> tensor<100x100xf32>
  return %1, %2, %3 : tensor<4x3x5xf32>, tensor<3xf32>, tensor<100x100xf32>
}

// -----

// A slice of a pad: inside the operand, a slice of it; exactly the operand
// (interior padding stepped over), the operand; only padding, a broadcast of
// the padding value.
// CHECK-LABEL: func.func @slice_of_pad
// CHECK-SAME: (%[[X:.*]]: tensor<4x5xf32>, %[[V:.*]]: tensor<f32>)
// CHECK: %[[S:.*]] = hlo.slice %[[X]], slice = [1:3, 0:5:2] : (tensor<4x5xf32>) -> tensor<2x3xf32>
// CHECK: %[[B:.*]] = hlo.broadcast %[[V]], dimensions = [] : (tensor<f32>) -> tensor<2x2xf32>
// CHECK-NOT: hlo.pad
// CHECK: return %[[S]], %[[X]], %[[B]]
func.func @slice_of_pad(%x: tensor<4x5xf32>, %v: tensor<f32>) -> (tensor<2x3xf32>, tensor<4x5xf32>, tensor<2x2xf32>) {
  %p = hlo.pad %x, %v, low = [2, 1], high = [3, 0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<9x6xf32>
  %0 = hlo.slice %p, slice = [3:5, 1:6:2] : (tensor<9x6xf32>) -> tensor<2x3xf32>
  %q = hlo.pad %x, %v, low = [1, 0], high = [1, 2], interior = [1, 0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<9x7xf32>
  %1 = hlo.slice %q, slice = [1:8:2, 0:5] : (tensor<9x7xf32>) -> tensor<4x5xf32>
  %2 = hlo.slice %q, slice = [2:4, 5:7] : (tensor<9x7xf32>) -> tensor<2x2xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<4x5xf32>, tensor<2x2xf32>
}

// -----

// A slice partly in the padding keeps the pad; so does one inside the
// operand's range with interior padding.
// CHECK-LABEL: func.func @slice_of_pad_kept
// CHECK: %[[P:.*]] = hlo.pad
// CHECK: hlo.slice %[[P]], slice = [1:3, 0:5]
// CHECK: %[[Q:.*]] = hlo.pad
// CHECK: hlo.slice %[[Q]], slice = [1:4, 0:5]
func.func @slice_of_pad_kept(%x: tensor<4x5xf32>, %v: tensor<f32>) -> (tensor<2x5xf32>, tensor<3x5xf32>) {
  %p = hlo.pad %x, %v, low = [2, 0], high = [0, 0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<6x5xf32>
  %0 = hlo.slice %p, slice = [1:3, 0:5] : (tensor<6x5xf32>) -> tensor<2x5xf32>
  %q = hlo.pad %x, %v, low = [1, 0], high = [1, 0], interior = [1, 0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<9x5xf32>
  %1 = hlo.slice %q, slice = [1:4, 0:5] : (tensor<9x5xf32>) -> tensor<3x5xf32>
  return %0, %1 : tensor<2x5xf32>, tensor<3x5xf32>
}

// -----

// A slice of a slice is one slice (strides compose); a slice of the whole
// array is nothing.
// CHECK-LABEL: func.func @slice_of_slice
// CHECK-SAME: (%[[X:.*]]: tensor<20x8xf32>)
// CHECK: %[[S:.*]] = hlo.slice %[[X]], slice = [5:12:6, 1:5] : (tensor<20x8xf32>) -> tensor<2x4xf32>
// CHECK-NOT: hlo.slice
// CHECK: return %[[S]], %[[X]]
func.func @slice_of_slice(%x: tensor<20x8xf32>) -> (tensor<2x4xf32>, tensor<20x8xf32>) {
  %0 = hlo.slice %x, slice = [1:20:2, 1:8] : (tensor<20x8xf32>) -> tensor<10x7xf32>
  %1 = hlo.slice %0, slice = [2:8:3, 0:4] : (tensor<10x7xf32>) -> tensor<2x4xf32>
  %2 = hlo.slice %x, slice = [0:20, 0:8] : (tensor<20x8xf32>) -> tensor<20x8xf32>
  return %1, %2 : tensor<2x4xf32>, tensor<20x8xf32>
}

// -----

// A slice of a broadcast is a broadcast of a slice of its operand.
// CHECK-LABEL: func.func @slice_of_broadcast
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>)
// CHECK: %[[S:.*]] = hlo.slice %[[X]], slice = [1:4] : (tensor<6xf32>) -> tensor<3xf32>
// CHECK: %[[B:.*]] = hlo.broadcast %[[S]], dimensions = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK: %[[C:.*]] = hlo.broadcast %[[X]], dimensions = [1] : (tensor<6xf32>) -> tensor<2x6xf32>
// CHECK: return %[[B]], %[[C]]
func.func @slice_of_broadcast(%x: tensor<6xf32>) -> (tensor<2x3xf32>, tensor<2x6xf32>) {
  %b = hlo.broadcast %x, dimensions = [1] : (tensor<6xf32>) -> tensor<5x6xf32>
  %0 = hlo.slice %b, slice = [0:2, 1:4] : (tensor<5x6xf32>) -> tensor<2x3xf32>
  %1 = hlo.slice %b, slice = [3:5, 0:6] : (tensor<5x6xf32>) -> tensor<2x6xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<2x6xf32>
}

// -----

// A slice of a concatenate reads the operands it covers; a concatenate of
// one operand is it.
// CHECK-LABEL: func.func @slice_of_concatenate
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<4x3xf32>, %[[C:.*]]: tensor<1x3xf32>)
// CHECK: %[[S:.*]] = hlo.slice %[[B]], slice = [1:3, 0:2]
// CHECK: %[[BC:.*]] = hlo.concatenate %[[B]], %[[C]], dimension = 0
// CHECK: %[[T:.*]] = hlo.slice %[[BC]], slice = [3:5, 0:3]
// CHECK: return %[[S]], %[[B]], %[[T]], %[[A]]
func.func @slice_of_concatenate(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>, %c: tensor<1x3xf32>) -> (tensor<2x2xf32>, tensor<4x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %cat = hlo.concatenate %a, %b, %c, dimension = 0 : (tensor<2x3xf32>, tensor<4x3xf32>, tensor<1x3xf32>) -> tensor<7x3xf32>
  %0 = hlo.slice %cat, slice = [3:5, 0:2] : (tensor<7x3xf32>) -> tensor<2x2xf32>
  %1 = hlo.slice %cat, slice = [2:6, 0:3] : (tensor<7x3xf32>) -> tensor<4x3xf32>
  %2 = hlo.slice %cat, slice = [5:7, 0:3] : (tensor<7x3xf32>) -> tensor<2x3xf32>
  %3 = hlo.concatenate %a, dimension = 0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2, %3 : tensor<2x2xf32>, tensor<4x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// A pad with no padding is its operand.
// CHECK-LABEL: func.func @pad_nothing
// CHECK-SAME: (%[[X:.*]]: tensor<4x5xf32>, %[[V:.*]]: tensor<f32>)
// CHECK-NEXT: return %[[X]]
func.func @pad_nothing(%x: tensor<4x5xf32>, %v: tensor<f32>) -> tensor<4x5xf32> {
  %0 = hlo.pad %x, %v, low = [0, 0], high = [0, 0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// select with a constant predicate, and with equal branches.
// CHECK-LABEL: func.func @selects
// CHECK-SAME: (%[[P:.*]]: tensor<4xi1>, %[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<4xf32>)
// CHECK-NOT: hlo.select
// CHECK: return %[[X]], %[[Y]], %[[X]]
func.func @selects(%p: tensor<4xi1>, %x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %t = hlo.constant dense<true> : tensor<i1>
  %tt = hlo.broadcast %t, dimensions = [] : (tensor<i1>) -> tensor<4xi1>
  %f = hlo.constant dense<false> : tensor<4xi1>
  %0 = hlo.select %tt, %x, %y : tensor<4xi1>, tensor<4xf32>
  %1 = hlo.select %f, %x, %y : tensor<4xi1>, tensor<4xf32>
  %2 = hlo.select %p, %x, %x : tensor<4xi1>, tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// dynamic_slice with constant starts is a slice, the starts clamped to
// [0, dim - size] (5 -> 2, -3 -> 0, an unsigned 200 -> 4); one of the whole
// shape is the operand whatever its starts.
// CHECK-LABEL: func.func @dynamic_slice
// CHECK-SAME: (%[[X:.*]]: tensor<4x6xf32>, %[[I:.*]]: tensor<i32>)
// CHECK: %[[A:.*]] = hlo.slice %[[X]], slice = [1:3, 2:5] : (tensor<4x6xf32>) -> tensor<2x3xf32>
// CHECK: %[[B:.*]] = hlo.slice %[[X]], slice = [2:4, 0:3] : (tensor<4x6xf32>) -> tensor<2x3xf32>
// CHECK: %[[C:.*]] = hlo.slice %[[X]], slice = [0:1, 4:6] : (tensor<4x6xf32>) -> tensor<1x2xf32>
// CHECK: %[[D:.*]] = hlo.dynamic_slice %[[X]][%[[I]], %{{.*}}]
// CHECK-NOT: hlo.dynamic_slice
// CHECK: return %[[A]], %[[B]], %[[C]], %[[D]], %[[X]]
func.func @dynamic_slice(%x: tensor<4x6xf32>, %i: tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x2xf32>, tensor<2x3xf32>, tensor<4x6xf32>) {
  %c1 = hlo.constant dense<1> : tensor<i32>
  %c2 = hlo.constant dense<2> : tensor<i32>
  %c5 = hlo.constant dense<5> : tensor<i32>
  %cm3 = hlo.constant dense<-3> : tensor<i32>
  %u0 = hlo.constant dense<0> : tensor<ui8>
  %u200 = hlo.constant dense<200> : tensor<ui8>
  %0 = hlo.dynamic_slice %x[%c1, %c2] dynamic_slice_sizes = [2, 3] : tensor<4x6xf32>, tensor<i32>
  %1 = hlo.dynamic_slice %x[%c5, %cm3] dynamic_slice_sizes = [2, 3] : tensor<4x6xf32>, tensor<i32>
  %2 = hlo.dynamic_slice %x[%u0, %u200] dynamic_slice_sizes = [1, 2] : tensor<4x6xf32>, tensor<ui8>
  %3 = hlo.dynamic_slice %x[%i, %c1] dynamic_slice_sizes = [2, 3] : tensor<4x6xf32>, tensor<i32>
  %4 = hlo.dynamic_slice %x[%i, %i] dynamic_slice_sizes = [4, 6] : tensor<4x6xf32>, tensor<i32>
  return %0, %1, %2, %3, %4 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x2xf32>, tensor<2x3xf32>, tensor<4x6xf32>
}

// -----

// dynamic_update_slice: an update of the whole operand is the update, an
// empty one leaves the operand; a partial one stays.
// CHECK-LABEL: func.func @dynamic_update_slice
// CHECK-SAME: (%[[X:.*]]: tensor<4x6xf32>, %[[U:.*]]: tensor<4x6xf32>, %[[E:.*]]: tensor<0x6xf32>, %[[P:.*]]: tensor<2x6xf32>, %[[I:.*]]: tensor<i32>)
// CHECK: %[[R:.*]] = hlo.dynamic_update_slice %[[X]][%[[I]], %[[I]]], %[[P]]
// CHECK: return %[[U]], %[[X]], %[[R]]
func.func @dynamic_update_slice(%x: tensor<4x6xf32>, %u: tensor<4x6xf32>, %e: tensor<0x6xf32>, %p: tensor<2x6xf32>, %i: tensor<i32>) -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) {
  %0 = hlo.dynamic_update_slice %x[%i, %i], %u : tensor<4x6xf32>, tensor<4x6xf32>, tensor<i32>
  %1 = hlo.dynamic_update_slice %x[%i, %i], %e : tensor<4x6xf32>, tensor<0x6xf32>, tensor<i32>
  %2 = hlo.dynamic_update_slice %x[%i, %i], %p : tensor<4x6xf32>, tensor<2x6xf32>, tensor<i32>
  return %0, %1, %2 : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>
}

// -----

// dynamic_update_slice into an array of one value (zeros, as the adjoint of
// dynamic_slice makes them, or a broadcast scalar) at constant starts is a
// pad of the update, the starts clamped (7 -> 2); at run-time starts it
// stays.
// CHECK-LABEL: func.func @dynamic_update_slice_to_pad
// CHECK-SAME: (%[[U:.*]]: tensor<2x3xf32>, %[[S:.*]]: tensor<f32>, %[[I:.*]]: tensor<i32>)
// CHECK-DAG: %[[Z:.*]] = hlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-DAG: %[[ZS:.*]] = hlo.constant dense<0.000000e+00> : tensor<4x6xf32>
// CHECK-DAG: %[[A:.*]] = hlo.pad %[[U]], %[[Z]], low = [1, 3], high = [1, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
// CHECK-DAG: %[[B:.*]] = hlo.pad %[[U]], %[[S]], low = [2, 0], high = [0, 3] : (tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
// CHECK-DAG: %[[C:.*]] = hlo.dynamic_update_slice %[[ZS]][%[[I]], %{{.*}}], %[[U]]
// CHECK: return %[[A]], %[[B]], %[[C]]
func.func @dynamic_update_slice_to_pad(%u: tensor<2x3xf32>, %s: tensor<f32>, %i: tensor<i32>) -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) {
  %zeros = hlo.constant dense<0.0> : tensor<4x6xf32>
  %c0 = hlo.constant dense<0> : tensor<i32>
  %c1 = hlo.constant dense<1> : tensor<i32>
  %c3 = hlo.constant dense<3> : tensor<i32>
  %c7 = hlo.constant dense<7> : tensor<i32>
  %b = hlo.broadcast %s, dimensions = [] : (tensor<f32>) -> tensor<4x6xf32>
  %0 = hlo.dynamic_update_slice %zeros[%c1, %c3], %u : tensor<4x6xf32>, tensor<2x3xf32>, tensor<i32>
  %1 = hlo.dynamic_update_slice %b[%c7, %c0], %u : tensor<4x6xf32>, tensor<2x3xf32>, tensor<i32>
  %2 = hlo.dynamic_update_slice %zeros[%i, %c0], %u : tensor<4x6xf32>, tensor<2x3xf32>, tensor<i32>
  return %0, %1, %2 : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>
}

// -----

// dot(transpose(a), b): the transpose folds into the dimension numbers.
// CHECK-LABEL: func.func @dot_of_transpose
// CHECK-SAME: (%[[A:.*]]: tensor<4x3xf32>, %[[B:.*]]: tensor<4x5xf32>, %[[C:.*]]: tensor<5x4xf32>)
// CHECK-NOT: hlo.transpose
// CHECK: %[[D:.*]] = hlo.dot %[[A]], %[[B]], lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<4x3xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
// CHECK: %[[E:.*]] = hlo.dot %[[A]], %[[C]], lhs_contracting_dims = [0], rhs_contracting_dims = [1] : (tensor<4x3xf32>, tensor<5x4xf32>) -> tensor<3x5xf32>
// CHECK: return %[[D]], %[[E]]
func.func @dot_of_transpose(%a: tensor<4x3xf32>, %b: tensor<4x5xf32>, %c: tensor<5x4xf32>) -> (tensor<3x5xf32>, tensor<3x5xf32>) {
  %t = hlo.transpose %a, dimensions = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>
  %0 = hlo.dot %t, %b, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %u = hlo.transpose %c, dimensions = [1, 0] : (tensor<5x4xf32>) -> tensor<4x5xf32>
  %1 = hlo.dot %t, %u, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0, %1 : tensor<3x5xf32>, tensor<3x5xf32>
}

// -----

// Batch dimensions renumber freely; a transpose that reorders the free
// dimensions stays (the result would change layout).
// CHECK-LABEL: func.func @dot_of_transpose_batch
// CHECK-SAME: (%[[A:.*]]: tensor<3x2x4xf32>, %[[B:.*]]: tensor<2x4x5xf32>, %[[C:.*]]: tensor<2x3x6x4xf32>)
// CHECK: %[[D:.*]] = hlo.dot %[[A]], %[[B]], lhs_batch_dims = [1], lhs_contracting_dims = [2], rhs_batch_dims = [0], rhs_contracting_dims = [1]
// CHECK: %[[T:.*]] = hlo.transpose %[[C]], dimensions = [0, 2, 1, 3]
// CHECK: hlo.dot %[[T]], %[[B]]
func.func @dot_of_transpose_batch(%a: tensor<3x2x4xf32>, %b: tensor<2x4x5xf32>, %c: tensor<2x3x6x4xf32>) -> (tensor<2x3x5xf32>, tensor<2x6x3x5xf32>) {
  %t = hlo.transpose %a, dimensions = [1, 0, 2] : (tensor<3x2x4xf32>) -> tensor<2x3x4xf32>
  %0 = hlo.dot %t, %b, lhs_batch_dims = [0], lhs_contracting_dims = [2], rhs_batch_dims = [0], rhs_contracting_dims = [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %u = hlo.transpose %c, dimensions = [0, 2, 1, 3] : (tensor<2x3x6x4xf32>) -> tensor<2x6x3x4xf32>
  %1 = hlo.dot %u, %b, lhs_batch_dims = [0], lhs_contracting_dims = [3], rhs_batch_dims = [0], rhs_contracting_dims = [1] : (tensor<2x6x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x6x3x5xf32>
  return %0, %1 : tensor<2x3x5xf32>, tensor<2x6x3x5xf32>
}

// -----

// transpose(dot(a, b)) that swaps the free dimensions is dot(b, a), the
// precision config swapped.
// CHECK-LABEL: func.func @transpose_of_dot
// CHECK-SAME: (%[[A:.*]]: tensor<2x3x4xf32>, %[[B:.*]]: tensor<2x4x5xf32>)
// CHECK-NOT: hlo.transpose
// CHECK: %[[D:.*]] = hlo.dot %[[B]], %[[A]], lhs_batch_dims = [0], lhs_contracting_dims = [1], rhs_batch_dims = [0], rhs_contracting_dims = [2], precision_config = [HIGHEST, DEFAULT] : (tensor<2x4x5xf32>, tensor<2x3x4xf32>) -> tensor<2x5x3xf32>
// CHECK: return %[[D]]
func.func @transpose_of_dot(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x5x3xf32> {
  %0 = hlo.dot %a, %b, lhs_batch_dims = [0], lhs_contracting_dims = [2], rhs_batch_dims = [0], rhs_contracting_dims = [1], precision_config = [DEFAULT, HIGHEST] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %1 = hlo.transpose %0, dimensions = [0, 2, 1] : (tensor<2x3x5xf32>) -> tensor<2x5x3xf32>
  return %1 : tensor<2x5x3xf32>
}

// -----

// A dot with another use keeps its transpose.
// CHECK-LABEL: func.func @transpose_of_shared_dot
// CHECK: %[[D:.*]] = hlo.dot
// CHECK: %[[T:.*]] = hlo.transpose %[[D]]
// CHECK: return %[[D]], %[[T]]
func.func @transpose_of_shared_dot(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> (tensor<3x5xf32>, tensor<5x3xf32>) {
  %0 = hlo.dot %a, %b, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %1 = hlo.transpose %0, dimensions = [1, 0] : (tensor<3x5xf32>) -> tensor<5x3xf32>
  return %0, %1 : tensor<3x5xf32>, tensor<5x3xf32>
}

// -----

// A dot contracting an empty dimension is zeros.
// CHECK-LABEL: func.func @dot_of_empty
// CHECK: %[[Z:.*]] = hlo.constant dense<0.000000e+00> : tensor<3x5xf32>
// CHECK-NOT: hlo.dot
// CHECK: return %[[Z]]
func.func @dot_of_empty(%a: tensor<3x0xf32>, %b: tensor<0x5xf32>) -> tensor<3x5xf32> {
  %0 = hlo.dot %a, %b, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<3x0xf32>, tensor<0x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// A dot of a 0-d operand is a multiply by the scalar (then x * 1 is x); with
// a wider result type it stays.
// CHECK-LABEL: func.func @dot_of_scalar
// CHECK-SAME: (%[[X:.*]]: tensor<4x3xf32>, %[[S:.*]]: tensor<f32>, %[[H:.*]]: tensor<4xbf16>, %[[T:.*]]: tensor<bf16>)
// CHECK: %[[B:.*]] = hlo.broadcast %[[S]], dimensions = [] : (tensor<f32>) -> tensor<4x3xf32>
// CHECK: %[[M:.*]] = hlo.multiply %[[X]], %[[B]] : tensor<4x3xf32>
// CHECK: %[[W:.*]] = hlo.dot %[[T]], %[[H]] : (tensor<bf16>, tensor<4xbf16>) -> tensor<4xf32>
// CHECK: return %[[X]], %[[M]], %[[W]]
func.func @dot_of_scalar(%x: tensor<4x3xf32>, %s: tensor<f32>, %h: tensor<4xbf16>, %t: tensor<bf16>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4xf32>) {
  %one = hlo.constant dense<1.0> : tensor<f32>
  %0 = hlo.dot %one, %x : (tensor<f32>, tensor<4x3xf32>) -> tensor<4x3xf32>
  %1 = hlo.dot %x, %s : (tensor<4x3xf32>, tensor<f32>) -> tensor<4x3xf32>
  %2 = hlo.dot %t, %h : (tensor<bf16>, tensor<4xbf16>) -> tensor<4xf32>
  return %0, %1, %2 : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4xf32>
}

// -----

// A sum over dimensions of size 1 (init 0) is a reshape; a max over none
// (init -inf) is its input; a sum with init 1 stays; a reduce of an empty
// array is its init broadcast.
// CHECK-LABEL: func.func @reduces
// CHECK-SAME: (%[[X:.*]]: tensor<1x4x1xf32>, %[[Y:.*]]: tensor<4xf32>, %[[E:.*]]: tensor<0x3xf32>)
// CHECK-DAG: %[[R:.*]] = hlo.reshape %[[X]] : (tensor<1x4x1xf32>) -> tensor<4xf32>
// CHECK-DAG: %[[K:.*]] = hlo.reduce(%[[X]] init: %{{.*}}) dimensions = [0, 2]
// CHECK-DAG: %[[ONE:.*]] = hlo.constant dense<1.000000e+00> : tensor<3xf32>
// CHECK: return %[[R]], %[[Y]], %[[K]], %[[ONE]]
func.func @reduces(%x: tensor<1x4x1xf32>, %y: tensor<4xf32>, %e: tensor<0x3xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<3xf32>) {
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %one = hlo.constant dense<1.0> : tensor<f32>
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %0 = hlo.reduce(%x init: %zero) dimensions = [0, 2] : (tensor<1x4x1xf32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %1 = hlo.reduce(%y init: %ninf) dimensions = [] : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.maximum %b, %a : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %2 = hlo.reduce(%x init: %one) dimensions = [0, 2] : (tensor<1x4x1xf32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %3 = hlo.reduce(%e init: %one) dimensions = [0] : (tensor<0x3xf32>, tensor<f32>) -> tensor<3xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = hlo.add %a, %b : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<3xf32>
}

// -----

// What reverse-mode AD leaves: the adjoint of a dense layer's bias add and
// dot, with zero adjoints accumulated, a seed of ones and transposes.
// CHECK-LABEL: func.func @gradient_like
// CHECK-SAME: (%[[X:.*]]: tensor<2x4xf32>, %[[G:.*]]: tensor<2x3xf32>)
// CHECK-NOT: hlo.transpose
// CHECK-NOT: hlo.add
// CHECK-NOT: hlo.multiply
// CHECK: %[[D:.*]] = hlo.dot %[[X]], %[[G]], lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<2x4xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
// CHECK: return %[[D]]
func.func @gradient_like(%x: tensor<2x4xf32>, %g: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %one = hlo.constant dense<1.0> : tensor<f32>
  %zeros = hlo.broadcast %zero, dimensions = [] : (tensor<f32>) -> tensor<4x3xf32>
  %ones = hlo.broadcast %one, dimensions = [] : (tensor<f32>) -> tensor<2x3xf32>
  %seed = hlo.multiply %g, %ones : tensor<2x3xf32>
  %xt = hlo.transpose %x, dimensions = [1, 0] : (tensor<2x4xf32>) -> tensor<4x2xf32>
  %dw = hlo.dot %xt, %seed, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<4x2xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %acc = hlo.add %zeros, %dw : tensor<4x3xf32>
  return %acc : tensor<4x3xf32>
}
