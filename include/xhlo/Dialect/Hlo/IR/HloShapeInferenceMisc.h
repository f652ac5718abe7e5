//===- HloShapeInferenceMisc.h - Misc shape functions --------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the shape functions of the misc op family (see
// HloShapeInference.h for the conventions they follow): rng,
// rng-bit-generator, rng-get-and-update-state, tokens, feeds, send/recv,
// domain, custom-call, replica/partition ids and the collectives.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCEMISC_H
#define XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCEMISC_H

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"

#include "mlir/IR/Location.h"
#include "mlir/IR/TypeRange.h"
#include "mlir/IR/Types.h"
#include "mlir/IR/Value.h"
#include "mlir/Support/LLVM.h"

#include <optional>

namespace xhlo::hlo {

//===----------------------------------------------------------------------===//
// Random numbers
//===----------------------------------------------------------------------===//

/// rng: `a` and `b` scalars of one element type, which is the result's;
/// UNIFORM takes pred, integral or floating point, NORMAL floating point.
mlir::LogicalResult verifyRngOp(RngDistribution distribution, mlir::Type a,
                                mlir::Type b, mlir::Type result,
                                std::optional<mlir::Location> loc);

/// rng-bit-generator: a u64 vector state (2 words for THREE_FRY, 2 or 3 for
/// PHILOX and DEFAULT), an output state of the same type, and an integral
/// output array.
mlir::LogicalResult verifyRngBitGeneratorOp(RngAlgorithm algorithm,
                                            mlir::Type initialState,
                                            mlir::Type outputState,
                                            mlir::Type output,
                                            std::optional<mlir::Location> loc);

/// rng-get-and-update-state: the result is `tensor<2xui64>`.
mlir::LogicalResult
inferRngGetAndUpdateStateOp(mlir::MLIRContext *context,
                            llvm::SmallVectorImpl<mlir::Type> &results);

//===----------------------------------------------------------------------===//
// Tokens
//===----------------------------------------------------------------------===//

/// after-all: every operand is a token; the result is a token.
mlir::LogicalResult inferAfterAllOp(mlir::MLIRContext *context,
                                    mlir::TypeRange inputs,
                                    std::optional<mlir::Location> loc,
                                    llvm::SmallVectorImpl<mlir::Type> &results);

/// add-dependency: `token` is a token; the result has the operand's type.
mlir::LogicalResult
inferAddDependencyOp(mlir::Type operand, mlir::Type token,
                     std::optional<mlir::Location> loc,
                     llvm::SmallVectorImpl<mlir::Type> &results);

//===----------------------------------------------------------------------===//
// Send and recv
//===----------------------------------------------------------------------===//

/// send: `data` is an array or a tuple of arrays; the result is the context
/// tuple (data, u32[], token[]).
mlir::LogicalResult inferSendOp(mlir::Type data,
                                std::optional<mlir::Location> loc,
                                llvm::SmallVectorImpl<mlir::Type> &results);

/// send-done: `context` is a context tuple (data, u32[], token[]) whose data
/// is an array or a tuple of arrays.
mlir::LogicalResult verifySendDoneOp(mlir::Type context,
                                     std::optional<mlir::Location> loc);

/// recv: the result `context` is a context tuple (data, u32[], token[])
/// whose data is an array or a tuple of arrays.
mlir::LogicalResult verifyRecvOp(mlir::Type context,
                                 std::optional<mlir::Location> loc);

/// recv-done: `context` is a recv context tuple; the results are its data
/// and a token.
mlir::LogicalResult inferRecvDoneOp(mlir::Type context,
                                    std::optional<mlir::Location> loc,
                                    llvm::SmallVectorImpl<mlir::Type> &results);

/// send-done / recv-done (`doneOpcode`) whose operand comes from its start
/// `startOpcode`: both name the same channel and agree on
/// `is_host_transfer`.
mlir::LogicalResult
verifySendRecvDonePair(llvm::StringRef doneOpcode, llvm::StringRef startOpcode,
                       int64_t startChannelId, bool startIsHostTransfer,
                       int64_t doneChannelId, bool doneIsHostTransfer,
                       std::optional<mlir::Location> loc);

//===----------------------------------------------------------------------===//
// domain
//===----------------------------------------------------------------------===//

/// domain: `kind` is "sharding" (the only kind an HLO module carries); the
/// result has the operand's type.
mlir::LogicalResult inferDomainOp(mlir::Type operand, llvm::StringRef kind,
                                  std::optional<mlir::Location> loc,
                                  llvm::SmallVectorImpl<mlir::Type> &results);

//===----------------------------------------------------------------------===//
// custom-call
//===----------------------------------------------------------------------===//

/// custom-call: a non-empty target name.
mlir::LogicalResult verifyCustomCallOp(llvm::StringRef target,
                                       std::optional<mlir::Location> loc);

//===----------------------------------------------------------------------===//
// Replica and partition ids
//===----------------------------------------------------------------------===//

/// replica-id, partition-id: the result is `tensor<ui32>`.
mlir::LogicalResult
inferReplicaOrPartitionIdOp(mlir::MLIRContext *context,
                            llvm::SmallVectorImpl<mlir::Type> &results);

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

/// XLA's replica group checks for the collective `opcode` (`all-reduce`,
/// ...): a valid mode (`use_global_device_ids` needs a channel id, and then
/// groups), no empty group, the ids of all groups are exactly [0, n), and,
/// when `uniformSize`, all groups have one size. `useGlobalDeviceIds` is
/// std::nullopt for opcodes that do not have the attribute.
mlir::LogicalResult
verifyReplicaGroups(llvm::StringRef opcode, ReplicaGroupsAttr groups,
                    bool hasChannelId, std::optional<bool> useGlobalDeviceIds,
                    bool uniformSize, std::optional<mlir::Location> loc);

/// The number of participants per group when the groups determine it (the
/// groups are given and the participants are replicas without partitions,
/// partitions, or global device ids); std::nullopt when it depends on the
/// replica or partition count, which the module does not state.
std::optional<int64_t>
getCollectiveGroupSize(ReplicaGroupsAttr groups, bool hasChannelId,
                       std::optional<bool> useGlobalDeviceIds);

/// The reducer of all-reduce / reduce-scatter (`opcode`): parameters
/// `argTypes` and results `returnTypes` of the region, which must be
/// (T[], T[]) -> T[] with T the element type of every operand.
mlir::LogicalResult verifyCollectiveReducer(llvm::StringRef opcode,
                                            mlir::TypeRange operands,
                                            mlir::TypeRange argTypes,
                                            mlir::TypeRange returnTypes,
                                            std::optional<mlir::Location> loc);

/// all-reduce (and all-reduce-start, `opcode`): valid replica groups (of any
/// sizes), at least one operand; the results have the operands' types.
mlir::LogicalResult
inferAllReduceOp(llvm::StringRef opcode, mlir::TypeRange operands,
                 ReplicaGroupsAttr groups, bool hasChannelId,
                 bool useGlobalDeviceIds, std::optional<mlir::Location> loc,
                 llvm::SmallVectorImpl<mlir::Type> &results);

/// all-gather (and all-gather-start, `opcode`): valid uniform groups, one
/// result per operand, the dimension in range, each result the operand with the
/// gathered dimension times one shard count (the group size when known).
mlir::LogicalResult
verifyAllGatherOp(llvm::StringRef opcode, mlir::TypeRange operands,
                  mlir::TypeRange results, int64_t allGatherDimension,
                  ReplicaGroupsAttr groups, bool hasChannelId,
                  bool useGlobalDeviceIds, std::optional<mlir::Location> loc);

/// reduce-scatter: valid uniform groups, one result per operand, the
/// dimension in range, each result the operand with the scatter dimension
/// divided by one shard count (the group size when known), which divides it.
mlir::LogicalResult
verifyReduceScatterOp(mlir::TypeRange operands, mlir::TypeRange results,
                      int64_t scatterDimension, ReplicaGroupsAttr groups,
                      bool hasChannelId, bool useGlobalDeviceIds,
                      std::optional<mlir::Location> loc);

/// all-to-all: valid uniform groups. Array form (all three of
/// `splitDimension`, `concatDimension`, `splitCount`): one operand, the
/// dimensions in range, `splitCount` positive, equal to the group size when
/// known and dividing the split dimension. Tuple form (none of them):
/// operands of one type, as many as the group size when known. Infers the
/// results.
mlir::LogicalResult inferAllToAllOp(mlir::TypeRange operands,
                                    ReplicaGroupsAttr groups,
                                    std::optional<int64_t> splitDimension,
                                    std::optional<int64_t> concatDimension,
                                    std::optional<int64_t> splitCount,
                                    bool hasChannelId,
                                    std::optional<mlir::Location> loc,
                                    llvm::SmallVectorImpl<mlir::Type> &results);

/// ragged-all-to-all: valid uniform groups; six array operands (input,
/// output, input_offsets, send_sizes, output_offsets, recv_sizes); input and
/// output of one element type and rank (at least 1), equal beyond dimension
/// 0; the four offsets and sizes of one integral shape of rank 1 or 2. The
/// result has the output's type.
mlir::LogicalResult
inferRaggedAllToAllOp(mlir::TypeRange operands, ReplicaGroupsAttr groups,
                      bool hasChannelId, std::optional<mlir::Location> loc,
                      llvm::SmallVectorImpl<mlir::Type> &results);

/// collective-permute (and collective-permute-start, `opcode`): flattened
/// (source, target) pairs: an even count, non-negative ids, no repeated source
/// and no repeated target; the result has the operand's type.
mlir::LogicalResult
inferCollectivePermuteOp(llvm::StringRef opcode, mlir::Type operand,
                         llvm::ArrayRef<int64_t> sourceTargetPairs,
                         std::optional<mlir::Location> loc,
                         llvm::SmallVectorImpl<mlir::Type> &results);

/// collective-broadcast: at least one operand; the results have the
/// operands' types.
mlir::LogicalResult
inferCollectiveBroadcastOp(mlir::TypeRange operands,
                           std::optional<mlir::Location> loc,
                           llvm::SmallVectorImpl<mlir::Type> &results);

} // namespace xhlo::hlo

#endif // XHLO_DIALECT_HLO_IR_HLOSHAPEINFERENCEMISC_H
