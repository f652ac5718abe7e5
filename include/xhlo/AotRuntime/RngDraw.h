//===- RngDraw.h - The values of hlo.rng, written once ----------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// What the old `rng` opcode (RNG_UNIFORM, RNG_NORMAL) draws, shared by the
// interpreter's kernel (lib/Interpreter/Kernels/MiscKernels.cpp) and the AOT
// runtime's xhlo_aot_rng_* functions (AotRandom.cpp; the host JIT maps the
// same functions), so that compiled code draws the interpreter's values bit
// for bit. Header-only, standard C++ only (the AOT runtime is linked into
// users' programs).
//
// A call of an rng op draws from one stream:
//   stream = splitmix64(splitmix64(splitmix64(seed ^ position) + call))
// where `seed` is the run's seed, `position` a hash of the op's place in the
// module (getRngPositionHash, xhlo/Dialect/Hlo/IR/HloRandom.h) and `call`
// how often the op ran before in the runs sharing the random state. Element
// i (row-major) of the call is then:
// - floats: UNIFORM a + (b - a) u with u = 53 random bits of
//   splitmix64(stream + 2i) scaled to [0, 1) (interpolated when b - a
//   overflows), stepped below b when rounding to the type reaches b;
//   NORMAL a + b z by Box-Muller in double from splitmix64(stream + 2i) and
//   splitmix64(stream + 2i + 1). f16 and bf16 take their bounds as floats
//   and round the double once (to nearest, ties to even).
// - integers and pred: a + floor(splitmix64(stream + i) (b - a) / 2^64)
//   (Lemire's multiply-shift), in 64-bit arithmetic on the bounds sign- or
//   zero-extended, truncated to the type.
// - the floats of at most 8 bits: the bounds decoded to floats, the double
//   rounded to float and then converted as XLA converts an f32
//   (SmallFloatMath.h); a UNIFORM value that reaches b becomes the largest
//   value of the format in [a, b).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_AOTRUNTIME_RNGDRAW_H
#define XHLO_AOTRUNTIME_RNGDRAW_H

#include "xhlo/AotRuntime/SmallFloatMath.h"

#include <cmath>
#include <cstdint>
#include <cstring>

namespace xhlo {
namespace rng_draw {

inline uint64_t splitmix64(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

/// The stream of call number `call` (from 0) of the op whose seed and
/// position give `seedXorPosition`. Each call draws at most 2 words per
/// element from stream + [0, 2n).
inline uint64_t stream(uint64_t seedXorPosition, uint64_t call) {
  return splitmix64(splitmix64(splitmix64(seedXorPosition) + call));
}

/// Uniform in [0, 1) from 53 random bits.
inline double unitDouble(uint64_t bits) {
  return static_cast<double>(bits >> 11) * 0x1.0p-53;
}

/// Element `i` of the stream as a double of the distribution (`normal`:
/// NORMAL with mean a and deviation b, else UNIFORM over [a, b)).
inline double drawDouble(bool normal, double a, double b, uint64_t stream,
                         int64_t i) {
  uint64_t bits = splitmix64(stream + 2 * static_cast<uint64_t>(i));
  if (!normal) {
    double u = unitDouble(bits);
    double value = a + (b - a) * u;
    // b - a can overflow (f64 [-max, max)): interpolate instead.
    return std::isfinite(value) ? value : a * (1 - u) + b * u;
  }
  // Box-Muller: u1 in (0, 1].
  double u1 = 1.0 - unitDouble(bits);
  double u2 = unitDouble(splitmix64(stream + 2 * static_cast<uint64_t>(i) + 1));
  double z = std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2);
  return a + b * z;
}

/// Element `i` as float or double (T): a value that rounds up to b under
/// UNIFORM becomes the largest T below b.
template <typename T>
T drawReal(bool normal, T a, T b, uint64_t stream, int64_t i) {
  T value = static_cast<T>(drawDouble(normal, a, b, stream, i));
  if (!normal && a < b && value >= b)
    value = std::nextafter(b, a);
  return value;
}

/// An IEEE binary format narrower than float: f16 (5 exponent bits, 10
/// mantissa bits) or bf16 (8, 7).
struct HalfFormat {
  int exponentBits;
  int mantissaBits;
};
constexpr HalfFormat kF16{5, 10};
constexpr HalfFormat kBF16{8, 7};

/// The float of the bits `h` of `format`, exactly; a NaN keeps its payload
/// (shifted up) and becomes quiet, as APFloat converts it.
inline float halfToFloat(uint16_t h, HalfFormat format) {
  int m = format.mantissaBits, e = format.exponentBits;
  uint32_t sign = static_cast<uint32_t>(h >> (m + e)) << 31;
  uint32_t exponent = (h >> m) & ((1u << e) - 1);
  uint32_t mantissa = h & ((1u << m) - 1);
  int bias = (1 << (e - 1)) - 1;
  uint32_t bits;
  if (exponent == (1u << e) - 1) {
    bits = sign | 0x7F800000u | (mantissa << (23 - m));
    if (mantissa != 0)
      bits |= 0x00400000u;
  } else if (exponent == 0) {
    // Zero or subnormal: mantissa * 2^(1 - bias - m), exact in float.
    float magnitude = std::ldexp(static_cast<float>(mantissa), 1 - bias - m);
    std::memcpy(&bits, &magnitude, sizeof bits);
    bits |= sign;
  } else {
    bits = sign | ((exponent - bias + 127) << 23) | (mantissa << (23 - m));
  }
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

/// `x` rounded once to `format` (to nearest, ties to even; overflow to
/// infinity), as APFloat converts a double; a NaN keeps the top bits of its
/// payload and becomes quiet.
inline uint16_t doubleToHalf(double x, HalfFormat format) {
  int m = format.mantissaBits, e = format.exponentBits;
  uint64_t d;
  std::memcpy(&d, &x, sizeof d);
  uint16_t sign = static_cast<uint16_t>((d >> 63) << (m + e));
  int exponent = static_cast<int>((d >> 52) & 0x7FF);
  uint64_t mantissa = d & ((uint64_t(1) << 52) - 1);
  uint16_t infinity = static_cast<uint16_t>(((1u << e) - 1) << m);
  if (exponent == 0x7FF) {
    if (mantissa == 0)
      return sign | infinity;
    return sign | infinity | static_cast<uint16_t>(mantissa >> (52 - m)) |
           static_cast<uint16_t>(1u << (m - 1));
  }
  // Double zeros and subnormals are below half the smallest subnormal of
  // both formats.
  if (exponent == 0)
    return sign;
  int bias = (1 << (e - 1)) - 1;
  int unbiased = exponent - 1023;
  uint64_t significand = mantissa | (uint64_t(1) << 52);
  // Drop `shift` bits: to m bits of mantissa, more below the normal range.
  int shift = 52 - m;
  if (unbiased < 1 - bias)
    shift += (1 - bias) - unbiased;
  if (shift > 53)
    return sign;
  uint64_t kept = significand >> shift;
  uint64_t rest = significand & ((uint64_t(1) << shift) - 1);
  uint64_t halfway = uint64_t(1) << (shift - 1);
  if (rest > halfway || (rest == halfway && (kept & 1)))
    ++kept;
  if (unbiased < 1 - bias)
    // Subnormal; rounding up to 2^m makes the smallest normal's bits.
    return sign | static_cast<uint16_t>(kept);
  int biased = unbiased + bias;
  if (kept == (uint64_t(1) << (m + 1))) {
    kept >>= 1;
    ++biased;
  }
  if (biased >= (1 << e) - 1)
    return sign | infinity;
  return sign | static_cast<uint16_t>(biased << m) |
         static_cast<uint16_t>(kept & ((uint64_t(1) << m) - 1));
}

/// Element `i` of f16 or bf16 bits: drawn with the bounds as floats and
/// rounded once; a value that reaches b under UNIFORM becomes the largest
/// value below b (b's bits stepped toward a).
inline uint16_t drawHalf(bool normal, uint16_t aBits, uint16_t bBits,
                         HalfFormat format, uint64_t stream, int64_t i) {
  float a = halfToFloat(aBits, format), b = halfToFloat(bBits, format);
  uint16_t bits = doubleToHalf(drawDouble(normal, a, b, stream, i), format);
  if (!normal && a < b && halfToFloat(bits, format) >= b) {
    uint16_t signBit = static_cast<uint16_t>(
        1u << (format.exponentBits + format.mantissaBits));
    uint16_t magnitude = bBits & static_cast<uint16_t>(signBit - 1);
    bits = bBits;
    if (b > 0)
      bits = magnitude == 0 ? bits : bits - 1;
    else
      bits = magnitude == 0 ? (bits | signBit) + 1 : bits + 1;
  }
  return bits;
}

/// Why the interpreter refuses the bounds of a UNIFORM draw of integers
/// (and pred: !(a < b)) or of floats (!(a <= b)): its message, which
/// compiled code that is passed such bounds fails with too
/// (xhlo_aot_rng_bounds_failed).
inline const char *getBoundsRefusal(bool integer) {
  return integer ? "rng UNIFORM needs a < b"
                 : "rng UNIFORM needs a <= b (and no NaN)";
}

/// Element `i` of an integer or pred draw over [a, b) (a < b), the bounds
/// extended to 64 bits as their type's signedness says; the caller
/// truncates the result to the type.
inline uint64_t drawInteger(uint64_t a, uint64_t b, uint64_t stream,
                            int64_t i) {
  uint64_t range = b - a;
  uint64_t bits = splitmix64(stream + static_cast<uint64_t>(i));
  uint64_t offset = static_cast<uint64_t>(
      (static_cast<unsigned __int128>(bits) * range) >> 64);
  return a + offset;
}

/// Element `i` of the float of at most 8 bits that XLA numbers `primitive`
/// (SmallFloatFormats.def), as its code, from the codes of the bounds; -1
/// for a number that is no such format. (XLA's RngExpander draws f16 and
/// bf16 in f32 and converts; its CPU backend aborts on these types, this is
/// what that rewrite spells out.)
inline int32_t drawSmallFloat(int32_t primitive, int32_t normal, int32_t aCode,
                              int32_t bCode, uint64_t stream, int64_t i) {
  const std::array<uint32_t, 256> *values =
      small_float::getValueBits(primitive);
  unsigned codes = 0;
  switch (primitive) {
#define XHLO_SMALL_FLOAT_FORMAT(Enum, number, ...)                             \
  case number:                                                                 \
    codes = Enum##Format::kCodes;                                              \
    break;
#include "xhlo/AotRuntime/SmallFloatFormats.def"
  default:
    return -1;
  }
  auto load = [&](int32_t code) {
    float f;
    uint32_t bits = (*values)[static_cast<uint8_t>(code)];
    std::memcpy(&f, &bits, sizeof f);
    return f;
  };
  float a = load(aCode), b = load(bCode);
  float value = static_cast<float>(drawDouble(normal != 0, a, b, stream, i));
  int32_t code = small_float::convert(
      primitive, static_cast<int32_t>(SmallFloatSource::Wide), value);
  if (normal == 0 && a < b && load(code) >= b) {
    // The largest value below b (and not below a), if there is one.
    int32_t below = -1;
    for (unsigned c = 0; c < codes; ++c) {
      float v = load(static_cast<int32_t>(c));
      if (v < b && v >= a && (below < 0 || v > load(below)))
        below = static_cast<int32_t>(c);
    }
    if (below >= 0)
      code = below;
  }
  return code;
}

/// The functions of the AOT runtime's C ABI (AotRuntime.h, xhlo_aot_rng_*),
/// which the host JIT maps too: scalars only, f16/bf16 bits in the low
/// half of a 32-bit word (no 16-bit argument or result, whose extension
/// conventions differ between compilers).
inline float drawF32(int32_t normal, float a, float b, uint64_t stream,
                     int64_t i) {
  return drawReal<float>(normal != 0, a, b, stream, i);
}
inline double drawF64(int32_t normal, double a, double b, uint64_t stream,
                      int64_t i) {
  return drawReal<double>(normal != 0, a, b, stream, i);
}
inline uint32_t drawF16(int32_t normal, uint32_t a, uint32_t b, uint64_t stream,
                        int64_t i) {
  return drawHalf(normal != 0, static_cast<uint16_t>(a),
                  static_cast<uint16_t>(b), kF16, stream, i);
}
inline uint32_t drawBF16(int32_t normal, uint32_t a, uint32_t b,
                         uint64_t stream, int64_t i) {
  return drawHalf(normal != 0, static_cast<uint16_t>(a),
                  static_cast<uint16_t>(b), kBF16, stream, i);
}

} // namespace rng_draw
} // namespace xhlo

#endif // XHLO_AOTRUNTIME_RNGDRAW_H
