// hlo-stats prints the HLO instruction counts per opcode over every
// computation (functions and the regions of hlo ops), lists the ops outside
// hlo, and leaves the IR unchanged.
// RUN: xhlo-opt --hlo-stats --split-input-file %s -o /dev/null 2>&1 | FileCheck %s
// RUN: xhlo-opt --hlo-stats --split-input-file %s 2>/dev/null | FileCheck %s --check-prefix=IR
// RUN: xhlo-opt --hlo-stats=output=%t.txt %s --split-input-file -o /dev/null && FileCheck %s --check-prefix=FILE < %t.txt

// A dense layer: parameters are function arguments, hlo.return is no
// instruction, the IR is printed as it was.
// CHECK:      hlo-stats: 1 computation, 6 instructions, 0 other ops
// CHECK-NEXT:   opcode count
// CHECK-NEXT:   add 1
// CHECK-NEXT:   broadcast 1
// CHECK-NEXT:   dot 1
// CHECK-NEXT:   parameter 3
// CHECK-NEXT:   ---
// CHECK-NEXT:   total 6
// IR-LABEL: func.func @dense
// IR:         hlo.dot
// IR:         hlo.broadcast
// IR:         hlo.add
// With an output file, each case overwrites it: the last one remains.
// FILE: hlo-stats: 1 computation, 2 instructions, 2 other ops
func.func @dense(%x: tensor<2x4xf32>, %w: tensor<4x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = hlo.dot %x, %w, lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %1 = hlo.broadcast %b, dimensions = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %2 = hlo.add %0, %1 : tensor<2x3xf32>
  return %2 : tensor<2x3xf32>
}

// -----

// A reduce-window's body is a computation of its own, with two parameters;
// opcodes are spelled as in HLO text.
// CHECK:      hlo-stats: 2 computations, 6 instructions, 0 other ops
// CHECK:        constant 1
// CHECK-NEXT:   maximum 1
// CHECK-NEXT:   parameter 3
// CHECK-NEXT:   reduce-window 1
// CHECK:        total 6
// IR-LABEL: func.func @max_pool
// IR:         hlo.reduce_window
func.func @max_pool(%x: tensor<1x4x4x1xf32>) -> tensor<1x2x2x1xf32> {
  %init = hlo.constant dense<0xFF800000> : tensor<f32>
  %0 = hlo.reduce_window(%x init: %init) window = <size = [1, 2, 2, 1], stride = [1, 2, 2, 1]> : (tensor<1x4x4x1xf32>, tensor<f32>) -> tensor<1x2x2x1xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = hlo.maximum %a, %b : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  return %0 : tensor<1x2x2x1xf32>
}

// -----

// Ops outside hlo are listed by name, under the table; their regions are
// not counted.
// CHECK:      hlo-stats: 1 computation, 2 instructions, 2 other ops
// CHECK:        total 2
// CHECK-NEXT:   ops outside hlo:
// CHECK-NEXT:   arith.constant 1
// CHECK-NEXT:   linalg.generic 1
// IR-LABEL: func.func @partial
// IR:         linalg.generic
#id = affine_map<(d0) -> (d0)>
func.func @partial(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant 2.0 : f32
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %c : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %1 = hlo.negate %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}
