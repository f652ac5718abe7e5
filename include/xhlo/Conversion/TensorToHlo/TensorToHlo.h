//===- TensorToHlo.h - Conversion of tensor to hlo ------------ -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the entry point for reusing the tensor to hlo patterns
// in other conversions; the pass itself is declared in Passes.h.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_TENSORTOHLO_TENSORTOHLO_H
#define XHLO_CONVERSION_TENSORTOHLO_TENSORTOHLO_H

namespace mlir {
class RewritePatternSet;
class TypeConverter;
} // namespace mlir

namespace xhlo {

class HloConversionTarget;

/// Adds the patterns that convert the tensor ops of statically shaped
/// programs to hlo (slices, inserts, pad, reshapes, concat, empty, splat,
/// from_elements, generate, extract/insert of scalars and casts, with the
/// type rule of `typeConverter`) and registers those ops as converted on
/// `target`.
void populateTensorToHloPatterns(mlir::TypeConverter &typeConverter,
                                 mlir::RewritePatternSet &patterns,
                                 HloConversionTarget &target);

} // namespace xhlo

#endif // XHLO_CONVERSION_TENSORTOHLO_TENSORTOHLO_H
