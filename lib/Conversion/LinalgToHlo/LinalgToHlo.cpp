//===- LinalgToHlo.cpp - The convert-linalg-to-hlo pass -------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file defines the linalg conversion: the patterns of each op family
// (one file each, see Patterns.h), assembled, and its pass, which runs the
// shared pass body (runHloConversionPass) with the patterns of arith and
// math too, which convert the payloads applied to tensors.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/LinalgToHlo/LinalgToHlo.h"
#include "xhlo/Conversion/Passes.h"

#include "Patterns.h"
#include "xhlo/Conversion/ArithToHlo/ArithToHlo.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Conversion/MathToHlo/MathToHlo.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "convert-linalg-to-hlo"

using namespace mlir;
using namespace xhlo;

void xhlo::populateLinalgToHloPatterns(TypeConverter &typeConverter,
                                       RewritePatternSet &patterns,
                                       HloConversionTarget &target) {
  using namespace linalg_to_hlo;
  populateElementwisePatternsAndLegality(typeConverter, patterns, target);
  // Contractions before reductions: the driver tries the families' patterns
  // (all on LinalgOp) in this order, and each classifies the op. A
  // contraction tried as a reduction first was classified twice (a tenth
  // more classifications on the conversion benchmark), while the contraction
  // pattern refuses other reductions before classifying (hasMulAddShape).
  populateContractionPatternsAndLegality(typeConverter, patterns, target);
  populateReductionPatternsAndLegality(typeConverter, patterns, target);
  populateConvolutionPatternsAndLegality(typeConverter, patterns, target);
  populatePoolingPatternsAndLegality(typeConverter, patterns, target);
  populateSoftmaxPatternsAndLegality(typeConverter, patterns, target);
}

/// The conversions of the payloads, run in the same pass.
static HloPopulateFn *const payloadConversions[] = {populateArithToHloPatterns,
                                                    populateMathToHloPatterns};

namespace xhlo {
#define GEN_PASS_DEF_CONVERTLINALGTOHLOPASS
#include "xhlo/Conversion/Passes.h.inc"

/// convert-linalg-to-hlo.
const HloConversion linalgToHloConversion = {
    "linalg", populateLinalgToHloPatterns,
    HloConversionPass<impl::ConvertLinalgToHloPassBase,
                      linalgToHloConversion>::create,
    payloadConversions};
} // namespace xhlo
