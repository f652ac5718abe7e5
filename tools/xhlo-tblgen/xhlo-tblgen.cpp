//===- xhlo-tblgen.cpp - xhlo's TableGen driver ---------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements xhlo-tblgen: mlir-tblgen's driver (MlirTblgenMain) with
// xhlo's own backends, which register themselves with mlir::GenRegistration
// (HloOpcodesGen.cpp: -gen-hlo-opcodes). The build runs it like mlir-tblgen.
//
//===----------------------------------------------------------------------===//

#include "mlir/Tools/mlir-tblgen/MlirTblgenMain.h"

int main(int argc, char **argv) { return mlir::MlirTblgenMain(argc, argv); }
