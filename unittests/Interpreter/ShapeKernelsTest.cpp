//===- ShapeKernelsTest.cpp - Tests for the shape kernels -----------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Runs small hlo functions through the interpreter and checks the shape
// kernels (lib/Interpreter/Kernels/ShapeKernels.cpp) against values worked
// out by hand from XLA's operation semantics.
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

#include <complex>
#include <cstring>
#include <string>
#include <vector>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;
using namespace xhlo::interp::test;

namespace {

class ShapeKernelsTest : public KernelTestBase {};

/// The ints 0, 1, ..., n-1 as `T`.
template <typename T> std::vector<T> range(int64_t n) {
  std::vector<T> values;
  for (int64_t i = 0; i < n; ++i)
    values.push_back(static_cast<T>(i));
  return values;
}

TEST_F(ShapeKernelsTest, Broadcast) {
  auto x = [] {
    return makeLiteral<int32_t>(ElementType::S32, {3}, {1, 2, 3});
  };
  EXPECT_EQ(run1<int32_t>(R"(
    func.func @main(%x: tensor<3xi32>) -> tensor<2x3xi32> {
      %r = hlo.broadcast %x, dimensions = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
      return %r : tensor<2x3xi32>
    })",
                          {x()}),
            (std::vector<int32_t>{1, 2, 3, 1, 2, 3}));
  EXPECT_EQ(run1<int32_t>(R"(
    func.func @main(%x: tensor<3xi32>) -> tensor<3x2xi32> {
      %r = hlo.broadcast %x, dimensions = [0] : (tensor<3xi32>) -> tensor<3x2xi32>
      return %r : tensor<3x2xi32>
    })",
                          {x()}),
            (std::vector<int32_t>{1, 1, 2, 2, 3, 3}));
  // A scalar, and complex elements (16 bytes each).
  using C = std::complex<double>;
  EXPECT_EQ(run1<C>(R"(
    func.func @main(%x: tensor<complex<f64>>) -> tensor<2x2xcomplex<f64>> {
      %r = hlo.broadcast %x, dimensions = [] : (tensor<complex<f64>>) -> tensor<2x2xcomplex<f64>>
      return %r : tensor<2x2xcomplex<f64>>
    })",
                    {makeLiteral<C>(ElementType::C128, {}, {C(1, -2)})}),
            (std::vector<C>(4, C(1, -2))));
  // Transposing broadcast: operand dim 0 -> result dim 2, 1 -> 0.
  EXPECT_EQ(run1<int8_t>(R"(
    func.func @main(%x: tensor<2x3xi8>) -> tensor<3x2x2xi8> {
      %r = hlo.broadcast %x, dimensions = [2, 0] : (tensor<2x3xi8>) -> tensor<3x2x2xi8>
      return %r : tensor<3x2x2xi8>
    })",
                         {makeLiteral<int8_t>(ElementType::S8, {2, 3},
                                              range<int8_t>(6))}),
            // r[j][k][i] = x[i][j] = 3i + j
            (std::vector<int8_t>{0, 3, 0, 3, 1, 4, 1, 4, 2, 5, 2, 5}));
}

TEST_F(ShapeKernelsTest, Reshape) {
  std::vector<RtValue> results =
      run(R"(
    func.func @main(%x: tensor<2x3xf64>) -> tensor<3x1x2xf64> {
      %r = hlo.reshape %x : (tensor<2x3xf64>) -> tensor<3x1x2xf64>
      return %r : tensor<3x1x2xf64>
    })",
          {makeLiteral<double>(ElementType::F64, {2, 3}, range<double>(6))});
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(shapeOf(results[0]), (std::vector<int64_t>{3, 1, 2}));
  EXPECT_EQ(valuesOf<double>(results[0]), range<double>(6));
}

TEST_F(ShapeKernelsTest, Transpose) {
  EXPECT_EQ(run1<float>(R"(
    func.func @main(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
      %r = hlo.transpose %x, dimensions = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
      return %r : tensor<3x2xf32>
    })",
                        {makeLiteral<float>(ElementType::F32, {2, 3},
                                            range<float>(6))}),
            (std::vector<float>{0, 3, 1, 4, 2, 5}));
  // Result dim k is operand dim dimensions[k]: r[k][i][j] = x[i][j][k].
  std::vector<uint16_t> r = run1<uint16_t>(
      R"(
    func.func @main(%x: tensor<2x3x4xui16>) -> tensor<4x2x3xui16> {
      %r = hlo.transpose %x, dimensions = [2, 0, 1] : (tensor<2x3x4xui16>) -> tensor<4x2x3xui16>
      return %r : tensor<4x2x3xui16>
    })",
      {makeLiteral<uint16_t>(ElementType::U16, {2, 3, 4},
                             range<uint16_t>(24))});
  ASSERT_EQ(r.size(), 24u);
  for (int k = 0; k < 4; ++k)
    for (int i = 0; i < 2; ++i)
      for (int j = 0; j < 3; ++j)
        EXPECT_EQ(r[k * 6 + i * 3 + j], i * 12 + j * 4 + k);
}

TEST_F(ShapeKernelsTest, Slice) {
  EXPECT_EQ(run1<int64_t>(R"(
    func.func @main(%x: tensor<3x4xi64>) -> tensor<2x2xi64> {
      %r = hlo.slice %x, slice = [0:2, 1:4:2] : (tensor<3x4xi64>) -> tensor<2x2xi64>
      return %r : tensor<2x2xi64>
    })",
                          {makeLiteral<int64_t>(ElementType::S64, {3, 4},
                                                range<int64_t>(12))}),
            (std::vector<int64_t>{1, 3, 5, 7}));
  // A stride that does not divide the range, and an empty slice.
  EXPECT_EQ(run1<uint8_t>(R"(
    func.func @main(%x: tensor<6xi1>) -> tensor<2xi1> {
      %r = hlo.slice %x, slice = [1:5:3] : (tensor<6xi1>) -> tensor<2xi1>
      return %r : tensor<2xi1>
    })",
                          {makeLiteral<uint8_t>(ElementType::Pred, {6},
                                                {0, 1, 0, 0, 1, 0})}),
            (std::vector<uint8_t>{1, 1}));
  EXPECT_EQ(
      run1<float>(R"(
    func.func @main(%x: tensor<3xf32>) -> tensor<0xf32> {
      %r = hlo.slice %x, slice = [2:2] : (tensor<3xf32>) -> tensor<0xf32>
      return %r : tensor<0xf32>
    })",
                  {makeLiteral<float>(ElementType::F32, {3}, range<float>(3))}),
      std::vector<float>{});
}

TEST_F(ShapeKernelsTest, Concatenate) {
  auto a = [] {
    return makeLiteral<int32_t>(ElementType::S32, {2, 2}, {1, 2, 3, 4});
  };
  EXPECT_EQ(run1<int32_t>(
                R"(
    func.func @main(%a: tensor<2x2xi32>, %b: tensor<2x1xi32>) -> tensor<2x3xi32> {
      %r = hlo.concatenate %a, %b, dimension = 1 : (tensor<2x2xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
      return %r : tensor<2x3xi32>
    })",
                {a(), makeLiteral<int32_t>(ElementType::S32, {2, 1}, {5, 6})}),
            (std::vector<int32_t>{1, 2, 5, 3, 4, 6}));
  EXPECT_EQ(
      run1<int32_t>(R"(
    func.func @main(%a: tensor<2x2xi32>, %b: tensor<0x2xi32>, %c: tensor<1x2xi32>) -> tensor<3x2xi32> {
      %r = hlo.concatenate %a, %b, %c, dimension = 0 : (tensor<2x2xi32>, tensor<0x2xi32>, tensor<1x2xi32>) -> tensor<3x2xi32>
      return %r : tensor<3x2xi32>
    })",
                    {a(), makeLiteral<int32_t>(ElementType::S32, {0, 2}, {}),
                     makeLiteral<int32_t>(ElementType::S32, {1, 2}, {7, 8})}),
      (std::vector<int32_t>{1, 2, 3, 4, 7, 8}));
}

TEST_F(ShapeKernelsTest, Pad) {
  auto pad = [] { return makeLiteral<float>(ElementType::F32, {}, {-1}); };
  EXPECT_EQ(run1<float>(R"(
    func.func @main(%x: tensor<2x3xf32>, %p: tensor<f32>) -> tensor<2x8xf32> {
      %r = hlo.pad %x, %p, low = [0, 1], high = [0, 2], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x8xf32>
      return %r : tensor<2x8xf32>
    })",
                        {makeLiteral<float>(ElementType::F32, {2, 3},
                                            {1, 2, 3, 4, 5, 6}),
                         pad()}),
            (std::vector<float>{-1, 1, -1, 2, -1, 3, -1, -1, //
                                -1, 4, -1, 5, -1, 6, -1, -1}));
  // Negative edge padding removes elements.
  EXPECT_EQ(
      run1<float>(
          R"(
    func.func @main(%x: tensor<5xf32>, %p: tensor<f32>) -> tensor<2xf32> {
      %r = hlo.pad %x, %p, low = [-1], high = [-2] : (tensor<5xf32>, tensor<f32>) -> tensor<2xf32>
      return %r : tensor<2xf32>
    })",
          {makeLiteral<float>(ElementType::F32, {5}, {1, 2, 3, 4, 5}), pad()}),
      (std::vector<float>{2, 3}));
  // Negative low padding cuts into the interior padding:
  // [1 p 2 p 3] -> drop 2 -> [2 p 3] -> append 1 -> [2 p 3 p].
  EXPECT_EQ(run1<float>(
                R"(
    func.func @main(%x: tensor<3xf32>, %p: tensor<f32>) -> tensor<4xf32> {
      %r = hlo.pad %x, %p, low = [-2], high = [1], interior = [1] : (tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
      return %r : tensor<4xf32>
    })",
                {makeLiteral<float>(ElementType::F32, {3}, {1, 2, 3}), pad()}),
            (std::vector<float>{2, -1, 3, -1}));
  // bf16 (2-byte) elements, padding on both dims, negative high.
  EXPECT_EQ(run1<uint16_t>(
                R"(
    func.func @main(%x: tensor<2x2xbf16>, %p: tensor<bf16>) -> tensor<3x2xbf16> {
      %r = hlo.pad %x, %p, low = [1, 0], high = [0, -1], interior = [0, 1] : (tensor<2x2xbf16>, tensor<bf16>) -> tensor<3x2xbf16>
      return %r : tensor<3x2xbf16>
    })",
                {makeLiteral<uint16_t>(ElementType::BF16, {2, 2}, {1, 2, 3, 4}),
                 makeLiteral<uint16_t>(ElementType::BF16, {}, {9})}),
            // rows: [9 9], [1 9], [3 9] (the column of 2 and 4 is cut).
            (std::vector<uint16_t>{9, 9, 1, 9, 3, 9}));
}

TEST_F(ShapeKernelsTest, Reverse) {
  auto x = [] {
    return makeLiteral<int16_t>(ElementType::S16, {2, 3}, range<int16_t>(6));
  };
  EXPECT_EQ(run1<int16_t>(R"(
    func.func @main(%x: tensor<2x3xi16>) -> tensor<2x3xi16> {
      %r = hlo.reverse %x, dimensions = [1] : tensor<2x3xi16>
      return %r : tensor<2x3xi16>
    })",
                          {x()}),
            (std::vector<int16_t>{2, 1, 0, 5, 4, 3}));
  EXPECT_EQ(run1<int16_t>(R"(
    func.func @main(%x: tensor<2x3xi16>) -> tensor<2x3xi16> {
      %r = hlo.reverse %x, dimensions = [0, 1] : tensor<2x3xi16>
      return %r : tensor<2x3xi16>
    })",
                          {x()}),
            (std::vector<int16_t>{5, 4, 3, 2, 1, 0}));
  EXPECT_EQ(run1<int16_t>(R"(
    func.func @main(%x: tensor<2x3xi16>) -> tensor<2x3xi16> {
      %r = hlo.reverse %x, dimensions = [0] : tensor<2x3xi16>
      return %r : tensor<2x3xi16>
    })",
                          {x()}),
            (std::vector<int16_t>{3, 4, 5, 0, 1, 2}));
}

TEST_F(ShapeKernelsTest, Iota) {
  EXPECT_EQ(run1<int32_t>(R"(
    func.func @main() -> tensor<2x3xi32> {
      %r = hlo.iota iota_dimension = 1 : tensor<2x3xi32>
      return %r : tensor<2x3xi32>
    })"),
            (std::vector<int32_t>{0, 1, 2, 0, 1, 2}));
  EXPECT_EQ(run1<uint64_t>(R"(
    func.func @main() -> tensor<2x3xui64> {
      %r = hlo.iota iota_dimension = 0 : tensor<2x3xui64>
      return %r : tensor<2x3xui64>
    })"),
            (std::vector<uint64_t>{0, 0, 0, 1, 1, 1}));
  // f16 0, 1, 2, 3 and bf16 0, 1, 2, 3 as bits.
  EXPECT_EQ(run1<uint16_t>(R"(
    func.func @main() -> tensor<4xf16> {
      %r = hlo.iota iota_dimension = 0 : tensor<4xf16>
      return %r : tensor<4xf16>
    })"),
            (std::vector<uint16_t>{0x0000, 0x3C00, 0x4000, 0x4200}));
  EXPECT_EQ(run1<uint16_t>(R"(
    func.func @main() -> tensor<4xbf16> {
      %r = hlo.iota iota_dimension = 0 : tensor<4xbf16>
      return %r : tensor<4xbf16>
    })"),
            (std::vector<uint16_t>{0x0000, 0x3F80, 0x4000, 0x4040}));
  EXPECT_EQ(run1<double>(R"(
    func.func @main() -> tensor<3xf64> {
      %r = hlo.iota iota_dimension = 0 : tensor<3xf64>
      return %r : tensor<3xf64>
    })"),
            (std::vector<double>{0, 1, 2}));
  using C = std::complex<float>;
  EXPECT_EQ(run1<C>(R"(
    func.func @main() -> tensor<1x2xcomplex<f32>> {
      %r = hlo.iota iota_dimension = 1 : tensor<1x2xcomplex<f32>>
      return %r : tensor<1x2xcomplex<f32>>
    })"),
            (std::vector<C>{C(0, 0), C(1, 0)}));
  // u8 wraps.
  std::vector<uint8_t> bytes = run1<uint8_t>(R"(
    func.func @main() -> tensor<258xui8> {
      %r = hlo.iota iota_dimension = 0 : tensor<258xui8>
      return %r : tensor<258xui8>
    })");
  ASSERT_EQ(bytes.size(), 258u);
  EXPECT_EQ(bytes[255], 255);
  EXPECT_EQ(bytes[257], 1);
}

TEST_F(ShapeKernelsTest, GetDimensionSize) {
  EXPECT_EQ(run1<int32_t>(R"(
    func.func @main(%x: tensor<2x3xf32>) -> tensor<i32> {
      %r = hlo.get_dimension_size %x, dimension = 1 : tensor<2x3xf32>
      return %r : tensor<i32>
    })",
                          {makeLiteral<float>(ElementType::F32, {2, 3},
                                              range<float>(6))}),
            (std::vector<int32_t>{3}));
}

TEST_F(ShapeKernelsTest, DynamicSlice) {
  auto x = [] {
    return makeLiteral<int32_t>(ElementType::S32, {4, 4}, range<int32_t>(16));
  };
  auto s32 = [](int32_t v) {
    return makeLiteral<int32_t>(ElementType::S32, {}, {v});
  };
  const char *source = R"(
    func.func @main(%x: tensor<4x4xi32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<2x2xi32> {
      %r = hlo.dynamic_slice %x[%i, %j] dynamic_slice_sizes = [2, 2] : tensor<4x4xi32>, tensor<i32>
      return %r : tensor<2x2xi32>
    })";
  EXPECT_EQ(run1<int32_t>(source, {x(), s32(1), s32(1)}),
            (std::vector<int32_t>{5, 6, 9, 10}));
  // Column start 3 clamps to 4 - 2 = 2; row start -5 clamps to 0.
  EXPECT_EQ(run1<int32_t>(source, {x(), s32(-5), s32(3)}),
            (std::vector<int32_t>{2, 3, 6, 7}));
  // Unsigned start indices (a huge one clamps too).
  EXPECT_EQ(run1<int32_t>(R"(
    func.func @main(%x: tensor<4x4xi32>, %i: tensor<ui64>) -> tensor<1x4xi32> {
      %r = hlo.dynamic_slice %x[%i, %i] dynamic_slice_sizes = [1, 4] : tensor<4x4xi32>, tensor<ui64>
      return %r : tensor<1x4xi32>
    })",
                          {x(), makeLiteral<uint64_t>(ElementType::U64, {},
                                                      {~uint64_t(0)})}),
            (std::vector<int32_t>{12, 13, 14, 15}));
}

TEST_F(ShapeKernelsTest, DynamicUpdateSlice) {
  auto s8 = [](int8_t v) {
    return makeLiteral<int8_t>(ElementType::S8, {}, {v});
  };
  const char *source = R"(
    func.func @main(%x: tensor<4x3xf32>, %u: tensor<2x2xf32>, %i: tensor<i8>, %j: tensor<i8>) -> tensor<4x3xf32> {
      %r = hlo.dynamic_update_slice %x[%i, %j], %u : tensor<4x3xf32>, tensor<2x2xf32>, tensor<i8>
      return %r : tensor<4x3xf32>
    })";
  auto x = [] {
    return makeLiteral<float>(ElementType::F32, {4, 3}, std::vector<float>(12));
  };
  auto u = [] {
    return makeLiteral<float>(ElementType::F32, {2, 2}, {1, 2, 3, 4});
  };
  EXPECT_EQ(run1<float>(source, {x(), u(), s8(1), s8(1)}),
            (std::vector<float>{0, 0, 0, 0, 1, 2, 0, 3, 4, 0, 0, 0}));
  // Row 3 clamps to 2, column -1 to 0.
  EXPECT_EQ(run1<float>(source, {x(), u(), s8(3), s8(-1)}),
            (std::vector<float>{0, 0, 0, 0, 0, 0, 1, 2, 0, 3, 4, 0}));
}

TEST_F(ShapeKernelsTest, Gather) {
  auto x = [] {
    return makeLiteral<float>(ElementType::F32, {3, 3}, range<float>(9));
  };
  // Rows 2 and 0; a too-large index clamps.
  EXPECT_EQ(run1<float>(R"(
    func.func @main(%x: tensor<3x3xf32>, %idx: tensor<3x1xi32>) -> tensor<3x3xf32> {
      %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [1],
             collapsed_slice_dims = [0], start_index_map = [0],
             index_vector_dim = 1> slice_sizes = [1, 3]
             : tensor<3x3xf32>, tensor<3x1xi32>
      return %r : tensor<3x3xf32>
    })",
                        {x(), makeLiteral<int32_t>(ElementType::S32, {3, 1},
                                                   {2, 0, 7})}),
            (std::vector<float>{6, 7, 8, 0, 1, 2, 6, 7, 8}));
  // Implicit index vector dimension; offset dim before the batch dim.
  EXPECT_EQ(
      run1<float>(R"(
    func.func @main(%x: tensor<3x3xf32>, %idx: tensor<2xi32>) -> tensor<3x2xf32> {
      %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [0],
             collapsed_slice_dims = [1], start_index_map = [1],
             index_vector_dim = 1> slice_sizes = [3, 1]
             : tensor<3x3xf32>, tensor<2xi32>
      return %r : tensor<3x2xf32>
    })",
                  {x(), makeLiteral<int32_t>(ElementType::S32, {2}, {2, 0})}),
      // columns 2 and 0, laid out as r[row][batch].
      (std::vector<float>{2, 0, 5, 3, 8, 6}));
  // Two start indices, 2x2 windows, clamping per dimension.
  EXPECT_EQ(run1<float>(R"(
    func.func @main(%x: tensor<3x3xf32>, %idx: tensor<2x2xi64>) -> tensor<2x2x2xf32> {
      %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [1, 2],
             start_index_map = [0, 1], index_vector_dim = 1> slice_sizes = [2, 2]
             : tensor<3x3xf32>, tensor<2x2xi64>
      return %r : tensor<2x2x2xf32>
    })",
                        {x(), makeLiteral<int64_t>(ElementType::S64, {2, 2},
                                                   {1, 0, 5, -3})}),
            (std::vector<float>{3, 4, 6, 7, 3, 4, 6, 7}));
  // Batching dimensions: r[b] = x[b][idx[b]].
  EXPECT_EQ(run1<float>(
                R"(
    func.func @main(%x: tensor<2x3xf32>, %idx: tensor<2x1xi32>) -> tensor<2xf32> {
      %r = hlo.gather %x[%idx] dimension_numbers = <offset_dims = [],
             collapsed_slice_dims = [1], operand_batching_dims = [0],
             start_indices_batching_dims = [0], start_index_map = [1],
             index_vector_dim = 1> slice_sizes = [1, 1]
             : tensor<2x3xf32>, tensor<2x1xi32>
      return %r : tensor<2xf32>
    })",
                {makeLiteral<float>(ElementType::F32, {2, 3}, range<float>(6)),
                 makeLiteral<int32_t>(ElementType::S32, {2, 1}, {2, 0})}),
            (std::vector<float>{2, 3}));
}

TEST_F(ShapeKernelsTest, Scatter) {
  auto zeros = [] {
    return makeLiteral<float>(ElementType::F32, {3, 3}, std::vector<float>(9));
  };
  auto u = [] {
    return makeLiteral<float>(ElementType::F32, {2, 3}, {1, 2, 3, 4, 5, 6});
  };
  const char *rows = R"(
    func.func @main(%x: tensor<3x3xf32>, %idx: tensor<2x1xi32>, %u: tensor<2x3xf32>) -> tensor<3x3xf32> {
      %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x3xf32> {
      ^bb0(%old: tensor<f32>, %new: tensor<f32>):
        hlo.return %new : tensor<f32>
      }
      return %r : tensor<3x3xf32>
    })";
  EXPECT_EQ(
      run1<float>(rows, {zeros(),
                         makeLiteral<int32_t>(ElementType::S32, {2, 1}, {2, 0}),
                         u()}),
      (std::vector<float>{4, 5, 6, 0, 0, 0, 1, 2, 3}));
  // Out-of-bounds indices skip their update (no clamping, unlike gather).
  EXPECT_EQ(
      run1<float>(
          rows, {zeros(),
                 makeLiteral<int32_t>(ElementType::S32, {2, 1}, {3, -1}), u()}),
      std::vector<float>(9));
  // A duplicate index: the later update wins.
  EXPECT_EQ(
      run1<float>(rows, {zeros(),
                         makeLiteral<int32_t>(ElementType::S32, {2, 1}, {1, 1}),
                         u()}),
      (std::vector<float>{0, 0, 0, 4, 5, 6, 0, 0, 0}));
}

TEST_F(ShapeKernelsTest, ScatterWindowBounds) {
  // Windows of 2 along dim 0 of a 4-vector: the one starting at 3 does not
  // fit and is skipped whole; the one at 2 writes 2 and 3.
  EXPECT_EQ(
      run1<int32_t>(
          R"(
    func.func @main(%x: tensor<4xi32>, %idx: tensor<2xi32>, %u: tensor<2x2xi32>) -> tensor<4xi32> {
      %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<4xi32>, tensor<2xi32>, tensor<2x2xi32> {
      ^bb0(%old: tensor<i32>, %new: tensor<i32>):
        hlo.return %new : tensor<i32>
      }
      return %r : tensor<4xi32>
    })",
          {makeLiteral<int32_t>(ElementType::S32, {4}, {-1, -1, -1, -1}),
           makeLiteral<int32_t>(ElementType::S32, {2}, {3, 2}),
           makeLiteral<int32_t>(ElementType::S32, {2, 2}, {10, 11, 12, 13})}),
      (std::vector<int32_t>{-1, -1, 12, 13}));
}

TEST_F(ShapeKernelsTest, ScatterVariadicOrder) {
  // The body keeps the new first value and moves the old first value into
  // the second result, so with three updates of one position the results
  // are the last and second-to-last updates (updates are applied in order).
  std::vector<RtValue> results = run(
      R"(
    func.func @main(%x: tensor<2xi32>, %y: tensor<2xi32>, %idx: tensor<3x1xi64>, %u: tensor<3xi32>, %v: tensor<3xi32>) -> (tensor<2xi32>, tensor<2xi32>) {
      %r:2 = hlo.scatter(%x, %y)[%idx](%u, %v) scatter_dimension_numbers = <inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<2xi32>, tensor<2xi32>, tensor<3x1xi64>, tensor<3xi32>, tensor<3xi32> {
      ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>, %d: tensor<i32>):
        hlo.return %c, %a : tensor<i32>, tensor<i32>
      }
      return %r#0, %r#1 : tensor<2xi32>, tensor<2xi32>
    })",
      {makeLiteral<int32_t>(ElementType::S32, {2}, {-1, -2}),
       makeLiteral<int32_t>(ElementType::S32, {2}, {-3, -4}),
       makeLiteral<int64_t>(ElementType::S64, {3, 1}, {1, 1, 1}),
       makeLiteral<int32_t>(ElementType::S32, {3}, {7, 8, 9}),
       makeLiteral<int32_t>(ElementType::S32, {3}, {0, 0, 0})});
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(valuesOf<int32_t>(results[0]), (std::vector<int32_t>{-1, 9}));
  EXPECT_EQ(valuesOf<int32_t>(results[1]), (std::vector<int32_t>{-3, 8}));
}

TEST_F(ShapeKernelsTest, ScatterBatching) {
  // x[b][idx[b]] = u[b].
  EXPECT_EQ(
      run1<uint8_t>(R"(
    func.func @main(%x: tensor<2x3xi1>, %idx: tensor<2x1xi32>, %u: tensor<2xi1>) -> tensor<2x3xi1> {
      %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1> : tensor<2x3xi1>, tensor<2x1xi32>, tensor<2xi1> {
      ^bb0(%old: tensor<i1>, %new: tensor<i1>):
        hlo.return %new : tensor<i1>
      }
      return %r : tensor<2x3xi1>
    })",
                    {makeLiteral<uint8_t>(ElementType::Pred, {2, 3},
                                          std::vector<uint8_t>(6)),
                     makeLiteral<int32_t>(ElementType::S32, {2, 1}, {2, 0}),
                     makeLiteral<uint8_t>(ElementType::Pred, {2}, {1, 1})}),
      (std::vector<uint8_t>{0, 0, 1, 1, 0, 0}));
}

TEST_F(ShapeKernelsTest, ScatterAdd) {
  if (!KernelRegistry::get().lookup("hlo.add"))
    GTEST_SKIP() << "no hlo.add kernel yet";
  EXPECT_EQ(
      run1<float>(R"(
    func.func @main(%x: tensor<3xf32>, %idx: tensor<3x1xi32>, %u: tensor<3xf32>) -> tensor<3xf32> {
      %r = hlo.scatter(%x)[%idx](%u) scatter_dimension_numbers = <inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3xf32>, tensor<3x1xi32>, tensor<3xf32> {
      ^bb0(%old: tensor<f32>, %new: tensor<f32>):
        %s = hlo.add %old, %new : tensor<f32>
        hlo.return %s : tensor<f32>
      }
      return %r : tensor<3xf32>
    })",
                  {makeLiteral<float>(ElementType::F32, {3}, {1, 1, 1}),
                   makeLiteral<int32_t>(ElementType::S32, {3, 1}, {0, 2, 0}),
                   makeLiteral<float>(ElementType::F32, {3}, {10, 20, 30})}),
      (std::vector<float>{41, 1, 21}));
}

TEST_F(ShapeKernelsTest, ReduceOrder) {
  // The body keeps the latest element and the accumulator it replaced, so
  // the results are the last and second-to-last elements folded: XLA folds
  // the reduced elements of each output in row-major order.
  const char *source = R"(
    func.func @main(%x: tensor<2x3x2xi32>, %y: tensor<2x3x2xi32>, %a: tensor<i32>, %b: tensor<i32>) -> (tensor<3xi32>, tensor<3xi32>) {
      %r:2 = hlo.reduce(%x, %y init: %a, %b) dimensions = [2, 0]
          : (tensor<2x3x2xi32>, tensor<2x3x2xi32>, tensor<i32>, tensor<i32>) -> (tensor<3xi32>, tensor<3xi32>) {
      ^bb0(%acc0: tensor<i32>, %acc1: tensor<i32>, %e0: tensor<i32>, %e1: tensor<i32>):
        hlo.return %e0, %acc0 : tensor<i32>, tensor<i32>
      }
      return %r#0, %r#1 : tensor<3xi32>, tensor<3xi32>
    })";
  std::vector<RtValue> results = run(
      source,
      {makeLiteral<int32_t>(ElementType::S32, {2, 3, 2}, range<int32_t>(12)),
       makeLiteral<int32_t>(ElementType::S32, {2, 3, 2}, range<int32_t>(12)),
       makeLiteral<int32_t>(ElementType::S32, {}, {-1}),
       makeLiteral<int32_t>(ElementType::S32, {}, {-2})});
  ASSERT_EQ(results.size(), 2u);
  // Output j folds x[0][j][0], x[0][j][1], x[1][j][0], x[1][j][1] =
  // 2j, 2j+1, 6+2j, 7+2j.
  EXPECT_EQ(valuesOf<int32_t>(results[0]), (std::vector<int32_t>{7, 9, 11}));
  EXPECT_EQ(valuesOf<int32_t>(results[1]), (std::vector<int32_t>{6, 8, 10}));
}

TEST_F(ShapeKernelsTest, ReduceEmptyAndMixedTypes) {
  // Reducing an empty dimension gives the init value; the accumulator type
  // (f32) differs from the input's (bf16).
  std::vector<RtValue> results = run(
      R"(
    func.func @main(%x: tensor<2x0xbf16>, %a: tensor<f32>) -> tensor<2xf32> {
      %r = hlo.reduce(%x init: %a) dimensions = [1]
          : (tensor<2x0xbf16>, tensor<f32>) -> tensor<2xf32> {
      ^bb0(%acc: tensor<f32>, %e: tensor<bf16>):
        hlo.return %acc : tensor<f32>
      }
      return %r : tensor<2xf32>
    })",
      {makeLiteral<uint16_t>(ElementType::BF16, {2, 0}, {}),
       makeLiteral<float>(ElementType::F32, {}, {4.5f})});
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(valuesOf<float>(results[0]), (std::vector<float>{4.5f, 4.5f}));
}

TEST_F(ShapeKernelsTest, ReduceAdd) {
  if (!KernelRegistry::get().lookup("hlo.add"))
    GTEST_SKIP() << "no hlo.add kernel yet";
  EXPECT_EQ(run1<float>(R"(
    func.func @main(%x: tensor<2x3xf32>, %a: tensor<f32>) -> tensor<2xf32> {
      %r = hlo.reduce(%x init: %a) dimensions = [1]
          : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32> {
      ^bb0(%acc: tensor<f32>, %e: tensor<f32>):
        %s = hlo.add %acc, %e : tensor<f32>
        hlo.return %s : tensor<f32>
      }
      return %r : tensor<2xf32>
    })",
                        {makeLiteral<float>(ElementType::F32, {2, 3},
                                            {1, 2, 3, 4, 5, 6}),
                         makeLiteral<float>(ElementType::F32, {}, {10})}),
            (std::vector<float>{16, 25}));
}

TEST_F(ShapeKernelsTest, ReduceNoDimensions) {
  // Without reduced dimensions each output folds exactly its own element.
  EXPECT_EQ(run1<int16_t>(
                R"(
    func.func @main(%x: tensor<2x2xi16>, %a: tensor<i16>) -> tensor<2x2xi16> {
      %r = hlo.reduce(%x init: %a) dimensions = []
          : (tensor<2x2xi16>, tensor<i16>) -> tensor<2x2xi16> {
      ^bb0(%acc: tensor<i16>, %e: tensor<i16>):
        hlo.return %e : tensor<i16>
      }
      return %r : tensor<2x2xi16>
    })",
                {makeLiteral<int16_t>(ElementType::S16, {2, 2}, {5, 6, 7, 8}),
                 makeLiteral<int16_t>(ElementType::S16, {}, {0})}),
            (std::vector<int16_t>{5, 6, 7, 8}));
}

TEST_F(ShapeKernelsTest, DotF16Rounding) {
  // f16 dots accumulate in f32 and round once to nearest even (XLA's
  // HloEvaluator): 2048 + 1 + 1 = 2050 (0x6801) exactly, where rounding
  // after each step would stay at 2048; 2048 + 3 = 2051 ties to 2052.
  const char *source = R"(
    func.func @main(%a: tensor<3xf16>, %b: tensor<3xf16>) -> tensor<f16> {
      %r = hlo.dot %a, %b, lhs_contracting_dims = [0], rhs_contracting_dims = [0]
          : (tensor<3xf16>, tensor<3xf16>) -> tensor<f16>
      return %r : tensor<f16>
    })";
  auto ones = [] {
    return makeLiteral<uint16_t>(ElementType::F16, {3},
                                 {0x3C00, 0x3C00, 0x3C00});
  };
  EXPECT_EQ(
      run1<uint16_t>(source, {makeLiteral<uint16_t>(ElementType::F16, {3},
                                                    {0x6800, 0x3C00, 0x3C00}),
                              ones()}),
      (std::vector<uint16_t>{0x6801}));
  EXPECT_EQ(run1<uint16_t>(source, {makeLiteral<uint16_t>(ElementType::F16, {3},
                                                          {0x6800, 0x4200, 0}),
                                    ones()}),
            (std::vector<uint16_t>{0x6802}));
}

TEST_F(ShapeKernelsTest, DotMatmul) {
  EXPECT_EQ(run1<float>(R"(
    func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x2xf32> {
      %r = hlo.dot %a, %b, lhs_contracting_dims = [1], rhs_contracting_dims = [0]
          : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
      return %r : tensor<2x2xf32>
    })",
                        {makeLiteral<float>(ElementType::F32, {2, 3},
                                            {1, 2, 3, 4, 5, 6}),
                         makeLiteral<float>(ElementType::F32, {3, 2},
                                            {7, 8, 9, 10, 11, 12})}),
            (std::vector<float>{58, 64, 139, 154}));
  // Two contracting dims (paired in order): sum_ij a[i][j] * b[j][i].
  EXPECT_EQ(run1<double>(R"(
    func.func @main(%a: tensor<2x3xf64>, %b: tensor<3x2xf64>) -> tensor<f64> {
      %r = hlo.dot %a, %b, lhs_contracting_dims = [0, 1], rhs_contracting_dims = [1, 0]
          : (tensor<2x3xf64>, tensor<3x2xf64>) -> tensor<f64>
      return %r : tensor<f64>
    })",
                         {makeLiteral<double>(ElementType::F64, {2, 3},
                                              {1, 2, 3, 4, 5, 6}),
                          makeLiteral<double>(ElementType::F64, {3, 2},
                                              {7, 8, 9, 10, 11, 12})}),
            (std::vector<double>{212}));
  // No contracting dims: an outer product (lhs free dims first).
  EXPECT_EQ(
      run1<int32_t>(R"(
    func.func @main(%a: tensor<3xi32>, %b: tensor<2xi32>) -> tensor<3x2xi32> {
      %r = hlo.dot %a, %b : (tensor<3xi32>, tensor<2xi32>) -> tensor<3x2xi32>
      return %r : tensor<3x2xi32>
    })",
                    {makeLiteral<int32_t>(ElementType::S32, {3}, {1, 2, 3}),
                     makeLiteral<int32_t>(ElementType::S32, {2}, {10, 20})}),
      (std::vector<int32_t>{10, 20, 20, 40, 30, 60}));
}

TEST_F(ShapeKernelsTest, DotBatch) {
  EXPECT_EQ(
      run1<float>(
          R"(
    func.func @main(%a: tensor<2x1x2xf32>, %b: tensor<2x2x1xf32>) -> tensor<2x1x1xf32> {
      %r = hlo.dot %a, %b, lhs_batch_dims = [0], lhs_contracting_dims = [2],
          rhs_batch_dims = [0], rhs_contracting_dims = [1]
          : (tensor<2x1x2xf32>, tensor<2x2x1xf32>) -> tensor<2x1x1xf32>
      return %r : tensor<2x1x1xf32>
    })",
          {makeLiteral<float>(ElementType::F32, {2, 1, 2}, {1, 2, 3, 4}),
           makeLiteral<float>(ElementType::F32, {2, 2, 1}, {5, 6, 7, 8})}),
      (std::vector<float>{17, 53}));
  // Batch dims not leading in the operands: a[k][b] * b[b][k][n],
  // result [b][n].
  EXPECT_EQ(run1<int32_t>(
                R"(
    func.func @main(%a: tensor<2x2xi32>, %b: tensor<2x2x3xi32>) -> tensor<2x3xi32> {
      %r = hlo.dot %a, %b, lhs_batch_dims = [1], lhs_contracting_dims = [0],
          rhs_batch_dims = [0], rhs_contracting_dims = [1]
          : (tensor<2x2xi32>, tensor<2x2x3xi32>) -> tensor<2x3xi32>
      return %r : tensor<2x3xi32>
    })",
                {makeLiteral<int32_t>(ElementType::S32, {2, 2}, {1, 2, 3, 4}),
                 makeLiteral<int32_t>(ElementType::S32, {2, 2, 3},
                                      range<int32_t>(12))}),
            // b=0: a[0][0]=1, a[1][0]=3: 1*[0,1,2] + 3*[3,4,5] = [9,13,17]
            // b=1: a[0][1]=2, a[1][1]=4: 2*[6,7,8] + 4*[9,10,11] = [48,54,60]
            (std::vector<int32_t>{9, 13, 17, 48, 54, 60}));
}

TEST_F(ShapeKernelsTest, DotTypes) {
  // s8 wraps in s8; s8 operands widen into an s32 result.
  EXPECT_EQ(run1<int8_t>(R"(
    func.func @main(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<i8> {
      %r = hlo.dot %a, %b, lhs_contracting_dims = [0], rhs_contracting_dims = [0]
          : (tensor<2xi8>, tensor<2xi8>) -> tensor<i8>
      return %r : tensor<i8>
    })",
                         {makeLiteral<int8_t>(ElementType::S8, {2}, {100, 100}),
                          makeLiteral<int8_t>(ElementType::S8, {2}, {2, 1})}),
            (std::vector<int8_t>{44}));
  EXPECT_EQ(
      run1<int32_t>(R"(
    func.func @main(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<i32> {
      %r = hlo.dot %a, %b, lhs_contracting_dims = [0], rhs_contracting_dims = [0]
          : (tensor<2xi8>, tensor<2xi8>) -> tensor<i32>
      return %r : tensor<i32>
    })",
                    {makeLiteral<int8_t>(ElementType::S8, {2}, {-100, -100}),
                     makeLiteral<int8_t>(ElementType::S8, {2}, {2, 1})}),
      (std::vector<int32_t>{-300}));
  EXPECT_EQ(run1<uint32_t>(R"(
    func.func @main(%a: tensor<1xui8>, %b: tensor<1xui8>) -> tensor<ui32> {
      %r = hlo.dot %a, %b, lhs_contracting_dims = [0], rhs_contracting_dims = [0]
          : (tensor<1xui8>, tensor<1xui8>) -> tensor<ui32>
      return %r : tensor<ui32>
    })",
                           {makeLiteral<uint8_t>(ElementType::U8, {1}, {200}),
                            makeLiteral<uint8_t>(ElementType::U8, {1}, {200})}),
            (std::vector<uint32_t>{40000}));
  // bf16 operands (1.5, 2) . (2, 2) into f32 = 7.
  EXPECT_EQ(
      run1<float>(
          R"(
    func.func @main(%a: tensor<2xbf16>, %b: tensor<2xbf16>) -> tensor<f32> {
      %r = hlo.dot %a, %b, lhs_contracting_dims = [0], rhs_contracting_dims = [0]
          : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<f32>
      return %r : tensor<f32>
    })",
          {makeLiteral<uint16_t>(ElementType::BF16, {2}, {0x3FC0, 0x4000}),
           makeLiteral<uint16_t>(ElementType::BF16, {2}, {0x4000, 0x4000})}),
      (std::vector<float>{7}));
  // f16: (1, 2) . (3, 4) = 11 = 0x4980.
  EXPECT_EQ(
      run1<uint16_t>(
          R"(
    func.func @main(%a: tensor<2xf16>, %b: tensor<2xf16>) -> tensor<f16> {
      %r = hlo.dot %a, %b, lhs_contracting_dims = [0], rhs_contracting_dims = [0]
          : (tensor<2xf16>, tensor<2xf16>) -> tensor<f16>
      return %r : tensor<f16>
    })",
          {makeLiteral<uint16_t>(ElementType::F16, {2}, {0x3C00, 0x4000}),
           makeLiteral<uint16_t>(ElementType::F16, {2}, {0x4200, 0x4400})}),
      (std::vector<uint16_t>{0x4980}));
  // c64: (1+2i)(3+4i) + (1)(1) = -4+10i.
  using C = std::complex<float>;
  EXPECT_EQ(
      run1<C>(R"(
    func.func @main(%a: tensor<2xcomplex<f32>>, %b: tensor<2xcomplex<f32>>) -> tensor<complex<f32>> {
      %r = hlo.dot %a, %b, lhs_contracting_dims = [0], rhs_contracting_dims = [0]
          : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<complex<f32>>
      return %r : tensor<complex<f32>>
    })",
              {makeLiteral<C>(ElementType::C64, {2}, {C(1, 2), C(1, 0)}),
               makeLiteral<C>(ElementType::C64, {2}, {C(3, 4), C(1, 0)})}),
      (std::vector<C>{C(-4, 10)}));
}

} // namespace
