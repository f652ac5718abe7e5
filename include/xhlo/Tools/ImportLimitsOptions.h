//===- ImportLimitsOptions.h - The importers' limits as flags ---*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The command-line flags that set the HLO importers' limits
// (HloImportLimits): --max-import-depth and --max-import-instructions. One
// table for every tool that imports HLO (xhlo-translate, xhlo-run,
// xhlo-server), so the names, defaults, ranges and help text agree.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_TOOLS_IMPORTLIMITSOPTIONS_H
#define XHLO_TOOLS_IMPORTLIMITSOPTIONS_H

#include "llvm/Support/CommandLine.h"

namespace xhlo {

/// Registers the import-limit flags (once; later calls do nothing) in
/// `category` when given. Parsing them sets getDefaultHloImportLimits(), the
/// limits every import of the process uses; a value that is not a whole
/// number in the flag's range is a command-line error (exit 1) naming the
/// range. Call before llvm::cl::ParseCommandLineOptions.
void registerImportLimitsOptions(llvm::cl::OptionCategory *category = nullptr);

} // namespace xhlo

#endif // XHLO_TOOLS_IMPORTLIMITSOPTIONS_H
