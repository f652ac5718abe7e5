//===- HloSimplifyPatterns.cpp - The rewrites of hlo-simplify -------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the patterns of hlo-simplify: rules of XLA's
// AlgebraicSimplifier (xla/hlo/transforms/simplifiers/algebraic_simplifier.cc,
// one Handle<Opcode> per opcode) and TransposeFolding that the hlo ops'
// folders and canonicalization patterns (HloFolds.cpp, HloShapeFolds.cpp) do
// not already apply. Each pattern names the XLA rule it mirrors. None
// changes a result, except the sign of a zero where XLA's rule does too
// (x + 0.0 is x).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/Transforms/HloSimplify.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/APFloat.h"

#include <algorithm>
#include <complex>
#include <limits>
#include <optional>

using namespace mlir;
using namespace xhlo::hlo;
using llvm::APFloat;
using llvm::APInt;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The splat constant `value` is, looking through broadcasts as XLA's IsAll
/// does; null when it is none.
static DenseElementsAttr getSplatConstant(Value value) {
  while (auto broadcast = value.getDefiningOp<BroadcastOp>())
    value = broadcast.getOperand();
  DenseElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)) || !attr.isSplat())
    return {};
  return attr;
}

/// Whether `value` is all zeros, of either sign for floats (XLA's
/// IsAll(op, 0), which compares with ==), complex included.
static bool isZeroSplat(Value value) {
  DenseElementsAttr attr = getSplatConstant(value);
  if (!attr)
    return false;
  Type element = attr.getElementType();
  if (isa<FloatType>(element))
    return attr.getSplatValue<APFloat>().isZero();
  if (isa<IntegerType>(element))
    return attr.getSplatValue<APInt>().isZero();
  if (auto complex = dyn_cast<ComplexType>(element);
      complex && isa<FloatType>(complex.getElementType())) {
    auto value = attr.getSplatValue<std::complex<APFloat>>();
    return value.real().isZero() && value.imag().isZero();
  }
  return false;
}

/// Whether `value` is all ones (true for pred); not for complex, where
/// (1 + 0i) * (inf + 0i) has a NaN part.
static bool isOneSplat(Value value) {
  DenseElementsAttr attr = getSplatConstant(value);
  if (!attr)
    return false;
  Type element = attr.getElementType();
  if (isa<FloatType>(element))
    return attr.getSplatValue<APFloat>().isExactlyValue(1.0);
  if (isa<IntegerType>(element))
    return attr.getSplatValue<APInt>().isOne();
  return false;
}

static bool isIdentityPermutation(ArrayRef<int64_t> permutation) {
  for (auto [i, dim] : llvm::enumerate(permutation))
    if (dim != static_cast<int64_t>(i))
      return false;
  return true;
}

static RankedTensorType getTensorType(Value value) {
  return cast<RankedTensorType>(value.getType());
}

/// A constant of `type` with every element zero, or null for element types
/// without a zero.
static Value createZeros(PatternRewriter &rewriter, Location loc,
                         RankedTensorType type) {
  Type element = type.getElementType();
  DenseElementsAttr zeros;
  if (auto floatType = dyn_cast<FloatType>(element))
    zeros = DenseElementsAttr::get(
        type, APFloat::getZero(floatType.getFloatSemantics()));
  else if (auto intType = dyn_cast<IntegerType>(element))
    zeros = DenseElementsAttr::get(type, APInt(intType.getWidth(), 0));
  else if (auto complex = dyn_cast<ComplexType>(element))
    if (auto part = dyn_cast<FloatType>(complex.getElementType())) {
      APFloat zero = APFloat::getZero(part.getFloatSemantics());
      zeros = DenseElementsAttr::get(
          type, ArrayRef<std::complex<APFloat>>({{zero, zero}}));
    }
  if (!zeros)
    return {};
  return rewriter.create<ConstantOp>(loc, type, zeros);
}

namespace {

//===----------------------------------------------------------------------===//
// Elementwise
//===----------------------------------------------------------------------===//

/// XLA HandleAdd "A + 0 => A", "0 + A => A" and HandleSubtract
/// "A - 0 => A", with IsAll's looking through broadcasts and its == 0 (so
/// -0.0 and complex zeros too; the folders only know +0.0 of real types).
template <typename OpTy> struct AdditiveZero : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    Value lhs = op.getLhs(), rhs = op.getRhs();
    if (isZeroSplat(rhs)) {
      rewriter.replaceOp(op, lhs);
      return success();
    }
    if (std::is_same_v<OpTy, AddOp> && isZeroSplat(lhs)) {
      rewriter.replaceOp(op, rhs);
      return success();
    }
    return failure();
  }
};

/// XLA HandleMultiply "A * 1 => A", "1 * A => A" and HandleDivide
/// "A / 1 => A", looking through broadcasts of one; for real and pred types
/// (pred multiply is `and`).
template <typename OpTy> struct MultiplicativeOne : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    Value lhs = op.getLhs(), rhs = op.getRhs();
    if (isOneSplat(rhs)) {
      rewriter.replaceOp(op, lhs);
      return success();
    }
    if (std::is_same_v<OpTy, MultiplyOp> && isOneSplat(lhs)) {
      rewriter.replaceOp(op, rhs);
      return success();
    }
    return failure();
  }
};

/// Whether every value of element type `from` converts to `to` and back
/// unchanged (XLA's primitive_util::CastPreservesValues).
static bool castPreservesValues(Type from, Type to) {
  if (from == to)
    return true;
  auto ieeeFloat = [](Type type) {
    return type.isF16() || type.isBF16() || type.isF32() || type.isF64();
  };
  if (isPredType(from))
    return isa<IntegerType>(to) || ieeeFloat(to);
  if (auto fromInt = dyn_cast<IntegerType>(from)) {
    unsigned magnitudeBits =
        fromInt.isUnsigned() ? fromInt.getWidth() : fromInt.getWidth() - 1;
    if (auto toInt = dyn_cast<IntegerType>(to)) {
      if (isPredType(to))
        return false;
      if (fromInt.isUnsigned())
        return toInt.isUnsigned() ? toInt.getWidth() >= fromInt.getWidth()
                                  : toInt.getWidth() > fromInt.getWidth();
      return !toInt.isUnsigned() && toInt.getWidth() >= fromInt.getWidth();
    }
    if (!ieeeFloat(to))
      return false;
    const llvm::fltSemantics &semantics =
        cast<FloatType>(to).getFloatSemantics();
    return magnitudeBits <= APFloat::semanticsPrecision(semantics);
  }
  if (ieeeFloat(from) && ieeeFloat(to)) {
    const llvm::fltSemantics &a = cast<FloatType>(from).getFloatSemantics();
    const llvm::fltSemantics &b = cast<FloatType>(to).getFloatSemantics();
    return APFloat::semanticsPrecision(a) <= APFloat::semanticsPrecision(b) &&
           APFloat::semanticsMaxExponent(a) <=
               APFloat::semanticsMaxExponent(b) &&
           APFloat::semanticsMinExponent(a) >= APFloat::semanticsMinExponent(b);
  }
  return false;
}

/// XLA HandleConvert "eliminate a convert pair if it is a no-op"
/// (IsConvertPairNoOp): convert(convert(x : A) : B) : A is x when B holds
/// every value of A.
struct ConvertPair : OpRewritePattern<ConvertOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ConvertOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getOperand().getDefiningOp<ConvertOp>();
    if (!inner || inner.getOperand().getType() != op.getType())
      return failure();
    Type from = getTensorType(inner.getOperand()).getElementType();
    Type middle = getTensorType(inner.getResult()).getElementType();
    if (!castPreservesValues(from, middle))
      return failure();
    rewriter.replaceOp(op, inner.getOperand());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// transpose and reshape
//===----------------------------------------------------------------------===//

/// XLA HandleTranspose "replace transpose with a reshape if more than one
/// degenerate method is permuted" (OnlyPermutesDegenerateDims): a transpose
/// that keeps the order of the dimensions larger than 1 moves no data.
struct TransposeOfDegenerateDims : OpRewritePattern<TransposeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(TransposeOp op,
                                PatternRewriter &rewriter) const override {
    ArrayRef<int64_t> permutation = op.getDimensions();
    if (isIdentityPermutation(permutation))
      return failure();
    RankedTensorType operandType = getTensorType(op.getOperand());
    int64_t last = -1;
    for (int64_t dim : permutation) {
      if (operandType.getDimSize(dim) == 1)
        continue;
      if (dim < last)
        return failure();
      last = dim;
    }
    rewriter.replaceOpWithNewOp<ReshapeOp>(op, op.getType(), op.getOperand());
    return success();
  }
};

/// XLA HandleReshape: a reshape of a broadcast of a scalar is a broadcast of
/// the scalar.
struct ReshapeOfBroadcastScalar : OpRewritePattern<ReshapeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ReshapeOp op,
                                PatternRewriter &rewriter) const override {
    auto broadcast = op.getOperand().getDefiningOp<BroadcastOp>();
    if (!broadcast || getTensorType(broadcast.getOperand()).getRank() != 0)
      return failure();
    rewriter.replaceOpWithNewOp<BroadcastOp>(op, op.getType(),
                                             broadcast.getOperand(),
                                             rewriter.getDenseI64ArrayAttr({}));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// slice
//===----------------------------------------------------------------------===//

/// XLA HandleSlice on slice(pad(x)): a slice that reads only padding is a
/// broadcast of the padding value; one that exactly undoes the pad (starts
/// at the low edges, steps over the interior padding, has x's shape) is x;
/// one inside x's elements (no interior padding) is a slice of x. XLA asks a
/// stride of 1 for the last; any stride stays inside x here.
struct SliceOfPad : OpRewritePattern<SliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SliceOp op,
                                PatternRewriter &rewriter) const override {
    auto pad = op.getOperand().getDefiningOp<PadOp>();
    if (!pad)
      return failure();
    PaddingConfigAttr padding = pad.getPadding();
    RankedTensorType padType = pad.getType();
    ArrayRef<int64_t> starts = op.getStartIndices();
    ArrayRef<int64_t> limits = op.getLimitIndices();
    ArrayRef<int64_t> strides = op.getStrides();
    bool undoesPad = true, insideOperand = true, inPadding = false;
    SmallVector<int64_t> newStarts, newLimits;
    for (int64_t i = 0, e = padType.getRank(); i < e; ++i) {
      int64_t low = padding.getLow()[i], high = padding.getHigh()[i];
      int64_t interior = padding.getInteriorAt(i);
      // The operand's elements lie in [low, edge).
      int64_t edge = padType.getDimSize(i) - high;
      if (limits[i] <= low || starts[i] >= edge) {
        inPadding = true;
        break;
      }
      if (starts[i] != low || strides[i] - 1 != interior)
        undoesPad = false;
      if (starts[i] < low || limits[i] > edge || interior != 0)
        insideOperand = false;
      newStarts.push_back(starts[i] - low);
      newLimits.push_back(limits[i] - low);
    }
    if (inPadding) {
      rewriter.replaceOpWithNewOp<BroadcastOp>(
          op, op.getType(), pad.getPaddingValue(),
          rewriter.getDenseI64ArrayAttr({}));
      return success();
    }
    if (undoesPad && pad.getOperand().getType() == op.getType()) {
      rewriter.replaceOp(op, pad.getOperand());
      return success();
    }
    if (insideOperand) {
      rewriter.replaceOpWithNewOp<SliceOp>(op, op.getType(), pad.getOperand(),
                                           newStarts, newLimits, strides);
      return success();
    }
    return failure();
  }
};

/// XLA HandleSlice on slice(slice(x)): one slice of x. XLA merges unstrided
/// slices; strides compose too (element j is x[s1 + (s2 + j*t2) * t1]).
struct SliceOfSlice : OpRewritePattern<SliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SliceOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getOperand().getDefiningOp<SliceOp>();
    if (!inner)
      return failure();
    RankedTensorType type = op.getType();
    SmallVector<int64_t> starts, limits, strides;
    for (int64_t i = 0, e = type.getRank(); i < e; ++i) {
      int64_t size = type.getDimSize(i);
      if (size == 0) {
        // Any empty range will do (and stays in bounds).
        starts.push_back(0);
        limits.push_back(0);
        strides.push_back(1);
        continue;
      }
      int64_t stride = inner.getStrides()[i] * op.getStrides()[i];
      int64_t start = inner.getStartIndices()[i] +
                      op.getStartIndices()[i] * inner.getStrides()[i];
      starts.push_back(start);
      limits.push_back(start + (size - 1) * stride + 1);
      strides.push_back(size == 1 ? 1 : stride);
    }
    rewriter.replaceOpWithNewOp<SliceOp>(op, type, inner.getOperand(), starts,
                                         limits, strides);
    return success();
  }
};

/// XLA HandleSlice "sink broadcast through slice": slice(broadcast(x)) is
/// broadcast(slice(x)), the slice of x taking the ranges of the dimensions
/// x maps to (and folding away when they are whole).
struct SliceOfBroadcast : OpRewritePattern<SliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SliceOp op,
                                PatternRewriter &rewriter) const override {
    auto broadcast = op.getOperand().getDefiningOp<BroadcastOp>();
    if (!broadcast)
      return failure();
    Value x = broadcast.getOperand();
    SmallVector<int64_t> starts, limits, strides;
    for (int64_t dim : broadcast.getDimensions()) {
      starts.push_back(op.getStartIndices()[dim]);
      limits.push_back(op.getLimitIndices()[dim]);
      strides.push_back(op.getStrides()[dim]);
    }
    Value sliced =
        rewriter.create<SliceOp>(op.getLoc(), x, starts, limits, strides);
    rewriter.replaceOpWithNewOp<BroadcastOp>(op, op.getType(), sliced,
                                             broadcast.getDimensionsAttr());
    return success();
  }
};

/// XLA HandleSlice "try to simplify concat -> slice to an operand of
/// concat": an unstrided slice of a concatenate that reads from a run of
/// its operands (not all of them) slices the concatenate of that run (or
/// the one operand).
struct SliceOfConcatenate : OpRewritePattern<SliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SliceOp op,
                                PatternRewriter &rewriter) const override {
    auto concat = op.getOperand().getDefiningOp<ConcatenateOp>();
    if (!concat || llvm::any_of(op.getStrides(),
                                [](int64_t stride) { return stride != 1; }))
      return failure();
    int64_t dim = concat.getDimension();
    int64_t sliceStart = op.getStartIndices()[dim];
    int64_t sliceLimit = op.getLimitIndices()[dim];
    std::optional<unsigned> first, end;
    int64_t firstOffset = 0, offset = 0;
    for (auto [i, input] : llvm::enumerate(concat.getInputs())) {
      int64_t size = getTensorType(input).getDimSize(dim);
      if (!first && offset <= sliceStart && sliceStart < offset + size) {
        first = i;
        firstOffset = offset;
      }
      offset += size;
      if (first && offset >= sliceLimit) {
        end = i + 1;
        break;
      }
    }
    if (!first || !end || *end - *first == concat.getInputs().size())
      return failure();
    Value source = concat.getInputs()[*first];
    if (*end - *first > 1)
      source = rewriter.create<ConcatenateOp>(
          op.getLoc(), concat.getInputs().slice(*first, *end - *first),
          static_cast<uint64_t>(dim));
    SmallVector<int64_t> starts(op.getStartIndices());
    SmallVector<int64_t> limits(op.getLimitIndices());
    starts[dim] -= firstOffset;
    limits[dim] -= firstOffset;
    rewriter.replaceOpWithNewOp<SliceOp>(op, op.getType(), source, starts,
                                         limits, op.getStrides());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// dynamic-slice and dynamic-update-slice
//===----------------------------------------------------------------------===//

/// The value of the constant 0-d integer `value`, saturated to int64 (an
/// unsigned index above INT64_MAX reads as INT64_MAX).
static std::optional<int64_t> getConstantIndex(Value value) {
  DenseIntElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)) || attr.getNumElements() != 1)
    return std::nullopt;
  APInt index = *attr.getValues<APInt>().begin();
  if (attr.getElementType().isUnsignedInteger())
    return index.getActiveBits() > 63
               ? std::numeric_limits<int64_t>::max()
               : static_cast<int64_t>(index.getZExtValue());
  return index.getSExtValue();
}

/// XLA HandleDynamicSlice: a dynamic slice of the operand's whole shape (or
/// a scalar) is the operand; with constant start indices, it is a slice at
/// the starts clamped to [0, dim - size], as XLA clamps them at run time.
/// (XLA keeps a dynamic slice of a constant; here the slice of a constant
/// folds within the folders' size limits.)
struct DynamicSliceToSlice : OpRewritePattern<DynamicSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DynamicSliceOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType operandType = getTensorType(op.getOperand());
    if (operandType == op.getType()) {
      rewriter.replaceOp(op, op.getOperand());
      return success();
    }
    ArrayRef<int64_t> sizes = op.getDynamicSliceSizes();
    SmallVector<int64_t> starts, limits;
    for (auto [dim, index] : llvm::enumerate(op.getStartIndices())) {
      std::optional<int64_t> start = getConstantIndex(index);
      if (!start)
        return failure();
      int64_t maxStart = operandType.getDimSize(dim) - sizes[dim];
      int64_t clamped = std::clamp<int64_t>(*start, 0, maxStart);
      starts.push_back(clamped);
      limits.push_back(clamped + sizes[dim]);
    }
    SmallVector<int64_t> strides(starts.size(), 1);
    rewriter.replaceOpWithNewOp<SliceOp>(op, op.getType(), op.getOperand(),
                                         starts, limits, strides);
    return success();
  }
};

/// XLA HandleDynamicUpdateSlice: an update of the operand's whole shape
/// (its starts clamp to 0) is the result; an empty update leaves the
/// operand.
struct DynamicUpdateSliceOfWholeOrEmpty
    : OpRewritePattern<DynamicUpdateSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DynamicUpdateSliceOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType updateType = getTensorType(op.getUpdate());
    if (updateType == op.getType()) {
      rewriter.replaceOp(op, op.getUpdate());
      return success();
    }
    if (updateType.getNumElements() == 0) {
      rewriter.replaceOp(op, op.getOperand());
      return success();
    }
    return failure();
  }
};

/// The 0-d value every element of `value` equals, when `value` is a
/// broadcast of a 0-d value or a splat constant (built as a 0-d constant
/// before `op`); null otherwise.
static Value getSplatScalar(Value value, Operation *op,
                            PatternRewriter &rewriter) {
  if (auto broadcast = value.getDefiningOp<BroadcastOp>())
    if (getTensorType(broadcast.getOperand()).getRank() == 0)
      return broadcast.getOperand();
  DenseElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)) || !attr.isSplat())
    return {};
  auto scalarType = RankedTensorType::get({}, attr.getElementType());
  return rewriter.create<ConstantOp>(op->getLoc(), scalarType,
                                     attr.resizeSplat(scalarType));
}

/// XLA HandleDynamicUpdateSlice "dynamic_update_slice(broadcast(constant),
/// data, constant_index0, ...) to a Pad(x, constant)": an update at constant
/// starts (clamped to [0, dim - update dim]) into an array of one value is
/// the update padded with that value. XLA asks a broadcast of a scalar
/// constant; any scalar, and splat constants, do here.
struct DynamicUpdateSliceToPad : OpRewritePattern<DynamicUpdateSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DynamicUpdateSliceOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType type = op.getType();
    RankedTensorType updateType = getTensorType(op.getUpdate());
    SmallVector<int64_t> low, high;
    for (auto [dim, index] : llvm::enumerate(op.getStartIndices())) {
      std::optional<int64_t> start = getConstantIndex(index);
      if (!start)
        return failure();
      int64_t maxStart = type.getDimSize(dim) - updateType.getDimSize(dim);
      int64_t clamped = std::clamp<int64_t>(*start, 0, maxStart);
      low.push_back(clamped);
      high.push_back(maxStart - clamped);
    }
    Value paddingValue = getSplatScalar(op.getOperand(), op, rewriter);
    if (!paddingValue)
      return failure();
    auto padding =
        PaddingConfigAttr::get(op.getContext(), low, high, ArrayRef<int64_t>());
    rewriter.replaceOpWithNewOp<PadOp>(op, type, op.getUpdate(), paddingValue,
                                       padding);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// dot
//===----------------------------------------------------------------------===//

/// XLA's TransposeFolding (FoldTransposeIntoDot): dot(transpose(x), y) is a
/// dot of x whose batch and contracting dimensions are mapped through the
/// permutation, when the permutation keeps the order of the operand's free
/// dimensions (the result lists them in operand order). Either operand.
struct DotOfTranspose : OpRewritePattern<DotOp> {
  using OpRewritePattern::OpRewritePattern;

  /// Maps `batch` and `contracting` of transpose(x) to x's dimensions;
  /// fails when x's free dimensions would come out of order.
  static bool foldTranspose(TransposeOp transpose, SmallVector<int64_t> &batch,
                            SmallVector<int64_t> &contracting) {
    ArrayRef<int64_t> permutation = transpose.getDimensions();
    int64_t last = -1;
    for (int64_t dim = 0, e = permutation.size(); dim < e; ++dim) {
      if (llvm::is_contained(batch, dim) ||
          llvm::is_contained(contracting, dim))
        continue;
      if (permutation[dim] < last)
        return false;
      last = permutation[dim];
    }
    for (int64_t &dim : batch)
      dim = permutation[dim];
    for (int64_t &dim : contracting)
      dim = permutation[dim];
    return true;
  }

  LogicalResult matchAndRewrite(DotOp op,
                                PatternRewriter &rewriter) const override {
    DotDimensionNumbersAttr dims = op.getDotDimensionNumbers();
    SmallVector<int64_t> lhsBatch(dims.getLhsBatchDims());
    SmallVector<int64_t> lhsContracting(dims.getLhsContractingDims());
    SmallVector<int64_t> rhsBatch(dims.getRhsBatchDims());
    SmallVector<int64_t> rhsContracting(dims.getRhsContractingDims());
    Value lhs = op.getLhs(), rhs = op.getRhs();
    bool changed = false;
    if (auto transpose = lhs.getDefiningOp<TransposeOp>())
      if (foldTranspose(transpose, lhsBatch, lhsContracting)) {
        lhs = transpose.getOperand();
        changed = true;
      }
    if (auto transpose = rhs.getDefiningOp<TransposeOp>())
      if (foldTranspose(transpose, rhsBatch, rhsContracting)) {
        rhs = transpose.getOperand();
        changed = true;
      }
    if (!changed)
      return failure();
    auto newDims = DotDimensionNumbersAttr::get(
        op.getContext(), lhsBatch, lhsContracting, rhsBatch, rhsContracting);
    rewriter.replaceOpWithNewOp<DotOp>(op, op.getType(), lhs, rhs, newDims,
                                       op.getPrecisionConfigAttr());
    return success();
  }
};

/// XLA HandleTranspose "Transpose(dot(a,b))->dot(b,a) for any dot": a
/// transpose that keeps the batch dimensions first (in any order) and
/// swaps the block of lhs free dimensions with the block of rhs ones is the
/// dot with its operands swapped. Only when the dot has no other use.
struct TransposeOfDot : OpRewritePattern<TransposeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(TransposeOp op,
                                PatternRewriter &rewriter) const override {
    auto dot = op.getOperand().getDefiningOp<DotOp>();
    if (!dot || !dot->hasOneUse())
      return failure();
    DotDimensionNumbersAttr dims = dot.getDotDimensionNumbers();
    int64_t numBatch = dims.getLhsBatchDims().size();
    int64_t numLhsFree = getTensorType(dot.getLhs()).getRank() - numBatch -
                         dims.getLhsContractingDims().size();
    int64_t numRhsFree = getTensorType(dot.getRhs()).getRank() - numBatch -
                         dims.getRhsContractingDims().size();
    ArrayRef<int64_t> permutation = op.getDimensions();
    for (int64_t i = 0; i < numBatch; ++i)
      if (permutation[i] >= numBatch)
        return failure();
    for (int64_t i = 0; i < numRhsFree; ++i)
      if (permutation[numBatch + i] != numBatch + numLhsFree + i)
        return failure();
    for (int64_t i = 0; i < numLhsFree; ++i)
      if (permutation[numBatch + numRhsFree + i] != numBatch + i)
        return failure();
    SmallVector<int64_t> lhsBatch, rhsBatch;
    for (int64_t i = 0; i < numBatch; ++i) {
      lhsBatch.push_back(dims.getRhsBatchDims()[permutation[i]]);
      rhsBatch.push_back(dims.getLhsBatchDims()[permutation[i]]);
    }
    auto newDims = DotDimensionNumbersAttr::get(
        op.getContext(), lhsBatch, dims.getRhsContractingDims(), rhsBatch,
        dims.getLhsContractingDims());
    ArrayAttr precision = dot.getPrecisionConfigAttr();
    if (precision && precision.size() == 2)
      precision = rewriter.getArrayAttr({precision[1], precision[0]});
    rewriter.replaceOpWithNewOp<DotOp>(op, op.getType(), dot.getRhs(),
                                       dot.getLhs(), newDims, precision);
    return success();
  }
};

/// XLA HandleDot "replace a zero element dot with a broadcast of the
/// constant 0": with an empty operand, every result element is an empty
/// sum (or there is none).
struct DotOfEmpty : OpRewritePattern<DotOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DotOp op,
                                PatternRewriter &rewriter) const override {
    if (getTensorType(op.getLhs()).getNumElements() != 0 &&
        getTensorType(op.getRhs()).getNumElements() != 0)
      return failure();
    Value zeros = createZeros(rewriter, op.getLoc(), op.getType());
    if (!zeros)
      return failure();
    rewriter.replaceOp(op, zeros);
    return success();
  }
};

/// XLA HandleDot "if there are no contracting dimensions, a dot can be
/// rewritten as mul(broadcast(transpose(x)),broadcast(transpose(y)))", for
/// a 0-d operand (reverse-mode AD makes dots of its 0-d seed): the dot is
/// the other operand times the scalar. Only when both operands have the
/// result's element type (the multiply then rounds as the dot does).
struct DotOfScalar : OpRewritePattern<DotOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DotOp op,
                                PatternRewriter &rewriter) const override {
    Value lhs = op.getLhs(), rhs = op.getRhs();
    RankedTensorType type = op.getType();
    if (getTensorType(lhs).getElementType() != type.getElementType() ||
        getTensorType(rhs).getElementType() != type.getElementType())
      return failure();
    Value scalar, other;
    if (getTensorType(lhs).getRank() == 0) {
      scalar = lhs;
      other = rhs;
    } else if (getTensorType(rhs).getRank() == 0) {
      scalar = rhs;
      other = lhs;
    } else {
      return failure();
    }
    // No dimension is contracted or batched: the result has the other
    // operand's type.
    if (other.getType() != type)
      return failure();
    Value broadcast = rewriter.create<BroadcastOp>(
        op.getLoc(), type, scalar, rewriter.getDenseI64ArrayAttr({}));
    if (scalar == lhs)
      rewriter.replaceOpWithNewOp<MultiplyOp>(op, broadcast, other);
    else
      rewriter.replaceOpWithNewOp<MultiplyOp>(op, other, broadcast);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// reduce
//===----------------------------------------------------------------------===//

/// XLA HandleReduce (ShouldBroadcastReduce, BroadcastReduce): a reduce of
/// an empty array, or with an empty result, is its init values broadcast.
struct ReduceOfEmpty : OpRewritePattern<ReduceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ReduceOp op,
                                PatternRewriter &rewriter) const override {
    if (getTensorType(op.getInputs()[0]).getNumElements() != 0 &&
        getTensorType(op.getResult(0)).getNumElements() != 0)
      return failure();
    SmallVector<Value> results;
    for (auto [result, init] : llvm::zip(op.getResults(), op.getInitValues()))
      results.push_back(
          rewriter.create<BroadcastOp>(op.getLoc(), result.getType(), init,
                                       rewriter.getDenseI64ArrayAttr({})));
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// Whether `init` is the identity of `combiner` (an op combining the two
/// block arguments of a reduce computation): x op init == x for every x
/// (up to the sign of zero for float add, as XLA's x + 0 => x).
static bool isIdentityOf(Operation *combiner, Value init) {
  DenseElementsAttr attr = getSplatConstant(init);
  if (!attr)
    return false;
  Type element = attr.getElementType();
  bool isFloat = isa<FloatType>(element);
  if (!isFloat && !isa<IntegerType>(element))
    return false;
  if (isa<AddOp, OrOp, XorOp>(combiner))
    return isZeroSplat(init);
  if (isa<MultiplyOp>(combiner))
    return isOneSplat(init);
  if (isa<AndOp>(combiner))
    return !isFloat && attr.getSplatValue<APInt>().isAllOnes();
  bool isMax = isa<MaximumOp>(combiner);
  if (!isMax && !isa<MinimumOp>(combiner))
    return false;
  if (isFloat) {
    APFloat value = attr.getSplatValue<APFloat>();
    return value.isInfinity() && value.isNegative() == isMax;
  }
  APInt value = attr.getSplatValue<APInt>();
  if (isPredType(element) || element.isUnsignedInteger())
    return isMax ? value.isZero() : value.isAllOnes();
  return isMax ? value.isMinSignedValue() : value.isMaxSignedValue();
}

/// XLA HandleReduce "if the reduction results in the same number of
/// elements, then the only possible side effect would be a reshape": a
/// reduce over dimensions of size 1 (or none) is a reshape of its input.
/// XLA assumes the init value is the computation's identity; here it is
/// checked: a computation of one add, multiply, maximum, minimum, and, or,
/// xor of its two arguments, with the identity as init.
struct ReduceToReshape : OpRewritePattern<ReduceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ReduceOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getInputs().size() != 1)
      return failure();
    Value input = op.getInputs()[0], init = op.getInitValues()[0];
    RankedTensorType inputType = getTensorType(input);
    auto resultType = cast<RankedTensorType>(op.getResult(0).getType());
    if (inputType.getNumElements() != resultType.getNumElements() ||
        inputType.getElementType() != resultType.getElementType())
      return failure();
    Block &body = op.getToApply().front();
    if (body.getNumArguments() != 2 ||
        !llvm::hasSingleElement(body.without_terminator()))
      return failure();
    Operation *combiner = &body.front();
    Operation *terminator = body.getTerminator();
    if (combiner->getNumOperands() != 2 || combiner->getNumResults() != 1 ||
        terminator->getNumOperands() != 1 ||
        terminator->getOperand(0) != combiner->getResult(0))
      return failure();
    Value a = body.getArgument(0), b = body.getArgument(1);
    if (!((combiner->getOperand(0) == a && combiner->getOperand(1) == b) ||
          (combiner->getOperand(0) == b && combiner->getOperand(1) == a)))
      return failure();
    if (!isIdentityOf(combiner, init))
      return failure();
    rewriter.replaceOpWithNewOp<ReshapeOp>(op, resultType, input);
    return success();
  }
};

} // namespace

void xhlo::hlo::populateHloSimplifyPatterns(RewritePatternSet &patterns) {
  patterns.add<AdditiveZero<AddOp>, AdditiveZero<SubtractOp>,
               MultiplicativeOne<MultiplyOp>, MultiplicativeOne<DivideOp>,
               ConvertPair, TransposeOfDegenerateDims, ReshapeOfBroadcastScalar,
               SliceOfPad, SliceOfSlice, SliceOfBroadcast, SliceOfConcatenate,
               DynamicSliceToSlice, DynamicUpdateSliceOfWholeOrEmpty,
               DynamicUpdateSliceToPad, DotOfTranspose, TransposeOfDot,
               DotOfEmpty, DotOfScalar, ReduceOfEmpty, ReduceToReshape>(
      patterns.getContext());
}
