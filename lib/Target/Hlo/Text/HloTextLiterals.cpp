//===- HloTextLiterals.cpp - Element types and literal values -------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the element type and literal value helpers shared by
// the HLO text printer and the text-to-proto conversion.
//
//===----------------------------------------------------------------------===//

#include "HloTextLiterals.h"

#include "xhlo/Dialect/Hlo/IR/HloElementTypes.h"
#include "xhlo/Values/SmallFloat.h"

#include "llvm/ADT/APInt.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Error.h"

#include <cmath>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <limits>

using namespace xhlo;
using namespace xhlo::hlo_text::detail;
using llvm::StringRef;

std::string xhlo::hlo_text::detail::elementTypeName(xla::PrimitiveType type) {
  if (type == xla::OPAQUE_TYPE)
    return "opaque";
  return llvm::StringRef(xla::PrimitiveType_Name(type)).lower();
}

std::optional<xla::PrimitiveType>
xhlo::hlo_text::detail::parseElementType(StringRef name) {
  if (name == "opaque")
    return xla::OPAQUE_TYPE;
  xla::PrimitiveType type;
  if (name.empty() || name != name.lower() ||
      !xla::PrimitiveType_Parse(name.upper(), &type) || type == xla::TUPLE ||
      type == xla::BUFFER || type == xla::PRIMITIVE_TYPE_INVALID ||
      type == xla::OPAQUE_TYPE)
    return std::nullopt;
  return type;
}

ElementKind xhlo::hlo_text::detail::getElementKind(xla::PrimitiveType type,
                                                   unsigned &bits) {
  std::optional<hlo::XlaElementType> element = hlo::getXlaElementType(type);
  if (!element) {
    bits = 0;
    return ElementKind::Other;
  }
  // Complex numbers: the width of one part.
  bits = element->kind == hlo::ElementKind::Complex ? element->bits / 2
                                                    : element->bits;
  // The text's kinds are the table's, in the same order, then Other.
  static_assert(int(ElementKind::Pred) == int(hlo::ElementKind::Pred) &&
                int(ElementKind::Complex) == int(hlo::ElementKind::Complex));
  return static_cast<ElementKind>(element->kind);
}

/// The field of an element type if it is a `bytes` field, else null.
static std::string *asBytesField(std::string *field) { return field; }
static const std::string *asBytesField(const std::string *field) {
  return field;
}
template <typename T>
static std::nullptr_t
asBytesField(const google::protobuf::RepeatedField<T> *field) {
  return nullptr;
}

const std::string *
xhlo::hlo_text::detail::getBytesField(const xla::LiteralProto &literal,
                                      xla::PrimitiveType type) {
  switch (type) {
#define XHLO_XLA_ELEMENT_TYPE(Enum, name, number, ...)                         \
  case number:                                                                 \
    return asBytesField(&literal.name##s());
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  default:
    return nullptr;
  }
}

std::string *xhlo::hlo_text::detail::getBytesField(xla::LiteralProto &literal,
                                                   xla::PrimitiveType type) {
  switch (type) {
#define XHLO_XLA_ELEMENT_TYPE(Enum, name, number, ...)                         \
  case number:                                                                 \
    return asBytesField(literal.mutable_##name##s());
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  default:
    return nullptr;
  }
}

/// The APFloat semantics of an XLA float type (null for the types APFloat
/// does not know).
static const llvm::fltSemantics *getSemantics(xla::PrimitiveType type) {
  std::optional<hlo::XlaElementType> element = hlo::getXlaElementType(type);
  return element ? element->semantics : nullptr;
}

/// XLA's parser (CheckParsedValueIsInRange, then SetValueInLiteralHelper) on
/// the float types of the hlo dialect (f8e3m4, f8e8m0fnu, f6e2m3fn,
/// f6e3m2fn, f4e2m1fn): the value is converted as ml_dtypes' static_cast
/// does (rounding once to nearest even; overflow to inf for f8e3m4, to the
/// largest value for the f6/f4 types, which have no inf, and to NaN for
/// f8e8m0fnu; f8e8m0fnu makes zero and negative values NaN); a finite value
/// whose conversion is finite is then checked as converted, any other
/// finite value as written, against the type's finite range (f8e8m0fnu:
/// [2^-127, 2^127]). So f8e3m4 refuses 1e9 and 15.75 (which rounds to
/// inf), f8e8m0fnu refuses 0, -1 and 3e38, and the f6/f4 types take every
/// value, saturating. NaN is f8e3m4's NaN with its sign, f8e8m0fnu's 0xff
/// and, for the types without NaN, ml_dtypes' `-quiet_NaN()` (quiet_NaN()
/// being -0): a positive NaN is -0 and a negative one +0; inf is accepted
/// (f8e8m0fnu: as NaN, the f6/f4 types: as the largest value).
template <typename Format>
static std::optional<uint64_t> encodeDialectFloat(double value) {
  using Codec = SmallFloat<Format>;
  uint8_t code;
  if constexpr (Format::kKind == NonFinite::E8M0) {
    // ml_dtypes' conversion from double: no zero, no sign; below 2^-126
    // the lone exponent step rounds to 2^-127 (code 0) or 2^-126; above,
    // the significand in [1, 2) rounds to 1 or, from 1.5 (a tie goes to
    // the even 2), to 2.
    int exponent;
    double significand = 2 * std::frexp(value, &exponent);
    --exponent; // value = significand * 2^exponent, 1 <= significand < 2
    if (std::isnan(value) || std::isinf(value) || value <= 0)
      code = 0xff;
    else if (exponent < -127)
      code = 0;
    else if (exponent == -127)
      code = significand > 1 ? 1 : 0;
    else if (int biased = exponent + 127 + (significand >= 1.5 ? 1 : 0);
             biased > 254)
      code = 0xff;
    else
      code = uint8_t(biased);
  } else if (Format::kKind == NonFinite::Finite && std::isnan(value)) {
    code = std::signbit(value) ? 0 : uint8_t(Format::kSignBit);
  } else {
    code = Codec::encode(value);
  }
  double converted = Codec::decode(code);
  double checked =
      !std::isfinite(value) || std::isfinite(converted) ? converted : value;
  const auto &tables = detail::kSmallFloatTables<Format>;
  double largest = tables.magnitudes[tables.maxCode];
  double lowest = Format::kSigned ? -largest : tables.magnitudes[0];
  if (std::isfinite(checked) && (checked > largest || checked < lowest))
    return std::nullopt;
  return code;
}

/// The value of the 8-bit types APFloat does not know: f8e3m4 (IEEE-like,
/// bias 3, with infinities and NaNs) and f8e8m0fnu (unsigned powers of two,
/// 0xff = NaN).
static double decodeOtherFloat(xla::PrimitiveType type, uint64_t bits) {
  if (type == xla::F8E8M0FNU)
    return SmallFloat<F8E8M0FNUFormat>::decode(uint8_t(bits));
  return SmallFloat<F8E3M4Format>::decode(uint8_t(bits));
}

/// Reads `text` as a double, with XLA's special spellings.
static std::optional<double> parseDouble(StringRef text) {
  bool negative = text.consume_front("-");
  if (!negative)
    text.consume_front("+");
  double value;
  if (text == "inf" || text == "INF" || text == "Inf") {
    value = std::numeric_limits<double>::infinity();
  } else if (text.starts_with("nan") || text.starts_with("NaN")) {
    value = std::numeric_limits<double>::quiet_NaN();
  } else {
    std::string copy = text.str();
    char *end = nullptr;
    value = std::strtod(copy.c_str(), &end);
    if (copy.empty() || end != copy.c_str() + copy.size())
      return std::nullopt;
  }
  return negative ? -value : value;
}

std::optional<uint64_t>
xhlo::hlo_text::detail::encodeFloat(xla::PrimitiveType type, StringRef text) {
  auto dialectFloat = [&](auto encode) -> std::optional<uint64_t> {
    std::optional<double> value = parseDouble(text);
    if (!value)
      return std::nullopt;
    return encode(*value);
  };
  switch (type) {
  case xla::F8E3M4:
    return dialectFloat(encodeDialectFloat<F8E3M4Format>);
  case xla::F8E8M0FNU:
    return dialectFloat(encodeDialectFloat<F8E8M0FNUFormat>);
  case xla::F6E2M3FN:
    return dialectFloat(encodeDialectFloat<F6E2M3FNFormat>);
  case xla::F6E3M2FN:
    return dialectFloat(encodeDialectFloat<F6E3M2FNFormat>);
  case xla::F4E2M1FN:
    return dialectFloat(encodeDialectFloat<F4E2M1FNFormat>);
  default:
    break;
  }
  const llvm::fltSemantics *semantics = getSemantics(type);
  if (!semantics)
    return std::nullopt;
  // nan(0x...) payloads are read as the default NaN.
  StringRef body = text;
  bool negative = body.consume_front("-");
  if (body.starts_with("nan(") && body.ends_with(")"))
    text = negative ? "-nan" : "nan";
  llvm::APFloat value(*semantics);
  auto status =
      value.convertFromString(text, llvm::APFloat::rmNearestTiesToEven);
  if (!status) {
    llvm::consumeError(status.takeError());
    return std::nullopt;
  }
  // A finite number too large for the type is out of range (XLA's parser
  // rejects it), not infinity or NaN.
  if ((*status & llvm::APFloat::opOverflow) && !value.isFinite() &&
      !body.starts_with("inf"))
    return std::nullopt;
  return value.bitcastToAPInt().getZExtValue();
}

/// The value of `bits` of the float type `type`, as a double (exact for
/// every XLA float type).
static double decodeFloat(xla::PrimitiveType type, uint64_t bits) {
  const llvm::fltSemantics *semantics = getSemantics(type);
  if (!semantics)
    return decodeOtherFloat(type, bits);
  unsigned width = llvm::APFloat::getSizeInBits(*semantics);
  llvm::APFloat value(*semantics, llvm::APInt(width, bits));
  bool losesInfo;
  value.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
                &losesInfo);
  return value.convertToDouble();
}

std::string xhlo::hlo_text::detail::formatFloat(xla::PrimitiveType type,
                                                uint64_t bits) {
  double value = decodeFloat(type, bits);
  if (std::isnan(value))
    return std::signbit(value) ? "-nan" : "nan";
  if (std::isinf(value))
    return value < 0 ? "-inf" : "inf";
  // XLA's RoundTripFpToString: f32 and f64 with digits10 significant
  // digits, or max_digits10 when that does not read back as the same value;
  // the narrower types with max_digits10 (and more only if that fails). Both
  // follow from the precision p (significand bits, the implicit one
  // included): digits10 = floor((p - 1) log10 2), max_digits10 =
  // ceil(1 + p log10 2).
  const llvm::fltSemantics *semantics = getSemantics(type);
  // The two types APFloat lacks: f8e8m0fnu has 1 bit, f8e3m4 5.
  unsigned precision = semantics ? llvm::APFloat::semanticsPrecision(*semantics)
                       : type == xla::F8E8M0FNU ? 1
                                                : 5;
  constexpr double log10Of2 = 0.30102999566398120;
  int digits10 = static_cast<int>(std::floor((precision - 1) * log10Of2));
  int maxDigits10 = static_cast<int>(std::ceil(1 + precision * log10Of2));
  bool isWide = type == xla::F32 || type == xla::F64;
  int digits = isWide ? digits10 : maxDigits10;
  char buffer[64];
  std::snprintf(buffer, sizeof(buffer), "%.*g", digits, value);
  std::optional<uint64_t> back = encodeFloat(type, buffer);
  if (back && *back == bits)
    return buffer;
  digits = isWide ? maxDigits10 : digits + 1;
  for (; digits <= 17; ++digits) {
    std::snprintf(buffer, sizeof(buffer), "%.*g", digits, value);
    back = encodeFloat(type, buffer);
    if (back && *back == bits)
      return buffer;
  }
  std::snprintf(buffer, sizeof(buffer), "%.17g", value);
  return buffer;
}

llvm::SmallVector<int64_t>
xhlo::hlo_text::detail::getPhysicalOrder(llvm::ArrayRef<int64_t> dimensions,
                                         llvm::ArrayRef<int64_t> minorToMajor) {
  int64_t count = 1;
  for (int64_t d : dimensions)
    count *= d;
  llvm::SmallVector<int64_t> order(count);
  size_t rank = dimensions.size();
  bool isRowMajor = minorToMajor.size() != rank;
  if (!isRowMajor) {
    isRowMajor = true;
    for (size_t i = 0; i < rank; ++i)
      isRowMajor &= minorToMajor[i] == static_cast<int64_t>(rank - 1 - i);
  }
  if (isRowMajor) {
    for (int64_t i = 0; i < count; ++i)
      order[i] = i;
    return order;
  }
  // The stride in memory of each logical dimension, from minor to major.
  llvm::SmallVector<int64_t> strides(rank, 1);
  int64_t stride = 1;
  for (int64_t d : minorToMajor) {
    if (d < 0 || d >= static_cast<int64_t>(rank))
      continue;
    strides[d] = stride;
    stride *= dimensions[d];
  }
  llvm::SmallVector<int64_t> index(rank, 0);
  for (int64_t k = 0; k < count; ++k) {
    int64_t position = 0;
    for (size_t d = 0; d < rank; ++d)
      position += index[d] * strides[d];
    order[k] = position;
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++index[d] < dimensions[d])
        break;
      index[d] = 0;
    }
  }
  return order;
}
