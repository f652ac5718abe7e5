// xhlo-opt parses, verifies and round-trips every input dialect.
// RUN: xhlo-opt --verify-roundtrip --split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @linalg_tensor_math
func.func @linalg_tensor_math(%a: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  // CHECK: linalg.transpose
  %t = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) permutation = [1, 0]
  // CHECK: linalg.map { math.tanh }
  %m = linalg.map { math.tanh } ins(%t : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>)
  return %m : tensor<8x4xf32>
}

// -----

// CHECK-LABEL: func.func @affine_memref
func.func @affine_memref(%m: memref<16xf32>) {
  // CHECK: affine.for
  affine.for %i = 0 to 16 {
    %v = affine.load %m[%i] : memref<16xf32>
    %w = arith.mulf %v, %v : f32
    affine.store %w, %m[%i] : memref<16xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @scf_loops
func.func @scf_loops(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // CHECK: scf.for
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {
    %y = arith.addf %acc, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @bufferization
func.func @bufferization(%m: memref<4xf32>) -> tensor<4xf32> {
  // CHECK: bufferization.to_tensor
  %t = bufferization.to_tensor %m : memref<4xf32>
  return %t : tensor<4xf32>
}
