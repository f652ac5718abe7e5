//===- SmallFloat.h - The 8-bit and narrower float formats ------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// XLA's float types of at most 8 bits by ElementType: SmallFloatFormatOf
// maps a host element type to its format of AotRuntime/SmallFloatMath.h
// (the formats, their decoding tables and rounding, shared with the AOT
// runtime), and visitSmallFloat dispatches on one at run time. The
// interpreter's codecs and xhlo-run's value reader and printer use it.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_VALUES_SMALLFLOAT_H
#define XHLO_VALUES_SMALLFLOAT_H

#include "xhlo/AotRuntime/SmallFloatMath.h"
#include "xhlo/Values/Literal.h"

#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <optional>
#include <type_traits>
#include <utility>

namespace xhlo {

/// The format of element type `E` (void unless `E` is a float of at most
/// 8 bits).
template <ElementType E> struct SmallFloatFormatOf {
  using type = void;
};
namespace detail {
/// XLA's PrimitiveType number of the host element type `type`.
constexpr int getHostPrimitiveType(ElementType type) {
  switch (type) {
#define XHLO_HOST_ELEMENT_TYPE(Enum, name, primitive, ...)                     \
  case ElementType::Enum:                                                      \
    return primitive;
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  }
  return -1;
}
} // namespace detail

// Each row of SmallFloatFormats.def names its ElementType and that type's
// PrimitiveType number (HloElementTypes.def), which compiled code passes
// to the AOT runtime.
#define XHLO_SMALL_FLOAT_FORMAT(Enum, primitive, ...)                          \
  template <> struct SmallFloatFormatOf<ElementType::Enum> {                   \
    using type = Enum##Format;                                                 \
  };                                                                           \
  static_assert(detail::getHostPrimitiveType(ElementType::Enum) == primitive,  \
                "SmallFloatFormats.def numbers " #Enum " differently");
#include "xhlo/AotRuntime/SmallFloatFormats.def"
template <ElementType E>
using SmallFloatFormatOfT = typename SmallFloatFormatOf<E>::type;

namespace detail {
template <ElementType E, typename Fn> bool visitIfSmallFloat(Fn &fn) {
  if constexpr (std::is_void_v<SmallFloatFormatOfT<E>>) {
    return false;
  } else {
    fn(SmallFloat<SmallFloatFormatOfT<E>>{});
    return true;
  }
}
} // namespace detail

/// Calls `fn(SmallFloat<Format>{})` with the format of `type` and returns
/// true, or returns false when `type` is not a float of at most 8 bits.
template <typename Fn> bool visitSmallFloat(ElementType type, Fn &&fn) {
  switch (type) {
#define XHLO_HOST_ELEMENT_TYPE(Enum, ...)                                      \
  case ElementType::Enum:                                                      \
    return detail::visitIfSmallFloat<ElementType::Enum>(fn);
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  }
  return false;
}

} // namespace xhlo

#endif // XHLO_VALUES_SMALLFLOAT_H
