//===- Softmax.cpp - linalg.softmax to hlo --------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts linalg.softmax, `exp(x - max(x)) / sum(exp(x - max(x)))`
// along `dimension`, to two hlo.reduce (hlo.maximum, which propagates NaN as
// arith.maximumf does, from its identity -inf, and hlo.add from -0.0; see
// ReductionCombiners.h), broadcasts back along that dimension, and the
// elementwise ops. The init is only the
// destination and is not read.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.h"
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"
#include "xhlo/Dialect/Hlo/IR/HloMiscOps.h"
#include "xhlo/Dialect/Hlo/IR/HloReductionOps.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::linalg_to_hlo;

/// hlo.reduce of `input` along `dimension` with the binary hlo op
/// `ReducerOp`, the arith op `Combiner` on tensors, from its identity,
/// broadcast back to the shape of `input`.
template <typename ReducerOp, typename Combiner>
static Value reduceAndBroadcast(OpBuilder &builder, Location loc, Value input,
                                int64_t dimension) {
  auto type = cast<RankedTensorType>(input.getType());
  auto scalarType = RankedTensorType::get({}, type.getElementType());
  SmallVector<int64_t> shape, kept;
  for (int64_t i = 0; i < type.getRank(); ++i)
    if (i != dimension) {
      shape.push_back(type.getDimSize(i));
      kept.push_back(i);
    }
  TypedAttr identity = getCombinerIdentity(
      OperationName(Combiner::getOperationName(), builder.getContext()),
      type.getElementType());
  Value init = builder.create<hlo::ConstantOp>(
      loc, DenseElementsAttr::get(scalarType, identity));
  auto reduce = builder.create<hlo::ReduceOp>(
      loc, TypeRange{type.clone(shape)}, ValueRange{input}, ValueRange{init},
      ArrayRef<int64_t>{dimension});
  {
    OpBuilder::InsertionGuard guard(builder);
    Block *block = builder.createBlock(&reduce.getToApply(), {},
                                       {scalarType, scalarType}, {loc, loc});
    Value combined = builder.create<ReducerOp>(loc, block->getArgument(0),
                                               block->getArgument(1));
    builder.create<hlo::ReturnOp>(loc, combined);
  }
  return builder.create<hlo::BroadcastOp>(loc, type, reduce.getResult(0),
                                          builder.getDenseI64ArrayAttr(kept));
}

namespace {

struct SoftmaxConversion : OpConversionPattern<linalg::SoftmaxOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(linalg::SoftmaxOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type, 1> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    Location loc = op.getLoc();
    Value input = adaptor.getInput();
    int64_t dimension = op.getDimension();
    Value max = reduceAndBroadcast<hlo::MaximumOp, arith::MaximumFOp>(
        rewriter, loc, input, dimension);
    Value shifted = rewriter.create<hlo::SubtractOp>(loc, input, max);
    Value exp = rewriter.create<hlo::ExponentialOp>(loc, shifted);
    Value sum = reduceAndBroadcast<hlo::AddOp, arith::AddFOp>(rewriter, loc,
                                                              exp, dimension);
    rewriter.replaceOpWithNewOp<hlo::DivideOp>(op, exp, sum);
    return success();
  }
};

} // namespace

void linalg_to_hlo::populateSoftmaxPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  patterns.add<SoftmaxConversion>(typeConverter, patterns.getContext());
  target.addConvertedOps<linalg::SoftmaxOp>();
}
