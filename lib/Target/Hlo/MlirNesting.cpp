//===- MlirNesting.cpp - Bounding the nesting of MLIR text ----------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file implements the bracket count that keeps MLIR's recursive parser
// within its stack (see MlirNesting.h).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Target/Hlo/MlirNesting.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "llvm/ADT/SmallVector.h"

using namespace mlir;
using namespace xhlo;

std::optional<size_t> xhlo::findMlirNestingOverflow(llvm::StringRef text,
                                                    unsigned limit) {
  // The brackets open now, innermost last (at most `limit` of them).
  llvm::SmallVector<char, 64> open;
  for (size_t i = 0, e = text.size(); i < e; ++i) {
    switch (char c = text[i]) {
    case '"':
      // A string, up to its closing quote (escapes skipped).
      for (++i; i < e && text[i] != '"'; ++i)
        if (text[i] == '\\')
          ++i;
      break;
    case '/':
      if (i + 1 < e && text[i + 1] == '/') {
        i = text.find('\n', i);
        if (i == llvm::StringRef::npos)
          return std::nullopt;
      }
      break;
    case '{':
    case '(':
    case '[':
    case '<':
      if (open.size() >= limit)
        return i;
      open.push_back(c);
      break;
    case '>':
      if (i > 0 && text[i - 1] == '-')
        break;
      if (!open.empty() && open.back() == '<')
        open.pop_back();
      break;
    case ')':
    case ']':
    case '}': {
      char opening = c == ')' ? '(' : c == ']' ? '[' : '{';
      while (!open.empty() && open.back() == '<')
        open.pop_back();
      // A mismatched bracket is a parse error where it stands: the parser
      // goes no deeper.
      if (!open.empty() && open.back() == opening)
        open.pop_back();
      break;
    }
    default:
      break;
    }
  }
  return std::nullopt;
}

std::string xhlo::getMlirNestingError(unsigned limit) {
  return "the input nests brackets more than " + std::to_string(limit) +
         " deep (regions, attributes, types and expressions together), "
         "deeper than MLIR's recursive parser can go safely";
}

LogicalResult xhlo::checkMlirNesting(const llvm::SourceMgr &sourceMgr,
                                     MLIRContext *context) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  std::optional<size_t> offset = findMlirNestingOverflow(buffer->getBuffer());
  if (!offset)
    return success();
  auto [line, column] = sourceMgr.getLineAndColumn(
      llvm::SMLoc::getFromPointer(buffer->getBufferStart() + *offset),
      sourceMgr.getMainFileID());
  return emitError(FileLineColLoc::get(context, buffer->getBufferIdentifier(),
                                       line, column))
         << getMlirNestingError();
}
