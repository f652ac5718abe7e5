//===- HloImport.h - HloModuleProto to the hlo dialect ----------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the importer from XLA's HloModuleProto into the hlo
// dialect. HLO text is imported by first reading it into a proto
// (HloTextToProto.h), which keeps the text's line:col for diagnostics.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_TARGET_HLO_HLOIMPORT_H
#define XHLO_TARGET_HLO_HLOIMPORT_H

#include "xhlo/hlo.pb.h"
#include "xhlo/xla.pb.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace xhlo {

/// Gives the location of an instruction (by computation id and instruction
/// id), e.g. its line and column in the HLO text it was read from.
using HloInstructionLocator = llvm::function_ref<mlir::Location(
    int64_t computationId, int64_t instructionId)>;

/// Bounds on what a module becomes once its called computations are inlined
/// (each use of a while body, condition, branch, fusion or reducer is a copy
/// of it in a region). Both are computed from the call graph before anything
/// is built, so a small proto that would expand exponentially is refused
/// at once, with an error at the instruction of the entry (or called
/// function) that reaches the limit.
struct HloImportLimits {
  /// Regions nested inside one function: a while body running a while
  /// whose body runs a while ... is this many levels deep. XLA's own
  /// modules nest at most 4 (../shared/corpus/xla-hlo); the importer, the
  /// verifier and the interpreter recurse once per level.
  int64_t maxNestingDepth = 256;
  /// Instructions of the whole module once inlined (2^20), a tuple-shaped
  /// one counting once more per element (it may be taken apart).
  int64_t maxInlinedInstructions = int64_t(1) << 20;
};

/// The limits importHloModule applies when its caller gives none (the HLO
/// text and proto translations, loadHloProgram, the device service): the
/// defaults above unless a tool's --max-import-depth/--max-import-instructions
/// (xhlo/Tools/ImportLimitsOptions.h) changed them while parsing its command
/// line. Set it only at startup, before any import runs on another thread.
const HloImportLimits &getDefaultHloImportLimits();
void setDefaultHloImportLimits(const HloImportLimits &limits);

/// Imports `proto` into a new builtin.module of func.func computations in
/// the hlo dialect (the hlo dialect is loaded into `context`). Computations
/// called by reference become regions; tuples produced only to be taken
/// apart become several values. Checks every id (operands, called
/// computations, root, entry) and every shape, emitting a diagnostic at the
/// offending instruction; returns null on any error, including a module
/// beyond `limits`. The proto may come from anyone: give it a context
/// without multithreading (MLIRContext::Threading::DISABLED), whose verifier
/// recursion is bounded by the nesting depth (the parallel verifier's waits
/// run other tasks inline and recurse once per op with regions).
///
/// `config`, when given (HloModuleProtoWithConfig's, or the HLO text
/// header's), is applied first as importHloModuleConfig does, so that what
/// depends on the counts is read and checked on import: an all-to-all with a
/// split dimension and empty replica_groups splits into as many blocks as
/// the module has replicas (partitions with a channel_id), as XLA's
/// GetSubgroupSize; shardings' devices are checked against num_partitions.
mlir::OwningOpRef<mlir::ModuleOp>
importHloModule(const xla::HloModuleProto &proto, mlir::MLIRContext *context,
                mlir::Location moduleLoc,
                HloInstructionLocator locator = nullptr,
                const HloImportLimits &limits = getDefaultHloImportLimits(),
                const xla::HloModuleConfigProto *config = nullptr);

/// Sets the module attributes of `config`'s counts (HloModuleConfig.h:
/// `hlo.replica_count`, `hlo.num_partitions`, i64) on `module`, skipping
/// those that are 0 (unset) or 1. A count below 0 or above
/// kMaxHloModuleConfigCount is an error at `loc`.
mlir::LogicalResult
importHloModuleConfig(const xla::HloModuleConfigProto &config,
                      mlir::ModuleOp module, mlir::Location loc);

} // namespace xhlo

#endif // XHLO_TARGET_HLO_HLOIMPORT_H
