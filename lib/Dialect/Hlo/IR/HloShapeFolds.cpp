//===- HloShapeFolds.cpp - Folders of shape hlo ops -----------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the folders and canonicalization patterns of the
// shape family (broadcast, reshape, transpose, slice, concatenate, pad, iota).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace xhlo::hlo;
