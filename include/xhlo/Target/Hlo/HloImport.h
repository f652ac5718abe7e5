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

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace xhlo {

/// Gives the location of an instruction (by computation id and instruction
/// id), e.g. its line and column in the HLO text it was read from.
using HloInstructionLocator = llvm::function_ref<mlir::Location(
    int64_t computationId, int64_t instructionId)>;

/// Imports `proto` into a new builtin.module of func.func computations in
/// the hlo dialect (the hlo dialect is loaded into `context`). Computations
/// called by reference become regions; tuples produced only to be taken
/// apart become several values. Checks every id (operands, called
/// computations, root, entry) and every shape, emitting a diagnostic at the
/// offending instruction; returns null on any error.
mlir::OwningOpRef<mlir::ModuleOp>
importHloModule(const xla::HloModuleProto &proto, mlir::MLIRContext *context,
                mlir::Location moduleLoc,
                HloInstructionLocator locator = nullptr);

} // namespace xhlo

#endif // XHLO_TARGET_HLO_HLOIMPORT_H
