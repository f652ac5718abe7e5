//===- Rounding.cpp - math rounding to hlo --------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts math's rounding functions to hlo: floor and ceil one to
// one, round (half away from zero) to round_nearest_afz, roundeven to
// round_nearest_even, and trunc, which XLA lacks, to ceil for negative
// values and floor otherwise (keeping -0 and NaN).
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/HloBuilders.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"

#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace xhlo;

static Value buildTrunc(OpBuilder &b, Location loc, ValueRange operands, Type) {
  Value x = operands[0];
  Value negative = createCompare(b, loc, hlo::ComparisonDirection::LT, x,
                                 createFloatSplatLike(b, loc, x, 0.0));
  Value up = b.create<hlo::CeilOp>(loc, x);
  Value down = b.create<hlo::FloorOp>(loc, x);
  return b.create<hlo::SelectOp>(loc, negative, up, down);
}

template <typename SourceOp, typename HloOp>
using OneToOne = HloElementwiseConversion<SourceOp, HloOp>;

void math_to_hlo::populateRoundingPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  patterns.add<OneToOne<math::FloorOp, hlo::FloorOp>,
               OneToOne<math::CeilOp, hlo::CeilOp>,
               OneToOne<math::RoundOp, hlo::RoundNearestAfzOp>,
               OneToOne<math::RoundEvenOp, hlo::RoundNearestEvenOp>,
               HloBuilderConversion<math::TruncOp, buildTrunc>>(
      typeConverter, patterns.getContext());
  target.addConvertedOps<math::FloorOp, math::CeilOp, math::RoundOp,
                         math::RoundEvenOp, math::TruncOp>();
}
