//===- HloIndexingOps.td - Indexing hlo ops -------------- -*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// XLA's indexing ops: gather, scatter, dynamic-slice and dynamic-update-slice.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOINDEXINGOPS_TD
#define XHLO_DIALECT_HLO_IR_HLOINDEXINGOPS_TD

include "xhlo/Dialect/Hlo/IR/HloAttrs.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

#endif // XHLO_DIALECT_HLO_IR_HLOINDEXINGOPS_TD
