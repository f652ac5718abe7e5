//===- HloReductionOps.td - Reduction hlo ops ------------ -*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// XLA's reduce, reduce-window, select-and-scatter, sort, map, topk and scan.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOREDUCTIONOPS_TD
#define XHLO_DIALECT_HLO_IR_HLOREDUCTIONOPS_TD

include "xhlo/Dialect/Hlo/IR/HloAttrs.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

#endif // XHLO_DIALECT_HLO_IR_HLOREDUCTIONOPS_TD
