//===- HloShapeInferenceElementwise.h - Elementwise shape ----- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the shape functions of the elementwise op family (see
// HloShapeInference.h for the conventions they follow).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCEELEMENTWISE_H
#define XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCEELEMENTWISE_H

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"

#include "mlir/IR/Location.h"
#include "mlir/IR/Types.h"
#include "mlir/Support/LLVM.h"

#include <optional>

namespace xhlo::hlo {

//===----------------------------------------------------------------------===//
// Elementwise family
//===----------------------------------------------------------------------===//

/// Unary elementwise ops (`hlo.abs`, `hlo.exponential`, ...; `opName` is the
/// full op name): checks the operand's element type against what XLA allows
/// for the opcode and infers the result type.
mlir::LogicalResult
inferUnaryElementwiseOp(llvm::StringRef opName, mlir::Type operand,
                        std::optional<mlir::Location> loc,
                        llvm::SmallVectorImpl<mlir::Type> &results);

/// Binary elementwise ops (`hlo.add`, `hlo.complex`, ...): both operands of
/// one type, allowed for the opcode; infers the result type.
mlir::LogicalResult
inferBinaryElementwiseOp(llvm::StringRef opName, mlir::Type lhs, mlir::Type rhs,
                         std::optional<mlir::Location> loc,
                         llvm::SmallVectorImpl<mlir::Type> &results);

/// compare: operands of one type, a comparison type that fits them (or
/// none), EQ/NE only for complex; the result is pred of the operands' shape.
mlir::LogicalResult inferCompareOp(mlir::Type lhs, mlir::Type rhs,
                                   ComparisonDirection direction,
                                   std::optional<ComparisonType> compareType,
                                   std::optional<mlir::Location> loc,
                                   llvm::SmallVectorImpl<mlir::Type> &results);

/// XLA's default comparison type for an element type.
ComparisonType getDefaultComparisonType(mlir::Type elementType);

/// clamp: min and max scalar or of the operand's shape, one element type.
mlir::LogicalResult inferClampOp(mlir::Type min, mlir::Type operand,
                                 mlir::Type max,
                                 std::optional<mlir::Location> loc,
                                 llvm::SmallVectorImpl<mlir::Type> &results);

/// convert: any element type to any other, except complex to real.
mlir::LogicalResult verifyConvertOp(mlir::Type operand, mlir::Type result,
                                    std::optional<mlir::Location> loc);

/// bitcast-convert: XLA's rule for equal and different bit widths.
mlir::LogicalResult verifyBitcastConvertOp(mlir::Type operand,
                                           mlir::Type result,
                                           std::optional<mlir::Location> loc);

/// stochastic-convert: float operand, unsigned `random` of the operand's
/// shape and bit width, a result of the operand's shape.
mlir::LogicalResult
verifyStochasticConvertOp(mlir::Type operand, mlir::Type random,
                          mlir::Type result, std::optional<mlir::Location> loc);

} // namespace xhlo::hlo

#endif // XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCEELEMENTWISE_H
