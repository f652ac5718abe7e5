//===- HloTextAttributesTest.cpp - Tests for HLO attribute readers
//---------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Target/Hlo/Text/HloTextAttributes.h"

#include "gtest/gtest.h"

#include <string>

using namespace xhlo::hlo_text;

namespace {

/// Collects the error message (with its offset into `text`) of a reader.
struct Errors {
  std::string message;
  long offset = -1;
  auto handler(llvm::StringRef text) {
    return [this, text](llvm::SMLoc loc, const llvm::Twine &m) {
      message = m.str();
      offset = loc.getPointer() - text.data();
    };
  }
};

using Ints = llvm::SmallVector<int64_t>;

TEST(HloTextAttributes, IntLists) {
  Errors errors;
  llvm::StringRef text = "{1,0, 2}";
  EXPECT_EQ(*parseIntList(text, errors.handler(text)), Ints({1, 0, 2}));
  text = "{}";
  EXPECT_EQ(*parseIntList(text, errors.handler(text)), Ints());
  text = "3";
  EXPECT_EQ(*parseIntList(text, errors.handler(text)), Ints({3}));
  text = "{1,x}";
  EXPECT_FALSE(parseIntList(text, errors.handler(text)));
  EXPECT_EQ(errors.message, "expected an integer");
  EXPECT_EQ(errors.offset, 3);
  text = "{{0,1},{2,3}}";
  auto lists = parseIntLists(text, errors.handler(text));
  ASSERT_TRUE(lists);
  ASSERT_EQ(lists->size(), 2u);
  EXPECT_EQ((*lists)[1], Ints({2, 3}));
}

TEST(HloTextAttributes, Window) {
  Errors errors;
  llvm::StringRef text =
      "{size=3x3 stride=2x1 pad=1_1x-1_2 lhs_dilate=1x2 rhs_reversal=0x1}";
  auto window = parseWindow(text, errors.handler(text));
  ASSERT_TRUE(window) << errors.message;
  EXPECT_EQ(window->size, Ints({3, 3}));
  EXPECT_EQ(window->stride, Ints({2, 1}));
  EXPECT_EQ(window->padLow, Ints({1, -1}));
  EXPECT_EQ(window->padHigh, Ints({1, 2}));
  EXPECT_EQ(window->lhsDilate, Ints({1, 2}));
  EXPECT_TRUE(window->rhsDilate.empty());
  EXPECT_EQ(window->rhsReversal, Ints({0, 1}));
  text = "{size=3 strides=2}";
  EXPECT_FALSE(parseWindow(text, errors.handler(text)));
  EXPECT_EQ(errors.message, "unknown window field 'strides'");
  EXPECT_EQ(errors.offset, 8);
}

TEST(HloTextAttributes, PaddingAndSlice) {
  Errors errors;
  llvm::StringRef text = "0_0x1_2_1x-1_-2";
  auto padding = parsePadding(text, errors.handler(text));
  ASSERT_TRUE(padding) << errors.message;
  EXPECT_EQ(padding->low, Ints({0, 1, -1}));
  EXPECT_EQ(padding->high, Ints({0, 2, -2}));
  EXPECT_EQ(padding->interior, Ints({0, 1, 0}));
  text = "{[0:10], [2:8:2]}";
  auto slice = parseSlice(text, errors.handler(text));
  ASSERT_TRUE(slice) << errors.message;
  EXPECT_EQ(slice->start, Ints({0, 2}));
  EXPECT_EQ(slice->limit, Ints({10, 8}));
  EXPECT_EQ(slice->stride, Ints({1, 2}));
}

TEST(HloTextAttributes, DimLabels) {
  Errors errors;
  llvm::StringRef text = "b01f_01io->b01f";
  auto dims = parseDimLabels(text, errors.handler(text));
  ASSERT_TRUE(dims);
  EXPECT_EQ(dims->inputBatch, 0);
  EXPECT_EQ(dims->inputFeature, 3);
  EXPECT_EQ(dims->inputSpatial, Ints({1, 2}));
  EXPECT_EQ(dims->kernelInput, 2);
  EXPECT_EQ(dims->kernelOutput, 3);
  EXPECT_EQ(dims->kernelSpatial, Ints({0, 1}));
  text = "bf10_oi01->bf01";
  dims = parseDimLabels(text, errors.handler(text));
  ASSERT_TRUE(dims);
  EXPECT_EQ(dims->inputSpatial, Ints({3, 2}));
  EXPECT_EQ(dims->kernelOutput, 0);
  text = "b0f_0io->b0";
  EXPECT_FALSE(parseDimLabels(text, errors.handler(text)));
}

TEST(HloTextAttributes, ReplicaGroups) {
  Errors errors;
  llvm::StringRef text = "[2,2]<=[4]";
  auto groups = parseReplicaGroups(text, errors.handler(text));
  ASSERT_TRUE(groups) << errors.message;
  ASSERT_EQ(groups->size(), 2u);
  EXPECT_EQ((*groups)[0], Ints({0, 1}));
  EXPECT_EQ((*groups)[1], Ints({2, 3}));
  // Transposed: iota [2,2] = {{0,1},{2,3}}, transposed {{0,2},{1,3}}.
  text = "[2,2]<=[2,2]T(1,0)";
  groups = parseReplicaGroups(text, errors.handler(text));
  ASSERT_TRUE(groups) << errors.message;
  EXPECT_EQ((*groups)[0], Ints({0, 2}));
  EXPECT_EQ((*groups)[1], Ints({1, 3}));
  text = "{{0,1},{2,3}}";
  groups = parseReplicaGroups(text, errors.handler(text));
  ASSERT_TRUE(groups);
  EXPECT_EQ((*groups)[1], Ints({2, 3}));
  text = "[3,2]<=[4]";
  EXPECT_FALSE(parseReplicaGroups(text, errors.handler(text)));
}

TEST(HloTextAttributes, Literals) {
  Errors errors;
  llvm::StringRef text = "{ { 1, 2.5 }, { -inf, nan } }";
  int64_t dims22[] = {2, 2};
  auto scalars = parseLiteral(text, dims22, false, errors.handler(text));
  ASSERT_TRUE(scalars) << errors.message;
  ASSERT_EQ(scalars->size(), 4u);
  EXPECT_EQ((*scalars)[1], "2.5");
  EXPECT_EQ((*scalars)[2], "-inf");
  text = "(1, -0.5)";
  scalars = parseLiteral(text, {}, true, errors.handler(text));
  ASSERT_TRUE(scalars);
  EXPECT_EQ((*scalars)[1], "-0.5");
  text = "{1, 2, 3}";
  int64_t dims2[] = {2};
  EXPECT_FALSE(parseLiteral(text, dims2, false, errors.handler(text)));
  EXPECT_EQ(errors.message, "literal has more than 2 elements in dimension 0");
  text = "{1}";
  EXPECT_FALSE(parseLiteral(text, dims2, false, errors.handler(text)));
  EXPECT_EQ(errors.message, "literal has fewer than 2 elements in dimension 0");
  text = "{...}";
  EXPECT_FALSE(parseLiteral(text, dims2, false, errors.handler(text)));
}

TEST(HloTextAttributes, Strings) {
  Errors errors;
  llvm::StringRef text = R"("a\"b\n\101")";
  auto s = parseString(text, errors.handler(text));
  ASSERT_TRUE(s);
  EXPECT_EQ(*s, "a\"b\nA");
}

} // namespace
