//===- HloShapeInferenceReduction.h - Reduction shape --------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the shape functions of the reduction op family (see
// HloShapeInference.h for the conventions they follow). The called
// computations (regions) are checked from their argument and result types:
// the block argument types and the operand types of the `hlo.return`.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCEREDUCTION_H
#define XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCEREDUCTION_H

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"

#include "mlir/IR/Location.h"
#include "mlir/IR/TypeRange.h"
#include "mlir/IR/Types.h"
#include "mlir/IR/Value.h"
#include "mlir/Support/LLVM.h"

#include <optional>

namespace xhlo::hlo {

//===----------------------------------------------------------------------===//
// Reduction family
//===----------------------------------------------------------------------===//

/// reduce: at least one input, all inputs of the same dimensions, one 0-d
/// init value per input, unique `dimensions` in range. Infers one result per
/// input: its shape without `dimensions`, the element type of its init.
mlir::LogicalResult inferReduceOp(mlir::TypeRange inputs,
                                  mlir::TypeRange initValues,
                                  llvm::ArrayRef<int64_t> dimensions,
                                  std::optional<mlir::Location> loc,
                                  llvm::SmallVectorImpl<mlir::Type> &results);

/// reduce-window: inputs and init values as for reduce, a window with one
/// entry per input dimension. Infers XLA's window output shape for each
/// input, with the element type of its init.
mlir::LogicalResult
inferReduceWindowOp(mlir::TypeRange inputs, mlir::TypeRange initValues,
                    WindowAttr window, std::optional<mlir::Location> loc,
                    llvm::SmallVectorImpl<mlir::Type> &results);

/// XLA's window output shape (ShapeInference::InferWindowOutputShape) of
/// `base`: per dimension, the number of strided positions of the dilated
/// window within the padded, base-dilated input. `what` names the base in
/// messages ("operand", "input 0", ...).
mlir::LogicalResult
inferWindowOutputShape(llvm::ArrayRef<int64_t> base, WindowAttr window,
                       llvm::StringRef what, std::optional<mlir::Location> loc,
                       llvm::SmallVectorImpl<int64_t> &outputShape);

/// The reducer of reduce, reduce-window and (with one input, the source)
/// select-and-scatter's `scatter`: 2N 0-d parameters (N accumulators, then N
/// input elements) and N 0-d results; accumulator i and result i have the
/// type of init value i, input element i the element type of input i, and an
/// accumulator differs from its input element at most in floating point
/// precision. `opName` is the op's mnemonic and `computation` the name of
/// the region in messages ("to_apply", "scatter").
mlir::LogicalResult
verifyReducerComputation(llvm::StringRef opName, llvm::StringRef computation,
                         mlir::TypeRange arguments, mlir::TypeRange returned,
                         mlir::TypeRange initValues, mlir::TypeRange inputs,
                         std::optional<mlir::Location> loc);

/// select-and-scatter: a 0-d init value, a source of the window output
/// shape of the operand; the result has the operand's type.
mlir::LogicalResult
inferSelectAndScatterOp(mlir::Type operand, mlir::Type source,
                        mlir::Type initValue, WindowAttr window,
                        std::optional<mlir::Location> loc,
                        llvm::SmallVectorImpl<mlir::Type> &results);

/// select-and-scatter's `select`: two 0-d parameters of the operand's
/// element type, one 0-d pred result.
mlir::LogicalResult verifySelectComputation(mlir::Type operand,
                                            mlir::TypeRange arguments,
                                            mlir::TypeRange returned,
                                            std::optional<mlir::Location> loc);

/// sort: at least one operand, all of the same dimensions, `dimension` in
/// range; the results have the operands' types.
mlir::LogicalResult inferSortOp(mlir::TypeRange operands, int64_t dimension,
                                std::optional<mlir::Location> loc,
                                llvm::SmallVectorImpl<mlir::Type> &results);

/// sort's comparator: 2N 0-d parameters (lhs and rhs of each operand in
/// turn) of the operands' element types, one 0-d pred result.
mlir::LogicalResult verifySortComparator(mlir::TypeRange operands,
                                         mlir::TypeRange arguments,
                                         mlir::TypeRange returned,
                                         std::optional<mlir::Location> loc);

/// map: at least one operand, all of one shape, `dimensions` = [0, rank);
/// `to_apply` takes one 0-d tensor of each operand's element type and
/// returns one 0-d tensor. Infers the operands' shape with the element type
/// the computation returns.
mlir::LogicalResult inferMapOp(mlir::TypeRange operands,
                               llvm::ArrayRef<int64_t> dimensions,
                               mlir::TypeRange arguments,
                               mlir::TypeRange returned,
                               std::optional<mlir::Location> loc,
                               llvm::SmallVectorImpl<mlir::Type> &results);

/// topk: rank >= 1, 0 <= k <= the last dimension. Infers the values (the
/// operand's type, last dimension k) and the s32 indices of the same shape.
mlir::LogicalResult inferTopKOp(mlir::Type operand, int64_t k,
                                std::optional<mlir::Location> loc,
                                llvm::SmallVectorImpl<mlir::Type> &results);

/// scan (xhlo's reading, see the op): `operands` are the inputs followed by
/// `numCarries` inits. At least one input, all with `dimension` in range and
/// of one length along it; `to_apply` takes the inputs' slices (shape without
/// `dimension`) then the carries (the inits' types) and returns M outputs
/// then the new carries. Infers the outputs with the scan length inserted at
/// `dimension`, then the inits' types.
mlir::LogicalResult inferScanOp(mlir::TypeRange operands, int64_t numCarries,
                                int64_t dimension, mlir::TypeRange arguments,
                                mlir::TypeRange returned,
                                std::optional<mlir::Location> loc,
                                llvm::SmallVectorImpl<mlir::Type> &results);

} // namespace xhlo::hlo

#endif // XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCEREDUCTION_H
