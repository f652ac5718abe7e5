// Control flow and structure against numpy and Python
// (Inputs/control_flow.py): while loops with a fixed trip count, with a
// data-dependent condition (a reduce in the condition), with zero trips,
// nested, with tuple and token state; conditional in both forms (pred:
// true runs the first branch; s32 index: out-of-range indices, negative or
// >= N, run the last branch, as XLA does), branches taking different
// operand types, a conditional inside a while (Collatz); call (nested, with
// a tuple argument and two results); tuple/get_tuple_element (nested);
// fusion (kLoop, kInput with two results, kOutput with a tuple, an
// operand-less kCustom); opt_barrier; after_all and add_dependency.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/control_flow.py %t

// Newton's iteration for the square root, 20 trips, in f32 (numpy repeats
// the same operations, so the results match bit for bit).
// RUN: xhlo-run %s --entry=newton --arg=%t/newton/a.npy \
// RUN:   --expect=%t/newton/0.npy --expect=%t/newton/1.npy --rtol=0 --atol=0
func.func @newton(%a: tensor<5xf32>) -> (tensor<5xf32>, tensor<i32>) {
  %zero = hlo.constant dense<0> : tensor<i32>
  %r:3 = hlo.while(%zero, %a, %a) : tensor<i32>, tensor<5xf32>, tensor<5xf32> cond {
  ^bb0(%i: tensor<i32>, %x: tensor<5xf32>, %c: tensor<5xf32>):
    %n = hlo.constant dense<20> : tensor<i32>
    %p = hlo.compare LT, %i, %n : tensor<i32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %x: tensor<5xf32>, %c: tensor<5xf32>):
    %one = hlo.constant dense<1> : tensor<i32>
    %half = hlo.constant dense<0.5> : tensor<5xf32>
    %q = hlo.divide %c, %x : tensor<5xf32>
    %s = hlo.add %x, %q : tensor<5xf32>
    %y = hlo.multiply %half, %s : tensor<5xf32>
    %j = hlo.add %i, %one : tensor<i32>
    hlo.return %j, %y, %c : tensor<i32>, tensor<5xf32>, tensor<5xf32>
  }
  return %r#1, %r#0 : tensor<5xf32>, tensor<i32>
}

// The same iteration until every |x*x - a| <= 1e-6 * a (a reduce in the
// condition), at most 50 trips; the trip count is a result.
// RUN: xhlo-run %s --entry=newton_until --arg=%t/newton_until/a.npy \
// RUN:   --expect=%t/newton_until/0.npy --expect=%t/newton_until/1.npy \
// RUN:   --rtol=0 --atol=0
func.func @newton_until(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<i32>) {
  %zero = hlo.constant dense<0> : tensor<i32>
  %r:3 = hlo.while(%zero, %a, %a) : tensor<i32>, tensor<4xf32>, tensor<4xf32> cond {
  ^bb0(%i: tensor<i32>, %x: tensor<4xf32>, %c: tensor<4xf32>):
    %n = hlo.constant dense<50> : tensor<i32>
    %more = hlo.compare LT, %i, %n : tensor<i32>
    %xx = hlo.multiply %x, %x : tensor<4xf32>
    %d = hlo.subtract %xx, %c : tensor<4xf32>
    %ad = hlo.abs %d : tensor<4xf32>
    %eps = hlo.constant dense<1.0e-6> : tensor<4xf32>
    %tol = hlo.multiply %eps, %c : tensor<4xf32>
    %excess = hlo.subtract %ad, %tol : tensor<4xf32>
    %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
    %worst = hlo.reduce(%excess init: %ninf) dimensions = [0]
        : (tensor<4xf32>, tensor<f32>) -> tensor<f32> {
    ^bb0(%u: tensor<f32>, %v: tensor<f32>):
      %m = hlo.maximum %u, %v : tensor<f32>
      hlo.return %m : tensor<f32>
    }
    %fz = hlo.constant dense<0.0> : tensor<f32>
    %far = hlo.compare GT, %worst, %fz : tensor<f32>
    %p = hlo.and %more, %far : tensor<i1>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %x: tensor<4xf32>, %c: tensor<4xf32>):
    %one = hlo.constant dense<1> : tensor<i32>
    %half = hlo.constant dense<0.5> : tensor<4xf32>
    %q = hlo.divide %c, %x : tensor<4xf32>
    %s = hlo.add %x, %q : tensor<4xf32>
    %y = hlo.multiply %half, %s : tensor<4xf32>
    %j = hlo.add %i, %one : tensor<i32>
    hlo.return %j, %y, %c : tensor<i32>, tensor<4xf32>, tensor<4xf32>
  }
  return %r#1, %r#0 : tensor<4xf32>, tensor<i32>
}

// Collatz: a pred conditional inside a while (each branch defines its own
// constants: regions are isolated from above). 27 takes 111 steps and
// peaks at 9232; 1 takes none.
// RUN: xhlo-run %s --entry=collatz --arg=%t/collatz/n0.npy --expect=%t/collatz/0_0.npy --expect=%t/collatz/1_0.npy --rtol=0 --atol=0
// RUN: xhlo-run %s --entry=collatz --arg=%t/collatz/n1.npy --expect=%t/collatz/0_1.npy --expect=%t/collatz/1_1.npy --rtol=0 --atol=0
// RUN: xhlo-run %s --entry=collatz --arg=%t/collatz/n2.npy --expect=%t/collatz/0_2.npy --expect=%t/collatz/1_2.npy --rtol=0 --atol=0
// RUN: xhlo-run %s --entry=collatz --arg=%t/collatz/n3.npy --expect=%t/collatz/0_3.npy --expect=%t/collatz/1_3.npy --rtol=0 --atol=0
// RUN: xhlo-run %s --entry=collatz --arg=%t/collatz/n0.npy --print | FileCheck %s --check-prefix=COLLATZ
// COLLATZ: s32[] 111
// COLLATZ-NEXT: s64[] 9232
func.func @collatz(%n: tensor<i64>) -> (tensor<i32>, tensor<i64>) {
  %zero = hlo.constant dense<0> : tensor<i32>
  %r:3 = hlo.while(%n, %zero, %n) : tensor<i64>, tensor<i32>, tensor<i64> cond {
  ^bb0(%v: tensor<i64>, %c: tensor<i32>, %m: tensor<i64>):
    %one = hlo.constant dense<1> : tensor<i64>
    %p = hlo.compare NE, %v, %one : tensor<i64>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%v: tensor<i64>, %c: tensor<i32>, %m: tensor<i64>):
    %two = hlo.constant dense<2> : tensor<i64>
    %z = hlo.constant dense<0> : tensor<i64>
    %rem = hlo.remainder %v, %two : tensor<i64>
    %even = hlo.compare EQ, %rem, %z : tensor<i64>
    %next = hlo.conditional %even (%v, %v) : (tensor<i1>, tensor<i64>, tensor<i64>) -> tensor<i64> {
    ^bb0(%a: tensor<i64>):
      %d = hlo.constant dense<2> : tensor<i64>
      %h = hlo.divide %a, %d : tensor<i64>
      hlo.return %h : tensor<i64>
    }, {
    ^bb0(%a: tensor<i64>):
      %three = hlo.constant dense<3> : tensor<i64>
      %o = hlo.constant dense<1> : tensor<i64>
      %t = hlo.multiply %a, %three : tensor<i64>
      %u = hlo.add %t, %o : tensor<i64>
      hlo.return %u : tensor<i64>
    }
    %one = hlo.constant dense<1> : tensor<i32>
    %c1 = hlo.add %c, %one : tensor<i32>
    %m1 = hlo.maximum %m, %next : tensor<i64>
    hlo.return %next, %c1, %m1 : tensor<i64>, tensor<i32>, tensor<i64>
  }
  return %r#1, %r#2 : tensor<i32>, tensor<i64>
}

// An s32 index picks one of three branches, each taking its own operand
// (a tensor, a tuple, a scalar); indices -1, 3, INT_MAX and INT_MIN run the
// last branch.
// RUN: xhlo-run %s --entry=cond_index --arg=%t/cond_index/i0.npy --arg=%t/cond_index/x.npy --arg=%t/cond_index/k.npy --expect=%t/cond_index/0_0.npy --expect=%t/cond_index/1_0.npy --rtol=0 --atol=0
// RUN: xhlo-run %s --entry=cond_index --arg=%t/cond_index/i1.npy --arg=%t/cond_index/x.npy --arg=%t/cond_index/k.npy --expect=%t/cond_index/0_1.npy --expect=%t/cond_index/1_1.npy --rtol=0 --atol=0
// RUN: xhlo-run %s --entry=cond_index --arg=%t/cond_index/i2.npy --arg=%t/cond_index/x.npy --arg=%t/cond_index/k.npy --expect=%t/cond_index/0_2.npy --expect=%t/cond_index/1_2.npy --rtol=0 --atol=0
// RUN: xhlo-run %s --entry=cond_index --arg=%t/cond_index/i3.npy --arg=%t/cond_index/x.npy --arg=%t/cond_index/k.npy --expect=%t/cond_index/0_3.npy --expect=%t/cond_index/1_3.npy --rtol=0 --atol=0
// RUN: xhlo-run %s --entry=cond_index --arg=%t/cond_index/i4.npy --arg=%t/cond_index/x.npy --arg=%t/cond_index/k.npy --expect=%t/cond_index/0_4.npy --expect=%t/cond_index/1_4.npy --rtol=0 --atol=0
// RUN: xhlo-run %s --entry=cond_index --arg=%t/cond_index/i5.npy --arg=%t/cond_index/x.npy --arg=%t/cond_index/k.npy --expect=%t/cond_index/0_5.npy --expect=%t/cond_index/1_5.npy --rtol=0 --atol=0
// RUN: xhlo-run %s --entry=cond_index --arg=%t/cond_index/i6.npy --arg=%t/cond_index/x.npy --arg=%t/cond_index/k.npy --expect=%t/cond_index/0_6.npy --expect=%t/cond_index/1_6.npy --rtol=0 --atol=0
func.func @cond_index(%i: tensor<i32>, %x: tensor<3xf32>, %k: tensor<i64>)
    -> (tensor<3xf32>, tensor<i64>) {
  %t = hlo.tuple(%x, %k) : tensor<3xf32>, tensor<i64>
  %r:2 = hlo.conditional %i (%x, %t, %k) : (tensor<i32>, tensor<3xf32>, tuple<tensor<3xf32>, tensor<i64>>, tensor<i64>) -> (tensor<3xf32>, tensor<i64>) {
  ^bb0(%a: tensor<3xf32>):
    %one = hlo.constant dense<1.0> : tensor<3xf32>
    %y = hlo.add %a, %one : tensor<3xf32>
    %kk = hlo.constant dense<-7> : tensor<i64>
    hlo.return %y, %kk : tensor<3xf32>, tensor<i64>
  }, {
  ^bb0(%u: tuple<tensor<3xf32>, tensor<i64>>):
    %a = hlo.get_tuple_element %u[0] : tuple<tensor<3xf32>, tensor<i64>>
    %b = hlo.get_tuple_element %u[1] : tuple<tensor<3xf32>, tensor<i64>>
    %two = hlo.constant dense<2.0> : tensor<3xf32>
    %three = hlo.constant dense<3> : tensor<i64>
    %y = hlo.multiply %a, %two : tensor<3xf32>
    %z = hlo.multiply %b, %three : tensor<i64>
    hlo.return %y, %z : tensor<3xf32>, tensor<i64>
  }, {
  ^bb0(%b: tensor<i64>):
    %f = hlo.convert %b : (tensor<i64>) -> tensor<f32>
    %y = hlo.broadcast %f, dimensions = [] : (tensor<f32>) -> tensor<3xf32>
    %one = hlo.constant dense<1> : tensor<i64>
    %z = hlo.subtract %b, %one : tensor<i64>
    hlo.return %y, %z : tensor<3xf32>, tensor<i64>
  }
  return %r#0, %r#1 : tensor<3xf32>, tensor<i64>
}

// pred form: true runs the first branch (on the first branch operand),
// false the second.
// RUN: xhlo-run %s --entry=cond_pred --arg=%t/cond_pred/p0.npy --arg=%t/cond_pred/x.npy --arg=%t/cond_pred/y.npy --expect=%t/cond_pred/0_0.npy --expect=%t/cond_pred/1_0.npy --rtol=0 --atol=0
// RUN: xhlo-run %s --entry=cond_pred --arg=%t/cond_pred/p1.npy --arg=%t/cond_pred/x.npy --arg=%t/cond_pred/y.npy --expect=%t/cond_pred/0_1.npy --expect=%t/cond_pred/1_1.npy --rtol=0 --atol=0
func.func @cond_pred(%p: tensor<i1>, %x: tensor<2x2xf64>, %y: tensor<2xi32>)
    -> (tensor<2x2xf64>, tensor<2xi32>) {
  %t = hlo.tuple(%x, %y) : tensor<2x2xf64>, tensor<2xi32>
  %r:2 = hlo.conditional %p (%x, %t) : (tensor<i1>, tensor<2x2xf64>, tuple<tensor<2x2xf64>, tensor<2xi32>>) -> (tensor<2x2xf64>, tensor<2xi32>) {
  ^bb0(%a: tensor<2x2xf64>):
    %tr = hlo.transpose %a, dimensions = [1, 0] : (tensor<2x2xf64>) -> tensor<2x2xf64>
    %ones = hlo.constant dense<1> : tensor<2xi32>
    hlo.return %tr, %ones : tensor<2x2xf64>, tensor<2xi32>
  }, {
  ^bb0(%u: tuple<tensor<2x2xf64>, tensor<2xi32>>):
    %a = hlo.get_tuple_element %u[0] : tuple<tensor<2x2xf64>, tensor<2xi32>>
    %b = hlo.get_tuple_element %u[1] : tuple<tensor<2x2xf64>, tensor<2xi32>>
    %aa = hlo.multiply %a, %a : tensor<2x2xf64>
    %bb = hlo.multiply %b, %b : tensor<2xi32>
    hlo.return %aa, %bb : tensor<2x2xf64>, tensor<2xi32>
  }
  return %r#0, %r#1 : tensor<2x2xf64>, tensor<2xi32>
}

// Loops by hand: a zero-trip loop returns its operands; nested loops sum
// i * j over 0 <= j < i < 5 (35; the inner loop gets i in its state, as
// regions are isolated from above); a loop over a tuple state and a token
// doubles the tuple's array three times.
// RUN: xhlo-run %s --entry=loops --print | FileCheck %s --check-prefix=LOOPS
// LOOPS: s32[] 5
// LOOPS-NEXT: f32[2] {1, 2}
// LOOPS-NEXT: s64[] 35
// LOOPS-NEXT: f64[2] {8, -24}
// LOOPS-NEXT: s32[] 3
func.func @loops() -> (tensor<i32>, tensor<2xf32>, tensor<i64>, tensor<2xf64>,
                       tensor<i32>) {
  %five = hlo.constant dense<5> : tensor<i32>
  %v = hlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %z:2 = hlo.while(%five, %v) : tensor<i32>, tensor<2xf32> cond {
  ^bb0(%i: tensor<i32>, %x: tensor<2xf32>):
    %three = hlo.constant dense<3> : tensor<i32>
    %p = hlo.compare LT, %i, %three : tensor<i32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %x: tensor<2xf32>):
    %y = hlo.add %x, %x : tensor<2xf32>
    hlo.return %i, %y : tensor<i32>, tensor<2xf32>
  }
  %zero = hlo.constant dense<0> : tensor<i64>
  %n:2 = hlo.while(%zero, %zero) : tensor<i64>, tensor<i64> cond {
  ^bb0(%i: tensor<i64>, %s: tensor<i64>):
    %lim = hlo.constant dense<5> : tensor<i64>
    %p = hlo.compare LT, %i, %lim : tensor<i64>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i64>, %s: tensor<i64>):
    %z0 = hlo.constant dense<0> : tensor<i64>
    %in:3 = hlo.while(%z0, %s, %i) : tensor<i64>, tensor<i64>, tensor<i64> cond {
    ^bb0(%j: tensor<i64>, %t: tensor<i64>, %k: tensor<i64>):
      %p = hlo.compare LT, %j, %k : tensor<i64>
      hlo.return %p : tensor<i1>
    } do {
    ^bb0(%j: tensor<i64>, %t: tensor<i64>, %k: tensor<i64>):
      %kj = hlo.multiply %k, %j : tensor<i64>
      %t2 = hlo.add %t, %kj : tensor<i64>
      %one = hlo.constant dense<1> : tensor<i64>
      %j2 = hlo.add %j, %one : tensor<i64>
      hlo.return %j2, %t2, %k : tensor<i64>, tensor<i64>, tensor<i64>
    }
    %one = hlo.constant dense<1> : tensor<i64>
    %i2 = hlo.add %i, %one : tensor<i64>
    hlo.return %i2, %in#1 : tensor<i64>, tensor<i64>
  }
  %c0 = hlo.constant dense<0> : tensor<i32>
  %arr = hlo.constant dense<[1.0, -3.0]> : tensor<2xf64>
  %st = hlo.tuple(%c0, %arr) : tensor<i32>, tensor<2xf64>
  %tok = hlo.after_all()
  %w:2 = hlo.while(%st, %tok) : tuple<tensor<i32>, tensor<2xf64>>, !hlo.token cond {
  ^bb0(%s: tuple<tensor<i32>, tensor<2xf64>>, %k: !hlo.token):
    %i = hlo.get_tuple_element %s[0] : tuple<tensor<i32>, tensor<2xf64>>
    %three = hlo.constant dense<3> : tensor<i32>
    %p = hlo.compare LT, %i, %three : tensor<i32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%s: tuple<tensor<i32>, tensor<2xf64>>, %k: !hlo.token):
    %i = hlo.get_tuple_element %s[0] : tuple<tensor<i32>, tensor<2xf64>>
    %a = hlo.get_tuple_element %s[1] : tuple<tensor<i32>, tensor<2xf64>>
    %one = hlo.constant dense<1> : tensor<i32>
    %i2 = hlo.add %i, %one : tensor<i32>
    %a2 = hlo.add %a, %a : tensor<2xf64>
    %s2 = hlo.tuple(%i2, %a2) : tensor<i32>, tensor<2xf64>
    %k2 = hlo.after_all(%k)
    hlo.return %s2, %k2 : tuple<tensor<i32>, tensor<2xf64>>, !hlo.token
  }
  %wa = hlo.get_tuple_element %w#0[1] : tuple<tensor<i32>, tensor<2xf64>>
  %wi = hlo.get_tuple_element %w#0[0] : tuple<tensor<i32>, tensor<2xf64>>
  return %z#0, %z#1, %n#1, %wa, %wi : tensor<i32>, tensor<2xf32>,
      tensor<i64>, tensor<2xf64>, tensor<i32>
}

// call: y = x * w + b and its sum (a tuple argument, two results), and a
// function calling it twice (y2 = affine(y1)). The reference kernels sum in
// order (bit for bit with numpy's loop); a fast path may not.
// RUN: xhlo-run %s --entry=call --reference-kernels --arg=%t/call/x.npy \
// RUN:   --arg=%t/call/w.npy --arg=%t/call/b.npy --expect=%t/call/0.npy \
// RUN:   --expect=%t/call/1.npy --expect=%t/call/2.npy --expect=%t/call/3.npy \
// RUN:   --rtol=0 --atol=0
// RUN: xhlo-run %s --entry=call --arg=%t/call/x.npy --arg=%t/call/w.npy \
// RUN:   --arg=%t/call/b.npy --expect=%t/call/0.npy --expect=%t/call/1.npy \
// RUN:   --expect=%t/call/2.npy --expect=%t/call/3.npy --rtol=1e-6 --atol=1e-6
func.func private @affine(%x: tensor<4xf32>, %p: tuple<tensor<4xf32>, tensor<f32>>)
    -> (tensor<4xf32>, tensor<f32>) {
  %w = hlo.get_tuple_element %p[0] : tuple<tensor<4xf32>, tensor<f32>>
  %b = hlo.get_tuple_element %p[1] : tuple<tensor<4xf32>, tensor<f32>>
  %m = hlo.multiply %x, %w : tensor<4xf32>
  %bb = hlo.broadcast %b, dimensions = [] : (tensor<f32>) -> tensor<4xf32>
  %y = hlo.add %m, %bb : tensor<4xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %s = hlo.reduce(%y init: %z) dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>, %e: tensor<f32>):
    %t = hlo.add %a, %e : tensor<f32>
    hlo.return %t : tensor<f32>
  }
  return %y, %s : tensor<4xf32>, tensor<f32>
}
func.func private @twice(%x: tensor<4xf32>, %p: tuple<tensor<4xf32>, tensor<f32>>)
    -> (tensor<4xf32>, tensor<f32>) {
  %a:2 = hlo.call @affine(%x, %p) : (tensor<4xf32>, tuple<tensor<4xf32>, tensor<f32>>) -> (tensor<4xf32>, tensor<f32>)
  %b:2 = hlo.call @affine(%a#0, %p) : (tensor<4xf32>, tuple<tensor<4xf32>, tensor<f32>>) -> (tensor<4xf32>, tensor<f32>)
  return %b#0, %b#1 : tensor<4xf32>, tensor<f32>
}
func.func @call(%x: tensor<4xf32>, %w: tensor<4xf32>, %b: tensor<f32>)
    -> (tensor<4xf32>, tensor<f32>, tensor<4xf32>, tensor<f32>) {
  %p = hlo.tuple(%w, %b) : tensor<4xf32>, tensor<f32>
  %r:2 = hlo.call @affine(%x, %p) : (tensor<4xf32>, tuple<tensor<4xf32>, tensor<f32>>) -> (tensor<4xf32>, tensor<f32>)
  %q:2 = hlo.call @twice(%x, %p) composite : (tensor<4xf32>, tuple<tensor<4xf32>, tensor<f32>>) -> (tensor<4xf32>, tensor<f32>)
  return %r#0, %r#1, %q#0, %q#1 : tensor<4xf32>, tensor<f32>, tensor<4xf32>,
      tensor<f32>
}

// fusion: a kInput fusion with two results (exp(x * y) and its row sums), a
// kLoop fusion (tanh(x^T * 2 + 1)), a kOutput fusion returning a tuple, and
// an operand-less kCustom fusion.
// RUN: xhlo-run %s --entry=fusion --arg=%t/fusion/x.npy --arg=%t/fusion/y.npy \
// RUN:   --expect=%t/fusion/0.npy --expect=%t/fusion/1.npy \
// RUN:   --expect=%t/fusion/2.npy --expect=%t/fusion/3.npy \
// RUN:   --expect=%t/fusion/4.npy --rtol=2e-6 --atol=1e-7
func.func @fusion(%x: tensor<3x4xf32>, %y: tensor<3x4xf32>)
    -> (tensor<3x4xf32>, tensor<3xf32>, tensor<4x3xf32>, tensor<3x4xf32>,
        tensor<i32>) {
  %r:2 = hlo.fusion kInput (%x, %y) : (tensor<3x4xf32>, tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3xf32>) {
  ^bb0(%a: tensor<3x4xf32>, %b: tensor<3x4xf32>):
    %m = hlo.multiply %a, %b : tensor<3x4xf32>
    %e = hlo.exponential %m : tensor<3x4xf32>
    %z = hlo.constant dense<0.0> : tensor<f32>
    %s = hlo.reduce(%e init: %z) dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32> {
    ^bb0(%u: tensor<f32>, %v: tensor<f32>):
      %t = hlo.add %u, %v : tensor<f32>
      hlo.return %t : tensor<f32>
    }
    hlo.return %e, %s : tensor<3x4xf32>, tensor<3xf32>
  }
  %l = hlo.fusion kLoop (%x) : (tensor<3x4xf32>) -> tensor<4x3xf32> {
  ^bb0(%a: tensor<3x4xf32>):
    %t = hlo.transpose %a, dimensions = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %two = hlo.constant dense<2.0> : tensor<4x3xf32>
    %one = hlo.constant dense<1.0> : tensor<4x3xf32>
    %m = hlo.multiply %t, %two : tensor<4x3xf32>
    %s = hlo.add %m, %one : tensor<4x3xf32>
    %h = hlo.tanh %s : tensor<4x3xf32>
    hlo.return %h : tensor<4x3xf32>
  }
  %tup = hlo.tuple(%x, %y) : tensor<3x4xf32>, tensor<3x4xf32>
  %o = hlo.fusion kOutput (%tup) : (tuple<tensor<3x4xf32>, tensor<3x4xf32>>) -> tuple<tensor<3x4xf32>> {
  ^bb0(%u: tuple<tensor<3x4xf32>, tensor<3x4xf32>>):
    %a = hlo.get_tuple_element %u[0] : tuple<tensor<3x4xf32>, tensor<3x4xf32>>
    %b = hlo.get_tuple_element %u[1] : tuple<tensor<3x4xf32>, tensor<3x4xf32>>
    %d = hlo.subtract %a, %b : tensor<3x4xf32>
    %w = hlo.tuple(%d) : tensor<3x4xf32>
    hlo.return %w : tuple<tensor<3x4xf32>>
  }
  %d = hlo.get_tuple_element %o[0] : tuple<tensor<3x4xf32>>
  %c = hlo.fusion kCustom () : () -> tensor<i32> {
    %k = hlo.constant dense<12> : tensor<i32>
    hlo.return %k : tensor<i32>
  }
  return %r#0, %r#1, %l, %d, %c : tensor<3x4xf32>, tensor<3xf32>,
      tensor<4x3xf32>, tensor<3x4xf32>, tensor<i32>
}

// Nested tuples, opt_barrier (of a tuple and of an array), after_all and
// add_dependency pass values through unchanged.
// RUN: xhlo-run %s --entry=tuples --arg=%t/tuples/a.npy --arg=%t/tuples/b.npy \
// RUN:   --arg=%t/tuples/c.npy --expect=%t/tuples/0.npy \
// RUN:   --expect=%t/tuples/1.npy --expect=%t/tuples/2.npy \
// RUN:   --expect=%t/tuples/3.npy --expect=%t/tuples/4.npy \
// RUN:   --expect=%t/tuples/5.npy --rtol=0 --atol=0
func.func @tuples(%a: tensor<2x3xf32>, %b: tensor<4xi16>, %c: tensor<2xcomplex<f64>>)
    -> (tensor<2x3xf32>, tensor<4xi16>, tensor<2xcomplex<f64>>, tensor<4xi16>,
        tensor<2x3xf32>, tensor<2x3xf32>) {
  %t0 = hlo.after_all()
  %t1 = hlo.tuple(%a, %b) : tensor<2x3xf32>, tensor<4xi16>
  %t2 = hlo.tuple(%t1, %c, %t0) : tuple<tensor<2x3xf32>, tensor<4xi16>>, tensor<2xcomplex<f64>>, !hlo.token
  %inner = hlo.get_tuple_element %t2[0] : tuple<tuple<tensor<2x3xf32>, tensor<4xi16>>, tensor<2xcomplex<f64>>, !hlo.token>
  %ga = hlo.get_tuple_element %inner[0] : tuple<tensor<2x3xf32>, tensor<4xi16>>
  %gb = hlo.get_tuple_element %inner[1] : tuple<tensor<2x3xf32>, tensor<4xi16>>
  %gc = hlo.get_tuple_element %t2[1] : tuple<tuple<tensor<2x3xf32>, tensor<4xi16>>, tensor<2xcomplex<f64>>, !hlo.token>
  %gt = hlo.get_tuple_element %t2[2] : tuple<tuple<tensor<2x3xf32>, tensor<4xi16>>, tensor<2xcomplex<f64>>, !hlo.token>
  %ob = hlo.opt_barrier %t1 : tuple<tensor<2x3xf32>, tensor<4xi16>>
  %b2 = hlo.get_tuple_element %ob[1] : tuple<tensor<2x3xf32>, tensor<4xi16>>
  %t3 = hlo.after_all(%gt, %t0)
  %a2 = hlo.add_dependency %ga, %t3 : tensor<2x3xf32>
  %a3 = hlo.opt_barrier %a2 : tensor<2x3xf32>
  %a4 = hlo.add %a3, %a3 : tensor<2x3xf32>
  return %ga, %gb, %gc, %b2, %a2, %a4 : tensor<2x3xf32>, tensor<4xi16>,
      tensor<2xcomplex<f64>>, tensor<4xi16>, tensor<2x3xf32>, tensor<2x3xf32>
}
