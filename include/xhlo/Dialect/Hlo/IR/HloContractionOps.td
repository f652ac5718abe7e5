//===- HloContractionOps.td - Contraction hlo ops -------- -*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// XLA's dot, convolution, cholesky, triangular-solve, fft and the batch-norm ops.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOCONTRACTIONOPS_TD
#define XHLO_DIALECT_HLO_IR_HLOCONTRACTIONOPS_TD

include "xhlo/Dialect/Hlo/IR/HloAttrs.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

#endif // XHLO_DIALECT_HLO_IR_HLOCONTRACTIONOPS_TD
