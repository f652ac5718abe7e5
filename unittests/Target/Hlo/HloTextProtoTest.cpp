//===- HloTextProtoTest.cpp - Tests for HLO text <-> HloModuleProto -------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Tests of the conversion of parsed HLO text to HloModuleProto and of the
// printer of HLO text: golden prints per op family, proto fields, errors, and
// the corpus round trip (parse -> proto -> print is a fixed point after one
// round for every module of shared/corpus/xla-hlo).
//
//===----------------------------------------------------------------------===//

#include "xhlo/Target/Hlo/Text/HloTextAsync.h"
#include "xhlo/Target/Hlo/Text/HloTextParser.h"
#include "xhlo/Target/Hlo/Text/HloTextPrinter.h"
#include "xhlo/Target/Hlo/Text/HloTextToProto.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include "google/protobuf/util/message_differencer.h"
#include "gtest/gtest.h"

#include <string>

using namespace xhlo;
using namespace xhlo::hlo_text;

namespace {

/// Parses and converts `text`; on failure returns nothing and sets `error` to
/// "line:col: message".
std::optional<xla::HloModuleProto> convert(llvm::StringRef text,
                                           std::string &error) {
  llvm::SourceMgr sourceMgr;
  unsigned id = sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, "test.hlo"), llvm::SMLoc());
  auto onError = [&](llvm::SMLoc loc, const llvm::Twine &message) {
    auto [line, col] = sourceMgr.getLineAndColumn(loc, id);
    error =
        std::to_string(line) + ":" + std::to_string(col) + ": " + message.str();
  };
  std::optional<Module> module = parseModule(sourceMgr, id, onError);
  if (!module)
    return std::nullopt;
  return convertToProto(*module, onError);
}

std::string print(const xla::HloModuleProto &proto) {
  std::string text;
  llvm::raw_string_ostream os(text);
  printHloModule(proto, os);
  return text;
}

/// Converts and prints `text`, or returns "error: <message>".
std::string roundTrip(llvm::StringRef text) {
  std::string error;
  std::optional<xla::HloModuleProto> proto = convert(text, error);
  if (!proto)
    return "error: " + error;
  return print(*proto);
}

/// The printed instruction lines of the ENTRY computation (without the
/// leading two spaces).
std::vector<std::string> entryLines(llvm::StringRef printed) {
  std::vector<std::string> lines;
  bool inEntry = false;
  llvm::SmallVector<llvm::StringRef> all;
  printed.split(all, '\n');
  for (llvm::StringRef line : all) {
    if (line.starts_with("ENTRY ")) {
      inEntry = true;
      continue;
    }
    if (inEntry && line.starts_with("}"))
      break;
    if (inEntry)
      lines.push_back(line.drop_front(2).str());
  }
  return lines;
}

/// Wraps instruction lines in an entry computation and returns their printed
/// form, one line per instruction.
std::vector<std::string> printEntry(llvm::StringRef body,
                                    llvm::StringRef prelude = "") {
  std::string text = "HloModule m\n" + prelude.str() + "\nENTRY main {\n" +
                     body.str() + "\n}\n";
  std::string printed = roundTrip(text);
  if (llvm::StringRef(printed).starts_with("error: "))
    return {printed};
  return entryLines(printed);
}

//===----------------------------------------------------------------------===//
// Module structure
//===----------------------------------------------------------------------===//

TEST(HloTextToProto, IdsNamesAndProgramShapes) {
  std::string error;
  auto proto = convert(R"hlo(
HloModule m, entry_computation_layout={(f32[2]{0}, f32[2]{0})->f32[2]{0}}

add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}

ENTRY main {
  p0 = f32[2] parameter(0)
  p1 = f32[2] parameter(1)
  ROOT a = f32[2] map(p0, p1), dimensions={0}, to_apply=add
}
)hlo",
                       error);
  ASSERT_TRUE(proto) << error;
  EXPECT_EQ(proto->name(), "m");
  ASSERT_EQ(proto->computations_size(), 2);
  const auto &add = proto->computations(0);
  EXPECT_EQ(add.name(), "add");
  EXPECT_EQ(add.instructions(0).id(), 1);
  EXPECT_EQ(add.instructions(2).id(), 3);
  EXPECT_EQ(add.id(), 4);
  EXPECT_EQ(add.root_id(), 3);
  EXPECT_EQ(add.program_shape().parameters_size(), 2);
  EXPECT_EQ(add.program_shape().parameter_names(1), "y");
  const auto &main = proto->computations(1);
  EXPECT_EQ(main.id(), 8);
  EXPECT_EQ(proto->entry_computation_id(), 8);
  EXPECT_EQ(proto->entry_computation_name(), "main");
  const auto &map = main.instructions(2);
  EXPECT_EQ(map.opcode(), "map");
  ASSERT_EQ(map.operand_ids_size(), 2);
  EXPECT_EQ(map.operand_ids(0), 5);
  EXPECT_EQ(map.operand_ids(1), 6);
  ASSERT_EQ(map.called_computation_ids_size(), 1);
  EXPECT_EQ(map.called_computation_ids(0), 4);
  EXPECT_EQ(map.dimensions(0), 0);
  // Layouts are filled in (row-major, format DENSE); scalars get an empty
  // but present layout.
  EXPECT_TRUE(map.shape().has_layout());
  EXPECT_EQ(map.shape().layout().minor_to_major(0), 0);
  EXPECT_EQ(map.shape().layout().format(), xla::LayoutProto::DENSE);
  EXPECT_TRUE(add.instructions(0).shape().has_layout());
  EXPECT_EQ(proto->host_program_shape().parameters_size(), 2);
  EXPECT_EQ(proto->host_program_shape().parameter_names(0), "p0");
  EXPECT_EQ(proto->host_program_shape().result().element_type(), xla::F32);
}

TEST(HloTextToProto, WhileCalledComputationOrderIsBodyThenCondition) {
  std::string error;
  auto proto = convert(R"hlo(
HloModule m
cond {
  p = s32[] parameter(0)
  c = s32[] constant(10)
  ROOT lt = pred[] compare(p, c), direction=LT
}
body {
  p = s32[] parameter(0)
  one = s32[] constant(1)
  ROOT n = s32[] add(p, one)
}
ENTRY main {
  i = s32[] parameter(0)
  ROOT w = s32[] while(i), condition=cond, body=body
}
)hlo",
                       error);
  ASSERT_TRUE(proto) << error;
  const auto &w = proto->computations(2).instructions(1);
  ASSERT_EQ(w.called_computation_ids_size(), 2);
  EXPECT_EQ(w.called_computation_ids(0), proto->computations(1).id());
  EXPECT_EQ(w.called_computation_ids(1), proto->computations(0).id());
  std::string printed = print(*proto);
  EXPECT_NE(printed.find("while(i), condition=cond, body=body"),
            std::string::npos)
      << printed;
}

TEST(HloTextToProto, ReordersCalleesAndOperandsDefinedLater) {
  std::string error;
  auto proto = convert(R"hlo(
HloModule m
ENTRY main {
  ROOT r = f32[] call(x), to_apply=callee
  x = f32[] parameter(0)
}
callee {
  ROOT p = f32[] parameter(0)
}
)hlo",
                       error);
  // The entry is the ENTRY computation even when not last.
  ASSERT_TRUE(proto) << error;
  EXPECT_EQ(proto->computations(0).name(), "callee");
  EXPECT_EQ(proto->computations(1).name(), "main");
  EXPECT_EQ(proto->computations(1).instructions(0).name(), "x");
  EXPECT_EQ(proto->entry_computation_name(), "main");
}

TEST(HloTextToProto, RecordsInstructionLocations) {
  std::string text = "HloModule m\nENTRY e {\n  p = f32[] parameter(0)\n"
                     "  ROOT n = f32[] negate(p)\n}\n";
  llvm::SourceMgr sourceMgr;
  unsigned id = sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, "t.hlo"), llvm::SMLoc());
  std::string error;
  auto onError = [&](llvm::SMLoc, const llvm::Twine &m) { error = m.str(); };
  auto module = parseModule(sourceMgr, id, onError);
  ASSERT_TRUE(module) << error;
  InstructionLocations locations;
  auto proto = convertToProto(*module, onError, &locations);
  ASSERT_TRUE(proto) << error;
  int64_t computation = proto->computations(0).id();
  llvm::SMLoc loc = locations.lookup(computation, 2);
  ASSERT_TRUE(loc.isValid());
  EXPECT_EQ(sourceMgr.getLineAndColumn(loc, id), std::make_pair(4u, 3u));
  EXPECT_EQ(sourceMgr.getLineAndColumn(locations.lookup(computation, 1), id),
            std::make_pair(3u, 3u));
  // Ids outside the computation, and unknown computations, have none.
  EXPECT_FALSE(locations.lookup(computation, 3).isValid());
  EXPECT_FALSE(locations.lookup(computation, 0).isValid());
  EXPECT_FALSE(locations.lookup(computation + 1, 1).isValid());
}

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

TEST(HloTextToProto, ReportsErrorsAtTheirLocation) {
  EXPECT_EQ(roundTrip("HloModule m\nENTRY e {\n  ROOT n = f32[] negate(q)\n}"),
            "error: 3:25: use of undefined instruction 'q' in computation 'e'");
  EXPECT_EQ(roundTrip("HloModule m\nENTRY e {\n  p = f32[] parameter(0)\n"
                      "  ROOT c = f32[] call(p), to_apply=nowhere\n}"),
            "error: 4:36: use of undefined computation 'nowhere'");
  EXPECT_EQ(roundTrip("HloModule m\nENTRY e {\n  ROOT c = s32[2] "
                      "constant({1, x})\n}"),
            "error: 3:32: invalid or out of range s32 value 'x'");
  EXPECT_EQ(roundTrip("HloModule m\nENTRY e {\n  ROOT c = s8[] "
                      "constant(300)\n}"),
            "error: 3:26: value '300' is out of range for s8");
  EXPECT_EQ(roundTrip("HloModule m\nENTRY e {\n  p = f32[4] parameter(0)\n"
                      "  ROOT r = f32[2] slice(p), slice={[0;2]}\n}"),
            "error: 4:38: expected ':'");
  EXPECT_EQ(
      roundTrip("HloModule m\nENTRY e {\n  p = f32[] parameter(0)\n"
                "  ROOT r = f32[] negate(p), bogus=1\n}"),
      "error: 4:29: unsupported attribute 'bogus' on instruction 'r' (opcode "
      "negate)");
  EXPECT_EQ(
      roundTrip("HloModule m\nENTRY e {\n  ROOT r = f32[] frobnicate()\n}"),
      "error: 3:18: unknown opcode 'frobnicate'");
  EXPECT_EQ(roundTrip("HloModule m\nENTRY e {\n  p = f32[] parameter(1)\n"
                      "  ROOT n = f32[] negate(p)\n}"),
            "error: 2:1: computation 'e' has no parameter 0");
  EXPECT_EQ(roundTrip("HloModule m\nENTRY e {\n  p = f32[] parameter(0)\n"
                      "  ROOT c = pred[] compare(p, p), direction=XX\n}"),
            "error: 4:44: invalid value 'XX' of attribute 'direction': "
            "expected EQ, NE, GE, GT, LE or LT");
}

//===----------------------------------------------------------------------===//
// Golden prints per op family
//===----------------------------------------------------------------------===//

TEST(HloTextPrinter, ModuleLayout) {
  std::string printed = roundTrip(R"hlo(
HloModule m, input_output_alias={ {}: (0, {}, must-alias) }, is_scheduled=true
add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY main {
  p = f32[2,3] parameter(0)
  z = f32[] constant(0)
  r = f32[2] reduce(p, z), dimensions={1}, to_apply=add
  n = f32[2] negate(r)
  e = f32[2] exponential(n)
  ROOT t = f32[2,3] broadcast(e), dimensions={0}
}
)hlo");
  EXPECT_EQ(printed,
            "HloModule m, is_scheduled=true, input_output_alias={ {}: (0, {}, "
            "must-alias) }, entry_computation_layout={(f32[2,3]{1,0})->"
            "f32[2,3]{1,0}}\n\n"
            "add {\n"
            "  x = f32[] parameter(0)\n"
            "  y = f32[] parameter(1)\n"
            "  ROOT s = f32[] add(x, y)\n"
            "}\n\n"
            "ENTRY main {\n"
            "  p = f32[2,3]{1,0} parameter(0)\n"
            "  z = f32[] constant(0)\n"
            "  r = f32[2]{0} reduce(p, z), dimensions={1}, to_apply=add\n"
            "  n = f32[2]{0} negate(r)\n"
            "  e = f32[2]{0} exponential(n)\n"
            "  ROOT t = f32[2,3]{1,0} broadcast(e), dimensions={0}\n"
            "}\n\n");
}

TEST(HloTextPrinter, Constants) {
  auto lines = printEntry(R"hlo(
  a = f32[] constant(1.5)
  b = f32[] constant(-inf)
  c = f32[] constant(nan)
  d = pred[] constant(true)
  e = pred[3] constant({true, false, 1})
  f = s32[2,2] constant({ {1, 2}, {3, 4} })
  g = f32[2,2]{0,1} constant({ {1, 2}, {3, 4} })
  h = c64[2] constant({(1, 0), (-2.5, 3)})
  i = bf16[3] constant({1, 0.1, 3.14159})
  j = f16[2] constant({65504, 0.015625})
  k = u8[2] constant({0, 255})
  l = s4[2] constant({-8, 7})
  m = f64[] constant(0.1)
  n = f32[] constant(1.1920929e-07)
  o = s32[0] constant({})
  p = f32[1,1,1,2] constant({ { { {1, 2} } } })
  q = f8e3m4[2] constant({1, 0.5})
  r = f8e4m3fn[2] constant({448, -2})
  ROOT t = (f32[], s32[]) constant((1, 2)))hlo");
  std::vector<std::string> expected = {
      "a = f32[] constant(1.5)",
      "b = f32[] constant(-inf)",
      "c = f32[] constant(nan)",
      "d = pred[] constant(true)",
      "e = pred[3]{0} constant({1, 0, 1})",
      "f = s32[2,2]{1,0} constant({ { 1, 2 }, { 3, 4 } })",
      "g = f32[2,2]{0,1} constant({ { 1, 2 }, { 3, 4 } })",
      "h = c64[2]{0} constant({(1, 0), (-2.5, 3)})",
      "i = bf16[3]{0} constant({1, 0.1001, 3.141})",
      "j = f16[2]{0} constant({65504, 0.015625})",
      "k = u8[2]{0} constant({0, 255})",
      "l = s4[2]{0} constant({-8, 7})",
      "m = f64[] constant(0.1)",
      "n = f32[] constant(1.1920929e-07)",
      "o = s32[0]{0} constant({})",
      "p = f32[1,1,1,2]{3,2,1,0} constant({ { /*i0=0*/ { /*i1=0*/ { 1, 2 } } "
      "} })",
      "q = f8e3m4[2]{0} constant({1, 0.5})",
      "r = f8e4m3fn[2]{0} constant({448, -2})",
      "ROOT t = (f32[], s32[]) constant((1, 2))",
  };
  EXPECT_EQ(lines, expected);
}

TEST(HloTextToProto, LiteralStorage) {
  std::string error;
  auto proto = convert(R"hlo(
HloModule m
ENTRY e {
  g = s32[2,2]{0,1} constant({ {1, 2}, {3, 4} })
  b = bf16[2] constant({1, -2})
  h = f16[] constant(0.1)
  s = s8[2] constant({-1, 2})
  c = c128[] constant((1, -1))
  ROOT t = (s32[2,2], bf16[2]) tuple(g, b)
}
)hlo",
                       error);
  ASSERT_TRUE(proto) << error;
  const auto &insts = proto->computations(0).instructions();
  // Column-major layout: physical order 1, 3, 2, 4.
  EXPECT_EQ(std::vector<int32_t>(insts[0].literal().s32s().begin(),
                                 insts[0].literal().s32s().end()),
            (std::vector<int32_t>{1, 3, 2, 4}));
  EXPECT_EQ(insts[1].literal().bf16s(), std::string("\x80\x3f\x00\xc0", 4));
  // 0.1 in f16 rounds to 0x2e66.
  EXPECT_EQ(insts[2].literal().f16s(), std::string("\x66\x2e", 2));
  EXPECT_EQ(insts[3].literal().s8s(), std::string("\xff\x02", 2));
  ASSERT_EQ(insts[4].literal().c128s_size(), 2);
  EXPECT_EQ(insts[4].literal().c128s(1), -1.0);
  EXPECT_TRUE(insts[4].literal().shape().has_layout());
}

TEST(HloTextPrinter, ShapesAndLayouts) {
  auto lines = printEntry(R"hlo(
  a = f32[<=4,3]{0,1} parameter(0)
  b = (f32[], s32[2], (pred[]), token[]) parameter(1)
  c = f32[8,128]{1,0:T(8,128)S(1)} parameter(2)
  d = (f32[], f32[], f32[], f32[], f32[], f32[]) parameter(3)
  ROOT e = f32[?] parameter(4))hlo");
  std::vector<std::string> expected = {
      "a = f32[<=4,3]{0,1} parameter(0)",
      "b = (f32[], s32[2]{0}, (pred[]), token[]) parameter(1)",
      "c = f32[8,128]{1,0:T(8,128)S(1)} parameter(2)",
      "d = (f32[], f32[], f32[], f32[], f32[], /*index=5*/f32[]) parameter(3)",
      "ROOT e = f32[?]{0} parameter(4)",
  };
  EXPECT_EQ(lines, expected);
}

TEST(HloTextPrinter, ElementwiseAndShapeOps) {
  auto lines = printEntry(R"hlo(
  p = f32[4,6] parameter(0)
  i = s32[] parameter(1)
  c1 = pred[4,6] compare(p, p), direction=LT
  c2 = pred[4,6] compare(p, p), direction=GE, type=TOTALORDER
  c3 = pred[4,6] compare(p, p), direction=EQ, type=FLOAT
  t = f32[6,4] transpose(p), dimensions={1,0}
  r = f32[24] reshape(p)
  s1 = f32[2,6] slice(p), slice={[0:2], [0:6]}
  s2 = f32[2,3] slice(p), slice={[0:4:2], [0:6:2]}
  ds = f32[2,2] dynamic-slice(p, i, i), dynamic_slice_sizes={2,2}
  z = f32[] constant(0)
  pd = f32[9,10] pad(p, z), padding=2_3x1_3
  pi = f32[12,15] pad(p, z), padding=1_4_1x0_4_1
  io = s32[5] iota(), iota_dimension=0
  ct = f32[8,6] concatenate(p, p), dimensions={0}
  rv = f32[4,6] reverse(p), dimensions={0,1}
  ROOT gte = f32[4,6] get-tuple-element((f32[4,6]) tuple(p)), index=0)hlo");
  std::vector<std::string> expected = {
      "p = f32[4,6]{1,0} parameter(0)",
      "i = s32[] parameter(1)",
      "c1 = pred[4,6]{1,0} compare(p, p), direction=LT",
      "c2 = pred[4,6]{1,0} compare(p, p), direction=GE, type=TOTALORDER",
      "c3 = pred[4,6]{1,0} compare(p, p), direction=EQ",
      "t = f32[6,4]{1,0} transpose(p), dimensions={1,0}",
      "r = f32[24]{0} reshape(p)",
      "s1 = f32[2,6]{1,0} slice(p), slice={[0:2], [0:6]}",
      "s2 = f32[2,3]{1,0} slice(p), slice={[0:4:2], [0:6:2]}",
      "ds = f32[2,2]{1,0} dynamic-slice(p, i, i), dynamic_slice_sizes={2,2}",
      "z = f32[] constant(0)",
      "pd = f32[9,10]{1,0} pad(p, z), padding=2_3x1_3",
      "pi = f32[12,15]{1,0} pad(p, z), padding=1_4_1x0_4_1",
      "io = s32[5]{0} iota(), iota_dimension=0",
      "ct = f32[8,6]{1,0} concatenate(p, p), dimensions={0}",
      "rv = f32[4,6]{1,0} reverse(p), dimensions={0,1}",
      "tuple.nested.0 = (f32[4,6]{1,0}) tuple(p)",
      "ROOT gte = f32[4,6]{1,0} get-tuple-element(tuple.nested.0), index=0",
  };
  EXPECT_EQ(lines, expected);
}

TEST(HloTextPrinter, ContractionOps) {
  auto lines = printEntry(R"hlo(
  a = f32[2,3,4] parameter(0)
  b = f32[2,4,5] parameter(1)
  d1 = f32[2,3,5] dot(a, b), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}
  d2 = f32[2,3,5] dot(a, b), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}, operand_precision={high,default}, algorithm=dot_bf16_bf16_f32
  x = f32[1,8,8,3] parameter(2)
  k = f32[3,3,3,16] parameter(3)
  cv = f32[1,4,4,16] convolution(x, k), window={size=3x3 stride=2x2 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
  cg = f32[1,8,8,3] convolution(x, k), window={size=3x3 pad=1_1x1_1 lhs_dilate=1x2 rhs_dilate=2x1 rhs_reversal=1x0}, dim_labels=b01f_01io->b01f, feature_group_count=3, operand_precision={highest,highest}
  s = f32[4,4] parameter(4)
  ch = f32[4,4] cholesky(s), lower=true
  ts = f32[4,4] triangular-solve(s, s), left_side=true, lower=true, transpose_a=NO_TRANSPOSE
  sc = f32[4] parameter(5)
  bn = (f32[4,4], f32[4], f32[4]) batch-norm-training(s, sc, sc), epsilon=0.001, feature_index=1
  fc = c64[4] parameter(6)
  ROOT ff = c64[4] fft(fc), fft_type=IFFT, fft_length={4})hlo");
  std::vector<std::string> expected = {
      "a = f32[2,3,4]{2,1,0} parameter(0)",
      "b = f32[2,4,5]{2,1,0} parameter(1)",
      "d1 = f32[2,3,5]{2,1,0} dot(a, b), lhs_batch_dims={0}, "
      "lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}",
      "d2 = f32[2,3,5]{2,1,0} dot(a, b), lhs_batch_dims={0}, "
      "lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}, "
      "operand_precision={high,default}, algorithm=dot_bf16_bf16_f32",
      "x = f32[1,8,8,3]{3,2,1,0} parameter(2)",
      "k = f32[3,3,3,16]{3,2,1,0} parameter(3)",
      "cv = f32[1,4,4,16]{3,2,1,0} convolution(x, k), window={size=3x3 "
      "stride=2x2 pad=1_1x1_1}, dim_labels=b01f_01io->b01f",
      "cg = f32[1,8,8,3]{3,2,1,0} convolution(x, k), window={size=3x3 "
      "pad=1_1x1_1 lhs_dilate=1x2 rhs_dilate=2x1 rhs_reversal=1x0}, "
      "dim_labels=b01f_01io->b01f, feature_group_count=3, "
      "operand_precision={highest,highest}",
      "s = f32[4,4]{1,0} parameter(4)",
      "ch = f32[4,4]{1,0} cholesky(s), lower=true",
      "ts = f32[4,4]{1,0} triangular-solve(s, s), left_side=true, lower=true, "
      "unit_diagonal=false, transpose_a=NO_TRANSPOSE",
      "sc = f32[4]{0} parameter(5)",
      "bn = (f32[4,4]{1,0}, f32[4]{0}, f32[4]{0}) batch-norm-training(s, sc, "
      "sc), epsilon=0.001, feature_index=1",
      "fc = c64[4]{0} parameter(6)",
      "ROOT ff = c64[4]{0} fft(fc), fft_type=IFFT, fft_length={4}",
  };
  EXPECT_EQ(lines, expected);
}

TEST(HloTextPrinter, ReductionAndControlFlowOps) {
  std::string printed = roundTrip(R"hlo(
HloModule m
add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ge {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT c = pred[] compare(x, y), direction=GE
}
b0 {
  ROOT p = f32[4] parameter(0)
}
b1 {
  p = f32[4] parameter(0)
  ROOT n = f32[4] negate(p)
}
fused {
  p = f32[4] parameter(0)
  ROOT n = f32[4] negate(p)
}
ENTRY main {
  a = f32[4,4] parameter(0)
  z = f32[] constant(0)
  rw = f32[2,2] reduce-window(a, z), window={size=2x2 stride=2x2}, to_apply=add
  ss = f32[4,4] select-and-scatter(a, rw, z), window={size=2x2 stride=2x2}, select=ge, scatter=add
  v = f32[4] parameter(1)
  st = f32[4] sort(v), dimensions={0}, is_stable=true, to_apply=ge
  i = s32[] parameter(2)
  cd = f32[4] conditional(i, v, v), branch_computations={b0, b1}
  pr = pred[] parameter(3)
  cp = f32[4] conditional(pr, v, v), true_computation=b0, false_computation=b1
  fu = f32[4] fusion(v), kind=kLoop, calls=fused
  cl = f32[4] call(v), to_apply=b1
  ROOT t = (f32[4], f32[4], f32[4]) tuple(cd, cp, fu)
}
)hlo");
  std::vector<std::string> lines = entryLines(printed);
  std::vector<std::string> expected = {
      "a = f32[4,4]{1,0} parameter(0)",
      "z = f32[] constant(0)",
      "rw = f32[2,2]{1,0} reduce-window(a, z), window={size=2x2 stride=2x2}, "
      "to_apply=add",
      "ss = f32[4,4]{1,0} select-and-scatter(a, rw, z), window={size=2x2 "
      "stride=2x2}, select=ge, scatter=add",
      "v = f32[4]{0} parameter(1)",
      "st = f32[4]{0} sort(v), dimensions={0}, is_stable=true, to_apply=ge",
      "i = s32[] parameter(2)",
      "cd = f32[4]{0} conditional(i, v, v), branch_computations={b0, b1}",
      "pr = pred[] parameter(3)",
      "cp = f32[4]{0} conditional(pr, v, v), true_computation=b0, "
      "false_computation=b1",
      "fu = f32[4]{0} fusion(v), kind=kLoop, calls=fused",
      "cl = f32[4]{0} call(v), to_apply=b1",
      "ROOT t = (f32[4]{0}, f32[4]{0}, f32[4]{0}) tuple(cd, cp, fu)",
  };
  EXPECT_EQ(lines, expected) << printed;
}

TEST(HloTextPrinter, IndexingOps) {
  std::string printed = roundTrip(R"hlo(
HloModule m
add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY main {
  o = f32[3,3] parameter(0)
  idx = s32[2] parameter(1)
  g = f32[2,3] gather(o, idx), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,3}, indices_are_sorted=true
  u = f32[2,3] parameter(2)
  ROOT s = f32[3,3] scatter(o, idx, u), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, unique_indices=true, to_apply=add
}
)hlo");
  std::vector<std::string> lines = entryLines(printed);
  ASSERT_EQ(lines.size(), 5u) << printed;
  EXPECT_EQ(lines[2],
            "g = f32[2,3]{1,0} gather(o, idx), offset_dims={1}, "
            "collapsed_slice_dims={0}, start_index_map={0}, "
            "index_vector_dim=1, slice_sizes={1,3}, indices_are_sorted=true");
  EXPECT_EQ(lines[4], "ROOT s = f32[3,3]{1,0} scatter(o, idx, u), "
                      "update_window_dims={1}, inserted_window_dims={0}, "
                      "scatter_dims_to_operand_dims={0}, index_vector_dim=1, "
                      "unique_indices=true, to_apply=add");
}

TEST(HloTextPrinter, MiscAndCollectiveOps) {
  std::string printed = roundTrip(R"hlo(
HloModule m
add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY main {
  p = f32[4] parameter(0), parameter_replication={true}, sharding={devices=[2,2]<=[2,2]T(1,0) last_tile_dim_replicate}
  ar = f32[4] all-reduce(p), channel_id=1, replica_groups={{0,1},{2,3}}, use_global_device_ids=true, to_apply=add
  ag = f32[8] all-gather(p), replica_groups=[2,2]<=[4], dimensions={0}
  cp = f32[4] collective-permute(p), channel_id=2, source_target_pairs={{0,1},{1,0}}
  tk = token[] after-all()
  inf = ((f32[4]), token[]) infeed(tk), infeed_config="cfg"
  of = token[] outfeed(p, tk), outfeed_shape=f32[4]{0}, outfeed_config="o\n"
  s = (f32[4], u32[], token[]) send(p, tk), channel_id=3, is_host_transfer=true
  rn = f32[4] rng(p, p), distribution=rng_uniform
  k = u64[2] parameter(1)
  rb = (u64[2], u32[4]) rng-bit-generator(k), algorithm=rng_three_fry
  rs = u64[2] rng-get-and-update-state(), delta=1
  rp = f32[4] reduce-precision(p), exponent_bits=5, mantissa_bits=10
  tp = (f32[2], s32[2]) topk(p), k=2, largest=true
  cc = f32[4] custom-call(p), custom_call_target="foo", backend_config="bar", custom_call_has_side_effect=true, api_version=API_VERSION_STATUS_RETURNING, schedule=SCHEDULE_LATEST
  cj = f32[4] custom-call(p), custom_call_target="baz\"q", operand_layout_constraints={f32[4]{0}}, output_to_operand_aliasing={{}: (0, {})}, backend_config={"a": {"b": 1}}, frontend_attributes={z="1",a={x}}
  dm = f32[4] domain(p), domain={kind="sharding", entry={maximal device=1}, exit={}}
  ROOT n = f32[4] negate(dm), metadata={op_type="Neg" op_name="a/b" source_file="x.py" source_line=3}, sharding={{replicated}, {maximal device=0}}, control-predecessors={cc}
}
)hlo");
  std::vector<std::string> lines = entryLines(printed);
  std::vector<std::string> expected = {
      "p = f32[4]{0} parameter(0), parameter_replication={true}, "
      "sharding={devices=[2,2]<=[2,2]T(1,0) last_tile_dim_replicate}",
      "ar = f32[4]{0} all-reduce(p), channel_id=1, "
      "replica_groups={{0,1},{2,3}}, use_global_device_ids=true, "
      "to_apply=add",
      "ag = f32[8]{0} all-gather(p), replica_groups={{0,1},{2,3}}, "
      "dimensions={0}",
      "cp = f32[4]{0} collective-permute(p), channel_id=2, "
      "source_target_pairs={{0,1},{1,0}}",
      "tk = token[] after-all()",
      "inf = ((f32[4]{0}), token[]) infeed(tk), infeed_config=\"cfg\"",
      "of = token[] outfeed(p, tk), outfeed_shape=f32[4]{0}, "
      "outfeed_config=\"o\\n\"",
      "s = (f32[4]{0}, u32[], token[]) send(p, tk), channel_id=3, "
      "is_host_transfer=true",
      "rn = f32[4]{0} rng(p, p), distribution=rng_uniform",
      "k = u64[2]{0} parameter(1)",
      "rb = (u64[2]{0}, u32[4]{0}) rng-bit-generator(k), "
      "algorithm=rng_three_fry",
      "rs = u64[2]{0} rng-get-and-update-state(), delta=1",
      "rp = f32[4]{0} reduce-precision(p), exponent_bits=5, mantissa_bits=10",
      "tp = (f32[2]{0}, s32[2]{0}) topk(p), k=2, largest=true",
      "cc = f32[4]{0} custom-call(p), custom_call_target=\"foo\", "
      "custom_call_has_side_effect=true, schedule=SCHEDULE_LATEST, "
      "api_version=API_VERSION_STATUS_RETURNING, backend_config=\"bar\"",
      "cj = f32[4]{0} custom-call(p), custom_call_target=\"baz\\\"q\", "
      "operand_layout_constraints={f32[4]{0}}, "
      "output_to_operand_aliasing={{}: (0, {})}, "
      "frontend_attributes={a={x},z=\"1\"}, backend_config={\"a\": {\"b\": 1}}",
      "dm = f32[4]{0} domain(p), domain={kind=\"sharding\", entry={maximal "
      "device=1}, exit={}}",
      "ROOT n = f32[4]{0} negate(dm), sharding={{replicated}, {maximal "
      "device=0}}, control-predecessors={cc}, metadata={op_type=\"Neg\" "
      "op_name=\"a/b\" source_file=\"x.py\" source_line=3}",
  };
  EXPECT_EQ(lines, expected) << printed;
}

TEST(HloTextPrinter, PrintsProtoBuiltByHand) {
  // A proto as the exporter writes it: shapes with layouts, module-wide ids.
  xla::HloModuleProto module;
  module.set_name("hand");
  auto *comp = module.add_computations();
  comp->set_name("main.4");
  comp->set_id(4);
  comp->set_root_id(3);
  auto scalar = [](xla::ShapeProto *shape) {
    shape->set_element_type(xla::F32);
    shape->mutable_layout();
  };
  for (int i = 0; i < 2; ++i) {
    auto *param = comp->add_instructions();
    param->set_name("Arg_" + std::to_string(i) + "." + std::to_string(i + 1));
    param->set_opcode("parameter");
    param->set_parameter_number(i);
    param->set_id(i + 1);
    scalar(param->mutable_shape());
  }
  auto *add = comp->add_instructions();
  add->set_name("add.3");
  add->set_opcode("add");
  add->set_id(3);
  add->add_operand_ids(1);
  add->add_operand_ids(2);
  scalar(add->mutable_shape());
  module.set_entry_computation_id(4);
  auto *shape = module.mutable_host_program_shape();
  scalar(shape->add_parameters());
  scalar(shape->add_parameters());
  scalar(shape->mutable_result());
  EXPECT_EQ(print(module),
            "HloModule hand, entry_computation_layout={(f32[], f32[])->f32[]}"
            "\n\n"
            "ENTRY main.4 {\n"
            "  Arg_0.1 = f32[] parameter(0)\n"
            "  Arg_1.2 = f32[] parameter(1)\n"
            "  ROOT add.3 = f32[] add(Arg_0.1, Arg_1.2)\n"
            "}\n\n");
  EXPECT_EQ(printShape(shape->parameters(0)), "f32[]");
}

//===----------------------------------------------------------------------===//
// The corpus: print is a fixed point after one round
//===----------------------------------------------------------------------===//

TEST(HloTextProtoCorpus, PrintIsAFixedPoint) {
  if (!llvm::sys::fs::is_directory(XHLO_CORPUS_DIR))
    GTEST_SKIP()
        << "needs the XLA corpus of ../shared (absent): " XHLO_CORPUS_DIR;
  std::error_code ec;
  unsigned total = 0, converted = 0, fixedPoints = 0;
  std::vector<std::string> paths;
  for (llvm::sys::fs::directory_iterator it(XHLO_CORPUS_DIR, ec), end;
       it != end && !ec; it.increment(ec))
    if (llvm::sys::path::extension(it->path()) == ".hlo")
      paths.push_back(it->path());
  llvm::sort(paths);
  for (const std::string &path : paths) {
    ++total;
    auto buffer = llvm::MemoryBuffer::getFile(path);
    ASSERT_TRUE(buffer) << path;
    std::string name = llvm::sys::path::filename(path).str();
    std::string first = roundTrip((*buffer)->getBuffer());
    if (llvm::StringRef(first).starts_with("error: ")) {
      ADD_FAILURE() << name << ": does not convert: " << first;
      continue;
    }
    ++converted;
    std::string second = roundTrip(first);
    if (second != first) {
      // Show the first differing line.
      llvm::SmallVector<llvm::StringRef> a, b;
      llvm::StringRef(first).split(a, '\n');
      llvm::StringRef(second).split(b, '\n');
      size_t line = 0;
      while (line < a.size() && line < b.size() && a[line] == b[line])
        ++line;
      ADD_FAILURE() << name << ": the second print differs at line " << line + 1
                    << ":\n  first:  "
                    << (line < a.size() ? a[line].str() : "<end>")
                    << "\n  second: "
                    << (line < b.size() ? b[line].str() : "<end>");
      continue;
    }
    // The proto read back from the print is the proto printed.
    std::string error;
    std::optional<xla::HloModuleProto> proto =
        convert((*buffer)->getBuffer(), error);
    std::optional<xla::HloModuleProto> again = convert(first, error);
    ASSERT_TRUE(proto && again) << error;
    google::protobuf::util::MessageDifferencer differencer;
    std::string report;
    differencer.ReportDifferencesToString(&report);
    if (!differencer.Compare(*proto, *again)) {
      ADD_FAILURE() << name << ": the protos differ after one round:\n"
                    << report.substr(0, 2000);
      continue;
    }
    ++fixedPoints;
  }
  EXPECT_EQ(total, 60u) << "corpus not found at " XHLO_CORPUS_DIR;
  EXPECT_EQ(converted, total);
  EXPECT_EQ(fixedPoints, total);
  std::printf("[ corpus   ] %u modules, %u convert, %u print and proto fixed "
              "points\n",
              total, converted, fixedPoints);
}

// The header's replica_count and num_partitions (HloModuleConfig.h) go to
// the config, not the module proto, and are printed back after the entry
// layout when not 1.
TEST(HloTextProtoTest, ModuleConfigIsReadAndPrinted) {
  llvm::StringRef text =
      "HloModule m, entry_computation_layout={(f32[])->f32[]}, "
      "replica_count=8, num_partitions=2\n\nENTRY e {\n  ROOT p = f32[] "
      "parameter(0)\n}\n";
  llvm::SourceMgr sourceMgr;
  unsigned id = sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, "test.hlo"), llvm::SMLoc());
  std::string error;
  auto onError = [&](llvm::SMLoc, const llvm::Twine &message) {
    error = message.str();
  };
  std::optional<Module> module = parseModule(sourceMgr, id, onError);
  ASSERT_TRUE(module) << error;
  xla::HloModuleConfigProto config;
  std::optional<xla::HloModuleProto> proto =
      convertToProto(*module, onError, nullptr, &config);
  ASSERT_TRUE(proto) << error;
  EXPECT_EQ(config.replica_count(), 8);
  EXPECT_EQ(config.num_partitions(), 2);

  std::string printed;
  llvm::raw_string_ostream os(printed);
  printHloModule(*proto, os, &config);
  EXPECT_TRUE(llvm::StringRef(printed).starts_with(
      "HloModule m, entry_computation_layout={(f32[])->f32[]}, "
      "replica_count=8, num_partitions=2\n"))
      << printed;

  // 1 and unset (0) are not printed; neither is anything without a config.
  for (int64_t count : {0, 1}) {
    config.set_replica_count(count);
    config.set_num_partitions(count);
    std::string again;
    llvm::raw_string_ostream againOs(again);
    printHloModule(*proto, againOs, &config);
    EXPECT_EQ(again, print(*proto)) << count;
  }
  EXPECT_EQ(print(*proto).find("replica_count"), std::string::npos);
}

//===----------------------------------------------------------------------===//
// Async syntax sugar (HloTextAsync.h)
//===----------------------------------------------------------------------===//

// A sugared chain converts to the very proto of the explicit form XLA's
// parser builds from it: the generated computation before the start's, its
// names, ids, the thread on the computation, metadata and backend_config on
// both the start and the wrapped instruction, update and done calling it.
TEST(HloTextAsync, SugaredChainIsTheExplicitProto) {
  std::string error;
  auto sugared = convert(R"hlo(
HloModule m
ENTRY e {
  p = f32[4] parameter(0)
  s = ((f32[4]), f32[8], s32[]) custom-call-start(p), async_execution_thread="t", custom_call_target="foo", metadata={op_name="a"}, backend_config="cfg", sharding={replicated}
  u = ((f32[4]), f32[8], s32[]) custom-call-update(s)
  ROOT d = f32[8] custom-call-done(u), custom_call_target="foo"
}
)hlo",
                         error);
  ASSERT_TRUE(sugared) << error;
  auto explicitForm = convert(R"hlo(
HloModule m
async_wrapped {
  async_param = f32[4] parameter(0)
  ROOT async_op = f32[8] custom-call(async_param), custom_call_target="foo", metadata={op_name="a"}, backend_config="cfg"
}, execution_thread="t"
ENTRY e {
  p = f32[4] parameter(0)
  s = ((f32[4]), f32[8], s32[]) async-start(p), async_execution_thread="t", metadata={op_name="a"}, backend_config="cfg", sharding={replicated}, calls=async_wrapped
  u = ((f32[4]), f32[8], s32[]) async-update(s), calls=async_wrapped, async_execution_thread="t"
  ROOT d = f32[8] async-done(u), calls=async_wrapped, async_execution_thread="t"
}
)hlo",
                              error);
  ASSERT_TRUE(explicitForm) << error;
  std::string difference;
  google::protobuf::util::MessageDifferencer differencer;
  differencer.ReportDifferencesToString(&difference);
  EXPECT_TRUE(differencer.Compare(*explicitForm, *sugared)) << difference;

  ASSERT_EQ(sugared->computations_size(), 2);
  const auto &wrapped = sugared->computations(0);
  EXPECT_EQ(wrapped.name(), "async_wrapped");
  EXPECT_EQ(wrapped.execution_thread(), "t");
  EXPECT_EQ(wrapped.id(), 3);
  ASSERT_EQ(wrapped.instructions_size(), 2);
  EXPECT_EQ(wrapped.instructions(0).name(), "async_param");
  EXPECT_EQ(wrapped.instructions(1).name(), "async_op");
  EXPECT_EQ(wrapped.instructions(1).custom_call_target(), "foo");
  EXPECT_EQ(wrapped.instructions(1).metadata().op_name(), "a");
  EXPECT_FALSE(wrapped.instructions(1).has_sharding());
  const auto &start = sugared->computations(1).instructions(1);
  EXPECT_EQ(start.opcode(), "async-start");
  EXPECT_EQ(start.async_execution_thread(), "t");
  EXPECT_EQ(start.metadata().op_name(), "a");
  EXPECT_EQ(start.backend_config(), "cfg");
  EXPECT_TRUE(start.has_sharding());
  EXPECT_TRUE(start.custom_call_target().empty());
  for (const auto &inst : sugared->computations(1).instructions()) {
    if (inst.opcode() != "parameter") {
      EXPECT_EQ(inst.called_computation_ids(0), 3) << inst.name();
    }
  }
}

// Generated names are unique in the module, as XLA's name uniquer makes
// them: `.N` from 1, skipping names the text uses.
TEST(HloTextAsync, GeneratedNamesAreUniqueInTheModule) {
  std::string error;
  auto proto = convert(R"hlo(
HloModule m
async_wrapped {
  async_param = f32[4] parameter(0)
  ROOT async_op.1 = f32[4] negate(async_param)
}
ENTRY e {
  p = f32[4] parameter(0)
  c = f32[4] call(p), to_apply=async_wrapped
  s1 = ((f32[4], f32[4]), f32[4], s32[]) add-start(p, c)
  d1 = f32[4] add-done(s1)
  s2 = ((f32[4]), f32[4], s32[]) negate-start(d1)
  ROOT d2 = f32[4] negate-done(s2)
}
)hlo",
                       error);
  ASSERT_TRUE(proto) << error;
  ASSERT_EQ(proto->computations_size(), 4);
  std::vector<std::string> names;
  for (const auto &comp : proto->computations()) {
    names.push_back(comp.name() + ":");
    for (const auto &inst : comp.instructions())
      names.back() += " " + inst.name();
  }
  EXPECT_EQ(names[0], "async_wrapped: async_param async_op.1");
  EXPECT_EQ(names[1], "async_wrapped.1: async_param.1 async_param.2 async_op");
  EXPECT_EQ(names[2], "async_wrapped.2: async_param.3 async_op.2");
  EXPECT_EQ(names[3], "e: p c s1 d1 s2 d2");
}

// Which opcodes are sugar: a known opcode and a suffix, unless the whole is
// an opcode of its own.
TEST(HloTextAsync, SplitsSugaredOpcodes) {
  auto split = splitAsyncOpcode("custom-call-start");
  ASSERT_TRUE(split);
  EXPECT_EQ(split->first, "custom-call");
  EXPECT_EQ(split->second, AsyncPart::Start);
  split = splitAsyncOpcode("all-reduce-update");
  ASSERT_TRUE(split);
  EXPECT_EQ(split->first, "all-reduce");
  EXPECT_EQ(split->second, AsyncPart::Update);
  split = splitAsyncOpcode("reduce-scatter-done");
  ASSERT_TRUE(split);
  EXPECT_EQ(split->second, AsyncPart::Done);
  for (llvm::StringRef own :
       {"all-reduce-start", "all-gather-done", "collective-permute-start",
        "copy-start", "copy-done", "send-done", "recv-done", "async-start",
        "async-done", "negate"})
    EXPECT_FALSE(splitAsyncOpcode(own)) << own.str();
  for (llvm::StringRef unknown : {"frobnicate-start", "-start", "start",
                                  "custom-call-begin", "custom-call-start-"})
    EXPECT_FALSE(splitAsyncOpcode(unknown)) << unknown.str();
}

} // namespace
