// Structured ops with parallel loops only: the operands are laid out over
// the loops (hlo.transpose, hlo.broadcast, hlo.slice for constant indices),
// the payload's arith and math ops apply to whole arrays (converted by the
// arith and math patterns), linalg.index is hlo.iota.
// RUN: xhlo-opt --convert-linalg-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=linalg. --implicit-check-not=arith. --implicit-check-not=math.
// RUN: xhlo-opt --convert-linalg-to-hlo="index-bitwidth=32" --split-input-file %s | FileCheck %s --check-prefix=I32 --implicit-check-not=linalg.

// A fill is a broadcast of the scalar (a 0-d array).
// CHECK-LABEL: func.func @fill
// CHECK-SAME: (%[[S:.*]]: tensor<f32>)
// CHECK: %[[BROADCAST:.*]] = hlo.broadcast %[[S]], dimensions = [] : (tensor<f32>) -> tensor<3x4xf32>
// CHECK: return %[[BROADCAST]] : tensor<3x4xf32>
func.func @fill(%s: f32) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// A copy is its operand; a copy between element types converts.
// CHECK-LABEL: func.func @copy
// CHECK-SAME: (%[[A:.*]]: tensor<3x4xf32>, %[[I:.*]]: tensor<3x4xi32>, %[[O:.*]]: tensor<3x4xf32>)
// CHECK: %[[CONVERT:.*]] = hlo.convert %[[I]] : (tensor<3x4xi32>) -> tensor<3x4xf32>
// CHECK: return %[[A]], %[[CONVERT]] : tensor<3x4xf32>, tensor<3x4xf32>
func.func @copy(%a: tensor<3x4xf32>, %i: tensor<3x4xi32>, %o: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = linalg.copy ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = linalg.copy ins(%i : tensor<3x4xi32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @transpose
// CHECK-SAME: (%[[A:.*]]: tensor<2x3x4xf32>, %[[O:.*]]: tensor<4x2x3xf32>)
// CHECK: %[[TRANSPOSE:.*]] = hlo.transpose %[[A]], dimensions = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
// CHECK: return %[[TRANSPOSE]] : tensor<4x2x3xf32>
func.func @transpose(%a: tensor<2x3x4xf32>, %o: tensor<4x2x3xf32>) -> tensor<4x2x3xf32> {
  %0 = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%o : tensor<4x2x3xf32>) permutation = [2, 0, 1]
  return %0 : tensor<4x2x3xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast
// CHECK-SAME: (%[[A:.*]]: tensor<3xf32>, %[[O:.*]]: tensor<2x3x4xf32>)
// CHECK: %[[BROADCAST:.*]] = hlo.broadcast %[[A]], dimensions = [1] : (tensor<3xf32>) -> tensor<2x3x4xf32>
// CHECK: return %[[BROADCAST]] : tensor<2x3x4xf32>
func.func @broadcast(%a: tensor<3xf32>, %o: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.broadcast ins(%a : tensor<3xf32>) outs(%o : tensor<2x3x4xf32>) dimensions = [0, 2]
  return %0 : tensor<2x3x4xf32>
}

// -----

// linalg.map's payload has no argument for its init.
// CHECK-LABEL: func.func @map
// CHECK-SAME: (%[[A:.*]]: tensor<3x4xf32>, %[[B:.*]]: tensor<3x4xf32>, %[[O:.*]]: tensor<3x4xf32>)
// CHECK: %[[MULTIPLY:.*]] = hlo.multiply %[[A]], %[[B]] : tensor<3x4xf32>
// CHECK: %[[SUBTRACT:.*]] = hlo.subtract %[[MULTIPLY]], %[[A]] : tensor<3x4xf32>
// CHECK: return %[[SUBTRACT]] : tensor<3x4xf32>
func.func @map(%a: tensor<3x4xf32>, %b: tensor<3x4xf32>, %o: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = linalg.map ins(%a, %b : tensor<3x4xf32>, tensor<3x4xf32>) outs(%o : tensor<3x4xf32>)
    (%x: f32, %y: f32) {
      %m = arith.mulf %x, %y : f32
      %s = arith.subf %m, %x : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<3x4xf32>
}

// -----

// elemwise_unary with each of its functions.
// CHECK-LABEL: func.func @elemwise_unary
// CHECK-SAME: (%[[A:.*]]: tensor<3xf32>, %[[O:.*]]: tensor<3xf32>)
// CHECK: %[[EXPONENTIAL:.*]] = hlo.exponential %[[A]] : tensor<3xf32>
// CHECK: %[[LOG:.*]] = hlo.log %[[A]] : tensor<3xf32>
// CHECK: %[[ABS:.*]] = hlo.abs %[[A]] : tensor<3xf32>
// CHECK: %[[CEIL:.*]] = hlo.ceil %[[A]] : tensor<3xf32>
// CHECK: %[[FLOOR:.*]] = hlo.floor %[[A]] : tensor<3xf32>
// CHECK: %[[NEGATE:.*]] = hlo.negate %[[A]] : tensor<3xf32>
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<1.000000e+00> : tensor<3xf32>
// CHECK: %[[DIVIDE:.*]] = hlo.divide %[[CONSTANT]], %[[A]] : tensor<3xf32>
// CHECK: %[[ROUND_NEAREST_AFZ:.*]] = hlo.round_nearest_afz %[[A]] : tensor<3xf32>
// CHECK: %[[SQRT:.*]] = hlo.sqrt %[[A]] : tensor<3xf32>
// CHECK: %[[RSQRT:.*]] = hlo.rsqrt %[[A]] : tensor<3xf32>
// CHECK: %[[MULTIPLY:.*]] = hlo.multiply %[[A]], %[[A]] : tensor<3xf32>
// CHECK: %[[TANH:.*]] = hlo.tanh %[[A]] : tensor<3xf32>
// CHECK: %[[ERF:.*]] = hlo.erf %[[A]] : tensor<3xf32>
// CHECK: return %[[EXPONENTIAL]], %[[LOG]], %[[ABS]], %[[CEIL]], %[[FLOOR]], %[[NEGATE]], %[[DIVIDE]], %[[ROUND_NEAREST_AFZ]], %[[SQRT]], %[[RSQRT]], %[[MULTIPLY]], %[[TANH]], %[[ERF]] : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
func.func @elemwise_unary(%a: tensor<3xf32>, %o: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %0 = linalg.elemwise_unary ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %1 = linalg.elemwise_unary {fun = #linalg.unary_fn<log>} ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %2 = linalg.elemwise_unary {fun = #linalg.unary_fn<abs>} ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %3 = linalg.elemwise_unary {fun = #linalg.unary_fn<ceil>} ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %4 = linalg.elemwise_unary {fun = #linalg.unary_fn<floor>} ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %5 = linalg.elemwise_unary {fun = #linalg.unary_fn<negf>} ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %6 = linalg.elemwise_unary {fun = #linalg.unary_fn<reciprocal>} ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %7 = linalg.elemwise_unary {fun = #linalg.unary_fn<round>} ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %8 = linalg.elemwise_unary {fun = #linalg.unary_fn<sqrt>} ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %9 = linalg.elemwise_unary {fun = #linalg.unary_fn<rsqrt>} ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %10 = linalg.elemwise_unary {fun = #linalg.unary_fn<square>} ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %11 = linalg.elemwise_unary {fun = #linalg.unary_fn<tanh>} ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %12 = linalg.elemwise_unary {fun = #linalg.unary_fn<erf>} ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}

// -----

// The unary named ops.
// CHECK-LABEL: func.func @unary_named
// CHECK-SAME: (%[[A:.*]]: tensor<3xf32>, %[[O:.*]]: tensor<3xf32>)
// CHECK: %[[EXPONENTIAL:.*]] = hlo.exponential %[[A]] : tensor<3xf32>
// CHECK: %[[LOG:.*]] = hlo.log %[[A]] : tensor<3xf32>
// CHECK: %[[ABS:.*]] = hlo.abs %[[A]] : tensor<3xf32>
// CHECK: %[[CEIL:.*]] = hlo.ceil %[[A]] : tensor<3xf32>
// CHECK: %[[FLOOR:.*]] = hlo.floor %[[A]] : tensor<3xf32>
// CHECK: %[[NEGATE:.*]] = hlo.negate %[[A]] : tensor<3xf32>
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<1.000000e+00> : tensor<3xf32>
// CHECK: %[[DIVIDE:.*]] = hlo.divide %[[CONSTANT]], %[[A]] : tensor<3xf32>
// CHECK: %[[ROUND_NEAREST_AFZ:.*]] = hlo.round_nearest_afz %[[A]] : tensor<3xf32>
// CHECK: %[[SQRT:.*]] = hlo.sqrt %[[A]] : tensor<3xf32>
// CHECK: %[[RSQRT:.*]] = hlo.rsqrt %[[A]] : tensor<3xf32>
// CHECK: %[[MULTIPLY:.*]] = hlo.multiply %[[A]], %[[A]] : tensor<3xf32>
// CHECK: %[[TANH:.*]] = hlo.tanh %[[A]] : tensor<3xf32>
// CHECK: %[[ERF:.*]] = hlo.erf %[[A]] : tensor<3xf32>
// CHECK: return %[[EXPONENTIAL]], %[[LOG]], %[[ABS]], %[[CEIL]], %[[FLOOR]], %[[NEGATE]], %[[DIVIDE]], %[[ROUND_NEAREST_AFZ]], %[[SQRT]], %[[RSQRT]], %[[MULTIPLY]], %[[TANH]], %[[ERF]] : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
func.func @unary_named(%a: tensor<3xf32>, %o: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %0 = linalg.exp ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %1 = linalg.log ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %2 = linalg.abs ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %3 = linalg.ceil ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %4 = linalg.floor ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %5 = linalg.negf ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %6 = linalg.reciprocal ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %7 = linalg.round ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %8 = linalg.sqrt ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %9 = linalg.rsqrt ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %10 = linalg.square ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %11 = linalg.tanh ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %12 = linalg.erf ins(%a : tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}

// -----

// elemwise_binary with each of its functions; cast_unsigned converts the
// integer operands as unsigned.
// CHECK-LABEL: func.func @elemwise_binary
// CHECK-SAME: (%[[A:.*]]: tensor<3xf32>, %[[B:.*]]: tensor<3xf32>, %[[I:.*]]: tensor<3xi32>, %[[O:.*]]: tensor<3xf32>)
// CHECK: %[[ADD:.*]] = hlo.add %[[A]], %[[B]] : tensor<3xf32>
// CHECK: %[[SUBTRACT:.*]] = hlo.subtract %[[A]], %[[B]] : tensor<3xf32>
// CHECK: %[[MULTIPLY:.*]] = hlo.multiply %[[A]], %[[B]] : tensor<3xf32>
// CHECK: %[[DIVIDE:.*]] = hlo.divide %[[A]], %[[B]] : tensor<3xf32>
// CHECK: %[[MAXIMUM:.*]] = hlo.maximum %[[A]], %[[B]] : tensor<3xf32>
// CHECK: %[[MINIMUM:.*]] = hlo.minimum %[[A]], %[[B]] : tensor<3xf32>
// CHECK: %[[POWER:.*]] = hlo.power %[[A]], %[[B]] : tensor<3xf32>
// CHECK: %[[BITCAST_CONVERT:.*]] = hlo.bitcast_convert %[[I]] : (tensor<3xi32>) -> tensor<3xui32>
// CHECK: %[[CONVERT:.*]] = hlo.convert %[[BITCAST_CONVERT]] : (tensor<3xui32>) -> tensor<3xf32>
// CHECK: %[[ADD_1:.*]] = hlo.add %[[A]], %[[CONVERT]] : tensor<3xf32>
// CHECK: return %[[ADD]], %[[SUBTRACT]], %[[MULTIPLY]], %[[DIVIDE]], %[[MAXIMUM]], %[[MINIMUM]], %[[POWER]], %[[ADD_1]] : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
func.func @elemwise_binary(%a: tensor<3xf32>, %b: tensor<3xf32>, %i: tensor<3xi32>, %o: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %0 = linalg.elemwise_binary ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %1 = linalg.elemwise_binary {fun = #linalg.binary_fn<sub>} ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %2 = linalg.elemwise_binary {fun = #linalg.binary_fn<mul>} ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %3 = linalg.elemwise_binary {fun = #linalg.binary_fn<div>} ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %4 = linalg.elemwise_binary {fun = #linalg.binary_fn<max_signed>} ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %5 = linalg.elemwise_binary {fun = #linalg.binary_fn<min_signed>} ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %6 = linalg.elemwise_binary {fun = #linalg.binary_fn<powf>} ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %7 = linalg.elemwise_binary {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %i : tensor<3xf32>, tensor<3xi32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}

// -----

// The binary named ops and select.
// CHECK-LABEL: func.func @binary_named
// CHECK-SAME: (%[[A:.*]]: tensor<3xf32>, %[[B:.*]]: tensor<3xf32>, %[[O:.*]]: tensor<3xf32>)
// CHECK: %[[ADD:.*]] = hlo.add %[[A]], %[[B]] : tensor<3xf32>
// CHECK: %[[SUBTRACT:.*]] = hlo.subtract %[[A]], %[[B]] : tensor<3xf32>
// CHECK: %[[MULTIPLY:.*]] = hlo.multiply %[[A]], %[[B]] : tensor<3xf32>
// CHECK: %[[DIVIDE:.*]] = hlo.divide %[[A]], %[[B]] : tensor<3xf32>
// CHECK: %[[MAXIMUM:.*]] = hlo.maximum %[[A]], %[[B]] : tensor<3xf32>
// CHECK: %[[MINIMUM:.*]] = hlo.minimum %[[A]], %[[B]] : tensor<3xf32>
// CHECK: %[[POWER:.*]] = hlo.power %[[A]], %[[B]] : tensor<3xf32>
// CHECK: return %[[ADD]], %[[SUBTRACT]], %[[MULTIPLY]], %[[DIVIDE]], %[[MAXIMUM]], %[[MINIMUM]], %[[POWER]] : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
func.func @binary_named(%a: tensor<3xf32>, %b: tensor<3xf32>, %o: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %0 = linalg.add ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %1 = linalg.sub ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %2 = linalg.mul ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %3 = linalg.div ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %4 = linalg.max ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %5 = linalg.min ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  %6 = linalg.powf ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}

// -----

// On integers: div is signed, div_unsigned and max_unsigned go through the
// unsigned types.
// CHECK-LABEL: func.func @binary_integer
// CHECK-SAME: (%[[A:.*]]: tensor<3xi32>, %[[B:.*]]: tensor<3xi32>, %[[O:.*]]: tensor<3xi32>)
// CHECK: %[[DIVIDE:.*]] = hlo.divide %[[A]], %[[B]] : tensor<3xi32>
// CHECK: %[[BITCAST_CONVERT:.*]] = hlo.bitcast_convert %[[A]] : (tensor<3xi32>) -> tensor<3xui32>
// CHECK: %[[BITCAST_CONVERT_1:.*]] = hlo.bitcast_convert %[[B]] : (tensor<3xi32>) -> tensor<3xui32>
// CHECK: %[[DIVIDE_1:.*]] = hlo.divide %[[BITCAST_CONVERT]], %[[BITCAST_CONVERT_1]] : tensor<3xui32>
// CHECK: %[[BITCAST_CONVERT_2:.*]] = hlo.bitcast_convert %[[DIVIDE_1]] : (tensor<3xui32>) -> tensor<3xi32>
// CHECK: %[[MAXIMUM:.*]] = hlo.maximum %[[A]], %[[B]] : tensor<3xi32>
// CHECK: %[[BITCAST_CONVERT_3:.*]] = hlo.bitcast_convert %[[A]] : (tensor<3xi32>) -> tensor<3xui32>
// CHECK: %[[BITCAST_CONVERT_4:.*]] = hlo.bitcast_convert %[[B]] : (tensor<3xi32>) -> tensor<3xui32>
// CHECK: %[[MAXIMUM_1:.*]] = hlo.maximum %[[BITCAST_CONVERT_3]], %[[BITCAST_CONVERT_4]] : tensor<3xui32>
// CHECK: %[[BITCAST_CONVERT_5:.*]] = hlo.bitcast_convert %[[MAXIMUM_1]] : (tensor<3xui32>) -> tensor<3xi32>
// CHECK: return %[[DIVIDE]], %[[BITCAST_CONVERT_2]], %[[MAXIMUM]], %[[BITCAST_CONVERT_5]] : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
func.func @binary_integer(%a: tensor<3xi32>, %b: tensor<3xi32>, %o: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) {
  %0 = linalg.div ins(%a, %b : tensor<3xi32>, tensor<3xi32>) outs(%o : tensor<3xi32>) -> tensor<3xi32>
  %1 = linalg.div_unsigned ins(%a, %b : tensor<3xi32>, tensor<3xi32>) outs(%o : tensor<3xi32>) -> tensor<3xi32>
  %2 = linalg.max ins(%a, %b : tensor<3xi32>, tensor<3xi32>) outs(%o : tensor<3xi32>) -> tensor<3xi32>
  %3 = linalg.elemwise_binary {fun = #linalg.binary_fn<max_unsigned>} ins(%a, %b : tensor<3xi32>, tensor<3xi32>) outs(%o : tensor<3xi32>) -> tensor<3xi32>
  return %0, %1, %2, %3 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
}

// -----

// CHECK-LABEL: func.func @select
// CHECK-SAME: (%[[C:.*]]: tensor<3xi1>, %[[A:.*]]: tensor<3xf32>, %[[B:.*]]: tensor<3xf32>, %[[O:.*]]: tensor<3xf32>)
// CHECK: %[[SELECT:.*]] = hlo.select %[[C]], %[[A]], %[[B]] : tensor<3xi1>, tensor<3xf32>
// CHECK: return %[[SELECT]] : tensor<3xf32>
func.func @select(%c: tensor<3xi1>, %a: tensor<3xf32>, %b: tensor<3xf32>, %o: tensor<3xf32>) -> tensor<3xf32> {
  %0 = linalg.select ins(%c, %a, %b : tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// fill_rng_2d: a payload on both loop indices (iotas) and the seed. (Its
// payload is invalid for f32 in LLVM 19, whose region builder mixes f64
// constants in; f64 works.)
// CHECK-LABEL: func.func @fill_rng_2d
// CHECK-SAME: (%[[MIN:.*]]: tensor<f64>, %[[MAX:.*]]: tensor<f64>, %[[SEED:.*]]: tensor<i32>)
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<0x41DFFFFFFFC00000> : tensor<2x3xf64>
// CHECK: %[[IOTA:.*]] = hlo.iota iota_dimension = 1 : tensor<2x3xi64>
// CHECK: %[[CONVERT:.*]] = hlo.convert %[[IOTA]] : (tensor<2x3xi64>) -> tensor<2x3xi32>
// CHECK: %[[IOTA_1:.*]] = hlo.iota iota_dimension = 0 : tensor<2x3xi64>
// CHECK: %[[CONVERT_1:.*]] = hlo.convert %[[IOTA_1]] : (tensor<2x3xi64>) -> tensor<2x3xi32>
// CHECK: %[[BROADCAST:.*]] = hlo.broadcast %[[SEED]], dimensions = [] : (tensor<i32>) -> tensor<2x3xi32>
// CHECK: %[[ADD:.*]] = hlo.add %[[CONVERT_1]], %[[BROADCAST]] : tensor<2x3xi32>
// CHECK: %[[CONSTANT_1:.*]] = hlo.constant dense<1103515245> : tensor<2x3xi32>
// CHECK: %[[MULTIPLY:.*]] = hlo.multiply %[[ADD]], %[[CONSTANT_1]] : tensor<2x3xi32>
// CHECK: %[[CONSTANT_2:.*]] = hlo.constant dense<12345> : tensor<2x3xi32>
// CHECK: %[[ADD_1:.*]] = hlo.add %[[MULTIPLY]], %[[CONSTANT_2]] : tensor<2x3xi32>
// CHECK: %[[ADD_2:.*]] = hlo.add %[[CONVERT]], %[[ADD_1]] : tensor<2x3xi32>
// CHECK: %[[CONSTANT_3:.*]] = hlo.constant dense<1103515245> : tensor<2x3xi32>
// CHECK: %[[MULTIPLY_1:.*]] = hlo.multiply %[[ADD_2]], %[[CONSTANT_3]] : tensor<2x3xi32>
// CHECK: %[[CONSTANT_4:.*]] = hlo.constant dense<12345> : tensor<2x3xi32>
// CHECK: %[[ADD_3:.*]] = hlo.add %[[MULTIPLY_1]], %[[CONSTANT_4]] : tensor<2x3xi32>
// CHECK: %[[CONVERT_2:.*]] = hlo.convert %[[ADD_3]] : (tensor<2x3xi32>) -> tensor<2x3xf64>
// CHECK: %[[ADD_4:.*]] = hlo.add %[[CONSTANT]], %[[CONVERT_2]] : tensor<2x3xf64>
// CHECK: %[[BROADCAST_1:.*]] = hlo.broadcast %[[MAX]], dimensions = [] : (tensor<f64>) -> tensor<2x3xf64>
// CHECK: %[[BROADCAST_2:.*]] = hlo.broadcast %[[MIN]], dimensions = [] : (tensor<f64>) -> tensor<2x3xf64>
// CHECK: %[[SUBTRACT:.*]] = hlo.subtract %[[BROADCAST_1]], %[[BROADCAST_2]] : tensor<2x3xf64>
// CHECK: %[[CONSTANT_5:.*]] = hlo.constant dense<2.3283063999999999E-10> : tensor<2x3xf64>
// CHECK: %[[MULTIPLY_2:.*]] = hlo.multiply %[[SUBTRACT]], %[[CONSTANT_5]] : tensor<2x3xf64>
// CHECK: %[[MULTIPLY_3:.*]] = hlo.multiply %[[ADD_4]], %[[MULTIPLY_2]] : tensor<2x3xf64>
// CHECK: %[[ADD_5:.*]] = hlo.add %[[MULTIPLY_3]], %[[BROADCAST_2]] : tensor<2x3xf64>
// CHECK: return %[[ADD_5]] : tensor<2x3xf64>
func.func @fill_rng_2d(%min: f64, %max: f64, %seed: i32) -> tensor<2x3xf64> {
  %e = tensor.empty() : tensor<2x3xf64>
  %0 = linalg.fill_rng_2d ins(%min, %max, %seed : f64, f64, i32) outs(%e : tensor<2x3xf64>) -> tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}

// -----

// A generic with a transposed, a broadcast and a scalar operand, loop
// indices and a constant in its payload, and two outputs.
// CHECK-LABEL: func.func @generic_layouts
// CHECK-SAME: (%[[A:.*]]: tensor<4x3xf32>, %[[B:.*]]: tensor<4xf32>, %[[S:.*]]: tensor<f32>)
// CHECK: %[[TRANSPOSE:.*]] = hlo.transpose %[[A]], dimensions = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>
// CHECK: %[[BROADCAST:.*]] = hlo.broadcast %[[B]], dimensions = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[TRANSPOSE]], %[[BROADCAST]] : tensor<3x4xf32>
// CHECK: %[[IOTA:.*]] = hlo.iota iota_dimension = 0 : tensor<3x4xi64>
// CHECK: %[[IOTA_1:.*]] = hlo.iota iota_dimension = 1 : tensor<3x4xi64>
// CHECK: %[[MULTIPLY:.*]] = hlo.multiply %[[IOTA]], %[[IOTA_1]] : tensor<3x4xi64>
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<7> : tensor<3x4xi64>
// CHECK: %[[ADD_1:.*]] = hlo.add %[[MULTIPLY]], %[[CONSTANT]] : tensor<3x4xi64>
// CHECK: %[[CONVERT:.*]] = hlo.convert %[[ADD_1]] : (tensor<3x4xi64>) -> tensor<3x4xi32>
// CHECK: %[[CONVERT_1:.*]] = hlo.convert %[[CONVERT]] : (tensor<3x4xi32>) -> tensor<3x4xf32>
// CHECK: %[[MULTIPLY_1:.*]] = hlo.multiply %[[ADD]], %[[CONVERT_1]] : tensor<3x4xf32>
// CHECK: %[[BROADCAST_1:.*]] = hlo.broadcast %[[S]], dimensions = [] : (tensor<f32>) -> tensor<3x4xf32>
// CHECK: %[[SUBTRACT:.*]] = hlo.subtract %[[MULTIPLY_1]], %[[BROADCAST_1]] : tensor<3x4xf32>
// CHECK: %[[COMPARE:.*]] = hlo.compare GT, %[[SUBTRACT]], %[[BROADCAST_1]] : tensor<3x4xf32>
// CHECK: %[[SELECT:.*]] = hlo.select %[[COMPARE]], %[[SUBTRACT]], %[[TRANSPOSE]] : tensor<3x4xi1>, tensor<3x4xf32>
// CHECK: return %[[SELECT]], %[[CONVERT]] : tensor<3x4xf32>, tensor<3x4xi32>
func.func @generic_layouts(%a: tensor<4x3xf32>, %b: tensor<4xf32>, %s: f32) -> (tensor<3x4xf32>, tensor<3x4xi32>) {
  %e = tensor.empty() : tensor<3x4xf32>
  %ei = tensor.empty() : tensor<3x4xi32>
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b, %s : tensor<4x3xf32>, tensor<4xf32>, f32) outs(%e, %ei : tensor<3x4xf32>, tensor<3x4xi32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %o: f32, %oi: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %c7 = arith.constant 7 : index
    %k2 = arith.addi %k, %c7 : index
    %ki = arith.index_cast %k2 : index to i32
    %f = arith.sitofp %ki : i32 to f32
    %s1 = arith.addf %x, %y : f32
    %m = arith.mulf %s1, %f : f32
    %t = arith.subf %m, %z : f32
    %cmp = arith.cmpf ogt, %t, %z : f32
    %sel = arith.select %cmp, %t, %x : f32
    linalg.yield %sel, %ki : f32, i32
  } -> (tensor<3x4xf32>, tensor<3x4xi32>)
  return %0#0, %0#1 : tensor<3x4xf32>, tensor<3x4xi32>
}

// -----

// A constant index is a slice; the output is written transposed.
// CHECK-LABEL: func.func @generic_constant_index
// CHECK-SAME: (%[[A:.*]]: tensor<2x4xf32>, %[[B:.*]]: tensor<3x4xf32>, %[[O:.*]]: tensor<4x3xf32>)
// CHECK: %[[SLICE:.*]] = hlo.slice %[[A]], slice = [1:2, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
// CHECK: %[[RESHAPE:.*]] = hlo.reshape %[[SLICE]] : (tensor<1x4xf32>) -> tensor<4xf32>
// CHECK: %[[BROADCAST:.*]] = hlo.broadcast %[[RESHAPE]], dimensions = [0] : (tensor<4xf32>) -> tensor<4x3xf32>
// CHECK: %[[TRANSPOSE:.*]] = hlo.transpose %[[B]], dimensions = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[BROADCAST]], %[[TRANSPOSE]] : tensor<4x3xf32>
// CHECK: return %[[ADD]] : tensor<4x3xf32>
func.func @generic_constant_index(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>, %o: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (1, d0)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<2x4xf32>, tensor<3x4xf32>) outs(%o : tensor<4x3xf32>) {
  ^bb0(%x: f32, %y: f32, %p: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// The payload reads its output: the init, laid out like any operand; a
// tensor.empty init reads zeros. A scalar from above is broadcast.
// CHECK-LABEL: func.func @generic_reads_output
// CHECK-SAME: (%[[A:.*]]: tensor<3x4xf32>, %[[O:.*]]: tensor<4x3xf32>, %[[S:.*]]: tensor<f32>)
// CHECK: %[[TRANSPOSE:.*]] = hlo.transpose %[[A]], dimensions = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
// CHECK: %[[MULTIPLY:.*]] = hlo.multiply %[[TRANSPOSE]], %[[O]] : tensor<4x3xf32>
// CHECK: %[[BROADCAST:.*]] = hlo.broadcast %[[S]], dimensions = [] : (tensor<f32>) -> tensor<4x3xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[MULTIPLY]], %[[BROADCAST]] : tensor<4x3xf32>
// CHECK: %[[TRANSPOSE_1:.*]] = hlo.transpose %[[A]], dimensions = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
// CHECK: %[[CONSTANT:.*]] = hlo.constant dense<0.000000e+00> : tensor<4x3xf32>
// CHECK: %[[ADD_1:.*]] = hlo.add %[[TRANSPOSE_1]], %[[CONSTANT]] : tensor<4x3xf32>
// CHECK: return %[[ADD]], %[[ADD_1]] : tensor<4x3xf32>, tensor<4x3xf32>
func.func @generic_reads_output(%a: tensor<3x4xf32>, %o: tensor<4x3xf32>, %s: f32) -> (tensor<4x3xf32>, tensor<4x3xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<3x4xf32>) outs(%o : tensor<4x3xf32>) {
  ^bb0(%x: f32, %p: f32):
    %m = arith.mulf %x, %p : f32
    %t = arith.addf %m, %s : f32
    linalg.yield %t : f32
  } -> tensor<4x3xf32>
  %e = tensor.empty() : tensor<4x3xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<3x4xf32>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%x: f32, %p: f32):
    %m = arith.addf %x, %p : f32
    linalg.yield %m : f32
  } -> tensor<4x3xf32>
  return %0, %1 : tensor<4x3xf32>, tensor<4x3xf32>
}

// -----

// Rank 0.
// CHECK-LABEL: func.func @generic_rank0
// CHECK-SAME: (%[[A:.*]]: tensor<f32>, %[[O:.*]]: tensor<f32>)
// CHECK: %[[EXPONENTIAL:.*]] = hlo.exponential %[[A]] : tensor<f32>
// CHECK: return %[[EXPONENTIAL]] : tensor<f32>
func.func @generic_rank0(%a: tensor<f32>, %o: tensor<f32>) -> tensor<f32> {
  %0 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%a : tensor<f32>) outs(%o : tensor<f32>) {
  ^bb0(%x: f32, %p: f32):
    %e = math.exp %x : f32
    linalg.yield %e : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// index elements take the index width; an index loop variable as well.
// I32-LABEL: func.func @generic_index_elements
// I32-SAME: (%[[A:.*]]: tensor<5xi32>)
// I32: %[[IOTA:.*]] = hlo.iota iota_dimension = 0 : tensor<5xi32>
// I32: %[[ADD:.*]] = hlo.add %[[A]], %[[IOTA]] : tensor<5xi32>
// I32: return %[[ADD]] : tensor<5xi32>
// CHECK-LABEL: func.func @generic_index_elements
// CHECK-SAME: (%[[A:.*]]: tensor<5xi64>)
// CHECK: %[[IOTA:.*]] = hlo.iota iota_dimension = 0 : tensor<5xi64>
// CHECK: %[[ADD:.*]] = hlo.add %[[A]], %[[IOTA]] : tensor<5xi64>
// CHECK: return %[[ADD]] : tensor<5xi64>
func.func @generic_index_elements(%a: tensor<5xindex>) -> tensor<5xindex> {
  %e = tensor.empty() : tensor<5xindex>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<5xindex>) outs(%e : tensor<5xindex>) {
  ^bb0(%x: index, %p: index):
    %i = linalg.index 0 : index
    %s = arith.addi %x, %i : index
    linalg.yield %s : index
  } -> tensor<5xindex>
  return %0 : tensor<5xindex>
}
