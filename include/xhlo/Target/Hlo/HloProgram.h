//===- HloProgram.h - Loading a program in any input format ----*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares how tools load a program without being told its format:
// hlo MLIR (or any MLIR the context's dialects parse), HLO text as XLA prints
// it, or an HloModuleProto in the binary or text format, chosen by content.
// xhlo-run reads its input this way.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_TARGET_HLO_HLOPROGRAM_H
#define XHLO_TARGET_HLO_HLOPROGRAM_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SourceMgr.h"

namespace xhlo {

/// The formats a program can come in.
enum class HloProgramFormat { Mlir, HloText, HloProto };

/// Chooses the format from the content: HLO text starts (after `//` and
/// `/* */` comments) with `HloModule` or `ENTRY `; a text proto with a
/// module field (`name:`, `computations`, `entry_computation`,
/// `host_program_shape`, `id:`); a binary proto has an unprintable byte in
/// its first 256; everything else is MLIR.
HloProgramFormat detectHloProgramFormat(llvm::StringRef buffer);

/// Loads the main buffer of `sourceMgr` into a module of `context`, in the
/// format detectHloProgramFormat chooses (stored into `*format` when
/// given). Errors are diagnostics on `context`, located in the buffer: at
/// line:col for MLIR and HLO text, at the file for a proto. Returns null on
/// failure. MLIR input may hold any op the context can parse; HLO
/// text and protos give func and hlo ops only.
mlir::OwningOpRef<mlir::ModuleOp>
loadHloProgram(llvm::SourceMgr &sourceMgr, mlir::MLIRContext *context,
               HloProgramFormat *format = nullptr);

} // namespace xhlo

#endif // XHLO_TARGET_HLO_HLOPROGRAM_H
