//===- KernelUtils.h - Helpers of the interpreter kernels -------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Index arithmetic over row-major shapes and the f16/bf16 bit conversions the
// kernel files share (private to lib/Interpreter/Kernels).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_INTERPRETER_KERNELS_KERNELUTILS_H
#define XHLO_LIB_INTERPRETER_KERNELS_KERNELUTILS_H

#include "xhlo/Dialect/Hlo/IR/HloElementTypes.h"
#include "xhlo/Values/Literal.h"
#include "xhlo/Values/RtValue.h"
#include "xhlo/Values/SmallFloat.h"

#include "mlir/Support/LogicalResult.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/ErrorHandling.h"

#include <cmath>
#include <complex>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <vector>

namespace mlir {
class Region;
} // namespace mlir

namespace xhlo::interp {

class KernelContext;

/// Folds the elements at the linear `offsets` of `inputs` (one per
/// reducer input) into `accumulators` (the init values on entry, the
/// result on return) by running `reducer`, in the run's ReduceOrder
/// (KernelContext::getReduceOrder): the reference kernels of hlo.reduce and
/// hlo.reduce_window (ReductionKernels.cpp). Fails with the reducer's
/// diagnostic.
mlir::LogicalResult foldElements(mlir::Region &reducer,
                                 llvm::ArrayRef<const RtValue *> inputs,
                                 llvm::ArrayRef<int64_t> offsets,
                                 std::vector<RtValue> &accumulators,
                                 KernelContext &context);

/// Row-major strides (in elements) of `shape`.
inline llvm::SmallVector<int64_t, 4> getStrides(llvm::ArrayRef<int64_t> shape) {
  llvm::SmallVector<int64_t, 4> strides(shape.size(), 1);
  for (int64_t d = static_cast<int64_t>(shape.size()) - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * shape[d + 1];
  return strides;
}

inline int64_t getNumElements(llvm::ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t size : shape)
    n *= size;
  return n;
}

/// Calls `fn(index)` for every multi-index of `shape` in row-major order
/// (not at all when `shape` has no elements). When `fn` returns bool,
/// returning false stops the walk.
template <typename Fn> void forEachIndex(llvm::ArrayRef<int64_t> shape, Fn fn) {
  int64_t n = getNumElements(shape);
  if (n == 0)
    return;
  llvm::SmallVector<int64_t, 4> index(shape.size(), 0);
  for (int64_t i = 0; i < n; ++i) {
    if constexpr (std::is_same_v<decltype(fn(llvm::ArrayRef<int64_t>())),
                                 bool>) {
      if (!fn(llvm::ArrayRef<int64_t>(index)))
        return;
    } else {
      fn(llvm::ArrayRef<int64_t>(index));
    }
    for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
      if (++index[d] < shape[d])
        break;
      index[d] = 0;
    }
  }
}

/// The dimensions of an operand of rank `rank` that are neither batch nor
/// contracting dimensions of a dot, in increasing order.
inline llvm::SmallVector<int64_t, 4>
getDotFreeDims(int64_t rank, llvm::ArrayRef<int64_t> batch,
               llvm::ArrayRef<int64_t> contracting) {
  llvm::SmallVector<int64_t, 4> dims;
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(batch, d) && !llvm::is_contained(contracting, d))
      dims.push_back(d);
  return dims;
}

/// Float to integer: truncation towards zero, saturating, NaN to 0 (XLA's
/// convert). `Bits` narrows the range to a sub-byte integer's (s4 saturates
/// at -8 and 7).
template <typename I, typename F,
          unsigned Bits = std::numeric_limits<I>::digits +
                          std::numeric_limits<I>::is_signed>
I floatToInt(F x) {
  if (std::isnan(x))
    return 0;
  constexpr int kDigits = std::numeric_limits<I>::is_signed ? Bits - 1 : Bits;
  constexpr I kMax = I((uint64_t(1) << (kDigits - 1) << 1) - 1);
  constexpr I kMin = std::numeric_limits<I>::is_signed ? I(-kMax - 1) : I(0);
  if (x <= F(kMin))
    return kMin;
  if (x >= std::ldexp(F(1), kDigits))
    return kMax;
  return I(x);
}

/// The kinds of the C++ types kernels compute in: std::complex, floating
/// point, integers (bool is pred, not an integer).
template <typename T> struct IsComplex : std::false_type {};
template <typename T> struct IsComplex<std::complex<T>> : std::true_type {};
template <typename T> constexpr bool isComplex = IsComplex<T>::value;
template <typename T> constexpr bool isFloat = std::is_floating_point_v<T>;
template <typename T>
constexpr bool isInt = std::is_integral_v<T> && !std::is_same_v<T, bool>;

/// Converts one computed value to another computed type with XLA's rules:
/// integers wrap, floats to integers truncate and saturate (NaN to 0), to
/// pred is `!= 0`, real to complex has a zero imaginary part, complex to
/// real keeps the real part (XLA's convert refuses that; bitcasts and
/// kernels that accumulate in complex use it).
template <typename To, typename From> To convertValue(From x) {
  if constexpr (isComplex<From> && !isComplex<To>) {
    return convertValue<To>(x.real());
  } else if constexpr (std::is_same_v<To, bool>) {
    return x != From(0);
  } else if constexpr (isInt<To>) {
    if constexpr (isFloat<From>)
      return floatToInt<To>(x);
    else
      return To(x);
  } else if constexpr (isFloat<To>) {
    return To(x);
  } else {
    using Part = typename To::value_type;
    if constexpr (isComplex<From>)
      return To(Part(x.real()), Part(x.imag()));
    else
      return To(Part(x), Part(0));
  }
}

/// f16 bits to float (exact).
inline float halfToFloat(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000) << 16;
  uint32_t exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ff;
  if (exponent == 0x1f)
    return llvm::bit_cast<float>(sign | 0x7f800000u | (mantissa << 13));
  if (exponent == 0) {
    float value = std::ldexp(float(mantissa), -24);
    return sign ? -value : value;
  }
  return llvm::bit_cast<float>(sign | ((exponent + 112) << 23) |
                               (mantissa << 13));
}

/// float to f16 bits, rounding to nearest even; NaNs stay (quiet) NaNs.
inline uint16_t floatToHalf(float f) {
  uint32_t bits = llvm::bit_cast<uint32_t>(f);
  uint16_t sign = (bits >> 16) & 0x8000;
  bits &= 0x7fffffffu;
  if (bits > 0x7f800000u) // NaN: keep the top payload bits, make it quiet.
    return sign | 0x7e00 | ((bits >> 13) & 0x3ff);
  if (bits >= 0x47800000u) // >= 65536 (or inf): infinity.
    return sign | 0x7c00;
  if (bits < 0x38800000u) { // Below 2^-14: subnormal or zero.
    // Adding 0.5 aligns the 10 mantissa bits at the bottom of the float; the
    // float addition rounds to nearest even.
    float magic = llvm::bit_cast<float>(uint32_t(126 << 23));
    float sum = llvm::bit_cast<float>(bits) + magic;
    return sign | uint16_t(llvm::bit_cast<uint32_t>(sum) -
                           llvm::bit_cast<uint32_t>(magic));
  }
  uint32_t odd = (bits >> 13) & 1;
  bits += (uint32_t(15 - 127) << 23) + 0xfff + odd;
  return sign | uint16_t(bits >> 13);
}

inline float bf16ToFloat(uint16_t h) {
  return llvm::bit_cast<float>(uint32_t(h) << 16);
}

/// float to bf16 bits, rounding to nearest even; NaNs stay quiet NaNs.
inline uint16_t floatToBf16(float f) {
  uint32_t bits = llvm::bit_cast<uint32_t>(f);
  if (std::isnan(f))
    return uint16_t((bits >> 16) | 0x40);
  bits += 0x7fff + ((bits >> 16) & 1);
  return uint16_t(bits >> 16);
}

//===----------------------------------------------------------------------===//
// Element codecs
//===----------------------------------------------------------------------===//

/// A codec says how kernels read and write the elements of one element
/// type: storage type S, computation type C (f16, bf16 and the 8-bit floats
/// compute in float, the sub-byte integers in 8 bits), load/store between
/// them (store rounds or wraps to the type), the type's class, XLA's bit
/// width kBits and its ElementType. Each host element type `E` has one,
/// named `ECodec` (checked below).
enum Class : unsigned {
  kPred = 1,
  kInt = 2,
  kFloat = 4,
  kComplex = 8,
  kAny = kPred | kInt | kFloat | kComplex,
};

struct PredCodec {
  using S = uint8_t;
  using C = bool;
  static constexpr Class kClass = kPred;
  static constexpr unsigned kBits = 1;
  static constexpr ElementType kType = ElementType::Pred;
  static C load(S s) { return s != 0; }
  static S store(C c) { return c ? 1 : 0; }
};

template <typename T, ElementType E> struct IntCodec {
  using S = T;
  using C = T;
  static constexpr Class kClass = kInt;
  static constexpr unsigned kBits = sizeof(T) * 8;
  static constexpr ElementType kType = E;
  static C load(S s) { return s; }
  static S store(C c) { return c; }
};

/// s2, s4, u2, u4: one value per byte (int8_t/uint8_t), computed in 8 bits
/// and wrapped to `Bits` when stored, so stored bytes always hold a value
/// of the type (sign- or zero-extended; Literal::wrapSubByteIntegers
/// establishes it for bytes from outside).
template <typename T, ElementType E, unsigned Bits> struct SubByteIntCodec {
  using S = T;
  using C = T;
  static constexpr Class kClass = kInt;
  static constexpr unsigned kBits = Bits;
  static constexpr ElementType kType = E;
  static C load(S s) { return s; }
  static S store(C c) {
    constexpr unsigned kShift = 8 - Bits;
    if constexpr (std::is_signed_v<T>)
      return T(int8_t(uint8_t(uint8_t(c) << kShift)) >> kShift);
    else
      return T(uint8_t(uint8_t(c) << kShift) >> kShift);
  }
};

/// The smallest and largest value of an integer codec's type.
template <typename K> constexpr typename K::C intMinOf() {
  using C = typename K::C;
  if constexpr (std::is_signed_v<C>)
    return C(-int64_t((uint64_t(1) << (K::kBits - 1)) - 1) - 1);
  else
    return C(0);
}
template <typename K> constexpr typename K::C intMaxOf() {
  using C = typename K::C;
  if constexpr (std::is_signed_v<C>)
    return C((uint64_t(1) << (K::kBits - 1)) - 1);
  else
    return C((uint64_t(1) << (K::kBits - 1) << 1) - 1);
}

template <typename T, ElementType E> struct FloatCodec {
  using S = T;
  using C = T;
  static constexpr Class kClass = kFloat;
  static constexpr unsigned kBits = sizeof(T) * 8;
  static constexpr ElementType kType = E;
  static C load(S s) { return s; }
  static S store(C c) { return c; }
};

struct F16Codec {
  using S = uint16_t;
  using C = float;
  static constexpr Class kClass = kFloat;
  static constexpr unsigned kBits = 16;
  static constexpr ElementType kType = ElementType::F16;
  static C load(S s) { return halfToFloat(s); }
  static S store(C c) { return floatToHalf(c); }
};

struct BF16Codec {
  using S = uint16_t;
  using C = float;
  static constexpr Class kClass = kFloat;
  static constexpr unsigned kBits = 16;
  static constexpr ElementType kType = ElementType::BF16;
  static C load(S s) { return bf16ToFloat(s); }
  static S store(C c) { return floatToBf16(c); }
};

template <typename Format, ElementType E> struct SmallFloatCodec {
  using S = uint8_t;
  using C = float;
  static constexpr Class kClass = kFloat;
  static constexpr unsigned kBits = Format::kBits;
  static constexpr ElementType kType = E;
  /// Whether XLA's CPU backend computes the type's ops in f16 (else f32).
  static constexpr bool kComputesInF16 =
      (Format::kViaF16 & kResultsViaF16) != 0;
  static C load(S s) { return SmallFloat<Format>::decode(s); }
  /// A computed value: through f16 as XLA's CPU backend computes these
  /// types' ops in f16 (SmallFloat::convert).
  static S store(C c) {
    return SmallFloat<Format>::convert(c, SmallFloatSource::Result);
  }
  /// Rounds a double once (values from files and flags).
  static S storeDouble(double d) { return SmallFloat<Format>::encode(d); }
  /// XLA's convert of `d`, a value of a `source` type.
  static S convertFrom(double d, SmallFloatSource source) {
    return SmallFloat<Format>::convert(d, source);
  }
};

template <typename K> struct IsSmallFloatCodec : std::false_type {};
template <typename F, ElementType E>
struct IsSmallFloatCodec<SmallFloatCodec<F, E>> : std::true_type {};

template <typename T, ElementType E> struct ComplexCodec {
  using S = std::complex<T>;
  using C = std::complex<T>;
  static constexpr Class kClass = kComplex;
  static constexpr unsigned kBits = sizeof(T) * 16;
  static constexpr ElementType kType = E;
  static C load(S s) { return s; }
  static S store(C c) { return c; }
};

using S8Codec = IntCodec<int8_t, ElementType::S8>;
using S16Codec = IntCodec<int16_t, ElementType::S16>;
using S32Codec = IntCodec<int32_t, ElementType::S32>;
using S64Codec = IntCodec<int64_t, ElementType::S64>;
using U8Codec = IntCodec<uint8_t, ElementType::U8>;
using U16Codec = IntCodec<uint16_t, ElementType::U16>;
using U32Codec = IntCodec<uint32_t, ElementType::U32>;
using U64Codec = IntCodec<uint64_t, ElementType::U64>;
using F32Codec = FloatCodec<float, ElementType::F32>;
using F64Codec = FloatCodec<double, ElementType::F64>;
using C64Codec = ComplexCodec<float, ElementType::C64>;
using C128Codec = ComplexCodec<double, ElementType::C128>;
using S2Codec = SubByteIntCodec<int8_t, ElementType::S2, 2>;
using S4Codec = SubByteIntCodec<int8_t, ElementType::S4, 4>;
using U2Codec = SubByteIntCodec<uint8_t, ElementType::U2, 2>;
using U4Codec = SubByteIntCodec<uint8_t, ElementType::U4, 4>;
template <ElementType E>
using SmallFloatCodecOf = SmallFloatCodec<SmallFloatFormatOfT<E>, E>;
using F8E5M2Codec = SmallFloatCodecOf<ElementType::F8E5M2>;
using F8E4M3Codec = SmallFloatCodecOf<ElementType::F8E4M3>;
using F8E4M3FNCodec = SmallFloatCodecOf<ElementType::F8E4M3FN>;
using F8E4M3FNUZCodec = SmallFloatCodecOf<ElementType::F8E4M3FNUZ>;
using F8E5M2FNUZCodec = SmallFloatCodecOf<ElementType::F8E5M2FNUZ>;
using F8E4M3B11FNUZCodec = SmallFloatCodecOf<ElementType::F8E4M3B11FNUZ>;
using F8E3M4Codec = SmallFloatCodecOf<ElementType::F8E3M4>;
using F8E8M0FNUCodec = SmallFloatCodecOf<ElementType::F8E8M0FNU>;
using F6E2M3FNCodec = SmallFloatCodecOf<ElementType::F6E2M3FN>;
using F6E3M2FNCodec = SmallFloatCodecOf<ElementType::F6E3M2FN>;
using F4E2M1FNCodec = SmallFloatCodecOf<ElementType::F4E2M1FN>;

template <typename K> struct Tag {
  using type = K;
};

/// The class of the element kind `kind` of the table.
constexpr Class getClass(hlo::ElementKind kind) {
  switch (kind) {
  case hlo::ElementKind::Pred:
    return kPred;
  case hlo::ElementKind::Signed:
  case hlo::ElementKind::Unsigned:
    return kInt;
  case hlo::ElementKind::Float:
    return kFloat;
  case hlo::ElementKind::Complex:
    break;
  }
  return kComplex;
}

// Every host element type has a codec `<Enum>Codec` that agrees with the
// table (Dialect/Hlo/IR/HloElementTypes.def).
#define XHLO_HOST_ELEMENT_TYPE(Enum, name, primitive, kind, bits, semantics,   \
                               mlirType, Storage, npy)                         \
  static_assert(std::is_same_v<Enum##Codec::S, Storage> &&                     \
                    Enum##Codec::kType == ElementType::Enum &&                 \
                    Enum##Codec::kClass == getClass(hlo::ElementKind::kind) && \
                    Enum##Codec::kBits == (bits),                              \
                "the codec of " #name " disagrees with the table");
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"

/// Calls `fn(Tag<Codec>{})` with the codec of `type` and returns its result.
template <typename Fn>
decltype(auto) visitElementType(ElementType type, Fn &&fn) {
  switch (type) {
#define XHLO_HOST_ELEMENT_TYPE(Enum, ...)                                      \
  case ElementType::Enum:                                                      \
    return fn(Tag<Enum##Codec>{});
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  }
  llvm_unreachable("unknown element type");
}

/// Element `i` of a pred or integer array as int64 (0 for other element
/// types): the one reader of index operands (dynamic slices, gathers,
/// scatters, ragged all-to-all offsets). u64 values above INT64_MAX clamp to
/// INT64_MAX, so they stay out of bounds like any too-large index.
inline int64_t readInteger(const Literal &literal, int64_t i = 0) {
  return visitElementType(literal.getElementType(), [&](auto tag) -> int64_t {
    using K = typename decltype(tag)::type;
    if constexpr (K::kClass == kPred || K::kClass == kInt) {
      auto value = K::load(literal.template as<typename K::S>()[i]);
      if constexpr (std::is_same_v<decltype(value), uint64_t>)
        return value > uint64_t(std::numeric_limits<int64_t>::max())
                   ? std::numeric_limits<int64_t>::max()
                   : int64_t(value);
      else
        return int64_t(value);
    } else {
      return 0;
    }
  });
}

} // namespace xhlo::interp

#endif // XHLO_LIB_INTERPRETER_KERNELS_KERNELUTILS_H
