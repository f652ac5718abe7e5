//===- HloControlFlowOps.h - ControlFlow hlo ops -------------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the controlflow family of hlo ops: while, conditional,
// call, fusion, tuple, get-tuple-element, opt-barrier and return.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOCONTROLFLOWOPS_H
#define XHLO_DIALECT_HLO_IR_HLOCONTROLFLOWOPS_H

#include "xhlo/Dialect/Hlo/IR/HloOpBase.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceControlFlow.h"

#define GET_OP_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.h.inc"

#endif // XHLO_DIALECT_HLO_IR_HLOCONTROLFLOWOPS_H
