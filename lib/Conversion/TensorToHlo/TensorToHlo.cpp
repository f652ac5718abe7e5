//===- TensorToHlo.cpp - The convert-tensor-to-hlo pass -------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the pass that converts tensor to hlo: it assembles the
// type converter, the target and the patterns of each op family (one file
// each, see Patterns.h) and runs the shared driver.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/TensorToHlo/TensorToHlo.h"
#include "xhlo/Conversion/Passes.h"

#include "Patterns.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Conversion/HloTypeConverter.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"

#define DEBUG_TYPE "convert-tensor-to-hlo"

namespace xhlo {
#define GEN_PASS_DEF_CONVERTTENSORTOHLOPASS
#include "xhlo/Conversion/Passes.h.inc"
} // namespace xhlo

using namespace mlir;
using namespace xhlo;

void xhlo::populateTensorToHloPatterns(TypeConverter &typeConverter,
                                       RewritePatternSet &patterns,
                                       HloConversionTarget &target) {
  using namespace tensor_to_hlo;
  populateSlicePatternsAndLegality(typeConverter, patterns, target);
  populateReshapePatternsAndLegality(typeConverter, patterns, target);
  populatePadPatternsAndLegality(typeConverter, patterns, target);
  populateConstructionPatternsAndLegality(typeConverter, patterns, target);
  populateGeneratePatternsAndLegality(typeConverter, patterns, target);
}

namespace {

struct ConvertTensorToHloPass
    : xhlo::impl::ConvertTensorToHloPassBase<ConvertTensorToHloPass> {
  using ConvertTensorToHloPassBase::ConvertTensorToHloPassBase;

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
    populateTensorToHloPatterns(typeConverter, patterns, target);
    populateFuncBoundaryToHloPatterns(typeConverter, patterns, target);

    tensor_to_hlo::collapseScalarBridges(getOperation());
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
