//===- HloTextParser.h - Parser of XLA's HLO text ---------------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the HLO text parser: HLO text as XLA prints it and
// people write it (comments, `%name` and bare names, shapes written inline or
// not, a missing `HloModule` header, nested anonymous operands) into the
// syntax tree of HloTextAST.h. Errors name the line and column.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_TARGET_HLO_TEXT_HLOTEXTPARSER_H
#define XHLO_TARGET_HLO_TEXT_HLOTEXTPARSER_H

#include "xhlo/Target/Hlo/Text/HloTextAST.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/SourceMgr.h"

#include <optional>
#include <string>

namespace xhlo::hlo_text {

/// Receives each parse error with its location.
using ErrorHandler = llvm::function_ref<void(llvm::SMLoc, const llvm::Twine &)>;

/// Parses the buffer `bufferId` of `sourceMgr` as one HLO module. Reports
/// the first error through `onError` and returns nothing when there is one.
std::optional<Module> parseModule(llvm::SourceMgr &sourceMgr, unsigned bufferId,
                                  ErrorHandler onError);

/// Parses a shape alone (`f32[2,3]{1,0}`), e.g. from an attribute value.
std::optional<Shape> parseShape(llvm::StringRef text, llvm::SMLoc loc,
                                ErrorHandler onError);

/// The known HLO opcode closest to `opcode` (a typo's likely intent, such
/// as `parameter` for `paramter`), or an empty string when none is close.
std::string suggestHloOpcode(llvm::StringRef opcode);

} // namespace xhlo::hlo_text

#endif // XHLO_TARGET_HLO_TEXT_HLOTEXTPARSER_H
