//===- xhlo-opt.cpp - The xhlo optimizer driver ---------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements xhlo-opt: MlirOptMain with xhlo's dialects, the
// upstream input dialects and the passes xhlo registers.
//
//===----------------------------------------------------------------------===//

#include "xhlo/InitAll/InitAll.h"
#include "xhlo/Tools/HugePageHeap.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  xhlo::reserveHugePageHeap();
  mlir::DialectRegistry registry;
  xhlo::registerAllDialects(registry);
  xhlo::registerAllExtensions(registry);
  xhlo::registerAllPasses();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "xhlo optimizer driver\n", registry));
}
