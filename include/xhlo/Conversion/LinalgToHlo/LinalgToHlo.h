//===- LinalgToHlo.h - Conversion of linalg to hlo ------------ -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the entry point for reusing the linalg to hlo patterns
// in other conversions; the pass itself is declared in Passes.h.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_CONVERSION_LINALGTOHLO_LINALGTOHLO_H
#define XHLO_CONVERSION_LINALGTOHLO_LINALGTOHLO_H

namespace mlir {
class RewritePatternSet;
class TypeConverter;
} // namespace mlir

namespace xhlo {

class HloConversionTarget;

/// Adds the patterns that convert linalg's structured ops on tensors (named
/// and generic) and linalg.softmax to hlo, and registers those ops as
/// converted on `target`. The payloads become arith and math ops on tensors,
/// so the arith and math patterns (populateArithToHloPatterns,
/// populateMathToHloPatterns) must be in the same conversion.
void populateLinalgToHloPatterns(mlir::TypeConverter &typeConverter,
                                 mlir::RewritePatternSet &patterns,
                                 HloConversionTarget &target);

} // namespace xhlo

#endif // XHLO_CONVERSION_LINALGTOHLO_LINALGTOHLO_H
