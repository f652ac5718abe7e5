//===- HloOps.h - Operations of the hlo dialect --------------- -*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares every hlo op, family by family, and the shape functions
// they share with builders and the importer. Code that needs one family only
// includes that family's header.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOOPS_H
#define XHLO_DIALECT_HLO_IR_HLOOPS_H

#include "xhlo/Dialect/Hlo/IR/HloContractionOps.h"
#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.h"
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"
#include "xhlo/Dialect/Hlo/IR/HloIndexingOps.h"
#include "xhlo/Dialect/Hlo/IR/HloMiscOps.h"
#include "xhlo/Dialect/Hlo/IR/HloReductionOps.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeOps.h"

#endif // XHLO_DIALECT_HLO_IR_HLOOPS_H
