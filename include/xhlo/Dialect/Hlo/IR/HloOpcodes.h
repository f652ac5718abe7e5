//===- HloOpcodes.h - The HLO opcode table ----------------------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Every HLO opcode xhlo knows, generated from the op definitions by
// xhlo-tblgen -gen-hlo-opcodes (HloOpcodes.td): one entry per hlo op (its
// opcode, op name, operand and called-computation counts, operand roles and
// how a tuple shape maps to its results) and one per XLA opcode without an
// op; and the attributes each op copies to and from the HloInstructionProto
// field of the same name. HLO export, import and text all read this table.
// Header-only and without MLIR dependencies, so that HLO text (LLVM Support
// only) can use it.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOOPCODES_H
#define XHLO_DIALECT_HLO_IR_HLOOPCODES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <algorithm>
#include <cstdint>
#include <type_traits>

namespace xhlo::hlo {

/// An HLO opcode: one per hlo op (named as its class without `Op`), plus
/// XLA's opcodes that have no op (`Parameter`, `AsyncStart`, ...).
enum class HloOpcode : uint8_t {
#define HLO_OPCODE(Name, ...) Name,
#include "xhlo/Dialect/Hlo/IR/HloOpcodes.inc"
};

/// How an instruction with a tuple shape maps onto op results.
enum class HloTupleResults : uint8_t {
  /// The op has one result (which may be a tuple).
  Single,
  /// The op has one result per tuple element (variadic reduce and sort,
  /// batch-norm-training, collectives, ...).
  PerElement,
  /// One result per element when every user is a get-tuple-element, else
  /// one tuple result (while, conditional, call, fusion, custom-call).
  WhenTakenApart,
};

/// What an operand must be, from its ODS type constraint.
enum class HloOperandRole : char {
  Array = 'A',
  Token = 'T',
  /// Any value: an array, a token or a tuple.
  Value = 'V',
  /// An array or a tuple of arrays (the data of send and outfeed).
  Data = 'D',
  Tuple = 'U',
};

/// No upper limit, in HloOpcodeInfo's counts.
constexpr int kHloAnyCount = -1;

/// What export and import need to know about an HLO opcode.
struct HloOpcodeInfo {
  HloOpcode code;
  /// The HLO opcode (`get-tuple-element`).
  llvm::StringLiteral opcode;
  /// The hlo op's name (`hlo.get_tuple_element`); empty when it has none.
  llvm::StringLiteral opName;
  /// The least and greatest number of operands (kHloAnyCount: no limit).
  int minOperands, maxOperands;
  /// The least and greatest number of called computations.
  int minCalled, maxCalled;
  /// Whether the called computations are functions the op names by symbol
  /// (call, custom-call) rather than regions of the op.
  bool callsFunctions;
  HloTupleResults tupleResults;
  /// One role letter (HloOperandRole) per ODS operand, each followed by `*`
  /// when the operand is variadic or optional.
  llvm::StringLiteral operandRoles;
  /// The same for the op's results.
  llvm::StringLiteral resultRoles;

  bool hasOp() const { return !opName.empty(); }

  /// The role of operand `index` of an instruction with `numOperands`
  /// operands: fixed operands before and after the variadic group take
  /// their own roles, the group its role. With several variadic groups
  /// (scatter) every role is the same.
  HloOperandRole getOperandRole(unsigned index, unsigned numOperands) const {
    llvm::SmallVector<std::pair<char, bool>, 8> roles;
    for (size_t i = 0; i < operandRoles.size(); ++i) {
      bool variable = i + 1 < operandRoles.size() && operandRoles[i + 1] == '*';
      roles.push_back({operandRoles[i], variable});
      i += variable;
    }
    if (roles.empty())
      return HloOperandRole::Array;
    auto variadic =
        llvm::find_if(roles, [](const auto &role) { return role.second; });
    if (variadic == roles.end())
      return HloOperandRole(
          roles[std::min<size_t>(index, roles.size() - 1)].first);
    size_t before = variadic - roles.begin();
    size_t after = roles.end() - variadic - 1;
    if (index < before)
      return HloOperandRole(roles[index].first);
    if (index + after >= numOperands && numOperands >= before + after)
      return HloOperandRole(roles[roles.size() - (numOperands - index)].first);
    return HloOperandRole(variadic->first);
  }
};

/// Every HLO opcode, sorted by opcode; `HloOpcode` indexes it.
inline constexpr HloOpcodeInfo kHloOpcodeTable[] = {
#define HLO_OPCODE(Name, Opcode, OpName, MinOperands, MaxOperands, MinCalled,  \
                   MaxCalled, CallsFunctions, TupleResults, OperandRoles,      \
                   ResultRoles)                                                \
  {HloOpcode::Name, Opcode,         OpName,                                    \
   MinOperands,     MaxOperands,    MinCalled,                                 \
   MaxCalled,       CallsFunctions, HloTupleResults::TupleResults,             \
   OperandRoles,    ResultRoles},
#include "xhlo/Dialect/Hlo/IR/HloOpcodes.inc"
};

inline llvm::ArrayRef<HloOpcodeInfo> getHloOpcodes() { return kHloOpcodeTable; }

inline const HloOpcodeInfo &getHloOpcodeInfo(HloOpcode code) {
  return kHloOpcodeTable[static_cast<size_t>(code)];
}

/// The HLO opcode string of `code` (`get-tuple-element`).
inline constexpr llvm::StringLiteral getHloOpcodeName(HloOpcode code) {
  return kHloOpcodeTable[static_cast<size_t>(code)].opcode;
}

/// The entry of the HLO opcode `opcode`, or null when xhlo does not know it.
inline const HloOpcodeInfo *lookupHloOpcode(llvm::StringRef opcode) {
  const HloOpcodeInfo *it = std::lower_bound(
      std::begin(kHloOpcodeTable), std::end(kHloOpcodeTable), opcode,
      [](const HloOpcodeInfo &info, llvm::StringRef key) {
        return info.opcode < key;
      });
  if (it == std::end(kHloOpcodeTable) || it->opcode != opcode)
    return nullptr;
  return it;
}

/// Whether `opcode` is an XLA opcode xhlo knows (whether or not the hlo
/// dialect has an op for it).
inline bool isKnownHloOpcode(llvm::StringRef opcode) {
  return lookupHloOpcode(opcode) != nullptr;
}

/// The kind of an attribute that copies a proto field of the same name.
enum class HloFieldKind : uint8_t {
  /// A UnitAttr: a bool field, present when true.
  Unit,
  Bool,
  I32,
  I64,
  F32,
  /// A DenseI64ArrayAttr: a repeated int64 field.
  I64Array,
  /// A StrAttr: a string field.
  String,
};

/// An attribute of an hlo op that is a copy of the HloInstructionProto field
/// of the same name (the op's `hloProtoFields`): export and import copy it
/// generically.
struct HloProtoField {
  HloOpcode code;
  /// The attribute's name, which is also the field's.
  llvm::StringLiteral name;
  HloFieldKind kind;
  /// The default of a DefaultValuedAttr, as ODS spells it (`true`); empty
  /// when the attribute has none.
  llvm::StringLiteral defaultValue;
};

/// Every such attribute, grouped by opcode in the order of HloOpcode.
inline constexpr HloProtoField kHloProtoFieldTable[] = {
#define HLO_PROTO_FIELD(Name, Attr, Kind, Default)                             \
  {HloOpcode::Name, Attr, HloFieldKind::Kind, Default},
#include "xhlo/Dialect/Hlo/IR/HloOpcodes.inc"
};

/// The attributes of `code`'s op that copy a proto field of the same name.
inline llvm::ArrayRef<HloProtoField> getHloProtoFields(HloOpcode code) {
  auto [begin, end] = std::equal_range(
      std::begin(kHloProtoFieldTable), std::end(kHloProtoFieldTable), code,
      [](const auto &a, const auto &b) {
        auto codeOf = [](const auto &x) {
          if constexpr (std::is_same_v<std::decay_t<decltype(x)>, HloOpcode>)
            return x;
          else
            return x.code;
        };
        return codeOf(a) < codeOf(b);
      });
  return llvm::ArrayRef<HloProtoField>(begin, end);
}

/// The entry of the hlo op named `opName` (`hlo.add`), or null for an op
/// that is no HLO instruction (`hlo.return`) or not an hlo op.
inline const HloOpcodeInfo *lookupHloOpcodeOfOp(llvm::StringRef opName) {
  static const llvm::StringMap<const HloOpcodeInfo *> byOpName = [] {
    llvm::StringMap<const HloOpcodeInfo *> map;
    for (const HloOpcodeInfo &info : kHloOpcodeTable)
      if (info.hasOp())
        map[info.opName] = &info;
    return map;
  }();
  return byOpName.lookup(opName);
}

} // namespace xhlo::hlo

#endif // XHLO_DIALECT_HLO_IR_HLOOPCODES_H
