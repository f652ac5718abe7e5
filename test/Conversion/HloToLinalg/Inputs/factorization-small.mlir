// cholesky and triangular_solve of the floats narrower than f32, which
// compute in f32 and round once (the small floats through the interpreter's
// codecs): factorization-run.test runs each function on the interpreter and
// lowered on the same random arguments and compares bit for bit. The
// matrix is (x + x^T) / 2 + 4 I, symmetric and diagonally dominant (so
// positive definite), built elementwise so that both sides get the same
// bits; b is random. The results are returned as f32 (exact), whose bits
// are compared.

func.func @f16(%x: tensor<2x4x4xf32>, %y: tensor<2x4x3xf32>, %z: tensor<2x3x4xf32>)
    -> (tensor<2x4x4xf32>, tensor<2x4x4xf32>, tensor<2x4x3xf32>, tensor<2x3x4xf32>) {
  %xt = hlo.transpose %x, dimensions = [0, 2, 1] : (tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %s = hlo.add %x, %xt : tensor<2x4x4xf32>
  %half = hlo.constant dense<0.5> : tensor<2x4x4xf32>
  %h = hlo.multiply %s, %half : tensor<2x4x4xf32>
  %row = hlo.iota iota_dimension = 1 : tensor<2x4x4xi32>
  %col = hlo.iota iota_dimension = 2 : tensor<2x4x4xi32>
  %diag = hlo.compare EQ, %row, %col : tensor<2x4x4xi32>
  %four = hlo.constant dense<4.0> : tensor<2x4x4xf32>
  %zero = hlo.constant dense<0.0> : tensor<2x4x4xf32>
  %eye = hlo.select %diag, %four, %zero : tensor<2x4x4xi1>, tensor<2x4x4xf32>
  %af = hlo.add %h, %eye : tensor<2x4x4xf32>
  %a = hlo.convert %af : (tensor<2x4x4xf32>) -> tensor<2x4x4xf16>
  %b = hlo.convert %y : (tensor<2x4x3xf32>) -> tensor<2x4x3xf16>
  %c = hlo.convert %z : (tensor<2x3x4xf32>) -> tensor<2x3x4xf16>
  %l = hlo.cholesky %a, lower = true : tensor<2x4x4xf16>
  %u = hlo.cholesky %a, lower = false : tensor<2x4x4xf16>
  %0 = hlo.triangular_solve %a, %b, <left_side = true, lower = true, unit_diagonal = false, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xf16>, tensor<2x4x3xf16>) -> tensor<2x4x3xf16>
  %1 = hlo.triangular_solve %a, %c, <left_side = false, lower = false, unit_diagonal = true, transpose_a = ADJOINT> : (tensor<2x4x4xf16>, tensor<2x3x4xf16>) -> tensor<2x3x4xf16>
  %r0 = hlo.convert %l : (tensor<2x4x4xf16>) -> tensor<2x4x4xf32>
  %r1 = hlo.convert %u : (tensor<2x4x4xf16>) -> tensor<2x4x4xf32>
  %r2 = hlo.convert %0 : (tensor<2x4x3xf16>) -> tensor<2x4x3xf32>
  %r3 = hlo.convert %1 : (tensor<2x3x4xf16>) -> tensor<2x3x4xf32>
  return %r0, %r1, %r2, %r3 : tensor<2x4x4xf32>, tensor<2x4x4xf32>, tensor<2x4x3xf32>, tensor<2x3x4xf32>
}

func.func @bf16(%x: tensor<2x4x4xf32>, %y: tensor<2x4x3xf32>, %z: tensor<2x3x4xf32>)
    -> (tensor<2x4x4xf32>, tensor<2x4x4xf32>, tensor<2x4x3xf32>, tensor<2x3x4xf32>) {
  %xt = hlo.transpose %x, dimensions = [0, 2, 1] : (tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %s = hlo.add %x, %xt : tensor<2x4x4xf32>
  %half = hlo.constant dense<0.5> : tensor<2x4x4xf32>
  %h = hlo.multiply %s, %half : tensor<2x4x4xf32>
  %row = hlo.iota iota_dimension = 1 : tensor<2x4x4xi32>
  %col = hlo.iota iota_dimension = 2 : tensor<2x4x4xi32>
  %diag = hlo.compare EQ, %row, %col : tensor<2x4x4xi32>
  %four = hlo.constant dense<4.0> : tensor<2x4x4xf32>
  %zero = hlo.constant dense<0.0> : tensor<2x4x4xf32>
  %eye = hlo.select %diag, %four, %zero : tensor<2x4x4xi1>, tensor<2x4x4xf32>
  %af = hlo.add %h, %eye : tensor<2x4x4xf32>
  %a = hlo.convert %af : (tensor<2x4x4xf32>) -> tensor<2x4x4xbf16>
  %b = hlo.convert %y : (tensor<2x4x3xf32>) -> tensor<2x4x3xbf16>
  %c = hlo.convert %z : (tensor<2x3x4xf32>) -> tensor<2x3x4xbf16>
  %l = hlo.cholesky %a, lower = true : tensor<2x4x4xbf16>
  %u = hlo.cholesky %a, lower = false : tensor<2x4x4xbf16>
  %0 = hlo.triangular_solve %a, %b, <left_side = true, lower = true, unit_diagonal = false, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xbf16>, tensor<2x4x3xbf16>) -> tensor<2x4x3xbf16>
  %1 = hlo.triangular_solve %a, %c, <left_side = false, lower = false, unit_diagonal = true, transpose_a = ADJOINT> : (tensor<2x4x4xbf16>, tensor<2x3x4xbf16>) -> tensor<2x3x4xbf16>
  %r0 = hlo.convert %l : (tensor<2x4x4xbf16>) -> tensor<2x4x4xf32>
  %r1 = hlo.convert %u : (tensor<2x4x4xbf16>) -> tensor<2x4x4xf32>
  %r2 = hlo.convert %0 : (tensor<2x4x3xbf16>) -> tensor<2x4x3xf32>
  %r3 = hlo.convert %1 : (tensor<2x3x4xbf16>) -> tensor<2x3x4xf32>
  return %r0, %r1, %r2, %r3 : tensor<2x4x4xf32>, tensor<2x4x4xf32>, tensor<2x4x3xf32>, tensor<2x3x4xf32>
}

func.func @f8e4m3fn(%x: tensor<2x4x4xf32>, %y: tensor<2x4x3xf32>, %z: tensor<2x3x4xf32>)
    -> (tensor<2x4x4xf32>, tensor<2x4x4xf32>, tensor<2x4x3xf32>, tensor<2x3x4xf32>) {
  %xt = hlo.transpose %x, dimensions = [0, 2, 1] : (tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %s = hlo.add %x, %xt : tensor<2x4x4xf32>
  %half = hlo.constant dense<0.5> : tensor<2x4x4xf32>
  %h = hlo.multiply %s, %half : tensor<2x4x4xf32>
  %row = hlo.iota iota_dimension = 1 : tensor<2x4x4xi32>
  %col = hlo.iota iota_dimension = 2 : tensor<2x4x4xi32>
  %diag = hlo.compare EQ, %row, %col : tensor<2x4x4xi32>
  %four = hlo.constant dense<4.0> : tensor<2x4x4xf32>
  %zero = hlo.constant dense<0.0> : tensor<2x4x4xf32>
  %eye = hlo.select %diag, %four, %zero : tensor<2x4x4xi1>, tensor<2x4x4xf32>
  %af = hlo.add %h, %eye : tensor<2x4x4xf32>
  %a = hlo.convert %af : (tensor<2x4x4xf32>) -> tensor<2x4x4xf8E4M3FN>
  %b = hlo.convert %y : (tensor<2x4x3xf32>) -> tensor<2x4x3xf8E4M3FN>
  %c = hlo.convert %z : (tensor<2x3x4xf32>) -> tensor<2x3x4xf8E4M3FN>
  %l = hlo.cholesky %a, lower = true : tensor<2x4x4xf8E4M3FN>
  %u = hlo.cholesky %a, lower = false : tensor<2x4x4xf8E4M3FN>
  %0 = hlo.triangular_solve %a, %b, <left_side = true, lower = true, unit_diagonal = false, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xf8E4M3FN>, tensor<2x4x3xf8E4M3FN>) -> tensor<2x4x3xf8E4M3FN>
  %1 = hlo.triangular_solve %a, %c, <left_side = false, lower = false, unit_diagonal = true, transpose_a = ADJOINT> : (tensor<2x4x4xf8E4M3FN>, tensor<2x3x4xf8E4M3FN>) -> tensor<2x3x4xf8E4M3FN>
  %r0 = hlo.convert %l : (tensor<2x4x4xf8E4M3FN>) -> tensor<2x4x4xf32>
  %r1 = hlo.convert %u : (tensor<2x4x4xf8E4M3FN>) -> tensor<2x4x4xf32>
  %r2 = hlo.convert %0 : (tensor<2x4x3xf8E4M3FN>) -> tensor<2x4x3xf32>
  %r3 = hlo.convert %1 : (tensor<2x3x4xf8E4M3FN>) -> tensor<2x3x4xf32>
  return %r0, %r1, %r2, %r3 : tensor<2x4x4xf32>, tensor<2x4x4xf32>, tensor<2x4x3xf32>, tensor<2x3x4xf32>
}

func.func @f8e5m2(%x: tensor<2x4x4xf32>, %y: tensor<2x4x3xf32>, %z: tensor<2x3x4xf32>)
    -> (tensor<2x4x4xf32>, tensor<2x4x4xf32>, tensor<2x4x3xf32>, tensor<2x3x4xf32>) {
  %xt = hlo.transpose %x, dimensions = [0, 2, 1] : (tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %s = hlo.add %x, %xt : tensor<2x4x4xf32>
  %half = hlo.constant dense<0.5> : tensor<2x4x4xf32>
  %h = hlo.multiply %s, %half : tensor<2x4x4xf32>
  %row = hlo.iota iota_dimension = 1 : tensor<2x4x4xi32>
  %col = hlo.iota iota_dimension = 2 : tensor<2x4x4xi32>
  %diag = hlo.compare EQ, %row, %col : tensor<2x4x4xi32>
  %four = hlo.constant dense<4.0> : tensor<2x4x4xf32>
  %zero = hlo.constant dense<0.0> : tensor<2x4x4xf32>
  %eye = hlo.select %diag, %four, %zero : tensor<2x4x4xi1>, tensor<2x4x4xf32>
  %af = hlo.add %h, %eye : tensor<2x4x4xf32>
  %a = hlo.convert %af : (tensor<2x4x4xf32>) -> tensor<2x4x4xf8E5M2>
  %b = hlo.convert %y : (tensor<2x4x3xf32>) -> tensor<2x4x3xf8E5M2>
  %c = hlo.convert %z : (tensor<2x3x4xf32>) -> tensor<2x3x4xf8E5M2>
  %l = hlo.cholesky %a, lower = true : tensor<2x4x4xf8E5M2>
  %u = hlo.cholesky %a, lower = false : tensor<2x4x4xf8E5M2>
  %0 = hlo.triangular_solve %a, %b, <left_side = true, lower = true, unit_diagonal = false, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xf8E5M2>, tensor<2x4x3xf8E5M2>) -> tensor<2x4x3xf8E5M2>
  %1 = hlo.triangular_solve %a, %c, <left_side = false, lower = false, unit_diagonal = true, transpose_a = ADJOINT> : (tensor<2x4x4xf8E5M2>, tensor<2x3x4xf8E5M2>) -> tensor<2x3x4xf8E5M2>
  %r0 = hlo.convert %l : (tensor<2x4x4xf8E5M2>) -> tensor<2x4x4xf32>
  %r1 = hlo.convert %u : (tensor<2x4x4xf8E5M2>) -> tensor<2x4x4xf32>
  %r2 = hlo.convert %0 : (tensor<2x4x3xf8E5M2>) -> tensor<2x4x3xf32>
  %r3 = hlo.convert %1 : (tensor<2x3x4xf8E5M2>) -> tensor<2x3x4xf32>
  return %r0, %r1, %r2, %r3 : tensor<2x4x4xf32>, tensor<2x4x4xf32>, tensor<2x4x3xf32>, tensor<2x3x4xf32>
}

func.func @f8e4m3b11fnuz(%x: tensor<2x4x4xf32>, %y: tensor<2x4x3xf32>, %z: tensor<2x3x4xf32>)
    -> (tensor<2x4x4xf32>, tensor<2x4x4xf32>, tensor<2x4x3xf32>, tensor<2x3x4xf32>) {
  %xt = hlo.transpose %x, dimensions = [0, 2, 1] : (tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %s = hlo.add %x, %xt : tensor<2x4x4xf32>
  %half = hlo.constant dense<0.5> : tensor<2x4x4xf32>
  %h = hlo.multiply %s, %half : tensor<2x4x4xf32>
  %row = hlo.iota iota_dimension = 1 : tensor<2x4x4xi32>
  %col = hlo.iota iota_dimension = 2 : tensor<2x4x4xi32>
  %diag = hlo.compare EQ, %row, %col : tensor<2x4x4xi32>
  %four = hlo.constant dense<4.0> : tensor<2x4x4xf32>
  %zero = hlo.constant dense<0.0> : tensor<2x4x4xf32>
  %eye = hlo.select %diag, %four, %zero : tensor<2x4x4xi1>, tensor<2x4x4xf32>
  %af = hlo.add %h, %eye : tensor<2x4x4xf32>
  %a = hlo.convert %af : (tensor<2x4x4xf32>) -> tensor<2x4x4xf8E4M3B11FNUZ>
  %b = hlo.convert %y : (tensor<2x4x3xf32>) -> tensor<2x4x3xf8E4M3B11FNUZ>
  %c = hlo.convert %z : (tensor<2x3x4xf32>) -> tensor<2x3x4xf8E4M3B11FNUZ>
  %l = hlo.cholesky %a, lower = true : tensor<2x4x4xf8E4M3B11FNUZ>
  %u = hlo.cholesky %a, lower = false : tensor<2x4x4xf8E4M3B11FNUZ>
  %0 = hlo.triangular_solve %a, %b, <left_side = true, lower = true, unit_diagonal = false, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xf8E4M3B11FNUZ>, tensor<2x4x3xf8E4M3B11FNUZ>) -> tensor<2x4x3xf8E4M3B11FNUZ>
  %1 = hlo.triangular_solve %a, %c, <left_side = false, lower = false, unit_diagonal = true, transpose_a = ADJOINT> : (tensor<2x4x4xf8E4M3B11FNUZ>, tensor<2x3x4xf8E4M3B11FNUZ>) -> tensor<2x3x4xf8E4M3B11FNUZ>
  %r0 = hlo.convert %l : (tensor<2x4x4xf8E4M3B11FNUZ>) -> tensor<2x4x4xf32>
  %r1 = hlo.convert %u : (tensor<2x4x4xf8E4M3B11FNUZ>) -> tensor<2x4x4xf32>
  %r2 = hlo.convert %0 : (tensor<2x4x3xf8E4M3B11FNUZ>) -> tensor<2x4x3xf32>
  %r3 = hlo.convert %1 : (tensor<2x3x4xf8E4M3B11FNUZ>) -> tensor<2x3x4xf32>
  return %r0, %r1, %r2, %r3 : tensor<2x4x4xf32>, tensor<2x4x4xf32>, tensor<2x4x3xf32>, tensor<2x3x4xf32>
}

