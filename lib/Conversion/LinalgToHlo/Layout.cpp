//===- Layout.cpp - Arrays over loop dimensions ---------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the layout helpers of LinalgToHlo: constant indices
// dropped, transposes and broadcasts between orders of loop dimensions, and
// reshapes.
//
//===----------------------------------------------------------------------===//

#include "Layout.h"

#include "xhlo/Dialect/Hlo/IR/HloShapeOps.h"

#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"

#include <numeric>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::linalg_to_hlo;

static RankedTensorType getType(Value value) {
  return cast<RankedTensorType>(value.getType());
}

SmallVector<unsigned> linalg_to_hlo::getMapDims(AffineMap map) {
  SmallVector<unsigned> dims;
  for (AffineExpr result : map.getResults())
    if (auto dim = dyn_cast<AffineDimExpr>(result))
      dims.push_back(dim.getPosition());
  return dims;
}

SmallVector<int64_t> linalg_to_hlo::getLoopShape(ArrayRef<unsigned> dims,
                                                 ArrayRef<int64_t> loopSizes) {
  return llvm::map_to_vector(dims,
                             [&](unsigned dim) { return loopSizes[dim]; });
}

Value linalg_to_hlo::dropConstantIndices(OpBuilder &builder, Location loc,
                                         Value value, AffineMap map) {
  RankedTensorType type = getType(value);
  SmallVector<int64_t> start(type.getRank(), 0);
  SmallVector<int64_t> limit(type.getShape());
  SmallVector<int64_t> kept;
  bool any = false;
  for (auto [i, result] : llvm::enumerate(map.getResults())) {
    if (auto constant = dyn_cast<AffineConstantExpr>(result)) {
      start[i] = constant.getValue();
      limit[i] = constant.getValue() + 1;
      any = true;
    } else {
      kept.push_back(type.getDimSize(i));
    }
  }
  if (!any)
    return value;
  SmallVector<int64_t> sliceShape(type.getShape());
  for (auto [i, result] : llvm::enumerate(map.getResults()))
    if (isa<AffineConstantExpr>(result))
      sliceShape[i] = 1;
  SmallVector<int64_t> strides(type.getRank(), 1);
  Value slice = builder.create<hlo::SliceOp>(loc, type.clone(sliceShape), value,
                                             start, limit, strides);
  return reshape(builder, loc, slice, kept);
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
