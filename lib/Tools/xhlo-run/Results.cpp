//===- Results.cpp - xhlo-run's values as numbers and text ----------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements xhlo-run's element codecs (one element to and from a
// double) and everything it does with results: print them as XLA's literal
// text or as one summary line per array, write them as .npy files, and
// compare them with expected .npy files.
//
//===----------------------------------------------------------------------===//

#include "Results.h"

#include "xhlo/Values/Npy.h"
#include "xhlo/Values/SmallFloat.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <charconv>
#include <cmath>
#include <complex>
#include <cstring>
#include <functional>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::runner;

//===----------------------------------------------------------------------===//
// Element codecs
//===----------------------------------------------------------------------===//

namespace {
template <typename T> struct IsComplex : std::false_type {};
template <typename T> struct IsComplex<std::complex<T>> : std::true_type {};

/// One element of host storage type `Storage` from a double: pred is
/// `value != 0`, integers truncate, floats stored as raw bits (f16, bf16)
/// round to nearest even through APFloat, complex numbers get a zero
/// imaginary part.
template <typename Storage>
void storeAs(hlo::ElementKind kind, const llvm::fltSemantics *semantics,
             uint8_t *out, double value) {
  Storage element;
  if constexpr (IsComplex<Storage>::value) {
    element = Storage(value, 0);
  } else if constexpr (std::is_integral_v<Storage>) {
    if (kind == hlo::ElementKind::Pred) {
      element = value != 0;
    } else if (kind == hlo::ElementKind::Float) {
      llvm::APFloat f(value);
      bool lossy;
      f.convert(*semantics, llvm::APFloat::rmNearestTiesToEven, &lossy);
      element = static_cast<Storage>(f.bitcastToAPInt().getZExtValue());
    } else {
      element = static_cast<Storage>(value);
    }
  } else {
    element = static_cast<Storage>(value);
  }
  std::memcpy(out, &element, sizeof(element));
}

/// The inverse of storeAs (`imag` selects a complex number's part).
template <typename Storage>
double loadAs(hlo::ElementKind kind, const llvm::fltSemantics *semantics,
              const uint8_t *in, bool imag) {
  Storage element;
  std::memcpy(&element, in, sizeof(element));
  if constexpr (IsComplex<Storage>::value) {
    return imag ? element.imag() : element.real();
  } else if constexpr (std::is_integral_v<Storage>) {
    if (kind == hlo::ElementKind::Pred)
      return element != 0;
    if (kind == hlo::ElementKind::Float) {
      llvm::APFloat f(*semantics, llvm::APInt(8 * sizeof(Storage), element));
      bool lossy;
      f.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
                &lossy);
      return f.convertToDouble();
    }
    return static_cast<double>(element);
  } else {
    return static_cast<double>(element);
  }
}
} // namespace

// The floats of at most 8 bits go through Values/SmallFloat.h (XLA's
// rounding; APFloat has no f8e3m4 or f8e8m0fnu, and f6/f4 take a byte).

void xhlo::runner::storeDouble(ElementType type, uint8_t *out, double value) {
  if (visitSmallFloat(type, [&](auto format) { *out = format.encode(value); }))
    return;
  switch (type) {
#define XHLO_HOST_ELEMENT_TYPE(Enum, name, primitive, kind, bits, semantics,   \
                               mlirType, Storage, npy)                         \
  case ElementType::Enum:                                                      \
    return storeAs<Storage>(hlo::ElementKind::kind, semantics, out, value);
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  }
}

double xhlo::runner::loadDouble(ElementType type, const uint8_t *in,
                                bool imag) {
  double small;
  if (visitSmallFloat(type, [&](auto format) { small = format.decode(*in); }))
    return small;
  switch (type) {
#define XHLO_HOST_ELEMENT_TYPE(Enum, name, primitive, kind, bits, semantics,   \
                               mlirType, Storage, npy)                         \
  case ElementType::Enum:                                                      \
    return loadAs<Storage>(hlo::ElementKind::kind, semantics, in, imag);
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  }
  return 0;
}

bool xhlo::runner::isComplex(ElementType type) {
  return getElementKind(type) == hlo::ElementKind::Complex;
}

//===----------------------------------------------------------------------===//
// Printing and comparing
//===----------------------------------------------------------------------===//

/// One element in the spelling of XLA's literal text.
static void printElement(llvm::raw_ostream &os, ElementType type,
                         const uint8_t *in) {
  auto number = [&](double value, bool isDouble) {
    if (std::isnan(value)) {
      os << (std::signbit(value) ? "-nan" : "nan");
      return;
    }
    if (std::isinf(value)) {
      os << (value < 0 ? "-inf" : "inf");
      return;
    }
    char buffer[64];
    auto result = isDouble
                      ? std::to_chars(buffer, buffer + sizeof(buffer), value)
                      : std::to_chars(buffer, buffer + sizeof(buffer),
                                      static_cast<float>(value));
    os << StringRef(buffer, result.ptr - buffer);
  };
  // Integers exactly (64-bit ones do not fit a double), floats in the
  // shortest form that reads back as the same float (f16, bf16 and f32 as a
  // float, f64 as a double), complex numbers as (re, im).
  switch (getElementKind(type)) {
  case hlo::ElementKind::Pred:
    os << (*in ? "true" : "false");
    return;
  case hlo::ElementKind::Signed: {
    int64_t s = 0;
    std::memcpy(&s, in, getElementTypeByteSize(type));
    // Sign-extend from the element's width (the host is little-endian).
    unsigned shift = 64 - 8 * getElementTypeByteSize(type);
    int64_t value = static_cast<int64_t>(static_cast<uint64_t>(s) << shift);
    os << (value >> shift);
    return;
  }
  case hlo::ElementKind::Unsigned: {
    uint64_t u = 0;
    std::memcpy(&u, in, getElementTypeByteSize(type));
    os << u;
    return;
  }
  case hlo::ElementKind::Float:
    number(loadDouble(type, in), getElementTypeByteSize(type) == 8);
    return;
  case hlo::ElementKind::Complex: {
    bool isDouble = getElementTypeByteSize(type) == 16;
    os << "(";
    number(loadDouble(type, in), isDouble);
    os << ", ";
    number(loadDouble(type, in, /*imag=*/true), isDouble);
    os << ")";
    return;
  }
  }
}

/// Prints a value as XLA's literal text: `f32[2,2] {{1, 2}, {3, 4}}`.
void xhlo::runner::printValue(llvm::raw_ostream &os, const RtValue &value) {
  if (value.isToken()) {
    os << "token[]";
    return;
  }
  if (value.isTuple()) {
    os << "(";
    llvm::interleaveComma(value.getElements(), os,
                          [&](const RtValue &e) { printValue(os, e); });
    os << ")";
    return;
  }
  const Literal &literal = value.getArray();
  ArrayRef<int64_t> shape = literal.getShape();
  os << getElementTypeName(literal.getElementType()) << "[";
  llvm::interleave(shape, os, ",");
  os << "] ";
  const auto *bytes = static_cast<const uint8_t *>(literal.data());
  size_t width = getElementTypeByteSize(literal.getElementType());
  int64_t next = 0;
  std::function<void(size_t)> level = [&](size_t dim) {
    if (dim == shape.size()) {
      printElement(os, literal.getElementType(), bytes + next++ * width);
      return;
    }
    os << "{";
    for (int64_t i = 0; i < shape[dim]; ++i) {
      if (i)
        os << ", ";
      level(dim + 1);
    }
    os << "}";
  };
  level(0);
}

/// Prints one line per array of `value` (tuples element by element): its
/// shape, the smallest, largest and mean element (complex: real parts), the
/// position of the largest, and how many elements are NaN or infinite.
void xhlo::runner::printSummary(llvm::raw_ostream &os, const RtValue &value,
                                const std::string &name) {
  if (value.isToken()) {
    os << name << ": token\n";
    return;
  }
  if (value.isTuple()) {
    for (auto [index, element] : llvm::enumerate(value.getElements()))
      printSummary(os, element, name + "." + std::to_string(index));
    return;
  }
  const Literal &literal = value.getArray();
  ElementType type = literal.getElementType();
  os << name << ": " << getElementTypeName(type) << "[";
  llvm::interleave(literal.getShape(), os, ",");
  os << "]";
  const auto *bytes = static_cast<const uint8_t *>(literal.data());
  size_t width = getElementTypeByteSize(type);
  double min = INFINITY, max = -INFINITY, sum = 0;
  int64_t argmax = -1, nonFinite = 0;
  for (int64_t i = 0, e = literal.getNumElements(); i < e; ++i) {
    double x = loadDouble(type, bytes + i * width);
    if (!std::isfinite(x)) {
      ++nonFinite;
      continue;
    }
    min = std::min(min, x);
    sum += x;
    if (argmax < 0 || x > max) {
      max = x;
      argmax = i;
    }
  }
  if (argmax < 0) {
    os << " no finite element (" << nonFinite << " NaN or inf)\n";
    return;
  }
  // The position of the largest element, one index per dimension.
  SmallVector<int64_t> position(literal.getRank());
  for (int64_t dim = literal.getRank() - 1, rest = argmax; dim >= 0; --dim) {
    position[dim] = rest % literal.getShape()[dim];
    rest /= literal.getShape()[dim];
  }
  os << llvm::format(" min %.6g max %.6g mean %.6g", min, max,
                     sum / (literal.getNumElements() - nonFinite))
     << " argmax [";
  llvm::interleave(position, os, ",");
  os << "]";
  if (nonFinite)
    os << ", " << nonFinite << " NaN or inf";
  os << "\n";
}

/// The element type whose .npy files hold `type`'s elements: the type of
/// its numpy code (s4 -> s8, as .npy files store s2/s4 as int8), or for a
/// type numpy lacks (bf16, the 8-bit floats) the unsigned integer of its
/// size, whose elements are then its bits.
static ElementType getNpyStandIn(ElementType type) {
  StringRef code;
  switch (type) {
#define XHLO_HOST_ELEMENT_TYPE(Enum, name, primitive, kind, bits, semantics,   \
                               mlirType, Storage, npy)                         \
  case ElementType::Enum:                                                      \
    code = npy;                                                                \
    break;
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  }
  size_t size = getElementTypeByteSize(type);
  auto matches = [&](ElementType candidate, StringRef candidateCode) {
    if (!code.empty())
      return candidateCode == code;
    return getElementKind(candidate) == hlo::ElementKind::Unsigned &&
           getElementTypeByteSize(candidate) == size;
  };
#define XHLO_HOST_ELEMENT_TYPE(Enum, name, primitive, kind, bits, semantics,   \
                               mlirType, Storage, npy)                         \
  if (matches(ElementType::Enum, npy))                                         \
    return ElementType::Enum;
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  return type;
}

/// `flat index I: element [i,j,...]`: element `flat` of an array of
/// `shape`, also by its multi-dimensional index.
static void printIndex(llvm::raw_ostream &os, ArrayRef<int64_t> shape,
                       int64_t flat) {
  SmallVector<int64_t, 4> index(shape.size());
  for (int64_t dim = int64_t(shape.size()) - 1, rest = flat; dim >= 0; --dim) {
    index[dim] = shape[dim] ? rest % shape[dim] : 0;
    rest = shape[dim] ? rest / shape[dim] : 0;
  }
  os << "flat index " << flat << ": element [";
  llvm::interleave(index, os, ",");
  os << "]";
}

/// The storage bytes of one element as hex digits, most significant first
/// (the host is little-endian); complex numbers part by part.
static void printBits(llvm::raw_ostream &os, ElementType type,
                      const uint8_t *in) {
  size_t size = getElementTypeByteSize(type);
  auto hex = [&](const uint8_t *bytes, size_t n) {
    os << "0x";
    for (size_t i = n; i-- > 0;)
      os << llvm::format_hex_no_prefix(bytes[i], 2);
  };
  if (!isComplex(type)) {
    hex(in, size);
    return;
  }
  os << "(";
  hex(in, size / 2);
  os << ", ";
  hex(in + size / 2, size / 2);
  os << ")";
}

/// The bit-exact comparison of --rtol=0 --atol=0: each element's storage
/// bytes, so -0 differs from 0, NaNs match only with the same sign and
/// payload, and 64-bit integers compare exactly. `expected` holds `got`'s
/// element type or its .npy stand-in of the same size. Reports the first
/// differing elements with their bits.
static bool checkBits(const Literal &got, const Literal &expected,
                      unsigned index) {
  ElementType type = got.getElementType();
  const auto *a = static_cast<const uint8_t *>(got.data());
  const auto *b = static_cast<const uint8_t *>(expected.data());
  size_t width = getElementTypeByteSize(type);
  constexpr int64_t kShown = 5;
  SmallVector<int64_t, kShown> shown;
  int64_t mismatches = 0;
  for (int64_t i = 0, e = got.getNumElements(); i < e; ++i) {
    if (std::memcmp(a + i * width, b + i * width, width) == 0)
      continue;
    if (mismatches++ < kShown)
      shown.push_back(i);
  }
  if (!mismatches)
    return true;
  llvm::raw_ostream &os = llvm::errs();
  os << "xhlo-run: result " << index << ": " << mismatches << " of "
     << got.getNumElements()
     << " elements differ in their bits (--rtol=0 --atol=0 compare bit "
        "patterns)";
  if (mismatches > kShown)
    os << "; the first " << kShown;
  os << ":\n";
  for (int64_t i : shown) {
    os << "  ";
    printIndex(os, got.getShape(), i);
    os << ", got ";
    printElement(os, type, a + i * width);
    os << " (bits ";
    printBits(os, type, a + i * width);
    os << "), expected ";
    printElement(os, type, b + i * width);
    os << " (bits ";
    printBits(os, type, b + i * width);
    os << ")\n";
  }
  return false;
}

/// Compares `got` with the expected array: bit for bit when `rtol` and
/// `atol` are both 0, else within them (NaN matching NaN only); reports the
/// worst element or the first differing ones.
static bool checkResult(const Literal &got, const Literal &expected,
                        StringRef path, unsigned index, double rtol,
                        double atol) {
  if (got.getShape() != expected.getShape()) {
    llvm::errs() << "xhlo-run: result " << index << " has shape [";
    llvm::interleave(got.getShape(), llvm::errs(), ",");
    llvm::errs() << "], expected [";
    llvm::interleave(expected.getShape(), llvm::errs(), ",");
    llvm::errs() << "]\n";
    return false;
  }
  ElementType gotType = got.getElementType();
  // An expected file of the result type's .npy stand-in holds elements of
  // the result type (bf16 and 8-bit float bits, s4 values as int8).
  ElementType expectedType = expected.getElementType();
  if (expectedType != gotType && expectedType == getNpyStandIn(gotType))
    expectedType = gotType;
  if (rtol == 0 && atol == 0) {
    if (expectedType != gotType) {
      llvm::errs() << "xhlo-run: error: result " << index << " is "
                   << getElementTypeName(gotType) << " but '" << path
                   << "' holds " << getElementTypeName(expectedType)
                   << ": --rtol=0 --atol=0 compare bit patterns, which needs "
                      "the result's element type";
      if (getNpyStandIn(gotType) != gotType)
        llvm::errs() << " (or its bits as "
                     << getElementTypeName(getNpyStandIn(gotType)) << ")";
      llvm::errs() << "\n";
      return false;
    }
    return checkBits(got, expected, index);
  }
  const auto *a = static_cast<const uint8_t *>(got.data());
  const auto *b = static_cast<const uint8_t *>(expected.data());
  size_t wa = getElementTypeByteSize(gotType);
  size_t wb = getElementTypeByteSize(expectedType);
  int64_t worst = -1, mismatches = 0;
  double worstExcess = 0;
  for (int64_t i = 0; i < got.getNumElements(); ++i) {
    // A complex element counts once, however many of its parts differ.
    bool elementDiffers = false;
    for (bool imag : {false, true}) {
      if (imag && !isComplex(gotType))
        break;
      double x = loadDouble(gotType, a + i * wa, imag);
      double y = loadDouble(expectedType, b + i * wb, imag);
      bool ok;
      double excess;
      if (std::isnan(x) || std::isnan(y)) {
        ok = std::isnan(x) && std::isnan(y);
        excess = ok ? 0 : INFINITY;
      } else if (x == y) {
        ok = true;
        excess = 0;
      } else {
        double bound = atol + rtol * std::fabs(y);
        excess = std::fabs(x - y) - bound;
        ok = excess <= 0;
      }
      if (!ok) {
        elementDiffers = true;
        if (worst < 0 || excess > worstExcess) {
          worst = i;
          worstExcess = excess;
        }
      }
    }
    mismatches += elementDiffers;
  }
  if (!mismatches)
    return true;
  llvm::errs() << "xhlo-run: result " << index << ": " << mismatches << " of "
               << got.getNumElements()
               << " elements differ beyond rtol=" << rtol << " atol=" << atol
               << "; worst at ";
  printIndex(llvm::errs(), got.getShape(), worst);
  llvm::errs() << ", got ";
  printElement(llvm::errs(), gotType, a + worst * wa);
  llvm::errs() << ", expected ";
  printElement(llvm::errs(), expectedType, b + worst * wb);
  llvm::errs() << "\n";
  return false;
}

//===----------------------------------------------------------------------===//
// Writing and checking results
//===----------------------------------------------------------------------===//

/// Whether `type` goes to .npy files as its bits (numpy has no such type):
/// bf16, the 8-bit floats and the narrower dialect floats.
static bool isWrittenAsBits(ElementType type) {
  return getElementKind(type) == hlo::ElementKind::Float &&
         getElementKind(getNpyStandIn(type)) == hlo::ElementKind::Unsigned;
}

LogicalResult xhlo::runner::writeResults(StringRef dir,
                                         ArrayRef<RtValue> results) {
  // Every result first, so that a failure leaves no partial set of files.
  for (auto [index, result] : llvm::enumerate(results)) {
    if (!result.isArray()) {
      llvm::errs() << "xhlo-run: error: result " << index
                   << " is not an array and cannot be written as .npy; "
                      "nothing was written\n";
      return failure();
    }
  }
  if (std::error_code ec = llvm::sys::fs::create_directories(dir)) {
    llvm::errs() << "xhlo-run: error: cannot create '" << dir
                 << "': " << ec.message() << "\n";
    return failure();
  }
  for (auto [index, result] : llvm::enumerate(results)) {
    const Literal &literal = result.getArray();
    llvm::SmallString<128> path(dir);
    llvm::sys::path::append(path, "result_" + std::to_string(index) + ".npy");
    std::optional<Literal> bits;
    if (isWrittenAsBits(literal.getElementType())) {
      bits = Literal::uninitialized(getNpyStandIn(literal.getElementType()),
                                    literal.getShape());
      std::memcpy(bits->data(), literal.data(), literal.getSizeInBytes());
    }
    if (llvm::Error error = writeNpy(bits ? *bits : literal, path)) {
      llvm::errs() << "xhlo-run: error: " << llvm::toString(std::move(error))
                   << "\n";
      return failure();
    }
  }
  return success();
}

LogicalResult xhlo::runner::checkResults(ArrayRef<std::string> expect,
                                         ArrayRef<RtValue> results, double rtol,
                                         double atol) {
  if (expect.size() != results.size()) {
    llvm::errs() << "xhlo-run: error: " << expect.size()
                 << " --expect given for " << results.size() << " results\n";
    return failure();
  }
  bool ok = true;
  for (auto [index, result] : llvm::enumerate(results)) {
    llvm::Expected<Literal> expected = readNpy(expect[index]);
    if (!expected) {
      llvm::errs() << "xhlo-run: error: "
                   << llvm::toString(expected.takeError()) << "\n";
      return failure();
    }
    if (!result.isArray()) {
      llvm::errs() << "xhlo-run: error: result " << index
                   << " is not an array\n";
      return failure();
    }
    ok &= checkResult(result.getArray(), *expected, expect[index], index, rtol,
                      atol);
  }
  return success(ok);
}
