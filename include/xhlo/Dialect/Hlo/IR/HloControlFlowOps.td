//===- HloControlFlowOps.td - Control flow, calls and ---- -*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// while, conditional, call, fusion, tuple, get-tuple-element, opt-barrier and
// the terminator of every hlo region, return.
//
// Computations that XLA passes by reference (while's condition and body,
// conditional's branches, fusion's fused computation) are regions on the op:
// IsolatedFromAbove (an XLA computation only sees its parameters), one block,
// ending in `hlo.return`. `call` names a `func.func` by symbol instead. Where
// HLO packs several values in one tuple (while's state, conditional's result)
// these ops may carry several values; builtin tuples are allowed as well.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOCONTROLFLOWOPS_TD
#define XHLO_DIALECT_HLO_IR_HLOCONTROLFLOWOPS_TD

include "xhlo/Dialect/Hlo/IR/HloAttrs.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// return
//===----------------------------------------------------------------------===//

def Hlo_ReturnOp : Hlo_Op<"return", [Pure, Terminator, ReturnLike]> {
  let hloOpcode = "";
  let summary = "ends an hlo region, yielding its values";
  let description = [{
    Ends the region of an hlo op (a reducer, a loop body, a branch, ...)
    and yields its results, like the ROOT of the computation XLA would call.
    The op that owns the region checks the number and types of the values;
    `hlo.return` itself only checks that its parent is an hlo op.

    ```mlir
    hlo.return %sum : tensor<f32>
    ```
  }];
  let arguments = (ins Variadic<Hlo_Value>:$results);
  let assemblyFormat = "$results attr-dict (`:` type($results)^)?";
  let hasVerifier = 1;
  let builders = [OpBuilder<(ins), [{
    build($_builder, $_state, ::mlir::ValueRange());
  }]>];
}

//===----------------------------------------------------------------------===//
// while
//===----------------------------------------------------------------------===//

def Hlo_WhileOp : Hlo_Op<"while", [RecursiveMemoryEffects, IsolatedFromAbove,
    SingleBlockImplicitTerminator<"ReturnOp">, InferTypeOpAdaptor]> {
  // HLO passes the loop values as one tuple operand.
  let hloMinOperands = 1;
  let hloMaxOperands = 1;
  let hloTupleResults = "WhenTakenApart";
  let summary = "loop while a condition holds";
  let description = [{
    XLA's `while`: starting from the operands, runs `body` on the loop state
    as long as `cond` returns true, and yields the final state. `cond` (HLO's
    `condition=`) takes the state and returns a `pred[]`; `body` takes the
    state and returns the next one, of the same types. XLA packs the state in
    one tuple; here it may be several values (N >= 1), each of any hlo type.
    The results have the operands' types.

    ```mlir
    %r:2 = hlo.while(%i0, %x0) : tensor<i32>, tensor<4xf32>
    cond {
    ^bb0(%i: tensor<i32>, %x: tensor<4xf32>):
      %n = hlo.constant dense<10> : tensor<i32>
      %p = hlo.compare LT, %i, %n : tensor<i32>
      hlo.return %p : tensor<i1>
    } do {
    ^bb0(%i: tensor<i32>, %x: tensor<4xf32>):
      %one = hlo.constant dense<1> : tensor<i32>
      %j = hlo.add %i, %one : tensor<i32>
      %y = hlo.add %x, %x : tensor<4xf32>
      hlo.return %j, %y : tensor<i32>, tensor<4xf32>
    }
    ```
  }];
  let arguments = (ins Variadic<Hlo_Value>:$operands);
  let results = (outs Variadic<Hlo_Value>);
  // The order of HLO text (condition, then body); the proto lists them the
  // other way round.
  let regions = (region SizedRegion<1>:$cond, SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
}

//===----------------------------------------------------------------------===//
// conditional
//===----------------------------------------------------------------------===//

def Hlo_ConditionalOp : Hlo_Op<"conditional", [RecursiveMemoryEffects,
    IsolatedFromAbove, SingleBlockImplicitTerminator<"ReturnOp">,
    DeclareOpInterfaceMethods<RegionBranchOpInterface,
                              ["getEntrySuccessorOperands",
                               "getRegionInvocationBounds"]>]> {
  let hloMinOperands = 2;
  let hloMinCalled = 1;
  let hloTupleResults = "WhenTakenApart";
  let summary = "run one of several computations, chosen by an index";
  let description = [{
    XLA's `conditional`: runs one branch on its own operand and yields the
    branch's results. With a `pred[]` index there are exactly two branches,
    true then false (HLO's `true_computation=`, `false_computation=`); with an
    `s32[]` index there are N >= 1 branches (`branch_computations=`) and an
    index out of [0, N) runs the last one. After the index come the branch
    operands, one per branch: branch i takes exactly one argument, of operand
    i's type, and every branch returns values of the op's result types.

    ```mlir
    %r = hlo.conditional %p (%a, %b) : (tensor<i1>, tensor<f32>, tensor<i32>) -> tensor<f32> {
    ^bb0(%x: tensor<f32>):
      hlo.return %x : tensor<f32>
    }, {
    ^bb0(%y: tensor<i32>):
      %z = hlo.convert %y : (tensor<i32>) -> tensor<f32>
      hlo.return %z : tensor<f32>
    }
    ```
  }];
  let arguments = (ins Hlo_Tensor:$index, Variadic<Hlo_Value>:$branch_operands);
  let results = (outs Variadic<Hlo_Value>);
  let regions = (region VariadicRegion<SizedRegion<1>>:$branches);
  let assemblyFormat = [{
    $index `(` $branch_operands `)` attr-dict `:`
    functional-type(operands, results) $branches
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// call
//===----------------------------------------------------------------------===//

def Hlo_CallOp : Hlo_Op<"call", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>,
    DeclareOpInterfaceMethods<CallOpInterface>]> {
  let hloTupleResults = "WhenTakenApart";
  let summary = "call a computation";
  let description = [{
    XLA's `call`: runs the computation `to_apply` (a `func.func` of the
    enclosing module) on the operands and yields its results; the operands
    and results must match the function's type. `is_composite` marks XLA's
    composite calls (a named decomposition the compiler may keep whole).

    ```mlir
    %r = hlo.call @add(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %c = hlo.call @add(%a, %b) composite : (tensor<f32>, tensor<f32>) -> tensor<f32>
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$to_apply,
                       Variadic<Hlo_Value>:$operands,
                       UnitAttr:$is_composite);
  let results = (outs Variadic<Hlo_Value>);
  let assemblyFormat = [{
    $to_apply `(` $operands `)` (`composite` $is_composite^)? attr-dict `:`
    functional-type($operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// fusion
//===----------------------------------------------------------------------===//

def Hlo_FusionOp : Hlo_Op<"fusion", [RecursiveMemoryEffects,
    IsolatedFromAbove, SingleBlockImplicitTerminator<"ReturnOp">]> {
  let hloTupleResults = "WhenTakenApart";
  let summary = "a fused computation, run as one kernel";
  let description = [{
    XLA's `fusion`: runs `fused_computation` (HLO's `calls=`) on the
    operands; `kind` is how the backend emits it (kLoop, kInput, kOutput,
    kCustom). The computation takes one argument per operand, of the
    operand's type, and the results have the types it returns.

    ```mlir
    %r = hlo.fusion kLoop (%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
    ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
      %s = hlo.add %x, %y : tensor<4xf32>
      %e = hlo.exponential %s : tensor<4xf32>
      hlo.return %e : tensor<4xf32>
    }
    ```
  }];
  let arguments = (ins Hlo_FusionKindAttr:$kind, Variadic<Hlo_Value>:$operands);
  let results = (outs Variadic<Hlo_Value>);
  let regions = (region SizedRegion<1>:$fused_computation);
  let assemblyFormat = [{
    custom<HloEnum>($kind) `(` $operands `)` attr-dict `:`
    functional-type($operands, results) $fused_computation
  }];
  let hasRegionVerifier = 1;
}

//===----------------------------------------------------------------------===//
// tuple, get_tuple_element
//===----------------------------------------------------------------------===//

def Hlo_TupleOp : Hlo_Op<"tuple", [Pure, InferTypeOpAdaptor]> {
  let summary = "pack values into a tuple";
  let description = [{
    XLA's `tuple`: a tuple of the operands, in order (any hlo values,
    including tuples and tokens; no operands gives the empty tuple `()`).

    ```mlir
    %t = hlo.tuple(%a, %b) : tensor<f32>, tensor<4xi32>
    %e = hlo.tuple()
    ```
  }];
  let arguments = (ins Variadic<Hlo_Value>:$operands);
  let results = (outs Hlo_Tuple:$result);
  // Parenthesized: with no operands, a bare `hlo.tuple` would take the next
  // line's result name for an operand.
  let assemblyFormat = "`(` $operands `)` attr-dict (`:` type($operands)^)?";
}

def Hlo_GetTupleElementOp : Hlo_Op<"get_tuple_element",
    [Pure, InferTypeOpAdaptor]> {
  let summary = "extract one element of a tuple";
  let description = [{
    XLA's `get-tuple-element`: element `index` of a tuple operand; `index`
    is in [0, number of elements).

    ```mlir
    %b = hlo.get_tuple_element %t[1] : tuple<tensor<f32>, tensor<4xi32>>
    ```
  }];
  let arguments = (ins Hlo_Tuple:$operand, I64Attr:$index);
  let results = (outs Hlo_Value:$result);
  let assemblyFormat = "$operand `[` $index `]` attr-dict `:` type($operand)";
  // get_tuple_element(tuple(x0, ..., xn), i) -> xi, as XLA's simplifier.
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// opt_barrier
//===----------------------------------------------------------------------===//

// Deliberately not Pure and without any memory-effect trait: MLIR then treats
// the op as having unknown side effects, so CSE never merges two barriers,
// DCE and canonicalization never drop one, and nothing is moved across it,
// which is what XLA's optimization barrier promises.
// The result type is inferred by ODS from SameOperandsAndResultType.
def Hlo_OptBarrierOp : Hlo_Op<"opt_barrier", [SameOperandsAndResultType,
    InferTypeOpInterface]> {
  let summary = "optimization barrier";
  let description = [{
    XLA's `opt-barrier`: yields its operand (any hlo value, usually a tuple)
    unchanged, and stops optimizations from moving computation across it:
    everything the operand depends on is computed before anything that uses
    the result. It is not Pure, so CSE and DCE leave it in place.

    ```mlir
    %r = hlo.opt_barrier %t : tuple<tensor<4xf32>, tensor<i32>>
    ```
  }];
  let arguments = (ins Hlo_Value:$operand);
  let results = (outs Hlo_Value:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand)";
}

#endif // XHLO_DIALECT_HLO_IR_HLOCONTROLFLOWOPS_TD
