// aot-convolution-chains: f32 convolutions with two spatial dimensions, each
// with the bias, ReLU (max with +0.0) and max-pool after it, that read the
// value of the one before become calls of xhlo_aot_convolution_stage_f32,
// the activations between them blocked buffers of the runtime's (header
// XHLO_AOT_CONVOLUTION_STAGE_HEADER = 16 floats, then n * ceil(c / 16) * 16
// * h * w); the chain's input, kernels and biases enter read only, its
// result leaves as a restricted tensor. What does not fit stays hlo.
// RUN: xhlo-opt --aot-convolution-chains --split-input-file %s | FileCheck %s

// Two stages: a ReLU and a 2 x 2 pool after the first (8 x 8 -> 4 x 4: a
// blocked buffer of 16 + 1 * 16 * 4 * 4 = 272 floats), a bias after the
// second. The configurations: roles (group -1), strides, window dilations,
// padding, no reversal; flags (1 bias, 2 ReLU, 4 blocked input, 8 blocked
// output), the pool's window, strides and init (-inf's bits), the input's and
// output's sizes.
// CHECK-LABEL: func.func @two_stages
// CHECK-SAME: (%[[X:.*]]: tensor<1x3x8x8xf32>, %[[W1:.*]]: tensor<4x3x3x3xf32>, %[[W2:.*]]: tensor<5x4x3x3xf32>, %[[B2:.*]]: tensor<5xf32>)
// CHECK: %[[XM:.*]] = bufferization.to_memref %[[X]] read_only : memref<1x3x8x8xf32, strided<[?, ?, ?, ?], offset: ?>>
// CHECK: %[[W1M:.*]] = bufferization.to_memref %[[W1]] read_only : memref<4x3x3x3xf32, strided<[?, ?, ?, ?], offset: ?>>
// CHECK: %[[NOBIAS:.*]] = memref.get_global @__xhlo_aot_convolution_no_bias : memref<1xf32>
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<272xf32>
// CHECK: %[[C1:.*]] = memref.get_global @__xhlo_aot_convolution_stage_config : memref<41xi64>
// CHECK: call @xhlo_aot_convolution_stage_f32(
// CHECK: %[[W2M:.*]] = bufferization.to_memref %[[W2]] read_only
// CHECK: %[[B2M:.*]] = bufferization.to_memref %[[B2]] read_only : memref<5xf32, strided<[?], offset: ?>>
// CHECK: %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x5x4x4xf32>
// CHECK: %[[C2:.*]] = memref.get_global @__xhlo_aot_convolution_stage_config_0 : memref<41xi64>
// CHECK: %[[IN2:.*]] = memref.cast %[[BUF]] : memref<272xf32> to memref<*xf32>
// CHECK: %[[K2:.*]] = memref.cast %[[W2M]]
// CHECK: %[[O2:.*]] = memref.cast %[[OUT]] : memref<1x5x4x4xf32> to memref<*xf32>
// CHECK: call @xhlo_aot_convolution_stage_f32(%[[IN2]], %[[K2]], %{{.*}}, %[[O2]], %{{.*}})
// CHECK: %[[R:.*]] = bufferization.to_tensor %[[OUT]] restrict writable : memref<1x5x4x4xf32>
// CHECK: %[[FLAT:.*]] = hlo.reshape %[[R]] : (tensor<1x5x4x4xf32>) -> tensor<1x80xf32>
// CHECK: return %[[FLAT]]
// CHECK-NOT: hlo.convolution
// CHECK-NOT: hlo.reduce_window
// CHECK: func.func private @xhlo_aot_convolution_stage_f32(memref<*xf32>, memref<*xf32>, memref<?xf32, strided<[?], offset: ?>>, memref<*xf32>, memref<?xi64, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
// CHECK: memref.global "private" constant @__xhlo_aot_convolution_no_bias : memref<1xf32> = dense<0.000000e+00>
// CHECK: memref.global "private" constant @__xhlo_aot_convolution_stage_config : memref<41xi64> = dense<[2, 0, 0, -1, 1, 2, 3, 0, -1, 1, 2, 3, 0, -1, 1, 2, 3, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 10, 2, 2, 2, 2, 4286578688, 1, 3, 8, 8, 1, 4, 4, 4]>
// CHECK: memref.global "private" constant @__xhlo_aot_convolution_stage_config_0 : memref<41xi64> = dense<[2, 0, 0, -1, 1, 2, 3, 0, -1, 1, 2, 3, 0, -1, 1, 2, 3, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 5, 1, 1, 1, 1, 0, 1, 4, 4, 4, 1, 5, 4, 4]>
func.func @two_stages(%x: tensor<1x3x8x8xf32>, %w1: tensor<4x3x3x3xf32>, %w2: tensor<5x4x3x3xf32>, %b2: tensor<5xf32>) -> tensor<1x80xf32> {
  %zero = hlo.constant dense<0.000000e+00> : tensor<1x4x8x8xf32>
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %c1 = hlo.convolution %x, %w1, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  %relu = hlo.maximum %zero, %c1 : tensor<1x4x8x8xf32>
  %pool = hlo.reduce_window(%relu init: %ninf) window = <size = [1, 1, 2, 2], stride = [1, 1, 2, 2]> : (tensor<1x4x8x8xf32>, tensor<f32>) -> tensor<1x4x4x4xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  %c2 = hlo.convolution %pool, %w2, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x4x4x4xf32>, tensor<5x4x3x3xf32>) -> tensor<1x5x4x4xf32>
  %bb = hlo.broadcast %b2, dimensions = [1] : (tensor<5xf32>) -> tensor<1x5x4x4xf32>
  %add = hlo.add %c2, %bb : tensor<1x5x4x4xf32>
  %flat = hlo.reshape %add : (tensor<1x5x4x4xf32>) -> tensor<1x80xf32>
  return %flat : tensor<1x80xf32>
}

// -----

// Left alone: one convolution without a pool (convert-linalg-to-aot-runtime
// fuses its bias and ReLU); a value read twice ends the chain there; a
// maximum with 1.0 is no ReLU (the chain ends before it, one stage and no
// pool: nothing); feature groups, base dilation, a reversed window, one
// spatial dimension; labels that change the roles of the spatial
// dimensions between two convolutions.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: xhlo_aot_convolution_stage_f32
// CHECK-COUNT-8: hlo.convolution
// CHECK-NOT: xhlo_aot_convolution_stage_f32
func.func @left_alone(%x: tensor<1x4x8x8xf32>, %w: tensor<4x4x3x3xf32>, %wg: tensor<4x2x3x3xf32>, %x1: tensor<1x4x8xf32>, %w1: tensor<4x4x3xf32>) -> (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>, tensor<1x4x15x15xf32>, tensor<1x4x8x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8x8xf32>) {
  %one = hlo.constant dense<1.0> : tensor<1x4x8x8xf32>
  %a = hlo.convolution %x, %w, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>) -> tensor<1x4x8x8xf32>
  %b = hlo.convolution %a, %w, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>) -> tensor<1x4x8x8xf32>
  %c = hlo.maximum %b, %one : tensor<1x4x8x8xf32>
  %g = hlo.convolution %x, %wg, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 2 : (tensor<1x4x8x8xf32>, tensor<4x2x3x3xf32>) -> tensor<1x4x8x8xf32>
  %d = hlo.convolution %x, %w, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1], lhs_dilate = [2, 2]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>) -> tensor<1x4x15x15xf32>
  %r = hlo.convolution %x, %w, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1], rhs_reversal = [1, 0]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>) -> tensor<1x4x8x8xf32>
  %o = hlo.convolution %x1, %w1, window = <size = [3], pad_low = [1], pad_high = [1]>, dim_labels = <[b, f, 0]x[o, i, 0]->[b, f, 0]> : (tensor<1x4x8xf32>, tensor<4x4x3xf32>) -> tensor<1x4x8xf32>
  %q = hlo.convolution %x, %w, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>) -> tensor<1x4x8x8xf32>
  %s = hlo.convolution %q, %w, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 1, 0]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>) -> tensor<1x4x8x8xf32>
  return %a, %c, %g, %s, %d, %r, %o, %b : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>, tensor<1x4x15x15xf32>, tensor<1x4x8x8xf32>, tensor<1x4x8xf32>, tensor<1x4x8x8xf32>
}
