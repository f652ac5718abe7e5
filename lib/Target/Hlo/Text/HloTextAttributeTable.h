//===- HloTextAttributeTable.h - HLO instruction attributes -----*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares the one table of HLO text instruction attributes that
// both the reader (HloTextToProto) and the printer (HloTextPrinter) follow:
// per attribute its name, the opcodes XLA prints it on, its kind (the syntax
// of its value), the HloInstructionProto field it stands for and when it is
// printed. The entries are in the order XLA prints them, so the printer walks
// the table; the reader looks an attribute up by name and opcode. A kind has
// one reader (Converter::convertAttribute) and one writer
// (Printer::printAttribute); the generic kinds reach their field through
// protobuf reflection, so one field path serves both directions. Private to
// the HLO text library (and its tests).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_TARGET_HLO_TEXT_HLOTEXTATTRIBUTETABLE_H
#define XHLO_LIB_TARGET_HLO_TEXT_HLOTEXTATTRIBUTETABLE_H

#include "xhlo/hlo.pb.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>

namespace xhlo::hlo_text {

/// The syntax of an attribute's value.
enum class AttributeKind : uint8_t {
  // Generic kinds: one proto field (`AttributeSpec::field`), read and written
  // through reflection.
  IntList,    ///< `{1,0}` into a repeated int64.
  Int,        ///< `3` into an int64 (an int32 is range checked).
  IntElement, ///< `3` as the one element of a repeated int64; printed as its
              ///< first element (0 when it has none).
  Bool,       ///< `true` / `false` into a bool, or a TriState enum.
  String,     ///< `"text"` with C escapes.
  Choice,     ///< A bare word among `AttributeSpec::values`.
  Enum,       ///< An enum value's name; see `kLowerCase`, `values`.
  Float,      ///< `0.001` into a float; printed with six significant digits.
  Shape,      ///< `f32[4]{0}` into a ShapeProto.
  // Kinds with their own syntax and fields (`field` then only decides
  // IfSet).
  Computation,          ///< `c`: the called computation at `slot`.
  Computations,         ///< `{c, d}`: called computations (slot 0 on).
  Slice,                ///< `{[0:4:2], [0:6]}`.
  Padding,              ///< `1_4_1x0_4_1`.
  Window,               ///< `{size=3x3 stride=2x2 pad=1_1x1_1 ...}`.
  DimLabels,            ///< `b01f_01io->b01f`.
  Precisions,           ///< `{high,default}`.
  FusionKind,           ///< `kLoop`, `kInput`, ...
  ComparisonType,       ///< A `Choice`, printed when not the operands' default.
  OperandLayouts,       ///< `{f32[4]{0}, ...}` (also sets constrain_layout).
  Aliasing,             ///< `{{0}: (1, {}), ...}`.
  Literal,              ///< `s32[] 1`: a shape, then the value.
  ReplicaGroups,        ///< `{{0,1},{2,3}}`, `[2,2]<=[4]` or `mesh[...] {...}`.
  SourceTargetPairs,    ///< `{{0,1},{1,0}}`.
  Sharding,             ///< `{devices=[2,1]0,1}`, `{replicated}`, ...
  Metadata,             ///< `{op_name="a" source_line=3 ...}`.
  FrontendAttributes,   ///< `{key="value",...}`.
  ParameterReplication, ///< `{true,false}`.
  Domain,               ///< `{kind="sharding", entry={...}, exit={...}}`.
  ControlPredecessors,  ///< `{a, b}`: instructions of the computation.
  BackendConfig,        ///< A JSON dict as is, or a quoted string.
  Dropped,              ///< Read and dropped: there is no proto field.
};

/// Whether `kind` is a generic kind (one proto field, reached by reflection).
constexpr bool isFieldKind(AttributeKind kind) {
  return kind <= AttributeKind::Shape;
}

/// When the printer writes an attribute of an instruction that has it.
enum class PrintWhen : uint8_t {
  Always,
  /// The field is set: a non-empty list or string, a non-zero number, a
  /// present message or oneof member.
  IfSet,
  /// The field or the field named by `values` is set (gather and scatter
  /// batching dimensions print as a pair).
  IfPairSet,
  IfPositive, ///< The number is > 0.
  IfAboveOne, ///< The number (or enum value) is > 1.
  /// The kind decides (metadata: when it names an op or a source file;
  /// comparison type: when it is not the operands' default; precisions:
  /// when one is not default).
  ByKind,
  Never, ///< Read only.
};

enum AttributeFlags : uint8_t {
  /// Read only on the listed opcodes (elsewhere the attribute is unknown, or
  /// another entry of the same name reads it).
  kListedOnly = 1 << 0,
  /// Enum names are printed in lower case.
  kLowerCase = 1 << 1,
  /// An Int must be at least 1.
  kPositive = 1 << 2,
  /// An Enum's zero value (`..._INVALID`) is refused.
  kZeroInvalid = 1 << 3,
  /// A Computation entry of a conditional: only when the index is a pred.
  kPredIndex = 1 << 4,
  /// Computations: one computation is printed without braces.
  kBareSingle = 1 << 5,
};

/// One attribute of HLO instructions.
struct AttributeSpec {
  const char *name;
  /// The opcodes XLA prints it on, space separated; "" for every opcode.
  /// Unless `kListedOnly`, the reader accepts it on any opcode.
  const char *opcodes;
  AttributeKind kind;
  /// A dotted path of fields from HloInstructionProto, or "".
  const char *field;
  /// An example value, followed by any attributes it needs (`c, body=d`):
  /// the table's test reads and prints every entry's example.
  const char *example;
  PrintWhen when = PrintWhen::Always;
  uint8_t flags = 0;
  /// Computation: the index in called_computation_ids.
  uint8_t slot = 0;
  /// Choice: the words, space separated; Enum: the prefix the text leaves
  /// out (`ALG_`); IfPairSet: the other field; String: a value that is not
  /// printed (the default).
  const char *values = "";
  /// What an invalid value's error says is expected; for a Choice or an
  /// Enum, by default its values.
  const char *expected = nullptr;

  constexpr AttributeSpec(const char *name, const char *opcodes,
                          AttributeKind kind, const char *field,
                          const char *example)
      : name(name), opcodes(opcodes), kind(kind), field(field),
        example(example) {}
  constexpr AttributeSpec printed(PrintWhen w) const {
    AttributeSpec s = *this;
    s.when = w;
    return s;
  }
  constexpr AttributeSpec with(uint8_t f) const {
    AttributeSpec s = *this;
    s.flags |= f;
    return s;
  }
  constexpr AttributeSpec at(uint8_t index) const {
    AttributeSpec s = *this;
    s.slot = index;
    return s;
  }
  constexpr AttributeSpec among(const char *words) const {
    AttributeSpec s = *this;
    s.values = words;
    return s;
  }
  constexpr AttributeSpec expecting(const char *text) const {
    AttributeSpec s = *this;
    s.expected = text;
    return s;
  }

  bool has(uint8_t flag) const { return flags & flag; }
  /// Whether `opcode` is listed (an entry without opcodes lists all).
  bool lists(llvm::StringRef opcode) const;
};

/// The table, in XLA's print order.
llvm::ArrayRef<AttributeSpec> getInstructionAttributes();

/// The OpMetadata fields `metadata={...}` reads and prints (string or int32,
/// the key is the field's name), in XLA's print order; other keys are read
/// and dropped.
llvm::ArrayRef<const char *> getMetadataKeys();

/// The entry an attribute `name` of an `opcode` instruction is read by: the
/// first entry named `name` that lists `opcode`, else the first that is not
/// `kListedOnly`; null when there is none.
const AttributeSpec *lookupInstructionAttribute(llvm::StringRef name,
                                                llvm::StringRef opcode);

/// The entries printed on `opcode` instructions, in order.
llvm::ArrayRef<const AttributeSpec *>
getPrintedAttributes(llvm::StringRef opcode);

/// A field of a message reached through the dotted path `spec.field`.
struct FieldRef {
  const google::protobuf::Message *message = nullptr;
  const google::protobuf::FieldDescriptor *field = nullptr;
};
struct MutableFieldRef {
  google::protobuf::Message *message = nullptr;
  const google::protobuf::FieldDescriptor *field = nullptr;
};
FieldRef getField(const xla::HloInstructionProto &inst, llvm::StringRef path);
/// Creates the messages on the way.
MutableFieldRef getMutableField(xla::HloInstructionProto &inst,
                                llvm::StringRef path);

/// Whether `spec`'s field is set in `inst` (see PrintWhen::IfSet).
bool isFieldSet(const xla::HloInstructionProto &inst, llvm::StringRef path);

/// The number in a singular integer or enum field.
int64_t getIntegerField(const FieldRef &ref);

/// Whether `inst` has `spec` printed, for every PrintWhen but ByKind (which
/// reads as Always here).
bool isPrinted(const AttributeSpec &spec, const xla::HloInstructionProto &inst);

/// Prints the value `number` of enum `type` as the attribute spells it ("" for
/// a number the enum does not declare).
std::string getEnumSpelling(const AttributeSpec &spec,
                            const google::protobuf::EnumDescriptor *type,
                            int number);

/// Reads an enum value as the attribute spells it: `values` + upper case, or
/// the name as is. Null when there is none (or it is a refused zero).
const google::protobuf::EnumValueDescriptor *
parseEnumSpelling(const AttributeSpec &spec,
                  const google::protobuf::EnumDescriptor *type,
                  llvm::StringRef text);

/// What an invalid value of `spec` is expected to be: `expected`, or
/// `A, B or C` from its choices or enum values.
std::string getExpectedValues(const AttributeSpec &spec);

} // namespace xhlo::hlo_text

#endif // XHLO_LIB_TARGET_HLO_TEXT_HLOTEXTATTRIBUTETABLE_H
