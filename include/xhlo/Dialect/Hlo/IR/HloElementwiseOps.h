//===- HloElementwiseOps.h - Elementwise hlo ops -------------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the elementwise family of hlo ops: unary and binary
// arithmetic, compare, select, clamp and the conversions.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOELEMENTWISEOPS_H
#define XHLO_DIALECT_HLO_IR_HLOELEMENTWISEOPS_H

#include "xhlo/Dialect/Hlo/IR/HloOpBase.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceElementwise.h"

namespace xhlo::hlo {

/// Folds a unary elementwise op (`op`'s name picks the function) whose
/// operand is the constant `operand` (or null), with XLA's semantics;
/// also folds identities such as negate(negate(x)). Returns null when it
/// does not fold.
mlir::OpFoldResult foldUnaryElementwiseOp(mlir::Operation *op,
                                          mlir::Attribute operand);

/// Folds a binary elementwise op with XLA's semantics (NaN propagation,
/// integer wrap-around, division by zero, shifts past the bit width) when
/// both operands are constant, and identities such as x + 0 and x * 1.
mlir::OpFoldResult foldBinaryElementwiseOp(mlir::Operation *op,
                                           mlir::Attribute lhs,
                                           mlir::Attribute rhs);

} // namespace xhlo::hlo

#define GET_OP_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h.inc"

#endif // XHLO_DIALECT_HLO_IR_HLOELEMENTWISEOPS_H
