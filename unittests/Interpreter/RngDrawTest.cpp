//===- RngDrawTest.cpp - hlo.rng's draws, written once --------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// RngDraw.h's own f16/bf16 conversions against LLVM's APFloat, which the
// interpreter used before they were shared with compiled code: every f16 and
// bf16 code to float, and doubles of every exponent (ties, the subnormal
// and overflow edges, NaN payloads) rounded to both. Then what the draws
// promise: UNIFORM values in [a, b) (stepped below b when rounding reaches
// it) and integers in [a, b). (Here, beside the interpreter, which links
// LLVM; the AOT runtime's C functions only forward to these.)
//
//===----------------------------------------------------------------------===//

#include "xhlo/AotRuntime/RngDraw.h"

#include "llvm/ADT/APFloat.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

using namespace xhlo::rng_draw;

namespace {

const llvm::fltSemantics &semanticsOf(HalfFormat format) {
  return format.exponentBits == 5 ? llvm::APFloat::IEEEhalf()
                                  : llvm::APFloat::BFloat();
}

uint32_t bitsOf(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof bits);
  return bits;
}

double doubleOf(uint64_t bits) {
  double d;
  std::memcpy(&d, &bits, sizeof d);
  return d;
}

/// APFloat's rounding of `x` to `format`, as the interpreter rounded.
uint16_t apfloatHalf(double x, HalfFormat format) {
  llvm::APFloat value(x);
  bool lost;
  value.convert(semanticsOf(format), llvm::APFloat::rmNearestTiesToEven, &lost);
  return static_cast<uint16_t>(value.bitcastToAPInt().getZExtValue());
}

TEST(RngDraw, HalfToFloatIsAPFloatsForEveryCode) {
  for (HalfFormat format : {kF16, kBF16})
    for (uint32_t code = 0; code < 65536; ++code) {
      llvm::APFloat value(semanticsOf(format), llvm::APInt(16, code));
      bool lost;
      value.convert(llvm::APFloat::IEEEsingle(),
                    llvm::APFloat::rmNearestTiesToEven, &lost);
      ASSERT_EQ(bitsOf(halfToFloat(static_cast<uint16_t>(code), format)),
                bitsOf(value.convertToFloat()))
          << "code " << code << " of " << format.exponentBits << "e"
          << format.mantissaBits;
    }
}

TEST(RngDraw, DoubleToHalfIsAPFloatsRounding) {
  std::vector<double> values = {0.0,
                                -0.0,
                                1.0,
                                -1.0,
                                65504.0,
                                65519.99,
                                65520.0,
                                -65520.0,
                                0x1.0p-24,
                                0x1.0p-25,
                                0x1.0000001p-25,
                                0x1.8p-24,
                                0x1.0p-14,
                                0x1.ffcp-15,
                                0x1.ffep-15,
                                0x1.0p-133,
                                0x1.0p-134,
                                0x1.8p-133,
                                0x1.fep127,
                                0x1.ffp127,
                                3.0e38,
                                std::numeric_limits<double>::max(),
                                std::numeric_limits<double>::denorm_min(),
                                std::numeric_limits<double>::infinity(),
                                -std::numeric_limits<double>::infinity(),
                                doubleOf(0x7FF8000000000000ull),
                                doubleOf(0xFFF4000000000001ull),
                                doubleOf(0x7FF0000000000001ull),
                                doubleOf(0x7FFABCDEF0123456ull)};
  // Halfway cases between neighbours of both formats, and their
  // neighbours: x.5 ulp of f16 and bf16 at several exponents.
  for (int e = -30; e <= 20; ++e)
    for (double mantissa :
         {1.0 + 0x1.0p-11, 1.0 + 0x3.0p-11, 1.0 + 0x1.0p-8, 1.0 + 0x3.0p-8})
      for (double sign : {1.0, -1.0}) {
        double x = sign * std::ldexp(mantissa, e);
        values.push_back(x);
        values.push_back(std::nextafter(x, 0.0));
        values.push_back(std::nextafter(x, 2 * x));
      }
  // Random bit patterns over every exponent.
  uint64_t state = 1;
  for (int i = 0; i < 200000; ++i) {
    state = splitmix64(state);
    values.push_back(doubleOf(state));
    // Exponents near the formats' ranges more often.
    uint64_t exponent = 1023 - 140 + (state >> 56) % 280;
    values.push_back(
        doubleOf((state & 0x800FFFFFFFFFFFFFull) | (exponent << 52)));
  }
  for (HalfFormat format : {kF16, kBF16})
    for (double x : values)
      ASSERT_EQ(doubleToHalf(x, format), apfloatHalf(x, format))
          << std::hexfloat << x << " to " << format.exponentBits << "e"
          << format.mantissaBits;
}

TEST(RngDraw, UniformDrawsStayInRange) {
  uint64_t s = stream(42, 0);
  struct Range {
    float a, b;
  };
  for (Range range :
       {Range{-2.0f, 3.0f}, Range{1.0f, std::nextafter(1.0f, 2.0f)},
        Range{-1e38f, 3e38f}, Range{0.0f, 1e-44f}})
    for (int64_t i = 0; i < 2000; ++i) {
      float v = drawF32(0, range.a, range.b, s, i);
      ASSERT_TRUE(v >= range.a && v < range.b) << v;
    }
  // f16 [1, next(1)): every draw is 1 (b reached and stepped below).
  uint16_t one = 0x3C00, next = 0x3C01;
  for (int64_t i = 0; i < 500; ++i)
    ASSERT_EQ(drawF16(0, one, next, s, i), one);
  // bf16 [-2, -1): below -1 means a larger magnitude.
  uint16_t minusTwo = 0xC000, minusOne = 0xBF80;
  for (int64_t i = 0; i < 500; ++i) {
    float v = halfToFloat(
        static_cast<uint16_t>(drawBF16(0, minusTwo, minusOne, s, i)), kBF16);
    ASSERT_TRUE(v >= -2.0f && v < -1.0f) << v;
  }
  // Integers: [-5, 7) as int32, and the whole uint64 range but the top.
  for (int64_t i = 0; i < 2000; ++i) {
    auto v = static_cast<int32_t>(
        drawInteger(static_cast<uint64_t>(int64_t(-5)), 7, s, i));
    ASSERT_TRUE(v >= -5 && v < 7) << v;
    ASSERT_LT(drawInteger(0, ~uint64_t(0), s, i), ~uint64_t(0));
  }
}

TEST(RngDraw, CallsDrawDistinctStreams) {
  // The n-th call of an op draws stream n: distinct streams, distinct
  // values; the same call the same values.
  // SplitMix64's published first output for state 0, and the stream
  // formula worked out separately (splitmix64 thrice, in Python).
  EXPECT_EQ(splitmix64(0), 0xE220A8397B1DCDAFull);
  EXPECT_EQ(stream(7, 3), 0xD0AC2EFAD2A1E5D0ull);
  EXPECT_NE(stream(7, 0), stream(7, 1));
  EXPECT_NE(stream(7, 0), stream(8, 0));
  EXPECT_NE(drawF64(1, 0.0, 1.0, stream(7, 0), 0),
            drawF64(1, 0.0, 1.0, stream(7, 1), 0));
  EXPECT_EQ(drawF64(1, 0.0, 1.0, stream(7, 1), 5),
            drawF64(1, 0.0, 1.0, stream(7, 1), 5));
  // NORMAL(a, b) in double: a + b z.
  EXPECT_EQ(drawF64(1, 3.0, 2.0, stream(7, 1), 5),
            3.0 + 2.0 * (drawF64(1, 0.0, 1.0, stream(7, 1), 5)));
}

} // namespace
