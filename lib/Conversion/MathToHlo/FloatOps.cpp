//===- FloatOps.cpp - math absf, copysign and fma to hlo ------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts math's absf (hlo.abs), copysign and fma to hlo.
// copysign works on the bits: the magnitude bits of the first operand with
// the sign bit of the second, exact for zeros, infinities and NaNs. XLA has
// no fused multiply-add: fma on types narrower than f64 multiplies (exactly)
// and adds in f64 before rounding back; on f64 it is a multiply and an add,
// rounded twice.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/HloBuilders.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"

#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace xhlo;

static Value buildCopySign(OpBuilder &b, Location loc, ValueRange operands,
                           Type resultType) {
  Type element = cast<RankedTensorType>(resultType).getElementType();
  Type bitsType = getUnsignedTypeOfWidth(element);
  unsigned width = bitsType.getIntOrFloatBitWidth();
  Value magnitude = bitcastElements(b, loc, operands[0], bitsType);
  Value sign = bitcastElements(b, loc, operands[1], bitsType);
  auto signMask = int64_t(uint64_t(1) << (width - 1));
  magnitude = b.create<hlo::AndOp>(
      loc, magnitude, createSplatLike(b, loc, magnitude, ~signMask));
  sign =
      b.create<hlo::AndOp>(loc, sign, createSplatLike(b, loc, sign, signMask));
  Value bits = b.create<hlo::OrOp>(loc, magnitude, sign);
  return bitcastElements(b, loc, bits, element);
}

static Value buildFma(OpBuilder &b, Location loc, ValueRange operands,
                      Type resultType) {
  Type element = cast<RankedTensorType>(resultType).getElementType();
  Type wide = element.isF64() ? element : b.getF64Type();
  Value x = convertElements(b, loc, operands[0], wide);
  Value y = convertElements(b, loc, operands[1], wide);
  Value z = convertElements(b, loc, operands[2], wide);
  Value product = b.create<hlo::MultiplyOp>(loc, x, y);
  Value sum = b.create<hlo::AddOp>(loc, product, z);
  return convertElements(b, loc, sum, element);
}

void math_to_hlo::populateFloatOpPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  patterns.add<HloElementwiseConversion<math::AbsFOp, hlo::AbsOp>,
               HloBuilderConversion<math::CopySignOp, buildCopySign>,
               HloBuilderConversion<math::FmaOp, buildFma>>(
      typeConverter, patterns.getContext());
  target.addConvertedOps<math::AbsFOp, math::CopySignOp, math::FmaOp>();
}
