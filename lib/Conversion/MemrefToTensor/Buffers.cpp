//===- Buffers.cpp - Views, allocations, loads, stores and copies ---------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the buffer ops of convert-memref-to-tensor. A view
// (`memref.subview` of a buffer or of a view, static sizes and strides, any
// offsets) is where it lies in its buffer; reading it is a
// `tensor.extract_slice` of the buffer's tensor (nothing for the whole
// buffer), writing it a `tensor.insert_slice`. Loads and stores are
// `tensor.extract` and `tensor.insert` at the buffer's indices, copies a
// read and a write, allocations `tensor.empty` (their contents are
// undefined), deallocations nothing.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;
using namespace xhlo::memref_to_tensor;

RankedTensorType xhlo::memref_to_tensor::getTensorType(MemRefType type) {
  return RankedTensorType::get(type.getShape(), type.getElementType());
}

Value xhlo::memref_to_tensor::getBuffer(Value memref) {
  while (auto subview = memref.getDefiningOp<memref::SubViewOp>())
    memref = subview.getSource();
  return memref;
}

bool View::isWhole() const {
  auto shape = cast<MemRefType>(buffer.getType()).getShape();
  if (dropped.any() || shape.size() != sizes.size())
    return false;
  for (unsigned i = 0, e = sizes.size(); i < e; ++i)
    if (!isConstantIntValue(offsets[i], 0) ||
        !isConstantIntValue(strides[i], 1) ||
        getConstantIntValue(sizes[i]) != shape[i])
      return false;
  return true;
}

bool View::isSameAs(const View &other) const {
  return buffer == other.buffer && dropped == other.dropped &&
         offsets == other.offsets && sizes == other.sizes &&
         strides == other.strides;
}

/// `a + b * c`, folded when constant.
static OpFoldResult addMul(OpBuilder &builder, Location loc, OpFoldResult a,
                           OpFoldResult b, OpFoldResult c) {
  std::optional<int64_t> ca = getConstantIntValue(a),
                         cb = getConstantIntValue(b),
                         cc = getConstantIntValue(c);
  if (ca && cb && cc)
    return builder.getIndexAttr(*ca + *cb * *cc);
  Value product;
  if (cb == 0 || cc == 0)
    return a;
  if (cb == 1)
    product = getValueOrCreateConstantIndexOp(builder, loc, c);
  else if (cc == 1)
    product = getValueOrCreateConstantIndexOp(builder, loc, b);
  else
    product = builder.create<arith::MulIOp>(
        loc, getValueOrCreateConstantIndexOp(builder, loc, b),
        getValueOrCreateConstantIndexOp(builder, loc, c));
  if (ca == 0)
    return product;
  return builder
      .create<arith::AddIOp>(
          loc, getValueOrCreateConstantIndexOp(builder, loc, a), product)
      .getResult();
}

FailureOr<View> Converter::getView(Value memref, Operation *user) {
  if (auto it = views.find(memref); it != views.end())
    return it->second;
  if (current.count(memref)) {
    auto type = cast<MemRefType>(memref.getType());
    View view;
    view.buffer = memref;
    view.type = getTensorType(type);
    view.dropped.resize(type.getRank());
    OpBuilder builder(memref.getContext());
    for (int64_t size : type.getShape()) {
      view.offsets.push_back(builder.getIndexAttr(0));
      view.sizes.push_back(builder.getIndexAttr(size));
      view.strides.push_back(builder.getIndexAttr(1));
    }
    return view;
  }
  user->emitError("cannot convert '")
      << user->getName() << "' to tensors: its memref operand is not a "
      << "function argument, an allocation or a subview of one";
  return failure();
}

Value Converter::read(OpBuilder &builder, Location loc, const View &view) {
  Value tensor = current.lookup(view.buffer);
  if (view.isWhole())
    return tensor;
  return builder.create<tensor::ExtractSliceOp>(
      loc, view.type, tensor, view.offsets, view.sizes, view.strides);
}

void Converter::write(OpBuilder &builder, Location loc, const View &view,
                      Value tensor) {
  if (view.isWhole()) {
    current[view.buffer] = tensor;
    return;
  }
  current[view.buffer] = builder.create<tensor::InsertSliceOp>(
      loc, tensor, current.lookup(view.buffer), view.offsets, view.sizes,
      view.strides);
}

SmallVector<Value> Converter::getBufferIndices(OpBuilder &builder, Location loc,
                                               const View &view,
                                               ValueRange indices) {
  SmallVector<Value> result;
  unsigned next = 0;
  for (unsigned i = 0, e = view.offsets.size(); i < e; ++i) {
    OpFoldResult index = view.offsets[i];
    if (!view.dropped[i])
      index = addMul(builder, loc, index, view.strides[i], indices[next++]);
    result.push_back(getValueOrCreateConstantIndexOp(builder, loc, index));
  }
  return result;
}

LogicalResult Converter::convertBufferOp(Operation *op, bool &handled) {
  handled = true;
  OpBuilder builder(op);
  Location loc = op->getLoc();
  if (isa<memref::AllocOp, memref::AllocaOp>(op)) {
    auto type = cast<MemRefType>(op->getResult(0).getType());
    if (!type.hasStaticShape() || !type.getLayout().isIdentity())
      return op->emitError("cannot convert '")
             << op->getName() << "' to tensors: type " << type
             << " has dynamic sizes or a layout";
    current[op->getResult(0)] = builder.create<tensor::EmptyOp>(
        loc, type.getShape(), type.getElementType());
    erase(op);
    return success();
  }
  if (isa<memref::DeallocOp>(op)) {
    erase(op);
    return success();
  }
  if (auto subview = dyn_cast<memref::SubViewOp>(op)) {
    FailureOr<View> source = getView(subview.getSource(), op);
    if (failed(source))
      return failure();
    if (!subview.getType().hasStaticShape() ||
        llvm::any_of(subview.getMixedStrides(),
                     [](OpFoldResult s) { return !getConstantIntValue(s); }))
      return op->emitError("cannot convert 'memref.subview' to tensors: its "
                           "sizes and strides must be static");
    View view = *source;
    // Which of the subview's dimensions the result drops. Among dimensions
    // of size 1 the choice does not change which elements the view holds;
    // keep each size-1 dimension that lines up with a 1 of the result.
    // (SubViewOp::getDroppedDims fails on some strided unit dimensions.)
    ArrayRef<int64_t> resultShape = subview.getType().getShape();
    SmallVector<OpFoldResult> subSizes = subview.getMixedSizes();
    llvm::SmallBitVector subDropped(subSizes.size());
    unsigned kept = 0;
    for (auto [j, size] : llvm::enumerate(subSizes)) {
      if (kept < resultShape.size() &&
          getConstantIntValue(size) == resultShape[kept])
        ++kept;
      else
        subDropped.set(j);
    }
    if (kept != resultShape.size())
      return op->emitError("cannot convert 'memref.subview' to tensors: its "
                           "result shape does not follow from its sizes");
    SmallVector<OpFoldResult> offsets = subview.getMixedOffsets(),
                              sizes = subview.getMixedSizes(),
                              strides = subview.getMixedStrides();
    unsigned next = 0;
    for (unsigned i = 0, e = view.offsets.size(); i < e; ++i) {
      if (view.dropped[i])
        continue;
      unsigned j = next++;
      view.offsets[i] =
          addMul(builder, loc, view.offsets[i], view.strides[i], offsets[j]);
      view.strides[i] =
          builder.getIndexAttr(*getConstantIntValue(view.strides[i]) *
                               *getConstantIntValue(strides[j]));
      view.sizes[i] = sizes[j];
      if (subDropped[j])
        view.dropped.set(i);
    }
    view.type = getTensorType(subview.getType());
    views[subview.getResult()] = view;
    erase(op);
    return success();
  }
  if (auto dim = dyn_cast<memref::DimOp>(op)) {
    std::optional<int64_t> index = dim.getConstantIndex();
    auto type = cast<MemRefType>(dim.getSource().getType());
    if (!index || type.isDynamicDim(*index))
      return op->emitError("cannot convert 'memref.dim' to tensors: its "
                           "dimension must be constant and static");
    dim.replaceAllUsesWith(
        builder.create<arith::ConstantIndexOp>(loc, type.getDimSize(*index))
            .getResult());
    erase(op);
    return success();
  }
  // Loads and stores, at the buffer's indices.
  Value memref, stored, loaded;
  SmallVector<Value> indices;
  if (auto load = dyn_cast<memref::LoadOp>(op)) {
    memref = load.getMemRef();
    indices = load.getIndices();
    loaded = load.getResult();
  } else if (auto store = dyn_cast<memref::StoreOp>(op)) {
    memref = store.getMemRef();
    indices = store.getIndices();
    stored = store.getValueToStore();
  } else if (auto load = dyn_cast<affine::AffineLoadOp>(op)) {
    memref = load.getMemRef();
    indices = *affine::expandAffineMap(builder, loc, load.getAffineMap(),
                                       load.getMapOperands());
    loaded = load.getResult();
  } else if (auto store = dyn_cast<affine::AffineStoreOp>(op)) {
    memref = store.getMemRef();
    indices = *affine::expandAffineMap(builder, loc, store.getAffineMap(),
                                       store.getMapOperands());
    stored = store.getValueToStore();
  } else if (auto copy = dyn_cast<memref::CopyOp>(op)) {
    FailureOr<View> source = getView(copy.getSource(), op);
    FailureOr<View> target = getView(copy.getTarget(), op);
    if (failed(source) || failed(target))
      return failure();
    write(builder, loc, *target, read(builder, loc, *source));
    erase(op);
    return success();
  } else {
    handled = false;
    return success();
  }
  FailureOr<View> view = getView(memref, op);
  if (failed(view))
    return failure();
  SmallVector<Value> bufferIndices =
      getBufferIndices(builder, loc, *view, indices);
  Value tensor = current.lookup(view->buffer);
  if (loaded) {
    loaded.replaceAllUsesWith(
        builder.create<tensor::ExtractOp>(loc, tensor, bufferIndices)
            .getResult());
  } else {
    current[view->buffer] =
        builder.create<tensor::InsertOp>(loc, stored, tensor, bufferIndices);
  }
  erase(op);
  return success();
}
