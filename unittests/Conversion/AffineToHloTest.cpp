//===- AffineToHloTest.cpp - Tests for the affine path --------------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Tests the affine path through its C++ entry points: raiseAffineToLinalg
// (what it raises and keeps, and its option), convertMemrefToTensor (the
// function contract) and buildAffineToHloPipeline (func + hlo out), and the
// reduction identities of the raising (a private header of
// lib/Conversion/AffineToLinalg).
//
//===----------------------------------------------------------------------===//

#include "../../lib/Conversion/AffineToLinalg/Patterns.h"
#include "xhlo/Conversion/AffineToLinalg/AffineToLinalg.h"
#include "xhlo/Conversion/MemrefToTensor/MemrefToTensor.h"
#include "xhlo/Conversion/Pipelines.h"
#include "xhlo/Dialect/Hlo/IR/HloDialect.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace xhlo;

namespace {

constexpr const char *kGemmAndPrefix = R"(
func.func @gemm(%A: memref<4x8xf32>, %B: memref<8x5xf32>, %C: memref<4x5xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      affine.store %zero, %C[%i, %j] : memref<4x5xf32>
      affine.for %k = 0 to 8 {
        %a = affine.load %A[%i, %k] : memref<4x8xf32>
        %b = affine.load %B[%k, %j] : memref<8x5xf32>
        %c = affine.load %C[%i, %j] : memref<4x5xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<4x5xf32>
      }
    }
  }
  return
}
func.func @prefix(%A: memref<8xf32>, %s: f32) -> f32 {
  affine.for %i = 1 to 8 {
    %a = affine.load %A[%i - 1] : memref<8xf32>
    %b = affine.load %A[%i] : memref<8xf32>
    %n = arith.addf %a, %b : f32
    affine.store %n, %A[%i] : memref<8xf32>
  }
  return %s : f32
}
)";

class AffineToHloTest : public ::testing::Test {
protected:
  AffineToHloTest() {
    context.loadDialect<
        affine::AffineDialect, arith::ArithDialect, func::FuncDialect,
        hlo::HloDialect, linalg::LinalgDialect, math::MathDialect,
        memref::MemRefDialect, scf::SCFDialect, tensor::TensorDialect>();
    // Remarks of kept loops are expected; errors fail the test where they
    // matter through the returned status.
    context.getDiagEngine().registerHandler([](Diagnostic &) {});
  }

  OwningOpRef<ModuleOp> parse(StringRef text) {
    OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &context);
    EXPECT_TRUE(module);
    return module;
  }

  func::FuncOp lookup(ModuleOp module, StringRef name) {
    return module.lookupSymbol<func::FuncOp>(name);
  }

  MLIRContext context;
};

TEST_F(AffineToHloTest, RaisesWhatItCanAndCountsTheLoopsItKeeps) {
  OwningOpRef<ModuleOp> module = parse(kGemmAndPrefix);
  RaiseAffineToLinalgStats stats;
  ASSERT_TRUE(
      succeeded(raiseAffineToLinalg(lookup(*module, "gemm"), {}, &stats)));
  // The fill and the contraction.
  EXPECT_EQ(stats.numRaised, 2u);
  EXPECT_EQ(stats.numSequential, 0u);
  unsigned fills = 0, matmuls = 0, loops = 0;
  lookup(*module, "gemm").walk([&](Operation *op) {
    fills += isa<linalg::FillOp>(op);
    matmuls += isa<linalg::MatmulOp>(op);
    loops += isa<affine::AffineForOp>(op);
  });
  EXPECT_EQ(fills, 1u);
  EXPECT_EQ(matmuls, 1u);
  EXPECT_EQ(loops, 0u);

  ASSERT_TRUE(
      succeeded(raiseAffineToLinalg(lookup(*module, "prefix"), {}, &stats)));
  EXPECT_EQ(stats.numRaised, 2u);
  EXPECT_EQ(stats.numSequential, 1u);
}

TEST_F(AffineToHloTest, RefusesSequentialLoopsOnRequest) {
  OwningOpRef<ModuleOp> module = parse(kGemmAndPrefix);
  RaiseAffineToLinalgOptions options;
  options.allowSequential = false;
  EXPECT_TRUE(succeeded(raiseAffineToLinalg(lookup(*module, "gemm"), options)));
  EXPECT_TRUE(failed(raiseAffineToLinalg(lookup(*module, "prefix"), options)));
}

TEST_F(AffineToHloTest, WrittenArgumentsBecomeResultsInOrder) {
  OwningOpRef<ModuleOp> module = parse(R"(
    func.func @f(%s: f32, %a: memref<4xf32>, %b: memref<2xf32>, %c: memref<3xf32>) -> f32 {
      %c0 = arith.constant 0 : index
      %x = memref.load %a[%c0] : memref<4xf32>
      memref.store %x, %c[%c0] : memref<3xf32>
      memref.store %s, %b[%c0] : memref<2xf32>
      return %x : f32
    }
  )");
  ASSERT_TRUE(succeeded(convertMemrefToTensor(*module)));
  FunctionType type = lookup(*module, "f").getFunctionType();
  Builder b(&context);
  auto tensor = [&](int64_t n) {
    return RankedTensorType::get({n}, b.getF32Type());
  };
  SmallVector<Type> inputs{b.getF32Type(), tensor(4), tensor(2), tensor(3)};
  SmallVector<Type> results{b.getF32Type(), tensor(2), tensor(3)};
  EXPECT_EQ(SmallVector<Type>(type.getInputs()), inputs);
  EXPECT_EQ(SmallVector<Type>(type.getResults()), results);
}

TEST_F(AffineToHloTest, PipelineLeavesOnlyFuncAndHlo) {
  OwningOpRef<ModuleOp> module = parse(kGemmAndPrefix);
  PassManager pm(&context);
  AffineToHloPipelineOptions options;
  buildAffineToHloPipeline(pm, options);
  ASSERT_TRUE(succeeded(pm.run(*module)));
  module->walk([&](Operation *op) {
    if (isa<ModuleOp, func::FuncOp, func::ReturnOp>(op))
      return;
    EXPECT_EQ(op->getDialect()->getNamespace(), "hlo")
        << op->getName().getStringRef().str();
  });
  FunctionType prefix = lookup(*module, "prefix").getFunctionType();
  ASSERT_EQ(prefix.getNumResults(), 2u);
  // The function's own result, then the written buffer.
  EXPECT_EQ(prefix.getResult(0),
            RankedTensorType::get({}, Builder(&context).getF32Type()));
  EXPECT_EQ(prefix.getResult(1),
            RankedTensorType::get({8}, Builder(&context).getF32Type()));
}

TEST_F(AffineToHloTest, ReductionIdentities) {
  OwningOpRef<ModuleOp> module = parse(R"(
    func.func @f(%x: f32, %y: f32, %i: i32, %j: i32) {
      %0 = arith.addf %x, %y : f32
      %1 = arith.maximumf %x, %y : f32
      %2 = arith.maxnumf %x, %y : f32
      %3 = arith.minsi %i, %j : i32
      %4 = arith.andi %i, %j : i32
      %5 = arith.subf %x, %y : f32
      return
    }
  )");
  SmallVector<Operation *> ops;
  lookup(*module, "f").walk([&](Operation *op) {
    if (op->getNumResults() == 1)
      ops.push_back(op);
  });
  ASSERT_EQ(ops.size(), 6u);
  auto identity = [&](Operation *op) {
    affine_to_linalg::ReductionForm form{op, op->getOperand(1)};
    return affine_to_linalg::getReductionIdentity(form,
                                                  op->getResult(0).getType());
  };
  auto floatValue = [](TypedAttr attr) {
    return cast<FloatAttr>(attr).getValue();
  };
  auto intValue = [](TypedAttr attr) {
    return cast<IntegerAttr>(attr).getValue();
  };
  EXPECT_TRUE(floatValue(identity(ops[0])).isNegZero());
  EXPECT_TRUE(floatValue(identity(ops[1])).isInfinity());
  EXPECT_TRUE(floatValue(identity(ops[1])).isNegative());
  // maxnum(acc, NaN) = acc.
  EXPECT_TRUE(floatValue(identity(ops[2])).isNaN());
  EXPECT_TRUE(intValue(identity(ops[3])).isMaxSignedValue());
  EXPECT_TRUE(intValue(identity(ops[4])).isAllOnes());
  // acc - x accumulates -x: the identity of the add.
  EXPECT_TRUE(floatValue(identity(ops[5])).isNegZero());
}

} // namespace
