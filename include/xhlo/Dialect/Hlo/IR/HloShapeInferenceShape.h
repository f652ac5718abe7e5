//===- HloShapeInferenceShape.h - Shape shape functions ------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the shape functions of the shape op family (see
// HloShapeInference.h for the conventions they follow).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCESHAPE_H
#define XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCESHAPE_H

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"

#include "mlir/IR/Location.h"
#include "mlir/IR/TypeRange.h"
#include "mlir/IR/Types.h"
#include "mlir/IR/Value.h"
#include "mlir/Support/LLVM.h"

#include <optional>

namespace xhlo::hlo {

//===----------------------------------------------------------------------===//
// Shape family
//===----------------------------------------------------------------------===//

/// broadcast (HloVerifier::HandleBroadcast): one entry of `dimensions` per
/// operand dimension, each in range of the result's rank and unique, the
/// mapped result dimension of the operand dimension's size, and one element
/// type.
mlir::LogicalResult verifyBroadcastOp(mlir::Type operand,
                                      llvm::ArrayRef<int64_t> dimensions,
                                      mlir::Type result,
                                      std::optional<mlir::Location> loc);

/// reshape: the result has the operand's element type and element count.
mlir::LogicalResult verifyReshapeOp(mlir::Type operand, mlir::Type result,
                                    std::optional<mlir::Location> loc);

/// transpose: `dimensions` is a permutation of [0, rank); result dimension i
/// is operand dimension dimensions[i].
mlir::LogicalResult
inferTransposeOp(mlir::Type operand, llvm::ArrayRef<int64_t> dimensions,
                 std::optional<mlir::Location> loc,
                 llvm::SmallVectorImpl<mlir::Type> &results);

/// slice: one start, limit and stride per dimension with
/// 0 <= start <= limit <= size and stride >= 1; result dimension
/// ceil((limit - start) / stride).
mlir::LogicalResult inferSliceOp(mlir::Type operand,
                                 llvm::ArrayRef<int64_t> startIndices,
                                 llvm::ArrayRef<int64_t> limitIndices,
                                 llvm::ArrayRef<int64_t> strides,
                                 std::optional<mlir::Location> loc,
                                 llvm::SmallVectorImpl<mlir::Type> &results);

/// concatenate: at least one operand, `dimension` in range, equal ranks and
/// element types, equal sizes in every other dimension.
mlir::LogicalResult
inferConcatenateOp(mlir::TypeRange inputs, int64_t dimension,
                   std::optional<mlir::Location> loc,
                   llvm::SmallVectorImpl<mlir::Type> &results);

/// pad: a 0-d padding value of the operand's element type, one low/high
/// entry per dimension (interior: one per dimension, or empty for none,
/// never negative); result dimension
/// low + high + size + max(size - 1, 0) * interior, which must be >= 0.
mlir::LogicalResult inferPadOp(mlir::Type operand, mlir::Type paddingValue,
                               llvm::ArrayRef<int64_t> low,
                               llvm::ArrayRef<int64_t> high,
                               llvm::ArrayRef<int64_t> interior,
                               std::optional<mlir::Location> loc,
                               llvm::SmallVectorImpl<mlir::Type> &results);

/// reverse: `dimensions` unique and in range; the result is the operand's
/// type.
mlir::LogicalResult inferReverseOp(mlir::Type operand,
                                   llvm::ArrayRef<int64_t> dimensions,
                                   std::optional<mlir::Location> loc,
                                   llvm::SmallVectorImpl<mlir::Type> &results);

/// iota (HloVerifier::HandleIota): a result of rank >= 1 with an integral,
/// floating point or complex element type, `iotaDimension` below the rank.
mlir::LogicalResult verifyIotaOp(mlir::Type result, int64_t iotaDimension,
                                 std::optional<mlir::Location> loc);

/// get-dimension-size: `dimension` in range; the result is a 0-d s32.
mlir::LogicalResult
inferGetDimensionSizeOp(mlir::Type operand, int64_t dimension,
                        std::optional<mlir::Location> loc,
                        llvm::SmallVectorImpl<mlir::Type> &results);

} // namespace xhlo::hlo

#endif // XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCESHAPE_H
