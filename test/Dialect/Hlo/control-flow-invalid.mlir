// Each control-flow op rejects what XLA rejects, with a precise diagnostic.
// RUN: xhlo-opt --split-input-file --verify-diagnostics %s

//===----------------------------------------------------------------------===//
// while
//===----------------------------------------------------------------------===//

func.func @f() {
  // expected-error @+2 {{'hlo.while' op failed to infer returned types}}
  // expected-error @+1 {{while must have at least one operand (the loop state)}}
  "hlo.while"() ({
    %p = hlo.constant dense<true> : tensor<i1>
    hlo.return %p : tensor<i1>
  }, {
    hlo.return
  }) : () -> ()
  return
}

// -----

func.func @f(%x: tensor<i32>) {
  // expected-error @+1 {{while condition must take 1 argument, one per operand; got 2}}
  %r = hlo.while(%x) : tensor<i32> cond {
  ^bb0(%i: tensor<i32>, %j: tensor<i32>):
    %p = hlo.compare LT, %i, %j : tensor<i32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>):
    hlo.return %i : tensor<i32>
  }
  return
}

// -----

func.func @f(%x: tensor<i32>, %y: tensor<4xf32>) {
  // expected-error @+1 {{while condition argument 1 must have the type of operand 1, f32[4]; got f32[3]}}
  %r:2 = hlo.while(%x, %y) : tensor<i32>, tensor<4xf32> cond {
  ^bb0(%i: tensor<i32>, %v: tensor<3xf32>):
    %p = hlo.compare LT, %i, %i : tensor<i32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %v: tensor<4xf32>):
    hlo.return %i, %v : tensor<i32>, tensor<4xf32>
  }
  return
}

// -----

func.func @f(%x: tensor<i32>) {
  // expected-error @+1 {{while condition must return 1 value (a pred[]); got 2}}
  %r = hlo.while(%x) : tensor<i32> cond {
  ^bb0(%i: tensor<i32>):
    %p = hlo.compare LT, %i, %i : tensor<i32>
    hlo.return %p, %p : tensor<i1>, tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>):
    hlo.return %i : tensor<i32>
  }
  return
}

// -----

func.func @f(%x: tensor<i32>) {
  // expected-error @+1 {{while condition must return pred[]; got s32[]}}
  %r = hlo.while(%x) : tensor<i32> cond {
  ^bb0(%i: tensor<i32>):
    hlo.return %i : tensor<i32>
  } do {
  ^bb0(%i: tensor<i32>):
    hlo.return %i : tensor<i32>
  }
  return
}

// -----

func.func @f(%x: tensor<2xi32>) {
  // expected-error @+1 {{while condition must return pred[]; got pred[2]}}
  %r = hlo.while(%x) : tensor<2xi32> cond {
  ^bb0(%i: tensor<2xi32>):
    %p = hlo.compare LT, %i, %i : tensor<2xi32>
    hlo.return %p : tensor<2xi1>
  } do {
  ^bb0(%i: tensor<2xi32>):
    hlo.return %i : tensor<2xi32>
  }
  return
}

// -----

func.func @f(%x: tensor<i32>, %t: !hlo.token) {
  // expected-error @+1 {{while body must take 2 arguments, one per operand; got 1}}
  %r:2 = hlo.while(%x, %t) : tensor<i32>, !hlo.token cond {
  ^bb0(%i: tensor<i32>, %u: !hlo.token):
    %p = hlo.compare LT, %i, %i : tensor<i32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>):
    hlo.return %i, %i : tensor<i32>, tensor<i32>
  }
  return
}

// -----

func.func @f(%x: tensor<i32>, %t: tuple<tensor<i32>, !hlo.token>, %tok: !hlo.token) {
  // expected-error @+1 {{while body argument 1 must have the type of operand 1, (s32[], token[]); got (s32[])}}
  %r:3 = hlo.while(%x, %t, %tok) : tensor<i32>, tuple<tensor<i32>, !hlo.token>, !hlo.token cond {
  ^bb0(%i: tensor<i32>, %u: tuple<tensor<i32>, !hlo.token>, %w: !hlo.token):
    %p = hlo.compare LT, %i, %i : tensor<i32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %u: tuple<tensor<i32>>, %w: !hlo.token):
    %k = hlo.get_tuple_element %u[0] : tuple<tensor<i32>>
    %v = hlo.tuple(%k, %w) : tensor<i32>, !hlo.token
    hlo.return %i, %v, %w : tensor<i32>, tuple<tensor<i32>, !hlo.token>, !hlo.token
  }
  return
}

// -----

// hlo.return misuse: the body yields fewer values than the loop state.
func.func @f(%x: tensor<i32>, %y: tensor<f32>) {
  // expected-error @+1 {{while body must return 2 values, one per operand; got 1}}
  %r:2 = hlo.while(%x, %y) : tensor<i32>, tensor<f32> cond {
  ^bb0(%i: tensor<i32>, %v: tensor<f32>):
    %p = hlo.compare LT, %i, %i : tensor<i32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %v: tensor<f32>):
    hlo.return %i : tensor<i32>
  }
  return
}

// -----

// hlo.return misuse: the body yields a value of the wrong type.
func.func @f(%x: tensor<i32>, %y: tensor<f32>) {
  // expected-error @+1 {{while body result 1 must have the type of operand 1, f32[]; got s32[]}}
  %r:2 = hlo.while(%x, %y) : tensor<i32>, tensor<f32> cond {
  ^bb0(%i: tensor<i32>, %v: tensor<f32>):
    %p = hlo.compare LT, %i, %i : tensor<i32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %v: tensor<f32>):
    hlo.return %i, %i : tensor<i32>, tensor<i32>
  }
  return
}

// -----

func.func @f(%x: tensor<i32>) {
  // expected-error @+2 {{'hlo.while' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.while' op inferred type(s) 'tensor<i32>' are incompatible with return type(s) of operation 'tensor<f32>'}}
  %r = "hlo.while"(%x) ({
  ^bb0(%i: tensor<i32>):
    %p = hlo.compare LT, %i, %i : tensor<i32>
    hlo.return %p : tensor<i1>
  }, {
  ^bb0(%i: tensor<i32>):
    hlo.return %i : tensor<i32>
  }) : (tensor<i32>) -> tensor<f32>
  return
}

// -----

// The regions are called computations: they only see their arguments (while
// parses them as isolated name scopes, so outer names are unknown there).
func.func @f(%x: tensor<i32>) {
  %r = hlo.while(%x) : tensor<i32> cond {
  ^bb0(%i: tensor<i32>):
    // expected-error @+1 {{use of undeclared SSA value name}}
    %p = hlo.compare LT, %i, %x : tensor<i32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>):
    hlo.return %i : tensor<i32>
  }
  return
}

// -----

func.func @f(%x: tensor<i32>) {
  // expected-error @+1 {{'hlo.while' op region #1 ('body') failed to verify constraint: region with 1 blocks}}
  %r = "hlo.while"(%x) ({
  ^bb0(%i: tensor<i32>):
    %p = hlo.compare LT, %i, %i : tensor<i32>
    hlo.return %p : tensor<i1>
  }, {
  }) : (tensor<i32>) -> tensor<i32>
  return
}

//===----------------------------------------------------------------------===//
// conditional
//===----------------------------------------------------------------------===//

// -----

func.func @f(%p: tensor<f32>, %a: tensor<f32>) {
  // expected-error @+1 {{conditional branch index must be pred[] or s32[]; got f32[]}}
  %r = hlo.conditional %p (%a) : (tensor<f32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%x: tensor<f32>):
    hlo.return %x : tensor<f32>
  }
  return
}

// -----

func.func @f(%p: tensor<i64>, %a: tensor<f32>) {
  // expected-error @+1 {{conditional branch index must be pred[] or s32[]; got s64[]}}
  %r = hlo.conditional %p (%a) : (tensor<i64>, tensor<f32>) -> tensor<f32> {
  ^bb0(%x: tensor<f32>):
    hlo.return %x : tensor<f32>
  }
  return
}

// -----

func.func @f(%p: tensor<2xi1>, %a: tensor<f32>) {
  // expected-error @+1 {{conditional branch index must be pred[] or s32[]; got pred[2]}}
  %r = hlo.conditional %p (%a, %a) : (tensor<2xi1>, tensor<f32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%x: tensor<f32>):
    hlo.return %x : tensor<f32>
  }, {
  ^bb0(%x: tensor<f32>):
    hlo.return %x : tensor<f32>
  }
  return
}

// -----

func.func @f(%p: tensor<i1>, %a: tensor<f32>) {
  // expected-error @+1 {{conditional with a pred[] index must have 2 branches (true, false); got 3}}
  %r = hlo.conditional %p (%a, %a, %a) : (tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%x: tensor<f32>):
    hlo.return %x : tensor<f32>
  }, {
  ^bb0(%x: tensor<f32>):
    hlo.return %x : tensor<f32>
  }, {
  ^bb0(%x: tensor<f32>):
    hlo.return %x : tensor<f32>
  }
  return
}

// -----

func.func @f(%p: tensor<i1>, %a: tensor<f32>) {
  // expected-error @+1 {{conditional with a pred[] index must have 2 branches (true, false); got 1}}
  %r = hlo.conditional %p (%a) : (tensor<i1>, tensor<f32>) -> tensor<f32> {
  ^bb0(%x: tensor<f32>):
    hlo.return %x : tensor<f32>
  }
  return
}

// -----

func.func @f(%i: tensor<i32>) {
  // expected-error @+1 {{conditional with an s32[] index must have at least 1 branch}}
  "hlo.conditional"(%i) : (tensor<i32>) -> ()
  return
}

// -----

func.func @f(%i: tensor<i32>, %a: tensor<f32>) {
  // expected-error @+1 {{conditional has 2 branches but 1 branch operand; it takes one operand per branch}}
  %r = hlo.conditional %i (%a) : (tensor<i32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%x: tensor<f32>):
    hlo.return %x : tensor<f32>
  }, {
  ^bb0(%x: tensor<f32>):
    hlo.return %x : tensor<f32>
  }
  return
}

// -----

func.func @f(%i: tensor<i32>, %a: tensor<f32>) {
  // expected-error @+1 {{conditional branch 0 must take 1 argument; got 2}}
  %r = hlo.conditional %i (%a) : (tensor<i32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    hlo.return %x : tensor<f32>
  }
  return
}

// -----

func.func @f(%p: tensor<i1>, %a: tensor<f32>, %b: tensor<i32>) {
  // expected-error @+1 {{conditional branch 1 must take an argument of the type of branch operand 1, s32[]; got f32[]}}
  %r = hlo.conditional %p (%a, %b) : (tensor<i1>, tensor<f32>, tensor<i32>) -> tensor<f32> {
  ^bb0(%x: tensor<f32>):
    hlo.return %x : tensor<f32>
  }, {
  ^bb0(%x: tensor<f32>):
    hlo.return %x : tensor<f32>
  }
  return
}

// -----

// hlo.return misuse: a branch yields more values than the op has results.
func.func @f(%p: tensor<i1>, %a: tensor<f32>) {
  // expected-error @+1 {{conditional branch 1 returns 2 values but the conditional has 1 result}}
  %r = hlo.conditional %p (%a, %a) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%x: tensor<f32>):
    hlo.return %x : tensor<f32>
  }, {
  ^bb0(%x: tensor<f32>):
    hlo.return %x, %x : tensor<f32>, tensor<f32>
  }
  return
}

// -----

func.func @f(%i: tensor<i32>, %a: tensor<f32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{conditional branch 1 result 0 has type f32[4] but result 0 of the conditional has f32[]}}
  %r = hlo.conditional %i (%a, %b) : (tensor<i32>, tensor<f32>, tensor<4xf32>) -> tensor<f32> {
  ^bb0(%x: tensor<f32>):
    hlo.return %x : tensor<f32>
  }, {
  ^bb0(%x: tensor<4xf32>):
    hlo.return %x : tensor<4xf32>
  }
  return
}

// -----

func.func @f(%i: tensor<i32>, %a: tensor<f32>) {
  // expected-note @+1 {{required by region isolation constraints}}
  %r = hlo.conditional %i (%a) : (tensor<i32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%x: tensor<f32>):
    // expected-error @+1 {{using value defined outside the region}}
    %y = hlo.add %x, %a : tensor<f32>
    hlo.return %y : tensor<f32>
  }
  return
}

//===----------------------------------------------------------------------===//
// call
//===----------------------------------------------------------------------===//

// -----

func.func @f(%a: tensor<f32>) {
  // expected-error @+1 {{'hlo.call' op to_apply @nope does not name a function in the enclosing module}}
  %r = hlo.call @nope(%a) : (tensor<f32>) -> tensor<f32>
  return
}

// -----

module @m {
}

func.func @f(%a: tensor<f32>) {
  // expected-error @+1 {{'hlo.call' op to_apply @m names a 'builtin.module', not a function}}
  %r = hlo.call @m(%a) : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func private @g(tensor<f32>, tensor<f32>) -> tensor<f32>

func.func @f(%a: tensor<f32>) {
  // expected-error @+1 {{call has 1 operand but @g takes 2 parameters}}
  %r = hlo.call @g(%a) : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func private @g(tensor<f32>, tensor<i32>) -> tensor<f32>

func.func @f(%a: tensor<f32>) {
  // expected-error @+1 {{operand 1 has type f32[] but parameter 1 of @g has type s32[]}}
  %r = hlo.call @g(%a, %a) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func private @g(tensor<f32>) -> (tensor<f32>, tensor<f32>)

func.func @f(%a: tensor<f32>) {
  // expected-error @+1 {{call has 1 result but @g returns 2 values}}
  %r = hlo.call @g(%a) : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func private @g(tensor<f32>) -> tuple<tensor<f32>, !hlo.token>

func.func @f(%a: tensor<f32>) {
  // expected-error @+1 {{result 0 has type (f32[]) but @g returns (f32[], token[]) as value 0}}
  %r = hlo.call @g(%a) : (tensor<f32>) -> tuple<tensor<f32>>
  return
}

//===----------------------------------------------------------------------===//
// fusion
//===----------------------------------------------------------------------===//

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{unknown fusion_kind 'kFast'}}
  %r = hlo.fusion kFast (%a) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    hlo.return %x : tensor<4xf32>
  }
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{fused computation must take 1 argument, one per operand; got 0}}
  %r = hlo.fusion kLoop (%a) : (tensor<4xf32>) -> tensor<4xf32> {
    %k = hlo.constant dense<1.0> : tensor<4xf32>
    hlo.return %k : tensor<4xf32>
  }
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<4xi32>) {
  // expected-error @+1 {{fused computation argument 1 must have the type of operand 1, s32[4]; got f32[4]}}
  %r = hlo.fusion kLoop (%a, %b) : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    hlo.return %x : tensor<4xf32>
  }
  return
}

// -----

// hlo.return misuse: the fused computation yields one value too many.
func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{fusion has 1 result but its fused computation returns 2 values}}
  %r = hlo.fusion kInput (%a) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    hlo.return %x, %x : tensor<4xf32>, tensor<4xf32>
  }
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{fusion result 0 has type f32[2,2] but the fused computation returns f32[4] as value 0}}
  %r = hlo.fusion kOutput (%a) : (tensor<4xf32>) -> tensor<2x2xf32> {
  ^bb0(%x: tensor<4xf32>):
    hlo.return %x : tensor<4xf32>
  }
  return
}

//===----------------------------------------------------------------------===//
// tuple, get_tuple_element, opt_barrier, return
//===----------------------------------------------------------------------===//

// -----

func.func @f(%a: tensor<f32>, %b: tensor<i32>) {
  // expected-error @+2 {{'hlo.tuple' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.tuple' op inferred type(s) 'tuple<tensor<f32>, tensor<i32>>' are incompatible with return type(s) of operation 'tuple<tensor<i32>, tensor<f32>>'}}
  %t = "hlo.tuple"(%a, %b) : (tensor<f32>, tensor<i32>) -> tuple<tensor<i32>, tensor<f32>>
  return
}

// -----

func.func @f(%t: tuple<tensor<f32>, tensor<4xi32>>) {
  // expected-error @+1 {{tuple index 2 is out of range [0, 2) of tuple (f32[], s32[4])}}
  %x = hlo.get_tuple_element %t[2] : tuple<tensor<f32>, tensor<4xi32>>
  return
}

// -----

func.func @f(%t: tuple<tensor<f32>>) {
  // expected-error @+1 {{tuple index -1 is out of range [0, 1) of tuple (f32[])}}
  %x = hlo.get_tuple_element %t[-1] : tuple<tensor<f32>>
  return
}

// -----

func.func @f(%t: tuple<>) {
  // expected-error @+1 {{tuple index 0 is out of range [0, 0) of tuple ()}}
  %x = hlo.get_tuple_element %t[0] : tuple<>
  return
}

// -----

func.func @f(%t: tuple<tensor<f32>, tensor<i32>>) {
  // expected-error @+2 {{'hlo.get_tuple_element' op failed to infer returned types}}
  // expected-error @+1 {{'hlo.get_tuple_element' op inferred type(s) 'tensor<i32>' are incompatible with return type(s) of operation 'tensor<f32>'}}
  %x = "hlo.get_tuple_element"(%t) <{index = 1 : i64}> : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
  return
}

// -----

func.func @f(%x: tensor<f32>) {
  // expected-error @+1 {{'hlo.get_tuple_element' op operand #0 must be nested tuple}}
  %y = "hlo.get_tuple_element"(%x) <{index = 0 : i64}> : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @f(%x: tuple<tensor<f32>>) {
  // expected-error @+1 {{'hlo.opt_barrier' op requires the same type for all operands and results}}
  %y = "hlo.opt_barrier"(%x) : (tuple<tensor<f32>>) -> tuple<tensor<f64>>
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'hlo.opt_barrier' op operand #0 must be XLA value (array, token or tuple)}}
  %y = "hlo.opt_barrier"(%x) : (index) -> index
  return
}

// -----

func.func @f(%x: index) {
  %r = hlo.fusion kLoop () : () -> tensor<f32> {
    %k = hlo.constant dense<1.0> : tensor<f32>
    // expected-error @+1 {{'hlo.return' op operand #0 must be variadic of XLA value (array, token or tuple)}}
    "hlo.return"(%x) : (index) -> ()
  }
  return
}

// -----

// hlo.return ends the regions of hlo ops only, never a func.func.
func.func @f(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'hlo.return' op must end a region of an hlo op; its parent is 'func.func'}}
  hlo.return %x : tensor<f32>
}
