//===- Pipelines.h - The conversion pipelines to hlo ---------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the pipeline that brings a tensor program in MLIR's
// input dialects (linalg, tensor, scf, arith, math) to func + hlo, its
// options and registration (`xhlo-linalg-to-hlo`), and the one list of every
// conversion's patterns that the pipeline's final check explains leftover
// ops with.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_PIPELINES_H
#define XHLO_CONVERSION_PIPELINES_H

namespace mlir {
class OpPassManager;
class RewritePatternSet;
class TypeConverter;
} // namespace mlir

namespace xhlo {

class HloConversionTarget;

/// The options of the `xhlo-linalg-to-hlo` pipeline.
struct LinalgToHloPipelineOptions {
  /// Leave the ops that cannot be converted in place (bridged to the
  /// converted values) instead of failing with one error per op.
  bool allowPartial = false;
  /// Bit width of the integer type that `index` becomes: 64 or 32.
  unsigned indexBitwidth = 64;
};

/// Adds to the module pass manager `pm`: canonicalize, every conversion to
/// hlo (scf, tensor, linalg, arith, math, then tensor again for the bridges
/// the others leave), canonicalize and cse, and, unless
/// `options.allowPartial`, hlo-verify-converted, which fails with one error
/// per op that is not func or hlo.
void buildLinalgToHloPipeline(mlir::OpPassManager &pm,
                              const LinalgToHloPipelineOptions &options);

/// Registers `xhlo-linalg-to-hlo` (options `allow-partial`,
/// `index-bitwidth`) with the pass registry.
void registerLinalgToHloPipeline();

/// Adds the patterns of every conversion to hlo and registers their ops on
/// `target`.
void populateAllToHloPatterns(mlir::TypeConverter &typeConverter,
                              mlir::RewritePatternSet &patterns,
                              HloConversionTarget &target);

} // namespace xhlo

#endif // XHLO_CONVERSION_PIPELINES_H
