//===- Calls.cpp - func.call to hlo.call ----------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts func.call to hlo.call, XLA's call of a computation of
// the module: the same callee, operands and results, once they are hlo
// values. A callee without a body has no XLA equivalent, except two kinds
// of declarations: a gradient request (its body comes from hlo-autodiff)
// and an outfeed declaration, a body-less function without results marked
// `xhlo.outfeed`:
//
//   func.func private @report(tensor<i32>, tensor<f32>)
//       attributes {xhlo.outfeed}
//
// whose calls become XLA's outfeed of their operands on a fresh token, with
// the function's name as outfeed_config:
//
//   %t = hlo.after_all()
//   %t1 = hlo.outfeed(%step, %loss), %t {outfeed_config = "report"}
//
// (linalg and its neighbours have no op that hands values to the host
// while a program runs; the declaration is how they ask for one).
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Conversion/HloTypeConverter.h"
#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.h"
#include "xhlo/Dialect/Hlo/IR/HloMiscOps.h"
#include "xhlo/Dialect/Hlo/Transforms/Autodiff.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace xhlo;

/// The attribute that makes a declaration an outfeed.
static constexpr llvm::StringLiteral kOutfeedAttrName = "xhlo.outfeed";

/// The outfeed declaration `call` calls, or null.
static func::FuncOp getOutfeedCallee(func::CallOp call) {
  auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
      call, call.getCalleeAttr());
  return callee && callee->hasAttr(kOutfeedAttrName) ? callee : nullptr;
}

static std::optional<std::string> whyUnsupported(Operation *op) {
  auto call = cast<func::CallOp>(op);
  if (func::FuncOp outfeed = getOutfeedCallee(call)) {
    if (!outfeed.isExternal())
      return "@" + call.getCallee().str() + " is marked " +
             kOutfeedAttrName.str() +
             " but has a body (an outfeed is declared, not defined)";
    if (outfeed.getNumResults())
      return "the outfeed declaration @" + call.getCallee().str() +
             " has results (an outfeed returns nothing)";
    return std::nullopt;
  }
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
    if (getOutfeedCallee(op)) {
      Location loc = op.getLoc();
      Value token = rewriter.create<hlo::AfterAllOp>(loc, ValueRange());
      rewriter.create<hlo::OutfeedOp>(loc, adaptor.getOperands(), token,
                                      op.getCalleeAttr().getAttr());
      rewriter.eraseOp(op);
      return success();
    }
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
