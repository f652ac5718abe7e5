//===- Idx.h - MNIST's idx files --------------------------------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares reading and writing the idx format of MNIST and
// Fashion-MNIST: the magic 00 00 <type code> <rank>, one big-endian 32-bit
// size per dimension, then the elements big-endian and row-major. Type codes:
// 0x08 u8, 0x09 s8, 0x0B s16, 0x0C s32, 0x0D f32, 0x0E f64. Files may be
// gzip-compressed (as the datasets ship); zlib decompresses them.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_VALUES_IDX_H
#define XHLO_VALUES_IDX_H

#include "xhlo/Values/Literal.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>

namespace xhlo {

/// The most bytes (header and data, decompressed) an idx file may hold.
constexpr uint64_t kMaxIdxBytes = uint64_t(16) << 30;
/// The largest rank read: idx files in use have ranks 1 to 4, so a larger
/// rank byte means a corrupt file or not an idx file at all.
constexpr unsigned kMaxIdxRank = 8;

/// Whether `path` names an idx file: its name ends in `.idx` or `.idx.gz`,
/// or in `-idx<digit>-ubyte` / `.idx<digit>-ubyte`, optionally followed by
/// `.gz` (MNIST's names: `train-images-idx3-ubyte.gz`).
bool isIdxPath(llvm::StringRef path);

/// Reads a literal from the idx bytes in `buffer`, gzip-compressed when they
/// start with gzip's magic 1f 8b; `name` names the file in errors. Every
/// malformed input (bad magic, truncated header or data, trailing bytes, a
/// corrupt gzip stream, sizes beyond kMaxIdxBytes or beyond what the buffer
/// can hold) is an error naming the file and what is wrong.
llvm::Expected<Literal> parseIdx(llvm::StringRef buffer, llvm::StringRef name);

/// Reads the idx file at `path`, gzipped or not.
llvm::Expected<Literal> readIdx(llvm::StringRef path);

/// The idx bytes (uncompressed) of `literal`, whose element type must be one
/// idx has (u8, s8, s16, s32, f32, f64) and whose rank must be 1 to
/// kMaxIdxRank.
llvm::Expected<std::string> serializeIdx(const Literal &literal);

/// Writes `literal` to `path` as idx, gzip-compressed when `path` ends in
/// `.gz`.
llvm::Error writeIdx(const Literal &literal, llvm::StringRef path);

} // namespace xhlo

#endif // XHLO_VALUES_IDX_H
