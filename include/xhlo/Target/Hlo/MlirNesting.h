//===- MlirNesting.h - Bounding the nesting of MLIR text --------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the check every xhlo tool runs on MLIR text before
// MLIR's parser sees it. The parser recurses once per level of nested
// regions, attributes, types and parenthesized expressions, and overflows
// an 8 MiB stack near 3,500 nested regions (20,000 nested arrays, 8,000
// parentheses): a crash before any check of ours could run. So the text's
// brackets are counted first, in one pass that skips strings and comments,
// and text nested deeper than kMaxMlirNestingDepth is refused with an error
// at the bracket that passes the limit.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_TARGET_HLO_MLIRNESTING_H
#define XHLO_TARGET_HLO_MLIRNESTING_H

#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SourceMgr.h"

#include <optional>
#include <string>

namespace xhlo {

/// How deep MLIR text may nest brackets ({, (, [ and <, all kinds together):
/// about 250 nested regions in generic form, 500 in custom form, and at
/// most 512 levels of the parser's recursion, which fits an 8 MiB stack
/// with room to spare (sanitized builds included).
constexpr unsigned kMaxMlirNestingDepth = 512;

/// The offset in `text` of the first bracket nested deeper than `limit`, or
/// nothing. Brackets inside strings and `//` comments do not count; a `>`
/// closes a `<` only (not the arrow `->`), and a closing ), ] or } also
/// closes the <s left open inside it.
std::optional<size_t>
findMlirNestingOverflow(llvm::StringRef text,
                        unsigned limit = kMaxMlirNestingDepth);

/// The message of text nested too deep.
std::string getMlirNestingError(unsigned limit = kMaxMlirNestingDepth);

/// Checks the main buffer of `sourceMgr`: an error located at the bracket
/// that passes the limit (through `context`'s diagnostics) when it nests
/// too deep.
mlir::LogicalResult checkMlirNesting(const llvm::SourceMgr &sourceMgr,
                                     mlir::MLIRContext *context);

} // namespace xhlo

#endif // XHLO_TARGET_HLO_MLIRNESTING_H
