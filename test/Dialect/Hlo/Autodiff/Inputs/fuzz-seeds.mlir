// Valid gradient requests that fuzz-requests.test mutates along with the
// autodiff tests: every op family, loops, conditionals, calls, tuples,
// requests calling requests. Not a test by itself (lit skips Inputs).
// RUN: xhlo-opt --hlo-autodiff %s
// RUN: xhlo-opt --hlo-autodiff=simplify=false %s
// RUN: xhlo-opt --hlo-autodiff="of=f wrt=0,1" %s

func.func @f(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>, %s: tensor<f32>) -> tensor<f32> {
  %a = hlo.multiply %x, %y : tensor<2x3xf32>
  %b = hlo.tanh %a : tensor<2x3xf32>
  %c = hlo.exponential %b : tensor<2x3xf32>
  %d = hlo.log_plus_one %c : tensor<2x3xf32>
  %e = hlo.divide %d, %y : tensor<2x3xf32>
  %sb = hlo.broadcast %s, dimensions = [] : (tensor<f32>) -> tensor<2x3xf32>
  %g = hlo.subtract %e, %sb : tensor<2x3xf32>
  %h = hlo.maximum %g, %x : tensor<2x3xf32>
  %k = hlo.slice %h, slice = [1:2, 0:3:2] : (tensor<2x3xf32>) -> tensor<1x2xf32>
  %l = hlo.reshape %k : (tensor<1x2xf32>) -> tensor<2xf32>
  %m = hlo.slice %l, slice = [1:2] : (tensor<2xf32>) -> tensor<1xf32>
  %n = hlo.reshape %m : (tensor<1xf32>) -> tensor<f32>
  return %n : tensor<f32>
}
func.func private @f_grad2(tensor<2x3xf32>, tensor<2x3xf32>, tensor<f32>) -> (tensor<f32>, tensor<2x3xf32>, tensor<f32>) attributes {xhlo.gradient_of = @f, xhlo.wrt = array<i64: 0, 2>}

// -----

func.func @elementwise(%x: tensor<4xf32>, %y: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<f32>, tensor<4xi32>) {
  %a = hlo.sine %x : tensor<4xf32>
  %b = hlo.cosine %a : tensor<4xf32>
  %c = hlo.sqrt %b : tensor<4xf32>
  %d = hlo.rsqrt %c : tensor<4xf32>
  %e = hlo.power %d, %y : tensor<4xf32>
  %f = hlo.atan2 %e, %x : tensor<4xf32>
  %g = hlo.logistic %f : tensor<4xf32>
  %h = hlo.negate %g : tensor<4xf32>
  %k = hlo.abs %h : tensor<4xf32>
  %l = hlo.exponential_minus_one %k : tensor<4xf32>
  %m = hlo.cbrt %l : tensor<4xf32>
  %p = hlo.compare GT, %m, %y : tensor<4xf32>
  %q = hlo.select %p, %m, %y : tensor<4xi1>, tensor<4xf32>
  %lo = hlo.constant dense<-1.0> : tensor<f32>
  %hi = hlo.constant dense<1.0> : tensor<4xf32>
  %r = hlo.clamp %lo, %q, %hi : (tensor<f32>, tensor<4xf32>, tensor<4xf32>)
  %t = hlo.convert %r : (tensor<4xf32>) -> tensor<4xf64>
  %u = hlo.tan %t : tensor<4xf64>
  %v = hlo.convert %u : (tensor<4xf64>) -> tensor<4xf32>
  %w = hlo.minimum %v, %x : tensor<4xf32>
  %j = hlo.convert %i : (tensor<4xi32>) -> tensor<4xf32>
  %z = hlo.multiply %w, %j : tensor<4xf32>
  %o = hlo.dot %z, %x, lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
  return %o, %i : tensor<f32>, tensor<4xi32>
}
func.func private @elementwise_grad(tensor<4xf32>, tensor<4xf32>, tensor<4xi32>) -> (tensor<f32>, tensor<4xi32>, tensor<4xf32>, tensor<4xf32>) attributes {xhlo.gradient_of = @elementwise}

// -----

func.func @shapes(%x: tensor<2x3xf32>, %y: tensor<1x3xf32>, %v: tensor<f32>) -> tensor<f32> {
  %c = hlo.concatenate %x, %y, dimension = 0 : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
  %t = hlo.transpose %c, dimensions = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
  %r = hlo.reverse %t, dimensions = [0] : tensor<3x3xf32>
  %p = hlo.pad %r, %v, low = [0, -1], high = [1, 2], interior = [1, 0] : (tensor<3x3xf32>, tensor<f32>) -> tensor<6x4xf32>
  %b = hlo.broadcast %p, dimensions = [2, 0] : (tensor<6x4xf32>) -> tensor<4x5x6xf32>
  %q = hlo.reshape %b : (tensor<4x5x6xf32>) -> tensor<120xf32>
  %s = hlo.slice %q, slice = [7:8] : (tensor<120xf32>) -> tensor<1xf32>
  %l = hlo.reshape %s : (tensor<1xf32>) -> tensor<f32>
  %tu = hlo.tuple(%l, %x) : tensor<f32>, tensor<2x3xf32>
  %e = hlo.get_tuple_element %tu[0] : tuple<tensor<f32>, tensor<2x3xf32>>
  %m = hlo.multiply %e, %e : tensor<f32>
  return %m : tensor<f32>
}
func.func private @shapes_grad(tensor<2x3xf32>, tensor<1x3xf32>, tensor<f32>) -> (tensor<f32>, tensor<2x3xf32>, tensor<1x3xf32>, tensor<f32>) attributes {xhlo.gradient_of = @shapes}

// -----

func.func @loop(%h0: tensor<4xf32>, %w: tensor<4xf32>) -> tensor<f32> {
  %c0 = hlo.constant dense<0> : tensor<i64>
  %c1 = hlo.constant dense<1> : tensor<i64>
  %c5 = hlo.constant dense<5> : tensor<i64>
  %r:5 = hlo.while(%c0, %h0, %c5, %c1, %w) : tensor<i64>, tensor<4xf32>, tensor<i64>, tensor<i64>, tensor<4xf32> cond {
  ^bb0(%i: tensor<i64>, %h: tensor<4xf32>, %n: tensor<i64>, %s: tensor<i64>, %v: tensor<4xf32>):
    %p = hlo.compare LT, %i, %n : tensor<i64>
    hlo.return %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i64>, %h: tensor<4xf32>, %n: tensor<i64>, %s: tensor<i64>, %v: tensor<4xf32>):
    %m = hlo.multiply %h, %v : tensor<4xf32>
    %t = hlo.tanh %m : tensor<4xf32>
    %j = hlo.add %i, %s : tensor<i64>
    hlo.return %j, %t, %n, %s, %v : tensor<i64>, tensor<4xf32>, tensor<i64>, tensor<i64>, tensor<4xf32>
  }
  %d = hlo.dot %r#1, %r#1, lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
  return %d : tensor<f32>
}
func.func private @loop_grad(tensor<4xf32>, tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>, tensor<4xf32>) attributes {xhlo.gradient_of = @loop}

// -----

func.func @cond(%p: tensor<i1>, %a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %r = hlo.conditional %p (%a, %b) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%x: tensor<f32>):
    %s = hlo.sine %x : tensor<f32>
    hlo.return %s : tensor<f32>
  }, {
  ^bb0(%y: tensor<f32>):
    %z = hlo.multiply %y, %y : tensor<f32>
    hlo.return %z : tensor<f32>
  }
  %m = hlo.multiply %r, %a : tensor<f32>
  return %m : tensor<f32>
}
func.func private @cond_grad(tensor<i1>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) attributes {xhlo.gradient_of = @cond}

// -----

func.func private @square(%x: tensor<3xf32>) -> tensor<3xf32> {
  %m = hlo.multiply %x, %x : tensor<3xf32>
  return %m : tensor<3xf32>
}
func.func @calls(%x: tensor<3xf32>) -> tensor<f32> {
  %a = hlo.call @square(%x) : (tensor<3xf32>) -> tensor<3xf32>
  %b = hlo.call @square(%a) : (tensor<3xf32>) -> tensor<3xf32>
  %d = hlo.dot %a, %b, lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  return %d : tensor<f32>
}
func.func private @calls_grad(tensor<3xf32>) -> (tensor<f32>, tensor<3xf32>) attributes {xhlo.gradient_of = @calls}
func.func @second(%x: tensor<3xf32>) -> tensor<f32> {
  %l, %g = hlo.call @calls_grad(%x) : (tensor<3xf32>) -> (tensor<f32>, tensor<3xf32>)
  %d = hlo.dot %g, %g, lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  return %d : tensor<f32>
}
func.func private @second_grad(tensor<3xf32>) -> (tensor<f32>, tensor<3xf32>) attributes {xhlo.gradient_of = @second}
func.func @user(%x: tensor<3xf32>) -> tensor<3xf32> {
  %l, %g = hlo.call @second_grad(%x) : (tensor<3xf32>) -> (tensor<f32>, tensor<3xf32>)
  return %g : tensor<3xf32>
}

// -----

func.func @contractions(%x: tensor<2x3x8x8xf32>, %k: tensor<5x3x3x3xf32>, %a: tensor<2x4x3xf32>, %b: tensor<2x3x5xf32>) -> tensor<f32> {
  %c = hlo.convolution %x, %k, window = <size = [3, 3]>,
      dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>
      : (tensor<2x3x8x8xf32>, tensor<5x3x3x3xf32>) -> tensor<2x5x6x6xf32>
  %d = hlo.dot %a, %b, lhs_batch_dims = [0], lhs_contracting_dims = [2], rhs_batch_dims = [0], rhs_contracting_dims = [1] : (tensor<2x4x3xf32>, tensor<2x3x5xf32>) -> tensor<2x4x5xf32>
  %cs = hlo.slice %c, slice = [0:1, 0:1, 0:1, 0:1] : (tensor<2x5x6x6xf32>) -> tensor<1x1x1x1xf32>
  %ds = hlo.slice %d, slice = [1:2, 2:3, 4:5] : (tensor<2x4x5xf32>) -> tensor<1x1x1xf32>
  %cr = hlo.reshape %cs : (tensor<1x1x1x1xf32>) -> tensor<f32>
  %dr = hlo.reshape %ds : (tensor<1x1x1xf32>) -> tensor<f32>
  %s = hlo.add %cr, %dr : tensor<f32>
  return %s : tensor<f32>
}
func.func private @contractions_grad(tensor<2x3x8x8xf32>, tensor<5x3x3x3xf32>, tensor<2x4x3xf32>, tensor<2x3x5xf32>) -> (tensor<f32>, tensor<2x3x8x8xf32>, tensor<5x3x3x3xf32>, tensor<2x4x3xf32>, tensor<2x3x5xf32>) attributes {xhlo.gradient_of = @contractions}

// -----

func.func @reductions(%x: tensor<1x4x6x3xf32>, %y: tensor<4x8xf32>, %i: tensor<i32>) -> tensor<f32> {
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %w = hlo.reduce_window(%x init: %ninf)
      window = <size = [1, 2, 2, 1], stride = [1, 2, 2, 1]>
      : (tensor<1x4x6x3xf32>, tensor<f32>) -> tensor<1x2x3x3xf32> {
  ^bb0(%acc: tensor<f32>, %e: tensor<f32>):
    %m = hlo.maximum %acc, %e : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  %r = hlo.reduce(%w init: %zero) dimensions = [0, 1, 2, 3]
      : (tensor<1x2x3x3xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%acc: tensor<f32>, %e: tensor<f32>):
    %s = hlo.add %acc, %e : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %ds = hlo.dynamic_slice %y[%i, %i] dynamic_slice_sizes = [2, 3] : tensor<4x8xf32>, tensor<i32>
  %p = hlo.reduce(%ds init: %ninf) dimensions = [0, 1]
      : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%acc: tensor<f32>, %e: tensor<f32>):
    %s = hlo.maximum %acc, %e : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %t = hlo.add %r, %p : tensor<f32>
  return %t : tensor<f32>
}
func.func private @reductions_grad(tensor<1x4x6x3xf32>, tensor<4x8xf32>, tensor<i32>) -> (tensor<f32>, tensor<1x4x6x3xf32>, tensor<4x8xf32>) attributes {xhlo.gradient_of = @reductions, xhlo.wrt = array<i64: 0, 1>}
