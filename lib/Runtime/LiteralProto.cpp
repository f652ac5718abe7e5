//===- LiteralProto.cpp - Runtime values to and from LiteralProto ---------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts the interpreter's values to XLA's LiteralProto and
// back. Every host element type (Dialect/Hlo/IR/HloElementTypes.def) has its
// field `<name>s` (a packed repeated field of the same bytes, or a `bytes`
// field, told apart by overloading); the conversions copy whole arrays with
// memcpy (x86-64 and every other little-endian host store those fields as
// XLA's wire bytes). Non-row-major layouts are read by a strided copy.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Runtime/LiteralProto.h"

#include "xhlo/Runtime/Device.h"
#include "xhlo/Values/Literal.h"
#include "xhlo/xla_data.pb.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Endian.h"

#include <complex>
#include <cstring>
#include <limits>

using namespace xhlo;
using namespace xhlo::runtime;
using xhlo::ElementType;
using xhlo::Literal;
using xhlo::RtValue;

static_assert(llvm::endianness::native == llvm::endianness::little,
              "LiteralProto fields are copied as little-endian bytes");

// The largest array one message carries: protobuf refuses messages of 2 GiB
// and more (a few bytes are left for the shape and the field tags).
static constexpr int64_t kMaxArrayBytes =
    std::numeric_limits<int32_t>::max() - (int64_t(1) << 20);

//===----------------------------------------------------------------------===//
// Element types and their fields
//===----------------------------------------------------------------------===//

/// Copies `bytes` bytes into the field of a `bytes` type.
static void storeField(std::string *field, const void *data, size_t bytes) {
  field->assign(static_cast<const char *>(data), bytes);
}

/// Copies `bytes` bytes into a packed repeated field of `T` without
/// initialising it first.
template <typename T>
static void storeField(google::protobuf::RepeatedField<T> *field,
                       const void *data, size_t bytes) {
  int count = static_cast<int>(bytes / sizeof(T));
  field->Clear();
  field->Reserve(count);
  T *out = field->AddNAlreadyReserved(count);
  if (bytes)
    std::memcpy(out, data, bytes);
}

/// The bytes of a `bytes` field.
static std::pair<const void *, size_t> loadField(const std::string &field) {
  return {field.data(), field.size()};
}

/// The bytes of a packed repeated field.
template <typename T>
static std::pair<const void *, size_t>
loadField(const google::protobuf::RepeatedField<T> &field) {
  return {field.data(), field.size() * sizeof(T)};
}

//===----------------------------------------------------------------------===//
// To LiteralProto
//===----------------------------------------------------------------------===//

static void setRowMajorLayout(xla::ShapeProto &shape, int64_t rank,
                              bool dense) {
  xla::LayoutProto *layout = shape.mutable_layout();
  for (int64_t dim = rank - 1; dim >= 0; --dim)
    layout->add_minor_to_major(dim);
  if (dense)
    layout->set_format(xla::LayoutProto::DENSE);
}

llvm::Error xhlo::runtime::convertToLiteralProto(const RtValue &value,
                                                 xla::LiteralProto &proto,
                                                 bool denseLayoutFormat) {
  proto.Clear();
  xla::ShapeProto &shape = *proto.mutable_shape();
  if (value.isToken()) {
    shape.set_element_type(xla::TOKEN);
    return llvm::Error::success();
  }
  if (value.isTuple()) {
    shape.set_element_type(xla::TUPLE);
    for (const RtValue &element : value.getElements()) {
      xla::LiteralProto *elementProto = proto.add_tuple_literals();
      if (llvm::Error error =
              convertToLiteralProto(element, *elementProto, denseLayoutFormat))
        return error;
      *shape.add_tuple_shapes() = elementProto->shape();
    }
    return llvm::Error::success();
  }
  const Literal &literal = value.getArray();
  size_t bytes = literal.getSizeInBytes();
  if (static_cast<int64_t>(bytes) > kMaxArrayBytes)
    return makeDeviceError(ErrorCode::InvalidArgument,
                           "an array of " + llvm::Twine(bytes) + " bytes (" +
                               getShapeString(value) +
                               ") does not fit in one LiteralProto (protobuf "
                               "messages hold less than 2 GiB)");
  shape.set_element_type(static_cast<xla::PrimitiveType>(
      xhlo::getPrimitiveType(literal.getElementType())));
  for (int64_t size : literal.getShape())
    shape.add_dimensions(size);
  setRowMajorLayout(shape, literal.getRank(), denseLayoutFormat);
  if (literal.getElementType() == ElementType::Pred) {
    // One byte per pred in the interpreter; any non-zero byte is true.
    google::protobuf::RepeatedField<bool> *preds = proto.mutable_preds();
    int count = static_cast<int>(literal.getNumElements());
    preds->Reserve(count);
    bool *out = preds->AddNAlreadyReserved(count);
    const uint8_t *in = literal.as<uint8_t>();
    for (int i = 0; i < count; ++i)
      out[i] = in[i] != 0;
    return llvm::Error::success();
  }
  switch (literal.getElementType()) {
#define XHLO_HOST_ELEMENT_TYPE(Enum, name, ...)                                \
  case ElementType::Enum:                                                      \
    storeField(proto.mutable_##name##s(), literal.data(), bytes);              \
    break;
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  }
  return llvm::Error::success();
}

//===----------------------------------------------------------------------===//
// From LiteralProto
//===----------------------------------------------------------------------===//

namespace {
/// An array shape read from a ShapeProto.
struct ArrayShape {
  ElementType type;
  llvm::SmallVector<int64_t, 4> dimensions;
  /// Empty when row-major.
  llvm::SmallVector<int64_t, 4> minorToMajor;
  int64_t numElements = 1;
};
} // namespace

static llvm::Error invalid(const llvm::Twine &message) {
  return makeDeviceError(ErrorCode::InvalidArgument, message);
}

/// Reads and checks an array shape.
static llvm::Expected<ArrayShape> readArrayShape(const xla::ShapeProto &shape) {
  ArrayShape result;
  std::optional<ElementType> type =
      xhlo::getElementTypeFromPrimitive(shape.element_type());
  if (!type)
    return invalid("element type " +
                   xla::PrimitiveType_Name(shape.element_type()) +
                   " is not one the interpreter has");
  result.type = *type;
  for (bool dynamic : shape.is_dynamic_dimension())
    if (dynamic)
      return invalid("dynamic dimensions are not supported");
  int64_t elementBytes = xhlo::getElementTypeByteSize(*type);
  for (int64_t size : shape.dimensions())
    if (size < 0)
      return invalid("dimension size " + llvm::Twine(size) + " is negative");
  for (int64_t size : shape.dimensions()) {
    if (size && result.numElements > kMaxArrayBytes / elementBytes / size) {
      llvm::SmallVector<int64_t> all(shape.dimensions().begin(),
                                     shape.dimensions().end());
      return invalid("the array " + xhlo::getArrayShapeString(*type, all) +
                     " is larger than " + llvm::Twine(kMaxArrayBytes) +
                     " bytes, the most one LiteralProto may hold "
                     "(protobuf's messages are under 2 GiB)");
    }
    result.numElements *= size;
    result.dimensions.push_back(size);
  }
  if (!shape.has_layout())
    return result;
  const xla::LayoutProto &layout = shape.layout();
  if (layout.tiles_size() || layout.memory_space() ||
      layout.dynamic_shape_metadata_prefix_bytes())
    return invalid("tiled layouts, memory spaces and dynamic shape metadata "
                   "are not supported");
  int64_t rank = result.dimensions.size();
  if (layout.minor_to_major_size() == 0)
    return result;
  if (layout.minor_to_major_size() != rank)
    return invalid("layout minor_to_major has " +
                   llvm::Twine(layout.minor_to_major_size()) +
                   " entries for an array of rank " + llvm::Twine(rank));
  llvm::SmallVector<bool, 4> seen(rank, false);
  bool rowMajor = true;
  for (int64_t i = 0; i < rank; ++i) {
    int64_t dim = layout.minor_to_major(i);
    if (dim < 0 || dim >= rank || seen[dim])
      return invalid("layout minor_to_major is not a permutation of the " +
                     llvm::Twine(rank) + " dimensions");
    seen[dim] = true;
    rowMajor &= dim == rank - 1 - i;
  }
  if (!rowMajor)
    result.minorToMajor.assign(layout.minor_to_major().begin(),
                               layout.minor_to_major().end());
  return result;
}

/// Copies elements stored in the order of `shape.minorToMajor` into the
/// row-major `out`.
static void copyFromLayout(const ArrayShape &shape, const uint8_t *in,
                           uint8_t *out, size_t width) {
  int64_t rank = shape.dimensions.size();
  // The memory stride of each logical dimension under the layout.
  llvm::SmallVector<int64_t, 4> strides(rank);
  int64_t stride = 1;
  for (int64_t dim : shape.minorToMajor) {
    strides[dim] = stride;
    stride *= shape.dimensions[dim];
  }
  llvm::SmallVector<int64_t, 4> index(rank, 0);
  int64_t offset = 0;
  for (int64_t i = 0; i < shape.numElements; ++i) {
    std::memcpy(out + i * width, in + offset * width, width);
    // Advance the row-major index, keeping the physical offset in step.
    for (int64_t dim = rank - 1; dim >= 0; --dim) {
      offset += strides[dim];
      if (++index[dim] < shape.dimensions[dim])
        break;
      offset -= strides[dim] * shape.dimensions[dim];
      index[dim] = 0;
    }
  }
}

/// The value of `proto`, whose shape is `shape`.
static llvm::Expected<RtValue> convertValue(const xla::LiteralProto &proto,
                                            const xla::ShapeProto &shape,
                                            int depth) {
  if (depth > 64)
    return invalid("tuples nested more than 64 deep");
  switch (shape.element_type()) {
  case xla::TOKEN:
    return RtValue::token();
  case xla::TUPLE: {
    if (proto.tuple_literals_size() != shape.tuple_shapes_size())
      return invalid("a tuple literal of " +
                     llvm::Twine(shape.tuple_shapes_size()) + " elements has " +
                     llvm::Twine(proto.tuple_literals_size()) + " literals");
    std::vector<RtValue> elements;
    for (int i = 0, e = shape.tuple_shapes_size(); i < e; ++i) {
      // An element literal without a shape takes the tuple's.
      const xla::LiteralProto &element = proto.tuple_literals(i);
      const xla::ShapeProto &elementShape =
          element.has_shape() ? element.shape() : shape.tuple_shapes(i);
      llvm::Expected<RtValue> value =
          convertValue(element, elementShape, depth + 1);
      if (!value)
        return value.takeError();
      elements.push_back(std::move(*value));
    }
    return RtValue::tuple(std::move(elements));
  }
  default:
    break;
  }
  llvm::Expected<ArrayShape> arrayShape = readArrayShape(shape);
  if (!arrayShape)
    return arrayShape.takeError();
  size_t width = xhlo::getElementTypeByteSize(arrayShape->type);
  size_t bytes = arrayShape->numElements * width;
  std::pair<const void *, size_t> data;
  switch (arrayShape->type) {
#define XHLO_HOST_ELEMENT_TYPE(Enum, name, ...)                                \
  case ElementType::Enum:                                                      \
    data = loadField(proto.name##s());                                         \
    break;
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  }
  if (data.second != bytes) {
    std::string dims;
    for (int64_t size : arrayShape->dimensions)
      dims += (dims.empty() ? "" : ",") + std::to_string(size);
    return invalid("a literal of shape " +
                   xhlo::getElementTypeName(arrayShape->type) + "[" + dims +
                   "] needs " + llvm::Twine(arrayShape->numElements) +
                   " elements (" + llvm::Twine(bytes) + " bytes) but holds " +
                   llvm::Twine(data.second) + " bytes of values");
  }
  Literal literal =
      Literal::uninitialized(arrayShape->type, arrayShape->dimensions);
  if (arrayShape->minorToMajor.empty()) {
    if (bytes)
      std::memcpy(literal.data(), data.first, bytes);
  } else {
    copyFromLayout(*arrayShape, static_cast<const uint8_t *>(data.first),
                   static_cast<uint8_t *>(literal.data()), width);
  }
  // s4 bytes from the wire may hold any bits: keep the value's.
  literal.wrapSubByteIntegers();
  return RtValue(std::move(literal));
}

llvm::Expected<RtValue>
xhlo::runtime::convertFromLiteralProto(const xla::LiteralProto &proto) {
  if (!proto.has_shape())
    return invalid("the literal has no shape");
  return convertValue(proto, proto.shape(), 0);
}

llvm::Expected<int64_t>
xhlo::runtime::getShapeByteSize(const xla::ShapeProto &shape) {
  switch (shape.element_type()) {
  case xla::TOKEN:
    return 0;
  case xla::TUPLE: {
    int64_t total = 0;
    for (const xla::ShapeProto &element : shape.tuple_shapes()) {
      llvm::Expected<int64_t> bytes = getShapeByteSize(element);
      if (!bytes)
        return bytes.takeError();
      // Each element is below 2 GiB; stop adding before the sum overflows.
      total = std::min<int64_t>(total + *bytes, int64_t(1) << 62);
    }
    return total;
  }
  default: {
    llvm::Expected<ArrayShape> arrayShape = readArrayShape(shape);
    if (!arrayShape)
      return arrayShape.takeError();
    return arrayShape->numElements *
           static_cast<int64_t>(xhlo::getElementTypeByteSize(arrayShape->type));
  }
  }
}
