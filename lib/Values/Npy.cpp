//===- Npy.cpp - numpy .npy files -----------------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the .npy format: the magic `\x93NUMPY`, a version, a
// little-endian header length (2 bytes in version 1, 4 in versions 2 and 3),
// and a Python dict literal with `descr`, `fortran_order` and `shape`, then
// the raw data. Reading accepts every version, both byte orders and Fortran
// order (transposed into row-major); writing produces version 1.0.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Values/Npy.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace xhlo;
using llvm::StringRef;

namespace {

/// An error about the .npy file `name`.
llvm::Error npyError(StringRef name, const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 name + ": " + message);
}

/// The element type of a numpy type string without its byte order
/// (`f4`, `i8`, `b1`, `?`, ...).
std::optional<ElementType> elementTypeOf(StringRef code) {
  if (code == "?")
    return ElementType::Pred;
#define XHLO_HOST_ELEMENT_TYPE(Enum, name, primitive, kind, bits, semantics,   \
                               mlirType, Storage, npy)                         \
  if (!StringRef(npy).empty() && code == npy)                                  \
    return ElementType::Enum;
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  return std::nullopt;
}

/// numpy's type code of `type` without its byte order, empty when numpy
/// has no such type.
StringRef npyCodeOf(ElementType type) {
  switch (type) {
#define XHLO_HOST_ELEMENT_TYPE(Enum, name, primitive, kind, bits, semantics,   \
                               mlirType, Storage, npy)                         \
  case ElementType::Enum:                                                      \
    return npy;
#include "xhlo/Dialect/Hlo/IR/HloElementTypes.def"
  }
  llvm_unreachable("unknown element type");
}

/// The value of `key` in the header dict: the text after `'key':` up to the
/// next top-level comma or the closing brace.
std::optional<StringRef> dictValue(StringRef header, StringRef key) {
  std::string quoted = ("'" + key + "'").str();
  size_t at = header.find(quoted);
  if (at == StringRef::npos)
    return std::nullopt;
  StringRef rest = header.drop_front(at + quoted.size()).ltrim();
  if (!rest.consume_front(":"))
    return std::nullopt;
  rest = rest.ltrim();
  int depth = 0;
  size_t end = 0;
  for (; end < rest.size(); ++end) {
    char c = rest[end];
    if (c == '(' || c == '[')
      ++depth;
    else if (c == ')' || c == ']')
      --depth;
    else if ((c == ',' || c == '}') && depth == 0)
      break;
  }
  return rest.take_front(end).trim();
}

/// Reverses the bytes of every `width`-byte element.
void byteSwap(char *data, int64_t count, size_t width) {
  for (int64_t i = 0; i < count; ++i)
    std::reverse(data + i * width, data + (i + 1) * width);
}

} // namespace

llvm::Expected<Literal> xhlo::parseNpy(StringRef buffer, StringRef name) {
  if (!buffer.starts_with("\x93NUMPY") || buffer.size() < 10)
    return npyError(name, "not a .npy file (no \\x93NUMPY magic)");
  unsigned major = static_cast<uint8_t>(buffer[6]);
  size_t headerLength;
  size_t headerStart;
  if (major == 1) {
    headerLength = static_cast<uint8_t>(buffer[8]) |
                   (static_cast<uint8_t>(buffer[9]) << 8);
    headerStart = 10;
  } else if (major == 2 || major == 3) {
    if (buffer.size() < 12)
      return npyError(name, "truncated header");
    headerLength = 0;
    for (int i = 3; i >= 0; --i)
      headerLength = (headerLength << 8) | static_cast<uint8_t>(buffer[8 + i]);
    headerStart = 12;
  } else {
    return npyError(name, "unsupported .npy version " + llvm::Twine(major));
  }
  if (buffer.size() < headerStart + headerLength)
    return npyError(name, "truncated header");
  StringRef header = buffer.substr(headerStart, headerLength);
  StringRef data = buffer.drop_front(headerStart + headerLength);

  std::optional<StringRef> descr = dictValue(header, "descr");
  std::optional<StringRef> fortran = dictValue(header, "fortran_order");
  std::optional<StringRef> shapeText = dictValue(header, "shape");
  if (!descr || !fortran || !shapeText)
    return npyError(name, "header lacks descr, fortran_order or shape: " +
                              header.trim());
  StringRef dtype = descr->trim("'\"");
  char byteOrder = dtype.empty() ? '|' : dtype.front();
  if (byteOrder == '<' || byteOrder == '>' || byteOrder == '|' ||
      byteOrder == '=')
    dtype = dtype.drop_front();
  else
    byteOrder = '|';
  std::optional<ElementType> type = elementTypeOf(dtype);
  if (!type)
    return npyError(name, "unsupported dtype '" + descr->trim("'\"") +
                              "' (xhlo reads bool, int8-64, uint8-64, "
                              "float16/32/64 and complex64/128)");
  bool isFortran = *fortran == "True";
  if (!isFortran && *fortran != "False")
    return npyError(name, "fortran_order must be True or False");

  llvm::SmallVector<int64_t> shape;
  StringRef dims = shapeText->trim("() ");
  int64_t count = 1;
  while (!dims.empty()) {
    auto [dim, rest] = dims.split(',');
    dims = rest.trim();
    dim = dim.trim();
    if (dim.empty())
      continue;
    int64_t size;
    if (dim.getAsInteger(10, size) || size < 0)
      return npyError(name,
                      "invalid dimension '" + dim + "' in shape " + *shapeText);
    std::optional<int64_t> product = llvm::checkedMul<int64_t>(count, size);
    if (!product)
      return npyError(name, "shape " + *shapeText + " is too large");
    count = *product;
    shape.push_back(size);
  }
  size_t width = getElementTypeByteSize(*type);
  std::optional<int64_t> bytes =
      llvm::checkedMul<int64_t>(count, static_cast<int64_t>(width));
  if (!bytes)
    return npyError(name, "shape " + *shapeText + " is too large");
  if (data.size() < static_cast<size_t>(*bytes))
    return npyError(name, "data holds " + llvm::Twine(data.size()) +
                              " bytes, the shape needs " + llvm::Twine(*bytes));

  Literal literal(*type, shape);
  char *out = static_cast<char *>(literal.data());
  if (!isFortran || shape.size() < 2) {
    std::memcpy(out, data.data(), *bytes);
  } else {
    // Column-major to row-major: walk the row-major index, read the
    // column-major position.
    llvm::SmallVector<int64_t> index(shape.size(), 0);
    for (int64_t i = 0; i < count; ++i) {
      int64_t source = 0, stride = 1;
      for (size_t d = 0; d < shape.size(); ++d) {
        source += index[d] * stride;
        stride *= shape[d];
      }
      std::memcpy(out + i * width, data.data() + source * width, width);
      for (int64_t d = shape.size() - 1; d >= 0; --d) {
        if (++index[d] < shape[d])
          break;
        index[d] = 0;
      }
    }
  }
  if (byteOrder == '>' && width > 1) {
    // Complex numbers swap each component.
    bool isComplex = getElementKind(*type) == hlo::ElementKind::Complex;
    byteSwap(out, isComplex ? 2 * count : count, isComplex ? width / 2 : width);
  }
  if (*type == ElementType::Pred)
    for (int64_t i = 0; i < count; ++i)
      out[i] = out[i] != 0;
  return literal;
}

llvm::Expected<Literal> xhlo::readNpy(StringRef path) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return npyError(path, "cannot read: " + buffer.getError().message());
  return parseNpy((*buffer)->getBuffer(), path);
}

llvm::Expected<std::string> xhlo::serializeNpy(const Literal &literal) {
  ElementType type = literal.getElementType();
  StringRef code = npyCodeOf(type);
  if (code.empty()) {
    // (numpy calls the only such type today bfloat16.)
    StringRef name = type == ElementType::BF16 ? StringRef("bfloat16")
                                               : getElementTypeName(type);
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "numpy has no " + name + ": convert the result to f32 to write it");
  }
  // One-byte types have no byte order.
  std::string descr =
      (getElementTypeByteSize(type) == 1 ? "|" : "<") + code.str();
  std::string shape = "(";
  for (int64_t dim : literal.getShape())
    shape += std::to_string(dim) + ", ";
  if (literal.getRank() > 1)
    shape.resize(shape.size() - 2);
  else if (literal.getRank() == 1)
    shape.resize(shape.size() - 1);
  shape += ")";
  std::string header = "{'descr': '" + descr +
                       "', 'fortran_order': False, 'shape': " + shape + ", }";
  // Pad with spaces so that magic + version + length + header + '\n' is a
  // multiple of 64 bytes.
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header.push_back('\n');
  std::string bytes = "\x93NUMPY";
  bytes.push_back(1);
  bytes.push_back(0);
  bytes.push_back(static_cast<char>(header.size() & 0xff));
  bytes.push_back(static_cast<char>(header.size() >> 8));
  bytes += header;
  bytes.append(static_cast<const char *>(literal.data()),
               literal.getSizeInBytes());
  return bytes;
}

llvm::Error xhlo::writeNpy(const Literal &literal, StringRef path) {
  llvm::Expected<std::string> bytes = serializeNpy(literal);
  if (!bytes)
    return bytes.takeError();
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return npyError(path, "cannot write: " + ec.message());
  os << *bytes;
  os.close();
  if (os.has_error())
    return npyError(path, "cannot write: " + os.error().message());
  return llvm::Error::success();
}
