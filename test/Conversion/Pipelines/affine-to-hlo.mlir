// The xhlo-affine-to-hlo pipeline: functions of affine loops on memrefs in,
// func + hlo out. Each memref argument becomes a tensor argument, each
// written one a result too (after the function's own results, in argument
// order); raised nests become hlo ops on whole arrays, loops kept
// sequential hlo.while. index-bitwidth=32 makes index i32 throughout.
// RUN: xhlo-opt --xhlo-affine-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=affine. --implicit-check-not=linalg. --implicit-check-not=memref. --implicit-check-not=scf. --implicit-check-not=tensor. --implicit-check-not=arith. --implicit-check-not=math.
// RUN: xhlo-opt --xhlo-affine-to-hlo="index-bitwidth=32" --split-input-file %s | FileCheck %s --check-prefix=I32

// CHECK-LABEL: func.func @gemm
// CHECK-SAME: (%[[ALPHA:.*]]: tensor<f32>, %[[BETA:.*]]: tensor<f32>, %[[C:.*]]: tensor<4x5xf32>, %[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<8x5xf32>) -> tensor<4x5xf32>
// CHECK: %[[BB:.*]] = hlo.broadcast %[[BETA]], dimensions = [] : (tensor<f32>) -> tensor<4x5xf32>
// CHECK: %[[CB:.*]] = hlo.multiply %[[C]], %[[BB]] : tensor<4x5xf32>
// CHECK: %[[AB:.*]] = hlo.broadcast %[[ALPHA]], dimensions = [] : (tensor<f32>) -> tensor<4x8xf32>
// CHECK: %[[AA:.*]] = hlo.multiply %[[AB]], %[[A]] : tensor<4x8xf32>
// CHECK: %[[D:.*]] = hlo.dot %[[AA]], %[[B]], lhs_contracting_dims = [1], rhs_contracting_dims = [0] : (tensor<4x8xf32>, tensor<8x5xf32>) -> tensor<4x5xf32>
// CHECK: %[[R:.*]] = hlo.add %[[CB]], %[[D]] : tensor<4x5xf32>
// CHECK: return %[[R]] : tensor<4x5xf32>
func.func @gemm(%alpha: f32, %beta: f32, %C: memref<4x5xf32>, %A: memref<4x8xf32>, %B: memref<8x5xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      %c = affine.load %C[%i, %j] : memref<4x5xf32>
      %m = arith.mulf %c, %beta : f32
      affine.store %m, %C[%i, %j] : memref<4x5xf32>
    }
    affine.for %k = 0 to 8 {
      affine.for %j = 0 to 5 {
        %a = affine.load %A[%i, %k] : memref<4x8xf32>
        %t = arith.mulf %alpha, %a : f32
        %b = affine.load %B[%k, %j] : memref<8x5xf32>
        %p = arith.mulf %t, %b : f32
        %c = affine.load %C[%i, %j] : memref<4x5xf32>
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<4x5xf32>
      }
    }
  }
  return
}

// -----

// A temporary buffer (the row maxima) is an array of the program, not an
// argument or result.
// CHECK-LABEL: func.func @softmax
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[Y:.*]]: tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK: %[[M:.*]] = hlo.reduce(%[[X]] init: %{{.*}}) dimensions = [1]
// CHECK:   hlo.maximum
// CHECK: %[[MB:.*]] = hlo.broadcast %[[M]], dimensions = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
// CHECK: %[[D:.*]] = hlo.subtract %[[X]], %[[MB]]
// CHECK: %[[E:.*]] = hlo.exponential %[[D]]
// CHECK: %[[S:.*]] = hlo.reduce(%[[E]] init: %{{.*}}) dimensions = [1]
// CHECK:   hlo.add
// CHECK: %[[SB:.*]] = hlo.broadcast %[[S]], dimensions = [0]
// CHECK: %[[R:.*]] = hlo.divide %[[E]], %[[SB]]
// CHECK: return %[[R]]
func.func @softmax(%X: memref<4x8xf32>, %Y: memref<4x8xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %max = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    affine.store %ninf, %max[%i] : memref<4xf32>
    affine.for %j = 0 to 8 {
      %x = affine.load %X[%i, %j] : memref<4x8xf32>
      %m = affine.load %max[%i] : memref<4xf32>
      %n = arith.maximumf %m, %x : f32
      affine.store %n, %max[%i] : memref<4xf32>
    }
    %s = affine.for %j = 0 to 8 iter_args(%acc = %zero) -> f32 {
      %x = affine.load %X[%i, %j] : memref<4x8xf32>
      %m = affine.load %max[%i] : memref<4xf32>
      %d = arith.subf %x, %m : f32
      %e = math.exp %d : f32
      %n = arith.addf %acc, %e : f32
      affine.yield %n : f32
    }
    affine.for %j = 0 to 8 {
      %x = affine.load %X[%i, %j] : memref<4x8xf32>
      %m = affine.load %max[%i] : memref<4xf32>
      %d = arith.subf %x, %m : f32
      %e = math.exp %d : f32
      %q = arith.divf %e, %s : f32
      affine.store %q, %Y[%i, %j] : memref<4x8xf32>
    }
  }
  memref.dealloc %max : memref<4xf32>
  return
}

// -----

// A prefix sum stays a loop: hlo.while over (i, A, ub, step).
// CHECK-LABEL: func.func @prefix_sum
// CHECK-SAME: (%[[A:.*]]: tensor<8xf32>) -> tensor<8xf32>
// CHECK: %[[W:.*]]:4 = hlo.while(%{{.*}}, %[[A]], %{{.*}}, %{{.*}}) : tensor<i64>, tensor<8xf32>, tensor<i64>, tensor<i64>
// CHECK:   hlo.compare LT
// CHECK:   hlo.dynamic_slice
// CHECK:   hlo.dynamic_slice
// CHECK:   hlo.dynamic_update_slice
// CHECK: return %[[W]]#1 : tensor<8xf32>
// I32-LABEL: func.func @prefix_sum
// I32: hlo.while(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : tensor<i32>, tensor<8xf32>, tensor<i32>, tensor<i32>
func.func @prefix_sum(%A: memref<8xf32>) {
  affine.for %i = 1 to 8 {
    %a = affine.load %A[%i - 1] : memref<8xf32>
    %b = affine.load %A[%i] : memref<8xf32>
    %s = arith.addf %a, %b : f32
    affine.store %s, %A[%i] : memref<8xf32>
  }
  return
}
