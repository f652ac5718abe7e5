// A loop carrying a 4 GiB array made from a scalar, reduced to a scalar: its
// buffers are allocated by the compiled code (carried by the loop), so under
// an address-space limit the first allocation fails.
func.func @main(%n: tensor<i32>, %x: tensor<f32>) -> tensor<f32> {
  %big = hlo.broadcast %x, dimensions = [] : (tensor<f32>) -> tensor<1073741824xf32>
  %z = hlo.constant dense<0> : tensor<i32>
  %r:3 = hlo.while(%z, %big, %n) : tensor<i32>, tensor<1073741824xf32>, tensor<i32>
  cond {
  ^bb0(%i: tensor<i32>, %a: tensor<1073741824xf32>, %m: tensor<i32>):
    %p = hlo.compare LT, %i, %m : tensor<i32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %a: tensor<1073741824xf32>, %m: tensor<i32>):
    %one = hlo.constant dense<1> : tensor<i32>
    %j = hlo.add %i, %one : tensor<i32>
    %b = hlo.add %a, %a : tensor<1073741824xf32>
    hlo.return %j, %b, %m : tensor<i32>, tensor<1073741824xf32>, tensor<i32>
  }
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %sum = hlo.reduce(%r#1 init: %zero) dimensions = [0] : (tensor<1073741824xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%u: tensor<f32>, %v: tensor<f32>):
    %w = hlo.add %u, %v : tensor<f32>
    hlo.return %w : tensor<f32>
  }
  return %sum : tensor<f32>
}
