//===- xhlo-aot.cpp - The xhlo-aot tool -----------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file is the thin main of xhlo-aot; the driver lives in the library.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Tools/xhlo-aot/XhloAotMain.h"

int main(int argc, char **argv) { return xhlo::xhloAotMain(argc, argv); }
