//===- HloOpcodesGen.cpp - The HLO opcode table from the hlo ops ----------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The -gen-hlo-opcodes backend: reads every hlo op (records of class Hlo_Op)
// and every XLA opcode without an op (class Hlo_XlaOpcode) and writes one
// X-macro list, sorted by opcode, that HloOpcodes.h turns into the opcode
// enum and table:
//
//   HLO_OPCODE(Name, "opcode", "hlo.op_name", minOperands, maxOperands,
//              minCalled, maxCalled, callsFunctions, TupleResults,
//              "operand roles", "result roles")
//
// What it derives from an op's ODS definition (each can be overridden on the
// op, see Hlo_Op in HloBase.td):
// - the opcode: the mnemonic with `_` -> `-` (field hloOpcode);
// - operand counts: one per fixed operand, no upper limit (-1) with a
//   variadic one (fields hloMinOperands, hloMaxOperands);
// - called computations: one per region and per FlatSymbolRefAttr, no upper
//   limit with a variadic region or a FlatSymbolRefArrayAttr (field
//   hloMinCalled); symbol attributes mean the callees are functions;
// - how a tuple shape maps to results: one result per element when the op has
//   several or variadic results (field hloTupleResults);
// - each operand's role, from its type constraint: A (an array), T (a token),
//   V (any value), D (an array or tuple: data), U (a tuple), followed by `*`
//   when the operand is variadic or optional; the same for the results.
//
// A second list, HLO_PROTO_FIELD(Name, "attribute", Kind, "default"), names
// the attributes the op copies to and from the HloInstructionProto field of
// the same name (field hloProtoFields), with their kind (Unit, Bool, I32,
// I64, F32, I64Array, String) and the default of a DefaultValuedAttr.
//
//===----------------------------------------------------------------------===//

#include "mlir/TableGen/Attribute.h"
#include "mlir/TableGen/GenInfo.h"
#include "mlir/TableGen/Operator.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/TableGen/Error.h"
#include "llvm/TableGen/Record.h"
#include "llvm/TableGen/TableGenBackend.h"

#include <algorithm>
#include <string>
#include <tuple>
#include <vector>

using namespace llvm;
using mlir::tblgen::NamedTypeConstraint;
using mlir::tblgen::Operator;

namespace {

/// One row of the table.
struct OpcodeRow {
  std::string name;
  std::string opcode;
  std::string opName;
  int64_t minOperands = 0, maxOperands = 0, minCalled = 0, maxCalled = 0;
  bool callsFunctions = false;
  std::string tupleResults = "Single";
  std::string roles, resultRoles;
  /// The attributes copied to and from the proto field of the same name:
  /// name, kind, default value (of a DefaultValuedAttr).
  std::vector<std::tuple<std::string, std::string, std::string>> protoFields;
};

constexpr int64_t kAny = -1;

/// The role letter of an operand or result, from its (base) type
/// constraint.
char getRole(const Operator &op, const NamedTypeConstraint &operand) {
  const Record *def = &operand.constraint.getDef();
  while (def->isSubClassOf("Variadic") || def->isSubClassOf("Optional"))
    def = def->getValueAsDef("baseType");
  StringRef name = def->getName();
  if (name == "Hlo_Token")
    return 'T';
  if (name == "Hlo_Value")
    return 'V';
  if (name == "Hlo_FeedValue")
    return 'D';
  if (name == "Hlo_Tuple")
    return 'U';
  std::string cppClass = mlir::tblgen::TypeConstraint(def).getCPPClassName();
  if (StringRef(cppClass).ends_with("TensorType"))
    return 'A';
  PrintFatalError(op.getLoc(),
                  "operand or result '" + operand.name + "' of " +
                      op.getOperationName() +
                      ": no HLO operand role for type constraint " + name +
                      " (" + cppClass + ")");
}

/// Appends the role of `value` to `roles`, with `*` when it is variadic or
/// optional.
void appendRole(std::string &roles, const Operator &op,
                const NamedTypeConstraint &value) {
  roles += getRole(op, value);
  if (value.isVariableLength())
    roles += '*';
}

/// Adds one entry to a [min, max] count: a fixed one, an optional one (0 or
/// 1) or a variadic one (any number).
void addToRange(int64_t &min, int64_t &max, bool variadic, bool optional) {
  if (!variadic && !optional)
    ++min;
  if (variadic)
    max = kAny;
  else if (max != kAny)
    ++max;
}

OpcodeRow getOpRow(const Record *def) {
  Operator op(def);
  OpcodeRow row;
  row.opcode = def->getValueAsString("hloOpcode").str();
  row.opName = op.getOperationName();
  StringRef className = op.getCppClassName();
  if (!className.consume_back("Op"))
    PrintFatalError(def->getLoc(),
                    "hlo op class " + className + " does not end in 'Op'");
  row.name = className.str();

  for (const NamedTypeConstraint &operand : op.getOperands()) {
    addToRange(row.minOperands, row.maxOperands, operand.isVariadic(),
               operand.isOptional());
    appendRole(row.roles, op, operand);
  }
  for (const mlir::tblgen::NamedRegion &region : op.getRegions())
    addToRange(row.minCalled, row.maxCalled, region.isVariadic(), false);
  for (const mlir::tblgen::NamedAttribute &named : op.getAttributes()) {
    mlir::tblgen::Attribute attr = named.attr;
    bool optional = attr.isOptional();
    if (optional)
      attr = attr.getBaseAttr();
    StringRef attrName = attr.getAttrDefName();
    if (attrName == "FlatSymbolRefAttr") {
      addToRange(row.minCalled, row.maxCalled, false, optional);
      row.callsFunctions = true;
    } else if (attrName == "FlatSymbolRefArrayAttr") {
      addToRange(row.minCalled, row.maxCalled, true, true);
      row.callsFunctions = true;
    }
  }
  for (const NamedTypeConstraint &result : op.getResults())
    appendRole(row.resultRoles, op, result);
  if (op.getNumResults() != 1 || op.getNumVariableLengthResults())
    row.tupleResults = "PerElement";

  for (StringRef name : def->getValueAsListOfStrings("hloProtoFields")) {
    const mlir::tblgen::NamedAttribute *named = llvm::find_if(
        op.getAttributes(), [&](const mlir::tblgen::NamedAttribute &attr) {
          return attr.name == name;
        });
    if (named == op.getAttributes().end())
      PrintFatalError(def->getLoc(),
                      "hloProtoFields: " + op.getOperationName() +
                          " has no attribute '" + name + "'");
    StringRef kind =
        StringSwitch<StringRef>(named->attr.getBaseAttr().getAttrDefName())
            .Case("UnitAttr", "Unit")
            .Case("BoolAttr", "Bool")
            .Case("I32Attr", "I32")
            .Case("I64Attr", "I64")
            .Case("F32Attr", "F32")
            .Case("DenseI64ArrayAttr", "I64Array")
            .Case("StrAttr", "String")
            .Default("");
    if (kind.empty())
      PrintFatalError(def->getLoc(),
                      "hloProtoFields: attribute '" + name + "' of " +
                          op.getOperationName() + " is a " +
                          named->attr.getBaseAttr().getAttrDefName() +
                          ", which is not copied to a proto field");
    std::string defaultValue;
    if (named->attr.hasDefaultValue())
      defaultValue = named->attr.getDefaultValue().str();
    row.protoFields.emplace_back(name.str(), kind.str(), defaultValue);
  }

  if (!def->isValueUnset("hloMinOperands"))
    row.minOperands = def->getValueAsInt("hloMinOperands");
  if (!def->isValueUnset("hloMaxOperands"))
    row.maxOperands = def->getValueAsInt("hloMaxOperands");
  if (!def->isValueUnset("hloMinCalled"))
    row.minCalled = def->getValueAsInt("hloMinCalled");
  if (!def->isValueUnset("hloTupleResults"))
    row.tupleResults = def->getValueAsString("hloTupleResults").str();
  if (!is_contained({"Single", "PerElement", "WhenTakenApart"},
                    row.tupleResults))
    PrintFatalError(def->getLoc(), "hloTupleResults must be Single, "
                                   "PerElement or WhenTakenApart, not '" +
                                       row.tupleResults + "'");
  return row;
}

/// An XLA opcode without an hlo op.
OpcodeRow getXlaOpcodeRow(const Record *def) {
  OpcodeRow row;
  row.opcode = def->getValueAsString("hloOpcode").str();
  std::string snake = row.opcode;
  std::replace(snake.begin(), snake.end(), '-', '_');
  row.name = convertToCamelFromSnakeCase(snake, /*capitalizeFirst=*/true);
  row.minOperands = def->getValueAsInt("hloMinOperands");
  row.maxOperands = def->getValueAsInt("hloMaxOperands");
  row.minCalled = def->getValueAsInt("hloMinCalled");
  row.maxCalled = def->getValueAsInt("hloMaxCalled");
  return row;
}

bool emitHloOpcodes(const RecordKeeper &records, raw_ostream &os) {
  emitSourceFileHeader("HLO opcodes of the hlo ops", os, records);
  std::vector<OpcodeRow> rows;
  for (const Record *def : records.getAllDerivedDefinitions("Hlo_Op"))
    if (!def->getValueAsString("hloOpcode").empty())
      rows.push_back(getOpRow(def));
  for (const Record *def :
       records.getAllDerivedDefinitionsIfDefined("Hlo_XlaOpcode"))
    rows.push_back(getXlaOpcodeRow(def));
  llvm::sort(rows, [](const OpcodeRow &a, const OpcodeRow &b) {
    return a.opcode < b.opcode;
  });
  StringSet<> opcodes, names;
  for (const OpcodeRow &row : rows) {
    if (!opcodes.insert(row.opcode).second)
      PrintFatalError("two hlo ops have the HLO opcode '" + row.opcode + "'");
    if (!names.insert(row.name).second)
      PrintFatalError("two HLO opcodes are named '" + row.name + "'");
  }

  os << "// HLO_OPCODE(Name, Opcode, OpName, MinOperands, MaxOperands, "
        "MinCalled,\n//            MaxCalled, CallsFunctions, TupleResults, "
        "OperandRoles,\n//            ResultRoles)\n";
  os << "#ifdef HLO_OPCODE\n";
  for (const OpcodeRow &row : rows)
    os << formatv("HLO_OPCODE({0}, \"{1}\", \"{2}\", {3}, {4}, {5}, {6}, {7}, "
                  "{8}, \"{9}\", \"{10}\")\n",
                  row.name, row.opcode, row.opName, row.minOperands,
                  row.maxOperands, row.minCalled, row.maxCalled,
                  row.callsFunctions ? "true" : "false", row.tupleResults,
                  row.roles, row.resultRoles);
  os << "#undef HLO_OPCODE\n#endif\n\n";

  os << "// HLO_PROTO_FIELD(Name, \"attribute\", Kind, \"default\"): an "
        "attribute "
        "copied\n// to and from the proto field of the same name, by "
        "opcode.\n";
  os << "#ifdef HLO_PROTO_FIELD\n";
  for (const OpcodeRow &row : rows)
    for (const auto &[name, kind, defaultValue] : row.protoFields)
      os << formatv("HLO_PROTO_FIELD({0}, \"{1}\", {2}, \"{3}\")\n", row.name,
                    name, kind, defaultValue);
  os << "#undef HLO_PROTO_FIELD\n#endif\n";
  return false;
}

mlir::GenRegistration genHloOpcodes("gen-hlo-opcodes",
                                    "Generate the HLO opcode table of the "
                                    "hlo ops",
                                    emitHloOpcodes);

} // namespace
