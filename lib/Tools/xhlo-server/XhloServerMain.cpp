//===- XhloServerMain.cpp - Entry point of xhlo-server --------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements xhlo-server's driver. The device service needs the
// interpreter and the XRT runtime, which are not there yet: the tool prints
// its usage and fails instead of listening on a port that serves nothing.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Tools/xhlo-server/XhloServerMain.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

int xhlo::xhloServerMain(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  static llvm::cl::OptionCategory category("xhlo-server options");
  llvm::cl::HideUnrelatedOptions(category);
  llvm::cl::ParseCommandLineOptions(
      argc, argv,
      "xhlo-server: serve a device over gRPC with XRT's protocol\n");
  llvm::errs() << "usage: xhlo-server [options]\n"
                  "xhlo-server: error: not available yet: the device service "
                  "(allocate, compile, execute, read, release) is still to "
                  "come\n";
  return 1;
}
