//===- FastKernels.h - Fast paths of the interpreter ------------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Fast paths that the reference kernels hand work to when the operands fit
// (element types, sizes). Each returns false when it does not apply, and the
// caller then runs its reference loop; ExecutableOptions::referenceKernels
// turns every fast path off, which is how the differential tests compare them.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_INTERPRETER_KERNELS_FASTKERNELS_H
#define XHLO_LIB_INTERPRETER_KERNELS_FASTKERNELS_H

#include "xhlo/Dialect/Hlo/IR/HloOps.h"
#include "xhlo/Values/Literal.h"

namespace xhlo::interp {

/// Computes `result` = dot(`lhs`, `rhs`) with the dimension numbers `numbers`
/// through OpenBLAS GEMM when all three are f32 or all three are f64 (batch
/// dimensions become a loop of GEMMs; operands whose dimensions are not in
/// [batch, free, contracting] or [batch, contracting, free] order are packed
/// first). Returns false, leaving `result` alone, when it does not apply.
bool fastDot(hlo::DotDimensionNumbersAttr numbers, const Literal &lhs,
             const Literal &rhs, Literal &result);

/// Computes the f32 convolution `op` of `lhs` and `rhs` into `result` with
/// oneDNN (1-3 spatial dimensions, any dim_labels, strides, non-negative
/// padding, window dilation, feature groups). Returns false, leaving
/// `result` alone, for anything else (other element types, base dilation,
/// window reversal, batch groups, negative padding, empty operands) or when
/// oneDNN refuses the problem.
/// `temporaryBytes`, when given, receives the bytes of the reordered copies
/// the call used besides its operands and result.
bool fastConvolution(hlo::ConvolutionOp op, const Literal &lhs,
                     const Literal &rhs, Literal &result,
                     int64_t *temporaryBytes = nullptr);

/// Sets the number of threads OpenBLAS uses, and oneDNN's (OpenMP's) for
/// the calling thread, when they differ from `numThreads`.
void setLibraryThreads(unsigned numThreads);

} // namespace xhlo::interp

#endif // XHLO_LIB_INTERPRETER_KERNELS_FASTKERNELS_H
