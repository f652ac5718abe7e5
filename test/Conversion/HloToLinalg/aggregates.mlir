// convert-hlo-to-linalg inlines fusions and takes tuples and tokens apart
// before lowering: loops and private functions carry the array leaves, a
// conditional whose branches take tuples becomes scf.if / scf.index_switch
// reading the leaves from above; get_dimension_size is a constant and
// reduce_precision one generic on the bits.
// RUN: xhlo-opt --convert-hlo-to-linalg %s | FileCheck %s

// CHECK-LABEL: func.func private @pair(
// CHECK-SAME: %{{.*}}: tensor<4xf32>, %{{.*}}: tensor<f32>) -> (tensor<4xf32>, tensor<f32>)
// CHECK-NOT: tuple
// CHECK: return
func.func private @pair(%p: tuple<tensor<4xf32>, tuple<tensor<f32>, !hlo.token>>)
    -> tuple<tensor<4xf32>, tensor<f32>> {
  %a = hlo.get_tuple_element %p[0] : tuple<tensor<4xf32>, tuple<tensor<f32>, !hlo.token>>
  %i = hlo.get_tuple_element %p[1] : tuple<tensor<4xf32>, tuple<tensor<f32>, !hlo.token>>
  %b = hlo.get_tuple_element %i[0] : tuple<tensor<f32>, !hlo.token>
  %r = hlo.tuple(%a, %b) : tensor<4xf32>, tensor<f32>
  return %r : tuple<tensor<4xf32>, tensor<f32>>
}

// CHECK-LABEL: func.func @calls(
// CHECK: %[[R:.*]]:2 = call @pair(%arg0, %arg1) : (tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<f32>)
// CHECK: return %[[R]]#1, %[[R]]#0
func.func @calls(%x: tensor<4xf32>, %s: tensor<f32>) -> (tensor<f32>, tensor<4xf32>) {
  %t = hlo.after_all()
  %i = hlo.tuple(%s, %t) : tensor<f32>, !hlo.token
  %p = hlo.tuple(%x, %i) : tensor<4xf32>, tuple<tensor<f32>, !hlo.token>
  %r = hlo.call @pair(%p) : (tuple<tensor<4xf32>, tuple<tensor<f32>, !hlo.token>>) -> tuple<tensor<4xf32>, tensor<f32>>
  %a = hlo.get_tuple_element %r[0] : tuple<tensor<4xf32>, tensor<f32>>
  %b = hlo.get_tuple_element %r[1] : tuple<tensor<4xf32>, tensor<f32>>
  return %b, %a : tensor<f32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @loop(
// CHECK: scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %arg0) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
// CHECK-NOT: tuple
// CHECK-NOT: token
// CHECK: return
func.func @loop(%x: tensor<4xf32>) -> tensor<4xf32> {
  %zero = hlo.constant dense<0> : tensor<i32>
  %st = hlo.tuple(%zero, %x) : tensor<i32>, tensor<4xf32>
  %tok = hlo.after_all()
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
    %v2 = hlo.add %v, %v : tensor<4xf32>
    %s2 = hlo.tuple(%n2, %v2) : tensor<i32>, tensor<4xf32>
    %k2 = hlo.after_all(%k)
    hlo.return %s2, %k2 : tuple<tensor<i32>, tensor<4xf32>>, !hlo.token
  }
  %v = hlo.get_tuple_element %w#0[1] : tuple<tensor<i32>, tensor<4xf32>>
  %b = hlo.opt_barrier %v : tensor<4xf32>
  return %b : tensor<4xf32>
}

// CHECK-LABEL: func.func @branches(
// CHECK: %[[I:.*]] = tensor.extract %arg0[] : tensor<i32>
// CHECK: %[[X:.*]] = arith.index_cast %[[I]]
// CHECK: scf.index_switch %[[X]] -> tensor<4xi16>, tensor<4xf32>
// CHECK: case 0 {
// CHECK: scf.yield %arg1, %arg2 : tensor<4xi16>, tensor<4xf32>
// CHECK: default {
// CHECK: linalg.generic
// CHECK: arith.addf
func.func @branches(%i: tensor<i32>, %u: tensor<4xui16>, %x: tensor<4xf32>)
    -> (tensor<4xui16>, tensor<4xf32>) {
  %t = hlo.tuple(%u, %x) : tensor<4xui16>, tensor<4xf32>
  %r = hlo.conditional %i (%t, %x) : (tensor<i32>, tuple<tensor<4xui16>, tensor<4xf32>>, tensor<4xf32>) -> tuple<tensor<4xui16>, tensor<4xf32>> {
  ^bb0(%q: tuple<tensor<4xui16>, tensor<4xf32>>):
    hlo.return %q : tuple<tensor<4xui16>, tensor<4xf32>>
  }, {
  ^bb0(%a: tensor<4xf32>):
    %c = hlo.constant dense<7> : tensor<4xui16>
    %d = hlo.add %a, %a : tensor<4xf32>
    %o = hlo.tuple(%c, %d) : tensor<4xui16>, tensor<4xf32>
    hlo.return %o : tuple<tensor<4xui16>, tensor<4xf32>>
  }
  %a = hlo.get_tuple_element %r[0] : tuple<tensor<4xui16>, tensor<4xf32>>
  %b = hlo.get_tuple_element %r[1] : tuple<tensor<4xui16>, tensor<4xf32>>
  return %a, %b : tensor<4xui16>, tensor<4xf32>
}

// CHECK-LABEL: func.func @fused(
// CHECK-NOT: hlo.
// CHECK: %[[N:.*]] = arith.constant dense<3> : tensor<i32>
// CHECK-NOT: hlo.
// CHECK: math.exp
// CHECK: return %{{.*}}, %[[N]]
func.func @fused(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<i32>) {
  %f = hlo.fusion kLoop (%x) : (tensor<2x3xf32>) -> tuple<tensor<2x3xf32>> {
  ^bb0(%a: tensor<2x3xf32>):
    %e = hlo.exponential %a : tensor<2x3xf32>
    %t = hlo.tuple(%e) : tensor<2x3xf32>
    hlo.return %t : tuple<tensor<2x3xf32>>
  }
  %e = hlo.get_tuple_element %f[0] : tuple<tensor<2x3xf32>>
  %n = hlo.get_dimension_size %x, dimension = 1 : tensor<2x3xf32>
  return %e, %n : tensor<2x3xf32>, tensor<i32>
}

// CHECK-LABEL: func.func @reduce_precision(
// CHECK: linalg.generic
// CHECK: arith.bitcast %{{.*}} : f32 to i32
// CHECK: arith.cmpi ugt
// CHECK: arith.cmpi ule
// CHECK: arith.cmpf uno
// CHECK: arith.bitcast %{{.*}} : i32 to f32
func.func @reduce_precision(%x: tensor<8xf32>) -> tensor<8xf32> {
  %r = hlo.reduce_precision %x, exponent_bits = 5, mantissa_bits = 10 : tensor<8xf32>
  return %r : tensor<8xf32>
}

// domain passes its value through; copy_start/copy_done are the operand
// (values are immutable); async_start calls its computation at the start
// (the interpreter runs it there), async_update passes its tuple on and
// async_done takes the results; the contexts are zeros nothing reads.
// CHECK-LABEL: func.func @async_and_copy(
// CHECK-SAME: %[[X:.*]]: tensor<4xf32>, %[[S:.*]]: tensor<f32>)
// CHECK-NOT: hlo.
// CHECK: %[[R:.*]]:2 = call @halves(%[[X]], %[[S]]) : (tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<f32>)
// CHECK-NOT: hlo.
// CHECK: return %[[R]]#1, %[[R]]#0
func.func @async_and_copy(%x: tensor<4xf32>, %s: tensor<f32>) -> (tensor<f32>, tensor<4xf32>) {
  %d = hlo.domain %x, kind = "sharding" : tensor<4xf32>
  %c = hlo.copy_start %d : tensor<4xf32>
  %e = hlo.copy_done %c : tuple<tensor<4xf32>, tensor<4xf32>, tensor<ui32>>
  %p = hlo.tuple(%e, %s) : tensor<4xf32>, tensor<f32>
  %a = hlo.async_start(%p) calls = @halves : (tuple<tensor<4xf32>, tensor<f32>>) -> tuple<tuple<tuple<tensor<4xf32>, tensor<f32>>>, tuple<tensor<4xf32>, tensor<f32>>, tensor<ui32>, tuple<tensor<i32>, !hlo.token>>
  %u = hlo.async_update %a calls = @halves : tuple<tuple<tuple<tensor<4xf32>, tensor<f32>>>, tuple<tensor<4xf32>, tensor<f32>>, tensor<ui32>, tuple<tensor<i32>, !hlo.token>>
  %r = hlo.async_done %u calls = @halves : (tuple<tuple<tuple<tensor<4xf32>, tensor<f32>>>, tuple<tensor<4xf32>, tensor<f32>>, tensor<ui32>, tuple<tensor<i32>, !hlo.token>>) -> tuple<tensor<4xf32>, tensor<f32>>
  %v = hlo.get_tuple_element %r[0] : tuple<tensor<4xf32>, tensor<f32>>
  %w = hlo.get_tuple_element %r[1] : tuple<tensor<4xf32>, tensor<f32>>
  return %w, %v : tensor<f32>, tensor<4xf32>
}

// CHECK-LABEL: func.func private @halves(
// CHECK-SAME: %{{.*}}: tensor<4xf32>, %{{.*}}: tensor<f32>) -> (tensor<4xf32>, tensor<f32>)
func.func private @halves(%p: tuple<tensor<4xf32>, tensor<f32>>) -> (tensor<4xf32>, tensor<f32>) {
  %x = hlo.get_tuple_element %p[0] : tuple<tensor<4xf32>, tensor<f32>>
  %s = hlo.get_tuple_element %p[1] : tuple<tensor<4xf32>, tensor<f32>>
  %h = hlo.constant dense<0.5> : tensor<f32>
  %t = hlo.multiply %s, %h : tensor<f32>
  %b = hlo.broadcast %h, dimensions = [] : (tensor<f32>) -> tensor<4xf32>
  %y = hlo.multiply %x, %b : tensor<4xf32>
  return %y, %t : tensor<4xf32>, tensor<f32>
}
