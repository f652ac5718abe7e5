//===- LiteralProtoTest.cpp - Values to and from LiteralProto -------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Every element type the interpreter has goes to the LiteralProto field XLA
// uses for it and comes back bit for bit; tuples and tokens too; layouts
// other than row-major are read in their order; every malformed literal is
// an InvalidArgument that says what is wrong.
//
//===----------------------------------------------------------------------===//

#include "RuntimeTestUtils.h"

#include "xhlo/Runtime/LiteralProto.h"
#include "xhlo/xla_data.pb.h"

using namespace xhlo;
using namespace xhlo::runtime;
using namespace xhlo::runtime::test;

namespace {

/// An array of `type` whose bytes are all different-ish (preds 0/1).
Literal patterned(ElementType type, llvm::ArrayRef<int64_t> shape) {
  Literal literal(type, shape);
  auto *bytes = static_cast<uint8_t *>(literal.data());
  for (size_t i = 0; i < literal.getSizeInBytes(); ++i)
    bytes[i] = type == ElementType::Pred ? (i * 7) % 3 == 0
                                         : static_cast<uint8_t>(i * 37 + 11);
  return literal;
}

/// How many values (or bytes, for `bytes` fields) of `proto` hold `type`.
size_t fieldSize(const xla::LiteralProto &proto, ElementType type) {
  switch (type) {
  case ElementType::Pred:
    return proto.preds_size();
  case ElementType::S8:
    return proto.s8s().size();
  case ElementType::S16:
    return proto.s16s().size();
  case ElementType::S32:
    return proto.s32s_size();
  case ElementType::S64:
    return proto.s64s_size();
  case ElementType::U8:
    return proto.u8s().size();
  case ElementType::U16:
    return proto.u16s().size();
  case ElementType::U32:
    return proto.u32s_size();
  case ElementType::U64:
    return proto.u64s_size();
  case ElementType::F16:
    return proto.f16s().size();
  case ElementType::BF16:
    return proto.bf16s().size();
  case ElementType::F32:
    return proto.f32s_size();
  case ElementType::F64:
    return proto.f64s_size();
  case ElementType::C64:
    return proto.c64s_size();
  case ElementType::C128:
    return proto.c128s_size();
  }
  return 0;
}

TEST(LiteralProto, EveryElementTypeRoundTripsInItsField) {
  const ElementType types[] = {
      ElementType::Pred, ElementType::S8,  ElementType::S16,  ElementType::S32,
      ElementType::S64,  ElementType::U8,  ElementType::U16,  ElementType::U32,
      ElementType::U64,  ElementType::F16, ElementType::BF16, ElementType::F32,
      ElementType::F64,  ElementType::C64, ElementType::C128};
  for (ElementType type : types) {
    SCOPED_TRACE(xhlo::getElementTypeName(type).str());
    Literal literal = patterned(type, {2, 3});
    xla::LiteralProto proto;
    XHLO_ASSERT_OK(convertToLiteralProto(RtValue(literal.clone()), proto));
    // 8- and 16-bit types are bytes; complex types two values each.
    size_t width = xhlo::getElementTypeByteSize(type);
    size_t expected = width <= 2 && type != ElementType::Pred ? 6 * width
                      : type == ElementType::C64 || type == ElementType::C128
                          ? 12
                          : 6;
    EXPECT_EQ(fieldSize(proto, type), expected);
    EXPECT_EQ(proto.shape().dimensions_size(), 2);
    EXPECT_EQ(proto.shape().layout().minor_to_major(0), 1);
    EXPECT_EQ(proto.shape().layout().minor_to_major(1), 0);
    EXPECT_EQ(proto.shape().layout().format(), xla::LayoutProto::DENSE);
    XHLO_ASSERT_OK_AND_ASSIGN(back, convertFromLiteralProto(proto));
    EXPECT_TRUE(back.getArray().isBitwiseEqual(literal));
  }
}

TEST(LiteralProto, ValuesLandInXlaFieldsAsXlaWritesThem) {
  xla::LiteralProto proto;
  XHLO_ASSERT_OK(convertToLiteralProto(f32({3}, {1.5f, -2.0f, 0.25f}), proto,
                                       /*denseLayoutFormat=*/false));
  EXPECT_EQ(proto.shape().element_type(), xla::F32);
  EXPECT_FALSE(proto.shape().layout().format());
  ASSERT_EQ(proto.f32s_size(), 3);
  EXPECT_EQ(proto.f32s(1), -2.0f);

  // s16 as little-endian bytes, as XLA stores them.
  XHLO_ASSERT_OK(convertToLiteralProto(
      RtValue(makeLiteral<int16_t>(ElementType::S16, {2}, {0x0102, -2})),
      proto));
  EXPECT_EQ(proto.s16s(), std::string("\x02\x01\xfe\xff", 4));

  // Any non-zero pred byte is true on the wire.
  Literal preds(ElementType::Pred, {3});
  preds.as<uint8_t>()[1] = 2;
  XHLO_ASSERT_OK(convertToLiteralProto(RtValue(std::move(preds)), proto));
  ASSERT_EQ(proto.preds_size(), 3);
  EXPECT_FALSE(proto.preds(0));
  EXPECT_TRUE(proto.preds(1));
}

TEST(LiteralProto, TuplesAndTokensRoundTrip) {
  std::vector<RtValue> inner;
  inner.push_back(RtValue(patterned(ElementType::S32, {})));
  inner.push_back(RtValue::token());
  std::vector<RtValue> outer;
  outer.push_back(RtValue(patterned(ElementType::BF16, {4})));
  outer.push_back(RtValue::tuple(std::move(inner)));
  outer.push_back(RtValue::tuple({}));
  RtValue value = RtValue::tuple(std::move(outer));
  xla::LiteralProto proto;
  XHLO_ASSERT_OK(convertToLiteralProto(value, proto));
  EXPECT_EQ(proto.shape().element_type(), xla::TUPLE);
  EXPECT_EQ(proto.shape().tuple_shapes(1).tuple_shapes(1).element_type(),
            xla::TOKEN);
  XHLO_ASSERT_OK_AND_ASSIGN(back, convertFromLiteralProto(proto));
  EXPECT_TRUE(bitwiseEqual(back, value));
  EXPECT_EQ(getShapeString(back), "(bf16[4], (s32[], token[]), ())");
  XHLO_ASSERT_OK_AND_ASSIGN(bytes, getShapeByteSize(proto.shape()));
  EXPECT_EQ(bytes, 4 * 2 + 4);
}

TEST(LiteralProto, ColumnMajorLiteralsAreReadInTheirOrder) {
  // f32[2,3]{0,1}: memory holds column after column.
  xla::LiteralProto proto;
  proto.mutable_shape()->set_element_type(xla::F32);
  proto.mutable_shape()->add_dimensions(2);
  proto.mutable_shape()->add_dimensions(3);
  proto.mutable_shape()->mutable_layout()->add_minor_to_major(0);
  proto.mutable_shape()->mutable_layout()->add_minor_to_major(1);
  for (float value : {1, 4, 2, 5, 3, 6})
    proto.add_f32s(value);
  XHLO_ASSERT_OK_AND_ASSIGN(value, convertFromLiteralProto(proto));
  EXPECT_EQ(valuesOf<float>(value), (std::vector<float>{1, 2, 3, 4, 5, 6}));

  // Rank 3 with the middle dimension most minor.
  xla::LiteralProto cube;
  cube.mutable_shape()->set_element_type(xla::S32);
  for (int64_t size : {2, 3, 2})
    cube.mutable_shape()->add_dimensions(size);
  for (int64_t dim : {1, 2, 0})
    cube.mutable_shape()->mutable_layout()->add_minor_to_major(dim);
  // Physical index = j + 3 * (k + 2 * i) for logical [i][j][k].
  std::vector<int32_t> expected(12);
  cube.mutable_s32s()->Resize(12, 0);
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 3; ++j)
      for (int k = 0; k < 2; ++k) {
        int32_t value = 100 * i + 10 * j + k;
        expected[(i * 3 + j) * 2 + k] = value;
        cube.set_s32s(j + 3 * (k + 2 * i), value);
      }
  XHLO_ASSERT_OK_AND_ASSIGN(cubeValue, convertFromLiteralProto(cube));
  EXPECT_EQ(valuesOf<int32_t>(cubeValue), expected);
}

/// The message of the InvalidArgument error reading `proto` gives.
std::string readError(const xla::LiteralProto &proto) {
  std::string message;
  EXPECT_EQ(errorCode(convertFromLiteralProto(proto), &message),
            ErrorCode::InvalidArgument);
  return message;
}

TEST(LiteralProto, MalformedLiteralsAreClearErrors) {
  xla::LiteralProto proto;
  EXPECT_EQ(readError(proto), "the literal has no shape");

  proto.mutable_shape()->set_element_type(xla::F32);
  proto.mutable_shape()->add_dimensions(4);
  proto.add_f32s(1);
  EXPECT_EQ(readError(proto), "a literal of shape f32[4] needs 4 elements "
                              "(16 bytes) but holds 4 bytes of values");

  proto.mutable_shape()->set_element_type(xla::S1);
  EXPECT_EQ(readError(proto), "element type S1 is not one the interpreter has");

  proto.mutable_shape()->set_element_type(xla::F32);
  proto.mutable_shape()->set_dimensions(0, -1);
  EXPECT_EQ(readError(proto), "dimension size -1 is negative");

  // The shape in HLO syntax and the limit, not the ShapeProto's fields.
  proto.mutable_shape()->set_dimensions(0, int64_t(1) << 40);
  EXPECT_EQ(readError(proto),
            "the array f32[1099511627776] is larger than 2146435071 bytes, "
            "the most one LiteralProto may hold (protobuf's messages are "
            "under 2 GiB)");
  // Past int64 in all.
  proto.mutable_shape()->add_dimensions(std::numeric_limits<int64_t>::max());
  EXPECT_EQ(readError(proto),
            "the array f32[1099511627776,9223372036854775807] is larger than "
            "2146435071 bytes, the most one LiteralProto may hold (protobuf's "
            "messages are under 2 GiB)");
  proto.mutable_shape()->clear_dimensions();
  proto.mutable_shape()->add_dimensions(1);

  proto.mutable_shape()->set_dimensions(0, 1);
  proto.mutable_shape()->add_is_dynamic_dimension(true);
  EXPECT_EQ(readError(proto), "dynamic dimensions are not supported");

  proto.mutable_shape()->clear_is_dynamic_dimension();
  proto.mutable_shape()->mutable_layout()->add_minor_to_major(3);
  EXPECT_EQ(readError(proto),
            "layout minor_to_major is not a permutation of the 1 dimensions");

  xla::LiteralProto tuple;
  tuple.mutable_shape()->set_element_type(xla::TUPLE);
  tuple.mutable_shape()->add_tuple_shapes()->set_element_type(xla::TOKEN);
  EXPECT_EQ(readError(tuple), "a tuple literal of 1 elements has 0 literals");
}

} // namespace
