// cmpi, cmpf and select to hlo.compare and hlo.select.
// RUN: xhlo-opt --convert-arith-to-hlo --split-input-file %s | FileCheck %s --implicit-check-not=arith.

// Signed predicates compare signless (XLA's signed) integers directly.
// CHECK-LABEL: func.func @cmpi_signed
// CHECK-SAME: (%[[A:.*]]: tensor<4xi32>, %[[B:.*]]: tensor<4xi32>)
func.func @cmpi_signed(%a: tensor<4xi32>, %b: tensor<4xi32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  // CHECK: %[[EQ:.*]] = hlo.compare EQ, %[[A]], %[[B]] : tensor<4xi32>
  %0 = arith.cmpi eq, %a, %b : tensor<4xi32>
  // CHECK: %[[NE:.*]] = hlo.compare NE, %[[A]], %[[B]] : tensor<4xi32>
  %1 = arith.cmpi ne, %a, %b : tensor<4xi32>
  // CHECK: %[[LT:.*]] = hlo.compare LT, %[[A]], %[[B]] : tensor<4xi32>
  %2 = arith.cmpi slt, %a, %b : tensor<4xi32>
  // CHECK: %[[LE:.*]] = hlo.compare LE, %[[A]], %[[B]] : tensor<4xi32>
  %3 = arith.cmpi sle, %a, %b : tensor<4xi32>
  // CHECK: %[[GT:.*]] = hlo.compare GT, %[[A]], %[[B]] : tensor<4xi32>
  %4 = arith.cmpi sgt, %a, %b : tensor<4xi32>
  // CHECK: %[[GE:.*]] = hlo.compare GE, %[[A]], %[[B]] : tensor<4xi32>
  %5 = arith.cmpi sge, %a, %b : tensor<4xi32>
  // CHECK: return %[[EQ]], %[[NE]], %[[LT]], %[[LE]], %[[GT]], %[[GE]]
  return %0, %1, %2, %3, %4, %5 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// Unsigned predicates compare the same bits as unsigned integers.
// CHECK-LABEL: func.func @cmpi_unsigned
// CHECK-SAME: (%[[A:.*]]: tensor<i64>, %[[B:.*]]: tensor<i64>)
func.func @cmpi_unsigned(%a: i64, %b: i64) -> (i1, i1, i1, i1) {
  // CHECK: %[[UA:.*]] = hlo.bitcast_convert %[[A]] : (tensor<i64>) -> tensor<ui64>
  // CHECK: %[[UB:.*]] = hlo.bitcast_convert %[[B]] : (tensor<i64>) -> tensor<ui64>
  // CHECK: %[[LT:.*]] = hlo.compare LT, %[[UA]], %[[UB]] : tensor<ui64>
  %0 = arith.cmpi ult, %a, %b : i64
  // CHECK: %[[LE:.*]] = hlo.compare LE, %{{.*}}, %{{.*}} : tensor<ui64>
  %1 = arith.cmpi ule, %a, %b : i64
  // CHECK: %[[GT:.*]] = hlo.compare GT, %{{.*}}, %{{.*}} : tensor<ui64>
  %2 = arith.cmpi ugt, %a, %b : i64
  // CHECK: %[[GE:.*]] = hlo.compare GE, %{{.*}}, %{{.*}} : tensor<ui64>
  %3 = arith.cmpi uge, %a, %b : i64
  // CHECK: return %[[LT]], %[[LE]], %[[GT]], %[[GE]] : tensor<i1>, tensor<i1>, tensor<i1>, tensor<i1>
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

// pred compares as unsigned; signed, true is -1, so the direction turns.
// CHECK-LABEL: func.func @cmpi_pred
// CHECK-SAME: (%[[A:.*]]: tensor<i1>, %[[B:.*]]: tensor<i1>)
func.func @cmpi_pred(%a: i1, %b: i1) -> (i1, i1, i1, i1) {
  // CHECK: %[[ULT:.*]] = hlo.compare LT, %[[A]], %[[B]] : tensor<i1>
  %0 = arith.cmpi ult, %a, %b : i1
  // CHECK: %[[SLT:.*]] = hlo.compare GT, %[[A]], %[[B]] : tensor<i1>
  %1 = arith.cmpi slt, %a, %b : i1
  // CHECK: %[[SGE:.*]] = hlo.compare LE, %[[A]], %[[B]] : tensor<i1>
  %2 = arith.cmpi sge, %a, %b : i1
  // CHECK: %[[EQ:.*]] = hlo.compare EQ, %[[A]], %[[B]] : tensor<i1>
  %3 = arith.cmpi eq, %a, %b : i1
  // CHECK: return %[[ULT]], %[[SLT]], %[[SGE]], %[[EQ]]
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

// The ordered predicates and une are XLA's FLOAT comparisons.
// CHECK-LABEL: func.func @cmpf_ordered
// CHECK-SAME: (%[[A:.*]]: tensor<3xf32>, %[[B:.*]]: tensor<3xf32>)
func.func @cmpf_ordered(%a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>) {
  // CHECK: %[[OEQ:.*]] = hlo.compare EQ, %[[A]], %[[B]] : tensor<3xf32>
  %0 = arith.cmpf oeq, %a, %b : tensor<3xf32>
  // CHECK: %[[OGT:.*]] = hlo.compare GT, %[[A]], %[[B]] : tensor<3xf32>
  %1 = arith.cmpf ogt, %a, %b : tensor<3xf32>
  // CHECK: %[[OGE:.*]] = hlo.compare GE, %[[A]], %[[B]] : tensor<3xf32>
  %2 = arith.cmpf oge, %a, %b : tensor<3xf32>
  // CHECK: %[[OLT:.*]] = hlo.compare LT, %[[A]], %[[B]] : tensor<3xf32>
  %3 = arith.cmpf olt, %a, %b : tensor<3xf32>
  // CHECK: %[[OLE:.*]] = hlo.compare LE, %[[A]], %[[B]] : tensor<3xf32>
  %4 = arith.cmpf ole, %a, %b : tensor<3xf32>
  // CHECK: %[[UNE:.*]] = hlo.compare NE, %[[A]], %[[B]] : tensor<3xf32>
  %5 = arith.cmpf une, %a, %b : tensor<3xf32>
  // CHECK: return %[[OEQ]], %[[OGT]], %[[OGE]], %[[OLT]], %[[OLE]], %[[UNE]]
  return %0, %1, %2, %3, %4, %5 : tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>
}

// -----

// The unordered predicates negate the opposite ordered one.
// CHECK-LABEL: func.func @cmpf_unordered
// CHECK-SAME: (%[[A:.*]]: tensor<f64>, %[[B:.*]]: tensor<f64>)
func.func @cmpf_unordered(%a: f64, %b: f64) -> (i1, i1, i1, i1) {
  // CHECK: %[[LE:.*]] = hlo.compare LE, %[[A]], %[[B]] : tensor<f64>
  // CHECK: %[[UGT:.*]] = hlo.not %[[LE]] : tensor<i1>
  %0 = arith.cmpf ugt, %a, %b : f64
  // CHECK: %[[LT:.*]] = hlo.compare LT, %[[A]], %[[B]] : tensor<f64>
  // CHECK: %[[UGE:.*]] = hlo.not %[[LT]] : tensor<i1>
  %1 = arith.cmpf uge, %a, %b : f64
  // CHECK: %[[GE:.*]] = hlo.compare GE, %[[A]], %[[B]] : tensor<f64>
  // CHECK: %[[ULT:.*]] = hlo.not %[[GE]] : tensor<i1>
  %2 = arith.cmpf ult, %a, %b : f64
  // CHECK: %[[GT:.*]] = hlo.compare GT, %[[A]], %[[B]] : tensor<f64>
  // CHECK: %[[ULE:.*]] = hlo.not %[[GT]] : tensor<i1>
  %3 = arith.cmpf ule, %a, %b : f64
  // CHECK: return %[[UGT]], %[[UGE]], %[[ULT]], %[[ULE]]
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

// one is olt | ogt and ueq its negation; ord and uno test x != x.
// CHECK-LABEL: func.func @cmpf_one_ueq_ord_uno
// CHECK-SAME: (%[[A:.*]]: tensor<2xf16>, %[[B:.*]]: tensor<2xf16>)
func.func @cmpf_one_ueq_ord_uno(%a: tensor<2xf16>, %b: tensor<2xf16>) -> (tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>) {
  // CHECK: %[[LT:.*]] = hlo.compare LT, %[[A]], %[[B]] : tensor<2xf16>
  // CHECK: %[[GT:.*]] = hlo.compare GT, %[[A]], %[[B]] : tensor<2xf16>
  // CHECK: %[[ONE:.*]] = hlo.or %[[LT]], %[[GT]] : tensor<2xi1>
  %0 = arith.cmpf one, %a, %b : tensor<2xf16>
  // CHECK: %[[LT2:.*]] = hlo.compare LT, %[[A]], %[[B]]
  // CHECK: %[[GT2:.*]] = hlo.compare GT, %[[A]], %[[B]]
  // CHECK: %[[NE2:.*]] = hlo.or %[[LT2]], %[[GT2]]
  // CHECK: %[[UEQ:.*]] = hlo.not %[[NE2]] : tensor<2xi1>
  %1 = arith.cmpf ueq, %a, %b : tensor<2xf16>
  // CHECK: %[[ANAN:.*]] = hlo.compare NE, %[[A]], %[[A]] : tensor<2xf16>
  // CHECK: %[[BNAN:.*]] = hlo.compare NE, %[[B]], %[[B]] : tensor<2xf16>
  // CHECK: %[[ANY:.*]] = hlo.or %[[ANAN]], %[[BNAN]] : tensor<2xi1>
  // CHECK: %[[ORD:.*]] = hlo.not %[[ANY]] : tensor<2xi1>
  %2 = arith.cmpf ord, %a, %b : tensor<2xf16>
  // CHECK: %[[ANAN2:.*]] = hlo.compare NE, %[[A]], %[[A]]
  // CHECK: %[[BNAN2:.*]] = hlo.compare NE, %[[B]], %[[B]]
  // CHECK: %[[UNO:.*]] = hlo.or %[[ANAN2]], %[[BNAN2]] : tensor<2xi1>
  %3 = arith.cmpf uno, %a, %b : tensor<2xf16>
  // CHECK: return %[[ONE]], %[[UEQ]], %[[ORD]], %[[UNO]]
  return %0, %1, %2, %3 : tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>
}

// -----

// CHECK-LABEL: func.func @cmpf_constant_predicates
func.func @cmpf_constant_predicates(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> (tensor<2x2xi1>, tensor<2x2xi1>) {
  // CHECK-DAG: %[[F:.*]] = hlo.constant dense<false> : tensor<2x2xi1>
  %0 = arith.cmpf false, %a, %b : tensor<2x2xf32>
  // CHECK-DAG: %[[T:.*]] = hlo.constant dense<true> : tensor<2x2xi1>
  %1 = arith.cmpf true, %a, %b : tensor<2x2xf32>
  // CHECK: return %[[F]], %[[T]]
  return %0, %1 : tensor<2x2xi1>, tensor<2x2xi1>
}

// -----

// CHECK-LABEL: func.func @select
// CHECK-SAME: (%[[P:.*]]: tensor<4xi1>, %[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>, %[[Q:.*]]: tensor<i1>, %[[X:.*]]: tensor<i32>, %[[Y:.*]]: tensor<i32>)
func.func @select(%p: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>, %q: i1, %x: i32, %y: i32) -> (tensor<4xf32>, tensor<4xf32>, i32) {
  // CHECK: %[[S:.*]] = hlo.select %[[P]], %[[A]], %[[B]] : tensor<4xi1>, tensor<4xf32>
  %0 = arith.select %p, %a, %b : tensor<4xi1>, tensor<4xf32>
  // A scalar condition on tensors is broadcast.
  // CHECK: %[[BQ:.*]] = hlo.broadcast %[[Q]], dimensions = [] : (tensor<i1>) -> tensor<4xi1>
  // CHECK: %[[T:.*]] = hlo.select %[[BQ]], %[[A]], %[[B]] : tensor<4xi1>, tensor<4xf32>
  %1 = arith.select %q, %a, %b : tensor<4xf32>
  // CHECK: %[[U:.*]] = hlo.select %[[Q]], %[[X]], %[[Y]] : tensor<i1>, tensor<i32>
  %2 = arith.select %q, %x, %y : i32
  // CHECK: return %[[S]], %[[T]], %[[U]]
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, i32
}
