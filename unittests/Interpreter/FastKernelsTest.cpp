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

#include "gtest/gtest.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <sstream>
#include <string>
#include <vector>

using namespace mlir;
using namespace xhlo::interp;

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

class FastKernelsTest : public ::testing::Test {
protected:
  FastKernelsTest() {
    context.loadDialect<func::FuncDialect, xhlo::hlo::HloDialect>();
  }

  /// Runs @main of `source` on `arguments`; `reference` selects the
  /// reference kernels.
  FailureOr<std::vector<RtValue>> run(const std::string &source,
                                      const std::vector<const Literal *> &args,
                                      bool reference) {
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(source, &context);
    if (!module) {
      ADD_FAILURE() << "cannot parse:\n" << source;
      return failure();
    }
    ExecutableOptions options;
    options.referenceKernels = reference;
    auto executable = Executable::compile(
        module->lookupSymbol<func::FuncOp>("main"), options);
    if (failed(executable)) {
      ADD_FAILURE() << "cannot compile:\n" << source;
      return failure();
    }
    std::vector<RtValue> arguments;
    for (const Literal *arg : args)
      arguments.emplace_back(arg->clone());
    return (*executable)->run(arguments);
  }

  /// Runs `c` both ways and compares element by element.
  void checkDot(std::mt19937 &rng, const DotCase &c) {
    std::string source = sourceOf(c);
    SCOPED_TRACE(source);
    Literal lhs = randomLiteral(rng, c.isF64, c.lhsShape);
    Literal rhs = randomLiteral(rng, c.isF64, c.rhsShape);
    auto fast = run(source, {&lhs, &rhs}, /*reference=*/false);
    auto reference = run(source, {&lhs, &rhs}, /*reference=*/true);
    ASSERT_TRUE(succeeded(fast) && succeeded(reference));
    const Literal &f = (*fast)[0].getArray();
    const Literal &r = (*reference)[0].getArray();
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

  MLIRContext context;
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

} // namespace
