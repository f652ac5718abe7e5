//===- Contraction.cpp - Multiply-accumulates to hlo.dot ------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts the structured ops that compute `out + lhs(a) * rhs(b)`
// over projected permutations to hlo.dot: matmul, matmul_transpose_a/b,
// batch_matmul and its transposed forms, batch_reduce_matmul, matvec,
// vecmat, batch_matvec, batch_vecmat, dot, mmt4d, batch_mmt4d, the quantized
// matmuls, and any linalg.generic of that form. The dimension numbers come
// from the maps: a loop indexing both factors is a batch dimension if it is
// parallel and a contracting one if it is a reduction; a parallel loop of
// one factor is a free dimension; a parallel loop of neither is broadcast
// afterwards. `lhs` and `rhs` (the casts of the named ops, the zero point
// subtractions of the quantized ones) are applied to each factor on its own
// (Payload.h). hlo.dot returns batch, lhs free, rhs free dimensions; a
// transpose puts them in the output's order.
//
// linalg accumulates into its init: unless the init is zero (a fill of
// zero, a zero constant or tensor.empty), the init is added to the product
// (with the payload's add).
//
// Pred (i1) multiply-accumulates are xor-of-and in arith but or-of-and in a
// pred hlo.dot, so they are reductions (Reduction.cpp), as is any reduction
// loop that indexes only one factor.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "Layout.h"
#include "Payload.h"

#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloContractionOps.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::linalg_to_hlo;

namespace {

/// The hlo.dot of a multiply-accumulate.
struct DotPlan {
  MulAddPayload payload;
  /// The loop dimensions of each factor, in its order.
  SmallVector<unsigned> lhsDims, rhsDims;
  /// The batch and contracting loop dimensions, in loop order.
  SmallVector<unsigned> batchDims, contractingDims;
  /// The loop dimensions of the dot's result, in its order.
  SmallVector<unsigned> resultDims;
};

} // namespace

static FailureOr<DotPlan> analyzeDot(linalg::LinalgOp op) {
  Reason reason;
  FailureOr<MulAddPayload> payload = matchMulAdd(op, reason);
  if (failed(payload) || payload->add->getResult(0).getType().isInteger(1))
    return failure();
  DotPlan plan{*payload, {}, {}, {}, {}, {}};
  auto getDims = [&](unsigned operand) {
    return getMapDims(op.getMatchingIndexingMap(&op->getOpOperand(operand)));
  };
  plan.lhsDims = getDims(payload->lhsOperand);
  plan.rhsDims = getDims(payload->rhsOperand);
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (auto [dim, iterator] : llvm::enumerate(iterators)) {
    bool inLhs = llvm::is_contained(plan.lhsDims, dim);
    bool inRhs = llvm::is_contained(plan.rhsDims, dim);
    if (iterator == utils::IteratorType::reduction) {
      if (!inLhs || !inRhs)
        return failure();
      plan.contractingDims.push_back(dim);
    } else if (inLhs && inRhs) {
      plan.batchDims.push_back(dim);
    }
  }
  plan.resultDims = plan.batchDims;
  for (ArrayRef<unsigned> dims : {plan.lhsDims, plan.rhsDims})
    for (unsigned dim : dims)
      if (!llvm::is_contained(plan.batchDims, dim) &&
          !llvm::is_contained(plan.contractingDims, dim))
        plan.resultDims.push_back(dim);
  return plan;
}

bool linalg_to_hlo::isDotContraction(linalg::LinalgOp op) {
  return succeeded(analyzeDot(op));
}

/// The positions of `dims` in `operandDims`.
static SmallVector<int64_t> getPositions(ArrayRef<unsigned> dims,
                                         ArrayRef<unsigned> operandDims) {
  return llvm::map_to_vector(dims, [&](unsigned dim) {
    return int64_t(llvm::find(operandDims, dim) - operandDims.begin());
  });
}

namespace {

struct ContractionConversion : StructuredOpConversion<LinalgKind::Contraction> {
  using StructuredOpConversion::StructuredOpConversion;

  LogicalResult convert(linalg::LinalgOp op, ArrayRef<Value> operands,
                        ArrayRef<AffineMap> maps,
                        ConversionPatternRewriter &rewriter) const override {
    FailureOr<DotPlan> plan = analyzeDot(op);
    if (failed(plan))
      return failure();
    PayloadEvaluator evaluator(op, operands, maps, rewriter,
                               *getTypeConverter());
    const MulAddPayload &payload = plan->payload;
    Value lhs = evaluator.evaluateOnOperand(payload.lhs, payload.lhsOperand);
    Value rhs = evaluator.evaluateOnOperand(payload.rhs, payload.rhsOperand);

    auto dimensionNumbers = hlo::DotDimensionNumbersAttr::get(
        rewriter.getContext(), getPositions(plan->batchDims, plan->lhsDims),
        getPositions(plan->contractingDims, plan->lhsDims),
        getPositions(plan->batchDims, plan->rhsDims),
        getPositions(plan->contractingDims, plan->rhsDims));
    Type element = cast<RankedTensorType>(lhs.getType()).getElementType();
    auto resultType = RankedTensorType::get(
        getLoopShape(plan->resultDims, evaluator.getLoopSizes()), element);
    Location loc = op.getLoc();
    Value dot = rewriter.create<hlo::DotOp>(loc, resultType, lhs, rhs,
                                            dimensionNumbers, nullptr);

    OpOperand *init = op.getDpsInitOperand(0);
    Value result =
        relayout(rewriter, loc, dot, plan->resultDims,
                 getMapDims(evaluator.getMap(init->getOperandNumber())),
                 evaluator.getLoopSizes());
    rewriter.replaceOp(op, evaluator.combineWithInit(
                               payload.add, init->getOperandNumber(), result));
    return success();
  }
};

} // namespace

void linalg_to_hlo::populateContractionPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  patterns.add<ContractionConversion>(typeConverter, patterns.getContext());
  target.addConvertedOps<
      linalg::MatmulOp, linalg::MatmulTransposeAOp, linalg::MatmulTransposeBOp,
      linalg::QuantizedMatmulOp, linalg::BatchMatmulOp,
      linalg::BatchMatmulTransposeAOp, linalg::BatchMatmulTransposeBOp,
      linalg::QuantizedBatchMatmulOp, linalg::BatchReduceMatmulOp,
      linalg::MatvecOp, linalg::VecmatOp, linalg::BatchMatvecOp,
      linalg::BatchVecmatOp, linalg::DotOp, linalg::Mmt4DOp,
      linalg::BatchMmt4DOp>(
      [&target](Operation *op) { return explainUnsupported(op, target); });
}
