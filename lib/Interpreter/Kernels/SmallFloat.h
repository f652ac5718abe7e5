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
//            and infinities saturate, NaN becomes the sign-only pattern
//            (-0), as XLA's EmitF16ToF4e2m1fn makes any NaN;
//   E8M0     no sign, no zero, no inf, NaN is 0xFF (f8e8m0fnu); encoded as
//            XLA's EmitF32ToF8e8m0fnu does (below), not by the table.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_INTERPRETER_KERNELS_SMALLFLOAT_H
#define XHLO_LIB_INTERPRETER_KERNELS_SMALLFLOAT_H

#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace xhlo::interp {

enum class NonFinite { IEEE, FN, FNUZ, Finite, E8M0 };

/// Which values XLA's CPU backend rounds to f16 before rounding them to a
/// format (a second rounding, which can move a value onto a tie of the
/// format): its elemental IR emitter converts to f8e5m2, f8e4m3fn,
/// f8e4m3b11fnuz and f4e2m1fn from f16 only (EmitF16ToF8e5m2, ...), to
/// f8e4m3/f8e3m4 from f16, f32 and f64 (EmitFxToF8e) and to the FNUZ types
/// from any float (EmitFloatingToF8fnuz), and every integer through f16;
/// its FloatNormalization passes compute the ops of these formats in f16.
/// (f8e3m4 and f4e2m1fn, which XLA treats like f8e4m3 and f8e5m2, round
/// once below for now.)
enum XlaViaF16 : unsigned {
  kWideViaF16 = 1,     // convert from f32 and f64
  kBF16ViaF16 = 2,     // convert from bf16
  kIntegersViaF16 = 4, // convert from integers
  kResultsViaF16 = 8,  // every other op's result (computed in f32 here)
  kAllViaF16 = 15,
};

/// Where a value converted to a small float comes from, as its XlaViaF16
/// flag. F16 stands for f16 and the formats of at most 8 bits, all exact in
/// f16.
enum class SmallFloatSource : unsigned {
  F16 = 0,
  BF16 = kBF16ViaF16,
  Wide = kWideViaF16,
  Integer = kIntegersViaF16,
  Result = kResultsViaF16,
};

/// `x` rounded to f16, to nearest even (overflow to inf; NaN unchanged).
inline double roundToHalf(double x) {
  if (!std::isfinite(x))
    return x;
  double a = std::fabs(x);
  if (a >= 65520.0)
    return std::copysign(INFINITY, x);
  int e;
  std::frexp(a, &e); // a = m * 2^e, 0.5 <= m < 1
  int ulpExponent = (e - 1 < -14 ? -14 : e - 1) - 10;
  double r = std::nearbyint(std::ldexp(a, -ulpExponent));
  return std::copysign(std::ldexp(r, ulpExponent), x);
}

/// A float format of at most 8 bits. `ViaF16` says which values XLA
/// rounds to f16 first (XlaViaF16; 0: every value rounds once).
template <int ExponentBits, int MantissaBits, int Bias, NonFinite Kind,
          unsigned ViaF16 = 0>
struct SmallFloatFormat {
  static constexpr int kExponentBits = ExponentBits;
  static constexpr int kMantissaBits = MantissaBits;
  static constexpr int kBias = Bias;
  static constexpr NonFinite kKind = Kind;
  static constexpr unsigned kViaF16 = ViaF16;
  static constexpr bool kSigned = Kind != NonFinite::E8M0;
  static constexpr unsigned kBits =
      (kSigned ? 1 : 0) + ExponentBits + MantissaBits;
  static constexpr unsigned kSignBit = kSigned ? 1u << (kBits - 1) : 0;
  static constexpr unsigned kCodes = 1u << kBits;
};

using F8E5M2Format = SmallFloatFormat<5, 2, 15, NonFinite::IEEE, kAllViaF16>;
using F8E4M3Format =
    SmallFloatFormat<4, 3, 7, NonFinite::IEEE,
                     kBF16ViaF16 | kIntegersViaF16 | kResultsViaF16>;
using F8E4M3FNFormat = SmallFloatFormat<4, 3, 7, NonFinite::FN, kAllViaF16>;
using F8E4M3FNUZFormat = SmallFloatFormat<4, 3, 8, NonFinite::FNUZ,
                                          kIntegersViaF16 | kResultsViaF16>;
using F8E5M2FNUZFormat = SmallFloatFormat<5, 2, 16, NonFinite::FNUZ,
                                          kIntegersViaF16 | kResultsViaF16>;
using F8E4M3B11FNUZFormat =
    SmallFloatFormat<4, 3, 11, NonFinite::FNUZ, kAllViaF16>;
using F8E3M4Format = SmallFloatFormat<3, 4, 3, NonFinite::IEEE>;
using F8E8M0FNUFormat = SmallFloatFormat<8, 0, 127, NonFinite::E8M0>;
using F6E2M3FNFormat = SmallFloatFormat<2, 3, 1, NonFinite::Finite>;
using F6E3M2FNFormat = SmallFloatFormat<3, 2, 3, NonFinite::Finite>;
using F4E2M1FNFormat = SmallFloatFormat<2, 1, 1, NonFinite::Finite>;

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
        if (Format::kKind == NonFinite::IEEE && std::isnan(magnitude)) {
          // XLA widens through f16 keeping the sign and the mantissa as the
          // top of the payload, quieted by the widening to f32.
          uint32_t bits = (negative ? 0x80000000u : 0) | 0x7fc00000u |
                          (code & ((1u << kM) - 1)) << (23 - kM);
          std::memcpy(&values[code], &bits, sizeof(bits));
        }
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
                     ((1u << kM) >> 1));
    case NonFinite::FN:
      return uint8_t((negative ? Format::kSignBit : 0) | (kMagnitudeCodes - 1));
    case NonFinite::FNUZ:
      return uint8_t(Format::kSignBit);
    case NonFinite::E8M0:
      return 0xff;
    case NonFinite::Finite:
      break;
    }
    // No NaN: XLA's convert gives the sign-only pattern, -0, for any NaN
    // (EmitF16ToF4e2m1fn; ml_dtypes too for a positive NaN).
    return uint8_t(Format::kSignBit);
  }

  /// XLA's conversion of an f32 to E8M0 (EmitF32ToF8e8m0fnu, on the bits):
  /// NaN, zeros, negative values and values from 1.5 * 2^127 up give NaN;
  /// values up to 2^-127 give 2^-127 (code 0) and others round to the
  /// nearer power of two, ties up (adding half the exponent's unit), which
  /// takes the f32 subnormals above 2^-127 to 2^-126.
  static uint8_t encodeE8M0(float f) {
    uint32_t bits;
    std::memcpy(&bits, &f, sizeof(bits));
    int32_t value = int32_t(bits);
    if (value <= 0 || value >= 0x7F400000)
      return 0xff;
    if (value <= 0x400000)
      return 0;
    return uint8_t((value + 0x400000) >> 23);
  }

public:
  /// The value of `code` (a NaN with XLA's sign and payload: those of the
  /// code for IEEE formats, the sign for FN, none for FNUZ and E8M0).
  static float decode(uint8_t code) { return tables().values[code]; }

  /// XLA's convert to the format of `x`, a value from `source`: rounded to
  /// f16 first where XLA's CPU backend does (Format::kViaF16), then once to
  /// the format (E8M0 rounds through f32 in encode).
  static uint8_t convert(double x, SmallFloatSource source) {
    if (Format::kKind != NonFinite::E8M0 &&
        (Format::kViaF16 & unsigned(source)) != 0)
      x = roundToHalf(x);
    return encode(x);
  }

  /// Rounds `x` to the nearest value of the format, ties to the even code
  /// (E8M0: as XLA does, through f32).
  static uint8_t encode(double x) {
    if constexpr (Format::kKind == NonFinite::E8M0)
      return encodeE8M0(float(x));
    const Tables &t = tables();
    bool negative = std::signbit(x);
    if (std::isnan(x)) {
      uint8_t code = nanCode(negative);
      if constexpr (Format::kKind == NonFinite::IEEE && kE == 5) {
        // With f16's exponent width XLA rounds the f16 by its mantissa
        // alone (EmitF16ToF8e5m2), keeping the top of the NaN's payload;
        // narrower exponents overflow it to inf first, dropping it.
        uint64_t bits;
        std::memcpy(&bits, &x, sizeof(bits));
        code |= uint8_t((bits >> (52 - kM)) & ((1u << kM) - 1));
      }
      return code;
    }
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
