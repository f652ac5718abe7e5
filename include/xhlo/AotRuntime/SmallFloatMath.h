//===- SmallFloatMath.h - The floats of at most 8 bits, written once -*- C++
//-*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Encoding and decoding of XLA's float types of at most 8 bits (the f8
// family and the f6/f4 microscaling types), from one description per format
// (SmallFloatFormats.def): exponent and mantissa bits, bias, and which
// non-finite values the format has. Decoding is a 256-entry table built from
// that description at compile time; encoding rounds to nearest, ties to
// even, by a binary search in the table, so every format rounds by the same
// code. Shared by the interpreter's codecs and xhlo-run's value reader and
// printer (through Values/SmallFloat.h, which maps an ElementType to its
// format), and by ahead-of-time compiled code: convert-hlo-to-linalg decodes
// through the same tables (constants in the generated code) and encodes by
// calling xhlo_aot_small_float_convert (AotRuntime.h), which is `convert`
// below. Header-only, standard C++ only (the AOT runtime is linked into
// users' programs).
//
//   IEEE     inf is all-ones exponent with a zero mantissa, NaN the rest
//            (f8e5m2, f8e4m3, f8e3m4);
//   FN       no inf; NaN is all-ones exponent and mantissa (f8e4m3fn);
//            overflow becomes NaN;
//   FNUZ     no inf and no negative zero; NaN is the negative-zero pattern
//            0x80 (f8e4m3fnuz, f8e5m2fnuz, f8e4m3b11fnuz); overflow becomes
//            NaN, -0 becomes +0;
//   Finite   no inf and no NaN (f4e2m1fn, f6e2m3fn, f6e3m2fn); overflow
//            and infinities saturate; NaN becomes the sign-only pattern
//            (-0), as XLA's EmitF16ToF4e2m1fn makes any NaN, for f4, and
//            the zero of the opposite sign, as ml_dtypes does, for f6;
//   E8M0     no sign, no zero, no inf, NaN is 0xFF (f8e8m0fnu); encoded as
//            XLA's EmitF32ToF8e8m0fnu does (below), not by the table.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_AOTRUNTIME_SMALLFLOATMATH_H
#define XHLO_AOTRUNTIME_SMALLFLOATMATH_H

#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <utility>

namespace xhlo {

enum class NonFinite { IEEE, FN, FNUZ, Finite, E8M0 };

/// Which values XLA's CPU backend rounds to f16 before rounding them to a
/// format (a second rounding, which can move a value onto a tie of the
/// format): its elemental IR emitter converts to f8e5m2, f8e4m3fn,
/// f8e4m3b11fnuz and f4e2m1fn from f16 only (EmitF16ToF8e5m2, ...,
/// EmitF16ToF4e2m1fn), to f8e4m3/f8e3m4 from f16, f32 and f64 (EmitFxToF8e;
/// bf16 through f16), to the FNUZ types from any float
/// (EmitFloatingToF8fnuz), and every integer through f16; its
/// FloatNormalization passes compute the ops of all these formats in f16
/// (cpu_compiler.cc). f8e8m0fnu goes through f32 (EmitF32ToF8e8m0fnu, and
/// FloatNormalization to f32), which its encoder does. The CPU backend has
/// neither a conversion nor a normalization for the f6 types: XLA computes
/// them only in its evaluator and constant folding, with ml_dtypes, which
/// rounds once from the source (and computes ops in f32).
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
/// `NaNFlipsSign` (Finite formats only): a NaN becomes the zero of the
/// opposite sign, as ml_dtypes converts (`-quiet_NaN()` with quiet_NaN()
/// being -0), instead of -0 whatever its sign (XLA's CPU emitter).
template <int ExponentBits, int MantissaBits, int Bias, NonFinite Kind,
          unsigned ViaF16 = 0, bool NaNFlipsSign = false>
struct SmallFloatFormat {
  static constexpr int kExponentBits = ExponentBits;
  static constexpr int kMantissaBits = MantissaBits;
  static constexpr int kBias = Bias;
  static constexpr NonFinite kKind = Kind;
  static constexpr unsigned kViaF16 = ViaF16;
  static constexpr bool kNaNFlipsSign = NaNFlipsSign;
  static constexpr bool kSigned = Kind != NonFinite::E8M0;
  static constexpr unsigned kBits =
      (kSigned ? 1 : 0) + ExponentBits + MantissaBits;
  static constexpr unsigned kSignBit = kSigned ? 1u << (kBits - 1) : 0;
  static constexpr unsigned kCodes = 1u << kBits;
};

#define XHLO_SMALL_FLOAT_FORMAT(Enum, primitive, exponentBits, mantissaBits,   \
                                bias, kind, viaF16, nanFlipsSign)              \
  using Enum##Format =                                                         \
      SmallFloatFormat<exponentBits, mantissaBits, bias, NonFinite::kind,      \
                       viaF16, nanFlipsSign>;
#include "xhlo/AotRuntime/SmallFloatFormats.def"

namespace detail {

/// `m * 2^e`, exactly (constexpr: std::ldexp is not).
constexpr double scaleByPowerOfTwo(double m, int e) {
  for (; e > 0; --e)
    m *= 2;
  for (; e < 0; ++e)
    m /= 2;
  return m;
}

/// The f32 bits of `(negative ? -1 : 1) * m * 2^e`, which must be exact in
/// f32 (normal or subnormal); m < 2^24.
constexpr uint32_t f32Bits(bool negative, uint32_t m, int e) {
  uint32_t sign = negative ? 0x80000000u : 0;
  if (m == 0)
    return sign;
  for (; m < (1u << 23); m <<= 1)
    --e;
  int biased = e + 23 + 127;
  if (biased >= 1)
    return sign | uint32_t(biased) << 23 | (m & 0x7fffffu);
  return sign | m >> (1 - biased);
}

/// The decoding tables of `Format`, built at compile time (no guard check
/// on the per-element path).
template <typename Format> struct SmallFloatTables {
  static constexpr int kE = Format::kExponentBits;
  static constexpr int kM = Format::kMantissaBits;
  static constexpr unsigned kExponentMask = (1u << kE) - 1;
  static constexpr unsigned kMantissaMask = (1u << kM) - 1;
  static constexpr unsigned kMagnitudeCodes = 1u << (kE + kM);

  /// Each code's value as f32 bits, NaN with XLA's sign and payload.
  std::array<uint32_t, 256> valueBits{};
  /// The finite non-negative values, by code (increasing with it).
  std::array<double, kMagnitudeCodes> magnitudes{};
  /// The largest finite magnitude's code.
  unsigned maxCode = 0;

  static constexpr bool isNaNMagnitude(unsigned code) {
    unsigned exponent = (code >> kM) & kExponentMask;
    unsigned mantissa = code & kMantissaMask;
    switch (Format::kKind) {
    case NonFinite::IEEE:
      return exponent == kExponentMask && mantissa != 0;
    case NonFinite::FN:
      return exponent == kExponentMask && mantissa == kMantissaMask;
    case NonFinite::E8M0:
      return code == 0xff;
    case NonFinite::FNUZ:
    case NonFinite::Finite:
      break;
    }
    return false;
  }
  static constexpr bool isInfMagnitude(unsigned code) {
    return Format::kKind == NonFinite::IEEE && code == (kExponentMask << kM);
  }
  /// A finite code without its sign as `significand * 2^exponent`.
  static constexpr std::pair<uint32_t, int> splitMagnitude(unsigned code) {
    unsigned exponent = (code >> kM) & kExponentMask;
    unsigned mantissa = code & kMantissaMask;
    if (Format::kKind == NonFinite::E8M0)
      return {1, int(exponent) - Format::kBias};
    if (exponent == 0)
      return {mantissa, 1 - Format::kBias - kM};
    return {mantissa + (1u << kM), int(exponent) - Format::kBias - kM};
  }

  constexpr SmallFloatTables() {
    for (unsigned code = 0; code < 256; ++code) {
      unsigned magnitude = code & ~Format::kSignBit;
      bool negative = (code & Format::kSignBit) != 0;
      if (code >= Format::kCodes || isNaNMagnitude(magnitude) ||
          (Format::kKind == NonFinite::FNUZ && code == Format::kSignBit)) {
        // XLA widens an IEEE NaN through f16 keeping the sign and the
        // mantissa as the top of the payload, quieted by the widening to
        // f32; an FN NaN keeps its sign; FNUZ and E8M0 have one NaN.
        bool keepsSign =
            Format::kKind == NonFinite::IEEE || Format::kKind == NonFinite::FN;
        uint32_t payload = Format::kKind == NonFinite::IEEE
                               ? (magnitude & kMantissaMask) << (23 - kM)
                               : 0;
        valueBits[code] =
            (keepsSign && negative && code < Format::kCodes ? 0x80000000u : 0) |
            0x7fc00000u | payload;
      } else if (isInfMagnitude(magnitude)) {
        valueBits[code] = (negative ? 0x80000000u : 0) | 0x7f800000u;
      } else {
        std::pair<uint32_t, int> split = splitMagnitude(magnitude);
        valueBits[code] = f32Bits(negative, split.first, split.second);
      }
    }
    for (unsigned code = 0; code < kMagnitudeCodes; ++code) {
      if (isNaNMagnitude(code) || isInfMagnitude(code))
        continue;
      std::pair<uint32_t, int> split = splitMagnitude(code);
      magnitudes[code] = scaleByPowerOfTwo(double(split.first), split.second);
      maxCode = code;
    }
  }
};

template <typename Format>
inline constexpr SmallFloatTables<Format> kSmallFloatTables{};

} // namespace detail

/// Decoding and encoding of `Format`'s values (bits in the low bits of a
/// byte; the other bits are zero).
template <typename Format> class SmallFloat {
  static constexpr int kE = Format::kExponentBits;
  static constexpr int kM = Format::kMantissaBits;
  static constexpr unsigned kExponentMask = (1u << kE) - 1;
  static constexpr unsigned kMagnitudeCodes = 1u << (kE + kM);
  static constexpr const detail::SmallFloatTables<Format> &tables() {
    return detail::kSmallFloatTables<Format>;
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
    // No NaN: XLA's CPU emitter gives the sign-only pattern, -0, for any
    // NaN (EmitF16ToF4e2m1fn); ml_dtypes (the f6 types) the zero of the
    // opposite sign.
    if (Format::kNaNFlipsSign && negative)
      return 0;
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
  static float decode(uint8_t code) {
    float value;
    std::memcpy(&value, &tables().valueBits[code], sizeof(value));
    return value;
  }

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
    constexpr const detail::SmallFloatTables<Format> &t = tables();
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

namespace small_float {

/// XLA's convert (SmallFloat::convert) of `x`, a value of a type whose
/// SmallFloatSource is `source`, to the format XLA numbers `primitive`
/// (SmallFloatFormats.def): the code in the low bits; -1 for a number that
/// is no format of the table. What xhlo_aot_small_float_convert computes.
inline int32_t convert(int32_t primitive, int32_t source, double x) {
  switch (primitive) {
#define XHLO_SMALL_FLOAT_FORMAT(Enum, number, ...)                             \
  case number:                                                                 \
    return SmallFloat<Enum##Format>::convert(x, SmallFloatSource(source));
#include "xhlo/AotRuntime/SmallFloatFormats.def"
  default:
    return -1;
  }
}

/// The value of each of the 256 codes of the format XLA numbers `primitive`
/// as f32 bits (what SmallFloat::decode returns), or null.
inline const std::array<uint32_t, 256> *getValueBits(int32_t primitive) {
  switch (primitive) {
#define XHLO_SMALL_FLOAT_FORMAT(Enum, number, ...)                             \
  case number:                                                                 \
    return &detail::kSmallFloatTables<Enum##Format>.valueBits;
#include "xhlo/AotRuntime/SmallFloatFormats.def"
  default:
    return nullptr;
  }
}

/// The XlaViaF16 flags of the format XLA numbers `primitive` (0 for a
/// number that is no format of the table): which values XLA rounds to f16
/// first, and with kResultsViaF16 that it computes the format's ops in f16.
inline unsigned getViaF16(int32_t primitive) {
  switch (primitive) {
#define XHLO_SMALL_FLOAT_FORMAT(Enum, number, ...)                             \
  case number:                                                                 \
    return Enum##Format::kViaF16;
#include "xhlo/AotRuntime/SmallFloatFormats.def"
  default:
    return 0;
  }
}

} // namespace small_float

} // namespace xhlo

#endif // XHLO_AOTRUNTIME_SMALLFLOATMATH_H
