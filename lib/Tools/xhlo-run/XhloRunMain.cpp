//===- XhloRunMain.cpp - Entry point of xhlo-run --------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements xhlo-run's driver. Today it loads and verifies the
// program; running it needs the interpreter, which is not there yet, and the
// tool says so and fails rather than pretending to run anything.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Tools/xhlo-run/XhloRunMain.h"

#include "xhlo/InitAll/InitAll.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

namespace cl = llvm::cl;

int xhlo::xhloRunMain(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  static cl::OptionCategory category("xhlo-run options");
  static cl::opt<std::string> inputFilename(cl::Positional,
                                            cl::desc("<program.mlir>"),
                                            cl::Required, cl::cat(category));
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(
      argc, argv,
      "xhlo-run: load a program and run it on a device\n\n"
      "  Loads and verifies FILE (MLIR in the hlo or input dialects).\n"
      "  Running needs the CPU interpreter, which is not available yet.\n");

  mlir::DialectRegistry registry;
  registerAllDialects(registry);
  mlir::MLIRContext context(registry);

  std::string errorMessage;
  auto file = mlir::openInputFile(inputFilename, &errorMessage);
  if (!file) {
    llvm::errs() << "xhlo-run: error: " << errorMessage << "\n";
    return 1;
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  mlir::SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, &context);
  if (!module) {
    llvm::errs() << "xhlo-run: error: could not load '" << inputFilename
                 << "'\n";
    return 1;
  }

  llvm::errs() << "xhlo-run: error: not available yet: '" << inputFilename
               << "' loaded and verified, but there is no interpreter to run "
                  "it on yet\n";
  return 1;
}
