//===- Constants.cpp - arith.constant to hlo ------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts arith.constant to hlo.constant: scalars become 0-d
// arrays, splat and dense tensors keep their elements, and index elements
// become integers of the index width (wrapping, as a 32-bit target would).
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Conversion/HloTypeConverter.h"
#include "xhlo/Dialect/Hlo/IR/HloMiscOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace xhlo;

/// The value of `op` as dense elements, or null when it is not dense (a
/// resource blob or a sparse attribute).
static DenseElementsAttr getDenseValue(arith::ConstantOp op) {
  Attribute value = op.getValue();
  if (auto dense = dyn_cast<DenseIntOrFPElementsAttr>(value))
    return dense;
  if (isa<IntegerAttr, FloatAttr>(value))
    return DenseElementsAttr::get(
        RankedTensorType::get({}, cast<TypedAttr>(value).getType()), value);
  return nullptr;
}

static std::optional<std::string> whyUnsupported(Operation *op) {
  if (!getDenseValue(cast<arith::ConstantOp>(op)))
    return std::string("only dense and scalar values become hlo constants");
  return std::nullopt;
}

namespace {

struct ConstantOpConversion : OpConversionPattern<arith::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type, 1> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    DenseElementsAttr value = getDenseValue(op);
    if (!value)
      return rewriter.notifyMatchFailure(op, "not a dense value");
    auto type = cast<RankedTensorType>(resultTypes.front());
    if (value.getElementType() != type.getElementType()) {
      // index elements (stored as 64 bits) to the index width.
      unsigned width = type.getElementTypeBitWidth();
      value = value.mapValues(type.getElementType(), [&](const APInt &bits) {
        return bits.sextOrTrunc(width);
      });
    }
    rewriter.replaceOpWithNewOp<hlo::ConstantOp>(op, value);
    return success();
  }
};

} // namespace

void arith_to_hlo::populateConstantPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  patterns.add<ConstantOpConversion>(typeConverter, patterns.getContext());
  target.addConvertedOps<arith::ConstantOp>(whyUnsupported);
}
