//===- Exponential.cpp - math exponentials, logarithms, powers to hlo -----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts math's exponentials, logarithms, powers and roots to
// hlo. XLA has exponential, exponential-minus-one, log, log-plus-one, power,
// sqrt, rsqrt and cbrt; the others are expanded: exp2 as `power(2, x)`
// (exact for integral x), log2 and log10 as `log(x) / log(base)`, and fpowi
// as power with the exponent converted to the base's type (exact up to the
// type's integer precision, beyond which the result is 0, 1 or infinite for
// every base but -1).
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/HloBuilders.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"

#include "mlir/Dialect/Math/IR/Math.h"

#include <cmath>

using namespace mlir;
using namespace xhlo;

static Value buildExp2(OpBuilder &b, Location loc, ValueRange operands, Type) {
  Value two = createFloatSplatLike(b, loc, operands[0], 2.0);
  return b.create<hlo::PowerOp>(loc, two, operands[0]);
}

/// log2 and log10: the natural logarithm divided by that of the base.
template <int base>
static Value buildLogBase(OpBuilder &b, Location loc, ValueRange operands,
                          Type) {
  Value log = b.create<hlo::LogOp>(loc, operands[0]);
  Value logBase = createFloatSplatLike(b, loc, log, std::log(double(base)));
  return b.create<hlo::DivideOp>(loc, log, logBase);
}

static Value buildFPowI(OpBuilder &b, Location loc, ValueRange operands,
                        Type resultType) {
  Type element = cast<RankedTensorType>(resultType).getElementType();
  Value exponent = convertIntegerToFloat(b, loc, operands[1], element,
                                         /*isSigned=*/true);
  return b.create<hlo::PowerOp>(loc, operands[0], exponent);
}

void math_to_hlo::populateExponentialPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  MLIRContext *context = patterns.getContext();
#define XHLO_MATH_ONE_TO_ONE(SourceOp, HloOp)                                  \
  patterns.add<HloElementwiseConversion<math::SourceOp, hlo::HloOp>>(          \
      typeConverter, context);                                                 \
  target.addConvertedOps<math::SourceOp>();
#include "xhlo/Conversion/OneToOneOps.def"
  patterns.add<HloBuilderConversion<math::Exp2Op, buildExp2>,
               HloBuilderConversion<math::Log2Op, buildLogBase<2>>,
               HloBuilderConversion<math::Log10Op, buildLogBase<10>>,
               HloBuilderConversion<math::FPowIOp, buildFPowI>>(typeConverter,
                                                                context);
  target.addConvertedOps<math::Exp2Op, math::Log2Op, math::Log10Op,
                         math::FPowIOp>();
}
