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
  MLIRContext *context = patterns.getContext();
#define XHLO_ARITH_ONE_TO_ONE(SourceOp, HloOp)                                 \
  patterns.add<HloElementwiseConversion<arith::SourceOp, hlo::HloOp>>(         \
      typeConverter, context);                                                 \
  target.addConvertedOps<arith::SourceOp>();
#include "xhlo/Conversion/OneToOneOps.def"
  // One to one too, but negf's folder looks through its operand.
  patterns.add<
      HloElementwiseConversion<arith::NegFOp, hlo::NegateOp>,
      HloBuilderConversion<arith::MaxNumFOp, buildNumMinMax<hlo::MaximumOp>>,
      HloBuilderConversion<arith::MinNumFOp, buildNumMinMax<hlo::MinimumOp>>>(
      typeConverter, context);
  target.addConvertedOps<arith::NegFOp, arith::MaxNumFOp, arith::MinNumFOp>();
}
