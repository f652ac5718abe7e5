/*===- AotRuntime.h - The runtime of ahead-of-time compiled code -*- C -*-===*\
|*                                                                            *|
|* Part of the xhlo project.                                                  *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
/*
 * This file declares the C ABI of libXhloAotRuntime.a, the small library that
 * the object files xhlo-aot writes call and that a program linking them links
 * too (with OpenBLAS, -lopenblas, oneDNN, -ldnnl, and libm):
 *
 * - matrix products of f32 and f64 memrefs of any strides (oneDNN's sgemm
 *   for f32, OpenBLAS's cblas gemm for f64 and when oneDNN fails; copies
 *   only for layouts BLAS cannot take), which the pass
 *   convert-linalg-to-aot-runtime calls for linalg.matmul and
 *   linalg.batch_matmul: C += A * B, as linalg defines them;
 * - the allocation functions of MLIR's memref lowering with generic
 *   functions (`_mlir_memref_to_llvm_alloc`, `..._aligned_alloc`, `..._free`)
 *   for the temporaries the static buffer plan leaves (dynamic sizes, buffers
 *   carried by loops), and the calls that track them: a compiled function
 *   brackets its work with xhlo_aot_begin_call and xhlo_aot_end_call; a
 *   failed allocation inside returns null after recording
 *   XHLO_AOT_OUT_OF_MEMORY, the compiled code returns at once
 *   (aot-check-allocations), and xhlo_aot_end_call frees what is left and
 *   returns the status;
 * - `memrefCopy`, the strided copy MLIR's memref.copy lowering calls when a
 *   copy is not contiguous;
 * - f32 convolutions through oneDNN (-ldnnl), which the same pass calls for
 *   the convolutions convert-hlo-to-linalg marks (`xhlo.aot_convolution`);
 * - the complex functions of ComplexFunctions.def (exp, log, sqrt, power,
 *   the trigonometric ones, ...) on scalars, which convert-hlo-to-linalg
 *   calls from the loops of complex elementwise ops (AotComplex.cpp);
 * - the rounding of values to the floats of at most 8 bits (f8e4m3fn,
 *   f4e2m1fn, ...), which convert-hlo-to-linalg calls for every element of
 *   those types it stores (AotSmallFloat.cpp).
 *
 * And the values of hlo.rng (xhlo_aot_rng_*, AotRandom.cpp), the
 * interpreter's draws (RngDraw.h), which convert-hlo-to-linalg calls once per
 * call of an rng op and once per element.
 *
 * The functions take MLIR's memref descriptors (llvm.emit_c_interface): the
 * allocated and aligned pointers, the offset in elements, then the sizes and
 * strides in elements. Every function is reentrant, and several threads may
 * call it at once on distinct outputs; only the convolution keeps state
 * (its primitive cache and per-thread scratch, both internal).
 */

#ifndef XHLO_AOTRUNTIME_AOTRUNTIME_H
#define XHLO_AOTRUNTIME_AOTRUNTIME_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** A rank-2 memref descriptor of any element type. */
typedef struct XhloAotMemRef2D {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t sizes[2];
  int64_t strides[2];
} XhloAotMemRef2D;

/** A rank-1 memref descriptor of any element type. */
typedef struct XhloAotMemRef1D {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t sizes[1];
  int64_t strides[1];
} XhloAotMemRef1D;

/** A rank-3 memref descriptor of any element type. */
typedef struct XhloAotMemRef3D {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t sizes[3];
  int64_t strides[3];
} XhloAotMemRef3D;

/** An unranked memref: the rank and a pointer to a ranked descriptor. */
typedef struct XhloAotUnrankedMemRef {
  int64_t rank;
  void *descriptor;
} XhloAotUnrankedMemRef;

/** c[m, n] += sum_k a[m, k] * b[k, n] on f32 (linalg.matmul). */
void _mlir_ciface_xhlo_aot_matmul_f32(XhloAotMemRef2D *a, XhloAotMemRef2D *b,
                                      XhloAotMemRef2D *c);
/** c[m, n] += sum_k a[m, k] * b[k, n] on f64 (linalg.matmul). */
void _mlir_ciface_xhlo_aot_matmul_f64(XhloAotMemRef2D *a, XhloAotMemRef2D *b,
                                      XhloAotMemRef2D *c);
/** c[i, m, n] += sum_k a[i, m, k] * b[i, k, n] on f32 (linalg.batch_matmul). */
void _mlir_ciface_xhlo_aot_batch_matmul_f32(XhloAotMemRef3D *a,
                                            XhloAotMemRef3D *b,
                                            XhloAotMemRef3D *c);
/** c[i, m, n] += sum_k a[i, m, k] * b[i, k, n] on f64 (linalg.batch_matmul). */
void _mlir_ciface_xhlo_aot_batch_matmul_f64(XhloAotMemRef3D *a,
                                            XhloAotMemRef3D *b,
                                            XhloAotMemRef3D *c);

/** The number of entries of xhlo_aot_convolution_f32's configuration for
 *  `s` spatial dimensions. */
#define XHLO_AOT_CONVOLUTION_CONFIG_SIZE(s) (11 + 8 * (s))

/** An XLA forward convolution of f32 operands with 1 to 3 spatial
 *  dimensions, through oneDNN: output = conv(input, kernel), or output +=
 *  conv(input, kernel) when accumulating. The operands are memrefs of any
 *  rank and strides (unranked descriptors, so any rank); `config` (i64,
 *  XHLO_AOT_CONVOLUTION_CONFIG_SIZE(s) entries) names each operand's
 *  dimensions by role and gives the window:
 *    [0] s, the number of spatial dimensions (1 to 3);
 *    [1] the mode: 1 to accumulate into the output (0: overwrite it),
 *        plus 2 for oneDNN's direct algorithm only, never its Winograd
 *        kernels (which ConvolutionAlgorithm.h's rule would pick; they
 *        differ by up to ~1e-5 relative: xhlo-aot --precise-math);
 *    input:  batch, group, feature, spatial[s]       (dimension indices)
 *    kernel: group, output feature, input feature, spatial[s]
 *    output: batch, group, feature, spatial[s]
 *    strides[s], window dilations[s], padding low[s], padding high[s],
 *    window reversed[s] (0 or 1).
 *  A group index of -1: the operand has no group dimension (one group).
 *  Features are per group (XLA's grouped features are group-major): the
 *  input's group g, feature i is XLA's feature g * C/G + i. Strides and
 *  dilations are at least 1, padding at least 0 (the compiler pads
 *  negatively padded or base-dilated inputs first). Output spatial sizes
 *  must be the window's number of positions. A configuration or shapes
 *  that disagree print the reason and abort (a compiler error, not the
 *  caller's). oneDNN's primitives are cached per problem, process-wide and
 *  thread-safe; each thread keeps a scratch buffer (operands reordered into
 *  oneDNN's layouts, its scratchpad) for its next calls. Problems oneDNN
 *  refuses, and calls whose scratch cannot be allocated, run in plain
 *  loops (which need no memory). oneDNN runs on OpenMP's threads
 *  (OMP_NUM_THREADS, or xhlo_aot_set_num_threads). */
void _mlir_ciface_xhlo_aot_convolution_f32(XhloAotUnrankedMemRef *input,
                                           XhloAotUnrankedMemRef *kernel,
                                           XhloAotUnrankedMemRef *output,
                                           XhloAotMemRef1D *config);

/** xhlo_aot_convolution_f32 followed by output += bias[f] (f the output
 *  feature: g * features per group + o; `bias` f32, one value per output
 *  feature) and, when `relu` is not 0, output = max(output, +0.0) with
 *  arith.maximumf's semantics (NaN stays NaN, -0.0 becomes +0.0), each
 *  rounded to f32 as the separate ops would be: the bias and ReLU after a
 *  convolution, which convert-linalg-to-aot-runtime fuses into the call
 *  when they follow it. Threads, caching and failures as
 *  xhlo_aot_convolution_f32's. */
void _mlir_ciface_xhlo_aot_convolution_bias_f32(XhloAotUnrankedMemRef *input,
                                                XhloAotUnrankedMemRef *kernel,
                                                XhloAotMemRef1D *bias,
                                                XhloAotUnrankedMemRef *output,
                                                XhloAotMemRef1D *config,
                                                int64_t relu);

/** The number of entries of xhlo_aot_convolution_stage_f32's
 *  configuration. */
#define XHLO_AOT_CONVOLUTION_STAGE_CONFIG_SIZE 41
/** The floats before the values in a stage's blocked buffer. */
#define XHLO_AOT_CONVOLUTION_STAGE_HEADER 16
/** The floats of a blocked buffer holding an {n, c, h, w} activation. */
#define XHLO_AOT_CONVOLUTION_STAGE_BUFFER(n, c, h, w)                          \
  (XHLO_AOT_CONVOLUTION_STAGE_HEADER + (n) * (((c) + 15) / 16 * 16) * (h) * (w))

/** One stage of a chain of f32 convolutions with 2 spatial dimensions and
 *  one feature group (aot-convolution-chains): output = pool(relu(
 *  conv(input, kernel) + bias)), each step optional, where the activations
 *  between stages stay in oneDNN's layouts. `config` (i64,
 *  XHLO_AOT_CONVOLUTION_STAGE_CONFIG_SIZE entries) is
 *  xhlo_aot_convolution_f32's for s = 2 (mode 0 or 2, groups -1, no
 *  reversal) followed by:
 *    [27] flags: 1 add `bias` (one value per output feature), 2 ReLU
 *         (max(x, +0.0) as hlo.maximum: NaN stays NaN), 4 the input is a
 *         blocked buffer, 8 the output is one;
 *    [28..29] the max-pool's window, [30..31] its strides (1, 1 and 1, 1
 *         for none; windows that neither pad nor dilate), [32] its initial
 *         value (the f32's bits);
 *    [33..36] the input's batch, features and spatial sizes, [37..40] the
 *         output's (after the pool).
 *  A blocked buffer is a dense f32 memref of at least
 *  XHLO_AOT_CONVOLUTION_STAGE_BUFFER(n, c, h, w) floats written by the
 *  stage before: a header naming the layout, then the values (opaque to
 *  the compiled code). Otherwise the input and output are memrefs of their
 *  dimensions in the roles the configuration names, any strides. A
 *  configuration or shapes that disagree print the reason and abort (a
 *  compiler error); when oneDNN fails, or the stage's scratch memory
 *  cannot be allocated, the call fails (XHLO_AOT_LIBRARY_FAILURE,
 *  XHLO_AOT_OUT_OF_MEMORY) with nothing else done. Threads and caching as
 *  xhlo_aot_convolution_f32's. */
void _mlir_ciface_xhlo_aot_convolution_stage_f32(XhloAotUnrankedMemRef *input,
                                                 XhloAotUnrankedMemRef *kernel,
                                                 XhloAotMemRef1D *bias,
                                                 XhloAotUnrankedMemRef *output,
                                                 XhloAotMemRef1D *config);

/** The complex function number `function` of ComplexFunctions.def (its
 *  position in the table) of x = xr + i xi (and y = yr + i yi for binary
 *  functions; ignored otherwise), computed in std::complex<float> as the
 *  interpreter computes it; returns the real part of the result for `part`
 *  0 and the imaginary part for 1 (scalars only: a C function returning
 *  `float _Complex` or a struct passes it differently on each target, so
 *  compiled code calls once per part). An unknown `function` returns NaN. */
float xhlo_aot_complex_f32(int32_t function, int32_t part, float xr, float xi,
                           float yr, float yi);
/** xhlo_aot_complex_f32 in std::complex<double>. */
double xhlo_aot_complex_f64(int32_t function, int32_t part, double xr,
                            double xi, double yr, double yi);

/** XLA's convert of `x` to the float format of at most 8 bits that XLA
 *  numbers `primitive` (SmallFloatFormats.def), as the interpreter rounds
 *  it (SmallFloatMath.h): `source` is the SmallFloatSource of the value's
 *  type, which says whether XLA's CPU backend rounds it to f16 first.
 *  Returns the code in the low bits (-1 for a number that is no such
 *  format). Compiled code calls it for every element it stores of these
 *  types; it decodes them through tables of its own (the same ones). */
int32_t xhlo_aot_small_float_convert(int32_t primitive, int32_t source,
                                     double x);

/** hlo.rng's stream for call number `call` (from 0, counted per op within
 *  one call of the compiled function) of the op whose seed (xhlo-aot
 *  --seed) and position hash (computed when compiling) give
 *  `seed_xor_position` = seed ^ position (RngDraw.h). */
uint64_t xhlo_aot_rng_stream(uint64_t seed_xor_position, uint64_t call);
/** Element `i` (row-major) of an rng draw from `stream`: UNIFORM over
 *  [a, b) (`normal` 0) or NORMAL with mean a and deviation b (`normal` 1),
 *  the interpreter's values bit for bit. f16 and bf16 pass and return their
 *  bits in the low 16 bits; integers and pred their bounds extended to 64
 *  bits by their signedness, the result to be truncated to the type. A
 *  UNIFORM draw needs a <= b for floats (a < b for integers): compiled code
 *  checks constant bounds when compiling and bounds it is passed once per
 *  call of the op (xhlo_aot_rng_bounds_failed), as the interpreter does. */
float xhlo_aot_rng_f32(int32_t normal, float a, float b, uint64_t stream,
                       int64_t i);
double xhlo_aot_rng_f64(int32_t normal, double a, double b, uint64_t stream,
                        int64_t i);
uint32_t xhlo_aot_rng_f16(int32_t normal, uint32_t a, uint32_t b,
                          uint64_t stream, int64_t i);
uint32_t xhlo_aot_rng_bf16(int32_t normal, uint32_t a, uint32_t b,
                           uint64_t stream, int64_t i);
uint64_t xhlo_aot_rng_integer(uint64_t a, uint64_t b, uint64_t stream,
                              int64_t i);
/** Element `i` of an rng draw of the float of at most 8 bits that XLA
 *  numbers `primitive` (SmallFloatFormats.def): bounds and result are codes
 *  (-1 for a number that is no such format). */
int32_t xhlo_aot_rng_small_float(int32_t primitive, int32_t normal, int32_t a,
                                 int32_t b, uint64_t stream, int64_t i);
/** Records XHLO_AOT_INVALID_ARGUMENT as the failure of this thread's
 *  current call (xhlo_aot_fail_call): compiled code calls it when the
 *  bounds an rng op is passed are ones the interpreter refuses (UNIFORM
 *  with !(a <= b) for floats, `integer` 0, or !(a < b) for integers and
 *  pred, `integer` 1) and then returns the status. */
void xhlo_aot_rng_bounds_failed(int32_t integer);

/** How many threads the matrix products and convolutions use from now on:
 *  OpenBLAS's (openblas_set_num_threads) and, for the calling thread, those
 *  of OpenMP, on which oneDNN runs (omp_set_num_threads, found at run time
 *  in the libgomp libdnnl loads; no -lgomp needed). 0 or less: one per
 *  hardware thread. */
void xhlo_aot_set_num_threads(int threads);

/** What compiled functions return (the generated headers' xhlo_aot::Status
 *  has the same values). */
enum XhloAotStatusCode {
  XHLO_AOT_OK = 0,
  /** A pointer to a non-empty array, or the scratch, is null. */
  XHLO_AOT_NULL_POINTER = 1,
  /** A temporary (or the scratch the C++ function allocates) could not be
   *  allocated. */
  XHLO_AOT_OUT_OF_MEMORY = 2,
  /** The scratch is not aligned to the header's `<fn>_scratch_alignment`. */
  XHLO_AOT_MISALIGNED_SCRATCH = 3,
  /** A library the runtime calls (oneDNN) failed work it had accepted; the
   *  results are unspecified. */
  XHLO_AOT_LIBRARY_FAILURE = 4,
  /** An argument is one an op refuses, as the interpreter refuses it (the
   *  bounds of an rng UNIFORM draw: a > b or NaN for floats, a >= b for
   *  integers); the results are unspecified. */
  XHLO_AOT_INVALID_ARGUMENT = 5,
};

/** The alignment of the scratch buffer and of every buffer in it. */
#define XHLO_AOT_SCRATCH_ALIGNMENT 64

/** Starts a call of a compiled function on this thread: the buffers the
 *  allocation functions return until xhlo_aot_end_call belong to it. Calls
 *  may nest (the outermost one owns the buffers). */
void xhlo_aot_begin_call(void);
/** Ends the call: (for the outermost) frees the buffers still allocated
 *  (all of them after a failure returned early) and returns the call's
 *  status, XHLO_AOT_OK or the first failure. */
int32_t xhlo_aot_end_call(void);
/** The status of this thread's current call so far. */
int32_t xhlo_aot_call_status(void);
/** Records `status` (not XHLO_AOT_OK) as the failure of this thread's
 *  current call unless one is recorded already; outside a call (code not
 *  compiled by xhlo-aot, which does not test the status) prints `reason`
 *  and aborts. */
void xhlo_aot_fail_call(int32_t status, const char *reason);

/** `size` bytes (malloc's alignment). Within a call, a failure (or a size
 *  beyond 2^48 bytes) records XHLO_AOT_OUT_OF_MEMORY and returns null;
 *  outside one it prints the size and aborts, since code not compiled by
 *  xhlo-aot does not test the pointer. */
void *_mlir_memref_to_llvm_alloc(size_t size);
/** `size` bytes aligned to `alignment` (a power of two); fails as
 *  _mlir_memref_to_llvm_alloc. */
void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t size);
/** Frees a buffer of the two functions above (null: nothing). */
void _mlir_memref_to_llvm_free(void *ptr);

/** Copies `src` into `dst` (same rank and sizes, any strides), elements of
 *  `elementSize` bytes. */
void memrefCopy(int64_t elementSize, XhloAotUnrankedMemRef *src,
                XhloAotUnrankedMemRef *dst);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* XHLO_AOTRUNTIME_AOTRUNTIME_H */
