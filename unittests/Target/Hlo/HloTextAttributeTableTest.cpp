//===- HloTextAttributeTableTest.cpp - The HLO attribute table ------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Tests driven by the table of HLO text instruction attributes
// (lib/Target/Hlo/Text/HloTextAttributeTable): every entry's example is read
// into a proto, printed back identically and read again into the same proto;
// every entry refuses a malformed value with an error on its line; and the
// table is unambiguous. A new entry is covered by adding it.
//
//===----------------------------------------------------------------------===//

#include "../../../lib/Target/Hlo/Text/HloTextAttributeTable.h"

#include "xhlo/Target/Hlo/Text/HloTextParser.h"
#include "xhlo/Target/Hlo/Text/HloTextPrinter.h"
#include "xhlo/Target/Hlo/Text/HloTextToProto.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MemoryBuffer.h"

#include "google/protobuf/util/message_differencer.h"
#include "gtest/gtest.h"

using namespace xhlo;
using namespace xhlo::hlo_text;
using llvm::StringRef;

namespace {

/// What reading a module gave: the proto, or the first error's line and
/// message.
struct Read {
  std::optional<xla::HloModuleProto> proto;
  unsigned errorLine = 0;
  std::string error;
};

Read readModule(StringRef text) {
  llvm::SourceMgr sourceMgr;
  unsigned id = sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, "table.hlo"), llvm::SMLoc());
  Read result;
  auto onError = [&](llvm::SMLoc loc, const llvm::Twine &message) {
    result.errorLine = sourceMgr.getLineAndColumn(loc, id).first;
    result.error = message.str();
  };
  if (std::optional<Module> module = parseModule(sourceMgr, id, onError))
    result.proto = convertToProto(*module, onError);
  return result;
}

/// Splits `text` at the commas outside brackets and quotes.
std::vector<std::string> splitAttributes(StringRef text) {
  std::vector<std::string> parts(1);
  int depth = 0;
  char quote = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (quote) {
      if (c == '\\' && i + 1 < text.size())
        parts.back() += text[i++];
      else if (c == quote)
        quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '{' || c == '(' || c == '[') {
      ++depth;
    } else if (c == '}' || c == ')' || c == ']') {
      --depth;
    } else if (c == ',' && depth == 0) {
      parts.emplace_back();
      continue;
    }
    parts.back() += c;
  }
  for (std::string &part : parts)
    part = StringRef(part).trim().str();
  return parts;
}

/// The opcode an entry's example is tried on.
StringRef exampleOpcode(const AttributeSpec &spec) {
  StringRef opcodes = spec.opcodes;
  return opcodes.empty() ? "fusion" : opcodes.split(' ').first;
}

/// A module whose root `x` is an `opcode` instruction with `attributes`; the
/// root is on line 14.
std::string moduleWith(StringRef opcode, StringRef attributes) {
  std::string operands = opcode == "parameter" ? "2" : "pr, p";
  return "HloModule m\n\nc {\n  ROOT a = f32[] parameter(0)\n}\n\n"
         "d {\n  ROOT a = f32[] parameter(0)\n}\n\n"
         "ENTRY main {\n  pr = pred[] parameter(0)\n  p = f32[4]{0} "
         "parameter(1)\n  ROOT x = f32[4]{0} " +
         opcode.str() + "(" + operands + "), " + attributes.str() + "\n}\n";
}

/// The attributes printed on the root `x`, by name.
llvm::StringMap<std::string> printedAttributes(StringRef printed) {
  llvm::StringMap<std::string> attributes;
  size_t line = printed.find("ROOT x = ");
  if (line == StringRef::npos)
    return attributes;
  StringRef rest = printed.drop_front(line).split('\n').first;
  rest = rest.drop_front(rest.find(')') + 1);
  if (!rest.consume_front(", "))
    return attributes;
  for (const std::string &attribute : splitAttributes(rest)) {
    auto [name, value] = StringRef(attribute).split('=');
    attributes[name] = value.str();
  }
  return attributes;
}

TEST(HloTextAttributeTable, EveryExampleReadsAndPrintsBack) {
  unsigned checked = 0;
  for (const AttributeSpec &spec : getInstructionAttributes()) {
    std::string where = std::string(spec.name) + " on " +
                        exampleOpcode(spec).str() + ": " + spec.example;
    std::string text = moduleWith(exampleOpcode(spec),
                                  std::string(spec.name) + "=" + spec.example);
    Read first = readModule(text);
    ASSERT_TRUE(first.proto) << where << ": " << first.error;
    std::string printed;
    llvm::raw_string_ostream os(printed);
    printHloModule(*first.proto, os);
    llvm::StringMap<std::string> attributes = printedAttributes(printed);
    if (spec.when == PrintWhen::Never) {
      EXPECT_FALSE(attributes.count(spec.name)) << where << "\n" << printed;
      continue;
    }
    std::string value = splitAttributes(spec.example).front();
    EXPECT_EQ(attributes.lookup(spec.name), value) << where << "\n" << printed;
    // The print reads back as the same proto.
    Read second = readModule(printed);
    ASSERT_TRUE(second.proto) << where << ": " << second.error << "\n"
                              << printed;
    google::protobuf::util::MessageDifferencer differencer;
    std::string report;
    differencer.ReportDifferencesToString(&report);
    EXPECT_TRUE(differencer.Compare(*first.proto, *second.proto))
        << where << ":\n"
        << report;
    ++checked;
  }
  EXPECT_GT(checked, 90u);
}

TEST(HloTextAttributeTable, MalformedValuesAreLocatedErrors) {
  for (const AttributeSpec &spec : getInstructionAttributes()) {
    if (spec.kind == AttributeKind::Dropped)
      continue;
    Read read = readModule(
        moduleWith(exampleOpcode(spec), std::string(spec.name) + "=bogus"));
    EXPECT_FALSE(read.proto) << spec.name;
    EXPECT_EQ(read.errorLine, 14u) << spec.name << ": " << read.error;
  }
  // An attribute an opcode does not have, and a listed-only one elsewhere.
  Read unknown = readModule(moduleWith("negate", "bogus=1"));
  EXPECT_EQ(unknown.error,
            "unsupported attribute 'bogus' on instruction 'x' (opcode negate)");
  Read listedOnly = readModule(moduleWith("negate", "kind=kLoop"));
  EXPECT_EQ(listedOnly.error,
            "unsupported attribute 'kind' on instruction 'x' (opcode negate)");
  Read invalid = readModule(moduleWith("rng", "distribution=rng_invalid"));
  EXPECT_EQ(invalid.error,
            "invalid value 'rng_invalid' of attribute "
            "'distribution': expected rng_uniform or rng_normal");
}

TEST(HloTextAttributeTable, OneReadingPerNameOffItsOpcodes) {
  // Off its listed opcodes a name is read by its first entry that is not
  // listed-only: every such entry of a name must read the same way.
  llvm::StringMap<const AttributeSpec *> fallback;
  for (const AttributeSpec &spec : getInstructionAttributes()) {
    EXPECT_TRUE(*spec.example) << spec.name;
    if (spec.has(kListedOnly))
      continue;
    auto [it, inserted] = fallback.try_emplace(spec.name, &spec);
    if (inserted)
      continue;
    EXPECT_EQ(it->second->kind, spec.kind) << spec.name;
    EXPECT_STREQ(it->second->field, spec.field) << spec.name;
  }
  EXPECT_EQ(lookupInstructionAttribute("lower", "cholesky")->field,
            StringRef("cholesky_options.lower"));
  EXPECT_EQ(lookupInstructionAttribute("lower", "negate")->field,
            StringRef("triangular_solve_options.lower"));
  EXPECT_EQ(lookupInstructionAttribute("scatter", "negate"), nullptr);
}

} // namespace
