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
    if (index.getType().isInteger(1) && branches.size() != 2)
      return refuse(op, "a pred conditional needs two branches");
    Operation *replacement =
        buildBranchSwitch(rewriter, loc, types, index, branches.size(),
                          [&](unsigned k, Region &target) {
                            moveBranch(branches[k], target, k);
                          });
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

/// The attributes that mark the scf.for of a scan for ReturnLowering: the
/// scanned dimension, its direction and the number of outputs (the first
/// iteration arguments, before the carries).
static constexpr llvm::StringLiteral kScanDimension = "xhlo.scan_dimension";
static constexpr llvm::StringLiteral kScanReverse = "xhlo.scan_reverse";
static constexpr llvm::StringLiteral kScanOutputs = "xhlo.scan_outputs";

/// The position a scan's loop reads and writes at its induction variable
/// `iv`: `iv`, or `upper - 1 - iv` walking backwards.
static Value scanStep(OpBuilder &b, Location loc, scf::ForOp loop, Value iv,
                      bool reverse) {
  if (!reverse)
    return iv;
  Value last = b.create<arith::SubIOp>(
      loc, loop.getUpperBound(), b.create<arith::ConstantIndexOp>(loc, 1));
  return b.create<arith::SubIOp>(loc, last, iv);
}

/// Offsets, sizes and strides of the slice of `type` at `step` along `dim`.
static void scanSlice(OpBuilder &b, RankedTensorType type, int64_t dim,
                      Value step, SmallVector<OpFoldResult> &offsets,
                      SmallVector<OpFoldResult> &sizes,
                      SmallVector<OpFoldResult> &strides) {
  for (int64_t d = 0; d < type.getRank(); ++d) {
    offsets.push_back(d == dim ? OpFoldResult(step) : b.getIndexAttr(0));
    sizes.push_back(b.getIndexAttr(d == dim ? 1 : type.getDimSize(d)));
    strides.push_back(b.getIndexAttr(1));
  }
}

/// XLA's scan (as its ScanExpander): an scf.for over the scanned dimension
/// carrying the outputs (filled one slice per step) and the carries; the
/// body is to_apply inlined, taking the inputs' slices at the step and the
/// carries; its hlo.return (ReturnLowering) writes the outputs' slices and
/// yields the new carries.
struct ScanLowering : OpConversionPattern<hlo::ScanOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::ScanOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkTensors(op)))
      return failure();
    Location loc = op.getLoc();
    int64_t numCarries = op.getNumCarries();
    size_t numInputs = op.getOperands().size() - numCarries;
    size_t numOutputs = op.getNumResults() - numCarries;
    ValueRange inputs = adaptor.getOperands().take_front(numInputs);
    ValueRange inits = adaptor.getOperands().drop_front(numInputs);
    int64_t dim = op.getDimension();
    auto firstType = cast<RankedTensorType>(inputs.front().getType());
    if (dim < 0)
      dim += firstType.getRank();
    int64_t length = firstType.getDimSize(dim);
    bool reverse = op.getIsReverse();
    SmallVector<Value> iterArgs;
    for (Value result : op.getResults().take_front(numOutputs))
      iterArgs.push_back(buildEmpty(
          rewriter, loc, toSignless(cast<RankedTensorType>(result.getType()))));
    llvm::append_range(iterArgs, inits);
    auto loop = rewriter.create<scf::ForOp>(
        loc, rewriter.create<arith::ConstantIndexOp>(loc, 0),
        rewriter.create<arith::ConstantIndexOp>(loc, length),
        rewriter.create<arith::ConstantIndexOp>(loc, 1), iterArgs);
    loop->setAttr(kScanDimension, rewriter.getI64IntegerAttr(dim));
    loop->setAttr(kScanOutputs, rewriter.getI64IntegerAttr(numOutputs));
    if (reverse)
      loop->setAttr(kScanReverse, rewriter.getUnitAttr());
    Block *body = loop.getBody();
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(body);
    Value step = scanStep(rewriter, loc, loop, loop.getInductionVar(), reverse);
    SmallVector<Value> args;
    for (Value input : inputs) {
      auto type = cast<RankedTensorType>(input.getType());
      SmallVector<OpFoldResult> offsets, sizes, strides;
      scanSlice(rewriter, type, dim, step, offsets, sizes, strides);
      SmallVector<int64_t> shape(type.getShape());
      shape.erase(shape.begin() + dim);
      args.push_back(rewriter.create<tensor::ExtractSliceOp>(
          loc, RankedTensorType::get(shape, type.getElementType()), input,
          offsets, sizes, strides));
    }
    llvm::append_range(args, body->getArguments().drop_front(1 + numOutputs));
    FailureOr<Block *> entry =
        rewriter.convertRegionTypes(&op.getToApply(), *getTypeConverter());
    if (failed(entry))
      return failure();
    rewriter.inlineBlockBefore(*entry, body, body->end(), args);
    rewriter.replaceOp(op, loop.getResults());
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
    if (auto loop = dyn_cast<scf::ForOp>(parent);
        loop && loop->hasAttr(kScanDimension)) {
      // A scan's step: the outputs' slices written at the step, the new
      // carries yielded.
      int64_t dim = cast<IntegerAttr>(loop->getAttr(kScanDimension)).getInt();
      int64_t numOutputs =
          cast<IntegerAttr>(loop->getAttr(kScanOutputs)).getInt();
      bool reverse = loop->hasAttr(kScanReverse);
      Location loc = op.getLoc();
      Value step =
          scanStep(rewriter, loc, loop, loop.getInductionVar(), reverse);
      SmallVector<Value> yielded;
      for (int64_t k = 0; k < numOutputs; ++k) {
        Value acc = loop.getRegionIterArgs()[k];
        auto type = cast<RankedTensorType>(acc.getType());
        SmallVector<OpFoldResult> offsets, sizes, strides;
        scanSlice(rewriter, type, dim, step, offsets, sizes, strides);
        yielded.push_back(rewriter.create<tensor::InsertSliceOp>(
            loc, adaptor.getOperands()[k], acc, offsets, sizes, strides));
      }
      llvm::append_range(yielded, adaptor.getOperands().drop_front(numOutputs));
      rewriter.modifyOpInPlace(loop, [&] {
        loop->removeAttr(kScanDimension);
        loop->removeAttr(kScanOutputs);
        loop->removeAttr(kScanReverse);
      });
      rewriter.replaceOpWithNewOp<scf::YieldOp>(op, yielded);
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
  return isa<hlo::WhileOp, hlo::ConditionalOp, hlo::CallOp, hlo::ReturnOp,
             hlo::ScanOp>(op);
}

void hlo_to_linalg::populateControlFlowPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    ConversionTarget &target) {
  patterns.add<WhileLowering, ConditionalLowering, CallLowering, ReturnLowering,
               ScanLowering>(typeConverter, patterns.getContext());
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

Operation *hlo_to_linalg::buildBranchSwitch(
    OpBuilder &builder, Location loc, TypeRange types, Value index,
    unsigned numBranches,
    llvm::function_ref<void(unsigned, Region &)> fillBranch) {
  if (index.getType().isInteger(1)) {
    auto ifOp = builder.create<scf::IfOp>(loc, types, index,
                                          /*addThenBlock=*/false,
                                          /*addElseBlock=*/false);
    fillBranch(0, ifOp.getThenRegion());
    fillBranch(1, ifOp.getElseRegion());
    return ifOp;
  }
  Value asIndex =
      builder.create<arith::IndexCastOp>(loc, builder.getIndexType(), index);
  SmallVector<int64_t> cases;
  for (int64_t k = 0; k + 1 < int64_t(numBranches); ++k)
    cases.push_back(k);
  auto switchOp = builder.create<scf::IndexSwitchOp>(loc, types, asIndex, cases,
                                                     cases.size());
  for (unsigned k = 0; k + 1 < numBranches; ++k)
    fillBranch(k, switchOp.getCaseRegions()[k]);
  fillBranch(numBranches - 1, switchOp.getDefaultRegion());
  return switchOp;
}
