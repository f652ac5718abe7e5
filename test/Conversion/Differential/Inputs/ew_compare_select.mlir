// CATEGORY: elementwise
// Comparisons and selects: relu6 as maximumf/minimumf, a sign function from
// two cmpf, a leaky relu by select, and an integer clamp with cmpi/select
// broadcast against a per-column limit.
// ARG 2: int -50 50
// ARG 3: int 0 40
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<6x10xf32>, %alpha: tensor<10xf32>, %n: tensor<6x10xi32>, %lim: tensor<10xi32>) -> (tensor<6x10xf32>, tensor<6x10xf32>, tensor<6x10xi32>) {
  %e = tensor.empty() : tensor<6x10xf32>
  %ei = tensor.empty() : tensor<6x10xi32>
  %r:2 = linalg.generic {indexing_maps = [#id, #row, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %alpha : tensor<6x10xf32>, tensor<10xf32>) outs(%e, %e : tensor<6x10xf32>, tensor<6x10xf32>) {
  ^bb0(%a: f32, %al: f32, %o0: f32, %o1: f32):
    %zero = arith.constant 0.0 : f32
    %one = arith.constant 1.0 : f32
    %mone = arith.constant -1.0 : f32
    %six = arith.constant 6.0 : f32
    %lo = arith.maximumf %a, %zero : f32
    %r6 = arith.minimumf %lo, %six : f32
    %pos = arith.cmpf ogt, %a, %zero : f32
    %neg = arith.cmpf olt, %a, %zero : f32
    %s1 = arith.select %neg, %mone, %zero : f32
    %sign = arith.select %pos, %one, %s1 : f32
    %leak = arith.mulf %a, %al : f32
    %lr = arith.select %pos, %a, %leak : f32
    %r = arith.addf %r6, %sign : f32
    linalg.yield %r, %lr : f32, f32
  } -> (tensor<6x10xf32>, tensor<6x10xf32>)
  %c = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%n, %lim : tensor<6x10xi32>, tensor<10xi32>) outs(%ei : tensor<6x10xi32>) {
  ^bb0(%a: i32, %l: i32, %o: i32):
    %zero = arith.constant 0 : i32
    %m = arith.subi %zero, %l : i32
    %gt = arith.cmpi sgt, %a, %l : i32
    %lt = arith.cmpi slt, %a, %m : i32
    %hi = arith.select %gt, %l, %a : i32
    %cl = arith.select %lt, %m, %hi : i32
    linalg.yield %cl : i32
  } -> tensor<6x10xi32>
  return %r#0, %r#1, %c : tensor<6x10xf32>, tensor<6x10xf32>, tensor<6x10xi32>
}
