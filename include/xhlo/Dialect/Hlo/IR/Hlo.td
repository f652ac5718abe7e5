//===- Hlo.td - The hlo dialect (umbrella) --------------- -*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Includes the whole dialect: used for its documentation. Each op family is
// generated and compiled on its own (see CMakeLists.txt).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLO_TD
#define XHLO_DIALECT_HLO_IR_HLO_TD

include "xhlo/Dialect/Hlo/IR/HloBase.td"
include "xhlo/Dialect/Hlo/IR/HloEnums.td"
include "xhlo/Dialect/Hlo/IR/HloAttrs.td"
include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.td"
include "xhlo/Dialect/Hlo/IR/HloShapeOps.td"
include "xhlo/Dialect/Hlo/IR/HloIndexingOps.td"
include "xhlo/Dialect/Hlo/IR/HloReductionOps.td"
include "xhlo/Dialect/Hlo/IR/HloContractionOps.td"
include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.td"
include "xhlo/Dialect/Hlo/IR/HloMiscOps.td"

#endif // XHLO_DIALECT_HLO_IR_HLO_TD
