//===- ScfToHlo.cpp - The convert-scf-to-hlo pass -------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the pass that converts scf to hlo: it assembles the
// type converter, the target and the patterns of each op family (one file
// each, see Patterns.h), runs the shared driver, and then isolates the
// regions of the hlo ops made (Isolation.cpp).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/ScfToHlo/ScfToHlo.h"
#include "xhlo/Conversion/Passes.h"

#include "Patterns.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Conversion/HloTypeConverter.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "convert-scf-to-hlo"

namespace xhlo {
#define GEN_PASS_DEF_CONVERTSCFTOHLOPASS
#include "xhlo/Conversion/Passes.h.inc"
} // namespace xhlo

using namespace mlir;
using namespace xhlo;

void xhlo::populateScfToHloPatterns(TypeConverter &typeConverter,
                                    RewritePatternSet &patterns,
                                    HloConversionTarget &target) {
  using namespace scf_to_hlo;
  populateLoopPatternsAndLegality(typeConverter, patterns, target);
  populateConditionalPatternsAndLegality(typeConverter, patterns, target);
}

namespace {

struct ConvertScfToHloPass
    : xhlo::impl::ConvertScfToHloPassBase<ConvertScfToHloPass> {
  using ConvertScfToHloPassBase::ConvertScfToHloPassBase;

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
    populateScfToHloPatterns(typeConverter, patterns, target);
    populateFuncBoundaryToHloPatterns(typeConverter, patterns, target);

    HloConversionStats stats;
    LogicalResult result = applyHloConversion(
        getOperation(), target, std::move(patterns), allowPartial, &stats);
    numConverted += stats.numConverted;
    numLeft += stats.numLeft;
    if (failed(result) ||
        failed(isolateHloRegions(getOperation(), typeConverter)))
      signalPassFailure();
  }
};

} // namespace
