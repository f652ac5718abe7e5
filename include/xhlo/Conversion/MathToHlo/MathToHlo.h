//===- MathToHlo.h - Conversion of math to hlo ---------------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the entry point for reusing the math to hlo patterns in
// other conversions; the pass itself is declared in Passes.h.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_MATHTOHLO_MATHTOHLO_H
#define XHLO_CONVERSION_MATHTOHLO_MATHTOHLO_H

namespace mlir {
class RewritePatternSet;
class TypeConverter;
} // namespace mlir

namespace xhlo {

class HloConversionTarget;

/// Adds the patterns that convert every math op to hlo (on tensors and on
/// scalars as 0-d tensors, with the type rule of `typeConverter`) and
/// registers those ops as converted on `target`.
void populateMathToHloPatterns(mlir::TypeConverter &typeConverter,
                               mlir::RewritePatternSet &patterns,
                               HloConversionTarget &target);

} // namespace xhlo

#endif // XHLO_CONVERSION_MATHTOHLO_MATHTOHLO_H
