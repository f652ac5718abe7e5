// Payload ops whose conversion is one hlo op (OneToOneOps.def) are built as
// that op at once; where the op's folder applies (a constant operand, the
// same value twice, negf of negf), the copy on tensors is made instead and
// the conversion driver folds it first, as for every other payload op.
// RUN: xhlo-opt --convert-linalg-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=linalg. --implicit-check-not=arith. --implicit-check-not=math.

#map = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

// Built at once: distinct operands that are no constants.
// CHECK-LABEL: func.func @one_to_one
// CHECK-SAME: (%[[A:.*]]: tensor<3x4xf32>, %[[B:.*]]: tensor<3x4xf32>, %[[R:.*]]: tensor<3xf32>
// CHECK: %[[ADD:.*]] = hlo.add %[[A]], %[[B]] : tensor<3x4xf32>
// CHECK: %[[ROW:.*]] = hlo.broadcast %[[R]], dimensions = [0] : (tensor<3xf32>) -> tensor<3x4xf32>
// CHECK: %[[DIV:.*]] = hlo.divide %[[ADD]], %[[ROW]] : tensor<3x4xf32>
// CHECK: %[[MAX:.*]] = hlo.maximum %[[DIV]], %[[A]] : tensor<3x4xf32>
// CHECK: %[[EXP:.*]] = hlo.exponential %[[MAX]] : tensor<3x4xf32>
// CHECK: %[[POW:.*]] = hlo.power %[[EXP]], %[[B]] : tensor<3x4xf32>
// CHECK: return %[[POW]] : tensor<3x4xf32>
func.func @one_to_one(%a: tensor<3x4xf32>, %b: tensor<3x4xf32>, %r: tensor<3xf32>, %o: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map, #row, #map], iterator_types = ["parallel", "parallel"]} ins(%a, %b, %r : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3xf32>) outs(%o : tensor<3x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    %d = arith.divf %s, %z : f32
    %m = arith.maximumf %d, %x : f32
    %e = math.exp %m : f32
    %p = math.powf %e, %y : f32
    linalg.yield %p : f32
  } -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

#map = affine_map<(i, j) -> (i, j)>

// Folded by the driver as before: maximumf(x, x) is x, mulf by 1 and divf
// by 1 are x, addf of -0 is x, negf of negf is x (the inner negf, which no
// fold removes, is left dead for the pipeline's canonicalization).
// CHECK-LABEL: func.func @folded
// CHECK-SAME: (%[[A:[^:]*]]: tensor<3x4xf32>
// CHECK-NOT: hlo.maximum
// CHECK-NOT: hlo.multiply
// CHECK-NOT: hlo.divide
// CHECK-NOT: hlo.add
// CHECK: hlo.negate %[[A]]
// CHECK-NOT: hlo.negate
// CHECK: return %[[A]] : tensor<3x4xf32>
func.func @folded(%a: tensor<3x4xf32>, %o: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) {
  ^bb0(%x: f32, %out: f32):
    %one = arith.constant 1.0 : f32
    %negzero = arith.constant -0.0 : f32
    %m = arith.maximumf %x, %x : f32
    %p = arith.mulf %m, %one : f32
    %q = arith.divf %p, %one : f32
    %s = arith.addf %q, %negzero : f32
    %n = arith.negf %s : f32
    %nn = arith.negf %n : f32
    linalg.yield %nn : f32
  } -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

#map = affine_map<(i, j) -> (i, j)>

// Constant operands: the copy's folder computes the constant.
// CHECK-LABEL: func.func @constant_operands
// CHECK: %[[C:.*]] = hlo.constant dense<5.000000e+00> : tensor<3x4xf32>
// CHECK: return %[[C]] : tensor<3x4xf32>
func.func @constant_operands(%a: tensor<3x4xf32>, %o: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) {
  ^bb0(%x: f32, %out: f32):
    %two = arith.constant 2.0 : f32
    %three = arith.constant 3.0 : f32
    %s = arith.addf %two, %three : f32
    linalg.yield %s : f32
  } -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// A reduction's combiner in its reducer region.
// CHECK-LABEL: func.func @reducer
// CHECK: hlo.reduce
// CHECK: ^bb0(%[[ACC:.*]]: tensor<f32>, %[[X:.*]]: tensor<f32>):
// CHECK: %[[MIN:.*]] = hlo.minimum %[[X]], %[[ACC]] : tensor<f32>
// CHECK: hlo.return %[[MIN]] : tensor<f32>
func.func @reducer(%a: tensor<3x4xf32>, %init: tensor<3xf32>) -> tensor<3xf32> {
  %0 = linalg.reduce ins(%a : tensor<3x4xf32>) outs(%init : tensor<3xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %m = arith.minimumf %in, %acc : f32
      linalg.yield %m : f32
    }
  return %0 : tensor<3xf32>
}
