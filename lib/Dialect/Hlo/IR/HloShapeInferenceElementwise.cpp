//===- HloShapeInferenceElementwise.cpp - Elementwise shape functions -----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the shape functions of the elementwise family, after
// XLA's ShapeInference::InferUnaryOpShape / InferBinaryOpShape and friends:
// which element types each opcode takes, and the result types.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloShapeInferenceElementwise.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/StringSwitch.h"

#include <algorithm>
#include <string>

using namespace mlir;
using namespace xhlo::hlo;

namespace {

/// The element type classes an elementwise opcode accepts, as XLA groups
/// them.
enum class ElementClass {
  Any,             // every XLA element type
  NotPred,         // integral, floating point or complex
  Float,           // floating point
  FloatOrComplex,  // floating point or complex
  Signed,          // signed integer or floating point ("signed" in XLA)
  SignedOrComplex, // signed integer, floating point or complex
  PredOrIntegral,  // pred or integer
  Integral,        // integer (not pred)
  F32OrF64,        // f32 or f64 (complex composition)
};

/// How the result element type derives from the operand's.
enum class ResultRule { Same, ComplexComponent, Pred, ComplexOfFloat };

struct ElementwiseRule {
  ElementClass accepts;
  ResultRule result;
};

} // namespace

/// The op's opcode name: the op name without the dialect prefix.
static StringRef opcodeOf(StringRef opName) {
  return opName.drop_front(opName.find('.') + 1);
}

static ElementwiseRule unaryRule(StringRef opcode) {
  using C = ElementClass;
  using R = ResultRule;
  return llvm::StringSwitch<ElementwiseRule>(opcode)
      .Cases("ceil", "floor", "erf", "round_nearest_afz", "round_nearest_even",
             {C::Float, R::Same})
      .Case("abs", {C::SignedOrComplex, R::ComplexComponent})
      .Cases("real", "imag", {C::FloatOrComplex, R::ComplexComponent})
      .Case("is_finite", {C::Float, R::Pred})
      .Case("negate", {C::NotPred, R::Same})
      .Case("not", {C::PredOrIntegral, R::Same})
      .Cases("popcnt", "count_leading_zeros", {C::Integral, R::Same})
      .Case("sign", {C::SignedOrComplex, R::Same})
      // acos ... tanh: the transcendental functions.
      .Default({C::FloatOrComplex, R::Same});
}

static ElementwiseRule binaryRule(StringRef opcode) {
  using C = ElementClass;
  using R = ResultRule;
  return llvm::StringSwitch<ElementwiseRule>(opcode)
      .Cases("add", "multiply", "maximum", "minimum", {C::Any, R::Same})
      .Cases("subtract", "divide", "remainder", "power", {C::NotPred, R::Same})
      .Case("atan2", {C::FloatOrComplex, R::Same})
      .Cases("and", "or", "xor", {C::PredOrIntegral, R::Same})
      .Cases("shift_left", "shift_right_arithmetic", "shift_right_logical",
             "mulhi", {C::Integral, R::Same})
      .Case("complex", {C::F32OrF64, R::ComplexOfFloat})
      .Default({C::Any, R::Same});
}

static bool accepts(ElementClass cls, Type type) {
  switch (cls) {
  case ElementClass::Any:
    return isXlaElementType(type);
  case ElementClass::NotPred:
    return isIntegralType(type) || isFloatType(type) || isComplexType(type);
  case ElementClass::Float:
    return isFloatType(type);
  case ElementClass::FloatOrComplex:
    return isFloatType(type) || isComplexType(type);
  case ElementClass::Signed:
    return isSignedIntType(type) || isFloatType(type);
  case ElementClass::SignedOrComplex:
    return isSignedIntType(type) || isFloatType(type) || isComplexType(type);
  case ElementClass::PredOrIntegral:
    return isPredType(type) || isIntegralType(type);
  case ElementClass::Integral:
    return isIntegralType(type);
  case ElementClass::F32OrF64:
    return type.isF32() || type.isF64();
  }
  return false;
}

static StringRef describe(ElementClass cls) {
  switch (cls) {
  case ElementClass::Any:
    return "an XLA element type";
  case ElementClass::NotPred:
    return "integral, floating point or complex";
  case ElementClass::Float:
    return "floating point";
  case ElementClass::FloatOrComplex:
    return "floating point or complex";
  case ElementClass::Signed:
    return "signed integral or floating point";
  case ElementClass::SignedOrComplex:
    return "signed integral, floating point or complex";
  case ElementClass::PredOrIntegral:
    return "pred or integral";
  case ElementClass::Integral:
    return "integral";
  case ElementClass::F32OrF64:
    return "f32 or f64";
  }
  return "";
}

static Type resultElementType(ResultRule rule, Type element) {
  switch (rule) {
  case ResultRule::Same:
    return element;
  case ResultRule::ComplexComponent:
    if (auto complexType = dyn_cast<ComplexType>(element))
      return complexType.getElementType();
    return element;
  case ResultRule::Pred:
    return IntegerType::get(element.getContext(), 1);
  case ResultRule::ComplexOfFloat:
    return ComplexType::get(element);
  }
  return element;
}

/// Checks `type` against the opcode's rule and appends the result type.
static LogicalResult inferElementwise(StringRef opName, ElementwiseRule rule,
                                      Type type, std::optional<Location> loc,
                                      SmallVectorImpl<Type> &results) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return emitOptionalError(loc, "expected a statically shaped tensor, got ",
                             type);
  Type element = tensor.getElementType();
  if (!accepts(rule.accepts, element))
    return emitOptionalError(loc, "expected element type to be ",
                             describe(rule.accepts), " for ", opcodeOf(opName),
                             " operation; got ", getXlaTypeName(element));
  results.push_back(tensor.clone(resultElementType(rule.result, element)));
  return success();
}

LogicalResult
xhlo::hlo::inferUnaryElementwiseOp(StringRef opName, Type operand,
                                   std::optional<Location> loc,
                                   SmallVectorImpl<Type> &results) {
  return inferElementwise(opName, unaryRule(opcodeOf(opName)), operand, loc,
                          results);
}

LogicalResult
xhlo::hlo::inferBinaryElementwiseOp(StringRef opName, Type lhs, Type rhs,
                                    std::optional<Location> loc,
                                    SmallVectorImpl<Type> &results) {
  if (lhs != rhs)
    return emitOptionalError(
        loc, "binary op ", opcodeOf(opName),
        " with different operand types: ", getXlaShapeString(lhs), " and ",
        getXlaShapeString(rhs));
  return inferElementwise(opName, binaryRule(opcodeOf(opName)), lhs, loc,
                          results);
}

//===----------------------------------------------------------------------===//
// compare
//===----------------------------------------------------------------------===//

ComparisonType xhlo::hlo::getDefaultComparisonType(Type elementType) {
  if (isFloatType(elementType) || isComplexType(elementType))
    return ComparisonType::FLOAT;
  if (isSignedIntType(elementType))
    return ComparisonType::SIGNED;
  return ComparisonType::UNSIGNED;
}

LogicalResult
xhlo::hlo::inferCompareOp(Type lhs, Type rhs, ComparisonDirection direction,
                          std::optional<ComparisonType> compareType,
                          std::optional<Location> loc,
                          SmallVectorImpl<Type> &results) {
  if (lhs != rhs)
    return emitOptionalError(
        loc, "compare with different operand types: ", getXlaShapeString(lhs),
        " and ", getXlaShapeString(rhs));
  auto tensor = dyn_cast<RankedTensorType>(lhs);
  if (!tensor || !tensor.hasStaticShape() ||
      !isXlaElementType(tensor.getElementType()))
    return emitOptionalError(loc,
                             "expected a statically shaped tensor of an "
                             "XLA element type, got ",
                             lhs);
  Type element = tensor.getElementType();
  if (compareType) {
    bool fits = false;
    switch (*compareType) {
    case ComparisonType::FLOAT:
    case ComparisonType::TOTALORDER:
      fits = isFloatType(element) || isComplexType(element);
      break;
    case ComparisonType::SIGNED:
      fits = isSignedIntType(element);
      break;
    case ComparisonType::UNSIGNED:
      fits = isUnsignedIntType(element) || isPredType(element);
      break;
    }
    if (!fits)
      return emitOptionalError(
          loc, "comparison type ", stringifyComparisonType(*compareType),
          " does not fit element type ", getXlaTypeName(element));
  }
  if (isComplexType(element) && direction != ComparisonDirection::EQ &&
      direction != ComparisonDirection::NE)
    return emitOptionalError(loc,
                             "complex operands can only be compared "
                             "with EQ or NE, got ",
                             stringifyComparisonDirection(direction));
  results.push_back(tensor.clone(IntegerType::get(lhs.getContext(), 1)));
  return success();
}

//===----------------------------------------------------------------------===//
// clamp
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::inferClampOp(Type min, Type operand, Type max,
                                      std::optional<Location> loc,
                                      SmallVectorImpl<Type> &results) {
  auto operandType = dyn_cast<RankedTensorType>(operand);
  if (!operandType || !operandType.hasStaticShape() ||
      !isXlaElementType(operandType.getElementType()))
    return emitOptionalError(loc,
                             "expected a statically shaped tensor of an "
                             "XLA element type, got ",
                             operand);
  for (auto [name, bound] :
       {std::pair<StringRef, Type>{"min", min}, {"max", max}}) {
    auto boundType = dyn_cast<RankedTensorType>(bound);
    if (!boundType ||
        boundType.getElementType() != operandType.getElementType())
      return emitOptionalError(loc, "clamp ", name, " ",
                               getXlaShapeString(bound),
                               " must have the operand's element type ",
                               getXlaTypeName(operandType.getElementType()));
    if (boundType.getRank() != 0 &&
        boundType.getShape() != operandType.getShape())
      return emitOptionalError(loc, "clamp ", name, " ",
                               getXlaShapeString(bound),
                               " must be a scalar or of the operand's shape ",
                               getXlaShapeString(operand));
  }
  results.push_back(operand);
  return success();
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

LogicalResult xhlo::hlo::verifyConvertOp(Type operand, Type result,
                                         std::optional<Location> loc) {
  Type from = getElementTypeOrSelf(operand);
  Type to = getElementTypeOrSelf(result);
  if (!isXlaElementType(from) || !isXlaElementType(to))
    return emitOptionalError(loc, "convert needs XLA element types, got ", from,
                             " to ", to);
  if (isComplexType(from) && !isComplexType(to))
    return emitOptionalError(loc, "conversion from complex to real type ",
                             getXlaTypeName(from), " => ", getXlaTypeName(to),
                             " is not allowed");
  return success();
}

LogicalResult xhlo::hlo::verifyBitcastConvertOp(Type operand, Type result,
                                                std::optional<Location> loc) {
  auto from = cast<RankedTensorType>(operand);
  auto to = cast<RankedTensorType>(result);
  Type fromElement = from.getElementType();
  Type toElement = to.getElementType();
  if (isComplexType(fromElement) != isComplexType(toElement))
    return emitOptionalError(loc,
                             "bitcast-convert between complex and real "
                             "types is not allowed: ",
                             getXlaTypeName(fromElement), " to ",
                             getXlaTypeName(toElement));
  // XLA's bit widths (primitive_util::BitWidth: pred 1, s4 4), as the table
  // has them.
  std::optional<XlaElementType> fromRow = getXlaElementType(fromElement);
  std::optional<XlaElementType> toRow = getXlaElementType(toElement);
  if (!fromRow || !toRow)
    return emitOptionalError(loc,
                             "bitcast-convert needs XLA element types, "
                             "got ",
                             getXlaTypeName(fromElement), " to ",
                             getXlaTypeName(toElement));
  unsigned fromBits = fromRow->bits;
  unsigned toBits = toRow->bits;
  auto widths = [&] {
    return "(" + std::to_string(fromBits) + "-bit " +
           getXlaTypeName(fromElement) + " to " + std::to_string(toBits) +
           "-bit " + getXlaTypeName(toElement) + ")";
  };
  if (std::max(fromBits, toBits) % std::min(fromBits, toBits) != 0)
    return emitOptionalError(loc,
                             "bitcast-convert between types of indivisible "
                             "bit widths ",
                             widths());
  SmallVector<int64_t> expected(from.getShape());
  if (fromBits > toBits) {
    // A wide element becomes several narrow ones in a new minor dimension.
    expected.push_back(fromBits / toBits);
  } else if (fromBits < toBits) {
    // The minor dimension holds the narrow pieces of one wide element.
    if (from.getRank() == 0 || from.getShape().back() != toBits / fromBits)
      return emitOptionalError(
          loc, "bitcast-convert from ", getXlaShapeString(operand), " to ",
          getXlaTypeName(toElement), " needs a minor dimension of size ",
          toBits / fromBits, " ", widths());
    expected.pop_back();
  }
  if (to.getShape() != ArrayRef<int64_t>(expected))
    return emitOptionalError(
        loc, "bitcast-convert from ", getXlaShapeString(operand),
        " must produce shape ",
        getXlaShapeString(RankedTensorType::get(expected, toElement)), ", got ",
        getXlaShapeString(result), " ", widths());
  return success();
}

LogicalResult
xhlo::hlo::verifyStochasticConvertOp(Type operand, Type random, Type result,
                                     std::optional<Location> loc) {
  auto operandType = cast<RankedTensorType>(operand);
  auto randomType = cast<RankedTensorType>(random);
  if (randomType.getShape() != operandType.getShape())
    return emitOptionalError(
        loc, "stochastic-convert random bits ", getXlaShapeString(random),
        " must have the operand's shape ", getXlaShapeString(operand));
  if (getXlaBitWidth(randomType.getElementType()) !=
      getXlaBitWidth(operandType.getElementType()))
    return emitOptionalError(
        loc,
        "stochastic-convert random bits must be as wide as the operand's "
        "elements: ",
        getXlaTypeName(randomType.getElementType()), " for ",
        getXlaTypeName(operandType.getElementType()));
  Type to = getElementTypeOrSelf(result);
  if (!isIntegralType(to) && !isFloatType(to))
    return emitOptionalError(loc,
                             "stochastic-convert result must be integral "
                             "or floating point, got ",
                             getXlaTypeName(to));
  return success();
}
