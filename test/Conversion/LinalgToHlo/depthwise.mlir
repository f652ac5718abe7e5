// Depthwise convolutions to hlo.convolution with feature_group_count = the
// channels: the filter gets a size-1 input feature dimension, and a channel
// multiplier merges with the channel (channel major) into the output
// feature, split again in the result.
// RUN: xhlo-opt --convert-linalg-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=linalg. --implicit-check-not=arith.

// Depthwise: feature_group_count = channels, a size-1 filter input feature.
// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wc
// CHECK-SAME: (%[[I:.*]]: tensor<2x11x3xf32>, %[[K:.*]]: tensor<3x3xf32>, %[[O:.*]]: tensor<2x3x3xf32>)
// CHECK: %[[SLICE:.*]] = hlo.slice %[[I]], slice = [0:2, 0:9, 0:3] : (tensor<2x11x3xf32>) -> tensor<2x9x3xf32>
// CHECK: %[[RESHAPE:.*]] = hlo.reshape %[[K]] : (tensor<3x3xf32>) -> tensor<3x3x1xf32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[SLICE]], %[[RESHAPE]], window = <size = [3], stride = [2], rhs_dilate = [2]>, dim_labels = <[b, 0, f]x[0, o, i]->[b, 0, f]>, feature_group_count = 3 : (tensor<2x9x3xf32>, tensor<3x3x1xf32>) -> tensor<2x3x3xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[CONVOLUTION]] : tensor<2x3x3xf32>
// CHECK: return %[[ADD]] : tensor<2x3x3xf32>
func.func @depthwise_conv_1d_nwc_wc(%i: tensor<2x11x3xf32>, %k: tensor<3x3xf32>, %o: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wc {strides = dense<2> : tensor<1xi64>, dilations = dense<2> : tensor<1xi64>} ins(%i, %k : tensor<2x11x3xf32>, tensor<3x3xf32>) outs(%o : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  return %0 : tensor<2x3x3xf32>
}

// -----

// CHECK-LABEL: func.func @depthwise_conv_1d_ncw_cw
// CHECK-SAME: (%[[I:.*]]: tensor<2x3x11xf32>, %[[K:.*]]: tensor<3x3xf32>, %[[O:.*]]: tensor<2x3x3xf32>)
// CHECK: %[[SLICE:.*]] = hlo.slice %[[I]], slice = [0:2, 0:3, 0:9] : (tensor<2x3x11xf32>) -> tensor<2x3x9xf32>
// CHECK: %[[RESHAPE:.*]] = hlo.reshape %[[K]] : (tensor<3x3xf32>) -> tensor<3x3x1xf32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[SLICE]], %[[RESHAPE]], window = <size = [3], stride = [2], rhs_dilate = [2]>, dim_labels = <[b, f, 0]x[o, 0, i]->[b, f, 0]>, feature_group_count = 3 : (tensor<2x3x9xf32>, tensor<3x3x1xf32>) -> tensor<2x3x3xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[CONVOLUTION]] : tensor<2x3x3xf32>
// CHECK: return %[[ADD]] : tensor<2x3x3xf32>
func.func @depthwise_conv_1d_ncw_cw(%i: tensor<2x3x11xf32>, %k: tensor<3x3xf32>, %o: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
  %0 = linalg.depthwise_conv_1d_ncw_cw {strides = dense<2> : tensor<1xi64>, dilations = dense<2> : tensor<1xi64>} ins(%i, %k : tensor<2x3x11xf32>, tensor<3x3xf32>) outs(%o : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  return %0 : tensor<2x3x3xf32>
}

// -----

// A channel multiplier merges with the channel into the output feature.
// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wcm
// CHECK-SAME: (%[[I:.*]]: tensor<2x11x3xf32>, %[[K:.*]]: tensor<3x3x2xf32>, %[[O:.*]]: tensor<2x3x3x2xf32>)
// CHECK: %[[SLICE:.*]] = hlo.slice %[[I]], slice = [0:2, 0:9, 0:3] : (tensor<2x11x3xf32>) -> tensor<2x9x3xf32>
// CHECK: %[[RESHAPE:.*]] = hlo.reshape %[[K]] : (tensor<3x3x2xf32>) -> tensor<3x6x1xf32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[SLICE]], %[[RESHAPE]], window = <size = [3], stride = [2], rhs_dilate = [2]>, dim_labels = <[b, 0, f]x[0, o, i]->[b, 0, f]>, feature_group_count = 3 : (tensor<2x9x3xf32>, tensor<3x6x1xf32>) -> tensor<2x3x6xf32>
// CHECK: %[[RESHAPE_1:.*]] = hlo.reshape %[[CONVOLUTION]] : (tensor<2x3x6xf32>) -> tensor<2x3x3x2xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[RESHAPE_1]] : tensor<2x3x3x2xf32>
// CHECK: return %[[ADD]] : tensor<2x3x3x2xf32>
func.func @depthwise_conv_1d_nwc_wcm(%i: tensor<2x11x3xf32>, %k: tensor<3x3x2xf32>, %o: tensor<2x3x3x2xf32>) -> tensor<2x3x3x2xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wcm {strides = dense<2> : tensor<1xi64>, dilations = dense<2> : tensor<1xi64>} ins(%i, %k : tensor<2x11x3xf32>, tensor<3x3x2xf32>) outs(%o : tensor<2x3x3x2xf32>) -> tensor<2x3x3x2xf32>
  return %0 : tensor<2x3x3x2xf32>
}

// -----

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc
// CHECK-SAME: (%[[I:.*]]: tensor<1x9x11x3xf32>, %[[K:.*]]: tensor<3x2x3xf32>, %[[O:.*]]: tensor<1x3x4x3xf32>)
// CHECK: %[[RESHAPE:.*]] = hlo.reshape %[[K]] : (tensor<3x2x3xf32>) -> tensor<3x2x3x1xf32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[I]], %[[RESHAPE]], window = <size = [3, 2], stride = [2, 3], rhs_dilate = [2, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 3 : (tensor<1x9x11x3xf32>, tensor<3x2x3x1xf32>) -> tensor<1x3x4x3xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[CONVOLUTION]] : tensor<1x3x4x3xf32>
// CHECK: return %[[ADD]] : tensor<1x3x4x3xf32>
func.func @depthwise_conv_2d_nhwc_hwc(%i: tensor<1x9x11x3xf32>, %k: tensor<3x2x3xf32>, %o: tensor<1x3x4x3xf32>) -> tensor<1x3x4x3xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<1x9x11x3xf32>, tensor<3x2x3xf32>) outs(%o : tensor<1x3x4x3xf32>) -> tensor<1x3x4x3xf32>
  return %0 : tensor<1x3x4x3xf32>
}

// -----

// CHECK-LABEL: func.func @depthwise_conv_2d_nchw_chw
// CHECK-SAME: (%[[I:.*]]: tensor<1x3x9x11xf32>, %[[K:.*]]: tensor<3x3x2xf32>, %[[O:.*]]: tensor<1x3x3x4xf32>)
// CHECK: %[[RESHAPE:.*]] = hlo.reshape %[[K]] : (tensor<3x3x2xf32>) -> tensor<3x3x2x1xf32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[I]], %[[RESHAPE]], window = <size = [3, 2], stride = [2, 3], rhs_dilate = [2, 1]>, dim_labels = <[b, f, 0, 1]x[o, 0, 1, i]->[b, f, 0, 1]>, feature_group_count = 3 : (tensor<1x3x9x11xf32>, tensor<3x3x2x1xf32>) -> tensor<1x3x3x4xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[CONVOLUTION]] : tensor<1x3x3x4xf32>
// CHECK: return %[[ADD]] : tensor<1x3x3x4xf32>
func.func @depthwise_conv_2d_nchw_chw(%i: tensor<1x3x9x11xf32>, %k: tensor<3x3x2xf32>, %o: tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32> {
  %0 = linalg.depthwise_conv_2d_nchw_chw {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<1x3x9x11xf32>, tensor<3x3x2xf32>) outs(%o : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  return %0 : tensor<1x3x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc_q
// CHECK-SAME: (%[[I:.*]]: tensor<1x9x11x3xi8>, %[[K:.*]]: tensor<3x2x3xi8>, %[[ZI:.*]]: tensor<i32>, %[[ZK:.*]]: tensor<i32>, %[[O:.*]]: tensor<1x3x4x3xi32>)
// CHECK: %[[CONVERT:.*]] = hlo.convert %[[I]] : (tensor<1x9x11x3xi8>) -> tensor<1x9x11x3xi32>
// CHECK: %[[BROADCAST:.*]] = hlo.broadcast %[[ZI]], dimensions = [] : (tensor<i32>) -> tensor<1x9x11x3xi32>
// CHECK: %[[SUBTRACT:.*]] = hlo.subtract %[[CONVERT]], %[[BROADCAST]] : tensor<1x9x11x3xi32>
// CHECK: %[[CONVERT_1:.*]] = hlo.convert %[[K]] : (tensor<3x2x3xi8>) -> tensor<3x2x3xi32>
// CHECK: %[[BROADCAST_1:.*]] = hlo.broadcast %[[ZK]], dimensions = [] : (tensor<i32>) -> tensor<3x2x3xi32>
// CHECK: %[[SUBTRACT_1:.*]] = hlo.subtract %[[CONVERT_1]], %[[BROADCAST_1]] : tensor<3x2x3xi32>
// CHECK: %[[RESHAPE:.*]] = hlo.reshape %[[SUBTRACT_1]] : (tensor<3x2x3xi32>) -> tensor<3x2x3x1xi32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[SUBTRACT]], %[[RESHAPE]], window = <size = [3, 2], stride = [2, 3], rhs_dilate = [2, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 3 : (tensor<1x9x11x3xi32>, tensor<3x2x3x1xi32>) -> tensor<1x3x4x3xi32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[CONVOLUTION]] : tensor<1x3x4x3xi32>
// CHECK: return %[[ADD]] : tensor<1x3x4x3xi32>
func.func @depthwise_conv_2d_nhwc_hwc_q(%i: tensor<1x9x11x3xi8>, %k: tensor<3x2x3xi8>, %zi: i32, %zk: i32, %o: tensor<1x3x4x3xi32>) -> tensor<1x3x4x3xi32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc_q {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k, %zi, %zk : tensor<1x9x11x3xi8>, tensor<3x2x3xi8>, i32, i32) outs(%o : tensor<1x3x4x3xi32>) -> tensor<1x3x4x3xi32>
  return %0 : tensor<1x3x4x3xi32>
}

// -----

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm
// CHECK-SAME: (%[[I:.*]]: tensor<1x9x11x3xf32>, %[[K:.*]]: tensor<3x2x3x2xf32>, %[[O:.*]]: tensor<1x3x4x3x2xf32>)
// CHECK: %[[RESHAPE:.*]] = hlo.reshape %[[K]] : (tensor<3x2x3x2xf32>) -> tensor<3x2x6x1xf32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[I]], %[[RESHAPE]], window = <size = [3, 2], stride = [2, 3], rhs_dilate = [2, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 3 : (tensor<1x9x11x3xf32>, tensor<3x2x6x1xf32>) -> tensor<1x3x4x6xf32>
// CHECK: %[[RESHAPE_1:.*]] = hlo.reshape %[[CONVOLUTION]] : (tensor<1x3x4x6xf32>) -> tensor<1x3x4x3x2xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[RESHAPE_1]] : tensor<1x3x4x3x2xf32>
// CHECK: return %[[ADD]] : tensor<1x3x4x3x2xf32>
func.func @depthwise_conv_2d_nhwc_hwcm(%i: tensor<1x9x11x3xf32>, %k: tensor<3x2x3x2xf32>, %o: tensor<1x3x4x3x2xf32>) -> tensor<1x3x4x3x2xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<1x9x11x3xf32>, tensor<3x2x3x2xf32>) outs(%o : tensor<1x3x4x3x2xf32>) -> tensor<1x3x4x3x2xf32>
  return %0 : tensor<1x3x4x3x2xf32>
}

// -----

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm_q
// CHECK-SAME: (%[[I:.*]]: tensor<1x9x11x3xi8>, %[[K:.*]]: tensor<3x2x3x2xi8>, %[[ZI:.*]]: tensor<i32>, %[[ZK:.*]]: tensor<i32>, %[[O:.*]]: tensor<1x3x4x3x2xi32>)
// CHECK: %[[CONVERT:.*]] = hlo.convert %[[I]] : (tensor<1x9x11x3xi8>) -> tensor<1x9x11x3xi32>
// CHECK: %[[BROADCAST:.*]] = hlo.broadcast %[[ZI]], dimensions = [] : (tensor<i32>) -> tensor<1x9x11x3xi32>
// CHECK: %[[SUBTRACT:.*]] = hlo.subtract %[[CONVERT]], %[[BROADCAST]] : tensor<1x9x11x3xi32>
// CHECK: %[[CONVERT_1:.*]] = hlo.convert %[[K]] : (tensor<3x2x3x2xi8>) -> tensor<3x2x3x2xi32>
// CHECK: %[[BROADCAST_1:.*]] = hlo.broadcast %[[ZK]], dimensions = [] : (tensor<i32>) -> tensor<3x2x3x2xi32>
// CHECK: %[[SUBTRACT_1:.*]] = hlo.subtract %[[CONVERT_1]], %[[BROADCAST_1]] : tensor<3x2x3x2xi32>
// CHECK: %[[RESHAPE:.*]] = hlo.reshape %[[SUBTRACT_1]] : (tensor<3x2x3x2xi32>) -> tensor<3x2x6x1xi32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[SUBTRACT]], %[[RESHAPE]], window = <size = [3, 2], stride = [2, 3], rhs_dilate = [2, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 3 : (tensor<1x9x11x3xi32>, tensor<3x2x6x1xi32>) -> tensor<1x3x4x6xi32>
// CHECK: %[[RESHAPE_1:.*]] = hlo.reshape %[[CONVOLUTION]] : (tensor<1x3x4x6xi32>) -> tensor<1x3x4x3x2xi32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[RESHAPE_1]] : tensor<1x3x4x3x2xi32>
// CHECK: return %[[ADD]] : tensor<1x3x4x3x2xi32>
func.func @depthwise_conv_2d_nhwc_hwcm_q(%i: tensor<1x9x11x3xi8>, %k: tensor<3x2x3x2xi8>, %zi: i32, %zk: i32, %o: tensor<1x3x4x3x2xi32>) -> tensor<1x3x4x3x2xi32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm_q {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k, %zi, %zk : tensor<1x9x11x3xi8>, tensor<3x2x3x2xi8>, i32, i32) outs(%o : tensor<1x3x4x3x2xi32>) -> tensor<1x3x4x3x2xi32>
  return %0 : tensor<1x3x4x3x2xi32>
}

// -----

// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwc
// CHECK-SAME: (%[[I:.*]]: tensor<1x5x6x7x2xf32>, %[[K:.*]]: tensor<2x2x3x2xf32>, %[[O:.*]]: tensor<1x2x3x3x2xf32>)
// CHECK: %[[SLICE:.*]] = hlo.slice %[[I]], slice = [0:1, 0:5, 0:5, 0:7, 0:2] : (tensor<1x5x6x7x2xf32>) -> tensor<1x5x5x7x2xf32>
// CHECK: %[[RESHAPE:.*]] = hlo.reshape %[[K]] : (tensor<2x2x3x2xf32>) -> tensor<2x2x3x2x1xf32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[SLICE]], %[[RESHAPE]], window = <size = [2, 2, 3], stride = [2, 1, 2], rhs_dilate = [1, 2, 1]>, dim_labels = <[b, 0, 1, 2, f]x[0, 1, 2, o, i]->[b, 0, 1, 2, f]>, feature_group_count = 2 : (tensor<1x5x5x7x2xf32>, tensor<2x2x3x2x1xf32>) -> tensor<1x2x3x3x2xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[CONVOLUTION]] : tensor<1x2x3x3x2xf32>
// CHECK: return %[[ADD]] : tensor<1x2x3x3x2xf32>
func.func @depthwise_conv_3d_ndhwc_dhwc(%i: tensor<1x5x6x7x2xf32>, %k: tensor<2x2x3x2xf32>, %o: tensor<1x2x3x3x2xf32>) -> tensor<1x2x3x3x2xf32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwc {strides = dense<[2, 1, 2]> : tensor<3xi64>, dilations = dense<[1, 2, 1]> : tensor<3xi64>} ins(%i, %k : tensor<1x5x6x7x2xf32>, tensor<2x2x3x2xf32>) outs(%o : tensor<1x2x3x3x2xf32>) -> tensor<1x2x3x3x2xf32>
  return %0 : tensor<1x2x3x3x2xf32>
}

// -----

// CHECK-LABEL: func.func @depthwise_conv_3d_ncdhw_cdhw
// CHECK-SAME: (%[[I:.*]]: tensor<1x2x5x6x7xf32>, %[[K:.*]]: tensor<2x2x2x3xf32>, %[[O:.*]]: tensor<1x2x2x3x3xf32>)
// CHECK: %[[SLICE:.*]] = hlo.slice %[[I]], slice = [0:1, 0:2, 0:5, 0:5, 0:7] : (tensor<1x2x5x6x7xf32>) -> tensor<1x2x5x5x7xf32>
// CHECK: %[[RESHAPE:.*]] = hlo.reshape %[[K]] : (tensor<2x2x2x3xf32>) -> tensor<2x2x2x3x1xf32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[SLICE]], %[[RESHAPE]], window = <size = [2, 2, 3], stride = [2, 1, 2], rhs_dilate = [1, 2, 1]>, dim_labels = <[b, f, 0, 1, 2]x[o, 0, 1, 2, i]->[b, f, 0, 1, 2]>, feature_group_count = 2 : (tensor<1x2x5x5x7xf32>, tensor<2x2x2x3x1xf32>) -> tensor<1x2x2x3x3xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[CONVOLUTION]] : tensor<1x2x2x3x3xf32>
// CHECK: return %[[ADD]] : tensor<1x2x2x3x3xf32>
func.func @depthwise_conv_3d_ncdhw_cdhw(%i: tensor<1x2x5x6x7xf32>, %k: tensor<2x2x2x3xf32>, %o: tensor<1x2x2x3x3xf32>) -> tensor<1x2x2x3x3xf32> {
  %0 = linalg.depthwise_conv_3d_ncdhw_cdhw {strides = dense<[2, 1, 2]> : tensor<3xi64>, dilations = dense<[1, 2, 1]> : tensor<3xi64>} ins(%i, %k : tensor<1x2x5x6x7xf32>, tensor<2x2x2x3xf32>) outs(%o : tensor<1x2x2x3x3xf32>) -> tensor<1x2x2x3x3xf32>
  return %0 : tensor<1x2x2x3x3xf32>
}

// -----

// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwcm
// CHECK-SAME: (%[[I:.*]]: tensor<1x5x6x7x2xf32>, %[[K:.*]]: tensor<2x2x3x2x2xf32>, %[[O:.*]]: tensor<1x2x3x3x2x2xf32>)
// CHECK: %[[SLICE:.*]] = hlo.slice %[[I]], slice = [0:1, 0:5, 0:5, 0:7, 0:2] : (tensor<1x5x6x7x2xf32>) -> tensor<1x5x5x7x2xf32>
// CHECK: %[[RESHAPE:.*]] = hlo.reshape %[[K]] : (tensor<2x2x3x2x2xf32>) -> tensor<2x2x3x4x1xf32>
// CHECK: %[[CONVOLUTION:.*]] = hlo.convolution %[[SLICE]], %[[RESHAPE]], window = <size = [2, 2, 3], stride = [2, 1, 2], rhs_dilate = [1, 2, 1]>, dim_labels = <[b, 0, 1, 2, f]x[0, 1, 2, o, i]->[b, 0, 1, 2, f]>, feature_group_count = 2 : (tensor<1x5x5x7x2xf32>, tensor<2x2x3x4x1xf32>) -> tensor<1x2x3x3x4xf32>
// CHECK: %[[RESHAPE_1:.*]] = hlo.reshape %[[CONVOLUTION]] : (tensor<1x2x3x3x4xf32>) -> tensor<1x2x3x3x2x2xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[O]], %[[RESHAPE_1]] : tensor<1x2x3x3x2x2xf32>
// CHECK: return %[[ADD]] : tensor<1x2x3x3x2x2xf32>
func.func @depthwise_conv_3d_ndhwc_dhwcm(%i: tensor<1x5x6x7x2xf32>, %k: tensor<2x2x3x2x2xf32>, %o: tensor<1x2x3x3x2x2xf32>) -> tensor<1x2x3x3x2x2xf32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwcm {strides = dense<[2, 1, 2]> : tensor<3xi64>, dilations = dense<[1, 2, 1]> : tensor<3xi64>} ins(%i, %k : tensor<1x5x6x7x2xf32>, tensor<2x2x3x2x2xf32>) outs(%o : tensor<1x2x3x3x2x2xf32>) -> tensor<1x2x3x3x2x2xf32>
  return %0 : tensor<1x2x3x3x2x2xf32>
}
