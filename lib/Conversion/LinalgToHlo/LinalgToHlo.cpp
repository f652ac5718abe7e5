//===- LinalgToHlo.cpp - The convert-linalg-to-hlo pass -------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the pass that converts linalg to hlo: it assembles the
// type converter, the target and the patterns of each op family (one file
// each, see Patterns.h) with those of arith and math, which convert the
// payloads applied to tensors, and runs the shared driver.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/LinalgToHlo/LinalgToHlo.h"
#include "xhlo/Conversion/Passes.h"

#include "Patterns.h"
#include "xhlo/Conversion/ArithToHlo/ArithToHlo.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Conversion/HloTypeConverter.h"
#include "xhlo/Conversion/MathToHlo/MathToHlo.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "convert-linalg-to-hlo"

namespace xhlo {
#define GEN_PASS_DEF_CONVERTLINALGTOHLOPASS
#include "xhlo/Conversion/Passes.h.inc"
} // namespace xhlo

using namespace mlir;
using namespace xhlo;

void xhlo::populateLinalgToHloPatterns(TypeConverter &typeConverter,
                                       RewritePatternSet &patterns,
                                       HloConversionTarget &target) {
  using namespace linalg_to_hlo;
  populateElementwisePatternsAndLegality(typeConverter, patterns, target);
  populateReductionPatternsAndLegality(typeConverter, patterns, target);
  populateContractionPatternsAndLegality(typeConverter, patterns, target);
  populateConvolutionPatternsAndLegality(typeConverter, patterns, target);
  populatePoolingPatternsAndLegality(typeConverter, patterns, target);
  populateSoftmaxPatternsAndLegality(typeConverter, patterns, target);
}

namespace {

struct ConvertLinalgToHloPass
    : xhlo::impl::ConvertLinalgToHloPassBase<ConvertLinalgToHloPass> {
  using ConvertLinalgToHloPassBase::ConvertLinalgToHloPassBase;

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
    populateLinalgToHloPatterns(typeConverter, patterns, target);
    populateArithToHloPatterns(typeConverter, patterns, target);
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
