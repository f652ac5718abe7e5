//===- Idx.cpp - MNIST's idx files ----------------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the idx format. Reading streams: the magic number and
// the dimension sizes come first and are validated (type code, rank, the
// byte count against kMaxIdxBytes and against what the input can hold)
// before the literal is allocated, then exactly the data bytes the header
// promises are read into it, and anything after them is an error. A gzip
// input (one or more members) is inflated by zlib on the fly, so the
// decompressed file is never held twice.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Values/Idx.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

using namespace xhlo;
using llvm::StringRef;
using llvm::Twine;

namespace {

/// An error about the idx file `name`.
llvm::Error idxError(StringRef name, const Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 name + ": " + message);
}

/// idx's type codes and the element types they hold.
struct IdxType {
  uint8_t code;
  ElementType type;
};
constexpr IdxType kIdxTypes[] = {
    {0x08, ElementType::U8},  {0x09, ElementType::S8},
    {0x0B, ElementType::S16}, {0x0C, ElementType::S32},
    {0x0D, ElementType::F32}, {0x0E, ElementType::F64}};

/// The type codes idx has, for messages.
constexpr const char *kIdxTypeList =
    "0x08 u8, 0x09 s8, 0x0b s16, 0x0c s32, 0x0d f32, 0x0e f64";

/// deflate expands its input at most 1032:1 (zlib's technical details), so
/// a gzip stream of N bytes never holds more than 1032 N.
constexpr uint64_t kMaxDeflateRatio = 1032;

/// zlib counts bytes in 32 bits: buffers go to it in pieces of at most this.
constexpr size_t kZlibChunk = size_t(1) << 30;

bool isGzip(StringRef bytes) { return bytes.starts_with("\x1f\x8b"); }

/// `1 byte`, `6 bytes`.
std::string bytesText(uint64_t count) {
  return std::to_string(count) + (count == 1 ? " byte" : " bytes");
}

/// `u8[60000,28,28]`.
std::string shapeString(ElementType type, llvm::ArrayRef<int64_t> shape) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << getElementTypeName(type) << "[";
  llvm::interleave(shape, os, ",");
  os << "]";
  return text;
}

/// Reverses the bytes of `count` elements of `T` at `data` (idx is
/// big-endian; xhlo's literals use the host's order).
template <typename T> void swapBytes(char *data, int64_t count) {
  for (int64_t i = 0; i < count; ++i) {
    T value;
    std::memcpy(&value, data + i * sizeof(T), sizeof(T));
    value = llvm::byteswap(value);
    std::memcpy(data + i * sizeof(T), &value, sizeof(T));
  }
}

/// Converts `count` elements of `width` bytes between big-endian and the
/// host's order (the same swap both ways).
void bigEndianToHost(char *data, int64_t count, size_t width) {
  if (llvm::endianness::native == llvm::endianness::big)
    return;
  switch (width) {
  case 2:
    return swapBytes<uint16_t>(data, count);
  case 4:
    return swapBytes<uint32_t>(data, count);
  case 8:
    return swapBytes<uint64_t>(data, count);
  default:
    return;
  }
}

/// The bytes of an idx file: the buffer itself, or what its gzip stream
/// inflates to.
class IdxSource {
public:
  IdxSource(StringRef buffer, StringRef name)
      : buffer(buffer), name(name), compressed(isGzip(buffer)) {}
  ~IdxSource() {
    if (initialized)
      inflateEnd(&stream);
  }
  IdxSource(const IdxSource &) = delete;
  IdxSource &operator=(const IdxSource &) = delete;

  llvm::Error init() {
    if (!compressed)
      return llvm::Error::success();
    // 15 + 16: a gzip wrapper and any window size.
    int status = inflateInit2(&stream, 15 + 16);
    if (status != Z_OK)
      return idxError(name, Twine("cannot start zlib: ") + zError(status));
    initialized = true;
    return llvm::Error::success();
  }

  bool isCompressed() const { return compressed; }
  /// Whether the gzip stream ended before its end (after a short read).
  bool isCutOff() const { return cutOff; }

  /// Reads up to `size` bytes into `out`; fewer only where the bytes end.
  llvm::Expected<size_t> read(char *out, size_t size) {
    if (!compressed) {
      size_t count = std::min(size, buffer.size() - offset);
      std::memcpy(out, buffer.data() + offset, count);
      offset += count;
      return count;
    }
    size_t done = 0;
    while (done < size) {
      feed();
      if (memberEnded) {
        // Another gzip member may follow (as `cat a.gz b.gz` makes).
        if (stream.avail_in == 0)
          break;
        StringRef rest(reinterpret_cast<const char *>(stream.next_in),
                       stream.avail_in);
        if (!isGzip(rest))
          return idxError(
              name, "not gzip data after the end of the gzip "
                    "stream (" +
                        bytesText(stream.avail_in + buffer.size() - offset) +
                        ")");
        inflateReset(&stream);
        memberEnded = false;
      }
      size_t chunk = std::min(size - done, kZlibChunk);
      stream.next_out = reinterpret_cast<Bytef *>(out + done);
      stream.avail_out = static_cast<uInt>(chunk);
      int status = inflate(&stream, Z_NO_FLUSH);
      done += chunk - stream.avail_out;
      if (status == Z_STREAM_END) {
        memberEnded = true;
        continue;
      }
      if (status == Z_OK)
        continue;
      if (status == Z_BUF_ERROR && stream.avail_in == 0) {
        cutOff = true;
        break;
      }
      return idxError(name, Twine("corrupt gzip stream: ") +
                                (stream.msg ? stream.msg : zError(status)));
    }
    return done;
  }

private:
  /// Hands zlib the next piece of the compressed buffer when it has used up
  /// the last one.
  void feed() {
    if (stream.avail_in != 0 || offset == buffer.size())
      return;
    size_t count = std::min(buffer.size() - offset, kZlibChunk);
    stream.next_in =
        reinterpret_cast<Bytef *>(const_cast<char *>(buffer.data() + offset));
    stream.avail_in = static_cast<uInt>(count);
    offset += count;
  }

  StringRef buffer;
  StringRef name;
  bool compressed;
  /// Plain: the next byte to read; gzip: the next byte to give zlib.
  size_t offset = 0;
  z_stream stream = {};
  bool initialized = false;
  bool memberEnded = false;
  bool cutOff = false;
};

} // namespace

bool xhlo::isIdxPath(StringRef path) {
  StringRef file = llvm::sys::path::filename(path);
  file.consume_back(".gz");
  if (file.ends_with(".idx"))
    return true;
  if (!file.consume_back("-ubyte") || file.empty() ||
      !llvm::isDigit(file.back()))
    return false;
  file = file.drop_back();
  return file.ends_with("-idx") || file.ends_with(".idx");
}

llvm::Expected<Literal> xhlo::parseIdx(StringRef buffer, StringRef name) {
  IdxSource source(buffer, name);
  if (llvm::Error error = source.init())
    return std::move(error);
  // Reads exactly `size` bytes of `what` (of `shape`, for the data).
  auto readExactly = [&](void *out, size_t size, const Twine &what,
                         StringRef shape = "") -> llvm::Error {
    llvm::Expected<size_t> got = source.read(static_cast<char *>(out), size);
    if (!got)
      return got.takeError();
    if (*got == size)
      return llvm::Error::success();
    return idxError(
        name, "truncated " + what + ": expected " + bytesText(size) +
                  (shape.empty() ? Twine() : " (" + shape + ")") + ", got " +
                  Twine(*got) +
                  (source.isCutOff() ? " (the gzip stream is cut off)" : ""));
  };

  uint8_t magic[4];
  if (llvm::Error error = readExactly(magic, 4, "header (magic number)"))
    return std::move(error);
  if (magic[0] != 0 || magic[1] != 0) {
    bool gzName = name.ends_with(".gz") && !source.isCompressed();
    return idxError(
        name, "bad magic number 0x" +
                  llvm::toHex(llvm::ArrayRef<uint8_t>(magic), true) +
                  ": an idx file starts with two zero bytes, its type code "
                  "and its rank" +
                  (gzName ? " (and this file is not gzip-compressed either, "
                            "despite its name)"
                          : ""));
  }
  const IdxType *idxType = llvm::find_if(
      kIdxTypes, [&](const IdxType &t) { return t.code == magic[2]; });
  if (idxType == std::end(kIdxTypes))
    return idxError(
        name, "unknown type code 0x" +
                  llvm::utohexstr(magic[2], /*LowerCase=*/true, /*Width=*/2) +
                  " in the magic number (idx has " + kIdxTypeList + ")");
  unsigned rank = magic[3];
  if (rank == 0)
    return idxError(name, "rank 0 in the magic number: an idx array has at "
                          "least one dimension");
  if (rank > kMaxIdxRank)
    return idxError(name, "rank " + Twine(rank) +
                              " in the magic number: xhlo reads ranks 1 to " +
                              Twine(kMaxIdxRank) +
                              " (idx files in use have 1 to 4)");
  uint8_t sizes[4 * kMaxIdxRank];
  if (llvm::Error error = readExactly(
          sizes, 4 * rank, "header (" + Twine(rank) + " dimension sizes)"))
    return std::move(error);

  ElementType type = idxType->type;
  size_t width = getElementTypeByteSize(type);
  llvm::SmallVector<int64_t, 4> shape;
  int64_t headerBytes = 4 + 4 * rank;
  std::optional<int64_t> dataBytes = width;
  for (unsigned d = 0; d < rank; ++d) {
    shape.push_back(llvm::support::endian::read32be(sizes + 4 * d));
    if (dataBytes)
      dataBytes = llvm::checkedMul<int64_t>(*dataBytes, shape.back());
  }
  std::string shapeText = shapeString(type, shape);
  if (!dataBytes ||
      static_cast<uint64_t>(*dataBytes + headerBytes) > kMaxIdxBytes)
    return idxError(name, shapeText + " is too large: an idx file may hold " +
                              Twine(kMaxIdxBytes >> 30) + " GiB");
  // Check the promise against what the input can hold before allocating.
  uint64_t total = *dataBytes + headerBytes;
  if (!source.isCompressed()) {
    if (total > buffer.size())
      return idxError(name, "truncated data: expected " +
                                bytesText(*dataBytes) + " (" + shapeText +
                                "), got " + Twine(buffer.size() - headerBytes));
    if (total < buffer.size())
      return idxError(name,
                      Twine(buffer.size() - total) + " trailing " +
                          (buffer.size() - total == 1 ? "byte" : "bytes") +
                          " after the " + Twine(*dataBytes) +
                          " data bytes of " + shapeText);
  } else if (total > kMaxDeflateRatio * buffer.size()) {
    return idxError(name, "truncated or corrupt: the header promises " +
                              Twine(*dataBytes) + " data bytes (" + shapeText +
                              "), more than a " + Twine(buffer.size()) +
                              "-byte gzip stream can hold (deflate expands "
                              "at most 1032:1)");
  }

  Literal literal = Literal::uninitialized(type, shape);
  char *data = static_cast<char *>(literal.data());
  if (llvm::Error error = readExactly(data, *dataBytes, "data", shapeText))
    return std::move(error);
  // Past the data: the end of the stream (which also checks gzip's CRC).
  char extra;
  llvm::Expected<size_t> more = source.read(&extra, 1);
  if (!more)
    return more.takeError();
  if (*more != 0)
    return idxError(name, "trailing bytes after the " + Twine(*dataBytes) +
                              " data bytes of " + shapeText);
  if (source.isCutOff())
    return idxError(name, "truncated gzip stream: it ends before its "
                          "checksum");
  bigEndianToHost(data, literal.getNumElements(), width);
  return literal;
}

llvm::Expected<Literal> xhlo::readIdx(StringRef path) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return idxError(path, "cannot read: " + buffer.getError().message());
  return parseIdx((*buffer)->getBuffer(), path);
}

llvm::Expected<std::string> xhlo::serializeIdx(const Literal &literal) {
  ElementType type = literal.getElementType();
  const IdxType *idxType = llvm::find_if(
      kIdxTypes, [&](const IdxType &t) { return t.type == type; });
  std::string shapeText = shapeString(type, literal.getShape());
  if (idxType == std::end(kIdxTypes))
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "idx has no " + getElementTypeName(type) +
                                       " (it has " + kIdxTypeList +
                                       "): cannot write " + shapeText);
  if (literal.getRank() < 1 ||
      literal.getRank() > static_cast<int64_t>(kMaxIdxRank))
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "idx arrays have rank 1 to " +
                                       Twine(kMaxIdxRank) + ": cannot write " +
                                       shapeText);
  std::string bytes = {0, 0, static_cast<char>(idxType->code),
                       static_cast<char>(literal.getRank())};
  for (int64_t dim : literal.getShape()) {
    if (dim > UINT32_MAX)
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "idx dimension sizes have 32 bits: cannot write " + shapeText);
    char size[4];
    llvm::support::endian::write32be(size, static_cast<uint32_t>(dim));
    bytes.append(size, 4);
  }
  size_t header = bytes.size();
  bytes.append(static_cast<const char *>(literal.data()),
               literal.getSizeInBytes());
  bigEndianToHost(bytes.data() + header, literal.getNumElements(),
                  getElementTypeByteSize(type));
  return bytes;
}

llvm::Error xhlo::writeIdx(const Literal &literal, StringRef path) {
  llvm::Expected<std::string> bytes = serializeIdx(literal);
  if (!bytes)
    return bytes.takeError();
  if (!path.ends_with(".gz")) {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_None);
    if (ec)
      return idxError(path, "cannot write: " + ec.message());
    os << *bytes;
    os.close();
    if (os.has_error())
      return idxError(path, "cannot write: " + os.error().message());
    return llvm::Error::success();
  }
  errno = 0;
  gzFile file = gzopen(path.str().c_str(), "wb");
  if (!file)
    return idxError(path, Twine("cannot write: ") +
                              (errno ? std::strerror(errno) : "out of memory"));
  for (size_t at = 0; at < bytes->size(); at += kZlibChunk) {
    size_t count = std::min(bytes->size() - at, kZlibChunk);
    if (gzwrite(file, bytes->data() + at, static_cast<unsigned>(count)) !=
        static_cast<int>(count)) {
      int code;
      std::string message = gzerror(file, &code);
      if (code == Z_ERRNO)
        message = std::strerror(errno);
      gzclose(file);
      return idxError(path, "cannot write: " + message);
    }
  }
  int status = gzclose(file);
  if (status != Z_OK)
    return idxError(path, Twine("cannot write: ") + zError(status));
  return llvm::Error::success();
}
