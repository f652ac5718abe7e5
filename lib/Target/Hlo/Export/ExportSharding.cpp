//===- ExportSharding.cpp - #hlo.sharding to OpSharding -------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file writes `hlo.sharding` attributes as XLA's OpSharding, in the
// form XLA's HloSharding::ToProto writes (a maximal sharding's device only,
// an iota's transpose always), and places them: an op's on the instruction
// it becomes (and the element shardings on the get-tuple-elements that take
// apart its results), a function argument's on its parameter, the results'
// on the root.
//
//===----------------------------------------------------------------------===//

#include "ExportInternal.h"

#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_export;
using hlo::ShardingAttr;
using hlo::ShardingType;

LogicalResult xhlo::hlo_export::exportSharding(ShardingAttr sharding,
                                               xla::OpSharding &out,
                                               Location loc) {
  out.set_type(static_cast<xla::OpSharding::Type>(sharding.getType()));
  for (ShardingAttr element : sharding.getElements())
    if (failed(exportSharding(element, *out.add_tuple_shardings(), loc)))
      return failure();
  switch (sharding.getType()) {
  case ShardingType::MAXIMAL:
    out.add_tile_assignment_devices(sharding.getDevices().front());
    break;
  case ShardingType::OTHER:
    out.mutable_tile_assignment_dimensions()->Add(sharding.getTiles().begin(),
                                                  sharding.getTiles().end());
    out.mutable_tile_assignment_devices()->Add(sharding.getDevices().begin(),
                                               sharding.getDevices().end());
    out.mutable_iota_reshape_dims()->Add(sharding.getIota().begin(),
                                         sharding.getIota().end());
    for (int64_t dim : sharding.getTranspose())
      out.add_iota_transpose_perm(static_cast<int32_t>(dim));
    out.set_replicate_on_last_tile_dim(sharding.getLastTileDimReplicate());
    for (ShardingType kind : sharding.getLastTileDims())
      out.add_last_tile_dims(static_cast<xla::OpSharding::Type>(kind));
    break;
  default:
    break;
  }
  if (std::optional<int64_t> group = sharding.getShardAs()) {
    out.set_is_shard_group(true);
    out.set_shard_group_id(*group);
    out.set_shard_group_type(xla::OpSharding::AS);
  } else if (std::optional<int64_t> group = sharding.getShardLike()) {
    out.set_is_shard_group(true);
    out.set_shard_group_id(*group);
    out.set_shard_group_type(xla::OpSharding::LIKE);
  }
  if (ArrayAttr metadata = sharding.getMetadata())
    for (Attribute entry : metadata)
      if (failed(exportMetadataFields(cast<DictionaryAttr>(entry),
                                      *out.add_metadata(), loc)))
        return failure();
  return success();
}

/// The number of leaves (non-tuple parts) of `shape`.
static int64_t countLeaves(const xla::ShapeProto &shape) {
  if (shape.element_type() != xla::TUPLE)
    return 1;
  int64_t count = 0;
  for (const xla::ShapeProto &element : shape.tuple_shapes())
    count += countLeaves(element);
  return count;
}

LogicalResult ComputationExporter::setSharding(int64_t id,
                                               ShardingAttr sharding,
                                               int firstNew, Location loc) {
  xla::OpSharding proto;
  if (failed(exportSharding(sharding, proto, loc)))
    return failure();
  *instruction(id).mutable_sharding() = std::move(proto);
  if (!sharding.isTuple())
    return success();
  // The get-tuple-elements added for the op take its elements' shardings,
  // as XLA's sharding propagation would give them.
  const xla::ShapeProto shape = instruction(id).shape();
  if (shape.element_type() != xla::TUPLE)
    return success();
  SmallVector<int64_t> offsets = {0};
  for (const xla::ShapeProto &element : shape.tuple_shapes())
    offsets.push_back(offsets.back() + countLeaves(element));
  ArrayRef<ShardingAttr> elements = sharding.getElements();
  if (static_cast<int64_t>(elements.size()) != offsets.back())
    return success();
  for (int i = firstNew; i < computation.instructions_size(); ++i) {
    const xla::HloInstructionProto &inst = computation.instructions(i);
    if (inst.opcode() !=
            hlo::getHloOpcodeName(hlo::HloOpcode::GetTupleElement) ||
        inst.operand_ids_size() != 1 || inst.operand_ids(0) != id ||
        inst.tuple_index() < 0 ||
        inst.tuple_index() >= shape.tuple_shapes_size())
      continue;
    int64_t index = inst.tuple_index();
    ArrayRef<ShardingAttr> part =
        elements.slice(offsets[index], offsets[index + 1] - offsets[index]);
    if (part.empty())
      continue;
    ShardingAttr element =
        inst.shape().element_type() == xla::TUPLE
            ? ShardingAttr::getTuple(sharding.getContext(), part)
            : part.front();
    if (failed(setSharding(inst.id(), element, i + 1, loc)))
      return failure();
  }
  return success();
}

LogicalResult ComputationExporter::setOpSharding(Operation *op, int firstNew) {
  auto sharding = op->getAttrOfType<ShardingAttr>(kShardingAttrName);
  if (!sharding || op->getNumResults() == 0)
    return success();
  // The op's own instruction: what its last result maps to, through the
  // get-tuple-elements that take its results apart.
  auto it = ids.find(op->getResult(op->getNumResults() - 1));
  if (it == ids.end())
    return success();
  int64_t id = it->second;
  if (!isa<hlo::GetTupleElementOp>(op))
    while (instruction(id).opcode() ==
               hlo::getHloOpcodeName(hlo::HloOpcode::GetTupleElement) &&
           indexOfId.lookup(id) >= firstNew &&
           instruction(id).operand_ids_size() == 1)
      id = instruction(id).operand_ids(0);
  return setSharding(id, sharding, firstNew, op->getLoc());
}

LogicalResult ComputationExporter::setRootSharding(int64_t rootId,
                                                   bool newTuple,
                                                   ShardingAttr sharding,
                                                   Operation *at) {
  if (newTuple)
    return setSharding(rootId, sharding, computation.instructions_size(),
                       at->getLoc());
  // The root is the instruction of the value returned, which may have a
  // sharding of its own.
  xla::OpSharding proto;
  if (failed(exportSharding(sharding, proto, at->getLoc())))
    return failure();
  xla::HloInstructionProto &root = instruction(rootId);
  if (root.has_sharding() &&
      root.sharding().SerializeAsString() != proto.SerializeAsString())
    return at->emitError()
           << "cannot export to HLO: the result's sharding " << sharding
           << " differs from the sharding of the instruction it returns";
  *root.mutable_sharding() = std::move(proto);
  return success();
}

LogicalResult ModuleExporter::setResultShardings(
    func::FuncOp func, ComputationExporter &computation, int64_t rootId) {
  SmallVector<ShardingAttr> results;
  bool any = false;
  for (unsigned index = 0, e = func.getNumResults(); index < e; ++index) {
    auto sharding =
        func.getResultAttrOfType<ShardingAttr>(index, kShardingAttrName);
    results.push_back(sharding);
    any |= sharding != nullptr;
  }
  if (!any)
    return success();
  auto ret = func.getBody().front().getTerminator();
  if (!returnsTuple(func))
    return computation.setRootSharding(rootId, /*newTuple=*/false,
                                       results.front(), ret);
  // The root tuple's sharding: the results', one element per leaf.
  SmallVector<ShardingAttr> leaves;
  for (auto [index, sharding] : llvm::enumerate(results)) {
    if (!sharding)
      return func.emitError()
             << "cannot export to HLO: result " << index << " of @"
             << func.getSymName()
             << " has no sharding but others do (the root tuple's sharding "
                "covers every result)";
    if (sharding.isTuple())
      llvm::append_range(leaves, sharding.getElements());
    else
      leaves.push_back(sharding);
  }
  return computation.setRootSharding(
      rootId, /*newTuple=*/true,
      ShardingAttr::getTuple(func.getContext(), leaves), ret);
}
