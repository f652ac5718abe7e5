//===- Rendezvous.cpp - Collectives between devices of one run ------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the exchange between the devices of a replicated run
// (Rendezvous.h) and what each collective computes once its group has met,
// with XLA's semantics (operation_semantics.md; the CPU runtime's
// in-process collectives for the orders):
// - all_reduce: each element is the left fold of `to_apply` over the
//   group's operands in group order, starting from the first member's:
//   f(f(x0, x1), x2)... (XLA's CPU runtime folds in the same order from the
//   reduction's identity, which differs only for a sum of negative zeros).
//   Sums of one f32, f64 or 32/64-bit integer type fold in a plain loop
//   with the same order and bits; other computations run the region per
//   element, as the reference reduce kernel does.
// - all_gather: the group's operands concatenated along the dimension in
//   group order.
// - reduce_scatter: member i gets block i (along the dimension) of the
//   all_reduce of the operands.
// - all_to_all: array form, member i's block j (along split_dimension)
//   goes to member j, which concatenates what it receives along
//   concat_dimension in group order; tuple form, member j's result i is
//   member i's operand j.
// - collective_permute: each target receives its source's operand; a
//   device that is no target gets zeros. Its group is every device of its
//   partition (replica ids) or, with channel_id, of its replica (partition
//   ids).
// - collective_broadcast: every member gets the group's first member's
//   operands.
// - all_reduce_start, all_gather_start, collective_permute_start: as their
//   synchronous forms (the kernels pack the results into XLA's start
//   shapes; the -done ops only unpack them).
// - ragged_all_to_all (offsets of rank 1): receiver r's result is its
//   output operand with, for each member i, rows input_offsets_i[r] ..
//   + send_sizes_i[r] of member i's input written at output_offsets_i[r];
//   send_sizes_i[r] must equal recv_sizes_r[i].
//
//===----------------------------------------------------------------------===//

#include "xhlo/Interpreter/Rendezvous.h"

#include "Kernels/KernelUtils.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>
#include <optional>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;
namespace hlo = xhlo::hlo;

//===----------------------------------------------------------------------===//
// Groups
//===----------------------------------------------------------------------===//

namespace {

/// XLA's CollectiveOpGroupMode: what the ids of replica_groups name.
enum class GroupMode {
  /// Replicas of the device's partition.
  CrossReplica,
  /// Partitions of the device's replica.
  CrossPartition,
  /// Replicas, each with all its partitions.
  CrossReplicaAndPartition,
  /// Global device ids (replica * numPartitions + partition).
  FlattenedId,
};

/// What a collective op says about its participants.
struct GroupSpec {
  GroupMode mode = GroupMode::CrossReplica;
  hlo::ReplicaGroupsAttr groups;
  /// collective_permute's pairs (flattened), instead of groups.
  std::optional<ArrayRef<int64_t>> pairs;
};

} // namespace

template <typename Op> static GroupSpec reductionGroups(Op op) {
  GroupSpec spec;
  spec.groups = op.getReplicaGroups();
  if (!op.getChannelId())
    spec.mode = GroupMode::CrossReplica;
  else if (!op.getUseGlobalDeviceIds())
    spec.mode = GroupMode::CrossReplicaAndPartition;
  else
    spec.mode = GroupMode::FlattenedId;
  return spec;
}

template <typename Op> static GroupSpec partitionGroups(Op op) {
  GroupSpec spec;
  spec.groups = op.getReplicaGroups();
  spec.mode =
      op.getChannelId() ? GroupMode::CrossPartition : GroupMode::CrossReplica;
  return spec;
}

/// The op's GroupSpec, or null for an op that is no collective.
static std::optional<GroupSpec> getGroupSpec(Operation *op) {
  if (auto allReduce = dyn_cast<hlo::AllReduceOp>(op))
    return reductionGroups(allReduce);
  if (auto allReduce = dyn_cast<hlo::AllReduceStartOp>(op))
    return reductionGroups(allReduce);
  if (auto allGather = dyn_cast<hlo::AllGatherOp>(op))
    return reductionGroups(allGather);
  if (auto allGather = dyn_cast<hlo::AllGatherStartOp>(op))
    return reductionGroups(allGather);
  if (auto reduceScatter = dyn_cast<hlo::ReduceScatterOp>(op))
    return reductionGroups(reduceScatter);
  if (auto allToAll = dyn_cast<hlo::AllToAllOp>(op))
    return partitionGroups(allToAll);
  if (auto broadcast = dyn_cast<hlo::CollectiveBroadcastOp>(op))
    return partitionGroups(broadcast);
  if (auto ragged = dyn_cast<hlo::RaggedAllToAllOp>(op))
    return partitionGroups(ragged);
  auto permuteGroups = [](auto permute) {
    GroupSpec spec;
    spec.mode = permute.getChannelId() ? GroupMode::CrossPartition
                                       : GroupMode::CrossReplica;
    spec.pairs = permute.getSourceTargetPairs();
    return spec;
  };
  if (auto permute = dyn_cast<hlo::CollectivePermuteOp>(op))
    return permuteGroups(permute);
  if (auto permute = dyn_cast<hlo::CollectivePermuteStartOp>(op))
    return permuteGroups(permute);
  return std::nullopt;
}

/// The participants of `op` run by `device`, in group order (the rank of a
/// device is its index), or an error at `op`. For collective_permute, every
/// device of the device's partition (or replica), by id.
static FailureOr<SmallVector<unsigned>>
getParticipants(Operation *op, const GroupSpec &spec, unsigned device,
                unsigned numReplicas, unsigned numPartitions) {
  unsigned replica = device / numPartitions, partition = device % numPartitions;
  int64_t count = numReplicas, self = replica;
  StringRef kind = "replica";
  switch (spec.mode) {
  case GroupMode::CrossReplica:
  case GroupMode::CrossReplicaAndPartition:
    break;
  case GroupMode::CrossPartition:
    count = numPartitions;
    self = partition;
    kind = "partition";
    break;
  case GroupMode::FlattenedId:
    count = int64_t(numReplicas) * numPartitions;
    self = device;
    kind = "device";
    break;
  }
  auto outOfRange = [&](int64_t id, StringRef what) {
    return op->emitError() << what << " name " << kind << " " << id
                           << ", but the run has " << count << " " << kind
                           << (count == 1 ? "" : "s");
  };

  SmallVector<int64_t> ids;
  if (spec.pairs) {
    for (int64_t id : *spec.pairs)
      if (id < 0 || id >= count)
        return outOfRange(id, "source_target_pairs");
    for (int64_t id = 0; id < count; ++id)
      ids.push_back(id);
  } else {
    SmallVector<ArrayRef<int64_t>> groups = spec.groups.getGroups();
    std::vector<bool> seen(count, false);
    std::optional<ArrayRef<int64_t>> mine;
    for (ArrayRef<int64_t> group : groups)
      for (int64_t id : group) {
        if (id < 0 || id >= count)
          return outOfRange(id, "replica_groups");
        if (seen[id])
          return op->emitError()
                 << kind << " " << id << " appears twice in replica_groups";
        seen[id] = true;
        if (id == self)
          mine = group;
      }
    if (groups.empty() || spec.groups.getGroupSizes().empty()) {
      for (int64_t id = 0; id < count; ++id)
        ids.push_back(id);
    } else if (!mine) {
      return op->emitError()
             << kind << " " << self << " is in no group of replica_groups";
    } else {
      ids.assign(mine->begin(), mine->end());
    }
  }

  SmallVector<unsigned> devices;
  for (int64_t id : ids) {
    switch (spec.mode) {
    case GroupMode::CrossReplica:
      devices.push_back(id * numPartitions + partition);
      break;
    case GroupMode::CrossPartition:
      devices.push_back(replica * numPartitions + id);
      break;
    case GroupMode::CrossReplicaAndPartition:
      for (unsigned q = 0; q < numPartitions; ++q)
        devices.push_back(id * numPartitions + q);
      break;
    case GroupMode::FlattenedId:
      devices.push_back(id);
      break;
    }
  }
  return devices;
}

//===----------------------------------------------------------------------===//
// Arrays
//===----------------------------------------------------------------------===//

/// Elements before dimension `dim` (outer) and after it (inner).
static std::pair<int64_t, int64_t> splitAt(ArrayRef<int64_t> shape,
                                           int64_t dim) {
  int64_t outer = 1, inner = 1;
  for (int64_t i = 0; i < dim; ++i)
    outer *= shape[i];
  for (int64_t i = dim + 1, e = shape.size(); i < e; ++i)
    inner *= shape[i];
  return {outer, inner};
}

/// The concatenation of `parts` (one shape) along `dim`.
static Literal concatenate(ArrayRef<const Literal *> parts, int64_t dim) {
  const Literal &first = *parts.front();
  SmallVector<int64_t> shape(first.getShape());
  shape[dim] *= parts.size();
  Literal out = Literal::uninitialized(first.getElementType(), shape);
  auto [outer, inner] = splitAt(first.getShape(), dim);
  size_t block = first.getShape()[dim] * inner *
                 getElementTypeByteSize(first.getElementType());
  auto *to = static_cast<char *>(out.data());
  for (int64_t o = 0; o < outer; ++o)
    for (const Literal *part : parts) {
      std::memcpy(to, static_cast<const char *>(part->data()) + o * block,
                  block);
      to += block;
    }
  return out;
}

/// Block `index` of `count` equal blocks of `array` along `dim`.
static Literal sliceBlock(const Literal &array, int64_t dim, int64_t index,
                          int64_t count) {
  SmallVector<int64_t> shape(array.getShape());
  shape[dim] /= count;
  Literal out = Literal::uninitialized(array.getElementType(), shape);
  auto [outer, inner] = splitAt(array.getShape(), dim);
  size_t block =
      shape[dim] * inner * getElementTypeByteSize(array.getElementType());
  auto *to = static_cast<char *>(out.data());
  const auto *from = static_cast<const char *>(array.data());
  for (int64_t o = 0; o < outer; ++o)
    std::memcpy(to + o * block, from + (o * count + index) * block, block);
  return out;
}

/// Element `i` of `array` as a 0-d array.
static RtValue scalarAt(const Literal &array, int64_t i) {
  Literal out = Literal::uninitialized(array.getElementType(), {});
  size_t size = getElementTypeByteSize(array.getElementType());
  std::memcpy(out.data(), static_cast<const char *>(array.data()) + i * size,
              size);
  return RtValue(std::move(out));
}

/// Whether `region` adds its two scalar arguments and nothing else.
static bool isPlainSum(Region &region) {
  if (!region.hasOneBlock())
    return false;
  Block &block = region.front();
  if (block.getNumArguments() != 2 || !llvm::hasNItems(block, 2))
    return false;
  auto add = dyn_cast<hlo::AddOp>(block.front());
  if (!add || block.back().getNumOperands() != 1 ||
      block.back().getOperand(0) != add.getResult())
    return false;
  Value lhs = add.getLhs(), rhs = add.getRhs();
  return (lhs == block.getArgument(0) && rhs == block.getArgument(1)) ||
         (lhs == block.getArgument(1) && rhs == block.getArgument(0));
}

template <typename T, typename Add>
static void sumInto(Literal &out, ArrayRef<const Literal *> parts, Add add) {
  T *acc = out.as<T>();
  for (const Literal *part : parts.drop_front()) {
    const T *x = part->as<T>();
    for (int64_t i = 0, e = out.getNumElements(); i < e; ++i)
      acc[i] = add(acc[i], x[i]);
  }
}

/// The elementwise left fold of `region` over `parts` (one shape), in
/// order.
static FailureOr<Literal> fold(Operation *op, Region &region,
                               ArrayRef<const Literal *> parts,
                               KernelContext &context) {
  const Literal &first = *parts.front();
  if (isPlainSum(region)) {
    Literal out = first.clone();
    switch (first.getElementType()) {
    case ElementType::F32:
      sumInto<float>(out, parts, [](float a, float b) { return a + b; });
      return out;
    case ElementType::F64:
      sumInto<double>(out, parts, [](double a, double b) { return a + b; });
      return out;
    case ElementType::S32:
    case ElementType::U32:
      sumInto<uint32_t>(out, parts,
                        [](uint32_t a, uint32_t b) { return a + b; });
      return out;
    case ElementType::S64:
    case ElementType::U64:
      sumInto<uint64_t>(out, parts,
                        [](uint64_t a, uint64_t b) { return a + b; });
      return out;
    default:
      break;
    }
  }
  Literal out =
      Literal::uninitialized(first.getElementType(), first.getShape());
  size_t size = getElementTypeByteSize(first.getElementType());
  for (int64_t i = 0, e = first.getNumElements(); i < e; ++i) {
    RtValue acc = scalarAt(first, i);
    for (const Literal *part : parts.drop_front()) {
      FailureOr<std::vector<RtValue>> returned =
          context.runRegion(region, {acc, scalarAt(*part, i)});
      if (failed(returned))
        return failure();
      if (returned->size() != 1 || !returned->front().isArray() ||
          returned->front().getArray().getNumElements() != 1 ||
          returned->front().getArray().getElementType() !=
              first.getElementType())
        return op->emitError("the reduction computation must return one "
                             "scalar of the operands' element type");
      acc = std::move(returned->front());
    }
    std::memcpy(static_cast<char *>(out.data()) + i * size,
                acc.getArray().data(), size);
  }
  out.wrapSubByteIntegers();
  return out;
}

//===----------------------------------------------------------------------===//
// What each collective computes
//===----------------------------------------------------------------------===//

namespace {

/// A met group: every member's operands, by rank, and the rank computing.
struct Meeting {
  ArrayRef<std::vector<RtValue>> operands;
  unsigned rank;
  /// The operand `k` of every member, in rank order.
  SmallVector<const Literal *> column(unsigned k) const {
    SmallVector<const Literal *> parts;
    for (const std::vector<RtValue> &member : operands)
      parts.push_back(&member[k].getArray());
    return parts;
  }
  unsigned size() const { return operands.size(); }
};

} // namespace

/// Checks, before meeting, that the result types fit a group of `size`.
static LogicalResult checkGroupSize(Operation *op, unsigned size) {
  auto dimOf = [](Value value, int64_t dim) {
    return cast<RankedTensorType>(value.getType()).getShape()[dim];
  };
  auto mismatch = [&](int64_t dim, int64_t operand, int64_t result) {
    return op->emitError() << "a group of " << size << " devices makes "
                           << "dimension " << dim << " of the operand ("
                           << operand << ") and of the result (" << result
                           << ") disagree";
  };
  auto checkGathered = [&](OperandRange inputs, TypeRange results,
                           int64_t dim) -> LogicalResult {
    for (auto [input, result] : llvm::zip(inputs, results)) {
      int64_t gathered = cast<RankedTensorType>(result).getShape()[dim];
      if (dimOf(input, dim) * size != gathered)
        return mismatch(dim, dimOf(input, dim), gathered);
    }
    return success();
  };
  if (auto allGather = dyn_cast<hlo::AllGatherOp>(op)) {
    if (failed(checkGathered(allGather.getInputs(), allGather.getResultTypes(),
                             allGather.getAllGatherDimension())))
      return failure();
  } else if (auto allGather = dyn_cast<hlo::AllGatherStartOp>(op)) {
    // The gathered values are element 1 of the start's tuple.
    SmallVector<Type> gathered;
    Type element = cast<TupleType>(allGather.getType()).getType(1);
    if (auto tuple = dyn_cast<TupleType>(element))
      llvm::append_range(gathered, tuple.getTypes());
    else
      gathered.push_back(element);
    if (failed(checkGathered(allGather.getInputs(), gathered,
                             allGather.getAllGatherDimension())))
      return failure();
  } else if (auto scatter = dyn_cast<hlo::ReduceScatterOp>(op)) {
    int64_t dim = scatter.getScatterDimension();
    for (auto [input, result] :
         llvm::zip(scatter.getInputs(), scatter.getResults()))
      if (dimOf(result, dim) * size != dimOf(input, dim))
        return mismatch(dim, dimOf(input, dim), dimOf(result, dim));
  } else if (auto allToAll = dyn_cast<hlo::AllToAllOp>(op)) {
    if (std::optional<int64_t> count = allToAll.getSplitCount()) {
      if (*count != size)
        return op->emitError() << "split_count is " << *count
                               << ", but the group has " << size << " devices";
    } else if (allToAll.getInputs().size() != size) {
      return op->emitError()
             << "the tuple form has " << allToAll.getInputs().size()
             << " operands, but the group has " << size << " devices";
    }
  } else if (auto ragged = dyn_cast<hlo::RaggedAllToAllOp>(op)) {
    auto offsets = cast<RankedTensorType>(ragged.getInputOffsets().getType());
    if (offsets.getRank() != 1)
      return op->emitError("the interpreter runs ragged_all_to_all with "
                           "offsets and sizes of rank 1 only");
    if (offsets.getShape()[0] != size)
      return op->emitError()
             << "the offsets and sizes have " << offsets.getShape()[0]
             << " elements, but the group has " << size << " devices";
  }
  return success();
}

static LogicalResult raggedAllToAll(Operation *op, const Meeting &meeting,
                                    std::vector<RtValue> &results) {
  unsigned rank = meeting.rank;
  const std::vector<RtValue> &own = meeting.operands[rank];
  const Literal &output = own[1].getArray();
  const Literal &recvSizes = own[5].getArray();
  int64_t outRows = output.getRank() ? output.getShape()[0] : 0;
  if (output.getRank() == 0 || own[0].getArray().getRank() == 0)
    return op->emitError("ragged_all_to_all needs input and output of rank "
                         ">= 1");
  size_t rowBytes = outRows ? output.getSizeInBytes() / outRows : 0;
  Literal result = output.clone();
  for (unsigned i = 0; i < meeting.size(); ++i) {
    const std::vector<RtValue> &sender = meeting.operands[i];
    const Literal &input = sender[0].getArray();
    int64_t inRows = input.getShape()[0];
    int64_t from = readInteger(sender[2].getArray(), rank);
    int64_t size = readInteger(sender[3].getArray(), rank);
    int64_t to = readInteger(sender[4].getArray(), rank);
    int64_t expected = readInteger(recvSizes, i);
    if (size != expected)
      return op->emitError() << "member " << i << " of the group sends " << size
                             << " rows to member " << rank
                             << ", whose recv_sizes say " << expected;
    if (size < 0 || from < 0 || to < 0 || from > inRows - size ||
        to > outRows - size)
      return op->emitError()
             << "the update from member " << i << " to member " << rank
             << " (rows [" << from << ", " << from + size << ") to [" << to
             << ", " << to + size << ")) is out of bounds";
    if (size > 0)
      std::memcpy(static_cast<char *>(result.data()) + to * rowBytes,
                  static_cast<const char *>(input.data()) + from * rowBytes,
                  size * rowBytes);
  }
  results.push_back(std::move(result));
  return success();
}

/// Computes the results of the member `meeting.rank`.
static LogicalResult compute(Operation *op, const GroupSpec &spec,
                             const Meeting &meeting,
                             std::vector<RtValue> &results,
                             KernelContext &context) {
  unsigned rank = meeting.rank, size = meeting.size();
  const std::vector<RtValue> &own = meeting.operands[rank];
  // The -start forms compute what their synchronous forms do (the start
  // kernels pack the results as XLA's start shapes).
  Region *reducer = nullptr;
  if (auto allReduce = dyn_cast<hlo::AllReduceOp>(op))
    reducer = &allReduce.getToApply();
  else if (auto allReduce = dyn_cast<hlo::AllReduceStartOp>(op))
    reducer = &allReduce.getToApply();
  if (reducer) {
    for (unsigned k = 0; k < own.size(); ++k) {
      FailureOr<Literal> folded =
          fold(op, *reducer, meeting.column(k), context);
      if (failed(folded))
        return failure();
      results.push_back(std::move(*folded));
    }
    return success();
  }
  std::optional<int64_t> gatherDim;
  if (auto allGather = dyn_cast<hlo::AllGatherOp>(op))
    gatherDim = allGather.getAllGatherDimension();
  else if (auto allGather = dyn_cast<hlo::AllGatherStartOp>(op))
    gatherDim = allGather.getAllGatherDimension();
  if (gatherDim) {
    for (unsigned k = 0; k < own.size(); ++k)
      results.push_back(concatenate(meeting.column(k), *gatherDim));
    return success();
  }
  if (auto scatter = dyn_cast<hlo::ReduceScatterOp>(op)) {
    int64_t dim = scatter.getScatterDimension();
    for (unsigned k = 0; k < own.size(); ++k) {
      std::vector<Literal> blocks;
      SmallVector<const Literal *> parts;
      for (const Literal *part : meeting.column(k))
        blocks.push_back(sliceBlock(*part, dim, rank, size));
      for (const Literal &block : blocks)
        parts.push_back(&block);
      FailureOr<Literal> folded =
          fold(op, scatter.getToApply(), parts, context);
      if (failed(folded))
        return failure();
      results.push_back(std::move(*folded));
    }
    return success();
  }
  if (auto allToAll = dyn_cast<hlo::AllToAllOp>(op)) {
    if (!allToAll.getSplitCount()) {
      for (const std::vector<RtValue> &member : meeting.operands)
        results.push_back(member[rank]);
      return success();
    }
    std::vector<Literal> blocks;
    SmallVector<const Literal *> parts;
    for (const Literal *part : meeting.column(0))
      blocks.push_back(
          sliceBlock(*part, *allToAll.getSplitDimension(), rank, size));
    for (const Literal &block : blocks)
      parts.push_back(&block);
    results.push_back(concatenate(parts, *allToAll.getConcatDimension()));
    return success();
  }
  if (isa<hlo::CollectiveBroadcastOp>(op)) {
    for (const RtValue &value : meeting.operands.front())
      results.push_back(value);
    return success();
  }
  if (isa<hlo::CollectivePermuteOp, hlo::CollectivePermuteStartOp>(op)) {
    // Participants are every device of the domain, by id: rank is the id.
    ArrayRef<int64_t> pairs = *spec.pairs;
    for (size_t i = 0; i + 1 < pairs.size(); i += 2)
      if (pairs[i + 1] == rank) {
        results.push_back(meeting.operands[pairs[i]].front());
        return success();
      }
    const Literal &operand = own.front().getArray();
    results.push_back(Literal(operand.getElementType(), operand.getShape()));
    return success();
  }
  if (isa<hlo::RaggedAllToAllOp>(op))
    return raggedAllToAll(op, meeting, results);
  return op->emitError() << "'" << op->getName()
                         << "' is no collective the interpreter exchanges";
}

//===----------------------------------------------------------------------===//
// ReplicaExchange
//===----------------------------------------------------------------------===//

struct ReplicaExchange::Instance {
  Operation *op;
  std::tuple<Operation *, uint64_t, unsigned> key;
  SmallVector<unsigned> devices;
  std::vector<std::vector<RtValue>> operands;
  std::vector<bool> arrived;
  unsigned numArrived = 0;
  bool complete = false;
  bool failed = false;
  std::string message;
};

ReplicaExchange::ReplicaExchange(unsigned numReplicas, unsigned numPartitions,
                                 std::chrono::milliseconds timeout,
                                 StopFlag *stop)
    : numReplicas(numReplicas), numPartitions(numPartitions), timeout(timeout),
      stop(stop), states(numReplicas * numPartitions, State::Running),
      waitingAt(numReplicas * numPartitions),
      abortedDevices(numReplicas * numPartitions, false),
      occurrences(numReplicas * numPartitions) {}

ReplicaExchange::~ReplicaExchange() = default;

std::string ReplicaExchange::describeDevice(unsigned device) const {
  if (numPartitions == 1)
    return "replica " + std::to_string(device);
  return "device " + std::to_string(device) + " (replica " +
         std::to_string(device / numPartitions) + ", partition " +
         std::to_string(device % numPartitions) + ")";
}

/// `op`'s name and location, for messages.
static std::string describeOp(Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "'" << op->getName() << "' at " << op->getLoc();
  return text;
}

void ReplicaExchange::failLocked(Instance &instance,
                                 const std::string &message) {
  instance.failed = true;
  instance.message = message;
  aborted = true;
  if (stop)
    stop->raise(StopReason::Cancelled);
  changed.notify_all();
}

void ReplicaExchange::failStuckLocked() {
  // Once aborted, every rendezvous fails anyway, as a consequence.
  if (aborted)
    return;
  unsigned devices = getNumDevices();
  // Rendezvous that wait for a device that has finished.
  for (unsigned d = 0; d < devices; ++d) {
    if (states[d] != State::Waiting || waitingAt[d]->failed)
      continue;
    Instance &instance = *waitingAt[d];
    for (auto [rank, member] : llvm::enumerate(instance.devices))
      if (!instance.arrived[rank] && states[member] == State::Finished) {
        failLocked(instance, describeDevice(member) +
                                 " finished its run without reaching this "
                                 "collective: the replicas do not run the "
                                 "same collectives");
        break;
      }
  }
  // No device runs: none of the waiting rendezvous can complete.
  if (llvm::is_contained(states, State::Running))
    return;
  for (unsigned d = 0; d < devices; ++d) {
    if (states[d] != State::Waiting || waitingAt[d]->failed)
      continue;
    Instance &instance = *waitingAt[d];
    std::string message = "the replicas do not run the same collectives in "
                          "the same order: this collective waits for ";
    bool first = true;
    for (auto [rank, member] : llvm::enumerate(instance.devices)) {
      if (instance.arrived[rank])
        continue;
      message += (first ? "" : ", ") + describeDevice(member);
      first = false;
      if (states[member] == State::Waiting)
        message += ", which waits at " + describeOp(waitingAt[member]->op);
      else
        message += ", which has finished";
    }
    failLocked(instance, message);
  }
}

void ReplicaExchange::finish(unsigned device) {
  std::lock_guard<std::mutex> lock(mutex);
  states[device] = State::Finished;
  waitingAt[device].reset();
  failStuckLocked();
}

void ReplicaExchange::abort() {
  std::lock_guard<std::mutex> lock(mutex);
  aborted = true;
  changed.notify_all();
}

bool ReplicaExchange::wasAborted(unsigned device) const {
  std::lock_guard<std::mutex> lock(mutex);
  return abortedDevices[device];
}

LogicalResult ReplicaExchange::run(Operation *op,
                                   ArrayRef<const RtValue *> operands,
                                   std::vector<RtValue> &results,
                                   KernelContext &context) {
  unsigned device =
      context.getReplicaId() * numPartitions + context.getPartitionId();
  if (context.getReplicaId() >= numReplicas ||
      context.getPartitionId() >= numPartitions)
    return op->emitError() << "replica " << context.getReplicaId()
                           << ", partition " << context.getPartitionId()
                           << " is not a device of the exchange";
  std::optional<GroupSpec> spec = getGroupSpec(op);
  if (!spec)
    return op->emitError() << "'" << op->getName()
                           << "' is no collective the interpreter exchanges";
  FailureOr<SmallVector<unsigned>> members =
      getParticipants(op, *spec, device, numReplicas, numPartitions);
  if (failed(members) || failed(checkGroupSize(op, members->size())))
    return failure();
  unsigned rank = llvm::find(*members, device) - members->begin();

  std::vector<RtValue> own;
  for (const RtValue *operand : operands)
    own.push_back(*operand);
  // Alone in its group: nothing to wait for.
  if (members->size() == 1) {
    std::vector<std::vector<RtValue>> alone{std::move(own)};
    return compute(op, *spec, Meeting{alone, 0}, results, context);
  }

  std::unique_lock<std::mutex> lock(mutex);
  if (aborted) {
    abortedDevices[device] = true;
    lock.unlock();
    return op->emitError("the run stopped because another device failed");
  }
  uint64_t occurrence = occurrences[device][op]++;
  auto key = std::make_tuple(op, occurrence, members->front());
  std::shared_ptr<Instance> &slot = open[key];
  if (!slot) {
    slot = std::make_shared<Instance>();
    slot->op = op;
    slot->key = key;
    slot->devices = *members;
    slot->operands.resize(members->size());
    slot->arrived.resize(members->size(), false);
  }
  std::shared_ptr<Instance> instance = slot;
  instance->operands[rank] = std::move(own);
  instance->arrived[rank] = true;
  if (++instance->numArrived == instance->devices.size()) {
    instance->complete = true;
    open.erase(key);
    for (unsigned member : instance->devices)
      if (states[member] == State::Waiting) {
        states[member] = State::Running;
        waitingAt[member].reset();
      }
    changed.notify_all();
  } else {
    states[device] = State::Waiting;
    waitingAt[device] = instance;
    failStuckLocked();
    auto deadline = std::chrono::steady_clock::now() + timeout;
    while (!instance->complete && !instance->failed && !aborted) {
      if (changed.wait_until(lock, deadline) != std::cv_status::timeout ||
          instance->complete || instance->failed || aborted)
        continue;
      std::string message = "timed out after " +
                            std::to_string(timeout.count()) +
                            " ms waiting for ";
      bool first = true;
      for (auto [index, member] : llvm::enumerate(instance->devices))
        if (!instance->arrived[index]) {
          message += (first ? "" : ", ") + describeDevice(member);
          first = false;
        }
      failLocked(*instance, message + " to reach this collective");
    }
    if (!instance->complete) {
      states[device] = State::Running;
      waitingAt[device].reset();
      bool secondary = !instance->failed;
      abortedDevices[device] = secondary;
      std::string message = instance->message;
      lock.unlock();
      if (secondary)
        return op->emitError("the run stopped because another device failed");
      return op->emitError() << message;
    }
  }
  lock.unlock();
  return compute(op, *spec, Meeting{instance->operands, rank}, results,
                 context);
}
