//===- ControlFlowRules.cpp - Adjoint rules of while and conditional ------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The derivatives of hlo.while and hlo.conditional. Both differentiate their
// region like a function, in two scratch blocks: the forward block (a clone
// of the region's ops, whose nested loops and conditionals the sweep may
// replace) and the backward block (the sweep's output). The backward ops
// read some forward values: the residuals.
//
// while (a loop whose trip count N follows from its counter, as scf.for
// produces it): the forward loop is replaced by one that also carries an
// iteration number and, per residual, a preallocated [N, ...] array (the
// tape) into which each iteration stores its value. The backward loop runs
// the iterations in reverse (iteration number N-1 down to 0), reading each
// residual back from its tape, and carries the adjoints of the loop's
// state. Residuals that the loop passes through unchanged (weights) are not
// taped but read once; constants are rematerialized.
//
// conditional: the forward conditional also returns each branch's
// residuals (zeros from the other branches); the backward conditional, on
// the same index, runs the chosen branch's backward ops and returns the
// adjoint of that branch's operand (zeros for the others).
//
// Calls are inlined before the sweep (Autodiff.cpp), so hlo.call needs no
// rule.
//
//===----------------------------------------------------------------------===//

#include "AdjointRules.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SetVector.h"

#include <functional>

using namespace mlir;
using namespace xhlo::hlo;
using namespace xhlo::hlo::autodiff;

namespace {

//===----------------------------------------------------------------------===//
// Differentiating a region body in scratch blocks
//===----------------------------------------------------------------------===//

/// A region body differentiated in two detached blocks.
struct SplitBody {
  /// The forward ops (a clone of the body), ending in an hlo.return that
  /// holds the body's results (so that replaced ops update it).
  Block *forward = new Block();
  /// The backward ops.
  Block *backward = new Block();
  /// The forward block's arguments: the body's, then one adjoint per seeded
  /// result.
  unsigned numBodyArgs = 0;
  /// Per body argument, its adjoint (a value of either block) or null.
  SmallVector<Value> argAdjoints;

  SplitBody() = default;
  SplitBody(const SplitBody &) = delete;
  ~SplitBody() {
    backward->dropAllReferences();
    forward->dropAllReferences();
    backward->dropAllDefinedValueUses();
    forward->dropAllDefinedValueUses();
    delete backward;
    delete forward;
  }

  Operation *getHolder() { return forward->getTerminator(); }
  Value getCotangentArg(unsigned i) {
    return forward->getArgument(numBodyArgs + i);
  }
};

/// Differentiates `body`: its arguments `variedArgs` are the varied ones,
/// and its results `seeded` receive adjoints (forward-block arguments after
/// the body's, in that order).
FailureOr<std::unique_ptr<SplitBody>> splitBody(Block &body,
                                                ArrayRef<bool> variedArgs,
                                                ArrayRef<unsigned> seeded,
                                                Location loc) {
  auto split = std::make_unique<SplitBody>();
  Block *forward = split->forward;
  split->numBodyArgs = body.getNumArguments();
  IRMapping mapping;
  for (BlockArgument arg : body.getArguments())
    mapping.map(arg, forward->addArgument(arg.getType(), arg.getLoc()));
  Operation *terminator = body.getTerminator();
  for (unsigned index : seeded)
    forward->addArgument(terminator->getOperand(index).getType(), loc);

  // Detached blocks have no region to take the context from.
  OpBuilder builder(loc.getContext());
  builder.setInsertionPointToEnd(forward);
  SmallVector<Operation *> forwardOps;
  for (Operation &op : body.without_terminator())
    forwardOps.push_back(builder.clone(op, mapping));
  builder.clone(*terminator, mapping);

  SmallVector<Value> variedSeeds, usefulSeeds;
  for (unsigned i = 0; i < split->numBodyArgs; ++i)
    if (variedArgs[i])
      variedSeeds.push_back(forward->getArgument(i));
  Operation *holder = split->getHolder();
  for (unsigned index : seeded)
    usefulSeeds.push_back(holder->getOperand(index));
  Activity activity;
  activity.analyze(*forward, variedSeeds, usefulSeeds);

  OpBuilder backwardBuilder(loc.getContext());
  backwardBuilder.setInsertionPointToEnd(split->backward);
  ReverseSweep sweep(backwardBuilder, activity);
  for (auto [i, index] : llvm::enumerate(seeded)) {
    Value result = holder->getOperand(index);
    if (activity.isActive(result))
      sweep.addAdjoint(result, split->getCotangentArg(i));
  }
  if (failed(sweep.run(forwardOps)))
    return failure();
  sweep.eraseReplacedOps();
  for (unsigned i = 0; i < split->numBodyArgs; ++i)
    split->argAdjoints.push_back(sweep.getAdjoint(forward->getArgument(i)));
  return split;
}

/// The forward values the backward block reads, in order of first use.
llvm::SetVector<Value> collectResiduals(SplitBody &split) {
  llvm::SetVector<Value> residuals;
  for (Operation &op : *split.backward)
    for (Value operand : op.getOperands())
      if (operand.getParentBlock() == split.forward)
        residuals.insert(operand);
  for (Value adjoint : split.argAdjoints)
    if (adjoint && adjoint.getParentBlock() == split.forward)
      residuals.insert(adjoint);
  return residuals;
}

/// Whether `value` is made by an op without operands or regions (constant,
/// iota): cheaper to make again than to store.
bool isRematerializable(Value value) {
  Operation *def = value.getDefiningOp();
  return def && def->getNumOperands() == 0 && def->getNumRegions() == 0 &&
         isMemoryEffectFree(def);
}

/// Whether `value` is `arg` taken apart by get_tuple_element ops.
bool isProjectionOf(Value value, Value arg) {
  while (auto gte = value.getDefiningOp<GetTupleElementOp>()) {
    value = gte.getOperand();
    if (value == arg)
      return true;
  }
  return false;
}

/// Clones the forward block's ops (not its holder) with `mapping` and
/// returns the holder's operands, mapped.
SmallVector<Value> cloneForward(OpBuilder &b, SplitBody &split,
                                IRMapping &mapping) {
  for (Operation &op : split.forward->without_terminator())
    b.clone(op, mapping);
  SmallVector<Value> results;
  for (Value v : split.getHolder()->getOperands())
    results.push_back(mapping.lookupOrDefault(v));
  return results;
}

/// Clones the backward block's ops with `mapping`.
void cloneBackward(OpBuilder &b, SplitBody &split, IRMapping &mapping) {
  for (Operation &op : *split.backward)
    b.clone(op, mapping);
}

Value i64Scalar(OpBuilder &b, Location loc, int64_t value) {
  return b.create<ConstantOp>(
      loc, DenseElementsAttr::get(RankedTensorType::get({}, b.getI64Type()),
                                  b.getI64IntegerAttr(value)));
}

//===----------------------------------------------------------------------===//
// Trip counts
//===----------------------------------------------------------------------===//

/// The integer value of `value` when it is a 0-d integer constant.
std::optional<int64_t> getConstantInt(Value value) {
  DenseIntElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)) || !attr.isSplat() ||
      cast<RankedTensorType>(attr.getType()).getRank() != 0)
    return std::nullopt;
  return attr.getSplatValue<APInt>().getSExtValue();
}

/// The value carried value `value` (a body or condition argument) starts
/// with, when it is constant, or when the body passes it through unchanged
/// and its initial value is constant.
std::optional<int64_t> getLoopConstant(WhileOp loop, Value value) {
  if (std::optional<int64_t> c = getConstantInt(value))
    return c;
  auto arg = dyn_cast<BlockArgument>(value);
  if (!arg)
    return std::nullopt;
  unsigned index = arg.getArgNumber();
  Block &body = loop.getBody().front();
  if (body.getTerminator()->getOperand(index) != body.getArgument(index))
    return std::nullopt;
  return getConstantInt(loop->getOperand(index));
}

/// The number of iterations of `loop` when its condition compares a
/// counter with a loop constant and its body adds a loop constant to the
/// counter (scf.for's pattern); fails with the reason otherwise.
FailureOr<int64_t> getTripCount(WhileOp loop) {
  auto fail = [&](const Twine &why) {
    return loop.emitOpError()
           << "cannot be differentiated: its trip count cannot be bounded ("
           << why << "); only loops with a counter, constant bounds and "
           << "step, as scf.for with constant bounds produces, get a tape";
  };
  Block &cond = loop.getCond().front();
  Block &body = loop.getBody().front();
  auto compare = cond.getTerminator()->getOperand(0).getDefiningOp<CompareOp>();
  if (!compare)
    return fail("the condition is not a comparison"), failure();
  ComparisonDirection direction = compare.getDirection();
  Value lhs = compare.getLhs(), rhs = compare.getRhs();
  auto isCounter = [&](Value v) {
    auto arg = dyn_cast<BlockArgument>(v);
    return arg && arg.getOwner() == &cond;
  };
  // Put the counter on the left.
  if (!isCounter(lhs) || getLoopConstant(loop, lhs)) {
    std::swap(lhs, rhs);
    switch (direction) {
    case ComparisonDirection::LT:
      direction = ComparisonDirection::GT;
      break;
    case ComparisonDirection::LE:
      direction = ComparisonDirection::GE;
      break;
    case ComparisonDirection::GT:
      direction = ComparisonDirection::LT;
      break;
    case ComparisonDirection::GE:
      direction = ComparisonDirection::LE;
      break;
    default:
      break;
    }
  }
  if (!isCounter(lhs))
    return fail("the condition does not compare a loop counter"), failure();
  unsigned counter = cast<BlockArgument>(lhs).getArgNumber();
  std::optional<int64_t> bound = getLoopConstant(loop, rhs);
  if (!bound)
    return fail("the bound is not a loop constant"), failure();
  std::optional<int64_t> start = getConstantInt(loop->getOperand(counter));
  if (!start)
    return fail("the counter's initial value is not a constant"), failure();
  // The body adds a step to the counter, or subtracts one (the loops this
  // pass generates count down).
  Operation *next = body.getTerminator()->getOperand(counter).getDefiningOp();
  Value counterArg = body.getArgument(counter);
  std::optional<int64_t> step;
  if (auto add = dyn_cast_or_null<AddOp>(next)) {
    if (add.getLhs() == counterArg)
      step = getLoopConstant(loop, add.getRhs());
    else if (add.getRhs() == counterArg)
      step = getLoopConstant(loop, add.getLhs());
  } else if (auto sub = dyn_cast_or_null<SubtractOp>(next)) {
    if (sub.getLhs() == counterArg)
      if ((step = getLoopConstant(loop, sub.getRhs())))
        step = -*step;
  }
  if (!next || !isa<AddOp, SubtractOp>(next))
    return fail("the body does not add a step to the counter"), failure();
  if (!step || *step == 0)
    return fail("the step is not a non-zero loop constant"), failure();

  // Iterations of `i = start; i OP bound; i += step`, in 128-bit arithmetic.
  __int128 s = *start, b = *bound, d = *step, n = 0;
  auto ceilDiv = [](__int128 a, __int128 c) { return (a + c - 1) / c; };
  switch (direction) {
  case ComparisonDirection::LT:
    n = d > 0 ? (b > s ? ceilDiv(b - s, d) : 0) : -1;
    if (d < 0 && s >= b)
      n = 0;
    break;
  case ComparisonDirection::LE:
    n = d > 0 ? (b >= s ? ceilDiv(b - s + 1, d) : 0) : -1;
    if (d < 0 && s > b)
      n = 0;
    break;
  case ComparisonDirection::GT:
    n = d < 0 ? (s > b ? ceilDiv(s - b, -d) : 0) : -1;
    if (d > 0 && s <= b)
      n = 0;
    break;
  case ComparisonDirection::GE:
    n = d < 0 ? (s >= b ? ceilDiv(s - b + 1, -d) : 0) : -1;
    if (d > 0 && s < b)
      n = 0;
    break;
  default:
    return fail("the comparison is not LT, LE, GT or GE"), failure();
  }
  if (n < 0)
    return fail("the loop does not terminate"), failure();
  if (n > (__int128(1) << 31))
    return fail("more than 2^31 iterations"), failure();
  return static_cast<int64_t>(n);
}

//===----------------------------------------------------------------------===//
// while
//===----------------------------------------------------------------------===//

/// The most bytes a loop's tape may hold (64 GiB).
constexpr int64_t kMaxTapeBytes = int64_t(64) << 30;

/// One array of a value a loop tapes: the value, the path of tuple indices
/// to the array in it (empty for an array), and the array's type.
struct TapedLeaf {
  Value residual;
  SmallVector<unsigned> path;
  RankedTensorType type;
};

/// Appends the arrays of `type` (the residual's type, or one of its tuple
/// elements at `path`); fails on tokens.
LogicalResult collectLeaves(Value residual, Type type, ArrayRef<unsigned> path,
                            SmallVectorImpl<TapedLeaf> &leaves) {
  if (auto tensor = dyn_cast<RankedTensorType>(type)) {
    leaves.push_back({residual, SmallVector<unsigned>(path), tensor});
    return success();
  }
  auto tuple = dyn_cast<TupleType>(type);
  if (!tuple)
    return failure();
  SmallVector<unsigned> inner(path);
  for (auto [i, element] : llvm::enumerate(tuple.getTypes())) {
    inner.push_back(i);
    if (failed(collectLeaves(residual, element, inner, leaves)))
      return failure();
    inner.pop_back();
  }
  return success();
}

LogicalResult whileRule(Operation *op, ReverseContext &ctx) {
  auto loop = cast<WhileOp>(op);
  Location loc = loop.getLoc();
  OpBuilder &b = ctx.getBuilder();
  const Activity &activity = ctx.getActivity();
  Block &body = loop.getBody().front();
  unsigned n = loop->getNumOperands();

  // The carried values that need adjoints.
  SmallVector<unsigned> carried;
  SmallVector<bool> variedArgs(n, false);
  for (unsigned i = 0; i < n; ++i) {
    variedArgs[i] = activity.isVaried(body.getArgument(i));
    if (variedArgs[i] && activity.isUseful(loop->getOperand(i)) &&
        isDifferentiableType(loop->getOperand(i).getType()))
      carried.push_back(i);
  }
  if (carried.empty())
    return success();

  FailureOr<int64_t> tripCount = getTripCount(loop);
  if (failed(tripCount))
    return failure();
  if (*tripCount == 0) {
    for (unsigned i : carried)
      if (Value ct = ctx.getResultAdjoint(i))
        ctx.addOperandAdjoint(i, ct);
    return success();
  }
  int64_t trips = *tripCount;

  FailureOr<std::unique_ptr<SplitBody>> maybeSplit =
      splitBody(body, variedArgs, carried, loc);
  if (failed(maybeSplit))
    return failure();
  SplitBody &split = **maybeSplit;

  // Sort the residuals: adjoints carried, loop constants read once,
  // constants made again, the rest taped.
  llvm::SetVector<Value> residuals = collectResiduals(split);
  SmallVector<TapedLeaf> taped;
  SmallVector<Value> invariants;
  for (Value residual : residuals) {
    if (auto arg = dyn_cast<BlockArgument>(residual)) {
      unsigned index = arg.getArgNumber();
      if (index >= split.numBodyArgs)
        continue; // an adjoint: carried by the backward loop
      if (body.getTerminator()->getOperand(index) == body.getArgument(index)) {
        invariants.push_back(residual);
        continue;
      }
    } else if (isRematerializable(residual)) {
      continue;
    }
    // Arrays are taped as they are, tuples element by element.
    if (failed(collectLeaves(residual, residual.getType(), {}, taped)))
      return loop.emitOpError()
             << "cannot be differentiated: its backward pass needs a value "
                "of type "
             << residual.getType() << " per iteration, which cannot be taped";
  }

  // The forward loop, taping: state, then the iteration number, then one
  // [trips, ...] array per taped value.
  // The tapes' size is bounded: a hostile or mistaken bound must not turn
  // into an array no device can hold.
  __int128 tapeBytes = 0;
  for (const TapedLeaf &leaf : taped)
    tapeBytes += __int128(trips) * leaf.type.getNumElements() *
                 ((getXlaBitWidth(leaf.type.getElementType()) + 7) / 8);
  if (tapeBytes > kMaxTapeBytes)
    return loop.emitOpError()
           << "cannot be differentiated: its tape (" << trips
           << " iterations of the values the backward pass needs) would hold "
           << static_cast<double>(tapeBytes) / (1ull << 30)
           << " GiB, more than the " << (kMaxTapeBytes >> 30) << " GiB limit";
  SmallVector<RankedTensorType> tapeTypes;
  for (const TapedLeaf &leaf : taped) {
    RankedTensorType type = leaf.type;
    SmallVector<int64_t> shape{trips};
    llvm::append_range(shape, type.getShape());
    tapeTypes.push_back(type.clone(shape));
  }
  WhileOp forwardLoop;
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(loop);
    SmallVector<Value> init(loop->getOperands());
    init.push_back(i64Scalar(b, loc, 0));
    for (RankedTensorType type : tapeTypes)
      init.push_back(createZeros(b, loc, type));
    forwardLoop = b.create<WhileOp>(loc, init);
    SmallVector<Type> types(forwardLoop->getResultTypes());
    SmallVector<Location> locs(types.size(), loc);

    Block *cond = b.createBlock(&forwardLoop.getCond(), {}, types, locs);
    IRMapping condMapping;
    for (unsigned i = 0; i < n; ++i)
      condMapping.map(loop.getCond().front().getArgument(i),
                      cond->getArgument(i));
    for (Operation &inner : loop.getCond().front())
      b.clone(inner, condMapping);

    Block *newBody = b.createBlock(&forwardLoop.getBody(), {}, types, locs);
    IRMapping mapping;
    for (unsigned i = 0; i < n; ++i)
      mapping.map(split.forward->getArgument(i), newBody->getArgument(i));
    SmallVector<Value> results = cloneForward(b, split, mapping);
    Value iteration = newBody->getArgument(n);
    Value zero = i64Scalar(b, loc, 0);
    for (auto [k, leaf] : llvm::enumerate(taped)) {
      Value tape = newBody->getArgument(n + 1 + k);
      RankedTensorType type = leaf.type;
      Value value = mapping.lookupOrDefault(leaf.residual);
      for (unsigned index : leaf.path)
        value = b.create<GetTupleElementOp>(loc, value, index);
      SmallVector<int64_t> rowShape{1};
      llvm::append_range(rowShape, type.getShape());
      Value row = createReshape(b, loc, value, type.clone(rowShape));
      SmallVector<Value> starts{iteration};
      starts.append(type.getRank(), zero);
      results.push_back(b.create<DynamicUpdateSliceOp>(loc, tape, row, starts));
    }
    results.insert(results.begin() + n,
                   b.create<AddOp>(loc, iteration, i64Scalar(b, loc, 1)));
    b.create<ReturnOp>(loc, results);
  }
  ctx.replaceForwardOp(forwardLoop);

  // The backward loop: iteration number (trips - 1 down to 0), the
  // adjoints of the carried values, the tapes, the loop constants.
  SmallVector<Value> init{i64Scalar(b, loc, trips - 1)};
  for (unsigned i : carried)
    init.push_back(ctx.getResultAdjointOrZeros(i));
  for (unsigned k = 0; k < taped.size(); ++k)
    init.push_back(forwardLoop->getResult(n + 1 + k));
  for (Value invariant : invariants)
    init.push_back(
        loop->getOperand(cast<BlockArgument>(invariant).getArgNumber()));
  auto backwardLoop = b.create<WhileOp>(loc, init);
  {
    OpBuilder::InsertionGuard guard(b);
    SmallVector<Type> types(backwardLoop->getResultTypes());
    SmallVector<Location> locs(types.size(), loc);
    Block *cond = b.createBlock(&backwardLoop.getCond(), {}, types, locs);
    Value more = b.create<CompareOp>(
        loc, cond->getArgument(0), i64Scalar(b, loc, 0),
        ComparisonDirectionAttr::get(b.getContext(), ComparisonDirection::GE),
        ComparisonTypeAttr());
    b.create<ReturnOp>(loc, more);

    Block *newBody = b.createBlock(&backwardLoop.getBody(), {}, types, locs);
    Value iteration = newBody->getArgument(0);
    IRMapping mapping;
    unsigned next = 1;
    for (unsigned c = 0; c < carried.size(); ++c)
      mapping.map(split.getCotangentArg(c), newBody->getArgument(next++));
    Value zero = i64Scalar(b, loc, 0);
    SmallVector<Value> loaded;
    for (const TapedLeaf &leaf : taped) {
      Value tape = newBody->getArgument(next++);
      RankedTensorType type = leaf.type;
      SmallVector<int64_t> sizes{1};
      llvm::append_range(sizes, type.getShape());
      SmallVector<Value> starts{iteration};
      starts.append(type.getRank(), zero);
      Value row = b.create<DynamicSliceOp>(loc, tape, starts,
                                           b.getDenseI64ArrayAttr(sizes));
      loaded.push_back(createReshape(b, loc, row, type));
    }
    // Each taped value, rebuilt from its leaves (tuples as hlo.tuple).
    for (Value residual : residuals) {
      std::function<Value(Type, ArrayRef<unsigned>)> rebuild =
          [&](Type type, ArrayRef<unsigned> path) -> Value {
        if (auto tuple = dyn_cast<TupleType>(type)) {
          SmallVector<Value> elements;
          SmallVector<unsigned> inner(path);
          for (auto [i, element] : llvm::enumerate(tuple.getTypes())) {
            inner.push_back(i);
            elements.push_back(rebuild(element, inner));
            inner.pop_back();
          }
          return b.create<TupleOp>(loc, elements);
        }
        for (auto [leaf, value] : llvm::zip(taped, loaded))
          if (leaf.residual == residual && ArrayRef(leaf.path) == path)
            return value;
        return Value();
      };
      if (llvm::any_of(taped, [&](const TapedLeaf &leaf) {
            return leaf.residual == residual;
          }))
        mapping.map(residual, rebuild(residual.getType(), {}));
    }
    for (Value invariant : invariants)
      mapping.map(invariant, newBody->getArgument(next++));
    for (Value residual : residuals)
      if (!mapping.contains(residual) && isRematerializable(residual))
        mapping.map(
            residual,
            b.clone(*residual.getDefiningOp())
                ->getResult(cast<OpResult>(residual).getResultNumber()));
    cloneBackward(b, split, mapping);

    SmallVector<Value> results{
        b.create<SubtractOp>(loc, iteration, i64Scalar(b, loc, 1))};
    for (unsigned i : carried) {
      Value adjoint = split.argAdjoints[i];
      results.push_back(
          adjoint ? mapping.lookupOrDefault(adjoint)
                  : createZeros(b, loc, body.getArgument(i).getType()));
    }
    for (unsigned k = 1 + carried.size(); k < newBody->getNumArguments(); ++k)
      results.push_back(newBody->getArgument(k));
    b.create<ReturnOp>(loc, results);
  }
  for (auto [c, i] : llvm::enumerate(carried))
    ctx.addOperandAdjoint(i, backwardLoop->getResult(1 + c));
  return success();
}

//===----------------------------------------------------------------------===//
// conditional
//===----------------------------------------------------------------------===//

LogicalResult conditionalRule(Operation *op, ReverseContext &ctx) {
  auto conditional = cast<ConditionalOp>(op);
  Location loc = conditional.getLoc();
  OpBuilder &b = ctx.getBuilder();
  const Activity &activity = ctx.getActivity();
  unsigned numBranches = conditional.getBranches().size();
  unsigned numResults = conditional->getNumResults();

  SmallVector<unsigned> seeded;
  for (unsigned j = 0; j < numResults; ++j)
    if (ctx.getResultAdjoint(j))
      seeded.push_back(j);
  SmallVector<bool> activeOperands;
  bool any = false;
  for (unsigned i = 0; i < numBranches; ++i) {
    activeOperands.push_back(ctx.isOperandActive(1 + i));
    any |= activeOperands.back();
  }
  if (seeded.empty() || !any)
    return success();

  // Differentiate each branch.
  SmallVector<std::unique_ptr<SplitBody>> splits;
  SmallVector<SmallVector<Value>> residualsOf(numBranches);
  // Whether branch i's backward ops read its operand (directly or through
  // get_tuple_element, which is made again from the operand).
  SmallVector<bool> readsOperand(numBranches, false);
  SmallVector<Type> residualTypes;
  SmallVector<unsigned> firstResidual;
  for (unsigned i = 0; i < numBranches; ++i) {
    Block &branch = conditional.getBranches()[i].front();
    bool varied = activity.isVaried(branch.getArgument(0));
    FailureOr<std::unique_ptr<SplitBody>> split =
        splitBody(branch, {varied}, seeded, loc);
    if (failed(split))
      return failure();
    firstResidual.push_back(residualTypes.size());
    Value branchArg = (*split)->forward->getArgument(0);
    for (Value residual : collectResiduals(**split)) {
      if (residual == branchArg || isProjectionOf(residual, branchArg)) {
        readsOperand[i] = true;
        continue;
      }
      if (isa<BlockArgument>(residual))
        continue; // an adjoint
      if (isRematerializable(residual))
        continue;
      residualsOf[i].push_back(residual);
      residualTypes.push_back(residual.getType());
    }
    splits.push_back(std::move(*split));
  }

  // The forward conditional, also returning every branch's residuals.
  ConditionalOp forward;
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(conditional);
    SmallVector<Type> types(conditional->getResultTypes());
    llvm::append_range(types, residualTypes);
    forward =
        b.create<ConditionalOp>(loc, types, conditional.getIndex(),
                                conditional.getBranchOperands(), numBranches);
    for (unsigned i = 0; i < numBranches; ++i) {
      SplitBody &split = *splits[i];
      Block *block =
          b.createBlock(&forward.getBranches()[i], {},
                        {split.forward->getArgument(0).getType()}, {loc});
      IRMapping mapping;
      mapping.map(split.forward->getArgument(0), block->getArgument(0));
      SmallVector<Value> results = cloneForward(b, split, mapping);
      for (unsigned k = 0; k < residualTypes.size(); ++k) {
        unsigned own = k - firstResidual[i];
        bool mine = k >= firstResidual[i] && own < residualsOf[i].size();
        results.push_back(mine ? mapping.lookup(residualsOf[i][own])
                               : createZeros(b, loc, residualTypes[k]));
      }
      b.create<ReturnOp>(loc, results);
    }
  }
  ctx.replaceForwardOp(forward);

  // The backward conditional: branch i takes (adjoints of the seeded
  // results, its forward operand, its residuals) as one tuple and returns
  // the adjoints of every branch operand (zeros but its own).
  SmallVector<Value> adjoints;
  for (unsigned j : seeded)
    adjoints.push_back(ctx.getResultAdjoint(j));
  SmallVector<Value> operands;
  for (unsigned i = 0; i < numBranches; ++i) {
    SmallVector<Value> packed(adjoints);
    if (readsOperand[i])
      packed.push_back(conditional.getBranchOperands()[i]);
    for (unsigned k = 0; k < residualsOf[i].size(); ++k)
      packed.push_back(forward->getResult(numResults + firstResidual[i] + k));
    operands.push_back(b.create<TupleOp>(loc, packed));
  }
  SmallVector<Type> resultTypes;
  SmallVector<unsigned> activeIndices;
  for (unsigned i = 0; i < numBranches; ++i)
    if (activeOperands[i]) {
      resultTypes.push_back(conditional.getBranchOperands()[i].getType());
      activeIndices.push_back(i);
    }
  auto backward = b.create<ConditionalOp>(
      loc, resultTypes, conditional.getIndex(), operands, numBranches);
  {
    OpBuilder::InsertionGuard guard(b);
    for (unsigned i = 0; i < numBranches; ++i) {
      SplitBody &split = *splits[i];
      Block *block = b.createBlock(&backward.getBranches()[i], {},
                                   {operands[i].getType()}, {loc});
      Value tuple = block->getArgument(0);
      IRMapping mapping;
      unsigned field = 0;
      for (unsigned c = 0; c < seeded.size(); ++c)
        mapping.map(split.getCotangentArg(c),
                    b.create<GetTupleElementOp>(loc, tuple, field++));
      Value branchArg = split.forward->getArgument(0);
      if (readsOperand[i])
        mapping.map(branchArg,
                    b.create<GetTupleElementOp>(loc, tuple, field++));
      for (Value residual : residualsOf[i])
        mapping.map(residual, b.create<GetTupleElementOp>(loc, tuple, field++));
      // get_tuple_element chains of the operand, made again (in order:
      // each reads the operand or an earlier one).
      if (readsOperand[i])
        for (Operation &fwdOp : split.forward->without_terminator())
          if (auto gte = dyn_cast<GetTupleElementOp>(fwdOp))
            if (isProjectionOf(gte.getResult(), branchArg))
              b.clone(fwdOp, mapping);
      for (Operation &fwdOp : split.forward->without_terminator())
        for (Value result : fwdOp.getResults())
          if (!mapping.contains(result) && isRematerializable(result))
            mapping.map(result, b.clone(fwdOp)->getResult(
                                    cast<OpResult>(result).getResultNumber()));
      cloneBackward(b, split, mapping);
      SmallVector<Value> results;
      for (unsigned index : activeIndices) {
        Value adjoint = index == i ? split.argAdjoints[0] : Value();
        results.push_back(
            adjoint ? mapping.lookupOrDefault(adjoint)
                    : createZeros(b, loc, resultTypes[results.size()]));
      }
      b.create<ReturnOp>(loc, results);
    }
  }
  for (auto [k, i] : llvm::enumerate(activeIndices))
    ctx.addOperandAdjoint(1 + i, backward->getResult(k));
  return success();
}

} // namespace

void xhlo::hlo::autodiff::addControlFlowRules(AdjointRuleSet &rules) {
  rules.add<WhileOp>(whileRule);
  rules.add<ConditionalOp>(conditionalRule);
}
