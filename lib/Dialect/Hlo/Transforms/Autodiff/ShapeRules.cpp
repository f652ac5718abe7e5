//===- ShapeRules.cpp - Adjoint rules of the shape ops --------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The derivatives of the ops that move elements without computing (JAX's
// transpose rules, jax/_src/lax/lax.py and slicing.py): broadcast sums over
// the added dimensions, reshape and transpose invert themselves, slice pads
// the adjoint back with zeros (interior padding for strides), concatenate
// slices it, pad unpads it (negative padding becomes padding; interior
// padding becomes a strided slice) and gives the padding value the sum of
// the padded places, reverse reverses, tuples pack and unpack. Tuples and
// their elements follow get_tuple_element and tuple.
//
//===----------------------------------------------------------------------===//

#include "AdjointRules.h"

using namespace mlir;
using namespace xhlo::hlo;
using namespace xhlo::hlo::autodiff;

namespace {

LogicalResult broadcastRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct || !ctx.isOperandActive(0))
    return success();
  auto broadcast = cast<BroadcastOp>(op);
  ctx.addOperandAdjoint(
      0, createUnbroadcast(
             ctx.getBuilder(), op->getLoc(), ct,
             cast<RankedTensorType>(broadcast.getOperand().getType()),
             broadcast.getDimensions()));
  return success();
}

LogicalResult reshapeRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct || !ctx.isOperandActive(0))
    return success();
  ctx.addOperandAdjoint(
      0, createReshape(ctx.getBuilder(), op->getLoc(), ct,
                       cast<RankedTensorType>(op->getOperand(0).getType())));
  return success();
}

LogicalResult transposeRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct || !ctx.isOperandActive(0))
    return success();
  auto transpose = cast<TransposeOp>(op);
  ctx.addOperandAdjoint(
      0, createTranspose(ctx.getBuilder(), op->getLoc(), ct,
                         invertPermutation(transpose.getDimensions())));
  return success();
}

LogicalResult reverseRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct || !ctx.isOperandActive(0))
    return success();
  auto reverse = cast<ReverseOp>(op);
  ctx.addOperandAdjoint(0, ctx.getBuilder().create<ReverseOp>(
                               op->getLoc(), ct, reverse.getDimensionsAttr()));
  return success();
}

/// Pads `x` with zeros as `low`, `high` and `interior` say.
Value padWithZeros(OpBuilder &b, Location loc, Value x, ArrayRef<int64_t> low,
                   ArrayRef<int64_t> high, ArrayRef<int64_t> interior) {
  bool identity = llvm::all_of(low, [](int64_t v) { return v == 0; }) &&
                  llvm::all_of(high, [](int64_t v) { return v == 0; }) &&
                  llvm::all_of(interior, [](int64_t v) { return v == 0; });
  if (identity)
    return x;
  auto type = cast<RankedTensorType>(x.getType());
  Value zero =
      createZeros(b, loc, RankedTensorType::get({}, type.getElementType()));
  return b.create<PadOp>(
      loc, x, zero,
      PaddingConfigAttr::get(b.getContext(), low, high, interior));
}

LogicalResult sliceRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct || !ctx.isOperandActive(0))
    return success();
  auto slice = cast<SliceOp>(op);
  auto operandType = cast<RankedTensorType>(slice.getOperand().getType());
  auto resultType = cast<RankedTensorType>(slice.getType());
  OpBuilder &b = ctx.getBuilder();
  if (resultType.getNumElements() == 0)
    return success();
  // The result's elements sit at start + k * stride: pad back to the
  // operand with stride - 1 zeros between them.
  SmallVector<int64_t> low, high, interior;
  for (int64_t i = 0, e = operandType.getRank(); i < e; ++i) {
    int64_t start = slice.getStartIndices()[i];
    int64_t stride = slice.getStrides()[i];
    int64_t n = resultType.getDimSize(i);
    int64_t last = start + (n - 1) * stride;
    low.push_back(start);
    interior.push_back(stride - 1);
    high.push_back(operandType.getDimSize(i) - last - 1);
  }
  ctx.addOperandAdjoint(0,
                        padWithZeros(b, op->getLoc(), ct, low, high, interior));
  return success();
}

LogicalResult concatenateRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct)
    return success();
  auto concat = cast<ConcatenateOp>(op);
  auto resultType = cast<RankedTensorType>(concat.getType());
  int64_t dimension = concat.getDimension();
  OpBuilder &b = ctx.getBuilder();
  int64_t offset = 0;
  for (auto [i, input] : llvm::enumerate(concat.getInputs())) {
    int64_t size =
        cast<RankedTensorType>(input.getType()).getDimSize(dimension);
    if (ctx.isOperandActive(i)) {
      SmallVector<int64_t> start(resultType.getRank(), 0);
      SmallVector<int64_t> limit(resultType.getShape());
      SmallVector<int64_t> strides(resultType.getRank(), 1);
      start[dimension] = offset;
      limit[dimension] = offset + size;
      Value part =
          size == resultType.getDimSize(dimension)
              ? ct
              : b.create<SliceOp>(op->getLoc(), ct, start, limit, strides)
                    .getResult();
      ctx.addOperandAdjoint(i, part);
    }
    offset += size;
  }
  return success();
}

LogicalResult padRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct)
    return success();
  auto pad = cast<PadOp>(op);
  PaddingConfigAttr config = pad.getPadding();
  auto operandType = cast<RankedTensorType>(pad.getOperand().getType());
  OpBuilder &b = ctx.getBuilder();
  Location loc = op->getLoc();
  int64_t rank = operandType.getRank();

  // JAX's _pad_transpose: unpad (pad by the negated edges), then take every
  // (interior + 1)-th element.
  Value operandAdjoint;
  if (ctx.isOperandActive(0) || ctx.isOperandActive(1)) {
    SmallVector<int64_t> low, high, zeros(rank, 0);
    for (int64_t i = 0; i < rank; ++i) {
      low.push_back(-config.getLow()[i]);
      high.push_back(-config.getHigh()[i]);
    }
    Value unpadded = padWithZeros(b, loc, ct, low, high, zeros);
    auto unpaddedType = cast<RankedTensorType>(unpadded.getType());
    SmallVector<int64_t> start(rank, 0), limit(unpaddedType.getShape()),
        strides;
    bool strided = false;
    for (int64_t i = 0; i < rank; ++i) {
      strides.push_back(config.getInteriorAt(i) + 1);
      strided |= strides.back() != 1;
    }
    operandAdjoint =
        strided ? b.create<SliceOp>(loc, unpadded, start, limit, strides)
                      .getResult()
                : unpadded;
  }
  if (ctx.isOperandActive(0))
    ctx.addOperandAdjoint(0, operandAdjoint);
  if (ctx.isOperandActive(1)) {
    // The padding value appears wherever the operand does not: the total
    // of the adjoint minus the operand's part.
    auto all = [](int64_t n) {
      SmallVector<int64_t> dims;
      for (int64_t i = 0; i < n; ++i)
        dims.push_back(i);
      return dims;
    };
    Value total = createReduceSum(b, loc, ct, all(rank));
    Value inOperand = createReduceSum(b, loc, operandAdjoint, all(rank));
    ctx.addOperandAdjoint(1, b.create<SubtractOp>(loc, total, inOperand));
  }
  return success();
}

LogicalResult identityRule(Operation *op, ReverseContext &ctx) {
  if (Value ct = ctx.getResultAdjoint(0))
    ctx.addOperandAdjoint(0, ct);
  return success();
}

LogicalResult tupleRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct)
    return success();
  OpBuilder &b = ctx.getBuilder();
  for (unsigned i = 0, e = op->getNumOperands(); i < e; ++i)
    if (ctx.isOperandActive(i))
      ctx.addOperandAdjoint(
          i, b.create<GetTupleElementOp>(op->getLoc(), ct, i).getResult());
  return success();
}

LogicalResult getTupleElementRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct || !ctx.isOperandActive(0))
    return success();
  auto gte = cast<GetTupleElementOp>(op);
  auto tupleType = cast<TupleType>(gte.getOperand().getType());
  OpBuilder &b = ctx.getBuilder();
  SmallVector<Value> elements;
  for (auto [i, type] : llvm::enumerate(tupleType.getTypes()))
    elements.push_back(
        i == gte.getIndex() ? ct : createZeros(b, op->getLoc(), type));
  ctx.addOperandAdjoint(0, b.create<TupleOp>(op->getLoc(), elements));
  return success();
}

} // namespace

void xhlo::hlo::autodiff::addShapeRules(AdjointRuleSet &rules) {
  rules.add<BroadcastOp>(broadcastRule);
  rules.add<ReshapeOp>(reshapeRule);
  rules.add<TransposeOp>(transposeRule);
  rules.add<ReverseOp>(reverseRule);
  rules.add<SliceOp>(sliceRule);
  rules.add<ConcatenateOp>(concatenateRule);
  rules.add<PadOp>(padRule);
  rules.add<CopyOp>(identityRule);
  rules.add<OptBarrierOp>(identityRule);
  rules.add<TupleOp>(tupleRule);
  rules.add<GetTupleElementOp>(getTupleElementRule);
}
