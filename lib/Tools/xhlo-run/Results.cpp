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

void xhlo::runner::storeDouble(ElementType type, uint8_t *out, double value) {
  auto store = [&](auto v) { std::memcpy(out, &v, sizeof(v)); };
  auto half = [&](const llvm::fltSemantics &sem) {
    llvm::APFloat f(value);
    bool lossy;
    f.convert(sem, llvm::APFloat::rmNearestTiesToEven, &lossy);
    store(static_cast<uint16_t>(f.bitcastToAPInt().getZExtValue()));
  };
  switch (type) {
  case ElementType::Pred:
    store(static_cast<uint8_t>(value != 0));
    break;
  case ElementType::S8:
    store(static_cast<int8_t>(value));
    break;
  case ElementType::S16:
    store(static_cast<int16_t>(value));
    break;
  case ElementType::S32:
    store(static_cast<int32_t>(value));
    break;
  case ElementType::S64:
    store(static_cast<int64_t>(value));
    break;
  case ElementType::U8:
    store(static_cast<uint8_t>(value));
    break;
  case ElementType::U16:
    store(static_cast<uint16_t>(value));
    break;
  case ElementType::U32:
    store(static_cast<uint32_t>(value));
    break;
  case ElementType::U64:
    store(static_cast<uint64_t>(value));
    break;
  case ElementType::F16:
    half(llvm::APFloat::IEEEhalf());
    break;
  case ElementType::BF16:
    half(llvm::APFloat::BFloat());
    break;
  case ElementType::F32:
    store(static_cast<float>(value));
    break;
  case ElementType::F64:
    store(value);
    break;
  case ElementType::C64:
    store(std::complex<float>(value, 0));
    break;
  case ElementType::C128:
    store(std::complex<double>(value, 0));
    break;
  }
}

double xhlo::runner::loadDouble(ElementType type, const uint8_t *in,
                                bool imag) {
  auto load = [&](auto v) {
    std::memcpy(&v, in, sizeof(v));
    return v;
  };
  auto half = [&](const llvm::fltSemantics &sem) {
    llvm::APFloat f(sem, llvm::APInt(16, load(uint16_t())));
    bool lossy;
    f.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
              &lossy);
    return f.convertToDouble();
  };
  switch (type) {
  case ElementType::Pred:
    return load(uint8_t()) != 0;
  case ElementType::S8:
    return load(int8_t());
  case ElementType::S16:
    return load(int16_t());
  case ElementType::S32:
    return load(int32_t());
  case ElementType::S64:
    return static_cast<double>(load(int64_t()));
  case ElementType::U8:
    return load(uint8_t());
  case ElementType::U16:
    return load(uint16_t());
  case ElementType::U32:
    return load(uint32_t());
  case ElementType::U64:
    return static_cast<double>(load(uint64_t()));
  case ElementType::F16:
    return half(llvm::APFloat::IEEEhalf());
  case ElementType::BF16:
    return half(llvm::APFloat::BFloat());
  case ElementType::F32:
    return load(float());
  case ElementType::F64:
    return load(double());
  case ElementType::C64: {
    auto c = load(std::complex<float>());
    return imag ? c.imag() : c.real();
  }
  case ElementType::C128: {
    auto c = load(std::complex<double>());
    return imag ? c.imag() : c.real();
  }
  }
  return 0;
}

bool xhlo::runner::isComplex(ElementType type) {
  return type == ElementType::C64 || type == ElementType::C128;
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
  switch (type) {
  case ElementType::Pred:
    os << (*in ? "true" : "false");
    return;
  case ElementType::S64:
    int64_t s;
    std::memcpy(&s, in, 8);
    os << s;
    return;
  case ElementType::U64:
    uint64_t u;
    std::memcpy(&u, in, 8);
    os << u;
    return;
  case ElementType::F64:
    number(loadDouble(type, in), /*isDouble=*/true);
    return;
  case ElementType::C64:
  case ElementType::C128:
    os << "(";
    number(loadDouble(type, in), type == ElementType::C128);
    os << ", ";
    number(loadDouble(type, in, /*imag=*/true), type == ElementType::C128);
    os << ")";
    return;
  case ElementType::F16:
  case ElementType::BF16:
  case ElementType::F32:
    number(loadDouble(type, in), /*isDouble=*/false);
    return;
  default:
    os << static_cast<int64_t>(loadDouble(type, in));
    return;
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

/// Compares `got` with the expected array; reports the worst element.
static bool checkResult(const Literal &got, const Literal &expected,
                        unsigned index, double rtol, double atol) {
  if (got.getShape() != expected.getShape()) {
    llvm::errs() << "xhlo-run: result " << index << " has shape [";
    llvm::interleave(got.getShape(), llvm::errs(), ",");
    llvm::errs() << "], expected [";
    llvm::interleave(expected.getShape(), llvm::errs(), ",");
    llvm::errs() << "]\n";
    return false;
  }
  const auto *a = static_cast<const uint8_t *>(got.data());
  const auto *b = static_cast<const uint8_t *>(expected.data());
  size_t wa = getElementTypeByteSize(got.getElementType());
  size_t wb = getElementTypeByteSize(expected.getElementType());
  int64_t worst = -1, mismatches = 0;
  double worstExcess = 0;
  for (int64_t i = 0; i < got.getNumElements(); ++i) {
    for (bool imag : {false, true}) {
      if (imag && !isComplex(got.getElementType()))
        break;
      double x = loadDouble(got.getElementType(), a + i * wa, imag);
      double y = loadDouble(expected.getElementType(), b + i * wb, imag);
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
        ++mismatches;
        if (worst < 0 || excess > worstExcess) {
          worst = i;
          worstExcess = excess;
        }
      }
    }
  }
  if (!mismatches)
    return true;
  llvm::errs() << "xhlo-run: result " << index << ": " << mismatches << " of "
               << got.getNumElements()
               << " elements differ beyond rtol=" << rtol << " atol=" << atol
               << "; worst at flat index " << worst << ": got ";
  printElement(llvm::errs(), got.getElementType(), a + worst * wa);
  llvm::errs() << ", expected ";
  printElement(llvm::errs(), expected.getElementType(), b + worst * wb);
  llvm::errs() << "\n";
  return false;
}

//===----------------------------------------------------------------------===//
// Writing and checking results
//===----------------------------------------------------------------------===//

LogicalResult xhlo::runner::writeResults(StringRef dir,
                                         ArrayRef<RtValue> results) {
  if (std::error_code ec = llvm::sys::fs::create_directories(dir)) {
    llvm::errs() << "xhlo-run: error: cannot create '" << dir
                 << "': " << ec.message() << "\n";
    return failure();
  }
  for (auto [index, result] : llvm::enumerate(results)) {
    if (!result.isArray()) {
      llvm::errs() << "xhlo-run: error: result " << index
                   << " is not an array and cannot be written as .npy\n";
      return failure();
    }
    llvm::SmallString<128> path(dir);
    llvm::sys::path::append(path, "result_" + std::to_string(index) + ".npy");
    if (llvm::Error error = writeNpy(result.getArray(), path)) {
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
    ok &= checkResult(result.getArray(), *expected, index, rtol, atol);
  }
  return success(ok);
}
