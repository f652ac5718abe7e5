//===- ChannelsLastConvolutions.cpp - aot-channels-last-convolutions ------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Gives every f32 hlo.convolution of 1 to 3 spatial dimensions channels-last
// operands (input and output [batch, spatial..., feature]) between a
// transpose of its input and one of its result back, then sinks transposes
// through elementwise ops and reduce_windows and cancels a transpose
// followed by its inverse: the activations between convolutions (bias,
// ReLU, max-pool) stay channels-last, and only the program's first input
// and last result are transposed. oneDNN's fast forward convolution
// (brgconv) computes on channels-last operands as they are (reordering only
// the kernel), where on channels-first ones it has only its gemm
// convolution, which first copies the input's patches (im2col).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Aot/Passes.h"
#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace xhlo {
#define GEN_PASS_DEF_AOTCHANNELSLASTCONVOLUTIONSPASS
#include "xhlo/Aot/Passes.h.inc"
} // namespace xhlo

using namespace mlir;
using namespace xhlo;

namespace {

bool isIdentity(ArrayRef<int64_t> permutation) {
  for (auto [i, dim] : llvm::enumerate(permutation))
    if (dim != static_cast<int64_t>(i))
      return false;
  return true;
}

/// `value` transposed by `permutation` (XLA's: result dimension i is the
/// operand's dimension permutation[i]), or `value` itself for the identity.
Value transpose(PatternRewriter &rewriter, Location loc, Value value,
                ArrayRef<int64_t> permutation) {
  if (isIdentity(permutation))
    return value;
  return rewriter.create<hlo::TransposeOp>(loc, value, permutation);
}

/// A static f32 tensor type, or null.
RankedTensorType staticF32(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape() || !tensor.getElementType().isF32())
    return nullptr;
  return tensor;
}

/// hlo.convolution (f32, 1 to 3 spatial dimensions) with channels-first or
/// other layouts: transpose(conv'(transpose(lhs), rhs)), conv' taking and
/// giving [batch, spatial..., feature]. The kernel keeps its layout.
struct ConvolutionToChannelsLast : OpRewritePattern<hlo::ConvolutionOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(hlo::ConvolutionOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType lhsType = staticF32(op.getLhs().getType()),
                     rhsType = staticF32(op.getRhs().getType()),
                     resultType = staticF32(op.getType());
    if (!lhsType || !rhsType || !resultType || op.getBatchGroupCount() != 1)
      return failure();
    hlo::ConvDimensionNumbersAttr dims = op.getDimLabels();
    int64_t s = dims.getInputSpatialDimensions().size();
    if (s < 1 || s > 3)
      return failure();
    SmallVector<int64_t> inPermutation = {dims.getInputBatchDimension()};
    llvm::append_range(inPermutation, dims.getInputSpatialDimensions());
    inPermutation.push_back(dims.getInputFeatureDimension());
    SmallVector<int64_t> outPermutation = {dims.getOutputBatchDimension()};
    llvm::append_range(outPermutation, dims.getOutputSpatialDimensions());
    outPermutation.push_back(dims.getOutputFeatureDimension());
    if (isIdentity(inPermutation) && isIdentity(outPermutation))
      return failure();

    Location loc = op.getLoc();
    Value lhs = transpose(rewriter, loc, op.getLhs(), inPermutation);
    SmallVector<int64_t> spatial =
        llvm::to_vector(llvm::seq<int64_t>(1, s + 1));
    auto channelsLast = hlo::ConvDimensionNumbersAttr::get(
        rewriter.getContext(), 0, s + 1, spatial,
        dims.getKernelInputFeatureDimension(),
        dims.getKernelOutputFeatureDimension(),
        dims.getKernelSpatialDimensions(), 0, s + 1, spatial);
    SmallVector<int64_t> shape;
    for (int64_t d : outPermutation)
      shape.push_back(resultType.getDimSize(d));
    auto conv = rewriter.create<hlo::ConvolutionOp>(
        loc, resultType.clone(shape), lhs, op.getRhs(), op.getWindow(),
        channelsLast, op.getFeatureGroupCount(), op.getBatchGroupCount(),
        op.getPrecisionConfigAttr());
    SmallVector<int64_t> back(outPermutation.size());
    for (auto [i, d] : llvm::enumerate(outPermutation))
      back[d] = i;
    rewriter.replaceOp(op, transpose(rewriter, loc, conv, back));
    return success();
  }
};

/// transpose(transpose(x, p), q) is transpose(x, p o q), or x.
struct ComposeTransposes : OpRewritePattern<hlo::TransposeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(hlo::TransposeOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getOperand().getDefiningOp<hlo::TransposeOp>();
    if (!inner)
      return failure();
    ArrayRef<int64_t> p = inner.getDimensions(), q = op.getDimensions();
    SmallVector<int64_t> composed;
    for (int64_t d : q)
      composed.push_back(p[d]);
    rewriter.replaceOp(
        op, transpose(rewriter, op.getLoc(), inner.getOperand(), composed));
    return success();
  }
};

/// The operand a sunk transpose needs in place of `value` (an operand of
/// an op whose transposed operands are transposed by `p`): the
/// transpose's operand, a splat constant or a broadcast in the operand's
/// layout; null when `value` is none of these.
Value untransposed(PatternRewriter &rewriter, Value value,
                   ArrayRef<int64_t> p) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> shape(type.getRank());
  for (auto [i, d] : llvm::enumerate(p))
    shape[d] = type.getDimSize(i);
  if (auto t = value.getDefiningOp<hlo::TransposeOp>())
    return t.getDimensions() == p ? t.getOperand() : Value();
  if (auto constant = value.getDefiningOp<hlo::ConstantOp>()) {
    auto splat = dyn_cast<SplatElementsAttr>(constant.getValue());
    if (!splat)
      return Value();
    return rewriter.create<hlo::ConstantOp>(
        constant.getLoc(),
        SplatElementsAttr::get(type.clone(shape),
                               splat.getSplatValue<Attribute>()));
  }
  if (auto broadcast = value.getDefiningOp<hlo::BroadcastOp>()) {
    // Operand dimension k went to result dimension dims[k], which is the
    // untransposed value's dimension p[dims[k]].
    SmallVector<int64_t> dims;
    for (int64_t d : broadcast.getDimensions())
      dims.push_back(p[d]);
    return rewriter.create<hlo::BroadcastOp>(
        broadcast.getLoc(), type.clone(shape), broadcast.getOperand(), dims);
  }
  return Value();
}

/// An elementwise op (no regions, every operand of the result's shape)
/// reading at least one transpose, whose other operands are transposes of
/// the same permutation, splat constants or broadcasts: the op on the
/// untransposed values, then one transpose. Each transpose read must have
/// no other use (it then goes away).
struct SinkTransposeThroughElementwise
    : OpTraitRewritePattern<OpTrait::Elementwise> {
  using OpTraitRewritePattern::OpTraitRewritePattern;
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!isa_and_nonnull<hlo::HloDialect>(op->getDialect()) ||
        op->getNumRegions() != 0 || op->getNumResults() != 1)
      return failure();
    auto resultType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!resultType || !resultType.hasStaticShape())
      return failure();
    std::optional<SmallVector<int64_t>> p;
    for (Value operand : op->getOperands()) {
      auto type = dyn_cast<RankedTensorType>(operand.getType());
      if (!type || type.getShape() != resultType.getShape())
        return failure();
      if (auto t = operand.getDefiningOp<hlo::TransposeOp>()) {
        if (!t->hasOneUse())
          return failure();
        if (!p)
          p = llvm::to_vector(t.getDimensions());
      }
    }
    if (!p)
      return failure();
    SmallVector<Value> operands;
    for (Value operand : op->getOperands()) {
      Value value = untransposed(rewriter, operand, *p);
      if (!value)
        return failure();
      operands.push_back(value);
    }
    OperationState state(op->getLoc(), op->getName());
    state.addOperands(operands);
    state.addTypes(resultType.clone(
        cast<RankedTensorType>(operands.front().getType()).getShape()));
    state.addAttributes(op->getAttrs());
    Operation *sunk = rewriter.create(state);
    rewriter.replaceOp(
        op, transpose(rewriter, op->getLoc(), sunk->getResult(0), *p));
    return success();
  }
};

/// A reduce_window of one transposed input (the transpose used only there):
/// the reduce_window of the untransposed input with its window's lists
/// permuted, then the transpose. Only when the dimensions whose window is
/// larger than 1 keep their order: the reducer then folds each window's
/// elements in the same order.
struct SinkTransposeThroughReduceWindow
    : OpRewritePattern<hlo::ReduceWindowOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(hlo::ReduceWindowOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getInputs().size() != 1)
      return failure();
    auto t = op.getInputs()[0].getDefiningOp<hlo::TransposeOp>();
    auto resultType = dyn_cast<RankedTensorType>(op.getType(0));
    if (!t || !t->hasOneUse() || !resultType || !resultType.hasStaticShape())
      return failure();
    ArrayRef<int64_t> p = t.getDimensions();
    hlo::WindowAttr window = op.getWindow();
    int64_t last = -1;
    for (auto [i, size] : llvm::enumerate(window.getSize())) {
      if (size == 1)
        continue;
      if (p[i] < last)
        return failure();
      last = p[i];
    }
    // List `values` (one per dimension of the transposed input, or empty:
    // XLA's default) per dimension of the untransposed one.
    auto permuted = [&](ArrayRef<int64_t> values) {
      SmallVector<int64_t> result(values.size());
      for (auto [i, v] : llvm::enumerate(values))
        result[p[i]] = v;
      return result;
    };
    auto newWindow = hlo::WindowAttr::get(
        rewriter.getContext(), permuted(window.getSize()),
        permuted(window.getStride()), permuted(window.getPadLow()),
        permuted(window.getPadHigh()), permuted(window.getLhsDilate()),
        permuted(window.getRhsDilate()), permuted(window.getRhsReversal()));
    SmallVector<int64_t> shape(resultType.getRank());
    for (auto [i, d] : llvm::enumerate(p))
      shape[d] = resultType.getDimSize(i);
    auto reduce = rewriter.create<hlo::ReduceWindowOp>(
        op.getLoc(), TypeRange{resultType.clone(shape)},
        ValueRange{t.getOperand()}, op.getInitValues(), newWindow);
    rewriter.inlineRegionBefore(op.getToApply(), reduce.getToApply(),
                                reduce.getToApply().end());
    rewriter.replaceOp(
        op, transpose(rewriter, op.getLoc(), reduce.getResult(0), p));
    return success();
  }
};

struct AotChannelsLastConvolutionsPass
    : xhlo::impl::AotChannelsLastConvolutionsPassBase<
          AotChannelsLastConvolutionsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<ConvolutionToChannelsLast, ComposeTransposes,
                 SinkTransposeThroughReduceWindow>(&getContext());
    patterns.add<SinkTransposeThroughElementwise>(&getContext());
    if (failed(
            applyPatternsAndFoldGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
