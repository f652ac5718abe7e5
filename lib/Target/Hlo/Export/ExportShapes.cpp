//===- ExportShapes.cpp - hlo types and constants to XLA protos -----------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts hlo value types to ShapeProtos (element types per
// docs/ARCHITECTURE.md, default row-major layouts on every array, optionally
// with the `format: DENSE` that XLA before August 2022 requires) and constant
// elements to LiteralProtos (values in the field of the element type: packed
// repeated fields, raw bytes for 8-bit types, little-endian raw bytes for
// 16-bit types, interleaved real and imaginary parts for complex numbers;
// the dialect's own float types, #hlo.float_bits, a byte per element).
//
//===----------------------------------------------------------------------===//

#include "ExportInternal.h"

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/bit.h"

#include <complex>
#include <cstring>
#include <type_traits>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_export;

void xhlo::hlo_export::setLayout(xla::ShapeProto &shape,
                                 ArrayRef<int64_t> minorToMajor,
                                 bool denseFormat) {
  xla::LayoutProto *layout = shape.mutable_layout();
  layout->Clear();
  for (int64_t dim : minorToMajor)
    layout->add_minor_to_major(dim);
  if (denseFormat)
    layout->set_format(xla::LayoutProto::DENSE);
}

FailureOr<xla::ShapeProto>
xhlo::hlo_export::convertType(Type type, bool denseFormat, Location loc) {
  xla::ShapeProto shape;
  if (auto tensorType = dyn_cast<RankedTensorType>(type)) {
    if (!tensorType.hasStaticShape())
      return emitError(loc) << "cannot export type " << type
                            << " to HLO: only static shapes are supported";
    if (!xhlo::hlo::hasValidXlaSize(tensorType))
      return emitError(loc) << "cannot export type " << type
                            << " to HLO: larger than 2^63 - 1 bytes";
    std::optional<int> element =
        hlo::getPrimitiveType(tensorType.getElementType());
    if (!element)
      return emitError(loc)
             << "cannot export type " << type << " to HLO: element type "
             << tensorType.getElementType() << " is not an XLA primitive type";
    shape.set_element_type(static_cast<xla::PrimitiveType>(*element));
    int64_t rank = tensorType.getRank();
    for (int64_t size : tensorType.getShape())
      shape.add_dimensions(size);
    SmallVector<int64_t> minorToMajor;
    for (int64_t dim = rank - 1; dim >= 0; --dim)
      minorToMajor.push_back(dim);
    setLayout(shape, minorToMajor, denseFormat);
    return shape;
  }
  if (auto tupleType = dyn_cast<TupleType>(type)) {
    shape.set_element_type(xla::TUPLE);
    for (Type element : tupleType.getTypes()) {
      FailureOr<xla::ShapeProto> elementShape =
          convertType(element, denseFormat, loc);
      if (failed(elementShape))
        return failure();
      *shape.add_tuple_shapes() = std::move(*elementShape);
    }
    return shape;
  }
  if (isa<hlo::TokenType>(type)) {
    shape.set_element_type(xla::TOKEN);
    return shape;
  }
  return emitError(loc) << "cannot export type " << type
                        << " to HLO: not a static tensor, tuple or token";
}

/// Appends one element's bits (one part's, for complex numbers) to a
/// `bytes` field: little-endian, a byte per 8 bits.
static void appendBits(std::string *bytes, const APInt &bits) {
  // An integer narrower than a byte (s2, s4, u2, u4) takes a byte holding
  // its bits, zero-extended, as XLA's int4 stores it.
  uint64_t value = bits.getZExtValue();
  for (unsigned byte = 0; byte < llvm::divideCeil(bits.getBitWidth(), 8);
       ++byte)
    bytes->push_back(static_cast<char>((value >> (8 * byte)) & 0xff));
}

/// Appends one element's bits (one part's, for complex numbers) to a packed
/// repeated field of its C++ type (pred: whether they are non-zero).
template <typename T>
static void appendBits(google::protobuf::RepeatedField<T> *field,
                       const APInt &bits) {
  if constexpr (std::is_same_v<T, bool>) {
    field->Add(!bits.isZero());
  } else {
    static_assert(llvm::endianness::native == llvm::endianness::little,
                  "the low bytes of a uint64_t are the element's");
    uint64_t raw = bits.getZExtValue();
    T element;
    std::memcpy(&element, &raw, sizeof(T));
    field->Add(element);
  }
}

/// Calls `append(bits)` with the bits of every element of `value` in
/// row-major order (the real and then the imaginary part of complex
/// numbers); fails when the attribute does not give its values.
template <typename Fn>
static LogicalResult forEachElementBits(ElementsAttr value, Fn &&append) {
  // The dialect's own float types: their bit patterns, a byte each.
  if (auto floatBits = dyn_cast<hlo::FloatBitsAttr>(value)) {
    for (uint8_t bits : floatBits.getElementBits())
      append(APInt(8, bits));
    return success();
  }
  Type elementType = value.getElementType();
  if (isa<IntegerType>(elementType)) {
    auto values = value.tryGetValues<APInt>();
    if (!values)
      return failure();
    for (const APInt &element : *values)
      append(element);
    return success();
  }
  if (isa<FloatType>(elementType)) {
    auto values = value.tryGetValues<APFloat>();
    if (!values)
      return failure();
    for (const APFloat &element : *values)
      append(element.bitcastToAPInt());
    return success();
  }
  auto values = value.tryGetValues<std::complex<APFloat>>();
  if (!values)
    return failure();
  for (const std::complex<APFloat> &element : *values) {
    append(element.real().bitcastToAPInt());
    append(element.imag().bitcastToAPInt());
  }
  return success();
}

FailureOr<xla::LiteralProto>
xhlo::hlo_export::convertLiteral(ElementsAttr value,
                                 const xla::ShapeProto &shape, Location loc) {
  xla::LiteralProto literal;
  *literal.mutable_shape() = shape;
  auto unsupported = [&]() {
    return emitError(loc) << "cannot export constant to HLO: unsupported "
                             "elements attribute "
                          << value;
  };
  std::optional<hlo::XlaElementType> element =
      hlo::getXlaElementType(value.getElementType());
  if (!element || element->primitive != shape.element_type())
    return unsupported();
  // A protobuf message holds at most 2 GB: refuse larger constants (a splat
  // of a huge shape would otherwise be expanded until memory runs out).
  constexpr int64_t kMaxLiteralBytes = int64_t(1) << 31;
  int64_t elementBytes = std::max<int64_t>(1, element->bits / 8);
  if (value.getNumElements() > kMaxLiteralBytes / elementBytes)
    return emitError(loc) << "cannot export constant to HLO: "
                          << value.getNumElements()
                          << " elements do not fit in a LiteralProto (2 GB "
                             "at most)";

  // The values go to the field of the element type (`<name>s`): packed
  // repeated fields, raw bytes for the narrower types.
  LogicalResult appended = failure();
  switch (element->primitive) {
#define XHLO_DIALECT_ELEMENT_TYPE(Enum, name, number, ...)                     \
  case number: {                                                               \
    auto *field = literal.mutable_##name##s();                                 \
    appended = forEachElementBits(                                             \
        value, [&](const APInt &bits) { appendBits(field, bits); });           \
    break;                                                                     \
  }
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  }
  if (failed(appended))
    return unsupported();
  return literal;
}
