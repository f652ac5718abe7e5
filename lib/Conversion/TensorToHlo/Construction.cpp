//===- Construction.cpp - tensors built from nothing or scalars to hlo ----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts the tensor ops that make a tensor from scalars or from
// nothing:
//
// - tensor.empty becomes a zero hlo.constant. Its contents are undefined,
//   so when a program does read them, zeros are one of the allowed values;
//   when it is only a destination (an init), canonicalization drops it;
// - tensor.splat becomes an hlo.broadcast of the 0-d scalar;
// - tensor.from_elements becomes each 0-d element reshaped to one element,
//   joined by hlo.concatenate and reshaped to the result (a 0-d result is
//   its element).
//
// It also removes the scalar bridges (tensor.from_elements of
// tensor.extract) that earlier conversions leave between each other.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/HloBuilders.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace xhlo;

namespace {

struct EmptyOpConversion : OpConversionPattern<tensor::EmptyOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tensor::EmptyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type, 1> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    rewriter.replaceOp(op,
                       createZeroSplat(rewriter, op.getLoc(),
                                       cast<RankedTensorType>(resultTypes[0])));
    return success();
  }
};

struct SplatOpConversion : OpConversionPattern<tensor::SplatOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tensor::SplatOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type, 1> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    if (cast<RankedTensorType>(resultTypes[0]).getRank() == 0) {
      rewriter.replaceOp(op, adaptor.getInput());
      return success();
    }
    rewriter.replaceOpWithNewOp<hlo::BroadcastOp>(
        op, resultTypes[0], adaptor.getInput(), ArrayRef<int64_t>{});
    return success();
  }
};

struct FromElementsOpConversion : OpConversionPattern<tensor::FromElementsOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tensor::FromElementsOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type, 1> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    auto type = cast<RankedTensorType>(resultTypes[0]);
    ValueRange elements = adaptor.getElements();
    if (type.getRank() == 0) {
      rewriter.replaceOp(op, elements.front());
      return success();
    }
    Location loc = op.getLoc();
    auto one = RankedTensorType::get({1}, type.getElementType());
    SmallVector<Value> pieces;
    for (Value element : elements)
      pieces.push_back(rewriter.create<hlo::ReshapeOp>(loc, one, element));
    Value joined = pieces.front();
    if (pieces.size() > 1)
      joined = rewriter.create<hlo::ConcatenateOp>(
          loc,
          RankedTensorType::get({int64_t(pieces.size())},
                                type.getElementType()),
          pieces, 0);
    if (joined.getType() != type)
      joined = rewriter.create<hlo::ReshapeOp>(loc, type, joined);
    rewriter.replaceOp(op, joined);
    return success();
  }
};

} // namespace

/// `value` without round trips through arith.index_cast (`x` for
/// `index_cast(index_cast(x))` of x's type).
static Value skipIndexRoundTrips(Value value) {
  while (auto outer = value.getDefiningOp<arith::IndexCastOp>()) {
    auto inner = outer.getIn().getDefiningOp<arith::IndexCastOp>();
    if (!inner || inner.getIn().getType() != value.getType())
      break;
    value = inner.getIn();
  }
  return value;
}

bool tensor_to_hlo::collapseScalarBridges(Operation *root) {
  SmallVector<tensor::FromElementsOp> bridges;
  root->walk([&](tensor::FromElementsOp op) {
    if (op.getType().getRank() == 0)
      bridges.push_back(op);
  });
  bool changed = false;
  for (tensor::FromElementsOp op : bridges) {
    Value bridged = op.getElements().front();
    Value element = skipIndexRoundTrips(bridged);
    auto extract = element.getDefiningOp<tensor::ExtractOp>();
    if (!extract || extract.getTensor().getType() != op.getType())
      continue;
    op.replaceAllUsesWith(extract.getTensor());
    op.erase();
    changed = true;
    // The bridge's other half, unless something else reads it.
    for (Value value = bridged; Operation *def = value.getDefiningOp();) {
      if (!isa<tensor::ExtractOp, arith::IndexCastOp>(def) || !def->use_empty())
        break;
      value = def->getOperand(0);
      def->erase();
    }
  }
  return changed;
}

void tensor_to_hlo::populateConstructionPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  patterns.add<EmptyOpConversion, SplatOpConversion, FromElementsOpConversion>(
      typeConverter, patterns.getContext());
  target.addConvertedOps<tensor::EmptyOp, tensor::SplatOp,
                         tensor::FromElementsOp>();
}
