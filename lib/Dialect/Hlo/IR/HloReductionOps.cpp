//===- HloReductionOps.cpp - Reduction hlo ops ----------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the Reduction op family: registration, type inference,
// verifiers and custom assembly.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloReductionOps.h"

#include "HloAssembly.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace xhlo::hlo;

#define GET_OP_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloReductionOps.cpp.inc"

void HloDialect::registerReductionOps() {
  addOperations<
#define GET_OP_LIST
#include "xhlo/Dialect/Hlo/IR/HloReductionOps.cpp.inc"
      >();
}
