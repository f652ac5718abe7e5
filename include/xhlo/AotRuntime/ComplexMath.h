//===- ComplexMath.h - XLA's complex functions, written once ---*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The complex elementwise functions whose formulas are XLA's rather than the
// C++ library's, shared by the interpreter's kernels
// (lib/Interpreter/Kernels/ElementwiseKernels.cpp) and the AOT runtime's
// complex functions (ComplexFunctions.def, evaluated by `evaluate` below),
// so that compiled code computes what the interpreter computes. Header-only,
// standard C++ only (the AOT runtime is linked into users' programs).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_AOTRUNTIME_COMPLEXMATH_H
#define XHLO_AOTRUNTIME_COMPLEXMATH_H

#include <cmath>
#include <complex>
#include <cstdint>
#include <limits>

namespace xhlo {
namespace complex_math {

/// expm1(a + bi) = expm1(a) cos b - 2 sin^2(b/2) + i e^a sin b, accurate
/// near zero.
template <typename R> std::complex<R> expm1(std::complex<R> x) {
  R a = x.real(), b = x.imag();
  R s = std::sin(b / 2);
  return {std::expm1(a) * std::cos(b) - 2 * s * s, std::exp(a) * std::sin(b)};
}

/// log1p(a + bi) = log|1 + x| + i arg(1 + x), with
/// log|1 + x| = log1p(a^2 + 2a + b^2) / 2.
template <typename R> std::complex<R> log1p(std::complex<R> x) {
  R a = x.real(), b = x.imag();
  return {std::log1p(a * (a + 2) + b * b) / 2, std::atan2(b, a + 1)};
}

/// Complex power as XLA's HloEvaluator::HandlePower computes it: 1^b =
/// a^0 = 1 whatever the other operand (NaNs included; Kahan, "Branch Cuts
/// for Complex Elementary Functions", section 10), +inf^b = +inf for a
/// positive real b and 0 for a negative real b, std::pow otherwise.
template <typename R>
std::complex<R> power(std::complex<R> a, std::complex<R> b) {
  using T = std::complex<R>;
  if (a == T(1) || b == T(0))
    return T(1);
  bool positiveInfinity = a.imag() == 0 && a.real() > 0 && std::isinf(a.real());
  if (positiveInfinity && b.imag() == 0 && b.real() > 0)
    return a;
  if (positiveInfinity && b.imag() == 0 && b.real() < 0)
    return T(0);
  return std::pow(a, b);
}

/// XLA: atan2(y, x) = -i log((x + iy) / sqrt(x^2 + y^2)).
template <typename R>
std::complex<R> atan2(std::complex<R> y, std::complex<R> x) {
  using T = std::complex<R>;
  T i(0, 1);
  return T(-i * std::log((x + i * y) / std::sqrt(x * x + y * y)));
}

/// a / b as XLA's CPU and GPU backends divide complex numbers
/// (ElementalIrEmitter::EmitComplexDivide; MLIR's complex-to-standard
/// lowering of complex.div, which xhlo-aot compiles, is the same algorithm):
/// Smith's algorithm in the element type R, every operation rounded to R
/// (no fused multiply-add: XLA's LLVM backend may still contract a product
/// and a sum on FMA hardware, the last bit apart), on the ratio of the
/// smaller to the larger part of b (|b.real| < |b.imag| ordered: a NaN picks
/// the second branch). When both parts of that quotient are NaN, the C99
/// Annex G cases: b zero and a not all NaN gives a times copysign(inf,
/// b.real) (inf, NaN or -inf parts); an infinite a over a finite b
/// infinity times the signs; a finite a over an infinite b zero times them.
/// Unlike std::complex's operator/ (libgcc's __divsc3 computes a c64
/// quotient in double, rounded once).
template <typename R>
std::complex<R> divide(std::complex<R> a, std::complex<R> b) {
  const R ar = a.real(), ai = a.imag(), br = b.real(), bi = b.imag();
  const R brAbs = std::fabs(br), biAbs = std::fabs(bi);
  R re, im;
  if (brAbs < biAbs) {
    R ratio = br / bi;
    R denominator = bi + ratio * br;
    re = (ratio * ar + ai) / denominator;
    im = (ratio * ai - ar) / denominator;
  } else {
    R ratio = bi / br;
    R denominator = br + ratio * bi;
    re = (ratio * ai + ar) / denominator;
    im = (ai - ratio * ar) / denominator;
  }
  if (!(std::isnan(re) && std::isnan(im)))
    return {re, im};
  const R inf = std::numeric_limits<R>::infinity(), zero = 0, one = 1;
  // 1. A zero denominator.
  if (brAbs == zero && biAbs == zero && (!std::isnan(ar) || !std::isnan(ai))) {
    R infinity = std::copysign(inf, br);
    return {infinity * ar, infinity * ai};
  }
  // 2. An infinite numerator over a finite denominator.
  if ((std::isinf(ar) || std::isinf(ai)) && std::isfinite(br) &&
      std::isfinite(bi)) {
    R x = std::copysign(std::isinf(ar) ? one : zero, ar);
    R y = std::copysign(std::isinf(ai) ? one : zero, ai);
    return {inf * (x * br + y * bi), inf * (y * br - x * bi)};
  }
  // 3. A finite numerator over an infinite denominator.
  if ((std::isinf(br) || std::isinf(bi)) && std::isfinite(ar) &&
      std::isfinite(ai)) {
    R x = std::copysign(std::isinf(br) ? one : zero, br);
    R y = std::copysign(std::isinf(bi) ? one : zero, bi);
    return {zero * (ar * x + ai * y), zero * (ai * x - ar * y)};
  }
  return {re, im};
}

/// The principal cube root, x^(1/3).
template <typename R> std::complex<R> cbrt(std::complex<R> x) {
  using T = std::complex<R>;
  return std::pow(x, T(1) / T(3));
}

/// sign(x) = x / |x|, 0 for 0 (NaNs propagate through the division).
template <typename R> std::complex<R> sign(std::complex<R> x) {
  if (x == std::complex<R>(0))
    return x;
  return x / std::abs(x);
}

/// The numbers of the functions of ComplexFunctions.def: their positions.
enum ComplexFunction : int32_t {
#define XHLO_COMPLEX_UNARY(NAME, OP, EXPR) NAME,
#define XHLO_COMPLEX_BINARY(NAME, OP, EXPR) NAME,
#include "xhlo/AotRuntime/ComplexFunctions.def"
};

/// Part `part` (0 real, 1 imaginary) of the function number `function` of
/// ComplexFunctions.def of x = xr + i xi (and y = yr + i yi), NaN for an
/// unknown number: what xhlo_aot_complex_f32/_f64 compute (AotComplex.cpp,
/// and the host JIT's symbols of the same names, lib/Runtime/HostApi.cpp).
template <typename R>
R evaluate(int32_t function, int32_t part, R xr, R xi, R yr, R yi) {
  using T = std::complex<R>;
  T x(xr, xi), y(yr, yi);
  (void)y;
  T r;
  switch (function) {
#define XHLO_COMPLEX_UNARY(NAME, OP, EXPR)                                     \
  case NAME:                                                                   \
    r = T(EXPR);                                                               \
    break;
#define XHLO_COMPLEX_BINARY(NAME, OP, EXPR) XHLO_COMPLEX_UNARY(NAME, OP, EXPR)
#include "xhlo/AotRuntime/ComplexFunctions.def"
  default:
    return std::numeric_limits<R>::quiet_NaN();
  }
  return part == 0 ? r.real() : r.imag();
}

} // namespace complex_math
} // namespace xhlo

#endif // XHLO_AOTRUNTIME_COMPLEXMATH_H
