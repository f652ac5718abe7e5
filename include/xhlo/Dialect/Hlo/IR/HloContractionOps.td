//===- HloContractionOps.td - Contraction hlo ops -------- -*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// XLA's dot, convolution, cholesky, triangular-solve, fft and the batch-norm ops.
// Dot and convolution take their result element type from the op (XLA's
// preferred element type), so their result type is given and verified; the
// others infer their results. The checks live in the contraction shape
// functions (HloShapeInferenceContraction.h).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOCONTRACTIONOPS_TD
#define XHLO_DIALECT_HLO_IR_HLOCONTRACTIONOPS_TD

include "xhlo/Dialect/Hlo/IR/HloAttrs.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

/// The operand types fft accepts: real (RFFT) or complex (the others).
def Hlo_FftTensor : Hlo_TensorOf<[F32, F64, Hlo_Complex]>;

//===----------------------------------------------------------------------===//
// Dot and convolution
//===----------------------------------------------------------------------===//

def Hlo_DotOp : Hlo_Op<"dot", [Pure]> {
  let summary = "generalized matrix product";
  let description = [{
    XLA's `dot` (DotGeneral): contracts `lhs_contracting_dims` of `lhs` with
    `rhs_contracting_dims` of `rhs` (sizes equal pairwise) and pairs the batch
    dimensions. The result has the batch dimensions, then the remaining
    (free) dimensions of `lhs`, then those of `rhs`, each in order. Its
    element type is the op's (XLA's preferred element type): operands may
    differ in element type (XLA exempts dot from its mixed-precision check);
    from integral or complex operands the result must not be narrower, and
    from complex operands it must be complex. `precision_config` has one
    entry per operand.

    ```mlir
    %r = hlo.dot %a, %b, lhs_batch_dims = [0], lhs_contracting_dims = [2],
        rhs_batch_dims = [0], rhs_contracting_dims = [1]
        : (tensor<4x2x3xf32>, tensor<4x3x5xf32>) -> tensor<4x2x5xf32>
    %m = hlo.dot %x, %y, lhs_contracting_dims = [1], rhs_contracting_dims = [0],
        precision_config = [HIGH, DEFAULT]
        : (tensor<2x3xbf16>, tensor<3x4xbf16>) -> tensor<2x4xf32>
    ```
  }];
  let arguments = (ins Hlo_NumericTensor:$lhs, Hlo_NumericTensor:$rhs,
                       Hlo_DotDimensionNumbersAttr:$dot_dimension_numbers,
                       OptionalAttr<Hlo_PrecisionConfigAttr>:$precision_config);
  let results = (outs Hlo_NumericTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs ``
      custom<DotDimensionNumbers>($dot_dimension_numbers, $precision_config)
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Hlo_ScaledDotOp : Hlo_Op<"scaled_dot", [Pure]> {
  let summary = "dot of block-scaled operands";
  let description = [{
    XLA's `scaled-dot` (operands lhs, rhs, lhs_scale, rhs_scale): the `dot`
    of the dequantized operands, as XLA's expansion (ScaledDotRewriter)
    computes it. Each scale has its operand's rank, and each of its sizes
    divides the operand's: a scale element covers a block of
    `operand size / scale size` consecutive elements in each dimension.
    Operand and scale are converted to one type (bf16 if both are narrower
    than 16 bits, the common type if equal, f32 if equally wide, else the
    wider), multiplied element by element with the scale repeated over its
    block, and the products go into `dot` with the op's dimension numbers
    and result type. A scalar scale leaves its operand as it is; XLA accepts
    one only as the "no scale" of a bf16 operand (a bf16 scale whose sizes
    are all 1), and not on both sides. The operand with a scale of its rank
    has exactly one contracting dimension. `precision_config` has 2 entries
    (one per dot operand, as XLA creates it) or 4 (one per operand, as
    XLA's text parser fills it).

    ```mlir
    %r = hlo.scaled_dot %a, %b, %sa, %sb, lhs_contracting_dims = [1],
        rhs_contracting_dims = [1]
        : (tensor<2x64xf8E4M3FN>, tensor<3x64xf8E4M3FN>, tensor<2x2xf8E8M0FNU>,
           tensor<3x2xf8E8M0FNU>) -> tensor<2x3xf32>
    ```
  }];
  let arguments = (ins Hlo_NumericTensor:$lhs, Hlo_NumericTensor:$rhs,
                       Hlo_NumericTensor:$lhs_scale,
                       Hlo_NumericTensor:$rhs_scale,
                       Hlo_DotDimensionNumbersAttr:$dot_dimension_numbers,
                       OptionalAttr<Hlo_PrecisionConfigAttr>:$precision_config);
  let results = (outs Hlo_NumericTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $lhs_scale `,` $rhs_scale ``
      custom<DotDimensionNumbers>($dot_dimension_numbers, $precision_config)
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Hlo_ConvolutionOp : Hlo_Op<"convolution", [Pure]> {
  let summary = "convolution with windows, dilations and groups";
  let description = [{
    XLA's `convolution`: slides the kernel `rhs` over the input `lhs` as
    `window` says (size = the kernel's spatial sizes, strides, padding, base
    dilation `lhs_dilate`, window dilation `rhs_dilate`), with the dimension
    roles of `dim_labels`. The input feature size is the kernel input feature
    size times `feature_group_count`; the kernel output feature size is a
    multiple of both group counts, and the batch size of
    `batch_group_count` (at most one group count exceeds 1). The result
    element type is the op's (preferred element type, as for `dot`).

    ```mlir
    %r = hlo.convolution %x, %k, window = <size = [3, 3], stride = [2, 2],
        pad_low = [1, 1], pad_high = [1, 1]>,
        dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
        : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x4x4x16xf32>
    ```
  }];
  let arguments = (ins Hlo_NumericTensor:$lhs, Hlo_NumericTensor:$rhs,
                       Hlo_WindowAttr:$window,
                       Hlo_ConvDimensionNumbersAttr:$dim_labels,
                       DefaultValuedAttr<I64Attr, "1">:$feature_group_count,
                       DefaultValuedAttr<I64Attr, "1">:$batch_group_count,
                       OptionalAttr<Hlo_PrecisionConfigAttr>:$precision_config);
  let results = (outs Hlo_NumericTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` `window` `=` $window `,` `dim_labels` `=` $dim_labels
      ``
      custom<ConvolutionOptions>($feature_group_count, $batch_group_count,
                                 $precision_config)
      attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  // convolution(pad(x, 0)) -> convolution(x) with the padding in the window.
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Linear algebra
//===----------------------------------------------------------------------===//

def Hlo_CholeskyOp : Hlo_Op<"cholesky", [Pure, InferTypeOpAdaptor]> {
  let summary = "Cholesky decomposition of a batch of matrices";
  let description = [{
    XLA's `cholesky`: for each matrix in the two minor dimensions of `a`
    (square, Hermitian positive definite), its lower (`lower = true`) or upper
    Cholesky factor; the other triangle of the result is unspecified. `a` has
    rank >= 2 and a floating point or complex element type; the result has
    `a`'s type.

    ```mlir
    %l = hlo.cholesky %a, lower = true : tensor<2x3x3xf32>
    ```
  }];
  let arguments = (ins Hlo_FloatOrComplexTensor:$a, BoolAttr:$lower);
  let results = (outs Hlo_FloatOrComplexTensor:$result);
  let assemblyFormat = "$a `,` `lower` `=` $lower attr-dict `:` type($a)";
}

def Hlo_TriangularSolveOp : Hlo_Op<"triangular_solve",
    [Pure, InferTypeOpAdaptor]> {
  let summary = "solution of triangular linear systems";
  let description = [{
    XLA's `triangular-solve`: solves `op(a) * x = b` (`left_side = true`) or
    `x * op(a) = b` for `x`, where `a` is lower or upper triangular (`lower`),
    its diagonal is taken as ones when `unit_diagonal`, and `op` is
    `transpose_a`. `a` is square in its two minor dimensions, whose size is
    `b`'s second-to-last (left side) or last dimension; `a` and `b` have the
    same rank, batch dimensions and floating point or complex element type.
    The result has `b`'s type.

    ```mlir
    %x = hlo.triangular_solve %a, %b,
        <left_side = true, lower = true, transpose_a = NO_TRANSPOSE>
        : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    ```
  }];
  let arguments = (ins Hlo_FloatOrComplexTensor:$a,
                       Hlo_FloatOrComplexTensor:$b,
                       Hlo_TriangularSolveOptionsAttr:$options);
  let results = (outs Hlo_FloatOrComplexTensor:$result);
  let assemblyFormat = [{
    $a `,` $b `,` $options attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// Fft
//===----------------------------------------------------------------------===//

def Hlo_FftOp : Hlo_Op<"fft", [Pure, InferTypeOpAdaptor]> {
  let summary = "fast Fourier transform over the innermost dimensions";
  let description = [{
    XLA's `fft` over the `fft_length.size()` (1 to 3) innermost dimensions,
    whose sizes are `fft_length`: FFT and IFFT map complex to complex of the
    same shape; RFFT maps f32/f64 to c64/c128 and keeps only the
    `fft_length[-1]/2+1` non-redundant coefficients of the innermost
    dimension; IRFFT is its inverse (innermost operand dimension
    `fft_length[-1]/2+1`, innermost result dimension `fft_length[-1]`).

    ```mlir
    %f = hlo.fft %x, fft_type = RFFT, fft_length = [8]
        : (tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>>
    %g = hlo.fft %f, fft_type = IRFFT, fft_length = [8]
        : (tensor<4x5xcomplex<f32>>) -> tensor<4x8xf32>
    ```
  }];
  let arguments = (ins Hlo_FftTensor:$operand, Hlo_FftTypeAttr:$fft_type,
                       DenseI64ArrayAttr:$fft_length);
  let results = (outs Hlo_FftTensor:$result);
  let assemblyFormat = [{
    $operand `,` `fft_type` `=` custom<HloEnum>($fft_type) `,`
      `fft_length` `=` $fft_length attr-dict
      `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// Batch normalization
//===----------------------------------------------------------------------===//

def Hlo_BatchNormInferenceOp : Hlo_Op<"batch_norm_inference",
    [Pure, InferTypeOpAdaptor]> {
  let hloProtoFields = ["epsilon", "feature_index"];
  let summary = "batch normalization with given statistics";
  let description = [{
    XLA's `batch-norm-inference`: normalizes `operand` along every dimension
    but `feature_index` with the given `mean` and `variance`:
    `(operand - mean) / sqrt(variance + epsilon) * scale + offset`, the 1-d
    operands broadcast along `feature_index`. `scale`, `offset`, `mean` and
    `variance` have the operand's floating point element type and the size
    of its dimension `feature_index`. The result has the operand's type.

    ```mlir
    %y = hlo.batch_norm_inference %x, %scale, %offset, %mean, %variance,
        epsilon = 1.0e-03, feature_index = 1
        : (tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>,
           tensor<4xf32>) -> tensor<8x4xf32>
    ```
  }];
  let arguments = (ins Hlo_FloatTensor:$operand, Hlo_FloatTensor:$scale,
                       Hlo_FloatTensor:$offset, Hlo_FloatTensor:$mean,
                       Hlo_FloatTensor:$variance, F32Attr:$epsilon,
                       I64Attr:$feature_index);
  let results = (outs Hlo_FloatTensor:$result);
  let assemblyFormat = [{
    $operand `,` $scale `,` $offset `,` $mean `,` $variance `,`
      `epsilon` `=` $epsilon `,` `feature_index` `=` $feature_index attr-dict
      `:` functional-type(operands, results)
  }];
}

def Hlo_BatchNormTrainingOp : Hlo_Op<"batch_norm_training",
    [Pure, InferTypeOpAdaptor]> {
  let hloProtoFields = ["epsilon", "feature_index"];
  let summary = "batch normalization with computed statistics";
  let description = [{
    XLA's `batch-norm-training`: computes the mean and variance of `operand`
    over every dimension but `feature_index`, normalizes with them as
    `batch_norm_inference` does, and returns the normalized operand and the
    two statistics (XLA's result tuple, as three results). `scale` and
    `offset` have the operand's element type and the feature count as size.

    ```mlir
    %y, %mean, %var = hlo.batch_norm_training %x, %scale, %offset,
        epsilon = 1.0e-03, feature_index = 1
        : (tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>)
        -> (tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>)
    ```
  }];
  let arguments = (ins Hlo_FloatTensor:$operand, Hlo_FloatTensor:$scale,
                       Hlo_FloatTensor:$offset, F32Attr:$epsilon,
                       I64Attr:$feature_index);
  let results = (outs Hlo_FloatTensor:$output, Hlo_FloatTensor:$batch_mean,
                      Hlo_FloatTensor:$batch_var);
  let assemblyFormat = [{
    $operand `,` $scale `,` $offset `,` `epsilon` `=` $epsilon `,`
      `feature_index` `=` $feature_index attr-dict
      `:` functional-type(operands, results)
  }];
}

def Hlo_BatchNormGradOp : Hlo_Op<"batch_norm_grad",
    [Pure, InferTypeOpAdaptor]> {
  let hloProtoFields = ["epsilon", "feature_index"];
  let summary = "gradients of batch normalization";
  let description = [{
    XLA's `batch-norm-grad`: given the operand, `scale`, the batch `mean` and
    `variance` of the forward pass and the gradient `grad_output` of its
    output (the operand's type), returns the gradients with respect to the
    operand, scale and offset (XLA's result tuple, as three results). The
    1-d operands have the operand's element type and the feature count as
    size.

    ```mlir
    %gx, %gscale, %goffset = hlo.batch_norm_grad %x, %scale, %mean, %var, %gy,
        epsilon = 1.0e-03, feature_index = 1
        : (tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>,
           tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>)
    ```
  }];
  let arguments = (ins Hlo_FloatTensor:$operand, Hlo_FloatTensor:$scale,
                       Hlo_FloatTensor:$mean, Hlo_FloatTensor:$variance,
                       Hlo_FloatTensor:$grad_output, F32Attr:$epsilon,
                       I64Attr:$feature_index);
  let results = (outs Hlo_FloatTensor:$grad_operand,
                      Hlo_FloatTensor:$grad_scale,
                      Hlo_FloatTensor:$grad_offset);
  let assemblyFormat = [{
    $operand `,` $scale `,` $mean `,` $variance `,` $grad_output `,`
      `epsilon` `=` $epsilon `,` `feature_index` `=` $feature_index attr-dict
      `:` functional-type(operands, results)
  }];
}

#endif // XHLO_DIALECT_HLO_IR_HLOCONTRACTIONOPS_TD
