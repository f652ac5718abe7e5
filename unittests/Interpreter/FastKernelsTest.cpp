//===- FastKernelsTest.cpp - Fast paths against the reference kernels -----===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// Differential tests: the same random programs run once with the fast paths
// (lib/Interpreter/Kernels/FastKernels.h) and once with
// ExecutableOptions::referenceKernels, and the results must agree. The
// random dots cover every placement of batch, free and contracting
// dimensions (the in-place, transposed and packed GEMM paths), several
// batch and contracting dimensions, empty dimensions and both element types
// the fast path takes.
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

#include <algorithm>
#include <cmath>
#include <random>
#include <sstream>
#include <string>
#include <vector>

using namespace mlir;
using namespace xhlo;
using namespace xhlo::interp;
using namespace xhlo::interp::test;

namespace {

/// A random dot: the roles of each operand dimension and their sizes.
struct DotCase {
  bool isF64 = false;
  std::vector<int64_t> batchSizes, contractingSizes, lhsFreeSizes, rhsFreeSizes;
  /// Position in the operand of each batch / contracting dimension.
  std::vector<int64_t> lhsBatch, lhsContracting, rhsBatch, rhsContracting;
  std::vector<int64_t> lhsShape, rhsShape, resultShape;
};

std::string listOf(const std::vector<int64_t> &values) {
  std::ostringstream os;
  os << '[';
  for (size_t i = 0; i < values.size(); ++i)
    os << (i ? ", " : "") << values[i];
  os << ']';
  return os.str();
}

std::string tensorOf(const std::vector<int64_t> &shape, bool isF64) {
  std::ostringstream os;
  os << "tensor<";
  for (int64_t size : shape)
    os << size << 'x';
  os << (isF64 ? "f64" : "f32") << '>';
  return os.str();
}

/// Places batch, contracting and free dimensions of one operand in a random
/// order; fills `shape` and the positions of the batch/contracting ones.
void placeDims(std::mt19937 &rng, const DotCase &c,
               const std::vector<int64_t> &freeSizes,
               std::vector<int64_t> &shape, std::vector<int64_t> &batch,
               std::vector<int64_t> &contracting) {
  // Roles: 0 = batch i, 1 = contracting i, 2 = free i.
  std::vector<std::pair<int, size_t>> roles;
  for (size_t i = 0; i < c.batchSizes.size(); ++i)
    roles.push_back({0, i});
  for (size_t i = 0; i < c.contractingSizes.size(); ++i)
    roles.push_back({1, i});
  for (size_t i = 0; i < freeSizes.size(); ++i)
    roles.push_back({2, i});
  std::shuffle(roles.begin(), roles.end(), rng);
  // Free dimensions keep their relative order (the result lists them in
  // operand order).
  size_t nextFree = 0;
  batch.assign(c.batchSizes.size(), 0);
  contracting.assign(c.contractingSizes.size(), 0);
  for (size_t pos = 0; pos < roles.size(); ++pos) {
    auto [role, i] = roles[pos];
    if (role == 0) {
      batch[i] = pos;
      shape.push_back(c.batchSizes[i]);
    } else if (role == 1) {
      contracting[i] = pos;
      shape.push_back(c.contractingSizes[i]);
    } else {
      shape.push_back(freeSizes[nextFree++]);
    }
  }
}

DotCase randomDot(std::mt19937 &rng, int64_t maxSize) {
  auto pick = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  auto size = [&]() -> int64_t {
    // Mostly small, sometimes empty, sometimes large enough to block.
    int roll = pick(0, 19);
    if (roll == 0)
      return 0;
    if (roll < 4)
      return pick(maxSize / 2, maxSize);
    return pick(1, 6);
  };
  DotCase c;
  c.isF64 = pick(0, 1);
  for (int i = 0, n = pick(0, 2); i < n; ++i)
    c.batchSizes.push_back(std::min<int64_t>(size(), 4));
  for (int i = 0, n = pick(0, 2); i < n; ++i)
    c.contractingSizes.push_back(size());
  for (int i = 0, n = pick(0, 2); i < n; ++i)
    c.lhsFreeSizes.push_back(size());
  for (int i = 0, n = pick(0, 2); i < n; ++i)
    c.rhsFreeSizes.push_back(size());
  placeDims(rng, c, c.lhsFreeSizes, c.lhsShape, c.lhsBatch, c.lhsContracting);
  placeDims(rng, c, c.rhsFreeSizes, c.rhsShape, c.rhsBatch, c.rhsContracting);
  c.resultShape = c.batchSizes;
  c.resultShape.insert(c.resultShape.end(), c.lhsFreeSizes.begin(),
                       c.lhsFreeSizes.end());
  c.resultShape.insert(c.resultShape.end(), c.rhsFreeSizes.begin(),
                       c.rhsFreeSizes.end());
  return c;
}

std::string sourceOf(const DotCase &c) {
  std::string lhs = tensorOf(c.lhsShape, c.isF64);
  std::string rhs = tensorOf(c.rhsShape, c.isF64);
  std::string result = tensorOf(c.resultShape, c.isF64);
  std::ostringstream os;
  os << "func.func @main(%a: " << lhs << ", %b: " << rhs << ") -> " << result
     << " {\n  %r = hlo.dot %a, %b";
  if (!c.lhsBatch.empty())
    os << ", lhs_batch_dims = " << listOf(c.lhsBatch);
  if (!c.lhsContracting.empty())
    os << ", lhs_contracting_dims = " << listOf(c.lhsContracting);
  if (!c.rhsBatch.empty())
    os << ", rhs_batch_dims = " << listOf(c.rhsBatch);
  if (!c.rhsContracting.empty())
    os << ", rhs_contracting_dims = " << listOf(c.rhsContracting);
  os << " : (" << lhs << ", " << rhs << ") -> " << result << "\n"
     << "  return %r : " << result << "\n}\n";
  return os.str();
}

Literal randomLiteral(std::mt19937 &rng, bool isF64,
                      const std::vector<int64_t> &shape) {
  Literal literal(isF64 ? ElementType::F64 : ElementType::F32, shape);
  std::uniform_real_distribution<double> value(-1.0, 1.0);
  for (int64_t i = 0; i < literal.getNumElements(); ++i) {
    if (isF64)
      literal.as<double>()[i] = value(rng);
    else
      literal.as<float>()[i] = static_cast<float>(value(rng));
  }
  return literal;
}

class FastKernelsTest : public KernelTestBase {
protected:
  /// Runs @main of `source` on `args`; `reference` selects the reference
  /// kernels.
  std::vector<RtValue> runWith(const std::string &source,
                               const std::vector<const Literal *> &args,
                               bool reference) {
    std::vector<RtValue> arguments;
    for (const Literal *arg : args)
      arguments.emplace_back(arg->clone());
    ExecutableOptions options;
    options.referenceKernels = reference;
    return run(source, std::move(arguments), options);
  }

  /// Runs @main of `source` on `args` with and without fast paths and
  /// compares the f32 results element by element within `tolerance`.
  void checkF32Runs(const std::string &source,
                    const std::vector<const Literal *> &args,
                    double tolerance) {
    SCOPED_TRACE(source);
    std::vector<RtValue> fast = runWith(source, args, /*reference=*/false);
    std::vector<RtValue> reference = runWith(source, args, /*reference=*/true);
    ASSERT_EQ(fast.size(), 1u);
    ASSERT_EQ(reference.size(), 1u);
    const Literal &f = fast[0].getArray();
    const Literal &r = reference[0].getArray();
    ASSERT_EQ(f.getShape(), r.getShape());
    for (int64_t i = 0; i < f.getNumElements(); ++i)
      ASSERT_NEAR(f.as<float>()[i], r.as<float>()[i], tolerance)
          << "element " << i;
    ++checked;
  }

  /// Runs `c` both ways and compares element by element.
  void checkDot(std::mt19937 &rng, const DotCase &c) {
    std::string source = sourceOf(c);
    SCOPED_TRACE(source);
    Literal lhs = randomLiteral(rng, c.isF64, c.lhsShape);
    Literal rhs = randomLiteral(rng, c.isF64, c.rhsShape);
    std::vector<RtValue> fast =
        runWith(source, {&lhs, &rhs}, /*reference=*/false);
    std::vector<RtValue> reference =
        runWith(source, {&lhs, &rhs}, /*reference=*/true);
    ASSERT_EQ(fast.size(), 1u);
    ASSERT_EQ(reference.size(), 1u);
    const Literal &f = fast[0].getArray();
    const Literal &r = reference[0].getArray();
    ASSERT_EQ(f.getShape(), r.getShape());
    int64_t k = 1;
    for (int64_t size : c.contractingSizes)
      k *= size;
    // |a|,|b| <= 1: a sum of k products differs by at most ~k ulps of k.
    double tolerance = (c.isF64 ? 1e-13 : 1e-5) * std::max<int64_t>(k, 1);
    for (int64_t i = 0; i < f.getNumElements(); ++i) {
      double x = c.isF64 ? f.as<double>()[i] : f.as<float>()[i];
      double y = c.isF64 ? r.as<double>()[i] : r.as<float>()[i];
      ASSERT_NEAR(x, y, tolerance) << "element " << i;
    }
    ++checked;
  }

  int checked = 0;
};

TEST_F(FastKernelsTest, RandomDotsMatchReference) {
  std::mt19937 rng(20261121);
  for (int trial = 0; trial < 300; ++trial) {
    checkDot(rng, randomDot(rng, /*maxSize=*/24));
    if (HasFatalFailure())
      return;
  }
  EXPECT_EQ(checked, 300);
}

TEST_F(FastKernelsTest, LargeDotsMatchReference) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 12; ++trial) {
    checkDot(rng, randomDot(rng, /*maxSize=*/96));
    if (HasFatalFailure())
      return;
  }
  EXPECT_EQ(checked, 12);
}

/// The three operand layouts GEMM sees, forced: [M,K]x[K,N] in place,
/// both transposed in place, and both packed (batch dimension in the
/// middle).
TEST_F(FastKernelsTest, EveryOperandLayout) {
  std::mt19937 rng(1);
  DotCase plain;
  plain.contractingSizes = {37};
  plain.lhsFreeSizes = {33};
  plain.rhsFreeSizes = {29};
  plain.lhsShape = {33, 37};
  plain.lhsContracting = {1};
  plain.rhsShape = {37, 29};
  plain.rhsContracting = {0};
  plain.resultShape = {33, 29};
  checkDot(rng, plain);

  DotCase transposed = plain;
  transposed.lhsShape = {37, 33};
  transposed.lhsContracting = {0};
  transposed.rhsShape = {29, 37};
  transposed.rhsContracting = {1};
  checkDot(rng, transposed);

  DotCase packed;
  packed.isF64 = true;
  packed.batchSizes = {3};
  packed.contractingSizes = {17};
  packed.lhsFreeSizes = {5};
  packed.rhsFreeSizes = {7};
  packed.lhsShape = {5, 3, 17};
  packed.lhsBatch = {1};
  packed.lhsContracting = {2};
  packed.rhsShape = {17, 3, 7};
  packed.rhsBatch = {1};
  packed.rhsContracting = {0};
  packed.resultShape = {3, 5, 7};
  checkDot(rng, packed);
  EXPECT_EQ(checked, 3);
}

/// Dots of at most 8 rows by a right operand of a million elements or more
/// (a dense layer at small batch) run FastDot's own loop instead of GEMM:
/// every row count, columns that are not a whole number of panels, a
/// transposed lhs, a batch, and contracting sizes that are not a multiple
/// of the loop's 16 rows, against the reference kernel.
TEST_F(FastKernelsTest, SmallRowDotsMatchReference) {
  std::mt19937 rng(19);
  auto plain = [](int64_t m, int64_t k, int64_t n) {
    DotCase c;
    c.contractingSizes = {k};
    c.lhsFreeSizes = {m};
    c.rhsFreeSizes = {n};
    c.lhsShape = {m, k};
    c.lhsContracting = {1};
    c.rhsShape = {k, n};
    c.rhsContracting = {0};
    c.resultShape = {m, n};
    return c;
  };
  int expected = 0;
  for (int64_t m = 1; m <= 8; ++m) {
    checkDot(rng, plain(m, m % 2 ? 1031 : 1024, m % 3 ? 1025 : 1024));
    ++expected;
    if (HasFatalFailure())
      return;
  }
  DotCase transposed = plain(5, 1027, 1025);
  transposed.lhsShape = {1027, 5};
  transposed.lhsContracting = {0};
  checkDot(rng, transposed);
  DotCase batched;
  batched.batchSizes = {2};
  batched.contractingSizes = {1100};
  batched.lhsFreeSizes = {3};
  batched.rhsFreeSizes = {999};
  batched.lhsShape = {2, 3, 1100};
  batched.lhsBatch = {0};
  batched.lhsContracting = {2};
  batched.rhsShape = {2, 1100, 999};
  batched.rhsBatch = {0};
  batched.rhsContracting = {1};
  batched.resultShape = {2, 3, 999};
  checkDot(rng, batched);
  EXPECT_EQ(checked, expected + 2);
}

/// The same with the right operand read transposed ([N, K], the input
/// gradient of a dense layer): FastDot's dot-product loop, with contracting
/// sizes that leave products past the last 16-lane vector, odd column
/// counts (a last column alone) and a batch, against the reference kernel.
TEST_F(FastKernelsTest, SmallRowDotsByATransposedOperandMatchReference) {
  std::mt19937 rng(23);
  auto transposed = [](int64_t m, int64_t k, int64_t n) {
    DotCase c;
    c.contractingSizes = {k};
    c.lhsFreeSizes = {m};
    c.rhsFreeSizes = {n};
    c.lhsShape = {m, k};
    c.lhsContracting = {1};
    c.rhsShape = {n, k};
    c.rhsContracting = {1};
    c.resultShape = {m, n};
    return c;
  };
  int expected = 0;
  for (int64_t m = 1; m <= 8; ++m) {
    checkDot(rng, transposed(m, m % 2 ? 1031 : 1024, m % 3 ? 1025 : 1024));
    ++expected;
    if (HasFatalFailure())
      return;
  }
  DotCase batched;
  batched.batchSizes = {2};
  batched.contractingSizes = {999};
  batched.lhsFreeSizes = {6};
  batched.rhsFreeSizes = {1101};
  batched.lhsShape = {2, 6, 999};
  batched.lhsBatch = {0};
  batched.lhsContracting = {2};
  batched.rhsShape = {2, 1101, 999};
  batched.rhsBatch = {0};
  batched.rhsContracting = {2};
  batched.resultShape = {2, 6, 1101};
  checkDot(rng, batched);
  EXPECT_EQ(checked, expected + 1);
}

/// The copy a batched dot packs for GEMM (its lhs has the batch dimension
/// in the middle) is charged to the run's memory budget: with room for it
/// the peak holds it; in a budget with room for the result but not for the
/// copy, the reference loop (which needs none) computes the dot, bit for
/// bit as the reference kernels do. The budget is back to nothing charged
/// after both.
TEST_F(FastKernelsTest, DotPackingIsChargedToTheBudget) {
  std::mt19937 rng(17);
  // lhs [K=64, B=4, M=32] (packed), rhs [B=4, K=64, N=16] (in place); the
  // dimension numbers in the dialect's order.
  std::string source =
      "func.func @main(%a: tensor<64x4x32xf32>, %b: tensor<4x64x16xf32>) -> "
      "tensor<4x32x16xf32> {\n"
      "  %r = hlo.dot %a, %b, lhs_batch_dims = [1], lhs_contracting_dims = "
      "[0], rhs_batch_dims = [0], rhs_contracting_dims = [1] : "
      "(tensor<64x4x32xf32>, tensor<4x64x16xf32>) -> tensor<4x32x16xf32>\n"
      "  return %r : tensor<4x32x16xf32>\n}\n";
  std::vector<Literal> arguments;
  arguments.push_back(randomLiteral(rng, false, {64, 4, 32}));
  arguments.push_back(randomLiteral(rng, false, {4, 64, 16}));
  const uint64_t resultBytes = 4 * 32 * 16 * 4, packedBytes = 64 * 4 * 32 * 4;

  BudgetRun roomy = runInBudget(source, arguments, uint64_t(1) << 30);
  ASSERT_EQ(roomy.results.size(), 1u) << roomy.errors;
  EXPECT_EQ(roomy.peak, resultBytes + packedBytes);

  BudgetRun tight =
      runInBudget(source, arguments, resultBytes + packedBytes - 64);
  ASSERT_EQ(tight.results.size(), 1u) << tight.errors;
  EXPECT_EQ(tight.peak, resultBytes);
  ExecutableOptions referenceOptions;
  referenceOptions.referenceKernels = true;
  BudgetRun reference =
      runInBudget(source, arguments, resultBytes, referenceOptions);
  ASSERT_EQ(reference.results.size(), 1u) << reference.errors;
  EXPECT_TRUE(tight.results[0].getArray().isBitwiseEqual(
      reference.results[0].getArray()));
  // GEMM sums in another order: close, not equal.
  const Literal &fast = roomy.results[0].getArray();
  const Literal &slow = tight.results[0].getArray();
  for (int64_t i = 0; i < fast.getNumElements(); ++i)
    ASSERT_NEAR(fast.as<float>()[i], slow.as<float>()[i], 64 * 1e-5)
        << "element " << i;
}

/// A random convolution: 1-3 spatial dimensions, random dim_labels for all
/// three operands, strides, padding, window dilation and feature groups; a
/// few also with base dilation, window reversal or batch groups, which the
/// fast path declines (the reference kernel then runs both times).
std::string randomConvolution(std::mt19937 &rng, std::vector<int64_t> &lhsShape,
                              std::vector<int64_t> &rhsShape) {
  auto pick = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  int numSpatial = pick(1, 3);
  int64_t batch = pick(1, 2), groups = pick(1, 3);
  int64_t inPerGroup = pick(1, 4), outPerGroup = pick(1, 4);
  bool declined = pick(0, 9) == 0;
  std::vector<int64_t> in, kernel, out, stride, padLow, padHigh, dilate;
  for (int s = 0; s < numSpatial; ++s) {
    for (;;) {
      int64_t i = pick(1, numSpatial == 3 ? 4 : 9), k = pick(1, 3);
      int64_t st = pick(1, 2), d = pick(1, 2), pl = pick(0, 2), ph = pick(0, 2);
      int64_t span = (k - 1) * d + 1;
      if (i + pl + ph < span)
        continue;
      in.push_back(i);
      kernel.push_back(k);
      stride.push_back(st);
      dilate.push_back(d);
      padLow.push_back(pl);
      padHigh.push_back(ph);
      out.push_back((i + pl + ph - span) / st + 1);
      break;
    }
  }
  // Labels: -1 = batch/output feature, -2 = feature/input feature, s >= 0
  // spatial; shuffled for each operand.
  auto labelsFor = [&]() {
    std::vector<int> labels{-1, -2};
    for (int s = 0; s < numSpatial; ++s)
      labels.push_back(s);
    std::shuffle(labels.begin(), labels.end(), rng);
    return labels;
  };
  std::vector<int> lhsLabels = labelsFor(), rhsLabels = labelsFor(),
                   outLabels = labelsFor();
  auto render = [](const std::vector<int> &labels, const char *first,
                   const char *second) {
    std::string text = "[";
    for (size_t i = 0; i < labels.size(); ++i) {
      text += i ? ", " : "";
      text += labels[i] == -1   ? first
              : labels[i] == -2 ? second
                                : std::to_string(labels[i]);
    }
    return text + "]";
  };
  auto shapeOf = [](const std::vector<int> &labels, int64_t first,
                    int64_t second, const std::vector<int64_t> &spatial) {
    std::vector<int64_t> shape;
    for (int label : labels)
      shape.push_back(label == -1   ? first
                      : label == -2 ? second
                                    : spatial[label]);
    return shape;
  };
  lhsShape = shapeOf(lhsLabels, batch, groups * inPerGroup, in);
  rhsShape = shapeOf(rhsLabels, groups * outPerGroup, inPerGroup, kernel);
  std::vector<int64_t> outShape =
      shapeOf(outLabels, batch, groups * outPerGroup, out);
  std::string window =
      "<size = " + listOf(kernel) + ", stride = " + listOf(stride) +
      ", pad_low = " + listOf(padLow) + ", pad_high = " + listOf(padHigh) +
      ", rhs_dilate = " + listOf(dilate);
  if (declined) {
    std::vector<int64_t> reversal(numSpatial, 0);
    reversal[0] = 1;
    window += ", rhs_reversal = " + listOf(reversal);
  }
  window += ">";
  std::string lhsType = tensorOf(lhsShape, false),
              rhsType = tensorOf(rhsShape, false),
              outType = tensorOf(outShape, false);
  std::string source =
      "func.func @main(%x: " + lhsType + ", %k: " + rhsType + ") -> " +
      outType + " {\n  %r = hlo.convolution %x, %k, window = " + window +
      ", dim_labels = <" + render(lhsLabels, "b", "f") + "x" +
      render(rhsLabels, "o", "i") + "->" + render(outLabels, "b", "f") + ">";
  if (groups > 1)
    source += ", feature_group_count = " + std::to_string(groups);
  source += " : (" + lhsType + ", " + rhsType + ") -> " + outType +
            "\n  return %r : " + outType + "\n}\n";
  return source;
}

TEST_F(FastKernelsTest, RandomConvolutionsMatchReference) {
  std::mt19937 rng(56);
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<int64_t> lhsShape, rhsShape;
    std::string source = randomConvolution(rng, lhsShape, rhsShape);
    Literal lhs = randomLiteral(rng, false, lhsShape);
    Literal rhs = randomLiteral(rng, false, rhsShape);
    checkF32Runs(source, {&lhs, &rhs}, 1e-4);
    if (HasFatalFailure())
      return;
  }
  EXPECT_EQ(checked, 200);
}

/// The benchmark's shape (1x64x56x56, 64 3x3 filters, pad 1) in NCHW and
/// in NHWC/HWIO.
TEST_F(FastKernelsTest, ResNetLayerMatchesReference) {
  std::mt19937 rng(3);
  Literal nchw = randomLiteral(rng, false, {1, 64, 14, 14});
  Literal oihw = randomLiteral(rng, false, {64, 64, 3, 3});
  checkF32Runs(
      R"(func.func @main(%x: tensor<1x64x14x14xf32>, %k: tensor<64x64x3x3xf32>) -> tensor<1x64x14x14xf32> {
  %r = hlo.convolution %x, %k, window = <size = [3, 3], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]> : (tensor<1x64x14x14xf32>, tensor<64x64x3x3xf32>) -> tensor<1x64x14x14xf32>
  return %r : tensor<1x64x14x14xf32>
})",
      {&nchw, &oihw}, 1e-3);
  Literal nhwc = randomLiteral(rng, false, {2, 14, 14, 64});
  Literal hwio = randomLiteral(rng, false, {3, 3, 64, 64});
  checkF32Runs(
      R"(func.func @main(%x: tensor<2x14x14x64xf32>, %k: tensor<3x3x64x64xf32>) -> tensor<2x7x7x64xf32> {
  %r = hlo.convolution %x, %k, window = <size = [3, 3], stride = [2, 2], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<2x14x14x64xf32>, tensor<3x3x64x64xf32>) -> tensor<2x7x7x64xf32>
  return %r : tensor<2x7x7x64xf32>
})",
      {&nhwc, &hwio}, 1e-3);
  EXPECT_EQ(checked, 2);
}

} // namespace
