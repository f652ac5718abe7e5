//===- ReductionKernelsTest.cpp - Tests for the reduction kernels ---------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Runs small hlo functions through the interpreter and checks the reduction
// kernels (lib/Interpreter/Kernels/ReductionKernels.cpp: reduce_window,
// select_and_scatter, sort, map, topk, scan) against values worked out by
// hand from XLA's operation semantics.
//
//===----------------------------------------------------------------------===//

#include "xhlo/Dialect/Hlo/IR/HloOps.h"
#include "xhlo/Interpreter/Executable.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "KernelTestBase.h"

#include "gtest/gtest.h"

#include <cmath>
#include <complex>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;
using namespace xhlo::interp::test;

namespace {

Literal f32(llvm::ArrayRef<int64_t> shape, const std::vector<float> &values) {
  return makeLiteral<float>(ElementType::F32, shape, values);
}
Literal s32(llvm::ArrayRef<int64_t> shape, const std::vector<int32_t> &values) {
  return makeLiteral<int32_t>(ElementType::S32, shape, values);
}

class ReductionKernelsTest : public KernelTestBase {};

//===----------------------------------------------------------------------===//
// reduce_window
//===----------------------------------------------------------------------===//

TEST_F(ReductionKernelsTest, ReduceWindowMaxPool) {
  std::vector<float> x;
  for (int i = 0; i < 24; ++i)
    x.push_back(i);
  std::vector<RtValue> results = run(R"(
    func.func @main(%x: tensor<4x6xf32>, %init: tensor<f32>) -> tensor<2x3xf32> {
      %r = hlo.reduce_window(%x init: %init)
          window = <size = [2, 2], stride = [2, 2]>
          : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x3xf32> {
      ^bb0(%acc: tensor<f32>, %e: tensor<f32>):
        %m = hlo.maximum %acc, %e : tensor<f32>
        hlo.return %m : tensor<f32>
      }
      return %r : tensor<2x3xf32>
    })",
                                     {f32({4, 6}, x), f32({}, {-INFINITY})});
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(shapeOf(results[0]), (std::vector<int64_t>{2, 3}));
  // x[i][j] = 6i + j: each window's maximum is x[2r+1][2c+1].
  EXPECT_EQ(valuesOf<float>(results[0]),
            (std::vector<float>{7, 9, 11, 19, 21, 23}));
}

TEST_F(ReductionKernelsTest, ReduceWindowFoldOrder) {
  // acc * 10 + e shows the row-major window order from the init value.
  EXPECT_EQ(run1<int32_t>(R"(
    func.func @main(%x: tensor<2x2xi32>, %init: tensor<i32>) -> tensor<1x1xi32> {
      %r = hlo.reduce_window(%x init: %init) window = <size = [2, 2]>
          : (tensor<2x2xi32>, tensor<i32>) -> tensor<1x1xi32> {
      ^bb0(%acc: tensor<i32>, %e: tensor<i32>):
        %ten = hlo.constant dense<10> : tensor<i32>
        %m = hlo.multiply %acc, %ten : tensor<i32>
        %s = hlo.add %m, %e : tensor<i32>
        hlo.return %s : tensor<i32>
      }
      return %r : tensor<1x1xi32>
    })",
                          {s32({2, 2}, {1, 2, 3, 4}), s32({}, {5})}),
            (std::vector<int32_t>{51234}));
}

TEST_F(ReductionKernelsTest, ReduceWindowPadding) {
  // Padding takes no part: XLA's HloEvaluator (IterateThroughWindow) and
  // its CPU/GPU emitters apply the computation only to operand elements,
  // so the init value (10 here, deliberately not the identity of add)
  // counts once per window, not once per padded position.
  EXPECT_EQ(run1<int32_t>(R"(
    func.func @main(%x: tensor<4xi32>, %init: tensor<i32>) -> tensor<4xi32> {
      %r = hlo.reduce_window(%x init: %init)
          window = <size = [3], pad_low = [1], pad_high = [1]>
          : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32> {
      ^bb0(%acc: tensor<i32>, %e: tensor<i32>):
        %s = hlo.add %acc, %e : tensor<i32>
        hlo.return %s : tensor<i32>
      }
      return %r : tensor<4xi32>
    })",
                          {s32({4}, {1, 2, 3, 4}), s32({}, {10})}),
            (std::vector<int32_t>{13, 16, 19, 17}));
}

TEST_F(ReductionKernelsTest, ReduceWindowDilations) {
  // Base dilation 2: [1, h, 2, h, 3]; window size 2 dilated by 2 spans 3
  // positions: windows {0, 2}, {1, 3} (holes only), {2, 4}.
  EXPECT_EQ(run1<int32_t>(R"(
    func.func @main(%x: tensor<3xi32>, %init: tensor<i32>) -> tensor<3xi32> {
      %r = hlo.reduce_window(%x init: %init)
          window = <size = [2], lhs_dilate = [2], rhs_dilate = [2]>
          : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32> {
      ^bb0(%acc: tensor<i32>, %e: tensor<i32>):
        %s = hlo.add %acc, %e : tensor<i32>
        hlo.return %s : tensor<i32>
      }
      return %r : tensor<3xi32>
    })",
                          {s32({3}, {1, 2, 3}), s32({}, {0})}),
            (std::vector<int32_t>{3, 0, 5}));
  // Strides with dilation and padding together, in 2-D: x[i][j] = 3i + j
  // (3x3), stride 2, window dilation 2 in dim 1, pad_high 1 in dim 0.
  // Output dim 0: padded length 4, size 2, stride 2 -> 2; dim 1: size 2
  // dilated to 3, stride 2 -> 1.
  EXPECT_EQ(
      run1<int32_t>(R"(
    func.func @main(%x: tensor<3x3xi32>, %init: tensor<i32>) -> tensor<2x1xi32> {
      %r = hlo.reduce_window(%x init: %init)
          window = <size = [2, 2], stride = [2, 2], pad_high = [1, 0], rhs_dilate = [1, 2]>
          : (tensor<3x3xi32>, tensor<i32>) -> tensor<2x1xi32> {
      ^bb0(%acc: tensor<i32>, %e: tensor<i32>):
        %s = hlo.add %acc, %e : tensor<i32>
        hlo.return %s : tensor<i32>
      }
      return %r : tensor<2x1xi32>
    })",
                    {s32({3, 3}, {0, 1, 2, 3, 4, 5, 6, 7, 8}), s32({}, {100})}),
      // Row 0: 100 + x[0][0]+x[0][2]+x[1][0]+x[1][2] = 100+0+2+3+5; row 1:
      // 100 + x[2][0]+x[2][2] (the padded row is skipped).
      (std::vector<int32_t>{110, 114}));
}

TEST_F(ReductionKernelsTest, ReduceWindowVariadic) {
  std::vector<RtValue> results =
      run(R"(
    func.func @main(%x: tensor<4xf32>, %y: tensor<4xi32>, %a: tensor<f32>, %b: tensor<i32>)
        -> (tensor<2xf32>, tensor<2xi32>) {
      %r:2 = hlo.reduce_window(%x, %y init: %a, %b)
          window = <size = [2], stride = [2]>
          : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>) {
      ^bb0(%a0: tensor<f32>, %a1: tensor<i32>, %e0: tensor<f32>, %e1: tensor<i32>):
        %s = hlo.add %a0, %e0 : tensor<f32>
        %m = hlo.maximum %a1, %e1 : tensor<i32>
        hlo.return %s, %m : tensor<f32>, tensor<i32>
      }
      return %r#0, %r#1 : tensor<2xf32>, tensor<2xi32>
    })",
          {f32({4}, {1, 5, 2, 4}), s32({4}, {10, 20, 40, 30}), f32({}, {0}),
           s32({}, {0})});
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(valuesOf<float>(results[0]), (std::vector<float>{6, 6}));
  EXPECT_EQ(valuesOf<int32_t>(results[1]), (std::vector<int32_t>{20, 40}));
}

TEST_F(ReductionKernelsTest, ReduceWindowF16) {
  // f16 bits: 1.0 = 0x3c00, 3.0 = 0x4200, 0.5 = 0x3800, 2.0 = 0x4000,
  // -inf = 0xfc00.
  EXPECT_EQ(
      run1<uint16_t>(R"(
    func.func @main(%x: tensor<4xf16>, %init: tensor<f16>) -> tensor<2xf16> {
      %r = hlo.reduce_window(%x init: %init) window = <size = [2], stride = [2]>
          : (tensor<4xf16>, tensor<f16>) -> tensor<2xf16> {
      ^bb0(%acc: tensor<f16>, %e: tensor<f16>):
        %m = hlo.maximum %acc, %e : tensor<f16>
        hlo.return %m : tensor<f16>
      }
      return %r : tensor<2xf16>
    })",
                     {makeLiteral<uint16_t>(ElementType::F16, {4},
                                            {0x3c00, 0x4200, 0x3800, 0x4000}),
                      makeLiteral<uint16_t>(ElementType::F16, {}, {0xfc00})}),
      (std::vector<uint16_t>{0x4200, 0x4000}));
}

//===----------------------------------------------------------------------===//
// select_and_scatter
//===----------------------------------------------------------------------===//

/// A 1-D select_and_scatter of f32 with `compare` as the select direction.
std::string selectAndScatter(const std::string &compare, int64_t size,
                             const std::string &window, int64_t sourceSize) {
  std::string operand = "tensor<" + std::to_string(size) + "xf32>";
  std::string source = "tensor<" + std::to_string(sourceSize) + "xf32>";
  return R"(
    func.func @main(%x: )" +
         operand + ", %src: " + source + R"(, %init: tensor<f32>) -> )" +
         operand + R"( {
      %r = hlo.select_and_scatter %x, %src, %init window = )" +
         window + R"(
          : ()" +
         operand + ", " + source + ", tensor<f32>) -> " + operand + R"(
          select {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %c = hlo.compare )" +
         compare + R"(, %a, %b : tensor<f32>
        hlo.return %c : tensor<i1>
      } scatter {
      ^bb0(%acc: tensor<f32>, %s: tensor<f32>):
        %sum = hlo.add %acc, %s : tensor<f32>
        hlo.return %sum : tensor<f32>
      }
      return %r : )" +
         operand + R"(
    })";
}

TEST_F(ReductionKernelsTest, SelectAndScatter) {
  // Windows (1, 5), (3, 3), (2, 7): GE keeps the first of equal elements.
  EXPECT_EQ(
      run1<float>(
          selectAndScatter("GE", 6, "<size = [2], stride = [2]>", 3),
          {f32({6}, {1, 5, 3, 3, 2, 7}), f32({3}, {10, 20, 30}), f32({}, {0})}),
      (std::vector<float>{0, 10, 20, 0, 0, 30}));
  // GT replaces the selected element by an equal later one.
  EXPECT_EQ(
      run1<float>(
          selectAndScatter("GT", 6, "<size = [2], stride = [2]>", 3),
          {f32({6}, {1, 5, 3, 3, 2, 7}), f32({3}, {10, 20, 30}), f32({}, {0})}),
      (std::vector<float>{0, 10, 0, 20, 0, 30}));
  // Overlapping windows both select 9 and accumulate into it, starting from
  // the init value everywhere.
  EXPECT_EQ(
      run1<float>(selectAndScatter("GE", 3, "<size = [2]>", 2),
                  {f32({3}, {1, 9, 2}), f32({2}, {1, 2}), f32({}, {100})}),
      (std::vector<float>{100, 103, 100}));
  // Padding takes no part in the selection (a padded 0 would beat -1).
  EXPECT_EQ(
      run1<float>(selectAndScatter("GE", 2, "<size = [2], pad_low = [1]>", 2),
                  {f32({2}, {-1, -2}), f32({2}, {1, 2}), f32({}, {0})}),
      (std::vector<float>{3, 0}));
}

TEST_F(ReductionKernelsTest, SelectAndScatter2D) {
  // 2x4 operand, 2x2 windows with stride 2: the maximum of each window.
  EXPECT_EQ(run1<int32_t>(R"(
    func.func @main(%x: tensor<2x4xi32>, %src: tensor<1x2xi32>, %init: tensor<i32>) -> tensor<2x4xi32> {
      %r = hlo.select_and_scatter %x, %src, %init
          window = <size = [2, 2], stride = [2, 2]>
          : (tensor<2x4xi32>, tensor<1x2xi32>, tensor<i32>) -> tensor<2x4xi32>
          select {
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %c = hlo.compare GE, %a, %b : tensor<i32>
        hlo.return %c : tensor<i1>
      } scatter {
      ^bb0(%acc: tensor<i32>, %s: tensor<i32>):
        %sum = hlo.add %acc, %s : tensor<i32>
        hlo.return %sum : tensor<i32>
      }
      return %r : tensor<2x4xi32>
    })",
                          {s32({2, 4}, {1, 2, 8, 3, 4, 0, 5, 6}),
                           s32({1, 2}, {7, 9}), s32({}, {1})}),
            (std::vector<int32_t>{1, 1, 10, 1, 8, 1, 1, 1}));
}

//===----------------------------------------------------------------------===//
// sort
//===----------------------------------------------------------------------===//

TEST_F(ReductionKernelsTest, Sort) {
  EXPECT_EQ(run1<float>(R"(
    func.func @main(%x: tensor<5xf32>) -> tensor<5xf32> {
      %r = hlo.sort(%x) dimension = 0 : (tensor<5xf32>) -> tensor<5xf32> {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %c = hlo.compare LT, %a, %b : tensor<f32>
        hlo.return %c : tensor<i1>
      }
      return %r : tensor<5xf32>
    })",
                        {f32({5}, {3, -1, 2, 0.5, -7})}),
            (std::vector<float>{-7, -1, 0.5, 2, 3}));
  // Along dimension 0 of a matrix, and descending along dimension 1.
  EXPECT_EQ(run1<int32_t>(R"(
    func.func @main(%x: tensor<3x2xi32>) -> tensor<3x2xi32> {
      %r = hlo.sort(%x) dimension = 0 : (tensor<3x2xi32>) -> tensor<3x2xi32> {
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %c = hlo.compare LT, %a, %b : tensor<i32>
        hlo.return %c : tensor<i1>
      }
      return %r : tensor<3x2xi32>
    })",
                          {s32({3, 2}, {3, 0, 1, 5, 2, 4})}),
            (std::vector<int32_t>{1, 0, 2, 4, 3, 5}));
  EXPECT_EQ(run1<int32_t>(R"(
    func.func @main(%x: tensor<2x3xi32>) -> tensor<2x3xi32> {
      %r = hlo.sort(%x) dimension = 1 : (tensor<2x3xi32>) -> tensor<2x3xi32> {
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %c = hlo.compare GT, %a, %b : tensor<i32>
        hlo.return %c : tensor<i1>
      }
      return %r : tensor<2x3xi32>
    })",
                          {s32({2, 3}, {1, 3, 2, 6, 4, 5})}),
            (std::vector<int32_t>{3, 2, 1, 6, 5, 4}));
}

TEST_F(ReductionKernelsTest, SortVariadicStable) {
  // Keys sorted stably carry their values along.
  std::vector<RtValue> results =
      run(R"(
    func.func @main(%k: tensor<4xi32>, %v: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>) {
      %r:2 = hlo.sort(%k, %v) dimension = 0 is_stable
          : (tensor<4xi32>, tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>) {
      ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<f32>):
        %lt = hlo.compare LT, %a, %b : tensor<i32>
        hlo.return %lt : tensor<i1>
      }
      return %r#0, %r#1 : tensor<4xi32>, tensor<4xf32>
    })",
          {s32({4}, {2, 1, 2, 1}), f32({4}, {0, 1, 2, 3})});
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(valuesOf<int32_t>(results[0]), (std::vector<int32_t>{1, 1, 2, 2}));
  EXPECT_EQ(valuesOf<float>(results[1]), (std::vector<float>{1, 3, 0, 2}));
  // The comparator's arguments are (lhs0, rhs0, lhs1, rhs1): sorting by the
  // second operand.
  results = run(R"(
    func.func @main(%k: tensor<3xi32>, %v: tensor<3xf32>) -> (tensor<3xi32>, tensor<3xf32>) {
      %r:2 = hlo.sort(%k, %v) dimension = 0
          : (tensor<3xi32>, tensor<3xf32>) -> (tensor<3xi32>, tensor<3xf32>) {
      ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<f32>):
        %lt = hlo.compare LT, %c, %d : tensor<f32>
        hlo.return %lt : tensor<i1>
      }
      return %r#0, %r#1 : tensor<3xi32>, tensor<3xf32>
    })",
                {s32({3}, {10, 20, 30}), f32({3}, {3, 1, 2})});
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(valuesOf<int32_t>(results[0]), (std::vector<int32_t>{20, 30, 10}));
  EXPECT_EQ(valuesOf<float>(results[1]), (std::vector<float>{1, 2, 3}));
}

TEST_F(ReductionKernelsTest, SortTotalOrder) {
  // TOTALORDER puts -NaN first and NaN last, -0 before +0.
  float nan = std::numeric_limits<float>::quiet_NaN();
  std::vector<float> r = run1<float>(R"(
    func.func @main(%x: tensor<5xf32>) -> tensor<5xf32> {
      %r = hlo.sort(%x) dimension = 0 : (tensor<5xf32>) -> tensor<5xf32> {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %c = hlo.compare LT, %a, %b, TOTALORDER : tensor<f32>
        hlo.return %c : tensor<i1>
      }
      return %r : tensor<5xf32>
    })",
                                     {f32({5}, {nan, 1, 0.0f, -0.0f, -nan})});
  ASSERT_EQ(r.size(), 5u);
  EXPECT_TRUE(std::isnan(r[0]) && std::signbit(r[0]));
  EXPECT_TRUE(r[1] == 0 && std::signbit(r[1]));
  EXPECT_TRUE(r[2] == 0 && !std::signbit(r[2]));
  EXPECT_EQ(r[3], 1);
  EXPECT_TRUE(std::isnan(r[4]) && !std::signbit(r[4]));
}

//===----------------------------------------------------------------------===//
// map
//===----------------------------------------------------------------------===//

TEST_F(ReductionKernelsTest, Map) {
  EXPECT_EQ(run1<float>(R"(
    func.func @main(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> tensor<2x2xf32> {
      %r = hlo.map(%a, %b) dimensions = [0, 1]
          : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32> {
      ^bb0(%x: tensor<f32>, %y: tensor<f32>):
        %m = hlo.multiply %x, %y : tensor<f32>
        %s = hlo.subtract %m, %y : tensor<f32>
        hlo.return %s : tensor<f32>
      }
      return %r : tensor<2x2xf32>
    })",
                        {f32({2, 2}, {1, 2, 3, 4}), f32({2, 2}, {5, 6, 7, 8})}),
            (std::vector<float>{0, 6, 14, 24}));
  // A result element type other than the operands'.
  EXPECT_EQ(run1<uint8_t>(R"(
    func.func @main(%a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<3xi1> {
      %r = hlo.map(%a, %b) dimensions = [0]
          : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1> {
      ^bb0(%x: tensor<i32>, %y: tensor<i32>):
        %c = hlo.compare GT, %x, %y : tensor<i32>
        hlo.return %c : tensor<i1>
      }
      return %r : tensor<3xi1>
    })",
                          {s32({3}, {1, 2, 3}), s32({3}, {3, 2, 1})}),
            (std::vector<uint8_t>{0, 0, 1}));
  // A scalar map.
  EXPECT_EQ(run1<int32_t>(R"(
    func.func @main(%a: tensor<i32>) -> tensor<i32> {
      %r = hlo.map(%a) dimensions = [] : (tensor<i32>) -> tensor<i32> {
      ^bb0(%x: tensor<i32>):
        %n = hlo.negate %x : tensor<i32>
        hlo.return %n : tensor<i32>
      }
      return %r : tensor<i32>
    })",
                          {s32({}, {7})}),
            (std::vector<int32_t>{-7}));
}

//===----------------------------------------------------------------------===//
// topk
//===----------------------------------------------------------------------===//

TEST_F(ReductionKernelsTest, TopK) {
  std::vector<RtValue> results = run(R"(
    func.func @main(%x: tensor<2x4xf32>) -> (tensor<2x2xf32>, tensor<2x2xi32>) {
      %v, %i = hlo.topk %x, k = 2 : tensor<2x4xf32> -> (tensor<2x2xf32>, tensor<2x2xi32>)
      return %v, %i : tensor<2x2xf32>, tensor<2x2xi32>
    })",
                                     {f32({2, 4}, {1, 3, 2, 3, -1, -5, 5, 0})});
  ASSERT_EQ(results.size(), 2u);
  // Ties go to the lower index.
  EXPECT_EQ(valuesOf<float>(results[0]), (std::vector<float>{3, 3, 5, 0}));
  EXPECT_EQ(valuesOf<int32_t>(results[1]), (std::vector<int32_t>{1, 3, 2, 3}));

  results = run(R"(
    func.func @main(%x: tensor<2x4xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
      %v, %i = hlo.topk %x, k = 3, largest = false : tensor<2x4xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
      return %v, %i : tensor<2x3xf32>, tensor<2x3xi32>
    })",
                {f32({2, 4}, {1, 3, 2, 1, -1, -5, 5, 0})});
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(valuesOf<float>(results[0]),
            (std::vector<float>{1, 1, 2, -5, -1, 0}));
  EXPECT_EQ(valuesOf<int32_t>(results[1]),
            (std::vector<int32_t>{0, 3, 2, 1, 0, 3}));
}

TEST_F(ReductionKernelsTest, TopKTypes) {
  // Unsigned: 0xffffffff is the largest.
  std::vector<RtValue> results =
      run(R"(
    func.func @main(%x: tensor<3xui32>) -> (tensor<2xui32>, tensor<2xi32>) {
      %v, %i = hlo.topk %x, k = 2 : tensor<3xui32> -> (tensor<2xui32>, tensor<2xi32>)
      return %v, %i : tensor<2xui32>, tensor<2xi32>
    })",
          {makeLiteral<uint32_t>(ElementType::U32, {3}, {5, 0xffffffffu, 7})});
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(valuesOf<uint32_t>(results[0]),
            (std::vector<uint32_t>{0xffffffffu, 7}));
  EXPECT_EQ(valuesOf<int32_t>(results[1]), (std::vector<int32_t>{1, 2}));

  // bf16 bits: -1.0 = 0xbf80, 2.0 = 0x4000, -2.0 = 0xc000, 0.5 = 0x3f00.
  results = run(R"(
    func.func @main(%x: tensor<4xbf16>) -> (tensor<4xbf16>, tensor<4xi32>) {
      %v, %i = hlo.topk %x, k = 4 : tensor<4xbf16> -> (tensor<4xbf16>, tensor<4xi32>)
      return %v, %i : tensor<4xbf16>, tensor<4xi32>
    })",
                {makeLiteral<uint16_t>(ElementType::BF16, {4},
                                       {0xbf80, 0x4000, 0xc000, 0x3f00})});
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(valuesOf<uint16_t>(results[0]),
            (std::vector<uint16_t>{0x4000, 0x3f00, 0xbf80, 0xc000}));
  EXPECT_EQ(valuesOf<int32_t>(results[1]), (std::vector<int32_t>{1, 3, 0, 2}));

  // s8 smallest, and k = 0.
  results =
      run(R"(
    func.func @main(%x: tensor<4xi8>) -> (tensor<2xi8>, tensor<2xi32>, tensor<0xi8>, tensor<0xi32>) {
      %v, %i = hlo.topk %x, k = 2, largest = false : tensor<4xi8> -> (tensor<2xi8>, tensor<2xi32>)
      %v0, %i0 = hlo.topk %x, k = 0 : tensor<4xi8> -> (tensor<0xi8>, tensor<0xi32>)
      return %v, %i, %v0, %i0 : tensor<2xi8>, tensor<2xi32>, tensor<0xi8>, tensor<0xi32>
    })",
          {makeLiteral<int8_t>(ElementType::S8, {4}, {3, -128, 127, -1})});
  ASSERT_EQ(results.size(), 4u);
  EXPECT_EQ(valuesOf<int8_t>(results[0]), (std::vector<int8_t>{-128, -1}));
  EXPECT_EQ(valuesOf<int32_t>(results[1]), (std::vector<int32_t>{1, 3}));
  EXPECT_EQ(shapeOf(results[2]), (std::vector<int64_t>{0}));
  EXPECT_EQ(shapeOf(results[3]), (std::vector<int64_t>{0}));
}

TEST_F(ReductionKernelsTest, TopKNaN) {
  // Floating point compares in the total order: NaN above +inf, -0 below +0.
  float nan = std::numeric_limits<float>::quiet_NaN();
  std::vector<RtValue> results =
      run(R"(
    func.func @main(%x: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xi32>) {
      %v, %i = hlo.topk %x, k = 5 : tensor<5xf32> -> (tensor<5xf32>, tensor<5xi32>)
      return %v, %i : tensor<5xf32>, tensor<5xi32>
    })",
          {f32({5}, {-0.0f, INFINITY, nan, 0.0f, -INFINITY})});
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(valuesOf<int32_t>(results[1]),
            (std::vector<int32_t>{2, 1, 3, 0, 4}));
}

//===----------------------------------------------------------------------===//
// scan
//===----------------------------------------------------------------------===//

TEST_F(ReductionKernelsTest, Scan) {
  const char *source = R"(
    func.func @main(%x: tensor<4xf32>, %zero: tensor<f32>) -> (tensor<4xf32>, tensor<f32>) {
      %sums, %total = hlo.scan(%x init: %zero) dimension = 0 %REVERSE%
          : (tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<f32>) {
      ^bb0(%e: tensor<f32>, %c: tensor<f32>):
        %s = hlo.add %c, %e : tensor<f32>
        hlo.return %s, %s : tensor<f32>, tensor<f32>
      }
      return %sums, %total : tensor<4xf32>, tensor<f32>
    })";
  auto withReverse = [&](const std::string &reverse) {
    std::string text = source;
    text.replace(text.find("%REVERSE%"), 9, reverse);
    return text;
  };
  std::vector<RtValue> results =
      run(withReverse(""), {f32({4}, {1, 2, 3, 4}), f32({}, {0})});
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(valuesOf<float>(results[0]), (std::vector<float>{1, 3, 6, 10}));
  EXPECT_EQ(valuesOf<float>(results[1]), (std::vector<float>{10}));
  results =
      run(withReverse("is_reverse"), {f32({4}, {1, 2, 3, 4}), f32({}, {100})});
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(valuesOf<float>(results[0]),
            (std::vector<float>{110, 109, 107, 104}));
  EXPECT_EQ(valuesOf<float>(results[1]), (std::vector<float>{110}));
}

TEST_F(ReductionKernelsTest, ScanInnerDimension) {
  // Along dimension 1 of a 2x3 matrix, with a 1-D carry; two inputs and an
  // output of another element type.
  std::vector<RtValue> results =
      run(R"(
    func.func @main(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>, %zero: tensor<2xf32>)
        -> (tensor<2x3xf32>, tensor<2x3xi1>, tensor<2xf32>) {
      %sums, %gt, %total = hlo.scan(%x, %y init: %zero) dimension = 1
          : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2xf32>) -> (tensor<2x3xf32>, tensor<2x3xi1>, tensor<2xf32>) {
      ^bb0(%e: tensor<2xf32>, %f: tensor<2xf32>, %c: tensor<2xf32>):
        %s = hlo.add %c, %e : tensor<2xf32>
        %g = hlo.compare GT, %s, %f : tensor<2xf32>
        hlo.return %s, %g, %s : tensor<2xf32>, tensor<2xi1>, tensor<2xf32>
      }
      return %sums, %gt, %total : tensor<2x3xf32>, tensor<2x3xi1>, tensor<2xf32>
    })",
          {f32({2, 3}, {1, 2, 3, 4, 5, 6}), f32({2, 3}, {0, 5, 5, 5, 5, 20}),
           f32({2}, {0, 0})});
  ASSERT_EQ(results.size(), 3u);
  EXPECT_EQ(shapeOf(results[0]), (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(valuesOf<float>(results[0]),
            (std::vector<float>{1, 3, 6, 4, 9, 15}));
  EXPECT_EQ(valuesOf<uint8_t>(results[1]),
            (std::vector<uint8_t>{1, 0, 1, 0, 1, 0}));
  EXPECT_EQ(valuesOf<float>(results[2]), (std::vector<float>{6, 15}));
}

//===----------------------------------------------------------------------===//
// Other element types and empty arrays
//===----------------------------------------------------------------------===//

TEST_F(ReductionKernelsTest, ComplexElements) {
  using C64 = std::complex<float>;
  using C128 = std::complex<double>;
  // Complex values carried along by a sort on s32 keys.
  std::vector<RtValue> results =
      run(R"(
    func.func @main(%k: tensor<3xi32>, %v: tensor<3xcomplex<f32>>) -> (tensor<3xi32>, tensor<3xcomplex<f32>>) {
      %r:2 = hlo.sort(%k, %v) dimension = 0
          : (tensor<3xi32>, tensor<3xcomplex<f32>>) -> (tensor<3xi32>, tensor<3xcomplex<f32>>) {
      ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<complex<f32>>, %d: tensor<complex<f32>>):
        %lt = hlo.compare GT, %a, %b : tensor<i32>
        hlo.return %lt : tensor<i1>
      }
      return %r#0, %r#1 : tensor<3xi32>, tensor<3xcomplex<f32>>
    })",
          {s32({3}, {1, 3, 2}),
           makeLiteral<C64>(ElementType::C64, {3},
                            {C64(1, -1), C64(3, -3), C64(2, -2)})});
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(valuesOf<int32_t>(results[0]), (std::vector<int32_t>{3, 2, 1}));
  EXPECT_EQ(valuesOf<C64>(results[1]),
            (std::vector<C64>{C64(3, -3), C64(2, -2), C64(1, -1)}));
  // A c128 map and a c128 reduce_window.
  EXPECT_EQ(run1<C128>(R"(
    func.func @main(%a: tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>> {
      %r = hlo.map(%a) dimensions = [0] : (tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>> {
      ^bb0(%x: tensor<complex<f64>>):
        %m = hlo.multiply %x, %x : tensor<complex<f64>>
        hlo.return %m : tensor<complex<f64>>
      }
      return %r : tensor<2xcomplex<f64>>
    })",
                       {makeLiteral<C128>(ElementType::C128, {2},
                                          {C128(1, 1), C128(0, 2)})}),
            (std::vector<C128>{C128(0, 2), C128(-4, 0)}));
  EXPECT_EQ(
      run1<C128>(R"(
    func.func @main(%a: tensor<3xcomplex<f64>>, %z: tensor<complex<f64>>) -> tensor<2xcomplex<f64>> {
      %r = hlo.reduce_window(%a init: %z) window = <size = [2]>
          : (tensor<3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2xcomplex<f64>> {
      ^bb0(%acc: tensor<complex<f64>>, %e: tensor<complex<f64>>):
        %s = hlo.add %acc, %e : tensor<complex<f64>>
        hlo.return %s : tensor<complex<f64>>
      }
      return %r : tensor<2xcomplex<f64>>
    })",
                 {makeLiteral<C128>(ElementType::C128, {3},
                                    {C128(1, 1), C128(0, 2), C128(5, 0)}),
                  makeLiteral<C128>(ElementType::C128, {}, {C128(0, 0)})}),
      (std::vector<C128>{C128(1, 3), C128(5, 2)}));
}

TEST_F(ReductionKernelsTest, EmptyArrays) {
  std::vector<RtValue> results =
      run(R"(
    func.func @main(%x: tensor<2x0xf32>, %y: tensor<1xf32>, %z: tensor<f32>, %e: tensor<0xf32>)
        -> (tensor<2x0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<f32>) {
      %s = hlo.sort(%x) dimension = 1 : (tensor<2x0xf32>) -> tensor<2x0xf32> {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %c = hlo.compare LT, %a, %b : tensor<f32>
        hlo.return %c : tensor<i1>
      }
      %w = hlo.reduce_window(%y init: %z) window = <size = [2]>
          : (tensor<1xf32>, tensor<f32>) -> tensor<0xf32> {
      ^bb0(%acc: tensor<f32>, %v: tensor<f32>):
        %m = hlo.add %acc, %v : tensor<f32>
        hlo.return %m : tensor<f32>
      }
      %m = hlo.map(%e) dimensions = [0] : (tensor<0xf32>) -> tensor<0xf32> {
      ^bb0(%v: tensor<f32>):
        hlo.return %v : tensor<f32>
      }
      %sums, %total = hlo.scan(%e init: %z) dimension = 0
          : (tensor<0xf32>, tensor<f32>) -> (tensor<0xf32>, tensor<f32>) {
      ^bb0(%v: tensor<f32>, %c: tensor<f32>):
        %a = hlo.add %c, %v : tensor<f32>
        hlo.return %a, %a : tensor<f32>, tensor<f32>
      }
      return %s, %w, %m, %sums, %total : tensor<2x0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<0xf32>, tensor<f32>
    })",
          {f32({2, 0}, {}), f32({1}, {1}), f32({}, {42}), f32({0}, {})});
  ASSERT_EQ(results.size(), 5u);
  EXPECT_EQ(shapeOf(results[0]), (std::vector<int64_t>{2, 0}));
  EXPECT_EQ(shapeOf(results[1]), (std::vector<int64_t>{0}));
  EXPECT_EQ(shapeOf(results[2]), (std::vector<int64_t>{0}));
  EXPECT_EQ(shapeOf(results[3]), (std::vector<int64_t>{0}));
  // No step: the final carry is the initial one.
  EXPECT_EQ(valuesOf<float>(results[4]), (std::vector<float>{42}));
}

TEST_F(ReductionKernelsTest, SelectAndScatterAllPaddingWindow) {
  // Windows [pad, pad] (nothing selected, its source value dropped) and
  // [pad, 5].
  EXPECT_EQ(
      run1<float>(selectAndScatter("GE", 1, "<size = [2], pad_low = [2]>", 2),
                  {f32({1}, {5}), f32({2}, {1, 2}), f32({}, {0})}),
      (std::vector<float>{2}));
}

} // namespace
