//===- MlirNestingTest.cpp - The bracket count before MLIR's parser -------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// findMlirNestingOverflow (Target/Hlo/MlirNesting.h): brackets of every kind
// count together; strings, comments and arrows do not; a closing bracket
// also closes the <s left open inside it.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Target/Hlo/MlirNesting.h"

#include "gtest/gtest.h"

#include <string>

using namespace xhlo;

namespace {

TEST(MlirNesting, EveryKindOfBracketCounts) {
  EXPECT_EQ(findMlirNestingOverflow("{([<>])}", 4), std::nullopt);
  EXPECT_EQ(findMlirNestingOverflow("{([<<>>])}", 4), std::optional<size_t>(4));
  EXPECT_EQ(findMlirNestingOverflow(std::string(512, '[') + "]", 512),
            std::nullopt);
  EXPECT_EQ(findMlirNestingOverflow(std::string(513, '['), 512),
            std::optional<size_t>(512));
  // Siblings do not add up.
  EXPECT_EQ(findMlirNestingOverflow("{()()()[][]<><>}", 2), std::nullopt);
}

TEST(MlirNesting, StringsAndCommentsDoNotCount) {
  EXPECT_EQ(findMlirNestingOverflow("// {{{{\n{\"{{{{\\\"{{\"}", 1),
            std::nullopt);
  // An escaped quote does not end the string.
  EXPECT_EQ(findMlirNestingOverflow("\"\\\"{{\"{{", 1),
            std::optional<size_t>(7));
  // A comment on the last line, without a newline.
  EXPECT_EQ(findMlirNestingOverflow("{} // {{{{", 1), std::nullopt);
}

TEST(MlirNesting, ArrowsDoNotClose) {
  // tuple<() -> (), tuple<() -> (), ...>>: the arrows must not close the
  // tuples' <, or the nesting would hide.
  std::string nested;
  for (int i = 0; i < 10; ++i)
    nested += "tuple<() -> (), ";
  // Ten tuples and the ( inside the tenth: 11 deep (were the arrows to
  // close the <s, 2).
  EXPECT_EQ(findMlirNestingOverflow(nested, 10),
            std::optional<size_t>(9 * 16 + 6));
  EXPECT_EQ(findMlirNestingOverflow(nested, 11), std::nullopt);
  // affine_map<(d0) -> (d0)> nests 2 deep.
  EXPECT_EQ(findMlirNestingOverflow("affine_map<(d0) -> (d0)>", 2),
            std::nullopt);
}

TEST(MlirNesting, ClosingBracketsCloseOpenAngles) {
  // A < that never closes (a comparison in an expression) ends with the
  // bracket around it.
  EXPECT_EQ(findMlirNestingOverflow("((a < b))((c < d))", 3), std::nullopt);
  EXPECT_EQ(findMlirNestingOverflow("((a < b)(c < d))", 3), std::nullopt);
  // A mismatched closer closes nothing else.
  EXPECT_EQ(findMlirNestingOverflow("{(]{", 2), std::optional<size_t>(3));
}

} // namespace
