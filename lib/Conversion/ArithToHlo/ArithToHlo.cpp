//===- ArithToHlo.cpp - The convert-arith-to-hlo pass ---------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the pass that converts arith to hlo: it assembles the
// type converter, the target and the patterns of each op family (one file
// each, see Patterns.h) and runs the shared driver.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/ArithToHlo/ArithToHlo.h"
#include "xhlo/Conversion/Passes.h"

#include "Patterns.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Conversion/HloTypeConverter.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "convert-arith-to-hlo"

namespace xhlo {
#define GEN_PASS_DEF_CONVERTARITHTOHLOPASS
#include "xhlo/Conversion/Passes.h.inc"
} // namespace xhlo

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

namespace {

struct ConvertArithToHloPass
    : xhlo::impl::ConvertArithToHloPassBase<ConvertArithToHloPass> {
  using ConvertArithToHloPassBase::ConvertArithToHloPassBase;

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
    populateArithToHloPatterns(typeConverter, patterns, target);
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
