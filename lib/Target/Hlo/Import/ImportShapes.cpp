//===- ImportShapes.cpp - ShapeProto and LiteralProto to MLIR
//--------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file converts XLA shapes to hlo value types (static tensors, builtin
// tuples, !hlo.token) and literals to dense elements attributes, rejecting
// what the hlo dialect cannot express.
//
//===----------------------------------------------------------------------===//

#include "ImportInternal.h"

#include "xhlo/Dialect/Hlo/IR/HloAttrs.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/Support/MathExtras.h"

#include <complex>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::hlo_import;

std::string xhlo::hlo_import::primitiveTypeName(int type) {
  if (xla::PrimitiveType_IsValid(type))
    return xla::PrimitiveType_Name(static_cast<xla::PrimitiveType>(type));
  return "element type " + std::to_string(type);
}

/// Converts `shape`, `depth` levels deep in tuples.
static Type convertShapeImpl(const xla::ShapeProto &shape, MLIRContext *context,
                             EmitErrorFn emitError, unsigned depth) {
  if (depth > 64) {
    emitError() << "shape nests tuples more than 64 levels deep";
    return nullptr;
  }
  switch (shape.element_type()) {
  case xla::TUPLE: {
    SmallVector<Type> elements;
    for (const xla::ShapeProto &element : shape.tuple_shapes()) {
      Type type = convertShapeImpl(element, context, emitError, depth + 1);
      if (!type)
        return nullptr;
      elements.push_back(type);
    }
    return TupleType::get(context, elements);
  }
  case xla::TOKEN:
    return hlo::TokenType::get(context);
  case xla::PRIMITIVE_TYPE_INVALID:
    emitError() << "shape has no element type (PRIMITIVE_TYPE_INVALID)";
    return nullptr;
  default:
    break;
  }
  Type elementType = hlo::getMlirElementType(shape.element_type(), context);
  if (!elementType) {
    emitError() << "element type " << primitiveTypeName(shape.element_type())
                << " is not supported by the hlo dialect";
    return nullptr;
  }
  for (bool dynamic : shape.is_dynamic_dimension())
    if (dynamic) {
      emitError() << "dynamic dimensions are not supported by the hlo dialect";
      return nullptr;
    }
  if (!shape.is_dynamic_dimension().empty() &&
      shape.is_dynamic_dimension_size() != shape.dimensions_size()) {
    emitError() << "shape has " << shape.dimensions_size() << " dimensions but "
                << shape.is_dynamic_dimension_size()
                << " is_dynamic_dimension entries";
    return nullptr;
  }
  SmallVector<int64_t> dims;
  for (int64_t dim : shape.dimensions()) {
    if (dim < 0) {
      emitError() << "shape has a negative dimension size " << dim;
      return nullptr;
    }
    dims.push_back(dim);
  }
  return RankedTensorType::get(dims, elementType);
}

Type xhlo::hlo_import::convertShape(const xla::ShapeProto &shape,
                                    MLIRContext *context,
                                    EmitErrorFn emitError) {
  return convertShapeImpl(shape, context, emitError, 0);
}

bool xhlo::hlo_import::isDefaultLayout(ArrayRef<int64_t> minorToMajor) {
  int64_t rank = minorToMajor.size();
  for (int64_t i = 0; i < rank; ++i)
    if (minorToMajor[i] != rank - 1 - i)
      return false;
  return true;
}

LogicalResult
xhlo::hlo_import::getLayout(const xla::ShapeProto &shape,
                            SmallVectorImpl<int64_t> &minorToMajor,
                            EmitErrorFn emitError) {
  int64_t rank = shape.dimensions_size();
  minorToMajor.clear();
  if (!shape.has_layout() || shape.layout().minor_to_major().empty()) {
    for (int64_t i = rank - 1; i >= 0; --i)
      minorToMajor.push_back(i);
    return success();
  }
  const auto &layout = shape.layout().minor_to_major();
  SmallVector<bool> seen(rank, false);
  bool valid = layout.size() == rank;
  for (int64_t dim : layout) {
    if (!valid || dim < 0 || dim >= rank || seen[dim]) {
      valid = false;
      break;
    }
    seen[dim] = true;
  }
  if (!valid) {
    auto diag = emitError() << "layout {";
    llvm::interleaveComma(layout, diag);
    diag << "} is not a permutation of the " << rank << " dimensions";
    return failure();
  }
  minorToMajor.append(layout.begin(), layout.end());
  return success();
}

//===----------------------------------------------------------------------===//
// Literals
//===----------------------------------------------------------------------===//

namespace {

/// Reads the values of one literal field into row-major order.
class LiteralReader {
public:
  LiteralReader(RankedTensorType type, ArrayRef<int64_t> minorToMajor,
                EmitErrorFn emitError)
      : type(type), minorToMajor(minorToMajor), emitError(emitError),
        count(type.getNumElements()) {}

  /// Checks that `field` holds `actual` values (`perElement` per element).
  LogicalResult checkCount(StringRef field, int64_t actual,
                           int64_t perElement = 1) {
    if (actual == count * perElement)
      return success();
    auto diag = emitError()
                << "literal of shape " << hlo::getXlaShapeString(type)
                << " needs " << count * perElement;
    if (perElement != 1)
      diag << " (" << count << " elements x " << perElement << ")";
    diag << " values in `" << field << "`, got " << actual;
    return failure();
  }

  /// Returns `physical` (in the layout's order) in row-major order.
  template <typename T>
  SmallVector<T> toRowMajor(SmallVector<T> physical) const {
    if (isDefaultLayout(minorToMajor) || count <= 1)
      return physical;
    ArrayRef<int64_t> shape = type.getShape();
    int64_t rank = shape.size();
    // The physical stride of every dimension.
    SmallVector<int64_t> stride(rank, 1);
    int64_t running = 1;
    for (int64_t dim : minorToMajor) {
      stride[dim] = running;
      running *= shape[dim];
    }
    SmallVector<T> result;
    result.reserve(count);
    SmallVector<int64_t> index(rank, 0);
    for (int64_t i = 0; i < count; ++i) {
      int64_t offset = 0;
      for (int64_t d = 0; d < rank; ++d)
        offset += index[d] * stride[d];
      result.push_back(physical[offset]);
      for (int64_t d = rank - 1; d >= 0; --d) {
        if (++index[d] < shape[d])
          break;
        index[d] = 0;
      }
    }
    return result;
  }

  /// Reads a repeated numeric field.
  template <typename T, typename Field>
  DenseElementsAttr readRepeated(StringRef name, const Field &field) {
    if (failed(checkCount(name, field.size())))
      return nullptr;
    SmallVector<T> values(field.begin(), field.end());
    return DenseElementsAttr::get(type, ArrayRef<T>(toRowMajor(values)));
  }

  /// Reads the `bytes` field of `element`: raw little-endian bytes,
  /// `bits / 8` per element (integers, and floats of the element's
  /// semantics); a byte per element for the integers narrower than a byte
  /// (s2, s4, u2, u4), whose value is in its low `bits` bits: XLA's int4
  /// ignores the others, and so does the import.
  ElementsAttr read(StringRef name, const std::string &bytes,
                    const hlo::XlaElementType &element) {
    // No DenseElementsAttr holds the dialect's own float types.
    if (hlo::isDialectFloatType(type.getElementType()))
      return readFloatBits(name, bytes, element);
    unsigned width = llvm::divideCeil(element.bits, 8);
    if (failed(checkCount(name, bytes.size(), width)))
      return nullptr;
    SmallVector<APInt> values;
    values.reserve(count);
    for (int64_t i = 0; i < count; ++i) {
      uint64_t raw = 0;
      for (unsigned b = 0; b < width; ++b)
        raw |= uint64_t(static_cast<uint8_t>(bytes[i * width + b])) << (8 * b);
      values.push_back(APInt(
          element.bits, raw & llvm::maskTrailingOnes<uint64_t>(element.bits)));
    }
    values = toRowMajor(std::move(values));
    if (!element.semantics)
      return DenseElementsAttr::get(type, ArrayRef<APInt>(values));
    SmallVector<APFloat> floats;
    floats.reserve(count);
    for (const APInt &value : values)
      floats.push_back(APFloat(*element.semantics, value));
    return DenseElementsAttr::get(type, ArrayRef<APFloat>(floats));
  }

  /// Reads the `bytes` field of one of the hlo dialect's float types: a
  /// byte per element holding its bit pattern in the low `element.bits`
  /// bits (XLA's Literal stores these types a byte per element).
  ElementsAttr readFloatBits(StringRef name, const std::string &bytes,
                             const hlo::XlaElementType &element) {
    if (failed(checkCount(name, bytes.size())))
      return nullptr;
    SmallVector<uint8_t> values(bytes.begin(), bytes.end());
    for (auto [i, value] : llvm::enumerate(values))
      if (element.bits < 8 && value >> element.bits) {
        emitError() << "element " << i << " of `" << name << "` is "
                    << unsigned(value) << ", not a bit pattern of "
                    << element.name << " (" << element.bits << " bits)";
        return nullptr;
      }
    return hlo::FloatBitsAttr::get(type, toRowMajor(std::move(values)));
  }

  /// Reads the repeated field of `element`.
  template <typename T>
  DenseElementsAttr read(StringRef name,
                         const google::protobuf::RepeatedField<T> &field,
                         const hlo::XlaElementType &element) {
    if (element.kind == hlo::ElementKind::Complex)
      return readComplex<T>(name, field);
    return readRepeated<T>(name, field);
  }

  /// Reads complex numbers stored as interleaved (re, im) pairs.
  template <typename T, typename Field>
  DenseElementsAttr readComplex(StringRef name, const Field &field) {
    if (failed(checkCount(name, field.size(), 2)))
      return nullptr;
    SmallVector<std::complex<T>> values;
    values.reserve(count);
    for (int64_t i = 0; i < count; ++i)
      values.emplace_back(field.Get(2 * i), field.Get(2 * i + 1));
    return DenseElementsAttr::get(
        type, ArrayRef<std::complex<T>>(toRowMajor(values)));
  }

private:
  RankedTensorType type;
  ArrayRef<int64_t> minorToMajor;
  EmitErrorFn emitError;
  int64_t count;
};

} // namespace

ElementsAttr xhlo::hlo_import::convertLiteral(const xla::LiteralProto &literal,
                                              RankedTensorType type,
                                              EmitErrorFn emitError) {
  // Count with overflow checks: dimensions come straight from the proto.
  int64_t count = 1;
  for (int64_t dim : type.getShape()) {
    if (dim != 0 && count > kMaxLiteralElements / dim) {
      count = kMaxLiteralElements + 1;
      break;
    }
    count *= dim;
  }
  if (count > kMaxLiteralElements) {
    emitError() << "literal of shape " << hlo::getXlaShapeString(type)
                << " has more than 2^31 elements";
    return nullptr;
  }
  if (!literal.sparse_indices().empty()) {
    emitError() << "sparse literals are not supported";
    return nullptr;
  }

  // Elements are stored in the order of the literal's layout.
  SmallVector<int64_t> minorToMajor;
  xla::ShapeProto layoutShape;
  if (literal.has_shape())
    layoutShape = literal.shape();
  else
    for (int64_t dim : type.getShape())
      layoutShape.add_dimensions(dim);
  if (failed(getLayout(layoutShape, minorToMajor, emitError)))
    return nullptr;

  LiteralReader reader(type, minorToMajor, emitError);
  Type elementType = type.getElementType();
  // The values are in the field of the element type (`<name>s`).
  if (std::optional<hlo::XlaElementType> element =
          hlo::getXlaElementType(elementType)) {
    switch (element->primitive) {
#define XHLO_DIALECT_ELEMENT_TYPE(Enum, name, number, ...)                     \
  case number:                                                                 \
    return reader.read(#name "s", literal.name##s(), *element);
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
    }
  }
  emitError() << "literals of element type " << elementType
              << " are not supported";
  return nullptr;
}
