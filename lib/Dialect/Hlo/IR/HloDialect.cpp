//===- HloDialect.cpp - The hlo dialect -----------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the hlo dialect: its registration (types, attributes
// and each op family's ops), constant materialization, and the helpers that
// classify and name element types as XLA does (from the element type table,
// HloElementTypes.def).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloElementTypes.h"
#include "xhlo/Dialect/Hlo/IR/HloMiscOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace xhlo::hlo;

#include "xhlo/Dialect/Hlo/IR/HloDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "xhlo/Dialect/Hlo/IR/HloTypes.cpp.inc"

//===----------------------------------------------------------------------===//
// HloDialect
//===----------------------------------------------------------------------===//

void HloDialect::initialize() {
  registerTypes();
  registerAttributes();
  registerElementwiseOps();
  registerShapeOps();
  registerIndexingOps();
  registerReductionOps();
  registerContractionOps();
  registerControlFlowOps();
  registerMiscOps();
}

void HloDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "xhlo/Dialect/Hlo/IR/HloTypes.cpp.inc"
      >();
}

Operation *HloDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                           Type type, Location loc) {
  auto elements = dyn_cast<ElementsAttr>(value);
  if (!elements || elements.getType() != type)
    return nullptr;
  return builder.create<ConstantOp>(loc, type, elements);
}

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

bool xhlo::hlo::isPredType(Type type) { return type.isInteger(1); }

/// Whether `type` is in the element type table with kind `kind`.
static bool hasElementKind(Type type, ElementKind kind) {
  std::optional<XlaElementType> element = getXlaElementType(type);
  return element && element->kind == kind;
}

bool xhlo::hlo::isSignedIntType(Type type) {
  return hasElementKind(type, ElementKind::Signed);
}

bool xhlo::hlo::isUnsignedIntType(Type type) {
  return hasElementKind(type, ElementKind::Unsigned);
}

bool xhlo::hlo::isIntegralType(Type type) {
  return isSignedIntType(type) || isUnsignedIntType(type);
}

bool xhlo::hlo::isFloatType(Type type) {
  return hasElementKind(type, ElementKind::Float);
}

bool xhlo::hlo::isComplexType(Type type) {
  return hasElementKind(type, ElementKind::Complex);
}

bool xhlo::hlo::isXlaElementType(Type type) {
  return isPredType(type) || getPrimitiveType(type).has_value();
}

unsigned xhlo::hlo::getXlaBitWidth(Type type) {
  if (isPredType(type))
    return 8;
  if (auto complexType = dyn_cast<ComplexType>(type))
    return 2 * complexType.getElementType().getIntOrFloatBitWidth();
  if (isDialectFloatType(type))
    return getXlaElementType(type)->bits;
  return type.getIntOrFloatBitWidth();
}

bool xhlo::hlo::hasValidXlaSize(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasStaticShape())
    return false;
  Type element = shaped.getElementType();
  int64_t bytes = element.isIntOrFloat() || isa<ComplexType>(element)
                      ? std::max<int64_t>(1, (getXlaBitWidth(element) + 7) / 8)
                      : 1;
  // llvm::MulOverflow, not checkedMul, which multiplies APInts: every hlo
  // array type's verification asks this (3% of the linalg-to-hlo pipeline).
  for (int64_t dim : shaped.getShape())
    if (llvm::MulOverflow(bytes, dim, bytes))
      return false;
  return true;
}

std::string xhlo::hlo::getXlaTypeName(Type type) {
  if (isPredType(type))
    return "pred";
  if (std::optional<XlaElementType> element = getXlaElementType(type))
    return element->name.str();
  if (isa<TokenType>(type))
    return "token";
  // Not an XLA type: print it as MLIR does, so diagnostics still name it.
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

std::string xhlo::hlo::getXlaShapeString(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type)) {
    std::string text = getXlaTypeName(tensor.getElementType()) + "[";
    llvm::raw_string_ostream os(text);
    llvm::interleave(
        tensor.getShape(), os,
        [&](int64_t dim) {
          if (ShapedType::isDynamic(dim))
            os << "?";
          else
            os << dim;
        },
        ",");
    os << "]";
    return text;
  }
  if (auto tuple = dyn_cast<TupleType>(type)) {
    std::string text = "(";
    llvm::raw_string_ostream os(text);
    llvm::interleave(
        tuple.getTypes(), os, [&](Type t) { os << getXlaShapeString(t); },
        ", ");
    os << ")";
    return text;
  }
  if (isa<TokenType>(type))
    return "token[]";
  return getXlaTypeName(type);
}
