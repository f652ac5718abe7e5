//===- HloReductionOps.td - Reduction hlo ops ------------ -*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// XLA's reduce, reduce-window, select-and-scatter, sort, map, topk and scan.
// Where HLO produces a tuple of N arrays (variadic reduce, sort of several
// operands, topk, scan) the op has N results; the exporter packs them. The
// called computations (`to_apply`, `select`, `scatter`, the comparator) are
// regions: isolated from above, one block, ending in `hlo.return`, with 0-d
// tensors for XLA's scalar parameters.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOREDUCTIONOPS_TD
#define XHLO_DIALECT_HLO_IR_HLOREDUCTIONOPS_TD

include "xhlo/Dialect/Hlo/IR/HloAttrs.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

/// An op whose regions are called computations: no side effects of its own,
/// regions that see only their parameters.
class Hlo_RegionOp<string mnemonic, list<Trait> traits = []>
    : Hlo_Op<mnemonic, traits # [RecursiveMemoryEffects, IsolatedFromAbove]>;

//===----------------------------------------------------------------------===//
// reduce
//===----------------------------------------------------------------------===//

def Hlo_ReduceOp : Hlo_RegionOp<"reduce", [SameVariadicOperandSize,
    InferTypeOpAdaptor]> {
  let hloProtoFields = ["dimensions"];
  let hloMinOperands = 2;
  let summary = "reduction of arrays along dimensions";
  let description = [{
    XLA's `reduce`: applies `to_apply` to reduce the N `inputs` (all of one
    shape) along `dimensions`, starting from the N 0-d `init_values`. The
    computation takes N accumulators then N input elements (2N 0-d tensors)
    and returns N 0-d tensors; accumulator i has the type of init value i and
    input element i the element type of input i (XLA lets an accumulator
    differ from its input only in floating point precision). Result i has
    the input shape without `dimensions` and the element type of init i.

    ```mlir
    %r = hlo.reduce(%x init: %zero) dimensions = [1]
        : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32> {
    ^bb0(%acc: tensor<f32>, %e: tensor<f32>):
      %s = hlo.add %acc, %e : tensor<f32>
      hlo.return %s : tensor<f32>
    }
    ```
  }];
  let arguments = (ins Variadic<Hlo_Tensor>:$inputs,
                       Variadic<Hlo_Tensor>:$init_values,
                       DenseI64ArrayAttr:$dimensions);
  let results = (outs Variadic<Hlo_Tensor>:$results);
  let regions = (region SizedRegion<1>:$to_apply);
  let assemblyFormat = [{
    `(` $inputs `init` `` `:` $init_values `)` `dimensions` `=` $dimensions
      attr-dict `:` functional-type(operands, results) $to_apply
  }];
  let hasRegionVerifier = 1;
}

//===----------------------------------------------------------------------===//
// reduce-window
//===----------------------------------------------------------------------===//

def Hlo_ReduceWindowOp : Hlo_RegionOp<"reduce_window", [SameVariadicOperandSize,
    InferTypeOpAdaptor]> {
  let hloMinOperands = 2;
  let summary = "reduction of each window of arrays";
  let description = [{
    XLA's `reduce-window`: reduces every window of the N `inputs` (all of one
    shape) with `to_apply`, starting from the N 0-d `init_values`. `window`
    has one entry per input dimension (padding, strides, base dilation
    `lhs_dilate` and window dilation `rhs_dilate`); result i has XLA's window
    output shape and the element type of init i. The computation is typed as
    reduce's: N accumulators, then N input elements, returning N 0-d tensors.

    ```mlir
    %r = hlo.reduce_window(%x init: %ninf)
        window = <size = [2, 2], stride = [2, 2]>
        : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x3xf32> {
    ^bb0(%acc: tensor<f32>, %e: tensor<f32>):
      %m = hlo.maximum %acc, %e : tensor<f32>
      hlo.return %m : tensor<f32>
    }
    ```
  }];
  let arguments = (ins Variadic<Hlo_Tensor>:$inputs,
                       Variadic<Hlo_Tensor>:$init_values,
                       Hlo_WindowAttr:$window);
  let results = (outs Variadic<Hlo_Tensor>:$results);
  let regions = (region SizedRegion<1>:$to_apply);
  let assemblyFormat = [{
    `(` $inputs `init` `` `:` $init_values `)` `window` `=` custom<Window>($window)
      attr-dict `:` functional-type(operands, results) $to_apply
  }];
  let hasRegionVerifier = 1;
}

//===----------------------------------------------------------------------===//
// select-and-scatter
//===----------------------------------------------------------------------===//

def Hlo_SelectAndScatterOp : Hlo_RegionOp<"select_and_scatter",
    [InferTypeOpAdaptor]> {
  let summary = "scatter of source values to the elements selected per window";
  let description = [{
    XLA's `select-and-scatter`: in each window of `operand`, `select` (two
    elements -> 0-d pred) picks one element; the `source` value of that
    window is combined with `scatter` (accumulator, source element -> 0-d)
    into a result of the operand's type that starts from `init_value`.
    `source` has the window output shape of `operand`.

    ```mlir
    %r = hlo.select_and_scatter %x, %src, %zero
        window = <size = [2], stride = [2]>
        : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
        select {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %ge = hlo.compare GE, %a, %b : tensor<f32>
      hlo.return %ge : tensor<i1>
    } scatter {
    ^bb0(%acc: tensor<f32>, %s: tensor<f32>):
      %sum = hlo.add %acc, %s : tensor<f32>
      hlo.return %sum : tensor<f32>
    }
    ```
  }];
  let arguments = (ins Hlo_Tensor:$operand, Hlo_Tensor:$source,
                       Hlo_Tensor:$init_value, Hlo_WindowAttr:$window);
  let results = (outs Hlo_Tensor:$result);
  let regions = (region SizedRegion<1>:$select, SizedRegion<1>:$scatter);
  let assemblyFormat = [{
    $operand `,` $source `,` $init_value `window` `=` custom<Window>($window)
      attr-dict `:` functional-type(operands, results)
      `select` $select `scatter` $scatter
  }];
  let hasRegionVerifier = 1;
}

//===----------------------------------------------------------------------===//
// sort
//===----------------------------------------------------------------------===//

def Hlo_SortOp : Hlo_RegionOp<"sort", [InferTypeOpAdaptor]> {
  let hloMinOperands = 1;
  let summary = "sort of arrays along one dimension by a comparator";
  let description = [{
    XLA's `sort`: sorts the N `operands` (all of the same dimensions, element
    types may differ) together along `dimension` (HLO text `dimensions={d}`);
    `comparator` takes 2N 0-d tensors in XLA's order (operand 0 lhs, operand
    0 rhs, operand 1 lhs, ...) and returns a 0-d pred, true when lhs goes
    first. `is_stable` keeps the order of equal elements. Result i has the
    type of operand i.

    ```mlir
    %k, %v = hlo.sort(%keys, %values) dimension = 0 is_stable
        : (tensor<8xf32>, tensor<8xi32>) -> (tensor<8xf32>, tensor<8xi32>) {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
      %lt = hlo.compare LT, %a, %b : tensor<f32>
      hlo.return %lt : tensor<i1>
    }
    ```
  }];
  let arguments = (ins Variadic<Hlo_Tensor>:$operands, I64Attr:$dimension,
                       UnitAttr:$is_stable);
  let results = (outs Variadic<Hlo_Tensor>:$results);
  let regions = (region SizedRegion<1>:$comparator);
  let assemblyFormat = [{
    `(` $operands `)` `dimension` `=` $dimension (`is_stable` $is_stable^)?
      attr-dict `:` functional-type(operands, results) $comparator
  }];
  let hasRegionVerifier = 1;
}

//===----------------------------------------------------------------------===//
// map
//===----------------------------------------------------------------------===//

def Hlo_MapOp : Hlo_RegionOp<"map", [InferTypeOpAdaptor]> {
  let hloProtoFields = ["dimensions"];
  let hloMinOperands = 1;
  let summary = "elementwise application of a computation";
  let description = [{
    XLA's `map`: applies `to_apply` (N 0-d tensors of the operands' element
    types -> one 0-d tensor) to the N `operands`, all of one shape, element
    by element. `dimensions` must be 0, 1, ..., rank-1, as XLA requires. The
    result has the operands' shape and the computation's result element type.

    ```mlir
    %r = hlo.map(%a, %b) dimensions = [0]
        : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = hlo.multiply %x, %y : tensor<f32>
      hlo.return %s : tensor<f32>
    }
    ```
  }];
  let arguments = (ins Variadic<Hlo_Tensor>:$operands,
                       DenseI64ArrayAttr:$dimensions);
  let results = (outs Hlo_Tensor:$result);
  let regions = (region SizedRegion<1>:$to_apply);
  let assemblyFormat = [{
    `(` $operands `)` `dimensions` `=` $dimensions
      attr-dict `:` functional-type(operands, results) $to_apply
  }];
}

//===----------------------------------------------------------------------===//
// topk
//===----------------------------------------------------------------------===//

def Hlo_TopKOp : Hlo_Op<"topk", [Pure, InferTypeOpAdaptor]> {
  let hloProtoFields = ["k", "largest"];
  let summary = "the k largest (or smallest) entries of the last dimension";
  let description = [{
    XLA's `topk`: along the last dimension of `operand` (rank >= 1), the `k`
    largest entries (smallest when `largest` is false) in sorted order, and
    their indices. `values` has the operand's type with the last dimension k,
    `indices` the same shape in s32. 0 <= k <= the last dimension.

    ```mlir
    %v, %i = hlo.topk %x, k = 2 : tensor<4x8xf32> -> (tensor<4x2xf32>, tensor<4x2xi32>)
    ```
  }];
  let arguments = (ins Hlo_Tensor:$operand, I64Attr:$k,
                       DefaultValuedAttr<BoolAttr, "true">:$largest);
  let results = (outs Hlo_Tensor:$values, Hlo_Tensor:$indices);
  let assemblyFormat = [{
    $operand `,` `k` `=` $k (`,` `largest` `=` $largest^)? attr-dict
      `:` type($operand) `->` `(` type($values) `,` type($indices) `)`
  }];
}

//===----------------------------------------------------------------------===//
// scan
//===----------------------------------------------------------------------===//

def Hlo_ScanOp : Hlo_RegionOp<"scan", [InferTypeOpAdaptor]> {
  let hloMinOperands = 1;
  let summary = "a scan (prefix computation) with carries along a dimension";
  let description = [{
    XLA's `scan`, as xhlo reads it (XLA documents no shape rule yet; this
    follows XLA's ScanExpander). `operands` are N >= 1 inputs, all of one
    length along `dimension` (HLO text `dimensions={d}`), then `num_carries`
    initial carries. Walking `dimension` forwards (backwards if `is_reverse`),
    `to_apply` takes the inputs' slices at the step (input shape without
    `dimension`), then the carries, and returns M outputs then the new
    carries, of the inits' types. Results: the M outputs stacked along
    `dimension` (output shape with the scan length inserted there), then the
    final carries. `is_associative` is XLA's hint (absent = unspecified).

    ```mlir
    %sums, %total = hlo.scan(%x init: %zero) dimension = 0
        : (tensor<8xf32>, tensor<f32>) -> (tensor<8xf32>, tensor<f32>) {
    ^bb0(%e: tensor<f32>, %c: tensor<f32>):
      %s = hlo.add %c, %e : tensor<f32>
      hlo.return %s, %s : tensor<f32>, tensor<f32>
    }
    ```
  }];
  let arguments = (ins Variadic<Hlo_Tensor>:$operands, I64Attr:$dimension,
                       I64Attr:$num_carries, UnitAttr:$is_reverse,
                       OptionalAttr<BoolAttr>:$is_associative);
  let results = (outs Variadic<Hlo_Tensor>:$results);
  let regions = (region SizedRegion<1>:$to_apply);
  let assemblyFormat = [{
    `(` custom<ScanOperands>($operands, $num_carries) `)`
      `dimension` `=` $dimension (`is_reverse` $is_reverse^)?
      (`is_associative` `=` $is_associative^)?
      attr-dict `:` functional-type(operands, results) $to_apply
  }];
  let extraClassDeclaration = [{
    /// The scanned inputs: all operands but the last `num_carries`.
    ::mlir::OperandRange getInputs();
    /// The initial carries: the last `num_carries` operands.
    ::mlir::OperandRange getInits();
  }];
}

#endif // XHLO_DIALECT_HLO_IR_HLOREDUCTIONOPS_TD
