//===- HloTextCursor.h - A cursor over HLO text values ----------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file holds the scanning cursor the readers of HLO text values share:
// it skips white space and block comments and consumes expected pieces.
// Private to the HLO text library.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_TARGET_HLO_TEXT_HLOTEXTCURSOR_H
#define XHLO_LIB_TARGET_HLO_TEXT_HLOTEXTCURSOR_H

#include "llvm/ADT/StringRef.h"

#include <cctype>

namespace xhlo::hlo_text {

/// A position in a value's text; the text is a slice of the source buffer,
/// so `pos` is also a location in the file.
class TextCursor {
public:
  explicit TextCursor(llvm::StringRef text) : text(text), pos(text.begin()) {}

  /// Skips white space and `/* ... */` comments.
  void skipSpace() {
    while (pos != text.end()) {
      if (isspace(static_cast<unsigned char>(*pos))) {
        ++pos;
      } else if (rest().starts_with("/*")) {
        size_t end = rest().find("*/");
        pos = end == llvm::StringRef::npos ? text.end() : pos + end + 2;
      } else {
        break;
      }
    }
  }
  /// The text not consumed yet.
  llvm::StringRef rest() const {
    return llvm::StringRef(pos, text.end() - pos);
  }
  /// Whether only white space and comments are left.
  bool atEnd() {
    skipSpace();
    return pos == text.end();
  }
  /// Consumes `s` (after white space) if it comes next.
  bool consumeIf(llvm::StringRef s) {
    skipSpace();
    if (!rest().starts_with(s))
      return false;
    pos += s.size();
    return true;
  }
  /// Whether `s` comes next (after white space).
  bool peek(llvm::StringRef s) {
    skipSpace();
    return rest().starts_with(s);
  }

  llvm::StringRef text;
  const char *pos;
};

} // namespace xhlo::hlo_text

#endif // XHLO_LIB_TARGET_HLO_TEXT_HLOTEXTCURSOR_H
