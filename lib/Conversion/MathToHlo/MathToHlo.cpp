//===- MathToHlo.cpp - The convert-math-to-hlo pass -----------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file defines the math conversion: the patterns of each op family
// (one file each, see Patterns.h), assembled, and its pass, which runs the
// shared pass body (runHloConversionPass).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/MathToHlo/MathToHlo.h"
#include "xhlo/Conversion/Passes.h"

#include "Patterns.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "convert-math-to-hlo"

using namespace mlir;
using namespace xhlo;

void xhlo::populateMathToHloPatterns(TypeConverter &typeConverter,
                                     RewritePatternSet &patterns,
                                     HloConversionTarget &target) {
  using namespace math_to_hlo;
  populateExponentialPatternsAndLegality(typeConverter, patterns, target);
  populateTrigonometricPatternsAndLegality(typeConverter, patterns, target);
  populateRoundingPatternsAndLegality(typeConverter, patterns, target);
  populateFloatOpPatternsAndLegality(typeConverter, patterns, target);
  populateIntegerOpPatternsAndLegality(typeConverter, patterns, target);
}

namespace xhlo {
#define GEN_PASS_DEF_CONVERTMATHTOHLOPASS
#include "xhlo/Conversion/Passes.h.inc"

/// convert-math-to-hlo.
const HloConversion mathToHloConversion = {
    "math", populateMathToHloPatterns,
    HloConversionPass<impl::ConvertMathToHloPassBase,
                      mathToHloConversion>::create};
} // namespace xhlo
