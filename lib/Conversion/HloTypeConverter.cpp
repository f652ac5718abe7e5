//===- HloTypeConverter.cpp - The type rule of conversions to hlo ---------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements HloTypeConverter: the conversions of scalars, index
// and tensors, and the materializations that bridge converted values to
// users left unconverted.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/HloTypeConverter.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace xhlo;

bool xhlo::isHloTensorType(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.hasStaticShape() && !tensor.getEncoding() &&
         hlo::isXlaElementType(tensor.getElementType()) &&
         hlo::hasValidXlaSize(tensor);
}

//===----------------------------------------------------------------------===//
// Materializations
//===----------------------------------------------------------------------===//

/// Whether `converted` is what HloTypeConverter makes of `original`.
static bool isConversionOf(const HloTypeConverter &converter, Type converted,
                           Type original) {
  return converted != original && converter.convertType(original) == converted;
}

/// Casts between an integer and `index`, or between tensors of them.
static Value castIndex(OpBuilder &builder, Location loc, Type type,
                       Value value) {
  return builder.create<arith::IndexCastOp>(loc, type, value);
}

/// Rebuilds the value of the original type `type` from its converted value
/// `input` (source and argument materializations): `tensor.extract` for
/// scalars, `arith.index_cast` for index.
static std::optional<Value> materializeOriginal(const HloTypeConverter &conv,
                                                OpBuilder &builder, Type type,
                                                ValueRange inputs,
                                                Location loc) {
  if (inputs.size() != 1 || !isConversionOf(conv, inputs[0].getType(), type))
    return std::nullopt;
  Value input = inputs[0];
  if (isa<RankedTensorType>(type))
    // A tensor of index from the tensor of integers.
    return castIndex(builder, loc, type, input);
  Value scalar = builder.create<tensor::ExtractOp>(loc, input, ValueRange{});
  if (scalar.getType() != type)
    scalar = castIndex(builder, loc, type, scalar);
  return scalar;
}

/// Builds the converted value of type `type` from the original `inputs`
/// (target materialization): `tensor.from_elements` for scalars,
/// `arith.index_cast` for index.
static std::optional<Value>
materializeConverted(const HloTypeConverter &conv, OpBuilder &builder,
                     RankedTensorType type, ValueRange inputs, Location loc) {
  if (inputs.size() != 1 || !isConversionOf(conv, type, inputs[0].getType()))
    return std::nullopt;
  Value input = inputs[0];
  if (isa<RankedTensorType>(input.getType()))
    return castIndex(builder, loc, type, input);
  if (input.getType() != type.getElementType())
    input = castIndex(builder, loc, type.getElementType(), input);
  return builder.create<tensor::FromElementsOp>(loc, type, input).getResult();
}

//===----------------------------------------------------------------------===//
// HloTypeConverter
//===----------------------------------------------------------------------===//

HloTypeConverter::HloTypeConverter(MLIRContext *context,
                                   HloTypeConverterOptions options)
    : indexType(IntegerType::get(context, options.indexBitwidth)) {
  // Conversions are tried from the last added: anything not handled below
  // stays as it is.
  addConversion([](Type type) { return type; });
  addConversion([this](Type type) -> std::optional<Type> {
    if (!isa<IntegerType, IndexType, FloatType, ComplexType>(type))
      return std::nullopt;
    if (Type element = convertElementType(type))
      return RankedTensorType::get({}, element);
    return std::nullopt;
  });
  addConversion([this](RankedTensorType type) -> std::optional<Type> {
    if (!type.hasStaticShape() || type.getEncoding())
      return std::nullopt;
    if (Type element = convertElementType(type.getElementType()))
      return type.clone(element);
    return std::nullopt;
  });

  auto toOriginal = [this](OpBuilder &builder, Type type, ValueRange inputs,
                           Location loc) {
    return materializeOriginal(*this, builder, type, inputs, loc);
  };
  addSourceMaterialization(toOriginal);
  addArgumentMaterialization(toOriginal);
  addTargetMaterialization([this](OpBuilder &builder, RankedTensorType type,
                                  ValueRange inputs, Location loc) {
    return materializeConverted(*this, builder, type, inputs, loc);
  });
}

Type HloTypeConverter::convertElementType(Type type) const {
  if (isa<IndexType>(type))
    return indexType;
  if (hlo::isXlaElementType(type))
    return type;
  return nullptr;
}

RankedTensorType HloTypeConverter::convertToHloTensorType(Type type) const {
  Type converted = convertType(type);
  if (!converted || !isHloTensorType(converted))
    return nullptr;
  return cast<RankedTensorType>(converted);
}
