//===- LinalgToHloAnalysisTest.cpp - Tests for the linalg analysis --------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Tests the analysis convert-linalg-to-hlo builds on (a private header of
// lib/Conversion/LinalgToHlo): which family each structured op falls in, the
// window maps of convolutions, combiner identities and identity inits.
//
//===----------------------------------------------------------------------===//

#include "../../lib/Conversion/LinalgToHlo/Analysis.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace xhlo::linalg_to_hlo;

namespace {

class LinalgToHloAnalysisTest : public ::testing::Test {
protected:
  LinalgToHloAnalysisTest() {
    context.loadDialect<arith::ArithDialect, func::FuncDialect,
                        linalg::LinalgDialect, math::MathDialect,
                        tensor::TensorDialect>();
  }

  /// The last structured op of the module `text`, which stays alive until
  /// the next call.
  linalg::LinalgOp parseOp(StringRef text) {
    module = parseSourceString<ModuleOp>(text, &context);
    EXPECT_TRUE(module) << text.str();
    linalg::LinalgOp last;
    if (module)
      module->walk([&](linalg::LinalgOp op) { last = op; });
    return last;
  }

  /// The family of the last structured op of `text`, or failure with the
  /// reason in `reason`.
  FailureOr<LinalgKind> classifyOp(StringRef text, Reason &reason) {
    linalg::LinalgOp op = parseOp(text);
    if (!op)
      return failure();
    return classify(op, reason);
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(LinalgToHloAnalysisTest, NamedOpsFallInTheirFamilies) {
  struct Case {
    const char *text;
    LinalgKind kind;
  } cases[] = {
      {R"(func.func @f(%s: f32, %o: tensor<3xf32>) -> tensor<3xf32> {
            %0 = linalg.fill ins(%s : f32) outs(%o : tensor<3xf32>) -> tensor<3xf32>
            return %0 : tensor<3xf32>
          })",
       LinalgKind::Elementwise},
      {R"(func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
            %0 = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
            return %0 : tensor<2x4xf32>
          })",
       LinalgKind::Contraction},
      // Pred: or of ands in linalg's payload, no multiply-accumulate.
      {R"(func.func @f(%a: tensor<2x3xi1>, %b: tensor<3x4xi1>, %c: tensor<2x4xi1>) -> tensor<2x4xi1> {
            %0 = linalg.matmul ins(%a, %b : tensor<2x3xi1>, tensor<3x4xi1>) outs(%c : tensor<2x4xi1>) -> tensor<2x4xi1>
            return %0 : tensor<2x4xi1>
          })",
       LinalgKind::Reduction},
      {R"(func.func @f(%a: tensor<2x3xf32>, %o: tensor<2xf32>) -> tensor<2xf32> {
            %0 = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%o : tensor<2xf32>) dimensions = [1]
              (%in: f32, %init: f32) { %s = arith.addf %in, %init : f32  linalg.yield %s : f32 }
            return %0 : tensor<2xf32>
          })",
       LinalgKind::Reduction},
      {R"(func.func @f(%i: tensor<1x5x5x2xf32>, %k: tensor<3x3x2x4xf32>, %o: tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32> {
            %0 = linalg.conv_2d_nhwc_hwcf ins(%i, %k : tensor<1x5x5x2xf32>, tensor<3x3x2x4xf32>) outs(%o : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
            return %0 : tensor<1x3x3x4xf32>
          })",
       LinalgKind::Convolution},
      {R"(func.func @f(%i: tensor<1x5x5x2xf32>, %k: tensor<3x3xf32>, %o: tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32> {
            %0 = linalg.pooling_nhwc_max ins(%i, %k : tensor<1x5x5x2xf32>, tensor<3x3xf32>) outs(%o : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
            return %0 : tensor<1x3x3x2xf32>
          })",
       LinalgKind::Pooling},
  };
  for (const Case &c : cases) {
    Reason reason;
    FailureOr<LinalgKind> kind = classifyOp(c.text, reason);
    ASSERT_TRUE(succeeded(kind)) << c.text << "\n" << reason;
    EXPECT_EQ(*kind, c.kind) << c.text;
  }
}

TEST_F(LinalgToHloAnalysisTest, RefusalsSayWhy) {
  Reason reason;
  EXPECT_TRUE(failed(classifyOp(
      R"(func.func @f(%a: tensor<4xf32>, %o: tensor<4x4xf32>) -> tensor<4x4xf32> {
           %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0, d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4x4xf32>) {
           ^bb0(%x: f32, %p: f32):
             linalg.yield %x : f32
           } -> tensor<4x4xf32>
           return %0 : tensor<4x4xf32>
         })",
      reason)));
  // Writing a diagonal (reading one converts since issue 18).
  EXPECT_NE(reason.find("tensor.insert_slice"), Reason::npos) << reason;

  EXPECT_TRUE(failed(classifyOp(
      R"(func.func @f(%a: tensor<4x6xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
           %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x6xf32>) outs(%o : tensor<4xf32>) {
           ^bb0(%x: f32, %p: f32):
             linalg.yield %x : f32
           } -> tensor<4xf32>
           return %0 : tensor<4xf32>
         })",
      reason)));
  EXPECT_EQ(reason, "its output #0 is not indexed by the parallel loop d1");
}

TEST_F(LinalgToHloAnalysisTest, WindowMapsReadStridesAndDilations) {
  linalg::LinalgOp op = parseOp(
      R"(func.func @f(%i: tensor<2x3x9x11xf32>, %k: tensor<4x3x3x2xf32>, %o: tensor<2x4x3x4xf32>) -> tensor<2x4x3x4xf32> {
           %0 = linalg.conv_2d_nchw_fchw {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>} ins(%i, %k : tensor<2x3x9x11xf32>, tensor<4x3x3x2xf32>) outs(%o : tensor<2x4x3x4xf32>) -> tensor<2x4x3x4xf32>
           return %0 : tensor<2x4x3x4xf32>
         })");
  ASSERT_TRUE(op);
  Reason reason;
  FailureOr<WindowMaps> windows = matchWindowMaps(op, reason);
  ASSERT_TRUE(succeeded(windows)) << reason;
  EXPECT_EQ(windows->input, 0u);
  ASSERT_EQ(windows->dims.size(), 4u);
  // n and c are plain, h and w windowed.
  EXPECT_FALSE(windows->dims[0]);
  EXPECT_FALSE(windows->dims[1]);
  ASSERT_TRUE(windows->dims[2] && windows->dims[3]);
  EXPECT_EQ(windows->dims[2]->stride, 2);
  EXPECT_EQ(windows->dims[2]->dilation, 2);
  EXPECT_EQ(windows->dims[3]->stride, 3);
  EXPECT_EQ(windows->dims[3]->dilation, 1);

  FailureOr<MulAddPayload> payload = matchMulAdd(op, reason);
  ASSERT_TRUE(succeeded(payload)) << reason;
  EXPECT_EQ(payload->lhsOperand, 0u);
  EXPECT_EQ(payload->rhsOperand, 1u);
}

TEST_F(LinalgToHloAnalysisTest, CombinerIdentities) {
  // Parse one combiner of each kind and read its identity.
  auto identityOf = [&](StringRef op, StringRef type) -> TypedAttr {
    std::string text = "func.func @f(%a: " + type.str() +
                       ", %b: " + type.str() + ") -> " + type.str() +
                       " {\n  %0 = " + op.str() + " %a, %b : " + type.str() +
                       "\n  return %0 : " + type.str() + "\n}";
    module = parseSourceString<ModuleOp>(text, &context);
    Operation *combiner = nullptr;
    module->walk([&](Operation *o) {
      if (o->getName().getStringRef() == op)
        combiner = o;
    });
    EXPECT_TRUE(combiner && isReductionCombiner(combiner)) << text;
    return getCombinerIdentity(combiner, combiner->getResult(0).getType());
  };
  auto floatValue = [](TypedAttr attr) {
    return cast<FloatAttr>(attr).getValue();
  };
  auto intValue = [](TypedAttr attr) {
    return cast<IntegerAttr>(attr).getValue();
  };
  EXPECT_TRUE(floatValue(identityOf("arith.addf", "f32")).isNegZero());
  EXPECT_TRUE(floatValue(identityOf("arith.mulf", "f32")).isExactlyValue(1.0));
  EXPECT_TRUE(floatValue(identityOf("arith.maximumf", "f16")).isInfinity());
  EXPECT_TRUE(floatValue(identityOf("arith.maximumf", "f16")).isNegative());
  EXPECT_FALSE(floatValue(identityOf("arith.minnumf", "f64")).isNegative());
  EXPECT_EQ(intValue(identityOf("arith.maxsi", "i8")).getSExtValue(), -128);
  EXPECT_EQ(intValue(identityOf("arith.minsi", "i8")).getSExtValue(), 127);
  EXPECT_TRUE(intValue(identityOf("arith.minui", "i16")).isAllOnes());
  EXPECT_TRUE(intValue(identityOf("arith.andi", "i1")).isAllOnes());
  EXPECT_TRUE(intValue(identityOf("arith.xori", "i32")).isZero());
  EXPECT_EQ(intValue(identityOf("arith.muli", "i64")).getZExtValue(), 1u);
}

TEST_F(LinalgToHloAnalysisTest, IdentityInits) {
  // The init of each reduce against its combiner.
  linalg::LinalgOp op = parseOp(
      R"(func.func @f(%a: tensor<2x3xf32>, %o: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
           %ninf = arith.constant 0xFF800000 : f32
           %zero = arith.constant 0.0 : f32
           %e = tensor.empty() : tensor<2xf32>
           %max_init = linalg.fill ins(%ninf : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
           %sum_init = linalg.fill ins(%zero : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
           %0 = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%max_init : tensor<2xf32>) dimensions = [1]
             (%in: f32, %init: f32) { %m = arith.maximumf %in, %init : f32  linalg.yield %m : f32 }
           %1 = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%sum_init : tensor<2xf32>) dimensions = [1]
             (%in: f32, %init: f32) { %m = arith.maximumf %in, %init : f32  linalg.yield %m : f32 }
           %2 = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%sum_init : tensor<2xf32>) dimensions = [1]
             (%in: f32, %init: f32) { %s = arith.addf %in, %init : f32  linalg.yield %s : f32 }
           %3 = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%o : tensor<2xf32>) dimensions = [1]
             (%in: f32, %init: f32) { %s = arith.addf %in, %init : f32  linalg.yield %s : f32 }
           return %0, %1, %2, %3 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
         })");
  ASSERT_TRUE(op);
  SmallVector<bool> identities;
  module->walk([&](linalg::ReduceOp reduce) {
    Operation *combiner = &reduce.getBody()->front();
    identities.push_back(isIdentityInit(reduce.getInits()[0], combiner));
  });
  EXPECT_EQ(identities, SmallVector<bool>({true, false, true, false}));
  tensor::EmptyOp emptyOp;
  module->walk([&](tensor::EmptyOp e) { emptyOp = e; });
  ASSERT_TRUE(emptyOp);
  InitValue empty = getInitValue(emptyOp);
  EXPECT_TRUE(empty.undefined);
}

} // namespace
