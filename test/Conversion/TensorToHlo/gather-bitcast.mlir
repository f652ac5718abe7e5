// tensor.gather becomes hlo.gather (the index vectors in the last dimension
// of the indices, start_index_map = gather_dims, slices of the whole source
// but 1 along the gather dimensions, kept or collapsed), and tensor.bitcast
// becomes hlo.bitcast_convert (the reading of u8 data as i8 that arith's
// signless ops need). Checked on the IR, then run against numpy.
// RUN: rm -rf %t && split-file %s %t
// RUN: xhlo-opt --convert-tensor-to-hlo %t/prog.mlir | FileCheck %s --implicit-check-not=tensor.
// RUN: %python %t/gen.py %t
// RUN: xhlo-opt --xhlo-linalg-to-hlo %t/prog.mlir -o %t/hlo.mlir
// RUN: xhlo-run %t/hlo.mlir --entry=rows --arg=%t/x.npy --arg=%t/rows.npy --expect=%t/rows_full.npy --expect=%t/rows_reduced.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=points --arg=%t/x.npy --arg=%t/points.npy --expect=%t/points_out.npy --rtol=0 --atol=0
// RUN: xhlo-run %t/hlo.mlir --entry=bytes --arg=%t/u8.npy --expect=%t/bytes_out.npy --rtol=0 --atol=0

// CHECK-LABEL: func.func @rows
// CHECK-SAME: (%[[X:.*]]: tensor<5x3x4xf32>, %[[I:.*]]: tensor<6x1xi32>)
// CHECK: hlo.gather %[[X]][%[[I]]] dimension_numbers = <offset_dims = [1, 2, 3], start_index_map = [0], index_vector_dim = 1> slice_sizes = [1, 3, 4] : tensor<5x3x4xf32>, tensor<6x1xi32>
// CHECK: hlo.gather %[[X]][%[[I]]] dimension_numbers = <offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1> slice_sizes = [1, 3, 4] : tensor<5x3x4xf32>, tensor<6x1xi32>

// Two gather dimensions, index vectors of length 2 (index type: i64), a
// batch of 2x2 index vectors, the middle dimension kept whole.
// CHECK-LABEL: func.func @points
// CHECK: hlo.gather %{{.*}}[%{{.*}}] dimension_numbers = <offset_dims = [2], collapsed_slice_dims = [0, 2], start_index_map = [0, 2], index_vector_dim = 2> slice_sizes = [1, 3, 1] : tensor<5x3x4xf32>, tensor<2x2x2xi64>

// CHECK-LABEL: func.func @bytes
// CHECK: hlo.bitcast_convert %{{.*}} : (tensor<7xui8>) -> tensor<7xi8>

//--- prog.mlir
func.func @rows(%x: tensor<5x3x4xf32>, %i: tensor<6x1xi32>) -> (tensor<6x1x3x4xf32>, tensor<6x3x4xf32>) {
  %a = tensor.gather %x[%i] gather_dims([0]) : (tensor<5x3x4xf32>, tensor<6x1xi32>) -> tensor<6x1x3x4xf32>
  %b = tensor.gather %x[%i] gather_dims([0]) : (tensor<5x3x4xf32>, tensor<6x1xi32>) -> tensor<6x3x4xf32>
  return %a, %b : tensor<6x1x3x4xf32>, tensor<6x3x4xf32>
}

func.func @points(%x: tensor<5x3x4xf32>, %i: tensor<2x2x2xindex>) -> tensor<2x2x3xf32> {
  %a = tensor.gather %x[%i] gather_dims([0, 2]) : (tensor<5x3x4xf32>, tensor<2x2x2xindex>) -> tensor<2x2x3xf32>
  return %a : tensor<2x2x3xf32>
}

// u8 data to f32 (as xhlo-run reads idx files): bitcast to i8, then uitofp.
func.func @bytes(%x: tensor<7xui8>) -> tensor<7xf32> {
  %b = tensor.bitcast %x : tensor<7xui8> to tensor<7xi8>
  %e = tensor.empty() : tensor<7xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%b : tensor<7xi8>) outs(%e : tensor<7xf32>) {
  ^bb0(%v: i8, %o: f32):
    %f = arith.uitofp %v : i8 to f32
    linalg.yield %f : f32
  } -> tensor<7xf32>
  return %r : tensor<7xf32>
}

//--- gen.py
import sys
import numpy as np

out = sys.argv[1]
rng = np.random.default_rng(3)
x = rng.standard_normal((5, 3, 4)).astype(np.float32)
rows = np.array([[4], [0], [2], [2], [1], [3]], np.int32)
# Index vectors (i0, i2) of gather_dims [0, 2].
points = np.array([[[1, 3], [4, 0]], [[2, 2], [0, 1]]], np.int64)
u8 = np.array([0, 1, 127, 128, 200, 254, 255], np.uint8)
np.save(out + "/x.npy", x)
np.save(out + "/rows.npy", rows)
np.save(out + "/rows_full.npy", x[rows[:, 0]][:, None])
np.save(out + "/rows_reduced.npy", x[rows[:, 0]])
np.save(out + "/points.npy", points)
np.save(out + "/points_out.npy", x[points[..., 0], :, points[..., 1]])
np.save(out + "/u8.npy", u8)
np.save(out + "/bytes_out.npy", u8.astype(np.float32))
