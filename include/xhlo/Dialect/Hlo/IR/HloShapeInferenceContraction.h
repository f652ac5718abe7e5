//===- HloShapeInferenceContraction.h - Contraction shape ----- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the shape functions of the contraction op family (see
// HloShapeInference.h for the conventions they follow).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCECONTRACTION_H
#define XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCECONTRACTION_H

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"

#include "mlir/IR/Location.h"
#include "mlir/IR/Types.h"
#include "mlir/IR/Value.h"
#include "mlir/Support/LLVM.h"

#include <optional>

namespace xhlo::hlo {

//===----------------------------------------------------------------------===//
// Contraction family
//===----------------------------------------------------------------------===//

/// XLA's HigherPrecisionType: of two element types, the one XLA computes a
/// mixed dot or convolution in when no preferred element type is given
/// (complex over real, then float range, float precision, bit width, signed
/// over unsigned).
mlir::Type getHigherPrecisionElementType(mlir::Type a, mlir::Type b);

/// dot: the dimension numbers are in range and unique per operand, batch and
/// contracting sizes match pairwise; `resultShape` receives the batch, lhs
/// free and rhs free dimensions.
mlir::LogicalResult inferDotShape(mlir::Type lhs, mlir::Type rhs,
                                  DotDimensionNumbersAttr dimensionNumbers,
                                  std::optional<mlir::Location> loc,
                                  llvm::SmallVectorImpl<int64_t> &resultShape);

/// dot with its given result: the shape checks of inferDotShape, one
/// precision per operand, and the element types (see
/// verifyPreferredElementType); the result shape must be the inferred one.
mlir::LogicalResult verifyDotOp(mlir::Type lhs, mlir::Type rhs,
                                DotDimensionNumbersAttr dimensionNumbers,
                                mlir::ArrayAttr precisionConfig,
                                mlir::Type result,
                                std::optional<mlir::Location> loc);

/// convolution, after XLA's InferConvolveShape: positive group counts (at
/// most one above 1), ranks = spatial dimensions + 2, dimension labels a
/// permutation per side, group divisibility, window size = kernel spatial
/// sizes; `resultShape` receives the output shape.
mlir::LogicalResult
inferConvolutionShape(mlir::Type lhs, mlir::Type rhs, WindowAttr window,
                      ConvDimensionNumbersAttr dimLabels,
                      int64_t featureGroupCount, int64_t batchGroupCount,
                      std::optional<mlir::Location> loc,
                      llvm::SmallVectorImpl<int64_t> &resultShape);

/// convolution with its given result, as verifyDotOp.
mlir::LogicalResult
verifyConvolutionOp(mlir::Type lhs, mlir::Type rhs, WindowAttr window,
                    ConvDimensionNumbersAttr dimLabels,
                    int64_t featureGroupCount, int64_t batchGroupCount,
                    mlir::ArrayAttr precisionConfig, mlir::Type result,
                    std::optional<mlir::Location> loc);

/// The element types of dot and convolution (`opcode` names the op): lhs,
/// rhs and result integral, floating point or complex; the result element
/// type is XLA's preferred element type: when it differs from the operands'
/// higher precision type, it is not narrower than an integral or complex
/// one (XLA's rule) and it is complex for complex operands (ours: XLA would
/// drop the imaginary part).
mlir::LogicalResult
verifyPreferredElementType(llvm::StringRef opcode, mlir::Type lhsElement,
                           mlir::Type rhsElement, mlir::Type resultElement,
                           std::optional<mlir::Location> loc);

/// cholesky: floating point or complex, rank >= 2, square in the two minor
/// dimensions; the result has the operand's type.
mlir::LogicalResult inferCholeskyOp(mlir::Type a,
                                    std::optional<mlir::Location> loc,
                                    llvm::SmallVectorImpl<mlir::Type> &results);

/// triangular-solve: equal floating point or complex element types, equal
/// ranks >= 2, `a` square, its size b's solve dimension (second-to-last with
/// left_side, else last), equal batch dimensions; the result has b's type.
mlir::LogicalResult
inferTriangularSolveOp(mlir::Type a, mlir::Type b,
                       TriangularSolveOptionsAttr options,
                       std::optional<mlir::Location> loc,
                       llvm::SmallVectorImpl<mlir::Type> &results);

/// fft: 1 to 3 non-negative lengths, operand rank at least that, element
/// types per fft type, innermost dimensions matching fft_length (IRFFT: the
/// innermost is fft_length[-1]/2+1); infers the result.
mlir::LogicalResult inferFftOp(mlir::Type operand, FftType fftType,
                               llvm::ArrayRef<int64_t> fftLength,
                               std::optional<mlir::Location> loc,
                               llvm::SmallVectorImpl<mlir::Type> &results);

/// batch-norm-inference: a floating point operand of rank >= 1,
/// 0 <= feature_index < rank, and 1-d scale, offset, mean and variance of
/// the operand's element type and feature count; the result has the
/// operand's type.
mlir::LogicalResult
inferBatchNormInferenceOp(mlir::Type operand, mlir::Type scale,
                          mlir::Type offset, mlir::Type mean,
                          mlir::Type variance, int64_t featureIndex,
                          std::optional<mlir::Location> loc,
                          llvm::SmallVectorImpl<mlir::Type> &results);

/// batch-norm-training: as batch-norm-inference for scale and offset; the
/// results are the operand's type and twice the 1-d feature type.
mlir::LogicalResult
inferBatchNormTrainingOp(mlir::Type operand, mlir::Type scale,
                         mlir::Type offset, int64_t featureIndex,
                         std::optional<mlir::Location> loc,
                         llvm::SmallVectorImpl<mlir::Type> &results);

/// batch-norm-grad: as batch-norm-inference for scale, mean and variance,
/// and grad_output of the operand's type; the results are the operand's
/// type and twice the 1-d feature type.
mlir::LogicalResult
inferBatchNormGradOp(mlir::Type operand, mlir::Type scale, mlir::Type mean,
                     mlir::Type variance, mlir::Type gradOutput,
                     int64_t featureIndex, std::optional<mlir::Location> loc,
                     llvm::SmallVectorImpl<mlir::Type> &results);

} // namespace xhlo::hlo

#endif // XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCECONTRACTION_H
