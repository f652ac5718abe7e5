//===- Patterns.h - The op families of math to hlo ------------ -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares, privately to MathToHlo, one function per op family.
// Each adds the family's patterns and registers its ops as converted on the
// target, so that the pass file only assembles them.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_CONVERSION_MATHTOHLO_PATTERNS_H
#define XHLO_LIB_CONVERSION_MATHTOHLO_PATTERNS_H

#include "xhlo/Conversion/HloConversion.h"

namespace xhlo {
namespace math_to_hlo {

/// exp, exp2, expm1, log, log1p, log2, log10, powf, fpowi, sqrt, rsqrt and
/// cbrt (Exponential.cpp).
HloPopulateFn populateExponentialPatternsAndLegality;

/// The trigonometric and hyperbolic functions, their inverses, and erf
/// (Trigonometric.cpp).
HloPopulateFn populateTrigonometricPatternsAndLegality;

/// floor, ceil, round, roundeven and trunc (Rounding.cpp).
HloPopulateFn populateRoundingPatternsAndLegality;

/// absf, copysign and fma (FloatOps.cpp).
HloPopulateFn populateFloatOpPatternsAndLegality;

/// absi, ctlz, cttz, ctpop and ipowi (IntegerOps.cpp).
HloPopulateFn populateIntegerOpPatternsAndLegality;

} // namespace math_to_hlo
} // namespace xhlo

#endif // XHLO_LIB_CONVERSION_MATHTOHLO_PATTERNS_H
