//===- HloElementTypes.h - XLA's element types ------------------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Lookups in the element type table (HloElementTypes.def): an XLA element
// type by its PrimitiveType number or by its MLIR type. Header-only, so every
// library can use it without linking the hlo dialect.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOELEMENTTYPES_H
#define XHLO_DIALECT_HLO_IR_HLOELEMENTTYPES_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <utility>

namespace xhlo::hlo {

/// What the values of an element type are.
enum class ElementKind : uint8_t { Pred, Signed, Unsigned, Float, Complex };

/// One row of the element type table, without the host columns.
struct XlaElementType {
  /// XLA's name (`bf16`); the LiteralProto field is this name plus `s`.
  llvm::StringRef name;
  /// XLA's PrimitiveType number.
  int primitive;
  ElementKind kind;
  /// XLA's bit width of one element (pred: 1, s4: 4; complex: both parts).
  unsigned bits;
  /// The APFloat semantics of a float type APFloat knows, else null.
  const llvm::fltSemantics *semantics;
};

/// The array element type XLA numbers `primitive` (every row of the table,
/// also those the hlo dialect lacks), if there is one.
inline std::optional<XlaElementType> getXlaElementType(int primitive) {
  switch (primitive) {
#define XHLO_XLA_ELEMENT_TYPE(Enum, name, number, kind, bits, semantics)       \
  case number:                                                                 \
    return XlaElementType{#name, number, ElementKind::kind, bits, semantics};
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  default:
    return std::nullopt;
  }
}

/// The hlo dialect's type of XLA's float type `name` that MLIR 19 has no
/// builtin type for (`f8e3m4`, `f8e8m0fnu`, `f6e2m3fn`, `f6e3m2fn`,
/// `f4e2m1fn`: `!hlo.f8e3m4`, ...), the MLIR type of those rows of the
/// table; null when `ctx` has not loaded the hlo dialect. Defined in the
/// dialect library (HloFloatTypes.cpp), so only code that links it may ask
/// for these rows' MLIR types.
mlir::Type getDialectFloatType(mlir::MLIRContext *ctx, llvm::StringRef name);

namespace detail {
/// The width classifyElementType gives the dialect's own float types: any
/// of the table's (their types are told apart by comparing them).
constexpr unsigned kAnyWidth = 0;

/// The kind and bits `type` would have as an element type: a cheap filter
/// before comparing it with the table's types.
inline std::optional<std::pair<ElementKind, unsigned>>
classifyElementType(mlir::Type type) {
  if (auto intType = llvm::dyn_cast<mlir::IntegerType>(type)) {
    if (intType.isSignless())
      return intType.getWidth() == 1
                 ? std::make_pair(ElementKind::Pred, 1u)
                 : std::make_pair(ElementKind::Signed, intType.getWidth());
    if (intType.isUnsigned())
      return std::make_pair(ElementKind::Unsigned, intType.getWidth());
    return std::nullopt;
  }
  if (auto floatType = llvm::dyn_cast<mlir::FloatType>(type))
    return std::make_pair(ElementKind::Float, floatType.getWidth());
  if (auto complexType = llvm::dyn_cast<mlir::ComplexType>(type))
    if (auto part =
            llvm::dyn_cast<mlir::FloatType>(complexType.getElementType()))
      return std::make_pair(ElementKind::Complex, 2 * part.getWidth());
  if (type.getDialect().getNamespace() == "hlo")
    return std::make_pair(ElementKind::Float, kAnyWidth);
  return std::nullopt;
}
} // namespace detail

/// XLA's PrimitiveType number of the MLIR element type `type`, if the hlo
/// dialect has it as an element type (i1 = pred, signless and unsigned
/// 2, 4 and 8-64 bit integers, f16, bf16, f32, f64, the 8-bit floats,
/// complex<f32> and complex<f64>).
inline std::optional<int> getPrimitiveType(mlir::Type type) {
  std::optional<std::pair<ElementKind, unsigned>> key =
      detail::classifyElementType(type);
  if (!key)
    return std::nullopt;
  [[maybe_unused]] mlir::MLIRContext *ctx = type.getContext();
#define XHLO_DIALECT_ELEMENT_TYPE(Enum, name, number, kind, bits, semantics,   \
                                  mlirType)                                    \
  if (key->first == ElementKind::kind &&                                       \
      (key->second == bits || key->second == detail::kAnyWidth) &&             \
      type == (mlirType))                                                      \
    return number;
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  return std::nullopt;
}

/// The table's row of the MLIR element type `type`, if the hlo dialect has
/// it.
inline std::optional<XlaElementType> getXlaElementType(mlir::Type type) {
  if (std::optional<int> primitive = getPrimitiveType(type))
    return getXlaElementType(*primitive);
  return std::nullopt;
}

/// Whether the hlo dialect has `type` as an element type of kind `kind`
/// (the ODS type constraints of HloBase.td ask this).
inline bool isElementTypeOfKind(mlir::Type type, ElementKind kind) {
  std::optional<XlaElementType> row = getXlaElementType(type);
  return row && row->kind == kind;
}

/// The MLIR type of XLA's element type `primitive`, or null when the hlo
/// dialect has none.
inline mlir::Type getMlirElementType(int primitive, mlir::MLIRContext *ctx) {
  switch (primitive) {
#define XHLO_DIALECT_ELEMENT_TYPE(Enum, name, number, kind, bits, semantics,   \
                                  mlirType)                                    \
  case number:                                                                 \
    return mlirType;
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  default:
    return nullptr;
  }
}

} // namespace xhlo::hlo

#endif // XHLO_DIALECT_HLO_IR_HLOELEMENTTYPES_H
