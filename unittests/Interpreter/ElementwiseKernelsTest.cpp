//===- ElementwiseKernelsTest.cpp - Tests for the elementwise kernels ----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Each test parses a small hlo function, runs it in the interpreter and
// compares with values computed by hand or by numpy 1.24 (pasted as
// constants). f16 and bf16 literals are made and read with llvm::APFloat,
// independently of the kernels' own conversions.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/Interpreter/Executable.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/APFloat.h"

#include "gtest/gtest.h"

#include <cmath>
#include <complex>
#include <cstring>
#include <limits>
#include <optional>
#include <string>
#include <vector>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;
using ET = ElementType;
using c64 = std::complex<float>;
using c128 = std::complex<double>;

namespace {

const float kInf = std::numeric_limits<float>::infinity();
const float kNaN = std::numeric_limits<float>::quiet_NaN();
const double kInfD = std::numeric_limits<double>::infinity();
const double kNaND = std::numeric_limits<double>::quiet_NaN();

template <typename T>
Literal lit(ET type, std::vector<T> values, std::vector<int64_t> shape = {}) {
  if (shape.empty())
    shape = {int64_t(values.size())};
  Literal literal(type, shape);
  EXPECT_EQ(getElementTypeByteSize(type), sizeof(T));
  std::memcpy(literal.data(), values.data(), values.size() * sizeof(T));
  return literal;
}

const llvm::fltSemantics &semanticsOf(ET type) {
  return type == ET::F16 ? llvm::APFloat::IEEEhalf() : llvm::APFloat::BFloat();
}

/// An f16 or bf16 literal of `values` (rounded to nearest even by APFloat).
Literal halfLit(ET type, std::vector<float> values) {
  std::vector<uint16_t> bits;
  for (float value : values) {
    llvm::APFloat f(value);
    bool losesInfo;
    f.convert(semanticsOf(type), llvm::APFloat::rmNearestTiesToEven,
              &losesInfo);
    bits.push_back(f.bitcastToAPInt().getZExtValue());
  }
  return lit(type, bits);
}

template <typename T> std::vector<T> values(const RtValue &value) {
  const Literal &literal = value.getArray();
  EXPECT_EQ(getElementTypeByteSize(literal.getElementType()), sizeof(T));
  const T *data = literal.as<T>();
  return std::vector<T>(data, data + literal.getNumElements());
}

/// The values of an f16 or bf16 result as floats.
std::vector<float> halfValues(const RtValue &value) {
  std::vector<float> result;
  ET type = value.getArray().getElementType();
  for (uint16_t bits : values<uint16_t>(value)) {
    llvm::APFloat f(semanticsOf(type), llvm::APInt(16, bits));
    bool losesInfo;
    f.convert(llvm::APFloat::IEEEsingle(), llvm::APFloat::rmNearestTiesToEven,
              &losesInfo);
    result.push_back(f.convertToFloat());
  }
  return result;
}

/// Exact equality that also matches NaN with NaN and tells -0 from +0.
template <typename T> bool same(T a, T b) {
  if (std::isnan(a) || std::isnan(b))
    return std::isnan(a) && std::isnan(b);
  return a == b && std::signbit(a) == std::signbit(b);
}
template <typename T> bool same(std::complex<T> a, std::complex<T> b) {
  return same(a.real(), b.real()) && same(a.imag(), b.imag());
}

template <typename T>
void expectSame(const std::vector<T> &actual, const std::vector<T> &expected) {
  ASSERT_EQ(actual.size(), expected.size());
  for (size_t i = 0; i < actual.size(); ++i)
    EXPECT_TRUE(same(actual[i], expected[i]))
        << "element " << i << ": " << actual[i] << " vs " << expected[i];
}

template <typename T>
void expectNear(const std::vector<T> &actual, const std::vector<T> &expected,
                double relative) {
  ASSERT_EQ(actual.size(), expected.size());
  for (size_t i = 0; i < actual.size(); ++i)
    EXPECT_NEAR(actual[i], expected[i],
                relative * std::max(1.0, std::fabs(double(expected[i]))))
        << "element " << i;
}

template <typename T>
void expectNearComplex(const std::vector<std::complex<T>> &actual,
                       const std::vector<std::complex<T>> &expected,
                       double tolerance) {
  ASSERT_EQ(actual.size(), expected.size());
  for (size_t i = 0; i < actual.size(); ++i) {
    EXPECT_NEAR(actual[i].real(), expected[i].real(), tolerance)
        << "element " << i;
    EXPECT_NEAR(actual[i].imag(), expected[i].imag(), tolerance)
        << "element " << i;
  }
}

class ElementwiseKernelsTest : public ::testing::Test {
protected:
  ElementwiseKernelsTest() {
    context.loadDialect<func::FuncDialect, xhlo::hlo::HloDialect>();
  }

  /// The MLIR tensor type of a literal of `type` and `shape`.
  std::string typeOf(ET type, ArrayRef<int64_t> shape) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << RankedTensorType::get(shape, getMlirElementType(type, &context));
    return text;
  }
  std::string typeOf(const Literal &literal) {
    return typeOf(literal.getElementType(), literal.getShape());
  }

  /// Runs @main of `source` on `arguments` and returns its results.
  std::vector<RtValue> run(const std::string &source,
                           std::vector<Literal> arguments) {
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(source, &context);
    if (!module) {
      ADD_FAILURE() << "cannot parse:\n" << source;
      return {};
    }
    auto func = module->lookupSymbol<func::FuncOp>("main");
    FailureOr<std::unique_ptr<Executable>> executable =
        Executable::compile(func);
    if (failed(executable)) {
      ADD_FAILURE() << "cannot compile:\n" << source;
      return {};
    }
    std::vector<RtValue> values;
    for (Literal &argument : arguments)
      values.emplace_back(std::move(argument));
    FailureOr<std::vector<RtValue>> results = (*executable)->run(values);
    if (failed(results)) {
      ADD_FAILURE() << "cannot run:\n" << source;
      return {};
    }
    return std::move(*results);
  }

  /// `hlo.<op> %x` on `x`, with the result element type `out` (default:
  /// x's).
  RtValue unary(const std::string &op, Literal x,
                std::optional<ET> out = std::nullopt) {
    std::string in = typeOf(x);
    std::string result = typeOf(out.value_or(x.getElementType()), x.getShape());
    std::string source = "func.func @main(%x: " + in + ") -> " + result +
                         " {\n  %r = hlo." + op + " %x : " + in +
                         "\n  return %r : " + result + "\n}\n";
    std::vector<Literal> args;
    args.push_back(std::move(x));
    std::vector<RtValue> results = run(source, std::move(args));
    return results.empty() ? RtValue() : results.front();
  }

  /// `hlo.<op> %a, %b`.
  RtValue binary(const std::string &op, Literal a, Literal b,
                 std::optional<ET> out = std::nullopt) {
    std::string in = typeOf(a);
    std::string result = typeOf(out.value_or(a.getElementType()), a.getShape());
    std::string source = "func.func @main(%a: " + in + ", %b: " + in + ") -> " +
                         result + " {\n  %r = hlo." + op + " %a, %b : " + in +
                         "\n  return %r : " + result + "\n}\n";
    std::vector<Literal> args;
    args.push_back(std::move(a));
    args.push_back(std::move(b));
    std::vector<RtValue> results = run(source, std::move(args));
    return results.empty() ? RtValue() : results.front();
  }

  /// `hlo.compare <direction>, %a, %b[, <type>]`.
  std::vector<uint8_t> compare(const std::string &direction, Literal a,
                               Literal b, const std::string &type = "") {
    std::string in = typeOf(a);
    std::string result = typeOf(ET::Pred, a.getShape());
    std::string source = "func.func @main(%a: " + in + ", %b: " + in + ") -> " +
                         result + " {\n  %r = hlo.compare " + direction +
                         ", %a, %b" + (type.empty() ? "" : ", " + type) +
                         " : " + in + "\n  return %r : " + result + "\n}\n";
    std::vector<Literal> args;
    args.push_back(std::move(a));
    args.push_back(std::move(b));
    std::vector<RtValue> results = run(source, std::move(args));
    return results.empty() ? std::vector<uint8_t>{}
                           : values<uint8_t>(results.front());
  }

  /// `hlo.convert` or `hlo.bitcast_convert` of `x` to `out` of `shape`
  /// (default: x's).
  RtValue convert(const std::string &op, Literal x, ET out,
                  std::vector<int64_t> shape = {}) {
    std::string in = typeOf(x);
    std::string result =
        typeOf(out, shape.empty() ? x.getShape() : ArrayRef<int64_t>(shape));
    std::string source = "func.func @main(%x: " + in + ") -> " + result +
                         " {\n  %r = hlo." + op + " %x : (" + in + ") -> " +
                         result + "\n  return %r : " + result + "\n}\n";
    std::vector<Literal> args;
    args.push_back(std::move(x));
    std::vector<RtValue> results = run(source, std::move(args));
    return results.empty() ? RtValue() : results.front();
  }

  MLIRContext context;
};

//===----------------------------------------------------------------------===//
// Unary ops
//===----------------------------------------------------------------------===//

struct UnaryCase {
  const char *op;
  double x;
  double expected; // numpy / scipy, float64
};

const UnaryCase kUnaryCases[] = {
    {"acos", 0.5, 1.0471975511965979},
    {"acosh", 1.5, 0.9624236501192069},
    {"asin", 0.5, 0.5235987755982989},
    {"asinh", 0.5, 0.48121182505960347},
    {"atanh", 0.5, 0.5493061443340549},
    {"cbrt", -8.0, -2.0},
    {"cosine", 0.5, 0.8775825618903728},
    {"cosh", 0.5, 1.1276259652063807},
    {"erf", 0.5, 0.5204998778130465},
    {"exponential", 0.5, 1.6487212707001282},
    {"exponential_minus_one", 1e-10, 1.00000000005e-10},
    {"log", 0.5, -0.6931471805599453},
    {"log_plus_one", 1e-10, 9.9999999995e-11},
    {"logistic", 2.0, 0.8807970779778823},
    {"rsqrt", 4.0, 0.5},
    {"sine", 0.5, 0.479425538604203},
    {"sinh", 0.5, 0.5210953054937474},
    {"sqrt", 2.0, 1.4142135623730951},
    {"tan", 0.5, 0.5463024898437905},
    {"tanh", 0.5, 0.46211715726000974},
    {"ceil", -1.5, -1.0},
    {"floor", -1.5, -2.0},
    {"negate", 2.5, -2.5},
    {"abs", -2.5, 2.5},
    {"real", -2.5, -2.5},
    {"imag", -2.5, 0.0},
};

TEST_F(ElementwiseKernelsTest, UnaryF64AndF32) {
  for (const UnaryCase &c : kUnaryCases) {
    SCOPED_TRACE(c.op);
    RtValue d = unary(c.op, lit<double>(ET::F64, {c.x}));
    expectNear(values<double>(d), {c.expected}, 1e-15);
    RtValue f = unary(c.op, lit<float>(ET::F32, {float(c.x)}));
    expectNear(values<float>(f), {float(c.expected)}, 1e-6);
  }
}

TEST_F(ElementwiseKernelsTest, UnaryF16AndBF16ComputeInF32) {
  for (const UnaryCase &c : kUnaryCases) {
    SCOPED_TRACE(c.op);
    for (ET type : {ET::F16, ET::BF16}) {
      RtValue r = unary(c.op, halfLit(type, {float(c.x)}));
      // The result is the exact result rounded once to the type.
      float expected =
          halfValues(RtValue(halfLit(type, {float(c.expected)})))[0];
      float x = halfValues(RtValue(halfLit(type, {float(c.x)})))[0];
      if (x != float(c.x))
        continue; // The input itself was rounded (1e-10 in bf16...).
      expectNear(halfValues(r), {expected}, type == ET::F16 ? 1e-3 : 8e-3);
    }
  }
}

TEST_F(ElementwiseKernelsTest, Rounding) {
  std::vector<float> x = {-2.5f, -0.5f, 0.5f, 1.5f, 2.5f, -0.0f, kInf, kNaN};
  expectSame(values<float>(unary("round_nearest_afz", lit(ET::F32, x))),
             {-3.0f, -1.0f, 1.0f, 2.0f, 3.0f, -0.0f, kInf, kNaN});
  expectSame(values<float>(unary("round_nearest_even", lit(ET::F32, x))),
             {-2.0f, -0.0f, 0.0f, 2.0f, 2.0f, -0.0f, kInf, kNaN});
  expectSame(values<float>(unary("ceil", lit(ET::F32, x))),
             {-2.0f, -0.0f, 1.0f, 2.0f, 3.0f, -0.0f, kInf, kNaN});
  expectSame(values<float>(unary("floor", lit(ET::F32, x))),
             {-3.0f, -1.0f, 0.0f, 1.0f, 2.0f, -0.0f, kInf, kNaN});
  expectSame(
      halfValues(unary("round_nearest_even", halfLit(ET::BF16, {2.5f, 3.5f}))),
      {2.0f, 4.0f});
}

TEST_F(ElementwiseKernelsTest, IsFinite) {
  EXPECT_EQ(values<uint8_t>(unary(
                "is_finite", lit<double>(ET::F64, {1, kInfD, -kInfD, kNaND}),
                ET::Pred)),
            (std::vector<uint8_t>{1, 0, 0, 0}));
  EXPECT_EQ(values<uint8_t>(unary("is_finite",
                                  halfLit(ET::F16, {65504.0f, kInf, kNaN}),
                                  ET::Pred)),
            (std::vector<uint8_t>{1, 0, 0}));
}

TEST_F(ElementwiseKernelsTest, SignAbsNegate) {
  expectSame(
      values<float>(
          unary("sign", lit<float>(ET::F32, {-2.0f, -0.0f, 0.0f, kNaN, 3.0f}))),
      {-1.0f, -0.0f, 0.0f, kNaN, 1.0f});
  EXPECT_EQ(values<int32_t>(unary("sign", lit<int32_t>(ET::S32, {-7, 0, 9}))),
            (std::vector<int32_t>{-1, 0, 1}));
  EXPECT_EQ(values<int8_t>(unary("abs", lit<int8_t>(ET::S8, {-128, -1, 5}))),
            (std::vector<int8_t>{-128, 1, 5}));
  EXPECT_EQ(
      values<int64_t>(unary("abs", lit<int64_t>(ET::S64, {INT64_MIN, -3}))),
      (std::vector<int64_t>{INT64_MIN, 3}));
  EXPECT_EQ(values<int32_t>(
                unary("negate", lit<int32_t>(ET::S32, {INT32_MIN, 5, 0}))),
            (std::vector<int32_t>{INT32_MIN, -5, 0}));
  EXPECT_EQ(values<uint8_t>(unary("negate", lit<uint8_t>(ET::U8, {1, 0}))),
            (std::vector<uint8_t>{255, 0}));
  expectSame(values<float>(
                 unary("abs", lit<c64>(ET::C64, {{3, 4}, {-5, 0}}), ET::F32)),
             {5.0f, 5.0f});
  expectNearComplex(
      values<c64>(unary("sign", lit<c64>(ET::C64, {{3, 4}, {0, 0}}))),
      {{0.6f, 0.8f}, {0, 0}}, 1e-7);
  expectSame(values<c128>(unary("negate", lit<c128>(ET::C128, {{1, -2}}))),
             std::vector<c128>{{-1, 2}});
}

TEST_F(ElementwiseKernelsTest, RealImag) {
  expectSame(values<double>(
                 unary("real", lit<c128>(ET::C128, {{1.5, -2.5}}), ET::F64)),
             {1.5});
  expectSame(values<double>(
                 unary("imag", lit<c128>(ET::C128, {{1.5, -2.5}}), ET::F64)),
             {-2.5});
  expectSame(
      values<float>(unary("imag", lit<c64>(ET::C64, {{1.5f, 7.0f}}), ET::F32)),
      {7.0f});
  expectSame(halfValues(unary("real", halfLit(ET::F16, {3.0f}))), {3.0f});
}

TEST_F(ElementwiseKernelsTest, BitCounting) {
  EXPECT_EQ(values<uint8_t>(unary("not", lit<uint8_t>(ET::Pred, {0, 1}))),
            (std::vector<uint8_t>{1, 0}));
  EXPECT_EQ(values<int8_t>(unary("not", lit<int8_t>(ET::S8, {0, -1, 5}))),
            (std::vector<int8_t>{-1, 0, -6}));
  EXPECT_EQ(values<uint16_t>(unary("not", lit<uint16_t>(ET::U16, {0}))),
            (std::vector<uint16_t>{0xffff}));
  EXPECT_EQ(values<int8_t>(unary("popcnt", lit<int8_t>(ET::S8, {-1, 0, 5}))),
            (std::vector<int8_t>{8, 0, 2}));
  EXPECT_EQ(
      values<uint64_t>(unary("popcnt", lit<uint64_t>(ET::U64, {~0ull, 0x101}))),
      (std::vector<uint64_t>{64, 2}));
  EXPECT_EQ(values<int32_t>(unary("count_leading_zeros",
                                  lit<int32_t>(ET::S32, {0, 1, -1, 256}))),
            (std::vector<int32_t>{32, 31, 0, 23}));
  EXPECT_EQ(values<uint8_t>(unary("count_leading_zeros",
                                  lit<uint8_t>(ET::U8, {1, 0, 128}))),
            (std::vector<uint8_t>{7, 8, 0}));
  EXPECT_EQ(
      values<int16_t>(unary("count_leading_zeros", lit<int16_t>(ET::S16, {1}))),
      (std::vector<int16_t>{15}));
}

TEST_F(ElementwiseKernelsTest, ComplexUnary) {
  const double pi = 3.141592653589793;
  // numpy: np.exp(1j*np.pi), np.sqrt(-4+0j), np.log(1j), np.sin(1+1j),
  // np.tanh(0.5+0.5j), np.arcsin(2+0j), np.cbrt n/a: (8+0j)**(1/3).
  expectNearComplex(
      values<c128>(unary("exponential", lit<c128>(ET::C128, {{0, pi}}))),
      {{-1, 0}}, 1e-15);
  expectNearComplex(values<c128>(unary("sqrt", lit<c128>(ET::C128, {{-4, 0}}))),
                    {{0, 2}}, 1e-15);
  expectNearComplex(values<c128>(unary("log", lit<c128>(ET::C128, {{0, 1}}))),
                    {{0, pi / 2}}, 1e-15);
  expectNearComplex(values<c128>(unary("sine", lit<c128>(ET::C128, {{1, 1}}))),
                    {{1.2984575814159773, 0.6349639147847361}}, 1e-15);
  expectNearComplex(
      values<c128>(unary("tanh", lit<c128>(ET::C128, {{0.5, 0.5}}))),
      {{0.5640831412674985, 0.4038964553160257}}, 1e-15);
  expectNearComplex(values<c128>(unary("cbrt", lit<c128>(ET::C128, {{8, 0}}))),
                    {{2, 0}}, 1e-15);
  expectNearComplex(
      values<c128>(unary("rsqrt", lit<c128>(ET::C128, {{-4, 0}}))), {{0, -0.5}},
      1e-15);
  // Accurate near zero (np.expm1 has no complex form): expm1(a + ai) for
  // a = 1e-10 is a + i(a + a^2) and log1p(a + ai) is a + i(a - a^2) to
  // 1e-30.
  std::vector<c128> em1 = values<c128>(
      unary("exponential_minus_one", lit<c128>(ET::C128, {{1e-10, 1e-10}})));
  EXPECT_NEAR(em1[0].real(), 1e-10, 1e-24);
  EXPECT_NEAR(em1[0].imag(), 1.0000000001e-10, 1e-24);
  std::vector<c128> lp1 = values<c128>(
      unary("log_plus_one", lit<c128>(ET::C128, {{1e-10, 1e-10}})));
  EXPECT_NEAR(lp1[0].real(), 1e-10, 1e-24);
  EXPECT_NEAR(lp1[0].imag(), 0.9999999999e-10, 1e-24);
  expectNearComplex(
      values<c64>(unary("logistic", lit<c64>(ET::C64, {{0, 0}, {2, 0}}))),
      {{0.5f, 0}, {0.880797f, 0}}, 1e-6);
}

//===----------------------------------------------------------------------===//
// Binary ops
//===----------------------------------------------------------------------===//

TEST_F(ElementwiseKernelsTest, IntegerArithmeticWraps) {
  EXPECT_EQ(values<int8_t>(binary("add", lit<int8_t>(ET::S8, {127, -128}),
                                  lit<int8_t>(ET::S8, {1, -1}))),
            (std::vector<int8_t>{-128, 127}));
  EXPECT_EQ(values<uint8_t>(binary("subtract", lit<uint8_t>(ET::U8, {0}),
                                   lit<uint8_t>(ET::U8, {1}))),
            (std::vector<uint8_t>{255}));
  EXPECT_EQ(values<uint16_t>(binary("multiply", lit<uint16_t>(ET::U16, {65535}),
                                    lit<uint16_t>(ET::U16, {65535}))),
            (std::vector<uint16_t>{1}));
  EXPECT_EQ(
      values<int64_t>(binary("multiply", lit<int64_t>(ET::S64, {INT64_MAX}),
                             lit<int64_t>(ET::S64, {2}))),
      (std::vector<int64_t>{-2}));
  EXPECT_EQ(values<int64_t>(binary("add", lit<int64_t>(ET::S64, {INT64_MAX}),
                                   lit<int64_t>(ET::S64, {1}))),
            (std::vector<int64_t>{INT64_MIN}));
}

TEST_F(ElementwiseKernelsTest, IntegerDivideRemainder) {
  EXPECT_EQ(values<int32_t>(binary(
                "divide", lit<int32_t>(ET::S32, {7, -7, 5, INT32_MIN, 0}),
                lit<int32_t>(ET::S32, {-2, 2, 0, -1, 0}))),
            (std::vector<int32_t>{-3, -3, -1, INT32_MIN, -1}));
  EXPECT_EQ(values<uint32_t>(binary("divide", lit<uint32_t>(ET::U32, {7, 9}),
                                    lit<uint32_t>(ET::U32, {0, 2}))),
            (std::vector<uint32_t>{0xffffffffu, 4}));
  EXPECT_EQ(values<int32_t>(binary("remainder",
                                   lit<int32_t>(ET::S32, {7, -7, 5, INT32_MIN}),
                                   lit<int32_t>(ET::S32, {-2, 2, 0, -1}))),
            (std::vector<int32_t>{1, -1, 5, 0}));
  EXPECT_EQ(values<int8_t>(binary("divide", lit<int8_t>(ET::S8, {-128}),
                                  lit<int8_t>(ET::S8, {-1}))),
            (std::vector<int8_t>{-128}));
  EXPECT_EQ(values<uint8_t>(binary("remainder", lit<uint8_t>(ET::U8, {200}),
                                   lit<uint8_t>(ET::U8, {0}))),
            (std::vector<uint8_t>{200}));
}

TEST_F(ElementwiseKernelsTest, FloatArithmetic) {
  expectSame(values<float>(binary("remainder",
                                  lit<float>(ET::F32, {-7.5f, 7.5f, 1.0f}),
                                  lit<float>(ET::F32, {2.0f, -2.0f, 0.0f}))),
             {-1.5f, 1.5f, kNaN});
  expectSame(values<double>(binary("divide", lit<double>(ET::F64, {1, -1, 0}),
                                   lit<double>(ET::F64, {0, 0, 0}))),
             {kInfD, -kInfD, kNaND});
  expectSame(values<double>(binary("power", lit<double>(ET::F64, {2, 0, -8}),
                                   lit<double>(ET::F64, {0.5, 0, 1.0 / 3}))),
             {1.4142135623730951, 1.0, kNaND});
  expectSame(values<float>(binary("subtract", lit<float>(ET::F32, {1.0f}),
                                  lit<float>(ET::F32, {0.25f}))),
             {0.75f});
  expectSame(values<float>(binary("multiply", lit<float>(ET::F32, {kInf}),
                                  lit<float>(ET::F32, {0.0f}))),
             {kNaN});
}

TEST_F(ElementwiseKernelsTest, HalfArithmeticRoundsToNearestEven) {
  // 1 + 2^-10 and 2^-11 are f16 values; their sum is a tie between
  // 1 + 2^-10 (odd) and 1 + 2^-9 (even).
  expectSame(halfValues(binary("add", halfLit(ET::F16, {1.0f + 0x1p-10f, 1.0f}),
                               halfLit(ET::F16, {0x1p-11f, 0x1p-11f}))),
             {1.0f + 0x1p-9f, 1.0f});
  // Overflow to infinity, subnormal results.
  expectSame(halfValues(binary("multiply", halfLit(ET::F16, {300.0f, 0x1p-14f}),
                               halfLit(ET::F16, {300.0f, 0.5f}))),
             {kInf, 0x1p-15f});
  // bf16: 1 + 2^-8 is a tie between 1 and 1 + 2^-7.
  expectSame(halfValues(binary("add", halfLit(ET::BF16, {1.0f, 1.0f}),
                               halfLit(ET::BF16, {0x1p-8f, 0x3p-8f}))),
             {1.0f, 1.0f + 0x1p-6f});
  expectSame(halfValues(binary("divide", halfLit(ET::BF16, {1.0f}),
                               halfLit(ET::BF16, {3.0f}))),
             {0.333984375f});
}

TEST_F(ElementwiseKernelsTest, IntegerPower) {
  EXPECT_EQ(values<int32_t>(
                binary("power", lit<int32_t>(ET::S32, {2, 3, 2, 1, -2, -1, 0}),
                       lit<int32_t>(ET::S32, {10, 0, -1, -3, 3, 2, 0}))),
            (std::vector<int32_t>{1024, 1, 0, 1, -8, 1, 1}));
  EXPECT_EQ(values<uint8_t>(binary("power", lit<uint8_t>(ET::U8, {2, 3}),
                                   lit<uint8_t>(ET::U8, {8, 5}))),
            (std::vector<uint8_t>{0, 243}));
}

TEST_F(ElementwiseKernelsTest, MaximumMinimum) {
  std::vector<float> a = {1.0f, kNaN, 2.0f, -0.0f};
  std::vector<float> b = {2.0f, 1.0f, kNaN, 0.0f};
  std::vector<float> max =
      values<float>(binary("maximum", lit(ET::F32, a), lit(ET::F32, b)));
  expectSame(std::vector<float>(max.begin(), max.begin() + 3),
             {2.0f, kNaN, kNaN});
  EXPECT_EQ(values<float>(binary("minimum", lit(ET::F32, a), lit(ET::F32, b)))
                .front(),
            1.0f);
  EXPECT_TRUE(std::isnan(
      values<float>(binary("minimum", lit(ET::F32, a), lit(ET::F32, b)))[2]));
  EXPECT_EQ(values<int32_t>(binary("maximum", lit<int32_t>(ET::S32, {-1, 3}),
                                   lit<int32_t>(ET::S32, {1, 2}))),
            (std::vector<int32_t>{1, 3}));
  EXPECT_EQ(values<uint32_t>(binary("maximum",
                                    lit<uint32_t>(ET::U32, {0xffffffffu, 3}),
                                    lit<uint32_t>(ET::U32, {1, 2}))),
            (std::vector<uint32_t>{0xffffffffu, 3}));
  EXPECT_EQ(values<uint32_t>(binary("minimum",
                                    lit<uint32_t>(ET::U32, {0xffffffffu, 3}),
                                    lit<uint32_t>(ET::U32, {1, 2}))),
            (std::vector<uint32_t>{1, 2}));
  expectSame(halfValues(binary("maximum", halfLit(ET::F16, {1.0f, kNaN}),
                               halfLit(ET::F16, {kNaN, 2.0f}))),
             {kNaN, kNaN});
}

TEST_F(ElementwiseKernelsTest, PredArithmeticIsLogic) {
  auto p = [] { return lit<uint8_t>(ET::Pred, {0, 0, 1, 1}); };
  auto q = [] { return lit<uint8_t>(ET::Pred, {0, 1, 0, 1}); };
  using V = std::vector<uint8_t>;
  EXPECT_EQ(values<uint8_t>(binary("add", p(), q())), (V{0, 1, 1, 1}));
  EXPECT_EQ(values<uint8_t>(binary("multiply", p(), q())), (V{0, 0, 0, 1}));
  EXPECT_EQ(values<uint8_t>(binary("maximum", p(), q())), (V{0, 1, 1, 1}));
  EXPECT_EQ(values<uint8_t>(binary("minimum", p(), q())), (V{0, 0, 0, 1}));
  EXPECT_EQ(values<uint8_t>(binary("and", p(), q())), (V{0, 0, 0, 1}));
  EXPECT_EQ(values<uint8_t>(binary("or", p(), q())), (V{0, 1, 1, 1}));
  EXPECT_EQ(values<uint8_t>(binary("xor", p(), q())), (V{0, 1, 1, 0}));
}

TEST_F(ElementwiseKernelsTest, Bitwise) {
  EXPECT_EQ(values<int8_t>(binary("and", lit<int8_t>(ET::S8, {12, -1}),
                                  lit<int8_t>(ET::S8, {10, 7}))),
            (std::vector<int8_t>{8, 7}));
  EXPECT_EQ(values<uint64_t>(binary("or", lit<uint64_t>(ET::U64, {12}),
                                    lit<uint64_t>(ET::U64, {1ull << 63}))),
            (std::vector<uint64_t>{(1ull << 63) | 12}));
  EXPECT_EQ(values<int32_t>(binary("xor", lit<int32_t>(ET::S32, {12, -1}),
                                   lit<int32_t>(ET::S32, {10, 0}))),
            (std::vector<int32_t>{6, -1}));
}

TEST_F(ElementwiseKernelsTest, Shifts) {
  auto x = [] { return lit<int8_t>(ET::S8, {1, 1, 1, -128, -128, 64, 5}); };
  auto n = [] { return lit<int8_t>(ET::S8, {7, 8, -1, 1, 9, 9, 0}); };
  EXPECT_EQ(values<int8_t>(binary("shift_left", x(), n())),
            (std::vector<int8_t>{-128, 0, 0, 0, 0, 0, 5}));
  EXPECT_EQ(values<int8_t>(binary("shift_right_arithmetic", x(), n())),
            (std::vector<int8_t>{0, 0, 0, -64, -1, 0, 5}));
  EXPECT_EQ(values<int8_t>(binary("shift_right_logical", x(), n())),
            (std::vector<int8_t>{0, 0, 0, 64, 0, 0, 5}));
  EXPECT_EQ(values<uint32_t>(binary("shift_right_arithmetic",
                                    lit<uint32_t>(ET::U32, {0x80000000u, 8}),
                                    lit<uint32_t>(ET::U32, {4, 40}))),
            (std::vector<uint32_t>{0xf8000000u, 0}));
  EXPECT_EQ(
      values<uint32_t>(binary("shift_left", lit<uint32_t>(ET::U32, {1, 1}),
                              lit<uint32_t>(ET::U32, {31, 32}))),
      (std::vector<uint32_t>{0x80000000u, 0}));
  EXPECT_EQ(values<int64_t>(binary("shift_right_arithmetic",
                                   lit<int64_t>(ET::S64, {-1, INT64_MIN}),
                                   lit<int64_t>(ET::S64, {64, 63}))),
            (std::vector<int64_t>{-1, -1}));
}

TEST_F(ElementwiseKernelsTest, Mulhi) {
  EXPECT_EQ(
      values<int32_t>(binary("mulhi", lit<int32_t>(ET::S32, {-1, 1 << 30}),
                             lit<int32_t>(ET::S32, {1, 8}))),
      (std::vector<int32_t>{-1, 2}));
  EXPECT_EQ(
      values<uint32_t>(binary("mulhi", lit<uint32_t>(ET::U32, {0xffffffffu}),
                              lit<uint32_t>(ET::U32, {0xffffffffu}))),
      (std::vector<uint32_t>{0xfffffffeu}));
  EXPECT_EQ(values<int64_t>(binary("mulhi", lit<int64_t>(ET::S64, {INT64_MIN}),
                                   lit<int64_t>(ET::S64, {2}))),
            (std::vector<int64_t>{-1}));
  EXPECT_EQ(values<uint64_t>(binary("mulhi", lit<uint64_t>(ET::U64, {~0ull}),
                                    lit<uint64_t>(ET::U64, {~0ull}))),
            (std::vector<uint64_t>{~0ull - 1}));
  EXPECT_EQ(values<uint8_t>(binary("mulhi", lit<uint8_t>(ET::U8, {200}),
                                   lit<uint8_t>(ET::U8, {200}))),
            (std::vector<uint8_t>{156}));
}

TEST_F(ElementwiseKernelsTest, Atan2AndComplex) {
  expectNear(values<double>(binary("atan2", lit<double>(ET::F64, {1, -1, 0}),
                                   lit<double>(ET::F64, {-1, -1, -1}))),
             {2.356194490192345, -2.356194490192345, 3.141592653589793}, 1e-15);
  expectNearComplex(values<c128>(binary("atan2", lit<c128>(ET::C128, {{1, 0}}),
                                        lit<c128>(ET::C128, {{-1, 0}}))),
                    {{2.356194490192345, 0}}, 1e-15);
  expectSame(values<c64>(binary("complex", lit<float>(ET::F32, {1, -2}),
                                lit<float>(ET::F32, {3, 4}), ET::C64)),
             std::vector<c64>{{1, 3}, {-2, 4}});
  expectSame(values<c128>(binary("complex", lit<double>(ET::F64, {0.5}),
                                 lit<double>(ET::F64, {-0.5}), ET::C128)),
             std::vector<c128>{{0.5, -0.5}});
}

TEST_F(ElementwiseKernelsTest, ComplexBinary) {
  expectSame(values<c64>(binary("multiply", lit<c64>(ET::C64, {{1, 1}}),
                                lit<c64>(ET::C64, {{1, -1}}))),
             std::vector<c64>{{2, 0}});
  expectSame(values<c128>(binary("add", lit<c128>(ET::C128, {{1, 2}}),
                                 lit<c128>(ET::C128, {{3, -4}}))),
             std::vector<c128>{{4, -2}});
  expectNearComplex(values<c128>(binary("divide", lit<c128>(ET::C128, {{2, 0}}),
                                        lit<c128>(ET::C128, {{1, 1}}))),
                    {{1, -1}}, 1e-15);
  // np.power(1j, 2), 0**0 = 1, 0**2 = 0, (1j)**(1j) = exp(-pi/2).
  expectNearComplex(
      values<c128>(
          binary("power", lit<c128>(ET::C128, {{0, 1}, {0, 0}, {0, 0}, {0, 1}}),
                 lit<c128>(ET::C128, {{2, 0}, {0, 0}, {2, 0}, {0, 1}}))),
      {{-1, 0}, {1, 0}, {0, 0}, {0.20787957635076193, 0}}, 1e-15);
  expectSame(values<c64>(binary("maximum", lit<c64>(ET::C64, {{1, 5}, {2, 0}}),
                                lit<c64>(ET::C64, {{1, 6}, {1, 9}}))),
             std::vector<c64>{{1, 6}, {2, 0}});
}

//===----------------------------------------------------------------------===//
// compare
//===----------------------------------------------------------------------===//

TEST_F(ElementwiseKernelsTest, CompareFloat) {
  using V = std::vector<uint8_t>;
  auto a = [] { return lit<float>(ET::F32, {1, 2, 3, kNaN, -0.0f}); };
  auto b = [] { return lit<float>(ET::F32, {2, 2, 1, 1, 0.0f}); };
  EXPECT_EQ(compare("EQ", a(), b()), (V{0, 1, 0, 0, 1}));
  EXPECT_EQ(compare("NE", a(), b()), (V{1, 0, 1, 1, 0}));
  EXPECT_EQ(compare("LT", a(), b()), (V{1, 0, 0, 0, 0}));
  EXPECT_EQ(compare("LE", a(), b()), (V{1, 1, 0, 0, 1}));
  EXPECT_EQ(compare("GT", a(), b()), (V{0, 0, 1, 0, 0}));
  EXPECT_EQ(compare("GE", a(), b()), (V{0, 1, 1, 0, 1}));
  EXPECT_EQ(compare("EQ", a(), b(), "FLOAT"), (V{0, 1, 0, 0, 1}));
}

TEST_F(ElementwiseKernelsTest, CompareTotalOrder) {
  using V = std::vector<uint8_t>;
  // -NaN < -Inf < -1 < -0 < +0 < 1 < +Inf < +NaN.
  auto a = [] {
    return lit<double>(ET::F64, {-kNaND, -kInfD, -0.0, kNaND, kNaND, 1.0});
  };
  auto b = [] {
    return lit<double>(ET::F64, {-kInfD, -1.0, 0.0, kNaND, kInfD, 1.0});
  };
  EXPECT_EQ(compare("LT", a(), b(), "TOTALORDER"), (V{1, 1, 1, 0, 0, 0}));
  EXPECT_EQ(compare("EQ", a(), b(), "TOTALORDER"), (V{0, 0, 0, 1, 0, 1}));
  EXPECT_EQ(compare("GT", a(), b(), "TOTALORDER"), (V{0, 0, 0, 0, 1, 0}));
  EXPECT_EQ(compare("NE", a(), b(), "TOTALORDER"), (V{1, 1, 1, 0, 1, 0}));
  EXPECT_EQ(compare("LE", a(), b(), "TOTALORDER"), (V{1, 1, 1, 1, 0, 1}));
  EXPECT_EQ(compare("GE", a(), b(), "TOTALORDER"), (V{0, 0, 0, 1, 1, 1}));
  EXPECT_EQ(compare("LT", halfLit(ET::BF16, {-0.0f, kNaN}),
                    halfLit(ET::BF16, {0.0f, kInf}), "TOTALORDER"),
            (V{1, 0}));
  EXPECT_EQ(compare("LT", halfLit(ET::F16, {-0.0f, -kNaN}),
                    halfLit(ET::F16, {0.0f, -kInf}), "TOTALORDER"),
            (V{1, 1}));
}

TEST_F(ElementwiseKernelsTest, CompareIntegers) {
  using V = std::vector<uint8_t>;
  EXPECT_EQ(compare("LT", lit<int32_t>(ET::S32, {-1, 1, 2}),
                    lit<int32_t>(ET::S32, {1, -1, 2})),
            (V{1, 0, 0}));
  EXPECT_EQ(compare("LT", lit<int32_t>(ET::S32, {-1, 1, 2}),
                    lit<int32_t>(ET::S32, {1, -1, 2}), "SIGNED"),
            (V{1, 0, 0}));
  EXPECT_EQ(compare("LT", lit<uint32_t>(ET::U32, {0xffffffffu, 1}),
                    lit<uint32_t>(ET::U32, {1, 0xffffffffu}), "UNSIGNED"),
            (V{0, 1}));
  EXPECT_EQ(compare("GE", lit<uint64_t>(ET::U64, {~0ull, 0}),
                    lit<uint64_t>(ET::U64, {1, 0})),
            (V{1, 1}));
  EXPECT_EQ(compare("GT", lit<uint8_t>(ET::Pred, {1, 0, 1}),
                    lit<uint8_t>(ET::Pred, {0, 1, 1})),
            (V{1, 0, 0}));
  EXPECT_EQ(compare("NE", lit<int8_t>(ET::S8, {-128, 5}),
                    lit<int8_t>(ET::S8, {-128, 6})),
            (V{0, 1}));
}

TEST_F(ElementwiseKernelsTest, CompareComplex) {
  using V = std::vector<uint8_t>;
  auto a = [] { return lit<c64>(ET::C64, {{1, 2}, {1, 2}, {kNaN, 0}}); };
  auto b = [] { return lit<c64>(ET::C64, {{1, 2}, {1, 3}, {kNaN, 0}}); };
  EXPECT_EQ(compare("EQ", a(), b()), (V{1, 0, 0}));
  EXPECT_EQ(compare("NE", a(), b()), (V{0, 1, 1}));
  EXPECT_EQ(compare("EQ", a(), b(), "TOTALORDER"), (V{1, 0, 1}));
}

TEST_F(ElementwiseKernelsTest, CompareHalf) {
  using V = std::vector<uint8_t>;
  EXPECT_EQ(compare("LT", halfLit(ET::F16, {1.0f, kNaN, -2.0f}),
                    halfLit(ET::F16, {1.5f, 1.0f, -1.0f})),
            (V{1, 0, 1}));
}

//===----------------------------------------------------------------------===//
// select, clamp
//===----------------------------------------------------------------------===//

TEST_F(ElementwiseKernelsTest, Select) {
  std::string source = R"(
func.func @main(%p: tensor<2x2xi1>, %a: tensor<2x2xf64>, %b: tensor<2x2xf64>) -> tensor<2x2xf64> {
  %r = hlo.select %p, %a, %b : tensor<2x2xi1>, tensor<2x2xf64>
  return %r : tensor<2x2xf64>
}
)";
  std::vector<Literal> args;
  args.push_back(lit<uint8_t>(ET::Pred, {1, 0, 0, 1}, {2, 2}));
  args.push_back(lit<double>(ET::F64, {1, 2, 3, 4}, {2, 2}));
  args.push_back(lit<double>(ET::F64, {5, 6, 7, 8}, {2, 2}));
  std::vector<RtValue> results = run(source, std::move(args));
  ASSERT_EQ(results.size(), 1u);
  expectSame(values<double>(results[0]), {1, 6, 7, 4});

  std::string complexSource = R"(
func.func @main(%p: tensor<2xi1>, %a: tensor<2xcomplex<f32>>, %b: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %r = hlo.select %p, %a, %b : tensor<2xi1>, tensor<2xcomplex<f32>>
  return %r : tensor<2xcomplex<f32>>
}
)";
  std::vector<Literal> complexArgs;
  complexArgs.push_back(lit<uint8_t>(ET::Pred, {0, 1}));
  complexArgs.push_back(lit<c64>(ET::C64, {{1, 1}, {2, 2}}));
  complexArgs.push_back(lit<c64>(ET::C64, {{3, 3}, {4, 4}}));
  results = run(complexSource, std::move(complexArgs));
  ASSERT_EQ(results.size(), 1u);
  expectSame(values<c64>(results[0]), std::vector<c64>{{3, 3}, {2, 2}});
}

TEST_F(ElementwiseKernelsTest, ClampScalarAndFullBounds) {
  std::string scalar = R"(
func.func @main(%lo: tensor<f32>, %x: tensor<5xf32>, %hi: tensor<f32>) -> tensor<5xf32> {
  %r = hlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<5xf32>, tensor<f32>)
  return %r : tensor<5xf32>
}
)";
  std::vector<Literal> args;
  // Rank-0 literals (lit() makes rank-1 ones).
  args.push_back(Literal(ET::F32, {}));
  args.back().as<float>()[0] = -1.0f;
  args.push_back(lit<float>(ET::F32, {-5.0f, 0.5f, 5.0f, kNaN, -1.0f}));
  args.push_back(Literal(ET::F32, {}));
  args.back().as<float>()[0] = 2.0f;
  std::vector<RtValue> results = run(scalar, std::move(args));
  ASSERT_EQ(results.size(), 1u);
  expectSame(values<float>(results[0]), {-1.0f, 0.5f, 2.0f, kNaN, -1.0f});

  std::string full = R"(
func.func @main(%lo: tensor<3xi32>, %x: tensor<3xi32>, %hi: tensor<3xi32>) -> tensor<3xi32> {
  %r = hlo.clamp %lo, %x, %hi : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>)
  return %r : tensor<3xi32>
}
)";
  std::vector<Literal> intArgs;
  intArgs.push_back(lit<int32_t>(ET::S32, {0, -10, 5}));
  intArgs.push_back(lit<int32_t>(ET::S32, {-3, -3, -3}));
  intArgs.push_back(lit<int32_t>(ET::S32, {10, -5, 10}));
  results = run(full, std::move(intArgs));
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(values<int32_t>(results[0]), (std::vector<int32_t>{0, -5, 5}));

  std::string unsignedSource = R"(
func.func @main(%lo: tensor<ui8>, %x: tensor<3xui8>, %hi: tensor<ui8>) -> tensor<3xui8> {
  %r = hlo.clamp %lo, %x, %hi : (tensor<ui8>, tensor<3xui8>, tensor<ui8>)
  return %r : tensor<3xui8>
}
)";
  std::vector<Literal> uArgs;
  uArgs.push_back(Literal(ET::U8, {}));
  uArgs.back().as<uint8_t>()[0] = 10;
  uArgs.push_back(lit<uint8_t>(ET::U8, {0, 50, 250}));
  uArgs.push_back(Literal(ET::U8, {}));
  uArgs.back().as<uint8_t>()[0] = 200;
  results = run(unsignedSource, std::move(uArgs));
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(values<uint8_t>(results[0]), (std::vector<uint8_t>{10, 50, 200}));
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

TEST_F(ElementwiseKernelsTest, ConvertFloatToIntSaturates) {
  EXPECT_EQ(values<int32_t>(convert(
                "convert",
                lit<float>(ET::F32, {1.9f, -1.9f, kNaN, 3e9f, -3e9f, kInf}),
                ET::S32)),
            (std::vector<int32_t>{1, -1, 0, INT32_MAX, INT32_MIN, INT32_MAX}));
  EXPECT_EQ(values<uint8_t>(convert(
                "convert", lit<float>(ET::F32, {-1.0f, 300.0f, 255.9f, -0.5f}),
                ET::U8)),
            (std::vector<uint8_t>{0, 255, 255, 0}));
  EXPECT_EQ(values<int64_t>(convert(
                "convert", lit<double>(ET::F64, {1e19, -1e19, -kInfD, 2.5}),
                ET::S64)),
            (std::vector<int64_t>{INT64_MAX, INT64_MIN, INT64_MIN, 2}));
  EXPECT_EQ(values<uint64_t>(convert("convert",
                                     lit<double>(ET::F64, {1.8e19, 2e19, -3.0}),
                                     ET::U64)),
            (std::vector<uint64_t>{18000000000000000000ull, ~0ull, 0}));
  EXPECT_EQ(values<int16_t>(convert(
                "convert", halfLit(ET::F16, {-65504.0f, 1.5f}), ET::S16)),
            (std::vector<int16_t>{-32768, 1}));
  EXPECT_EQ(values<int8_t>(
                convert("convert", halfLit(ET::BF16, {-200.0f, 3.0f}), ET::S8)),
            (std::vector<int8_t>{-128, 3}));
}

TEST_F(ElementwiseKernelsTest, ConvertIntegers) {
  EXPECT_EQ(values<int8_t>(convert(
                "convert", lit<int32_t>(ET::S32, {300, -129, 127}), ET::S8)),
            (std::vector<int8_t>{44, 127, 127}));
  EXPECT_EQ(values<uint32_t>(
                convert("convert", lit<int8_t>(ET::S8, {-1, 5}), ET::U32)),
            (std::vector<uint32_t>{0xffffffffu, 5}));
  EXPECT_EQ(
      values<int32_t>(convert("convert", lit<uint8_t>(ET::U8, {255}), ET::S32)),
      (std::vector<int32_t>{255}));
  EXPECT_EQ(values<uint8_t>(convert(
                "convert", lit<int32_t>(ET::S32, {0, 2, -1}), ET::Pred)),
            (std::vector<uint8_t>{0, 1, 1}));
  EXPECT_EQ(values<int64_t>(
                convert("convert", lit<uint8_t>(ET::Pred, {0, 1}), ET::S64)),
            (std::vector<int64_t>{0, 1}));
  EXPECT_EQ(values<uint64_t>(
                convert("convert", lit<int64_t>(ET::S64, {-1}), ET::U64)),
            (std::vector<uint64_t>{~0ull}));
}

TEST_F(ElementwiseKernelsTest, ConvertToFloats) {
  expectSame(values<float>(
                 convert("convert", lit<uint8_t>(ET::Pred, {1, 0}), ET::F32)),
             {1.0f, 0.0f});
  expectSame(values<double>(convert(
                 "convert", lit<int64_t>(ET::S64, {INT64_MIN, -3}), ET::F64)),
             {-0x1p63, -3.0});
  // 2^24 + 1 rounds to even.
  expectSame(values<float>(convert("convert",
                                   lit<int32_t>(ET::S32, {16777217, 16777219}),
                                   ET::F32)),
             {16777216.0f, 16777220.0f});
  expectSame(values<float>(convert("convert",
                                   lit<double>(ET::F64, {0.1, 1e300, kNaND}),
                                   ET::F32)),
             {0.1f, kInf, kNaN});
  expectSame(
      values<double>(convert("convert", lit<uint8_t>(ET::Pred, {1}), ET::F64)),
      {1.0});
  expectSame(
      values<uint8_t>(convert(
          "convert", lit<float>(ET::F32, {0.0f, -0.0f, kNaN, 0.5f}), ET::Pred)),
      std::vector<uint8_t>{0, 0, 1, 1});
}

TEST_F(ElementwiseKernelsTest, ConvertHalfRoundsToNearestEven) {
  // To f16: ties to even, overflow to infinity, subnormals.
  expectSame(halfValues(convert(
                 "convert",
                 lit<float>(ET::F32, {1.0f + 0x1p-11f, 1.0f + 0x3p-11f,
                                      65519.0f, 65520.0f, 0x1p-25f, 0x3p-25f,
                                      0x1p-24f, -kInf, kNaN, -0.0f}),
                 ET::F16)),
             {1.0f, 1.0f + 0x1p-9f, 65504.0f, kInf, 0.0f, 0x1p-23f, 0x1p-24f,
              -kInf, kNaN, -0.0f});
  // To bf16.
  expectSame(
      halfValues(convert(
          "convert",
          lit<double>(ET::F64, {1.0 + 0x1p-8, 1.0 + 0x3p-8, 1e39, kNaND}),
          ET::BF16)),
      {1.0f, 1.0f + 0x1p-6f, kInf, kNaN});
  // Integers to f16.
  expectSame(
      halfValues(convert("convert", lit<int32_t>(ET::S32, {2049, 2051, 70000}),
                         ET::F16)),
      {2048.0f, 2052.0f, kInf});
  // f16 <-> bf16 and widening.
  expectSame(halfValues(convert("convert", halfLit(ET::F16, {1.0f + 0x1p-10f}),
                                ET::BF16)),
             {1.0f});
  expectSame(
      values<double>(convert("convert", halfLit(ET::F16, {0x1p-24f}), ET::F64)),
      {0x1p-24});
  expectSame(
      values<float>(convert("convert", halfLit(ET::BF16, {-3.5f}), ET::F32)),
      {-3.5f});
}

TEST_F(ElementwiseKernelsTest, ConvertToComplex) {
  expectSame(values<c64>(convert("convert", lit<float>(ET::F32, {1.5f, -2.0f}),
                                 ET::C64)),
             std::vector<c64>{{1.5f, 0}, {-2.0f, 0}});
  expectSame(
      values<c128>(convert("convert", lit<int32_t>(ET::S32, {-7}), ET::C128)),
      std::vector<c128>{{-7, 0}});
  expectSame(values<c128>(convert("convert", lit<c64>(ET::C64, {{0.5f, 0.25f}}),
                                  ET::C128)),
             std::vector<c128>{{0.5, 0.25}});
  expectSame(values<c64>(convert("convert", lit<c128>(ET::C128, {{0.1, 1e300}}),
                                 ET::C64)),
             std::vector<c64>{{0.1f, kInf}});
  expectSame(
      values<c64>(convert("convert", lit<uint8_t>(ET::Pred, {1}), ET::C64)),
      std::vector<c64>{{1, 0}});
  expectSame(values<c64>(convert("convert", halfLit(ET::F16, {2.0f}), ET::C64)),
             std::vector<c64>{{2, 0}});
}

TEST_F(ElementwiseKernelsTest, BitcastConvert) {
  EXPECT_EQ(
      values<int32_t>(convert("bitcast_convert",
                              lit<float>(ET::F32, {1.0f, -2.0f}), ET::S32)),
      (std::vector<int32_t>{0x3f800000, int32_t(0xc0000000)}));
  // Wider to narrower: a new minor dimension, bytes in memory order
  // (little endian, as XLA's CPU backend).
  EXPECT_EQ(values<uint8_t>(convert("bitcast_convert",
                                    lit<float>(ET::F32, {1.0f, 2.0f}), ET::U8,
                                    {2, 4})),
            (std::vector<uint8_t>{0, 0, 0x80, 0x3f, 0, 0, 0, 0x40}));
  // Narrower to wider: the minor dimension goes.
  expectSame(
      values<double>(convert("bitcast_convert",
                             lit<uint32_t>(ET::U32, {0, 0x3ff00000u}, {1, 2}),
                             ET::F64, {1})),
      {1.0});
  EXPECT_EQ(values<uint16_t>(convert("bitcast_convert",
                                     halfLit(ET::F16, {1.0f, -0.0f}), ET::U16)),
            (std::vector<uint16_t>{0x3c00, 0x8000}));
  expectSame(halfValues(convert("bitcast_convert",
                                lit<int16_t>(ET::S16, {0x3f80}), ET::BF16)),
             {1.0f});
  EXPECT_EQ(values<int64_t>(convert("bitcast_convert",
                                    lit<double>(ET::F64, {-0.0}), ET::S64)),
            (std::vector<int64_t>{INT64_MIN}));
}

TEST_F(ElementwiseKernelsTest, ReducePrecision) {
  auto reduce = [&](Literal x, int exponentBits, int mantissaBits) {
    std::string type = typeOf(x);
    std::string source =
        "func.func @main(%x: " + type + ") -> " + type +
        " {\n  %r = hlo.reduce_precision %x, exponent_bits = " +
        std::to_string(exponentBits) +
        ", mantissa_bits = " + std::to_string(mantissaBits) + " : " + type +
        "\n  return %r : " + type + "\n}\n";
    std::vector<Literal> args;
    args.push_back(std::move(x));
    std::vector<RtValue> results = run(source, std::move(args));
    return results.empty() ? RtValue() : results.front();
  };
  // f32 to the f16 format: ties to even, overflow to infinity, values below
  // the smallest normal flush to zero, NaNs stay.
  expectSame(
      values<float>(reduce(
          lit<float>(ET::F32, {1.0f + 0x1p-11f, 1.0f + 0x3p-11f, 65520.0f,
                               65504.0f, 1e-8f, -1e-8f, kNaN, -kInf, 0x1p-14f}),
          5, 10)),
      {1.0f, 1.0f + 0x1p-9f, kInf, 65504.0f, 0.0f, -0.0f, kNaN, -kInf,
       0x1p-14f});
  // f64 to the f32 format.
  expectSame(
      values<double>(reduce(
          lit<double>(ET::F64, {1.0 + 0x1p-24, 1.0 + 0x3p-24, 1e300}), 8, 23)),
      {1.0, 1.0 + 0x1p-22, kInfD});
  // No mantissa left: NaN becomes infinity; ties round to the even
  // exponent (XLA's bit algorithm: 1.5 = 1.1b * 2^0 goes up to 2, 3.0 =
  // 1.1b * 2^1 goes down to 2).
  expectSame(
      values<float>(reduce(lit<float>(ET::F32, {kNaN, 1.5f, 3.0f}), 8, 0)),
      {kInf, 2.0f, 2.0f});
  // bf16 with 2 mantissa bits. f16 to its own format: XLA's evaluator
  // reduces f16 as f32, so normal values stay and denormals flush to zero;
  // with 8 exponent bits and 7 mantissa bits the f16 denormal 2^-24 stays.
  expectSame(halfValues(reduce(halfLit(ET::BF16, {1.125f, 1.375f}), 8, 2)),
             {1.0f, 1.5f});
  expectSame(halfValues(reduce(halfLit(ET::F16, {0.333f, 0x1p-24f}), 5, 10)),
             {halfValues(RtValue(halfLit(ET::F16, {0.333f})))[0], 0.0f});
  expectSame(halfValues(reduce(halfLit(ET::F16, {0x1p-24f}), 8, 7)),
             {0x1p-24f});
}

TEST_F(ElementwiseKernelsTest, StochasticConvert) {
  std::string source = R"(
func.func @main(%x: tensor<8xf32>, %r: tensor<8xui32>) -> tensor<8xi8> {
  %y = hlo.stochastic_convert %x, %r : (tensor<8xf32>, tensor<8xui32>) -> tensor<8xi8>
  return %y : tensor<8xi8>
}
)";
  // 2.25 has the fixed-point fraction 0x40000000: rounds up when the random
  // bits are below it. Negative values round their magnitude the same way.
  std::vector<Literal> args;
  args.push_back(lit<float>(
      ET::F32, {2.25f, 2.25f, -2.25f, -2.25f, 3.0f, 1000.0f, kNaN, -kInf}));
  args.push_back(
      lit<uint32_t>(ET::U32, {0x3fffffffu, 0x40000000u, 0, ~0u, 0, 0, 0, 0}));
  std::vector<RtValue> results = run(source, std::move(args));
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(values<int8_t>(results[0]),
            (std::vector<int8_t>{3, 2, -3, -2, 3, 127, 0, -128}));

  std::string half = R"(
func.func @main(%x: tensor<2xbf16>, %r: tensor<2xui16>) -> tensor<2xui8> {
  %y = hlo.stochastic_convert %x, %r : (tensor<2xbf16>, tensor<2xui16>) -> tensor<2xui8>
  return %y : tensor<2xui8>
}
)";
  std::vector<Literal> halfArgs;
  halfArgs.push_back(halfLit(ET::BF16, {0.5f, -3.0f}));
  halfArgs.push_back(lit<uint16_t>(ET::U16, {0x7fff, 0}));
  results = run(half, std::move(halfArgs));
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(values<uint8_t>(results[0]), (std::vector<uint8_t>{1, 0}));
}

TEST_F(ElementwiseKernelsTest, EveryElementwiseOpHasAKernel) {
  const char *names[] = {"abs",
                         "acos",
                         "acosh",
                         "asin",
                         "asinh",
                         "atanh",
                         "cbrt",
                         "ceil",
                         "cosine",
                         "cosh",
                         "count_leading_zeros",
                         "erf",
                         "exponential",
                         "exponential_minus_one",
                         "floor",
                         "imag",
                         "is_finite",
                         "log",
                         "log_plus_one",
                         "logistic",
                         "negate",
                         "not",
                         "popcnt",
                         "real",
                         "round_nearest_afz",
                         "round_nearest_even",
                         "rsqrt",
                         "sign",
                         "sine",
                         "sinh",
                         "sqrt",
                         "tan",
                         "tanh",
                         "add",
                         "subtract",
                         "multiply",
                         "divide",
                         "remainder",
                         "power",
                         "maximum",
                         "minimum",
                         "and",
                         "or",
                         "xor",
                         "shift_left",
                         "shift_right_arithmetic",
                         "shift_right_logical",
                         "atan2",
                         "complex",
                         "mulhi",
                         "compare",
                         "select",
                         "clamp",
                         "convert",
                         "bitcast_convert",
                         "reduce_precision",
                         "stochastic_convert"};
  for (const char *name : names)
    EXPECT_NE(KernelRegistry::get().lookup(std::string("hlo.") + name), nullptr)
        << name;
}

TEST_F(ElementwiseKernelsTest, ComplexRemainderIsARunTimeError) {
  // The dialect accepts remainder on complex (as XLA's shape inference
  // does), but XLA has no semantics for it.
  std::string source = R"(
func.func @main(%a: tensor<1xcomplex<f32>>) -> tensor<1xcomplex<f32>> {
  %r = hlo.remainder %a, %a : tensor<1xcomplex<f32>>
  return %r : tensor<1xcomplex<f32>>
}
)";
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(source, &context);
  ASSERT_TRUE(module);
  std::string message;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
    message = diagnostic.str();
    return success();
  });
  FailureOr<std::unique_ptr<Executable>> executable =
      Executable::compile(module->lookupSymbol<func::FuncOp>("main"));
  ASSERT_TRUE(succeeded(executable));
  std::vector<RtValue> arguments;
  arguments.emplace_back(lit<c64>(ET::C64, {{1, 1}}));
  EXPECT_TRUE(failed((*executable)->run(arguments)));
  EXPECT_NE(message.find("c64"), std::string::npos) << message;
}

} // namespace
