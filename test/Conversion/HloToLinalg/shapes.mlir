// convert-hlo-to-linalg: constants, iotas and data movement.
// RUN: xhlo-opt --convert-hlo-to-linalg=fuse-elementwise=false --split-input-file %s | FileCheck %s --implicit-check-not=hlo.

// Unsigned constants keep their bits in the signless type.
// CHECK-LABEL: func.func @constant_ui8() -> tensor<3xi8>
// CHECK:         arith.constant dense<[1, -56, -1]> : tensor<3xi8>
func.func @constant_ui8() -> tensor<3xui8> {
  %0 = hlo.constant dense<[1, 200, 255]> : tensor<3xui8>
  return %0 : tensor<3xui8>
}

// -----

// (Iotas this large are not folded into constants.)
// CHECK-DAG:   #[[ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @iota
// CHECK:         linalg.generic {indexing_maps = [#[[ID2]]], iterator_types = ["parallel", "parallel"]} outs(
// CHECK:           %[[I:.*]] = linalg.index 1 : index
// CHECK:           %[[W:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK:           arith.trunci %[[W]] : i64 to i32
// CHECK:           %[[J:.*]] = linalg.index 0 : index
// CHECK:           %[[V:.*]] = arith.index_cast %[[J]] : index to i64
// CHECK:           arith.sitofp %[[V]] : i64 to f32
func.func @iota() -> (tensor<2000x3000xi32>, tensor<3000000xf32>) {
  %0 = hlo.iota iota_dimension = 1 : tensor<2000x3000xi32>
  %1 = hlo.iota iota_dimension = 0 : tensor<3000000xf32>
  return %0, %1 : tensor<2000x3000xi32>, tensor<3000000xf32>
}

// -----

// CHECK-DAG:   #[[IN:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG:   #[[OUT:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @broadcast
// CHECK:         linalg.generic {indexing_maps = [#[[IN]], #[[OUT]]], iterator_types = ["parallel", "parallel"]} ins(%{{.*}} : tensor<3xf32>)
// CHECK:           linalg.yield
func.func @broadcast(%x: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = hlo.broadcast %x, dimensions = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Result dimension i is operand dimension dims[i].
// CHECK-DAG:   #[[IN:.*]] = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
// CHECK-LABEL: func.func @transpose
// CHECK:         linalg.generic {indexing_maps = [#[[IN]], #{{.*}}]
// CHECK-SAME:        ins(%{{.*}} : tensor<2x3x4xf32>) outs(%{{.*}} : tensor<4x2x3xf32>)
func.func @transpose(%x: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
  %0 = hlo.transpose %x, dimensions = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}

// -----

// CHECK-DAG:   #[[IN:.*]] = affine_map<(d0, d1) -> (d0, -d1 + 2)>
// CHECK-LABEL: func.func @reverse
// CHECK:         linalg.generic {indexing_maps = [#[[IN]], #{{.*}}]
func.func @reverse(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = hlo.reverse %x, dimensions = [1] : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Through one dimension; to and from 0-d with no groups.
// CHECK-LABEL: func.func @reshape
// CHECK:         %[[FLAT:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0, 1]] : tensor<2x6xf32> into tensor<12xf32>
// CHECK:         tensor.expand_shape %[[FLAT]] {{\[}}[0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
// CHECK:         %[[S:.*]] = tensor.collapse_shape %{{.*}} [] : tensor<1x1xf32> into tensor<f32>
// CHECK:         tensor.expand_shape %[[S]] [] output_shape [1, 1, 1] : tensor<f32> into tensor<1x1x1xf32>
func.func @reshape(%x: tensor<2x6xf32>, %s: tensor<1x1xf32>) -> (tensor<3x4xf32>, tensor<f32>, tensor<1x1x1xf32>) {
  %0 = hlo.reshape %x : (tensor<2x6xf32>) -> tensor<3x4xf32>
  %1 = hlo.reshape %s : (tensor<1x1xf32>) -> tensor<f32>
  %2 = hlo.reshape %1 : (tensor<f32>) -> tensor<1x1x1xf32>
  return %0, %1, %2 : tensor<3x4xf32>, tensor<f32>, tensor<1x1x1xf32>
}

// -----

// CHECK-LABEL: func.func @slice
// CHECK:         tensor.extract_slice %{{.*}}[0, 1] [2, 2] [1, 2] : tensor<3x4xf32> to tensor<2x2xf32>
func.func @slice(%x: tensor<3x4xf32>) -> tensor<2x2xf32> {
  %0 = hlo.slice %x, slice = [0:2, 1:4:2] : (tensor<3x4xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @concatenate
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<3x3xf32>
// CHECK:         %[[A:.*]] = tensor.insert_slice %{{.*}} into %[[E]][0, 0] [2, 3] [1, 1]
// CHECK:         tensor.insert_slice %{{.*}} into %[[A]][2, 0] [1, 3] [1, 1]
func.func @concatenate(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<3x3xf32> {
  %0 = hlo.concatenate %a, %b, dimension = 0 : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

// Element k lands at low + k * (interior + 1): with low = -1 the first one
// is cut off, the others land at 1 and 3.
// CHECK-LABEL: func.func @pad
// CHECK:         %[[V:.*]] = tensor.extract %{{.*}}[] : tensor<f32>
// CHECK:         %[[F:.*]] = linalg.fill ins(%[[V]] : f32) outs(%{{.*}} : tensor<2x6xf32>)
// CHECK:         %[[PART:.*]] = tensor.extract_slice %{{.*}}[0, 1] [2, 2] [1, 1] : tensor<2x3xf32> to tensor<2x2xf32>
// CHECK:         tensor.insert_slice %[[PART]] into %[[F]][0, 1] [2, 2] [1, 2]
func.func @pad(%x: tensor<2x3xf32>, %v: tensor<f32>) -> tensor<2x6xf32> {
  %0 = hlo.pad %x, %v, low = [0, -1], high = [0, 2], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x6xf32>
  return %0 : tensor<2x6xf32>
}

// -----

// Start indices are clamped into [0, size - slice size] as XLA clamps them:
// unsigned ones from above only.
// CHECK-LABEL: func.func @dynamic_slices
// CHECK:         %[[J:.*]] = tensor.extract %{{.*}}[] : tensor<i32>
// CHECK:         %[[C2:.*]] = arith.constant 2 : i32
// CHECK:         %[[JC:.*]] = arith.minui %[[J]], %[[C2]] : i32
// CHECK:         %[[J0:.*]] = arith.index_castui %[[JC]] : i32 to index
// CHECK:         arith.minui %{{.*}}, %{{.*}} : i32
// CHECK:         %[[J1:.*]] = arith.index_castui
// CHECK:         tensor.extract_slice %{{.*}}[%[[J0]], %[[J1]]] [2, 3] [1, 1] : tensor<4x6xf32> to tensor<2x3xf32>
// CHECK:         %[[I:.*]] = tensor.extract %{{.*}}[] : tensor<i32>
// CHECK:         %[[LO:.*]] = arith.maxsi %[[I]], %{{.*}} : i32
// CHECK:         %[[HI:.*]] = arith.minsi %[[LO]], %{{.*}} : i32
// CHECK:         %[[I0:.*]] = arith.index_cast %[[HI]] : i32 to index
// CHECK:         tensor.insert_slice %{{.*}} into %{{.*}}[%[[I0]], %{{.*}}] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<4x6xf32>
func.func @dynamic_slices(%x: tensor<4x6xf32>, %i: tensor<i32>, %j: tensor<ui32>, %u: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<4x6xf32>) {
  %0 = hlo.dynamic_slice %x[%j, %j] dynamic_slice_sizes = [2, 3] : tensor<4x6xf32>, tensor<ui32>
  %1 = hlo.dynamic_update_slice %x[%i, %i], %u : tensor<4x6xf32>, tensor<2x3xf32>, tensor<i32>
  return %0, %1 : tensor<2x3xf32>, tensor<4x6xf32>
}

// -----

// A gather reads, per result element, its start index (clamped into the
// operand as XLA clamps it) and then the operand, both with tensor.extract.
// CHECK-LABEL: func.func @gather
// CHECK-SAME:      (%[[X:.*]]: tensor<6x4xf32>, %[[I:.*]]: tensor<3x1xi32>)
// CHECK:         linalg.generic {{.*}} outs(%{{.*}} : tensor<3x4xf32>)
// CHECK:           %[[B:.*]] = linalg.index 0 : index
// CHECK:           %[[O:.*]] = linalg.index 1 : index
// CHECK:           %[[RAW:.*]] = tensor.extract %[[I]][%[[B]], %{{.*}}] : tensor<3x1xi32>
// CHECK:           %[[W:.*]] = arith.extsi %[[RAW]] : i32 to i64
// CHECK:           %[[LO:.*]] = arith.maxsi %[[W]], %{{.*}} : i64
// CHECK:           %[[HI:.*]] = arith.minsi %[[LO]], %{{.*}} : i64
// CHECK:           %[[S:.*]] = arith.index_cast %[[HI]] : i64 to index
// CHECK:           %[[COL:.*]] = arith.addi %{{.*}}, %[[O]] : index
// CHECK:           %[[V:.*]] = tensor.extract %[[X]][%[[S]], %[[COL]]] : tensor<6x4xf32>
// CHECK:           linalg.yield %[[V]] : f32
func.func @gather(%x: tensor<6x4xf32>, %i: tensor<3x1xi32>) -> tensor<3x4xf32> {
  %0 = hlo.gather %x[%i] dimension_numbers = #hlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1> slice_sizes = [1, 4] : tensor<6x4xf32>, tensor<3x1xi32>
  return %0 : tensor<3x4xf32>
}
