//===- SmallFloat.h - The 8-bit and narrower float formats ------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Encoding and decoding of XLA's float types of at most 8 bits (the f8
// family, and the f6/f4 microscaling types when they arrive), from one
// description per format: exponent and mantissa bits, bias, and which
// non-finite values the format has. Decoding is a 256-entry table built
// from that description; encoding rounds to nearest, ties to even, by a
// binary search in the table, so every format rounds by the same code:
//
//   IEEE     inf is all-ones exponent with a zero mantissa, NaN the rest
//            (f8e5m2, f8e4m3, f8e3m4);
//   FN       no inf; NaN is all-ones exponent and mantissa (f8e4m3fn);
//            overflow becomes NaN;
//   FNUZ     no inf and no negative zero; NaN is the negative-zero pattern
//            0x80 (f8e4m3fnuz, f8e5m2fnuz, f8e4m3b11fnuz); overflow becomes
//            NaN, -0 becomes +0;
//   Finite   no inf and no NaN (f4e2m1fn, f6e2m3fn, f6e3m2fn); overflow
//            saturates;
//   E8M0     no sign, no zero, no inf, NaN is 0xFF (f8e8m0fnu).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_INTERPRETER_KERNELS_SMALLFLOAT_H
#define XHLO_LIB_INTERPRETER_KERNELS_SMALLFLOAT_H

#include <array>
#include <cmath>
#include <cstdint>

namespace xhlo::interp {

enum class NonFinite { IEEE, FN, FNUZ, Finite, E8M0 };

/// A float format of at most 8 bits.
template <int ExponentBits, int MantissaBits, int Bias, NonFinite Kind>
struct SmallFloatFormat {
  static constexpr int kExponentBits = ExponentBits;
  static constexpr int kMantissaBits = MantissaBits;
  static constexpr int kBias = Bias;
  static constexpr NonFinite kKind = Kind;
  static constexpr bool kSigned = Kind != NonFinite::E8M0;
  static constexpr unsigned kBits =
      (kSigned ? 1 : 0) + ExponentBits + MantissaBits;
  static constexpr unsigned kSignBit = kSigned ? 1u << (kBits - 1) : 0;
  static constexpr unsigned kCodes = 1u << kBits;
};

using F8E5M2Format = SmallFloatFormat<5, 2, 15, NonFinite::IEEE>;
using F8E4M3Format = SmallFloatFormat<4, 3, 7, NonFinite::IEEE>;
using F8E4M3FNFormat = SmallFloatFormat<4, 3, 7, NonFinite::FN>;
using F8E4M3FNUZFormat = SmallFloatFormat<4, 3, 8, NonFinite::FNUZ>;
using F8E5M2FNUZFormat = SmallFloatFormat<5, 2, 16, NonFinite::FNUZ>;
using F8E4M3B11FNUZFormat = SmallFloatFormat<4, 3, 11, NonFinite::FNUZ>;

/// Decoding and encoding of `Format`'s values (bits in the low bits of a
/// byte; the other bits are zero).
template <typename Format> class SmallFloat {
  static constexpr int kE = Format::kExponentBits;
  static constexpr int kM = Format::kMantissaBits;
  static constexpr unsigned kExponentMask = (1u << kE) - 1;
  static constexpr unsigned kMagnitudeCodes = 1u << (kE + kM);

  /// The value of a code without its sign (NaN for the NaN codes).
  static double decodeMagnitude(unsigned code) {
    unsigned exponent = (code >> kM) & kExponentMask;
    unsigned mantissa = code & ((1u << kM) - 1);
    switch (Format::kKind) {
    case NonFinite::IEEE:
      if (exponent == kExponentMask)
        return mantissa == 0 ? INFINITY : NAN;
      break;
    case NonFinite::FN:
      if (exponent == kExponentMask && mantissa == (1u << kM) - 1)
        return NAN;
      break;
    case NonFinite::E8M0:
      if (code == 0xff)
        return NAN;
      return std::ldexp(1.0, int(exponent) - Format::kBias);
    case NonFinite::FNUZ:
    case NonFinite::Finite:
      break;
    }
    if (exponent == 0)
      return std::ldexp(double(mantissa), 1 - Format::kBias - kM);
    return std::ldexp(double(mantissa + (1u << kM)),
                      int(exponent) - Format::kBias - kM);
  }

  struct Tables {
    std::array<float, 256> values{};
    /// The finite non-negative values, by code (increasing with it).
    std::array<double, kMagnitudeCodes> magnitudes{};
    /// The largest finite magnitude's code.
    unsigned maxCode = 0;
    Tables() {
      for (unsigned code = 0; code < 256; ++code) {
        if (code >= Format::kCodes) {
          values[code] = NAN;
          continue;
        }
        double magnitude = decodeMagnitude(code & ~Format::kSignBit);
        bool negative = (code & Format::kSignBit) != 0;
        if (Format::kKind == NonFinite::FNUZ && code == Format::kSignBit)
          values[code] = NAN;
        else
          values[code] = float(negative ? -magnitude : magnitude);
      }
      for (unsigned code = 0; code < kMagnitudeCodes; ++code) {
        magnitudes[code] = decodeMagnitude(code);
        if (std::isfinite(magnitudes[code]))
          maxCode = code;
      }
    }
  };

  static const Tables &tables() {
    static const Tables t;
    return t;
  }

  /// The code of NaN (with `negative`'s sign where the format has one).
  static uint8_t nanCode(bool negative) {
    switch (Format::kKind) {
    case NonFinite::IEEE:
      // A quiet NaN: the top mantissa bit set.
      return uint8_t((negative ? Format::kSignBit : 0) | (kExponentMask << kM) |
                     (1u << (kM - 1)));
    case NonFinite::FN:
      return uint8_t((negative ? Format::kSignBit : 0) | (kMagnitudeCodes - 1));
    case NonFinite::FNUZ:
      return uint8_t(Format::kSignBit);
    case NonFinite::E8M0:
      return 0xff;
    case NonFinite::Finite:
      break;
    }
    // No NaN: XLA's convert gives +0 (ml_dtypes' cast of NaN to a finite
    // format).
    return 0;
  }

public:
  static float decode(uint8_t code) { return tables().values[code]; }

  /// Rounds `x` to the nearest value of the format, ties to the even code.
  static uint8_t encode(double x) {
    const Tables &t = tables();
    bool negative = std::signbit(x);
    if (std::isnan(x))
      return nanCode(negative);
    double a = std::fabs(x);
    if (!Format::kSigned && negative && a != 0)
      return nanCode(negative);
    unsigned code;
    double maxValue = t.magnitudes[t.maxCode];
    if (a >= maxValue) {
      // Rounds to the largest value unless it is past the midpoint to the
      // next binade step (what the next code would be worth).
      unsigned exponent = (t.maxCode >> kM) & kExponentMask;
      double step = std::ldexp(1.0, int(exponent == 0 ? 1 : exponent) -
                                        Format::kBias - kM);
      double midpoint = maxValue + step / 2;
      bool overflows = a > midpoint || (a == midpoint && (t.maxCode & 1) != 0);
      if (!overflows) {
        code = t.maxCode;
      } else {
        switch (Format::kKind) {
        case NonFinite::IEEE:
          return uint8_t((negative ? Format::kSignBit : 0) |
                         (kExponentMask << kM));
        case NonFinite::Finite:
          code = t.maxCode;
          break;
        default:
          return nanCode(negative);
        }
      }
    } else {
      // The largest code whose value is <= a (codes increase with value).
      unsigned lo = 0, hi = t.maxCode;
      while (lo < hi) {
        unsigned mid = (lo + hi + 1) / 2;
        if (t.magnitudes[mid] <= a)
          lo = mid;
        else
          hi = mid - 1;
      }
      code = lo;
      if (t.magnitudes[code] < a) {
        if (Format::kKind == NonFinite::E8M0 && a < t.magnitudes[0]) {
          // Below the smallest power of two (no zero): the smallest.
          code = 0;
        } else {
          double below = a - t.magnitudes[code];
          double above = t.magnitudes[code + 1] - a;
          if (above < below || (above == below && (code & 1) != 0))
            ++code;
        }
      }
    }
    if (code == 0 && Format::kKind == NonFinite::FNUZ)
      return 0;
    return uint8_t((negative ? Format::kSignBit : 0) | code);
  }
};

} // namespace xhlo::interp

#endif // XHLO_LIB_INTERPRETER_KERNELS_SMALLFLOAT_H
