// VGG19 (python-free-examples/vgg19) converts into one hlo module with no
// input-dialect op left: the forward pass @vgg19 with 16 convolutions, 5
// max-pool reduce-windows and 3 dots, counted by the hlo-stats pass
// (per function) and again on the exported HLO by xhlo-translate
// --hlo-stats; and the gradient of its softmax cross-entropy, which
// hlo-autodiff writes for the request @vgg19_loss_grad: a gradient for every
// weight and bias, its forward pass (the network and the loss) and its
// backward pass (an input and a kernel gradient convolution per layer but the
// first, which needs no input gradient; two dots per dense layer; a
// select-and-scatter per max-pool) counted apart; and one train step
// (@vgg19_train_step) run with --profile.
// RUN: xhlo-opt --xhlo-linalg-to-hlo --hlo-stats=per-function %xhlo_src_root/python-free-examples/vgg19/vgg19.mlir -o %t.mlir 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=IR --implicit-check-not=linalg. --implicit-check-not=tensor. --implicit-check-not=arith. < %t.mlir
// RUN: xhlo-translate --hlo-stats %t.mlir | FileCheck %s --check-prefix=EXPORTED
// RUN: xhlo-translate --mlir-to-hlo-text %t.mlir | FileCheck %s --check-prefix=TEXT

// One forward pass of the exported proto on the interpreter, with the
// demo's arguments (an image in [-1, 1), He-uniform weights, zero biases):
// probabilities that are finite, sum to 1 (mean 0.001) and are not one-hot.
// RUN: xhlo-translate --mlir-to-hlo-proto %t.mlir -o %t.pb
// RUN: xhlo-run %t.pb --seed=1 --summary --arg=random \
// RUN:   --arg=random:0.471405 --arg=zeros --arg=random:0.102062 --arg=zeros --arg=random:0.102062 --arg=zeros --arg=random:0.0721688 --arg=zeros \
// RUN:   --arg=random:0.0721688 --arg=zeros --arg=random:0.051031 --arg=zeros --arg=random:0.051031 --arg=zeros --arg=random:0.051031 --arg=zeros \
// RUN:   --arg=random:0.051031 --arg=zeros --arg=random:0.0360844 --arg=zeros --arg=random:0.0360844 --arg=zeros --arg=random:0.0360844 --arg=zeros \
// RUN:   --arg=random:0.0360844 --arg=zeros --arg=random:0.0360844 --arg=zeros --arg=random:0.0360844 --arg=zeros --arg=random:0.0360844 --arg=zeros \
// RUN:   --arg=random:0.0154647 --arg=zeros --arg=random:0.0382733 --arg=zeros --arg=random:0.0382733 --arg=zeros \
// RUN:   | FileCheck %s --check-prefix=FORWARD
// FORWARD: result 0: f32[1,1000] min {{[0-9.e-]+}} max 0.0{{[0-9]+}} mean 0.001 argmax [0,{{[0-9]+}}]{{$}}

// One run of the gradient (one-hot labels for class 7): every weight and
// bias gets a gradient that is not zero, and the last bias's is p - y (its
// minimum is p7 - 1).
// RUN: %python -c "import numpy as np; y = np.zeros((1, 1000), np.float32); y[0, 7] = 1; np.save('%t.labels.npy', y)"
// RUN: xhlo-run %t.mlir --entry=vgg19_loss_grad --seed=1 --summary --arg=random --arg=%t.labels.npy \
// RUN:   --arg=random:0.471405 --arg=zeros --arg=random:0.102062 --arg=zeros --arg=random:0.102062 --arg=zeros --arg=random:0.0721688 --arg=zeros \
// RUN:   --arg=random:0.0721688 --arg=zeros --arg=random:0.051031 --arg=zeros --arg=random:0.051031 --arg=zeros --arg=random:0.051031 --arg=zeros \
// RUN:   --arg=random:0.051031 --arg=zeros --arg=random:0.0360844 --arg=zeros --arg=random:0.0360844 --arg=zeros --arg=random:0.0360844 --arg=zeros \
// RUN:   --arg=random:0.0360844 --arg=zeros --arg=random:0.0360844 --arg=zeros --arg=random:0.0360844 --arg=zeros --arg=random:0.0360844 --arg=zeros \
// RUN:   --arg=random:0.0154647 --arg=zeros --arg=random:0.0382733 --arg=zeros --arg=random:0.0382733 --arg=zeros \
// RUN:   | FileCheck %s --check-prefix=GRAD
// GRAD: result 0: f32[] min {{[0-9.]+}} max
// GRAD-NOT: min 0 max 0
// GRAD: result 1: f32[64,3,3,3] min -
// GRAD-NOT: min 0 max 0
// GRAD: result 33: f32[25088,4096] min -
// GRAD-NOT: min 0 max 0
// GRAD: result 38: f32[1000] min -0.99{{[0-9]+}} max 0.
// GRAD-NOT: result 39

// One train step (the gradient and an SGD update of every parameter): all
// 47 convolutions (16 forward, 15 input gradients, 16 kernel gradients) run
// on oneDNN, none on the reference kernel (33 of them on its Winograd kernels
// where oneDNN has them: AVX-512); the peak buffer bytes stay within
// 1.3x the largest live set; the last bias moves by -0.01 (p - y): up at the
// label, by 0.01 (1 - p7).
// RUN: xhlo-run %t.mlir --entry=vgg19_train_step --seed=1 --summary --profile --arg=random --arg=%t.labels.npy \
// RUN:   --arg=random:0.471405 --arg=zeros --arg=random:0.102062 --arg=zeros --arg=random:0.102062 --arg=zeros --arg=random:0.0721688 --arg=zeros \
// RUN:   --arg=random:0.0721688 --arg=zeros --arg=random:0.051031 --arg=zeros --arg=random:0.051031 --arg=zeros --arg=random:0.051031 --arg=zeros \
// RUN:   --arg=random:0.051031 --arg=zeros --arg=random:0.0360844 --arg=zeros --arg=random:0.0360844 --arg=zeros --arg=random:0.0360844 --arg=zeros \
// RUN:   --arg=random:0.0360844 --arg=zeros --arg=random:0.0360844 --arg=zeros --arg=random:0.0360844 --arg=zeros --arg=random:0.0360844 --arg=zeros \
// RUN:   --arg=random:0.0154647 --arg=zeros --arg=random:0.0382733 --arg=zeros --arg=random:0.0382733 --arg=zeros \
// RUN:   | FileCheck %s --check-prefix=STEP
// STEP: result 0: f32[] min {{[0-9.]+}} max
// STEP: result 38: f32[1000] min -{{[0-9.e-]+}} max 0.0099{{[0-9]+}} mean {{.*}} argmax [7]
// STEP: peak buffer bytes: {{[0-9]+}} (largest live set of values: {{[0-9]+}}, ratio {{0\.[0-9]+|1\.[0-2][0-9]|1\.30}})
// STEP: convolutions: 47 on oneDNN (16 forward, 15 backward-data, 16 backward-weights{{(; 33 Winograd)?}}), 0 on the reference kernel

// CHECK-LABEL: hlo-stats @vgg19: {{[0-9]+}} computations, {{[0-9]+}} instructions, 0 other ops
// CHECK:  convolution 16{{$}}
// CHECK:  dot 3{{$}}
// CHECK:  reduce-window 5{{$}}
// CHECK-LABEL: hlo-stats @vgg19_loss: {{[0-9]+}} computations, {{[0-9]+}} instructions, 0 other ops
// CHECK-LABEL: hlo-stats @vgg19_loss_grad forward pass: {{[0-9]+}} computations, {{[0-9]+}} instructions, 0 other ops
// CHECK:  convolution 16{{$}}
// CHECK:  dot 3{{$}}
// CHECK:  log 1{{$}}
// CHECK:  reduce-window 5{{$}}
// CHECK-NOT: select-and-scatter
// CHECK-LABEL: hlo-stats @vgg19_loss_grad backward pass: {{[0-9]+}} computations, {{[0-9]+}} instructions, 0 other ops
// CHECK:  convolution 31{{$}}
// CHECK:  dot 6{{$}}
// CHECK-NOT: reduce-window
// CHECK:  select-and-scatter 5{{$}}
// CHECK-NOT: ops outside hlo

// IR: module
// IR: func.func @vgg19(%{{.*}}: tensor<1x3x224x224xf32>
// IR-SAME: -> tensor<1x1000xf32>
// IR-COUNT-16: hlo.convolution
// IR: return
// The gradient: the loss, then one gradient per weight and bias.
// IR: func.func private @vgg19_loss_grad(
// IR-SAME: -> (tensor<f32>, tensor<64x3x3x3xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<25088x4096xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<4096xf32>, tensor<4096x1000xf32>, tensor<1000xf32>)
// IR-SAME: xhlo.gradient_of_generated = @vgg19_loss

// EXPORTED: hlo-stats (exported module '{{.*}}'): {{[0-9]+}} computations, {{[0-9]+}} instructions, 0 other ops
// EXPORTED-DAG:  convolution 16{{$}}
// EXPORTED-DAG:  reduce-window 5{{$}}
// EXPORTED-DAG:  dot 3{{$}}

// TEXT: HloModule
// TEXT: ENTRY
// TEXT-COUNT-16: convolution(
// TEXT: ROOT
