//===- HloIndexingOps.h - Indexing hlo ops -------------------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the indexing family of hlo ops: gather, scatter,
// dynamic-slice and dynamic-update-slice.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOINDEXINGOPS_H
#define XHLO_DIALECT_HLO_IR_HLOINDEXINGOPS_H

#include "xhlo/Dialect/Hlo/IR/HloOpBase.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceIndexing.h"

#define GET_OP_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloIndexingOps.h.inc"

#endif // XHLO_DIALECT_HLO_IR_HLOINDEXINGOPS_H
