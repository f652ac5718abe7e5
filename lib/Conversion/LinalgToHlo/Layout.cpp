//===- Layout.cpp - Arrays over loop dimensions ---------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the layout helpers of LinalgToHlo: operands indexed
// by one loop per dimension sliced, reversed and their diagonals taken,
// transposes and broadcasts between orders of loop dimensions, and reshapes.
//
//===----------------------------------------------------------------------===//

#include "Layout.h"

#include "xhlo/Dialect/Hlo/IR/HloShapeOps.h"

#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/raw_ostream.h"

#include <numeric>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::linalg_to_hlo;

static RankedTensorType getType(Value value) {
  return cast<RankedTensorType>(value.getType());
}

std::optional<LinearIndex> linalg_to_hlo::getLinearIndex(AffineExpr expr) {
  if (auto constant = dyn_cast<AffineConstantExpr>(expr))
    return LinearIndex{std::nullopt, 0, constant.getValue()};
  if (auto dim = dyn_cast<AffineDimExpr>(expr))
    return LinearIndex{dim.getPosition(), 1, 0};
  auto binary = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!binary || (binary.getKind() != AffineExprKind::Add &&
                  binary.getKind() != AffineExprKind::Mul))
    return std::nullopt;
  std::optional<LinearIndex> lhs = getLinearIndex(binary.getLHS());
  std::optional<LinearIndex> rhs = getLinearIndex(binary.getRHS());
  if (!lhs || !rhs)
    return std::nullopt;
  LinearIndex result;
  std::optional<int64_t> scale, offset;
  if (binary.getKind() == AffineExprKind::Add) {
    if (lhs->dim && rhs->dim && *lhs->dim != *rhs->dim)
      return std::nullopt;
    result.dim = lhs->dim ? lhs->dim : rhs->dim;
    scale = llvm::checkedAdd(lhs->scale, rhs->scale);
    offset = llvm::checkedAdd(lhs->offset, rhs->offset);
  } else {
    // Affine products have a constant factor.
    if (lhs->dim)
      std::swap(lhs, rhs);
    if (lhs->dim)
      return std::nullopt;
    result.dim = rhs->dim;
    scale = llvm::checkedMul(rhs->scale, lhs->offset);
    offset = llvm::checkedMul(rhs->offset, lhs->offset);
  }
  if (!scale || !offset)
    return std::nullopt;
  result.scale = *scale;
  result.offset = *offset;
  if (result.scale == 0)
    result.dim = std::nullopt;
  return result;
}

bool linalg_to_hlo::isSliceMap(AffineMap map) {
  return llvm::all_of(map.getResults(), [](AffineExpr result) {
    return getLinearIndex(result).has_value();
  });
}

SmallVector<unsigned> linalg_to_hlo::getMapDims(AffineMap map) {
  SmallVector<unsigned> dims;
  // Walks the results rather than asking isFunctionOfDim of each dimension,
  // which builds (uniques) the dimension's expression at every question.
  llvm::SmallBitVector inResult(map.getNumDims());
  for (AffineExpr result : map.getResults()) {
    if (auto dim = dyn_cast<AffineDimExpr>(result)) {
      if (!llvm::is_contained(dims, dim.getPosition()))
        dims.push_back(dim.getPosition());
      continue;
    }
    inResult.reset();
    result.walk([&](AffineExpr expr) {
      if (auto dim = dyn_cast<AffineDimExpr>(expr))
        inResult.set(dim.getPosition());
    });
    for (unsigned dim : inResult.set_bits())
      if (!llvm::is_contained(dims, dim))
        dims.push_back(dim);
  }
  return dims;
}

SmallVector<int64_t> linalg_to_hlo::getLoopShape(ArrayRef<unsigned> dims,
                                                 ArrayRef<int64_t> loopSizes) {
  return llvm::map_to_vector(dims,
                             [&](unsigned dim) { return loopSizes[dim]; });
}

/// The first and last index `index` takes over the loops of sizes
/// `loopSizes` (none empty), or std::nullopt if they overflow.
static std::optional<std::pair<int64_t, int64_t>>
getIndexRange(const LinearIndex &index, ArrayRef<int64_t> loopSizes) {
  if (!index.dim)
    return std::make_pair(index.offset, index.offset);
  std::optional<int64_t> span =
      llvm::checkedMul(index.scale, loopSizes[*index.dim] - 1);
  std::optional<int64_t> last =
      span ? llvm::checkedAdd(index.offset, *span) : std::nullopt;
  if (!last)
    return std::nullopt;
  return std::make_pair(index.offset, *last);
}

std::optional<std::string>
linalg_to_hlo::checkSliceBounds(AffineMap map, unsigned operand,
                                ArrayRef<int64_t> shape,
                                ArrayRef<int64_t> loopSizes) {
  if (llvm::is_contained(loopSizes, 0))
    return std::nullopt;
  for (auto [i, result] : llvm::enumerate(map.getResults())) {
    std::optional<LinearIndex> index = getLinearIndex(result);
    std::optional<std::pair<int64_t, int64_t>> range =
        index ? getIndexRange(*index, loopSizes) : std::nullopt;
    if (range && std::min(range->first, range->second) >= 0 &&
        std::max(range->first, range->second) < shape[i])
      continue;
    // Out of bounds: the message is made only here (printing the index
    // expression for every dimension of every in-bounds input was a few
    // percent of the pipeline's time).
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "its input #" << operand << " is indexed by `" << result
       << "` in dimension " << i << " (of size " << shape[i] << ")";
    if (!range) {
      os << ", whose index overflows 64 bits";
      return text;
    }
    auto [first, last] = *range;
    int64_t low = std::min(first, last), high = std::max(first, last);
    os << ", which reaches index " << (low < 0 ? low : high)
       << " over the loops (out of bounds)";
    return text;
  }
  return std::nullopt;
}

Value linalg_to_hlo::sliceOperand(OpBuilder &builder, Location loc, Value value,
                                  AffineMap map, ArrayRef<int64_t> loopSizes) {
  RankedTensorType type = getType(value);
  int64_t rank = type.getRank();
  SmallVector<LinearIndex> indices;
  for (AffineExpr result : map.getResults())
    indices.push_back(*getLinearIndex(result));

  // Reverse the dimensions read backwards: `c * d + k` with c < 0 reads
  // element k - |c| * d, which is element (size - 1 - k) + |c| * d of the
  // reverse.
  SmallVector<int64_t> reversed;
  for (auto [i, index] : llvm::enumerate(indices))
    if (index.dim && index.scale < 0)
      reversed.push_back(i);
  if (!reversed.empty())
    value = builder.create<hlo::ReverseOp>(loc, value, reversed);

  // One slice of the offsets, strides and constant indices.
  SmallVector<int64_t> start(rank), limit(rank), strides(rank), sliceShape;
  SmallVector<int64_t> keptShape;
  SmallVector<unsigned> keptDims;
  for (auto [i, index] : llvm::enumerate(indices)) {
    int64_t size = type.getDimSize(i);
    if (!index.dim) {
      start[i] = index.offset;
      limit[i] = index.offset + 1;
      strides[i] = 1;
      sliceShape.push_back(1);
      continue;
    }
    int64_t count = loopSizes[*index.dim];
    start[i] = index.scale > 0 ? index.offset : size - 1 - index.offset;
    strides[i] = std::abs(index.scale);
    limit[i] = start[i] + strides[i] * (count - 1) + 1;
    sliceShape.push_back(count);
    keptShape.push_back(count);
    keptDims.push_back(*index.dim);
  }
  if (sliceShape != type.getShape() ||
      llvm::any_of(start, [](int64_t v) { return v != 0; }))
    value = builder.create<hlo::SliceOp>(loc, type.clone(sliceShape), value,
                                         start, limit, strides);
  value = reshape(builder, loc, value, keptShape);

  // A loop indexing several dimensions reads their diagonal: with the
  // dimensions adjacent and merged, element (i, ..., i) of m dimensions of
  // size n is element i * (n^(m-1) + ... + n + 1) of the merged one.
  SmallVector<unsigned> dims = getMapDims(map);
  if (dims.size() == keptDims.size())
    return value;
  SmallVector<int64_t> permutation, mergedShape, diagonalStrides;
  for (unsigned dim : dims) {
    int64_t n = loopSizes[dim], merged = 1, stride = 0;
    for (auto [position, keptDim] : llvm::enumerate(keptDims)) {
      if (keptDim != dim)
        continue;
      permutation.push_back(position);
      stride = stride * n + 1;
      merged *= n;
    }
    mergedShape.push_back(merged);
    diagonalStrides.push_back(stride);
  }
  value = transpose(builder, loc, value, permutation);
  value = reshape(builder, loc, value, mergedShape);
  SmallVector<int64_t> diagonalShape = getLoopShape(dims, loopSizes);
  SmallVector<int64_t> diagonalStart(dims.size(), 0), diagonalLimit;
  for (auto [size, stride] : llvm::zip(diagonalShape, diagonalStrides))
    diagonalLimit.push_back((size - 1) * stride + 1);
  return builder.create<hlo::SliceOp>(loc, getType(value).clone(diagonalShape),
                                      value, diagonalStart, diagonalLimit,
                                      diagonalStrides);
}

Value linalg_to_hlo::transpose(OpBuilder &builder, Location loc, Value value,
                               ArrayRef<int64_t> permutation) {
  if (llvm::equal(permutation, llvm::seq<int64_t>(0, permutation.size())))
    return value;
  RankedTensorType type = getType(value);
  SmallVector<int64_t> shape = llvm::map_to_vector(
      permutation, [&](int64_t dim) { return type.getDimSize(dim); });
  return builder.create<hlo::TransposeOp>(loc, type.clone(shape), value,
                                          permutation);
}

Value linalg_to_hlo::reshape(OpBuilder &builder, Location loc, Value value,
                             ArrayRef<int64_t> shape) {
  RankedTensorType type = getType(value);
  if (type.getShape() == shape)
    return value;
  return builder.create<hlo::ReshapeOp>(loc, type.clone(shape), value);
}

Value linalg_to_hlo::relayout(OpBuilder &builder, Location loc, Value value,
                              ArrayRef<unsigned> from, ArrayRef<unsigned> to,
                              ArrayRef<int64_t> loopSizes) {
  // The dimensions of `from` in the order they take in `to`.
  auto positionInTo = [&](unsigned dim) {
    return llvm::find(to, dim) - to.begin();
  };
  SmallVector<int64_t> permutation(from.size());
  std::iota(permutation.begin(), permutation.end(), 0);
  llvm::stable_sort(permutation, [&](int64_t a, int64_t b) {
    return positionInTo(from[a]) < positionInTo(from[b]);
  });
  value = transpose(builder, loc, value, permutation);
  if (from.size() == to.size())
    return value;
  SmallVector<int64_t> dimensions = llvm::map_to_vector(
      permutation, [&](int64_t i) { return int64_t(positionInTo(from[i])); });
  RankedTensorType type = getType(value).clone(getLoopShape(to, loopSizes));
  return builder.create<hlo::BroadcastOp>(
      loc, type, value, builder.getDenseI64ArrayAttr(dimensions));
}
