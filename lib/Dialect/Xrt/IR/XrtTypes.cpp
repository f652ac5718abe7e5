//===- XrtTypes.cpp - Device arrays, allocations, executables -------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the xrt types: their verifiers, the assembly of an
// array's shape, and the mapping between host and device types.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Xrt/IR/XrtTypes.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Dialect/Xrt/IR/XrtDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace xhlo::xrt;

/// Parses `2x3xf32` (the dimensions and element type of an array, as a
/// tensor type spells them; `f32` alone is a 0-d array).
static ParseResult parseXrtShape(AsmParser &parser,
                                 SmallVectorImpl<int64_t> &shape,
                                 Type &elementType) {
  if (parser.parseDimensionList(shape, /*allowDynamic=*/false,
                                /*withTrailingX=*/true))
    return failure();
  return parser.parseType(elementType);
}

static void printXrtShape(AsmPrinter &printer, ArrayRef<int64_t> shape,
                          Type elementType) {
  for (int64_t dim : shape)
    printer << dim << 'x';
  printer << elementType;
}

#define GET_TYPEDEF_CLASSES
#include "xhlo/Dialect/Xrt/IR/XrtTypes.cpp.inc"

void XrtDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "xhlo/Dialect/Xrt/IR/XrtTypes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// ArrayType
//===----------------------------------------------------------------------===//

LogicalResult ArrayType::verify(function_ref<InFlightDiagnostic()> emitError,
                                ArrayRef<int64_t> shape, Type elementType) {
  if (llvm::any_of(shape, [](int64_t dim) { return dim < 0; }))
    return emitError() << "device array dimensions must be non-negative";
  if (!xhlo::hlo::isXlaElementType(elementType))
    return emitError() << "device array element type must be an XLA element "
                          "type, got "
                       << elementType;
  if (!xhlo::hlo::hasValidXlaSize(RankedTensorType::get(shape, elementType)))
    return emitError() << "device array size in bytes does not fit in int64";
  return success();
}

RankedTensorType ArrayType::getTensorType() const {
  return RankedTensorType::get(getShape(), getElementType());
}

int64_t ArrayType::getSizeInBytes() const {
  // The verifier made sure that this does not overflow.
  int64_t bytes = (xhlo::hlo::getXlaBitWidth(getElementType()) + 7) / 8;
  for (int64_t dim : getShape())
    bytes *= dim;
  return bytes;
}

//===----------------------------------------------------------------------===//
// AllocationType
//===----------------------------------------------------------------------===//

LogicalResult
AllocationType::verify(function_ref<InFlightDiagnostic()> emitError,
                       std::optional<int64_t> sizeInBytes) {
  if (sizeInBytes && *sizeInBytes < 0)
    return emitError() << "allocation size must be non-negative, got "
                       << *sizeInBytes;
  return success();
}

//===----------------------------------------------------------------------===//
// ExecutableType
//===----------------------------------------------------------------------===//

LogicalResult
ExecutableType::verify(function_ref<InFlightDiagnostic()> emitError,
                       FunctionType signature) {
  if (!signature)
    return emitError() << "executable signature must be a function type";
  for (auto [index, type] : llvm::enumerate(signature.getInputs()))
    if (!isDeviceValueType(type))
      return emitError() << "executable input #" << index
                         << " must be a device array or a tuple of them, got "
                         << type;
  for (auto [index, type] : llvm::enumerate(signature.getResults()))
    if (!isDeviceValueType(type))
      return emitError() << "executable result #" << index
                         << " must be a device array or a tuple of them, got "
                         << type;
  return success();
}

//===----------------------------------------------------------------------===//
// Host and device types
//===----------------------------------------------------------------------===//

bool xhlo::xrt::isDeviceValueType(Type type) {
  if (isa<ArrayType>(type))
    return true;
  if (auto tuple = dyn_cast<TupleType>(type))
    return llvm::all_of(tuple.getTypes(), isDeviceValueType);
  return false;
}

Type xhlo::xrt::getDeviceType(Type hostType) {
  return llvm::TypeSwitch<Type, Type>(hostType)
      .Case([](RankedTensorType tensor) -> Type {
        if (!tensor.hasStaticShape() || tensor.getEncoding() ||
            !xhlo::hlo::isXlaElementType(tensor.getElementType()) ||
            !xhlo::hlo::hasValidXlaSize(tensor))
          return {};
        return ArrayType::get(tensor);
      })
      .Case([](TupleType tuple) -> Type {
        SmallVector<Type> elements;
        for (Type element : tuple.getTypes()) {
          Type device = getDeviceType(element);
          if (!device)
            return {};
          elements.push_back(device);
        }
        return TupleType::get(tuple.getContext(), elements);
      })
      .Default([](Type) { return Type(); });
}

Type xhlo::xrt::getHostType(Type deviceType) {
  return llvm::TypeSwitch<Type, Type>(deviceType)
      .Case([](ArrayType array) -> Type { return array.getTensorType(); })
      .Case([](TupleType tuple) -> Type {
        SmallVector<Type> elements;
        for (Type element : tuple.getTypes()) {
          Type host = getHostType(element);
          if (!host)
            return {};
          elements.push_back(host);
        }
        return TupleType::get(tuple.getContext(), elements);
      })
      .Default([](Type) { return Type(); });
}

/// Maps every type of `types` with `map`; false when one does not map.
static bool mapTypes(TypeRange types, Type (*map)(Type),
                     SmallVectorImpl<Type> &mapped) {
  for (Type type : types) {
    Type result = map(type);
    if (!result)
      return false;
    mapped.push_back(result);
  }
  return true;
}

FunctionType xhlo::xrt::getDeviceSignature(FunctionType hostSignature) {
  SmallVector<Type> inputs, results;
  if (!mapTypes(hostSignature.getInputs(), getDeviceType, inputs) ||
      !mapTypes(hostSignature.getResults(), getDeviceType, results))
    return {};
  return FunctionType::get(hostSignature.getContext(), inputs, results);
}

Type xhlo::xrt::getArrayTypeOrSelf(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return type;
  Type device = getDeviceType(tensor);
  return device ? device : type;
}

Type xhlo::xrt::getTensorTypeOrSelf(Type type) {
  if (auto array = dyn_cast<ArrayType>(type))
    return array.getTensorType();
  return type;
}
