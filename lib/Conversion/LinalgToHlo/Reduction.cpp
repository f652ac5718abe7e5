//===- Reduction.cpp - Reductions to hlo.reduce ---------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts the structured ops with reduction loops whose maps are
// projected permutations and which are not dot contractions: linalg.reduce
// and linalg.generic (and, for pred, the matmul family).
//
// The payload splits into the part that reads no accumulator, evaluated on
// tensors over all loops (Payload.h), and the part that combines it with the
// accumulators, which becomes the reducer of an hlo.reduce over the
// reduction loops:
//
// - When each output is `combine(out, x)` for an associative and
//   commutative `combine` (add, mul, min, max, and, or, xor) that nothing
//   else reads, each output is an hlo.reduce of `x` from the combiner's
//   identity (-0.0 for float add, -inf for max, ...), combined with the init
//   unless the init is that identity or tensor.empty. `out - x` (a running
//   difference) is the init minus the sum of `x` (its negation for
//   tensor.empty).
// - Otherwise (payloads that combine several outputs), one variadic
//   hlo.reduce would take the values the accumulating part reads as its
//   inputs, paired with the outputs by type, from the outputs' fills (so
//   each output's init must be a fill or a splat constant). Its reducer is
//   not the payload, which assumes loop order:
// - An arg reduction (argmax, argmin: a value and its index, the
//   candidate taken when `pred(candidate, acc)` for a strict or non-strict
//   order, by selects or a max/min op for the value): its payload means
//   "the first (or, non-strict, the last) extremum in loop order", which
//   `x > acc ? x : acc` computes only when the elements arrive in order.
//   XLA reduces in any order and tree shape, so the reducer is the one
//   XLA's frontends emit (JAX's argmax/argmin): the candidate wins on a
//   strict win, and on equal values the smaller index (the larger one for a
//   non-strict payload). The index compared is the payload's own when it is
//   the position along the one reduced loop (linalg.index through integer
//   casts, wide enough, its fill at most 0); otherwise the reduce carries a
//   third operand, the position in loop order (from -1 for the init), only
//   for the ties. NaN, for ordered float predicates (NaN is never taken in
//   loop order), loses to every number; with arith.maximumf/minimumf as the
//   value, whose NaN wins, it wins as in JAX and numpy (lowest index
//   among NaNs): the one form whose loop-order index (the extremum before
//   the first NaN) no reduction order can reproduce. A payload with JAX's
//   tie rule spelled out (`lt | (eq & index < accIndex)`, or `>` for the
//   later index) is the same reducer, comparing the payload's indices.
// - Every other joint payload (unordered predicates, other tie rules, a
//   value and a count, Horner's `acc * 2 + x`, `x - acc`) is refused: its
//   result depends on the order the elements arrive in, which hlo.reduce
//   leaves to XLA. The op stays a loop (xhlo-run runs it on the host).
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "Layout.h"
#include "Payload.h"

#include "xhlo/Conversion/HloBuilders.h"
#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::linalg_to_hlo;

//===----------------------------------------------------------------------===//
// Analysis
//===----------------------------------------------------------------------===//

namespace {

/// How the outputs of a reduction are computed.
struct ReductionPlan {
  /// Per output, when each is `combiner(out, element)`: the combiner and the
  /// element (a payload value that reads no accumulator). Empty otherwise.
  SmallVector<Operation *> combiners;
  SmallVector<Value> elements;
  /// Otherwise: the ops that read accumulators, in order, and per output the
  /// value they read that becomes that output's reduce input.
  SmallVector<Operation *> jointOps;
  SmallVector<Value> jointElements;
  /// When the joint reduction is an arg reduction: its reducer's shape.
  struct ArgReduction {
    /// The value's and the index's output numbers.
    unsigned value, index;
    /// Whether the greater value wins (argmax), and compared as unsigned.
    bool greater;
    bool isUnsigned;
    /// Whether NaN wins (arith.maximumf/minimumf as the value) or loses.
    bool nanWins;
    /// Whether the later element wins a tie (a non-strict predicate).
    bool laterWins;
    /// Whether the value is hlo.maximum/minimum of both (arith.maximumf,
    /// minimumf: their signed zeros) rather than the selected one.
    bool valueByCombiner;
    /// Whether ties compare a position operand (the index is not one).
    bool addPosition;
  };
  std::optional<ArgReduction> arg;
};

} // namespace

/// Whether `combiner` is `out - element` (a running difference: the init
/// minus the sum of the elements, which hlo.reduce sums in any order).
static bool isSubtractFromAccumulator(Operation *combiner, Value out) {
  return isa<arith::SubFOp, arith::SubIOp>(combiner) &&
         combiner->getOperand(0) == out && combiner->getOperand(1) != out;
}

/// Matches output `index` as `combiner(out, element)`.
static bool matchCombiner(linalg::LinalgOp op, unsigned index,
                          ReductionPlan &plan) {
  BlockArgument out = getPayloadArgument(op, op.getNumDpsInputs() + index);
  Value yielded = op.getBlock()->getTerminator()->getOperand(index);
  Operation *combiner = yielded.getDefiningOp();
  if (!out || !out.hasOneUse() || !yielded.hasOneUse() || !combiner ||
      combiner->getBlock() != op.getBlock() ||
      !(isReductionCombiner(combiner) ||
        isSubtractFromAccumulator(combiner, out)) ||
      !llvm::is_contained(combiner->getOperands(), out))
    return false;
  Value element = combiner->getOperand(0) == out ? combiner->getOperand(1)
                                                 : combiner->getOperand(0);
  if (getDependences(op, element).readsOutput)
    return false;
  plan.combiners.push_back(combiner);
  plan.elements.push_back(element);
  return true;
}

/// Plans the joint reduction of all outputs, or says why there is none.
static LogicalResult planJoint(linalg::LinalgOp op, ReductionPlan &plan,
                               Reason &reason) {
  Block *block = op.getBlock();
  unsigned numInputs = op.getNumDpsInputs();
  // The values that read accumulators, and the ops computing them.
  llvm::SmallPtrSet<Value, 8> accumulating;
  for (unsigned i = numInputs; i < op->getNumOperands(); ++i)
    if (BlockArgument out = getPayloadArgument(op, i))
      accumulating.insert(out);
  llvm::SetVector<Value> read;
  for (Operation &payloadOp : block->without_terminator()) {
    if (llvm::none_of(payloadOp.getOperands(),
                      [&](Value v) { return accumulating.contains(v); }))
      continue;
    plan.jointOps.push_back(&payloadOp);
    accumulating.insert(payloadOp.result_begin(), payloadOp.result_end());
    for (Value operand : payloadOp.getOperands())
      if (!accumulating.contains(operand) &&
          !operand.getDefiningOp<arith::ConstantOp>())
        read.insert(operand);
  }
  for (auto [index, yielded] :
       llvm::enumerate(block->getTerminator()->getOperands())) {
    if (!accumulating.contains(yielded)) {
      reason = "its output #" + std::to_string(index) +
               " does not read its accumulator, so with reduction loops the "
               "last iteration would win";
      return failure();
    }
  }
  for (Value value : read) {
    Dependences deps = getDependences(op, value);
    if (deps.operands.none() && deps.dims.none()) {
      reason = "its payload combines the accumulators with a value that is "
               "the same at every loop point (from above or an invariant "
               "operand), which the reducer of hlo.reduce, isolated from "
               "above, cannot read";
      return failure();
    }
  }

  // Pair each output with a value of its type, in order.
  SmallVector<Value> unpaired(read.begin(), read.end());
  for (unsigned i = numInputs; i < op->getNumOperands(); ++i) {
    Type type = getPayloadArgument(op, i).getType();
    auto it =
        llvm::find_if(unpaired, [&](Value v) { return v.getType() == type; });
    if (it == unpaired.end())
      break;
    plan.jointElements.push_back(*it);
    unpaired.erase(it);
  }
  if (int64_t(plan.jointElements.size()) != op.getNumDpsInits() ||
      !unpaired.empty()) {
    reason = "its payload combines " + std::to_string(read.size()) +
             " values with the accumulators of " +
             std::to_string(op.getNumDpsInits()) +
             " outputs, but hlo.reduce pairs each output with one input of "
             "its type";
    return failure();
  }
  return success();
}

/// Checks that the outputs of the joint reduction `plan` start from fills
/// or splat constants, or says why not.
static LogicalResult checkJointInits(linalg::LinalgOp op,
                                     const ReductionPlan &plan,
                                     Reason &reason) {
  unsigned numInputs = op.getNumDpsInputs();
  for (OpOperand &init : op.getDpsInitsMutable()) {
    InitValue value = getInitValue(init.get());
    if (!value.splat && !value.fillScalar) {
      reason = "its output #" +
               std::to_string(init.getOperandNumber() - numInputs) +
               " starts from an init that is not a fill or a splat constant, "
               "and hlo.reduce starts from scalars (the payload combines its "
               "outputs with '" +
               plan.jointOps.front()->getName().getStringRef().str() +
               "', so the init cannot be combined afterwards)";
      return failure();
    }
  }
  return success();
}

/// `value` without the integer casts that keep its order (index_cast,
/// extensions) in front of it.
static Value stripWideningCasts(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (!isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
             arith::ExtUIOp>(def))
      break;
    value = def->getOperand(0);
  }
  return value;
}

/// Whether `index`, the index element of an arg reduction of `op`, is the
/// position along its one reduction loop in an integer type that holds
/// every position, with an init (`fill`) at most 0, so that ties can
/// compare it (a smaller one is earlier in loop order).
static bool isPositionIndex(linalg::LinalgOp op, Value index, Value init) {
  SmallVector<unsigned> reductions;
  op.getReductionDims(reductions);
  auto linalgIndex = stripWideningCasts(index).getDefiningOp<linalg::IndexOp>();
  if (reductions.size() != 1 || !linalgIndex ||
      linalgIndex.getDim() != reductions.front())
    return false;
  int64_t size = op.getStaticLoopRanges()[reductions.front()];
  unsigned width =
      index.getType().isIndex() ? 32 : index.getType().getIntOrFloatBitWidth();
  // Every cast on the way is at least as wide as `index` (they widen).
  if (ShapedType::isDynamic(size) || width < 2 ||
      (width < 64 && size - 1 > (int64_t(1) << (width - 1)) - 1))
    return false;
  InitValue value = getInitValue(init);
  auto splat = dyn_cast_or_null<IntegerAttr>(value.splat);
  return splat && splat.getValue().sle(0);
}

/// Recognises the joint reduction `plan` of `op` as an arg reduction and
/// pairs its outputs with their elements (the value's and the index's).
static void matchArgReduction(linalg::LinalgOp op, ReductionPlan &plan) {
  if (op.getNumDpsInits() != 2 || plan.jointOps.size() > 7)
    return;
  Block *block = op.getBlock();
  unsigned numInputs = op.getNumDpsInputs();
  for (unsigned v = 0; v < 2; ++v) {
    unsigned i = 1 - v;
    BlockArgument accValue = getPayloadArgument(op, numInputs + v);
    BlockArgument accIndex = getPayloadArgument(op, numInputs + i);
    Value yieldValue = block->getTerminator()->getOperand(v);
    auto selectIndex =
        block->getTerminator()->getOperand(i).getDefiningOp<arith::SelectOp>();
    if (!accValue || !accIndex || !selectIndex ||
        !isa<IntegerType, IndexType>(accIndex.getType()))
      continue;
    // The index: select(p, candidate, acc) or select(p, acc, candidate).
    bool takeWhenTrue = selectIndex.getFalseValue() == accIndex;
    Value index =
        takeWhenTrue ? selectIndex.getTrueValue() : selectIndex.getFalseValue();
    if ((takeWhenTrue ? selectIndex.getFalseValue()
                      : selectIndex.getTrueValue()) != accIndex ||
        index == accIndex || getDependences(op, index).readsOutput)
      continue;
    // p = cmp(candidate, acc) or cmp(acc, candidate), as the predicate on
    // which the candidate is taken: `taken(candidate, acc)`.
    Operation *compare = selectIndex.getCondition().getDefiningOp();
    // Or with an explicit tie rule, the form of JAX's reducer:
    // p = strict(candidate, acc) | (equal & index < accIndex), or `>` for
    // the later index.
    SmallVector<Operation *, 4> tieOps;
    Operation *equal = nullptr;
    std::optional<bool> explicitLater;
    if (auto either = dyn_cast_or_null<arith::OrIOp>(compare)) {
      for (unsigned k = 0; k < 2 && !explicitLater && takeWhenTrue; ++k) {
        auto both = either->getOperand(1 - k).getDefiningOp<arith::AndIOp>();
        for (unsigned m = 0; both && m < 2 && !explicitLater; ++m) {
          equal = both->getOperand(m).getDefiningOp();
          auto byIndex = both->getOperand(1 - m).getDefiningOp<arith::CmpIOp>();
          if (!equal || !byIndex ||
              !llvm::is_contained(equal->getOperands(), accValue))
            continue;
          using P = arith::CmpIPredicate;
          P pred = byIndex.getPredicate();
          if (byIndex.getLhs() == accIndex && byIndex.getRhs() == index)
            pred = pred == P::slt   ? P::sgt
                   : pred == P::sgt ? P::slt
                   : pred == P::ult ? P::ugt
                   : pred == P::ugt ? P::ult
                                    : pred;
          else if (byIndex.getLhs() != index || byIndex.getRhs() != accIndex)
            continue;
          if (pred == P::slt || pred == P::ult)
            explicitLater = false;
          else if (pred == P::sgt || pred == P::ugt)
            explicitLater = true;
          else
            continue;
          tieOps = {either, both, equal, byIndex};
          compare = either->getOperand(k).getDefiningOp();
        }
      }
    }
    Value lhs, rhs;
    std::optional<arith::CmpFPredicate> floatPred;
    std::optional<arith::CmpIPredicate> intPred;
    if (auto cmpf = dyn_cast_or_null<arith::CmpFOp>(compare)) {
      floatPred = cmpf.getPredicate();
      lhs = cmpf.getLhs(), rhs = cmpf.getRhs();
    } else if (auto cmpi = dyn_cast_or_null<arith::CmpIOp>(compare)) {
      intPred = cmpi.getPredicate();
      lhs = cmpi.getLhs(), rhs = cmpi.getRhs();
    } else {
      continue;
    }
    Value value = lhs == accValue ? rhs : lhs;
    if ((lhs != accValue && rhs != accValue) || value == accValue ||
        getDependences(op, value).readsOutput)
      continue;
    bool swapped = lhs == accValue;
    ReductionPlan::ArgReduction arg{v,     i,     false, false,
                                    false, false, false, false};
    if (floatPred) {
      // As `taken(candidate, acc)`: operands swapped, then negated.
      using P = arith::CmpFPredicate;
      static constexpr std::pair<P, P> swaps[] = {{P::OGT, P::OLT},
                                                  {P::OGE, P::OLE},
                                                  {P::UGT, P::ULT},
                                                  {P::UGE, P::ULE}};
      static constexpr std::pair<P, P> negations[] = {{P::OGT, P::ULE},
                                                      {P::OGE, P::ULT},
                                                      {P::OLT, P::UGE},
                                                      {P::OLE, P::UGT}};
      auto lookup = [](ArrayRef<std::pair<P, P>> table, P pred) {
        for (auto [a, b] : table) {
          if (pred == a)
            return b;
          if (pred == b)
            return a;
        }
        return P::AlwaysFalse;
      };
      P pred = swapped ? lookup(swaps, *floatPred) : *floatPred;
      if (!takeWhenTrue)
        pred = lookup(negations, pred);
      // Only ordered predicates: NaN is never taken in loop order.
      if (pred == P::OGT || pred == P::OGE)
        arg.greater = true;
      else if (pred != P::OLT && pred != P::OLE)
        continue;
      arg.laterWins = pred == P::OGE || pred == P::OLE;
    } else {
      using P = arith::CmpIPredicate;
      static constexpr std::pair<P, P> swaps[] = {{P::sgt, P::slt},
                                                  {P::sge, P::sle},
                                                  {P::ugt, P::ult},
                                                  {P::uge, P::ule}};
      P pred = *intPred;
      for (auto [a, b] : swaps)
        if (swapped && (pred == a || pred == b))
          pred = pred == a ? b : a;
      if (!takeWhenTrue)
        pred = arith::invertPredicate(pred);
      if (pred == P::eq || pred == P::ne)
        continue;
      arg.greater = llvm::is_contained({P::sgt, P::sge, P::ugt, P::uge}, pred);
      arg.laterWins =
          llvm::is_contained({P::sge, P::sle, P::uge, P::ule}, pred);
      arg.isUnsigned =
          llvm::is_contained({P::ugt, P::uge, P::ult, P::ule}, pred);
    }
    if (explicitLater) {
      // `equal` is candidate == acc, and the order strict.
      auto cmpf = dyn_cast<arith::CmpFOp>(equal);
      auto cmpi = dyn_cast<arith::CmpIOp>(equal);
      if (arg.laterWins || !llvm::is_contained(equal->getOperands(), value) ||
          !((cmpf && cmpf.getPredicate() == arith::CmpFPredicate::OEQ) ||
            (cmpi && cmpi.getPredicate() == arith::CmpIPredicate::eq)))
        continue;
      arg.laterWins = *explicitLater;
    }
    // The value: the same select, or the max/min op of the same order.
    Operation *valueOp = yieldValue.getDefiningOp();
    if (!valueOp || valueOp->getNumOperands() < 2 ||
        !llvm::is_contained(valueOp->getOperands(), accValue) ||
        !llvm::is_contained(valueOp->getOperands(), value))
      continue;
    if (auto selectValue = dyn_cast<arith::SelectOp>(valueOp)) {
      if (selectValue.getCondition() != selectIndex.getCondition() ||
          selectValue.getFalseValue() != (takeWhenTrue ? accValue : value))
        continue;
    } else if (isa<arith::MaximumFOp, arith::MinimumFOp>(valueOp)) {
      if (isa<arith::MaximumFOp>(valueOp) != arg.greater || !floatPred)
        continue;
      arg.nanWins = arg.valueByCombiner = true;
    } else if (isa<arith::MaxNumFOp, arith::MinNumFOp>(valueOp)) {
      if (isa<arith::MaxNumFOp>(valueOp) != arg.greater || !floatPred)
        continue;
    } else if (isa<arith::MaxSIOp, arith::MinSIOp, arith::MaxUIOp,
                   arith::MinUIOp>(valueOp)) {
      if (isa<arith::MaxSIOp, arith::MaxUIOp>(valueOp) != arg.greater ||
          isa<arith::MaxUIOp, arith::MinUIOp>(valueOp) != arg.isUnsigned ||
          !intPred)
        continue;
    } else {
      continue;
    }
    // Nothing else combines the accumulators.
    if (llvm::any_of(plan.jointOps, [&](Operation *jointOp) {
          return jointOp != compare && jointOp != valueOp &&
                 jointOp != selectIndex.getOperation() &&
                 !llvm::is_contained(tieOps, jointOp);
        }))
      continue;
    // An explicit rule compares the payload's indices, the init's included
    // (a tie between equal values and indices takes an equal pair).
    arg.addPosition =
        !explicitLater && !isPositionIndex(op, index, op.getDpsInits()[i]);
    plan.jointElements[v] = value;
    plan.jointElements[i] = index;
    plan.arg = arg;
    return;
  }
}

static FailureOr<ReductionPlan> analyzeReduction(linalg::LinalgOp op,
                                                 Reason &reason) {
  ReductionPlan plan;
  bool separable = true;
  for (unsigned i = 0, e = op.getNumDpsInits(); i < e && separable; ++i)
    separable = matchCombiner(op, i, plan);
  if (separable)
    return plan;
  plan.combiners.clear();
  plan.elements.clear();
  if (failed(planJoint(op, plan, reason)))
    return failure();
  matchArgReduction(op, plan);
  if (!plan.arg) {
    reason = "its payload combines the accumulators with '" +
             plan.jointOps.front()->getName().getStringRef().str() +
             "' in a form that is neither one associative, commutative "
             "combiner per output (add, mul, min, max, and, or, xor, or "
             "`acc - x`) nor an arg reduction (argmax/argmin: a value and "
             "its index by select), so its result depends on the order the "
             "elements are combined in, and hlo.reduce (XLA) combines them "
             "in any order and tree shape; it stays a loop (on the host "
             "with xhlo-run)";
    return failure();
  }
  if (failed(checkJointInits(op, plan, reason)))
    return failure();
  return plan;
}

std::optional<Reason> linalg_to_hlo::explainReduction(linalg::LinalgOp op) {
  Reason reason;
  if (failed(analyzeReduction(op, reason)))
    return reason;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Conversion
//===----------------------------------------------------------------------===//

/// The order of loops to evaluate the reduced values in: that of the first
/// input indexed by every loop (so that it needs no transpose), else the
/// first output's parallel loops then the reduction loops. `maps` are the
/// op's indexing maps.
static SmallVector<unsigned> getEvaluationOrder(linalg::LinalgOp op,
                                                ArrayRef<AffineMap> maps) {
  for (OpOperand *input : op.getDpsInputOperands()) {
    SmallVector<unsigned> dims = getMapDims(maps[input->getOperandNumber()]);
    if (dims.size() == op.getNumLoops())
      return dims;
  }
  SmallVector<unsigned> dims =
      getMapDims(maps[op.getDpsInitOperand(0)->getOperandNumber()]);
  SmallVector<unsigned> reductions;
  op.getReductionDims(reductions);
  llvm::append_range(dims, reductions);
  return dims;
}

namespace {

struct ReductionConversion : StructuredOpConversion<LinalgKind::Reduction> {
  using StructuredOpConversion::StructuredOpConversion;

  LogicalResult convert(linalg::LinalgOp op, ArrayRef<Value> operands,
                        ArrayRef<AffineMap> maps,
                        ConversionPatternRewriter &rewriter) const override {
    Reason reason;
    FailureOr<ReductionPlan> plan = analyzeReduction(op, reason);
    if (failed(plan))
      return rewriter.notifyMatchFailure(op, reason);

    const TypeConverter &typeConverter = *getTypeConverter();
    PayloadEvaluator evaluator(op, operands, maps, rewriter, typeConverter);
    SmallVector<unsigned> order = getEvaluationOrder(op, maps);
    SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
    SmallVector<int64_t> reduced;
    SmallVector<unsigned> kept;
    for (auto [position, dim] : llvm::enumerate(order)) {
      if (iterators[dim] == utils::IteratorType::reduction)
        reduced.push_back(position);
      else
        kept.push_back(dim);
    }

    SmallVector<Value> results;
    if (!plan->combiners.empty()) {
      for (auto [index, combiner, element] :
           llvm::enumerate(plan->combiners, plan->elements))
        results.push_back(reduceSeparately(op, evaluator, index, combiner,
                                           element, order, reduced, kept));
    } else {
      results = reduceJointly(op, evaluator, *plan, order, reduced, kept);
    }
    rewriter.replaceOp(op, results);
    return success();
  }

  /// Output `index` as `combiner(init, reduce(element))`.
  Value reduceSeparately(linalg::LinalgOp op, PayloadEvaluator &evaluator,
                         unsigned index, Operation *combiner, Value element,
                         ArrayRef<unsigned> order, ArrayRef<int64_t> reduced,
                         ArrayRef<unsigned> kept) const {
    ConversionPatternRewriter &rewriter = evaluator.getRewriter();
    const TypeConverter &typeConverter = *getTypeConverter();
    Location loc = op.getLoc();
    Value input = evaluator.evaluate(element, order);
    auto inputType = cast<RankedTensorType>(input.getType());
    Type elementType = inputType.getElementType();
    auto initType = RankedTensorType::get({}, elementType);
    // `acc - x` sums the elements (from add's identity), then subtracts the
    // sum from the init.
    bool subtract = isa<arith::SubFOp, arith::SubIOp>(combiner);
    TypedAttr identityAttr =
        subtract ? getCombinerIdentity(
                       OperationName(isa<arith::SubFOp>(combiner)
                                         ? arith::AddFOp::getOperationName()
                                         : arith::AddIOp::getOperationName(),
                                     op.getContext()),
                       elementType)
                 : getCombinerIdentity(combiner, elementType);
    Value identity = rewriter.create<hlo::ConstantOp>(
        loc, DenseElementsAttr::get(initType, identityAttr));
    auto resultType = RankedTensorType::get(
        getLoopShape(kept, evaluator.getLoopSizes()), elementType);
    auto reduce = rewriter.create<hlo::ReduceOp>(loc, TypeRange{resultType},
                                                 ValueRange{input},
                                                 ValueRange{identity}, reduced);
    BlockArgument out = getPayloadArgument(op, op.getNumDpsInputs() + index);
    if (subtract) {
      OpBuilder::InsertionGuard guard(rewriter);
      Block *block = rewriter.createBlock(&reduce.getToApply(), {},
                                          {initType, initType}, {loc, loc});
      rewriter.create<hlo::ReturnOp>(
          loc, ValueRange{rewriter.create<hlo::AddOp>(
                   loc, block->getArgument(0), block->getArgument(1))});
    } else {
      buildReducerRegion(rewriter, typeConverter, loc, reduce.getToApply(), out,
                         element, combiner, combiner->getResult(0));
    }

    OpOperand *init = op.getDpsInitOperand(index);
    Value result =
        relayout(rewriter, loc, reduce.getResult(0), kept,
                 getMapDims(evaluator.getMap(init->getOperandNumber())),
                 evaluator.getLoopSizes());
    // An undefined init (tensor.empty) minus the sum: its negation.
    if (subtract && getInitValue(init->get()).undefined)
      return rewriter.create<hlo::NegateOp>(loc, result);
    return evaluator.combineWithInit(combiner, init->getOperandNumber(),
                                     result);
  }

  /// All outputs from one variadic hlo.reduce whose reducer is the payload's
  /// accumulating part.
  SmallVector<Value>
  reduceJointly(linalg::LinalgOp op, PayloadEvaluator &evaluator,
                const ReductionPlan &plan, ArrayRef<unsigned> order,
                ArrayRef<int64_t> reduced, ArrayRef<unsigned> kept) const {
    ConversionPatternRewriter &rewriter = evaluator.getRewriter();
    const TypeConverter &typeConverter = *getTypeConverter();
    Location loc = op.getLoc();
    SmallVector<Value> inputs, inits, accumulators;
    SmallVector<Type> resultTypes;
    for (auto [index, element] : llvm::enumerate(plan.jointElements)) {
      inputs.push_back(evaluator.evaluate(element, order));
      Type elementType =
          cast<RankedTensorType>(inputs.back().getType()).getElementType();
      resultTypes.push_back(RankedTensorType::get(
          getLoopShape(kept, evaluator.getLoopSizes()), elementType));
      unsigned operand = op.getNumDpsInputs() + index;
      accumulators.push_back(getPayloadArgument(op, operand));
      InitValue initValue = getInitValue(op->getOperand(operand));
      auto initType = RankedTensorType::get({}, elementType);
      if (initValue.splat)
        inits.push_back(rewriter.create<hlo::ConstantOp>(
            loc, DenseElementsAttr::get(
                     initType, convertSplat(initValue.splat, elementType))));
      else
        inits.push_back(rewriter.getRemappedValue(initValue.fillScalar));
    }
    if (plan.arg && plan.arg->addPosition) {
      Type i64 = rewriter.getI64Type();
      inputs.push_back(buildPositions(op, evaluator, order));
      resultTypes.push_back(RankedTensorType::get(
          getLoopShape(kept, evaluator.getLoopSizes()), i64));
      inits.push_back(rewriter.create<hlo::ConstantOp>(
          loc, DenseElementsAttr::get(RankedTensorType::get({}, i64),
                                      rewriter.getI64IntegerAttr(-1))));
    }
    auto reduce = rewriter.create<hlo::ReduceOp>(loc, resultTypes, inputs,
                                                 inits, reduced);
    if (plan.arg)
      buildArgReducer(rewriter, loc, reduce.getToApply(), *plan.arg);
    else
      buildReducerRegion(rewriter, typeConverter, loc, reduce.getToApply(),
                         accumulators, plan.jointElements, plan.jointOps,
                         op.getBlock()->getTerminator()->getOperands());
    SmallVector<Value> results;
    for (auto [result, init] :
         llvm::zip(reduce.getResults(), op.getDpsInitsMutable()))
      results.push_back(
          relayout(rewriter, loc, result, kept,
                   getMapDims(evaluator.getMap(init.getOperandNumber())),
                   evaluator.getLoopSizes()));
    return results;
  }

  /// The position of each loop point in the loop order of the reduction
  /// loops (the row-major index over them, the first loop outermost), over
  /// the loop dimensions `order`, as i64.
  static Value buildPositions(linalg::LinalgOp op, PayloadEvaluator &evaluator,
                              ArrayRef<unsigned> order) {
    ConversionPatternRewriter &rewriter = evaluator.getRewriter();
    Location loc = op.getLoc();
    ArrayRef<int64_t> sizes = evaluator.getLoopSizes();
    auto type = RankedTensorType::get(getLoopShape(order, sizes),
                                      rewriter.getI64Type());
    SmallVector<unsigned> reductions;
    op.getReductionDims(reductions);
    llvm::sort(reductions);
    Value positions;
    int64_t stride = 1;
    for (unsigned dim : llvm::reverse(reductions)) {
      Value term = rewriter.create<hlo::IotaOp>(
          loc, type, llvm::find(order, dim) - order.begin());
      if (stride != 1)
        term = rewriter.create<hlo::MultiplyOp>(
            loc, term, createSplat(rewriter, loc, type, stride));
      positions =
          positions ? rewriter.create<hlo::AddOp>(loc, positions, term) : term;
      stride *= sizes[dim];
    }
    return positions;
  }

  /// The reducer of an arg reduction (see the file comment): with `a` the
  /// accumulated value and `b` the candidate, the candidate wins when it is
  /// strictly better or, on a tie, earlier (later: laterWins) by index or
  /// position; NaN is better or worse than every number (nanWins) and ties
  /// with NaN.
  static void buildArgReducer(ConversionPatternRewriter &rewriter, Location loc,
                              Region &region,
                              const ReductionPlan::ArgReduction &arg) {
    OpBuilder::InsertionGuard guard(rewriter);
    auto reduce = cast<hlo::ReduceOp>(region.getParentOp());
    SmallVector<Type> types;
    for (Value init : reduce.getInitValues())
      types.push_back(init.getType());
    unsigned n = types.size();
    types.append(SmallVector<Type>(types));
    Block *block = rewriter.createBlock(&region, {}, types,
                                        SmallVector<Location>(2 * n, loc));
    Value a = block->getArgument(arg.value);
    Value b = block->getArgument(n + arg.value);
    Value tieA = block->getArgument(arg.addPosition ? 2 : arg.index);
    Value tieB = block->getArgument(n + (arg.addPosition ? 2 : arg.index));
    using D = hlo::ComparisonDirection;
    auto compare = [&](D direction, Value lhs, Value rhs) {
      return createCompare(rewriter, loc, direction, lhs, rhs);
    };
    auto both = [&](Value lhs, Value rhs) {
      return rewriter.create<hlo::AndOp>(loc, lhs, rhs).getResult();
    };
    auto either = [&](Value lhs, Value rhs) {
      return rewriter.create<hlo::OrOp>(loc, lhs, rhs).getResult();
    };
    Value ordered = arg.isUnsigned ? bitcastToUnsigned(rewriter, loc, a) : a;
    Value candidate = arg.isUnsigned ? bitcastToUnsigned(rewriter, loc, b) : b;
    Value wins = compare(arg.greater ? D::GT : D::LT, candidate, ordered);
    Value tie = compare(D::EQ, candidate, ordered);
    if (isa<FloatType>(getElementTypeOrSelf(a.getType()))) {
      Value nanA = createIsNaN(rewriter, loc, a);
      Value nanB = createIsNaN(rewriter, loc, b);
      Value notNan =
          rewriter.create<hlo::NotOp>(loc, arg.nanWins ? nanA : nanB);
      wins = either(wins, both(arg.nanWins ? nanB : nanA, notNan));
      tie = either(tie, both(nanA, nanB));
    }
    Value earlier = compare(arg.laterWins ? D::GT : D::LT, tieB, tieA);
    Value take = either(wins, both(tie, earlier));
    SmallVector<Value> returned;
    for (unsigned k = 0; k < n; ++k) {
      Value lhs = block->getArgument(k), rhs = block->getArgument(n + k);
      if (k == arg.value && arg.valueByCombiner)
        returned.push_back(
            arg.greater
                ? rewriter.create<hlo::MaximumOp>(loc, lhs, rhs).getResult()
                : rewriter.create<hlo::MinimumOp>(loc, lhs, rhs).getResult());
      else
        returned.push_back(rewriter.create<hlo::SelectOp>(loc, take, rhs, lhs));
    }
    rewriter.create<hlo::ReturnOp>(loc, returned);
  }

  /// The scalar `splat` with the converted element type `type` (index
  /// constants become i64 or i32).
  static TypedAttr convertSplat(TypedAttr splat, Type type) {
    if (splat.getType() == type)
      return splat;
    auto integer = cast<IntegerAttr>(splat);
    return IntegerAttr::get(
        type, integer.getValue().sextOrTrunc(type.getIntOrFloatBitWidth()));
  }
};

} // namespace

void linalg_to_hlo::populateReductionPatternsAndLegality(
    TypeConverter &typeConverter, RewritePatternSet &patterns,
    HloConversionTarget &target) {
  patterns.add<ReductionConversion>(typeConverter, patterns.getContext());
  target.addConvertedOps<linalg::ReduceOp>(
      [&target](Operation *op) { return explainUnsupported(op, target); });
}
