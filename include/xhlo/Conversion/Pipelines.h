//===- Pipelines.h - The conversion pipelines to hlo ---------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the pipelines that bring a tensor program in MLIR's
// input dialects (linalg, tensor, scf, arith, math) to func + hlo
// (`xhlo-linalg-to-hlo`) and an affine program on memrefs to func + hlo
// (`xhlo-affine-to-hlo`), their options and registration, and the one list
// of the conversions to hlo, which the pipeline runs and whose patterns the
// final check explains leftover ops with.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_PIPELINES_H
#define XHLO_CONVERSION_PIPELINES_H

#include "llvm/ADT/ArrayRef.h"

namespace mlir {
class OpPassManager;
class RewritePatternSet;
class TypeConverter;
} // namespace mlir

namespace xhlo {

struct HloConversion;
class HloConversionTarget;

/// The options of the `xhlo-linalg-to-hlo` pipeline.
struct LinalgToHloPipelineOptions {
  /// Leave the ops that cannot be converted in place (bridged to the
  /// converted values) instead of failing with one error per op.
  bool allowPartial = false;
  /// Bit width of the integer type that `index` becomes: 64 or 32.
  unsigned indexBitwidth = 64;
};

/// Adds to the module pass manager `pm`: convert-to-hlo (one pass:
/// canonicalize, every conversion to hlo in the order of
/// getToHloConversions (scf, tensor, linalg, arith, math, func, then tensor
/// again for the bridges the others leave), canonicalize and cse), unless
/// `options.allowPartial` hlo-verify-converted, which fails with one error
/// per op that is not func or hlo, and hlo-autodiff.
void buildLinalgToHloPipeline(mlir::OpPassManager &pm,
                              const LinalgToHloPipelineOptions &options);

/// Registers `xhlo-linalg-to-hlo` (options `allow-partial`,
/// `index-bitwidth`) with the pass registry.
void registerLinalgToHloPipeline();

/// The options of the `xhlo-affine-to-hlo` pipeline: those of
/// `xhlo-linalg-to-hlo`, which it ends with, and one of its own.
struct AffineToHloPipelineOptions : LinalgToHloPipelineOptions {
  /// Keep the loops that cannot be raised to linalg as loops (hlo.while),
  /// each reported by a remark, instead of failing with an error per loop.
  bool allowSequential = true;
};

/// Adds to the module pass manager `pm`: raise-affine-to-linalg,
/// lower-affine (the loops kept become scf.for), convert-memref-to-tensor,
/// then the passes of buildLinalgToHloPipeline. Takes functions on memrefs
/// with affine loops; gives func + hlo, each memref argument a tensor
/// argument and each written one a result too.
void buildAffineToHloPipeline(mlir::OpPassManager &pm,
                              const AffineToHloPipelineOptions &options);

/// Registers `xhlo-affine-to-hlo` (options `allow-sequential`,
/// `allow-partial`, `index-bitwidth`) with the pass registry.
void registerAffineToHloPipeline();

/// Every conversion to hlo, in the order the pipeline runs them: the one
/// list that the pipeline, populateAllToHloPatterns and so
/// hlo-verify-converted are built from.
llvm::ArrayRef<const HloConversion *> getToHloConversions();

/// Adds the patterns of every conversion of getToHloConversions and
/// registers their ops on `target`.
void populateAllToHloPatterns(mlir::TypeConverter &typeConverter,
                              mlir::RewritePatternSet &patterns,
                              HloConversionTarget &target);

} // namespace xhlo

#endif // XHLO_CONVERSION_PIPELINES_H
