// A while loop summing 1..10 (55), with the loop state as two values, and a
// conditional in both its forms; results by hand.
// RUN: xhlo-run %s --print | FileCheck %s
// RUN: xhlo-run %s --entry=branches --print | FileCheck %s --check-prefix=BRANCH

// CHECK: s32[] 55
// CHECK-NEXT: s32[] 11
func.func @main() -> (tensor<i32>, tensor<i32>) {
  %zero = hlo.constant dense<0> : tensor<i32>
  %one = hlo.constant dense<1> : tensor<i32>
  %r:2 = hlo.while(%zero, %one) : tensor<i32>, tensor<i32> cond {
  ^bb0(%sum: tensor<i32>, %i: tensor<i32>):
    %limit = hlo.constant dense<10> : tensor<i32>
    %c = hlo.compare LE, %i, %limit : tensor<i32>
    hlo.return %c : tensor<i1>
  } do {
  ^bb0(%sum: tensor<i32>, %i: tensor<i32>):
    %step = hlo.constant dense<1> : tensor<i32>
    %s = hlo.add %sum, %i : tensor<i32>
    %n = hlo.add %i, %step : tensor<i32>
    hlo.return %s, %n : tensor<i32>, tensor<i32>
  }
  return %r#0, %r#1 : tensor<i32>, tensor<i32>
}

// BRANCH: f32[] 2
// BRANCH-NEXT: f32[] 30
// BRANCH-NEXT: f32[] 30
func.func @branches() -> (tensor<f32>, tensor<f32>, tensor<f32>) {
  %x = hlo.constant dense<1.0> : tensor<f32>
  %y = hlo.constant dense<10.0> : tensor<f32>
  %t = hlo.constant dense<true> : tensor<i1>
  %a = hlo.conditional %t (%x, %y) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%v: tensor<f32>):
    %d = hlo.add %v, %v : tensor<f32>
    hlo.return %d : tensor<f32>
  }, {
  ^bb0(%v: tensor<f32>):
    %d = hlo.multiply %v, %v : tensor<f32>
    hlo.return %d : tensor<f32>
  }
  // An out-of-range index runs the last branch.
  %i = hlo.constant dense<7> : tensor<i32>
  %b = hlo.conditional %i (%x, %y) : (tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%v: tensor<f32>):
    hlo.return %v : tensor<f32>
  }, {
  ^bb0(%v: tensor<f32>):
    %d = hlo.add %v, %v : tensor<f32>
    %e = hlo.add %d, %v : tensor<f32>
    hlo.return %e : tensor<f32>
  }
  %j = hlo.constant dense<1> : tensor<i32>
  %c = hlo.conditional %j (%x, %y) : (tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%v: tensor<f32>):
    hlo.return %v : tensor<f32>
  }, {
  ^bb0(%v: tensor<f32>):
    %d = hlo.add %v, %v : tensor<f32>
    %e = hlo.add %d, %v : tensor<f32>
    hlo.return %e : tensor<f32>
  }
  return %a, %b, %c : tensor<f32>, tensor<f32>, tensor<f32>
}

// A fusion runs its fused computation.
// RUN: xhlo-run %s --entry=fused --print | FileCheck %s --check-prefix=FUSED
// FUSED: f32[2] {7, 9}
func.func @fused() -> tensor<2xf32> {
  %a = hlo.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %b = hlo.constant dense<[1.0, 1.0]> : tensor<2xf32>
  %r = hlo.fusion kLoop(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> {
  ^bb0(%x: tensor<2xf32>, %y: tensor<2xf32>):
    %m = hlo.add %x, %x : tensor<2xf32>
    %s = hlo.add %m, %y : tensor<2xf32>
    hlo.return %s : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}
