//===- HloIndexingOps.td - Indexing hlo ops -------------- -*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// XLA's indexing ops: gather, scatter, dynamic-slice and dynamic-update-slice.
// Result types are inferred by the indexing shape functions
// (HloShapeInferenceIndexing.h), which check what XLA's ShapeInference
// checks for these opcodes.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOINDEXINGOPS_TD
#define XHLO_DIALECT_HLO_IR_HLOINDEXINGOPS_TD

include "xhlo/Dialect/Hlo/IR/HloAttrs.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// dynamic-slice and dynamic-update-slice
//===----------------------------------------------------------------------===//

def Hlo_DynamicSliceOp : Hlo_Op<"dynamic_slice",
    [Pure, InferTypeOpAdaptor]> {
  let hloProtoFields = ["dynamic_slice_sizes"];
  let summary = "slice at run-time start indices";
  let description = [{
    XLA's `dynamic-slice`: extracts a slice of `operand` of sizes
    `dynamic_slice_sizes`, starting at the run-time `start_indices` (one 0-d
    integer per operand dimension, all of the same type). Each start index is
    clamped to `[0, dim - size]` at run time. The result has the operand's
    element type and the slice sizes as its shape; each size lies in
    `[0, dim]`.

    ```mlir
    %r = hlo.dynamic_slice %x[%i, %j] dynamic_slice_sizes = [2, 2]
           : tensor<4x4xf32>, tensor<i32>
    ```
  }];
  let arguments = (ins Hlo_Tensor:$operand,
                       Variadic<Hlo_ScalarIntTensor>:$start_indices,
                       DenseI64ArrayAttr:$dynamic_slice_sizes);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = [{
    $operand `[` $start_indices `]` `dynamic_slice_sizes` `=`
    $dynamic_slice_sizes attr-dict `:` type($operand) ``
    custom<StartIndexTypes>(ref($start_indices), type($start_indices))
  }];
}

def Hlo_DynamicUpdateSliceOp : Hlo_Op<"dynamic_update_slice",
    [Pure, InferTypeOpAdaptor]> {
  let summary = "overwrite a slice at run-time start indices";
  let description = [{
    XLA's `dynamic-update-slice`: the result is `operand` with the slice
    starting at the run-time `start_indices` (one 0-d integer per dimension,
    all of the same type, clamped to `[0, dim - update dim]` at run time)
    replaced by `update`. `update` has the operand's element type and rank,
    and no dimension larger than the operand's; the result has the operand's
    type.

    ```mlir
    %r = hlo.dynamic_update_slice %x[%i, %j], %u
           : tensor<4x4xf32>, tensor<2x2xf32>, tensor<i32>
    ```
  }];
  let arguments = (ins Hlo_Tensor:$operand, Hlo_Tensor:$update,
                       Variadic<Hlo_ScalarIntTensor>:$start_indices);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = [{
    $operand `[` $start_indices `]` `,` $update attr-dict `:` type($operand)
    `,` type($update) ``
    custom<StartIndexTypes>(ref($start_indices), type($start_indices))
  }];
}

//===----------------------------------------------------------------------===//
// gather
//===----------------------------------------------------------------------===//

def Hlo_GatherOp : Hlo_Op<"gather", [Pure, InferTypeOpAdaptor]> {
  let summary = "gather slices at run-time start indices";
  let description = [{
    XLA's `gather`: for every index vector in `start_indices` (along
    `index_vector_dim`; when it equals the rank of `start_indices` the vector
    is an implicit trailing dimension of size 1), extracts a slice of sizes
    `slice_sizes` from `operand` starting where `start_index_map` places the
    vector (clamped at run time). The result has the batch dimensions of
    `start_indices` and, at `offset_dims`, the slice dimensions that are not
    in `collapsed_slice_dims` or `operand_batching_dims` (whose sizes are at
    most 1). `indices_are_sorted` promises sorted indices. The result type is
    inferred (`tensor<2x3xf32>` in the example).

    ```mlir
    %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [1],
           collapsed_slice_dims = [0], start_index_map = [0],
           index_vector_dim = 1> slice_sizes = [1, 3]
           : tensor<3x3xf32>, tensor<2x1xi32>
    ```
  }];
  let arguments = (ins Hlo_Tensor:$operand, Hlo_IntTensor:$start_indices,
                       Hlo_GatherDimensionNumbersAttr:$dimension_numbers,
                       DenseI64ArrayAttr:$slice_sizes,
                       UnitAttr:$indices_are_sorted);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = [{
    $operand `[` $start_indices `]` `dimension_numbers` `=` $dimension_numbers
    `slice_sizes` `=` $slice_sizes
    (`indices_are_sorted` $indices_are_sorted^)?
    attr-dict `:` type($operand) `,` type($start_indices)
  }];
}

//===----------------------------------------------------------------------===//
// scatter
//===----------------------------------------------------------------------===//

def Hlo_ScatterOp : Hlo_Op<"scatter",
    [RecursiveMemoryEffects, IsolatedFromAbove, AttrSizedOperandSegments,
     SingleBlockImplicitTerminator<"ReturnOp">, InferTypeOpAdaptor]> {
  let hloMinOperands = 3;
  let summary = "combine updates into slices at run-time indices";
  let description = [{
    XLA's `scatter`: the results are copies of the N `inputs` (all of one
    shape) into which each window of the N `updates` is combined, element by
    element, with `update_computation` (HLO's `to_apply`) at the position
    that `scatter_dimension_numbers` derives from `scatter_indices`. The
    computation takes N current values then N update values (0-d tensors of
    the inputs' element types) and returns N 0-d tensors; the results have
    the inputs' types. `indices_are_sorted` and `unique_indices` are promises
    about the indices.

    ```mlir
    %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers =
           <update_window_dims = [1], inserted_window_dims = [0],
            scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
           : tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x3xf32> {
    ^bb0(%old: tensor<f32>, %new: tensor<f32>):
      %sum = hlo.add %old, %new : tensor<f32>
      hlo.return %sum : tensor<f32>
    }
    ```
  }];
  let arguments = (ins Variadic<Hlo_Tensor>:$inputs,
                       Hlo_IntTensor:$scatter_indices,
                       Variadic<Hlo_Tensor>:$updates,
                       Hlo_ScatterDimensionNumbersAttr:$scatter_dimension_numbers,
                       UnitAttr:$indices_are_sorted,
                       UnitAttr:$unique_indices);
  let results = (outs Variadic<Hlo_Tensor>:$results);
  let regions = (region SizedRegion<1>:$update_computation);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
}

#endif // XHLO_DIALECT_HLO_IR_HLOINDEXINGOPS_TD
