//===- ContractionRules.cpp - Adjoint rules of the contraction ops --------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The derivatives of dot, convolution, the batch-norm ops, cholesky,
// triangular-solve and fft, after JAX's transpose rules
// (jax/_src/lax/lax.py, convolution.py, linalg.py, fft.py):
//
// - dot: the adjoint of each operand is a dot of the result's adjoint with
//   the other operand over its free dimensions, transposed back to the
//   operand's dimension order.
// - convolution: the input's adjoint is a convolution of the result's
//   adjoint with the kernel reversed in space and with its feature
//   dimensions swapped (strides become base dilation, base dilation
//   becomes strides); the kernel's adjoint is a convolution of the input
//   with the result's adjoint as kernel, batch and feature roles swapped
//   (window dilation and strides trade places). Feature groups of the
//   forward op become batch groups of the kernel's adjoint and the other
//   way round; the group axis of the kernel moves into its input feature
//   dimension for the input's adjoint. Window reversal in the forward op
//   cancels the kernel reversal of the input's adjoint and reverses the
//   kernel's adjoint.
// - batch_norm_training: batch_norm_grad, plus the terms of the mean and
//   variance results; batch_norm_inference: the elementwise formulas.
// - cholesky and triangular_solve: the reverse-mode formulas of the lower
//   factor (Murray, arXiv:1602.07527) and of the solve (triangular solves
//   and matrix products), the adjoints masked to the triangle the op reads;
//   real matrices only (complex ones are a located error).
// - fft: FFT and IFFT are their own transposes; RFFT and IRFFT after JAX's
//   _rfft_transpose and _irfft_transpose.
//
// Complex values follow JAX's convention: the rules transpose the linear
// maps without conjugating (as the elementwise rules do).
//
//===----------------------------------------------------------------------===//

#include "AdjointRules.h"

#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceContraction.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"

#include <numeric>

using namespace mlir;
using namespace xhlo::hlo;
using namespace xhlo::hlo::autodiff;

namespace {

/// `x` converted to the element type `element` (itself when it has it).
Value convertElement(OpBuilder &b, Location loc, Value x, Type element) {
  auto type = cast<RankedTensorType>(x.getType());
  if (type.getElementType() == element)
    return x;
  return b.create<ConvertOp>(loc, type.clone(element), x);
}

/// 0, 1, ..., n - 1.
SmallVector<int64_t> iotaList(int64_t n) {
  SmallVector<int64_t> list(n);
  std::iota(list.begin(), list.end(), 0);
  return list;
}

bool hasNoElements(Value v) {
  return cast<RankedTensorType>(v.getType()).getNumElements() == 0;
}

//===----------------------------------------------------------------------===//
// Dot
//===----------------------------------------------------------------------===//

/// The dimensions of an operand of rank `rank` that are neither batch nor
/// contracting, in order.
SmallVector<int64_t> freeDims(int64_t rank, ArrayRef<int64_t> batch,
                              ArrayRef<int64_t> contracting) {
  SmallVector<int64_t> free;
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(batch, d) && !llvm::is_contained(contracting, d))
      free.push_back(d);
  return free;
}

/// The adjoint of one dot operand (`self`, with dimension numbers
/// `selfBatch`, `selfContracting`) from the result's adjoint `ct` and the
/// other operand: dot(ct, other) over the other operand's free dimensions,
/// transposed to `self`'s order and converted to its element type.
/// `selfFreeFirst` says whether self's free dimensions come first in the
/// result (self is the lhs).
FailureOr<Value> dotOperandAdjoint(OpBuilder &b, Location loc, Value ct,
                                   Value self, Value other,
                                   ArrayRef<int64_t> selfBatch,
                                   ArrayRef<int64_t> selfContracting,
                                   ArrayRef<int64_t> otherBatch,
                                   ArrayRef<int64_t> otherContracting,
                                   bool selfFreeFirst) {
  auto selfType = cast<RankedTensorType>(self.getType());
  auto otherType = cast<RankedTensorType>(other.getType());
  auto ctType = cast<RankedTensorType>(ct.getType());
  SmallVector<int64_t> selfFree =
      freeDims(selfType.getRank(), selfBatch, selfContracting);
  SmallVector<int64_t> otherFree =
      freeDims(otherType.getRank(), otherBatch, otherContracting);
  int64_t numBatch = selfBatch.size();
  // The result's dimensions: batch, lhs free, rhs free.
  int64_t otherFreeStart =
      selfFreeFirst ? numBatch + selfFree.size() : numBatch;
  SmallVector<int64_t> ctBatch = iotaList(numBatch);
  SmallVector<int64_t> ctContracting;
  for (size_t i = 0; i < otherFree.size(); ++i)
    ctContracting.push_back(otherFreeStart + i);
  auto dims = DotDimensionNumbersAttr::get(
      b.getContext(), ctBatch, ctContracting, otherBatch, otherFree);
  SmallVector<int64_t> shape;
  if (failed(inferDotShape(ctType, otherType, dims, loc, shape)))
    return failure();
  Type element = getHigherPrecisionElementType(ctType.getElementType(),
                                               otherType.getElementType());
  Value product = b.create<DotOp>(loc, RankedTensorType::get(shape, element),
                                  ct, other, dims, ArrayAttr());
  // The product's dimensions are self's batch dimensions, self's free
  // dimensions (in order), then the other operand's remaining (contracting)
  // dimensions in increasing order, each paired with one of self's
  // contracting dimensions.
  SmallVector<int64_t> order(selfBatch);
  llvm::append_range(order, selfFree);
  SmallVector<int64_t> byOther = iotaList(otherContracting.size());
  llvm::sort(byOther, [&](int64_t x, int64_t y) {
    return otherContracting[x] < otherContracting[y];
  });
  for (int64_t k : byOther)
    order.push_back(selfContracting[k]);
  Value adjoint = createTranspose(b, loc, product, invertPermutation(order));
  return convertElement(b, loc, adjoint, selfType.getElementType());
}

LogicalResult dotRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct)
    return success();
  auto dot = cast<DotOp>(op);
  DotDimensionNumbersAttr dims = dot.getDotDimensionNumbers();
  OpBuilder &b = ctx.getBuilder();
  Location loc = op->getLoc();
  Value lhs = dot.getLhs(), rhs = dot.getRhs();
  if (ctx.isOperandActive(0)) {
    FailureOr<Value> adjoint =
        dotOperandAdjoint(b, loc, ct, lhs, rhs, dims.getLhsBatchDims(),
                          dims.getLhsContractingDims(), dims.getRhsBatchDims(),
                          dims.getRhsContractingDims(), /*selfFreeFirst=*/true);
    if (failed(adjoint))
      return op->emitOpError("cannot differentiate with respect to the lhs");
    ctx.addOperandAdjoint(0, *adjoint);
  }
  if (ctx.isOperandActive(1)) {
    FailureOr<Value> adjoint = dotOperandAdjoint(
        b, loc, ct, rhs, lhs, dims.getRhsBatchDims(),
        dims.getRhsContractingDims(), dims.getLhsBatchDims(),
        dims.getLhsContractingDims(), /*selfFreeFirst=*/false);
    if (failed(adjoint))
      return op->emitOpError("cannot differentiate with respect to the rhs");
    ctx.addOperandAdjoint(1, *adjoint);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Convolution
//===----------------------------------------------------------------------===//

/// JAX's _reshape_axis_out_of + _reshape_axis_into: splits dimension `src`
/// of `x` into [groups, size / groups] and merges the `groups` part into
/// dimension `dst` as its major part (dst's size becomes groups * size).
Value moveGroupsInto(OpBuilder &b, Location loc, Value x, int64_t src,
                     int64_t dst, int64_t groups) {
  auto type = cast<RankedTensorType>(x.getType());
  ArrayRef<int64_t> shape = type.getShape();
  int64_t rank = type.getRank();
  // Split: dimension src becomes [groups, shape[src] / groups].
  SmallVector<int64_t> split;
  for (int64_t d = 0; d < rank; ++d) {
    if (d == src) {
      split.push_back(groups);
      split.push_back(shape[d] / groups);
    } else {
      split.push_back(shape[d]);
    }
  }
  Value splitValue = createReshape(b, loc, x, type.clone(split));
  // Where dimension d of x is in the split array (src: its minor part).
  auto mapped = [&](int64_t d) { return d <= src ? d : d + 1; };
  int64_t groupAxis = src;
  SmallVector<int64_t> permutation;
  SmallVector<int64_t> merged;
  for (int64_t d = 0; d < rank; ++d) {
    if (d == dst) {
      permutation.push_back(groupAxis);
      permutation.push_back(d == src ? src + 1 : mapped(d));
      merged.push_back(groups * (d == src ? shape[d] / groups : shape[d]));
    } else if (d == src) {
      permutation.push_back(src + 1);
      merged.push_back(shape[d] / groups);
    } else {
      permutation.push_back(mapped(d));
      merged.push_back(shape[d]);
    }
  }
  Value transposed = createTranspose(b, loc, splitValue, permutation);
  return createReshape(b, loc, transposed, type.clone(merged));
}

/// Builds a convolution whose result type is inferred (element type
/// `element`); fails with an error at `op` when the shapes do not work out.
FailureOr<Value> createConvolution(OpBuilder &b, Operation *op, Value lhs,
                                   Value rhs, WindowAttr window,
                                   ConvDimensionNumbersAttr dims,
                                   int64_t featureGroups, int64_t batchGroups,
                                   Type element) {
  SmallVector<int64_t> shape;
  if (failed(inferConvolutionShape(lhs.getType(), rhs.getType(), window, dims,
                                   featureGroups, batchGroups, op->getLoc(),
                                   shape)))
    return failure();
  return b
      .create<ConvolutionOp>(
          op->getLoc(), RankedTensorType::get(shape, element), lhs, rhs, window,
          dims, featureGroups, batchGroups, ArrayAttr())
      .getResult();
}

LogicalResult convolutionRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct)
    return success();
  auto conv = cast<ConvolutionOp>(op);
  bool lhsActive = ctx.isOperandActive(0), rhsActive = ctx.isOperandActive(1);
  if (!lhsActive && !rhsActive)
    return success();
  OpBuilder &b = ctx.getBuilder();
  Location loc = op->getLoc();
  MLIRContext *context = b.getContext();
  Value lhs = conv.getLhs(), rhs = conv.getRhs();
  auto lhsType = cast<RankedTensorType>(lhs.getType());
  auto rhsType = cast<RankedTensorType>(rhs.getType());
  auto ctType = cast<RankedTensorType>(ct.getType());
  // Nothing flows through an empty convolution.
  if (hasNoElements(ct) || hasNoElements(lhs) || hasNoElements(rhs))
    return success();

  WindowAttr window = conv.getWindow();
  ConvDimensionNumbersAttr dn = conv.getDimLabels();
  int64_t featureGroups = conv.getFeatureGroupCount();
  int64_t batchGroups = conv.getBatchGroupCount();
  if (featureGroups > 1 && batchGroups > 1)
    return op->emitOpError("cannot differentiate a convolution with both "
                           "feature_group_count and batch_group_count above 1");
  ArrayRef<int64_t> inSpatial = dn.getInputSpatialDimensions();
  ArrayRef<int64_t> kSpatial = dn.getKernelSpatialDimensions();
  ArrayRef<int64_t> outSpatial = dn.getOutputSpatialDimensions();
  size_t numSpatial = inSpatial.size();

  // Per spatial dimension: the dilated input, kernel and output sizes.
  SmallVector<int64_t> kernelSize, stride, padLow, lhsDilate, rhsDilate;
  SmallVector<int64_t> lhsDilated, rhsDilated, outDilated, outSize;
  SmallVector<int64_t> reversed, notReversed;
  for (size_t s = 0; s < numSpatial; ++s) {
    kernelSize.push_back(rhsType.getDimSize(kSpatial[s]));
    stride.push_back(window.getStrideAt(s));
    padLow.push_back(window.getPadLowAt(s));
    lhsDilate.push_back(window.getLhsDilateAt(s));
    rhsDilate.push_back(window.getRhsDilateAt(s));
    lhsDilated.push_back(
        dilatedSize(lhsType.getDimSize(inSpatial[s]), lhsDilate.back()));
    rhsDilated.push_back(dilatedSize(kernelSize.back(), rhsDilate.back()));
    outSize.push_back(ctType.getDimSize(outSpatial[s]));
    outDilated.push_back(dilatedSize(outSize.back(), stride.back()));
    (window.getRhsReversalAt(s) ? reversed : notReversed)
        .push_back(kSpatial[s]);
  }
  // Both operands of each convolution get one element type (the higher
  // precision one); the adjoints are converted to the operands' types.
  Type element = getHigherPrecisionElementType(lhsType.getElementType(),
                                               rhsType.getElementType());
  element = getHigherPrecisionElementType(element, ctType.getElementType());
  Value ctValue = convertElement(b, loc, ct, element);

  if (lhsActive) {
    // JAX's _conv_general_dilated_transpose_lhs.
    Value kernel = convertElement(b, loc, rhs, element);
    int64_t groups = std::max(featureGroups, batchGroups);
    if (groups > 1)
      kernel =
          moveGroupsInto(b, loc, kernel, dn.getKernelOutputFeatureDimension(),
                         dn.getKernelInputFeatureDimension(), groups);
    // The forward op reverses the reversed dimensions already: reversing
    // them again cancels.
    if (!notReversed.empty())
      kernel =
          b.create<ReverseOp>(loc, kernel, b.getDenseI64ArrayAttr(notReversed));
    SmallVector<int64_t> padBefore, padAfter;
    for (size_t s = 0; s < numSpatial; ++s) {
      padBefore.push_back(rhsDilated[s] - padLow[s] - 1);
      padAfter.push_back(lhsDilated[s] + rhsDilated[s] - 1 - outDilated[s] -
                         padBefore[s]);
    }
    auto transWindow =
        getWindow(context, kernelSize, /*stride=*/lhsDilate, padBefore,
                  padAfter, /*lhsDilate=*/stride, rhsDilate);
    auto transDims = ConvDimensionNumbersAttr::get(
        context, dn.getOutputBatchDimension(), dn.getOutputFeatureDimension(),
        outSpatial, dn.getKernelOutputFeatureDimension(),
        dn.getKernelInputFeatureDimension(), kSpatial,
        dn.getInputBatchDimension(), dn.getInputFeatureDimension(), inSpatial);
    FailureOr<Value> adjoint =
        createConvolution(b, op, ctValue, kernel, transWindow, transDims,
                          groups, /*batchGroups=*/1, element);
    if (failed(adjoint))
      return op->emitOpError(
          "cannot differentiate with respect to the input: the transposed "
          "convolution is invalid");
    Value result = *adjoint;
    if (batchGroups > 1)
      result = moveGroupsInto(b, loc, result, dn.getInputFeatureDimension(),
                              dn.getInputBatchDimension(), batchGroups);
    result = convertElement(b, loc, result, lhsType.getElementType());
    if (result.getType() != lhsType)
      return op->emitOpError("cannot differentiate with respect to the "
                             "input: the transposed convolution gives ")
             << result.getType() << ", not " << lhsType;
    ctx.addOperandAdjoint(0, result);
  }

  if (rhsActive) {
    // JAX's _conv_general_dilated_transpose_rhs.
    Value input = convertElement(b, loc, lhs, element);
    int64_t transFeatureGroups = 1, transBatchGroups = 1;
    if (batchGroups > 1)
      transFeatureGroups = batchGroups;
    else if (featureGroups > 1)
      transBatchGroups = featureGroups;
    SmallVector<int64_t> padHigh;
    for (size_t s = 0; s < numSpatial; ++s)
      padHigh.push_back(outDilated[s] - lhsDilated[s] + rhsDilated[s] -
                        padLow[s] - 1);
    auto transWindow = getWindow(context, outSize, /*stride=*/rhsDilate, padLow,
                                 padHigh, lhsDilate, /*rhsDilate=*/stride);
    auto transDims = ConvDimensionNumbersAttr::get(
        context, dn.getInputFeatureDimension(), dn.getInputBatchDimension(),
        inSpatial, dn.getOutputBatchDimension(), dn.getOutputFeatureDimension(),
        outSpatial, dn.getKernelInputFeatureDimension(),
        dn.getKernelOutputFeatureDimension(), kSpatial);
    FailureOr<Value> adjoint =
        createConvolution(b, op, input, ctValue, transWindow, transDims,
                          transFeatureGroups, transBatchGroups, element);
    if (failed(adjoint))
      return op->emitOpError(
          "cannot differentiate with respect to the kernel: the transposed "
          "convolution is invalid");
    Value result = *adjoint;
    if (!reversed.empty())
      result =
          b.create<ReverseOp>(loc, result, b.getDenseI64ArrayAttr(reversed));
    result = convertElement(b, loc, result, rhsType.getElementType());
    if (result.getType() != rhsType)
      return op->emitOpError("cannot differentiate with respect to the "
                             "kernel: the transposed convolution gives ")
             << result.getType() << ", not " << rhsType;
    ctx.addOperandAdjoint(1, result);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Batch normalization
//===----------------------------------------------------------------------===//

/// The dimensions of a rank `rank` array other than `feature`.
SmallVector<int64_t> allBut(int64_t rank, int64_t feature) {
  SmallVector<int64_t> dims;
  for (int64_t d = 0; d < rank; ++d)
    if (d != feature)
      dims.push_back(d);
  return dims;
}

LogicalResult batchNormTrainingRule(Operation *op, ReverseContext &ctx) {
  auto bn = cast<BatchNormTrainingOp>(op);
  Value gy = ctx.getResultAdjoint(0);
  Value gMean = ctx.getResultAdjoint(1);
  Value gVar = ctx.getResultAdjoint(2);
  if (!gy && !gMean && !gVar)
    return success();
  Emitter e{ctx.getBuilder(), op->getLoc()};
  Value x = bn.getOperand();
  auto xType = cast<RankedTensorType>(x.getType());
  int64_t feature = bn.getFeatureIndex();
  if (gy) {
    auto grad = e.b.create<BatchNormGradOp>(
        e.loc, x, bn.getScale(), bn.getBatchMean(), bn.getBatchVar(), gy,
        bn.getEpsilonAttr(), bn.getFeatureIndexAttr());
    if (ctx.isOperandActive(0))
      ctx.addOperandAdjoint(0, grad.getGradOperand());
    if (ctx.isOperandActive(1))
      ctx.addOperandAdjoint(1, grad.getGradScale());
    if (ctx.isOperandActive(2))
      ctx.addOperandAdjoint(2, grad.getGradOffset());
  }
  int64_t perFeature = xType.getDimSize(feature) == 0
                           ? 0
                           : xType.getNumElements() / xType.getDimSize(feature);
  if (!ctx.isOperandActive(0) || perFeature == 0)
    return success();
  // mean = sum(x) / N: d mean / dx = 1 / N; var = sum((x - mean)^2) / N:
  // d var / dx = 2 (x - mean) / N (the mean's own term sums to zero).
  double inverseN = 1.0 / static_cast<double>(perFeature);
  if (gMean) {
    Value spread = createBroadcast(e.b, e.loc, gMean, xType, {feature});
    ctx.addOperandAdjoint(0, e.mul(spread, e.splat(xType, inverseN)));
  }
  if (gVar) {
    Value spread = createBroadcast(e.b, e.loc, gVar, xType, {feature});
    Value centered = e.sub(
        x, createBroadcast(e.b, e.loc, bn.getBatchMean(), xType, {feature}));
    ctx.addOperandAdjoint(
        0, e.mul(e.mul(spread, centered), e.splat(xType, 2.0 * inverseN)));
  }
  return success();
}

LogicalResult batchNormInferenceRule(Operation *op, ReverseContext &ctx) {
  auto bn = cast<BatchNormInferenceOp>(op);
  Value gy = ctx.getResultAdjoint(0);
  if (!gy)
    return success();
  Emitter e{ctx.getBuilder(), op->getLoc()};
  Value x = bn.getOperand();
  auto xType = cast<RankedTensorType>(x.getType());
  int64_t feature = bn.getFeatureIndex();
  SmallVector<int64_t> others = allBut(xType.getRank(), feature);
  auto spread = [&](Value v) {
    return createBroadcast(e.b, e.loc, v, xType, {feature});
  };
  Value scale = bn.getScale(), variance = bn.getVariance();
  // y = (x - mean) * rsqrt(variance + epsilon) * scale + offset.
  Value epsilon =
      e.splat(variance, bn.getEpsilonAttr().getValue().convertToDouble());
  Value inverseStd = e.b.create<RsqrtOp>(e.loc, e.add(variance, epsilon));
  Value factor = e.mul(scale, inverseStd);
  if (ctx.isOperandActive(0))
    ctx.addOperandAdjoint(0, e.mul(gy, spread(factor)));
  if (ctx.isOperandActive(2) || ctx.isOperandActive(3)) {
    Value gySum = createReduceSum(e.b, e.loc, gy, others);
    if (ctx.isOperandActive(2))
      ctx.addOperandAdjoint(2, gySum);
    if (ctx.isOperandActive(3))
      ctx.addOperandAdjoint(3, e.neg(e.mul(gySum, factor)));
  }
  if (ctx.isOperandActive(1) || ctx.isOperandActive(4)) {
    Value centered = e.sub(x, spread(bn.getMean()));
    Value gyCentered = createReduceSum(e.b, e.loc, e.mul(gy, centered), others);
    if (ctx.isOperandActive(1))
      ctx.addOperandAdjoint(1, e.mul(gyCentered, inverseStd));
    if (ctx.isOperandActive(4)) {
      // d rsqrt(v + eps) / dv = -rsqrt(v + eps)^3 / 2.
      Value cube = e.mul(inverseStd, e.mul(inverseStd, inverseStd));
      ctx.addOperandAdjoint(4, e.mul(e.mul(gyCentered, e.mul(scale, cube)),
                                     e.splat(variance, -0.5)));
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Cholesky and triangular solve
//===----------------------------------------------------------------------===//

/// Which elements (i, j) of the matrices in the two minor dimensions a mask
/// keeps: i >= j, i > j, i <= j, i < j or i == j.
enum class Triangle { Lower, StrictlyLower, Upper, StrictlyUpper, Diagonal };

/// The predicates of the triangles of the matrices (two minor dimensions)
/// of arrays of one type, each built once.
class TriangleMasks {
public:
  TriangleMasks(Emitter &e, RankedTensorType type) : e(e), type(type) {}

  /// The predicate of `triangle`.
  Value get(Triangle triangle) {
    Value &mask = masks[static_cast<int>(triangle)];
    if (mask)
      return mask;
    if (!row) {
      int64_t rank = type.getRank();
      auto indexType = type.clone(e.b.getI32Type());
      row = e.b.create<IotaOp>(e.loc, indexType, rank - 2);
      column = e.b.create<IotaOp>(e.loc, indexType, rank - 1);
    }
    ComparisonDirection direction = ComparisonDirection::EQ;
    switch (triangle) {
    case Triangle::Lower:
      direction = ComparisonDirection::GE;
      break;
    case Triangle::StrictlyLower:
      direction = ComparisonDirection::GT;
      break;
    case Triangle::Upper:
      direction = ComparisonDirection::LE;
      break;
    case Triangle::StrictlyUpper:
      direction = ComparisonDirection::LT;
      break;
    case Triangle::Diagonal:
      break;
    }
    mask = e.cmp(direction, row, column);
    return mask;
  }

  /// `x` with the elements outside `triangle` zeroed.
  Value keep(Value x, Triangle triangle) {
    return e.select(get(triangle), x, getZeros());
  }

  /// Φ of Murray's Cholesky derivative: the lower triangle of `x` with the
  /// diagonal halved.
  Value lowerHalvedDiagonal(Value x) {
    Value halved = e.mul(x, e.splat(x, 0.5));
    return e.select(get(Triangle::StrictlyLower), x,
                    e.select(get(Triangle::Diagonal), halved, getZeros()));
  }

private:
  Value getZeros() {
    if (!zeros)
      zeros = createZeros(e.b, e.loc, type);
    return zeros;
  }

  Emitter &e;
  RankedTensorType type;
  Value row, column, zeros;
  Value masks[5];
};

/// The matrices of `x` (two minor dimensions) transposed.
Value transposeMatrices(OpBuilder &b, Location loc, Value x) {
  int64_t rank = cast<RankedTensorType>(x.getType()).getRank();
  SmallVector<int64_t> permutation = iotaList(rank);
  std::swap(permutation[rank - 2], permutation[rank - 1]);
  return createTranspose(b, loc, x, permutation);
}

/// The batched product of the matrices of `x` and `y` contracting dimension
/// `xDim` of x with `yDim` of y (each rank - 2 or rank - 1): x^T y, x y^T,
/// ... The result has the batch dimensions, then x's other matrix
/// dimension, then y's.
Value matmul(OpBuilder &b, Location loc, Value x, Value y, int64_t xDim,
             int64_t yDim) {
  auto xType = cast<RankedTensorType>(x.getType());
  auto yType = cast<RankedTensorType>(y.getType());
  int64_t rank = xType.getRank();
  SmallVector<int64_t> batch = iotaList(rank - 2);
  auto dims = DotDimensionNumbersAttr::get(b.getContext(), batch, {xDim}, batch,
                                           {yDim});
  SmallVector<int64_t> shape(xType.getShape().take_front(rank - 2));
  shape.push_back(xType.getDimSize(xDim == rank - 1 ? rank - 2 : rank - 1));
  shape.push_back(yType.getDimSize(yDim == rank - 1 ? rank - 2 : rank - 1));
  return b.create<DotOp>(loc, xType.clone(shape), x, y, dims, ArrayAttr());
}

bool isComplexTensor(Value v) {
  return isa<ComplexType>(getElementTypeOrSelf(v.getType()));
}

LogicalResult choleskyRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct || !ctx.isOperandActive(0))
    return success();
  auto cholesky = cast<CholeskyOp>(op);
  if (isComplexTensor(cholesky.getA()))
    return op->emitOpError(
        "cannot differentiate the Cholesky factor of complex matrices");
  Emitter e{ctx.getBuilder(), op->getLoc()};
  int64_t rank = cast<RankedTensorType>(ct.getType()).getRank();
  bool lower = cholesky.getLower();
  // The op reads one triangle of `a` and computes the factor L (a = L L^T)
  // in the same triangle; the other triangle of the result is unspecified
  // and gets no adjoint. An upper factor U of `a` is the transposed lower
  // factor of a^T: work with L = U^T.
  Value factor = cholesky.getResult(), factorAdjoint = ct;
  if (!lower) {
    factor = transposeMatrices(e.b, e.loc, factor);
    factorAdjoint = transposeMatrices(e.b, e.loc, factorAdjoint);
  }
  TriangleMasks masks(e, cast<RankedTensorType>(factor.getType()));
  factor = masks.keep(factor, Triangle::Lower);
  factorAdjoint = masks.keep(factorAdjoint, Triangle::Lower);
  // Murray (arXiv:1602.07527): with P = Φ(L^T Lbar), the adjoint of the
  // symmetric matrix is G = L^-T P L^-1; the op reads the lower triangle
  // only, whose elements below the diagonal stand for two: Φ(G + G^T).
  Value p = masks.lowerHalvedDiagonal(
      matmul(e.b, e.loc, factor, factorAdjoint, rank - 2, rank - 2));
  MLIRContext *context = e.b.getContext();
  Value x = e.b.create<TriangularSolveOp>(
      e.loc, factor, p,
      TriangularSolveOptionsAttr::get(context, /*left_side=*/true,
                                      /*lower=*/true, /*unit_diagonal=*/false,
                                      Transpose::TRANSPOSE));
  Value g = e.b.create<TriangularSolveOp>(
      e.loc, factor, x,
      TriangularSolveOptionsAttr::get(context, /*left_side=*/false,
                                      /*lower=*/true, /*unit_diagonal=*/false,
                                      Transpose::NO_TRANSPOSE));
  Value adjoint =
      masks.lowerHalvedDiagonal(e.add(g, transposeMatrices(e.b, e.loc, g)));
  if (!lower)
    adjoint = transposeMatrices(e.b, e.loc, adjoint);
  ctx.addOperandAdjoint(0, adjoint);
  return success();
}

LogicalResult triangularSolveRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct)
    return success();
  auto solve = cast<TriangularSolveOp>(op);
  bool aActive = ctx.isOperandActive(0), bActive = ctx.isOperandActive(1);
  if (!aActive && !bActive)
    return success();
  if (isComplexTensor(solve.getA()))
    return op->emitOpError(
        "cannot differentiate triangular solves of complex matrices");
  Emitter e{ctx.getBuilder(), op->getLoc()};
  TriangularSolveOptionsAttr options = solve.getOptions();
  bool transposed = options.getTransposeA() != Transpose::NO_TRANSPOSE;
  bool leftSide = options.getLeftSide();
  // x = op(a)^-1 b (left side) or b op(a)^-1: b's adjoint solves with
  // op(a)^T.
  Value bAdjoint = e.b.create<TriangularSolveOp>(
      e.loc, solve.getA(), ct,
      TriangularSolveOptionsAttr::get(
          e.b.getContext(), leftSide, options.getLower(),
          options.getUnitDiagonal(),
          transposed ? Transpose::NO_TRANSPOSE : Transpose::TRANSPOSE));
  if (bActive)
    ctx.addOperandAdjoint(1, bAdjoint);
  if (!aActive)
    return success();
  // d x = -op(a)^-1 op(d a) x (left) or -x op(d a) op(a)^-1 (right): the
  // adjoint of op(a) is -bbar x^T (left) or -x^T bbar (right), transposed
  // back when op transposes; only the triangle the op reads gets it.
  Value x = solve.getResult();
  int64_t rank = cast<RankedTensorType>(x.getType()).getRank();
  int64_t rows = rank - 2, columns = rank - 1;
  Value product;
  if (leftSide)
    product = transposed ? matmul(e.b, e.loc, x, bAdjoint, columns, columns)
                         : matmul(e.b, e.loc, bAdjoint, x, columns, columns);
  else
    product = transposed ? matmul(e.b, e.loc, bAdjoint, x, rows, rows)
                         : matmul(e.b, e.loc, x, bAdjoint, rows, rows);
  Triangle triangle = options.getLower()
                          ? (options.getUnitDiagonal() ? Triangle::StrictlyLower
                                                       : Triangle::Lower)
                          : (options.getUnitDiagonal() ? Triangle::StrictlyUpper
                                                       : Triangle::Upper);
  TriangleMasks masks(e, cast<RankedTensorType>(product.getType()));
  ctx.addOperandAdjoint(0, masks.keep(e.neg(product), triangle));
  return success();
}

//===----------------------------------------------------------------------===//
// Fft
//===----------------------------------------------------------------------===//

/// JAX's mask of the RFFT coefficients along the innermost dimension (of
/// `size` coefficients, from a transform of length `length`): 1 for the DC
/// and (even lengths) Nyquist coefficients, which stand for one element of
/// the full spectrum, 2 for the others, which stand for two; broadcast to
/// `type` (real).
Value rfftMask(OpBuilder &b, Location loc, RankedTensorType type, int64_t size,
               int64_t length, double scale) {
  auto element = cast<FloatType>(type.getElementType());
  SmallVector<Attribute> values;
  for (int64_t i = 0; i < size; ++i) {
    bool single = i == 0 || (length % 2 == 0 && i == size - 1);
    values.push_back(FloatAttr::get(element, (single ? 1.0 : 2.0) * scale));
  }
  auto maskType = RankedTensorType::get({size}, element);
  Value mask =
      b.create<ConstantOp>(loc, DenseElementsAttr::get(maskType, values));
  return createBroadcast(b, loc, mask, type, {type.getRank() - 1});
}

LogicalResult fftRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct || !ctx.isOperandActive(0))
    return success();
  auto fft = cast<FftOp>(op);
  Emitter e{ctx.getBuilder(), op->getLoc()};
  ArrayRef<int64_t> lengths = fft.getFftLength();
  int64_t total = 1;
  for (int64_t length : lengths)
    total *= length;
  switch (fft.getFftType()) {
  case FftType::FFT:
  case FftType::IFFT:
    // The DFT matrix is symmetric: each transform is its own transpose.
    ctx.addOperandAdjoint(
        0, e.b.create<FftOp>(e.loc, ct, fft.getFftType(), lengths));
    return success();
  case FftType::RFFT: {
    // JAX's _rfft_transpose: N * irfft(conj(t) / mask).
    Value re = e.b.create<RealOp>(e.loc, ct);
    Value im = e.b.create<ImagOp>(e.loc, ct);
    auto partType = cast<RankedTensorType>(re.getType());
    Value mask = rfftMask(e.b, e.loc, partType, partType.getShape().back(),
                          lengths.back(), 1.0);
    Value conj =
        e.b.create<ComplexOp>(e.loc, e.div(re, mask), e.neg(e.div(im, mask)));
    Value inverse = e.b.create<FftOp>(e.loc, conj, FftType::IRFFT, lengths);
    ctx.addOperandAdjoint(
        0, e.mul(inverse, e.splat(inverse, static_cast<double>(total))));
    return success();
  }
  case FftType::IRFFT: {
    // JAX's _irfft_transpose: conj(mask / N * rfft(t)).
    Value forward = e.b.create<FftOp>(e.loc, ct, FftType::RFFT, lengths);
    Value re = e.b.create<RealOp>(e.loc, forward);
    Value im = e.b.create<ImagOp>(e.loc, forward);
    auto partType = cast<RankedTensorType>(re.getType());
    Value mask = rfftMask(e.b, e.loc, partType, partType.getShape().back(),
                          lengths.back(), 1.0 / static_cast<double>(total));
    Value adjoint =
        e.b.create<ComplexOp>(e.loc, e.mul(re, mask), e.neg(e.mul(im, mask)));
    if (adjoint.getType() != fft.getOperand().getType())
      return op->emitOpError("cannot differentiate: the adjoint has type ")
             << adjoint.getType() << ", not " << fft.getOperand().getType();
    ctx.addOperandAdjoint(0, adjoint);
    return success();
  }
  }
  return op->emitOpError("cannot differentiate this fft type");
}

} // namespace

void xhlo::hlo::autodiff::addContractionRules(AdjointRuleSet &rules) {
  rules.add<DotOp>(dotRule);
  rules.add<ConvolutionOp>(convolutionRule);
  rules.add<BatchNormTrainingOp>(batchNormTrainingRule);
  rules.add<BatchNormInferenceOp>(batchNormInferenceRule);
  rules.add<CholeskyOp>(choleskyRule);
  rules.add<TriangularSolveOp>(triangularSolveRule);
  rules.add<FftOp>(fftRule);
}
