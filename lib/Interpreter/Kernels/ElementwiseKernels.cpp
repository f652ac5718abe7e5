//===- ElementwiseKernels.cpp - Elementwise kernels of the interpreter
//------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the reference kernels of the elementwise ops: the
// unary and binary arithmetic ops, compare, select, clamp, convert,
// bitcast_convert, reduce_precision and stochastic_convert (to integers),
// with XLA's semantics.
//
// Each element type has a codec: the C++ type it is stored as (S) and the one
// it is computed in (C). f16 and bf16 are stored as raw bits and computed in
// float, rounding back to nearest even; pred is stored as one byte and
// computed as bool. Kernels are loops over codecs, instantiated only for the
// element type classes each op accepts.
//
//===----------------------------------------------------------------------===//

#include "KernelUtils.h"

#include "xhlo/AotRuntime/ComplexMath.h"
#include "xhlo/Interpreter/Executable.h"

#include "xhlo/Dialect/Hlo/IR/HloOps.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/bit.h"

#include <cmath>
#include <complex>
#include <cstring>
#include <limits>
#include <type_traits>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;
namespace hlo = xhlo::hlo;

//===----------------------------------------------------------------------===//
// Codecs
//===----------------------------------------------------------------------===//

namespace {

/// Output codecs derived from the operand's.
template <typename K> struct SameOut {
  using type = K;
};
template <typename K> struct PredOut {
  using type = PredCodec;
};
/// The component type of complex codecs, else the same.
template <typename K> struct ComponentOut {
  using type = K;
};
template <> struct ComponentOut<C64Codec> {
  using type = F32Codec;
};
template <> struct ComponentOut<C128Codec> {
  using type = F64Codec;
};
/// The complex type of f32 and f64 (XLA allows only those; the other
/// floats, which compute in float, get c64 so the instantiations are well
/// formed).
template <typename K> struct ComplexOut {
  using C = typename K::C;
  using type = std::conditional_t<
      std::is_same_v<C, double>, C128Codec,
      std::conditional_t<std::is_same_v<C, float>, C64Codec, K>>;
};

} // namespace

/// Calls `fn(Tag<Codec>{})` for the codec of `type`, if its class is in
/// `Classes`; otherwise returns `fallback()`.
template <unsigned Classes, typename Fn, typename Fallback>
static LogicalResult visitType(ElementType type, Fn &&fn, Fallback &&fallback) {
  return visitElementType(type, [&](auto tag) -> LogicalResult {
    using K = typename decltype(tag)::type;
    if constexpr ((K::kClass & Classes) != 0)
      return fn(tag);
    else
      return fallback();
  });
}

/// The element type of `op`'s result `index`.
static ElementType resultElementType(Operation *op, unsigned index = 0) {
  return *getElementTypeFromMlir(
      cast<ShapedType>(op->getResult(index).getType()).getElementType());
}

static ArrayRef<int64_t> resultShape(Operation *op, unsigned index = 0) {
  return cast<ShapedType>(op->getResult(index).getType()).getShape();
}

static LogicalResult unsupported(Operation *op, ElementType type) {
  return op->emitError("the interpreter has no kernel for ")
         << op->getName() << " on element type " << getElementTypeName(type);
}

//===----------------------------------------------------------------------===//
// Kernel builders
//===----------------------------------------------------------------------===//

namespace {
/// An element function that also takes the bit width of the operand's type
/// (XLA's: 4 for s4, whose values compute in 8 bits) as its first argument,
/// a std::integral_constant: shifts, popcnt, count_leading_zeros, mulhi.
template <typename Fn> struct WithBits {
  Fn fn;
};
} // namespace

template <typename Fn> static WithBits<Fn> withBits(Fn fn) { return {fn}; }

/// Applies the element function `fn` to values of codec K's type.
template <typename K, typename Fn, typename... Args>
static auto applyElement(const Fn &fn, Args... args) {
  return fn(args...);
}
template <typename K, typename Fn, typename... Args>
static auto applyElement(const WithBits<Fn> &fn, Args... args) {
  return fn.fn(std::integral_constant<unsigned, K::kBits>{}, args...);
}

/// A unary kernel: result[i] = fn(operand[i]), with the result codec
/// OutOf<operand codec>.
template <template <typename> class OutOf, unsigned Classes, typename Fn>
static Kernel unaryKernel(Fn fn) {
  return [fn](Operation *op, ArrayRef<const RtValue *> operands,
              std::vector<RtValue> &results, KernelContext &) {
    const Literal &in = operands[0]->getArray();
    // As binaryKernel: the result's element type is OutOf's.
    std::optional<Literal> out;
    LogicalResult result = visitType<Classes>(
        in.getElementType(),
        [&](auto tag) {
          using K = typename decltype(tag)::type;
          using O = typename OutOf<K>::type;
          out = Literal::uninitialized(O::kType, in.getShape());
          const typename K::S *src = in.as<typename K::S>();
          typename O::S *dst = out->as<typename O::S>();
          for (int64_t i = 0, e = in.getNumElements(); i < e; ++i)
            dst[i] = O::store(applyElement<K>(fn, K::load(src[i])));
          return success();
        },
        [&] { return unsupported(op, in.getElementType()); });
    if (failed(result))
      return failure();
    results.push_back(std::move(*out));
    return success();
  };
}

/// A binary kernel on operands of equal types: result[i] = fn(lhs[i],
/// rhs[i]). `fn` receives `op` first (for attributes) and returns
/// std::optional of the result; nullopt means unsupported.
template <template <typename> class OutOf, unsigned Classes, typename Fn>
static Kernel binaryKernel(Fn fn) {
  return [fn](Operation *op, ArrayRef<const RtValue *> operands,
              std::vector<RtValue> &results, KernelContext &) {
    const Literal &lhs = operands[0]->getArray();
    const Literal &rhs = operands[1]->getArray();
    // The result's element type is the one OutOf gives (the verifier's; the
    // plan checks every result's type), so no MLIR type is queried: loops
    // run this kernel on scalars at every iteration.
    std::optional<Literal> out;
    LogicalResult result = visitType<Classes>(
        lhs.getElementType(),
        [&](auto tag) {
          using K = typename decltype(tag)::type;
          using O = typename OutOf<K>::type;
          out = Literal::uninitialized(O::kType, lhs.getShape());
          const typename K::S *a = lhs.as<typename K::S>();
          const typename K::S *b = rhs.as<typename K::S>();
          typename O::S *dst = out->as<typename O::S>();
          for (int64_t i = 0, e = lhs.getNumElements(); i < e; ++i)
            dst[i] =
                O::store(applyElement<K>(fn, K::load(a[i]), K::load(b[i])));
          return success();
        },
        [&] { return unsupported(op, lhs.getElementType()); });
    if (failed(result))
      return failure();
    results.push_back(std::move(*out));
    return success();
  };
}

//===----------------------------------------------------------------------===//
// Element functions
//===----------------------------------------------------------------------===//

/// Integer arithmetic that wraps (computed in uint64_t, which wraps
/// modulo 2^64, then truncated).
template <typename T> static T wrap(uint64_t value) { return T(value); }

template <typename T> static T negateInt(T x) {
  return wrap<T>(uint64_t(0) - uint64_t(x));
}

template <typename T> static T signOf(T x) {
  if constexpr (isComplex<T>) {
    return complex_math::sign(x);
  } else if constexpr (isFloat<T>) {
    if (std::isnan(x) || x == T(0))
      return x;
    return x > T(0) ? T(1) : T(-1);
  } else {
    if (x == T(0))
      return x;
    return x > T(0) ? T(1) : negateInt(T(1));
  }
}

/// XLA's maximum and minimum: NaN if either operand is NaN; pred is or/and;
/// complex compares lexicographically (real, then imaginary part). Floats
/// follow IEEE 754-2019 maximum/minimum as XLA's CPU backend emits them
/// (llvm_ir::EmitFloatMax/Min call llvm.maximum/llvm.minimum) and the
/// StableHLO spec says: -0 < +0, so maximum(-0, +0) is +0 and minimum(-0, +0)
/// is -0 in either operand order. (HloEvaluator's std::max after its NaN
/// check returns the first operand of two equal zeros instead.)
template <typename T> static bool hasNaN(T x) {
  if constexpr (isComplex<T>)
    return std::isnan(x.real()) || std::isnan(x.imag());
  else if constexpr (isFloat<T>)
    return std::isnan(x);
  else
    return false;
}

template <typename T> static bool lessThan(T a, T b) {
  if constexpr (isComplex<T>)
    return a.real() < b.real() || (a.real() == b.real() && a.imag() < b.imag());
  else
    return a < b;
}

template <typename T> static T xlaMax(T a, T b) {
  if (hasNaN(a))
    return a;
  if (hasNaN(b))
    return b;
  if constexpr (isFloat<T>)
    if (a == b)
      return std::signbit(a) ? b : a;
  return lessThan(a, b) ? b : a;
}

template <typename T> static T xlaMin(T a, T b) {
  if (hasNaN(a))
    return a;
  if (hasNaN(b))
    return b;
  if constexpr (isFloat<T>)
    if (a == b)
      return std::signbit(a) ? a : b;
  return lessThan(b, a) ? b : a;
}

template <typename T> static T intPower(T base, T exponent) {
  if constexpr (std::is_signed_v<T>) {
    // Negative exponents: 1 for a base of 1, else 0 (XLA).
    if (exponent < 0)
      return base == T(1) ? T(1) : T(0);
  }
  uint64_t result = 1, b = uint64_t(base);
  using U = std::make_unsigned_t<T>;
  U e = U(exponent);
  while (e) {
    if (e & 1)
      result *= b;
    b *= b;
    e >>= 1;
  }
  return wrap<T>(result);
}

/// The high half of the 2 * kBits-bit product (kBits the type's width: 4
/// for s4, computed in int8_t).
template <unsigned kBits, typename T> static T mulhi(T a, T b) {
  if constexpr (kBits == 64) {
    using Wide =
        std::conditional_t<std::is_signed_v<T>, __int128, unsigned __int128>;
    return T(Wide(a) * Wide(b) >> 64);
  } else {
    using Wide = std::conditional_t<std::is_signed_v<T>, int64_t, uint64_t>;
    return T((Wide(a) * Wide(b)) >> kBits);
  }
}

/// The low kBits bits of an unsigned U.
template <typename U, unsigned kBits> constexpr U lowBitsMask() {
  return U(~uint64_t(0) >> (64 - kBits));
}

/// XLA's shifts of a kBits-bit integer computed in T, which may be wider (s4
/// in int8_t, sign-extended; u4 in uint8_t): the amount is read as a
/// kBits-bit unsigned number, a logical right shift sees only the kBits
/// bits and an arithmetic one the kBits-bit value's sign (u4 8 >> 1 is 12).
template <unsigned kBits, typename T>
static T shiftOp(StringRef which, T x, T amount) {
  using U = std::make_unsigned_t<T>;
  using S = std::make_signed_t<T>;
  constexpr U kMask = lowBitsMask<U, kBits>();
  constexpr unsigned kPadding = sizeof(T) * 8 - kBits;
  bool tooFar = uint64_t(U(U(amount) & kMask)) >= kBits;
  if (which == "shift_left")
    return tooFar ? T(0) : T(U(U(x) << U(amount)));
  if (which == "shift_right_logical")
    return tooFar ? T(0) : T(U(U(x) & kMask) >> U(amount));
  S value = S(S(U(U(x) << kPadding)) >> kPadding);
  if (tooFar)
    return value < 0 ? T(~U(0)) : T(0);
  return T(S(value >> U(amount)));
}

/// XLA's reduce-precision of one value of the float type `F` stored as the
/// unsigned `U` with `srcMantissa` mantissa bits.
template <typename U>
static U reducePrecisionBits(U bits, bool isNaN, int srcMantissa,
                             int exponentBits, int mantissaBits) {
  constexpr int kBits = sizeof(U) * 8;
  int srcExponent = kBits - 1 - srcMantissa;
  U input = bits;
  if (mantissaBits < srcMantissa) {
    U lastMantissaBitMask = U(U(1) << (srcMantissa - mantissaBits));
    U baseRoundingBias = U((lastMantissaBitMask >> 1) - 1);
    U lastMantissaBit =
        U((bits & lastMantissaBitMask) >> (srcMantissa - mantissaBits));
    U roundingBias = U(lastMantissaBit + baseRoundingBias);
    U truncationMask = U(~U(lastMantissaBitMask - 1));
    bits = U(U(bits + roundingBias) & truncationMask);
  }
  if (exponentBits < srcExponent) {
    U signMask = U(U(1) << (kBits - 1));
    U expMask = U(U((U(1) << srcExponent) - 1) << srcMantissa);
    U exponentBias = U((U(1) << (srcExponent - 1)) - 1);
    U reducedBias = U((U(1) << (exponentBits - 1)) - 1);
    U maxExponent = U(exponentBias + reducedBias);
    U minExponent = U(exponentBias - reducedBias);
    U exponent = U(bits & expMask);
    bool overflows = exponent > U(maxExponent << srcMantissa);
    bool underflows = exponent <= U(minExponent << srcMantissa);
    U signedZero = U(bits & signMask);
    U signedInf = U(signedZero | expMask);
    if (overflows)
      bits = signedInf;
    if (underflows)
      bits = signedZero;
  }
  if (isNaN) {
    // NaNs stay NaN, unless no mantissa bits are left: then +infinity.
    if (mantissaBits > 0)
      return input;
    U expMask = U(U((U(1) << srcExponent) - 1) << srcMantissa);
    return expMask;
  }
  return bits;
}

/// The position of a float in XLA's total order, as a signed key.
template <typename T> static auto totalOrderKey(T x) {
  using I = std::conditional_t<sizeof(T) == 8, int64_t, int32_t>;
  using UI = std::make_unsigned_t<I>;
  I bits = llvm::bit_cast<I>(x);
  if (bits < 0)
    bits = I(UI(bits) ^ UI(std::numeric_limits<I>::max()));
  return bits;
}

static bool ordered(hlo::ComparisonDirection direction, int cmp) {
  switch (direction) {
  case hlo::ComparisonDirection::EQ:
    return cmp == 0;
  case hlo::ComparisonDirection::NE:
    return cmp != 0;
  case hlo::ComparisonDirection::GE:
    return cmp >= 0;
  case hlo::ComparisonDirection::GT:
    return cmp > 0;
  case hlo::ComparisonDirection::LE:
    return cmp <= 0;
  case hlo::ComparisonDirection::LT:
    return cmp < 0;
  }
  return false;
}

/// Compares two computed values of one type.
template <typename T>
static bool compareValues(T a, T b, hlo::ComparisonDirection direction,
                          bool totalOrder) {
  using D = hlo::ComparisonDirection;
  if constexpr (isComplex<T>) {
    bool equal;
    if (totalOrder)
      equal = totalOrderKey(a.real()) == totalOrderKey(b.real()) &&
              totalOrderKey(a.imag()) == totalOrderKey(b.imag());
    else
      equal = a == b;
    return direction == D::NE ? !equal : equal;
  } else if constexpr (isFloat<T>) {
    if (totalOrder) {
      auto x = totalOrderKey(a), y = totalOrderKey(b);
      return ordered(direction, x < y ? -1 : (x == y ? 0 : 1));
    }
    switch (direction) {
    case D::EQ:
      return a == b;
    case D::NE:
      return a != b;
    case D::GE:
      return a >= b;
    case D::GT:
      return a > b;
    case D::LE:
      return a <= b;
    case D::LT:
      return a < b;
    }
    return false;
  } else {
    return ordered(direction, a < b ? -1 : (a == b ? 0 : 1));
  }
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

/// A float-or-complex unary function written once with std:: functions
/// that exist for both.
#define XHLO_INEXACT_UNARY(NAME, EXPR)                                         \
  registry.add(hlo::NAME::getOperationName(),                                  \
               unaryKernel<SameOut, kFloat | kComplex>([](auto x) {            \
                 using T = decltype(x);                                        \
                 (void)sizeof(T);                                              \
                 return T(EXPR);                                               \
               }))

static void registerUnaryKernels(KernelRegistry &registry) {
  XHLO_INEXACT_UNARY(AcosOp, std::acos(x));
  XHLO_INEXACT_UNARY(AcoshOp, std::acosh(x));
  XHLO_INEXACT_UNARY(AsinOp, std::asin(x));
  XHLO_INEXACT_UNARY(AsinhOp, std::asinh(x));
  XHLO_INEXACT_UNARY(AtanhOp, std::atanh(x));
  XHLO_INEXACT_UNARY(CosineOp, std::cos(x));
  XHLO_INEXACT_UNARY(CoshOp, std::cosh(x));
  XHLO_INEXACT_UNARY(ExponentialOp, std::exp(x));
  XHLO_INEXACT_UNARY(LogOp, std::log(x));
  XHLO_INEXACT_UNARY(LogisticOp, T(1) / (T(1) + std::exp(-x)));
  XHLO_INEXACT_UNARY(RsqrtOp, T(1) / std::sqrt(x));
  XHLO_INEXACT_UNARY(SineOp, std::sin(x));
  XHLO_INEXACT_UNARY(SinhOp, std::sinh(x));
  XHLO_INEXACT_UNARY(SqrtOp, std::sqrt(x));
  XHLO_INEXACT_UNARY(TanOp, std::tan(x));
  XHLO_INEXACT_UNARY(TanhOp, std::tanh(x));

  registry.add(hlo::CbrtOp::getOperationName(), unaryKernel < SameOut,
               kFloat | kComplex > ([](auto x) {
                          using T = decltype(x);
                          if constexpr (isComplex<T>)
                            return complex_math::cbrt(x);
                          else
                            return std::cbrt(x);
                        }));
  registry.add(hlo::ExponentialMinusOneOp::getOperationName(),
               unaryKernel < SameOut,
               kFloat | kComplex > ([](auto x) {
                          using T = decltype(x);
                          if constexpr (isComplex<T>) {
                            return complex_math::expm1(x);
                          } else {
                            return std::expm1(x);
                          }
                        }));
  registry.add(hlo::LogPlusOneOp::getOperationName(), unaryKernel < SameOut,
               kFloat | kComplex > ([](auto x) {
                          using T = decltype(x);
                          if constexpr (isComplex<T>) {
                            return complex_math::log1p(x);
                          } else {
                            return std::log1p(x);
                          }
                        }));

  // Float only.
  registry.add(
      hlo::CeilOp::getOperationName(),
      unaryKernel<SameOut, kFloat>([](auto x) { return std::ceil(x); }));
  registry.add(
      hlo::FloorOp::getOperationName(),
      unaryKernel<SameOut, kFloat>([](auto x) { return std::floor(x); }));
  registry.add(
      hlo::ErfOp::getOperationName(),
      unaryKernel<SameOut, kFloat>([](auto x) { return std::erf(x); }));
  registry.add(
      hlo::RoundNearestAfzOp::getOperationName(),
      unaryKernel<SameOut, kFloat>([](auto x) { return std::round(x); }));
  registry.add(hlo::RoundNearestEvenOp::getOperationName(),
               unaryKernel<SameOut, kFloat>([](auto x) {
                 // nearbyint rounds to nearest even in the default mode.
                 return std::nearbyint(x);
               }));
  registry.add(hlo::IsFiniteOp::getOperationName(),
               unaryKernel<PredOut, kFloat>(
                   [](auto x) { return bool(std::isfinite(x)); }));

  // Complex to component.
  registry.add(hlo::AbsOp::getOperationName(), unaryKernel < ComponentOut,
               kInt | kFloat | kComplex > ([](auto x) {
                                 using T = decltype(x);
                                 if constexpr (isComplex<T>)
                                   return std::abs(x);
                                 else if constexpr (isFloat<T>)
                                   return std::fabs(x);
                                 else if constexpr (std::is_signed_v<T>)
                                   return x < 0 ? negateInt(x) : x;
                                 else
                                   return x;
                               }));
  registry.add(hlo::RealOp::getOperationName(), unaryKernel < ComponentOut,
               kFloat | kComplex > ([](auto x) {
                          using T = decltype(x);
                          if constexpr (isComplex<T>)
                            return x.real();
                          else
                            return x;
                        }));
  registry.add(hlo::ImagOp::getOperationName(), unaryKernel < ComponentOut,
               kFloat | kComplex > ([](auto x) {
                          using T = decltype(x);
                          if constexpr (isComplex<T>)
                            return x.imag();
                          else
                            return T(0);
                        }));

  registry.add(hlo::NegateOp::getOperationName(), unaryKernel < SameOut,
               kInt | kFloat | kComplex > ([](auto x) {
                                 using T = decltype(x);
                                 if constexpr (isInt<T>)
                                   return negateInt(x);
                                 else
                                   return T(-x);
                               }));
  registry.add(hlo::SignOp::getOperationName(), unaryKernel < SameOut,
               kInt | kFloat | kComplex > ([](auto x) { return signOf(x); }));
  registry.add(hlo::NotOp::getOperationName(), unaryKernel < SameOut,
               kPred | kInt > ([](auto x) {
                         using T = decltype(x);
                         if constexpr (std::is_same_v<T, bool>)
                           return !x;
                         else
                           return T(~x);
                       }));
  // popcnt and count_leading_zeros count in the type's width (4 bits for
  // s4, whose negative values are sign-extended in their int8_t).
  registry.add(hlo::PopcntOp::getOperationName(),
               unaryKernel<SameOut, kInt>(withBits([](auto bits, auto x) {
                 using T = decltype(x);
                 using U = std::make_unsigned_t<T>;
                 constexpr U kMask = lowBitsMask<U, decltype(bits)::value>();
                 return T(llvm::popcount(U(U(x) & kMask)));
               })));
  registry.add(hlo::CountLeadingZerosOp::getOperationName(),
               unaryKernel<SameOut, kInt>(withBits([](auto bits, auto x) {
                 using T = decltype(x);
                 using U = std::make_unsigned_t<T>;
                 constexpr unsigned kPadding =
                     sizeof(T) * 8 - decltype(bits)::value;
                 constexpr U kMask = lowBitsMask<U, decltype(bits)::value>();
                 return T(llvm::countl_zero(U(U(x) & kMask)) - kPadding);
               })));
}

static void registerBinaryKernels(KernelRegistry &registry) {
  registry.add(hlo::AddOp::getOperationName(),
               binaryKernel<SameOut, kAny>([](auto a, auto b) {
                 using T = decltype(a);
                 if constexpr (std::is_same_v<T, bool>)
                   return bool(a || b);
                 else if constexpr (isInt<T>)
                   return wrap<T>(uint64_t(a) + uint64_t(b));
                 else
                   return T(a + b);
               }));
  registry.add(hlo::SubtractOp::getOperationName(), binaryKernel < SameOut,
               kInt | kFloat | kComplex > ([](auto a, auto b) {
                                 using T = decltype(a);
                                 if constexpr (isInt<T>)
                                   return wrap<T>(uint64_t(a) - uint64_t(b));
                                 else
                                   return T(a - b);
                               }));
  registry.add(hlo::MultiplyOp::getOperationName(),
               binaryKernel<SameOut, kAny>([](auto a, auto b) {
                 using T = decltype(a);
                 if constexpr (std::is_same_v<T, bool>)
                   return bool(a && b);
                 else if constexpr (isInt<T>)
                   return wrap<T>(uint64_t(a) * uint64_t(b));
                 else
                   return T(a * b);
               }));
  registry.add(hlo::DivideOp::getOperationName(), binaryKernel < SameOut,
               kInt | kFloat | kComplex > ([](auto a, auto b) {
                                 using T = decltype(a);
                                 if constexpr (isInt<T>) {
                                   if (b == 0)
                                     return T(~std::make_unsigned_t<T>(0));
                                   if constexpr (std::is_signed_v<T>)
                                     if (a == std::numeric_limits<T>::min() &&
                                         b == T(-1))
                                       return a;
                                   return T(a / b);
                                 } else if constexpr (isComplex<T>) {
                                   // XLA's algorithm, in the element type.
                                   return complex_math::divide(a, b);
                                 } else {
                                   return T(a / b);
                                 }
                               }));
  registry.add(hlo::RemainderOp::getOperationName(), binaryKernel < SameOut,
               kInt | kFloat > ([](auto a, auto b) {
                        using T = decltype(a);
                        if constexpr (isInt<T>) {
                          if (b == 0)
                            return a;
                          if constexpr (std::is_signed_v<T>)
                            if (a == std::numeric_limits<T>::min() &&
                                b == T(-1))
                              return T(0);
                          return T(a % b);
                        } else {
                          return T(std::fmod(a, b));
                        }
                      }));
  registry.add(hlo::PowerOp::getOperationName(), binaryKernel < SameOut,
               kInt | kFloat | kComplex > ([](auto a, auto b) {
                                 using T = decltype(a);
                                 if constexpr (isInt<T>)
                                   return intPower(a, b);
                                 else if constexpr (isComplex<T>)
                                   return complex_math::power(a, b);
                                 else
                                   return T(std::pow(a, b));
                               }));
  registry.add(hlo::MaximumOp::getOperationName(),
               binaryKernel<SameOut, kAny>([](auto a, auto b) {
                 using T = decltype(a);
                 if constexpr (std::is_same_v<T, bool>)
                   return bool(a || b);
                 else
                   return xlaMax(a, b);
               }));
  registry.add(hlo::MinimumOp::getOperationName(),
               binaryKernel<SameOut, kAny>([](auto a, auto b) {
                 using T = decltype(a);
                 if constexpr (std::is_same_v<T, bool>)
                   return bool(a && b);
                 else
                   return xlaMin(a, b);
               }));
  registry.add(hlo::AndOp::getOperationName(), binaryKernel < SameOut,
               kPred |
                   kInt > ([](auto a, auto b) { return decltype(a)(a & b); }));
  registry.add(hlo::OrOp::getOperationName(), binaryKernel < SameOut,
               kPred |
                   kInt > ([](auto a, auto b) { return decltype(a)(a | b); }));
  registry.add(hlo::XorOp::getOperationName(), binaryKernel < SameOut,
               kPred |
                   kInt > ([](auto a, auto b) { return decltype(a)(a ^ b); }));
  // The shifts, in the type's width.
  auto shift = [](StringRef which) {
    return binaryKernel<SameOut, kInt>(
        withBits([which](auto bits, auto a, auto b) {
          return shiftOp<decltype(bits)::value>(which, a, b);
        }));
  };
  registry.add(hlo::ShiftLeftOp::getOperationName(), shift("shift_left"));
  registry.add(hlo::ShiftRightLogicalOp::getOperationName(),
               shift("shift_right_logical"));
  registry.add(hlo::ShiftRightArithmeticOp::getOperationName(),
               shift("shift_right_arithmetic"));
  registry.add(
      hlo::MulhiOp::getOperationName(),
      binaryKernel<SameOut, kInt>(withBits([](auto bits, auto a, auto b) {
        return mulhi<decltype(bits)::value>(a, b);
      })));
  registry.add(hlo::Atan2Op::getOperationName(), binaryKernel < SameOut,
               kFloat | kComplex > ([](auto y, auto x) {
                          using T = decltype(y);
                          if constexpr (isComplex<T>) {
                            return complex_math::atan2(y, x);
                          } else {
                            return T(std::atan2(y, x));
                          }
                        }));
  registry.add(hlo::ComplexOp::getOperationName(),
               binaryKernel<ComplexOut, kFloat>([](auto a, auto b) {
                 return std::complex<decltype(a)>(a, b);
               }));
}

//===----------------------------------------------------------------------===//
// compare, select, clamp
//===----------------------------------------------------------------------===//

static LogicalResult compareKernel(Operation *op,
                                   ArrayRef<const RtValue *> operands,
                                   std::vector<RtValue> &results,
                                   KernelContext &) {
  auto compare = cast<hlo::CompareOp>(op);
  hlo::ComparisonDirection direction = compare.getDirection();
  // No element type defaults to TOTALORDER (getEffectiveCompareType), so
  // only the attribute selects it (and no MLIR type is queried).
  std::optional<hlo::ComparisonType> compareType = compare.getCompareType();
  bool totalOrder = compareType == hlo::ComparisonType::TOTALORDER;
  const Literal &lhs = operands[0]->getArray();
  const Literal &rhs = operands[1]->getArray();
  Literal out = Literal::uninitialized(ElementType::Pred, lhs.getShape());
  if (failed(visitType<kAny>(
          lhs.getElementType(),
          [&](auto tag) {
            using K = typename decltype(tag)::type;
            const typename K::S *a = lhs.as<typename K::S>();
            const typename K::S *b = rhs.as<typename K::S>();
            uint8_t *dst = out.as<uint8_t>();
            for (int64_t i = 0, e = lhs.getNumElements(); i < e; ++i)
              dst[i] = compareValues(K::load(a[i]), K::load(b[i]), direction,
                                     totalOrder);
            return success();
          },
          [&] { return unsupported(op, lhs.getElementType()); })))
    return failure();
  results.push_back(std::move(out));
  return success();
}

static LogicalResult selectKernel(Operation *op,
                                  ArrayRef<const RtValue *> operands,
                                  std::vector<RtValue> &results,
                                  KernelContext &) {
  const Literal &pred = operands[0]->getArray();
  const Literal &onTrue = operands[1]->getArray();
  const Literal &onFalse = operands[2]->getArray();
  Literal out(onTrue.getElementType(), onTrue.getShape());
  size_t size = getElementTypeByteSize(onTrue.getElementType());
  const uint8_t *p = pred.as<uint8_t>();
  bool scalarPred = pred.getRank() == 0;
  const char *t = onTrue.as<char>(), *f = onFalse.as<char>();
  char *dst = out.as<char>();
  for (int64_t i = 0, e = onTrue.getNumElements(); i < e; ++i)
    std::memcpy(dst + i * size, (p[scalarPred ? 0 : i] ? t : f) + i * size,
                size);
  (void)op;
  results.push_back(std::move(out));
  return success();
}

static LogicalResult clampKernel(Operation *op,
                                 ArrayRef<const RtValue *> operands,
                                 std::vector<RtValue> &results,
                                 KernelContext &) {
  const Literal &lo = operands[0]->getArray();
  const Literal &x = operands[1]->getArray();
  const Literal &hi = operands[2]->getArray();
  Literal out(x.getElementType(), x.getShape());
  bool scalarLo = lo.getRank() == 0 && x.getRank() != 0;
  bool scalarHi = hi.getRank() == 0 && x.getRank() != 0;
  if (failed(visitType<kAny>(
          x.getElementType(),
          [&](auto tag) {
            using K = typename decltype(tag)::type;
            const typename K::S *l = lo.as<typename K::S>();
            const typename K::S *v = x.as<typename K::S>();
            const typename K::S *h = hi.as<typename K::S>();
            typename K::S *dst = out.as<typename K::S>();
            for (int64_t i = 0, e = x.getNumElements(); i < e; ++i) {
              auto a = K::load(v[i]);
              auto min = K::load(l[scalarLo ? 0 : i]);
              auto max = K::load(h[scalarHi ? 0 : i]);
              if constexpr (std::is_same_v<decltype(a), bool>)
                dst[i] = K::store((a || min) && max);
              else
                dst[i] = K::store(xlaMin(xlaMax(a, min), max));
            }
            return success();
          },
          [&] { return unsupported(op, x.getElementType()); })))
    return failure();
  results.push_back(std::move(out));
  return success();
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

/// What XLA's CPU backend rounds a value of codec K's type through on its
/// way to a small float (SmallFloat::convert): f16 and the small floats
/// are exact in f16, f32/f64 (and complex) are wide, pred an integer.
template <typename K> constexpr SmallFloatSource smallFloatSourceOf() {
  if constexpr (std::is_same_v<K, F16Codec> || IsSmallFloatCodec<K>::value)
    return SmallFloatSource::F16;
  else if constexpr (std::is_same_v<K, BF16Codec>)
    return SmallFloatSource::BF16;
  else if constexpr (isFloat<typename K::C> || isComplex<typename K::C>)
    return SmallFloatSource::Wide;
  else
    return SmallFloatSource::Integer;
}

/// One value `x` of codec `K`'s type converted to the element type of codec
/// `O` and stored, with XLA's rules (convertValue), narrowed to the type:
/// floats to a sub-byte integer saturate at its range, and a small float
/// is rounded as XLA's CPU backend rounds from K's type.
template <typename O, typename K, typename From>
static typename O::S convertElement(From x) {
  using To = typename O::C;
  if constexpr (IsSmallFloatCodec<O>::value)
    return O::convertFrom(convertValue<double>(x), smallFloatSourceOf<K>());
  else if constexpr (isInt<To> && isFloat<From>)
    return O::store(floatToInt<To, From, O::kBits>(x));
  else
    return O::store(convertValue<To>(x));
}

static LogicalResult convertKernel(Operation *op,
                                   ArrayRef<const RtValue *> operands,
                                   std::vector<RtValue> &results,
                                   KernelContext &) {
  const Literal &in = operands[0]->getArray();
  Literal out(resultElementType(op), in.getShape());
  auto fail = [&] { return unsupported(op, in.getElementType()); };
  if (failed(visitType<kAny>(
          in.getElementType(),
          [&](auto inTag) {
            using K = typename decltype(inTag)::type;
            return visitType<kAny>(
                out.getElementType(),
                [&](auto outTag) -> LogicalResult {
                  using O = typename decltype(outTag)::type;
                  using From = typename K::C;
                  using To = typename O::C;
                  if constexpr (isComplex<From> && !isComplex<To>) {
                    return op->emitError("convert from a complex to a real "
                                         "type is not allowed");
                  } else {
                    const typename K::S *src = in.as<typename K::S>();
                    typename O::S *dst = out.as<typename O::S>();
                    for (int64_t i = 0, e = in.getNumElements(); i < e; ++i)
                      dst[i] = convertElement<O, K>(K::load(src[i]));
                    return success();
                  }
                },
                fail);
          },
          fail)))
    return failure();
  results.push_back(std::move(out));
  return success();
}

/// The `bits`-bit pattern of one element from its `bytes` bytes of storage
/// (the host is little-endian; pred and s2/s4/u2/u4 keep theirs in the low
/// bits of a byte).
static uint64_t loadElementBits(const uint8_t *in, size_t bytes,
                                unsigned bits) {
  uint64_t word = 0;
  std::memcpy(&word, in, bytes);
  return bits < 64 ? word & ((uint64_t(1) << bits) - 1) : word;
}

/// Stores the `bits`-bit pattern `word` as one element of `bytes` bytes:
/// sign-extended for a signed integer narrower than its storage (s2, s4),
/// else zero-extended.
static void storeElementBits(uint8_t *out, size_t bytes, unsigned bits,
                             bool isSigned, uint64_t word) {
  if (isSigned && bits < 64 && ((word >> (bits - 1)) & 1))
    word |= ~uint64_t(0) << bits;
  std::memcpy(out, &word, bytes);
}

static LogicalResult bitcastConvertKernel(Operation *op,
                                          ArrayRef<const RtValue *> operands,
                                          std::vector<RtValue> &results,
                                          KernelContext &) {
  const Literal &in = operands[0]->getArray();
  Literal out = Literal::uninitialized(resultElementType(op), resultShape(op));
  ElementType fromType = in.getElementType();
  ElementType toType = out.getElementType();
  // XLA's bit widths (pred 1, s4 4), which the verifier has checked.
  unsigned fromBits = getElementTypeBitWidth(fromType);
  unsigned toBits = getElementTypeBitWidth(toType);
  size_t fromBytes = getElementTypeByteSize(fromType);
  size_t toBytes = getElementTypeByteSize(toType);
  if (in.getNumElements() * fromBits != out.getNumElements() * toBits)
    return op->emitError("bitcast_convert of ")
           << in.getNumElements() << " " << fromBits << "-bit elements to "
           << out.getNumElements() << " " << toBits << "-bit elements";
  if (fromBits == 8 * fromBytes && toBits == 8 * toBytes) {
    // Whole bytes: row-major layouts make every form (same width, or
    // splitting or joining the minor dimension) the same bytes in the same
    // order.
    std::memcpy(out.data(), in.data(), in.getSizeInBytes());
    results.push_back(std::move(out));
    return success();
  }
  // A type narrower than its storage (pred, s2, s4, u2, u4) on one side, so
  // a real type of at most 64 bits on the other. As XLA's
  // BitcastDtypesExpander shifts them, element j of a split minor dimension
  // holds bits [j * w, (j + 1) * w) of the wide element (w the narrow
  // width): f64 1.0 -> pred[64] has elements 52..61 true.
  if (fromBits > 64 || toBits > 64)
    return op->emitError("bitcast_convert between ")
           << fromBits << "-bit and " << toBits
           << "-bit elements of which one is narrower than its storage";
  const auto *src = static_cast<const uint8_t *>(in.data());
  auto *dst = static_cast<uint8_t *>(out.data());
  bool isSigned = getElementKind(toType) == hlo::ElementKind::Signed;
  for (int64_t k = 0, e = out.getNumElements(); k < e; ++k) {
    uint64_t word = 0;
    if (fromBits >= toBits) {
      int64_t ratio = fromBits / toBits;
      uint64_t wide =
          loadElementBits(src + (k / ratio) * fromBytes, fromBytes, fromBits);
      word = wide >> ((k % ratio) * toBits);
      if (toBits < 64)
        word &= (uint64_t(1) << toBits) - 1;
    } else {
      int64_t ratio = toBits / fromBits;
      for (int64_t j = 0; j < ratio; ++j)
        word |= loadElementBits(src + (k * ratio + j) * fromBytes, fromBytes,
                                fromBits)
                << (j * fromBits);
    }
    storeElementBits(dst + k * toBytes, toBytes, toBits, isSigned, word);
  }
  results.push_back(std::move(out));
  return success();
}

static LogicalResult reducePrecisionKernel(Operation *op,
                                           ArrayRef<const RtValue *> operands,
                                           std::vector<RtValue> &results,
                                           KernelContext &) {
  auto reduce = cast<hlo::ReducePrecisionOp>(op);
  int exponentBits = reduce.getExponentBits();
  int mantissaBits = reduce.getMantissaBits();
  const Literal &in = operands[0]->getArray();
  Literal out(in.getElementType(), in.getShape());
  auto run = [&](auto *src, auto *dst, auto isNaN, int srcMantissa) {
    for (int64_t i = 0, e = in.getNumElements(); i < e; ++i)
      dst[i] = reducePrecisionBits(src[i], isNaN(src[i]), srcMantissa,
                                   exponentBits, mantissaBits);
  };
  switch (in.getElementType()) {
  case ElementType::F16:
  case ElementType::BF16: {
    // XLA's HloEvaluator computes f16 and bf16 in f32 (their ElementwiseT):
    // the value is reduced as an f32 and rounded back. So f16 denormals
    // flush to zero under 5 exponent bits as f32 values below 2^-14 do, and
    // the mantissa rounds relative to the value's own leading bit, not at a
    // fixed bit of the 16-bit encoding.
    bool isHalf = in.getElementType() == ElementType::F16;
    const uint16_t *src = in.as<uint16_t>();
    uint16_t *dst = out.as<uint16_t>();
    for (int64_t i = 0, e = in.getNumElements(); i < e; ++i) {
      float x = isHalf ? halfToFloat(src[i]) : bf16ToFloat(src[i]);
      float r = llvm::bit_cast<float>(
          reducePrecisionBits(llvm::bit_cast<uint32_t>(x), std::isnan(x), 23,
                              exponentBits, mantissaBits));
      dst[i] = isHalf ? floatToHalf(r) : floatToBf16(r);
    }
    break;
  }
  case ElementType::F32:
    run(
        in.as<uint32_t>(), out.as<uint32_t>(),
        [](uint32_t b) { return std::isnan(llvm::bit_cast<float>(b)); }, 23);
    break;
  case ElementType::F64:
    run(
        in.as<uint64_t>(), out.as<uint64_t>(),
        [](uint64_t b) { return std::isnan(llvm::bit_cast<double>(b)); }, 52);
    break;
  default:
    if (failed(visitElementType(
            in.getElementType(), [&](auto tag) -> LogicalResult {
              using K = typename decltype(tag)::type;
              if constexpr (IsSmallFloatCodec<K>::value) {
                // XLA's CPU backend reduces the f16 (or f32) its
                // FloatNormalization widens an 8-bit float to, and converts
                // the result back.
                const uint8_t *src = in.as<uint8_t>();
                uint8_t *dst = out.as<uint8_t>();
                for (int64_t i = 0, e = in.getNumElements(); i < e; ++i) {
                  float x = K::load(src[i]), r;
                  if constexpr (K::kComputesInF16)
                    r = halfToFloat(
                        reducePrecisionBits(floatToHalf(x), std::isnan(x), 10,
                                            exponentBits, mantissaBits));
                  else
                    r = llvm::bit_cast<float>(reducePrecisionBits(
                        llvm::bit_cast<uint32_t>(x), std::isnan(x), 23,
                        exponentBits, mantissaBits));
                  dst[i] = K::convertFrom(r, SmallFloatSource::F16);
                }
                return success();
              }
              return failure();
            })))
      return unsupported(op, in.getElementType());
  }
  results.push_back(std::move(out));
  return success();
}

/// XLA's stochastic conversion of one float to the integer type of codec
/// `O` (computed in R), with the random bits `random` (as wide as the
/// float): rounds the magnitude up when its fraction, as a fixed-point
/// number of the random's width, exceeds `random`; saturates at the type's
/// range (-8 and 7 for s4); NaN becomes 0.
template <typename O, typename F, typename U, typename R = typename O::C>
static R stochasticConvertValue(F x, U random) {
  constexpr R kMin = intMinOf<O>(), kMax = intMaxOf<O>();
  bool negative = std::signbit(x);
  if (std::isinf(x))
    return negative ? kMin : kMax;
  if (std::isnan(x))
    return R(0);
  if (x >= F(kMax))
    return kMax;
  if (x <= F(kMin))
    return kMin;
  x = std::fabs(x);
  R truncated = R(x);
  F fraction = x - F(truncated);
  if (fraction != F(0)) {
    U fixed = U(std::ldexp(double(fraction), std::numeric_limits<U>::digits));
    if (random < fixed && truncated != kMax)
      ++truncated;
  }
  return negative ? R(0 - truncated) : truncated;
}

static LogicalResult stochasticConvertKernel(Operation *op,
                                             ArrayRef<const RtValue *> operands,
                                             std::vector<RtValue> &results,
                                             KernelContext &) {
  const Literal &in = operands[0]->getArray();
  const Literal &random = operands[1]->getArray();
  Literal out(resultElementType(op), in.getShape());
  if (getElementTypeByteSize(random.getElementType()) !=
      getElementTypeByteSize(in.getElementType()))
    return op->emitError("stochastic_convert random bits must be as wide as "
                         "the operand's elements");
  auto fail = [&] { return unsupported(op, out.getElementType()); };
  if (failed(visitType<kFloat>(
          in.getElementType(),
          [&](auto inTag) {
            using K = typename decltype(inTag)::type;
            // The random bits as an unsigned integer of the element's
            // storage width (checked equal above; f8: 8 bits).
            using U = std::conditional_t<
                sizeof(typename K::S) == 1, uint8_t,
                std::conditional_t<
                    sizeof(typename K::S) == 2, uint16_t,
                    std::conditional_t<sizeof(typename K::S) == 4, uint32_t,
                                       uint64_t>>>;
            static_assert(sizeof(U) == sizeof(typename K::S));
            return visitType<kInt>(
                out.getElementType(),
                [&](auto outTag) {
                  using O = typename decltype(outTag)::type;
                  const typename K::S *src = in.as<typename K::S>();
                  const U *bits = random.as<U>();
                  typename O::S *dst = out.as<typename O::S>();
                  for (int64_t i = 0, e = in.getNumElements(); i < e; ++i)
                    dst[i] = O::store(
                        stochasticConvertValue<O>(K::load(src[i]), bits[i]));
                  return success();
                },
                fail);
          },
          [&] { return unsupported(op, in.getElementType()); })))
    return failure();
  results.push_back(std::move(out));
  return success();
}

void xhlo::interp::registerElementwiseKernels(KernelRegistry &registry) {
  registerUnaryKernels(registry);
  registerBinaryKernels(registry);
  registry.add(hlo::CompareOp::getOperationName(), compareKernel);
  registry.add(hlo::SelectOp::getOperationName(), selectKernel);
  registry.add(hlo::ClampOp::getOperationName(), clampKernel);
  registry.add(hlo::ConvertOp::getOperationName(), convertKernel);
  registry.add(hlo::BitcastConvertOp::getOperationName(), bitcastConvertKernel);
  registry.add(hlo::ReducePrecisionOp::getOperationName(),
               reducePrecisionKernel);
  registry.add(hlo::StochasticConvertOp::getOperationName(),
               stochasticConvertKernel);
}
