//===- HloTypeConverterTest.cpp - Tests for the type rule -----------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/HloTypeConverter.h"

#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace xhlo;

namespace {

class HloTypeConverterTest : public ::testing::Test {
protected:
  HloTypeConverterTest() : builder(&context) {
    context.loadDialect<hlo::HloDialect, arith::ArithDialect, func::FuncDialect,
                        tensor::TensorDialect>();
  }

  /// The type spelled `text`.
  Type parse(StringRef text) { return parseType(text, &context); }

  MLIRContext context;
  OpBuilder builder;
};

TEST_F(HloTypeConverterTest, ScalarsBecomeZeroDTensors) {
  HloTypeConverter converter(&context);
  for (StringRef scalar : {"i1", "i8", "i32", "ui16", "f16", "bf16", "f32",
                           "f64", "complex<f32>"}) {
    Type type = parse(scalar);
    ASSERT_TRUE(type) << scalar.str();
    EXPECT_EQ(converter.convertType(type), RankedTensorType::get({}, type))
        << scalar.str();
  }
}

TEST_F(HloTypeConverterTest, IndexBecomesI64OrI32) {
  HloTypeConverter wide(&context);
  HloTypeConverter narrow(&context, {/*indexBitwidth=*/32});
  EXPECT_EQ(wide.convertType(parse("index")), parse("tensor<i64>"));
  EXPECT_EQ(narrow.convertType(parse("index")), parse("tensor<i32>"));
  EXPECT_EQ(wide.convertType(parse("tensor<2x3xindex>")),
            parse("tensor<2x3xi64>"));
  EXPECT_EQ(narrow.convertType(parse("tensor<2x3xindex>")),
            parse("tensor<2x3xi32>"));
  EXPECT_EQ(narrow.getIndexType(), builder.getI32Type());
}

TEST_F(HloTypeConverterTest, StaticTensorsKeepTheirShape) {
  HloTypeConverter converter(&context);
  for (StringRef text : {"tensor<4xf32>", "tensor<2x0xi1>", "tensor<ui8>"})
    EXPECT_EQ(converter.convertType(parse(text)), parse(text)) << text.str();
}

TEST_F(HloTypeConverterTest, OtherTypesStay) {
  HloTypeConverter converter(&context);
  for (StringRef text : {"vector<4xf32>", "memref<4xf32>", "tensor<?xf32>",
                         "tensor<*xf32>", "tensor<?xindex>", "i3", "f80",
                         "tensor<2xi7>", "tensor<2xf32, \"e\">", "none"}) {
    Type type = parse(text);
    ASSERT_TRUE(type) << text.str();
    EXPECT_EQ(converter.convertType(type), type) << text.str();
    EXPECT_FALSE(converter.convertToHloTensorType(type)) << text.str();
  }
}

TEST_F(HloTypeConverterTest, RecognisesHloArrays) {
  EXPECT_TRUE(isHloTensorType(parse("tensor<2x3xf32>")));
  EXPECT_TRUE(isHloTensorType(parse("tensor<i1>")));
  EXPECT_TRUE(isHloTensorType(parse("tensor<4xcomplex<f64>>")));
  EXPECT_FALSE(isHloTensorType(parse("tensor<?xf32>")));
  EXPECT_FALSE(isHloTensorType(parse("tensor<4xindex>")));
  EXPECT_FALSE(isHloTensorType(parse("tensor<4xi3>")));
  EXPECT_FALSE(isHloTensorType(parse("tensor<4xf32, \"e\">")));
  EXPECT_FALSE(isHloTensorType(parse("f32")));
}

/// Converted values go back to index through tensor.extract and
/// arith.index_cast, and come from index through the reverse.
TEST_F(HloTypeConverterTest, MaterializesIndexBothWays) {
  HloTypeConverter converter(&context);
  OwningOpRef<ModuleOp> module = ModuleOp::create(builder.getUnknownLoc());
  builder.setInsertionPointToEnd(module->getBody());
  Location loc = builder.getUnknownLoc();
  auto func = builder.create<func::FuncOp>(
      loc, "f",
      builder.getFunctionType({parse("tensor<i64>"), parse("index")}, {}));
  builder.setInsertionPointToEnd(func.addEntryBlock());

  Value index = converter.materializeSourceConversion(
      builder, loc, builder.getIndexType(), func.getArgument(0));
  ASSERT_TRUE(index);
  auto cast = index.getDefiningOp<arith::IndexCastOp>();
  ASSERT_TRUE(cast);
  EXPECT_TRUE(cast.getIn().getDefiningOp<tensor::ExtractOp>());

  Value tensor = converter.materializeTargetConversion(
      builder, loc, parse("tensor<i64>"), func.getArgument(1));
  ASSERT_TRUE(tensor);
  auto fromElements = tensor.getDefiningOp<tensor::FromElementsOp>();
  ASSERT_TRUE(fromElements);
  EXPECT_TRUE(
      fromElements.getElements()[0].getDefiningOp<arith::IndexCastOp>());

  // Not a conversion of the rule: left to other materializations.
  EXPECT_FALSE(converter.materializeSourceConversion(
      builder, loc, builder.getF32Type(), func.getArgument(0)));
}

} // namespace
