//===- ControlFlow.cpp - hlo control flow to scf and func -----------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file lowers hlo.while to scf.while (the condition region ends in
// scf.condition of its pred, forwarding the state), a pred hlo.conditional
// to scf.if and an s32 one to scf.index_switch whose default is the last
// branch (XLA runs the last branch for an index out of range), hlo.call to
// func.call, hlo.return to the terminator of its new parent, and converts
// function signatures, calls and returns with the type rule.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_to_linalg;

/// Refuses ops whose operands or results are not tensors (tuples, tokens):
/// the lowering keeps no aggregate values.
static LogicalResult checkTensors(Operation *op) {
  return checkOperandsAndResults(op);
}

namespace {

struct WhileLowering : OpConversionPattern<hlo::WhileOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::WhileOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkTensors(op)))
      return failure();
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), types)))
      return refuse(op, "its state has a type without a lowering");
    auto loop = rewriter.create<scf::WhileOp>(op.getLoc(), types,
                                              adaptor.getOperands());
    rewriter.inlineRegionBefore(op.getCond(), loop.getBefore(),
                                loop.getBefore().end());
    rewriter.inlineRegionBefore(op.getBody(), loop.getAfter(),
                                loop.getAfter().end());
    if (failed(rewriter.convertRegionTypes(&loop.getBefore(),
                                           *getTypeConverter())) ||
        failed(
            rewriter.convertRegionTypes(&loop.getAfter(), *getTypeConverter())))
      return failure();
    rewriter.replaceOp(op, loop.getResults());
    return success();
  }
};

struct ConditionalLowering : OpConversionPattern<hlo::ConditionalOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::ConditionalOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkTensors(op)))
      return failure();
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), types)))
      return refuse(op, "its results have a type without a lowering");
    for (Region &branch : op.getBranches())
      if (branch.front().getNumArguments() > 1)
        return refuse(op, "a branch takes more than one argument");
    Location loc = op.getLoc();
    Value index = rewriter.create<tensor::ExtractOp>(loc, adaptor.getIndex(),
                                                     ValueRange{});
    // Each branch's block moves into its scf region, its argument replaced
    // by its operand (the original value: the ops inside are converted
    // afterwards and read the converted one through the mapping).
    auto moveBranch = [&](Region &branch, Region &target, unsigned k) {
      Block *block = rewriter.createBlock(&target);
      SmallVector<Value> args;
      if (branch.front().getNumArguments() == 1)
        args.push_back(op.getBranchOperands()[k]);
      rewriter.mergeBlocks(&branch.front(), block, args);
    };
    MutableArrayRef<Region> branches = op.getBranches();
    Operation *replacement;
    if (index.getType().isInteger(1)) {
      if (branches.size() != 2)
        return refuse(op, "a pred conditional needs two branches");
      auto ifOp = rewriter.create<scf::IfOp>(loc, types, index,
                                             /*addThenBlock=*/false,
                                             /*addElseBlock=*/false);
      moveBranch(branches[0], ifOp.getThenRegion(), 0);
      moveBranch(branches[1], ifOp.getElseRegion(), 1);
      replacement = ifOp;
    } else {
      Value asIndex = rewriter.create<arith::IndexCastOp>(
          loc, rewriter.getIndexType(), index);
      SmallVector<int64_t> cases;
      for (int64_t k = 0; k + 1 < int64_t(branches.size()); ++k)
        cases.push_back(k);
      auto switchOp = rewriter.create<scf::IndexSwitchOp>(loc, types, asIndex,
                                                          cases, cases.size());
      for (int64_t k = 0; k + 1 < int64_t(branches.size()); ++k)
        moveBranch(branches[k], switchOp.getCaseRegions()[k], k);
      moveBranch(branches.back(), switchOp.getDefaultRegion(),
                 branches.size() - 1);
      replacement = switchOp;
    }
    rewriter.replaceOp(op, replacement->getResults());
    return success();
  }
};

struct CallLowering : OpConversionPattern<hlo::CallOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::CallOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkTensors(op)))
      return failure();
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), types)))
      return refuse(op, "its results have a type without a lowering");
    rewriter.replaceOpWithNewOp<func::CallOp>(op, op.getToApply(), types,
                                              adaptor.getOperands());
    return success();
  }
};

/// hlo.return, once its parent is an scf op: scf.condition in a while's
/// condition (of the pred, forwarding the state), scf.yield elsewhere.
struct ReturnLowering : OpConversionPattern<hlo::ReturnOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::ReturnOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Operation *parent = op->getParentOp();
    if (auto loop = dyn_cast<scf::WhileOp>(parent)) {
      if (op->getParentRegion() == &loop.getBefore()) {
        Value pred = rewriter.create<tensor::ExtractOp>(
            op.getLoc(), adaptor.getOperands()[0], ValueRange{});
        rewriter.replaceOpWithNewOp<scf::ConditionOp>(
            op, pred, op->getBlock()->getArguments());
        return success();
      }
      rewriter.replaceOpWithNewOp<scf::YieldOp>(op, adaptor.getOperands());
      return success();
    }
    if (isa<scf::IfOp, scf::IndexSwitchOp>(parent)) {
      rewriter.replaceOpWithNewOp<scf::YieldOp>(op, adaptor.getOperands());
      return success();
    }
    // Reducers and other regions are lowered with their op.
    return failure();
  }
};

} // namespace

bool hlo_to_linalg::isControlFlowLowered(Operation *op) {
  return isa<hlo::WhileOp, hlo::ConditionalOp, hlo::CallOp, hlo::ReturnOp>(op);
}

void hlo_to_linalg::populateControlFlowPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    ConversionTarget &target) {
  patterns
      .add<WhileLowering, ConditionalLowering, CallLowering, ReturnLowering>(
          typeConverter, patterns.getContext());
  populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                 typeConverter);
  populateCallOpTypeConversionPattern(patterns, typeConverter);
  populateReturnOpTypeConversionPattern(patterns, typeConverter);
  target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp op) {
    return typeConverter.isSignatureLegal(op.getFunctionType()) &&
           typeConverter.isLegal(&op.getBody());
  });
  target.addDynamicallyLegalOp<func::CallOp, func::ReturnOp>(
      [&](Operation *op) { return typeConverter.isLegal(op); });
  target.addLegalDialect<scf::SCFDialect, tensor::TensorDialect,
                         arith::ArithDialect>();
}
