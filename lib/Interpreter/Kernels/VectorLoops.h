//===- VectorLoops.h - Vectorised loops of fused kernels --------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The primitive loops that fused elementwise kernels and fast reductions are
// made of: one operation over contiguous arrays of f32 or f64 (an operand may
// be a splat: one value for every element). They are written as plain loops
// that the compiler vectorises, and compiled twice: for the baseline x86-64
// ISA and for AVX-512 (VectorLoopsAvx512.cpp); `getVectorLoops()` picks the
// best the CPU runs. f32 exp, log, tanh and logistic use polynomial
// approximations (a few ulp, like XLA's CPU backend); the others call libm.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_INTERPRETER_KERNELS_VECTORLOOPS_H
#define XHLO_LIB_INTERPRETER_KERNELS_VECTORLOOPS_H

#include <cstdint>

namespace xhlo::interp {

/// Unary operations on floats.
enum class UnaryKind : uint8_t {
  Negate,
  Abs,
  Exp,
  Expm1,
  Log,
  Log1p,
  Tanh,
  Logistic,
  Sqrt,
  Rsqrt,
  Cbrt,
  Floor,
  Ceil,
  RoundEven,
  RoundAfz,
  Sign,
  Sin,
  Cos,
  Tan,
  /// exp, log, tanh and logistic through libm (ExecutableOptions::
  /// preciseMath) instead of the approximations above.
  PreciseExp,
  PreciseLog,
  PreciseTanh,
  PreciseLogistic,
};

/// Binary operations on floats (maximum/minimum propagate NaN as XLA's do).
enum class BinaryKind : uint8_t {
  Add,
  Subtract,
  Multiply,
  Divide,
  Maximum,
  Minimum,
  Power,
  Remainder,
  Atan2,
};

/// IEEE comparisons of floats (NaN compares unequal to everything).
enum class CompareKind : uint8_t { EQ, NE, LT, LE, GT, GE };

/// Operations on pred (one byte, 0 or 1).
enum class PredKind : uint8_t { And, Or, Xor };

/// Reductions with an identity element; Maximum/Minimum propagate NaN.
enum class ReduceKind : uint8_t { Add, Multiply, Maximum, Minimum };

/// The loops for one element type `T` (float or double). `n` elements; a
/// `...Splat` flag means the operand is one value used for every element.
template <typename T> struct TypedVectorLoops {
  void (*unary)(UnaryKind kind, const T *a, T *out, int64_t n);
  void (*binary)(BinaryKind kind, const T *a, bool aSplat, const T *b,
                 bool bSplat, T *out, int64_t n);
  void (*compare)(CompareKind kind, const T *a, bool aSplat, const T *b,
                  bool bSplat, uint8_t *out, int64_t n);
  void (*select)(const uint8_t *p, bool pSplat, const T *a, bool aSplat,
                 const T *b, bool bSplat, T *out, int64_t n);
  /// out[r] = the reduction of row r of the row-major [rows, cols] `in`,
  /// starting from the operation's identity.
  void (*reduceRows)(ReduceKind kind, const T *in, int64_t rows, int64_t cols,
                     T *out);
  /// out[i] = a[i] (op) b[i] with a reduction's operation.
  void (*combine)(ReduceKind kind, const T *a, bool aSplat, const T *b,
                  bool bSplat, T *out, int64_t n);
};

/// The constants of a layer normalisation (VectorLoops::layerNormRows).
struct LayerNormConstants {
  /// The inits of the two sums (of x, of (x - mean)^2).
  float sumInit = 0, squareSumInit = 0;
  /// What each sum is divided by (the row length), and added to the
  /// variance.
  float count = 1, squareCount = 1, epsilon = 0;
};

/// The loops for every element type, for one ISA.
struct VectorLoops {
  const char *isa;
  TypedVectorLoops<float> f32;
  TypedVectorLoops<double> f64;
  void (*pred)(PredKind kind, const uint8_t *a, bool aSplat, const uint8_t *b,
               bool bSplat, uint8_t *out, int64_t n);
  void (*predNot)(const uint8_t *a, uint8_t *out, int64_t n);
  /// Softmax over the rows of the row-major f32 [rows, cols] `in` into `out`
  /// (which may be `in`), with the results of the fused program max (from
  /// `maxInit`), subtract, exp, sum (from `sumInit`), divide: three passes
  /// per row instead of five per tile.
  void (*softmaxRows)(const float *in, int64_t rows, int64_t cols,
                      float maxInit, float sumInit, float *out);
  /// Layer normalisation over the rows of the row-major f32 [rows, cols]
  /// `in` into `out` (which may be `in`), with a scale and an offset per
  /// column, with the results of the fused program mean = sum(x) / count, d
  /// = x - mean, var = sum(d * d) / squareCount, rstd = rsqrt(var +
  /// epsilon), out = d * rstd * scale + offset: three passes per row.
  void (*layerNormRows)(const float *in, int64_t rows, int64_t cols,
                        const LayerNormConstants &constants, const float *scale,
                        const float *offset, float *out);
};

/// The loops for the running CPU (AVX-512 when it has it).
const VectorLoops &getVectorLoops();

/// The identity element of `kind` (0, 1, -inf, +inf).
template <typename T> T getReduceIdentity(ReduceKind kind);

/// The loops of each ISA, defined in VectorLoops{Generic,Avx512}.cpp.
const VectorLoops &getGenericVectorLoops();
const VectorLoops &getAvx512VectorLoops();

} // namespace xhlo::interp

#endif // XHLO_LIB_INTERPRETER_KERNELS_VECTORLOOPS_H
