//===- Payload.cpp - Linalg payloads evaluated on tensors -----------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the evaluation of payload values on tensors: payload
// ops cloned onto tensors, operands laid out over loop dimensions (sliced or
// gathered), iotas for loop indices, gathers for tensor.extract and
// broadcasts of values from above.
//
//===----------------------------------------------------------------------===//

#include "Payload.h"

#include "Analysis.h"
#include "Layout.h"

#include "xhlo/Conversion/HloBuilders.h"
#include "xhlo/Conversion/HloTypeConverter.h"
#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.h"
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"
#include "xhlo/Dialect/Hlo/IR/HloIndexingOps.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::linalg_to_hlo;

//===----------------------------------------------------------------------===//
// Payload ops on tensors
//===----------------------------------------------------------------------===//

/// The hlo op that the conversion of `op` makes of `operands`, built at
/// once, when `op` is listed in OneToOneOps.def and its conversion is
/// certain to be that op: every operand and the result type an hlo array
/// the type converter keeps, no operand remapped (the pattern's adaptor
/// holds the operands themselves), none a constant and no two the same (the
/// driver tries the op's folder before its pattern, and a listed op's
/// folder needs one or the other). Null otherwise.
static Value buildOneToOne(ConversionPatternRewriter &rewriter,
                           const TypeConverter &typeConverter, Operation *op,
                           ValueRange operands, ArrayRef<int64_t> shape) {
  if (op->getNumResults() != 1 || operands.size() != op->getNumOperands())
    return {};
  auto isKept = [&](Type type) {
    return isHloTensorType(type) && typeConverter.convertType(type) == type;
  };
  for (auto [i, operand] : llvm::enumerate(operands)) {
    if (!isKept(operand.getType()) ||
        rewriter.getRemappedValue(operand) != operand ||
        matchPattern(operand, m_Constant()) ||
        llvm::is_contained(operands.take_front(i), operand))
      return {};
  }
  auto type = RankedTensorType::get(shape, op->getResult(0).getType());
  if (!isKept(type))
    return {};
  Location loc = op->getLoc();
#define XHLO_ARITH_ONE_TO_ONE(SourceOp, HloOp)                                 \
  if (isa<arith::SourceOp>(op))                                                \
    return rewriter.create<hlo::HloOp>(loc, TypeRange(type), operands);
#define XHLO_MATH_ONE_TO_ONE(SourceOp, HloOp)                                  \
  if (isa<math::SourceOp>(op))                                                 \
    return rewriter.create<hlo::HloOp>(loc, TypeRange(type), operands);
#include "xhlo/Conversion/OneToOneOps.def"
  return {};
}

/// The payload op `op` applied to `operands`, tensors of shape `shape`: the
/// hlo op of buildOneToOne, else its copy on tensors (cloneOnTensors) for
/// the conversion's arith and math patterns. The IR is the same either way;
/// the direct form spares the driver the copy's creation, legalization,
/// fold attempt, pattern, replacement and erasure.
static Value applyOnTensors(ConversionPatternRewriter &rewriter,
                            const TypeConverter &typeConverter, Operation *op,
                            ValueRange operands, ArrayRef<int64_t> shape) {
  if (Value direct =
          buildOneToOne(rewriter, typeConverter, op, operands, shape))
    return direct;
  return cloneOnTensors(rewriter, op, operands, shape);
}

//===----------------------------------------------------------------------===//
// PayloadEvaluator
//===----------------------------------------------------------------------===//

PayloadEvaluator::PayloadEvaluator(linalg::LinalgOp op, ValueRange operands,
                                   ArrayRef<AffineMap> maps,
                                   ConversionPatternRewriter &rewriter,
                                   const TypeConverter &typeConverter)
    : op(op), operands(operands), rewriter(rewriter),
      typeConverter(typeConverter), maps(maps),
      loopSizes(getStaticLoopSizes(op, maps)) {}

Value PayloadEvaluator::getRawOperand(unsigned index) {
  Value operand = operands[index];
  // An output initialised by tensor.empty may hold anything: zeros.
  if (index >= op.getNumDpsInputs() &&
      getInitValue(op->getOperand(index)).undefined)
    operand = createSplatLike(rewriter, op.getLoc(), operand, 0);
  return operand;
}

Value PayloadEvaluator::getOperand(unsigned index) {
  if (Value known = operandArrays.lookup(index))
    return known;
  Value operand = getRawOperand(index);
  AffineMap map = maps[index];
  Value array;
  if (llvm::is_contained(loopSizes, 0)) {
    // No loop point reads anything.
    auto type = cast<RankedTensorType>(operand.getType());
    array =
        createZeroSplat(rewriter, op.getLoc(),
                        type.clone(getLoopShape(getMapDims(map), loopSizes)));
  } else if (isSliceMap(map)) {
    array = sliceOperand(rewriter, op.getLoc(), operand, map, loopSizes);
  } else {
    array = gatherOperand(operand, map);
  }
  operandArrays[index] = array;
  return array;
}

Value PayloadEvaluator::gatherOperand(Value operand, AffineMap map) {
  SmallVector<unsigned> dims = getMapDims(map);
  SmallVector<int64_t> shape = getLoopShape(dims, loopSizes);
  SmallVector<Value> indices;
  for (AffineExpr result : map.getResults())
    indices.push_back(toHloArray(rewriter, typeConverter, op.getLoc(),
                                 buildIndex(result, dims, shape)));
  return gatherElements(rewriter, op.getLoc(), operand, indices, shape);
}

Value PayloadEvaluator::buildIndex(AffineExpr expr, ArrayRef<unsigned> dims,
                                   ArrayRef<int64_t> shape) {
  Location loc = op.getLoc();
  auto type = RankedTensorType::get(shape, rewriter.getIndexType());
  if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
    Type element = convertElementType(typeConverter, rewriter.getIndexType());
    Value iota = rewriter.create<hlo::IotaOp>(
        loc, type.clone(element),
        llvm::find(dims, dim.getPosition()) - dims.begin());
    return toElementType(rewriter, typeConverter, loc, iota,
                         rewriter.getIndexType());
  }
  if (auto constant = dyn_cast<AffineConstantExpr>(expr))
    return rewriter.create<arith::ConstantOp>(
        loc, DenseElementsAttr::get(
                 type, rewriter.getIndexAttr(constant.getValue())));
  // The arith ops on index arrays that the arith patterns of this
  // conversion convert, with affine's semantics (floordiv and ceildiv round
  // towards -inf and +inf, mod is non-negative for a positive divisor).
  auto binary = cast<AffineBinaryOpExpr>(expr);
  Value lhs = buildIndex(binary.getLHS(), dims, shape);
  Value rhs = buildIndex(binary.getRHS(), dims, shape);
  switch (binary.getKind()) {
  case AffineExprKind::Add:
    return rewriter.create<arith::AddIOp>(loc, lhs, rhs);
  case AffineExprKind::Mul:
    return rewriter.create<arith::MulIOp>(loc, lhs, rhs);
  case AffineExprKind::FloorDiv:
    return rewriter.create<arith::FloorDivSIOp>(loc, lhs, rhs);
  case AffineExprKind::CeilDiv:
    return rewriter.create<arith::CeilDivSIOp>(loc, lhs, rhs);
  case AffineExprKind::Mod: {
    Value remainder = rewriter.create<arith::RemSIOp>(loc, lhs, rhs);
    Value shifted = rewriter.create<arith::AddIOp>(loc, remainder, rhs);
    return rewriter.create<arith::RemSIOp>(loc, shifted, rhs);
  }
  default:
    llvm_unreachable("affine binary expression of an unknown kind");
  }
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
      applyOnTensors(rewriter, typeConverter, combiner, inputs,
                     cast<RankedTensorType>(result.getType()).getShape());
  return toHloArray(rewriter, typeConverter, loc, combined);
}

void PayloadEvaluator::replaceOperand(unsigned index, Value value) {
  operandArrays[index] = value;
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
  if (auto extract = dyn_cast<tensor::ExtractOp>(def)) {
    Value gathered = evaluateExtract(extract, space);
    values.map(value, gathered);
    return gathered;
  }
  SmallVector<Value> inputs;
  for (Value operand : def->getOperands())
    inputs.push_back(evaluateIn(operand, space));
  Value result =
      applyOnTensors(rewriter, typeConverter, def, inputs, space.shape);
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
      AffineMap map = maps[index];
      array = relayout(rewriter, loc, operand, getMapDims(map), space.dims,
                       loopSizes);
    }
  } else {
    // A scalar from above: the same at every point.
    array = broadcast(rewriter.getRemappedValue(value));
  }
  return toElementType(rewriter, typeConverter, loc, array, value.getType());
}

/// `index`, a payload value of `op`, as an affine expression of its loop
/// dimensions (linalg.index, constants, addi, subi, muli by a constant), or
/// a null expression.
static AffineExpr getLoopExpr(linalg::LinalgOp op, Value index) {
  MLIRContext *context = op.getContext();
  Operation *def = index.getDefiningOp();
  if (!def || def->getBlock() != op.getBlock())
    return {};
  if (auto loop = dyn_cast<linalg::IndexOp>(def))
    return getAffineDimExpr(loop.getDim(), context);
  if (auto constant = dyn_cast<arith::ConstantIndexOp>(def))
    return getAffineConstantExpr(constant.value(), context);
  if (!isa<arith::AddIOp, arith::SubIOp, arith::MulIOp>(def))
    return {};
  AffineExpr lhs = getLoopExpr(op, def->getOperand(0));
  AffineExpr rhs = getLoopExpr(op, def->getOperand(1));
  if (!lhs || !rhs)
    return {};
  if (isa<arith::AddIOp>(def))
    return lhs + rhs;
  if (isa<arith::SubIOp>(def))
    return lhs - rhs;
  if (!lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant())
    return {};
  return lhs * rhs;
}

Value PayloadEvaluator::sliceExtract(tensor::ExtractOp extract,
                                     const Space &space) {
  // Indices affine in the loops, of a tensor from above, read in bounds
  // over loops of a slice map: the slices of the index-map path.
  if (space.operand || llvm::is_contained(loopSizes, 0))
    return {};
  SmallVector<AffineExpr> results;
  for (Value index : extract.getIndices()) {
    results.push_back(getLoopExpr(op, index));
    if (!results.back())
      return {};
  }
  auto map = AffineMap::get(op.getNumLoops(), 0, results, op.getContext());
  auto type = cast<RankedTensorType>(extract.getTensor().getType());
  if (!isSliceMap(map) || checkSliceBounds(map, 0, type.getShape(), loopSizes))
    return {};
  SmallVector<unsigned> dims = getMapDims(map);
  if (llvm::any_of(
          dims, [&](unsigned d) { return !llvm::is_contained(space.dims, d); }))
    return {};
  Location loc = extract.getLoc();
  Value source = rewriter.getRemappedValue(extract.getTensor());
  Value sliced = sliceOperand(rewriter, loc, source, map, loopSizes);
  return relayout(rewriter, loc, sliced, dims, space.dims, loopSizes);
}

Value PayloadEvaluator::evaluateExtract(tensor::ExtractOp extract,
                                        const Space &space) {
  Location loc = extract.getLoc();
  if (Value sliced = sliceExtract(extract, space))
    return toElementType(rewriter, typeConverter, loc, sliced,
                         extract.getType());
  SmallVector<Value> indices;
  for (Value index : extract.getIndices())
    indices.push_back(
        toHloArray(rewriter, typeConverter, loc, evaluateIn(index, space)));
  Value source = rewriter.getRemappedValue(extract.getTensor());
  Value gathered = gatherElements(rewriter, loc, source, indices, space.shape);
  return toElementType(rewriter, typeConverter, loc, gathered,
                       extract.getType());
}

Value linalg_to_hlo::gatherElements(OpBuilder &builder, Location loc,
                                    Value source, ValueRange indices,
                                    ArrayRef<int64_t> shape) {
  auto type = cast<RankedTensorType>(source.getType());
  int64_t rank = type.getRank();
  if (rank == 0)
    return builder.create<hlo::BroadcastOp>(loc, type.clone(shape), source,
                                            builder.getDenseI64ArrayAttr({}));
  // The index vectors along a trailing dimension.
  SmallVector<int64_t> vectorShape(shape);
  vectorShape.push_back(1);
  SmallVector<Value> columns;
  for (Value index : indices)
    columns.push_back(reshape(builder, loc, index, vectorShape));
  Value starts = columns.front();
  if (columns.size() > 1)
    starts = builder.create<hlo::ConcatenateOp>(
        loc, columns, builder.getI64IntegerAttr(shape.size()));
  SmallVector<int64_t> all = llvm::to_vector(llvm::seq<int64_t>(0, rank));
  auto numbers = hlo::GatherDimensionNumbersAttr::get(
      builder.getContext(), /*offsetDims=*/{}, /*collapsedSliceDims=*/all,
      /*operandBatchingDims=*/{}, /*startIndicesBatchingDims=*/{},
      /*startIndexMap=*/all, /*indexVectorDim=*/shape.size());
  return builder.create<hlo::GatherOp>(loc, source, starts, numbers,
                                       SmallVector<int64_t>(rank, 1),
                                       /*indices_are_sorted=*/false);
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
    Operation *clone =
        applyOnTensors(rewriter, typeConverter, op, inputs, {}).getDefiningOp();
    mapping.map(op->getResults(), clone->getResults());
  }
  SmallVector<Value> returned;
  for (Value result : results)
    returned.push_back(
        toHloArray(rewriter, typeConverter, loc, mapping.lookup(result)));
  rewriter.create<hlo::ReturnOp>(loc, returned);
}
