// Multiply-accumulates over windows to hlo.convolution: dim_labels name the
// operands' layouts (reshapes merge group and feature, or insert size-1
// dimensions for the roles an op lacks), the window has the strides and
// window dilations (rhs_dilate), an input larger than the windows reach is
// sliced, and the init is added unless it is zero.
// RUN: xhlo-opt --convert-linalg-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=linalg. --implicit-check-not=arith.

// No batch or feature dimension: size-1 ones are inserted around it.
// CHECK-LABEL: func.func @conv_1d
// CHECK-SAME: (%[[I:.*]]: tensor<9xf32>, %[[K:.*]]: tensor<3xf32>, %[[O:.*]]: tensor<7xf32>)
// CHECK: %[[RESHAPE:.*]] = hlo.reshape %[[I]] : (tensor<9xf32>) -> tensor<9x1x1xf32>
// CHECK: %[[RESHAPE_1:.*]] = hlo.reshape %[[K]] : (tensor<3xf32>) -> tensor<3x1x1xf32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[RESHAPE]], %[[RESHAPE_1]], window = <size = [3]>, dim_labels = <[0, b, f]x[0, i, o]->[0, b, f]> : (tensor<9x1x1xf32>, tensor<3x1x1xf32>) -> tensor<7x1x1xf32>
// CHECK: %[[RESHAPE_2:.*]] = hlo.reshape %[[CONVOLUTION]] : (tensor<7x1x1xf32>) -> tensor<7xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[RESHAPE_2]] : tensor<7xf32>
// CHECK: return %[[ADD]] : tensor<7xf32>
func.func @conv_1d(%i: tensor<9xf32>, %k: tensor<3xf32>, %o: tensor<7xf32>) -> tensor<7xf32> {
  %0 = linalg.conv_1d ins(%i, %k : tensor<9xf32>, tensor<3xf32>) outs(%o : tensor<7xf32>) -> tensor<7xf32>
  return %0 : tensor<7xf32>
}

// -----

// CHECK-LABEL: func.func @conv_2d
// CHECK-SAME: (%[[I:.*]]: tensor<6x7xf32>, %[[K:.*]]: tensor<3x2xf32>, %[[O:.*]]: tensor<4x6xf32>)
// CHECK: %[[RESHAPE:.*]] = hlo.reshape %[[I]] : (tensor<6x7xf32>) -> tensor<6x7x1x1xf32>
// CHECK: %[[RESHAPE_1:.*]] = hlo.reshape %[[K]] : (tensor<3x2xf32>) -> tensor<3x2x1x1xf32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[RESHAPE]], %[[RESHAPE_1]], window = <size = [3, 2]>, dim_labels = <[0, 1, b, f]x[0, 1, i, o]->[0, 1, b, f]> : (tensor<6x7x1x1xf32>, tensor<3x2x1x1xf32>) -> tensor<4x6x1x1xf32>
// CHECK: %[[RESHAPE_2:.*]] = hlo.reshape %[[CONVOLUTION]] : (tensor<4x6x1x1xf32>) -> tensor<4x6xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[RESHAPE_2]] : tensor<4x6xf32>
// CHECK: return %[[ADD]] : tensor<4x6xf32>
func.func @conv_2d(%i: tensor<6x7xf32>, %k: tensor<3x2xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.conv_2d ins(%i, %k : tensor<6x7xf32>, tensor<3x2xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// -----

// CHECK-LABEL: func.func @conv_3d
// CHECK-SAME: (%[[I:.*]]: tensor<4x5x6xf32>, %[[K:.*]]: tensor<2x3x2xf32>, %[[O:.*]]: tensor<3x3x5xf32>)
// CHECK: %[[RESHAPE:.*]] = hlo.reshape %[[I]] : (tensor<4x5x6xf32>) -> tensor<4x5x6x1x1xf32>
// CHECK: %[[RESHAPE_1:.*]] = hlo.reshape %[[K]] : (tensor<2x3x2xf32>) -> tensor<2x3x2x1x1xf32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[RESHAPE]], %[[RESHAPE_1]], window = <size = [2, 3, 2]>, dim_labels = <[0, 1, 2, b, f]x[0, 1, 2, i, o]->[0, 1, 2, b, f]> : (tensor<4x5x6x1x1xf32>, tensor<2x3x2x1x1xf32>) -> tensor<3x3x5x1x1xf32>
// CHECK: %[[RESHAPE_2:.*]] = hlo.reshape %[[CONVOLUTION]] : (tensor<3x3x5x1x1xf32>) -> tensor<3x3x5xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[RESHAPE_2]] : tensor<3x3x5xf32>
// CHECK: return %[[ADD]] : tensor<3x3x5xf32>
func.func @conv_3d(%i: tensor<4x5x6xf32>, %k: tensor<2x3x2xf32>, %o: tensor<3x3x5xf32>) -> tensor<3x3x5xf32> {
  %0 = linalg.conv_3d ins(%i, %k : tensor<4x5x6xf32>, tensor<2x3x2xf32>) outs(%o : tensor<3x3x5xf32>) -> tensor<3x3x5xf32>
  return %0 : tensor<3x3x5xf32>
}

// -----

// Strides and dilations are the window's stride and rhs_dilate; the input
// is longer than the windows reach, so it is sliced.
// CHECK-LABEL: func.func @conv_1d_nwc_wcf
// CHECK-SAME: (%[[I:.*]]: tensor<2x11x3xf32>, %[[K:.*]]: tensor<3x3x4xf32>, %[[O:.*]]: tensor<2x3x4xf32>)
// CHECK: %[[SLICE:.*]] = hlo.slice %[[I]], slice = [0:2, 0:9, 0:3] : (tensor<2x11x3xf32>) -> tensor<2x9x3xf32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[SLICE]], %[[K]], window = <size = [3], stride = [2], rhs_dilate = [2]>, dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]> : (tensor<2x9x3xf32>, tensor<3x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[CONVOLUTION]] : tensor<2x3x4xf32>
// CHECK: return %[[ADD]] : tensor<2x3x4xf32>
func.func @conv_1d_nwc_wcf(%i: tensor<2x11x3xf32>, %k: tensor<3x3x4xf32>, %o: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.conv_1d_nwc_wcf {strides = dense<2> : tensor<1xi64>, dilations = dense<2> : tensor<1xi64>} ins(%i, %k : tensor<2x11x3xf32>, tensor<3x3x4xf32>) outs(%o : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @conv_1d_ncw_fcw
// CHECK-SAME: (%[[I:.*]]: tensor<2x3x11xf32>, %[[K:.*]]: tensor<4x3x3xf32>, %[[O:.*]]: tensor<2x4x3xf32>)
// CHECK: %[[SLICE:.*]] = hlo.slice %[[I]], slice = [0:2, 0:3, 0:9] : (tensor<2x3x11xf32>) -> tensor<2x3x9xf32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[SLICE]], %[[K]], window = <size = [3], stride = [2], rhs_dilate = [2]>, dim_labels = <[b, f, 0]x[o, i, 0]->[b, f, 0]> : (tensor<2x3x9xf32>, tensor<4x3x3xf32>) -> tensor<2x4x3xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[CONVOLUTION]] : tensor<2x4x3xf32>
// CHECK: return %[[ADD]] : tensor<2x4x3xf32>
func.func @conv_1d_ncw_fcw(%i: tensor<2x3x11xf32>, %k: tensor<4x3x3xf32>, %o: tensor<2x4x3xf32>) -> tensor<2x4x3xf32> {
  %0 = linalg.conv_1d_ncw_fcw {strides = dense<2> : tensor<1xi64>, dilations = dense<2> : tensor<1xi64>} ins(%i, %k : tensor<2x3x11xf32>, tensor<4x3x3xf32>) outs(%o : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

// -----

// dim_labels name the operands' own layouts: no transposes.
// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf
// CHECK-SAME: (%[[I:.*]]: tensor<1x9x11x3xf32>, %[[K:.*]]: tensor<3x2x3x4xf32>, %[[O:.*]]: tensor<1x3x4x4xf32>)
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[I]], %[[K]], window = <size = [3, 2], stride = [2, 3], rhs_dilate = [2, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x9x11x3xf32>, tensor<3x2x3x4xf32>) -> tensor<1x3x4x4xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[CONVOLUTION]] : tensor<1x3x4x4xf32>
// CHECK: return %[[ADD]] : tensor<1x3x4x4xf32>
func.func @conv_2d_nhwc_hwcf(%i: tensor<1x9x11x3xf32>, %k: tensor<3x2x3x4xf32>, %o: tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<1x9x11x3xf32>, tensor<3x2x3x4xf32>) outs(%o : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc
// CHECK-SAME: (%[[I:.*]]: tensor<2x9x11x3xf32>, %[[K:.*]]: tensor<4x3x2x3xf32>, %[[O:.*]]: tensor<2x3x4x4xf32>)
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[I]], %[[K]], window = <size = [3, 2], stride = [2, 3], rhs_dilate = [2, 1]>, dim_labels = <[b, 0, 1, f]x[o, 0, 1, i]->[b, 0, 1, f]> : (tensor<2x9x11x3xf32>, tensor<4x3x2x3xf32>) -> tensor<2x3x4x4xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[CONVOLUTION]] : tensor<2x3x4x4xf32>
// CHECK: return %[[ADD]] : tensor<2x3x4x4xf32>
func.func @conv_2d_nhwc_fhwc(%i: tensor<2x9x11x3xf32>, %k: tensor<4x3x2x3xf32>, %o: tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x9x11x3xf32>, tensor<4x3x2x3xf32>) outs(%o : tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32>
  return %0 : tensor<2x3x4x4xf32>
}

// -----

// The zero points are subtracted from the input and the filter first.
// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_q
// CHECK-SAME: (%[[I:.*]]: tensor<1x9x11x3xi8>, %[[K:.*]]: tensor<3x2x3x4xi8>, %[[ZI:.*]]: tensor<i32>, %[[ZK:.*]]: tensor<i32>, %[[O:.*]]: tensor<1x3x4x4xi32>)
// CHECK: %[[CONVERT:.*]] = hlo.convert %[[I]] : (tensor<1x9x11x3xi8>) -> tensor<1x9x11x3xi32>
// CHECK: %[[BROADCAST:.*]] = hlo.broadcast %[[ZI]], dimensions = [] : (tensor<i32>) -> tensor<1x9x11x3xi32>
// CHECK: %[[SUBTRACT:.*]] = hlo.subtract %[[CONVERT]], %[[BROADCAST]] : tensor<1x9x11x3xi32>
// CHECK: %[[CONVERT_1:.*]] = hlo.convert %[[K]] : (tensor<3x2x3x4xi8>) -> tensor<3x2x3x4xi32>
// CHECK: %[[BROADCAST_1:.*]] = hlo.broadcast %[[ZK]], dimensions = [] : (tensor<i32>) -> tensor<3x2x3x4xi32>
// CHECK: %[[SUBTRACT_1:.*]] = hlo.subtract %[[CONVERT_1]], %[[BROADCAST_1]] : tensor<3x2x3x4xi32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[SUBTRACT]], %[[SUBTRACT_1]], window = <size = [3, 2], stride = [2, 3], rhs_dilate = [2, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x9x11x3xi32>, tensor<3x2x3x4xi32>) -> tensor<1x3x4x4xi32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[CONVOLUTION]] : tensor<1x3x4x4xi32>
// CHECK: return %[[ADD]] : tensor<1x3x4x4xi32>
func.func @conv_2d_nhwc_hwcf_q(%i: tensor<1x9x11x3xi8>, %k: tensor<3x2x3x4xi8>, %zi: i32, %zk: i32, %o: tensor<1x3x4x4xi32>) -> tensor<1x3x4x4xi32> {
  %0 = linalg.conv_2d_nhwc_hwcf_q {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k, %zi, %zk : tensor<1x9x11x3xi8>, tensor<3x2x3x4xi8>, i32, i32) outs(%o : tensor<1x3x4x4xi32>) -> tensor<1x3x4x4xi32>
  return %0 : tensor<1x3x4x4xi32>
}

// -----

// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc_q
// CHECK-SAME: (%[[I:.*]]: tensor<1x9x11x3xi8>, %[[K:.*]]: tensor<4x3x2x3xi8>, %[[ZI:.*]]: tensor<i32>, %[[ZK:.*]]: tensor<i32>, %[[O:.*]]: tensor<1x3x4x4xi32>)
// CHECK: %[[CONVERT:.*]] = hlo.convert %[[I]] : (tensor<1x9x11x3xi8>) -> tensor<1x9x11x3xi32>
// CHECK: %[[BROADCAST:.*]] = hlo.broadcast %[[ZI]], dimensions = [] : (tensor<i32>) -> tensor<1x9x11x3xi32>
// CHECK: %[[SUBTRACT:.*]] = hlo.subtract %[[CONVERT]], %[[BROADCAST]] : tensor<1x9x11x3xi32>
// CHECK: %[[CONVERT_1:.*]] = hlo.convert %[[K]] : (tensor<4x3x2x3xi8>) -> tensor<4x3x2x3xi32>
// CHECK: %[[BROADCAST_1:.*]] = hlo.broadcast %[[ZK]], dimensions = [] : (tensor<i32>) -> tensor<4x3x2x3xi32>
// CHECK: %[[SUBTRACT_1:.*]] = hlo.subtract %[[CONVERT_1]], %[[BROADCAST_1]] : tensor<4x3x2x3xi32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[SUBTRACT]], %[[SUBTRACT_1]], window = <size = [3, 2], stride = [2, 3], rhs_dilate = [2, 1]>, dim_labels = <[b, 0, 1, f]x[o, 0, 1, i]->[b, 0, 1, f]> : (tensor<1x9x11x3xi32>, tensor<4x3x2x3xi32>) -> tensor<1x3x4x4xi32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[CONVOLUTION]] : tensor<1x3x4x4xi32>
// CHECK: return %[[ADD]] : tensor<1x3x4x4xi32>
func.func @conv_2d_nhwc_fhwc_q(%i: tensor<1x9x11x3xi8>, %k: tensor<4x3x2x3xi8>, %zi: i32, %zk: i32, %o: tensor<1x3x4x4xi32>) -> tensor<1x3x4x4xi32> {
  %0 = linalg.conv_2d_nhwc_fhwc_q {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k, %zi, %zk : tensor<1x9x11x3xi8>, tensor<4x3x2x3xi8>, i32, i32) outs(%o : tensor<1x3x4x4xi32>) -> tensor<1x3x4x4xi32>
  return %0 : tensor<1x3x4x4xi32>
}

// -----

// CHECK-LABEL: func.func @conv_2d_nchw_fchw
// CHECK-SAME: (%[[I:.*]]: tensor<2x3x9x11xf32>, %[[K:.*]]: tensor<4x3x3x2xf32>, %[[O:.*]]: tensor<2x4x3x4xf32>)
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[I]], %[[K]], window = <size = [3, 2], stride = [2, 3], rhs_dilate = [2, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<2x3x9x11xf32>, tensor<4x3x3x2xf32>) -> tensor<2x4x3x4xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[CONVOLUTION]] : tensor<2x4x3x4xf32>
// CHECK: return %[[ADD]] : tensor<2x4x3x4xf32>
func.func @conv_2d_nchw_fchw(%i: tensor<2x3x9x11xf32>, %k: tensor<4x3x3x2xf32>, %o: tensor<2x4x3x4xf32>) -> tensor<2x4x3x4xf32> {
  %0 = linalg.conv_2d_nchw_fchw {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x3x9x11xf32>, tensor<4x3x3x2xf32>) outs(%o : tensor<2x4x3x4xf32>) -> tensor<2x4x3x4xf32>
  return %0 : tensor<2x4x3x4xf32>
}

// -----

// Groups: (g, c) merge into the input feature and (g, f) into the filter's
// output feature, group major (feature_group_count = g); the fgchw filter
// is transposed first so that g comes before f.
// CHECK-LABEL: func.func @conv_2d_ngchw_fgchw
// CHECK-SAME: (%[[I:.*]]: tensor<2x2x3x9x11xf32>, %[[K:.*]]: tensor<4x2x3x3x2xf32>, %[[O:.*]]: tensor<2x2x4x3x4xf32>)
// CHECK: %[[RESHAPE:.*]] = hlo.reshape %[[I]] : (tensor<2x2x3x9x11xf32>) -> tensor<2x6x9x11xf32>
// CHECK: %[[TRANSPOSE:.*]] = hlo.transpose %[[K]], dimensions = [1, 0, 2, 3, 4] : (tensor<4x2x3x3x2xf32>) -> tensor<2x4x3x3x2xf32>
// CHECK: %[[RESHAPE_1:.*]] = hlo.reshape %[[TRANSPOSE]] : (tensor<2x4x3x3x2xf32>) -> tensor<8x3x3x2xf32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[RESHAPE]], %[[RESHAPE_1]], window = <size = [3, 2], stride = [2, 3], rhs_dilate = [2, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 2 : (tensor<2x6x9x11xf32>, tensor<8x3x3x2xf32>) -> tensor<2x8x3x4xf32>
// CHECK: %[[RESHAPE_2:.*]] = hlo.reshape %[[CONVOLUTION]] : (tensor<2x8x3x4xf32>) -> tensor<2x2x4x3x4xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[RESHAPE_2]] : tensor<2x2x4x3x4xf32>
// CHECK: return %[[ADD]] : tensor<2x2x4x3x4xf32>
func.func @conv_2d_ngchw_fgchw(%i: tensor<2x2x3x9x11xf32>, %k: tensor<4x2x3x3x2xf32>, %o: tensor<2x2x4x3x4xf32>) -> tensor<2x2x4x3x4xf32> {
  %0 = linalg.conv_2d_ngchw_fgchw {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x2x3x9x11xf32>, tensor<4x2x3x3x2xf32>) outs(%o : tensor<2x2x4x3x4xf32>) -> tensor<2x2x4x3x4xf32>
  return %0 : tensor<2x2x4x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw
// CHECK-SAME: (%[[I:.*]]: tensor<2x2x3x9x11xf32>, %[[K:.*]]: tensor<2x4x3x3x2xf32>, %[[O:.*]]: tensor<2x2x4x3x4xf32>)
// CHECK: %[[RESHAPE:.*]] = hlo.reshape %[[I]] : (tensor<2x2x3x9x11xf32>) -> tensor<2x6x9x11xf32>
// CHECK: %[[RESHAPE_1:.*]] = hlo.reshape %[[K]] : (tensor<2x4x3x3x2xf32>) -> tensor<8x3x3x2xf32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[RESHAPE]], %[[RESHAPE_1]], window = <size = [3, 2], stride = [2, 3], rhs_dilate = [2, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 2 : (tensor<2x6x9x11xf32>, tensor<8x3x3x2xf32>) -> tensor<2x8x3x4xf32>
// CHECK: %[[RESHAPE_2:.*]] = hlo.reshape %[[CONVOLUTION]] : (tensor<2x8x3x4xf32>) -> tensor<2x2x4x3x4xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[RESHAPE_2]] : tensor<2x2x4x3x4xf32>
// CHECK: return %[[ADD]] : tensor<2x2x4x3x4xf32>
func.func @conv_2d_ngchw_gfchw(%i: tensor<2x2x3x9x11xf32>, %k: tensor<2x4x3x3x2xf32>, %o: tensor<2x2x4x3x4xf32>) -> tensor<2x2x4x3x4xf32> {
  %0 = linalg.conv_2d_ngchw_gfchw {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x2x3x9x11xf32>, tensor<2x4x3x3x2xf32>) outs(%o : tensor<2x2x4x3x4xf32>) -> tensor<2x2x4x3x4xf32>
  return %0 : tensor<2x2x4x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw_q
// CHECK-SAME: (%[[I:.*]]: tensor<2x2x3x9x11xi8>, %[[K:.*]]: tensor<2x4x3x3x2xi8>, %[[ZI:.*]]: tensor<i32>, %[[ZK:.*]]: tensor<i32>, %[[O:.*]]: tensor<2x2x4x3x4xi32>)
// CHECK: %[[CONVERT:.*]] = hlo.convert %[[I]] : (tensor<2x2x3x9x11xi8>) -> tensor<2x2x3x9x11xi32>
// CHECK: %[[BROADCAST:.*]] = hlo.broadcast %[[ZI]], dimensions = [] : (tensor<i32>) -> tensor<2x2x3x9x11xi32>
// CHECK: %[[SUBTRACT:.*]] = hlo.subtract %[[CONVERT]], %[[BROADCAST]] : tensor<2x2x3x9x11xi32>
// CHECK: %[[CONVERT_1:.*]] = hlo.convert %[[K]] : (tensor<2x4x3x3x2xi8>) -> tensor<2x4x3x3x2xi32>
// CHECK: %[[BROADCAST_1:.*]] = hlo.broadcast %[[ZK]], dimensions = [] : (tensor<i32>) -> tensor<2x4x3x3x2xi32>
// CHECK: %[[SUBTRACT_1:.*]] = hlo.subtract %[[CONVERT_1]], %[[BROADCAST_1]] : tensor<2x4x3x3x2xi32>
// CHECK: %[[RESHAPE:.*]] = hlo.reshape %[[SUBTRACT]] : (tensor<2x2x3x9x11xi32>) -> tensor<2x6x9x11xi32>
// CHECK: %[[RESHAPE_1:.*]] = hlo.reshape %[[SUBTRACT_1]] : (tensor<2x4x3x3x2xi32>) -> tensor<8x3x3x2xi32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[RESHAPE]], %[[RESHAPE_1]], window = <size = [3, 2], stride = [2, 3], rhs_dilate = [2, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 2 : (tensor<2x6x9x11xi32>, tensor<8x3x3x2xi32>) -> tensor<2x8x3x4xi32>
// CHECK: %[[RESHAPE_2:.*]] = hlo.reshape %[[CONVOLUTION]] : (tensor<2x8x3x4xi32>) -> tensor<2x2x4x3x4xi32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[RESHAPE_2]] : tensor<2x2x4x3x4xi32>
// CHECK: return %[[ADD]] : tensor<2x2x4x3x4xi32>
func.func @conv_2d_ngchw_gfchw_q(%i: tensor<2x2x3x9x11xi8>, %k: tensor<2x4x3x3x2xi8>, %zi: i32, %zk: i32, %o: tensor<2x2x4x3x4xi32>) -> tensor<2x2x4x3x4xi32> {
  %0 = linalg.conv_2d_ngchw_gfchw_q {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k, %zi, %zk : tensor<2x2x3x9x11xi8>, tensor<2x4x3x3x2xi8>, i32, i32) outs(%o : tensor<2x2x4x3x4xi32>) -> tensor<2x2x4x3x4xi32>
  return %0 : tensor<2x2x4x3x4xi32>
}

// -----

// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf
// CHECK-SAME: (%[[I:.*]]: tensor<1x5x6x7x2xf32>, %[[K:.*]]: tensor<2x2x3x2x3xf32>, %[[O:.*]]: tensor<1x2x3x3x3xf32>)
// CHECK: %[[SLICE:.*]] = hlo.slice %[[I]], slice = [0:1, 0:5, 0:5, 0:7, 0:2] : (tensor<1x5x6x7x2xf32>) -> tensor<1x5x5x7x2xf32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[SLICE]], %[[K]], window = <size = [2, 2, 3], stride = [2, 1, 2], rhs_dilate = [1, 2, 1]>, dim_labels = <[b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f]> : (tensor<1x5x5x7x2xf32>, tensor<2x2x3x2x3xf32>) -> tensor<1x2x3x3x3xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[CONVOLUTION]] : tensor<1x2x3x3x3xf32>
// CHECK: return %[[ADD]] : tensor<1x2x3x3x3xf32>
func.func @conv_3d_ndhwc_dhwcf(%i: tensor<1x5x6x7x2xf32>, %k: tensor<2x2x3x2x3xf32>, %o: tensor<1x2x3x3x3xf32>) -> tensor<1x2x3x3x3xf32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf {strides = dense<[2, 1, 2]> : tensor<3xi64>, dilations = dense<[1, 2, 1]> : tensor<3xi64>} ins(%i, %k : tensor<1x5x6x7x2xf32>, tensor<2x2x3x2x3xf32>) outs(%o : tensor<1x2x3x3x3xf32>) -> tensor<1x2x3x3x3xf32>
  return %0 : tensor<1x2x3x3x3xf32>
}

// -----

// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf_q
// CHECK-SAME: (%[[I:.*]]: tensor<1x5x6x7x2xi8>, %[[K:.*]]: tensor<2x2x3x2x3xi8>, %[[ZI:.*]]: tensor<i32>, %[[ZK:.*]]: tensor<i32>, %[[O:.*]]: tensor<1x2x3x3x3xi32>)
// CHECK: %[[SLICE:.*]] = hlo.slice %[[I]], slice = [0:1, 0:5, 0:5, 0:7, 0:2] : (tensor<1x5x6x7x2xi8>) -> tensor<1x5x5x7x2xi8>
// CHECK: %[[CONVERT:.*]] = hlo.convert %[[SLICE]] : (tensor<1x5x5x7x2xi8>) -> tensor<1x5x5x7x2xi32>
// CHECK: %[[BROADCAST:.*]] = hlo.broadcast %[[ZI]], dimensions = [] : (tensor<i32>) -> tensor<1x5x5x7x2xi32>
// CHECK: %[[SUBTRACT:.*]] = hlo.subtract %[[CONVERT]], %[[BROADCAST]] : tensor<1x5x5x7x2xi32>
// CHECK: %[[CONVERT_1:.*]] = hlo.convert %[[K]] : (tensor<2x2x3x2x3xi8>) -> tensor<2x2x3x2x3xi32>
// CHECK: %[[BROADCAST_1:.*]] = hlo.broadcast %[[ZK]], dimensions = [] : (tensor<i32>) -> tensor<2x2x3x2x3xi32>
// CHECK: %[[SUBTRACT_1:.*]] = hlo.subtract %[[CONVERT_1]], %[[BROADCAST_1]] : tensor<2x2x3x2x3xi32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[SUBTRACT]], %[[SUBTRACT_1]], window = <size = [2, 2, 3], stride = [2, 1, 2], rhs_dilate = [1, 2, 1]>, dim_labels = <[b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f]> : (tensor<1x5x5x7x2xi32>, tensor<2x2x3x2x3xi32>) -> tensor<1x2x3x3x3xi32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[CONVOLUTION]] : tensor<1x2x3x3x3xi32>
// CHECK: return %[[ADD]] : tensor<1x2x3x3x3xi32>
func.func @conv_3d_ndhwc_dhwcf_q(%i: tensor<1x5x6x7x2xi8>, %k: tensor<2x2x3x2x3xi8>, %zi: i32, %zk: i32, %o: tensor<1x2x3x3x3xi32>) -> tensor<1x2x3x3x3xi32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf_q {strides = dense<[2, 1, 2]> : tensor<3xi64>, dilations = dense<[1, 2, 1]> : tensor<3xi64>} ins(%i, %k, %zi, %zk : tensor<1x5x6x7x2xi8>, tensor<2x2x3x2x3xi8>, i32, i32) outs(%o : tensor<1x2x3x3x3xi32>) -> tensor<1x2x3x3x3xi32>
  return %0 : tensor<1x2x3x3x3xi32>
}

// -----

// CHECK-LABEL: func.func @conv_3d_ncdhw_fcdhw
// CHECK-SAME: (%[[I:.*]]: tensor<1x2x5x6x7xf32>, %[[K:.*]]: tensor<3x2x2x2x3xf32>, %[[O:.*]]: tensor<1x3x2x3x3xf32>)
// CHECK: %[[SLICE:.*]] = hlo.slice %[[I]], slice = [0:1, 0:2, 0:5, 0:5, 0:7] : (tensor<1x2x5x6x7xf32>) -> tensor<1x2x5x5x7xf32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[SLICE]], %[[K]], window = <size = [2, 2, 3], stride = [2, 1, 2], rhs_dilate = [1, 2, 1]>, dim_labels = <[b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2]> : (tensor<1x2x5x5x7xf32>, tensor<3x2x2x2x3xf32>) -> tensor<1x3x2x3x3xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[CONVOLUTION]] : tensor<1x3x2x3x3xf32>
// CHECK: return %[[ADD]] : tensor<1x3x2x3x3xf32>
func.func @conv_3d_ncdhw_fcdhw(%i: tensor<1x2x5x6x7xf32>, %k: tensor<3x2x2x2x3xf32>, %o: tensor<1x3x2x3x3xf32>) -> tensor<1x3x2x3x3xf32> {
  %0 = linalg.conv_3d_ncdhw_fcdhw {strides = dense<[2, 1, 2]> : tensor<3xi64>, dilations = dense<[1, 2, 1]> : tensor<3xi64>} ins(%i, %k : tensor<1x2x5x6x7xf32>, tensor<3x2x2x2x3xf32>) outs(%o : tensor<1x3x2x3x3xf32>) -> tensor<1x3x2x3x3xf32>
  return %0 : tensor<1x3x2x3x3xf32>
}

// -----

// A zero init (fill of 0) is not added.
// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_zero_init
// CHECK-SAME: (%[[I:.*]]: tensor<1x5x5x3xf32>, %[[K:.*]]: tensor<3x3x3x4xf32>)
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[I]], %[[K]], window = <size = [3, 3]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x5x5x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x3x3x4xf32>
// CHECK: return %[[CONVOLUTION]] : tensor<1x3x3x4xf32>
func.func @conv_2d_nhwc_hwcf_zero_init(%i: tensor<1x5x5x3xf32>, %k: tensor<3x3x3x4xf32>) -> tensor<1x3x3x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x3x4xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  %0 = linalg.conv_2d_nhwc_hwcf ins(%i, %k : tensor<1x5x5x3xf32>, tensor<3x3x3x4xf32>) outs(%o : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  return %0 : tensor<1x3x3x4xf32>
}

// -----

// A generic convolution: the roles come from the maps, whatever the loop
// order and operand layouts (here the output is written with the feature
// dimension first, so the convolution's result is transposed back).
// CHECK-LABEL: func.func @generic_convolution
// CHECK-SAME: (%[[I:.*]]: tensor<6x2x3xf32>, %[[K:.*]]: tensor<3x3x4xf32>, %[[O:.*]]: tensor<4x2x4xf32>)
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[I]], %[[K]], window = <size = [3]>, dim_labels = <[0, b, f]x[0, i, o]->[f, b, 0]> : (tensor<6x2x3xf32>, tensor<3x3x4xf32>) -> tensor<4x2x4xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[CONVOLUTION]] : tensor<4x2x4xf32>
// CHECK: return %[[ADD]] : tensor<4x2x4xf32>
func.func @generic_convolution(%i: tensor<6x2x3xf32>, %k: tensor<3x3x4xf32>, %o: tensor<4x2x4xf32>) -> tensor<4x2x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(f, n, w, c, kw) -> (w + kw, n, c)>, affine_map<(f, n, w, c, kw) -> (kw, c, f)>, affine_map<(f, n, w, c, kw) -> (f, n, w)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%i, %k : tensor<6x2x3xf32>, tensor<3x3x4xf32>) outs(%o : tensor<4x2x4xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x2x4xf32>
  return %0 : tensor<4x2x4xf32>
}
