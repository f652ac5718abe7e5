//===- xhlo-opt.cpp - The xhlo optimizer driver ---------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements xhlo-opt: MlirOptMain with xhlo's dialects, the
// upstream input dialects and the passes xhlo registers. The input is read
// here and its nesting checked before MLIR's parser sees it (input nested
// deeper than the parser's stack allows is a located error, MlirNesting.h).
//
//===----------------------------------------------------------------------===//

#include "xhlo/InitAll/InitAll.h"
#include "xhlo/Target/Hlo/MlirNesting.h"
#include "xhlo/Tools/ToolHeap.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

int main(int argc, char **argv) {
  xhlo::keepToolHeap();
  llvm::InitLLVM y(argc, argv);
  mlir::DialectRegistry registry;
  xhlo::registerAllDialects(registry);
  xhlo::registerAllExtensions(registry);
  xhlo::registerAllPasses();
  auto [inputFilename, outputFilename] = mlir::registerAndParseCLIOptions(
      argc, argv, "xhlo optimizer driver\n", registry);
  mlir::MlirOptMainConfig config =
      mlir::MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects())
    return mlir::asMainReturnCode(
        mlir::MlirOptMain(argc, argv, inputFilename, outputFilename, registry));
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return 1;
  }
  if (std::optional<size_t> offset =
          xhlo::findMlirNestingOverflow(input->getBuffer())) {
    const char *at = input->getBufferStart() + *offset;
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
    sourceMgr.PrintMessage(llvm::SMLoc::getFromPointer(at),
                           llvm::SourceMgr::DK_Error,
                           xhlo::getMlirNestingError());
    return 1;
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      mlir::openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return 1;
  }
  if (mlir::failed(
          mlir::MlirOptMain(output->os(), std::move(input), registry, config)))
    return 1;
  output->keep();
  return 0;
}
