//===- ElementwiseBodies.cpp - Scalar bodies run on whole tensors ---------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the checks, the copies on tensors and the type
// bridges with which linalg payloads and tensor.generate bodies run on whole
// tensors.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/ElementwiseBodies.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace xhlo;

bool xhlo::isBodyScalarType(Type type) {
  return type.isIntOrIndexOrFloat() || isa<ComplexType>(type);
}

/// The integer or float value of the constant `op`, or null.
static TypedAttr getScalarConstant(Operation *op) {
  Attribute value;
  if (!op->hasTrait<OpTrait::ConstantLike>() || op->getNumResults() != 1 ||
      !matchPattern(op->getResult(0), m_Constant(&value)) ||
      !isa<IntegerAttr, FloatAttr>(value))
    return nullptr;
  return cast<TypedAttr>(value);
}

bool xhlo::isElementwiseOnScalars(Operation *op) {
  if (op->getNumRegions() != 0 ||
      !llvm::all_of(op->getOperandTypes(), isBodyScalarType) ||
      !llvm::all_of(op->getResultTypes(), isBodyScalarType))
    return false;
  if (op->hasTrait<OpTrait::ConstantLike>())
    return static_cast<bool>(getScalarConstant(op));
  return OpTrait::hasElementwiseMappableTraits(op);
}

Value xhlo::cloneOnTensors(OpBuilder &builder, Operation *op,
                           ValueRange operands, ArrayRef<int64_t> shape) {
  if (TypedAttr value = getScalarConstant(op)) {
    auto type = RankedTensorType::get(shape, value.getType());
    return builder.create<arith::ConstantOp>(
        op->getLoc(), DenseElementsAttr::get(type, value));
  }
  IRMapping mapping;
  mapping.map(op->getOperands(), operands);
  Operation *clone = builder.clone(*op, mapping);
  for (Value result : clone->getResults())
    result.setType(RankedTensorType::get(shape, result.getType()));
  return clone->getResult(0);
}

Type xhlo::convertElementType(const TypeConverter &typeConverter, Type type) {
  Type converted = typeConverter.convertType(RankedTensorType::get({}, type));
  return cast<RankedTensorType>(converted).getElementType();
}

Value xhlo::toHloArray(OpBuilder &builder, const TypeConverter &typeConverter,
                       Location loc, Value value) {
  Type converted = typeConverter.convertType(value.getType());
  if (!converted || converted == value.getType())
    return value;
  return typeConverter.materializeTargetConversion(builder, loc, converted,
                                                   value);
}

Value xhlo::toElementType(OpBuilder &builder,
                          const TypeConverter &typeConverter, Location loc,
                          Value value, Type element) {
  auto type = cast<RankedTensorType>(value.getType());
  if (type.getElementType() == element)
    return value;
  return typeConverter.materializeSourceConversion(builder, loc,
                                                   type.clone(element), value);
}
