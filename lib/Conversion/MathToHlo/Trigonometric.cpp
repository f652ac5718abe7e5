//===- Trigonometric.cpp - math trigonometric functions to hlo ------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts math's trigonometric and hyperbolic functions, their
// inverses and erf to hlo, one to one, except atan, which is
// `atan2(x, 1)` (XLA has no atan).
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/HloBuilders.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"

#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace xhlo;

static Value buildAtan(OpBuilder &b, Location loc, ValueRange operands, Type) {
  Value one = createFloatSplatLike(b, loc, operands[0], 1.0);
  return b.create<hlo::Atan2Op>(loc, operands[0], one);
}

template <typename SourceOp, typename HloOp>
using OneToOne = HloElementwiseConversion<SourceOp, HloOp>;

void math_to_hlo::populateTrigonometricPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  patterns.add<
      OneToOne<math::SinOp, hlo::SineOp>, OneToOne<math::CosOp, hlo::CosineOp>,
      OneToOne<math::TanOp, hlo::TanOp>, OneToOne<math::AsinOp, hlo::AsinOp>,
      OneToOne<math::AcosOp, hlo::AcosOp>,
      OneToOne<math::Atan2Op, hlo::Atan2Op>,
      OneToOne<math::SinhOp, hlo::SinhOp>, OneToOne<math::CoshOp, hlo::CoshOp>,
      OneToOne<math::TanhOp, hlo::TanhOp>,
      OneToOne<math::AsinhOp, hlo::AsinhOp>,
      OneToOne<math::AcoshOp, hlo::AcoshOp>,
      OneToOne<math::AtanhOp, hlo::AtanhOp>, OneToOne<math::ErfOp, hlo::ErfOp>,
      HloBuilderConversion<math::AtanOp, buildAtan>>(typeConverter,
                                                     patterns.getContext());
  target.addConvertedOps<
      math::SinOp, math::CosOp, math::TanOp, math::AsinOp, math::AcosOp,
      math::AtanOp, math::Atan2Op, math::SinhOp, math::CoshOp, math::TanhOp,
      math::AsinhOp, math::AcoshOp, math::AtanhOp, math::ErfOp>();
}
