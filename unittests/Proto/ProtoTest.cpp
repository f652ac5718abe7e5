//===- ProtoTest.cpp - Tests for the generated XLA/XRT protos -------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The wire format depends only on field numbers and the text format on field
// names: these tests pin both to XLA's, byte for byte, so that a wrong number
// in proto/xhlo/*.proto fails here.
//
//===----------------------------------------------------------------------===//

#include "xhlo/hlo.pb.h"
#include "xhlo/xla_data.pb.h"
#include "xhlo/xrt.pb.h"

#include "google/protobuf/text_format.h"

#include "gtest/gtest.h"

#include <string>

namespace {

using namespace xhlo::xla;

/// Returns the serialized bytes of a message as lowercase hex.
std::string hexBytes(const google::protobuf::Message &message) {
  std::string bytes;
  EXPECT_TRUE(message.SerializeToString(&bytes));
  static const char digits[] = "0123456789abcdef";
  std::string hex;
  for (unsigned char c : bytes) {
    hex.push_back(digits[c >> 4]);
    hex.push_back(digits[c & 15]);
  }
  return hex;
}

TEST(Proto, LayoutWritesMinorToMajorAndDenseFormat) {
  LayoutProto layout;
  layout.add_minor_to_major(1);
  layout.add_minor_to_major(0);
  layout.set_format(LayoutProto::DENSE);
  // field 1 (packed int64: 1, 0), field 4 (varint DENSE = 1).
  EXPECT_EQ(hexBytes(layout), "0a020100"
                              "2001");
}

TEST(Proto, ShapeUsesXlaFieldNumbers) {
  ShapeProto shape;
  shape.set_element_type(F32);
  shape.add_dimensions(2);
  shape.add_dimensions(3);
  shape.mutable_layout()->add_minor_to_major(1);
  shape.mutable_layout()->add_minor_to_major(0);
  // element_type = 2 (F32 = 11), dimensions = 3, layout = 5.
  EXPECT_EQ(hexBytes(shape), "100b"
                             "1a020203"
                             "2a040a020100");
}

TEST(Proto, ScalarLayoutIsPresentButEmpty) {
  ShapeProto shape;
  shape.set_element_type(PRED);
  shape.mutable_layout();
  EXPECT_EQ(hexBytes(shape), "1001"
                             "2a00");
}

TEST(Proto, InstructionIdsUseHighFieldNumbers) {
  HloInstructionProto inst;
  inst.set_id(7);                     // field 35
  inst.add_operand_ids(1);            // field 36, packed
  inst.add_called_computation_ids(2); // field 38, packed
  EXPECT_EQ(hexBytes(inst), "9802"
                            "07"
                            "a2020101"
                            "b2020102");
}

TEST(Proto, PrimitiveTypeNumbersMatchXla) {
  EXPECT_EQ(PRED, 1);
  EXPECT_EQ(S8, 2);
  EXPECT_EQ(S64, 5);
  EXPECT_EQ(U64, 9);
  EXPECT_EQ(F16, 10);
  EXPECT_EQ(F32, 11);
  EXPECT_EQ(F64, 12);
  EXPECT_EQ(TUPLE, 13);
  EXPECT_EQ(C64, 15);
  EXPECT_EQ(BF16, 16);
  EXPECT_EQ(TOKEN, 17);
  EXPECT_EQ(C128, 18);
}

/// A module written as XLA writes its text protos parses with our schema and
/// survives a binary round trip unchanged.
TEST(Proto, ModuleTextProtoRoundTrips) {
  const char *text = R"pb(
    name: "m"
    entry_computation_name: "main.4"
    computations {
      name: "main.4"
      instructions {
        name: "p0"
        opcode: "parameter"
        shape {
          element_type: F32
          dimensions: 2
          layout { minor_to_major: 0 format: DENSE }
        }
        parameter_number: 0
        id: 1
      }
      instructions {
        name: "add.3"
        opcode: "add"
        shape {
          element_type: F32
          dimensions: 2
          layout { minor_to_major: 0 format: DENSE }
        }
        id: 3
        operand_ids: 1
        operand_ids: 1
      }
      id: 4
      root_id: 3
    }
    host_program_shape {
      parameters { element_type: F32 dimensions: 2 layout { minor_to_major: 0 } }
      result { element_type: F32 dimensions: 2 layout { minor_to_major: 0 } }
      parameter_names: "p0"
    }
    id: 4
    entry_computation_id: 4
  )pb";
  HloModuleProto module;
  ASSERT_TRUE(google::protobuf::TextFormat::ParseFromString(text, &module));
  ASSERT_EQ(module.computations_size(), 1);
  EXPECT_EQ(module.computations(0).instructions(1).operand_ids_size(), 2);
  EXPECT_EQ(module.host_program_shape().parameter_names(0), "p0");

  std::string bytes;
  ASSERT_TRUE(module.SerializeToString(&bytes));
  HloModuleProto again;
  ASSERT_TRUE(again.ParseFromString(bytes));
  EXPECT_EQ(again.SerializeAsString(), bytes);
  EXPECT_EQ(again.entry_computation_id(), 4);
}

TEST(Proto, CorruptBytesAreRejected) {
  HloModuleProto module;
  // A length-delimited field (computations, 3) claiming 100 bytes of 2.
  const std::string truncated("\x1a\x64\x0a\x00", 4);
  EXPECT_FALSE(module.ParseFromString(truncated));
}

TEST(Proto, XrtMessagesUseXrtFieldNumbers) {
  xhlo::xrt::XLAAllocation allocation;
  allocation.mutable_value()->mutable_shape()->set_element_type(S32);
  allocation.mutable_value()->add_s32s(5);
  // value = 2 { shape = 1 { element_type = S32 }, s32s = 4 [5] }
  EXPECT_EQ(hexBytes(allocation), "1207"
                                  "0a021004"
                                  "220105");

  xhlo::xrt::XRTExecutionConfig config;
  config.set_release_input_handles(true); // 5
  config.set_return_exploded_tuple(true); // 7
  EXPECT_EQ(hexBytes(config), "2801"
                              "3801");
}

} // namespace
