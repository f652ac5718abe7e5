//===- HloTextAttributes.cpp - Reading HLO text attribute values
//-----------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the readers of HLO text attribute values. They scan
// the value's source text with a small cursor, so that every error points at
// the offending character of the original file.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Target/Hlo/Text/HloTextAttributes.h"

#include "HloTextCursor.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <numeric>

using namespace xhlo::hlo_text;
using llvm::SMLoc;
using llvm::StringRef;

namespace {

/// A cursor over an attribute value that reports errors where they are.
class Cursor : public TextCursor {
public:
  Cursor(StringRef text, ErrorHandler onError)
      : TextCursor(text), onError(onError) {}

  bool expect(StringRef s) {
    if (consumeIf(s))
      return true;
    return fail("expected '" + s + "'");
  }
  bool fail(const llvm::Twine &message) {
    if (!failed)
      onError(SMLoc::getFromPointer(pos), message);
    failed = true;
    return false;
  }
  bool parseInt(int64_t &value) {
    skipSpace();
    const char *start = pos;
    if (pos != text.end() && (*pos == '-' || *pos == '+'))
      ++pos;
    while (pos != text.end() && isdigit(static_cast<unsigned char>(*pos)))
      ++pos;
    StringRef digits(start, pos - start);
    if (digits.consume_front("+"), digits.getAsInteger(10, value)) {
      pos = start;
      return fail("expected an integer");
    }
    return true;
  }
  /// A run of characters allowed in a scalar literal.
  StringRef scanScalar() {
    skipSpace();
    const char *start = pos;
    while (pos != text.end() &&
           (isalnum(static_cast<unsigned char>(*pos)) || *pos == '.' ||
            *pos == '-' || *pos == '+' || *pos == '_'))
      ++pos;
    // nan(0x...) payloads.
    if (pos != text.end() && *pos == '(' &&
        StringRef(start, pos - start).ends_with("nan")) {
      while (pos != text.end() && *pos != ')')
        ++pos;
      if (pos != text.end())
        ++pos;
    }
    return StringRef(start, pos - start);
  }
  /// Integers separated by `separator` (`3x3`, `1_1`).
  bool parseSeparated(char separator, llvm::SmallVectorImpl<int64_t> &values) {
    do {
      int64_t value;
      if (!parseInt(value))
        return false;
      values.push_back(value);
    } while (pos != text.end() && *pos == separator && (++pos, true));
    return true;
  }

  ErrorHandler onError;
  bool failed = false;
};

/// Parses `{a,b,...}` into `values` (the braces included).
bool parseBracedInts(Cursor &cursor, llvm::SmallVectorImpl<int64_t> &values) {
  if (!cursor.expect("{"))
    return false;
  if (cursor.consumeIf("}"))
    return true;
  do {
    int64_t value;
    if (!cursor.parseInt(value))
      return false;
    values.push_back(value);
  } while (cursor.consumeIf(","));
  return cursor.expect("}");
}

bool finish(Cursor &cursor) {
  if (!cursor.atEnd())
    return cursor.fail("unexpected '" + cursor.rest().take_front(16) + "'");
  return true;
}

} // namespace

std::optional<llvm::SmallVector<int64_t>>
xhlo::hlo_text::parseIntList(StringRef text, ErrorHandler onError) {
  Cursor cursor(text, onError);
  llvm::SmallVector<int64_t> values;
  cursor.skipSpace();
  if (cursor.rest().starts_with("{")) {
    if (!parseBracedInts(cursor, values))
      return std::nullopt;
  } else {
    int64_t value;
    if (!cursor.parseInt(value))
      return std::nullopt;
    values.push_back(value);
  }
  if (!finish(cursor))
    return std::nullopt;
  return values;
}

std::optional<std::vector<llvm::SmallVector<int64_t>>>
xhlo::hlo_text::parseIntLists(StringRef text, ErrorHandler onError) {
  Cursor cursor(text, onError);
  std::vector<llvm::SmallVector<int64_t>> lists;
  if (!cursor.expect("{"))
    return std::nullopt;
  if (!cursor.consumeIf("}")) {
    do {
      if (!parseBracedInts(cursor, lists.emplace_back()))
        return std::nullopt;
    } while (cursor.consumeIf(","));
    if (!cursor.expect("}"))
      return std::nullopt;
  }
  if (!finish(cursor))
    return std::nullopt;
  return lists;
}

std::optional<int64_t> xhlo::hlo_text::parseInt(StringRef text,
                                                ErrorHandler onError) {
  Cursor cursor(text, onError);
  int64_t value;
  if (!cursor.parseInt(value) || !finish(cursor))
    return std::nullopt;
  return value;
}

std::optional<bool> xhlo::hlo_text::parseBool(StringRef text,
                                              ErrorHandler onError) {
  if (text == "true")
    return true;
  if (text == "false")
    return false;
  onError(SMLoc::getFromPointer(text.data()),
          "expected 'true' or 'false', got '" + text + "'");
  return std::nullopt;
}

std::optional<std::string> xhlo::hlo_text::parseString(StringRef text,
                                                       ErrorHandler onError) {
  if (text.size() < 2 || (text.front() != '"' && text.front() != '\'') ||
      text.back() != text.front()) {
    onError(SMLoc::getFromPointer(text.data()), "expected a quoted string");
    return std::nullopt;
  }
  StringRef body = text.drop_front().drop_back();
  std::string result;
  for (size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    if (c != '\\' || i + 1 == body.size()) {
      result.push_back(c);
      continue;
    }
    char e = body[++i];
    switch (e) {
    case 'n':
      result.push_back('\n');
      break;
    case 't':
      result.push_back('\t');
      break;
    case 'r':
      result.push_back('\r');
      break;
    case '0':
    case '1':
    case '2':
    case '3':
    case '4':
    case '5':
    case '6':
    case '7': {
      // Up to three octal digits.
      unsigned value = 0, digits = 0;
      --i;
      while (digits < 3 && i + 1 < body.size() && body[i + 1] >= '0' &&
             body[i + 1] <= '7') {
        value = value * 8 + (body[++i] - '0');
        ++digits;
      }
      result.push_back(static_cast<char>(value));
      break;
    }
    case 'x': {
      unsigned value = 0;
      while (i + 1 < body.size() &&
             isxdigit(static_cast<unsigned char>(body[i + 1])))
        value = value * 16 + llvm::hexDigitValue(body[++i]);
      result.push_back(static_cast<char>(value));
      break;
    }
    default:
      result.push_back(e);
      break;
    }
  }
  return result;
}

std::optional<Window> xhlo::hlo_text::parseWindow(StringRef text,
                                                  ErrorHandler onError) {
  Cursor cursor(text, onError);
  Window window;
  if (!cursor.expect("{"))
    return std::nullopt;
  while (!cursor.consumeIf("}")) {
    cursor.skipSpace();
    const char *start = cursor.pos;
    while (cursor.pos != text.end() && *cursor.pos != '=' &&
           !isspace(static_cast<unsigned char>(*cursor.pos)))
      ++cursor.pos;
    StringRef key(start, cursor.pos - start);
    if (!cursor.expect("="))
      return std::nullopt;
    if (key == "pad") {
      // low_high per dimension, `x`-separated.
      do {
        int64_t low, high;
        if (!cursor.parseInt(low) || !cursor.expect("_") ||
            !cursor.parseInt(high))
          return std::nullopt;
        window.padLow.push_back(low);
        window.padHigh.push_back(high);
      } while (cursor.pos != text.end() && *cursor.pos == 'x' &&
               (++cursor.pos, true));
      continue;
    }
    llvm::SmallVector<int64_t> *list =
        llvm::StringSwitch<llvm::SmallVector<int64_t> *>(key)
            .Case("size", &window.size)
            .Case("stride", &window.stride)
            .Case("lhs_dilate", &window.lhsDilate)
            .Case("rhs_dilate", &window.rhsDilate)
            .Case("rhs_reversal", &window.rhsReversal)
            .Default(nullptr);
    if (!list) {
      cursor.pos = start;
      cursor.fail("unknown window field '" + key + "'");
      return std::nullopt;
    }
    if (!cursor.parseSeparated('x', *list))
      return std::nullopt;
  }
  if (!finish(cursor))
    return std::nullopt;
  if (window.size.empty()) {
    onError(SMLoc::getFromPointer(text.data()), "window has no size");
    return std::nullopt;
  }
  return window;
}

std::optional<Padding> xhlo::hlo_text::parsePadding(StringRef text,
                                                    ErrorHandler onError) {
  Cursor cursor(text, onError);
  Padding padding;
  bool anyInterior = false;
  do {
    llvm::SmallVector<int64_t> parts;
    if (!cursor.parseSeparated('_', parts))
      return std::nullopt;
    if (parts.size() != 2 && parts.size() != 3) {
      cursor.fail("expected low_high or low_high_interior padding");
      return std::nullopt;
    }
    padding.low.push_back(parts[0]);
    padding.high.push_back(parts[1]);
    padding.interior.push_back(parts.size() == 3 ? parts[2] : 0);
    anyInterior |= parts.size() == 3;
  } while (cursor.pos != text.end() && *cursor.pos == 'x' &&
           (++cursor.pos, true));
  if (!finish(cursor))
    return std::nullopt;
  (void)anyInterior;
  return padding;
}

std::optional<Slice> xhlo::hlo_text::parseSlice(StringRef text,
                                                ErrorHandler onError) {
  Cursor cursor(text, onError);
  Slice slice;
  if (!cursor.expect("{"))
    return std::nullopt;
  if (!cursor.consumeIf("}")) {
    do {
      int64_t start, limit, stride = 1;
      if (!cursor.expect("[") || !cursor.parseInt(start) ||
          !cursor.expect(":") || !cursor.parseInt(limit))
        return std::nullopt;
      if (cursor.consumeIf(":") && !cursor.parseInt(stride))
        return std::nullopt;
      if (!cursor.expect("]"))
        return std::nullopt;
      slice.start.push_back(start);
      slice.limit.push_back(limit);
      slice.stride.push_back(stride);
    } while (cursor.consumeIf(","));
    if (!cursor.expect("}"))
      return std::nullopt;
  }
  if (!finish(cursor))
    return std::nullopt;
  return slice;
}

/// Reads one side of dim labels: `first`/`second` mark the two non-spatial
/// roles, digits name spatial dimensions.
static bool parseLabels(StringRef labels, char first, char second,
                        int64_t &firstDim, int64_t &secondDim,
                        llvm::SmallVectorImpl<int64_t> &spatial) {
  spatial.assign(labels.size() >= 2 ? labels.size() - 2 : 0, -1);
  for (auto [position, label] : llvm::enumerate(labels)) {
    if (label == first && firstDim == -1) {
      firstDim = position;
    } else if (label == second && secondDim == -1) {
      secondDim = position;
    } else if (isdigit(static_cast<unsigned char>(label)) &&
               static_cast<size_t>(label - '0') < spatial.size() &&
               spatial[label - '0'] == -1) {
      spatial[label - '0'] = position;
    } else {
      return false;
    }
  }
  return firstDim != -1 && secondDim != -1 && !llvm::is_contained(spatial, -1);
}

std::optional<ConvDims> xhlo::hlo_text::parseDimLabels(StringRef text,
                                                       ErrorHandler onError) {
  auto [lhsKernel, output] = text.split("->");
  auto [input, kernel] = lhsKernel.split('_');
  ConvDims dims;
  if (output.empty() || kernel.empty() ||
      !parseLabels(input, 'b', 'f', dims.inputBatch, dims.inputFeature,
                   dims.inputSpatial) ||
      !parseLabels(kernel, 'i', 'o', dims.kernelInput, dims.kernelOutput,
                   dims.kernelSpatial) ||
      !parseLabels(output, 'b', 'f', dims.outputBatch, dims.outputFeature,
                   dims.outputSpatial) ||
      dims.inputSpatial.size() != dims.kernelSpatial.size() ||
      dims.inputSpatial.size() != dims.outputSpatial.size()) {
    onError(SMLoc::getFromPointer(text.data()),
            "invalid dim_labels '" + text +
                "': expected e.g. b01f_01io->b01f, each side naming batch/"
                "feature (b, f) or kernel features (i, o) once and the same "
                "spatial dimensions 0..n-1");
    return std::nullopt;
  }
  return dims;
}

std::optional<std::vector<llvm::SmallVector<int64_t>>>
xhlo::hlo_text::parseReplicaGroups(StringRef text, ErrorHandler onError) {
  if (!text.starts_with("["))
    return parseIntLists(text, onError);
  // The iota form: [groups,size]<=[reshape dims]T(perm).
  Cursor cursor(text, onError);
  llvm::SmallVector<int64_t> shape, reshape, perm;
  auto parseSquare = [&](llvm::SmallVectorImpl<int64_t> &out) {
    if (!cursor.expect("["))
      return false;
    do {
      int64_t value;
      if (!cursor.parseInt(value))
        return false;
      out.push_back(value);
    } while (cursor.consumeIf(","));
    return cursor.expect("]");
  };
  if (!parseSquare(shape) || !cursor.expect("<=") || !parseSquare(reshape))
    return std::nullopt;
  if (cursor.consumeIf("T(")) {
    do {
      int64_t value;
      if (!cursor.parseInt(value))
        return std::nullopt;
      perm.push_back(value);
    } while (cursor.consumeIf(","));
    if (!cursor.expect(")"))
      return std::nullopt;
  } else {
    perm.resize(reshape.size());
    std::iota(perm.begin(), perm.end(), 0);
  }
  if (!finish(cursor))
    return std::nullopt;
  // Every size positive, products without overflow, and a sane total.
  constexpr int64_t kMaxDevices = 1 << 20;
  auto invalid = [&]() {
    onError(SMLoc::getFromPointer(text.data()),
            "invalid iota replica groups '" + text +
                "': sizes must be positive and at most " +
                llvm::Twine(kMaxDevices) + " devices in all");
    return std::nullopt;
  };
  int64_t total = 1;
  for (int64_t d : reshape) {
    std::optional<int64_t> next = llvm::checkedMul<int64_t>(total, d);
    if (d <= 0 || !next || *next > kMaxDevices)
      return invalid();
    total = *next;
  }
  for (int64_t d : shape)
    if (d <= 0 || d > kMaxDevices)
      return invalid();
  llvm::SmallSet<int64_t, 8> seen;
  bool isPermutation = perm.size() == reshape.size();
  for (int64_t p : perm)
    isPermutation &= p >= 0 && p < static_cast<int64_t>(perm.size()) &&
                     seen.insert(p).second;
  if (shape.size() != 2 || shape[0] * shape[1] != total || !isPermutation) {
    onError(SMLoc::getFromPointer(text.data()),
            "invalid iota replica groups '" + text + "'");
    return std::nullopt;
  }
  // Element k of the transposed iota array, in row-major order.
  llvm::SmallVector<int64_t> transposedDims, strides(reshape.size(), 1);
  for (int64_t i = reshape.size() - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * reshape[i + 1];
  for (int64_t p : perm)
    transposedDims.push_back(reshape[p]);
  std::vector<llvm::SmallVector<int64_t>> groups(shape[0]);
  llvm::SmallVector<int64_t> index(perm.size(), 0);
  for (int64_t k = 0; k < total; ++k) {
    int64_t value = 0;
    for (size_t d = 0; d < perm.size(); ++d)
      value += index[d] * strides[perm[d]];
    groups[k / shape[1]].push_back(value);
    for (int64_t d = perm.size() - 1; d >= 0; --d) {
      if (++index[d] < transposedDims[d])
        break;
      index[d] = 0;
    }
  }
  return groups;
}

/// Reads a literal of shape `dims`: one level of braces per dimension around
/// its scalars. Iterative, since the rank comes from the input.
static bool parseLiteralElements(Cursor &cursor, llvm::ArrayRef<int64_t> dims,
                                 bool isComplex,
                                 std::vector<StringRef> &scalars) {
  auto parseScalar = [&] {
    if (isComplex) {
      if (!cursor.expect("("))
        return false;
      StringRef re = cursor.scanScalar();
      if (re.empty() || !cursor.expect(","))
        return cursor.fail("expected a complex value (re, im)");
      StringRef im = cursor.scanScalar();
      if (im.empty() || !cursor.expect(")"))
        return cursor.fail("expected a complex value (re, im)");
      scalars.push_back(re);
      scalars.push_back(im);
      return true;
    }
    StringRef scalar = cursor.scanScalar();
    if (scalar.empty())
      return cursor.fail("expected a literal value");
    scalars.push_back(scalar);
    return true;
  };
  auto open = [&] {
    if (!cursor.expect("{"))
      return false;
    if (cursor.consumeIf("..."))
      return cursor.fail("elided literal values ({...}) cannot be read");
    return true;
  };
  if (dims.empty())
    return parseScalar();
  // The elements read so far of each open level.
  llvm::SmallVector<int64_t> counts;
  if (!open())
    return false;
  counts.push_back(0);
  while (!counts.empty()) {
    size_t level = counts.size() - 1;
    if (counts.back() == dims[level]) {
      if (!cursor.consumeIf("}"))
        return cursor.fail("literal has more than " + llvm::Twine(dims[level]) +
                           " elements in dimension " + llvm::Twine(level));
      counts.pop_back();
      if (!counts.empty())
        ++counts.back();
      continue;
    }
    if (counts.back() && !cursor.consumeIf(","))
      return cursor.fail("literal has fewer than " + llvm::Twine(dims[level]) +
                         " elements in dimension " + llvm::Twine(level));
    if (level + 1 == dims.size()) {
      if (!parseScalar())
        return false;
      ++counts.back();
      continue;
    }
    if (!open())
      return false;
    counts.push_back(0);
  }
  return true;
}

std::optional<std::vector<StringRef>>
xhlo::hlo_text::parseLiteral(StringRef text, llvm::ArrayRef<int64_t> dims,
                             bool isComplex, ErrorHandler onError) {
  Cursor cursor(text, onError);
  std::vector<StringRef> scalars;
  if (!parseLiteralElements(cursor, dims, isComplex, scalars) ||
      !finish(cursor))
    return std::nullopt;
  return scalars;
}
