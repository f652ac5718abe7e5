// Reductions over projected permutations to hlo.reduce. A payload
// `combine(out, x)` with an associative, commutative combiner reduces `x`
// (evaluated on tensors over all loops) from the combiner's identity, with
// the combiner as the reducer, and combines the init after unless it is that
// identity or tensor.empty. Payloads that combine several outputs (argmax)
// become one variadic hlo.reduce whose reducer is the accumulating part of
// the payload, starting from the outputs' fills.
// RUN: xhlo-opt --convert-linalg-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=linalg. --implicit-check-not=arith.

// Each integer combiner and its identity.
// CHECK-LABEL: func.func @reduce_integer
// CHECK-SAME: (%[[A:.*]]: tensor<4x6xi32>, %[[O:.*]]: tensor<4xi32>)
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<0> : tensor<i32>
// CHECK: %[[REDUCE:.*]] = hlo.reduce(%[[A]] init: %[[CONSTANT]]) dimensions = [1] : (tensor<4x6xi32>, tensor<i32>) -> tensor<4xi32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<i32>, %[[P1:.*]]: tensor<i32>):
// CHECK: %[[ADD:.*]] = hlo.add %[[P1]], %[[P0]] : tensor<i32>
// CHECK: hlo.return %[[ADD]] : tensor<i32>
// CHECK: }
// CHECK: %[[ADD_1:.*]] = hlo.add %[[REDUCE]], %[[O]] : tensor<4xi32>
// CHECK: %[[CONSTANT_1:.*]] = hlo.constant dense<1> : tensor<i32>
// CHECK: %[[REDUCE_1:.*]] = hlo.reduce(%[[A]] init: %[[CONSTANT_1]]) dimensions = [1] : (tensor<4x6xi32>, tensor<i32>) -> tensor<4xi32> {
// CHECK: ^bb0(%[[P0_1:.*]]: tensor<i32>, %[[P1_1:.*]]: tensor<i32>):
// CHECK: %[[MULTIPLY:.*]] = hlo.multiply %[[P1_1]], %[[P0_1]] : tensor<i32>
// CHECK: hlo.return %[[MULTIPLY]] : tensor<i32>
// CHECK: }
// CHECK: %[[MULTIPLY_1:.*]] = hlo.multiply %[[REDUCE_1]], %[[O]] : tensor<4xi32>
// CHECK: %[[CONSTANT_2:.*]] = hlo.constant dense<-2147483648> : tensor<i32>
// CHECK: %[[REDUCE_2:.*]] = hlo.reduce(%[[A]] init: %[[CONSTANT_2]]) dimensions = [1] : (tensor<4x6xi32>, tensor<i32>) -> tensor<4xi32> {
// CHECK: ^bb0(%[[P0_2:.*]]: tensor<i32>, %[[P1_2:.*]]: tensor<i32>):
// CHECK: %[[MAXIMUM:.*]] = hlo.maximum %[[P1_2]], %[[P0_2]] : tensor<i32>
// CHECK: hlo.return %[[MAXIMUM]] : tensor<i32>
// CHECK: }
// CHECK: %[[MAXIMUM_1:.*]] = hlo.maximum %[[REDUCE_2]], %[[O]] : tensor<4xi32>
// CHECK: %[[CONSTANT_3:.*]] = hlo.constant dense<2147483647> : tensor<i32>
// CHECK: %[[REDUCE_3:.*]] = hlo.reduce(%[[A]] init: %[[CONSTANT_3]]) dimensions = [1] : (tensor<4x6xi32>, tensor<i32>) -> tensor<4xi32> {
// CHECK: ^bb0(%[[P0_3:.*]]: tensor<i32>, %[[P1_3:.*]]: tensor<i32>):
// CHECK: %[[MINIMUM:.*]] = hlo.minimum %[[P1_3]], %[[P0_3]] : tensor<i32>
// CHECK: hlo.return %[[MINIMUM]] : tensor<i32>
// CHECK: }
// CHECK: %[[MINIMUM_1:.*]] = hlo.minimum %[[REDUCE_3]], %[[O]] : tensor<4xi32>
// CHECK: %[[CONSTANT_4:.*]] = hlo.constant dense<-1> : tensor<i32>
// CHECK: %[[REDUCE_4:.*]] = hlo.reduce(%[[A]] init: %[[CONSTANT_4]]) dimensions = [1] : (tensor<4x6xi32>, tensor<i32>) -> tensor<4xi32> {
// CHECK: ^bb0(%[[P0_4:.*]]: tensor<i32>, %[[P1_4:.*]]: tensor<i32>):
// CHECK: %[[BITCAST_CONVERT:.*]] = hlo.bitcast_convert %[[P1_4]] : (tensor<i32>) -> tensor<ui32>
// CHECK: %[[BITCAST_CONVERT_1:.*]] = hlo.bitcast_convert %[[P0_4]] : (tensor<i32>) -> tensor<ui32>
// CHECK: %[[MINIMUM_2:.*]] = hlo.minimum %[[BITCAST_CONVERT]], %[[BITCAST_CONVERT_1]] : tensor<ui32>
// CHECK: %[[BITCAST_CONVERT_2:.*]] = hlo.bitcast_convert %[[MINIMUM_2]] : (tensor<ui32>) -> tensor<i32>
// CHECK: hlo.return %[[BITCAST_CONVERT_2]] : tensor<i32>
// CHECK: }
// CHECK: %[[BITCAST_CONVERT_3:.*]] = hlo.bitcast_convert %[[REDUCE_4]] : (tensor<4xi32>) -> tensor<4xui32>
// CHECK: %[[BITCAST_CONVERT_4:.*]] = hlo.bitcast_convert %[[O]] : (tensor<4xi32>) -> tensor<4xui32>
// CHECK: %[[MINIMUM_3:.*]] = hlo.minimum %[[BITCAST_CONVERT_3]], %[[BITCAST_CONVERT_4]] : tensor<4xui32>
// CHECK: %[[BITCAST_CONVERT_5:.*]] = hlo.bitcast_convert %[[MINIMUM_3]] : (tensor<4xui32>) -> tensor<4xi32>
// CHECK: %[[CONSTANT_5:.*]] = hlo.constant dense<-1> : tensor<i32>
// CHECK: %[[REDUCE_5:.*]] = hlo.reduce(%[[A]] init: %[[CONSTANT_5]]) dimensions = [1] : (tensor<4x6xi32>, tensor<i32>) -> tensor<4xi32> {
// CHECK: ^bb0(%[[P0_5:.*]]: tensor<i32>, %[[P1_5:.*]]: tensor<i32>):
// CHECK: %[[AND:.*]] = hlo.and %[[P1_5]], %[[P0_5]] : tensor<i32>
// CHECK: hlo.return %[[AND]] : tensor<i32>
// CHECK: }
// CHECK: %[[AND_1:.*]] = hlo.and %[[REDUCE_5]], %[[O]] : tensor<4xi32>
// CHECK: %[[CONSTANT_6:.*]] = hlo.constant dense<0> : tensor<i32>
// CHECK: %[[REDUCE_6:.*]] = hlo.reduce(%[[A]] init: %[[CONSTANT_6]]) dimensions = [1] : (tensor<4x6xi32>, tensor<i32>) -> tensor<4xi32> {
// CHECK: ^bb0(%[[P0_6:.*]]: tensor<i32>, %[[P1_6:.*]]: tensor<i32>):
// CHECK: %[[OR:.*]] = hlo.or %[[P1_6]], %[[P0_6]] : tensor<i32>
// CHECK: hlo.return %[[OR]] : tensor<i32>
// CHECK: }
// CHECK: %[[OR_1:.*]] = hlo.or %[[REDUCE_6]], %[[O]] : tensor<4xi32>
// CHECK: %[[CONSTANT_7:.*]] = hlo.constant dense<0> : tensor<i32>
// CHECK: %[[REDUCE_7:.*]] = hlo.reduce(%[[A]] init: %[[CONSTANT_7]]) dimensions = [1] : (tensor<4x6xi32>, tensor<i32>) -> tensor<4xi32> {
// CHECK: ^bb0(%[[P0_7:.*]]: tensor<i32>, %[[P1_7:.*]]: tensor<i32>):
// CHECK: %[[XOR:.*]] = hlo.xor %[[P0_7]], %[[P1_7]] : tensor<i32>
// CHECK: hlo.return %[[XOR]] : tensor<i32>
// CHECK: }
// CHECK: %[[XOR_1:.*]] = hlo.xor %[[O]], %[[REDUCE_7]] : tensor<4xi32>
// CHECK: return %[[ADD_1]], %[[MULTIPLY_1]], %[[MAXIMUM_1]], %[[MINIMUM_1]], %[[BITCAST_CONVERT_5]], %[[AND_1]], %[[OR_1]], %[[XOR_1]] : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
func.func @reduce_integer(%a: tensor<4x6xi32>, %o: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %0 = linalg.reduce ins(%a : tensor<4x6xi32>) outs(%o : tensor<4xi32>) dimensions = [1]
    (%in: i32, %init: i32) { %s = arith.addi %in, %init : i32  linalg.yield %s : i32 }
  %1 = linalg.reduce ins(%a : tensor<4x6xi32>) outs(%o : tensor<4xi32>) dimensions = [1]
    (%in: i32, %init: i32) { %s = arith.muli %in, %init : i32  linalg.yield %s : i32 }
  %2 = linalg.reduce ins(%a : tensor<4x6xi32>) outs(%o : tensor<4xi32>) dimensions = [1]
    (%in: i32, %init: i32) { %s = arith.maxsi %in, %init : i32  linalg.yield %s : i32 }
  %3 = linalg.reduce ins(%a : tensor<4x6xi32>) outs(%o : tensor<4xi32>) dimensions = [1]
    (%in: i32, %init: i32) { %s = arith.minsi %in, %init : i32  linalg.yield %s : i32 }
  %4 = linalg.reduce ins(%a : tensor<4x6xi32>) outs(%o : tensor<4xi32>) dimensions = [1]
    (%in: i32, %init: i32) { %s = arith.minui %in, %init : i32  linalg.yield %s : i32 }
  %5 = linalg.reduce ins(%a : tensor<4x6xi32>) outs(%o : tensor<4xi32>) dimensions = [1]
    (%in: i32, %init: i32) { %s = arith.andi %in, %init : i32  linalg.yield %s : i32 }
  %6 = linalg.reduce ins(%a : tensor<4x6xi32>) outs(%o : tensor<4xi32>) dimensions = [1]
    (%in: i32, %init: i32) { %s = arith.ori %in, %init : i32  linalg.yield %s : i32 }
  %7 = linalg.reduce ins(%a : tensor<4x6xi32>) outs(%o : tensor<4xi32>) dimensions = [1]
    (%in: i32, %init: i32) { %s = arith.xori %init, %in : i32  linalg.yield %s : i32 }
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}

// -----

// Float combiners: -0.0 for add (exact for every sign), -inf for max, NaN
// for minnumf (minnum(NaN, x) = x), which goes through the arith patterns'
// NaN selects.
// CHECK-LABEL: func.func @reduce_float
// CHECK-SAME: (%[[A:.*]]: tensor<4x6xf32>, %[[O:.*]]: tensor<6xf32>)
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK: %[[REDUCE:.*]] = hlo.reduce(%[[A]] init: %[[CONSTANT]]) dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[ADD:.*]] = hlo.add %[[P1]], %[[P0]] : tensor<f32>
// CHECK: hlo.return %[[ADD]] : tensor<f32>
// CHECK: }
// CHECK: %[[ADD_1:.*]] = hlo.add %[[REDUCE]], %[[O]] : tensor<6xf32>
// CHECK: %[[CONSTANT_1:.*]] = hlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK: %[[REDUCE_1:.*]] = hlo.reduce(%[[A]] init: %[[CONSTANT_1]]) dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32> {
// CHECK: ^bb0(%[[P0_1:.*]]: tensor<f32>, %[[P1_1:.*]]: tensor<f32>):
// CHECK: %[[MULTIPLY:.*]] = hlo.multiply %[[P1_1]], %[[P0_1]] : tensor<f32>
// CHECK: hlo.return %[[MULTIPLY]] : tensor<f32>
// CHECK: }
// CHECK: %[[MULTIPLY_1:.*]] = hlo.multiply %[[REDUCE_1]], %[[O]] : tensor<6xf32>
// CHECK: %[[CONSTANT_2:.*]] = hlo.constant dense<0xFF800000> : tensor<f32>
// CHECK: %[[REDUCE_2:.*]] = hlo.reduce(%[[A]] init: %[[CONSTANT_2]]) dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32> {
// CHECK: ^bb0(%[[P0_2:.*]]: tensor<f32>, %[[P1_2:.*]]: tensor<f32>):
// CHECK: %[[MAXIMUM:.*]] = hlo.maximum %[[P1_2]], %[[P0_2]] : tensor<f32>
// CHECK: hlo.return %[[MAXIMUM]] : tensor<f32>
// CHECK: }
// CHECK: %[[MAXIMUM_1:.*]] = hlo.maximum %[[REDUCE_2]], %[[O]] : tensor<6xf32>
// CHECK: %[[CONSTANT_3:.*]] = hlo.constant dense<0x7FC00000> : tensor<f32>
// CHECK: %[[REDUCE_3:.*]] = hlo.reduce(%[[A]] init: %[[CONSTANT_3]]) dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32> {
// CHECK: ^bb0(%[[P0_3:.*]]: tensor<f32>, %[[P1_3:.*]]: tensor<f32>):
// CHECK: %[[MINIMUM:.*]] = hlo.minimum %[[P1_3]], %[[P0_3]] : tensor<f32>
// CHECK: %[[COMPARE:.*]] = hlo.compare NE, %[[P0_3]], %[[P0_3]] : tensor<f32>
// CHECK: %[[SELECT:.*]] = hlo.select %[[COMPARE]], %[[P1_3]], %[[MINIMUM]] : tensor<i1>, tensor<f32>
// CHECK: %[[COMPARE_1:.*]] = hlo.compare NE, %[[P1_3]], %[[P1_3]] : tensor<f32>
// CHECK: %[[SELECT_1:.*]] = hlo.select %[[COMPARE_1]], %[[P0_3]], %[[SELECT]] : tensor<i1>, tensor<f32>
// CHECK: hlo.return %[[SELECT_1]] : tensor<f32>
// CHECK: }
// CHECK: %[[MINIMUM_1:.*]] = hlo.minimum %[[REDUCE_3]], %[[O]] : tensor<6xf32>
// CHECK: %[[COMPARE_2:.*]] = hlo.compare NE, %[[O]], %[[O]] : tensor<6xf32>
// CHECK: %[[SELECT_2:.*]] = hlo.select %[[COMPARE_2]], %[[REDUCE_3]], %[[MINIMUM_1]] : tensor<6xi1>, tensor<6xf32>
// CHECK: %[[COMPARE_3:.*]] = hlo.compare NE, %[[REDUCE_3]], %[[REDUCE_3]] : tensor<6xf32>
// CHECK: %[[SELECT_3:.*]] = hlo.select %[[COMPARE_3]], %[[O]], %[[SELECT_2]] : tensor<6xi1>, tensor<6xf32>
// CHECK: return %[[ADD_1]], %[[MULTIPLY_1]], %[[MAXIMUM_1]], %[[SELECT_3]] : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
func.func @reduce_float(%a: tensor<4x6xf32>, %o: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) {
  %0 = linalg.reduce ins(%a : tensor<4x6xf32>) outs(%o : tensor<6xf32>) dimensions = [0]
    (%in: f32, %init: f32) { %s = arith.addf %in, %init : f32  linalg.yield %s : f32 }
  %1 = linalg.reduce ins(%a : tensor<4x6xf32>) outs(%o : tensor<6xf32>) dimensions = [0]
    (%in: f32, %init: f32) { %s = arith.mulf %in, %init : f32  linalg.yield %s : f32 }
  %2 = linalg.reduce ins(%a : tensor<4x6xf32>) outs(%o : tensor<6xf32>) dimensions = [0]
    (%in: f32, %init: f32) { %s = arith.maximumf %in, %init : f32  linalg.yield %s : f32 }
  %3 = linalg.reduce ins(%a : tensor<4x6xf32>) outs(%o : tensor<6xf32>) dimensions = [0]
    (%in: f32, %init: f32) { %s = arith.minnumf %in, %init : f32  linalg.yield %s : f32 }
  return %0, %1, %2, %3 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
}

// -----

// A fill of the identity (or tensor.empty) is not combined again.
// CHECK-LABEL: func.func @reduce_identity_init
// CHECK-SAME: (%[[A:.*]]: tensor<3x4x5xf32>)
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK: %[[REDUCE:.*]] = hlo.reduce(%[[A]] init: %[[CONSTANT]]) dimensions = [0, 1, 2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<f32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[ADD:.*]] = hlo.add %[[P1]], %[[P0]] : tensor<f32>
// CHECK: hlo.return %[[ADD]] : tensor<f32>
// CHECK: }
// CHECK: %[[CONSTANT_1:.*]] = hlo.constant dense<0xFF800000> : tensor<f32>
// CHECK: %[[REDUCE_1:.*]] = hlo.reduce(%[[A]] init: %[[CONSTANT_1]]) dimensions = [0, 1] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<5xf32> {
// CHECK: ^bb0(%[[P0_1:.*]]: tensor<f32>, %[[P1_1:.*]]: tensor<f32>):
// CHECK: %[[MAXIMUM:.*]] = hlo.maximum %[[P1_1]], %[[P0_1]] : tensor<f32>
// CHECK: hlo.return %[[MAXIMUM]] : tensor<f32>
// CHECK: }
// CHECK: return %[[REDUCE]], %[[REDUCE_1]] : tensor<f32>, tensor<5xf32>
func.func @reduce_identity_init(%a: tensor<3x4x5xf32>) -> (tensor<f32>, tensor<5xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %0 = linalg.reduce ins(%a : tensor<3x4x5xf32>) outs(%f : tensor<f32>) dimensions = [0, 1, 2]
    (%in: f32, %init: f32) { %s = arith.addf %in, %init : f32  linalg.yield %s : f32 }
  %e5 = tensor.empty() : tensor<5xf32>
  %1 = linalg.reduce ins(%a : tensor<3x4x5xf32>) outs(%e5 : tensor<5xf32>) dimensions = [0, 1]
    (%in: f32, %init: f32) { %s = arith.maximumf %in, %init : f32  linalg.yield %s : f32 }
  return %0, %1 : tensor<f32>, tensor<5xf32>
}

// -----

// A generic reduction: the reduced value is computed over all loops (in
// the input's order), reduced over the middle loop, then transposed to the
// output's order.
// CHECK-LABEL: func.func @generic_sum_of_squares
// CHECK-SAME: (%[[A:.*]]: tensor<3x4x5xf32>, %[[B:.*]]: tensor<4xf32>, %[[O:.*]]: tensor<5x3xf32>)
// CHECK: %[[BROADCAST:.*]] = hlo.broadcast %[[B]], dimensions = [1] : (tensor<4xf32>) -> tensor<3x4x5xf32>
// CHECK: %[[SUBTRACT:.*]] = hlo.subtract %[[A]], %[[BROADCAST]] : tensor<3x4x5xf32>
// CHECK: %[[MULTIPLY:.*]] = hlo.multiply %[[SUBTRACT]], %[[SUBTRACT]] : tensor<3x4x5xf32>
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK: %[[REDUCE:.*]] = hlo.reduce(%[[MULTIPLY]] init: %[[CONSTANT]]) dimensions = [1] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<3x5xf32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[ADD:.*]] = hlo.add %[[P0]], %[[P1]] : tensor<f32>
// CHECK: hlo.return %[[ADD]] : tensor<f32>
// CHECK: }
// CHECK: %[[TRANSPOSE:.*]] = hlo.transpose %[[REDUCE]], dimensions = [1, 0] : (tensor<3x5xf32>) -> tensor<5x3xf32>
// CHECK: %[[ADD_1:.*]] = hlo.add %[[O]], %[[TRANSPOSE]] : tensor<5x3xf32>
// CHECK: return %[[ADD_1]] : tensor<5x3xf32>
func.func @generic_sum_of_squares(%a: tensor<3x4x5xf32>, %b: tensor<4xf32>, %o: tensor<5x3xf32>) -> tensor<5x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d2, d0)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%a, %b : tensor<3x4x5xf32>, tensor<4xf32>) outs(%o : tensor<5x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %d = arith.subf %x, %y : f32
    %sq = arith.mulf %d, %d : f32
    %s = arith.addf %acc, %sq : f32
    linalg.yield %s : f32
  } -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}

// -----

// The reduced value depends on the loop index (an iota over the loops).
// CHECK-LABEL: func.func @generic_index_weighted
// CHECK-SAME: (%[[A:.*]]: tensor<4x6xf32>, %[[O:.*]]: tensor<4xf32>)
// CHECK: %[[IOTA:.*]] = hlo.iota iota_dimension = 1 : tensor<4x6xi64>
// CHECK: %[[CONVERT:.*]] = hlo.convert %[[IOTA]] : (tensor<4x6xi64>) -> tensor<4x6xf32>
// CHECK: %[[MULTIPLY:.*]] = hlo.multiply %[[A]], %[[CONVERT]] : tensor<4x6xf32>
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK: %[[REDUCE:.*]] = hlo.reduce(%[[MULTIPLY]] init: %[[CONSTANT]]) dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[ADD:.*]] = hlo.add %[[P1]], %[[P0]] : tensor<f32>
// CHECK: hlo.return %[[ADD]] : tensor<f32>
// CHECK: }
// CHECK: %[[ADD_1:.*]] = hlo.add %[[REDUCE]], %[[O]] : tensor<4xf32>
// CHECK: return %[[ADD_1]] : tensor<4xf32>
func.func @generic_index_weighted(%a: tensor<4x6xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x6xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %idx = linalg.index 1 : index
    %ii = arith.index_cast %idx : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %m = arith.mulf %x, %f : f32
    %s = arith.addf %m, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Two outputs each with its own combiner: two reduces.
// CHECK-LABEL: func.func @generic_min_and_max
// CHECK-SAME: (%[[A:.*]]: tensor<4x6xf32>, %[[O1:.*]]: tensor<4xf32>, %[[O2:.*]]: tensor<4xf32>)
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<0x7F800000> : tensor<f32>
// CHECK: %[[REDUCE:.*]] = hlo.reduce(%[[A]] init: %[[CONSTANT]]) dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[MINIMUM:.*]] = hlo.minimum %[[P0]], %[[P1]] : tensor<f32>
// CHECK: hlo.return %[[MINIMUM]] : tensor<f32>
// CHECK: }
// CHECK: %[[MINIMUM_1:.*]] = hlo.minimum %[[O1]], %[[REDUCE]] : tensor<4xf32>
// CHECK: %[[CONSTANT_1:.*]] = hlo.constant dense<0xFF800000> : tensor<f32>
// CHECK: %[[REDUCE_1:.*]] = hlo.reduce(%[[A]] init: %[[CONSTANT_1]]) dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32> {
// CHECK: ^bb0(%[[P0_1:.*]]: tensor<f32>, %[[P1_1:.*]]: tensor<f32>):
// CHECK: %[[MAXIMUM:.*]] = hlo.maximum %[[P1_1]], %[[P0_1]] : tensor<f32>
// CHECK: hlo.return %[[MAXIMUM]] : tensor<f32>
// CHECK: }
// CHECK: %[[MAXIMUM_1:.*]] = hlo.maximum %[[REDUCE_1]], %[[O2]] : tensor<4xf32>
// CHECK: return %[[MINIMUM_1]], %[[MAXIMUM_1]] : tensor<4xf32>, tensor<4xf32>
func.func @generic_min_and_max(%a: tensor<4x6xf32>, %o1: tensor<4xf32>, %o2: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x6xf32>) outs(%o1, %o2 : tensor<4xf32>, tensor<4xf32>) {
  ^bb0(%x: f32, %mn: f32, %mx: f32):
    %a1 = arith.minimumf %mn, %x : f32
    %a2 = arith.maximumf %x, %mx : f32
    linalg.yield %a1, %a2 : f32, f32
  } -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// argmax: the payload combines both outputs into one variadic reduce of the
// values and the index iota, from the fills; as an arg reduction its reducer
// is XLA's frontends' (a tie takes the smaller index; NaN loses, as the
// ordered compare never takes it; argmax-ties.test runs it in every order).
// CHECK-LABEL: func.func @generic_argmax
// CHECK-SAME: (%[[A:.*]]: tensor<4x6xf32>)
// CHECK: %{{.*}} = hlo.constant dense<0xFF800000> : tensor<f32>
// CHECK: %{{.*}} = hlo.constant dense<0> : tensor<i32>
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<0xFF800000> : tensor<f32>
// CHECK: %[[IOTA:.*]] = hlo.iota iota_dimension = 1 : tensor<4x6xi64>
// CHECK: %[[CONVERT:.*]] = hlo.convert %[[IOTA]] : (tensor<4x6xi64>) -> tensor<4x6xi32>
// CHECK: %[[CONSTANT_1:.*]] = hlo.constant dense<0> : tensor<i32>
// CHECK: %[[REDUCE:.*]]:2 = hlo.reduce(%[[A]], %[[CONVERT]] init: %[[CONSTANT]], %[[CONSTANT_1]]) dimensions = [1] : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>) {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<i32>, %[[P2:.*]]: tensor<f32>, %[[P3:.*]]: tensor<i32>):
// CHECK: %[[COMPARE:.*]] = hlo.compare GT, %[[P2]], %[[P0]] : tensor<f32>
// CHECK: %[[EQ:.*]] = hlo.compare EQ, %[[P2]], %[[P0]] : tensor<f32>
// CHECK: %[[LT:.*]] = hlo.compare LT, %[[P3]], %[[P1]] : tensor<i32>
// CHECK: %[[TIE:.*]] = hlo.and %{{.*}}, %[[LT]] : tensor<i1>
// CHECK: %[[TAKE:.*]] = hlo.or %{{.*}}, %[[TIE]] : tensor<i1>
// CHECK: %[[SELECT:.*]] = hlo.select %[[TAKE]], %[[P2]], %[[P0]] : tensor<i1>, tensor<f32>
// CHECK: %[[SELECT_1:.*]] = hlo.select %[[TAKE]], %[[P3]], %[[P1]] : tensor<i1>, tensor<i32>
// CHECK: hlo.return %[[SELECT]], %[[SELECT_1]] : tensor<f32>, tensor<i32>
// CHECK: }
// CHECK: return %[[REDUCE]]#0, %[[REDUCE]]#1 : tensor<4xf32>, tensor<4xi32>
func.func @generic_argmax(%a: tensor<4x6xf32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<4xf32>
  %ei = tensor.empty() : tensor<4xi32>
  %fv = linalg.fill ins(%ninf : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %fi = linalg.fill ins(%c0 : i32) outs(%ei : tensor<4xi32>) -> tensor<4xi32>
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x6xf32>) outs(%fv, %fi : tensor<4xf32>, tensor<4xi32>) {
  ^bb0(%x: f32, %v: f32, %i: i32):
    %idx = linalg.index 1 : index
    %ii = arith.index_cast %idx : index to i32
    %gt = arith.cmpf ogt, %x, %v : f32
    %nv = arith.select %gt, %x, %v : f32
    %ni = arith.select %gt, %ii, %i : i32
    linalg.yield %nv, %ni : f32, i32
  } -> (tensor<4xf32>, tensor<4xi32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xi32>
}

// -----

// A running difference `acc - x` (subf: no reducer hlo.reduce may reorder)
// is the init minus the sum of the elements, which is order-independent
// (a float sum's rounding aside, as for every sum).
// CHECK-LABEL: func.func @generic_subtract_from_fill
// CHECK-SAME: (%[[A:.*]]: tensor<4x6xf32>, %[[S:.*]]: tensor<f32>)
// CHECK: %[[INIT:.*]] = hlo.broadcast %[[S]], dimensions = [] : (tensor<f32>) -> tensor<4xf32>
// CHECK: %[[ZERO:.*]] = hlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK: %[[REDUCE:.*]] = hlo.reduce(%[[A]] init: %[[ZERO]]) dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[ADD:.*]] = hlo.add %[[P0]], %[[P1]] : tensor<f32>
// CHECK: hlo.return %[[ADD]] : tensor<f32>
// CHECK: }
// CHECK: %[[SUBTRACT:.*]] = hlo.subtract %[[INIT]], %[[REDUCE]] : tensor<4xf32>
// CHECK: return %[[SUBTRACT]] : tensor<4xf32>
func.func @generic_subtract_from_fill(%a: tensor<4x6xf32>, %s: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x6xf32>) outs(%f : tensor<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %d = arith.subf %acc, %x : f32
    linalg.yield %d : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// pred: ori and addi (xor) in pred logic.
// CHECK-LABEL: func.func @reduce_pred
// CHECK-SAME: (%[[A:.*]]: tensor<4x6xi1>, %[[O:.*]]: tensor<4xi1>)
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<false> : tensor<i1>
// CHECK: %[[REDUCE:.*]] = hlo.reduce(%[[A]] init: %[[CONSTANT]]) dimensions = [1] : (tensor<4x6xi1>, tensor<i1>) -> tensor<4xi1> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<i1>, %[[P1:.*]]: tensor<i1>):
// CHECK: %[[OR:.*]] = hlo.or %[[P1]], %[[P0]] : tensor<i1>
// CHECK: hlo.return %[[OR]] : tensor<i1>
// CHECK: }
// CHECK: %[[OR_1:.*]] = hlo.or %[[REDUCE]], %[[O]] : tensor<4xi1>
// CHECK: %[[CONSTANT_1:.*]] = hlo.constant dense<false> : tensor<i1>
// CHECK: %[[REDUCE_1:.*]] = hlo.reduce(%[[A]] init: %[[CONSTANT_1]]) dimensions = [1] : (tensor<4x6xi1>, tensor<i1>) -> tensor<4xi1> {
// CHECK: ^bb0(%[[P0_1:.*]]: tensor<i1>, %[[P1_1:.*]]: tensor<i1>):
// CHECK: %[[XOR:.*]] = hlo.xor %[[P1_1]], %[[P0_1]] : tensor<i1>
// CHECK: hlo.return %[[XOR]] : tensor<i1>
// CHECK: }
// CHECK: %[[XOR_1:.*]] = hlo.xor %[[REDUCE_1]], %[[O]] : tensor<4xi1>
// CHECK: return %[[OR_1]], %[[XOR_1]] : tensor<4xi1>, tensor<4xi1>
func.func @reduce_pred(%a: tensor<4x6xi1>, %o: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>) {
  %0 = linalg.reduce ins(%a : tensor<4x6xi1>) outs(%o : tensor<4xi1>) dimensions = [1]
    (%in: i1, %init: i1) { %s = arith.ori %in, %init : i1  linalg.yield %s : i1 }
  %1 = linalg.reduce ins(%a : tensor<4x6xi1>) outs(%o : tensor<4xi1>) dimensions = [1]
    (%in: i1, %init: i1) { %s = arith.addi %in, %init : i1  linalg.yield %s : i1 }
  return %0, %1 : tensor<4xi1>, tensor<4xi1>
}

// -----

// linalg.softmax: max (from -inf) and sum (from -0.0) along the dimension,
// broadcast back.
// CHECK-LABEL: func.func @softmax
// CHECK-SAME: (%[[A:.*]]: tensor<3x5xf32>, %[[O:.*]]: tensor<3x5xf32>)
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<0xFF800000> : tensor<f32>
// CHECK: %[[REDUCE:.*]] = hlo.reduce(%[[A]] init: %[[CONSTANT]]) dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32> {
// CHECK: ^bb0(%[[P0:.*]]: tensor<f32>, %[[P1:.*]]: tensor<f32>):
// CHECK: %[[MAXIMUM:.*]] = hlo.maximum %[[P0]], %[[P1]] : tensor<f32>
// CHECK: hlo.return %[[MAXIMUM]] : tensor<f32>
// CHECK: }
// CHECK: %[[BROADCAST:.*]] = hlo.broadcast %[[REDUCE]], dimensions = [0] : (tensor<3xf32>) -> tensor<3x5xf32>
// CHECK: %[[SUBTRACT:.*]] = hlo.subtract %[[A]], %[[BROADCAST]] : tensor<3x5xf32>
// CHECK: %[[EXPONENTIAL:.*]] = hlo.exponential %[[SUBTRACT]] : tensor<3x5xf32>
// CHECK: %[[CONSTANT_1:.*]] = hlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK: %[[REDUCE_1:.*]] = hlo.reduce(%[[EXPONENTIAL]] init: %[[CONSTANT_1]]) dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32> {
// CHECK: ^bb0(%[[P0_1:.*]]: tensor<f32>, %[[P1_1:.*]]: tensor<f32>):
// CHECK: %[[ADD:.*]] = hlo.add %[[P0_1]], %[[P1_1]] : tensor<f32>
// CHECK: hlo.return %[[ADD]] : tensor<f32>
// CHECK: }
// CHECK: %[[BROADCAST_1:.*]] = hlo.broadcast %[[REDUCE_1]], dimensions = [0] : (tensor<3xf32>) -> tensor<3x5xf32>
// CHECK: %[[DIVIDE:.*]] = hlo.divide %[[EXPONENTIAL]], %[[BROADCAST_1]] : tensor<3x5xf32>
// CHECK: return %[[DIVIDE]] : tensor<3x5xf32>
func.func @softmax(%a: tensor<3x5xf32>, %o: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0 = linalg.softmax dimension(1) ins(%a : tensor<3x5xf32>) outs(%o : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}
