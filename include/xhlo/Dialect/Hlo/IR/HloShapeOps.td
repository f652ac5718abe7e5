//===- HloShapeOps.td - Shape hlo ops -------------------- -*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// XLA's broadcast, reshape, transpose, slice, concatenate, pad, reverse,
// iota, copy and get-dimension-size.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOSHAPEOPS_TD
#define XHLO_DIALECT_HLO_IR_HLOSHAPEOPS_TD

include "xhlo/Dialect/Hlo/IR/HloAttrs.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

#endif // XHLO_DIALECT_HLO_IR_HLOSHAPEOPS_TD
