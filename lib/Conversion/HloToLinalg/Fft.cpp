//===- Fft.cpp - fft as discrete Fourier transforms in linalg -------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file lowers hlo.fft (FFT, IFFT, RFFT, IRFFT over the last 1-3
// dimensions) as the interpreter computes it (ContractionKernels.cpp's
// fftKernel): in complex<f64>, one direct DFT per transformed dimension, a
// linalg.generic reducing over j for each output k with the twiddle
// exp(-+2 pi i ((j k) mod n) / n) (divided by n for the inverse), then
// RFFT keeps the first n/2 + 1 coefficients and IRFFT expands the
// Hermitian half before its last inverse DFT and keeps the real part.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_to_linalg;

namespace {

/// An elementwise generic over `input` into a tensor of `element`.
static Value
buildMap(OpBuilder &builder, Location loc, Value input, Type element,
         llvm::function_ref<Value(OpBuilder &, Location, Value)> body) {
  auto type = cast<RankedTensorType>(input.getType());
  auto outType = type.clone(element);
  int64_t rank = type.getRank();
  return builder
      .create<linalg::GenericOp>(
          loc, TypeRange{outType}, input,
          ValueRange{buildEmpty(builder, loc, outType)},
          SmallVector<AffineMap>(2, builder.getMultiDimIdentityMap(rank)),
          SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
          [&](OpBuilder &b, Location l, ValueRange args) {
            b.create<linalg::YieldOp>(l, body(b, l, args[0]));
          })
      .getResult(0);
}

/// The DFT of the complex<f64> tensor `data` along `axis` (the inverse
/// divided by the length), in the interpreter's order of summation.
static Value buildDft(OpBuilder &builder, Location loc, Value data,
                      int64_t axis, bool inverse) {
  auto type = cast<RankedTensorType>(data.getType());
  int64_t rank = type.getRank(), n = type.getDimSize(axis);
  if (n == 0)
    return data;
  MLIRContext *ctx = builder.getContext();
  Type f64 = builder.getF64Type();
  SmallVector<AffineExpr> inExprs;
  for (int64_t d = 0; d < rank; ++d)
    inExprs.push_back(getAffineDimExpr(d == axis ? rank : d, ctx));
  SmallVector<AffineMap> maps = {
      AffineMap::get(rank + 1, 0, inExprs, ctx),
      AffineMap::getMultiDimIdentityMap(rank + 1, ctx).getMajorSubMap(rank)};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  iterators.push_back(utils::IteratorType::reduction);
  Value zeros =
      buildFilled(builder, loc, type,
                  buildScalarConstant(builder, loc, type.getElementType(), 0));
  const double pi = 3.14159265358979323846;
  double sign = inverse ? 1.0 : -1.0;
  Value sum =
      builder
          .create<linalg::GenericOp>(
              loc, TypeRange{type}, data, ValueRange{zeros}, maps, iterators,
              [&](OpBuilder &b, Location l, ValueRange args) {
                Type i64 = b.getI64Type();
                Value k = b.create<arith::IndexCastOp>(
                    l, i64, b.create<linalg::IndexOp>(l, axis));
                Value j = b.create<arith::IndexCastOp>(
                    l, i64, b.create<linalg::IndexOp>(l, rank));
                Value m = b.create<arith::RemSIOp>(
                    l, b.create<arith::MulIOp>(l, j, k),
                    buildScalarConstant(b, l, i64, double(n)));
                // sign * 2 * pi * double((j * k) % n) / double(n).
                Value angle = b.create<arith::DivFOp>(
                    l,
                    b.create<arith::MulFOp>(
                        l, buildScalarConstant(b, l, f64, sign * 2 * pi),
                        b.create<arith::SIToFPOp>(l, f64, m)),
                    buildScalarConstant(b, l, f64, double(n)));
                Value twiddle = b.create<complex::CreateOp>(
                    l, type.getElementType(), b.create<math::CosOp>(l, angle),
                    b.create<math::SinOp>(l, angle));
                b.create<linalg::YieldOp>(
                    l, buildMultiplyAdd(b, l, type.getElementType(), args[1],
                                        args[0], twiddle));
              })
          .getResult(0);
  if (!inverse)
    return sum;
  return buildMap(
      builder, loc, sum, type.getElementType(),
      [&](OpBuilder &b, Location l, Value z) -> Value {
        Value count = buildScalarConstant(b, l, f64, double(n));
        return b.create<complex::CreateOp>(
            l, z.getType(),
            b.create<arith::DivFOp>(l, b.create<complex::ReOp>(l, z), count),
            b.create<arith::DivFOp>(l, b.create<complex::ImOp>(l, z), count));
      });
}

struct FftLowering : OpConversionPattern<hlo::FftOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(hlo::FftOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkOperandsAndResults(op)))
      return failure();
    Location loc = op.getLoc();
    auto inType = cast<RankedTensorType>(op.getOperand().getType());
    auto outType = cast<RankedTensorType>(op.getType());
    int64_t rank = inType.getRank();
    int64_t numFft = op.getFftLength().size();
    if (numFft < 1 || numFft > rank)
      return refuse(op, "its fft_length does not fit the operand");
    hlo::FftType kind = op.getFftType();
    Type f64 = rewriter.getF64Type();
    auto c128 = ComplexType::get(f64);
    Type inElement = inType.getElementType();
    // The operand in complex<double>.
    Value data = buildMap(rewriter, loc, adaptor.getOperand(), c128,
                          [&](OpBuilder &b, Location l, Value x) {
                            return buildScalarConvert(b, l, inElement, c128, x);
                          });
    int64_t last = rank - 1;
    if (kind == hlo::FftType::FFT || kind == hlo::FftType::IFFT ||
        kind == hlo::FftType::RFFT) {
      for (int64_t d = rank - numFft; d < rank; ++d)
        data = buildDft(rewriter, loc, data, d, kind == hlo::FftType::IFFT);
      if (kind == hlo::FftType::RFFT) {
        // The first length / 2 + 1 coefficients of the last dimension.
        auto type = cast<RankedTensorType>(data.getType());
        SmallVector<OpFoldResult> offsets(rank, rewriter.getIndexAttr(0));
        SmallVector<OpFoldResult> sizes,
            strides(rank, rewriter.getIndexAttr(1));
        for (int64_t d = 0; d < rank; ++d)
          sizes.push_back(rewriter.getIndexAttr(
              d == last ? outType.getDimSize(d) : type.getDimSize(d)));
        data = rewriter.create<tensor::ExtractSliceOp>(
            loc, RankedTensorType::get(outType.getShape(), c128), data, offsets,
            sizes, strides);
      }
    } else {
      // IRFFT: inverse along the outer fft dimensions, then the Hermitian
      // expansion of the last one to its full length, inverse, real part.
      for (int64_t d = rank - numFft; d < last; ++d)
        data = buildDft(rewriter, loc, data, d, true);
      int64_t half = inType.getDimSize(last), n = outType.getDimSize(last);
      auto fullType = RankedTensorType::get(outType.getShape(), c128);
      Value zero = buildScalarConstant(rewriter, loc, c128, 0);
      if (half == 0) {
        data = buildFilled(rewriter, loc, fullType, zero);
      } else {
        Value source = data;
        data = rewriter
                   .create<linalg::GenericOp>(
                       loc, TypeRange{fullType}, ValueRange{},
                       ValueRange{buildEmpty(rewriter, loc, fullType)},
                       SmallVector<AffineMap>{
                           rewriter.getMultiDimIdentityMap(rank)},
                       SmallVector<utils::IteratorType>(
                           rank, utils::IteratorType::parallel),
                       [&](OpBuilder &b, Location l, ValueRange) {
                         SmallVector<Value> indices;
                         for (int64_t d = 0; d < rank; ++d)
                           indices.push_back(b.create<linalg::IndexOp>(l, d));
                         Value k = indices.back();
                         Value halfIndex =
                             b.create<arith::ConstantIndexOp>(l, half);
                         Value mirror = b.create<arith::SubIOp>(
                             l, b.create<arith::ConstantIndexOp>(l, n), k);
                         Value direct = b.create<arith::CmpIOp>(
                             l, arith::CmpIPredicate::ult, k, halfIndex);
                         Value mirrored = b.create<arith::CmpIOp>(
                             l, arith::CmpIPredicate::ult, mirror, halfIndex);
                         // An index inside the half whichever applies.
                         Value index = b.create<arith::SelectOp>(
                             l, direct, k,
                             b.create<arith::SelectOp>(
                                 l, mirrored, mirror,
                                 b.create<arith::ConstantIndexOp>(l, 0)));
                         indices.back() = index;
                         Value value =
                             b.create<tensor::ExtractOp>(l, source, indices);
                         Value conjugate = b.create<complex::ConjOp>(l, value);
                         Value r = b.create<arith::SelectOp>(
                             l, direct, value,
                             b.create<arith::SelectOp>(l, mirrored, conjugate,
                                                       zero));
                         b.create<linalg::YieldOp>(l, r);
                       })
                   .getResult(0);
      }
      data = buildDft(rewriter, loc, data, last, true);
    }
    // To the result's element type (IRFFT's real part).
    Type outElement = outType.getElementType();
    Value result =
        buildMap(rewriter, loc, data, outElement,
                 [&](OpBuilder &b, Location l, Value z) -> Value {
                   if (isa<ComplexType>(outElement))
                     return buildScalarConvert(b, l, c128, outElement, z);
                   return buildScalarConvert(b, l, f64, outElement,
                                             b.create<complex::ReOp>(l, z));
                 });
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

bool hlo_to_linalg::isFftLowered(Operation *op) { return isa<hlo::FftOp>(op); }

void hlo_to_linalg::populateFftPatternsAndLegality(TypeConverter &typeConverter,
                                                   RewritePatternSet &patterns,
                                                   ConversionTarget &target) {
  patterns.add<FftLowering>(typeConverter, patterns.getContext());
  target.addLegalDialect<arith::ArithDialect, complex::ComplexDialect,
                         linalg::LinalgDialect, math::MathDialect,
                         tensor::TensorDialect>();
}
