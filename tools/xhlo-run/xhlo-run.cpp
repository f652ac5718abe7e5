//===- xhlo-run.cpp - The xhlo-run tool -----------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file is the thin main of xhlo-run; the driver lives in the library.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Tools/xhlo-run/XhloRunMain.h"

int main(int argc, char **argv) { return xhlo::xhloRunMain(argc, argv); }
