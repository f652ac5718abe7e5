//===- FloatOps.cpp - arith float ops to hlo ------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts arith's float arithmetic to hlo. The arithmetic maps
// one to one (remf is XLA's remainder, C's fmod). maximumf and minimumf
// propagate NaN, as hlo.maximum and hlo.minimum do; maxnumf and minnumf
// return the other operand when one is NaN, so they select around the
// NaN-propagating op.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "xhlo/Conversion/HloBuilders.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace xhlo;

/// maxnumf / minnumf: `HloOp` unless an operand is NaN, then the other one
/// (NaN only when both are).
template <typename HloOp>
static Value buildNumMinMax(OpBuilder &b, Location loc, ValueRange operands,
                            Type) {
  Value lhs = operands[0], rhs = operands[1];
  Value result = b.create<HloOp>(loc, lhs, rhs);
  result = b.create<hlo::SelectOp>(loc, createIsNaN(b, loc, rhs), lhs, result);
  return b.create<hlo::SelectOp>(loc, createIsNaN(b, loc, lhs), rhs, result);
}

void arith_to_hlo::populateFloatOpPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  patterns.add<
      HloElementwiseConversion<arith::AddFOp, hlo::AddOp>,
      HloElementwiseConversion<arith::SubFOp, hlo::SubtractOp>,
      HloElementwiseConversion<arith::MulFOp, hlo::MultiplyOp>,
      HloElementwiseConversion<arith::DivFOp, hlo::DivideOp>,
      HloElementwiseConversion<arith::RemFOp, hlo::RemainderOp>,
      HloElementwiseConversion<arith::NegFOp, hlo::NegateOp>,
      HloElementwiseConversion<arith::MaximumFOp, hlo::MaximumOp>,
      HloElementwiseConversion<arith::MinimumFOp, hlo::MinimumOp>,
      HloBuilderConversion<arith::MaxNumFOp, buildNumMinMax<hlo::MaximumOp>>,
      HloBuilderConversion<arith::MinNumFOp, buildNumMinMax<hlo::MinimumOp>>>(
      typeConverter, patterns.getContext());
  target.addConvertedOps<arith::AddFOp, arith::SubFOp, arith::MulFOp,
                         arith::DivFOp, arith::RemFOp, arith::NegFOp,
                         arith::MaximumFOp, arith::MinimumFOp, arith::MaxNumFOp,
                         arith::MinNumFOp>();
}
