//===- IndexingRules.cpp - Adjoint rules of the indexing ops --------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The derivatives of the ops that read or write at run-time indices, after
// JAX's transpose rules (jax/_src/lax/slicing.py):
//
// - dynamic_slice: the adjoint goes back into zeros with
//   dynamic_update_slice at the same start indices (both ops clamp the
//   starts the same way, so the window is the one the forward op read).
// - dynamic_update_slice: the operand's adjoint is the result's with the
//   updated window zeroed; the update's is the window, dynamic-sliced.
// - gather: a scatter-add of the adjoint into zeros (_gather_transpose_rule)
//   with the same dimension numbers. gather clamps its start indices and
//   scatter skips windows that do not fit, so the indices are clamped first
//   (as JAX does for mode=CLIP).
// - scatter whose combiner adds: the inputs' adjoint passes through, the
//   updates' adjoint is a gather of it (_scatter_add_transpose_rule);
//   windows that scatter skips (out of bounds) get no adjoint (a mask, left
//   out when the indices are constants in bounds). A combiner that
//   overwrites (returns the update) gives the input the adjoint with the
//   scattered places zeroed and the updates the gather, as JAX's
//   _scatter_transpose_rule for unique indices. With repeated indices only
//   one update lands, but every update with that index is given the
//   adjoint (JAX has the same caveat). Other combiners are errors.
//
// Index operands are integers: never active.
//
//===----------------------------------------------------------------------===//

#include "AdjointRules.h"

#include "xhlo/Dialect/Hlo/IR/HloCombiner.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace xhlo::hlo;
using namespace xhlo::hlo::autodiff;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

Value compare(OpBuilder &b, Location loc, ComparisonDirection direction,
              Value x, Value y) {
  return b.create<CompareOp>(
      loc, x, y, ComparisonDirectionAttr::get(b.getContext(), direction),
      ComparisonTypeAttr());
}

/// How a scatter combines one input with its update.
/// Fills `region` (of a scatter with `n` inputs of the element types
/// `elements`) with a computation that combines each input with its update
/// as `combiner` says.
void buildScatterRegion(OpBuilder &b, Location loc, Region &region,
                        ArrayRef<Type> elements, CombinerKind combiner) {
  OpBuilder::InsertionGuard guard(b);
  SmallVector<Type> types;
  for (int pass = 0; pass < 2; ++pass)
    for (Type element : elements)
      types.push_back(RankedTensorType::get({}, element));
  SmallVector<Location> locs(types.size(), loc);
  Block *block = b.createBlock(&region, {}, types, locs);
  size_t n = elements.size();
  SmallVector<Value> returned;
  for (size_t i = 0; i < n; ++i) {
    Value current = block->getArgument(i), update = block->getArgument(n + i);
    returned.push_back(combiner == CombinerKind::Add
                           ? b.create<AddOp>(loc, current, update).getResult()
                           : update);
  }
  b.create<ReturnOp>(loc, returned);
}

/// scatter of `updates` into `input` with one combiner.
Value createScatter(OpBuilder &b, Location loc, Value input, Value indices,
                    Value updates, ScatterDimensionNumbersAttr dims,
                    CombinerKind combiner, bool uniqueIndices = false) {
  auto scatter = b.create<ScatterOp>(
      loc, TypeRange{input.getType()}, ValueRange{input}, indices,
      ValueRange{updates}, dims, /*indices_are_sorted=*/false, uniqueIndices);
  buildScatterRegion(b, loc, scatter.getUpdateComputation(),
                     {cast<RankedTensorType>(input.getType()).getElementType()},
                     combiner);
  return scatter.getResult(0);
}

/// A tensor of `indicesType` holding, along `indexVectorDim`, the component
/// bounds `bounds` (one per index-vector component).
Value createIndexBounds(OpBuilder &b, Location loc,
                        RankedTensorType indicesType, int64_t indexVectorDim,
                        ArrayRef<int64_t> bounds) {
  Type element = indicesType.getElementType();
  if (indexVectorDim == indicesType.getRank())
    return createScalarLike(b, loc, indicesType, bounds.front());
  unsigned width = element.getIntOrFloatBitWidth();
  bool isSigned = !element.isUnsignedInteger();
  SmallVector<APInt> values;
  for (int64_t bound : bounds)
    values.push_back(APInt(width, bound, isSigned));
  auto vectorType =
      RankedTensorType::get({static_cast<int64_t>(bounds.size())}, element);
  Value vector =
      b.create<ConstantOp>(loc, DenseElementsAttr::get(vectorType, values));
  return createBroadcast(b, loc, vector, indicesType, {indexVectorDim});
}

/// Whether `indices` is a constant whose index-vector components k (along
/// `indexVectorDim`) all lie in [0, bounds[k]].
bool areConstantIndicesInBounds(Value indices, int64_t indexVectorDim,
                                ArrayRef<int64_t> bounds) {
  DenseIntElementsAttr attr;
  if (!matchPattern(indices, m_Constant(&attr)))
    return false;
  auto type = cast<RankedTensorType>(indices.getType());
  bool isUnsigned = type.getElementType().isUnsignedInteger();
  int64_t stride = 1, size = 1;
  if (indexVectorDim < type.getRank()) {
    size = type.getDimSize(indexVectorDim);
    for (int64_t d = indexVectorDim + 1; d < type.getRank(); ++d)
      stride *= type.getDimSize(d);
  }
  int64_t linear = 0;
  for (const APInt &value : attr.getValues<APInt>()) {
    int64_t k = (linear++ / stride) % size;
    int64_t v = isUnsigned ? static_cast<int64_t>(value.getZExtValue())
                           : value.getSExtValue();
    if (v < 0 || v > bounds[k])
      return false;
  }
  return true;
}

/// `indices` with each index-vector component k clamped to [0, bounds[k]]
/// (what gather does to its start indices).
Value clampIndices(OpBuilder &b, Location loc, Value indices,
                   int64_t indexVectorDim, ArrayRef<int64_t> bounds) {
  if (bounds.empty() ||
      areConstantIndicesInBounds(indices, indexVectorDim, bounds))
    return indices;
  auto type = cast<RankedTensorType>(indices.getType());
  Value zero = createZeros(b, loc, type);
  Value upper = createIndexBounds(b, loc, type, indexVectorDim, bounds);
  Value low = b.create<MaximumOp>(loc, indices, zero);
  return b.create<MinimumOp>(loc, low, upper);
}

/// The pred tensor of `updatesType`'s shape that is true where scatter
/// applies the update (its window fits: every index-vector component k in
/// [0, bounds[k]]), broadcast along the update's window dimensions; null
/// when it is true everywhere (constant indices in bounds).
Value createScatterMask(OpBuilder &b, Location loc, Value indices,
                        int64_t indexVectorDim, ArrayRef<int64_t> bounds,
                        RankedTensorType updatesType,
                        ArrayRef<int64_t> updateWindowDims) {
  if (bounds.empty() ||
      areConstantIndicesInBounds(indices, indexVectorDim, bounds))
    return nullptr;
  auto type = cast<RankedTensorType>(indices.getType());
  Value zero = createZeros(b, loc, type);
  Value upper = createIndexBounds(b, loc, type, indexVectorDim, bounds);
  Value aboveLow = compare(b, loc, ComparisonDirection::GE, indices, zero);
  Value belowHigh = compare(b, loc, ComparisonDirection::LE, indices, upper);
  Value valid = b.create<AndOp>(loc, aboveLow, belowHigh);
  if (indexVectorDim < type.getRank()) {
    // All components of the vector.
    auto predScalar = RankedTensorType::get({}, b.getI1Type());
    SmallVector<int64_t> kept;
    for (int64_t d = 0; d < type.getRank(); ++d)
      if (d != indexVectorDim)
        kept.push_back(type.getDimSize(d));
    Value init = b.create<ConstantOp>(
        loc, DenseElementsAttr::get(predScalar, b.getBoolAttr(true)));
    auto reduce = b.create<ReduceOp>(
        loc, TypeRange{RankedTensorType::get(kept, b.getI1Type())},
        ValueRange{valid}, ValueRange{init}, ArrayRef<int64_t>{indexVectorDim});
    {
      OpBuilder::InsertionGuard guard(b);
      Block *block = b.createBlock(&reduce.getToApply(), {},
                                   {predScalar, predScalar}, {loc, loc});
      Value all =
          b.create<AndOp>(loc, block->getArgument(0), block->getArgument(1));
      b.create<ReturnOp>(loc, all);
    }
    valid = reduce.getResult(0);
  }
  SmallVector<int64_t> scatterDims;
  for (int64_t d = 0; d < updatesType.getRank(); ++d)
    if (!llvm::is_contained(updateWindowDims, d))
      scatterDims.push_back(d);
  return createBroadcast(b, loc, valid, updatesType.clone(b.getI1Type()),
                         scatterDims);
}

//===----------------------------------------------------------------------===//
// dynamic_slice, dynamic_update_slice
//===----------------------------------------------------------------------===//

LogicalResult dynamicSliceRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct || !ctx.isOperandActive(0))
    return success();
  auto slice = cast<DynamicSliceOp>(op);
  OpBuilder &b = ctx.getBuilder();
  Location loc = op->getLoc();
  Value zeros = createZeros(b, loc, slice.getOperand().getType());
  ctx.addOperandAdjoint(0, b.create<DynamicUpdateSliceOp>(
                               loc, zeros, ct, slice.getStartIndices()));
  return success();
}

LogicalResult dynamicUpdateSliceRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct)
    return success();
  auto update = cast<DynamicUpdateSliceOp>(op);
  OpBuilder &b = ctx.getBuilder();
  Location loc = op->getLoc();
  auto updateType = cast<RankedTensorType>(update.getUpdate().getType());
  if (ctx.isOperandActive(0)) {
    Value zeros = createZeros(b, loc, updateType);
    ctx.addOperandAdjoint(0, b.create<DynamicUpdateSliceOp>(
                                 loc, ct, zeros, update.getStartIndices()));
  }
  if (ctx.isOperandActive(1))
    ctx.addOperandAdjoint(1, b.create<DynamicSliceOp>(loc, ct,
                                                      update.getStartIndices(),
                                                      updateType.getShape()));
  return success();
}

//===----------------------------------------------------------------------===//
// gather
//===----------------------------------------------------------------------===//

LogicalResult gatherRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct || !ctx.isOperandActive(0))
    return success();
  auto gather = cast<GatherOp>(op);
  GatherDimensionNumbersAttr dims = gather.getDimensionNumbers();
  auto operandType = cast<RankedTensorType>(gather.getOperand().getType());
  ArrayRef<int64_t> sliceSizes = gather.getSliceSizes();
  OpBuilder &b = ctx.getBuilder();
  Location loc = op->getLoc();

  // gather clamps each start so that its slice fits; scatter would skip
  // the window instead. Clamp first.
  SmallVector<int64_t> bounds;
  for (int64_t d : dims.getStartIndexMap())
    bounds.push_back(operandType.getDimSize(d) - sliceSizes[d]);
  Value indices = clampIndices(b, loc, gather.getStartIndices(),
                               dims.getIndexVectorDim(), bounds);
  auto scatterDims = ScatterDimensionNumbersAttr::get(
      b.getContext(), dims.getOffsetDims(), dims.getCollapsedSliceDims(),
      dims.getOperandBatchingDims(), dims.getStartIndicesBatchingDims(),
      dims.getStartIndexMap(), dims.getIndexVectorDim());
  Value zeros = createZeros(b, loc, operandType);
  ctx.addOperandAdjoint(0, createScatter(b, loc, zeros, indices, ct,
                                         scatterDims, CombinerKind::Add));
  return success();
}

//===----------------------------------------------------------------------===//
// scatter
//===----------------------------------------------------------------------===//

LogicalResult scatterRule(Operation *op, ReverseContext &ctx) {
  auto scatter = cast<ScatterOp>(op);
  unsigned n = scatter.getInputs().size();
  ScatterDimensionNumbersAttr dims = scatter.getScatterDimensionNumbers();
  Value indices = scatter.getScatterIndices();
  OpBuilder &b = ctx.getBuilder();
  Location loc = op->getLoc();
  for (unsigned i = 0; i < n; ++i) {
    Value ct = ctx.getResultAdjoint(i);
    unsigned inputIndex = i, updatesIndex = n + 1 + i;
    bool inputActive = ctx.isOperandActive(inputIndex);
    bool updatesActive = ctx.isOperandActive(updatesIndex);
    if (!ct || (!inputActive && !updatesActive))
      continue;
    CombinerKind combiner =
        classifyCombiner(scatter.getUpdateComputation(), i, n);
    if (combiner != CombinerKind::Add && combiner != CombinerKind::Overwrite)
      return op->emitOpError("cannot differentiate: the update computation "
                             "of result ")
             << i
             << " neither adds the update to the input nor overwrites "
                "the input with it";
    auto inputType = cast<RankedTensorType>(scatter.getInputs()[i].getType());
    auto updatesType =
        cast<RankedTensorType>(scatter.getUpdates()[i].getType());

    if (inputActive) {
      if (combiner == CombinerKind::Add) {
        ctx.addOperandAdjoint(inputIndex, ct);
      } else {
        // The overwritten places do not reach the result.
        Value zeros = createZeros(b, loc, updatesType);
        ctx.addOperandAdjoint(inputIndex,
                              createScatter(b, loc, ct, indices, zeros, dims,
                                            CombinerKind::Overwrite,
                                            scatter.getUniqueIndices()));
      }
    }
    if (!updatesActive)
      continue;
    // The window each update lands in, read back with gather
    // (_scatter_add_transpose_rule's slice sizes).
    ArrayRef<int64_t> windowDims = dims.getUpdateWindowDims();
    SmallVector<int64_t> sliceSizes;
    size_t pos = 0;
    for (int64_t d = 0; d < inputType.getRank(); ++d) {
      if (llvm::is_contained(dims.getInsertedWindowDims(), d) ||
          llvm::is_contained(dims.getInputBatchingDims(), d))
        sliceSizes.push_back(1);
      else
        sliceSizes.push_back(updatesType.getDimSize(windowDims[pos++]));
    }
    auto gatherDims = GatherDimensionNumbersAttr::get(
        b.getContext(), windowDims, dims.getInsertedWindowDims(),
        dims.getInputBatchingDims(), dims.getScatterIndicesBatchingDims(),
        dims.getScatterDimsToOperandDims(), dims.getIndexVectorDim());
    Value gathered =
        b.create<GatherOp>(loc, ct, indices, gatherDims, sliceSizes,
                           /*indices_are_sorted=*/false);
    if (gathered.getType() != updatesType)
      return op->emitOpError("cannot differentiate: the gather of the "
                             "adjoint has type ")
             << gathered.getType() << ", not the updates' " << updatesType;
    // Windows that do not fit were skipped: no adjoint for them.
    SmallVector<int64_t> bounds;
    for (int64_t d : dims.getScatterDimsToOperandDims())
      bounds.push_back(inputType.getDimSize(d) - sliceSizes[d]);
    if (Value mask =
            createScatterMask(b, loc, indices, dims.getIndexVectorDim(), bounds,
                              updatesType, windowDims))
      gathered = b.create<SelectOp>(loc, mask, gathered,
                                    createZeros(b, loc, updatesType));
    ctx.addOperandAdjoint(updatesIndex, gathered);
  }
  return success();
}

} // namespace

void xhlo::hlo::autodiff::addIndexingRules(AdjointRuleSet &rules) {
  rules.add<DynamicSliceOp>(dynamicSliceRule);
  rules.add<DynamicUpdateSliceOp>(dynamicUpdateSliceRule);
  rules.add<GatherOp>(gatherRule);
  rules.add<ScatterOp>(scatterRule);
}
