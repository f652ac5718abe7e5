// Complex cholesky and triangular_solve against numpy
// (Inputs/factorization_complex_numpy.py), on batched c64 and c128 matrices:
// cholesky of Hermitian matrices, lower (A = L L^H) and upper (A = U^H U),
// with garbage in the triangle it does not read; the other triangle of the
// result is zero (as XLA's CholeskyExpander leaves it) and a matrix of the
// batch that is not positive definite is NaN + 0i everywhere, the others
// unaffected. triangular_solve in its 24 forms: left and right side, lower
// and upper, NO_TRANSPOSE, TRANSPOSE and ADJOINT (conjugate transpose), unit
// diagonal or not (FORMS in the script lists the results' order).
// test/Tools/xhlo-aot/op-sample.test compiles and runs these entries ahead
// of time against the same expectations.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/factorization_complex_numpy.py %t
// RUN: xhlo-run %s --entry=cholesky_c64 --arg=%t/cholesky_c64/lo.npy --arg=%t/cholesky_c64/up.npy --expect=%t/cholesky_c64/0.npy --expect=%t/cholesky_c64/1.npy --rtol=1e-5 --atol=1e-5
// RUN: xhlo-run %s --entry=cholesky_c128 --arg=%t/cholesky_c128/lo.npy --arg=%t/cholesky_c128/up.npy --expect=%t/cholesky_c128/0.npy --expect=%t/cholesky_c128/1.npy --rtol=1e-12 --atol=1e-12
func.func @cholesky_c64(%lo: tensor<2x3x4x4xcomplex<f32>>, %up: tensor<2x3x4x4xcomplex<f32>>) -> (tensor<2x3x4x4xcomplex<f32>>, tensor<2x3x4x4xcomplex<f32>>) {
  %l = hlo.cholesky %lo, lower = true : tensor<2x3x4x4xcomplex<f32>>
  %u = hlo.cholesky %up, lower = false : tensor<2x3x4x4xcomplex<f32>>
  return %l, %u : tensor<2x3x4x4xcomplex<f32>>, tensor<2x3x4x4xcomplex<f32>>
}
func.func @cholesky_c128(%lo: tensor<2x5x5xcomplex<f64>>, %up: tensor<2x5x5xcomplex<f64>>) -> (tensor<2x5x5xcomplex<f64>>, tensor<2x5x5xcomplex<f64>>) {
  %l = hlo.cholesky %lo, lower = true : tensor<2x5x5xcomplex<f64>>
  %u = hlo.cholesky %up, lower = false : tensor<2x5x5xcomplex<f64>>
  return %l, %u : tensor<2x5x5xcomplex<f64>>, tensor<2x5x5xcomplex<f64>>
}

// RUN: xhlo-run %s --entry=triangular_solve_c64 --arg=%t/triangular_solve_c64/a.npy --arg=%t/triangular_solve_c64/bl.npy --arg=%t/triangular_solve_c64/br.npy \
// RUN:   --expect=%t/triangular_solve_c64/0.npy --expect=%t/triangular_solve_c64/1.npy --expect=%t/triangular_solve_c64/2.npy --expect=%t/triangular_solve_c64/3.npy --expect=%t/triangular_solve_c64/4.npy --expect=%t/triangular_solve_c64/5.npy \
// RUN:   --expect=%t/triangular_solve_c64/6.npy --expect=%t/triangular_solve_c64/7.npy --expect=%t/triangular_solve_c64/8.npy --expect=%t/triangular_solve_c64/9.npy --expect=%t/triangular_solve_c64/10.npy --expect=%t/triangular_solve_c64/11.npy \
// RUN:   --expect=%t/triangular_solve_c64/12.npy --expect=%t/triangular_solve_c64/13.npy --expect=%t/triangular_solve_c64/14.npy --expect=%t/triangular_solve_c64/15.npy --expect=%t/triangular_solve_c64/16.npy --expect=%t/triangular_solve_c64/17.npy \
// RUN:   --expect=%t/triangular_solve_c64/18.npy --expect=%t/triangular_solve_c64/19.npy --expect=%t/triangular_solve_c64/20.npy --expect=%t/triangular_solve_c64/21.npy --expect=%t/triangular_solve_c64/22.npy --expect=%t/triangular_solve_c64/23.npy \
// RUN:   --rtol=1e-5 --atol=1e-5
func.func @triangular_solve_c64(%a: tensor<2x4x4xcomplex<f32>>, %bl: tensor<2x4x3xcomplex<f32>>, %br: tensor<2x3x4xcomplex<f32>>)
    -> (tensor<2x4x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>) {
  %x0 = hlo.triangular_solve %a, %bl, <left_side = true, lower = true, unit_diagonal = false, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
  %x1 = hlo.triangular_solve %a, %bl, <left_side = true, lower = true, unit_diagonal = true, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
  %x2 = hlo.triangular_solve %a, %bl, <left_side = true, lower = true, unit_diagonal = false, transpose_a = TRANSPOSE> : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
  %x3 = hlo.triangular_solve %a, %bl, <left_side = true, lower = true, unit_diagonal = true, transpose_a = TRANSPOSE> : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
  %x4 = hlo.triangular_solve %a, %bl, <left_side = true, lower = true, unit_diagonal = false, transpose_a = ADJOINT> : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
  %x5 = hlo.triangular_solve %a, %bl, <left_side = true, lower = true, unit_diagonal = true, transpose_a = ADJOINT> : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
  %x6 = hlo.triangular_solve %a, %bl, <left_side = true, lower = false, unit_diagonal = false, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
  %x7 = hlo.triangular_solve %a, %bl, <left_side = true, lower = false, unit_diagonal = true, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
  %x8 = hlo.triangular_solve %a, %bl, <left_side = true, lower = false, unit_diagonal = false, transpose_a = TRANSPOSE> : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
  %x9 = hlo.triangular_solve %a, %bl, <left_side = true, lower = false, unit_diagonal = true, transpose_a = TRANSPOSE> : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
  %x10 = hlo.triangular_solve %a, %bl, <left_side = true, lower = false, unit_diagonal = false, transpose_a = ADJOINT> : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
  %x11 = hlo.triangular_solve %a, %bl, <left_side = true, lower = false, unit_diagonal = true, transpose_a = ADJOINT> : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
  %x12 = hlo.triangular_solve %a, %br, <left_side = false, lower = true, unit_diagonal = false, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
  %x13 = hlo.triangular_solve %a, %br, <left_side = false, lower = true, unit_diagonal = true, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
  %x14 = hlo.triangular_solve %a, %br, <left_side = false, lower = true, unit_diagonal = false, transpose_a = TRANSPOSE> : (tensor<2x4x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
  %x15 = hlo.triangular_solve %a, %br, <left_side = false, lower = true, unit_diagonal = true, transpose_a = TRANSPOSE> : (tensor<2x4x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
  %x16 = hlo.triangular_solve %a, %br, <left_side = false, lower = true, unit_diagonal = false, transpose_a = ADJOINT> : (tensor<2x4x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
  %x17 = hlo.triangular_solve %a, %br, <left_side = false, lower = true, unit_diagonal = true, transpose_a = ADJOINT> : (tensor<2x4x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
  %x18 = hlo.triangular_solve %a, %br, <left_side = false, lower = false, unit_diagonal = false, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
  %x19 = hlo.triangular_solve %a, %br, <left_side = false, lower = false, unit_diagonal = true, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
  %x20 = hlo.triangular_solve %a, %br, <left_side = false, lower = false, unit_diagonal = false, transpose_a = TRANSPOSE> : (tensor<2x4x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
  %x21 = hlo.triangular_solve %a, %br, <left_side = false, lower = false, unit_diagonal = true, transpose_a = TRANSPOSE> : (tensor<2x4x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
  %x22 = hlo.triangular_solve %a, %br, <left_side = false, lower = false, unit_diagonal = false, transpose_a = ADJOINT> : (tensor<2x4x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
  %x23 = hlo.triangular_solve %a, %br, <left_side = false, lower = false, unit_diagonal = true, transpose_a = ADJOINT> : (tensor<2x4x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
  return %x0, %x1, %x2, %x3, %x4, %x5, %x6, %x7, %x8, %x9, %x10, %x11, %x12, %x13, %x14, %x15, %x16, %x17, %x18, %x19, %x20, %x21, %x22, %x23 : tensor<2x4x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>
}

// RUN: xhlo-run %s --entry=triangular_solve_c128 --arg=%t/triangular_solve_c128/a.npy --arg=%t/triangular_solve_c128/bl.npy --arg=%t/triangular_solve_c128/br.npy \
// RUN:   --expect=%t/triangular_solve_c128/0.npy --expect=%t/triangular_solve_c128/1.npy --expect=%t/triangular_solve_c128/2.npy --expect=%t/triangular_solve_c128/3.npy --expect=%t/triangular_solve_c128/4.npy --expect=%t/triangular_solve_c128/5.npy \
// RUN:   --expect=%t/triangular_solve_c128/6.npy --expect=%t/triangular_solve_c128/7.npy --expect=%t/triangular_solve_c128/8.npy --expect=%t/triangular_solve_c128/9.npy --expect=%t/triangular_solve_c128/10.npy --expect=%t/triangular_solve_c128/11.npy \
// RUN:   --expect=%t/triangular_solve_c128/12.npy --expect=%t/triangular_solve_c128/13.npy --expect=%t/triangular_solve_c128/14.npy --expect=%t/triangular_solve_c128/15.npy --expect=%t/triangular_solve_c128/16.npy --expect=%t/triangular_solve_c128/17.npy \
// RUN:   --expect=%t/triangular_solve_c128/18.npy --expect=%t/triangular_solve_c128/19.npy --expect=%t/triangular_solve_c128/20.npy --expect=%t/triangular_solve_c128/21.npy --expect=%t/triangular_solve_c128/22.npy --expect=%t/triangular_solve_c128/23.npy \
// RUN:   --rtol=1e-12 --atol=1e-12
func.func @triangular_solve_c128(%a: tensor<2x4x4xcomplex<f64>>, %bl: tensor<2x4x3xcomplex<f64>>, %br: tensor<2x3x4xcomplex<f64>>)
    -> (tensor<2x4x3xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>) {
  %x0 = hlo.triangular_solve %a, %bl, <left_side = true, lower = true, unit_diagonal = false, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>) -> tensor<2x4x3xcomplex<f64>>
  %x1 = hlo.triangular_solve %a, %bl, <left_side = true, lower = true, unit_diagonal = true, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>) -> tensor<2x4x3xcomplex<f64>>
  %x2 = hlo.triangular_solve %a, %bl, <left_side = true, lower = true, unit_diagonal = false, transpose_a = TRANSPOSE> : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>) -> tensor<2x4x3xcomplex<f64>>
  %x3 = hlo.triangular_solve %a, %bl, <left_side = true, lower = true, unit_diagonal = true, transpose_a = TRANSPOSE> : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>) -> tensor<2x4x3xcomplex<f64>>
  %x4 = hlo.triangular_solve %a, %bl, <left_side = true, lower = true, unit_diagonal = false, transpose_a = ADJOINT> : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>) -> tensor<2x4x3xcomplex<f64>>
  %x5 = hlo.triangular_solve %a, %bl, <left_side = true, lower = true, unit_diagonal = true, transpose_a = ADJOINT> : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>) -> tensor<2x4x3xcomplex<f64>>
  %x6 = hlo.triangular_solve %a, %bl, <left_side = true, lower = false, unit_diagonal = false, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>) -> tensor<2x4x3xcomplex<f64>>
  %x7 = hlo.triangular_solve %a, %bl, <left_side = true, lower = false, unit_diagonal = true, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>) -> tensor<2x4x3xcomplex<f64>>
  %x8 = hlo.triangular_solve %a, %bl, <left_side = true, lower = false, unit_diagonal = false, transpose_a = TRANSPOSE> : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>) -> tensor<2x4x3xcomplex<f64>>
  %x9 = hlo.triangular_solve %a, %bl, <left_side = true, lower = false, unit_diagonal = true, transpose_a = TRANSPOSE> : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>) -> tensor<2x4x3xcomplex<f64>>
  %x10 = hlo.triangular_solve %a, %bl, <left_side = true, lower = false, unit_diagonal = false, transpose_a = ADJOINT> : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>) -> tensor<2x4x3xcomplex<f64>>
  %x11 = hlo.triangular_solve %a, %bl, <left_side = true, lower = false, unit_diagonal = true, transpose_a = ADJOINT> : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>) -> tensor<2x4x3xcomplex<f64>>
  %x12 = hlo.triangular_solve %a, %br, <left_side = false, lower = true, unit_diagonal = false, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>) -> tensor<2x3x4xcomplex<f64>>
  %x13 = hlo.triangular_solve %a, %br, <left_side = false, lower = true, unit_diagonal = true, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>) -> tensor<2x3x4xcomplex<f64>>
  %x14 = hlo.triangular_solve %a, %br, <left_side = false, lower = true, unit_diagonal = false, transpose_a = TRANSPOSE> : (tensor<2x4x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>) -> tensor<2x3x4xcomplex<f64>>
  %x15 = hlo.triangular_solve %a, %br, <left_side = false, lower = true, unit_diagonal = true, transpose_a = TRANSPOSE> : (tensor<2x4x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>) -> tensor<2x3x4xcomplex<f64>>
  %x16 = hlo.triangular_solve %a, %br, <left_side = false, lower = true, unit_diagonal = false, transpose_a = ADJOINT> : (tensor<2x4x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>) -> tensor<2x3x4xcomplex<f64>>
  %x17 = hlo.triangular_solve %a, %br, <left_side = false, lower = true, unit_diagonal = true, transpose_a = ADJOINT> : (tensor<2x4x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>) -> tensor<2x3x4xcomplex<f64>>
  %x18 = hlo.triangular_solve %a, %br, <left_side = false, lower = false, unit_diagonal = false, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>) -> tensor<2x3x4xcomplex<f64>>
  %x19 = hlo.triangular_solve %a, %br, <left_side = false, lower = false, unit_diagonal = true, transpose_a = NO_TRANSPOSE> : (tensor<2x4x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>) -> tensor<2x3x4xcomplex<f64>>
  %x20 = hlo.triangular_solve %a, %br, <left_side = false, lower = false, unit_diagonal = false, transpose_a = TRANSPOSE> : (tensor<2x4x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>) -> tensor<2x3x4xcomplex<f64>>
  %x21 = hlo.triangular_solve %a, %br, <left_side = false, lower = false, unit_diagonal = true, transpose_a = TRANSPOSE> : (tensor<2x4x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>) -> tensor<2x3x4xcomplex<f64>>
  %x22 = hlo.triangular_solve %a, %br, <left_side = false, lower = false, unit_diagonal = false, transpose_a = ADJOINT> : (tensor<2x4x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>) -> tensor<2x3x4xcomplex<f64>>
  %x23 = hlo.triangular_solve %a, %br, <left_side = false, lower = false, unit_diagonal = true, transpose_a = ADJOINT> : (tensor<2x4x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>) -> tensor<2x3x4xcomplex<f64>>
  return %x0, %x1, %x2, %x3, %x4, %x5, %x6, %x7, %x8, %x9, %x10, %x11, %x12, %x13, %x14, %x15, %x16, %x17, %x18, %x19, %x20, %x21, %x22, %x23 : tensor<2x4x3xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2x4x3xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>
}

