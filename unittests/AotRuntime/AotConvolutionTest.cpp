//===- AotConvolutionTest.cpp - The AOT runtime's convolution -------------===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// xhlo_aot_convolution_f32 against XLA's convolution in plain loops: 1 to 3
// spatial dimensions, every role in any memref dimension (NCHW, NHWC, ...),
// padded rows, strides, padding, window dilation, reversal, feature groups
// (depthwise too), accumulating or not, operands without a group dimension,
// layouts oneDNN cannot take (the runtime's own loops), empty arrays,
// concurrent calls, and a malformed configuration. The values are multiples
// of 1/8 below 1 and the sums short, so every order of summation gives the
// same float: results are compared exactly (those of the shapes oneDNN's
// Winograd kernels compute, whose transforms round, within a tolerance).
//
//===----------------------------------------------------------------------===//

#include "xhlo/AotRuntime/AotRuntime.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstdint>
#include <numeric>
#include <optional>
#include <thread>
#include <vector>

namespace {

/// A memref of rank 2 + spatial (+1 with a group dimension) whose roles (in
/// the runtime's order: batch or output feature, group, feature, spatial...)
/// sit at `position` (-1 for an absent group), row-major over its memref
/// dimensions with `rowPadding` unused elements after each innermost row.
struct Operand {
  std::vector<int64_t> roleSizes, position, sizes, strides;
  int64_t offset = 3;
  std::vector<float> data;
  // The ranked descriptor: two pointers, then offset, sizes, strides.
  struct {
    void *allocated, *aligned;
    int64_t fields[1 + 2 * 8];
  } descriptor;

  Operand(std::vector<int64_t> roleSizes, std::vector<int64_t> position,
          int64_t rowPadding, int64_t seed)
      : roleSizes(std::move(roleSizes)), position(std::move(position)) {
    int64_t rank = 0;
    for (int64_t p : this->position)
      rank += p >= 0;
    sizes.assign(rank, 0);
    for (size_t role = 0; role < this->position.size(); ++role)
      if (this->position[role] >= 0)
        sizes[this->position[role]] = this->roleSizes[role];
    strides.assign(rank, 1);
    int64_t stride = 1;
    for (int64_t d = rank - 1; d >= 0; --d) {
      strides[d] = stride;
      stride *= sizes[d] + (d == rank - 1 ? rowPadding : 0);
    }
    data.assign(offset + stride + 1, -100.0f);
    int64_t count = 0;
    forEach([&](const std::vector<int64_t> &role) {
      at(role) = static_cast<float>((count++ * 7 + seed) % 13 - 6) / 8.0f;
    });
    descriptor.allocated = descriptor.aligned = data.data();
    descriptor.fields[0] = offset;
    for (int64_t d = 0; d < rank; ++d) {
      descriptor.fields[1 + d] = sizes[d];
      descriptor.fields[1 + rank + d] = strides[d];
    }
  }

  int64_t rank() const { return static_cast<int64_t>(sizes.size()); }

  XhloAotUnrankedMemRef ref() { return {rank(), &descriptor}; }

  /// The element at an index in role order.
  float &at(const std::vector<int64_t> &role) {
    int64_t index = offset;
    for (size_t r = 0; r < role.size(); ++r)
      if (position[r] >= 0)
        index += role[r] * strides[position[r]];
    return data[index];
  }

  template <typename F> void forEach(F f) {
    std::vector<int64_t> index(roleSizes.size(), 0);
    for (int64_t size : roleSizes)
      if (size == 0)
        return;
    while (true) {
      f(index);
      int64_t r = static_cast<int64_t>(index.size()) - 1;
      for (; r >= 0; --r) {
        if (++index[r] < roleSizes[r])
          break;
        index[r] = 0;
      }
      if (r < 0)
        return;
    }
  }
};

struct Window {
  std::vector<int64_t> strides, dilations, padLow, padHigh, reversed;
};

/// An XLA convolution's problem: sizes, window and the three layouts.
struct Case {
  int64_t batch, groups, inFeatures, outFeatures;
  std::vector<int64_t> in, window;
  Window w;
  /// Memref dimension of each role (batch/out feature, group, feature,
  /// spatial...) of the input, kernel and output.
  std::vector<int64_t> inPos, kPos, outPos;
  int64_t rowPadding = 0;
  bool accumulate = false;
  /// The configuration's mode 2: oneDNN's direct algorithm only.
  bool directOnly = false;

  int64_t spatial() const { return static_cast<int64_t>(in.size()); }
  std::vector<int64_t> out() const {
    std::vector<int64_t> result;
    for (int64_t i = 0; i < spatial(); ++i) {
      int64_t padded = in[i] + w.padLow[i] + w.padHigh[i];
      int64_t extent = window[i] ? (window[i] - 1) * w.dilations[i] + 1 : 0;
      result.push_back(padded < extent ? 0
                                       : (padded - extent) / w.strides[i] + 1);
    }
    return result;
  }
};

std::vector<int64_t> concat(std::vector<int64_t> a,
                            const std::vector<int64_t> &b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

std::vector<int64_t> config(const Case &c) {
  std::vector<int64_t> result = {c.spatial(), (c.accumulate ? 1 : 0) |
                                                  (c.directOnly ? 2 : 0)};
  for (const auto *pos : {&c.inPos, &c.kPos, &c.outPos})
    result.insert(result.end(), pos->begin(), pos->end());
  for (const auto *v :
       {&c.w.strides, &c.w.dilations, &c.w.padLow, &c.w.padHigh, &c.w.reversed})
    result.insert(result.end(), v->begin(), v->end());
  return result;
}

/// The epilogue of xhlo_aot_convolution_bias_f32: a bias (every
/// `stride`-th float of its buffer, one per group and output feature) and
/// possibly the ReLU.
struct BiasRelu {
  int64_t stride = 1;
  bool relu = false;
};

/// Runs `c` through the runtime and checks every output element against
/// loops (and that nothing else of the output's buffer changed): exactly,
/// or within `tolerance` * (1 + |expected|). With `epilogue`, through
/// xhlo_aot_convolution_bias_f32.
void check(const Case &c, float tolerance = 0.0f,
           std::optional<BiasRelu> epilogue = std::nullopt) {
  SCOPED_TRACE(::testing::Message()
               << "spatial " << c.spatial() << ", groups " << c.groups
               << ", accumulate " << c.accumulate);
  std::vector<int64_t> outSizes = c.out();
  Operand input(concat({c.batch, c.groups, c.inFeatures}, c.in), c.inPos,
                c.rowPadding, 1);
  Operand kernel(concat({c.outFeatures, c.groups, c.inFeatures}, c.window),
                 c.kPos, c.rowPadding, 5);
  Operand output(concat({c.batch, c.groups, c.outFeatures}, outSizes), c.outPos,
                 c.rowPadding, 9);
  std::vector<float> before = output.data;

  // The expected output: XLA's definition.
  Operand expected = output;
  int64_t s = c.spatial();
  expected.forEach([&](const std::vector<int64_t> &o) {
    float sum = 0.0f;
    std::vector<int64_t> k(3 + s), i(3 + s);
    for (int64_t f = 0; f < c.inFeatures; ++f) {
      std::vector<int64_t> win(s, 0);
      bool more = true;
      while (more) {
        bool inside = true;
        i[0] = o[0], i[1] = o[1], i[2] = f;
        k[0] = o[2], k[1] = o[1], k[2] = f;
        for (int64_t d = 0; d < s; ++d) {
          int64_t x = o[3 + d] * c.w.strides[d] + win[d] * c.w.dilations[d] -
                      c.w.padLow[d];
          inside &= x >= 0 && x < c.in[d];
          i[3 + d] = x;
          k[3 + d] = c.w.reversed[d] ? c.window[d] - 1 - win[d] : win[d];
        }
        if (inside)
          sum += input.at(i) * kernel.at(k);
        int64_t d = s - 1;
        for (; d >= 0; --d) {
          if (++win[d] < c.window[d])
            break;
          win[d] = 0;
        }
        more = d >= 0 && s > 0;
      }
    }
    float &e = expected.at(o);
    e = c.accumulate ? e + sum : sum;
  });
  // The bias: -0.75 to 0.75, so that the ReLU clips some sums; one NaN.
  int64_t features = c.groups * c.outFeatures;
  std::vector<float> bias(
      static_cast<size_t>(features * (epilogue ? epilogue->stride : 1)), 7.0f);
  if (epilogue) {
    for (int64_t f = 0; f < features; ++f)
      bias[f * epilogue->stride] =
          f == 1 ? NAN : static_cast<float>(f % 7 - 3) / 4.0f;
    expected.forEach([&](const std::vector<int64_t> &o) {
      float &e = expected.at(o);
      e += bias[(o[1] * c.outFeatures + o[2]) * epilogue->stride];
      if (epilogue->relu)
        e = e > 0.0f || std::isnan(e) ? e : 0.0f;
    });
  }

  std::vector<int64_t> cfg = config(c);
  XhloAotMemRef1D cfgRef = {
      cfg.data(), cfg.data(), 0, {static_cast<int64_t>(cfg.size())}, {1}};
  XhloAotUnrankedMemRef in = input.ref(), k = kernel.ref(), out = output.ref();
  if (epilogue) {
    XhloAotMemRef1D biasRef = {
        bias.data(), bias.data(), 0, {features}, {epilogue->stride}};
    _mlir_ciface_xhlo_aot_convolution_bias_f32(&in, &k, &biasRef, &out, &cfgRef,
                                               epilogue->relu ? 1 : 0);
  } else {
    _mlir_ciface_xhlo_aot_convolution_f32(&in, &k, &out, &cfgRef);
  }
  // Compare every element of the buffer: outside the output nothing moves
  // (NaN where the loops have NaN).
  ASSERT_EQ(output.data.size(), expected.data.size());
  int64_t differing = 0;
  for (size_t e = 0; e < output.data.size(); ++e)
    if (!(std::fabs(output.data[e] - expected.data[e]) <=
              tolerance * (1.0f + std::fabs(expected.data[e])) ||
          (std::isnan(output.data[e]) && std::isnan(expected.data[e]))) &&
        differing++ < 5)
      ADD_FAILURE() << "element " << e << ": " << output.data[e]
                    << " != " << expected.data[e] << " (was " << before[e]
                    << ")";
  EXPECT_EQ(differing, 0);
}

/// NCHW / OIHW (groups split group-major) for `s` spatial dimensions.
Case nchw(int64_t s) {
  Case c{};
  std::vector<int64_t> spatial(s);
  std::iota(spatial.begin(), spatial.end(), 3);
  c.inPos = concat({0, 1, 2}, spatial);
  c.kPos = concat({1, 0, 2}, spatial); // [g, o, i, spatial]
  c.outPos = concat({0, 1, 2}, spatial);
  c.w.strides.assign(s, 1);
  c.w.dilations.assign(s, 1);
  c.w.padLow.assign(s, 0);
  c.w.padHigh.assign(s, 0);
  c.w.reversed.assign(s, 0);
  return c;
}

TEST(AotConvolution, Nchw2dStridesPaddingDilation) {
  Case c = nchw(2);
  c.batch = 2, c.groups = 1, c.inFeatures = 3, c.outFeatures = 4;
  c.in = {9, 8}, c.window = {3, 2};
  c.w.strides = {2, 1};
  c.w.dilations = {1, 2};
  c.w.padLow = {1, 0};
  c.w.padHigh = {1, 2};
  check(c);
  c.accumulate = true;
  check(c);
  // Rows of 8 elements in 11 (strides oneDNN takes as they are).
  c.rowPadding = 3;
  check(c);
}

TEST(AotConvolution, NhwcGroupedReversed) {
  // Input [n, h, w, g, c], kernel [h, w, c, g, o], output [n, h, w, g, o].
  Case c = nchw(2);
  c.batch = 3, c.groups = 2, c.inFeatures = 3, c.outFeatures = 5;
  c.in = {7, 6}, c.window = {3, 3};
  c.inPos = {0, 3, 4, 1, 2};
  c.kPos = {4, 3, 2, 0, 1};
  c.outPos = {0, 3, 4, 1, 2};
  c.w.padLow = {1, 1};
  c.w.padHigh = {1, 0};
  c.w.reversed = {1, 0};
  c.w.strides = {1, 2};
  check(c);
}

TEST(AotConvolution, Depthwise) {
  Case c = nchw(2);
  c.batch = 1, c.groups = 8, c.inFeatures = 1, c.outFeatures = 2;
  c.in = {10, 10}, c.window = {3, 3};
  c.w.padLow = {1, 1};
  c.w.padHigh = {1, 1};
  check(c);
}

TEST(AotConvolution, OneAndThreeSpatialDimensions) {
  Case c1 = nchw(1);
  c1.batch = 2, c1.groups = 1, c1.inFeatures = 4, c1.outFeatures = 3;
  c1.in = {17}, c1.window = {4};
  c1.w.strides = {3};
  c1.w.dilations = {2};
  c1.w.padHigh = {2};
  check(c1);
  Case c3 = nchw(3);
  c3.batch = 1, c3.groups = 2, c3.inFeatures = 2, c3.outFeatures = 2;
  c3.in = {5, 6, 4}, c3.window = {2, 3, 2};
  c3.w.padLow = {1, 0, 1};
  c3.w.reversed = {0, 1, 1};
  check(c3);
}

TEST(AotConvolution, NoGroupDimension) {
  Case c = nchw(2);
  c.batch = 1, c.groups = 1, c.inFeatures = 5, c.outFeatures = 6;
  c.in = {6, 6}, c.window = {3, 3};
  // [n, c, h, w], [o, i, h, w], [n, o, h, w] without group dimensions.
  c.inPos = {0, -1, 1, 2, 3};
  c.kPos = {0, -1, 1, 2, 3};
  c.outPos = {0, -1, 1, 2, 3};
  check(c);
}

TEST(AotConvolution, GroupsOneDnnCannotMergeRunInLoops) {
  // The group dimension inside the feature one: features of a group are not
  // one stride apart from the next group's, so the runtime's loops run.
  Case c = nchw(2);
  c.batch = 2, c.groups = 3, c.inFeatures = 2, c.outFeatures = 2;
  c.in = {5, 5}, c.window = {2, 2};
  c.inPos = {0, 2, 1, 3, 4};  // [n, c, g, h, w]
  c.outPos = {0, 2, 1, 3, 4}; // [n, o, g, h, w]
  c.w.padLow = {1, 0};
  c.w.reversed = {1, 1};
  check(c);
  c.accumulate = true;
  check(c);
}

TEST(AotConvolution, WindowLargerThanInputGivesEmptyOrZeros) {
  // No window position fits: an empty output, nothing written.
  Case c = nchw(2);
  c.batch = 1, c.groups = 1, c.inFeatures = 2, c.outFeatures = 2;
  c.in = {2, 2}, c.window = {3, 3};
  check(c);
  // An empty input feature dimension: zeros (or the output unchanged when
  // accumulating).
  Case e = nchw(2);
  e.batch = 1, e.groups = 1, e.inFeatures = 0, e.outFeatures = 2;
  e.in = {3, 3}, e.window = {2, 2};
  check(e);
  e.accumulate = true;
  check(e);
}

/// A 3x3 layer of 32 -> 48 features and 28x28 pixels, padded by 1: a shape
/// the runtime gives oneDNN's Winograd kernels where the CPU has them
/// (preferWinogradConvolution), channels-last as xhlo-aot passes
/// activations.
Case winogradLayer() {
  Case c = nchw(2);
  c.batch = 1, c.groups = 1, c.inFeatures = 32, c.outFeatures = 48;
  c.in = {28, 28}, c.window = {3, 3};
  c.inPos = {0, -1, 3, 1, 2}; // [n, h, w, c]
  c.kPos = {0, -1, 1, 2, 3};  // [o, i, h, w]
  c.outPos = {0, -1, 3, 1, 2};
  c.w.padLow = {1, 1};
  c.w.padHigh = {1, 1};
  return c;
}

TEST(AotConvolution, WinogradShapes) {
  // The Winograd layer, padded or with the padding in the input.
  // Winograd's transforms round, so within a tolerance.
  Case c = winogradLayer();
  check(c, 1e-4f);
  c.accumulate = true;
  check(c, 1e-4f);
  c.accumulate = false;
  c.in = {30, 30};
  c.w.padLow = {0, 0};
  c.w.padHigh = {0, 0};
  check(c, 1e-4f);
}

TEST(AotConvolution, DirectOnlyIsExactOnWinogradShapes) {
  // The same shapes with the configuration's mode 2 (xhlo-aot
  // --precise-math): oneDNN's direct algorithm, whose sums of these
  // multiples of 1/8 are exact (Winograd's transforms are not), so exactly;
  // accumulating too (mode 3).
  Case c = winogradLayer();
  c.directOnly = true;
  check(c);
  c.accumulate = true;
  check(c);
  c.accumulate = false;
  c.inPos = c.outPos = {0, 1, 2, 3, 4}; // NCHW
  c.kPos = {1, 0, 2, 3, 4};
  check(c);
  check(c, 0.0f, BiasRelu{1, true});
}

TEST(AotConvolution, BiasAndRelu) {
  // xhlo_aot_convolution_bias_f32 on oneDNN's layouts written in place
  // (NCHW), reordered back (Winograd's blocked result), grouped with a
  // strided bias (copied first), in the runtime's loops (groups oneDNN
  // cannot merge), accumulating, and on an empty input: the bias added
  // after the sum, the ReLU keeping NaN (the bias of feature 1 is NaN).
  Case c = nchw(2);
  c.batch = 2, c.groups = 1, c.inFeatures = 3, c.outFeatures = 4;
  c.in = {6, 5}, c.window = {3, 3};
  c.w.padLow = {1, 1};
  c.w.padHigh = {1, 1};
  check(c, 0.0f, BiasRelu{1, true});
  check(c, 0.0f, BiasRelu{3, false});
  c.accumulate = true;
  check(c, 0.0f, BiasRelu{1, true});

  Case w = nchw(2);
  w.batch = 1, w.groups = 1, w.inFeatures = 32, w.outFeatures = 32;
  w.in = {28, 28}, w.window = {3, 3};
  w.inPos = {0, -1, 3, 1, 2};
  w.kPos = {0, -1, 1, 2, 3};
  w.outPos = {0, -1, 3, 1, 2};
  w.w.padLow = {1, 1};
  w.w.padHigh = {1, 1};
  check(w, 1e-4f, BiasRelu{1, true});

  Case g = nchw(2);
  g.batch = 3, g.groups = 2, g.inFeatures = 3, g.outFeatures = 5;
  g.in = {7, 6}, g.window = {3, 3};
  g.inPos = {0, 3, 4, 1, 2};
  g.kPos = {4, 3, 2, 0, 1};
  g.outPos = {0, 3, 4, 1, 2};
  g.w.padLow = {1, 1};
  g.w.padHigh = {1, 0};
  check(g, 0.0f, BiasRelu{2, true});
  // The group dimension inside the feature one: the runtime's loops.
  g.inPos = {0, 2, 1, 3, 4};
  g.kPos = {1, 0, 2, 3, 4};
  g.outPos = {0, 2, 1, 3, 4};
  check(g, 0.0f, BiasRelu{1, true});

  Case empty = nchw(2);
  empty.batch = 1, empty.groups = 1, empty.inFeatures = 0,
  empty.outFeatures = 3;
  empty.in = {4, 4}, empty.window = {3, 3};
  check(empty, 0.0f, BiasRelu{1, true});
}

TEST(AotConvolution, ConcurrentCallsShareThePrimitive) {
  Case c = nchw(2);
  c.batch = 1, c.groups = 1, c.inFeatures = 16, c.outFeatures = 16;
  c.in = {12, 12}, c.window = {3, 3};
  c.w.padLow = {1, 1};
  c.w.padHigh = {1, 1};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&] {
      for (int i = 0; i < 5; ++i)
        check(c);
    });
  for (std::thread &t : threads)
    t.join();
}

TEST(AotConvolutionDeathTest, MalformedConfigurationAbortsWithTheReason) {
  Case c = nchw(2);
  c.batch = 1, c.groups = 1, c.inFeatures = 1, c.outFeatures = 1;
  c.in = {3, 3}, c.window = {2, 2};
  Operand input(concat({1, 1, 1}, c.in), c.inPos, 0, 1);
  Operand kernel(concat({1, 1, 1}, c.window), c.kPos, 0, 1);
  Operand output(concat({1, 1, 1}, {2, 2}), c.outPos, 0, 1);
  XhloAotUnrankedMemRef in = input.ref(), k = kernel.ref(), out = output.ref();
  std::vector<int64_t> cfg = config(c);
  XhloAotMemRef1D shortRef = {cfg.data(), cfg.data(), 0, {5}, {1}};
  EXPECT_DEATH(_mlir_ciface_xhlo_aot_convolution_f32(&in, &k, &out, &shortRef),
               "convolution: the configuration does not have");
  std::vector<int64_t> badMode = cfg;
  badMode[1] = 4;
  XhloAotMemRef1D badModeRef = {badMode.data(),
                                badMode.data(),
                                0,
                                {static_cast<int64_t>(badMode.size())},
                                {1}};
  EXPECT_DEATH(
      _mlir_ciface_xhlo_aot_convolution_f32(&in, &k, &out, &badModeRef),
      "the configuration's mode is not a combination of 1 \\(accumulate\\) "
      "and 2 \\(direct algorithm only\\)");
  std::vector<int64_t> twice = cfg;
  twice[3] = twice[2]; // The input's batch dimension named as its group too.
  XhloAotMemRef1D twiceRef = {
      twice.data(), twice.data(), 0, {static_cast<int64_t>(twice.size())}, {1}};
  EXPECT_DEATH(_mlir_ciface_xhlo_aot_convolution_f32(&in, &k, &out, &twiceRef),
               "names dimension 0 of the input .* twice");
  Operand wrongOut(concat({1, 1, 1}, {3, 2}), c.outPos, 0, 1);
  XhloAotUnrankedMemRef bad = wrongOut.ref();
  XhloAotMemRef1D cfgRef = {
      cfg.data(), cfg.data(), 0, {static_cast<int64_t>(cfg.size())}, {1}};
  EXPECT_DEATH(_mlir_ciface_xhlo_aot_convolution_f32(&in, &k, &bad, &cfgRef),
               "an output spatial size is not the window's count");
  float bias[2] = {0.0f, 0.0f};
  XhloAotMemRef1D biasRef = {bias, bias, 0, {2}, {1}};
  EXPECT_DEATH(_mlir_ciface_xhlo_aot_convolution_bias_f32(&in, &k, &biasRef,
                                                          &out, &cfgRef, 1),
               "the bias is not one value per output feature");
}

TEST(AotConvolutionDeathTest, MalformedStageAbortsWithTheReason) {
  // xhlo_aot_convolution_stage_f32: a 3 x 3 convolution of a {1, 1, 4, 4}
  // NCHW input into a blocked buffer ({1, 2, 2, 2}); then flags beyond the
  // four, a blocked input no stage wrote (its header names no layout), a
  // blocked output too small for the activation.
  std::vector<float> input(16, 0.5f), kernel(2 * 9, 0.25f);
  std::vector<float> output(XHLO_AOT_CONVOLUTION_STAGE_BUFFER(1, 2, 2, 2), 0);
  struct {
    void *allocated, *aligned;
    int64_t fields[9];
  } in = {input.data(), input.data(), {0, 1, 1, 4, 4, 16, 16, 4, 1}},
    k = {kernel.data(), kernel.data(), {0, 2, 1, 3, 3, 9, 9, 3, 1}};
  struct {
    void *allocated, *aligned;
    int64_t fields[3];
  } out = {output.data(),
           output.data(),
           {0, static_cast<int64_t>(output.size()), 1}},
    small = {output.data(), output.data(), {0, 20, 1}};
  XhloAotUnrankedMemRef inRef = {4, &in}, kRef = {4, &k}, outRef = {1, &out},
                        smallRef = {1, &small};
  float bias = 0.0f;
  XhloAotMemRef1D biasRef = {&bias, &bias, 0, {1}, {1}};
  std::vector<int64_t> cfg = {2, 0, 0, -1, 1, 2, 3, 0, -1, 1, 2, 3, 0, -1,
                              1, 2, 3, 1,  1, 1, 1, 0, 0,  0, 0, 0, 0, 8,
                              1, 1, 1, 1,  0, 1, 1, 4, 4,  1, 2, 2, 2};
  ASSERT_EQ(cfg.size(), size_t(XHLO_AOT_CONVOLUTION_STAGE_CONFIG_SIZE));
  auto ref = [](std::vector<int64_t> &values) {
    return XhloAotMemRef1D{values.data(),
                           values.data(),
                           0,
                           {static_cast<int64_t>(values.size())},
                           {1}};
  };
  // The well-formed stage writes its header.
  XhloAotMemRef1D good = ref(cfg);
  _mlir_ciface_xhlo_aot_convolution_stage_f32(&inRef, &kRef, &biasRef, &outRef,
                                              &good);
  EXPECT_NE(output[0], 0.0f);
  std::vector<int64_t> flags = cfg;
  flags[27] = 16;
  XhloAotMemRef1D flagsRef = ref(flags);
  EXPECT_DEATH(_mlir_ciface_xhlo_aot_convolution_stage_f32(
                   &inRef, &kRef, &biasRef, &outRef, &flagsRef),
               "convolution: a stage's flags are not a combination");
  // The next stage reading a buffer no stage wrote.
  std::vector<float> garbage(output.size(), 0.0f);
  garbage[0] = 1.5f;
  struct {
    void *allocated, *aligned;
    int64_t fields[3];
  } blockedIn = {garbage.data(),
                 garbage.data(),
                 {0, static_cast<int64_t>(garbage.size()), 1}};
  std::vector<float> k2(2 * 2 * 9, 0.25f), out2(2 * 2 * 2, 0.0f);
  struct {
    void *allocated, *aligned;
    int64_t fields[9];
  } k2Desc = {k2.data(), k2.data(), {0, 2, 2, 1, 1, 2, 1, 1, 1}},
    out2Desc = {out2.data(), out2.data(), {0, 1, 2, 2, 2, 8, 4, 2, 1}};
  XhloAotUnrankedMemRef blockedRef = {1, &blockedIn}, k2Ref = {4, &k2Desc},
                        out2Ref = {4, &out2Desc};
  std::vector<int64_t> next = {2, 0, 0, -1, 1, 2, 3, 0, -1, 1, 2, 3, 0, -1,
                               1, 2, 3, 1,  1, 1, 1, 0, 0,  0, 0, 0, 0, 4,
                               1, 1, 1, 1,  0, 1, 2, 2, 2,  1, 2, 2, 2};
  XhloAotMemRef1D nextRef = ref(next);
  EXPECT_DEATH(_mlir_ciface_xhlo_aot_convolution_stage_f32(
                   &blockedRef, &k2Ref, &biasRef, &out2Ref, &nextRef),
               "the input's blocked buffer names no layout");
  EXPECT_DEATH(_mlir_ciface_xhlo_aot_convolution_stage_f32(
                   &inRef, &kRef, &biasRef, &smallRef, &good),
               "the output is not a dense blocked buffer of its activation");
}

} // namespace
