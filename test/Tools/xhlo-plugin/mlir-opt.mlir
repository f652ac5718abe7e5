// Debian's own mlir-opt (/usr/lib/llvm-19/bin) loads XhloPlugin.so as a
// dialect plugin (hlo and xrt parse, verify and print) and as a pass plugin
// (xhlo's passes and pipelines, named in --pass-pipeline: mlir-opt reads its
// pass flags before it loads plugins). LD_BIND_NOW=1 makes the loader resolve
// every symbol the plugin takes from mlir-opt at once.
// REQUIRES: xhlo-plugin
// RUN: env LD_BIND_NOW=1 %mlir_opt --load-dialect-plugin=%xhlo_plugin --load-pass-plugin=%xhlo_plugin %s --split-input-file --pass-pipeline="builtin.module(xhlo-linalg-to-hlo,hlo-stats)" 2>&1 | FileCheck %s --implicit-check-not=linalg.
// RUN: env LD_BIND_NOW=1 %mlir_opt --load-dialect-plugin=%xhlo_plugin %s --split-input-file --canonicalize --verify-roundtrip | FileCheck %s --check-prefix=DIALECT
// RUN: env LD_BIND_NOW=1 %mlir_opt --load-dialect-plugin=%xhlo_plugin --load-pass-plugin=%xhlo_plugin %xhlo_src_root/python-free-examples/vgg19/vgg19.mlir --pass-pipeline="builtin.module(xhlo-linalg-to-hlo,hlo-stats{per-function})" -o /dev/null 2>&1 | FileCheck %s --check-prefix=VGG

// The pipeline converts a dense layer with ReLU; hlo-stats counts it.
// CHECK: hlo-stats: 1 computation, 8 instructions, 0 other ops
// CHECK:        dot 1
// CHECK-LABEL: func.func @dense_relu
// CHECK-SAME:    (%[[X:.*]]: tensor<4x8xf32>, %[[W:.*]]: tensor<8x3xf32>, %[[B:.*]]: tensor<3xf32>)
// CHECK:         %[[DOT:.*]] = hlo.dot %[[X]], %[[W]]
// CHECK:         %[[BIAS:.*]] = hlo.broadcast %[[B]], dimensions = [1]
// CHECK:         %[[ADD:.*]] = hlo.add %[[DOT]], %[[BIAS]]
// CHECK:         hlo.maximum %[[ADD]]
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @dense_relu(%x: tensor<4x8xf32>, %w: tensor<8x3xf32>, %b: tensor<3xf32>) -> tensor<4x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x3xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x3xf32>) outs(%acc : tensor<4x3xf32>) -> tensor<4x3xf32>
  %r = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %b : tensor<4x3xf32>, tensor<3xf32>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%m: f32, %bias: f32, %o: f32):
    %s = arith.addf %m, %bias : f32
    %y = arith.maximumf %s, %zero : f32
    linalg.yield %y : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

// hlo ops parse, verify, fold under upstream's canonicalize and survive
// mlir-opt's round trip through the generic form.
// CHECK-LABEL: func.func @hlo_ops
// DIALECT-LABEL: func.func @hlo_ops
// DIALECT-SAME:    (%[[X:.*]]: tensor<4xf32>)
// DIALECT-NEXT:    %[[N:.*]] = hlo.negate %[[X]] : tensor<4xf32>
// DIALECT-NEXT:    return %[[N]] : tensor<4xf32>
func.func @hlo_ops(%x: tensor<4xf32>) -> tensor<4xf32> {
  %one = hlo.constant dense<1.0> : tensor<4xf32>
  %0 = hlo.multiply %x, %one : tensor<4xf32>
  %1 = hlo.negate %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// VGG19 through the plugin: one module, nothing left outside hlo; the
// forward pass, and the gradient hlo-autodiff writes for its loss.
// VGG-LABEL: hlo-stats @vgg19: {{[0-9]+}} computations, {{[0-9]+}} instructions, 0 other ops
// VGG:  convolution 16{{$}}
// VGG:  dot 3{{$}}
// VGG:  reduce-window 5{{$}}
// VGG-LABEL: hlo-stats @vgg19_loss_grad backward pass: {{[0-9]+}} computations, {{[0-9]+}} instructions, 0 other ops
// VGG:  convolution 31{{$}}
// VGG:  select-and-scatter 5{{$}}
