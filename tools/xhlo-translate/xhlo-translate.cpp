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

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  if (xhlo::registerAllTranslations() == 0) {
    llvm::errs() << "usage: xhlo-translate <translation flag> [options] "
                    "<input file>\n"
                    "xhlo-translate: error: not available yet: no "
                    "translation is registered (HLO text and HloModuleProto "
                    "export and import are still to come)\n";
    return 1;
  }
  return mlir::failed(
      mlir::mlirTranslateMain(argc, argv, "xhlo translation driver\n"));
}
