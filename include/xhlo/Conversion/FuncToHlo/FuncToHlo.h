//===- FuncToHlo.h - Conversion of func calls to hlo ---------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the entry point for reusing the func to hlo patterns
// in other conversions; the pass itself is declared in Passes.h.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_FUNCTOHLO_FUNCTOHLO_H
#define XHLO_CONVERSION_FUNCTOHLO_FUNCTOHLO_H

namespace mlir {
class RewritePatternSet;
class TypeConverter;
} // namespace mlir

namespace xhlo {

class HloConversionTarget;

/// Adds the pattern that converts func.call on hlo values to hlo.call and
/// registers func.call as converted on `target`.
void populateFuncToHloPatterns(mlir::TypeConverter &typeConverter,
                               mlir::RewritePatternSet &patterns,
                               HloConversionTarget &target);

} // namespace xhlo

#endif // XHLO_CONVERSION_FUNCTOHLO_FUNCTOHLO_H
