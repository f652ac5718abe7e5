//===- HloTextParserTest.cpp - Tests for the HLO text parser
//---------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Target/Hlo/Text/HloTextParser.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include "gtest/gtest.h"

#include <string>

using namespace xhlo::hlo_text;

namespace {

/// Parses `text`; on failure returns nothing and sets `error` to
/// "line:col: message".
std::optional<Module> parse(llvm::StringRef text, std::string &error) {
  llvm::SourceMgr sourceMgr;
  unsigned id = sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, "test.hlo"), llvm::SMLoc());
  return parseModule(sourceMgr, id, [&](llvm::SMLoc loc, const llvm::Twine &m) {
    auto [line, col] = sourceMgr.getLineAndColumn(loc, id);
    error = std::to_string(line) + ":" + std::to_string(col) + ": " + m.str();
  });
}

TEST(HloTextParser, ParsesXlaPrintedModule) {
  std::string error;
  std::optional<Module> module = parse(R"hlo(
/* header comment */
HloModule xla_computation_unknown, entry_computation_layout={(s8[10,1]{1,0},s8[10,1]{1,0})->(s8[10,1]{1,0})}

ENTRY main.11 {
  Arg_0.1 = s8[10,1]{1,0} parameter(0)
  constant.3 = s8[] constant(1)
  broadcast.4 = s8[5,1]{1,0} broadcast(constant.3), dimensions={}
  constant.5 = s32[] constant(5)
  dynamic-update-slice.7 = s8[10,1]{1,0} dynamic-update-slice(Arg_0.1, broadcast.4, constant.5, constant.5)
  ROOT tuple.10 = (s8[10,1]{1,0}) tuple(dynamic-update-slice.7)
}
)hlo",
                                       error);
  ASSERT_TRUE(module) << error;
  EXPECT_EQ(module->name, "xla_computation_unknown");
  ASSERT_NE(module->getAttribute("entry_computation_layout"), nullptr);
  EXPECT_EQ(module->getAttribute("entry_computation_layout")->value,
            "{(s8[10,1]{1,0},s8[10,1]{1,0})->(s8[10,1]{1,0})}");
  ASSERT_EQ(module->computations.size(), 1u);
  const Computation &entry = module->computations[0];
  EXPECT_TRUE(entry.isEntry);
  ASSERT_EQ(entry.instructions.size(), 6u);
  EXPECT_EQ(entry.rootIndex, 5u);
  const Instruction &param = entry.instructions[0];
  EXPECT_EQ(param.opcode, "parameter");
  EXPECT_EQ(param.parameterNumber, 0);
  EXPECT_EQ(printShape(*param.shape), "s8[10,1]{1,0}");
  EXPECT_EQ(entry.instructions[1].literal, "1");
  const Instruction &bcast = entry.instructions[2];
  ASSERT_EQ(bcast.attributes.size(), 1u);
  EXPECT_EQ(bcast.attributes[0].name, "dimensions");
  EXPECT_EQ(bcast.attributes[0].value, "{}");
  const Instruction &dus = entry.instructions[4];
  EXPECT_EQ(dus.opcode, "dynamic-update-slice");
  ASSERT_EQ(dus.operands.size(), 4u);
  EXPECT_EQ(dus.operands[1].name, "broadcast.4");
  EXPECT_EQ(printShape(*entry.instructions[5].shape), "(s8[10,1]{1,0})");
}

TEST(HloTextParser, ParsesPercentNamesSignaturesAndAttributes) {
  std::string error;
  std::optional<Module> module = parse(R"hlo(
HloModule main

%region_0.4 (Arg_0.5: f32[], Arg_1.6: f32[]) -> pred[] {
  %Arg_0.5 = f32[] parameter(0)
  %Arg_1.6 = f32[] parameter(1)
  ROOT %compare.7 = pred[] compare(%Arg_0.5, %Arg_1.6), direction=GE, type=TOTALORDER
}

ENTRY %main.13 (Arg_0.1: f32[1,4,4,2], Arg_1.2: f32[3,3,2,8]) -> f32[1,4,4,8] {
  %Arg_0.1 = f32[1,4,4,2] parameter(0)
  %Arg_1.2 = f32[3,3,2,8] parameter(1)
  ROOT %conv = f32[1,4,4,8] convolution(f32[1,4,4,2] %Arg_0.1, %Arg_1.2),
      window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f,
      metadata={op_type="Conv" op_name="a/b"}
}
)hlo",
                                       error);
  ASSERT_TRUE(module) << error;
  ASSERT_EQ(module->computations.size(), 2u);
  EXPECT_EQ(module->entryIndex, 1u);
  const Computation &region = module->computations[0];
  EXPECT_EQ(region.name, "region_0.4");
  ASSERT_EQ(region.parameters.size(), 2u);
  EXPECT_EQ(region.parameters[1].first, "Arg_1.6");
  EXPECT_EQ(printShape(*region.resultShape), "pred[]");
  const Instruction &compare = region.instructions[2];
  EXPECT_TRUE(compare.isRoot);
  EXPECT_EQ(compare.getAttribute("direction")->value, "GE");
  EXPECT_EQ(compare.getAttribute("type")->value, "TOTALORDER");
  const Instruction &conv = module->computations[1].instructions[2];
  ASSERT_TRUE(conv.operands[0].shape);
  EXPECT_EQ(printShape(*conv.operands[0].shape), "f32[1,4,4,2]{3,2,1,0}");
  EXPECT_EQ(conv.getAttribute("window")->value, "{size=3x3 pad=1_1x1_1}");
  EXPECT_EQ(conv.getAttribute("dim_labels")->value, "b01f_01io->b01f");
  EXPECT_EQ(conv.getAttribute("metadata")->value,
            "{op_type=\"Conv\" op_name=\"a/b\"}");
}

TEST(HloTextParser, ParsesHeaderlessModulesNestedOperandsAndOddShapes) {
  std::string error;
  std::optional<Module> module = parse(R"hlo(
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
e {
  p = (f32[2]{0}, s32[], /*index=2*/token[]) parameter(0)
  d = f32[<=4,?]{1,0} parameter(1)
  n = f32[] add(f32[] constant(1), f32[] multiply(f32[] constant(2), f32[] constant(3)))
  ROOT r = f32[] reduce(d, n), dimensions={0,1}, to_apply=add
}
)hlo",
                                       error);
  ASSERT_TRUE(module) << error;
  EXPECT_EQ(module->name, "module_e");
  EXPECT_EQ(module->entryIndex, 1u);
  const Computation &e = module->computations[1];
  EXPECT_EQ(printShape(*e.instructions[0].shape),
            "(f32[2]{0}, s32[], token[])");
  EXPECT_EQ(printShape(*e.instructions[1].shape), "f32[<=4,?]{1,0}");
  // The nested operands became instructions before their user.
  // p, d, the three constants, multiply, n and r.
  ASSERT_EQ(e.instructions.size(), 8u);
  EXPECT_EQ(e.instructions[2].opcode, "constant");
  EXPECT_EQ(e.instructions[5].opcode, "multiply");
  EXPECT_EQ(e.instructions[6].name, "n");
  EXPECT_EQ(e.instructions[6].operands[0].name, e.instructions[2].name);
  EXPECT_EQ(e.instructions[6].operands[1].name, e.instructions[5].name);
}

TEST(HloTextParser, ReportsErrorsWithLineAndColumn) {
  std::string error;
  EXPECT_FALSE(parse("HloModule m\nENTRY e {\n  p = f32[2] parameter(0)\n  "
                     "ROOT q = f33[2] negate(p)\n}\n",
                     error));
  EXPECT_EQ(error, "4:12: unknown element type 'f33'");
  EXPECT_FALSE(parse(
      "HloModule m\nENTRY e {\n  p = f32[2]{1,0} parameter(0)\n}", error));
  EXPECT_EQ(error, "3:13: layout {1,0} has 2 dimensions, the shape has 1");
  EXPECT_FALSE(
      parse("HloModule m\nENTRY e {\n  p = f32[2] parameter(0)\n", error));
  EXPECT_EQ(error, "4:1: expected '}' to end computation 'e'");
  EXPECT_FALSE(
      parse("HloModule m\nENTRY e {\n  s = s32[] constant(\"1)\n}", error));
  EXPECT_EQ(error, "3:22: unterminated string");
  EXPECT_FALSE(parse("HloModule m\nENTRY a {\n  p = f32[] parameter(0)\n}\n"
                     "ENTRY b {\n  p = f32[] parameter(0)\n}\n",
                     error));
  EXPECT_EQ(error, "5:1: more than one ENTRY computation");
  EXPECT_FALSE(parse("HloModule m\n", error));
  EXPECT_EQ(error, "2:1: expected at least one computation");
}

/// Every module of the XLA corpus parses (import may still reject opcodes
/// xhlo does not model; that is the importer's test).
TEST(HloTextParser, ParsesTheXlaCorpus) {
  if (!llvm::sys::fs::is_directory(XHLO_CORPUS_DIR))
    GTEST_SKIP()
        << "needs the XLA corpus of ../shared (absent): " XHLO_CORPUS_DIR;
  std::error_code ec;
  unsigned parsed = 0, total = 0;
  for (llvm::sys::fs::directory_iterator it(XHLO_CORPUS_DIR, ec), end;
       it != end && !ec; it.increment(ec)) {
    if (llvm::sys::path::extension(it->path()) != ".hlo")
      continue;
    ++total;
    auto buffer = llvm::MemoryBuffer::getFile(it->path());
    ASSERT_TRUE(buffer) << it->path();
    std::string error;
    if (parse((*buffer)->getBuffer(), error))
      ++parsed;
    else
      ADD_FAILURE() << it->path() << ":" << error;
  }
  EXPECT_EQ(total, 60u) << "corpus not found at " XHLO_CORPUS_DIR;
  EXPECT_EQ(parsed, total);
}

} // namespace
