// The ops convert-hlo-to-linalg lowers to scf.for loops on tensors (sort,
// topk, scatter, select_and_scatter, cholesky, triangular_solve) in forms
// the interpreter's op tests do not reach: long rows (many merge passes, a
// length that is not a power of two), many equal keys (stability), scatter
// indices partly out of bounds with a computation that is not commutative,
// padded overlapping select_and_scatter windows, factorizations of batches.
// loops-run.test runs each on the interpreter and lowered.

// Keys 0..9 along a row of 300 (nine passes), the f32 values must keep
// their order among equal keys; a second sort along dimension 0.
func.func @sort_stable(%k: tensor<7x300xi32>, %v: tensor<7x300xf32>,
                       %w: tensor<13x4xf32>)
    -> (tensor<7x300xi32>, tensor<7x300xf32>, tensor<13x4xf32>) {
  %0:2 = hlo.sort(%k, %v) dimension = 1 is_stable : (tensor<7x300xi32>, tensor<7x300xf32>) -> (tensor<7x300xi32>, tensor<7x300xf32>) {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<f32>):
    %lt = hlo.compare LT, %a, %b : tensor<i32>
    hlo.return %lt : tensor<i1>
  }
  %1 = hlo.sort(%w) dimension = 0 : (tensor<13x4xf32>) -> tensor<13x4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %gt = hlo.compare GT, %a, %b, TOTALORDER : tensor<f32>
    hlo.return %gt : tensor<i1>
  }
  return %0#0, %0#1, %1 : tensor<7x300xi32>, tensor<7x300xf32>, tensor<13x4xf32>
}

// Ties among integer keys (the lower index first), and the smallest f32s.
func.func @topk(%x: tensor<5x40xi32>, %y: tensor<3x33xf32>)
    -> (tensor<5x7xi32>, tensor<5x7xi32>, tensor<3x5xf32>, tensor<3x5xi32>) {
  %v, %i = hlo.topk %x, k = 7 : tensor<5x40xi32> -> (tensor<5x7xi32>, tensor<5x7xi32>)
  %w, %j = hlo.topk %y, k = 5, largest = false : tensor<3x33xf32> -> (tensor<3x5xf32>, tensor<3x5xi32>)
  return %v, %i, %w, %j : tensor<5x7xi32>, tensor<5x7xi32>, tensor<3x5xf32>, tensor<3x5xi32>
}

// Start indices -2..7 into a dimension of 6 with windows of 2: the windows
// that do not fit are skipped; old * 0.5 + new depends on the order of
// updates to one position.
func.func @scatter_partly_out(%o: tensor<6x4xf32>, %idx: tensor<10x1xi32>,
                              %u: tensor<10x2x4xf32>) -> tensor<6x4xf32> {
  %two = hlo.constant dense<2> : tensor<10x1xi32>
  %i = hlo.subtract %idx, %two : tensor<10x1xi32>
  %r = hlo.scatter(%o)[%i](%u) scatter_dimension_numbers = <update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<6x4xf32>, tensor<10x1xi32>, tensor<10x2x4xf32> {
  ^bb0(%old: tensor<f32>, %new: tensor<f32>):
    %half = hlo.constant dense<0.5> : tensor<f32>
    %h = hlo.multiply %old, %half : tensor<f32>
    %s = hlo.add %h, %new : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  return %r : tensor<6x4xf32>
}

// Overlapping 3x3 windows, stride 2, one row and column of padding.
func.func @select_and_scatter_padded(%x: tensor<9x7xf32>, %s: tensor<5x4xf32>)
    -> tensor<9x7xf32> {
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %r = hlo.select_and_scatter %x, %s, %zero window = <size = [3, 3], stride = [2, 2], pad_low = [1, 1], pad_high = [1, 1]> : (tensor<9x7xf32>, tensor<5x4xf32>, tensor<f32>) -> tensor<9x7xf32> select {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ge = hlo.compare GE, %a, %b : tensor<f32>
    hlo.return %ge : tensor<i1>
  } scatter {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %sum = hlo.add %a, %b : tensor<f32>
    hlo.return %sum : tensor<f32>
  }
  return %r : tensor<9x7xf32>
}

// x x^T + 5 I is positive definite; both triangles, f32 and f64.
func.func @cholesky(%x: tensor<2x5x5xf32>, %y: tensor<3x4x4xf64>)
    -> (tensor<2x5x5xf32>, tensor<2x5x5xf32>, tensor<3x4x4xf64>) {
  %xx = hlo.dot %x, %x, lhs_batch_dims = [0], lhs_contracting_dims = [2], rhs_batch_dims = [0], rhs_contracting_dims = [2] : (tensor<2x5x5xf32>, tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
  %row = hlo.iota iota_dimension = 1 : tensor<2x5x5xi32>
  %col = hlo.iota iota_dimension = 2 : tensor<2x5x5xi32>
  %diag = hlo.compare EQ, %row, %col : tensor<2x5x5xi32>
  %five = hlo.constant dense<5.0> : tensor<2x5x5xf32>
  %zero = hlo.constant dense<0.0> : tensor<2x5x5xf32>
  %eye = hlo.select %diag, %five, %zero : tensor<2x5x5xi1>, tensor<2x5x5xf32>
  %a = hlo.add %xx, %eye : tensor<2x5x5xf32>
  %l = hlo.cholesky %a, lower = true : tensor<2x5x5xf32>
  %u = hlo.cholesky %a, lower = false : tensor<2x5x5xf32>
  %yy = hlo.dot %y, %y, lhs_batch_dims = [0], lhs_contracting_dims = [2], rhs_batch_dims = [0], rhs_contracting_dims = [2] : (tensor<3x4x4xf64>, tensor<3x4x4xf64>) -> tensor<3x4x4xf64>
  %row2 = hlo.iota iota_dimension = 1 : tensor<3x4x4xi32>
  %col2 = hlo.iota iota_dimension = 2 : tensor<3x4x4xi32>
  %diag2 = hlo.compare EQ, %row2, %col2 : tensor<3x4x4xi32>
  %five2 = hlo.constant dense<5.0> : tensor<3x4x4xf64>
  %zero2 = hlo.constant dense<0.0> : tensor<3x4x4xf64>
  %eye2 = hlo.select %diag2, %five2, %zero2 : tensor<3x4x4xi1>, tensor<3x4x4xf64>
  %b = hlo.add %yy, %eye2 : tensor<3x4x4xf64>
  %m = hlo.cholesky %b, lower = true : tensor<3x4x4xf64>
  return %l, %u, %m : tensor<2x5x5xf32>, tensor<2x5x5xf32>, tensor<3x4x4xf64>
}

// a with its diagonal moved away from zero (|a| + 2); the four forms of
// side and triangle, transposed and not, unit diagonal once.
func.func @triangular_solve(%x: tensor<2x4x4xf32>, %b: tensor<2x4x3xf32>,
                            %c: tensor<2x3x4xf32>)
    -> (tensor<2x4x3xf32>, tensor<2x4x3xf32>, tensor<2x3x4xf32>,
        tensor<2x3x4xf32>) {
  %row = hlo.iota iota_dimension = 1 : tensor<2x4x4xi32>
  %col = hlo.iota iota_dimension = 2 : tensor<2x4x4xi32>
  %diag = hlo.compare EQ, %row, %col : tensor<2x4x4xi32>
  %abs = hlo.abs %x : tensor<2x4x4xf32>
  %two = hlo.constant dense<2.0> : tensor<2x4x4xf32>
  %big = hlo.add %abs, %two : tensor<2x4x4xf32>
  %a = hlo.select %diag, %big, %x : tensor<2x4x4xi1>, tensor<2x4x4xf32>
  %0 = hlo.triangular_solve %a, %b, <left_side = true, lower = true, unit_diagonal = false, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  %1 = hlo.triangular_solve %a, %b, <left_side = true, lower = false, unit_diagonal = true, transpose_a = TRANSPOSE> : (tensor<2x4x4xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  %2 = hlo.triangular_solve %a, %c, <left_side = false, lower = true, unit_diagonal = false, transpose_a = ADJOINT> : (tensor<2x4x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %3 = hlo.triangular_solve %a, %c, <left_side = false, lower = false, unit_diagonal = false, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0, %1, %2, %3 : tensor<2x4x3xf32>, tensor<2x4x3xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>
}

// rng_bit_generator: Threefry's 64-bit words, its 32- and 8-bit outputs
// split along an even dimension, an odd one (the largest) and a scalar;
// Philox from a random state and from counters about to carry into the high
// word (3 words) and past 2^64 (2 words, whose high word is the key). Signed
// types at the boundary (the lowered function's are signless).
func.func @rng_bit_generator(%si: tensor<2xi64>, %pi: tensor<3xi64>)
    -> (tensor<2xi64>, tensor<3x5xi64>, tensor<2xi64>, tensor<3x4x5xi32>,
        tensor<2xi64>, tensor<3x7xi8>, tensor<2xi64>, tensor<i16>,
        tensor<3xi64>, tensor<5x3xi32>, tensor<3xi64>, tensor<7xi64>,
        tensor<2xi64>, tensor<9xi8>) {
  %s = hlo.bitcast_convert %si : (tensor<2xi64>) -> tensor<2xui64>
  %p = hlo.bitcast_convert %pi : (tensor<3xi64>) -> tensor<3xui64>
  %a:2 = hlo.rng_bit_generator THREE_FRY, %s : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x5xi64>)
  %b:2 = hlo.rng_bit_generator THREE_FRY, %a#0 : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x4x5xi32>)
  %c:2 = hlo.rng_bit_generator THREE_FRY, %b#0 : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x7xi8>)
  %d:2 = hlo.rng_bit_generator THREE_FRY, %c#0 : (tensor<2xui64>) -> (tensor<2xui64>, tensor<i16>)
  %e:2 = hlo.rng_bit_generator PHILOX, %p : (tensor<3xui64>) -> (tensor<3xui64>, tensor<5x3xi32>)
  %near = hlo.constant dense<[12345, 18446744073709551614, 7]> : tensor<3xui64>
  %f:2 = hlo.rng_bit_generator PHILOX, %near : (tensor<3xui64>) -> (tensor<3xui64>, tensor<7xi64>)
  %two = hlo.constant dense<[99, 18446744073709551615]> : tensor<2xui64>
  %g:2 = hlo.rng_bit_generator DEFAULT, %two : (tensor<2xui64>) -> (tensor<2xui64>, tensor<9xi8>)
  %sa = hlo.bitcast_convert %a#0 : (tensor<2xui64>) -> tensor<2xi64>
  %sb = hlo.bitcast_convert %b#0 : (tensor<2xui64>) -> tensor<2xi64>
  %sc = hlo.bitcast_convert %c#0 : (tensor<2xui64>) -> tensor<2xi64>
  %sd = hlo.bitcast_convert %d#0 : (tensor<2xui64>) -> tensor<2xi64>
  %se = hlo.bitcast_convert %e#0 : (tensor<3xui64>) -> tensor<3xi64>
  %sf = hlo.bitcast_convert %f#0 : (tensor<3xui64>) -> tensor<3xi64>
  %sg = hlo.bitcast_convert %g#0 : (tensor<2xui64>) -> tensor<2xi64>
  return %sa, %a#1, %sb, %b#1, %sc, %c#1, %sd, %d#1, %se, %e#1, %sf, %f#1, %sg, %g#1
      : tensor<2xi64>, tensor<3x5xi64>, tensor<2xi64>, tensor<3x4x5xi32>,
        tensor<2xi64>, tensor<3x7xi8>, tensor<2xi64>, tensor<i16>,
        tensor<3xi64>, tensor<5x3xi32>, tensor<3xi64>, tensor<7xi64>,
        tensor<2xi64>, tensor<9xi8>
}

// scan: backwards along dimension 0 of a 6x4 input with two carries (a
// running sum and a running maximum of whole rows), one output per step
// that mixes the row and the carries; then forwards along dimension 1 with
// no output but the carry.
func.func @scan(%x: tensor<6x4xf32>, %y: tensor<3x5xi32>)
    -> (tensor<6x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<3xi32>) {
  %z = hlo.constant dense<0.0> : tensor<4xf32>
  %m = hlo.constant dense<-1.0e30> : tensor<4xf32>
  %0:3 = hlo.scan(%x init: %z, %m) dimension = 0 is_reverse : (tensor<6x4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<6x4xf32>, tensor<4xf32>, tensor<4xf32>) {
  ^bb0(%row: tensor<4xf32>, %sum: tensor<4xf32>, %max: tensor<4xf32>):
    %s = hlo.add %sum, %row : tensor<4xf32>
    %mx = hlo.maximum %max, %row : tensor<4xf32>
    %out = hlo.multiply %s, %mx : tensor<4xf32>
    hlo.return %out, %s, %mx : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  %one = hlo.constant dense<1> : tensor<3xi32>
  %1 = hlo.scan(%y init: %one) dimension = 1 : (tensor<3x5xi32>, tensor<3xi32>) -> tensor<3xi32> {
  ^bb0(%col: tensor<3xi32>, %c: tensor<3xi32>):
    %t = hlo.multiply %c, %col : tensor<3xi32>
    %u = hlo.add %t, %col : tensor<3xi32>
    hlo.return %u : tensor<3xi32>
  }
  return %0#0, %0#1, %0#2, %1 : tensor<6x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<3xi32>
}
