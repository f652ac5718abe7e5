//===- HloShapeOps.td - Shape hlo ops -------------------- -*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// XLA's broadcast, reshape, transpose, slice, concatenate, pad, reverse,
// iota, copy and get-dimension-size. The checks live in the shape functions
// of HloShapeInferenceShape.h; result types that XLA infers are inferred
// (InferTypeOpAdaptor), result types that XLA takes from the instruction
// (broadcast, reshape, iota) are verified.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOSHAPEOPS_TD
#define XHLO_DIALECT_HLO_IR_HLOSHAPEOPS_TD

include "xhlo/Dialect/Hlo/IR/HloAttrs.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// broadcast
//===----------------------------------------------------------------------===//

def Hlo_BroadcastOp : Hlo_Op<"broadcast", [Pure]> {
  let hloProtoFields = ["dimensions"];
  let summary = "broadcast into a larger array";
  let description = [{
    XLA's `broadcast` (HLO's, not the client's BroadcastInDim): operand
    dimension `i` becomes result dimension `dimensions[i]`, and every other
    result dimension replicates the operand. The result shape is the result
    type. Checks (HloVerifier::HandleBroadcast): one entry per operand
    dimension, entries in range and unique, each mapped result dimension of
    the operand dimension's size, and one element type.

    ```mlir
    %r = hlo.broadcast %x, dimensions = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    ```
  }];
  let arguments = (ins Hlo_Tensor:$operand, DenseI64ArrayAttr:$dimensions);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `dimensions` `=` $dimensions attr-dict
      `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// reshape
//===----------------------------------------------------------------------===//

def Hlo_ReshapeOp : Hlo_Op<"reshape", [Pure]> {
  let summary = "the same elements in another shape";
  let description = [{
    XLA's `reshape`: the operand's elements in row-major order, laid out
    again in the result type's shape. The result type is given; it has the
    operand's element type and element count (HloVerifier::HandleReshape).

    ```mlir
    %r = hlo.reshape %x : (tensor<2x3xf32>) -> tensor<3x2xf32>
    ```
  }];
  let arguments = (ins Hlo_Tensor:$operand);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = "$operand attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// transpose
//===----------------------------------------------------------------------===//

def Hlo_TransposeOp : Hlo_Op<"transpose", [Pure, InferTypeOpAdaptor]> {
  let hloProtoFields = ["dimensions"];
  let summary = "permutation of the dimensions";
  let description = [{
    XLA's `transpose`: result dimension `i` is operand dimension
    `dimensions[i]`, i.e. `result[i_0, ..., i_n-1]` is the operand element
    whose index in dimension `dimensions[k]` is `i_k`. `dimensions` is a
    permutation of `[0, rank)`; the result type is inferred.

    ```mlir
    %r = hlo.transpose %x, dimensions = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    ```
  }];
  let arguments = (ins Hlo_Tensor:$operand, DenseI64ArrayAttr:$dimensions);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `dimensions` `=` $dimensions attr-dict
      `:` functional-type(operands, results)
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// slice
//===----------------------------------------------------------------------===//

def Hlo_SliceOp : Hlo_Op<"slice", [Pure, InferTypeOpAdaptor]> {
  let summary = "a strided rectangular part of an array";
  let description = [{
    XLA's `slice`: in each dimension `d` the elements
    `start_indices[d], start_indices[d] + strides[d], ...` below
    `limit_indices[d]`, so the result dimension is
    `ceil((limit - start) / stride)`. Requires
    `0 <= start <= limit <= size` and `stride >= 1`. HLO text writes
    `slice={[start:limit:stride], ...}`; so does the custom form (the
    stride is omitted when it is 1).

    ```mlir
    %r = hlo.slice %x, slice = [0:2, 1:4:2] : (tensor<3x4xf32>) -> tensor<2x2xf32>
    ```
  }];
  let arguments = (ins Hlo_Tensor:$operand,
                       DenseI64ArrayAttr:$start_indices,
                       DenseI64ArrayAttr:$limit_indices,
                       DenseI64ArrayAttr:$strides);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `slice` `=`
      custom<SliceRanges>($start_indices, $limit_indices, $strides) attr-dict
      `:` functional-type(operands, results)
  }];
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// concatenate
//===----------------------------------------------------------------------===//

def Hlo_ConcatenateOp : Hlo_Op<"concatenate", [Pure, InferTypeOpAdaptor]> {
  let hloMinOperands = 1;
  let summary = "arrays joined along one dimension";
  let description = [{
    XLA's `concatenate`: the operands, in order, joined along `dimension`.
    HLO text spells the attribute `dimensions={d}`. All operands (at least
    one) have the same rank and element type and agree in every dimension
    but `dimension`; the result's `dimension` is the sum of theirs.

    ```mlir
    %r = hlo.concatenate %a, %b, dimension = 0 : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
    ```
  }];
  let arguments = (ins Variadic<Hlo_Tensor>:$inputs, I64Attr:$dimension);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = [{
    custom<OperandsThenComma>($inputs) `dimension` `=` $dimension attr-dict
      `:` functional-type(operands, results)
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// pad
//===----------------------------------------------------------------------===//

def Hlo_PadOp : Hlo_Op<"pad", [Pure, InferTypeOpAdaptor]> {
  let summary = "edge and interior padding with a scalar";
  let description = [{
    XLA's `pad`: in each dimension, `low` copies of `padding_value` before
    the operand (negative values remove elements), `high` after it, and
    `interior` between neighbouring elements, so the result dimension is
    `low + high + size + max(size - 1, 0) * interior` (it must not be
    negative). `padding_value` is 0-d with the operand's element type. The
    custom form spells the `#hlo.padding` attribute's lists out (`interior`
    is left out when the attribute has none); HLO text writes
    `padding=0_0x1_2_1` for the example.

    ```mlir
    %r = hlo.pad %x, %zero, low = [0, 1], high = [0, 2], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x8xf32>
    ```
  }];
  let arguments = (ins Hlo_Tensor:$operand, Hlo_Tensor:$padding_value,
                       Hlo_PaddingConfigAttr:$padding);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` $padding_value `,` custom<PaddingConfig>($padding) attr-dict
      `:` functional-type(operands, results)
  }];
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// reverse
//===----------------------------------------------------------------------===//

def Hlo_ReverseOp : Hlo_Op<"reverse", [Pure, InferTypeOpAdaptor]> {
  let hloProtoFields = ["dimensions"];
  let summary = "reversal of the order of elements along dimensions";
  let description = [{
    XLA's `reverse`: the operand with the order of its elements reversed
    along each of `dimensions` (unique, in range).

    ```mlir
    %r = hlo.reverse %x, dimensions = [0, 1] : tensor<2x3xf32>
    ```
  }];
  let arguments = (ins Hlo_Tensor:$operand, DenseI64ArrayAttr:$dimensions);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `dimensions` `=` $dimensions attr-dict `:` type($operand)
  }];
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// iota
//===----------------------------------------------------------------------===//

def Hlo_IotaOp : Hlo_Op<"iota", [Pure]> {
  let summary = "indices along one dimension";
  let description = [{
    XLA's `iota`: the array of the result type whose element at index
    `(i_0, ..., i_n-1)` is `i_iota_dimension` converted to the element type
    (complex: with a zero imaginary part). The result has rank >= 1,
    `iota_dimension` is below it, and its element type is integral,
    floating point or complex, not pred (HloVerifier::HandleIota).

    ```mlir
    %r = hlo.iota iota_dimension = 1 : tensor<2x4xi32>
    ```
  }];
  let arguments = (ins I64Attr:$iota_dimension);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = [{
    `iota_dimension` `=` $iota_dimension attr-dict `:` type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// copy
//===----------------------------------------------------------------------===//

def Hlo_CopyOp : Hlo_Op<"copy", [Pure, SameOperandsAndResultType]> {
  let summary = "a copy of a value";
  let description = [{
    XLA's `copy`: a value (array, token or tuple) equal to the operand, in a
    new buffer. Layout changes are what XLA uses it for; here it is the
    identity on values and is kept by canonicalization.

    ```mlir
    %r = hlo.copy %x : tensor<2x3xf32>
    ```
  }];
  let arguments = (ins Hlo_Value:$operand);
  let results = (outs Hlo_Value:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand)";
}

//===----------------------------------------------------------------------===//
// get-dimension-size
//===----------------------------------------------------------------------===//

def Hlo_GetDimensionSizeOp : Hlo_Op<"get_dimension_size", [Pure,
    InferTypeOpAdaptor]> {
  let summary = "the size of one dimension, as s32";
  let description = [{
    XLA's `get-dimension-size`: the size of the operand's dimension
    `dimension` (HLO text: `dimensions={d}`) as a 0-d s32 array. Arrays are
    statically shaped here, so it folds to a constant.

    ```mlir
    %r = hlo.get_dimension_size %x, dimension = 1 : tensor<2x3xf32>
    ```
  }];
  let arguments = (ins Hlo_Tensor:$operand, I64Attr:$dimension);
  let results = (outs 0DTensorOf<[I32]>:$result);
  let assemblyFormat = [{
    $operand `,` `dimension` `=` $dimension attr-dict `:` type($operand)
  }];
  let hasFolder = 1;
}

#endif // XHLO_DIALECT_HLO_IR_HLOSHAPEOPS_TD
