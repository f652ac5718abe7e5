//===- Elementwise.cpp - Parallel linalg ops to hlo -----------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts the structured ops whose loops are all parallel: every
// output element is the payload applied to the operand elements its indexing
// maps select. Each yielded value is evaluated on tensors over the loops (in
// the order of the first output, so that it needs no transpose): operands
// become arrays over the loops their maps read (slices, reverses, diagonals
// or gathers, Layout.h and Payload.h), then hlo.transpose and hlo.broadcast,
// the payload's arith and math ops apply to whole arrays, linalg.index
// becomes hlo.iota and tensor.extract hlo.gather. So linalg.fill is a
// broadcast, linalg.copy its operand, linalg.transpose a transpose and
// linalg.exp an exponential.
//
// An output read by the payload whose init is tensor.empty reads zeros.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "Layout.h"
#include "Payload.h"

#include "xhlo/Conversion/HloConversion.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::linalg_to_hlo;

namespace {

struct ElementwiseConversion : StructuredOpConversion<LinalgKind::Elementwise> {
  using StructuredOpConversion::StructuredOpConversion;

  LogicalResult convert(linalg::LinalgOp op, ArrayRef<Value> operands,
                        ArrayRef<AffineMap> maps,
                        ConversionPatternRewriter &rewriter) const override {
    PayloadEvaluator evaluator(op, operands, maps, rewriter,
                               *getTypeConverter());
    SmallVector<AffineMap> outputMaps;
    for (OpOperand &init : op.getDpsInitsMutable())
      outputMaps.push_back(evaluator.getMap(init.getOperandNumber()));
    SmallVector<unsigned> space = getMapDims(outputMaps.front());

    Operation *yield = op.getBlock()->getTerminator();
    SmallVector<Value> results;
    for (auto [value, map] : llvm::zip(yield->getOperands(), outputMaps)) {
      Value array = evaluator.evaluate(value, space);
      results.push_back(relayout(rewriter, op.getLoc(), array, space,
                                 getMapDims(map), evaluator.getLoopSizes()));
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

} // namespace

void linalg_to_hlo::populateElementwisePatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  patterns.add<ElementwiseConversion>(typeConverter, patterns.getContext());
  target.addConvertedOps<
      linalg::GenericOp, linalg::MapOp, linalg::FillOp, linalg::FillRng2DOp,
      linalg::CopyOp, linalg::TransposeOp, linalg::BroadcastOp,
      linalg::ElemwiseUnaryOp, linalg::ElemwiseBinaryOp, linalg::ExpOp,
      linalg::LogOp, linalg::AbsOp, linalg::CeilOp, linalg::FloorOp,
      linalg::NegFOp, linalg::ReciprocalOp, linalg::RoundOp, linalg::SqrtOp,
      linalg::RsqrtOp, linalg::SquareOp, linalg::TanhOp, linalg::ErfOp,
      linalg::AddOp, linalg::SubOp, linalg::MulOp, linalg::DivOp,
      linalg::DivUnsignedOp, linalg::MaxOp, linalg::MinOp, linalg::PowFOp,
      linalg::SelectOp>(
      [&target](Operation *op) { return explainUnsupported(op, target); });
}
