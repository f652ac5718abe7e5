//===- HloTextAST.h - Syntax tree of XLA's HLO text -------------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the syntax tree that the HLO text parser produces: a
// module of computations of instructions, each with its shape, opcode,
// operands and attributes. Attribute values are kept as their source text
// (with their location) and interpreted by the importer, which knows what
// each attribute of each opcode means; shapes are parsed, because every
// instruction has one.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_TARGET_HLO_TEXT_HLOTEXTAST_H
#define XHLO_TARGET_HLO_TEXT_HLOTEXTAST_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SMLoc.h"

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace xhlo::hlo_text {

/// An HLO shape: an array (`f32[2,3]{1,0}`), a tuple, a token, ...
struct Shape {
  enum class Kind { Array, Tuple, Token, Opaque, Buffer };
  Kind kind = Kind::Array;
  /// The element type keyword of an array (`f32`, `pred`, `s8`, ...).
  std::string elementType;
  /// Array dimensions; for a dynamic dimension the bound (or -1 for `?`).
  llvm::SmallVector<int64_t> dimensions;
  /// Which dimensions are dynamic (`<=N` or `?`); empty when none is.
  llvm::SmallVector<bool, 0> dynamicDimensions;
  /// The layout's minor-to-major order, when a layout was written.
  std::optional<llvm::SmallVector<int64_t>> minorToMajor;
  /// What followed `:` inside the layout braces (tiles, memory space, ...).
  std::string layoutExtras;
  /// Tuple elements, or the one array of a buffer.
  std::vector<Shape> elements;

  bool isArray() const { return kind == Kind::Array; }
  bool isTuple() const { return kind == Kind::Tuple; }
};

/// `name=value`: the value's source text, e.g. `{1,0}` or `b01f_01io->b01f`.
struct Attribute {
  std::string name;
  std::string value;
  llvm::SMLoc loc;
  llvm::SMLoc valueLoc;
};

/// One operand: a reference to an earlier instruction, possibly with its
/// shape written inline (`f32[2] %x`). The shape is held apart: most text
/// writes none, and a Shape in place would make each operand ~6x larger (a
/// 100k-instruction module's syntax tree was 112 MB, half of it operands'
/// empty shapes).
struct Operand {
  std::string name;
  std::unique_ptr<Shape> shape;
  llvm::SMLoc loc;
};

struct Instruction {
  std::string name;
  bool isRoot = false;
  /// Absent when the text omits the shape (the importer infers it).
  std::optional<Shape> shape;
  std::string opcode;
  std::vector<Operand> operands;
  /// The text between the parentheses of `constant(...)` and the number of
  /// `parameter(N)`.
  std::string literal;
  llvm::SMLoc literalLoc;
  std::optional<int64_t> parameterNumber;
  std::vector<Attribute> attributes;
  llvm::SMLoc loc;

  /// The attribute called `name`, or null.
  const Attribute *getAttribute(llvm::StringRef name) const;
};

struct Computation {
  std::string name;
  bool isEntry = false;
  /// The `(p: shape, ...) -> shape` signature, when written.
  std::vector<std::pair<std::string, Shape>> parameters;
  std::optional<Shape> resultShape;
  /// A deque: appended to while parsing and never moved (a vector of a
  /// 100k-instruction computation moved each instruction 17 times over).
  std::deque<Instruction> instructions;
  /// Index of the ROOT instruction (the last one when none is marked).
  size_t rootIndex = 0;
  std::vector<Attribute> attributes;
  llvm::SMLoc loc;
};

/// The stack-frame tables XLA prints between the module header and the
/// computations (`FileNames`, `FunctionNames`, `FileLocations`,
/// `StackFrames`), as written: entry k of each table is its `k` line, ids
/// are 1-based, and a frame's `parent_frame_id` is XLA's printed value (the
/// proto's plus one, so 1 means no parent).
struct StackFrameTables {
  /// The quoted strings as written (quotes and escapes included).
  std::vector<std::pair<std::string, llvm::SMLoc>> fileNames, functionNames;
  /// `{file_name_id=.. function_name_id=.. line=..}`: the fields by name,
  /// with the location of each value.
  struct Entry {
    std::vector<std::tuple<std::string, int64_t, llvm::SMLoc>> fields;
    llvm::SMLoc loc;
  };
  std::vector<Entry> fileLocations, stackFrames;
  llvm::SMLoc loc;
};

struct Module {
  std::string name;
  std::vector<Attribute> attributes;
  std::optional<StackFrameTables> stackFrames;
  /// A deque, as Computation::instructions: a Computation is move-only
  /// (operands own their shapes) and std::deque's move may throw, so a
  /// vector would copy them when it grows.
  std::deque<Computation> computations;
  /// Index of the entry computation (ENTRY, or the last one).
  size_t entryIndex = 0;
  llvm::SMLoc loc;
  /// The text the module was parsed from (for line numbers in messages).
  llvm::StringRef buffer;

  const Attribute *getAttribute(llvm::StringRef name) const;
};

/// Prints a shape in XLA's canonical form (`f32[2,3]{1,0}`, `(s32[], f32[])`).
std::string printShape(const Shape &shape, bool withLayout = true);

} // namespace xhlo::hlo_text

#endif // XHLO_TARGET_HLO_TEXT_HLOTEXTAST_H
