//===- IntegerOps.cpp - arith integer ops to hlo --------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts arith's integer arithmetic to hlo. Signless integers
// are XLA's signed ones, so unsigned ops (divui, remui, ceildivui, maxui,
// minui) compute on the same bits as unsigned integers (hlo.bitcast_convert).
// ceildivsi and floordivsi correct the quotient, which XLA truncates, by the
// sign of the remainder. On i1 (XLA's pred, whose add is `or`) the ops are
// spelled in pred logic: addi and subi are xor, muli is and, and the ops
// whose only defined i1 results equal an operand or zero return those.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/HloBuilders.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace xhlo;

using hlo::ComparisonDirection;

static Type getElementType(Value value) {
  return cast<RankedTensorType>(value.getType()).getElementType();
}

/// `HloOp` applied to the bits of `lhs` and `rhs` read as unsigned integers.
template <typename HloOp>
static Value createUnsigned(OpBuilder &b, Location loc, Value lhs, Value rhs) {
  Value ulhs = bitcastToUnsigned(b, loc, lhs);
  Value urhs = bitcastToUnsigned(b, loc, rhs);
  Value result = b.create<HloOp>(loc, ulhs, urhs);
  return bitcastElements(b, loc, result, getElementType(lhs));
}

//===----------------------------------------------------------------------===//
// add, sub, mul
//===----------------------------------------------------------------------===//

static Value buildAddI(OpBuilder &b, Location loc, ValueRange operands, Type) {
  if (isPredTensor(operands[0]))
    return b.create<hlo::XorOp>(loc, operands[0], operands[1]);
  return b.create<hlo::AddOp>(loc, operands[0], operands[1]);
}

static Value buildSubI(OpBuilder &b, Location loc, ValueRange operands, Type) {
  if (isPredTensor(operands[0]))
    return b.create<hlo::XorOp>(loc, operands[0], operands[1]);
  return b.create<hlo::SubtractOp>(loc, operands[0], operands[1]);
}

static Value buildMulI(OpBuilder &b, Location loc, ValueRange operands, Type) {
  if (isPredTensor(operands[0]))
    return b.create<hlo::AndOp>(loc, operands[0], operands[1]);
  return b.create<hlo::MultiplyOp>(loc, operands[0], operands[1]);
}

//===----------------------------------------------------------------------===//
// Division and remainder
//===----------------------------------------------------------------------===//

// On i1 every defined quotient equals the dividend (the divisor must be 1,
// or -1 for the signed ops with a dividend of 0), and every remainder is 0.

static Value buildDivSI(OpBuilder &b, Location loc, ValueRange operands, Type) {
  if (isPredTensor(operands[0]))
    return operands[0];
  return b.create<hlo::DivideOp>(loc, operands[0], operands[1]);
}

static Value buildDivUI(OpBuilder &b, Location loc, ValueRange operands, Type) {
  if (isPredTensor(operands[0]))
    return operands[0];
  return createUnsigned<hlo::DivideOp>(b, loc, operands[0], operands[1]);
}

static Value buildRemSI(OpBuilder &b, Location loc, ValueRange operands, Type) {
  if (isPredTensor(operands[0]))
    return createSplatLike(b, loc, operands[0], 0);
  return b.create<hlo::RemainderOp>(loc, operands[0], operands[1]);
}

static Value buildRemUI(OpBuilder &b, Location loc, ValueRange operands, Type) {
  if (isPredTensor(operands[0]))
    return createSplatLike(b, loc, operands[0], 0);
  return createUnsigned<hlo::RemainderOp>(b, loc, operands[0], operands[1]);
}

/// The signed quotient `lhs / rhs` rounded up (`roundUp`) or down: XLA's
/// truncated quotient, moved by one away from zero when the remainder is
/// not zero and the exact quotient's sign is the direction of the rounding.
static Value buildRoundedDivSI(OpBuilder &b, Location loc, Value lhs, Value rhs,
                               bool roundUp) {
  Value quotient = b.create<hlo::DivideOp>(loc, lhs, rhs);
  Value remainder = b.create<hlo::RemainderOp>(loc, lhs, rhs);
  Value zero = createSplatLike(b, loc, lhs, 0);
  Value inexact =
      createCompare(b, loc, ComparisonDirection::NE, remainder, zero);
  // The remainder has the dividend's sign: the exact quotient is positive
  // when the remainder and the divisor have the same sign.
  Value remainderNegative =
      createCompare(b, loc, ComparisonDirection::LT, remainder, zero);
  Value divisorNegative =
      createCompare(b, loc, ComparisonDirection::LT, rhs, zero);
  Value positive = createCompare(
      b, loc, roundUp ? ComparisonDirection::EQ : ComparisonDirection::NE,
      remainderNegative, divisorNegative);
  Value adjust = b.create<hlo::AndOp>(loc, inexact, positive);
  Value one = createSplatLike(b, loc, lhs, 1);
  Value moved = roundUp ? Value(b.create<hlo::AddOp>(loc, quotient, one))
                        : Value(b.create<hlo::SubtractOp>(loc, quotient, one));
  return b.create<hlo::SelectOp>(loc, adjust, moved, quotient);
}

static Value buildCeilDivSI(OpBuilder &b, Location loc, ValueRange operands,
                            Type) {
  if (isPredTensor(operands[0]))
    return operands[0];
  return buildRoundedDivSI(b, loc, operands[0], operands[1], /*roundUp=*/true);
}

static Value buildFloorDivSI(OpBuilder &b, Location loc, ValueRange operands,
                             Type) {
  if (isPredTensor(operands[0]))
    return operands[0];
  return buildRoundedDivSI(b, loc, operands[0], operands[1],
                           /*roundUp=*/false);
}

/// The unsigned quotient rounded up: plus one when the remainder is not 0.
static Value buildCeilDivUI(OpBuilder &b, Location loc, ValueRange operands,
                            Type) {
  Value lhs = operands[0];
  if (isPredTensor(lhs))
    return lhs;
  Value ulhs = bitcastToUnsigned(b, loc, lhs);
  Value urhs = bitcastToUnsigned(b, loc, operands[1]);
  Value quotient = b.create<hlo::DivideOp>(loc, ulhs, urhs);
  Value remainder = b.create<hlo::RemainderOp>(loc, ulhs, urhs);
  Value inexact = createCompare(b, loc, ComparisonDirection::NE, remainder,
                                createSplatLike(b, loc, ulhs, 0));
  Value plusOne =
      b.create<hlo::AddOp>(loc, quotient, createSplatLike(b, loc, ulhs, 1));
  Value result = b.create<hlo::SelectOp>(loc, inexact, plusOne, quotient);
  return bitcastElements(b, loc, result, getElementType(lhs));
}

//===----------------------------------------------------------------------===//
// Shifts
//===----------------------------------------------------------------------===//

// On i1 the only defined shift amount is 0.

template <typename HloOp>
static Value buildShift(OpBuilder &b, Location loc, ValueRange operands, Type) {
  if (isPredTensor(operands[0]))
    return operands[0];
  return b.create<HloOp>(loc, operands[0], operands[1]);
}

//===----------------------------------------------------------------------===//
// min and max
//===----------------------------------------------------------------------===//

// On i1, true is -1 when signed and 1 when unsigned: the signed maximum is
// `and`, the unsigned one `or`, and the other way round for the minimum.

template <typename HloOp, typename PredOp, bool isUnsigned>
static Value buildMinMax(OpBuilder &b, Location loc, ValueRange operands,
                         Type) {
  if (isPredTensor(operands[0]))
    return b.create<PredOp>(loc, operands[0], operands[1]);
  if (isUnsigned)
    return createUnsigned<HloOp>(b, loc, operands[0], operands[1]);
  return b.create<HloOp>(loc, operands[0], operands[1]);
}

//===----------------------------------------------------------------------===//
// Extended ops
//===----------------------------------------------------------------------===//

namespace {

/// addui_extended: the wrapped sum, and an overflow flag set when the sum
/// is below an operand as unsigned integers.
struct AddUIExtendedConversion : OpConversionPattern<arith::AddUIExtendedOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(arith::AddUIExtendedOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type, 2> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    Location loc = op.getLoc();
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    if (isPredTensor(lhs)) {
      Value sum = rewriter.create<hlo::XorOp>(loc, lhs, rhs);
      Value overflow = rewriter.create<hlo::AndOp>(loc, lhs, rhs);
      rewriter.replaceOp(op, {sum, overflow});
      return success();
    }
    Value sum = rewriter.create<hlo::AddOp>(loc, lhs, rhs);
    Value usum = bitcastToUnsigned(rewriter, loc, sum);
    Value ulhs = bitcastToUnsigned(rewriter, loc, lhs);
    Value overflow =
        createCompare(rewriter, loc, ComparisonDirection::LT, usum, ulhs);
    rewriter.replaceOp(op, {sum, overflow});
    return success();
  }
};

/// mulsi_extended and mului_extended: the low half is the wrapped product;
/// the high half comes from the product in the integer type of twice the
/// width, shifted down, or from hlo.mulhi for 64 bits (XLA has no wider
/// integer). On i1 the product is at most 1, so the high half is 0.
template <typename SourceOp, bool isSigned>
struct MulExtendedConversion : OpConversionPattern<SourceOp> {
  using OpConversionPattern<SourceOp>::OpConversionPattern;
  using OpAdaptor = typename SourceOp::Adaptor;

  LogicalResult
  matchAndRewrite(SourceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type, 2> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(),
                             *this->getTypeConverter(), rewriter, resultTypes)))
      return failure();
    Location loc = op.getLoc();
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    if (isPredTensor(lhs)) {
      Value low = rewriter.create<hlo::AndOp>(loc, lhs, rhs);
      rewriter.replaceOp(op, {low, createSplatLike(rewriter, loc, lhs, 0)});
      return success();
    }
    Value low = rewriter.create<hlo::MultiplyOp>(loc, lhs, rhs);
    rewriter.replaceOp(op, {low, buildHigh(rewriter, loc, lhs, rhs)});
    return success();
  }

  static Value buildHigh(OpBuilder &b, Location loc, Value lhs, Value rhs) {
    Type element = getElementType(lhs);
    unsigned width = element.getIntOrFloatBitWidth();
    if (width == 64) {
      if (isSigned)
        return b.create<hlo::MulhiOp>(loc, lhs, rhs);
      return createUnsigned<hlo::MulhiOp>(b, loc, lhs, rhs);
    }
    Type wide = b.getIntegerType(2 * width);
    Value wideLhs = convertInteger(b, loc, lhs, wide, isSigned);
    Value wideRhs = convertInteger(b, loc, rhs, wide, isSigned);
    Value product = b.create<hlo::MultiplyOp>(loc, wideLhs, wideRhs);
    Value shift = createSplatLike(b, loc, product, width);
    Value high =
        isSigned
            ? Value(b.create<hlo::ShiftRightArithmeticOp>(loc, product, shift))
            : Value(b.create<hlo::ShiftRightLogicalOp>(loc, product, shift));
    return convertInteger(b, loc, high, element, isSigned);
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

template <typename SourceOp, HloBuildFn build>
using Expand = HloBuilderConversion<SourceOp, build>;

void arith_to_hlo::populateIntegerOpPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  patterns.add<
      // add, sub, mul
      Expand<arith::AddIOp, buildAddI>, Expand<arith::SubIOp, buildSubI>,
      Expand<arith::MulIOp, buildMulI>,
      // Division and remainder
      Expand<arith::DivSIOp, buildDivSI>, Expand<arith::DivUIOp, buildDivUI>,
      Expand<arith::RemSIOp, buildRemSI>, Expand<arith::RemUIOp, buildRemUI>,
      Expand<arith::CeilDivSIOp, buildCeilDivSI>,
      Expand<arith::CeilDivUIOp, buildCeilDivUI>,
      Expand<arith::FloorDivSIOp, buildFloorDivSI>,
      // Bitwise ops
      HloElementwiseConversion<arith::AndIOp, hlo::AndOp>,
      HloElementwiseConversion<arith::OrIOp, hlo::OrOp>,
      HloElementwiseConversion<arith::XOrIOp, hlo::XorOp>,
      // Shifts
      Expand<arith::ShLIOp, buildShift<hlo::ShiftLeftOp>>,
      Expand<arith::ShRSIOp, buildShift<hlo::ShiftRightArithmeticOp>>,
      Expand<arith::ShRUIOp, buildShift<hlo::ShiftRightLogicalOp>>,
      // min and max
      Expand<arith::MaxSIOp, buildMinMax<hlo::MaximumOp, hlo::AndOp, false>>,
      Expand<arith::MinSIOp, buildMinMax<hlo::MinimumOp, hlo::OrOp, false>>,
      Expand<arith::MaxUIOp, buildMinMax<hlo::MaximumOp, hlo::OrOp, true>>,
      Expand<arith::MinUIOp, buildMinMax<hlo::MinimumOp, hlo::AndOp, true>>,
      // Extended ops
      AddUIExtendedConversion,
      MulExtendedConversion<arith::MulSIExtendedOp, /*isSigned=*/true>,
      MulExtendedConversion<arith::MulUIExtendedOp, /*isSigned=*/false>>(
      typeConverter, patterns.getContext());

  target.addConvertedOps<
      arith::AddIOp, arith::SubIOp, arith::MulIOp, arith::DivSIOp,
      arith::DivUIOp, arith::RemSIOp, arith::RemUIOp, arith::CeilDivSIOp,
      arith::CeilDivUIOp, arith::FloorDivSIOp, arith::AndIOp, arith::OrIOp,
      arith::XOrIOp, arith::ShLIOp, arith::ShRSIOp, arith::ShRUIOp,
      arith::MaxSIOp, arith::MinSIOp, arith::MaxUIOp, arith::MinUIOp,
      arith::AddUIExtendedOp, arith::MulSIExtendedOp, arith::MulUIExtendedOp>();
}
