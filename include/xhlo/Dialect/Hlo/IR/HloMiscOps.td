//===- HloMiscOps.td - Constants, rng, side effects, ----- -*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The rest of XLA's opcodes: constant, rng and rng-bit-generator, tokens
// (after-all, add-dependency), infeed/outfeed, custom-call, replica and
// partition ids, and the collectives (with single-replica semantics when
// run).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOMISCOPS_TD
#define XHLO_DIALECT_HLO_IR_HLOMISCOPS_TD

include "xhlo/Dialect/Hlo/IR/HloAttrs.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// constant
//===----------------------------------------------------------------------===//

def Hlo_ConstantOp : Hlo_Op<"constant", [ConstantLike, Pure,
    InferTypeOpAdaptor]> {
  let summary = "an array literal";
  let description = [{
    XLA's `constant`: an array whose elements are given by a dense elements
    attribute of the result's type.

    ```mlir
    %c = hlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs Hlo_Tensor:$output);
  let assemblyFormat = "attr-dict $value";
  let hasFolder = 1;
  let hasVerifier = 1;
  let builders = [OpBuilder<(ins "::mlir::Attribute":$value)>];
}

#endif // XHLO_DIALECT_HLO_IR_HLOMISCOPS_TD
