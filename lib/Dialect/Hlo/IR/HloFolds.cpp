//===- HloFolds.cpp - Folders of elementwise hlo ops ----------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the folders of the elementwise family (constant
// operands, XLA's semantics) and their canonicalization patterns.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace xhlo::hlo;
