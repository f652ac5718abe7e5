//===- Convolution.cpp - Convolutions to hlo.convolution ------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts the structured ops that compute `out + lhs(in) *
// rhs(filter)` where `in` is indexed by windows (`oh * stride + kh *
// dilation`): conv_1d/2d/3d, conv_*_nwc/nhwc/ndhwc/ncw/nchw/ncdhw in every
// filter layout, the grouped ngchw forms, depthwise_conv_* (with and
// without channel multiplier) and the quantized `_q` forms (their zero
// points are subtracted from each factor first, Payload.h), and any
// linalg.generic of that form.
//
// Each loop has a role given by the operands it indexes: batch (input and
// output), group (all three: grouped and depthwise convolutions), input
// feature (input and filter), output feature (filter and output, the
// channel multiplier of depthwise), or a spatial pair (output image and
// window). hlo.convolution wants one dimension per role, so each operand is
// reshaped to merge group and feature (group major, which is how XLA splits
// `feature_group_count` groups) and to insert a size-1 dimension for a
// missing role (conv_2d has no batch or feature); a transpose comes first
// only when the roles' dimensions are not already adjacent in that order
// (conv_2d_ngchw_fgchw's filter). dim_labels then name the operands' own
// layouts, so nhwc_hwcf becomes `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`
// with no data movement. Strides and dilations are the window's `stride`
// and `rhs_dilate`; linalg has no padding (the input is padded by a
// tensor.pad first), and an input larger than the windows reach is sliced.
// The init is added unless it is zero.
//
// The winograd transforms are refused: they are tiles of a convolution
// rewritten for loops, with no hlo counterpart; convert the convolution
// before that rewrite.
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

//===----------------------------------------------------------------------===//
// Analysis
//===----------------------------------------------------------------------===//

namespace {

/// The roles of a convolution's loops.
struct ConvPlan {
  MulAddPayload payload;
  WindowMaps windows;
  /// The operands, and the payload factor read from each.
  unsigned input, filter;
  Value inputFactor, filterFactor;
  /// The loops of each role, if present.
  std::optional<unsigned> batch, group, inputFeature, outputFeature;
};

} // namespace

static FailureOr<ConvPlan> analyzeConvolution(linalg::LinalgOp op,
                                              Reason &reason) {
  FailureOr<MulAddPayload> payload = matchMulAdd(op, reason);
  if (failed(payload))
    return failure();
  FailureOr<WindowMaps> windows = matchWindowMaps(op, reason);
  if (failed(windows))
    return failure();
  ConvPlan plan{*payload, *windows, windows->input, 0, {}, {}, {}, {}, {}, {}};
  if (payload->lhsOperand == plan.input) {
    plan.filter = payload->rhsOperand;
    plan.inputFactor = payload->lhs;
    plan.filterFactor = payload->rhs;
  } else if (payload->rhsOperand == plan.input) {
    plan.filter = payload->lhsOperand;
    plan.inputFactor = payload->rhs;
    plan.filterFactor = payload->lhs;
  } else {
    reason = "its windowed input #" + std::to_string(plan.input) +
             " is not a factor of its multiply-accumulate";
    return failure();
  }
  AffineMap filterMap =
      op.getMatchingIndexingMap(&op->getOpOperand(plan.filter));
  if (!filterMap.isProjectedPermutation()) {
    reason = "its filter (operand #" + std::to_string(plan.filter) +
             ") is not indexed by a projected permutation";
    return failure();
  }
  SmallVector<unsigned> filterDims = getMapDims(filterMap);
  SmallVector<unsigned> outputDims =
      getMapDims(op.getMatchingIndexingMap(op.getDpsInitOperand(0)));

  for (unsigned dim : llvm::seq(0u, op.getNumLoops())) {
    bool isSpatial = llvm::any_of(windows->dims, [&](auto window) {
      return window && (window->output == dim || window->window == dim);
    });
    if (isSpatial) {
      bool inFilter = llvm::is_contained(filterDims, dim);
      bool isWindow = llvm::any_of(windows->dims, [&](auto window) {
        return window && window->window == dim;
      });
      if (isWindow != inFilter) {
        reason = "its window loop d" + std::to_string(dim) +
                 " does not index the filter alone";
        return failure();
      }
      continue;
    }
    bool inInput = llvm::is_contained(windows->plainDims, dim);
    bool inFilter = llvm::is_contained(filterDims, dim);
    bool inOutput = llvm::is_contained(outputDims, dim);
    std::optional<unsigned> *role = nullptr;
    if (inInput && !inFilter && inOutput)
      role = &plan.batch;
    else if (inInput && inFilter && inOutput)
      role = &plan.group;
    else if (inInput && inFilter && !inOutput)
      role = &plan.inputFeature;
    else if (!inInput && inFilter && inOutput)
      role = &plan.outputFeature;
    if (!role || *role) {
      reason = "its loop d" + std::to_string(dim) +
               (role ? " has the same role (batch, group, input or output "
                       "feature) as another loop; hlo.convolution has one "
                       "dimension per role"
                     : " indexes neither two of input, filter and output "
                       "as a batch, group or feature dimension, nor a "
                       "window");
      return failure();
    }
    *role = dim;
  }
  return plan;
}

std::optional<Reason> linalg_to_hlo::explainConvolution(linalg::LinalgOp op) {
  Reason reason;
  if (failed(analyzeConvolution(op, reason)))
    return reason;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Operand layouts
//===----------------------------------------------------------------------===//

namespace {

/// How an operand becomes one dimension per role: a transpose, then a
/// reshape that merges each role's dimensions and appends size-1 dimensions
/// for the roles it lacks.
struct Arrangement {
  SmallVector<int64_t> permutation;
  SmallVector<int64_t> transposedShape;
  SmallVector<int64_t> shape;
  /// Per role, its dimension in `shape`.
  SmallVector<int64_t> positions;
};

} // namespace

/// Arranges an array of `shape` whose dimensions stand for `tokens` into one
/// dimension per role of `roles` (each the ordered list of its tokens).
static Arrangement arrange(ArrayRef<int64_t> shape, ArrayRef<int64_t> tokens,
                           ArrayRef<SmallVector<int64_t>> roles) {
  auto positionOf = [&](int64_t token) {
    return int64_t(llvm::find(tokens, token) - tokens.begin());
  };
  bool adjacent = llvm::all_of(roles, [&](ArrayRef<int64_t> role) {
    for (size_t i = 1; i < role.size(); ++i)
      if (positionOf(role[i]) != positionOf(role[i - 1]) + 1)
        return false;
    return true;
  });
  Arrangement result;
  // Without adjacency: the roles' dimensions together, roles in the order
  // of their first dimension.
  SmallVector<unsigned> order;
  for (unsigned role : llvm::seq(0u, unsigned(roles.size())))
    if (!roles[role].empty())
      order.push_back(role);
  auto firstPosition = [&](unsigned role) {
    int64_t first = positionOf(roles[role].front());
    for (int64_t token : roles[role])
      first = std::min(first, positionOf(token));
    return first;
  };
  llvm::sort(order, [&](unsigned a, unsigned b) {
    return firstPosition(a) < firstPosition(b);
  });
  if (adjacent) {
    result.permutation = llvm::to_vector(llvm::seq<int64_t>(0, shape.size()));
  } else {
    for (unsigned role : order)
      for (int64_t token : roles[role])
        result.permutation.push_back(positionOf(token));
  }
  for (int64_t source : result.permutation)
    result.transposedShape.push_back(shape[source]);

  result.positions.assign(roles.size(), -1);
  for (unsigned role : order) {
    int64_t size = 1;
    for (int64_t token : roles[role])
      size *= shape[positionOf(token)];
    result.positions[role] = result.shape.size();
    result.shape.push_back(size);
  }
  // Roles are merged in the order they appear, which is `order` once the
  // transposition (if any) is done.
  for (auto [role, position] : llvm::enumerate(result.positions))
    if (position < 0) {
      position = result.shape.size();
      result.shape.push_back(1);
    }
  return result;
}

namespace {

struct ConvolutionConversion : StructuredOpConversion<LinalgKind::Convolution> {
  using StructuredOpConversion::StructuredOpConversion;

  LogicalResult convert(linalg::LinalgOp op, ArrayRef<Value> operands,
                        ArrayRef<AffineMap> maps,
                        ConversionPatternRewriter &rewriter) const override {
    Reason reason;
    FailureOr<ConvPlan> plan = analyzeConvolution(op, reason);
    if (failed(plan))
      return rewriter.notifyMatchFailure(op, reason);
    PayloadEvaluator evaluator(op, operands, maps, rewriter,
                               *getTypeConverter());
    ArrayRef<int64_t> loopSizes = evaluator.getLoopSizes();
    Location loc = op.getLoc();
    const WindowMaps &windows = plan->windows;
    unsigned numLoops = op.getNumLoops();

    // Tokens: a loop dimension, or numLoops + i for spatial pair i (the
    // windowed input dimension).
    SmallVector<WindowDim> spatial;
    SmallVector<int64_t> inputTokens;
    for (auto [window, plain] : llvm::zip(windows.dims, windows.plainDims)) {
      if (window) {
        inputTokens.push_back(numLoops + spatial.size());
        spatial.push_back(*window);
      } else {
        inputTokens.push_back(*plain);
      }
    }
    auto toTokens = [](ArrayRef<unsigned> dims) {
      return llvm::map_to_vector(dims, [](unsigned d) { return int64_t(d); });
    };
    auto roleOf = [](ArrayRef<std::optional<unsigned>> dims) {
      SmallVector<int64_t> role;
      for (std::optional<unsigned> dim : dims)
        if (dim)
          role.push_back(*dim);
      return role;
    };
    // Roles: batch or input feature or output feature, feature, spatial...
    SmallVector<SmallVector<int64_t>> inputRoles = {
        roleOf({plan->batch}), roleOf({plan->group, plan->inputFeature})};
    SmallVector<SmallVector<int64_t>> filterRoles = {
        roleOf({plan->inputFeature}),
        roleOf({plan->group, plan->outputFeature})};
    SmallVector<SmallVector<int64_t>> outputRoles = {
        roleOf({plan->batch}), roleOf({plan->group, plan->outputFeature})};
    SmallVector<int64_t> size, stride, dilation;
    for (auto [i, window] : llvm::enumerate(spatial)) {
      inputRoles.push_back({int64_t(numLoops + i)});
      filterRoles.push_back({int64_t(window.window)});
      outputRoles.push_back({int64_t(window.output)});
      size.push_back(loopSizes[window.window]);
      stride.push_back(window.stride);
      dilation.push_back(window.dilation);
    }

    evaluator.replaceOperand(
        plan->input,
        sliceToWindows(rewriter, loc, evaluator.getRawOperand(plan->input),
                       windows, loopSizes));
    Value input = evaluator.evaluateOnOperand(plan->inputFactor, plan->input);
    Value filter =
        evaluator.evaluateOnOperand(plan->filterFactor, plan->filter);
    auto shapeOf = [](Value value) {
      return cast<RankedTensorType>(value.getType()).getShape();
    };
    SmallVector<unsigned> outputDims =
        getMapDims(op.getMatchingIndexingMap(op.getDpsInitOperand(0)));
    SmallVector<int64_t> outputShape = getLoopShape(outputDims, loopSizes);
    Arrangement inputLayout = arrange(shapeOf(input), inputTokens, inputRoles);
    Arrangement filterLayout =
        arrange(shapeOf(filter),
                toTokens(getMapDims(op.getMatchingIndexingMap(
                    &op->getOpOperand(plan->filter)))),
                filterRoles);
    Arrangement outputLayout =
        arrange(outputShape, toTokens(outputDims), outputRoles);
    auto apply = [&](Value value, const Arrangement &layout) {
      value = transpose(rewriter, loc, value, layout.permutation);
      return reshape(rewriter, loc, value, layout.shape);
    };
    input = apply(input, inputLayout);
    filter = apply(filter, filterLayout);

    auto spatialOf = [](const Arrangement &layout) {
      return ArrayRef<int64_t>(layout.positions).drop_front(2);
    };
    auto dimLabels = hlo::ConvDimensionNumbersAttr::get(
        rewriter.getContext(), inputLayout.positions[0],
        inputLayout.positions[1], spatialOf(inputLayout),
        filterLayout.positions[0], filterLayout.positions[1],
        spatialOf(filterLayout), outputLayout.positions[0],
        outputLayout.positions[1], spatialOf(outputLayout));
    Type element = cast<RankedTensorType>(input.getType()).getElementType();
    int64_t groups = plan->group ? loopSizes[*plan->group] : 1;
    Value result = rewriter.create<hlo::ConvolutionOp>(
        loc, RankedTensorType::get(outputLayout.shape, element), input, filter,
        getWindowAttr(rewriter.getContext(), size, stride, dilation), dimLabels,
        groups, /*batch_group_count=*/1, nullptr);

    // Back to the output's layout.
    result = reshape(rewriter, loc, result, outputLayout.transposedShape);
    SmallVector<int64_t> inverse(outputLayout.permutation.size());
    for (auto [i, source] : llvm::enumerate(outputLayout.permutation))
      inverse[source] = i;
    result = transpose(rewriter, loc, result, inverse);
    rewriter.replaceOp(op, evaluator.combineWithInit(
                               plan->payload.add,
                               op.getDpsInitOperand(0)->getOperandNumber(),
                               result));
    return success();
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Winograd transforms
//===----------------------------------------------------------------------===//

static std::optional<Reason> explainWinograd(Operation *) {
  return Reason("the winograd transforms are tiles of a convolution "
                "rewritten for loop code and have no hlo counterpart; "
                "convert the convolution before that rewrite");
}

void linalg_to_hlo::populateConvolutionPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  patterns.add<ConvolutionConversion>(typeConverter, patterns.getContext());
  target.addConvertedOps<
      linalg::Conv1DOp, linalg::Conv2DOp, linalg::Conv3DOp,
      linalg::Conv1DNwcWcfOp, linalg::Conv1DNcwFcwOp, linalg::Conv2DNhwcHwcfOp,
      linalg::Conv2DNhwcFhwcOp, linalg::Conv2DNhwcHwcfQOp,
      linalg::Conv2DNhwcFhwcQOp, linalg::Conv2DNchwFchwOp,
      linalg::Conv2DNgchwFgchwOp, linalg::Conv2DNgchwGfchwOp,
      linalg::Conv2DNgchwGfchwQOp, linalg::Conv3DNdhwcDhwcfOp,
      linalg::Conv3DNdhwcDhwcfQOp, linalg::Conv3DNcdhwFcdhwOp,
      linalg::DepthwiseConv1DNwcWcOp, linalg::DepthwiseConv1DNcwCwOp,
      linalg::DepthwiseConv1DNwcWcmOp, linalg::DepthwiseConv2DNhwcHwcOp,
      linalg::DepthwiseConv2DNchwChwOp, linalg::DepthwiseConv2DNhwcHwcQOp,
      linalg::DepthwiseConv2DNhwcHwcmOp, linalg::DepthwiseConv2DNhwcHwcmQOp,
      linalg::DepthwiseConv3DNdhwcDhwcOp, linalg::DepthwiseConv3DNcdhwCdhwOp,
      linalg::DepthwiseConv3DNdhwcDhwcmOp>(
      [&target](Operation *op) { return explainUnsupported(op, target); });
  target.addConvertedOps<linalg::WinogradFilterTransformOp,
                         linalg::WinogradInputTransformOp,
                         linalg::WinogradOutputTransformOp>(explainWinograd);
}
