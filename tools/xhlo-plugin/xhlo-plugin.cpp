//===- xhlo-plugin.cpp - xhlo as a plugin of upstream tools ---------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the entry points of XhloPlugin.so, which an MLIR 19
// tool built with plugin support (Debian's /usr/lib/llvm-19/bin/mlir-opt)
// loads with `--load-dialect-plugin` (xhlo's dialects, so the tool parses
// and prints hlo and xrt) and `--load-pass-plugin` (xhlo's passes and
// pipelines, named in `--pass-pipeline=...`). The plugin carries xhlo's code
// only: the MLIR it uses is the host tool's, so that there is one
// MLIRContext implementation and one pass registry (tools/xhlo-plugin/
// CMakeLists.txt says how).
//
//===----------------------------------------------------------------------===//

#include "xhlo/InitAll/InitAll.h"

#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

extern "C" LLVM_ATTRIBUTE_WEAK mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "xhlo", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            xhlo::registerXhloDialects(*registry);
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "xhlo", LLVM_VERSION_STRING,
          [] { xhlo::registerXhloPasses(); }};
}
