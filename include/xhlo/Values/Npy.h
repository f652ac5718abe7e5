//===- Npy.h - numpy .npy files ---------------------------------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares reading and writing numpy's .npy format (versions 1 to
// 3) for host literals: bool, int8..int64, uint8..uint64,
// float16/32/64 and complex64/128, little- or big-endian, C or Fortran order.
// numpy has no bfloat16: such literals cannot be written (the error says so).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_VALUES_NPY_H
#define XHLO_VALUES_NPY_H

#include "xhlo/Values/Literal.h"

#include "llvm/Support/Error.h"

namespace xhlo {

/// Reads a literal from the .npy bytes in `buffer`; `name` names the file in
/// errors.
llvm::Expected<Literal> parseNpy(llvm::StringRef buffer, llvm::StringRef name);

/// Reads a literal from the .npy file at `path`.
llvm::Expected<Literal> readNpy(llvm::StringRef path);

/// The .npy bytes (version 1.0, C order, little-endian) of `literal`.
llvm::Expected<std::string> serializeNpy(const Literal &literal);

/// Writes `literal` to `path` as .npy.
llvm::Error writeNpy(const Literal &literal, llvm::StringRef path);

} // namespace xhlo

#endif // XHLO_VALUES_NPY_H
