//===- HloShapeInferenceControlFlow.h - ControlFlow shape ----- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the shape functions of the controlflow op family (see
// HloShapeInference.h for the conventions they follow).
//
// A called computation (a region of while, conditional or fusion, or the
// function a call names) is described by its signature as a FunctionType:
// its parameter types and the types it returns, like XLA's ProgramShape.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCECONTROLFLOW_H
#define XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCECONTROLFLOW_H

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/TypeRange.h"
#include "mlir/IR/Types.h"
#include "mlir/IR/Value.h"
#include "mlir/Support/LLVM.h"

#include <optional>

namespace xhlo::hlo {

//===----------------------------------------------------------------------===//
// ControlFlow family
//===----------------------------------------------------------------------===//

/// while: at least one operand (the loop state); the results have the
/// operands' types.
mlir::LogicalResult inferWhileOp(mlir::TypeRange operands,
                                 std::optional<mlir::Location> loc,
                                 llvm::SmallVectorImpl<mlir::Type> &results);

/// while's computations: `condition` takes one argument per operand, of the
/// operand's type, and returns one pred[]; `body` takes the same arguments and
/// returns values of the same types.
mlir::LogicalResult verifyWhileOp(mlir::TypeRange operands,
                                  mlir::FunctionType condition,
                                  mlir::FunctionType body,
                                  std::optional<mlir::Location> loc);

/// conditional: a pred[] index with exactly two branches or an s32[] index
/// with at least one; one branch operand per branch; branch i takes exactly
/// one argument, of branch operand i's type, and returns `results`' types.
/// `branches` may be empty when the branch signatures are unknown, in which
/// case only the index and the counts are checked.
mlir::LogicalResult
verifyConditionalOp(mlir::Type index, mlir::TypeRange branchOperands,
                    size_t numBranches,
                    llvm::ArrayRef<mlir::FunctionType> branches,
                    mlir::TypeRange results, std::optional<mlir::Location> loc);

/// call: the operands and results match the type of the function named
/// `callee` (used in messages only).
mlir::LogicalResult verifyCallOp(llvm::StringRef callee,
                                 mlir::FunctionType calleeType,
                                 mlir::TypeRange operands,
                                 mlir::TypeRange results,
                                 std::optional<mlir::Location> loc);

/// fusion: the fused computation takes one argument per operand, of the
/// operand's type, and returns the results' types.
mlir::LogicalResult verifyFusionOp(mlir::TypeRange operands,
                                   mlir::FunctionType fusedComputation,
                                   mlir::TypeRange results,
                                   std::optional<mlir::Location> loc);

/// tuple: the tuple of the operands' types.
mlir::LogicalResult inferTupleOp(mlir::MLIRContext *context,
                                 mlir::TypeRange operands,
                                 std::optional<mlir::Location> loc,
                                 llvm::SmallVectorImpl<mlir::Type> &results);

/// get-tuple-element: a tuple operand and an index in [0, its size); the
/// result is that element's type.
mlir::LogicalResult
inferGetTupleElementOp(mlir::Type operand, int64_t index,
                       std::optional<mlir::Location> loc,
                       llvm::SmallVectorImpl<mlir::Type> &results);

} // namespace xhlo::hlo

#endif // XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCECONTROLFLOW_H
