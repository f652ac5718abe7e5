//===- Patterns.h - The op families of linalg to hlo ---------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares, privately to LinalgToHlo, one function per op family.
// Each adds the family's patterns and registers its named ops as converted on
// the target, so that the pass file only assembles them. The patterns match
// any structured op (named or linalg.generic) that classify() (Analysis.h)
// assigns to their family, so a named op and the generic it stands for are
// converted alike. The explain functions give the family's reason why an op
// of the family cannot be converted.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_CONVERSION_LINALGTOHLO_PATTERNS_H
#define XHLO_LIB_CONVERSION_LINALGTOHLO_PATTERNS_H

#include "xhlo/Conversion/HloConversion.h"

#include "Analysis.h"

namespace xhlo {
namespace linalg_to_hlo {

/// Parallel loops only: generic, map, fill, copy, transpose, broadcast, the
/// elemwise and unary/binary named ops, fill_rng_2d (Elementwise.cpp).
HloPopulateFn populateElementwisePatternsAndLegality;

/// Reductions over projected permutations: reduce and generic (Reduction.cpp).
HloPopulateFn populateReductionPatternsAndLegality;

/// Why the reduction `op` cannot be converted, if it cannot.
std::optional<Reason> explainReduction(mlir::linalg::LinalgOp op);

/// Multiply-accumulates whose maps make a dot: matmul, batch_matmul, matvec,
/// vecmat, dot, mmt4d and their variants (Contraction.cpp).
HloPopulateFn populateContractionPatternsAndLegality;

/// Whether the reduction `op` is a multiply-accumulate that hlo.dot computes.
bool isDotContraction(mlir::linalg::LinalgOp op);

/// Multiply-accumulates over windows: conv_*, depthwise_conv_* and their
/// quantized forms; refusals of the winograd transforms (Convolution.cpp).
HloPopulateFn populateConvolutionPatternsAndLegality;

/// Why the convolution `op` cannot be converted, if it cannot.
std::optional<Reason> explainConvolution(mlir::linalg::LinalgOp op);

/// Reductions over windows: pooling_* (Pooling.cpp).
HloPopulateFn populatePoolingPatternsAndLegality;

/// Why the pooling `op` cannot be converted, if it cannot.
std::optional<Reason> explainPooling(mlir::linalg::LinalgOp op);

/// linalg.softmax (Softmax.cpp).
HloPopulateFn populateSoftmaxPatternsAndLegality;

} // namespace linalg_to_hlo
} // namespace xhlo

#endif // XHLO_LIB_CONVERSION_LINALGTOHLO_PATTERNS_H
