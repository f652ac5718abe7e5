//===- Elementwise.cpp - Elementwise hlo ops to linalg.generic ------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file lowers every elementwise hlo op (unary, binary, compare, select,
// clamp, convert, bitcast_convert, reduce_precision) to one linalg.generic over
// the result's shape whose body is the op's scalar code (ScalarBodies.cpp).
// Operands of the result's shape are read with the identity map, 0-d ones
// (clamp's bounds, select's predicate) with the constant map, so that
// linalg's elementwise fusion merges chains of them, and the broadcasts
// feeding them, into one loop nest.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Dialect/Hlo/IR/HloElementTypes.h"
#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_to_linalg;

namespace {

/// Every elementwise op, by its class.
#define XHLO_ELEMENTWISE_OPS                                                   \
  hlo::AbsOp, hlo::AcosOp, hlo::AcoshOp, hlo::AsinOp, hlo::AsinhOp,            \
      hlo::AtanhOp, hlo::CbrtOp, hlo::CeilOp, hlo::CosineOp, hlo::CoshOp,      \
      hlo::CountLeadingZerosOp, hlo::ErfOp, hlo::ExponentialOp,                \
      hlo::ExponentialMinusOneOp, hlo::FloorOp, hlo::ImagOp, hlo::IsFiniteOp,  \
      hlo::LogOp, hlo::LogPlusOneOp, hlo::LogisticOp, hlo::NegateOp,           \
      hlo::NotOp, hlo::PopcntOp, hlo::RealOp, hlo::RoundNearestAfzOp,          \
      hlo::RoundNearestEvenOp, hlo::RsqrtOp, hlo::SignOp, hlo::SineOp,         \
      hlo::SinhOp, hlo::SqrtOp, hlo::TanOp, hlo::TanhOp, hlo::AddOp,           \
      hlo::SubtractOp, hlo::MultiplyOp, hlo::DivideOp, hlo::RemainderOp,       \
      hlo::PowerOp, hlo::MaximumOp, hlo::MinimumOp, hlo::AndOp, hlo::OrOp,     \
      hlo::XorOp, hlo::ShiftLeftOp, hlo::ShiftRightArithmeticOp,               \
      hlo::ShiftRightLogicalOp, hlo::Atan2Op, hlo::MulhiOp, hlo::CompareOp,    \
      hlo::SelectOp, hlo::ClampOp, hlo::ConvertOp, hlo::BitcastConvertOp,      \
      hlo::ReducePrecisionOp, hlo::StochasticConvertOp, hlo::ComplexOp

/// An elementwise op as a linalg.generic over its result.
template <typename OpTy>
struct ElementwiseToGeneric : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using OpAdaptor = typename OpConversionPattern<OpTy>::OpAdaptor;

  LogicalResult
  matchAndRewrite(OpTy op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    // A bitcast_convert between widths is BitcastBetweenWidths'.
    if (isa<hlo::BitcastConvertOp>(op) &&
        cast<RankedTensorType>(op->getOperand(0).getType()).getShape() !=
            resultType.getShape())
      return failure();
    Location loc = op.getLoc();
    int64_t rank = resultType.getRank();
    MLIRContext *ctx = rewriter.getContext();
    SmallVector<AffineMap> maps;
    for (Value operand : adaptor.getOperands()) {
      auto type = cast<RankedTensorType>(operand.getType());
      maps.push_back(type.getRank() == rank && rank != 0
                         ? rewriter.getMultiDimIdentityMap(rank)
                         : AffineMap::get(rank, 0, {}, ctx));
    }
    maps.push_back(rewriter.getMultiDimIdentityMap(rank));
    RankedTensorType outType = toSignless(resultType);
    Value init = buildEmpty(rewriter, loc, outType);
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    bool failedBody = false;
    auto generic = rewriter.create<linalg::GenericOp>(
        loc, TypeRange{outType}, adaptor.getOperands(), ValueRange{init}, maps,
        iterators, [&](OpBuilder &b, Location l, ValueRange args) {
          FailureOr<Value> value = buildScalarOp(b, l, op, args.drop_back());
          if (failed(value)) {
            failedBody = true;
            b.create<linalg::YieldOp>(l, ValueRange{args.back()});
            return;
          }
          b.create<linalg::YieldOp>(l, ValueRange{*value});
        });
    if (failedBody) {
      rewriter.eraseOp(generic);
      return failure();
    }
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

/// A bitcast_convert between element widths: from wide to narrow the result
/// has a minor dimension of (wide / narrow) elements, element j holding bits
/// [j * narrow, (j + 1) * narrow) of the wide one; from narrow to wide that
/// dimension of the operand is a reduction ORing each part in at its place.
struct BitcastBetweenWidths : OpConversionPattern<hlo::BitcastConvertOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(hlo::BitcastConvertOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto from = cast<RankedTensorType>(op.getOperand().getType());
    auto to = cast<RankedTensorType>(op.getType());
    if (from.getShape() == to.getShape())
      return failure();
    if (failed(checkOperandsAndResults(op)))
      return failure();
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    Type toScalar = signlessElement(to);
    Type fromElement = from.getElementType(), toElement = to.getElementType();
    // XLA's widths (s4 4, f4e2m1fn 4: stored in a byte).
    unsigned fromBits = hlo::getXlaElementType(fromElement)->bits;
    unsigned toBits = hlo::getXlaElementType(toElement)->bits;
    Type fromInt = rewriter.getIntegerType(fromBits);
    Type toInt = rewriter.getIntegerType(toBits);
    // The bits of a stored value (the low ones of a byte for the types
    // stored wider), and the stored value of bits (a sub-byte signed
    // integer sign-extended, as the interpreter stores it).
    auto asInt = [](OpBuilder &b, Location l, Value v, Type bitsType) {
      Value bits = buildBitsOf(b, l, v);
      if (bits.getType() != bitsType)
        bits = b.create<arith::TruncIOp>(l, bitsType, bits);
      return bits;
    };
    auto castTo = [&](OpBuilder &b, Location l, Value v, Type type) -> Value {
      unsigned stored = isa<ComplexType>(type)
                            ? 2 * cast<ComplexType>(type)
                                      .getElementType()
                                      .getIntOrFloatBitWidth()
                            : type.getIntOrFloatBitWidth();
      if (stored == v.getType().getIntOrFloatBitWidth())
        return buildFromBits(b, l, v, type);
      if (isa<IntegerType>(toElement) && !toElement.isUnsignedInteger())
        return b.create<arith::ExtSIOp>(l, type, v);
      return b.create<arith::ExtUIOp>(l, type, v);
    };
    if (fromBits > toBits) {
      // Loops over the result; the operand drops the minor one.
      int64_t rank = to.getRank();
      SmallVector<AffineExpr> exprs;
      for (int64_t d = 0; d + 1 < rank; ++d)
        exprs.push_back(getAffineDimExpr(d, ctx));
      SmallVector<AffineMap> maps = {AffineMap::get(rank, 0, exprs, ctx),
                                     rewriter.getMultiDimIdentityMap(rank)};
      RankedTensorType outType = toSignless(to);
      auto generic = rewriter.create<linalg::GenericOp>(
          loc, TypeRange{outType}, adaptor.getOperand(),
          ValueRange{buildEmpty(rewriter, loc, outType)}, maps,
          SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
          [&](OpBuilder &b, Location l, ValueRange args) {
            Value bits = asInt(b, l, args[0], fromInt);
            Value j = b.create<linalg::IndexOp>(l, rank - 1);
            Value shift = b.create<arith::MulIOp>(
                l, b.create<arith::IndexCastOp>(l, fromInt, j),
                buildScalarConstant(b, l, fromInt, toBits));
            Value part = b.create<arith::TruncIOp>(
                l, toInt, b.create<arith::ShRUIOp>(l, bits, shift));
            b.create<linalg::YieldOp>(l, castTo(b, l, part, toScalar));
          });
      rewriter.replaceOp(op, generic.getResults());
      return success();
    }
    // Narrow to wide: loops over the operand, its minor one a reduction
    // into an integer of the wide width, bitcast to the result's type.
    int64_t rank = from.getRank();
    SmallVector<AffineExpr> exprs;
    for (int64_t d = 0; d + 1 < rank; ++d)
      exprs.push_back(getAffineDimExpr(d, ctx));
    SmallVector<AffineMap> maps = {rewriter.getMultiDimIdentityMap(rank),
                                   AffineMap::get(rank, 0, exprs, ctx)};
    SmallVector<utils::IteratorType> iterators(rank - 1,
                                               utils::IteratorType::parallel);
    iterators.push_back(utils::IteratorType::reduction);
    auto intType = RankedTensorType::get(to.getShape(), toInt);
    Value zeros = buildFilled(rewriter, loc, intType,
                              buildScalarConstant(rewriter, loc, toInt, 0));
    auto generic = rewriter.create<linalg::GenericOp>(
        loc, TypeRange{intType}, adaptor.getOperand(), ValueRange{zeros}, maps,
        iterators, [&](OpBuilder &b, Location l, ValueRange args) {
          Value bits = asInt(b, l, args[0], fromInt);
          Value wide = b.create<arith::ExtUIOp>(l, toInt, bits);
          Value j = b.create<linalg::IndexOp>(l, rank - 1);
          Value shift = b.create<arith::MulIOp>(
              l, b.create<arith::IndexCastOp>(l, toInt, j),
              buildScalarConstant(b, l, toInt, fromBits));
          Value placed = b.create<arith::ShLIOp>(l, wide, shift);
          b.create<linalg::YieldOp>(
              l, ValueRange{b.create<arith::OrIOp>(l, args[1], placed)});
        });
    Value result = generic.getResult(0);
    if (toScalar != toInt) {
      RankedTensorType outType = toSignless(to);
      result = rewriter
                   .create<linalg::GenericOp>(
                       loc, TypeRange{outType}, result,
                       ValueRange{buildEmpty(rewriter, loc, outType)},
                       SmallVector<AffineMap>(
                           2, rewriter.getMultiDimIdentityMap(to.getRank())),
                       SmallVector<utils::IteratorType>(
                           to.getRank(), utils::IteratorType::parallel),
                       [&](OpBuilder &b, Location l, ValueRange args) {
                         b.create<linalg::YieldOp>(
                             l, castTo(b, l, args[0], toScalar));
                       })
                   .getResult(0);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

template <typename... OpTys>
static void addElementwisePatterns(TypeConverter &typeConverter,
                                   RewritePatternSet &patterns) {
  patterns.add<ElementwiseToGeneric<OpTys>...>(typeConverter,
                                               patterns.getContext());
}

} // namespace

bool hlo_to_linalg::isElementwiseLowered(Operation *op) {
  return isa<XHLO_ELEMENTWISE_OPS>(op);
}

void hlo_to_linalg::populateElementwisePatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    ConversionTarget &target) {
  addElementwisePatterns<XHLO_ELEMENTWISE_OPS>(typeConverter, patterns);
  patterns.add<BitcastBetweenWidths>(typeConverter, patterns.getContext());
  target.addLegalDialect<linalg::LinalgDialect, tensor::TensorDialect>();
}
