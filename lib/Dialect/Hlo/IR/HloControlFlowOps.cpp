//===- HloControlFlowOps.cpp - ControlFlow hlo ops ------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the ControlFlow op family: registration, type inference,
// verifiers and custom assembly.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.h"

#include "HloAssembly.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace xhlo::hlo;

#define GET_OP_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.cpp.inc"

void HloDialect::registerControlFlowOps() {
  addOperations<
#define GET_OP_LIST
#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.cpp.inc"
      >();
}
