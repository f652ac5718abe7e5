//===- Patterns.h - The op families of arith to hlo ----------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares, privately to ArithToHlo, one function per op family.
// Each adds the family's patterns and registers its ops as converted on the
// target, so that the pass file only assembles them.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_CONVERSION_ARITHTOHLO_PATTERNS_H
#define XHLO_LIB_CONVERSION_ARITHTOHLO_PATTERNS_H

namespace mlir {
class RewritePatternSet;
class TypeConverter;
} // namespace mlir

namespace xhlo {
class HloConversionTarget;

namespace arith_to_hlo {

/// arith.constant, splat and dense, scalar and tensor (Constants.cpp).
void populateConstantPatternsAndLegality(mlir::TypeConverter &typeConverter,
                                         mlir::RewritePatternSet &patterns,
                                         HloConversionTarget &target);

/// Integer arithmetic, division and remainder in all roundings, bitwise
/// ops, shifts, min/max and the extended ops (IntegerOps.cpp).
void populateIntegerOpPatternsAndLegality(mlir::TypeConverter &typeConverter,
                                          mlir::RewritePatternSet &patterns,
                                          HloConversionTarget &target);

/// Float arithmetic and the four float min/max ops (FloatOps.cpp).
void populateFloatOpPatternsAndLegality(mlir::TypeConverter &typeConverter,
                                        mlir::RewritePatternSet &patterns,
                                        HloConversionTarget &target);

/// Extensions, truncations, int/float conversions, index casts and bitcast
/// (Casts.cpp).
void populateCastPatternsAndLegality(mlir::TypeConverter &typeConverter,
                                     mlir::RewritePatternSet &patterns,
                                     HloConversionTarget &target);

/// cmpi, cmpf and select (Compare.cpp).
void populateComparePatternsAndLegality(mlir::TypeConverter &typeConverter,
                                        mlir::RewritePatternSet &patterns,
                                        HloConversionTarget &target);

} // namespace arith_to_hlo
} // namespace xhlo

#endif // XHLO_LIB_CONVERSION_ARITHTOHLO_PATTERNS_H
