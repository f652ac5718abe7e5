//===- IntegerOps.cpp - math integer ops to hlo ---------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts math's integer ops to hlo: absi (hlo.abs), ctlz
// (count_leading_zeros) and ctpop (popcnt) one to one; cttz as
// `popcnt(~x & (x - 1))`, which is the bit width for 0; and ipowi as
// hlo.power for non-negative exponents, with negative ones giving 1 for a
// base of 1, +-1 by the exponent's parity for -1, and 0 otherwise. On i1
// (pred) the ops are spelled in pred logic.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/HloBuilders.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"

#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace xhlo;

using hlo::ComparisonDirection;

// On i1: abs(-1) is -1 and popcount is the bit itself; the count of leading
// or trailing zeros is 1 for 0 and 0 for 1.

static Value buildAbsI(OpBuilder &b, Location loc, ValueRange operands, Type) {
  if (isPredTensor(operands[0]))
    return operands[0];
  return b.create<hlo::AbsOp>(loc, operands[0]);
}

static Value buildCtPop(OpBuilder &b, Location loc, ValueRange operands, Type) {
  if (isPredTensor(operands[0]))
    return operands[0];
  return b.create<hlo::PopcntOp>(loc, operands[0]);
}

static Value buildCtlz(OpBuilder &b, Location loc, ValueRange operands, Type) {
  if (isPredTensor(operands[0]))
    return b.create<hlo::NotOp>(loc, operands[0]);
  return b.create<hlo::CountLeadingZerosOp>(loc, operands[0]);
}

static Value buildCttz(OpBuilder &b, Location loc, ValueRange operands, Type) {
  Value x = operands[0];
  Value notX = b.create<hlo::NotOp>(loc, x);
  if (isPredTensor(x))
    return notX;
  // The trailing zeros of x are the ones of x - 1 below x's lowest one.
  Value minusOne =
      b.create<hlo::SubtractOp>(loc, x, createSplatLike(b, loc, x, 1));
  return b.create<hlo::PopcntOp>(loc,
                                 b.create<hlo::AndOp>(loc, notX, minusOne));
}

static Value buildIPowI(OpBuilder &b, Location loc, ValueRange operands, Type) {
  Value base = operands[0], exponent = operands[1];
  if (isPredTensor(base)) {
    // Exponent 0 (false) gives 1 (true); -1 (true) gives the base, -1 or 0.
    return b.create<hlo::OrOp>(loc, base, b.create<hlo::NotOp>(loc, exponent));
  }
  auto compare = [&](ComparisonDirection direction, Value lhs, Value rhs) {
    return createCompare(b, loc, direction, lhs, rhs);
  };
  Value zero = createSplatLike(b, loc, base, 0);
  Value one = createSplatLike(b, loc, base, 1);
  Value minusOne = createSplatLike(b, loc, base, -1);
  Value power = b.create<hlo::PowerOp>(loc, base, exponent);
  Value odd = compare(ComparisonDirection::NE,
                      b.create<hlo::AndOp>(loc, exponent, one), zero);
  Value ofMinusOne = b.create<hlo::SelectOp>(loc, odd, minusOne, one);
  Value negative = b.create<hlo::SelectOp>(
      loc, compare(ComparisonDirection::EQ, base, minusOne), ofMinusOne, zero);
  negative = b.create<hlo::SelectOp>(
      loc, compare(ComparisonDirection::EQ, base, one), one, negative);
  return b.create<hlo::SelectOp>(
      loc, compare(ComparisonDirection::LT, exponent, zero), negative, power);
}

void math_to_hlo::populateIntegerOpPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  patterns.add<HloBuilderConversion<math::AbsIOp, buildAbsI>,
               HloBuilderConversion<math::CountLeadingZerosOp, buildCtlz>,
               HloBuilderConversion<math::CountTrailingZerosOp, buildCttz>,
               HloBuilderConversion<math::CtPopOp, buildCtPop>,
               HloBuilderConversion<math::IPowIOp, buildIPowI>>(
      typeConverter, patterns.getContext());
  target.addConvertedOps<math::AbsIOp, math::CountLeadingZerosOp,
                         math::CountTrailingZerosOp, math::CtPopOp,
                         math::IPowIOp>();
}
