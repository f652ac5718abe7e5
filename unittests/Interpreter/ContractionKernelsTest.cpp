//===- ContractionKernelsTest.cpp - Tests for the contraction kernels -----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Runs small hlo functions through the interpreter and checks the
// contraction kernels (lib/Interpreter/Kernels/ContractionKernels.cpp):
// convolution against values of an independent reference implementation
// (pasted as constants), the others against values worked out by hand.
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
#include <string>
#include <vector>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;
using namespace xhlo::interp::test;

namespace {

using c64 = std::complex<float>;

int64_t product(const std::vector<int64_t> &shape) {
  int64_t n = 1;
  for (int64_t size : shape)
    n *= size;
  return n;
}

/// Replaces every `from` in `text` with `to`.
std::string replaceAll(std::string text, const std::string &from,
                       const std::string &to) {
  for (size_t pos = text.find(from); pos != std::string::npos;
       pos = text.find(from, pos + to.size()))
    text.replace(pos, from.size(), to);
  return text;
}

class ContractionKernelsTest : public KernelTestBase {
protected:
  /// Runs the f32 convolution `source` (and its f64 and s32 copies) on the
  /// inputs ((i * 7) % 11) - 5 and kernel ((i * 5) % 7) - 3 and checks the
  /// result's shape and values.
  void checkConvolution(const std::string &source,
                        const std::vector<int64_t> &lhsShape,
                        const std::vector<int64_t> &rhsShape,
                        const std::vector<int64_t> &outShape,
                        const std::vector<int64_t> &expected) {
    std::vector<int64_t> lhs, rhs;
    for (int64_t i = 0; i < product(lhsShape); ++i)
      lhs.push_back((i * 7) % 11 - 5);
    for (int64_t i = 0; i < product(rhsShape); ++i)
      rhs.push_back((i * 5) % 7 - 3);
    check<float>(source, ElementType::F32, lhs, rhs, lhsShape, rhsShape,
                 outShape, expected);
    check<double>(replaceAll(source, "xf32>", "xf64>"), ElementType::F64, lhs,
                  rhs, lhsShape, rhsShape, outShape, expected);
    check<int32_t>(replaceAll(source, "xf32>", "xi32>"), ElementType::S32, lhs,
                   rhs, lhsShape, rhsShape, outShape, expected);
  }

  template <typename T>
  void check(const std::string &source, ElementType type,
             const std::vector<int64_t> &lhs, const std::vector<int64_t> &rhs,
             const std::vector<int64_t> &lhsShape,
             const std::vector<int64_t> &rhsShape,
             const std::vector<int64_t> &outShape,
             const std::vector<int64_t> &expected) {
    std::vector<RtValue> results = run(
        source,
        {makeLiteral(type, lhsShape, std::vector<T>(lhs.begin(), lhs.end())),
         makeLiteral(type, rhsShape, std::vector<T>(rhs.begin(), rhs.end()))});
    ASSERT_EQ(results.size(), 1u) << source;
    EXPECT_EQ(shapeOf(results[0]), outShape) << source;
    EXPECT_EQ(valuesOf<T>(results[0]),
              std::vector<T>(expected.begin(), expected.end()))
        << source;
  }
};

TEST_F(ContractionKernelsTest, ConvolutionBasic2d) {
  // Expected values from an independent reference (explicit dilation and
  // padding, then a strided valid correlation per group).
  checkConvolution(
      R"(func.func @main(%x: tensor<1x4x4x2xf32>, %k: tensor<3x3x2x3xf32>) -> tensor<1x2x4x3xf32> {
  %r = hlo.convolution %x, %k, window = <size = [3, 3], stride = [2, 1], pad_low = [1, 0], pad_high = [1, 2]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x4x4x2xf32>, tensor<3x3x2x3xf32>) -> tensor<1x2x4x3xf32>
  return %r : tensor<1x2x4x3xf32>
})",
      {1, 4, 4, 2}, {3, 3, 2, 3}, {1, 2, 4, 3},
      {-13, -37, 23, -44, -12, 27,  -15, 18,  2, 25,  5,  -15,
       -3,  10,  -5, 12,  -1,  -42, 27,  -38, 2, -37, 15, 11});
}

TEST_F(ContractionKernelsTest, ConvolutionDilated1d) {
  // Expected values from an independent reference (explicit dilation and
  // padding, then a strided valid correlation per group).
  checkConvolution(
      R"(func.func @main(%x: tensor<2x2x5xf32>, %k: tensor<3x2x3xf32>) -> tensor<2x3x6xf32> {
  %r = hlo.convolution %x, %k, window = <size = [3], pad_low = [-1], pad_high = [2], lhs_dilate = [2], rhs_dilate = [2], rhs_reversal = [1]>, dim_labels = <[b, f, 0]x[o, i, 0]->[b, f, 0]> : (tensor<2x2x5xf32>, tensor<3x2x3xf32>) -> tensor<2x3x6xf32>
  return %r : tensor<2x3x6xf32>
})",
      {2, 2, 5}, {3, 2, 3}, {2, 3, 6},
      {0, -7, 0, -11, 0, 7,  0, 17,  0, -12, 0, -11, 0, -15, 0, 8,   0, -8,
       0, 19, 0, -7,  0, -2, 0, -31, 0, 17,  0, -11, 0, 17,  0, -15, 0, 1});
}

TEST_F(ContractionKernelsTest, ConvolutionReversal2d) {
  // Expected values from an independent reference (explicit dilation and
  // padding, then a strided valid correlation per group).
  checkConvolution(
      R"(func.func @main(%x: tensor<1x3x4x1xf32>, %k: tensor<2x3x1x2xf32>) -> tensor<1x3x2x2xf32> {
  %r = hlo.convolution %x, %k, window = <size = [2, 3], stride = [1, 2], pad_low = [1, 1], pad_high = [0, 1], rhs_reversal = [1, 0]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x3x4x1xf32>, tensor<2x3x1x2xf32>) -> tensor<1x3x2x2xf32>
  return %r : tensor<1x3x2x2xf32>
})",
      {1, 3, 4, 1}, {2, 3, 1, 2}, {1, 3, 2, 2},
      {6, 12, 9, 13, -23, 1, -7, -5, 17, 2, -13, 12});
}

TEST_F(ContractionKernelsTest, ConvolutionFeatureGroups) {
  // Expected values from an independent reference (explicit dilation and
  // padding, then a strided valid correlation per group).
  checkConvolution(
      R"(func.func @main(%x: tensor<5x4x2xf32>, %k: tensor<4x3x2xf32>) -> tensor<3x4x2xf32> {
  %r = hlo.convolution %x, %k, window = <size = [3], stride = [2], pad_low = [1], pad_high = [1]>, dim_labels = <[0, f, b]x[o, 0, i]->[0, f, b]>, feature_group_count = 2 : (tensor<5x4x2xf32>, tensor<4x3x2xf32>) -> tensor<3x4x2xf32>
  return %r : tensor<3x4x2xf32>
})",
      {5, 4, 2}, {4, 3, 2}, {3, 4, 2},
      {-9,  -6, -5, -17, -5, 7,   -9, -1, 5,   1, 8,  1,
       -14, -2, 31, -10, 4,  -17, -3, -6, -13, 2, 12, -10});
}

TEST_F(ContractionKernelsTest, ConvolutionBatchGroups) {
  // Expected values from an independent reference (explicit dilation and
  // padding, then a strided valid correlation per group).
  checkConvolution(
      R"(func.func @main(%x: tensor<4x5x3xf32>, %k: tensor<2x3x4xf32>) -> tensor<2x4x4xf32> {
  %r = hlo.convolution %x, %k, window = <size = [2], pad_low = [0], pad_high = [1], rhs_dilate = [2]>, dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]>, batch_group_count = 2 : (tensor<4x5x3xf32>, tensor<2x3x4xf32>) -> tensor<2x4x4xf32>
  return %r : tensor<2x4x4xf32>
})",
      {4, 5, 3}, {2, 3, 4}, {2, 4, 4},
      {25, 0, -19, 7,  -10, 25,  -18, 6,  -23, -5,  -17, -17, -22, 5, 8, -20,
       -7, 4, -14, 13, -9,  -15, -13, 12, -11, -12, 21,  22,  23,  1, 1, 23});
}

TEST_F(ContractionKernelsTest, ConvolutionDepthwise2d) {
  // Expected values from an independent reference (explicit dilation and
  // padding, then a strided valid correlation per group).
  checkConvolution(
      R"(func.func @main(%x: tensor<1x3x3x3xf32>, %k: tensor<3x1x2x2xf32>) -> tensor<1x3x5x1xf32> {
  %r = hlo.convolution %x, %k, window = <size = [2, 2], pad_low = [0, -1], pad_high = [1, 0], lhs_dilate = [2, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 3 : (tensor<1x3x3x3xf32>, tensor<3x1x2x2xf32>) -> tensor<1x3x5x1xf32>
  return %r : tensor<1x3x5x1xf32>
})",
      {1, 3, 3, 3}, {3, 1, 2, 2}, {1, 3, 5, 1},
      {-10, 6, -9, 8, -8, -8, -13, -1, -9, -5, -8, 16, -10, -7, 10});
}

TEST_F(ContractionKernelsTest, ConvolutionConv3d) {
  // Expected values from an independent reference (explicit dilation and
  // padding, then a strided valid correlation per group).
  checkConvolution(
      R"(func.func @main(%x: tensor<1x3x4x3x2xf32>, %k: tensor<2x2x2x2x2xf32>) -> tensor<1x2x4x2x2xf32> {
  %r = hlo.convolution %x, %k, window = <size = [2, 2, 2], stride = [1, 2, 1], pad_low = [1, 0, 1], pad_high = [0, 1, 0], rhs_dilate = [1, 1, 2]>, dim_labels = <[b, 2, 0, 1, f]x[0, 1, 2, i, o]->[b, f, 0, 1, 2]> : (tensor<1x3x4x3x2xf32>, tensor<2x2x2x2x2xf32>) -> tensor<1x2x4x2x2xf32>
  return %r : tensor<1x2x4x2x2xf32>
})",
      {1, 3, 4, 3, 2}, {2, 2, 2, 2, 2}, {1, 2, 4, 2, 2},
      {9,  -4, -4,  1, 12, 7,  6,  -36, 5,   -20, 0, 24, 9,   -3, 16, 18,
       14, 6,  -12, 7, -4, -5, -2, -23, -51, 50,  8, 11, -10, -5, 18, 1});
}

TEST_F(ContractionKernelsTest, ConvolutionEmptyOutput) {
  // Expected values from an independent reference (explicit dilation and
  // padding, then a strided valid correlation per group).
  checkConvolution(
      R"(func.func @main(%x: tensor<1x3x4x3x2xf32>, %k: tensor<2x2x2x2x2xf32>) -> tensor<1x2x4x2x0xf32> {
  %r = hlo.convolution %x, %k, window = <size = [2, 2, 2], stride = [1, 2, 1], pad_low = [1, 0, -1], pad_high = [0, 1, 0], rhs_dilate = [1, 1, 2]>, dim_labels = <[b, 2, 0, 1, f]x[0, 1, 2, i, o]->[b, f, 0, 1, 2]> : (tensor<1x3x4x3x2xf32>, tensor<2x2x2x2x2xf32>) -> tensor<1x2x4x2x0xf32>
  return %r : tensor<1x2x4x2x0xf32>
})",
      {1, 3, 4, 3, 2}, {2, 2, 2, 2, 2}, {1, 2, 4, 2, 0}, {});
}

TEST_F(ContractionKernelsTest, ConvolutionNoSpatial) {
  // Expected values from an independent reference (explicit dilation and
  // padding, then a strided valid correlation per group).
  checkConvolution(
      R"(func.func @main(%x: tensor<3x4xf32>, %k: tensor<4x2xf32>) -> tensor<2x3xf32> {
  %r = hlo.convolution %x, %k, window = <size = []>, dim_labels = <[b, f]x[i, o]->[f, b]> : (tensor<3x4xf32>, tensor<4x2xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
})",
      {3, 4}, {4, 2}, {2, 3}, {4, 9, 14, -31, 12, 0});
}

TEST_F(ContractionKernelsTest, ConvolutionBatchAndDilation) {
  // Expected values from an independent reference (explicit dilation and
  // padding, then a strided valid correlation per group).
  checkConvolution(
      R"(func.func @main(%x: tensor<4x3x2xf32>, %k: tensor<2x2x4xf32>) -> tensor<4x4x1xf32> {
  %r = hlo.convolution %x, %k, window = <size = [2], stride = [2], pad_low = [2], pad_high = [-1], lhs_dilate = [3]>, dim_labels = <[b, 0, f]x[0, i, o]->[f, 0, b]>, batch_group_count = 4 : (tensor<4x3x2xf32>, tensor<2x2x4xf32>) -> tensor<4x4x1xf32>
  return %r : tensor<4x4x1xf32>
})",
      {4, 3, 2}, {2, 2, 4}, {4, 4, 1},
      {0, 21, 1, 0, 0, 8, -3, 0, 0, 2, -13, 0, 0, 12, 7, 0});
}

TEST_F(ContractionKernelsTest, ConvolutionF16AccumulatesInF32) {
  // 2048 + 1 + 1: in f16 each step would round back to 2048; accumulating
  // in f32 and rounding once gives 2050 (0x6801).
  const uint16_t one = 0x3c00, big = 0x6800;
  EXPECT_EQ(run1<uint16_t>(R"(
    func.func @main(%x: tensor<1x3x1xf16>, %k: tensor<3x1x1xf16>) -> tensor<1x1x1xf16> {
      %r = hlo.convolution %x, %k, window = <size = [3]>, dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]> : (tensor<1x3x1xf16>, tensor<3x1x1xf16>) -> tensor<1x1x1xf16>
      return %r : tensor<1x1x1xf16>
    })",
                           {makeLiteral<uint16_t>(ElementType::F16, {1, 3, 1},
                                                  {big, one, one}),
                            makeLiteral<uint16_t>(ElementType::F16, {3, 1, 1},
                                                  {one, one, one})}),
            std::vector<uint16_t>{0x6801});
  // bf16: 256 + 1 + 1 = 258 (0x4381).
  const uint16_t bone = 0x3f80, bbig = 0x4380;
  EXPECT_EQ(run1<uint16_t>(R"(
    func.func @main(%x: tensor<1x3x1xbf16>, %k: tensor<3x1x1xbf16>) -> tensor<1x1x1xbf16> {
      %r = hlo.convolution %x, %k, window = <size = [3]>, dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]> : (tensor<1x3x1xbf16>, tensor<3x1x1xbf16>) -> tensor<1x1x1xbf16>
      return %r : tensor<1x1x1xbf16>
    })",
                           {makeLiteral<uint16_t>(ElementType::BF16, {1, 3, 1},
                                                  {bbig, bone, bone}),
                            makeLiteral<uint16_t>(ElementType::BF16, {3, 1, 1},
                                                  {bone, bone, bone})}),
            std::vector<uint16_t>{0x4381});
}

TEST_F(ContractionKernelsTest, ConvolutionIntegers) {
  // s8 operands are converted to the s32 result type before multiplying.
  EXPECT_EQ(run1<int32_t>(
                R"(
    func.func @main(%x: tensor<1x2x1xi8>, %k: tensor<2x1x1xi8>) -> tensor<1x1x1xi32> {
      %r = hlo.convolution %x, %k, window = <size = [2]>, dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]> : (tensor<1x2x1xi8>, tensor<2x1x1xi8>) -> tensor<1x1x1xi32>
      return %r : tensor<1x1x1xi32>
    })",
                {makeLiteral<int8_t>(ElementType::S8, {1, 2, 1}, {100, -100}),
                 makeLiteral<int8_t>(ElementType::S8, {2, 1, 1}, {100, -100})}),
            std::vector<int32_t>{20000});
  // s32 products and sums wrap: 65536 * 65536 + 3 * 5 = 15.
  EXPECT_EQ(
      run1<int32_t>(
          R"(
    func.func @main(%x: tensor<1x2x1xi32>, %k: tensor<2x1x1xi32>) -> tensor<1x1x1xi32> {
      %r = hlo.convolution %x, %k, window = <size = [2]>, dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]> : (tensor<1x2x1xi32>, tensor<2x1x1xi32>) -> tensor<1x1x1xi32>
      return %r : tensor<1x1x1xi32>
    })",
          {makeLiteral<int32_t>(ElementType::S32, {1, 2, 1}, {65536, 3}),
           makeLiteral<int32_t>(ElementType::S32, {2, 1, 1}, {65536, 5})}),
      std::vector<int32_t>{15});
}

TEST_F(ContractionKernelsTest, ConvolutionComplex) {
  // (1+2i)(2-i) + (3-i)(1+i) = (4+3i) + (4+2i).
  EXPECT_EQ(run1<c64>(R"(
    func.func @main(%x: tensor<1x2x1xcomplex<f32>>, %k: tensor<2x1x1xcomplex<f32>>) -> tensor<1x1x1xcomplex<f32>> {
      %r = hlo.convolution %x, %k, window = <size = [2]>, dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]> : (tensor<1x2x1xcomplex<f32>>, tensor<2x1x1xcomplex<f32>>) -> tensor<1x1x1xcomplex<f32>>
      return %r : tensor<1x1x1xcomplex<f32>>
    })",
                      {makeLiteral<c64>(ElementType::C64, {1, 2, 1},
                                        {c64(1, 2), c64(3, -1)}),
                       makeLiteral<c64>(ElementType::C64, {2, 1, 1},
                                        {c64(2, -1), c64(1, 1)})}),
            std::vector<c64>{c64(8, 5)});
}

TEST_F(ContractionKernelsTest, Cholesky) {
  const char *source = R"(
    func.func @main(%a: tensor<2x2x2xf64>) -> tensor<2x2x2xf64> {
      %r = hlo.cholesky %a, lower = LOWER : tensor<2x2x2xf64>
      return %r : tensor<2x2x2xf64>
    })";
  // The first matrix's unread triangle holds garbage (99).
  auto a = [] {
    return makeLiteral<double>(ElementType::F64, {2, 2, 2},
                               {4, 99, 2, 3, 1, 2, 2, 1});
  };
  std::vector<double> lower =
      run1<double>(replaceAll(source, "LOWER", "true"), {a()});
  ASSERT_EQ(lower.size(), 8u);
  EXPECT_EQ(lower[0], 2);
  EXPECT_EQ(lower[1], 0);
  EXPECT_EQ(lower[2], 1);
  EXPECT_DOUBLE_EQ(lower[3], std::sqrt(2.0));
  // Not positive definite: NaN.
  for (int i = 4; i < 8; ++i)
    EXPECT_TRUE(std::isnan(lower[i])) << i;

  auto b = [] {
    return makeLiteral<double>(ElementType::F64, {2, 2, 2},
                               {4, 2, 99, 3, 1, 2, 2, 1});
  };
  std::vector<double> upper =
      run1<double>(replaceAll(source, "LOWER", "false"), {b()});
  ASSERT_EQ(upper.size(), 8u);
  EXPECT_EQ(upper[0], 2);
  EXPECT_EQ(upper[1], 1);
  EXPECT_EQ(upper[2], 0);
  EXPECT_DOUBLE_EQ(upper[3], std::sqrt(2.0));
  EXPECT_TRUE(std::isnan(upper[4]));
}

TEST_F(ContractionKernelsTest, CholeskyComplex) {
  // [[4, 2i], [-2i, 5]] = L L^H with L = [[2, 0], [-i, 2]].
  const char *source = R"(
    func.func @main(%a: tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>> {
      %r = hlo.cholesky %a, lower = LOWER : tensor<2x2xcomplex<f32>>
      return %r : tensor<2x2xcomplex<f32>>
    })";
  auto a = [] {
    return makeLiteral<c64>(ElementType::C64, {2, 2},
                            {c64(4), c64(0, 2), c64(0, -2), c64(5)});
  };
  EXPECT_EQ(run1<c64>(replaceAll(source, "LOWER", "true"), {a()}),
            (std::vector<c64>{c64(2), c64(0), c64(0, -1), c64(2)}));
  EXPECT_EQ(run1<c64>(replaceAll(source, "LOWER", "false"), {a()}),
            (std::vector<c64>{c64(2), c64(0, 1), c64(0), c64(2)}));
}

TEST_F(ContractionKernelsTest, TriangularSolveByHand) {
  // [[2, 0], [3, 4]] x = [2, 11]: x = [1, 2] (the upper garbage is unread).
  EXPECT_EQ(
      run1<float>(R"(
    func.func @main(%a: tensor<2x2xf32>, %b: tensor<2x1xf32>) -> tensor<2x1xf32> {
      %r = hlo.triangular_solve %a, %b, <left_side = true, lower = true, transpose_a = NO_TRANSPOSE> : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
      return %r : tensor<2x1xf32>
    })",
                  {makeLiteral<float>(ElementType::F32, {2, 2}, {2, 7, 3, 4}),
                   makeLiteral<float>(ElementType::F32, {2, 1}, {2, 11})}),
      (std::vector<float>{1, 2}));
}

/// Every combination of the options, checked by multiplying back.
TEST_F(ContractionKernelsTest, TriangularSolveAllOptions) {
  const int n = 3, m = 2;
  std::vector<double> a = {2, 7, 5, 3, 4, 8, 1, 6, 5};
  for (bool leftSide : {true, false})
    for (bool lower : {true, false})
      for (bool unit : {true, false})
        for (const char *transpose : {"NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"}) {
          int64_t rows = leftSide ? n : m, cols = leftSide ? m : n;
          std::vector<double> b;
          for (int i = 0; i < rows * cols; ++i)
            b.push_back(i * 3 % 5 - 2);
          std::string bType = "tensor<" + std::to_string(rows) + "x" +
                              std::to_string(cols) + "xf64>";
          std::string source =
              std::string("func.func @main(%a: tensor<3x3xf64>, %b: ") + bType +
              ") -> " + bType +
              " {\n  %r = hlo.triangular_solve %a, %b, <left_side = " +
              (leftSide ? "true" : "false") +
              ", lower = " + (lower ? "true" : "false") +
              ", unit_diagonal = " + (unit ? "true" : "false") +
              ", transpose_a = " + transpose + "> : (tensor<3x3xf64>, " +
              bType + ") -> " + bType + "\n  return %r : " + bType + "\n}";
          std::vector<double> x = run1<double>(
              source, {makeLiteral<double>(ElementType::F64, {3, 3}, a),
                       makeLiteral<double>(ElementType::F64, {rows, cols}, b)});
          ASSERT_EQ(x.size(), b.size()) << source;
          // op(a) from the used triangle.
          double t[3][3];
          for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j) {
              double v = (lower ? j <= i : j >= i) ? a[i * n + j] : 0;
              if (i == j && unit)
                v = 1;
              if (std::string(transpose) == "NO_TRANSPOSE")
                t[i][j] = v;
              else
                t[j][i] = v;
            }
          for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
              double s = 0;
              for (int k = 0; k < n; ++k)
                s += leftSide ? t[r][k] * x[k * cols + c]
                              : x[r * cols + k] * t[k][c];
              EXPECT_NEAR(s, b[r * cols + c], 1e-9) << source;
            }
        }
}

TEST_F(ContractionKernelsTest, TriangularSolveComplexAdjoint) {
  // a = [[1, 0], [i, 2]] lower; adjoint = [[1, -i], [0, 2]];
  // [[1, -i], [0, 2]] x = [1 - 2i, 4] gives x = [1, 2].
  EXPECT_EQ(run1<c64>(R"(
    func.func @main(%a: tensor<1x2x2xcomplex<f32>>, %b: tensor<1x2x1xcomplex<f32>>) -> tensor<1x2x1xcomplex<f32>> {
      %r = hlo.triangular_solve %a, %b, <left_side = true, lower = true, transpose_a = ADJOINT> : (tensor<1x2x2xcomplex<f32>>, tensor<1x2x1xcomplex<f32>>) -> tensor<1x2x1xcomplex<f32>>
      return %r : tensor<1x2x1xcomplex<f32>>
    })",
                      {makeLiteral<c64>(ElementType::C64, {1, 2, 2},
                                        {c64(1), c64(9), c64(0, 1), c64(2)}),
                       makeLiteral<c64>(ElementType::C64, {1, 2, 1},
                                        {c64(1, -2), c64(4)})}),
            (std::vector<c64>{c64(1), c64(2)}));
}

TEST_F(ContractionKernelsTest, BatchNormTrainingAndInference) {
  auto x = [] {
    return makeLiteral<float>(ElementType::F32, {2, 2}, {1, 2, 3, 6});
  };
  auto scale = [] { return makeLiteral<float>(ElementType::F32, {2}, {1, 2}); };
  auto offset = [] {
    return makeLiteral<float>(ElementType::F32, {2}, {0, 1});
  };
  std::vector<RtValue> results = run(R"(
    func.func @main(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) {
      %y, %m, %v = hlo.batch_norm_training %x, %s, %o, epsilon = 0.0, feature_index = 1 : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
      return %y, %m, %v : tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>
    })",
                                     {x(), scale(), offset()});
  ASSERT_EQ(results.size(), 3u);
  EXPECT_EQ(valuesOf<float>(results[0]), (std::vector<float>{-1, -1, 1, 3}));
  EXPECT_EQ(valuesOf<float>(results[1]), (std::vector<float>{2, 4}));
  EXPECT_EQ(valuesOf<float>(results[2]), (std::vector<float>{1, 4}));

  // With epsilon = 0.25, variances 0.75 and 3.75 become 1 and 4.
  EXPECT_EQ(
      run1<float>(R"(
    func.func @main(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>) -> tensor<2x2xf32> {
      %y = hlo.batch_norm_inference %x, %s, %o, %m, %v, epsilon = 0.25, feature_index = 1 : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
      return %y : tensor<2x2xf32>
    })",
                  {x(), scale(), offset(),
                   makeLiteral<float>(ElementType::F32, {2}, {2, 4}),
                   makeLiteral<float>(ElementType::F32, {2}, {0.75f, 3.75f})}),
      (std::vector<float>{-1, -1, 1, 3}));
}

TEST_F(ContractionKernelsTest, BatchNormGrad) {
  // One feature, x = [1, 2, 3, 6], mean 3, variance 4, scale 2,
  // dy = [1, 0, 2, 1]: grad_offset = 4, grad_scale = 1 / 2,
  // grad_operand = 1/4 (4 dy - 4 - (x - 3) / 4).
  std::vector<RtValue> results = run(
      R"(
    func.func @main(%x: tensor<4x1xf64>, %s: tensor<1xf64>, %m: tensor<1xf64>, %v: tensor<1xf64>, %dy: tensor<4x1xf64>) -> (tensor<4x1xf64>, tensor<1xf64>, tensor<1xf64>) {
      %gx, %gs, %go = hlo.batch_norm_grad %x, %s, %m, %v, %dy, epsilon = 0.0, feature_index = 1 : (tensor<4x1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<4x1xf64>) -> (tensor<4x1xf64>, tensor<1xf64>, tensor<1xf64>)
      return %gx, %gs, %go : tensor<4x1xf64>, tensor<1xf64>, tensor<1xf64>
    })",
      {makeLiteral<double>(ElementType::F64, {4, 1}, {1, 2, 3, 6}),
       makeLiteral<double>(ElementType::F64, {1}, {2}),
       makeLiteral<double>(ElementType::F64, {1}, {3}),
       makeLiteral<double>(ElementType::F64, {1}, {4}),
       makeLiteral<double>(ElementType::F64, {4, 1}, {1, 0, 2, 1})});
  ASSERT_EQ(results.size(), 3u);
  EXPECT_EQ(valuesOf<double>(results[0]),
            (std::vector<double>{0.125, -0.9375, 1, -0.1875}));
  EXPECT_EQ(valuesOf<double>(results[1]), (std::vector<double>{0.5}));
  EXPECT_EQ(valuesOf<double>(results[2]), (std::vector<double>{4}));
}

void expectNear(const std::vector<c64> &actual,
                const std::vector<c64> &expected) {
  ASSERT_EQ(actual.size(), expected.size());
  for (size_t i = 0; i < actual.size(); ++i) {
    EXPECT_NEAR(actual[i].real(), expected[i].real(), 1e-5) << i;
    EXPECT_NEAR(actual[i].imag(), expected[i].imag(), 1e-5) << i;
  }
}

void expectNear(const std::vector<float> &actual,
                const std::vector<float> &expected) {
  ASSERT_EQ(actual.size(), expected.size());
  for (size_t i = 0; i < actual.size(); ++i)
    EXPECT_NEAR(actual[i], expected[i], 1e-5) << i;
}

TEST_F(ContractionKernelsTest, Fft) {
  auto x = [] {
    return makeLiteral<c64>(ElementType::C64, {4},
                            {c64(1), c64(2), c64(3), c64(4)});
  };
  const char *source = R"(
    func.func @main(%x: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
      %r = hlo.fft %x, fft_type = KIND, fft_length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
      return %r : tensor<4xcomplex<f32>>
    })";
  expectNear(run1<c64>(replaceAll(source, "KIND", "FFT"), {x()}),
             {c64(10), c64(-2, 2), c64(-2), c64(-2, -2)});
  expectNear(run1<c64>(replaceAll(source, "KIND", "IFFT"), {x()}),
             {c64(2.5), c64(-0.5, -0.5), c64(-0.5), c64(-0.5, 0.5)});
  // 2-d over a batch of 1: [[1, 2], [3, 4]] -> [[10, -2], [-4, 0]].
  expectNear(run1<c64>(R"(
    func.func @main(%x: tensor<1x2x2xcomplex<f32>>) -> tensor<1x2x2xcomplex<f32>> {
      %r = hlo.fft %x, fft_type = FFT, fft_length = [2, 2] : (tensor<1x2x2xcomplex<f32>>) -> tensor<1x2x2xcomplex<f32>>
      return %r : tensor<1x2x2xcomplex<f32>>
    })",
                       {makeLiteral<c64>(ElementType::C64, {1, 2, 2},
                                         {c64(1), c64(2), c64(3), c64(4)})}),
             {c64(10), c64(-2), c64(-4), c64(0)});
}

TEST_F(ContractionKernelsTest, RealFft) {
  expectNear(
      run1<c64>(R"(
    func.func @main(%x: tensor<4xf32>) -> tensor<3xcomplex<f32>> {
      %r = hlo.fft %x, fft_type = RFFT, fft_length = [4] : (tensor<4xf32>) -> tensor<3xcomplex<f32>>
      return %r : tensor<3xcomplex<f32>>
    })",
                {makeLiteral<float>(ElementType::F32, {4}, {1, 2, 3, 4})}),
      {c64(10), c64(-2, 2), c64(-2)});
  expectNear(run1<float>(R"(
    func.func @main(%x: tensor<3xcomplex<f32>>) -> tensor<4xf32> {
      %r = hlo.fft %x, fft_type = IRFFT, fft_length = [4] : (tensor<3xcomplex<f32>>) -> tensor<4xf32>
      return %r : tensor<4xf32>
    })",
                         {makeLiteral<c64>(ElementType::C64, {3},
                                           {c64(10), c64(-2, 2), c64(-2)})}),
             {1, 2, 3, 4});
  // Odd length: [1, 2, 4] <-> [7, -2 + sqrt(3) i].
  expectNear(run1<c64>(R"(
    func.func @main(%x: tensor<3xf32>) -> tensor<2xcomplex<f32>> {
      %r = hlo.fft %x, fft_type = RFFT, fft_length = [3] : (tensor<3xf32>) -> tensor<2xcomplex<f32>>
      return %r : tensor<2xcomplex<f32>>
    })",
                       {makeLiteral<float>(ElementType::F32, {3}, {1, 2, 4})}),
             {c64(7), c64(-2, std::sqrt(3.0f))});
  expectNear(
      run1<float>(R"(
    func.func @main(%x: tensor<2xcomplex<f32>>) -> tensor<3xf32> {
      %r = hlo.fft %x, fft_type = IRFFT, fft_length = [3] : (tensor<2xcomplex<f32>>) -> tensor<3xf32>
      return %r : tensor<3xf32>
    })",
                  {makeLiteral<c64>(ElementType::C64, {2},
                                    {c64(7), c64(-2, std::sqrt(3.0f))})}),
      {1, 2, 4});
  // 2-d: [[1, 2], [3, 4]] <-> [[10, -2], [-4, 0]].
  expectNear(
      run1<c64>(R"(
    func.func @main(%x: tensor<2x2xf32>) -> tensor<2x2xcomplex<f32>> {
      %r = hlo.fft %x, fft_type = RFFT, fft_length = [2, 2] : (tensor<2x2xf32>) -> tensor<2x2xcomplex<f32>>
      return %r : tensor<2x2xcomplex<f32>>
    })",
                {makeLiteral<float>(ElementType::F32, {2, 2}, {1, 2, 3, 4})}),
      {c64(10), c64(-2), c64(-4), c64(0)});
  expectNear(
      run1<float>(R"(
    func.func @main(%x: tensor<2x2xcomplex<f32>>) -> tensor<2x2xf32> {
      %r = hlo.fft %x, fft_type = IRFFT, fft_length = [2, 2] : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xf32>
      return %r : tensor<2x2xf32>
    })",
                  {makeLiteral<c64>(ElementType::C64, {2, 2},
                                    {c64(10), c64(-2), c64(-4), c64(0)})}),
      {1, 2, 3, 4});
}

TEST_F(ContractionKernelsTest, BatchNormHalf) {
  // f16 [1, 3] (0x3c00, 0x4200): mean 2 (0x4000), variance 1 (0x3c00),
  // normalized [-1, 1] (0xbc00, 0x3c00) with scale 1 and offset 0.
  std::vector<RtValue> results =
      run(R"(
    func.func @main(%x: tensor<2x1xf16>, %s: tensor<1xf16>, %o: tensor<1xf16>) -> (tensor<2x1xf16>, tensor<1xf16>, tensor<1xf16>) {
      %y, %m, %v = hlo.batch_norm_training %x, %s, %o, epsilon = 0.0, feature_index = 1 : (tensor<2x1xf16>, tensor<1xf16>, tensor<1xf16>) -> (tensor<2x1xf16>, tensor<1xf16>, tensor<1xf16>)
      return %y, %m, %v : tensor<2x1xf16>, tensor<1xf16>, tensor<1xf16>
    })",
          {makeLiteral<uint16_t>(ElementType::F16, {2, 1}, {0x3c00, 0x4200}),
           makeLiteral<uint16_t>(ElementType::F16, {1}, {0x3c00}),
           makeLiteral<uint16_t>(ElementType::F16, {1}, {0})});
  ASSERT_EQ(results.size(), 3u);
  EXPECT_EQ(valuesOf<uint16_t>(results[0]),
            (std::vector<uint16_t>{0xbc00, 0x3c00}));
  EXPECT_EQ(valuesOf<uint16_t>(results[1]), (std::vector<uint16_t>{0x4000}));
  EXPECT_EQ(valuesOf<uint16_t>(results[2]), (std::vector<uint16_t>{0x3c00}));
}

TEST_F(ContractionKernelsTest, FftDouble) {
  using c128 = std::complex<double>;
  std::vector<c128> f =
      run1<c128>(R"(
    func.func @main(%x: tensor<4xf64>) -> tensor<3xcomplex<f64>> {
      %r = hlo.fft %x, fft_type = RFFT, fft_length = [4] : (tensor<4xf64>) -> tensor<3xcomplex<f64>>
      return %r : tensor<3xcomplex<f64>>
    })",
                 {makeLiteral<double>(ElementType::F64, {4}, {1, 2, 3, 4})});
  std::vector<c128> expected = {c128(10), c128(-2, 2), c128(-2)};
  ASSERT_EQ(f.size(), expected.size());
  for (size_t i = 0; i < f.size(); ++i)
    EXPECT_LT(std::abs(f[i] - expected[i]), 1e-12) << i;
}

TEST_F(ContractionKernelsTest, TriangularSolveBatchedRightSide) {
  // x * L = b per batch: L0 = [[2, 0], [1, 1]], x0 = [1, 2], b0 = [4, 2];
  // L1 = [[1, 0], [3, 2]], x1 = [3, -1], b1 = [0, -2].
  EXPECT_EQ(run1<float>(R"(
    func.func @main(%a: tensor<2x2x2xf32>, %b: tensor<2x1x2xf32>) -> tensor<2x1x2xf32> {
      %r = hlo.triangular_solve %a, %b, <left_side = false, lower = true, transpose_a = NO_TRANSPOSE> : (tensor<2x2x2xf32>, tensor<2x1x2xf32>) -> tensor<2x1x2xf32>
      return %r : tensor<2x1x2xf32>
    })",
                        {makeLiteral<float>(ElementType::F32, {2, 2, 2},
                                            {2, 9, 1, 1, 1, 9, 3, 2}),
                         makeLiteral<float>(ElementType::F32, {2, 1, 2},
                                            {4, 2, 0, -2})}),
            (std::vector<float>{1, 2, 3, -1}));
}

TEST_F(ContractionKernelsTest, ConvolutionF16OperandsF32Result) {
  // f16 operands converted to the f32 result: 2048 + 1 + 1 = 2050.
  const uint16_t one = 0x3c00, big = 0x6800;
  EXPECT_EQ(run1<float>(R"(
    func.func @main(%x: tensor<1x3x1xf16>, %k: tensor<3x1x1xf16>) -> tensor<1x1x1xf32> {
      %r = hlo.convolution %x, %k, window = <size = [3]>, dim_labels = <[b, 0, f]x[0, i, o]->[b, 0, f]> : (tensor<1x3x1xf16>, tensor<3x1x1xf16>) -> tensor<1x1x1xf32>
      return %r : tensor<1x1x1xf32>
    })",
                        {makeLiteral<uint16_t>(ElementType::F16, {1, 3, 1},
                                               {big, one, one}),
                         makeLiteral<uint16_t>(ElementType::F16, {3, 1, 1},
                                               {one, one, one})}),
            std::vector<float>{2050});
}

/// The reference kernels' copies in their computation type are charged to
/// the run's memory budget: a 32x32 f64 cholesky (8 KiB) copies three
/// arrays of its size (24 KiB), a batch_norm_training over 32x32 f32 three
/// of its operand's (12 KiB) and five per feature. With room for the result
/// and not the copies, the run fails naming them; the budget is back to
/// nothing charged either way (runInBudget checks it).
TEST_F(ContractionKernelsTest, ReferenceCopiesAreChargedToTheBudget) {
  std::string cholesky = R"(
    func.func @main(%a: tensor<32x32xf64>) -> tensor<32x32xf64> {
      %r = hlo.cholesky %a, lower = true : tensor<32x32xf64>
      return %r : tensor<32x32xf64>
    })";
  std::vector<double> identity(32 * 32, 0.0);
  for (int i = 0; i < 32; ++i)
    identity[i * 33] = 4.0;
  std::vector<Literal> a;
  a.push_back(makeLiteral<double>(ElementType::F64, {32, 32}, identity));
  BudgetRun roomy = runInBudget(cholesky, a, uint64_t(1) << 20);
  ASSERT_EQ(roomy.results.size(), 1u) << roomy.errors;
  // sqrt(4) on the diagonal.
  EXPECT_EQ(valuesOf<double>(roomy.results[0])[33], 2.0);
  EXPECT_GE(roomy.peak, 3 * 8192u);
  BudgetRun tight = runInBudget(cholesky, a, 8192 + 64);
  EXPECT_TRUE(tight.results.empty());
  EXPECT_NE(tight.errors.find("the 'hlo.cholesky' kernel's copies in its "
                              "computation type needs 24 KiB, but the "
                              "memory budget has "),
            std::string::npos)
      << tight.errors;

  std::string training = R"(
    func.func @main(%x: tensor<32x32xf32>, %s: tensor<32xf32>, %o: tensor<32xf32>) -> tensor<32x32xf32> {
      %y, %m, %v = hlo.batch_norm_training %x, %s, %o, epsilon = 0.0, feature_index = 1 : (tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>) -> (tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>)
      return %y : tensor<32x32xf32>
    })";
  std::vector<Literal> args;
  args.push_back(makeLiteral<float>(ElementType::F32, {32, 32},
                                    std::vector<float>(32 * 32, 1.0f)));
  args.push_back(
      makeLiteral<float>(ElementType::F32, {32}, std::vector<float>(32, 1.0f)));
  args.push_back(
      makeLiteral<float>(ElementType::F32, {32}, std::vector<float>(32, 0.0f)));
  BudgetRun fits = runInBudget(training, args, uint64_t(1) << 20);
  ASSERT_EQ(fits.results.size(), 1u) << fits.errors;
  BudgetRun refused = runInBudget(training, args, 4096 + 3 * 128 + 1024);
  EXPECT_TRUE(refused.results.empty());
  EXPECT_NE(refused.errors.find("the 'hlo.batch_norm_training' kernel's "
                                "copies in its computation type needs "),
            std::string::npos)
      << refused.errors;
}

} // namespace
