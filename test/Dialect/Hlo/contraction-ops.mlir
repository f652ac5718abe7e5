// Every contraction op parses, verifies and prints back identically, in its
// custom form and in the generic form.
// RUN: xhlo-opt --verify-roundtrip --split-input-file %s | FileCheck %s
// RUN: xhlo-opt --mlir-print-op-generic --split-input-file %s | xhlo-opt --verify-roundtrip --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @dot_matmul
func.func @dot_matmul(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // CHECK: %[[R:.*]] = hlo.dot %{{.*}}, %{{.*}}, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %r = hlo.dot %a, %b, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
      : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  // CHECK: return %[[R]]
  return %r : tensor<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @dot_batch
func.func @dot_batch(%a: tensor<4x2x3xf32>, %b: tensor<4x3x5xf32>) -> tensor<4x2x5xf32> {
  // CHECK: hlo.dot %{{.*}}, %{{.*}}, lhs_batch_dims = [0], lhs_contracting_dims = [2], rhs_batch_dims = [0], rhs_contracting_dims = [1] : (tensor<4x2x3xf32>, tensor<4x3x5xf32>) -> tensor<4x2x5xf32>
  %r = hlo.dot %a, %b, lhs_batch_dims = [0], lhs_contracting_dims = [2],
      rhs_batch_dims = [0], rhs_contracting_dims = [1]
      : (tensor<4x2x3xf32>, tensor<4x3x5xf32>) -> tensor<4x2x5xf32>
  return %r : tensor<4x2x5xf32>
}

// -----

// Batch dimensions first, then lhs free, then rhs free dimensions, in order.
// CHECK-LABEL: func.func @dot_general_order
func.func @dot_general_order(%a: tensor<7x2x6x3xf32>, %b: tensor<5x3x6x9xf32>) -> tensor<6x7x2x5x9xf32> {
  // CHECK: hlo.dot %{{.*}}, %{{.*}}, lhs_batch_dims = [2], lhs_contracting_dims = [3], rhs_batch_dims = [2], rhs_contracting_dims = [1] : (tensor<7x2x6x3xf32>, tensor<5x3x6x9xf32>) -> tensor<6x7x2x5x9xf32>
  %r = hlo.dot %a, %b, lhs_batch_dims = [2], lhs_contracting_dims = [3],
      rhs_batch_dims = [2], rhs_contracting_dims = [1]
      : (tensor<7x2x6x3xf32>, tensor<5x3x6x9xf32>) -> tensor<6x7x2x5x9xf32>
  return %r : tensor<6x7x2x5x9xf32>
}

// -----

// No contracting or batch dimensions: an outer product.
// CHECK-LABEL: func.func @dot_outer
func.func @dot_outer(%a: tensor<3xf32>, %b: tensor<4xf32>) -> tensor<3x4xf32> {
  // CHECK: hlo.dot %{{.*}}, %{{.*}} : (tensor<3xf32>, tensor<4xf32>) -> tensor<3x4xf32>
  %r = hlo.dot %a, %b : (tensor<3xf32>, tensor<4xf32>) -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @dot_vector
func.func @dot_vector(%a: tensor<3xf64>, %b: tensor<3xf64>) -> tensor<f64> {
  // CHECK: hlo.dot %{{.*}}, %{{.*}}, lhs_contracting_dims = [0], rhs_contracting_dims = [0] : (tensor<3xf64>, tensor<3xf64>) -> tensor<f64>
  %r = hlo.dot %a, %b, lhs_contracting_dims = [0], rhs_contracting_dims = [0]
      : (tensor<3xf64>, tensor<3xf64>) -> tensor<f64>
  return %r : tensor<f64>
}

// -----

// Preferred element types and mixed operands.
// CHECK-LABEL: func.func @dot_element_types
func.func @dot_element_types(%a: tensor<2x3xbf16>, %b: tensor<3x4xbf16>,
                             %i: tensor<2x3xi8>, %j: tensor<3x4xi8>,
                             %f: tensor<3x4xf32>,
                             %c: tensor<2x3xcomplex<f32>>) {
  // CHECK: hlo.dot %{{.*}}, %{{.*}}, lhs_contracting_dims = [1], rhs_contracting_dims = [0], precision_config = [HIGH, DEFAULT] : (tensor<2x3xbf16>, tensor<3x4xbf16>) -> tensor<2x4xf32>
  %0 = hlo.dot %a, %b, lhs_contracting_dims = [1], rhs_contracting_dims = [0],
      precision_config = [HIGH, DEFAULT]
      : (tensor<2x3xbf16>, tensor<3x4xbf16>) -> tensor<2x4xf32>
  // CHECK: hlo.dot %{{.*}}, %{{.*}}, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<2x3xi8>, tensor<3x4xi8>) -> tensor<2x4xi32>
  %1 = hlo.dot %i, %j, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
      : (tensor<2x3xi8>, tensor<3x4xi8>) -> tensor<2x4xi32>
  // CHECK: hlo.dot %{{.*}}, %{{.*}}, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<2x3xbf16>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %2 = hlo.dot %a, %f, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
      : (tensor<2x3xbf16>, tensor<3x4xf32>) -> tensor<2x4xf32>
  // CHECK: hlo.dot %{{.*}}, %{{.*}}, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<2x3xi8>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %3 = hlo.dot %i, %f, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
      : (tensor<2x3xi8>, tensor<3x4xf32>) -> tensor<2x4xf32>
  // CHECK: hlo.dot %{{.*}}, %{{.*}}, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<2x3xcomplex<f32>>, tensor<3x4xf32>) -> tensor<2x4xcomplex<f64>>
  %4 = hlo.dot %c, %f, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
      : (tensor<2x3xcomplex<f32>>, tensor<3x4xf32>) -> tensor<2x4xcomplex<f64>>
  // CHECK: hlo.dot %{{.*}}, %{{.*}}, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xbf16>
  %a32 = hlo.convert %a : (tensor<2x3xbf16>) -> tensor<2x3xf32>
  %5 = hlo.dot %a32, %f, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
      : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xbf16>
  return
}

// -----

// CHECK-LABEL: func.func @convolution_2d
func.func @convolution_2d(%x: tensor<1x8x8x4xf32>, %k: tensor<3x3x4x16xf32>) -> tensor<1x4x4x16xf32> {
  // CHECK: %[[R:.*]] = hlo.convolution %{{.*}}, %{{.*}}, window = <size = [3, 3], stride = [2, 2], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x4x4x16xf32>
  %r = hlo.convolution %x, %k,
      window = <size = [3, 3], stride = [2, 2], pad_low = [1, 1], pad_high = [1, 1]>,
      dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
      : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x4x4x16xf32>
  // CHECK: return %[[R]]
  return %r : tensor<1x4x4x16xf32>
}

// -----

// NCHW / OIHW layouts, no padding: 8 - 3 + 1 = 6.
// CHECK-LABEL: func.func @convolution_nchw
func.func @convolution_nchw(%x: tensor<2x3x8x8xf32>, %k: tensor<5x3x3x3xf32>) -> tensor<2x5x6x6xf32> {
  // CHECK: hlo.convolution %{{.*}}, %{{.*}}, window = <size = [3, 3]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<2x3x8x8xf32>, tensor<5x3x3x3xf32>) -> tensor<2x5x6x6xf32>
  %r = hlo.convolution %x, %k, window = <size = [3, 3]>,
      dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>
      : (tensor<2x3x8x8xf32>, tensor<5x3x3x3xf32>) -> tensor<2x5x6x6xf32>
  return %r : tensor<2x5x6x6xf32>
}

// -----

// Dilations: lhs (base) dilation 2 makes 5 into 9, rhs (window) dilation 2
// makes 3 into 5; (9 + 1 + 1 - 5) / 1 + 1 = 7. Window reversal keeps sizes.
// CHECK-LABEL: func.func @convolution_dilated
func.func @convolution_dilated(%x: tensor<1x5x2xf32>, %k: tensor<3x2x4xf32>) -> tensor<1x7x4xf32> {
  // CHECK: hlo.convolution %{{.*}}, %{{.*}}, window = <size = [3], pad_low = [1], pad_high = [1], lhs_dilate = [2], rhs_dilate = [2], rhs_reversal = [1]>, dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]> : (tensor<1x5x2xf32>, tensor<3x2x4xf32>) -> tensor<1x7x4xf32>
  %r = hlo.convolution %x, %k,
      window = <size = [3], pad_low = [1], pad_high = [1], lhs_dilate = [2],
                rhs_dilate = [2], rhs_reversal = [1]>,
      dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]>
      : (tensor<1x5x2xf32>, tensor<3x2x4xf32>) -> tensor<1x7x4xf32>
  return %r : tensor<1x7x4xf32>
}

// -----

// Depthwise: 8 input features in 8 groups of 1, kernel output 8.
// CHECK-LABEL: func.func @convolution_feature_groups
func.func @convolution_feature_groups(%x: tensor<1x6x6x8xf32>, %k: tensor<3x3x1x8xf32>) -> tensor<1x4x4x8xf32> {
  // CHECK: hlo.convolution %{{.*}}, %{{.*}}, window = <size = [3, 3]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 8, precision_config = [DEFAULT, HIGHEST] : (tensor<1x6x6x8xf32>, tensor<3x3x1x8xf32>) -> tensor<1x4x4x8xf32>
  %r = hlo.convolution %x, %k, window = <size = [3, 3]>,
      dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
      feature_group_count = 8, precision_config = [DEFAULT, HIGHEST]
      : (tensor<1x6x6x8xf32>, tensor<3x3x1x8xf32>) -> tensor<1x4x4x8xf32>
  return %r : tensor<1x4x4x8xf32>
}

// -----

// Batch groups (the filter gradient of a depthwise convolution): batch 4 in
// 2 groups, kernel output features 6 a multiple of 2; an explicit default
// feature_group_count prints as omitted.
// CHECK-LABEL: func.func @convolution_batch_groups
func.func @convolution_batch_groups(%x: tensor<4x5x3xf32>, %k: tensor<2x3x6xf32>) -> tensor<2x4x6xf32> {
  // CHECK: hlo.convolution %{{.*}}, %{{.*}}, window = <size = [2]>, dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]>, batch_group_count = 2 : (tensor<4x5x3xf32>, tensor<2x3x6xf32>) -> tensor<2x4x6xf32>
  %r = hlo.convolution %x, %k, window = <size = [2]>,
      dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]>,
      feature_group_count = 1, batch_group_count = 2
      : (tensor<4x5x3xf32>, tensor<2x3x6xf32>) -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}

// -----

// Integer convolution with a wider preferred element type; strides larger
// than the window.
// CHECK-LABEL: func.func @convolution_int8
func.func @convolution_int8(%x: tensor<1x9x1xi8>, %k: tensor<2x1x1xi8>) -> tensor<1x3x1xi32> {
  // CHECK: hlo.convolution %{{.*}}, %{{.*}}, window = <size = [2], stride = [3]>, dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]> : (tensor<1x9x1xi8>, tensor<2x1x1xi8>) -> tensor<1x3x1xi32>
  %r = hlo.convolution %x, %k, window = <size = [2], stride = [3]>,
      dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]>
      : (tensor<1x9x1xi8>, tensor<2x1x1xi8>) -> tensor<1x3x1xi32>
  return %r : tensor<1x3x1xi32>
}

// -----

// CHECK-LABEL: func.func @cholesky
func.func @cholesky(%a: tensor<3x3xf32>, %b: tensor<2x4x4xcomplex<f64>>) {
  // CHECK: hlo.cholesky %{{.*}}, lower = true : tensor<3x3xf32>
  %0 = hlo.cholesky %a, lower = true : tensor<3x3xf32>
  // CHECK: hlo.cholesky %{{.*}}, lower = false : tensor<2x4x4xcomplex<f64>>
  %1 = hlo.cholesky %b, lower = false : tensor<2x4x4xcomplex<f64>>
  return
}

// -----

// CHECK-LABEL: func.func @triangular_solve
func.func @triangular_solve(%a: tensor<3x3xf32>, %b: tensor<3x4xf32>,
                            %c: tensor<4x4xf32>,
                            %ba: tensor<2x5x5xcomplex<f32>>,
                            %bb: tensor<2x5x1xcomplex<f32>>) {
  // CHECK: hlo.triangular_solve %{{.*}}, %{{.*}}, <left_side = true, lower = true, transpose_a = NO_TRANSPOSE> : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %0 = hlo.triangular_solve %a, %b,
      <left_side = true, lower = true, transpose_a = NO_TRANSPOSE>
      : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK: hlo.triangular_solve %{{.*}}, %{{.*}}, <unit_diagonal = true, transpose_a = TRANSPOSE> : (tensor<4x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = hlo.triangular_solve %c, %b, <unit_diagonal = true, transpose_a = TRANSPOSE>
      : (tensor<4x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // CHECK: hlo.triangular_solve %{{.*}}, %{{.*}}, <left_side = true, transpose_a = ADJOINT> : (tensor<2x5x5xcomplex<f32>>, tensor<2x5x1xcomplex<f32>>) -> tensor<2x5x1xcomplex<f32>>
  %2 = hlo.triangular_solve %ba, %bb, <left_side = true, transpose_a = ADJOINT>
      : (tensor<2x5x5xcomplex<f32>>, tensor<2x5x1xcomplex<f32>>) -> tensor<2x5x1xcomplex<f32>>
  return
}

// -----

// CHECK-LABEL: func.func @fft
func.func @fft(%c: tensor<4x8xcomplex<f32>>, %r: tensor<4x8xf32>,
               %r2: tensor<2x6x8xf64>, %c2: tensor<2x6x5xcomplex<f64>>,
               %c3: tensor<2x3x4xcomplex<f32>>) {
  // CHECK: hlo.fft %{{.*}}, fft_type = FFT, fft_length = [8] : (tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
  %0 = hlo.fft %c, fft_type = FFT, fft_length = [8]
      : (tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
  // CHECK: hlo.fft %{{.*}}, fft_type = IFFT, fft_length = [2, 3, 4] : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
  %1 = hlo.fft %c3, fft_type = IFFT, fft_length = [2, 3, 4]
      : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
  // CHECK: hlo.fft %{{.*}}, fft_type = RFFT, fft_length = [8] : (tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>>
  %2 = hlo.fft %r, fft_type = RFFT, fft_length = [8]
      : (tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>>
  // CHECK: hlo.fft %{{.*}}, fft_type = RFFT, fft_length = [6, 8] : (tensor<2x6x8xf64>) -> tensor<2x6x5xcomplex<f64>>
  %3 = hlo.fft %r2, fft_type = RFFT, fft_length = [6, 8]
      : (tensor<2x6x8xf64>) -> tensor<2x6x5xcomplex<f64>>
  // CHECK: hlo.fft %{{.*}}, fft_type = IRFFT, fft_length = [6, 8] : (tensor<2x6x5xcomplex<f64>>) -> tensor<2x6x8xf64>
  %4 = hlo.fft %c2, fft_type = IRFFT, fft_length = [6, 8]
      : (tensor<2x6x5xcomplex<f64>>) -> tensor<2x6x8xf64>
  // An odd length: 9 / 2 + 1 = 5 as well.
  // CHECK: hlo.fft %{{.*}}, fft_type = IRFFT, fft_length = [6, 9] : (tensor<2x6x5xcomplex<f64>>) -> tensor<2x6x9xf64>
  %5 = hlo.fft %c2, fft_type = IRFFT, fft_length = [6, 9]
      : (tensor<2x6x5xcomplex<f64>>) -> tensor<2x6x9xf64>
  return
}

// -----

// CHECK-LABEL: func.func @batch_norm_inference
func.func @batch_norm_inference(%x: tensor<8x4xf32>, %s: tensor<4xf32>, %o: tensor<4xf32>,
                                %m: tensor<4xf32>, %v: tensor<4xf32>) -> tensor<8x4xf32> {
  // CHECK: %[[Y:.*]] = hlo.batch_norm_inference %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, epsilon = 1.000000e-03, feature_index = 1 : (tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<8x4xf32>
  %y = hlo.batch_norm_inference %x, %s, %o, %m, %v, epsilon = 1.0e-03, feature_index = 1
      : (tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<8x4xf32>
  // CHECK: return %[[Y]]
  return %y : tensor<8x4xf32>
}

// -----

// CHECK-LABEL: func.func @batch_norm_training
func.func @batch_norm_training(%x: tensor<2x3x5x5xbf16>, %s: tensor<3xbf16>, %o: tensor<3xbf16>) {
  // CHECK: %{{.*}}, %{{.*}}, %{{.*}} = hlo.batch_norm_training %{{.*}}, %{{.*}}, %{{.*}}, epsilon = 9.99999974E-6, feature_index = 1 : (tensor<2x3x5x5xbf16>, tensor<3xbf16>, tensor<3xbf16>) -> (tensor<2x3x5x5xbf16>, tensor<3xbf16>, tensor<3xbf16>)
  %y, %mean, %var = hlo.batch_norm_training %x, %s, %o, epsilon = 1.0e-05, feature_index = 1
      : (tensor<2x3x5x5xbf16>, tensor<3xbf16>, tensor<3xbf16>)
      -> (tensor<2x3x5x5xbf16>, tensor<3xbf16>, tensor<3xbf16>)
  return
}

// -----

// CHECK-LABEL: func.func @batch_norm_grad
func.func @batch_norm_grad(%x: tensor<8x4xf64>, %s: tensor<8xf64>, %m: tensor<8xf64>,
                           %v: tensor<8xf64>, %g: tensor<8x4xf64>) {
  // CHECK: %{{.*}}, %{{.*}}, %{{.*}} = hlo.batch_norm_grad %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, epsilon = 1.000000e-03, feature_index = 0 : (tensor<8x4xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x4xf64>) -> (tensor<8x4xf64>, tensor<8xf64>, tensor<8xf64>)
  %gx, %gs, %go = hlo.batch_norm_grad %x, %s, %m, %v, %g, epsilon = 1.0e-03, feature_index = 0
      : (tensor<8x4xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8xf64>, tensor<8x4xf64>)
      -> (tensor<8x4xf64>, tensor<8xf64>, tensor<8xf64>)
  return
}

// -----

// CHECK-LABEL: func.func @scaled_dot
func.func @scaled_dot(%a: tensor<2x64xf8E4M3FN>, %b: tensor<64x3xf8E4M3FN>,
                      %sa: tensor<2x2x!hlo.f8e8m0fnu>, %sb: tensor<2x3x!hlo.f8e8m0fnu>) -> tensor<2x3xf32> {
  // CHECK: hlo.scaled_dot %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
  %0 = hlo.scaled_dot %a, %b, %sa, %sb, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<2x64xf8E4M3FN>, tensor<64x3xf8E4M3FN>, tensor<2x2x!hlo.f8e8m0fnu>, tensor<2x3x!hlo.f8e8m0fnu>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
