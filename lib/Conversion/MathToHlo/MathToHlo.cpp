//===- MathToHlo.cpp - The convert-math-to-hlo pass -----------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the pass that converts math to hlo: it assembles the
// type converter, the target and the patterns of each op family (one file
// each, see Patterns.h) and runs the shared driver.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/MathToHlo/MathToHlo.h"
#include "xhlo/Conversion/Passes.h"

#include "Patterns.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Conversion/HloTypeConverter.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "convert-math-to-hlo"

namespace xhlo {
#define GEN_PASS_DEF_CONVERTMATHTOHLOPASS
#include "xhlo/Conversion/Passes.h.inc"
} // namespace xhlo

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

namespace {

struct ConvertMathToHloPass
    : xhlo::impl::ConvertMathToHloPassBase<ConvertMathToHloPass> {
  using ConvertMathToHloPassBase::ConvertMathToHloPassBase;

  void runOnOperation() override {
    if (indexBitwidth != 32 && indexBitwidth != 64) {
      emitError(getOperation().getLoc(),
                "index-bitwidth must be 32 or 64, got ")
          << indexBitwidth.getValue();
      return signalPassFailure();
    }
    MLIRContext *context = &getContext();
    HloTypeConverter typeConverter(context, {indexBitwidth});
    HloConversionTarget target(*context, typeConverter);
    RewritePatternSet patterns(context);
    populateMathToHloPatterns(typeConverter, patterns, target);
    populateFuncBoundaryToHloPatterns(typeConverter, patterns, target);

    HloConversionStats stats;
    LogicalResult result = applyHloConversion(
        getOperation(), target, std::move(patterns), allowPartial, &stats);
    numConverted += stats.numConverted;
    numLeft += stats.numLeft;
    if (failed(result))
      signalPassFailure();
  }
};

} // namespace
