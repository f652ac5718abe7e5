//===- ArithToHlo.cpp - The convert-arith-to-hlo pass ---------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file defines the arith conversion: the patterns of each op family
// (one file each, see Patterns.h), assembled, and its pass, which runs the
// shared pass body (runHloConversionPass).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/ArithToHlo/ArithToHlo.h"
#include "xhlo/Conversion/Passes.h"

#include "Patterns.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "convert-arith-to-hlo"

using namespace mlir;
using namespace xhlo;

void xhlo::populateArithToHloPatterns(TypeConverter &typeConverter,
                                      RewritePatternSet &patterns,
                                      HloConversionTarget &target) {
  using namespace arith_to_hlo;
  populateConstantPatternsAndLegality(typeConverter, patterns, target);
  populateIntegerOpPatternsAndLegality(typeConverter, patterns, target);
  populateFloatOpPatternsAndLegality(typeConverter, patterns, target);
  populateCastPatternsAndLegality(typeConverter, patterns, target);
  populateComparePatternsAndLegality(typeConverter, patterns, target);
}

namespace xhlo {
#define GEN_PASS_DEF_CONVERTARITHTOHLOPASS
#include "xhlo/Conversion/Passes.h.inc"

/// convert-arith-to-hlo.
const HloConversion arithToHloConversion = {
    "arith", populateArithToHloPatterns,
    HloConversionPass<impl::ConvertArithToHloPassBase,
                      arithToHloConversion>::create};
} // namespace xhlo
