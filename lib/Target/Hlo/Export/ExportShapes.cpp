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
// 16-bit types, interleaved real and imaginary parts for complex numbers).
//
//===----------------------------------------------------------------------===//

#include "ExportInternal.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"

#include <complex>

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

/// The XLA primitive type of an element type, or nullopt.
static std::optional<xla::PrimitiveType> getPrimitiveType(Type type) {
  if (auto intType = dyn_cast<IntegerType>(type)) {
    unsigned width = intType.getWidth();
    if (width == 1 && intType.isSignless())
      return xla::PRED;
    if (intType.isSignless()) {
      switch (width) {
      case 8:
        return xla::S8;
      case 16:
        return xla::S16;
      case 32:
        return xla::S32;
      case 64:
        return xla::S64;
      }
    } else if (intType.isUnsigned()) {
      switch (width) {
      case 8:
        return xla::U8;
      case 16:
        return xla::U16;
      case 32:
        return xla::U32;
      case 64:
        return xla::U64;
      }
    }
    return std::nullopt;
  }
  if (type.isF16())
    return xla::F16;
  if (type.isBF16())
    return xla::BF16;
  if (type.isFloat8E5M2())
    return xla::F8E5M2;
  if (type.isFloat8E4M3FN())
    return xla::F8E4M3FN;
  if (type.isFloat8E4M3B11FNUZ())
    return xla::F8E4M3B11FNUZ;
  if (type.isFloat8E5M2FNUZ())
    return xla::F8E5M2FNUZ;
  if (type.isFloat8E4M3FNUZ())
    return xla::F8E4M3FNUZ;
  if (type.isFloat8E4M3())
    return xla::F8E4M3;
  if (type.isF32())
    return xla::F32;
  if (type.isF64())
    return xla::F64;
  if (auto complexType = dyn_cast<ComplexType>(type)) {
    if (complexType.getElementType().isF32())
      return xla::C64;
    if (complexType.getElementType().isF64())
      return xla::C128;
  }
  return std::nullopt;
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
    std::optional<xla::PrimitiveType> element =
        getPrimitiveType(tensorType.getElementType());
    if (!element)
      return emitError(loc)
             << "cannot export type " << type << " to HLO: element type "
             << tensorType.getElementType() << " is not an XLA primitive type";
    shape.set_element_type(*element);
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

/// Appends the `width`-bit little-endian bytes of `value` to `bytes`.
static void appendLittleEndian(std::string &bytes, uint64_t value,
                               unsigned width) {
  for (unsigned byte = 0; byte < width / 8; ++byte)
    bytes.push_back(static_cast<char>((value >> (8 * byte)) & 0xff));
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
  Type elementType = value.getElementType();
  xla::PrimitiveType primitive = shape.element_type();
  // A protobuf message holds at most 2 GB: refuse larger constants (a splat
  // of a huge shape would otherwise be expanded until memory runs out).
  constexpr int64_t kMaxLiteralBytes = int64_t(1) << 31;
  int64_t elementBytes =
      isa<ComplexType>(elementType)
          ? 2 *
                cast<ComplexType>(elementType)
                    .getElementType()
                    .getIntOrFloatBitWidth() /
                8
          : std::max<int64_t>(1, elementType.getIntOrFloatBitWidth() / 8);
  if (value.getNumElements() > kMaxLiteralBytes / elementBytes)
    return emitError(loc) << "cannot export constant to HLO: "
                          << value.getNumElements()
                          << " elements do not fit in a LiteralProto (2 GB "
                             "at most)";

  if (isa<IntegerType>(elementType)) {
    auto values = value.tryGetValues<APInt>();
    if (!values)
      return unsupported();
    std::string bytes;
    for (const APInt &element : *values) {
      switch (primitive) {
      case xla::PRED:
        literal.add_preds(!element.isZero());
        break;
      case xla::S8:
      case xla::U8:
      case xla::S16:
      case xla::U16:
        appendLittleEndian(bytes, element.getZExtValue(),
                           element.getBitWidth());
        break;
      case xla::S32:
        literal.add_s32s(static_cast<int32_t>(element.getSExtValue()));
        break;
      case xla::S64:
        literal.add_s64s(element.getSExtValue());
        break;
      case xla::U32:
        literal.add_u32s(static_cast<uint32_t>(element.getZExtValue()));
        break;
      case xla::U64:
        literal.add_u64s(element.getZExtValue());
        break;
      default:
        return unsupported();
      }
    }
    switch (primitive) {
    case xla::S8:
      literal.set_s8s(std::move(bytes));
      break;
    case xla::U8:
      literal.set_u8s(std::move(bytes));
      break;
    case xla::S16:
      literal.set_s16s(std::move(bytes));
      break;
    case xla::U16:
      literal.set_u16s(std::move(bytes));
      break;
    default:
      break;
    }
    return literal;
  }

  if (isa<FloatType>(elementType)) {
    auto values = value.tryGetValues<APFloat>();
    if (!values)
      return unsupported();
    std::string bytes;
    for (const APFloat &element : *values) {
      switch (primitive) {
      case xla::F16:
      case xla::BF16:
        appendLittleEndian(bytes, element.bitcastToAPInt().getZExtValue(), 16);
        break;
      case xla::F8E5M2:
      case xla::F8E4M3FN:
      case xla::F8E4M3B11FNUZ:
      case xla::F8E5M2FNUZ:
      case xla::F8E4M3FNUZ:
      case xla::F8E4M3:
        // One byte per element (hlo-formats.md 1.5).
        bytes.push_back(
            static_cast<char>(element.bitcastToAPInt().getZExtValue()));
        break;
      case xla::F32:
        literal.add_f32s(element.convertToFloat());
        break;
      case xla::F64:
        literal.add_f64s(element.convertToDouble());
        break;
      default:
        return unsupported();
      }
    }
    switch (primitive) {
    case xla::F16:
      literal.set_f16s(std::move(bytes));
      break;
    case xla::BF16:
      literal.set_bf16s(std::move(bytes));
      break;
    case xla::F8E5M2:
      literal.set_f8e5m2s(std::move(bytes));
      break;
    case xla::F8E4M3FN:
      literal.set_f8e4m3fns(std::move(bytes));
      break;
    case xla::F8E4M3B11FNUZ:
      literal.set_f8e4m3b11fnuzs(std::move(bytes));
      break;
    case xla::F8E5M2FNUZ:
      literal.set_f8e5m2fnuzs(std::move(bytes));
      break;
    case xla::F8E4M3FNUZ:
      literal.set_f8e4m3fnuzs(std::move(bytes));
      break;
    case xla::F8E4M3:
      literal.set_f8e4m3s(std::move(bytes));
      break;
    default:
      break;
    }
    return literal;
  }

  if (isa<ComplexType>(elementType)) {
    auto values = value.tryGetValues<std::complex<APFloat>>();
    if (!values)
      return unsupported();
    for (const std::complex<APFloat> &element : *values) {
      if (primitive == xla::C64) {
        literal.add_c64s(element.real().convertToFloat());
        literal.add_c64s(element.imag().convertToFloat());
      } else if (primitive == xla::C128) {
        literal.add_c128s(element.real().convertToDouble());
        literal.add_c128s(element.imag().convertToDouble());
      } else {
        return unsupported();
      }
    }
    return literal;
  }
  return unsupported();
}
