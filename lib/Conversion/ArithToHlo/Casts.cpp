//===- Casts.cpp - arith casts to hlo -------------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts arith's casts to hlo.convert and hlo.bitcast_convert.
// XLA's convert reads integers by their element type's signedness, so the
// casts that read or write unsigned values (extui, index_castui, uitofp,
// fptoui) go through the unsigned type of the same width. i1 is pred: its
// true is -1 when read as signed, and truncation to i1 keeps the low bit.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/HloBuilders.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace xhlo;

static Type getElementType(Type type) {
  return cast<RankedTensorType>(type).getElementType();
}

//===----------------------------------------------------------------------===//
// Integer to integer
//===----------------------------------------------------------------------===//

// extsi, extui, trunci, index_cast and index_castui.
template <bool isSigned>
static Value buildIntCast(OpBuilder &b, Location loc, ValueRange operands,
                          Type resultType) {
  return convertInteger(b, loc, operands[0], getElementType(resultType),
                        isSigned);
}

//===----------------------------------------------------------------------===//
// Integer and float
//===----------------------------------------------------------------------===//

template <bool isSigned>
static Value buildIntToFloat(OpBuilder &b, Location loc, ValueRange operands,
                             Type resultType) {
  return convertIntegerToFloat(b, loc, operands[0], getElementType(resultType),
                               isSigned);
}

/// fptosi and fptoui: XLA's convert truncates towards zero (values out of
/// range, poison for arith, saturate). To i1 it tests `x != 0`, right for
/// the only defined inputs 0 and -1 (or 1).
template <bool isSigned>
static Value buildFloatToInt(OpBuilder &b, Location loc, ValueRange operands,
                             Type resultType) {
  Type element = getElementType(resultType);
  if (isSigned || hlo::isPredType(element))
    return convertElements(b, loc, operands[0], element);
  Value unsignedResult =
      convertElements(b, loc, operands[0], getUnsignedTypeOfWidth(element));
  return bitcastElements(b, loc, unsignedResult, element);
}

//===----------------------------------------------------------------------===//
// Float to float and bitcast
//===----------------------------------------------------------------------===//

static Value buildFloatCast(OpBuilder &b, Location loc, ValueRange operands,
                            Type resultType) {
  return convertElements(b, loc, operands[0], getElementType(resultType));
}

static Value buildBitcast(OpBuilder &b, Location loc, ValueRange operands,
                          Type resultType) {
  return bitcastElements(b, loc, operands[0], getElementType(resultType));
}

/// hlo.convert rounds to the nearest even: truncf with another rounding
/// mode stays.
static std::optional<std::string> whyTruncFUnsupported(Operation *op) {
  std::optional<arith::RoundingMode> mode =
      cast<arith::TruncFOp>(op).getRoundingmode();
  if (!mode || *mode == arith::RoundingMode::to_nearest_even)
    return std::nullopt;
  return "rounding mode '" + arith::stringifyRoundingMode(*mode).str() +
         "' has no hlo equivalent (hlo.convert rounds to nearest even)";
}

namespace {

struct TruncFOpConversion : OpConversionPattern<arith::TruncFOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(arith::TruncFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type, 1> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    if (std::optional<std::string> reason = whyTruncFUnsupported(op))
      return rewriter.notifyMatchFailure(op, *reason);
    rewriter.replaceOp(op, buildFloatCast(rewriter, op.getLoc(),
                                          adaptor.getOperands(),
                                          resultTypes.front()));
    return success();
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

template <typename SourceOp, HloBuildFn build>
using Expand = HloBuilderConversion<SourceOp, build>;

void arith_to_hlo::populateCastPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  patterns.add<Expand<arith::ExtSIOp, buildIntCast<true>>,
               Expand<arith::ExtUIOp, buildIntCast<false>>,
               Expand<arith::TruncIOp, buildIntCast<true>>,
               Expand<arith::IndexCastOp, buildIntCast<true>>,
               Expand<arith::IndexCastUIOp, buildIntCast<false>>,
               Expand<arith::SIToFPOp, buildIntToFloat<true>>,
               Expand<arith::UIToFPOp, buildIntToFloat<false>>,
               Expand<arith::FPToSIOp, buildFloatToInt<true>>,
               Expand<arith::FPToUIOp, buildFloatToInt<false>>,
               Expand<arith::ExtFOp, buildFloatCast>, TruncFOpConversion,
               Expand<arith::BitcastOp, buildBitcast>>(typeConverter,
                                                       patterns.getContext());
  target.addConvertedOps<arith::ExtSIOp, arith::ExtUIOp, arith::TruncIOp,
                         arith::IndexCastOp, arith::IndexCastUIOp,
                         arith::SIToFPOp, arith::UIToFPOp, arith::FPToSIOp,
                         arith::FPToUIOp, arith::ExtFOp, arith::BitcastOp>();
  target.addConvertedOps<arith::TruncFOp>(whyTruncFUnsupported);
}
