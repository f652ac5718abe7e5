//===- HloShapeOps.h - Shape hlo ops -------------------------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the shape family of hlo ops: broadcast, reshape,
// transpose, slice, concatenate, pad, reverse, iota, copy and
// get-dimension-size.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOSHAPEOPS_H
#define XHLO_DIALECT_HLO_IR_HLOSHAPEOPS_H

#include "xhlo/Dialect/Hlo/IR/HloOpBase.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceShape.h"

#define GET_OP_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloShapeOps.h.inc"

#endif // XHLO_DIALECT_HLO_IR_HLOSHAPEOPS_H
