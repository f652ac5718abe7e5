//===- HloTextAttributes.h - Reading HLO text attribute values --*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares readers for the values of HLO text attributes, in XLA's
// syntax: integer lists (`{1,0}`), windows (`{size=3x3 pad=1_1x1_1}`),
// padding configs (`0_0x1_2_1`), slices (`{[0:10:2]}`), convolution dim
// labels (`b01f_01io->b01f`), replica groups (`{{0,1}}` or `[2,2]<=[4]`),
// strings, and array literals (`{ {1, 2}, {3, 4} }`). Each returns nothing
// and reports through the error handler when the text is malformed.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_TARGET_HLO_TEXT_HLOTEXTATTRIBUTES_H
#define XHLO_TARGET_HLO_TEXT_HLOTEXTATTRIBUTES_H

#include "xhlo/Target/Hlo/Text/HloTextParser.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace xhlo::hlo_text {

/// `{1,0}` or `{}` (also a bare integer, as `dimensions=0` is sometimes
/// written).
std::optional<llvm::SmallVector<int64_t>> parseIntList(llvm::StringRef text,
                                                       ErrorHandler onError);

/// `{{0,1},{2,3}}`: a list of integer lists.
std::optional<std::vector<llvm::SmallVector<int64_t>>>
parseIntLists(llvm::StringRef text, ErrorHandler onError);

/// An integer (`index=1`, `channel_id=3`).
std::optional<int64_t> parseInt(llvm::StringRef text, ErrorHandler onError);

/// `true` or `false`.
std::optional<bool> parseBool(llvm::StringRef text, ErrorHandler onError);

/// A quoted string with C escapes, unescaped.
std::optional<std::string> parseString(llvm::StringRef text,
                                       ErrorHandler onError);

/// A window: one entry per dimension in each list; omitted lists are left
/// empty (XLA's defaults apply).
struct Window {
  llvm::SmallVector<int64_t> size, stride, padLow, padHigh, lhsDilate,
      rhsDilate, rhsReversal;
};
std::optional<Window> parseWindow(llvm::StringRef text, ErrorHandler onError);

/// `low_high[_interior]` per dimension, `x`-separated.
struct Padding {
  llvm::SmallVector<int64_t> low, high, interior;
};
std::optional<Padding> parsePadding(llvm::StringRef text, ErrorHandler onError);

/// `{[start:limit(:stride)], ...}`.
struct Slice {
  llvm::SmallVector<int64_t> start, limit, stride;
};
std::optional<Slice> parseSlice(llvm::StringRef text, ErrorHandler onError);

/// `b01f_01io->b01f`: the role of every input, kernel and output dimension.
struct ConvDims {
  int64_t inputBatch = -1, inputFeature = -1;
  llvm::SmallVector<int64_t> inputSpatial;
  int64_t kernelInput = -1, kernelOutput = -1;
  llvm::SmallVector<int64_t> kernelSpatial;
  int64_t outputBatch = -1, outputFeature = -1;
  llvm::SmallVector<int64_t> outputSpatial;
};
std::optional<ConvDims> parseDimLabels(llvm::StringRef text,
                                       ErrorHandler onError);

/// Replica groups, explicit (`{{0,1},{2,3}}`, `{}`) or in the iota form
/// (`[2,2]<=[4]`, `[2,2]<=[2,2]T(1,0)`), expanded to explicit groups.
std::optional<std::vector<llvm::SmallVector<int64_t>>>
parseReplicaGroups(llvm::StringRef text, ErrorHandler onError);

/// The scalar texts of an array literal, in row-major order, checked against
/// the dimensions (`{ {1, 2}, {3, 4} }` for [2,2]; a scalar for []). Complex
/// elements `(re, im)` give two texts each. Each text is a number, `true`,
/// `false`, `inf`, `-inf`, `nan`, `-nan` or `nan(0x...)`.
std::optional<std::vector<llvm::StringRef>>
parseLiteral(llvm::StringRef text, llvm::ArrayRef<int64_t> dimensions,
             bool isComplex, ErrorHandler onError);

} // namespace xhlo::hlo_text

#endif // XHLO_TARGET_HLO_TEXT_HLOTEXTATTRIBUTES_H
