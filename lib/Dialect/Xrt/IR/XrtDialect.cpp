//===- XrtDialect.cpp - The xrt dialect -----------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the registration of the xrt dialect: its types and
// its ops.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Xrt/IR/XrtOps.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

using namespace mlir;
using namespace xhlo::xrt;

#include "xhlo/Dialect/Xrt/IR/XrtDialect.cpp.inc"

void XrtDialect::initialize() {
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "xhlo/Dialect/Xrt/IR/XrtOps.cpp.inc"
      >();
}
