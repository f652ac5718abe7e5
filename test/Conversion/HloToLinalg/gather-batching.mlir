// convert-hlo-to-linalg's gather with batching dimensions (StableHLO's
// operand_batching_dims / start_indices_batching_dims): an operand batching
// dimension reads at the result's batch index of its paired start_indices
// dimension, the other start dimensions as without batching (clamped into
// the operand). The values are worked out by hand and checked on the
// interpreter and on the lowered program compiled for the host.
// RUN: xhlo-opt --convert-hlo-to-linalg=fuse-elementwise=false %s | FileCheck %s --check-prefix=IR
// RUN: xhlo-run %s --print | FileCheck %s --check-prefix=VALUES
// RUN: xhlo-opt --convert-hlo-to-linalg %s -o %t.mlir
// RUN: xhlo-run %t.mlir --offload=false --print | FileCheck %s --check-prefix=VALUES

// o[b, i[b, k]]: batch 0 reads row 0 at 2, 0 and 7 (clamped to 2), batch 1
// row 1 at 1, -3 (clamped to 0) and 1.
// VALUES: s32[2,3] {{[{][{]}}12, 10, 12}, {21, 20, 21}}
// p[b, j[b] + r, c] for r, c in [0, 2): batch 0 starts at 3, clamped to
// 4 - 2 = 2 (rows 2 and 3), batch 1 at row 1 (rows 1 and 2).
// VALUES: f32[2,2,2] {{[{][{][{]}}20, 21}, {30, 31}}, {{[{][{]}}110, 111}, {120, 121}}}

// IR-LABEL: func.func @main
// IR:         %[[O:.*]] = arith.constant dense<{{.*}}> : tensor<2x3xi32>
// IR:         %[[I:.*]] = arith.constant dense<{{.*}}> : tensor<2x3xi64>
// IR:         linalg.generic {{.*}} outs(%{{.*}} : tensor<2x3xi32>)
// IR:           %[[B:.*]] = linalg.index 0 : index
// IR:           %[[K:.*]] = linalg.index 1 : index
// IR:           %[[RAW:.*]] = tensor.extract %[[I]][%[[B]], %[[K]]] : tensor<2x3xi64>
// IR:           %[[LO:.*]] = arith.maxsi %[[RAW]], %{{.*}} : i64
// IR:           %[[HI:.*]] = arith.minsi %[[LO]], %{{.*}} : i64
// IR:           %[[S:.*]] = arith.index_cast %[[HI]] : i64 to index
// IR:           %[[V:.*]] = tensor.extract %[[O]][%[[B]], %[[S]]] : tensor<2x3xi32>
// IR:           linalg.yield %[[V]] : i32
// IR:         %[[P:.*]] = arith.constant dense<{{.*}}> : tensor<2x4x2xf32>
// IR:         %[[J:.*]] = arith.constant dense<{{.*}}> : tensor<2x1xi8>
// IR:         linalg.generic {{.*}} outs(%{{.*}} : tensor<2x2x2xf32>)
// IR:           %[[B2:.*]] = linalg.index 0 : index
// IR:           %[[R:.*]] = linalg.index 1 : index
// IR:           %[[C:.*]] = linalg.index 2 : index
// IR:           %[[RAW2:.*]] = tensor.extract %[[J]][%[[B2]], %{{.*}}] : tensor<2x1xi8>
// IR:           %[[W:.*]] = arith.extui %[[RAW2]] : i8 to i64
// IR:           %[[HI2:.*]] = arith.minui %[[W]], %{{.*}} : i64
// IR:           %[[S2:.*]] = arith.index_cast %[[HI2]] : i64 to index
// IR:           %[[ROW:.*]] = arith.addi %[[S2]], %[[R]] : index
// IR:           %[[COL:.*]] = arith.addi %{{.*}}, %[[C]] : index
// IR:           %[[V2:.*]] = tensor.extract %[[P]][%[[B2]], %[[ROW]], %[[COL]]] : tensor<2x4x2xf32>
// IR:           linalg.yield %[[V2]] : f32
func.func @main() -> (tensor<2x3xi32>, tensor<2x2x2xf32>) {
  %o = hlo.constant dense<[[10, 11, 12], [20, 21, 22]]> : tensor<2x3xi32>
  %i = hlo.constant dense<[[2, 0, 7], [1, -3, 1]]> : tensor<2x3xi64>
  %0 = hlo.gather %o[%i] dimension_numbers = #hlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2> slice_sizes = [1, 1] : tensor<2x3xi32>, tensor<2x3xi64>
  %p = hlo.constant dense<[[[0., 1.], [10., 11.], [20., 21.], [30., 31.]], [[100., 101.], [110., 111.], [120., 121.], [130., 131.]]]> : tensor<2x4x2xf32>
  %j = hlo.constant dense<[[3], [1]]> : tensor<2x1xui8>
  %1 = hlo.gather %p[%j] dimension_numbers = #hlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1> slice_sizes = [1, 2, 2] : tensor<2x4x2xf32>, tensor<2x1xui8>
  return %0, %1 : tensor<2x3xi32>, tensor<2x2x2xf32>
}
