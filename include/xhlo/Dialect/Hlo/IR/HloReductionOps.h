//===- HloReductionOps.h - Reduction hlo ops ------------------ -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the reduction family of hlo ops: reduce, reduce-window,
// select-and-scatter, sort, map, topk and scan.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOREDUCTIONOPS_H
#define XHLO_DIALECT_HLO_IR_HLOREDUCTIONOPS_H

#include "xhlo/Dialect/Hlo/IR/HloOpBase.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceReduction.h"

#define GET_OP_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloReductionOps.h.inc"

#endif // XHLO_DIALECT_HLO_IR_HLOREDUCTIONOPS_H
