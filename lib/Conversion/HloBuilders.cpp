//===- HloBuilders.cpp - Small hlo builders for conversions ---------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the hlo building blocks that conversion patterns
// share.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/HloBuilders.h"

#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"
#include "xhlo/Dialect/Hlo/IR/HloMiscOps.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeOps.h"

#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
using namespace xhlo;

RankedTensorType xhlo::getTensorTypeLike(Value shaped, Type element) {
  return cast<RankedTensorType>(shaped.getType()).clone(element);
}

static Type getElementType(Value value) {
  return cast<RankedTensorType>(value.getType()).getElementType();
}

bool xhlo::isPredTensor(Value value) {
  return hlo::isPredType(getElementType(value));
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

Value xhlo::createSplat(OpBuilder &builder, Location loc, RankedTensorType type,
                        int64_t value) {
  Type element = type.getElementType();
  Attribute attr;
  if (auto intType = dyn_cast<IntegerType>(element)) {
    unsigned width = intType.getWidth();
    APInt bits = width == 1 ? APInt(1, value != 0)
                            : APInt(64, value, /*isSigned=*/true).trunc(width);
    attr = builder.getIntegerAttr(element, bits);
  } else {
    attr = builder.getFloatAttr(element, double(value));
  }
  return builder.create<hlo::ConstantOp>(loc,
                                         DenseElementsAttr::get(type, attr));
}

Value xhlo::createFloatSplat(OpBuilder &builder, Location loc,
                             RankedTensorType type, double value) {
  // getFloatAttr rounds the double to the element type's semantics.
  Attribute attr = builder.getFloatAttr(type.getElementType(), value);
  return builder.create<hlo::ConstantOp>(loc,
                                         DenseElementsAttr::get(type, attr));
}

Value xhlo::createZeroSplat(OpBuilder &builder, Location loc,
                            RankedTensorType type) {
  auto complex = dyn_cast<ComplexType>(type.getElementType());
  if (!complex)
    return createSplat(builder, loc, type, 0);
  APFloat zero = APFloat::getZero(
      cast<FloatType>(complex.getElementType()).getFloatSemantics());
  std::complex<APFloat> value(zero, zero);
  return builder.create<hlo::ConstantOp>(
      loc, DenseElementsAttr::get(type, ArrayRef(value)));
}

Value xhlo::createSplatLike(OpBuilder &builder, Location loc, Value like,
                            int64_t value) {
  return createSplat(builder, loc, cast<RankedTensorType>(like.getType()),
                     value);
}

Value xhlo::createFloatSplatLike(OpBuilder &builder, Location loc, Value like,
                                 double value) {
  return createFloatSplat(builder, loc, cast<RankedTensorType>(like.getType()),
                          value);
}

//===----------------------------------------------------------------------===//
// Comparisons
//===----------------------------------------------------------------------===//

Value xhlo::createCompare(OpBuilder &builder, Location loc,
                          hlo::ComparisonDirection direction, Value lhs,
                          Value rhs) {
  return builder.create<hlo::CompareOp>(
      loc, lhs, rhs,
      hlo::ComparisonDirectionAttr::get(builder.getContext(), direction),
      hlo::ComparisonTypeAttr());
}

Value xhlo::createIsNaN(OpBuilder &builder, Location loc, Value value) {
  return createCompare(builder, loc, hlo::ComparisonDirection::NE, value,
                       value);
}

//===----------------------------------------------------------------------===//
// Element type changes
//===----------------------------------------------------------------------===//

Type xhlo::getUnsignedTypeOfWidth(Type type) {
  if (!hlo::isSignedIntType(type) && !hlo::isFloatType(type))
    return nullptr;
  return IntegerType::get(type.getContext(), type.getIntOrFloatBitWidth(),
                          IntegerType::Unsigned);
}

Value xhlo::bitcastElements(OpBuilder &builder, Location loc, Value value,
                            Type element) {
  if (getElementType(value) == element)
    return value;
  return builder.create<hlo::BitcastConvertOp>(
      loc, getTensorTypeLike(value, element), value);
}

Value xhlo::bitcastToUnsigned(OpBuilder &builder, Location loc, Value value) {
  Type element = getElementType(value);
  if (!hlo::isSignedIntType(element))
    return value;
  return bitcastElements(builder, loc, value, getUnsignedTypeOfWidth(element));
}

Value xhlo::convertElements(OpBuilder &builder, Location loc, Value value,
                            Type element) {
  if (getElementType(value) == element)
    return value;
  return builder.create<hlo::ConvertOp>(loc, getTensorTypeLike(value, element),
                                        value);
}

Value xhlo::convertInteger(OpBuilder &builder, Location loc, Value value,
                           Type element, bool isSigned) {
  Type source = getElementType(value);
  if (source == element)
    return value;
  if (hlo::isPredType(element)) {
    // Truncation to i1 keeps the low bit (convert to pred tests != 0).
    Value one = createSplatLike(builder, loc, value, 1);
    Value low = builder.create<hlo::AndOp>(loc, value, one);
    return convertElements(builder, loc, low, element);
  }
  if (hlo::isPredType(source)) {
    // convert makes true 1; sign extension makes it -1.
    Value extended = convertElements(builder, loc, value, element);
    if (isSigned)
      extended = builder.create<hlo::NegateOp>(loc, extended);
    return extended;
  }
  // XLA's convert extends by the source's signedness and truncates by
  // dropping high bits: read the source as unsigned to extend by zeros.
  if (!isSigned &&
      source.getIntOrFloatBitWidth() < element.getIntOrFloatBitWidth())
    value = bitcastToUnsigned(builder, loc, value);
  return convertElements(builder, loc, value, element);
}

Value xhlo::convertIntegerToFloat(OpBuilder &builder, Location loc, Value value,
                                  Type element, bool isSigned) {
  Type source = getElementType(value);
  if (hlo::isPredType(source)) {
    // -1.0 for true when signed (not -0.0 for false: no negate of floats).
    if (isSigned)
      value = convertInteger(builder, loc, value, builder.getIntegerType(8),
                             /*isSigned=*/true);
  } else if (!isSigned) {
    value = bitcastToUnsigned(builder, loc, value);
  }
  return convertElements(builder, loc, value, element);
}

Value xhlo::broadcastToShapeOf(OpBuilder &builder, Location loc, Value value,
                               Value shape) {
  auto shapeType = cast<RankedTensorType>(shape.getType());
  auto valueType = cast<RankedTensorType>(value.getType());
  if (valueType.getShape() == shapeType.getShape())
    return value;
  return builder.create<hlo::BroadcastOp>(
      loc, shapeType.clone(valueType.getElementType()), value,
      builder.getDenseI64ArrayAttr({}));
}
