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

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"

namespace xhlo::interp {

/// Computes `result` = dot(`lhs`, `rhs`) with the dimension numbers `numbers`
/// through OpenBLAS GEMM when all three are f32 or all three are f64 (batch
/// dimensions become a loop of GEMMs; operands whose dimensions are not in
/// [batch, free, contracting] or [batch, contracting, free] order are packed
/// first). Returns false, leaving `result` alone, when it does not apply or
/// a packed copy does not fit in the memory budget (the reference loop
/// needs none).
bool fastDot(hlo::DotDimensionNumbersAttr numbers, const Literal &lhs,
             const Literal &rhs, Literal &result);

/// What a fast path did with a call.
enum class FastPathResult {
  /// It computed the result.
  Done,
  /// It does not apply: the reference kernel computes the result.
  Declined,
  /// Its scratch memory does not fit in the thread's memory budget: the
  /// call fails (see getConvolutionScratchRefusal).
  OverBudget,
};

/// The oneDNN primitive a convolution ran on.
enum class ConvolutionPrimitive { Forward, BackwardData, BackwardWeights };

/// How fastConvolution computed a convolution: the primitive, and whether
/// on oneDNN's Winograd kernels (preferWinogradConvolution,
/// xhlo/AotRuntime/ConvolutionAlgorithm.h) rather than its direct ones.
struct ConvolutionRun {
  ConvolutionPrimitive primitive = ConvolutionPrimitive::Forward;
  bool winograd = false;
};

/// Computes the f32 convolution `op` of `lhs` and `rhs` into `result` with
/// oneDNN: 1-3 spatial dimensions, any dim_labels, strides, padding
/// (negative too), base and window dilation, window reversal, feature or
/// batch groups, mapped onto oneDNN's forward, backward-data (base dilation
/// or reversed windows: input gradients) or backward-weights (batch groups
/// or windows larger than the output: kernel gradients) convolution.
/// Declines, leaving `result` alone, anything else (other element types,
/// strides with base dilation, batch groups with reversal or base
/// dilation, empty operands) and what oneDNN refuses. Its scratch memory
/// (operands reordered into oneDNN's layouts, the reversed kernel, the
/// primitive's scratchpad) is one literal charged to the thread's memory
/// budget while the call runs: OverBudget when it does not fit.
/// `flipReversal` flips the window reversal of the spatial dimensions whose
/// bits it sets (bit s: the s-th spatial dimension), for a kernel that is an
/// hlo.reverse the plan absorbed. `temporaryBytes`, when given, receives the
/// bytes of scratch memory the call used (or, OverBudget, needed) besides
/// its operands and result. With `directOnly` (ExecutableOptions::
/// preciseMath) oneDNN's direct algorithm runs where Winograd's would
/// (which rounds differently: up to ~7e-6 relative from direct). `run`,
/// when given, receives how it ran.
FastPathResult fastConvolution(hlo::ConvolutionOp op, const Literal &lhs,
                               const Literal &rhs, Literal &result,
                               int64_t *temporaryBytes = nullptr,
                               uint32_t flipReversal = 0,
                               bool directOnly = false,
                               ConvolutionRun *run = nullptr);

/// The error of a convolution whose `bytes` of scratch memory do not fit in
/// the thread's memory budget ("the scratch memory of the oneDNN
/// convolution ... needs 12 MiB, but the memory budget has 3 MiB left").
llvm::Error getConvolutionScratchRefusal(int64_t bytes);

/// The threads a strided copy splits its work over: `count` of them, and
/// `run(tasks, body)`, which calls `body(task)` for every task in [0,
/// tasks) on them (the interpreter's pool, or OpenMP's next to oneDNN),
/// for copies of at least `minParallelBytes`.
struct CopyThreads {
  unsigned count = 1;
  llvm::function_ref<void(int64_t, llvm::function_ref<void(int64_t)>)> run;
  int64_t minParallelBytes = int64_t(1) << 20;
};

/// Copies every element of `shape` (row-major) from `in + sum(index[d] *
/// inStrides[d]) * elementBytes` to `out + sum(index[d] * outStrides[d]) *
/// elementBytes` (strides in elements, the bits copied exactly): the fast
/// path of slice, transpose and broadcast (long runs, register-block
/// transposes), on `threads` when it moves `threads.minParallelBytes` or
/// more.
void copyStrided(const void *in, llvm::ArrayRef<int64_t> inStrides, void *out,
                 llvm::ArrayRef<int64_t> outStrides,
                 llvm::ArrayRef<int64_t> shape, size_t elementBytes,
                 const CopyThreads &threads);

/// Sets the number of threads OpenBLAS uses, and oneDNN's (OpenMP's) for
/// the calling thread, when they differ from `numThreads`.
void setLibraryThreads(unsigned numThreads);

} // namespace xhlo::interp

#endif // XHLO_LIB_INTERPRETER_KERNELS_FASTKERNELS_H
