//===- HloShapeInferenceMisc.cpp - Misc shape functions -------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the shape functions of the Misc op family, after
// XLA's ShapeInference and the checks of HloVerifier (HandleRng,
// HandleRngGetAndUpdateState, HandleSend/Recv(Done), CheckReplicaGroups,
// HandleAllGather, HandleReduceScatter, HandleAllToAll,
// HandleRaggedAllToAll, CheckDuplicatedSourceOrTarget, ...).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceMisc.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace xhlo::hlo;

/// `(f32[], f32[]) -> f32[]`: a region signature in XLA's spelling.
static std::string signatureString(TypeRange args, TypeRange results) {
  std::string text = "(";
  llvm::raw_string_ostream os(text);
  llvm::interleave(args, os, [&](Type t) { os << getXlaShapeString(t); }, ", ");
  os << ") -> ";
  if (results.size() == 1) {
    os << getXlaShapeString(results.front());
    return text;
  }
  os << "(";
  llvm::interleave(
      results, os, [&](Type t) { os << getXlaShapeString(t); }, ", ");
  os << ")";
  return text;
}

/// `[[0, 1], [2, 3]]`: replica groups as written in the op's assembly.
static std::string groupsString(ReplicaGroupsAttr groups) {
  std::string text = "[";
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(groups.getGroups(), os, [&](ArrayRef<int64_t> group) {
    os << "[";
    llvm::interleaveComma(group, os);
    os << "]";
  });
  os << "]";
  return text;
}

static RankedTensorType withDim(RankedTensorType type, int64_t dim,
                                int64_t size) {
  SmallVector<int64_t> shape(type.getShape());
  shape[dim] = size;
  return type.clone(shape);
}

//===----------------------------------------------------------------------===//
// Random numbers
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::verifyRngOp(RngDistribution distribution, Type a,
                                     Type b, Type result,
                                     std::optional<Location> loc) {
  for (auto [name, param] : {std::pair<StringRef, Type>{"a", a}, {"b", b}}) {
    auto tensor = dyn_cast<RankedTensorType>(param);
    if (!tensor || tensor.getRank() != 0)
      return emitOptionalError(loc, "rng parameter ", name, " ",
                               getXlaShapeString(param), " must be a scalar");
  }
  Type element = getElementTypeOrSelf(a);
  if (getElementTypeOrSelf(b) != element)
    return emitOptionalError(loc, "rng parameters a ", getXlaShapeString(a),
                             " and b ", getXlaShapeString(b),
                             " must have the same element type");
  if (getElementTypeOrSelf(result) != element)
    return emitOptionalError(loc, "rng result ", getXlaShapeString(result),
                             " must have the element type of its parameters, ",
                             getXlaTypeName(element));
  switch (distribution) {
  case RngDistribution::UNIFORM:
    if (!isPredType(element) && !isIntegralType(element) &&
        !isFloatType(element))
      return emitOptionalError(
          loc,
          "rng UNIFORM needs pred, integral or floating point "
          "parameters, got ",
          getXlaTypeName(element));
    break;
  case RngDistribution::NORMAL:
    if (!isFloatType(element))
      return emitOptionalError(
          loc, "rng NORMAL needs floating point parameters, got ",
          getXlaTypeName(element));
    break;
  }
  return success();
}

LogicalResult xhlo::hlo::verifyRngBitGeneratorOp(RngAlgorithm algorithm,
                                                 Type initialState,
                                                 Type outputState, Type output,
                                                 std::optional<Location> loc) {
  auto state = dyn_cast<RankedTensorType>(initialState);
  if (!state || state.getRank() != 1 ||
      !state.getElementType().isUnsignedInteger(64))
    return emitOptionalError(loc,
                             "rng-bit-generator state must be a u64 "
                             "vector, got ",
                             getXlaShapeString(initialState));
  int64_t words = state.getDimSize(0);
  if (algorithm == RngAlgorithm::THREE_FRY && words != 2)
    return emitOptionalError(loc,
                             "rng-bit-generator THREE_FRY state must "
                             "have 2 words, got ",
                             getXlaShapeString(initialState));
  if (algorithm != RngAlgorithm::THREE_FRY && words != 2 && words != 3)
    return emitOptionalError(
        loc, "rng-bit-generator ", stringifyRngAlgorithm(algorithm),
        " state must have 2 or 3 words, got ", getXlaShapeString(initialState));
  if (outputState != initialState)
    return emitOptionalError(loc, "rng-bit-generator output state ",
                             getXlaShapeString(outputState),
                             " must have the initial state's type ",
                             getXlaShapeString(initialState));
  if (!isIntegralType(getElementTypeOrSelf(output)))
    return emitOptionalError(loc, "rng-bit-generator output ",
                             getXlaShapeString(output),
                             " must have an integral element type");
  return success();
}

LogicalResult
xhlo::hlo::inferRngGetAndUpdateStateOp(MLIRContext *context,
                                       SmallVectorImpl<Type> &results) {
  results.push_back(RankedTensorType::get(
      {2}, IntegerType::get(context, 64, IntegerType::Unsigned)));
  return success();
}

//===----------------------------------------------------------------------===//
// Tokens
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferAfterAllOp(MLIRContext *context, TypeRange inputs,
                                         std::optional<Location> loc,
                                         SmallVectorImpl<Type> &results) {
  for (auto [index, input] : llvm::enumerate(inputs))
    if (!isa<TokenType>(input))
      return emitOptionalError(loc, "operand ", index, " of after-all is ",
                               getXlaShapeString(input), ", not a token");
  results.push_back(TokenType::get(context));
  return success();
}

LogicalResult xhlo::hlo::inferAddDependencyOp(Type operand, Type token,
                                              std::optional<Location> loc,
                                              SmallVectorImpl<Type> &results) {
  if (!isa<TokenType>(token))
    return emitOptionalError(loc, "add-dependency needs a token, got ",
                             getXlaShapeString(token));
  results.push_back(operand);
  return success();
}

//===----------------------------------------------------------------------===//
// Send and recv
//===----------------------------------------------------------------------===//

/// Whether `type` is an array or a (nested) tuple of arrays: what send and
/// recv transfer.
static bool isTransferValue(Type type) {
  if (isa<RankedTensorType>(type))
    return true;
  auto tuple = dyn_cast<TupleType>(type);
  return tuple && llvm::all_of(tuple.getTypes(), isTransferValue);
}

/// The context tuple of a transfer of `data`: (data, u32[], token[]).
static TupleType getContextType(Type data) {
  MLIRContext *context = data.getContext();
  Type types[] = {data,
                  RankedTensorType::get(
                      {}, IntegerType::get(context, 32, IntegerType::Unsigned)),
                  TokenType::get(context)};
  return TupleType::get(context, types);
}

/// Checks that `context`, the `what` of `opcode`, is a context tuple
/// (data, u32[], token[]).
static LogicalResult verifyContext(StringRef opcode, StringRef what,
                                   Type context, std::optional<Location> loc) {
  auto tuple = dyn_cast<TupleType>(context);
  if (!tuple || tuple.size() != 3 || !isTransferValue(tuple.getType(0)) ||
      tuple != getContextType(tuple.getType(0)))
    return emitOptionalError(loc, opcode, " ", what,
                             " must be a context tuple (data, u32[], "
                             "token[]) with array or tuple data, got ",
                             getXlaShapeString(context));
  return success();
}

LogicalResult xhlo::hlo::inferSendOp(Type data, std::optional<Location> loc,
                                     SmallVectorImpl<Type> &results) {
  if (!isTransferValue(data))
    return emitOptionalError(loc,
                             "send data must be an array or a tuple of "
                             "arrays, got ",
                             getXlaShapeString(data));
  results.push_back(getContextType(data));
  return success();
}

LogicalResult xhlo::hlo::verifySendDoneOp(Type context,
                                          std::optional<Location> loc) {
  return verifyContext("send-done", "operand", context, loc);
}

LogicalResult xhlo::hlo::verifyRecvOp(Type context,
                                      std::optional<Location> loc) {
  return verifyContext("recv", "result", context, loc);
}

LogicalResult xhlo::hlo::inferRecvDoneOp(Type context,
                                         std::optional<Location> loc,
                                         SmallVectorImpl<Type> &results) {
  if (failed(verifyContext("recv-done", "operand", context, loc)))
    return failure();
  auto tuple = cast<TupleType>(context);
  results.push_back(tuple.getType(0));
  results.push_back(tuple.getType(2));
  return success();
}

LogicalResult xhlo::hlo::verifySendRecvDonePair(
    StringRef doneOpcode, StringRef startOpcode, int64_t startChannelId,
    bool startIsHostTransfer, int64_t doneChannelId, bool doneIsHostTransfer,
    std::optional<Location> loc) {
  if (startChannelId != doneChannelId)
    return emitOptionalError(loc, doneOpcode, " channel_id ", doneChannelId,
                             " differs from the channel_id ", startChannelId,
                             " of its ", startOpcode);
  if (startIsHostTransfer != doneIsHostTransfer)
    return emitOptionalError(loc, doneOpcode, " is_host_transfer=",
                             doneIsHostTransfer ? "true" : "false",
                             " differs from that of its ", startOpcode, " (",
                             startIsHostTransfer ? "true" : "false", ")");
  return success();
}

//===----------------------------------------------------------------------===//
// domain
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferDomainOp(Type operand, StringRef kind,
                                       std::optional<Location> loc,
                                       SmallVectorImpl<Type> &results) {
  if (kind != "sharding")
    return emitOptionalError(loc, "domain kind \"", kind,
                             "\" is not supported: HLO modules carry only "
                             "\"sharding\" domains");
  results.push_back(operand);
  return success();
}

//===----------------------------------------------------------------------===//
// custom-call
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::verifyCustomCallOp(StringRef target,
                                            std::optional<Location> loc) {
  if (target.empty())
    return emitOptionalError(loc, "custom-call target must not be empty");
  return success();
}

//===----------------------------------------------------------------------===//
// Replica and partition ids
//===----------------------------------------------------------------------===//

LogicalResult
xhlo::hlo::inferReplicaOrPartitionIdOp(MLIRContext *context,
                                       SmallVectorImpl<Type> &results) {
  results.push_back(RankedTensorType::get(
      {}, IntegerType::get(context, 32, IntegerType::Unsigned)));
  return success();
}

//===----------------------------------------------------------------------===//
// Collectives: replica groups and reducers
//===----------------------------------------------------------------------===//

LogicalResult
xhlo::hlo::verifyReplicaGroups(StringRef opcode, ReplicaGroupsAttr groups,
                               bool hasChannelId,
                               std::optional<bool> useGlobalDeviceIds,
                               bool uniformSize, std::optional<Location> loc) {
  bool useGlobal = useGlobalDeviceIds.value_or(false);
  if (useGlobal && !hasChannelId)
    return emitOptionalError(loc, opcode,
                             " with use_global_device_ids needs a channel_id");
  SmallVector<ArrayRef<int64_t>> list = groups.getGroups();
  if (list.empty()) {
    if (useGlobal)
      return emitOptionalError(loc, opcode,
                               " with use_global_device_ids needs replica "
                               "groups");
    return success();
  }
  // The ids, sorted: the groups name 0..n-1, each once. (Not a DenseSet:
  // its empty and tombstone keys are ids too, INT64_MAX and INT64_MIN.)
  SmallVector<int64_t> ids;
  for (auto [index, group] : llvm::enumerate(list)) {
    if (group.empty())
      return emitOptionalError(loc, "replica group ", index, " of ", opcode,
                               " ", groupsString(groups), " is empty");
    for (int64_t id : group) {
      if (id < 0)
        return emitOptionalError(loc, "replica ", id,
                                 " is negative in the replica groups ",
                                 groupsString(groups), " of ", opcode);
      ids.push_back(id);
    }
  }
  llvm::sort(ids);
  for (size_t i = 1; i < ids.size(); ++i)
    if (ids[i] == ids[i - 1])
      return emitOptionalError(loc, "replica ", ids[i],
                               " is repeated in the "
                               "replica groups ",
                               groupsString(groups), " of ", opcode);
  for (size_t i = 0; i < ids.size(); ++i)
    if (ids[i] != static_cast<int64_t>(i))
      return emitOptionalError(loc, "replica ", i,
                               " is not named in the replica groups ",
                               groupsString(groups), " of ", opcode);
  if (uniformSize)
    for (ArrayRef<int64_t> group : list)
      if (group.size() != list.front().size())
        return emitOptionalError(loc, "replica groups ", groupsString(groups),
                                 " of ", opcode, " must all have one size");
  return success();
}

std::optional<int64_t>
xhlo::hlo::getCollectiveGroupSize(ReplicaGroupsAttr groups, bool hasChannelId,
                                  std::optional<bool> useGlobalDeviceIds) {
  SmallVector<ArrayRef<int64_t>> list = groups.getGroups();
  if (list.empty())
    return std::nullopt; // one group of all replicas (or partitions)
  // Replicas of every partition: the group size times the partition count.
  if (hasChannelId && useGlobalDeviceIds && !*useGlobalDeviceIds)
    return std::nullopt;
  return list.front().size();
}

LogicalResult xhlo::hlo::verifyCollectiveReducer(StringRef opcode,
                                                 TypeRange operands,
                                                 TypeRange argTypes,
                                                 TypeRange returnTypes,
                                                 std::optional<Location> loc) {
  auto scalar = argTypes.size() == 2 ? dyn_cast<RankedTensorType>(argTypes[0])
                                     : RankedTensorType();
  if (!scalar || scalar.getRank() != 0 || argTypes[1] != scalar ||
      returnTypes.size() != 1 || returnTypes[0] != scalar)
    return emitOptionalError(loc, opcode,
                             " reducer must have type (T[], T[]) -> T[], got ",
                             signatureString(argTypes, returnTypes));
  Type element = scalar.getElementType();
  for (auto [index, operand] : llvm::enumerate(operands))
    if (getElementTypeOrSelf(operand) != element)
      return emitOptionalError(loc, "operand ", index, " ",
                               getXlaShapeString(operand), " of ", opcode,
                               " does not have the reducer's element type ",
                               getXlaTypeName(element));
  return success();
}

//===----------------------------------------------------------------------===//
// all-reduce
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferAllReduceOp(StringRef opcode, TypeRange operands,
                                          ReplicaGroupsAttr groups,
                                          bool hasChannelId,
                                          bool useGlobalDeviceIds,
                                          std::optional<Location> loc,
                                          SmallVectorImpl<Type> &results) {
  if (failed(verifyReplicaGroups(opcode, groups, hasChannelId,
                                 useGlobalDeviceIds,
                                 /*uniformSize=*/false, loc)))
    return failure();
  if (operands.empty())
    return emitOptionalError(loc, opcode, " needs at least one operand");
  llvm::append_range(results, operands);
  return success();
}

//===----------------------------------------------------------------------===//
// all-gather and reduce-scatter
//===----------------------------------------------------------------------===//

/// Checks what all-gather and reduce-scatter share: groups, operand and
/// result counts, and, for every pair, the dimension's range and that the
/// result has the operand's rank and element type.
static LogicalResult verifyGatherOrScatterCommon(
    StringRef opcode, TypeRange operands, TypeRange results, int64_t dimension,
    ReplicaGroupsAttr groups, bool hasChannelId, bool useGlobalDeviceIds,
    std::optional<Location> loc) {
  if (failed(verifyReplicaGroups(opcode, groups, hasChannelId,
                                 useGlobalDeviceIds,
                                 /*uniformSize=*/true, loc)))
    return failure();
  if (operands.empty())
    return emitOptionalError(loc, opcode, " needs at least one operand");
  if (results.size() != operands.size())
    return emitOptionalError(loc, opcode, " has ", operands.size(),
                             " operands but ", results.size(), " results");
  for (auto [index, pair] : llvm::enumerate(llvm::zip(operands, results))) {
    auto operand = cast<RankedTensorType>(std::get<0>(pair));
    auto result = cast<RankedTensorType>(std::get<1>(pair));
    if (dimension < 0 || dimension >= operand.getRank())
      return emitOptionalError(loc, opcode, " dimension ", dimension,
                               " of operand ", index, " ",
                               getXlaShapeString(operand), " is out of range");
    if (result.getRank() != operand.getRank() ||
        result.getElementType() != operand.getElementType())
      return emitOptionalError(loc, opcode, " result ", index, " ",
                               getXlaShapeString(result),
                               " must have the rank and element type of "
                               "operand ",
                               getXlaShapeString(operand));
  }
  return success();
}

LogicalResult xhlo::hlo::verifyAllGatherOp(
    StringRef opcode, TypeRange operands, TypeRange results,
    int64_t allGatherDimension, ReplicaGroupsAttr groups, bool hasChannelId,
    bool useGlobalDeviceIds, std::optional<Location> loc) {
  if (failed(verifyGatherOrScatterCommon(
          opcode, operands, results, allGatherDimension, groups, hasChannelId,
          useGlobalDeviceIds, loc)))
    return failure();
  int64_t dim = allGatherDimension;
  std::optional<int64_t> shardCount =
      getCollectiveGroupSize(groups, hasChannelId, useGlobalDeviceIds);
  if (!shardCount) {
    // As XLA: the shard count is what the first result says.
    int64_t in = cast<RankedTensorType>(operands[0]).getDimSize(dim);
    int64_t out = cast<RankedTensorType>(results[0]).getDimSize(dim);
    if (in != 0) {
      if (out == 0 || out % in != 0)
        return emitOptionalError(
            loc, opcode, " dimension ", dim, " of result 0 ",
            getXlaShapeString(results[0]),
            " must be a positive multiple of the operand's ",
            getXlaShapeString(operands[0]));
      shardCount = out / in;
    }
  }
  for (auto [index, pair] : llvm::enumerate(llvm::zip(operands, results))) {
    auto operand = cast<RankedTensorType>(std::get<0>(pair));
    auto result = cast<RankedTensorType>(std::get<1>(pair));
    // Without a known shard count every gathered dimension is 0.
    int64_t shards = shardCount.value_or(1);
    RankedTensorType expected =
        withDim(operand, dim, operand.getDimSize(dim) * shards);
    if (result != expected)
      return emitOptionalError(
          loc, opcode, " result ", index, " ", getXlaShapeString(result),
          " must be ", getXlaShapeString(expected), ": operand ",
          getXlaShapeString(operand), " gathered along dimension ", dim,
          " from ", shards, " shards");
  }
  return success();
}

LogicalResult xhlo::hlo::verifyReduceScatterOp(
    TypeRange operands, TypeRange results, int64_t scatterDimension,
    ReplicaGroupsAttr groups, bool hasChannelId, bool useGlobalDeviceIds,
    std::optional<Location> loc) {
  if (failed(verifyGatherOrScatterCommon("reduce-scatter", operands, results,
                                         scatterDimension, groups, hasChannelId,
                                         useGlobalDeviceIds, loc)))
    return failure();
  int64_t dim = scatterDimension;
  std::optional<int64_t> shardCount =
      getCollectiveGroupSize(groups, hasChannelId, useGlobalDeviceIds);
  if (!shardCount) {
    // As XLA: the shard count is what the first result says.
    int64_t in = cast<RankedTensorType>(operands[0]).getDimSize(dim);
    int64_t out = cast<RankedTensorType>(results[0]).getDimSize(dim);
    if (out != 0)
      shardCount = (in + out - 1) / out;
    else if (in != 0)
      return emitOptionalError(loc, "reduce-scatter dimension ", dim,
                               " of result 0 ", getXlaShapeString(results[0]),
                               " is empty, but the operand's is not: ",
                               getXlaShapeString(operands[0]));
  }
  for (auto [index, pair] : llvm::enumerate(llvm::zip(operands, results))) {
    auto operand = cast<RankedTensorType>(std::get<0>(pair));
    auto result = cast<RankedTensorType>(std::get<1>(pair));
    int64_t shards = shardCount.value_or(1);
    if (shards == 0 || operand.getDimSize(dim) % shards != 0)
      return emitOptionalError(
          loc, "reduce-scatter operand ", index, " ",
          getXlaShapeString(operand), " scatter dimension size ",
          operand.getDimSize(dim), " must be divisible by the shard count ",
          shards);
    RankedTensorType expected =
        withDim(operand, dim, operand.getDimSize(dim) / shards);
    if (result != expected)
      return emitOptionalError(
          loc, "reduce-scatter result ", index, " ", getXlaShapeString(result),
          " must be ", getXlaShapeString(expected), ": operand ",
          getXlaShapeString(operand), " scattered along dimension ", dim,
          " over ", shards, " shards");
  }
  return success();
}

//===----------------------------------------------------------------------===//
// all-to-all
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferAllToAllOp(TypeRange operands,
                                         ReplicaGroupsAttr groups,
                                         std::optional<int64_t> splitDimension,
                                         std::optional<int64_t> concatDimension,
                                         std::optional<int64_t> splitCount,
                                         bool hasChannelId,
                                         std::optional<Location> loc,
                                         SmallVectorImpl<Type> &results) {
  if (failed(verifyReplicaGroups("all-to-all", groups, hasChannelId,
                                 /*useGlobalDeviceIds=*/std::nullopt,
                                 /*uniformSize=*/true, loc)))
    return failure();
  if (operands.empty())
    return emitOptionalError(loc, "all-to-all needs at least one operand");
  std::optional<int64_t> groupSize =
      getCollectiveGroupSize(groups, hasChannelId, std::nullopt);
  bool any = splitDimension || concatDimension || splitCount;
  bool all = splitDimension && concatDimension && splitCount;
  if (any && !all)
    return emitOptionalError(loc, "all-to-all needs all of split_dimension, "
                                  "concat_dimension and split_count, or none");
  if (!all) {
    // Tuple form: one operand per participant, all of one type.
    for (auto [index, operand] : llvm::enumerate(operands))
      if (operand != operands.front())
        return emitOptionalError(
            loc, "all-to-all operands must have one type: operand 0 is ",
            getXlaShapeString(operands.front()), ", operand ", index, " is ",
            getXlaShapeString(operand));
    if (groupSize && static_cast<int64_t>(operands.size()) != *groupSize)
      return emitOptionalError(loc,
                               "all-to-all without split_dimension takes "
                               "one operand per group member (",
                               *groupSize, "), got ", operands.size());
    llvm::append_range(results, operands);
    return success();
  }
  if (operands.size() != 1)
    return emitOptionalError(loc,
                             "all-to-all with split_dimension takes one "
                             "operand, got ",
                             operands.size());
  auto operand = cast<RankedTensorType>(operands.front());
  if (*splitCount <= 0)
    return emitOptionalError(loc,
                             "all-to-all split_count must be positive, "
                             "got ",
                             *splitCount);
  if (groupSize && *splitCount != *groupSize)
    return emitOptionalError(loc, "all-to-all split_count ", *splitCount,
                             " must equal the replica group size ", *groupSize);
  for (auto [name, dim] :
       {std::pair<StringRef, int64_t>{"split_dimension", *splitDimension},
        {"concat_dimension", *concatDimension}})
    if (dim < 0 || dim >= operand.getRank())
      return emitOptionalError(loc, "all-to-all ", name, " ", dim,
                               " is out of range for operand ",
                               getXlaShapeString(operand));
  int64_t splitSize = operand.getDimSize(*splitDimension);
  if (splitSize % *splitCount != 0)
    return emitOptionalError(loc, "all-to-all split dimension size ", splitSize,
                             " of operand ", getXlaShapeString(operand),
                             " must be divisible by split_count ", *splitCount);
  SmallVector<int64_t> shape(operand.getShape());
  shape[*splitDimension] /= *splitCount;
  shape[*concatDimension] *= *splitCount;
  results.push_back(operand.clone(shape));
  return success();
}

//===----------------------------------------------------------------------===//
// ragged-all-to-all
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferRaggedAllToAllOp(TypeRange operands,
                                               ReplicaGroupsAttr groups,
                                               bool hasChannelId,
                                               std::optional<Location> loc,
                                               SmallVectorImpl<Type> &results) {
  if (failed(verifyReplicaGroups("ragged-all-to-all", groups, hasChannelId,
                                 /*useGlobalDeviceIds=*/std::nullopt,
                                 /*uniformSize=*/true, loc)))
    return failure();
  static constexpr StringLiteral kNames[] = {"input",          "output",
                                             "input_offsets",  "send_sizes",
                                             "output_offsets", "recv_sizes"};
  if (operands.size() != std::size(kNames))
    return emitOptionalError(loc,
                             "ragged-all-to-all takes 6 operands (input, "
                             "output, input_offsets, send_sizes, "
                             "output_offsets, recv_sizes), got ",
                             operands.size());
  auto input = dyn_cast<RankedTensorType>(operands[0]);
  auto output = dyn_cast<RankedTensorType>(operands[1]);
  if (!input || !output)
    return emitOptionalError(loc, "ragged-all-to-all input ",
                             getXlaShapeString(operands[0]), " and output ",
                             getXlaShapeString(operands[1]), " must be arrays");
  if (input.getRank() == 0)
    return emitOptionalError(loc, "ragged-all-to-all input ",
                             getXlaShapeString(input),
                             " must have at least one dimension (the rows "
                             "that are exchanged)");
  if (input.getElementType() != output.getElementType() ||
      input.getRank() != output.getRank() ||
      input.getShape().drop_front() != output.getShape().drop_front())
    return emitOptionalError(loc, "ragged-all-to-all output ",
                             getXlaShapeString(output),
                             " must have the element type, rank and "
                             "dimensions beyond the first of input ",
                             getXlaShapeString(input));
  Type first = operands[2];
  for (unsigned i = 2; i < std::size(kNames); ++i) {
    auto type = dyn_cast<RankedTensorType>(operands[i]);
    if (!type || (type.getRank() != 1 && type.getRank() != 2) ||
        !isIntegralType(type.getElementType()))
      return emitOptionalError(loc, "ragged-all-to-all ", kNames[i], " ",
                               getXlaShapeString(operands[i]),
                               " must be an integral array of rank 1 or 2");
    if (operands[i] != first)
      return emitOptionalError(loc, "ragged-all-to-all ", kNames[i], " ",
                               getXlaShapeString(operands[i]),
                               " must have the shape of input_offsets ",
                               getXlaShapeString(first));
  }
  results.push_back(output);
  return success();
}

//===----------------------------------------------------------------------===//
// collective-permute and collective-broadcast
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferCollectivePermuteOp(
    StringRef opcode, Type operand, ArrayRef<int64_t> sourceTargetPairs,
    std::optional<Location> loc, SmallVectorImpl<Type> &results) {
  if (sourceTargetPairs.size() % 2 != 0)
    return emitOptionalError(loc, opcode,
                             " source_target_pairs "
                             "must hold (source, target) pairs, got ",
                             sourceTargetPairs.size(), " ids");
  // Sorted, not a DenseSet: its empty and tombstone keys (INT64_MAX and
  // INT64_MIN) are ids too.
  SmallVector<int64_t> sources, targets;
  for (size_t i = 0; i < sourceTargetPairs.size(); i += 2) {
    for (auto [name, id, list] :
         {std::tuple<StringRef, int64_t, SmallVector<int64_t> *>{
              "source", sourceTargetPairs[i], &sources},
          {"target", sourceTargetPairs[i + 1], &targets}}) {
      if (id < 0)
        return emitOptionalError(loc, opcode, " ", name, " ", id,
                                 " must be >= 0");
      list->push_back(id);
    }
  }
  for (auto [name, list] :
       {std::pair<StringRef, SmallVector<int64_t> *>{"source", &sources},
        {"target", &targets}}) {
    llvm::sort(*list);
    for (size_t i = 1; i < list->size(); ++i)
      if ((*list)[i] == (*list)[i - 1])
        return emitOptionalError(loc, opcode, " ", name, " ", (*list)[i],
                                 " appears more than once in the "
                                 "source-target pairs");
  }
  results.push_back(operand);
  return success();
}

LogicalResult
xhlo::hlo::inferCollectiveBroadcastOp(TypeRange operands,
                                      std::optional<Location> loc,
                                      SmallVectorImpl<Type> &results) {
  if (operands.empty())
    return emitOptionalError(loc,
                             "collective-broadcast needs at least one operand");
  llvm::append_range(results, operands);
  return success();
}
