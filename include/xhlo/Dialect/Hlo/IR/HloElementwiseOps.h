//===- HloElementwiseOps.h - Elementwise hlo ops -------------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the elementwise family of hlo ops: unary and binary
// arithmetic, compare, select, clamp and the conversions.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOELEMENTWISEOPS_H
#define XHLO_DIALECT_HLO_IR_HLOELEMENTWISEOPS_H

#include "xhlo/Dialect/Hlo/IR/HloOpBase.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceElementwise.h"

#define GET_OP_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h.inc"

#endif // XHLO_DIALECT_HLO_IR_HLOELEMENTWISEOPS_H
