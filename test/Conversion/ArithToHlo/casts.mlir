// arith's casts to hlo.convert and hlo.bitcast_convert. Unsigned reads and
// writes go through the unsigned type of the same width; i1 (pred) is -1
// when read as signed and keeps the low bit when truncated to.
// RUN: xhlo-opt --convert-arith-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=arith.
// RUN: xhlo-opt --convert-arith-to-hlo="index-bitwidth=32" --split-input-file %s | FileCheck %s --check-prefix=I32 --implicit-check-not=arith.

// CHECK-LABEL: func.func @integer_extension
// CHECK-SAME: (%[[A:.*]]: tensor<4xi8>)
func.func @integer_extension(%a: tensor<4xi8>) -> (tensor<4xi32>, tensor<4xi32>) {
  // CHECK: %[[S:.*]] = hlo.convert %[[A]] : (tensor<4xi8>) -> tensor<4xi32>
  %0 = arith.extsi %a : tensor<4xi8> to tensor<4xi32>
  // CHECK: %[[UA:.*]] = hlo.bitcast_convert %[[A]] : (tensor<4xi8>) -> tensor<4xui8>
  // CHECK: %[[U:.*]] = hlo.convert %[[UA]] : (tensor<4xui8>) -> tensor<4xi32>
  %1 = arith.extui %a : tensor<4xi8> to tensor<4xi32>
  // CHECK: return %[[S]], %[[U]]
  return %0, %1 : tensor<4xi32>, tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @integer_truncation
// CHECK-SAME: (%[[A:.*]]: tensor<i32>)
func.func @integer_truncation(%a: i32) -> (i8, i1) {
  // CHECK: %[[T:.*]] = hlo.convert %[[A]] : (tensor<i32>) -> tensor<i8>
  %0 = arith.trunci %a : i32 to i8
  // CHECK: %[[ONE:.*]] = hlo.constant dense<1> : tensor<i32>
  // CHECK: %[[LOW:.*]] = hlo.and %[[A]], %[[ONE]] : tensor<i32>
  // CHECK: %[[P:.*]] = hlo.convert %[[LOW]] : (tensor<i32>) -> tensor<i1>
  %1 = arith.trunci %a : i32 to i1
  // CHECK: return %[[T]], %[[P]]
  return %0, %1 : i8, i1
}

// -----

// CHECK-LABEL: func.func @pred_extension
// CHECK-SAME: (%[[P:.*]]: tensor<i1>)
func.func @pred_extension(%p: i1) -> (i32, i64) {
  // CHECK: %[[C:.*]] = hlo.convert %[[P]] : (tensor<i1>) -> tensor<i32>
  // CHECK: %[[S:.*]] = hlo.negate %[[C]] : tensor<i32>
  %0 = arith.extsi %p : i1 to i32
  // CHECK: %[[U:.*]] = hlo.convert %[[P]] : (tensor<i1>) -> tensor<i64>
  %1 = arith.extui %p : i1 to i64
  // CHECK: return %[[S]], %[[U]]
  return %0, %1 : i32, i64
}

// -----

// CHECK-LABEL: func.func @integer_to_float
// CHECK-SAME: (%[[A:.*]]: tensor<i32>, %[[P:.*]]: tensor<i1>)
func.func @integer_to_float(%a: i32, %p: i1) -> (f32, f32, f64, f16) {
  // CHECK: %[[S:.*]] = hlo.convert %[[A]] : (tensor<i32>) -> tensor<f32>
  %0 = arith.sitofp %a : i32 to f32
  // CHECK: %[[UA:.*]] = hlo.bitcast_convert %[[A]] : (tensor<i32>) -> tensor<ui32>
  // CHECK: %[[U:.*]] = hlo.convert %[[UA]] : (tensor<ui32>) -> tensor<f32>
  %1 = arith.uitofp %a : i32 to f32
  // sitofp of true is -1.0 (and of false +0.0, so no float negate).
  // CHECK: %[[P8:.*]] = hlo.convert %[[P]] : (tensor<i1>) -> tensor<i8>
  // CHECK: %[[N8:.*]] = hlo.negate %[[P8]] : tensor<i8>
  // CHECK: %[[PS:.*]] = hlo.convert %[[N8]] : (tensor<i8>) -> tensor<f64>
  %2 = arith.sitofp %p : i1 to f64
  // CHECK: %[[PU:.*]] = hlo.convert %[[P]] : (tensor<i1>) -> tensor<f16>
  %3 = arith.uitofp %p : i1 to f16
  // CHECK: return %[[S]], %[[U]], %[[PS]], %[[PU]]
  return %0, %1, %2, %3 : f32, f32, f64, f16
}

// -----

// CHECK-LABEL: func.func @float_to_integer
// CHECK-SAME: (%[[F:.*]]: tensor<2xf32>, %[[H:.*]]: tensor<2xf16>)
func.func @float_to_integer(%f: tensor<2xf32>, %h: tensor<2xf16>) -> (tensor<2xi32>, tensor<2xi32>, tensor<2xi64>, tensor<2xi1>) {
  // CHECK: %[[S:.*]] = hlo.convert %[[F]] : (tensor<2xf32>) -> tensor<2xi32>
  %0 = arith.fptosi %f : tensor<2xf32> to tensor<2xi32>
  // CHECK: %[[UF:.*]] = hlo.convert %[[F]] : (tensor<2xf32>) -> tensor<2xui32>
  // CHECK: %[[U:.*]] = hlo.bitcast_convert %[[UF]] : (tensor<2xui32>) -> tensor<2xi32>
  %1 = arith.fptoui %f : tensor<2xf32> to tensor<2xi32>
  // CHECK: %[[UH:.*]] = hlo.convert %[[H]] : (tensor<2xf16>) -> tensor<2xui64>
  // CHECK: %[[U64:.*]] = hlo.bitcast_convert %[[UH]] : (tensor<2xui64>) -> tensor<2xi64>
  %2 = arith.fptoui %h : tensor<2xf16> to tensor<2xi64>
  // CHECK: %[[P:.*]] = hlo.convert %[[F]] : (tensor<2xf32>) -> tensor<2xi1>
  %3 = arith.fptoui %f : tensor<2xf32> to tensor<2xi1>
  // CHECK: return %[[S]], %[[U]], %[[U64]], %[[P]]
  return %0, %1, %2, %3 : tensor<2xi32>, tensor<2xi32>, tensor<2xi64>, tensor<2xi1>
}

// -----

// CHECK-LABEL: func.func @float_to_float
// CHECK-SAME: (%[[F:.*]]: tensor<f32>, %[[H:.*]]: tensor<bf16>)
func.func @float_to_float(%f: f32, %h: bf16) -> (f64, f16, f16) {
  // CHECK: %[[E:.*]] = hlo.convert %[[F]] : (tensor<f32>) -> tensor<f64>
  %0 = arith.extf %f : f32 to f64
  // CHECK: %[[T:.*]] = hlo.convert %[[F]] : (tensor<f32>) -> tensor<f16>
  %1 = arith.truncf %f : f32 to f16
  // The default rounding mode, spelled out.
  // CHECK: %[[T2:.*]] = hlo.convert %[[F]] : (tensor<f32>) -> tensor<f16>
  %2 = arith.truncf %f to_nearest_even : f32 to f16
  // CHECK: return %[[E]], %[[T]], %[[T2]]
  return %0, %1, %2 : f64, f16, f16
}

// -----

// CHECK-LABEL: func.func @bitcast
// CHECK-SAME: (%[[F:.*]]: tensor<3xf32>, %[[I:.*]]: tensor<i16>)
func.func @bitcast(%f: tensor<3xf32>, %i: i16) -> (tensor<3xi32>, f16) {
  // CHECK: %[[B:.*]] = hlo.bitcast_convert %[[F]] : (tensor<3xf32>) -> tensor<3xi32>
  %0 = arith.bitcast %f : tensor<3xf32> to tensor<3xi32>
  // CHECK: %[[H:.*]] = hlo.bitcast_convert %[[I]] : (tensor<i16>) -> tensor<f16>
  %1 = arith.bitcast %i : i16 to f16
  // CHECK: return %[[B]], %[[H]]
  return %0, %1 : tensor<3xi32>, f16
}

// -----

// index_cast extends by sign, index_castui by zeros; index is i64 (or i32).
// CHECK-LABEL: func.func @index_casts
// CHECK-SAME: (%[[A:.*]]: tensor<i32>, %[[I:.*]]: tensor<i64>, %[[T:.*]]: tensor<4xi32>)
// I32-LABEL: func.func @index_casts
// I32-SAME: (%[[A:.*]]: tensor<i32>, %[[I:.*]]: tensor<i32>, %[[T:.*]]: tensor<4xi32>)
func.func @index_casts(%a: i32, %i: index, %t: tensor<4xi32>) -> (index, index, i8, tensor<4xindex>) {
  // CHECK: %[[S:.*]] = hlo.convert %[[A]] : (tensor<i32>) -> tensor<i64>
  %0 = arith.index_cast %a : i32 to index
  // CHECK: %[[UA:.*]] = hlo.bitcast_convert %[[A]] : (tensor<i32>) -> tensor<ui32>
  // CHECK: %[[U:.*]] = hlo.convert %[[UA]] : (tensor<ui32>) -> tensor<i64>
  %1 = arith.index_castui %a : i32 to index
  // CHECK: %[[N:.*]] = hlo.convert %[[I]] : (tensor<i64>) -> tensor<i8>
  // I32: %[[N:.*]] = hlo.convert %[[I]] : (tensor<i32>) -> tensor<i8>
  %2 = arith.index_cast %i : index to i8
  // CHECK: %[[TT:.*]] = hlo.convert %[[T]] : (tensor<4xi32>) -> tensor<4xi64>
  %3 = arith.index_cast %t : tensor<4xi32> to tensor<4xindex>
  // CHECK: return %[[S]], %[[U]], %[[N]], %[[TT]] : tensor<i64>, tensor<i64>, tensor<i8>, tensor<4xi64>
  // I32: return %[[A]], %[[A]], %[[N]], %[[T]] : tensor<i32>, tensor<i32>, tensor<i8>, tensor<4xi32>
  return %0, %1, %2, %3 : index, index, i8, tensor<4xindex>
}
