//===- Conditionals.cpp - scf.if, index_switch, execute_region to hlo -----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts the scf conditionals to hlo.conditional:
//
// - scf.if takes the pred form (true branch, then false branch); a missing
//   `else` becomes a branch that yields nothing;
// - scf.index_switch takes the s32 form with the `default` region last. The
//   case values, arbitrary integers, are mapped to their position 0..N-1 by
//   compare and select; any other value selects N, the default, which is
//   also where XLA sends an index out of range.
//
// scf.execute_region, a region run once, is inlined when it has one block.
//
// Each branch is made taking an empty tuple; isolateHloRegions replaces it
// by the values the branch uses from outside once the conversion is done.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/HloBuilders.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Conversion/HloTypeConverter.h"
#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.h"
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace xhlo;

/// Creates an hlo.conditional on `index` with one branch per region of
/// `regions`, each moved in, taking an empty tuple and returning its yielded
/// values converted. An empty region (a missing `else`) returns nothing.
static hlo::ConditionalOp createConditional(ConversionPatternRewriter &rewriter,
                                            const TypeConverter *converter,
                                            Location loc, TypeRange resultTypes,
                                            Value index,
                                            ArrayRef<Region *> regions) {
  Value empty = rewriter.create<hlo::TupleOp>(loc, ValueRange{});
  Type tupleType = empty.getType();
  SmallVector<Value> operands(regions.size(), empty);
  auto conditional = rewriter.create<hlo::ConditionalOp>(
      loc, resultTypes, index, operands, regions.size());
  for (auto [source, branch] : llvm::zip(regions, conditional.getBranches())) {
    if (source->empty()) {
      rewriter.createBlock(&branch, {}, tupleType, loc);
      rewriter.create<hlo::ReturnOp>(loc);
      continue;
    }
    rewriter.inlineRegionBefore(*source, branch, branch.end());
    TypeConverter::SignatureConversion signature(0);
    signature.addInputs(tupleType);
    Block *block = rewriter.applySignatureConversion(&branch.front(), signature,
                                                     converter);
    Operation *yield = block->getTerminator();
    SmallVector<Value> values;
    if (failed(rewriter.getRemappedValues(yield->getOperands(), values)))
      return nullptr;
    rewriter.setInsertionPoint(yield);
    rewriter.replaceOpWithNewOp<hlo::ReturnOp>(yield, values);
  }
  rewriter.setInsertionPointAfter(conditional);
  return conditional;
}

namespace {

//===----------------------------------------------------------------------===//
// scf.if
//===----------------------------------------------------------------------===//

struct IfOpConversion : OpConversionPattern<scf::IfOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(scf::IfOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    if (std::optional<std::string> reason = scf_to_hlo::whyNotIsolatable(
            op, *getTypeConverter<HloTypeConverter>()))
      return rewriter.notifyMatchFailure(op, *reason);
    hlo::ConditionalOp conditional = createConditional(
        rewriter, getTypeConverter(), op.getLoc(), resultTypes,
        adaptor.getCondition(), {&op.getThenRegion(), &op.getElseRegion()});
    if (!conditional)
      return failure();
    rewriter.replaceOp(op, conditional.getResults());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// scf.index_switch
//===----------------------------------------------------------------------===//

/// The s32 branch index of `arg`: the position of the case equal to it, or
/// the number of cases.
static Value createBranchIndex(OpBuilder &builder, Location loc, Value arg,
                               ArrayRef<int64_t> cases) {
  auto s32 = RankedTensorType::get({}, builder.getI32Type());
  Value index = createSplat(builder, loc, s32, cases.size());
  for (auto [position, value] : llvm::enumerate(cases)) {
    Value equal = createCompare(builder, loc, hlo::ComparisonDirection::EQ, arg,
                                createSplatLike(builder, loc, arg, value));
    index = builder.create<hlo::SelectOp>(
        loc, equal, createSplat(builder, loc, s32, position), index);
  }
  return index;
}

struct IndexSwitchOpConversion : OpConversionPattern<scf::IndexSwitchOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(scf::IndexSwitchOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    if (std::optional<std::string> reason = scf_to_hlo::whyNotIsolatable(
            op, *getTypeConverter<HloTypeConverter>()))
      return rewriter.notifyMatchFailure(op, *reason);
    Location loc = op.getLoc();
    Value index =
        createBranchIndex(rewriter, loc, adaptor.getArg(), op.getCases());
    SmallVector<Region *> regions;
    for (Region &region : op.getCaseRegions())
      regions.push_back(&region);
    regions.push_back(&op.getDefaultRegion());
    hlo::ConditionalOp conditional = createConditional(
        rewriter, getTypeConverter(), loc, resultTypes, index, regions);
    if (!conditional)
      return failure();
    rewriter.replaceOp(op, conditional.getResults());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// scf.execute_region
//===----------------------------------------------------------------------===//

/// A region run once, in place: its only block is inlined.
struct ExecuteRegionOpConversion : OpConversionPattern<scf::ExecuteRegionOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(scf::ExecuteRegionOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!op.getRegion().hasOneBlock())
      return rewriter.notifyMatchFailure(op, "several blocks");
    Block &block = op.getRegion().front();
    auto yield = cast<scf::YieldOp>(block.getTerminator());
    SmallVector<Value> results(yield.getOperands());
    rewriter.eraseOp(yield);
    rewriter.inlineBlockBefore(&block, op);
    rewriter.replaceOp(op, results);
    return success();
  }
};

} // namespace

void scf_to_hlo::populateConditionalPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  patterns
      .add<IfOpConversion, IndexSwitchOpConversion, ExecuteRegionOpConversion>(
          typeConverter, patterns.getContext());
  target.addConvertedOps<scf::ExecuteRegionOp>(
      [](Operation *op) -> std::optional<std::string> {
        if (!op->getRegion(0).hasOneBlock())
          return std::string("a region of several blocks (unstructured "
                             "control flow) has no hlo equivalent");
        return std::nullopt;
      });
  const HloTypeConverter &converter = target.getTypeConverter();
  target.addConvertedOps<scf::IfOp, scf::IndexSwitchOp>(
      [&converter](Operation *op) { return whyNotIsolatable(op, converter); });
}
