//===- Pad.cpp - tensor.pad to hlo ----------------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts tensor.pad with static amounts to hlo.pad (edge
// padding only). The padding value is the one scalar its body yields: a
// constant made in the body or a value defined outside it. A body whose
// value depends on the position has no hlo.pad equivalent and is refused.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Conversion/HloTypeConverter.h"
#include "xhlo/Dialect/Hlo/IR/HloMiscOps.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace xhlo;

/// The value `op` pads with, if it is one scalar: a constant or a value
/// defined outside the body.
static Value getPaddingValue(tensor::PadOp op) {
  return op.getConstantPaddingValue();
}

static std::optional<std::string> whyUnsupported(Operation *op) {
  auto pad = cast<tensor::PadOp>(op);
  if (!pad.getLow().empty() || !pad.getHigh().empty())
    return std::string("dynamic padding amounts have no hlo equivalent (the "
                       "padding of hlo.pad is static)");
  if (!getPaddingValue(pad))
    return std::string("the padding value depends on the position (hlo.pad "
                       "pads with one scalar: yield a constant or a value "
                       "defined outside the body)");
  return std::nullopt;
}

/// The padding value of `op` as a 0-d array of `type`.
static Value convertPaddingValue(tensor::PadOp op, Value value,
                                 RankedTensorType type,
                                 ConversionPatternRewriter &rewriter) {
  // (The arguments of a block the conversion replaced have no region.)
  Region *region = value.getParentRegion();
  if (!region || !op.getRegion().isAncestor(region))
    return rewriter.getRemappedValue(value);
  // A constant made in the body: the same constant, outside.
  Attribute attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return nullptr;
  if (auto integer = dyn_cast<IntegerAttr>(attr))
    attr = IntegerAttr::get(
        type.getElementType(),
        integer.getValue().sextOrTrunc(type.getElementTypeBitWidth()));
  else if (!isa<FloatAttr>(attr))
    return nullptr;
  return rewriter.create<hlo::ConstantOp>(op.getLoc(),
                                          DenseElementsAttr::get(type, attr));
}

namespace {

struct PadOpConversion : OpConversionPattern<tensor::PadOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(tensor::PadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type, 1> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    if (std::optional<std::string> reason = whyUnsupported(op))
      return rewriter.notifyMatchFailure(op, *reason);
    auto type = cast<RankedTensorType>(resultTypes[0]);
    Value padding = convertPaddingValue(
        op, getPaddingValue(op),
        RankedTensorType::get({}, type.getElementType()), rewriter);
    if (!padding || !isHloTensorType(padding.getType()))
      return rewriter.notifyMatchFailure(op, "padding value not convertible");
    auto config = hlo::PaddingConfigAttr::get(getContext(), op.getStaticLow(),
                                              op.getStaticHigh(), {});
    rewriter.replaceOpWithNewOp<hlo::PadOp>(op, type, adaptor.getSource(),
                                            padding, config);
    return success();
  }
};

} // namespace

void tensor_to_hlo::populatePadPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  patterns.add<PadOpConversion>(typeConverter, patterns.getContext());
  target.addConvertedOps<tensor::PadOp>(whyUnsupported);
}
