//===- xhlo-server.cpp - The xhlo-server tool -----------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file is the thin main of xhlo-server; the driver lives in the library.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Tools/xhlo-server/XhloServerMain.h"

int main(int argc, char **argv) { return xhlo::xhloServerMain(argc, argv); }
