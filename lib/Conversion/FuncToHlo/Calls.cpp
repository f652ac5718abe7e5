//===- Calls.cpp - func.call to hlo.call ----------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts func.call to hlo.call, XLA's call of a computation of
// the module: the same callee, operands and results, once they are hlo
// values. A callee without a body has no XLA equivalent.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Conversion/HloTypeConverter.h"
#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.h"
#include "xhlo/Dialect/Hlo/Transforms/Autodiff.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace xhlo;

static std::optional<std::string> whyUnsupported(Operation *op) {
  auto call = cast<func::CallOp>(op);
  auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
      op, call.getCalleeAttr());
  // A gradient request gets its body from hlo-autodiff, later in the
  // pipeline.
  if (!callee ||
      (callee.isExternal() && !callee->hasAttr(hlo::kGradientOfAttrName)))
    return "the callee @" + call.getCallee().str() +
           " has no body (an XLA module has no external computations)";
  return std::nullopt;
}

namespace {

struct CallOpConversion : OpConversionPattern<func::CallOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(func::CallOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    if (std::optional<std::string> reason = whyUnsupported(op))
      return rewriter.notifyMatchFailure(op, *reason);
    rewriter.replaceOpWithNewOp<hlo::CallOp>(op, resultTypes, op.getCallee(),
                                             adaptor.getOperands());
    return success();
  }
};

} // namespace

void func_to_hlo::populateCallPatternsAndLegality(TypeConverter &typeConverter,
                                                  RewritePatternSet &patterns,
                                                  HloConversionTarget &target) {
  patterns.add<CallOpConversion>(typeConverter, patterns.getContext());
  target.addConvertedOps<func::CallOp>(whyUnsupported);
}
