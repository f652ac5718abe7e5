// Loop nests whose store is indexed by every loop become parallel linalg
// ops on memref views: a generic whose payload is the loop body (loads are
// payload arguments, induction variables linalg.index), or a named op when
// the body only moves a value (fill, copy, transpose, broadcast). Constant
// indices, offsets and strides become memref.subview.
// RUN: xhlo-opt --raise-affine-to-linalg --split-input-file -mlir-print-local-scope %s | FileCheck %s --implicit-check-not=affine.

// CHECK-LABEL: func.func @elementwise
// CHECK-SAME: (%[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<4x8xf32>, %[[C:.*]]: memref<4x8xf32>)
// CHECK: linalg.generic
// CHECK-SAME: indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>]
// CHECK-SAME: iterator_types = ["parallel", "parallel"]
// CHECK-SAME: ins(%[[A]], %[[B]] : memref<4x8xf32>, memref<4x8xf32>) outs(%[[C]] : memref<4x8xf32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:   %[[S:.*]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK-NEXT:   %[[E:.*]] = math.exp %[[S]] : f32
// CHECK-NEXT:   linalg.yield %[[E]] : f32
func.func @elementwise(%A: memref<4x8xf32>, %B: memref<4x8xf32>, %C: memref<4x8xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<4x8xf32>
      %b = affine.load %B[%i, %j] : memref<4x8xf32>
      %s = arith.addf %a, %b : f32
      %e = math.exp %s : f32
      affine.store %e, %C[%i, %j] : memref<4x8xf32>
    }
  }
  return
}

// -----

// Reading the stored element itself is reading the output.
// CHECK-LABEL: func.func @in_place
// CHECK-SAME: (%[[A:.*]]: memref<16xf32>, %[[S:.*]]: f32)
// CHECK: linalg.generic
// CHECK-SAME: outs(%[[A]] : memref<16xf32>)
// CHECK-NEXT: ^bb0(%[[OUT:.*]]: f32):
// CHECK-NEXT:   %[[M:.*]] = arith.mulf %[[OUT]], %[[S]] : f32
// CHECK-NEXT:   linalg.yield %[[M]] : f32
func.func @in_place(%A: memref<16xf32>, %s: f32) {
  affine.for %i = 0 to 16 {
    %a = affine.load %A[%i] : memref<16xf32>
    %m = arith.mulf %a, %s : f32
    affine.store %m, %A[%i] : memref<16xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @fill
// CHECK-SAME: (%[[A:.*]]: memref<4x8xf32>)
// CHECK: %[[C:.*]] = arith.constant 1.5
// CHECK: linalg.fill ins(%[[C]] : f32) outs(%[[A]] : memref<4x8xf32>)
func.func @fill(%A: memref<4x8xf32>) {
  %c = arith.constant 1.5 : f32
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      affine.store %c, %A[%i, %j] : memref<4x8xf32>
    }
  }
  return
}

// -----

// A load whose indices permute the store's is a transpose; one that drops
// them (a constant row) a broadcast of that row's view.
// CHECK-LABEL: func.func @copy_transpose_broadcast
// CHECK-SAME: (%[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<4x8xf32>, %[[T:.*]]: memref<8x4xf32>, %[[R:.*]]: memref<3x8xf32>)
// CHECK: linalg.copy ins(%[[A]] : memref<4x8xf32>) outs(%[[B]] : memref<4x8xf32>)
// CHECK: linalg.transpose ins(%[[A]] : memref<4x8xf32>) outs(%[[T]] : memref<8x4xf32>) permutation = [1, 0]
// CHECK: %[[ROW:.*]] = memref.subview %[[A]][2, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: 16>>
// CHECK: linalg.broadcast ins(%[[ROW]] : memref<8xf32, strided<[1], offset: 16>>) outs(%[[R]] : memref<3x8xf32>) dimensions = [0]
func.func @copy_transpose_broadcast(%A: memref<4x8xf32>, %B: memref<4x8xf32>, %T: memref<8x4xf32>, %R: memref<3x8xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<4x8xf32>
      affine.store %a, %B[%i, %j] : memref<4x8xf32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<4x8xf32>
      affine.store %a, %T[%j, %i] : memref<8x4xf32>
    }
  }
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[2, %j] : memref<4x8xf32>
      affine.store %a, %R[%i, %j] : memref<3x8xf32>
    }
  }
  return
}

// -----

// Offsets and strides (A[i + 3][2j + 1]) are a strided view.
// CHECK-LABEL: func.func @offset_and_strided
// CHECK-SAME: (%[[A:.*]]: memref<10x20xf32>, %[[B:.*]]: memref<4x5xf32>, %[[C:.*]]: memref<4x10xf32>)
// CHECK: %[[V:.*]] = memref.subview %[[A]][3, 1] [4, 5] [1, 2] : memref<10x20xf32> to memref<4x5xf32, strided<[20, 2], offset: 61>>
// CHECK: linalg.copy ins(%[[V]] : {{.*}}) outs(%[[B]] : memref<4x5xf32>)
// CHECK: %[[W:.*]] = memref.subview %[[C]][0, 1] [4, 5] [1, 2] : memref<4x10xf32> to memref<4x5xf32, strided<[10, 2], offset: 1>>
// CHECK: linalg.copy ins(%[[B]] : memref<4x5xf32>) outs(%[[W]] : {{.*}})
func.func @offset_and_strided(%A: memref<10x20xf32>, %B: memref<4x5xf32>, %C: memref<4x10xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      %a = affine.load %A[%i + 3, 2 * %j + 1] : memref<10x20xf32>
      affine.store %a, %B[%i, %j] : memref<4x5xf32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      %b = affine.load %B[%i, %j] : memref<4x5xf32>
      affine.store %b, %C[%i, 2 * %j + 1] : memref<4x10xf32>
    }
  }
  return
}

// -----

// Induction variables in the computation are `lb + step * linalg.index`.
// CHECK-LABEL: func.func @induction_values
// CHECK: linalg.generic
// CHECK-NEXT: ^bb0(%{{.*}}: f32):
// CHECK-DAG:   %[[I:.*]] = linalg.index 0 : index
// CHECK-DAG:   %[[J:.*]] = linalg.index 1 : index
// CHECK-DAG:   %[[C2:.*]] = arith.constant 2 : index
// CHECK:       %[[JV:.*]] = arith.addi %[[J]], %[[C2]] : index
// CHECK:       %[[C8:.*]] = arith.constant 8 : index
// CHECK:       %[[I8:.*]] = arith.muli %[[I]], %[[C8]] : index
// CHECK:       %[[K:.*]] = arith.addi %[[I8]], %[[JV]] : index
// CHECK:       arith.index_cast %[[K]] : index to i32
func.func @induction_values(%A: memref<4x6xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 2 to 8 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%i, %j)
      %c = arith.index_cast %k : index to i32
      %f = arith.sitofp %c : i32 to f32
      affine.store %f, %A[%i, %j - 2] : memref<4x6xf32>
    }
  }
  return
}

// -----

// A loop whose store never runs, and a loop without stores, disappear.
// CHECK-LABEL: func.func @dead_loops
// CHECK-NOT: linalg.
// CHECK: return
func.func @dead_loops(%A: memref<8xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 5 to 5 {
    affine.store %c, %A[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i] : memref<8xf32>
  }
  return
}
