//===- ReductionRules.cpp - Adjoint rules of the reduction ops ------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The derivatives of reduce, reduce_window, select_and_scatter, sort, topk,
// map and scan, after JAX (jax/_src/lax/lax.py, windowed_reductions.py):
//
// - reduce, per result whose combiner is one add, maximum, minimum or
//   multiply of its own accumulator and element (so several inputs with
//   independent combiners too): add broadcasts the adjoint back
//   (_reduce_sum_transpose_rule); maximum and minimum give it to the
//   elements equal to the result, ties split equally
//   (_reduce_chooser_jvp_rule), the init value counting as one of them
//   (unless it is the identity, -inf or +inf, and not differentiated);
//   multiply gives each element the product of the others (the product of
//   the nonzero elements, so zeros are exact, as _reduce_prod_jvp_rule).
//   The NaN-ignoring maximum and minimum that convert-arith-to-hlo makes of
//   arith.maxnumf/minnumf count as maximum and minimum (NaN elements never
//   equal the result, so they get no adjoint).
//   A subtraction of the element from the accumulator (init minus the
//   sum, as convert-linalg-to-hlo makes of `acc - x`) negates the add's.
//   Init values get their share: the sum of the adjoint for add, the
//   adjoint where the init tied or won for maximum and minimum, adjoint
//   times the product of the elements for multiply. Other combiners
//   (argmax-style reduces) are errors when a float result has an adjoint.
// - reduce_window with add: the adjoint padded (strides become interior
//   padding) and summed over windows again with the base dilation as
//   strides (_reduce_window_sum_transpose_rule); with maximum or minimum:
//   select_and_scatter of the adjoint (GE or LE selection, add scatter,
//   same window and padding; base dilation pads the operand with the
//   identity and slices the result, as _select_and_gather_add_transpose).
//   The whole adjoint of a window goes to the first of tied maxima (XLA's
//   select), not split as reduce does. Window dilation with maximum or
//   minimum is an error, as in JAX. A reduce_window over (x, t) pairs that
//   keeps the pair a comparison of the x's keeps (what the
//   select_and_scatter rule builds, so second derivatives meet it) moves
//   t's adjoint back with select_and_scatter as well.
// - select_and_scatter (add scatter, one comparison selecting): the
//   source's adjoint is, per window, the adjoint at the selected element: a
//   reduce_window over (operand, adjoint) pairs that keeps the pair the
//   selection keeps (JAX's _select_and_gather_add). The operand gets none
//   (the selection is piecewise constant); the init value the sum.
// - sort: the forward sort gets an s32 iota along the sorted dimension as
//   an extra operand, so it returns the permutation it applied; sorting
//   (permutation, adjoints) by the permutation moves each adjoint back to
//   where its element came from. Keys and values alike.
// - topk: the values' adjoint scatter-added at the indices along the last
//   dimension.
// - map: only a computation that returns one of its parameters (or a
//   constant); scan: an error.
//
//===----------------------------------------------------------------------===//

#include "AdjointRules.h"

#include "xhlo/Dialect/Hlo/IR/HloCombiner.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"

#include <numeric>

using namespace mlir;
using namespace xhlo::hlo;
using namespace xhlo::hlo::autodiff;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Fills `region` with a comparison `direction` of two 0-d `element`
/// parameters.
void buildCompareRegion(OpBuilder &b, Location loc, Region &region,
                        Type element, ComparisonDirection direction) {
  OpBuilder::InsertionGuard guard(b);
  auto scalar = RankedTensorType::get({}, element);
  Block *block = b.createBlock(&region, {}, {scalar, scalar}, {loc, loc});
  Emitter e{b, loc};
  b.create<ReturnOp>(
      loc, e.cmp(direction, block->getArgument(0), block->getArgument(1)));
}

/// `x` reduced over `dims` with OpTy from `init` (a 0-d value).
template <typename OpTy>
Value createReduce(OpBuilder &b, Location loc, Value x, Value init,
                   ArrayRef<int64_t> dims) {
  auto type = cast<RankedTensorType>(x.getType());
  SmallVector<int64_t> kept;
  for (int64_t d = 0; d < type.getRank(); ++d)
    if (!llvm::is_contained(dims, d))
      kept.push_back(type.getDimSize(d));
  SmallVector<int64_t> sorted(dims);
  llvm::sort(sorted);
  auto reduce = b.create<ReduceOp>(loc, TypeRange{type.clone(kept)},
                                   ValueRange{x}, ValueRange{init}, sorted);
  buildBinaryRegion<OpTy>(b, loc, reduce.getToApply(), type.getElementType());
  return reduce.getResult(0);
}

/// Whether `value` is a constant splat of infinity (-inf when `negative`).
bool isInfinity(Value value, bool negative) {
  DenseFPElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)) || !attr.isSplat())
    return false;
  APFloat v = attr.getSplatValue<APFloat>();
  return v.isInfinity() && v.isNegative() == negative;
}

bool hasAnyResultAdjoint(Operation *op, ReverseContext &ctx) {
  for (unsigned i = 0, e = op->getNumResults(); i < e; ++i)
    if (ctx.getResultAdjoint(i))
      return true;
  return false;
}

//===----------------------------------------------------------------------===//
// reduce
//===----------------------------------------------------------------------===//

LogicalResult reduceRule(Operation *op, ReverseContext &ctx) {
  auto reduce = cast<ReduceOp>(op);
  unsigned n = reduce.getInputs().size();
  ArrayRef<int64_t> dims = reduce.getDimensions();
  OpBuilder &b = ctx.getBuilder();
  Location loc = op->getLoc();
  Emitter e{b, loc};
  for (unsigned i = 0; i < n; ++i) {
    Value ct = ctx.getResultAdjoint(i);
    bool inputActive = ctx.isOperandActive(i);
    bool initActive = ctx.isOperandActive(n + i);
    if (!ct || (!inputActive && !initActive))
      continue;
    CombinerKind combiner = classifyCombiner(reduce.getToApply(), i, n);
    if (combiner == CombinerKind::Other || combiner == CombinerKind::Overwrite)
      return op->emitOpError("cannot differentiate: the computation of "
                             "result ")
             << i
             << " is not one add, maximum, minimum or multiply of its "
                "accumulator and element (or the element subtracted from "
                "the accumulator)";
    Value input = reduce.getInputs()[i];
    Value init = reduce.getInitValues()[i];
    Value result = reduce.getResult(i);
    auto inputType = cast<RankedTensorType>(input.getType());
    auto resultType = cast<RankedTensorType>(result.getType());
    Type inElement = inputType.getElementType();
    Type accElement = resultType.getElementType();
    // The input's shape in the accumulator's type; result dimension j is
    // input dimension kept[j].
    RankedTensorType wide = inputType.clone(accElement);
    SmallVector<int64_t> kept;
    for (int64_t d = 0; d < inputType.getRank(); ++d)
      if (!llvm::is_contained(dims, d))
        kept.push_back(d);
    Value inputAdjoint, initAdjoint;

    switch (combiner) {
    case CombinerKind::Add:
    case CombinerKind::Subtract:
      if (inputActive) {
        inputAdjoint = e.broadcast(ct, wide, kept);
        if (combiner == CombinerKind::Subtract)
          inputAdjoint = b.create<NegateOp>(loc, inputAdjoint);
      }
      if (initActive)
        initAdjoint = e.sumAll(ct);
      break;
    case CombinerKind::Maximum:
    case CombinerKind::MaximumNum:
    case CombinerKind::Minimum:
    case CombinerKind::MinimumNum: {
      // Ties split equally among the elements equal to the result and the
      // init value when it equals it too. An init that is the identity
      // (-inf for maximum, +inf for minimum) and not differentiated is left
      // out: it ties only when every element is the identity.
      Value x = e.convert(input, accElement);
      Value isChosen =
          e.cmp(ComparisonDirection::EQ, x, e.broadcast(result, wide, kept));
      Value chosen = e.indicator(isChosen, x);
      Value count = e.sum(chosen, dims);
      Value initChosen;
      if (initActive ||
          !isInfinity(init, /*negative=*/*isMaximumKind(combiner))) {
        initChosen =
            e.indicator(e.cmp(ComparisonDirection::EQ,
                              e.broadcast(init, resultType, {}), result),
                        result);
        count = e.add(count, initChosen);
      }
      Value share = e.div(ct, count);
      if (inputActive)
        inputAdjoint = e.mul(e.broadcast(share, wide, kept), chosen);
      if (initActive)
        initAdjoint = e.sumAll(e.mul(share, initChosen));
      break;
    }
    case CombinerKind::Multiply: {
      // The product of the others: of the nonzero elements when the
      // element is the only zero, 0 when there is another zero, the
      // product over the element otherwise.
      Value x = e.convert(input, accElement);
      Value isZero = e.cmp(ComparisonDirection::EQ, x, e.zeros(x));
      Value nonzero = e.select(isZero, e.splat(x, 1.0), x);
      Value one = e.splat(RankedTensorType::get({}, accElement), 1.0);
      Value product = createReduce<MultiplyOp>(b, loc, nonzero, one, dims);
      Value zeroCount = e.sum(e.indicator(isZero, x), dims);
      Value noZero =
          e.cmp(ComparisonDirection::EQ, zeroCount, e.zeros(zeroCount));
      if (inputActive) {
        Value productB = e.broadcast(product, wide, kept);
        Value zeroCountB = e.broadcast(zeroCount, wide, kept);
        Value oneZeroB = e.cmp(ComparisonDirection::EQ, zeroCountB,
                               e.splat(zeroCountB, 1.0));
        Value noZeroB =
            e.cmp(ComparisonDirection::EQ, zeroCountB, e.zeros(zeroCountB));
        Value zeros = e.zeros(x);
        Value ofZero = e.select(oneZeroB, productB, zeros);
        Value ofNonzero = e.select(noZeroB, e.div(productB, nonzero), zeros);
        Value others = e.select(isZero, ofZero, ofNonzero);
        Value scale = e.mul(ct, e.broadcast(init, resultType, {}));
        inputAdjoint = e.mul(e.broadcast(scale, wide, kept), others);
      }
      if (initActive)
        initAdjoint =
            e.sumAll(e.mul(ct, e.select(noZero, product, e.zeros(product))));
      break;
    }
    case CombinerKind::Overwrite:
    case CombinerKind::Other:
      break;
    }
    if (inputAdjoint)
      ctx.addOperandAdjoint(i, e.convert(inputAdjoint, inElement));
    if (initAdjoint)
      ctx.addOperandAdjoint(n + i, initAdjoint);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// reduce_window
//===----------------------------------------------------------------------===//

/// pad of `x` with zeros, or `x` when there is none.
Value padWithZeros(OpBuilder &b, Location loc, Value x, ArrayRef<int64_t> low,
                   ArrayRef<int64_t> high, ArrayRef<int64_t> interior) {
  auto isZero = [](int64_t v) { return v == 0; };
  if (llvm::all_of(low, isZero) && llvm::all_of(high, isZero) &&
      llvm::all_of(interior, isZero))
    return x;
  auto type = cast<RankedTensorType>(x.getType());
  Value zero =
      createZeros(b, loc, RankedTensorType::get({}, type.getElementType()));
  return b.create<PadOp>(loc, x, zero,
                         PaddingConfigAttr::get(b.getContext(), low, high,
                                                orOmitted(interior, 0)));
}

/// The adjoint of the operand of a sum over windows (JAX's
/// _reduce_window_sum_transpose_rule), in the adjoint's element type, or
/// failure when the shapes do not come back.
FailureOr<Value> reduceWindowSumTranspose(OpBuilder &b, Location loc, Value ct,
                                          RankedTensorType operandType,
                                          WindowAttr window) {
  auto ctType = cast<RankedTensorType>(ct.getType());
  int64_t rank = operandType.getRank();
  SmallVector<int64_t> low, high, interior, ones(rank, 1), baseDilation,
      windowDilation;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t lhsDilated =
        dilatedSize(operandType.getDimSize(d), window.getLhsDilateAt(d));
    int64_t rhsDilated =
        dilatedSize(window.getSize()[d], window.getRhsDilateAt(d));
    int64_t outDilated =
        dilatedSize(ctType.getDimSize(d), window.getStrideAt(d));
    int64_t before = rhsDilated - window.getPadLowAt(d) - 1;
    int64_t after = lhsDilated + rhsDilated - 1 - outDilated - before;
    low.push_back(before);
    high.push_back(after);
    interior.push_back(window.getStrideAt(d) - 1);
    baseDilation.push_back(window.getLhsDilateAt(d));
    windowDilation.push_back(window.getRhsDilateAt(d));
  }
  Value padded = padWithZeros(b, loc, ct, low, high, interior);
  Type element = ctType.getElementType();
  Value zero = createZeros(b, loc, RankedTensorType::get({}, element));
  WindowAttr transposed = getWindow(b.getContext(), window.getSize(),
                                    baseDilation, {}, {}, ones, windowDilation);
  auto sum = b.create<ReduceWindowOp>(loc, ValueRange{padded}, ValueRange{zero},
                                      transposed);
  buildBinaryRegion<AddOp>(b, loc, sum.getToApply(), element);
  if (sum.getResult(0).getType() != operandType.clone(element))
    return failure();
  return sum.getResult(0);
}

/// The adjoint of `operand` (active, floats) when each window of it gives
/// the element that a selection `direction` (GE, GT, LE or LT of the kept
/// element and the next) keeps: select_and_scatter of `ct` (add scatter,
/// the window's strides and padding). Base dilation pads the operand with
/// the identity (never kept over an element) and slices the result back
/// (JAX's _select_and_gather_add_transpose). Fails (at `op`) with window
/// dilation or reversal, which select_and_scatter does not have.
FailureOr<Value> scatterToSelected(OpBuilder &b, Location loc, Operation *op,
                                   Value operand, Value ct, WindowAttr window,
                                   ComparisonDirection direction) {
  Emitter e{b, loc};
  auto operandType = cast<RankedTensorType>(operand.getType());
  Type element = operandType.getElementType();
  int64_t rank = operandType.getRank();
  SmallVector<int64_t> stride, padLow, padHigh, baseDilation, ones(rank, 1);
  bool dilated = false;
  for (int64_t d = 0; d < rank; ++d) {
    if (window.getRhsDilateAt(d) != 1 || window.getRhsReversalAt(d))
      return op->emitOpError("cannot differentiate a maximum or minimum "
                             "over windows with window dilation or "
                             "reversal");
    stride.push_back(window.getStrideAt(d));
    padLow.push_back(window.getPadLowAt(d));
    padHigh.push_back(window.getPadHighAt(d));
    baseDilation.push_back(window.getLhsDilateAt(d));
    dilated |= baseDilation.back() != 1;
  }
  bool greater = direction == ComparisonDirection::GE ||
                 direction == ComparisonDirection::GT;
  if (dilated) {
    // The holes of the base dilation hold the identity, so they are never
    // selected over an element.
    SmallVector<int64_t> zeros(rank, 0), holes;
    for (int64_t dilation : baseDilation)
      holes.push_back(dilation - 1);
    auto scalarType = RankedTensorType::get({}, element);
    Value identity = e.splat(scalarType, greater ? -INFINITY : INFINITY);
    operand = b.create<PadOp>(
        loc, operand, identity,
        PaddingConfigAttr::get(b.getContext(), zeros, zeros, holes));
  }
  Value source = e.convert(ct, element);
  Value zero = createZeros(b, loc, RankedTensorType::get({}, element));
  auto scatter = b.create<SelectAndScatterOp>(
      loc, operand, source, zero,
      getWindow(b.getContext(), window.getSize(), stride, padLow, padHigh, ones,
                ones));
  buildCompareRegion(b, loc, scatter.getSelect(), element, direction);
  buildBinaryRegion<AddOp>(b, loc, scatter.getScatter(), element);
  Value adjoint = scatter.getResult();
  if (dilated) {
    auto type = cast<RankedTensorType>(adjoint.getType());
    SmallVector<int64_t> start(rank, 0);
    adjoint =
        b.create<SliceOp>(loc, adjoint, start, type.getShape(), baseDilation);
  }
  if (adjoint.getType() != operandType)
    return op->emitOpError("cannot differentiate: the scattered adjoint "
                           "does not have the operand's type");
  return adjoint;
}

/// The selection direction of a reduce_window over (x, t) pairs that keeps,
/// per window, the pair whose x a comparison keeps: `keep = cmp(ax, bx)`,
/// returning `select(keep, ax, bx), select(keep, at, bt)` (what the
/// select_and_scatter rule builds); none for other computations.
std::optional<ComparisonDirection> matchSelectPair(Region &region) {
  if (!region.hasOneBlock())
    return std::nullopt;
  Block &block = region.front();
  if (block.getNumArguments() != 4)
    return std::nullopt;
  Value ax = block.getArgument(0), at = block.getArgument(1);
  Value bx = block.getArgument(2), bt = block.getArgument(3);
  Operation *terminator = block.getTerminator();
  if (terminator->getNumOperands() != 2)
    return std::nullopt;
  auto x = terminator->getOperand(0).getDefiningOp<SelectOp>();
  auto t = terminator->getOperand(1).getDefiningOp<SelectOp>();
  if (!x || !t || x.getPred() != t.getPred() || x.getOnTrue() != ax ||
      x.getOnFalse() != bx || t.getOnTrue() != at || t.getOnFalse() != bt)
    return std::nullopt;
  auto keep = x.getPred().getDefiningOp<CompareOp>();
  if (!keep || keep.getLhs() != ax || keep.getRhs() != bx)
    return std::nullopt;
  ComparisonDirection direction = keep.getDirection();
  if (direction == ComparisonDirection::EQ ||
      direction == ComparisonDirection::NE)
    return std::nullopt;
  return direction;
}

/// The reduce_window over (x, t) pairs (matchSelectPair): the selected x is
/// a maximum or minimum of x; the selected t moves t's adjoint back to the
/// selected places. Both are select_and_scatter (x gets nothing from the
/// t result: the selection is piecewise constant).
LogicalResult selectPairRule(ReduceWindowOp reduceWindow,
                             ComparisonDirection direction,
                             ReverseContext &ctx) {
  Operation *op = reduceWindow;
  OpBuilder &b = ctx.getBuilder();
  Location loc = op->getLoc();
  if (ctx.isOperandActive(2) || ctx.isOperandActive(3))
    return op->emitOpError("cannot differentiate with respect to the init "
                           "values of a selection over windows");
  Value x = reduceWindow.getInputs()[0];
  if (cast<RankedTensorType>(x.getType()).getNumElements() == 0)
    return success();
  for (unsigned i = 0; i < 2; ++i) {
    Value ct = ctx.getResultAdjoint(i);
    if (!ct || !ctx.isOperandActive(i))
      continue;
    FailureOr<Value> adjoint = scatterToSelected(
        b, loc, op, x, ct, reduceWindow.getWindow(), direction);
    if (failed(adjoint))
      return failure();
    ctx.addOperandAdjoint(i, *adjoint);
  }
  return success();
}

LogicalResult reduceWindowRule(Operation *op, ReverseContext &ctx) {
  auto reduceWindow = cast<ReduceWindowOp>(op);
  unsigned n = reduceWindow.getInputs().size();
  WindowAttr window = reduceWindow.getWindow();
  if (n == 2)
    if (std::optional<ComparisonDirection> direction =
            matchSelectPair(reduceWindow.getToApply()))
      return selectPairRule(reduceWindow, *direction, ctx);
  OpBuilder &b = ctx.getBuilder();
  Location loc = op->getLoc();
  Emitter e{b, loc};
  for (unsigned i = 0; i < n; ++i) {
    Value ct = ctx.getResultAdjoint(i);
    bool inputActive = ctx.isOperandActive(i);
    bool initActive = ctx.isOperandActive(n + i);
    if (!ct || (!inputActive && !initActive))
      continue;
    CombinerKind combiner = classifyCombiner(reduceWindow.getToApply(), i, n);
    if (combiner != CombinerKind::Add && combiner != CombinerKind::Subtract &&
        !isMaximumKind(combiner))
      return op->emitOpError("cannot differentiate: the computation of "
                             "result ")
             << i
             << " is not one add, maximum or minimum of its accumulator and "
                "element (or the element subtracted from the accumulator)";
    Value input = reduceWindow.getInputs()[i];
    auto inputType = cast<RankedTensorType>(input.getType());
    Type inElement = inputType.getElementType();
    bool empty = inputType.getNumElements() == 0 ||
                 cast<RankedTensorType>(ct.getType()).getNumElements() == 0;

    if (combiner == CombinerKind::Add || combiner == CombinerKind::Subtract) {
      if (initActive)
        ctx.addOperandAdjoint(n + i, e.sumAll(ct));
      if (!inputActive || empty)
        continue;
      FailureOr<Value> adjoint =
          reduceWindowSumTranspose(b, loc, ct, inputType, window);
      if (failed(adjoint))
        return op->emitOpError("cannot differentiate: the transposed window "
                               "sum does not have the operand's shape");
      Value sum = e.convert(*adjoint, inElement);
      if (combiner == CombinerKind::Subtract)
        sum = b.create<NegateOp>(loc, sum);
      ctx.addOperandAdjoint(i, sum);
      continue;
    }

    // Maximum or minimum: the adjoint of each window goes to the element
    // that select_and_scatter selects.
    if (initActive)
      return op->emitOpError("cannot differentiate with respect to the init "
                             "value of a maximum or minimum over windows");
    if (!inputActive || empty)
      continue;
    FailureOr<Value> adjoint =
        scatterToSelected(b, loc, op, input, ct, window,
                          *isMaximumKind(combiner) ? ComparisonDirection::GE
                                                   : ComparisonDirection::LE);
    if (failed(adjoint))
      return failure();
    ctx.addOperandAdjoint(i, *adjoint);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// select_and_scatter
//===----------------------------------------------------------------------===//

/// The direction of a select computation that is one comparison of its
/// parameters in order (GE, GT, LE or LT), or none.
std::optional<ComparisonDirection> getSelectDirection(Region &region) {
  if (!region.hasOneBlock())
    return std::nullopt;
  Block &block = region.front();
  if (block.getNumArguments() != 2 ||
      !llvm::hasSingleElement(block.without_terminator()))
    return std::nullopt;
  auto compare = dyn_cast<CompareOp>(block.front());
  if (!compare || block.getTerminator()->getNumOperands() != 1 ||
      block.getTerminator()->getOperand(0) != compare.getResult() ||
      compare.getLhs() != block.getArgument(0) ||
      compare.getRhs() != block.getArgument(1))
    return std::nullopt;
  ComparisonDirection direction = compare.getDirection();
  if (direction == ComparisonDirection::EQ ||
      direction == ComparisonDirection::NE)
    return std::nullopt;
  return direction;
}

LogicalResult selectAndScatterRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct)
    return success();
  auto sas = cast<SelectAndScatterOp>(op);
  // Operand 0 (the operand) only decides where values go: no adjoint.
  bool sourceActive = ctx.isOperandActive(1);
  bool initActive = ctx.isOperandActive(2);
  if (!sourceActive && !initActive)
    return success();
  if (classifyCombiner(sas.getScatter(), 0, 1) != CombinerKind::Add)
    return op->emitOpError("cannot differentiate: the scatter computation "
                           "is not an add");
  OpBuilder &b = ctx.getBuilder();
  Location loc = op->getLoc();
  Emitter e{b, loc};
  if (initActive)
    ctx.addOperandAdjoint(2, e.sumAll(ct));
  if (!sourceActive)
    return success();
  std::optional<ComparisonDirection> direction =
      getSelectDirection(sas.getSelect());
  if (!direction)
    return op->emitOpError("cannot differentiate with respect to the "
                           "source: the select computation is not one "
                           "GE, GT, LE or LT comparison of its parameters");
  Value operand = sas.getOperand();
  auto operandType = cast<RankedTensorType>(operand.getType());
  auto sourceType = cast<RankedTensorType>(sas.getSource().getType());
  Type element = operandType.getElementType();
  Type ctElement = cast<RankedTensorType>(ct.getType()).getElementType();
  if (!isa<FloatType>(element))
    return op->emitOpError("cannot differentiate with respect to the "
                           "source: the operand is not a float array");
  // Per window, the pair (element, adjoint) that the selection keeps,
  // starting from an element it never keeps over another.
  bool greater = *direction == ComparisonDirection::GE ||
                 *direction == ComparisonDirection::GT;
  auto scalar = RankedTensorType::get({}, element);
  auto ctScalar = RankedTensorType::get({}, ctElement);
  Value identity = e.splat(scalar, greater ? -INFINITY : INFINITY);
  Value zero = createZeros(b, loc, ctScalar);
  auto gather = b.create<ReduceWindowOp>(
      loc,
      TypeRange{operandType.clone(sourceType.getShape()),
                sourceType.clone(ctElement)},
      ValueRange{operand, ct}, ValueRange{identity, zero}, sas.getWindow());
  {
    OpBuilder::InsertionGuard guard(b);
    Block *block = b.createBlock(&gather.getToApply(), {},
                                 {scalar, ctScalar, scalar, ctScalar},
                                 {loc, loc, loc, loc});
    Value keep =
        e.cmp(*direction, block->getArgument(0), block->getArgument(2));
    Value x = e.select(keep, block->getArgument(0), block->getArgument(2));
    Value t = e.select(keep, block->getArgument(1), block->getArgument(3));
    b.create<ReturnOp>(loc, ValueRange{x, t});
  }
  Value adjoint = e.convert(gather.getResult(1), sourceType.getElementType());
  ctx.addOperandAdjoint(1, adjoint);
  return success();
}

//===----------------------------------------------------------------------===//
// sort
//===----------------------------------------------------------------------===//

LogicalResult sortRule(Operation *op, ReverseContext &ctx) {
  auto sort = cast<SortOp>(op);
  unsigned n = sort.getOperands().size();
  SmallVector<unsigned> moved;
  for (unsigned i = 0; i < n; ++i)
    if (ctx.getResultAdjoint(i) && ctx.isOperandActive(i))
      moved.push_back(i);
  if (moved.empty())
    return success();
  Location loc = op->getLoc();
  int64_t dim = sort.getDimension();
  auto shapeType = cast<RankedTensorType>(sort.getOperands()[0].getType());
  if (shapeType.getDimSize(dim) > std::numeric_limits<int32_t>::max())
    return op->emitOpError("cannot differentiate: the sorted dimension is "
                           "too long for an s32 permutation");
  auto i32 = IntegerType::get(op->getContext(), 32);
  auto permType = shapeType.clone(i32);
  auto permScalar = RankedTensorType::get({}, i32);

  // The forward sort also sorts an iota: the permutation it applied.
  OpBuilder forward(op);
  Value iota = forward.create<IotaOp>(loc, permType, dim);
  SmallVector<Value> operands(sort.getOperands());
  operands.push_back(iota);
  SmallVector<Type> types(sort.getResultTypes());
  types.push_back(permType);
  auto withPerm =
      forward.create<SortOp>(loc, types, operands, dim, sort.getIsStable());
  IRMapping mapping;
  sort.getComparator().cloneInto(&withPerm.getComparator(), mapping);
  Block &comparator = withPerm.getComparator().front();
  comparator.addArgument(permScalar, loc);
  comparator.addArgument(permScalar, loc);
  ctx.replaceForwardOp(withPerm);
  Value perm = withPerm.getResult(n);

  // Sorting the adjoints by the permutation puts each back in its place.
  OpBuilder &b = ctx.getBuilder();
  SmallVector<Value> backOperands{perm};
  SmallVector<Type> backTypes{permType};
  SmallVector<Type> blockTypes{permScalar, permScalar};
  for (unsigned i : moved) {
    Value ct = ctx.getResultAdjoint(i);
    backOperands.push_back(ct);
    backTypes.push_back(ct.getType());
    auto scalar = RankedTensorType::get(
        {}, cast<RankedTensorType>(ct.getType()).getElementType());
    blockTypes.push_back(scalar);
    blockTypes.push_back(scalar);
  }
  auto back = b.create<SortOp>(loc, backTypes, backOperands, dim,
                               /*is_stable=*/false);
  {
    OpBuilder::InsertionGuard guard(b);
    SmallVector<Location> locs(blockTypes.size(), loc);
    Block *block = b.createBlock(&back.getComparator(), {}, blockTypes, locs);
    Emitter e{b, loc};
    b.create<ReturnOp>(loc,
                       e.cmp(ComparisonDirection::LT, block->getArgument(0),
                             block->getArgument(1)));
  }
  for (auto [k, i] : llvm::enumerate(moved))
    ctx.addOperandAdjoint(i, back.getResult(k + 1));
  return success();
}

//===----------------------------------------------------------------------===//
// topk
//===----------------------------------------------------------------------===//

LogicalResult topkRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct || !ctx.isOperandActive(0))
    return success();
  auto topk = cast<TopKOp>(op);
  auto operandType = cast<RankedTensorType>(topk.getOperand().getType());
  int64_t rank = operandType.getRank();
  OpBuilder &b = ctx.getBuilder();
  Location loc = op->getLoc();
  // Each row's values go back to their indices along the last dimension
  // (the leading dimensions are batch dimensions of the scatter; the
  // indices' implicit trailing index vector holds the column).
  SmallVector<int64_t> batch = Emitter::allDims(rank - 1);
  auto dims = ScatterDimensionNumbersAttr::get(
      b.getContext(), /*update_window_dims=*/{},
      /*inserted_window_dims=*/{rank - 1}, /*input_batching_dims=*/batch,
      /*scatter_indices_batching_dims=*/batch,
      /*scatter_dims_to_operand_dims=*/{rank - 1},
      /*index_vector_dim=*/rank);
  Value zeros = createZeros(b, loc, operandType);
  auto scatter = b.create<ScatterOp>(
      loc, TypeRange{operandType}, ValueRange{zeros}, topk.getIndices(),
      ValueRange{ct}, dims, /*indices_are_sorted=*/false,
      /*unique_indices=*/true);
  buildBinaryRegion<AddOp>(b, loc, scatter.getUpdateComputation(),
                           operandType.getElementType());
  ctx.addOperandAdjoint(0, scatter.getResult(0));
  return success();
}

//===----------------------------------------------------------------------===//
// map, scan
//===----------------------------------------------------------------------===//

LogicalResult mapRule(Operation *op, ReverseContext &ctx) {
  Value ct = ctx.getResultAdjoint(0);
  if (!ct)
    return success();
  auto map = cast<MapOp>(op);
  Block &block = map.getToApply().front();
  Value returned = block.getTerminator()->getOperand(0);
  // A computation that returns one of its parameters passes that operand
  // through.
  if (auto arg = dyn_cast<BlockArgument>(returned);
      arg && arg.getOwner() == &block) {
    unsigned index = arg.getArgNumber();
    if (ctx.isOperandActive(index) &&
        map.getOperands()[index].getType() == ct.getType())
      ctx.addOperandAdjoint(index, ct);
    return success();
  }
  if (isa_and_nonnull<ConstantOp>(returned.getDefiningOp()))
    return success();
  return op->emitOpError("has no derivative: the computation of a map is "
                         "not differentiated (write it with elementwise "
                         "ops)");
}

LogicalResult scanRule(Operation *op, ReverseContext &ctx) {
  if (!hasAnyResultAdjoint(op, ctx))
    return success();
  return op->emitOpError("has no derivative: scan is not differentiated "
                         "(write it as a while loop)");
}

} // namespace

void xhlo::hlo::autodiff::addReductionRules(AdjointRuleSet &rules) {
  rules.add<ReduceOp>(reduceRule);
  rules.add<ReduceWindowOp>(reduceWindowRule);
  rules.add<SelectAndScatterOp>(selectAndScatterRule);
  rules.add<SortOp>(sortRule);
  rules.add<TopKOp>(topkRule);
  rules.add<MapOp>(mapRule);
  rules.add<ScanOp>(scanRule);
}
