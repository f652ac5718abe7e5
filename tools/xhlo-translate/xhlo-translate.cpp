//===- xhlo-translate.cpp - The xhlo translation driver -------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements xhlo-translate: mlirTranslateMain over the
// translations xhlo registers (HLO text and HloModuleProto, out and in).
//
//===----------------------------------------------------------------------===//

#include "xhlo/InitAll/InitAll.h"
#include "xhlo/Tools/ImportLimitsOptions.h"
#include "xhlo/Tools/ToolHeap.h"

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"

int main(int argc, char **argv) {
  xhlo::keepToolHeap();
  if (xhlo::failIfNoTranslationRequested(argc, argv))
    return 1;
  xhlo::registerImportLimitsOptions();
  return mlir::failed(
      mlir::mlirTranslateMain(argc, argv, "xhlo translation driver\n"));
}
