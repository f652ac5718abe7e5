//===- ElementwiseBodiesTest.cpp - Tests for scalar bodies on tensors -----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Conversion/ElementwiseBodies.h"

#include "xhlo/Conversion/HloTypeConverter.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace xhlo;

namespace {

class ElementwiseBodiesTest : public ::testing::Test {
protected:
  ElementwiseBodiesTest() : builder(&context) {
    context.loadDialect<arith::ArithDialect, func::FuncDialect, hlo::HloDialect,
                        math::MathDialect, scf::SCFDialect,
                        tensor::TensorDialect>();
  }

  /// The ops of the body of @f in `text`, without its terminator.
  SmallVector<Operation *> parseBody(StringRef text) {
    module = parseSourceString<ModuleOp>(text, &context);
    SmallVector<Operation *> ops;
    if (!module)
      return ops;
    auto func = cast<func::FuncOp>(module->getBody()->front());
    for (Operation &op : func.getBody().front().without_terminator())
      ops.push_back(&op);
    return ops;
  }

  MLIRContext context;
  OpBuilder builder;
  OwningOpRef<ModuleOp> module;
};

TEST_F(ElementwiseBodiesTest, ScalarTypes) {
  SmallVector<Type> scalars = {builder.getI1Type(), builder.getIndexType(),
                               builder.getBF16Type(), builder.getF64Type(),
                               ComplexType::get(builder.getF32Type())};
  for (Type type : scalars)
    EXPECT_TRUE(isBodyScalarType(type));
  SmallVector<Type> others = {RankedTensorType::get({2}, builder.getF32Type()),
                              VectorType::get({2}, builder.getF32Type()),
                              builder.getNoneType()};
  for (Type type : others)
    EXPECT_FALSE(isBodyScalarType(type));
}

TEST_F(ElementwiseBodiesTest, WhichOpsRunOnTensors) {
  SmallVector<Operation *> ops = parseBody(R"mlir(
    func.func @f(%a: f32, %i: index, %t: tensor<2xf32>, %c: i1) -> () {
      %0 = arith.constant 1.5 : f32
      %1 = arith.constant 3 : index
      %2 = math.exp %a : f32
      %3 = arith.index_cast %i : index to i64
      %4 = arith.select %c, %a, %0 : f32
      %5 = arith.constant dense<1.0> : tensor<2xf32>
      %6 = math.exp %t : tensor<2xf32>
      %7 = tensor.from_elements %a : tensor<1xf32>
      %8 = scf.if %c -> (f32) {
        scf.yield %a : f32
      } else {
        scf.yield %0 : f32
      }
      return
    }
  )mlir");
  ASSERT_EQ(ops.size(), 9u);
  // Scalar constants and elementwise ops on scalars.
  for (int i = 0; i < 5; ++i)
    EXPECT_TRUE(isElementwiseOnScalars(ops[i])) << i;
  // Tensor constants and ops on tensors, other ops, regions.
  for (int i = 5; i < 9; ++i)
    EXPECT_FALSE(isElementwiseOnScalars(ops[i])) << i;
}

TEST_F(ElementwiseBodiesTest, ClonesOnTensors) {
  SmallVector<Operation *> ops = parseBody(R"mlir(
    func.func @f(%a: f32, %b: f32) -> () {
      %0 = arith.constant 2 : index
      %1 = arith.addf %a, %b : f32
      %2:2 = arith.addui_extended %0, %0 : index, i1
      return
    }
  )mlir");
  ASSERT_EQ(ops.size(), 3u);
  auto func = cast<func::FuncOp>(module->getBody()->front());
  builder.setInsertionPoint(func.getBody().front().getTerminator());
  Location loc = builder.getUnknownLoc();
  auto f32x23 = RankedTensorType::get({2, 3}, builder.getF32Type());
  Value x = builder.create<arith::ConstantOp>(
      loc, DenseElementsAttr::get(f32x23, builder.getF32FloatAttr(1.0)));

  // A constant becomes a splat.
  Value splat = cloneOnTensors(builder, ops[0], {}, {2, 3});
  auto constant = splat.getDefiningOp<arith::ConstantOp>();
  ASSERT_TRUE(constant);
  EXPECT_EQ(constant.getValue(),
            DenseElementsAttr::get(
                RankedTensorType::get({2, 3}, builder.getIndexType()),
                builder.getIndexAttr(2)));
  // An op applies to the operands given, every result on tensors.
  Value sum = cloneOnTensors(builder, ops[1], {x, x}, {2, 3});
  EXPECT_EQ(sum.getType(), f32x23);
  EXPECT_EQ(sum.getDefiningOp()->getOperand(1), x);
  Value wide = cloneOnTensors(builder, ops[2], {splat, splat}, {2, 3});
  EXPECT_EQ(wide.getDefiningOp()->getResult(1).getType(),
            RankedTensorType::get({2, 3}, builder.getI1Type()));
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(ElementwiseBodiesTest, IndexBridges) {
  HloTypeConverter narrow(&context, {/*indexBitwidth=*/32});
  EXPECT_EQ(convertElementType(narrow, builder.getIndexType()),
            builder.getI32Type());
  EXPECT_EQ(convertElementType(narrow, builder.getF32Type()),
            builder.getF32Type());

  module = ModuleOp::create(builder.getUnknownLoc());
  builder.setInsertionPointToEnd(module->getBody());
  Location loc = builder.getUnknownLoc();
  auto indices = RankedTensorType::get({4}, builder.getIndexType());
  Value value = builder.create<arith::ConstantOp>(
      loc, DenseElementsAttr::get(indices, builder.getIndexAttr(7)));
  // index arrays become i32 arrays and back; others stay as they are.
  Value array = toHloArray(builder, narrow, loc, value);
  EXPECT_EQ(array.getType(), RankedTensorType::get({4}, builder.getI32Type()));
  EXPECT_EQ(toHloArray(builder, narrow, loc, array), array);
  Value back =
      toElementType(builder, narrow, loc, array, builder.getIndexType());
  EXPECT_EQ(back.getType(), indices);
  EXPECT_EQ(toElementType(builder, narrow, loc, array, builder.getI32Type()),
            array);
}

} // namespace
