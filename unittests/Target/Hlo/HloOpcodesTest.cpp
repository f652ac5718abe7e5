//===- HloOpcodesTest.cpp - Tests of the generated HLO opcode table -------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The opcode table that xhlo-tblgen generates from the hlo ops (HloOpcodes.h)
// against the registered dialect: every hlo op but hlo.return has exactly one
// opcode, opcodes are unique and sorted, opcode -> op name -> opcode
// round-trips, and the attributes copied to proto fields exist on both sides
// with the same type.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloOpcodes.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"
#include "xhlo/hlo.pb.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OperationSupport.h"
#include "llvm/ADT/StringSet.h"

#include "gtest/gtest.h"

#include <algorithm>

using namespace xhlo::hlo;

namespace {

TEST(HloOpcodesTest, EveryRegisteredOpHasOneOpcode) {
  mlir::MLIRContext context;
  context.loadDialect<HloDialect>();
  int numOps = 0;
  for (mlir::RegisteredOperationName name : context.getRegisteredOperations()) {
    if (name.getDialectNamespace() != HloDialect::getDialectNamespace())
      continue;
    const HloOpcodeInfo *info = lookupHloOpcodeOfOp(name.getStringRef());
    if (name.getStringRef() == "hlo.return") {
      EXPECT_EQ(info, nullptr) << "hlo.return is no HLO instruction";
      continue;
    }
    ++numOps;
    ASSERT_NE(info, nullptr)
        << name.getStringRef().str() << " has no HLO opcode";
    EXPECT_EQ(info->opName, name.getStringRef());
  }
  // And every op of the table is registered.
  int numTableOps = 0;
  for (const HloOpcodeInfo &info : getHloOpcodes()) {
    if (!info.hasOp())
      continue;
    ++numTableOps;
    EXPECT_TRUE(mlir::RegisteredOperationName::lookup(info.opName, &context))
        << info.opName.str();
  }
  EXPECT_EQ(numOps, numTableOps);
  EXPECT_GT(numOps, 100);
}

TEST(HloOpcodesTest, OpcodesAreUniqueSortedAndIndexed) {
  llvm::StringSet<> opcodes, opNames;
  llvm::StringRef previous;
  for (auto [index, info] : llvm::enumerate(getHloOpcodes())) {
    EXPECT_EQ(static_cast<size_t>(info.code), index) << info.opcode.str();
    EXPECT_TRUE(opcodes.insert(info.opcode).second) << info.opcode.str();
    if (info.hasOp()) {
      EXPECT_TRUE(opNames.insert(info.opName).second) << info.opName.str();
    }
    EXPECT_LT(previous, info.opcode) << "the table is sorted by opcode";
    previous = info.opcode;
  }
}

TEST(HloOpcodesTest, RoundTrips) {
  for (const HloOpcodeInfo &info : getHloOpcodes()) {
    // opcode -> entry.
    EXPECT_EQ(lookupHloOpcode(info.opcode), &info) << info.opcode.str();
    EXPECT_TRUE(isKnownHloOpcode(info.opcode));
    EXPECT_EQ(&getHloOpcodeInfo(info.code), &info);
    EXPECT_EQ(getHloOpcodeName(info.code), info.opcode);
    if (!info.hasOp())
      continue;
    // opcode -> op name -> opcode.
    const HloOpcodeInfo *byName = lookupHloOpcodeOfOp(info.opName);
    ASSERT_NE(byName, nullptr) << info.opName.str();
    EXPECT_EQ(byName->opcode, info.opcode);
    // By default the opcode is the op's mnemonic with `_` -> `-`.
    std::string mnemonic = info.opcode.str();
    std::replace(mnemonic.begin(), mnemonic.end(), '-', '_');
    EXPECT_EQ(info.opName, "hlo." + mnemonic);
  }
  EXPECT_EQ(lookupHloOpcode("no-such-opcode"), nullptr);
  EXPECT_EQ(lookupHloOpcodeOfOp("hlo.no_such_op"), nullptr);
}

TEST(HloOpcodesTest, XlaOpcodesWithoutOps) {
  // HLO text reads XLA's opcodes that have no hlo op; the old comparison
  // opcodes are the importer's business.
  for (llvm::StringRef opcode :
       {"parameter", "set-dimension-size", "bitcast"}) {
    const HloOpcodeInfo *info = lookupHloOpcode(opcode);
    ASSERT_NE(info, nullptr) << opcode.str();
    EXPECT_FALSE(info->hasOp());
  }
  EXPECT_FALSE(isKnownHloOpcode("less-than"));
  EXPECT_EQ(getHloOpcodeInfo(HloOpcode::Parameter).maxOperands, 0);
}

TEST(HloOpcodesTest, FactsDerivedFromTheOps) {
  const HloOpcodeInfo &add = getHloOpcodeInfo(HloOpcode::Add);
  EXPECT_EQ(add.minOperands, 2);
  EXPECT_EQ(add.maxOperands, 2);
  EXPECT_EQ(add.maxCalled, 0);
  EXPECT_EQ(add.tupleResults, HloTupleResults::Single);

  const HloOpcodeInfo &reduce = getHloOpcodeInfo(HloOpcode::Reduce);
  EXPECT_EQ(reduce.minOperands, 2);
  EXPECT_EQ(reduce.maxOperands, kHloAnyCount);
  EXPECT_EQ(reduce.minCalled, 1);
  EXPECT_EQ(reduce.maxCalled, 1);
  EXPECT_EQ(reduce.tupleResults, HloTupleResults::PerElement);

  const HloOpcodeInfo &call = getHloOpcodeInfo(HloOpcode::Call);
  EXPECT_TRUE(call.callsFunctions);
  EXPECT_EQ(call.minCalled, 1);
  EXPECT_EQ(call.tupleResults, HloTupleResults::WhenTakenApart);
  EXPECT_TRUE(getHloOpcodeInfo(HloOpcode::CustomCall).callsFunctions);
  EXPECT_FALSE(getHloOpcodeInfo(HloOpcode::Fusion).callsFunctions);

  // outfeed: data..., token.
  const HloOpcodeInfo &outfeed = getHloOpcodeInfo(HloOpcode::Outfeed);
  EXPECT_EQ(outfeed.getOperandRole(0, 3), HloOperandRole::Data);
  EXPECT_EQ(outfeed.getOperandRole(1, 3), HloOperandRole::Data);
  EXPECT_EQ(outfeed.getOperandRole(2, 3), HloOperandRole::Token);
  EXPECT_EQ(outfeed.resultRoles, "T");
  // conditional: an array index, then any values.
  const HloOpcodeInfo &conditional = getHloOpcodeInfo(HloOpcode::Conditional);
  EXPECT_EQ(conditional.getOperandRole(0, 3), HloOperandRole::Array);
  EXPECT_EQ(conditional.getOperandRole(2, 3), HloOperandRole::Value);
  EXPECT_EQ(conditional.minCalled, 1);
  // add-dependency: a value and a token.
  const HloOpcodeInfo &addDependency =
      getHloOpcodeInfo(HloOpcode::AddDependency);
  EXPECT_EQ(addDependency.getOperandRole(0, 2), HloOperandRole::Value);
  EXPECT_EQ(addDependency.getOperandRole(1, 2), HloOperandRole::Token);
  // scatter: inputs, indices, updates (all arrays).
  const HloOpcodeInfo &scatter = getHloOpcodeInfo(HloOpcode::Scatter);
  for (unsigned i = 0; i < 5; ++i)
    EXPECT_EQ(scatter.getOperandRole(i, 5), HloOperandRole::Array);
}

TEST(HloOpcodesTest, ProtoFieldsExistWithTheirTypes) {
  mlir::MLIRContext context;
  context.loadDialect<HloDialect>();
  using google::protobuf::FieldDescriptor;
  const google::protobuf::Descriptor *descriptor =
      xhlo::xla::HloInstructionProto::descriptor();
  int count = 0;
  for (const HloOpcodeInfo &info : getHloOpcodes()) {
    for (const HloProtoField &field : getHloProtoFields(info.code)) {
      ++count;
      EXPECT_EQ(field.code, info.code);
      // The op has the attribute...
      std::optional<mlir::RegisteredOperationName> name =
          mlir::RegisteredOperationName::lookup(info.opName, &context);
      ASSERT_TRUE(name.has_value()) << info.opName.str();
      EXPECT_TRUE(llvm::is_contained(
          llvm::map_range(name->getAttributeNames(),
                          [](mlir::StringAttr n) { return n.getValue(); }),
          field.name))
          << info.opName.str() << " " << field.name.str();
      // ... and the proto the field, of the attribute's type.
      const FieldDescriptor *fd =
          descriptor->FindFieldByName(std::string(field.name));
      ASSERT_NE(fd, nullptr) << field.name.str();
      FieldDescriptor::CppType expected = [&] {
        switch (field.kind) {
        case HloFieldKind::Unit:
        case HloFieldKind::Bool:
          return FieldDescriptor::CPPTYPE_BOOL;
        case HloFieldKind::I32:
          return FieldDescriptor::CPPTYPE_INT32;
        case HloFieldKind::I64:
        case HloFieldKind::I64Array:
          return FieldDescriptor::CPPTYPE_INT64;
        case HloFieldKind::F32:
          return FieldDescriptor::CPPTYPE_FLOAT;
        case HloFieldKind::String:
          return FieldDescriptor::CPPTYPE_STRING;
        }
        return FieldDescriptor::CPPTYPE_MESSAGE;
      }();
      EXPECT_EQ(fd->cpp_type(), expected) << field.name.str();
      EXPECT_EQ(fd->is_repeated(), field.kind == HloFieldKind::I64Array)
          << field.name.str();
    }
  }
  EXPECT_GT(count, 0);
  // topk's k and largest (whose default is true) are such fields.
  llvm::ArrayRef<HloProtoField> topk = getHloProtoFields(HloOpcode::TopK);
  ASSERT_EQ(topk.size(), 2u);
  EXPECT_EQ(topk[1].name, "largest");
  EXPECT_EQ(topk[1].defaultValue, "true");
}

} // namespace
