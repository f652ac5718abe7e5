//===- HloBuildersTest.cpp - Tests for the shared hlo builders ------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/HloBuilders.h"

#include "xhlo/Dialect/Hlo/IR/HloElementwiseOps.h"
#include "xhlo/Dialect/Hlo/IR/HloMiscOps.h"
#include "xhlo/Dialect/Hlo/IR/HloShapeOps.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace xhlo;

namespace {

/// Builds into the body of a function whose arguments have given types, and
/// checks that what was built verifies.
class HloBuildersTest : public ::testing::Test {
protected:
  HloBuildersTest() : builder(&context), loc(builder.getUnknownLoc()) {
    context.loadDialect<hlo::HloDialect, func::FuncDialect>();
    module = ModuleOp::create(loc);
  }

  Type parse(StringRef text) { return parseType(text, &context); }

  /// A function taking values of `types`; the builder inserts into it.
  ValueRange startFunction(ArrayRef<StringRef> types) {
    SmallVector<Type> argTypes;
    for (StringRef text : types)
      argTypes.push_back(parse(text));
    builder.setInsertionPointToEnd(module->getBody());
    auto func = builder.create<func::FuncOp>(
        loc, "f", builder.getFunctionType(argTypes, {}));
    builder.setInsertionPointToEnd(func.addEntryBlock());
    return func.getArguments();
  }

  /// Ends the function and verifies the module.
  bool finishAndVerify() {
    builder.create<func::ReturnOp>(loc);
    return succeeded(verify(*module));
  }

  /// The single value of the splat hlo.constant that defines `value`.
  Attribute splatValue(Value value) {
    auto constant = value.getDefiningOp<hlo::ConstantOp>();
    if (!constant)
      return nullptr;
    return cast<DenseElementsAttr>(constant.getValue())
        .getSplatValue<Attribute>();
  }

  MLIRContext context;
  OpBuilder builder;
  Location loc;
  OwningOpRef<ModuleOp> module;
};

TEST_F(HloBuildersTest, SplatsWrapAndRound) {
  startFunction({});
  auto type = [&](StringRef text) {
    return cast<RankedTensorType>(parse(text));
  };
  EXPECT_EQ(splatValue(createSplat(builder, loc, type("tensor<2xi8>"), 300)),
            builder.getIntegerAttr(builder.getI8Type(), 44));
  EXPECT_EQ(splatValue(createSplat(builder, loc, type("tensor<i1>"), 2)),
            builder.getBoolAttr(true));
  Type u32 = parse("ui32");
  EXPECT_EQ(splatValue(createSplat(builder, loc, type("tensor<ui32>"), -1)),
            builder.getIntegerAttr(u32, APInt::getAllOnes(32)));
  EXPECT_EQ(splatValue(createSplat(builder, loc, type("tensor<f32>"), -3)),
            builder.getF32FloatAttr(-3.0f));
  EXPECT_EQ(
      splatValue(createFloatSplat(builder, loc, type("tensor<f16>"), 0.1)),
      builder.getFloatAttr(builder.getF16Type(), 0.1));
  EXPECT_TRUE(finishAndVerify());
}

TEST_F(HloBuildersTest, ZeroSplatsOfEveryKind) {
  startFunction({});
  auto zero = [&](StringRef text) {
    auto type = cast<RankedTensorType>(parse(text));
    Value value = createZeroSplat(builder, loc, type);
    EXPECT_EQ(value.getType(), type);
    return cast<DenseElementsAttr>(
        value.getDefiningOp<hlo::ConstantOp>().getValue());
  };
  EXPECT_EQ(zero("tensor<2x3xi32>").getSplatValue<APInt>(), APInt(32, 0));
  EXPECT_FALSE(zero("tensor<4xi1>").getSplatValue<bool>());
  EXPECT_TRUE(zero("tensor<bf16>").getSplatValue<APFloat>().isPosZero());
  auto complex =
      zero("tensor<2xcomplex<f64>>").getSplatValue<std::complex<APFloat>>();
  EXPECT_TRUE(complex.real().isPosZero());
  EXPECT_TRUE(complex.imag().isPosZero());
  EXPECT_TRUE(finishAndVerify());
}

TEST_F(HloBuildersTest, UnsignedTypesOfWidth) {
  EXPECT_EQ(getUnsignedTypeOfWidth(parse("i16")), parse("ui16"));
  EXPECT_EQ(getUnsignedTypeOfWidth(parse("f64")), parse("ui64"));
  EXPECT_EQ(getUnsignedTypeOfWidth(parse("bf16")), parse("ui16"));
  EXPECT_FALSE(getUnsignedTypeOfWidth(parse("i1")));
  EXPECT_FALSE(getUnsignedTypeOfWidth(parse("ui8")));
  EXPECT_FALSE(getUnsignedTypeOfWidth(parse("complex<f32>")));
}

TEST_F(HloBuildersTest, IntegerConversionsKeepArithSignedness) {
  ValueRange args = startFunction({"tensor<3xi8>", "tensor<3xi1>"});
  Value narrow = args[0], pred = args[1];

  // Zero extension reads the bits as unsigned first.
  Value zext = convertInteger(builder, loc, narrow, builder.getI32Type(),
                              /*isSigned=*/false);
  auto zextConvert = zext.getDefiningOp<hlo::ConvertOp>();
  ASSERT_TRUE(zextConvert);
  EXPECT_TRUE(zextConvert.getOperand().getDefiningOp<hlo::BitcastConvertOp>());

  // Sign extension and truncation are XLA's convert.
  Value sext = convertInteger(builder, loc, narrow, builder.getI32Type(),
                              /*isSigned=*/true);
  auto sextConvert = sext.getDefiningOp<hlo::ConvertOp>();
  ASSERT_TRUE(sextConvert);
  EXPECT_EQ(sextConvert.getOperand(), narrow);

  // Signed pred is 0 or -1.
  Value predSext = convertInteger(builder, loc, pred, builder.getI8Type(),
                                  /*isSigned=*/true);
  EXPECT_TRUE(predSext.getDefiningOp<hlo::NegateOp>());

  // To pred: the low bit.
  Value low = convertInteger(builder, loc, narrow, builder.getI1Type(),
                             /*isSigned=*/true);
  auto lowConvert = low.getDefiningOp<hlo::ConvertOp>();
  ASSERT_TRUE(lowConvert);
  EXPECT_TRUE(lowConvert.getOperand().getDefiningOp<hlo::AndOp>());

  // Same type: nothing is built.
  EXPECT_EQ(convertInteger(builder, loc, narrow, builder.getI8Type(), false),
            narrow);
  EXPECT_TRUE(finishAndVerify());
}

TEST_F(HloBuildersTest, ScalarBroadcastAndNaNTest) {
  ValueRange args = startFunction({"tensor<i1>", "tensor<2x3xf32>"});
  Value broadcast = broadcastToShapeOf(builder, loc, args[0], args[1]);
  EXPECT_EQ(broadcast.getType(), parse("tensor<2x3xi1>"));
  EXPECT_TRUE(broadcast.getDefiningOp<hlo::BroadcastOp>());
  EXPECT_EQ(broadcastToShapeOf(builder, loc, args[1], args[1]), args[1]);

  Value isNaN = createIsNaN(builder, loc, args[1]);
  auto compare = isNaN.getDefiningOp<hlo::CompareOp>();
  ASSERT_TRUE(compare);
  EXPECT_EQ(compare.getDirection(), hlo::ComparisonDirection::NE);
  EXPECT_EQ(compare.getLhs(), compare.getRhs());
  EXPECT_TRUE(finishAndVerify());
}

} // namespace
