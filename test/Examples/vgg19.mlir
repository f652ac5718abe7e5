// VGG19 forward (python-free-examples/vgg19) converts into one hlo module
// with no input-dialect op left: 16 convolutions, 5 max-pool reduce-windows
// and 3 dots, counted by the hlo-stats pass and again on the exported HLO
// by xhlo-translate --hlo-stats.
// RUN: xhlo-opt --xhlo-linalg-to-hlo --hlo-stats %xhlo_src_root/python-free-examples/vgg19/vgg19.mlir -o %t.mlir 2>&1 | FileCheck %s
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

// CHECK: hlo-stats: {{[0-9]+}} computations, {{[0-9]+}} instructions, 0 other ops
// CHECK-DAG:  convolution 16{{$}}
// CHECK-DAG:  reduce-window 5{{$}}
// CHECK-DAG:  dot 3{{$}}
// CHECK-DAG:  parameter {{[0-9]+}}{{$}}
// CHECK-NOT:  ops outside hlo

// IR: module
// IR: func.func @vgg19(%{{.*}}: tensor<1x3x224x224xf32>
// IR-SAME: -> tensor<1x1000xf32>
// IR-COUNT-16: hlo.convolution
// IR: return

// EXPORTED: hlo-stats (exported module '{{.*}}'): {{[0-9]+}} computations, {{[0-9]+}} instructions, 0 other ops
// EXPORTED-DAG:  convolution 16{{$}}
// EXPORTED-DAG:  reduce-window 5{{$}}
// EXPORTED-DAG:  dot 3{{$}}

// TEXT: HloModule
// TEXT: ENTRY
// TEXT-COUNT-16: convolution(
// TEXT: ROOT
