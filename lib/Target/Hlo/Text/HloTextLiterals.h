//===- HloTextLiterals.h - Element types and literal values -----*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Internal helpers shared by the HLO text printer and the text-to-proto
// conversion: element type keywords, where a LiteralProto keeps the values of
// each element type, the conversion of floating-point values of every XLA
// float type between decimal text and bits (rounding to nearest even), and
// the order of a literal's elements in memory (its layout).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_TARGET_HLO_TEXT_HLOTEXTLITERALS_H
#define XHLO_LIB_TARGET_HLO_TEXT_HLOTEXTLITERALS_H

#include "xhlo/hlo.pb.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace xhlo::hlo_text::detail {

/// The text keyword of an element type (`f32`, `pred`, `opaque`).
std::string elementTypeName(xla::PrimitiveType type);

/// The element type of a keyword, or nothing.
std::optional<xla::PrimitiveType> parseElementType(llvm::StringRef name);

/// The kinds of the element type table (hlo::ElementKind, in its order),
/// and Other for the types that are not array elements.
enum class ElementKind { Pred, Signed, Unsigned, Float, Complex, Other };

/// What kind of values an element type holds, and their width in bits (for
/// complex types, the width of one part).
ElementKind getElementKind(xla::PrimitiveType type, unsigned &bits);

/// The `bytes` field of `literal` that holds values of `type`, for the
/// element types stored as raw bytes (8- and 16-bit and smaller types);
/// null for the others.
std::string *getBytesField(xla::LiteralProto &literal, xla::PrimitiveType type);
const std::string *getBytesField(const xla::LiteralProto &literal,
                                 xla::PrimitiveType type);

/// The bits of the float value written `text` (a decimal or hexadecimal
/// number, `inf`, `-inf`, `nan`, `-nan`, `nan(0x...)`) in the float type
/// `type`, rounded to nearest even; nothing when the text is not a number.
std::optional<uint64_t> encodeFloat(xla::PrimitiveType type,
                                    llvm::StringRef text);

/// The decimal text of a float value as XLA prints it (RoundTripFpToString:
/// f32/f64 with `digits10` significant digits, or `max_digits10` when that
/// does not read back as the same bits; narrower types with `max_digits10`);
/// `inf`, `-inf`, `nan`, `-nan` for the special values.
std::string formatFloat(xla::PrimitiveType type, uint64_t bits);

/// For each element in logical (row-major) order, its position in memory
/// under the layout `minorToMajor` (row-major when empty).
llvm::SmallVector<int64_t>
getPhysicalOrder(llvm::ArrayRef<int64_t> dimensions,
                 llvm::ArrayRef<int64_t> minorToMajor);

} // namespace xhlo::hlo_text::detail

#endif // XHLO_LIB_TARGET_HLO_TEXT_HLOTEXTLITERALS_H
