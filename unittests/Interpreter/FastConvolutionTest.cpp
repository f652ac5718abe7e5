//===- FastConvolutionTest.cpp - oneDNN convolutions against the reference
//-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Differential tests of the oneDNN convolution fast path (Kernels/
// FastConvolution.cpp) on random convolutions of the forms training emits:
// forward convolutions (strides, padding, window dilation, reversal,
// feature groups, random dim_labels), the input gradients hlo-autodiff
// writes for them (base dilation = the forward stride, reversed windows,
// padding past the window's extent), and their kernel gradients (batch and
// feature roles swapped, the output gradient as a window larger than the
// result, window dilation = the forward stride, batch groups = the forward
// feature groups, negative high padding). Each runs once with the fast paths
// and once with ExecutableOptions::referenceKernels; the results must agree
// within a tolerance, and the recorded event must name the oneDNN primitive
// that ran: a case the fast path declined fails.
//
//===----------------------------------------------------------------------===//

#include "KernelTestBase.h"

#include "xhlo/AotRuntime/ConvolutionAlgorithm.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <random>
#include <string>
#include <vector>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;
using namespace xhlo::interp::test;

namespace {

/// `[1, 2, 3]`.
std::string listOf(const std::vector<int64_t> &values) {
  return "[" +
         llvm::join(llvm::map_range(
                        values, [](int64_t v) { return std::to_string(v); }),
                    ", ") +
         "]";
}

/// `tensor<2x3xf32>`.
std::string tensorOf(const std::vector<int64_t> &shape) {
  std::string text = "tensor<";
  for (int64_t size : shape)
    text += std::to_string(size) + "x";
  return text + "f32>";
}

/// A convolution in XLA's terms. Labels of each operand: -1 batch (kernel:
/// output feature), -2 feature (kernel: input feature), s >= 0 spatial.
struct Conv {
  std::vector<int> lhsLabels, rhsLabels, outLabels;
  int64_t lhsBatch = 1, lhsFeature = 1, kIn = 1, kOut = 1, outBatch = 1,
          outFeature = 1;
  std::vector<int64_t> lhsSpatial, kSpatial, outSpatial;
  std::vector<int64_t> stride, padLow, padHigh, lhsDilate, rhsDilate, reversal;
  int64_t featureGroups = 1, batchGroups = 1;

  static std::vector<int64_t> shapeOf(const std::vector<int> &labels,
                                      int64_t first, int64_t second,
                                      const std::vector<int64_t> &spatial) {
    std::vector<int64_t> shape;
    for (int label : labels)
      shape.push_back(label == -1   ? first
                      : label == -2 ? second
                                    : spatial[label]);
    return shape;
  }
  std::vector<int64_t> lhsShape() const {
    return shapeOf(lhsLabels, lhsBatch, lhsFeature, lhsSpatial);
  }
  std::vector<int64_t> rhsShape() const {
    return shapeOf(rhsLabels, kOut, kIn, kSpatial);
  }
  std::vector<int64_t> outShape() const {
    return shapeOf(outLabels, outBatch, outFeature, outSpatial);
  }
  /// Fills outSpatial from the window; false if a size is not positive.
  bool inferOutput() {
    outSpatial.clear();
    for (size_t s = 0; s < lhsSpatial.size(); ++s) {
      int64_t base = (lhsSpatial[s] - 1) * lhsDilate[s] + 1;
      int64_t window = (kSpatial[s] - 1) * rhsDilate[s] + 1;
      int64_t span = base + padLow[s] + padHigh[s] - window;
      if (span < 0)
        return false;
      outSpatial.push_back(span / stride[s] + 1);
    }
    return true;
  }

  /// A 3x3 convolution padded by 1 on each side (the output as large as
  /// the input), NCHW input and output, OIHW kernel: `in` features of a
  /// [batch, in, spatial...] input into `out`, the window reversed or not.
  static Conv same3x3(int64_t batch, int64_t in, int64_t out,
                      std::vector<int64_t> spatial, bool reversed = false) {
    Conv c;
    c.lhsLabels = c.outLabels = c.rhsLabels = {-1, -2, 0, 1};
    c.lhsBatch = c.outBatch = batch;
    c.lhsFeature = c.kIn = in;
    c.kOut = c.outFeature = out;
    c.lhsSpatial = std::move(spatial);
    c.kSpatial = {3, 3};
    c.stride = c.lhsDilate = c.rhsDilate = {1, 1};
    c.padLow = c.padHigh = {1, 1};
    c.reversal = {reversed, reversed};
    return c;
  }

  std::string source() const {
    auto render = [](const std::vector<int> &labels, const char *first,
                     const char *second) {
      auto name = [&](int label) -> std::string {
        return label == -1   ? first
               : label == -2 ? second
                             : std::to_string(label);
      };
      return "[" + llvm::join(llvm::map_range(labels, name), ", ") + "]";
    };
    std::string lhsType = tensorOf(lhsShape()), rhsType = tensorOf(rhsShape()),
                outType = tensorOf(outShape());
    std::string text =
        "func.func @main(%x: " + lhsType + ", %k: " + rhsType + ") -> " +
        outType + " {\n  %r = hlo.convolution %x, %k, window = <size = " +
        listOf(kSpatial) + ", stride = " + listOf(stride) +
        ", pad_low = " + listOf(padLow) + ", pad_high = " + listOf(padHigh) +
        ", lhs_dilate = " + listOf(lhsDilate) +
        ", rhs_dilate = " + listOf(rhsDilate) +
        ", rhs_reversal = " + listOf(reversal) + ">, dim_labels = <" +
        render(lhsLabels, "b", "f") + "x" + render(rhsLabels, "o", "i") + "->" +
        render(outLabels, "b", "f") + ">";
    if (featureGroups > 1)
      text += ", feature_group_count = " + std::to_string(featureGroups);
    if (batchGroups > 1)
      text += ", batch_group_count = " + std::to_string(batchGroups);
    return text + " : (" + lhsType + ", " + rhsType + ") -> " + outType +
           "\n  return %r : " + outType + "\n}\n";
  }
};

class FastConvolutionTest : public KernelTestBase {
protected:
  std::mt19937 rng{15};

  int64_t pick(int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  }
  std::vector<int> labels(int numSpatial) {
    std::vector<int> result{-1, -2};
    for (int s = 0; s < numSpatial; ++s)
      result.push_back(s);
    std::shuffle(result.begin(), result.end(), rng);
    return result;
  }
  Literal randomLiteral(const std::vector<int64_t> &shape) {
    Literal literal(ElementType::F32, shape);
    std::uniform_real_distribution<float> value(-1.0f, 1.0f);
    for (int64_t i = 0; i < literal.getNumElements(); ++i)
      literal.as<float>()[i] = value(rng);
    return literal;
  }

  /// A random forward convolution (NCHW-like sizes, random labels).
  Conv randomForward(bool withReversal) {
    for (;;) {
      Conv c;
      int numSpatial = pick(1, 3);
      int64_t groups = pick(1, 3);
      c.lhsBatch = c.outBatch = pick(1, 3);
      c.kIn = pick(1, 4);
      c.lhsFeature = groups * c.kIn;
      c.kOut = c.outFeature = groups * pick(1, 4);
      c.featureGroups = groups;
      bool valid = true;
      for (int s = 0; s < numSpatial; ++s) {
        int64_t in = pick(1, numSpatial == 3 ? 5 : 9), kernel = pick(1, 3),
                dilation = pick(1, 2);
        // Padding from -1 (cropping) to the window's extent - 1; some input
        // left after cropping.
        int64_t extent = (kernel - 1) * dilation + 1;
        int64_t low = pick(-1, std::min<int64_t>(2, extent - 1)),
                high = pick(-1, std::min<int64_t>(2, extent - 1));
        valid &=
            in + std::min<int64_t>(low, 0) + std::min<int64_t>(high, 0) >= 1;
        c.lhsSpatial.push_back(in);
        c.kSpatial.push_back(kernel);
        c.stride.push_back(pick(1, 2));
        c.rhsDilate.push_back(dilation);
        c.lhsDilate.push_back(1);
        c.padLow.push_back(low);
        c.padHigh.push_back(high);
        c.reversal.push_back(withReversal ? pick(0, 1) : 0);
      }
      if (!valid)
        continue;
      c.lhsLabels = labels(numSpatial);
      c.rhsLabels = labels(numSpatial);
      c.outLabels = labels(numSpatial);
      if (c.inferOutput())
        return c;
    }
  }

  /// `labels` with the batch and feature roles (kernel: output and input
  /// feature) swapped.
  static std::vector<int> swapRoles(std::vector<int> labels) {
    for (int &label : labels)
      label = label == -1 ? -2 : label == -2 ? -1 : label;
    return labels;
  }

  /// The input gradient of `f` as hlo-autodiff writes it (JAX's
  /// _conv_general_dilated_transpose_lhs), with the kernel's reversal in
  /// the window; feature groups only when `f` has none.
  static Conv inputGradient(const Conv &f) {
    Conv g;
    g.lhsLabels = f.outLabels;
    g.lhsBatch = f.outBatch;
    g.lhsFeature = f.outFeature;
    g.lhsSpatial = f.outSpatial;
    // The kernel's roles swap: its output features are read as input ones.
    g.rhsLabels = swapRoles(f.rhsLabels);
    g.kIn = f.kOut;
    g.kOut = f.kIn;
    g.kSpatial = f.kSpatial;
    g.outLabels = f.lhsLabels;
    g.outBatch = f.lhsBatch;
    g.outFeature = f.lhsFeature;
    for (size_t s = 0; s < f.lhsSpatial.size(); ++s) {
      int64_t window = (f.kSpatial[s] - 1) * f.rhsDilate[s] + 1;
      int64_t base = f.lhsSpatial[s];
      int64_t outDilated = (f.outSpatial[s] - 1) * f.stride[s] + 1;
      int64_t before = window - f.padLow[s] - 1;
      g.padLow.push_back(before);
      g.padHigh.push_back(base + window - 1 - outDilated - before);
      g.stride.push_back(1);
      g.lhsDilate.push_back(f.stride[s]);
      g.rhsDilate.push_back(f.rhsDilate[s]);
      g.reversal.push_back(!f.reversal[s]);
    }
    g.inferOutput();
    return g;
  }

  /// The kernel gradient of `f` (JAX's _conv_general_dilated_transpose_rhs):
  /// the input with batch and feature roles swapped, convolved with the
  /// output gradient as the window; feature groups become batch groups.
  static Conv kernelGradient(const Conv &f) {
    Conv g;
    g.lhsLabels = swapRoles(f.lhsLabels);
    g.lhsBatch = f.lhsFeature;
    g.lhsFeature = f.lhsBatch;
    g.lhsSpatial = f.lhsSpatial;
    // The output gradient: its batch is the kernel's input feature.
    g.rhsLabels = swapRoles(f.outLabels);
    g.kIn = f.outBatch;
    g.kOut = f.outFeature;
    g.kSpatial = f.outSpatial;
    // The result has the kernel's layout: output feature = batch label.
    g.outLabels = swapRoles(f.rhsLabels);
    g.outBatch = f.kIn;
    g.outFeature = f.kOut;
    g.batchGroups = f.featureGroups;
    for (size_t s = 0; s < f.lhsSpatial.size(); ++s) {
      int64_t window = (f.kSpatial[s] - 1) * f.rhsDilate[s] + 1;
      int64_t outDilated = (f.outSpatial[s] - 1) * f.stride[s] + 1;
      g.padLow.push_back(f.padLow[s]);
      g.padHigh.push_back(outDilated - f.lhsSpatial[s] + window - f.padLow[s] -
                          1);
      g.stride.push_back(f.rhsDilate[s]);
      g.lhsDilate.push_back(1);
      g.rhsDilate.push_back(f.stride[s]);
      g.reversal.push_back(0);
    }
    g.inferOutput();
    return g;
  }

  /// Runs @main of `source` on `arguments` with the fast paths and with
  /// the reference kernels; every result must agree within a tolerance.
  /// Returns the fast run's event names.
  std::vector<std::string> runBothWays(const std::string &source,
                                       const std::vector<Literal> &arguments) {
    auto values = [&] {
      std::vector<RtValue> result;
      for (const Literal &argument : arguments)
        result.emplace_back(argument.clone());
      return result;
    };
    ExecutableOptions fastOptions, referenceOptions;
    fastOptions.recordEvents = true;
    referenceOptions.referenceKernels = true;
    std::vector<std::string> names;
    std::unique_ptr<Executable> fast = compile(source, fastOptions);
    if (!fast)
      return names;
    FailureOr<std::vector<RtValue>> fastResults = fast->run(values());
    if (failed(fastResults)) {
      ADD_FAILURE() << "the fast run failed";
      return names;
    }
    for (const ExecutionEvent &event : fast->getEvents())
      names.push_back(event.name);
    std::vector<RtValue> reference = run(source, values(), referenceOptions);
    EXPECT_EQ(reference.size(), fastResults->size());
    for (size_t index = 0; index < reference.size(); ++index) {
      const Literal &f = (*fastResults)[index].getArray();
      const Literal &r = reference[index].getArray();
      EXPECT_EQ(f.getShape(), r.getShape());
      if (f.getShape() != r.getShape())
        continue;
      // Each element sums products of numbers in [-1, 1): rounding grows
      // with the sums, indexing mistakes give errors of order 1.
      float largest = 0;
      for (int64_t i = 0; i < r.getNumElements(); ++i)
        largest = std::max(largest, std::fabs(r.as<float>()[i]));
      float tolerance = 1e-5f * (1 + largest) * 16;
      for (int64_t i = 0; i < f.getNumElements(); ++i)
        if (std::fabs(f.as<float>()[i] - r.as<float>()[i]) > tolerance) {
          ADD_FAILURE() << "result " << index << " element " << i << ": "
                        << f.as<float>()[i] << ", the reference kernel gives "
                        << r.as<float>()[i];
          break;
        }
    }
    return names;
  }

  /// Runs `c` both ways on random operands; the fast run's event must name
  /// `expected` (or any oneDNN primitive when empty).
  void check(const Conv &c, const std::string &expected = "") {
    std::string source = c.source();
    SCOPED_TRACE(source);
    std::vector<Literal> arguments;
    arguments.push_back(randomLiteral(c.lhsShape()));
    arguments.push_back(randomLiteral(c.rhsShape()));
    std::vector<std::string> events = runBothWays(source, arguments);
    ASSERT_EQ(events.size(), 1u);
    ++primitives[events[0]];
    if (expected.empty())
      EXPECT_EQ(events[0].rfind("hlo.convolution (oneDNN ", 0), 0u)
          << events[0];
    else
      EXPECT_EQ(events[0], "hlo.convolution (oneDNN " + expected + ")");
    ++checked;
  }

  /// Runs `source` on `arguments` once, recording events, with
  /// ExecutableOptions::preciseMath as given: its first result, the name of
  /// its one step's event in `event`; nothing (the test failed) when it fails
  /// or runs other than one step.
  std::optional<Literal> runOneStep(const std::string &source,
                                    const std::vector<Literal> &arguments,
                                    bool preciseMath, std::string &event) {
    ExecutableOptions options;
    options.recordEvents = true;
    options.preciseMath = preciseMath;
    std::unique_ptr<Executable> executable = compile(source, options);
    EXPECT_TRUE(executable);
    if (!executable)
      return std::nullopt;
    std::vector<RtValue> values;
    for (const Literal &argument : arguments)
      values.emplace_back(argument.clone());
    FailureOr<std::vector<RtValue>> results = executable->run(values);
    EXPECT_TRUE(succeeded(results));
    if (failed(results))
      return std::nullopt;
    EXPECT_EQ(executable->getEvents().size(), 1u);
    if (executable->getEvents().size() != 1)
      return std::nullopt;
    event = executable->getEvents()[0].name;
    return (*results)[0].getArray().clone();
  }

  int checked = 0;
  /// How many checked convolutions ran on each implementation (by event
  /// name).
  std::map<std::string, int> primitives;
  int count(const std::string &primitive) {
    return primitives["hlo.convolution (oneDNN " + primitive + ")"];
  }
};

TEST_F(FastConvolutionTest, RandomForwardConvolutions) {
  for (int trial = 0; trial < 150; ++trial) {
    check(randomForward(/*withReversal=*/trial % 2));
    if (HasFatalFailure() || HasFailure())
      return;
  }
  EXPECT_EQ(checked, 150);
  // Windows larger than their output go to backward-weights, reversed
  // windows without strides to backward-data, the rest forward.
  EXPECT_GT(count("forward"), 75);
  EXPECT_GT(count("backward-data"), 5);
  EXPECT_GT(count("backward-weights"), 5);
}

TEST_F(FastConvolutionTest, RandomInputGradients) {
  int baseDilated = 0;
  for (int trial = 0; trial < 150; ++trial) {
    Conv f = randomForward(/*withReversal=*/trial % 3 == 0);
    Conv g = inputGradient(f);
    ASSERT_EQ(g.outSpatial, f.lhsSpatial) << f.source();
    // Feature groups: the autodiff moves them into the kernel by a
    // reshape; here a random grouped kernel of the same form instead.
    if (f.featureGroups > 1) {
      g.featureGroups = f.featureGroups;
      g.kIn = f.kOut / f.featureGroups;
      g.kOut = f.lhsFeature;
    }
    bool strided = std::any_of(f.stride.begin(), f.stride.end(),
                               [](int64_t s) { return s > 1; });
    baseDilated += strided;
    check(g, strided ? "backward-data" : "");
    if (HasFatalFailure() || HasFailure())
      return;
  }
  EXPECT_EQ(checked, 150);
  EXPECT_GT(baseDilated, 50);
  EXPECT_GT(count("backward-data"), 100);
}

TEST_F(FastConvolutionTest, RandomKernelGradients) {
  int grouped = 0;
  for (int trial = 0; trial < 150; ++trial) {
    Conv f = randomForward(/*withReversal=*/false);
    Conv g = kernelGradient(f);
    ASSERT_EQ(g.outSpatial, f.kSpatial) << f.source();
    grouped += g.batchGroups > 1;
    check(g, g.batchGroups > 1 ? "backward-weights" : "");
    if (HasFatalFailure() || HasFailure())
      return;
  }
  EXPECT_EQ(checked, 150);
  EXPECT_GT(grouped, 30);
  EXPECT_GT(count("backward-weights"), 100);
}

/// VGG19's layer shapes (a 3x3 convolution with padding 1, NCHW/OIHW), in
/// the three forms its train step runs, and a strided layer's input
/// gradient, with the primitive each must take.
TEST_F(FastConvolutionTest, TrainingLayerForms) {
  Conv f;
  f.lhsLabels = f.outLabels = {-1, -2, 0, 1};
  f.rhsLabels = {-1, -2, 0, 1};
  f.lhsBatch = f.outBatch = 2;
  f.lhsFeature = f.kIn = 16;
  f.kOut = f.outFeature = 32;
  f.lhsSpatial = {14, 14};
  f.kSpatial = {3, 3};
  f.stride = f.lhsDilate = f.rhsDilate = {1, 1};
  f.padLow = f.padHigh = {1, 1};
  f.reversal = {0, 0};
  ASSERT_TRUE(f.inferOutput());
  check(f, "forward");
  check(inputGradient(f), "backward-data");
  check(kernelGradient(f), "backward-weights");
  f.stride = {2, 2};
  ASSERT_TRUE(f.inferOutput());
  check(f, "forward");
  check(inputGradient(f), "backward-data");
  check(kernelGradient(f), "backward-weights");
  EXPECT_EQ(checked, 6);
}

/// The autodiff's input gradient reverses the kernel with hlo.reverse: the
/// plan folds it into the convolution's window (no step runs it) and
/// oneDNN's backward-data primitive reads the kernel as it is.
TEST_F(FastConvolutionTest, KernelReverseIsAbsorbed) {
  std::string source =
      R"(func.func @main(%dy: tensor<2x8x6x6xf32>, %w: tensor<8x4x3x3xf32>) -> tensor<2x4x11x11xf32> {
  %r = hlo.reverse %w, dimensions = [2, 3] : tensor<8x4x3x3xf32>
  %dx = hlo.convolution %dy, %r, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1], lhs_dilate = [2, 2]>, dim_labels = <[b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1]> : (tensor<2x8x6x6xf32>, tensor<8x4x3x3xf32>) -> tensor<2x4x11x11xf32>
  return %dx : tensor<2x4x11x11xf32>
})";
  std::vector<Literal> arguments;
  arguments.push_back(randomLiteral({2, 8, 6, 6}));
  arguments.push_back(randomLiteral({8, 4, 3, 3}));
  EXPECT_EQ(runBothWays(source, arguments),
            std::vector<std::string>{"hlo.convolution (oneDNN backward-data)"});
}

/// A reverse that is also read by another op stays a step.
TEST_F(FastConvolutionTest, SharedReverseStays) {
  std::string source =
      R"(func.func @main(%dy: tensor<1x2x5x5xf32>, %w: tensor<2x2x3x3xf32>) -> (tensor<1x2x5x5xf32>, tensor<2x2x3x3xf32>) {
  %r = hlo.reverse %w, dimensions = [2, 3] : tensor<2x2x3x3xf32>
  %dx = hlo.convolution %dy, %r, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1]> : (tensor<1x2x5x5xf32>, tensor<2x2x3x3xf32>) -> tensor<1x2x5x5xf32>
  return %dx, %r : tensor<1x2x5x5xf32>, tensor<2x2x3x3xf32>
})";
  std::vector<Literal> arguments;
  arguments.push_back(randomLiteral({1, 2, 5, 5}));
  arguments.push_back(randomLiteral({2, 2, 3, 3}));
  EXPECT_EQ(runBothWays(source, arguments),
            (std::vector<std::string>{"hlo.reverse",
                                      "hlo.convolution (oneDNN forward)"}));
}

/// An absorbed reverse whose convolution oneDNN cannot run (f64) is made
/// after all, and the reference kernel convolves with it.
TEST_F(FastConvolutionTest, AbsorbedReverseFallsBackToTheReferenceKernel) {
  std::string source =
      R"(func.func @main(%dy: tensor<1x2x4x4xf64>, %w: tensor<2x3x3x3xf64>) -> tensor<1x3x4x4xf64> {
  %r = hlo.reverse %w, dimensions = [2, 3] : tensor<2x3x3x3xf64>
  %dx = hlo.convolution %dy, %r, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1]> : (tensor<1x2x4x4xf64>, tensor<2x3x3x3xf64>) -> tensor<1x3x4x4xf64>
  return %dx : tensor<1x3x4x4xf64>
})";
  std::vector<double> dy(32), w(54);
  for (size_t i = 0; i < dy.size(); ++i)
    dy[i] = double(i % 7) - 3;
  for (size_t i = 0; i < w.size(); ++i)
    w[i] = double(i % 5) - 2;
  ExecutableOptions options;
  options.recordEvents = true;
  std::unique_ptr<Executable> executable = compile(source, options);
  ASSERT_TRUE(executable);
  FailureOr<std::vector<RtValue>> results =
      executable->run({makeLiteral(ElementType::F64, {1, 2, 4, 4}, dy),
                       makeLiteral(ElementType::F64, {2, 3, 3, 3}, w)});
  ASSERT_TRUE(succeeded(results));
  ASSERT_EQ(executable->getEvents().size(), 1u);
  EXPECT_EQ(executable->getEvents()[0].name, "hlo.convolution (reference)");
  // By hand: dx[o][y][x] = sum over i, ky, kx of dy[i][y + ky - 1][x + kx - 1]
  // * w[i][o][2 - ky][2 - kx] (the reversed kernel, input features i).
  std::vector<double> got = valuesOf<double>((*results)[0]);
  for (int o = 0; o < 3; ++o)
    for (int y = 0; y < 4; ++y)
      for (int x = 0; x < 4; ++x) {
        double sum = 0;
        for (int i = 0; i < 2; ++i)
          for (int ky = 0; ky < 3; ++ky)
            for (int kx = 0; kx < 3; ++kx) {
              int sy = y + ky - 1, sx = x + kx - 1;
              if (sy < 0 || sy >= 4 || sx < 0 || sx >= 4)
                continue;
              sum += dy[(i * 4 + sy) * 4 + sx] *
                     w[((i * 3 + o) * 3 + (2 - ky)) * 3 + (2 - kx)];
            }
        EXPECT_EQ(got[(o * 4 + y) * 4 + x], sum) << o << "," << y << "," << x;
      }
}

/// What oneDNN cannot compute runs on the reference kernel, and its event
/// says so: window strides together with base dilation, f64.
TEST_F(FastConvolutionTest, DeclinedFormsRunOnTheReferenceKernel) {
  Conv c;
  c.lhsLabels = c.outLabels = {-1, -2, 0};
  c.rhsLabels = {-1, -2, 0};
  c.lhsBatch = c.outBatch = 1;
  c.lhsFeature = c.kIn = 2;
  c.kOut = c.outFeature = 3;
  c.lhsSpatial = {7};
  c.kSpatial = {3};
  c.stride = {2};
  c.lhsDilate = {2};
  c.rhsDilate = {1};
  c.padLow = c.padHigh = {1};
  c.reversal = {0};
  ASSERT_TRUE(c.inferOutput());
  std::vector<Literal> arguments;
  arguments.push_back(randomLiteral(c.lhsShape()));
  arguments.push_back(randomLiteral(c.rhsShape()));
  EXPECT_EQ(runBothWays(c.source(), arguments),
            std::vector<std::string>{"hlo.convolution (reference)"});
}

/// The post-ops a convolution's fusion group may hold.
struct PostOps {
  bool bias = false, relu = false;
  /// maximum(0, x) instead of maximum(x, 0); add(bias, x) likewise.
  bool swapped = false;
  /// The zero is a broadcast scalar instead of a splat constant.
  bool scalarZero = false;
  /// The convolution's result is also returned (nothing fuses).
  bool alsoReturnConvolution = false;
};

/// `c`'s program with the post-ops after the convolution: bias (argument
/// %b, one value per output feature) and ReLU.
std::string withPostOps(const Conv &c, const PostOps &post) {
  std::string out = tensorOf(c.outShape());
  std::string source = c.source();
  size_t ret = source.find("\n  return");
  source.resize(ret);
  std::string bias = "tensor<" + std::to_string(c.outFeature) + "xf32>";
  size_t paren = source.find(") ->");
  if (post.bias)
    source.insert(paren, ", %b: " + bias);
  int64_t featureDim = std::find(c.outLabels.begin(), c.outLabels.end(), -2) -
                       c.outLabels.begin();
  std::string value = "%r";
  if (post.bias) {
    source += "\n  %bb = hlo.broadcast %b, dimensions = [" +
              std::to_string(featureDim) + "] : (" + bias + ") -> " + out;
    source += post.swapped ? "\n  %a = hlo.add %bb, %r : " + out
                           : "\n  %a = hlo.add %r, %bb : " + out;
    value = "%a";
  }
  if (post.relu) {
    if (post.scalarZero)
      source += "\n  %z0 = hlo.constant dense<0.0> : tensor<f32>"
                "\n  %z = hlo.broadcast %z0, dimensions = [] : (tensor<f32>) "
                "-> " +
                out;
    else
      source += "\n  %z = hlo.constant dense<0.0> : " + out;
    source += post.swapped ? "\n  %m = hlo.maximum %z, " + value + " : " + out
                           : "\n  %m = hlo.maximum " + value + ", %z : " + out;
    value = "%m";
  }
  if (post.alsoReturnConvolution) {
    source += "\n  return " + value + ", %r : " + out + ", " + out + "\n}\n";
    size_t arrow = source.find(") -> ");
    size_t brace = source.find(" {", arrow);
    source.replace(arrow + 5, brace - arrow - 5, "(" + out + ", " + out + ")");
  } else {
    source += "\n  return " + value + " : " + out + "\n}\n";
  }
  return source;
}

/// Convolutions with a bias after them run as one oneDNN primitive with a
/// bias (a fusion group), and agree with the reference kernels
/// (convolution, broadcast, add, maximum one by one): random forward
/// convolutions (strides, padding, cropping, window dilation, feature
/// groups, any dim_labels) with a bias, with and without a ReLU after it
/// (which joins the group), swapped operands, a broadcast scalar zero.
TEST_F(FastConvolutionTest, PostOpsFuseIntoTheConvolution) {
  int fused = 0;
  for (int trial = 0; trial < 120; ++trial) {
    Conv c = randomForward(/*withReversal=*/false);
    PostOps post;
    post.bias = true;
    post.relu = trial % 2;
    post.swapped = trial % 4 == 3;
    post.scalarZero = trial % 5 == 4;
    std::string source = withPostOps(c, post);
    SCOPED_TRACE(source);
    std::vector<Literal> arguments;
    arguments.push_back(randomLiteral(c.lhsShape()));
    arguments.push_back(randomLiteral(c.rhsShape()));
    if (post.bias)
      arguments.push_back(randomLiteral({c.outFeature}));
    std::vector<std::string> events = runBothWays(source, arguments);
    // The bias is oneDNN's post-op; the ReLU runs in the group after the
    // primitive (oneDNN's relu post-op would turn NaN into 0).
    std::string expected = post.relu ? "fusion(convolution,bias,maximum)"
                                     : "fusion(convolution,bias)";
    ASSERT_EQ(events.size(), 1u) << llvm::join(events, "; ");
    EXPECT_NE(events[0].find(expected), std::string::npos) << events[0];
    fused += events[0].find(expected) != std::string::npos;
  }
  EXPECT_EQ(fused, 120);
}

/// VGG19's layer (3x3, padding 1, NCHW) with bias and ReLU at an odd batch
/// and channel count, with zero-mean operands so that about half the
/// outputs are clamped; NaN in the input stays NaN through the ReLU (as
/// hlo.maximum propagates it).
TEST_F(FastConvolutionTest, VggLayerWithBiasAndRelu) {
  Conv c = Conv::same3x3(3, 5, 67, {13, 9});
  ASSERT_TRUE(c.inferOutput());
  PostOps post;
  post.bias = post.relu = true;
  std::string source = withPostOps(c, post);
  std::vector<Literal> arguments;
  arguments.push_back(randomLiteral(c.lhsShape()));
  arguments.push_back(randomLiteral(c.rhsShape()));
  arguments.push_back(randomLiteral({c.outFeature}));
  arguments[0].as<float>()[7] = NAN;
  std::vector<std::string> events = runBothWays(source, arguments);
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0], "fusion(convolution,bias,maximum)");
  // The NaN reaches the outputs whose windows hold it, through the ReLU.
  ExecutableOptions options;
  std::unique_ptr<Executable> executable = compile(source, options);
  ASSERT_TRUE(executable);
  std::vector<RtValue> values;
  for (const Literal &argument : arguments)
    values.emplace_back(argument.clone());
  FailureOr<std::vector<RtValue>> results = executable->run(values);
  ASSERT_TRUE(succeeded(results));
  const Literal &result = (*results)[0].getArray();
  int64_t nans = 0, zeros = 0;
  for (int64_t i = 0; i < result.getNumElements(); ++i) {
    nans += std::isnan(result.as<float>()[i]);
    zeros += result.as<float>()[i] == 0.0f;
  }
  // Input (0, 0, 0, 7): a 3x3 neighbourhood (one row at the border) in each
  // of the 67 output features of image 0.
  EXPECT_EQ(nans, 67 * 2 * 3);
  EXPECT_GT(zeros, result.getNumElements() / 4);
}

/// One op of a convolution's elementwise tail in tailProgram: the hlo op,
/// its other operand (`m`: a per-feature argument broadcast along the
/// features; `s`: a splat constant of the result's type; `b`: a broadcast
/// scalar constant) and whether the convolution's value comes second.
struct TailStep {
  const char *op;
  char operand;
  const char *constant;
  bool swapped;
};

/// A 3x3 convolution (padding 1) of a [batch, in, 9, 11] input into `out`
/// features (NCHW, or NHWC with `nhwc`), optionally with a bias, then
/// `steps`; each per-feature operand is an argument after the kernel (and
/// the bias).
std::string tailProgram(int64_t batch, int64_t in, int64_t out, bool nhwc,
                        bool bias, const std::vector<TailStep> &steps) {
  auto shape = [&](int64_t c) {
    std::string dims =
        nhwc ? "9x11x" + std::to_string(c) : std::to_string(c) + "x9x11";
    return "tensor<" + std::to_string(batch) + "x" + dims + "xf32>";
  };
  std::string x = shape(in), y = shape(out),
              vec = "tensor<" + std::to_string(out) + "xf32>";
  std::string k = nhwc ? "tensor<3x3x" + std::to_string(in) + "x" +
                             std::to_string(out) + "xf32>"
                       : "tensor<" + std::to_string(out) + "x" +
                             std::to_string(in) + "x3x3xf32>";
  std::string feature = nhwc ? "3" : "1";
  std::string params = "%x: " + x + ", %k: " + k, body;
  body += "  %v0 = hlo.convolution %x, %k, window = <size = [3, 3], pad_low = "
          "[1, 1], pad_high = [1, 1]>, dim_labels = " +
          std::string(nhwc ? "<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>"
                           : "<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>") +
          " : (" + x + ", " + k + ") -> " + y + "\n";
  std::string value = "%v0";
  auto perFeature = [&](const std::string &name) {
    params += ", %" + name + ": " + vec;
    body += "  %" + name + "_b = hlo.broadcast %" + name + ", dimensions = [" +
            feature + "] : (" + vec + ") -> " + y + "\n";
    return "%" + name + "_b";
  };
  if (bias) {
    std::string b = perFeature("bias");
    body += "  %v1 = hlo.add " + value + ", " + b + " : " + y + "\n";
    value = "%v1";
  }
  for (size_t i = 0; i < steps.size(); ++i) {
    const TailStep &step = steps[i];
    std::string n = std::to_string(i), other;
    if (step.operand == 'm') {
      other = perFeature("p" + n);
    } else if (step.operand == 's') {
      body += "  %c" + n + " = hlo.constant dense<" + step.constant +
              "> : " + y + "\n";
      other = "%c" + n;
    } else {
      body += "  %c" + n + " = hlo.constant dense<" + step.constant +
              "> : tensor<f32>\n  %c" + n + "_b = hlo.broadcast %c" + n +
              ", dimensions = [] : (tensor<f32>) -> " + y + "\n";
      other = "%c" + n + "_b";
    }
    std::string next = "%t" + n;
    body += "  " + next + " = hlo." + step.op + " " +
            (step.swapped ? other + ", " + value : value + ", " + other) +
            " : " + y + "\n";
    value = next;
  }
  return "func.func @main(" + params + ") -> " + y + " {\n" + body +
         "  return " + value + " : " + y + "\n}\n";
}

/// A batch norm and a clamp after a convolution ((y - mean) * scale +
/// offset, then ReLU6, as converted programs write it; BM_ConvBnRelu6) run
/// in the convolution's group, in oneDNN's layout, and agree with the
/// reference kernels: NCHW and NHWC, feature counts that fill oneDNN's
/// channel blocks and that do not (5, 67), batches 1 and 3, with a bias
/// before the tail, swapped operands (mean - y, scale / y), every op kind.
/// A NaN in the input stays NaN through the clamp (hlo.maximum and
/// hlo.minimum propagate it). Something that is not a tail op ends it.
TEST_F(FastConvolutionTest, ElementwiseTailFusesIntoTheConvolution) {
  const std::vector<TailStep> bnRelu6 = {{"subtract", 'm', "", false},
                                         {"multiply", 'm', "", false},
                                         {"add", 'm', "", false},
                                         {"maximum", 'b', "0.0", false},
                                         {"minimum", 's', "6.0", false}};
  const std::vector<TailStep> swapped = {
      {"subtract", 'm', "", true},    {"divide", 'm', "", true},
      {"maximum", 's', "-0.5", true}, {"multiply", 'b', "3.0", true},
      {"minimum", 'm', "", false},    {"divide", 's', "0.75", false}};
  struct Case {
    int64_t batch, in, out;
    bool nhwc, bias;
    const std::vector<TailStep> *steps;
    const char *name;
  };
  const Case cases[] = {
      {1, 32, 64, false, false, &bnRelu6,
       "fusion(convolution,subtract,multiply,add,maximum,minimum)"},
      {3, 5, 67, false, true, &bnRelu6,
       "fusion(convolution,bias,subtract,multiply,add,maximum,minimum)"},
      {1, 7, 5, true, false, &bnRelu6,
       "fusion(convolution,subtract,multiply,add,maximum,minimum)"},
      {3, 16, 67, true, true, &swapped,
       "fusion(convolution,bias,subtract,divide,maximum,multiply,minimum,"
       "divide)"},
      {1, 3, 19, false, false, &swapped,
       "fusion(convolution,subtract,divide,maximum,multiply,minimum,divide)"},
  };
  for (const Case &c : cases) {
    std::string source =
        tailProgram(c.batch, c.in, c.out, c.nhwc, c.bias, *c.steps);
    SCOPED_TRACE(source);
    std::vector<Literal> arguments;
    arguments.push_back(
        randomLiteral(c.nhwc ? std::vector<int64_t>{c.batch, 9, 11, c.in}
                             : std::vector<int64_t>{c.batch, c.in, 9, 11}));
    arguments.push_back(
        randomLiteral(c.nhwc ? std::vector<int64_t>{3, 3, c.in, c.out}
                             : std::vector<int64_t>{c.out, c.in, 3, 3}));
    int perFeature = c.bias;
    for (const TailStep &step : *c.steps)
      perFeature += step.operand == 'm';
    for (int i = 0; i < perFeature; ++i)
      arguments.push_back(randomLiteral({c.out}));
    // One NaN in image 0 (NCHW: channel 0, row 0, column 7).
    arguments[0].as<float>()[7] = NAN;
    std::vector<std::string> events = runBothWays(source, arguments);
    ASSERT_EQ(events.size(), 1u) << llvm::join(events, "; ");
    EXPECT_EQ(events[0], c.name);
    if (c.steps != &bnRelu6)
      continue;
    // The NaN reaches every output whose window holds it, of every
    // feature, through the clamp.
    std::unique_ptr<Executable> executable = compile(source, {});
    ASSERT_TRUE(executable);
    std::vector<RtValue> values;
    for (const Literal &argument : arguments)
      values.emplace_back(argument.clone());
    FailureOr<std::vector<RtValue>> results = executable->run(values);
    ASSERT_TRUE(succeeded(results));
    const Literal &result = (*results)[0].getArray();
    int64_t nans = 0, outside = 0;
    for (int64_t i = 0; i < result.getNumElements(); ++i) {
      float v = result.as<float>()[i];
      nans += std::isnan(v);
      outside += v < 0.0f || v > 6.0f;
    }
    // NCHW: input (0, 0, 0, 7), a 2x3 window at the top border; NHWC:
    // input (0, 0, 0, 7) is pixel (0, 1) of channel 7 (or 2 of 5 channels
    // at pixel (0, 1)): 2x3 outputs too.
    EXPECT_EQ(nans, c.out * 2 * 3);
    EXPECT_EQ(outside, 0);
  }
  // A tail op whose operand is not per-feature or a splat (here the
  // input's square) ends the tail: only the ops before it join.
  std::string source =
      tailProgram(1, 4, 8, false, false, {{"subtract", 'm', "", false}});
  size_t ret = source.find("  return");
  source.replace(ret, std::string::npos,
                 "  %sq = hlo.multiply %t0, %t0 : tensor<1x8x9x11xf32>\n"
                 "  return %sq : tensor<1x8x9x11xf32>\n}\n");
  std::vector<Literal> arguments;
  arguments.push_back(randomLiteral({1, 4, 9, 11}));
  arguments.push_back(randomLiteral({8, 4, 3, 3}));
  arguments.push_back(randomLiteral({8}));
  std::vector<std::string> events = runBothWays(source, arguments);
  ASSERT_EQ(events.size(), 2u) << llvm::join(events, "; ");
  EXPECT_EQ(events[0], "fusion(convolution,subtract)");
}

/// A VGG-like block as one chain (FusedProgram::convolutionChain): three
/// 3x3 convolutions with bias and ReLU, the second and third followed by a
/// max-pool (2x2 stride 2, then overlapping 3x3 windows at stride 2), the
/// third with asymmetric padding and a ReLU at 0.25 instead of 0. Batch
/// `batch`, channels 3 -> 19 -> 32 -> 7 (not all multiples of oneDNN's
/// channel blocks), odd spatial sizes 17x15. With `alsoReturnFirst`, the
/// first stage's value is a result too and the chain starts after it.
std::string vggBlock(int64_t batch, bool alsoReturnFirst) {
  auto t = [&](int64_t c, int64_t h, int64_t w) {
    return "tensor<" + std::to_string(batch) + "x" + std::to_string(c) + "x" +
           std::to_string(h) + "x" + std::to_string(w) + "xf32>";
  };
  auto vec = [](int64_t c) { return "tensor<" + std::to_string(c) + "xf32>"; };
  auto kernel = [](int64_t o, int64_t i) {
    return "tensor<" + std::to_string(o) + "x" + std::to_string(i) +
           "x3x3xf32>";
  };
  std::string src;
  auto stage = [&](int n, const std::string &in, const std::string &inType,
                   int64_t o, int64_t i, const std::string &window,
                   const std::string &outType, const char *bound) {
    std::string k = std::to_string(n);
    src += "  %c" + k + " = hlo.convolution " + in + ", %k" + k +
           ", window = <size = [3, 3], " + window +
           ">, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (" +
           inType + ", " + kernel(o, i) + ") -> " + outType + "\n";
    src += "  %bb" + k + " = hlo.broadcast %b" + k + ", dimensions = [1] : (" +
           vec(o) + ") -> " + outType + "\n";
    src +=
        "  %a" + k + " = hlo.add %c" + k + ", %bb" + k + " : " + outType + "\n";
    src +=
        "  %z" + k + " = hlo.constant dense<" + bound + "> : " + outType + "\n";
    src += "  %r" + k + " = hlo.maximum %a" + k + ", %z" + k + " : " + outType +
           "\n";
  };
  auto pool = [&](int n, const std::string &inType, const char *window,
                  const std::string &outType) {
    std::string k = std::to_string(n);
    src += "  %p" + k + " = hlo.reduce_window(%r" + k +
           " init: %ninf) window = <" + window + "> : (" + inType +
           ", tensor<f32>) -> " + outType +
           " {\n  ^bb0(%u: tensor<f32>, %v: tensor<f32>):\n"
           "    %m = hlo.maximum %u, %v : tensor<f32>\n"
           "    hlo.return %m : tensor<f32>\n  }\n";
  };
  std::string x = t(3, 17, 15), r1 = t(19, 17, 15), r2 = t(32, 17, 15),
              p2 = t(32, 8, 7), r3 = t(7, 7, 7), p3 = t(7, 3, 3);
  src += "  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>\n";
  stage(1, "%x", x, 19, 3, "pad_low = [1, 1], pad_high = [1, 1]", r1, "0.0");
  stage(2, "%r1", r1, 32, 19, "pad_low = [1, 1], pad_high = [1, 1]", r2, "0.0");
  pool(2, r2, "size = [1, 1, 2, 2], stride = [1, 1, 2, 2]", p2);
  stage(3, "%p2", p2, 7, 32, "pad_low = [0, 1], pad_high = [1, 1]", r3, "0.25");
  pool(3, r3, "size = [1, 1, 3, 3], stride = [1, 1, 2, 2]", p3);
  std::string header = "func.func @main(%x: " + x + ", %k1: " + kernel(19, 3) +
                       ", %b1: " + vec(19) + ", %k2: " + kernel(32, 19) +
                       ", %b2: " + vec(32) + ", %k3: " + kernel(7, 32) +
                       ", %b3: " + vec(7) + ") -> ";
  if (alsoReturnFirst)
    return header + "(" + p3 + ", " + r1 + ") {\n" + src +
           "  return %p3, %r1 : " + p3 + ", " + r1 + "\n}\n";
  return header + p3 + " {\n" + src + "  return %p3 : " + p3 + "\n}\n";
}

/// The VGG-like block runs as one step whose activations stay in oneDNN's
/// layouts (batch 1 and 8), agrees with the reference kernels, and keeps
/// the NaN of an input element through the ReLUs and pools at the same
/// outputs as the reference kernels (which apply hlo.maximum); a value read
/// outside the chain ends it.
TEST_F(FastConvolutionTest, ConvolutionChainsKeepBlockedLayouts) {
  const char *whole = "fusion(convolution,bias,maximum,convolution,bias,"
                      "maximum,reduce_window,convolution,bias,maximum,"
                      "reduce_window)";
  for (int64_t batch : {1, 8})
    for (bool alsoReturnFirst : {false, true}) {
      std::string source = vggBlock(batch, alsoReturnFirst);
      SCOPED_TRACE(source);
      std::vector<Literal> arguments;
      arguments.push_back(randomLiteral({batch, 3, 17, 15}));
      int64_t shapes[3][2] = {{19, 3}, {32, 19}, {7, 32}};
      for (auto [o, i] : shapes) {
        arguments.push_back(randomLiteral({o, i, 3, 3}));
        arguments.push_back(randomLiteral({o}));
      }
      // A NaN in the last image.
      arguments[0].as<float>()[(batch - 1) * 3 * 17 * 15 + 17 * 15 + 40] = NAN;
      std::vector<std::string> events = runBothWays(source, arguments);
      if (alsoReturnFirst) {
        ASSERT_EQ(events.size(), 2u) << llvm::join(events, "; ");
        EXPECT_EQ(events[0], "fusion(convolution,bias,maximum)");
        EXPECT_EQ(events[1], "fusion(convolution,bias,maximum,reduce_window,"
                             "convolution,bias,maximum,reduce_window)");
      } else {
        ASSERT_EQ(events.size(), 1u) << llvm::join(events, "; ");
        EXPECT_EQ(events[0], whole);
      }
      // runBothWays compares the numbers; here the NaNs.
      auto values = [&] {
        std::vector<RtValue> result;
        for (const Literal &argument : arguments)
          result.emplace_back(argument.clone());
        return result;
      };
      ExecutableOptions fastOptions, referenceOptions;
      referenceOptions.referenceKernels = true;
      std::vector<RtValue> fast = run(source, values(), fastOptions);
      std::vector<RtValue> reference = run(source, values(), referenceOptions);
      ASSERT_EQ(fast.size(), reference.size());
      const Literal &f = fast[0].getArray(), &r = reference[0].getArray();
      ASSERT_EQ(f.getNumElements(), r.getNumElements());
      int64_t nans = 0, floors = 0;
      for (int64_t i = 0; i < f.getNumElements(); ++i) {
        EXPECT_EQ(std::isnan(f.as<float>()[i]), std::isnan(r.as<float>()[i]))
            << "element " << i;
        nans += std::isnan(r.as<float>()[i]);
        floors += r.as<float>()[i] == 0.25f;
      }
      // Only the last image's outputs near the NaN are NaN, and the last
      // ReLU clamped some outputs to 0.25.
      EXPECT_GT(nans, 0);
      EXPECT_LT(nans, f.getNumElements() / batch);
      EXPECT_GT(floors, 0);
    }
}

/// A pool over more channels than the chain's pool folds at once (64: the
/// channels of an output pixel are its vectorised loop): 5 -> 130 channels,
/// bias, ReLU and overlapping 3x3 windows at stride 2, batch 2, with NaNs,
/// against the reference kernels.
TEST_F(FastConvolutionTest, ChainPoolOverManyChannels) {
  const char *source = R"(
func.func @main(%x: tensor<2x5x9x8xf32>, %k: tensor<130x5x3x3xf32>,
                %b: tensor<130xf32>) -> tensor<2x130x4x3xf32> {
  %ninf = hlo.constant dense<0xFF800000> : tensor<f32>
  %c = hlo.convolution %x, %k, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<2x5x9x8xf32>, tensor<130x5x3x3xf32>) -> tensor<2x130x9x8xf32>
  %bb = hlo.broadcast %b, dimensions = [1] : (tensor<130xf32>) -> tensor<2x130x9x8xf32>
  %a = hlo.add %c, %bb : tensor<2x130x9x8xf32>
  %z = hlo.constant dense<0.0> : tensor<2x130x9x8xf32>
  %r = hlo.maximum %a, %z : tensor<2x130x9x8xf32>
  %p = hlo.reduce_window(%r init: %ninf) window = <size = [1, 1, 3, 3], stride = [1, 1, 2, 2]> : (tensor<2x130x9x8xf32>, tensor<f32>) -> tensor<2x130x4x3xf32> {
  ^bb0(%u: tensor<f32>, %v: tensor<f32>):
    %m = hlo.maximum %u, %v : tensor<f32>
    hlo.return %m : tensor<f32>
  }
  return %p : tensor<2x130x4x3xf32>
}
)";
  std::vector<Literal> arguments;
  arguments.push_back(randomLiteral({2, 5, 9, 8}));
  arguments.push_back(randomLiteral({130, 5, 3, 3}));
  arguments.push_back(randomLiteral({130}));
  // NaNs in image 1: channel 0 at (0, 0) and channel 4 at (8, 7).
  arguments[0].as<float>()[5 * 9 * 8] = NAN;
  arguments[0].as<float>()[5 * 9 * 8 + 4 * 9 * 8 + 71] = NAN;
  std::vector<std::string> events = runBothWays(source, arguments);
  ASSERT_EQ(events.size(), 1u) << llvm::join(events, "; ");
  EXPECT_EQ(events[0], "fusion(convolution,bias,maximum,reduce_window)");
  auto values = [&] {
    std::vector<RtValue> result;
    for (const Literal &argument : arguments)
      result.emplace_back(argument.clone());
    return result;
  };
  ExecutableOptions fastOptions, referenceOptions;
  referenceOptions.referenceKernels = true;
  std::vector<RtValue> fast = run(source, values(), fastOptions);
  std::vector<RtValue> reference = run(source, values(), referenceOptions);
  ASSERT_EQ(fast.size(), 1u);
  ASSERT_EQ(reference.size(), 1u);
  const Literal &f = fast[0].getArray(), &r = reference[0].getArray();
  ASSERT_EQ(f.getNumElements(), r.getNumElements());
  int64_t nans = 0;
  for (int64_t i = 0; i < f.getNumElements(); ++i) {
    EXPECT_EQ(std::isnan(f.as<float>()[i]), std::isnan(r.as<float>()[i]))
        << "element " << i;
    nans += std::isnan(r.as<float>()[i]);
  }
  // Every channel of image 1: the window at (0, 0) and the one at the last
  // row and column hold a NaN; image 0 has none.
  EXPECT_EQ(nans, 130 * 2);
}

/// A chain whose intermediate value is read elsewhere does not fuse (the
/// convolution runs alone and the add and maximum fuse as usual).
TEST_F(FastConvolutionTest, SharedConvolutionResultDoesNotFuse) {
  Conv c = Conv::same3x3(1, 3, 4, {6, 6});
  ASSERT_TRUE(c.inferOutput());
  PostOps post;
  post.bias = post.relu = post.alsoReturnConvolution = true;
  std::string source = withPostOps(c, post);
  SCOPED_TRACE(source);
  std::vector<Literal> arguments;
  arguments.push_back(randomLiteral(c.lhsShape()));
  arguments.push_back(randomLiteral(c.rhsShape()));
  arguments.push_back(randomLiteral({c.outFeature}));
  std::vector<std::string> events = runBothWays(source, arguments);
  ASSERT_EQ(events.size(), 2u) << llvm::join(events, "; ");
  EXPECT_EQ(events[0], "hlo.convolution (oneDNN forward)");
  EXPECT_EQ(events[1].find("fusion(convolution"), std::string::npos);
}

/// The scratch memory of a oneDNN convolution (here the reversed kernel and
/// the operands reordered into oneDNN's layouts) is charged to the run's
/// budget while it runs: in a budget with room for the result but not for
/// the scratch the run fails with the budget's error naming it, and the
/// budget is back to nothing charged either way. The reference kernel's
/// copies are charged too.
TEST_F(FastConvolutionTest, ScratchIsChargedToTheBudget) {
  Conv c = Conv::same3x3(2, 16, 16, {12, 12}, /*reversed=*/true);
  ASSERT_TRUE(c.inferOutput());
  std::string source = c.source();
  SCOPED_TRACE(source);
  std::vector<Literal> arguments;
  arguments.push_back(randomLiteral(c.lhsShape()));
  arguments.push_back(randomLiteral(c.rhsShape()));
  const uint64_t resultBytes = 2 * 16 * 12 * 12 * 4;
  const uint64_t kernelBytes = 16 * 16 * 3 * 3 * 4;

  BudgetRun reference = runInBudget(source, arguments, uint64_t(1) << 30, [] {
    ExecutableOptions options;
    options.referenceKernels = true;
    return options;
  }());
  ASSERT_EQ(reference.results.size(), 1u) << reference.errors;
  // The reference loop's copies: both operands and the result, in f32.
  EXPECT_GE(reference.peak,
            resultBytes + 2 * 2 * 16 * 12 * 12 * 4 + kernelBytes);

  BudgetRun roomy = runInBudget(source, arguments, uint64_t(1) << 30);
  ASSERT_EQ(roomy.results.size(), 1u) << roomy.errors;
  EXPECT_TRUE(roomy.results[0].getArray().isBitwiseEqual(
      run(source,
          [&] {
            std::vector<RtValue> values;
            for (const Literal &argument : arguments)
              values.emplace_back(argument.clone());
            return values;
          }())[0]
          .getArray()));
  // The result and at least the reversed copy of the kernel.
  uint64_t scratch = roomy.peak - resultBytes;
  EXPECT_GE(scratch, kernelBytes);

  // Room for the result and all but 64 bytes of the scratch.
  BudgetRun tight = runInBudget(source, arguments, resultBytes + scratch - 64);
  EXPECT_TRUE(tight.results.empty());
  EXPECT_NE(tight.errors.find(
                "the scratch memory of the oneDNN convolution (operands in "
                "its layouts and its scratchpad) needs " +
                formatByteSize(scratch) + ", but the memory budget has "),
            std::string::npos)
      << tight.errors;
  EXPECT_LE(tight.peak, resultBytes);

  // The reference kernel in a budget with room for its result only.
  ExecutableOptions referenceOptions;
  referenceOptions.referenceKernels = true;
  BudgetRun tightReference =
      runInBudget(source, arguments, resultBytes + 64, referenceOptions);
  EXPECT_TRUE(tightReference.results.empty());
  EXPECT_NE(tightReference.errors.find(
                "the reference convolution's copies of its operands and "
                "result needs "),
            std::string::npos)
      << tightReference.errors;
}

/// A convolution fused with its bias charges oneDNN's scratch memory (the
/// NCHW operands reordered into its blocked layouts) the same way; it has
/// no fallback, so a budget without room for it fails the run.
TEST_F(FastConvolutionTest, FusedScratchIsChargedToTheBudget) {
  Conv c = Conv::same3x3(2, 16, 32, {12, 12});
  ASSERT_TRUE(c.inferOutput());
  PostOps post;
  post.bias = true;
  std::string source = withPostOps(c, post);
  SCOPED_TRACE(source);
  std::vector<Literal> arguments;
  arguments.push_back(randomLiteral(c.lhsShape()));
  arguments.push_back(randomLiteral(c.rhsShape()));
  arguments.push_back(randomLiteral({c.outFeature}));
  const uint64_t resultBytes = 2 * 32 * 12 * 12 * 4;

  ExecutableOptions options;
  options.recordEvents = true;
  BudgetRun roomy = runInBudget(source, arguments, uint64_t(1) << 30, options);
  ASSERT_EQ(roomy.results.size(), 1u) << roomy.errors;
  // oneDNN (x86, AVX2 or later) computes in blocked layouts: NCHW
  // operands and the result are reordered.
  ASSERT_GT(roomy.peak, resultBytes);
  uint64_t scratch = roomy.peak - resultBytes;

  BudgetRun tight =
      runInBudget(source, arguments, resultBytes + scratch - 64, options);
  EXPECT_TRUE(tight.results.empty());
  EXPECT_NE(tight.errors.find("the scratch memory of the oneDNN convolution "
                              "(operands in its layouts and its scratchpad) "
                              "needs " +
                              formatByteSize(scratch)),
            std::string::npos)
      << tight.errors;
}

/// preferWinogradConvolution, the rule the interpreter and the AOT runtime
/// share: 2-D, one group, a 3x3 window without strides or dilation, at
/// least 32 input and output features and 28x28 output pixels; one step
/// below any threshold is direct.
TEST(ConvolutionAlgorithmTest, WinogradRule) {
  struct Problem {
    int64_t spatialDims, groups, window[2], strides[2], dilations[2],
        inFeatures, outFeatures, outputPixels;
    bool winograd;
  };
  const Problem problems[] = {
      {2, 1, {3, 3}, {1, 1}, {0, 0}, 32, 32, 28 * 28, true},
      {2, 1, {3, 3}, {1, 1}, {0, 0}, 512, 64, 8 * 14 * 14, true},
      {2, 1, {3, 3}, {1, 1}, {0, 0}, 31, 32, 28 * 28, false},
      {2, 1, {3, 3}, {1, 1}, {0, 0}, 32, 31, 28 * 28, false},
      {2, 1, {3, 3}, {1, 1}, {0, 0}, 32, 32, 28 * 28 - 1, false},
      {1, 1, {3, 3}, {1, 1}, {0, 0}, 32, 32, 28 * 28, false},
      {3, 1, {3, 3}, {1, 1}, {0, 0}, 32, 32, 28 * 28, false},
      {2, 2, {3, 3}, {1, 1}, {0, 0}, 32, 32, 28 * 28, false},
      {2, 1, {3, 5}, {1, 1}, {0, 0}, 32, 32, 28 * 28, false},
      {2, 1, {3, 3}, {1, 2}, {0, 0}, 32, 32, 28 * 28, false},
      {2, 1, {3, 3}, {1, 1}, {1, 0}, 32, 32, 28 * 28, false},
  };
  for (const Problem &p : problems)
    EXPECT_EQ(preferWinogradConvolution(p.spatialDims, p.groups, p.window,
                                        p.strides, p.dilations, p.inFeatures,
                                        p.outFeatures, p.outputPixels),
              p.winograd)
        << "problem " << &p - problems;
}

/// Whether oneDNN 2.6 has its Winograd kernels here (jit_wino_4x3:
/// avx512_core).
bool hasWinogradKernels() {
  return __builtin_cpu_supports("avx512f") &&
         __builtin_cpu_supports("avx512bw") &&
         __builtin_cpu_supports("avx512vl") &&
         __builtin_cpu_supports("avx512dq");
}

/// A layer the rule gives Winograd (3x3, 32 -> 32 features, 28x28 pixels)
/// runs on its kernels where oneDNN has them, and on the direct algorithm
/// with ExecutableOptions::preciseMath: each event says which. Both agree
/// with the reference kernel; the direct result is the same bits in every
/// run.
TEST_F(FastConvolutionTest, PreciseMathRunsDirectConvolutions) {
  Conv c = Conv::same3x3(1, 32, 32, {28, 28});
  ASSERT_TRUE(c.inferOutput());
  std::string source = c.source();
  SCOPED_TRACE(source);
  std::vector<Literal> arguments;
  arguments.push_back(randomLiteral(c.lhsShape()));
  arguments.push_back(randomLiteral(c.rhsShape()));
  std::string fastEvent, directEvent, againEvent;
  std::optional<Literal> fast = runOneStep(source, arguments, false, fastEvent);
  std::optional<Literal> direct =
      runOneStep(source, arguments, true, directEvent);
  std::optional<Literal> again =
      runOneStep(source, arguments, true, againEvent);
  ASSERT_TRUE(fast && direct && again);
  EXPECT_EQ(fastEvent, hasWinogradKernels()
                           ? "hlo.convolution (oneDNN forward, Winograd)"
                           : "hlo.convolution (oneDNN forward)");
  EXPECT_EQ(directEvent, "hlo.convolution (oneDNN forward)");
  ASSERT_EQ(direct->getNumElements(), 32 * 28 * 28);
  ASSERT_EQ(fast->getNumElements(), direct->getNumElements());
  ASSERT_EQ(again->getNumElements(), direct->getNumElements());
  EXPECT_EQ(std::memcmp(direct->data(), again->data(),
                        direct->getNumElements() * sizeof(float)),
            0);
  std::vector<RtValue> reference =
      run(source,
          {RtValue(arguments[0].clone()), RtValue(arguments[1].clone())}, [] {
            ExecutableOptions options;
            options.referenceKernels = true;
            return options;
          }());
  ASSERT_EQ(reference.size(), 1u);
  const float *r = reference[0].getArray().as<float>();
  // Sums of 288 products of numbers in [-1, 1) (runBothWays' tolerance).
  float largest = 0;
  for (int64_t i = 0; i < direct->getNumElements(); ++i)
    largest = std::max(largest, std::fabs(r[i]));
  float tolerance = 1e-5f * (1 + largest) * 16;
  for (int64_t i = 0; i < direct->getNumElements(); ++i) {
    ASSERT_NEAR(direct->as<float>()[i], r[i], tolerance) << i;
    ASSERT_NEAR(fast->as<float>()[i], r[i], tolerance) << i;
  }
}

/// The same for a fused chain (convolution, bias, ReLU, then a second
/// convolution): its event counts the stages on Winograd's kernels, none
/// with preciseMath.
TEST_F(FastConvolutionTest, PreciseMathRunsDirectChains) {
  std::string source =
      R"(func.func @main(%x: tensor<1x32x28x28xf32>, %k: tensor<32x32x3x3xf32>, %b: tensor<32xf32>, %k2: tensor<32x32x3x3xf32>) -> tensor<1x32x28x28xf32> {
  %c = hlo.convolution %x, %k, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x32x28x28xf32>, tensor<32x32x3x3xf32>) -> tensor<1x32x28x28xf32>
  %bb = hlo.broadcast %b, dimensions = [1] : (tensor<32xf32>) -> tensor<1x32x28x28xf32>
  %a = hlo.add %c, %bb : tensor<1x32x28x28xf32>
  %z = hlo.constant dense<0.0> : tensor<1x32x28x28xf32>
  %r = hlo.maximum %a, %z : tensor<1x32x28x28xf32>
  %c2 = hlo.convolution %r, %k2, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x32x28x28xf32>, tensor<32x32x3x3xf32>) -> tensor<1x32x28x28xf32>
  return %c2 : tensor<1x32x28x28xf32>
})";
  std::vector<Literal> arguments;
  arguments.push_back(randomLiteral({1, 32, 28, 28}));
  arguments.push_back(randomLiteral({32, 32, 3, 3}));
  arguments.push_back(randomLiteral({32}));
  arguments.push_back(randomLiteral({32, 32, 3, 3}));
  auto eventWith = [&](bool preciseMath) {
    std::string event;
    EXPECT_TRUE(runOneStep(source, arguments, preciseMath, event));
    return event;
  };
  const std::string chain = "fusion(convolution,bias,maximum,convolution)";
  EXPECT_EQ(eventWith(false),
            hasWinogradKernels() ? chain + " (2 Winograd)" : chain);
  EXPECT_EQ(eventWith(true), chain);
}

} // namespace
