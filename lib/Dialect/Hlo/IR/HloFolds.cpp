//===- HloFolds.cpp - Folders of elementwise hlo ops
//-----------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the folders of the elementwise family. Constant
// operands fold with XLA's semantics:
//  - f16 and bf16 compute in f32 and round to nearest even (as XLA's CPU
//    backend and evaluator do), f32 in f32, f64 in f64;
//  - maximum/minimum propagate NaN; FLOAT comparisons are false on NaN (NE is
//    true) and TOTALORDER orders -NaN < -Inf < ... < -0 < +0 < ... < +NaN;
//  - integers wrap; x / 0 is -1 (all ones), INT_MIN / -1 is INT_MIN, x % 0 is
//    x and INT_MIN % -1 is 0; shifts by at least the bit width give 0 (or
//    the sign for arithmetic right shifts);
//  - convert rounds to nearest even between floats and from integers, and
//    truncates towards zero and saturates from floats to integers (NaN is 0).
// Complex constants are not folded. Identities (x + 0, x * 1, x & x, ...)
// fold as XLA's algebraic simplifier rewrites them.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloContractionOps.h"
#include "xhlo/Dialect/Hlo/IR/HloControlFlowOps.h"
#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeOps.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APSInt.h"

#include <cmath>
#include <optional>

using namespace mlir;
using namespace xhlo::hlo;
using llvm::APFloat;
using llvm::APInt;

/// Constants with more elements than this are not folded (folding would
/// inflate the module and the time spent).
static constexpr int64_t kMaxFoldedElements = 1 << 16;

/// The op's opcode: its name without the `hlo.` prefix.
static StringRef opcodeOf(Operation *op) {
  return op->getName().getStringRef().drop_front(4);
}

/// `attr` as dense elements small enough to fold, or null.
static DenseElementsAttr asFoldable(Attribute attr) {
  auto dense = dyn_cast_or_null<DenseElementsAttr>(attr);
  if (!dense ||
      (!dense.isSplat() && dense.getNumElements() > kMaxFoldedElements))
    return {};
  return dense;
}

/// Whether every element of `attr` equals `value` (as an integer or float).
static bool isSplatOf(Attribute attr, int64_t value) {
  auto dense = dyn_cast_or_null<DenseElementsAttr>(attr);
  if (!dense || !dense.isSplat())
    return false;
  Type element = dense.getElementType();
  if (isa<FloatType>(element))
    return dense.getSplatValue<APFloat>().isExactlyValue(value);
  if (isa<IntegerType>(element)) {
    APInt v = dense.getSplatValue<APInt>();
    return v == APInt(v.getBitWidth(), value, /*isSigned=*/true);
  }
  return false;
}

/// Whether every element of `attr` has all bits set (-1, max, true).
static bool isSplatAllOnes(Attribute attr) {
  auto dense = dyn_cast_or_null<DenseElementsAttr>(attr);
  return dense && dense.isSplat() && isa<IntegerType>(dense.getElementType()) &&
         dense.getSplatValue<APInt>().isAllOnes();
}

//===----------------------------------------------------------------------===//
// Floating point evaluation
//===----------------------------------------------------------------------===//

/// `value` exactly as a float (f16, bf16 and f32 all fit).
static float toFloat(const APFloat &value) {
  APFloat copy(value);
  bool losesInfo;
  copy.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &losesInfo);
  return copy.convertToFloat();
}

/// `value` rounded to nearest even into `semantics`.
template <typename T>
static APFloat roundTo(T value, const llvm::fltSemantics &semantics) {
  APFloat result(value);
  bool losesInfo;
  result.convert(semantics, APFloat::rmNearestTiesToEven, &losesInfo);
  return result;
}

/// Applies `fn` (a generic lambda over float or double) to `x`, computing in
/// double for f64 and in float otherwise, and rounds back to x's type.
template <typename Fn> static APFloat evalFloat(const APFloat &x, Fn fn) {
  const llvm::fltSemantics &semantics = x.getSemantics();
  if (&semantics == &APFloat::IEEEdouble())
    return APFloat(fn(x.convertToDouble()));
  return roundTo(fn(toFloat(x)), semantics);
}

template <typename Fn>
static APFloat evalFloat(const APFloat &x, const APFloat &y, Fn fn) {
  const llvm::fltSemantics &semantics = x.getSemantics();
  if (&semantics == &APFloat::IEEEdouble())
    return APFloat(fn(x.convertToDouble(), y.convertToDouble()));
  return roundTo(fn(toFloat(x), toFloat(y)), semantics);
}

/// XLA's maximum and minimum: NaN if either operand is NaN.
template <typename T> static T xlaMax(T a, T b) {
  if (std::isnan(a))
    return a;
  if (std::isnan(b))
    return b;
  return a < b ? b : a;
}
template <typename T> static T xlaMin(T a, T b) {
  if (std::isnan(a))
    return a;
  if (std::isnan(b))
    return b;
  return b < a ? b : a;
}

static std::optional<APFloat> foldFloatUnary(StringRef opcode,
                                             const APFloat &x) {
  auto eval = [&](auto fn) { return std::optional<APFloat>(evalFloat(x, fn)); };
  if (opcode == "abs")
    return eval([](auto v) { return std::fabs(v); });
  if (opcode == "acos")
    return eval([](auto v) { return std::acos(v); });
  if (opcode == "acosh")
    return eval([](auto v) { return std::acosh(v); });
  if (opcode == "asin")
    return eval([](auto v) { return std::asin(v); });
  if (opcode == "asinh")
    return eval([](auto v) { return std::asinh(v); });
  if (opcode == "atanh")
    return eval([](auto v) { return std::atanh(v); });
  if (opcode == "cbrt")
    return eval([](auto v) { return std::cbrt(v); });
  if (opcode == "ceil")
    return eval([](auto v) { return std::ceil(v); });
  if (opcode == "cosine")
    return eval([](auto v) { return std::cos(v); });
  if (opcode == "cosh")
    return eval([](auto v) { return std::cosh(v); });
  if (opcode == "erf")
    return eval([](auto v) { return std::erf(v); });
  if (opcode == "exponential")
    return eval([](auto v) { return std::exp(v); });
  if (opcode == "exponential_minus_one")
    return eval([](auto v) { return std::expm1(v); });
  if (opcode == "floor")
    return eval([](auto v) { return std::floor(v); });
  if (opcode == "imag")
    return eval([](auto v) { return decltype(v)(0); });
  if (opcode == "log")
    return eval([](auto v) { return std::log(v); });
  if (opcode == "log_plus_one")
    return eval([](auto v) { return std::log1p(v); });
  if (opcode == "logistic")
    return eval([](auto v) {
      using T = decltype(v);
      return T(1) / (T(1) + std::exp(-v));
    });
  if (opcode == "negate")
    return eval([](auto v) { return -v; });
  if (opcode == "real")
    return x;
  if (opcode == "round_nearest_afz")
    return eval([](auto v) { return std::round(v); });
  if (opcode == "round_nearest_even")
    return eval([](auto v) { return std::nearbyint(v); });
  if (opcode == "rsqrt")
    return eval([](auto v) { return decltype(v)(1) / std::sqrt(v); });
  if (opcode == "sign")
    return eval([](auto v) {
      using T = decltype(v);
      if (std::isnan(v) || v == T(0))
        return v;
      return v > T(0) ? T(1) : T(-1);
    });
  if (opcode == "sine")
    return eval([](auto v) { return std::sin(v); });
  if (opcode == "sinh")
    return eval([](auto v) { return std::sinh(v); });
  if (opcode == "sqrt")
    return eval([](auto v) { return std::sqrt(v); });
  if (opcode == "tan")
    return eval([](auto v) { return std::tan(v); });
  if (opcode == "tanh")
    return eval([](auto v) { return std::tanh(v); });
  return std::nullopt;
}

static std::optional<APFloat>
foldFloatBinary(StringRef opcode, const APFloat &x, const APFloat &y) {
  auto eval = [&](auto fn) {
    return std::optional<APFloat>(evalFloat(x, y, fn));
  };
  if (opcode == "add")
    return eval([](auto a, auto b) { return a + b; });
  if (opcode == "subtract")
    return eval([](auto a, auto b) { return a - b; });
  if (opcode == "multiply")
    return eval([](auto a, auto b) { return a * b; });
  if (opcode == "divide")
    return eval([](auto a, auto b) { return a / b; });
  if (opcode == "remainder")
    return eval([](auto a, auto b) { return std::fmod(a, b); });
  if (opcode == "power")
    return eval([](auto a, auto b) { return std::pow(a, b); });
  if (opcode == "maximum")
    return eval([](auto a, auto b) { return xlaMax(a, b); });
  if (opcode == "minimum")
    return eval([](auto a, auto b) { return xlaMin(a, b); });
  if (opcode == "atan2")
    return eval([](auto a, auto b) { return std::atan2(a, b); });
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Integer evaluation
//===----------------------------------------------------------------------===//

static std::optional<APInt> foldIntUnary(StringRef opcode, const APInt &x,
                                         bool isUnsigned) {
  unsigned width = x.getBitWidth();
  if (opcode == "negate")
    return -x;
  if (opcode == "abs")
    return (!isUnsigned && x.isNegative()) ? -x : x;
  if (opcode == "not")
    return ~x;
  if (opcode == "popcnt")
    return APInt(width, x.popcount());
  if (opcode == "count_leading_zeros")
    return APInt(width, x.countl_zero());
  if (opcode == "sign") {
    if (x.isZero())
      return x;
    return (!isUnsigned && x.isNegative()) ? APInt::getAllOnes(width)
                                           : APInt(width, 1);
  }
  return std::nullopt;
}

/// Shifts with XLA's rule for amounts at least the bit width.
static APInt shiftInt(StringRef opcode, const APInt &x, const APInt &amount) {
  unsigned width = x.getBitWidth();
  bool tooFar = amount.uge(width);
  if (opcode == "shift_left")
    return tooFar ? APInt::getZero(width) : x.shl(amount);
  if (opcode == "shift_right_logical")
    return tooFar ? APInt::getZero(width) : x.lshr(amount);
  // shift_right_arithmetic: the sign fills in.
  if (tooFar)
    return x.isNegative() ? APInt::getAllOnes(width) : APInt::getZero(width);
  return x.ashr(amount);
}

static std::optional<APInt> foldIntBinary(StringRef opcode, const APInt &x,
                                          const APInt &y, bool isUnsigned,
                                          bool isPred) {
  unsigned width = x.getBitWidth();
  if (isPred) {
    // XLA computes pred arithmetic as logic: + is or, * is and.
    if (opcode == "add" || opcode == "maximum" || opcode == "or")
      return x | y;
    if (opcode == "multiply" || opcode == "minimum" || opcode == "and")
      return x & y;
    if (opcode == "xor")
      return x ^ y;
    return std::nullopt;
  }
  if (opcode == "add")
    return x + y;
  if (opcode == "subtract")
    return x - y;
  if (opcode == "multiply")
    return x * y;
  if (opcode == "divide") {
    if (y.isZero())
      return APInt::getAllOnes(width);
    if (isUnsigned)
      return x.udiv(y);
    if (x.isMinSignedValue() && y.isAllOnes())
      return x;
    return x.sdiv(y);
  }
  if (opcode == "remainder") {
    if (y.isZero())
      return x;
    if (isUnsigned)
      return x.urem(y);
    if (x.isMinSignedValue() && y.isAllOnes())
      return APInt::getZero(width);
    return x.srem(y);
  }
  if (opcode == "maximum")
    return isUnsigned ? llvm::APIntOps::umax(x, y) : llvm::APIntOps::smax(x, y);
  if (opcode == "minimum")
    return isUnsigned ? llvm::APIntOps::umin(x, y) : llvm::APIntOps::smin(x, y);
  if (opcode == "and")
    return x & y;
  if (opcode == "or")
    return x | y;
  if (opcode == "xor")
    return x ^ y;
  if (opcode.starts_with("shift_"))
    return shiftInt(opcode, x, y);
  if (opcode == "mulhi") {
    APInt wide = isUnsigned ? x.zext(2 * width) * y.zext(2 * width)
                            : x.sext(2 * width) * y.sext(2 * width);
    return wide.extractBits(width, width);
  }
  if (opcode == "power") {
    // Negative exponents are left to the runtime.
    if (!isUnsigned && y.isNegative())
      return std::nullopt;
    APInt result(width, 1), base = x, exponent = y;
    while (!exponent.isZero()) {
      if (exponent[0])
        result *= base;
      base *= base;
      exponent.lshrInPlace(1);
    }
    return result;
  }
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Elementwise mapping over constants
//===----------------------------------------------------------------------===//

/// Applies `fn` (returning std::optional<T>) to every element of `operand`,
/// building a constant of `resultType`; null if any element does not fold.
template <typename In, typename Out, typename Fn>
static Attribute mapElements(DenseElementsAttr operand, ShapedType resultType,
                             Fn fn) {
  if (operand.isSplat()) {
    std::optional<Out> value = fn(operand.getSplatValue<In>());
    if (!value)
      return {};
    return DenseElementsAttr::get(resultType, *value);
  }
  SmallVector<Out> results;
  results.reserve(operand.getNumElements());
  for (In value : operand.getValues<In>()) {
    std::optional<Out> result = fn(value);
    if (!result)
      return {};
    results.push_back(*result);
  }
  return DenseElementsAttr::get(resultType, results);
}

/// The binary counterpart of mapElements.
template <typename In, typename Out, typename Fn>
static Attribute zipElements(DenseElementsAttr lhs, DenseElementsAttr rhs,
                             ShapedType resultType, Fn fn) {
  if (lhs.isSplat() && rhs.isSplat()) {
    std::optional<Out> value =
        fn(lhs.getSplatValue<In>(), rhs.getSplatValue<In>());
    if (!value)
      return {};
    return DenseElementsAttr::get(resultType, *value);
  }
  SmallVector<Out> results;
  results.reserve(resultType.getNumElements());
  auto lhsValues = lhs.getValues<In>();
  auto rhsValues = rhs.getValues<In>();
  for (int64_t i = 0, e = resultType.getNumElements(); i < e; ++i) {
    std::optional<Out> result = fn(lhsValues[i], rhsValues[i]);
    if (!result)
      return {};
    results.push_back(*result);
  }
  return DenseElementsAttr::get(resultType, results);
}

//===----------------------------------------------------------------------===//
// Unary and binary folders
//===----------------------------------------------------------------------===//

OpFoldResult xhlo::hlo::foldUnaryElementwiseOp(Operation *op,
                                               Attribute operandAttr) {
  StringRef opcode = opcodeOf(op);
  Value operand = op->getOperand(0);
  auto resultType = cast<ShapedType>(op->getResult(0).getType());

  // Involutions: negate(negate(x)) and not(not(x)) are x.
  if (opcode == "negate" || opcode == "not")
    if (Operation *producer = operand.getDefiningOp())
      if (producer->getName() == op->getName())
        return producer->getOperand(0);

  DenseElementsAttr constant = asFoldable(operandAttr);
  if (!constant)
    return {};
  Type element = constant.getElementType();
  if (isFloatType(element)) {
    if (opcode == "is_finite")
      return mapElements<APFloat, APInt>(
          constant, resultType, [](const APFloat &x) -> std::optional<APInt> {
            return APInt(1, x.isFinite());
          });
    return mapElements<APFloat, APFloat>(
        constant, resultType,
        [&](const APFloat &x) { return foldFloatUnary(opcode, x); });
  }
  if (isa<IntegerType>(element)) {
    bool isUnsigned = element.isUnsignedInteger();
    return mapElements<APInt, APInt>(constant, resultType, [&](const APInt &x) {
      return foldIntUnary(opcode, x, isUnsigned);
    });
  }
  return {};
}

OpFoldResult xhlo::hlo::foldBinaryElementwiseOp(Operation *op,
                                                Attribute lhsAttr,
                                                Attribute rhsAttr) {
  StringRef opcode = opcodeOf(op);
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  auto resultType = cast<ShapedType>(op->getResult(0).getType());
  Type element = resultType.getElementType();
  bool isInteger = isa<IntegerType>(element);

  // Identities, as XLA's algebraic simplifier applies them.
  if (lhs == rhs && (opcode == "and" || opcode == "or" || opcode == "maximum" ||
                     opcode == "minimum"))
    return lhs;
  if ((opcode == "add" || opcode == "subtract" || opcode == "or" ||
       opcode == "xor" || opcode.starts_with("shift_")) &&
      isSplatOf(rhsAttr, 0))
    return lhs;
  if ((opcode == "multiply" || opcode == "divide") && !isPredType(element) &&
      isSplatOf(rhsAttr, 1))
    return lhs;
  if (opcode == "and" && isSplatAllOnes(rhsAttr))
    return lhs;
  if (isInteger && (opcode == "multiply" || opcode == "and") &&
      isSplatOf(rhsAttr, 0))
    return rhsAttr;
  if (isInteger && opcode == "or" && isSplatAllOnes(rhsAttr))
    return rhsAttr;

  DenseElementsAttr lhsConst = asFoldable(lhsAttr);
  DenseElementsAttr rhsConst = asFoldable(rhsAttr);
  if (!lhsConst || !rhsConst)
    return {};
  if (isFloatType(element))
    return zipElements<APFloat, APFloat>(
        lhsConst, rhsConst, resultType,
        [&](const APFloat &x, const APFloat &y) {
          return foldFloatBinary(opcode, x, y);
        });
  if (isInteger) {
    bool isUnsigned = element.isUnsignedInteger();
    bool isPred = isPredType(element);
    return zipElements<APInt, APInt>(
        lhsConst, rhsConst, resultType, [&](const APInt &x, const APInt &y) {
          return foldIntBinary(opcode, x, y, isUnsigned, isPred);
        });
  }
  return {};
}

//===----------------------------------------------------------------------===//
// CompareOp
//===----------------------------------------------------------------------===//

/// A float's position in XLA's total order, as a signed integer key.
static APInt totalOrderKey(const APFloat &x) {
  APInt bits = x.bitcastToAPInt();
  // Negative values order in reverse: flip every bit but the sign.
  if (bits.isNegative())
    bits ^= APInt::getSignedMaxValue(bits.getBitWidth());
  return bits;
}

static bool compareOrdering(ComparisonDirection direction, int cmp) {
  switch (direction) {
  case ComparisonDirection::EQ:
    return cmp == 0;
  case ComparisonDirection::NE:
    return cmp != 0;
  case ComparisonDirection::GE:
    return cmp >= 0;
  case ComparisonDirection::GT:
    return cmp > 0;
  case ComparisonDirection::LE:
    return cmp <= 0;
  case ComparisonDirection::LT:
    return cmp < 0;
  }
  return false;
}

OpFoldResult CompareOp::fold(FoldAdaptor adaptor) {
  DenseElementsAttr lhs = asFoldable(adaptor.getLhs());
  DenseElementsAttr rhs = asFoldable(adaptor.getRhs());
  if (!lhs || !rhs)
    return {};
  auto resultType = cast<ShapedType>(getType());
  ComparisonDirection direction = getDirection();
  ComparisonType type = getEffectiveCompareType();
  Type element = lhs.getElementType();
  if (isFloatType(element))
    return zipElements<APFloat, APInt>(
        lhs, rhs, resultType,
        [&](const APFloat &x, const APFloat &y) -> std::optional<APInt> {
          if (type == ComparisonType::TOTALORDER) {
            APInt a = totalOrderKey(x), b = totalOrderKey(y);
            return APInt(1, compareOrdering(direction,
                                            a.slt(b) ? -1 : (a == b ? 0 : 1)));
          }
          APFloat::cmpResult cmp = x.compare(y);
          if (cmp == APFloat::cmpUnordered)
            return APInt(1, direction == ComparisonDirection::NE);
          int order = cmp == APFloat::cmpLessThan
                          ? -1
                          : (cmp == APFloat::cmpEqual ? 0 : 1);
          return APInt(1, compareOrdering(direction, order));
        });
  if (isa<IntegerType>(element)) {
    bool isSigned = type == ComparisonType::SIGNED;
    return zipElements<APInt, APInt>(
        lhs, rhs, resultType,
        [&](const APInt &x, const APInt &y) -> std::optional<APInt> {
          int order = isSigned ? (x.slt(y) ? -1 : (x == y ? 0 : 1))
                               : (x.ult(y) ? -1 : (x == y ? 0 : 1));
          return APInt(1, compareOrdering(direction, order));
        });
  }
  return {};
}

//===----------------------------------------------------------------------===//
// SelectOp and ClampOp
//===----------------------------------------------------------------------===//

OpFoldResult SelectOp::fold(FoldAdaptor adaptor) {
  if (getOnTrue() == getOnFalse())
    return getOnTrue();
  auto pred = dyn_cast_or_null<DenseElementsAttr>(adaptor.getPred());
  if (!pred)
    return {};
  if (pred.isSplat())
    return pred.getSplatValue<bool>() ? getOnTrue() : getOnFalse();
  auto onTrue = asFoldable(adaptor.getOnTrue());
  auto onFalse = asFoldable(adaptor.getOnFalse());
  if (!onTrue || !onFalse || pred.getNumElements() > kMaxFoldedElements)
    return {};
  SmallVector<Attribute> values;
  values.reserve(pred.getNumElements());
  auto trueValues = onTrue.getValues<Attribute>();
  auto falseValues = onFalse.getValues<Attribute>();
  int64_t i = 0;
  for (bool p : pred.getValues<bool>()) {
    values.push_back(p ? trueValues[i] : falseValues[i]);
    ++i;
  }
  return DenseElementsAttr::get(cast<ShapedType>(getType()), values);
}

OpFoldResult ClampOp::fold(FoldAdaptor adaptor) {
  DenseElementsAttr lo = asFoldable(adaptor.getMin());
  DenseElementsAttr x = asFoldable(adaptor.getOperand());
  DenseElementsAttr hi = asFoldable(adaptor.getMax());
  if (!lo || !x || !hi)
    return {};
  auto resultType = cast<ShapedType>(getType());
  // min and max may be scalars: broadcast them to the operand's shape.
  auto expand = [&](DenseElementsAttr bound) {
    return bound.getType().getRank() == 0 && resultType.getRank() != 0
               ? DenseElementsAttr::get(
                     resultType.clone(bound.getElementType()),
                     bound.getValues<Attribute>()[0])
               : bound;
  };
  lo = expand(lo);
  hi = expand(hi);
  // clamp(lo, x, hi) = min(max(x, lo), hi), with XLA's NaN semantics.
  Type element = x.getElementType();
  if (isFloatType(element)) {
    auto raised = zipElements<APFloat, APFloat>(
        x, lo, resultType, [](const APFloat &a, const APFloat &b) {
          return foldFloatBinary("maximum", a, b);
        });
    return zipElements<APFloat, APFloat>(
        cast<DenseElementsAttr>(raised), hi, resultType,
        [](const APFloat &a, const APFloat &b) {
          return foldFloatBinary("minimum", a, b);
        });
  }
  if (isa<IntegerType>(element)) {
    bool isUnsigned = element.isUnsignedInteger();
    bool isPred = isPredType(element);
    auto raised = zipElements<APInt, APInt>(
        x, lo, resultType, [&](const APInt &a, const APInt &b) {
          return foldIntBinary("maximum", a, b, isUnsigned, isPred);
        });
    return zipElements<APInt, APInt>(
        cast<DenseElementsAttr>(raised), hi, resultType,
        [&](const APInt &a, const APInt &b) {
          return foldIntBinary("minimum", a, b, isUnsigned, isPred);
        });
  }
  return {};
}

//===----------------------------------------------------------------------===//
// ConvertOp
//===----------------------------------------------------------------------===//

/// Converts one element between XLA's real types with XLA's rules.
static std::optional<Attribute> convertElement(Attribute value, Type from,
                                               Type to) {
  if (isa<IntegerType>(from)) {
    APInt x = cast<IntegerAttr>(value).getValue();
    bool fromSigned = !from.isUnsignedInteger() && !isPredType(from);
    if (isPredType(to))
      return IntegerAttr::get(to, APInt(1, !x.isZero()));
    if (auto intType = dyn_cast<IntegerType>(to))
      return IntegerAttr::get(to, fromSigned
                                      ? x.sextOrTrunc(intType.getWidth())
                                      : x.zextOrTrunc(intType.getWidth()));
    auto floatType = cast<FloatType>(to);
    APFloat result(floatType.getFloatSemantics());
    result.convertFromAPInt(x, fromSigned, APFloat::rmNearestTiesToEven);
    return FloatAttr::get(to, result);
  }
  APFloat x = cast<FloatAttr>(value).getValue();
  if (isPredType(to))
    return IntegerAttr::get(to, APInt(1, !x.isZero()));
  if (auto intType = dyn_cast<IntegerType>(to)) {
    // Truncate towards zero and saturate; NaN becomes 0.
    llvm::APSInt result(intType.getWidth(), intType.isUnsigned());
    bool isExact;
    x.convertToInteger(result, APFloat::rmTowardZero, &isExact);
    return IntegerAttr::get(to, static_cast<APInt>(result));
  }
  bool losesInfo;
  x.convert(cast<FloatType>(to).getFloatSemantics(),
            APFloat::rmNearestTiesToEven, &losesInfo);
  return FloatAttr::get(to, x);
}

OpFoldResult ConvertOp::fold(FoldAdaptor adaptor) {
  if (getOperand().getType() == getType())
    return getOperand();
  DenseElementsAttr constant = asFoldable(adaptor.getOperand());
  if (!constant)
    return {};
  auto resultType = cast<ShapedType>(getType());
  Type from = constant.getElementType(), to = resultType.getElementType();
  if (isComplexType(from) || isComplexType(to))
    return {};
  if (constant.isSplat()) {
    std::optional<Attribute> value =
        convertElement(constant.getSplatValue<Attribute>(), from, to);
    return DenseElementsAttr::get(resultType, *value);
  }
  SmallVector<Attribute> values;
  values.reserve(constant.getNumElements());
  for (Attribute value : constant.getValues<Attribute>())
    values.push_back(*convertElement(value, from, to));
  return DenseElementsAttr::get(resultType, values);
}

//===----------------------------------------------------------------------===//
// convolution
//===----------------------------------------------------------------------===//

namespace {

/// convolution(pad(x, +0), w) -> convolution(x, w) with the pad's edges added
/// to the window's padding (XLA's algebraic simplifier folds it the same
/// way). Only when the pad value is a constant +0 (or integer 0), it pads
/// the input's spatial dimensions only, without interior padding, by
/// non-negative amounts, and those dimensions have no base dilation (which
/// the window's padding would interleave with).
struct FoldPadIntoConvolution : OpRewritePattern<ConvolutionOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ConvolutionOp op,
                                PatternRewriter &rewriter) const override {
    auto pad = op.getLhs().getDefiningOp<PadOp>();
    if (!pad)
      return failure();
    DenseElementsAttr value;
    if (!matchPattern(pad.getPaddingValue(), m_Constant(&value)) ||
        !value.isSplat())
      return failure();
    bool zero = isa<FloatType>(value.getElementType())
                    ? value.getSplatValue<APFloat>().isPosZero()
                    : isa<IntegerType>(value.getElementType()) &&
                          value.getSplatValue<APInt>().isZero();
    if (!zero)
      return failure();
    PaddingConfigAttr padding = pad.getPadding();
    ConvDimensionNumbersAttr dims = op.getDimLabels();
    WindowAttr window = op.getWindow();
    ArrayRef<int64_t> spatial = dims.getInputSpatialDimensions();
    int64_t rank = padding.getLow().size();
    for (int64_t d = 0; d < rank; ++d) {
      int64_t low = padding.getLow()[d], high = padding.getHigh()[d];
      if (padding.getInteriorAt(d) != 0 || low < 0 || high < 0)
        return failure();
      const auto *it = llvm::find(spatial, d);
      if (it == spatial.end()) {
        if (low != 0 || high != 0)
          return failure();
        continue;
      }
      if ((low != 0 || high != 0) &&
          window.getLhsDilateAt(it - spatial.begin()) != 1)
        return failure();
    }
    SmallVector<int64_t> stride, padLow, padHigh, lhsDilate, rhsDilate,
        reversal;
    for (unsigned i = 0; i < window.getRank(); ++i) {
      stride.push_back(window.getStrideAt(i));
      padLow.push_back(window.getPadLowAt(i) + padding.getLow()[spatial[i]]);
      padHigh.push_back(window.getPadHighAt(i) + padding.getHigh()[spatial[i]]);
      lhsDilate.push_back(window.getLhsDilateAt(i));
      rhsDilate.push_back(window.getRhsDilateAt(i));
      reversal.push_back(window.getRhsReversalAt(i));
    }
    auto newWindow = WindowAttr::get(op.getContext(), window.getSize(), stride,
                                     padLow, padHigh, lhsDilate, rhsDilate,
                                     window.getRhsReversal().empty()
                                         ? ArrayRef<int64_t>()
                                         : ArrayRef<int64_t>(reversal));
    rewriter.modifyOpInPlace(op, [&] {
      op.getLhsMutable().assign(pad.getOperand());
      op.setWindowAttr(newWindow);
    });
    return success();
  }
};

} // namespace

void ConvolutionOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                MLIRContext *context) {
  results.add<FoldPadIntoConvolution>(context);
}

//===----------------------------------------------------------------------===//
// get_tuple_element
//===----------------------------------------------------------------------===//

// get_tuple_element(tuple(x0, ..., xn), i) is xi (XLA's algebraic
// simplifier: HandleGetTupleElement).
OpFoldResult GetTupleElementOp::fold(FoldAdaptor) {
  if (auto tuple = getOperand().getDefiningOp<TupleOp>())
    return tuple.getOperand(getIndex());
  return {};
}
