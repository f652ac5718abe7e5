// Every control-flow op parses, verifies and prints back identically, in its
// custom form and in the generic form.
// RUN: xhlo-opt --verify-roundtrip --split-input-file %s | FileCheck %s
// RUN: xhlo-opt --mlir-print-op-generic --split-input-file %s | xhlo-opt --verify-roundtrip --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @while_single
func.func @while_single(%x: tensor<i32>) -> tensor<i32> {
  // CHECK: %[[R:.*]] = hlo.while(%{{.*}}) : tensor<i32> cond {
  // CHECK-NEXT: ^bb0(%[[I:.*]]: tensor<i32>):
  // CHECK: hlo.compare LT, %[[I]]
  // CHECK: hlo.return %{{.*}} : tensor<i1>
  // CHECK-NEXT: } do {
  // CHECK-NEXT: ^bb0(%[[J:.*]]: tensor<i32>):
  // CHECK: hlo.add %[[J]]
  // CHECK: hlo.return %{{.*}} : tensor<i32>
  // CHECK-NEXT: }
  %r = hlo.while(%x) : tensor<i32> cond {
  ^bb0(%i: tensor<i32>):
    %n = hlo.constant dense<10> : tensor<i32>
    %p = hlo.compare LT, %i, %n : tensor<i32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>):
    %one = hlo.constant dense<1> : tensor<i32>
    %j = hlo.add %i, %one : tensor<i32>
    hlo.return %j : tensor<i32>
  }
  // CHECK: return %[[R]] : tensor<i32>
  return %r : tensor<i32>
}

// -----

// The loop state may be several values, tuples and tokens among them.
// CHECK-LABEL: func.func @while_multiple
func.func @while_multiple(%i: tensor<i32>, %t: tuple<tensor<4xf32>, tensor<2x2xi8>>, %tok: !hlo.token) -> tuple<tensor<4xf32>, tensor<2x2xi8>> {
  // CHECK: %[[R:.*]]:3 = hlo.while(%{{.*}}, %{{.*}}, %{{.*}}) : tensor<i32>, tuple<tensor<4xf32>, tensor<2x2xi8>>, !hlo.token cond {
  // CHECK-NEXT: ^bb0(%{{.*}}: tensor<i32>, %{{.*}}: tuple<tensor<4xf32>, tensor<2x2xi8>>, %{{.*}}: !hlo.token):
  // CHECK: } do {
  // CHECK-NEXT: ^bb0(%{{.*}}: tensor<i32>, %{{.*}}: tuple<tensor<4xf32>, tensor<2x2xi8>>, %{{.*}}: !hlo.token):
  // CHECK: hlo.return %{{.*}}, %{{.*}}, %{{.*}} : tensor<i32>, tuple<tensor<4xf32>, tensor<2x2xi8>>, !hlo.token
  %r:3 = hlo.while(%i, %t, %tok) : tensor<i32>, tuple<tensor<4xf32>, tensor<2x2xi8>>, !hlo.token cond {
  ^bb0(%a: tensor<i32>, %b: tuple<tensor<4xf32>, tensor<2x2xi8>>, %c: !hlo.token):
    %n = hlo.constant dense<3> : tensor<i32>
    %p = hlo.compare NE, %a, %n : tensor<i32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%a: tensor<i32>, %b: tuple<tensor<4xf32>, tensor<2x2xi8>>, %c: !hlo.token):
    %x = hlo.get_tuple_element %b[0] : tuple<tensor<4xf32>, tensor<2x2xi8>>
    %y = hlo.get_tuple_element %b[1] : tuple<tensor<4xf32>, tensor<2x2xi8>>
    %x2 = hlo.add %x, %x : tensor<4xf32>
    %b2 = hlo.tuple(%x2, %y) : tensor<4xf32>, tensor<2x2xi8>
    hlo.return %a, %b2, %c : tensor<i32>, tuple<tensor<4xf32>, tensor<2x2xi8>>, !hlo.token
  }
  // CHECK: return %[[R]]#1
  return %r#1 : tuple<tensor<4xf32>, tensor<2x2xi8>>
}

// -----

// Extra attributes print before the regions.
// CHECK-LABEL: func.func @while_attributes
func.func @while_attributes(%x: tensor<f32>) -> tensor<f32> {
  // CHECK: hlo.while(%{{.*}}) : tensor<f32> attributes {note = "loop"} cond {
  %r = hlo.while(%x) : tensor<f32> attributes {note = "loop"} cond {
  ^bb0(%a: tensor<f32>):
    %z = hlo.constant dense<0.0> : tensor<f32>
    %p = hlo.compare GT, %a, %z : tensor<f32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%a: tensor<f32>):
    %h = hlo.multiply %a, %a : tensor<f32>
    hlo.return %h : tensor<f32>
  }
  return %r : tensor<f32>
}

// -----

// The regions are isolated from above: their names may shadow outer ones.
// CHECK-LABEL: func.func @while_shadowing
func.func @while_shadowing(%x: tensor<4xi32>, %p: tensor<i1>) -> tensor<4xi32> {
  // CHECK: hlo.while(%{{.*}}) : tensor<4xi32> cond {
  // CHECK: hlo.return %{{.*}} : tensor<i1>
  // CHECK: } do {
  // CHECK: hlo.return %{{.*}} : tensor<4xi32>
  %r = hlo.while(%x) : tensor<4xi32> cond {
  ^bb0(%x: tensor<4xi32>):
    %p = hlo.constant dense<false> : tensor<i1>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%x: tensor<4xi32>):
    %p = hlo.not %x : tensor<4xi32>
    hlo.return %p : tensor<4xi32>
  }
  return %r : tensor<4xi32>
}

// -----

// A pred index selects between a true and a false branch.
// CHECK-LABEL: func.func @conditional_pred
func.func @conditional_pred(%p: tensor<i1>, %a: tensor<f32>, %b: tensor<i32>) -> tensor<f32> {
  // CHECK: %[[R:.*]] = hlo.conditional %{{.*}}(%{{.*}}, %{{.*}}) : (tensor<i1>, tensor<f32>, tensor<i32>) -> tensor<f32> {
  // CHECK-NEXT: ^bb0(%[[X:.*]]: tensor<f32>):
  // CHECK-NEXT: hlo.return %[[X]] : tensor<f32>
  // CHECK-NEXT: }, {
  // CHECK-NEXT: ^bb0(%[[Y:.*]]: tensor<i32>):
  // CHECK-NEXT: %[[Z:.*]] = hlo.convert %[[Y]]
  // CHECK-NEXT: hlo.return %[[Z]] : tensor<f32>
  // CHECK-NEXT: }
  %r = hlo.conditional %p (%a, %b) : (tensor<i1>, tensor<f32>, tensor<i32>) -> tensor<f32> {
  ^bb0(%x: tensor<f32>):
    hlo.return %x : tensor<f32>
  }, {
  ^bb0(%y: tensor<i32>):
    %z = hlo.convert %y : (tensor<i32>) -> tensor<f32>
    hlo.return %z : tensor<f32>
  }
  // CHECK: return %[[R]]
  return %r : tensor<f32>
}

// -----

// An s32 index selects one of N branches; results may be several values.
// CHECK-LABEL: func.func @conditional_index
func.func @conditional_index(%i: tensor<i32>, %a: tensor<2xf32>, %t: tuple<tensor<2xf32>, tensor<i32>>, %c: tensor<i32>) -> (tensor<2xf32>, tensor<i32>) {
  // CHECK: %[[R:.*]]:2 = hlo.conditional %{{.*}}(%{{.*}}, %{{.*}}, %{{.*}}) : (tensor<i32>, tensor<2xf32>, tuple<tensor<2xf32>, tensor<i32>>, tensor<i32>) -> (tensor<2xf32>, tensor<i32>) {
  // CHECK: }, {
  // CHECK: }, {
  // CHECK: }
  %r:2 = hlo.conditional %i (%a, %t, %c) : (tensor<i32>, tensor<2xf32>, tuple<tensor<2xf32>, tensor<i32>>, tensor<i32>) -> (tensor<2xf32>, tensor<i32>) {
  ^bb0(%x: tensor<2xf32>):
    %k = hlo.constant dense<0> : tensor<i32>
    hlo.return %x, %k : tensor<2xf32>, tensor<i32>
  }, {
  ^bb0(%u: tuple<tensor<2xf32>, tensor<i32>>):
    %x = hlo.get_tuple_element %u[0] : tuple<tensor<2xf32>, tensor<i32>>
    %k = hlo.get_tuple_element %u[1] : tuple<tensor<2xf32>, tensor<i32>>
    hlo.return %x, %k : tensor<2xf32>, tensor<i32>
  }, {
  ^bb0(%k: tensor<i32>):
    %x = hlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
    hlo.return %x, %k : tensor<2xf32>, tensor<i32>
  }
  // CHECK: return %[[R]]#0, %[[R]]#1
  return %r#0, %r#1 : tensor<2xf32>, tensor<i32>
}

// -----

// A single branch: every index runs it.
// CHECK-LABEL: func.func @conditional_one_branch
func.func @conditional_one_branch(%i: tensor<i32>, %a: tuple<>) -> tuple<> {
  // CHECK: hlo.conditional %{{.*}}(%{{.*}}) : (tensor<i32>, tuple<>) -> tuple<> {
  // CHECK-NEXT: ^bb0(%[[X:.*]]: tuple<>):
  // CHECK-NEXT: hlo.return %[[X]] : tuple<>
  %r = hlo.conditional %i (%a) : (tensor<i32>, tuple<>) -> tuple<> {
  ^bb0(%x: tuple<>):
    hlo.return %x : tuple<>
  }
  return %r : tuple<>
}

// -----

// Branches without results end in an operand-less hlo.return, which the
// custom form leaves implicit.
// CHECK-LABEL: func.func @conditional_no_results
func.func @conditional_no_results(%i: tensor<i32>, %a: !hlo.token, %b: tensor<f32>) {
  // CHECK: hlo.conditional %{{.*}}(%{{.*}}, %{{.*}}) : (tensor<i32>, !hlo.token, tensor<f32>) -> () {
  // CHECK-NEXT: ^bb0(%{{.*}}: !hlo.token):
  // CHECK-NEXT: }, {
  // CHECK-NEXT: ^bb0(%{{.*}}: tensor<f32>):
  // CHECK-NEXT: }
  hlo.conditional %i (%a, %b) : (tensor<i32>, !hlo.token, tensor<f32>) -> () {
  ^bb0(%x: !hlo.token):
    hlo.return
  }, {
  ^bb0(%y: tensor<f32>):
  }
  return
}

// -----

// CHECK-LABEL: func.func @add
func.func @add(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %s = hlo.add %a, %b : tensor<f32>
  return %s : tensor<f32>
}

// CHECK-LABEL: func.func @call
func.func @call(%a: tensor<f32>) -> tensor<f32> {
  // CHECK: %[[R:.*]] = hlo.call @add(%{{.*}}, %{{.*}}) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %r = hlo.call @add(%a, %a) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  // CHECK: hlo.call @add(%[[R]], %{{.*}}) composite : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %c = hlo.call @add(%r, %a) composite : (tensor<f32>, tensor<f32>) -> tensor<f32>
  // CHECK: hlo.call @add(%{{.*}}, %{{.*}}) {note = "x"} : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %d = hlo.call @add(%c, %a) {note = "x"} : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %d : tensor<f32>
}

// -----

// Calls to functions with several results, tuples, tokens or nothing.
func.func private @split(tuple<tensor<2xi32>, !hlo.token>) -> (tensor<2xi32>, !hlo.token)
func.func private @nothing()

// CHECK-LABEL: func.func @call_variadic
func.func @call_variadic(%t: tuple<tensor<2xi32>, !hlo.token>) -> !hlo.token {
  // CHECK: %[[R:.*]]:2 = hlo.call @split(%{{.*}}) : (tuple<tensor<2xi32>, !hlo.token>) -> (tensor<2xi32>, !hlo.token)
  %r:2 = hlo.call @split(%t) : (tuple<tensor<2xi32>, !hlo.token>) -> (tensor<2xi32>, !hlo.token)
  // CHECK: hlo.call @nothing() : () -> ()
  hlo.call @nothing() : () -> ()
  return %r#1 : !hlo.token
}

// -----

// CHECK-LABEL: func.func @fusion_loop
func.func @fusion_loop(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: %[[R:.*]] = hlo.fusion kLoop(%{{.*}}, %{{.*}}) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-NEXT: ^bb0(%[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<4xf32>):
  // CHECK-NEXT: %[[S:.*]] = hlo.add %[[X]], %[[Y]] : tensor<4xf32>
  // CHECK-NEXT: %[[E:.*]] = hlo.exponential %[[S]] : tensor<4xf32>
  // CHECK-NEXT: hlo.return %[[E]] : tensor<4xf32>
  // CHECK-NEXT: }
  %r = hlo.fusion kLoop (%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %s = hlo.add %x, %y : tensor<4xf32>
    %e = hlo.exponential %s : tensor<4xf32>
    hlo.return %e : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// Multi-output fusion, and the other fusion kinds.
// CHECK-LABEL: func.func @fusion_kinds
func.func @fusion_kinds(%a: tensor<2x3xf32>, %t: tuple<tensor<i32>>) -> (tensor<2x3xf32>, tensor<2x3xi1>) {
  // CHECK: %[[R:.*]]:2 = hlo.fusion kInput(%{{.*}}) : (tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xi1>) {
  %r:2 = hlo.fusion kInput (%a) : (tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xi1>) {
  ^bb0(%x: tensor<2x3xf32>):
    %n = hlo.negate %x : tensor<2x3xf32>
    %p = hlo.compare LT, %x, %n : tensor<2x3xf32>
    hlo.return %n, %p : tensor<2x3xf32>, tensor<2x3xi1>
  }
  // CHECK: hlo.fusion kOutput(%{{.*}}) {note = "o"} : (tuple<tensor<i32>>) -> tuple<tensor<i32>> {
  %o = hlo.fusion kOutput (%t) {note = "o"} : (tuple<tensor<i32>>) -> tuple<tensor<i32>> {
  ^bb0(%u: tuple<tensor<i32>>):
    hlo.return %u : tuple<tensor<i32>>
  }
  // CHECK: hlo.fusion kCustom() : () -> tensor<2x3xf32> {
  // CHECK-NEXT: hlo.constant
  %c = hlo.fusion kCustom () : () -> tensor<2x3xf32> {
    %k = hlo.constant dense<1.0> : tensor<2x3xf32>
    hlo.return %k : tensor<2x3xf32>
  }
  return %r#0, %r#1 : tensor<2x3xf32>, tensor<2x3xi1>
}

// -----

// CHECK-LABEL: func.func @tuple
func.func @tuple(%a: tensor<f32>, %b: tensor<4xi32>, %tok: !hlo.token) -> tuple<tuple<tensor<f32>, tensor<4xi32>>, !hlo.token, tuple<>> {
  // CHECK: %[[T:.*]] = hlo.tuple(%{{.*}}, %{{.*}}) : tensor<f32>, tensor<4xi32>
  %t = hlo.tuple(%a, %b) : tensor<f32>, tensor<4xi32>
  // CHECK: %[[E:.*]] = hlo.tuple(){{$}}
  %e = hlo.tuple()
  // CHECK: %[[N:.*]] = hlo.tuple(%[[T]], %{{.*}}, %[[E]]) : tuple<tensor<f32>, tensor<4xi32>>, !hlo.token, tuple<>
  %n = hlo.tuple(%t, %tok, %e) : tuple<tensor<f32>, tensor<4xi32>>, !hlo.token, tuple<>
  // CHECK: return %[[N]] : tuple<tuple<tensor<f32>, tensor<4xi32>>, !hlo.token, tuple<>>
  return %n : tuple<tuple<tensor<f32>, tensor<4xi32>>, !hlo.token, tuple<>>
}

// -----

// CHECK-LABEL: func.func @get_tuple_element
func.func @get_tuple_element(%t: tuple<tensor<f32>, tuple<tensor<4xi32>, !hlo.token>>) -> !hlo.token {
  // CHECK: %{{.*}} = hlo.get_tuple_element %{{.*}}[0] : tuple<tensor<f32>, tuple<tensor<4xi32>, !hlo.token>>
  %a = hlo.get_tuple_element %t[0] : tuple<tensor<f32>, tuple<tensor<4xi32>, !hlo.token>>
  // CHECK: %[[U:.*]] = hlo.get_tuple_element %{{.*}}[1] : tuple<tensor<f32>, tuple<tensor<4xi32>, !hlo.token>>
  %u = hlo.get_tuple_element %t[1] : tuple<tensor<f32>, tuple<tensor<4xi32>, !hlo.token>>
  // CHECK: %[[K:.*]] = hlo.get_tuple_element %[[U]][1] : tuple<tensor<4xi32>, !hlo.token>
  %k = hlo.get_tuple_element %u[1] : tuple<tensor<4xi32>, !hlo.token>
  // CHECK: return %[[K]] : !hlo.token
  return %k : !hlo.token
}

// -----

// CHECK-LABEL: func.func @opt_barrier
func.func @opt_barrier(%t: tuple<tensor<4xf32>, tensor<i32>>, %x: tensor<2x2xbf16>) -> tensor<2x2xbf16> {
  // CHECK: hlo.opt_barrier %{{.*}} : tuple<tensor<4xf32>, tensor<i32>>
  %b = hlo.opt_barrier %t : tuple<tensor<4xf32>, tensor<i32>>
  // CHECK: %[[Y:.*]] = hlo.opt_barrier %{{.*}} : tensor<2x2xbf16>
  %y = hlo.opt_barrier %x : tensor<2x2xbf16>
  // CHECK: return %[[Y]]
  return %y : tensor<2x2xbf16>
}
