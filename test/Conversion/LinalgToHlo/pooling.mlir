// Reductions over windows to hlo.reduce_window: size 1 on the plain
// dimensions, the window's size, stride and window dilation (rhs_dilate) on
// the others, the payload's combiner as the reducer (on 0-d arrays, through
// the arith patterns), from the combiner's identity; the init is combined
// after unless it is that identity or tensor.empty.
// RUN: xhlo-opt --convert-linalg-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=linalg. --implicit-check-not=arith.

// A sum from -0.0, the init added after.
// CHECK-LABEL: func.func @pooling_nhwc_sum
// CHECK-SAME: (%[[I:.*]]: tensor<2x9x11x3xf32>, %[[K:.*]]: tensor<3x2xf32>, %[[O:.*]]: tensor<2x3x4x3xf32>)
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK: %[[REDUCE_WINDOW:.*]] = hlo.reduce_window(%[[I]] init: %[[CONSTANT]]) window = <size = [1, 3, 2, 1], stride = [1, 2, 3, 1], rhs_dilate = [1, 2, 1, 1]> : (tensor<2x9x11x3xf32>, tensor<f32>) -> tensor<2x3x4x3xf32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[ADD:.*]] = hlo.add %[[P0]], %[[P1]] : tensor<f32>
// CHECK: hlo.return %[[ADD]] : tensor<f32>
// CHECK: }
// CHECK: %[[ADD_1:.*]] = hlo.add %[[O]], %[[REDUCE_WINDOW]] : tensor<2x3x4x3xf32>
// CHECK: return %[[ADD_1]] : tensor<2x3x4x3xf32>
func.func @pooling_nhwc_sum(%i: tensor<2x9x11x3xf32>, %k: tensor<3x2xf32>, %o: tensor<2x3x4x3xf32>) -> tensor<2x3x4x3xf32> {
  %0 = linalg.pooling_nhwc_sum {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x9x11x3xf32>, tensor<3x2xf32>) outs(%o : tensor<2x3x4x3xf32>) -> tensor<2x3x4x3xf32>
  return %0 : tensor<2x3x4x3xf32>
}

// -----

// CHECK-LABEL: func.func @pooling_nchw_sum
// CHECK-SAME: (%[[I:.*]]: tensor<2x3x9x11xf32>, %[[K:.*]]: tensor<3x2xf32>, %[[O:.*]]: tensor<2x3x3x4xf32>)
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK: %[[REDUCE_WINDOW:.*]] = hlo.reduce_window(%[[I]] init: %[[CONSTANT]]) window = <size = [1, 1, 3, 2], stride = [1, 1, 2, 3], rhs_dilate = [1, 1, 2, 1]> : (tensor<2x3x9x11xf32>, tensor<f32>) -> tensor<2x3x3x4xf32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[ADD:.*]] = hlo.add %[[P0]], %[[P1]] : tensor<f32>
// CHECK: hlo.return %[[ADD]] : tensor<f32>
// CHECK: }
// CHECK: %[[ADD_1:.*]] = hlo.add %[[O]], %[[REDUCE_WINDOW]] : tensor<2x3x3x4xf32>
// CHECK: return %[[ADD_1]] : tensor<2x3x3x4xf32>
func.func @pooling_nchw_sum(%i: tensor<2x3x9x11xf32>, %k: tensor<3x2xf32>, %o: tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32> {
  %0 = linalg.pooling_nchw_sum {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x3x9x11xf32>, tensor<3x2xf32>) outs(%o : tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
  return %0 : tensor<2x3x3x4xf32>
}

// -----

// A max from -inf, combined with the init after.
// CHECK-LABEL: func.func @pooling_nhwc_max
// CHECK-SAME: (%[[I:.*]]: tensor<2x9x11x3xf32>, %[[K:.*]]: tensor<3x2xf32>, %[[O:.*]]: tensor<2x3x4x3xf32>)
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<0xFF800000> : tensor<f32>
// CHECK: %[[REDUCE_WINDOW:.*]] = hlo.reduce_window(%[[I]] init: %[[CONSTANT]]) window = <size = [1, 3, 2, 1], stride = [1, 2, 3, 1], rhs_dilate = [1, 2, 1, 1]> : (tensor<2x9x11x3xf32>, tensor<f32>) -> tensor<2x3x4x3xf32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[MAXIMUM:.*]] = hlo.maximum %[[P0]], %[[P1]] : tensor<f32>
// CHECK: hlo.return %[[MAXIMUM]] : tensor<f32>
// CHECK: }
// CHECK: %[[MAXIMUM_1:.*]] = hlo.maximum %[[O]], %[[REDUCE_WINDOW]] : tensor<2x3x4x3xf32>
// CHECK: return %[[MAXIMUM_1]] : tensor<2x3x4x3xf32>
func.func @pooling_nhwc_max(%i: tensor<2x9x11x3xf32>, %k: tensor<3x2xf32>, %o: tensor<2x3x4x3xf32>) -> tensor<2x3x4x3xf32> {
  %0 = linalg.pooling_nhwc_max {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x9x11x3xf32>, tensor<3x2xf32>) outs(%o : tensor<2x3x4x3xf32>) -> tensor<2x3x4x3xf32>
  return %0 : tensor<2x3x4x3xf32>
}

// -----

// The unsigned forms convert with fptoui and compare as unsigned.
// CHECK-LABEL: func.func @pooling_nhwc_max_unsigned
// CHECK-SAME: (%[[I:.*]]: tensor<2x9x11x3xi32>, %[[K:.*]]: tensor<3x2xf32>, %[[O:.*]]: tensor<2x3x4x3xi32>)
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<0> : tensor<i32>
// CHECK: %[[REDUCE_WINDOW:.*]] = hlo.reduce_window(%[[I]] init: %[[CONSTANT]]) window = <size = [1, 3, 2, 1], stride = [1, 2, 3, 1], rhs_dilate = [1, 2, 1, 1]> : (tensor<2x9x11x3xi32>, tensor<i32>) -> tensor<2x3x4x3xi32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<i32>, %[[P1:.*]]: tensor<i32>):
// CHECK: %[[BITCAST_CONVERT:.*]] = hlo.bitcast_convert %[[P0]] : (tensor<i32>) -> tensor<ui32>
// CHECK: %[[BITCAST_CONVERT_1:.*]] = hlo.bitcast_convert %[[P1]] : (tensor<i32>) -> tensor<ui32>
// CHECK: %[[MAXIMUM:.*]] = hlo.maximum %[[BITCAST_CONVERT]], %[[BITCAST_CONVERT_1]] : tensor<ui32>
// CHECK: %[[BITCAST_CONVERT_2:.*]] = hlo.bitcast_convert %[[MAXIMUM]] : (tensor<ui32>) -> tensor<i32>
// CHECK: hlo.return %[[BITCAST_CONVERT_2]] : tensor<i32>
// CHECK: }
// CHECK: %[[BITCAST_CONVERT_3:.*]] = hlo.bitcast_convert %[[O]] : (tensor<2x3x4x3xi32>) -> tensor<2x3x4x3xui32>
// CHECK: %[[BITCAST_CONVERT_4:.*]] = hlo.bitcast_convert %[[REDUCE_WINDOW]] : (tensor<2x3x4x3xi32>) -> tensor<2x3x4x3xui32>
// CHECK: %[[MAXIMUM_1:.*]] = hlo.maximum %[[BITCAST_CONVERT_3]], %[[BITCAST_CONVERT_4]] : tensor<2x3x4x3xui32>
// CHECK: %[[BITCAST_CONVERT_5:.*]] = hlo.bitcast_convert %[[MAXIMUM_1]] : (tensor<2x3x4x3xui32>) -> tensor<2x3x4x3xi32>
// CHECK: return %[[BITCAST_CONVERT_5]] : tensor<2x3x4x3xi32>
func.func @pooling_nhwc_max_unsigned(%i: tensor<2x9x11x3xi32>, %k: tensor<3x2xf32>, %o: tensor<2x3x4x3xi32>) -> tensor<2x3x4x3xi32> {
  %0 = linalg.pooling_nhwc_max_unsigned {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x9x11x3xi32>, tensor<3x2xf32>) outs(%o : tensor<2x3x4x3xi32>) -> tensor<2x3x4x3xi32>
  return %0 : tensor<2x3x4x3xi32>
}

// -----

// CHECK-LABEL: func.func @pooling_nchw_max
// CHECK-SAME: (%[[I:.*]]: tensor<2x3x9x11xf32>, %[[K:.*]]: tensor<3x2xf32>, %[[O:.*]]: tensor<2x3x3x4xf32>)
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<0xFF800000> : tensor<f32>
// CHECK: %[[REDUCE_WINDOW:.*]] = hlo.reduce_window(%[[I]] init: %[[CONSTANT]]) window = <size = [1, 1, 3, 2], stride = [1, 1, 2, 3], rhs_dilate = [1, 1, 2, 1]> : (tensor<2x3x9x11xf32>, tensor<f32>) -> tensor<2x3x3x4xf32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[MAXIMUM:.*]] = hlo.maximum %[[P0]], %[[P1]] : tensor<f32>
// CHECK: hlo.return %[[MAXIMUM]] : tensor<f32>
// CHECK: }
// CHECK: %[[MAXIMUM_1:.*]] = hlo.maximum %[[O]], %[[REDUCE_WINDOW]] : tensor<2x3x3x4xf32>
// CHECK: return %[[MAXIMUM_1]] : tensor<2x3x3x4xf32>
func.func @pooling_nchw_max(%i: tensor<2x3x9x11xf32>, %k: tensor<3x2xf32>, %o: tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32> {
  %0 = linalg.pooling_nchw_max {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x3x9x11xf32>, tensor<3x2xf32>) outs(%o : tensor<2x3x3x4xf32>) -> tensor<2x3x3x4xf32>
  return %0 : tensor<2x3x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @pooling_nhwc_min
// CHECK-SAME: (%[[I:.*]]: tensor<2x9x11x3xf32>, %[[K:.*]]: tensor<3x2xf32>, %[[O:.*]]: tensor<2x3x4x3xf32>)
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<0x7F800000> : tensor<f32>
// CHECK: %[[REDUCE_WINDOW:.*]] = hlo.reduce_window(%[[I]] init: %[[CONSTANT]]) window = <size = [1, 3, 2, 1], stride = [1, 2, 3, 1], rhs_dilate = [1, 2, 1, 1]> : (tensor<2x9x11x3xf32>, tensor<f32>) -> tensor<2x3x4x3xf32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[MINIMUM:.*]] = hlo.minimum %[[P0]], %[[P1]] : tensor<f32>
// CHECK: hlo.return %[[MINIMUM]] : tensor<f32>
// CHECK: }
// CHECK: %[[MINIMUM_1:.*]] = hlo.minimum %[[O]], %[[REDUCE_WINDOW]] : tensor<2x3x4x3xf32>
// CHECK: return %[[MINIMUM_1]] : tensor<2x3x4x3xf32>
func.func @pooling_nhwc_min(%i: tensor<2x9x11x3xf32>, %k: tensor<3x2xf32>, %o: tensor<2x3x4x3xf32>) -> tensor<2x3x4x3xf32> {
  %0 = linalg.pooling_nhwc_min {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x9x11x3xf32>, tensor<3x2xf32>) outs(%o : tensor<2x3x4x3xf32>) -> tensor<2x3x4x3xf32>
  return %0 : tensor<2x3x4x3xf32>
}

// -----

// CHECK-LABEL: func.func @pooling_nhwc_min_unsigned
// CHECK-SAME: (%[[I:.*]]: tensor<2x9x11x3xi32>, %[[K:.*]]: tensor<3x2xf32>, %[[O:.*]]: tensor<2x3x4x3xi32>)
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<-1> : tensor<i32>
// CHECK: %[[REDUCE_WINDOW:.*]] = hlo.reduce_window(%[[I]] init: %[[CONSTANT]]) window = <size = [1, 3, 2, 1], stride = [1, 2, 3, 1], rhs_dilate = [1, 2, 1, 1]> : (tensor<2x9x11x3xi32>, tensor<i32>) -> tensor<2x3x4x3xi32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<i32>, %[[P1:.*]]: tensor<i32>):
// CHECK: %[[BITCAST_CONVERT:.*]] = hlo.bitcast_convert %[[P0]] : (tensor<i32>) -> tensor<ui32>
// CHECK: %[[BITCAST_CONVERT_1:.*]] = hlo.bitcast_convert %[[P1]] : (tensor<i32>) -> tensor<ui32>
// CHECK: %[[MINIMUM:.*]] = hlo.minimum %[[BITCAST_CONVERT]], %[[BITCAST_CONVERT_1]] : tensor<ui32>
// CHECK: %[[BITCAST_CONVERT_2:.*]] = hlo.bitcast_convert %[[MINIMUM]] : (tensor<ui32>) -> tensor<i32>
// CHECK: hlo.return %[[BITCAST_CONVERT_2]] : tensor<i32>
// CHECK: }
// CHECK: %[[BITCAST_CONVERT_3:.*]] = hlo.bitcast_convert %[[O]] : (tensor<2x3x4x3xi32>) -> tensor<2x3x4x3xui32>
// CHECK: %[[BITCAST_CONVERT_4:.*]] = hlo.bitcast_convert %[[REDUCE_WINDOW]] : (tensor<2x3x4x3xi32>) -> tensor<2x3x4x3xui32>
// CHECK: %[[MINIMUM_1:.*]] = hlo.minimum %[[BITCAST_CONVERT_3]], %[[BITCAST_CONVERT_4]] : tensor<2x3x4x3xui32>
// CHECK: %[[BITCAST_CONVERT_5:.*]] = hlo.bitcast_convert %[[MINIMUM_1]] : (tensor<2x3x4x3xui32>) -> tensor<2x3x4x3xi32>
// CHECK: return %[[BITCAST_CONVERT_5]] : tensor<2x3x4x3xi32>
func.func @pooling_nhwc_min_unsigned(%i: tensor<2x9x11x3xi32>, %k: tensor<3x2xf32>, %o: tensor<2x3x4x3xi32>) -> tensor<2x3x4x3xi32> {
  %0 = linalg.pooling_nhwc_min_unsigned {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x9x11x3xi32>, tensor<3x2xf32>) outs(%o : tensor<2x3x4x3xi32>) -> tensor<2x3x4x3xi32>
  return %0 : tensor<2x3x4x3xi32>
}

// -----

// CHECK-LABEL: func.func @pooling_nwc_sum
// CHECK-SAME: (%[[I:.*]]: tensor<2x11x3xf32>, %[[K:.*]]: tensor<3xf32>, %[[O:.*]]: tensor<2x3x3xf32>)
// CHECK: %[[SLICE:.*]] = hlo.slice %[[I]], slice = [0:2, 0:9, 0:3] : (tensor<2x11x3xf32>) -> tensor<2x9x3xf32>
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK: %[[REDUCE_WINDOW:.*]] = hlo.reduce_window(%[[SLICE]] init: %[[CONSTANT]]) window = <size = [1, 3, 1], stride = [1, 2, 1], rhs_dilate = [1, 2, 1]> : (tensor<2x9x3xf32>, tensor<f32>) -> tensor<2x3x3xf32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[ADD:.*]] = hlo.add %[[P0]], %[[P1]] : tensor<f32>
// CHECK: hlo.return %[[ADD]] : tensor<f32>
// CHECK: }
// CHECK: %[[ADD_1:.*]] = hlo.add %[[O]], %[[REDUCE_WINDOW]] : tensor<2x3x3xf32>
// CHECK: return %[[ADD_1]] : tensor<2x3x3xf32>
func.func @pooling_nwc_sum(%i: tensor<2x11x3xf32>, %k: tensor<3xf32>, %o: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
  %0 = linalg.pooling_nwc_sum {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[2]> : tensor<1xi64>} ins(%i, %k : tensor<2x11x3xf32>, tensor<3xf32>) outs(%o : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  return %0 : tensor<2x3x3xf32>
}

// -----

// CHECK-LABEL: func.func @pooling_ncw_sum
// CHECK-SAME: (%[[I:.*]]: tensor<2x3x11xf32>, %[[K:.*]]: tensor<3xf32>, %[[O:.*]]: tensor<2x3x3xf32>)
// CHECK: %[[SLICE:.*]] = hlo.slice %[[I]], slice = [0:2, 0:3, 0:9] : (tensor<2x3x11xf32>) -> tensor<2x3x9xf32>
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK: %[[REDUCE_WINDOW:.*]] = hlo.reduce_window(%[[SLICE]] init: %[[CONSTANT]]) window = <size = [1, 1, 3], stride = [1, 1, 2], rhs_dilate = [1, 1, 2]> : (tensor<2x3x9xf32>, tensor<f32>) -> tensor<2x3x3xf32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[ADD:.*]] = hlo.add %[[P0]], %[[P1]] : tensor<f32>
// CHECK: hlo.return %[[ADD]] : tensor<f32>
// CHECK: }
// CHECK: %[[ADD_1:.*]] = hlo.add %[[O]], %[[REDUCE_WINDOW]] : tensor<2x3x3xf32>
// CHECK: return %[[ADD_1]] : tensor<2x3x3xf32>
func.func @pooling_ncw_sum(%i: tensor<2x3x11xf32>, %k: tensor<3xf32>, %o: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
  %0 = linalg.pooling_ncw_sum {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[2]> : tensor<1xi64>} ins(%i, %k : tensor<2x3x11xf32>, tensor<3xf32>) outs(%o : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  return %0 : tensor<2x3x3xf32>
}

// -----

// CHECK-LABEL: func.func @pooling_nwc_max
// CHECK-SAME: (%[[I:.*]]: tensor<2x11x3xf32>, %[[K:.*]]: tensor<3xf32>, %[[O:.*]]: tensor<2x3x3xf32>)
// CHECK: %[[SLICE:.*]] = hlo.slice %[[I]], slice = [0:2, 0:9, 0:3] : (tensor<2x11x3xf32>) -> tensor<2x9x3xf32>
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<0xFF800000> : tensor<f32>
// CHECK: %[[REDUCE_WINDOW:.*]] = hlo.reduce_window(%[[SLICE]] init: %[[CONSTANT]]) window = <size = [1, 3, 1], stride = [1, 2, 1], rhs_dilate = [1, 2, 1]> : (tensor<2x9x3xf32>, tensor<f32>) -> tensor<2x3x3xf32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[MAXIMUM:.*]] = hlo.maximum %[[P0]], %[[P1]] : tensor<f32>
// CHECK: hlo.return %[[MAXIMUM]] : tensor<f32>
// CHECK: }
// CHECK: %[[MAXIMUM_1:.*]] = hlo.maximum %[[O]], %[[REDUCE_WINDOW]] : tensor<2x3x3xf32>
// CHECK: return %[[MAXIMUM_1]] : tensor<2x3x3xf32>
func.func @pooling_nwc_max(%i: tensor<2x11x3xf32>, %k: tensor<3xf32>, %o: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
  %0 = linalg.pooling_nwc_max {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[2]> : tensor<1xi64>} ins(%i, %k : tensor<2x11x3xf32>, tensor<3xf32>) outs(%o : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  return %0 : tensor<2x3x3xf32>
}

// -----

// CHECK-LABEL: func.func @pooling_nwc_max_unsigned
// CHECK-SAME: (%[[I:.*]]: tensor<2x11x3xi32>, %[[K:.*]]: tensor<3xf32>, %[[O:.*]]: tensor<2x3x3xi32>)
// CHECK: %[[SLICE:.*]] = hlo.slice %[[I]], slice = [0:2, 0:9, 0:3] : (tensor<2x11x3xi32>) -> tensor<2x9x3xi32>
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<0> : tensor<i32>
// CHECK: %[[REDUCE_WINDOW:.*]] = hlo.reduce_window(%[[SLICE]] init: %[[CONSTANT]]) window = <size = [1, 3, 1], stride = [1, 2, 1], rhs_dilate = [1, 2, 1]> : (tensor<2x9x3xi32>, tensor<i32>) -> tensor<2x3x3xi32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<i32>, %[[P1:.*]]: tensor<i32>):
// CHECK: %[[BITCAST_CONVERT:.*]] = hlo.bitcast_convert %[[P0]] : (tensor<i32>) -> tensor<ui32>
// CHECK: %[[BITCAST_CONVERT_1:.*]] = hlo.bitcast_convert %[[P1]] : (tensor<i32>) -> tensor<ui32>
// CHECK: %[[MAXIMUM:.*]] = hlo.maximum %[[BITCAST_CONVERT]], %[[BITCAST_CONVERT_1]] : tensor<ui32>
// CHECK: %[[BITCAST_CONVERT_2:.*]] = hlo.bitcast_convert %[[MAXIMUM]] : (tensor<ui32>) -> tensor<i32>
// CHECK: hlo.return %[[BITCAST_CONVERT_2]] : tensor<i32>
// CHECK: }
// CHECK: %[[BITCAST_CONVERT_3:.*]] = hlo.bitcast_convert %[[O]] : (tensor<2x3x3xi32>) -> tensor<2x3x3xui32>
// CHECK: %[[BITCAST_CONVERT_4:.*]] = hlo.bitcast_convert %[[REDUCE_WINDOW]] : (tensor<2x3x3xi32>) -> tensor<2x3x3xui32>
// CHECK: %[[MAXIMUM_1:.*]] = hlo.maximum %[[BITCAST_CONVERT_3]], %[[BITCAST_CONVERT_4]] : tensor<2x3x3xui32>
// CHECK: %[[BITCAST_CONVERT_5:.*]] = hlo.bitcast_convert %[[MAXIMUM_1]] : (tensor<2x3x3xui32>) -> tensor<2x3x3xi32>
// CHECK: return %[[BITCAST_CONVERT_5]] : tensor<2x3x3xi32>
func.func @pooling_nwc_max_unsigned(%i: tensor<2x11x3xi32>, %k: tensor<3xf32>, %o: tensor<2x3x3xi32>) -> tensor<2x3x3xi32> {
  %0 = linalg.pooling_nwc_max_unsigned {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[2]> : tensor<1xi64>} ins(%i, %k : tensor<2x11x3xi32>, tensor<3xf32>) outs(%o : tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
  return %0 : tensor<2x3x3xi32>
}

// -----

// CHECK-LABEL: func.func @pooling_ncw_max
// CHECK-SAME: (%[[I:.*]]: tensor<2x3x11xf32>, %[[K:.*]]: tensor<3xf32>, %[[O:.*]]: tensor<2x3x3xf32>)
// CHECK: %[[SLICE:.*]] = hlo.slice %[[I]], slice = [0:2, 0:3, 0:9] : (tensor<2x3x11xf32>) -> tensor<2x3x9xf32>
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<0xFF800000> : tensor<f32>
// CHECK: %[[REDUCE_WINDOW:.*]] = hlo.reduce_window(%[[SLICE]] init: %[[CONSTANT]]) window = <size = [1, 1, 3], stride = [1, 1, 2], rhs_dilate = [1, 1, 2]> : (tensor<2x3x9xf32>, tensor<f32>) -> tensor<2x3x3xf32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[MAXIMUM:.*]] = hlo.maximum %[[P0]], %[[P1]] : tensor<f32>
// CHECK: hlo.return %[[MAXIMUM]] : tensor<f32>
// CHECK: }
// CHECK: %[[MAXIMUM_1:.*]] = hlo.maximum %[[O]], %[[REDUCE_WINDOW]] : tensor<2x3x3xf32>
// CHECK: return %[[MAXIMUM_1]] : tensor<2x3x3xf32>
func.func @pooling_ncw_max(%i: tensor<2x3x11xf32>, %k: tensor<3xf32>, %o: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
  %0 = linalg.pooling_ncw_max {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[2]> : tensor<1xi64>} ins(%i, %k : tensor<2x3x11xf32>, tensor<3xf32>) outs(%o : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  return %0 : tensor<2x3x3xf32>
}

// -----

// CHECK-LABEL: func.func @pooling_nwc_min
// CHECK-SAME: (%[[I:.*]]: tensor<2x11x3xf32>, %[[K:.*]]: tensor<3xf32>, %[[O:.*]]: tensor<2x3x3xf32>)
// CHECK: %[[SLICE:.*]] = hlo.slice %[[I]], slice = [0:2, 0:9, 0:3] : (tensor<2x11x3xf32>) -> tensor<2x9x3xf32>
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<0x7F800000> : tensor<f32>
// CHECK: %[[REDUCE_WINDOW:.*]] = hlo.reduce_window(%[[SLICE]] init: %[[CONSTANT]]) window = <size = [1, 3, 1], stride = [1, 2, 1], rhs_dilate = [1, 2, 1]> : (tensor<2x9x3xf32>, tensor<f32>) -> tensor<2x3x3xf32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[MINIMUM:.*]] = hlo.minimum %[[P0]], %[[P1]] : tensor<f32>
// CHECK: hlo.return %[[MINIMUM]] : tensor<f32>
// CHECK: }
// CHECK: %[[MINIMUM_1:.*]] = hlo.minimum %[[O]], %[[REDUCE_WINDOW]] : tensor<2x3x3xf32>
// CHECK: return %[[MINIMUM_1]] : tensor<2x3x3xf32>
func.func @pooling_nwc_min(%i: tensor<2x11x3xf32>, %k: tensor<3xf32>, %o: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
  %0 = linalg.pooling_nwc_min {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[2]> : tensor<1xi64>} ins(%i, %k : tensor<2x11x3xf32>, tensor<3xf32>) outs(%o : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  return %0 : tensor<2x3x3xf32>
}

// -----

// CHECK-LABEL: func.func @pooling_nwc_min_unsigned
// CHECK-SAME: (%[[I:.*]]: tensor<2x11x3xi32>, %[[K:.*]]: tensor<3xf32>, %[[O:.*]]: tensor<2x3x3xi32>)
// CHECK: %[[SLICE:.*]] = hlo.slice %[[I]], slice = [0:2, 0:9, 0:3] : (tensor<2x11x3xi32>) -> tensor<2x9x3xi32>
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<-1> : tensor<i32>
// CHECK: %[[REDUCE_WINDOW:.*]] = hlo.reduce_window(%[[SLICE]] init: %[[CONSTANT]]) window = <size = [1, 3, 1], stride = [1, 2, 1], rhs_dilate = [1, 2, 1]> : (tensor<2x9x3xi32>, tensor<i32>) -> tensor<2x3x3xi32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<i32>, %[[P1:.*]]: tensor<i32>):
// CHECK: %[[BITCAST_CONVERT:.*]] = hlo.bitcast_convert %[[P0]] : (tensor<i32>) -> tensor<ui32>
// CHECK: %[[BITCAST_CONVERT_1:.*]] = hlo.bitcast_convert %[[P1]] : (tensor<i32>) -> tensor<ui32>
// CHECK: %[[MINIMUM:.*]] = hlo.minimum %[[BITCAST_CONVERT]], %[[BITCAST_CONVERT_1]] : tensor<ui32>
// CHECK: %[[BITCAST_CONVERT_2:.*]] = hlo.bitcast_convert %[[MINIMUM]] : (tensor<ui32>) -> tensor<i32>
// CHECK: hlo.return %[[BITCAST_CONVERT_2]] : tensor<i32>
// CHECK: }
// CHECK: %[[BITCAST_CONVERT_3:.*]] = hlo.bitcast_convert %[[O]] : (tensor<2x3x3xi32>) -> tensor<2x3x3xui32>
// CHECK: %[[BITCAST_CONVERT_4:.*]] = hlo.bitcast_convert %[[REDUCE_WINDOW]] : (tensor<2x3x3xi32>) -> tensor<2x3x3xui32>
// CHECK: %[[MINIMUM_1:.*]] = hlo.minimum %[[BITCAST_CONVERT_3]], %[[BITCAST_CONVERT_4]] : tensor<2x3x3xui32>
// CHECK: %[[BITCAST_CONVERT_5:.*]] = hlo.bitcast_convert %[[MINIMUM_1]] : (tensor<2x3x3xui32>) -> tensor<2x3x3xi32>
// CHECK: return %[[BITCAST_CONVERT_5]] : tensor<2x3x3xi32>
func.func @pooling_nwc_min_unsigned(%i: tensor<2x11x3xi32>, %k: tensor<3xf32>, %o: tensor<2x3x3xi32>) -> tensor<2x3x3xi32> {
  %0 = linalg.pooling_nwc_min_unsigned {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[2]> : tensor<1xi64>} ins(%i, %k : tensor<2x11x3xi32>, tensor<3xf32>) outs(%o : tensor<2x3x3xi32>) -> tensor<2x3x3xi32>
  return %0 : tensor<2x3x3xi32>
}

// -----

// CHECK-LABEL: func.func @pooling_ndhwc_sum
// CHECK-SAME: (%[[I:.*]]: tensor<1x5x6x7x2xf32>, %[[K:.*]]: tensor<2x2x3xf32>, %[[O:.*]]: tensor<1x2x3x3x2xf32>)
// CHECK: %[[SLICE:.*]] = hlo.slice %[[I]], slice = [0:1, 0:5, 0:5, 0:7, 0:2] : (tensor<1x5x6x7x2xf32>) -> tensor<1x5x5x7x2xf32>
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK: %[[REDUCE_WINDOW:.*]] = hlo.reduce_window(%[[SLICE]] init: %[[CONSTANT]]) window = <size = [1, 2, 2, 3, 1], stride = [1, 2, 1, 2, 1], rhs_dilate = [1, 1, 2, 1, 1]> : (tensor<1x5x5x7x2xf32>, tensor<f32>) -> tensor<1x2x3x3x2xf32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[ADD:.*]] = hlo.add %[[P0]], %[[P1]] : tensor<f32>
// CHECK: hlo.return %[[ADD]] : tensor<f32>
// CHECK: }
// CHECK: %[[ADD_1:.*]] = hlo.add %[[O]], %[[REDUCE_WINDOW]] : tensor<1x2x3x3x2xf32>
// CHECK: return %[[ADD_1]] : tensor<1x2x3x3x2xf32>
func.func @pooling_ndhwc_sum(%i: tensor<1x5x6x7x2xf32>, %k: tensor<2x2x3xf32>, %o: tensor<1x2x3x3x2xf32>) -> tensor<1x2x3x3x2xf32> {
  %0 = linalg.pooling_ndhwc_sum {strides = dense<[2, 1, 2]> : tensor<3xi64>, dilations = dense<[1, 2, 1]> : tensor<3xi64>} ins(%i, %k : tensor<1x5x6x7x2xf32>, tensor<2x2x3xf32>) outs(%o : tensor<1x2x3x3x2xf32>) -> tensor<1x2x3x3x2xf32>
  return %0 : tensor<1x2x3x3x2xf32>
}

// -----

// CHECK-LABEL: func.func @pooling_ndhwc_max
// CHECK-SAME: (%[[I:.*]]: tensor<1x5x6x7x2xf32>, %[[K:.*]]: tensor<2x2x3xf32>, %[[O:.*]]: tensor<1x2x3x3x2xf32>)
// CHECK: %[[SLICE:.*]] = hlo.slice %[[I]], slice = [0:1, 0:5, 0:5, 0:7, 0:2] : (tensor<1x5x6x7x2xf32>) -> tensor<1x5x5x7x2xf32>
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<0xFF800000> : tensor<f32>
// CHECK: %[[REDUCE_WINDOW:.*]] = hlo.reduce_window(%[[SLICE]] init: %[[CONSTANT]]) window = <size = [1, 2, 2, 3, 1], stride = [1, 2, 1, 2, 1], rhs_dilate = [1, 1, 2, 1, 1]> : (tensor<1x5x5x7x2xf32>, tensor<f32>) -> tensor<1x2x3x3x2xf32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[MAXIMUM:.*]] = hlo.maximum %[[P0]], %[[P1]] : tensor<f32>
// CHECK: hlo.return %[[MAXIMUM]] : tensor<f32>
// CHECK: }
// CHECK: %[[MAXIMUM_1:.*]] = hlo.maximum %[[O]], %[[REDUCE_WINDOW]] : tensor<1x2x3x3x2xf32>
// CHECK: return %[[MAXIMUM_1]] : tensor<1x2x3x3x2xf32>
func.func @pooling_ndhwc_max(%i: tensor<1x5x6x7x2xf32>, %k: tensor<2x2x3xf32>, %o: tensor<1x2x3x3x2xf32>) -> tensor<1x2x3x3x2xf32> {
  %0 = linalg.pooling_ndhwc_max {strides = dense<[2, 1, 2]> : tensor<3xi64>, dilations = dense<[1, 2, 1]> : tensor<3xi64>} ins(%i, %k : tensor<1x5x6x7x2xf32>, tensor<2x2x3xf32>) outs(%o : tensor<1x2x3x3x2xf32>) -> tensor<1x2x3x3x2xf32>
  return %0 : tensor<1x2x3x3x2xf32>
}

// -----

// CHECK-LABEL: func.func @pooling_ndhwc_min
// CHECK-SAME: (%[[I:.*]]: tensor<1x5x6x7x2xf32>, %[[K:.*]]: tensor<2x2x3xf32>, %[[O:.*]]: tensor<1x2x3x3x2xf32>)
// CHECK: %[[SLICE:.*]] = hlo.slice %[[I]], slice = [0:1, 0:5, 0:5, 0:7, 0:2] : (tensor<1x5x6x7x2xf32>) -> tensor<1x5x5x7x2xf32>
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<0x7F800000> : tensor<f32>
// CHECK: %[[REDUCE_WINDOW:.*]] = hlo.reduce_window(%[[SLICE]] init: %[[CONSTANT]]) window = <size = [1, 2, 2, 3, 1], stride = [1, 2, 1, 2, 1], rhs_dilate = [1, 1, 2, 1, 1]> : (tensor<1x5x5x7x2xf32>, tensor<f32>) -> tensor<1x2x3x3x2xf32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[MINIMUM:.*]] = hlo.minimum %[[P0]], %[[P1]] : tensor<f32>
// CHECK: hlo.return %[[MINIMUM]] : tensor<f32>
// CHECK: }
// CHECK: %[[MINIMUM_1:.*]] = hlo.minimum %[[O]], %[[REDUCE_WINDOW]] : tensor<1x2x3x3x2xf32>
// CHECK: return %[[MINIMUM_1]] : tensor<1x2x3x3x2xf32>
func.func @pooling_ndhwc_min(%i: tensor<1x5x6x7x2xf32>, %k: tensor<2x2x3xf32>, %o: tensor<1x2x3x3x2xf32>) -> tensor<1x2x3x3x2xf32> {
  %0 = linalg.pooling_ndhwc_min {strides = dense<[2, 1, 2]> : tensor<3xi64>, dilations = dense<[1, 2, 1]> : tensor<3xi64>} ins(%i, %k : tensor<1x5x6x7x2xf32>, tensor<2x2x3xf32>) outs(%o : tensor<1x2x3x3x2xf32>) -> tensor<1x2x3x3x2xf32>
  return %0 : tensor<1x2x3x3x2xf32>
}

// -----

// An init filled with the identity (-inf for max) is not combined again.
// CHECK-LABEL: func.func @pooling_nhwc_max_fill
// CHECK-SAME: (%[[I:.*]]: tensor<1x6x6x2xf32>, %[[K:.*]]: tensor<2x2xf32>)
// CHECK: %{{.*}} = hlo.constant dense<0xFF800000> : tensor<f32>
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<0xFF800000> : tensor<f32>
// CHECK: %[[REDUCE_WINDOW:.*]] = hlo.reduce_window(%[[I]] init: %[[CONSTANT]]) window = <size = [1, 2, 2, 1], stride = [1, 2, 2, 1]> : (tensor<1x6x6x2xf32>, tensor<f32>) -> tensor<1x3x3x2xf32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[MAXIMUM:.*]] = hlo.maximum %[[P0]], %[[P1]] : tensor<f32>
// CHECK: hlo.return %[[MAXIMUM]] : tensor<f32>
// CHECK: }
// CHECK: return %[[REDUCE_WINDOW]] : tensor<1x3x3x2xf32>
func.func @pooling_nhwc_max_fill(%i: tensor<1x6x6x2xf32>, %k: tensor<2x2xf32>) -> tensor<1x3x3x2xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x3x3x2xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  %0 = linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%i, %k : tensor<1x6x6x2xf32>, tensor<2x2xf32>) outs(%f : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  return %0 : tensor<1x3x3x2xf32>
}

// -----

// The sum casts the input to the output type first.
// CHECK-LABEL: func.func @pooling_nhwc_sum_cast
// CHECK-SAME: (%[[I:.*]]: tensor<1x6x6x2xi32>, %[[K:.*]]: tensor<2x2xf32>, %[[O:.*]]: tensor<1x3x3x2xf32>)
// CHECK: %[[CONVERT:.*]] = hlo.convert %[[I]] : (tensor<1x6x6x2xi32>) -> tensor<1x6x6x2xf32>
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK: %[[REDUCE_WINDOW:.*]] = hlo.reduce_window(%[[CONVERT]] init: %[[CONSTANT]]) window = <size = [1, 2, 2, 1], stride = [1, 2, 2, 1]> : (tensor<1x6x6x2xf32>, tensor<f32>) -> tensor<1x3x3x2xf32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[ADD:.*]] = hlo.add %[[P0]], %[[P1]] : tensor<f32>
// CHECK: hlo.return %[[ADD]] : tensor<f32>
// CHECK: }
// CHECK: %[[ADD_1:.*]] = hlo.add %[[O]], %[[REDUCE_WINDOW]] : tensor<1x3x3x2xf32>
// CHECK: return %[[ADD_1]] : tensor<1x3x3x2xf32>
func.func @pooling_nhwc_sum_cast(%i: tensor<1x6x6x2xi32>, %k: tensor<2x2xf32>, %o: tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32> {
  %0 = linalg.pooling_nhwc_sum {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%i, %k : tensor<1x6x6x2xi32>, tensor<2x2xf32>) outs(%o : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  return %0 : tensor<1x3x3x2xf32>
}

// -----

// A generic window reduction: windows in the middle of the input, read
// transposed into the output, with a payload transforming the input.
// CHECK-LABEL: func.func @generic_pooling
// CHECK-SAME: (%[[I:.*]]: tensor<7x2x3xf32>, %[[K:.*]]: tensor<3xf32>, %[[O:.*]]: tensor<3x2x5xf32>)
// CHECK: %[[ABS:.*]] = hlo.abs %[[I]] : tensor<7x2x3xf32>
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<0x7F800000> : tensor<f32>
// CHECK: %[[REDUCE_WINDOW:.*]] = hlo.reduce_window(%[[ABS]] init: %[[CONSTANT]]) window = <size = [3, 1, 1]> : (tensor<7x2x3xf32>, tensor<f32>) -> tensor<5x2x3xf32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[MINIMUM:.*]] = hlo.minimum %[[P0]], %[[P1]] : tensor<f32>
// CHECK: hlo.return %[[MINIMUM]] : tensor<f32>
// CHECK: }
// CHECK: %[[TRANSPOSE:.*]] = hlo.transpose %[[REDUCE_WINDOW]], dimensions = [2, 1, 0] : (tensor<5x2x3xf32>) -> tensor<3x2x5xf32>
// CHECK: %[[MINIMUM_1:.*]] = hlo.minimum %[[O]], %[[TRANSPOSE]] : tensor<3x2x5xf32>
// CHECK: return %[[MINIMUM_1]] : tensor<3x2x5xf32>
func.func @generic_pooling(%i: tensor<7x2x3xf32>, %k: tensor<3xf32>, %o: tensor<3x2x5xf32>) -> tensor<3x2x5xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(c, n, w, kw) -> (w + kw, n, c)>, affine_map<(c, n, w, kw) -> (kw)>, affine_map<(c, n, w, kw) -> (c, n, w)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%i, %k : tensor<7x2x3xf32>, tensor<3xf32>) outs(%o : tensor<3x2x5xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %a = math.absf %x : f32
    %m = arith.minimumf %acc, %a : f32
    linalg.yield %m : f32
  } -> tensor<3x2x5xf32>
  return %0 : tensor<3x2x5xf32>
}
