// xhlo-run --outfeed prints each hlo.outfeed as the program runs it, one
// line each in program order (also from inside a while loop), before the
// results: the outfeed_config or 'outfeed', then the data as XLA literal
// text (a tuple when there are several values). Without --outfeed an
// outfeed fails the run, saying how to enable it; --outfeed is for the
// local device. --arg=value:V fills an argument with V (checked against the
// element type).
// RUN: xhlo-run %s --arg=value:1.5 --arg=value:3 --outfeed --print | FileCheck %s --match-full-lines
// CHECK:      outfeed: f32[2,2] {{[{][{]}}1.5, 1.5}, {1.5, 1.5}}
// CHECK-NEXT: trip: (s32[] 1, f32[] 0.25)
// CHECK-NEXT: trip: (s32[] 2, f32[] 0.75)
// CHECK-NEXT: trip: (s32[] 3, f32[] 1.5)
// CHECK-NEXT: f32[] 1.5
// CHECK-NEXT: token[]
// CHECK-EMPTY:
// RUN: xhlo-run %s --arg=value:-2 --arg=value:0 --outfeed | FileCheck %s --check-prefix=NONE --match-full-lines
// NONE:      outfeed: f32[2,2] {{[{][{]}}-2, -2}, {-2, -2}}
// NONE-NOT:  trip

// RUN: not xhlo-run %s --arg=value:1 --arg=value:2 2>&1 | FileCheck %s --check-prefix=NOHOOK
// NOHOOK: outfeed.mlir:[[# @LINE + 21]]:{{[0-9]+}}: error: 'hlo.outfeed': the run has no outfeed receiver (xhlo-run --outfeed prints each outfeed; from C++, set RunOptions::outfeed)
// RUN: not xhlo-run %s --outfeed --device=grpc://127.0.0.1:1 2>&1 | FileCheck %s --check-prefix=REMOTE
// REMOTE: xhlo-run: error: --profile, --trace, --threads, --reference-kernels, --precise-math and --outfeed are for --device=local (a server has its own options)

// RUN: not xhlo-run %s --arg=value:1 --arg=value:1.5 2>&1 | FileCheck %s --check-prefix=FRACTION
// FRACTION: xhlo-run: error: argument 1: 'value:1.5': expected value:V with V a number that s32 holds
// RUN: not xhlo-run %s --arg=value:1 --arg=value:2147483648 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: xhlo-run: error: argument 1: 'value:2147483648': expected value:V with V a number that s32 holds
// RUN: not xhlo-run %s --arg=value:x 2>&1 | FileCheck %s --check-prefix=NAN
// NAN: xhlo-run: error: argument 0: 'value:x': expected value:V with V a number that f32 holds
// RUN: xhlo-run %s --entry=types --arg=value:255 --arg=value:1 --arg=value:-2147483648 --print | FileCheck %s --check-prefix=TYPES --match-full-lines
// TYPES:      u8[] 255
// TYPES-NEXT: pred[] true
// TYPES-NEXT: s32[] -2147483648
// RUN: not xhlo-run %s --entry=types --arg=value:256 2>&1 | FileCheck %s --check-prefix=U8
// U8: xhlo-run: error: argument 0: 'value:256': expected value:V with V a number that u8 holds
// RUN: not xhlo-run %s --entry=types --arg=value:0 --arg=value:2 2>&1 | FileCheck %s --check-prefix=PRED
// PRED: xhlo-run: error: argument 1: 'value:2': expected value:V with V a number that pred holds

func.func @main(%x: tensor<2x2xf32>, %n: tensor<i32>) -> (tensor<f32>, !hlo.token) {
  %t0 = hlo.after_all()
  %t1 = hlo.outfeed(%x), %t0 : tensor<2x2xf32>
  %zero = hlo.constant dense<0> : tensor<i32>
  %fzero = hlo.constant dense<0.0> : tensor<f32>
  %r:4 = hlo.while(%zero, %fzero, %n, %t1) : tensor<i32>, tensor<f32>, tensor<i32>, !hlo.token cond {
  ^bb0(%i: tensor<i32>, %s: tensor<f32>, %m: tensor<i32>, %t: !hlo.token):
    %p = hlo.compare LT, %i, %m : tensor<i32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %s: tensor<f32>, %m: tensor<i32>, %t: !hlo.token):
    %one = hlo.constant dense<1> : tensor<i32>
    %j = hlo.add %i, %one : tensor<i32>
    %quarter = hlo.constant dense<0.25> : tensor<f32>
    %f = hlo.convert %j : (tensor<i32>) -> tensor<f32>
    %g = hlo.multiply %f, %quarter : tensor<f32>
    %u = hlo.add %s, %g : tensor<f32>
    %t2 = hlo.outfeed(%j, %u), %t {outfeed_config = "trip"} : tensor<i32>, tensor<f32>
    hlo.return %j, %u, %m, %t2 : tensor<i32>, tensor<f32>, tensor<i32>, !hlo.token
  }
  return %r#1, %r#3 : tensor<f32>, !hlo.token
}

func.func @types(%a: tensor<ui8>, %b: tensor<i1>, %c: tensor<i32>) -> (tensor<ui8>, tensor<i1>, tensor<i32>) {
  return %a, %b, %c : tensor<ui8>, tensor<i1>, tensor<i32>
}
