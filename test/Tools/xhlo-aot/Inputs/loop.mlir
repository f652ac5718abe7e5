// A loop carrying an array (its buffers are allocated by the compiled code:
// a buffer yielded from one iteration to the next has no static lifetime)
// around per-iteration temporaries (planned in the scratch), then reduced:
// sum over i of x_n[i] where x_{k+1} = tanh(x_k) * 0.5 + x_k, n iterations.
func.func @main(%n: tensor<i32>, %x: tensor<1000xf32>) -> (tensor<f32>, tensor<1000xf32>) {
  %z = hlo.constant dense<0> : tensor<i32>
  %r:3 = hlo.while(%z, %x, %n) : tensor<i32>, tensor<1000xf32>, tensor<i32>
  cond {
  ^bb0(%i: tensor<i32>, %a: tensor<1000xf32>, %m: tensor<i32>):
    %p = hlo.compare LT, %i, %m : tensor<i32>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %a: tensor<1000xf32>, %m: tensor<i32>):
    %one = hlo.constant dense<1> : tensor<i32>
    %j = hlo.add %i, %one : tensor<i32>
    %t = hlo.tanh %a : tensor<1000xf32>
    %half = hlo.constant dense<0.5> : tensor<f32>
    %h = hlo.broadcast %half, dimensions = [] : (tensor<f32>) -> tensor<1000xf32>
    %s = hlo.multiply %t, %h : tensor<1000xf32>
    %b = hlo.add %s, %a : tensor<1000xf32>
    hlo.return %j, %b, %m : tensor<i32>, tensor<1000xf32>, tensor<i32>
  }
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %sum = hlo.reduce(%r#1 init: %zero) dimensions = [0] : (tensor<1000xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%u: tensor<f32>, %v: tensor<f32>):
    %w = hlo.add %u, %v : tensor<f32>
    hlo.return %w : tensor<f32>
  }
  return %sum, %r#1 : tensor<f32>, tensor<1000xf32>
}
