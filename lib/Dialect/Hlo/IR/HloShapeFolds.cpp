//===- HloShapeFolds.cpp - Folders of shape hlo ops -----------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the folders and canonicalization patterns of the
// shape family (broadcast, reshape, transpose, slice, concatenate, pad,
// reverse, iota, get-dimension-size).
//
// Folders return the operand for no-op instances (identity transpose, full
// slice, zero padding, ...) and a constant, computed with XLA's semantics,
// when the operands are constants. Splat results fold at any size. Other
// results fold up to a size limit: ops that only rearrange elements already
// in the module (reshape has none, transpose, slice, concatenate, reverse)
// up to kRearrangeFoldLimit elements; ops that create new data (broadcast,
// pad, iota) up to kExpandFoldLimit, so folding never blows up a module.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SmallBitVector.h"

#include <algorithm>
#include <complex>
#include <limits>
#include <utility>

using namespace mlir;
using namespace xhlo::hlo;

/// Most elements a folder that creates data (broadcast, pad, iota) produces.
static constexpr int64_t kExpandFoldLimit = 1024;
/// Most elements a folder that rearranges constant data produces.
static constexpr int64_t kRearrangeFoldLimit = 65536;

//===----------------------------------------------------------------------===//
// Element gathering
//===----------------------------------------------------------------------===//

namespace {

/// Where a result element comes from: input number and the element's
/// row-major index in that input.
using ElementSource = std::pair<unsigned, int64_t>;

/// Maps a result index (one entry per result dimension) to its source.
using SourceFn = llvm::function_ref<ElementSource(ArrayRef<int64_t>)>;

} // namespace

/// Row-major strides of `shape`.
static SmallVector<int64_t> getRowMajorStrides(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t dim = static_cast<int64_t>(shape.size()) - 2; dim >= 0; --dim)
    strides[dim] = strides[dim + 1] * shape[dim + 1];
  return strides;
}

/// Builds the constant of `type` whose every element is taken from `inputs`
/// as `source` says, with element values of C++ type T (APInt, APFloat or
/// std::complex<APFloat>).
template <typename T>
static DenseElementsAttr gatherElementsAs(RankedTensorType type,
                                          ArrayRef<DenseElementsAttr> inputs,
                                          SourceFn source) {
  // A splat input keeps its one value.
  SmallVector<SmallVector<T>> values;
  for (DenseElementsAttr input : inputs) {
    if (input.isSplat())
      values.emplace_back(1, input.getSplatValue<T>());
    else
      values.emplace_back(input.getValues<T>());
  }
  ArrayRef<int64_t> shape = type.getShape();
  int64_t count = type.getNumElements();
  SmallVector<T> result;
  result.reserve(count);
  SmallVector<int64_t> index(shape.size(), 0);
  for (int64_t linear = 0; linear < count; ++linear) {
    auto [input, element] = source(index);
    const SmallVector<T> &inputValues = values[input];
    result.push_back(inputValues[inputValues.size() == 1 ? 0 : element]);
    // Advance the row-major index.
    for (int64_t dim = static_cast<int64_t>(shape.size()) - 1; dim >= 0;
         --dim) {
      if (++index[dim] < shape[dim])
        break;
      index[dim] = 0;
    }
  }
  return DenseElementsAttr::get(type, ArrayRef<T>(result));
}

/// Builds the constant of `type` whose elements come from `inputs` as
/// `source` says; null for element types without a value representation.
static DenseElementsAttr gatherElements(RankedTensorType type,
                                        ArrayRef<DenseElementsAttr> inputs,
                                        SourceFn source) {
  Type element = type.getElementType();
  if (isa<IntegerType>(element))
    return gatherElementsAs<APInt>(type, inputs, source);
  if (isa<FloatType>(element))
    return gatherElementsAs<APFloat>(type, inputs, source);
  if (auto complex = dyn_cast<ComplexType>(element))
    if (isa<FloatType>(complex.getElementType()))
      return gatherElementsAs<std::complex<APFloat>>(type, inputs, source);
  return {};
}

/// The dense constant `attr` is, or null.
static DenseElementsAttr getDense(Attribute attr) {
  return dyn_cast_or_null<DenseElementsAttr>(attr);
}

/// A splat of `type` with the value of splat `attr`.
static DenseElementsAttr resplat(DenseElementsAttr attr,
                                 RankedTensorType type) {
  return attr.resizeSplat(type);
}

static bool isIdentityPermutation(ArrayRef<int64_t> dimensions) {
  for (auto [i, dim] : llvm::enumerate(dimensions))
    if (dim != static_cast<int64_t>(i))
      return false;
  return true;
}

//===----------------------------------------------------------------------===//
// broadcast
//===----------------------------------------------------------------------===//

OpFoldResult BroadcastOp::fold(FoldAdaptor adaptor) {
  RankedTensorType type = getType();
  if (getOperand().getType() == type && isIdentityPermutation(getDimensions()))
    return getOperand();
  DenseElementsAttr operand = getDense(adaptor.getOperand());
  if (!operand)
    return {};
  if (operand.isSplat())
    return resplat(operand, type);
  if (type.getNumElements() > kExpandFoldLimit)
    return {};
  SmallVector<int64_t> strides =
      getRowMajorStrides(getOperand().getType().getShape());
  ArrayRef<int64_t> dimensions = getDimensions();
  return gatherElements(type, operand, [&](ArrayRef<int64_t> index) {
    int64_t linear = 0;
    for (auto [operandDim, resultDim] : llvm::enumerate(dimensions))
      linear += index[resultDim] * strides[operandDim];
    return ElementSource{0, linear};
  });
}

namespace {

/// broadcast(broadcast(x)) -> broadcast(x) with the composed mapping.
struct BroadcastOfBroadcast : OpRewritePattern<BroadcastOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(BroadcastOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getOperand().getDefiningOp<BroadcastOp>();
    if (!inner)
      return failure();
    SmallVector<int64_t> dimensions;
    for (int64_t dim : inner.getDimensions())
      dimensions.push_back(op.getDimensions()[dim]);
    rewriter.replaceOpWithNewOp<BroadcastOp>(op, op.getType(),
                                             inner.getOperand(), dimensions);
    return success();
  }
};

} // namespace

void BroadcastOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                              MLIRContext *context) {
  results.add<BroadcastOfBroadcast>(context);
}

//===----------------------------------------------------------------------===//
// reshape
//===----------------------------------------------------------------------===//

OpFoldResult ReshapeOp::fold(FoldAdaptor adaptor) {
  if (getOperand().getType() == getType())
    return getOperand();
  // Row-major data does not move: the constant only changes type.
  if (DenseElementsAttr operand = getDense(adaptor.getOperand()))
    return operand.reshape(getType());
  return {};
}

namespace {

/// reshape(reshape(x)) -> reshape(x).
struct ReshapeOfReshape : OpRewritePattern<ReshapeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ReshapeOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getOperand().getDefiningOp<ReshapeOp>();
    if (!inner)
      return failure();
    rewriter.modifyOpInPlace(
        op, [&] { op.getOperandMutable().assign(inner.getOperand()); });
    return success();
  }
};

} // namespace

void ReshapeOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                            MLIRContext *context) {
  results.add<ReshapeOfReshape>(context);
}

//===----------------------------------------------------------------------===//
// transpose
//===----------------------------------------------------------------------===//

OpFoldResult TransposeOp::fold(FoldAdaptor adaptor) {
  if (isIdentityPermutation(getDimensions()))
    return getOperand();
  DenseElementsAttr operand = getDense(adaptor.getOperand());
  if (!operand)
    return {};
  RankedTensorType type = getType();
  if (operand.isSplat())
    return resplat(operand, type);
  if (type.getNumElements() > kRearrangeFoldLimit)
    return {};
  SmallVector<int64_t> strides =
      getRowMajorStrides(getOperand().getType().getShape());
  ArrayRef<int64_t> dimensions = getDimensions();
  return gatherElements(type, operand, [&](ArrayRef<int64_t> index) {
    // Result dimension i is operand dimension dimensions[i].
    int64_t linear = 0;
    for (auto [resultDim, operandDim] : llvm::enumerate(dimensions))
      linear += index[resultDim] * strides[operandDim];
    return ElementSource{0, linear};
  });
}

namespace {

/// transpose(transpose(x)) -> transpose(x) with the composed permutation,
/// or x when the composition is the identity.
struct TransposeOfTranspose : OpRewritePattern<TransposeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(TransposeOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getOperand().getDefiningOp<TransposeOp>();
    if (!inner)
      return failure();
    // Result dimension i is inner result dimension outer[i], which is x's
    // dimension inner[outer[i]].
    SmallVector<int64_t> dimensions;
    for (int64_t dim : op.getDimensions())
      dimensions.push_back(inner.getDimensions()[dim]);
    if (isIdentityPermutation(dimensions)) {
      rewriter.replaceOp(op, inner.getOperand());
      return success();
    }
    rewriter.replaceOpWithNewOp<TransposeOp>(op, op.getType(),
                                             inner.getOperand(), dimensions);
    return success();
  }
};

} // namespace

void TransposeOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                              MLIRContext *context) {
  results.add<TransposeOfTranspose>(context);
}

//===----------------------------------------------------------------------===//
// slice
//===----------------------------------------------------------------------===//

OpFoldResult SliceOp::fold(FoldAdaptor adaptor) {
  RankedTensorType type = getType();
  // A slice from index 0 that keeps the operand's shape keeps every element
  // (its strides are 1 except on dimensions of size 0 or 1).
  if (getOperand().getType() == type &&
      llvm::all_of(getStartIndices(), [](int64_t i) { return i == 0; }))
    return getOperand();
  DenseElementsAttr operand = getDense(adaptor.getOperand());
  if (!operand)
    return {};
  if (operand.isSplat())
    return resplat(operand, type);
  if (type.getNumElements() > kRearrangeFoldLimit)
    return {};
  SmallVector<int64_t> strides =
      getRowMajorStrides(getOperand().getType().getShape());
  ArrayRef<int64_t> starts = getStartIndices(), steps = getStrides();
  return gatherElements(type, operand, [&](ArrayRef<int64_t> index) {
    int64_t linear = 0;
    for (auto [dim, i] : llvm::enumerate(index))
      linear += (starts[dim] + i * steps[dim]) * strides[dim];
    return ElementSource{0, linear};
  });
}

//===----------------------------------------------------------------------===//
// concatenate
//===----------------------------------------------------------------------===//

OpFoldResult ConcatenateOp::fold(FoldAdaptor adaptor) {
  if (getInputs().size() == 1)
    return getInputs().front();
  SmallVector<DenseElementsAttr> inputs;
  for (Attribute attr : adaptor.getInputs()) {
    DenseElementsAttr input = getDense(attr);
    if (!input)
      return {};
    inputs.push_back(input);
  }
  RankedTensorType type = getType();
  if (llvm::all_of(inputs, [&](DenseElementsAttr input) {
        return input.isSplat() && input.getSplatValue<Attribute>() ==
                                      inputs.front().getSplatValue<Attribute>();
      }))
    return resplat(inputs.front(), type);
  if (type.getNumElements() > kRearrangeFoldLimit)
    return {};
  int64_t dimension = getDimension();
  // Each input's start along `dimension` and row-major strides.
  SmallVector<int64_t> offsets;
  SmallVector<SmallVector<int64_t>> strides;
  int64_t offset = 0;
  for (Value input : getInputs()) {
    auto inputType = cast<RankedTensorType>(input.getType());
    offsets.push_back(offset);
    offset += inputType.getDimSize(dimension);
    strides.push_back(getRowMajorStrides(inputType.getShape()));
  }
  return gatherElements(type, inputs, [&](ArrayRef<int64_t> index) {
    // The last input that starts at or before the index (empty inputs share
    // their offset with the next one and are skipped by upper_bound).
    unsigned input =
        std::upper_bound(offsets.begin(), offsets.end(), index[dimension]) -
        offsets.begin() - 1;
    int64_t linear = 0;
    for (auto [dim, i] : llvm::enumerate(index))
      linear +=
          (dim == static_cast<size_t>(dimension) ? i - offsets[input] : i) *
          strides[input][dim];
    return ElementSource{input, linear};
  });
}

namespace {

/// Drops operands that are empty along the concatenated dimension; a
/// concatenate left with one operand is that operand.
struct ConcatenateDropEmpty : OpRewritePattern<ConcatenateOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ConcatenateOp op,
                                PatternRewriter &rewriter) const override {
    int64_t dimension = op.getDimension();
    SmallVector<Value> inputs;
    for (Value input : op.getInputs())
      if (cast<RankedTensorType>(input.getType()).getDimSize(dimension) != 0)
        inputs.push_back(input);
    if (inputs.size() == op.getInputs().size())
      return failure();
    // All empty: the result is empty too, and the first operand is it.
    if (inputs.empty())
      inputs.push_back(op.getInputs().front());
    if (inputs.size() == 1) {
      rewriter.replaceOp(op, inputs.front());
      return success();
    }
    rewriter.replaceOpWithNewOp<ConcatenateOp>(op, op.getType(), inputs,
                                               dimension);
    return success();
  }
};

} // namespace

void ConcatenateOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                MLIRContext *context) {
  results.add<ConcatenateDropEmpty>(context);
}

//===----------------------------------------------------------------------===//
// pad
//===----------------------------------------------------------------------===//

OpFoldResult PadOp::fold(FoldAdaptor adaptor) {
  PaddingConfigAttr padding = getPadding();
  auto isZero = [](int64_t i) { return i == 0; };
  if (llvm::all_of(padding.getLow(), isZero) &&
      llvm::all_of(padding.getHigh(), isZero) &&
      llvm::all_of(padding.getInterior(), isZero))
    return getOperand();
  DenseElementsAttr operand = getDense(adaptor.getOperand());
  DenseElementsAttr value = getDense(adaptor.getPaddingValue());
  if (!operand || !value)
    return {};
  RankedTensorType type = getType();
  if (operand.isSplat() &&
      operand.getSplatValue<Attribute>() == value.getSplatValue<Attribute>())
    return resplat(operand, type);
  if (type.getNumElements() > kExpandFoldLimit)
    return {};
  ArrayRef<int64_t> shape = getOperand().getType().getShape();
  SmallVector<int64_t> strides = getRowMajorStrides(shape);
  ArrayRef<int64_t> low = padding.getLow();
  return gatherElements(type, {operand, value}, [&](ArrayRef<int64_t> index) {
    int64_t linear = 0;
    for (auto [dim, i] : llvm::enumerate(index)) {
      // Operand element k sits at low + k * (interior + 1).
      int64_t step = padding.getInteriorAt(dim) + 1;
      int64_t offset = i - low[dim];
      if (offset < 0 || offset % step != 0 || offset / step >= shape[dim])
        return ElementSource{1, 0};
      linear += offset / step * strides[dim];
    }
    return ElementSource{0, linear};
  });
}

//===----------------------------------------------------------------------===//
// reverse
//===----------------------------------------------------------------------===//

OpFoldResult ReverseOp::fold(FoldAdaptor adaptor) {
  RankedTensorType type = getType();
  // Reversing dimensions of size 0 or 1 changes nothing.
  if (llvm::all_of(getDimensions(),
                   [&](int64_t dim) { return type.getDimSize(dim) <= 1; }))
    return getOperand();
  DenseElementsAttr operand = getDense(adaptor.getOperand());
  if (!operand)
    return {};
  if (operand.isSplat())
    return operand;
  if (type.getNumElements() > kRearrangeFoldLimit)
    return {};
  ArrayRef<int64_t> shape = type.getShape();
  SmallVector<int64_t> strides = getRowMajorStrides(shape);
  llvm::SmallBitVector reversed(shape.size());
  for (int64_t dim : getDimensions())
    reversed.set(dim);
  return gatherElements(type, operand, [&](ArrayRef<int64_t> index) {
    int64_t linear = 0;
    for (auto [dim, i] : llvm::enumerate(index))
      linear += (reversed.test(dim) ? shape[dim] - 1 - i : i) * strides[dim];
    return ElementSource{0, linear};
  });
}

//===----------------------------------------------------------------------===//
// iota
//===----------------------------------------------------------------------===//

OpFoldResult IotaOp::fold(FoldAdaptor) {
  RankedTensorType type = getType();
  int64_t iotaDimension = getIotaDimension();
  // Along a dimension of size 1 every index is 0: a zero splat.
  bool allZero = type.getDimSize(iotaDimension) == 1;
  if (!allZero && type.getNumElements() > kExpandFoldLimit)
    return {};
  Type element = type.getElementType();
  // The element value of index `i`, as XLA converts it (static_cast:
  // integers wrap, floats round to nearest even).
  auto toFloat = [](FloatType floatType, int64_t i) {
    APFloat value(static_cast<double>(i));
    bool losesInfo;
    value.convert(floatType.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                  &losesInfo);
    return value;
  };
  SmallVector<int64_t> indices;
  if (allZero) {
    indices.push_back(0);
  } else {
    int64_t size = type.getDimSize(iotaDimension);
    int64_t inner = getRowMajorStrides(type.getShape())[iotaDimension];
    for (int64_t linear = 0, e = type.getNumElements(); linear < e; ++linear)
      indices.push_back(linear / inner % size);
  }
  RankedTensorType valuesType =
      allZero ? RankedTensorType::get({}, element) : type;
  DenseElementsAttr values;
  if (auto intType = dyn_cast<IntegerType>(element)) {
    SmallVector<APInt> ints;
    for (int64_t i : indices)
      ints.push_back(APInt(64, i).zextOrTrunc(intType.getWidth()));
    values = DenseElementsAttr::get(valuesType, ints);
  } else if (auto floatType = dyn_cast<FloatType>(element)) {
    SmallVector<APFloat> floats;
    for (int64_t i : indices)
      floats.push_back(toFloat(floatType, i));
    values = DenseElementsAttr::get(valuesType, floats);
  } else if (auto complex = dyn_cast<ComplexType>(element)) {
    auto partType = dyn_cast<FloatType>(complex.getElementType());
    if (!partType)
      return {};
    SmallVector<std::complex<APFloat>> complexes;
    for (int64_t i : indices)
      complexes.emplace_back(toFloat(partType, i), toFloat(partType, 0));
    values = DenseElementsAttr::get(valuesType, complexes);
  } else {
    return {};
  }
  return allZero ? values.resizeSplat(type) : values;
}

//===----------------------------------------------------------------------===//
// get-dimension-size
//===----------------------------------------------------------------------===//

OpFoldResult GetDimensionSizeOp::fold(FoldAdaptor) {
  // Shapes are static: the size is known.
  int64_t size = getOperand().getType().getDimSize(getDimension());
  if (size > std::numeric_limits<int32_t>::max())
    return {};
  APInt value(32, size);
  return DenseElementsAttr::get(getType(), ArrayRef<APInt>(value));
}
