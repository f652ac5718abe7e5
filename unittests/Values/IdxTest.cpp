//===- IdxTest.cpp - Tests for idx files ----------------------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The expected bytes below are written by hand from the idx format (big-endian
// sizes and elements); numpy's np.frombuffer with '>u1', '>i1', '>i2', '>i4',
// '>f4' and '>f8' confirmed their values. Gzipped files are written by zlib's
// gzopen/gzwrite. The fuzz test mutates small valid files deterministically
// and checks that each one either reads (and then writes back to the same
// bytes) or fails with an error naming the file.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Values/Idx.h"
#include "xhlo/Values/Literal.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"

#include <zlib.h>

#include <cmath>
#include <random>
#include <string>
#include <vector>

using namespace xhlo;
using ::testing::HasSubstr;
using ::testing::StartsWith;

namespace {

/// The bytes of a hex string (spaces ignored).
std::string hex(llvm::StringRef text) {
  std::string digits;
  for (char c : text)
    if (c != ' ')
      digits.push_back(c);
  return llvm::fromHex(digits);
}

/// A temporary directory, removed with everything in it at the end.
class TempDir {
public:
  TempDir() {
    llvm::SmallString<128> dir;
    EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("xhlo-idx-test", dir));
    path = std::string(dir);
  }
  ~TempDir() { llvm::sys::fs::remove_directories(path); }
  std::string file(llvm::StringRef name) const {
    llvm::SmallString<128> result(path);
    llvm::sys::path::append(result, name);
    return std::string(result);
  }

private:
  std::string path;
};

/// Writes `bytes` to `path` as they are.
void writeFile(const std::string &path, llvm::StringRef bytes) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  ASSERT_FALSE(ec) << ec.message();
  os << bytes;
}

/// Writes `bytes` gzip-compressed to `path` with zlib's gzopen/gzwrite.
void writeGzip(const std::string &path, llvm::StringRef bytes) {
  gzFile file = gzopen(path.c_str(), "wb");
  ASSERT_NE(file, nullptr);
  if (!bytes.empty()) {
    ASSERT_EQ(gzwrite(file, bytes.data(), bytes.size()),
              static_cast<int>(bytes.size()));
  }
  ASSERT_EQ(gzclose(file), Z_OK);
}

/// The bytes of the file at `path`.
std::string readFile(const std::string &path) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  EXPECT_TRUE(buffer) << path;
  return buffer ? (*buffer)->getBuffer().str() : "";
}

/// `bytes` gzip-compressed by gzwrite (through a file in `dir`).
std::string gzipped(const TempDir &dir, llvm::StringRef bytes) {
  std::string path = dir.file("gzipped.gz");
  writeGzip(path, bytes);
  return readFile(path);
}

/// The error message of parsing `bytes` as the file `name` ("" if it
/// parses).
std::string parseError(llvm::StringRef bytes, llvm::StringRef name = "t.idx") {
  llvm::Expected<Literal> literal = parseIdx(bytes, name);
  if (literal)
    return "";
  return llvm::toString(literal.takeError());
}

/// One hand-written file per type code and the values it holds.
struct Case {
  const char *bytes; // hex
  ElementType type;
  std::vector<int64_t> shape;
  std::vector<double> values;
};

const Case kCases[] = {
    {"00000802 00000002 00000003 00017f80feff",
     ElementType::U8,
     {2, 3},
     {0, 1, 127, 128, 254, 255}},
    {"00000901 00000004 80ff007f", ElementType::S8, {4}, {-128, -1, 0, 127}},
    {"00000B01 00000003 0102fffe8000",
     ElementType::S16,
     {3},
     {258, -2, -32768}},
    {"00000C01 00000002 12345678fffffffe",
     ElementType::S32,
     {2},
     {305419896, -2}},
    {"00000D02 00000001 00000002 3fc00000c0490fdb",
     ElementType::F32,
     {1, 2},
     {1.5, -3.1415927410125732}},
    {"00000E01 00000002 3ff0000000000000c00921fb54442d18",
     ElementType::F64,
     {2},
     {1.0, -3.141592653589793}},
};

/// Element `i` of `literal` as a double.
double valueAt(const Literal &literal, int64_t i) {
  switch (literal.getElementType()) {
  case ElementType::U8:
    return literal.as<uint8_t>()[i];
  case ElementType::S8:
    return literal.as<int8_t>()[i];
  case ElementType::S16:
    return literal.as<int16_t>()[i];
  case ElementType::S32:
    return literal.as<int32_t>()[i];
  case ElementType::F32:
    return literal.as<float>()[i];
  case ElementType::F64:
    return literal.as<double>()[i];
  default:
    ADD_FAILURE() << "unexpected element type";
    return NAN;
  }
}

void expectCase(const Literal &literal, const Case &c) {
  EXPECT_EQ(literal.getElementType(), c.type);
  EXPECT_EQ(literal.getShape(), llvm::ArrayRef<int64_t>(c.shape));
  ASSERT_EQ(literal.getNumElements(), static_cast<int64_t>(c.values.size()));
  for (size_t i = 0; i < c.values.size(); ++i)
    EXPECT_EQ(valueAt(literal, i), c.values[i]) << "element " << i;
}

TEST(Idx, ReadsEveryTypeCode) {
  for (const Case &c : kCases) {
    SCOPED_TRACE(c.bytes);
    llvm::Expected<Literal> literal = parseIdx(hex(c.bytes), "t.idx");
    ASSERT_TRUE(bool(literal)) << llvm::toString(literal.takeError());
    expectCase(*literal, c);
  }
}

TEST(Idx, WritesTheSameBytes) {
  for (const Case &c : kCases) {
    SCOPED_TRACE(c.bytes);
    llvm::Expected<Literal> literal = parseIdx(hex(c.bytes), "t.idx");
    ASSERT_TRUE(bool(literal)) << llvm::toString(literal.takeError());
    llvm::Expected<std::string> bytes = serializeIdx(*literal);
    ASSERT_TRUE(bool(bytes)) << llvm::toString(bytes.takeError());
    EXPECT_EQ(llvm::toHex(*bytes), llvm::toHex(hex(c.bytes)));
  }
}

TEST(Idx, RoundTripsThroughFilesPlainAndGzipped) {
  TempDir dir;
  for (const Case &c : kCases) {
    SCOPED_TRACE(c.bytes);
    llvm::Expected<Literal> literal = parseIdx(hex(c.bytes), "t.idx");
    ASSERT_TRUE(bool(literal)) << llvm::toString(literal.takeError());
    for (const char *name : {"a.idx", "a.idx.gz"}) {
      std::string path = dir.file(name);
      ASSERT_FALSE(bool(writeIdx(*literal, path)));
      std::string onDisk = readFile(path);
      // The .gz file is gzip (its magic) and inflates to the same bytes.
      EXPECT_EQ(llvm::StringRef(onDisk).starts_with("\x1f\x8b"),
                llvm::StringRef(name).ends_with(".gz"));
      llvm::Expected<Literal> back = readIdx(path);
      ASSERT_TRUE(bool(back)) << llvm::toString(back.takeError());
      EXPECT_TRUE(back->isBitwiseEqual(*literal));
      expectCase(*back, c);
    }
  }
}

TEST(Idx, ReadsGzipWrittenByZlib) {
  TempDir dir;
  const Case &c = kCases[4]; // f32[1,2]
  std::string path = dir.file("x-idx2-ubyte.gz");
  writeGzip(path, hex(c.bytes));
  llvm::Expected<Literal> literal = readIdx(path);
  ASSERT_TRUE(bool(literal)) << llvm::toString(literal.takeError());
  expectCase(*literal, c);

  // Two gzip members one after the other (`cat a.gz b.gz`) are one stream.
  std::string whole = hex(c.bytes);
  std::string two = gzipped(dir, llvm::StringRef(whole).take_front(9)) +
                    gzipped(dir, llvm::StringRef(whole).drop_front(9));
  literal = parseIdx(two, "two.gz");
  ASSERT_TRUE(bool(literal)) << llvm::toString(literal.takeError());
  expectCase(*literal, c);

  // The content decides, not the name: a plain file named .gz reads too.
  path = dir.file("plain.idx.gz");
  writeFile(path, whole);
  literal = readIdx(path);
  ASSERT_TRUE(bool(literal)) << llvm::toString(literal.takeError());
  expectCase(*literal, c);
}

TEST(Idx, ReadsEmptyArrays) {
  llvm::Expected<Literal> literal =
      parseIdx(hex("00000D02 00000003 00000000"), "t.idx");
  ASSERT_TRUE(bool(literal)) << llvm::toString(literal.takeError());
  EXPECT_EQ(literal->getShape(), llvm::ArrayRef<int64_t>({3, 0}));
  EXPECT_EQ(literal->getNumElements(), 0);
}

TEST(Idx, RecognisesIdxNames) {
  for (const char *path : {"a.idx", "dir/a.idx.gz",
                           "/usr/share/datasets/fashion-mnist/"
                           "train-images-idx3-ubyte.gz",
                           "t10k-labels-idx1-ubyte", "train-images.idx3-ubyte"})
    EXPECT_TRUE(isIdxPath(path)) << path;
  for (const char *path : {"a.npy", "a.gz", "idx", "a.idx/b.npy", "a-idx-ubyte",
                           "a-idxx-ubyte.gz", "a-ubyte"})
    EXPECT_FALSE(isIdxPath(path)) << path;
}

TEST(Idx, RejectsMalformedHeaders) {
  EXPECT_EQ(parseError(""),
            "t.idx: truncated header (magic number): expected 4 bytes, got 0");
  EXPECT_EQ(parseError(hex("0000")),
            "t.idx: truncated header (magic number): expected 4 bytes, got 2");
  EXPECT_EQ(parseError(hex("01020801 00000001 00")),
            "t.idx: bad magic number 0x01020801: an idx file starts with two "
            "zero bytes, its type code and its rank");
  // A .npy file is no idx file.
  EXPECT_THAT(parseError("\x93NUMPY\x01\x00"),
              StartsWith("t.idx: bad magic number 0x934e554d: "));
  // A name ending in .gz whose content is neither gzip nor idx.
  EXPECT_EQ(parseError("abcd", "t.idx.gz"),
            "t.idx.gz: bad magic number 0x61626364: an idx file starts with "
            "two zero bytes, its type code and its rank (and this file is "
            "not gzip-compressed either, despite its name)");
  EXPECT_EQ(parseError(hex("00000A01 00000001 00")),
            "t.idx: unknown type code 0x0a in the magic number (idx has 0x08 "
            "u8, 0x09 s8, 0x0b s16, 0x0c s32, 0x0d f32, 0x0e f64)");
  EXPECT_EQ(parseError(hex("00000800")),
            "t.idx: rank 0 in the magic number: an idx array has at least "
            "one dimension");
  EXPECT_EQ(parseError(hex("00000809") + std::string(36, '\1')),
            "t.idx: rank 9 in the magic number: xhlo reads ranks 1 to 8 (idx "
            "files in use have 1 to 4)");
  EXPECT_EQ(parseError(hex("00000802 00000002 0000")),
            "t.idx: truncated header (2 dimension sizes): expected 8 bytes, "
            "got 6");
}

TEST(Idx, RejectsWrongSizes) {
  // Truncated data and trailing bytes, checked before allocating.
  EXPECT_EQ(parseError(hex("00000802 00000002 00000003 0001020304")),
            "t.idx: truncated data: expected 6 bytes (u8[2,3]), got 5");
  EXPECT_EQ(parseError(hex("00000C01 00000002 00000001 0000")),
            "t.idx: truncated data: expected 8 bytes (s32[2]), got 6");
  EXPECT_EQ(parseError(hex("00000802 00000002 00000003 000102030405 0607")),
            "t.idx: 2 trailing bytes after the 6 data bytes of u8[2,3]");
  // A header promising 4 GiB in a few bytes.
  EXPECT_EQ(parseError(hex("00000801 ffffffff 00")),
            "t.idx: truncated data: expected 4294967295 bytes "
            "(u8[4294967295]), got 1");
  // Sizes whose product overflows, or beyond 16 GiB.
  EXPECT_EQ(parseError(hex("00000804 ffffffff ffffffff ffffffff ffffffff")),
            "t.idx: u8[4294967295,4294967295,4294967295,4294967295] is too "
            "large: an idx file may hold 16 GiB");
  EXPECT_EQ(parseError(hex("00000E01 80000000")),
            "t.idx: f64[2147483648] is too large: an idx file may hold 16 GiB");
}

TEST(Idx, RejectsMalformedGzip) {
  TempDir dir;
  std::string valid = hex("00000802 00000002 00000003 000102030405");
  std::string gz = gzipped(dir, valid);
  ASSERT_TRUE(llvm::StringRef(gz).starts_with("\x1f\x8b"));
  ASSERT_TRUE(bool(parseIdx(gz, "t.gz")));

  EXPECT_EQ(parseError(gzipped(dir, valid.substr(0, valid.size() - 1)), "t.gz"),
            "t.gz: truncated data: expected 6 bytes (u8[2,3]), got 5");
  EXPECT_EQ(parseError(gzipped(dir, valid + "xy"), "t.gz"),
            "t.gz: trailing bytes after the 6 data bytes of u8[2,3]");
  EXPECT_EQ(parseError(gzipped(dir, hex("00000801 00000002")), "t.gz"),
            "t.gz: truncated data: expected 2 bytes (u8[2]), got 0");
  // The stream cut off: inside the data, and just before its last byte
  // (the end of its length check).
  EXPECT_THAT(parseError(gz.substr(0, 15), "t.gz"),
              StartsWith("t.gz: truncated "));
  EXPECT_THAT(parseError(gz.substr(0, 15), "t.gz"),
              HasSubstr("(the gzip stream is cut off)"));
  EXPECT_EQ(parseError(gz.substr(0, gz.size() - 1), "t.gz"),
            "t.gz: truncated gzip stream: it ends before its checksum");
  // zlib's messages for a bad CRC, a bad length and a bad block type.
  std::string badCrc = gz;
  badCrc[gz.size() - 8] ^= 1;
  EXPECT_EQ(parseError(badCrc, "t.gz"),
            "t.gz: corrupt gzip stream: incorrect data check");
  std::string badLength = gz;
  badLength[gz.size() - 4] ^= 1;
  EXPECT_EQ(parseError(badLength, "t.gz"),
            "t.gz: corrupt gzip stream: incorrect length check");
  std::string badBlock = gz;
  badBlock[10] |= 0x06; // BTYPE 11, which deflate reserves
  EXPECT_EQ(parseError(badBlock, "t.gz"),
            "t.gz: corrupt gzip stream: invalid block type");
  // Bytes after the stream that are not another gzip member.
  EXPECT_EQ(parseError(gz + "abc", "t.gz"),
            "t.gz: not gzip data after the end of the gzip stream (3 "
            "bytes)");
  // A small stream promising a gigabyte: refused before allocating.
  std::string promise = gzipped(dir, hex("00000801 3b9aca00"));
  EXPECT_EQ(parseError(promise, "t.gz"),
            "t.gz: truncated or corrupt: the header promises 1000000000 data "
            "bytes (u8[1000000000]), more than a " +
                std::to_string(promise.size()) +
                "-byte gzip stream can hold (deflate expands at most 1032:1)");
}

TEST(Idx, ReportsUnreadableFiles) {
  TempDir dir;
  std::string missing = dir.file("missing.idx");
  llvm::Expected<Literal> literal = readIdx(missing);
  ASSERT_FALSE(bool(literal));
  EXPECT_EQ(llvm::toString(literal.takeError()),
            missing + ": cannot read: No such file or directory");
  literal = readIdx(dir.file(""));
  ASSERT_FALSE(bool(literal));
  EXPECT_THAT(llvm::toString(literal.takeError()),
              HasSubstr(": cannot read: "));
}

TEST(Idx, RefusesToWriteWhatIdxLacks) {
  Literal pred(ElementType::Pred, {2});
  llvm::Expected<std::string> bytes = serializeIdx(pred);
  ASSERT_FALSE(bool(bytes));
  EXPECT_EQ(llvm::toString(bytes.takeError()),
            "idx has no pred (it has 0x08 u8, 0x09 s8, 0x0b s16, 0x0c s32, "
            "0x0d f32, 0x0e f64): cannot write pred[2]");
  Literal scalar(ElementType::F32, {});
  bytes = serializeIdx(scalar);
  ASSERT_FALSE(bool(bytes));
  EXPECT_EQ(llvm::toString(bytes.takeError()),
            "idx arrays have rank 1 to 8: cannot write f32[]");
  TempDir dir;
  std::string path = dir.file("no/such/dir/a.idx.gz");
  llvm::Error error = writeIdx(Literal(ElementType::U8, {1}), path);
  ASSERT_TRUE(bool(error));
  EXPECT_EQ(llvm::toString(std::move(error)),
            path + ": cannot write: No such file or directory");
}

/// Parses `bytes`: it must either fail with an error naming the file or
/// give a literal that writes back to `expected` (the input itself for plain
/// files, the decompressed original for gzip ones). Counts what happened.
void checkMutant(llvm::StringRef bytes, llvm::StringRef expected, int &errors,
                 int &reads) {
  llvm::Expected<Literal> literal = parseIdx(bytes, "fuzz.idx");
  if (!literal) {
    std::string message = llvm::toString(literal.takeError());
    EXPECT_THAT(message, StartsWith("fuzz.idx: "));
    ++errors;
    return;
  }
  ++reads;
  llvm::Expected<std::string> back = serializeIdx(*literal);
  ASSERT_TRUE(bool(back)) << llvm::toString(back.takeError());
  EXPECT_EQ(llvm::toHex(*back), llvm::toHex(expected))
      << "input " << llvm::toHex(bytes);
}

TEST(Idx, FuzzedInputsReadOrFailCleanly) {
  TempDir dir;
  std::mt19937_64 rng(20261127);
  int errors = 0, reads = 0, inputs = 0;
  for (const Case &c : kCases) {
    std::string plain = hex(c.bytes);
    std::string gz = gzipped(dir, plain);
    for (const std::string *base : {&plain, &gz}) {
      // Every strict prefix is truncated.
      for (size_t length = 0; length < base->size(); ++length, ++inputs) {
        EXPECT_NE(parseError(base->substr(0, length), "fuzz.idx"), "")
            << "prefix of " << length << " bytes of " << llvm::toHex(*base);
        ++errors;
      }
      // Bit flips, one to three at a time.
      for (int i = 0; i < 300; ++i, ++inputs) {
        std::string mutant = *base;
        for (int flips = 1 + rng() % 3; flips > 0; --flips)
          mutant[rng() % mutant.size()] ^= static_cast<char>(1 << rng() % 8);
        // A plain file that still reads is what it says; a gzip one must
        // hold the original (its CRC-32 catches changed data).
        checkMutant(mutant, base == &gz ? plain : mutant, errors, reads);
      }
      // Random bytes overwriting a run, and random bytes appended.
      for (int i = 0; i < 100; ++i, ++inputs) {
        std::string mutant = *base;
        size_t at = rng() % mutant.size();
        size_t count = 1 + rng() % 8;
        for (size_t j = at; j < std::min(mutant.size(), at + count); ++j)
          mutant[j] = static_cast<char>(rng());
        if (i % 2)
          mutant.push_back(static_cast<char>(rng()));
        checkMutant(mutant, base == &gz ? plain : mutant, errors, reads);
      }
    }
  }
  // Wholly random inputs, and valid magic numbers with random (often huge)
  // sizes and a little data.
  for (int i = 0; i < 500; ++i, ++inputs) {
    std::string bytes(rng() % 48, '\0');
    for (char &byte : bytes)
      byte = static_cast<char>(rng());
    checkMutant(bytes, bytes, errors, reads);
  }
  const uint8_t codes[] = {0x08, 0x09, 0x0B, 0x0C, 0x0D, 0x0E};
  const uint32_t sizes[] = {
      0, 1, 2, 3, 255, 65536, 0x7fffffff, 0x80000000, 0xfffffffe, 0xffffffff};
  for (int i = 0; i < 1000; ++i, ++inputs) {
    unsigned rank = 1 + rng() % kMaxIdxRank;
    std::string bytes = {0, 0, static_cast<char>(codes[rng() % 6]),
                         static_cast<char>(rank)};
    for (unsigned d = 0; d < rank; ++d) {
      uint32_t size = rng() % 2 ? sizes[rng() % std::size(sizes)]
                                : static_cast<uint32_t>(rng());
      for (int shift = 24; shift >= 0; shift -= 8)
        bytes.push_back(static_cast<char>(size >> shift));
    }
    bytes.append(rng() % 16, '\x42');
    checkMutant(bytes, bytes, errors, reads);
    // The same header gzipped (the first few only: each writes a file).
    if (i < 100) {
      ++inputs;
      checkMutant(gzipped(dir, bytes), bytes, errors, reads);
    }
  }
  RecordProperty("inputs", inputs);
  RecordProperty("errors", errors);
  RecordProperty("reads", reads);
  EXPECT_EQ(errors + reads, inputs);
  EXPECT_GT(inputs, 3000);
  // Most mutants fail; some (flipped data bits of plain files, the gzip
  // header's time stamp) still read.
  EXPECT_GT(reads, 100);
  EXPECT_GT(errors, 1000);
}

} // namespace
