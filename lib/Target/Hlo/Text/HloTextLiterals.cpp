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

#include "llvm/ADT/APInt.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Error.h"

#include <cmath>
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
  switch (type) {
  case xla::PRED:
    bits = 8;
    return ElementKind::Pred;
  case xla::S1:
    bits = 1;
    return ElementKind::Signed;
  case xla::S2:
    bits = 2;
    return ElementKind::Signed;
  case xla::S4:
    bits = 4;
    return ElementKind::Signed;
  case xla::S8:
    bits = 8;
    return ElementKind::Signed;
  case xla::S16:
    bits = 16;
    return ElementKind::Signed;
  case xla::S32:
    bits = 32;
    return ElementKind::Signed;
  case xla::S64:
    bits = 64;
    return ElementKind::Signed;
  case xla::U1:
    bits = 1;
    return ElementKind::Unsigned;
  case xla::U2:
    bits = 2;
    return ElementKind::Unsigned;
  case xla::U4:
    bits = 4;
    return ElementKind::Unsigned;
  case xla::U8:
    bits = 8;
    return ElementKind::Unsigned;
  case xla::U16:
    bits = 16;
    return ElementKind::Unsigned;
  case xla::U32:
    bits = 32;
    return ElementKind::Unsigned;
  case xla::U64:
    bits = 64;
    return ElementKind::Unsigned;
  case xla::F16:
  case xla::BF16:
    bits = 16;
    return ElementKind::Float;
  case xla::F32:
    bits = 32;
    return ElementKind::Float;
  case xla::F64:
    bits = 64;
    return ElementKind::Float;
  case xla::F8E5M2:
  case xla::F8E4M3FN:
  case xla::F8E4M3B11FNUZ:
  case xla::F8E5M2FNUZ:
  case xla::F8E4M3FNUZ:
  case xla::F8E4M3:
  case xla::F8E3M4:
  case xla::F8E8M0FNU:
    bits = 8;
    return ElementKind::Float;
  case xla::F6E3M2FN:
  case xla::F6E2M3FN:
    bits = 6;
    return ElementKind::Float;
  case xla::F4E2M1FN:
    bits = 4;
    return ElementKind::Float;
  case xla::C64:
    bits = 32;
    return ElementKind::Complex;
  case xla::C128:
    bits = 64;
    return ElementKind::Complex;
  default:
    bits = 0;
    return ElementKind::Other;
  }
}

// Every element type stored as raw bytes, with its LiteralProto field.
// clang-format off
#define XHLO_BYTES_FIELDS(X)                                                   \
  X(S8, s8s)                                                                   \
  X(U8, u8s)                                                                   \
  X(S16, s16s)                                                                 \
  X(U16, u16s)                                                                 \
  X(F16, f16s)                                                                 \
  X(BF16, bf16s)                                                               \
  X(S4, s4s)                                                                   \
  X(U4, u4s)                                                                   \
  X(S2, s2s)                                                                   \
  X(U2, u2s)                                                                   \
  X(S1, s1s)                                                                   \
  X(U1, u1s)                                                                   \
  X(F8E5M2, f8e5m2s)                                                           \
  X(F8E4M3FN, f8e4m3fns)                                                       \
  X(F8E4M3B11FNUZ, f8e4m3b11fnuzs)                                             \
  X(F8E5M2FNUZ, f8e5m2fnuzs)                                                   \
  X(F8E4M3FNUZ, f8e4m3fnuzs)                                                   \
  X(F8E4M3, f8e4m3s)                                                           \
  X(F8E3M4, f8e3m4s)                                                           \
  X(F8E8M0FNU, f8e8m0fnus)                                                     \
  X(F6E3M2FN, f6e3m2fns)                                                       \
  X(F6E2M3FN, f6e2m3fns)                                                       \
  X(F4E2M1FN, f4e2m1fns)
// clang-format on

const std::string *
xhlo::hlo_text::detail::getBytesField(const xla::LiteralProto &literal,
                                      xla::PrimitiveType type) {
  switch (type) {
#define XHLO_CASE(TYPE, FIELD)                                                 \
  case xla::TYPE:                                                              \
    return &literal.FIELD();
    XHLO_BYTES_FIELDS(XHLO_CASE)
#undef XHLO_CASE
  default:
    return nullptr;
  }
}

std::string *xhlo::hlo_text::detail::getBytesField(xla::LiteralProto &literal,
                                                   xla::PrimitiveType type) {
  switch (type) {
#define XHLO_CASE(TYPE, FIELD)                                                 \
  case xla::TYPE:                                                              \
    return literal.mutable_##FIELD();
    XHLO_BYTES_FIELDS(XHLO_CASE)
#undef XHLO_CASE
  default:
    return nullptr;
  }
}

/// The APFloat semantics of an XLA float type (null for the types APFloat
/// does not know).
static const llvm::fltSemantics *getSemantics(xla::PrimitiveType type) {
  switch (type) {
  case xla::F16:
    return &llvm::APFloat::IEEEhalf();
  case xla::BF16:
    return &llvm::APFloat::BFloat();
  case xla::F32:
    return &llvm::APFloat::IEEEsingle();
  case xla::F64:
    return &llvm::APFloat::IEEEdouble();
  case xla::F8E5M2:
    return &llvm::APFloat::Float8E5M2();
  case xla::F8E4M3FN:
    return &llvm::APFloat::Float8E4M3FN();
  case xla::F8E4M3B11FNUZ:
    return &llvm::APFloat::Float8E4M3B11FNUZ();
  case xla::F8E5M2FNUZ:
    return &llvm::APFloat::Float8E5M2FNUZ();
  case xla::F8E4M3FNUZ:
    return &llvm::APFloat::Float8E4M3FNUZ();
  case xla::F8E4M3:
    return &llvm::APFloat::Float8E4M3();
  case xla::F6E3M2FN:
    return &llvm::APFloat::Float6E3M2FN();
  case xla::F6E2M3FN:
    return &llvm::APFloat::Float6E2M3FN();
  case xla::F4E2M1FN:
    return &llvm::APFloat::Float4E2M1FN();
  default:
    return nullptr;
  }
}

/// The value of the 8-bit types APFloat does not know: f8e3m4 (IEEE-like,
/// bias 3, with infinities and NaNs) and f8e8m0fnu (unsigned powers of two,
/// 0xff = NaN).
static double decodeOtherFloat(xla::PrimitiveType type, uint64_t bits) {
  if (type == xla::F8E8M0FNU) {
    if (bits == 0xff)
      return std::numeric_limits<double>::quiet_NaN();
    return std::ldexp(1.0, static_cast<int>(bits) - 127);
  }
  // F8E3M4.
  bool negative = bits & 0x80;
  int exponent = (bits >> 4) & 7;
  int mantissa = bits & 15;
  double value;
  if (exponent == 7)
    value = mantissa ? std::numeric_limits<double>::quiet_NaN()
                     : std::numeric_limits<double>::infinity();
  else if (exponent == 0)
    value = std::ldexp(mantissa / 16.0, 1 - 3);
  else
    value = std::ldexp(1.0 + mantissa / 16.0, exponent - 3);
  return negative ? -value : value;
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
  if (const llvm::fltSemantics *semantics = getSemantics(type)) {
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
  if (type != xla::F8E3M4 && type != xla::F8E8M0FNU)
    return std::nullopt;
  std::optional<double> value = parseDouble(text);
  if (!value)
    return std::nullopt;
  if (std::isnan(*value))
    return type == xla::F8E8M0FNU ? 0xff : (std::signbit(*value) ? 0xff : 0x7f);
  if (std::isinf(*value) && type == xla::F8E3M4)
    return *value < 0 ? 0xf0 : 0x70;
  // The nearest finite value, ties to the even encoding.
  std::optional<uint64_t> best;
  double bestDistance = 0;
  for (uint64_t bits = 0; bits < 256; ++bits) {
    double candidate = decodeOtherFloat(type, bits);
    if (!std::isfinite(candidate))
      continue;
    double distance = std::fabs(candidate - *value);
    if (!best || distance < bestDistance ||
        (distance == bestDistance && (bits & 1) == 0 && (*best & 1) != 0 &&
         std::signbit(candidate) == std::signbit(*value))) {
      best = bits;
      bestDistance = distance;
    }
  }
  return best;
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
  // the narrower types always with max_digits10.
  int digits;
  switch (type) {
  case xla::F64:
    digits = 15;
    break;
  case xla::F32:
    digits = 6;
    break;
  case xla::F16:
    digits = 5;
    break;
  case xla::BF16:
    digits = 4;
    break;
  case xla::F8E5M2:
  case xla::F8E5M2FNUZ:
  case xla::F8E8M0FNU:
  case xla::F6E3M2FN:
  case xla::F4E2M1FN:
    digits = 2;
    break;
  default:
    digits = 3;
    break;
  }
  char buffer[64];
  std::snprintf(buffer, sizeof(buffer), "%.*g", digits, value);
  std::optional<uint64_t> back = encodeFloat(type, buffer);
  if (back && *back == bits)
    return buffer;
  digits = type == xla::F64 ? 17 : type == xla::F32 ? 9 : digits + 1;
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
