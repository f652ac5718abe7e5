// Each contraction op rejects what XLA rejects, with a precise diagnostic.
// RUN: xhlo-opt --split-input-file --verify-diagnostics %s

//===----------------------------------------------------------------------===//
// dot
//===----------------------------------------------------------------------===//

func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{lhs_contracting_dims: dimension 2 is out of range for lhs f32[2,3]}}
  %0 = hlo.dot %a, %b, lhs_contracting_dims = [2], rhs_contracting_dims = [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{rhs_contracting_dims: dimension 5 is out of range for rhs f32[3,4]}}
  %0 = "hlo.dot"(%a, %b) <{dot_dimension_numbers = #hlo.dot<lhs_contracting_dims = [1], rhs_contracting_dims = [5]>}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{rhs batch and contracting dims has a negative dimension -1}}
  %0 = "hlo.dot"(%a, %b) <{dot_dimension_numbers = #hlo.dot<lhs_contracting_dims = [1], rhs_contracting_dims = [-1]>}> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{contracting dimension sizes do not match: lhs dimension 1 has size 3 but rhs dimension 0 has size 4 (f32[2,3] <dot> f32[4,5])}}
  %0 = hlo.dot %a, %b, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<2x3xf32>, tensor<4x5xf32>) -> tensor<2x5xf32>
  return
}

// -----

func.func @f(%a: tensor<4x2x3xf32>, %b: tensor<5x3x2xf32>) {
  // expected-error @+1 {{batch dimension sizes do not match: lhs dimension 0 has size 4 but rhs dimension 0 has size 5 (f32[4,2,3] <dot> f32[5,3,2])}}
  %0 = hlo.dot %a, %b, lhs_batch_dims = [0], lhs_contracting_dims = [2], rhs_batch_dims = [0], rhs_contracting_dims = [1] : (tensor<4x2x3xf32>, tensor<5x3x2xf32>) -> tensor<4x2x2xf32>
  return
}

// -----

func.func @f(%a: tensor<4x2x3xf32>, %b: tensor<4x3x2xf32>) {
  // expected-error @+1 {{lhs and rhs must have the same number of batch dimensions, got 1 and 0}}
  %0 = hlo.dot %a, %b, lhs_batch_dims = [0], lhs_contracting_dims = [2], rhs_contracting_dims = [1] : (tensor<4x2x3xf32>, tensor<4x3x2xf32>) -> tensor<4x2x4x2xf32>
  return
}

// -----

func.func @f(%a: tensor<3x3xf32>, %b: tensor<3x3xf32>) {
  // expected-error @+1 {{lhs batch and contracting dims has dimension 0 twice}}
  %0 = hlo.dot %a, %b, lhs_batch_dims = [0], lhs_contracting_dims = [0], rhs_batch_dims = [0], rhs_contracting_dims = [1] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{expected one of rhs_batch_dims, rhs_contracting_dims, precision_config (in this order), got 'lhs_batch_dims'}}
  %0 = hlo.dot %a, %b, lhs_contracting_dims = [1], lhs_batch_dims = [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{dot result f32[4,2] does not have the inferred shape f32[2,4]}}
  %0 = hlo.dot %a, %b, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<4x2xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xi32>, %b: tensor<3x4xi32>) {
  // expected-error @+1 {{dot result element type s8 must not be narrower than the operand element type s32}}
  %0 = hlo.dot %a, %b, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<2x3xi32>, tensor<3x4xi32>) -> tensor<2x4xi8>
  return
}

// -----

func.func @f(%a: tensor<2x3xcomplex<f32>>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{dot of c64 operands must have a complex result element type, got f64}}
  %0 = hlo.dot %a, %b, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<2x3xcomplex<f32>>, tensor<3x4xf32>) -> tensor<2x4xf64>
  return
}

// -----

func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{dot precision_config must have one entry per operand (2), got 1}}
  %0 = hlo.dot %a, %b, lhs_contracting_dims = [1], rhs_contracting_dims = [0], precision_config = [HIGH] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3xi1>, %b: tensor<3x4xi1>) {
  // expected-error @+1 {{operand #0 must be statically shaped tensor of}}
  %0 = hlo.dot %a, %b, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<2x3xi1>, tensor<3x4xi1>) -> tensor<2x4xi1>
  return
}

// -----

//===----------------------------------------------------------------------===//
// convolution
//===----------------------------------------------------------------------===//

func.func @f(%x: tensor<1x8x8x4xf32>, %k: tensor<3x3x4x16xf32>) {
  // expected-error @+1 {{feature_group_count must be a positive number, got 0}}
  %0 = hlo.convolution %x, %k, window = <size = [3, 3]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 0 : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return
}

// -----

func.func @f(%x: tensor<1x8x8x4xf32>, %k: tensor<3x3x4x16xf32>) {
  // expected-error @+1 {{batch_group_count must be a positive number, got -1}}
  %0 = hlo.convolution %x, %k, window = <size = [3, 3]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = -1 : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return
}

// -----

func.func @f(%x: tensor<2x8x8x4xf32>, %k: tensor<3x3x2x16xf32>) {
  // expected-error @+1 {{both batch_group_count 2 and feature_group_count 2 cannot be greater than 1}}
  %0 = hlo.convolution %x, %k, window = <size = [3, 3]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2, batch_group_count = 2 : (tensor<2x8x8x4xf32>, tensor<3x3x2x16xf32>) -> tensor<1x6x6x16xf32>
  return
}

// -----

func.func @f(%x: tensor<1x8x4xf32>, %k: tensor<3x3x4x16xf32>) {
  // expected-error @+1 {{convolution lhs f32[1,8,4] must have rank 4 (2 spatial dimensions + 2)}}
  %0 = hlo.convolution %x, %k, window = <size = [3, 3]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return
}

// -----

func.func @f(%x: tensor<1x8x8x4xf32>, %k: tensor<3x3x4x16xf32>) {
  // expected-error @+1 {{convolution window has 1 dimensions but dim_labels have 2 spatial dimensions}}
  %0 = hlo.convolution %x, %k, window = <size = [3]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return
}

// -----

func.func @f(%x: tensor<1x8x8x5xf32>, %k: tensor<3x3x2x16xf32>) {
  // expected-error @+1 {{input feature dimension size 5 of lhs f32[1,8,8,5] must be a multiple of feature_group_count 2}}
  %0 = hlo.convolution %x, %k, window = <size = [3, 3]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : (tensor<1x8x8x5xf32>, tensor<3x3x2x16xf32>) -> tensor<1x6x6x16xf32>
  return
}

// -----

func.func @f(%x: tensor<1x8x8x4xf32>, %k: tensor<3x3x3x16xf32>) {
  // expected-error @+1 {{input feature dimension size 4 of lhs f32[1,8,8,4] divided by feature_group_count 1 must equal the kernel input feature dimension size 3 of rhs f32[3,3,3,16]}}
  %0 = hlo.convolution %x, %k, window = <size = [3, 3]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x8x8x4xf32>, tensor<3x3x3x16xf32>) -> tensor<1x6x6x16xf32>
  return
}

// -----

func.func @f(%x: tensor<1x8x8x4xf32>, %k: tensor<3x3x2x5xf32>) {
  // expected-error @+1 {{kernel output feature dimension size 5 of rhs f32[3,3,2,5] must be a multiple of feature_group_count 2}}
  %0 = hlo.convolution %x, %k, window = <size = [3, 3]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : (tensor<1x8x8x4xf32>, tensor<3x3x2x5xf32>) -> tensor<1x6x6x5xf32>
  return
}

// -----

func.func @f(%x: tensor<4x8x8x4xf32>, %k: tensor<3x3x4x5xf32>) {
  // expected-error @+1 {{kernel output feature dimension size 5 of rhs f32[3,3,4,5] must be a multiple of batch_group_count 2}}
  %0 = hlo.convolution %x, %k, window = <size = [3, 3]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 2 : (tensor<4x8x8x4xf32>, tensor<3x3x4x5xf32>) -> tensor<2x6x6x5xf32>
  return
}

// -----

func.func @f(%x: tensor<3x8x8x4xf32>, %k: tensor<3x3x4x6xf32>) {
  // expected-error @+1 {{input batch dimension size 3 of lhs f32[3,8,8,4] must be a multiple of batch_group_count 2}}
  %0 = hlo.convolution %x, %k, window = <size = [3, 3]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, batch_group_count = 2 : (tensor<3x8x8x4xf32>, tensor<3x3x4x6xf32>) -> tensor<1x6x6x6xf32>
  return
}

// -----

func.func @f(%x: tensor<1x8x8x4xf32>, %k: tensor<3x2x4x16xf32>) {
  // expected-error @+1 {{window size [3, 3] does not match the kernel spatial dimension sizes [3, 2] of rhs f32[3,2,4,16]}}
  %0 = hlo.convolution %x, %k, window = <size = [3, 3]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x8x8x4xf32>, tensor<3x2x4x16xf32>) -> tensor<1x6x6x16xf32>
  return
}

// -----

func.func @f(%x: tensor<1x8x8x4xf32>, %k: tensor<3x3x4x16xf32>) {
  // expected-error @+1 {{convolution result f32[1,8,8,16] does not have the inferred shape f32[1,4,4,16]}}
  %0 = hlo.convolution %x, %k, window = <size = [3, 3], stride = [2, 2], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x8x8x16xf32>
  return
}

// -----

func.func @f(%x: tensor<1x8x8x4xi32>, %k: tensor<3x3x4x16xi32>) {
  // expected-error @+1 {{convolution result element type s16 must not be narrower than the operand element type s32}}
  %0 = hlo.convolution %x, %k, window = <size = [3, 3]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x8x8x4xi32>, tensor<3x3x4x16xi32>) -> tensor<1x6x6x16xi16>
  return
}

// -----

func.func @f(%x: tensor<1x8x8x4xf32>, %k: tensor<3x3x4x16xf32>) {
  // expected-error @+1 {{convolution precision_config must have one entry per operand (2), got 3}}
  %0 = hlo.convolution %x, %k, window = <size = [3, 3]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, precision_config = [DEFAULT, DEFAULT, HIGH] : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return
}

// -----

func.func @f(%x: tensor<1x8x8x4xf32>, %k: tensor<3x3x4x16xf32>) {
  // expected-error @+1 {{spatial dimension indices must be 0..1, each once}}
  %0 = "hlo.convolution"(%x, %k) <{window = #hlo.window<size = [3, 3]>, dim_labels = #hlo.conv<[b, 0, 0, f]x[0, 1, i, o]->[b, 0, 1, f]>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x6x6x16xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// cholesky
//===----------------------------------------------------------------------===//

func.func @f(%a: tensor<3xf32>) {
  // expected-error @+1 {{cholesky operand f32[3] must have rank >= 2}}
  %0 = hlo.cholesky %a, lower = true : tensor<3xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3x4xf32>) {
  // expected-error @+1 {{the two minor dimensions of cholesky operand f32[2,3,4] must have equal size}}
  %0 = hlo.cholesky %a, lower = true : tensor<2x3x4xf32>
  return
}

// -----

func.func @f(%a: tensor<3x3xi32>) {
  // expected-error @+1 {{expected element type to be floating point or complex for cholesky; got s32}}
  %0 = hlo.cholesky %a, lower = true : tensor<3x3xi32>
  return
}

// -----

func.func @f(%a: tensor<3x3xf32>) {
  // expected-error @+2 {{'hlo.cholesky' op inferred type(s) 'tensor<3x3xf32>' are incompatible with return type(s) of operation 'tensor<3x3xf64>'}}
  // expected-error @+1 {{'hlo.cholesky' op failed to infer returned types}}
  %0 = "hlo.cholesky"(%a) <{lower = false}> : (tensor<3x3xf32>) -> tensor<3x3xf64>
  return
}

// -----

//===----------------------------------------------------------------------===//
// triangular_solve
//===----------------------------------------------------------------------===//

func.func @f(%a: tensor<3x3xf32>, %b: tensor<3x4xf64>) {
  // expected-error @+2 {{expected element types to be floating point or complex and identical for triangular-solve; got f32 and f64}}
  // expected-error @+1 {{'hlo.triangular_solve' op failed to infer returned types}}
  %0 = hlo.triangular_solve %a, %b, <left_side = true, transpose_a = NO_TRANSPOSE> : (tensor<3x3xf32>, tensor<3x4xf64>) -> tensor<3x4xf64>
  return
}

// -----

func.func @f(%a: tensor<3xf32>, %b: tensor<3xf32>) {
  // expected-error @+2 {{triangular-solve a f32[3] must have rank >= 2}}
  // expected-error @+1 {{'hlo.triangular_solve' op failed to infer returned types}}
  %0 = hlo.triangular_solve %a, %b, <left_side = true, transpose_a = NO_TRANSPOSE> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @f(%a: tensor<3x3xf32>, %b: tensor<2x3x4xf32>) {
  // expected-error @+2 {{triangular-solve operands must have equal rank; got a f32[3,3] and b f32[2,3,4]}}
  // expected-error @+1 {{'hlo.triangular_solve' op failed to infer returned types}}
  %0 = hlo.triangular_solve %a, %b, <left_side = true, transpose_a = NO_TRANSPOSE> : (tensor<3x3xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return
}

// -----

func.func @f(%a: tensor<3x4xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+2 {{the two minor dimensions of triangular-solve a f32[3,4] must have equal size}}
  // expected-error @+1 {{'hlo.triangular_solve' op failed to infer returned types}}
  %0 = hlo.triangular_solve %a, %b, <left_side = true, transpose_a = NO_TRANSPOSE> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @f(%a: tensor<3x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+2 {{triangular-solve a f32[3,3] has size 3 but dimension 1 of b f32[3,4] has size 4 (left_side = false)}}
  // expected-error @+1 {{'hlo.triangular_solve' op failed to infer returned types}}
  %0 = hlo.triangular_solve %a, %b, <transpose_a = NO_TRANSPOSE> : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return
}

// -----

func.func @f(%a: tensor<2x3x3xf32>, %b: tensor<5x3x4xf32>) {
  // expected-error @+2 {{the batch dimensions of triangular-solve operands must be equal; got a f32[2,3,3] and b f32[5,3,4]}}
  // expected-error @+1 {{'hlo.triangular_solve' op failed to infer returned types}}
  %0 = hlo.triangular_solve %a, %b, <left_side = true, transpose_a = NO_TRANSPOSE> : (tensor<2x3x3xf32>, tensor<5x3x4xf32>) -> tensor<5x3x4xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// fft
//===----------------------------------------------------------------------===//

func.func @f(%x: tensor<2x2x2x2xcomplex<f32>>) {
  // expected-error @+2 {{fft only supports ranks 1-3; got 4}}
  // expected-error @+1 {{'hlo.fft' op failed to infer returned types}}
  %0 = hlo.fft %x, fft_type = FFT, fft_length = [2, 2, 2, 2] : (tensor<2x2x2x2xcomplex<f32>>) -> tensor<2x2x2x2xcomplex<f32>>
  return
}

// -----

func.func @f(%x: tensor<8xcomplex<f32>>) {
  // expected-error @+2 {{fft only supports ranks 1-3; got 0}}
  // expected-error @+1 {{'hlo.fft' op failed to infer returned types}}
  %0 = hlo.fft %x, fft_type = FFT, fft_length = [] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  return
}

// -----

func.func @f(%x: tensor<8xcomplex<f32>>) {
  // expected-error @+2 {{FFT of rank 2 requires an operand of at least that rank; got c64[8]}}
  // expected-error @+1 {{'hlo.fft' op failed to infer returned types}}
  %0 = hlo.fft %x, fft_type = FFT, fft_length = [8, 8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  return
}

// -----

func.func @f(%x: tensor<8xf32>) {
  // expected-error @+2 {{IFFT requires a complex operand, got f32[8]}}
  // expected-error @+1 {{'hlo.fft' op failed to infer returned types}}
  %0 = hlo.fft %x, fft_type = IFFT, fft_length = [8] : (tensor<8xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @f(%x: tensor<4x8xcomplex<f32>>) {
  // expected-error @+2 {{FFT requires the innermost dimensions of its operand to match fft_length [16], but dimension 1 of c64[4,8] is 8}}
  // expected-error @+1 {{'hlo.fft' op failed to infer returned types}}
  %0 = hlo.fft %x, fft_type = FFT, fft_length = [16] : (tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
  return
}

// -----

func.func @f(%x: tensor<8xcomplex<f32>>) {
  // expected-error @+2 {{RFFT requires an f32 or f64 operand, got c64[8]}}
  // expected-error @+1 {{'hlo.fft' op failed to infer returned types}}
  %0 = hlo.fft %x, fft_type = RFFT, fft_length = [8] : (tensor<8xcomplex<f32>>) -> tensor<5xcomplex<f32>>
  return
}

// -----

func.func @f(%x: tensor<4x8xf32>) {
  // expected-error @+2 {{RFFT requires the innermost dimensions of its operand to match fft_length [4, 6], but dimension 1 of f32[4,8] is 8}}
  // expected-error @+1 {{'hlo.fft' op failed to infer returned types}}
  %0 = hlo.fft %x, fft_type = RFFT, fft_length = [4, 6] : (tensor<4x8xf32>) -> tensor<4x4xcomplex<f32>>
  return
}

// -----

func.func @f(%x: tensor<4x8xcomplex<f32>>) {
  // expected-error @+2 {{IRFFT requires the innermost dimension of its operand to be fft_length[-1]/2+1 = 5, but dimension 1 of c64[4,8] is 8}}
  // expected-error @+1 {{'hlo.fft' op failed to infer returned types}}
  %0 = hlo.fft %x, fft_type = IRFFT, fft_length = [8] : (tensor<4x8xcomplex<f32>>) -> tensor<4x8xf32>
  return
}

// -----

func.func @f(%x: tensor<8xcomplex<f32>>) {
  // expected-error @+2 {{fft_length [-8] must not be negative}}
  // expected-error @+1 {{'hlo.fft' op failed to infer returned types}}
  %0 = hlo.fft %x, fft_type = FFT, fft_length = [-8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  return
}

// -----

func.func @f(%x: tensor<8xf32>) {
  // expected-error @+2 {{'hlo.fft' op inferred type(s) 'tensor<5xcomplex<f32>>' are incompatible with return type(s) of operation 'tensor<8xcomplex<f32>>'}}
  // expected-error @+1 {{'hlo.fft' op failed to infer returned types}}
  %0 = hlo.fft %x, fft_type = RFFT, fft_length = [8] : (tensor<8xf32>) -> tensor<8xcomplex<f32>>
  return
}

// -----

//===----------------------------------------------------------------------===//
// batch-norm-*
//===----------------------------------------------------------------------===//

func.func @f(%x: tensor<8x4xf32>, %s: tensor<4xf32>) {
  // expected-error @+2 {{feature_index 2 of batch-norm-inference is out of range for operand f32[8,4]}}
  // expected-error @+1 {{'hlo.batch_norm_inference' op failed to infer returned types}}
  %0 = hlo.batch_norm_inference %x, %s, %s, %s, %s, epsilon = 1.0e-03, feature_index = 2 : (tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<8x4xf32>
  return
}

// -----

func.func @f(%x: tensor<8x4xf32>, %s: tensor<4xf32>, %m: tensor<8xf32>) {
  // expected-error @+2 {{mean of batch-norm-inference must be f32[4] (the feature dimension 1 of operand f32[8,4]), got f32[8]}}
  // expected-error @+1 {{'hlo.batch_norm_inference' op failed to infer returned types}}
  %0 = hlo.batch_norm_inference %x, %s, %s, %m, %s, epsilon = 1.0e-03, feature_index = 1 : (tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<4xf32>) -> tensor<8x4xf32>
  return
}

// -----

func.func @f(%x: tensor<8x4xf32>, %s: tensor<4xf32>, %o: tensor<4xf16>) {
  // expected-error @+2 {{offset of batch-norm-training must be f32[4] (the feature dimension 1 of operand f32[8,4]), got f16[4]}}
  // expected-error @+1 {{'hlo.batch_norm_training' op failed to infer returned types}}
  %0:3 = hlo.batch_norm_training %x, %s, %o, epsilon = 1.0e-03, feature_index = 1 : (tensor<8x4xf32>, tensor<4xf32>, tensor<4xf16>) -> (tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @f(%x: tensor<8x4xf32>, %s: tensor<1x4xf32>, %o: tensor<4xf32>) {
  // expected-error @+2 {{scale of batch-norm-training must be f32[4] (the feature dimension 1 of operand f32[8,4]), got f32[1,4]}}
  // expected-error @+1 {{'hlo.batch_norm_training' op failed to infer returned types}}
  %0:3 = hlo.batch_norm_training %x, %s, %o, epsilon = 1.0e-03, feature_index = 1 : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<4xf32>) -> (tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @f(%x: tensor<8x4xf32>, %s: tensor<4xf32>) {
  // expected-error @+2 {{feature_index -1 of batch-norm-training is out of range for operand f32[8,4]}}
  // expected-error @+1 {{'hlo.batch_norm_training' op failed to infer returned types}}
  %0:3 = hlo.batch_norm_training %x, %s, %s, epsilon = 1.0e-03, feature_index = -1 : (tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @f(%x: tensor<8x4xf32>, %s: tensor<4xf32>) {
  // expected-error @+2 {{'hlo.batch_norm_training' op inferred type(s) 'tensor<8x4xf32>', 'tensor<4xf32>', 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<8x4xf32>', 'tensor<8xf32>', 'tensor<8xf32>'}}
  // expected-error @+1 {{'hlo.batch_norm_training' op failed to infer returned types}}
  %0:3 = hlo.batch_norm_training %x, %s, %s, epsilon = 1.0e-03, feature_index = 1 : (tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<8x4xf32>, tensor<8xf32>, tensor<8xf32>)
  return
}

// -----

func.func @f(%x: tensor<8x4xf32>, %s: tensor<4xf32>, %g: tensor<8x4xf16>) {
  // expected-error @+2 {{grad_output f16[8,4] of batch-norm-grad must have the operand's type f32[8,4]}}
  // expected-error @+1 {{'hlo.batch_norm_grad' op failed to infer returned types}}
  %0:3 = hlo.batch_norm_grad %x, %s, %s, %s, %g, epsilon = 1.0e-03, feature_index = 1 : (tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8x4xf16>) -> (tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @f(%x: tensor<8x4xf32>, %s: tensor<4xf32>, %v: tensor<4xf64>, %g: tensor<8x4xf32>) {
  // expected-error @+2 {{variance of batch-norm-grad must be f32[4] (the feature dimension 1 of operand f32[8,4]), got f64[4]}}
  // expected-error @+1 {{'hlo.batch_norm_grad' op failed to infer returned types}}
  %0:3 = hlo.batch_norm_grad %x, %s, %s, %v, %g, epsilon = 1.0e-03, feature_index = 1 : (tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf64>, tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @f(%x: tensor<8x4xi32>, %s: tensor<4xi32>) {
  // expected-error @+1 {{operand #0 must be statically shaped tensor of}}
  %0 = hlo.batch_norm_inference %x, %s, %s, %s, %s, epsilon = 1.0e-03, feature_index = 1 : (tensor<8x4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<8x4xi32>
  return
}


// -----

func.func @f(%a: tensor<2x64xf8E4M3FN>, %b: tensor<64x3xf8E4M3FN>,
             %sa: tensor<2x!hlo.f8e8m0fnu>, %sb: tensor<2x3x!hlo.f8e8m0fnu>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'hlo.scaled_dot' op lhs_scale 'tensor<2x!hlo.f8e8m0fnu>' must have the rank of lhs 'tensor<2x64xf8E4M3FN>'}}
  %0 = hlo.scaled_dot %a, %b, %sa, %sb, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<2x64xf8E4M3FN>, tensor<64x3xf8E4M3FN>, tensor<2x!hlo.f8e8m0fnu>, tensor<2x3x!hlo.f8e8m0fnu>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
