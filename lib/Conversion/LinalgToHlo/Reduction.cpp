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
//   unless the init is that identity or tensor.empty.
// - Otherwise (argmax and other payloads that combine several outputs), one
//   variadic hlo.reduce takes the values the accumulating part reads as its
//   inputs, paired with the outputs by type, and the accumulating part as
//   its reducer. Its init values are the outputs' fills, so each output's
//   init must be a fill or a splat constant; XLA expects them to be
//   identities of the reducer, which is the user's promise.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "Layout.h"
#include "Payload.h"

#include "xhlo/Conversion/HloConversion.h"
#include "xhlo/Dialect/Hlo/IR/HloMiscOps.h"
#include "xhlo/Dialect/Hlo/IR/HloReductionOps.h"

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
};

} // namespace

/// Matches output `index` as `combiner(out, element)`.
static bool matchCombiner(linalg::LinalgOp op, unsigned index,
                          ReductionPlan &plan) {
  BlockArgument out = getPayloadArgument(op, op.getNumDpsInputs() + index);
  Value yielded = op.getBlock()->getTerminator()->getOperand(index);
  Operation *combiner = yielded.getDefiningOp();
  if (!out || !out.hasOneUse() || !yielded.hasOneUse() || !combiner ||
      combiner->getBlock() != op.getBlock() || !isReductionCombiner(combiner) ||
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
/// first output's parallel loops then the reduction loops.
static SmallVector<unsigned> getEvaluationOrder(linalg::LinalgOp op) {
  for (OpOperand *input : op.getDpsInputOperands()) {
    SmallVector<unsigned> dims = getMapDims(op.getMatchingIndexingMap(input));
    if (dims.size() == op.getNumLoops())
      return dims;
  }
  SmallVector<unsigned> dims =
      getMapDims(op.getMatchingIndexingMap(op.getDpsInitOperand(0)));
  SmallVector<unsigned> reductions;
  op.getReductionDims(reductions);
  llvm::append_range(dims, reductions);
  return dims;
}

namespace {

struct ReductionConversion : StructuredOpConversion<LinalgKind::Reduction> {
  using StructuredOpConversion::StructuredOpConversion;

  LogicalResult convert(linalg::LinalgOp op, ArrayRef<Value> operands,
                        ConversionPatternRewriter &rewriter) const override {
    Reason reason;
    FailureOr<ReductionPlan> plan = analyzeReduction(op, reason);
    if (failed(plan))
      return rewriter.notifyMatchFailure(op, reason);

    const TypeConverter &typeConverter = *getTypeConverter();
    PayloadEvaluator evaluator(op, operands, rewriter, typeConverter);
    SmallVector<unsigned> order = getEvaluationOrder(op);
    SmallVector<int64_t> reduced;
    SmallVector<unsigned> kept;
    for (auto [position, dim] : llvm::enumerate(order)) {
      if (op.getIteratorTypesArray()[dim] == utils::IteratorType::reduction)
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
    Value identity = rewriter.create<hlo::ConstantOp>(
        loc, DenseElementsAttr::get(
                 initType, getCombinerIdentity(combiner, elementType)));
    auto resultType = RankedTensorType::get(
        getLoopShape(kept, evaluator.getLoopSizes()), elementType);
    auto reduce = rewriter.create<hlo::ReduceOp>(loc, TypeRange{resultType},
                                                 ValueRange{input},
                                                 ValueRange{identity}, reduced);
    BlockArgument out = getPayloadArgument(op, op.getNumDpsInputs() + index);
    buildReducerRegion(rewriter, typeConverter, loc, reduce.getToApply(), out,
                       element, combiner, combiner->getResult(0));

    OpOperand *init = op.getDpsInitOperand(index);
    Value result = relayout(rewriter, loc, reduce.getResult(0), kept,
                            getMapDims(op.getMatchingIndexingMap(init)),
                            evaluator.getLoopSizes());
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
    auto reduce = rewriter.create<hlo::ReduceOp>(loc, resultTypes, inputs,
                                                 inits, reduced);
    buildReducerRegion(rewriter, typeConverter, loc, reduce.getToApply(),
                       accumulators, plan.jointElements, plan.jointOps,
                       op.getBlock()->getTerminator()->getOperands());
    SmallVector<Value> results;
    for (auto [result, init] :
         llvm::zip(reduce.getResults(), op.getDpsInitsMutable()))
      results.push_back(relayout(rewriter, loc, result, kept,
                                 getMapDims(op.getMatchingIndexingMap(&init)),
                                 evaluator.getLoopSizes()));
    return results;
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
