//===- FuncToHlo.cpp - The convert-func-to-hlo pass -----------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the pass that converts func calls to hlo: it
// assembles the type converter, the target and the patterns (see
// Patterns.h) and runs the shared driver.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/FuncToHlo/FuncToHlo.h"
#include "xhlo/Conversion/Passes.h"

#include "Patterns.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Conversion/HloTypeConverter.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "convert-func-to-hlo"

namespace xhlo {
#define GEN_PASS_DEF_CONVERTFUNCTOHLOPASS
#include "xhlo/Conversion/Passes.h.inc"
} // namespace xhlo

using namespace mlir;
using namespace xhlo;

void xhlo::populateFuncToHloPatterns(TypeConverter &typeConverter,
                                     RewritePatternSet &patterns,
                                     HloConversionTarget &target) {
  func_to_hlo::populateCallPatternsAndLegality(typeConverter, patterns, target);
}

/// The signature and return patterns of populateFuncBoundaryToHloPatterns,
/// without its rule for func.call: a legal call is still to become
/// hlo.call, and a legality rule cannot be replaced once set.
static void populateSignaturePatterns(TypeConverter &typeConverter,
                                      RewritePatternSet &patterns,
                                      ConversionTarget &target) {
  populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                 typeConverter);
  populateReturnOpTypeConversionPattern(patterns, typeConverter);
  target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp op) {
    return typeConverter.isSignatureLegal(op.getFunctionType()) &&
           typeConverter.isLegal(&op.getBody());
  });
  target.addDynamicallyLegalOp<func::ReturnOp>(
      [&](Operation *op) { return typeConverter.isLegal(op); });
}

namespace {

struct ConvertFuncToHloPass
    : xhlo::impl::ConvertFuncToHloPassBase<ConvertFuncToHloPass> {
  using ConvertFuncToHloPassBase::ConvertFuncToHloPassBase;

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
    populateSignaturePatterns(typeConverter, patterns, target);
    populateFuncToHloPatterns(typeConverter, patterns, target);

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
