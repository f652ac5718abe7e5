//===- HloShapeInferenceIndexing.h - Indexing shape ----------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the shape functions of the indexing op family (see
// HloShapeInference.h for the conventions they follow).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCEINDEXING_H
#define XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCEINDEXING_H

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"

#include "mlir/IR/Location.h"
#include "mlir/IR/TypeRange.h"
#include "mlir/IR/Types.h"
#include "mlir/IR/Value.h"
#include "mlir/Support/LLVM.h"

#include <optional>

namespace xhlo::hlo {

//===----------------------------------------------------------------------===//
// Indexing family
//===----------------------------------------------------------------------===//

/// dynamic-slice: one 0-d start index per operand dimension, all of one
/// type; one size per dimension within [0, dim]. The result has the
/// operand's element type and the slice sizes as shape.
mlir::LogicalResult
inferDynamicSliceOp(mlir::Type operand, mlir::TypeRange startIndices,
                    llvm::ArrayRef<int64_t> sliceSizes,
                    std::optional<mlir::Location> loc,
                    llvm::SmallVectorImpl<mlir::Type> &results);

/// dynamic-update-slice: an update of the operand's element type and rank
/// with no dimension larger than the operand's, one 0-d start index per
/// dimension, all of one type. The result has the operand's type.
mlir::LogicalResult
inferDynamicUpdateSliceOp(mlir::Type operand, mlir::Type update,
                          mlir::TypeRange startIndices,
                          std::optional<mlir::Location> loc,
                          llvm::SmallVectorImpl<mlir::Type> &results);

/// gather: XLA's InferGatherShape (with ValidateGatherDimensionNumbers),
/// including batching dimensions and the implicit trailing index vector
/// dimension when index_vector_dim == rank(start_indices).
mlir::LogicalResult inferGatherOp(mlir::Type operand, mlir::Type startIndices,
                                  GatherDimensionNumbersAttr dimensionNumbers,
                                  llvm::ArrayRef<int64_t> sliceSizes,
                                  std::optional<mlir::Location> loc,
                                  llvm::SmallVectorImpl<mlir::Type> &results);

/// scatter: XLA's InferScatterShape (with ValidateScatterDimensionNumbers)
/// for N inputs of one shape and N updates of one shape; the results have
/// the inputs' types.
mlir::LogicalResult inferScatterOp(mlir::TypeRange inputs,
                                   mlir::Type scatterIndices,
                                   mlir::TypeRange updates,
                                   ScatterDimensionNumbersAttr dimensionNumbers,
                                   std::optional<mlir::Location> loc,
                                   llvm::SmallVectorImpl<mlir::Type> &results);

/// scatter's update computation: given the region's argument types and the
/// types it returns, checks that it takes N current values then N update
/// values and returns N values, all 0-d tensors of the inputs' element types.
mlir::LogicalResult
verifyScatterUpdateComputation(mlir::TypeRange inputs, mlir::TypeRange updates,
                               mlir::TypeRange argumentTypes,
                               mlir::TypeRange returnTypes,
                               std::optional<mlir::Location> loc);

} // namespace xhlo::hlo

#endif // XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCEINDEXING_H
