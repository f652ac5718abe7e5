//===- Payload.cpp - Linalg payloads evaluated on tensors -----------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the evaluation of payload values on tensors: payload
// ops cloned onto tensors, operands laid out over loop dimensions, iotas for
// loop indices and broadcasts of values from above.
//
//===----------------------------------------------------------------------===//

#include "Payload.h"

#include "Analysis.h"
#include "Layout.h"

#include "xhlo/Conversion/HloBuilders.h"
#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::linalg_to_hlo;

//===----------------------------------------------------------------------===//
// PayloadEvaluator
//===----------------------------------------------------------------------===//

PayloadEvaluator::PayloadEvaluator(linalg::LinalgOp op, ValueRange operands,
                                   ConversionPatternRewriter &rewriter,
                                   const TypeConverter &typeConverter)
    : op(op), operands(operands), rewriter(rewriter),
      typeConverter(typeConverter), loopSizes(op.getStaticLoopRanges()) {}

Value PayloadEvaluator::getOperand(unsigned index) {
  Value operand = operands[index];
  // An output initialised by tensor.empty may hold anything: zeros.
  if (index >= op.getNumDpsInputs() &&
      getInitValue(op->getOperand(index)).undefined)
    operand = createSplatLike(rewriter, op.getLoc(), operand, 0);
  AffineMap map = op.getMatchingIndexingMap(&op->getOpOperand(index));
  return dropConstantIndices(rewriter, op.getLoc(), operand, map);
}

Value PayloadEvaluator::combineWithInit(Operation *combiner,
                                        unsigned initOperand, Value result) {
  if (isIdentityInit(op->getOperand(initOperand), combiner))
    return result;
  Location loc = op.getLoc();
  BlockArgument out = getPayloadArgument(op, initOperand);
  Type payloadType = out.getType();
  Value init = toElementType(rewriter, typeConverter, loc,
                             getOperand(initOperand), payloadType);
  Value value =
      toElementType(rewriter, typeConverter, loc, result, payloadType);
  SmallVector<Value, 2> inputs = {init, value};
  if (combiner->getOperand(0) != out)
    std::swap(inputs[0], inputs[1]);
  Value combined =
      cloneOnTensors(rewriter, combiner, inputs,
                     cast<RankedTensorType>(result.getType()).getShape());
  return toHloArray(rewriter, typeConverter, loc, combined);
}

void PayloadEvaluator::replaceOperand(unsigned index, Value value) {
  operands[index] = value;
  values.clear();
}

void PayloadEvaluator::reset(Space space) {
  if (space.dims == current.dims && space.operand == current.operand &&
      space.shape == current.shape)
    return;
  values.clear();
  current = std::move(space);
}

Value PayloadEvaluator::evaluate(Value value, ArrayRef<unsigned> dims) {
  reset(Space{SmallVector<unsigned>(dims), std::nullopt,
              getLoopShape(dims, loopSizes)});
  Value result = evaluateIn(value, current);
  return toHloArray(rewriter, typeConverter, op.getLoc(), result);
}

Value PayloadEvaluator::evaluateOnOperand(Value value, unsigned operand) {
  auto type = cast<RankedTensorType>(getOperand(operand).getType());
  reset(Space{{}, operand, SmallVector<int64_t>(type.getShape())});
  Value result = evaluateIn(value, current);
  return toHloArray(rewriter, typeConverter, op.getLoc(), result);
}

Value PayloadEvaluator::evaluateIn(Value value, const Space &space) {
  if (Value known = values.lookupOrNull(value))
    return known;
  Operation *def = value.getDefiningOp();
  if (!def || def->getBlock() != op.getBlock() || isa<linalg::IndexOp>(def)) {
    Value leaf = evaluateLeaf(value, space);
    values.map(value, leaf);
    return leaf;
  }
  SmallVector<Value> inputs;
  for (Value operand : def->getOperands())
    inputs.push_back(evaluateIn(operand, space));
  Value result = cloneOnTensors(rewriter, def, inputs, space.shape);
  Operation *clone = result.getDefiningOp();
  values.map(def->getResults(), clone->getResults());
  return values.lookup(value);
}

Value PayloadEvaluator::evaluateLeaf(Value value, const Space &space) {
  Location loc = op.getLoc();
  auto broadcast = [&](Value scalar) -> Value {
    auto type = cast<RankedTensorType>(scalar.getType());
    if (type.getShape() == ArrayRef<int64_t>(space.shape))
      return scalar;
    return rewriter.create<hlo::BroadcastOp>(loc, type.clone(space.shape),
                                             scalar,
                                             rewriter.getDenseI64ArrayAttr({}));
  };

  Value array;
  if (auto index = value.getDefiningOp<linalg::IndexOp>()) {
    // An iota along the loop dimension.
    assert(!space.operand && "loop index outside of a loop space");
    unsigned position =
        llvm::find(space.dims, index.getDim()) - space.dims.begin();
    assert(position < space.dims.size() && "loop index not in the space");
    Type element = convertElementType(typeConverter, index.getType());
    array = rewriter.create<hlo::IotaOp>(
        loc, RankedTensorType::get(space.shape, element), position);
  } else if (auto arg = dyn_cast<BlockArgument>(value);
             arg && arg.getOwner() == op.getBlock()) {
    unsigned index = arg.getArgNumber();
    Value operand = getOperand(index);
    if (space.operand) {
      assert((index == *space.operand || isInvariantOperand(op, index)) &&
             "operand outside of the operand space");
      array = broadcast(operand);
    } else {
      AffineMap map = op.getMatchingIndexingMap(&op->getOpOperand(index));
      array = relayout(rewriter, loc, operand, getMapDims(map), space.dims,
                       loopSizes);
    }
  } else {
    // A scalar from above: the same at every point.
    array = broadcast(rewriter.getRemappedValue(value));
  }
  return toElementType(rewriter, typeConverter, loc, array, value.getType());
}

Value linalg_to_hlo::sliceToWindows(OpBuilder &builder, Location loc,
                                    Value input, const WindowMaps &windows,
                                    ArrayRef<int64_t> loopSizes) {
  auto type = cast<RankedTensorType>(input.getType());
  SmallVector<int64_t> limit(type.getShape());
  for (auto [i, window] : llvm::enumerate(windows.dims)) {
    if (!window)
      continue;
    // hlo makes (size - windowSpan) / stride + 1 windows.
    int64_t windowSpan = (loopSizes[window->window] - 1) * window->dilation + 1;
    int64_t outputs = loopSizes[window->output];
    if ((limit[i] - windowSpan) / window->stride + 1 > outputs)
      limit[i] = (outputs - 1) * window->stride + windowSpan;
  }
  if (ArrayRef<int64_t>(limit) == type.getShape())
    return input;
  SmallVector<int64_t> start(type.getRank(), 0), strides(type.getRank(), 1);
  return builder.create<hlo::SliceOp>(loc, type.clone(limit), input, start,
                                      limit, strides);
}

hlo::WindowAttr linalg_to_hlo::getWindowAttr(MLIRContext *context,
                                             ArrayRef<int64_t> size,
                                             ArrayRef<int64_t> stride,
                                             ArrayRef<int64_t> dilation) {
  auto orDefault = [](ArrayRef<int64_t> list) {
    return llvm::all_of(list, [](int64_t v) { return v == 1; })
               ? ArrayRef<int64_t>()
               : list;
  };
  return hlo::WindowAttr::get(context, size, orDefault(stride), {}, {}, {},
                              orDefault(dilation), {});
}

//===----------------------------------------------------------------------===//
// Reducer regions
//===----------------------------------------------------------------------===//

void linalg_to_hlo::buildReducerRegion(
    ConversionPatternRewriter &rewriter, const TypeConverter &typeConverter,
    Location loc, Region &region, ValueRange accumulators, ValueRange elements,
    ArrayRef<Operation *> ops, ValueRange results) {
  OpBuilder::InsertionGuard guard(rewriter);
  SmallVector<Value> parameters(accumulators);
  llvm::append_range(parameters, elements);
  SmallVector<Type> types;
  for (Value parameter : parameters)
    types.push_back(RankedTensorType::get(
        {}, convertElementType(typeConverter, parameter.getType())));
  SmallVector<Location> locs(types.size(), loc);
  Block *block = rewriter.createBlock(&region, {}, types, locs);

  IRMapping mapping;
  for (auto [parameter, arg] : llvm::zip(parameters, block->getArguments()))
    mapping.map(parameter, toElementType(rewriter, typeConverter, loc, arg,
                                         parameter.getType()));
  for (Operation *op : ops) {
    SmallVector<Value> inputs;
    for (Value operand : op->getOperands()) {
      if (!mapping.contains(operand)) {
        // Constants of the payload are the only other values a reducer
        // reads (it is isolated from above).
        Operation *constant = operand.getDefiningOp();
        assert(constant && isa<arith::ConstantOp>(constant) &&
               "reducer reads a value it has no parameter for");
        mapping.map(operand, cloneOnTensors(rewriter, constant, {}, {}));
      }
      inputs.push_back(mapping.lookup(operand));
    }
    Operation *clone = cloneOnTensors(rewriter, op, inputs, {}).getDefiningOp();
    mapping.map(op->getResults(), clone->getResults());
  }
  SmallVector<Value> returned;
  for (Value result : results)
    returned.push_back(
        toHloArray(rewriter, typeConverter, loc, mapping.lookup(result)));
  rewriter.create<hlo::ReturnOp>(loc, returned);
}
