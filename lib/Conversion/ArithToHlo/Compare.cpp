//===- Compare.cpp - arith comparisons and select to hlo ------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts cmpi, cmpf and select to hlo.compare and hlo.select.
//
// cmpi: XLA compares signless integers as signed, so the unsigned
// predicates compare the same bits as unsigned integers (hlo.compare has no
// UNSIGNED type for signed elements). On i1 (pred, compared as unsigned)
// the signed predicates turn around, since true is -1.
//
// cmpf: XLA's FLOAT comparisons are IEEE's: EQ, LT, LE, GT and GE are false
// with a NaN operand (the ordered predicates), NE is true (une). The other
// unordered predicates negate an ordered one (ult = !oge, ...), `one` is
// `olt | ogt`, and `ord`/`uno` test `x == x` on both operands.
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

//===----------------------------------------------------------------------===//
// cmpi
//===----------------------------------------------------------------------===//

/// The direction of an integer predicate, and whether it is unsigned.
static std::pair<ComparisonDirection, bool>
getIntDirection(arith::CmpIPredicate predicate) {
  using P = arith::CmpIPredicate;
  using D = ComparisonDirection;
  switch (predicate) {
  case P::eq:
    return {D::EQ, false};
  case P::ne:
    return {D::NE, false};
  case P::slt:
    return {D::LT, false};
  case P::sle:
    return {D::LE, false};
  case P::sgt:
    return {D::GT, false};
  case P::sge:
    return {D::GE, false};
  case P::ult:
    return {D::LT, true};
  case P::ule:
    return {D::LE, true};
  case P::ugt:
    return {D::GT, true};
  case P::uge:
    return {D::GE, true};
  }
  llvm_unreachable("unknown cmpi predicate");
}

/// The direction that compares the swapped operands the same way.
static ComparisonDirection reverse(ComparisonDirection direction) {
  using D = ComparisonDirection;
  switch (direction) {
  case D::LT:
    return D::GT;
  case D::LE:
    return D::GE;
  case D::GT:
    return D::LT;
  case D::GE:
    return D::LE;
  default:
    return direction;
  }
}

namespace {

struct CmpIOpConversion : OpConversionPattern<arith::CmpIOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(arith::CmpIOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type, 1> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    Location loc = op.getLoc();
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    auto [direction, isUnsigned] = getIntDirection(op.getPredicate());
    if (isPredTensor(lhs)) {
      // pred compares as unsigned; as signed, true (-1) is the smaller.
      if (!isUnsigned)
        direction = reverse(direction);
    } else if (isUnsigned) {
      lhs = bitcastToUnsigned(rewriter, loc, lhs);
      rhs = bitcastToUnsigned(rewriter, loc, rhs);
    }
    rewriter.replaceOp(op, createCompare(rewriter, loc, direction, lhs, rhs));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// cmpf
//===----------------------------------------------------------------------===//

struct CmpFOpConversion : OpConversionPattern<arith::CmpFOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(arith::CmpFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type, 1> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    rewriter.replaceOp(op, build(rewriter, op.getLoc(), op.getPredicate(),
                                 adaptor.getLhs(), adaptor.getRhs()));
    return success();
  }

  static Value build(OpBuilder &b, Location loc, arith::CmpFPredicate predicate,
                     Value lhs, Value rhs) {
    using P = arith::CmpFPredicate;
    using D = ComparisonDirection;
    auto compare = [&](D direction) {
      return createCompare(b, loc, direction, lhs, rhs);
    };
    auto negate = [&](Value value) -> Value {
      return b.create<hlo::NotOp>(loc, value);
    };
    auto isUnordered = [&]() -> Value {
      Value lhsNaN = createIsNaN(b, loc, lhs);
      Value rhsNaN = createIsNaN(b, loc, rhs);
      return b.create<hlo::OrOp>(loc, lhsNaN, rhsNaN);
    };
    auto isOrderedNotEqual = [&]() -> Value {
      Value less = compare(D::LT);
      Value greater = compare(D::GT);
      return b.create<hlo::OrOp>(loc, less, greater);
    };
    switch (predicate) {
    case P::AlwaysFalse:
    case P::AlwaysTrue: {
      RankedTensorType type = getTensorTypeLike(lhs, b.getI1Type());
      return createSplat(b, loc, type, predicate == P::AlwaysTrue);
    }
    case P::OEQ:
      return compare(D::EQ);
    case P::OGT:
      return compare(D::GT);
    case P::OGE:
      return compare(D::GE);
    case P::OLT:
      return compare(D::LT);
    case P::OLE:
      return compare(D::LE);
    case P::ONE:
      return isOrderedNotEqual();
    case P::ORD:
      return negate(isUnordered());
    case P::UEQ:
      return negate(isOrderedNotEqual());
    case P::UGT:
      return negate(compare(D::LE));
    case P::UGE:
      return negate(compare(D::LT));
    case P::ULT:
      return negate(compare(D::GE));
    case P::ULE:
      return negate(compare(D::GT));
    case P::UNE:
      return compare(D::NE);
    case P::UNO:
      return isUnordered();
    }
    llvm_unreachable("unknown cmpf predicate");
  }
};

//===----------------------------------------------------------------------===//
// select
//===----------------------------------------------------------------------===//

/// select: a scalar condition on tensor operands is broadcast (hlo.select
/// takes a pred of the operands' shape).
struct SelectOpConversion : OpConversionPattern<arith::SelectOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(arith::SelectOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type, 1> resultTypes;
    if (failed(matchHloTypes(op, adaptor.getOperands(), *getTypeConverter(),
                             rewriter, resultTypes)))
      return failure();
    Value condition = broadcastToShapeOf(
        rewriter, op.getLoc(), adaptor.getCondition(), adaptor.getTrueValue());
    rewriter.replaceOpWithNewOp<hlo::SelectOp>(
        op, condition, adaptor.getTrueValue(), adaptor.getFalseValue());
    return success();
  }
};

} // namespace

void arith_to_hlo::populateComparePatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  patterns.add<CmpIOpConversion, CmpFOpConversion, SelectOpConversion>(
      typeConverter, patterns.getContext());
  target.addConvertedOps<arith::CmpIOp, arith::CmpFOp, arith::SelectOp>();
}
