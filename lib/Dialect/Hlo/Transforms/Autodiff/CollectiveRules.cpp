//===- CollectiveRules.cpp - Adjoint rules of the collectives -------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The derivatives of the cross-replica collectives, with JAX's transpose
// rules (jax/_src/lax/parallel.py). Every replica runs the gradient function
// with its own loss; a collective's adjoint is the collective that moves
// each replica's result adjoint back to the replicas whose operands made
// that result. So replica r's gradient is the derivative, with respect to
// replica r's arguments, of the SUM over the participating replicas of
// their losses (JAX's pmap/psum convention: a loss that is already the same
// on every replica, say an all_reduce mean, gets the sum of the replicas'
// identical seeds, N times the derivative of one copy).
// - all_reduce with an add computation: all_reduce (add) of the result
//   adjoints over the same groups (psum's transpose is psum). Other
//   computations (maximum, minimum, multiply, ...) are errors.
// - all_gather: reduce_scatter (add) of the adjoints along the gathered
//   dimension, same groups (all_gather's transpose is psum_scatter).
// - reduce_scatter with an add computation: all_gather of the adjoints
//   along the scatter dimension; other computations are errors.
// - all_to_all, array form: all_to_all with split_dimension and
//   concat_dimension swapped; tuple form (member j receives operand j of
//   every member): all_to_all of the result adjoints again, which sends
//   each one back to where its value came from.
// - collective_permute: collective_permute of the adjoint with every
//   (source, target) pair reversed. A replica that was no target got zeros,
//   which depend on nothing, so its adjoint is sent nowhere; a replica that
//   was no source receives zeros (its operand reached no loss).
// Each adjoint collective keeps the forward op's mode: replica_groups and
// use_global_device_ids as they are, and a channel_id when the forward op
// has one (then a new one, one more than the module's largest, since XLA
// wants one kind of collective per channel).
// replica_id and partition_id are integers (no adjoint, like iota);
// collective_broadcast and the asynchronous -start/-done forms have no rule
// (errors on a path to the loss).
//
//===----------------------------------------------------------------------===//

#include "AdjointRules.h"

#include "xhlo/Dialect/Hlo/IR/HloCombiner.h"

#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace xhlo::hlo;
using namespace xhlo::hlo::autodiff;

namespace {

/// The channel_id of an adjoint collective built from `op` (whose forward
/// channel is `channel`): null when `op` has none, else one more than the
/// largest channel_id in `op`'s module.
IntegerAttr getAdjointChannel(Operation *op, IntegerAttr channel) {
  if (!channel)
    return {};
  int64_t largest = channel.getInt();
  Operation *top = op->getParentOfType<ModuleOp>();
  if (!top)
    top = op;
  top->walk([&](Operation *other) {
    if (auto id = other->getAttrOfType<IntegerAttr>("channel_id"))
      largest = std::max(largest, id.getInt());
  });
  return IntegerAttr::get(channel.getType(), largest + 1);
}

/// The result adjoints of `op` for its active operands (zeros for results
/// with none), and the indices of those operands. Empty when no operand is
/// active or no result has an adjoint.
SmallVector<unsigned> getActiveOperands(Operation *op, ReverseContext &ctx,
                                        SmallVector<Value> &adjoints) {
  SmallVector<unsigned> active;
  bool anyAdjoint = false;
  for (unsigned i = 0, e = op->getNumOperands(); i < e; ++i) {
    if (!ctx.isOperandActive(i))
      continue;
    anyAdjoint |= ctx.getResultAdjoint(i) != nullptr;
    active.push_back(i);
    adjoints.push_back(ctx.getResultAdjointOrZeros(i));
  }
  if (!anyAdjoint) {
    active.clear();
    adjoints.clear();
  }
  return active;
}

/// The types of the operands of `op` at `indices`.
SmallVector<Type> getOperandTypes(Operation *op, ArrayRef<unsigned> indices) {
  SmallVector<Type> types;
  for (unsigned index : indices)
    types.push_back(op->getOperand(index).getType());
  return types;
}

/// Adds `adjoints[k]` to the adjoint of operand `indices[k]`.
void addOperandAdjoints(ReverseContext &ctx, ArrayRef<unsigned> indices,
                        ValueRange adjoints) {
  for (auto [index, adjoint] : llvm::zip(indices, adjoints))
    ctx.addOperandAdjoint(index, adjoint);
}

/// Refuses a reduction collective whose computation is not an add.
LogicalResult checkSumComputation(Operation *op, Region &computation) {
  if (classifyCombiner(computation) == CombinerKind::Add)
    return success();
  return op->emitOpError("cannot differentiate: its computation is not an "
                         "add (only a cross-replica sum has a derivative "
                         "that the replicas can compute, as psum's)");
}

//===----------------------------------------------------------------------===//
// all_reduce
//===----------------------------------------------------------------------===//

LogicalResult allReduceRule(Operation *op, ReverseContext &ctx) {
  auto allReduce = cast<AllReduceOp>(op);
  if (failed(checkSumComputation(op, allReduce.getToApply())))
    return failure();
  SmallVector<Value> adjoints;
  SmallVector<unsigned> active = getActiveOperands(op, ctx, adjoints);
  if (active.empty())
    return success();
  OpBuilder &b = ctx.getBuilder();
  Location loc = op->getLoc();
  auto sum =
      b.create<AllReduceOp>(loc, ValueRange(adjoints).getTypes(), adjoints,
                            allReduce.getReplicaGroupsAttr(),
                            getAdjointChannel(op, allReduce.getChannelIdAttr()),
                            allReduce.getUseGlobalDeviceIdsAttr());
  Type element =
      cast<RankedTensorType>(adjoints.front().getType()).getElementType();
  buildBinaryRegion<AddOp>(b, loc, sum.getToApply(), element);
  addOperandAdjoints(ctx, active, sum.getResults());
  return success();
}

//===----------------------------------------------------------------------===//
// all_gather and reduce_scatter
//===----------------------------------------------------------------------===//

LogicalResult allGatherRule(Operation *op, ReverseContext &ctx) {
  auto allGather = cast<AllGatherOp>(op);
  SmallVector<Value> adjoints;
  SmallVector<unsigned> active = getActiveOperands(op, ctx, adjoints);
  if (active.empty())
    return success();
  SmallVector<Type> types = getOperandTypes(op, active);
  OpBuilder &b = ctx.getBuilder();
  Location loc = op->getLoc();
  auto scatter = b.create<ReduceScatterOp>(
      loc, types, adjoints, allGather.getAllGatherDimensionAttr(),
      allGather.getReplicaGroupsAttr(),
      getAdjointChannel(op, allGather.getChannelIdAttr()),
      allGather.getUseGlobalDeviceIdsAttr());
  Type element = cast<RankedTensorType>(types.front()).getElementType();
  buildBinaryRegion<AddOp>(b, loc, scatter.getToApply(), element);
  addOperandAdjoints(ctx, active, scatter.getResults());
  return success();
}

LogicalResult reduceScatterRule(Operation *op, ReverseContext &ctx) {
  auto reduceScatter = cast<ReduceScatterOp>(op);
  if (failed(checkSumComputation(op, reduceScatter.getToApply())))
    return failure();
  SmallVector<Value> adjoints;
  SmallVector<unsigned> active = getActiveOperands(op, ctx, adjoints);
  if (active.empty())
    return success();
  SmallVector<Type> types = getOperandTypes(op, active);
  auto gather = ctx.getBuilder().create<AllGatherOp>(
      op->getLoc(), types, adjoints, reduceScatter.getScatterDimensionAttr(),
      reduceScatter.getReplicaGroupsAttr(),
      getAdjointChannel(op, reduceScatter.getChannelIdAttr()),
      reduceScatter.getUseGlobalDeviceIdsAttr());
  addOperandAdjoints(ctx, active, gather.getResults());
  return success();
}

//===----------------------------------------------------------------------===//
// all_to_all
//===----------------------------------------------------------------------===//

LogicalResult allToAllRule(Operation *op, ReverseContext &ctx) {
  auto allToAll = cast<AllToAllOp>(op);
  bool anyAdjoint = false;
  SmallVector<Value> adjoints;
  for (unsigned i = 0, e = op->getNumResults(); i < e; ++i) {
    anyAdjoint |= ctx.getResultAdjoint(i) != nullptr;
    adjoints.push_back(ctx.getResultAdjointOrZeros(i));
  }
  if (!anyAdjoint)
    return success();
  // Array form: the blocks go back by splitting where the forward op
  // concatenated and concatenating where it split. Tuple form: the same
  // exchange again (operand j of member k became result k of member j).
  SmallVector<Type> types(op->getOperandTypes());
  auto back = ctx.getBuilder().create<AllToAllOp>(
      op->getLoc(), types, adjoints, allToAll.getReplicaGroupsAttr(),
      allToAll.getConcatDimensionAttr(), allToAll.getSplitDimensionAttr(),
      allToAll.getSplitCountAttr(),
      getAdjointChannel(op, allToAll.getChannelIdAttr()));
  for (unsigned i = 0, e = op->getNumOperands(); i < e; ++i)
    ctx.addOperandAdjoint(i, back.getResult(i));
  return success();
}

//===----------------------------------------------------------------------===//
// collective_permute
//===----------------------------------------------------------------------===//

LogicalResult collectivePermuteRule(Operation *op, ReverseContext &ctx) {
  auto permute = cast<CollectivePermuteOp>(op);
  Value ct = ctx.getResultAdjoint(0);
  if (!ct || !ctx.isOperandActive(0))
    return success();
  ArrayRef<int64_t> pairs = permute.getSourceTargetPairs();
  SmallVector<int64_t> reversed;
  for (size_t i = 0; i + 1 < pairs.size(); i += 2) {
    reversed.push_back(pairs[i + 1]);
    reversed.push_back(pairs[i]);
  }
  auto back = ctx.getBuilder().create<CollectivePermuteOp>(
      op->getLoc(), ct.getType(), ct, reversed,
      getAdjointChannel(op, permute.getChannelIdAttr()));
  ctx.addOperandAdjoint(0, back.getResult());
  return success();
}

} // namespace

void xhlo::hlo::autodiff::addCollectiveRules(AdjointRuleSet &rules) {
  rules.add<AllReduceOp>(allReduceRule);
  rules.add<AllGatherOp>(allGatherRule);
  rules.add<ReduceScatterOp>(reduceScatterRule);
  rules.add<AllToAllOp>(allToAllRule);
  rules.add<CollectivePermuteOp>(collectivePermuteRule);
}
