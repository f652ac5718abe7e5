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

#include "xhlo/Conversion/HloConversion.h"

namespace xhlo {
namespace arith_to_hlo {

/// arith.constant, splat and dense, scalar and tensor (Constants.cpp).
HloPopulateFn populateConstantPatternsAndLegality;

/// Integer arithmetic, division and remainder in all roundings, bitwise
/// ops, shifts, min/max and the extended ops (IntegerOps.cpp).
HloPopulateFn populateIntegerOpPatternsAndLegality;

/// Float arithmetic and the four float min/max ops (FloatOps.cpp).
HloPopulateFn populateFloatOpPatternsAndLegality;

/// Extensions, truncations, int/float conversions, index casts and bitcast
/// (Casts.cpp).
HloPopulateFn populateCastPatternsAndLegality;

/// cmpi, cmpf and select (Compare.cpp).
HloPopulateFn populateComparePatternsAndLegality;

} // namespace arith_to_hlo
} // namespace xhlo

#endif // XHLO_LIB_CONVERSION_ARITHTOHLO_PATTERNS_H
