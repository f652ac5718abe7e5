//===- Pooling.cpp - Window reductions to hlo.reduce_window ---------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts the structured ops that reduce windows of an input:
// pooling_{nwc,ncw,nhwc,nchw,ndhwc}_{sum,max,min} and the unsigned max/min
// forms, and any linalg.generic whose payload is `combine(out, x(in))` with
// `in` indexed by windows (`oh * stride + kh * dilation`). The second input
// of the named ops only gives the window's shape.
//
// They become hlo.reduce_window over `x(in)` (the sum's cast, the unsigned
// forms' fptoui; Payload.h): size 1 on the input's plain dimensions, the
// window's size, stride and window dilation (`rhs_dilate`) on the others,
// with `combine` as the reducer on 0-d arrays (so maxui goes through the
// arith patterns' unsigned comparison). The reduction starts from the
// combiner's identity (-inf for max, -0.0 for sum, ...) and is combined with
// the init unless the init is that identity or tensor.empty: a max pool
// whose output is filled with -inf is one reduce_window.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "Layout.h"
#include "Payload.h"

#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloMiscOps.h"
#include "xhlo/Dialect/Hlo/IR/HloReductionOps.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::linalg_to_hlo;

namespace {

/// A window reduction `combiner(out, element)`.
struct PoolPlan {
  WindowMaps windows;
  Operation *combiner;
  Value element;
};

} // namespace

static FailureOr<PoolPlan> analyzePooling(linalg::LinalgOp op, Reason &reason) {
  FailureOr<WindowMaps> windows = matchWindowMaps(op, reason);
  if (failed(windows))
    return failure();
  reason = "its payload is not `combine(out, x)` for one output, with "
           "`combine` an add, mul, min, max, and, or or xor and `x` read "
           "from the windowed input alone";
  if (op.getNumDpsInits() != 1)
    return failure();
  BlockArgument out = getPayloadArgument(op, op.getNumDpsInputs());
  Value yielded = op.getBlock()->getTerminator()->getOperand(0);
  Operation *combiner = yielded.getDefiningOp();
  if (!out || !out.hasOneUse() || !combiner ||
      combiner->getBlock() != op.getBlock() || !isReductionCombiner(combiner) ||
      !llvm::is_contained(combiner->getOperands(), out))
    return failure();
  Value element = combiner->getOperand(0) == out ? combiner->getOperand(1)
                                                 : combiner->getOperand(0);
  Dependences deps = getDependences(op, element);
  if (deps.readsOutput || deps.dims.any() || deps.operands.count() != 1 ||
      !deps.operands.test(windows->input))
    return failure();

  SmallVector<unsigned> outputDims =
      getMapDims(op.getMatchingIndexingMap(op.getDpsInitOperand(0)));
  for (std::optional<unsigned> plain : windows->plainDims)
    if (plain && !llvm::is_contained(outputDims, *plain)) {
      reason = "it reduces its windowed input along the loop d" +
               std::to_string(*plain) +
               ", which is not a window (hlo.reduce_window reduces windows "
               "only)";
      return failure();
    }
  for (unsigned dim : outputDims)
    if (!llvm::is_contained(windows->plainDims, dim) &&
        llvm::none_of(windows->dims, [&](auto window) {
          return window && window->output == dim;
        })) {
      reason = "its output loop d" + std::to_string(dim) +
               " does not index the windowed input";
      return failure();
    }
  return PoolPlan{*windows, combiner, element};
}

std::optional<Reason> linalg_to_hlo::explainPooling(linalg::LinalgOp op) {
  Reason reason;
  if (failed(analyzePooling(op, reason)))
    return reason;
  return std::nullopt;
}

namespace {

struct PoolingConversion : StructuredOpConversion<LinalgKind::Pooling> {
  using StructuredOpConversion::StructuredOpConversion;

  LogicalResult convert(linalg::LinalgOp op, ArrayRef<Value> operands,
                        ArrayRef<AffineMap> maps,
                        ConversionPatternRewriter &rewriter) const override {
    Reason reason;
    FailureOr<PoolPlan> plan = analyzePooling(op, reason);
    if (failed(plan))
      return rewriter.notifyMatchFailure(op, reason);
    const TypeConverter &typeConverter = *getTypeConverter();
    PayloadEvaluator evaluator(op, operands, maps, rewriter, typeConverter);
    ArrayRef<int64_t> loopSizes = evaluator.getLoopSizes();
    Location loc = op.getLoc();
    const WindowMaps &windows = plan->windows;

    evaluator.replaceOperand(
        windows.input,
        sliceToWindows(rewriter, loc, evaluator.getRawOperand(windows.input),
                       windows, loopSizes));
    Value input = evaluator.evaluateOnOperand(plan->element, windows.input);
    auto inputType = cast<RankedTensorType>(input.getType());
    SmallVector<int64_t> size, stride, dilation, resultShape;
    SmallVector<unsigned> resultDims;
    for (auto [i, window] : llvm::enumerate(windows.dims)) {
      if (window) {
        size.push_back(loopSizes[window->window]);
        stride.push_back(window->stride);
        dilation.push_back(window->dilation);
        resultDims.push_back(window->output);
      } else {
        size.push_back(1);
        stride.push_back(1);
        dilation.push_back(1);
        resultDims.push_back(*windows.plainDims[i]);
      }
      resultShape.push_back(loopSizes[resultDims.back()]);
    }

    Type element = inputType.getElementType();
    auto scalarType = RankedTensorType::get({}, element);
    Value init = rewriter.create<hlo::ConstantOp>(
        loc, DenseElementsAttr::get(
                 scalarType, getCombinerIdentity(plan->combiner, element)));
    auto reduce = rewriter.create<hlo::ReduceWindowOp>(
        loc, TypeRange{inputType.clone(resultShape)}, ValueRange{input},
        ValueRange{init},
        getWindowAttr(rewriter.getContext(), size, stride, dilation));
    unsigned initOperand = op.getDpsInitOperand(0)->getOperandNumber();
    buildReducerRegion(rewriter, typeConverter, loc, reduce.getToApply(),
                       getPayloadArgument(op, initOperand), plan->element,
                       plan->combiner, plan->combiner->getResult(0));

    Value result =
        relayout(rewriter, loc, reduce.getResult(0), resultDims,
                 getMapDims(op.getMatchingIndexingMap(op.getDpsInitOperand(0))),
                 loopSizes);
    rewriter.replaceOp(
        op, evaluator.combineWithInit(plan->combiner, initOperand, result));
    return success();
  }
};

} // namespace

void linalg_to_hlo::populatePoolingPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  patterns.add<PoolingConversion>(typeConverter, patterns.getContext());
  target.addConvertedOps<
      linalg::PoolingNwcSumOp, linalg::PoolingNcwSumOp, linalg::PoolingNwcMaxOp,
      linalg::PoolingNwcMaxUnsignedOp, linalg::PoolingNcwMaxOp,
      linalg::PoolingNwcMinOp, linalg::PoolingNwcMinUnsignedOp,
      linalg::PoolingNhwcSumOp, linalg::PoolingNchwSumOp,
      linalg::PoolingNhwcMaxOp, linalg::PoolingNhwcMaxUnsignedOp,
      linalg::PoolingNchwMaxOp, linalg::PoolingNhwcMinOp,
      linalg::PoolingNhwcMinUnsignedOp, linalg::PoolingNdhwcSumOp,
      linalg::PoolingNdhwcMaxOp, linalg::PoolingNdhwcMinOp>(
      [&target](Operation *op) { return explainUnsupported(op, target); });
}
