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

/// Folds the identities of a unary elementwise op (`op`'s name picks them),
/// such as negate(negate(x)); null when none applies. Constant operands are
/// evaluated by the interpreter (Interpreter/ConstantEvaluator.h).
mlir::OpFoldResult foldUnaryElementwiseOp(mlir::Operation *op,
                                          mlir::Attribute operand);

/// Folds the identities of a binary elementwise op as XLA's algebraic
/// simplifier applies them, such as x + 0, x * 1 and x & x; null when none
/// applies.
mlir::OpFoldResult foldBinaryElementwiseOp(mlir::Operation *op,
                                           mlir::Attribute lhs,
                                           mlir::Attribute rhs);

} // namespace xhlo::hlo

#define GET_OP_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h.inc"

#endif // XHLO_DIALECT_HLO_IR_HLOELEMENTWISEOPS_H
