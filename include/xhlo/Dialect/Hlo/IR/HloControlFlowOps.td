//===- HloControlFlowOps.td - Control flow, calls and ---- -*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// while, conditional, call, fusion, tuple, get-tuple-element, opt-barrier and
// the terminator of every hlo region, return.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOCONTROLFLOWOPS_TD
#define XHLO_DIALECT_HLO_IR_HLOCONTROLFLOWOPS_TD

include "xhlo/Dialect/Hlo/IR/HloAttrs.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// return
//===----------------------------------------------------------------------===//

def Hlo_ReturnOp : Hlo_Op<"return", [Pure, Terminator, ReturnLike]> {
  let summary = "ends an hlo region, yielding its values";
  let description = [{
    Ends the region of an hlo op (a reducer, a loop body, a branch, ...)
    and yields its results, like the ROOT of the computation XLA would call.

    ```mlir
    hlo.return %sum : tensor<f32>
    ```
  }];
  let arguments = (ins Variadic<Hlo_Value>:$results);
  let assemblyFormat = "$results attr-dict (`:` type($results)^)?";
}

#endif // XHLO_DIALECT_HLO_IR_HLOCONTROLFLOWOPS_TD
