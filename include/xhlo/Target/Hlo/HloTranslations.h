//===- HloTranslations.h - HLO text and proto translations ------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the registration of xhlo's translations between the hlo
// dialect and XLA's formats (xhlo-translate flags), and the whole-buffer
// entry points they use, for embedders that want the same behaviour.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_TARGET_HLO_HLOTRANSLATIONS_H
#define XHLO_TARGET_HLO_HLOTRANSLATIONS_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/SourceMgr.h"

#include <functional>

namespace xhlo {

/// Registers --mlir-to-hlo-text, --mlir-to-hlo-proto, --mlir-to-hlo-proto-text,
/// --mlir-to-xrt-computation, --mlir-to-hlo-dot, --hlo-stats (the exported
/// module's instruction counts per opcode), --hlo-text-to-mlir and
/// --hlo-proto-to-mlir, --mlir-to-hlo-proto-with-config(-text) and
/// --hlo-proto-with-config-to-mlir (and the export options --target and
/// --hlo-no-dense-layout-format, --hlo-entry) with MLIR's translation
/// registry. The export translations parse func and hlo, and the dialects
/// `exportDialects` adds (so that a module holding host code next to its
/// device computations can be read, and one computation exported with
/// --hlo-entry). Returns how many translations it registered.
unsigned registerHloTranslations(
    std::function<void(mlir::DialectRegistry &)> exportDialects = {});

/// The names of the translations registerHloTranslations() registers (the
/// xhlo-translate flags without their dashes).
llvm::ArrayRef<llvm::StringRef> getHloTranslationNames();

/// Reads HLO text (the main buffer of `sourceMgr`) into an hlo module;
/// diagnostics point at line:col of the text.
mlir::OwningOpRef<mlir::ModuleOp> importHloText(llvm::SourceMgr &sourceMgr,
                                                mlir::MLIRContext *context);

/// Reads an HloModuleProto, binary or text format (detected from the
/// content), into an hlo module.
mlir::OwningOpRef<mlir::ModuleOp> importHloProto(llvm::SourceMgr &sourceMgr,
                                                 mlir::MLIRContext *context);

/// Reads an HloModuleProtoWithConfig, binary or text format, into an hlo
/// module with its configuration's counts as module attributes
/// (HloModuleConfig.h).
mlir::OwningOpRef<mlir::ModuleOp>
importHloProtoWithConfig(llvm::SourceMgr &sourceMgr,
                         mlir::MLIRContext *context);

} // namespace xhlo

#endif // XHLO_TARGET_HLO_HLOTRANSLATIONS_H
