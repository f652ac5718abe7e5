//===- Loops.cpp - scf.for and scf.while to hlo.while ---------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts the scf loops to hlo.while:
//
// - scf.for runs over the state (iv, iter_args..., ub, step): the condition
//   is the signed `iv < ub` of scf.for, the body is the loop's, ending by
//   adding `step` to the induction variable and passing ub and step on;
// - scf.while whose `before` region only computes the condition (it
//   forwards its arguments) maps region to region. Otherwise the `before`
//   region is run once ahead of the loop and again at the end of each
//   iteration, after the `after` region, and the state is (condition,
//   forwarded values...): the condition region reads the first, and each
//   region still runs as often as in scf.
//
// scf.parallel is reported, not converted. scf.forall was made a nest of
// scf.for before the conversion (Forall.cpp); those it leaves are reported
// with the reason.
//
// The regions keep the values they use from outside; isolateHloRegions
// threads them through once the conversion is done.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/HloBuilders.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Conversion/HloTypeConverter.h"
#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.h"
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace xhlo;

/// Converts the signature of the only block of `region` (moved into an hlo
/// op) to the types `types`: its arguments take, in order, the types after
/// the first `numNew`, which are new arguments in front.
static Block *convertBlockTypes(ConversionPatternRewriter &rewriter,
                                const TypeConverter *converter, Region &region,
                                TypeRange types, unsigned numNew = 0) {
  Block &block = region.front();
  TypeConverter::SignatureConversion signature(block.getNumArguments());
  signature.addInputs(llvm::to_vector(types.take_front(numNew)));
  for (auto [i, type] : llvm::enumerate(types.drop_front(numNew)))
    signature.addInputs(i, type);
  return rewriter.applySignatureConversion(&block, signature, converter);
}

/// Replaces the terminator of `block` by an hlo.return of `front`, then
/// `operands` converted, then `back`.
static LogicalResult replaceTerminator(ConversionPatternRewriter &rewriter,
                                       Block *block, ValueRange operands,
                                       ValueRange front, ValueRange back) {
  Operation *terminator = block->getTerminator();
  rewriter.setInsertionPoint(terminator);
  SmallVector<Value> values(front);
  SmallVector<Value> converted;
  if (failed(rewriter.getRemappedValues(operands, converted)))
    return failure();
  llvm::append_range(values, converted);
  llvm::append_range(values, back);
  rewriter.replaceOpWithNewOp<hlo::ReturnOp>(terminator, values);
  return success();
}

namespace {

//===----------------------------------------------------------------------===//
// scf.for
//===----------------------------------------------------------------------===//

struct ForOpConversion : OpConversionPattern<scf::ForOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(scf::ForOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    if (std::optional<std::string> reason = scf_to_hlo::whyNotIsolatable(
            op, *getTypeConverter<HloTypeConverter>()))
      return rewriter.notifyMatchFailure(op, *reason);

    Location loc = op.getLoc();
    unsigned numIterArgs = op.getNumResults();
    // The state: iv, iter_args..., ub, step.
    SmallVector<Value> init{adaptor.getLowerBound()};
    llvm::append_range(init, adaptor.getInitArgs());
    init.push_back(adaptor.getUpperBound());
    init.push_back(adaptor.getStep());
    auto loop = rewriter.create<hlo::WhileOp>(loc, init);
    SmallVector<Type> types(loop->getResultTypes());
    SmallVector<Location> locs(types.size(), loc);

    Block *cond = rewriter.createBlock(&loop.getCond(), {}, types, locs);
    rewriter.create<hlo::ReturnOp>(
        loc, createCompare(rewriter, loc, hlo::ComparisonDirection::LT,
                           cond->getArgument(0),
                           cond->getArgument(numIterArgs + 1)));

    Region &body = loop.getBody();
    rewriter.inlineRegionBefore(op.getRegion(), body, body.end());
    // The body block takes (iv, iter_args...) and gets ub and step after.
    TypeConverter::SignatureConversion signature(numIterArgs + 1);
    for (auto [i, type] : llvm::enumerate(TypeRange(types).drop_back(2)))
      signature.addInputs(i, type);
    signature.addInputs(llvm::to_vector(TypeRange(types).take_back(2)));
    Block *block = rewriter.applySignatureConversion(&body.front(), signature,
                                                     getTypeConverter());
    rewriter.setInsertionPoint(block->getTerminator());
    Value iv = block->getArgument(0);
    Value ub = block->getArgument(numIterArgs + 1);
    Value step = block->getArgument(numIterArgs + 2);
    Value next = rewriter.create<hlo::AddOp>(loc, iv, step);
    if (failed(replaceTerminator(rewriter, block,
                                 block->getTerminator()->getOperands(), next,
                                 {ub, step})))
      return failure();
    rewriter.replaceOp(op, loop.getResults().slice(1, numIterArgs));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// scf.while
//===----------------------------------------------------------------------===//

/// Whether the `before` region of `op` only computes the condition: it
/// passes its arguments on unchanged, in order.
static bool forwardsArguments(scf::WhileOp op) {
  scf::ConditionOp condition = op.getConditionOp();
  return llvm::equal(condition.getArgs(), op.getBeforeArguments()) &&
         ValueRange(op.getBeforeArguments()).getTypes() ==
             ValueRange(op.getAfterArguments()).getTypes();
}

struct WhileOpConversion : OpConversionPattern<scf::WhileOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(scf::WhileOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    if (std::optional<std::string> reason = scf_to_hlo::whyNotIsolatable(
            op, *getTypeConverter<HloTypeConverter>()))
      return rewriter.notifyMatchFailure(op, *reason);
    if (op.getInits().empty() && resultTypes.empty())
      return rewriter.notifyMatchFailure(op, "no loop-carried values");
    if (forwardsArguments(op))
      return convertForwarding(op, adaptor, rewriter);
    return convertGeneral(op, resultTypes, rewriter);
  }

  /// The `before` region becomes the condition, the `after` region the body.
  LogicalResult convertForwarding(scf::WhileOp op, OpAdaptor adaptor,
                                  ConversionPatternRewriter &rewriter) const {
    auto loop = rewriter.create<hlo::WhileOp>(op.getLoc(), adaptor.getInits());
    TypeRange types = loop->getResultTypes();
    rewriter.inlineRegionBefore(op.getBefore(), loop.getCond(),
                                loop.getCond().end());
    rewriter.inlineRegionBefore(op.getAfter(), loop.getBody(),
                                loop.getBody().end());
    Block *cond =
        convertBlockTypes(rewriter, getTypeConverter(), loop.getCond(), types);
    auto condition = cast<scf::ConditionOp>(cond->getTerminator());
    if (failed(replaceTerminator(rewriter, cond, condition.getCondition(), {},
                                 {})))
      return failure();
    Block *body =
        convertBlockTypes(rewriter, getTypeConverter(), loop.getBody(), types);
    if (failed(replaceTerminator(rewriter, body,
                                 body->getTerminator()->getOperands(), {}, {})))
      return failure();
    rewriter.replaceOp(op, loop.getResults());
    return success();
  }

  /// The `before` region runs ahead of the loop and at the end of the body;
  /// the state is (condition, forwarded values...).
  LogicalResult convertGeneral(scf::WhileOp op, TypeRange resultTypes,
                               ConversionPatternRewriter &rewriter) const {
    Location loc = op.getLoc();
    Block &before = op.getBefore().front();
    // A copy of the `before` region ahead of the loop.
    IRMapping mapping;
    mapping.map(before.getArguments(), op.getInits());
    for (Operation &inner : before.without_terminator())
      rewriter.clone(inner, mapping);
    scf::ConditionOp condition = op.getConditionOp();
    SmallVector<Value> first{mapping.lookupOrDefault(condition.getCondition())};
    for (Value value : condition.getArgs())
      first.push_back(mapping.lookupOrDefault(value));
    SmallVector<Value> init;
    if (failed(rewriter.getRemappedValues(first, init)))
      return failure();

    auto loop = rewriter.create<hlo::WhileOp>(loc, init);
    SmallVector<Type> types(loop->getResultTypes());
    SmallVector<Location> locs(types.size(), loc);
    Block *cond = rewriter.createBlock(&loop.getCond(), {}, types, locs);
    rewriter.create<hlo::ReturnOp>(loc, cond->getArgument(0));

    // The body: the `after` region on the forwarded values, then the
    // `before` region on what it yields.
    rewriter.inlineRegionBefore(op.getAfter(), loop.getBody(),
                                loop.getBody().end());
    Block *body = convertBlockTypes(rewriter, getTypeConverter(),
                                    loop.getBody(), types, /*numNew=*/1);
    Operation *yield = body->getTerminator();
    SmallVector<Value> yielded(yield->getOperands());
    rewriter.eraseOp(yield);
    rewriter.mergeBlocks(&before, body, yielded);
    auto next = cast<scf::ConditionOp>(body->getTerminator());
    SmallVector<Value> operands{next.getCondition()};
    llvm::append_range(operands, next.getArgs());
    if (failed(replaceTerminator(rewriter, body, operands, {}, {})))
      return failure();
    rewriter.replaceOp(op, loop.getResults().drop_front());
    return success();
  }
};

} // namespace

void scf_to_hlo::populateLoopPatternsAndLegality(TypeConverter &typeConverter,
                                                 RewritePatternSet &patterns,
                                                 HloConversionTarget &target) {
  patterns.add<ForOpConversion, WhileOpConversion>(typeConverter,
                                                   patterns.getContext());
  const HloTypeConverter &converter = target.getTypeConverter();
  // Registered so that the pass reports them, with the way forward.
  target.addConvertedOps<scf::ParallelOp>([](Operation *op) {
    return std::optional<std::string>(
        "scf.parallel is not converted to hlo (write it as scf.forall with "
        "tensor.parallel_insert_slice, or as scf.for)");
  });
  target.addConvertedOps<scf::ForallOp>([](Operation *op) {
    std::optional<std::string> reason =
        whyNotConvertible(cast<scf::ForallOp>(op));
    return reason ? reason
                  : std::optional<std::string>(
                        "it was not rewritten into scf.for loops");
  });
  target.addConvertedOps<scf::ForOp>(
      [&converter](Operation *op) { return whyNotIsolatable(op, converter); });
  target.addConvertedOps<scf::WhileOp>(
      [&converter](Operation *op) -> std::optional<std::string> {
        if (op->getNumOperands() == 0 && op->getNumResults() == 0)
          return std::string("a loop without loop-carried values has no hlo "
                             "equivalent (hlo.while carries at least one)");
        return whyNotIsolatable(op, converter);
      });
}
