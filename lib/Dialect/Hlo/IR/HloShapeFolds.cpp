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
// slice, zero padding, ...), reshape constants (row-major data does not
// move) and fold splats to splats at any size. Other constant operands are
// evaluated by the interpreter's reference kernels through the dialect's
// fold interface (Interpreter/ConstantEvaluator.h), with its size limits.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

#include <complex>
#include <limits>

using namespace mlir;
using namespace xhlo::hlo;

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
  if (operand && operand.isSplat())
    return resplat(operand, type);
  return {};
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
  if (operand && operand.isSplat())
    return resplat(operand, getType());
  return {};
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
  if (operand && operand.isSplat())
    return resplat(operand, type);
  return {};
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
  return {};
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
  return {};
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
  if (operand && operand.isSplat())
    return operand;
  return {};
}

//===----------------------------------------------------------------------===//
// iota
//===----------------------------------------------------------------------===//

OpFoldResult IotaOp::fold(FoldAdaptor) {
  // Along a dimension of size 1 every index is 0: a zero splat. Other iotas
  // are evaluated (up to the evaluator's limit on created data).
  RankedTensorType type = getType();
  if (type.getDimSize(getIotaDimension()) != 1)
    return {};
  Type element = type.getElementType();
  auto zeroOf = [](FloatType floatType) {
    return APFloat::getZero(floatType.getFloatSemantics());
  };
  if (auto intType = dyn_cast<IntegerType>(element))
    return DenseElementsAttr::get(type, APInt::getZero(intType.getWidth()));
  if (auto floatType = dyn_cast<FloatType>(element))
    return DenseElementsAttr::get(type, zeroOf(floatType));
  if (auto complex = dyn_cast<ComplexType>(element))
    if (auto partType = dyn_cast<FloatType>(complex.getElementType())) {
      std::complex<APFloat> zero(zeroOf(partType), zeroOf(partType));
      return DenseElementsAttr::get(type, ArrayRef(zero));
    }
  return {};
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
